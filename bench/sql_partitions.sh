#!/bin/bash
# SPDX-License-Identifier: MIT
# bench/sql_partitions.sh — bench/sql_partitions.py on the partitioned
# TPC-DS schema of ../shared/corpora and on examples/monthly_orders, each
# in its own database of a throwaway cluster.  QPROP: the qprop binary.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
qprop=${QPROP:-$here/qprop}
corpora=${QPROP_CORPORA:-$here/../shared/corpora}
. "$here/tests/oracle/pgcluster.sh"
pg_cluster_start >/dev/null || exit 1
status=0
run() { # NAME SCHEMA QUERIES...
    name=$1; shift
    "$PG_BIN/createdb" "$name" || exit 1
    echo "== $name"
    PGDATABASE=$name python3 "$here/bench/sql_partitions.py" "$qprop" "$@" \
        || status=1
}
if [ -d "$corpora/tpcds" ]; then
    run tpcds_part "$corpora/tpcds/schema_partitioned.sql" "$corpora"/tpcds/q*.sql
else
    echo "SKIP: TPC-DS: no corpora at $corpora"
fi
run monthly_orders "$here/examples/monthly_orders/schema.sql" \
    "$here"/examples/monthly_orders/[0-9]*.sql
exit $status
