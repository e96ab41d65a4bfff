# SPDX-License-Identifier: MIT
# tests/oracle/syscat_regen.sh — src/catalog/syscat_data.c (the system
# relations of every version in one file) is what tools/syscat.py writes:
# regenerate the relations of the version of the server given (PostgreSQL
# 15 unless QPROP_PG_BINDIR names another: tools/pg-versions.sh catalogs,
# make check-pgcat) from a throwaway cluster, over the file's relations of
# the other versions, and compare.  A difference fails the test (run the
# script and commit its output when PostgreSQL's catalogs are meant to be
# followed).
# Environment: QPROP_SKIP_PG, QPROP_PG_KEEP, QPROP_PG_BINDIR (pgcluster.sh).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
. "$here/oracle_env.sh"
oracle_python

oracle_cluster
export QPROP_PSQL="$PG_BIN/psql"
v=$("$PG_BIN/postgres" --version | sed -E 's/.* ([0-9]+)[.].*/\1/')

data=$top_srcdir/src/catalog/syscat_data.c
out=$PG_CLUSTER_DIR/syscat_data.c
if ! python3 "$top_srcdir/tools/syscat.py" --from "$data" >"$out"; then
    echo "FAIL: tools/syscat.py failed on PostgreSQL $v"
    exit 1
fi
if ! diff -u "$data" "$out" | head -40; then
    :
fi
if cmp -s "$data" "$out"; then
    echo "syscat: src/catalog/syscat_data.c holds PostgreSQL $v's system relations as tools/syscat.py writes them"
    echo "1 passed, 0 failed"
    exit 0
fi
echo "FAIL: src/catalog/syscat_data.c differs from tools/syscat.py's output on PostgreSQL $v"
exit 1
