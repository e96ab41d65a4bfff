-- partition_prune: a partitioned scan reads only the leaves a row its
-- filters allow can land in.  Positive cases per strategy (range, list,
-- hash, default, multi-level, NULL keys), then pruning through joins of
-- every kind (derived predicates count; never a preserved side from an ON
-- clause), then one case per UNSAFE item of the rule's header.

create table prt (a int, b text) partition by range (a);
create table prt_p1 partition of prt for values from (0) to (10);
create table prt_p2 partition of prt for values from (10) to (20);
create table prt_p3 partition of prt for values from (20) to (30);
create table prt_def partition of prt default;

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

create table mc (a int, b int) partition by range (a, b);
create table mc_1 partition of mc for values from (minvalue, minvalue) to (1, 5);
create table mc_2 partition of mc for values from (1, 5) to (2, minvalue);
create table mc_3 partition of mc for values from (2, minvalue) to (3, maxvalue);
create table mc_def partition of mc default;

create table ml (a int, b text, c int) partition by range (a);
create table ml_1 partition of ml for values from (0) to (10) partition by list (b);
create table ml_1x partition of ml_1 for values in ('x');
create table ml_1y partition of ml_1 for values in ('y', null);
create table ml_1d partition of ml_1 default;
create table ml_2 partition of ml for values from (10) to (20) partition by hash (c);
create table ml_2_0 partition of ml_2 for values with (modulus 2, remainder 0);
create table ml_2_1 partition of ml_2 for values with (modulus 2, remainder 1);
create table ml_def partition of ml default;

create table t1 (a int, c int);
create table t2 (a int, b text);

-- range: a point, a range, outside every bound (DEFAULT only)
select * from prt where a = 5;
select * from prt where a >= 5 and a < 20;
select * from prt where a = 100;
-- range: an IN list and an OR of ranges
select * from prt where a in (1, 25) or (a > 11 and a < 13);
-- range: NULL goes to the DEFAULT partition only
select * from prt where a is null;
-- range: the domain is covered by the bounds, so DEFAULT goes
select * from prt where a between 0 and 29;
-- range: nothing can match, the scan is empty
select * from prt where a = 5 and a = 15;

-- list: values, the partition listing NULL, a value listed nowhere
select * from lpt where a in (2, 3);
select * from lpt where a is null;
select * from lpt where a = 5;
select * from lpt where a = 42;
-- list: IS NOT NULL keeps a partition listing (5, NULL) for its 5
select * from lpt where a is not null and a >= 4;
-- list: <> keeps every partition with another value
select * from lpt where a <> 1;

-- hash: points are hashed as PostgreSQL hashes them; NULL hashes to 0
select * from hpt where a = 1;
select * from hpt where a in (1, 2, 3);
select * from hpt where a is null;
-- hash: a range cannot be enumerated: every partition stays
select * from hpt where a > 5;

-- multi-column range keys compare row-wise
select * from mc where a = 1 and b < 5;
select * from mc where a = 1 and b >= 5;
select * from mc where a = 2;
select * from mc where a = 1 and b is null;

-- multi-level: each level prunes with its own key
select * from ml where a = 5;
select * from ml where a = 5 and b = 'x';
select * from ml where b = 'y';
select * from ml where a = 15 and c = 7;
select * from ml where a is null;

-- through joins: a filter on the other side's join key prunes
select * from prt join t1 on prt.a = t1.a where t1.a in (5, 15);
select * from prt, t1, t2 where prt.a = t1.a and t1.a = t2.a and t2.a = 25;
-- the nullable side of an outer join is pruned by the preserved side's key
select * from t1 left join prt on prt.a = t1.a where t1.a = 5;
select * from prt right join t1 on prt.a = t1.a where t1.a = 15;
-- semi join: the subquery's filter prunes the outer table
select * from prt where a in (select a from t1 where t1.a = 25);
-- an ON-clause predicate on the nullable side prunes it
select * from t1 left join lpt on lpt.a = t1.a and lpt.a = 3;
-- unsafe (1): an ON-clause predicate never prunes the preserved side
select * from prt left join t1 on prt.a = t1.a and prt.a = 5;
-- unsafe (1): a full join preserves both sides
select * from prt full join t1 on prt.a = t1.a and t1.a = 5;
-- a WHERE filter on t1 makes the full join keep t1 only: prt is pruned
select * from prt full join t1 on prt.a = t1.a where t1.a = 5;
-- a filter on the nullable side's key in WHERE makes the join inner
select * from t1 left join prt on prt.a = t1.a where prt.a = 25;
-- every partition pruned below an inner join: the join is empty
select * from lpt join t1 on lpt.a = t1.a where t1.a = 42 and lpt.a = 1;

-- unsafe (2): an expression on the key that is not solved for it tells nothing
select * from prt where a / 2 = 5;
-- unsafe (3): a hash key with another operator class is not hashed here
create table hop (a text) partition by hash (a text_pattern_ops);
create table hop_0 partition of hop for values with (modulus 2, remainder 0);
create table hop_1 partition of hop for values with (modulus 2, remainder 1);
select * from hop where a = 'x';
-- unsafe (4): a constant of another type prunes by its own domain only
select * from prt where a = 5.5;
-- unsafe (5): a text range key is pruned by points only
create table tr (a text) partition by range (a);
create table tr_1 partition of tr for values from ('a') to ('m');
create table tr_2 partition of tr for values from ('m') to ('z');
create table tr_def partition of tr default;
select * from tr where a = 'b';
select * from tr where a in ('n', 'zz');
select * from tr where a > 'n';
-- list pruning on text is byte equality, so it holds in any collation
select * from ml where b in ('x', 'q');
-- a partition read directly: its rows satisfy its own bound
select * from ml_1 where a = 15;

-- a date range is a finite set of dates (src/rewrite/domain.c enumerates
-- discrete ranges), so it prunes hash partitions and LIST defaults:
-- both days hash to hd_3, as PostgreSQL 15 routes them (checked with
-- INSERT ... and tableoid; its planner keeps all four for the range)
create table hd (d date, v int) partition by hash (d);
create table hd_0 partition of hd for values with (modulus 4, remainder 0);
create table hd_1 partition of hd for values with (modulus 4, remainder 1);
create table hd_2 partition of hd for values with (modulus 4, remainder 2);
create table hd_3 partition of hd for values with (modulus 4, remainder 3);
select * from hd where d >= '2024-01-01' and d < '2024-01-03';
-- the list covers both days: the DEFAULT partition goes
create table ld (d date, v int) partition by list (d);
create table ld_a partition of ld for values in ('2024-01-01', '2024-01-02');
create table ld_b partition of ld for values in ('2024-01-03');
create table ld_def partition of ld default;
select * from ld where d >= '2024-01-01' and d < '2024-01-03';
select * from ld where d > '2023-12-31' and d <= '2024-01-03';
