# SPDX-License-Identifier: MIT
# tests/regress/run.sh — golden-file test driver for tests/regress/sql/*.sql
#
# Automake runs it for each .sql test (SQL_LOG_COMPILER in Makefile.am) from
# the build directory as
#
#     run.sh QPROP tests/regress/sql/NAME.sql
#
# (the test path may carry a $(srcdir) prefix).  It writes
# tests/regress/results/NAME.out in the build tree, compares it with
# expected/NAME.out beside sql/ in the source tree, puts a `diff -u` into
# the test's .log and exits 0 (same) or 1 (different, or no expected file).
# It never exits 77: a test that cannot run is a failure.
# `make regress-accept` copies results/ over expected/; read `git diff`.
#
# The .out echoes each statement of NAME.sql and then its output: the plan
# before and after rewriting, or the error with its caret line.  To tie
# output to statements, the file is cut into statements here (at ';'
# outside quotes, dollar quotes and comments) and qprop runs once
# per statement, on a copy of NAME.sql in which every other statement is
# blanked out with spaces, except earlier DDL (anything that is not a
# query), which is kept so the catalog is as it would be.  Lines and columns
# are those of NAME.sql, and the copy is called NAME.sql too, so messages
# read `NAME.sql:LINE:COL: ...` wherever the build directory is.
# Diagnostics on lines before the statement (from the earlier DDL) are
# dropped.  For each statement:
#
#     <the statement, with the comments before it>
#     -- plan before rewrite:            qprop --format=text --no-rewrite
#     <plan>
#     -- plan after rewrite:             qprop --format=text (or "unchanged")
#     <plan>
#     -- stderr:                         warnings and errors, with carets
#     <diagnostics>
#
# (sections that would be empty are left out; DDL prints nothing), and at
# the end the exit status of one run of qprop on the whole file.
#
# A statement whose rewrite stops at the pass limit ("engine: stopped
# after" in its trace: the rules still change the plan) fails the test
# even when the output is as expected.
#
# Hook for rule traces: QPROP_REGRESS_AFTER_FLAGS holds extra flags for the
# "after" run.  When unset, `--trace` is used if `qprop --help` lists it,
# so the "after" section shows which rules fired.  Set it to the empty
# string to turn that off.  A line "-- qprop-flags:
# FLAGS" in NAME.sql adds FLAGS to the "after" runs of that file (an opt-in
# rule: --enable-rule=partitionwise_join); golden_roundtrip.py reads it
# too.  QPROP_REGRESS_KEEP=1
# keeps the scratch directory (the per-statement copies) for debugging.

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

if [ $# != 2 ]; then
    echo "usage: run.sh QPROP tests/regress/sql/NAME.sql" >&2
    exit 99
fi
qprop=$1
test_file=$2
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
case $test_file in /*) ;; *) test_file=$PWD/$test_file ;; esac
name=$(basename "$test_file" .sql)
expected=$(dirname "$test_file")/../expected/$name.out
results=tests/regress/results
result=$results/$name.out

if [ ! -x "$qprop" ]; then
    echo "FAIL: $name: qprop not found at $qprop"
    exit 1
fi
if [ ! -f "$test_file" ]; then
    echo "FAIL: $name: test file $test_file not found"
    exit 1
fi
# In the build tree $qprop may be a libtool wrapper script, which costs tens of
# milliseconds a run and we make two runs a statement; run the program it
# wraps (the wrapper only sets the library path), if that works.
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
if [ -z "${QPROP_REGRESS_AFTER_FLAGS+set}" ]; then
    QPROP_REGRESS_AFTER_FLAGS=
    if "$qprop" --help 2>&1 | grep -q -- '--trace'; then
        QPROP_REGRESS_AFTER_FLAGS=--trace
    fi
fi

file_flags=$(sed -n 's/^-- qprop-flags: //p' "$test_file" | head -n 1)
QPROP_REGRESS_AFTER_FLAGS="$QPROP_REGRESS_AFTER_FLAGS $file_flags"

mkdir -p "$results" || exit 1
result=$(cd "$results" && pwd)/$name.out
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-regress.XXXXXX") || exit 1
if [ "${QPROP_REGRESS_KEEP:-0}" = 1 ]; then
    echo "note: keeping $tmp (QPROP_REGRESS_KEEP=1)"
else
    trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT
trap 'exit 143' TERM

# --- cut the file into statements ---
# Writes $tmp/list: one line per statement, "K FIRSTLINE KIND" (KIND query
# or other), and for each statement K the files $tmp/echo.K (its text with
# the comments and blank lines before it, as in the file) and
# $tmp/K/NAME.sql (the copy to run).  $tmp/tail holds what follows the last
# statement (comments).
awk -v tmp="$tmp" -v name="$name" '
function isident(ch) { return ch ~ /[A-Za-z0-9_$\200-\377]/ }
# Record that a statement (region) ends at line l, column c.
function end_region(l, c) {
    nr++; el[nr] = l; ec[nr] = c
    ftl[nr] = tok_line; fword[nr] = tok_word
    tok_line = 0; tok_word = ""
}
{ line[NR] = $0 }
END {
    nl = NR
    for (l = 1; l <= nl; l++) {
        s = line[l]; n = length(s)
        for (i = 1; i <= n; i++) {
            c = substr(s, i, 1)
            if (state == "block") {
                if (c == "*" && substr(s, i + 1, 1) == "/") { depth--; i++; if (depth == 0) state = "" }
                else if (c == "/" && substr(s, i + 1, 1) == "*") { depth++; i++ }
                continue
            }
            if (state == "squote") {
                if (esc && c == "\\") { i++; continue }
                if (c == "\047") state = ""
                continue
            }
            if (state == "dquote") { if (c == "\"") state = ""; continue }
            if (state == "dollar") {
                k = index(substr(s, i), tag)
                if (k == 0) { i = n; continue }
                i += k + length(tag) - 2; state = ""; continue
            }
            if (c == "-" && substr(s, i + 1, 1) == "-") break
            if (c == "/" && substr(s, i + 1, 1) == "*") { state = "block"; depth = 1; i++; continue }
            if (c == " " || c == "\t" || c == "\r" || c == "\f") continue
            if (c == ";") { end_region(l, i); continue }
            if (tok_line == 0) {
                tok_line = l
                w = substr(s, i); sub(/^\(+/, "", w)
                match(w, /^[A-Za-z_]+/)
                tok_word = tolower(substr(w, 1, RLENGTH > 0 ? RLENGTH : 0))
            }
            if (c == "\047") {
                state = "squote"
                esc = (i > 1 && substr(s, i - 1, 1) ~ /[Ee]/ && (i == 2 || !isident(substr(s, i - 2, 1))))
                continue
            }
            if (c == "\"") { state = "dquote"; continue }
            if (c == "$" && (i == 1 || !isident(substr(s, i - 1, 1))) &&
                match(substr(s, i), /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/)) {
                tag = substr(s, i, RLENGTH); state = "dollar"; i += RLENGTH - 1
                continue
            }
        }
    }
    # A last statement without its semicolon ends at the end of the file.
    if (tok_line) end_region(nl, length(line[nl]))
    # Region r spans from just after region r-1 to (el[r], ec[r]).
    sl[1] = 1; sc[1] = 1
    for (r = 2; r <= nr + 1; r++) {
        sl[r] = el[r - 1]; sc[r] = ec[r - 1] + 1
    }
    el[nr + 1] = nl; ec[nr + 1] = length(line[nl])   # the tail
    for (r = 1; r <= nr; r++)
        kind[r] = (fword[r] ~ /^(select|with|values|table|explain|insert|update|delete)$/) ? "query" : "other"

    for (r = 1; r <= nr + 1; r++) {
        f = (r <= nr) ? tmp "/echo." r : tmp "/tail"
        text = ""
        for (l = sl[r]; l <= el[r] && l <= nl; l++) {
            a = (l == sl[r]) ? sc[r] : 1
            b = (l == el[r]) ? ec[r] : length(line[l])
            t = substr(line[l], a, b - a + 1)
            # The rest of the line of the previous statement, if blank.
            if (l == sl[r] && a > 1 && t ~ /^[ \t\r]*$/) continue
            text = text t "\n"
        }
        printf "%s", text > f
        close(f)
        # statistics as pg_dump writes them, SELECT * FROM
        # pg_restore_relation_stats(...), are catalog statements: kept for
        # the statements after them
        if (r <= nr && text ~ /pg_restore_relation_stats[ \t\n]*\(/)
            kind[r] = "other"
        # so are set_config(\047search_path\047 or \047TimeZone\047, ...) and SELECT ... INTO
        # (a CREATE TABLE AS)
        code = text
        gsub(/--[^\n]*/, "", code)
        if (r <= nr && fword[r] == "select" \
            && (code ~ /set_config[ \t\n]*\(/ \
                || code ~ /[ \t\n][Ii][Nn][Tt][Oo][ \t\n]/))
            kind[r] = "other"
    }

    for (k = 1; k <= nr; k++) {
        printf "%d %d %s\n", k, ftl[k], kind[k] > (tmp "/list")
        system("mkdir -p \"" tmp "/" k "\"")
        f = tmp "/" k "/" name ".sql"
        r = 1
        for (l = 1; l <= nl; l++) {
            out = ""
            while (r <= nr + 1) {
                a = (l == sl[r]) ? sc[r] : 1
                b = (l == el[r]) ? ec[r] : length(line[l])
                t = substr(line[l], a, b - a + 1)
                if (!(r == k || (r < k && kind[r] == "other")))
                    gsub(/[^\t]/, " ", t)
                out = out t
                if (el[r] > l) break
                r++
            }
            sub(/[ \t]+$/, "", out)
            print out > f
        }
        close(f)
    }
    close(tmp "/list")
}' "$test_file" || { echo "FAIL: $name: cannot read $test_file"; exit 1; }

# run_qprop K FLAGS...: run qprop in statement K's directory; stdout to
# $tmp/out, stderr to $tmp/err, returns qprop's status.  --verbose: the
# warning of a skipped statement shows under that statement.
run_qprop()
{
    local k=$1
    shift
    (cd "$tmp/$k" && exec "$qprop" --verbose --no-source "$@" "$name.sql") </dev/null \
        >"$tmp/out" 2>"$tmp/err"
}

# qprop twice for each statement K, in its directory: the plan before
# rewriting in $tmp/K/b.out and b.err, after in a.out and a.err, the two
# exit statuses in $tmp/status.  No other process per statement: the
# report below is one awk over all of them (a few processes per statement
# made this script's time, minutes for a file on a loaded machine).
top_dir=$PWD
: >"$tmp/status"
while read -r k first kind; do
    cd "$tmp/$k" || exit 1
    "$qprop" --verbose --no-source --format=text --no-rewrite "$name.sql" \
        </dev/null >b.out 2>b.err
    rc_before=$?
    # shellcheck disable=SC2086
    "$qprop" --verbose --no-source --format=text $QPROP_REGRESS_AFTER_FLAGS \
        "$name.sql" </dev/null >a.out 2>a.err
    rc_after=$?
    # --trace's "NAME.sql: read as PostgreSQL N (...)" line is tested by
    # tests/api/pg_version.sh, not in every golden
    sed -i '/^[^ ]*: read as PostgreSQL [0-9]* (/d' a.err
    printf '%s %s %s\n' "$k" "$rc_before" "$rc_after" >>"$tmp/status"
done <"$tmp/list"
cd "$top_dir" || exit 1

# For each statement: its text (with the comments before it), then
#
#     -- plan before rewrite:          (if there is a plan)
#     -- plan after rewrite[: unchanged]
#     -- stderr:                       (diagnostics before rewriting)
#     -- stderr after rewrite:         (if they differ after rewriting)
#     -- exit status: B before, A after rewrite   (if either is above 1)
#
# where a plan is qprop's output without its trailing blank lines (the
# text format ends each plan with one; the .sql file has its own blank
# lines), and the diagnostics (a FILE:LINE:COL: line and the lines after
# it up to the next one) on lines before the statement's are dropped.
# The first line of each statement whose rewrite stops at the pass limit
# goes to $tmp/stopped.
awk -v tmp="$tmp" -v name="$name.sql" '
function lines(path, arr,    n, l) {
    n = 0
    while ((getline l < path) > 0)
        arr[++n] = l
    close(path)
    return n
}
function text(path,    arr, n, i, out) {
    n = lines(path, arr); out = ""
    for (i = 1; i <= n; i++) out = out arr[i] "\n"
    return out
}
function trimmed(path,    arr, n, i, out) {
    n = lines(path, arr)
    while (n > 0 && arr[n] ~ /^[ \t]*$/) n--
    out = ""
    for (i = 1; i <= n; i++) out = out arr[i] "\n"
    return out
}
function filtered(path, first,    arr, n, i, out, keep) {
    n = lines(path, arr); out = ""; keep = 1
    for (i = 1; i <= n; i++) {
        if (index(arr[i], name ":") == 1 && arr[i] ~ /^[^:]*:[0-9]+:[0-9]+: /)
            keep = (substr(arr[i], length(name) + 2) + 0 >= first)
        if (keep) out = out arr[i] "\n"
    }
    return out
}
BEGIN {
    while ((getline st < (tmp "/status")) > 0) {
        split(st, f, " "); rcb[f[1]] = f[2]; rca[f[1]] = f[3]
    }
    close(tmp "/status")
    stopped = ""
    while ((getline ln < (tmp "/list")) > 0) {
        split(ln, f, " "); k = f[1]; first = f[2] + 0
        d = tmp "/" k "/"
        printf "%s", text(tmp "/echo." k)
        before = trimmed(d "b.out"); after = trimmed(d "a.out")
        berr = filtered(d "b.err", first); aerr = filtered(d "a.err", first)
        if (index(text(d "a.err"), "engine: stopped after"))
            stopped = stopped " " f[2]
        if (before != "")
            printf "-- plan before rewrite:\n%s", before
        if (after != "") {
            if (before == after)
                print "-- plan after rewrite: unchanged"
            else
                printf "-- plan after rewrite:\n%s", after
        }
        if (berr != "")
            printf "-- stderr:\n%s", berr
        if (berr != aerr)
            printf "-- stderr after rewrite:\n%s", aerr
        if (rcb[k] > 1 || rca[k] > 1)
            printf "-- exit status: %d before, %d after rewrite\n", rcb[k], rca[k]
    }
    close(tmp "/list")
    printf "%s", text(tmp "/tail")
    printf "%s", stopped > (tmp "/stopped")
}' >"$result" || { echo "FAIL: $name: cannot write $result"; exit 1; }
stopped=$(cat "$tmp/stopped")
{
    mkdir -p "$tmp/all" && cp "$test_file" "$tmp/all/$name.sql"
    # shellcheck disable=SC2086
    run_qprop all --format=text $file_flags
    echo "-- exit status of qprop $name.sql: $?"
} >>"$result"

if [ ! -f "$expected" ]; then
    echo "FAIL: $name: no expected output $expected"
    echo "Review $result and copy it there (make regress-accept)."
    echo "--- result:"
    cat "$result"
    exit 1
fi
if diff -u --label "expected/$name.out" --label "results/$name.out" \
        "$expected" "$result"; then
    if [ -n "$stopped" ]; then
        echo "FAIL: $name: the rewrite stops at the pass limit (engine:" \
             "stopped after) for the statements on lines$stopped"
        exit 1
    fi
    echo "PASS: $name"
    exit 0
fi
echo "FAIL: $name: output differs from expected/$name.out (diff above);" \
     "if the new output is right: make regress-accept"
exit 1
