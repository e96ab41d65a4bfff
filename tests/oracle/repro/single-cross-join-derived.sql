-- The same, where the relation that drops the rows (x174, its filter
-- pushed into it) has nothing the lateral item reads: it gets
-- num_nulls(x174.*) >= 0.  Found by the differential oracle, seed 12
-- round 19 query 23 (generator of this change, qprop at 76ecf2d).

CREATE TABLE t2 (k numeric(5,0), a smallint, b int, c numeric(12,2), d text);
CREATE TABLE t3 (k int, a char(2) NOT NULL, b int, c smallint, d numeric(5,2)) PARTITION BY RANGE (k);
CREATE TABLE t3_p1 PARTITION OF t3 FOR VALUES FROM (MINVALUE) TO (42);
CREATE TABLE t3_p2 PARTITION OF t3 FOR VALUES FROM (42) TO (MAXVALUE) PARTITION BY HASH (d);
CREATE TABLE t3_p2_p1 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE t3_p2_p2 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE t3_p2_p3 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE t3_p2_p4 PARTITION OF t3_p2 FOR VALUES WITH (MODULUS 4, REMAINDER 3);
INSERT INTO t2 VALUES (NULL, -32768, 10, 3, NULL), (2, 3, NULL, 0, 'b');
INSERT INTO t3 VALUES (0, 'b%', -2147483648, NULL, -0.11);

-- query:
SELECT (SELECT 0 FROM t2 AS x180 WHERE 0 >= x176.k) FROM (SELECT x173.b AS x0, 0 AS x1, count(*) OVER (PARTITION BY x173.b) AS x2, max(x173.k) OVER (PARTITION BY x173.b) AS x3 FROM t2 AS x173) AS x174, t3 AS x176 WHERE x174.x0 = 0 AND x176.d <= 1;
-- qprop --format=sql: SELECT scalar."?column?" AS "?column?" FROM ((SELECT x173.b AS x0, 0 AS x1, count(*) OVER (PARTITION BY x173.b) AS x2, max(x173.k) OVER (PARTITION BY x173.b) AS x3 FROM t2 AS x173 WHERE x173.b = 0) AS x174 (x0, x1, x2, x3) CROSS JOIN t3 AS x176) CROSS JOIN LATERAL (SELECT (SELECT 0 FROM t2 AS x180 WHERE x176.k <= 0) AS "?column?" WHERE x176.d <= 1 OFFSET 0) AS scalar;
-- expected (PostgreSQL, original):
--   0 rows
-- got (PostgreSQL, rewrite):
--   ERROR 21000: more than one row returned by a subquery used as an expression
