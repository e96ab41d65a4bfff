-- pg_versions.sql: what PostgreSQL 16 to 18 added to the dialect, read
-- with the default version (18, qprop --pg-version; issue 38).
-- pg15_dialect.sql has the same under PostgreSQL 15.
CREATE TABLE pv (k int, v text, b bigint);
-- numbers with '_' separators and 0x, 0o, 0b integers (16): typed as the
-- decimal integer they stand for (integer, bigint or numeric by size)
SELECT 1_000, 1_000.000_5, 1_0e1_0, 0x1F, 0o17, 0b101, 0X_FF, 0B1_0;
SELECT 0x7FFFFFFF, 0x80000000, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF;
SELECT -0x80000000, -0x8000000000000000;
SELECT k FROM pv WHERE k = 0o17 AND b = 0x1_0000_0000;
-- errors of PostgreSQL 15 and later: a number an identifier follows
SELECT 123abc;
SELECT 0x1G;
SELECT 1_000_;
SELECT 1__0;
SELECT 1.5e;
SELECT 0x;
SELECT 0o_;
SELECT 0b2;
SELECT $1abc;
-- 1..10 is 1 and ".."
SELECT 1..10;
-- a FROM subquery without an alias (16): named unnamed_subquery
SELECT * FROM (SELECT k FROM pv) WHERE k = 1;
SELECT * FROM (VALUES (1, 2));
-- SYSTEM_USER (16): a reserved word, the stable text function
-- pg_catalog.system_user()
SELECT SYSTEM_USER, pg_catalog.system_user() AS s;
SELECT k FROM pv WHERE v = SYSTEM_USER;
-- any_value (16): an aggregate
SELECT any_value(v), any_value(k) FILTER (WHERE k > 0) FROM pv GROUP BY b;
SELECT b FROM pv GROUP BY b HAVING any_value(k) = 1;
-- IS [NOT] JSON [VALUE | ARRAY | OBJECT | SCALAR] [WITH | WITHOUT UNIQUE
-- [KEYS]] (16): a strict boolean test of text, json or jsonb
CREATE TABLE pj (t text, j json, b jsonb, i int);
SELECT t IS JSON, t IS NOT JSON, j IS JSON OBJECT, b IS JSON ARRAY WITH UNIQUE KEYS,
       t IS JSON SCALAR WITHOUT UNIQUE, '{}' IS JSON VALUE WITH UNIQUE FROM pj;
SELECT t FROM pj WHERE t IS JSON OBJECT WITH UNIQUE KEYS AND j IS NOT JSON ARRAY;
SELECT pv.k FROM pv LEFT JOIN pj ON pj.i = pv.k WHERE pj.t IS JSON;
SELECT t IS JSON keys FROM pj;
SELECT i IS JSON FROM pj;
SELECT "is json"(t) FROM pj;
-- JSON_TABLE and the SQL/JSON functions that are grammar (16, 17): refused,
-- naming the version; json_object() and json_array() stay pg_proc calls
SELECT json_exists(j::jsonb, '$.a') FROM pj;
SELECT json_objectagg(t : i) FROM pj;
SELECT jt.a FROM pj, json_table(pj.b, '$[*]' COLUMNS (a int PATH '$')) jt;
SELECT json_object(ARRAY['a', 'b']);
-- the built-in catalog is 18's (src/types/pgcat_data.c): what 17 added
-- (to_bin, to_oct) and 18 added (uuidv7, casefold, array_sort, crc32, the
-- casts between the integers and bytea) resolves; what 17 removed
-- (pg_stat_get_bgwriter_timed_checkpoints) does not
SELECT to_bin(k), to_oct(b), casefold(v), crc32(v::bytea) FROM pv WHERE k > 2;
SELECT array_sort(ARRAY[3, 1, 2]), array_sort(ARRAY['b', 'a'], true);
SELECT uuid_extract_version(uuidv7()), uuidv7() IS NOT NULL;
SELECT k::bytea, b::bytea, '\x0102'::bytea::int4 FROM pv;
SELECT pv.k FROM pv WHERE to_bin(pv.k) = '101' AND casefold(pv.v) = 'x';
SELECT pg_stat_get_bgwriter_timed_checkpoints();
-- the system relations are 18's (src/catalog/syscat_data.c): 17 moved the
-- checkpoint counters from pg_stat_bgwriter to pg_stat_checkpointer, 18
-- added pg_aios and pg_class.relallfrozen
SELECT num_timed, num_requested FROM pg_stat_checkpointer;
SELECT count(*) FROM pg_aios;
SELECT relname FROM pg_class WHERE relallfrozen > 0;
SELECT checkpoints_timed FROM pg_stat_bgwriter;
