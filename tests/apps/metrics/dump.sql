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
-- Name: metrics; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA metrics;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: alerts; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.alerts (
    id bigint NOT NULL,
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    fired_at timestamp with time zone NOT NULL,
    resolved_at timestamp with time zone,
    severity smallint NOT NULL,
    message text,
    CONSTRAINT alerts_severity_check CHECK (((severity >= 1) AND (severity <= 4)))
);


--
-- Name: alerts_id_seq; Type: SEQUENCE; Schema: metrics; Owner: -
--

CREATE SEQUENCE metrics.alerts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: alerts_id_seq; Type: SEQUENCE OWNED BY; Schema: metrics; Owner: -
--

ALTER SEQUENCE metrics.alerts_id_seq OWNED BY metrics.alerts.id;


--
-- Name: hosts; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.hosts (
    id integer NOT NULL,
    hostname text NOT NULL,
    datacenter text NOT NULL,
    rack smallint,
    tags text[] DEFAULT '{}'::text[] NOT NULL,
    decommissioned_at timestamp with time zone
);


--
-- Name: metric_defs; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.metric_defs (
    id smallint NOT NULL,
    name text NOT NULL,
    unit text NOT NULL,
    kind character(1) NOT NULL,
    CONSTRAINT metric_defs_kind_check CHECK ((kind = ANY (ARRAY['g'::bpchar, 'c'::bpchar])))
);


--
-- Name: current_alerts; Type: VIEW; Schema: metrics; Owner: -
--

CREATE VIEW metrics.current_alerts AS
 SELECT a.id,
    h.hostname,
    m.name AS metric,
    a.severity,
    a.fired_at
   FROM ((metrics.alerts a
     JOIN metrics.hosts h ON ((h.id = a.host_id)))
     JOIN metrics.metric_defs m ON ((m.id = a.metric_id)))
  WHERE (a.resolved_at IS NULL);


--
-- Name: daily_rollup; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.daily_rollup (
    day date NOT NULL,
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    n integer NOT NULL,
    avg_value double precision,
    max_value double precision
)
PARTITION BY RANGE (day);


--
-- Name: daily_rollup_2023; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.daily_rollup_2023 (
    day date NOT NULL,
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    n integer NOT NULL,
    avg_value double precision,
    max_value double precision
);


--
-- Name: daily_rollup_2024; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.daily_rollup_2024 (
    day date NOT NULL,
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    n integer NOT NULL,
    avg_value double precision,
    max_value double precision
);


--
-- Name: samples; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
)
PARTITION BY RANGE (ts);


--
-- Name: dc_daily_rollup; Type: MATERIALIZED VIEW; Schema: metrics; Owner: -
--

CREATE MATERIALIZED VIEW metrics.dc_daily_rollup AS
 SELECT h.datacenter,
    m.name AS metric,
    ((s.ts AT TIME ZONE 'UTC'::text))::date AS day,
    count(*) AS n,
    avg(s.value) AS avg_value
   FROM ((metrics.samples s
     JOIN metrics.hosts h ON ((h.id = s.host_id)))
     JOIN metrics.metric_defs m ON ((m.id = s.metric_id)))
  GROUP BY ROLLUP(h.datacenter, m.name, (((s.ts AT TIME ZONE 'UTC'::text))::date))
  WITH NO DATA;


--
-- Name: device_sessions; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.device_sessions (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0
)
PARTITION BY HASH (device_id);


--
-- Name: device_sessions_p0; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.device_sessions_p0 (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0
);


--
-- Name: device_sessions_p1; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.device_sessions_p1 (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0
);


--
-- Name: device_sessions_p2; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.device_sessions_p2 (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0
);


--
-- Name: device_sessions_p3; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.device_sessions_p3 (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0
);


--
-- Name: samples_2024w09; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w09 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w10; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w10 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w11; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w11 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w12; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w12 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w13; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w13 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
)
PARTITION BY HASH (host_id);


--
-- Name: samples_2024w13_h0; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w13_h0 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w13_h1; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w13_h1 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_2024w14; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_2024w14 (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_future; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_future (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: samples_hourly; Type: MATERIALIZED VIEW; Schema: metrics; Owner: -
--

CREATE MATERIALIZED VIEW metrics.samples_hourly AS
 SELECT samples.host_id,
    samples.metric_id,
    date_trunc('hour'::text, samples.ts) AS hour,
    count(*) AS n,
    avg(samples.value) AS avg_value,
    min(samples.value) AS min_value,
    max(samples.value) AS max_value
   FROM metrics.samples
  GROUP BY samples.host_id, samples.metric_id, (date_trunc('hour'::text, samples.ts))
  WITH NO DATA;


--
-- Name: samples_old; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.samples_old (
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    ts timestamp with time zone NOT NULL,
    value double precision
);


--
-- Name: traces; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.traces (
    trace_id uuid NOT NULL,
    span_count integer NOT NULL,
    service text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms numeric(12,3),
    error boolean DEFAULT false NOT NULL
)
PARTITION BY HASH (trace_id);


--
-- Name: traces_p0; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.traces_p0 (
    trace_id uuid NOT NULL,
    span_count integer NOT NULL,
    service text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms numeric(12,3),
    error boolean DEFAULT false NOT NULL
);


--
-- Name: traces_p1; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.traces_p1 (
    trace_id uuid NOT NULL,
    span_count integer NOT NULL,
    service text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms numeric(12,3),
    error boolean DEFAULT false NOT NULL
);


--
-- Name: traces_p2; Type: TABLE; Schema: metrics; Owner: -
--

CREATE TABLE metrics.traces_p2 (
    trace_id uuid NOT NULL,
    span_count integer NOT NULL,
    service text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    duration_ms numeric(12,3),
    error boolean DEFAULT false NOT NULL
);


--
-- Name: daily_rollup_2023; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.daily_rollup ATTACH PARTITION metrics.daily_rollup_2023 FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');


--
-- Name: daily_rollup_2024; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.daily_rollup ATTACH PARTITION metrics.daily_rollup_2024 FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');


--
-- Name: device_sessions_p0; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions ATTACH PARTITION metrics.device_sessions_p0 FOR VALUES WITH (modulus 4, remainder 0);


--
-- Name: device_sessions_p1; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions ATTACH PARTITION metrics.device_sessions_p1 FOR VALUES WITH (modulus 4, remainder 1);


--
-- Name: device_sessions_p2; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions ATTACH PARTITION metrics.device_sessions_p2 FOR VALUES WITH (modulus 4, remainder 2);


--
-- Name: device_sessions_p3; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions ATTACH PARTITION metrics.device_sessions_p3 FOR VALUES WITH (modulus 4, remainder 3);


--
-- Name: samples_2024w09; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w09 FOR VALUES FROM ('2024-02-25 23:00:00+00') TO ('2024-03-03 23:00:00+00');


--
-- Name: samples_2024w10; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w10 FOR VALUES FROM ('2024-03-03 23:00:00+00') TO ('2024-03-10 23:00:00+00');


--
-- Name: samples_2024w11; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w11 FOR VALUES FROM ('2024-03-10 23:00:00+00') TO ('2024-03-17 23:00:00+00');


--
-- Name: samples_2024w12; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w12 FOR VALUES FROM ('2024-03-17 23:00:00+00') TO ('2024-03-24 23:00:00+00');


--
-- Name: samples_2024w13; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w13 FOR VALUES FROM ('2024-03-24 23:00:00+00') TO ('2024-03-31 22:00:00+00');


--
-- Name: samples_2024w13_h0; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w13 ATTACH PARTITION metrics.samples_2024w13_h0 FOR VALUES WITH (modulus 2, remainder 0);


--
-- Name: samples_2024w13_h1; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w13 ATTACH PARTITION metrics.samples_2024w13_h1 FOR VALUES WITH (modulus 2, remainder 1);


--
-- Name: samples_2024w14; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_2024w14 FOR VALUES FROM ('2024-03-31 22:00:00+00') TO ('2024-04-07 22:00:00+00');


--
-- Name: samples_future; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_future DEFAULT;


--
-- Name: samples_old; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples ATTACH PARTITION metrics.samples_old FOR VALUES FROM (MINVALUE) TO ('2024-02-25 23:00:00+00');


--
-- Name: traces_p0; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces ATTACH PARTITION metrics.traces_p0 FOR VALUES WITH (modulus 3, remainder 0);


--
-- Name: traces_p1; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces ATTACH PARTITION metrics.traces_p1 FOR VALUES WITH (modulus 3, remainder 1);


--
-- Name: traces_p2; Type: TABLE ATTACH; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces ATTACH PARTITION metrics.traces_p2 FOR VALUES WITH (modulus 3, remainder 2);


--
-- Name: alerts id; Type: DEFAULT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.alerts ALTER COLUMN id SET DEFAULT nextval('metrics.alerts_id_seq'::regclass);


--
-- Name: alerts alerts_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.alerts
    ADD CONSTRAINT alerts_pkey PRIMARY KEY (id);


--
-- Name: daily_rollup daily_rollup_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.daily_rollup
    ADD CONSTRAINT daily_rollup_pkey PRIMARY KEY (day, host_id, metric_id);


--
-- Name: daily_rollup_2023 daily_rollup_2023_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.daily_rollup_2023
    ADD CONSTRAINT daily_rollup_2023_pkey PRIMARY KEY (day, host_id, metric_id);


--
-- Name: daily_rollup_2024 daily_rollup_2024_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.daily_rollup_2024
    ADD CONSTRAINT daily_rollup_2024_pkey PRIMARY KEY (day, host_id, metric_id);


--
-- Name: device_sessions device_sessions_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions
    ADD CONSTRAINT device_sessions_pkey PRIMARY KEY (device_id, session_no);


--
-- Name: device_sessions_p0 device_sessions_p0_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions_p0
    ADD CONSTRAINT device_sessions_p0_pkey PRIMARY KEY (device_id, session_no);


--
-- Name: device_sessions_p1 device_sessions_p1_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions_p1
    ADD CONSTRAINT device_sessions_p1_pkey PRIMARY KEY (device_id, session_no);


--
-- Name: device_sessions_p2 device_sessions_p2_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions_p2
    ADD CONSTRAINT device_sessions_p2_pkey PRIMARY KEY (device_id, session_no);


--
-- Name: device_sessions_p3 device_sessions_p3_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.device_sessions_p3
    ADD CONSTRAINT device_sessions_p3_pkey PRIMARY KEY (device_id, session_no);


--
-- Name: hosts hosts_hostname_key; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.hosts
    ADD CONSTRAINT hosts_hostname_key UNIQUE (hostname);


--
-- Name: hosts hosts_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.hosts
    ADD CONSTRAINT hosts_pkey PRIMARY KEY (id);


--
-- Name: metric_defs metric_defs_name_key; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.metric_defs
    ADD CONSTRAINT metric_defs_name_key UNIQUE (name);


--
-- Name: metric_defs metric_defs_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.metric_defs
    ADD CONSTRAINT metric_defs_pkey PRIMARY KEY (id);


--
-- Name: samples samples_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples
    ADD CONSTRAINT samples_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w09 samples_2024w09_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w09
    ADD CONSTRAINT samples_2024w09_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w10 samples_2024w10_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w10
    ADD CONSTRAINT samples_2024w10_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w11 samples_2024w11_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w11
    ADD CONSTRAINT samples_2024w11_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w12 samples_2024w12_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w12
    ADD CONSTRAINT samples_2024w12_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w13 samples_2024w13_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w13
    ADD CONSTRAINT samples_2024w13_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w13_h0 samples_2024w13_h0_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w13_h0
    ADD CONSTRAINT samples_2024w13_h0_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w13_h1 samples_2024w13_h1_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w13_h1
    ADD CONSTRAINT samples_2024w13_h1_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_2024w14 samples_2024w14_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_2024w14
    ADD CONSTRAINT samples_2024w14_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_future samples_future_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_future
    ADD CONSTRAINT samples_future_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: samples_old samples_old_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.samples_old
    ADD CONSTRAINT samples_old_pkey PRIMARY KEY (host_id, metric_id, ts);


--
-- Name: traces traces_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces
    ADD CONSTRAINT traces_pkey PRIMARY KEY (trace_id);


--
-- Name: traces_p0 traces_p0_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces_p0
    ADD CONSTRAINT traces_p0_pkey PRIMARY KEY (trace_id);


--
-- Name: traces_p1 traces_p1_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces_p1
    ADD CONSTRAINT traces_p1_pkey PRIMARY KEY (trace_id);


--
-- Name: traces_p2 traces_p2_pkey; Type: CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.traces_p2
    ADD CONSTRAINT traces_p2_pkey PRIMARY KEY (trace_id);


--
-- Name: alerts_open_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX alerts_open_idx ON metrics.alerts USING btree (host_id) WHERE (resolved_at IS NULL);


--
-- Name: device_sessions_started_brin; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX device_sessions_started_brin ON ONLY metrics.device_sessions USING brin (started_at);


--
-- Name: device_sessions_p0_started_at_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX device_sessions_p0_started_at_idx ON metrics.device_sessions_p0 USING brin (started_at);


--
-- Name: device_sessions_p1_started_at_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX device_sessions_p1_started_at_idx ON metrics.device_sessions_p1 USING brin (started_at);


--
-- Name: device_sessions_p2_started_at_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX device_sessions_p2_started_at_idx ON metrics.device_sessions_p2 USING brin (started_at);


--
-- Name: device_sessions_p3_started_at_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX device_sessions_p3_started_at_idx ON metrics.device_sessions_p3 USING brin (started_at);


--
-- Name: samples_metric_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_metric_ts_idx ON ONLY metrics.samples USING btree (metric_id, ts);


--
-- Name: samples_2024w09_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w09_metric_id_ts_idx ON metrics.samples_2024w09 USING btree (metric_id, ts);


--
-- Name: samples_ts_brin; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_ts_brin ON ONLY metrics.samples USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w09_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w09_ts_idx ON metrics.samples_2024w09 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w10_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w10_metric_id_ts_idx ON metrics.samples_2024w10 USING btree (metric_id, ts);


--
-- Name: samples_2024w10_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w10_ts_idx ON metrics.samples_2024w10 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w11_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w11_metric_id_ts_idx ON metrics.samples_2024w11 USING btree (metric_id, ts);


--
-- Name: samples_2024w11_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w11_ts_idx ON metrics.samples_2024w11 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w12_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w12_metric_id_ts_idx ON metrics.samples_2024w12 USING btree (metric_id, ts);


--
-- Name: samples_2024w12_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w12_ts_idx ON metrics.samples_2024w12 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w13_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_metric_id_ts_idx ON ONLY metrics.samples_2024w13 USING btree (metric_id, ts);


--
-- Name: samples_2024w13_h0_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_h0_metric_id_ts_idx ON metrics.samples_2024w13_h0 USING btree (metric_id, ts);


--
-- Name: samples_2024w13_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_ts_idx ON ONLY metrics.samples_2024w13 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w13_h0_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_h0_ts_idx ON metrics.samples_2024w13_h0 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w13_h1_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_h1_metric_id_ts_idx ON metrics.samples_2024w13_h1 USING btree (metric_id, ts);


--
-- Name: samples_2024w13_h1_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w13_h1_ts_idx ON metrics.samples_2024w13_h1 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_2024w14_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w14_metric_id_ts_idx ON metrics.samples_2024w14 USING btree (metric_id, ts);


--
-- Name: samples_2024w14_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_2024w14_ts_idx ON metrics.samples_2024w14 USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_future_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_future_metric_id_ts_idx ON metrics.samples_future USING btree (metric_id, ts);


--
-- Name: samples_future_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_future_ts_idx ON metrics.samples_future USING brin (ts) WITH (pages_per_range='32');


--
-- Name: samples_hourly_key; Type: INDEX; Schema: metrics; Owner: -
--

CREATE UNIQUE INDEX samples_hourly_key ON metrics.samples_hourly USING btree (host_id, metric_id, hour);


--
-- Name: samples_old_metric_id_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_old_metric_id_ts_idx ON metrics.samples_old USING btree (metric_id, ts);


--
-- Name: samples_old_ts_idx; Type: INDEX; Schema: metrics; Owner: -
--

CREATE INDEX samples_old_ts_idx ON metrics.samples_old USING brin (ts) WITH (pages_per_range='32');


--
-- Name: daily_rollup_2023_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.daily_rollup_pkey ATTACH PARTITION metrics.daily_rollup_2023_pkey;


--
-- Name: daily_rollup_2024_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.daily_rollup_pkey ATTACH PARTITION metrics.daily_rollup_2024_pkey;


--
-- Name: device_sessions_p0_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_pkey ATTACH PARTITION metrics.device_sessions_p0_pkey;


--
-- Name: device_sessions_p0_started_at_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_started_brin ATTACH PARTITION metrics.device_sessions_p0_started_at_idx;


--
-- Name: device_sessions_p1_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_pkey ATTACH PARTITION metrics.device_sessions_p1_pkey;


--
-- Name: device_sessions_p1_started_at_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_started_brin ATTACH PARTITION metrics.device_sessions_p1_started_at_idx;


--
-- Name: device_sessions_p2_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_pkey ATTACH PARTITION metrics.device_sessions_p2_pkey;


--
-- Name: device_sessions_p2_started_at_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_started_brin ATTACH PARTITION metrics.device_sessions_p2_started_at_idx;


--
-- Name: device_sessions_p3_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_pkey ATTACH PARTITION metrics.device_sessions_p3_pkey;


--
-- Name: device_sessions_p3_started_at_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.device_sessions_started_brin ATTACH PARTITION metrics.device_sessions_p3_started_at_idx;


--
-- Name: samples_2024w09_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w09_metric_id_ts_idx;


--
-- Name: samples_2024w09_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w09_pkey;


--
-- Name: samples_2024w09_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w09_ts_idx;


--
-- Name: samples_2024w10_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w10_metric_id_ts_idx;


--
-- Name: samples_2024w10_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w10_pkey;


--
-- Name: samples_2024w10_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w10_ts_idx;


--
-- Name: samples_2024w11_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w11_metric_id_ts_idx;


--
-- Name: samples_2024w11_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w11_pkey;


--
-- Name: samples_2024w11_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w11_ts_idx;


--
-- Name: samples_2024w12_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w12_metric_id_ts_idx;


--
-- Name: samples_2024w12_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w12_pkey;


--
-- Name: samples_2024w12_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w12_ts_idx;


--
-- Name: samples_2024w13_h0_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_metric_id_ts_idx ATTACH PARTITION metrics.samples_2024w13_h0_metric_id_ts_idx;


--
-- Name: samples_2024w13_h0_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_pkey ATTACH PARTITION metrics.samples_2024w13_h0_pkey;


--
-- Name: samples_2024w13_h0_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_ts_idx ATTACH PARTITION metrics.samples_2024w13_h0_ts_idx;


--
-- Name: samples_2024w13_h1_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_metric_id_ts_idx ATTACH PARTITION metrics.samples_2024w13_h1_metric_id_ts_idx;


--
-- Name: samples_2024w13_h1_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_pkey ATTACH PARTITION metrics.samples_2024w13_h1_pkey;


--
-- Name: samples_2024w13_h1_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_2024w13_ts_idx ATTACH PARTITION metrics.samples_2024w13_h1_ts_idx;


--
-- Name: samples_2024w13_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w13_metric_id_ts_idx;


--
-- Name: samples_2024w13_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w13_pkey;


--
-- Name: samples_2024w13_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w13_ts_idx;


--
-- Name: samples_2024w14_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_2024w14_metric_id_ts_idx;


--
-- Name: samples_2024w14_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_2024w14_pkey;


--
-- Name: samples_2024w14_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_2024w14_ts_idx;


--
-- Name: samples_future_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_future_metric_id_ts_idx;


--
-- Name: samples_future_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_future_pkey;


--
-- Name: samples_future_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_future_ts_idx;


--
-- Name: samples_old_metric_id_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_metric_ts_idx ATTACH PARTITION metrics.samples_old_metric_id_ts_idx;


--
-- Name: samples_old_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_pkey ATTACH PARTITION metrics.samples_old_pkey;


--
-- Name: samples_old_ts_idx; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.samples_ts_brin ATTACH PARTITION metrics.samples_old_ts_idx;


--
-- Name: traces_p0_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.traces_pkey ATTACH PARTITION metrics.traces_p0_pkey;


--
-- Name: traces_p1_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.traces_pkey ATTACH PARTITION metrics.traces_p1_pkey;


--
-- Name: traces_p2_pkey; Type: INDEX ATTACH; Schema: metrics; Owner: -
--

ALTER INDEX metrics.traces_pkey ATTACH PARTITION metrics.traces_p2_pkey;


--
-- Name: alerts alerts_host_id_fkey; Type: FK CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.alerts
    ADD CONSTRAINT alerts_host_id_fkey FOREIGN KEY (host_id) REFERENCES metrics.hosts(id);


--
-- Name: alerts alerts_metric_id_fkey; Type: FK CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE ONLY metrics.alerts
    ADD CONSTRAINT alerts_metric_id_fkey FOREIGN KEY (metric_id) REFERENCES metrics.metric_defs(id);


--
-- Name: device_sessions device_sessions_host_id_fkey; Type: FK CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE metrics.device_sessions
    ADD CONSTRAINT device_sessions_host_id_fkey FOREIGN KEY (host_id) REFERENCES metrics.hosts(id);


--
-- Name: samples samples_host_id_fkey; Type: FK CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE metrics.samples
    ADD CONSTRAINT samples_host_id_fkey FOREIGN KEY (host_id) REFERENCES metrics.hosts(id);


--
-- Name: samples samples_metric_id_fkey; Type: FK CONSTRAINT; Schema: metrics; Owner: -
--

ALTER TABLE metrics.samples
    ADD CONSTRAINT samples_metric_id_fkey FOREIGN KEY (metric_id) REFERENCES metrics.metric_defs(id);


--
-- PostgreSQL database dump complete
--

\unrestrict qpropapps

