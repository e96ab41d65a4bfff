#!/bin/bash
# SPDX-License-Identifier: MIT
# tests/pg/check.sh — the pg_qprop extension (pg/) in a throwaway cluster
#
# Starts a PostgreSQL 15 cluster (tests/oracle/pgcluster.sh) and loads the
# freshly built pg/.libs/qprop.so into every session through
# session_preload_libraries, by its absolute path (nothing is installed),
# then:
#   1. EXPLAIN of a join whose filter is on a calendar dimension only
#      (tests/pg/prune.sql): PostgreSQL alone scans all 12 partitions of
#      the fact table, with qprop.enabled it scans one, EXPLAIN shows the
#      "qprop:" line, and both return the same rows;
#   2. INSERT ... SELECT writes the same rows with qprop off and on;
#   3. tests/pg/compare.py: the TPC-H queries, the TPC-DS queries over the
#      partitioned schema and the golden queries, rows with qprop.enabled
#      off and on, statements that write in a transaction rolled back
#      with the tables they write compared (needs the corpora for the
#      first two);
#   4. PostgreSQL's regression files (tests/pg/regress.py): every statement
#      gives the same error state and rows with qprop off and on;
#   5. the server log must show no backend crash.
# Also: prepared statements with parameters (custom and generic plans),
# a partition created after statements were prepared
# (tests/pg/partition_added.sql), text under collations other than C
# (tests/pg/collation.sql), and the remembered rewrites dropped on DDL
# and search_path changes (tests/pg/memo.sql).
# SKIP (77) when pg/ was not built (configure found no pg_config) or
# PostgreSQL is missing under QPROP_SKIP_PG=1.  Another version's server
# and build of the extension: QPROP_PG_BINDIR and QPROP_PG_SO
# (tools/pg-versions.sh check).  Environment: QPROP_CORPORA,
# QPROP_REQUIRE_CORPORA, QPROP_PG_SETS (default "tpch tpcds_part golden").
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
so=${QPROP_PG_SO:-$PWD/pg/.libs/qprop.so}
if [ ! -f "$so" ]; then
    echo "SKIP: $so not built (configure found no PostgreSQL 15 pg_config)"
    exit 77
fi
. "$top_srcdir/tests/oracle/oracle_env.sh"
oracle_python
sets=${QPROP_PG_SETS:-tpch tpcds_part golden}
. "$top_srcdir/tests/corpus/corpora.sh"
corpora_check >/dev/null
case $? in
    0) ;;
    77) # without the corpora only the golden queries run
        echo "note: corpora folder $corpora missing: golden queries only"
        corpora=
        sets=golden ;;
    *) corpora_check; exit 1 ;;
esac

oracle_cluster
mkdir "$PG_CLUSTER_DIR/lib"
cp "$so" "$PG_CLUSTER_DIR/lib/qprop.so"
chmod 755 "$PG_CLUSTER_DIR/lib"
chmod 644 "$PG_CLUSTER_DIR/lib/qprop.so"
export PGOPTIONS="-c session_preload_libraries=$PG_CLUSTER_DIR/lib/qprop.so -c qprop.log_rewrites=on"
status=0
psql="psql -X -q -A -t -v ON_ERROR_STOP=1"

# --- 1. pruning through a join ---
$psql -c 'CREATE DATABASE prune' >/dev/null || exit 1
$psql -d prune -f "$here/prune.sql" >/dev/null || exit 1
q="SELECT c.month_name, count(*), sum(s.amount) FROM sales s JOIN cal c ON s.sale_date = c.d
   WHERE c.d BETWEEN '2024-03-01' AND '2024-03-31' GROUP BY c.month_name"
off=$($psql -d prune -c 'SET qprop.enabled = off' -c "EXPLAIN (COSTS OFF) $q")
on=$($psql -d prune -c 'SET qprop.enabled = on' -c "EXPLAIN (COSTS OFF) $q")
n_off=$(grep -c 'Scan on sales_' <<<"$off")
n_on=$(grep -c 'Scan on sales_' <<<"$on")
rows_off=$($psql -d prune -c 'SET qprop.enabled = off' -c "$q")
rows_on=$($psql -d prune -c 'SET qprop.enabled = on' -c "$q")
echo "prune: partitions of sales scanned: $n_off without qprop, $n_on with it"
if [ "$n_off" != 12 ] || [ "$n_on" != 1 ] || ! grep -q '^qprop: ' <<<"$on" \
        || [ "$rows_off" != "$rows_on" ] || [ -z "$rows_on" ]; then
    echo "FAIL: pruning through the join"
    echo "--- EXPLAIN, qprop off:"; echo "$off"
    echo "--- EXPLAIN, qprop on:"; echo "$on"
    echo "--- rows: $rows_off / $rows_on"
    status=1
else
    grep '^qprop: ' <<<"$on"
fi
# Only what PostgreSQL does not find itself.  The qprop: line counts the
# partitions pruned beyond PostgreSQL apart from those PostgreSQL prunes
# from the filters as written; a statement where qprop adds nothing
# PostgreSQL does not derive or prune itself is left untouched (c.d =
# constant: PostgreSQL's equivalence class gives s.sale_date the same
# constant and prunes 11 partitions by itself; on s.sale_date >= a
# constant, PostgreSQL prunes 10 itself and qprop adds the range on c.d,
# and no execution-time bound: c.d's filter is on the join key itself,
# so the bound would be that range, which PostgreSQL pruned by already
# (the line counts the bounds given, not the selectors); a statement reading one
# relation (not partitioned) never reaches qprop at all: a function qprop
# does not know leaves no "not rewritten" note there, as it does in a join
only_beyond() {
    $psql -d prune -c 'BEGIN' -c 'SET client_min_messages = debug1' \
        -c "CREATE FUNCTION qp_f(date) RETURNS date IMMUTABLE LANGUAGE sql AS 'SELECT \$1'" \
        -c "EXPLAIN (COSTS OFF) $q" \
        -c "EXPLAIN (COSTS OFF) SELECT c.month_name, count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d = '2024-03-01' GROUP BY 1" \
        -c "EXPLAIN (COSTS OFF) SELECT c.month_name, count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE s.sale_date >= '2024-11-01' GROUP BY 1" \
        -c "SELECT 'lone', count(*) FROM cal c WHERE qp_f(c.d) = '2024-03-01'" \
        -c "SELECT 'lone', count(*) FROM cal c WHERE qp_f(c.d) = '2024-03-01' AND c.d IN (SELECT d FROM cal)" \
        -c 'ROLLBACK' 2>&1
}
beyond=$(PGOPTIONS="$PGOPTIONS -c qprop.log_rewrites=off" only_beyond)
if [ "$(grep -c '^qprop: ' <<<"$beyond")" != 2 ] \
   || ! grep -q '^qprop: 2 predicates derived, 11 partitions pruned beyond PostgreSQL, 0 by PostgreSQL itself$' <<<"$beyond" \
   || ! grep -q '^qprop: 1 predicates derived, 0 partitions pruned beyond PostgreSQL, 10 by PostgreSQL itself$' <<<"$beyond" \
   || [ "$(grep -c 'qprop: not rewritten: function qp_f(date) does not exist' <<<"$beyond")" != 1 ] \
   || [ "$(grep -c '^lone|1$' <<<"$beyond")" != 2 ]; then
    echo "FAIL: only what PostgreSQL does not find itself (the BETWEEN join and the join on s.sale_date >= taken, the join on c.d = constant and the one-relation statement left untouched):"
    echo "$beyond"
    status=1
else
    echo "beyond: 11 partitions pruned beyond PostgreSQL counted apart from 10 PostgreSQL prunes itself; a join qprop adds nothing to and a one-relation statement left to PostgreSQL untouched"
fi
# A correlated subquery of aggregates decorrelated (subquery_decorrelate):
# where it runs once per row of a whole table, the extension plans the
# join to its groups; for a point query whose subquery an index leads to
# one group it keeps the statement as written (cheaper_of); the same rows
# either way
decor() {
    $psql -d prune -c 'BEGIN' \
        -c 'CREATE TABLE dco (id int PRIMARY KEY, cust int, amt numeric)' \
        -c 'INSERT INTO dco SELECT g, g % 5000, (g % 997)::numeric FROM generate_series(1, 200000) g' \
        -c 'INSERT INTO dco VALUES (200001, NULL, 5), (200002, 7, NULL)' \
        -c 'CREATE INDEX ON dco (cust)' -c 'ANALYZE dco' \
        -c "SET qprop.enabled = $1" \
        -c "EXPLAIN (COSTS OFF) SELECT count(*) FROM dco o WHERE o.amt > (SELECT avg(o2.amt) FROM dco o2 WHERE o2.cust = o.cust)" \
        -c "SELECT 'broad', count(*), sum(o.id) FROM dco o WHERE o.amt > (SELECT avg(o2.amt) FROM dco o2 WHERE o2.cust = o.cust)" \
        -c "SELECT 'zero', count(*) FROM dco o WHERE (SELECT count(*) FROM dco o2 WHERE o2.cust = o.cust AND o2.amt > 995) = 0" \
        -c "EXPLAIN (COSTS OFF) SELECT * FROM dco o WHERE o.id = 5 AND o.amt > (SELECT avg(o2.amt) FROM dco o2 WHERE o2.cust = o.cust)" \
        -c "SELECT 'point', * FROM dco o WHERE o.id IN (5, 1000) AND o.amt <= (SELECT avg(o2.amt) FROM dco o2 WHERE o2.cust = o.cust)" \
        -c 'ROLLBACK' 2>&1
}
dc_on=$(PGOPTIONS="$PGOPTIONS -c qprop.log_rewrites=off" decor on)
dc_off=$(PGOPTIONS="$PGOPTIONS -c qprop.log_rewrites=off" decor off)
if ! grep -q '^qprop: .*1 subquery decorrelated$' <<<"$dc_on" \
   || ! grep -q '^qprop: 1 subquery decorrelated, but the statement as written plans cheaper: planned as written$' <<<"$dc_on" \
   || ! grep -q 'SubPlan' <<<"$(sed -n '/id = 5/,$p' <<<"$dc_on")" \
   || [ "$(grep -E '^(broad|zero|point)\|' <<<"$dc_on")" != "$(grep -E '^(broad|zero|point)\|' <<<"$dc_off")" ] \
   || [ "$(grep -cE '^(broad|zero|point)\|' <<<"$dc_on")" != 4 ]; then
    echo "FAIL: decorrelated subqueries (the broad one joined to its groups, the point query planned as written, rows equal):"
    echo "$dc_on"
    echo "--- off:"
    echo "$dc_off"
    status=1
else
    echo "decorrelate: a subquery run per row joined to its groups, a point query over an index planned as written, rows equal"
fi
# INSERT ... SELECT: the same rows written with qprop off and on
ins="SELECT c.d, count(*), sum(s.amount) FROM sales s JOIN cal c ON s.sale_date = c.d
     WHERE c.d BETWEEN '2024-03-01' AND '2024-03-10' GROUP BY c.d"
if ! $psql -d prune -c 'CREATE TABLE sink_off (d date, n bigint, amt numeric)' \
        -c 'CREATE TABLE sink_on (d date, n bigint, amt numeric)' \
        -c 'SET qprop.enabled = off' -c "INSERT INTO sink_off $ins" \
        -c 'SET qprop.enabled = on' -c "INSERT INTO sink_on $ins" >/dev/null \
   || [ "$($psql -d prune -c 'SELECT count(*) FROM sink_on')" != 10 ] \
   || [ -n "$($psql -d prune -c 'TABLE sink_off EXCEPT ALL TABLE sink_on' \
                             -c 'TABLE sink_on EXCEPT ALL TABLE sink_off')" ] \
   || ! $psql -d prune -c "EXPLAIN INSERT INTO sink_on $ins" | grep -q '^qprop: '; then
    echo "FAIL: INSERT ... SELECT with qprop on and off"
    status=1
else
    echo "insert: the same 10 rows written with qprop off and on (rewritten)"
fi
# qprop prints views inlined: a user allowed to read a view but not its
# table still gets its rows (the rewrite is refused), and security_barrier
# views and tables with row security are left alone
if ! $psql -d prune >/dev/null <<'SQL'
CREATE ROLE qp_reader;
CREATE TABLE secret (k date, v integer);
INSERT INTO secret SELECT d, 1 FROM cal;
CREATE VIEW open_v AS SELECT k, v FROM secret;
CREATE VIEW barrier_v WITH (security_barrier) AS SELECT k, v FROM secret WHERE v > 0;
GRANT SELECT ON open_v, barrier_v, cal TO qp_reader;
SQL
then
    echo "FAIL: setting up the privilege checks"
    status=1
fi
for view in open_v barrier_v; do
    n=$($psql -d prune -c 'SET ROLE qp_reader' \
        -c "SELECT count(*) FROM $view o JOIN cal c ON o.k = c.d WHERE c.d = '2024-05-01'" 2>&1)
    if [ "$n" != 1 ]; then
        echo "FAIL: reading $view as a user without rights on its table: $n"
        status=1
    fi
done
# parameters: typed values known only at execution.  A prepared
# statement gives the same rows with qprop off and on, with custom plans
# (the values known when planning) and a generic plan (not known: with
# qprop's derived s.sale_date bounds PostgreSQL prunes at executor start,
# 11 of 12 partitions, and without it reads all 12); a $1 equal to a
# constant is no contradiction
params_rows() {
    $psql -d prune -c "SET qprop.enabled = $1" -c "SET plan_cache_mode = $2" \
        -c 'PREPARE p(date) AS SELECT count(*), sum(s.amount) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d = $1' \
        -c 'PREPARE r(date, date) AS SELECT c.d, count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d BETWEEN $1 AND $2 GROUP BY c.d ORDER BY c.d' \
        -c "PREPARE k(date, bigint) AS SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d = \$1 AND c.d = '2024-01-05' AND s.store_id = \$2" \
        -c "EXECUTE p('2024-05-01')" -c "EXECUTE p('2024-12-31')" -c "EXECUTE p('2023-05-01')" \
        -c "EXECUTE r('2024-03-30', '2024-04-02')" \
        -c "EXECUTE k('2024-01-05', 4)" -c "EXECUTE k('2024-01-06', 4)" 2>&1
}
prm_fail=
for mode in force_custom_plan force_generic_plan; do
    off=$(params_rows off $mode)
    on=$(params_rows on $mode)
    if [ "$off" != "$on" ] || [ "$(wc -l <<<"$on")" != 9 ]; then
        echo "FAIL: prepared statements ($mode), qprop off and on:"
        diff <(echo "$off") <(echo "$on")
        prm_fail=1
    fi
done
generic=$($psql -d prune -c 'SET plan_cache_mode = force_generic_plan' \
    -c 'PREPARE g(date, date) AS SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d BETWEEN $1 AND $2' \
    -c "EXPLAIN (COSTS OFF) EXECUTE g('2024-05-01', '2024-05-10')" \
    -c 'SET qprop.enabled = off' \
    -c 'PREPARE g2(date, date) AS SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d BETWEEN $1 AND $2' \
    -c "EXPLAIN (COSTS OFF) EXECUTE g2('2024-05-01', '2024-05-10')" 2>&1)
if [ "$(grep -c 'Subplans Removed: 11' <<<"$generic")" != 1 ]; then
    echo "FAIL: a generic plan with qprop's bounds on \$1, \$2 prunes 11 partitions at executor start:"
    echo "$generic"
    prm_fail=1
fi
# PL/pgSQL variables and SQL functions' argument names
# (tests/pg/plpgsql.sql): the same results with qprop off and on, each
# statement rewritten but the composite argument's field, and no
# PostgreSQL error caught on the way (it would throw the catalog away)
$psql -d prune -f "$here/plpgsql.sql" >/dev/null || exit 1
pl_calls=("SELECT qp_pl_var('2024-03-03')"
          "SELECT * FROM qp_pl_query('2024-03-01', '2024-03-05')"
          "SELECT qp_pl_names('2024-05-10')"
          "SELECT qp_pl_if('2024-03-03'), qp_pl_if('2025-01-01')"
          "SELECT qp_pl_typmod('2024-06-20')"
          "SELECT qp_pl_loop('2024-07-04')"
          "SELECT qp_sql_named('2024-03-03')"
          "SELECT qp_sql_row(c) FROM cal c WHERE c.d = '2024-03-03'"
          "INSERT INTO qp_audit (d) VALUES ('2024-08-01'), ('2024-08-02') RETURNING n")
pl_rewritten=0
for call in "${pl_calls[@]}"; do
    off=$($psql -d prune -c 'SET qprop.enabled = off' -c "$call" 2>&1)
    on=$($psql -d prune -c 'SET client_min_messages = log' -c "$call" \
         2>"$PG_CLUSTER_DIR/pl.log")
    log=$(cat "$PG_CLUSTER_DIR/pl.log")
    if [ "$off" != "$on" ] || [ -z "$off" ] || grep -q ERROR <<<"$log$off" \
            || grep -q 'not rewritten: error:' <<<"$log"; then
        echo "FAIL: $call: qprop off and on differ:"
        diff <(echo "$off") <(echo "$on"; echo "$log")
        prm_fail=1
    fi
    if grep -q 'qprop: rewrote the statement' <<<"$log"; then
        pl_rewritten=$((pl_rewritten + 1))
        case $call in *qp_sql_row*)
            echo "FAIL: $call: a composite argument's field was given to qprop as \$n"
            prm_fail=1 ;;
        esac
    else
        case $call in *qp_sql_row*) ;; *)
            echo "FAIL: $call was not rewritten:"; echo "$log"
            prm_fail=1 ;;
        esac
    fi
done
echo "plpgsql: ${#pl_calls[@]} calls, the same results with qprop off and on; $pl_rewritten rewritten (all but a composite argument's field)"
if [ -z "$prm_fail" ]; then
    echo "params: prepared statements give the same rows with qprop off and on (custom and generic plans); a generic plan prunes 11 of 12 partitions at executor start with qprop"
else
    status=1
fi
# --- a partition added after the statement was prepared ---
# (tests/pg/partition_added.sql) Statements whose filters no partition
# of ev holds a row for today, prepared with generic plans and run, then
# a partition holding such rows created and the statements run again in
# the same session: the same rows with qprop off and on, each statement
# rewritten by qprop, and the SQL it planned reads ev (before, it read an
# empty relation in its place: rows lost had the plan been kept)
$psql -c 'CREATE DATABASE added' >/dev/null || exit 1
$psql -d added -f "$here/partition_added.sql" >/dev/null || exit 1
added_rows() {
    $psql -d added -c "SET qprop.enabled = $1" \
        -c 'SET plan_cache_mode = force_generic_plan' \
        -c 'SET client_min_messages = log' \
        -c "PREPARE a1 AS SELECT dd.tag, count(*) FROM ev e JOIN dd ON e.d = dd.d WHERE dd.d BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY dd.tag ORDER BY 1" \
        -c "PREPARE a2 AS SELECT dd.tag FROM dd WHERE NOT EXISTS (SELECT 1 FROM ev e WHERE e.d = dd.d AND e.d >= '2025-01-01') ORDER BY 1" \
        -c "PREPARE a3(date) AS SELECT count(*) FROM ev e JOIN dd ON e.d = dd.d WHERE dd.d >= \$1 AND dd.d >= '2025-01-01'" \
        -c 'EXECUTE a1' -c 'EXECUTE a2' -c "EXECUTE a3('2025-02-01')" \
        -c 'BEGIN' \
        -c "CREATE TABLE ev_2025 PARTITION OF ev FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')" \
        -c "INSERT INTO ev VALUES ('2025-03-01', 2), ('2025-04-01', 3), ('2025-04-01', 4)" \
        -c 'SELECT 1 AS after' \
        -c 'EXECUTE a1' -c 'EXECUTE a2' -c "EXECUTE a3('2025-02-01')" \
        -c 'ROLLBACK' 2>"$PG_CLUSTER_DIR/added_$1.log"
}
add_off=$(added_rows off)
add_on=$(added_rows on)
add_log=$(cat "$PG_CLUSTER_DIR/added_on.log")
add_sql=$(grep -A1 'rewrote the statement' <<<"$add_log" | grep 'DETAIL' || true)
add_n=$(grep -c 'rewrote the statement' <<<"$add_log")
if [ "$add_off" != "$add_on" ] || [ "$(grep -c '^b|1$' <<<"$add_on")" != 1 ] \
        || grep -q 'WHERE false' <<<"$add_sql" \
        || [ "$add_n" -lt 3 ] || [ "$(grep -c 'FROM ev\b\|JOIN ev\b\|ev AS e' <<<"$add_sql")" -lt 3 ]; then
    echo "FAIL: a partition created after the statements were prepared:"
    diff <(echo "$add_off") <(echo "$add_on")
    echo "--- the statements qprop rewrote:"; echo "$add_log"
    status=1
else
    echo "partition added: 3 prepared statements (generic plans) whose filters no partition held rows for give the same rows with qprop off and on after CREATE TABLE ... PARTITION OF; $add_n plans rewritten, each reading ev"
fi
# --- execution-time bounds (TPC-DS q19's shape, tests/pg/bounds.sql) ---
# The filter is on the dimension's own columns (d_year, d_moy), not its
# key: PostgreSQL alone reads all 7 partitions of the fact table; the SQL
# qprop planned bounds the fact's key by initplans over the dimension and
# PostgreSQL skips the 6 other partitions when executing ("never
# executed").  The same rows both ways.
$psql -c 'CREATE DATABASE bounds' >/dev/null || exit 1
$psql -d bounds -f "$here/bounds.sql" >/dev/null || exit 1
q="SELECT d.d_moy, s.ss_item, count(*), sum(s.ss_amount) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
   WHERE d.d_year = 2022 AND d.d_moy = 11 GROUP BY d.d_moy, s.ss_item ORDER BY 2"
ex="EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $q"
off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$ex")
on=$($psql -d bounds -c 'SET qprop.enabled = on' -c "$ex")
ran_off=$(grep 'Scan on ss_' <<<"$off" | grep -vc 'never executed')
ran_on=$(grep 'Scan on ss_' <<<"$on" | grep -vc 'never executed')
skipped_on=$(grep 'Scan on ss_' <<<"$on" | grep -c 'never executed')
rows_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$q")
rows_on=$($psql -d bounds -c 'SET qprop.enabled = on' -c "$q")
echo "bounds: partitions of ss read: $ran_off without qprop, $ran_on with it ($skipped_on never executed)"
if [ "$ran_off" != 7 ] || [ "$ran_on" != 1 ] || [ "$skipped_on" != 6 ] \
        || ! grep -q '^qprop: ' <<<"$on" \
        || [ "$rows_off" != "$rows_on" ] || [ -z "$rows_on" ]; then
    echo "FAIL: execution-time bounds through the extension"
    echo "--- EXPLAIN ANALYZE, qprop off:"; echo "$off"
    echo "--- EXPLAIN ANALYZE, qprop on:"; echo "$on"
    echo "--- rows: $(wc -l <<<"$rows_off") / $(wc -l <<<"$rows_on")"
    status=1
fi
# qprop.plan_time_bounds: the bound computed when planning, where that is
# exact: a top-level statement under REPEATABLE READ prunes ss to one
# partition in the plan itself; READ COMMITTED, a prepared statement and
# a PL/pgSQL function's statement keep the execution-time bound.  The
# same rows every way.
rr="SET qprop.plan_time_bounds = on; SET default_transaction_isolation = 'repeatable read';"
pt_rr=$($psql -d bounds -c "$rr" -c "EXPLAIN (COSTS OFF) $q")
pt_rc=$($psql -d bounds -c 'SET qprop.plan_time_bounds = on' -c "EXPLAIN (COSTS OFF) $q")
pt_prep=$($psql -d bounds -c "$rr" -c "PREPARE pt AS $q" \
    -c 'SET client_min_messages = log' -c 'EXECUTE pt' 2>&1 >/dev/null)
$psql -d bounds -c "CREATE FUNCTION pt_fn() RETURNS bigint LANGUAGE plpgsql AS \$\$
    BEGIN RETURN (SELECT count(*) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
                  WHERE d.d_year = 2022 AND d.d_moy = 11); END \$\$" >/dev/null
pt_fn=$($psql -d bounds -c "$rr" -c 'SET client_min_messages = log' -c 'SELECT pt_fn()' 2>&1)
rows_pt=$($psql -d bounds -c "$rr" -c "$q")
n_rr=$(grep -c 'Scan on ss_' <<<"$pt_rr")
n_rc=$(grep -c 'Scan on ss_' <<<"$pt_rc")
echo "plan-time bounds: partitions of ss in the plan: $n_rr under REPEATABLE READ, $n_rc under READ COMMITTED"
if [ "$n_rr" != 1 ] || ! grep -q '^qprop: .*1 bound computed when planning' <<<"$pt_rr" \
        || [ "$n_rc" != 7 ] || grep -q 'computed when planning' <<<"$pt_rc$pt_prep$pt_fn" \
        || ! grep -q 'rewrote the statement' <<<"$pt_prep" \
        || ! grep -q 'rewrote the statement' <<<"$pt_fn" \
        || [ "$(tail -1 <<<"$pt_fn")" != "$($psql -d bounds -c 'SET qprop.enabled = off' -c 'SELECT pt_fn()')" ] \
        || [ "$rows_pt" != "$rows_off" ]; then
    echo "FAIL: plan-time bounds"
    echo "--- REPEATABLE READ:"; echo "$pt_rr"
    echo "--- READ COMMITTED:"; echo "$pt_rc"
    echo "--- prepared:"; echo "$pt_prep"
    echo "--- function:"; echo "$pt_fn"
    status=1
fi
# --- bounds as pruning (qprop.bounds_as_pruning, issue 36 design (b)) ---
# The execution-time bound is not a qual in the SQL but run-time pruning
# of the Append, computed by one initplan: with qprop.bounds_estimate off
# the plan and its estimates are PostgreSQL's own (the Append's and the
# join's estimated rows equal those with qprop off), 6 of the 7
# partitions of ss are "never executed", the same rows.  A prepared
# statement's cached plan computes the bound again at each execution:
# a row inserted into the dimension (and the fact) by another session
# between two EXECUTEs is counted, as with qprop off.  An empty build
# side prunes every partition.  A parallel plan (a Gather over a Parallel
# Append, the leader not participating: only the workers read) keeps the
# bound as pruning: the Gather sends the initplan's two Params to its
# workers ("Params Evaluated"), which prune with them (6 partitions "never
# executed"), the same rows (doc/pg-partition-selector.md (b) 1; without
# the Params the workers pruned every partition and the row was lost);
# run with qprop.bounds_filter off, where no partition's scan reads the
# Params (with it on they reach the Gather as any initplan's Params a
# scan filters by).  The bounds come from the API (qprop_stmt_bound), not from
# qprop's SQL, which has none ("ALL (ARRAY" nowhere).
# The estimate (qprop.bounds_estimate, off by default): the partitions
# the build side's range as of planning leaves out are sized as empty
# (rows=1), the one it keeps as without qprop, so the Append's estimate
# is that partition's, not the 40,000 rows of all seven; with the
# setting off every estimate is PostgreSQL's own.  Only the estimate: a
# cached plan made before a dimension row whose key lands in the DEFAULT
# partition is inserted counts it at the next execution (the prepared
# statement below, without the estimate, and tests/pg/selector.py's
# rc_ cases with it).
bp="SET qprop.bounds_as_pruning = on; SET qprop.keyset_min_range_partitions = 0;"
pg_num=$($psql -d bounds -c 'SHOW server_version_num')  # 17 and 18 show no "Params Evaluated" on that Gather
est() { grep -o -E '(Append|Hash Join) +\(cost=[0-9.]+\.\.[0-9.]+ rows=[0-9]+' | sed 's/cost=[0-9.]*\.\.[0-9.]* //'; }
bp_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "EXPLAIN $q" | est)
bp_on=$($psql -d bounds -c "$bp" -c 'SET qprop.bounds_estimate = off' -c "EXPLAIN $q" | est)
bp_est=$($psql -d bounds -c "$bp" -c 'SET qprop.bounds_estimate = on' -c "EXPLAIN $q")
bp_est_app=$(grep -o -E 'Append +\(cost=[0-9.]+\.\.[0-9.]+ rows=[0-9]+' <<<"$bp_est" | sed 's/.*rows=//')
bp_est_kept=$(grep -o -E 'Scan on ss_2022 .*rows=[0-9]+' <<<"$bp_est" | sed 's/.*rows=//')
bp_off_kept=$($psql -d bounds -c 'SET qprop.enabled = off' -c "EXPLAIN $q" | grep -o -E 'Scan on ss_2022 .*rows=[0-9]+' | sed 's/.*rows=//')
bp_est_empty=$(grep 'Scan on ss_' <<<"$bp_est" | grep -c ' rows=1 ')
bp_an=$($psql -d bounds -c "$bp" -c "$ex")
bp_rows=$($psql -d bounds -c "$bp" -c "$q")
bp_ran=$(grep 'Scan on ss_' <<<"$bp_an" | grep -vc 'never executed')
bp_skip=$(grep 'Scan on ss_' <<<"$bp_an" | grep -c 'never executed')
bq="SELECT d.d_moy, count(*), sum(s.ss_amount) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
    WHERE d.d_year = 2022 AND d.d_moy = 11 GROUP BY d.d_moy"
bp_prep=$($psql -d bounds 2>&1 <<SQL
$bp
PREPARE bp AS $bq;
EXECUTE bp;
\! PGOPTIONS= psql -X -q -d bounds -c "INSERT INTO dd VALUES (3000, '2022-11-30', 2022, 11)" -c "INSERT INTO ss VALUES (3000, 7, 100.00)"
EXECUTE bp;
SQL
)
bp_prep_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$bq")
bp_empty=$($psql -d bounds -c "$bp" -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${bq/2022/1900}")
$psql -d bounds -c 'DELETE FROM ss WHERE ss_sold_date_sk = 3000' -c 'DELETE FROM dd WHERE d_date_sk = 3000' >/dev/null
bp_par_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$bq")
bp_par=$($psql -d bounds -c "$bp" -c 'SET qprop.bounds_filter = off' -c 'SET parallel_setup_cost = 0' -c 'SET parallel_tuple_cost = 0' \
    -c 'SET min_parallel_table_scan_size = 0' -c 'SET max_parallel_workers_per_gather = 2' \
    -c 'SET parallel_leader_participation = off' \
    -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $bq" -c "$bq")
echo "bounds as pruning: partitions of ss read: $bp_ran ($bp_skip never executed), estimates $(tr '\n' ' ' <<<"$bp_on")as without qprop with qprop.bounds_estimate off"
echo "bounds as pruning, estimated: Append rows=$bp_est_app (ss_2022 rows=$bp_est_kept as without qprop, $bp_est_empty partitions sized as empty)"
echo "bounds as pruning, parallel: partitions of ss never executed under the Gather: $(grep 'Scan on ss_' <<<"$bp_par" | grep -c 'never executed')"
if [ "$bp_ran" != 1 ] || [ "$bp_skip" != 6 ] || [ "$bp_rows" != "$rows_off" ] \
        || [ -z "$bp_off" ] || [ "$bp_off" != "$bp_on" ] \
        || [ -z "$bp_est_kept" ] || [ "$bp_est_kept" != "$bp_off_kept" ] || [ "$bp_est_empty" != 6 ] \
        || [ "$bp_est_app" -ge $((bp_est_kept + 10)) ] || grep -q 'ALL (ARRAY' <<<"$bp_est" \
        || grep -q 'ALL (ARRAY' <<<"$bp_an" || ! grep -q 'InitPlan 1 (returns \$0,\$1,\$2)' <<<"$bp_an" \
        || [ "$(grep -c '^11|' <<<"$bp_prep")" != 2 ] || [ "$(tail -1 <<<"$bp_prep")" != "$bp_prep_off" ] \
        || [ "$(head -1 <<<"$bp_prep")" = "$bp_prep_off" ] \
        || [ "$(grep 'Scan on ss_' <<<"$bp_empty" | grep -vc 'never executed')" != 0 ] \
        || ! grep -q 'Gather' <<<"$bp_par" || grep -q 'ALL (ARRAY' <<<"$bp_par" \
        || ! grep -q 'Parallel Append' <<<"$bp_par" \
        || { [ "$pg_num" -lt 170000 ] && ! grep -q 'Params Evaluated: \$' <<<"$bp_par"; } \
        || [ "$(grep 'Scan on ss_' <<<"$bp_par" | grep -c 'never executed')" != 6 ] \
        || [ "$(tail -1 <<<"$bp_par")" != "$bp_par_off" ] || [ -z "$bp_par_off" ]; then
    echo "FAIL: bounds as pruning"
    echo "--- estimates off / on:"; echo "$bp_off"; echo "$bp_on"
    echo "--- EXPLAIN with the estimate:"; echo "$bp_est"
    echo "--- EXPLAIN ANALYZE:"; echo "$bp_an"
    echo "--- prepared, a row inserted between the EXECUTEs (qprop off: $bp_prep_off):"; echo "$bp_prep"
    echo "--- empty build side:"; echo "$bp_empty"
    echo "--- parallel (qprop off: $bp_par_off):"; echo "$bp_par"
    status=1
fi
# A partitioned table read twice, each scan bounded by its own dimension
# filter: each bound goes to its own range table entry (found by the
# scan's alias, not the table's OID), so the one scan reads 2022's
# partition and the other 2020's, 12 of the 14 never executed, and no
# bound is a qual ("ALL (ARRAY" nowhere); the same rows as qprop off.
tq="SELECT count(*), sum(a.ss_amount) FROM (SELECT s.ss_item, s.ss_amount FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
        WHERE d.d_year = 2022 AND d.d_moy = 11) a
    JOIN (SELECT s.ss_item FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
        WHERE d.d_year = 2020 AND d.d_moy = 2) b ON a.ss_item = b.ss_item"
tw_an=$($psql -d bounds -c "$bp" -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $tq")
tw_on=$($psql -d bounds -c "$bp" -c "$tq")
tw_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$tq")
tw_ran=$(grep 'Scan on ss_' <<<"$tw_an" | grep -v 'never executed' | sed -E 's/.*Scan on (ss_[0-9a-z]+) .*/\1/' | sort | tr '\n' ' ')
echo "bounds as pruning, a table read twice: partitions read $tw_ran($(grep 'Scan on ss_' <<<"$tw_an" | grep -c 'never executed') never executed)"
if [ "$tw_ran" != "ss_2020 ss_2022 " ] || [ "$(grep 'Scan on ss_' <<<"$tw_an" | grep -c 'never executed')" != 12 ] \
        || grep -q 'ALL (ARRAY' <<<"$tw_an" || ! grep -q 'InitPlan 2 (returns \$3,\$4,\$5)' <<<"$tw_an" \
        || [ "$tw_on" != "$tw_off" ] || [ -z "$tw_off" ]; then
    echo "FAIL: bounds as pruning on a table read twice"
    echo "--- EXPLAIN ANALYZE:"; echo "$tw_an"
    echo "--- rows off / on: $tw_off / $tw_on"
    status=1
fi
# Two bounds whose build sides are the same query but for its alias (the
# same dimension filter read as d and d_1, as TPC-DS q17's d2 and d3)
# share one initplan: the dimension is read once, both scans pruned by
# it; the same rows as qprop off.
sq="${tq//2020/2022}"
sq="${sq//d_moy = 2/d_moy = 11}"
sh_an=$($psql -d bounds -c "$bp" -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $sq")
sh_on=$($psql -d bounds -c "$bp" -c "$sq")
sh_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$sq")
echo "bounds as pruning, one build side read by two bounds: $(grep -c -E '^ *InitPlan [0-9]' <<<"$sh_an") initplan, $(grep 'Scan on ss_' <<<"$sh_an" | grep -c 'never executed') partitions never executed"
if [ "$(grep -c -E '^ *InitPlan [0-9]' <<<"$sh_an")" != 1 ] || ! grep -q 'InitPlan 1 (returns \$0,\$1,\$2)' <<<"$sh_an" \
        || [ "$(grep 'Scan on ss_' <<<"$sh_an" | grep -c 'never executed')" != 12 ] \
        || [ "$sh_on" != "$sh_off" ] || [ -z "$sh_off" ]; then
    echo "FAIL: bounds as pruning sharing one build side"
    echo "--- EXPLAIN ANALYZE:"; echo "$sh_an"
    echo "--- rows off / on: $sh_off / $sh_on"
    status=1
fi
# The bounds the hooks give are remembered with the rewrite
# (qprop.rewrite_memo): a statement planned again in the session is not
# rewritten again ("(remembered)" in the log) and gets the same
# initplan, the same 6 partitions "never executed" and the same rows.
mm=$($psql -d bounds -c "$bp" -c 'SET client_min_messages = log' \
    -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $bq" \
    -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $bq" -c "$bq" -c "$bq" 2>&1)
echo "bounds as pruning, remembered: $(grep -c 'rewrote the statement (remembered)' <<<"$mm") of 4 plannings from the memo, $(grep 'Scan on ss_' <<<"$mm" | grep -c 'never executed') partitions never executed in 2 EXPLAINs"
if [ "$(grep -c 'rewrote the statement (remembered)' <<<"$mm")" != 2 ] \
        || [ "$(grep -c -E '^ *InitPlan 1 \(returns \$0,\$1,\$2\)$' <<<"$mm")" != 2 ] \
        || [ "$(grep 'Scan on ss_' <<<"$mm" | grep -c 'never executed')" != 12 ] \
        || [ "$(grep -c "^$bp_par_off\$" <<<"$mm")" != 2 ]; then
    echo "FAIL: bounds as pruning from the memo"
    echo "$mm"
    status=1
fi
# A statement to which qprop adds only bounds the hooks give, each on a
# partitioned table read once, is planned as PostgreSQL analysed it,
# with those bounds (pg/README.md, "What it does" 4): "the bounds on the
# statement as written" in the log, fresh and from the memo (the
# second EXPLAIN; the SELECT is another text), the same 6
# partitions never executed and the same rows; with the table read twice
# (tq above) the statement planned is qprop's.
ow=$($psql -d bounds -c "$bp" -c 'SET client_min_messages = log' \
    -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $bq" \
    -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $bq" -c "$bq" \
    -c "$tq" 2>&1)
ow_n=$(grep -c 'rewrote the statement.*(the bounds on the statement as written)' <<<"$ow")
echo "bounds on the statement as written: $ow_n of 3 plannings, $(grep 'Scan on ss_' <<<"$ow" | grep -c 'never executed') partitions never executed in 2 EXPLAINs; the table read twice: $(grep -c 'rewrote the statement: [^(]*$' <<<"$ow") planned from qprop's SQL"
if [ "$ow_n" != 3 ] || [ "$(grep -c 'rewrote the statement (remembered).*as written' <<<"$ow")" != 1 ] \
        || [ "$(grep 'Scan on ss_' <<<"$ow" | grep -c 'never executed')" != 12 ] \
        || [ "$(grep -c "^$bp_par_off\$" <<<"$ow")" != 1 ] \
        || [ "$(grep -c 'rewrote the statement: [^(]*$' <<<"$ow")" != 1 ] \
        || [ "$(grep -c "^$tw_off\$" <<<"$ow")" != 1 ]; then
    echo "FAIL: bounds on the statement as written"
    echo "$ow"
    status=1
fi
# The memo's key holds the settings the rewrite depends on, read from
# their variables (memo_settings()): after SET qprop.runtime_pruning =
# off the same statement is rewritten afresh, without its bound (its
# outcome counts no scan bounded, and it is planned from qprop's SQL),
# after SET
# qprop.bounds_as_pruning = off its bound is a WITH item of qprop's SQL,
# and after RESET of both the first outcome is remembered again.
ms=$($psql -d bounds -c "$bp" -c 'SET client_min_messages = log' \
    -c "EXPLAIN (COSTS OFF) $bq" -c 'SET qprop.runtime_pruning = off' \
    -c "EXPLAIN (COSTS OFF) $bq" -c 'RESET qprop.runtime_pruning' \
    -c 'SET qprop.bounds_as_pruning = off' -c "EXPLAIN (COSTS OFF) $bq" \
    -c 'RESET qprop.bounds_as_pruning' -c "EXPLAIN (COSTS OFF) $bq" 2>&1)
ms_mem=$(grep -c 'rewrote the statement (remembered)' <<<"$ms")
ms_written=$(grep -c 'rewrote the statement.*as written' <<<"$ms")
ms_cte=$(grep -c -E '^ *CTE qp_bound_1$' <<<"$ms")
echo "memo and settings: 4 EXPLAINs under 3 settings, $ms_mem from the memo, $ms_written with the bounds on the statement as written, $ms_cte with the bound in qprop's SQL"
if [ "$ms_mem" != 1 ] || [ "$ms_written" != 2 ] || [ "$ms_cte" != 1 ] \
        || [ "$(grep 'rewrote the statement' <<<"$ms" | grep -c 'bounded when executing')" != 3 ]; then
    echo "FAIL: the memo's key and the settings"
    echo "$ms"
    status=1
fi
# Key sets (qprop.bounds_keyset, on by default; pg/keyset.c): a build
# side whose keys lie in two years with two years between them (2019 and
# 2022) reads those two partitions, where min and max read the four from
# 2019 to 2022; the initplan returns a third Param (the array of one key
# per bucket of the partition bounds).  With the setting off the bound is
# min and max again (two Params, four partitions).  The same rows in all.
kq="SELECT d.d_year, count(*), sum(s.ss_amount) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk
    WHERE d.d_year IN (2019, 2022) AND d.d_moy = 11 GROUP BY d.d_year ORDER BY 1"
ks_on=$($psql -d bounds -c "$bp" -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $kq")
ks_mm=$($psql -d bounds -c "$bp" -c 'SET qprop.bounds_keyset = off' -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $kq")
# by default a RANGE table keeping fewer than 24 partitions (ss: 7) gets
# min and max (qprop.keyset_min_range_partitions)
ks_def=$($psql -d bounds -c 'SET qprop.bounds_as_pruning = on' -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $kq")
ks_rows=$($psql -d bounds -c "$bp" -c "$kq")
ks_rows_mm=$($psql -d bounds -c "$bp" -c 'SET qprop.bounds_keyset = off' -c "$kq")
ks_off=$($psql -d bounds -c 'SET qprop.enabled = off' -c "$kq")
ks_read() { grep 'Scan on ss_' | grep -v 'never executed' | sed -E 's/.*Scan on (ss_[0-9a-z]+) .*/\1/' | sort | tr '\n' ' '; }
echo "bounds as pruning, key sets: partitions read $(ks_read <<<"$ks_on")(with qprop.bounds_keyset off: $(ks_read <<<"$ks_mm"); by default, 7 ranges: $(ks_read <<<"$ks_def"))"
if [ "$(ks_read <<<"$ks_on")" != "ss_2019 ss_2022 " ] || ! grep -q 'InitPlan 1 (returns \$0,\$1,\$2)' <<<"$ks_on" \
        || [ "$(ks_read <<<"$ks_mm")" != "ss_2019 ss_2020 ss_2021 ss_2022 " ] \
        || ! grep -q 'InitPlan 1 (returns \$0,\$1)' <<<"$ks_mm" \
        || [ "$(ks_read <<<"$ks_def")" != "ss_2019 ss_2020 ss_2021 ss_2022 " ] \
        || ! grep -q 'InitPlan 1 (returns \$0,\$1)' <<<"$ks_def" \
        || [ "$ks_rows" != "$ks_off" ] || [ "$ks_rows_mm" != "$ks_off" ] || [ -z "$ks_off" ]; then
    echo "FAIL: bounds as pruning by key sets"
    echo "--- key sets:"; echo "$ks_on"
    echo "--- qprop.bounds_keyset off:"; echo "$ks_mm"
    echo "--- rows off / key sets / min and max: $ks_off / $ks_rows / $ks_rows_mm"
    status=1
fi
# --- no leak: one backend's memory across many statements ---
# One session runs 3 rounds of 100 times the same mix in the bounds
# database: a rewritten query with bounds, a rewritten EXPLAIN, a generic
# plan's EXECUTE, a refused query (row lock), one qprop cannot read (a
# user function: qprop's error, caught), and every 25 an ALTER TABLE that
# invalidates the relcache (the catalog is thrown away and rebuilt).
# After each round: the total of the backend's memory contexts
# (pg_backend_memory_contexts) and its private memory (RssAnon, which
# counts qprop's malloc'ed catalog too).  From round 1 to 2 and from 2
# to 3 neither may grow by more than 256 kB (500 statements a round: a
# leak of 512 bytes a statement would show).
leak_round() {
    local i
    for i in $(seq 100); do
        echo "SELECT d.d_moy, count(*) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk WHERE d.d_year = 2022 AND d.d_moy = $((i % 12 + 1)) GROUP BY d.d_moy;"
        echo "EXPLAIN (COSTS OFF) SELECT count(*) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk WHERE d.d_date BETWEEN '2021-03-01' AND '2021-03-0$((i % 9 + 1))';"
        echo "EXECUTE g('2020-05-01', '2020-05-10');"
        echo "SELECT s.ss_item FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk WHERE d.d_year = 2023 LIMIT 1 FOR SHARE OF s;"
        echo "SELECT count(*) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk WHERE d.d_year = 2023 AND qp_leak_f(d.d_moy) = 1;"
        [ $((i % 25)) = 0 ] && echo "ALTER TABLE dd ALTER COLUMN d_moy SET STATISTICS $((100 + i));"
    done
    echo "SELECT 'mem', (SELECT sum(total_bytes) FROM pg_backend_memory_contexts), (regexp_match(pg_read_file('/proc/self/status'), 'RssAnon:\s+(\d+)'))[1];"
}
mem=$({ echo "CREATE FUNCTION qp_leak_f(integer) RETURNS integer IMMUTABLE LANGUAGE sql AS 'SELECT \$1';"
        echo "SET plan_cache_mode = force_generic_plan;"
        echo 'PREPARE g(date, date) AS SELECT count(*) FROM ss s JOIN dd d ON s.ss_sold_date_sk = d.d_date_sk WHERE d.d_date BETWEEN $1 AND $2;'
        leak_round; leak_round; leak_round; } \
      | PGOPTIONS="$PGOPTIONS -c qprop.log_rewrites=off" $psql -d bounds 2>&1 | grep '^mem|')
read -r c1 c2 c3 <<<"$(cut -d'|' -f2 <<<"$mem" | tr '\n' ' ')"
read -r r1 r2 r3 <<<"$(cut -d'|' -f3 <<<"$mem" | tr '\n' ' ')"
if [ -z "${c3:-}" ] || [ -z "${r3:-}" ] || [ $((c2 - c1)) -gt 262144 ] || [ $((c3 - c2)) -gt 262144 ] \
        || [ $((r2 - r1)) -gt 256 ] || [ $((r3 - r2)) -gt 256 ]; then
    echo "FAIL: backend memory grows across statements (contexts, RssAnon kB, after 500, 1000, 1500):"
    echo "$mem"
    status=1
else
    echo "leak: one backend after 500, 1000, 1500 statements: memory contexts $c1, $c2, $c3 bytes; RssAnon $r1, $r2, $r3 kB"
fi
# --- remembered rewrites (qprop.rewrite_memo) ---
# tests/pg/memo.sql in one session, qprop off and on: each statement twice
# (the second planned from the memo), then again after a partition is
# added, detached, attached or dropped, a column added, a table dropped and
# made again, the search path set to another schema, schemas renamed, and
# for the custom plans of a prepared statement; the same output both ways,
# and the memo was used (log lines "(remembered)")
$psql -c 'CREATE DATABASE memo_off' -c 'CREATE DATABASE memo_on' >/dev/null || exit 1
memo_off=$(PGOPTIONS="$PGOPTIONS -c qprop.enabled=off" $psql -d memo_off -f "$here/memo.sql" 2>&1)
memo_on=$(PGOPTIONS="$PGOPTIONS -c client_min_messages=log" $psql -d memo_on -f "$here/memo.sql" 2>&1)
memo_rows=$(grep -v 'LOG:\|DETAIL:' <<<"$memo_on")
n_memo=$(grep -c 'rewrote the statement (remembered)' <<<"$memo_on")
if [ "$memo_off" != "$memo_rows" ] || [ "$n_memo" -lt 10 ]; then
    echo "FAIL: remembered rewrites ($n_memo taken from the memo): qprop off, then on:"
    echo "$memo_off"; echo "---"; echo "$memo_on"
    status=1
else
    echo "memo: $(grep -c . <<<"$memo_off") lines of memo.sql the same with qprop off and on; $n_memo statements planned from the memo"
fi
# --- privileges of what qprop proves empty (tests/pg/privileges.sql) ---
# as a role that reads int8_tbl.q1 only: qprop off and on give the same
# output, "permission denied" included (the empty derived tables name the
# tables and columns they stand for, so the extension steps aside where
# the rewrite needs privileges the role lacks), and qprop rewrote the
# statements the role may run
$psql -c 'CREATE ROLE regress_qp_priv' -c 'CREATE DATABASE priv_off' \
    -c 'CREATE DATABASE priv_on' >/dev/null || exit 1
priv_off=$(PGOPTIONS="$PGOPTIONS -c qprop.enabled=off" $psql -v ON_ERROR_STOP=0 -d priv_off -f "$here/privileges.sql" 2>&1 | sed 's/^psql:[^ ]* //')
priv_on=$(PGOPTIONS="$PGOPTIONS -c client_min_messages=log" $psql -v ON_ERROR_STOP=0 -d priv_on -f "$here/privileges.sql" 2>&1 | sed 's/^psql:[^ ]* //')
priv_rows=$(grep -v 'LOG:\|DETAIL:' <<<"$priv_on")
n_priv=$(grep -c 'rewrote the statement' <<<"$priv_on")
n_denied=$(grep -c 'permission denied' <<<"$priv_off")
if [ "$priv_off" != "$priv_rows" ] || [ "$n_priv" -lt 2 ] || [ "$n_denied" != 5 ]; then
    echo "FAIL: privileges of empty subtrees ($n_priv rewritten, $n_denied denied with qprop off): qprop off, then on:"
    echo "$priv_off"; echo "---"; echo "$priv_on"
    status=1
else
    echo "privileges: $n_denied statements denied and $(grep -c . <<<"$priv_off") lines the same with qprop off and on; $n_priv rewritten"
fi
# queries it refuses run as they are: row locks
if ! $psql -d prune -c 'BEGIN' \
        -c "SELECT s.store_id FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d = '2024-05-01' LIMIT 1 FOR UPDATE OF s" \
        -c 'COMMIT' >/dev/null; then
    echo "FAIL: a query qprop refuses failed"
    status=1
fi

# --- collations other than C ---
# A database whose default collation is ICU's en-US (or, without ICU, the
# libc locale C.utf8), tests/pg/collation.sql: each query of
# tests/pg/collation_queries.sql gives the same rows with qprop off and on,
# and is rewritten or not as its comment says (equalities move; orders,
# locale-dependent functions, a RANGE key on text and a nondeterministic
# collation are left to PostgreSQL)
coll_kind=
if $psql -c "CREATE DATABASE coll TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C.utf8' LOCALE_PROVIDER icu ICU_LOCALE 'en-US'" >/dev/null 2>&1 \
   && $psql -d coll -c "CREATE COLLATION ci (provider = icu, locale = 'und-u-ks-level2', deterministic = false)" >/dev/null; then
    coll_kind="ICU en-US, and a nondeterministic ICU collation"
    ci=ci
elif $psql -c "CREATE DATABASE coll TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C.utf8'" >/dev/null 2>&1; then
    coll_kind="libc C.utf8 (no ICU: nondeterministic collations not tested)"
    ci=default
fi
if [ -z "$coll_kind" ]; then
    echo "note: neither ICU nor the C.utf8 locale: collations not tested"
elif ! $psql -d coll -v ci="$ci" -f "$here/collation.sql" >/dev/null; then
    echo "FAIL: loading tests/pg/collation.sql"
    status=1
else
    n_rw=0; n_not=0; coll_fail=
    while IFS= read -r line; do
        case $line in --*|'') continue ;; esac
        q=${line%% -- *}
        want=${line##* -- }
        if [ "$ci" = default ] && [ "$want" = "not rewritten (nondeterministic)" ]; then
            continue
        fi
        off=$($psql -d coll -c 'SET qprop.enabled = off' -c "$q" 2>&1)
        on=$($psql -d coll -c 'SET client_min_messages = log' -c "$q" 2>&1)
        rows=$(grep -v '^LOG: \|^DETAIL: ' <<<"$on")
        if grep -q 'LOG:  qprop: rewrote' <<<"$on"; then got=rewritten; n_rw=$((n_rw + 1))
        else got="not rewritten"; n_not=$((n_not + 1)); fi
        if [ "$rows" != "$off" ] || [ "$got" != "${want%% (*}" ]; then
            echo "FAIL: collation query ($got, expected $want): $q"
            diff <(echo "$off") <(echo "$rows") | head -n 10
            coll_fail=1
        fi
    done <"$here/collation_queries.sql"
    if [ -n "$coll_fail" ]; then
        status=1
    else
        echo "collations ($coll_kind): the same rows with qprop off and on; $n_rw rewritten (equalities), $n_not left to PostgreSQL (orders, locale-dependent functions, a RANGE key on text, nondeterministic)"
    fi
fi

# --- 2. rows, qprop off against on ---
python3 "$here/compare.py" "${corpora:-/nonexistent}" \
    "$top_srcdir/tests/oracle/tpch_data.sql" "$PG_CLUSTER_DIR/work" $sets \
    || status=1

# PostgreSQL's regression files (select, subselect, with, partition_join
# after the setup files), each run twice as psql runs it, qprop.enabled off
# and on: the same error state and rows for every statement, and how many
# qprop rewrote (tests/pg/regress.py; about a minute)
regress=${corpora:+$corpora/pg-regress/pg15}
if [ -n "$regress" ] && [ -f "$regress/test_setup.sql" ]; then
    PG_ABS_SRCDIR=$(cd "$regress" && pwd) PG_DLSUFFIX=.so \
    PG_LIBDIR=$("$PG_BIN/pg_config" --pkglibdir 2>/dev/null || echo /usr/lib/postgresql/15/lib) \
        python3 "$here/regress.py" "$regress" "$PG_CLUSTER_DIR/work" \
            "$PG_CLUSTER_DIR/log/server.log" || status=1
else
    echo "note: no pg-regress corpus: PostgreSQL's regression files not run"
fi

# --- 3. no backend crash ---
if grep -E 'terminated by signal|was terminated by|server process .* exited with' \
        "$PG_CLUSTER_DIR/log/server.log"; then
    echo "FAIL: a backend crashed (server log above)"
    status=1
fi
# what qprop did not take, most frequent reasons first
log=$PG_CLUSTER_DIR/log/server.log
echo "statements rewritten: $(grep -c 'LOG:  qprop: rewrote' "$log"), not rewritten: $(grep -c 'LOG:  qprop: not rewritten' "$log"); reasons:"
grep -o 'LOG:  qprop: not rewritten: .*' "$log" | sed 's/^LOG:  qprop: not rewritten: //' \
    | sed 's/"[^"]*"/"..."/g' | sort | uniq -c | sort -rn | head -n 12
exit $status
