-- drop_routines.sql: DROP FUNCTION and DROP EXTENSION (issue 16).  The
-- catalog forgets the function, or the extension with its functions and
-- operators, so a later call fails as on PostgreSQL; PostgreSQL's errors
-- for a function or extension that does not exist (none with IF EXISTS),
-- a name without arguments that names several functions, an extension's
-- own function, and an extension whose types a column uses.
CREATE TABLE dr_t (x int, s text);
CREATE FUNCTION dr_add(a integer, b integer) RETURNS integer
    LANGUAGE sql IMMUTABLE AS 'SELECT a + b';
CREATE FUNCTION dr_add(a text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$SELECT a$$;
SELECT dr_add(x, 1) FROM dr_t;
DROP FUNCTION dr_add(int, int4);
-- gone: the call no longer resolves; the other overload stays
SELECT dr_add(x, 1) FROM dr_t;
SELECT dr_add(s) FROM dr_t;
DROP FUNCTION dr_add(integer, integer);
DROP FUNCTION IF EXISTS dr_add(integer, integer);
DROP FUNCTION dr_nosuch;
DROP FUNCTION IF EXISTS dr_nosuch;
CREATE FUNCTION dr_add(a integer, b integer) RETURNS integer
    LANGUAGE sql IMMUTABLE AS 'SELECT a + b';
DROP FUNCTION dr_add;
DROP FUNCTION dr_add(IN a text) RESTRICT;
DROP FUNCTION dr_add;
SELECT dr_add(x, 1) FROM dr_t;
-- schema-qualified
CREATE SCHEMA dr_s;
CREATE FUNCTION dr_s.dr_one() RETURNS integer LANGUAGE sql AS 'SELECT 1';
SELECT dr_s.dr_one() FROM dr_t;
DROP FUNCTION dr_nosuch_schema.dr_one();
DROP FUNCTION IF EXISTS dr_nosuch_schema.dr_one();
DROP FUNCTION dr_s.dr_one();
SELECT dr_s.dr_one() FROM dr_t;
-- extensions
CREATE EXTENSION citext;
CREATE TABLE dr_u (email citext, n int);
SELECT max(email) FROM dr_u;
DROP FUNCTION regexp_match(citext, citext);
DROP EXTENSION citext;
DROP TABLE dr_u;
DROP EXTENSION citext RESTRICT;
DROP EXTENSION citext;
DROP EXTENSION IF EXISTS citext, hstore;
CREATE EXTENSION citext;
DROP EXTENSION citext CASCADE;
