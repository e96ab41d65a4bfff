#!/bin/sh
# SPDX-License-Identifier: MIT
# The CLI conveniences: --help lists exactly the long options the man page
# documents (so neither falls behind the other), --stats reports on standard
# error only, and --color colours text output only.
: "${srcdir:=.}"
qprop=./qprop
status=0
fail() { echo "FAIL: $*"; status=1; }

# every long option in --help and in the man page's OPTIONS section; the
# man page also names the alias --rules of --list-rules
help_opts=`"$qprop" --help | grep -o -- '--[a-z][a-z-]*' | sort -u`
man_opts=$(sed -n '/^\.SH OPTIONS/,/^\.SH EXIT STATUS/p' "$srcdir/doc/qprop.1" \
    | sed 's/\\-/-/g' | grep -o -- '--[a-z][a-z-]*' | grep -v '^--rules$' \
    | sort -u)
test -n "$help_opts" || fail "qprop --help lists no options"
if test "$help_opts" != "$man_opts"; then
    fail "--help and doc/qprop.1 list different options"
    echo "--help:"; echo "$help_opts"; echo "doc/qprop.1:"; echo "$man_opts"
fi

f=$srcdir/examples/partitions.sql
"$qprop" "$f" > tests/api/cli.plain 2>&1 || fail "qprop $f"
"$qprop" --stats "$f" > tests/api/cli.stats 2> tests/api/cli.err \
    || fail "qprop --stats"
cmp -s tests/api/cli.plain tests/api/cli.stats \
    || fail "--stats changed standard output"
grep -q '^qprop: stats: 3 queries, 1 derived predicates, 4 of 9 partitions pruned' \
    tests/api/cli.err || { fail "--stats totals"; cat tests/api/cli.err; }
test `grep -c 'stats of query' tests/api/cli.err` = 3 \
    || fail "--stats: one line per query"

esc=`printf '\033'`
"$qprop" --color=always "$f" | grep -q "$esc" || fail "--color=always"
"$qprop" --color=never "$f" | grep -q "$esc" && fail "--color=never"
"$qprop" --color=auto "$f" | grep -q "$esc" && fail "--color=auto, not a tty"
for fmt in json sql; do
    "$qprop" --color=always --format=$fmt "$f" | grep -q "$esc" \
        && fail "--color in $fmt output"
done
"$qprop" --color=sometimes "$f" > /dev/null 2>&1
test $? = 2 || fail "--color=sometimes is a usage error (2)"
rm -f tests/api/cli.plain tests/api/cli.stats tests/api/cli.err
exit $status
