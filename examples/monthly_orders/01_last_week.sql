-- orders of one week, with their customers
SELECT o.order_id, c.email, o.total
FROM orders o JOIN customers c ON c.customer_id = o.customer_id
WHERE o.ordered_at >= '2024-06-03 00:00:00+00' AND o.ordered_at < '2024-06-10 00:00:00+00';
