-- examples/subqueries.sql — subqueries become semi and anti joins
--
--     ./qprop examples/subqueries.sql
--
-- What to look for: EXISTS and IN become Join[semi], NOT EXISTS becomes
-- Join[anti] and NOT IN becomes Join[anti_null_aware]; then key filters
-- cross them.  In the first query c.id IN (1, 2) reaches the orders scan
-- of the subquery.  Under NOT IN the key's filter reaches the subquery only
-- as "IN (...) OR IS NULL" unless the key is NOT NULL, since one NULL in
-- the subquery makes NOT IN return no rows.

CREATE TABLE customers (id int PRIMARY KEY, name text);
CREATE TABLE orders (id int PRIMARY KEY, cust_id int, total numeric(10,2));

SELECT c.name FROM customers c
WHERE c.id IN (1, 2)
  AND EXISTS (SELECT 1 FROM orders o WHERE o.cust_id = c.id);

SELECT c.name FROM customers c
WHERE c.id IN (1, 2)
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cust_id = c.id);

SELECT c.name FROM customers c
WHERE c.id IN (1, 2) AND c.id NOT IN (SELECT o.cust_id FROM orders o);
