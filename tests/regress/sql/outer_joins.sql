-- outer_joins.sql: what may move across left, right, full, semi, anti,
-- NOT IN and single joins (doc/rules.md, join_key_propagate), and
-- outer-join simplification.  Each cell: a positive case, then what must
-- not move.
CREATE TABLE t1 (a int, b int);
CREATE TABLE t2 (a int, b int);
CREATE TABLE t3 (a int, b int);
CREATE TABLE nn (a int NOT NULL, b int);

-- left, filter on L.k: to R
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t1.a IN (12, 13);

-- left, filter on R.k in WHERE: null-rejecting, so the join becomes inner
-- and t1.a = 5 reaches t1
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.a = 5;

-- left, WHERE t2.a IS NULL: not null-rejecting, nothing moves to t1
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.a IS NULL;

-- left, COALESCE and IS DISTINCT FROM are not null-rejecting either
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE coalesce(t2.b, 0) = 0;
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.a IS DISTINCT FROM 1;

-- left, an OR mixing both sides is not null-rejecting
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.b = 1 OR t1.b = 2;

-- left, ON-clause filter on L's key reaches R's key; t1 untouched
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t1.a = 5;

-- left, ON-clause filter on R stays in R; nothing to L
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.a IN (1, 2);

-- a chain of left joins: t3.a = 8 too
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a LEFT JOIN t3 ON t2.a = t3.a
WHERE t1.a = 8;

-- right: the mirror
SELECT * FROM t1 RIGHT JOIN t2 ON t1.a = t2.a WHERE t2.a = 4;
SELECT * FROM t1 RIGHT JOIN t2 ON t1.a = t2.a WHERE t1.a IS NULL;

-- full: nothing moves
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE coalesce(t1.a, t2.a) = 3;

-- full: a null-rejecting filter on one side makes it one-sided
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE t1.b = 3;
SELECT * FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE t1.b = 3 AND t2.b = 4;

-- inner join of an outer join's nullable side: its ON domain stays inside
SELECT * FROM t1 LEFT JOIN (t2 JOIN t3 ON t2.a = t3.a AND t3.a = 5)
  ON t1.a = t2.a;

-- semi (EXISTS, IN): both directions
SELECT * FROM t1 WHERE t1.a = 3 AND EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a);
SELECT * FROM t1 WHERE t1.a IN (SELECT t2.a FROM t2 WHERE t2.a > 10);

-- anti (NOT EXISTS): to the subquery only
SELECT * FROM t1 WHERE t1.a = 3
  AND NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a);
SELECT * FROM t1 WHERE NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a
                                   AND t2.a = 7);

-- NOT IN: to the subquery as IN ... OR IS NULL; never the other way
SELECT * FROM t1 WHERE t1.a = 3 AND t1.a NOT IN (SELECT t2.a FROM t2);
SELECT * FROM t1 WHERE t1.a NOT IN (SELECT t2.a FROM t2 WHERE t2.a = 3);

-- NOT IN against a NOT NULL column: plain IN
SELECT * FROM t1 WHERE t1.a = 3 AND t1.a NOT IN (SELECT nn.a FROM nn);

-- left single (correlated scalar subquery): the outer key reaches it
SELECT t1.a, (SELECT t2.b FROM t2 WHERE t2.a = t1.a) AS v FROM t1
WHERE t1.a = 6;

-- semi, ON-clause filters: on R into R; on L into L (a semi join keeps
-- only the L rows that match, so an L-only condition filters L)
SELECT * FROM t1 WHERE EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a AND t2.b = 5);
SELECT * FROM t1 WHERE EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a AND t1.b = 5);

-- anti, an ON-clause filter on L's key reaches R's key only; t1 untouched
SELECT * FROM t1 WHERE NOT EXISTS (SELECT 1 FROM t2 WHERE t2.a = t1.a AND t1.a = 5);

-- left single: nothing moves from the subquery to the outer query
SELECT t1.a, (SELECT t2.b FROM t2 WHERE t2.a = t1.a AND t2.a = 6) AS v FROM t1;

-- left single: more than one row is still an error where the original
-- raises it (t2.a is not unique)
SELECT t1.a, (SELECT t2.b FROM t2 WHERE t2.a = t1.a) AS v FROM t1 WHERE t1.a = 1;

-- a run of consecutive keys: the derived filter on line prints as a range
-- ORed with a point, and join_key_propagate must read it back at its scan
-- where filter_pushdown puts it (once, not once per pass up to the limit)
CREATE TABLE ord (id int PRIMARY KEY);
CREATE TABLE line (id int, order_id int);
SELECT ord.id FROM ord LEFT JOIN line ON line.order_id = ord.id
WHERE ord.id IN (5, 6, 7, 100);
SELECT ord.id FROM ord LEFT JOIN line ON line.order_id = ord.id
WHERE ord.id IN (1, 2, 3, 5, 6, 7) OR ord.id IS NULL;
