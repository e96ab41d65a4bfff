-- tests/pictures/pictures.sql — queries for the plan pictures (dot.sh, html.sh)
--
-- Covers: a derived predicate with its origin (join-key broadcast), static
-- partition pruning (kept and pruned leaves), a CTE read twice, an outer
-- join, an empty result, literals that need escaping in DOT and HTML
-- ('<', '&', '"', a newline), and a runtime filter (a dashed edge from
-- the join that makes it to the scan that uses it).

CREATE TABLE sales (id int, day date, item int, amount numeric(10,2))
    PARTITION BY RANGE (day);
CREATE TABLE sales_2022 PARTITION OF sales
    FOR VALUES FROM ('2022-01-01') TO ('2023-01-01');
CREATE TABLE sales_2023 PARTITION OF sales
    FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE sales_2024 PARTITION OF sales
    FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE sales_other PARTITION OF sales DEFAULT;
CREATE TABLE item (id int PRIMARY KEY, name text, kind text);
CREATE TABLE day (d date, holiday bool);

-- partitions pruned through a join key: day.d is known, so is sales.day
SELECT i.name, sum(s.amount)
FROM sales s JOIN day ON s.day = day.d JOIN item i ON i.id = s.item
WHERE day.d BETWEEN '2023-03-01' AND '2023-03-31' AND i.id IN (1, 2, 3)
GROUP BY i.name;

-- a CTE read twice, an outer join, literals to escape
WITH big AS (SELECT item, sum(amount) AS total FROM sales GROUP BY item)
SELECT i.name, b1.total
FROM item i LEFT JOIN big b1 ON b1.item = i.id
JOIN big b2 ON b2.item = b1.item
WHERE i.kind = '<a & "b">' OR i.name = E'two\nlines';

-- no row can match: the join becomes Empty
SELECT * FROM item i JOIN sales s ON s.item = i.id
WHERE i.id = 1 AND s.item = 2;

-- a runtime filter: the item rows the join builds on filter the big
-- orders scan on its primary key (orders has 100,000 rows, item 1,000)
CREATE TABLE orders (id int PRIMARY KEY, total numeric);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
    'version', '180000'::integer, 'schemaname', 'public',
    'relname', 'orders', 'relpages', '500'::integer,
    'reltuples', '100000'::real, 'relallvisible', '0'::integer,
    'relallfrozen', '0'::integer);
SELECT o.total FROM orders o JOIN item i ON o.id = i.id WHERE i.kind = 'x';
