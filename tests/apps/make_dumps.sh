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
# Environment: QPROP_PG_BINDIR (default /usr/lib/postgresql/15/bin).
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
names=${*:-webapp saas metrics erp exttypes legacy}

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
    pg_dump --schema-only --no-owner --restrict-key=qpropapps -d "$db" >"$d/dump.sql.new"
    mv "$d/dump.sql.new" "$d/dump.sql"
    echo "make_dumps: $n: $(grep -c ';$' "$d/dump.sql") statement lines -> tests/apps/$n/dump.sql"
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
