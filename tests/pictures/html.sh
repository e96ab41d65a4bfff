# SPDX-License-Identifier: MIT
# tests/pictures/html.sh — qprop --format=html, rendered in headless Chromium
#
# For each case (tests/pictures/pictures.sql, examples/broadcast.sql, and the
# largest TPC-DS plans, q14a and q64, over the partitioned schema, from the
# shared corpora: without the corpora folder the other cases still run,
# and the test then ends as a SKIP (exit 77) if nothing else failed, or a
# FAIL with QPROP_REQUIRE_CORPORA=1; tests/corpus/corpora.sh):
#
#   1. qprop --format=html prints exactly one HTML document that loads
#      nothing from anywhere (no src=, no external href, no url(...), no
#      @import);
#   2. Chromium renders it (--dump-dom) and the page's DOM has one plan-node
#      box (class "pn") per node of the plans before and after rewriting,
#      counted from qprop --format=json with and without --no-rewrite, and
#      one derived-predicate marker (class "ln pred derived") per predicate
#      the JSON calls derived;
#   3. the page's own script found nothing wrong (#qp-selfcheck has
#      data-result="ok": box and marker counts per pane, one arrow per
#      selector/filter/CTE edge) and no script error or console message was
#      logged (Chromium's --enable-logging=stderr output has no "Uncaught"
#      and no CONSOLE line);
#   4. a screenshot at 1600x1200 is saved as tests/pictures/results/NAME.png
#      in the build tree (a test artifact; look at it).
#
# Chromium: $QPROP_CHROMIUM, else the first of chromium, chromium-browser,
# google-chrome on PATH (Debian: apt-get install chromium; .ci/run installs
# it).  Without one the test FAILS, unless QPROP_SKIP_BROWSER=1, which makes
# it a SKIP (exit 77).  Run from the build directory by `make check`, or by
# hand: QPROP=/path/to/qprop bash tests/pictures/html.sh.

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

browser=${QPROP_CHROMIUM:-}
if [ -z "$browser" ]; then
    for b in chromium chromium-browser google-chrome; do
        if command -v "$b" >/dev/null 2>&1; then
            browser=$(command -v "$b")
            break
        fi
    done
fi
if [ -z "$browser" ]; then
    if [ "${QPROP_SKIP_BROWSER:-0}" = 1 ]; then
        echo "SKIP: no Chromium found (QPROP_SKIP_BROWSER=1)"
        exit 77
    fi
    echo "FAIL: no Chromium found (tried \$QPROP_CHROMIUM, chromium," \
         "chromium-browser, google-chrome): apt-get install chromium, or set" \
         "QPROP_SKIP_BROWSER=1 to skip this test"
    exit 1
fi
mkdir -p "$results"
profile=$(mktemp -d "${TMPDIR:-/tmp}/qprop-chromium.XXXXXX") || exit 1
trap 'rm -rf "$profile"' EXIT

# Chromium with every network-using feature off and a throwaway profile;
# 120 s at most per run.
chrome() {
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu \
        --disable-software-rasterizer --no-first-run \
        --disable-background-networking --disable-component-update \
        --disable-sync --disable-extensions --hide-scrollbars \
        --user-data-dir="$profile" "$@"
}

count() {       # PATTERN FILE: occurrences of the fixed string PATTERN
    grep -o -F -- "$1" "$2" | wc -l | tr -d ' '
}

# name | qprop arguments
cases=(
    "pictures|$top_srcdir/tests/pictures/pictures.sql"
    "broadcast|$top_srcdir/examples/broadcast.sql"
)
corpora_check
corpora_rc=$?
if [ $corpora_rc != 0 ]; then
    :       # corpora_check said why; the exit status comes last
elif [ -d "$corpora/tpcds" ]; then
    for q in q14a q64; do
        s=$corpora/tpcds/schema_partitioned.sql
        cases+=("tpcds-$q|$s $corpora/tpcds/$q.sql")
    done
else
    echo "FAIL: TPC-DS corpus not found at $corpora/tpcds (set QPROP_CORPORA)"
    failed=1
fi

for c in "${cases[@]}"; do
    name=${c%%|*}
    args=${c#*|}
    html=$results/$name.html
    ok=1
    # shellcheck disable=SC2086 # the arguments are words
    if ! "$qprop" --format=html $args >"$html" 2>"$results/$name.err"; then
        echo "FAIL: $name: qprop --format=html failed"
        head -n 5 "$results/$name.err"
        failed=1
        continue
    fi
    # 1. one document, nothing loaded from outside
    if [ "$(count '<!DOCTYPE html>' "$html")" != 1 ] \
        || [ "$(count '</html>' "$html")" != 1 ]; then
        echo "FAIL: $name: not exactly one HTML document"
        ok=0
    fi
    outside="src=|href=\"(https?:|//)|url\\([\"']?[a-z/]|@import"
    if grep -n -i -E "$outside" "$html" | head -n 5 | grep .; then
        echo "FAIL: $name: the page refers to something outside itself"
        ok=0
    fi
    # shellcheck disable=SC2086
    "$qprop" --format=json $args >"$results/$name.after.json" 2>/dev/null
    # shellcheck disable=SC2086
    "$qprop" --format=json --no-rewrite $args \
        >"$results/$name.before.json" 2>/dev/null
    nodes=$(( $(count '"node": ' "$results/$name.after.json") \
              + $(count '"node": ' "$results/$name.before.json") ))
    derived=$(( $(count '"derived": true' "$results/$name.after.json") \
                + $(count '"derived": true' "$results/$name.before.json") ))

    # 2. and 3. the rendered DOM and the browser's log
    dom=$results/$name.dom.html
    log=$results/$name.chromium.log
    chrome --enable-logging=stderr --v=0 --dump-dom "file://$html" \
        >"$dom" 2>"$log"
    rc=$?
    if [ $rc != 0 ] || [ ! -s "$dom" ]; then
        echo "FAIL: $name: chromium --dump-dom exited $rc; its log:"
        grep -v -E 'dbus|D-Bus|bus\.cc' "$log" | tail -n 15
        failed=1
        continue
    fi
    boxes=$(count 'class="pn ' "$dom")
    markers=$(count 'class="ln pred derived"' "$dom")
    selfcheck=$(grep -o 'id="qp-selfcheck" data-result="[^"]*"' "$dom" \
                | sed 's/.*data-result="//; s/"$//')
    if [ "$boxes" != "$nodes" ]; then
        echo "FAIL: $name: $boxes plan-node boxes in the page, $nodes nodes" \
             "in the JSON plans"
        ok=0
    fi
    if [ "$markers" != "$derived" ]; then
        echo "FAIL: $name: $markers derived markers in the page, $derived" \
             "derived predicates in the JSON plans"
        ok=0
    fi
    if [ "$selfcheck" != ok ]; then
        echo "FAIL: $name: the page's self-check says: ${selfcheck:-nothing}"
        ok=0
    fi
    if grep -E 'Uncaught|CONSOLE\(' "$log" | head -n 5 | grep .; then
        echo "FAIL: $name: script errors or console messages (above)"
        ok=0
    fi

    # 4. the screenshot
    png=$results/$name.png
    rm -f "$png"
    (cd "$results" && chrome --screenshot="$png" --window-size=1600,1200 \
        "file://$html" >/dev/null 2>"$results/$name.screenshot.log")
    if [ ! -s "$png" ] || ! head -c 8 "$png" | grep -q PNG; then
        echo "FAIL: $name: no screenshot at $png"
        tail -n 5 "$results/$name.screenshot.log"
        ok=0
    fi
    if [ $ok = 1 ]; then
        echo "ok: $name: $boxes boxes, $markers derived markers, self-check" \
             "ok, screenshot $png"
    else
        failed=1
    fi
done
if [ $failed = 0 ] && [ $corpora_rc != 0 ]; then
    exit $corpora_rc
fi
exit $failed
