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
-- Name: boxoffice; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA boxoffice;


--
-- Name: currency; Type: DOMAIN; Schema: boxoffice; Owner: -
--

CREATE DOMAIN boxoffice.currency AS character(3) NOT NULL DEFAULT 'EUR'::bpchar
	CONSTRAINT currency_check CHECK ((VALUE = ANY (ARRAY['EUR'::bpchar, 'USD'::bpchar, 'GBP'::bpchar, 'JPY'::bpchar])));


--
-- Name: email; Type: DOMAIN; Schema: boxoffice; Owner: -
--

CREATE DOMAIN boxoffice.email AS text
	CONSTRAINT email_check CHECK ((VALUE ~ '^[^@[:space:]]+@[^@[:space:]]+$'::text));


--
-- Name: event_category; Type: TYPE; Schema: boxoffice; Owner: -
--

CREATE TYPE boxoffice.event_category AS ENUM (
    'concert',
    'theatre',
    'sport',
    'conference',
    'festival'
);


--
-- Name: money2; Type: DOMAIN; Schema: boxoffice; Owner: -
--

CREATE DOMAIN boxoffice.money2 AS numeric(12,2)
	CONSTRAINT money2_check CHECK ((VALUE >= (0)::numeric));


--
-- Name: percent; Type: DOMAIN; Schema: boxoffice; Owner: -
--

CREATE DOMAIN boxoffice.percent AS numeric(5,2)
	CONSTRAINT percent_check CHECK (((VALUE >= (0)::numeric) AND (VALUE <= (100)::numeric)));


--
-- Name: postal_address; Type: TYPE; Schema: boxoffice; Owner: -
--

CREATE TYPE boxoffice.postal_address AS (
	street text,
	city text,
	postcode character varying(10),
	country character(2)
);


--
-- Name: region; Type: TYPE; Schema: boxoffice; Owner: -
--

CREATE TYPE boxoffice.region AS ENUM (
    'eu',
    'us',
    'apac'
);


--
-- Name: ticket_status; Type: TYPE; Schema: boxoffice; Owner: -
--

CREATE TYPE boxoffice.ticket_status AS ENUM (
    'reserved',
    'issued',
    'scanned',
    'void',
    'refunded'
);


--
-- Name: billing_period(timestamp with time zone); Type: FUNCTION; Schema: boxoffice; Owner: -
--

CREATE FUNCTION boxoffice.billing_period(ts timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM') $$;


--
-- Name: create_monthly_partitions(text, date, integer, integer); Type: FUNCTION; Schema: boxoffice; Owner: -
--

CREATE FUNCTION boxoffice.create_monthly_partitions(parent text, first_month date, months integer, hash_modulus integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    m date;
    part text;
    n integer := 0;
BEGIN
    FOR i IN 0 .. months - 1 LOOP
        m := (first_month + make_interval(months => i))::date;
        part := format('%s_p%s', parent, to_char(m, 'YYYY_MM'));
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L) PARTITION BY HASH (organizer_id)',
                       part, parent, m::timestamp AT TIME ZONE 'UTC',
                       (m + interval '1 month')::timestamp AT TIME ZONE 'UTC');
        FOR h IN 0 .. hash_modulus - 1 LOOP
            EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I FOR VALUES WITH (MODULUS %s, REMAINDER %s)',
                           part || '_h' || h, part, hash_modulus, h);
        END LOOP;
        n := n + 1;
    END LOOP;
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I DEFAULT', parent || '_default', parent);
    RETURN n;
END
$$;


--
-- Name: current_organizer(); Type: FUNCTION; Schema: boxoffice; Owner: -
--

CREATE FUNCTION boxoffice.current_organizer() RETURNS integer
    LANGUAGE sql STABLE
    AS $$ SELECT nullif(current_setting('app.organizer_id', true), '')::integer $$;


--
-- Name: gross_with_fee(numeric, numeric); Type: FUNCTION; Schema: boxoffice; Owner: -
--

CREATE FUNCTION boxoffice.gross_with_fee(amount numeric, fee_pct numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT round(amount * (1 + fee_pct / 100), 2) $$;


--
-- Name: utc_day(timestamp with time zone); Type: FUNCTION; Schema: boxoffice; Owner: -
--

CREATE FUNCTION boxoffice.utc_day(ts timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (ts AT TIME ZONE 'UTC')::date $$;


SET default_tablespace = '';

--
-- Name: orders; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY RANGE (created_at);


--
-- Name: TABLE orders; Type: COMMENT; Schema: boxoffice; Owner: -
--

COMMENT ON TABLE boxoffice.orders IS 'monthly partitions made by create_monthly_partitions(), hashed by organizer';


SET default_table_access_method = heap;

--
-- Name: daily_revenue; Type: MATERIALIZED VIEW; Schema: boxoffice; Owner: -
--

CREATE MATERIALIZED VIEW boxoffice.daily_revenue AS
 SELECT boxoffice.utc_day(o.created_at) AS day,
    o.organizer_id,
    o.currency,
    count(*) AS orders,
    sum((o.total)::numeric) AS revenue
   FROM boxoffice.orders o
  WHERE (o.status = 2)
  GROUP BY (boxoffice.utc_day(o.created_at)), o.organizer_id, o.currency
  WITH NO DATA;


--
-- Name: my_orders; Type: VIEW; Schema: boxoffice; Owner: -
--

CREATE VIEW boxoffice.my_orders AS
 SELECT orders.id,
    orders.organizer_id,
    orders.show_id,
    orders.buyer_email,
    orders.status,
    orders.payment_method,
    orders.currency,
    orders.total,
    orders.discount_codes,
    orders.meta,
    orders.created_at,
    orders.paid_at
   FROM boxoffice.orders
  WHERE (orders.organizer_id = boxoffice.current_organizer())
  WITH CASCADED CHECK OPTION;


--
-- Name: order_items; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY RANGE (created_at);


--
-- Name: order_items_default; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_default (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.order_items ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME boxoffice.order_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: order_items_p2024_01; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_01 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_01_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_01_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_01_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_01_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_01_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_01_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_01_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_01_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_02; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_02 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_02_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_02_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_02_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_02_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_02_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_02_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_02_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_02_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_03; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_03 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_03_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_03_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_03_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_03_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_03_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_03_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_03_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_03_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_04; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_04 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_04_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_04_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_04_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_04_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_04_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_04_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_04_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_04_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_05; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_05 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_05_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_05_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_05_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_05_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_05_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_05_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_05_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_05_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_06; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_06 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
)
PARTITION BY HASH (organizer_id);


--
-- Name: order_items_p2024_06_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_06_h0 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_06_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_06_h1 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_06_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_06_h2 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_items_p2024_06_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_items_p2024_06_h3 (
    id bigint NOT NULL,
    order_id bigint NOT NULL,
    organizer_id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    ticket_type_id integer NOT NULL,
    quantity smallint NOT NULL,
    unit_price boxoffice.money2 NOT NULL,
    line_total numeric(12,2) GENERATED ALWAYS AS (((quantity)::numeric * (unit_price)::numeric)) STORED,
    CONSTRAINT order_items_quantity_check CHECK ((quantity > 0))
);


--
-- Name: order_statuses; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.order_statuses (
    code smallint NOT NULL,
    name text NOT NULL,
    is_final boolean DEFAULT false NOT NULL
);


--
-- Name: orders_default; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_default (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.orders ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME boxoffice.orders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: orders_p2024_01; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_01 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_01_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_01_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_01_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_01_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_01_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_01_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_01_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_01_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_02; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_02 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_02_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_02_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_02_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_02_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_02_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_02_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_02_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_02_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_03; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_03 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_03_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_03_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_03_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_03_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_03_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_03_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_03_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_03_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_04; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_04 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_04_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_04_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_04_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_04_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_04_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_04_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_04_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_04_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_05; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_05 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_05_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_05_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_05_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_05_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_05_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_05_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_05_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_05_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_06; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_06 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY HASH (organizer_id);


--
-- Name: orders_p2024_06_h0; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_06_h0 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_06_h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_06_h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_06_h2; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_06_h2 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: orders_p2024_06_h3; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.orders_p2024_06_h3 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    buyer_email boxoffice.email NOT NULL,
    status smallint DEFAULT 1 NOT NULL,
    payment_method smallint,
    currency boxoffice.currency,
    total boxoffice.money2 DEFAULT 0 NOT NULL,
    discount_codes text[],
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: organizers; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.organizers (
    id integer NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    region boxoffice.region NOT NULL,
    billing_email boxoffice.email NOT NULL,
    billing_address boxoffice.postal_address,
    currency boxoffice.currency,
    commission boxoffice.percent DEFAULT 5.00 NOT NULL,
    settings jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    suspended_at timestamp with time zone
);


--
-- Name: organizers_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.organizers ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME boxoffice.organizers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: payment_methods; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payment_methods (
    code smallint NOT NULL,
    name text NOT NULL,
    fee_pct boxoffice.percent DEFAULT 0 NOT NULL
);


--
-- Name: paid_orders; Type: VIEW; Schema: boxoffice; Owner: -
--

CREATE VIEW boxoffice.paid_orders AS
 SELECT o.id,
    o.organizer_id,
    o.show_id,
    o.total,
    o.currency,
    o.created_at,
    o.paid_at,
    pm.name AS method,
    boxoffice.gross_with_fee((o.total)::numeric, (pm.fee_pct)::numeric) AS charged
   FROM (boxoffice.orders o
     JOIN boxoffice.payment_methods pm ON ((pm.code = o.payment_method)))
  WHERE (o.status = 2);


--
-- Name: payouts; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
)
PARTITION BY LIST (region);


--
-- Name: payouts_apac; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_apac (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: payouts_eu; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_eu (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
)
PARTITION BY RANGE (paid_on);


--
-- Name: payouts_eu_2024h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_eu_2024h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: payouts_eu_new; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_eu_new (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: payouts_eu_old; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_eu_old (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: payouts_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.payouts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME boxoffice.payouts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: payouts_us; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_us (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
)
PARTITION BY RANGE (paid_on);


--
-- Name: payouts_us_2024h1; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_us_2024h1 (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: payouts_us_rest; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.payouts_us_rest (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    region boxoffice.region NOT NULL,
    period_start date NOT NULL,
    paid_on date NOT NULL,
    amount boxoffice.money2 NOT NULL,
    currency boxoffice.currency,
    reference text
);


--
-- Name: shows; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.shows (
    id bigint NOT NULL,
    organizer_id integer NOT NULL,
    venue_id integer NOT NULL,
    title text NOT NULL,
    category boxoffice.event_category NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    duration interval GENERATED ALWAYS AS ((ends_at - starts_at)) STORED,
    tags text[] DEFAULT '{}'::text[] NOT NULL,
    attributes jsonb,
    status smallint DEFAULT 1 NOT NULL,
    CONSTRAINT shows_check CHECK ((ends_at > starts_at))
);


--
-- Name: COLUMN shows.status; Type: COMMENT; Schema: boxoffice; Owner: -
--

COMMENT ON COLUMN boxoffice.shows.status IS '1 draft, 2 on sale, 3 sold out, 4 cancelled';


--
-- Name: show_sales; Type: VIEW; Schema: boxoffice; Owner: -
--

CREATE VIEW boxoffice.show_sales AS
 SELECT s.id AS show_id,
    s.organizer_id,
    s.title,
    s.starts_at,
    count(DISTINCT o.id) AS orders,
    COALESCE(sum(i.quantity), (0)::bigint) AS tickets,
    (COALESCE(sum(i.line_total), (0)::numeric))::numeric(12,2) AS revenue
   FROM ((boxoffice.shows s
     LEFT JOIN boxoffice.orders o ON (((o.show_id = s.id) AND (o.status = 2))))
     LEFT JOIN boxoffice.order_items i ON (((i.order_id = o.id) AND (i.created_at = o.created_at) AND (i.organizer_id = o.organizer_id))))
  GROUP BY s.id, s.organizer_id, s.title, s.starts_at;


--
-- Name: shows_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.shows ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME boxoffice.shows_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: ticket_types; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.ticket_types (
    id integer NOT NULL,
    show_id bigint NOT NULL,
    name text NOT NULL,
    price boxoffice.money2 NOT NULL,
    quota integer NOT NULL
);


--
-- Name: ticket_types_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.ticket_types ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME boxoffice.ticket_types_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: tickets; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.tickets (
    id bigint NOT NULL,
    status boxoffice.ticket_status NOT NULL,
    order_id bigint NOT NULL,
    order_created_at timestamp with time zone NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    ticket_type_id integer NOT NULL,
    seat text,
    code uuid NOT NULL,
    holder_name text,
    scanned_at timestamp with time zone,
    gate smallint
)
PARTITION BY LIST (status);


--
-- Name: tickets_closed; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.tickets_closed (
    id bigint NOT NULL,
    status boxoffice.ticket_status NOT NULL,
    order_id bigint NOT NULL,
    order_created_at timestamp with time zone NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    ticket_type_id integer NOT NULL,
    seat text,
    code uuid NOT NULL,
    holder_name text,
    scanned_at timestamp with time zone,
    gate smallint
);


--
-- Name: tickets_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.tickets ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME boxoffice.tickets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: tickets_issued; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.tickets_issued (
    id bigint NOT NULL,
    status boxoffice.ticket_status NOT NULL,
    order_id bigint NOT NULL,
    order_created_at timestamp with time zone NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    ticket_type_id integer NOT NULL,
    seat text,
    code uuid NOT NULL,
    holder_name text,
    scanned_at timestamp with time zone,
    gate smallint
);


--
-- Name: tickets_other; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.tickets_other (
    id bigint NOT NULL,
    status boxoffice.ticket_status NOT NULL,
    order_id bigint NOT NULL,
    order_created_at timestamp with time zone NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    ticket_type_id integer NOT NULL,
    seat text,
    code uuid NOT NULL,
    holder_name text,
    scanned_at timestamp with time zone,
    gate smallint
);


--
-- Name: tickets_scanned; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.tickets_scanned (
    id bigint NOT NULL,
    status boxoffice.ticket_status NOT NULL,
    order_id bigint NOT NULL,
    order_created_at timestamp with time zone NOT NULL,
    organizer_id integer NOT NULL,
    show_id bigint NOT NULL,
    ticket_type_id integer NOT NULL,
    seat text,
    code uuid NOT NULL,
    holder_name text,
    scanned_at timestamp with time zone,
    gate smallint
);


--
-- Name: venues; Type: TABLE; Schema: boxoffice; Owner: -
--

CREATE TABLE boxoffice.venues (
    id integer NOT NULL,
    organizer_id integer NOT NULL,
    name text NOT NULL,
    address boxoffice.postal_address NOT NULL,
    capacity integer NOT NULL,
    tz text DEFAULT 'UTC'::text NOT NULL,
    CONSTRAINT venues_capacity_check CHECK ((capacity > 0))
);


--
-- Name: venues_id_seq; Type: SEQUENCE; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.venues ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME boxoffice.venues_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: order_items_default; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_default DEFAULT;


--
-- Name: order_items_p2024_01; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: order_items_p2024_01_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01 ATTACH PARTITION boxoffice.order_items_p2024_01_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_01_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01 ATTACH PARTITION boxoffice.order_items_p2024_01_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_01_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01 ATTACH PARTITION boxoffice.order_items_p2024_01_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_01_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01 ATTACH PARTITION boxoffice.order_items_p2024_01_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: order_items_p2024_02; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: order_items_p2024_02_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02 ATTACH PARTITION boxoffice.order_items_p2024_02_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_02_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02 ATTACH PARTITION boxoffice.order_items_p2024_02_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_02_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02 ATTACH PARTITION boxoffice.order_items_p2024_02_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_02_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02 ATTACH PARTITION boxoffice.order_items_p2024_02_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: order_items_p2024_03; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: order_items_p2024_03_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03 ATTACH PARTITION boxoffice.order_items_p2024_03_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_03_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03 ATTACH PARTITION boxoffice.order_items_p2024_03_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_03_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03 ATTACH PARTITION boxoffice.order_items_p2024_03_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_03_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03 ATTACH PARTITION boxoffice.order_items_p2024_03_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: order_items_p2024_04; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: order_items_p2024_04_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04 ATTACH PARTITION boxoffice.order_items_p2024_04_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_04_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04 ATTACH PARTITION boxoffice.order_items_p2024_04_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_04_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04 ATTACH PARTITION boxoffice.order_items_p2024_04_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_04_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04 ATTACH PARTITION boxoffice.order_items_p2024_04_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: order_items_p2024_05; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_05 FOR VALUES FROM ('2024-05-01 00:00:00+00') TO ('2024-06-01 00:00:00+00');


--
-- Name: order_items_p2024_05_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05 ATTACH PARTITION boxoffice.order_items_p2024_05_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_05_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05 ATTACH PARTITION boxoffice.order_items_p2024_05_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_05_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05 ATTACH PARTITION boxoffice.order_items_p2024_05_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_05_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05 ATTACH PARTITION boxoffice.order_items_p2024_05_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: order_items_p2024_06; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items ATTACH PARTITION boxoffice.order_items_p2024_06 FOR VALUES FROM ('2024-06-01 00:00:00+00') TO ('2024-07-01 00:00:00+00');


--
-- Name: order_items_p2024_06_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06 ATTACH PARTITION boxoffice.order_items_p2024_06_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: order_items_p2024_06_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06 ATTACH PARTITION boxoffice.order_items_p2024_06_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: order_items_p2024_06_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06 ATTACH PARTITION boxoffice.order_items_p2024_06_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: order_items_p2024_06_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06 ATTACH PARTITION boxoffice.order_items_p2024_06_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_default; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_default DEFAULT;


--
-- Name: orders_p2024_01; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: orders_p2024_01_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01 ATTACH PARTITION boxoffice.orders_p2024_01_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_01_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01 ATTACH PARTITION boxoffice.orders_p2024_01_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_01_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01 ATTACH PARTITION boxoffice.orders_p2024_01_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_01_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01 ATTACH PARTITION boxoffice.orders_p2024_01_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_p2024_02; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: orders_p2024_02_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02 ATTACH PARTITION boxoffice.orders_p2024_02_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_02_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02 ATTACH PARTITION boxoffice.orders_p2024_02_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_02_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02 ATTACH PARTITION boxoffice.orders_p2024_02_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_02_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02 ATTACH PARTITION boxoffice.orders_p2024_02_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_p2024_03; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: orders_p2024_03_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03 ATTACH PARTITION boxoffice.orders_p2024_03_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_03_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03 ATTACH PARTITION boxoffice.orders_p2024_03_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_03_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03 ATTACH PARTITION boxoffice.orders_p2024_03_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_03_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03 ATTACH PARTITION boxoffice.orders_p2024_03_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_p2024_04; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: orders_p2024_04_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04 ATTACH PARTITION boxoffice.orders_p2024_04_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_04_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04 ATTACH PARTITION boxoffice.orders_p2024_04_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_04_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04 ATTACH PARTITION boxoffice.orders_p2024_04_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_04_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04 ATTACH PARTITION boxoffice.orders_p2024_04_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_p2024_05; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_05 FOR VALUES FROM ('2024-05-01 00:00:00+00') TO ('2024-06-01 00:00:00+00');


--
-- Name: orders_p2024_05_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05 ATTACH PARTITION boxoffice.orders_p2024_05_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_05_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05 ATTACH PARTITION boxoffice.orders_p2024_05_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_05_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05 ATTACH PARTITION boxoffice.orders_p2024_05_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_05_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05 ATTACH PARTITION boxoffice.orders_p2024_05_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: orders_p2024_06; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders ATTACH PARTITION boxoffice.orders_p2024_06 FOR VALUES FROM ('2024-06-01 00:00:00+00') TO ('2024-07-01 00:00:00+00');


--
-- Name: orders_p2024_06_h0; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06 ATTACH PARTITION boxoffice.orders_p2024_06_h0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: orders_p2024_06_h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06 ATTACH PARTITION boxoffice.orders_p2024_06_h1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: orders_p2024_06_h2; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06 ATTACH PARTITION boxoffice.orders_p2024_06_h2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: orders_p2024_06_h3; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06 ATTACH PARTITION boxoffice.orders_p2024_06_h3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: payouts_apac; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts ATTACH PARTITION boxoffice.payouts_apac FOR VALUES IN ('apac');


--
-- Name: payouts_eu; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts ATTACH PARTITION boxoffice.payouts_eu FOR VALUES IN ('eu');


--
-- Name: payouts_eu_2024h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu ATTACH PARTITION boxoffice.payouts_eu_2024h1 FOR VALUES FROM ('2024-01-01') TO ('2024-07-01');


--
-- Name: payouts_eu_new; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu ATTACH PARTITION boxoffice.payouts_eu_new FOR VALUES FROM ('2024-07-01') TO (MAXVALUE);


--
-- Name: payouts_eu_old; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu ATTACH PARTITION boxoffice.payouts_eu_old FOR VALUES FROM (MINVALUE) TO ('2024-01-01');


--
-- Name: payouts_us; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts ATTACH PARTITION boxoffice.payouts_us FOR VALUES IN ('us');


--
-- Name: payouts_us_2024h1; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_us ATTACH PARTITION boxoffice.payouts_us_2024h1 FOR VALUES FROM ('2024-01-01') TO ('2024-07-01');


--
-- Name: payouts_us_rest; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_us ATTACH PARTITION boxoffice.payouts_us_rest DEFAULT;


--
-- Name: tickets_closed; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets ATTACH PARTITION boxoffice.tickets_closed FOR VALUES IN ('void', 'refunded');


--
-- Name: tickets_issued; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets ATTACH PARTITION boxoffice.tickets_issued FOR VALUES IN ('issued');


--
-- Name: tickets_other; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets ATTACH PARTITION boxoffice.tickets_other DEFAULT;


--
-- Name: tickets_scanned; Type: TABLE ATTACH; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets ATTACH PARTITION boxoffice.tickets_scanned FOR VALUES IN ('scanned');


--
-- Name: order_items order_items_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items
    ADD CONSTRAINT order_items_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_default order_items_default_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_default
    ADD CONSTRAINT order_items_default_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_01 order_items_p2024_01_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01
    ADD CONSTRAINT order_items_p2024_01_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h0 order_items_p2024_01_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01_h0
    ADD CONSTRAINT order_items_p2024_01_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h1 order_items_p2024_01_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01_h1
    ADD CONSTRAINT order_items_p2024_01_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h2 order_items_p2024_01_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01_h2
    ADD CONSTRAINT order_items_p2024_01_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h3 order_items_p2024_01_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_01_h3
    ADD CONSTRAINT order_items_p2024_01_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_02 order_items_p2024_02_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02
    ADD CONSTRAINT order_items_p2024_02_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h0 order_items_p2024_02_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02_h0
    ADD CONSTRAINT order_items_p2024_02_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h1 order_items_p2024_02_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02_h1
    ADD CONSTRAINT order_items_p2024_02_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h2 order_items_p2024_02_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02_h2
    ADD CONSTRAINT order_items_p2024_02_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h3 order_items_p2024_02_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_02_h3
    ADD CONSTRAINT order_items_p2024_02_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_03 order_items_p2024_03_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03
    ADD CONSTRAINT order_items_p2024_03_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h0 order_items_p2024_03_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03_h0
    ADD CONSTRAINT order_items_p2024_03_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h1 order_items_p2024_03_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03_h1
    ADD CONSTRAINT order_items_p2024_03_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h2 order_items_p2024_03_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03_h2
    ADD CONSTRAINT order_items_p2024_03_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h3 order_items_p2024_03_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_03_h3
    ADD CONSTRAINT order_items_p2024_03_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_04 order_items_p2024_04_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04
    ADD CONSTRAINT order_items_p2024_04_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h0 order_items_p2024_04_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04_h0
    ADD CONSTRAINT order_items_p2024_04_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h1 order_items_p2024_04_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04_h1
    ADD CONSTRAINT order_items_p2024_04_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h2 order_items_p2024_04_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04_h2
    ADD CONSTRAINT order_items_p2024_04_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h3 order_items_p2024_04_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_04_h3
    ADD CONSTRAINT order_items_p2024_04_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_05 order_items_p2024_05_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05
    ADD CONSTRAINT order_items_p2024_05_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h0 order_items_p2024_05_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05_h0
    ADD CONSTRAINT order_items_p2024_05_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h1 order_items_p2024_05_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05_h1
    ADD CONSTRAINT order_items_p2024_05_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h2 order_items_p2024_05_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05_h2
    ADD CONSTRAINT order_items_p2024_05_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h3 order_items_p2024_05_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_05_h3
    ADD CONSTRAINT order_items_p2024_05_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_06 order_items_p2024_06_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06
    ADD CONSTRAINT order_items_p2024_06_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h0 order_items_p2024_06_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06_h0
    ADD CONSTRAINT order_items_p2024_06_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h1 order_items_p2024_06_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06_h1
    ADD CONSTRAINT order_items_p2024_06_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h2 order_items_p2024_06_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06_h2
    ADD CONSTRAINT order_items_p2024_06_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h3 order_items_p2024_06_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_items_p2024_06_h3
    ADD CONSTRAINT order_items_p2024_06_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: order_statuses order_statuses_name_key; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_statuses
    ADD CONSTRAINT order_statuses_name_key UNIQUE (name);


--
-- Name: order_statuses order_statuses_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.order_statuses
    ADD CONSTRAINT order_statuses_pkey PRIMARY KEY (code);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_default orders_default_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_default
    ADD CONSTRAINT orders_default_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_01 orders_p2024_01_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01
    ADD CONSTRAINT orders_p2024_01_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_01_h0 orders_p2024_01_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01_h0
    ADD CONSTRAINT orders_p2024_01_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_01_h1 orders_p2024_01_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01_h1
    ADD CONSTRAINT orders_p2024_01_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_01_h2 orders_p2024_01_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01_h2
    ADD CONSTRAINT orders_p2024_01_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_01_h3 orders_p2024_01_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_01_h3
    ADD CONSTRAINT orders_p2024_01_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_02 orders_p2024_02_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02
    ADD CONSTRAINT orders_p2024_02_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_02_h0 orders_p2024_02_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02_h0
    ADD CONSTRAINT orders_p2024_02_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_02_h1 orders_p2024_02_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02_h1
    ADD CONSTRAINT orders_p2024_02_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_02_h2 orders_p2024_02_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02_h2
    ADD CONSTRAINT orders_p2024_02_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_02_h3 orders_p2024_02_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_02_h3
    ADD CONSTRAINT orders_p2024_02_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_03 orders_p2024_03_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03
    ADD CONSTRAINT orders_p2024_03_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_03_h0 orders_p2024_03_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03_h0
    ADD CONSTRAINT orders_p2024_03_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_03_h1 orders_p2024_03_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03_h1
    ADD CONSTRAINT orders_p2024_03_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_03_h2 orders_p2024_03_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03_h2
    ADD CONSTRAINT orders_p2024_03_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_03_h3 orders_p2024_03_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_03_h3
    ADD CONSTRAINT orders_p2024_03_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_04 orders_p2024_04_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04
    ADD CONSTRAINT orders_p2024_04_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_04_h0 orders_p2024_04_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04_h0
    ADD CONSTRAINT orders_p2024_04_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_04_h1 orders_p2024_04_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04_h1
    ADD CONSTRAINT orders_p2024_04_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_04_h2 orders_p2024_04_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04_h2
    ADD CONSTRAINT orders_p2024_04_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_04_h3 orders_p2024_04_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_04_h3
    ADD CONSTRAINT orders_p2024_04_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_05 orders_p2024_05_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05
    ADD CONSTRAINT orders_p2024_05_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_05_h0 orders_p2024_05_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05_h0
    ADD CONSTRAINT orders_p2024_05_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_05_h1 orders_p2024_05_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05_h1
    ADD CONSTRAINT orders_p2024_05_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_05_h2 orders_p2024_05_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05_h2
    ADD CONSTRAINT orders_p2024_05_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_05_h3 orders_p2024_05_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_05_h3
    ADD CONSTRAINT orders_p2024_05_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_06 orders_p2024_06_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06
    ADD CONSTRAINT orders_p2024_06_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_06_h0 orders_p2024_06_h0_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06_h0
    ADD CONSTRAINT orders_p2024_06_h0_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_06_h1 orders_p2024_06_h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06_h1
    ADD CONSTRAINT orders_p2024_06_h1_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_06_h2 orders_p2024_06_h2_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06_h2
    ADD CONSTRAINT orders_p2024_06_h2_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: orders_p2024_06_h3 orders_p2024_06_h3_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.orders_p2024_06_h3
    ADD CONSTRAINT orders_p2024_06_h3_pkey PRIMARY KEY (id, created_at, organizer_id);


--
-- Name: organizers organizers_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.organizers
    ADD CONSTRAINT organizers_pkey PRIMARY KEY (id);


--
-- Name: organizers organizers_slug_key; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.organizers
    ADD CONSTRAINT organizers_slug_key UNIQUE (slug);


--
-- Name: payment_methods payment_methods_name_key; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payment_methods
    ADD CONSTRAINT payment_methods_name_key UNIQUE (name);


--
-- Name: payment_methods payment_methods_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payment_methods
    ADD CONSTRAINT payment_methods_pkey PRIMARY KEY (code);


--
-- Name: payouts payouts_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts
    ADD CONSTRAINT payouts_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_apac payouts_apac_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_apac
    ADD CONSTRAINT payouts_apac_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_eu payouts_eu_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu
    ADD CONSTRAINT payouts_eu_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_eu_2024h1 payouts_eu_2024h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu_2024h1
    ADD CONSTRAINT payouts_eu_2024h1_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_eu_new payouts_eu_new_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu_new
    ADD CONSTRAINT payouts_eu_new_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_eu_old payouts_eu_old_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_eu_old
    ADD CONSTRAINT payouts_eu_old_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_us payouts_us_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_us
    ADD CONSTRAINT payouts_us_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_us_2024h1 payouts_us_2024h1_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_us_2024h1
    ADD CONSTRAINT payouts_us_2024h1_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: payouts_us_rest payouts_us_rest_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.payouts_us_rest
    ADD CONSTRAINT payouts_us_rest_pkey PRIMARY KEY (id, region, paid_on);


--
-- Name: shows shows_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.shows
    ADD CONSTRAINT shows_pkey PRIMARY KEY (id);


--
-- Name: ticket_types ticket_types_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.ticket_types
    ADD CONSTRAINT ticket_types_pkey PRIMARY KEY (id);


--
-- Name: ticket_types ticket_types_show_id_name_key; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.ticket_types
    ADD CONSTRAINT ticket_types_show_id_name_key UNIQUE (show_id, name);


--
-- Name: tickets tickets_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets
    ADD CONSTRAINT tickets_pkey PRIMARY KEY (id, status);


--
-- Name: tickets_closed tickets_closed_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets_closed
    ADD CONSTRAINT tickets_closed_pkey PRIMARY KEY (id, status);


--
-- Name: tickets_issued tickets_issued_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets_issued
    ADD CONSTRAINT tickets_issued_pkey PRIMARY KEY (id, status);


--
-- Name: tickets_other tickets_other_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets_other
    ADD CONSTRAINT tickets_other_pkey PRIMARY KEY (id, status);


--
-- Name: tickets_scanned tickets_scanned_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.tickets_scanned
    ADD CONSTRAINT tickets_scanned_pkey PRIMARY KEY (id, status);


--
-- Name: venues venues_pkey; Type: CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.venues
    ADD CONSTRAINT venues_pkey PRIMARY KEY (id);


--
-- Name: daily_revenue_key; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE UNIQUE INDEX daily_revenue_key ON boxoffice.daily_revenue USING btree (day, organizer_id, currency);


--
-- Name: order_items_order_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_order_idx ON ONLY boxoffice.order_items USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_default_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_default_order_id_created_at_organizer_id_idx ON boxoffice.order_items_default USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_01_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_01 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_01_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_01_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_01_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_01_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_01_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_01_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_01_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_01_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_01_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_02_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_02 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_02_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_02_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_02_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_02_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_02_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_02_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_02_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_02_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_02_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_03_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_03 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_03_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_03_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_03_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_03_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_03_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_03_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_03_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_03_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_03_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_04_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_04 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_04_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_04_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_04_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_04_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_04_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_04_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_04_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_04_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_04_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_05_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_05 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_05_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_05_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_05_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_05_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_05_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_05_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_05_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_05_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_05_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_06_order_id_created_at_organizer_id_idx ON ONLY boxoffice.order_items_p2024_06 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h0_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_06_h0_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_06_h0 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h1_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_06_h1_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_06_h1 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h2_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_06_h2_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_06_h2 USING btree (order_id, created_at, organizer_id);


--
-- Name: order_items_p2024_06_h3_order_id_created_at_organizer_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX order_items_p2024_06_h3_order_id_created_at_organizer_id_idx ON boxoffice.order_items_p2024_06_h3 USING btree (order_id, created_at, organizer_id);


--
-- Name: orders_buyer_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_buyer_idx ON ONLY boxoffice.orders USING btree (lower((buyer_email)::text));


--
-- Name: orders_unpaid_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_unpaid_idx ON ONLY boxoffice.orders USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_default_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_default_created_at_idx ON boxoffice.orders_default USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_default_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_default_lower_idx ON boxoffice.orders_default USING btree (lower((buyer_email)::text));


--
-- Name: orders_organizer_created_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_organizer_created_idx ON ONLY boxoffice.orders USING btree (organizer_id, created_at DESC);


--
-- Name: orders_default_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_default_organizer_id_created_at_idx ON boxoffice.orders_default USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_01_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_created_at_idx ON ONLY boxoffice.orders_p2024_01 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_01_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h0_created_at_idx ON boxoffice.orders_p2024_01_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_01_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_lower_idx ON ONLY boxoffice.orders_p2024_01 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_01_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h0_lower_idx ON boxoffice.orders_p2024_01_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_01_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_01 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_01_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_01_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_01_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h1_created_at_idx ON boxoffice.orders_p2024_01_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_01_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h1_lower_idx ON boxoffice.orders_p2024_01_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_01_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_01_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_01_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h2_created_at_idx ON boxoffice.orders_p2024_01_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_01_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h2_lower_idx ON boxoffice.orders_p2024_01_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_01_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_01_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_01_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h3_created_at_idx ON boxoffice.orders_p2024_01_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_01_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h3_lower_idx ON boxoffice.orders_p2024_01_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_01_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_01_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_01_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_02_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_created_at_idx ON ONLY boxoffice.orders_p2024_02 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_02_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h0_created_at_idx ON boxoffice.orders_p2024_02_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_02_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_lower_idx ON ONLY boxoffice.orders_p2024_02 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_02_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h0_lower_idx ON boxoffice.orders_p2024_02_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_02_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_02 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_02_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_02_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_02_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h1_created_at_idx ON boxoffice.orders_p2024_02_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_02_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h1_lower_idx ON boxoffice.orders_p2024_02_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_02_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_02_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_02_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h2_created_at_idx ON boxoffice.orders_p2024_02_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_02_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h2_lower_idx ON boxoffice.orders_p2024_02_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_02_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_02_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_02_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h3_created_at_idx ON boxoffice.orders_p2024_02_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_02_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h3_lower_idx ON boxoffice.orders_p2024_02_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_02_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_02_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_02_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_03_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_created_at_idx ON ONLY boxoffice.orders_p2024_03 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_03_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h0_created_at_idx ON boxoffice.orders_p2024_03_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_03_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_lower_idx ON ONLY boxoffice.orders_p2024_03 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_03_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h0_lower_idx ON boxoffice.orders_p2024_03_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_03_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_03 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_03_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_03_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_03_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h1_created_at_idx ON boxoffice.orders_p2024_03_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_03_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h1_lower_idx ON boxoffice.orders_p2024_03_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_03_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_03_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_03_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h2_created_at_idx ON boxoffice.orders_p2024_03_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_03_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h2_lower_idx ON boxoffice.orders_p2024_03_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_03_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_03_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_03_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h3_created_at_idx ON boxoffice.orders_p2024_03_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_03_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h3_lower_idx ON boxoffice.orders_p2024_03_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_03_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_03_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_03_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_04_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_created_at_idx ON ONLY boxoffice.orders_p2024_04 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_04_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h0_created_at_idx ON boxoffice.orders_p2024_04_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_04_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_lower_idx ON ONLY boxoffice.orders_p2024_04 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_04_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h0_lower_idx ON boxoffice.orders_p2024_04_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_04_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_04 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_04_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_04_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_04_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h1_created_at_idx ON boxoffice.orders_p2024_04_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_04_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h1_lower_idx ON boxoffice.orders_p2024_04_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_04_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_04_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_04_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h2_created_at_idx ON boxoffice.orders_p2024_04_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_04_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h2_lower_idx ON boxoffice.orders_p2024_04_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_04_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_04_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_04_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h3_created_at_idx ON boxoffice.orders_p2024_04_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_04_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h3_lower_idx ON boxoffice.orders_p2024_04_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_04_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_04_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_04_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_05_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_created_at_idx ON ONLY boxoffice.orders_p2024_05 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_05_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h0_created_at_idx ON boxoffice.orders_p2024_05_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_05_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_lower_idx ON ONLY boxoffice.orders_p2024_05 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_05_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h0_lower_idx ON boxoffice.orders_p2024_05_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_05_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_05 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_05_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_05_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_05_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h1_created_at_idx ON boxoffice.orders_p2024_05_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_05_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h1_lower_idx ON boxoffice.orders_p2024_05_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_05_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_05_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_05_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h2_created_at_idx ON boxoffice.orders_p2024_05_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_05_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h2_lower_idx ON boxoffice.orders_p2024_05_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_05_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_05_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_05_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h3_created_at_idx ON boxoffice.orders_p2024_05_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_05_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h3_lower_idx ON boxoffice.orders_p2024_05_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_05_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_05_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_05_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_06_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_created_at_idx ON ONLY boxoffice.orders_p2024_06 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_06_h0_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h0_created_at_idx ON boxoffice.orders_p2024_06_h0 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_06_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_lower_idx ON ONLY boxoffice.orders_p2024_06 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_06_h0_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h0_lower_idx ON boxoffice.orders_p2024_06_h0 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_06_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_organizer_id_created_at_idx ON ONLY boxoffice.orders_p2024_06 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_06_h0_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h0_organizer_id_created_at_idx ON boxoffice.orders_p2024_06_h0 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_06_h1_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h1_created_at_idx ON boxoffice.orders_p2024_06_h1 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_06_h1_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h1_lower_idx ON boxoffice.orders_p2024_06_h1 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_06_h1_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h1_organizer_id_created_at_idx ON boxoffice.orders_p2024_06_h1 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_06_h2_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h2_created_at_idx ON boxoffice.orders_p2024_06_h2 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_06_h2_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h2_lower_idx ON boxoffice.orders_p2024_06_h2 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_06_h2_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h2_organizer_id_created_at_idx ON boxoffice.orders_p2024_06_h2 USING btree (organizer_id, created_at DESC);


--
-- Name: orders_p2024_06_h3_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h3_created_at_idx ON boxoffice.orders_p2024_06_h3 USING btree (created_at) WHERE ((paid_at IS NULL) AND (status = 1));


--
-- Name: orders_p2024_06_h3_lower_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h3_lower_idx ON boxoffice.orders_p2024_06_h3 USING btree (lower((buyer_email)::text));


--
-- Name: orders_p2024_06_h3_organizer_id_created_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX orders_p2024_06_h3_organizer_id_created_at_idx ON boxoffice.orders_p2024_06_h3 USING btree (organizer_id, created_at DESC);


--
-- Name: shows_lower_title_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX shows_lower_title_idx ON boxoffice.shows USING btree (lower(title) text_pattern_ops);


--
-- Name: shows_on_sale_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX shows_on_sale_idx ON boxoffice.shows USING btree (organizer_id, starts_at) WHERE (status = 2);


--
-- Name: shows_starts_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX shows_starts_idx ON boxoffice.shows USING btree (starts_at);


--
-- Name: shows_tags_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX shows_tags_idx ON boxoffice.shows USING gin (tags);


--
-- Name: tickets_scanned_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_scanned_at_idx ON ONLY boxoffice.tickets USING btree (scanned_at) WHERE (scanned_at IS NOT NULL);


--
-- Name: tickets_closed_scanned_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_closed_scanned_at_idx ON boxoffice.tickets_closed USING btree (scanned_at) WHERE (scanned_at IS NOT NULL);


--
-- Name: tickets_show_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_show_idx ON ONLY boxoffice.tickets USING btree (show_id);


--
-- Name: tickets_closed_show_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_closed_show_id_idx ON boxoffice.tickets_closed USING btree (show_id);


--
-- Name: tickets_issued_scanned_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_issued_scanned_at_idx ON boxoffice.tickets_issued USING btree (scanned_at) WHERE (scanned_at IS NOT NULL);


--
-- Name: tickets_issued_show_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_issued_show_id_idx ON boxoffice.tickets_issued USING btree (show_id);


--
-- Name: tickets_other_scanned_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_other_scanned_at_idx ON boxoffice.tickets_other USING btree (scanned_at) WHERE (scanned_at IS NOT NULL);


--
-- Name: tickets_other_show_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_other_show_id_idx ON boxoffice.tickets_other USING btree (show_id);


--
-- Name: tickets_scanned_scanned_at_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_scanned_scanned_at_idx ON boxoffice.tickets_scanned USING btree (scanned_at) WHERE (scanned_at IS NOT NULL);


--
-- Name: tickets_scanned_show_id_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX tickets_scanned_show_id_idx ON boxoffice.tickets_scanned USING btree (show_id);


--
-- Name: venues_city_idx; Type: INDEX; Schema: boxoffice; Owner: -
--

CREATE INDEX venues_city_idx ON boxoffice.venues USING btree (((address).city));


--
-- Name: order_items_default_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_default_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_default_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_default_pkey;


--
-- Name: order_items_p2024_01_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_01_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_01_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_pkey ATTACH PARTITION boxoffice.order_items_p2024_01_h0_pkey;


--
-- Name: order_items_p2024_01_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_01_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_01_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_pkey ATTACH PARTITION boxoffice.order_items_p2024_01_h1_pkey;


--
-- Name: order_items_p2024_01_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_01_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_01_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_pkey ATTACH PARTITION boxoffice.order_items_p2024_01_h2_pkey;


--
-- Name: order_items_p2024_01_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_01_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_01_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_01_pkey ATTACH PARTITION boxoffice.order_items_p2024_01_h3_pkey;


--
-- Name: order_items_p2024_01_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_01_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_01_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_01_pkey;


--
-- Name: order_items_p2024_02_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_02_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_02_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_pkey ATTACH PARTITION boxoffice.order_items_p2024_02_h0_pkey;


--
-- Name: order_items_p2024_02_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_02_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_02_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_pkey ATTACH PARTITION boxoffice.order_items_p2024_02_h1_pkey;


--
-- Name: order_items_p2024_02_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_02_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_02_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_pkey ATTACH PARTITION boxoffice.order_items_p2024_02_h2_pkey;


--
-- Name: order_items_p2024_02_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_02_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_02_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_02_pkey ATTACH PARTITION boxoffice.order_items_p2024_02_h3_pkey;


--
-- Name: order_items_p2024_02_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_02_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_02_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_02_pkey;


--
-- Name: order_items_p2024_03_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_03_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_03_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_pkey ATTACH PARTITION boxoffice.order_items_p2024_03_h0_pkey;


--
-- Name: order_items_p2024_03_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_03_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_03_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_pkey ATTACH PARTITION boxoffice.order_items_p2024_03_h1_pkey;


--
-- Name: order_items_p2024_03_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_03_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_03_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_pkey ATTACH PARTITION boxoffice.order_items_p2024_03_h2_pkey;


--
-- Name: order_items_p2024_03_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_03_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_03_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_03_pkey ATTACH PARTITION boxoffice.order_items_p2024_03_h3_pkey;


--
-- Name: order_items_p2024_03_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_03_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_03_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_03_pkey;


--
-- Name: order_items_p2024_04_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_04_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_04_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_pkey ATTACH PARTITION boxoffice.order_items_p2024_04_h0_pkey;


--
-- Name: order_items_p2024_04_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_04_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_04_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_pkey ATTACH PARTITION boxoffice.order_items_p2024_04_h1_pkey;


--
-- Name: order_items_p2024_04_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_04_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_04_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_pkey ATTACH PARTITION boxoffice.order_items_p2024_04_h2_pkey;


--
-- Name: order_items_p2024_04_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_04_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_04_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_04_pkey ATTACH PARTITION boxoffice.order_items_p2024_04_h3_pkey;


--
-- Name: order_items_p2024_04_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_04_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_04_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_04_pkey;


--
-- Name: order_items_p2024_05_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_05_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_05_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_pkey ATTACH PARTITION boxoffice.order_items_p2024_05_h0_pkey;


--
-- Name: order_items_p2024_05_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_05_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_05_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_pkey ATTACH PARTITION boxoffice.order_items_p2024_05_h1_pkey;


--
-- Name: order_items_p2024_05_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_05_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_05_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_pkey ATTACH PARTITION boxoffice.order_items_p2024_05_h2_pkey;


--
-- Name: order_items_p2024_05_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_05_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_05_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_05_pkey ATTACH PARTITION boxoffice.order_items_p2024_05_h3_pkey;


--
-- Name: order_items_p2024_05_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_05_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_05_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_05_pkey;


--
-- Name: order_items_p2024_06_h0_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_06_h0_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_06_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_pkey ATTACH PARTITION boxoffice.order_items_p2024_06_h0_pkey;


--
-- Name: order_items_p2024_06_h1_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_06_h1_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_06_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_pkey ATTACH PARTITION boxoffice.order_items_p2024_06_h1_pkey;


--
-- Name: order_items_p2024_06_h2_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_06_h2_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_06_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_pkey ATTACH PARTITION boxoffice.order_items_p2024_06_h2_pkey;


--
-- Name: order_items_p2024_06_h3_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_order_id_created_at_organizer_id_idx ATTACH PARTITION boxoffice.order_items_p2024_06_h3_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_06_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_p2024_06_pkey ATTACH PARTITION boxoffice.order_items_p2024_06_h3_pkey;


--
-- Name: order_items_p2024_06_order_id_created_at_organizer_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_order_idx ATTACH PARTITION boxoffice.order_items_p2024_06_order_id_created_at_organizer_id_idx;


--
-- Name: order_items_p2024_06_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.order_items_pkey ATTACH PARTITION boxoffice.order_items_p2024_06_pkey;


--
-- Name: orders_default_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_default_created_at_idx;


--
-- Name: orders_default_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_default_lower_idx;


--
-- Name: orders_default_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_default_organizer_id_created_at_idx;


--
-- Name: orders_default_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_default_pkey;


--
-- Name: orders_p2024_01_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_01_created_at_idx;


--
-- Name: orders_p2024_01_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h0_created_at_idx;


--
-- Name: orders_p2024_01_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_lower_idx ATTACH PARTITION boxoffice.orders_p2024_01_h0_lower_idx;


--
-- Name: orders_p2024_01_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_01_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_pkey ATTACH PARTITION boxoffice.orders_p2024_01_h0_pkey;


--
-- Name: orders_p2024_01_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h1_created_at_idx;


--
-- Name: orders_p2024_01_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_lower_idx ATTACH PARTITION boxoffice.orders_p2024_01_h1_lower_idx;


--
-- Name: orders_p2024_01_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_01_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_pkey ATTACH PARTITION boxoffice.orders_p2024_01_h1_pkey;


--
-- Name: orders_p2024_01_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h2_created_at_idx;


--
-- Name: orders_p2024_01_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_lower_idx ATTACH PARTITION boxoffice.orders_p2024_01_h2_lower_idx;


--
-- Name: orders_p2024_01_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_01_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_pkey ATTACH PARTITION boxoffice.orders_p2024_01_h2_pkey;


--
-- Name: orders_p2024_01_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h3_created_at_idx;


--
-- Name: orders_p2024_01_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_lower_idx ATTACH PARTITION boxoffice.orders_p2024_01_h3_lower_idx;


--
-- Name: orders_p2024_01_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_01_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_01_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_01_pkey ATTACH PARTITION boxoffice.orders_p2024_01_h3_pkey;


--
-- Name: orders_p2024_01_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_01_lower_idx;


--
-- Name: orders_p2024_01_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_01_organizer_id_created_at_idx;


--
-- Name: orders_p2024_01_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_01_pkey;


--
-- Name: orders_p2024_02_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_02_created_at_idx;


--
-- Name: orders_p2024_02_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h0_created_at_idx;


--
-- Name: orders_p2024_02_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_lower_idx ATTACH PARTITION boxoffice.orders_p2024_02_h0_lower_idx;


--
-- Name: orders_p2024_02_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_02_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_pkey ATTACH PARTITION boxoffice.orders_p2024_02_h0_pkey;


--
-- Name: orders_p2024_02_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h1_created_at_idx;


--
-- Name: orders_p2024_02_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_lower_idx ATTACH PARTITION boxoffice.orders_p2024_02_h1_lower_idx;


--
-- Name: orders_p2024_02_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_02_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_pkey ATTACH PARTITION boxoffice.orders_p2024_02_h1_pkey;


--
-- Name: orders_p2024_02_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h2_created_at_idx;


--
-- Name: orders_p2024_02_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_lower_idx ATTACH PARTITION boxoffice.orders_p2024_02_h2_lower_idx;


--
-- Name: orders_p2024_02_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_02_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_pkey ATTACH PARTITION boxoffice.orders_p2024_02_h2_pkey;


--
-- Name: orders_p2024_02_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h3_created_at_idx;


--
-- Name: orders_p2024_02_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_lower_idx ATTACH PARTITION boxoffice.orders_p2024_02_h3_lower_idx;


--
-- Name: orders_p2024_02_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_02_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_02_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_02_pkey ATTACH PARTITION boxoffice.orders_p2024_02_h3_pkey;


--
-- Name: orders_p2024_02_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_02_lower_idx;


--
-- Name: orders_p2024_02_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_02_organizer_id_created_at_idx;


--
-- Name: orders_p2024_02_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_02_pkey;


--
-- Name: orders_p2024_03_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_03_created_at_idx;


--
-- Name: orders_p2024_03_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h0_created_at_idx;


--
-- Name: orders_p2024_03_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_lower_idx ATTACH PARTITION boxoffice.orders_p2024_03_h0_lower_idx;


--
-- Name: orders_p2024_03_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_03_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_pkey ATTACH PARTITION boxoffice.orders_p2024_03_h0_pkey;


--
-- Name: orders_p2024_03_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h1_created_at_idx;


--
-- Name: orders_p2024_03_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_lower_idx ATTACH PARTITION boxoffice.orders_p2024_03_h1_lower_idx;


--
-- Name: orders_p2024_03_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_03_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_pkey ATTACH PARTITION boxoffice.orders_p2024_03_h1_pkey;


--
-- Name: orders_p2024_03_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h2_created_at_idx;


--
-- Name: orders_p2024_03_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_lower_idx ATTACH PARTITION boxoffice.orders_p2024_03_h2_lower_idx;


--
-- Name: orders_p2024_03_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_03_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_pkey ATTACH PARTITION boxoffice.orders_p2024_03_h2_pkey;


--
-- Name: orders_p2024_03_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h3_created_at_idx;


--
-- Name: orders_p2024_03_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_lower_idx ATTACH PARTITION boxoffice.orders_p2024_03_h3_lower_idx;


--
-- Name: orders_p2024_03_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_03_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_03_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_03_pkey ATTACH PARTITION boxoffice.orders_p2024_03_h3_pkey;


--
-- Name: orders_p2024_03_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_03_lower_idx;


--
-- Name: orders_p2024_03_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_03_organizer_id_created_at_idx;


--
-- Name: orders_p2024_03_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_03_pkey;


--
-- Name: orders_p2024_04_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_04_created_at_idx;


--
-- Name: orders_p2024_04_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h0_created_at_idx;


--
-- Name: orders_p2024_04_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_lower_idx ATTACH PARTITION boxoffice.orders_p2024_04_h0_lower_idx;


--
-- Name: orders_p2024_04_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_04_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_pkey ATTACH PARTITION boxoffice.orders_p2024_04_h0_pkey;


--
-- Name: orders_p2024_04_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h1_created_at_idx;


--
-- Name: orders_p2024_04_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_lower_idx ATTACH PARTITION boxoffice.orders_p2024_04_h1_lower_idx;


--
-- Name: orders_p2024_04_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_04_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_pkey ATTACH PARTITION boxoffice.orders_p2024_04_h1_pkey;


--
-- Name: orders_p2024_04_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h2_created_at_idx;


--
-- Name: orders_p2024_04_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_lower_idx ATTACH PARTITION boxoffice.orders_p2024_04_h2_lower_idx;


--
-- Name: orders_p2024_04_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_04_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_pkey ATTACH PARTITION boxoffice.orders_p2024_04_h2_pkey;


--
-- Name: orders_p2024_04_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h3_created_at_idx;


--
-- Name: orders_p2024_04_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_lower_idx ATTACH PARTITION boxoffice.orders_p2024_04_h3_lower_idx;


--
-- Name: orders_p2024_04_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_04_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_04_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_04_pkey ATTACH PARTITION boxoffice.orders_p2024_04_h3_pkey;


--
-- Name: orders_p2024_04_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_04_lower_idx;


--
-- Name: orders_p2024_04_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_04_organizer_id_created_at_idx;


--
-- Name: orders_p2024_04_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_04_pkey;


--
-- Name: orders_p2024_05_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_05_created_at_idx;


--
-- Name: orders_p2024_05_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h0_created_at_idx;


--
-- Name: orders_p2024_05_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_lower_idx ATTACH PARTITION boxoffice.orders_p2024_05_h0_lower_idx;


--
-- Name: orders_p2024_05_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_05_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_pkey ATTACH PARTITION boxoffice.orders_p2024_05_h0_pkey;


--
-- Name: orders_p2024_05_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h1_created_at_idx;


--
-- Name: orders_p2024_05_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_lower_idx ATTACH PARTITION boxoffice.orders_p2024_05_h1_lower_idx;


--
-- Name: orders_p2024_05_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_05_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_pkey ATTACH PARTITION boxoffice.orders_p2024_05_h1_pkey;


--
-- Name: orders_p2024_05_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h2_created_at_idx;


--
-- Name: orders_p2024_05_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_lower_idx ATTACH PARTITION boxoffice.orders_p2024_05_h2_lower_idx;


--
-- Name: orders_p2024_05_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_05_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_pkey ATTACH PARTITION boxoffice.orders_p2024_05_h2_pkey;


--
-- Name: orders_p2024_05_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h3_created_at_idx;


--
-- Name: orders_p2024_05_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_lower_idx ATTACH PARTITION boxoffice.orders_p2024_05_h3_lower_idx;


--
-- Name: orders_p2024_05_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_05_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_05_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_05_pkey ATTACH PARTITION boxoffice.orders_p2024_05_h3_pkey;


--
-- Name: orders_p2024_05_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_05_lower_idx;


--
-- Name: orders_p2024_05_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_05_organizer_id_created_at_idx;


--
-- Name: orders_p2024_05_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_05_pkey;


--
-- Name: orders_p2024_06_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_unpaid_idx ATTACH PARTITION boxoffice.orders_p2024_06_created_at_idx;


--
-- Name: orders_p2024_06_h0_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h0_created_at_idx;


--
-- Name: orders_p2024_06_h0_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_lower_idx ATTACH PARTITION boxoffice.orders_p2024_06_h0_lower_idx;


--
-- Name: orders_p2024_06_h0_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h0_organizer_id_created_at_idx;


--
-- Name: orders_p2024_06_h0_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_pkey ATTACH PARTITION boxoffice.orders_p2024_06_h0_pkey;


--
-- Name: orders_p2024_06_h1_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h1_created_at_idx;


--
-- Name: orders_p2024_06_h1_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_lower_idx ATTACH PARTITION boxoffice.orders_p2024_06_h1_lower_idx;


--
-- Name: orders_p2024_06_h1_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h1_organizer_id_created_at_idx;


--
-- Name: orders_p2024_06_h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_pkey ATTACH PARTITION boxoffice.orders_p2024_06_h1_pkey;


--
-- Name: orders_p2024_06_h2_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h2_created_at_idx;


--
-- Name: orders_p2024_06_h2_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_lower_idx ATTACH PARTITION boxoffice.orders_p2024_06_h2_lower_idx;


--
-- Name: orders_p2024_06_h2_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h2_organizer_id_created_at_idx;


--
-- Name: orders_p2024_06_h2_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_pkey ATTACH PARTITION boxoffice.orders_p2024_06_h2_pkey;


--
-- Name: orders_p2024_06_h3_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h3_created_at_idx;


--
-- Name: orders_p2024_06_h3_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_lower_idx ATTACH PARTITION boxoffice.orders_p2024_06_h3_lower_idx;


--
-- Name: orders_p2024_06_h3_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_organizer_id_created_at_idx ATTACH PARTITION boxoffice.orders_p2024_06_h3_organizer_id_created_at_idx;


--
-- Name: orders_p2024_06_h3_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_p2024_06_pkey ATTACH PARTITION boxoffice.orders_p2024_06_h3_pkey;


--
-- Name: orders_p2024_06_lower_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_buyer_idx ATTACH PARTITION boxoffice.orders_p2024_06_lower_idx;


--
-- Name: orders_p2024_06_organizer_id_created_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_organizer_created_idx ATTACH PARTITION boxoffice.orders_p2024_06_organizer_id_created_at_idx;


--
-- Name: orders_p2024_06_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.orders_pkey ATTACH PARTITION boxoffice.orders_p2024_06_pkey;


--
-- Name: payouts_apac_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_pkey ATTACH PARTITION boxoffice.payouts_apac_pkey;


--
-- Name: payouts_eu_2024h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_eu_pkey ATTACH PARTITION boxoffice.payouts_eu_2024h1_pkey;


--
-- Name: payouts_eu_new_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_eu_pkey ATTACH PARTITION boxoffice.payouts_eu_new_pkey;


--
-- Name: payouts_eu_old_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_eu_pkey ATTACH PARTITION boxoffice.payouts_eu_old_pkey;


--
-- Name: payouts_eu_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_pkey ATTACH PARTITION boxoffice.payouts_eu_pkey;


--
-- Name: payouts_us_2024h1_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_us_pkey ATTACH PARTITION boxoffice.payouts_us_2024h1_pkey;


--
-- Name: payouts_us_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_pkey ATTACH PARTITION boxoffice.payouts_us_pkey;


--
-- Name: payouts_us_rest_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.payouts_us_pkey ATTACH PARTITION boxoffice.payouts_us_rest_pkey;


--
-- Name: tickets_closed_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_pkey ATTACH PARTITION boxoffice.tickets_closed_pkey;


--
-- Name: tickets_closed_scanned_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_scanned_at_idx ATTACH PARTITION boxoffice.tickets_closed_scanned_at_idx;


--
-- Name: tickets_closed_show_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_show_idx ATTACH PARTITION boxoffice.tickets_closed_show_id_idx;


--
-- Name: tickets_issued_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_pkey ATTACH PARTITION boxoffice.tickets_issued_pkey;


--
-- Name: tickets_issued_scanned_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_scanned_at_idx ATTACH PARTITION boxoffice.tickets_issued_scanned_at_idx;


--
-- Name: tickets_issued_show_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_show_idx ATTACH PARTITION boxoffice.tickets_issued_show_id_idx;


--
-- Name: tickets_other_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_pkey ATTACH PARTITION boxoffice.tickets_other_pkey;


--
-- Name: tickets_other_scanned_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_scanned_at_idx ATTACH PARTITION boxoffice.tickets_other_scanned_at_idx;


--
-- Name: tickets_other_show_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_show_idx ATTACH PARTITION boxoffice.tickets_other_show_id_idx;


--
-- Name: tickets_scanned_pkey; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_pkey ATTACH PARTITION boxoffice.tickets_scanned_pkey;


--
-- Name: tickets_scanned_scanned_at_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_scanned_at_idx ATTACH PARTITION boxoffice.tickets_scanned_scanned_at_idx;


--
-- Name: tickets_scanned_show_id_idx; Type: INDEX ATTACH; Schema: boxoffice; Owner: -
--

ALTER INDEX boxoffice.tickets_show_idx ATTACH PARTITION boxoffice.tickets_scanned_show_id_idx;


--
-- Name: order_items order_items_order_id_created_at_organizer_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.order_items
    ADD CONSTRAINT order_items_order_id_created_at_organizer_id_fkey FOREIGN KEY (order_id, created_at, organizer_id) REFERENCES boxoffice.orders(id, created_at, organizer_id) ON DELETE CASCADE;


--
-- Name: order_items order_items_ticket_type_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.order_items
    ADD CONSTRAINT order_items_ticket_type_id_fkey FOREIGN KEY (ticket_type_id) REFERENCES boxoffice.ticket_types(id);


--
-- Name: orders orders_payment_method_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.orders
    ADD CONSTRAINT orders_payment_method_fkey FOREIGN KEY (payment_method) REFERENCES boxoffice.payment_methods(code);


--
-- Name: orders orders_status_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.orders
    ADD CONSTRAINT orders_status_fkey FOREIGN KEY (status) REFERENCES boxoffice.order_statuses(code);


--
-- Name: payouts payouts_organizer_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.payouts
    ADD CONSTRAINT payouts_organizer_id_fkey FOREIGN KEY (organizer_id) REFERENCES boxoffice.organizers(id);


--
-- Name: shows shows_organizer_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.shows
    ADD CONSTRAINT shows_organizer_id_fkey FOREIGN KEY (organizer_id) REFERENCES boxoffice.organizers(id);


--
-- Name: shows shows_venue_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.shows
    ADD CONSTRAINT shows_venue_id_fkey FOREIGN KEY (venue_id) REFERENCES boxoffice.venues(id);


--
-- Name: ticket_types ticket_types_show_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.ticket_types
    ADD CONSTRAINT ticket_types_show_id_fkey FOREIGN KEY (show_id) REFERENCES boxoffice.shows(id) ON DELETE CASCADE;


--
-- Name: tickets tickets_order_id_order_created_at_organizer_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.tickets
    ADD CONSTRAINT tickets_order_id_order_created_at_organizer_id_fkey FOREIGN KEY (order_id, order_created_at, organizer_id) REFERENCES boxoffice.orders(id, created_at, organizer_id);


--
-- Name: tickets tickets_show_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.tickets
    ADD CONSTRAINT tickets_show_id_fkey FOREIGN KEY (show_id) REFERENCES boxoffice.shows(id);


--
-- Name: tickets tickets_ticket_type_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.tickets
    ADD CONSTRAINT tickets_ticket_type_id_fkey FOREIGN KEY (ticket_type_id) REFERENCES boxoffice.ticket_types(id);


--
-- Name: venues venues_organizer_id_fkey; Type: FK CONSTRAINT; Schema: boxoffice; Owner: -
--

ALTER TABLE ONLY boxoffice.venues
    ADD CONSTRAINT venues_organizer_id_fkey FOREIGN KEY (organizer_id) REFERENCES boxoffice.organizers(id);


--
-- Name: orders; Type: ROW SECURITY; Schema: boxoffice; Owner: -
--

ALTER TABLE boxoffice.orders ENABLE ROW LEVEL SECURITY;

--
-- Name: orders orders_by_organizer; Type: POLICY; Schema: boxoffice; Owner: -
--

CREATE POLICY orders_by_organizer ON boxoffice.orders USING ((organizer_id = boxoffice.current_organizer()));


--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

