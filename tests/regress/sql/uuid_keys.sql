-- uuid_keys.sql: uuid values (issue 16).  A uuid literal is read in every
-- form PostgreSQL's uuid_in() accepts (upper case, braces, no hyphens, a
-- hyphen after any group of four digits) and printed canonical and typed;
-- uuids are ordered as memcmp() of their 16 bytes, so equality, IN,
-- = ANY and ranges make domains, and HASH partitions on a uuid key are
-- pruned by PostgreSQL's uuid_hash_extended() (tests/oracle/
-- partition_uuid.sql checks every case against PostgreSQL).
CREATE TABLE uk_traces (trace_id uuid, service text, spans int)
    PARTITION BY HASH (trace_id);
CREATE TABLE uk_traces_p0 PARTITION OF uk_traces
    FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE uk_traces_p1 PARTITION OF uk_traces
    FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE uk_traces_p2 PARTITION OF uk_traces
    FOR VALUES WITH (MODULUS 3, REMAINDER 2);
CREATE TABLE uk_spans (trace_id uuid, name text);

-- every textual form of one uuid: one partition (uk_traces_p0)
SELECT * FROM uk_traces WHERE trace_id = 'c4ca4238-a0b9-2382-0dcc-509a6f75849b';
SELECT * FROM uk_traces WHERE trace_id = 'C4CA4238-A0B9-2382-0DCC-509A6F75849B';
SELECT * FROM uk_traces WHERE trace_id = '{c4ca4238a0b923820dcc509a6f75849b}';
SELECT * FROM uk_traces WHERE trace_id = 'c4ca-4238-a0b9-2382-0dcc-509a-6f75-849b'::uuid;
-- IN and = ANY: the union of the values' partitions
SELECT * FROM uk_traces
WHERE trace_id IN ('c81e728d-9d4c-2f63-6f06-7f89cc14862c',
                   'eccbc87e-4b5c-e2fe-2830-8fd9f2a7baf3');
SELECT * FROM uk_traces
WHERE trace_id = ANY (ARRAY['00000000-0000-0000-0000-000000000000',
                            'ffffffff-ffff-ffff-ffff-ffffffffffff']::uuid[]);
-- a contradiction in the byte order
SELECT * FROM uk_traces
WHERE trace_id = 'c4ca4238-a0b9-2382-0dcc-509a6f75849b'
  AND trace_id > 'd0000000-0000-0000-0000-000000000000';
-- a range keeps every hash partition
SELECT * FROM uk_traces WHERE trace_id > 'd0000000-0000-0000-0000-000000000000';
-- the key propagates across a join, and prunes there
SELECT s.name, t.spans FROM uk_spans s JOIN uk_traces t ON t.trace_id = s.trace_id
WHERE s.trace_id = 'a87ff679-a2f3-e71d-9181-a67b7542122c';
-- not uuids: PostgreSQL's error at the literal
SELECT * FROM uk_traces WHERE trace_id = 'c4ca4238-a0b9-2382-0dcc-509a6f75849';
SELECT * FROM uk_traces WHERE trace_id = ' c4ca4238-a0b9-2382-0dcc-509a6f75849b';
SELECT * FROM uk_traces WHERE trace_id = 'c4ca42-38a0b9-2382-0dcc-509a6f75849b';
SELECT * FROM uk_traces WHERE trace_id IN ('c4ca4238-a0b9-2382-0dcc-509a6f75849b', '{x}');
-- a uuid compares with no text
SELECT * FROM uk_traces WHERE trace_id = service;
