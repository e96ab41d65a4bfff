-- tests/apps/boxoffice/queries.sql — everyday queries of the ticketing
-- service: its API (through an ORM), the organizers' dashboards, the
-- billing and payout jobs, the gate scanners and the DBA.
SET search_path = boxoffice, public;
SET TIME ZONE 'UTC';
SET app.organizer_id = '7';

-- q01: revenue by month of one quarter (timestamptz key against dates)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC') AS month, count(*), sum(total)
FROM orders
WHERE status = 2 AND created_at >= DATE '2024-01-01' AND created_at < DATE '2024-04-01'
GROUP BY 1 ORDER BY 1;

-- q02: one organizer's orders of the last 7 days before a report date
SELECT id, show_id, total, created_at FROM orders
WHERE organizer_id = 12
  AND created_at >= timestamp '2024-05-20 00:00:00' - interval '7 days'
  AND created_at < timestamp '2024-05-20 00:00:00'
ORDER BY created_at DESC;

-- q03: the ORM's order page: order with its lines (joined on the whole key)
SELECT o.id, o.status, s.name AS status_name, i.id AS item_id, tt.name, i.quantity, i.line_total
FROM orders o
JOIN order_statuses s ON s.code = o.status
JOIN order_items i ON i.order_id = o.id AND i.created_at = o.created_at AND i.organizer_id = o.organizer_id
JOIN ticket_types tt ON tt.id = i.ticket_type_id
WHERE o.organizer_id = 7 AND o.created_at BETWEEN '2024-02-10 00:00:00+00' AND '2024-02-20 00:00:00+00'
ORDER BY o.id, i.id;

-- q04: per-organizer totals of March for organizers in the EU
SELECT g.slug, count(o.id), sum(o.total)
FROM organizers g
JOIN orders o ON o.organizer_id = g.id
WHERE g.region = 'eu' AND o.created_at >= '2024-03-01' AND o.created_at < '2024-04-01'
GROUP BY g.slug ORDER BY g.slug;

-- q05: orders on the partition boundary instant and just before it
SELECT id, created_at FROM orders
WHERE created_at IN ('2024-03-01 00:00:00+00', '2024-02-29 23:59:59.999999+00')
ORDER BY id;

-- q06: orders outside the monthly partitions (DEFAULT partition)
SELECT count(*), min(created_at), max(created_at) FROM orders
WHERE created_at < '2024-01-01 00:00:00+00' OR created_at >= '2024-07-01 00:00:00+00';

-- q07: a day in New York time, with a timestamp compared to the key
SELECT count(*) FROM orders
WHERE created_at >= '2024-03-31 20:00:00-04' AND created_at < '2024-04-01 20:00:00-04';

-- q08: shows on sale with no paid order yet (NOT EXISTS across partitions)
SELECT s.id, s.title FROM shows s
WHERE s.status = 2 AND s.starts_at >= '2024-06-01'
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.show_id = s.id AND o.status = 2
                  AND o.created_at >= '2024-06-20')
ORDER BY s.id;

-- q09: buyers who ordered in January and again in May (IN on the key range)
SELECT DISTINCT lower(buyer_email) FROM orders
WHERE created_at >= '2024-05-01' AND created_at < '2024-06-01'
  AND lower(buyer_email) IN (SELECT lower(buyer_email) FROM orders
                             WHERE created_at >= '2024-01-01' AND created_at < '2024-02-01')
ORDER BY 1 LIMIT 50;

-- q10: organizers without any order on the first of April (NOT IN)
SELECT id, slug FROM organizers
WHERE id NOT IN (SELECT organizer_id FROM orders
                 WHERE created_at >= '2024-04-01' AND created_at < '2024-04-02')
ORDER BY id;

-- q11: every payment method with its April paid orders (LEFT JOIN, filter on the preserved side)
SELECT pm.name, count(o.id), coalesce(sum(o.total), 0)
FROM payment_methods pm
LEFT JOIN orders o ON o.payment_method = pm.code AND o.status = 2
     AND o.created_at >= '2024-04-01' AND o.created_at < '2024-05-01'
WHERE pm.fee_pct >= 0
GROUP BY pm.name ORDER BY pm.name;

-- q12: orders and their payouts' month (LEFT JOIN with a WHERE on the preserved side's key)
SELECT o.id, o.created_at::date, p.paid_on
FROM orders o
LEFT JOIN payouts p ON p.organizer_id = o.organizer_id
     AND p.period_start = date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date
WHERE o.created_at >= '2024-06-28' AND o.created_at < '2024-07-02' AND o.organizer_id IN (3, 4, 5)
ORDER BY o.id;

-- q13: running revenue of one organizer by day (window)
SELECT day, revenue, sum(revenue) OVER (ORDER BY day) AS running
FROM (SELECT utc_day(created_at) AS day, sum(total) AS revenue
      FROM orders WHERE organizer_id = 21 AND status = 2
        AND created_at >= '2024-02-01' AND created_at < '2024-03-01'
      GROUP BY 1) d
ORDER BY day;

-- q14: each buyer's latest order (DISTINCT ON)
SELECT DISTINCT ON (lower(buyer_email)) lower(buyer_email), id, created_at, total
FROM orders WHERE created_at >= '2024-06-01'
ORDER BY lower(buyer_email), created_at DESC, id DESC
LIMIT 40;

-- q15: top three shows by tickets sold in each category (CTE + rank)
WITH sold AS (
    SELECT s.category, s.id, s.title, sum(i.quantity) AS n
    FROM shows s
    JOIN orders o ON o.show_id = s.id AND o.status = 2
    JOIN order_items i ON i.order_id = o.id AND i.created_at = o.created_at AND i.organizer_id = o.organizer_id
    WHERE o.created_at >= '2024-01-01' AND o.created_at < '2024-07-01'
    GROUP BY s.category, s.id, s.title
)
SELECT category, id, title, n FROM (
    SELECT sold.*, rank() OVER (PARTITION BY category ORDER BY n DESC, id) AS r FROM sold) x
WHERE r <= 3 ORDER BY category, r;

-- q16: the three latest orders of each show of a venue (LATERAL)
SELECT s.id, l.id, l.created_at, l.total
FROM shows s
CROSS JOIN LATERAL (SELECT o.id, o.created_at, o.total FROM orders o
                    WHERE o.show_id = s.id AND o.organizer_id = s.organizer_id
                    ORDER BY o.created_at DESC LIMIT 3) l
WHERE s.venue_id = 15
ORDER BY s.id, l.created_at DESC;

-- q17: gate scanner: the ticket by its code, whatever its status
SELECT t.id, t.status, t.seat, s.title
FROM tickets t JOIN shows s ON s.id = t.show_id
WHERE t.code = md5('ticket-100-1')::uuid;

-- q18: scanned tickets per gate of one show (LIST partition on the enum)
SELECT gate, count(*) FROM tickets
WHERE status = 'scanned' AND show_id = 40
GROUP BY gate ORDER BY gate;

-- q19: tickets still valid for entry (IN on the list key)
SELECT show_id, count(*) FROM tickets
WHERE status IN ('issued', 'reserved') AND show_id BETWEEN 100 AND 110
GROUP BY show_id ORDER BY show_id;

-- q20: refunds and voids of an organizer, joined to their orders through the key
SELECT t.status, count(*), sum(i.unit_price)
FROM tickets t
JOIN orders o ON o.id = t.order_id AND o.created_at = t.order_created_at AND o.organizer_id = t.organizer_id
JOIN order_items i ON i.order_id = o.id AND i.created_at = o.created_at
     AND i.organizer_id = o.organizer_id AND i.ticket_type_id = t.ticket_type_id
WHERE t.status <> 'issued' AND t.status <> 'scanned' AND o.organizer_id = 9
GROUP BY t.status ORDER BY t.status;

-- q21: payouts of the EU in the first quarter (list + range date key, timestamptz values)
SELECT organizer_id, sum(amount) FROM payouts
WHERE region = 'eu' AND paid_on >= '2024-01-01 00:00:00+00'::timestamptz
  AND paid_on < '2024-04-01 00:00:00+00'::timestamptz
GROUP BY organizer_id ORDER BY organizer_id;

-- q22: payouts before 2024 and after June, any region
SELECT region, count(*), sum(amount) FROM payouts
WHERE paid_on < DATE '2024-01-01' OR paid_on >= DATE '2024-07-01'
GROUP BY region ORDER BY region;

-- q23: sales per show from the view, shows starting in a week
SELECT show_id, title, orders, tickets, revenue FROM show_sales
WHERE starts_at >= '2024-03-04' AND starts_at < '2024-03-11'
ORDER BY show_id;

-- q24: paid orders with fees charged, through the view and its SQL function
SELECT method, count(*), sum(charged), sum(charged - total)
FROM paid_orders
WHERE created_at >= '2024-05-01 00:00:00+00' AND created_at < '2024-05-08 00:00:00+00'
GROUP BY method ORDER BY method;

-- q25: the materialized view for the dashboard
SELECT day, sum(orders), sum(revenue) FROM daily_revenue
WHERE day BETWEEN '2024-02-26' AND '2024-03-03'
GROUP BY day ORDER BY day;

-- q26: billing period report (IMMUTABLE function on the key, composite type field)
SELECT billing_period(o.created_at) AS period, (g.billing_address).country, count(*), sum(o.total)
FROM orders o JOIN organizers g ON g.id = o.organizer_id
WHERE o.created_at >= '2024-05-15' AND o.created_at < '2024-06-15'
  AND (g.billing_address).city IN ('Paris', 'Lyon')
GROUP BY 1, 2 ORDER BY 1, 2;

-- q27: orders with a discount code, jsonb channel (arrays, jsonb)
SELECT meta->>'channel' AS channel, count(*)
FROM orders
WHERE 'EARLY10' = ANY (discount_codes) AND meta ? 'utm'
  AND created_at >= '2024-02-01' AND created_at < '2024-06-01'
GROUP BY 1 ORDER BY 1;

-- q28: shows with a tag and an age limit (GIN array and jsonb operators)
SELECT id, title, attributes->'lineup'->>0 AS headliner FROM shows
WHERE tags @> ARRAY['indoor'] AND (attributes->>'age_limit')::int >= 12
  AND starts_at < '2024-02-01'
ORDER BY id;

-- q29: order status breakdown joined through the smallint code
SELECT st.name, st.is_final, count(*)
FROM orders o JOIN order_statuses st ON st.code = o.status
WHERE o.created_at >= '2024-06-01' AND o.created_at < '2024-07-01'
GROUP BY st.name, st.is_final ORDER BY st.name;

-- q30: expire pending orders older than a cut-off (UPDATE ... RETURNING on the partitioned table)
UPDATE orders SET status = 5
WHERE status = 1 AND paid_at IS NULL AND created_at < '2024-01-15 00:00:00+00'
RETURNING id, organizer_id, created_at;

-- q31: delete the items of one cancelled order (DELETE ... RETURNING, whole key)
DELETE FROM order_items
WHERE order_id = 19 AND organizer_id = (SELECT organizer_id FROM orders WHERE id = 19)
  AND created_at = '2023-12-20 23:45:00+00'
RETURNING id, line_total;

-- q32: the API's idempotent order write (INSERT ... ON CONFLICT on the partitioned key)
INSERT INTO orders (id, organizer_id, show_id, buyer_email, status, currency, total, created_at)
VALUES (100, 3, 101, 'buyer100@mail.example', 2, 'GBP', 99.50, '2023-12-25 05:00:00+00'),
       (9001, 6, 4, 'new@mail.example', 1, 'EUR', 10.00, '2024-05-05 12:00:00+00')
ON CONFLICT (id, created_at, organizer_id) DO UPDATE SET total = excluded.total, status = excluded.status
RETURNING id, organizer_id, total, status;

-- q33: refund the tickets of one order: move them between list partitions (UPDATE of the key)
UPDATE tickets SET status = 'refunded', scanned_at = NULL, gate = NULL
WHERE order_id = 40 AND status IN ('issued', 'scanned')
RETURNING id, status, scanned_at;

-- q34: busiest scanning hour per show in March (window over a CTE)
WITH per_hour AS (
    SELECT show_id, date_trunc('hour', scanned_at) AS h, count(*) AS n
    FROM tickets
    WHERE status = 'scanned' AND scanned_at >= '2024-03-01' AND scanned_at < '2024-04-01'
    GROUP BY 1, 2
)
SELECT show_id, h, n FROM (
    SELECT per_hour.*, row_number() OVER (PARTITION BY show_id ORDER BY n DESC, h) AS rn FROM per_hour) x
WHERE rn = 1 ORDER BY show_id LIMIT 30;

-- q35: the organizer's own orders through the RLS function (STABLE, hash key)
SELECT count(*), sum(total) FROM orders
WHERE organizer_id = current_organizer() AND created_at >= '2024-02-01' AND created_at < '2024-03-01';

-- q36: tickets past the issued stage (enum order is declaration order, not the alphabet)
SELECT status, count(*) FROM tickets
WHERE status > 'scanned' AND show_id < 60
GROUP BY status ORDER BY status;

-- q37: tickets not yet at the gate (enum range on the list key)
SELECT status, count(*) FROM tickets
WHERE status BETWEEN 'reserved' AND 'issued' AND show_id < 30
GROUP BY status ORDER BY status;

-- q38: the status as text, as a report tool writes it
SELECT status::text, count(*) FROM tickets
WHERE status::text IN ('void', 'refunded')
GROUP BY 1 ORDER BY 1;

-- q39: orders of a day by their UTC date (an IMMUTABLE SQL function of the key)
SELECT count(*), sum(total) FROM orders WHERE utc_day(created_at) = '2024-03-01';

-- q40: orders of a day by a cast of the key
SELECT count(*) FROM orders WHERE created_at::date = DATE '2024-04-01';

-- q41: orders of a month by date_trunc of the key
SELECT count(*) FROM orders
WHERE date_trunc('month', created_at) = timestamptz '2024-05-01 00:00:00+00';

-- q42: the key read in UTC local time against a timestamp
SELECT count(*) FROM orders
WHERE created_at AT TIME ZONE 'UTC' >= timestamp '2024-06-30 12:00'
  AND created_at AT TIME ZONE 'UTC' < timestamp '2024-07-01 12:00';

-- q43: keyset pagination over the partitioned key (row comparison)
SELECT id, created_at FROM orders
WHERE (created_at, id) > ('2024-02-29 23:00:00+00', 0) AND organizer_id = 14
ORDER BY created_at, id LIMIT 10;

-- q44: payouts joined to the orders of their period (date column against the timestamptz key)
SELECT p.organizer_id, p.period_start, count(o.id)
FROM payouts p
JOIN orders o ON o.organizer_id = p.organizer_id
     AND o.created_at >= p.period_start AND o.created_at < p.period_start + 31
WHERE p.region = 'us' AND p.period_start = '2024-02-01' AND o.status = 2
GROUP BY 1, 2 ORDER BY 1;

-- q45: orders of some organizers (hash sub-partition key, = ANY)
SELECT organizer_id, count(*) FROM orders
WHERE organizer_id = ANY (ARRAY[3, 17, 30]) AND created_at >= '2024-06-01' AND created_at < '2024-07-01'
GROUP BY organizer_id ORDER BY organizer_id;

-- q46: orders of organizers chosen by a join (hash key through equality)
SELECT g.slug, count(*) FROM organizers g
JOIN orders o ON o.organizer_id = g.id
WHERE g.id = 22 AND o.created_at < '2024-02-01'
GROUP BY g.slug;

-- q47: orders paid by an unusual method (smallint NOT IN with a NULL in the list)
SELECT count(*) FROM orders
WHERE payment_method NOT IN (1, 2, NULL) AND created_at >= '2024-03-01' AND created_at < '2024-03-08';

-- q48: orders by a smallint code compared with bigint and numeric values
SELECT count(*) FROM orders
WHERE status = 2::bigint AND payment_method IN (3.0, 4) AND created_at < '2024-01-10';

-- q49: totals in a currency (domain over char(3): trailing blanks do not count)
SELECT currency, count(*) FROM orders
WHERE currency = 'EUR ' AND total > 200 AND created_at >= '2024-05-01' AND created_at < '2024-05-03'
GROUP BY currency;

-- q50: expensive lines (generated column) and long shows (generated interval)
SELECT i.id, i.line_total, s.duration FROM order_items i
JOIN shows s ON s.id = (SELECT o.show_id FROM orders o WHERE o.id = i.order_id
                        AND o.created_at = i.created_at AND o.organizer_id = i.organizer_id)
WHERE i.line_total > 300 AND s.duration >= interval '4 hours' AND i.created_at < '2024-01-15'
ORDER BY i.id;

-- q51: organizers at a given address (composite value comparison)
SELECT id, slug FROM organizers
WHERE billing_address = ROW('1 Main Street', 'Paris', '00379', 'FR')::postal_address
   OR (billing_address).country = 'JP' AND (billing_address).postcode < '05000'
ORDER BY id;

-- q52: revenue by channel and method with subtotals (GROUPING SETS, jsonb)
SELECT meta->>'channel', payment_method, count(*), sum(total)
FROM orders
WHERE meta @> '{"channel": "app"}' AND created_at >= '2024-04-01' AND created_at < '2024-04-15'
GROUP BY GROUPING SETS ((1, 2), (1), ())
ORDER BY 1, 2;

-- q53: January and June side by side (UNION ALL of two key ranges)
SELECT 'jan' AS m, count(*) FROM orders WHERE created_at >= '2024-01-01' AND created_at < '2024-02-01'
UNION ALL
SELECT 'jun', count(*) FROM orders WHERE created_at >= '2024-06-01' AND created_at < '2024-07-01';

-- q54: mark the orders of a cancelled show (UPDATE ... FROM a join)
UPDATE orders o SET status = 4
FROM shows s
WHERE s.id = o.show_id AND s.status = 4 AND o.status = 2
  AND o.created_at >= '2024-02-01' AND o.created_at < '2024-02-15'
RETURNING o.id, o.created_at, s.title;

-- q55: drop expired reservations (DELETE ... USING)
DELETE FROM tickets t USING orders o
WHERE o.id = t.order_id AND o.created_at = t.order_created_at AND o.organizer_id = t.organizer_id
  AND t.status = 'reserved' AND o.created_at < '2024-01-20'
RETURNING t.id, t.code;

-- q56: copy a day's orders as new drafts (INSERT ... SELECT ... ON CONFLICT DO NOTHING)
INSERT INTO orders (id, organizer_id, show_id, buyer_email, status, currency, total, created_at)
SELECT o.id + 100000, o.organizer_id, o.show_id, o.buyer_email, 1, o.currency, o.total, o.created_at
FROM orders o WHERE o.created_at >= '2024-03-10' AND o.created_at < '2024-03-11'
ON CONFLICT DO NOTHING
RETURNING id;

-- q57: archive void tickets of old shows (a writable CTE moving rows)
WITH gone AS (
    DELETE FROM tickets WHERE status = 'void' AND show_id < 20 RETURNING *
)
INSERT INTO tickets (id, status, order_id, order_created_at, organizer_id, show_id, ticket_type_id, seat, code)
SELECT id, 'refunded', order_id, order_created_at, organizer_id, show_id, ticket_type_id, seat, code FROM gone
RETURNING id, status;

-- q58: pending orders whose payment is late relative to their creation (coalesce on the key)
SELECT count(*) FROM orders
WHERE coalesce(paid_at, created_at) >= '2024-06-29' AND created_at >= '2024-06-28'
  AND paid_at IS DISTINCT FROM created_at;

-- q59: the API's order list through the organizer's view, with its lines
SELECT o.id, o.created_at, sum(i.line_total)
FROM my_orders o
JOIN order_items i ON i.order_id = o.id AND i.created_at = o.created_at AND i.organizer_id = o.organizer_id
WHERE o.created_at BETWEEN '2024-03-01' AND '2024-03-10'
GROUP BY o.id, o.created_at ORDER BY o.created_at;

-- q60: the API marks pending orders paid through the view (an auto-updatable view)
UPDATE my_orders SET status = 2, paid_at = created_at + interval '5 minutes'
WHERE status = 1 AND created_at >= '2024-03-01' AND created_at < '2024-06-01'
RETURNING id, status, paid_at;

-- q61: orders since the calendar feed's last sync, its DTSTAMP in ISO 8601 basic format
SELECT count(*), sum(total) FROM orders WHERE created_at >= '20240630T120000Z';

-- q62: the payment worker takes the next pending orders (a job queue)
SELECT id, created_at FROM orders
WHERE status = 1 AND created_at >= '2024-06-01'
ORDER BY created_at LIMIT 5 FOR UPDATE SKIP LOCKED;

-- q63: daily order counts of a week, days without orders included (generate_series LEFT JOIN)
SELECT d::date AS day, count(o.id)
FROM generate_series(timestamptz '2024-03-08 00:00:00+00', timestamptz '2024-03-14 00:00:00+00', interval '1 day') d
LEFT JOIN orders o ON o.created_at >= d AND o.created_at < d + interval '1 day'
GROUP BY 1 ORDER BY 1;

-- q64: lines joined to their orders with USING and a join alias
SELECT j.created_at, count(*) FROM orders o
JOIN order_items i USING (organizer_id, created_at) AS j
WHERE o.id = i.order_id AND j.created_at >= '2024-07-14'
GROUP BY 1 ORDER BY 1;

-- q65: correct a payout's region: the row moves to another list partition and range sub-partition
UPDATE payouts SET region = 'us'
WHERE region = 'eu' AND paid_on < '2024-01-01'
RETURNING id, organizer_id, region, paid_on;

-- q66: the ORM's insert with DEFAULTs (a column default, a domain's default, a jsonb default)
INSERT INTO orders (id, organizer_id, show_id, buyer_email, status, currency, total, created_at)
VALUES (777777, 7, 1, 'walkin@mail.example', DEFAULT, DEFAULT, 5, '2024-02-02 10:00:00+00')
RETURNING id, status, currency, meta, paid_at;

-- q67: expire what a CTE selected (UPDATE ... FROM a CTE)
WITH late AS (
    SELECT id, created_at, organizer_id FROM orders
    WHERE status = 1 AND created_at >= '2024-06-01'
)
UPDATE orders o SET status = 5
FROM late l
WHERE o.id = l.id AND o.created_at = l.created_at AND o.organizer_id = l.organizer_id
RETURNING o.id, o.status;
