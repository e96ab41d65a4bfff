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
# type; and it must read literals of the types it models as PostgreSQL
# does, or say it does not read their form.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop

oracle_cluster

python3 "$here/resolve_oracle.py" "$qprop" "$PG_CLUSTER_DIR/work"
