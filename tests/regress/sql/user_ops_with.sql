-- An operator of the input's own named like a modelled one, used by an
-- IN subquery (PostgreSQL's subselect.sql): = on (bigint, text) exists
-- only through CREATE OPERATOR.  The subquery stays a subquery (no semi
-- join, whose condition the rules would read as the modelled =).
CREATE TABLE i8 (q1 int8, q2 int8);
CREATE TABLE itext (c1 text, c2 text);
CREATE FUNCTION bogus_int8_text_eq(int8, text) RETURNS boolean
  LANGUAGE sql AS 'select $1::text = $2';
CREATE OPERATOR = (procedure = bogus_int8_text_eq, leftarg = int8, rightarg = text);
SELECT * FROM i8 WHERE q1 IN (SELECT c1 FROM itext);
SELECT * FROM i8 WHERE q1 = ANY (SELECT c1 FROM itext WHERE c2 IS NOT NULL) AND q2 > 0;
SELECT q1 FROM i8 WHERE q1 NOT IN (SELECT c1 FROM itext);

-- data-modifying items under WITH RECURSIVE (with.sql): each runs once,
-- as without RECURSIVE
CREATE TABLE y (a int);
CREATE TABLE yy (a int);
WITH RECURSIVE t(a) AS (SELECT 0 UNION ALL SELECT a + 1 FROM t WHERE a + 1 < 5),
     t2 AS (INSERT INTO y SELECT * FROM t RETURNING *)
SELECT * FROM t2 JOIN y USING (a) ORDER BY a;
WITH RECURSIVE t1 AS (INSERT INTO y SELECT * FROM y RETURNING *),
     t2 AS (INSERT INTO yy SELECT * FROM t1 RETURNING *)
SELECT 1;
-- the items read before their definition, data-modifying ones too
WITH RECURSIVE t AS (INSERT INTO y SELECT a + 5 FROM t2 WHERE a > 5 RETURNING *),
     t2 AS (UPDATE y SET a = a - 11 RETURNING *)
SELECT * FROM t UNION ALL SELECT * FROM t2;
