-- a statement cut short by the end of the input (no ";")
CREATE TABLE t1 (a int); -- ok
SELECT a FROM t1 WHERE a IN (1, 2,