-- dml_assign: the values INSERT, UPDATE and ON CONFLICT DO UPDATE assign
-- to columns, as --format=sql prints them (issue 34).  PostgreSQL reads
-- an untyped literal, NULL or DEFAULT as the column's type at the
-- assignment, so UPDATE prints it as its SET item's value (SET st =
-- 'paid'), not in the derived table qp_rows_N, where it would be text;
-- a typed value stays there with its own type (SET rate = qp_rows_N.rate
-- of 1.25, rounded by the assignment as in the original).  A ROW is
-- printed in SET, its items read from the derived table one by one.
-- INSERT's VALUES keeps each row's items as written (no common type
-- across the rows: '01' and 2 into a text column), and so does ON
-- CONFLICT DO UPDATE.  tests/oracle/golden_roundtrip.sh runs each
-- statement on PostgreSQL, as written and as printed.
-- qprop-flags: --format=sql
CREATE TYPE paystate AS ENUM ('open', 'paid', 'void');
CREATE DOMAIN cents AS integer CHECK (VALUE >= 0);
CREATE TYPE place AS (city text, zip varchar(5));
CREATE TABLE bills (id integer PRIMARY KEY, st paystate NOT NULL
DEFAULT 'open', amt cents, meta json, code varchar(3), rate numeric(5,1),
note text, addr place);
CREATE TABLE pays (bill integer, paid numeric);

UPDATE bills b SET st = 'paid', meta = '{"by": "card"}', amt = NULL,
rate = p.paid FROM pays p WHERE p.bill = b.id RETURNING b.id, p.paid;
UPDATE bills SET st = DEFAULT, rate = 1.25 WHERE id < 5 RETURNING st, rate;
UPDATE bills SET code = 'abcdef' WHERE id < 5;
UPDATE bills b SET addr = ROW(p.bill || ' Elm St', '12345') FROM pays p
WHERE p.bill = b.id;
INSERT INTO bills (id, st, amt, note) VALUES (900, 'void', '5', '01'),
(901, DEFAULT, 6, 2), (902, 'open', NULL, NULL);
INSERT INTO bills (id, st, meta) SELECT bill + 1000, 'paid', '[]' FROM pays
WHERE bill IS NOT NULL ON CONFLICT DO NOTHING;
INSERT INTO bills AS b (id, st) VALUES (1, 'paid') ON CONFLICT (id)
DO UPDATE SET st = 'void', amt = DEFAULT, meta = '{}', note = excluded.note;

-- UPDATE SET (a, b) = ...: a row's items are assigned one by one, as
-- PostgreSQL's grammar splits them (a literal in SET, typed values in the
-- derived table); a sub-SELECT is assigned column by column, each from a
-- sub-SELECT of its own, refused where it may not give the same row each
-- time; PostgreSQL's errors for a width that does not match and a source
-- that is neither
UPDATE bills SET (st, code, rate) = ('void', DEFAULT, 2.25) WHERE id = 1;
UPDATE bills SET (amt, rate) = ROW(NULL, amt + 1);
UPDATE bills b SET (note, rate) = (SELECT 'x' || p.bill, p.paid FROM pays p
WHERE p.bill = b.id), st = 'paid';
UPDATE bills SET (note, rate) = (SELECT 'x', paid FROM pays LIMIT 1);
UPDATE bills SET (note, rate) = (SELECT 'x', random() FROM pays);
UPDATE bills SET (note, rate) = (SELECT * FROM pays);
UPDATE bills SET (note, rate) = (SELECT 'x');
UPDATE bills SET (note, rate) = ('x', 1, 2);
UPDATE bills SET (note) = ('x');
INSERT INTO bills (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET (note, rate)
= ('y', 3.5);
