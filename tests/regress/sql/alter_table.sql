-- alter_table.sql: the ALTER TABLE actions qprop models, as a migration
-- script writes them: ADD, DROP and RENAME COLUMN, ALTER COLUMN TYPE,
-- RENAME TO, SET and DROP NOT NULL, several actions in one statement
-- (all or none).  They reach a partitioned table's partitions.  A view
-- made before ADD COLUMN reads the columns it was made on (SELECT * does
-- not take the new one, nor does a name the view's query resolved
-- elsewhere); ALTER COLUMN TYPE of a column a view reads is PostgreSQL's
-- error; a view made before RENAME COLUMN names the column as it was,
-- since PostgreSQL's view reads the column it was made on.
CREATE TABLE orders (id int, placed date, amount numeric(10,2))
  PARTITION BY RANGE (placed);
CREATE TABLE orders_2023 PARTITION OF orders
  FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE orders_2024 PARTITION OF orders
  FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE customer (id int, name text);
CREATE VIEW v_before AS SELECT o.id, o.amount FROM orders o;

ALTER TABLE orders ADD COLUMN customer_id int NOT NULL;
ALTER TABLE customer ADD PRIMARY KEY (id);
ALTER TABLE customer ADD COLUMN IF NOT EXISTS name text,
  ADD COLUMN email text, ALTER COLUMN name SET NOT NULL;

-- the new column is in every partition, and one made afterwards; the
-- partition key still prunes
CREATE TABLE orders_2025 PARTITION OF orders
  FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
SELECT o.id, c.name FROM orders o JOIN customer c ON c.id = o.customer_id
WHERE o.placed >= '2025-03-01' AND c.id IN (1, 2);
SELECT * FROM orders_2023 WHERE customer_id = 7;

-- RENAME COLUMN: the old name is gone
ALTER TABLE customer RENAME COLUMN email TO mail;
SELECT id, mail FROM customer WHERE mail IS NOT NULL;
SELECT email FROM customer;

-- DROP COLUMN: the columns after it move up, the partition key with them
CREATE TABLE events (junk text, day date, kind text) PARTITION BY LIST (kind);
CREATE TABLE events_a PARTITION OF events FOR VALUES IN ('a');
CREATE TABLE events_b PARTITION OF events FOR VALUES IN ('b');
ALTER TABLE events DROP COLUMN junk;
SELECT * FROM events WHERE kind = 'b';
ALTER TABLE events DROP COLUMN kind;
ALTER TABLE ONLY events DROP COLUMN day;
ALTER TABLE events_a DROP COLUMN day;
ALTER TABLE events DROP COLUMN IF EXISTS nothing;
ALTER TABLE events DROP COLUMN nothing;

-- a primary key goes with its column
CREATE TABLE tags (id int PRIMARY KEY, label text);
ALTER TABLE tags DROP COLUMN id;
ALTER TABLE tags ADD COLUMN tag_id int PRIMARY KEY;
ALTER TABLE tags ADD COLUMN other int PRIMARY KEY;
SELECT * FROM tags;

-- RENAME TO
ALTER TABLE customer RENAME TO client;
SELECT id, name FROM client WHERE id = 3;
SELECT * FROM customer;
ALTER TABLE client RENAME TO orders;
ALTER TABLE IF EXISTS customer RENAME TO client2;

-- several actions are all or none: the error undoes the ADD
ALTER TABLE client ADD COLUMN vip boolean, DROP COLUMN nothing;
SELECT vip FROM client;

-- inside a transaction block that rolls back
BEGIN;
ALTER TABLE client DROP COLUMN mail;
ALTER TABLE client RENAME TO gone;
ROLLBACK;
SELECT id, mail FROM client;

-- DROP NOT NULL; not on a primary key's column, nor a column NOT NULL in
-- the partitioned table
ALTER TABLE client ALTER COLUMN name DROP NOT NULL;
ALTER TABLE client ALTER COLUMN id DROP NOT NULL;
ALTER TABLE orders_2023 ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE ONLY orders ADD COLUMN note text;
ALTER TABLE orders_2024 ADD COLUMN note text;

-- views: made before ADD COLUMN, read as they were made (without the
-- new column); made after, read as they are; CREATE OR REPLACE keeps
-- the views that read it
SELECT * FROM v_before;
CREATE VIEW v_after AS SELECT id, customer_id FROM orders;
CREATE VIEW v_top AS SELECT * FROM v_after WHERE id > 10;
CREATE OR REPLACE VIEW v_after AS SELECT id, customer_id FROM orders
  WHERE amount > 0;
SELECT * FROM v_top WHERE customer_id = 5;
ALTER TABLE v_after ADD COLUMN x int;

-- what qprop does not model is still refused: these actions under
-- INHERITS
CREATE TABLE base (a int, b int);
CREATE TABLE derived (c int) INHERITS (base);
ALTER TABLE base RENAME COLUMN b TO bb;
SELECT * FROM derived;

-- ALTER COLUMN TYPE (Django's max_length change; USING converts the
-- stored values only): the new type in the table and its partitions,
-- literals compared with it read in it
ALTER TABLE events ALTER COLUMN day TYPE timestamp;
ALTER TABLE client ALTER name SET DATA TYPE varchar(300) USING name::varchar(300),
  ALTER COLUMN mail TYPE text;
SELECT * FROM events_a WHERE day = '2024-05-06 10:30';
SELECT id FROM client WHERE name = 'x' AND mail = 'y';
ALTER TABLE orders ALTER COLUMN placed TYPE timestamp;
ALTER TABLE orders_2023 ALTER COLUMN amount TYPE real;
ALTER TABLE orders ALTER COLUMN amount TYPE bigserial;
ALTER TABLE v_after ALTER COLUMN id TYPE bigint;

-- DROP DOMAIN: an error while a column is of it; with CASCADE PostgreSQL
-- drops those columns (a partition key's, the table), as DROP COLUMN
-- does: n is gone
CREATE DOMAIN posint AS int CHECK (VALUE > 0);
CREATE TABLE dom_t (id int, n posint);
DROP DOMAIN posint;
DROP DOMAIN IF EXISTS nosuch, posint CASCADE;
SELECT id FROM dom_t;
SELECT * FROM dom_t;

-- a view made before ADD COLUMN: its * and its names as they were made
-- (checked on PostgreSQL 15: vs gives (a, b), vo reads at2.x, vn is a
-- cross join); a whole row of the table would hold the new columns
CREATE TABLE at1 (a int, b int);
CREATE TABLE at2 (k int, x int);
CREATE VIEW vs AS SELECT * FROM at1;
CREATE VIEW vo AS SELECT k FROM at2 WHERE EXISTS (SELECT 1 FROM at1 WHERE at1.a = x - 6);
CREATE VIEW vn AS SELECT * FROM at1 NATURAL JOIN at2;
CREATE VIEW vw AS SELECT at1 FROM at1;
ALTER TABLE at1 ADD COLUMN x int, ADD COLUMN k int;
SELECT * FROM vs;
SELECT * FROM vo;
SELECT * FROM vn;
SELECT * FROM vw;
-- ALTER COLUMN TYPE of a column a view reads: PostgreSQL's error; of
-- another column: the view reads on
ALTER TABLE at1 ALTER COLUMN a TYPE bigint;
ALTER TABLE at1 ALTER COLUMN x TYPE bigint;
SELECT a FROM vs;
-- RENAME COLUMN after a view: PostgreSQL's view reads the column it was
-- made on under its new name (two columns swapping names here); a DROP
-- COLUMN of it then names the views reading it
CREATE TABLE rn (a int, b int);
CREATE VIEW rnv AS SELECT a, b AS bb FROM rn WHERE b > 0;
CREATE VIEW rns AS SELECT * FROM rn;
ALTER TABLE rn RENAME COLUMN a TO b2;
ALTER TABLE rn RENAME COLUMN b TO a;
ALTER TABLE rn RENAME COLUMN b2 TO b;
SELECT * FROM rnv;
SELECT * FROM rns;
ALTER TABLE rn DROP COLUMN a;
-- a column may not take a system column's name
ALTER TABLE rn ADD COLUMN xmin int;

-- RENAME TO and SET SCHEMA after a view reading the relation: PostgreSQL's
-- view holds the relation, so it reads it still under its new name (a
-- table made since under the old name is not the one it reads); ALTER
-- VIEW and ALTER MATERIALIZED VIEW take their own kind only; rolled back,
-- the old name is back
CREATE SCHEMA mv_s;
CREATE TABLE rt (a int, b int);
CREATE VIEW rtv AS SELECT rt.a, b FROM rt WHERE a > 0;
CREATE VIEW rtw AS SELECT * FROM rtv;
ALTER TABLE rt RENAME TO rt2;
ALTER TABLE rt2 SET SCHEMA mv_s;
CREATE TABLE rt (a text);
ALTER VIEW rtv RENAME TO rtv2;
SELECT * FROM rtw WHERE b = 1;
SELECT * FROM rtv;
ALTER VIEW rt RENAME TO rt3;
ALTER MATERIALIZED VIEW rtv2 SET SCHEMA mv_s;
ALTER VIEW rtv2 SET SCHEMA nosuch;
ALTER TABLE rt SET SCHEMA mv_s;
ALTER VIEW IF EXISTS nosuch RENAME TO x;
BEGIN;
ALTER VIEW rtv2 SET SCHEMA mv_s;
ROLLBACK;
SELECT * FROM rtv2;
