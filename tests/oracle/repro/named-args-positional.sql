-- A call in named notation was read as positional: make_interval(days =>
-- k, hours => 1) printed as make_interval(k, 1), k years and a month, so
-- EXTRACT(DAY ...) gave 0 where PostgreSQL gives k.  Found by reading
-- the grammar after PostgreSQL's window.sql showed a named call, and by
-- the differential oracle, seed 12 round 12 query 31, once the generator
-- made the shape (tag named-args).  The second query: jsonb_set's
-- create_if_missing given by name; the third: VARIADIC in a call is
-- refused (it was dropped: concat(VARIADIC a) read as concat(a)), so only
-- the first two are compared.

CREATE TABLE t0 (k smallint NOT NULL, a char(3) NOT NULL, j jsonb, PRIMARY KEY (k, a));
INSERT INTO t0 VALUES (10, '', '{"b": 1}'), (-3, 'x', NULL);

-- query:
SELECT EXTRACT(DAY FROM make_interval(days => x197.k, hours => 1)) AS x1 FROM t0 AS x197;
SELECT k, jsonb_set(j, '{a}', '2', create_if_missing => false), jsonb_set(j, '{a}', '2') FROM t0;
