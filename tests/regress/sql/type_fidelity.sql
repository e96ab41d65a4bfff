-- type_fidelity.sql: casts, type modifiers and literals print back as
-- PostgreSQL reads them (issue 15).  Every constant and cast keeps the
-- type PostgreSQL resolved for it; a type qprop does not model is kept
-- as written and its values enter no domain.
CREATE TABLE c (n char(3), v varchar(5), t text, i int, m money, a inet);

-- [1] casts to types qprop does not model are kept, as written
SELECT 100::money, '1.2.3.4'::inet, 5::oid, 'x'::name, i::int8::oid FROM c;
SELECT CAST(i AS pg_catalog.int8), ('{' || i || '}')::int[], '{1,2}'::int[][],
       '[1,5)'::int4range, '{"a":1}'::jsonb, 'a'::bytea,
       '00000000-0000-0000-0000-000000000000'::uuid FROM c;
SELECT inet '10.0.0.1', money '12', (i + 1)::money, NULL::money,
       '101'::bit(3), '101'::varbit, 'pg_class'::regclass::oid FROM c;
SELECT * FROM c WHERE m = 12::money AND a = '10.0.0.1'::inet;
SELECT * FROM c WHERE i::money = 1::money AND i::money <> 2::money;

-- [2] type modifiers are kept and applied to values
SELECT 'a'::char(3), 'abc'::varchar(2), 1.234::numeric(5,2),
       '1.235'::numeric(5,2), 'abcd'::char(2), char(3) 'a', varchar(2) 'xyz';
SELECT '2020-01-01 10:00:00.123456'::timestamp(2),
       '10:00:00.5'::time(0), '2020-01-01 10:00:00.7'::timestamptz(0);
SELECT interval '1 day 3 hours 5 min' HOUR, interval(2) '1.2345 sec',
       '1 day 3 hours 7 min'::interval hour to minute,
       interval '1.2345' second(2), i * interval '1.5 sec' FROM c;
SELECT CAST(i * interval '1.5 sec' AS interval(0)),
       CAST(t AS varchar(2)), CAST(t AS char(4)), v::char(1) FROM c;
SELECT * FROM c WHERE n = 'a'::char(3) AND v = 'abcdef'::varchar(2);

-- [3] || on char(n) is text || text: the literal is text (TPC-DS q84)
SELECT n || ', ' || n, coalesce(n, '') || ', ' || coalesce(n, ''),
       'a' || 'b', i || 'x', NULL || n FROM c;
SELECT * FROM c WHERE n || 'x' = 'ax';

-- [4] integer limits
SELECT interval '-9223372036854775808 microseconds',
       -9223372036854775808, -2147483648, 9223372036854775807;
