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

-- [5] operators and their result types as PostgreSQL resolves them
-- (resolve_oracle.sh): real + numeric is double precision, so the
-- literal is one too; interval + time is a time; text[] || NULL is
-- array_cat (no NULL element appended), int[] || 1 array_append; an
-- untyped side of <@ and && is the other side's type; - on a time is
-- - on an interval; a time literal may carry a date, a zone, am or pm
CREATE TABLE o (r real, n numeric, tm time, ia int[], ta text[],
                ir int4range);
SELECT * FROM o WHERE r + n = '1.1';
SELECT coalesce(r * 2, NULL), coalesce(interval '1 hour' + tm, NULL) FROM o;
SELECT ta || NULL, NULL || ia, ia || 1, ta || '{x}' FROM o;
SELECT * FROM o WHERE ia <@ '{1,2}' AND ir && '[1,5)' AND '{1}' <@ ia;
SELECT - tm, + n, + '1' FROM o;
SELECT time '2000-01-02 10:00:00.5+02', time '10:00 pm', time '12:30 am';

-- [6] a call of a type's name on one argument is a cast where PostgreSQL
-- reads it as one: an untyped literal, or a value that reaches the type
-- through text or as binary coercible when no function of that name
-- takes it (int4('5'), text(42), date(some_text), uuid(some_text));
-- date(timestamp) and float8(smallint) stay the functions they are;
-- abs(NULL) is double precision's abs
CREATE TABLE fc (s text, i int2, d date, ts timestamp, ch char(2));
SELECT int4('5'), float8('1.5'), date('2020-01-01'), text(42), text(d),
       date(s), uuid(s), bpchar(ch), date(ts), float8(i), abs(NULL) FROM fc;
SELECT * FROM fc WHERE date(s) = '2020-01-01' AND text(i) = '7';

-- [7] casts between built-in types as pg_cast has them (int to boolean,
-- time to interval and back; boolean to bigint and date to time are
-- errors: errors.sql), and the names PostgreSQL gives unnamed items: a
-- cast's type is a weaker name than a column or call inside it,
-- (1::int)::text is "text", a::text "a", CASE ... ELSE a END "a"
CREATE TABLE cn (a int, tm time, iv interval);
SELECT a::bool, tm::interval, iv::time, (1::int)::text, ('1'::text)::int,
       a::text, (a + 1)::text, CASE WHEN a > 0 THEN 1 ELSE a END,
       CASE WHEN a > 0 THEN 1 ELSE 2 END, (SELECT 1)::int FROM cn;
