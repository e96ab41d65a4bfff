#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/apps/make_dumps.sh — recreate tests/apps/NAME/dump.sql from
# tests/apps/NAME/create.sql for every schema (or the NAMEs given), in a
# throwaway PostgreSQL 15 cluster: each create.sql runs in its own new
# database, as the application's migrations would, and the database is
# dumped with `pg_dump --schema-only --no-owner` of PostgreSQL 15.  The
# dump is written as pg_dump wrote it, byte for byte; the tests read it.
# pg_dump 15.14 and later open the dump with a psql `\restrict KEY` line
# whose key is random; --restrict-key fixes it (qpropapps) so that dumps
# made again from an unchanged create.sql are identical.
#
# With --check, data.sql and queries.sql are also run against the created
# database (psql ON_ERROR_STOP), which is how a new query is checked
# before it is committed.
#
# Usage: sh tests/apps/make_dumps.sh [--check] [NAME...]
# Environment: QPROP_PG_BINDIR (default /usr/lib/postgresql/15/bin: the
# server whose pg_dump writes the dumps); QPROP_APPS_DUMPS=DIR writes
# DIR/NAME/dump.sql instead of the committed tests/apps/NAME/dump.sql
# (tools/pg-versions.sh apps: the dumps of another version, which
# tests/apps/check.sh reads with the same variable); QPROP_APPS_STATS=1
# (PostgreSQL 18 and later) also writes NAME/dump_stats.sql beside it:
# `pg_dump --no-data --statistics` of a database the new dump.sql made,
# with data.sql loaded and analysed.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -eu
export LC_ALL=C PGTZ=UTC

here=$(cd "$(dirname "$0")" && pwd)
check=no
if [ "${1:-}" = --check ]; then
    check=yes
    shift
fi
names=${*:-webapp saas metrics erp exttypes legacy boxoffice}

. "$here/../oracle/oracle_env.sh"
oracle_cluster
echo "make_dumps: $(pg_dump --version)"

for n in $names; do
    d=$here/$n
    [ -f "$d/create.sql" ] || { echo "make_dumps: no $d/create.sql"; exit 1; }
    db=app_$n
    psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "CREATE DATABASE $db" >/dev/null
    # Run from the schema's folder as the postgres user would.
    PGOPTIONS='-c client_min_messages=warning' \
        psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$d/create.sql" >/dev/null
    o=${QPROP_APPS_DUMPS:-$here}/$n
    mkdir -p "$o"
    pg_dump --schema-only --no-owner --restrict-key=qpropapps -d "$db" >"$o/dump.sql.new"
    mv "$o/dump.sql.new" "$o/dump.sql"
    echo "make_dumps: $n: $(grep -c ';$' "$o/dump.sql") statement lines -> $o/dump.sql"
    if [ -n "${QPROP_APPS_STATS:-}" ]; then
        # PostgreSQL 18's statistics statements: the schema with the
        # planner statistics of the loaded and analysed data
        # (pg_restore_relation_stats, pg_restore_attribute_stats)
        db2=${db}_stats
        psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "CREATE DATABASE $db2" >/dev/null
        for f in "$o/dump.sql" "$d/data.sql"; do
            PGOPTIONS='-c client_min_messages=warning' \
                psql -X -q -v ON_ERROR_STOP=1 -d "$db2" -f "$f" >/dev/null
        done
        psql -X -q -v ON_ERROR_STOP=1 -d "$db2" -c ANALYZE >/dev/null
        pg_dump --no-data --statistics --no-owner --restrict-key=qpropapps \
            -d "$db2" >"$o/dump_stats.sql"
        echo "make_dumps: $n: $(grep -c 'pg_restore_relation_stats' "$o/dump_stats.sql") relation and $(grep -c 'pg_restore_attribute_stats' "$o/dump_stats.sql") column statistics -> $o/dump_stats.sql"
    fi
    if [ $check = yes ]; then
        PGOPTIONS='-c client_min_messages=warning' \
            psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$d/data.sql" >/dev/null
        PGOPTIONS='-c client_min_messages=warning' \
            psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f "$d/queries.sql" \
            >"$PG_CLUSTER_DIR/work/$n.out"
        echo "make_dumps: $n: data and queries ran ($(wc -l <"$PG_CLUSTER_DIR/work/$n.out") output lines)"
        if [ -n "${QPROP_APPS_OUT:-}" ]; then
            cp "$PG_CLUSTER_DIR/work/$n.out" "$QPROP_APPS_OUT/$n.out"
        fi
    fi
done
