-- arrays: array types (int[], _int4, numeric(10,2)[]), ARRAY[...],
-- ARRAY(SELECT ...), array literals, x op ANY/ALL (array) with NULL
-- elements, and row comparisons.  x = ANY (constants) is an IN domain and
-- x <> ALL (constants) a NOT IN domain: they propagate across join keys
-- (inner joins, preserved to nullable side of outer joins) and prune
-- LIST, RANGE and HASH partitions; NULL elements are exact (ANY with a
-- NULL element keeps its other elements, ALL with one passes nothing).

create table ta (id int, k int, tags text[], nums int[], amounts numeric(10,2)[], ids _int4, grid integer[][], alt integer array, v varchar(5));
create table tb (id int, k int, name text);
create type mood as enum ('sad', 'ok', 'happy');
create table tm (id int, m mood, ms mood[]);

create table al (a int, b text) partition by list (a);
create table al_12 partition of al for values in (1, 2);
create table al_34 partition of al for values in (3, 4);
create table al_5n partition of al for values in (5, null);
create table al_def partition of al default;

create table ar (a int, b text) partition by range (a);
create table ar_lo partition of ar for values from (minvalue) to (10);
create table ar_mid partition of ar for values from (10) to (20);
create table ar_hi partition of ar for values from (20) to (maxvalue);
create table ar_def partition of ar default;

create table ah (a int, b text) partition by hash (a);
create table ah_0 partition of ah for values with (modulus 3, remainder 0);
create table ah_1 partition of ah for values with (modulus 3, remainder 1);
create table ah_2 partition of ah for values with (modulus 3, remainder 2);

-- = ANY (ARRAY[...]) is an IN domain, broadcast across the join key
select ta.id, tb.name from ta join tb on ta.k = tb.k where ta.k = any (array[1, 2, 3]);

-- = ANY ('{...}'): the literal is read as an array of the left side's type
select ta.id from ta join tb on ta.k = tb.k where tb.k = any ('{4,5}');

-- <> ALL is a NOT IN domain
select ta.id from ta join tb on ta.k = tb.k where ta.k <> all (array[1, 2]);

-- left join: from the preserved side to the nullable side only
select ta.id, tb.name from ta left join tb on ta.k = tb.k where ta.k = any ('{7,8}'::int[]);

select ta.id, tb.name from ta left join tb on ta.k = tb.k where tb.k = any (array[7, 8]) or tb.k is null;

-- NULL elements: ANY keeps the non-NULL ones, ALL with a NULL passes nothing
select ta.id from ta join tb on ta.k = tb.k where ta.k = any (array[1, null]);

select ta.id from ta where ta.k <> all (array[1, null]);

select ta.id from ta where ta.k = any (array[null::int]);

-- NOT (x = ANY (...)) is x <> ALL (...)
select ta.id from ta where not (ta.k = any (array[1, 2]));

-- < ANY / > ALL of constants are bounds
select ta.id from ta where ta.k < any (array[3, 7]) and ta.id > all ('{1,4}');

-- ARRAY[...]::t[] casts each element; an empty array is kept
select ta.id from ta where ta.k = any (array[1, 2]::bigint[]) and ta.id <> all (array[]::int[]);

-- with a NULL element an ordered ANY is the OR of its comparisons (the
-- NULL one never true); = ALL is the AND, <> ANY the OR; ANY (NULL) is NULL
select ta.id from ta where ta.k < any (array[3, null]);

select ta.id from ta where ta.k = all ('{4,4}') and ta.id <> any (array[1, 2]);

select ta.id from ta where ta.k = all (array[4, 5]);

select ta.id from ta where ta.k = any (null::int[]);

-- partitions: LIST, RANGE and HASH
select * from al where a = any (array[1, 2]);

select * from al where a = any ('{3,null}'::int[]);

select * from al where a <> all (array[1, 2, 3, 4]);

select * from ar where a = any (array[5, 15]);

select * from ah where a = any (array[1, 2]);

-- pruning through a join key
select * from al join tb on al.a = tb.k where tb.k = any (array[3, 4]);

-- array columns, parameters-free ANY over a column, and the constructors
select ta.id from ta where 'x' = any (ta.tags) and ta.k = any (ta.nums);

select array[1, 2] as a1, array[[1, 2], [3, 4]] as a2, array[]::int[] as a3, array['a', 'b'] as a4, '{1.5,2}'::numeric(10,2)[] as a5, array(select tb.k from tb order by tb.k) as a6 from ta;

select ta.id from ta where ta.amounts = '{1.50,2}'::numeric[] and ta.ids = array[1, 2] and ta.alt = ta.grid;

select ta.id from ta where ta.v = any ('{ab,cd}');

-- subscripts and slices: an element, or with a slice an array
select ta.nums[1] as n1, ta.grid[1][2] as g12, ta.nums[1:2] as s12, ta.nums[:2] as s2, ta.nums[2:] as s3, ta.grid[1:2][1] as g2, (array[10, 20, 30])[ta.k] as pick, ('{a,b}'::text[])[2] as b, ta.tags[1] || 'x' as t1 from ta;

select ta.id from ta join tb on ta.k = tb.k where ta.nums[1] = tb.id and ta.tags[1] = any (array['x', 'y']) and ta.k = 3;

-- arrays of a type qprop does not model stay opaque, kept as written
select tm.id from tm where tm.m = any ('{happy,ok}') and tm.m <> all (tm.ms) and tm.ms[1] = 'ok' and tm.m = any (array['ok', 'sad']::mood[]);

-- row comparisons: = is the AND of the pairs, < is lexicographic
select ta.id from ta join tb on ta.k = tb.k where (ta.k, ta.id) = (1, 2);

select ta.id from ta where (ta.k, ta.id) > (1, 2) order by ta.k, ta.id limit 10;

select ta.id from ta where (ta.k, ta.id) <= (1, 2) and (ta.k, ta.id) <> (0, 0);

select ta.id from ta join tb on (ta.k, ta.id) = (tb.k, tb.id);

select ta.id from ta where (ta.k, ta.id) in ((1, 2), (3, 4));

select ta.id from ta where (ta.k, ta.id) not in ((1, 2), (3, null));

select ta.id from ta where row(ta.k, ta.id) is null;

select ta.id from ta where not (row(ta.k, ta.id) is null);

select ta.id from ta where (ta.k, ta.id) is distinct from (1, null) and (ta.k, ta.v) is not distinct from (2, 'a');

-- array operators and functions resolve through PostgreSQL's catalog
select id from ta where nums && array[1, 2] and tags @> '{x}' and cardinality(nums) > 0;
select id, nums || 3, array_length(nums, 1) from ta where id = any (nums || array[5]);

-- char(n) = ANY (text[]) compares as text (the pad blanks dropped); the
-- IN list it becomes keeps that cast, since PostgreSQL reads
-- c IN ('a ', 'zz') in the items' common type char(n), which ignores
-- trailing blanks (differential seed 702: 'a' matched 'a ')
create table tch (id int, c char(1), d char(2));
select id from tch where c = any (array['a ', 'zz', 'ab']);
select id from tch where c <> all (array['a ', 'zz']);
select id from tch where c = any (array['a', 'b']::char(1)[]);
select t.id from tch t join tch u on u.d = t.c where t.c = any (array['a ', 'zz']);

-- fixed-length arrays: point and line hold double precision, box and
-- lseg points, name "char"s; more subscripts than one are NULL, a slice
-- an error (PostgreSQL's create_index.sql: ORDER BY (home_base[0])[0])
create table geo (id int, p point, b box, n name);
select p[0], (b[0])[1], b[1], n[0], b[0][1] from geo;
select id from geo where (b[0])[0] > 1 order by (b[0])[0];

-- an empty quoted element (PostgreSQL's json.sql: json_object's keys)
-- once made qprop write into a read-only empty string and crash
select '{a,"",b}'::text[], '{""}'::text[], '{"", " " }'::text[];
