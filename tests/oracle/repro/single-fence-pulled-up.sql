-- A scalar subquery that returns two rows for the row of t0 (t1 has two
-- rows of k = 2), over a join with a derived table that is empty (no row
-- of t0 has k = 0): the query returns no rows and no error.  qprop prints
-- the subquery as a SINGLE join, "O CROSS JOIN LATERAL (SELECT (SELECT
-- ...) WHERE num_nulls(x150.*) >= 0 OFFSET 0)", whose guard makes the
-- lateral item wait for the rows of x150.  But PostgreSQL pulls x150 up
-- into the query: x150.* became ROW(0), which reads no relation, and the
-- planner joined the lateral item to x143 alone, before the empty side:
-- "more than one row returned by a subquery used as an expression".  The
-- same when the guard reads a column of a derived table that is a
-- constant, or a derived table of two relations whose columns come from
-- one.  Such FROM items are now printed with OFFSET 0 (a relation of
-- their own).
-- Found by the differential oracle, seed 36 round 422 query 25 (qprop at
-- 1e65ceb).

CREATE TABLE t0 (k bigint NOT NULL, a varchar(1) NOT NULL, b int, PRIMARY KEY (a)) PARTITION BY HASH (a);
CREATE TABLE t0_p1 PARTITION OF t0 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE t0_p2 PARTITION OF t0 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE t1 (k int, a date);
CREATE TABLE e (z int);
CREATE VIEW v0 AS SELECT x1.k AS x0, x1.a AS x1, x1.b AS x2 FROM t0 AS x1;
CREATE VIEW vc AS SELECT 0 AS c FROM t0 WHERE t0.k = 0;
CREATE FUNCTION f0() RETURNS TABLE (c int) LANGUAGE sql AS 'SELECT 1 FROM t0 WHERE t0.k = 0';
INSERT INTO t0 VALUES (2, '0', 1), (3, '1', 2);
INSERT INTO t1 VALUES (2, '1970-01-01'), (2, '1999-12-31'), (3, '2000-01-01');

-- query:
SELECT (SELECT 0 FROM t1 AS x154 WHERE x154.k = x143.x0) FROM v0 AS x143 JOIN (SELECT 0 AS x2 FROM v0 AS x149 WHERE x149.x0 = 0) AS x150 ON TRUE;
SELECT (SELECT 0 FROM t1 AS x154 WHERE x154.k = x143.x0) FROM v0 AS x143 JOIN (SELECT 0 AS x2 FROM v0 AS x149 WHERE x149.x0 = 0) AS x150 ON x150.x2 = 0;
SELECT x143.x1, (SELECT 0 FROM t1 AS x154 WHERE x154.k = x143.x0) FROM v0 AS x143, vc WHERE vc.c = 0;
SELECT (SELECT x154.a FROM t1 AS x154 WHERE x154.k = x143.k) FROM t0 AS x143 CROSS JOIN (SELECT p.k FROM t0 AS p JOIN e ON e.z = p.b) AS s;
SELECT (SELECT x154.a FROM t1 AS x154 WHERE x154.k = x143.k) FROM t0 AS x143 CROSS JOIN f0() AS f;
WITH w AS (SELECT 5 AS c FROM e) SELECT (SELECT x154.a FROM t1 AS x154 WHERE x154.k = x143.k) FROM t0 AS x143 JOIN w ON w.c = 5;
SELECT (SELECT x154.a FROM t1 AS x154 WHERE x154.k = x143.k) FROM t0 AS x143 LEFT JOIN e ON e.z = x143.b JOIN (SELECT 1 AS c FROM e) AS s ON s.c = 1;
