-- expr_gaps.sql: expressions of PostgreSQL's own regression files and of
-- real applications that qprop read wrongly or not at all (issue 34):
-- BETWEEN SYMMETRIC, LIKE and ILIKE with ANY/ALL (array), LIKE on name
-- and bytea, set-returning functions inside select-list expressions and
-- beside aggregates, (x).* and arr[i].f.
CREATE TYPE cp AS (f1 int, f2 text);
CREATE TABLE t (a int, b text, n name, y bytea, arr int[], pats text[]);
CREATE TABLE c (id int, x cp, xs cp[]);

-- [1] BETWEEN SYMMETRIC is PostgreSQL's expansion: (x BETWEEN lo AND hi)
--     OR (x BETWEEN hi AND lo); NOT BETWEEN SYMMETRIC the AND of the two
--     NOT BETWEENs; constant bounds give the column a domain
SELECT a FROM t WHERE a BETWEEN SYMMETRIC 10 AND 1;
SELECT a FROM t WHERE a NOT BETWEEN SYMMETRIC 10 AND 1;
SELECT a FROM t WHERE a BETWEEN SYMMETRIC 1 AND NULL;
SELECT a, a BETWEEN SYMMETRIC length(b) AND 3 FROM t;
SELECT a FROM t WHERE a BETWEEN ASYMMETRIC 1 AND 10;

-- [2] LIKE with ANY/ALL (array): the operator chosen for the element
--     type, opaque; an untyped array literal takes the array of the
--     operator's right operand type
SELECT a FROM t WHERE b LIKE ANY (pats);
SELECT a FROM t WHERE b NOT LIKE ALL (ARRAY['a%', NULL]);
SELECT a FROM t WHERE b ILIKE ANY ('{A%,b%}');
SELECT a FROM t WHERE b ~~ ANY (pats) AND a = 1;
SELECT a FROM t WHERE n LIKE ANY (pats);
SELECT a FROM t WHERE b LIKE ALL (NULL);
SELECT a FROM t WHERE a LIKE ANY (pats);
SELECT a FROM t WHERE b LIKE ANY (b);
SELECT a FROM t WHERE b SIMILAR TO ANY (pats);

-- [3] LIKE of name and bytea: PostgreSQL's namelike, bytealike, kept as
--     the operator
SELECT a FROM t WHERE n LIKE 'a%';
SELECT a FROM t WHERE n NOT ILIKE b;
SELECT a FROM t WHERE y LIKE '\x61%'::bytea;

-- [4] set-returning functions in select-list expressions and beside
--     aggregates (a ProjectSet after the Aggregate): never moved; a
--     filter on their column stays above them
SELECT a, count(*), unnest(arr) FROM t GROUP BY a, arr;
SELECT a, generate_series(1, a) + 1 AS g FROM t;
SELECT count(*), generate_series(1, 3) FROM t;
SELECT * FROM (SELECT a, unnest(arr) AS e FROM t GROUP BY a, arr) s
    WHERE a = 1 AND e > 2;
SELECT a, generate_series(1, 2), generate_series(1, 3) FROM t;
-- refused as PostgreSQL refuses them, or not modelled
SELECT CASE WHEN a > 0 THEN generate_series(1, a) END FROM t;
SELECT coalesce(unnest(arr), 0) FROM t;
SELECT sum(a) OVER (ORDER BY unnest(arr)) FROM t;
SELECT unnest(arr) AS e, count(*) FROM t GROUP BY e;
SELECT a FROM t WHERE a IN (SELECT a FROM t) ORDER BY generate_series(1, 2);

-- [5] (x).* expands to the fields; arr[i].f selects a field of an element
SELECT (x).* FROM c;
SELECT id, (x).*, xs[1].f2 FROM c WHERE (x).f1 = 1;
SELECT ROW((x).*) FROM c;
SELECT xs[2].* FROM c;
SELECT count((x).*) FROM c;
SELECT (ROW(1, 2)).* FROM c;

-- [6] an anonymous row's fields are f1, f2, ...
SELECT (ROW(1, 2.0)).f2, (ROW(id, x)).f1 FROM c;
SELECT (ROW(1, 2.0)).*;
SELECT (ROW(1, 2.0)).f3;
SELECT (ROW('a', 1)).f1;

-- [7] VARIADIC: a parameter's mode after its name, a VARIADIC anyarray
--     parameter takes anyelement arguments; VARIADIC in a call passes
--     the array whole, with PostgreSQL's resolution (concat has one
--     parameter: concat('|', VARIADIC a) does not exist)
CREATE FUNCTION myleast(variadic anyarray) RETURNS anyelement
    AS 'SELECT min($1[i]) FROM generate_subscripts($1, 1) g(i)'
    LANGUAGE sql;
CREATE FUNCTION vsum(a variadic int[]) RETURNS int
    AS 'SELECT sum(x) FROM unnest(a) x' LANGUAGE sql;
SELECT myleast(a, 2, 3), vsum(a, 1) FROM t;
SELECT myleast(a, 2.5) FROM t;
SELECT concat('|', VARIADIC ARRAY[1, 2]);
SELECT concat_ws('|', VARIADIC ARRAY[1, 2]), myleast(VARIADIC ARRAY[a, 2]) FROM t;
SELECT vsum(VARIADIC '{1,2}');

-- [8] SUBSTRING(x SIMILAR p ESCAPE e) is substring(x, p, e), as
--     PostgreSQL reads it (printed in the FROM ... FOR form, the same call)
SELECT substring(b SIMILAR 'a#"%#"' ESCAPE '#') FROM t;
SELECT a FROM t WHERE substring(b SIMILAR '%' ESCAPE NULL) IS NULL;

-- [9] (s1, e1) OVERLAPS (s2, e2) is PostgreSQL's pg_catalog.overlaps(s1,
--     e1, s2, e2), a call rules do not look into (NULL ends, ends in
--     either order, an interval for an end); a row of another length is
--     PostgreSQL's syntax error
CREATE TABLE ov (id int, s date, e date, ts timestamp, dur interval,
                 tz timestamptz);
SELECT id FROM ov WHERE (s, e) OVERLAPS (DATE '2024-02-01', DATE '2024-03-01');
SELECT id, (e, s) OVERLAPS (ts, dur) AS o FROM ov;
SELECT a.id, b.id FROM ov a JOIN ov b ON (a.s, a.e) OVERLAPS (b.s, b.e)
 WHERE a.id = 1;
SELECT id FROM ov WHERE ROW(tz, tz + interval '1 day') OVERLAPS
                        ROW(timestamptz '2024-03-01 00:00:00+00', dur)
                    AND NOT (s, e) OVERLAPS (s, s);
SELECT id FROM ov WHERE (s, e, ts) OVERLAPS (s, e);
