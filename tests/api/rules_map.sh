# SPDX-License-Identifier: MIT
# tests/api/rules_map.sh — every rewrite rule is on the map: its section in
# doc/rules.md, its line in README.md, a golden file of its own
#
# The rules are the RULE(NAME) lines of src/rewrite/rules.def.  For each
# NAME this checks:
#
#   doc     doc/rules.md has a section "## NAME", and the sections come in
#           the order of rules.def (the catalogue is in run order);
#   readme  a line of README.md names it as `NAME` (the Status list of
#           the rules, in run order);
#   golden  the rule's own golden file: tests/regress/sql/NAME.sql with
#           tests/regress/expected/NAME.out, listed in REGRESS_TESTS of
#           Makefile.am, and the expected output shows the rule firing: a
#           trace line "NAME: ..." (run.sh runs the "after" plan with
#           --trace, which prints one line per application of a rule).
#
# A golden is recognised by its file name, as STYLE.md (section 9) and
# doc/architecture.md ("Where to add") ask: a rule's golden is called
# after the rule.  Other goldens may exercise a rule too; they do not
# count.
#
# Then the test checks itself: it copies those files into a temporary
# tree, adds a rule (RULE(map_selftest_rule)) to the copy of rules.def
# with no doc, README line or golden, runs the same checks there and
# fails unless exactly those three are reported missing.
#
# Prints one line per missing piece ("rules.def:LINE: NAME: ..."), then
# `N passed, N failed`.  Exit status: 0 when every rule is on the map,
# 1 otherwise.
#
# Run by `make check`, or by hand: bash tests/api/rules_map.sh [TOP_SRCDIR]
# (default: the tree this script is in).

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top=${1:-$here/../..}
top=$(cd "$top" 2>/dev/null && pwd) || {
    echo "FAIL: no such directory: ${1:-}"
    echo "0 passed, 1 failed"
    exit 1
}

# check_map TOP: prints one line per missing piece and sets passed and
# failed (one check per rule and piece)
check_map() {
    local t=$1 def=$1/src/rewrite/rules.def
    local doc=$1/doc/rules.md readme=$1/README.md mk=$1/Makefile.am
    local names=() lines=() name line n i prev_pos pos
    passed=0
    failed=0
    for f in "$def" "$doc" "$readme" "$mk"; do
        if [ ! -f "$f" ]; then
            echo "FAIL: ${f#"$t"/} not found"
            failed=$((failed + 1))
            return
        fi
    done
    while IFS=: read -r line name; do
        name=${name#RULE(}
        name=${name%%[,)]*}
        names+=("$name")
        lines+=("$line")
    done < <(grep -n '^RULE(' "$def")
    if [ ${#names[@]} = 0 ]; then
        echo "FAIL: src/rewrite/rules.def names no rule"
        failed=$((failed + 1))
        return
    fi
    # the file's REGRESS_TESTS list, one word a line
    local regress
    regress=$(sed -n '/^REGRESS_TESTS *=/,/[^\\]$/p' "$mk" | tr ' \t\\' '\n\n\n')
    prev_pos=0
    for i in "${!names[@]}"; do
        name=${names[$i]}
        line=${lines[$i]}
        where="src/rewrite/rules.def:$line: $name"
        # doc: its section, after the previous rule's
        pos=$(grep -n -x "## $name" "$doc" | head -n 1 | cut -d: -f1)
        if [ -z "$pos" ]; then
            echo "$where: no section \"## $name\" in doc/rules.md"
            failed=$((failed + 1))
        elif [ "$pos" -lt "$prev_pos" ]; then
            echo "$where: its section in doc/rules.md (line $pos) comes" \
                 "before the previous rule's (rules.def is the run order)"
            failed=$((failed + 1))
            prev_pos=$pos
        else
            passed=$((passed + 1))
            prev_pos=$pos
        fi
        # readme: a line naming it
        if grep -q "\`$name\`" "$readme"; then
            passed=$((passed + 1))
        else
            echo "$where: README.md does not name it (\`$name\`)"
            failed=$((failed + 1))
        fi
        # golden: sql, expected, listed, and the rule fires in it
        n=0
        local sql=$t/tests/regress/sql/$name.sql
        local out=$t/tests/regress/expected/$name.out
        if [ ! -f "$sql" ]; then
            echo "$where: no golden file tests/regress/sql/$name.sql"
            n=1
        elif [ ! -f "$out" ]; then
            echo "$where: no expected output tests/regress/expected/$name.out"
            n=1
        else
            if ! printf '%s\n' "$regress" |
                 grep -q -x "tests/regress/sql/$name.sql"; then
                echo "$where: tests/regress/sql/$name.sql is not in" \
                     "REGRESS_TESTS (Makefile.am)"
                n=1
            fi
            if ! grep -q "^$name: " "$out"; then
                echo "$where: tests/regress/expected/$name.out never shows" \
                     "it firing (no trace line \"$name: ...\")"
                n=1
            fi
        fi
        if [ $n = 0 ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
        fi
    done
}

check_map "$top"
total_passed=$passed
total_failed=$failed

# --- the self-test: a rule added with nothing else must fail three times ---
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-rulesmap.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src/rewrite" "$tmp/doc" "$tmp/tests/regress"
cp "$top/src/rewrite/rules.def" "$tmp/src/rewrite/" &&
cp "$top/doc/rules.md" "$tmp/doc/" &&
cp "$top/README.md" "$top/Makefile.am" "$tmp/" &&
cp -R "$top/tests/regress/sql" "$top/tests/regress/expected" \
    "$tmp/tests/regress/" || exit 1
echo 'RULE(map_selftest_rule)' >> "$tmp/src/rewrite/rules.def"
self=$(check_map "$tmp")
got=$(printf '%s\n' "$self" | grep -c ': map_selftest_rule: ')
if [ "$got" = 3 ] &&
   printf '%s\n' "$self" | grep -q 'map_selftest_rule: no section' &&
   printf '%s\n' "$self" | grep -q 'map_selftest_rule: README.md does not' &&
   printf '%s\n' "$self" | grep -q 'map_selftest_rule: no golden file'; then
    total_passed=$((total_passed + 1))
else
    echo "FAIL: self-test: a rule added to a copy of rules.def with no doc," \
         "README line or golden was not reported three times; got:"
    printf '%s\n' "$self" | grep 'map_selftest_rule' | sed 's/^/    /'
    total_failed=$((total_failed + 1))
fi

echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ]
