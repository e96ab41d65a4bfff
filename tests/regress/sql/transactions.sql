-- transactions.sql: BEGIN, COMMIT, ROLLBACK, SAVEPOINT, ROLLBACK TO and
-- RELEASE keep or undo the catalog's changes as PostgreSQL does
-- (issue 16).
CREATE TABLE tx_a (id int PRIMARY KEY, v int);

-- a table created and rolled back is gone; its name is free again
BEGIN;
CREATE TABLE tx_b (id int, w int);
ROLLBACK;
CREATE TABLE tx_b (id int, x text);
SELECT id, x FROM tx_b WHERE id = 1;

-- a dropped table comes back with the rollback, with its key
BEGIN;
DROP TABLE tx_a;
ROLLBACK;
SELECT a.id, a.v FROM tx_a a JOIN tx_b b ON b.id = a.id WHERE a.id = 2;

-- COMMIT keeps; END is COMMIT
START TRANSACTION;
CREATE TABLE tx_c (id int, y int);
COMMIT;
BEGIN;
CREATE TABLE tx_d (id int);
END;
SELECT c.y FROM tx_c c JOIN tx_d d ON d.id = c.id WHERE c.id = 3;

-- savepoints: ROLLBACK TO undoes what came after the savepoint only
BEGIN;
CREATE TABLE tx_e (id int, z int);
SAVEPOINT s1;
DROP TABLE tx_c;
CREATE TABLE tx_f (id int);
ROLLBACK TO SAVEPOINT s1;
SELECT c.y, e.z FROM tx_c c JOIN tx_e e ON e.id = c.id WHERE c.id = 4;
SAVEPOINT s2;
CREATE TABLE tx_f (id int, f int);
RELEASE s2;
COMMIT;
SELECT f.f, e.z FROM tx_f f JOIN tx_e e USING (id) WHERE id = 5;

-- search_path is transactional too, and SET LOCAL lasts until the end
CREATE SCHEMA tx_s;
CREATE TABLE tx_s.tx_a (id int, s int);
BEGIN;
SET search_path = tx_s, public;
ROLLBACK;
SELECT id, v FROM tx_a WHERE id = 6;
BEGIN;
SET LOCAL search_path = tx_s, public;
SELECT id, s FROM tx_a WHERE id = 7;
COMMIT;
SELECT id, v FROM tx_a WHERE id = 8;
