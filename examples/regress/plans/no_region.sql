-- qprop: --format=sql
-- A left join's WHERE filter on the nullable side makes it an inner join.
SELECT c.name, o.id
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.status = 'open' AND c.region IS NULL;
