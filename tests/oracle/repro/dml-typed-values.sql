-- An untyped literal assigned to a column takes the column's type: the
-- enum's, the domain's (its CHECK applies), json's, timestamptz's input
-- reads it.  qprop printed UPDATE's values in the derived table of the
-- rows to change (SELECT ..., 'paid' AS status ...) where the literal is
-- text, and PostgreSQL refused SET status = qp_rows_2.status (text into
-- an enum, a domain over integer, json); in INSERT ... VALUES of several
-- rows it read the literals as one VALUES list's common type, where
-- PostgreSQL assigns each row's values on their own ('01' into a text
-- column is '01', not 1).  A typed value keeps its assignment cast
-- (numeric into numeric(5,1) rounds) and a too long string for
-- varchar(3) fails as in the original (an explicit cast would truncate).
-- A ROW assigned to a composite column is assigned field by field; in the
-- derived table it was a record, which no composite column takes.
-- Issue 34.

CREATE SCHEMA billing;
CREATE TYPE billing.status AS ENUM ('open', 'paid', 'void');
CREATE DOMAIN billing.cents AS integer CHECK (VALUE >= 0);
CREATE TYPE billing.addr AS (street text, zip varchar(5));
CREATE TABLE billing.invoices (id integer PRIMARY KEY, status billing.status NOT NULL DEFAULT 'open', amount billing.cents, meta json, doc jsonb, due timestamptz, code varchar(3), rate numeric(5,1), note text, span interval hour, ship billing.addr);
CREATE TABLE billing.payments (invoice integer, paid numeric);
INSERT INTO billing.invoices VALUES (1, 'open', 100, '{"a": 1}', '{"b": 2}', '2026-01-01 10:00+00', 'ab', 1.5, 'first', '1 hour'), (2, 'open', 200, NULL, NULL, NULL, NULL, NULL, NULL, NULL), (3, 'void', 0, '[]', '[]', '2026-02-01 00:00+00', 'x', 0, '', NULL);
INSERT INTO billing.payments VALUES (1, 100), (2, 50.25), (9, 1);

-- query:
UPDATE billing.invoices i SET status = 'paid' FROM billing.payments p WHERE p.invoice = i.id;
UPDATE billing.invoices i SET status = 'paid', note = 'paid ' || p.paid FROM billing.payments p WHERE p.invoice = i.id AND p.paid > 60 RETURNING i.id, i.status, p.paid;
UPDATE billing.invoices SET amount = '250', meta = '{"k": 1}', doc = '{"k": [1, 2]}', due = '2026-03-01 12:00+00' WHERE id = 1 RETURNING amount, meta, doc, due;
UPDATE billing.invoices SET amount = '-5' WHERE id = 1;
UPDATE billing.invoices SET meta = '{bad' WHERE id = 2;
UPDATE billing.invoices SET status = 'late' WHERE id = 2;
UPDATE billing.invoices SET code = 'abcdef' WHERE id = 1;
UPDATE billing.invoices SET code = 'abc  ' WHERE id = 1 RETURNING code || '|';
UPDATE billing.invoices SET rate = 1.25, span = '3' WHERE id = 1 RETURNING rate, span;
UPDATE billing.invoices SET rate = '2.25', amount = 7.5 WHERE id = 2 RETURNING rate, amount;
UPDATE billing.invoices SET note = NULL, amount = NULL, meta = NULL WHERE id < 3;
INSERT INTO billing.invoices (id, status, amount, meta, doc, due, code, span) VALUES (10, 'paid', '7', '[1]', '{}', '2026-01-01 00:00+00', 'xy', '2') RETURNING *;
INSERT INTO billing.invoices (id, status, amount, note, rate) VALUES (11, 'paid', 1, 1, 1.25), ('12', 'void', '2', '01', '1.35') RETURNING *;
INSERT INTO billing.invoices (id, note) VALUES (13, '01'), (14, 2);
INSERT INTO billing.invoices (id, code) VALUES (20, 'abcdef');
INSERT INTO billing.invoices (id, amount) VALUES (21, '-1');
INSERT INTO billing.invoices (id, status, amount, meta) SELECT p.invoice + 100, 'paid', p.paid, '{}' FROM billing.payments p;
INSERT INTO billing.invoices (id, status) SELECT 30, 'open' UNION SELECT 31, 'paid';
INSERT INTO billing.invoices (id, status, meta) VALUES (1, 'paid', '{}') ON CONFLICT (id) DO UPDATE SET status = 'void', meta = '{"c": true}', due = '2026-01-01 00:00+00', span = '4' RETURNING *;
INSERT INTO billing.invoices AS i (id, status, rate) VALUES (2, 'paid', 2.25), (40, 'void', '3.35') ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, rate = EXCLUDED.rate, amount = '5' RETURNING i.id, i.status, i.rate, i.amount;
INSERT INTO billing.invoices (id) VALUES (3) ON CONFLICT (id) DO UPDATE SET code = 'toolong';
INSERT INTO billing.invoices (id, meta, status, due) VALUES (60, NULL, 'paid', '2026-05-01 08:00+00'), (61, '{}', DEFAULT, NULL) RETURNING id, meta, status, due;
UPDATE billing.invoices SET status = DEFAULT, doc = '[true]' WHERE id = 3 RETURNING status, doc;
INSERT INTO billing.invoices (id, status) VALUES (3, 'paid') ON CONFLICT (id) DO UPDATE SET status = DEFAULT, amount = NULL RETURNING status, amount;
UPDATE billing.invoices i SET ship = ROW(p.invoice || ' Main St', '12345'), note = p.paid FROM billing.payments p WHERE p.invoice = i.id RETURNING i.id, i.ship, i.note;
UPDATE billing.invoices SET ship = (id, NULL) WHERE id < 3 RETURNING ship;
UPDATE billing.invoices SET ship = ('Elm', '123456') WHERE id = 1;
WITH w AS (SELECT 70 AS k) INSERT INTO billing.invoices (id, status, note) VALUES (70, 'paid', 1), (71, NULL, '01') RETURNING id, status, note;
INSERT INTO billing.invoices (id, note) WITH w AS (SELECT 1) VALUES (72, '01'), (73, 2) RETURNING id, note;
