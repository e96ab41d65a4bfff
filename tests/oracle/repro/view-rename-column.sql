-- A view made before ALTER TABLE RENAME COLUMN was refused ("relation
-- "t" was changed by ALTER TABLE after view "v" was created"):
-- PostgreSQL's view reads the column it was made on under its new name.
-- Here two columns swap names, so reading the view's text against the
-- renamed table would swap them.  Issue 34.
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (1, 2), (3, -4);
CREATE VIEW v AS SELECT a, b AS bb FROM t WHERE b > 0;
CREATE VIEW vs AS SELECT * FROM t;
ALTER TABLE t RENAME COLUMN a TO b2;
ALTER TABLE t RENAME COLUMN b TO a;
ALTER TABLE t RENAME COLUMN b2 TO b;

-- query:
SELECT * FROM v;
SELECT * FROM vs WHERE a = 1;
