-- SPDX-License-Identifier: MIT
-- tests/pg/collation_queries.sql — one query a line, run by tests/pg/check.sh
-- in the database of tests/pg/collation.sql (default collation not C).
-- The comment after each says whether qprop takes it: equalities (=, <>,
-- IN, LIKE) on text of a deterministic collation move; an order (<,
-- BETWEEN, min, max, a constant comparison), a locale-dependent function
-- (upper) and a RANGE key on text are left to PostgreSQL.  (An equality
-- with one constant alone, c.name = 'x', PostgreSQL's equivalence class
-- gives the other side itself: such a statement is left to it, so the
-- rewritten ones use IN lists.)
SELECT o.id, c.id FROM orders o JOIN cust c ON o.cust_name = c.name WHERE c.name IN ('Banana', 'cherry') ORDER BY 1, 2; -- rewritten
SELECT c.name, count(*), sum(o.amount) FROM orders o JOIN cust c ON o.region = c.region WHERE c.region IN ('EU', 'as') GROUP BY c.name ORDER BY 1; -- rewritten
SELECT o.id FROM orders o JOIN cust c ON o.cust_name = c.name WHERE c.name <> 'apple' AND o.region = 'US' AND c.name LIKE 'B%' ORDER BY 1; -- rewritten
SELECT o.id, a.zip FROM orders o JOIN cust c ON o.cust_name = c.name JOIN addr a ON a.id = c.id WHERE substr(a.zip, 1, 5) <> substr(c.region, 1, 5) AND c.name IN ('apple', 'Banana') ORDER BY 1, 2; -- rewritten
SELECT o.id, c.name FROM orders o JOIN cust c ON o.cust_name = c.name WHERE c.name < 'b' ORDER BY 1, 2; -- not rewritten
SELECT c.id FROM orders o JOIN cust c ON o.cust_name = c.name WHERE 'B' < 'a' ORDER BY 1; -- not rewritten
SELECT count(*) FROM orders o JOIN cust c ON o.cust_name = c.name WHERE c.name BETWEEN 'Apple' AND 'apple'; -- not rewritten
SELECT min(c.name), max(o.cust_name) FROM orders o JOIN cust c ON o.cust_name = c.name WHERE o.region = 'EU'; -- not rewritten
SELECT count(*) FROM events e JOIN cust c ON e.tag = c.name WHERE c.name = 'Zed' OR c.name = 'apple'; -- not rewritten
SELECT upper(c.name), count(*) FROM orders o JOIN cust c ON o.cust_name = c.name WHERE o.region = 'AS' GROUP BY 1 ORDER BY 1; -- not rewritten
SELECT t.k, c.id FROM tags t JOIN cust c ON t.name = c.name WHERE c.name = 'apple' ORDER BY 1, 2; -- not rewritten (nondeterministic)
