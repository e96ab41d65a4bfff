# SPDX-License-Identifier: MIT
# tests/oracle/oracle_env.sh — what the scripts that run qprop against
# PostgreSQL share (bash, sourced; beside pgcluster.sh)
#
#     here=$(cd "$(dirname "$0")" && pwd)
#     . "$here/oracle_env.sh"
#     oracle_qprop      # $qprop: $QPROP or ./qprop, made absolute
#     oracle_python     # python3 is there
#     oracle_cluster    # a throwaway cluster (pgcluster.sh), its binaries
#                       # first in PATH
#
# A missing qprop or python3 is a failure (exit 1) that says what to do.

oracle_env_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

oracle_qprop()
{
    qprop=${QPROP:-$PWD/qprop}
    case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
    if [ ! -x "$qprop" ]; then
        echo "FAIL: qprop not found at $qprop (build it, or set QPROP)"
        exit 1
    fi
}

oracle_python()
{
    if ! command -v python3 >/dev/null 2>&1; then
        echo "FAIL: python3 is needed (apt-get install python3)"
        exit 1
    fi
}

oracle_cluster()
{
    . "$oracle_env_dir/pgcluster.sh"
    pg_cluster_start
    export PATH="$PG_BIN:$PATH"
}
