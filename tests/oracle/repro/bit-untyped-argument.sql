-- An untyped literal given to a parameter of type bit (overlay's) was
-- printed '001'::bit, which PostgreSQL reads as bit(1): the string '0'.
-- bit without a length is spelled pg_catalog.bit.  PostgreSQL's
-- bit.sql:213.
CREATE TABLE bt8 (id int, b bit varying(20));
INSERT INTO bt8 VALUES (1, B'0101011100'), (2, B'1');

-- query:
SELECT overlay(B'0101011100' placing '001' from 2 for 3);
SELECT overlay(B'0101011100' placing '101' from 6);
SELECT id, overlay(b::bit(10) placing '001' from 2) FROM bt8 WHERE id = 1;
SELECT id, b || '01' FROM bt8;
