-- tests/apps/webapp/queries.sql — what the web app, its reports and its
-- DBA run every day.  One statement per query; literals stand for the
-- ORM's bind parameters.

-- q01: order detail page
SELECT o.id, o.number, o.status, o.total, u.username, u.email
FROM shop_order o JOIN accounts_user u ON u.id = o.user_id
WHERE o.id = 1234;

-- q02: a user's order history, newest first
SELECT o.id, o.number, o.created_at, o.total
FROM shop_order o
WHERE o.user_id = 57
ORDER BY o.created_at DESC, o.id DESC;

-- q03: keyset pagination of the admin order list
SELECT o.id, o.number, o.created_at, o.status
FROM shop_order o
WHERE (o.created_at, o.id) < ('2024-03-15 10:00:00+00', 1100)
ORDER BY o.created_at DESC, o.id DESC
LIMIT 25;

-- q04: orders of a month (literal with an offset)
SELECT count(*), sum(total)
FROM shop_order
WHERE created_at >= '2024-02-01 00:00:00+01' AND created_at < '2024-03-01 00:00:00+01';

-- q05: orders of a day (literal without an offset)
SELECT id, number, status FROM shop_order
WHERE created_at >= '2024-04-10' AND created_at < '2024-04-11'
ORDER BY id;

-- q06: order lines with products for a set of orders
SELECT l.order_id, p.sku, p.name, l.quantity, l.line_total
FROM shop_orderline l JOIN shop_product p ON p.id = l.product_id
WHERE l.order_id IN (11, 12, 13, 14, 2999)
ORDER BY l.order_id, p.sku;

-- q07: status filter the ORM writes with ANY
SELECT status, count(*) FROM shop_order
WHERE status = ANY (ARRAY['paid', 'shipped']::varchar[])
GROUP BY status ORDER BY status;

-- q08: users who never ordered
SELECT u.id, u.username FROM accounts_user u
LEFT JOIN shop_order o ON o.user_id = u.id
WHERE o.id IS NULL
ORDER BY u.id;

-- q09: users with an unpaid placed order
SELECT u.id, u.email FROM accounts_user u
WHERE EXISTS (SELECT 1 FROM shop_order o WHERE o.user_id = u.id AND o.status = 'placed')
  AND u.is_active
ORDER BY u.id;

-- q10: products never ordered
SELECT p.id, p.sku FROM shop_product p
WHERE NOT EXISTS (SELECT 1 FROM shop_orderline l WHERE l.product_id = p.id)
ORDER BY p.id;

-- q11: revenue per category, top categories
SELECT c.slug, sum(l.line_total) AS revenue, count(DISTINCT l.order_id) AS orders
FROM shop_orderline l
JOIN shop_product p ON p.id = l.product_id
JOIN shop_category c ON c.id = p.category_id
JOIN shop_order o ON o.id = l.order_id
WHERE o.status IN ('paid', 'shipped')
GROUP BY c.slug
HAVING sum(l.line_total) > 1000
ORDER BY revenue DESC, c.slug;

-- q12: monthly revenue report
SELECT date_trunc('month', o.created_at) AS month, count(*) AS orders, sum(o.total) AS revenue
FROM shop_order o
WHERE o.created_at >= '2024-01-01 00:00:00+00' AND o.created_at < '2024-07-01 00:00:00+00'
  AND o.status <> 'cancelled'
GROUP BY 1 ORDER BY 1;

-- q13: running total per user (window)
SELECT o.user_id, o.id, o.total,
       sum(o.total) OVER (PARTITION BY o.user_id ORDER BY o.created_at, o.id) AS running
FROM shop_order o
WHERE o.user_id IN (3, 10, 250)
ORDER BY o.user_id, o.created_at, o.id;

-- q14: latest order per user (window + filter)
SELECT user_id, id, created_at FROM (
    SELECT o.user_id, o.id, o.created_at,
           row_number() OVER (PARTITION BY o.user_id ORDER BY o.created_at DESC, o.id DESC) AS rn
    FROM shop_order o) t
WHERE rn = 1 AND user_id BETWEEN 100 AND 120
ORDER BY user_id;

-- q15: CTE: big spenders and their default address
WITH spend AS (
    SELECT user_id, sum(total) AS total FROM shop_order
    WHERE status IN ('paid', 'shipped') GROUP BY user_id
)
SELECT u.username, s.total, a.city
FROM spend s JOIN accounts_user u ON u.id = s.user_id
LEFT JOIN accounts_address a ON a.user_id = u.id AND a.is_default
WHERE s.total > 3000
ORDER BY s.total DESC, u.username;

-- q16: product page: reviews with authors (author may be deleted)
SELECT r.rating, r.title, u.username
FROM shop_review r LEFT JOIN accounts_user u ON u.id = r.user_id
WHERE r.product_id = 12
ORDER BY r.created_at DESC;

-- q17: average rating per product with at least 3 reviews
SELECT p.sku, avg(r.rating)::numeric(3,2) AS avg_rating, count(*) AS n
FROM shop_product p JOIN shop_review r ON r.product_id = p.id
GROUP BY p.sku HAVING count(*) >= 3
ORDER BY avg_rating DESC, p.sku LIMIT 20;

-- q18: products with a tag (join table)
SELECT p.id, p.name FROM shop_product p
JOIN shop_product_tags pt ON pt.product_id = p.id
JOIN shop_tag t ON t.id = pt.tag_id
WHERE t.name = 'sale' AND p.category_id = 4
ORDER BY p.id;

-- q19: the published-product view by category
SELECT id, sku, price FROM shop_published_product
WHERE category_slug = 'cat-3' AND price < 200
ORDER BY price, id;

-- q20: the order summary view
SELECT number, username, line_count, lines_total
FROM shop_order_summary WHERE id IN (5, 6, 7, 100) ORDER BY id;

-- q21: active-user view with recent signups
SELECT username, email FROM accounts_active_user
WHERE date_joined >= '2024-01-01 00:00:00+00' ORDER BY id;

-- q22: login by email, case-insensitively
SELECT id, username FROM accounts_user WHERE lower(email) = lower('USER25@example.com');

-- q23: product search (LIKE on name, published only)
SELECT id, sku, name FROM shop_product
WHERE name LIKE 'Product 1%' AND is_published AND stock > 0
ORDER BY id LIMIT 10;

-- q24: subcategories with product counts
SELECT parent.slug AS parent, child.slug AS child, count(p.id) AS products
FROM shop_category parent
JOIN shop_category child ON child.parent_id = parent.id
LEFT JOIN shop_product p ON p.category_id = child.id
GROUP BY parent.slug, child.slug
ORDER BY parent.slug, child.slug;

-- q25: orders without a shipping address that were shipped (data check)
SELECT id, number FROM shop_order
WHERE shipping_address_id IS NULL AND status = 'shipped' ORDER BY id;

-- q26: orders paid within 15 minutes
SELECT count(*) FROM shop_order
WHERE paid_at IS NOT NULL AND paid_at - created_at <= interval '15 minutes';

-- q27: orders of the last 30 days (count independent of the clock: the
-- data end in 2024)
SELECT count(*) FROM shop_order WHERE created_at > now() - interval '30 days';

-- q28: country split of orders for users in a list
SELECT a.country, count(*) FROM shop_order o
JOIN accounts_address a ON a.id = o.shipping_address_id
WHERE o.user_id IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
GROUP BY a.country ORDER BY a.country;

-- q29: DBA: orders whose total disagrees with their lines
SELECT o.id, o.total, s.lines FROM shop_order o
JOIN (SELECT order_id, sum(line_total) AS lines FROM shop_orderline GROUP BY order_id) s
  ON s.order_id = o.id
WHERE o.id < 50 AND o.total <> s.lines
ORDER BY o.id;

-- q30: DBA: migrations applied per app
SELECT app, count(*), max(applied) FROM django_migrations GROUP BY app ORDER BY app;

-- q31: the boundary orders around New Year
SELECT id, created_at FROM shop_order
WHERE created_at BETWEEN '2023-12-31 23:00:00+00' AND '2024-01-01 02:00:00+00'
ORDER BY created_at, id;

-- q32: the staff list
SELECT id, username FROM accounts_user WHERE is_staff AND id = ANY (ARRAY[1, 2, 3, 99]) ORDER BY id;

-- q33: top products by quantity in Q1, orders in a status list
SELECT p.sku, sum(l.quantity) AS qty
FROM shop_order o
JOIN shop_orderline l ON l.order_id = o.id
JOIN shop_product p ON p.id = l.product_id
WHERE o.created_at >= '2024-01-01' AND o.created_at < '2024-04-01'
  AND o.status IN ('paid', 'shipped', 'refunded')
GROUP BY p.sku ORDER BY qty DESC, p.sku LIMIT 10;

-- q34: notes with trailing spaces (text comparison keeps them)
SELECT count(*) FROM shop_order WHERE note = 'leave at door ';
