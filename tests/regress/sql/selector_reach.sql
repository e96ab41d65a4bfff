-- selector_reach: a partitioned scan gets a Partition Selector from a join
-- above it, not only from the join whose input it is, when every join on
-- the way down has the scan on an input it may probe (the inputs of an
-- inner join, the left input of a semi join, the nullable input of a left
-- or right join) and the scan's key reaches the selecting join unchanged.
-- Several selectors on one scan share its id: the scan reads only the
-- partitions every one of them approves.  dynamic_partition.c's header
-- states the rules; tests/oracle/selector_oracle.sh runs these shapes on
-- PostgreSQL with the selectors' effect applied.

create table fs (k int, item int, cust int, v int) partition by range (k);
create table fs_1 partition of fs for values from (0) to (100);
create table fs_2 partition of fs for values from (100) to (200);
create table fs_3 partition of fs for values from (200) to (300);
create table fs_def partition of fs default;
create table fr (k int, item int, cust int, w int) partition by range (k);
create table fr_1 partition of fr for values from (0) to (100);
create table fr_2 partition of fr for values from (100) to (200);
create table fr_def partition of fr default;
create table dd (sk int, yr int, moy int);
create table it (item int, cat text);
create table gp (k int, x int) partition by list (k);
create table gp_1 partition of gp for values in (1, 2);
create table gp_2 partition of gp for values in (3, 4);
create table gp_def partition of gp default;

-- ---- comma-joined FROM lists ----

-- the shape of TPC-DS q25/q29: two facts joined first, each joined to its
-- own filtered date dimension above the fact-to-fact join; both scans get
-- a selector from the join with their dimension
SELECT fs.v, fr.w FROM fs, fr, dd d1, dd d2
WHERE fs.item = fr.item AND fs.cust = fr.cust
  AND d1.sk = fs.k AND d1.yr = 2001
  AND d2.sk = fr.k AND d2.yr = 2001 AND d2.moy BETWEEN 4 AND 10;

-- a dimension join above a join with a non-partitioned table
SELECT fs.v FROM fs, it, dd WHERE fs.item = it.item AND it.cat = 'a'
  AND fs.k = dd.sk AND dd.moy = 11;

-- ---- several selectors on one scan ----

-- fs.k is joined to d1 directly and to d2 above: two selectors, both
-- numbered for fs (the scan's id), and the scan reads what both approve
SELECT fs.v FROM fs JOIN dd d1 ON fs.k = d1.sk JOIN dd d2 ON fs.k = d2.sk
WHERE d1.yr = 2001 AND d2.moy = 4;
SELECT fs.v FROM fs JOIN dd d1 ON fs.k = d1.sk JOIN dd d2 ON fs.k = d2.sk - 1
WHERE d1.yr = 2001 AND d2.moy = 4;

-- ---- lower joins the selector may cross ----

-- the nullable input of a lower left join: fs's rows without a key of dd
-- make only rows that the top left join drops (their key matches no dd
-- row), or NULL-extended rows of it, whose NULL key it drops too (and for
-- that reason outer_join_simplify makes the lower join inner first; the
-- same below with a right join)
SELECT dd.yr, fs.v FROM dd LEFT JOIN (it LEFT JOIN fs ON it.item = fs.item)
  ON fs.k = dd.sk WHERE dd.yr = 2001;

-- the left input of a lower semi join (EXISTS)
SELECT fs.v FROM fs JOIN dd ON fs.k = dd.sk
WHERE dd.yr = 2001 AND EXISTS (SELECT 1 FROM it WHERE it.item = fs.item);

-- the right input of a lower right join (its nullable input)
SELECT fs.v, dd.moy FROM (fs RIGHT JOIN it ON fs.item = it.item)
  JOIN dd ON fs.k = dd.sk WHERE dd.moy = 4 AND it.cat = 'a';

-- ---- lower joins it may not cross ----

-- (an exception: the preserved input of a lower left join.  fs's rows
-- there carry fs's key in every row they make, it's rows that matched
-- them appear only beside them: the top join drops all those rows when
-- the key matches no dd row, so the selector reaches fs, as a WHERE on
-- fs's columns would go below the left join; TPC-DS q40, q78, q80)
SELECT fs.v, it.cat FROM dd JOIN (fs LEFT JOIN it ON fs.item = it.item
  AND it.cat = 'a') ON fs.k = dd.sk WHERE dd.yr = 2001;

-- a lower full join: the top join's fs.k = dd.sk drops the rows where fs
-- is NULL-extended, so it becomes a left join that keeps fs's rows, which
-- the selector crosses (above)
SELECT fs.v, it.cat FROM dd JOIN (fs FULL JOIN it ON fs.item = it.item)
  ON fs.k = dd.sk WHERE dd.yr = 2001;

-- the outer input of a lower anti join (NOT EXISTS): fs's columns do
-- reach the top join, but the anti join's input is preserved
SELECT s.v FROM dd JOIN (SELECT * FROM fs WHERE NOT EXISTS
  (SELECT 1 FROM it WHERE it.item = fs.item) OFFSET 0) s ON s.k = dd.sk
WHERE dd.yr = 2001;

-- the build input of a lower join's own selector: the join of fs and gp
-- is the rule's own pattern, so it gets its selector first (over fs, for
-- gp); fs is then that join's build input, and dd's selector does not
-- reach it (fs must be on the probe side of every join on the way down)
SELECT fs.v FROM fs JOIN gp ON gp.k = fs.cust JOIN dd ON fs.k = dd.sk
WHERE dd.yr = 2001;

-- ---- static pruning first ----

-- the key's value known at plan time: fs is pruned to one partition and
-- needs no selector
SELECT fs.v FROM fs, it, dd WHERE fs.item = it.item AND fs.k = dd.sk
  AND dd.sk = 150;

-- the selecting join is a left join whose preserved input is the scan's
-- side: the scan is preserved there, nothing is selected
SELECT fs.v FROM (fs JOIN it ON fs.item = it.item) LEFT JOIN dd
  ON fs.k = dd.sk AND dd.yr = 2001;
