-- examples/outer_joins.sql — what crosses an outer join, and what does not
--
--     ./qprop examples/outer_joins.sql
--
-- What to look for: in the first query the filter on the preserved side's
-- key (c.id = 7) is copied to the nullable side (o.cust_id = 7, marked
-- derived): orders of other customers could never join.  The copy never
-- goes the other way.  In the second query the WHERE filter on the
-- nullable side (o.total > 100) rejects the NULL-extended rows, so the
-- LEFT JOIN becomes an inner join, and then the filter on c.id crosses
-- both ways.

CREATE TABLE customers (id int PRIMARY KEY, name text);
CREATE TABLE orders (id int PRIMARY KEY, cust_id int, total numeric(10,2));

SELECT c.name, o.total
FROM customers c LEFT JOIN orders o ON o.cust_id = c.id
WHERE c.id = 7;

SELECT c.name, o.total
FROM customers c LEFT JOIN orders o ON o.cust_id = c.id
WHERE o.total > 100 AND c.id IN (7, 8);
