-- System columns (tableoid, ctid, xmin, xmax, cmin, cmax): readable on a
-- base table, qualified or not, never in SELECT * nor a derived table's
-- columns; opaque to the rules (no class, no domain), printed with the
-- table's alias.  tableoid names the partition or child a row comes from,
-- also once partitions are pruned or scanned one by one.
-- qprop-flags: --enable-rule=partitionwise_join
CREATE TABLE sc_ev (id int, k int, v text) PARTITION BY RANGE (k);
CREATE TABLE sc_ev_1 PARTITION OF sc_ev FOR VALUES FROM (0) TO (10);
CREATE TABLE sc_ev_2 PARTITION OF sc_ev FOR VALUES FROM (10) TO (20);
CREATE TABLE sc_ev_d PARTITION OF sc_ev DEFAULT;
CREATE TABLE sc_ev2 (id int, k int, w text) PARTITION BY RANGE (k);
CREATE TABLE sc_ev2_1 PARTITION OF sc_ev2 FOR VALUES FROM (0) TO (10);
CREATE TABLE sc_ev2_2 PARTITION OF sc_ev2 FOR VALUES FROM (10) TO (20);
CREATE TABLE sc_ev2_d PARTITION OF sc_ev2 DEFAULT;
CREATE TABLE sc_base (a int, b int);
CREATE TABLE sc_child (c int) INHERITS (sc_base);
CREATE TABLE sc_plain (a int, t text);
CREATE TABLE sc_dim (k int PRIMARY KEY, x text);

-- the partition of each row
SELECT tableoid::regclass AS part, count(*) FROM sc_ev GROUP BY 1 ORDER BY 1;

-- pruned to one partition: still that partition's name
SELECT e.tableoid::regclass, e.id FROM sc_ev e WHERE e.k = 3 ORDER BY 2;

-- a predicate on tableoid stays on its scan and joins no class
SELECT e.id, e.tableoid::regclass
FROM sc_ev e JOIN sc_plain p ON e.id = p.a
WHERE e.tableoid = 'sc_ev_2'::regclass AND e.k > 5 ORDER BY 1;

-- two tables' tableoids equal: an opaque join condition
SELECT b.tableoid::regclass, b.a, c.tableoid::regclass
FROM sc_base b JOIN sc_child c ON b.a = c.a
WHERE b.tableoid = c.tableoid ORDER BY 2;

-- partition-wise join: each branch reads its partitions' tableoid
SELECT x.tableoid::regclass AS xp, y.tableoid::regclass AS yp, x.id
FROM sc_ev x JOIN sc_ev2 y ON x.k = y.k AND x.id = y.id ORDER BY 3, 1, 2;

SELECT e.tableoid::regclass AS part, e.id, d.x
FROM sc_ev e JOIN sc_dim d ON e.k = d.k WHERE d.k < 12 ORDER BY 2, 1, 3;

-- inheritance: the parent's rows and the child's
SELECT tableoid::regclass, a FROM sc_base WHERE a IS NOT NULL ORDER BY 2, 1;
SELECT tableoid::regclass, a FROM ONLY sc_base ORDER BY 2;

-- the other system columns are per-row values of opaque types
SELECT ctid IS NOT NULL AS has_ctid, xmin IS NOT NULL, cmin IS NOT NULL,
       xmax IS NOT NULL, cmax IS NOT NULL
FROM sc_plain WHERE a = 1;

-- through a derived table's column and a view
SELECT s.part, s.id FROM (SELECT tableoid::regclass AS part, id FROM sc_ev) s
WHERE s.id = 1 ORDER BY 1;
CREATE VIEW sc_v AS SELECT v.tableoid::regclass AS t, v.id FROM sc_ev v;
SELECT * FROM sc_v WHERE id = 1 ORDER BY 1;

-- not part of *
SELECT * FROM sc_plain WHERE a = 2;

-- DML: the target's system columns, in its rows and in RETURNING
DELETE FROM sc_plain WHERE ctid IS NOT NULL AND a = 1
RETURNING tableoid::regclass, a;
UPDATE sc_base SET b = 1 FROM sc_plain p
WHERE sc_base.a = p.a AND sc_base.tableoid = 'sc_child'::regclass
RETURNING sc_base.tableoid::regclass, p.tableoid::regclass, sc_base.a;
