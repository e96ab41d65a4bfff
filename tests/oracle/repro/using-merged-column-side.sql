-- The merged column of JOIN ... USING (x1) takes the type both sides
-- convert to (numeric for int and numeric), and PostgreSQL's
-- buildMergedJoinVar reads, for an INNER join, the side that needs no
-- conversion (the one still a plain Var): here the right one, v1.x1,
-- which is min() of a numeric(8,2) column.  An aggregate's result has no
-- modifier (typmod -1), so v1.x1 is a numeric like the merged column;
-- qprop typed min() as numeric(8,2), read the right side as needing a
-- conversion too and printed CAST(v0.x1 AS numeric): 3 where PostgreSQL
-- shows 3.00.  LEFT reads the left side, RIGHT the right one, FULL is
-- COALESCE of the two, each converted.  So every expression's modifier
-- must be PostgreSQL's (exprTypmod): none for a function's or an
-- operator's result (-n), for CASE without ELSE or with a NULL branch,
-- for COALESCE with an untyped literal, for a set operation's column with
-- an untyped NULL arm (the queries after the first 18, found by a table
-- of such expressions on both sides of USING joins).
-- Found by the differential oracle, seed 36 round 376 query 34 (qprop at
-- 1e65ceb).

CREATE TABLE t0 (k smallint, a date NOT NULL);
CREATE TABLE ih0 (k smallint, a numeric(8,2), b varchar(5) NOT NULL, c date);
CREATE TABLE c2 (k char(2), n numeric(8,2), f float8, v varchar(3));
CREATE TABLE tx (k text, n numeric(10,3), f int, v text);
CREATE TABLE tm (m numeric(10,3), k2 char(3));
CREATE VIEW v0 AS SELECT COALESCE(x1.k, -1) AS x0, COALESCE(x1.k, 2147483647) AS x1, 10 AS x3 FROM t0 AS x1;
CREATE VIEW v1 AS SELECT x2.b AS x0, min(x2.a) AS x1, max(x2.a) AS x2, abs(x2.k) AS x3 FROM ih0 AS x2 GROUP BY x2.b, x2.k;
INSERT INTO t0 VALUES (3, '2024-01-01'), (1, '2024-01-02'), (NULL, '2024-01-03');
INSERT INTO ih0 VALUES (2, 3, 'it''s', NULL), (1, 1.5, 'a', NULL), (3, NULL, 'b', NULL), (1, 1, 'c', NULL);
INSERT INTO c2 VALUES ('a', 3.00, '-0', 'ab'), (NULL, 1, 1, NULL), ('b ', 2, 0, 'x');
INSERT INTO tx VALUES ('a ', 3.000, 0, 'ab'), ('b', 1.0, 1, 'x'), ('c', 2.0, 2, NULL);
INSERT INTO tm VALUES (3, 'a'), (1, 'b'), (NULL, NULL);

-- query:
SELECT * FROM v0 AS x185 INNER JOIN v1 AS x186 USING (x1);
SELECT * FROM v1 AS x185 INNER JOIN v0 AS x186 USING (x1);
SELECT * FROM v0 AS x185 LEFT JOIN v1 AS x186 USING (x1);
SELECT * FROM v0 AS x185 RIGHT JOIN v1 AS x186 USING (x1);
SELECT * FROM v0 AS x185 FULL JOIN v1 AS x186 USING (x1);
SELECT x1, x3 FROM v0 AS x185 JOIN (SELECT x2 AS x1, x3 FROM v1) AS x186 USING (x1, x3);
SELECT * FROM c2 JOIN tx USING (k);
SELECT * FROM c2 RIGHT JOIN tx USING (k);
SELECT * FROM tx FULL JOIN c2 USING (k);
SELECT * FROM c2 JOIN tx USING (n);
SELECT * FROM c2 LEFT JOIN tx USING (n);
SELECT * FROM c2 RIGHT JOIN tx USING (n);
SELECT * FROM c2 FULL JOIN tx USING (n);
SELECT * FROM c2 JOIN tx USING (f);
SELECT * FROM tx JOIN c2 USING (f);
SELECT * FROM c2 RIGHT JOIN tx USING (v);
SELECT * FROM (c2 FULL JOIN tx USING (k)) FULL JOIN c2 AS c3 USING (k);
SELECT * FROM (c2 JOIN tx USING (n)) JOIN (SELECT min(n) AS n FROM c2) AS m USING (n);
SELECT x FROM (SELECT CASE WHEN f > 100 THEN 0 ELSE f END AS x FROM tx) AS l JOIN (SELECT CASE WHEN n IS NULL THEN NULL ELSE n END AS x FROM c2) AS r USING (x);
SELECT x FROM (SELECT m AS x FROM tm) AS l JOIN (SELECT (-(-n)) AS x FROM c2) AS r USING (x);
SELECT x FROM (SELECT k AS x FROM c2) AS l JOIN (SELECT CASE WHEN k2 IS NULL THEN NULL ELSE k2 END AS x FROM tm) AS r USING (x);
SELECT x FROM (SELECT COALESCE(k, 'z') AS x FROM c2) AS l JOIN (SELECT min(k2) OVER () AS x FROM tm) AS r USING (x);
SELECT x FROM (SELECT m AS x FROM tm) AS l JOIN (SELECT CASE WHEN n > 0 THEN n END AS x FROM c2) AS r USING (x);
SELECT x FROM (SELECT k2 AS x FROM tm UNION ALL SELECT k2 FROM tm) AS l JOIN (SELECT k AS x FROM c2 UNION SELECT NULL) AS r USING (x);
SELECT x FROM (SELECT f AS x FROM tx) AS l JOIN (SELECT n AS x FROM c2 UNION ALL SELECT NULL) AS r USING (x);
