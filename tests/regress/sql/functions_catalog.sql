-- functions_catalog.sql: calls of PostgreSQL's built-in functions and
-- operators that qprop does not model itself, resolved in PostgreSQL's own
-- catalog (src/types/pgcat_data.c) by PostgreSQL's rules (documentation
-- chapter 10): overloads, untyped literals, polymorphic, VARIADIC and
-- defaulted arguments, ordered-set aggregates.  Each call keeps the
-- catalog's result type, strictness and volatility: a volatile call never
-- moves, a stable one (now(), current_date) may be copied.  (issue 17)
CREATE TABLE o (id int NOT NULL, cust int, total numeric(10,2), note text,
                created_at timestamptz, d date, ip inet, p point);
CREATE TABLE cu (id int PRIMARY KEY, name varchar(20));
CREATE SEQUENCE s;

-- [1] SQL value functions and AT TIME ZONE
SELECT id FROM o WHERE d <= current_date AND created_at < current_timestamp
  AND created_at < localtimestamp AND created_at < now();
SELECT current_user, session_user, current_schema, current_role,
       current_catalog, current_time < current_time, user FROM cu;
SELECT (created_at AT TIME ZONE 'UTC')::date, created_at AT TIME ZONE
       INTERVAL '2 hours', (d::timestamp AT TIME ZONE 'UTC') IS NULL FROM o;

-- [2] a stable bound is copied across a join key of the same type; a
-- volatile call is not moved
SELECT o.id FROM o JOIN o AS o2 ON o2.created_at = o.created_at
WHERE o.created_at >= now() - interval '30 days';
SELECT o.id FROM o JOIN cu ON cu.id = o.cust
WHERE o.cust > (random() * 0)::int AND cu.id < 5;

-- [3] strings, dates and formatting
SELECT regexp_replace(note, 'x', 'y', 'g'), format('%s-%s', id, note),
       format('%s', total), concat_ws('/', id, note), initcap(note),
       left(note, 2) || right(note, 1) FROM o;
SELECT age(created_at, created_at), make_date(2024, 1, id % 28 + 1),
       date_part('year', d), to_char(d, 'YYYY-MM'), to_char(total, '999D99'),
       date_trunc('month', d)::date, extract(dow FROM d) FROM o
WHERE id < 10;
SELECT pg_typeof(id), pg_typeof(note), pg_typeof(total * 2),
       pg_typeof(created_at - d) FROM o;
SELECT d + time '10:00', d - 1, d + interval '1 day', now() > d FROM o;

-- [4] aggregates: string_agg, array_agg, FILTER, ordered-set aggregates
SELECT cust, string_agg(note, ',' ORDER BY id), array_agg(id ORDER BY id)
FROM o GROUP BY cust;
SELECT count(*) FILTER (WHERE total > 1), sum(total) FILTER (WHERE note = 'x')
FROM o;
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total),
       percentile_disc(0.5) WITHIN GROUP (ORDER BY id),
       mode() WITHIN GROUP (ORDER BY note) FROM o;
SELECT cust, rank(3) WITHIN GROUP (ORDER BY id) FROM o GROUP BY cust;
SELECT bool_and(total > 0), bit_or(id), stddev(id), corr(id, total) FROM o;

-- [5] network and geometric operators on types qprop does not model
SELECT id FROM o WHERE ip << '10.0.0.0/8' AND NOT ip >>= '10.1.0.0/16';
SELECT id, p <-> point '(0,0)', ip & '255.0.0.0', host(ip), masklen(ip)
FROM o WHERE p <@ box '((0,0),(2,2))' OR ip && '192.168.0.0/16';
SELECT id FROM o WHERE ip::text = '10.0.0.1' OR '10.1.2.3/16'::inet = ip;

-- [6] casts to catalog types are carried exactly
SELECT 'o'::regclass, id::oid, note::bytea, '1.2.3.4'::inet, total::money
FROM o WHERE id = 1;

-- [7] polymorphic and variadic calls
SELECT coalesce(note, 'none'), nullif(id, 0), greatest(id, 2, cust),
       num_nonnulls(id, note, total), array_length(array_agg(id), 1)
FROM o GROUP BY id, note, total, cust;

-- [8] nextval is volatile: the filter on cu.id is not copied to it
SELECT o.id, nextval('s') FROM o JOIN cu ON cu.id = o.cust
WHERE cu.id = 3 AND o.id < -5;
