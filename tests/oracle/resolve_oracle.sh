# SPDX-License-Identifier: MIT
# tests/oracle/resolve_oracle.sh — operator and function resolution
# against PostgreSQL
#
# Runs tests/oracle/resolve_oracle.py on a throwaway PostgreSQL 15: every
# built-in operator name on columns of 47 built-in types, with an untyped
# NULL or another column on the other side, and every built-in function
# of one or two arguments on NULL and on columns, as written and as qprop
# prints them.  qprop must accept what PostgreSQL accepts, reject what it
# rejects, and choose the same operator or function, casts and result
# type.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
qprop=${QPROP:-$PWD/qprop}
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
if [ ! -x "$qprop" ]; then
    echo "FAIL: qprop not found at $qprop (build it, or set QPROP)"
    exit 1
fi

. "$here/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"

python3 "$here/resolve_oracle.py" "$qprop" "$PG_CLUSTER_DIR/work"
