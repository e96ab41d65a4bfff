-- tests/apps/erp/queries.sql — ERP screens and month-end reports.  The
-- application's role has search_path = sales, inventory, public, so
-- "orders" is sales.orders and "users" is public.users; the rest is
-- schema-qualified as the code base writes it.
SET search_path = sales, inventory, public;

-- q01: order header screen
SELECT o.id, o.status, o.order_date, c.code, c.name
FROM orders o JOIN customers c ON c.id = o.customer_id
WHERE o.id = 1500;

-- q02: order lines with product names (cross-schema FK)
SELECT l.line_no, p.sku, l.qty, l.unit_price
FROM sales.order_lines l JOIN inventory.products p ON p.id = l.product_id
WHERE l.order_id = 1503 ORDER BY l.line_no;

-- q03: a customer's open orders (enum IN list)
SELECT id, status, order_date FROM sales.orders
WHERE customer_id = 42 AND status IN ('confirmed', 'shipped') ORDER BY order_date, id;

-- q04: enum order: everything past confirmation in a month
SELECT status, count(*) FROM sales.orders
WHERE status > 'confirmed' AND order_date >= date '2024-02-01' AND order_date < date '2024-03-01'
GROUP BY status ORDER BY status;

-- q05: same table name, different schemas: purchase orders vs sales orders of a product
SELECT 'purchase' AS kind, count(*) FROM inventory.orders WHERE product_id = 18
UNION ALL
SELECT 'sale', count(*) FROM sales.order_lines WHERE product_id = 18;

-- q06: auth.users vs public.users (profile of a login)
SELECT a.login, u.display_name FROM auth.users a
JOIN users u ON u.auth_user_id = a.id
WHERE a.id IN (5, 10, 299) ORDER BY a.id;

-- q07: logins without a profile
SELECT a.id, a.login FROM auth.users a
LEFT JOIN public.users u ON u.auth_user_id = a.id
WHERE u.id IS NULL ORDER BY a.id;

-- q08: composite type field access
SELECT c.code, (c.billing_address).city, (c.billing_address).zip FROM sales.customers c
WHERE c.country = 'DE' AND (c.billing_address).zip IS NULL ORDER BY c.id;

-- q09: customers by city of the billing address
SELECT (billing_address).city AS city, count(*) FROM customers
GROUP BY 1 ORDER BY 1;

-- q10: domain columns compared with plain literals
SELECT id, name, credit_limit FROM sales.customers
WHERE credit_limit >= 40000 AND country IN ('FR', 'US') ORDER BY id;

-- q11: SQL function in WHERE: orders of fiscal Q1 2024
SELECT count(*) FROM sales.orders o
WHERE finance.fiscal_quarter(o.order_date) = 1 AND o.order_date >= '2024-01-01';

-- q12: plpgsql function in the select list
SELECT o.id, sales.order_total(o.id) AS total FROM sales.orders o
WHERE o.customer_id = 7 ORDER BY o.id;

-- q13: view across schemas
SELECT id, customer_code, salesperson, total FROM sales.order_overview
WHERE customer_code = 'C00077' ORDER BY id;

-- q14: receivables view: overdue open amounts
SELECT invoice_id, due_on, open_amount FROM finance.open_receivables
WHERE open_amount > 0 AND due_on < '2024-01-15' ORDER BY due_on, invoice_id LIMIT 20;

-- q15: invoices with their orders and customers, a quarter
SELECT c.code, i.id, i.amount, i.currency FROM finance.invoices i
JOIN sales.orders o ON o.id = i.order_id
JOIN sales.customers c ON c.id = o.customer_id
WHERE i.issued_on BETWEEN '2024-01-01' AND '2024-03-31' AND c.country = 'JP'
ORDER BY i.id;

-- q16: payments by method (enum) and month
SELECT date_trunc('month', paid_on)::date AS month, method, sum(amount)
FROM finance.payments
WHERE paid_on >= '2024-01-01' AND method = ANY (ARRAY['card', 'transfer']::finance.payment_method[])
GROUP BY 1, 2 ORDER BY 1, 2;

-- q17: invoices never paid
SELECT i.id, i.amount FROM finance.invoices i
WHERE NOT EXISTS (SELECT 1 FROM finance.payments p WHERE p.invoice_id = i.id)
ORDER BY i.id;

-- q18: partially paid invoices (HAVING)
SELECT i.id, i.amount, sum(p.amount) AS paid FROM finance.invoices i
JOIN finance.payments p ON p.invoice_id = i.id
GROUP BY i.id, i.amount HAVING sum(p.amount) < i.amount
ORDER BY i.id LIMIT 25;

-- q19: trial balance per account
SELECT a.code, a.name, sum(j.debit) AS debit, sum(j.credit) AS credit
FROM finance.accounts a LEFT JOIN finance.journal j ON j.account = a.code
AND j.posted_on >= '2024-02-01' AND j.posted_on < '2024-03-01'
GROUP BY a.code, a.name ORDER BY a.code;

-- q20: journal entries of an account (domain-typed key)
SELECT count(*), sum(debit - credit) FROM finance.journal WHERE account = '512';

-- q21: stock available per product in a warehouse list
SELECT s.product_id, sum(s.on_hand - s.reserved) AS available
FROM inventory.stock s
WHERE s.warehouse_id IN (1, 2) AND s.product_id BETWEEN 100 AND 110
GROUP BY s.product_id ORDER BY s.product_id;

-- q22: SQL function: products low on stock
SELECT p.id, p.sku, inventory.available(p.id) AS avail FROM inventory.products p
WHERE p.id <= 60 AND NOT p.discontinued AND inventory.available(p.id) < 100 ORDER BY p.id;

-- q23: warehouses by composite city
SELECT w.code, (w.location).city FROM inventory.warehouses w
WHERE (w.location).country = 'DE' OR w.location IS NULL ORDER BY w.id;

-- q24: open purchase orders per warehouse
SELECT w.code, count(*) FROM inventory.orders po JOIN inventory.warehouses w ON w.id = po.warehouse_id
WHERE po.received_on IS NULL GROUP BY w.code ORDER BY w.code;

-- q25: org chart: reports of a manager (recursive CTE)
WITH RECURSIVE reports AS (
    SELECT id, manager_id, 1 AS depth FROM hr.employees WHERE id = 2
    UNION ALL
    SELECT e.id, e.manager_id, r.depth + 1 FROM hr.employees e JOIN reports r ON e.manager_id = r.id
)
SELECT depth, count(*) FROM reports GROUP BY depth ORDER BY depth;

-- q26: headcount and payroll by department and employment type (enum)
SELECT d.name, e.employment, count(*), sum(e.salary) FROM hr.employees e
JOIN hr.departments d ON d.id = e.department_id
WHERE e.left_on IS NULL AND e.employment <> 'intern'
GROUP BY d.name, e.employment ORDER BY d.name, e.employment;

-- q27: salary rank within department (window)
SELECT department_id, id, salary, dense_rank() OVER (PARTITION BY department_id ORDER BY salary DESC) AS r
FROM hr.employees WHERE department_id IN (2, 5) ORDER BY department_id, r, id;

-- q28: salesperson performance: function in select, join hr to sales
SELECT full_name(e.first_name, e.last_name) AS who, count(o.id) AS orders
FROM hr.employees e JOIN sales.orders o ON o.salesperson_id = e.id
WHERE o.order_date >= '2024-01-01' AND o.order_date < '2024-04-01' AND e.id IN (3, 4, 5, 6)
GROUP BY e.id, e.first_name, e.last_name ORDER BY e.id;

-- q29: employees whose login is locked
SELECT e.id, a.login FROM hr.employees e JOIN auth.users a ON a.id = e.user_id
WHERE a.locked ORDER BY e.id;

-- q30: sessions of a user in a window
SELECT count(*) FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id
WHERE u.login = 'login42' AND s.created_at >= '2024-05-01 00:00:00+00' AND s.created_at < '2024-05-02 00:00:00+00';

-- q31: top products by revenue, last quarter of 2023 (CTE)
WITH rev AS (
    SELECT l.product_id, sum(l.qty * l.unit_price) AS revenue
    FROM sales.order_lines l JOIN sales.orders o ON o.id = l.order_id
    WHERE o.order_date >= '2023-10-01' AND o.order_date < '2024-01-01' AND o.status <> 'cancelled'
    GROUP BY l.product_id
)
SELECT p.sku, r.revenue FROM rev r JOIN inventory.products p ON p.id = r.product_id
ORDER BY r.revenue DESC, p.sku LIMIT 10;

-- q32: employees with trailing spaces in names (data quality)
SELECT id, last_name FROM hr.employees WHERE last_name <> rtrim(last_name) ORDER BY id;

-- q33: orders shipped to Hamburg (composite in ship_to)
SELECT count(*) FROM sales.orders WHERE (ship_to).city = 'Hamburg' AND status = 'shipped';

-- q34: customers without orders in 2024 whose account manager left
SELECT c.id, c.code FROM sales.customers c
JOIN hr.employees e ON e.id = c.account_manager_id
WHERE e.left_on IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM sales.orders o WHERE o.customer_id = c.id AND o.order_date >= '2024-01-01')
ORDER BY c.id;
