-- The rewrite never reached its fixpoint (outcome no-fixpoint): an outer
-- numeric column k with k <= -1 OR k >= 1 equated in a LATERAL item or a
-- correlated subquery with an int column a.  correlated_propagate put
-- a <= -1 OR a >= 1 next to a = k; normalize and eq_broadcast made it
-- a <> 0 (the same integers); read in numeric, a <> 0 is (-inf,0) U
-- (0,+inf), which is not inside (-inf,-1] U [1,+inf) (0.5 is in it), so
-- the rule added its conjunct again on every pass, 16 times.
-- Found by the differential oracle, seed 34 round 520 TLP 0 and round 196
-- query 36 (qprop at d72e0ef).

CREATE TABLE t1 (k numeric(5,0), a int);
CREATE TABLE t0 (k numeric(8,0), a int, b int, c text);
CREATE TABLE t2 (k numeric(8,0) NOT NULL, a int NOT NULL, b bigint, PRIMARY KEY (k, a));
INSERT INTO t1 VALUES (0, 0), (1, 1), (-1, -1), (2, NULL), (NULL, 2), (1, 0);
INSERT INTO t0 VALUES (0, 0, 0, 'a'), (1, 1, 1, 'b'), (2, 2, 2, NULL), (3, 3, 3, 'c');
INSERT INTO t2 VALUES (0, 0, 1), (1, 1, NULL), (2, 3, 2), (3, 2, 3);

-- query:
SELECT * FROM t1 AS x223 LEFT JOIN LATERAL (SELECT x225.a AS m FROM t1 AS x225 WHERE x225.a = x223.k ORDER BY 1 LIMIT 2) AS x226 ON true WHERE NOT ((x223.k > -1 AND x223.k < 1));
SELECT (SELECT max(0) FROM t2 AS x186 WHERE x186.a = x182.k) FROM t0 AS x182 JOIN (SELECT max(x183.a) AS x0 FROM t2 AS x183) AS x184 ON x184.x0 = x182.k AND (x184.x0 IN (2) OR x184.x0 NOT BETWEEN 1 AND 2);
SELECT x.k, (SELECT count(*) FROM t1 AS y WHERE y.a = x.k) FROM t0 AS x WHERE x.k < 1 OR x.k >= 2;
