-- USING and NATURAL under every join type and nesting (issue 15, class 2):
-- a join's columns are its merged USING columns (the left column, the
-- right one for RIGHT JOIN, COALESCE of both for FULL JOIN) followed by
-- the other columns of each side; a join whose input is a join matches
-- that input's merged columns, so a chain of NATURAL joins joins on
-- name at every level (it once got ON true).  An aliased join hides what
-- is inside it and shows its own, possibly renamed, columns.
CREATE TABLE t1 (name text, a int);
CREATE TABLE t2 (name text, b int);
CREATE TABLE t3 (name text, c int);

SELECT * FROM t1 NATURAL JOIN t2 NATURAL JOIN t3;
SELECT * FROM t1 NATURAL FULL JOIN t2 NATURAL FULL JOIN t3;
SELECT * FROM t1 NATURAL LEFT JOIN t2 NATURAL RIGHT JOIN t3;
SELECT * FROM t1 FULL JOIN t2 USING (name) FULL JOIN t3 USING (name);
SELECT * FROM t1 FULL JOIN t2 USING (name) LEFT JOIN t3 USING (name)
WHERE name IN ('x', 'y');
-- merged columns stand where their join stands in SELECT *
SELECT * FROM t1 JOIN t2 USING (name), t3 JOIN t1 t4 USING (name);
SELECT * FROM t1 NATURAL JOIN (t2 NATURAL FULL JOIN t3);
SELECT name FROM t1 NATURAL RIGHT JOIN t2 WHERE name IS NULL;
-- aliased joins: renamed columns, j.*, nested aliases
SELECT * FROM (t1 JOIN t2 USING (name)) AS j (n, x, y) WHERE j.n = 'x';
SELECT n, x FROM (t1 FULL JOIN t2 USING (name)) AS j (n, x, y);
SELECT j.* FROM (t1 NATURAL FULL JOIN t2) AS j WHERE name > 'a';
SELECT j2.n FROM ((t1 JOIN t2 USING (name)) AS j1 (n)
                  JOIN t3 ON j1.n = t3.name) AS j2;
SELECT a, b FROM (t1 JOIN t2 USING (name)) AS j;
