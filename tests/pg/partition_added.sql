-- SPDX-License-Identifier: MIT
-- tests/pg/partition_added.sql — a partition created after a statement
-- was prepared (tests/pg/check.sh)
--
-- Events partitioned by year, one year there; a calendar with a day of
-- the next.  A join filtered on the calendar's next year, and NOT
-- EXISTS over the events of the next year, find no partition that can
-- hold their rows: qprop plans those scans as Empty, and the query the
-- extension plans must still read ev (the partitioned table, pruned by
-- PostgreSQL): a partition created later then holds rows the statement
-- must return, and PostgreSQL's plan cache replans a prepared statement
-- when ev changes only while its plan reads ev.
CREATE TABLE ev (d date NOT NULL, n int) PARTITION BY RANGE (d);
CREATE TABLE ev_2024 PARTITION OF ev FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE dd (d date PRIMARY KEY, tag text);
INSERT INTO dd VALUES ('2024-06-01', 'a'), ('2025-03-01', 'b'), ('2025-04-01', 'c');
INSERT INTO ev VALUES ('2024-06-01', 1);
ANALYZE;
