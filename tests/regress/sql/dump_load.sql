-- dump_load.sql: a pg_dump of a real application loads whole (issue 16).
-- Types the dump declares, keys as pg_dump writes them, the same table
-- name in two schemas, partition keys of types qprop does not model.
CREATE SCHEMA IF NOT EXISTS dl_s1;
CREATE SCHEMA IF NOT EXISTS dl_s2;

-- [1] types: a domain is its base type (its CHECK not modelled); an enum,
-- a composite and an unmodelled built-in type are opaque, kept by name
CREATE DOMAIN qty AS integer
	CONSTRAINT qty_check CHECK (((VALUE = VALUE) OR (VALUE IS NULL)));
CREATE DOMAIN small_qty AS qty
	CONSTRAINT small_qty_check CHECK ((((VALUE)::integer = VALUE) IS NOT FALSE));
CREATE DOMAIN code AS character varying(5) DEFAULT 'x';
CREATE TYPE tier AS ENUM (
    'free',
    'pro'
);
CREATE TYPE addr AS (
	street text,
	city text
);
CREATE TABLE item (
    id integer NOT NULL,
    q qty,
    sq small_qty,
    c code,
    t tier,
    a addr,
    u uuid,
    tags text[],
    sizes character varying(3)[]
);
-- the domain's value is its base type's: the filter crosses the join
SELECT i.id, j.sq FROM item i JOIN item j ON i.q = j.sq WHERE i.q = 5;
SELECT id, c FROM item WHERE c = 'ab' AND q IN (1, 2);
-- opaque types: carried through unchanged, equality only
SELECT id, t, a, tags FROM item WHERE t = 'pro' AND u IS NOT NULL;
SELECT i.id FROM item i JOIN item j ON i.t = j.t WHERE i.id = 3;

-- [2] keys as pg_dump writes them: the parent's key with ONLY, then each
-- partition's, attached to the parent's
CREATE TABLE ev (
    id bigint NOT NULL,
    d date NOT NULL
)
PARTITION BY RANGE (d);
CREATE TABLE ev_1 (
    id bigint NOT NULL,
    d date NOT NULL
);
CREATE TABLE ev_2 (
    id bigint NOT NULL,
    d date NOT NULL
);
ALTER TABLE ONLY ev ATTACH PARTITION ev_1 FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
ALTER TABLE ONLY ev ATTACH PARTITION ev_2 FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE ev_d (
    id bigint NOT NULL,
    d date NOT NULL
);
ALTER TABLE ONLY ev ATTACH PARTITION ev_d DEFAULT;
ALTER TABLE ONLY ev
    ADD CONSTRAINT ev_pkey PRIMARY KEY (id, d);
ALTER TABLE ONLY ev_1
    ADD CONSTRAINT ev_1_pkey PRIMARY KEY (id, d);
ALTER TABLE ONLY ev_2
    ADD CONSTRAINT ev_2_pkey PRIMARY KEY (id, d);
ALTER TABLE ONLY ev_d
    ADD CONSTRAINT ev_d_pkey PRIMARY KEY (id, d);
ALTER INDEX ev_pkey ATTACH PARTITION ev_1_pkey;
ALTER INDEX ev_pkey ATTACH PARTITION ev_2_pkey;
SELECT id FROM ev WHERE d = '2024-02-03';

-- [3] the same table name in two schemas: each query names its schema
CREATE TABLE dl_s1.orders (id integer, a integer);
CREATE TABLE dl_s2.orders (id integer, b text);
SELECT id, a FROM dl_s1.orders WHERE id = 1;
SELECT o.b FROM dl_s2.orders o JOIN item i ON i.id = o.id WHERE o.id = 2;

-- [4] a partition key of a type qprop does not model: the table loads,
-- keeps every partition
CREATE TABLE tr (
    k uuid,
    v integer
)
PARTITION BY HASH (k);
CREATE TABLE tr_0 PARTITION OF tr FOR VALUES WITH (modulus 2, remainder 0);
CREATE TABLE tr_1 PARTITION OF tr FOR VALUES WITH (modulus 2, remainder 1);
CREATE TABLE tt (
    t tier,
    v integer
)
PARTITION BY LIST (t);
CREATE TABLE tt_free PARTITION OF tt FOR VALUES IN ('free');
CREATE TABLE tt_pro PARTITION OF tt FOR VALUES IN ('pro');
CREATE TABLE tt_d PARTITION OF tt DEFAULT;
SELECT v FROM tr WHERE k = '00000000-0000-0000-0000-000000000001';
SELECT v FROM tt WHERE t = 'pro';
