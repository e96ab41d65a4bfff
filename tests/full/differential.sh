# SPDX-License-Identifier: MIT
# tests/full/differential.sh — make check-full's random differential batch:
# tests/oracle/differential.sh with ten times make check's queries (5000
# plain cases + 1666 TLP cases) from a seed of its own, fixed so that a
# failure can be run again (QPROP_ORACLE_SEED, QPROP_ORACLE_N and
# QPROP_ORACLE_TLP override).  make check runs the 500 + 200 batch of seed
# 20240601; make oracle runs a batch of any size and seed.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
here=$(cd "$(dirname "$0")" && pwd)
QPROP_ORACLE_SEED=${QPROP_ORACLE_SEED-20261206}
QPROP_ORACLE_N=${QPROP_ORACLE_N:-5000}
QPROP_ORACLE_TLP=${QPROP_ORACLE_TLP:-1666}
export QPROP_ORACLE_SEED QPROP_ORACLE_N QPROP_ORACLE_TLP
exec bash "$here/../oracle/differential.sh" "$@"
