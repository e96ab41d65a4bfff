-- tests/apps/webapp/data.sql — deterministic data for webapp (no random(),
-- no clock): everything is derived from generate_series.
SET TimeZone = 'UTC';

INSERT INTO accounts_user (id, password, last_login, is_superuser, username,
    first_name, last_name, email, is_staff, is_active, date_joined)
SELECT g, 'pbkdf2_sha256$' || md5(g::text),
       CASE WHEN g % 7 = 0 THEN NULL ELSE timestamptz '2024-06-01 00:00:00+00' - (g || ' hours')::interval END,
       g = 1, 'user' || g,
       CASE WHEN g % 11 = 0 THEN 'Ann ' ELSE 'First' || g END,
       CASE WHEN g % 13 = 0 THEN '' ELSE 'Last' || (g % 50) END,
       CASE WHEN g % 5 = 0 THEN 'User' || g || '@Example.COM' ELSE 'user' || g || '@example.com' END,
       g <= 5, g % 17 <> 0,
       timestamptz '2022-01-01 00:00:00+00' + (g * 3 || ' days')::interval
FROM generate_series(1, 400) g;

INSERT INTO accounts_address (id, line1, city, country, postcode, is_default, user_id)
SELECT g, g || ' Main Street', (ARRAY['Paris','Berlin','Lyon','Madrid','Rome  '])[1 + g % 5],
       (ARRAY['FR','DE','FR','ES','IT'])[1 + g % 5],
       CASE WHEN g % 9 = 0 THEN NULL ELSE lpad((g * 37 % 99999)::text, 5, '0') END,
       g <= 400, 1 + (g - 1) % 400
FROM generate_series(1, 600) g;

INSERT INTO shop_category (id, name, slug, parent_id)
SELECT g, 'Category ' || g, 'cat-' || g, CASE WHEN g <= 5 THEN NULL ELSE 1 + g % 5 END
FROM generate_series(1, 25) g;

INSERT INTO shop_product (id, sku, name, description, price, stock, is_published,
    created_at, updated_at, category_id)
SELECT g, 'SKU-' || lpad(g::text, 5, '0'), 'Product ' || g,
       CASE WHEN g % 10 = 0 THEN '' ELSE 'Description of product ' || g END,
       round((g * 7.31) % 500 + 0.99, 2), (g * 13) % 120, g % 6 <> 0,
       timestamptz '2023-01-01 00:00:00+00' + (g || ' days')::interval,
       timestamptz '2023-06-01 00:00:00+00' + (g || ' days')::interval,
       1 + g % 25
FROM generate_series(1, 300) g;

INSERT INTO shop_order (id, number, status, total, currency, note, created_at,
    updated_at, paid_at, user_id, shipping_address_id)
SELECT g, 'ORD-' || lpad(g::text, 6, '0'),
       (ARRAY['cart','placed','paid','shipped','cancelled','refunded'])[1 + g % 6],
       round((g * 19.7) % 900 + 5, 2),
       CASE WHEN g % 8 = 0 THEN 'USD' ELSE 'EUR' END,
       CASE WHEN g % 4 = 0 THEN 'leave at door ' WHEN g % 4 = 1 THEN NULL ELSE '' END,
       timestamptz '2024-01-01 00:00:00+00' + (g * 97 || ' minutes')::interval,
       timestamptz '2024-01-01 00:00:00+00' + (g * 97 + 30 || ' minutes')::interval,
       CASE WHEN g % 6 IN (2, 3, 5) THEN timestamptz '2024-01-01 00:00:00+00' + (g * 97 + 10 || ' minutes')::interval END,
       1 + (g * 7) % 380,
       CASE WHEN g % 15 = 0 THEN NULL ELSE 1 + (g * 7) % 380 END
FROM generate_series(1, 3000) g;
-- edge values: the first instant of 2024 in UTC, one microsecond before it
INSERT INTO shop_order (id, number, status, total, currency, created_at, updated_at, user_id)
VALUES (3001, 'ORD-003001', 'placed', 0, 'EUR', '2024-01-01 00:00:00+00', '2024-01-01 00:00:00+00', 1),
       (3002, 'ORD-003002', 'paid', 9999999999.99, 'EUR', '2023-12-31 23:59:59.999999+00', '2024-01-01 00:00:00+00', 2);

INSERT INTO shop_orderline (id, quantity, unit_price, discount, order_id, product_id)
SELECT row_number() OVER (ORDER BY o, k), 1 + (o + k) % 4, round(((o * k) % 300) + 0.5, 2),
       CASE WHEN (o + k) % 9 = 0 THEN 1.50 ELSE 0 END, o, 1 + (o * 3 + k * 41) % 300
FROM generate_series(1, 3000) o, generate_series(1, 3) k
WHERE o % 5 <> 0 OR k = 1;

INSERT INTO shop_review (id, rating, title, body, created_at, product_id, user_id)
SELECT g, 1 + g % 5, 'Review ' || g, CASE WHEN g % 3 = 0 THEN NULL ELSE 'Body ' || g END,
       timestamptz '2024-02-01 12:00:00+00' + (g * 5 || ' hours')::interval,
       1 + (g * 11) % 300, CASE WHEN g % 20 = 0 THEN NULL ELSE 1 + g % 400 END
FROM generate_series(1, 900) g;

INSERT INTO shop_tag (id, name)
SELECT g, (ARRAY['new','sale','eco','gift','bestseller','clearance','limited','bundle'])[g]
FROM generate_series(1, 8) g;

INSERT INTO shop_product_tags (product_id, tag_id)
SELECT p, t FROM generate_series(1, 300) p, generate_series(1, 8) t
WHERE (p + t) % 4 = 0;

INSERT INTO django_migrations (app, name, applied)
SELECT a, lpad(g::text, 4, '0') || '_auto', timestamptz '2022-01-01 00:00:00+00' + (g || ' days')::interval
FROM unnest(ARRAY['accounts','shop','admin','auth']) a, generate_series(1, 12) g;

SELECT setval(pg_get_serial_sequence('accounts_user', 'id'), 400);
SELECT setval(pg_get_serial_sequence('shop_order', 'id'), 3002);
ANALYZE;
