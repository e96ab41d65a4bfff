-- SPDX-License-Identifier: MIT
-- tests/pg/prune.sql — partitions pruned through a join (tests/pg/check.sh)
--
-- A fact table range-partitioned by month and a calendar dimension joined
-- on the partition key, the filter on the dimension only.  PostgreSQL's
-- equivalence classes carry only equalities, so alone it scans all twelve
-- partitions; qprop derives s.sale_date's range from c.d's and PostgreSQL
-- then prunes to March.
CREATE TABLE sales (sale_date date NOT NULL, store_id integer, amount numeric(10,2))
    PARTITION BY RANGE (sale_date);
DO $$
BEGIN
    FOR m IN 1..12 LOOP
        EXECUTE format('CREATE TABLE sales_%s PARTITION OF sales FOR VALUES FROM (%L) TO (%L)',
                       lpad(m::text, 2, '0'), make_date(2024, m, 1),
                       make_date(2024, m, 1) + interval '1 month');
    END LOOP;
END $$;
CREATE TABLE cal (d date PRIMARY KEY, month_name text);
INSERT INTO cal SELECT d, to_char(d, 'Month')
    FROM generate_series(date '2024-01-01', date '2024-12-31', interval '1 day') d;
INSERT INTO sales SELECT date '2024-01-01' + (i % 366), i % 10, (i % 100) / 4.0
    FROM generate_series(1, 20000) i;
ANALYZE;
