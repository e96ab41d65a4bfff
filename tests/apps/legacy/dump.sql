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
-- Name: measurement_insert_trigger(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.measurement_insert_trigger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF ( NEW.logdate >= DATE '2023-11-01' AND NEW.logdate < DATE '2023-12-01' ) THEN
        INSERT INTO measurement_y2023m11 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2023-12-01' AND NEW.logdate < DATE '2024-01-01' ) THEN
        INSERT INTO measurement_y2023m12 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-01-01' AND NEW.logdate < DATE '2024-02-01' ) THEN
        INSERT INTO measurement_y2024m01 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-02-01' AND NEW.logdate < DATE '2024-03-01' ) THEN
        INSERT INTO measurement_y2024m02 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-03-01' AND NEW.logdate < DATE '2024-04-01' ) THEN
        INSERT INTO measurement_y2024m03 VALUES (NEW.*);
    ELSE
        -- old data stays in the parent
        RETURN NEW;
    END IF;
    RETURN NULL;
END;
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: vehicles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicles (
    id integer NOT NULL,
    make character varying(40) NOT NULL,
    model character varying(40),
    built_year smallint,
    registered_on date,
    CONSTRAINT vehicles_built_year_check CHECK ((built_year > 1885))
);


--
-- Name: boats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.boats (
    length_m numeric(5,2)
)
INHERITS (public.vehicles);


--
-- Name: cars; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cars (
    seats smallint DEFAULT 5 NOT NULL
)
INHERITS (public.vehicles);


--
-- Name: amphibious; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.amphibious (
    max_knots smallint
)
INHERITS (public.cars, public.boats);


--
-- Name: cities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cities (
    id integer NOT NULL,
    name text NOT NULL,
    population integer
);


--
-- Name: customer_summary; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customer_summary (
    customer_id integer,
    country character(2),
    order_count bigint,
    total_amount numeric(12,2),
    last_order timestamp without time zone
);


--
-- Name: customers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customers (
    id integer NOT NULL,
    name character varying(80) NOT NULL,
    country character(2) NOT NULL,
    segment character(10),
    created timestamp without time zone NOT NULL
);


--
-- Name: customers_archive; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customers_archive (
    id integer NOT NULL,
    name character varying(80) NOT NULL,
    country character(2) NOT NULL,
    segment character(10),
    created timestamp without time zone NOT NULL
);


--
-- Name: customers_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.customers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: customers_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.customers_id_seq OWNED BY public.customers.id;


--
-- Name: electric_cars; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.electric_cars (
    battery_kwh numeric(5,1) NOT NULL,
    CONSTRAINT electric_cars_battery_kwh_check CHECK ((battery_kwh > (0)::numeric))
)
INHERITS (public.cars);


--
-- Name: inspections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inspections (
    vehicle_id integer NOT NULL,
    inspected_on date NOT NULL,
    passed boolean NOT NULL,
    notes text
);


--
-- Name: measurement; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement (
    city_id integer NOT NULL,
    logdate date NOT NULL,
    peaktemp integer,
    unitsales integer
);


--
-- Name: measurement_y2023m11; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement_y2023m11 (
    CONSTRAINT measurement_y2023m11_logdate_check CHECK (((logdate >= '2023-11-01'::date) AND (logdate < '2023-12-01'::date)))
)
INHERITS (public.measurement);


--
-- Name: measurement_y2023m12; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement_y2023m12 (
    CONSTRAINT measurement_y2023m12_logdate_check CHECK (((logdate >= '2023-12-01'::date) AND (logdate < '2024-01-01'::date)))
)
INHERITS (public.measurement);


--
-- Name: measurement_y2024m01; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement_y2024m01 (
    CONSTRAINT measurement_y2024m01_logdate_check CHECK (((logdate >= '2024-01-01'::date) AND (logdate < '2024-02-01'::date)))
)
INHERITS (public.measurement);


--
-- Name: measurement_y2024m02; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement_y2024m02 (
    CONSTRAINT measurement_y2024m02_logdate_check CHECK (((logdate >= '2024-02-01'::date) AND (logdate < '2024-03-01'::date)))
)
INHERITS (public.measurement);


--
-- Name: measurement_y2024m03; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.measurement_y2024m03 (
    CONSTRAINT measurement_y2024m03_logdate_check CHECK (((logdate >= '2024-03-01'::date) AND (logdate < '2024-04-01'::date)))
)
INHERITS (public.measurement);


--
-- Name: monthly_sales; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.monthly_sales (
    city_id integer,
    month date,
    unitsales bigint
);


--
-- Name: orders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders (
    id integer NOT NULL,
    customer_id integer NOT NULL,
    amount numeric(10,2) NOT NULL,
    ordered timestamp without time zone NOT NULL,
    shipped timestamp without time zone
);


--
-- Name: orders_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.orders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: orders_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.orders_id_seq OWNED BY public.orders.id;


--
-- Name: trucks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.trucks (
    payload_kg integer NOT NULL
)
INHERITS (public.vehicles);


--
-- Name: vehicle_registry; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.vehicle_registry AS
 SELECT (v.tableoid)::regclass AS kind,
    v.id,
    v.make,
    v.model,
    v.built_year
   FROM public.vehicles v;


--
-- Name: amphibious seats; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.amphibious ALTER COLUMN seats SET DEFAULT 5;


--
-- Name: customers id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers ALTER COLUMN id SET DEFAULT nextval('public.customers_id_seq'::regclass);


--
-- Name: electric_cars seats; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.electric_cars ALTER COLUMN seats SET DEFAULT 5;


--
-- Name: orders id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders ALTER COLUMN id SET DEFAULT nextval('public.orders_id_seq'::regclass);


--
-- Name: cars cars_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cars
    ADD CONSTRAINT cars_pkey PRIMARY KEY (id);


--
-- Name: cities cities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cities
    ADD CONSTRAINT cities_pkey PRIMARY KEY (id);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: trucks trucks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trucks
    ADD CONSTRAINT trucks_pkey PRIMARY KEY (id);


--
-- Name: vehicles vehicles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_pkey PRIMARY KEY (id);


--
-- Name: measurement_y2023m11_logdate; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX measurement_y2023m11_logdate ON public.measurement_y2023m11 USING btree (logdate);


--
-- Name: measurement_y2023m12_logdate; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX measurement_y2023m12_logdate ON public.measurement_y2023m12 USING btree (logdate);


--
-- Name: measurement_y2024m01_logdate; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX measurement_y2024m01_logdate ON public.measurement_y2024m01 USING btree (logdate);


--
-- Name: measurement_y2024m02_logdate; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX measurement_y2024m02_logdate ON public.measurement_y2024m02 USING btree (logdate);


--
-- Name: measurement_y2024m03_logdate; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX measurement_y2024m03_logdate ON public.measurement_y2024m03 USING btree (logdate);


--
-- Name: orders_customer_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_customer_id ON public.orders USING btree (customer_id);


--
-- Name: customers customers_archive_on_delete; Type: RULE; Schema: public; Owner: -
--

CREATE RULE customers_archive_on_delete AS
    ON DELETE TO public.customers DO  INSERT INTO public.customers_archive (id, name, country, segment, created)
  VALUES (old.id, old.name, old.country, old.segment, old.created);


--
-- Name: measurement insert_measurement_trigger; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER insert_measurement_trigger BEFORE INSERT ON public.measurement FOR EACH ROW EXECUTE FUNCTION public.measurement_insert_trigger();


--
-- Name: orders orders_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id);


--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

