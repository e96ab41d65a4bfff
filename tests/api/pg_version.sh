#!/bin/sh
# SPDX-License-Identifier: MIT
# qprop --pg-version (issue 38): the version each file is read as, printed
# by --trace: the option, else QPROP_PG_VERSION, else the file's pg_dump
# header, else 18; what PostgreSQL 15 rejects is rejected under 15 only.
# The goldens pg_versions.sql and pg15_dialect.sql hold the dialect itself.
qprop=${QPROP:-./qprop}
tmp=`mktemp -d "${TMPDIR:-/tmp}/qprop-pgv.XXXXXX"` || exit 1
trap 'rm -rf "$tmp"' EXIT
fails=0
unset QPROP_PG_VERSION

fail() { echo "FAIL: $*"; fails=`expr $fails + 1`; }

# expect WHAT WANT-STATUS WANT-GREP -- qprop args (stdin: $tmp/in)
expect() {
    what=$1 want=$2 pat=$3
    shift 3
    "$qprop" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ "$rc" = "$want" ] || fail "$what: exit $rc, not $want"
    cat "$tmp/out" "$tmp/err" | grep -q -e "$pat" \
        || { fail "$what: no '$pat' in"; cat "$tmp/out" "$tmp/err"; }
}

printf 'SELECT 0x1F;\n' >"$tmp/in"
expect "default" 0 '^<stdin>: read as PostgreSQL 18 (the newest qprop reads)$' --trace
expect "default prints 31" 0 'Output: 31' --trace
expect "--pg-version=17" 0 'read as PostgreSQL 17 (--pg-version)' --trace --pg-version=17
expect "--pg-version=15" 1 'trailing junk after numeric literal at or near "0x1F"' --pg-version=15
QPROP_PG_VERSION=15 "$qprop" --trace <"$tmp/in" >"$tmp/out" 2>&1
grep -q 'read as PostgreSQL 15 (QPROP_PG_VERSION)' "$tmp/out" \
    || { fail "QPROP_PG_VERSION=15 not read"; cat "$tmp/out"; }
QPROP_PG_VERSION=15 "$qprop" --trace --pg-version=16 <"$tmp/in" >"$tmp/out" 2>&1
grep -q 'read as PostgreSQL 16 (--pg-version)' "$tmp/out" \
    || { fail "--pg-version does not win over QPROP_PG_VERSION"; cat "$tmp/out"; }
for bad in 14 19 x ""; do
    expect "--pg-version=$bad" 2 'needs a PostgreSQL major version from 15 to 18' "--pg-version=$bad"
done

# a pg_dump header at the start of the file; 17.6 and later write \restrict
printf -- '--\n-- PostgreSQL database dump\n--\n\n\\restrict abc\n\n-- Dumped from database version 15.8\n-- Dumped by pg_dump version 17.6\n\nSELECT * FROM (SELECT 1);\n' >"$tmp/in"
expect "header 15" 1 'read as PostgreSQL 15 (its pg_dump header)' --trace
expect "header 15 rejects" 1 'subquery in FROM must have an alias' --trace
expect "option over header" 0 'read as PostgreSQL 18 (--pg-version)' --trace --pg-version=18
printf -- '-- Dumped from database version 12.3\nSELECT 1;\n' >"$tmp/in"
expect "header 12 reads as 15" 0 'read as PostgreSQL 15 (its pg_dump header)' --trace
# only the leading comments count
printf -- 'SELECT 1;\n-- Dumped from database version 15.8\nSELECT 0x1F;\n' >"$tmp/in"
expect "late header" 0 'read as PostgreSQL 18 (the newest qprop reads)' --trace

if [ $fails = 0 ]; then
    echo "pg_version: all cases passed"
    exit 0
fi
echo "pg_version: $fails failed"
exit 1
