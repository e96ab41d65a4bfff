-- tests/apps/erp/data.sql — deterministic data for erp.  Triggers run on
-- load; the audit log is truncated at the end so its clock values do not
-- matter.
SET TimeZone = 'UTC';
SET search_path = public;

INSERT INTO auth.users (id, login, email, password_hash, locked, created_at)
OVERRIDING SYSTEM VALUE
SELECT g, 'login' || g, 'login' || g || '@erp.example', md5(g::text), g % 19 = 0,
       timestamptz '2020-01-01 00:00:00+00' + (g || ' days')::interval
FROM generate_series(1, 300) g;

INSERT INTO auth.sessions (token, user_id, created_at, expires_at)
SELECT md5('s' || g), 1 + g % 300, timestamptz '2024-05-01 00:00:00+00' + (g || ' minutes')::interval,
       timestamptz '2024-05-01 08:00:00+00' + (g || ' minutes')::interval
FROM generate_series(1, 500) g;

INSERT INTO public.users (id, auth_user_id, display_name, home_address)
SELECT g, CASE WHEN g <= 280 THEN g END, 'User ' || g,
       CASE WHEN g % 7 = 0 THEN NULL
            ELSE ROW(g || ' Rue de la Paix', (ARRAY['Paris','Lyon','Nantes','Lille'])[1 + g % 4], lpad((g * 7)::text, 5, '0'), 'FR')::address END
FROM generate_series(1, 320) g;

INSERT INTO hr.departments VALUES (1, 'Management', NULL), (2, 'Sales', 1), (3, 'Warehouse', 1),
  (4, 'Finance', 1), (5, 'Sales EMEA', 2), (6, 'Sales Americas', 2), (7, 'IT', 1);

INSERT INTO hr.employees (id, user_id, first_name, last_name, department_id, manager_id,
    employment, hired_on, left_on, salary)
SELECT g, CASE WHEN g % 10 = 0 THEN NULL ELSE g END, 'First' || g,
       CASE WHEN g % 12 = 0 THEN 'O''Brien ' ELSE 'Last' || g END,
       CASE WHEN g = 1 THEN 1 ELSE 1 + g % 7 END,
       CASE WHEN g = 1 THEN NULL ELSE 1 + (g - 1) / 10 END,
       (ARRAY['full_time','part_time','contractor','intern']::hr.employment_type[])[1 + (g % 9) % 4],
       date '2015-01-01' + g * 11,
       CASE WHEN g % 8 = 0 THEN date '2015-01-01' + g * 11 + 400 END,
       30000 + (g * 733) % 60000
FROM generate_series(1, 120) g;

INSERT INTO sales.customers (id, code, name, email, billing_address, country, account_manager_id, credit_limit)
SELECT g, 'C' || lpad(g::text, 5, '0'), 'Customer ' || g,
       CASE WHEN g % 6 = 0 THEN NULL ELSE 'ap' || g || '@customer.example' END,
       ROW(g || ' Industrial Way', (ARRAY['Berlin','Madrid','Boston','Paris','Osaka'])[1 + g % 5],
           CASE WHEN g % 9 = 0 THEN NULL ELSE lpad((g * 13)::text, 5, '0') END,
           (ARRAY['DE','ES','US','FR','JP'])[1 + g % 5])::address,
       (ARRAY['DE','ES','US','FR','JP'])[1 + g % 5],
       CASE WHEN g % 5 = 0 THEN NULL ELSE 2 + g % 40 END,
       (g % 10) * 5000
FROM generate_series(1, 250) g;

INSERT INTO inventory.warehouses VALUES
  (1, 'PAR', ROW('1 Quai', 'Paris', '75001', 'FR')), (2, 'BER', ROW('2 Strasse', 'Berlin', '10115', 'DE')),
  (3, 'BOS', ROW('3 Street', 'Boston', '02108', 'US')), (4, 'XXX', NULL);

INSERT INTO inventory.products (id, sku, name, unit_price, weight_kg, discontinued)
SELECT g, 'P-' || lpad(g::text, 6, '0'), 'Part ' || g, round((g * 3.17) % 400 + 1, 2),
       CASE WHEN g % 11 = 0 THEN NULL ELSE round((g * 0.137) % 50, 3) END, g % 23 = 0
FROM generate_series(1, 400) g;

INSERT INTO inventory.stock (warehouse_id, product_id, on_hand, reserved)
SELECT w, p, (p * w * 7) % 300, (p + w) % 5
FROM generate_series(1, 3) w, generate_series(1, 400) p WHERE (p + w) % 4 <> 0;

INSERT INTO inventory.orders (id, warehouse_id, product_id, qty, ordered_on, received_on)
SELECT g, 1 + g % 3, 1 + (g * 17) % 400, 1 + (g * 37) % 500, date '2024-01-01' + g % 150,
       CASE WHEN g % 3 = 0 THEN NULL ELSE date '2024-01-01' + g % 150 + 5 END
FROM generate_series(1, 800) g;

INSERT INTO sales.orders (id, customer_id, status, order_date, ship_to, salesperson_id, updated_at)
SELECT g, 1 + (g * 7) % 230,
       (ARRAY['quote','confirmed','shipped','invoiced','closed','cancelled']::sales.order_status[])[1 + g % 6],
       date '2023-07-01' + (g % 365),
       CASE WHEN g % 4 = 0 THEN NULL ELSE ROW(g || ' Dock Rd', 'Hamburg', '20457', 'DE')::address END,
       CASE WHEN g % 9 = 0 THEN NULL ELSE 2 + g % 40 END,
       timestamptz '2024-01-01 00:00:00+00'
FROM generate_series(1, 2000) g;

INSERT INTO sales.order_lines (order_id, line_no, product_id, qty, unit_price)
SELECT o, l, 1 + (o * 13 + l * 101) % 400, 1 + (o + l) % 12, round(((o * l) % 400) + 0.25, 2)
FROM generate_series(1, 2000) o, generate_series(1, 4) l WHERE l <= 1 + o % 4;

INSERT INTO finance.accounts VALUES ('411', 'Receivables', 'A'), ('512', 'Bank', 'A'),
  ('701', 'Sales revenue', 'R'), ('445', 'VAT', 'L'), ('606', 'Supplies', 'X');

INSERT INTO finance.invoices (id, order_id, issued_on, due_on, amount, currency)
SELECT o.id, o.id, o.order_date + 3, o.order_date + 33, sales.order_total(o.id),
       CASE WHEN o.customer_id % 5 = 2 THEN 'USD' ELSE 'EUR' END
FROM sales.orders o WHERE o.status IN ('invoiced', 'closed');

INSERT INTO finance.payments (id, invoice_id, paid_on, amount, method)
SELECT i.id * 10 + k, i.id, i.issued_on + 10 * k, round(i.amount / 2, 2),
       (ARRAY['card','transfer','cash','cheque']::finance.payment_method[])[1 + (i.id + k) % 4]
FROM finance.invoices i, generate_series(1, 2) k
WHERE (i.id % 3 <> 0 OR k = 1) AND i.id % 7 <> 0;

INSERT INTO finance.journal (posted_on, account, debit, credit, memo)
SELECT date '2024-01-01' + g % 120, (ARRAY['411','512','701','445','606'])[1 + g % 5],
       CASE WHEN g % 2 = 0 THEN (g * 7) % 1000 ELSE 0 END,
       CASE WHEN g % 2 = 1 THEN (g * 7) % 1000 ELSE 0 END,
       CASE WHEN g % 10 = 0 THEN NULL ELSE 'entry ' || g END
FROM generate_series(1, 1500) g;

TRUNCATE finance.audit_log;
ANALYZE;
