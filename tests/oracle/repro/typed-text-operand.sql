-- A text literal typed in the input ('y'::text) beside an operand of
-- another type was printed bare: PostgreSQL then read it as unknown and
-- resolved the operator anew, jsonb || text (anynonarray || text) as
-- jsonb || jsonb, which rejects 'y' as JSON.  Found by PostgreSQL's
-- jsonb.sql (line 880); normalize also folded the binder's cast away in
-- WHERE.

CREATE TABLE tj (id int, j jsonb, t text);
INSERT INTO tj VALUES (1, '{}', 'x'), (2, '{"a": 1}', NULL), (3, NULL, 'y');

-- query:
SELECT DISTINCT * FROM (VALUES (jsonb '{}' || ''::text), ('{}')) v(j);
SELECT id, j || 'y'::text FROM tj;
SELECT id FROM tj WHERE (j || 'y'::text) IS NOT NULL AND t = 'x'::text;
