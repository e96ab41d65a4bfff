-- ALTER TABLE ... RENAME TO (or SET SCHEMA, or ALTER VIEW ... RENAME TO)
-- after a view reading the relation was refused ("relation "t" was
-- changed by ALTER TABLE after view "v" was created"), or the view read
-- the new relation of the old name.  PostgreSQL's view holds the
-- relation, not its name: v keeps reading t (now s.t2) even with a new
-- table named t beside it, w keeps reading v (now v2) and u (now u2),
-- and the old names find the new relations or none.  Issue 34.
CREATE SCHEMA s;
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (1, 2), (3, 4), (-1, 5);
CREATE TABLE u (a int, c int);
INSERT INTO u VALUES (1, 10), (3, 30);
CREATE VIEW v AS SELECT t.a, b FROM t WHERE a > 0;
CREATE VIEW w AS SELECT x.c, v.a, v.b FROM u x JOIN v ON x.a = v.a;
CREATE VIEW vt AS SELECT * FROM t;
ALTER TABLE t RENAME TO t2;
ALTER TABLE t2 SET SCHEMA s;
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (7, 8);
ALTER TABLE u RENAME TO u2;
ALTER VIEW v RENAME TO v2;
CREATE VIEW v AS SELECT a, b FROM t;

-- query:
SELECT * FROM v2;
SELECT * FROM v2 WHERE b = 4;
SELECT * FROM w WHERE c > 10;
SELECT * FROM vt;
SELECT * FROM v;
SELECT * FROM t;
SELECT * FROM s.t2 WHERE a < 0;
SELECT * FROM u2 JOIN v2 USING (a);
