# SPDX-License-Identifier: MIT
# tests/oracle/syscat_regen.sh — src/catalog/syscat_data.c is what
# tools/syscat.py writes from PostgreSQL 15: regenerate it from a throwaway
# cluster and compare.  A difference fails the test (run the script and
# commit its output when PostgreSQL's catalogs are meant to be followed).
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

out=$PG_CLUSTER_DIR/syscat_data.c
if ! python3 "$top_srcdir/tools/syscat.py" >"$out"; then
    echo "FAIL: tools/syscat.py failed"
    exit 1
fi
if ! diff -u "$top_srcdir/src/catalog/syscat_data.c" "$out" | head -40; then
    :
fi
if cmp -s "$top_srcdir/src/catalog/syscat_data.c" "$out"; then
    echo "syscat: src/catalog/syscat_data.c is what tools/syscat.py writes"
    echo "1 passed, 0 failed"
    exit 0
fi
echo "FAIL: src/catalog/syscat_data.c differs from tools/syscat.py's output"
exit 1
