-- user_functions.sql: the input's own functions, aggregates and operators
-- (CREATE FUNCTION / AGGREGATE / OPERATOR as pg_dump writes them) are
-- recorded in the catalog, and a later call resolves among them and the
-- built-in ones by PostgreSQL's rules (src/catalog/routine.c; issue 17).
-- The call keeps the declared result type, strictness and volatility:
-- a VOLATILE (the default) call never moves, an IMMUTABLE one may.
CREATE SCHEMA IF NOT EXISTS uf_sales;
CREATE TABLE orders (id bigint NOT NULL, cust int, amount numeric(10,2),
                     first_name text, last_name text, d date);
CREATE TABLE cust (id int PRIMARY KEY, name text);
CREATE OR REPLACE FUNCTION full_name(first text, last text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    AS $$ SELECT first || ' ' || last $$;
CREATE OR REPLACE FUNCTION uf_sales.order_total(p_order_id bigint)
    RETURNS numeric
    LANGUAGE sql STABLE
    AS $_$ SELECT 2 * $1 $_$;
CREATE OR REPLACE FUNCTION add3(a integer, b integer DEFAULT 1,
                                c integer = 2) RETURNS integer
    AS 'select $1 + $2 + $3' LANGUAGE sql;
CREATE OR REPLACE FUNCTION vsum(VARIADIC nums numeric[]) RETURNS numeric
    AS 'select sum(x) from unnest($1) x' LANGUAGE sql IMMUTABLE;
CREATE OR REPLACE FUNCTION half(double precision) RETURNS double precision
    AS 'select $1 / 2' LANGUAGE sql IMMUTABLE;
CREATE OR REPLACE FUNCTION half(integer) RETURNS integer
    AS 'select $1 / 2' LANGUAGE sql IMMUTABLE;
CREATE OR REPLACE FUNCTION tag(anyelement) RETURNS anyelement
    AS 'select $1' LANGUAGE sql IMMUTABLE;
CREATE OR REPLACE FUNCTION int8_text_eq(int8, text) RETURNS boolean
    AS 'select $1::text = $2' LANGUAGE sql IMMUTABLE;
CREATE OPERATOR === (FUNCTION = int8_text_eq, LEFTARG = int8,
                     RIGHTARG = text);
CREATE AGGREGATE mysum(numeric) (SFUNC = numeric_add, STYPE = numeric);

-- [1] plain, schema-qualified, defaulted and VARIADIC calls
SELECT full_name(first_name, last_name), uf_sales.order_total(id),
       add3(cust), add3(cust, 2), add3(1, 2, 3), vsum(1, 2.5, amount)
FROM orders;
-- overloads: integer picks half(integer), numeric half(double precision)
SELECT half(cust), half(amount), half(2.5), tag(cust) + 1, tag(d) FROM orders;

-- [2] the declared result type: numeric compares with numeric, text with
-- text, and an immutable call moves with its column
SELECT o.id FROM orders o JOIN cust c ON c.id = o.cust
WHERE uf_sales.order_total(o.id) > 3 AND full_name(c.name, 'x') = 'a x'
  AND c.id = 2;

-- [3] a volatile call (the default) is not copied to the other join side
SELECT o.id FROM orders o JOIN cust c ON c.id = o.cust
WHERE o.cust = add3(1, 1, 1);

-- [4] the input's aggregate and operator
SELECT cust, mysum(amount) FROM orders GROUP BY cust;
SELECT id FROM orders WHERE id === '3';
