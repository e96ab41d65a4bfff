-- DROP TYPE / DROP DOMAIN ... CASCADE marked the tables with a column of
-- the type (their queries refused) and left the functions whose
-- signature names the type: PostgreSQL drops the columns (and the views
-- reading them, and the table when the column is in its partition key),
-- the domains over a dropped domain, the functions taking or returning
-- the type (and the views calling them), and the views casting to it.  Each query below
-- reads what is left: the new mv, fv and p1 are no clash, SELECT * has
-- the columns left.  (That the functions are gone, and queries calling
-- them fail as PostgreSQL's do, is in tests/regress/sql/drop_cascade.sql:
-- this harness counts an error of qprop's as a failure.)  Issue 34.
CREATE TYPE e AS ENUM ('a', 'b');
CREATE DOMAIN d AS int;
CREATE DOMAIN d2 AS d;
CREATE TABLE t (a int, x e, y d, z d2, w text);
INSERT INTO t VALUES (1, 'a', 2, 3, 'p'), (2, 'b', 4, 5, 'q');
CREATE FUNCTION f(e) RETURNS int LANGUAGE sql AS 'select 1';
CREATE FUNCTION g(int) RETURNS e LANGUAGE sql AS $$select 'a'::e$$;
CREATE FUNCTION h(int, OUT q e[], OUT r int) LANGUAGE sql AS $$select ARRAY['a'::e], 1$$;
CREATE MATERIALIZED VIEW mv AS SELECT a, x FROM t;
CREATE VIEW fv AS SELECT a, f(x) AS k FROM t;
CREATE VIEW gv AS SELECT a FROM t WHERE g(a) IS NOT NULL;
CREATE VIEW keep AS SELECT a, w FROM t;
CREATE VIEW cv AS SELECT 'b'::e AS x;
CREATE TABLE p (a int, x e) PARTITION BY LIST (x);
CREATE TABLE p1 PARTITION OF p FOR VALUES IN ('a');
DROP TYPE e CASCADE;
DROP DOMAIN d CASCADE;
CREATE MATERIALIZED VIEW mv AS SELECT a, w FROM t;
CREATE VIEW fv AS SELECT w AS k, a FROM t;
CREATE TABLE p1 (b text);
INSERT INTO p1 VALUES ('z');
CREATE DOMAIN d2 AS text;
CREATE VIEW cv AS SELECT w AS x FROM t;

-- query:
SELECT * FROM t;
SELECT * FROM t WHERE a = 2;
SELECT * FROM mv;
SELECT * FROM fv;
SELECT * FROM keep WHERE a = 1;
SELECT * FROM p1;
SELECT * FROM cv;
