-- A scalar subquery in the select list over an inner join whose ON
-- condition (x251.b = x253.m) drops every row: printed as a SINGLE join,
-- the lateral item must read x253 too, or PostgreSQL computes the value
-- before that join and fails on a row the query never returns.
-- Found by the differential oracle, seed 12 round 14 query 32 (at 76ecf2d).

CREATE TABLE t0 (k int, a text NOT NULL, b varchar(5), c int NOT NULL, d bigint);
CREATE TABLE t1 (k numeric(12,0), a numeric(12,2), b varchar(1) NOT NULL, c text, PRIMARY KEY (b)) PARTITION BY HASH (b);
CREATE TABLE t1_p1 PARTITION OF t1 FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE t1_p2 PARTITION OF t1 FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE t1_p3 PARTITION OF t1 FOR VALUES WITH (MODULUS 3, REMAINDER 2);
CREATE TABLE t2 (k int NOT NULL, a numeric(12,2) NOT NULL, b numeric(12,0) NOT NULL, PRIMARY KEY (k, b)) PARTITION BY RANGE (k);
CREATE TABLE t2_p1 PARTITION OF t2 FOR VALUES FROM (-2147483648) TO (2147483647) PARTITION BY LIST (b);
CREATE TABLE t2_p1_p1 PARTITION OF t2_p1 FOR VALUES IN (1, 999999999999, 10, 0, NULL);
CREATE TABLE t2_p1_p2 PARTITION OF t2_p1 FOR VALUES IN (-1, 3, 2);
CREATE TABLE t2_p1_p3 PARTITION OF t2_p1 DEFAULT;
CREATE TABLE t2_p2 PARTITION OF t2 FOR VALUES FROM (2147483647) TO (MAXVALUE);
CREATE TABLE t3 (k bigint, a text, b int, c char(3) NOT NULL) PARTITION BY RANGE (b);
CREATE TABLE t3_p1 PARTITION OF t3 FOR VALUES FROM (MINVALUE) TO (5);
CREATE TABLE t3_p2 PARTITION OF t3 FOR VALUES FROM (5) TO (10) PARTITION BY HASH (k);
CREATE TABLE t3_p2_p1 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE t3_p2_p2 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE t3_p2_p3 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 3, REMAINDER 2);
CREATE TABLE t3_p3 PARTITION OF t3 FOR VALUES FROM (10) TO (42);
CREATE TABLE t3_p4 PARTITION OF t3 FOR VALUES FROM (42) TO (MAXVALUE);
INSERT INTO t0 VALUES (5, 'a ', '1', -2147483648, 0);
INSERT INTO t1 VALUES (NULL, 9999999999.99, '1', 'zz');
INSERT INTO t2 VALUES (3, 0, 3);
INSERT INTO t3 VALUES (NULL, NULL, 3, 'ab'), (5, NULL, -1, '0');

-- query:
SELECT (SELECT 0 FROM t3 AS x254 WHERE 0 = x248.d) FROM t0 AS x248 CROSS JOIN t1 AS x250 LEFT JOIN t2 AS x251 ON x251.k = x250.a, LATERAL (SELECT max(x252.k) AS m, count(*) AS n FROM t2 AS x252 WHERE x252.k::bigint = x251.k) AS x253 WHERE x251.b = x253.m AND x251.a < x251.b;
-- qprop --format=sql: SELECT scalar."?column?" AS "?column?" FROM (((t0 AS x248 CROSS JOIN t1 AS x250) INNER JOIN t2 AS x251 ON x251.k = x250.a) INNER JOIN LATERAL (SELECT max(x252.k) AS m, count(*) AS n FROM t2 AS x252 WHERE x252.k = x251.k HAVING max(x252.k) IS NOT NULL) AS x253 (m, n) ON x251.b = x253.m) CROSS JOIN LATERAL (SELECT (SELECT 0 FROM t3 AS x254 WHERE x248.d = 0) AS "?column?" WHERE x251.a < x251.b OFFSET 0) AS scalar;
-- expected (PostgreSQL, original):
--   0 rows
-- got (PostgreSQL, rewrite):
--   ERROR 21000: more than one row returned by a subquery used as an expression
