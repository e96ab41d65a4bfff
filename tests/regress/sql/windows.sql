-- windows: window definitions as PostgreSQL reads them.  A frame's
-- EXCLUDE CURRENT ROW | GROUP | TIES is printed (dropping it changed the
-- rows).  A window named in another (WINDOW w2 AS (w1 ORDER BY b), OVER
-- (w2 ROWS ...)) takes the PARTITION BY and ORDER BY of the whole chain;
-- OVER w takes w with its frame, OVER (w) copies only a window without a
-- frame.  PostgreSQL's errors: a name defined twice, a window overriding
-- what it copies, GROUPS without ORDER BY, RANGE offsets with other than
-- one ORDER BY column, of a type with no in_range support, or reading a
-- column; window functions and aggregates put in GROUP BY by position or
-- name; count() without the star; FETCH ... WITH TIES without ORDER BY or
-- with SKIP LOCKED.  A text literal written with its type (''::text)
-- keeps it where the parameter is polymorphic or "any" (pg_typeof(''::
-- text) is text, pg_typeof('') unknown).
CREATE TABLE w (a integer, b integer, c numeric, d date, s varchar(10));

SELECT sum(b) OVER (ORDER BY a ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING
                    EXCLUDE CURRENT ROW) FROM w;
SELECT sum(b) OVER (ORDER BY a RANGE BETWEEN UNBOUNDED PRECEDING
                    AND CURRENT ROW EXCLUDE GROUP) FROM w;
SELECT first_value(b) OVER (ORDER BY a GROUPS BETWEEN CURRENT ROW
                            AND 2 FOLLOWING EXCLUDE TIES) FROM w;
SELECT sum(b) OVER (ORDER BY a ROWS UNBOUNDED PRECEDING EXCLUDE NO OTHERS)
FROM w;
-- copied windows
SELECT sum(b) OVER (w2 ROWS BETWEEN 1 PRECEDING AND CURRENT ROW),
       sum(b) OVER w2, count(*) OVER (w2)
FROM w WINDOW w1 AS (PARTITION BY a), w2 AS (w1 ORDER BY b);
SELECT sum(b) OVER w1 FROM w
WINDOW w1 AS (ORDER BY b ROWS BETWEEN 1 PRECEDING AND CURRENT ROW);
SELECT sum(b) OVER (w1) FROM w WINDOW w1 AS (ORDER BY b);
-- a frame written, even the default one, cannot be copied
SELECT sum(b) OVER (w1) FROM w WINDOW w1 AS (ORDER BY b RANGE UNBOUNDED PRECEDING);
-- RANGE offsets PostgreSQL has in_range support for
SELECT count(*) OVER (ORDER BY a RANGE BETWEEN 1 PRECEDING AND 2::bigint FOLLOWING),
       count(*) OVER (ORDER BY c RANGE BETWEEN 1 PRECEDING AND 1.5 FOLLOWING),
       count(*) OVER (ORDER BY d RANGE BETWEEN '1 day' PRECEDING AND CURRENT ROW)
FROM w;
-- PostgreSQL's errors
SELECT 1 FROM w WINDOW w1 AS (ORDER BY a), w1 AS (ORDER BY b);
SELECT 1 FROM w WINDOW w1 AS (w2), w2 AS (ORDER BY a);
SELECT sum(b) OVER (w1 PARTITION BY a) FROM w WINDOW w1 AS (ORDER BY b);
SELECT sum(b) OVER (w1 ORDER BY a) FROM w WINDOW w1 AS (ORDER BY b);
SELECT sum(b) OVER (w1) FROM w WINDOW w1 AS (ORDER BY b ROWS UNBOUNDED PRECEDING);
SELECT count(*) OVER (GROUPS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY a, b RANGE BETWEEN CURRENT ROW AND 1 FOLLOWING) FROM w;
SELECT count(*) OVER (PARTITION BY a RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY a RANGE BETWEEN 1.5 PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY c RANGE BETWEEN 1::float8 PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY d RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY s RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY a RANGE BETWEEN b PRECEDING AND CURRENT ROW) FROM w;
SELECT count(*) OVER (ORDER BY a ROWS BETWEEN CURRENT ROW AND a FOLLOWING) FROM w;
SELECT rank() OVER (ORDER BY a), count(*) FROM w GROUP BY 1;
SELECT count(*) AS n FROM w GROUP BY n;
SELECT count() OVER () FROM w;
SELECT count() FROM w;
SELECT a FROM w FETCH FIRST 2 ROWS WITH TIES;
SELECT a FROM w ORDER BY a FETCH FIRST 1 ROW WITH TIES FOR UPDATE SKIP LOCKED;
SELECT a FROM w ORDER BY a FETCH FIRST 1 ROW WITH TIES;
-- typed text literals where the parameter is polymorphic or "any"
CREATE FUNCTION first_of(anyelement) RETURNS anyelement LANGUAGE sql
AS 'SELECT $1';
SELECT pg_typeof(''::text), pg_typeof(''), first_of('x'::text),
       array_position(ARRAY['a', 'b'], 'b'::text), length('abc'::text)
FROM w;
