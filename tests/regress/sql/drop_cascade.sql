-- drop_cascade.sql: what a DROP takes with it, as PostgreSQL's pg_depend
-- records it.  A view or materialized view depends on the relations,
-- columns and functions its query reads (found by binding it when it is
-- created); a table inheriting from one and a partition depend on it.
-- Without CASCADE a DROP with dependents is PostgreSQL's error (each
-- message and DETAIL checked on PostgreSQL 15); with it they go too.
-- Also CREATE OR REPLACE VIEW: the query given twice, as pg_dump writes
-- a view whose GROUP BY relies on a primary key, is the second one.
CREATE TABLE t (a int, b int);
CREATE VIEW v AS SELECT a FROM t;
CREATE VIEW v2 AS SELECT * FROM v;
CREATE MATERIALIZED VIEW mv AS SELECT a FROM t;
CREATE TABLE c () INHERITS (t);
CREATE TABLE p (a int) PARTITION BY RANGE (a);
CREATE TABLE p1 PARTITION OF p FOR VALUES FROM (1) TO (10);
CREATE VIEW pv AS SELECT * FROM p1;
DROP TABLE t;
DROP VIEW v;
DROP TABLE p;
DROP TABLE t CASCADE;
-- each went with t: a new mv is no clash, and reads the new t
SELECT * FROM v;
CREATE TABLE t (a int, b int);
CREATE MATERIALIZED VIEW mv AS SELECT a, b FROM t;
SELECT * FROM mv;
-- views named together are no dependents of each other
CREATE VIEW w1 AS SELECT a FROM t;
CREATE VIEW w2 AS SELECT a FROM w1;
DROP VIEW w2, w1;
DROP TABLE p CASCADE;
SELECT * FROM pv;

-- DROP COLUMN: the views reading the column, not those reading others
-- nor the whole row
CREATE TABLE u (a int, b int, c int);
CREATE VIEW ua AS SELECT a FROM u;
CREATE VIEW ub AS SELECT b FROM u;
CREATE VIEW uw AS SELECT x FROM u AS x;
CREATE VIEW uua AS SELECT * FROM ua;
ALTER TABLE u DROP COLUMN b;
ALTER TABLE u DROP COLUMN b CASCADE;
SELECT * FROM ub;
ALTER TABLE u DROP COLUMN c;
SELECT * FROM uua WHERE a = 1;
SELECT * FROM uw;

-- DROP FUNCTION: the views calling it
CREATE FUNCTION h(int) RETURNS int LANGUAGE sql AS 'select 1';
CREATE VIEW hv AS SELECT h(a) FROM u;
DROP FUNCTION h(int);
DROP FUNCTION h(int) CASCADE;
SELECT * FROM hv;

-- DROP SCHEMA CASCADE: a view elsewhere reading its table
CREATE SCHEMA s;
CREATE TABLE s.t (a int);
CREATE VIEW pubv AS SELECT * FROM s.t;
DROP SCHEMA s CASCADE;
SELECT * FROM pubv;

-- CREATE OR REPLACE VIEW keeps the columns as they were
CREATE VIEW r AS SELECT 1 AS x, 2 AS y;
CREATE OR REPLACE VIEW r AS SELECT 1 AS x;
CREATE OR REPLACE VIEW r AS SELECT 1 AS z, 2 AS y;
CREATE OR REPLACE VIEW r AS SELECT 1::bigint AS x, 2 AS y;
CREATE VIEW r2 (a, b, c) AS SELECT 1 AS x, 2 AS y;

-- pg_dump's view written twice: first a placeholder of its columns,
-- then, after the table and its primary key, the query
CREATE VIEW dv AS SELECT NULL::integer AS id, NULL::bigint AS n;
CREATE TABLE dt (id integer NOT NULL, x integer);
ALTER TABLE ONLY dt ADD CONSTRAINT dt_pkey PRIMARY KEY (id);
CREATE OR REPLACE VIEW dv AS SELECT dt.id, count(*) AS n FROM dt GROUP BY dt.id;
SELECT * FROM dv WHERE id = 1;
-- the view reading the placeholder reads the query
CREATE VIEW dv0 AS SELECT NULL::integer AS id;
CREATE VIEW dvw AS SELECT id FROM dv0;
CREATE OR REPLACE VIEW dv0 AS SELECT dt.id FROM dt;
SELECT * FROM dvw;
DROP TABLE dt;

-- DROP TYPE takes enums, composites and domains; without CASCADE
-- PostgreSQL's error names what depends on it (a column of it or of an
-- array of it, a view reading such a column), with CASCADE those columns
-- go as DROP COLUMN ... CASCADE drops them, and the name is free again
CREATE TYPE dt_e AS ENUM ('a', 'b');
CREATE TYPE dt_c AS (x int, y text);
CREATE DOMAIN dt_d AS int;
CREATE TABLE dt_t (a int, e dt_e[], c dt_c, d dt_d);
CREATE TABLE dt_u (a int, e dt_e);
CREATE TABLE dt_v (a int);
DROP TYPE dt_c;
DROP TYPE dt_d;
DROP TYPE IF EXISTS dt_nope;
DROP TYPE dt_e CASCADE;
SELECT * FROM dt_t;
SELECT a FROM dt_u;
SELECT a FROM dt_v;
CREATE TYPE dt_e AS ENUM ('z');
-- (a table of its own: the round trip runs every query after the whole
-- file, dt_t's as it is above)
CREATE DOMAIN dt_d3 AS int;
CREATE TYPE dt_c3 AS (x int);
CREATE TABLE dt_w (a int, c dt_c3, d dt_d3);
DROP TYPE dt_d3, dt_c3;
DROP TYPE dt_d3, dt_c3 CASCADE;
SELECT * FROM dt_w;

-- DROP TYPE ... CASCADE: the functions whose arguments or result name
-- the type go, with the views calling them; a domain over a dropped
-- domain goes with its columns; a column in a partition key takes its
-- table; a view reading a dropped column goes, one reading the others
-- stays
CREATE TYPE ft_e AS ENUM ('a', 'b');
CREATE DOMAIN ft_d AS int;
CREATE DOMAIN ft_d2 AS ft_d;
CREATE TABLE ft_t (a int, x ft_e, y ft_d, z ft_d2);
CREATE FUNCTION ft_f(ft_e) RETURNS int LANGUAGE sql AS 'select 1';
CREATE FUNCTION ft_g(int) RETURNS ft_e LANGUAGE sql AS $$select 'a'::ft_e$$;
CREATE FUNCTION ft_h(int, OUT q ft_e[], OUT r int) LANGUAGE sql AS $$select ARRAY['a'::ft_e], 1$$;
CREATE FUNCTION ft_k(int) RETURNS int LANGUAGE sql AS 'select 2';
CREATE VIEW ft_vf AS SELECT ft_f(x) AS f FROM ft_t;
CREATE VIEW ft_vg AS SELECT a FROM ft_t WHERE ft_g(a) IS NOT NULL;
CREATE VIEW ft_vx AS SELECT a, x FROM ft_t;
CREATE VIEW ft_va AS SELECT a, ft_k(a) AS k FROM ft_t;
CREATE TABLE ft_p (a int, x ft_e) PARTITION BY LIST (x);
CREATE TABLE ft_p1 PARTITION OF ft_p FOR VALUES IN ('a');
DROP TYPE ft_e;
DROP DOMAIN ft_d;
DROP TYPE ft_e CASCADE;
DROP DOMAIN ft_d CASCADE;
SELECT * FROM ft_t;
SELECT * FROM ft_va;
SELECT ft_f(NULL);
SELECT ft_g(1);
SELECT * FROM ft_h(1);
SELECT * FROM ft_vf;
SELECT * FROM ft_vx;
SELECT * FROM ft_p1;
CREATE DOMAIN ft_d2 AS text;

-- ALTER TABLE DROP CONSTRAINT of a primary key: a view grouping by it
-- and reading a column functionally dependent on it depends on it
-- (PostgreSQL's error without CASCADE; with it the view goes, with the
-- views reading it), one reading the key alone does not; a partition's
-- key is its parent's; a name given in CREATE TABLE or ADD CONSTRAINT
-- is the key's; another name is a constraint qprop does not model
CREATE TABLE pk_t (id int PRIMARY KEY, x int);
CREATE TABLE pk_n (id int, x int, CONSTRAINT pk_named PRIMARY KEY (id));
CREATE TABLE pk_a (id int NOT NULL, x int);
ALTER TABLE ONLY pk_a ADD CONSTRAINT pk_a_key PRIMARY KEY (id);
CREATE VIEW pk_v AS SELECT id, x, count(*) AS n FROM pk_t GROUP BY id;
CREATE VIEW pk_v2 AS SELECT id, count(*) AS n FROM pk_t GROUP BY id;
CREATE VIEW pk_vv AS SELECT * FROM pk_v;
CREATE VIEW pk_nv AS SELECT id, x FROM pk_n GROUP BY id;
ALTER TABLE pk_t DROP CONSTRAINT pk_t_pkey;
ALTER TABLE pk_t DROP CONSTRAINT IF EXISTS pk_t_check;
ALTER TABLE pk_t DROP CONSTRAINT pk_t_pkey CASCADE;
SELECT * FROM pk_v;
SELECT * FROM pk_v2 WHERE id = 1;
SELECT id, x FROM pk_t GROUP BY id;
ALTER TABLE pk_n DROP CONSTRAINT pk_named;
ALTER TABLE pk_a DROP CONSTRAINT pk_a_key;
SELECT id, x FROM pk_a GROUP BY id;
CREATE TABLE pk_p (id int, k int, x int, PRIMARY KEY (id, k)) PARTITION BY LIST (k);
CREATE TABLE pk_p1 PARTITION OF pk_p FOR VALUES IN (1);
ALTER TABLE pk_p1 DROP CONSTRAINT pk_p1_pkey;
ALTER TABLE ONLY pk_p DROP CONSTRAINT pk_p_pkey;
SELECT id, x FROM pk_p1 GROUP BY id, k;

-- a column of an array of a domain depends on the domain too
CREATE DOMAIN da_d AS int;
CREATE TABLE da_t (a int, b da_d[]);
DROP DOMAIN da_d;
DROP DOMAIN da_d CASCADE;
SELECT * FROM da_t;

-- a view whose expressions have the type (a cast, a constant) depends on
-- it: it goes with DROP TYPE ... CASCADE, and its name is free again
CREATE TYPE vt_e AS ENUM ('a', 'b');
CREATE VIEW vt_v AS SELECT 'a'::vt_e AS x;
CREATE VIEW vt_w AS SELECT 1 AS k WHERE 'b'::vt_e > 'a';
DROP TYPE vt_e;
DROP TYPE vt_e CASCADE;
CREATE TYPE vt_e AS ENUM ('b', 'a');
CREATE VIEW vt_v AS SELECT 'b'::vt_e AS x;
SELECT * FROM vt_v;
SELECT * FROM vt_w;
