-- UPDATE t SET (a, b) = (1, 2), = ROW(...) and = (SELECT x, y ...) were
-- a syntax error.  PostgreSQL assigns a row's items to the columns in
-- order (each with the assignment's coercion: numeric(4,1) rounds,
-- varchar(3) refuses a longer string), DEFAULT among them; a sub-SELECT
-- runs once per row and must give at most one row (none: NULLs; more:
-- "more than one row returned by a subquery used as an expression").
-- qprop runs the sub-SELECT once per column, which gives the same row
-- each time (it refuses the sub-SELECTs that may not).  Issue 34.
CREATE TABLE t (a int, b varchar(3) DEFAULT 'dd', c numeric(4,1));
INSERT INTO t VALUES (1, 'x', 1.0), (2, 'y', 2.0), (3, 'z', 3.0);
CREATE TABLE u (k int, x numeric, y text);
INSERT INTO u VALUES (1, 10.25, 'p'), (2, 20, 'q'), (2, 21, 'r'), (4, 40, 'abcd');

-- query:
UPDATE t SET (a, b) = (5, 'zz') WHERE a = 1 RETURNING *;
UPDATE t SET (c, b) = ROW(1.25, DEFAULT) WHERE a = 2 RETURNING *;
UPDATE t SET (a, b, c) = (a + 10, b || b, c * 2) RETURNING *;
UPDATE t SET (b, c) = (SELECT y, x FROM u WHERE u.k = t.a) WHERE a <> 2 RETURNING *;
UPDATE t SET (b, c) = (SELECT y, x FROM u WHERE u.k = t.a) RETURNING *;
UPDATE t SET (c, b) = (SELECT max(x), min(y) FROM u WHERE u.k <= t.a), a = -a RETURNING *;
UPDATE t SET (b, c) = (SELECT 'long', 1) WHERE a = 1;
UPDATE t SET (b, c) = (SELECT y, x FROM u WHERE u.k = 1 UNION SELECT 'w', 2 WHERE false) RETURNING *;
UPDATE t SET (b, c) = (VALUES ('v', 7.77)) WHERE a = 3 RETURNING *;
UPDATE t SET (b, c) = (SELECT y, x FROM u WHERE u.k = t.a + 3) RETURNING *;
