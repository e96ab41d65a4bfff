-- tests/apps/boxoffice/data.sql — deterministic data for boxoffice.
SET TimeZone = 'UTC';
SET search_path = boxoffice, public;

INSERT INTO order_statuses VALUES
    (1, 'pending', false), (2, 'paid', false), (3, 'refunded', true),
    (4, 'cancelled', true), (5, 'expired', true);
INSERT INTO payment_methods VALUES
    (1, 'card', 1.50), (2, 'paypal', 2.90), (3, 'bank transfer', 0), (4, 'voucher', 0);

INSERT INTO organizers (id, slug, name, region, billing_email, billing_address,
                        currency, commission, settings, created_at, suspended_at)
OVERRIDING SYSTEM VALUE
SELECT g, 'org-' || g, 'Organizer ' || g,
       (ARRAY['eu','us','apac']::region[])[1 + g % 3],
       'billing' || g || '@org' || g || '.example',
       CASE WHEN g % 11 = 0 THEN NULL
            ELSE ROW(g || ' Main Street', (ARRAY['Berlin','Paris','Austin','Tokyo','Lyon','Osaka'])[1 + g % 6],
                     lpad((g * 379 % 100000)::text, 5, '0'),
                     (ARRAY['DE','FR','US','JP','FR','JP'])[1 + g % 6])::postal_address END,
       (ARRAY['EUR','USD','JPY','GBP'])[1 + g % 4],
       (3 + g % 5)::numeric(5,2) + 0.25 * (g % 2),
       jsonb_build_object('payout', CASE WHEN g % 2 = 0 THEN 'weekly' ELSE 'monthly' END,
                          'vat', g % 3 <> 0, 'seats', g % 4 = 0),
       timestamptz '2023-01-01 00:00:00+00' + (g * 3 || ' days')::interval,
       CASE WHEN g % 13 = 0 THEN timestamptz '2024-04-01 00:00:00+00' END
FROM generate_series(1, 40) g;

INSERT INTO venues (id, organizer_id, name, address, capacity, tz)
SELECT g, 1 + g % 40, 'Venue ' || g,
       ROW(g || ' Hall Road', (ARRAY['Berlin','Paris','Austin','Tokyo','Lyon','Osaka'])[1 + g % 6],
           lpad((g * 83 % 100000)::text, 5, '0'),
           (ARRAY['DE','FR','US','JP','FR','JP'])[1 + g % 6])::postal_address,
       200 + (g * 97) % 5000,
       (ARRAY['Europe/Berlin','Europe/Paris','America/Chicago','Asia/Tokyo','Europe/Paris','Asia/Tokyo'])[1 + g % 6]
FROM generate_series(1, 60) g;

INSERT INTO shows (id, organizer_id, venue_id, title, category, starts_at, ends_at,
                   tags, attributes, status)
OVERRIDING SYSTEM VALUE
SELECT g, v.organizer_id, v.id,
       (ARRAY['Live: ','The ','Night of ','Summit ','Open Air '])[1 + g % 5] || 'Show ' || g,
       (ARRAY['concert','theatre','sport','conference','festival']::event_category[])[1 + g % 5],
       timestamptz '2024-01-05 19:00:00+00' + (g * 15 || ' hours')::interval,
       timestamptz '2024-01-05 19:00:00+00' + (g * 15 || ' hours')::interval
           + ((2 + g % 4) || ' hours')::interval,
       CASE g % 4 WHEN 0 THEN ARRAY['outdoor','family'] WHEN 1 THEN ARRAY['indoor']
                  WHEN 2 THEN ARRAY['indoor','18+','seated'] ELSE '{}'::text[] END,
       CASE WHEN g % 7 = 0 THEN NULL
            ELSE jsonb_build_object('age_limit', (g % 3) * 6, 'lineup',
                                    jsonb_build_array('Act ' || g, 'Act ' || (g + 1)),
                                    'seated', g % 2 = 0) END,
       CASE WHEN g % 17 = 0 THEN 4 WHEN g % 5 = 0 THEN 3 WHEN g % 23 = 0 THEN 1 ELSE 2 END
FROM generate_series(1, 300) g
JOIN venues v ON v.id = 1 + g % 60;

INSERT INTO ticket_types (id, show_id, name, price, quota)
OVERRIDING SYSTEM VALUE
SELECT (s - 1) * 3 + k, s, (ARRAY['standard','vip','early bird'])[k],
       round((25 + (s % 40) * 1.75) * (ARRAY[1.0, 3.0, 0.8])[k], 2),
       (ARRAY[400, 40, 100])[k]
FROM generate_series(1, 300) s, generate_series(1, 3) k;

-- orders: one every 75 minutes from 2023-12-20 (DEFAULT) to 2024-07-15
-- (DEFAULT again), then rows on the edges of the partitions
INSERT INTO orders (id, organizer_id, show_id, buyer_email, status, payment_method,
                    currency, total, discount_codes, meta, created_at, paid_at)
SELECT g, s.organizer_id, s.id,
       CASE WHEN g % 9 = 0 THEN 'Buyer' || (g % 700) || '@Mail.Example' ELSE 'buyer' || (g % 700) || '@mail.example' END,
       st.status,
       CASE WHEN st.status = 1 THEN NULL ELSE (1 + g % 4)::smallint END,
       (ARRAY['EUR','USD','JPY','GBP'])[1 + s.organizer_id % 4],
       0,
       CASE WHEN g % 10 = 0 THEN ARRAY['EARLY10'] WHEN g % 25 = 0 THEN ARRAY['VIP', 'FRIENDS'] END,
       jsonb_build_object('channel', (ARRAY['web','app','box office'])[1 + g % 3])
           || CASE WHEN g % 6 = 0 THEN jsonb_build_object('utm', 'news' || g % 4) ELSE '{}'::jsonb END,
       timestamptz '2023-12-20 00:00:00+00' + (g * 75 || ' minutes')::interval,
       CASE WHEN st.status IN (2, 3) THEN timestamptz '2023-12-20 00:00:00+00' + (g * 75 + 3 + g % 40 || ' minutes')::interval END
FROM generate_series(1, 4000) g
JOIN shows s ON s.id = 1 + (g * 7) % 300
CROSS JOIN LATERAL (SELECT (CASE WHEN g % 13 = 0 THEN 1 WHEN g % 17 = 0 THEN 3
                                 WHEN g % 19 = 0 THEN 4 WHEN g % 29 = 0 THEN 5 ELSE 2 END)::smallint AS status) st;

INSERT INTO orders (id, organizer_id, show_id, buyer_email, status, payment_method,
                    currency, total, meta, created_at, paid_at)
SELECT 5000 + k, s.organizer_id, s.id, 'edge' || k || '@mail.example', 2, 1, 'EUR', 0,
       '{"channel": "web"}', t, t + interval '1 minute'
FROM (VALUES (1, timestamptz '2024-03-01 00:00:00+00'),
             (2, timestamptz '2024-02-29 23:59:59.999999+00'),
             (3, timestamptz '2024-01-01 00:00:00+00'),
             (4, timestamptz '2023-12-31 23:59:59.999999+00'),
             (5, timestamptz '2024-07-01 00:00:00+00'),
             (6, timestamptz '2024-06-30 23:59:59.999999+00'),
             (7, timestamptz '2024-03-31 22:30:00-02'),
             (8, timestamptz '2024-04-01 01:30:00+02')) AS e (k, t)
JOIN shows s ON s.id = 10 * e.k;

INSERT INTO order_items (id, order_id, organizer_id, created_at, ticket_type_id, quantity, unit_price)
SELECT row_number() OVER (ORDER BY o.id, k), o.id, o.organizer_id, o.created_at,
       tt.id, (1 + (o.id + k) % 4)::smallint, tt.price
FROM orders o
CROSS JOIN generate_series(1, 3) k
JOIN ticket_types tt ON tt.show_id = o.show_id
    AND tt.name = (ARRAY['standard','vip','early bird'])[k]
WHERE k <= 1 + o.id % 3;

UPDATE orders o SET total = i.s
FROM (SELECT order_id, created_at, organizer_id, sum(line_total) AS s
      FROM order_items GROUP BY 1, 2, 3) i
WHERE i.order_id = o.id AND i.created_at = o.created_at AND i.organizer_id = o.organizer_id;

-- one ticket per seat sold; scanned at the gate for shows before April
INSERT INTO tickets (id, status, order_id, order_created_at, organizer_id, show_id,
                     ticket_type_id, seat, code, holder_name, scanned_at, gate)
SELECT row_number() OVER (ORDER BY i.id, q), st.status, o.id, o.created_at, o.organizer_id,
       o.show_id, i.ticket_type_id,
       CASE WHEN i.ticket_type_id % 3 = 0 THEN NULL ELSE chr(65 + (i.id % 20)::int) || '-' || q END,
       md5('ticket-' || i.id || '-' || q)::uuid,
       CASE WHEN q = 1 THEN 'Holder ' || o.id END,
       CASE WHEN st.status = 'scanned' THEN s.starts_at - ((i.id % 90) || ' minutes')::interval END,
       CASE WHEN st.status = 'scanned' THEN (1 + i.id % 6)::smallint END
FROM order_items i
JOIN orders o ON o.id = i.order_id AND o.created_at = i.created_at AND o.organizer_id = i.organizer_id
JOIN shows s ON s.id = o.show_id
CROSS JOIN generate_series(1, 4) q
CROSS JOIN LATERAL (SELECT (CASE o.status WHEN 1 THEN 'reserved' WHEN 3 THEN 'refunded'
                                 WHEN 4 THEN 'void' WHEN 5 THEN 'void'
                                 ELSE CASE WHEN s.starts_at < '2024-04-01' AND (i.id + q) % 8 <> 0
                                           THEN 'scanned' ELSE 'issued' END END)::ticket_status AS status) st
WHERE q <= i.quantity;

-- monthly payouts from November 2023 to August 2024
INSERT INTO payouts (organizer_id, region, period_start, paid_on, amount, currency, reference)
SELECT g.id, g.region, m::date, (m + interval '1 month 4 days')::date,
       round(100 + (g.id * 37 + extract(month FROM m)::int * 11) % 900 + 0.5 * (g.id % 3), 2),
       g.currency,
       CASE WHEN g.id % 8 = 0 THEN NULL ELSE 'PO-' || g.id || '-' || to_char(m, 'YYYYMM') END
FROM organizers g
CROSS JOIN generate_series(timestamp '2023-11-01', timestamp '2024-08-01', interval '1 month') m;

-- the identity sequences past the ids given, as a restore leaves them
SELECT setval(pg_get_serial_sequence('boxoffice.' || t, 'id'), m)
FROM (VALUES ('organizers', (SELECT max(id) FROM organizers)),
             ('venues', (SELECT max(id) FROM venues)),
             ('shows', (SELECT max(id) FROM shows)),
             ('ticket_types', (SELECT max(id) FROM ticket_types)),
             ('orders', (SELECT max(id) FROM orders)),
             ('order_items', (SELECT max(id) FROM order_items)),
             ('tickets', (SELECT max(id) FROM tickets))) AS s (t, m);

REFRESH MATERIALIZED VIEW daily_revenue;
ANALYZE;
