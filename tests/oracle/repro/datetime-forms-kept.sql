-- timezone: UTC
-- Date and time literals PostgreSQL reads and qprop's reader does not
-- (ISO 8601 basic, Julian days, year and day of year, compact numbers,
-- an offset with seconds) were refused ("invalid input syntax"); found
-- by the boxoffice application schema (a calendar feed's
-- '20240331T190000Z').  A form with digits qprop cannot read is kept as
-- written, typed, for PostgreSQL to read (or refuse) as it reads the
-- original; nothing is derived from it.
CREATE TABLE o (id int, t timestamptz, d date) PARTITION BY RANGE (t);
CREATE TABLE o1 PARTITION OF o FOR VALUES FROM ('2024-01-01 00:00+00') TO ('2024-04-01 00:00+00');
CREATE TABLE o2 PARTITION OF o FOR VALUES FROM ('2024-04-01 00:00+00') TO ('2024-07-01 00:00+00');
INSERT INTO o SELECT g, timestamptz '2024-01-01 00:00+00' + g * interval '7 hours', date '2024-01-01' + g / 3 FROM generate_series(0, 600) g;

-- query:
SELECT count(*) FROM o WHERE t >= '20240331T190000Z';
SELECT count(*) FROM o WHERE t >= '20240331T190000';
SELECT count(*) FROM o WHERE t >= '20240331T1900';
SELECT count(*) FROM o WHERE t >= '2024-03-31T190000Z';
SELECT count(*) FROM o WHERE t >= '20240331 023000';
SELECT count(*) FROM o WHERE t >= '240331';
SELECT count(*) FROM o WHERE t >= '2024-03-31 040506';
SELECT count(*) FROM o WHERE t >= '2024-03-31 02:30-08:00:30';
SELECT count(*) FROM o WHERE t >= 'J2460371';
SELECT count(*) FROM o WHERE t >= 'J2460371.5';
SELECT count(*) FROM o WHERE t >= '2024-060 12:00';
SELECT count(*) FROM o WHERE d >= 'J2460371';
SELECT count(*) FROM o WHERE d >= '2024-060';
SELECT count(*) FROM o o1 JOIN o o2 ON o1.id = o2.id WHERE o1.t >= '20240331T190000Z' AND o2.d < '2024-150';
