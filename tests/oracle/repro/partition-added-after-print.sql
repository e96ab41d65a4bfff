-- Filters that no partition existing now can hold a row for (issue 37's
-- standard: qprop's SQL stays right after partitions are added): qprop
-- planned such a scan as Empty and --format=sql, which names partitioned
-- tables so that it survives partition maintenance, printed an empty
-- relation in its place (and emptied the joins above it, dropped NOT
-- EXISTS and NOT IN over it).  The statements after "-- after print:"
-- create and attach partitions holding such rows once the SQL is
-- printed: the SQL must return what the query does.  RANGE, LIST, HASH
-- with no partition, a DEFAULT partition created later, a sub-partitioned
-- partition with no leaf, ATTACH PARTITION, joins, anti joins, a scalar
-- subquery, a WITH item, UNION and DML; NOT EXISTS over a real
-- contradiction beside such a table, and a join key whose only domain
-- came from such a scan (it sent FALSE into the NOT EXISTS); WITH
-- RECURSIVE, chained WITH items, LATERAL, a scalar subquery in WHERE
-- and in a WITH item, a self-join; a WITH item used beside such a
-- table (the other uses' filters were pushed into it alone).
CREATE TABLE o (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE o1 PARTITION OF o FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE o2 PARTITION OF o FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE c (d date, h bool);
CREATE TABLE l (id int, k text) PARTITION BY LIST (k);
CREATE TABLE la PARTITION OF l FOR VALUES IN ('a');
CREATE TABLE hh (id int, k int) PARTITION BY HASH (k);
CREATE TABLE m (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE m1 PARTITION OF m FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE m2 PARTITION OF m FOR VALUES FROM ('2024-02-01') TO ('2024-03-01') PARTITION BY LIST (id);
CREATE TABLE w (id int, d date) PARTITION BY RANGE (d);
CREATE TABLE w1 PARTITION OF w FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
INSERT INTO o VALUES (1, '2024-01-05'), (2, '2024-02-07');
INSERT INTO c VALUES ('2025-05-01', true), ('2024-01-05', false), ('2026-01-01', NULL);
INSERT INTO l VALUES (1, 'a');
INSERT INTO m VALUES (1, '2024-01-09');
INSERT INTO w VALUES (1, '2024-01-09');
-- after print:
CREATE TABLE o3 PARTITION OF o FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
INSERT INTO o VALUES (3, '2025-05-01'), (4, '2025-07-01');
CREATE TABLE od PARTITION OF o DEFAULT;
INSERT INTO o VALUES (5, '2026-01-01'), (6, NULL);
CREATE TABLE lb PARTITION OF l FOR VALUES IN ('b', NULL);
INSERT INTO l VALUES (2, 'b'), (3, NULL);
CREATE TABLE hh0 PARTITION OF hh FOR VALUES WITH (MODULUS 1, REMAINDER 0);
INSERT INTO hh VALUES (1, 3), (2, 4);
CREATE TABLE m2a PARTITION OF m2 FOR VALUES IN (2, 3);
INSERT INTO m VALUES (2, '2024-02-05'), (3, '2024-02-09');
CREATE TABLE w2 (id int, d date);
INSERT INTO w2 VALUES (2, '2025-05-01');
ALTER TABLE w ATTACH PARTITION w2 FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');

-- query:
SELECT * FROM o WHERE d >= '2025-01-01';
SELECT count(*) FROM o WHERE d >= '2025-01-01';
SELECT * FROM o JOIN c ON o.d = c.d WHERE c.d = '2025-05-01';
SELECT * FROM c LEFT JOIN o ON o.d = c.d WHERE c.d = '2025-05-01';
SELECT * FROM c WHERE c.d IN (SELECT d FROM o WHERE d >= '2025-01-01');
SELECT * FROM c WHERE NOT EXISTS (SELECT 1 FROM o WHERE o.d = c.d AND o.d >= '2025-01-01');
SELECT * FROM c WHERE c.d NOT IN (SELECT d FROM o WHERE d >= '2025-01-01');
SELECT c.*, (SELECT max(id) FROM o WHERE o.d = c.d AND o.d >= '2025-01-01') FROM c;
WITH x AS (SELECT * FROM o WHERE d >= '2025-01-01') SELECT * FROM x JOIN c ON x.d = c.d;
SELECT d FROM o WHERE d >= '2025-01-01' UNION SELECT d FROM c;
SELECT * FROM c FULL JOIN (SELECT * FROM o WHERE d >= '2025-01-01') s ON s.d = c.d;
SELECT * FROM o WHERE d IS NULL;
SELECT * FROM o WHERE d >= '2024-02-15';
SELECT * FROM l WHERE k = 'b';
SELECT * FROM l WHERE k IS NULL;
SELECT * FROM hh WHERE k = 3;
SELECT * FROM m WHERE d >= '2024-02-01';
SELECT * FROM w JOIN c ON w.d = c.d WHERE c.d = '2025-05-01';
DELETE FROM o WHERE d >= '2025-01-01' RETURNING *;
UPDATE o SET id = id + 10 WHERE d >= '2025-01-01' RETURNING *;
INSERT INTO c SELECT d, true FROM o WHERE d >= '2025-01-01';
UPDATE c SET h = false FROM o WHERE o.d = c.d AND o.d >= '2025-01-01';
DELETE FROM c USING o WHERE o.d = c.d AND c.d = '2025-05-01';
SELECT * FROM o WHERE d > '2025-05-01' AND d < '2025-04-01';
SELECT * FROM o WHERE o.d >= '2025-01-01' AND NOT EXISTS (SELECT 1 FROM c WHERE c.d = o.d AND o.d > '2025-02-01');
SELECT * FROM o WHERE o.d >= '2025-01-01' AND NOT EXISTS (SELECT 1 FROM c WHERE c.d = o.d AND c.d > '2025-02-01' AND c.d < '2025-01-01');
SELECT * FROM o WHERE o.d >= '2025-01-01' AND o.d NOT IN (SELECT c.d FROM c WHERE c.d > '2025-02-01' AND c.d < '2025-01-01');
WITH RECURSIVE r AS (SELECT d FROM o WHERE d >= '2025-05-01' UNION ALL SELECT (d + 1)::date FROM r WHERE d < '2025-05-03') SELECT * FROM r;
WITH x AS (SELECT d FROM o WHERE d >= '2025-01-01'), y AS (SELECT d FROM x WHERE d < '2026-01-01') SELECT * FROM y JOIN c ON c.d = y.d;
SELECT * FROM c, LATERAL (SELECT o.id FROM o WHERE o.d = c.d AND o.d >= '2025-01-01') s;
SELECT * FROM c WHERE c.d = (SELECT max(o.d) FROM o WHERE o.d >= '2025-01-01');
SELECT * FROM c WHERE EXISTS (SELECT 1 FROM (SELECT * FROM o WHERE d >= '2025-01-01') s WHERE s.d = c.d);
WITH x AS (SELECT c.d, (SELECT count(*) FROM o WHERE o.d = c.d AND o.d >= '2025-01-01') AS n FROM c) SELECT * FROM x;
SELECT c.d, count(o.id) FROM c LEFT JOIN o ON o.d = c.d AND o.d >= '2025-01-01' GROUP BY c.d;
SELECT * FROM o JOIN c ON o.d = c.d WHERE c.d BETWEEN '2025-04-01' AND '2025-06-01' AND o.id > 0;
SELECT * FROM o o1 JOIN o o2 ON o1.d = o2.d WHERE o1.d >= '2025-01-01';
WITH x AS (SELECT d, h FROM c) SELECT x.d FROM x, o WHERE o.d >= '2025-01-01' UNION ALL SELECT x.d FROM x WHERE x.d = '2024-01-05' UNION ALL SELECT x.d FROM x WHERE x.d = '2026-01-01';
