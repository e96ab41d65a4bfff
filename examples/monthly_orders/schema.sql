--
-- PostgreSQL database dump
--

\restrict i9r1exZwMW8MFlX8nKM0Q4PEMqFrEm4dc7gmdiIk4WnDrtgVP3nIQYWgNJTiltf

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
-- Name: order_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.order_status AS ENUM (
    'new',
    'paid',
    'shipped',
    'cancelled'
);


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: calendar; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar (
    d date NOT NULL,
    is_holiday boolean NOT NULL,
    fiscal_quarter text NOT NULL
);


--
-- Name: campaigns; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.campaigns (
    campaign_id integer NOT NULL,
    name text NOT NULL,
    starts date NOT NULL,
    ends date NOT NULL
);


--
-- Name: campaigns_campaign_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.campaigns_campaign_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: campaigns_campaign_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.campaigns_campaign_id_seq OWNED BY public.campaigns.campaign_id;


--
-- Name: customers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customers (
    customer_id bigint NOT NULL,
    email text NOT NULL,
    country character(2) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: customers_customer_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.customers_customer_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: customers_customer_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.customers_customer_id_seq OWNED BY public.customers.customer_id;


--
-- Name: order_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
)
PARTITION BY RANGE (ordered_at);


--
-- Name: order_lines_2024_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_01 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_02; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_02 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_03; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_03 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_04; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_04 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_05; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_05 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_06; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_06 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_07; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_07 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_08; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_08 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_09; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_09 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_10 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_11 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2024_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2024_12 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: order_lines_2025_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_lines_2025_01 (
    order_id bigint NOT NULL,
    ordered_at timestamp with time zone NOT NULL,
    line_no smallint NOT NULL,
    sku text NOT NULL,
    qty integer NOT NULL,
    price numeric(12,2) NOT NULL,
    CONSTRAINT order_lines_qty_check CHECK ((qty > 0))
);


--
-- Name: orders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
)
PARTITION BY RANGE (ordered_at);


--
-- Name: orders_2024_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_01 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_02; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_02 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_03; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_03 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_04; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_04 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_05; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_05 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_06; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_06 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_07; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_07 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_08; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_08 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_09; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_09 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_10; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_10 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_11 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2024_12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2024_12 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_2025_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders_2025_01 (
    order_id bigint NOT NULL,
    customer_id bigint NOT NULL,
    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,
    total numeric(12,2) NOT NULL,
    ordered_at timestamp with time zone NOT NULL
);


--
-- Name: orders_order_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.orders ALTER COLUMN order_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.orders_order_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: order_lines_2024_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: order_lines_2024_02; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: order_lines_2024_03; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: order_lines_2024_04; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: order_lines_2024_05; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_05 FOR VALUES FROM ('2024-05-01 00:00:00+00') TO ('2024-06-01 00:00:00+00');


--
-- Name: order_lines_2024_06; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_06 FOR VALUES FROM ('2024-06-01 00:00:00+00') TO ('2024-07-01 00:00:00+00');


--
-- Name: order_lines_2024_07; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_07 FOR VALUES FROM ('2024-07-01 00:00:00+00') TO ('2024-08-01 00:00:00+00');


--
-- Name: order_lines_2024_08; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_08 FOR VALUES FROM ('2024-08-01 00:00:00+00') TO ('2024-09-01 00:00:00+00');


--
-- Name: order_lines_2024_09; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_09 FOR VALUES FROM ('2024-09-01 00:00:00+00') TO ('2024-10-01 00:00:00+00');


--
-- Name: order_lines_2024_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_10 FOR VALUES FROM ('2024-10-01 00:00:00+00') TO ('2024-11-01 00:00:00+00');


--
-- Name: order_lines_2024_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_11 FOR VALUES FROM ('2024-11-01 00:00:00+00') TO ('2024-12-01 00:00:00+00');


--
-- Name: order_lines_2024_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2024_12 FOR VALUES FROM ('2024-12-01 00:00:00+00') TO ('2025-01-01 00:00:00+00');


--
-- Name: order_lines_2025_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines ATTACH PARTITION public.order_lines_2025_01 FOR VALUES FROM ('2025-01-01 00:00:00+00') TO ('2025-02-01 00:00:00+00');


--
-- Name: orders_2024_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: orders_2024_02; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: orders_2024_03; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: orders_2024_04; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: orders_2024_05; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_05 FOR VALUES FROM ('2024-05-01 00:00:00+00') TO ('2024-06-01 00:00:00+00');


--
-- Name: orders_2024_06; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_06 FOR VALUES FROM ('2024-06-01 00:00:00+00') TO ('2024-07-01 00:00:00+00');


--
-- Name: orders_2024_07; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_07 FOR VALUES FROM ('2024-07-01 00:00:00+00') TO ('2024-08-01 00:00:00+00');


--
-- Name: orders_2024_08; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_08 FOR VALUES FROM ('2024-08-01 00:00:00+00') TO ('2024-09-01 00:00:00+00');


--
-- Name: orders_2024_09; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_09 FOR VALUES FROM ('2024-09-01 00:00:00+00') TO ('2024-10-01 00:00:00+00');


--
-- Name: orders_2024_10; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_10 FOR VALUES FROM ('2024-10-01 00:00:00+00') TO ('2024-11-01 00:00:00+00');


--
-- Name: orders_2024_11; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_11 FOR VALUES FROM ('2024-11-01 00:00:00+00') TO ('2024-12-01 00:00:00+00');


--
-- Name: orders_2024_12; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2024_12 FOR VALUES FROM ('2024-12-01 00:00:00+00') TO ('2025-01-01 00:00:00+00');


--
-- Name: orders_2025_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ATTACH PARTITION public.orders_2025_01 FOR VALUES FROM ('2025-01-01 00:00:00+00') TO ('2025-02-01 00:00:00+00');


--
-- Name: campaigns campaign_id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.campaigns ALTER COLUMN campaign_id SET DEFAULT nextval('public.campaigns_campaign_id_seq'::regclass);


--
-- Name: customers customer_id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers ALTER COLUMN customer_id SET DEFAULT nextval('public.customers_customer_id_seq'::regclass);


--
-- Name: calendar calendar_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar
    ADD CONSTRAINT calendar_pkey PRIMARY KEY (d);


--
-- Name: campaigns campaigns_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_pkey PRIMARY KEY (campaign_id);


--
-- Name: customers customers_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_email_key UNIQUE (email);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (customer_id);


--
-- Name: order_lines order_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines
    ADD CONSTRAINT order_lines_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_01 order_lines_2024_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_01
    ADD CONSTRAINT order_lines_2024_01_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_02 order_lines_2024_02_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_02
    ADD CONSTRAINT order_lines_2024_02_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_03 order_lines_2024_03_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_03
    ADD CONSTRAINT order_lines_2024_03_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_04 order_lines_2024_04_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_04
    ADD CONSTRAINT order_lines_2024_04_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_05 order_lines_2024_05_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_05
    ADD CONSTRAINT order_lines_2024_05_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_06 order_lines_2024_06_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_06
    ADD CONSTRAINT order_lines_2024_06_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_07 order_lines_2024_07_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_07
    ADD CONSTRAINT order_lines_2024_07_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_08 order_lines_2024_08_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_08
    ADD CONSTRAINT order_lines_2024_08_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_09 order_lines_2024_09_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_09
    ADD CONSTRAINT order_lines_2024_09_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_10 order_lines_2024_10_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_10
    ADD CONSTRAINT order_lines_2024_10_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_11 order_lines_2024_11_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_11
    ADD CONSTRAINT order_lines_2024_11_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2024_12 order_lines_2024_12_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2024_12
    ADD CONSTRAINT order_lines_2024_12_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: order_lines_2025_01 order_lines_2025_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_lines_2025_01
    ADD CONSTRAINT order_lines_2025_01_pkey PRIMARY KEY (order_id, ordered_at, line_no);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_01 orders_2024_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_01
    ADD CONSTRAINT orders_2024_01_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_02 orders_2024_02_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_02
    ADD CONSTRAINT orders_2024_02_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_03 orders_2024_03_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_03
    ADD CONSTRAINT orders_2024_03_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_04 orders_2024_04_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_04
    ADD CONSTRAINT orders_2024_04_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_05 orders_2024_05_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_05
    ADD CONSTRAINT orders_2024_05_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_06 orders_2024_06_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_06
    ADD CONSTRAINT orders_2024_06_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_07 orders_2024_07_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_07
    ADD CONSTRAINT orders_2024_07_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_08 orders_2024_08_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_08
    ADD CONSTRAINT orders_2024_08_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_09 orders_2024_09_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_09
    ADD CONSTRAINT orders_2024_09_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_10 orders_2024_10_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_10
    ADD CONSTRAINT orders_2024_10_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_11 orders_2024_11_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_11
    ADD CONSTRAINT orders_2024_11_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2024_12 orders_2024_12_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2024_12
    ADD CONSTRAINT orders_2024_12_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_2025_01 orders_2025_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders_2025_01
    ADD CONSTRAINT orders_2025_01_pkey PRIMARY KEY (order_id, ordered_at);


--
-- Name: orders_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_customer_id_idx ON ONLY public.orders USING btree (customer_id);


--
-- Name: orders_2024_01_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_01_customer_id_idx ON public.orders_2024_01 USING btree (customer_id);


--
-- Name: orders_2024_02_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_02_customer_id_idx ON public.orders_2024_02 USING btree (customer_id);


--
-- Name: orders_2024_03_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_03_customer_id_idx ON public.orders_2024_03 USING btree (customer_id);


--
-- Name: orders_2024_04_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_04_customer_id_idx ON public.orders_2024_04 USING btree (customer_id);


--
-- Name: orders_2024_05_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_05_customer_id_idx ON public.orders_2024_05 USING btree (customer_id);


--
-- Name: orders_2024_06_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_06_customer_id_idx ON public.orders_2024_06 USING btree (customer_id);


--
-- Name: orders_2024_07_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_07_customer_id_idx ON public.orders_2024_07 USING btree (customer_id);


--
-- Name: orders_2024_08_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_08_customer_id_idx ON public.orders_2024_08 USING btree (customer_id);


--
-- Name: orders_2024_09_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_09_customer_id_idx ON public.orders_2024_09 USING btree (customer_id);


--
-- Name: orders_2024_10_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_10_customer_id_idx ON public.orders_2024_10 USING btree (customer_id);


--
-- Name: orders_2024_11_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_11_customer_id_idx ON public.orders_2024_11 USING btree (customer_id);


--
-- Name: orders_2024_12_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2024_12_customer_id_idx ON public.orders_2024_12 USING btree (customer_id);


--
-- Name: orders_2025_01_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_2025_01_customer_id_idx ON public.orders_2025_01 USING btree (customer_id);


--
-- Name: order_lines_2024_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_01_pkey;


--
-- Name: order_lines_2024_02_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_02_pkey;


--
-- Name: order_lines_2024_03_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_03_pkey;


--
-- Name: order_lines_2024_04_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_04_pkey;


--
-- Name: order_lines_2024_05_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_05_pkey;


--
-- Name: order_lines_2024_06_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_06_pkey;


--
-- Name: order_lines_2024_07_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_07_pkey;


--
-- Name: order_lines_2024_08_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_08_pkey;


--
-- Name: order_lines_2024_09_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_09_pkey;


--
-- Name: order_lines_2024_10_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_10_pkey;


--
-- Name: order_lines_2024_11_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_11_pkey;


--
-- Name: order_lines_2024_12_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2024_12_pkey;


--
-- Name: order_lines_2025_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.order_lines_pkey ATTACH PARTITION public.order_lines_2025_01_pkey;


--
-- Name: orders_2024_01_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_01_customer_id_idx;


--
-- Name: orders_2024_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_01_pkey;


--
-- Name: orders_2024_02_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_02_customer_id_idx;


--
-- Name: orders_2024_02_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_02_pkey;


--
-- Name: orders_2024_03_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_03_customer_id_idx;


--
-- Name: orders_2024_03_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_03_pkey;


--
-- Name: orders_2024_04_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_04_customer_id_idx;


--
-- Name: orders_2024_04_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_04_pkey;


--
-- Name: orders_2024_05_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_05_customer_id_idx;


--
-- Name: orders_2024_05_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_05_pkey;


--
-- Name: orders_2024_06_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_06_customer_id_idx;


--
-- Name: orders_2024_06_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_06_pkey;


--
-- Name: orders_2024_07_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_07_customer_id_idx;


--
-- Name: orders_2024_07_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_07_pkey;


--
-- Name: orders_2024_08_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_08_customer_id_idx;


--
-- Name: orders_2024_08_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_08_pkey;


--
-- Name: orders_2024_09_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_09_customer_id_idx;


--
-- Name: orders_2024_09_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_09_pkey;


--
-- Name: orders_2024_10_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_10_customer_id_idx;


--
-- Name: orders_2024_10_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_10_pkey;


--
-- Name: orders_2024_11_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_11_customer_id_idx;


--
-- Name: orders_2024_11_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_11_pkey;


--
-- Name: orders_2024_12_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2024_12_customer_id_idx;


--
-- Name: orders_2024_12_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2024_12_pkey;


--
-- Name: orders_2025_01_customer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_customer_id_idx ATTACH PARTITION public.orders_2025_01_customer_id_idx;


--
-- Name: orders_2025_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.orders_pkey ATTACH PARTITION public.orders_2025_01_pkey;


--
-- Name: order_lines order_lines_order_id_ordered_at_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.order_lines
    ADD CONSTRAINT order_lines_order_id_ordered_at_fkey FOREIGN KEY (order_id, ordered_at) REFERENCES public.orders(order_id, ordered_at);


--
-- Name: orders orders_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.orders
    ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(customer_id);


--
-- PostgreSQL database dump complete
--

\unrestrict i9r1exZwMW8MFlX8nKM0Q4PEMqFrEm4dc7gmdiIk4WnDrtgVP3nIQYWgNJTiltf

