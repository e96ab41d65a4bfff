-- Grouping sets make a key NULL in the rows of the sets without it, and
-- PostgreSQL matches an output computed from keys (1 AS x, q1 + 0 AS x)
-- to its key as written.  A filter on such an output of a derived table
-- was mapped into it: x = 1 folded to TRUE and was dropped, q1 + 0 = 1
-- was solved into q1 = 1 (another key), so rows of the other set came
-- out.  GROUP BY DISTINCT was read as GROUP BY (25 rows for 13), and a
-- HAVING holding GROUPING() went to WHERE, which PostgreSQL rejects.
-- A constant output grouped by position ('a' ... GROUP BY ROLLUP (1))
-- was printed 'a' in the select list and CAST('a' AS text) in GROUP BY,
-- which PostgreSQL does not match (unknown against text): never NULL.
-- PostgreSQL's groupingsets.sql:176, 572, 283; gen.py seed 20240601.
CREATE TABLE gs8 (q1 int8, q2 int8);
INSERT INTO gs8 VALUES (123, 456), (123, 4567890123456789), (4567890123456789, 123), (4567890123456789, -4567890123456789), (1, 1), (NULL, 5);

-- query:
SELECT * FROM (SELECT 1 AS x, q1, sum(q2) FROM gs8 GROUP BY GROUPING SETS (1, 2)) ss WHERE x = 1 AND q1 = 123;
SELECT * FROM (SELECT 1 AS x, q1, sum(q2) FROM gs8 GROUP BY GROUPING SETS (1, 2)) ss WHERE x = 1;
SELECT * FROM (SELECT q1 + 0 AS x, q1, sum(q2) AS s FROM gs8 GROUP BY GROUPING SETS (1, 2)) ss WHERE x = 1;
SELECT * FROM (SELECT q1 + 0 AS x, q1, count(*) AS n FROM gs8 GROUP BY ROLLUP (1, 2)) ss WHERE x IS NULL;
SELECT * FROM (SELECT q1, q2, count(*) AS n FROM gs8 GROUP BY ROLLUP (q1, q2)) ss WHERE q1 = 123;
SELECT a, b, c FROM (VALUES (1, 2, 3), (4, NULL, 6), (7, 8, 9)) AS t (a, b, c) GROUP BY DISTINCT ROLLUP (a, b), ROLLUP (a, c);
SELECT a, count(*) FROM (VALUES (1), (2), (2)) AS t (a) GROUP BY DISTINCT CUBE (a, a), ROLLUP (a);
SELECT q1, grouping(q1) FROM gs8 GROUP BY GROUPING SETS (q1) HAVING grouping(q1) >= 0;
SELECT q1, grouping(q1) FROM gs8 GROUP BY q1 HAVING grouping(q1) = 0 AND q1 > 100;
SELECT x.a FROM (SELECT 0 AS k, 'a' AS a FROM gs8 GROUP BY CUBE (1, 2)) AS x;
SELECT 'a' AS a, 'b'::text AS b, count(*) FROM gs8 GROUP BY ROLLUP (1, 2);
