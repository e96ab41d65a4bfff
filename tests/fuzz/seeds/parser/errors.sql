SELECT nosuch FROM t1;
SELECT * FROM t1 WHERE;
SELECT 'unterminated;
SELECT a FROM t1 JOIN t2 ON t1.a = t2.a;
SELECT 1 +;
