#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/api/regress.sh — `qprop regress`, the golden-file workflow of a
# team's own queries, end to end on examples/regress/: the example passes
# as shipped; a changed query fails with a unified diff and exit status 1;
# --accept writes the expected files and the run then passes; a query file
# without an expected file fails; options in a file's header and in
# qprop.opts apply; bad options and a missing folder are usage errors (2).
: "${srcdir:=.}"
qprop=$PWD/qprop
status=0
fail() { echo "FAIL: $*"; status=1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-regress.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
ex=$srcdir/examples/regress

# 1. the shipped example passes
"$qprop" regress --schema "$ex/schema.sql" "$ex/plans" > "$tmp/out" 2>&1
rc=$?
test $rc = 0 || { fail "example: exit $rc, want 0"; cat "$tmp/out"; }
n=$(ls "$ex/plans"/*.sql | wc -l)
tail -n 1 "$tmp/out" | grep -qx "$n passed, 0 failed" \
    || { fail "example: closing line"; cat "$tmp/out"; }

# 2. a changed query fails, with a unified diff naming both sides
cp -R "$ex" "$tmp/ex"
chmod -R u+w "$tmp/ex"
sed 's/IN (7, 8)/IN (7, 9)/' "$ex/plans/customer_orders.sql" \
    > "$tmp/ex/plans/customer_orders.sql"
"$qprop" regress -s "$tmp/ex/schema.sql" "$tmp/ex/plans" > "$tmp/out" 2>&1
rc=$?
test $rc = 1 || fail "changed query: exit $rc, want 1"
grep -q '^FAILED .*customer_orders.sql$' "$tmp/out" || fail "FAILED line"
grep -q '^--- .*expected/customer_orders.out$' "$tmp/out" || fail "--- line"
grep -q '^+++ .*customer_orders.sql (actual)$' "$tmp/out" || fail "+++ line"
grep -q '^@@ -[0-9]*,[0-9]* +[0-9]*,[0-9]* @@$' "$tmp/out" || fail "hunk header"
grep -q '^-  *Filter: c.id IN (7, 8)$' "$tmp/out" || fail "removed line"
grep -q '^+  *Filter: c.id IN (7, 9)$' "$tmp/out" || fail "added line"
grep -q '^+  *Filter: o.customer_id IN (7, 9)  (derived)$' "$tmp/out" \
    || fail "added derived line"
tail -n 1 "$tmp/out" | grep -qx "$((n - 1)) passed, 1 failed" \
    || fail "changed query: closing line"
test $status = 0 || cat "$tmp/out"

# 3. --accept writes it; the next run passes and the file holds the change
"$qprop" regress -s "$tmp/ex/schema.sql" --accept "$tmp/ex/plans" \
    > "$tmp/out" 2>&1 || fail "--accept: exit $?"
grep -q '^accepted .*customer_orders.sql' "$tmp/out" || fail "accepted line"
grep -q 'c.id IN (7, 9)' "$tmp/ex/plans/expected/customer_orders.out" \
    || fail "--accept did not write the new plan"
"$qprop" regress -s "$tmp/ex/schema.sql" "$tmp/ex/plans" > "$tmp/out" 2>&1 \
    || { fail "after --accept: exit $?"; cat "$tmp/out"; }

# 4. a new query file without an expected file fails and says so
printf 'SELECT name FROM customers WHERE id = 3;\n' > "$tmp/ex/plans/new.sql"
"$qprop" regress -s "$tmp/ex/schema.sql" "$tmp/ex/plans" > "$tmp/out" 2>&1
test $? = 1 || fail "no expected file: want exit 1"
grep -q 'no expected file .*new.out' "$tmp/out" || fail "no expected file note"

# 5. options: a header line and a folder's qprop.opts
mkdir "$tmp/o"
printf -- '-- qprop: --format=sql\nSELECT name FROM customers WHERE id = 3;\n' \
    > "$tmp/o/a.sql"
printf 'SELECT name FROM customers WHERE id = 3;\n' > "$tmp/o/b.sql"
printf -- '--format=json\n' > "$tmp/o/qprop.opts"
"$qprop" regress -s "$ex/schema.sql" --accept "$tmp/o" > /dev/null 2>&1 \
    || fail "options: --accept"
grep -q '^SELECT .*;$' "$tmp/o/expected/a.out" || fail "header --format=sql"
grep -q '^{"query": 1' "$tmp/o/expected/b.out" || fail "qprop.opts --format=json"
printf -- '-- qprop: --route=customers\nSELECT 1;\n' > "$tmp/o/c.sql"
"$qprop" regress -s "$ex/schema.sql" "$tmp/o" > "$tmp/out" 2>&1
grep -q "option '--route=customers' is not allowed here" \
    "$tmp/o/expected/c.out" "$tmp/out" 2>/dev/null \
    || grep -q "not allowed here" "$tmp/out" \
    || fail "a header option that is not allowed"

# 6. usage errors
"$qprop" regress > /dev/null 2>&1
test $? = 2 || fail "no folder: want exit 2"
"$qprop" regress "$tmp/nosuch" > /dev/null 2>&1
test $? = 2 || fail "missing folder: want exit 2"
"$qprop" regress --stats "$tmp/o" > /dev/null 2>&1
test $? = 2 || fail "--stats: want exit 2"
"$qprop" regress --help | grep -q -- '--accept' || fail "regress --help"
exit $status
