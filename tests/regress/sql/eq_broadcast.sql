-- eq_broadcast.sql: equivalence classes and value domains (issue 3).
-- Each member of a class of join keys gets the class's domain at its scan,
-- as the smallest predicate, marked (derived) unless the user wrote it;
-- the equalities become a spanning set; an empty domain empties the region.
CREATE TABLE t1 (a int, b text, c numeric(10,2), f float8);
CREATE TABLE t2 (a int, b text, c numeric(10,2), f float8);
CREATE TABLE t3 (a int, b text, c numeric(12,4), f float8);
CREATE TABLE t4 (a int, b text);
CREATE TABLE t5 (a int, b text);
CREATE TABLE big (a bigint, b varchar(10));

-- the headline case: t2's scan gets t2.a IN (12, 13)
SELECT t1.b, t2.b FROM t1 JOIN t2 ON t1.a = t2.a WHERE t1.a IN (12, 13);

-- the two domains intersect to nothing: Empty, with the query's columns
SELECT t1.b, t2.b FROM t1 JOIN t2 ON t1.a = t2.a
WHERE t1.a IN (12, 13) AND t2.a IN (14, 15);

-- a chain with one constant, written with JOIN ... ON: all three get = 7
SELECT * FROM t1 JOIN t2 ON t1.a = t2.a JOIN t3 ON t2.a = t3.a WHERE t3.a = 7;

-- the same as a comma join
SELECT * FROM t1, t2, t3 WHERE t1.a = t2.a AND t2.a = t3.a AND t3.a = 7;

-- BETWEEN intersected with an IN list: IN (7, 9) on both sides
SELECT t1.a FROM t1 JOIN t2 ON t1.a = t2.a
WHERE t1.a BETWEEN 5 AND 10 AND t2.a IN (1, 7, 9, 30);

-- a range and an exclusion
SELECT t1.a FROM t1 JOIN t2 ON t1.a = t2.a WHERE t1.a > 5 AND t2.a <> 8;

-- integer ranges are discrete: a > 5 AND a < 7 is a = 6
SELECT t1.a FROM t1 JOIN t2 ON t1.a = t2.a WHERE t1.a > 5 AND t2.a < 7;

-- int = bigint: one class, the domain in bigint
SELECT t1.a FROM t1 JOIN big ON t1.a = big.a WHERE big.a IN (1, 3000000000);

-- numeric = numeric
SELECT t1.c FROM t1 JOIN t3 ON t1.c = t3.c WHERE t3.c >= 1.5 AND t3.c < 2;

-- a chain of five with one constant: five filters, four join clauses
SELECT 1 FROM t1, t2, t3, t4, t5
WHERE t1.a = t2.a AND t2.a = t3.a AND t3.a = t4.a AND t4.a = t5.a
  AND t1.a = 42;

-- redundant equalities are dropped: a spanning set is kept
SELECT 1 FROM t1, t2, t3
WHERE t1.a = t2.a AND t2.a = t3.a AND t1.a = t3.a;

-- join keys with no constant get IS NOT NULL (x = y rejects NULL)
SELECT 1 FROM t1 JOIN t2 ON t1.a = t2.a;

-- contradictions: a = 1 AND a = 2
SELECT t1.b FROM t1 WHERE t1.a = 1 AND t1.a = 2;

-- contradictions: a > 5 AND a < 3
SELECT t1.b FROM t1 WHERE t1.a > 5 AND t1.a < 3;

-- contradictions: a IS NULL AND a = 1
SELECT t1.b FROM t1 WHERE t1.a IS NULL AND t1.a = 1;

-- a non-domain predicate is copied to members with identical values
SELECT 1 FROM t1 JOIN t2 ON t1.b = t2.b WHERE lower(t1.b) = 'x';

-- unsafe (4): never copied across floats (0 = -0)
SELECT 1 FROM t1 JOIN t2 ON t1.f = t2.f WHERE t1.f::text = '0';

-- unsafe (4): not copied between numerics of different scale
SELECT 1 FROM t1 JOIN t3 ON t1.c = t3.c WHERE t1.c::text = '1.50';

-- unsafe (4): t1.a / 2 = 3 on an int column is not copied to a bigint
SELECT 1 FROM t1 JOIN big ON t1.a = big.a WHERE t1.a / 2 = 3;

-- text = varchar(10) compare with texteq: one class, 'x' reaches big.b
SELECT 1 FROM t1 JOIN big ON t1.b = big.b WHERE t1.b = 'x';

-- unsafe (2): a volatile conjunct is not a fact
SELECT 1 FROM t1 JOIN t2 ON t1.a = t2.a WHERE t1.a > random() - 1000;

-- unsafe (1): the ON clause of a left join is not a fact of its rows
SELECT 1 FROM t1 LEFT JOIN t2 ON t1.a = t2.a AND t2.a = 5;

-- a domain that reaches the smallest date prints it as PostgreSQL does
-- ('4714-11-24 BC', not '-4713-11-24', which PostgreSQL rejects; found by
-- the differential oracle)
CREATE TABLE bc1 (d date, ts timestamp);
CREATE TABLE bc2 (d date, ts timestamp);
SELECT * FROM bc1 JOIN bc2 ON bc1.d = bc2.d AND bc1.ts = bc2.ts
WHERE bc1.d NOT IN ('-infinity', '2000-01-01')
  AND bc1.ts NOT IN ('-infinity', '2000-01-01');

-- unsafe (3): char(n) = text compares in text with char(n)'s trailing
-- blanks stripped (not texteq on the stored value): no class
CREATE TABLE eqb_c (b char(3), ts timestamptz, d date, v varchar(20));
SELECT 1 FROM t1 JOIN eqb_c ON t1.b = eqb_c.b WHERE t1.b = 'x';
-- unsafe (3): timestamptz = date depends on the session time zone
SELECT 1 FROM eqb_c x JOIN eqb_c y ON x.ts = y.d
WHERE x.ts = '2024-01-01 00:00:00+00';
-- varchar = varchar through text, IN lists too
SELECT 1 FROM big JOIN eqb_c ON big.b = eqb_c.v WHERE eqb_c.v IN ('a', 'b');
-- x = x is "x IS NOT NULL", the user's condition, not a derived copy that
-- --format=sql leaves out: two outputs of one column compared in an outer
-- query (differential seed 804: a NULL row came back)
SELECT 'c' FROM (SELECT 0, t1.a AS x1, t1.a AS x2 FROM t1) AS s WHERE NOT (s.x1 <> s.x2);
SELECT 1 FROM t1 WHERE t1.a = t1.a;

-- a range from scalar subqueries (issue 37): "x BETWEEN (SELECT min ...)
-- AND (SELECT max ...)" is copied to the other members of x's class
-- (PostgreSQL prunes a partitioned member's scan by it when the scan
-- starts, and derives no range through a join itself); so is x = (SELECT
-- ...), and a HAVING that may leave no row (NULL: no row passes)
CREATE TABLE eqb_d (k int NOT NULL, y int, m int);
CREATE TABLE eqb_f (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE eqb_f1 PARTITION OF eqb_f FOR VALUES FROM (0) TO (100);
CREATE TABLE eqb_f2 PARTITION OF eqb_f FOR VALUES FROM (100) TO (200);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k BETWEEN (SELECT min(k) FROM eqb_d WHERE y = 2000)
              AND (SELECT max(k) FROM eqb_d WHERE y = 2000);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k JOIN t1 ON t1.a = f.k
WHERE (SELECT max(k) FROM eqb_d WHERE y = 2000) = d.k;
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT count(*) FROM t1 HAVING count(*) > 1);
-- unsafe (6): a subquery that may return two rows (an error a copy could
-- raise where PostgreSQL never ran the one written), computes something
-- that can fail, is correlated, volatile, or order-dependent: no copy
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT DISTINCT m FROM eqb_d WHERE y = 2000);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT min(k) + 1 FROM eqb_d WHERE y = 2000);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= 1 + (SELECT min(k) FROM eqb_d WHERE y = 2000);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT min(x.k) FROM eqb_d x WHERE x.y = d.y);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT min(k) FROM eqb_d WHERE y > random());
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT sum(k) FROM eqb_d WHERE y = 2000);
SELECT f.v FROM eqb_f f JOIN eqb_d d ON f.k = d.k
WHERE d.k >= (SELECT min(k) FROM eqb_d WHERE k / y > 1);
-- unsafe (4) for them too: int = bigint, no copy
SELECT 1 FROM t1 JOIN big ON t1.a = big.a
WHERE t1.a >= (SELECT min(k) FROM eqb_d);
-- unsafe (6): not to a string column (its order is its collation's)
SELECT 1 FROM t1 JOIN t2 ON t1.b = t2.b
WHERE t1.b >= (SELECT min(name) FROM (VALUES ('a'), ('b')) AS v (name));
