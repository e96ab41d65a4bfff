-- A scalar subquery that returns two rows for every row of a, over a
-- cross join with an empty table: the query returns no rows and no
-- error, so the lateral item of the SINGLE join must read e (nothing
-- else does) and come after the cross join.  Written by hand.

CREATE TABLE a (k int, v int);
CREATE TABLE b (k int, x int);
CREATE TABLE e (z int);
INSERT INTO a SELECT 1, g FROM generate_series(1, 100) g;
INSERT INTO b VALUES (1, 1), (1, 2);
ANALYZE;

-- query:
SELECT (SELECT b.x FROM b WHERE b.k = a.k) FROM a CROSS JOIN e;
SELECT (SELECT b.x FROM b WHERE b.k = a.k) FROM a CROSS JOIN e WHERE a.v > 0;
SELECT a.v, (SELECT b.x FROM b WHERE b.k = a.k) FROM a LEFT JOIN b ON a.v = b.x CROSS JOIN e;
SELECT a.v, (SELECT b.x FROM b WHERE b.k = a.k) FROM (a FULL JOIN e ON a.v = e.z) CROSS JOIN (SELECT * FROM b WHERE x > 5) AS s;
