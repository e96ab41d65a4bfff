-- The orders of some customers: the customer filter reaches the orders scan.
SELECT c.name, o.id
FROM customers c JOIN orders o ON o.customer_id = c.id
WHERE c.id IN (7, 8);
