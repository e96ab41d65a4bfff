SELECT t1.b, t2.b FROM t1 JOIN t2 ON t1.a = t2.a WHERE t1.a IN (12, 13);
SELECT * FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.c > 3 WHERE t2.b IS NOT NULL;
SELECT * FROM pr JOIN t2 ON pr.k = t2.a WHERE t2.a BETWEEN 90 AND 120;
SELECT k, sum(v) FROM ph WHERE k = 7 OR k = 9 GROUP BY k HAVING sum(v) > 1;
SELECT * FROM pl WHERE k IN ('a', 'c') AND v IS NULL;
