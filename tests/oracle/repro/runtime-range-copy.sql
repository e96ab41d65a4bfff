-- A range from scalar subqueries on a join key reaches the other side's
-- partition key (issue 37, point 3: eq_broadcast unsafe (6),
-- join_key_propagate unsafe (7)).  The copy runs the subquery once more:
-- only one that returns one row (an aggregate without GROUP BY), cannot
-- fail and gives the same value each time is copied.  rr_e is empty, so
-- PostgreSQL never runs a subquery that only rr_e's filter holds: a
-- subquery that returns two rows (rr_two) or divides by zero must then not
-- be copied to rr_f, whose scan would run it and fail where the query as
-- written returns no rows.  Empty subqueries give NULL bounds; NULL keys
-- on both sides; inner, left, semi and anti joins.  ANALYZE makes
-- PostgreSQL read rr_f before rr_e (a copy that fails then fails).
CREATE TABLE rr_f (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE rr_f1 PARTITION OF rr_f FOR VALUES FROM (0) TO (10);
CREATE TABLE rr_f2 PARTITION OF rr_f FOR VALUES FROM (10) TO (20);
CREATE TABLE rr_fd PARTITION OF rr_f DEFAULT;
INSERT INTO rr_f VALUES (1, 1), (5, 2), (9, 3), (10, 4), (15, 5), (19, 6), (20, 7), (25, 8), (-3, 9), (NULL, 10);
CREATE TABLE rr_d (k int, y int);
INSERT INTO rr_d VALUES (1, 2000), (5, 2000), (9, 2001), (10, 2001), (15, 2002), (25, 2002), (30, 2003), (NULL, 2000), (7, NULL);
CREATE TABLE rr_e (k int, y int);
CREATE TABLE rr_two (x int);
INSERT INTO rr_two VALUES (1), (2);
ANALYZE;

-- query:
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE d.k BETWEEN (SELECT min(k) FROM rr_d WHERE y = 2001) AND (SELECT max(k) FROM rr_d WHERE y = 2002);
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE d.k >= (SELECT min(k) FROM rr_d WHERE y = 2099);
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE d.k < (SELECT count(*) FROM rr_two HAVING count(*) > 5);
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE (SELECT max(k) FROM rr_d WHERE y = 2000) > d.k;
SELECT d.y, f.v FROM rr_d d LEFT JOIN rr_f f ON f.k = d.k WHERE d.k > (SELECT min(k) FROM rr_d WHERE y = 2000);
SELECT d.y, f.v FROM rr_d d LEFT JOIN rr_f f ON f.k = d.k AND d.k <= (SELECT max(k) FROM rr_d WHERE y = 2001);
SELECT d.y FROM rr_d d WHERE d.k >= (SELECT min(k) FROM rr_d WHERE y = 2001) AND EXISTS (SELECT 1 FROM rr_f f WHERE f.k = d.k);
SELECT d.y FROM rr_d d WHERE d.k >= (SELECT min(k) FROM rr_d WHERE y = 2001) AND NOT EXISTS (SELECT 1 FROM rr_f f WHERE f.k = d.k);
SELECT d.y FROM rr_d d WHERE d.k >= (SELECT min(k) FROM rr_d WHERE y = 2001) AND d.k NOT IN (SELECT f.k FROM rr_f f);
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE d.k = (SELECT max(k) FROM rr_d WHERE y = 2001);
SELECT f.v FROM rr_f f JOIN rr_e e ON f.k = e.k WHERE e.k >= (SELECT x FROM rr_two);
SELECT f.v FROM rr_f f JOIN rr_e e ON f.k = e.k WHERE e.k >= (SELECT min(x) FROM rr_two WHERE x / (x - 1) > 0);
SELECT f.v FROM rr_f f JOIN rr_e e ON f.k = e.k WHERE e.k >= (SELECT min(x) + 2147483647 FROM rr_two);
SELECT e.y, f.v FROM rr_e e LEFT JOIN rr_f f ON f.k = e.k WHERE e.k >= (SELECT x FROM rr_two);
SELECT f.v FROM rr_f f JOIN rr_d d ON f.k = d.k WHERE d.k >= (SELECT x FROM rr_two);
