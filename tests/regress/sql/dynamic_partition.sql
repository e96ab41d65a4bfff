-- dynamic_partition: a partitioned scan whose key is joined to the other
-- input becomes a DynamicScan fed by a PartitionSelector over that input,
-- where the join discards the scan's rows without a match and static
-- pruning leaves more than one partition.  The issue's example first, then
-- each join type (eligible and not), static pruning first, strategies,
-- multi-level tables, then one case per UNSAFE item of the rule's header.

create table prt_d (d date, v int) partition by range (d);
create table prt_d_2023 partition of prt_d for values from ('2023-01-01') to ('2024-01-01');
create table prt_d_2024 partition of prt_d for values from ('2024-01-01') to ('2025-01-01');
create table prt_d_2025 partition of prt_d for values from ('2025-01-01') to ('2026-01-01');
create table prt_d_def partition of prt_d default;
create table dim_d (d date, yr int, name text);

create table lpt (a int, b text) partition by list (a);
create table lpt_12 partition of lpt for values in (1, 2);
create table lpt_34 partition of lpt for values in (3, 4);
create table lpt_5n partition of lpt for values in (5, null);
create table lpt_def partition of lpt default;

create table hpt (a int, b text) partition by hash (a);
create table hpt_0 partition of hpt for values with (modulus 4, remainder 0);
create table hpt_1 partition of hpt for values with (modulus 4, remainder 1);
create table hpt_2 partition of hpt for values with (modulus 4, remainder 2);
create table hpt_3 partition of hpt for values with (modulus 4, remainder 3);

create table ml (a int, b text, c int) partition by range (a);
create table ml_1 partition of ml for values from (0) to (10) partition by list (b);
create table ml_1x partition of ml_1 for values in ('x');
create table ml_1y partition of ml_1 for values in ('y', null);
create table ml_1d partition of ml_1 default;
create table ml_2 partition of ml for values from (10) to (20) partition by hash (c);
create table ml_2_0 partition of ml_2 for values with (modulus 2, remainder 0);
create table ml_2_1 partition of ml_2 for values with (modulus 2, remainder 1);
create table ml_def partition of ml default;

create table mc (a int, b int) partition by range (a, b);
create table mc_1 partition of mc for values from (minvalue, minvalue) to (1, 5);
create table mc_2 partition of mc for values from (1, 5) to (2, minvalue);
create table mc_3 partition of mc for values from (2, minvalue) to (3, maxvalue);
create table mc_def partition of mc default;

create table t (a int, b int, bb bigint, s text);

-- ---- the issue's example ----

-- the fact table's key joined to a filtered dimension: a selector over
-- dim_d, a DynamicScan of all four partitions of prt_d
SELECT prt_d.v, dim_d.name FROM prt_d JOIN dim_d ON prt_d.d = dim_d.d WHERE dim_d.yr = 2024;

-- the same with the dimension written first (the scan is the right input)
SELECT prt_d.v FROM dim_d JOIN prt_d ON dim_d.d = prt_d.d WHERE dim_d.yr = 2024;

-- ---- join types ----

-- inner join on a list key; a semi join (EXISTS) and IN
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.a WHERE t.b > 0;
SELECT lpt.b FROM lpt WHERE EXISTS (SELECT 1 FROM t WHERE t.a = lpt.a AND t.b > 0);
SELECT t.b FROM t WHERE t.a IN (SELECT lpt.a FROM lpt WHERE lpt.b = 'x');

-- the nullable side of outer joins: eligible
SELECT t.b, lpt.b FROM t LEFT JOIN lpt ON lpt.a = t.a;
SELECT t.b, lpt.b FROM lpt RIGHT JOIN t ON lpt.a = t.a;

-- the subquery side of an anti join (NOT EXISTS): eligible
SELECT t.b FROM t WHERE NOT EXISTS (SELECT 1 FROM lpt WHERE lpt.a = t.a);

-- a correlated scalar lookup: a right SINGLE join, the subquery's
-- partitioned table probed
SELECT t.a, (SELECT lpt.b FROM lpt WHERE lpt.a = t.a) AS b FROM t;

-- unsafe (1): the preserved side of outer joins, either side of a full
-- join, the outer input of an anti join: no selector
SELECT t.b, lpt.b FROM lpt LEFT JOIN t ON lpt.a = t.a;
SELECT t.b, lpt.b FROM t RIGHT JOIN lpt ON lpt.a = t.a;
SELECT t.b, lpt.b FROM lpt FULL JOIN t ON lpt.a = t.a;
SELECT lpt.b FROM lpt WHERE NOT EXISTS (SELECT 1 FROM t WHERE t.a = lpt.a);

-- unsafe (2): NOT IN, the subquery side partitioned: no selector
SELECT t.b FROM t WHERE t.a NOT IN (SELECT lpt.a FROM lpt);

-- ---- static pruning first ----

-- a key settled by a constant: static pruning keeps one partition, no
-- selector
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.a WHERE t.a = 1;

-- a domain that leaves two partitions: a selector over the kept two
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.a WHERE t.a IN (1, 3);

-- ---- strategies and levels ----

-- hash
SELECT hpt.b FROM hpt JOIN t ON hpt.a = t.a WHERE t.s = 'k';

-- multi-level: the selector routes by the top-level key a
SELECT ml.c FROM ml JOIN t ON ml.a = t.a;

-- multi-level after static pruning of the sub-level: b = 'x' keeps ml_1x,
-- ml_2_0, ml_2_1 and ml_def
SELECT ml.c FROM ml JOIN t ON ml.a = t.a WHERE ml.b = 'x';

-- a two-column range key with both columns joined
SELECT mc.a FROM mc JOIN t ON mc.a = t.a AND mc.b = t.b;

-- two selectors: two partitioned tables joined to one dimension
SELECT lpt.b, hpt.b FROM t JOIN lpt ON lpt.a = t.a JOIN hpt ON hpt.a = t.b;

-- ---- unsafe cases ----

-- unsafe (3): a cross join; a non-equality; a key column not joined
SELECT lpt.b FROM lpt CROSS JOIN t;
SELECT lpt.b FROM lpt JOIN t ON lpt.a < t.a;
SELECT mc.a FROM mc JOIN t ON mc.a = t.a;

-- unsafe (3): IS NOT DISTINCT FROM matches NULLs
SELECT lpt.b FROM lpt JOIN t ON lpt.a IS NOT DISTINCT FROM t.a;

-- unsafe (3): a volatile key expression
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.a + (random() * 0)::int;

-- unsafe (4): the build key has another type than the partition key
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.bb;

-- a computed key of the right type is fine
SELECT lpt.b FROM lpt JOIN t ON lpt.a = t.a + 1;

-- ---- round trip: --format=sql reads the candidate leaves ----
SELECT prt_d.v FROM prt_d JOIN dim_d ON prt_d.d = dim_d.d WHERE dim_d.d >= '2024-01-01' AND dim_d.d < '2026-01-01';

-- unsafe (8): a filter pushed into a WITH query in a later pass reaches
-- the join after its selector was placed; the selector is removed so that
-- the filter goes into t and prunes lpt statically (no selector at the end)
WITH c AS (SELECT lpt.b, t.a FROM lpt JOIN t ON lpt.a = t.a) SELECT * FROM c WHERE c.a = 1;

-- the same with a filter that leaves two partitions: the selector comes
-- back over the filtered input
WITH c AS (SELECT lpt.b, t.a FROM lpt JOIN t ON lpt.a = t.a) SELECT * FROM c WHERE c.a IN (1, 3);

-- ---- convergence ----

-- A PartitionSelector passes its input's rows unchanged, so what holds
-- below it holds above.  join_key_propagate's test of what the outer side
-- of a semi join already knows stopped at the selector: it derived y.k >= 0
-- above the join again, dynamic_partition dropped the selector for it
-- (unsafe (8)), filter_pushdown merged it into the scan and the selector
-- came back, every pass (seed 7 round 23 of the oracle).
create table dpf_r (k numeric, a text) partition by range (a);
create table dpf_r_1 partition of dpf_r for values from (minvalue) to ('m');
create table dpf_r_2 partition of dpf_r for values from ('m') to (maxvalue);
create table dpf_r_d partition of dpf_r default;
create table dpf_s (b numeric);
create table dpf_t (k numeric, a text);
SELECT 1 FROM dpf_r x JOIN dpf_t y ON y.a = x.a WHERE y.k >= 0 AND y.k IN (SELECT s.b FROM dpf_s s);

-- the same with the domain coming from the subquery
SELECT 1 FROM dpf_r x JOIN dpf_t y ON y.a = x.a WHERE y.k IN (SELECT s.b FROM dpf_s s WHERE s.b >= 0);

-- and with the domain in a derived table's filters under the selector
SELECT 1 FROM dpf_r x JOIN (SELECT t.k, t.a FROM dpf_t t) y ON y.a = x.a WHERE y.k = 1 AND EXISTS (SELECT 1 FROM dpf_s s WHERE s.b = y.k);
