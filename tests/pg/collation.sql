-- SPDX-License-Identifier: MIT
-- tests/pg/collation.sql — text under collations other than C (tests/pg/check.sh)
--
-- Loaded into a database whose default collation is not C (ICU en-US when
-- the server has ICU, else the libc locale C.utf8).  Equality of a
-- deterministic collation is bytewise, so equalities on these columns may
-- move; order is the collation's, so range reasoning is kept from qprop.
-- The names sort differently in en-US ('apple' < 'Banana' < 'cherry')
-- and in bytes ('Banana' < 'apple' < 'cherry').
CREATE TABLE cust (id integer PRIMARY KEY, name text NOT NULL, region text);
CREATE TABLE orders (id integer, cust_name text, region text, amount numeric(8,2))
    PARTITION BY LIST (region);
CREATE TABLE orders_eu PARTITION OF orders FOR VALUES IN ('EU');
CREATE TABLE orders_us PARTITION OF orders FOR VALUES IN ('US');
CREATE TABLE orders_as PARTITION OF orders FOR VALUES IN ('AS', 'as');
CREATE TABLE orders_other PARTITION OF orders DEFAULT;
-- a nondeterministic collation (ICU only; check.sh adds it otherwise as a
-- plain column): 'apple' = 'APPLE' under it
CREATE TABLE tags (name text COLLATE :"ci", k integer);
-- a RANGE key on text orders by the collation: refused
CREATE TABLE events (tag text, n integer) PARTITION BY RANGE (tag);
CREATE TABLE events_a PARTITION OF events FOR VALUES FROM ('a') TO ('m');
CREATE TABLE events_m PARTITION OF events FOR VALUES FROM ('m') TO (MAXVALUE);
CREATE TABLE events_lo PARTITION OF events FOR VALUES FROM (MINVALUE) TO ('a');
-- char(n), read as text through text(character), as TPC-DS q19 reads
-- its zip codes
CREATE TABLE addr (id integer, zip char(10));
INSERT INTO addr VALUES (1, '12345-6789'), (2, '99999'), (3, '12345'), (4, NULL), (6, 'éclair');
INSERT INTO cust VALUES (1, 'apple', 'EU'), (2, 'Banana', 'US'), (3, 'cherry', 'AS'),
    (4, 'Apple', 'as'), (5, 'banana', NULL), (6, 'éclair', 'EU');
INSERT INTO orders SELECT i, (ARRAY['apple','Banana','cherry','Apple','banana','éclair'])[1 + i % 6],
    (ARRAY['EU','US','AS','as','XX'])[1 + i % 5], i % 50
    FROM generate_series(1, 300) i;
INSERT INTO events SELECT (ARRAY['apple','Banana','cherry','Zed','mango'])[1 + i % 5], i
    FROM generate_series(1, 100) i;
INSERT INTO tags VALUES ('apple', 1), ('APPLE', 2), ('banana', 3);
ANALYZE;
