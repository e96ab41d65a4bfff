-- seeds of 2026-12-06: aggregates PostgreSQL refuses, OVERLAPS, whole rows
-- on the nullable side, restrict_nonsystem_relation_kind, empty subtrees
CREATE TABLE ag (a int, b int, f varchar, x text);
CREATE VIEW agv AS SELECT a, b FROM ag;
SELECT array_agg(DISTINCT a ORDER BY b), rank(3) WITHIN GROUP (ORDER BY a, b) FROM ag;
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY a), rank('3') WITHIN GROUP (ORDER BY a) FROM ag GROUP BY b;
SELECT * FROM ag WHERE (a, b) OVERLAPS (b, a) OR ROW(a, b) OVERLAPS ROW(1, 2);
SELECT g.a, v, v::text FROM ag g LEFT JOIN agv v ON v.a = g.a AND v.b = 1 AND v.b = 2;
SELECT g FROM agv v FULL JOIN ag g ON g.a = v.a WHERE v.b > 3;
SET LOCAL restrict_nonsystem_relation_kind = view, 'foreign-table';
SELECT * FROM agv;
RESET restrict_nonsystem_relation_kind;
SELECT count(*) FROM ag WHERE false AND a = 1 FOR UPDATE;
