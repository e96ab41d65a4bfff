-- qprop: --format=sql
-- The same query as the SQL that PostgreSQL runs.
SELECT o.id, l.product, l.qty
FROM orders o JOIN order_lines l
  ON l.order_id = o.id AND l.ordered_on = o.ordered_on
WHERE o.ordered_on >= DATE '2024-03-01' AND o.ordered_on < DATE '2024-04-01';
