CREATE TABLE tt (ia int[], ta text[], b box, p point, r real, n numeric,
  tm time, j json, s text, d date, ir int4range);
SELECT ia <@ '{1,2}', ir && '[1,5)', ta || NULL, ia || 1, r + n, - tm,
  (b[0])[1], p[0], int4('5'), text(42), date(s), abs(NULL), s::date,
  tm::interval, date 'Jan 1 2020', time '10:00 pm', (1::int)::text,
  CASE WHEN r > 0 THEN 1 ELSE n END FROM tt WHERE r * 2 = '1.1' AND d < 'Feb 3 2020';
SELECT * FROM tt t JOIN t1 ON t1.a = t.ia[1] WHERE t.ia[1] IN (1, 2) AND uuid(s) IS NULL;
ALTER TABLE tt RENAME COLUMN s TO s2, ADD COLUMN x int;
SELECT * FROM tt;
