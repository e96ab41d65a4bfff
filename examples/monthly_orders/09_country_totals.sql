-- totals per country in December
SELECT c.country, sum(l.qty * l.price)
FROM customers c
JOIN orders o ON o.customer_id = c.customer_id
JOIN order_lines l ON l.order_id = o.order_id AND l.ordered_at = o.ordered_at
WHERE o.ordered_at >= '2024-12-01 00:00:00+00' AND o.ordered_at < '2025-01-01 00:00:00+00'
GROUP BY c.country;
