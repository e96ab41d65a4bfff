-- partition_exprs.sql: partition bounds written as expressions (issue
-- 16).  PostgreSQL evaluates a bound when the partition is created;
-- qprop evaluates the ones it computes exactly (integer arithmetic, ||
-- of strings, casts of constants) and prunes with their values.
CREATE TABLE px_l (a int, b text) PARTITION BY LIST (a);
CREATE TABLE px_l1 PARTITION OF px_l FOR VALUES IN ((2+1), 2*5, 7/2, -(3-10));
CREATE TABLE px_l2 PARTITION OF px_l FOR VALUES IN (11 % 4 + 100, '4'::int + 1);
CREATE TABLE px_l3 PARTITION OF px_l FOR VALUES IN (NULL::int + 1);
CREATE TABLE px_l4 PARTITION OF px_l DEFAULT;
CREATE TABLE px_s (a int, b text) PARTITION BY LIST (b);
CREATE TABLE px_s1 PARTITION OF px_s FOR VALUES IN ('a' || 'b', 'x'::char(3) || 'y');
CREATE TABLE px_s2 PARTITION OF px_s DEFAULT;
CREATE TABLE px_r (a bigint NOT NULL, b int) PARTITION BY RANGE (a);
CREATE TABLE px_r1 PARTITION OF px_r
    FOR VALUES FROM (MINVALUE) TO (2147483647::bigint + 1);
CREATE TABLE px_r2 PARTITION OF px_r
    FOR VALUES FROM (2147483647::bigint + 1) TO (1000000::bigint * 1000000);

-- [1] list bounds computed: 3, 10, 7 in px_l1; 103, 5 in px_l2; NULL in px_l3
SELECT b FROM px_l WHERE a = 7;
SELECT b FROM px_l WHERE a IN (5, 103);
SELECT b FROM px_l WHERE a IS NULL;
SELECT b FROM px_l WHERE a = 4;
SELECT b FROM px_l WHERE a <> 3 AND a > 9;

-- [2] || of strings: 'ab' and 'xy' (char(3)'s blanks dropped in text)
SELECT a FROM px_s WHERE b = 'xy';
SELECT a FROM px_s WHERE b = 'x  y';

-- [3] bigint range bounds computed
SELECT b FROM px_r WHERE a = 2147483648;
SELECT b FROM px_r WHERE a < 0;
