-- The partition key's filter on orders prunes order_lines through the join.
SELECT o.id, l.product, l.qty
FROM orders o JOIN order_lines l
  ON l.order_id = o.id AND l.ordered_on = o.ordered_on
WHERE o.ordered_on >= DATE '2024-03-01' AND o.ordered_on < DATE '2024-04-01';
