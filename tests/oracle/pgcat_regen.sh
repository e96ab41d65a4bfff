# SPDX-License-Identifier: MIT
# tests/oracle/pgcat_regen.sh — the checked-in PostgreSQL catalog tables
# (src/types/pgcat_data.c, every version's rows in one file) are what
# src/types/pgcat_gen.py writes: regenerate the rows of the version of
# the server given (PostgreSQL 15 unless QPROP_PG_BINDIR names another:
# tools/pg-versions.sh catalogs, make check-pgcat) into a temporary file
# from a throwaway cluster, over the file's rows of the other versions,
# and compare.  A difference fails and is shown; rerun the generator (its
# header says how) and commit the result.
#
# Needs PostgreSQL and python3 (tests/oracle/pgcluster.sh: missing
# PostgreSQL fails, or SKIPs under QPROP_SKIP_PG=1).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top_srcdir=$(cd "$here/../.." && pwd)
if ! command -v python3 >/dev/null 2>&1; then
    echo "FAIL: python3 is needed (apt-get install python3)"
    exit 1
fi

. "$here/pgcluster.sh"
pg_cluster_start
export QPROP_PSQL="$PG_BIN/psql"
v=$("$PG_BIN/postgres" --version | sed -E 's/.* ([0-9]+)[.].*/\1/')

data=$top_srcdir/src/types/pgcat_data.c
out=$PG_CLUSTER_DIR/work/pgcat_data.c
if ! python3 "$top_srcdir/src/types/pgcat_gen.py" --from "$data" >"$out"; then
    echo "FAIL: src/types/pgcat_gen.py failed on PostgreSQL $v"
    exit 1
fi
diff -u "$data" "$out" | head -40
if ! cmp -s "$data" "$out"; then
    echo "FAIL: src/types/pgcat_data.c differs from what pgcat_gen.py writes" \
         "from PostgreSQL $v"
    exit 1
fi
echo "PASS: src/types/pgcat_data.c holds PostgreSQL $v's catalog as generated"
