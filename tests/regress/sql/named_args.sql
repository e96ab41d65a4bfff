-- named_args: calls in named and mixed notation (f(a => 1), f(1, b := 2))
-- of PostgreSQL's built-in functions, resolved by the parameters' names
-- as PostgreSQL resolves them (the names are in src/types/pgcat_data.c)
-- and printed as written.  Until this, qprop read them as positional:
-- make_interval(days => 10) became make_interval(10), ten years.
-- PostgreSQL's errors: a positional argument after a named one, a name
-- given twice, no parameter of that name, a parameter without a default
-- left out.  Refused as not supported: named arguments to set-returning
-- functions.  VARIADIC in a call passes the array whole (it was once read
-- as concat(a)) and is printed back.
CREATE TABLE ev (id integer, days integer, doc jsonb, at timestamp);

SELECT id, make_interval(days => days), make_interval(1, days := 2),
       make_interval(secs => 1.5, days => days)
FROM ev;
SELECT id FROM ev WHERE at + make_interval(days => days) > at
  AND make_interval(hours => id) = make_interval(mins => 60 * id);
SELECT jsonb_set(doc, '{a}', '1', create_if_missing => false),
       jsonb_path_exists(doc, '$.a', silent => true)
FROM ev WHERE id = 1;
SELECT make_timestamptz(2020, 1, 2, 3, 4, 5, timezone => 'UTC');
-- the same call written twice is one expression; another name is not
SELECT id FROM ev
WHERE make_interval(days => id) = make_interval(days => id)
  AND make_interval(days => id) <> make_interval(hours => id);
-- PostgreSQL's errors
SELECT make_interval(days => 1, 2);
SELECT make_interval(days => 1, days => 2);
SELECT make_interval(nosuch => 1);
SELECT jsonb_set(path => '{a}', replacement => '1');
SELECT text(x => 1);
-- the input's own functions: the names from CREATE FUNCTION, an
-- argument written as a type alone unnamed
CREATE FUNCTION add_days(d date, n integer DEFAULT 1) RETURNS date
LANGUAGE sql AS 'SELECT d + n';
CREATE FUNCTION add_days(d date, n integer, m integer) RETURNS date
LANGUAGE sql AS 'SELECT d + n + m';
CREATE FUNCTION pick(a anyelement, b anyelement) RETURNS anyelement
LANGUAGE sql AS 'SELECT b';
CREATE FUNCTION two(integer, b text) RETURNS text LANGUAGE sql
AS 'SELECT b';
SELECT id, add_days(n => 2, d => at::date), add_days(at::date, n := id),
       add_days(d => at::date), add_days(m => 1, n => 2, d => at::date)
FROM ev;
SELECT pick(b => 'x'::text, a => 'y'), two(1, b => 'z') FROM ev;
SELECT add_days(x => 1);
SELECT two(b => 'z');
-- not supported
SELECT * FROM generate_series(start => 1, stop => 3);
-- VARIADIC: the array passed whole
SELECT concat(VARIADIC ARRAY['a', 'b']);
