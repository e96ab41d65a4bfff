# SPDX-License-Identifier: MIT
# tests/pictures/dot.sh — qprop --format=dot: golden graphs, valid Graphviz
#
# 1. Golden files: for each case below, the output of qprop --format=dot
#    must equal tests/pictures/expected/NAME.dot (a `diff -u` goes into the
#    log).  QPROP_PICTURES_ACCEPT=1 copies the outputs over the expected
#    files instead; read `git diff` before committing them.
# 2. Validity: when Graphviz's `dot` is installed (.ci/run installs it),
#    every case and the largest TPC-DS plans (q14a, q64, over the
#    partitioned schema, with --before) must go through `dot -Tsvg` with
#    exit 0 and no warning.  Without `dot` that part is skipped with a note
#    (QPROP_REQUIRE_DOT=1 makes that a failure).
# 3. The TPC-DS plans come from the shared corpora: without the corpora
#    folder the rest still runs, and the test then ends as a SKIP (exit 77)
#    if nothing else failed, or a FAIL with QPROP_REQUIRE_CORPORA=1
#    (tests/corpus/corpora.sh).
#
# Run from the build directory by `make check` (it uses ./qprop), or by
# hand: QPROP=/path/to/qprop bash tests/pictures/dot.sh.  Writes its
# outputs to tests/pictures/results/ in the build tree.

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
. "$top_srcdir/tests/corpus/corpora.sh"
qprop=${QPROP:-$PWD/qprop}
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
results=$PWD/tests/pictures/results
failed=0

if [ ! -x "$qprop" ]; then
    echo "FAIL: qprop not found at $qprop (build it, or set QPROP)"
    exit 1
fi
mkdir -p "$results"

# name | qprop arguments (paths relative to the source tree)
cases=(
    "pictures|--before tests/pictures/pictures.sql"
    "broadcast|examples/broadcast.sql"
)

for c in "${cases[@]}"; do
    name=${c%%|*}
    args=${c#*|}
    out=$results/$name.dot
    # shellcheck disable=SC2086 # the arguments are words
    (cd "$top_srcdir" && "$qprop" --format=dot $args) >"$out" \
        2>"$results/$name.err"
    rc=$?
    if [ $rc != 0 ] || [ -s "$results/$name.err" ]; then
        echo "FAIL: $name: qprop exited $rc"
        cat "$results/$name.err"
        failed=1
        continue
    fi
    expected=$here/expected/$name.dot
    if [ "${QPROP_PICTURES_ACCEPT:-0}" = 1 ]; then
        cp "$out" "$expected"
        echo "accepted: $expected"
    elif ! diff -u "$expected" "$out"; then
        echo "FAIL: $name: output differs from $expected"
        failed=1
    else
        echo "ok: $name matches its expected graph"
    fi
done

if ! command -v dot >/dev/null 2>&1; then
    if [ "${QPROP_REQUIRE_DOT:-0}" = 1 ]; then
        echo "FAIL: Graphviz 'dot' is not installed (apt-get install graphviz)"
        exit 1
    fi
    echo "note: Graphviz 'dot' is not installed: graphs not validated"
    exit $failed
fi

validate() {    # NAME FILE: dot -Tsvg accepts FILE silently
    # (dot writes the second and later graphs of a file to stdout even
    # with -o, so all of them go there)
    if ! dot -Tsvg "$2" >"$results/$1.svg" 2>"$results/$1.dot-err" \
        || [ -s "$results/$1.dot-err" ]; then
        echo "FAIL: $1: dot -Tsvg rejects the graph:"
        head -n 20 "$results/$1.dot-err"
        failed=1
    else
        echo "ok: $1 is valid Graphviz"
    fi
}

for c in "${cases[@]}"; do
    name=${c%%|*}
    [ -s "$results/$name.dot" ] && validate "$name" "$results/$name.dot"
done
corpora_check
corpora_rc=$?
if [ $corpora_rc != 0 ]; then
    :       # corpora_check said why; the exit status comes last
elif [ -d "$corpora/tpcds" ]; then
    for q in q14a q64; do
        out=$results/tpcds-$q.dot
        if ! "$qprop" --format=dot --before \
            "$corpora/tpcds/schema_partitioned.sql" "$corpora/tpcds/$q.sql" \
            >"$out" 2>"$results/tpcds-$q.err"; then
            echo "FAIL: tpcds $q: qprop failed"
            head -n 5 "$results/tpcds-$q.err"
            failed=1
            continue
        fi
        validate "tpcds-$q" "$out"
    done
else
    echo "FAIL: TPC-DS corpus not found at $corpora/tpcds (set QPROP_CORPORA)"
    failed=1
fi
if [ $failed = 0 ] && [ $corpora_rc != 0 ]; then
    exit $corpora_rc
fi
exit $failed
