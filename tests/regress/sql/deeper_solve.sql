-- deeper_solve.sql: comparisons solved for their column (issue 21):
-- injective, order-preserving casts seen through, linear integer
-- arithmetic with constants solved exactly, with the limits of each type
-- and integer division in mind.
CREATE TABLE t1 (id int PRIMARY KEY, a int, b int, s smallint, l bigint,
                 n numeric(10,2), f float8, t text, v varchar(10), c char(3),
                 d date, ts timestamp);
CREATE TABLE big (id int PRIMARY KEY, k int, v int);
CREATE TABLE pbig (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE pbig_1 PARTITION OF pbig FOR VALUES FROM (0) TO (10);
CREATE TABLE pbig_2 PARTITION OF pbig FOR VALUES FROM (10) TO (20);
CREATE TABLE pbig_d PARTITION OF pbig DEFAULT;

-- issue 21's two: a cast on a join key, arithmetic on a key
SELECT t1.id FROM t1 JOIN big ON big.k::bigint = t1.a WHERE t1.a = 6;
SELECT t1.id FROM t1 JOIN big ON big.k = t1.a WHERE t1.a + 1 = 6;

-- each step: + - * and unary minus, constants on either side
SELECT id FROM t1 WHERE a - 3 = 4;
SELECT id FROM t1 WHERE 10 - a = 4;
SELECT id FROM t1 WHERE a * 3 = 12;
SELECT id FROM t1 WHERE -a = 4;
SELECT id FROM t1 WHERE 2 * a + 1 > 8;
SELECT id FROM t1 WHERE a * -2 < 7;
SELECT id FROM t1 WHERE a * 2 <= -7;
SELECT id FROM t1 WHERE (a + 1)::bigint * 2 >= 9;

-- no integer solution: Empty; every integer a solution: IS NOT NULL
SELECT id FROM t1 WHERE a * 2 = 7;
SELECT id FROM t1 WHERE a * 2 <> 7;
SELECT t1.id FROM t1 JOIN big ON big.k = t1.a WHERE t1.a * 2 = 7;

-- integer division and modulo are never solved (they truncate)
SELECT id FROM t1 WHERE a / 2 = 3;
SELECT id FROM t1 WHERE a % 2 = 1;
-- nor arithmetic on two columns, nor a multiplication by zero
SELECT id FROM t1 WHERE a + b = 3;
SELECT id FROM t1 WHERE a * 0 = 0;

-- the limits of the column's type: beyond them nothing, or everything
SELECT id FROM t1 WHERE a::bigint = 3000000000;
SELECT id FROM t1 WHERE a::bigint < 3000000000;
SELECT id FROM t1 WHERE a::bigint > -3000000000;
SELECT id FROM t1 WHERE s::int = 40000;
SELECT id FROM t1 WHERE s::bigint + 1 = 32768;
SELECT id FROM t1 WHERE a::bigint - 1 = 2147483646;
SELECT id FROM t1 WHERE l::numeric + 1 = 9223372036854775808;
SELECT id FROM t1 WHERE a::bigint + 2147483648 = 0;

-- injective casts: int2 -> int4 -> int8 -> numeric, varchar -> text,
-- date -> timestamp, a type to itself
SELECT id FROM t1 WHERE s::int IN (1, 2) AND s::bigint = 2;
SELECT id FROM t1 WHERE a::numeric = 5;
SELECT id FROM t1 WHERE a::numeric = 5.5;
SELECT id FROM t1 WHERE a::numeric < 5.5;
SELECT id FROM t1 WHERE n::numeric = 2.5;
SELECT id FROM t1 WHERE v::text = 'ab';
SELECT id FROM t1 WHERE d::timestamp = '2024-01-01 00:00';
SELECT id FROM t1 WHERE d::timestamp = '2024-01-01 10:00';
SELECT id FROM t1 WHERE d::timestamp >= '2024-01-01 00:00';
SELECT id FROM t1 WHERE a::int = 3;

-- casts that are not injective or not order-preserving stay (UNSAFE):
-- float8 -> int rounds, text -> int reads '01' as 1, numeric -> int
-- rounds, a numeric or varchar modifier rounds or truncates, char(n)
-- -> text drops the blanks, timestamp -> date truncates
SELECT id FROM t1 WHERE f::int = 3;
SELECT id FROM t1 WHERE t::int = 1;
SELECT id FROM t1 WHERE n::int = 3;
SELECT id FROM t1 WHERE a::numeric(3,1) = 5;
SELECT id FROM t1 WHERE n::numeric(10,1) = 2.5;
SELECT id FROM t1 WHERE v::varchar(2) = 'ab';
SELECT id FROM t1 WHERE c::text = 'ab';
SELECT id FROM t1 WHERE ts::date = '2024-01-01';
SELECT id FROM t1 WHERE (f + 1) = 3;
-- numeric scale: n * 2 = 7 has the solution 3.5 in numeric, so a product
-- is solved over integers only; a sum is exact in numeric
SELECT id FROM t1 WHERE n * 2 = 7;
SELECT id FROM t1 WHERE n + 0.5 = 3;
SELECT id FROM t1 WHERE n + 1 = 3;
SELECT id FROM t1 WHERE a::numeric * 2 = 7;

-- columns under casts on both sides of a join key
SELECT t1.id FROM t1 JOIN big ON big.k::bigint = t1.s::bigint WHERE t1.s = 3;
SELECT t1.id FROM t1 JOIN big ON big.k::numeric = t1.l::numeric WHERE big.k IN (4, 5);
SELECT t1.id FROM t1 JOIN big ON big.k::text = t1.t WHERE t1.t = '5';

-- a solved key prunes partitions
SELECT * FROM pbig WHERE k + 10 = 25;
SELECT * FROM pbig WHERE k::bigint * 2 < 20;

-- in an OR, each branch is solved; under NOT the NULL case decides
SELECT id FROM t1 WHERE a + 1 = 3 OR a - 1 = 7;
SELECT id FROM t1 WHERE NOT (a * 2 = 7);
SELECT id FROM t1 WHERE NOT (a + 1 = 3);

-- an outer join's ON: solved, and the NULL-extended rows stay
SELECT t1.id, big.v FROM t1 LEFT JOIN big ON big.k = t1.a AND big.k + 1 = 6;
SELECT t1.id, big.v FROM t1 LEFT JOIN big ON big.k = t1.a AND big.k * 2 = 5;

-- NOT IN: its conditions are not solved to constants (NULL is not FALSE)
SELECT t1.id FROM t1 WHERE t1.a NOT IN (SELECT big.k FROM big WHERE big.v * 2 = 5);
