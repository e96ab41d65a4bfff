-- Unicode escapes that PostgreSQL rejects: the caret at the offending
-- escape, where PostgreSQL 15 places it (checked with psql); in U&'...'
-- PostgreSQL counts from the text with its quotes undone, so a doubled
-- quote before the escape moves the caret one to the left
SELECT U&'ab\00zz';
SELECT U&'ab''c\d800x';
SELECT U&"a\d800";
SELECT U&'a\d800\0041';
SELECT E'ab\ud800';
SELECT E'ab\ud800x';
SELECT E'a\ud83d\u0041';
SELECT E'a\ud83d\u00zz';
SELECT E'a\udc00';
SELECT E'ab\U00110000';
-- and the ones it accepts: a surrogate pair is one character
SELECT E'\ud83d\ude00' = U&'\D83D\DE00', E'x\uD83D\U0000DE00y';
