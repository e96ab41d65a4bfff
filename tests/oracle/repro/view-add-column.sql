-- A view made before ALTER TABLE ADD COLUMN was refused ("relation "t"
-- was changed by ALTER TABLE after view "v" was created"): PostgreSQL's
-- view keeps the columns it was made on, so its SELECT * does not take
-- the new column, a name its query resolved in another table keeps
-- reading that table's column (x, k below), and NATURAL JOIN stays the
-- join it was.  The view now reads the table's columns as they were.
-- Issue 34.
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (1, 2), (3, 4);
CREATE TABLE u (k int, x int);
INSERT INTO u VALUES (1, 7), (2, 9);
CREATE VIEW vs AS SELECT * FROM t;
CREATE VIEW vo AS SELECT k FROM u WHERE EXISTS (SELECT 1 FROM t WHERE t.a = x - 6);
CREATE VIEW vn AS SELECT * FROM t NATURAL JOIN u;
ALTER TABLE t ADD COLUMN x int;
ALTER TABLE t ADD COLUMN k int;
UPDATE t SET x = 100, k = 1;

-- query:
SELECT * FROM vs;
SELECT * FROM vo;
SELECT * FROM vn WHERE a = 1;
