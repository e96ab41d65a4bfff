-- outer_join_simplify.sql: outer joins whose NULL-extended rows are
-- filtered out anyway become inner (or one-sided) joins (rule
-- outer_join_simplify).  Positive cases first, then one case per UNSAFE
-- item of src/rewrite/rules/outer_join_simplify.c, where the join stays.
CREATE TABLE t1 (a int, b int, c text);
CREATE TABLE t2 (a int, b int, c text);
CREATE TABLE t3 (a int, b int, c text);

-- a strict WHERE conjunct on the nullable side: left becomes inner
SELECT t1.c, t2.c FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.b = 5;

-- the mirror: right becomes inner
SELECT t1.c, t2.c FROM t1 RIGHT JOIN t2 ON t1.a = t2.a WHERE t1.b > 0;

-- full join: a conjunct rejecting an all-NULL t1 makes it a left join
-- (t1 preserved)
SELECT t1.c, t2.c FROM t1 FULL JOIN t2 ON t1.a = t2.a WHERE t1.b = 1;

-- full join: conjuncts on both sides make it inner
SELECT t1.c, t2.c FROM t1 FULL JOIN t2 ON t1.a = t2.a
WHERE t1.b = 1 AND t2.b = 2;

-- the ON of an inner join above counts: t2.b = t3.b rejects NULL t2
SELECT 1 FROM t1 LEFT JOIN t2 ON t1.a = t2.a JOIN t3 ON t2.b = t3.b;

-- the nullable input of a left join above: its ON drops the rows that
-- fail it, so t2.b = t3.b turns the inner left join into inner
SELECT 1 FROM t3 LEFT JOIN (t1 LEFT JOIN t2 ON t1.a = t2.a)
    ON t2.b = t3.b;

-- unsafe (1): IS NULL accepts the NULL-extended rows: stays left
SELECT t1.c FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t2.a IS NULL;

-- unsafe (1): COALESCE accepts NULL: stays left
SELECT t1.c FROM t1 LEFT JOIN t2 ON t1.a = t2.a
WHERE coalesce(t2.b, 0) = 0;

-- unsafe (1): an OR with a branch that accepts NULL: stays left
SELECT t1.c FROM t1 LEFT JOIN t2 ON t1.a = t2.a
WHERE t2.b = 1 OR t1.b = 2;

-- unsafe (2): NOT IN's ON does not count: the left join inside stays
SELECT 1 FROM t3
WHERE t3.a NOT IN (SELECT t2.a FROM t1 LEFT JOIN t2 ON t1.a = t2.b);

-- unsafe (3): the ON of a left join above does not drop its preserved
-- input's rows: the inner left join stays
SELECT 1 FROM (t1 LEFT JOIN t2 ON t1.a = t2.a)
    LEFT JOIN t3 ON t2.b = t3.b;

-- unsafe (4): a conjunct with no column of the nullable side: stays left
SELECT t1.c FROM t1 LEFT JOIN t2 ON t1.a = t2.a WHERE t1.b = 3;
