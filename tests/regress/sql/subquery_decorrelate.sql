-- subquery_decorrelate: a correlated scalar subquery of aggregates becomes
-- a join to its groups, which PostgreSQL reads once where it runs the
-- subquery once per outer row (TPC-DS q01, q06, q30, q81, q32, q92).  The
-- "after" sections are SQL, which golden_roundtrip runs on PostgreSQL
-- against the original with data.  count() reads COALESCE(g.a, 0): over
-- no rows it is 0, where the left join gives NULL (the "COUNT bug").
-- qprop-flags: --format=sql
CREATE TABLE item (id int PRIMARY KEY, cat text, sub char(3), price numeric(7,2), qty int, w float8, flag bool);
CREATE TABLE sale (id int PRIMARY KEY, item int, day int, amt numeric(7,2), n bigint, x numeric);
CREATE TABLE cal (day int PRIMARY KEY, y int, m int);

-- the q06 shape: avg of a numeric, one key
SELECT i.id FROM item i WHERE i.price > 1.2 * (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat);
-- count(): COALESCE(a, 0), so an outer row with no group compares 0
SELECT i.id FROM item i WHERE (SELECT count(*) FROM sale s WHERE s.item = i.id) = 0;
SELECT i.id FROM item i WHERE i.qty > (SELECT count(s.amt) FROM sale s WHERE s.item = i.id AND s.day > 10);
-- two keys, a join inside, a filter of the subquery's own (stays inside)
SELECT i.id FROM item i, cal c WHERE c.day = i.qty AND i.qty < (SELECT max(s.n) FROM sale s, cal d WHERE s.day = d.day AND d.y = 2001 AND s.item = i.id AND s.day = c.day);
-- the outer query's domain goes into the groups (eq_broadcast)
SELECT i.id FROM item i WHERE i.id IN (1, 2, 3) AND i.price > (SELECT avg(s.amt) FROM sale s WHERE s.item = i.id);
-- in an inner join's condition (q32's shape)
SELECT sum(s.amt) FROM sale s JOIN item i ON i.id = s.item AND s.amt > (SELECT 1.3 * avg(s2.amt) FROM sale s2 WHERE s2.item = i.id) WHERE i.qty = 7;
-- two subqueries side by side: each would run before the other, which
-- can fail (an integer sum): left as written (unsafe (8))
SELECT i.id FROM item i WHERE i.qty BETWEEN (SELECT min(s.day) FROM sale s WHERE s.item = i.id) AND (SELECT max(s.day) + i.qty FROM sale s WHERE s.item = i.id);
-- over a WITH query the outer query reads too (q01's shape)
WITH r AS (SELECT s.item, s.day, sum(s.amt) AS tot FROM sale s GROUP BY s.item, s.day)
SELECT r1.item FROM r r1 WHERE r1.tot > (SELECT avg(r2.tot) * 1.2 FROM r r2 WHERE r2.day = r1.day);
-- int and bigint keys; bpchar keys (grouping and = agree on 'a' and 'a  ')
SELECT i.id FROM item i WHERE i.qty < (SELECT sum(s.n) FROM sale s WHERE s.n = i.qty);
SELECT i.id FROM item i WHERE i.qty > (SELECT min(j.qty) FROM item j WHERE j.sub = i.sub);
-- bool_or and a FILTER
SELECT i.id FROM item i WHERE (SELECT bool_or(j.flag) FILTER (WHERE j.qty > 0) FROM item j WHERE j.cat = i.cat);

-- left as written (unsafe (2)): a float's sum depends on the order of
-- rows; arithmetic in the subquery's WHERE may fail for a group no outer
-- row asks for
SELECT i.id FROM item i WHERE i.w > (SELECT sum(j.w) FROM item j WHERE j.cat = i.cat);
SELECT i.id FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat AND 100 / j.qty > 1);
-- min and max keep one of equal numerics of no declared scale (1.0,
-- 1.00): which, depends on the order rows are read in (of numeric(7,2)
-- every value has scale 2: taken); a numeric compared with a float8 becomes a
-- float, which a numeric past its range cannot; around the subquery, a
-- division that reads the groups alone would run for every group
SELECT i.id FROM item i WHERE i.price < (SELECT max(s.x) FROM sale s WHERE s.item = i.id);
SELECT i.id FROM item i WHERE i.price < (SELECT max(s.amt) FROM sale s WHERE s.item = i.id);
SELECT i.id FROM item i WHERE i.qty < (SELECT count(*) FROM sale s WHERE s.item = i.id AND s.amt > 1.5::float8);
SELECT i.id FROM item i WHERE 10 / (SELECT max(s.day) FROM sale s WHERE s.item = i.id) > 1;
-- unsafe (3): GROUP BY, LIMIT: not one row of the aggregates
SELECT i.id FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat GROUP BY j.sub LIMIT 1);
-- unsafe (4): a correlation other than an equality, or in an outer
-- join's ON clause
SELECT i.id FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.qty < i.qty);
SELECT i.id FROM item i WHERE i.price > (SELECT avg(s.amt) FROM item j LEFT JOIN sale s ON s.item = j.id AND s.day = i.qty WHERE j.cat = i.cat);
-- unsafe (5): a left join's ON clause says which rows match
SELECT i.id, c.y FROM item i LEFT JOIN cal c ON c.day = i.qty AND c.y > (SELECT avg(d.m) FROM cal d WHERE d.y = i.qty);
-- not of aggregates: no group to join
SELECT i.id FROM item i WHERE i.price > (SELECT j.price FROM item j WHERE j.id = i.id + 1);
