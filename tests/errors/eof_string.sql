-- an unterminated string constant ends the input
SELECT 'abc FROM t1;
SELECT 1;
