SELECT 'it''s', E'tab\there\x41\u00e9', U&'d\0061t\+000061', $$dollar ' " $$,
       $tag$ nested $$ $tag$, "Quoted ""Ident""", 1e10, .5, 0x1F, 1_000,
       B'1010', X'ff', 12::bigint, -- comment
       /* block /* nested */ comment */ 3 <> 4, a !=b, c||d;
SELECT U&'x' UESCAPE-- 'i'SELECT
