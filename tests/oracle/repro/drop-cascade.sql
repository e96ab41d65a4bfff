-- DROP ... CASCADE left the dependent objects in qprop's catalog: after
-- DROP TABLE t CASCADE the materialized view mv on t stayed, so the new
-- CREATE MATERIALIZED VIEW mv failed there ("relation "mv" already
-- exists") and SELECT * FROM mv read the old one's column a alone, where
-- PostgreSQL reads (1, 2).  The same for a view on a view dropped with
-- the table, a partition's view, and a view calling a dropped function:
-- each is gone and its name free for a new one.  Issue 34.
CREATE TABLE t (a int, b int);
CREATE MATERIALIZED VIEW mv AS SELECT a FROM t;
CREATE VIEW v AS SELECT a FROM t;
CREATE VIEW vv AS SELECT a FROM v;
DROP TABLE t CASCADE;
CREATE TABLE t (a int, b int);
INSERT INTO t VALUES (1, 2);
CREATE MATERIALIZED VIEW mv AS SELECT a, b FROM t;
CREATE VIEW vv AS SELECT b, a FROM t;
CREATE FUNCTION h(int) RETURNS int LANGUAGE sql AS 'select $1 + 10';
CREATE VIEW hv AS SELECT h(a) AS x FROM t;
DROP FUNCTION h(int) CASCADE;
CREATE VIEW hv AS SELECT a AS x, b AS y FROM t;

-- query:
SELECT * FROM mv;
SELECT * FROM vv;
SELECT * FROM hv;
