# SPDX-License-Identifier: MIT
# tests/oracle/partition_compare.sh — qprop's partition pruning and tuple
# routing against a throwaway PostgreSQL 15 (partition_compare.py does the
# work): every query of PostgreSQL's partition_prune.sql that qprop parses
# (no partition kept that PostgreSQL prunes, same rows after rewriting),
# and the leaf of every row of a set of range, list, hash and multi-level
# tables (tableoid against `qprop --route`).  Without the corpora folder
# it is skipped (exit 77), or fails with QPROP_REQUIRE_CORPORA=1
# (tests/corpus/corpora.sh).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
top_srcdir=$(cd "$here/../.." && pwd)
. "$top_srcdir/tests/corpus/corpora.sh"
oracle_qprop
oracle_python
corpora_check || exit $?
setup=$corpora/pg-regress/test_setup_excerpt.sql
script=$corpora/pg-regress/partition_prune.sql
if [ ! -f "$script" ] || [ ! -f "$setup" ]; then
    echo "FAIL: $script not found (set QPROP_CORPORA)"
    exit 1
fi

oracle_cluster

rc=0
psql -X -q -c 'CREATE DATABASE prune' -c 'CREATE DATABASE route' \
    -c 'CREATE DATABASE exprkeys' -c 'CREATE DATABASE uuidkeys' || exit 1
PGDATABASE=prune python3 "$here/partition_compare.py" prune "$qprop" \
    "$setup" "$script" || rc=1
# partition keys that are expressions (issue 16)
PGDATABASE=exprkeys python3 "$here/partition_compare.py" prune "$qprop" \
    /dev/null "$here/partition_exprkeys.sql" 31 || rc=1
# uuid partition keys (issue 16)
PGDATABASE=uuidkeys python3 "$here/partition_compare.py" prune "$qprop" \
    /dev/null "$here/partition_uuid.sql" 43 || rc=1
PGDATABASE=route python3 "$here/partition_compare.py" route "$qprop" || rc=1
exit $rc
