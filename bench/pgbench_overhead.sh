#!/bin/bash
# SPDX-License-Identifier: MIT
# bench/pgbench_overhead.sh — what loading pg_qprop costs a short OLTP
# statement: `pgbench -S` (select-only, simple protocol) TPS with the
# extension in session_preload_libraries against without it (bash)
#
#     bench/pgbench_overhead.sh [ROUNDS] [SECONDS] [MODE]
#
# A throwaway cluster (tests/oracle/pgcluster.sh), `pgbench -i -s 10`,
# then ROUNDS rounds (default 3) of SECONDS-long runs (default 20).  The
# extension is the freshly built pg/.libs/qprop.so (run from the build
# directory), loaded through PGOPTIONS (-c session_preload_libraries=...)
# for the "on" runs only.  MODE:
#   sequential  (the default) each round is two runs of 2 clients, off
#               then on in odd rounds, on then off in even ones, so that
#               a change in the machine's load, and the advantage of the
#               run that goes second, fall on both sides;
#   concurrent  each round runs an "off" pgbench and an "on" pgbench at
#               the same time, 1 client each (2 in all): both see the
#               same machine, so a drift of its speed (single runs here
#               differ by 25 %) cancels in their ratio, and as they share
#               the 2 cores the one whose statements cost more CPU gets
#               fewer transactions.
# Prints one line per run (label, TPS, and in sequential mode the server
# CPU microseconds per transaction: the backends' CPU, read from the
# postmaster's reaped children in /proc), then the ratios on/off: of the
# summed TPS, and the geometric mean of the rounds' ratios with a 95 %
# confidence interval (Student's t over the rounds' log ratios).
# Environment: QPROP_PG_BINDIR, QPROP_PGBENCH_SCALE (default 10),
# QPROP_PG_SO (the qprop.so to load, default the built one),
# QPROP_PGBENCH_CLIENTS (clients of a sequential run, default 2),
# QPROP_PGBENCH_EXTRA (more pgbench options, e.g. "-M prepared").

set -u
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
secs=${2:-20}
mode=${3:-sequential}
case $mode in
sequential|concurrent) ;;
*) echo "pgbench_overhead: MODE is sequential or concurrent, not '$mode'" >&2
   exit 2 ;;
esac
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

# tps_of: the TPS of pgbench's output on stdin
tps_of()
{
    sed -n 's/^tps = \([0-9.]*\) .*/\1/p'
}

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
    tps=$(tps_of <<<"$out")
    n=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' <<<"$out")
    echo "$label $tps $(echo "($t1 - $t0) * 1000000 / $hz / $n" | bc -l)"
}

# one_client OPTS FILE: a pgbench of 1 client, its output into FILE
one_client()
{
    PGOPTIONS="$1" pgbench -n -S -M simple $extra -c 1 -j 1 -T "$secs" \
        >"$2" 2>&1
}

# concurrent: an "off" and an "on" pgbench of 1 client each at once;
# prints "off TPS" and "on TPS" (the order they start in alternates
# with ROUND, so neither always connects first)
run_pair()
{
    local r=$1 f_off f_on
    f_off=$(mktemp) f_on=$(mktemp)
    if [ $((r % 2)) = 1 ]; then
        one_client "" "$f_off" & one_client "$on_opts" "$f_on" &
    else
        one_client "$on_opts" "$f_on" & one_client "" "$f_off" &
    fi
    wait
    echo "off $(tps_of <"$f_off")"
    echo "on $(tps_of <"$f_on")"
    rm -f "$f_off" "$f_on"
}

if [ "$mode" = concurrent ]; then
    for r in $(seq 1 "$rounds"); do
        run_pair "$r" | sed "s/^/round $r /"
    done
else
    for r in $(seq 1 "$rounds"); do
        # off, on in odd rounds, on, off in even ones: the run that goes
        # second (warmer caches) is each in turn
        if [ $((r % 2)) = 1 ]; then
            echo "round $r $(run off "")"
            echo "round $r $(run on "$on_opts")"
        else
            echo "round $r $(run on "$on_opts")"
            echo "round $r $(run off "")"
        fi
    done
fi | awk -v mode="$mode" '
# t quantiles (0.975) for 1..30 degrees of freedom, 1.96 beyond
BEGIN { split("12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262 " \
              "2.228 2.201 2.179 2.160 2.145 2.131 2.120 2.110 2.101 " \
              "2.093 2.086 2.080 2.074 2.069 2.064 2.060 2.056 2.052 " \
              "2.048 2.045 2.042", t, " ") }
{ print; fflush() }
$3 == "off" { toff[$2] = $4; coff[$2] = $5; soff += $4 }
$3 == "on"  { ton[$2] = $4; con[$2] = $5; son += $4 }
END {
    n = 0
    for (r in toff)
        if ((r in ton) && toff[r] > 0 && ton[r] > 0) {
            x[++n] = log(ton[r] / toff[r])
            if (coff[r] > 0 && con[r] > 0) { cn++; cs += log(con[r] / coff[r]) }
        }
    if (n == 0 || soff == 0) { print "no complete round"; exit 1 }
    printf "TPS: total off %.0f on %.0f ratio %.3f\n", soff, son, son / soff
    for (i = 1; i <= n; i++) m += x[i]
    m /= n
    if (n > 1) {
        for (i = 1; i <= n; i++) v += (x[i] - m) ^ 2
        h = (n - 1 <= 30 ? t[n - 1] : 1.96) * sqrt(v / (n - 1) / n)
        printf "TPS on/off per round (%s, %d rounds): geometric mean %.3f, " \
               "95%% interval %.3f to %.3f\n", mode, n, exp(m), exp(m - h),
               exp(m + h)
    } else
        printf "TPS on/off (%s, 1 round): %.3f\n", mode, exp(m)
    if (cn > 0)
        printf "server CPU per transaction on/off: geometric mean of " \
               "rounds %.3f\n", exp(cs / cn)
}'
