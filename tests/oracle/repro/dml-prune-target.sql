-- UPDATE and DELETE of a partitioned table: qprop joins the target back
-- by (tableoid, ctid) to the rows its query finds, which PostgreSQL cannot
-- prune by, so it visited every partition of the target (a monthly log
-- table: 1 partition became 15).  The printed statement now repeats the
-- target's own filters on the target; the rows changed and RETURNING stay
-- the same, NULL keys and rows of other months included (issue 37,
-- point 4).  tests/oracle/dml_prune.sh checks the partitions read.

CREATE TABLE hooks (id integer PRIMARY KEY, name text);
CREATE TABLE logs (id bigint, hook_id integer, created_at date, msg text) PARTITION BY RANGE (created_at);
CREATE TABLE logs_2024_06 PARTITION OF logs FOR VALUES FROM ('2024-06-01') TO ('2024-07-01');
CREATE TABLE logs_2024_07 PARTITION OF logs FOR VALUES FROM ('2024-07-01') TO ('2024-08-01');
CREATE TABLE logs_2024_08 PARTITION OF logs FOR VALUES FROM ('2024-08-01') TO ('2024-09-01');
CREATE TABLE logs_rest PARTITION OF logs DEFAULT;
INSERT INTO hooks VALUES (1, 'a'), (2, 'b'), (3, 'a'), (4, NULL);
INSERT INTO logs VALUES (1, 3, '2024-06-05', 'x'), (2, 3, '2024-07-09', 'y'), (3, 1, '2024-08-01', NULL), (4, NULL, '2024-06-05', 'n'), (5, 3, NULL, 'nullday'), (6, 2, '2024-08-31', 'z'), (7, 1, '2023-01-01', 'old'), (8, 4, '2024-07-01', 'w');

-- query:
DELETE FROM logs WHERE hook_id = 3 AND created_at < '2024-07-01' RETURNING id;
DELETE FROM logs WHERE created_at IS NULL RETURNING id, msg;
UPDATE logs l SET msg = 'x' FROM hooks h WHERE h.id = l.hook_id AND h.name = 'a' AND l.created_at >= '2024-08-01' RETURNING l.id, h.name;
DELETE FROM logs l USING hooks h WHERE h.id = l.hook_id AND l.created_at = '2024-06-05';
UPDATE logs SET created_at = created_at + 31 WHERE created_at BETWEEN '2024-06-01' AND '2024-06-30' AND msg <> 'n' RETURNING id, created_at;
DELETE FROM logs WHERE (created_at < '2024-07-01' OR created_at >= '2024-08-15') AND hook_id IN (1, 2) RETURNING id;
UPDATE logs SET msg = upper(msg) WHERE created_at >= '2024-07-01' AND random() < 2 RETURNING id;
DELETE FROM logs l WHERE l.created_at < '2024-08-01' AND EXISTS (SELECT 1 FROM hooks h WHERE h.id = l.hook_id AND h.name = 'a') RETURNING l.id;
