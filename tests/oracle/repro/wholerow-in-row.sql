-- ROW(i) and VALUES (i), a row holding i's row, were printed ROW(i.*)
-- and VALUES (i.*), which PostgreSQL expands into i's columns: a cast
-- PostgreSQL rejects (record to a composite of one field), rows of
-- other values, "subquery has too many columns".  A whole row there is
-- printed i.*::t.  PostgreSQL's create_view.sql:651-661.
CREATE TABLE wr8 (q1 int8, q2 int8);
CREATE TYPE wr8nest AS (x wr8);
INSERT INTO wr8 VALUES (1, 2), (3, NULL);

-- query:
SELECT row(i)::wr8nest FROM wr8 i;
SELECT * FROM wr8 i, LATERAL (VALUES (i)) ss;
SELECT * FROM wr8 i WHERE i IN (VALUES (i));
SELECT row(i, 1), row(s) FROM wr8 i, (SELECT 1 AS a) s;
