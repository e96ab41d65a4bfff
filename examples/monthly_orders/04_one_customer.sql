-- one customer's recent orders and lines
SELECT o.order_id, o.ordered_at, l.line_no, l.sku
FROM customers c
JOIN orders o ON o.customer_id = c.customer_id
LEFT JOIN order_lines l ON l.order_id = o.order_id AND l.ordered_at = o.ordered_at
WHERE c.email = 'ann@example.com' AND o.ordered_at >= '2024-11-01 00:00:00+00';
