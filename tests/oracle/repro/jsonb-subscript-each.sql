-- A jsonb value subscripted (j['key'], j[0]['a'], j[col]) was read as an
-- array subscript, its text subscripts refused ("invalid input syntax for
-- type integer"); json_each / jsonb_each / _text in the select list
-- (rows as records, and (jsonb_each(j)).key) were refused.  PostgreSQL's
-- jsonb.sql and json.sql lose some 40 queries to these.  A jsonb
-- subscript is an integer or a text, as PostgreSQL's
-- jsonb_subscript_transform reads it, and the result is jsonb.  Issue 34.

CREATE TABLE tjs (id text, test_json jsonb);
INSERT INTO tjs VALUES ('a', '{"a": 1, "key": "value", "d": [1, {"x": 2}]}'), ('key', '{"key": "other"}'), ('n', NULL), ('arr', '[10, 20, 30]');

-- query:
SELECT ('{"a": 1, "b": "c", "d": [1, 2, 3]}'::jsonb)['d'][1];
SELECT ('[1, "2", null]'::jsonb)['1'], ('[1, "2", null]'::jsonb)[-2], ('123'::jsonb)[NULL];
SELECT id FROM tjs WHERE test_json['key'] = '"value"';
SELECT id, test_json[id], test_json['d'][1]['x'] FROM tjs;
SELECT id FROM tjs WHERE test_json[0] IS NOT NULL OR test_json['a'] = '1';
SELECT t.id, t.test_json['d'][0] FROM tjs t JOIN tjs u ON t.id = u.id WHERE u.test_json[1::int2] = '20';
SELECT jsonb_each('{"f1":[1,2,3],"f2":{"f3":1},"f4":null}');
SELECT json_each_text('{"f1":[1,2,3],"f4":null,"f5":"null"}') AS q;
SELECT key, count(*) FROM (SELECT (jsonb_each(test_json)).key FROM tjs WHERE id <> 'arr') AS wow GROUP BY key;
SELECT id, (jsonb_each_text(test_json)).value FROM tjs WHERE id IN ('a', 'key');
SELECT jsonb_delete('{"a":1 , "b":2, "c":3}'::jsonb, 'a'), jsonb_delete(test_json, 'key') FROM tjs;
