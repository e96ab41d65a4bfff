-- SPDX-License-Identifier: MIT
-- tests/pg/bounds.sql — execution-time partition bounds (tests/pg/check.sh)
--
-- TPC-DS q19's shape: a fact table range-partitioned by year on a
-- surrogate date key, joined to a calendar dimension whose filter is on
-- its own columns (d_year, d_moy), not on the key.  Nothing bounds the
-- fact's key when planning, so PostgreSQL alone reads every partition;
-- qprop's SQL bounds the key by the min and max of the dimension's
-- selected keys (initplans), and PostgreSQL prunes the other years when
-- executing.  qprop prints the bound only when the dimension has at most
-- a tenth of the fact's rows (pg_class.reltuples, which the extension
-- passes on): 2,192 calendar rows here against 40,000 sales.
CREATE TABLE dd (d_date_sk integer PRIMARY KEY, d_date date NOT NULL,
                 d_year integer NOT NULL, d_moy integer NOT NULL);
INSERT INTO dd SELECT row_number() OVER (ORDER BY d), d,
                      extract(year FROM d), extract(month FROM d)
    FROM generate_series(date '2019-01-01', date '2024-12-31', interval '1 day') d;
CREATE TABLE ss (ss_sold_date_sk integer, ss_item integer, ss_amount numeric(10,2))
    PARTITION BY RANGE (ss_sold_date_sk);
DO $$
DECLARE lo integer; hi integer;
BEGIN
    FOR y IN 2019..2024 LOOP
        SELECT min(d_date_sk), max(d_date_sk) + 1 INTO lo, hi FROM dd WHERE d_year = y;
        EXECUTE format('CREATE TABLE ss_%s PARTITION OF ss FOR VALUES FROM (%s) TO (%s)',
                       y, lo, hi);
    END LOOP;
END $$;
CREATE TABLE ss_default PARTITION OF ss DEFAULT;
INSERT INTO ss SELECT CASE WHEN i % 1000 = 0 THEN NULL ELSE 1 + (i * 7) % 2192 END,
                      i % 50, (i % 100) / 4.0
    FROM generate_series(1, 40000) i;
ANALYZE;
