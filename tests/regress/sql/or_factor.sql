-- or_factor.sql: what every branch of an OR says (rule or_factor).
-- (a) a conjunct common to every branch is pulled out of the OR; (b) for
-- each relation every branch restricts, the OR of those restrictions is
-- derived and reaches the relation's scan.  Then one case per UNSAFE item
-- of src/rewrite/rules/or_factor.c, where nothing is derived.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);

-- (a): t1.c = 'x' is in both branches and is pulled out
SELECT t1.a FROM t1
WHERE (t1.c = 'x' AND t1.a = 1) OR (t1.c = 'x' AND t1.b = 2);

-- (b): each scan gets the OR of its own restrictions (an IN list)
SELECT t1.c, t2.c FROM t1 JOIN t2 ON t1.b = t2.b
WHERE (t1.a = 1 AND t2.a = 2) OR (t1.a = 3 AND t2.a = 4);

-- (b) with ranges: t1 gets t1.a < 0 OR t1.a > 100, t2 gets IN (5, 6)
SELECT 1 FROM t1, t2
WHERE t1.b = t2.b AND ((t1.a < 0 AND t2.a = 5) OR (t1.a > 100 AND t2.a = 6));

-- unsafe (1): a branch with a volatile call derives nothing (floor of
-- random() is 0 every time, so PostgreSQL's rows do not vary)
SELECT 1 FROM t1, t2
WHERE t1.b = t2.b
  AND ((t1.a = 1 AND floor(random()) = 0) OR (t1.a = 2 AND t2.a = 4));

-- unsafe (2): the second branch does not restrict t2: nothing for t2
-- (t1 still gets t1.a IN (1, 2))
SELECT 1 FROM t1, t2
WHERE t1.b = t2.b AND ((t1.a = 1 AND t2.a = 3) OR t1.a = 2);

-- unsafe (3): the derived OR is already there (written by the user):
-- nothing is added again
SELECT 1 FROM t1, t2
WHERE t1.b = t2.b AND (t1.a = 1 OR t1.a = 3)
  AND ((t1.a = 1 AND t2.a = 2) OR (t1.a = 3 AND t2.a = 4));
