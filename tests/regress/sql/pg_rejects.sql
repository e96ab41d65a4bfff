-- pg_rejects.sql: statements PostgreSQL refuses that qprop accepted and
-- printed (PostgreSQL's regression files rowtypes, polymorphism, json,
-- jsonb and strings; issue 34).  Each now fails with PostgreSQL's
-- message; the neighbouring statements PostgreSQL runs stay accepted.
CREATE TYPE tt1 AS (a int, b int);
CREATE TYPE tt3 AS (a int, b text);
CREATE TYPE tt5 AS (a int);
CREATE TYPE tt6 AS (a int, b point);
CREATE TYPE cantcompare AS (p point, r float8);
CREATE TABLE cc (id int, f1 cantcompare);
CREATE TABLE ct (a text, b text);

-- [1] comparisons of rows of declared types: PostgreSQL's record_cmp
--     and record_eq refuse rows of different column counts or of
--     dissimilar column types, and columns without comparison (point);
--     record_image_cmp (*<) only the first two
SELECT ROW(1, 2)::tt1 < ROW(1, 3)::tt1, ROW(1, 2)::tt1 *< ROW(1, 3)::tt1;
SELECT ROW(1, '(1,2)')::tt6 *< ROW(1, '(1,3)')::tt6;
SELECT ROW(1, 2)::tt1 < ROW(1, 'abc')::tt3;
SELECT ROW(1, 2)::tt1 <> ROW(1)::tt5;
SELECT ROW(1, 2)::tt1 *<> ROW(1, 'abc')::tt3;
SELECT ROW(1, '(1,2)')::tt6 < ROW(1, '(1,3)')::tt6;
SELECT ROW(1, '(1,2)')::tt6 = ROW(1, '(1,3)')::tt6;
SELECT * FROM cc ORDER BY f1;
SELECT id FROM cc ORDER BY (f1).r;

-- [2] a field a table's row type does not have
SELECT (NULL::ct).b;
SELECT (NULL::ct).nonexistent;
SELECT (d).ctid FROM (SELECT ct AS d FROM ct) s;

-- [3] json_populate_record and its kin on NULL::record outside FROM: no
--     row type to fill (ROW(...) has one)
SELECT json_populate_record(ROW(1, 2), '{"f1": 0, "f2": 1}');
SELECT json_populate_record(NULL::record, '{"x": 0, "y": 1}');
SELECT jsonb_populate_recordset(NULL::record, '[]');
--     in FROM, a ROW's fields must be the column definition list's
SELECT * FROM json_populate_recordset(ROW(0::int), '[{"a":"1"}]') q (a text, b text);
SELECT * FROM json_populate_recordset(ROW(0::int, 0::int), '[{"a":"1"}]') q (a text, b text);
SELECT * FROM json_populate_recordset(ROW('x'::text, 'y'::text), '[{"a":"1"}]') q (a text, b text);

-- [4] a polymorphic result no input determines: the function is not
--     created, so a later call finds none
CREATE FUNCTION pf(x anyelement) RETURNS anyrange AS 'SELECT NULL' LANGUAGE sql;
CREATE FUNCTION pf(x anycompatible) RETURNS anycompatiblerange AS 'SELECT NULL' LANGUAGE sql;
CREATE FUNCTION pf(x int) RETURNS anyelement AS 'SELECT NULL' LANGUAGE sql;
SELECT pf(1);

-- [5] parameters left to their defaults that two functions share: "not
--     unique", as PostgreSQL keeps one candidate marked ambiguous
CREATE FUNCTION df(int = 1, int = 2) RETURNS int AS 'SELECT 2' LANGUAGE sql;
CREATE FUNCTION df(int = 1, int = 2, int = 3, int = 4) RETURNS int AS 'SELECT 4' LANGUAGE sql;
SELECT df(1, 2, 3);
SELECT df();
SELECT df(1);
SELECT df(1, 2);

-- [6] anycompatiblerange fixes the common type to its subtype
CREATE FUNCTION ac(anycompatiblerange, anycompatible) RETURNS anycompatible AS 'SELECT $2' LANGUAGE sql;
SELECT ac(int4range(1, 5), 2);
SELECT ac(int4range(1, 5), 4.5);
SELECT ac('[1,5)', 2);

-- [7] U&'...' while standard_conforming_strings is off
SET standard_conforming_strings TO off;
SELECT 'x' AS U&"d\0061t";
SELECT U&'d\0061t';
RESET standard_conforming_strings;
SELECT U&'d\0061t';

-- [8] a value of the pseudo-type anyarray (pg_statistic.stavalues1): an
--     anyarray parameter takes it (and an anyarray result is anyarray
--     again), an element-typed result cannot be typed from it ("cannot
--     determine element type of "anyarray" argument")
SELECT array_to_string(stavalues1, ','), array_length(stavalues1, 1) FROM pg_statistic WHERE false;
SELECT unnest(stavalues1) FROM pg_statistic;
SELECT max(stavalues1) IS NULL FROM pg_statistic WHERE false;
CREATE FUNCTION pa(x anyarray) RETURNS anyelement AS 'SELECT $1[1]' LANGUAGE sql;
SELECT pa(stavalues1) FROM pg_statistic;
SELECT pa(ARRAY[1, 2]);

-- [9] an SQL value function with a precision is its keyword, printed as
--     such (PostgreSQL's expressions.sql: qprop printed
--     "current_time"(4), which PostgreSQL rejects); quoted, it is a call
--     of a function of that name, which pg_proc lacks (a function of the
--     input's own so named is called as written, and the keyword never
--     calls it)
SELECT current_time(4) IS NOT NULL, localtime(3) IS NOT NULL,
       current_timestamp(0) IS NOT NULL, localtimestamp(2) IS NOT NULL, current_date IS NOT NULL;
SELECT "current_time"(4);
SELECT "localtimestamp"();
SELECT "current_date"();
CREATE FUNCTION "current_time"(integer) RETURNS integer LANGUAGE sql AS 'SELECT $1';
SELECT "current_time"(4) + 1, current_time(4) IS NOT NULL;

-- [10] an SQL type word with a modifier (time(2) with time zone) is the
--      type PostgreSQL's catalog knows: its operators are resolved
--      there (timetz + timetz does not exist; PostgreSQL's timetz.sql),
--      and it prints so; bit varying(n) is read
CREATE TABLE ttz (f1 time(2) with time zone, f2 timetz, f3 bit varying(5));
SELECT f1 + f2 FROM ttz;
SELECT f1 + interval '1 hour', f3 || B'1' FROM ttz WHERE false;
CREATE TABLE tbv (f1 bit varying varying(5));

-- [11] IN over a type qprop does not model compares with the catalog's
--      =, item by item (PostgreSQL's expressions.sql): point has none
SELECT '(0,0)'::point IN ('(0,0,0,0)'::box, point(0,0));
SELECT point(0,0) IN (point(0,0));
SELECT '1.2.3.4'::inet IN ('1.2.3.4'::inet, '5.6.7.8');

-- [12] ORDER BY, GROUP BY and DISTINCT ON items that PostgreSQL's grammar
--      makes constants: an integer is a position, signs folded (- -2 is
--      2); any other constant is refused
CREATE TABLE tob (a int, b int);
SELECT a, b FROM tob ORDER BY - -2 DESC LIMIT 1;
SELECT a, b FROM tob GROUP BY - -1, b;
SELECT a, b FROM tob ORDER BY 'a';
SELECT a, b FROM tob ORDER BY 1.5;
SELECT a, b FROM tob ORDER BY NULL;
SELECT a, b FROM tob ORDER BY 2147483648;
SELECT a, b FROM tob ORDER BY -1;
SELECT a FROM tob GROUP BY TRUE;
SELECT DISTINCT ON ('x') a FROM tob;
