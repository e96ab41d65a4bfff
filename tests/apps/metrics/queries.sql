-- tests/apps/metrics/queries.sql — dashboards, alerting and capacity
-- reports of the metrics store.  The application connects with
-- search_path = metrics, public.
SET search_path = metrics, public;

-- q01: a host's CPU graph over one day (UTC literals)
SELECT ts, value FROM samples
WHERE host_id = 3 AND metric_id = 1
  AND ts >= '2024-03-12 00:00:00+00' AND ts < '2024-03-13 00:00:00+00'
ORDER BY ts;

-- q02: same graph by host name and metric name (joins on the keys)
SELECT s.ts, s.value FROM samples s
JOIN hosts h ON h.id = s.host_id
JOIN metric_defs m ON m.id = s.metric_id
WHERE h.hostname = 'web-004.example.net' AND m.name = 'cpu.user'
  AND s.ts >= '2024-03-05' AND s.ts < '2024-03-07'
ORDER BY s.ts;

-- q03: the DST week in Paris local time (offsets +01 and +02)
SELECT count(*), min(ts), max(ts) FROM samples
WHERE ts >= '2024-03-25 00:00:00+01' AND ts < '2024-04-01 00:00:00+02';

-- q04: the hour that does not exist in Paris (02:00-03:00 local, 31 March)
SELECT host_id, metric_id, ts FROM samples
WHERE ts >= '2024-03-31 00:30:00+00' AND ts < '2024-03-31 01:30:00+00'
ORDER BY host_id, metric_id, ts;

-- q05: week 13 for one host (range then hash pruning)
SELECT metric_id, count(*), avg(value) FROM samples
WHERE host_id = 7 AND ts >= '2024-03-26' AND ts < '2024-03-30'
GROUP BY metric_id ORDER BY metric_id;

-- q06: hosts from a list in the DST week
SELECT host_id, count(*) FROM samples
WHERE host_id IN (1, 2, 5, 11) AND ts BETWEEN '2024-03-27 00:00:00+00' AND '2024-03-29 00:00:00+00'
GROUP BY host_id ORDER BY host_id;

-- q07: samples older than the weekly partitions
SELECT count(*) FROM samples WHERE ts < '2024-02-26 00:00:00+01';

-- q08: samples newer than the weekly partitions (DEFAULT), including infinity
SELECT count(*), max(ts) FROM samples WHERE ts >= '2024-04-08 00:00:00+02';

-- q09: missing values per metric (NULL samples)
SELECT m.name, count(*) FROM samples s JOIN metric_defs m ON m.id = s.metric_id
WHERE s.value IS NULL GROUP BY m.name ORDER BY m.name;

-- q10: hourly materialized view for a dashboard panel
SELECT hour, avg_value, max_value FROM samples_hourly
WHERE host_id = 2 AND metric_id = 3 AND hour >= '2024-03-15' AND hour < '2024-03-18'
ORDER BY hour;

-- q11: rollup materialized view: datacenter totals (grand total rows have NULLs)
SELECT datacenter, metric, n FROM dc_daily_rollup
WHERE day IS NULL AND metric IS NOT NULL ORDER BY datacenter, metric;

-- q12: rollup grand total
SELECT n FROM dc_daily_rollup WHERE datacenter IS NULL;

-- q13: counter rate with a window (lag)
SELECT ts, value - lag(value) OVER (ORDER BY ts) AS delta FROM samples
WHERE host_id = 9 AND metric_id = 4 AND ts >= '2024-03-01' AND ts < '2024-03-04'
ORDER BY ts;

-- q14: top hosts by average CPU in a week, with rank
SELECT host_id, avg_cpu, rank() OVER (ORDER BY avg_cpu DESC, host_id) FROM (
    SELECT host_id, avg(value) AS avg_cpu FROM samples
    WHERE metric_id = 1 AND ts >= '2024-03-11' AND ts < '2024-03-18'
    GROUP BY host_id) t
ORDER BY 3 LIMIT 5;

-- q15: hosts above a threshold for more than 3 samples (HAVING)
SELECT host_id, count(*) FROM samples
WHERE metric_id = 2 AND value > 80 AND ts >= '2024-03-01' AND ts < '2024-04-01'
GROUP BY host_id HAVING count(*) > 3 ORDER BY host_id;

-- q16: datacenter comparison for one metric
SELECT h.datacenter, avg(s.value)::numeric(10,2) FROM samples s JOIN hosts h ON h.id = s.host_id
WHERE s.metric_id = 3 AND s.ts >= '2024-03-18' AND s.ts < '2024-03-25'
GROUP BY h.datacenter ORDER BY h.datacenter;

-- q17: hosts with no sample in a window (NOT EXISTS)
SELECT h.id, h.hostname FROM hosts h
WHERE NOT EXISTS (SELECT 1 FROM samples s WHERE s.host_id = h.id AND s.metric_id = 5
                  AND s.ts >= '2024-04-01 00:00:00+00' AND s.ts < '2024-04-01 08:00:00+00')
ORDER BY h.id;

-- q18: a device's sessions (hash partition key)
SELECT session_no, started_at, ended_at FROM device_sessions
WHERE device_id = 17000051 ORDER BY session_no;

-- q19: several devices (hash key IN list)
SELECT device_id, count(*), sum(bytes_in) FROM device_sessions
WHERE device_id IN (1000003, 2000006, 300000900, -1, 0) GROUP BY device_id ORDER BY device_id;

-- q20: open sessions per host (LEFT JOIN, NULL host)
SELECT h.hostname, count(*) FROM device_sessions d LEFT JOIN hosts h ON h.id = d.host_id
WHERE d.ended_at IS NULL GROUP BY h.hostname ORDER BY h.hostname NULLS FIRST;

-- q21: traffic of sessions started in a window (BRIN)
SELECT sum(bytes_in), sum(bytes_out), count(*) FROM device_sessions
WHERE started_at >= '2024-03-10 00:00:00+00' AND started_at < '2024-03-11 00:00:00+00';

-- q22: one trace by uuid (hash on uuid)
SELECT trace_id, service, span_count FROM traces
WHERE trace_id = 'aa95749d-d82b-28aa-5183-450ace1440b2';

-- q23: traces in a uuid list
SELECT trace_id, service FROM traces
WHERE trace_id IN ('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
                   '7cbf333a-deea-fe6e-7d8d-eb4d40efb430')
ORDER BY trace_id;

-- q24: slowest error traces per service (window)
SELECT service, trace_id, duration_ms FROM (
    SELECT service, trace_id, duration_ms,
           row_number() OVER (PARTITION BY service ORDER BY duration_ms DESC NULLS LAST, trace_id) AS rn
    FROM traces WHERE error) t
WHERE rn <= 2 ORDER BY service, rn;

-- q25: p95 duration per service
SELECT service, percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms) FROM traces
GROUP BY service ORDER BY service;

-- q26: daily rollup of a quarter (date partitions)
SELECT day, sum(n), max(max_value) FROM daily_rollup
WHERE day BETWEEN date '2023-12-30' AND date '2024-01-02'
GROUP BY day ORDER BY day;

-- q27: rollup of the year-end, joined to hosts
SELECT h.datacenter, r.metric_id, avg(r.avg_value) FROM daily_rollup r JOIN hosts h ON h.id = r.host_id
WHERE r.day >= '2023-12-01' AND r.day < '2024-01-01' AND r.host_id IN (1, 2, 3)
GROUP BY h.datacenter, r.metric_id ORDER BY 1, 2;

-- q28: current alerts view, critical ones
SELECT id, hostname, metric, fired_at FROM current_alerts
WHERE severity >= 3 AND fired_at < '2024-03-15' ORDER BY id;

-- q29: alert count and mean time to resolve per severity
SELECT severity, count(*), avg(resolved_at - fired_at) FROM alerts
WHERE resolved_at IS NOT NULL GROUP BY severity ORDER BY severity;

-- q30: alerts with the last sample before they fired (lateral)
SELECT a.id, s.ts, s.value FROM alerts a
CROSS JOIN LATERAL (SELECT ts, value FROM samples
                    WHERE host_id = a.host_id AND metric_id = a.metric_id AND ts <= a.fired_at
                    ORDER BY ts DESC LIMIT 1) s
WHERE a.id BETWEEN 10 AND 20 ORDER BY a.id;

-- q31: hosts tagged prod (array containment)
SELECT id, hostname FROM hosts WHERE tags @> ARRAY['prod'] AND datacenter = 'fra1' ORDER BY id;

-- q32: decommissioned hosts that still reported afterwards
SELECT h.hostname, count(*) FROM hosts h JOIN samples s ON s.host_id = h.id
WHERE h.decommissioned_at IS NOT NULL AND s.ts > h.decommissioned_at
GROUP BY h.hostname;

-- q33: samples of the last 7 days (count independent of the clock: the
-- data end in April 2024 apart from infinity)
SELECT count(*) FROM samples WHERE ts > now() - interval '7 days' AND ts < '2025-01-01';

-- q34: CTE: busiest hour per host in March
WITH per_hour AS (
    SELECT host_id, hour, sum(n) AS n FROM samples_hourly
    WHERE hour >= '2024-03-01' AND hour < '2024-04-01' GROUP BY host_id, hour
)
SELECT host_id, max(n) FROM per_hour WHERE host_id <= 4 GROUP BY host_id ORDER BY host_id;
