-- ALTER TABLE ... DROP CONSTRAINT was skipped and its table refused.
-- PostgreSQL drops the primary key, and with CASCADE the views that
-- relied on it (v groups by id and reads x, functionally dependent on
-- the key), with the views reading those; a view reading the key alone
-- (v2) stays, and a CHECK constraint's drop changes nothing qprop
-- reads.  The new v is no clash.  Issue 34.
CREATE TABLE t (id int PRIMARY KEY, x int CHECK (x > 0));
INSERT INTO t VALUES (1, 10), (2, 20), (3, 30);
CREATE VIEW v AS SELECT id, x, count(*) AS n FROM t GROUP BY id;
CREATE VIEW vv AS SELECT * FROM v WHERE x > 10;
CREATE VIEW v2 AS SELECT id, count(*) AS n FROM t GROUP BY id;
ALTER TABLE t DROP CONSTRAINT t_pkey CASCADE;
ALTER TABLE t DROP CONSTRAINT t_x_check;
INSERT INTO t VALUES (1, -5);
CREATE VIEW v AS SELECT id, x FROM t WHERE x < 0;

-- query:
SELECT * FROM v;
SELECT * FROM v2 WHERE id = 1;
SELECT id, sum(x) FROM t GROUP BY id;
