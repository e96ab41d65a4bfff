-- A timestamp partition key compared with timestamptz values (issue 37,
-- point 3): PostgreSQL reads the key as local time of the session's zone
-- (timestamp2timestamptz), so with --timezone qprop prunes through the
-- zone.  Rows sit on the edges: the month boundaries in local time, the
-- spring-forward gap of 2024-03-10 (02:00-03:00 local does not exist;
-- 02:30 is read with the offset before, -05, as 07:30 UTC, after 03:00
-- EDT, which is 07:00 UTC: local time to instant is not monotone there),
-- the fall-back overlap of 2024-11-03, and infinity.  Also a date key and
-- a timestamptz key compared with a timestamp and a date.
-- Not here: ts = '2024-03-10 07:00+00' and ts < '2024-03-10 07:30+00'.
-- Both 02:00 (in the gap, read as 07:00 UTC) and 03:00 EDT (07:00 UTC)
-- satisfy the first, in tk_03a and tk_03b; PostgreSQL 15's own run-time
-- pruning (a binary search over the bounds read as instants, which
-- assumes local time to instant is monotone) keeps tk_03a only and
-- returns one row, the filter on the leaves two.  qprop keeps both
-- partitions: what the filter selects, not what PostgreSQL's pruning
-- reads (tests/regress/sql/cross_type.sql shows the plan).
-- timezone: America/New_York
CREATE TABLE tk (id int, ts timestamp) PARTITION BY RANGE (ts);
CREATE TABLE tk_02 PARTITION OF tk FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE tk_03a PARTITION OF tk FOR VALUES FROM ('2024-03-01') TO ('2024-03-10 02:30');
CREATE TABLE tk_03b PARTITION OF tk FOR VALUES FROM ('2024-03-10 02:30') TO ('2024-04-01');
CREATE TABLE tk_11 PARTITION OF tk FOR VALUES FROM ('2024-11-01') TO ('2024-12-01');
CREATE TABLE tk_d PARTITION OF tk DEFAULT;
INSERT INTO tk VALUES (1, '2024-01-31 23:59:59'), (2, '2024-02-01 00:00'), (3, '2024-02-29 23:59:59.999999'), (4, '2024-03-01 00:00'), (5, '2024-03-10 01:59:59'), (6, '2024-03-10 02:00'), (7, '2024-03-10 02:30'), (8, '2024-03-10 02:59:59'), (9, '2024-03-10 03:00'), (10, '2024-11-03 00:59:59'), (11, '2024-11-03 01:00'), (12, '2024-11-03 01:30'), (13, '2024-11-03 02:00'), (14, 'infinity'), (15, '-infinity'), (16, NULL);
CREATE TABLE dk (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE dk_02 PARTITION OF dk FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE dk_03 PARTITION OF dk FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE dk_d PARTITION OF dk DEFAULT;
INSERT INTO dk VALUES (1, '2024-01-31'), (2, '2024-02-01'), (3, '2024-02-29'), (4, '2024-03-01'), (5, '2024-03-10'), (6, '2024-03-11'), (7, 'infinity'), (8, NULL);
CREATE TABLE zk (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE zk_02 PARTITION OF zk FOR VALUES FROM ('2024-02-01 00:00+00') TO ('2024-03-01 00:00+00');
CREATE TABLE zk_03 PARTITION OF zk FOR VALUES FROM ('2024-03-01 00:00+00') TO ('2024-04-01 00:00+00');
CREATE TABLE zk_d PARTITION OF zk DEFAULT;
INSERT INTO zk VALUES (1, '2024-02-29 23:00+00'), (2, '2024-03-01 04:59:59+00'), (3, '2024-03-01 05:00+00'), (4, '2024-03-31 23:00+00'), (5, '2024-04-01 03:59:59+00'), (6, '2024-04-01 04:00+00');

-- query:
SELECT id FROM tk WHERE ts >= '2024-02-01 05:00+00'::timestamptz AND ts < '2024-03-01 05:00+00'::timestamptz;
SELECT id FROM tk WHERE ts >= '2024-02-01 04:59:59+00'::timestamptz AND ts < '2024-03-01 05:00:01+00'::timestamptz;
SELECT id FROM tk WHERE ts = '2024-03-10 07:30+00'::timestamptz;
SELECT id FROM tk WHERE ts >= '2024-03-10 07:00+00'::timestamptz AND ts < '2024-03-10 08:00+00'::timestamptz;
SELECT id FROM tk WHERE ts > '2024-03-10 07:29:59+00'::timestamptz;
SELECT id FROM tk WHERE ts IN ('2024-11-03 06:00+00'::timestamptz, '2024-11-03 05:30+00'::timestamptz, '2024-11-03 06:30+00'::timestamptz);
SELECT id FROM tk WHERE ts BETWEEN '2024-11-03 04:59:59+00'::timestamptz AND '2024-11-03 06:00+00'::timestamptz;
SELECT id FROM tk WHERE ts >= 'infinity'::timestamptz OR ts <= '-infinity'::timestamptz;
SELECT id FROM tk WHERE ts > '2024-02-15 00:00+00'::timestamptz;
SELECT id FROM dk WHERE d >= '2024-03-01 05:00+00'::timestamptz;
SELECT id FROM dk WHERE d > '2024-03-01 04:59:59+00'::timestamptz AND d < '2024-03-11 04:00+00'::timestamptz;
SELECT id FROM dk WHERE d = '2024-02-01 05:00+00'::timestamptz;
SELECT id FROM zk WHERE ts >= '2024-03-01'::timestamp AND ts < '2024-04-01'::timestamp;
SELECT id FROM zk WHERE ts >= DATE '2024-03-01' AND ts < DATE '2024-04-01';
SELECT id FROM zk WHERE ts = '2024-03-31 19:00'::timestamp;
