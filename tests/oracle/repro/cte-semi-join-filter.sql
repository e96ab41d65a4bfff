-- Semi join filters of a WITH query (cte_pushdown, issue 37; TPC-DS q02,
-- q59): a WITH query whose uses are restricted only by joins with a
-- filtered table gets the OR over its uses of "k IN (SELECT c FROM R
-- WHERE ...)", pushed past its GROUP BY and through its UNION ALL, and a
-- partitioned scan under such an IN filter gets an execution-time bound.
-- Rows: NULL keys on both sides, a dimension key whose filter column is
-- NULL, duplicates, a filter that keeps no dimension row (empty build
-- side), a WITH query used twice with different filters, MATERIALIZED and
-- NOT MATERIALIZED, LIMIT, DISTINCT and a scalar aggregate inside, NOT IN
-- and NOT EXISTS (which must not give one), a LEFT JOIN that keeps the
-- use's rows.  Before the rule, qprop printed these queries without the
-- filters; a wrong semi join filter (one on a use the join does not
-- restrict, or an AND where the uses need an OR) drops rows here.

CREATE TABLE f (k int, v int, d int) PARTITION BY RANGE (k);
CREATE TABLE f_1 PARTITION OF f FOR VALUES FROM (0) TO (10);
CREATE TABLE f_2 PARTITION OF f FOR VALUES FROM (10) TO (20);
CREATE TABLE f_3 PARTITION OF f FOR VALUES FROM (20) TO (30);
CREATE TABLE f_d PARTITION OF f DEFAULT;
CREATE TABLE dim (k int, y int, w int);
INSERT INTO f VALUES (1, 10, 1), (1, 11, 2), (2, 12, 3), (5, 13, NULL), (11, 14, 4), (12, 15, 5), (12, 16, 6), (21, 17, 7), (25, 18, 8), (NULL, 19, 9), (NULL, 20, NULL), (40, 21, 1);
INSERT INTO dim VALUES (1, 2001, 1), (2, 2001, 2), (11, 2002, 3), (12, 2002, 4), (21, 2003, 5), (NULL, 2001, 6), (NULL, 2002, NULL), (25, NULL, 7), (5, 2001, NULL), (40, 2004, 8), (12, 2002, 9);

-- query:
WITH c AS (SELECT f.k, sum(f.v) AS s, count(*) AS n FROM f GROUP BY f.k) SELECT x.k, x.s, x.n, y.k, y.s FROM (SELECT c.k, c.s, c.n FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2001) x, (SELECT c.k, c.s FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2002) y WHERE x.k = y.k - 10;
WITH c AS (SELECT f.k, sum(f.v) AS s FROM f GROUP BY f.k) SELECT x.k, x.s FROM c x JOIN dim d1 ON d1.k = x.k WHERE d1.y = 2001 UNION ALL SELECT y.k, y.s FROM c y JOIN dim d2 ON d2.k = y.k WHERE d2.y = 2003;
WITH c AS (SELECT f.k, f.d, f.v FROM f) SELECT c.v, dim.y FROM c, dim, f AS g WHERE g.d = c.d AND dim.k = c.k AND dim.w BETWEEN 1 AND 4;
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c WHERE c.k IN (SELECT dim.k FROM dim WHERE dim.y = 2002);
WITH c AS (SELECT f.k, f.d, f.v FROM f) SELECT c1.v, c2.v FROM c c1 JOIN dim d1 ON d1.k = c1.k, c c2 JOIN dim d2 ON d2.w = c2.d WHERE d1.y = 2001 AND d2.y = 2002 AND c1.v < c2.v;
WITH u AS (SELECT f.k, f.v FROM f UNION ALL SELECT g.k, g.v FROM f AS g WHERE g.v > 12), c AS (SELECT dim.w, sum(u.v) AS s FROM u JOIN dim ON dim.k = u.k GROUP BY dim.w) SELECT c.w, c.s FROM c JOIN dim d ON d.w = c.w WHERE d.y = 2002;
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 1999;
WITH c AS NOT MATERIALIZED (SELECT f.k, f.v FROM f) SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2002;
WITH c AS MATERIALIZED (SELECT f.k, f.v FROM f) SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2002;
WITH c AS (SELECT DISTINCT f.k FROM f) SELECT c.k FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2002;
WITH c AS (SELECT max(f.k) AS k FROM f) SELECT c.k FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2004;
WITH c AS (SELECT max(f.k) AS k FROM f) SELECT c.k FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2001;
WITH c AS (SELECT f.k, f.v FROM f ORDER BY f.v LIMIT 4) SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2001;
WITH c AS (SELECT f.k, f.v FROM f) SELECT c1.v FROM c c1 JOIN dim ON dim.k = c1.k, c c2 WHERE dim.y = 2001 AND c2.v = c1.v + 1;
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v, dim.y FROM c LEFT JOIN dim ON dim.k = c.k AND dim.y = 2001;
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c WHERE c.k NOT IN (SELECT dim.k FROM dim WHERE dim.y = 2001);
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c WHERE c.k NOT IN (SELECT dim.k FROM dim WHERE dim.y = 2003);
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c WHERE NOT EXISTS (SELECT 1 FROM dim WHERE dim.k = c.k AND dim.y = 2001);
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v FROM c JOIN dim ON dim.k = c.k WHERE dim.y = 2002 AND (dim.w = 3 OR EXISTS (SELECT 1 FROM f AS g WHERE g.d = dim.w));
WITH c AS (SELECT f.k, f.v FROM f) SELECT c.v, d.y FROM dim d LEFT JOIN (c JOIN dim e ON e.k = c.k AND e.y = 2002) ON d.w = c.v - 10;
WITH c AS (SELECT f.k, sum(f.v) AS s FROM f GROUP BY f.k) SELECT c.k, c.s FROM c JOIN dim ON dim.k = c.k WHERE dim.y IS NULL;
