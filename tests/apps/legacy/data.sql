-- tests/apps/legacy/data.sql — deterministic data for legacy.  Rows of
-- measurement go through the routing trigger; old ones stay in the parent.
-- The CREATE TABLE AS / SELECT INTO tables are refilled as the cron job
-- does.
SET TimeZone = 'UTC';

INSERT INTO customers (id, name, country, segment, created)
SELECT g, 'Customer ' || g || CASE WHEN g % 10 = 0 THEN ' ' ELSE '' END,
       (ARRAY['US','GB','FR','DE','NL'])[1 + g % 5],
       CASE WHEN g % 7 = 0 THEN NULL WHEN g % 2 = 0 THEN 'retail' ELSE 'wholesale' END,
       timestamp '2010-01-01 00:00:00' + (g * 5 || ' days')::interval
FROM generate_series(1, 500) g;
SELECT setval('customers_id_seq', 500);

INSERT INTO orders (id, customer_id, amount, ordered, shipped)
SELECT g, 1 + (g * 13) % 480, round((g * 7.77) % 1000, 2),
       timestamp '2023-06-01 08:00:00' + (g * 150 || ' minutes')::interval,
       CASE WHEN g % 6 = 0 THEN NULL ELSE timestamp '2023-06-02 08:00:00' + (g * 150 || ' minutes')::interval END
FROM generate_series(1, 3000) g;
SELECT setval('orders_id_seq', 3000);

INSERT INTO cities SELECT g, 'City ' || g, CASE WHEN g % 4 = 0 THEN NULL ELSE g * 10000 END
FROM generate_series(1, 30) g;

-- from 2023-09-01 (parent) to 2024-04-15 (parent again)
INSERT INTO measurement (city_id, logdate, peaktemp, unitsales)
SELECT c, date '2023-09-01' + d, CASE WHEN (c + d) % 31 = 0 THEN NULL ELSE -10 + (c * 7 + d) % 45 END,
       (c * d) % 200
FROM generate_series(1, 30) c, generate_series(0, 226, 2) d;
-- a row put in a child directly, on the first and last day of a month
INSERT INTO measurement_y2024m02 VALUES (1, '2024-02-01', 5, 1), (1, '2024-02-29', 6, 2);

INSERT INTO vehicles (id, make, model, built_year, registered_on)
SELECT g, (ARRAY['Ford','Fiat','Volvo'])[1 + g % 3], 'Model ' || g, 1950 + g % 70, date '2000-01-01' + g * 30
FROM generate_series(1, 100) g;
INSERT INTO cars (id, make, model, built_year, registered_on, seats)
SELECT g, (ARRAY['Ford','Fiat','Volvo','Renault'])[1 + g % 4], 'Car ' || g, 1990 + g % 30, date '2005-01-01' + g * 20, 2 + g % 6
FROM generate_series(101, 400) g;
INSERT INTO trucks (id, make, model, built_year, registered_on, payload_kg)
SELECT g, (ARRAY['Volvo','MAN','Scania'])[1 + g % 3], NULL, 1980 + g % 40, NULL, 1000 * (1 + g % 30)
FROM generate_series(401, 550) g;
INSERT INTO boats (id, make, model, built_year, registered_on, length_m)
SELECT g, 'Beneteau', 'Oceanis ' || g, 1970 + g % 50, date '2010-06-01' + g, 8 + g % 10
FROM generate_series(551, 600) g;
INSERT INTO electric_cars (id, make, model, built_year, registered_on, seats, battery_kwh)
SELECT g, (ARRAY['Tesla','Renault','Fiat'])[1 + g % 3], 'EV ' || g, 2012 + g % 12, date '2015-01-01' + g * 3, 5, 40 + g % 60
FROM generate_series(601, 800) g;
INSERT INTO amphibious (id, make, model, built_year, registered_on, seats, length_m, max_knots)
VALUES (801, 'Gibbs', 'Aquada', 2003, '2004-05-05', 3, 4.8, 30), (802, 'Amphicar', '770', 1963, NULL, 4, 4.3, 6);

INSERT INTO inspections (vehicle_id, inspected_on, passed, notes)
SELECT 1 + (g * 7) % 802, date '2023-01-01' + g % 365, g % 5 <> 0, CASE WHEN g % 3 = 0 THEN 'brakes' END
FROM generate_series(1, 1500) g;

DELETE FROM customers WHERE id IN (491, 492, 493);

TRUNCATE customer_summary;
INSERT INTO customer_summary
SELECT c.id, c.country, count(o.id), coalesce(sum(o.amount), 0)::numeric(12, 2), max(o.ordered)
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.country;
TRUNCATE monthly_sales;
INSERT INTO monthly_sales SELECT city_id, date_trunc('month', logdate)::date, sum(unitsales) FROM measurement GROUP BY 1, 2;
ANALYZE;
