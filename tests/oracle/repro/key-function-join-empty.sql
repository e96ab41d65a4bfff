-- A join through a function of a partition key whose derived filter
-- empties the key's side (no month starts on 2024-03-11): the filter
-- was sent again every pass, as nothing was known of an Empty node, and
-- the rewrite stopped at the pass limit.  Found by gen.py's tz family
-- (seed 3703), the shape it learnt for issue 37.
CREATE TABLE tzl (id int, ts timestamp, k smallint) PARTITION BY RANGE (ts);
CREATE TABLE tzl_p0 PARTITION OF tzl FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE tzl_p2 PARTITION OF tzl FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE tzl_def PARTITION OF tzl DEFAULT;
CREATE TABLE cal (d date PRIMARY KEY, label text);
INSERT INTO tzl VALUES (1, '2024-03-11 10:00', 1), (2, '2024-03-01', 2), (3, NULL, 3), (4, '2024-01-05', NULL);
INSERT INTO cal VALUES ('2024-03-11', 'a'), ('2024-03-01', 'b'), ('2024-01-01', 'c');

-- query:
SELECT c.d, t.id FROM cal AS c RIGHT JOIN tzl AS t ON date_trunc('month', t.ts)::date = c.d WHERE c.d = '2024-03-11';
SELECT c.d, t.id FROM cal AS c JOIN tzl AS t ON date_trunc('month', t.ts)::date = c.d WHERE c.d = '2024-03-11';
SELECT c.d, t.id FROM cal AS c LEFT JOIN tzl AS t ON date_trunc('month', t.ts)::date = c.d WHERE c.d = '2024-03-11';
SELECT c.d, t.id FROM cal AS c LEFT JOIN tzl AS t ON date_trunc('month', t.ts)::date = c.d WHERE c.d = '2024-03-01';
