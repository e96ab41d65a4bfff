-- an unterminated block comment ends the input
SELECT 1 /* a /* nested */ comment;
SELECT 1;
