-- The whole row of a relation printed as a derived table (an expanded
-- view, a scan wrapped with its filters, an Empty that a contradiction
-- left) on the nullable side of an outer join.  Its whole row there is
-- an anonymous record, and a cast or a function of the relation's row
-- type makes PostgreSQL build that type field by field, so a
-- NULL-extended row came out as a row of NULLs "(,)" where the original
-- gives NULL (and a STRICT function of the row type was called).  Found
-- by gen.py seed 49 (srf: unnest(x.arr) AS u ON u.fa = 100 AND u.fa =
-- 2147483648); gen.py's family wrow.
CREATE TYPE c1 AS (fa int, fb text);
CREATE TABLE ca1 (k int, arr c1[]);
CREATE TABLE t2 (fa int, fb text);
CREATE VIEW v AS SELECT fa, fb FROM t2;
CREATE FUNCTION fnc(c1) RETURNS int LANGUAGE sql STRICT AS 'SELECT 1';
CREATE FUNCTION fnt(t2) RETURNS int LANGUAGE sql STRICT AS 'SELECT 1';
CREATE TABLE pt (fa int, fb text) PARTITION BY RANGE (fa);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0) TO (10);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES FROM (10) TO (20);
INSERT INTO ca1 VALUES (7, ARRAY[ROW(-1, 'b')]::c1[]), (8, NULL);
INSERT INTO t2 VALUES (7, NULL), (NULL, NULL), (8, 'a');
INSERT INTO pt VALUES (7, NULL), (8, 'a');

-- query:
SELECT u FROM ca1 AS x LEFT JOIN LATERAL unnest(x.arr) AS u ON (u.fa = 100 AND u.fa = - -2147483648);
SELECT x.k, fnc(u) FROM ca1 x LEFT JOIN LATERAL unnest(x.arr) u ON u.fa = 1 AND u.fa = 2;
SELECT x.k, u FROM ca1 x LEFT JOIN LATERAL unnest(x.arr) u ON u.fa = 100;
SELECT x.k, t2 FROM ca1 x LEFT JOIN t2 ON t2.fa = x.k AND t2.fa = 1 AND t2.fa = 2;
SELECT x.k, fnt(t2) FROM ca1 x LEFT JOIN t2 ON t2.fa = x.k AND t2.fa = 1 AND t2.fa = 2;
SELECT x.k, t2 FROM ca1 x LEFT JOIN t2 ON t2.fa = x.k AND t2.fb = 'a';
SELECT x.k, fnt(t2) FROM ca1 x LEFT JOIN t2 ON t2.fa = x.k AND t2.fb = 'a';
SELECT x.k, v FROM ca1 x LEFT JOIN v ON v.fa = x.k;
SELECT x.k, v FROM ca1 x LEFT JOIN v ON v.fa = x.k AND v.fb = 'a';
SELECT x.k, v::text, v IS NULL, v IS NOT NULL FROM ca1 x LEFT JOIN v ON v.fa = x.k AND v.fb = 'a';
SELECT x.k, v FROM ca1 x FULL JOIN v ON v.fa = x.k AND v.fb = 'a';
SELECT x.k, count(v), array_agg(v) FROM ca1 x LEFT JOIN v ON v.fa = x.k AND v.fb = 'a' GROUP BY x.k;
SELECT x.k, pt FROM ca1 x LEFT JOIN pt ON pt.fa = x.k AND pt.fa < 10;
SELECT x.k, pt FROM ca1 x LEFT JOIN pt ON pt.fa = x.k AND pt.fa > 100;
SELECT x.k, s FROM ca1 x LEFT JOIN (SELECT fa, fb FROM t2 WHERE fb = 'a') s ON s.fa = x.k;
