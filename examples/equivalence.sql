-- examples/equivalence.sql — equivalence classes and their domains
--
--     ./qprop examples/equivalence.sql
--
-- What to look for: a = b AND b = c AND c = 7 puts t1.a, t2.b and t3.c in
-- one class whose domain is {7}: every scan gets "= 7" (derived).  The
-- join clauses stay a spanning set of the class (t1.a = t3.c is implied,
-- not added).  The second query's class gets a range, intersected from
-- filters written on different members: both scans read 10 to 19.

CREATE TABLE t1 (a int, x text);
CREATE TABLE t2 (b int, y text);
CREATE TABLE t3 (c int, z text);

SELECT t1.x, t2.y, t3.z
FROM t1, t2, t3
WHERE t1.a = t2.b AND t2.b = t3.c AND t3.c = 7;

SELECT t1.x, t2.y
FROM t1 JOIN t2 ON t1.a = t2.b
WHERE t1.a >= 10 AND t2.b < 20;
