-- subquery_decorrelate, unsafe (7): the predicate around a correlated
-- subquery reads one relation as written, and PostgreSQL tests it as
-- written, arm by arm; decorrelated it reads two, and PostgreSQL takes
-- the parts of an OR's arms that read one relation and tests them apart
-- (extract_restriction_or_clauses()), before the guard beside them.  In
-- query 1, sqrt(min(d) - 1) ran on the outer row whose max(d) = 0 had
-- kept it from running: ERROR 2201F rewritten, 0 rows as written (gen.py
-- seed 20261206, check-full's, round 8 query 16; main at 46cdd54 fails
-- queries 1-3, passes 4-6).  Query 3's NOT (... OR ...) normalize splits
-- into two conjuncts, and the one that divides ran on the outer row's
-- scan before the decorrelated one at the join (unsafe (8)).  Queries 4-6
-- are ORs that compute nothing that can fail, which the rule takes.
CREATE TABLE dzo (g int, h int);
CREATE TABLE dzp (g int, v numeric, w int, d int);
CREATE TABLE dzq (w int, z int);
INSERT INTO dzo VALUES (1, 2), (2, 4), (NULL, 1);
INSERT INTO dzp VALUES (1, 1e400, 1, 0), (2, 3, 1, 5), (2, 4, 1, 10);
INSERT INTO dzq VALUES (1, 0);

-- query:
SELECT 0 FROM dzo AS o WHERE (COALESCE((SELECT max(p.d) FROM dzp AS p, dzq AS q WHERE p.g = o.g), 1) > 0 AND sqrt((SELECT min(p2.d) FROM dzp AS p2 JOIN dzq AS q2 ON q2.w = p2.w WHERE p2.g = o.g) - 1) >= 1 OR o.h = 4);
SELECT o.g FROM dzo AS o WHERE ((SELECT max(p.d) FROM dzp AS p WHERE p.g = o.g) > 0 AND 10 / (SELECT min(p2.d) FROM dzp AS p2 WHERE p2.g = o.g) > 1) OR o.h = 1;
SELECT o.g FROM dzo AS o WHERE NOT ((SELECT max(p.d) FROM dzp AS p WHERE p.g = o.g) <= 0 OR 100 / (SELECT min(p2.d) FROM dzp AS p2 WHERE p2.g = o.g) < 3);
SELECT o.g FROM dzo AS o WHERE ((SELECT max(p.d) FROM dzp AS p WHERE p.g = o.g) > 0 AND o.h > 3) OR o.h = 1;
SELECT o.g FROM dzo AS o WHERE NOT ((SELECT count(*) FROM dzp AS p WHERE p.g = o.g) = 0 OR o.h < 3);
SELECT o.g, o.h FROM dzo AS o WHERE (SELECT max(p.d) FROM dzp AS p WHERE p.g = o.g) IS NULL OR o.h = 4;
