-- big lines, with their orders, in one month given on the lines
SELECT l.sku, l.qty, o.status
FROM order_lines l JOIN orders o USING (order_id, ordered_at)
WHERE l.ordered_at >= '2024-09-01 00:00:00+00' AND l.ordered_at < '2024-10-01 00:00:00+00'
  AND l.qty >= 100;
