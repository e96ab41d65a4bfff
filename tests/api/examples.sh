#!/bin/sh
# SPDX-License-Identifier: MIT
# Smoke test of the SQL scenarios in examples/: each runs through qprop in
# every output format with exit status 0 and no error, and the text output
# of each shows what its comment promises (one marker per file below).
: "${srcdir:=.}"
qprop=./qprop
status=0
check() { # FILE MARKER: the rewritten text plan of FILE contains MARKER
    f=$srcdir/examples/$1
    for fmt in text json sql; do
        if ! "$qprop" --format=$fmt "$f" > /dev/null 2> tests/api/examples.err; then
            echo "FAIL: qprop --format=$fmt $1"; cat tests/api/examples.err
            status=1
        elif test -s tests/api/examples.err; then
            echo "FAIL: qprop --format=$fmt $1 wrote to stderr"
            cat tests/api/examples.err
            status=1
        fi
    done
    if ! "$qprop" "$f" 2>&1 | grep -F -q -- "$2"; then
        echo "FAIL: $1 does not show: $2"
        status=1
    fi
}
mkdir -p tests/api
check broadcast.sql "t2.a IN (12, 13)  (derived)"
check outer_joins.sql "o.cust_id = 7  (derived)"
check equivalence.sql "t2.b = 7  (derived)"
check contradictions.sql "Empty"
check subqueries.sql "Null-Aware Anti Join"
check pushdown.sql "sales.region IN ('north', 'south')  (derived)"
check partitions.sql "Partitions: 1 of 3 (events_2024_03)"
rm -f tests/api/examples.err
exit $status
