# SPDX-License-Identifier: MIT
# tests/oracle/differential.sh — random differential testing against PostgreSQL
#
# Runs tests/oracle/gen.py (see tests/oracle/README.md) on a throwaway
# PostgreSQL 15 cluster (tests/oracle/pgcluster.sh): random schemas, data
# and queries from a fixed seed; each query runs on PostgreSQL as written
# and as rewritten by `qprop --format=sql`, and the results are compared as
# sorted multisets; a TLP batch checks that rows(Q) is the union of the
# rewritten Q WHERE p, Q WHERE NOT p and Q WHERE (p) IS NULL.  A mismatch is
# reduced to a minimal reproducer, printed and written to oracle-repro/ in
# the current (build) directory.
#
# Prints the seed, the counts and `N passed, N failed`.  Exit status: 0
# when all pass; 1 on a wrong result, a crash, a hang or an internal error
# of qprop (qprop refusing a query is counted, not failed), or when
# PostgreSQL or python3 is missing; 77 (SKIP) when PostgreSQL is missing
# and QPROP_SKIP_PG=1.
#
# `make check` runs the fixed-seed batch (500 queries + 200 TLP cases);
# `make oracle N=5000 SEED=42` a longer one.  By hand, from the build
# directory: QPROP=./qprop bash tests/oracle/differential.sh
# Environment: QPROP, QPROP_ORACLE_SEED (default 20240601; empty: random),
# QPROP_ORACLE_N
# (500), QPROP_ORACLE_TLP (200), QPROP_ORACLE_REDUCE (cases to reduce, 2),
# QPROP_ORACLE_REDUCE_TIME (seconds per reduction, 30), QPROP_SKIP_PG,
# QPROP_PG_KEEP, QPROP_PG_BINDIR.

if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
qprop=${QPROP:-$PWD/qprop}
case $qprop in /*) ;; *) qprop=$PWD/$qprop ;; esac
# set but empty (make oracle without SEED): a new seed each run
seed=${QPROP_ORACLE_SEED-20240601}
nq=${QPROP_ORACLE_N:-500}
nt=${QPROP_ORACLE_TLP:-200}

if [ ! -x "$qprop" ]; then
    echo "FAIL: qprop not found at $qprop (build it, or set QPROP)"
    echo "0 passed, 1 failed"
    exit 1
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "FAIL: python3 not found (tests/oracle/gen.py needs it)"
    echo "0 passed, 1 failed"
    exit 1
fi

. "$here/pgcluster.sh"
pg_cluster_start

python3 "$here/gen.py" ${seed:+--seed "$seed"} --queries "$nq" --tlp "$nt" \
    --qprop "$qprop" --psql "$PG_BIN/psql" --workdir "$PG_CLUSTER_DIR/work" \
    --repro-dir "$PWD/oracle-repro" \
    --reduce-max "${QPROP_ORACLE_REDUCE:-2}" \
    --reduce-time "${QPROP_ORACLE_REDUCE_TIME:-30}"
rc=$?
case $rc in
0)  exit 0 ;;
1)  echo "reproducers: $PWD/oracle-repro/"; exit 1 ;;
*)  echo "FAIL: the oracle harness itself failed (status $rc)"; exit 1 ;;
esac
