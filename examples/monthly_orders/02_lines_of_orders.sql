-- lines of a quarter's paid orders: the lines' partitions follow the orders' range
SELECT o.order_id, l.sku, l.qty * l.price AS amount
FROM orders o JOIN order_lines l ON l.order_id = o.order_id AND l.ordered_at = o.ordered_at
WHERE o.status = 'paid'
  AND o.ordered_at BETWEEN '2024-04-01 00:00:00+00' AND '2024-06-30 23:59:59+00';
