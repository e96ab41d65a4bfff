-- SPDX-License-Identifier: MIT
-- tests/pg/selector.sql — the schema of tests/pg/selector.py: execution-
-- time partition pruning through a join (issue 36), one form per table
--
-- Two dimensions whose filter is on their own columns, not their key
-- (qprop bounds a fact's key by the min and max of the selected build
-- keys only when that filter is "narrow": an integer beyond 366, such as
-- a year, src/target/bounds.c), each with NULL keys:
--   d (dk, yr): yr = 2001 selects dk 230..370 (contiguous), 2002 dk
--     10..20 and 410..420 (gaps), 2003 dk 650..655, 2000 the rest; each
--     year also has one row with a NULL dk, and 2004 has that row only;
--     no row has yr 1900 (an empty build side);
--   r (rk, zn): zn = 5003 selects rk 4, 5 and a NULL, 5002 rk 3, 5006 rk
--     1 and 7 (gaps), 5009 a NULL only.
-- Fact tables, the same 14,000 rows in each (NULL dk every 97th row,
-- NULL rk every 89th):
--   fr  RANGE (dk): fr_1 .. fr_7 of 100 keys each (1..700), fr_def
--       (DEFAULT: the NULL keys);
--   fl  LIST (rk): fl_12 (1, 2), fl_3, fl_45, fl_67, fl_null (NULL),
--       fl_def (DEFAULT: 8, 9);
--   fh  HASH (dk), modulus 4; fx HASH (dk), moduli 4 and 8 mixed; fz
--       HASH (dk, rk); fs HASH (dk) with fs_1 sub-partitioned by HASH
--       (rk);
--   fb  HASH (bk bigint), modulus 8, bk = dk * 1000000007, and its
--       dimension d8 (bk, yr) the same of d;
--   fm  RANGE (dk) of LIST (rk): fm_1 (1..200), fm_2 (201..400), fm_3
--       (401..700), each of _a (1, 2, 3), _b (4, 5, 6), _c (DEFAULT);
--       fm_def (DEFAULT: the NULL keys);
--   fc  RANGE (rk, dk): fc_N_lo (rk N, dk < 351) and fc_N_hi (rk N, dk
--       >= 351) for N = 1..9, fc_def (DEFAULT: the NULL keys).
-- And a date key: cal (day, mseq), the days of 2024 with a month's
-- sequence number (24001 .. 24012) and a NULL day in March; ft RANGE
-- (day) by month, ft_1 .. ft_12 and ft_def (the NULL days), 7,320 rows.
-- And monthly partitions over three years (issue 36 item 4, key sets):
-- cal3 (day, yr, moy), the days of 2022-2024 and a NULL day with moy 11;
-- fy RANGE (day), fy_2022_01 .. fy_2024_12 and fy_def (DEFAULT: the
-- NULL days and the days of 2025), 14,000 rows.
-- And a date HASH key: dday (day, wk), the days of 2024 with a week's
-- number (5000 + day of the year / 7) and a NULL day in week 5010; fg
-- HASH (day), modulus 16, ft's rows.
-- The dimensions have at most a tenth of the facts' rows (qprop prints a
-- bound only then, pg_class.reltuples).
CREATE TABLE d (dk integer, yr integer NOT NULL, w integer);
INSERT INTO d SELECT k, CASE WHEN k BETWEEN 230 AND 370 THEN 2001
                             WHEN k BETWEEN 10 AND 20 OR k BETWEEN 410 AND 420 THEN 2002
                             WHEN k BETWEEN 650 AND 655 THEN 2003
                             ELSE 2000 END, k % 7
    FROM generate_series(1, 700) k;
INSERT INTO d SELECT NULL, y, 0 FROM unnest(ARRAY[2000, 2001, 2002, 2003, 2004]) y;
CREATE TABLE r (rk integer, zn integer NOT NULL);
INSERT INTO r VALUES (1, 5001), (2, 5001), (3, 5002), (4, 5003), (5, 5003),
    (6, 5004), (7, 5004), (8, 5005), (9, 5005), (NULL, 5003), (NULL, 5009),
    (1, 5006), (7, 5006);

CREATE TABLE fr (dk integer, rk integer, amt numeric(10,2)) PARTITION BY RANGE (dk);
DO $$
BEGIN
    FOR i IN 1..7 LOOP
        EXECUTE format('CREATE TABLE fr_%s PARTITION OF fr FOR VALUES FROM (%s) TO (%s)',
                       i, (i - 1) * 100 + 1, i * 100 + 1);
    END LOOP;
END $$;
CREATE TABLE fr_def PARTITION OF fr DEFAULT;

CREATE TABLE fl (dk integer, rk integer, amt numeric(10,2)) PARTITION BY LIST (rk);
CREATE TABLE fl_12 PARTITION OF fl FOR VALUES IN (1, 2);
CREATE TABLE fl_3 PARTITION OF fl FOR VALUES IN (3);
CREATE TABLE fl_45 PARTITION OF fl FOR VALUES IN (4, 5);
CREATE TABLE fl_67 PARTITION OF fl FOR VALUES IN (6, 7);
CREATE TABLE fl_null PARTITION OF fl FOR VALUES IN (NULL);
CREATE TABLE fl_def PARTITION OF fl DEFAULT;

CREATE TABLE fh (dk integer, rk integer, amt numeric(10,2)) PARTITION BY HASH (dk);
DO $$
BEGIN
    FOR i IN 0..3 LOOP
        EXECUTE format('CREATE TABLE fh_%s PARTITION OF fh FOR VALUES WITH (MODULUS 4, REMAINDER %s)',
                       i, i);
    END LOOP;
END $$;

-- HASH with moduli 4 and 8 mixed (no DEFAULT: HASH has none), by an
-- int8 key, by a date key, by two columns, and with a sub-partitioned
-- partition
CREATE TABLE fx (dk integer, rk integer, amt numeric(10,2)) PARTITION BY HASH (dk);
CREATE TABLE fx_0 PARTITION OF fx FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE fx_1 PARTITION OF fx FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE fx_2 PARTITION OF fx FOR VALUES WITH (MODULUS 8, REMAINDER 2);
CREATE TABLE fx_6 PARTITION OF fx FOR VALUES WITH (MODULUS 8, REMAINDER 6);
CREATE TABLE fx_3 PARTITION OF fx FOR VALUES WITH (MODULUS 8, REMAINDER 3);
CREATE TABLE fx_7 PARTITION OF fx FOR VALUES WITH (MODULUS 8, REMAINDER 7);
CREATE TABLE d8 (bk bigint, yr integer NOT NULL);
CREATE TABLE fb (bk bigint, amt numeric(10,2)) PARTITION BY HASH (bk);
DO $$
BEGIN
    FOR i IN 0..7 LOOP
        EXECUTE format('CREATE TABLE fb_%s PARTITION OF fb FOR VALUES WITH (MODULUS 8, REMAINDER %s)',
                       i, i);
    END LOOP;
END $$;
CREATE TABLE dday (day date, wk integer NOT NULL);
INSERT INTO dday SELECT g::date, 5000 + (extract(doy FROM g)::integer - 1) / 7
    FROM generate_series(date '2024-01-01', date '2024-12-31', interval '1 day') g;
INSERT INTO dday VALUES (NULL, 5010);
CREATE TABLE fg (day date, amt numeric(10,2)) PARTITION BY HASH (day);
DO $$
BEGIN
    FOR i IN 0..15 LOOP
        EXECUTE format('CREATE TABLE fg_%s PARTITION OF fg FOR VALUES WITH (MODULUS 16, REMAINDER %s)',
                       i, i);
    END LOOP;
END $$;
CREATE TABLE fz (dk integer, rk integer, amt numeric(10,2)) PARTITION BY HASH (dk, rk);
DO $$
BEGIN
    FOR i IN 0..3 LOOP
        EXECUTE format('CREATE TABLE fz_%s PARTITION OF fz FOR VALUES WITH (MODULUS 4, REMAINDER %s)',
                       i, i);
    END LOOP;
END $$;
CREATE TABLE fs (dk integer, rk integer, amt numeric(10,2)) PARTITION BY HASH (dk);
CREATE TABLE fs_0 PARTITION OF fs FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE fs_1 PARTITION OF fs FOR VALUES WITH (MODULUS 2, REMAINDER 1)
    PARTITION BY HASH (rk);
CREATE TABLE fs_1_0 PARTITION OF fs_1 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE fs_1_1 PARTITION OF fs_1 FOR VALUES WITH (MODULUS 2, REMAINDER 1);

CREATE TABLE fm (dk integer, rk integer, amt numeric(10,2)) PARTITION BY RANGE (dk);
DO $$
DECLARE lo integer[] := ARRAY[1, 201, 401]; hi integer[] := ARRAY[201, 401, 701];
BEGIN
    FOR i IN 1..3 LOOP
        EXECUTE format('CREATE TABLE fm_%s PARTITION OF fm FOR VALUES FROM (%s) TO (%s) PARTITION BY LIST (rk)',
                       i, lo[i], hi[i]);
        EXECUTE format('CREATE TABLE fm_%s_a PARTITION OF fm_%s FOR VALUES IN (1, 2, 3)', i, i);
        EXECUTE format('CREATE TABLE fm_%s_b PARTITION OF fm_%s FOR VALUES IN (4, 5, 6)', i, i);
        EXECUTE format('CREATE TABLE fm_%s_c PARTITION OF fm_%s DEFAULT', i, i);
    END LOOP;
END $$;
CREATE TABLE fm_def PARTITION OF fm DEFAULT;

CREATE TABLE fc (dk integer, rk integer, amt numeric(10,2)) PARTITION BY RANGE (rk, dk);
DO $$
BEGIN
    FOR i IN 1..9 LOOP
        EXECUTE format('CREATE TABLE fc_%s_lo PARTITION OF fc FOR VALUES FROM (%s, MINVALUE) TO (%s, 351)',
                       i, i, i);
        EXECUTE format('CREATE TABLE fc_%s_hi PARTITION OF fc FOR VALUES FROM (%s, 351) TO (%s, MAXVALUE)',
                       i, i, i);
    END LOOP;
END $$;
CREATE TABLE fc_def PARTITION OF fc DEFAULT;

CREATE TABLE cal (day date, mseq integer NOT NULL);
INSERT INTO cal SELECT g::date, 24000 + extract(month FROM g)::integer
    FROM generate_series(date '2024-01-01', date '2024-12-31', interval '1 day') g;
INSERT INTO cal VALUES (NULL, 24003);
CREATE TABLE ft (day date, amt numeric(10,2)) PARTITION BY RANGE (day);
DO $$
BEGIN
    FOR m IN 1..12 LOOP
        EXECUTE format('CREATE TABLE ft_%s PARTITION OF ft FOR VALUES FROM (%L) TO (%L)',
                       m, make_date(2024, m, 1), make_date(2024, m, 1) + interval '1 month');
    END LOOP;
END $$;
CREATE TABLE ft_def PARTITION OF ft DEFAULT;

CREATE TABLE cal3 (day date, yr integer NOT NULL, moy integer NOT NULL);
INSERT INTO cal3 SELECT g::date, extract(year FROM g)::integer,
                        extract(month FROM g)::integer
    FROM generate_series(date '2022-01-01', date '2024-12-31', interval '1 day') g;
INSERT INTO cal3 VALUES (NULL, 2023, 11);
CREATE TABLE fy (day date, amt numeric(10,2)) PARTITION BY RANGE (day);
DO $$
BEGIN
    FOR y IN 2022..2024 LOOP
        FOR m IN 1..12 LOOP
            EXECUTE format('CREATE TABLE fy_%s_%s PARTITION OF fy FOR VALUES FROM (%L) TO (%L)',
                           y, lpad(m::text, 2, '0'), make_date(y, m, 1),
                           make_date(y, m, 1) + interval '1 month');
        END LOOP;
    END LOOP;
END $$;
CREATE TABLE fy_def PARTITION OF fy DEFAULT;
INSERT INTO fy SELECT CASE WHEN i % 101 = 0 THEN NULL ELSE date '2022-01-01' + i % 1120 END,
                      (i % 100) / 4.0
    FROM generate_series(1, 14000) i;

INSERT INTO ft SELECT CASE WHEN i % 101 = 0 THEN NULL ELSE date '2024-01-01' + i % 366 END,
                      (i % 100) / 4.0
    FROM generate_series(1, 7320) i;
INSERT INTO fr SELECT CASE WHEN i % 97 = 0 THEN NULL ELSE 1 + i % 700 END,
                      CASE WHEN i % 89 = 0 THEN NULL ELSE 1 + i % 9 END,
                      (i % 100) / 4.0
    FROM generate_series(1, 14000) i;
INSERT INTO fl SELECT * FROM fr;
INSERT INTO fh SELECT * FROM fr;
INSERT INTO fx SELECT * FROM fr;
INSERT INTO fz SELECT * FROM fr;
INSERT INTO fs SELECT * FROM fr;
INSERT INTO d8 SELECT dk * 1000000007::bigint, yr FROM d;
INSERT INTO fb SELECT dk * 1000000007::bigint, amt FROM fr;
INSERT INTO fg SELECT * FROM ft;
INSERT INTO fm SELECT * FROM fr;
INSERT INTO fc SELECT * FROM fr;
ANALYZE;

-- HASH routing (tests/pg/selector.py hash_routing): one key of each type
-- per dimension row of dr, picked by grp = 10000 + i (a narrow filter),
-- and five HASH facts of moduli that are no powers of two, some mixed,
-- each holding three rows per key (and a NULL key): the key set of one
-- build key must read exactly the partition PostgreSQL routed its rows to
CREATE TABLE dr (k4 integer, k8 bigint, kd date, kn numeric, kt timestamptz,
                 grp integer NOT NULL);
INSERT INTO dr SELECT ((i * 2654435761) % 4294967296 - 2147483648)::integer,
                      ((i * 2654435761) % 4294967296 - 2147483648) * 4294967311,
                      date '2000-01-01' + (i * 37 - 7000), i / 7.0 - 20,
                      timestamptz '2020-01-01 00:00+00' + i * interval '97 minutes 7 seconds',
                      10000 + i
    FROM generate_series(1, 400) i;
INSERT INTO dr VALUES (NULL, NULL, NULL, NULL, NULL, 10000);
CREATE TABLE hr4 (k integer) PARTITION BY HASH (k);
CREATE TABLE hr4_a PARTITION OF hr4 FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE hr4_b PARTITION OF hr4 FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE hr4_c PARTITION OF hr4 FOR VALUES WITH (MODULUS 6, REMAINDER 2);
CREATE TABLE hr4_d PARTITION OF hr4 FOR VALUES WITH (MODULUS 6, REMAINDER 5);
CREATE TABLE hr8 (k bigint) PARTITION BY HASH (k);
CREATE TABLE hr8_a PARTITION OF hr8 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE hr8_b PARTITION OF hr8 FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE hr8_c PARTITION OF hr8 FOR VALUES WITH (MODULUS 12, REMAINDER 3);
CREATE TABLE hr8_d PARTITION OF hr8 FOR VALUES WITH (MODULUS 12, REMAINDER 7);
CREATE TABLE hr8_e PARTITION OF hr8 FOR VALUES WITH (MODULUS 12, REMAINDER 11);
CREATE TABLE hrd (k date) PARTITION BY HASH (k);
CREATE TABLE hrn (k numeric) PARTITION BY HASH (k);
CREATE TABLE hrt (k timestamptz) PARTITION BY HASH (k);
DO $$
BEGIN
    FOR i IN 0..4 LOOP
        EXECUTE format('CREATE TABLE hrd_%s PARTITION OF hrd FOR VALUES WITH (MODULUS 5, REMAINDER %s)', i, i);
    END LOOP;
    FOR i IN 0..2 LOOP
        EXECUTE format('CREATE TABLE hrn_%s PARTITION OF hrn FOR VALUES WITH (MODULUS 3, REMAINDER %s)', i, i);
    END LOOP;
    FOR i IN 0..6 LOOP
        EXECUTE format('CREATE TABLE hrt_%s PARTITION OF hrt FOR VALUES WITH (MODULUS 7, REMAINDER %s)', i, i);
    END LOOP;
END $$;
INSERT INTO hr4 SELECT k4 FROM dr, generate_series(1, 3);
INSERT INTO hr8 SELECT k8 FROM dr, generate_series(1, 3);
INSERT INTO hrd SELECT kd FROM dr, generate_series(1, 3);
INSERT INTO hrn SELECT kn FROM dr, generate_series(1, 3);
INSERT INTO hrt SELECT kt FROM dr, generate_series(1, 3);
ANALYZE dr, hr4, hr8, hrd, hrn, hrt;
