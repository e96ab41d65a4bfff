-- normalize.sql: canonical forms of predicates (constant folding, NOT
-- pushed inward in three-valued logic, constants on the right, one-element
-- IN, duplicates) and or_factor (what every branch of an OR says).
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);

-- constants on the right, folded arithmetic, NOT pushed inward
SELECT * FROM t1 WHERE 5 < t1.a AND NOT (t1.b >= 2 + 3) AND NOT (t1.c IS NULL);

-- one-element IN lists, duplicate conjuncts, TRUE conjuncts
SELECT * FROM t1 WHERE t1.a IN (4) AND t1.b NOT IN (9) AND t1.a IN (4)
  AND 1 = 1;

-- De Morgan; NOT over a function call stays
SELECT * FROM t1 WHERE NOT (t1.a = 1 OR t1.b = 2) AND NOT (lower(t1.c) LIKE 'x%');

-- a FALSE conjunct empties the scan
SELECT * FROM t1 WHERE t1.a = 1 AND 1 = 2;

-- a NULL conjunct empties it too
SELECT * FROM t1 WHERE t1.a = NULL;

-- unsafe (1): a FALSE ON clause of a left join keeps the left rows
SELECT * FROM t1 LEFT JOIN t2 ON 1 = 2;

-- or_factor: per-relation restrictions derived from an OR of ANDs
SELECT * FROM t1, t2 WHERE t1.a = t2.a
  AND ((t1.b = 1 AND t2.b = 2) OR (t1.b = 3 AND t2.b = 4));

-- or_factor: common conjuncts pulled out
SELECT * FROM t1 WHERE (t1.a = 1 AND t1.b = 2) OR (t1.a = 1 AND t1.c = 'x');

-- or_factor unsafe (2): a branch without t2 says nothing about t2
SELECT * FROM t1, t2 WHERE t1.a = t2.a AND (t1.b = 1 OR t2.b = 2);

-- a SELECT without FROM: a TRUE WHERE stays, a FALSE one empties it
SELECT 1 AS x WHERE 1 = 1;
SELECT 1 AS x WHERE 1 = 2;
