#!/bin/bash
# SPDX-License-Identifier: MIT
# bench/pgbench_instructions.sh — what loading pg_qprop costs a short OLTP
# statement, in instructions: the statement of `pgbench -S` with the
# server under Valgrind's callgrind, the extension in
# session_preload_libraries against without it (bash)
#
#     bench/pgbench_instructions.sh [STATEMENTS]
#
# pgbench_overhead.sh measures TPS, which on a shared 2-core machine
# varies more between rounds (25 %) than issue 36's 2 %, and this machine
# (a VM) has no hardware counters for `perf stat`.  So this counts the
# instructions the backend executes, which do not depend on the load:
# a throwaway cluster (tests/oracle/pgcluster.sh), `pgbench -i -s 1`, the
# server restarted under `valgrind --tool=callgrind` (PostgreSQL forks
# its backends without exec: each writes its own callgrind file, named by
# its pid, when it exits), then for each mode (off, on) two sessions of
# psql sending N and 3N statements (default N = 1000) of pgbench's
# select-only script (`SELECT abalance FROM pgbench_accounts WHERE aid =
# K`, one simple-protocol query each, the same K drawn with a fixed
# seed in every session; psql, not pgbench, as pgbench also connects
# once to read the scale).  The difference of the two sessions' counts,
# over 2N, is the instructions per statement without the connection's
# start (where the "on" backend loads qprop.so once).  Prints the counts
# and the ratio on/off.  About a minute per 1,000 statements.
# Environment: QPROP_PG_BINDIR, QPROP_PG_SO (the qprop.so to load,
# default the built one), QPROP_CG_DEBUG=1 (list every callgrind file).

set -u
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
n=${1:-1000}
so=${QPROP_PG_SO:-$PWD/pg/.libs/qprop.so}
if [ ! -f "$so" ]; then
    echo "pgbench_instructions: $so not built (run from the build directory)" >&2
    exit 2
fi
if ! command -v valgrind >/dev/null 2>&1; then
    echo "pgbench_instructions: valgrind not found (apt-get install valgrind)" >&2
    exit 2
fi
. "$here/../tests/oracle/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"
mkdir -p "$PG_CLUSTER_DIR/lib" "$PG_CLUSTER_DIR/cg"
cp "$so" "$PG_CLUSTER_DIR/lib/qprop.so"
chmod 755 "$PG_CLUSTER_DIR/lib"
chmod 644 "$PG_CLUSTER_DIR/lib/qprop.so"
[ "$(id -u)" = 0 ] && chown postgres: "$PG_CLUSTER_DIR/cg"
on_opts="-c session_preload_libraries=$PG_CLUSTER_DIR/lib/qprop.so"

pgbench -q -i -s 1 >/dev/null 2>&1 || { echo "pgbench -i failed" >&2; exit 1; }
PGOPTIONS="$on_opts" psql -X -At -c "SHOW qprop.enabled" >/dev/null ||
    { echo "the extension does not load" >&2; exit 1; }

# the same server, under callgrind (no autovacuum or checkpoint to run
# beside the backend)
pg_cluster_as_server "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast -w stop >/dev/null
PG_CLUSTER_RUNNING=no
pg_cluster_as_server valgrind --tool=callgrind --quiet \
    --callgrind-out-file="$PG_CLUSTER_DIR/cg/cg.%p" \
    "$PG_BIN/postgres" -D "$PG_CLUSTER_DIR/data" -p "$PGPORT" \
    -k "$PG_CLUSTER_DIR/sock" -c listen_addresses='' -c fsync=off \
    -c autovacuum=off -c checkpoint_timeout=1h -c max_connections=20 \
    -c shared_buffers=32MB >"$PG_CLUSTER_DIR/log/valgrind.log" 2>&1 &
PG_CLUSTER_RUNNING=yes
for _ in $(seq 1 120); do
    pg_isready -q && break
    sleep 1
done
pg_isready -q || { echo "the server under valgrind did not start" >&2;
                   cat "$PG_CLUSTER_DIR/log/valgrind.log" >&2; exit 1; }

# The statements of `pgbench -S` (its built-in select-only script, simple
# protocol), sent by psql in one session: pgbench itself opens a second
# connection (to read the scale) whose backend exits at about the same
# time, and one backend per run keeps the count to that one process.
statements()
{
    awk -v n="$1" 'BEGIN { srand(20261206);
        for (i = 0; i < n; i++)
            printf "SELECT abalance FROM pgbench_accounts WHERE aid = %d;\n",
                   1 + int(rand() * 100000) }'
}

# count TRANSACTIONS PGOPTIONS: the instructions of the backend that ran
# them (its callgrind file is written when it exits)
count()
{
    local pid f
    { echo "SELECT pg_backend_pid();"; statements "$1"; } >"$PG_CLUSTER_DIR/work/s.sql"
    PGOPTIONS="$2" psql -X -At -v ON_ERROR_STOP=1 -f "$PG_CLUSTER_DIR/work/s.sql" \
        >"$PG_CLUSTER_DIR/work/s.out" || { echo "psql failed" >&2; exit 1; }
    pid=$(head -n 1 "$PG_CLUSTER_DIR/work/s.out")
    f=$PG_CLUSTER_DIR/cg/cg.$pid
    for _ in $(seq 1 60); do
        grep -q '^totals:' "$f" 2>/dev/null && break
        sleep 1
    done
    sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$f"
}

printf '%-4s %12s %12s %14s\n' mode "Ir ($n)" "Ir ($((3 * n)))" "Ir/statement"
declare -A per
for mode in off on; do
    opts=""
    [ "$mode" = on ] && opts=$on_opts
    a=$(count "$n" "$opts")
    b=$(count $((3 * n)) "$opts")
    per[$mode]=$(( (b - a) / (2 * n) ))
    printf '%-4s %12d %12d %14d\n' "$mode" "$a" "$b" "${per[$mode]}"
done
printf 'instructions per statement: on / off = %.4f (+%d)\n' \
    "$(echo "${per[on]} / ${per[off]}" | bc -l)" $(( per[on] - per[off] ))
# the postmaster writes its own file as it stops: before the directory goes
pg_cluster_as_server "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast -w stop >/dev/null 2>&1
PG_CLUSTER_RUNNING=no
wait
if [ -n "${QPROP_CG_DEBUG:-}" ]; then for f in "$PG_CLUSTER_DIR"/cg/*; do echo "$f $(grep "^totals:" "$f")"; done; fi
