-- pg18_syntax.sql: what PostgreSQL 17 and 18 added to DML and DDL, read
-- with the default version (18, qprop --pg-version; issue 38): modelled,
-- or refused naming the version.  pg15_dialect.sql has the same under 15,
-- where each is PostgreSQL 15's syntax error.
--
-- Virtual generated columns (18): VIRTUAL, and the default without
-- STORED (pg_dump 18 writes a virtual column so).  To a query the value is
-- a column like a stored one's, computed from its own row, NULL in an
-- outer join's NULL row: filters, joins and RETURNING read it as a column.
CREATE TABLE gv (a int, b int GENERATED ALWAYS AS (a * 2) VIRTUAL,
                 c int GENERATED ALWAYS AS (a + 1),
                 d int GENERATED ALWAYS AS (a - 1) STORED, e text);
SELECT b, c, d FROM gv WHERE b = 4 AND c > 1;
SELECT x.a, y.b FROM gv x LEFT JOIN gv y ON y.b = x.a WHERE x.a = 4;
INSERT INTO gv (a, e) VALUES (1, 'x') RETURNING b, c;
UPDATE gv SET a = 5 WHERE b = 4 RETURNING b, c, d;
ALTER TABLE gv ADD COLUMN f int GENERATED ALWAYS AS (a * 3) VIRTUAL;
SELECT f FROM gv WHERE f = 9;
-- a word other than STORED or VIRTUAL, or "virtual" quoted, is an error
CREATE TABLE gx (a int, b int GENERATED ALWAYS AS (a) VIRTUAL2);
CREATE TABLE gx (a int, b int GENERATED ALWAYS AS (a) "virtual");
-- temporal keys (18).  PRIMARY KEY (..., r WITHOUT OVERLAPS) refuses two
-- rows of one id whose ranges overlap, and empty ranges: (id, r) is
-- unique, the primary key PostgreSQL reads for GROUP BY too (its GiST
-- index needs btree_gist for the integer)
CREATE EXTENSION btree_gist;
CREATE TABLE tk (id int, valid tstzrange, name text,
                 PRIMARY KEY (id, valid WITHOUT OVERLAPS));
SELECT id, valid, name FROM tk GROUP BY id, valid;
CREATE TABLE tk2 (id int, valid daterange, name text);
ALTER TABLE ONLY tk2 ADD CONSTRAINT tk2_pkey PRIMARY KEY (id, valid WITHOUT OVERLAPS);
SELECT id, valid, name FROM tk2 GROUP BY id, valid;
-- UNIQUE WITHOUT OVERLAPS and PERIOD in a foreign key: read, not modelled
-- (a column named period stays a column)
CREATE TABLE tf (id int, valid tstzrange, period int,
                 UNIQUE (id, valid WITHOUT OVERLAPS),
                 FOREIGN KEY (id, PERIOD valid) REFERENCES tk (id, PERIOD valid));
SELECT sum(id) OVER (ORDER BY id, period DESC) FROM tf WHERE period = 1;
CREATE TABLE tf2 (id int, period int, UNIQUE (id, period));
CREATE TABLE tf3 (id int, period int, FOREIGN KEY (id, period) REFERENCES tf2 (id, period));
SELECT period FROM tf3;
-- MERGE ... RETURNING and MERGE in WITH (17): refused, naming the version
-- (qprop does not model MERGE)
MERGE INTO tk USING tf ON tk.id = tf.id WHEN MATCHED THEN DELETE RETURNING merge_action(), tk.*;
WITH m AS (MERGE INTO tk USING tf ON tk.id = tf.id WHEN MATCHED THEN DELETE RETURNING tk.id) SELECT * FROM m;
MERGE INTO tk USING tf ON tk.id = tf.id WHEN MATCHED THEN DELETE;
-- OLD and NEW in RETURNING (18): refused, naming the version
UPDATE gv SET e = 'y' WHERE a = 1 RETURNING old.e, new.e;
INSERT INTO gv (a) VALUES (1) RETURNING new.*;
DELETE FROM gv WHERE a = 1 RETURNING old;
UPDATE gv SET e = 'y' RETURNING WITH (OLD AS o, NEW AS n) o.e, n.e;
-- ... unless a relation of that name is in FROM, which they then mean
CREATE TABLE old (a int, z int);
UPDATE gv SET e = 'y' FROM old WHERE old.a = gv.a RETURNING old.z, gv.e;
-- and outside RETURNING old is a name like any other
UPDATE gv SET e = 'y' WHERE new.a = 1;
