-- examples/partitions.sql — static partition pruning, given and derived
--
--     ./qprop examples/partitions.sql
--
-- What to look for: the Scan of "events" lists the partitions it still
-- reads.  In the first query the range filter on the key keeps two months.
-- In the second nothing filters events directly: the key's domain comes
-- through the join from the filter on "calendar", and prunes as well.  In
-- the third the list-partitioned table keeps its default partition, which
-- holds every value not listed.

CREATE TABLE events (day date NOT NULL, kind text, payload text)
    PARTITION BY RANGE (day);
CREATE TABLE events_2024_01 PARTITION OF events
    FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');
CREATE TABLE events_2024_02 PARTITION OF events
    FOR VALUES FROM ('2024-02-01') TO ('2024-03-01');
CREATE TABLE events_2024_03 PARTITION OF events
    FOR VALUES FROM ('2024-03-01') TO ('2024-04-01');
CREATE TABLE calendar (day date PRIMARY KEY, holiday bool);

SELECT count(*) FROM events
WHERE day >= '2024-01-15' AND day < '2024-03-01';

SELECT e.kind, c.holiday
FROM events e JOIN calendar c ON e.day = c.day
WHERE c.day = DATE '2024-03-08';

CREATE TABLE logs (kind text, msg text) PARTITION BY LIST (kind);
CREATE TABLE logs_err PARTITION OF logs FOR VALUES IN ('error');
CREATE TABLE logs_warn PARTITION OF logs FOR VALUES IN ('warning');
CREATE TABLE logs_other PARTITION OF logs DEFAULT;

SELECT * FROM logs WHERE kind IN ('error', 'debug');
