# SPDX-License-Identifier: MIT
# tests/oracle/repro_oracle.sh — the kept reproducers on PostgreSQL
#
# Runs tests/oracle/repro_oracle.py on a throwaway PostgreSQL 15 over every
# file of tests/oracle/repro/: reproducers the differential oracle once
# reduced (and cases written the same way by hand), each with its own
# rows; the query as written and as qprop prints it must give the same
# rows or the same error.  A reproducer the oracle writes to oracle-repro/
# becomes a test by being copied there, with a comment on what it shows.
# Arguments: reproducer names (svf-precision or a path) to run only
# those; none runs them all.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop

oracle_cluster

files=()
for f in "$@"; do
    case $f in
    */*) files+=("$f") ;;
    *) files+=("$here/repro/${f%.sql}.sql") ;;
    esac
done
[ ${#files[@]} -gt 0 ] || files=("$here"/repro/*.sql)
python3 "$here/repro_oracle.py" "$qprop" "${files[@]}"
