# SPDX-License-Identifier: MIT
# tests/oracle/tpch_roundtrip.sh — TPC-H queries vs qprop's SQL, on PostgreSQL
#
# The contract of `qprop --format=sql` (doc/qprop.1, README.md) is
# that each printed query runs on PostgreSQL and returns the same rows as the
# original.  This test checks it on the TPC-H corpus against a live,
# throwaway PostgreSQL 15 cluster (tests/oracle/pgcluster.sh):
#
#   1. The corpus schema with every NOT NULL removed (a modified copy in the
#      cluster's scratch directory; the corpus is never written) is loaded,
#      then tests/oracle/tpch_data.sql: about 20,000 rows with NULLs in about
#      10% of the values, made so that the queries return rows.  qprop reads
#      the SAME modified schema, so it may not assume NOT NULL either.
#   2. For each of q01..q22 and variants/*.sql, PostgreSQL runs the original
#      file, the file with each query replaced by `qprop --format=sql`'s line
#      for it (other statements, such as Q15's CREATE VIEW and DROP VIEW, run
#      as they are), and the same with `--no-rewrite` (so a printer bug and a
#      rewrite bug are told apart).
#   3. Rows are compared as sorted multisets (psql -At, NULL printed as \N).
#      ORDER BY is not checked.  Queries ending in LIMIT n can legitimately
#      return different rows when rows tie at the cut-off: if the multisets
#      differ there, the answer is accepted ("OK (LIMIT ties)") when it has
#      the same number of rows, is a sub-multiset of the original query's
#      rows with the LIMIT removed, and has the same multiset of ORDER BY
#      keys as the original's answer (ties share keys, so that multiset is
#      the same for every correct answer).  Where the keys cannot be
#      evaluated (they are not output columns) the last part is left out
#      and the line says so.
#   4. A comparison where the original returns nothing proves little: the
#      queries whose result has no non-NULL value are counted, and more than
#      4 such queries (of 23) fails the test as a data problem.
#
# Prints one line per query file (OK, MISMATCH with the first lines of the
# diff, or ERROR), then `N passed, N failed`.  Exit status: 0 when all
# pass, 1 otherwise, 77 (SKIP) only when PostgreSQL is missing and
# QPROP_SKIP_PG=1, or the corpora folder is missing and
# QPROP_REQUIRE_CORPORA is not 1 (tests/corpus/corpora.sh).
#
# Run from the build directory by `make check` (it uses ./qprop), or by
# hand: QPROP=/path/to/qprop bash tests/oracle/tpch_roundtrip.sh.
# Environment: QPROP, QPROP_CORPORA (default: ../shared/corpora beside the
# source tree), QPROP_REQUIRE_CORPORA, QPROP_SKIP_PG, QPROP_PG_KEEP,
# QPROP_PG_BINDIR.

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
top_srcdir=$(cd "$here/../.." && pwd)
. "$top_srcdir/tests/corpus/corpora.sh"

oracle_qprop
corpora_check || exit $?
tpch=$corpora/tpch
if [ ! -f "$tpch/schema.sql" ]; then
    echo "FAIL: TPC-H corpus not found in $tpch (set QPROP_CORPORA)"
    exit 1
fi

. "$here/pgcluster.sh"
pg_cluster_start
work=$PG_CLUSTER_DIR/work
psql="$PG_BIN/psql -X -q -A -t -v ON_ERROR_STOP=1 -P null=\\N"

# --- schema and data ---
sed 's/[Nn][Oo][Tt][[:space:]][[:space:]]*[Nn][Uu][Ll][Ll]//g' \
    "$tpch/schema.sql" >"$work/schema.sql"
if grep -qi 'not[[:space:]]*null' "$work/schema.sql"; then
    echo "FAIL: could not remove NOT NULL from $tpch/schema.sql"
    exit 1
fi
# Indexes only make PostgreSQL faster (Q17 and Q20 are correlated); qprop
# does not see them.
cat >"$work/indexes.sql" <<'EOF'
CREATE INDEX ON lineitem (l_orderkey);
CREATE INDEX ON lineitem (l_partkey, l_suppkey);
CREATE INDEX ON orders (o_custkey);
CREATE INDEX ON partsupp (ps_partkey);
ANALYZE;
EOF
if ! $psql -f "$work/schema.sql" -f "$here/tpch_data.sql" \
        -f "$work/indexes.sql" >"$work/load.log" 2>&1; then
    echo "FAIL: loading the schema and data failed:"
    sed 's/^/  /' "$work/load.log"
    exit 1
fi
$psql -c "SELECT 'data: ' || (SELECT count(*) FROM lineitem) || ' lineitem, '
                 || (SELECT count(*) FROM orders) || ' orders, '
                 || (SELECT count(*) FROM lineitem WHERE l_orderkey IS NULL)
                 || ' lineitem rows with NULL l_orderkey'"
export PGOPTIONS='-c statement_timeout=30s'

# split_statements FILE DIR: write each statement of FILE (terminated by ';'
# outside quotes and comments; the last one may lack it) into DIR/1, DIR/2,
# ... without its ';', and print the number of statements.  Comments are
# dropped.  Enough for the TPC-H files, which use no dollar quoting.
split_statements()
{
    rm -rf "$2" && mkdir "$2" &&
    awk -v dir="$2" '
        function flush() {
            if (cur ~ /[^ \t\n]/) { n++; printf "%s\n", cur > (dir "/" n); close(dir "/" n) }
            cur = ""
        }
        {
            line = $0; out = ""
            for (i = 1; i <= length(line); i++) {
                c = substr(line, i, 1)
                if (inq) { out = out c; if (c == q) inq = 0; continue }
                if (c == "-" && substr(line, i + 1, 1) == "-") break
                if (c == "\047" || c == "\"") { inq = 1; q = c; out = out c; continue }
                if (c == ";") { cur = cur out; out = ""; flush(); continue }
                out = out c
            }
            cur = cur out "\n"
        }
        END { flush(); print n + 0 }' "$1"
}

# is_query FILE: is the statement in FILE a query (SELECT, WITH, VALUES)?
is_query()
{
    awk '{ for (i = 1; i <= NF; i++) { w = tolower($i); sub(/^\(+/, "", w)
           if (w != "") { print w; exit } } }' "$1" |
        grep -qE '^(select|with|values|table)$'
}

# compose FILE QPROP_OUT RESULT: the statements of FILE with the queries
# replaced, in order, by the lines of QPROP_OUT.  Fails (message on stdout)
# when the number of queries and lines differ.
compose()
{
    local n i k=0 nq nl
    n=$(split_statements "$1" "$work/stmts")
    nq=0
    for ((i = 1; i <= n; i++)); do
        is_query "$work/stmts/$i" && nq=$((nq + 1))
    done
    nl=$(grep -c . "$2")
    if [ "$nq" != "$nl" ]; then
        echo "qprop printed $nl non-empty lines for $nq queries"
        return 1
    fi
    : >"$3"
    for ((i = 1; i <= n; i++)); do
        if is_query "$work/stmts/$i"; then
            k=$((k + 1))
            grep . "$2" | sed -n "${k}p" >>"$3"
        else
            { cat "$work/stmts/$i"; echo ";"; } >>"$3"
        fi
    done
}

# limit_keys_match FILE QPROP_OUT: for a one-query FILE ending in ORDER BY
# ... LIMIT n whose rows differ from qprop's query (QPROP_OUT), tell whether
# both results have the same multiset of ORDER BY keys: the rows kept by
# LIMIT may differ where they tie, their keys may not.  The keys are the
# ORDER BY items of the original, evaluated over both results (loaded into
# temporary tables shaped like the original's result), so they must be
# names of output columns, as in TPC-H.  Returns 0 (same keys), 1 (they
# differ) or 2 (cannot check: more than one statement, or the keys are not
# output columns).
limit_keys_match()
{
    local n orig new keys out
    n=$(split_statements "$1" "$work/kstmts")
    [ "$n" = 1 ] || return 2
    orig=$(tr '\n' ' ' <"$work/kstmts/1")
    new=$(grep . "$2" | sed 's/;[[:space:]]*$//')
    keys=$(printf '%s\n' "$orig" | sed -E \
        -e 's/.*[[:space:]]order[[:space:]]+by[[:space:]]//I' \
        -e 's/[[:space:]]limit[[:space:]].*//I' \
        -e 's/[[:space:]]nulls[[:space:]]+(first|last)//Ig' \
        -e 's/[[:space:]](asc|desc)([[:space:],]|$)/\2/Ig')
    [ -n "$keys" ] || return 2
    cat >"$work/keys.sql" <<EOF
CREATE TEMP TABLE o_lim AS $orig;
CREATE TEMP TABLE r_lim (LIKE o_lim);
INSERT INTO r_lim $new;
SELECT count(*) FROM (SELECT $keys FROM o_lim
                      EXCEPT ALL SELECT $keys FROM r_lim) AS a;
SELECT count(*) FROM (SELECT $keys FROM r_lim
                      EXCEPT ALL SELECT $keys FROM o_lim) AS b;
EOF
    out=$($psql -f "$work/keys.sql" 2>/dev/null) || return 2
    [ "$(echo $out)" = "0 0" ]
}

# run_pg SQLFILE OUT: run SQLFILE, rows sorted into OUT, errors in OUT.err.
run_pg()
{
    $psql -f "$1" >"$2.raw" 2>"$2.err" || return 1
    sort "$2.raw" >"$2"
}

# show_diff A B: the first lines of a diff of two sorted row sets.
show_diff()
{
    diff -u --label original --label "$3" "$1" "$2" | sed -n '3,14s/^/    /p'
}

passed=0 failed=0 empty=0 files=0 empty_names=
for f in "$tpch"/q[0-9][0-9].sql "$tpch"/variants/*.sql; do
    [ -f "$f" ] || continue
    files=$((files + 1))
    name=${f#"$tpch"/}
    name=${name%.sql}
    status=OK note=

    if ! run_pg "$f" "$work/orig"; then
        echo "$name: ERROR: PostgreSQL rejects the original query:"
        sed 's/^/    /' "$work/orig.err" | head -n 5
        failed=$((failed + 1))
        continue
    fi
    rows=$(wc -l <"$work/orig")
    if ! grep -qv '^[\\N|]*$' "$work/orig"; then
        empty=$((empty + 1))
        empty_names="$empty_names $name"
    fi
    # The same query without its final LIMIT, for the tie check.
    has_limit=no
    if grep -Eqi 'limit[[:space:]]+[0-9]+[[:space:]]*;' "$f"; then
        has_limit=yes
        sed -E 's/[Ll][Ii][Mm][Ii][Tt][[:space:]]+[0-9]+[[:space:]]*;/;/' \
            "$f" >"$work/nolimit.sql"
    fi

    for mode in rewritten no-rewrite; do
        flags="--format=sql --no-source"
        [ "$mode" = no-rewrite ] && flags="$flags --no-rewrite"
        # shellcheck disable=SC2086
        "$qprop" $flags "$work/schema.sql" "$f" >"$work/q.sql" 2>"$work/q.err"
        rc=$?
        if [ $rc != 0 ] || grep -q 'error:' "$work/q.err"; then
            status=ERROR
            note="$note
    qprop $flags exited with $rc:
$(sed 's/^/    /' "$work/q.err" | head -n 6)"
            continue
        fi
        if ! msg=$(compose "$f" "$work/q.sql" "$work/q_full.sql"); then
            status=ERROR
            note="$note
    qprop $flags: $msg"
            continue
        fi
        if ! run_pg "$work/q_full.sql" "$work/new"; then
            status=ERROR
            note="$note
    PostgreSQL rejects qprop's $mode SQL:
$(sed 's/^/    /' "$work/new.err" | head -n 4)
    SQL: $(grep . "$work/q.sql" | head -c 600)"
            continue
        fi
        cmp -s "$work/orig" "$work/new" && continue
        if [ $has_limit = yes ] && [ "$(wc -l <"$work/new")" = "$rows" ]; then
            if [ ! -f "$work/full" ]; then
                run_pg "$work/nolimit.sql" "$work/full" || : >"$work/full"
            fi
            if [ -z "$(comm -23 "$work/new" "$work/full")" ]; then
                limit_keys_match "$f" "$work/q.sql"
                case $? in
                0)  [ "$status" = OK ] && status="OK (LIMIT ties)"
                    continue ;;
                2)  [ "$status" = OK ] &&
                        status="OK (LIMIT ties; ORDER BY keys not checked)"
                    continue ;;
                esac
                status=MISMATCH
                note="$note
    $mode: the rows are rows of the query without LIMIT, but not the
    first $rows in ORDER BY order (their ORDER BY keys differ)
    SQL: $(grep . "$work/q.sql" | head -c 600)"
                continue
            fi
        fi
        status=MISMATCH
        note="$note
    $mode: $(wc -l <"$work/new") rows, original $rows rows
$(show_diff "$work/orig" "$work/new" "$mode")
    SQL: $(grep . "$work/q.sql" | head -c 600)"
    done
    rm -f "$work/full"

    echo "$name: $status ($rows rows)$note"
    case $status in
        OK*) passed=$((passed + 1)) ;;
        *) failed=$((failed + 1)) ;;
    esac
done

echo "tpch roundtrip: $files query files, $empty with an empty or all-NULL" \
     "original result${empty_names:+ (}${empty_names# }${empty_names:+)}"
if [ "$files" = 0 ]; then
    echo "FAIL: no query files in $tpch"
    failed=$((failed + 1))
elif [ "$empty" -gt 4 ]; then
    echo "FAIL: more than 4 queries return nothing on the test data;" \
         "tune tests/oracle/tpch_data.sql"
    failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
