-- partitionwise_join (opt-in): a join on a partitioned table's key becomes
-- one join per partition, the other input filtered by the partition's
-- bound; two tables partitioned alike are joined partition by partition.
-- Every case is also run on PostgreSQL by tests/oracle/golden_roundtrip.sh
-- with the rule enabled.  Positive cases per strategy and join type, then
-- one case per UNSAFE item of the rule's header.
-- qprop-flags: --enable-rule=partitionwise_join

create table prt (a int, b int, c text) partition by range (a);
create table prt_p1 partition of prt for values from (0) to (10);
create table prt_p2 partition of prt for values from (10) to (20);
create table prt_p3 partition of prt for values from (20) to (30);
create table prt_def partition of prt default;

create table prt2 (a int, v int) partition by range (a);
create table prt2_p1 partition of prt2 for values from (0) to (10);
create table prt2_p2 partition of prt2 for values from (10) to (20);
create table prt2_p3 partition of prt2 for values from (20) to (30);
create table prt2_def partition of prt2 default;

create table prtb (a bigint, v int) partition by range (a);
create table prtb_p1 partition of prtb for values from (0) to (10);
create table prtb_p2 partition of prtb for values from (10) to (20);
create table prtb_p3 partition of prtb for values from (20) to (30);
create table prtb_def partition of prtb default;

create table prt3 (a int, w int) partition by range (a);
create table prt3_lo partition of prt3 for values from (minvalue) to (5);
create table prt3_mid partition of prt3 for values from (5) to (15);
create table prt3_hi partition of prt3 for values from (15) to (maxvalue);
create table prt3_def partition of prt3 default;

create table lpt (a int, b int) partition by list (a);
create table lpt_12 partition of lpt for values in (1, 2);
create table lpt_34 partition of lpt for values in (3, 4);
create table lpt_5n partition of lpt for values in (5, null);
create table lpt_def partition of lpt default;

create table lnull (a int, b int) partition by list (a);
create table lnull_1 partition of lnull for values in (1, 2, 3);
create table lnull_n partition of lnull for values in (null);
create table lnull_def partition of lnull default;

create table hpt (a int, b int) partition by hash (a);
create table hpt_0 partition of hpt for values with (modulus 2, remainder 0);
create table hpt_1 partition of hpt for values with (modulus 2, remainder 1);

create table hpt2 (a int, b int) partition by hash (a);
create table hpt2_0 partition of hpt2 for values with (modulus 2, remainder 0);
create table hpt2_1 partition of hpt2 for values with (modulus 2, remainder 1);

create table mlp (a int, b int, c int) partition by range (a);
create table mlp_1 partition of mlp for values from (0) to (10)
    partition by list (b);
create table mlp_1_x partition of mlp_1 for values in (1, 2, 3);
create table mlp_1_d partition of mlp_1 default;
create table mlp_2 partition of mlp for values from (10) to (100);
create table mlp_def partition of mlp default;

create table mc (a int, b int) partition by range (a, b);
create table mc_1 partition of mc for values from (minvalue, minvalue) to (3, 5);
create table mc_2 partition of mc for values from (3, 5) to (8, minvalue);
create table mc_3 partition of mc for values from (8, minvalue) to (12, maxvalue);
create table mc_def partition of mc default;

create table tpt (k text, n int) partition by list (k);
create table tpt_x partition of tpt for values in ('x', 'X');
create table tpt_y partition of tpt for values in ('y');
create table tpt_def partition of tpt default;

create table trg (k text, n int) partition by range (k);
create table trg_1 partition of trg for values from (minvalue) to ('m');
create table trg_2 partition of trg for values from ('m') to (maxvalue);
create table trg_def partition of trg default;

create table dim (a int, x int, k text, big bigint);
create table dim2 (a int, y int);

-- range: one join per partition, dim filtered by each bound; the IN list
-- prunes prt to two partitions first
select prt.b, dim.x from prt join dim on prt.a = dim.a
where dim.a in (5, 15);

-- a bound that contradicts dim's filter leaves no branch for it; the
-- default partition holds what the others do not (a < 0 here)
select prt.b, dim.x from prt join dim on prt.a = dim.a where dim.a < 12;

-- every partition, the join's columns used above the Append: ORDER BY,
-- GROUP BY, an aggregate and a correlated subquery
select prt.a, count(*), max(dim.x),
       (select count(*) from dim2 where dim2.a = prt.a) as n2
from prt join dim on prt.a = dim.a
group by prt.a order by prt.a;

-- list with a NULL partition and a default: b IN (the values), the
-- default b NOT IN (every value listed elsewhere)
select lpt.b, dim.x from lpt join dim on lpt.a = dim.a;

-- a partition that lists only NULL meets no row: its branch is Empty
select lnull.b, dim.x from lnull join dim on lnull.a = dim.a;

-- left join, the partitioned table preserved: its rows without a match
-- are output in their own partition's branch
select prt.a, prt.b, dim.x from prt left join dim on prt.a = dim.a
where prt.b > 3;

-- right join, the partitioned table preserved on the right
select prt.a, dim.x from dim right join prt on dim.a = prt.a;

-- the partitioned table on the right of an inner join
select prt.a, dim.x from dim join prt on dim.a = prt.a where dim.x < 5;

-- semi and anti joins with the partitioned table outside
select prt.a, prt.b from prt where exists (select 1 from dim where dim.a = prt.a);
select prt.a, prt.b from prt where prt.a in (select dim.a from dim where dim.x > 2);
select prt.a, prt.b from prt where not exists (select 1 from dim where dim.a = prt.a);

-- partitioned alike: partition by partition, no extra filter; the filter
-- on prt prunes both sides
select prt.a, prt2.v from prt join prt2 on prt.a = prt2.a where prt.a < 15;

-- partitioned alike, full join: an unmatched row of either side stays in
-- its own bound's branch
select prt.a, prt2.a, prt2.v from prt full join prt2 on prt.a = prt2.a;

-- partitioned alike, left and anti joins
select prt.a, prt2.v from prt left join prt2 on prt.a = prt2.a and prt2.v > 1;
select prt.a from prt where not exists (select 1 from prt2 where prt2.a = prt.a);

-- hash partitioned alike: the same modulus and remainders
select hpt.a, hpt2.b from hpt join hpt2 on hpt.a = hpt2.a;

-- partitioned differently: the single form, and each branch's bound then
-- prunes the other table too
select prt.a, prt3.w from prt join prt3 on prt.a = prt3.a;

-- multi-level: joined on both levels' keys, both bounds filter dim2...
select mlp.c, dim2.y from mlp join dim2 on mlp.a = dim2.a and mlp.b = dim2.y;

-- ... joined on the top key only: only the top bound does
select mlp.c, dim2.y from mlp join dim2 on mlp.a = dim2.a;

-- a two-column range key: the first column's range, ends inclusive where
-- the rest of the bound allows it
select mc.b, dim2.y from mc join dim2 on mc.a = dim2.a and mc.b = dim2.y;

-- a list key of text: exact in any collation
select tpt.n, dim.x from tpt join dim on tpt.k = dim.k;

-- three tables: the join of prt and dim is split, dim2 joins the Append
select prt.b, dim.x, dim2.y from prt join dim on prt.a = dim.a
join dim2 on dim2.a = dim.x where dim.a between 8 and 12;

-- a split inside the other input of a split: each branch has its own copy
-- of the inner Append (--format=sql names each copy apart; found by the
-- differential oracle)
select lpt.b, prt.b, prt2.v from lpt
join (prt join prt2 on prt.a = prt2.a) on lpt.a = prt.a;
select count(*) from prt
where prt.a in (select prt2.a from prt2 join dim on dim.a = prt2.a);

-- runtime filters are placed after the split, one per branch (big
-- partitions, a small dimension: the guards of runtime_filter pass)
create table big (a int, b int) partition by range (a);
create table big_1 partition of big for values from (minvalue) to (10);
create table big_2 partition of big for values from (10) to (maxvalue);
create table big_d partition of big default;
create table small (a int, x int);
SELECT * FROM pg_catalog.pg_restore_relation_stats('version', '180000'::integer,
    'schemaname', 'public', 'relname', 'big_1', 'relpages', '1000'::integer,
    'reltuples', '1000000'::real);
SELECT * FROM pg_catalog.pg_restore_relation_stats('version', '180000'::integer,
    'schemaname', 'public', 'relname', 'big_2', 'relpages', '1000'::integer,
    'reltuples', '1000000'::real);
SELECT * FROM pg_catalog.pg_restore_relation_stats('version', '180000'::integer,
    'schemaname', 'public', 'relname', 'small', 'relpages', '1'::integer,
    'reltuples', '100'::real);
select big.b, small.x from big join small
on big.a = small.a and big.b = small.x where small.x < 7;

-- INSERT, UPDATE and DELETE read a split join like a query (the UPDATEs
-- set constants: a row that several FROM rows match may take any of them)
create table tgt (k int, v int);
insert into tgt select prt.a, dim.x from prt join dim on prt.a = dim.a;
update tgt set v = -7 from prt join dim on prt.a = dim.a
where tgt.k = dim.x;
delete from tgt using prt join dim on prt.a = dim.a where tgt.k = dim.x;

-- UNSAFE (7): the target of UPDATE or DELETE is not split
update prt set b = -7 from dim where prt.a = dim.a;
delete from prt using dim where prt.a = dim.a and dim.x > 3;

-- UNSAFE (1): the partitioned table on the nullable side of a left join,
-- a full join with another table, the subquery of a semi join: not split
select prt.a, dim.x from dim left join prt on dim.a = prt.a;
select prt.a, dim.x from prt full join dim on prt.a = dim.a;
select dim.x from dim where dim.a in (select prt.a from prt);

-- UNSAFE (2): NOT IN is not split
select prt.a from prt where prt.a not in (select dim.a from dim);

-- UNSAFE (3): the key joined in another type (bigint)
select prt.a, dim.x from prt join dim on prt.a = dim.big;

-- UNSAFE (4): a range key of text (the other side's collation orders it)
select trg.n, dim.x from trg join dim on trg.k = dim.k;

-- UNSAFE (5): hash partitions with another table: not split
select hpt.b, dim.x from hpt join dim on hpt.a = dim.a;

-- UNSAFE (6): bounds alike but the key types differ: not the pair form;
-- prtb (bigint) is split by the single form, prt filtered by its bounds
select prt.a, prtb.a from prt join prtb on prt.a::bigint = prtb.a;

-- a LATERAL item beside the split join reads the Append's columns
select prt.a, l.s from prt join dim on prt.a = dim.a
cross join lateral (select dim.x + 1 as s) l;

-- UNSAFE (8): a LATERAL item inside the other input: not split
select prt.a, l.s from prt
join (dim cross join lateral (select dim.x + 1 as s) l) on prt.a = dim.a;

-- no key equality: not split (a comparison; an equality on another
-- column)
select prt.a, dim.x from prt join dim on prt.a < dim.a where dim.a = 3;
select prt.a, dim.x from prt join dim on prt.b = dim.x;
