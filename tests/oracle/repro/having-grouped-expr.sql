-- A HAVING conjunct over a grouped expression was normalized into one
-- that reads an ungrouped column: NOT NOT a under GROUP BY NOT a became
-- a, (k + 1) + 0 = 3 under GROUP BY k + 1 was solved into k = 1;
-- PostgreSQL matches the keys as written and rejected qprop's SQL
-- ("must appear in the GROUP BY clause").  PostgreSQL 18's
-- groupingsets.sql:719.
CREATE TABLE hg8 (k int, a boolean, v int);
INSERT INTO hg8 VALUES (1, true, 1), (2, false, 2), (2, NULL, 3), (NULL, true, 4);

-- query:
SELECT NOT a, count(*) FROM hg8 GROUP BY ROLLUP (NOT a) HAVING NOT NOT a;
SELECT NOT a, count(*) FROM hg8 GROUP BY NOT a HAVING NOT NOT a;
SELECT k + 1, count(*) FROM hg8 GROUP BY k + 1 HAVING (k + 1) + 0 = 3;
SELECT k, count(*) FROM hg8 GROUP BY k HAVING NOT (k > 1) AND count(*) > 0;
