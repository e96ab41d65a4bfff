-- nested_scopes.sql: names printed by --format=sql mean in the printed
-- statement what they meant where they were written (issue 15).
CREATE TABLE t (f1 int, f1_1 int);
CREATE TABLE u (k int PRIMARY KEY, v text);

-- [1] a WITH inside a subquery that references an enclosing query's
-- columns is printed inside that subquery, not in the top-level WITH
SELECT (WITH cte(foo) AS (VALUES (f1)) SELECT foo FROM cte) FROM t;
SELECT (WITH cte(foo) AS (VALUES (f1)) SELECT foo FROM cte) AS q, f1_1 FROM t
ORDER BY 1, 2;
SELECT * FROM t WHERE EXISTS (WITH c AS (SELECT t.f1 AS x) SELECT 1 FROM c
                              WHERE c.x > 0);
SELECT (WITH a AS (SELECT f1 AS x), b AS (SELECT x + 1 AS y FROM a)
        SELECT y FROM b) FROM t;
SELECT * FROM t, LATERAL (WITH c AS (SELECT t.f1 AS z) SELECT z FROM c) s;
SELECT (SELECT (WITH c AS (SELECT t.f1 AS z) SELECT z FROM c)
        FROM u WHERE u.k = t.f1) FROM t;
SELECT (SELECT (WITH c AS (SELECT u.k AS z) SELECT z FROM c)
        FROM u WHERE u.k = t.f1) FROM t;
WITH top AS (SELECT 1 AS one)
SELECT (WITH c AS (SELECT f1 + one AS z FROM top) SELECT z FROM c) FROM t;
-- ... also when the rewrite changed the item (its scans then point at the
-- item as bound: found by gen.py)
SELECT (SELECT min(0) FROM t AS x1),
       (WITH c (v, w) AS (SELECT x.f1, 0 FROM u WHERE TRUE)
        SELECT max(c.v) FROM c) FROM t AS x;
-- ... and nowhere when the rewrite removed every scan of it (gen.py)
SELECT 1 FROM (SELECT 0 AS x1 FROM t) AS x305
WHERE FALSE AND (WITH c (v, w) AS (SELECT x305.x1, 0 FROM u)
                 SELECT count(c.w) FROM c) <= 1
UNION ALL SELECT 0 FROM u WHERE 0 IN (SELECT 0 FROM t);
-- an uncorrelated one may stay in the top-level WITH
SELECT (WITH cte(foo) AS (SELECT 1) SELECT foo FROM cte) FROM t;
-- a CTE of one name at two levels
WITH c AS (SELECT 2 AS z)
SELECT (WITH c AS (SELECT t.f1 AS z) SELECT z FROM c), (SELECT z FROM c) FROM t;

-- [2] output names that repeat: each printed column name unique, the
-- statement's own output names unchanged
SELECT * FROM (SELECT i1.f1, i2.f1 FROM t i1, t i2) ss;
SELECT * FROM (SELECT i1.f1, i2.f1, i1.f1_1 FROM t i1, t i2) ss
WHERE ss.f1_1 > 0;
WITH c AS (SELECT 1 AS x, 2 AS x) SELECT * FROM c;
WITH c AS (SELECT f1, f1 FROM t) SELECT * FROM c, c AS d;
SELECT * FROM (SELECT 1 AS x, 2 AS x UNION SELECT 3, 4) u;
SELECT * FROM (SELECT f1, f1 FROM t UNION ALL SELECT f1_1, f1_1 FROM t) u;
SELECT * FROM (VALUES (1, 2)) v(a, a);
SELECT * FROM (SELECT i1.f1, i2.f1 FROM t i1, t i2) ss JOIN t ON t.f1 = 1;
SELECT * FROM (SELECT i1.f1, i2.f1 FROM t i1, t i2) ss FULL JOIN t ON t.f1 = 1;
SELECT (SELECT count(*) FROM (SELECT i1.f1 AS x, i2.f1 AS x FROM t i1, t i2
                                WHERE i1.f1 = t.f1) ss) FROM t;
SELECT * FROM (SELECT * FROM t i1, t i2) ss(a, a) LEFT JOIN t ON true;
SELECT * FROM (SELECT i1.f1, i2.f1 FROM t i1 LEFT JOIN t i2 ON i1.f1 = i2.f1) ss
WHERE EXISTS (SELECT 1 FROM u WHERE u.k IS NOT NULL);
SELECT *, (SELECT v FROM u WHERE u.k = ss.f1_1) FROM
  (SELECT i1.f1, i2.f1 AS f1_1, i2.f1 FROM t i1, t i2) ss;
SELECT * FROM (SELECT f1, f1 FROM t ORDER BY 1 LIMIT 2) ss;
SELECT * FROM (SELECT DISTINCT f1, f1 FROM t) ss;
SELECT * FROM (t JOIN t AS t2 USING (f1)) AS j (a, a2, a3);
-- ... also when the rewrite empties the derived table (gen.py, seeds 104
-- and 203)
SELECT * FROM (SELECT i1.f1, i2.f1 FROM t i1 LEFT JOIN t i2 ON true) AS ss
WHERE false;
SELECT (SELECT 0 FROM u WHERE 0 = x.a) FROM
  (SELECT * FROM (SELECT i1.f1 AS v, i2.f1 AS v FROM t i1 FULL JOIN t i2
                  ON i1.f1 = i2.f1) AS ss) AS x (a, b)
WHERE TRUE AND (FALSE AND x.a = 1);

-- [3] what PostgreSQL's checks of grouping and DISTINCT accept
CREATE TABLE ga (a int, b int, f1 int);
SELECT (SELECT count(*) FROM u WHERE u.k = ga.a) FROM ga GROUP BY a;
SELECT (SELECT v FROM u WHERE u.k = ga.a), a FROM ga GROUP BY a, b
HAVING EXISTS (SELECT 1 FROM u WHERE u.k = ga.b);
SELECT (SELECT count(*) FROM t WHERE t.f1 = u.k), v FROM u GROUP BY k;
SELECT DISTINCT a + 1 FROM ga ORDER BY a + 1;
SELECT DISTINCT a AS x, b FROM ga ORDER BY x, 2, b;
SELECT DISTINCT ON (a, b) f1 FROM ga ORDER BY b, a, f1;
SELECT DISTINCT ON (a) f1 FROM ga ORDER BY a DESC, f1;
SELECT count(*) FILTER (WHERE a > 0) OVER (), sum(a) OVER (PARTITION BY b)
FROM ga;
SELECT b, sum(b) OVER (PARTITION BY count(*)) FROM ga GROUP BY b;

-- a predicate whose subquery reads a WITH item correlated to x32 depends
-- on x32: it is not pushed into the derived table beside x32 (found by
-- the random generator, seed 102)
CREATE TABLE ns_t1 (k int);
CREATE TABLE ns_t2 (a int, b text);
SELECT 0 FROM (SELECT a AS x0, min(a) AS x2 FROM ns_t2 GROUP BY a) AS x31
JOIN ns_t1 AS x32 ON TRUE
WHERE x31.x0 = (WITH x34 (v) AS (SELECT x32.k FROM ns_t2 AS x33)
                SELECT count(x34.v) FROM x34);

-- [4] t.* naming a FROM item or join alias of an enclosing block (in a
-- LATERAL subquery, under EXISTS): its columns as outer references, as
-- PostgreSQL expands them (qprop said "missing FROM-clause entry";
-- found by PostgreSQL's join.sql)
SELECT * FROM t, LATERAL (SELECT t.* FROM u LIMIT 1) AS s;
SELECT * FROM u WHERE EXISTS (SELECT u.* FROM t WHERE t.f1 = u.k);
SELECT * FROM (t JOIN u ON f1 = k) AS j, LATERAL (SELECT j.*) AS s
WHERE s.v = 'a';
