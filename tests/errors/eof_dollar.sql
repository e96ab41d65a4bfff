-- an unterminated dollar-quoted string ends the input
SELECT $tag$ abc $tag FROM t1;
SELECT 1;
