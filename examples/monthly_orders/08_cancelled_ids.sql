-- a support ticket's orders by id and month
SELECT o.order_id, o.status, o.total
FROM orders o
WHERE o.order_id IN (1001, 1002, 1003)
  AND o.ordered_at >= '2024-02-01 00:00:00+00' AND o.ordered_at < '2024-03-01 00:00:00+00';
