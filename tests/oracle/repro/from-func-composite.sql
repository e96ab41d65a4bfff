-- A function in FROM returning a composite type was read as one column:
-- unnest() of an array of a composite type gave one column named after
-- the alias, printed "AS u (u)", which PostgreSQL applies to the type's
-- first field, so "u" and "u IS NOT NULL" read the first field where
-- PostgreSQL reads the whole row (all fields not NULL), u.* gave one
-- column, unnest(a, b) lost the last column, WITH ORDINALITY printed an
-- ambiguous "ordinality", and row_to_json(u) a one-field object.  A
-- function returning a composite type has the type's columns; the whole
-- row is the row; a scalar function's whole row is its value.  Issue 34.

CREATE TYPE c2 AS (a integer, b text);
CREATE TABLE tc (id int PRIMARY KEY, arr c2[]);
CREATE TABLE td (id int, x int);
INSERT INTO tc VALUES (1, ARRAY[(1,'foo')::c2, (NULL,'bar')::c2, (3,NULL)::c2]), (2, ARRAY[(5,'e')::c2]);
INSERT INTO td VALUES (1, 10), (2, 20);

-- query:
SELECT * FROM unnest(ARRAY[(1,'foo')::c2, (2,'bar')::c2]) u;
SELECT count(*) FROM unnest(ARRAY[(1,NULL)::c2, (2,'bar')::c2]) u WHERE u IS NOT NULL;
SELECT tc.id, td.x, count(*) FROM tc JOIN td ON tc.id = td.id, unnest(tc.arr) u WHERE tc.id = 1 AND u IS NOT NULL GROUP BY 1, 2;
SELECT td.x FROM tc JOIN td ON tc.id = td.id, unnest(tc.arr) u WHERE tc.id = 1 AND u IS NULL;
SELECT u FROM tc, unnest(tc.arr) u WHERE tc.id = 1;
SELECT u.* FROM tc, unnest(tc.arr) u;
SELECT * FROM tc, unnest(tc.arr, ARRAY[7, 8]) u;
SELECT * FROM tc, unnest(tc.arr) WITH ORDINALITY u WHERE tc.id = 1;
SELECT u.ordinality, u.a FROM tc, unnest(tc.arr) WITH ORDINALITY u WHERE u.b IS NOT NULL;
SELECT row_to_json(u) FROM tc, unnest(tc.arr) u;
SELECT x.a, x.b FROM tc, unnest(tc.arr) AS x (a) WHERE x.a > 1;
SELECT * FROM tc, unnest(tc.arr) AS x (p, q) WHERE x.p IS NULL OR x.q IS NULL;
SELECT u FROM unnest(ARRAY[1, NULL, 3]) u WHERE u IS NOT NULL;
