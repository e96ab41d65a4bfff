-- search_path.sql: names resolve along the search_path as PostgreSQL's
-- do (issue 16): SET search_path, set_config('search_path', ...) and
-- RESET in statement order, unqualified CREATE into the path's first
-- existing schema, temporary tables first, SQL qualified only where the
-- path would not find the same table.
CREATE SCHEMA sp_a;
CREATE SCHEMA sp_b;
CREATE TABLE sp_t (id int PRIMARY KEY, v text);
CREATE TABLE sp_a.sp_t (id int PRIMARY KEY, a int);
CREATE TABLE sp_b.sp_u (id int, b int);

-- the default path ("$user", public): public.sp_t
SELECT id, v FROM sp_t WHERE id = 1;
-- qualified names find their schema's table, whatever the path
SELECT t.id, t.a, u.b FROM sp_a.sp_t t JOIN sp_b.sp_u u ON u.id = t.id
WHERE t.id = 2;

SET search_path = sp_a, sp_b, public;
-- now sp_a.sp_t; public.sp_t only by its qualified name
SELECT id, a FROM sp_t WHERE id = 3;
SELECT p.v, a.a FROM public.sp_t p JOIN sp_t a ON a.id = p.id
WHERE p.id IN (1, 2);
-- a CREATE without a schema goes into sp_a, the path's first
CREATE TABLE sp_new (id int, w int);
SELECT n.w, u.b FROM sp_new n JOIN sp_u u ON u.id = n.id WHERE n.id = 4;

-- a schema that does not exist is skipped, also for CREATE
SET search_path TO sp_nosuch, sp_b;
CREATE TABLE sp_new2 (id int);
SELECT n.id, u.b FROM sp_new2 n, sp_u u WHERE n.id = u.id AND u.id = 5;
SELECT id FROM sp_a.sp_new WHERE id = 6;

-- pg_dump's set_config: an empty path, every name qualified
SELECT pg_catalog.set_config('search_path', '', false);
SELECT t.id FROM public.sp_t t JOIN sp_b.sp_u u USING (id) WHERE t.id = 7;

-- a temporary table comes before the path's schemas
SET search_path = public;
CREATE TEMP TABLE sp_t (id int, tmp int);
SELECT id, tmp FROM sp_t WHERE id = 8;
SELECT id, v FROM public.sp_t WHERE id = 8;

-- RESET: the default again
RESET search_path;
SELECT id, v FROM public.sp_t WHERE id = 9;

-- DROP SCHEMA ... CASCADE drops the tables it holds; the names are free
-- again
DROP SCHEMA sp_b CASCADE;
CREATE SCHEMA sp_b;
CREATE TABLE sp_b.sp_u (id int, c text);
SELECT id, c FROM sp_b.sp_u WHERE id = 10;
