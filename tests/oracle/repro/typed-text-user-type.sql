-- 'e'::text beside an operand of a type the input creates (a range type
-- over text) was printed as a bare 'e', which PostgreSQL then reads as
-- a value of the range type: textrange @> 'e'::text (element in range)
-- became textrange @> textrange, "malformed range literal".
-- PostgreSQL's rangetypes.sql:178.
CREATE TYPE textrange8 AS RANGE (subtype = text, collation = "C");
CREATE TABLE tr8 (id int, tr textrange8);
INSERT INTO tr8 VALUES (1, textrange8('a', 'f')), (2, textrange8('f', NULL)), (3, 'empty'), (4, NULL);

-- query:
SELECT id FROM tr8 WHERE 'e'::text <@ tr;
SELECT id FROM tr8 WHERE tr @> 'f'::text;
SELECT id, tr @> text 'b' AS has_b FROM tr8;
