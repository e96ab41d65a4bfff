-- A view pg_dump writes twice was refused: a view whose GROUP BY relies
-- on a primary key comes first as a placeholder of its columns and,
-- after the table and its constraints, as CREATE OR REPLACE VIEW.  qprop
-- kept the placeholder's creation time and refused every query on the
-- view ("relation "t" was created after view "v" was created").  A view
-- made on the placeholder reads the query too, as in PostgreSQL.
-- Issue 34.
CREATE VIEW v AS SELECT NULL::integer AS id, NULL::bigint AS n;
CREATE VIEW w AS SELECT id, n FROM v;
CREATE TABLE t (id integer NOT NULL, x integer);
INSERT INTO t VALUES (1, 10), (1, 11), (2, 20);
ALTER TABLE ONLY t ADD CONSTRAINT t_pkey PRIMARY KEY (id, x);
CREATE OR REPLACE VIEW v AS SELECT t.id, count(*) AS n FROM t GROUP BY t.id;

-- query:
SELECT * FROM v WHERE id = 1;
SELECT * FROM w WHERE n > 1;
