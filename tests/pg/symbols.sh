#!/bin/bash
# SPDX-License-Identifier: MIT
# tests/pg/symbols.sh — the extension calls PostgreSQL's functions, not
# libqprop's homonyms
#
# qprop.so links libqprop's objects in (libqprop_internal.a).  The
# library has functions named as PostgreSQL's (list_copy, list_concat:
# another signature, another list), and inside qprop.so a call the
# extension's own code makes binds to the library's definition, at link
# time and silently: list_copy(a_postgres_list) would run libqprop's
# list_copy on it.  So every symbol the extension's objects (pg/*.o)
# leave undefined and the library defines must be the library's API
# (qprop_*), and qprop.so must export its two entry points alone, so that
# none of the library's symbols can take the place of the server's.
#
#     tests/pg/symbols.sh [EXTENSION_OBJECT...]
#
# Run from the build directory; by default the objects libtool built for
# pg/qprop.la.  SKIP (77) when pg/ was not built or nm is missing.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

lib=.libs/libqprop_internal.a
so=pg/.libs/qprop.so
if [ $# -gt 0 ]; then
    objs=("$@")
else
    objs=(pg/.libs/qprop_la-*.o)
fi
if [ ! -f "$so" ] || [ ! -f "${objs[0]}" ]; then
    echo "SKIP: $so not built (configure found no PostgreSQL 15 pg_config)"
    exit 77
fi
if ! command -v nm >/dev/null 2>&1; then
    echo "SKIP: nm not found (apt-get install binutils)"
    exit 77
fi
if [ ! -f "$lib" ]; then
    echo "FAIL: $lib not found (run from the build directory)"
    exit 1
fi

fail=0
# the library's global definitions (functions and data)
defs=$(nm --defined-only "$lib" | awk 'NF == 3 && $2 ~ /^[TDBRG]$/ { print $3 }' |
       sort -u)
undef=$(for o in "${objs[@]}"; do nm -u "$o" | awk '{ print $NF }'; done | sort -u)
both=$(comm -12 <(echo "$defs") <(echo "$undef"))
clash=$(grep -v '^qprop_' <<<"$both")
if [ -n "$clash" ]; then
    for s in $clash; do
        echo "FAIL: the extension calls $s, which libqprop defines: inside" \
             "qprop.so the call binds to the library's, not PostgreSQL's"
    done
    fail=1
fi
n=$(grep -c '^qprop_' <<<"$both")
if [ "$n" -eq 0 ]; then
    echo "FAIL: the extension's objects call no qprop_ function: wrong objects?"
    fail=1
fi

exports=$(nm -D --defined-only "$so" | awk '{ print $NF }' | sort | tr '\n' ' ')
if [ "$exports" != "Pg_magic_func _PG_init " ]; then
    echo "FAIL: $so exports more than its entry points: $exports"
    fail=1
fi
[ $fail = 0 ] && echo "PASS: ${#objs[@]} objects call $n qprop_ functions" \
    "and nothing else of libqprop's; $so exports $exports"
exit $fail
