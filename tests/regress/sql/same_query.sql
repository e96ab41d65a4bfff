-- same_query.sql: the same query spelled another way gets the same
-- pruning (issue 37, point 3).  A row-valued IN becomes a semi join as
-- its EXISTS spelling does; a range on a monotone function of a
-- partition key (::date and date_trunc of a timestamp, AT TIME ZONE 'UTC'
-- of a timestamptz) reaches the key.  What is not carried is said in
-- the trace.
CREATE TABLE orders (order_id int, customer_id int, ordered_at timestamp, total numeric)
    PARTITION BY RANGE (ordered_at);
CREATE TABLE orders_2024_01 PARTITION OF orders FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE orders_2024_02 PARTITION OF orders FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE orders_2024_03 PARTITION OF orders FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE orders_2024_04 PARTITION OF orders FOR VALUES FROM ('2024-04-01') TO ('2024-05-01');
CREATE TABLE orders_def PARTITION OF orders DEFAULT;
CREATE TABLE shipments (order_id int, ordered_at timestamp, shipped date);
CREATE TABLE events (id int, at timestamptz) PARTITION BY RANGE (at);
CREATE TABLE events_01 PARTITION OF events FOR VALUES FROM ('2024-01-01 00:00+00') TO ('2024-02-01 00:00+00');
CREATE TABLE events_02 PARTITION OF events FOR VALUES FROM ('2024-02-01 00:00+00') TO ('2024-03-01 00:00+00');
CREATE TABLE events_def PARTITION OF events DEFAULT;
CREATE TABLE cal (d date, holiday bool);

-- [1] row-valued IN: a semi join on each field, as EXISTS
SELECT o.order_id FROM orders o
 WHERE EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.order_id
                 AND s.ordered_at = o.ordered_at AND s.ordered_at >= '2024-03-05'
                 AND s.ordered_at < '2024-03-06');
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.ordered_at) IN (SELECT s.order_id, s.ordered_at FROM shipments s
                                       WHERE s.ordered_at >= '2024-03-05' AND s.ordered_at < '2024-03-06');
SELECT o.order_id FROM orders o
 WHERE ROW(o.customer_id, o.ordered_at) IN (SELECT s.order_id, s.ordered_at FROM shipments s WHERE s.order_id = 4)
   AND o.ordered_at < '2024-02-01';
-- a constant field: compared as written, with the subquery's type
SELECT o.order_id FROM orders o
 WHERE (o.ordered_at, 7) IN (SELECT s.ordered_at, s.order_id FROM shipments s WHERE s.shipped = '2024-04-02');
-- correlated besides the row
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.customer_id) IN (SELECT s.order_id, s.order_id FROM shipments s WHERE s.ordered_at = o.ordered_at);
-- not a join: NOT IN of rows (NULL semantics), DISTINCT, a row in an OR
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.ordered_at) NOT IN (SELECT s.order_id, s.ordered_at FROM shipments s);
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.ordered_at) IN (SELECT DISTINCT s.order_id, s.ordered_at FROM shipments s);
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.ordered_at) IN (SELECT s.order_id, s.ordered_at FROM shipments s) OR o.total > 10;
-- the subquery's width differs: PostgreSQL's error
SELECT o.order_id FROM orders o
 WHERE (o.order_id, o.ordered_at) IN (SELECT s.order_id FROM shipments s);

-- [2] monotone functions of the key
SELECT order_id FROM orders WHERE ordered_at::date BETWEEN '2024-02-01' AND '2024-02-29';
SELECT order_id FROM orders WHERE ordered_at::date > '2024-01-31' AND ordered_at::date <= '2024-03-01';
SELECT order_id FROM orders WHERE CAST(ordered_at AS date) IN ('2024-01-15', '2024-04-15');
SELECT order_id FROM orders WHERE date_trunc('month', ordered_at) = '2024-03-01';
SELECT order_id FROM orders WHERE date_trunc('month', ordered_at) = '2024-03-02';
SELECT order_id FROM orders WHERE date_trunc('quarter', ordered_at) = '2024-01-01';
SELECT order_id FROM orders WHERE date_trunc('week', ordered_at) = '2024-01-29';
SELECT order_id FROM orders WHERE date_trunc('day', ordered_at) > '2024-03-31 12:00';
SELECT order_id FROM orders WHERE ordered_at::date IS NULL;
SELECT order_id FROM orders WHERE ordered_at::date = 'infinity';
SELECT id FROM events WHERE (at AT TIME ZONE 'UTC')::date = '2024-02-03';
SELECT id FROM events WHERE (at AT TIME ZONE 'UTC') < '2024-02-01';
-- not carried, and the trace says why: a timestamptz's date depends on
-- the session's zone; another zone; a unit not modelled
SELECT id FROM events WHERE at::date = '2024-02-03';
SELECT id FROM events WHERE (at AT TIME ZONE 'Europe/Berlin')::date = '2024-02-03';
SELECT order_id FROM orders WHERE date_trunc('decade', ordered_at) = '2020-01-01';
-- a join through the function of the key: the calendar's range reaches
-- the function on the key's side (join_key_propagate), where it prunes;
-- not from the nullable side of an outer join to the preserved one
SELECT o.order_id FROM orders o JOIN cal ON o.ordered_at::date = cal.d
 WHERE cal.d BETWEEN '2024-02-01' AND '2024-02-29';
SELECT o.order_id, cal.d FROM cal LEFT JOIN orders o ON o.ordered_at::date = cal.d
 WHERE cal.d = '2024-03-05';
SELECT o.order_id FROM orders o LEFT JOIN cal ON o.ordered_at::date = cal.d
 WHERE cal.d IS NULL OR cal.d = '2024-03-05';
SELECT e.id FROM events e WHERE EXISTS (SELECT 1 FROM cal
 WHERE cal.d = (e.at AT TIME ZONE 'UTC')::date AND cal.holiday AND cal.d < '2024-02-01');

-- [3] a range from uncorrelated scalar subqueries (TPC-DS q54's shape):
-- known only when the query runs; PostgreSQL prunes by it then, qprop
-- does not, and the trace says so
SELECT sum(o.total) FROM orders o
 WHERE o.ordered_at BETWEEN (SELECT min(s.ordered_at) FROM shipments s WHERE s.shipped = '2024-02-02')
                        AND (SELECT max(s.ordered_at) FROM shipments s WHERE s.shipped = '2024-02-02');
