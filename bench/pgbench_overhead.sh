#!/bin/bash
# SPDX-License-Identifier: MIT
# bench/pgbench_overhead.sh — what loading pg_qprop costs a short OLTP
# statement: `pgbench -S` (select-only, simple protocol) TPS with the
# extension in session_preload_libraries against without it (bash)
#
#     bench/pgbench_overhead.sh [ROUNDS] [SECONDS]
#
# A throwaway cluster (tests/oracle/pgcluster.sh), `pgbench -i -s 10`,
# then ROUNDS pairs (default 3) of SECONDS-long runs (default 20), 2
# clients, alternating off, on, on, off, ... so that a change in the
# machine's load, and the advantage of the run that goes second, fall
# on both sides.  The extension is the freshly built
# pg/.libs/qprop.so (run from the build directory), loaded through
# PGOPTIONS (-c session_preload_libraries=...) for the "on" runs only.
# Prints one line per run (label, TPS, server CPU microseconds per
# transaction: the backends' CPU, read from the postmaster's reaped
# children in /proc, which the machine's other load disturbs less than
# the TPS) and the ratios on/off of the summed TPS and of the CPU.
# Environment: QPROP_PG_BINDIR, QPROP_PGBENCH_SCALE (default 10),
# QPROP_PG_SO (the qprop.so to load, default the built one),
# QPROP_PGBENCH_CLIENTS (default 2), QPROP_PGBENCH_EXTRA (more pgbench
# options, e.g. "-M prepared").

set -u
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
secs=${2:-20}
scale=${QPROP_PGBENCH_SCALE:-10}
clients=${QPROP_PGBENCH_CLIENTS:-2}
extra=${QPROP_PGBENCH_EXTRA:-}
so=${QPROP_PG_SO:-$PWD/pg/.libs/qprop.so}
if [ ! -f "$so" ]; then
    echo "pgbench_overhead: $so not built (run from the build directory)" >&2
    exit 2
fi
. "$here/../tests/oracle/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"
mkdir -p "$PG_CLUSTER_DIR/lib"
cp "$so" "$PG_CLUSTER_DIR/lib/qprop.so"
chmod 755 "$PG_CLUSTER_DIR/lib"
chmod 644 "$PG_CLUSTER_DIR/lib/qprop.so"
on_opts="-c session_preload_libraries=$PG_CLUSTER_DIR/lib/qprop.so"

pgbench -q -i -s "$scale" >/dev/null 2>&1 || { echo "pgbench -i failed" >&2; exit 1; }
# the extension really loads and takes statements (a join it rewrites)
PGOPTIONS="$on_opts" psql -X -At -c "SHOW qprop.enabled" >/dev/null ||
    { echo "the extension does not load" >&2; exit 1; }

# The server's CPU time so far, in clock ticks: the postmaster's reaped
# children (the backends of the runs before, which exit with pgbench).
pm=$(head -n 1 "$PG_CLUSTER_DIR/data/postmaster.pid")
server_ticks()
{
    local stat
    stat=$(cat "/proc/$pm/stat")
    echo "${stat##*) }" | awk '{ print $14 + $15 }'
}
hz=$(getconf CLK_TCK 2>/dev/null || echo 100)

# run LABEL PGOPTIONS: one pgbench run; prints LABEL, its TPS and the
# server CPU microseconds per transaction (less sensitive than the TPS
# to what else the machine runs)
run()
{
    local label=$1 opts=$2 out t0 t1 tps n
    t0=$(server_ticks)
    out=$(PGOPTIONS="$opts" pgbench -n -S -M simple $extra -c "$clients" \
              -j "$clients" -T "$secs" 2>&1)
    sleep 1 # the backends exit and are reaped
    t1=$(server_ticks)
    tps=$(sed -n 's/^tps = \([0-9.]*\) .*/\1/p' <<<"$out")
    n=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' <<<"$out")
    echo "$label $tps $(echo "($t1 - $t0) * 1000000 / $hz / $n" | bc -l)"
}

off=0 on=0 coff=0 con=0
for r in $(seq 1 "$rounds"); do
    # off, on in odd rounds, on, off in even ones: the run that goes
    # second (warmer caches) is each in turn
    if [ $((r % 2)) = 1 ]; then
        a=$(run off ""); echo "round $r $a"
        b=$(run on "$on_opts"); echo "round $r $b"
    else
        b=$(run on "$on_opts"); echo "round $r $b"
        a=$(run off ""); echo "round $r $a"
    fi
    read -r _ ta ca <<<"$a"
    read -r _ tb cb <<<"$b"
    off=$(echo "$off + $ta" | bc -l); coff=$(echo "$coff + $ca" | bc -l)
    on=$(echo "$on + $tb" | bc -l); con=$(echo "$con + $cb" | bc -l)
done
printf 'TPS: total off %.0f on %.0f ratio %.3f\n' "$off" "$on" \
    "$(echo "$on / $off" | bc -l)"
printf 'server CPU per transaction: off %.1f us, on %.1f us (mean of rounds), ratio %.3f\n' \
    "$(echo "$coff / $rounds" | bc -l)" "$(echo "$con / $rounds" | bc -l)" \
    "$(echo "$con / $coff" | bc -l)"
