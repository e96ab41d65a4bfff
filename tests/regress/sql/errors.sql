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

-- an unterminated string swallows the rest of the file
SELECT 'abc FROM t1;
