-- examples/pushdown.sql — filters go into views, derived tables and WITH
--
--     ./qprop examples/pushdown.sql
--
-- What to look for: the filter on the view's column ends up on the base
-- table's scan inside the view; the filter on a grouping key goes below
-- the Aggregate of the derived table (a filter on an aggregate's result
-- could not); the WITH query used twice gets the OR of what its two uses
-- filter.

CREATE TABLE sales (region text, day date, amount numeric(12,2));
CREATE VIEW recent AS SELECT * FROM sales WHERE day >= DATE '2024-01-01';

SELECT * FROM recent WHERE region = 'north';

SELECT * FROM (SELECT region, sum(amount) AS total
               FROM sales GROUP BY region) s
WHERE s.region IN ('north', 'south');

WITH r AS (SELECT region, amount FROM sales)
SELECT * FROM r WHERE region = 'north'
UNION ALL
SELECT * FROM r WHERE region = 'south';
