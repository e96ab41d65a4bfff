--
-- PostgreSQL database dump
--

-- Dumped from database version 15.8
-- Dumped by pg_dump version 15.8

-- pg15_dialect.sql: the pg_dump header above makes qprop read this file
-- as PostgreSQL 15 does (qprop --pg-version, issue 38): what 16 and later
-- added is refused with PostgreSQL 15's error, which names the version.
CREATE TABLE pv (k int, v text);
-- PostgreSQL 15's numbers: no '_' separators, no 0x, 0o or 0b integers
SELECT 1_000;
SELECT 0x1F;
SELECT k FROM pv WHERE k = 0o17;
SELECT 0b101 AS b;
SELECT 1.000_5;
SELECT 0x;
-- a FROM subquery or VALUES without an alias
SELECT * FROM (SELECT k FROM pv);
SELECT * FROM (VALUES (1, 2));
SELECT * FROM pv, LATERAL (SELECT pv.k + 1);
-- what 15 reads
SELECT * FROM (SELECT k FROM pv) s WHERE s.k = 1000;
SELECT 1e10, 1.5, .5e-3;
-- SYSTEM_USER and any_value() are of 16: in 15 a name like any other
CREATE TABLE su (system_user text, any_value int);
SELECT system_user FROM su WHERE any_value = 1;
SELECT SYSTEM_USER;
SELECT any_value(k) FROM pv;
SELECT pg_catalog.system_user();
-- IS JSON is of 16
SELECT k IS JSON FROM pv;
-- JSON_TABLE (17) is not 15's
SELECT 1 FROM json_table('[1]', '$[*]' COLUMNS (a int PATH '$')) jt;
-- virtual generated columns (18: VIRTUAL, and the default without STORED)
CREATE TABLE gv (a int, b int GENERATED ALWAYS AS (a * 2) VIRTUAL);
CREATE TABLE gv (a int, b int GENERATED ALWAYS AS (a * 2), c int);
CREATE TABLE gv (a int, b int GENERATED ALWAYS AS (a * 2));
CREATE TABLE pa (k int, v tstzrange);
ALTER TABLE pa ADD COLUMN g int GENERATED ALWAYS AS (k + 1);
CREATE TABLE gs (a int, b int GENERATED ALWAYS AS (a * 2) STORED, virtual int);
SELECT b, virtual FROM gs WHERE b = 4;
-- temporal keys (18): WITHOUT OVERLAPS and PERIOD
CREATE TABLE tk (id int, valid tstzrange, PRIMARY KEY (id, valid WITHOUT OVERLAPS));
ALTER TABLE pa ADD PRIMARY KEY (k, v WITHOUT OVERLAPS);
CREATE TABLE tf (id int, valid tstzrange, FOREIGN KEY (id, PERIOD valid) REFERENCES gs (a, PERIOD b));
CREATE TABLE tr (a int, b int, UNIQUE (a, b));
CREATE TABLE tf (id int, period int, FOREIGN KEY (id, period) REFERENCES tr (a, b));
SELECT period FROM tf;
-- MERGE ... RETURNING and MERGE in WITH (17); MERGE itself is of 15
MERGE INTO pv USING gs ON pv.k = gs.a WHEN MATCHED THEN DELETE RETURNING pv.k;
WITH m AS (MERGE INTO pv USING gs ON pv.k = gs.a WHEN MATCHED THEN DELETE) SELECT 1;
WITH m (x) AS MATERIALIZED (MERGE INTO pv USING gs ON pv.k = gs.a WHEN MATCHED THEN DELETE) SELECT 1;
-- OLD and NEW in RETURNING (18): 15 has no such names
UPDATE pv SET v = 'x' RETURNING old.v, new.v;
DELETE FROM pv RETURNING old;
UPDATE pv SET v = 'x' RETURNING WITH (OLD AS o) o.v;
-- the built-in catalog is 15's: what 17 added (to_bin, to_oct) and 18
-- added (uuidv7, casefold, array_sort, crc32, the casts between the
-- integers and bytea) does not exist; what 17 removed does
SELECT to_bin(k) FROM pv;
SELECT to_oct(k) FROM pv;
SELECT casefold(v) FROM pv;
SELECT crc32(v::bytea) FROM pv;
SELECT array_sort(ARRAY[3, 1, 2]);
SELECT uuid_extract_version(uuidv7());
SELECT k::bytea FROM pv;
SELECT pg_stat_get_bgwriter_timed_checkpoints();
-- the system relations are 15's (src/catalog/syscat_data.c)
SELECT checkpoints_timed FROM pg_stat_bgwriter;
SELECT num_timed FROM pg_stat_checkpointer;
SELECT count(*) FROM pg_stat_io;
