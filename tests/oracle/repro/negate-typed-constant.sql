-- - on a typed constant is the operator, which overflows on the
-- smallest value: -('-2147483648'::int4) is "integer out of range" in
-- PostgreSQL, and qprop folded it into 2147483648 (a row where
-- PostgreSQL errs; PostgreSQL's regression file int8.sql).  Only a
-- number as written takes the sign into itself, and - - folds again
-- (- -2147483648 is the bigint 2147483648, - -9223372036854775808 a
-- numeric).  A negative constant under - was printed as - (-N), which
-- PostgreSQL's grammar folds into one literal of another type (and in
-- ORDER BY, - (-1) is the first column: the random generator, seed 45).
CREATE TABLE n (id int, a int4, b int8, c int2);
INSERT INTO n VALUES (1, -2147483648, -9223372036854775808, -32768), (2, 5, 6, 7), (3, NULL, NULL, NULL);

-- query:
SELECT -('-2147483648'::int4);
SELECT -('-9223372036854775808'::int8);
SELECT -(int2 '-32768');
SELECT - -2147483648, pg_typeof(- -2147483648);
SELECT - -9223372036854775808, pg_typeof(- -9223372036854775808);
SELECT -(-(-3)), - - -2.5, -('5'::int4);
SELECT id FROM n WHERE a = -('-2147483647'::int4) - 1 OR b = -(-9223372036854775807) - 1 ORDER BY id;
SELECT id, -a FROM n WHERE id = 2 OR a IS NULL ORDER BY id;
SELECT id FROM n ORDER BY -('-1'::int4), id DESC LIMIT 2;
SELECT -('-9223372036854775807'::int8) FROM n ORDER BY 1 LIMIT 1;
