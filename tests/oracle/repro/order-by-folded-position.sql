-- ORDER BY - -2 is ORDER BY 2 to PostgreSQL (its grammar folds the signs
-- into the integer, a position); qprop read a constant and printed
-- ORDER BY CAST(2 AS integer), no order at all, so LIMIT kept other rows.
-- GROUP BY - -1 was refused; ORDER BY 'a', 1.5, NULL, TRUE were accepted
-- (PostgreSQL: "non-integer constant in ORDER BY").
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (2, 1), (1, 2), (3, 0), (0, 3), (NULL, 5), (5, NULL);

-- query:
SELECT a, b FROM t ORDER BY - -2 DESC NULLS LAST LIMIT 2;
SELECT a, b FROM t ORDER BY -(-(1)) LIMIT 3;
SELECT a, count(*) FROM t GROUP BY - -1 ORDER BY 1;
SELECT a, b FROM t UNION SELECT b, a FROM t ORDER BY - -2, 1 LIMIT 3;
SELECT DISTINCT ON (- -1) a, b FROM t ORDER BY 1, 2;
