-- sql_single: how --format=sql prints a SINGLE join (a scalar subquery
-- that may return more than one row, kept as a join): "O CROSS JOIN
-- LATERAL (SELECT (subquery) AS col WHERE g OFFSET 0) AS scalar".  The
-- subquery fails on a row with two matches, so it must run only for the
-- rows O returns: g repeats O's filters and the ON conditions of O's inner
-- joins, and reads every relation that can drop a row of O (a relation
-- nothing else reads gets "num_nulls(r.*) >= 0", true on every row), so
-- that PostgreSQL joins the item after all of them.  O's filters are
-- printed for O too (WHERE), where PostgreSQL pushes them to the scans,
-- unless one is volatile.
-- tests/oracle/repro/ has the cases with the rows that made the
-- subquery fail; tests/oracle/golden_roundtrip.sh runs these with data.
-- qprop-flags: --format=sql

create table a (k int, v int);
create table b (k int, x int);
create table e (z int);
create table f (k int, y int, z int);

-- only a: nothing to add
select a.v, (select b.x from b where b.k = a.k) from a;

-- an inner join's condition and a filter: both in g, the filter in
-- WHERE too
select a.v, (select b.x from b where b.k = a.k)
from a join f on a.v = f.y where f.z > 0;

-- a cross join with a table nothing reads
select (select b.x from b where b.k = a.k) from a cross join e;

-- a left join's nullable input drops no row of a: not read; e is
select a.v, (select b.x from b where b.k = a.k)
from a left join f on a.v = f.y cross join e;

-- a full join drops no row but is empty when both inputs are: the
-- subquery reads a, one of its relations
select a.v, (select b.x from b where b.k = a.k)
from (a full join f on a.v = f.y) cross join e where e.z = 1;

-- a semi join: its EXISTS is in g and in WHERE
select a.v, (select b.x from b where b.k = a.k)
from a where exists (select 1 from f where f.y = a.v);

-- nothing volatile is printed twice: a volatile ON condition stays in
-- its ON alone; with a volatile filter (here inside an EXISTS too) O's
-- filters stay in the item alone (random() < 2 is always true, so that
-- golden_roundtrip.sh can compare the rows)
select a.v, (select b.x from b where b.k = a.k)
from a join f on a.v = f.y and random() < 2 where f.z > 0;
select a.v, (select b.x from b where b.k = a.k)
from a join f on a.v = f.y where f.z > random() - 1000000;
select a.v, (select b.x from b where b.k = a.k) from a
where a.v > 0 and exists (select 1 from f where f.y = a.v and random() < 2);
