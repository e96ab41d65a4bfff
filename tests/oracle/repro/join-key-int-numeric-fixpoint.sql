-- The rewrite never reached its fixpoint (outcome no-fixpoint): a numeric
-- column k with k <= 2 OR k > 3 joined on k = a to an int column a that
-- has a <> 3.  join_key_propagate sent a <= 2 OR a > 3 to a; normalize
-- and eq_broadcast dropped it there as implied by a <> 3 (the same
-- integers); read in numeric, a <> 3 is (-inf,3) U (3,+inf), which is
-- not inside (-inf,2] U (3,+inf) (2.5 is in it), so the rule sent it
-- again on every pass, 16 times.  Now what is known of an integer
-- column is compared as integers (dom_integers_of, shared with
-- correlated_propagate's fix of the same class).
-- Found by the differential oracle, seed 58 round 31 query 34 (qprop at
-- 82dbc2b).

CREATE TABLE t3 (k numeric(5,0), a bigint, b smallint, c text NOT NULL, d text);
CREATE TABLE ih0 (k bigint NOT NULL, a int);
CREATE TABLE ih0_c3 () INHERITS (ih0);
INSERT INTO t3 VALUES (1, 1, 1, 'a', NULL), (2, 2, 2, 'b', 'x'), (3, 3, 3, 'c', NULL),
                      (4, 4, 4, 'd', 'y'), (NULL, 5, 5, 'e', NULL), (-7, 6, 6, 'f', 'z');
INSERT INTO ih0_c3 VALUES (1, 1), (2, 2), (3, 3), (4, 4), (5, NULL), (6, -7), (7, 0);

-- query:
SELECT '' AS x1 FROM t3 AS x218 WHERE EXISTS (SELECT 1 FROM ih0_c3 AS x219 WHERE x219.a = x218.k AND (x219.a NOT BETWEEN 1 AND 3 OR x219.a BETWEEN 1 AND 2));
SELECT x.k, y.a FROM t3 AS x JOIN ih0_c3 AS y ON y.a = x.k WHERE (x.k <= 2 OR x.k > 3) AND y.a <> 3;
SELECT x.k FROM t3 AS x WHERE x.k IN (SELECT y.a FROM ih0_c3 AS y WHERE y.a <> 3) AND (x.k < 2.5 OR x.k >= 4);
SELECT x.k, y.a FROM t3 AS x LEFT JOIN ih0_c3 AS y ON y.a = x.k AND y.a <> 3 WHERE x.k <= 2 OR x.k > 3;
