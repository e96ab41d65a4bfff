-- SPDX-License-Identifier: MIT
-- tests/pg/memo.sql — a remembered rewrite is not used once the catalog,
-- the search path or the statement changed (tests/pg/check.sh)
--
-- One session: the extension remembers each statement's rewrite
-- (qprop.rewrite_memo) and its catalog of the relations read.  Each
-- statement runs twice in a row (the second is planned from the memo),
-- then again after DDL or a SET that changes what it means.  check.sh
-- runs this file with qprop.enabled off and on and compares the output
-- line by line: a rewrite remembered across any of these changes gives
-- other rows than PostgreSQL alone.  The labels are echoed, so that the
-- statements before and after a change have the same text.
\set ON_ERROR_STOP 1
CREATE TABLE f (k int NOT NULL, v int) PARTITION BY RANGE (k);
CREATE TABLE f_1 PARTITION OF f FOR VALUES FROM (0) TO (100);
CREATE TABLE f_3 PARTITION OF f FOR VALUES FROM (200) TO (300);
CREATE TABLE d (k int PRIMARY KEY, tag text NOT NULL);
INSERT INTO d SELECT i, 't' || i FROM generate_series(0, 399) i;
INSERT INTO f SELECT i % 300, i FROM generate_series(1, 3000) i
    WHERE i % 300 NOT BETWEEN 100 AND 199;
ANALYZE;

-- no partition holds 110..120: qprop makes the join empty
\echo empty
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
\echo empty
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
-- a partition added: the same text now reads it
CREATE TABLE f_2 PARTITION OF f FOR VALUES FROM (100) TO (200);
INSERT INTO f VALUES (115, 1000), (118, 2000);
\echo added
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
\echo added
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
-- a partition detached, another attached in its place
CREATE TABLE f_2b (k int NOT NULL, v int);
INSERT INTO f_2b VALUES (112, 5);
ALTER TABLE f DETACH PARTITION f_2;
\echo detached
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
ALTER TABLE f ATTACH PARTITION f_2b FOR VALUES FROM (100) TO (150);
\echo attached
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
\echo attached
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
-- a column added: SELECT * returns it
\echo star
SELECT * FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 113 ORDER BY 1, 2;
ALTER TABLE d ADD COLUMN extra int DEFAULT 7;
\echo star
SELECT * FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 113 ORDER BY 1, 2;
\echo star
SELECT * FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 113 ORDER BY 1, 2;
-- the partition dropped: empty again
DROP TABLE f_2b;
\echo dropped
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
\echo dropped
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 110 AND 120;
-- the dimension dropped and made again with other rows
DROP TABLE d;
CREATE TABLE d (k int PRIMARY KEY, tag text NOT NULL);
INSERT INTO d SELECT i, 'u' || i FROM generate_series(0, 399, 2) i;
\echo remade
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 10 AND 30;
\echo remade
SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN 10 AND 30;

-- the same text under two search paths reads two other pairs of tables
CREATE SCHEMA s1;
CREATE SCHEMA s2;
CREATE TABLE s1.g (k int NOT NULL, v int) PARTITION BY RANGE (k);
CREATE TABLE s1.g_a PARTITION OF s1.g FOR VALUES FROM (0) TO (50);
CREATE TABLE s1.g_b PARTITION OF s1.g FOR VALUES FROM (50) TO (100);
CREATE TABLE s1.e (k int PRIMARY KEY);
CREATE TABLE s2.g (k int NOT NULL, v int) PARTITION BY RANGE (k);
CREATE TABLE s2.g_a PARTITION OF s2.g FOR VALUES FROM (0) TO (20);
CREATE TABLE s2.g_b PARTITION OF s2.g FOR VALUES FROM (80) TO (100);
CREATE TABLE s2.e (k int PRIMARY KEY);
INSERT INTO s1.g SELECT i, i FROM generate_series(0, 99) i;
INSERT INTO s1.e SELECT i FROM generate_series(0, 99) i;
INSERT INTO s2.g SELECT i, 10 * i FROM generate_series(0, 99) i
    WHERE i < 20 OR i >= 80;
INSERT INTO s2.e SELECT i FROM generate_series(0, 99) i;
ANALYZE s1.g, s1.e, s2.g, s2.e;
SET search_path = s1, public;
\echo path s1
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
\echo path s1
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
SET search_path = s2, public;
\echo path s2
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
\echo path s2
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
-- a schema renamed: the name now resolves to the other schema's tables
ALTER SCHEMA s2 RENAME TO s3;
ALTER SCHEMA s1 RENAME TO s2;
\echo renamed
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
\echo renamed
SELECT count(*), sum(g.v) FROM g JOIN e ON g.k = e.k WHERE e.k BETWEEN 30 AND 60;
RESET search_path;
-- a prepared statement: its custom plans are planned from the memo, and
-- a partition added in between is read
PREPARE p(int, int) AS
    SELECT count(*), sum(f.v) FROM f JOIN d ON f.k = d.k WHERE d.k BETWEEN $1 AND $2;
\echo prepared
EXECUTE p(110, 130);
\echo prepared
EXECUTE p(110, 130);
CREATE TABLE f_2c PARTITION OF f FOR VALUES FROM (100) TO (200);
INSERT INTO f VALUES (120, 7), (122, 9);
\echo prepared
EXECUTE p(110, 130);
\echo prepared
EXECUTE p(110, 130);
