-- The same over a contradiction (NULL = x404.m) on a LATERAL item.
-- Found by the differential oracle, seed 15 round 34 query 56
-- (generator of this change, qprop at 76ecf2d).

CREATE TABLE t0 (k int NOT NULL, a int NOT NULL, b int, c text, d int, PRIMARY KEY (k));
CREATE TABLE t1 (k int NOT NULL, a text, b int);
CREATE TABLE t2 (k int, a smallint, b int NOT NULL) PARTITION BY LIST (k);
CREATE TABLE t2_p1 PARTITION OF t2 FOR VALUES IN (42, 0, 2147483647, 5);
CREATE TABLE t2_p2 PARTITION OF t2 FOR VALUES IN (-1, 2, 1) PARTITION BY LIST (b);
CREATE TABLE t2_p2_p1 PARTITION OF t2_p2 FOR VALUES IN (1, 2, -1, 0, NULL);
CREATE TABLE t2_p2_p2 PARTITION OF t2_p2 FOR VALUES IN (2147483647, 42, 3);
CREATE TABLE t2_p2_p3 PARTITION OF t2_p2 FOR VALUES IN (-2147483648, 5, 10);
CREATE TABLE t2_p2_p4 PARTITION OF t2_p2 DEFAULT;
CREATE TABLE t2_p3 PARTITION OF t2 FOR VALUES IN (3, 10, -2147483648);
CREATE TABLE t2_p4 PARTITION OF t2 DEFAULT;
CREATE VIEW v0 AS SELECT x1.a AS x0, x1.d::numeric(20,2) AS x1, x1.d AS x2 FROM t0 AS x1 WHERE x1.k BETWEEN 1 AND 10 AND x1.k <= (SELECT x2.a FROM t0 AS x2 WHERE x2.a = x1.k ORDER BY 1 LIMIT 1);
INSERT INTO t1 VALUES (2, 'it''s', 3), (2, ' a', -1);
INSERT INTO t2 VALUES (2, NULL, 5), (42, 5, 0);

-- query:
SELECT (SELECT x406.k FROM t1 AS x406 WHERE x406.k = x402.k) FROM t2 AS x400 CROSS JOIN t1 AS x401 CROSS JOIN t2 AS x402, LATERAL (SELECT max(x403.x0) AS m, count(*) AS n FROM v0 AS x403 WHERE x403.x0 = x401.b) AS x404 WHERE NULL = x404.m AND x400.a = 5;
-- qprop --format=sql: SELECT scalar.k AS k FROM (((t2 AS x400 CROSS JOIN t1 AS x401) CROSS JOIN t2 AS x402) CROSS JOIN LATERAL (SELECT max(x403.x0) AS m, count(*) AS n FROM (SELECT x1.a AS x0, CAST(x1.d AS numeric(20,2)) AS x1, x1.d AS x2 FROM t0 AS x1 WHERE x1.k <= (SELECT x2.a AS a FROM t0 AS x2 WHERE x2.a = x1.k AND x2.a >= 1 AND x2.a <= 10 ORDER BY x2.a LIMIT 1) AND x1.a = x401.b AND x1.k >= 1 AND x1.k <= 10) AS x403 (x0, x1, x2) HAVING max(x403.x0) = NULL::integer) AS x404 (m, n)) CROSS JOIN LATERAL (SELECT (SELECT x406.k FROM t1 AS x406 WHERE x406.k = x402.k) AS k WHERE x400.a = 5 OFFSET 0) AS scalar;
-- expected (PostgreSQL, original):
--   0 rows
-- got (PostgreSQL, rewrite):
--   ERROR 21000: more than one row returned by a subquery used as an expression
