-- errors.sql: how the command reports errors and skipped statements.
-- Each bad statement gives `FILE:LINE:COL: error: MESSAGE` (PostgreSQL's
-- wording), then its source line and carets under the token at fault;
-- the next statements are still processed, and the exit status at the
-- end is 1.  Statements qprop does not model give a one-line warning.
-- No query here is valid, so there is no plan: this file pins the
-- error contract (doc/qprop.1, DIAGNOSTICS and EXIT STATUS) only.
CREATE TABLE t1 (a int, b text);
CREATE TABLE t2 (a int, c date);

-- a syntax error
SELEC a FROM t1;

-- an unknown table
SELECT a FROM nosuch;

-- an unknown column, reported on its own line of a longer statement
SELECT a
  FROM t1
 WHERE nosuch = 1;

-- an ambiguous column
SELECT a FROM t1 JOIN t2 ON t1.a = t2.a;

-- no operator for these types
SELECT a FROM t1 WHERE b = 1;

-- a table that already exists
CREATE TABLE t1 (x int);

-- statements that are skipped with a warning
SET search_path = public;
CREATE INDEX t1_a ON t1 (a);

-- inheritance: a type conflict, a partitioned parent, a parent with heirs
-- (DROP ... CASCADE drops them too)
CREATE TABLE inh_p (id int NOT NULL, make text);
CREATE TABLE inh_c (seats int) INHERITS (inh_p);
CREATE TABLE inh_bad1 (id text) INHERITS (inh_p);
CREATE TABLE inh_pt (k int) PARTITION BY LIST (k);
CREATE TABLE inh_bad2 () INHERITS (inh_pt);
DROP TABLE inh_p;
DROP TABLE inh_p CASCADE;
SELECT * FROM inh_c;

-- what an aliased join hides cannot be named (using_natural.sql)
SELECT j.n, a FROM (t1 FULL JOIN t1 AS t2 USING (a)) AS j (n, x, y);
SELECT t1.b FROM (t1 JOIN t1 AS t2 USING (a)) AS j;

-- a derived table's or CTE's repeated output name is ambiguous when named
-- (nested_scopes.sql)
CREATE TABLE dup (f1 int);
SELECT ss.f1 FROM (SELECT i1.f1, i2.f1 FROM dup i1, dup i2) ss;
WITH c AS (SELECT f1, f1 FROM dup) SELECT c.f1 FROM c;

-- PostgreSQL's parse-analysis checks of aggregates, windows, grouping and
-- DISTINCT (issue 15)
CREATE TABLE ga (a int, b int, f1 int);
CREATE TABLE gb (a int, b int);
SELECT count(DISTINCT a) OVER () FROM ga;
SELECT sum(a) OVER (ORDER BY sum(a) OVER ()) FROM ga;
SELECT count(*) OVER w FROM ga WINDOW w AS (PARTITION BY row_number() OVER ());
SELECT sum(count(*)) FROM ga;
SELECT sum(a ORDER BY count(*)) FROM ga;
SELECT sum(row_number() OVER ()) FROM ga;
SELECT count(*) FILTER (WHERE sum(a) > 0) FROM ga;
SELECT count(*) FILTER (WHERE row_number() OVER () > 0) FROM ga;
SELECT sum(a) OVER (ROWS count(*) PRECEDING) FROM ga;
SELECT (SELECT count(*) FROM gb WHERE gb.b = ga.a) FROM ga GROUP BY f1;
SELECT (SELECT max(gb.a) FROM gb GROUP BY ga.a) FROM ga GROUP BY b;
SELECT a FROM ga GROUP BY a HAVING EXISTS (SELECT 1 FROM gb WHERE gb.b = ga.b);
SELECT a FROM ga GROUP BY a ORDER BY (SELECT ga.b);
SELECT (SELECT sum(ga.a)) FROM ga GROUP BY b;
SELECT DISTINCT a FROM ga ORDER BY f1;
SELECT DISTINCT a FROM ga ORDER BY a + 1;
SELECT DISTINCT ON (a) b FROM ga ORDER BY b;
SELECT DISTINCT ON (a, b) f1 FROM ga ORDER BY b, f1, a;

-- arrays and rows: PostgreSQL's errors; array operators are not
-- modelled yet
CREATE TABLE arr_t (a int, tags text[], nums int[]);
SELECT '{1,,2}'::int[] FROM arr_t;
SELECT '{{1,2},{3}}'::int[] FROM arr_t;
SELECT '{1,2}x'::int[] FROM arr_t;
SELECT '{1.5}'::int[] FROM arr_t;
SELECT a FROM arr_t WHERE a = ANY ('{1,x}');
SELECT a FROM arr_t WHERE a = ANY (5);
SELECT a FROM arr_t WHERE a = ANY (tags);
SELECT ARRAY[] FROM arr_t;
SELECT ARRAY[1, 'x'::text] FROM arr_t;
SELECT a FROM arr_t WHERE (a, a) = (1, 2, 3);
SELECT a FROM arr_t WHERE (a, (a, a)) < (1, (2, 3));
SELECT a FROM arr_t WHERE a::int[] IS NULL;
SELECT a FROM arr_t WHERE nums && ARRAY[1];
SELECT a[1] FROM arr_t;
SELECT nums['x'] FROM arr_t;
SELECT nums[1][1][1][1][1][1][1] FROM arr_t;

-- enums: a label the type does not declare, labels of another enum,
-- ALTER TYPE ... ADD VALUE of a label that exists or beside one that
-- does not
CREATE TYPE err_mood AS ENUM ('sad', 'ok', 'happy');
CREATE TYPE err_size AS ENUM ('s', 'm', 'l');
CREATE TABLE err_en (id int, m err_mood, z err_size) PARTITION BY LIST (m);
CREATE TABLE err_en_bad PARTITION OF err_en FOR VALUES IN ('glad');
SELECT id FROM err_en WHERE m = 'glad';
SELECT id FROM err_en WHERE m < 'Happy'::err_mood;
SELECT id FROM err_en WHERE m = z;
SELECT id FROM err_en WHERE m = 'ok'::text;
ALTER TYPE err_mood ADD VALUE 'ok';
ALTER TYPE err_mood ADD VALUE 'meh' BEFORE 'glad';
ALTER TYPE err_nosuch ADD VALUE 'x';

-- partition bounds written as expressions: PostgreSQL's errors when it
-- evaluates them, and an operation qprop does not compute
CREATE TABLE err_pb (a int, b text) PARTITION BY LIST (a);
CREATE TABLE err_pb1 PARTITION OF err_pb FOR VALUES IN (2147483647 + 1);
CREATE TABLE err_pb2 PARTITION OF err_pb FOR VALUES IN (1 / 0);
CREATE TABLE err_pb3 PARTITION OF err_pb FOR VALUES IN (1.5 * 2);

-- partition key expressions PostgreSQL refuses (an aggregate, a
-- constant, a stable function, a primary key) or qprop cannot judge (a
-- user's function, whose volatility it does not know)
CREATE TABLE err_pk1 (a int) PARTITION BY RANGE ((avg(a)));
CREATE TABLE err_pk2 (a int) PARTITION BY RANGE ((42));
CREATE TABLE err_pk3 (a int, ts timestamptz) PARTITION BY RANGE (date_trunc('month', ts));
CREATE TABLE err_pk4 (a int PRIMARY KEY) PARTITION BY RANGE ((a + 1));
CREATE TABLE err_pk5 (a int) PARTITION BY RANGE ((z + 1));
CREATE TABLE err_pk6 (a int) PARTITION BY RANGE (my_func(a));

-- an unterminated string swallows the rest of the file
SELECT 'abc FROM t1;
