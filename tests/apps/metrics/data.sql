-- tests/apps/metrics/data.sql — deterministic data for metrics.
SET TimeZone = 'UTC';
SET search_path = metrics, public;

INSERT INTO hosts (id, hostname, datacenter, rack, tags, decommissioned_at)
SELECT g, 'web-' || lpad(g::text, 3, '0') || '.example.net',
       (ARRAY['par1','fra1','ams1'])[1 + g % 3],
       CASE WHEN g % 6 = 0 THEN NULL ELSE (g % 4)::smallint END,
       CASE g % 4 WHEN 0 THEN ARRAY['web','prod'] WHEN 1 THEN ARRAY['db','prod'] WHEN 2 THEN ARRAY['cache'] ELSE '{}' END,
       CASE WHEN g = 20 THEN timestamptz '2024-03-20 12:00:00+00' END
FROM generate_series(1, 24) g;

INSERT INTO metric_defs VALUES
  (1, 'cpu.user', 'percent', 'g'), (2, 'cpu.system', 'percent', 'g'),
  (3, 'mem.used', 'bytes', 'g'), (4, 'net.rx', 'bytes', 'c'), (5, 'disk.iops', 'ops', 'g');

-- one sample per host and metric every 7 hours from 2024-02-20 to mid-April
-- (samples_old, every week, the DST week by hash, samples_future)
INSERT INTO samples (host_id, metric_id, ts, value)
SELECT h, m, timestamptz '2024-02-20 00:00:00+00' + (k * 7 || ' hours')::interval,
       CASE WHEN (h + m + k) % 29 = 0 THEN NULL
            WHEN m = 4 THEN (k * 1000 + h)::double precision
            ELSE ((h * 31 + m * 17 + k * 7) % 1000) / 10.0 END
FROM generate_series(1, 24) h, generate_series(1, 5) m, generate_series(0, 180) k
WHERE (h + k) % 3 = 0 OR m = 1;
-- the DST change in Paris: 2024-03-31 01:00 UTC; boundaries of the week
INSERT INTO samples VALUES
  (1, 2, '2024-03-31 00:59:59+00', 1.5), (1, 2, '2024-03-31 01:00:00+00', 2.5),
  (1, 3, '2024-03-24 23:00:00+00', 3.5), (1, 3, '2024-03-24 22:59:59.999999+00', 4.5),
  (2, 3, '2024-03-31 22:00:00+00', 5.5), (2, 3, '-infinity', 0), (2, 3, 'infinity', 0);

INSERT INTO device_sessions (device_id, session_no, host_id, started_at, ended_at, bytes_in, bytes_out)
SELECT d * 1000003, s, CASE WHEN (d + s) % 10 = 0 THEN NULL ELSE 1 + (d + s) % 24 END,
       timestamptz '2024-03-01 00:00:00+00' + ((d * 13 + s * 29) % 1000 || ' hours')::interval,
       CASE WHEN s % 5 = 0 THEN NULL ELSE timestamptz '2024-03-01 00:00:00+00' + ((d * 13 + s * 29) % 1000 + 2 || ' hours')::interval END,
       (d * s * 4099) % 1000000, CASE WHEN d % 9 = 0 THEN NULL ELSE (d + s) * 512 END
FROM generate_series(1, 300) d, generate_series(1, 8) s;
INSERT INTO device_sessions VALUES (-1, 1, NULL, '2024-03-01', NULL, 0, 0),
  (9223372036854775807, 1, 1, '2024-03-02', NULL, 0, 0), (0, 1, 2, '2024-03-03', NULL, NULL, NULL);

INSERT INTO traces (trace_id, span_count, service, started_at, duration_ms, error)
SELECT md5('trace' || g)::uuid, 1 + g % 40, (ARRAY['api','auth','billing','search'])[1 + g % 4],
       timestamptz '2024-03-10 00:00:00+00' + (g * 17 || ' seconds')::interval,
       CASE WHEN g % 50 = 0 THEN NULL ELSE round((g * 3.7) % 2000, 3) END, g % 23 = 0
FROM generate_series(1, 2500) g;
INSERT INTO traces VALUES ('00000000-0000-0000-0000-000000000000', 1, 'api', '2024-03-10', 0, false),
  ('ffffffff-ffff-ffff-ffff-ffffffffffff', 2, 'api', '2024-03-10', 1, true);

INSERT INTO daily_rollup (day, host_id, metric_id, n, avg_value, max_value)
SELECT date '2023-12-01' + d, h, m, 24, (d + h + m) % 100, (d + h + m) % 100 + 5
FROM generate_series(0, 120) d, generate_series(1, 6) h, generate_series(1, 3) m;

INSERT INTO alerts (id, host_id, metric_id, fired_at, resolved_at, severity, message)
SELECT g, 1 + g % 24, 1 + g % 5, timestamptz '2024-03-01 00:00:00+00' + (g * 5 || ' hours')::interval,
       CASE WHEN g % 3 = 0 THEN NULL ELSE timestamptz '2024-03-01 00:00:00+00' + (g * 5 + 1 || ' hours')::interval END,
       1 + g % 4, CASE WHEN g % 7 = 0 THEN NULL ELSE 'threshold exceeded ' END
FROM generate_series(1, 400) g;

REFRESH MATERIALIZED VIEW samples_hourly;
REFRESH MATERIALIZED VIEW dc_daily_rollup;
ANALYZE;
