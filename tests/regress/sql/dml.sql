-- dml: INSERT, UPDATE and DELETE with RETURNING, ON CONFLICT, DEFAULT
-- VALUES and OVERRIDING (issue 17).  INSERT prints as INSERT INTO t AS
-- alias; its RETURNING reads the row as stored.  UPDATE and DELETE print
-- as a join of the target (qp_target_N) with the rows their query finds
-- (qp_rows_N): RETURNING reads the target there (UPDATE: the new values,
-- as in PostgreSQL) and the other tables' columns through the rows'
-- derived table (qp_ret_N).  ON CONFLICT DO UPDATE reads the existing
-- row and EXCLUDED.  golden_roundtrip.sh runs each statement in a
-- transaction it rolls back and compares the RETURNING rows and the
-- tables after it.
CREATE TABLE acct (id integer PRIMARY KEY, owner text, bal integer);
CREATE TABLE moves (id integer PRIMARY KEY, acct integer, amt integer);
CREATE TABLE logt (id integer GENERATED ALWAYS AS IDENTITY, note text);
CREATE TABLE notes (note text DEFAULT 'none', n integer DEFAULT 7);

INSERT INTO acct VALUES (100, 'new', 0) RETURNING *;
INSERT INTO acct AS a (id, owner) SELECT m.id + 1000, 'm' FROM moves m
WHERE m.amt > 5 RETURNING a.id, a.owner || '!' AS tag;
INSERT INTO moves (id, acct, amt) VALUES (500, 1, 2), (501, 2, 3)
RETURNING id, amt * 2 AS twice;
INSERT INTO notes DEFAULT VALUES RETURNING note, n;
-- (OVERRIDING USER VALUE is printed back the same way; it takes values
-- from the identity's sequence, which a rolled-back run does not reset)
INSERT INTO logt OVERRIDING SYSTEM VALUE VALUES (77, 'x') RETURNING id;
INSERT INTO logt (id, note) OVERRIDING SYSTEM VALUE SELECT id, owner
FROM acct WHERE id = 1;

-- ON CONFLICT: DO NOTHING with and without an arbiter; DO UPDATE with
-- EXCLUDED, the existing row and a WHERE
INSERT INTO acct VALUES (1, 'dup', 5) ON CONFLICT DO NOTHING;
INSERT INTO acct VALUES (1, 'dup', 5) ON CONFLICT (id) DO NOTHING
RETURNING id;
INSERT INTO acct AS a VALUES (1, 'up', 5), (200, 'ins', 6)
ON CONFLICT (id) DO UPDATE SET bal = a.bal + excluded.bal,
owner = excluded.owner WHERE a.bal IS NOT NULL RETURNING a.*;
INSERT INTO acct VALUES (2, 'c', 1) ON CONFLICT ON CONSTRAINT acct_pkey
DO UPDATE SET bal = 0 RETURNING bal;
INSERT INTO acct SELECT id, 'from moves', amt FROM moves WHERE acct = 3
ON CONFLICT (id) WHERE bal > 0 DO NOTHING;

-- UPDATE ... FROM ... RETURNING: new values of the target, the joined row
-- of the FROM table (joined on its key: with several matching rows
-- PostgreSQL takes any one of them)
UPDATE acct SET bal = acct.bal + m.amt FROM moves m WHERE m.id = acct.id
AND m.amt > 2 RETURNING acct.id, acct.bal, m.amt, acct.bal - m.amt AS old;
UPDATE acct SET bal = bal * 2 WHERE id IN (1, 2, 3) RETURNING *;
-- DELETE ... USING ... RETURNING *: the target's and USING's columns
DELETE FROM moves USING acct a WHERE a.id = moves.acct AND a.bal < 3
RETURNING *;
DELETE FROM moves WHERE amt > 100 RETURNING id;
-- a contradiction: nothing to delete, RETURNING still typed
DELETE FROM moves m USING acct a WHERE a.id = m.acct AND a.id = 1
AND a.id = 2 RETURNING m.id, a.owner;

-- data-modifying WITH items: each runs once, at the top level, whether
-- its rows are read or not; no predicate on a use moves into it
WITH moved AS (DELETE FROM moves WHERE amt > 4 RETURNING *)
INSERT INTO moves SELECT id + 1000, acct, amt FROM moved WHERE acct > 1;
WITH ins AS (INSERT INTO acct VALUES (300, 'w', 1) RETURNING id)
SELECT a.owner FROM acct a JOIN ins ON a.id = ins.id - 299;
WITH u AS (UPDATE acct SET bal = bal + 1 WHERE id <= 3 RETURNING id, bal)
SELECT * FROM u WHERE bal > 3;
WITH d AS (DELETE FROM moves WHERE amt = 1 RETURNING id) SELECT 1 AS one;
WITH d AS (DELETE FROM moves WHERE amt = 2) SELECT count(*) FROM acct;
WITH u AS (UPDATE acct SET owner = 'u' WHERE id = 1 RETURNING *)
UPDATE moves SET amt = u.bal FROM u WHERE moves.acct = u.id
RETURNING moves.id, u.owner;
WITH t AS (SELECT * FROM acct WHERE bal > 1),
     i AS (INSERT INTO moves SELECT id + 2000, id, bal FROM t RETURNING *)
SELECT count(*), sum(amt) FROM i;

-- typed columns (issue 34): an untyped literal, NULL or DEFAULT assigned
-- to a column is read as the column's type (the enum's, the domain's with
-- its CHECK, json's, timestamptz's input), by PostgreSQL at the
-- assignment: UPDATE prints it as its SET item's value, not in the rows'
-- derived table (where it would be text, which no enum or json column
-- takes); a typed value keeps its type there, and its assignment cast
-- (numeric into numeric(5,1) rounds; 'abcdef' into varchar(3) fails).
-- INSERT's VALUES assigns each row's items on their own ('01' stays '01'
-- in the text column beside the integer 1); INSERT ... SELECT's
-- literals are read as the columns' types, those of a UNION are text.
-- A ROW is assigned to a composite column field by field: UPDATE prints
-- SET addr = ROW(qp_rows_N.qp_set_1_1, 'x'), a record in the derived
-- table would be refused.
CREATE TYPE paystate AS ENUM ('open', 'paid', 'void');
CREATE TYPE place AS (city text, zip varchar(5));
CREATE DOMAIN cents AS integer CHECK (VALUE >= 0);
CREATE TABLE bills (id integer PRIMARY KEY, st paystate NOT NULL
DEFAULT 'open', amt cents, meta json, due timestamptz, code varchar(3),
rate numeric(5,1), note text, addr place);
UPDATE bills b SET st = 'paid', meta = '{"by": "card"}',
due = '2026-01-01 00:00+00' FROM moves m WHERE m.id = b.id
RETURNING b.id, b.st, m.amt;
UPDATE bills SET st = DEFAULT, amt = '7', rate = 1.25, note = NULL
WHERE id < 5 RETURNING st, amt, rate;
UPDATE bills SET code = 'abcdef', amt = amt + 1 WHERE id = 1;
INSERT INTO bills (id, st, amt, note, rate) VALUES (900, 'void', '5', 1,
'2.25'), (901, DEFAULT, 6, '01', 2.25) RETURNING *;
INSERT INTO bills (id, st, meta) SELECT id + 1000, 'paid', '[]' FROM moves
WHERE amt > 3;
INSERT INTO bills (id, st) SELECT 1, 'open' UNION SELECT 2, 'paid';
INSERT INTO bills AS b (id, st, amt) VALUES (1, 'paid', 3)
ON CONFLICT (id) DO UPDATE SET st = 'void', amt = DEFAULT, meta = '{}',
code = excluded.code RETURNING b.st, b.amt;
UPDATE bills b SET addr = ROW(m.id || ' Elm St', '12345') FROM moves m
WHERE m.id = b.id RETURNING b.addr;
