-- key_sets: with --bound-key-sets (qprop_options.bound_key_sets: the
-- consumer, pg_qprop with qprop.bounds_keyset, prunes by the set of the
-- build side's keys, not only their min and max) a filter on a position
-- in a calendar cycle (moy = 11) narrows the build side where the scan
-- keeps at least 24 partitions (src/target/bounds.c BOUND_CYCLE_PARTS):
-- its keys lie in one month of twelve.  On 12 partitions it does not,
-- and a year's filter narrows as without the flag.  The "after" trace
-- shows the bounds decided ("target: bound on ..." or "no bound").
-- qprop-flags: --bound-key-sets

create table dd (sk int, yr int, moy int);
create table f24 (k int, v int) partition by range (k);
create table f24_01 partition of f24 for values from (0) to (30);
create table f24_02 partition of f24 for values from (30) to (60);
create table f24_03 partition of f24 for values from (60) to (90);
create table f24_04 partition of f24 for values from (90) to (120);
create table f24_05 partition of f24 for values from (120) to (150);
create table f24_06 partition of f24 for values from (150) to (180);
create table f24_07 partition of f24 for values from (180) to (210);
create table f24_08 partition of f24 for values from (210) to (240);
create table f24_09 partition of f24 for values from (240) to (270);
create table f24_10 partition of f24 for values from (270) to (300);
create table f24_11 partition of f24 for values from (300) to (330);
create table f24_12 partition of f24 for values from (330) to (360);
create table f24_13 partition of f24 for values from (360) to (390);
create table f24_14 partition of f24 for values from (390) to (420);
create table f24_15 partition of f24 for values from (420) to (450);
create table f24_16 partition of f24 for values from (450) to (480);
create table f24_17 partition of f24 for values from (480) to (510);
create table f24_18 partition of f24 for values from (510) to (540);
create table f24_19 partition of f24 for values from (540) to (570);
create table f24_20 partition of f24 for values from (570) to (600);
create table f24_21 partition of f24 for values from (600) to (630);
create table f24_22 partition of f24 for values from (630) to (660);
create table f24_23 partition of f24 for values from (660) to (690);
create table f24_24 partition of f24 for values from (690) to (720);
create table f24_def partition of f24 default;
create table f12 (k int, v int) partition by range (k);
create table f12_01 partition of f12 for values from (0) to (30);
create table f12_02 partition of f12 for values from (30) to (60);
create table f12_03 partition of f12 for values from (60) to (90);
create table f12_04 partition of f12 for values from (90) to (120);
create table f12_05 partition of f12 for values from (120) to (150);
create table f12_06 partition of f12 for values from (150) to (180);
create table f12_07 partition of f12 for values from (180) to (210);
create table f12_08 partition of f12 for values from (210) to (240);
create table f12_09 partition of f12 for values from (240) to (270);
create table f12_10 partition of f12 for values from (270) to (300);
create table f12_11 partition of f12 for values from (300) to (330);
create table f12_12 partition of f12 for values from (330) to (360);

-- 24 partitions, every November: a bound
select f.k, sum(f.v) from f24 f join dd on f.k = dd.sk where dd.moy = 11 group by f.k;

-- 12 partitions, every November: no bound (its keys may span them all)
select f.k, sum(f.v) from f12 f join dd on f.k = dd.sk where dd.moy = 11 group by f.k;

-- a year's filter: a bound on either
select f.k, sum(f.v) from f12 f join dd on f.k = dd.sk where dd.yr = 2001 group by f.k;

-- a day's position in a week is a cycle too, but text is not taken
create table dn (sk int, dname text);
select f.k, sum(f.v) from f24 f join dn on f.k = dn.sk where dn.dname = 'Monday' group by f.k;

-- HASH: without the flag no bound (sql_bounds.sql: a range prunes no
-- hash partition); with it a bound that is the key set alone ("key set
-- only"), which the SQL does not print
create table fh (k int, v int) partition by hash (k);
create table fh_0 partition of fh for values with (modulus 4, remainder 0);
create table fh_1 partition of fh for values with (modulus 4, remainder 1);
create table fh_2 partition of fh for values with (modulus 8, remainder 2);
create table fh_6 partition of fh for values with (modulus 8, remainder 6);
create table fh_3 partition of fh for values with (modulus 4, remainder 3);
select f.k, sum(f.v) from fh f join dd on f.k = dd.sk where dd.yr = 2001 group by f.k;

-- the same filter on a position in a cycle: narrow as for RANGE (a scan
-- of fewer than 24 partitions: no bound)
select f.k, sum(f.v) from fh f join dd on f.k = dd.sk where dd.moy = 11 group by f.k;

-- HASH on two columns: no bound (a key set routes one column's value)
create table fh2 (k int, j int, v int) partition by hash (k, j);
create table fh2_0 partition of fh2 for values with (modulus 2, remainder 0);
create table fh2_1 partition of fh2 for values with (modulus 2, remainder 1);
select f.k, sum(f.v) from fh2 f join dd on f.k = dd.sk where dd.yr = 2001 group by f.k;
