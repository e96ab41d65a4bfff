--
-- PostgreSQL database dump
--

\restrict qpropapps

-- Dumped from database version 18.6
-- Dumped by pg_dump version 18.6

-- pg18_stats.sql: the statistics pg_dump 18 writes (--statistics, as in
-- tests/apps with QPROP_APPS_STATS=1; the statements are as 18.6 wrote
-- them): pg_restore_relation_stats of a table gives qprop its row count
-- (runtime_filter's sizes); pg_dump writes one for every index too,
-- which qprop does not model: skipped (--verbose says so), as is
-- pg_restore_attribute_stats.  No statement of it is an error.
SET statement_timeout = 0;
SET transaction_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE TABLE public.small (id integer NOT NULL, w text);
CREATE TABLE public.big (id integer NOT NULL, v text);
ALTER TABLE ONLY public.big
    ADD CONSTRAINT big_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.small
    ADD CONSTRAINT small_pkey PRIMARY KEY (id);

--
-- Statistics for Name: big; Type: STATISTICS DATA; Schema: public; Owner: -
--

SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180006'::integer,
	'schemaname', 'public',
	'relname', 'big',
	'relpages', '110'::integer,
	'reltuples', '20000'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);
SELECT * FROM pg_catalog.pg_restore_attribute_stats(
	'version', '180006'::integer,
	'schemaname', 'public',
	'relname', 'big',
	'attname', 'id',
	'inherited', 'f'::boolean,
	'null_frac', '0'::real,
	'avg_width', '4'::integer,
	'n_distinct', '-1'::real,
	'histogram_bounds', '{1,200,400,20000}'::text,
	'correlation', '1'::real
);

--
-- Statistics for Name: small; Type: STATISTICS DATA; Schema: public; Owner: -
--

SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180006'::integer,
	'schemaname', 'public',
	'relname', 'small',
	'relpages', '1'::integer,
	'reltuples', '3'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);

--
-- Statistics for Name: big_pkey; Type: STATISTICS DATA; Schema: public; Owner: -
--

SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180006'::integer,
	'schemaname', 'public',
	'relname', 'big_pkey',
	'relpages', '57'::integer,
	'reltuples', '20000'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);

--
-- Statistics for Name: small_pkey; Type: STATISTICS DATA; Schema: public; Owner: -
--

SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180006'::integer,
	'schemaname', 'public',
	'relname', 'small_pkey',
	'relpages', '2'::integer,
	'reltuples', '3'::real,
	'relallvisible', '0'::integer,
	'relallfrozen', '0'::integer
);

--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

SET search_path = public;
-- big's 20,000 rows (its statistics) make it worth a runtime filter from
-- small's 3: its runtime filter RF1
SELECT s.w, b.v FROM small s JOIN big b ON b.id = s.id;
