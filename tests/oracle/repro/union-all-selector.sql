-- Partition Selectors through a derived table and the branches of a UNION
-- ALL (TPC-DS q05's salesreturns, q54's cs_or_ws_sales): each branch that
-- is a partitioned scan passing its key on unchanged reads only the
-- partitions holding the build side's keys (a bound per branch, one WITH
-- item); a branch of a plain table, or whose key is an expression, is
-- left whole.  NULL keys on both sides (the facts' DEFAULT partitions,
-- the dimension's NULL sk), an empty build side, a LEFT JOIN with the
-- UNION ALL nullable (bounded) and preserved (not), and the shapes that
-- get no bound: UNION, GROUP BY, the key as an expression; the UNION ALL
-- inside a WITH item, EXISTS and NOT EXISTS (semi and anti joins, the
-- UNION ALL their subquery input), an INSERT ... SELECT (its bounds
-- printed inline, rolled back and the table compared), a correlated
-- scalar subquery and a LATERAL one (no join to select by).  "-- bounds:"
-- says how many bounds each query prints (none before the rule reached
-- through a derived table).
CREATE TABLE fs (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE fs_1 PARTITION OF fs FOR VALUES FROM (0) TO (100);
CREATE TABLE fs_2 PARTITION OF fs FOR VALUES FROM (100) TO (200);
CREATE TABLE fs_def PARTITION OF fs DEFAULT;
CREATE TABLE fr (k int, w int) PARTITION BY LIST (k);
CREATE TABLE fr_a PARTITION OF fr FOR VALUES IN (5, 50, 150);
CREATE TABLE fr_b PARTITION OF fr FOR VALUES IN (120, 199);
CREATE TABLE fr_def PARTITION OF fr DEFAULT;
CREATE TABLE dd (sk int, yr int);
CREATE TABLE plain (k int, v int);
INSERT INTO fs VALUES (5, 1), (50, 2), (120, 3), (150, 4), (199, 5), (250, 6), (NULL, 7), (NULL, 8);
INSERT INTO fr VALUES (5, 10), (50, 20), (120, 30), (150, 40), (199, 50), (300, 60), (NULL, 70);
INSERT INTO dd VALUES (120, 2001), (150, 2001), (NULL, 2001), (5, 2002), (250, 2002), (NULL, 2003), (300, 2004);
INSERT INTO plain VALUES (120, 100), (5, 200), (NULL, 300);

-- query:
-- bounds: 2
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u, dd WHERE u.dk = dd.sk AND dd.yr = 2001;
-- bounds: 2
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u, dd WHERE u.dk = dd.sk AND dd.yr = 2002;
-- bounds: 2
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u, dd WHERE u.dk = dd.sk AND dd.yr = 2003;
-- bounds: 2
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u, dd WHERE u.dk = dd.sk AND dd.yr = 1900;
-- bounds: 2
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs WHERE v > 1 UNION ALL SELECT k, v FROM plain UNION ALL SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001;
-- bounds: 1
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2002;
-- bounds: 2
SELECT o.kk, o.v FROM (SELECT u.dk AS kk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u) o JOIN dd ON o.kk = dd.sk WHERE dd.yr = 2001;
-- bounds: 2
SELECT dd.sk, dd.yr, u.v FROM dd LEFT JOIN (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u ON u.dk = dd.sk WHERE dd.yr IN (2001, 2003);
-- bounds: 1
SELECT u.dk, u.v FROM (SELECT k + 0 AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001;
-- bounds: 0
SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001;
-- bounds: 0
SELECT u.dk, u.n FROM (SELECT k AS dk, count(*) AS n FROM fs GROUP BY k) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001;
-- bounds: 0
SELECT u.dk, u.v, dd.yr FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u LEFT JOIN dd ON u.dk = dd.sk AND dd.yr = 2001;
-- bounds: 2
SELECT count(*), sum(u.v) FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr BETWEEN 2001 AND 2002;
-- bounds: 2
WITH x AS (SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001) SELECT * FROM x;
-- bounds: 2
SELECT * FROM dd WHERE EXISTS (SELECT 1 FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u WHERE u.dk = dd.sk) AND dd.yr = 2001;
-- bounds: 2
SELECT * FROM dd WHERE NOT EXISTS (SELECT 1 FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u WHERE u.dk = dd.sk) AND dd.yr = 2001;
INSERT INTO plain SELECT u.dk, u.v FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u JOIN dd ON u.dk = dd.sk WHERE dd.yr = 2001;
-- bounds: 0
SELECT dd.sk, (SELECT max(u.v) FROM (SELECT k AS dk, v FROM fs UNION ALL SELECT k, w FROM fr) u WHERE u.dk = dd.sk) FROM dd WHERE dd.yr IN (2001, 2002);
-- bounds: 0
SELECT * FROM dd, LATERAL (SELECT k AS dk, v FROM fs WHERE fs.k = dd.sk UNION ALL SELECT k, w FROM fr WHERE fr.k = dd.sk) u WHERE dd.yr = 2001;
