-- tests/apps/legacy/queries.sql — the legacy application's screens and
-- the nightly reports: inheritance parents read their children, ONLY
-- reads the parent alone, CHECK constraints exclude children.

-- q01: one city's month (constraint exclusion keeps one child)
SELECT logdate, peaktemp, unitsales FROM measurement
WHERE city_id = 3 AND logdate >= DATE '2024-01-01' AND logdate < DATE '2024-02-01'
ORDER BY logdate;

-- q02: a single day
SELECT city_id, peaktemp FROM measurement WHERE logdate = '2024-02-01' ORDER BY city_id;

-- q03: rows still in the parent (old data)
SELECT count(*), min(logdate), max(logdate) FROM ONLY measurement;

-- q04: the whole tree per table
SELECT tableoid::regclass AS part, count(*) FROM measurement GROUP BY 1 ORDER BY 1;

-- q05: dates before every child's CHECK (parent only)
SELECT count(*) FROM measurement WHERE logdate < '2023-11-01';

-- q06: dates across two children and the parent
SELECT date_trunc('month', logdate)::date, sum(unitsales) FROM measurement
WHERE logdate BETWEEN '2024-02-20' AND '2024-04-10'
GROUP BY 1 ORDER BY 1;

-- q07: measurements joined to cities, city name filter
SELECT c.name, avg(m.peaktemp)::numeric(6,2) FROM measurement m JOIN cities c ON c.id = m.city_id
WHERE c.name IN ('City 1', 'City 2') AND m.logdate >= '2023-12-01' AND m.logdate < '2024-01-01'
GROUP BY c.name ORDER BY c.name;

-- q08: hottest day per city in a month (window)
SELECT city_id, logdate, peaktemp FROM (
    SELECT city_id, logdate, peaktemp,
           row_number() OVER (PARTITION BY city_id ORDER BY peaktemp DESC NULLS LAST, logdate) AS rn
    FROM measurement WHERE logdate >= '2024-03-01' AND logdate < '2024-04-01') t
WHERE rn = 1 AND city_id <= 5 ORDER BY city_id;

-- q09: missing temperatures (NULLs) per child
SELECT tableoid::regclass, count(*) FROM measurement WHERE peaktemp IS NULL GROUP BY 1 ORDER BY 1;

-- q10: a child read directly
SELECT count(*), sum(unitsales) FROM measurement_y2024m02 WHERE city_id IN (1, 2, 3);

-- q11: the report table made with SELECT INTO
SELECT month, sum(unitsales) FROM monthly_sales WHERE month >= '2024-01-01' GROUP BY month ORDER BY month;

-- q12: the report table made with CREATE TABLE AS
SELECT country, sum(order_count), sum(total_amount) FROM customer_summary GROUP BY country ORDER BY country;

-- q13: customer summary joined back to customers
SELECT c.name, s.order_count, s.last_order FROM customer_summary s JOIN customers c ON c.id = s.customer_id
WHERE s.customer_id IN (10, 20, 30) ORDER BY c.id;

-- q14: every vehicle (parent reads the whole tree)
SELECT count(*) FROM vehicles;

-- q15: vehicles that are only vehicles
SELECT count(*) FROM ONLY vehicles WHERE built_year < 1980;

-- q16: cars including electric and amphibious ones
SELECT make, count(*), avg(seats)::numeric(4,2) FROM cars GROUP BY make ORDER BY make;

-- q17: the registry view with the kind of each vehicle
SELECT kind, count(*) FROM vehicle_registry GROUP BY kind ORDER BY kind::text;

-- q18: one vehicle by id, wherever it lives
SELECT id, make, model FROM vehicles WHERE id IN (5, 150, 450, 575, 700, 801) ORDER BY id;

-- q19: electric cars with a big battery
SELECT id, make, battery_kwh FROM electric_cars WHERE battery_kwh >= 95 ORDER BY id;

-- q20: boats, including the amphibious ones (multiple inheritance)
SELECT id, make, length_m FROM boats WHERE length_m < 9 ORDER BY id;

-- q21: trucks without a registration date
SELECT count(*), sum(payload_kg) FROM trucks WHERE registered_on IS NULL;

-- q22: failed inspections of cars (join to a parent of a tree)
SELECT c.make, count(*) FROM inspections i JOIN cars c ON c.id = i.vehicle_id
WHERE NOT i.passed GROUP BY c.make ORDER BY c.make;

-- q23: vehicles never inspected
SELECT count(*) FROM vehicles v WHERE NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.id);

-- q24: orders of a customer (timestamp without time zone range)
SELECT id, amount, ordered FROM orders
WHERE customer_id = 77 AND ordered >= '2023-07-01' AND ordered < '2024-01-01' ORDER BY ordered;

-- q25: orders per month and country
SELECT date_trunc('month', o.ordered) AS m, c.country, count(*), sum(o.amount)
FROM orders o JOIN customers c ON c.id = o.customer_id
WHERE o.ordered >= '2023-09-01' AND o.ordered < '2023-12-01'
GROUP BY 1, 2 ORDER BY 1, 2;

-- q26: unshipped orders older than a week, by customer segment (char(n))
SELECT c.segment, count(*) FROM orders o JOIN customers c ON c.id = o.customer_id
WHERE o.shipped IS NULL AND o.ordered < '2024-01-01' GROUP BY c.segment ORDER BY c.segment NULLS LAST;

-- q27: char(n) comparison ignores trailing spaces
SELECT count(*) FROM customers WHERE segment = 'retail';

-- q28: customers without orders
SELECT c.id FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL ORDER BY c.id;

-- q29: archived customers (filled by the rule) and whether they had orders
SELECT a.id, a.name, EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = a.id) AS had_orders
FROM customers_archive a ORDER BY a.id;

-- q30: big customers (HAVING) in a country list
SELECT c.id, sum(o.amount) FROM customers c JOIN orders o ON o.customer_id = c.id
WHERE c.country IN ('FR', 'DE') GROUP BY c.id HAVING sum(o.amount) > 4000 ORDER BY c.id;

-- q31: keyset pagination on orders
SELECT id, ordered FROM orders WHERE (ordered, id) > ('2023-12-24 00:00:00', 0) ORDER BY ordered, id LIMIT 10;

-- q32: CTE: city ranking by sales in Q1 2024
WITH q1 AS (
    SELECT city_id, sum(unitsales) AS s FROM measurement
    WHERE logdate >= '2024-01-01' AND logdate < '2024-04-01' GROUP BY city_id
)
SELECT c.name, q1.s FROM q1 JOIN cities c ON c.id = q1.city_id ORDER BY q1.s DESC, c.name LIMIT 5;

-- q33: names with a trailing space
SELECT count(*) FROM customers WHERE name LIKE '% ';
