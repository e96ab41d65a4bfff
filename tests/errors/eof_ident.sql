-- an unterminated quoted identifier ends the input
SELECT "abc FROM t1;
SELECT 1;
