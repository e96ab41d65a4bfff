-- from_functions.sql: functions in FROM as PostgreSQL reads them (issue
-- 34).  A function returning a composite type has the type's columns
-- (a type of the input's, a table's row type, OUT arguments, RETURNS
-- TABLE); one returning record takes a column definition list; a scalar
-- one has one column, named after its OUT argument, else the alias, else
-- the function.  The alias's columns rename the leading columns; a
-- whole-row reference is the row, and for a scalar function its value.
-- The call is printed as written (the "after" plans are SQL), and the
-- scan is a leaf: predicates on its columns filter its output.
-- qprop-flags: --format=sql
CREATE TYPE c2 AS (a integer, b text);
CREATE TABLE tc (id int PRIMARY KEY, arr c2[]);
CREATE TABLE td (id int, x int);
CREATE FUNCTION c2_rows(n int) RETURNS SETOF c2 LANGUAGE sql IMMUTABLE
    AS 'SELECT i, repeat(''x'', i) FROM generate_series(1, n) i';
CREATE FUNCTION c2_one(n int) RETURNS c2 LANGUAGE sql
    AS 'SELECT n, NULL::text';
CREATE FUNCTION tc_rows() RETURNS SETOF tc LANGUAGE sql STABLE
    AS 'SELECT * FROM tc';
CREATE FUNCTION two_out(n int, OUT p int, OUT q text) RETURNS SETOF record
    LANGUAGE sql AS 'SELECT i, i::text FROM generate_series(1, n) i';
CREATE FUNCTION one_out(n int, OUT r int) LANGUAGE sql
    AS 'SELECT n * 2';
CREATE FUNCTION tab_fn(n int) RETURNS TABLE (k int, v text) LANGUAGE sql
    AS 'SELECT i, ''v'' || i FROM generate_series(1, n) i';
CREATE FUNCTION rec_fn(n int) RETURNS SETOF record LANGUAGE sql
    AS 'SELECT i, i * 10 FROM generate_series(1, n) i';
CREATE FUNCTION scal_fn(n int) RETURNS int LANGUAGE sql IMMUTABLE
    AS 'SELECT n + 1';
CREATE FUNCTION poly_out(x anyelement, OUT y anyelement, OUT z int)
    LANGUAGE sql AS 'SELECT x, 1';
CREATE FUNCTION dup_mode(f1 anyelement, f2 out anyelement, f3 out anyarray)
    LANGUAGE sql AS 'SELECT $1, array[$1, $1]';

-- [1] unnest() of an array of a composite type: the type's columns
SELECT * FROM unnest(ARRAY[(1,'foo')::c2, (2,'bar')::c2]) u;
SELECT x.a, x.b FROM tc, unnest(tc.arr) AS x (a) WHERE x.a > 1;
SELECT * FROM tc, unnest(tc.arr, ARRAY[7, 8]) u;
SELECT * FROM tc, unnest(tc.arr) WITH ORDINALITY u WHERE u.ordinality > 1;

-- [2] whole-row references: the row (IS NOT NULL: every field), or the
--     value of a scalar function
SELECT count(*) FROM tc, unnest(tc.arr) u WHERE u IS NOT NULL;
SELECT u, row_to_json(u) FROM tc, unnest(tc.arr) u WHERE tc.id = 1;
SELECT u FROM unnest(ARRAY[1, NULL, 3]) u WHERE u IS NOT NULL;
SELECT s, s.* FROM scal_fn(1) s, td WHERE td.x = s + 9;

-- [3] the input's own functions: SETOF a composite or a table's row
--     type, a composite, OUT arguments (of polymorphic types too; the
--     mode written after the name), RETURNS TABLE, record
SELECT * FROM c2_rows(3) r WHERE r.a > 1;
SELECT r FROM c2_one(4) r WHERE r IS NULL;
SELECT t.id FROM tc_rows() t WHERE t.id = 2;
SELECT * FROM two_out(3) WHERE p > 1;
SELECT o.*, one_out FROM one_out(5) o, one_out(6);
SELECT * FROM tab_fn(3) AS t (kk) WHERE kk <> 2;
SELECT * FROM rec_fn(3) AS t (a int, b int) WHERE b > 10;
SELECT * FROM ROWS FROM (rec_fn(2) AS (a int, b int), tab_fn(3))
    WITH ORDINALITY AS t;
SELECT * FROM poly_out(1.5) p, poly_out(ARRAY['x']) q WHERE p.z = q.z;
SELECT * FROM dup_mode(22);

-- [4] built-in functions, set-returning or not, volatile ones too
-- (floor(random()): volatile, yet the same row every run, which
-- tests/pg/check.sh compares with qprop off and on)
SELECT * FROM generate_subscripts(ARRAY[1, 2], 1) WITH ORDINALITY AS g (s, n);
SELECT * FROM upper('abc') u;
SELECT * FROM pg_sleep(0) s;
SELECT * FROM floor(random()) r, td WHERE r < 2 AND td.id = 1;

-- [5] LATERAL references; a predicate on the function's columns stays at
--     its scan, one on the table goes to the table
SELECT td.x, f.k FROM td, LATERAL tab_fn(td.x / 10) f
    WHERE f.k = td.id AND td.id = 1;
SELECT * FROM td LEFT JOIN c2_rows(td.x) r ON r.a = td.id;

-- [6] errors, as PostgreSQL words them, and what qprop does not model
SELECT * FROM rec_fn(3);
SELECT * FROM tab_fn(3) AS t (a int, b text);
SELECT * FROM scal_fn(3) AS t (a int);
SELECT * FROM pg_get_keywords() AS k (a int);
SELECT * FROM json_populate_record(NULL::record, '{"x": 1}');

-- [7] built-in functions: of OUT arguments, their columns (pg_proc's,
--     generated into src/types/pgcat_data.c); returning record without
--     them, the column definition list's
SELECT * FROM pg_get_keywords();
SELECT k.word FROM pg_get_keywords() k WHERE k.catcode = 'R' AND k.word < 'b';
SELECT * FROM json_populate_record(NULL::record, '{"x": 776}') AS (x int, y int);
