-- timezone.sql: timestamptz partition keys and the session time zone
-- (issue 16).  A literal with an offset is an instant; one without, and a
-- bound written without one, is local time of the zone SET TIME ZONE /
-- set_config('TimeZone') chose last (by default none), with PostgreSQL's
-- choice in a DST gap (the offset before: 02:30 is 03:30 EDT) and overlap
-- (the offset after: 01:30 is 01:30 EST).  tests/oracle/timezone.sh checks
-- the same against PostgreSQL in several zones.
-- (Zone-less literals here are at odd seconds: golden_roundtrip.sh runs
-- each statement in its own session, in UTC.)
CREATE TABLE tz_o (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE tz_o1 PARTITION OF tz_o
    FOR VALUES FROM ('2024-03-10 00:00:00+00') TO ('2024-03-10 07:00:00+00');
CREATE TABLE tz_o2 PARTITION OF tz_o
    FOR VALUES FROM ('2024-03-10 07:00:00+00') TO ('2024-11-03 06:00:00+00');
CREATE TABLE tz_o3 PARTITION OF tz_o
    FOR VALUES FROM ('2024-11-03 06:00:00+00') TO ('2024-12-01 00:00:00+00');
CREATE TABLE tz_od PARTITION OF tz_o DEFAULT;

-- [1] no zone (the default): one without an offset is kept (issue 34)
SELECT id FROM tz_o WHERE ts = '2024-03-10 06:59:59.5';
SELECT id FROM tz_o WHERE ts >= '2024-03-10 07:00:00+00'
                      AND ts < '2024-11-03 06:00:00+00';

-- [2] America/New_York: the spring-forward gap and the fall-back overlap
SET TimeZone = 'America/New_York';
SELECT id FROM tz_o WHERE ts = '2024-03-10 01:59:59.5';
SELECT id FROM tz_o WHERE ts = '2024-03-10 02:30:00.5';
SELECT id FROM tz_o WHERE ts = '2024-11-03 01:30:00.5';
SELECT id FROM tz_o WHERE ts = '2024-11-03 00:59:59.5';
-- an explicit offset wins over the zone
SELECT id FROM tz_o WHERE ts = '2024-03-10 06:59:59.5+00';
SELECT id FROM tz_o WHERE ts IN ('2024-03-10 01:59:59.5', '2024-12-24 12:00:00.5');

-- [3] a bound written without an offset is read in the zone of its
-- CREATE: midnight of 2024-12-01 in New York is 05:00 UTC
CREATE TABLE tz_o4 PARTITION OF tz_o FOR VALUES FROM ('2024-12-01') TO ('2025-01-01');
SELECT id FROM tz_o WHERE ts = '2024-12-01 04:59:59.5+00';
SELECT id FROM tz_o WHERE ts = '2024-12-01 05:00:00.5+00';

-- [4] set_config and other zone forms: hours east of UTC, a POSIX string
SELECT pg_catalog.set_config('TimeZone', 'Asia/Kolkata', false);
SELECT id FROM tz_o WHERE ts = '2024-03-10 12:29:59.5';
SET TIME ZONE -3;
SELECT id FROM tz_o WHERE ts = '2024-03-10 03:59:59.5';
SET TIME ZONE 'UTC+3';
SELECT id FROM tz_o WHERE ts = '2024-03-10 03:59:59.5';
RESET TimeZone;
SELECT id FROM tz_o WHERE ts = '2024-03-10 06:59:59.5';

-- [5] not pruned: a cross-type comparison with a date (its value depends
-- on the zone at run time) and a bound known only when the query runs
SELECT id FROM tz_o WHERE ts >= DATE '2024-12-02';
SELECT id FROM tz_o WHERE ts >= now() - interval '30 days';

-- [6] hash and list keys on timestamptz
CREATE TABLE tz_h (id int, ts timestamptz) PARTITION BY HASH (ts);
CREATE TABLE tz_h0 PARTITION OF tz_h FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE tz_h1 PARTITION OF tz_h FOR VALUES WITH (MODULUS 2, REMAINDER 1);
SELECT id FROM tz_h WHERE ts = '2024-03-10 06:59:59.5+00';
SELECT id FROM tz_h WHERE ts = '2024-03-10 07:00:00.5+00';
CREATE TABLE tz_l (id int, ts timestamptz) PARTITION BY LIST (ts);
CREATE TABLE tz_l1 PARTITION OF tz_l FOR VALUES IN ('2024-01-01 00:00:00+00');
CREATE TABLE tz_l2 PARTITION OF tz_l FOR VALUES IN ('2024-01-01 00:00:00+01');
CREATE TABLE tz_ld PARTITION OF tz_l DEFAULT;
SELECT id FROM tz_l WHERE ts = '2023-12-31 23:00:00+00';
