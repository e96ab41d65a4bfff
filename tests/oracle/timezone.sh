# SPDX-License-Identifier: MIT
# tests/oracle/timezone.sh — timestamptz partition pruning, rewriting and
# routing in several session time zones (UTC, America/New_York and
# Europe/Berlin across their 2024 DST changes, Asia/Kolkata,
# Australia/Sydney, a number of hours, a POSIX string) against a
# throwaway PostgreSQL 15; and everyday queries printed without a zone
# (issue 34) run in sessions of five zones and under DateStyle 'SQL, DMY':
# timezone.py does the work and prints a line per zone.  Needs the system
# zoneinfo (tzdata).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop
oracle_python
if [ ! -f /usr/share/zoneinfo/America/New_York ]; then
    echo "FAIL: /usr/share/zoneinfo is missing (apt-get install tzdata)"
    exit 1
fi

oracle_cluster
export QPROP_TZ_WORK=$PG_CLUSTER_DIR/work
python3 "$here/timezone.py" "$qprop"
