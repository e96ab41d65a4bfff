-- Built-in functions in FROM other than those qprop read were refused
-- ("function f in FROM is not supported"): set-returning or scalar ones
-- resolved by PostgreSQL's catalog, and a few returning record through
-- OUT arguments (pg_partition_tree, pg_options_to_table, ts_debug) with
-- their columns.  Issue 34.

CREATE TABLE pt (a int) PARTITION BY RANGE (a);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (1) TO (10);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES FROM (10) TO (20);

-- query:
SELECT relid, parentrelid, level, isleaf FROM pg_partition_tree('pt') p WHERE isleaf;
SELECT p.level, count(*) FROM pg_partition_tree('pt') p GROUP BY p.level;
SELECT * FROM ts_debug('english', 'a fat cat') d WHERE alias = 'asciiword';
SELECT * FROM pg_options_to_table(ARRAY['a=1', 'b=2']) o WHERE o.option_value > '1';
SELECT * FROM pg_partition_ancestors('pt1') a;
SELECT * FROM jsonb_path_query('{"a": [1, 2, 3]}', '$.a[*]') j WHERE j > '1';
SELECT * FROM upper('abc') u, generate_subscripts(ARRAY[5, 6], 1) WITH ORDINALITY AS g (s, n);
