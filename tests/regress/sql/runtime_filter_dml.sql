-- runtime_filter_dml: UPDATE, INSERT ... SELECT and DELETE become a Modify
-- node over the query that finds their rows, so a correlated scalar lookup
-- in them is a right SINGLE join with a runtime filter too.  --format=sql
-- prints them back (UPDATE and DELETE by the rows' tableoid and ctid).
CREATE TABLE small (id integer PRIMARY KEY, w text, n integer);
CREATE TABLE big (id integer PRIMARY KEY, v text, k integer);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'small',
	'relpages', '1'::integer, 'reltuples', '3'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'big',
	'relpages', '110'::integer, 'reltuples', '20000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);

-- UPDATE ... SET from a scalar lookup
UPDATE small s SET w = (SELECT b.v FROM big b WHERE b.id = s.id) WHERE s.n > 0;

-- UPDATE ... FROM
UPDATE small AS s SET w = b.v, n = b.k FROM big b WHERE b.id = s.id;

-- INSERT ... SELECT with a scalar lookup
INSERT INTO small (id, w) SELECT s.id + 100, (SELECT b.v FROM big b WHERE b.id = s.id) FROM small s;

-- INSERT ... VALUES
INSERT INTO small VALUES (7, 'seven', 7);

-- DELETE ... WHERE EXISTS: a semi join, big filtered
DELETE FROM small s WHERE EXISTS (SELECT 1 FROM big b WHERE b.id = s.id AND b.k > 2);

-- DELETE ... USING
DELETE FROM small s USING big b WHERE b.id = s.id AND b.v IS NULL;

-- DELETE with a scalar subquery in WHERE: a subplan, no filter
DELETE FROM small s WHERE (SELECT b.v FROM big b WHERE b.id = s.id) IS NULL;

-- a contradiction: nothing to change
UPDATE small SET w = 'x' WHERE 1 = 0;

