-- correlated_propagate.sql: the domain of an outer column goes into the
-- correlated subqueries and LATERAL items that equate it with one of
-- their own (rule correlated_propagate).  Positive cases first, then one
-- case per UNSAFE item of src/rewrite/rules/correlated_propagate.c.
-- (tests/regress/sql/deeper_correlated.sql has the deeper shapes.)
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE TABLE t3 (a int, b int, c text);
CREATE TABLE bf (x float8, y float8);

-- a scalar subquery in the select list, below an aggregate: t2.a gets
-- t1.a's domain next to t2.a = t1.a
SELECT t1.c, (SELECT max(t2.c) FROM t2 WHERE t2.a = t1.a) FROM t1
WHERE t1.a IN (1, 2);

-- a LATERAL item below a LIMIT: the conjunct is added, not moved, so
-- the LIMIT is no barrier
SELECT t1.c, l.c FROM t1,
    LATERAL (SELECT t2.c FROM t2 WHERE t2.a = t1.a ORDER BY t2.b LIMIT 1) l
WHERE t1.a BETWEEN 10 AND 12;

-- a sublink in a CASE branch: added beside the equality
SELECT CASE WHEN t1.b > 0
            THEN (SELECT count(*) FROM t2 WHERE t2.a = t1.a) END
FROM t1 WHERE t1.a = 5;

-- the outer column's domain comes through a join below N
SELECT t1.c, (SELECT max(t2.c) FROM t2 WHERE t2.b = t3.a)
FROM t1 JOIN t3 ON t1.a = t3.a WHERE t1.a = 4;

-- unsafe (1): nothing goes out of the subquery: t2.a = 6 inside does
-- not filter t1
SELECT t1.c, (SELECT max(t2.c) FROM t2 WHERE t2.a = t1.a AND t2.a = 6)
FROM t1;

-- unsafe (2): a conjunct under OR gets nothing
SELECT t1.c, (SELECT max(t2.c) FROM t2 WHERE t2.a = t1.a OR t2.b = 1)
FROM t1 WHERE t1.a = 3;

-- unsafe (2): the ON clause of a NOT IN join (t1.a = t3.a) gets nothing
SELECT t1.c, (SELECT count(*) FROM t2
              WHERE t2.b > 0 AND t1.a NOT IN (SELECT t3.a FROM t3))
FROM t1 WHERE t1.a = 3;

-- the same with IN (a semi join's ON): t3.a = 3 is added
SELECT t1.c, (SELECT count(*) FROM t2
              WHERE t2.b > 0 AND t1.a IN (SELECT t3.a FROM t3))
FROM t1 WHERE t1.a = 3;

-- unsafe (3): float8 = int is not one class: nothing
SELECT bf.y, (SELECT max(t2.c) FROM t2 WHERE t2.a = bf.x) FROM bf
WHERE bf.x = 2;

-- unsafe (4): a column of a query two levels out is not followed from
-- the inner subquery's own N
SELECT t1.c,
       (SELECT max(t2.c) FROM t2
        WHERE t2.b = (SELECT min(t3.b) FROM t3 WHERE t3.a = t1.a))
FROM t1 WHERE t1.a = 8;
