-- select_clauses: ORDER BY ... USING and locking clauses (issue 17).
-- ORDER BY x USING < is ASC and USING > is DESC (NULLS FIRST by default,
-- as DESC) for every type qprop models, in a block's and an aggregate's
-- ORDER BY.  FOR UPDATE | NO KEY UPDATE | SHARE | KEY SHARE [OF t]
-- [NOWAIT | SKIP LOCKED] stays on its block and prints with OF the names
-- of the tables it locks as the printed FROM list names them; a block
-- with a locking clause never becomes a join of its parent, and a locked
-- partitioned table reads from its root (a UNION ALL of leaves cannot be
-- locked).  Predicates still move into a locked block: fewer rows are
-- read, the same rows are returned and locked.
CREATE TABLE jobs (id integer PRIMARY KEY, queue text, state text,
                   prio integer, payload text);
CREATE TABLE owners (id integer PRIMARY KEY, name text);
CREATE TABLE ev (k integer, v integer) PARTITION BY RANGE (k);
CREATE TABLE ev0 PARTITION OF ev FOR VALUES FROM (0) TO (10);
CREATE TABLE ev1 PARTITION OF ev FOR VALUES FROM (10) TO (20);
CREATE TABLE ev2 PARTITION OF ev FOR VALUES FROM (20) TO (30);
CREATE TABLE evd PARTITION OF ev DEFAULT;

SELECT id, prio FROM jobs ORDER BY prio USING >, id USING <;
SELECT queue FROM jobs ORDER BY queue USING > NULLS LAST, id;
SELECT string_agg(queue, ',' ORDER BY queue USING >) FROM jobs;
-- types qprop carries opaque whose < and > are their btree order's
CREATE TABLE tags (t name, b bytea, a integer[]);
SELECT t, b FROM tags ORDER BY t USING >, b USING <;
SELECT a FROM tags ORDER BY a USING > NULLS LAST;

-- the queue pattern: one job, locked, skipping those others hold
SELECT id FROM jobs WHERE state = 'ready' ORDER BY prio, id
FOR UPDATE SKIP LOCKED LIMIT 1;
SELECT * FROM jobs WHERE id = (SELECT id FROM jobs WHERE queue = 'q'
  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED);
-- join: the key filter reaches owners, the lock stays on jobs
SELECT j.id, o.name FROM jobs j JOIN owners o ON o.id = j.prio
WHERE j.prio IN (1, 2) FOR NO KEY UPDATE OF j NOWAIT;
-- several clauses; the preserved side of an outer join
SELECT j.id FROM jobs j LEFT JOIN owners o ON o.id = j.prio
FOR SHARE OF j FOR KEY SHARE OF j;
-- without OF: every table of the FROM list (not the WITH item)
WITH o AS (SELECT * FROM owners) SELECT j.id, o.name FROM jobs j, o
WHERE o.id = j.prio FOR UPDATE;
-- a partitioned table pruned to two leaves is read from its root
SELECT * FROM ev WHERE k < 15 FOR UPDATE;
SELECT * FROM ev WHERE k = 3 FOR SHARE;
-- an IN subquery with a lock stays a subquery
SELECT id FROM owners WHERE id IN (SELECT prio FROM jobs FOR SHARE);
-- a derived table's filter is pushed into the locked block
SELECT * FROM (SELECT id, prio FROM jobs FOR UPDATE) s WHERE s.prio = 4;
-- contradiction: no rows, nothing to lock
SELECT * FROM jobs WHERE id = 1 AND id = 2 FOR UPDATE OF jobs;

-- TABLESAMPLE: the scan samples first; every predicate on the sampled
-- table, written or derived, filters the sampled rows (printed in WHERE
-- or in a derived table around the sampled table, never inside it); a
-- sampled partitioned table reads from its root.
SELECT * FROM jobs TABLESAMPLE BERNOULLI (50) REPEATABLE (1) WHERE prio = 3;
SELECT j.id, o.name FROM jobs AS j TABLESAMPLE SYSTEM (100) REPEATABLE (2)
JOIN owners o ON o.id = j.prio WHERE o.id IN (1, 2, 3);
SELECT o.id, j.id FROM owners o LEFT JOIN jobs j TABLESAMPLE BERNOULLI (60)
REPEATABLE (3) ON j.prio = o.id AND j.state = 'x';
SELECT * FROM ev TABLESAMPLE BERNOULLI (50) REPEATABLE (7) WHERE k < 15;
SELECT * FROM ev TABLESAMPLE BERNOULLI ('40') REPEATABLE (0.5) WHERE k = 3;
SELECT count(*) FROM jobs TABLESAMPLE BERNOULLI (0);
