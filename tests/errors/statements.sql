-- tests/errors/statements.sql: one bad statement after another, each of
-- which must give an error (and nothing else): the error corpus of
-- tests/valgrind/valgrind.sh and tests/unit/check_api_errors.c.  The
-- statements that end the input (unterminated quotes and comments) are in
-- tests/errors/eof_*.sql, one per file.  NB: a statement must fail unless
-- its first line ends in a comment starting "-- ok"; the tests check it.
CREATE TABLE t1 (a int PRIMARY KEY, b text, c bigint, d date); -- ok
CREATE TABLE t2 (a int NOT NULL, b text, e numeric(10,2)); -- ok
CREATE TABLE pr (k int, v text) PARTITION BY RANGE (k); -- ok
CREATE TABLE pr_1 PARTITION OF pr FOR VALUES FROM (0) TO (10); -- ok
CREATE VIEW v1 AS SELECT a, b FROM t1; -- ok

-- syntax: misspelt keywords, missing and extra tokens
SELEC a FROM t1;
SELECT a FROM;
SELECT a, FROM t1;
SELECT a FROM t1 WHERE;
SELECT a FROM t1 WHERE a = ;
SELECT (a FROM t1;
SELECT a) FROM t1;
SELECT a FROM t1 JOIN t2;
SELECT a FROM t1 GROUP a;
SELECT a FROM t1 ORDER a;
SELECT a FROM t1 LIMIT;
SELECT * FROM t1 t1 t1;
SELECT 1 + * 2;
SELECT CASE WHEN a THEN 1;
SELECT a FROM t1 WHERE a IN ();
SELECT a FROM t1 WHERE a BETWEEN 1;
SELECT CAST(a) FROM t1;
SELECT a::  FROM t1;
SELECT a FROM t1 UNION;
WITH w AS (SELECT 1) ;
WITH SELECT 1;
INSERT t1 VALUES (1);
CREATE TABLE (a int);
CREATE TABLE t91 (a int,);
CREATE TABLE t92 (a nosuchtype(1,2,3) x y);
CREATE TABLE pr_2 PARTITION OF pr FOR VALUES FROM TO (20);
CREATE VIEW AS SELECT 1;
)))));
select from where group by having;
SELECT 1 2;
SELECT $1 $2 $3 FROM;
SELECT 'a' 'b' FROM t1;

-- lexical: bad escapes, bad numbers, stray bytes
SELECT U&'\zzzz' FROM t1;
SELECT U&"\d83d" FROM t1;
SELECT a FROM t1 WHERE a ` 1;
SELECT a FROM t1 WHERE a ? 1 #;
SELECT "" FROM t1;

-- names: unknown, ambiguous, duplicate
SELECT a FROM nosuch;
SELECT nosuch FROM t1;
SELECT t3.a FROM t1;
SELECT a FROM t1 JOIN t2 ON t1.a = t2.a;
SELECT t1.* FROM t2;
SELECT nosuch(a) FROM t1;
SELECT a FROM t1 JOIN t2 USING (nosuch);
SELECT a FROM t1 NATURAL JOIN t2 JOIN t1 USING (b);
WITH w (p, q) AS (SELECT 1) SELECT * FROM w;
SELECT * FROM (SELECT 1) AS s (a, b);
SELECT * FROM v1 WHERE c = 1;
SELECT a FROM t1 ORDER BY 9;
SELECT a FROM t1 GROUP BY 9;

-- types: no operator, bad casts, bad literals
SELECT a FROM t1 WHERE b = 1;
SELECT a FROM t1 WHERE d = 'not a date';
SELECT a FROM t1 WHERE d > 5;
SELECT a + b FROM t1;
SELECT a FROM t1 WHERE a;
SELECT a FROM t1 WHERE b LIKE 3;
SELECT a FROM t1 WHERE a IN ('x', 'y');
SELECT CAST(d AS int) FROM t1;
SELECT CASE WHEN true THEN 1 ELSE 'x' END FROM t1;
SELECT coalesce(a, d) FROM t1;
SELECT date '2020-13-45';
SELECT interval 'forever';
SELECT 1::int4 / 'x';
SELECT a FROM t1 WHERE NOT b;

-- queries: aggregates, grouping, subqueries, set operations
SELECT a FROM t1 WHERE count(*) > 1;
SELECT a, count(*) FROM t1;
SELECT a FROM t1 GROUP BY b;
SELECT sum(sum(a)) FROM t1;
SELECT a FROM t1 WHERE a = (SELECT a, b FROM t1);
SELECT a FROM t1 WHERE a IN (SELECT a, b FROM t2);
SELECT a FROM t1 UNION SELECT a, b FROM t2;
SELECT a FROM t1 UNION SELECT d FROM t1;
SELECT row_number() FROM t1;
SELECT a FROM t1 WHERE row_number() OVER () > 1;
SELECT a FROM t1 HAVING b = 'x';
SELECT a FROM t1 LIMIT 'x';
SELECT * FROM t1, LATERAL (SELECT x.a) s;
SELECT (SELECT t2.a FROM t2 WHERE t2.a = t1.nosuch) FROM t1;

-- DDL: duplicates, bad keys, bad partitions, views
CREATE TABLE t1 (x int);
CREATE TABLE t93 (a int, a int);
CREATE TABLE t94 (a int PRIMARY KEY, PRIMARY KEY (a));
CREATE TABLE t95 (a int, PRIMARY KEY (nosuch));
CREATE TABLE t97 (a int) PARTITION BY RANGE (nosuch);
CREATE TABLE t98 PARTITION OF nosuch FOR VALUES IN (1);
CREATE TABLE t99 PARTITION OF t1 FOR VALUES IN (1);
CREATE TABLE t100 PARTITION OF pr FOR VALUES IN (1);
CREATE TABLE t101 PARTITION OF pr FOR VALUES FROM (5) TO (15);
CREATE TABLE t102 PARTITION OF pr FOR VALUES FROM (30) TO (20);
CREATE TABLE t103 PARTITION OF pr FOR VALUES FROM ('x') TO ('y');
CREATE TABLE t104 PARTITION OF pr FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE ph (k int) PARTITION BY HASH (k); -- ok
CREATE TABLE ph_0 PARTITION OF ph FOR VALUES WITH (MODULUS 0, REMAINDER 0);
CREATE TABLE ph_1 PARTITION OF ph FOR VALUES WITH (MODULUS 2, REMAINDER 5);
CREATE VIEW v1 AS SELECT 1;
CREATE VIEW v105 AS SELECT nosuch FROM t1; -- ok: bound when used
SELECT * FROM v105;
CREATE VIEW v106 (x, y, z) AS SELECT a FROM t1;
SELECT * FROM v106;
DROP TABLE nosuch;
DROP VIEW t1;
ALTER TABLE nosuch ADD PRIMARY KEY (a);

-- nesting beyond the default depth limit (1000) is checked in
-- tests/limits; here, a query that is just deep enough to be odd
SELECT ((((((((((((((((((((((((((((((((a)))))))))))))))))))))))))))))))) FROM t1 WHERE nosuch;
