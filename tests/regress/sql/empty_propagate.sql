-- empty_propagate.sql: an input with no rows, as SQL defines the result
-- (rule empty_propagate).  The Empty nodes come from contradictions
-- (eq_broadcast) and pruned partitions (partition_prune).  Positive cases
-- first, then one case per UNSAFE item of
-- src/rewrite/rules/empty_propagate.c.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE TABLE t3 (a int, b int, c text);
CREATE TABLE p (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE p1 PARTITION OF p FOR VALUES FROM (0) TO (10);
CREATE TABLE p2 PARTITION OF p FOR VALUES FROM (10) TO (20);

-- an inner join with an empty input (no partition of p holds 50) is empty
SELECT t1.c, p.v FROM t1 JOIN p ON p.k = t1.a WHERE p.k = 50;

-- a left join whose preserved input is empty is empty
SELECT p.v, t1.c FROM p LEFT JOIN t1 ON t1.a = p.k WHERE p.k = 50;

-- a Filter over an empty input is empty (a volatile filter stays above)
SELECT p.v FROM p WHERE p.k = 50 AND floor(random()) = 0;

-- NOT EXISTS over no rows keeps every row (no value is both 1 and 2,
-- whatever the partitions); unsafe (4): the anti join stays, its empty
-- subquery naming t2 for PostgreSQL's privilege checks
SELECT t1.c FROM t1
WHERE NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = 1 AND t2.a = 2
                  AND t2.c = t1.c);

-- NOT IN over no rows is TRUE even for NULL; unsafe (4): the anti join
-- stays, its empty subquery naming t2
SELECT t1.c FROM t1
WHERE t1.b NOT IN (SELECT t2.b FROM t2 WHERE t2.b < 0 AND t2.b > 5);

-- NOT EXISTS over no rows of a VALUES list: no table to name, the anti
-- join goes
SELECT t1.c FROM t1
WHERE NOT EXISTS (SELECT 1 FROM (VALUES (1), (2)) AS v (x)
                  WHERE v.x = t1.a AND v.x = 1 AND v.x = 2);

-- a semi join with an empty subquery is empty
SELECT t1.c FROM t1 WHERE t1.b IN (SELECT p.k FROM p WHERE p.k >= 30);

-- unsafe (1): a left join whose nullable input is empty keeps its left
-- rows NULL-extended: left as it is
SELECT t1.c, e.v FROM t1 LEFT JOIN (SELECT * FROM p WHERE p.k = 50) e
    ON e.k = t1.a;

-- unsafe (2): an aggregate without GROUP BY over no rows returns one row
SELECT count(*) FROM p WHERE p.k = 50;

-- unsafe (3): a subquery empty only because no partition of p holds 99
-- or a negative k now: the anti joins stay, and --format=sql reads p with
-- its filters (a partition created later may hold such rows)
SELECT t1.c FROM t1
WHERE NOT EXISTS (SELECT 1 FROM p WHERE p.k = 99 AND p.v = t1.c);
SELECT t1.c FROM t1 WHERE t1.b NOT IN (SELECT p.k FROM p WHERE p.k < 0);
