# SPDX-License-Identifier: MIT
# tests/oracle/pg_regress.sh — PostgreSQL 15's own regression files
# (select, subselect, with, partition_join, after the setup files, and the
# setup files' own queries after those before each; and PostgreSQL 18's
# equivclass from the folder above pg15), run on a
# throwaway PostgreSQL as written and as qprop prints them, with and without
# rewriting (tests/oracle/pg_regress.py does the work; README.md says how
# to read its table).
#
# Fails on a wrong answer: different rows, qprop SQL that PostgreSQL
# rejects, or a query PostgreSQL rejects that qprop accepts -- except the
# statements listed in tests/oracle/pg_regress.known (FILE.sql:LINE reason),
# which are reported as "known".  Rejections by qprop are counted, not
# failures.
#
# The corpus is ${QPROP_CORPORA:-../shared/corpora beside the source
# tree}/pg-regress/pg15; without it the test is a SKIP, or a FAIL under
# QPROP_REQUIRE_CORPORA=1.  Environment: QPROP, QPROP_CORPORA,
# QPROP_REQUIRE_CORPORA, QPROP_SKIP_PG, QPROP_PG_KEEP, QPROP_PG_BINDIR,
# QPROP_PG_REGRESS_DIR and QPROP_PG_REGRESS_KNOWN (another version's
# files and known list);
# arguments: query file names (default: all five).
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
top_srcdir=$(cd "$here/../.." && pwd)
corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}
# QPROP_PG_REGRESS_DIR: another version's files, laid out the same way
# (tools/pg-versions.sh check assembles them from its source package)
regress=${QPROP_PG_REGRESS_DIR:-$corpora/pg-regress/pg15}

if [ ! -f "$regress/test_setup.sql" ]; then
    if [ "${QPROP_REQUIRE_CORPORA:-0}" = 1 ]; then
        echo "FAIL: corpus folder $regress not found (set QPROP_CORPORA)"
        exit 1
    fi
    echo "SKIP: corpus folder $regress not found (set QPROP_CORPORA)"
    exit 77
fi
oracle_qprop
oracle_python
regress=$(cd "$regress" && pwd)

oracle_cluster
# The server reads data/*.data with COPY: it must be able to.
export PG_ABS_SRCDIR=$regress PG_DLSUFFIX=.so
PG_LIBDIR=$("$PG_BIN/pg_config" --pkglibdir 2>/dev/null ||
            pg_config --pkglibdir 2>/dev/null || echo /usr/lib/postgresql/15/lib)
export PG_LIBDIR
export QPROP_ORACLE_WORK=$PG_CLUSTER_DIR/work
python3 "$here/pg_regress.py" "$qprop" "$regress" \
    "${QPROP_PG_REGRESS_KNOWN:-$here/pg_regress.known}" "$@"
