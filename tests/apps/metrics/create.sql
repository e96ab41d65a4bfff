-- tests/apps/metrics/create.sql — a metrics / time-series store (a
-- monitoring service): hosts and metric definitions, samples in weekly
-- timestamptz range partitions declared in the operators' local time
-- (Europe/Paris, across the March 2024 DST change) with one week
-- sub-partitioned by hash, hash-partitioned device sessions (bigint) and
-- traces (uuid), a date-range partitioned daily rollup, BRIN indexes and
-- materialized views with rollups, as a TimescaleDB-less deployment
-- writes it by hand.

SET TimeZone = 'Europe/Paris';

CREATE SCHEMA metrics;
SET search_path = metrics, public;

CREATE TABLE hosts (
    id integer PRIMARY KEY,
    hostname text NOT NULL UNIQUE,
    datacenter text NOT NULL,
    rack smallint,
    tags text[] NOT NULL DEFAULT '{}',
    decommissioned_at timestamptz
);

CREATE TABLE metric_defs (
    id smallint PRIMARY KEY,
    name text NOT NULL UNIQUE,
    unit text NOT NULL,
    kind char(1) NOT NULL CHECK (kind IN ('g', 'c'))  -- gauge, counter
);

CREATE TABLE samples (
    host_id integer NOT NULL REFERENCES hosts (id),
    metric_id smallint NOT NULL REFERENCES metric_defs (id),
    ts timestamptz NOT NULL,
    value double precision,
    PRIMARY KEY (host_id, metric_id, ts)
) PARTITION BY RANGE (ts);

CREATE TABLE samples_2024w09 PARTITION OF samples FOR VALUES FROM ('2024-02-26') TO ('2024-03-04');
CREATE TABLE samples_2024w10 PARTITION OF samples FOR VALUES FROM ('2024-03-04') TO ('2024-03-11');
CREATE TABLE samples_2024w11 PARTITION OF samples FOR VALUES FROM ('2024-03-11') TO ('2024-03-18');
CREATE TABLE samples_2024w12 PARTITION OF samples FOR VALUES FROM ('2024-03-18') TO ('2024-03-25');
-- the DST week is big: split by host
CREATE TABLE samples_2024w13 PARTITION OF samples FOR VALUES FROM ('2024-03-25') TO ('2024-04-01')
    PARTITION BY HASH (host_id);
CREATE TABLE samples_2024w13_h0 PARTITION OF samples_2024w13 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE samples_2024w13_h1 PARTITION OF samples_2024w13 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE samples_2024w14 PARTITION OF samples FOR VALUES FROM ('2024-04-01') TO ('2024-04-08');
CREATE TABLE samples_old PARTITION OF samples FOR VALUES FROM (MINVALUE) TO ('2024-02-26');
CREATE TABLE samples_future PARTITION OF samples DEFAULT;
CREATE INDEX samples_ts_brin ON samples USING brin (ts) WITH (pages_per_range = 32);
CREATE INDEX samples_metric_ts_idx ON samples (metric_id, ts);

-- device sessions: hash on a bigint device id
CREATE TABLE device_sessions (
    device_id bigint NOT NULL,
    session_no integer NOT NULL,
    host_id integer REFERENCES hosts (id),
    started_at timestamptz NOT NULL,
    ended_at timestamptz,
    bytes_in bigint DEFAULT 0,
    bytes_out bigint DEFAULT 0,
    PRIMARY KEY (device_id, session_no)
) PARTITION BY HASH (device_id);
CREATE TABLE device_sessions_p0 PARTITION OF device_sessions FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE device_sessions_p1 PARTITION OF device_sessions FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE device_sessions_p2 PARTITION OF device_sessions FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE device_sessions_p3 PARTITION OF device_sessions FOR VALUES WITH (MODULUS 4, REMAINDER 3);
CREATE INDEX device_sessions_started_brin ON device_sessions USING brin (started_at);

-- traces: hash on a uuid
CREATE TABLE traces (
    trace_id uuid NOT NULL,
    span_count integer NOT NULL,
    service text NOT NULL,
    started_at timestamptz NOT NULL,
    duration_ms numeric(12, 3),
    error boolean NOT NULL DEFAULT false,
    PRIMARY KEY (trace_id)
) PARTITION BY HASH (trace_id);
CREATE TABLE traces_p0 PARTITION OF traces FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE traces_p1 PARTITION OF traces FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE traces_p2 PARTITION OF traces FOR VALUES WITH (MODULUS 3, REMAINDER 2);

-- daily rollup written by a cron job, yearly partitions on a date
CREATE TABLE daily_rollup (
    day date NOT NULL,
    host_id integer NOT NULL,
    metric_id smallint NOT NULL,
    n integer NOT NULL,
    avg_value double precision,
    max_value double precision,
    PRIMARY KEY (day, host_id, metric_id)
) PARTITION BY RANGE (day);
CREATE TABLE daily_rollup_2023 PARTITION OF daily_rollup FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE daily_rollup_2024 PARTITION OF daily_rollup FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');

CREATE TABLE alerts (
    id bigserial PRIMARY KEY,
    host_id integer NOT NULL REFERENCES hosts (id),
    metric_id smallint NOT NULL REFERENCES metric_defs (id),
    fired_at timestamptz NOT NULL,
    resolved_at timestamptz,
    severity smallint NOT NULL CHECK (severity BETWEEN 1 AND 4),
    message text
);
CREATE INDEX alerts_open_idx ON alerts (host_id) WHERE resolved_at IS NULL;

CREATE MATERIALIZED VIEW samples_hourly AS
SELECT host_id, metric_id, date_trunc('hour', ts) AS hour,
       count(*) AS n, avg(value) AS avg_value, min(value) AS min_value, max(value) AS max_value
FROM samples
GROUP BY host_id, metric_id, date_trunc('hour', ts)
WITH NO DATA;
CREATE UNIQUE INDEX samples_hourly_key ON samples_hourly (host_id, metric_id, hour);

CREATE MATERIALIZED VIEW dc_daily_rollup AS
SELECT h.datacenter, m.name AS metric, (s.ts AT TIME ZONE 'UTC')::date AS day,
       count(*) AS n, avg(s.value) AS avg_value
FROM samples s JOIN hosts h ON h.id = s.host_id JOIN metric_defs m ON m.id = s.metric_id
GROUP BY ROLLUP (h.datacenter, m.name, (s.ts AT TIME ZONE 'UTC')::date);

CREATE VIEW current_alerts AS
SELECT a.id, h.hostname, m.name AS metric, a.severity, a.fired_at
FROM alerts a JOIN hosts h ON h.id = a.host_id JOIN metric_defs m ON m.id = a.metric_id
WHERE a.resolved_at IS NULL;
