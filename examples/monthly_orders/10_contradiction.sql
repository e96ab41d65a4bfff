-- a report whose filters cannot hold together: nothing is read
SELECT count(*)
FROM orders o JOIN order_lines l ON l.order_id = o.order_id AND l.ordered_at = o.ordered_at
WHERE o.ordered_at < '2024-03-01 00:00:00+00' AND l.ordered_at >= '2024-05-01 00:00:00+00';
