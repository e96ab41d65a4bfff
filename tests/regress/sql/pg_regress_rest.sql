-- pg_regress_rest.sql: statements of PostgreSQL's regression files that
-- qprop rejected while PostgreSQL runs them (issue 17), each bound with
-- PostgreSQL's types and printed back so that it returns the same rows
-- (tests/oracle/golden_roundtrip.sh runs them).
CREATE TABLE rr_t (a int, b text, c numeric);
CREATE TABLE graph (f int, t int, label text);

-- an untyped literal in an arm of a set operation takes the other arm's
-- type (subselect.sql:103): integer here, not text against integer
SELECT '42' UNION ALL SELECT 43;
SELECT a FROM rr_t UNION SELECT '7' ORDER BY 1;
SELECT * FROM (SELECT '1.5' AS x UNION ALL SELECT c FROM rr_t) s WHERE x > 1;
-- two untyped literals are text; a third arm of another type is an error
SELECT 'x' UNION SELECT 'y';
SELECT '42' UNION ALL SELECT '43' UNION ALL SELECT 44;
-- the literal must be valid for the type it takes
SELECT '4x' UNION ALL SELECT 43;
-- an arm that groups or sorts on the literal makes it text first
SELECT '42' GROUP BY 1 UNION ALL SELECT 43;

-- a row compared with an array of rows, and one more row appended
-- (with.sql:505): PostgreSQL's record_eq and array_append, carried as
-- written
SELECT ROW(g.f, g.t) = ANY (ARRAY[ROW(g.f, g.t), ROW(1, 2)]) FROM graph g;
WITH RECURSIVE search_graph(f, t, label, is_cycle, path) AS (
    SELECT *, false, ARRAY[ROW(g.f, g.t)] FROM graph g
  UNION ALL
    SELECT g.*, ROW(g.f, g.t) = ANY (path), path || ROW(g.f, g.t)
    FROM graph g, search_graph sg
    WHERE g.f = sg.t AND NOT is_cycle
)
SELECT * FROM search_graph WHERE f < 3;

-- CREATE RECURSIVE VIEW (with.sql:48): the view is WITH RECURSIVE name
-- (cols) AS (query) SELECT cols FROM name, as PostgreSQL stores it
CREATE RECURSIVE VIEW nums (n) AS
    VALUES (1)
UNION ALL
    SELECT n + 1 FROM nums WHERE n < 5;
SELECT * FROM nums;
SELECT n FROM nums WHERE n > 2;
-- (a view of its own: golden_roundtrip.sh runs the queries after all
-- the DDL)
CREATE OR REPLACE RECURSIVE VIEW nums6 (n) AS
    VALUES (1)
UNION ALL
    SELECT n + 1 FROM nums6 WHERE n < 6;
SELECT t.a, v.n FROM rr_t t JOIN nums6 v ON v.n = t.a WHERE t.a = 3;

-- a set-returning function of the input's own as a whole select-list
-- item (select.sql:248): a ProjectSet in PostgreSQL, never moved
CREATE FUNCTION sillysrf(int) RETURNS SETOF int
    AS 'values (1),(10),(2),($1)' LANGUAGE sql IMMUTABLE;
SELECT sillysrf(42);
SELECT sillysrf(-1) ORDER BY 1;
SELECT * FROM (SELECT a, sillysrf(a) s FROM rr_t) x WHERE a > 1 AND s > 2;
-- inside an expression, or with GROUP BY: read too (issue 34), never moved
SELECT a, sillysrf(a) + 1 FROM rr_t;
SELECT count(*), sillysrf(1) FROM rr_t GROUP BY a;
