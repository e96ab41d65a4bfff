-- orders without lines in March
SELECT o.order_id
FROM orders o
WHERE o.ordered_at >= '2024-03-01 00:00:00+00' AND o.ordered_at < '2024-04-01 00:00:00+00'
  AND NOT EXISTS (SELECT 1 FROM order_lines l
                  WHERE l.order_id = o.order_id AND l.ordered_at = o.ordered_at);
