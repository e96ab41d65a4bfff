-- real with another number is double precision, and so is an untyped
-- literal beside it: qprop typed "k::real + 1" real and printed
-- '0.1'::real, which is 0.10000000149011612 where PostgreSQL's 0.1 is
-- 0.1.  Found by the differential oracle, seed 12 round 6 query 43 (at
-- fcdb900, with the generator's mixed-float shape).  The second query:
-- text[] || NULL is array_cat, not array_append (qprop printed NULL::text
-- and appended a NULL element); the third: real * numeric compared with
-- an untyped literal.

CREATE TABLE t2 (k smallint, a varchar(1), b char(1), c text, d text NOT NULL) PARTITION BY HASH (c);
CREATE TABLE t2_p1 PARTITION OF t2 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE t2_p2 PARTITION OF t2 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO t2 VALUES (NULL, 'a', 'b', 'zz', ''), (5, NULL, NULL, NULL, 'x');

-- query:
SELECT COALESCE(x255.k::real + 1, '0.1') AS x1 FROM t2 AS x255;
SELECT ARRAY[c] || NULL AS x2, d FROM t2;
SELECT k FROM t2 WHERE k::real * 0.22 = '1.1';
