#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/valgrind/valgrind.sh — qprop under valgrind: no leak, no bad access
#
# Run by 'make check-valgrind' from the top of the build tree (it takes a
# few minutes, so it is not part of 'make check').  Runs the qprop command
# under memcheck over
#   - every corpus in ../shared/corpora (TPC-H, TPC-DS plain and
#     partitioned, JOB, each with its schema, in one process per group, in
#     each output format, and with --trace and --no-rewrite);
#   - the error corpus, tests/errors/*.sql;
#   - garbage made at run time: bytes of the qprop binary (NULs and
#     all), and corpus text with letters turned into control bytes;
#   - the test programs named in VALGRIND_CHECKS (C tests of the API's
#     error paths), run in one process (CK_FORK=no).
# Every run must end with "ERROR SUMMARY: 0 errors" and nothing lost
# (definitely, indirectly or possibly); qprop's own status must be 0 for a
# corpus and 1 (SQL errors) for the error corpus and garbage.  The
# libtool wrapper ./qprop is a script, so valgrind runs through
# './libtool --mode=execute'.  Logs: tests/valgrind/*.vg in the build tree.
#
# Environment: top_srcdir, top_builddir (default: this script's tree and
# .), QPROP_CORPORA (default: $top_srcdir/../shared/corpora), VALGRIND
# (default: valgrind), VALGRIND_CHECKS (default: none).

here=`dirname "$0"`
top_srcdir=${top_srcdir:-`cd "$here/../.." && pwd`}
top_builddir=${top_builddir:-.}
corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}
valgrind=${VALGRIND:-valgrind}
out=$top_builddir/tests/valgrind

if ! $valgrind --version >/dev/null 2>&1; then
    echo "FAIL: $valgrind not found (Debian: apt-get install valgrind)"
    exit 1
fi
if [ ! -d "$corpora/tpch" ]; then
    echo "FAIL: corpora not found at $corpora (set QPROP_CORPORA)"
    exit 1
fi
mkdir -p "$out" || exit 1
rm -f "$out"/*.vg "$out"/*.out "$out"/*.bin

runs=0
failed=0

# vg NAME EXPECTED-STATUS PROGRAM ARG...: one run under memcheck.
vg()
{
    name=$1
    want=$2
    shift 2
    runs=`expr $runs + 1`
    "$top_builddir/libtool" --mode=execute $valgrind -q --error-exitcode=99 \
        --leak-check=full --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible \
        --log-file="$out/$name.vg" "$@" </dev/null >"$out/$name.out" 2>&1
    rc=$?
    if [ $rc = 99 ] || grep -q '^==[0-9]*== ' "$out/$name.vg"; then
        echo "FAIL: $name: valgrind reports errors ($out/$name.vg):"
        head -n 30 "$out/$name.vg" | sed 's/^/    /'
        failed=`expr $failed + 1`
    elif [ $rc != "$want" ]; then
        echo "FAIL: $name: exit status $rc, expected $want ($out/$name.out):"
        grep -m 5 'error' "$out/$name.out" | sed 's/^/    /'
        failed=`expr $failed + 1`
    else
        echo "ok: $name"
    fi
}

qprop=$top_builddir/qprop
t=$corpora/tpch
d=$corpora/tpcds
j=$corpora/job

start=`date +%s`
for fmt in text json sql; do
    vg tpch-$fmt 0 $qprop --format=$fmt $t/schema.sql $t/schema_constraints.sql \
        $t/q[0-9]*.sql $t/variants/*.sql
    vg tpcds-$fmt 0 $qprop --format=$fmt $d/schema.sql $d/schema_ri.sql \
        $d/q[0-9]*.sql
    vg tpcds-partitioned-$fmt 0 $qprop --format=$fmt \
        $d/schema_partitioned.sql $d/q[0-9]*.sql
    vg job-$fmt 0 $qprop --format=$fmt $j/schema.sql $j/fkindexes.sql \
        $j/[0-9]*.sql
done
vg tpch-trace 0 $qprop --trace $t/schema.sql $t/schema_constraints.sql \
    $t/q[0-9]*.sql
vg tpcds-no-rewrite 0 $qprop --no-rewrite $d/schema.sql $d/q[0-9]*.sql

# The error corpus: each file in a process of its own (and in every
# format: printing is not reached, but the paths differ).
for f in "$top_srcdir"/tests/errors/*.sql; do
    b=`basename "$f" .sql`
    vg errors-$b 1 $qprop $f
done
vg errors-all-json 1 $qprop --format=json "$top_srcdir"/tests/errors/*.sql

# Garbage: the program's own bytes, and SQL with letters made control
# bytes (NUL included) and digits made bytes above 0x7f.
real=`"$top_builddir/libtool" --mode=execute sh -c 'command -v "$1"' sh \
    "$qprop" 2>/dev/null`
head -c 200000 "${real:-$qprop}" >"$out/garbage-binary.bin"
vg garbage-binary 1 $qprop "$out/garbage-binary.bin"
cat $t/q0[1-9].sql $d/q0[1-9].sql | tr 'a-z0-9' '\000-\031\200-\211' \
    >"$out/garbage-control.bin"
vg garbage-control 1 $qprop "$out/garbage-control.bin"

for p in ${VALGRIND_CHECKS:-}; do
    CK_FORK=no
    export CK_FORK
    vg `basename "$p"` 0 "$top_builddir/$p"
done

echo "valgrind: $runs runs, $failed failed (`expr \`date +%s\` - $start` s)"
[ $failed = 0 ]
