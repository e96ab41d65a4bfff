# SPDX-License-Identifier: MIT
# tests/oracle/sql_bounds_oracle.sh — the runtime bounds of --format=sql
# make PostgreSQL 15 read fewer partitions and keep the rows (issue 18)
#
# For each statement below, on a throwaway PostgreSQL 15 with data that
# hold NULL keys on both sides, keys without a match and an empty filter
# result: the statement as written and as `qprop --format=sql` prints it
# must return the same rows (sorted), the rewrite must carry a bound
# ("op ALL (ARRAY[(SELECT ", from a WITH item qp_bound_N, from its own
# min() subquery, or a range from scalar subqueries carried to the key)
# when the case says so, and the partitions it
# reads (EXPLAIN ANALYZE: scans of a leaf that ran, not "never executed")
# must be the number the case gives, against the original's.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop

oracle_cluster
work=$PG_CLUSTER_DIR/work

cat >"$work/schema.sql" <<'SQL'
CREATE TABLE fact (k int, v int) PARTITION BY RANGE (k);
CREATE TABLE fact_0 PARTITION OF fact FOR VALUES FROM (0) TO (100);
CREATE TABLE fact_1 PARTITION OF fact FOR VALUES FROM (100) TO (200);
CREATE TABLE fact_2 PARTITION OF fact FOR VALUES FROM (200) TO (300);
CREATE TABLE fact_3 PARTITION OF fact FOR VALUES FROM (300) TO (400);
CREATE TABLE fact_def PARTITION OF fact DEFAULT;
CREATE TABLE lfact (k int, v int) PARTITION BY LIST (k);
CREATE TABLE lfact_a PARTITION OF lfact FOR VALUES IN (1, 2, 3);
CREATE TABLE lfact_b PARTITION OF lfact FOR VALUES IN (4, 5, 6, NULL);
CREATE TABLE lfact_c PARTITION OF lfact FOR VALUES IN (7, 8, 9);
CREATE TABLE lfact_def PARTITION OF lfact DEFAULT;
CREATE TABLE mfact (k int, c text, v int) PARTITION BY RANGE (k);
CREATE TABLE mfact_1 PARTITION OF mfact FOR VALUES FROM (0) TO (200)
    PARTITION BY LIST (c);
CREATE TABLE mfact_1x PARTITION OF mfact_1 FOR VALUES IN ('x');
CREATE TABLE mfact_1d PARTITION OF mfact_1 DEFAULT;
CREATE TABLE mfact_2 PARTITION OF mfact FOR VALUES FROM (200) TO (400);
CREATE TABLE mfact_def PARTITION OF mfact DEFAULT;
CREATE TABLE dim (k int, y int, name text, m int);
CREATE TABLE dim2 (k int, w int);
SQL
if ! psql -X -q -v ON_ERROR_STOP=1 -f "$work/schema.sql" >/dev/null ||
   ! psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
INSERT INTO fact SELECT g % 450, g FROM generate_series(1, 4000) g;
INSERT INTO fact VALUES (NULL, -1), (NULL, -2), (-5, -3);
INSERT INTO lfact SELECT g % 12, g FROM generate_series(1, 600) g;
INSERT INTO lfact VALUES (NULL, -1);
INSERT INTO mfact SELECT g % 420, CASE WHEN g % 3 = 0 THEN 'x' ELSE 'y' END, g
    FROM generate_series(1, 2000) g;
INSERT INTO mfact VALUES (NULL, 'x', -1);
-- y: the "year" of a key (2000 + its fact partition), m: a "month" that
-- recurs in every year, NULL keys and NULL years
INSERT INTO dim SELECT g, 2000 + g / 100, 'n' || g, g % 12
    FROM generate_series(0, 449, 3) g;
INSERT INTO dim VALUES (NULL, 2001, 'null key', 1), (150, NULL, 'null year', 2),
    (1000, 2009, 'no match', 3);
INSERT INTO dim2 SELECT g, g % 10 FROM generate_series(0, 449, 2) g;
INSERT INTO dim2 VALUES (NULL, 5);
ANALYZE;
SQL
then
    echo "FAIL: cannot create the test tables"
    exit 1
fi

# Each case: "BOUND ORIG REWRITE STATEMENT": BOUND 1 when the rewrite must
# carry a bound; ORIG and REWRITE the fact partitions each must read ("-":
# not checked, the plan PostgreSQL picks decides).  d.y is a year (past a
# calendar cycle's positions: a bound), d.m a month of every year (none:
# deparse.c domain_narrow).  A range from scalar subqueries on the join
# key reaches the fact's key (eq_broadcast, join_key_propagate; issue 37)
# and prints as "k >= ALL (ARRAY[(SELECT ...)])", a bound too; one that
# may return two rows is not copied; "= (SELECT ...)" PostgreSQL carries
# itself.
cases=$(cat <<'SQL'
1 5 1 SELECT f.v, d.name FROM fact f JOIN dim d ON f.k = d.k WHERE d.y = 2002
1 5 2 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.y IN (2001, 2002) AND d.k < 250
1 - 0 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.y = 2099
0 - - SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.name = 'no such name'
1 5 1 SELECT d.name, f.v FROM dim d LEFT JOIN fact f ON f.k = d.k WHERE d.y = 2003
0 5 5 SELECT d.name, f.v FROM fact f LEFT JOIN dim d ON f.k = d.k AND d.y = 2003
1 5 1 SELECT f.v FROM fact f WHERE f.k IN (SELECT d.k FROM dim d WHERE d.y = 2001)
1 5 1 SELECT d.name FROM dim d WHERE d.y = 2001 AND NOT EXISTS (SELECT FROM fact f WHERE f.k = d.k)
1 5 1 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k JOIN dim2 e ON f.k = e.k WHERE d.y = 2002 AND e.w > 3
1 5 2 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.y = 2002 OR d.y IS NULL
0 5 5 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k
0 4 1 SELECT f.v FROM lfact f JOIN dim d ON f.k = d.k WHERE d.k BETWEEN 4 AND 6 AND d.y = 2000
1 4 2 SELECT f.v FROM lfact f JOIN dim d ON f.k = d.k WHERE d.k < 6 AND d.y = 2000
1 4 2 SELECT f.v, f.c FROM mfact f JOIN dim d ON f.k = d.k WHERE d.y = 2001
0 5 5 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.m = 6
1 5 1 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.m = 6 AND d.y = 2002
1 5 2 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.y = 2002 OR (d.y = 2001 AND d.m = 6)
0 - - SELECT d.name FROM dim d WHERE EXISTS (SELECT FROM fact f JOIN dim e ON f.k = e.k WHERE f.v = d.k AND e.y = 2001) OR d.y = 2003
1 - 1 SELECT d.name FROM dim d WHERE d.k < (SELECT max(f.v) FROM fact f JOIN dim e ON f.k = e.k WHERE f.v % 100 = d.k AND e.y = 2001)
1 - 2 WITH t AS (SELECT d.y, sum(f.v) AS s FROM fact f JOIN dim d ON f.k = d.k WHERE d.y IN (2001, 2002) GROUP BY d.y) SELECT a.s, b.s FROM t a JOIN t b ON a.s < b.s WHERE a.y = 2001 AND a.s > 0 AND b.y = 2002
1 5 1 WITH RECURSIVE r (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT f.v, r.n FROM fact f JOIN dim d ON f.k = d.k JOIN r ON r.n = f.v % 4 WHERE d.y = 2002
1 - 3 SELECT f.v, g.v FROM fact f JOIN dim d ON f.k = d.k JOIN mfact g ON g.k = d.k WHERE d.y = 2001
1 5 1 SELECT f.v FROM fact f JOIN dim qp_bound_1 ON f.k = qp_bound_1.k WHERE qp_bound_1.y = 2002
1 5 1 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.k BETWEEN (SELECT min(k) FROM dim WHERE y = 2002) AND (SELECT max(k) FROM dim WHERE y = 2002)
1 5 2 SELECT d.name, f.v FROM dim d LEFT JOIN fact f ON f.k = d.k WHERE d.k >= (SELECT min(k) FROM dim WHERE y = 2003)
0 1 1 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.k = (SELECT max(k) FROM dim WHERE y = 2002)
1 5 2 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.y BETWEEN (SELECT min(y) FROM dim WHERE k = 150) AND (SELECT max(y) FROM dim WHERE k = 210)
1 - 3 SELECT d.name FROM dim d WHERE d.k < (SELECT min(k) FROM dim WHERE y = 2001) AND NOT EXISTS (SELECT FROM fact f WHERE f.k = d.k)
1 - 0 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.k >= (SELECT min(k) FROM dim WHERE y = 2099)
1 5 2 SELECT d.name FROM dim d WHERE d.k <= (SELECT max(k) FROM dim WHERE y = 2000) AND d.k IN (SELECT f.k FROM fact f)
1 5 2 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k JOIN dim2 e ON e.k = d.k WHERE e.k > (SELECT max(k) FROM dim WHERE y = 2003)
1 4 2 SELECT f.v FROM lfact f JOIN dim d ON f.k = d.k WHERE d.k <= (SELECT max(k) FROM dim WHERE y = 2000 AND k < 5)
1 4 2 SELECT f.v, f.c FROM mfact f JOIN dim d ON f.k = d.k WHERE d.k >= (SELECT min(k) FROM dim WHERE y = 2002)
0 5 5 SELECT f.v FROM fact f JOIN dim d ON f.k = d.k WHERE d.k >= (SELECT DISTINCT k FROM dim WHERE y = 2002 AND k % 100 = 1)
SQL
)

# the rows of STATEMENT, sorted, or its error
rows()
{
    psql -X -q -A -t -v ON_ERROR_STOP=1 -c "$1" 2>&1 | sort
}

# fact partitions STATEMENT's plan reads: leaf scans that ran
parts()
{
    psql -X -q -A -t -v ON_ERROR_STOP=1 \
        -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) $1" 2>&1 |
        grep -E 'Scan on [lm]?fact_[0-9a-z]+ .*loops=[1-9]' | wc -l
}

pass=0 fail=0
while read -r bound po pr stmt; do
    [ -n "$stmt" ] || continue
    cat "$work/schema.sql" >"$work/q.sql"
    printf '%s;\n' "$stmt" >>"$work/q.sql"
    sql=$("$qprop" --format=sql --no-source "$work/q.sql" 2>&1 | tail -n 1)
    have=0
    case $sql in *" ALL (ARRAY[(SELECT "*) have=1 ;; esac
    a=$(rows "$stmt")
    b=$(rows "$sql")
    na=$(parts "$stmt")
    nb=$(parts "$sql")
    why=
    [ "$have" = "$bound" ] || why="bound expected $bound, got $have"
    [ "$a" = "$b" ] || why="${why:+$why; }different rows"
    { [ "$po" = - ] || [ "$na" = "$po" ]; } &&
        { [ "$pr" = - ] || [ "$nb" = "$pr" ]; } ||
        why="${why:+$why; }partitions read: original $na (expected $po), rewrite $nb (expected $pr)"
    case $a in *ERROR*) why="${why:+$why; }error: $a" ;; esac
    if [ -n "$why" ]; then
        echo "FAIL: $why: $stmt"
        echo "  rewritten: $sql"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
done <<<"$cases"
echo "sql bounds oracle: $pass passed, $fail failed"
[ "$fail" = 0 ]
