-- Inheritance and ONLY (issue 15, classes 1 and 4): a table created with
-- INHERITS has its parents' columns first, merged by name; a scan without
-- ONLY reads the rows of the tables inheriting from it as well, and ONLY
-- is printed back, since dropping it would add those rows.  ONLY on a
-- partitioned table reads no partition, so nothing is pruned or routed.
CREATE TABLE vehicle (id int NOT NULL, make text);
CREATE TABLE car (seats int) INHERITS (vehicle);
CREATE TABLE truck (id int, load numeric(8,2), make text NOT NULL)
    INHERITS (vehicle);

-- ONLY reads the parent's own rows
SELECT id FROM ONLY vehicle WHERE make = 'vw';
-- without ONLY the children's rows are read too: printed as written
SELECT count(*) FROM vehicle;
-- inherited columns come first, then the table's own
SELECT * FROM car;
-- a column declared again is merged with the inherited one
SELECT * FROM truck WHERE make IS NULL;
-- a join keeps ONLY on its side
SELECT v.id, c.seats FROM ONLY vehicle v JOIN car c ON c.id = v.id
WHERE v.id IN (1, 2);

-- ONLY on a partitioned table: its own rows, none; no partition is kept
CREATE TABLE pt (k int, v text) PARTITION BY RANGE (k);
CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0) TO (10);
CREATE TABLE pt2 PARTITION OF pt FOR VALUES FROM (10) TO (20);
CREATE TABLE ptd PARTITION OF pt DEFAULT;
SELECT k FROM ONLY pt WHERE k = 5;
SELECT k FROM pt WHERE k = 5;

-- a table inheriting from two parents: columns merged by name
CREATE TABLE m1 (id int NOT NULL, a text);
CREATE TABLE m2 (id int, b int);
CREATE TABLE mc (id int, c int, a text NOT NULL) INHERITS (m1, m2);
SELECT * FROM mc WHERE id = 3;
SELECT m2.b FROM m2 JOIN ONLY m1 ON m1.id = m2.id WHERE m1.id = 3;
