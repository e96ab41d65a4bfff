#!/bin/bash
# SPDX-License-Identifier: MIT
# tests/tools/outputs.sh — every output qprop makes, in one folder
#
#   bash tests/tools/outputs.sh QPROP OUTDIR
#
# Runs QPROP (a qprop binary or libtool wrapper) on every SQL input the
# project has: each corpus query with its schema (TPC-H, TPC-DS plain and
# partitioned, JOB, PostgreSQL's regression files), each golden test, each
# example and error file, in every output format (text, json, sql, dot,
# html), before rewriting, with --trace and --stats, and with the
# partitionwise_join rule on, always with --verbose (each skipped
# statement's warning, not one summary line).  One file per case under
# OUTDIR holds stdout, stderr and the exit status, with timings taken out.  Two such folders made
# by two builds are compared with `diff -r`: a refactoring that keeps every
# output byte-identical leaves no difference.  Prints the number of cases.
set -u
export LC_ALL=C
qprop=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
corpora=${QPROP_CORPORA:-$top/../shared/corpora}
mkdir -p "$out"
n=0

run() {  # run NAME ARGS... : one case
    local name=$1; shift
    local f=$out/$name
    "$qprop" --verbose "$@" >"$f" 2>"$f.err" </dev/null
    echo "exit $?" >>"$f"
    # --stats prints times; keep the counts only.
    sed -E -i 's/[0-9]+(\.[0-9]+)? ?(ms|us|µs|s)\b/T/g' "$f.err"
    cat "$f.err" >>"$f"; rm -f "$f.err"
    n=$((n + 1))
}

variants() {  # variants NAME FILES... : every format and flag for one input
    local name=$1; shift
    local fmt
    for fmt in text json sql dot html; do
        run "$name.$fmt" --format=$fmt --color=never "$@"
    done
    run "$name.norw" --no-rewrite --color=never "$@"
    run "$name.norwsql" --no-rewrite --format=sql "$@"
    run "$name.before" --before --format=json "$@"
    run "$name.trace" --trace --stats --color=never "$@"
    run "$name.pwj" --enable-rule=partitionwise_join --color=never "$@"
    run "$name.pwjsql" --enable-rule=partitionwise_join --format=sql "$@"
}

corpus() {  # corpus NAME DIR SCHEMA... : each query file with the schema
    local name=$1 dir=$2; shift 2
    local schema=() s q
    for s in "$@"; do schema+=("$dir/$s"); done
    for q in "$dir"/q*.sql "$dir"/[0-9]*.sql "$dir"/variants/*.sql; do
        [ -f "$q" ] || continue
        variants "$name-$(basename "$q" .sql)" "${schema[@]}" "$q"
    done
}

if [ -d "$corpora" ]; then
    corpus tpch "$corpora/tpch" schema.sql schema_constraints.sql
    corpus tpcds "$corpora/tpcds" schema.sql schema_ri.sql
    corpus tpcdsp "$corpora/tpcds" schema_partitioned.sql
    corpus job "$corpora/job" schema.sql fkindexes.sql
    for f in "$corpora"/pg-regress/*.sql; do
        variants "pgr-$(basename "$f" .sql)" "$f"
    done
    if [ -d "$corpora/pg-regress/pg15" ]; then
        for f in "$corpora"/pg-regress/pg15/*.sql; do
            variants "pg15-$(basename "$f" .sql)" "$f"
        done
    fi
fi
for f in "$top"/tests/regress/sql/*.sql "$top"/examples/*.sql \
         "$top"/tests/errors/*.sql "$top"/tests/pictures/*.sql; do
    [ -f "$f" ] || continue
    d=$(basename "$(dirname "$f")")
    variants "$d-$(basename "$f" .sql)" "$f"
done
echo "$n cases in $out"
