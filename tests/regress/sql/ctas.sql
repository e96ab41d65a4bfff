-- ctas.sql: CREATE TABLE AS, SELECT INTO and materialized views enter a
-- table of the query's output columns and types (issue 16); a
-- materialized view is scanned as the table of its stored rows, as
-- PostgreSQL plans it, not expanded like a view.
CREATE TABLE ct_src (id int PRIMARY KEY, grp int, v text, n numeric(10,2));

CREATE TABLE ct_copy AS SELECT id, grp, v FROM ct_src WHERE grp > 0;
SELECT id, v FROM ct_copy WHERE grp = 3 AND id IN (1, 2, 3);

-- the statement's column names replace the query's first ones; an
-- expression's column is named as PostgreSQL names it
CREATE TABLE ct_named (k, total) AS
  SELECT grp, sum(n), count(*) FROM ct_src GROUP BY grp;
SELECT k, total, count FROM ct_named WHERE k = 2;

-- WITH NO DATA (pg_dump's form for materialized views)
CREATE TABLE ct_empty AS SELECT id, v FROM ct_src WITH NO DATA;
SELECT e.id, s.grp FROM ct_empty e JOIN ct_src s ON s.id = e.id
WHERE e.id = 4;

-- an untyped literal's column is text
CREATE TABLE ct_lit AS SELECT 'x' AS tag, 1 AS one;
SELECT tag FROM ct_lit WHERE tag = 'x';

-- SELECT INTO
SELECT id, grp INTO ct_into FROM ct_src WHERE v IS NOT NULL;
SELECT i.grp FROM ct_into i JOIN ct_copy c ON c.id = i.id WHERE i.id = 5;

-- a materialized view: a table of the query's columns
CREATE MATERIALIZED VIEW ct_mv AS
  SELECT grp, count(*) AS cnt FROM ct_src GROUP BY grp;
REFRESH MATERIALIZED VIEW ct_mv;
SELECT m.grp, m.cnt FROM ct_mv m JOIN ct_src s ON s.grp = m.grp
WHERE m.grp = 1;
CREATE MATERIALIZED VIEW ct_mv2 (g) AS SELECT grp FROM ct_src WITH NO DATA;
REFRESH MATERIALIZED VIEW ct_mv2;
SELECT g FROM ct_mv2 WHERE g IN (1, 2);
DROP MATERIALIZED VIEW ct_mv2;
CREATE TABLE ct_mv2 AS SELECT 1 AS g;
SELECT g FROM ct_mv2;
