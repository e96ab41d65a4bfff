-- The rewrite never reached its fixpoint (outcome no-fixpoint): in
-- t0.d = 1.5 AND t0.d >= (SELECT count(*) ...) AND EXISTS (SELECT ...
-- WHERE t2.a = t0.d), join_key_propagate sent FALSE (smallint = 1.5) into
-- the EXISTS, whose scan became Empty, and then the comparison with the
-- subquery's value on every pass: empty_propagate took the Filter over
-- the Empty away each time.  Nothing is sent to a side whose scan is
-- Empty now.  Found by the differential oracle, seed 20261206 round 106
-- query 4 (make check-full; qprop at eb531e1 too).
CREATE TABLE t0 (k int, a char(3), b date, c text) PARTITION BY HASH (c);
CREATE TABLE t0_p1 PARTITION OF t0 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE t0_p2 PARTITION OF t0 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
ALTER TABLE t0 ADD COLUMN d smallint;
CREATE TABLE t2 (k int, a smallint);
INSERT INTO t0 VALUES (1, 'a', '2024-01-01', 'x', 1), (2, 'b', NULL, 'y', 2), (3, NULL, NULL, NULL, NULL);
INSERT INTO t2 VALUES (1, 1), (2, 2), (3, NULL), (4, 0);

-- query:
SELECT 'a' AS x1 FROM t0 AS x25 WHERE EXISTS (SELECT 1 FROM t2 AS x26 WHERE x26.a = x25.d) AND x25.d = 1.5 AND x25.d >= (SELECT count(*) FROM t0 AS x27);
SELECT x25.k FROM t0 AS x25 WHERE EXISTS (SELECT 1 FROM t2 AS x26 WHERE x26.a = x25.d) AND x25.d >= (SELECT count(*) - 2 FROM t0 AS x27) ORDER BY 1;
SELECT x25.k FROM t0 AS x25 JOIN t2 AS x26 ON x26.a = x25.d WHERE x25.d = 0.5 AND x25.d >= (SELECT min(k) FROM t2);
SELECT x25.k FROM t0 AS x25 WHERE x25.d IN (SELECT x26.a FROM t2 AS x26 WHERE x26.a <> x26.a) AND x25.d <= (SELECT max(k) FROM t2) ORDER BY 1;
