-- json.sql: JSON and JSONB operators and functions, resolved in
-- PostgreSQL's own catalog (src/types/pgcat.c; issue 17).  Each operator
-- and function takes PostgreSQL's overload: an untyped literal operand
-- takes the chosen operator's parameter type and prints with it where that
-- type is not the one PostgreSQL would guess (jsonb), and the result has
-- the catalog's result type (->> gives text, so it compares with text).
CREATE TABLE c (id int NOT NULL, name text, metadata jsonb, doc json);

-- [1] field and path access
SELECT c.metadata->>'k', metadata->'s'->>'b', metadata #> '{s,b}',
       metadata #>> '{s}', metadata->0, doc->>'k', doc->'a' FROM c;
SELECT id FROM c WHERE metadata->>'k' = 'x';
SELECT id FROM c WHERE (metadata->>'a')::int > 1;
-- the text result joins with text: the class holds both
SELECT c.id FROM c JOIN c AS d ON d.name = c.metadata->>'k'
WHERE d.name = 'x';

-- [2] containment and key tests
SELECT id FROM c WHERE metadata @> '{"a": 1}';
SELECT id FROM c WHERE '{"a": 1}' <@ metadata;
SELECT id FROM c WHERE metadata ? 'k' AND NOT metadata ? 'zz';
SELECT id FROM c WHERE metadata ?| '{a,s}' OR metadata ?& '{a,k}';

-- [3] concatenation and deletion on jsonb
SELECT metadata || '{"z": 0}', metadata - 'k', metadata #- '{s,b}' FROM c;

-- [4] construction and aggregation
SELECT jsonb_build_object('id', id, 'name', name), to_jsonb(name),
       json_build_object('id', id), jsonb_typeof(metadata) FROM c;
SELECT json_agg(name ORDER BY id), jsonb_agg(id ORDER BY id) FROM c;
SELECT name, jsonb_object_agg(id, metadata) FROM c GROUP BY name;
SELECT jsonb_array_length(metadata->'t'), jsonb_extract_path_text(metadata,
       's', 'b') FROM c WHERE jsonb_typeof(metadata->'t') = 'array';

-- [5] casts between json, jsonb and text are carried exactly
SELECT metadata::text, doc::jsonb, name::jsonb, '{"b": 2}'::jsonb FROM c
WHERE name = '1';
