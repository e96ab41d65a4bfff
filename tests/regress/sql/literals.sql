-- literals.sql: string and bit-string literals as PostgreSQL's scanner
-- reads them (issue 15).  B'...' and X'...' are of type bit without a
-- length, printed '...'::pg_catalog.bit (bit alone would be bit(1));
-- U&'...' with Unicode escapes (and UESCAPE), E'...' with backslash
-- escapes, dollar quotes and strings in pieces across newlines print as
-- the ordinary literal they stand for.  tests/oracle/golden_roundtrip.sh
-- runs each on PostgreSQL as written and as printed.  Errors: errors.sql.
CREATE TABLE lt (k int, b text);
SELECT B'1010', X'1F', B'', X'';
SELECT b'01' || B'1', B'1010' = X'A', length(X'F0');
SELECT * FROM (SELECT B'1010' AS v FROM lt) s WHERE v = B'1010';
SELECT U&'d\0061t\+000061', U&'\0041\0042' = 'AB';
SELECT U&'d!0061t!+000061' UESCAPE '!', U&'a!!b' UESCAPE '!';
-- a comment before UESCAPE or its string runs to its newline
SELECT U&'d!0061t' -- UESCAPE '!'
  , U&'d!0061t' -- c
  UESCAPE -- c2
  '!';
SELECT U&'\D83D\DE00' AS emoji, u&'x\\y';
SELECT U&'d\0061'
  't';
SELECT U&"d\0061t" FROM (SELECT k AS dat FROM lt) s;
SELECT E'a\tb\x41\101\u0041''q', e'\\', E'\'';
-- a UTF-16 surrogate pair in an E'...' string is one character
SELECT E'\ud83d\ude00' = U&'\+01F600', E'x\uD83D\U0000DE00y';
-- each piece of an E'...' string reads its escapes on its own: \x4 then 1
SELECT E'a\x4'
  '1' = E'a\0041';
SELECT $t$it's $$ $t$, $$a'b$$, $_1$x$_1$;
SELECT 'a'
  'b', 'c' -- a comment
  'd', 'e'

  'f';
SELECT k FROM lt WHERE b = 'x'
    'y';
SELECT B'10'
  '01';

-- dates with a month's name, as PostgreSQL reads them (resolve_oracle.sh;
-- the forms qprop does not read: errors.sql)
SELECT date 'Jan 1 2020', date '1 Jan 2020', date 'January 1, 2020',
       date '2020-Jan-01', date '01-Jan-2020', timestamp 'Sept 3 2021 10:00';

-- strings with a backslash or a line break are printed as E'...', which
-- means the same whatever standard_conforming_strings is and keeps the
-- statement on one line; after SET standard_conforming_strings = off a
-- plain string with a backslash is refused (qprop would read it as the
-- setting on does), one without is read as before, and RESET ends it
SELECT 'c:\dir', 'two
lines', E'tab\there';
SET standard_conforming_strings = off;
SELECT 'a\\b';
SELECT E'a\\b', 'plain';
SET standard_conforming_strings TO on;
SELECT 'a\b';
SET SESSION standard_conforming_strings = false;
SELECT 'x\';
RESET standard_conforming_strings;
SELECT 'x\';
