-- subquery_decorrelate (see decorrelate-scalar-agg.sql, same tables and
-- rows): where the correlated scalar subquery of aggregates sits.  The
-- LEFT JOIN to its groups must go where the subquery's value is read: an
-- inner join's ON, a LEFT, RIGHT or FULL JOIN's ON (a count there is 0
-- for an outer row with an empty group, and a row of the nullable side
-- must not be lost or duplicated), above the outer join that NULL-extends
-- the correlated column, under OR, CASE and NOT, a grouped query, the
-- select list, inside EXISTS, a WITH item read twice, a LATERAL item,
-- FOR UPDATE, UPDATE and DELETE.  With qprop at d84802f (no such rule)
-- all 38 pass; with the rule's builds of 19:01 and 19:08 (branch s9_dc)
-- too, and 30 of them print a "decorrelated" item: not a LEFT JOIN's ON
-- correlated with its preserved side (4), a FULL JOIN's ON (2), the
-- select list and an aggregate's argument.  That output edited to drop
-- coalesce(a1, 0) fails 14, the LEFT JOIN to the groups made inner 16.
CREATE TABLE item (id int, cat int, price numeric(8,2), qty int, flag boolean, tag text, code char(3), w float8, d int);
CREATE TABLE cat (cat int, name text, code char(3), ncat numeric(6,2), bcat bigint, scat smallint);
CREATE TABLE sale (sid int, item_id int, cat bigint, amount numeric(10,2), n int, ncat numeric(6,3), tag varchar(5));
INSERT INTO item VALUES (1, 1, 10.00, 5, true, 'a', 'a', 1.5, 1), (2, 1, 20.00, 0, false, 'a  ', 'a  ', 2.5, 1), (3, 1, NULL, 3, NULL, NULL, NULL, NULL, 2), (4, 2, 30.00, NULL, true, 'b', 'b', 0.1, 1), (5, 2, 31.00, 7, true, 'b ', 'b ', 0.2, 1), (12, 2, 30.00, 7, NULL, 'b', 'b', 0.1, 1);
INSERT INTO item VALUES (6, 3, NULL, NULL, NULL, 'c', 'c', NULL, 1), (7, 3, NULL, 2, false, 'c', 'c', NULL, 1), (8, NULL, 5.00, 1, true, 'a', 'a', 3.0, 1), (9, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL), (10, 4, 99.99, 1, true, 'd', 'd', 0.3, 1), (11, 9, 1.00, 30000, false, 'z', 'z', 0.3, 0);
INSERT INTO cat VALUES (1, 'one', 'a', 1.0, 1, 1), (2, 'two', 'b  ', 2.00, 2, 2), (3, 'three', 'c', 3.0, 3, 3), (4, NULL, NULL, NULL, 4, 4), (6, 'six', 'x', 6.00, 6, 6), (NULL, 'nul', 'a', NULL, NULL, NULL), (7, 'seven', 'q', 1.00, 7, 1), (2, 'two again', 'b', 2.0, NULL, 2);
INSERT INTO sale VALUES (1, 1, 1, 5.00, 1, 1.0, 'a'), (2, 1, 1, 7.00, 2, 1.000, 'a '), (3, 2, 1, NULL, NULL, 1.00, NULL), (4, 4, 2, 10.00, 3, 2.0, 'b'), (5, 4, 2, 20.00, NULL, 2.000, 'b'), (6, 5, 2, 30.00, 4, NULL, 'b  ');
INSERT INTO sale VALUES (7, NULL, 3, 1.00, 1, 3, 'c'), (8, 6, NULL, 2.00, 2, NULL, NULL), (9, 10, 4, 100.00, 1, 4.00, 'd'), (10, 99, 9, 1.00, 1, 9, 'z'), (11, 7, 3, NULL, NULL, 3.0, 'c'), (12, 8, NULL, 3.00, 5, NULL, 'a'), (13, 5, 2, 50.00, 1, 2.00, 'b');

-- query:
-- in an inner join's ON; in a LEFT JOIN's ON correlated with the
-- nullable side or the preserved one (a count there: the COUNT bug inside
-- an outer join's condition), in an inner join nested in a LEFT JOIN's
-- nullable side, in a RIGHT JOIN's and a FULL JOIN's ON
SELECT i.id, c.name FROM item i JOIN cat c ON c.cat = i.cat AND i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = c.cat);
SELECT c.cat, c.name, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat AND i.price >= (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat);
SELECT c.cat, c.name, s.sid FROM cat c LEFT JOIN sale s ON (SELECT count(*) FROM item j WHERE j.cat = c.cat) = 0 AND s.sid < 3;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat AND (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0;
SELECT c.cat, i.id, s.sid FROM cat c LEFT JOIN (item i JOIN sale s ON s.item_id = i.id AND (SELECT count(*) FROM sale s2 WHERE s2.cat = i.cat AND s2.n > 1) < 2) ON i.cat = c.cat;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat AND (SELECT max(j.price) FROM item j WHERE j.cat = i.cat AND j.qty > 5) IS NULL;
SELECT c.cat, i.id FROM item i RIGHT JOIN cat c ON i.cat = c.cat AND (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat AND (SELECT count(*) FROM sale s WHERE s.cat = c.cat) = 0;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat AND i.qty >= (SELECT count(*) FROM sale s WHERE s.cat = c.cat);
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON (SELECT count(*) FROM sale s WHERE s.item_id = i.id AND s.cat = c.cat) = 0 AND i.id < 4;
SELECT c.cat, i.id FROM cat c FULL JOIN item i ON i.cat = c.cat AND i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = c.cat);
SELECT c.cat, i.id FROM cat c FULL JOIN item i ON i.cat = c.cat AND (SELECT count(*) FROM sale s WHERE s.cat = c.cat) = 0;
SELECT c.cat, i.id, s.sid FROM cat c FULL JOIN (item i JOIN sale s ON s.item_id = i.id AND s.amount >= (SELECT avg(s2.amount) FROM sale s2 WHERE s2.item_id = i.id)) ON i.cat = c.cat;
-- under OR, CASE and NOT; two in one WHERE; the same one twice
SELECT i.id FROM item i WHERE i.qty IS NULL OR i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat);
SELECT i.id FROM item i WHERE CASE WHEN i.flag THEN i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) ELSE (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0 END;
SELECT i.id FROM item i WHERE NOT (i.price <= (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat)) AND (SELECT count(*) FROM sale s WHERE s.item_id = i.id) < 2;
SELECT i.id FROM item i WHERE (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) > 5 AND (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) < 50;
-- over a WITH item the query reads too (TPC-DS q01)
WITH ctr AS (SELECT s.item_id AS iid, s.cat AS scat, sum(s.amount) AS total FROM sale s GROUP BY s.item_id, s.cat) SELECT c1.iid, c1.total, c.name FROM ctr c1 JOIN cat c ON c.bcat = c1.scat WHERE c1.total > (SELECT avg(c2.total) * 1.2 FROM ctr c2 WHERE c1.scat = c2.scat) ORDER BY 1 LIMIT 100;
-- the correlated column NULL-extended by a LEFT or FULL JOIN; two
-- correlated columns from either side of a LEFT JOIN
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat WHERE (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0;
SELECT c.cat, i.id FROM cat c FULL JOIN item i ON i.cat = c.cat AND i.qty > 2 WHERE COALESCE((SELECT sum(s.amount) FROM sale s WHERE s.cat = c.cat), 0) < 50 AND (SELECT count(*) FROM sale s WHERE s.item_id = i.id) < 2;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat WHERE (SELECT count(*) FROM sale s WHERE s.item_id = i.id AND s.cat = c.cat) = 0;
SELECT c.cat, i.id FROM cat c LEFT JOIN item i ON i.cat = c.cat WHERE (SELECT count(*) FROM sale s WHERE s.cat = c.cat) = 0 AND (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0;
-- a grouped query (WHERE and HAVING), the select list, an aggregate
-- argument, inside EXISTS, with a subquery of its own inside, DISTINCT
-- with ORDER BY and LIMIT, window functions, UNION ALL, a WITH item
-- read twice, a LATERAL item, FOR UPDATE
SELECT i.cat, count(*) FROM item i WHERE i.price >= (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) GROUP BY i.cat HAVING max(i.price) > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) - 100;
SELECT c.cat, (SELECT count(*) FROM item j WHERE j.cat = c.cat) AS n, (SELECT avg(j.price) FROM item j WHERE j.cat = c.cat) AS a FROM cat c;
SELECT sum((SELECT count(*) FROM sale s WHERE s.item_id = i.id)) FROM item i;
SELECT c.cat FROM cat c WHERE EXISTS (SELECT 1 FROM item i WHERE i.cat = c.cat AND i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat)) AND (SELECT count(*) FROM item j WHERE j.cat = c.cat AND j.cat = c.scat) > 0;
SELECT i.id FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat AND j.qty > (SELECT count(*) FROM sale s WHERE s.item_id = j.id));
SELECT DISTINCT i.cat FROM item i WHERE i.price >= (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) ORDER BY 1 LIMIT 2;
SELECT i.id, count(*) OVER (), sum(i.qty) OVER (PARTITION BY i.cat) FROM item i WHERE i.price >= (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat);
SELECT i.id FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) UNION ALL SELECT c.cat FROM cat c WHERE (SELECT count(*) FROM item j WHERE j.cat = c.cat) = 0;
WITH x AS (SELECT i.id, i.cat FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat)) SELECT a.id, b.id FROM x a JOIN x b ON a.cat = b.cat;
SELECT i.id FROM item i, LATERAL (SELECT i.cat AS lc) l WHERE (SELECT count(*) FROM sale s WHERE s.cat = l.lc) = 0;
SELECT i.id FROM item i WHERE i.qty = (SELECT count(*) FROM sale s WHERE s.item_id = i.id) FOR UPDATE;
-- UPDATE and DELETE (rolled back; the tables read after each)
DELETE FROM item i WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) RETURNING i.id;
UPDATE item i SET qty = -1 WHERE (SELECT count(*) FROM sale s WHERE s.item_id = i.id) = 0 RETURNING i.id, i.qty;
UPDATE item i SET qty = (SELECT count(*) FROM sale s WHERE s.item_id = i.id) WHERE i.price > (SELECT avg(j.price) FROM item j WHERE j.cat = i.cat) RETURNING i.id, i.qty;
UPDATE item i SET qty = 7 FROM cat c WHERE c.cat = i.cat AND (SELECT count(*) FROM sale s WHERE s.cat = c.bcat) = 0 RETURNING i.id, c.name;
DELETE FROM cat c WHERE (SELECT count(*) FROM item j WHERE j.cat = c.cat) = 0 RETURNING c.cat, c.name;
