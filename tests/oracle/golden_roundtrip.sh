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
. "$here/oracle_env.sh"
top_srcdir=$(cd "$here/../.." && pwd)
oracle_qprop
oracle_python

oracle_cluster

# every golden file: the statements qprop rejects (errors.sql and the
# error cases of the others) are not compared, the others are
files=
for f in "$top_srcdir"/tests/regress/sql/*.sql; do
    files="$files $f"
done
# shellcheck disable=SC2086
python3 "$here/golden_roundtrip.py" "$qprop" $files
