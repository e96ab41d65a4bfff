-- function_argtypes.sql: a call of a function qprop models itself (lower,
-- abs, length, ...) is checked against PostgreSQL's catalog as well, so
-- argument types PostgreSQL rejects are an error worded as PostgreSQL
-- words it, at the call; what PostgreSQL accepts binds (implicit casts,
-- untyped literals).  And the result type of CASE, COALESCE, UNION of
-- different string types is PostgreSQL's select_common_type() choice:
-- the first one (CASE: the ELSE result first), text only when it comes
-- first.  Each expected error and type was checked with PostgreSQL 15
-- (the type through "operator does not exist: T - integer").  (issue 17)
CREATE TABLE ft (a int, b text, c varchar(10), d char(3), e date,
                 f numeric, g smallint);

-- [1] argument types PostgreSQL has no function for
SELECT lower(a) FROM ft;
SELECT length(a, b) FROM ft;
SELECT abs(b) FROM ft;
SELECT upper(e) FROM ft;
SELECT btrim(b, a) FROM ft;

-- [2] what PostgreSQL accepts still binds: implicit casts, untyped
-- literals, numeric and integer overloads
SELECT lower('abc'), lower(b), lower(c), lower(d), abs(-1), abs(f),
       abs(g), length(d), substr(b, 1, 2), substr(c, g) FROM ft;
SELECT round(f, 2), round(a), trunc(f), concat(a, b, e), greatest(a, f),
       coalesce(g, a, f) FROM ft;
SELECT count(*), count(a), sum(f), max(b), min(e), avg(g),
       string_agg(b, ',') FROM ft;
SELECT date_part('year', e), extract(year FROM e), to_char(e, 'YYYY'),
       date_trunc('day', e) FROM ft;

-- [3] the common type of string types
SELECT coalesce(c, b) - 1 FROM ft;
SELECT coalesce(b, c) - 1 FROM ft;
SELECT coalesce(c, d) - 1 FROM ft;
SELECT (CASE WHEN a > 0 THEN c ELSE b END) - 1 FROM ft;
SELECT (CASE WHEN a > 0 THEN b ELSE c END) - 1 FROM ft;
SELECT x - 1 FROM (SELECT c AS x FROM ft UNION SELECT b FROM ft) s;
SELECT x - 1 FROM (SELECT b AS x FROM ft UNION SELECT c FROM ft) s;
SELECT x - 1 FROM (SELECT coalesce(NULL, 'x') AS x) s;
