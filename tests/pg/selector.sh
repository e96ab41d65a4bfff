#!/bin/bash
# SPDX-License-Identifier: MIT
# tests/pg/selector.sh — golden tests of the pg_qprop extension's
# execution-time partition pruning through a join (issue 36)
#
# Starts a throwaway PostgreSQL 15 cluster (tests/oracle/pgcluster.sh)
# with the freshly built pg/.libs/qprop.so preloaded by its absolute path
# (as tests/pg/check.sh does), loads tests/pg/selector.sql and runs
# tests/pg/selector.py: RANGE (contiguous keys, gaps), LIST, HASH (key
# sets: moduli mixed, int8 and date keys, an empty build side, NULL keys,
# a generic plan, key sets refused; and 1005 one-key build sides routed
# as PostgreSQL routes rows), multi-level, two selectors on one scan, one
# table scanned twice, an
# empty build side, NULL keys, a generic plan, and READ COMMITTED with
# another session's insert, ATTACH and CREATE between planning and
# execution; each with qprop off, with its bounds as quals and as
# run-time pruning (qprop.bounds_as_pruning).  The rows must equal those
# with qprop off, the partitions read be among those read with it off
# and as each case says; the report must equal tests/pg/selector.expected
# (after a change, review the diff and copy tests/pg/selector.out over
# it).  Also fails on a backend crash.  About 10 s.
# SKIP (77) when pg/ was not built; QPROP_PG_BINDIR and QPROP_PG_SO as
# for check.sh.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
so=${QPROP_PG_SO:-$PWD/pg/.libs/qprop.so}
if [ ! -f "$so" ]; then
    echo "SKIP: $so not built (configure found no PostgreSQL 15 pg_config)"
    exit 77
fi
. "$top_srcdir/tests/oracle/oracle_env.sh"
oracle_python
oracle_cluster
mkdir "$PG_CLUSTER_DIR/lib"
cp "$so" "$PG_CLUSTER_DIR/lib/qprop.so"
chmod 755 "$PG_CLUSTER_DIR/lib"
chmod 644 "$PG_CLUSTER_DIR/lib/qprop.so"
status=0
psql="psql -X -q -A -t -v ON_ERROR_STOP=1"
$psql -c 'CREATE DATABASE selector' >/dev/null || exit 1
$psql -d selector -f "$here/selector.sql" >/dev/null || exit 1
mkdir -p tests/pg
out=tests/pg/selector.out
PGOPTIONS="-c session_preload_libraries=$PG_CLUSTER_DIR/lib/qprop.so" \
    python3 "$here/selector.py" selector "$PG_CLUSTER_DIR/work" >"$out" || status=1
if ! diff -u "$here/selector.expected" "$out"; then
    echo "FAIL: $out differs from tests/pg/selector.expected (above)"
    status=1
fi
grep -E '^(FAIL|XFAIL|XPASS)' "$out"
tail -n 1 "$out"
if grep -E 'terminated by signal|was terminated by|server process .* exited with' \
        "$PG_CLUSTER_DIR/log/server.log"; then
    echo "FAIL: a backend crashed (server log above)"
    status=1
fi
exit $status
