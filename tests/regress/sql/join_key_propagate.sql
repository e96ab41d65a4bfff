-- join_key_propagate.sql: a join key's domain crosses left, right, semi,
-- anti and single joins in the directions that are safe (rule
-- join_key_propagate).  Positive cases first, then one case per UNSAFE
-- item of src/rewrite/rules/join_key_propagate.c.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE TABLE t3 (a int, b int, c text);
CREATE TABLE nn (a int NOT NULL, b int);
CREATE TABLE bf (x float8, y float8);

-- left join: from the preserved side to the nullable side
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t1.a = 7;

-- right join: the mirror
SELECT * FROM t1 RIGHT JOIN t2 ON t1.a = t2.a WHERE t2.a IN (1, 2);

-- semi join (IN): both ways
SELECT t1.c FROM t1 WHERE t1.a IN (SELECT t2.a FROM t2 WHERE t2.a < 10);

-- anti join (NOT EXISTS): from the outer query into the subquery
SELECT t1.c FROM t1
WHERE t1.a BETWEEN 1 AND 5
  AND NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a);

-- scalar subquery (left SINGLE join): into the subquery's side
SELECT t1.c, (SELECT t2.c FROM t2 WHERE t2.a = t1.a) FROM t1
WHERE t1.a = 3;

-- NOT IN: the subquery's column may be NULL, so NULLs are let through
SELECT nn.b FROM nn
WHERE nn.a IN (4, 5) AND nn.a NOT IN (SELECT t2.a FROM t2);

-- NOT IN into a NOT NULL column: a plain filter
SELECT t1.c FROM t1
WHERE t1.a = 4 AND t1.a IS NOT NULL AND t1.a NOT IN (SELECT nn.a FROM nn);

-- unsafe (1): nothing from the nullable side back to the preserved side
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.a = 7;

-- unsafe (1): nothing from an anti join's subquery to the outer query
SELECT t1.c FROM t1
WHERE NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a AND t2.a = 9);

-- unsafe (2): full joins: nothing moves
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a AND t1.a = 7;

-- unsafe (3): NOT IN whose outer key can be NULL (NULL-extended by the
-- left join; t1.b = 4 holds below it only): nothing moves, since a NULL
-- t1.b is kept or not depending on whether the subquery is empty
SELECT t3.c FROM t3 LEFT JOIN t1 ON t3.a = t1.b AND t1.b = 4
WHERE t1.b NOT IN (SELECT t2.a FROM t2);

-- the same with an inner join: t1.b is never NULL there, and the
-- subquery's nullable column lets its NULLs through
SELECT t3.c FROM t3 JOIN t1 ON t3.a = t1.b AND t1.b = 4
WHERE t1.b NOT IN (SELECT t2.a FROM t2);

-- unsafe (4): keys of types that are not one class (float8 = int)
SELECT * FROM bf LEFT JOIN t1 ON bf.x = t1.a WHERE bf.x = 2;

-- unsafe (5): an ON conjunct on the preserved side reaches t2, never t1
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t1.a = 8;

-- unsafe (7): no partition of jp holds 2025 now, so its scan is Empty;
-- its key's domain is then empty, which would send FALSE into the NOT
-- EXISTS (wrong once a partition holds 2025: --format=sql reads jp, and
-- the anti join with it): nothing is sent from it
CREATE TABLE jp (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE jp1 PARTITION OF jp FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE jc (d date, h bool);
SELECT * FROM jp WHERE jp.d >= '2025-01-01'
AND NOT EXISTS (SELECT 1 FROM jc WHERE jc.d = jp.d AND jp.d > '2025-02-01');
-- a range from scalar subqueries on the preserved side's key (issue 37)
-- reaches the nullable side's key, where PostgreSQL prunes by it; also
-- from an ON conjunct on the preserved side, and into EXISTS, IN and NOT
-- EXISTS subqueries
CREATE TABLE jkp_d (k int NOT NULL, y int);
CREATE TABLE jkp_f (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE jkp_f1 PARTITION OF jkp_f FOR VALUES FROM (0) TO (100);
CREATE TABLE jkp_f2 PARTITION OF jkp_f FOR VALUES FROM (100) TO (200);
SELECT d.y, f.v FROM jkp_d d LEFT JOIN jkp_f f ON f.k = d.k
WHERE d.k BETWEEN (SELECT min(k) FROM jkp_d WHERE y = 2000)
              AND (SELECT max(k) FROM jkp_d WHERE y = 2000);
SELECT d.y, f.v FROM jkp_d d LEFT JOIN jkp_f f
  ON f.k = d.k AND d.k >= (SELECT min(k) FROM jkp_d WHERE y = 2000);
SELECT d.y FROM jkp_d d WHERE d.k < (SELECT max(k) FROM jkp_d WHERE y = 2000)
  AND EXISTS (SELECT 1 FROM jkp_f f WHERE f.k = d.k);
SELECT d.y FROM jkp_d d WHERE d.k < (SELECT max(k) FROM jkp_d WHERE y = 2000)
  AND NOT EXISTS (SELECT 1 FROM jkp_f f WHERE f.k = d.k);
-- unsafe (1) for them: from the nullable side, nothing to the preserved
-- side
SELECT d.y, f.v FROM jkp_d d LEFT JOIN jkp_f f
  ON f.k = d.k AND f.k >= (SELECT min(k) FROM jkp_d WHERE y = 2000);
-- unsafe (8): not between types whose equal values may differ (int =
-- bigint), not across NOT IN, and "= v" is left to PostgreSQL
CREATE TABLE jkp_b (k bigint);
SELECT d.y FROM jkp_d d LEFT JOIN jkp_b b ON b.k = d.k
WHERE d.k >= (SELECT min(k) FROM jkp_d WHERE y = 2000);
SELECT d.y FROM jkp_d d WHERE d.k >= (SELECT min(k) FROM jkp_d WHERE y = 2000)
  AND d.k NOT IN (SELECT f.k FROM jkp_f f);
SELECT d.y, f.v FROM jkp_d d LEFT JOIN jkp_f f ON f.k = d.k
WHERE d.k = (SELECT max(k) FROM jkp_d WHERE y = 2000);
SELECT 1 FROM t1 LEFT JOIN t2 ON t2.c = t1.c
WHERE t1.c >= (SELECT max(t3.c) FROM t3);
