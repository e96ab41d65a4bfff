# SPDX-License-Identifier: MIT
# tests/oracle/selector_oracle.sh — Partition Selectors never remove rows
#
# Runs tests/oracle/selector_oracle.py on a throwaway PostgreSQL 15 with
# the tables of tests/regress/sql/selector_reach.sql and small data with
# NULL keys, keys outside every build input and empty build inputs
# (tests/oracle/selector/): for each query of selector/cases.sql, qprop
# must place the expected number of selectors, and the query with every
# selector applied as an IN filter on its scan must return the rows of the
# query as written.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop

oracle_cluster

python3 "$here/selector_oracle.py" "$qprop" "$here/selector/schema.sql" \
    "$here/selector/data.sql" "$here/selector/cases.sql"
status=$?

# Reach on TPC-DS (no PostgreSQL needed): of the 102 queries that read a
# date-partitioned fact table, at least 80 get a selector or static
# pruning on one (39 when a selector reached only a direct input of its
# join).
corpora=${QPROP_CORPORA:-$here/../../../shared/corpora}
if [ -f "$corpora/tpcds/schema_partitioned.sql" ]; then
    python3 "$here/selector_reach.py" "$qprop" "$corpora/tpcds" --min 80 ||
        status=1
else
    echo "no TPC-DS corpus at $corpora: reach not counted"
fi
exit $status
