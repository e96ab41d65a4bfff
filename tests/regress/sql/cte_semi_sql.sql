-- cte_semi_sql: what --format=sql prints of cte_pushdown's semi join
-- filters (issue 37; TPC-DS q02, q59; cte_semi.sql has the rule's
-- cases).  They are implied by the joins of the WITH item's uses, and
-- cost a scan of the dimension per subquery: the SQL leaves them out,
-- but in a bound's subquery, where they narrow the build side (q59) or
-- where the bound comes from one on the partition key (q02).
-- qprop-flags: --format=sql
CREATE TABLE date_dim (d_date_sk int, d_year int, d_week_seq int, d_day_name text);
CREATE TABLE sales (s_date_sk int, s_store int, s_price numeric) PARTITION BY RANGE (s_date_sk);
CREATE TABLE sales_1 PARTITION OF sales FOR VALUES FROM (0) TO (1000);
CREATE TABLE sales_2 PARTITION OF sales FOR VALUES FROM (1000) TO (2000);
CREATE TABLE sales_3 PARTITION OF sales FOR VALUES FROM (2000) TO (3000);
CREATE TABLE web (w_date_sk int, w_price numeric) PARTITION BY RANGE (w_date_sk);
CREATE TABLE web_1 PARTITION OF web FOR VALUES FROM (0) TO (1000);
CREATE TABLE web_2 PARTITION OF web FOR VALUES FROM (1000) TO (2000);

-- q59's shape: the OR over the two uses goes past GROUP BY onto date_dim
-- inside wss; sales gets a bound whose subquery keeps it
WITH wss AS (SELECT date_dim.d_week_seq, sales.s_store, sum(sales.s_price) AS p
             FROM sales JOIN date_dim ON date_dim.d_date_sk = sales.s_date_sk
             GROUP BY date_dim.d_week_seq, sales.s_store)
SELECT y.s_store, y.d_week_seq, y.p / x.p
FROM (SELECT wss.* FROM wss JOIN date_dim d ON d.d_week_seq = wss.d_week_seq WHERE d.d_year = 2001) y,
     (SELECT wss.* FROM wss JOIN date_dim d ON d.d_week_seq = wss.d_week_seq WHERE d.d_year = 2002) x
WHERE y.s_store = x.s_store AND y.d_week_seq = x.d_week_seq - 52;

-- q02's shape: the filter of wswscs's uses reaches wscs through the join
-- inside wswscs, and through wscs's UNION ALL onto both facts, which get
-- a bound from it
WITH wscs AS (SELECT s_date_sk AS sold_date_sk, s_price AS price FROM sales
              UNION ALL SELECT w_date_sk, w_price FROM web),
     wswscs AS (SELECT d_week_seq, sum(price) AS p FROM wscs, date_dim
                WHERE d_date_sk = sold_date_sk GROUP BY d_week_seq)
SELECT y.d_week_seq, y.p / z.p
FROM (SELECT wswscs.d_week_seq, wswscs.p FROM wswscs, date_dim WHERE date_dim.d_week_seq = wswscs.d_week_seq AND d_year = 2001) y,
     (SELECT wswscs.d_week_seq, wswscs.p FROM wswscs, date_dim WHERE date_dim.d_week_seq = wswscs.d_week_seq AND d_year = 2002) z
WHERE y.d_week_seq = z.d_week_seq - 53;

-- a WITH item over the fact itself, joined on the partition key: the IN
-- filter gives the bound, and is itself left out
WITH c AS (SELECT sales.s_date_sk, sales.s_price FROM sales)
SELECT c.s_price FROM c JOIN date_dim ON date_dim.d_date_sk = c.s_date_sk WHERE date_dim.d_year = 2001;

-- no bound (the cost rule: the dimension is larger than the facts), so
-- no semi join filter in the SQL: it is as without the rule
SELECT pg_catalog.pg_restore_relation_stats('version', '180000'::integer, 'schemaname', 'public', 'relname', 'date_dim', 'relpages', '100'::integer, 'reltuples', '73049'::real);
SELECT pg_catalog.pg_restore_relation_stats('version', '180000'::integer, 'schemaname', 'public', 'relname', 'sales_1', 'relpages', '1'::integer, 'reltuples', '1000'::real);
SELECT pg_catalog.pg_restore_relation_stats('version', '180000'::integer, 'schemaname', 'public', 'relname', 'sales_2', 'relpages', '1'::integer, 'reltuples', '1000'::real);
SELECT pg_catalog.pg_restore_relation_stats('version', '180000'::integer, 'schemaname', 'public', 'relname', 'sales_3', 'relpages', '1'::integer, 'reltuples', '1000'::real);
WITH c AS (SELECT sales.s_date_sk, sales.s_price FROM sales)
SELECT c.s_price FROM c JOIN date_dim ON date_dim.d_date_sk = c.s_date_sk WHERE date_dim.d_year = 2001;
