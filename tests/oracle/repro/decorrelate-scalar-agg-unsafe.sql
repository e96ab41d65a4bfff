-- subquery_decorrelate computes the groups of a correlated scalar
-- subquery of aggregates for every key, where PostgreSQL runs the
-- subquery only for the keys the outer rows ask for, and in another order
-- of rows.  Three ways that showed (the rule's builds of 19:01 and 19:08
-- on branch s9_dc fail 8 of the 13 queries; qprop at d84802f, without the
-- rule, passes all):
-- (a) min and max of numeric are not a function of the set of rows: of
--     equal values they keep the last one read, and 1.0, 1.00 and 1 are
--     equal but print differently (queries 1, 2: the subquery over a join,
--     read per outer row in one order, grouped whole in another; 2 rows as
--     written, 0 rewritten); so does sum(DISTINCT v), which keeps the
--     first of equal values (query 12: 2 rows as written, 1 rewritten),
--     and max of text in a nondeterministic collation, where 'a' = 'A'
--     (query 13, ICU);
-- (b) a comparison of a numeric column with a float8 or real is a cast of
--     the column, which fails for 1e400 (22003), here on a row of group 9
--     no outer row asks for (queries 3 and 7: 4 rows as written, an error
--     rewritten; 4-6 are the same casts in an IN list, a FILTER and
--     bool_or's argument);
-- (c) the predicate around the subquery, 10 / (SELECT max(d) ...) > 1,
--     reads only the derived table's column: strict, it makes the LEFT
--     JOIN an inner join and goes into the derived table as a HAVING
--     (PostgreSQL pushes it there too, from the LEFT JOIN form), where it
--     divides by the 0 of group 9 (queries 8 and 9: 2 rows as written,
--     22012 rewritten); 10 and 11 keep it beside an outer column.
CREATE TABLE p (g int, v numeric, w int, d int);
CREATE TABLE q (w int, z int);
CREATE TABLE o (g int, h int);
INSERT INTO p VALUES (1, 1.0, 1, 1), (1, 1.00, 2, 2), (1, 1, 3, NULL), (2, 2.000, 1, 5), (2, 2.0, 3, 1), (9, 1e400, 1, 0), (NULL, 5, 2, 0);
INSERT INTO q VALUES (3, 0), (2, 0), (1, 0);
INSERT INTO o VALUES (1, 1), (2, 2), (3, 3), (NULL, 4);
CREATE COLLATION ci (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
CREATE TABLE pc (g int, t text COLLATE ci, w int);
INSERT INTO pc VALUES (1, 'a', 1), (1, 'A', 2), (1, 'a', 3), (2, 'B', 1), (2, 'b', 3);


-- query:
SELECT o.g FROM o WHERE (SELECT max(p.v) FROM p JOIN q ON q.w = p.w WHERE p.g = o.g)::text IN ('1.0', '2.000');
SELECT o.g FROM o WHERE (SELECT min(p.v) FROM p JOIN q ON q.w = p.w WHERE p.g = o.g)::text IN ('1.0', '2.000');
SELECT o.g FROM o WHERE (SELECT count(*) FROM p WHERE p.g = o.g AND p.v > 1.5::float8) >= 0;
SELECT o.g FROM o WHERE (SELECT count(*) FROM p WHERE p.g = o.g AND p.v IN (1.5::float8, 2)) >= 0;
SELECT o.g FROM o WHERE (SELECT count(*) FILTER (WHERE p.v > 1.5::float8) FROM p WHERE p.g = o.g) >= 0;
SELECT o.g FROM o WHERE (SELECT bool_or(p.v > 1.5::float8) FROM p WHERE p.g = o.g) IS NOT NULL;
SELECT o.g FROM o WHERE (SELECT count(*) FROM p WHERE p.g = o.g AND p.v > 1.5::real) >= 0;
SELECT o.g FROM o WHERE 10 / (SELECT max(p.d) FROM p WHERE p.g = o.g) > 1;
SELECT o.g FROM o WHERE o.h < 4 AND (SELECT 10 / max(p.d) FROM p WHERE p.g = o.g) > 1;
SELECT o.g FROM o WHERE o.h + 5 > 10 / (SELECT max(p.d) FROM p WHERE p.g = o.g);
SELECT o.g FROM o WHERE 10 / (SELECT max(p.d) FROM p WHERE p.g = o.g) > o.h - 5;
SELECT o.g FROM o WHERE (SELECT sum(DISTINCT p.v) FROM p JOIN q ON q.w = p.w WHERE p.g = o.g)::text IN ('1', '2.0', '1.00');
SELECT o.g FROM o WHERE (SELECT max(pc.t) FROM pc JOIN q ON q.w = pc.w WHERE pc.g = o.g)::bytea IN ('a'::bytea, 'B'::bytea);
