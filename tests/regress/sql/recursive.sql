-- recursive.sql: WITH RECURSIVE (issue 17).  A recursive item is a
-- Recursive Union of its non-recursive and recursive terms; the one
-- reference to itself in the recursive term is a WorkTable Scan.  It is
-- a barrier: predicates on its uses stay above the CTE scan (cte_pushdown
-- unsafe (5)), and nothing from outside reaches its terms.
CREATE TABLE t (a int, b text, p int);
CREATE TABLE e (src int NOT NULL, dst int NOT NULL);

-- [1] a counter, joined to a table: the join key's domain reaches the
--     table and a Filter on the CTE scan, never the recursive terms
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10)
SELECT r.n, t.b FROM r JOIN t ON t.a = r.n WHERE t.a IN (2, 3);
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10)
SELECT * FROM t WHERE t.a IN (SELECT n FROM r WHERE n > 7);
WITH RECURSIVE r(n) AS (SELECT 1 UNION SELECT n + 1 FROM r WHERE n < 4)
SELECT count(*) FROM r, t WHERE r.n = t.a;

-- [2] graph walks: the edge table joined in the recursive term
WITH RECURSIVE reach(node, depth) AS (
    SELECT 1, 0
  UNION
    SELECT e.dst, reach.depth + 1 FROM reach JOIN e ON e.src = reach.node
    WHERE reach.depth < 4)
SELECT node, min(depth) FROM reach GROUP BY node;
WITH RECURSIVE reach(node) AS (
    SELECT src FROM e WHERE src = 2
  UNION
    SELECT e.dst FROM e, reach WHERE e.src = reach.node AND e.dst > 0)
SELECT * FROM reach WHERE node < 8;
WITH RECURSIVE up(a, p, lvl) AS (
    SELECT a, p, 0 FROM t WHERE a = 5
  UNION ALL
    SELECT t.a, t.p, up.lvl + 1 FROM t JOIN up ON t.a = up.p WHERE up.lvl < 3)
SELECT * FROM up;

-- [3] the recursive reference on the preserved side of a LEFT JOIN, in a
--     derived table, and beside a sublink
WITH RECURSIVE r(n) AS (
    SELECT 1
  UNION ALL
    SELECT r.n + 1 FROM r LEFT JOIN t ON t.a = r.n WHERE r.n < 4 AND t.a IS NULL)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (
    SELECT 1
  UNION ALL
    SELECT s.n + 1 FROM (SELECT n FROM r) s WHERE s.n < 3)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (
    SELECT 1
  UNION ALL
    SELECT n + 1 FROM r WHERE n < (SELECT count(*) FROM t))
SELECT * FROM r;

-- [4] other items: a plain item read by a recursive one, a UNION that
--     does not read itself, and a recursive item inside a subquery that
--     reads an enclosing query's column
WITH RECURSIVE base AS (SELECT a FROM t WHERE a > 2),
     r(n) AS (SELECT min(a) FROM base UNION ALL
              SELECT n + 1 FROM r WHERE n < 6)
SELECT * FROM r JOIN base ON base.a = r.n;
WITH RECURSIVE u(x) AS (SELECT 1 UNION SELECT 2) SELECT * FROM u WHERE x > 1;
SELECT t.a, (WITH RECURSIVE r(n) AS (SELECT t.a UNION ALL
                                     SELECT n + 1 FROM r WHERE n < 3)
             SELECT count(*) FROM r) FROM t;

-- [5] text and dates in the recursion
WITH RECURSIVE s(str, k) AS (SELECT 'a'::text, 1 UNION ALL
                             SELECT str || 'b', k + 1 FROM s WHERE k < 4)
SELECT * FROM s WHERE k > 2;
WITH RECURSIVE d(day) AS (SELECT DATE '2024-01-30' UNION ALL
                          SELECT day + 1 FROM d WHERE day < DATE '2024-02-02')
SELECT * FROM d;

-- [6] SEARCH and CYCLE: their columns follow the item's own, take no
--     alias, and print back as written
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 4)
    SEARCH DEPTH FIRST BY n SET ord
SELECT n FROM r ORDER BY ord;
WITH RECURSIVE g(node, d) AS (
    SELECT 1, 0
  UNION ALL
    SELECT e.dst, g.d + 1 FROM g JOIN e ON e.src = g.node)
    CYCLE node SET is_cycle USING path
SELECT node, d, is_cycle FROM g WHERE NOT is_cycle AND d < 6;
WITH RECURSIVE g(node) AS (
    SELECT src FROM e WHERE src < 3
  UNION ALL
    SELECT e.dst FROM g, e WHERE e.src = g.node)
    SEARCH BREADTH FIRST BY node SET s
    CYCLE node SET c TO 'Y' DEFAULT 'N' USING p
SELECT g.node, g.c FROM g JOIN t ON t.a = g.node WHERE g.c = 'N'
ORDER BY g.s, g.node LIMIT 20;

-- [7] a view read inside a recursive item sees the catalog, not the item
--     being bound, even where the item is named as a table the view reads
CREATE VIEW tv AS SELECT a, p FROM t;
WITH RECURSIVE t(a) AS (SELECT a FROM tv WHERE a < 3 UNION ALL
                        SELECT a + 1 FROM t WHERE a < 4)
SELECT * FROM t;
