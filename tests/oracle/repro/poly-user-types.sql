-- A polymorphic parameter (anyelement, anyarray, anyenum, anycompatible)
-- bound by a type that is no built-in one (a composite type, an enum, a
-- table's row type, an array of one) was not resolved: "function
-- json_populate_record(jpop, unknown) does not exist", enum_first(NULL::e)
-- likewise; and a call marking its last argument VARIADIC (an array
-- passed whole) was refused.  PostgreSQL's own regression files (json,
-- jsonb, enum, polymorphism) lose some 150 queries to these.  The result
-- of such a call is the caller's type (its columns in FROM), an untyped
-- literal beside it is read as that type, and VARIADIC is printed back.
-- Issue 34.

CREATE TYPE jpop AS (a text, b integer, c timestamp);
CREATE TYPE planets AS ENUM ('venus', 'earth', 'mars');
CREATE TABLE pt (id int PRIMARY KEY, p planets, j json, jb jsonb);
INSERT INTO pt VALUES (1, 'earth', '{"a": "x", "b": 3}', '{"a": "y", "b": 4}'), (2, 'mars', '{"b": 7}', '{"c": "2020-01-02 03:04:05"}'), (3, NULL, NULL, NULL);
CREATE FUNCTION myleast(VARIADIC anyarray) RETURNS anyelement AS 'SELECT min(g) FROM unnest($1) g' LANGUAGE sql IMMUTABLE STRICT;
CREATE FUNCTION formarray(anyelement, VARIADIC anyarray) RETURNS anyarray AS 'SELECT array_prepend($1, $2)' LANGUAGE sql IMMUTABLE STRICT;

-- query:
SELECT * FROM json_populate_record(NULL::jpop, '{"a":"blurfl","x":43.2}') q;
SELECT * FROM json_populate_record(row('x',3,'2012-12-31 15:30:56')::jpop, '{"a":"blurfl","x":43.2}') q;
SELECT q.b, q.a FROM json_populate_recordset(NULL::jpop, '[{"a":"blurfl","b":1},{"b":3,"c":"2012-01-20 10:42:53"}]') q WHERE q.b > 1;
SELECT pt.id, q.* FROM pt, jsonb_populate_record(NULL::jpop, pt.jb) q WHERE q.a IS NOT NULL OR pt.id = 2;
SELECT json_populate_record(NULL::jpop, pt.j) FROM pt WHERE pt.id < 3;
SELECT (json_populate_record(NULL::jpop, j)).* FROM pt;
SELECT enum_first(NULL::planets), enum_last(NULL::planets), enum_range(NULL::planets);
SELECT enum_range('earth'::planets, NULL), enum_range(NULL, 'earth'::planets);
SELECT id FROM pt WHERE p = enum_last(p);
SELECT array_append(ARRAY['mars']::planets[], 'venus');
SELECT id FROM pt WHERE p = ANY (enum_range(NULL::planets, 'earth'));
SELECT json_agg(pt ORDER BY pt.id) FROM pt;
SELECT json_build_array(VARIADIC '{1,2,3,4}'::int[]);
SELECT json_build_object(VARIADIC ARRAY['a', 'b', 'c', NULL]);
SELECT format('%s-%s', VARIADIC ARRAY['a', 'b']);
SELECT concat_ws('|', VARIADIC ARRAY[1, 2, 33]);
SELECT myleast(VARIADIC ARRAY[1, 2, 3, 4, -1]), myleast(VARIADIC ARRAY[]::int[]);
SELECT x FROM myleast(VARIADIC ARRAY[1.1, -5.5]) x;
SELECT formarray(1.1, VARIADIC ARRAY[1.2, 55.5]);
SELECT id, myleast(VARIADIC ARRAY[id, 2]) FROM pt WHERE myleast(VARIADIC ARRAY[id, 2]) = 2;
SELECT * FROM json_populate_record(NULL::record, '{"x": 776}') AS (x int, y int);
SELECT q.a FROM json_populate_recordset(row('a'::text, 'b'::text), '[{"a":"1","b":"2"},{"a":"3"}]') q (a text, b text) WHERE q.b IS NULL;
SELECT word, catcode FROM pg_get_keywords() WHERE catcode = 'R' AND word < 'c';
SELECT o.option_name, o.option_value FROM pg_options_to_table(ARRAY['fillfactor=70', 'x=y']) o WHERE o.option_value <> 'y';
