-- The input's own functions in FROM were rejected ("function f in FROM
-- is not supported"): RETURNS SETOF a composite type or a table's row
-- type, a composite, OUT arguments (one: a scalar column named after it),
-- RETURNS TABLE, SETOF record with a column definition list, a scalar,
-- ROWS FROM and WITH ORDINALITY, LATERAL references; OUT arguments of
-- polymorphic types, written "name OUT type", between defaulted inputs.  Each now has the
-- columns PostgreSQL gives it and is printed as written.  Issue 34.

CREATE TYPE c2 AS (a integer, b text);
CREATE TABLE tc (id int PRIMARY KEY, arr c2[]);
CREATE TABLE td (id int, x int);
INSERT INTO tc VALUES (1, ARRAY[(1,'foo')::c2, (NULL,'bar')::c2, (3,NULL)::c2]), (2, ARRAY[(5,'e')::c2]);
INSERT INTO td VALUES (1, 10), (2, 20);
CREATE FUNCTION c2_rows(n int) RETURNS SETOF c2 LANGUAGE sql IMMUTABLE AS 'SELECT i, repeat(''x'', i) FROM generate_series(1, n) i';
CREATE FUNCTION c2_one(n int) RETURNS c2 LANGUAGE sql IMMUTABLE AS 'SELECT n, NULL::text';
CREATE FUNCTION tc_rows() RETURNS SETOF tc LANGUAGE sql STABLE AS 'SELECT * FROM tc';
CREATE FUNCTION two_out(n int, OUT p int, OUT q text) RETURNS SETOF record LANGUAGE sql IMMUTABLE AS 'SELECT i, i::text FROM generate_series(1, n) i';
CREATE FUNCTION one_out(n int, OUT r int) LANGUAGE sql IMMUTABLE AS 'SELECT n * 2';
CREATE FUNCTION tab_fn(n int) RETURNS TABLE (k int, v text) LANGUAGE sql IMMUTABLE AS 'SELECT i, ''v'' || i FROM generate_series(1, n) i';
CREATE FUNCTION rec_fn(n int) RETURNS SETOF record LANGUAGE sql IMMUTABLE AS 'SELECT i, i * 10 FROM generate_series(1, n) i';
CREATE FUNCTION scal_fn(n int) RETURNS int LANGUAGE sql IMMUTABLE AS 'SELECT n + 1';
CREATE FUNCTION poly_out(x anyelement, OUT y anyelement, OUT z int) LANGUAGE sql AS 'SELECT x, 1';
CREATE FUNCTION dup_mode(f1 anyelement, f2 out anyelement, f3 out anyarray) LANGUAGE sql AS 'SELECT $1, array[$1, $1]';
CREATE FUNCTION dfl(a varchar = 'def a', out _a varchar, c numeric = NULL, out _c numeric) LANGUAGE sql AS 'SELECT $1, $2';

-- query:
SELECT * FROM c2_rows(3) r WHERE r.a > 1;
SELECT r FROM c2_rows(2) r;
SELECT * FROM c2_one(4) r WHERE r IS NULL;
SELECT * FROM c2_one(4) r WHERE r IS NOT NULL;
SELECT t.id, t.arr FROM tc_rows() t WHERE t.id = 2;
SELECT * FROM two_out(3) WHERE p > 1;
SELECT o.*, one_out FROM one_out(5) o, one_out(6);
SELECT * FROM tab_fn(3) AS t (kk) WHERE kk <> 2;
SELECT * FROM rec_fn(3) AS t (a int, b int) WHERE b > 10;
SELECT * FROM ROWS FROM (rec_fn(2) AS (a int, b int), tab_fn(3)) WITH ORDINALITY AS t;
SELECT s, s.* FROM scal_fn(1) s, td WHERE td.x = s + 9;
SELECT td.x, f.k FROM td, LATERAL tab_fn(td.x / 10) f WHERE f.k = td.id;
SELECT * FROM poly_out(1.5) p, poly_out(ARRAY['x']) q WHERE p.z = q.z;
SELECT * FROM dup_mode(22);
SELECT * FROM dup_mode('xyz'::text) d WHERE d.f3 IS NOT NULL;
SELECT * FROM dfl();
SELECT * FROM dfl('Hello', 100);
