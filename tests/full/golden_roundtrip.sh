# SPDX-License-Identifier: MIT
# tests/full/golden_roundtrip.sh — make check-full's second pass of
# tests/oracle/golden_roundtrip.sh: every query of every golden file again,
# on tables filled with other random rows (data seed 20261206, or
# QPROP_GOLDEN_SEED).  make check runs the same queries on the rows of seed
# 20261129.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
here=$(cd "$(dirname "$0")" && pwd)
QPROP_GOLDEN_SEED=${QPROP_GOLDEN_SEED:-20261206}
export QPROP_GOLDEN_SEED
exec bash "$here/../oracle/golden_roundtrip.sh" "$@"
