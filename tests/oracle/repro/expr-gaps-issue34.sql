-- Expressions qprop refused (issue 34), now read: BETWEEN SYMMETRIC with
-- NULL bounds and reversed bounds (PostgreSQL's own expansion, so NULL
-- when a bound is NULL and the other does not decide), LIKE/ILIKE with
-- ANY/ALL over arrays holding NULL elements (NULL, not false, when no
-- element matches), LIKE on name, set-returning functions beside
-- aggregates and inside expressions (a ProjectSet after the Aggregate: a
-- filter on the function's output must stay above it, one on a grouped
-- column may go below), (x).* and arr[i].f, fields f1, f2 of ROW(...),
-- calls of functions declared with a lower-case variadic (before or
-- after the parameter's name) and int[].  Each query was rejected by
-- qprop before; each must give PostgreSQL's rows as printed.

CREATE TYPE cp AS (f1 int, f2 text);
CREATE TABLE t (a int, b text, n name, arr int[], pats text[]);
CREATE TABLE c (id int, x cp, xs cp[]);
CREATE FUNCTION myleast(variadic anyarray) RETURNS anyelement AS 'SELECT min($1[i]) FROM generate_subscripts($1, 1) g(i)' LANGUAGE sql;
CREATE FUNCTION vsum(a variadic int[]) RETURNS int AS 'SELECT sum(x) FROM unnest(a) x' LANGUAGE sql;
INSERT INTO t VALUES (1, 'abc', 'abc', '{1,2,3}', '{a%,NULL}'), (2, NULL, 'Xyz', '{3}', '{%z,b%}'), (NULL, 'bcd', NULL, NULL, NULL), (5, 'x', 'x', '{}', '{}'), (3, 'B', 'b', '{4,5}', '{NULL}');
INSERT INTO c VALUES (1, ROW(1, 'a'), ARRAY[ROW(1, 'a')::cp, ROW(2, 'b')::cp]), (2, NULL, NULL), (3, ROW(NULL, 'z'), ARRAY[NULL::cp]);

-- query:
SELECT a, a BETWEEN SYMMETRIC 3 AND 1, a NOT BETWEEN SYMMETRIC 3 AND NULL, a BETWEEN SYMMETRIC NULL AND 2 FROM t;
SELECT a FROM t WHERE a BETWEEN SYMMETRIC 5 AND 2;
SELECT a FROM t WHERE NOT (a NOT BETWEEN SYMMETRIC 1 AND NULL);
SELECT a, b LIKE ANY (pats), b NOT LIKE ALL (pats), b ILIKE ANY (ARRAY['A%', NULL]), n LIKE ANY (pats) FROM t;
SELECT a FROM t WHERE NOT (b LIKE ANY (pats));
SELECT a FROM t WHERE b ILIKE ALL ('{%b%,%B%}') OR a = 5;
SELECT a, n LIKE 'a%', n NOT ILIKE 'x%' FROM t;
SELECT a, count(*), unnest(arr) FROM t GROUP BY a, arr;
SELECT * FROM (SELECT a, unnest(arr) AS e, count(*) AS k FROM t GROUP BY a, arr) s WHERE a < 3 AND e > 1;
SELECT a, generate_series(1, a) + 1 AS g, generate_series(1, 2) FROM t WHERE a < 4;
SELECT * FROM (SELECT a, unnest(arr) * 10 AS e FROM t) s WHERE e > 20 AND a > 1;
SELECT count(*), generate_series(1, 3) FROM t WHERE a > 100;
SELECT id, (x).*, xs[2].f2, (xs[1]).f1 FROM c;
SELECT ROW((x).*) IS NULL, ROW((x).*) FROM c;
SELECT (ROW(a, b)).f2, (ROW(1, 2.0)).* FROM t;
SELECT a, myleast(a, 2, 3), vsum(a, 1), vsum(a) FROM t;
SELECT a, substring(b SIMILAR '%#"_#"%' ESCAPE '#'), substring(b SIMILAR 'a%' ESCAPE NULL) IS NULL FROM t;
SELECT a FROM t WHERE substring(b SIMILAR '#"b%#"' ESCAPE '#') = 'bcd';
