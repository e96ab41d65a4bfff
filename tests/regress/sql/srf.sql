-- srf.sql: set-returning functions in FROM (issue 17).  A function scan
-- is a plan leaf with its own columns and types; it is a barrier: no
-- predicate goes into its calls; a predicate on its columns filters its
-- output, at the scan, and reaches other inputs through join keys.
CREATE TABLE t (a int, b text, d date);
CREATE TABLE u (k int NOT NULL, v int);

-- [1] generate_series: integer, bigint, numeric, date/timestamp steps
SELECT * FROM generate_series(1, 10) g;
SELECT g.i FROM generate_series(1, 10) AS g(i) WHERE g.i > 3;
SELECT * FROM generate_series(1, 10, 3) AS s;
SELECT x FROM generate_series(1, 5::bigint) x WHERE x % 2 = 0;
SELECT n FROM generate_series(0.5, 2.5, 0.5) AS n;
SELECT * FROM generate_series('2024-01-01'::date, '2024-01-05'::date,
                              interval '1 day') d;
SELECT * FROM generate_series(timestamp '2024-01-01', '2024-01-02',
                              '6 hours') AS h(ts);
SELECT * FROM generate_series(1, 3);

-- [2] joined to a table: a domain on either side of the join key
--     reaches the other; at the function scan it filters the output
SELECT t.a, g FROM t JOIN generate_series(1, 5) g ON t.a = g WHERE g IN (2, 3);
SELECT * FROM t, generate_series(1, 5) g WHERE t.a = g AND t.a IN (1, 2);
SELECT * FROM t LEFT JOIN generate_series(1, 4) g ON g = t.a WHERE t.a < 3;
SELECT * FROM generate_series(1, 4) g LEFT JOIN t ON g = t.a AND g > 2;

-- [3] lateral references: implicit, and written LATERAL
SELECT t.a, g FROM t, generate_series(1, t.a) g WHERE t.a = 3;
SELECT t.a, g FROM t JOIN LATERAL generate_series(t.a, t.a + 2) g
    ON g > t.a WHERE t.a BETWEEN 1 AND 2;
SELECT t.a, s.d FROM t CROSS JOIN LATERAL
    generate_series(t.d, t.d + 2, interval '1 day') AS s(d) WHERE t.a = 1;

-- [4] unnest of arrays (element types opaque until arrays are modelled)
SELECT * FROM unnest('{1,2,3}'::int[]) u;
SELECT * FROM t, unnest(('{' || t.a || ',7}')::int[]) AS x(e) WHERE t.a = 5;
SELECT * FROM unnest('{1,2}'::int[], '{a,b,c}'::text[]) AS z(n, s);

-- [5] JSON: fixed columns, and column definition lists
SELECT * FROM jsonb_array_elements('[1, "a", null]') e;
SELECT e.value FROM jsonb_array_elements_text('["x","y"]') AS e;
SELECT * FROM jsonb_each('{"a": 1, "b": 2}') AS kv(k, v) WHERE kv.k = 'a';
SELECT r.a, r.b FROM t,
    jsonb_to_recordset(('[{"a":' || t.a || ',"b":"z"}]')::jsonb)
        AS r(a int, b text)
    WHERE r.a > 1 AND t.a = r.a;
SELECT * FROM json_to_record('{"x": 3, "y": "q"}') AS (x int, y text);

-- [6] WITH ORDINALITY and ROWS FROM
SELECT * FROM generate_series(5, 7) WITH ORDINALITY AS g(i, n) WHERE n > 1;
SELECT * FROM unnest('{a,b}'::text[]) WITH ORDINALITY;
SELECT * FROM ROWS FROM (generate_series(1, 3), generate_series(1, 2)) AS r(x, y);
SELECT * FROM ROWS FROM (generate_series(1, 2),
    jsonb_to_recordset('[{"a":1},{"a":2},{"a":3}]') AS (a int))
    WITH ORDINALITY AS r;

-- [7] in a subquery and a CTE, correlated from outside
SELECT t.a, (SELECT count(*) FROM generate_series(1, t.a) g) FROM t;
SELECT * FROM t WHERE EXISTS (SELECT 1 FROM generate_series(1, 3) g
                              WHERE g = t.a);
WITH s AS (SELECT g FROM generate_series(1, 6) g)
SELECT * FROM s JOIN u ON s.g = u.k WHERE u.k IN (1, 2, 3);

-- [8] a set-returning call as a whole select-list item (PostgreSQL's
--     ProjectSet): rules never move it; filters on the other columns of
--     a derived table still go inside, those on its column stay out
SELECT generate_series(1, 3);
SELECT t.a, generate_series(1, t.a) AS g FROM t WHERE t.a < 4;
SELECT * FROM (SELECT t.a, generate_series(1, 3) AS g FROM t) s
    WHERE s.a = 2 AND s.g > 1;
SELECT count(*) FROM (SELECT unnest('{1,2,3}'::int[]) AS e) s;
SELECT t.a FROM t WHERE t.a IN (SELECT generate_series(1, 2));
SELECT EXISTS (SELECT generate_series(1, 0) FROM t);
