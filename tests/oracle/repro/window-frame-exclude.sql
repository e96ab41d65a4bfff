-- A frame's EXCLUDE clause was parsed and left out of the printed SQL,
-- so max() over the frame saw the current row's group (32767 where
-- PostgreSQL returns NULL).  Found by PostgreSQL's window.sql, and by the
-- differential oracle, seed 13 round 3 query 22, once the generator made
-- frames (tag win-frame).  The second query: a window copied from a
-- window that copies another lost the first one's PARTITION BY; the
-- third: pg_typeof(''::text) printed without its type is "unknown".

CREATE TABLE t1 (k smallint NOT NULL, a numeric(12,2), PRIMARY KEY (k));
INSERT INTO t1 VALUES (32767, 9999999999.99), (1, 1), (2, NULL), (3, 1);

-- query:
SELECT x154.x4 FROM (SELECT max(x153.k) OVER (PARTITION BY x153.k ORDER BY x153.k RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP) AS x4 FROM t1 AS x153) AS x154;
SELECT k, sum(k) OVER (w2 ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM t1 WINDOW w1 AS (PARTITION BY a), w2 AS (w1 ORDER BY k);
SELECT pg_typeof(''::text), k FROM t1;
