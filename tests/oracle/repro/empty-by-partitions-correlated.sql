-- A filter with a correlated subquery that reads a derived table through
-- a part of the plan that is Empty only for the partitions there are now
-- was pushed into that derived table (subquery_pushdown saw no
-- reference in the Empty); --format=sql prints that part as the scan it
-- replaced, so the reference ended inside the derived table's own body:
-- "missing FROM-clause entry for table x287".  The reference walk reads
-- such an Empty's node (plan.c, walk_plan_exprs).  Random generator,
-- seed 45.
CREATE TABLE t4 (k int, a smallint, b_was text NOT NULL) PARTITION BY LIST (a);
CREATE TABLE t4_p1 PARTITION OF t4 FOR VALUES IN (32767, 1, 3, 0, 2, NULL);
CREATE TABLE t4_p2 PARTITION OF t4 FOR VALUES IN (5, 10, -1, -32768);
CREATE TABLE t4_p3 PARTITION OF t4 DEFAULT;
ALTER TABLE t4 ADD COLUMN c_was text;
ALTER TABLE t4 RENAME COLUMN c_was TO c;
ALTER TABLE t4 RENAME COLUMN b_was TO b;
CREATE VIEW v1 AS SELECT x3.b AS x0, x4.k AS x1, x4.a AS x2 FROM t4 AS x3 FULL JOIN t4 AS x4 ON x4.a = x3.k AND x4.a <= 5 AND x3.k >= 0 AND (x3.b = '0' OR (x3.k > 0 AND x3.k < 5)) AND (x3.a IS NULL AND x3.b IS NOT NULL) WHERE x3.a = x4.a AND x3.k = 1 AND (x4.a = 10 OR EXISTS (SELECT 1 FROM t4 AS x5 WHERE x5.k = x3.k));
INSERT INTO t4 (k, a, b) VALUES (1, NULL, '0'), (1, 1, 'x'), (2, 10, '0'), (NULL, 5, 'y');

-- query:
SELECT 0 AS x2 FROM v1 AS x287 WHERE (0, 'a') NOT IN (SELECT 0, 'a' FROM v1 AS x289 WHERE x289.x2 = x287.x1);
