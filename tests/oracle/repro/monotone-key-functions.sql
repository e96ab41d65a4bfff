-- A range on a monotone function of a partition key reaches the key
-- (issue 37, point 3): key::date and date_trunc('unit', key) of a
-- timestamp, (key AT TIME ZONE 'UTC') of a timestamptz.  Rows sit on the
-- edges: the last microsecond of a day, month, week or quarter and the
-- first of the next, infinity, NULL; the bounds are inclusive and
-- exclusive, points, IN lists and values that start no unit.
CREATE TABLE mk (id int, ts timestamp) PARTITION BY RANGE (ts);
CREATE TABLE mk_01 PARTITION OF mk FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE mk_02 PARTITION OF mk FOR VALUES FROM ('2024-02-01') TO ('2024-02-29 12:00');
CREATE TABLE mk_02b PARTITION OF mk FOR VALUES FROM ('2024-02-29 12:00') TO ('2024-03-01');
CREATE TABLE mk_03 PARTITION OF mk FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE mk_04 PARTITION OF mk FOR VALUES FROM ('2024-04-01') TO ('2024-05-01');
CREATE TABLE mk_d PARTITION OF mk DEFAULT;
INSERT INTO mk VALUES (1, '2023-12-31 23:59:59.999999'), (2, '2024-01-01'), (3, '2024-01-28 23:59:59.999999'), (4, '2024-01-29'), (5, '2024-01-31 23:59:59.999999'), (6, '2024-02-01'), (7, '2024-02-29 11:59:59'), (8, '2024-02-29 12:00'), (9, '2024-02-29 23:59:59.999999'), (10, '2024-03-01'), (11, '2024-03-31 23:59:59.999999'), (12, '2024-04-01'), (13, '2024-04-30 23:59:59.999999'), (14, '2024-05-01'), (15, 'infinity'), (16, '-infinity'), (17, NULL);
CREATE TABLE mz (id int, ts timestamptz) PARTITION BY RANGE (ts);
CREATE TABLE mz_01 PARTITION OF mz FOR VALUES FROM ('2024-01-01 00:00+00') TO ('2024-02-01 00:00+00');
CREATE TABLE mz_02 PARTITION OF mz FOR VALUES FROM ('2024-02-01 00:00+00') TO ('2024-03-01 00:00+00');
CREATE TABLE mz_d PARTITION OF mz DEFAULT;
INSERT INTO mz VALUES (1, '2024-01-31 23:59:59.999999+00'), (2, '2024-02-01 00:00+00'), (3, '2024-02-01 00:00+01'), (4, '2024-02-29 23:59:59+00'), (5, '2024-03-01 00:00+00'), (6, 'infinity'), (7, NULL);
CREATE TABLE cal (d date);
INSERT INTO cal VALUES ('2024-02-29'), ('2024-03-01');

-- query:
SELECT id FROM mk WHERE mk.ts::date BETWEEN '2024-02-01' AND '2024-02-29';
SELECT id FROM mk WHERE mk.ts::date > '2024-01-31' AND mk.ts::date < '2024-03-01';
SELECT id FROM mk WHERE mk.ts::date = '2024-02-29';
SELECT id FROM mk WHERE mk.ts::date IN ('2023-12-31', '2024-04-30', '2024-05-01');
SELECT id FROM mk WHERE mk.ts::date >= 'infinity' OR mk.ts::date <= '-infinity';
SELECT id FROM mk WHERE mk.ts::date IS NULL;
SELECT id FROM mk WHERE mk.ts::date <> '2024-02-29' AND mk.ts::date >= '2024-02-29';
SELECT id FROM mk WHERE date_trunc('month', mk.ts) = '2024-02-01';
SELECT id FROM mk WHERE date_trunc('month', mk.ts) = '2024-02-02';
SELECT id FROM mk WHERE date_trunc('MONTH', mk.ts) > '2024-01-15' AND date_trunc('month', mk.ts) <= '2024-03-31';
SELECT id FROM mk WHERE date_trunc('month', mk.ts) < '2024-03-01' AND date_trunc('month', mk.ts) >= '2024-02-01';
SELECT id FROM mk WHERE date_trunc('week', mk.ts) = '2024-01-29';
SELECT id FROM mk WHERE date_trunc('quarter', mk.ts) = '2024-04-01';
SELECT id FROM mk WHERE date_trunc('year', mk.ts) = '2023-01-01';
SELECT id FROM mk WHERE date_trunc('day', mk.ts) BETWEEN '2024-02-29 06:00' AND '2024-03-01';
SELECT id FROM mk WHERE date_trunc('hour', mk.ts) = '2024-02-29 11:00';
SELECT id FROM mk WHERE date_trunc('day', mk.ts)::date = '2024-02-29';
SELECT id FROM mk WHERE date_trunc('month', mk.ts) >= 'infinity';
SELECT id FROM mk JOIN cal ON mk.ts::date = cal.d;
SELECT id FROM mk JOIN cal ON mk.ts::date = cal.d WHERE cal.d = '2024-02-29';
SELECT id, cal.d FROM cal LEFT JOIN mk ON mk.ts::date = cal.d WHERE cal.d > '2024-02-29';
SELECT id, cal.d FROM mk LEFT JOIN cal ON mk.ts::date = cal.d WHERE cal.d IS NULL OR cal.d = '2024-03-01';
SELECT id FROM mk WHERE EXISTS (SELECT 1 FROM cal WHERE cal.d = date_trunc('month', mk.ts)::date AND cal.d = '2024-03-01');
SELECT id FROM mk WHERE NOT EXISTS (SELECT 1 FROM cal WHERE cal.d = mk.ts::date AND cal.d = '2024-02-29');
SELECT id FROM mz JOIN cal ON (mz.ts AT TIME ZONE 'UTC')::date = cal.d WHERE cal.d <= '2024-02-29';
SELECT id FROM mz WHERE (mz.ts AT TIME ZONE 'UTC')::date = '2024-02-01';
SELECT id FROM mz WHERE (mz.ts AT TIME ZONE 'utc') < '2024-02-01';
SELECT id FROM mz WHERE (mz.ts AT TIME ZONE 'GMT')::date BETWEEN '2024-02-01' AND '2024-02-29';
SELECT id FROM mz WHERE (mz.ts AT TIME ZONE 'UTC') >= 'infinity';
