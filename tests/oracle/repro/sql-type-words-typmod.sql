-- A column of an SQL type word with a modifier that qprop does not model
-- (time(2) with time zone) was kept as the type "time with time zone"(2),
-- quoted: no type PostgreSQL knows, so an empty relation's CAST(NULL AS
-- ...) was rejected, and the column's operators were not found in the
-- catalog, so f1 + f2 on two timetz columns was accepted (PostgreSQL's
-- timetz.sql: "operator does not exist").  And bit varying(5), which
-- pg_dump writes for varbit columns, was a syntax error.
CREATE TABLE z (id int, f1 time(2) with time zone, f2 timetz, f3 bit varying(5), f4 timestamp(3) with time zone, f5 time(1) without time zone);
INSERT INTO z VALUES (1, '10:00:00.123+02', '11:00+00', B'101', '2024-01-01 10:00:00.1234+00', '09:30:00.16'), (2, NULL, NULL, NULL, NULL, NULL);

-- query:
SELECT * FROM z WHERE false;
SELECT id, f1, f3, f5 FROM z WHERE id = 1 AND id = 2;
SELECT id, f1 + interval '1 hour', f3 || B'1', f5 FROM z ORDER BY id;
SELECT id FROM z WHERE f1 > '09:00+00' ORDER BY id;
SELECT CAST(f3 AS bit varying(2)), f1::time(0) with time zone FROM z ORDER BY id;
