# SPDX-License-Identifier: MIT
# bench/exec/run.sh — `make bench-exec`: does the SQL qprop prints make
# PostgreSQL 15 faster on TPC-DS with date-partitioned facts? (bash)
#
# Starts a throwaway PostgreSQL 15 cluster (tests/oracle/pgcluster.sh),
# generates TPC-DS-like data (bench/exec/gen_tpcds.py), loads it into
# schema_partitioned.sql, ANALYZEs, and runs every TPC-DS query as written
# and as `qprop --format=sql` prints it (bench/exec/exec_bench.py).  Writes
# $QPROP_BENCH_EXEC_OUT (default ./bench-exec-results): exec.tsv (per
# query) and summary.txt (printed at the end), then, in the same cluster,
# bench/exec/bounds.py's table (bounds.tsv, bounds.txt): six queries'
# rewrites with a fact-key bound from date_dim added by hand.  Nothing
# fails on a figure.
#
# Environment: QPROP (the qprop program, default ./qprop), QPROP_CORPORA
# (default ../shared/corpora beside the source tree), QPROP_BENCH_EXEC_OUT,
# QPROP_BENCH_SCALE (default 0.2: store_sales 200,000 rows; 1 = 1,000,000),
# QPROP_BENCH_REPS (timed runs per variant, median; default 3),
# QPROP_BENCH_CONFIRM (more runs of each query found >10% slower, after
# all queries, to tell a slowdown from noise; default 5, 0: none),
# QPROP_BENCH_TIMEOUT (statement_timeout in seconds, default 60),
# QPROP_BENCH_QUERIES (comma-separated names, default all 103),
# QPROP_BENCH_SETTINGS (session settings, default "jit=off work_mem=16MB"),
# QPROP_BENCH_STATS=0 (do not give qprop the loaded tables' row counts as
# pg_restore_relation_stats calls after the schema; default 1),
# QPROP_BENCH_BOUNDS=0 (leave bounds.py out; QPROP_BENCH_BOUNDS_REPS, default
# 5), QPROP_BENCH_QUICK=1 (scale 0.02, 1 repetition, 6 queries: a smoke test),
# QPROP_PG_BINDIR, PYTHON (default python3).

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}
qprop=${QPROP:-$PWD/qprop}
out=${QPROP_BENCH_EXEC_OUT:-$PWD/bench-exec-results}
python=${PYTHON:-python3}
scale=${QPROP_BENCH_SCALE:-0.2}
reps=${QPROP_BENCH_REPS:-3}
confirm=${QPROP_BENCH_CONFIRM:-5}
timeout=${QPROP_BENCH_TIMEOUT:-60}
queries=${QPROP_BENCH_QUERIES:-}
settings=${QPROP_BENCH_SETTINGS:-jit=off work_mem=16MB}
bounds=${QPROP_BENCH_BOUNDS:-1}
stats=${QPROP_BENCH_STATS:-1}
bounds_reps=${QPROP_BENCH_BOUNDS_REPS:-5}
if [ "${QPROP_BENCH_QUICK:-0}" = 1 ]; then
    scale=0.02 reps=1 timeout=30 bounds_reps=1 confirm=0
    queries=${QPROP_BENCH_QUERIES:-q03,q07,q19,q25,q42,q55}
fi
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
case $out in /*) ;; *) out=$PWD/$out ;; esac

if [ ! -x "$qprop" ]; then
    echo "bench-exec: $qprop not found (build it with make)" >&2
    exit 2
fi
if [ ! -f "$corpora/tpcds/schema_partitioned.sql" ]; then
    echo "bench-exec: TPC-DS corpus not found at $corpora/tpcds (set QPROP_CORPORA)" >&2
    exit 2
fi

. "$top_srcdir/tests/oracle/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"

rm -rf "$out"
mkdir -p "$out"
"$python" "$here/exec_bench.py" --scale "$scale" --reps "$reps" --confirm "$confirm" \
    --timeout "$timeout" --settings "$settings" --queries "$queries" \
    $([ "$stats" = 0 ] && echo --no-stats) \
    "$qprop" "$corpora/tpcds" "$out"
status=$?
if [ "$status" = 0 ] && [ "$bounds" != 0 ]; then
    echo
    "$python" "$here/bounds.py" --reps "$bounds_reps" --timeout "$timeout" \
        --settings "$settings" "$qprop" "$corpora/tpcds" "$out/bounds"
    status=$?
fi
exit $status
