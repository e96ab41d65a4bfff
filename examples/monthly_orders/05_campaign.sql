-- orders placed during the spring campaign (dates from a table)
SELECT cp.name, count(*)
FROM campaigns cp JOIN orders o
  ON o.ordered_at >= cp.starts AND o.ordered_at < cp.ends
WHERE cp.name = 'spring' AND o.ordered_at >= '2024-03-01 00:00:00+00'
  AND o.ordered_at < '2024-06-01 00:00:00+00'
GROUP BY cp.name;
