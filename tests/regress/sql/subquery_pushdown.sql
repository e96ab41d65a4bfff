-- subquery_pushdown.sql: filters on a derived table go into it (rule
-- subquery_pushdown).  Positive cases first, then one case per UNSAFE
-- item of src/rewrite/rules/subquery_pushdown.c, where the filter stays
-- on the derived table.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE TABLE s1 (a smallint, b int);

-- through a Project: mapped through the select list to t1's scan
SELECT * FROM (SELECT t1.a + 1 AS x, t1.c FROM t1) d WHERE d.x = 5;

-- past GROUP BY on a grouping key; an aggregate's filter into HAVING
SELECT * FROM (SELECT t1.a, count(*) AS n FROM t1 GROUP BY t1.a) d
WHERE d.a = 3 AND d.n > 1;

-- into both branches of a UNION
SELECT * FROM (SELECT t1.a FROM t1 UNION SELECT t2.a FROM t2) d
WHERE d.a IN (1, 2);

-- past a window on its PARTITION BY key
SELECT * FROM (SELECT t1.a, row_number() OVER (PARTITION BY t1.a) AS r
               FROM t1) d
WHERE d.a = 7;

-- unsafe (1): LIMIT in the derived table: the filter stays
SELECT * FROM (SELECT t1.a FROM t1 ORDER BY t1.b LIMIT 10) d WHERE d.a = 1;

-- unsafe (2): DISTINCT ON: the filter stays
SELECT * FROM (SELECT DISTINCT ON (t1.b) t1.a, t1.b FROM t1
               ORDER BY t1.b, t1.a) d
WHERE d.a = 1;

-- unsafe (3): a volatile output: the filter stays (floor of random() is
-- 0 every time, so PostgreSQL's rows do not vary)
SELECT * FROM (SELECT t1.a, floor(random()) AS r FROM t1) d WHERE d.r = 0;

-- unsafe (4): a window whose PARTITION BY does not hold the column
SELECT * FROM (SELECT t1.a, t1.b, rank() OVER (PARTITION BY t1.b) AS r
               FROM t1) d
WHERE d.a = 7;

-- unsafe (5): an aggregate without GROUP BY: into HAVING, not below
SELECT * FROM (SELECT count(*) AS n FROM t1) d WHERE d.n = 0;

-- unsafe (6): a UNION branch whose column type differs (smallint under
-- an int column): the filter stays
SELECT * FROM (SELECT s1.a FROM s1 UNION ALL SELECT t1.a FROM t1) d
WHERE d.a = 3;

-- unsafe (7): VALUES: the filter stays
SELECT * FROM (VALUES (1), (2)) AS d(x) WHERE d.x = 1;

-- unsafe (8): DISTINCT and a set operation other than UNION ALL keep one
-- of several rows their equality calls equal (1.0 and 1.00 of numeric): a
-- filter that tells such values apart (by their text, their scale, *=)
-- stays above them, as PostgreSQL 18 keeps it; one that only compares
-- them goes in, and so does any filter on integers or text
CREATE TABLE m1 (x numeric, k int);
CREATE TABLE m2 (x numeric, k int);
SELECT * FROM (SELECT DISTINCT m1.x FROM m1) d WHERE d.x::text = '1.0';
SELECT * FROM (SELECT DISTINCT m1.x FROM m1) d WHERE d.x > 1;
SELECT * FROM (SELECT m1.x FROM m1 UNION SELECT m2.x FROM m2) d
WHERE scale(d.x) = 2;
SELECT * FROM (SELECT m1.x, m1.k FROM m1 INTERSECT SELECT m2.x, m2.k FROM m2) d
WHERE d.x::text = '1.00' AND d.k = 3;
SELECT * FROM (SELECT m1.x FROM m1 UNION ALL SELECT m2.x FROM m2) d
WHERE d.x::text = '1.0';
-- ... and a window's PARTITION BY, which groups equal values too
SELECT * FROM (SELECT m1.x, count(*) OVER (PARTITION BY m1.x) AS n FROM m1) d
WHERE d.x::text = '1.0';
