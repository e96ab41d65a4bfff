--
-- PostgreSQL database dump
--

\restrict qpropapps

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: auth; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA auth;


--
-- Name: finance; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA finance;


--
-- Name: SCHEMA finance; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA finance IS 'General ledger and receivables';


--
-- Name: hr; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA hr;


--
-- Name: inventory; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA inventory;


--
-- Name: sales; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA sales;


--
-- Name: account_code; Type: DOMAIN; Schema: finance; Owner: -
--

CREATE DOMAIN finance.account_code AS character varying(10)
	CONSTRAINT account_code_check CHECK (((VALUE)::text ~ '^[0-9]{3,10}$'::text));


--
-- Name: payment_method; Type: TYPE; Schema: finance; Owner: -
--

CREATE TYPE finance.payment_method AS ENUM (
    'card',
    'transfer',
    'cash',
    'cheque'
);


--
-- Name: employment_type; Type: TYPE; Schema: hr; Owner: -
--

CREATE TYPE hr.employment_type AS ENUM (
    'full_time',
    'part_time',
    'contractor',
    'intern'
);


--
-- Name: country_code; Type: DOMAIN; Schema: public; Owner: -
--

CREATE DOMAIN public.country_code AS character(2)
	CONSTRAINT country_code_check CHECK (((VALUE)::text = upper((VALUE)::text)));


--
-- Name: address; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.address AS (
	street text,
	city text,
	zip character varying(10),
	country public.country_code
);


--
-- Name: email_address; Type: DOMAIN; Schema: public; Owner: -
--

CREATE DOMAIN public.email_address AS text
	CONSTRAINT email_address_check CHECK ((VALUE ~ '^[^@[:space:]]+@[^@[:space:]]+$'::text));


--
-- Name: money_amount; Type: DOMAIN; Schema: public; Owner: -
--

CREATE DOMAIN public.money_amount AS numeric(14,2) NOT NULL DEFAULT 0
	CONSTRAINT money_amount_check CHECK ((VALUE > ('-1000000000'::integer)::numeric));


--
-- Name: DOMAIN money_amount; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON DOMAIN public.money_amount IS 'Amounts in the order currency';


--
-- Name: positive_qty; Type: DOMAIN; Schema: public; Owner: -
--

CREATE DOMAIN public.positive_qty AS integer
	CONSTRAINT positive_qty_check CHECK ((VALUE > 0));


--
-- Name: small_qty; Type: DOMAIN; Schema: public; Owner: -
--

CREATE DOMAIN public.small_qty AS public.positive_qty
	CONSTRAINT small_qty_check CHECK (((VALUE)::integer < 10000));


--
-- Name: order_status; Type: TYPE; Schema: sales; Owner: -
--

CREATE TYPE sales.order_status AS ENUM (
    'quote',
    'confirmed',
    'shipped',
    'invoiced',
    'closed',
    'cancelled'
);


--
-- Name: audit(); Type: FUNCTION; Schema: finance; Owner: -
--

CREATE FUNCTION finance.audit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'finance', 'pg_temp'
    AS $$
BEGIN
    INSERT INTO audit_log (schema_name, table_name, op, row_id)
    VALUES (TG_TABLE_SCHEMA, TG_TABLE_NAME, left(TG_OP, 1), NEW.id);
    RETURN NEW;
END
$$;


--
-- Name: fiscal_quarter(date); Type: FUNCTION; Schema: finance; Owner: -
--

CREATE FUNCTION finance.fiscal_quarter(d date) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT ((extract(month FROM d)::int + 2) / 3) $$;


--
-- Name: available(integer); Type: FUNCTION; Schema: inventory; Owner: -
--

CREATE FUNCTION inventory.available(p_product integer) RETURNS bigint
    LANGUAGE sql STABLE
    AS $$ SELECT coalesce(sum(on_hand - reserved), 0) FROM inventory.stock WHERE product_id = p_product $$;


--
-- Name: full_name(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.full_name(first text, last text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT trim(coalesce(first, '') || ' ' || coalesce(last, '')) $$;


--
-- Name: set_updated_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END
$$;


--
-- Name: order_total(bigint); Type: FUNCTION; Schema: sales; Owner: -
--

CREATE FUNCTION sales.order_total(p_order_id bigint) RETURNS numeric
    LANGUAGE plpgsql STABLE
    SET search_path TO 'sales', 'public'
    AS $$
DECLARE t numeric;
BEGIN
    SELECT coalesce(sum(qty * unit_price), 0) INTO t FROM order_lines WHERE order_id = p_order_id;
    RETURN t;
END
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: sessions; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.sessions (
    token character(32) NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.users (
    id integer NOT NULL,
    login character varying(64) NOT NULL,
    email public.email_address NOT NULL,
    password_hash text NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

ALTER TABLE auth.users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME auth.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: accounts; Type: TABLE; Schema: finance; Owner: -
--

CREATE TABLE finance.accounts (
    code finance.account_code NOT NULL,
    name text NOT NULL,
    kind character(1) NOT NULL,
    CONSTRAINT accounts_kind_check CHECK ((kind = ANY (ARRAY['A'::bpchar, 'L'::bpchar, 'E'::bpchar, 'R'::bpchar, 'X'::bpchar])))
);


--
-- Name: audit_log; Type: TABLE; Schema: finance; Owner: -
--

CREATE TABLE finance.audit_log (
    id bigint NOT NULL,
    schema_name name NOT NULL,
    table_name name NOT NULL,
    op character(1) NOT NULL,
    row_id bigint,
    at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: finance; Owner: -
--

CREATE SEQUENCE finance.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_id_seq; Type: SEQUENCE OWNED BY; Schema: finance; Owner: -
--

ALTER SEQUENCE finance.audit_log_id_seq OWNED BY finance.audit_log.id;


--
-- Name: invoices; Type: TABLE; Schema: finance; Owner: -
--

CREATE TABLE finance.invoices (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    issued_on date NOT NULL,
    due_on date NOT NULL,
    amount public.money_amount,
    currency character(3) DEFAULT 'EUR'::bpchar NOT NULL
);


--
-- Name: journal; Type: TABLE; Schema: finance; Owner: -
--

CREATE TABLE finance.journal (
    id bigint NOT NULL,
    posted_on date NOT NULL,
    account finance.account_code NOT NULL,
    debit public.money_amount,
    credit public.money_amount,
    memo text
);


--
-- Name: journal_id_seq; Type: SEQUENCE; Schema: finance; Owner: -
--

ALTER TABLE finance.journal ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME finance.journal_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: payments; Type: TABLE; Schema: finance; Owner: -
--

CREATE TABLE finance.payments (
    id bigint NOT NULL,
    invoice_id bigint NOT NULL,
    paid_on date NOT NULL,
    amount public.money_amount,
    method finance.payment_method NOT NULL
);


--
-- Name: open_receivables; Type: VIEW; Schema: finance; Owner: -
--

CREATE VIEW finance.open_receivables AS
 SELECT i.id AS invoice_id,
    i.order_id,
    i.due_on,
    i.amount,
    ((i.amount)::numeric - COALESCE(( SELECT sum((p.amount)::numeric) AS sum
           FROM finance.payments p
          WHERE (p.invoice_id = i.id)), (0)::numeric)) AS open_amount
   FROM finance.invoices i;


--
-- Name: departments; Type: TABLE; Schema: hr; Owner: -
--

CREATE TABLE hr.departments (
    id smallint NOT NULL,
    name text NOT NULL,
    parent_id smallint
);


--
-- Name: employees; Type: TABLE; Schema: hr; Owner: -
--

CREATE TABLE hr.employees (
    id integer NOT NULL,
    user_id integer,
    first_name text NOT NULL,
    last_name text NOT NULL,
    department_id smallint NOT NULL,
    manager_id integer,
    employment hr.employment_type NOT NULL,
    hired_on date NOT NULL,
    left_on date,
    salary public.money_amount,
    CONSTRAINT employees_check CHECK (((left_on IS NULL) OR (left_on >= hired_on)))
);


--
-- Name: orders; Type: TABLE; Schema: inventory; Owner: -
--

CREATE TABLE inventory.orders (
    id integer NOT NULL,
    warehouse_id smallint NOT NULL,
    product_id integer NOT NULL,
    qty public.small_qty NOT NULL,
    ordered_on date NOT NULL,
    received_on date
);


--
-- Name: products; Type: TABLE; Schema: inventory; Owner: -
--

CREATE TABLE inventory.products (
    id integer NOT NULL,
    sku character varying(20) NOT NULL,
    name text NOT NULL,
    unit_price public.money_amount,
    weight_kg numeric(8,3),
    discontinued boolean DEFAULT false NOT NULL
);


--
-- Name: stock; Type: TABLE; Schema: inventory; Owner: -
--

CREATE TABLE inventory.stock (
    warehouse_id smallint NOT NULL,
    product_id integer NOT NULL,
    on_hand integer NOT NULL,
    reserved integer DEFAULT 0 NOT NULL,
    CONSTRAINT stock_on_hand_check CHECK ((on_hand >= 0))
);


--
-- Name: warehouses; Type: TABLE; Schema: inventory; Owner: -
--

CREATE TABLE inventory.warehouses (
    id smallint NOT NULL,
    code character(3) NOT NULL,
    location public.address
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    auth_user_id integer,
    display_name text NOT NULL,
    home_address public.address
);


--
-- Name: customers; Type: TABLE; Schema: sales; Owner: -
--

CREATE TABLE sales.customers (
    id integer NOT NULL,
    code character varying(12) NOT NULL,
    name text NOT NULL,
    email public.email_address,
    billing_address public.address,
    country public.country_code NOT NULL,
    account_manager_id integer,
    credit_limit public.money_amount
);


--
-- Name: order_lines; Type: TABLE; Schema: sales; Owner: -
--

CREATE TABLE sales.order_lines (
    order_id bigint NOT NULL,
    line_no smallint NOT NULL,
    product_id integer NOT NULL,
    qty public.positive_qty NOT NULL,
    unit_price public.money_amount
);


--
-- Name: orders; Type: TABLE; Schema: sales; Owner: -
--

CREATE TABLE sales.orders (
    id bigint NOT NULL,
    customer_id integer NOT NULL,
    status sales.order_status DEFAULT 'quote'::sales.order_status NOT NULL,
    order_date date NOT NULL,
    ship_to public.address,
    salesperson_id integer,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: order_overview; Type: VIEW; Schema: sales; Owner: -
--

CREATE VIEW sales.order_overview AS
 SELECT o.id,
    o.order_date,
    o.status,
    c.code AS customer_code,
    c.country,
    public.full_name(e.first_name, e.last_name) AS salesperson,
    ( SELECT sum(((l.qty)::numeric * (l.unit_price)::numeric)) AS sum
           FROM sales.order_lines l
          WHERE (l.order_id = o.id)) AS total
   FROM ((sales.orders o
     JOIN sales.customers c ON ((c.id = o.customer_id)))
     LEFT JOIN hr.employees e ON ((e.id = o.salesperson_id)));


--
-- Name: audit_log id; Type: DEFAULT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.audit_log ALTER COLUMN id SET DEFAULT nextval('finance.audit_log_id_seq'::regclass);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token);


--
-- Name: users users_login_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_login_key UNIQUE (login);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (code);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: invoices invoices_order_id_key; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.invoices
    ADD CONSTRAINT invoices_order_id_key UNIQUE (order_id);


--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);


--
-- Name: journal journal_pkey; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.journal
    ADD CONSTRAINT journal_pkey PRIMARY KEY (id);


--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);


--
-- Name: departments departments_name_key; Type: CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.departments
    ADD CONSTRAINT departments_name_key UNIQUE (name);


--
-- Name: departments departments_pkey; Type: CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.departments
    ADD CONSTRAINT departments_pkey PRIMARY KEY (id);


--
-- Name: employees employees_pkey; Type: CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.employees
    ADD CONSTRAINT employees_pkey PRIMARY KEY (id);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: products products_pkey; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);


--
-- Name: products products_sku_key; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.products
    ADD CONSTRAINT products_sku_key UNIQUE (sku);


--
-- Name: stock stock_pkey; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.stock
    ADD CONSTRAINT stock_pkey PRIMARY KEY (warehouse_id, product_id);


--
-- Name: warehouses warehouses_code_key; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.warehouses
    ADD CONSTRAINT warehouses_code_key UNIQUE (code);


--
-- Name: warehouses warehouses_pkey; Type: CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.warehouses
    ADD CONSTRAINT warehouses_pkey PRIMARY KEY (id);


--
-- Name: users users_auth_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_auth_user_id_key UNIQUE (auth_user_id);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: customers customers_code_key; Type: CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.customers
    ADD CONSTRAINT customers_code_key UNIQUE (code);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);


--
-- Name: order_lines order_lines_pkey; Type: CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.order_lines
    ADD CONSTRAINT order_lines_pkey PRIMARY KEY (order_id, line_no);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: employees_department_idx; Type: INDEX; Schema: hr; Owner: -
--

CREATE INDEX employees_department_idx ON hr.employees USING btree (department_id);


--
-- Name: orders_customer_idx; Type: INDEX; Schema: sales; Owner: -
--

CREATE INDEX orders_customer_idx ON sales.orders USING btree (customer_id, order_date);


--
-- Name: invoices invoices_audit; Type: TRIGGER; Schema: finance; Owner: -
--

CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE ON finance.invoices FOR EACH ROW EXECUTE FUNCTION finance.audit();


--
-- Name: payments payments_audit; Type: TRIGGER; Schema: finance; Owner: -
--

CREATE TRIGGER payments_audit AFTER INSERT ON finance.payments FOR EACH ROW WHEN (((new.amount)::numeric > (10000)::numeric)) EXECUTE FUNCTION finance.audit();


--
-- Name: orders orders_set_updated_at; Type: TRIGGER; Schema: sales; Owner: -
--

CREATE TRIGGER orders_set_updated_at BEFORE UPDATE ON sales.orders FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();


--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: invoices invoices_order_id_fkey; Type: FK CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.invoices
    ADD CONSTRAINT invoices_order_id_fkey FOREIGN KEY (order_id) REFERENCES sales.orders(id);


--
-- Name: journal journal_account_fkey; Type: FK CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.journal
    ADD CONSTRAINT journal_account_fkey FOREIGN KEY (account) REFERENCES finance.accounts(code);


--
-- Name: payments payments_invoice_id_fkey; Type: FK CONSTRAINT; Schema: finance; Owner: -
--

ALTER TABLE ONLY finance.payments
    ADD CONSTRAINT payments_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES finance.invoices(id);


--
-- Name: departments departments_parent_id_fkey; Type: FK CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.departments
    ADD CONSTRAINT departments_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES hr.departments(id);


--
-- Name: employees employees_department_id_fkey; Type: FK CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.employees
    ADD CONSTRAINT employees_department_id_fkey FOREIGN KEY (department_id) REFERENCES hr.departments(id);


--
-- Name: employees employees_manager_id_fkey; Type: FK CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.employees
    ADD CONSTRAINT employees_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES hr.employees(id);


--
-- Name: employees employees_user_id_fkey; Type: FK CONSTRAINT; Schema: hr; Owner: -
--

ALTER TABLE ONLY hr.employees
    ADD CONSTRAINT employees_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);


--
-- Name: orders orders_product_id_fkey; Type: FK CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.orders
    ADD CONSTRAINT orders_product_id_fkey FOREIGN KEY (product_id) REFERENCES inventory.products(id);


--
-- Name: orders orders_warehouse_id_fkey; Type: FK CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.orders
    ADD CONSTRAINT orders_warehouse_id_fkey FOREIGN KEY (warehouse_id) REFERENCES inventory.warehouses(id);


--
-- Name: stock stock_product_id_fkey; Type: FK CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.stock
    ADD CONSTRAINT stock_product_id_fkey FOREIGN KEY (product_id) REFERENCES inventory.products(id);


--
-- Name: stock stock_warehouse_id_fkey; Type: FK CONSTRAINT; Schema: inventory; Owner: -
--

ALTER TABLE ONLY inventory.stock
    ADD CONSTRAINT stock_warehouse_id_fkey FOREIGN KEY (warehouse_id) REFERENCES inventory.warehouses(id);


--
-- Name: users users_auth_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_auth_user_id_fkey FOREIGN KEY (auth_user_id) REFERENCES auth.users(id);


--
-- Name: customers customers_account_manager_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.customers
    ADD CONSTRAINT customers_account_manager_id_fkey FOREIGN KEY (account_manager_id) REFERENCES hr.employees(id);


--
-- Name: order_lines order_lines_order_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.order_lines
    ADD CONSTRAINT order_lines_order_id_fkey FOREIGN KEY (order_id) REFERENCES sales.orders(id) ON DELETE CASCADE;


--
-- Name: order_lines order_lines_product_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.order_lines
    ADD CONSTRAINT order_lines_product_id_fkey FOREIGN KEY (product_id) REFERENCES inventory.products(id);


--
-- Name: orders orders_customer_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.orders
    ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES sales.customers(id);


--
-- Name: orders orders_salesperson_id_fkey; Type: FK CONSTRAINT; Schema: sales; Owner: -
--

ALTER TABLE ONLY sales.orders
    ADD CONSTRAINT orders_salesperson_id_fkey FOREIGN KEY (salesperson_id) REFERENCES hr.employees(id);


--
-- Name: SCHEMA sales; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA sales TO PUBLIC;


--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

