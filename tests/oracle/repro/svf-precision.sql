-- CURRENT_TIME(4), LOCALTIME(3), CURRENT_TIMESTAMP(0) and
-- LOCALTIMESTAMP(2) were printed as quoted calls, "current_time"(4),
-- which PostgreSQL rejects (function current_time(integer) does not
-- exist); and a quoted "current_time"(4) was accepted as the keyword.
-- PostgreSQL's regression file expressions.sql.
CREATE TABLE ev (id int, at timestamptz, t time);
INSERT INTO ev VALUES (1, '2024-01-01 10:00+00', '10:00'), (2, NULL, NULL),
  (3, '2999-01-01 00:00+00', '23:59:59');

-- query:
SELECT id FROM ev WHERE at < current_timestamp(0) ORDER BY id;
SELECT id FROM ev WHERE at < localtimestamp(2) AT TIME ZONE 'UTC' ORDER BY id;
SELECT length(current_time(0)::text) >= 8, localtime(3) IS NOT NULL, current_date IS NOT NULL;
SELECT id, t <= localtime(0) OR t > localtime(0) AS known FROM ev ORDER BY id;
