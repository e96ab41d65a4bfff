-- txn_abort.sql: a statement that fails inside a transaction block aborts
-- the block as in PostgreSQL: later statements are errors until ROLLBACK
-- or ROLLBACK TO SAVEPOINT, and ROLLBACK undoes the block's catalog
-- changes, functions, aggregates and operators included.  ALTER TYPE
-- ... RENAME VALUE and ADD VALUE BEFORE/AFTER change an enum in
-- PostgreSQL's order, and roll back (issue 16).
CREATE TABLE ta_t (id int, v int);

-- [1] the failed CREATE TABLE aborts the block: the next CREATE is
-- refused, ROLLBACK undoes ta_u; ta_v never existed
BEGIN;
CREATE TABLE ta_u (id int);
CREATE TABLE ta_t (id int);
CREATE TABLE ta_v (id int);
COMMIT;
SELECT id FROM ta_u;
SELECT id FROM ta_v;

-- [2] ROLLBACK TO SAVEPOINT makes the block usable again
BEGIN;
CREATE TABLE ta_w (id int, w int);
SAVEPOINT s1;
CREATE TABLE ta_w (id int);
SAVEPOINT s2;
ROLLBACK TO SAVEPOINT s1;
CREATE TABLE ta_x (id int, x int);
COMMIT;
SELECT w.w, x.x FROM ta_w w JOIN ta_x x USING (id) WHERE id = 1;

-- [3] functions, aggregates and operators roll back like tables
BEGIN;
CREATE FUNCTION ta_f(int) RETURNS int LANGUAGE sql IMMUTABLE
    AS 'select $1';
CREATE AGGREGATE ta_sum(int) (SFUNC = int4pl, STYPE = int);
CREATE FUNCTION ta_eq(int, text) RETURNS boolean LANGUAGE sql IMMUTABLE
    AS 'select $1::text = $2';
CREATE OPERATOR ==== (FUNCTION = ta_eq, LEFTARG = int, RIGHTARG = text);
ROLLBACK;
SELECT ta_f(id) FROM ta_t;
SELECT ta_sum(id) FROM ta_t;
SELECT id FROM ta_t WHERE id ==== '1';

-- [4] enums: RENAME VALUE keeps the order and the partitions' bounds,
-- ADD VALUE BEFORE/AFTER places the label; both roll back
CREATE TYPE ta_mood AS ENUM ('sad', 'ok', 'happy');
CREATE TABLE ta_p (id int, m ta_mood) PARTITION BY RANGE (m);
CREATE TABLE ta_p1 PARTITION OF ta_p FOR VALUES FROM ('sad') TO ('happy');
CREATE TABLE ta_p2 PARTITION OF ta_p FOR VALUES FROM ('happy') TO (MAXVALUE);
ALTER TYPE ta_mood RENAME VALUE 'ok' TO 'fine';
ALTER TYPE ta_mood ADD VALUE 'meh' BEFORE 'fine';
ALTER TYPE ta_mood ADD VALUE 'great' AFTER 'happy';
SELECT id FROM ta_p WHERE m > 'meh' AND m < 'happy';
SELECT id FROM ta_p WHERE m = 'ok';
ALTER TYPE ta_mood RENAME VALUE 'ok' TO 'fine';
ALTER TYPE ta_mood RENAME VALUE 'fine' TO 'sad';
BEGIN;
ALTER TYPE ta_mood RENAME VALUE 'happy' TO 'glad';
ROLLBACK;
SELECT id FROM ta_p WHERE m >= 'happy';
SELECT id FROM ta_p WHERE m >= 'glad';
