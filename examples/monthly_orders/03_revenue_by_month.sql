-- revenue per month of the second half of 2024
SELECT date_trunc('month', o.ordered_at AT TIME ZONE 'UTC') AS month, sum(o.total)
FROM orders o
WHERE o.ordered_at >= '2024-07-01 00:00:00+00' AND o.ordered_at < '2025-01-01 00:00:00+00'
GROUP BY 1 ORDER BY 1;
