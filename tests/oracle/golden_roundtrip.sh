# SPDX-License-Identifier: MIT
# tests/oracle/golden_roundtrip.sh — every query of the golden files, run on
# a throwaway PostgreSQL 15 with NULL-heavy data, original against qprop's
# rewrite (tests/oracle/golden_roundtrip.py does the work).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
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

. "$here/pgcluster.sh"
pg_cluster_start
export PATH="$PG_BIN:$PATH"

files=
for f in "$top_srcdir"/tests/regress/sql/*.sql; do
    # files that test qprop's errors: their rejected statements (and
    # txn_abort.sql's failed DDL inside transaction blocks) cannot be
    # replayed statement for statement
    case $(basename "$f") in errors.sql|txn_abort.sql|extension_funcs.sql|from_names.sql|function_argtypes.sql|routine_path.sql|unicode_escapes.sql|uuid_keys.sql|drop_routines.sql) continue ;; esac
    files="$files $f"
done
# shellcheck disable=SC2086
python3 "$here/golden_roundtrip.py" "$qprop" $files
