-- WITH RECURSIVE whose recursive term is a set operation or has a WITH
-- of its own (PostgreSQL's with.sql and subselect.sql).  The term's own
-- WITH items read the recursive item: they are printed in the term, not
-- in the statement's WITH, where they would be mutually recursive.
CREATE TABLE dept (id int PRIMARY KEY, parent int, name text);
INSERT INTO dept VALUES (1, NULL, 'A'), (2, 1, 'B'), (3, 1, 'C'), (4, 2, 'D'), (5, NULL, NULL);

-- an inner WITH read twice in the recursive term
WITH RECURSIVE x(a) AS ((VALUES ('a'), ('b'))
  UNION ALL (WITH z AS NOT MATERIALIZED (SELECT * FROM x)
             SELECT z.a || z1.a AS a FROM z CROSS JOIN z AS z1
             WHERE length(z.a || z1.a) < 5))
SELECT * FROM x;

-- the recursive term a UNION, and a filter on the result
WITH RECURSIVE t(id, lvl) AS (
  SELECT id, 0 FROM dept WHERE parent IS NULL
  UNION (SELECT d.id, t.lvl + 1 FROM dept d JOIN t ON d.parent = t.id WHERE t.lvl < 4
         UNION SELECT 9, 9 FROM dept WHERE id = 1))
SELECT * FROM t WHERE lvl < 3;

-- an inner WITH RECURSIVE that reads the outer item
WITH RECURSIVE q AS (SELECT * FROM dept WHERE id = 1
  UNION ALL (WITH RECURSIVE x AS (SELECT * FROM dept WHERE id = 2
                                  UNION ALL (SELECT * FROM q UNION ALL SELECT * FROM x))
             SELECT * FROM x))
SELECT * FROM q LIMIT 12;

-- the reference on the left of EXCEPT, and with a window and an
-- aggregate of another query level
WITH RECURSIVE o(x) AS (SELECT 1 UNION (SELECT x + 1 FROM o WHERE x < 4 EXCEPT SELECT 3))
SELECT * FROM o;
WITH RECURSIVE w(n) AS (SELECT 1::bigint UNION ALL
  SELECT n + row_number() OVER () FROM w WHERE n < 3)
SELECT * FROM w;
WITH RECURSIVE w(n) AS (SELECT 1 UNION ALL
  SELECT max(n) + 1 FROM (SELECT n FROM w) s HAVING max(n) < 3)
SELECT * FROM w;

-- an item read before its definition: PostgreSQL binds WITH RECURSIVE's
-- items in the order of what they read (with.sql), and so does qprop
WITH RECURSIVE x(id) AS (SELECT * FROM y UNION ALL SELECT id + 1 FROM x WHERE id < 5),
     y(id) AS (VALUES (1))
SELECT * FROM x;
WITH RECURSIVE a AS (SELECT * FROM b), b AS (SELECT id AS z FROM dept WHERE id > 2),
     c AS (SELECT b.z, a.z AS az FROM b, a)
SELECT * FROM c, b WHERE c.z = 3;
