-- cte_pushdown.sql: filters on the uses of a WITH query go into it, as
-- far as all the uses agree (rule cte_pushdown).  Positive cases first,
-- then one case per UNSAFE item of src/rewrite/rules/cte_pushdown.c,
-- where the WITH query stays as written.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);

-- one use: its filter moves into the WITH query
WITH c AS (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c WHERE c.a = 5;

-- two uses: the OR of their filters goes in, each use keeps its own
WITH c AS (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c x, c y WHERE x.a = 1 AND y.a = 2 AND x.c = y.c;

-- past GROUP BY on its key
WITH c AS (SELECT t1.a, count(*) AS n FROM t1 GROUP BY t1.a)
SELECT * FROM c WHERE c.a IN (3, 4);

-- a filter derived through a join reaches the use, then the query
WITH c AS (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c JOIN t2 ON c.a = t2.a WHERE t2.a = 9;

-- unsafe (1): one use without filters reads all of c: nothing moves
WITH c AS (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c x, c y WHERE x.a = 1;

-- unsafe (2): a volatile filter: nothing moves (floor of random() is 0
-- every time, so PostgreSQL's rows do not vary)
WITH c AS (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c WHERE c.a > floor(random()) * 10;

-- unsafe (3): MATERIALIZED: left alone
WITH c AS MATERIALIZED (SELECT t1.a, t1.c FROM t1)
SELECT * FROM c WHERE c.a = 5;

-- unsafe (4): a LIMIT inside: the filter stays on the use
WITH c AS (SELECT t1.a, t1.c FROM t1 ORDER BY t1.b LIMIT 5)
SELECT * FROM c WHERE c.a = 5;

-- unsafe (5): WITH RECURSIVE: left alone
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT r.n + 1 FROM r WHERE r.n < 10)
SELECT * FROM r WHERE r.n = 3;

-- unsafe (6): a data-modifying item writes every row: left alone
WITH d AS (DELETE FROM t2 WHERE t2.b < 0 RETURNING t2.a, t2.c)
SELECT * FROM d WHERE d.a = 1;

-- unsafe (7): no partition of cp holds 2025 now, so the first use of w is
-- inside an Empty that --format=sql reads again (cp, as a partition may
-- be added): that use reads all of w, and nothing moves into w (the two
-- other uses' filters would have been pushed alone)
CREATE TABLE cp (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE cp1 PARTITION OF cp FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
WITH w AS (SELECT a, c FROM t1)
SELECT w.a FROM w, cp WHERE cp.d >= '2025-01-01'
UNION ALL SELECT w.a FROM w WHERE w.a = 1
UNION ALL SELECT w.a FROM w WHERE w.a = 2;
-- a use restricted only by a join with a filtered table has no filter of
-- its own: the semi join filter the join gives goes in instead (issue 37;
-- TPC-DS q02, q59; cte_semi.sql has its cases)
WITH c AS (SELECT t1.a, count(*) AS n FROM t1 GROUP BY t1.a)
SELECT c.n FROM c JOIN t2 ON c.a = t2.a WHERE t2.b = 5;
