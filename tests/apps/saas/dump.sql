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
-- Name: citext; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;


--
-- Name: EXTENSION citext; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION citext IS 'data type for case-insensitive character strings';


--
-- Name: event_kind; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.event_kind AS ENUM (
    'login',
    'logout',
    'task_created',
    'task_done',
    'comment',
    'invite'
);


--
-- Name: invoice_status; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.invoice_status AS ENUM (
    'draft',
    'open',
    'paid',
    'void',
    'uncollectible'
);


--
-- Name: tenant_tier; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.tenant_tier AS ENUM (
    'free',
    'pro',
    'enterprise'
);


--
-- Name: user_role; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.user_role AS ENUM (
    'owner',
    'admin',
    'member',
    'guest'
);


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: api_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_keys (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    prefix character(8) NOT NULL,
    key_hash bytea NOT NULL,
    scopes text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);


--
-- Name: api_keys_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.api_keys ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.api_keys_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
)
PARTITION BY RANGE (occurred_at);


--
-- Name: TABLE events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.events IS 'Activity stream, one partition per month and tier';


--
-- Name: events_2024_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_01 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
)
PARTITION BY LIST (tier);


--
-- Name: events_2024_01_free; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_01_free (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_01_paid; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_01_paid (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_02; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_02 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
)
PARTITION BY LIST (tier);


--
-- Name: events_2024_02_free; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_02_free (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_02_paid; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_02_paid (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_03; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_03 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
)
PARTITION BY LIST (tier);


--
-- Name: events_2024_03_free; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_03_free (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_03_pro; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_03_pro (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_03_rest; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_03_rest (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_04; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_04 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
)
PARTITION BY LIST (tier);


--
-- Name: events_2024_04_free; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_04_free (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_04_paid; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_04_paid (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_2024_05; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_2024_05 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_default; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events_default (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    tier public.tenant_tier NOT NULL,
    user_id bigint,
    kind public.event_kind NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL
);


--
-- Name: events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.events ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY RANGE (issued_at);


--
-- Name: invoices_2024_01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_01 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_2024_02; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_02 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_2024_03; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_03 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
)
PARTITION BY LIST (region);


--
-- Name: invoices_2024_03_eu; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_03_eu (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_2024_03_other; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_03_other (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_2024_03_us; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_03_us (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_2024_04; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_2024_04 (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: invoices_default; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices_default (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    region text NOT NULL,
    number text NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    amount_cents bigint NOT NULL,
    currency character(3) DEFAULT 'USD'::bpchar NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: tasks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tasks (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    project_id bigint NOT NULL,
    assignee_id bigint,
    title text NOT NULL,
    priority smallint DEFAULT 3 NOT NULL,
    due_on date,
    done_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    email public.citext NOT NULL,
    display_name text,
    role public.user_role DEFAULT 'member'::public.user_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone
);


--
-- Name: open_tasks; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.open_tasks AS
 SELECT t.id,
    t.tenant_id,
    t.project_id,
    t.title,
    t.priority,
    t.due_on,
    u.email AS assignee_email
   FROM (public.tasks t
     LEFT JOIN public.users u ON ((u.id = t.assignee_id)))
  WHERE (t.done_at IS NULL);


--
-- Name: projects; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.projects (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    name text NOT NULL,
    archived boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: projects_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.projects ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.projects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: tasks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.tasks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.tasks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: tenants; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tenants (
    id bigint NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    tier public.tenant_tier DEFAULT 'free'::public.tenant_tier NOT NULL,
    region text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    CONSTRAINT tenants_region_check CHECK ((region = ANY (ARRAY['eu'::text, 'us'::text, 'apac'::text])))
);


--
-- Name: tenant_mrr; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.tenant_mrr AS
 SELECT tn.id AS tenant_id,
    tn.slug,
    tn.tier,
        CASE tn.tier
            WHEN 'free'::public.tenant_tier THEN 0
            WHEN 'pro'::public.tenant_tier THEN 2900
            ELSE 49900
        END AS mrr_cents
   FROM public.tenants tn
  WHERE (tn.deleted_at IS NULL);


--
-- Name: tenants_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.tenants ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.tenants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: events_2024_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: events_2024_01_free; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_01 ATTACH PARTITION public.events_2024_01_free FOR VALUES IN ('free');


--
-- Name: events_2024_01_paid; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_01 ATTACH PARTITION public.events_2024_01_paid FOR VALUES IN ('pro', 'enterprise');


--
-- Name: events_2024_02; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: events_2024_02_free; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_02 ATTACH PARTITION public.events_2024_02_free FOR VALUES IN ('free');


--
-- Name: events_2024_02_paid; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_02 ATTACH PARTITION public.events_2024_02_paid FOR VALUES IN ('pro', 'enterprise');


--
-- Name: events_2024_03; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: events_2024_03_free; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03 ATTACH PARTITION public.events_2024_03_free FOR VALUES IN ('free');


--
-- Name: events_2024_03_pro; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03 ATTACH PARTITION public.events_2024_03_pro FOR VALUES IN ('pro');


--
-- Name: events_2024_03_rest; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03 ATTACH PARTITION public.events_2024_03_rest DEFAULT;


--
-- Name: events_2024_04; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: events_2024_04_free; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_04 ATTACH PARTITION public.events_2024_04_free FOR VALUES IN ('free');


--
-- Name: events_2024_04_paid; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_04 ATTACH PARTITION public.events_2024_04_paid FOR VALUES IN ('pro', 'enterprise');


--
-- Name: events_2024_05; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_2024_05 FOR VALUES FROM ('2024-05-01 00:00:00+00') TO ('2024-06-01 00:00:00+00');


--
-- Name: events_default; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ATTACH PARTITION public.events_default DEFAULT;


--
-- Name: invoices_2024_01; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ATTACH PARTITION public.invoices_2024_01 FOR VALUES FROM ('2024-01-01 00:00:00+00') TO ('2024-02-01 00:00:00+00');


--
-- Name: invoices_2024_02; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ATTACH PARTITION public.invoices_2024_02 FOR VALUES FROM ('2024-02-01 00:00:00+00') TO ('2024-03-01 00:00:00+00');


--
-- Name: invoices_2024_03; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ATTACH PARTITION public.invoices_2024_03 FOR VALUES FROM ('2024-03-01 00:00:00+00') TO ('2024-04-01 00:00:00+00');


--
-- Name: invoices_2024_03_eu; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03 ATTACH PARTITION public.invoices_2024_03_eu FOR VALUES IN ('eu');


--
-- Name: invoices_2024_03_other; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03 ATTACH PARTITION public.invoices_2024_03_other DEFAULT;


--
-- Name: invoices_2024_03_us; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03 ATTACH PARTITION public.invoices_2024_03_us FOR VALUES IN ('us');


--
-- Name: invoices_2024_04; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ATTACH PARTITION public.invoices_2024_04 FOR VALUES FROM ('2024-04-01 00:00:00+00') TO ('2024-05-01 00:00:00+00');


--
-- Name: invoices_default; Type: TABLE ATTACH; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ATTACH PARTITION public.invoices_default DEFAULT;


--
-- Name: api_keys api_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_01 events_2024_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_01
    ADD CONSTRAINT events_2024_01_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_01_free events_2024_01_free_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_01_free
    ADD CONSTRAINT events_2024_01_free_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_01_paid events_2024_01_paid_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_01_paid
    ADD CONSTRAINT events_2024_01_paid_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_02 events_2024_02_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_02
    ADD CONSTRAINT events_2024_02_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_02_free events_2024_02_free_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_02_free
    ADD CONSTRAINT events_2024_02_free_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_02_paid events_2024_02_paid_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_02_paid
    ADD CONSTRAINT events_2024_02_paid_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_03 events_2024_03_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03
    ADD CONSTRAINT events_2024_03_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_03_free events_2024_03_free_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03_free
    ADD CONSTRAINT events_2024_03_free_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_03_pro events_2024_03_pro_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03_pro
    ADD CONSTRAINT events_2024_03_pro_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_03_rest events_2024_03_rest_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_03_rest
    ADD CONSTRAINT events_2024_03_rest_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_04 events_2024_04_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_04
    ADD CONSTRAINT events_2024_04_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_04_free events_2024_04_free_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_04_free
    ADD CONSTRAINT events_2024_04_free_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_04_paid events_2024_04_paid_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_04_paid
    ADD CONSTRAINT events_2024_04_paid_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_2024_05 events_2024_05_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_2024_05
    ADD CONSTRAINT events_2024_05_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: events_default events_default_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events_default
    ADD CONSTRAINT events_default_pkey PRIMARY KEY (id, occurred_at, tier);


--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_01 invoices_2024_01_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_01
    ADD CONSTRAINT invoices_2024_01_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_02 invoices_2024_02_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_02
    ADD CONSTRAINT invoices_2024_02_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_03 invoices_2024_03_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03
    ADD CONSTRAINT invoices_2024_03_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_03_eu invoices_2024_03_eu_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03_eu
    ADD CONSTRAINT invoices_2024_03_eu_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_03_other invoices_2024_03_other_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03_other
    ADD CONSTRAINT invoices_2024_03_other_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_03_us invoices_2024_03_us_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_03_us
    ADD CONSTRAINT invoices_2024_03_us_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_2024_04 invoices_2024_04_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_2024_04
    ADD CONSTRAINT invoices_2024_04_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: invoices_default invoices_default_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices_default
    ADD CONSTRAINT invoices_default_pkey PRIMARY KEY (id, issued_at, region);


--
-- Name: projects projects_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);


--
-- Name: tasks tasks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_pkey PRIMARY KEY (id);


--
-- Name: tenants tenants_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenants
    ADD CONSTRAINT tenants_pkey PRIMARY KEY (id);


--
-- Name: tenants tenants_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tenants
    ADD CONSTRAINT tenants_slug_key UNIQUE (slug);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: users users_tenant_id_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_tenant_id_email_key UNIQUE (tenant_id, email);


--
-- Name: events_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_payload_idx ON ONLY public.events USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_01_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_payload_idx ON ONLY public.events_2024_01 USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_01_free_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_free_payload_idx ON public.events_2024_01_free USING gin (payload jsonb_path_ops);


--
-- Name: events_tenant_time_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_tenant_time_idx ON ONLY public.events USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_01_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_tenant_id_occurred_at_idx ON ONLY public.events_2024_01 USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_01_free_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_free_tenant_id_occurred_at_idx ON public.events_2024_01_free USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_01_paid_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_paid_payload_idx ON public.events_2024_01_paid USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_01_paid_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_01_paid_tenant_id_occurred_at_idx ON public.events_2024_01_paid USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_02_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_payload_idx ON ONLY public.events_2024_02 USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_02_free_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_free_payload_idx ON public.events_2024_02_free USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_02_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_tenant_id_occurred_at_idx ON ONLY public.events_2024_02 USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_02_free_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_free_tenant_id_occurred_at_idx ON public.events_2024_02_free USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_02_paid_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_paid_payload_idx ON public.events_2024_02_paid USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_02_paid_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_02_paid_tenant_id_occurred_at_idx ON public.events_2024_02_paid USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_03_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_payload_idx ON ONLY public.events_2024_03 USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_03_free_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_free_payload_idx ON public.events_2024_03_free USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_03_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_tenant_id_occurred_at_idx ON ONLY public.events_2024_03 USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_03_free_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_free_tenant_id_occurred_at_idx ON public.events_2024_03_free USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_03_pro_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_pro_payload_idx ON public.events_2024_03_pro USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_03_pro_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_pro_tenant_id_occurred_at_idx ON public.events_2024_03_pro USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_03_rest_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_rest_payload_idx ON public.events_2024_03_rest USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_03_rest_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_03_rest_tenant_id_occurred_at_idx ON public.events_2024_03_rest USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_04_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_payload_idx ON ONLY public.events_2024_04 USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_04_free_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_free_payload_idx ON public.events_2024_04_free USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_04_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_tenant_id_occurred_at_idx ON ONLY public.events_2024_04 USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_04_free_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_free_tenant_id_occurred_at_idx ON public.events_2024_04_free USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_04_paid_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_paid_payload_idx ON public.events_2024_04_paid USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_04_paid_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_04_paid_tenant_id_occurred_at_idx ON public.events_2024_04_paid USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_2024_05_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_05_payload_idx ON public.events_2024_05 USING gin (payload jsonb_path_ops);


--
-- Name: events_2024_05_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_2024_05_tenant_id_occurred_at_idx ON public.events_2024_05 USING btree (tenant_id, occurred_at DESC);


--
-- Name: events_default_payload_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_default_payload_idx ON public.events_default USING gin (payload jsonb_path_ops);


--
-- Name: events_default_tenant_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_default_tenant_id_occurred_at_idx ON public.events_default USING btree (tenant_id, occurred_at DESC);


--
-- Name: invoices_tenant_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_tenant_idx ON ONLY public.invoices USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_01_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_01_tenant_id_issued_at_idx ON public.invoices_2024_01 USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_02_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_02_tenant_id_issued_at_idx ON public.invoices_2024_02 USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_03_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_03_tenant_id_issued_at_idx ON ONLY public.invoices_2024_03 USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_03_eu_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_03_eu_tenant_id_issued_at_idx ON public.invoices_2024_03_eu USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_03_other_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_03_other_tenant_id_issued_at_idx ON public.invoices_2024_03_other USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_03_us_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_03_us_tenant_id_issued_at_idx ON public.invoices_2024_03_us USING btree (tenant_id, issued_at);


--
-- Name: invoices_2024_04_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_2024_04_tenant_id_issued_at_idx ON public.invoices_2024_04 USING btree (tenant_id, issued_at);


--
-- Name: invoices_default_tenant_id_issued_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_default_tenant_id_issued_at_idx ON public.invoices_default USING btree (tenant_id, issued_at);


--
-- Name: projects_tenant_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX projects_tenant_idx ON public.projects USING btree (tenant_id);


--
-- Name: tasks_assignee_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_assignee_open_idx ON public.tasks USING btree (assignee_id) WHERE (done_at IS NULL);


--
-- Name: tasks_project_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_project_idx ON public.tasks USING btree (project_id);


--
-- Name: users_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_email_idx ON public.users USING btree (email);


--
-- Name: events_2024_01_free_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_payload_idx ATTACH PARTITION public.events_2024_01_free_payload_idx;


--
-- Name: events_2024_01_free_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_pkey ATTACH PARTITION public.events_2024_01_free_pkey;


--
-- Name: events_2024_01_free_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_01_free_tenant_id_occurred_at_idx;


--
-- Name: events_2024_01_paid_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_payload_idx ATTACH PARTITION public.events_2024_01_paid_payload_idx;


--
-- Name: events_2024_01_paid_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_pkey ATTACH PARTITION public.events_2024_01_paid_pkey;


--
-- Name: events_2024_01_paid_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_01_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_01_paid_tenant_id_occurred_at_idx;


--
-- Name: events_2024_01_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_2024_01_payload_idx;


--
-- Name: events_2024_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_2024_01_pkey;


--
-- Name: events_2024_01_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_2024_01_tenant_id_occurred_at_idx;


--
-- Name: events_2024_02_free_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_payload_idx ATTACH PARTITION public.events_2024_02_free_payload_idx;


--
-- Name: events_2024_02_free_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_pkey ATTACH PARTITION public.events_2024_02_free_pkey;


--
-- Name: events_2024_02_free_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_02_free_tenant_id_occurred_at_idx;


--
-- Name: events_2024_02_paid_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_payload_idx ATTACH PARTITION public.events_2024_02_paid_payload_idx;


--
-- Name: events_2024_02_paid_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_pkey ATTACH PARTITION public.events_2024_02_paid_pkey;


--
-- Name: events_2024_02_paid_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_02_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_02_paid_tenant_id_occurred_at_idx;


--
-- Name: events_2024_02_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_2024_02_payload_idx;


--
-- Name: events_2024_02_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_2024_02_pkey;


--
-- Name: events_2024_02_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_2024_02_tenant_id_occurred_at_idx;


--
-- Name: events_2024_03_free_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_payload_idx ATTACH PARTITION public.events_2024_03_free_payload_idx;


--
-- Name: events_2024_03_free_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_pkey ATTACH PARTITION public.events_2024_03_free_pkey;


--
-- Name: events_2024_03_free_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_03_free_tenant_id_occurred_at_idx;


--
-- Name: events_2024_03_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_2024_03_payload_idx;


--
-- Name: events_2024_03_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_2024_03_pkey;


--
-- Name: events_2024_03_pro_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_payload_idx ATTACH PARTITION public.events_2024_03_pro_payload_idx;


--
-- Name: events_2024_03_pro_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_pkey ATTACH PARTITION public.events_2024_03_pro_pkey;


--
-- Name: events_2024_03_pro_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_03_pro_tenant_id_occurred_at_idx;


--
-- Name: events_2024_03_rest_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_payload_idx ATTACH PARTITION public.events_2024_03_rest_payload_idx;


--
-- Name: events_2024_03_rest_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_pkey ATTACH PARTITION public.events_2024_03_rest_pkey;


--
-- Name: events_2024_03_rest_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_03_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_03_rest_tenant_id_occurred_at_idx;


--
-- Name: events_2024_03_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_2024_03_tenant_id_occurred_at_idx;


--
-- Name: events_2024_04_free_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_payload_idx ATTACH PARTITION public.events_2024_04_free_payload_idx;


--
-- Name: events_2024_04_free_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_pkey ATTACH PARTITION public.events_2024_04_free_pkey;


--
-- Name: events_2024_04_free_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_04_free_tenant_id_occurred_at_idx;


--
-- Name: events_2024_04_paid_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_payload_idx ATTACH PARTITION public.events_2024_04_paid_payload_idx;


--
-- Name: events_2024_04_paid_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_pkey ATTACH PARTITION public.events_2024_04_paid_pkey;


--
-- Name: events_2024_04_paid_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_2024_04_tenant_id_occurred_at_idx ATTACH PARTITION public.events_2024_04_paid_tenant_id_occurred_at_idx;


--
-- Name: events_2024_04_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_2024_04_payload_idx;


--
-- Name: events_2024_04_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_2024_04_pkey;


--
-- Name: events_2024_04_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_2024_04_tenant_id_occurred_at_idx;


--
-- Name: events_2024_05_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_2024_05_payload_idx;


--
-- Name: events_2024_05_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_2024_05_pkey;


--
-- Name: events_2024_05_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_2024_05_tenant_id_occurred_at_idx;


--
-- Name: events_default_payload_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_payload_idx ATTACH PARTITION public.events_default_payload_idx;


--
-- Name: events_default_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_pkey ATTACH PARTITION public.events_default_pkey;


--
-- Name: events_default_tenant_id_occurred_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.events_tenant_time_idx ATTACH PARTITION public.events_default_tenant_id_occurred_at_idx;


--
-- Name: invoices_2024_01_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_pkey ATTACH PARTITION public.invoices_2024_01_pkey;


--
-- Name: invoices_2024_01_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_tenant_idx ATTACH PARTITION public.invoices_2024_01_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_02_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_pkey ATTACH PARTITION public.invoices_2024_02_pkey;


--
-- Name: invoices_2024_02_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_tenant_idx ATTACH PARTITION public.invoices_2024_02_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_03_eu_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_pkey ATTACH PARTITION public.invoices_2024_03_eu_pkey;


--
-- Name: invoices_2024_03_eu_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_tenant_id_issued_at_idx ATTACH PARTITION public.invoices_2024_03_eu_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_03_other_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_pkey ATTACH PARTITION public.invoices_2024_03_other_pkey;


--
-- Name: invoices_2024_03_other_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_tenant_id_issued_at_idx ATTACH PARTITION public.invoices_2024_03_other_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_03_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_pkey ATTACH PARTITION public.invoices_2024_03_pkey;


--
-- Name: invoices_2024_03_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_tenant_idx ATTACH PARTITION public.invoices_2024_03_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_03_us_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_pkey ATTACH PARTITION public.invoices_2024_03_us_pkey;


--
-- Name: invoices_2024_03_us_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_2024_03_tenant_id_issued_at_idx ATTACH PARTITION public.invoices_2024_03_us_tenant_id_issued_at_idx;


--
-- Name: invoices_2024_04_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_pkey ATTACH PARTITION public.invoices_2024_04_pkey;


--
-- Name: invoices_2024_04_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_tenant_idx ATTACH PARTITION public.invoices_2024_04_tenant_id_issued_at_idx;


--
-- Name: invoices_default_pkey; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_pkey ATTACH PARTITION public.invoices_default_pkey;


--
-- Name: invoices_default_tenant_id_issued_at_idx; Type: INDEX ATTACH; Schema: public; Owner: -
--

ALTER INDEX public.invoices_tenant_idx ATTACH PARTITION public.invoices_default_tenant_id_issued_at_idx;


--
-- Name: api_keys api_keys_tenant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_keys
    ADD CONSTRAINT api_keys_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES public.tenants(id);


--
-- Name: invoices invoices_tenant_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.invoices
    ADD CONSTRAINT invoices_tenant_fk FOREIGN KEY (tenant_id) REFERENCES public.tenants(id);


--
-- Name: projects projects_tenant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.projects
    ADD CONSTRAINT projects_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES public.tenants(id) ON DELETE CASCADE;


--
-- Name: tasks tasks_assignee_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: tasks tasks_project_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_project_id_fkey FOREIGN KEY (project_id) REFERENCES public.projects(id) ON DELETE CASCADE;


--
-- Name: tasks tasks_tenant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES public.tenants(id) ON DELETE CASCADE;


--
-- Name: users users_tenant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES public.tenants(id) ON DELETE CASCADE;


--
-- Name: projects; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.projects ENABLE ROW LEVEL SECURITY;

--
-- Name: tasks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.tasks ENABLE ROW LEVEL SECURITY;

--
-- Name: projects tenant_isolation; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tenant_isolation ON public.projects USING ((tenant_id = (current_setting('app.tenant_id'::text, true))::bigint));


--
-- Name: tasks tenant_isolation; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tenant_isolation ON public.tasks USING ((tenant_id = (current_setting('app.tenant_id'::text, true))::bigint));


--
-- Name: TABLE api_keys; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.api_keys TO saas_app;


--
-- Name: TABLE events; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events TO saas_app;


--
-- Name: TABLE events_2024_01; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_01 TO saas_app;


--
-- Name: TABLE events_2024_01_free; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_01_free TO saas_app;


--
-- Name: TABLE events_2024_01_paid; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_01_paid TO saas_app;


--
-- Name: TABLE events_2024_02; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_02 TO saas_app;


--
-- Name: TABLE events_2024_02_free; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_02_free TO saas_app;


--
-- Name: TABLE events_2024_02_paid; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_02_paid TO saas_app;


--
-- Name: TABLE events_2024_03; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_03 TO saas_app;


--
-- Name: TABLE events_2024_03_free; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_03_free TO saas_app;


--
-- Name: TABLE events_2024_03_pro; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_03_pro TO saas_app;


--
-- Name: TABLE events_2024_03_rest; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_03_rest TO saas_app;


--
-- Name: TABLE events_2024_04; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_04 TO saas_app;


--
-- Name: TABLE events_2024_04_free; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_04_free TO saas_app;


--
-- Name: TABLE events_2024_04_paid; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_04_paid TO saas_app;


--
-- Name: TABLE events_2024_05; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_2024_05 TO saas_app;


--
-- Name: TABLE events_default; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.events_default TO saas_app;


--
-- Name: TABLE invoices; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices TO saas_app;


--
-- Name: TABLE invoices_2024_01; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_01 TO saas_app;


--
-- Name: TABLE invoices_2024_02; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_02 TO saas_app;


--
-- Name: TABLE invoices_2024_03; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_03 TO saas_app;


--
-- Name: TABLE invoices_2024_03_eu; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_03_eu TO saas_app;


--
-- Name: TABLE invoices_2024_03_other; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_03_other TO saas_app;


--
-- Name: TABLE invoices_2024_03_us; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_03_us TO saas_app;


--
-- Name: TABLE invoices_2024_04; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_2024_04 TO saas_app;


--
-- Name: TABLE invoices_default; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.invoices_default TO saas_app;


--
-- Name: TABLE tasks; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.tasks TO saas_app;


--
-- Name: TABLE users; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.users TO saas_app;


--
-- Name: TABLE open_tasks; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.open_tasks TO saas_app;


--
-- Name: TABLE projects; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.projects TO saas_app;


--
-- Name: TABLE tenants; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.tenants TO saas_app;


--
-- Name: TABLE tenant_mrr; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.tenant_mrr TO saas_app;


--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

