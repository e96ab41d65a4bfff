-- tests/pg/privileges.sql — privileges with the extension on (check.sh):
-- a subtree qprop proves empty is printed as an empty derived table that
-- still names the tables and columns it read, so PostgreSQL asks the
-- same privileges as of the statement as written.  The role
-- regress_qp_priv (check.sh makes it) reads int8_tbl.q1 only and all of
-- b.  Run with qprop off and on: the same output, "permission denied"
-- included (with the SQL before, qprop on returned no rows where qprop
-- off said "permission denied for table int8_tbl").
CREATE TABLE int8_tbl (q1 int8, q2 int8);
CREATE TABLE b (k int, x int);
INSERT INTO int8_tbl VALUES (1, 2), (3, 4);
INSERT INTO b VALUES (1, 10), (3, 30);
ANALYZE int8_tbl, b;
GRANT SELECT (q1) ON int8_tbl TO regress_qp_priv;
GRANT SELECT ON b TO regress_qp_priv;
SET ROLE regress_qp_priv;
SELECT 'q1 read', a.q1 FROM int8_tbl a JOIN b ON a.q1 = b.k WHERE b.k = 1 AND b.k = 2;
SELECT 'q2 read', a.q2 FROM int8_tbl a JOIN b ON a.q1 = b.k WHERE b.k = 1 AND b.k = 2;
SELECT 'q2 joined', b.x FROM int8_tbl a JOIN b ON a.q2 = b.k WHERE b.k = 1 AND b.k = 2;
SELECT 'in q1', b.x FROM b WHERE b.k IN (SELECT a.q1 FROM int8_tbl a WHERE a.q1 = 1 AND a.q1 = 2);
SELECT 'in q2', b.x FROM b WHERE b.k IN (SELECT a.q2 FROM int8_tbl a WHERE a.q1 = 1 AND a.q1 = 2);
SELECT 'not exists q2', b.x FROM b WHERE NOT EXISTS (SELECT 1 FROM int8_tbl a WHERE a.q2 = b.k AND false) ORDER BY 2;
SELECT 'left q2', b.x, a.q2 FROM b LEFT JOIN int8_tbl a ON a.q1 = b.k AND a.q1 = 5 AND a.q1 = 6 ORDER BY 2;
SELECT 'not exists q1', b.x FROM b WHERE NOT EXISTS (SELECT 1 FROM int8_tbl a WHERE a.q1 = b.k AND false) ORDER BY 2;
SELECT 'left q1', b.x, a.q1 FROM b LEFT JOIN int8_tbl a ON a.q1 = b.k AND a.q1 = 5 AND a.q1 = 6 ORDER BY 2;
RESET ROLE;
