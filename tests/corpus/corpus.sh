# SPDX-License-Identifier: MIT
# tests/corpus/corpus.sh — every corpus query parses, binds and prints
#
# Runs qprop on the real workloads in ../shared/corpora (see its README.md):
#
#   tpch               schema.sql schema_constraints.sql + q01..q22, variants/*
#   tpcds              schema.sql schema_ri.sql + each of the 103 query files
#   tpcds-partitioned  schema_partitioned.sql   + each of the 103 query files
#   job                schema.sql fkindexes.sql + each of the 113 query files
#
# A case is one query file with one schema.  It passes when, in each of
# --format=json, --format=sql and --format=text, qprop exits 0 and prints no
# `error:` on stderr (warnings for skipped statements are allowed), and
#   json: prints one line per query of the file, each a {...} object;
#   sql:  prints one line per query, each ending in ';';
#   text: prints something, and with --trace no "engine: stopped after"
#         (the rules reached a fixpoint before the pass limit).
# The number of queries of a file is counted here (statements that start
# with SELECT, WITH, VALUES or TABLE; TPC-H Q15 has one among view DDL).
# Each schema is also checked alone: exit 0, nothing on stdout.
#
# This checks that qprop accepts the corpora, not that its plans are right
# (the golden tests and tests/oracle do that).  Prints failures with the
# first lines of stderr, a summary, and last the line `N passed, N failed`.
# Without the corpora folder the test is skipped (exit 77) after one line
# naming it, or fails with QPROP_REQUIRE_CORPORA=1 (tests/corpus/corpora.sh);
# a corpus folder that exists without one of the files read here fails.
#
# Run from the build directory by `make check` (it uses ./qprop), or by
# hand: QPROP=/path/to/qprop bash tests/corpus/corpus.sh.
# Environment: QPROP, QPROP_CORPORA (default: ../shared/corpora beside the
# source tree), QPROP_REQUIRE_CORPORA, QPROP_CORPUS_VERBOSE=1 (a line for
# every case).

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
verbose=${QPROP_CORPUS_VERBOSE:-0}

if [ ! -x "$qprop" ]; then
    echo "FAIL: qprop not found at $qprop (build it, or set QPROP)"
    echo "0 passed, 1 failed"
    exit 1
fi
corpora_check
rc=$?
if [ $rc != 0 ]; then
    [ $rc = 1 ] && echo "0 passed, 1 failed"
    exit $rc
fi

# In the build tree ./qprop is a libtool wrapper script, which costs tens of
# milliseconds a run; run the program it wraps (it only sets the library
# path), if that works.
if head -n 5 "$qprop" 2>/dev/null | grep -q 'libtool'; then
    libs=$(cd "$(dirname "$qprop")/.libs" 2>/dev/null && pwd)
    for real in "$libs/lt-${qprop##*/}" "$libs/${qprop##*/}"; do
        if [ -n "$libs" ] && [ -x "$real" ] &&
           LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
               "$real" --version >/dev/null 2>&1; then
            export LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
            qprop=$real
            break
        fi
    done
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-corpus.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

passed=0 failed=0 cases=0 cases_ok=0 files=0
declare -A group_pass group_total nq_cache

fail()
{
    # fail CASE MESSAGE [STDERR-FILE]
    echo "FAIL: $1: $2"
    if [ $# -ge 3 ] && [ -s "$3" ]; then
        if grep -q 'error:' "$3"; then
            grep -A 2 'error:' "$3" | head -n 6 | sed 's/^/    /'
        else
            tail -n 4 "$3" | sed 's/^/    /'
        fi
    fi
}

# count_queries FILE: number of statements of FILE that are queries.
# Statements end at ';' outside quotes and comments (or at the end).
count_queries()
{
    awk '
        function flush() {
            w = cur; sub(/^[ \t\n(]+/, "", w); w = tolower(w)
            if (w ~ /^(select|with|values|table)([^a-z0-9_]|$)/) n++
            cur = ""
        }
        {
            line = $0
            for (i = 1; i <= length(line); i++) {
                c = substr(line, i, 1)
                if (inc) { if (c == "*" && substr(line, i + 1, 1) == "/") { inc = 0; i++ } continue }
                if (inq) { cur = cur c; if (c == q) inq = 0; continue }
                if (c == "-" && substr(line, i + 1, 1) == "-") break
                if (c == "/" && substr(line, i + 1, 1) == "*") { inc = 1; i++; continue }
                if (c == "\047" || c == "\"") { inq = 1; q = c; cur = cur c; continue }
                if (c == ";") { flush(); continue }
                cur = cur c
            }
            cur = cur "\n"
        }
        END { flush(); print n + 0 }' "$1"
}

# run_case GROUP QUERYFILE SCHEMA...: one case, three formats.
run_case()
{
    local group=$1 qf=$2 name nq fmt rc nl bad ok=yes
    shift 2
    name="$group/${qf#"$corpora"/*/}"
    cases=$((cases + 1))
    group_total[$group]=$(( ${group_total[$group]:-0} + 1 ))
    nq=${nq_cache[$qf]:-}
    if [ -z "$nq" ]; then
        nq=$(count_queries "$qf")
        nq_cache[$qf]=$nq
    fi
    for fmt in json sql text; do
        # text runs with --trace: the rewrite must converge
        "$qprop" --format=$fmt --no-source ${fmt/#text/--trace} "$@" "$qf" </dev/null \
            >"$tmp/out" 2>"$tmp/err"
        rc=$?
        if [ $rc != 0 ]; then
            fail "$name" "--format=$fmt exited with status $rc" "$tmp/err"
            ok=no; break
        fi
        if grep -q 'error:' "$tmp/err"; then
            fail "$name" "--format=$fmt printed an error" "$tmp/err"
            ok=no; break
        fi
        if grep -q '^engine: stopped after' "$tmp/err"; then
            fail "$name" "the rewrite did not converge (--trace)" "$tmp/err"
            ok=no; break
        fi
        nl=$(grep -c . "$tmp/out")
        case $fmt in
        json)
            bad=$(grep . "$tmp/out" | grep -cv '^{.*}$')
            if [ "$nl" != "$nq" ] || [ "$bad" != 0 ]; then
                fail "$name" "--format=json printed $nl lines ($bad not an object) for $nq queries"
                ok=no; break
            fi ;;
        sql)
            bad=$(grep . "$tmp/out" | grep -cv ';[[:space:]]*$')
            if [ "$nl" != "$nq" ] || [ "$bad" != 0 ]; then
                fail "$name" "--format=sql printed $nl lines ($bad not ending in ';') for $nq queries"
                ok=no; break
            fi ;;
        text)
            if [ "$nq" -gt 0 ] && [ "$nl" = 0 ]; then
                fail "$name" "--format=text printed nothing for $nq queries"
                ok=no; break
            fi ;;
        esac
    done
    if [ $ok = yes ]; then
        passed=$((passed + 1)) cases_ok=$((cases_ok + 1))
        group_pass[$group]=$(( ${group_pass[$group]:-0} + 1 ))
        [ "$verbose" = 1 ] && echo "ok: $name"
    else
        failed=$((failed + 1))
    fi
}

# check_schema GROUP SCHEMA...: the schema files alone load silently.
check_schema()
{
    local group=$1 f rc nw
    shift
    for f in "$@"; do
        if [ ! -f "$f" ]; then
            fail "$group" "schema file $f not found"
            failed=$((failed + 1))
            return 1
        fi
    done
    "$qprop" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    rc=$?
    nw=$(grep -c 'warning:' "$tmp/err")
    if [ $rc != 0 ] || grep -q 'error:' "$tmp/err"; then
        fail "$group schema" "exited with status $rc" "$tmp/err"
        failed=$((failed + 1))
    elif [ -s "$tmp/out" ]; then
        fail "$group schema" "DDL printed something on stdout" "$tmp/out"
        failed=$((failed + 1))
    else
        passed=$((passed + 1))
        echo "$group schema: ok ($nw warnings)"
    fi
    return 0
}

# batch_ok GROUP NSCHEMA FILE...: run the whole group (the NSCHEMA schema
# files, then every query file) in one qprop process per format, which is
# much faster than a process per file.  True when all three formats pass
# the checks of run_case for the group as a whole.
batch_ok()
{
    local group=$1 ns=$2 i total=0 fmt nl bad
    shift 2
    for ((i = ns + 1; i <= $#; i++)); do
        f=${!i}
        if [ -z "${nq_cache[$f]:-}" ]; then
            nq_cache[$f]=$(count_queries "$f")
        fi
        total=$((total + nq_cache[$f]))
    done
    for fmt in json sql text; do
        "$qprop" --format=$fmt --no-source "$@" </dev/null >"$tmp/out" 2>"$tmp/err" || return 1
        grep -q 'error:' "$tmp/err" && return 1
        nl=$(grep -c . "$tmp/out")
        case $fmt in
        json) bad=$(grep . "$tmp/out" | grep -cv '^{.*}$')
              [ "$nl" = "$total" ] && [ "$bad" = 0 ] || return 1 ;;
        sql)  bad=$(grep . "$tmp/out" | grep -cv ';[[:space:]]*$')
              [ "$nl" = "$total" ] && [ "$bad" = 0 ] || return 1 ;;
        text) [ "$total" = 0 ] || [ "$nl" -gt 0 ] || return 1 ;;
        esac
    done
}

# run_group GROUP NSCHEMA SCHEMA... QUERYFILE...: check the schema, then
# the cases: all at once when that passes, else file by file to find the
# failing ones.
run_group()
{
    local group=$1 ns=$2 i f n
    shift 2
    local schema=("${@:1:ns}") queries=("${@:ns+1}")
    group_total[$group]=0 group_pass[$group]=0
    n=${#queries[@]}
    if [ "$n" = 0 ]; then
        fail "$group" "no query files found"
        failed=$((failed + 1))
        return
    fi
    check_schema "$group" "${schema[@]}" || return
    if batch_ok "$group" "$ns" "${schema[@]}" "${queries[@]}"; then
        for f in "${queries[@]}"; do
            cases=$((cases + 1)) cases_ok=$((cases_ok + 1))
            passed=$((passed + 1))
            [ "$verbose" = 1 ] && echo "ok: $group/${f#"$corpora"/*/}"
        done
        group_total[$group]=$n group_pass[$group]=$n
        return
    fi
    echo "note: $group: the run of all $n files at once failed;" \
         "running them one by one"
    for f in "${queries[@]}"; do
        run_case "$group" "$f" "${schema[@]}"
    done
}

start=$(date +%s)
t=$corpora/tpch d=$corpora/tpcds j=$corpora/job
run_group tpch 2 "$t/schema.sql" "$t/schema_constraints.sql" \
    $(ls "$t"/q[0-9]*.sql "$t"/variants/*.sql 2>/dev/null)
run_group tpcds 2 "$d/schema.sql" "$d/schema_ri.sql" \
    $(ls "$d"/q[0-9]*.sql 2>/dev/null)
run_group tpcds-partitioned 1 "$d/schema_partitioned.sql" \
    $(ls "$d"/q[0-9]*.sql 2>/dev/null)
run_group job 2 "$j/schema.sql" "$j/fkindexes.sql" \
    $(ls "$j"/[0-9]*.sql 2>/dev/null)

for f in "${!nq_cache[@]}"; do files=$((files + 1)); done
summary=
for g in tpch tpcds tpcds-partitioned job; do
    summary="$summary $g ${group_pass[$g]:-0}/${group_total[$g]:-0},"
done
echo "corpus: $cases cases ($files query files), $cases_ok parsed and bound," \
     "$((cases - cases_ok)) failed; by schema:${summary%,}" \
     "($(( $(date +%s) - start )) s)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
