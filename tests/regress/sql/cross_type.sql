-- cross_type.sql: keys and partition keys compared across types (issue
-- 37, point 3).  Integers of different widths: a domain crosses an outer,
-- semi or anti join on smallint keys when its atoms compare in integer
-- (r.k = 2 is an integer comparison on a smallint column, exactly r.k =
-- 2::smallint).  timestamp against timestamptz: PostgreSQL reads the
-- local side in the session's zone, so with a zone known (SET TIME ZONE,
-- --timezone) the partitions are pruned through it, and without one
-- nothing is and the trace says why.
CREATE TABLE r (id int, k smallint, big bigint);
CREATE TABLE t (rid int, k smallint, v text) PARTITION BY LIST (k);
CREATE TABLE t_1 PARTITION OF t FOR VALUES IN (1);
CREATE TABLE t_2 PARTITION OF t FOR VALUES IN (2);
CREATE TABLE t_3 PARTITION OF t FOR VALUES IN (3, 4);
CREATE TABLE t_d PARTITION OF t DEFAULT;

-- [1] smallint keys: the preserved side's r.k = 2 reaches t.k
SELECT * FROM r LEFT JOIN t ON t.rid = r.id AND t.k = r.k WHERE r.k = 2;
SELECT * FROM r WHERE EXISTS (SELECT 1 FROM t WHERE t.k = r.k) AND r.k IN (3, 4);
SELECT * FROM r WHERE NOT EXISTS (SELECT 1 FROM t WHERE t.k = r.k) AND r.k < 2 AND r.k >= 1;
-- a constant between or beyond smallint values: exact in smallint
SELECT * FROM r LEFT JOIN t ON t.k = r.k WHERE r.k < 2.5 AND r.k > 1;
SELECT * FROM r LEFT JOIN t ON t.k = r.k WHERE r.k = 40000;
-- a bigint key against the smallint one: the class type is bigint
SELECT * FROM r LEFT JOIN t ON t.k = r.big WHERE r.big = 3;
-- not from the nullable side to the preserved one
SELECT * FROM r LEFT JOIN t ON t.k = r.k WHERE t.k = 2 OR t.k IS NULL;
-- a float constant compares in float8: not exact, nothing moves
SELECT * FROM r LEFT JOIN t ON t.k = r.k WHERE r.k = 2.0::float8;

-- [2] a timestamp key compared with timestamptz values, a date key, and a
-- timestamptz key compared with timestamp and date values
CREATE TABLE tk (id int, ts timestamp) PARTITION BY RANGE (ts);
CREATE TABLE tk_01 PARTITION OF tk FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE tk_02 PARTITION OF tk FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE tk_03a PARTITION OF tk FOR VALUES FROM ('2024-03-01') TO ('2024-03-10 02:30');
CREATE TABLE tk_03b PARTITION OF tk FOR VALUES FROM ('2024-03-10 02:30') TO ('2024-04-01');
CREATE TABLE tk_d PARTITION OF tk DEFAULT;
CREATE TABLE dk (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE dk_02 PARTITION OF dk FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE dk_03 PARTITION OF dk FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE dk_d PARTITION OF dk DEFAULT;
CREATE TABLE zk (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE zk_02 PARTITION OF zk FOR VALUES FROM ('2024-02-01 00:00+00') TO ('2024-03-01 00:00+00');
CREATE TABLE zk_03 PARTITION OF zk FOR VALUES FROM ('2024-03-01 00:00+00') TO ('2024-04-01 00:00+00');
CREATE TABLE zk_d PARTITION OF zk DEFAULT;
-- no zone known: nothing is pruned, and the trace says why
SELECT id FROM tk WHERE ts >= '2024-02-01 05:00+00'::timestamptz AND ts < '2024-03-01 05:00+00'::timestamptz;
SELECT id FROM zk WHERE ts >= DATE '2024-03-01' AND ts < DATE '2024-04-01';
SET TIME ZONE 'America/New_York';
-- the month of February in New York (-05): exactly tk_02
SELECT id FROM tk WHERE ts >= '2024-02-01 05:00+00'::timestamptz AND ts < '2024-03-01 05:00+00'::timestamptz;
-- one second earlier and later: January's last second and March's first
SELECT id FROM tk WHERE ts >= '2024-02-01 04:59:59+00'::timestamptz AND ts <= '2024-03-01 05:00+00'::timestamptz;
-- the spring-forward gap (02:00-03:00 local does not exist on
-- 2024-03-10; 02:30 is read at -05 as 07:30 UTC, after 03:00 EDT =
-- 07:00 UTC): 07:00 UTC is 02:00 (tk_03a) and 03:00 (tk_03b), both kept
-- (PostgreSQL's own run-time pruning keeps tk_03a only, and misses the
-- row at 03:00: tests/oracle/repro/timestamp-key-timestamptz-value.sql)
SELECT id FROM tk WHERE ts = '2024-03-10 07:00+00'::timestamptz;
SELECT id FROM tk WHERE ts = '2024-03-10 07:30+00'::timestamptz;
SELECT id FROM tk WHERE ts IN ('2024-01-10 12:00+00'::timestamptz, '2024-03-20 12:00+00'::timestamptz);
SELECT id FROM tk WHERE ts >= 'infinity'::timestamptz;
SELECT id FROM tk WHERE ts BETWEEN now() AND now() + interval '1 day';
-- a date key: the dates whose midnight in New York is in the range
SELECT id FROM dk WHERE d > '2024-03-01 04:59:59+00'::timestamptz AND d < '2024-03-11 04:00+00'::timestamptz;
SELECT id FROM dk WHERE d = '2024-02-01 05:00+00'::timestamptz;
-- a timestamptz key, local values: March in New York is zk_03 and the
-- first hours of April (UTC) in the default
SELECT id FROM zk WHERE ts >= DATE '2024-03-01' AND ts < DATE '2024-04-01';
SELECT id FROM zk WHERE ts = '2024-03-31 19:00'::timestamp;
-- through a join: the timestamptz range of one table prunes the
-- timestamp key of the other (the classes do not join them: the
-- comparison is the join's, the range is each side's)
SELECT tk.id FROM tk JOIN zk ON tk.id = zk.id
 WHERE tk.ts >= '2024-01-15 05:00+00'::timestamptz AND tk.ts < '2024-02-15 05:00+00'::timestamptz
   AND zk.ts >= '2024-03-05'::timestamp;
SET TIME ZONE 'UTC';
SELECT id FROM tk WHERE ts >= '2024-02-01 00:00+00'::timestamptz AND ts < '2024-03-01 00:00+00'::timestamptz;
RESET TIME ZONE;

-- [3] a zone-dependent reason is said once, not once per rewrite pass (a
-- WITH query's filter arrives in a later pass)
CREATE TABLE oz (id int, cid int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE oz_01 PARTITION OF oz FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE oz_02 PARTITION OF oz FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE c (id int, name text);
WITH w AS (SELECT * FROM oz WHERE ts >= '2024-02-03')
SELECT * FROM w JOIN c ON w.cid = c.id WHERE c.id = 3;

