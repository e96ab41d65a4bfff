-- timezone_sql.sql: the SQL --format=sql prints for timestamptz literals
-- and bounds when no session time zone is known (no --timezone, no SET
-- before: a dump records none) and when one is (issue 34).  Without a
-- zone the SQL must return the same rows in a session of any zone: a
-- literal without an offset is kept as written, typed, and decides
-- nothing; a level whose bounds were written without an offset keeps
-- every partition.  The same for literals whose reading depends on
-- DateStyle or IntervalStyle, which qprop never assumes.
-- tests/oracle/timezone.sh runs such SQL in five zones.
-- qprop-flags: --format=sql
CREATE TABLE ord (id int, ts timestamptz, d date) PARTITION BY RANGE (ts);
CREATE TABLE ord_202403 PARTITION OF ord
    FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE ord_202404 PARTITION OF ord
    FOR VALUES FROM ('2024-04-01') TO ('2024-05-01');
CREATE TABLE ord_def PARTITION OF ord DEFAULT;
-- as pg_dump writes bounds: instants
CREATE TABLE shp (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE shp_202403 PARTITION OF shp
    FOR VALUES FROM ('2024-03-01 00:00:00+01') TO ('2024-04-01 00:00:00+02');
CREATE TABLE shp_202404 PARTITION OF shp
    FOR VALUES FROM ('2024-04-01 00:00:00+02') TO ('2024-05-01 00:00:00+02');
CREATE TABLE shp_def PARTITION OF shp DEFAULT;
CREATE TABLE cal (d date, day timestamptz, label text);

-- [1] no zone.  A literal without an offset is kept as written and
-- prunes nothing (--trace says so)
SELECT id FROM shp WHERE ts >= '2024-04-01' AND ts < '2024-04-02';
-- one with an offset is an instant: shp's bounds are instants too
SELECT id FROM shp WHERE ts >= '2024-04-01 00:00:00+02'
                     AND ts < '2024-04-02 00:00:00+02';
-- ord's bounds were written without an offset: nothing is pruned
SELECT id FROM ord WHERE ts >= '2024-04-01 00:00:00+02'
                     AND ts < '2024-04-02 00:00:00+02';
-- copied to the other side of a join as written
SELECT s.id FROM shp s JOIN ord o ON o.ts = s.ts
 WHERE o.ts >= '2024-04-01' AND o.ts < '2024-04-02';
SELECT o.id FROM ord o JOIN cal c ON o.ts >= c.day
 WHERE c.day = '2024-04-01';
-- arithmetic on it is PostgreSQL's
SELECT id FROM shp WHERE ts >= '2024-04-01'::timestamptz - interval '1 day';
SELECT id FROM shp WHERE ts IN ('2024-04-01 00:30', '2024-03-31 22:30:00+00');
-- DateStyle decides the order of '01/04/2024'; IntervalStyle the sign of
-- '-1 2:00:00'; a date's text is in DateStyle
SELECT id FROM ord WHERE d = '01/04/2024';
SELECT d FROM cal WHERE d::timestamp >= timestamp '2024-04-03'
                                        + interval '-1 2:00:00';
SELECT d FROM cal WHERE d::timestamp >= timestamp '2024-04-03'
                                        + interval '-1 -2:00:00';
SELECT d FROM cal WHERE label = DATE '2024-04-01'::text;

-- [2] a zone, as --timezone or SET gives it: literals are instants
SET TimeZone = 'Europe/Berlin';
CREATE TABLE ordz (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE ordz_202403 PARTITION OF ordz
    FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE ordz_202404 PARTITION OF ordz
    FOR VALUES FROM ('2024-04-01') TO ('2024-05-01');
CREATE TABLE ordz_def PARTITION OF ordz DEFAULT;
SELECT id FROM shp WHERE ts >= '2024-04-01' AND ts < '2024-04-02';
SELECT id FROM ordz WHERE ts >= '2024-04-01' AND ts < '2024-04-02';
-- ord's bounds stay unknown: they were read with no zone
SELECT id FROM ord WHERE ts >= '2024-04-01' AND ts < '2024-04-02';
SELECT id FROM ordz WHERE ts >= DATE '2024-04-02';
-- and RESET goes back to no zone
RESET TimeZone;
SELECT id FROM shp WHERE ts >= '2024-04-01' AND ts < '2024-04-02';
