-- extension_funcs.sql: after CREATE EXTENSION, the functions and
-- operators of ltree, citext, hstore, pg_trgm, uuid-ossp, pgcrypto,
-- unaccent and fuzzystrmatch resolve like built-in ones, in the schema
-- the extension was created in, with PostgreSQL's result types,
-- strictness and volatility (src/catalog/routine.c; issue 16).  A call is
-- opaque and printed back as written.  An argument of an extension's type
-- must be of that type: a call with another type does not resolve.
CREATE SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS ltree WITH SCHEMA public;
CREATE EXTENSION pg_trgm;
CREATE TABLE ef_cat (id int, path public.ltree, email extensions.citext,
                     name text);

-- [1] ltree: nlevel is integer, subpath is ltree
SELECT id, nlevel(path) FROM ef_cat WHERE nlevel(path) = 2;
SELECT subpath(path, 0, 1), count(*) FROM ef_cat GROUP BY 1;
SELECT id FROM ef_cat WHERE nlevel('a.b'::ltree) = 2 AND nlevel('a.b') = 2;
-- [2] not an ltree: no such function
SELECT id FROM ef_cat WHERE nlevel(id) = 2;
SELECT id FROM ef_cat WHERE nlevel('a'::no_such_type) = 2;
-- [3] citext in its schema, pg_trgm's function and operator on text
SELECT id FROM ef_cat WHERE strpos(email, 'x') > 0
    AND similarity(name, 'x') > 0.3 AND name % 'bob';
SELECT id FROM ef_cat WHERE extensions.strpos(email, 'x') > 0;
-- [4] an extension not created: its functions do not exist
SELECT id FROM ef_cat WHERE uuid_generate_v4() IS NOT NULL;
