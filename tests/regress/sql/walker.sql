-- walker.sql: subqueries in every place an expression can hold one are
-- rewritten (issue 14).  The driver's descent into sublinks had a walk of
-- its own that skipped a window definition (PARTITION BY, ORDER BY), an
-- aggregate's ORDER BY and a LIKE's ESCAPE, so a subquery there kept the
-- plan it was bound with; it now uses the one expression mutator
-- (src/plan/walk.c), and every node's expressions are visited (the Window
-- and Aggregate lists, Sort keys), with an expression two nodes share
-- rewritten once.  In each case the subquery joins t1 and t2 on a with a
-- filter t1.a = 5, from which eq_broadcast derives t2.a = 5 inside it.
CREATE TABLE t1 (a int, b int);
CREATE TABLE t2 (a int, b int, s text);
CREATE TABLE t3 (a int, b int, s text);

-- a subquery in OVER (PARTITION BY ...): the Window's list and the
-- Project's output show the same rewritten subquery
SELECT t3.a, row_number() OVER (
         PARTITION BY (SELECT max(t2.b) FROM t1 JOIN t2 ON t1.a = t2.a
                       WHERE t1.a = 5)
         ORDER BY t3.b) AS rn
FROM t3;

-- a subquery in a window's ORDER BY
SELECT t3.a, sum(t3.b) OVER (
         ORDER BY (SELECT max(t2.b) FROM t1 JOIN t2 ON t1.a = t2.a
                   WHERE t1.a = 5), t3.a) AS total
FROM t3;

-- a subquery in an aggregate's ORDER BY
SELECT string_agg(t3.s, ',' ORDER BY (SELECT max(t2.b) FROM t1
                                      JOIN t2 ON t1.a = t2.a
                                      WHERE t1.a = 5), t3.s) AS list
FROM t3;

-- a subquery in LIKE ... ESCAPE
SELECT t3.a FROM t3
WHERE t3.s LIKE 'a!%%' ESCAPE (SELECT '!' FROM t1 JOIN t2 ON t1.a = t2.a
                               WHERE t1.a = 5 LIMIT 1);

-- a subquery in ORDER BY (a Sort key)
SELECT t3.a FROM t3
ORDER BY (SELECT max(t2.b) FROM t1 JOIN t2 ON t1.a = t2.a
          WHERE t1.a = 5) + t3.b, t3.a;
