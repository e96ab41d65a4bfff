-- examples/contradictions.sql — filters that no row can satisfy
--
--     ./qprop examples/contradictions.sql
--
-- What to look for: a contradiction is a result, not an error.  In the
-- first query a = 1 AND a = 2 empties the scan; the Empty node says why.
-- In the second the domains of the join key, one from each side, do not
-- meet, so the whole inner join is empty.  In the third the empty input of
-- a LEFT JOIN's nullable side only NULL-extends the preserved rows, which
-- are kept.

CREATE TABLE t1 (a int, b text);
CREATE TABLE t2 (a int, c text);

SELECT * FROM t1 WHERE a = 1 AND a = 2;

SELECT t1.b, t2.c
FROM t1 JOIN t2 ON t1.a = t2.a
WHERE t1.a IN (12, 13) AND t2.a IN (14, 15);

SELECT t1.b, t2.c
FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.a > 5 AND t2.a < 3;
