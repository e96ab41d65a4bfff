# SPDX-License-Identifier: MIT
# bench/exec/run.sh — `make bench-exec`: TPC-DS on PostgreSQL 15 with
# date-partitioned facts, through the pg_qprop extension (bash).
#
# Starts a throwaway PostgreSQL 15 cluster (tests/oracle/pgcluster.sh) with
# the extension (pg/.libs/qprop.so) in session_preload_libraries, and runs
# tests/pg/bench_exec.py: data generated once (bench/exec/gen_tpcds.py),
# loaded into a database with yearly fact partitions and one with monthly
# ones, every query with qprop.enabled off, on, and as `qprop --format=sql`
# prints it (sql); times, ratios, rows compared, fact partitions read and
# the oracle minimum (bench/README.md, "Through the extension").  Writes
# $QPROP_BENCH_EXEC_OUT (default ./bench-exec-results): bench.tsv,
# summary.txt (printed at the end).  Nothing fails on a figure; the status
# is 1 when rows differ.
#
# Environment: QPROP (the qprop program, default ./qprop), QPROP_PG_SO (the
# extension, default ./pg/.libs/qprop.so), QPROP_CORPORA (default
# ../shared/corpora beside the source tree), QPROP_BENCH_EXEC_OUT,
# QPROP_BENCH_SCALE (default 1: store_sales 1,000,000 rows),
# QPROP_BENCH_REPS (timed runs per mode, median; default 3),
# QPROP_BENCH_CONFIRM (more runs of each query measured below 1.0x; default
# 5, at least 5), QPROP_BENCH_TIMEOUT (statement_timeout in seconds,
# default 60), QPROP_BENCH_QUERIES (comma-separated names, default all 103),
# QPROP_BENCH_LAYOUTS (default yearly,monthly), QPROP_BENCH_COMPARE
# (default off,on,sql), QPROP_BENCH_SETTINGS (session settings, default
# "jit=off work_mem=16MB max_parallel_workers_per_gather=0"),
# QPROP_BENCH_QUICK=1 (scale 0.02, 1 repetition, 6 queries: a smoke test),
# QPROP_BENCH_CLI=1 (the earlier benchmark instead: original SQL against
# `qprop --format=sql` without the extension, bench/exec/exec_bench.py,
# then bench/exec/bounds.py; its variables: QPROP_BENCH_STATS=0,
# QPROP_BENCH_BOUNDS=0, QPROP_BENCH_BOUNDS_REPS, and the scale defaults to
# 0.2 there), QPROP_PG_BINDIR, PYTHON (default python3).

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
cli=${QPROP_BENCH_CLI:-0}
if [ "$cli" = 1 ]; then scale=${QPROP_BENCH_SCALE:-0.2}; else scale=${QPROP_BENCH_SCALE:-1}; fi
so=${QPROP_PG_SO:-$PWD/pg/.libs/qprop.so}
layouts=${QPROP_BENCH_LAYOUTS:-yearly,monthly}
compare=${QPROP_BENCH_COMPARE:-off,on,sql}
reps=${QPROP_BENCH_REPS:-3}
confirm=${QPROP_BENCH_CONFIRM:-5}
timeout=${QPROP_BENCH_TIMEOUT:-60}
queries=${QPROP_BENCH_QUERIES:-}
if [ "$cli" = 1 ]; then
    settings=${QPROP_BENCH_SETTINGS:-jit=off work_mem=16MB}
else
    settings=${QPROP_BENCH_SETTINGS:-jit=off work_mem=16MB max_parallel_workers_per_gather=0}
fi
bounds=${QPROP_BENCH_BOUNDS:-1}
stats=${QPROP_BENCH_STATS:-1}
bounds_reps=${QPROP_BENCH_BOUNDS_REPS:-5}
if [ "${QPROP_BENCH_QUICK:-0}" = 1 ]; then
    scale=0.02 reps=1 timeout=30 bounds_reps=1 confirm=5
    queries=${QPROP_BENCH_QUERIES:-q03,q07,q19,q25,q42,q55}
fi
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
case $out in /*) ;; *) out=$PWD/$out ;; esac
case $so in /*) ;; *) so=$PWD/$so ;; esac

if [ ! -x "$qprop" ]; then
    echo "bench-exec: $qprop not found (build it with make)" >&2
    exit 2
fi
if [ ! -f "$corpora/tpcds/schema_partitioned.sql" ]; then
    echo "bench-exec: TPC-DS corpus not found at $corpora/tpcds (set QPROP_CORPORA)" >&2
    exit 2
fi

if [ "$cli" != 1 ] && [ ! -f "$so" ]; then
    echo "bench-exec: the extension $so was not built (configure found no PostgreSQL 15 server headers?); QPROP_BENCH_CLI=1 runs the benchmark without it" >&2
    exit 2
fi

. "$top_srcdir/tests/oracle/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"

rm -rf "$out"
mkdir -p "$out"
if [ "$cli" != 1 ]; then
    mkdir "$PG_CLUSTER_DIR/lib"
    cp "$so" "$PG_CLUSTER_DIR/lib/qprop.so"
    chmod 755 "$PG_CLUSTER_DIR/lib"
    chmod 644 "$PG_CLUSTER_DIR/lib/qprop.so"
    export PGOPTIONS="-c session_preload_libraries=$PG_CLUSTER_DIR/lib/qprop.so"
    "$python" "$top_srcdir/tests/pg/bench_exec.py" --scale "$scale" \
        --reps "$reps" --confirm "$confirm" --timeout "$timeout" \
        --settings "$settings" --queries "$queries" --layouts "$layouts" \
        --compare "$compare" --qprop "$qprop" "$corpora/tpcds" "$out"
    exit $?
fi
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
