-- tests/apps/erp/create.sql — an ERP split over schemas (auth, hr, sales,
-- inventory, finance, public), as a hand-written migration set builds it:
-- the same table names in several schemas (auth.users and public.users,
-- sales.orders and inventory.orders), domains with CHECKs (one over
-- another), enums, a composite type used as a column, search_path games
-- while creating, SQL and plpgsql functions that queries call, triggers,
-- a view across schemas.

CREATE SCHEMA auth;
CREATE SCHEMA hr;
CREATE SCHEMA sales;
CREATE SCHEMA inventory;
CREATE SCHEMA finance;

-- shared types in public
CREATE DOMAIN public.email_address AS text
    CHECK (VALUE ~ '^[^@[:space:]]+@[^@[:space:]]+$');
CREATE DOMAIN public.country_code AS char(2)
    CHECK (VALUE = upper(VALUE));
CREATE DOMAIN public.money_amount AS numeric(14, 2) NOT NULL DEFAULT 0
    CHECK (VALUE > -1000000000);
CREATE DOMAIN public.positive_qty AS integer CHECK (VALUE > 0);
CREATE DOMAIN public.small_qty AS public.positive_qty CHECK (VALUE < 10000);
CREATE TYPE public.address AS (
    street text,
    city text,
    zip varchar(10),
    country public.country_code
);

-- auth: login accounts
CREATE TABLE auth.users (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    login varchar(64) NOT NULL UNIQUE,
    email public.email_address NOT NULL,
    password_hash text NOT NULL,
    locked boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE auth.sessions (
    token char(32) PRIMARY KEY,
    user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
);

-- public.users: the portal's profile of a login (same name as auth.users)
CREATE TABLE public.users (
    id integer PRIMARY KEY,
    auth_user_id integer UNIQUE REFERENCES auth.users (id),
    display_name text NOT NULL,
    home_address public.address
);

SET search_path = hr, public;
CREATE TYPE employment_type AS ENUM ('full_time', 'part_time', 'contractor', 'intern');
CREATE TABLE departments (
    id smallint PRIMARY KEY,
    name text NOT NULL UNIQUE,
    parent_id smallint REFERENCES departments (id)
);
CREATE TABLE employees (
    id integer PRIMARY KEY,
    user_id integer REFERENCES auth.users (id),
    first_name text NOT NULL,
    last_name text NOT NULL,
    department_id smallint NOT NULL REFERENCES departments (id),
    manager_id integer REFERENCES employees (id),
    employment employment_type NOT NULL,
    hired_on date NOT NULL,
    left_on date,
    salary money_amount,
    CHECK (left_on IS NULL OR left_on >= hired_on)
);
CREATE INDEX employees_department_idx ON employees (department_id);

SET search_path = sales, public;
CREATE TYPE order_status AS ENUM ('quote', 'confirmed', 'shipped', 'invoiced', 'closed', 'cancelled');
CREATE TABLE customers (
    id integer PRIMARY KEY,
    code varchar(12) NOT NULL UNIQUE,
    name text NOT NULL,
    email email_address,
    billing_address address,
    country country_code NOT NULL,
    account_manager_id integer REFERENCES hr.employees (id),
    credit_limit money_amount
);
CREATE TABLE orders (
    id bigint PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id),
    status order_status NOT NULL DEFAULT 'quote',
    order_date date NOT NULL,
    ship_to address,
    salesperson_id integer REFERENCES hr.employees (id),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer_idx ON orders (customer_id, order_date);

-- inventory: products, warehouses, stock; inventory.orders are purchase
-- orders to suppliers (same table name as sales.orders)
SET search_path = inventory, public;
CREATE TABLE warehouses (
    id smallint PRIMARY KEY,
    code char(3) NOT NULL UNIQUE,
    location address
);
CREATE TABLE products (
    id integer PRIMARY KEY,
    sku varchar(20) NOT NULL UNIQUE,
    name text NOT NULL,
    unit_price money_amount,
    weight_kg numeric(8, 3),
    discontinued boolean NOT NULL DEFAULT false
);
CREATE TABLE stock (
    warehouse_id smallint NOT NULL REFERENCES warehouses (id),
    product_id integer NOT NULL REFERENCES products (id),
    on_hand integer NOT NULL CHECK (on_hand >= 0),
    reserved integer NOT NULL DEFAULT 0,
    PRIMARY KEY (warehouse_id, product_id)
);
CREATE TABLE orders (
    id integer PRIMARY KEY,
    warehouse_id smallint NOT NULL REFERENCES warehouses (id),
    product_id integer NOT NULL REFERENCES products (id),
    qty small_qty NOT NULL,
    ordered_on date NOT NULL,
    received_on date
);

-- sales.order_lines needs inventory.products
SET search_path = sales, inventory, public;
CREATE TABLE sales.order_lines (
    order_id bigint NOT NULL REFERENCES sales.orders (id) ON DELETE CASCADE,
    line_no smallint NOT NULL,
    product_id integer NOT NULL REFERENCES products (id),
    qty positive_qty NOT NULL,
    unit_price money_amount,
    PRIMARY KEY (order_id, line_no)
);

SET search_path = finance, public;
CREATE TYPE payment_method AS ENUM ('card', 'transfer', 'cash', 'cheque');
CREATE DOMAIN account_code AS varchar(10) CHECK (VALUE ~ '^[0-9]{3,10}$');
CREATE TABLE accounts (
    code account_code PRIMARY KEY,
    name text NOT NULL,
    kind char(1) NOT NULL CHECK (kind IN ('A', 'L', 'E', 'R', 'X'))
);
CREATE TABLE invoices (
    id bigint PRIMARY KEY,
    order_id bigint NOT NULL UNIQUE REFERENCES sales.orders (id),
    issued_on date NOT NULL,
    due_on date NOT NULL,
    amount money_amount,
    currency char(3) NOT NULL DEFAULT 'EUR'
);
CREATE TABLE payments (
    id bigint PRIMARY KEY,
    invoice_id bigint NOT NULL REFERENCES invoices (id),
    paid_on date NOT NULL,
    amount money_amount,
    method payment_method NOT NULL
);
CREATE TABLE journal (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    posted_on date NOT NULL,
    account account_code NOT NULL REFERENCES accounts (code),
    debit money_amount,
    credit money_amount,
    memo text
);
CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    schema_name name NOT NULL,
    table_name name NOT NULL,
    op char(1) NOT NULL,
    row_id bigint,
    at timestamptz NOT NULL DEFAULT now()
);

-- functions the reports call
CREATE FUNCTION finance.fiscal_quarter(d date) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT ((extract(month FROM d)::int + 2) / 3) $$;

CREATE FUNCTION public.full_name(first text, last text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT trim(coalesce(first, '') || ' ' || coalesce(last, '')) $$;

CREATE FUNCTION sales.order_total(p_order_id bigint) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path = sales, public
    AS $$
DECLARE t numeric;
BEGIN
    SELECT coalesce(sum(qty * unit_price), 0) INTO t FROM order_lines WHERE order_id = p_order_id;
    RETURN t;
END
$$;

CREATE FUNCTION inventory.available(p_product integer) RETURNS bigint
    LANGUAGE sql STABLE
    AS $$ SELECT coalesce(sum(on_hand - reserved), 0) FROM inventory.stock WHERE product_id = p_product $$;

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END
$$;

CREATE FUNCTION finance.audit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = finance, pg_temp
    AS $$
BEGIN
    INSERT INTO audit_log (schema_name, table_name, op, row_id)
    VALUES (TG_TABLE_SCHEMA, TG_TABLE_NAME, left(TG_OP, 1), NEW.id);
    RETURN NEW;
END
$$;

CREATE TRIGGER orders_set_updated_at BEFORE UPDATE ON sales.orders
    FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE ON finance.invoices
    FOR EACH ROW EXECUTE FUNCTION finance.audit();
CREATE TRIGGER payments_audit AFTER INSERT ON finance.payments
    FOR EACH ROW WHEN (NEW.amount > 10000) EXECUTE FUNCTION finance.audit();

RESET search_path;

CREATE VIEW sales.order_overview AS
SELECT o.id, o.order_date, o.status, c.code AS customer_code, c.country,
       full_name(e.first_name, e.last_name) AS salesperson,
       (SELECT sum(l.qty * l.unit_price) FROM sales.order_lines l WHERE l.order_id = o.id) AS total
FROM sales.orders o
JOIN sales.customers c ON c.id = o.customer_id
LEFT JOIN hr.employees e ON e.id = o.salesperson_id;

CREATE VIEW finance.open_receivables AS
SELECT i.id AS invoice_id, i.order_id, i.due_on, i.amount,
       i.amount - coalesce((SELECT sum(p.amount) FROM finance.payments p WHERE p.invoice_id = i.id), 0) AS open_amount
FROM finance.invoices i;

GRANT USAGE ON SCHEMA sales TO PUBLIC;
COMMENT ON SCHEMA finance IS 'General ledger and receivables';
COMMENT ON DOMAIN public.money_amount IS 'Amounts in the order currency';
