#!/bin/sh
# SPDX-License-Identifier: MIT
# Golden plans that survive partition maintenance (issue 37, point 2): the
# monthly-orders example of examples/monthly_orders (a pg_dump of an
# application's schema, ten queries as a DBA writes them) passes `qprop
# regress`, and still passes after a month is added that every query
# prunes, while the full partitions form (--partitions=all) does change.
# A new folder's first --accept records --partitions=kept in its
# qprop.opts; a folder with expected files and no such line keeps the full
# form.
: "${srcdir:=.}"
qprop=$PWD/qprop
ex=$srcdir/examples/monthly_orders
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-parts.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

"$qprop" regress --schema "$ex/schema.sql" "$ex" > "$tmp/out" 2>&1 \
    || { fail "qprop regress on examples/monthly_orders"; cat "$tmp/out"; }

# the same folder after a new month every query prunes (December 2023)
cp -R "$ex" "$tmp/mo"
cat >> "$tmp/mo/schema.sql" <<'SQL'
CREATE TABLE public.orders_2023_12 PARTITION OF public.orders
    FOR VALUES FROM ('2023-12-01 00:00:00+00') TO ('2024-01-01 00:00:00+00');
CREATE TABLE public.order_lines_2023_12 PARTITION OF public.order_lines
    FOR VALUES FROM ('2023-12-01 00:00:00+00') TO ('2024-01-01 00:00:00+00');
SQL
"$qprop" regress --schema "$tmp/mo/schema.sql" "$tmp/mo" > "$tmp/out" 2>&1 \
    || { fail "a partition the queries prune changed the goldens"; cat "$tmp/out"; }
# ... which the full form would show (the test can fail)
"$qprop" --partitions=all "$ex/schema.sql" "$ex/01_last_week.sql" > "$tmp/a1" 2>&1
"$qprop" --partitions=all "$tmp/mo/schema.sql" "$ex/01_last_week.sql" > "$tmp/a2" 2>&1
grep -q "Partitions: 1 of 13 (orders_2024_06)" "$tmp/a1" \
    || fail "--partitions=all: no 'Partitions: 1 of 13' line"
cmp -s "$tmp/a1" "$tmp/a2" && fail "--partitions=all did not change with a new partition"
# and a partition a query keeps does change its golden
cat >> "$tmp/mo/schema.sql" <<'SQL'
CREATE TABLE public.orders_2025_02 PARTITION OF public.orders
    FOR VALUES FROM ('2025-02-01 00:00:00+00') TO ('2025-03-01 00:00:00+00');
SQL
"$qprop" regress --schema "$tmp/mo/schema.sql" "$tmp/mo" > "$tmp/out" 2>&1 \
    && fail "a partition 04_one_customer.sql reads left its golden unchanged"
grep -q "^FAILED.*04_one_customer.sql" "$tmp/out" \
    || fail "04_one_customer.sql not the file that changed"

# the SQL of every query names no leaf partition (it stays right after
# the next month's partition), and the leaves form does
for f in "$ex"/[0-9]*.sql; do
    "$qprop" --format=sql "$ex/schema.sql" "$f" > "$tmp/sql" 2>&1 \
        || fail "qprop --format=sql $f"
    grep -q "_20[0-9][0-9]_[0-9][0-9]" "$tmp/sql" \
        && { fail "$f: the SQL names a leaf partition"; cat "$tmp/sql"; }
done
"$qprop" --format=sql --sql-partitions=leaves "$ex/schema.sql" \
    "$ex/01_last_week.sql" | grep -q "FROM public.orders_2024_06\|FROM orders_2024_06" \
    || fail "--sql-partitions=leaves does not name orders_2024_06"

# a new folder records the kept form; an old one keeps the full form
mkdir "$tmp/new"
cp "$ex/01_last_week.sql" "$tmp/new/"
"$qprop" regress --accept --schema "$ex/schema.sql" "$tmp/new" > "$tmp/out" 2>&1
grep -qx -- "--partitions=kept" "$tmp/new/qprop.opts" \
    || fail "a new folder's --accept did not write --partitions=kept"
grep -q "Partitions kept: orders_2024_06" "$tmp/new/expected/01_last_week.out" \
    || fail "a new folder's golden is not in the kept form"
rm "$tmp/new/qprop.opts"
"$qprop" regress --schema "$ex/schema.sql" "$tmp/new" > "$tmp/out" 2>&1 \
    && fail "an old folder without qprop.opts read the kept form"
grep -q "^+ *Partitions: 1 of 13" "$tmp/out" \
    || fail "an old folder did not list partitions in full"
exit $status
