# SPDX-License-Identifier: MIT
# tests/oracle/corpora_data.sh — every TPC-H, TPC-DS (schema.sql +
# schema_ri.sql, and schema_partitioned.sql) and JOB query on a throwaway
# PostgreSQL with small generated data (tests/oracle/corpora_data.py makes
# it and does the work): as written, as `qprop --no-rewrite --format=sql`
# prints it and as `qprop --format=sql` prints it; the rows must be equal.
#
# Fails on different rows, qprop SQL that PostgreSQL rejects, or a query of
# the corpus that PostgreSQL rejects, except the queries listed in
# tests/oracle/corpora_data.known (SET:FILE reason), reported as "known".
# Queries qprop rejects are counted, not failures.
#
# The corpora are ${QPROP_CORPORA:-../shared/corpora beside the source
# tree}/{tpch,tpcds,job}; without them the test is a SKIP, or a FAIL under
# QPROP_REQUIRE_CORPORA=1.  Environment: QPROP, QPROP_CORPORA,
# QPROP_REQUIRE_CORPORA, QPROP_SKIP_PG, QPROP_PG_KEEP, QPROP_PG_BINDIR;
# arguments: sets to run (tpch tpcds tpcds_part job; default all).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
top_srcdir=$(cd "$here/../.." && pwd)
corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}

for c in tpch tpcds job; do
    if [ ! -f "$corpora/$c/schema.sql" ]; then
        if [ "${QPROP_REQUIRE_CORPORA:-0}" = 1 ]; then
            echo "FAIL: corpus folder $corpora/$c not found (set QPROP_CORPORA)"
            exit 1
        fi
        echo "SKIP: corpus folder $corpora/$c not found (set QPROP_CORPORA)"
        exit 77
    fi
done
oracle_qprop
oracle_python
corpora=$(cd "$corpora" && pwd)

oracle_cluster
export QPROP_ORACLE_WORK=$PG_CLUSTER_DIR/work
python3 "$here/corpora_data.py" "$qprop" "$corpora" \
    "$here/corpora_data.known" "$here/tpch_data.sql" "$@"
