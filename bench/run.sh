# SPDX-License-Identifier: MIT
# bench/run.sh — `make bench`: qprop against PostgreSQL 15 and sqlglot (bash)
#
# Runs, in this order and one at a time (so they do not compete for the
# CPU), and writes every raw figure to $QPROP_BENCH_OUT (default
# ./bench-results):
#
#   machine.txt   CPU model, cores, compiler, date, versions
#   qprop.tsv     qprop-bench corpus: per-query phase times and memory for
#                 TPC-H, TPC-DS (schema.sql and schema_partitioned.sql), JOB
#   pg.tsv        bench/pg_plan.py: PostgreSQL 15's "Planning Time" for the
#                 same queries, in a throwaway cluster (tests/oracle/
#                 pgcluster.sh) with each corpus's schema in its own database
#   sqlglot.tsv   bench/sqlglot_bench.py: sqlglot's optimizer on the same
#                 queries, with the schema given to it (tpcds_part reuses
#                 tpcds's figures: same text, and sqlglot has no partitions)
#   scale.tsv     qprop-bench scale: chains, stars, IN-lists, OR-trees, deep
#                 parentheses and nested subqueries, each size in its own
#                 process under a time limit
#
# then prints bench/report.py's table (also saved as report.txt).  The
# schemas are those of tests/corpus/corpus.sh: TPC-H schema.sql +
# schema_constraints.sql, TPC-DS schema.sql + schema_ri.sql (or
# schema_partitioned.sql alone), JOB schema.sql + fkindexes.sql.
#
# A missing PostgreSQL or sqlglot leaves its columns empty, with a note;
# nothing here fails on a figure (this is a benchmark, not a test).
#
# Environment: QPROP_BENCH (the qprop-bench program, default
# ./bench/qprop-bench), QPROP_CORPORA (default ../shared/corpora beside the
# source tree), QPROP_BENCH_OUT, QPROP_BENCH_QUICK=1 (few iterations and
# small sizes: a smoke test of the scripts, not figures),
# QPROP_BENCH_SCALE_TIMEOUT (seconds per synthetic size, default 180),
# QPROP_BENCH_PG=0 and QPROP_BENCH_SQLGLOT=0 (leave those out),
# QPROP_BENCH_REV (the revision to print; default git describe), PYTHON (an
# interpreter with sqlglot), QPROP_PG_BINDIR.

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/.." && pwd)
corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}
bench=${QPROP_BENCH:-$PWD/bench/qprop-bench}
out=${QPROP_BENCH_OUT:-$PWD/bench-results}
quick=${QPROP_BENCH_QUICK:-0}
scale_timeout=${QPROP_BENCH_SCALE_TIMEOUT:-180}
case $bench in /*) ;; *) bench=$PWD/$bench ;; esac

if [ ! -x "$bench" ]; then
    echo "bench: $bench not found (make bench builds it)" >&2
    exit 2
fi
if [ ! -d "$corpora" ]; then
    echo "bench: corpora not found at $corpora (set QPROP_CORPORA)" >&2
    exit 2
fi
corpora=$(cd "$corpora" && pwd)
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
start=$(date +%s)

# An interpreter that has sqlglot (Debian's python3-sqlglot is in the
# system python3, which may not be the first python3 on the PATH).
python=
for py in ${PYTHON:-} python3 /usr/bin/python3; do
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sqlglot' >/dev/null 2>&1; then
        python=$py
        break
    fi
done
report_python=${python:-python3}

# --- the corpora: NAME, schema files, query files ---------------------------
corpus_names="tpch tpcds tpcds_part job"
corpus_schema()
{
    case $1 in
    tpch) echo "$corpora/tpch/schema.sql $corpora/tpch/schema_constraints.sql" ;;
    tpcds) echo "$corpora/tpcds/schema.sql $corpora/tpcds/schema_ri.sql" ;;
    tpcds_part) echo "$corpora/tpcds/schema_partitioned.sql" ;;
    job) echo "$corpora/job/schema.sql $corpora/job/fkindexes.sql" ;;
    esac
}
corpus_queries()
{
    case $1 in
    tpch) echo "$corpora"/tpch/q[0-9]*.sql "$corpora"/tpch/variants/*.sql ;;
    tpcds|tpcds_part) echo "$corpora"/tpcds/q[0-9]*.sql ;;
    job) echo "$corpora"/job/[0-9]*.sql ;;
    esac
}
if [ "$quick" = 1 ]; then
    corpus_queries()
    {
        case $1 in
        tpch) echo "$corpora"/tpch/q0[1-3].sql "$corpora"/tpch/q15.sql ;;
        tpcds|tpcds_part) echo "$corpora"/tpcds/q0[1-3].sql ;;
        job) echo "$corpora"/job/1[a-c].sql ;;
        esac
    }
    qopts="-n 3 -N 20 -t 0.01 -T 0.2"
    pg_runs="3 1"
    sg_runs=1
else
    qopts="-n 20 -N 5000 -t 0.15 -T 2"
    pg_runs="7 2"
    sg_runs=3
fi

# --- the machine --------------------------------------------------------------
{
    echo "date	$(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "cpu	$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
    echo "cores	$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN)"
    echo "compiler	$(${CC:-cc} --version 2>/dev/null | head -n 1)"
    echo "qprop	${QPROP_BENCH_REV:-$(git -C "$top_srcdir" describe --always --dirty 2>/dev/null || echo unknown)}"
    if [ -n "$python" ]; then
        echo "sqlglot	$("$python" -c 'import sqlglot; print(sqlglot.__version__)') (Python $("$python" -c 'import platform; print(platform.python_version())'))"
    fi
    pgbin=${QPROP_PG_BINDIR:-/usr/lib/postgresql/15/bin}
    if [ -x "$pgbin/postgres" ]; then
        echo "postgresql	$("$pgbin/postgres" --version)"
    fi
    echo "load	$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$out/machine.txt"

step()
{
    echo "bench: $* ($(( $(date +%s) - start )) s)" >&2
}

# --- 1. qprop over the corpora ------------------------------------------------
: >"$out/qprop.tsv"
for c in $corpus_names; do
    step "qprop: $c"
    # shellcheck disable=SC2046
    "$bench" $qopts corpus "$c" $(corpus_schema "$c") -- $(corpus_queries "$c") \
        >>"$out/qprop.tsv" 2>>"$out/errors.log"
    "$bench" statements $(corpus_queries "$c") >"$out/$c.statements.jsonl" \
        2>>"$out/errors.log"
    "$bench" schema $(corpus_schema "$c") >"$out/$c.schema.json" \
        2>>"$out/errors.log"
done

# --- 2. PostgreSQL's planning time ----------------------------------------
: >"$out/pg.tsv"
if [ "${QPROP_BENCH_PG:-1}" != 0 ]; then
    step "PostgreSQL 15: starting a throwaway cluster"
    (
        . "$top_srcdir/tests/oracle/pgcluster.sh"
        pg_cluster_start >"$out/pg_cluster.log" 2>&1 || exit 1
        export PSQL="$PG_BIN/psql"
        for c in $corpus_names; do
            step "PostgreSQL 15: $c"
            "$PSQL" -X -q -d postgres -c "CREATE DATABASE $c" || continue
            for f in $(corpus_schema "$c"); do
                "$PSQL" -X -q -v ON_ERROR_STOP=1 -d "$c" -f "$f" \
                    >>"$out/pg_schema.log" 2>&1 ||
                    echo "bench: loading $f into PostgreSQL failed" >&2
            done
            # no data and no ANALYZE: the planner assumes 10 pages a table
            "$report_python" "$here/pg_plan.py" "$c" "$c" \
                "$out/$c.statements.jsonl" $pg_runs >>"$out/pg.tsv"
        done
    ) || echo "bench: PostgreSQL not measured (see $out/pg_cluster.log)" >&2
fi

# --- 3. sqlglot's optimizer ---------------------------------------------------
: >"$out/sqlglot.tsv"
if [ "${QPROP_BENCH_SQLGLOT:-1}" != 0 ]; then
    if [ -z "$python" ]; then
        echo "bench: no python3 with sqlglot (Debian: apt-get install python3-sqlglot); sqlglot not measured" >&2
    else
        # tpcds_part has tpcds's query text and tables (sqlglot has no
        # notion of partitions), so it reuses tpcds's figures: the run
        # stays under 10 minutes.
        for c in $corpus_names; do
            if [ "$c" = tpcds_part ]; then
                sed -n 's/^G	tpcds	/G	tpcds_part	/p' "$out/sqlglot.tsv" \
                    >"$out/sqlglot.part"
                cat "$out/sqlglot.part" >>"$out/sqlglot.tsv"
                rm -f "$out/sqlglot.part"
                echo "sqlglot_reused	tpcds_part" >>"$out/machine.txt"
                continue
            fi
            step "sqlglot: $c"
            "$python" "$here/sqlglot_bench.py" "$c" "$out/$c.statements.jsonl" \
                "$out/$c.schema.json" $sg_runs 30 >>"$out/sqlglot.tsv" \
                2>>"$out/errors.log"
        done
    fi
fi

# --- 4. scaling ---------------------------------------------------------------
# Chains and stars nest one join per table; the depth limit is raised for
# them so that it measures cost, not the limit.  Parentheses and nested
# subqueries run under the library's default limit, up to it ("max").
: >"$out/scale.tsv"
if [ "$quick" = 1 ]; then
    scale_sets="chain:10,100 star:10,100 inlist:10,100,1000 ortree:10,100
                parens:10,max subquery:10,100"
else
    scale_sets="chain:10,100,1000,10000 star:10,100,1000,10000
                inlist:10,100,1000,10000,100000 ortree:10,100,1000,10000
                parens:10,100,max subquery:10,100,max"
fi
for set in $scale_sets; do
    kind=${set%%:*}
    depth=1000
    case $kind in chain|star) depth=100000 ;; esac
    for n in $(echo "${set#*:}" | tr , ' '); do
        step "scaling: $kind $n"
        timeout "$scale_timeout" "$bench" $qopts -d "$depth" scale "$kind" "$n" \
            >"$out/scale.one" 2>>"$out/errors.log"
        rc=$?
        cat "$out/scale.one" >>"$out/scale.tsv"
        if [ $rc = 124 ]; then
            echo "R	scale:$kind	$n	timeout:>${scale_timeout}s	0" >>"$out/scale.tsv"
        elif [ $rc != 0 ] && ! grep -q '^R' "$out/scale.one"; then
            echo "R	scale:$kind	$n	crash:exit $rc	0" >>"$out/scale.tsv"
        fi
    done
done
rm -f "$out/scale.one"
step "done"
echo "elapsed	$(( $(date +%s) - start )) s" >>"$out/machine.txt"

"$report_python" "$here/report.py" "$out" | tee "$out/report.txt"
