# SPDX-License-Identifier: MIT
# tests/full/sql_partitions.sh — make check-full runs bench/sql_partitions.sh:
# on PostgreSQL, qprop's --format=sql with partitioned tables read as
# themselves (the default) plans no more leaf partitions than with the kept
# leaves named (--sql-partitions=leaves), over the partitioned TPC-DS corpus
# and examples/monthly_orders (issue 37, point 1).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
here=$(cd "$(dirname "$0")/../.." && pwd)
if [ ! -d "${QPROP_CORPORA:-$here/../shared/corpora}/tpcds" ] \
    && [ "${QPROP_REQUIRE_CORPORA:-0}" = 1 ]; then
    echo "FAIL: no corpora (QPROP_REQUIRE_CORPORA=1)"
    exit 1
fi
QPROP=${QPROP:-$PWD/qprop} exec bash "$here/bench/sql_partitions.sh"
