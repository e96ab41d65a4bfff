# SPDX-License-Identifier: MIT
# tests/oracle/runtime_filter_oracle.sh — scalar subqueries planned as
# right SINGLE joins with runtime filters keep their meaning on PostgreSQL
#
# For each statement below: qprop's plan must (or must not) carry a runtime
# filter, and the statement as written and as `qprop --format=sql` prints it
# must have the same effect on a throwaway PostgreSQL 15: the same rows for
# a SELECT, the same table contents after an UPDATE, INSERT or DELETE (each
# run in its own transaction, rolled back), or the same error.  The data
# have keys that match, keys that are missing (the scalar subquery gives
# NULL) and keys with two matches (the error "more than one row returned by
# a subquery used as an expression").
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

# The schema for both; the statistics for qprop only (PostgreSQL 15 has no
# pg_restore_relation_stats).
cat >"$work/schema.sql" <<'SQL'
CREATE TABLE big (id integer PRIMARY KEY, v text, k integer);
CREATE TABLE dup (id integer, seq integer, v text, PRIMARY KEY (id, seq));
CREATE TABLE small (id integer PRIMARY KEY, w text);
SQL
cat >"$work/stats.sql" <<'SQL'
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'big',
	'relpages', '100'::integer, 'reltuples', '20000'::real,
	'relallvisible', '0'::integer);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'dup',
	'relpages', '100'::integer, 'reltuples', '20000'::real,
	'relallvisible', '0'::integer);
SELECT * FROM pg_catalog.pg_restore_relation_stats(
	'version', '180000'::integer, 'schemaname', 'public', 'relname', 'small',
	'relpages', '1'::integer, 'reltuples', '3'::real,
	'relallvisible', '0'::integer);
SQL
if ! psql -X -q -v ON_ERROR_STOP=1 -f "$work/schema.sql" >/dev/null ||
   ! psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
INSERT INTO big SELECT g, 'v' || g, g % 7 FROM generate_series(1, 2000) g;
INSERT INTO dup VALUES (1, 1, 'a'), (2, 1, 'b'), (2, 2, 'c'), (5, 1, 'e');
INSERT INTO small VALUES (1, 'one'), (3, 'three'), (5000, 'missing');
ANALYZE;
SQL
then
    echo "FAIL: cannot create the test tables"
    exit 1
fi

# Each case: "RF TARGET|- STATEMENT", RF 1 when the plan must carry a
# runtime filter, TARGET the table an UPDATE/INSERT/DELETE changes.
cases=$(cat <<'SQL'
1 - SELECT s.id, (SELECT b.v FROM big b WHERE b.id = s.id) AS v FROM small s ORDER BY s.id
1 - SELECT s.id, (SELECT b.v FROM big b WHERE b.id = s.id) AS v, (SELECT b2.k FROM big b2 WHERE b2.id = s.id) AS k FROM small s
1 - SELECT s.id, (SELECT d.v FROM dup d WHERE d.id = s.id AND d.seq = 1) AS v FROM small s
1 - SELECT s.id, (SELECT d.v FROM dup d WHERE d.id = s.id) AS v FROM small s WHERE s.id <> 3
1 - SELECT s.id, (SELECT d.v FROM dup d WHERE d.id = s.id + 1) AS v FROM small s
1 - SELECT s.id, (SELECT d.v FROM dup d WHERE d.id = s.id + 1) AS v FROM small s WHERE s.id > 1
1 - SELECT * FROM small s JOIN big b ON b.id = s.id
0 - SELECT * FROM big b LEFT JOIN small s ON b.id = s.id WHERE b.id < 10
0 - SELECT b.id, (SELECT s.w FROM small s WHERE s.id = b.id) AS w FROM big b WHERE b.id < 10
1 small UPDATE small s SET w = (SELECT b.v FROM big b WHERE b.id = s.id)
1 small UPDATE small s SET w = (SELECT d.v FROM dup d WHERE d.id = s.id) WHERE s.id <> 3
1 small UPDATE small s SET w = (SELECT d.v FROM dup d WHERE d.id = s.id + 1)
1 small UPDATE small s SET w = (SELECT d.v FROM dup d WHERE d.id = s.id + 1) WHERE s.id > 1
1 small INSERT INTO small (id, w) SELECT s.id + 10000, (SELECT b.v FROM big b WHERE b.id = s.id) FROM small s
1 small INSERT INTO small SELECT s.id + 10000, (SELECT d.v FROM dup d WHERE d.id = s.id + 1) FROM small s
1 small INSERT INTO small SELECT s.id + 10000, (SELECT d.v FROM dup d WHERE d.id = s.id + 1) FROM small s WHERE s.id <> 1
1 small DELETE FROM small s WHERE EXISTS (SELECT 1 FROM big b WHERE b.id = s.id)
0 small DELETE FROM small s WHERE (SELECT d.v FROM dup d WHERE d.id = s.id) IS NULL
0 small DELETE FROM small s WHERE (SELECT d.v FROM dup d WHERE d.id = s.id + 1) IS NULL
1 big UPDATE big b SET v = (SELECT s.w FROM small s WHERE s.id = b.id) WHERE b.id IN (SELECT id FROM small)
SQL
)

# run STATEMENT TARGET: its rows (or, with a target, the target's rows
# after it, rolled back), or the error.
run()
{
    local out
    if [ "$2" = - ]; then
        out=$(psql -X -q -A -t -v ON_ERROR_STOP=1 -c "$1" 2>&1)
    else
        out=$(psql -X -q -A -t -v ON_ERROR_STOP=1 -c "BEGIN" -c "$1" \
                  -c "TABLE $2" -c "ROLLBACK" 2>&1)
    fi
    printf '%s\n' "$out" | sort
}

pass=0 fail=0 errors=0
while read -r want target stmt; do
    [ -n "$stmt" ] || continue
    cat "$work/schema.sql" "$work/stats.sql" >"$work/q.sql"
    printf '%s;\n' "$stmt" >>"$work/q.sql"
    plan=$("$qprop" --format=text "$work/q.sql" 2>&1)
    sql=$("$qprop" --format=sql --no-source "$work/q.sql" 2>&1 | tail -n 1)
    have=0
    case $plan in *"Runtime Filter RF"*) have=1 ;; esac
    if [ "$have" != "$want" ]; then
        echo "FAIL: runtime filter expected $want, got $have: $stmt"
        printf '%s\n' "$plan"
        fail=$((fail + 1))
        continue
    fi
    a=$(run "$stmt" "$target")
    b=$(run "$sql" "$target")
    case $a in *ERROR*) errors=$((errors + 1)) ;; esac
    if [ "$a" != "$b" ]; then
        echo "FAIL: different effect: $stmt"
        echo "  rewritten: $sql"
        echo "  original:  $(printf '%s' "$a" | head -c 400)"
        echo "  rewritten: $(printf '%s' "$b" | head -c 400)"
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
done <<<"$cases"
echo "runtime filter oracle: $pass passed ($errors of them the same error), $fail failed"
[ "$fail" = 0 ]
