-- runtime_filter: where a join's build keys may filter a probe-side scan
-- at run time (src/rewrite/rules/runtime_filter.c).  Row estimates come
-- from pg_restore_relation_stats as pg_dump 18 writes it: small has 3
-- rows, big and dup 20,000, mid 5,000, huge and huge2 2,000,000, wide
-- 500,000, pt 50,000; tables without statistics count 1,000 rows.
-- Defaults: build input at most 1,000,000 rows, consumer scan at least
-- 10,000, key the leading primary-key or partition-key column.
CREATE TABLE small (id integer PRIMARY KEY, w text, n integer);
CREATE TABLE big (id integer PRIMARY KEY, v text, k integer);
CREATE TABLE dup (id integer, seq integer, v text, PRIMARY KEY (id, seq));
CREATE TABLE mid (id integer PRIMARY KEY, v text);
CREATE TABLE huge (id integer PRIMARY KEY, v text);
CREATE TABLE huge2 (id integer PRIMARY KEY, v text);
CREATE TABLE wide (id integer PRIMARY KEY, v text);
CREATE TABLE pt (d integer, v text) PARTITION BY RANGE (d);
CREATE TABLE pt_low PARTITION OF pt FOR VALUES FROM (MINVALUE) TO (50);
CREATE TABLE pt_rest PARTITION OF pt DEFAULT;

SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer,
	'schemaname', 'public',
	'relname', 'small',
	'relpages', '1'::integer,
	'reltuples', '3'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer,
	'schemaname', 'public',
	'relname', 'big',
	'relpages', '110'::integer,
	'reltuples', '20000'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'dup',
	'relpages', '110'::integer, 'reltuples', '20000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'mid',
	'relpages', '30'::integer, 'reltuples', '5000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'huge',
	'relpages', '11000'::integer, 'reltuples', '2000000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'huge2',
	'relpages', '11000'::integer, 'reltuples', '2000000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'wide',
	'relpages', '2700'::integer, 'reltuples', '500000'::real,
	'relallvisible', '0'::integer, 'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'pt',
	'relpages', '0'::integer, 'reltuples', '50000'::real,
	'relallvisible', '0'::integer
);

-- ---- the issue's acceptance cases ----

-- a correlated scalar lookup: a right SINGLE join (small built, big
-- probed) and a filter on big's scan
SELECT s.id, (SELECT b.v FROM big b WHERE b.id = s.id) AS v FROM small s ORDER BY s.id;

-- two scalar lookups of big: two filters, one per SINGLE join
SELECT s.id, (SELECT b.v FROM big b WHERE b.id = s.id) AS v,
       (SELECT b2.k FROM big b2 WHERE b2.id = s.id) AS k
FROM small s;

-- an inner join of small and big: small built, big filtered
SELECT s.w, b.v FROM small s JOIN big b ON b.id = s.id;

-- unsafe (1): big LEFT JOIN small keeps every row of big: none on big
SELECT b.v, s.w FROM big b LEFT JOIN small s ON s.id = b.id;

-- unsafe (1): big is the preserved outer query of the scalar lookup: none
-- (and small is too small to filter)
SELECT b.id, (SELECT s.w FROM small s WHERE s.id = b.id) AS w FROM big b;

-- ---- eligible joins ----

-- inner join written the other way round: still the smaller input built
SELECT b.v, s.w FROM big b JOIN small s ON s.id = b.id;

-- semi join (IN): small built, big probed
SELECT b.v FROM big b WHERE b.id IN (SELECT s.id FROM small s);

-- semi join (EXISTS) with big as the subquery
SELECT s.w FROM small s WHERE EXISTS (SELECT 1 FROM big b WHERE b.id = s.id);

-- the nullable side of a left join
SELECT s.w, b.v FROM small s LEFT JOIN big b ON b.id = s.id;

-- the nullable side of a right join
SELECT s.w, b.v FROM big b RIGHT JOIN small s ON b.id = s.id;

-- anti join with the subquery probed
SELECT s.w FROM small s WHERE NOT EXISTS (SELECT 1 FROM big b WHERE b.id = s.id);

-- NOT IN with a key that cannot be NULL: the null-aware form keeps NULLs
SELECT s.w FROM small s WHERE s.id NOT IN (SELECT b.id FROM big b);

-- a key expression over the build side: dup.id filtered by s.id + 1
SELECT s.id, (SELECT d.v FROM dup d WHERE d.id = s.id + 1 AND d.seq = 1) AS v FROM small s;

-- two keys to one scan: one filter on a key tuple
SELECT s.w, d.v FROM small s JOIN dup d ON d.id = s.id AND d.seq = s.n;

-- the leading partition-key column qualifies
SELECT s.w, p.v FROM small s JOIN pt p ON p.d = s.id;

-- a build input of more than 100,000 rows is shuffled: the filter must
-- be merged from all nodes
SELECT h.v, w.v FROM wide w JOIN huge h ON h.id = w.id;

-- ---- through the plan ----

-- through a derived table's projection to big's column
SELECT s.w, x.v FROM small s JOIN (SELECT b.id AS bid, b.v FROM big b WHERE b.k > 0) x ON x.bid = s.id;

-- through an aggregate grouped on the key
SELECT s.w, g.c FROM small s JOIN (SELECT b.id, count(*) AS c FROM big b GROUP BY b.id) g ON g.id = s.id;

-- through an inner join below the probe side
SELECT s.w, x.v FROM small s JOIN (SELECT b.id, d.v FROM big b JOIN dup d ON d.id = b.k) x ON x.id = s.id;

-- unsafe (4): below LIMIT
SELECT s.w, l.v FROM small s JOIN (SELECT b.id, b.v FROM big b ORDER BY b.id LIMIT 50000) l ON l.id = s.id;

-- unsafe (4): an aggregate's computed value
SELECT s.w, g.m FROM small s JOIN (SELECT b.k, max(b.id) AS m FROM big b GROUP BY b.k) g ON g.m = s.id;

-- unsafe (4): the preserved side of a lower left join
SELECT s.w, x.v FROM small s JOIN (SELECT b.id, b.v, m.v AS mv FROM big b LEFT JOIN mid m ON m.id = b.k) x ON x.id = s.id;

-- unsafe (4): a CTE scan (other readers need all its rows)
WITH c AS MATERIALIZED (SELECT * FROM big)
SELECT s.w, c.v FROM small s JOIN c ON c.id = s.id;

-- ---- ineligible joins ----

-- unsafe (1): a full join preserves both sides
SELECT s.w, b.v FROM small s FULL JOIN big b ON b.id = s.id;

-- unsafe (1): the outer input of an anti join (big) is kept
SELECT b.v FROM big b WHERE NOT EXISTS (SELECT 1 FROM small s WHERE s.id = b.id);

-- unsafe (1): the preserved side of a right join
SELECT s.w, b.v FROM small s RIGHT JOIN big b ON b.id = s.id;

-- unsafe (2): a cross join has no key
SELECT s.w, b.v FROM small s CROSS JOIN big b;

-- unsafe (2): IS NOT DISTINCT FROM matches NULL keys
SELECT s.w, b.v FROM small s JOIN big b ON b.id IS NOT DISTINCT FROM s.id;

-- unsafe (2): a range condition
SELECT s.w, b.v FROM small s JOIN big b ON b.id < s.id;

-- unsafe (3): NOT IN whose left operand can be NULL
SELECT s.w FROM small s WHERE s.n NOT IN (SELECT b.id FROM big b);

-- ---- guards ----

-- guard (a): the preserved huge (2,000,000 rows) would be built
SELECT h.v, h2.v FROM huge h LEFT JOIN huge2 h2 ON h2.id = h.id;

-- guard (b): mid (5,000 rows) is too small to filter
SELECT s.w, m.v FROM small s JOIN mid m ON m.id = s.id;

-- guard (c): big.k is not a primary-key column
SELECT s.w, b.v FROM small s JOIN big b ON b.k = s.id;

-- guard (c): dup's primary key is (id, seq): seq alone skips nothing
SELECT s.w, d.v FROM small s JOIN dup d ON d.seq = s.id;

-- guard (c): its leading column id does
SELECT s.w, d.v FROM small s JOIN dup d ON d.id = s.id;

-- ---- lifecycle ----

-- nested SINGLE joins: each filter's consumer is in its own probe input,
-- so neither waits for the other and both stay
SELECT s.id, (SELECT b.v FROM big b WHERE b.id = s.id) AS v,
       (SELECT d.v FROM dup d WHERE d.id = s.id AND d.seq = 1) AS dv
FROM small s WHERE s.id > 0;
