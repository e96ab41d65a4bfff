-- A HAVING conjunct on the grouping key that tells apart values the
-- grouping calls equal (numeric 1.0 and 1.00, a record *= another) went
-- below the grouping as a WHERE: it then keeps some of the group's rows
-- only, and count(*) counts fewer.  It stays in HAVING, as PostgreSQL 18
-- keeps it (its aggregates.sql:577).  PostgreSQL 15 moves it itself, so
-- there the query as written agrees with the binary before; on 18
-- (QPROP_PG_BINDIR=/var/cache/qprop-pg/pg18/bin) query 3 failed with it.
CREATE TYPE hq8rec AS (x numeric);
CREATE TABLE hq8 (k int, n numeric, r hq8rec);
INSERT INTO hq8 VALUES (1, 1.0, ROW(1.0)), (2, 1.00, ROW(1.00)), (3, 2, ROW(2)), (4, NULL, NULL);

-- query:
SELECT n, count(*) FROM hq8 GROUP BY n HAVING n::text = '1.0';
SELECT n, count(*) FROM hq8 GROUP BY n HAVING scale(n) = 1;
SELECT r, count(*) FROM hq8 GROUP BY r HAVING r *= ROW(1.0)::hq8rec;
SELECT count(*) FROM (SELECT n FROM hq8 GROUP BY n HAVING n::text = '1.0') s;
SELECT n, count(*) FROM hq8 GROUP BY n HAVING n = 1.0;
