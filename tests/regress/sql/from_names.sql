-- Names of FROM items on one level (PostgreSQL's checkNameSpaceConflicts)
-- and the alias of a USING join (PostgreSQL 14: JOIN ... USING (k) AS j)
CREATE TABLE fn_t (a int, b int);
CREATE TABLE fn_u (a int, c int);
CREATE SCHEMA fn_s;
CREATE TABLE fn_s.fn_t (a int, z int);
-- two items of one name: an error, whatever kinds they are
SELECT 1 FROM fn_t, fn_t;
SELECT 1 FROM fn_t JOIN fn_t USING (a);
SELECT 1 FROM (fn_t JOIN fn_u x ON true) AS j, fn_t j;
SELECT 1 FROM generate_series(1, 2), generate_series(1, 3);
WITH x AS (SELECT 1) SELECT 1 FROM x, x;
SELECT * FROM (SELECT 1) s, (SELECT 2) s;
UPDATE fn_t SET b = 1 FROM fn_t;
-- allowed: two different tables named by their own names, and a name
-- hidden inside an aliased join
SELECT 1 FROM fn_t, fn_s.fn_t;
SELECT fn_t.a FROM (fn_t JOIN fn_u ON true) AS j, fn_t WHERE fn_t.a = 4;
-- the USING alias names the merged columns only; the inputs stay visible
SELECT j.a, j.*, fn_t.b, fn_u.c FROM fn_t JOIN fn_u USING (a) AS j
WHERE j.a = 3;
SELECT j.a, fn_t.b FROM fn_t FULL JOIN fn_u USING (a) AS j WHERE j.a = 3;
SELECT j.a FROM fn_t LEFT JOIN fn_u USING (a) AS j WHERE j.a IN (1, 2);
SELECT j.b FROM fn_t JOIN fn_u USING (a) AS j;
SELECT 1 FROM fn_t JOIN fn_u USING (a) AS fn_t;
SELECT 1 FROM fn_t JOIN fn_u USING (a) AS j JOIN fn_u x USING (a) AS j;
SELECT k.a FROM (fn_t JOIN fn_u USING (a) AS j) AS k WHERE j.a = 1;

-- output column names and types as PostgreSQL gives them: (a.*)::text is
-- "a", a scalar subquery takes its first column's name (a set
-- operation's leftmost arm, VALUES' column1), and the whole row of an
-- expanded view has the view's row type, not record
CREATE VIEW fn_v AS SELECT a, b FROM fn_t;
SELECT (x.*)::text, (SELECT 1 AS one UNION SELECT 2), (VALUES (x.a))
FROM fn_t x;
SELECT fn_v, (SELECT fn_v) FROM fn_v;
