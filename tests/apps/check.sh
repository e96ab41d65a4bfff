# SPDX-License-Identifier: MIT
# tests/apps/check.sh — the application-schema corpus (tests/apps/*/:
# pg_dump --schema-only dumps of seven realistic applications, their data
# and everyday queries) against qprop and PostgreSQL 15.  For each schema:
# load dump.sql and data.sql into a throwaway cluster, count the errors
# `qprop --quiet dump.sql` reports, and for each query qprop plans with
# --format=sql run the original and the rewrite and compare sorted rows
# (tests/apps/check.py does the work and prints a table per schema).
#
# Fails on different rows, rewritten SQL PostgreSQL rejects, a qprop crash,
# or a corpus file PostgreSQL rejects.  Dump errors and queries qprop
# rejects are only reported, unless QPROP_APPS_STRICT=1 (issue 16's
# target: 0 errors, every query planned), which makes each a failure.
#
# Environment: QPROP, QPROP_APPS_STRICT, QPROP_APPS_ERRORS (a file for every
# qprop error as JSON lines), QPROP_APPS_WORK, QPROP_SKIP_PG, QPROP_PG_KEEP,
# QPROP_PG_BINDIR; arguments: schemas to run (default all).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C PGTZ=UTC

here=$(cd "$(dirname "$0")" && pwd)
. "$here/../oracle/oracle_env.sh"

oracle_qprop
oracle_python

oracle_cluster
export QPROP_APPS_WORK=${QPROP_APPS_WORK:-$PG_CLUSTER_DIR/work}
python3 "$here/check.py" "$qprop" "$@"
