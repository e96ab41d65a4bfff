-- union_selector: a partitioned scan gets a Partition Selector through a
-- derived table that passes its key on unchanged (a plain column of the
-- key's type), and through each branch of a UNION ALL whose column is
-- that branch's key; the join above drops the rows without a match, and
-- UNION ALL passes rows unchanged, so each branch may read only the
-- partitions the build side selects.  One build side, one WITH item
-- shared by every branch's bound.  Not through UNION (distinct),
-- INTERSECT, EXCEPT, a DISTINCT, GROUP BY or LIMIT of the derived table,
-- a key computed by an expression or cast to another type, a LATERAL
-- derived table, nor into the preserved side of a LEFT JOIN.
-- dynamic_partition.c's header states the rules; tests/oracle/
-- golden_roundtrip.sh runs the statements on PostgreSQL.
-- qprop-flags: --format=sql

create table fs (k int, v int) partition by range (k);
create table fs_1 partition of fs for values from (0) to (100);
create table fs_2 partition of fs for values from (100) to (200);
create table fs_def partition of fs default;
create table fr (k int, w int) partition by range (k);
create table fr_1 partition of fr for values from (0) to (100);
create table fr_2 partition of fr for values from (100) to (200);
create table fr_def partition of fr default;
create table fb (k bigint, w int) partition by range (k);
create table fb_1 partition of fb for values from (0) to (100);
create table fb_def partition of fb default;
create table dd (sk int, yr int);
create table plain (k int, v int);

-- a UNION ALL of two partitioned tables joined to a filtered dimension
-- (TPC-DS q05's salesreturns): a selector for each branch, one WITH item
select u.v from (select k as dk, v from fs union all select k, w from fr) u, dd
where u.dk = dd.sk and dd.yr = 2001;

-- three branches, one a plain table (no bound there), one with a WHERE
select u.v from (select k as dk, v from fs where v > 0
                 union all select k, v from plain
                 union all select k, w from fr) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- a derived table passing the key on, and one inside another
select u.v from (select k as dk, v from fs) u join dd on u.dk = dd.sk
where dd.yr = 2001;
select o.v from (select u.dk as kk, u.v from (select k as dk, v from fs
                 union all select k, w from fr) u) o
  join dd on o.kk = dd.sk where dd.yr = 2001;

-- the nullable side of a LEFT JOIN; an IN (UNION ALL) that stays a
-- filter of dd (no join: no selector)
select dd.yr, u.v from dd left join (select k as dk, v from fs union all
                                     select k, w from fr) u
  on u.dk = dd.sk where dd.yr = 2001;
select dd.sk from dd where dd.yr = 2001
  and dd.sk in (select k from fs union all select k from fr);

-- ---- refused: no bound ----

-- UNION (distinct): a row is kept once whatever branch it comes from
select u.v from (select k as dk, v from fs union select k, w from fr) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- INTERSECT, EXCEPT
select u.dk from (select k as dk from fs intersect select k from fr) u
  join dd on u.dk = dd.sk where dd.yr = 2001;
select u.dk from (select k as dk from fs except all select k from fr) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- the key as an expression, in one branch: that branch gets no bound
select u.v from (select k + 0 as dk, v from fs union all select k, w from fr) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- a branch of another type: the UNION ALL's column is bigint, the
-- int branch is cast (no bound), the bigint one is not joined by an int
select u.w from (select k::bigint as dk, v as w from fs union all
                 select k, w from fb) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- under GROUP BY, DISTINCT, LIMIT of the derived table
select u.dk, u.n from (select k as dk, count(*) as n from fs group by k) u
  join dd on u.dk = dd.sk where dd.yr = 2001;
select u.dk from (select distinct k as dk from fs) u
  join dd on u.dk = dd.sk where dd.yr = 2001;
select u.dk from (select k as dk from fs order by k limit 10) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- a volatile target list: fewer rows, fewer calls
select u.dk from (select k as dk, random() as r from fs) u
  join dd on u.dk = dd.sk where dd.yr = 2001;

-- the preserved side of a LEFT JOIN: its rows are output unmatched
select u.v, dd.yr from (select k as dk, v from fs union all select k, w from fr) u
  left join dd on u.dk = dd.sk and dd.yr = 2001;
