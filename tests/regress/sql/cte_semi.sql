-- cte_semi.sql: a WITH query whose uses are restricted only by joins with
-- filtered tables gets the semi join filter those joins give (rule
-- cte_pushdown, "semi join filters", issue 37; TPC-DS q02, q59): every
-- use joined, by a join that drops its rows without a match, on u.k =
-- R.c, R a table read with filters of its own, keeps only rows with k IN
-- (SELECT c FROM R WHERE ...); the OR over the uses goes into the WITH
-- query as a filter does.  Positive cases first, then the unsafe ones,
-- where nothing moves.
CREATE TABLE f (k int, v int, d int);
CREATE TABLE dim (k int, y int, w int);

-- two uses, each joined to the dimension with its own filter: the OR of
-- the two IN subqueries goes past GROUP BY k onto f's scan
WITH c AS (SELECT f.k, sum(f.v) AS s FROM f GROUP BY f.k)
SELECT x.k, x.s, y.s FROM (SELECT c.k, c.s FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 1) x,
                          (SELECT c.k, c.s FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2) y
WHERE x.k = y.k - 1;

-- one use, the join below another inner join (q59's wss, store, date_dim)
WITH c AS (SELECT f.k, f.d, f.v FROM f)
SELECT c.v FROM c, dim, f AS g WHERE g.d = c.d AND dim.k = c.k AND dim.w BETWEEN 3 AND 5;

-- the use as the left input of an IN subquery (a semi join)
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c WHERE c.k IN (SELECT dim.k FROM dim WHERE dim.y = 7);

-- two uses joined on different columns: each its own key
WITH c AS (SELECT f.k, f.d, f.v FROM f)
SELECT c1.v, c2.v FROM c c1 JOIN dim d1 ON d1.k = c1.k, c c2 JOIN dim d2 ON d2.w = c2.d
WHERE d1.y = 1 AND d2.y = 2 AND c1.v = c2.v;

-- through a UNION ALL inside the WITH query, and on through the join of
-- the WITH query that reads it (q02: wscs, then wswscs)
WITH u AS (SELECT f.k, f.v FROM f UNION ALL SELECT g.k, g.v FROM f AS g),
     c AS (SELECT dim.w, sum(u.v) AS s FROM u JOIN dim ON dim.k = u.k GROUP BY dim.w)
SELECT c.w, c.s FROM c JOIN dim d ON d.w = c.w WHERE d.y = 2001;

-- NOT MATERIALIZED: as without it
WITH c AS NOT MATERIALIZED (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 3;

-- DISTINCT and an aggregate without GROUP BY: the filter goes in above
-- them (on an integer key it passes DISTINCT; a scalar aggregate's one
-- row is filtered, never its input)
WITH c AS (SELECT DISTINCT f.k FROM f)
SELECT c.k FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 4;
WITH c AS (SELECT max(f.k) AS k FROM f)
SELECT c.k FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 4;

-- unsafe (1)/(8): one use is not restricted by such a join: nothing moves
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c1.v FROM c c1 JOIN dim ON dim.k = c1.k, c c2 WHERE dim.y = 1 AND c2.v = c1.v;

-- unsafe (8): the use on the preserved side of a LEFT JOIN: its rows
-- without a match stay; nothing moves
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v, dim.y FROM c LEFT JOIN dim ON dim.k = c.k AND dim.y = 1;

-- unsafe (8): NOT IN and NOT EXISTS keep the rows without a match
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c WHERE c.k NOT IN (SELECT dim.k FROM dim WHERE dim.y = 1);
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c WHERE NOT EXISTS (SELECT 1 FROM dim WHERE dim.k = c.k AND dim.y = 1);

-- unsafe (8): the dimension has no filter that narrows it
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim ON dim.k = c.k;

-- unsafe (8): keys of different types (int = bigint)
CREATE TABLE dim8 (k bigint, y int);
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim8 ON dim8.k = c.k WHERE dim8.y = 1;

-- unsafe (3): MATERIALIZED: left alone
WITH c AS MATERIALIZED (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 3;

-- unsafe (4): a LIMIT inside: the semi join filter stays out (the trace
-- says so)
WITH c AS (SELECT f.k, f.v FROM f ORDER BY f.v LIMIT 3)
SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 3;

-- unsafe (9): the dimension's filter holds a subquery qprop does not copy
-- (an aggregate): nothing moves
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = (SELECT max(g.v) FROM f AS g);

-- a filter of the dimension correlated with the dimension itself is
-- copied with it (the subquery reads the copy's columns)
WITH c AS (SELECT f.k, f.v FROM f)
SELECT c.v FROM c JOIN dim ON dim.k = c.k
WHERE dim.y = 3 AND (dim.w = 1 OR EXISTS (SELECT 1 FROM f AS g WHERE g.v = dim.w));

-- unsafe (5): WITH RECURSIVE: left alone
WITH RECURSIVE r(k) AS (SELECT 1 UNION ALL SELECT r.k + 1 FROM r WHERE r.k < 10)
SELECT r.k FROM r JOIN dim ON dim.k = r.k WHERE dim.y = 1;
