-- The rewrite never reached its fixpoint (outcome no-fixpoint): a varchar
-- column x157.a = '10' (a varchar constant longer than varchar(1)) equated in a LATERAL item
-- with another varchar column x158.a, where x158.a = '10' (text) had
-- arrived through a class with a text column.  correlated_propagate put
-- x158.a = '10'::varchar next to x158.a = x157.a on every pass: its check
-- of what is known at x158 read only atoms that compare in varchar, not
-- the text one, while the rules that move conjuncts took the two as one
-- and dropped the new one (16 passes).  text and varchar compare with the
-- same operators, so an atom in one is read in the other
-- (atom_readable_in).  Found by the differential oracle, seed 47 round
-- 18 query 30 (qprop at a612880 and eb531e1).

CREATE TABLE t0 (k smallint, a text);
CREATE TABLE t1 (k int, a varchar(1) NOT NULL, b smallint);
INSERT INTO t0 VALUES (1, '10'), (2, 'a'), (NULL, NULL), (3, '1');
INSERT INTO t1 VALUES (1, '1', 1), (2, 'a', NULL), (3, '1', 3), (4, 'b', 4);

-- query:
SELECT * FROM (SELECT 'a' AS x0, 0 AS x1, count(*) OVER (PARTITION BY x152.a) AS x2, max(x152.k) OVER (PARTITION BY x152.a) AS x3 FROM t0 AS x152) AS x153 LEFT JOIN (SELECT 0, 0 AS x1, 0 AS x2 FROM t1 AS x154) AS x156 INNER JOIN t1 AS x157 ON TRUE USING (x2) LEFT JOIN LATERAL (SELECT x158.a AS m FROM t1 AS x158 WHERE x158.a = x157.a) AS x159 ON true WHERE x157.a = x153.x0 AND x153.x0 = x159.m AND x157.a = '10';
SELECT x157.k, x159.m FROM t0 AS x153 JOIN t1 AS x157 ON x157.a = x153.a LEFT JOIN LATERAL (SELECT x158.a AS m FROM t1 AS x158 WHERE x158.a = x157.a) AS x159 ON true WHERE x153.a = x159.m AND x157.a = '10' ORDER BY 1, 2;
SELECT x157.k, x159.m FROM t0 AS x153 JOIN t1 AS x157 ON x157.a = x153.a LEFT JOIN LATERAL (SELECT x158.a AS m FROM t1 AS x158 WHERE x158.a = x157.a) AS x159 ON true WHERE x153.a = x159.m AND x157.a = '1' ORDER BY 1, 2;
SELECT * FROM (SELECT 'a' AS x0, count(*) OVER (PARTITION BY x152.a) AS x2 FROM t0 AS x152) AS x153 JOIN t1 AS x157 ON x157.a = x153.x0 LEFT JOIN LATERAL (SELECT x158.a AS m FROM t1 AS x158 WHERE x158.a = x157.a) AS x159 ON true WHERE x153.x0 = x159.m AND x157.a = 'a';
SELECT x.k, (SELECT count(*) FROM t1 AS y WHERE y.a = x.a) FROM t1 AS x JOIN t0 AS z ON z.a = x.a WHERE x.a = '10' ORDER BY 1;
SELECT x.k FROM t1 AS x WHERE x.a = '1'::varchar AND EXISTS (SELECT 1 FROM t0 AS z WHERE z.a = x.a AND z.a IN ('1', '10')) ORDER BY 1;
