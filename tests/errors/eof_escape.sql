-- an escape string whose last quote is escaped ends the input
SELECT E'abc\' FROM t1;
SELECT 1;
