-- composite.sql: composite values (issues 16 and 17).  A type declared
-- with CREATE TYPE name AS (...) keeps its fields: (x).field has the
-- field's type and prints back as written; a field of a field and a
-- subscript of a field work too.  A table's whole row (t.*, or t used as
-- a value) reads all of t's columns, is NULL for a NULL-extended row, and
-- is never moved by a rule.  Unknown fields fail as in PostgreSQL.
CREATE TYPE cp_address AS (street text, city text, zip varchar(10));
CREATE TYPE cp_site AS (name text, addr cp_address, tags text[]);
CREATE TABLE cp_cust (id int PRIMARY KEY, name text, addr cp_address,
                      site cp_site);
CREATE TABLE cp_ord (id int, cust_id int, amount numeric);

-- a field compared as text: the predicate moves as an opaque value
SELECT c.id, (c.addr).city FROM cp_cust c WHERE (c.addr).city = 'x';

SELECT (addr).city AS city, count(*) FROM cp_cust GROUP BY (addr).city;

-- across a join: the filter on the field goes down to cp_cust's scan
SELECT o.id, (c.addr).zip FROM cp_ord o JOIN cp_cust c ON c.id = o.cust_id
WHERE (c.addr).zip IS NULL AND o.amount > 1;

-- nested: a field of a field, and a subscript of a field
SELECT (c.site).addr.city, (c.site).tags[1] FROM cp_cust c
WHERE (c.site).name = 'x' OR (c.site).addr.street IS NOT NULL;

-- the whole composite column; NOT (x IS NULL) is kept as written (a row
-- of NULLs IS NULL and is not IS NOT NULL)
SELECT c.id FROM cp_cust c WHERE NOT (c.addr IS NULL);

-- whole-row references
SELECT c FROM cp_cust c;

SELECT c.*, o FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id;

SELECT count(o.*), count(o) FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id;

-- t.* IS NULL: every field NULL (or a NULL-extended row); it stays above
-- the LEFT JOIN
SELECT c.id FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id
WHERE o.* IS NULL;

SELECT c.id FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id
WHERE o IS NOT NULL AND c.id > 1;

SELECT row_to_json(c), (c).name, (c.*).id FROM cp_cust c WHERE c.id = 1;

SELECT ROW(o.*) = ROW(1, 1, 10::numeric), ROW(o.*, 5) FROM cp_ord o;

SELECT s FROM (SELECT id, amount FROM cp_ord) s WHERE s.id > 2;

SELECT o.id FROM cp_ord o WHERE o = ROW(1, 1, 10::numeric)::cp_ord;

-- whole rows as keys, in a correlated subquery, through a CTE
SELECT o, count(*) FROM cp_ord o GROUP BY o ORDER BY o;

SELECT c.id FROM cp_cust c
WHERE EXISTS (SELECT 1 FROM cp_ord o WHERE o.cust_id = c.id AND c IS NOT NULL);

WITH w AS (SELECT id, cust_id FROM cp_ord WHERE amount > 0)
SELECT w, w.id FROM w LEFT JOIN cp_cust c ON c.id = w.cust_id
WHERE w.id > 1 AND c.* IS NULL;

SELECT c.id, row_to_json(o) FROM cp_cust c
FULL JOIN (SELECT id, cust_id FROM cp_ord) o ON o.cust_id = c.id
WHERE o IS NULL OR c.id = 2;

-- a composite column with some NULL fields is neither NULL nor NOT NULL:
-- no tautology, no contradiction, no domain
SELECT c.id FROM cp_cust c WHERE c.addr IS NULL OR c.addr IS NOT NULL;

SELECT c.id FROM cp_cust c WHERE NOT (c.addr IS NOT NULL) AND NOT (c.addr IS NULL);

SELECT c.id, o.id FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id
WHERE (c.site IS NULL OR c.site IS NOT NULL) AND (c.site).name IS NULL;

-- A view's whole row has the view's row type, as PostgreSQL's parser
-- types it before expanding the view: a function of that type takes it,
-- and it compares with a row cast to it.  On the nullable side of an
-- outer join, filtered or not, it is NULL where the join NULL-extends it
-- (gen.py seed 49), never a row of NULLs
CREATE VIEW cp_ord_v AS SELECT id, cust_id, amount FROM cp_ord;
CREATE FUNCTION cp_ord_amount(cp_ord_v) RETURNS numeric LANGUAGE sql
    STRICT AS 'SELECT $1.amount';
SELECT cp_ord_amount(v) FROM cp_ord_v v;
SELECT v FROM cp_ord_v v WHERE v = ROW(1, 1, 1.5)::cp_ord_v;
SELECT c.id, v, cp_ord_amount(v) FROM cp_cust c
  LEFT JOIN cp_ord_v v ON v.cust_id = c.id AND v.amount > 10;
SELECT c.id, o FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id
 AND o.amount > 10;
SELECT c.id, o FROM cp_cust c LEFT JOIN cp_ord o ON o.cust_id = c.id
 AND o.id = 1 AND o.id = 2;
