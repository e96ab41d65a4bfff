-- a Unicode-escape string left open ends the input
SELECT U&'d\0061t FROM t1;
SELECT 1;
