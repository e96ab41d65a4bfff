-- examples/broadcast.sql — a filter on a join key, broadcast to the other side
--
--     ./qprop examples/broadcast.sql
--
-- What to look for: the WHERE clause filters only t1, but t1.a = t2.a
-- means every row that survives the join has t2.a IN (12, 13) as well, so
-- the rewritten plan filters the t2 scan with t2.a IN (12, 13) and t2 is
-- read for the two keys only.  Compare with `./qprop --no-rewrite
-- examples/broadcast.sql`, the plan as written, and `--format=sql` for the
-- rewritten query as SQL.  (The second query adds t2.a IN (14, 15): the two
-- domains do not meet, so the join can return nothing at all.)

CREATE TABLE t1 (a int, b text);
CREATE TABLE t2 (a int, c text);

SELECT t1.b, t2.c
FROM t1 JOIN t2 ON t1.a = t2.a
WHERE t1.a IN (12, 13);

SELECT t1.b, t2.c
FROM t1 JOIN t2 ON t1.a = t2.a
WHERE t1.a IN (12, 13) AND t2.a IN (14, 15);
