--
-- PostgreSQL database dump
--

-- Dumped from database version 17.12
-- Dumped by pg_dump version 17.12

-- pg17_catalog.sql: the pg_dump header above makes qprop read this file
-- as PostgreSQL 17, with 17's built-in catalog (src/types/pgcat_data.c):
-- what 17 added (to_bin, to_oct, uuid_extract_version) resolves, what 18
-- added (uuidv7, casefold, array_sort, crc32, the casts between the
-- integers and bytea) does not exist, and what 17 removed
-- (pg_stat_get_bgwriter_timed_checkpoints) neither.  pg_versions.sql has
-- the same under 18, pg15_dialect.sql under 15.
CREATE TABLE pv (k int, v text, b bigint);
SELECT to_bin(k), to_oct(b), to_bin(-1), to_oct(8::bigint) FROM pv WHERE k > 2;
SELECT pv.k FROM pv WHERE to_bin(pv.k) = '101';
SELECT uuid_extract_version(gen_random_uuid());
SELECT casefold(v) FROM pv;
SELECT crc32(v::bytea) FROM pv;
SELECT array_sort(ARRAY[3, 1, 2]);
SELECT uuid_extract_version(uuidv7());
SELECT k::bytea FROM pv;
SELECT '\x0102'::bytea::int4;
SELECT pg_stat_get_bgwriter_timed_checkpoints();
-- what every version has
SELECT upper(v), length(v), k::text FROM pv;
-- the system relations are 17's (src/catalog/syscat_data.c)
SELECT num_timed, num_requested FROM pg_stat_checkpointer;
SELECT checkpoints_timed FROM pg_stat_bgwriter;
SELECT count(*) FROM pg_aios;
SELECT relname FROM pg_class WHERE relallfrozen > 0;
