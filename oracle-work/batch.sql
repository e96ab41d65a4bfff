SET search_path = qo;
SET statement_timeout = 5000;
SET jit = off;
RESET search_path;
DROP SCHEMA IF EXISTS qo CASCADE;
CREATE SCHEMA qo;
SET search_path = qo;
\echo @@B 4
CREATE TABLE t0 (k int, a int NOT NULL) PARTITION BY RANGE (k);
\echo @@E 4 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 5
CREATE TABLE t0_p1 PARTITION OF t0 FOR VALUES FROM (MINVALUE) TO (3);
\echo @@E 5 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 6
CREATE TABLE t0_p2 PARTITION OF t0 FOR VALUES FROM (3) TO (MAXVALUE);
\echo @@E 6 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 7
CREATE TABLE t1 (k int, a text, b smallint, c bigint);
\echo @@E 7 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 8
CREATE TABLE t2 (k int NOT NULL, a varchar(5), PRIMARY KEY (k));
\echo @@E 8 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 9
CREATE TABLE t3 (k int NOT NULL, a int NOT NULL, b int, PRIMARY KEY (k, a));
\echo @@E 9 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 10
CREATE TABLE t4 (k int, a bigint NOT NULL, b text, c int) PARTITION BY LIST (b);
\echo @@E 10 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 11
CREATE TABLE t4_p1 PARTITION OF t4 FOR VALUES IN ('10', 'it''s', 'a ', 'a', '1');
\echo @@E 11 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 12
CREATE TABLE t4_p2 PARTITION OF t4 FOR VALUES IN ('', '0', 'b', 'ab', 'b%');
\echo @@E 12 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 13
CREATE TABLE t4_p3 PARTITION OF t4 FOR VALUES IN ('c', 'A', 'zz', ' a');
\echo @@E 13 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 14
CREATE TABLE t4_p4 PARTITION OF t4 DEFAULT PARTITION BY HASH (k);
\echo @@E 14 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 15
CREATE TABLE t4_p4_p1 PARTITION OF t4_p4 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
\echo @@E 15 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 16
CREATE TABLE t4_p4_p2 PARTITION OF t4_p4 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
\echo @@E 16 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 17
CREATE VIEW v0 AS SELECT 2 AS x0 FROM t1 AS x1 JOIN (SELECT x2.b AS x0, x2.a AS x1, count(*) OVER (PARTITION BY x2.b) AS x2, max(x2.a) OVER (PARTITION BY x2.b) AS x3 FROM t3 AS x2 WHERE (x2.k >= x2.k AND x2.b IS NOT NULL)) AS x3 ON x1.b = x3.x1 AND x3.x0 = ANY (ARRAY[3, 0]) WHERE x1.b = -1 AND x1.k IS NOT DISTINCT FROM 1;
\echo @@E 17 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 18
CREATE VIEW v1 AS SELECT x4.k AS x0, x5.b AS x1, sum(x4.k) AS x2 FROM t0 AS x4 FULL JOIN t1 AS x5 ON x5.k = x4.a AND NOT (x4.k = 5) WHERE x4.a > x5.b GROUP BY x4.k, x5.b HAVING x5.b <> 1.5 ORDER BY 1, 2, 3 LIMIT 4;
\echo @@E 18 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 19
INSERT INTO t0 VALUES (5, 10), (1, 5), (2, 5), (2147483647, 3), (1, -1), (-1, -1), (5, 2), (-1, 5), (0, -2147483648), (0, -1), (5, 5), (1, -1), (10, 5), (2, 3), (42, 0), (-1, -1), (5, 2), (-1, 10), (2, 3), (0, -1), (2, 10), (2, 3), (-1, 5), (0, -1), (1, 10);
\echo @@E 19 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 20
INSERT INTO t1 VALUES (3, 'zz', 32767, NULL), (5, 'a ', 10, 3), (-1, '10', NULL, 5), (-2147483648, '0', NULL, 9223372036854775807), (2, NULL, 5, 2), (NULL, 'b', NULL, NULL), (0, 'a ', 32767, 2), (NULL, 'it''s', 10, 0);
\echo @@E 20 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 21
INSERT INTO t2 VALUES (10, 'A'), (2, '0'), (2147483647, 'ab'), (42, 'zz'), (3, NULL), (1, 'b%'), (5, 'b%'), (0, NULL), (-2147483648, ''), (-1, '10');
\echo @@E 21 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 22
INSERT INTO t3 VALUES (1, 3, -1), (-2147483648, 3, -2147483648), (10, -1, 5), (-1, 5, 2), (5, 3, 10), (1, 10, 0), (-1, 10, NULL), (-1, 0, NULL), (3, 1, 2), (0, 3, 3), (10, 1, 2147483647), (-1, 3, 2), (1, 42, 2), (2, 0, NULL), (10, -2147483648, 1), (10, 5, NULL), (0, 5, 2), (5, 1, 2), (1, 1, 1), (1, 5, NULL), (1, -1, NULL), (3, 5, 10), (0, 10, 3), (0, 1, 3), (-1, 2, 2), (3, -1, NULL), (3, 2147483647, NULL);
\echo @@E 22 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
\echo @@B 23
INSERT INTO t4 VALUES (NULL, 1, NULL, 0), (-1, 2147483648, 'b%', 1), (0, 5, 'zz', NULL), (2, 10, '10', 10), (5, 10, 'ab', 5), (42, 3, 'c', NULL), (NULL, 2147483648, 'b%', 1), (3, 1, 'b%', 1), (1, 2147483648, '1', 0), (NULL, 2, NULL, 3), (2, 3, 'a', 3), (NULL, 0, 'ab', NULL), (3, 5, '0', NULL), (5, 2147483648, 'b', 10), (5, 0, NULL, 2), (1, 2147483648, '1', 0), (0, 10, 'ab', NULL), (0, 3, 'ab', 42), (2, 10, 'ab', 0), (10, 0, 'ab', NULL), (-2147483648, 10, 'zz', -1);
\echo @@E 23 :SQLSTATE
\if :ERROR
\echo @@M :LAST_ERROR_MESSAGE
\endif
