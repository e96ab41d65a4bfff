# SPDX-License-Identifier: MIT
# tests/oracle/timezone.sh — timestamptz partition pruning, rewriting and
# routing in several session time zones (UTC, America/New_York and
# Europe/Berlin across their 2024 DST changes, Asia/Kolkata,
# Australia/Sydney, a number of hours, a POSIX string) against a
# throwaway PostgreSQL 15: timezone.py does the work and prints a line per
# zone.  Needs the system zoneinfo (tzdata).
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
if ! command -v python3 >/dev/null 2>&1; then
    echo "FAIL: python3 is needed (apt-get install python3)"
    exit 1
fi
if [ ! -f /usr/share/zoneinfo/America/New_York ]; then
    echo "FAIL: /usr/share/zoneinfo is missing (apt-get install tzdata)"
    exit 1
fi

. "$here/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"
export QPROP_TZ_WORK=$PG_CLUSTER_DIR/work
python3 "$here/timezone.py" "$qprop"
