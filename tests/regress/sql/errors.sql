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
SET work_mem = '64MB';
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

-- arrays and rows: PostgreSQL's errors
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

-- literals PostgreSQL's scanner rejects (literals.sql has the good ones)
SELECT B'102';
SELECT X'1G';
SELECT U&'\0000';
SELECT U&'\DC00';
SELECT U&'\12';
SELECT U&'x' UESCAPE 'a';
SELECT U&'x' UESCAPE;
-- a comment after UESCAPE runs to its newline: no string follows (found
-- by fuzz_parser, which read past the token)
SELECT U&'x' UESCAPE-- 'i'
;
SELECT 'a' 'b';

-- set-returning functions in FROM: PostgreSQL's checks (issue 17)
SELECT * FROM jsonb_to_recordset('[]');
SELECT * FROM generate_series(1, 3) AS g(a int);
SELECT * FROM jsonb_to_recordset('[]') WITH ORDINALITY AS r(a int);
SELECT * FROM generate_series('1', '3');
SELECT * FROM generate_series(1, 3) AS g(a, b);
SELECT * FROM unnest(1);
SELECT * FROM generate_series(1, sum(1));
SELECT * FROM generate_series(1.5::float8, 3);
SELECT * FROM ga, generate_series(1, 3) WHERE generate_series(1, 2) > 1;
SELECT * FROM pg_get_keywords() AS k (a int);
SELECT * FROM ga FULL JOIN generate_series(1, ga.a) g ON true;
SELECT CASE WHEN true THEN generate_series(1, 2) END;
SELECT a, count(generate_series(1, 2)) FROM ga GROUP BY a;
SELECT (jsonb_each('{"a": 1}')).nokey;

-- WITH RECURSIVE: PostgreSQL's checks of a recursive query (issue 17)
WITH RECURSIVE r(n) AS (SELECT n FROM r) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 INTERSECT SELECT n + 1 FROM r) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 FROM r UNION ALL SELECT 2) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT r.n FROM r, r r2) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT ga.a FROM ga
    WHERE EXISTS (SELECT 1 FROM r WHERE r.n = ga.a)) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT ga.a FROM ga
    LEFT JOIN r ON r.n = ga.a) SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT count(*)::int FROM r)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r ORDER BY 1)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r LIMIT 3)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1.5 FROM r)
SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1::money UNION SELECT n + 1::money FROM r)
SELECT * FROM r;
WITH RECURSIVE x AS (SELECT * FROM y), y AS (SELECT * FROM x) SELECT * FROM x;
WITH r(n) AS (SELECT 1) SEARCH DEPTH FIRST BY n SET o SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)
    CYCLE m SET c USING p SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)
    SEARCH DEPTH FIRST BY n SET n SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)
    CYCLE n SET c USING c SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)
    SEARCH DEPTH FIRST BY n SET c CYCLE n SET c USING p SELECT * FROM r;
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL
    SELECT s.n + 1 FROM (SELECT n FROM r) s WHERE s.n < 3)
    CYCLE n SET c USING p SELECT * FROM r;

-- ORDER BY ... USING other than < and >; locking clauses PostgreSQL rejects
CREATE TABLE lk (id integer PRIMARY KEY, v integer);
CREATE TABLE lk2 (id integer, w integer);
SELECT id FROM lk ORDER BY id USING ~<~;
SELECT id FROM lk ORDER BY id USING =;
CREATE TABLE lkp (p point);
SELECT p FROM lkp ORDER BY p USING <;
SELECT DISTINCT id FROM lk FOR UPDATE;
SELECT count(*) FROM lk FOR SHARE;
SELECT v FROM lk GROUP BY v FOR UPDATE;
SELECT id, row_number() OVER () FROM lk FOR KEY SHARE;
SELECT id FROM lk UNION SELECT id FROM lk2 FOR UPDATE;
SELECT * FROM lk FOR UPDATE OF zz;
SELECT * FROM lk FOR UPDATE OF public.lk;
SELECT * FROM lk LEFT JOIN lk2 ON lk2.id = lk.id FOR UPDATE;
SELECT * FROM lk LEFT JOIN lk2 ON lk2.id = lk.id FOR UPDATE OF lk2;
WITH w AS (SELECT * FROM lk) SELECT * FROM w FOR UPDATE OF w;
VALUES (1) FOR UPDATE;
SELECT * FROM (SELECT * FROM lk) s FOR UPDATE;
-- TABLESAMPLE on a WITH item; methods and arguments qprop does not model
WITH w AS (SELECT * FROM lk) SELECT * FROM w TABLESAMPLE BERNOULLI (5);
SELECT * FROM lk TABLESAMPLE system_rows (5);
SELECT * FROM lk TABLESAMPLE BERNOULLI (5, 6);
SELECT * FROM lk TABLESAMPLE BERNOULLI (lk.v);
-- RETURNING and ON CONFLICT that PostgreSQL rejects or qprop does not model
INSERT INTO lk VALUES (1, 2) ON CONFLICT DO UPDATE SET v = 3;
INSERT INTO lk VALUES (1, 2) ON CONFLICT (nope) DO NOTHING;
INSERT INTO lk VALUES (1, 2) ON CONFLICT (id) DO UPDATE SET nope = 1;
INSERT INTO lk VALUES (1, 2) RETURNING count(*);
INSERT INTO lk VALUES (1, 2) RETURNING nope;
UPDATE lk SET v = 1 RETURNING sum(v);
DELETE FROM lk RETURNING (SELECT max(w) FROM lk2);
INSERT INTO lk VALUES (1, 2) RETURNING (SELECT 1);
-- data-modifying WITH items PostgreSQL rejects
SELECT * FROM (WITH d AS (DELETE FROM lk RETURNING id) SELECT * FROM d) s;
WITH d AS (DELETE FROM lk) SELECT * FROM d;
WITH x AS (WITH d AS (DELETE FROM lk RETURNING id) SELECT * FROM d)
SELECT * FROM x;
-- a table with rules is not written: its rules may rewrite the statement
CREATE TABLE ruled (a integer);
CREATE RULE ruled_ins AS ON INSERT TO ruled DO INSTEAD NOTHING;
CREATE OR REPLACE RULE ruled_ins AS ON INSERT TO ruled DO ALSO NOTHING;
CREATE RULE ruled_del AS ON DELETE TO ONLY public.ruled DO INSTEAD NOTHING;
INSERT INTO ruled VALUES (1);
DROP RULE ruled_ins ON ruled;
WITH t AS (DELETE FROM ruled RETURNING a) SELECT * FROM t;
-- an ON SELECT rule makes a table a view of the rule's query (pg_dump's
-- circular views up to PostgreSQL 15), or gives a view another query (OR
-- REPLACE): read as the table, it had system columns PostgreSQL refuses
-- (rules.sql: SELECT xmin, * FROM rules_fooview), and constraints that no
-- longer hold: refused where read; PostgreSQL refuses it on a partitioned
-- table, which stays readable
CREATE TABLE ruled_sel (x integer NOT NULL CHECK (x > 0), y text);
CREATE RULE "_RETURN" AS ON SELECT TO ruled_sel DO INSTEAD
  SELECT -1 AS x, 'aaa'::text AS y;
SELECT xmin, * FROM ruled_sel;
SELECT * FROM ruled_sel WHERE x < 0;
CREATE VIEW ruled_v AS SELECT 1 AS x;
CREATE OR REPLACE RULE "_RETURN" AS ON SELECT TO ruled_v DO INSTEAD
  SELECT 2 AS x;
SELECT x FROM ruled_v;
CREATE TABLE ruled_p (x integer) PARTITION BY LIST (x);
CREATE RULE "_RETURN" AS ON SELECT TO ruled_p DO INSTEAD SELECT 1 AS x;
SELECT x FROM ruled_p;
-- a FOREIGN KEY's columns and those of ON DELETE SET NULL|DEFAULT (cols)
-- must exist, the latter among the key's, and ON UPDATE takes no column
-- list: PostgreSQL refuses each CREATE TABLE, so that the table made next
-- under that name is the one later queries read (foreign_key.sql: qprop
-- kept the first, and printed a column PostgreSQL's table does not have)
CREATE TABLE fk_pk (tid int, id int, PRIMARY KEY (tid, id));
CREATE TABLE fk_t (tid int, id int, foo int, FOREIGN KEY (tid, id) REFERENCES fk_pk ON DELETE SET NULL (bar));
CREATE TABLE fk_t (tid int, id int, foo int, FOREIGN KEY (tid, id) REFERENCES fk_pk ON DELETE SET NULL (foo));
CREATE TABLE fk_t (tid int, id int, foo int, FOREIGN KEY (tid, foo) REFERENCES fk_pk ON UPDATE SET NULL (foo));
CREATE TABLE fk_t (tid int, id int, foo int, FOREIGN KEY (tid, nosuch) REFERENCES fk_pk);
CREATE TABLE fk_t (tid int, id int, fk int, FOREIGN KEY (tid, fk) REFERENCES fk_pk ON DELETE SET DEFAULT (fk, fk) ON UPDATE CASCADE);
SELECT * FROM fk_t;
-- CREATE TEMP TABLE ... ON COMMIT DROP: the table goes when its
-- transaction commits (at once outside a block), with what depends on
-- it; qprop kept it, and read it where PostgreSQL reads nothing or the
-- table it had hidden (temp.sql:94); ON COMMIT needs a temporary table
CREATE TABLE oc_t (a integer, b text);
BEGIN;
CREATE TEMP TABLE oc_t (a integer PRIMARY KEY, c text) ON COMMIT DROP;
CREATE VIEW oc_v AS SELECT a FROM oc_t;
SELECT a, c FROM oc_t GROUP BY a;
COMMIT;
SELECT a, c FROM oc_t GROUP BY a;
SELECT a FROM oc_v;
CREATE TEMP TABLE oc_u (x) ON COMMIT DROP AS SELECT 1;
SELECT x FROM oc_u;
BEGIN;
CREATE TEMP TABLE oc_u (x integer) ON COMMIT DROP;
ROLLBACK;
SELECT x FROM oc_u;
CREATE TABLE oc_w (x integer) ON COMMIT DELETE ROWS;
-- MERGE is not modelled: an error, with or without WITH, never skipped
MERGE INTO lk USING lk2 ON lk.id = lk2.id WHEN MATCHED THEN DELETE;
WITH s AS (SELECT * FROM lk2) MERGE INTO lk USING s ON lk.id = s.id
WHEN NOT MATCHED THEN INSERT VALUES (s.id, s.w);
EXPLAIN (COSTS OFF) MERGE INTO lk USING lk2 ON lk.id = lk2.id
WHEN MATCHED THEN DELETE;

-- schemas and search_path (issue 16): a qualified name in another schema
-- is not found, an unqualified one only along the path; an empty path
-- has no schema to create in
CREATE SCHEMA er_s;
CREATE TABLE er_s.er_t (a int);
SELECT a FROM nosuch.er_t;
SELECT a FROM er_t;
SELECT a FROM public.er_t;
CREATE TABLE er_nosuch.er_u (a int);
CREATE TEMP TABLE er_s.er_tmp (a int);
SELECT pg_catalog.set_config('search_path', '', false);
CREATE TABLE er_v (a int);
RESET search_path;
CREATE SCHEMA er_s;
DROP SCHEMA er_s;
DROP SCHEMA er_nosuch;
-- transactions: savepoints exist only inside a block
ROLLBACK TO SAVEPOINT er_none;
BEGIN;
SAVEPOINT er_sp;
RELEASE er_sp;
ROLLBACK TO er_sp;
COMMIT;
-- CREATE TABLE AS: more names than columns; REFRESH of a table
CREATE TABLE er_ctas (x, y) AS SELECT 1 AS a;
REFRESH MATERIALIZED VIEW er_s.er_t;

-- locking clauses in a recursive WITH item, as PostgreSQL refuses them
CREATE TABLE rl_t (a int);
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM x FOR UPDATE) SELECT * FROM x;
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT a FROM rl_t FOR UPDATE) SELECT * FROM x;
WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL (SELECT n+1 FROM x FOR UPDATE)) SELECT * FROM x;
WITH RECURSIVE x(n) AS ((SELECT 1 FOR SHARE) UNION ALL SELECT n+1 FROM x) SELECT * FROM x;

-- functions and operators that do not exist, or that PostgreSQL's
-- resolution cannot choose among, in PostgreSQL's words (issue 17)
CREATE TABLE fc (i int, t text, j jsonb, p point);
CREATE FUNCTION fc_f(a int, b text) RETURNS int AS 'select 1' LANGUAGE sql;
SELECT nosuch(i, 'x') FROM fc;
SELECT fc_f(t, i) FROM fc;
SELECT public.nosuch(i) FROM fc;
SELECT pg_catalog.fc_f(i, t) FROM fc;
SELECT j ->> p FROM fc;
SELECT -p FROM fc;
SELECT 'a' <-> 'b';
SELECT percentile_cont(t) WITHIN GROUP (ORDER BY i) FROM fc;
SELECT mode() FROM fc;
SELECT tag_nosuch() WITHIN GROUP (ORDER BY i) FROM fc;
SELECT i::jsonb, j::point FROM fc;
SELECT p::inet FROM fc;

-- system columns are a base table's: not a derived table's, and
-- ambiguous unqualified between two tables
SELECT x.tableoid FROM (SELECT 1) x;
SELECT ctid FROM (SELECT 1 AS a) s;
SELECT tableoid FROM t1, t2;

-- composite values: an unknown field, a field of a scalar, of a record
-- (positions at the value, as PostgreSQL gives them)
CREATE TYPE er_address AS (street text, city text);
CREATE TABLE er_cust (id int, addr er_address);
SELECT (c.addr).nosuch FROM er_cust c;
SELECT (c.id).x FROM er_cust c;
SELECT (c).nosuch FROM er_cust c;
SELECT (ROW(1, 2)).x;
CREATE TYPE er_dup AS (a int, a text);
-- a whole row in INSERT, UPDATE or DELETE (its SQL reads the target
-- through a derived table, whose row is not the table's)
UPDATE er_cust SET id = 1 WHERE er_cust IS NULL;
DELETE FROM er_cust RETURNING er_cust;

-- recursive terms: the reference under INTERSECT ALL, on the right of
-- EXCEPT, and under an aggregate of its own query level
WITH RECURSIVE o(x) AS (SELECT 1 UNION (SELECT 2 INTERSECT ALL SELECT * FROM o))
SELECT * FROM o;
WITH RECURSIVE o(x) AS (SELECT 1 UNION (SELECT 2 EXCEPT SELECT * FROM o))
SELECT * FROM o;
WITH RECURSIVE w(n) AS (SELECT 1 UNION ALL SELECT max(n) + 1 FROM w)
SELECT * FROM w;

-- a data-modifying item of WITH RECURSIVE may not read itself
WITH RECURSIVE t1 AS (INSERT INTO t1 SELECT * FROM t1 RETURNING *) SELECT 1;

-- CREATE EXTENSION of one already created, into a schema that does not
-- exist
CREATE EXTENSION ltree;
CREATE EXTENSION ltree;
CREATE EXTENSION hstore WITH SCHEMA nowhere;

-- operators PostgreSQL does not have (resolve_oracle.sh): json has no
-- =, point no <, floating point no %, date + bigint is not date + int;
-- + on a boolean, - on an untyped literal (not unique), text || int[]
CREATE TABLE opx (j json, p point, r real, n numeric, d date, b bigint,
                  ia int[], t text, ok bool);
SELECT * FROM opx WHERE j = '{}';
SELECT * FROM opx WHERE p < NULL;
SELECT r % n FROM opx;
SELECT d + b FROM opx;
SELECT + ok FROM opx;
SELECT - '1';
SELECT t || ia FROM opx;
-- trunc of an untyped NULL is not unique (float8, numeric, macaddr);
-- regclass(bigint) is no function and no cast that a call makes
SELECT trunc(NULL);
SELECT regclass(b) FROM opx;
-- a point is a fixed-length array: no slices
SELECT p[0:1] FROM opx;
-- literals of forms qprop does not read, kept as written (issue 34): two-digit
-- year, a day of the week, ISO 8601 intervals (the current time, time 'now',
-- is kept as written too, but differs from run to run)
SELECT date 'Jan 1 20';
SELECT date 'Wed Jan 1 2020';
SELECT interval 'PT0.5S';
-- casts pg_cast does not have
SELECT ok::bigint FROM opx;
SELECT d::time FROM opx;

-- an ALTER TABLE qprop skips that changes the table's columns, name,
-- parents or constraints (here DROP IDENTITY, which may drop a NOT NULL;
-- alter_table.sql has the actions qprop models) leaves what qprop
-- knows of it stale: queries that read or write it are refused, with its
-- partitions and children (not with ONLY); other ALTERs (ADD CONSTRAINT,
-- SET DEFAULT, OWNER TO) change nothing qprop reads, and a rolled-back
-- one is undone
CREATE TABLE alt_p (a int, b int) PARTITION BY RANGE (a);
CREATE TABLE alt_p1 PARTITION OF alt_p FOR VALUES FROM (0) TO (10);
CREATE TABLE alt_q (a int, b int);
CREATE TABLE alt_r (x int);
ALTER TABLE alt_q ADD CONSTRAINT alt_q_b CHECK (b > 0), ALTER COLUMN a SET DEFAULT 1;
ALTER TABLE alt_q OWNER TO nobody;
SELECT * FROM alt_q;
BEGIN;
ALTER TABLE alt_r ADD COLUMN y int;
ROLLBACK;
SELECT * FROM alt_r;
ALTER TABLE alt_p ALTER COLUMN b DROP IDENTITY IF EXISTS;
SELECT * FROM alt_p1;
INSERT INTO alt_p VALUES (1, 2);
ALTER TABLE ONLY alt_q ALTER COLUMN b DROP IDENTITY IF EXISTS;
SELECT a FROM alt_q;

-- grouping sets over two select-list items of one expression: PostgreSQL
-- groups them as two keys, NULL apart (groupingsets.sql:146)
SELECT g AS alias1, g AS alias2 FROM generate_series(1, 3) g GROUP BY alias1, ROLLUP (alias2);
-- interval input PostgreSQL refuses: a fraction of a second and
-- milliseconds, a time and microseconds, "ago" of the least value
-- (interval.sql:186, 510)
SELECT '5.5 seconds 3 milliseconds'::interval;
SELECT '1:20:05 5 microseconds'::interval;
SELECT interval '-2147483648 months ago';
SELECT interval '-2147483648 days ago';

-- a security barrier view, expanded, would no longer keep the caller's
-- leaky filters above its own (select_views.sql)
CREATE TABLE sb_cust (cid int, name text, passwd text);
CREATE VIEW sb_mine WITH (security_barrier) AS SELECT * FROM sb_cust WHERE name = current_user;
CREATE VIEW sb_off WITH (security_barrier = false) AS SELECT * FROM sb_cust WHERE name = current_user;
SELECT * FROM sb_mine WHERE passwd LIKE 'a%';
SELECT * FROM sb_off WHERE passwd LIKE 'a%';

-- a view read as another role than the one that made it: PostgreSQL
-- reads its relations with its owner's privileges (select_views.sql,
-- updatable_views.sql); WITH (security_invoker) reads them as the caller
CREATE VIEW sb_inv WITH (security_invoker) AS SELECT cid FROM sb_cust;
SET SESSION AUTHORIZATION regress_alice;
SELECT * FROM sb_off;
SELECT * FROM sb_inv;
BEGIN;
SET LOCAL ROLE regress_bob;
COMMIT;
RESET SESSION AUTHORIZATION;
SELECT cid FROM sb_off;

-- JOIN ... USING over an integer and an oid column: PostgreSQL merges
-- them in oid (the preferred type of their category); qprop does not
-- know that common type, and read the left column (integer), which
-- prints -1 where PostgreSQL prints 4294967295: refused
CREATE TABLE ju_int (x int, v text);
CREATE TABLE ju_oid (x oid, w text);
SELECT x, v, w FROM ju_int JOIN ju_oid USING (x);

-- GROUPING() takes grouping keys of its own query level only: not an
-- ungrouped column, nor anything in a query without GROUP BY
-- (PostgreSQL's groupingsets.sql: a subquery's grouping(a, b))
CREATE TABLE gk (a int, b int);
SELECT a, grouping(b) FROM gk GROUP BY a;
SELECT (SELECT grouping(a, b) FROM gk g2) FROM gk GROUP BY a, b;
SELECT a, b, grouping(a, b) FROM gk GROUP BY ROLLUP (a, b);

-- aggregate calls PostgreSQL's parser refuses (aggregates.sql): with
-- DISTINCT, every ORDER BY key is an argument as written (the implicit
-- cast to string_agg's text does not count, an explicit one does);
-- WITHIN GROUP with an ordered-set aggregate only, and always with one;
-- a hypothetical-set aggregate's direct arguments pair with its sort
-- keys in number and type, and are computed per group.  The last three
-- are accepted, as PostgreSQL accepts them
CREATE TABLE ag (a int, b int, f varchar, x text);
SELECT array_agg(DISTINCT a ORDER BY b) FROM ag;
SELECT array_agg(DISTINCT a::bigint ORDER BY a) FROM ag;
SELECT string_agg(DISTINCT f::text, ',' ORDER BY f) FROM ag;
SELECT string_agg(DISTINCT f, ',' ORDER BY f::text) FROM ag;
SELECT sum() WITHIN GROUP (ORDER BY a::float8) FROM ag;
SELECT percentile_cont(a, a) FROM ag;
SELECT rank(3) WITHIN GROUP (ORDER BY x) FROM ag;
SELECT rank(3) WITHIN GROUP (ORDER BY a, b) FROM ag;
SELECT rank(a) WITHIN GROUP (ORDER BY a) FROM ag;
SELECT string_agg(DISTINCT f, ',' ORDER BY f) FROM ag;
SELECT rank('3') WITHIN GROUP (ORDER BY a) FROM ag;
SELECT a, rank(a) WITHIN GROUP (ORDER BY b) FROM ag GROUP BY a;

-- restrict_nonsystem_relation_kind = 'view' (PostgreSQL 15.8 on): a view
-- of the input's own may not be read (create_view.sql:810); SET LOCAL
-- ends with the transaction, RESET ends it
CREATE TABLE rv_tbl (a int);
CREATE VIEW rv AS SELECT a FROM rv_tbl;
SET restrict_nonsystem_relation_kind TO 'view';
SELECT a FROM rv WHERE a > 0;
SELECT a FROM rv_tbl;
RESET restrict_nonsystem_relation_kind;
BEGIN;
SET LOCAL restrict_nonsystem_relation_kind = view, 'foreign-table';
SELECT a FROM rv;
COMMIT;
SELECT a FROM rv;

-- FOR SHARE / FOR UPDATE of a materialized view: PostgreSQL's error
-- (matview.sql:99)
CREATE TABLE mvl_t (a integer);
CREATE MATERIALIZED VIEW mvl_v AS SELECT a FROM mvl_t;
SELECT * FROM mvl_v FOR SHARE;
SELECT * FROM mvl_t, mvl_v FOR UPDATE OF mvl_t;
SELECT * FROM mvl_t, mvl_v FOR UPDATE OF mvl_v;

-- two implicit collations meet where PostgreSQL must compare (a
-- comparison, ORDER BY, GROUP BY, a set operation without ALL or sorted,
-- IN, an aggregate's ORDER BY): "collation mismatch" (collate.sql,
-- collate.icu.utf8.sql); the default gives way to the other; COLLATION
-- FOR a type without collations
CREATE TABLE co_1 (a integer, b text COLLATE "C");
CREATE TABLE co_2 (a integer, b text COLLATE "POSIX", c varchar(5));
SELECT a, b FROM co_1 UNION SELECT a, b FROM co_2;
SELECT a, b FROM co_1 UNION ALL SELECT a, b FROM co_2 ORDER BY 2;
SELECT a, b FROM co_1 UNION ALL SELECT a, b FROM co_2;
SELECT x.b < y.b FROM co_1 x, co_2 y;
SELECT x.b || y.b FROM co_1 x, co_2 y;
SELECT x.b, y.b FROM co_1 x, co_2 y ORDER BY x.b || y.b;
SELECT array_agg(x.a ORDER BY x.b || y.b) FROM co_1 x, co_2 y;
SELECT * FROM co_1 WHERE b IN (SELECT b FROM co_2);
SELECT * FROM co_1 x JOIN co_2 y ON x.b = y.c WHERE x.b < 'm';
SELECT collation for (a) FROM co_1;
SELECT collation for (b) FROM co_1;

-- PREPARE TRANSACTION ends the block: its changes are seen once COMMIT
-- PREPARED runs, or never (and PREPARE fails, rolling back, where
-- max_prepared_transactions is 0, the default); qprop kept them
-- (prepared_xacts.sql:130 read a table PostgreSQL did not have).  After
-- COMMIT PREPARED of such a block qprop refuses the user's relations
-- (last: the statements after it would be refused)
BEGIN;
CREATE TABLE px_t (a integer);
PREPARE TRANSACTION 'px1';
SELECT * FROM px_t;
CREATE TABLE px_u (a integer);
BEGIN;
DROP TABLE px_u;
CREATE TABLE px_u (b text);
PREPARE TRANSACTION 'px2';
SELECT * FROM px_u;
ROLLBACK PREPARED 'px1';
SELECT * FROM px_u;
COMMIT PREPARED 'px2';
SELECT * FROM px_u;
SELECT relname FROM pg_class WHERE relname = 'px_u';

-- an unterminated string swallows the rest of the file
SELECT 'abc FROM t1;
