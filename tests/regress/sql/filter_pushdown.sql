-- filter_pushdown.sql and subquery_pushdown: each conjunct moves to the
-- lowest node that has its columns; into derived tables, views and UNION
-- branches; past GROUP BY only on grouping keys; past a window only on its
-- PARTITION BY; never past LIMIT.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE VIEW v12 AS SELECT a, b FROM t1 UNION ALL SELECT a, b FROM t2;

-- WHERE conjuncts of a comma join go to their scans; the join gets its key
SELECT t1.c FROM t1, t2 WHERE t1.a = t2.a AND t1.b > 3 AND t2.c = 'x';

-- a filter on a GROUP BY key reaches the table below the aggregate
SELECT * FROM (SELECT a, sum(b) AS s FROM t1 GROUP BY a) g WHERE g.a = 5;

-- a filter on an aggregate becomes HAVING, not a scan filter
SELECT * FROM (SELECT a, sum(b) AS s FROM t1 GROUP BY a) g WHERE g.s > 10;

-- nothing passes a LIMIT
SELECT * FROM (SELECT a, b FROM t1 ORDER BY b LIMIT 10) l WHERE l.a = 5;

-- a filter on the window's PARTITION BY column passes it
SELECT * FROM (SELECT a, b, rank() OVER (PARTITION BY a ORDER BY b) AS r
               FROM t1) w WHERE w.a = 5;

-- another column's does not
SELECT * FROM (SELECT a, b, rank() OVER (PARTITION BY a ORDER BY b) AS r
               FROM t1) w WHERE w.b = 5;

-- a UNION ALL view gets the filter in each branch
SELECT * FROM v12 WHERE v12.a = 7;

-- a branch without FROM gets it as its WHERE, what holds for its one row
-- left out (PostgreSQL's partition_prune.sql: p and q1 are pruned)
SELECT * FROM (SELECT a, b FROM t1 UNION ALL SELECT 7, 8 UNION ALL SELECT 9, 9) u
WHERE u.a = 7 AND u.b = (SELECT 8);

-- grouping sets: a key missing from a set stays above (as HAVING)
SELECT * FROM (SELECT a, b, count(*) AS n FROM t1 GROUP BY ROLLUP (a, b)) r
WHERE r.b = 1;

-- a HAVING conjunct on grouping keys alone goes below the aggregate, as
-- PostgreSQL moves it into WHERE (TPC-DS q04, q11: a year filter that
-- reaches the date dimension); one with an aggregate stays, and so does
-- one on a key that a grouping set leaves out, or one without a column
SELECT a, b, sum(c::int) FROM t1 GROUP BY a, b
HAVING (a = 1 OR a = 2) AND sum(b) > 0 AND b IS NOT NULL;
SELECT a, b, count(*) FROM t1 GROUP BY ROLLUP (a, b) HAVING a = 1 AND b = 2;
SELECT a, count(*) FROM t1 GROUP BY a HAVING 1 = (SELECT 1);

-- a volatile conjunct stays where it is
SELECT * FROM t1 JOIN t2 ON t1.a = t2.a WHERE random() >= 0;

-- WHERE on the preserved side of a left join goes below it
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t1.b = 2;

-- unsafe (2): WHERE on the nullable side stays above (t2.b IS NULL keeps
-- NULL-extended rows)
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.b IS NULL;

-- an ON conjunct on the nullable side goes into it
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.b = 3;

-- unsafe (3): an ON conjunct on the preserved side never filters it
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t1.b = 3;

-- unsafe (4): nothing goes below a full join (this filter keeps the rows
-- where t1 is NULL-extended, so the join stays full)
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE coalesce(t1.b, 0) = 1;

-- a null-rejecting filter on a full join's side makes it a left join
-- first (outer_join_simplify), and then it goes below
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE t1.b = 1;

-- cte_pushdown: a WITH query used twice gets the OR of its uses' filters
WITH c AS (SELECT a, sum(b) AS s FROM t1 GROUP BY a)
SELECT * FROM c x JOIN c y ON x.a = y.a + 1 WHERE x.a = 5 AND y.a = 4;

-- used once: the filter moves inside
WITH c AS (SELECT a, b FROM t1) SELECT * FROM c WHERE c.a = 7;

-- unsafe (1): one use without a filter reads all of it: nothing moves
WITH c AS (SELECT a, b FROM t1) SELECT * FROM c x, c y WHERE x.a = 1;

-- unsafe (3): MATERIALIZED is left alone
WITH c AS MATERIALIZED (SELECT a, b FROM t1) SELECT * FROM c WHERE c.a = 7;

-- a HAVING conjunct stays above an Aggregate whose input is Empty: moved
-- below, empty_propagate dropped it and correlated_propagate derived it in
-- HAVING again beside the correlation, on every pass (random differential,
-- seed 1002); the trace shows no "stopped after" line
SELECT t1.a FROM t1 WHERE t1.a = 3 AND 0 <> (SELECT min(s.g) FROM (SELECT u.a AS g, count(*) AS n FROM t1 u WHERE false GROUP BY u.a) s WHERE s.g = t1.a);
