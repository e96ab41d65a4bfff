-- (a, b) IN (SELECT x, y ...) is a semi join on a = x AND b = y (issue 37,
-- point 3): a row comparison is TRUE exactly when every field's is, so a
-- NULL field on either side matches nothing, as the semi join's
-- condition.  NOT IN of rows stays a subquery: it is NULL (the row is
-- not kept) when a row of the subquery agrees on every field that is not
-- NULL on either side, and the rewrite must keep that.
CREATE TABLE ro (id int, a int, b text, ts timestamp) PARTITION BY RANGE (ts);
CREATE TABLE ro_1 PARTITION OF ro FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE ro_2 PARTITION OF ro FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE ro_d PARTITION OF ro DEFAULT;
CREATE TABLE rs (x int, y text, at timestamp, n int);
INSERT INTO ro VALUES (1, 1, 'p', '2024-01-05'), (2, 1, NULL, '2024-01-06'), (3, NULL, 'p', '2024-02-05'), (4, 2, 'q', '2024-02-05'), (5, 2, 'q', '2024-02-06'), (6, 3, 'r', NULL), (7, 1, 'p', '2024-02-05'), (8, 4, 's', '2024-02-07');
INSERT INTO rs VALUES (1, 'p', '2024-01-05', 1), (1, 'p', '2024-01-05', 2), (2, 'q', '2024-02-05', 3), (NULL, 'p', '2024-02-05', 4), (1, NULL, '2024-01-06', 5), (3, 'r', NULL, 6), (4, NULL, '2024-02-07', 7);

-- query:
SELECT id FROM ro WHERE (ro.a, ro.b) IN (SELECT rs.x, rs.y FROM rs);
SELECT id FROM ro WHERE (ro.a, ro.ts) IN (SELECT rs.x, rs.at FROM rs WHERE rs.at >= '2024-02-01');
SELECT id FROM ro WHERE (ro.id, ro.a, ro.b) IN (SELECT rs.n, rs.x, rs.y FROM rs WHERE rs.n < 5);
SELECT id FROM ro WHERE (ro.a, ro.b) IN (SELECT rs.x, rs.y FROM rs WHERE rs.at = ro.ts);
SELECT id FROM ro WHERE (ro.a, 'p') IN (SELECT rs.x, rs.y FROM rs) AND ro.ts < '2024-02-01';
SELECT id FROM ro WHERE (ro.a, ro.b) NOT IN (SELECT rs.x, rs.y FROM rs);
SELECT id FROM ro WHERE (ro.a, ro.b) NOT IN (SELECT rs.x, rs.y FROM rs WHERE rs.x IS NOT NULL AND rs.y IS NOT NULL);
SELECT id FROM ro WHERE NOT ((ro.a, ro.b) IN (SELECT rs.x, rs.y FROM rs));
SELECT id FROM ro WHERE (ro.a, ro.b) IN (SELECT rs.x, rs.y FROM rs) OR ro.id = 6;
SELECT id, (ro.a, ro.b) IN (SELECT rs.x, rs.y FROM rs) FROM ro;
SELECT id FROM ro WHERE (ro.a, ro.b) IN (SELECT DISTINCT rs.x, rs.y FROM rs);
SELECT id FROM ro WHERE (ro.a + 0, ro.ts::date) IN (SELECT rs.x, rs.at::date FROM rs);
