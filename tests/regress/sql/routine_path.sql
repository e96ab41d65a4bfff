-- routine_path.sql: functions resolve along search_path as PostgreSQL
-- resolves them (issue 16): a qualified call looks in its schema only, an
-- unqualified one in the schemas of the path (pg_catalog first unless the
-- path lists it), the same signature in an earlier schema hides a later
-- one, and errors name the schema as written.  An unqualified CREATE
-- FUNCTION goes into the first existing schema of the path.
CREATE SCHEMA rp_a;
CREATE SCHEMA rp_b;
CREATE TABLE rp_t (x int, s text);
CREATE FUNCTION rp_a.f(int) RETURNS int LANGUAGE sql IMMUTABLE
    AS 'select $1 + 1';
CREATE FUNCTION rp_b.f(int) RETURNS text LANGUAGE sql IMMUTABLE
    AS 'select $1::text';
CREATE FUNCTION rp_a.g(int) RETURNS int LANGUAGE sql IMMUTABLE
    AS 'select $1 + 1';
CREATE FUNCTION public.abs(int) RETURNS text LANGUAGE sql IMMUTABLE
    AS 'select ''x''';

-- [1] rp_b first: f is rp_b.f (text); a qualified call picks rp_a.f (int)
SET search_path = rp_b, rp_a, public;
SELECT x FROM rp_t WHERE f(x) = 'a' AND rp_a.f(x) = 2;
-- [2] pg_catalog is searched first: abs(int) is the built-in (integer)
SELECT x FROM rp_t WHERE abs(x) = 2;
-- [3] rp_a first: f is rp_a.f (integer); g is found in rp_a
SET search_path = rp_a, rp_b, public;
SELECT x FROM rp_t WHERE f(x) = 2 AND g(x) = 3;
-- [4] a schema not on the path is not searched; a qualified call looks
-- in its schema only; errors name the schema as written
SET search_path = rp_b, public;
SELECT x FROM rp_t WHERE g(x) = 2;
SELECT x FROM rp_t WHERE rp_b.g(x) = 2;
SELECT x FROM rp_t WHERE rp_nosuch.g(x) = 2;
-- [5] pg_catalog listed after public: public.abs(int) hides the built-in
SET search_path = public, pg_catalog;
SELECT x FROM rp_t WHERE abs(x) = 'x';
SELECT x FROM rp_t WHERE abs(x) = 2;
-- [6] an unqualified CREATE FUNCTION goes into the path's first schema
SET search_path = rp_b, public;
CREATE FUNCTION h(int) RETURNS int LANGUAGE sql IMMUTABLE AS 'select 1';
SET search_path = public;
SELECT x FROM rp_t WHERE h(x) = 1;
SELECT x FROM rp_t WHERE rp_b.h(x) = 1;
