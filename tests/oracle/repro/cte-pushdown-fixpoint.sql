-- The rewrite never reached its fixpoint (outcome no-fixpoint): the one
-- use of a WITH item has x0 = 0, which push_block refuses (x0 reads the
-- whole row x276.*), and x1 IS NOT NULL, which eq_broadcast derives from
-- the join.  cte_pushdown left the refused filter on the use unmarked,
-- so each pass found it "fresh", tried it again and pushed the derived
-- IS NOT NULL into the item once more: all 16 passes.  A refused filter
-- is now marked as tried, as with several uses.
-- Found by the differential oracle, seed 40 round 58 query 50 (qprop at
-- 1e65ceb).

CREATE TABLE ih0 (k int, a text);
CREATE TABLE ih0_c1 (b char(2), c int) INHERITS (ih0);
INSERT INTO ih0 VALUES (0, 'a'), (1, NULL), (NULL, 'b');
INSERT INTO ih0_c1 VALUES (0, 'c', 'x', 1);

-- query:
WITH w276 AS NOT MATERIALIZED (SELECT CASE WHEN x276 IS NOT NULL THEN 0 ELSE 0 END AS x0, 0 AS x1 FROM ih0 AS x276) SELECT min(x280.x1) FROM w276 AS x280 RIGHT JOIN ONLY ih0 AS x281 ON x281.k = x280.x1 WHERE x280.x0 = 0;
WITH w AS (SELECT CASE WHEN x IS NOT NULL THEN 0 ELSE 1 END AS x0, x.k AS x1 FROM ih0 AS x) SELECT w.x0, w.x1, y.a FROM w JOIN ih0 AS y ON y.k = w.x1 WHERE w.x0 = 0;
