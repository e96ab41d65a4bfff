-- position(a IN b) was read as strpos(b, a), a function of text alone:
-- on bit, bit varying and bytea qprop refused it ("function strpos(bit,
-- bit) does not exist", 39 queries of PostgreSQL's bit.sql), where
-- PostgreSQL calls pg_catalog.position(b, a).  On char(n) it stays
-- position on text (trailing blanks dropped).
CREATE TABLE pb8 (id int, b bit(8), v bit varying(12), y bytea, c char(4), t text);
INSERT INTO pb8 VALUES (1, B'01011010', B'0001011', '\x0102ff'::bytea, 'ab', 'xaby'), (2, B'11111111', B'1', '\x00'::bytea, NULL, ''), (3, NULL, NULL, NULL, 'b  ', 'b  ');

-- query:
SELECT id, position(B'101' IN b), position(B'11' IN v), position('\xff'::bytea IN y) FROM pb8;
SELECT id FROM pb8 WHERE position(B'1' IN v) = 4;
SELECT id, position('b' IN c), position(c IN t), position(' ' IN c) FROM pb8;
