-- A subtree qprop proves empty is printed as an empty derived table;
-- it must still name the tables, and the columns of them, that the
-- query as written names: PostgreSQL checks the privileges on every
-- relation and column the query names before its planner folds
-- anything away.  qprop's SQL named no relation there, and a role
-- without SELECT on int8_tbl (or on its column q2) got no rows where
-- PostgreSQL said "permission denied" (PostgreSQL 15's
-- privileges.sql:357, query 3 here).  The role may read int8_tbl.q1
-- only, b.k and b.x only, parted.a only, all of ok and of rls_t (whose
-- row security policy reads secret), nothing of secret; it owns the
-- views.  The queries that run (no error) show that the
-- SQL names no more columns than the query does.  Written by hand.

CREATE ROLE regress_s8e_user;
GRANT CREATE ON SCHEMA public TO regress_s8e_user;
CREATE TABLE int8_tbl (q1 int8, q2 int8);
CREATE TABLE b (k int, x int, y text);
CREATE TABLE ok (k int, v int);
CREATE TABLE secret (k int, s text);
CREATE TABLE parted (a int, v int) PARTITION BY RANGE (a);
CREATE TABLE parted1 PARTITION OF parted FOR VALUES FROM (0) TO (10);
CREATE TABLE parted2 PARTITION OF parted FOR VALUES FROM (10) TO (20);
INSERT INTO int8_tbl VALUES (1, 2), (3, 4);
INSERT INTO b VALUES (1, 1, 'a'), (3, 2, 'b');
INSERT INTO ok VALUES (1, 10), (2, 20);
INSERT INTO secret VALUES (1, 'x');
INSERT INTO parted VALUES (1, 1), (11, 2);
CREATE TABLE rls_t (id int, k int);
INSERT INTO rls_t VALUES (1, 1);
ALTER TABLE rls_t ENABLE ROW LEVEL SECURITY;
CREATE POLICY rls_p ON rls_t USING (k IN (SELECT secret.k FROM secret));
GRANT SELECT ON rls_t TO regress_s8e_user;
GRANT SELECT (q1) ON int8_tbl TO regress_s8e_user;
GRANT SELECT (k, x) ON b TO regress_s8e_user;
GRANT SELECT ON ok TO regress_s8e_user;
GRANT SELECT (a) ON parted TO regress_s8e_user;
SET ROLE regress_s8e_user;
CREATE VIEW v_q1 AS SELECT q1 FROM int8_tbl;
CREATE VIEW v_both AS SELECT q1, q2 FROM int8_tbl;
RESET ROLE;
-- role: regress_s8e_user

-- query:
SELECT * FROM int8_tbl WHERE q1 = 1 AND q1 = 2;
SELECT q1 FROM int8_tbl WHERE q1 = 1 AND q1 = 2;
SELECT * FROM ((SELECT a.q1 AS x FROM int8_tbl a OFFSET 0) UNION ALL (SELECT b.q2 AS x FROM int8_tbl b OFFSET 0)) ss WHERE false;
SELECT * FROM ((SELECT a.q1 AS x FROM int8_tbl a OFFSET 0) UNION ALL (SELECT b.q1 AS x FROM int8_tbl b OFFSET 0)) ss WHERE false;
SELECT q1 FROM int8_tbl WHERE false;
SELECT count(*) FROM int8_tbl WHERE false;
SELECT count(*) FROM secret WHERE false;
SELECT q1 FROM int8_tbl WHERE q2 = 1 AND q2 = 2;
SELECT q1 FROM int8_tbl GROUP BY q1, q2 HAVING q1 > 0 AND false;
SELECT ok.k FROM ok JOIN b ON ok.k = b.k WHERE b.k = 1 AND b.k = 2;
SELECT ok.k FROM ok JOIN b ON ok.k = b.k WHERE b.y = 'a' AND b.k = 1 AND b.k = 2;
SELECT ok.k FROM ok JOIN secret s ON ok.k = s.k WHERE s.k = 1 AND s.k = 2;
SELECT ok.k, s.k FROM ok LEFT JOIN secret s ON ok.k = s.k AND s.k = 1 AND s.k = 2;
SELECT ok.k FROM ok WHERE EXISTS (SELECT 1 FROM secret s WHERE s.k = ok.k AND false);
SELECT ok.k FROM ok WHERE NOT EXISTS (SELECT 1 FROM secret s WHERE s.k = ok.k AND false);
SELECT ok.k FROM ok WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.k = ok.k AND false);
SELECT ok.k FROM ok WHERE ok.k NOT IN (SELECT s.k FROM secret s WHERE false);
SELECT ok.k FROM ok WHERE ok.k IN (SELECT b.k FROM b WHERE b.x = 1 AND b.x = 2);
SELECT ok.k, (SELECT s.s FROM secret s WHERE s.k = ok.k AND false) FROM ok;
SELECT ok.k FROM ok WHERE false AND ok.v IN (SELECT s.k FROM secret s);
SELECT k FROM ok UNION ALL SELECT k FROM secret WHERE false;
SELECT k FROM ok UNION ALL SELECT q1 FROM int8_tbl WHERE q1 = 1 AND q1 = 2;
WITH c AS (SELECT * FROM secret) SELECT * FROM c WHERE false;
WITH c AS (SELECT k, x FROM b) SELECT c1.k FROM c c1, c c2 WHERE c1.k = 1 AND c1.k = 2;
SELECT a FROM parted WHERE a = 1 AND a = 2;
SELECT a FROM parted WHERE v = 1 AND v = 2;
SELECT * FROM parted WHERE a = 1 AND a = 2;
SELECT a FROM parted WHERE a = 30;
SELECT q1 FROM v_q1 WHERE q1 = 1 AND q1 = 2;
SELECT q1 FROM v_both WHERE false;
SELECT i.* FROM int8_tbl i WHERE false;
SELECT i.q1 FROM int8_tbl i WHERE i.ctid IS NOT NULL AND false;
SELECT id FROM rls_t WHERE id = 1 AND id = 2;
SELECT ok.k FROM ok JOIN rls_t ON rls_t.id = ok.k WHERE ok.k = 1 AND ok.k = 2;
