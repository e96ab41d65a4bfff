-- As empty-privileges.sql, for what else the query as written makes
-- PostgreSQL check on a table qprop proves empty: UPDATE of each column
-- an UPDATE sets (qprop's SQL set the first one only, to itself, which
-- read it), SELECT of the columns its WHERE reads and of the tables of
-- FROM / USING (qprop's SQL named neither), and UPDATE of a table a
-- SELECT locks (FOR UPDATE / FOR SHARE: qprop's SQL dropped the
-- clause with the table).  The role may read and update int8_tbl.q1
-- only, delete from int8_tbl, read ok (not update it), read and update
-- lk, nothing of secret.  Written by hand.

CREATE ROLE regress_s8e_dml;
CREATE TABLE int8_tbl (q1 int8, q2 int8);
CREATE TABLE ok (k int, v int);
CREATE TABLE lk (k int, v int);
CREATE TABLE secret (k int, s text);
INSERT INTO int8_tbl VALUES (1, 2), (3, 4);
INSERT INTO ok VALUES (1, 10), (2, 20);
INSERT INTO lk VALUES (1, 10);
INSERT INTO secret VALUES (1, 'x');
GRANT SELECT (q1), UPDATE (q1), DELETE ON int8_tbl TO regress_s8e_dml;
GRANT SELECT ON ok TO regress_s8e_dml;
GRANT SELECT, UPDATE ON lk TO regress_s8e_dml;
-- role: regress_s8e_dml

-- query:
UPDATE int8_tbl SET q1 = 1 WHERE q1 = 1 AND q1 = 2;
UPDATE int8_tbl SET q1 = 1 WHERE q2 = 1 AND q2 = 2;
UPDATE int8_tbl SET q2 = 1 WHERE q1 = 1 AND q1 = 2;
UPDATE int8_tbl SET q1 = 1, q2 = 2 WHERE q1 = 1 AND q1 = 2;
UPDATE int8_tbl SET q1 = 5 FROM secret s WHERE s.k = int8_tbl.q1 AND s.k = 1 AND s.k = 2;
UPDATE int8_tbl SET q1 = 5 FROM ok WHERE ok.k = int8_tbl.q1 AND ok.k = 1 AND ok.k = 2 RETURNING int8_tbl.q1, ok.v;
UPDATE int8_tbl SET q1 = (SELECT max(s.k) FROM secret s) WHERE q1 = 1 AND q1 = 2;
DELETE FROM int8_tbl WHERE q1 = 1 AND q1 = 2;
DELETE FROM int8_tbl WHERE q2 = 1 AND q2 = 2;
DELETE FROM int8_tbl USING secret s WHERE s.k = int8_tbl.q1 AND false;
DELETE FROM int8_tbl WHERE q1 = 1 AND q1 = 2 RETURNING q1;
SELECT k FROM ok WHERE k = 1 AND k = 2 FOR UPDATE;
SELECT * FROM (SELECT * FROM ok FOR SHARE) s WHERE s.k = 1 AND s.k = 2;
SELECT ok.k FROM ok WHERE EXISTS (SELECT 1 FROM lk WHERE lk.k = ok.k AND false FOR KEY SHARE);
SELECT k FROM lk WHERE k = 1 AND k = 2 FOR UPDATE;
SELECT * FROM (SELECT * FROM lk FOR SHARE) s WHERE s.k = 1 AND s.k = 2;
SELECT lk.k FROM lk JOIN ok ON ok.k = lk.k WHERE ok.k = 1 AND ok.k = 2 FOR UPDATE OF lk;
SELECT lk.k FROM lk JOIN ok ON ok.k = lk.k WHERE ok.k = 1 AND ok.k = 2 FOR UPDATE OF ok;
