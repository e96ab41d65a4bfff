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
    # pgcluster.sh's EXIT trap, after a note of the server's CPU time
    trap 'oracle_cluster_cpu; pg_cluster_cleanup' EXIT
}

# oracle_cluster_cpu: print the CPU time the server has used (the postmaster
# and the backends it has reaped, from /proc), which with the test's own
# user+sys time is what the test costs (tests/oracle/README.md, "Keeping
# them fast").  Keeps $? for pg_cluster_cleanup.
oracle_cluster_cpu()
{
    local rc=$? pid stat
    if [ "$PG_CLUSTER_RUNNING" = yes ] &&
       pid=$(head -n 1 "$PG_CLUSTER_DIR/data/postmaster.pid" 2>/dev/null) &&
       stat=$(cat "/proc/$pid/stat" 2>/dev/null); then
        # after the command's ")": utime is the 12th field, then stime,
        # cutime, cstime, in clock ticks
        echo "${stat##*) }" |
        awk -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" \
            '{ printf "note: PostgreSQL server CPU %.1f s\n", ($12 + $13 + $14 + $15) / hz }'
    fi
    return $rc
}
