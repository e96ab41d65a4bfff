# SPDX-License-Identifier: MIT
# tests/oracle/pgcluster.sh — start a throwaway PostgreSQL 15 cluster (bash)
#
# Sourced by the oracle tests, which compare what PostgreSQL returns for a
# query and for qprop's rewrite of it.  After
#
#     . "$srcdir/tests/oracle/pgcluster.sh"
#     pg_cluster_start
#
# a private cluster is running and PGHOST, PGPORT, PGUSER and PGDATABASE are
# exported, so plain `psql` (or "$PG_BIN/psql") reaches it.  PG_CLUSTER_DIR
# is a scratch directory removed with the cluster; callers may keep their own
# work files under "$PG_CLUSTER_DIR/work" (created for them).
#
# The cluster listens on a Unix socket in its own directory only
# (listen_addresses=''), so it never collides with another server on the
# machine; the port just names the socket and the shared-memory key, and a
# start that fails is retried on another port.  It runs with fsync off: the
# data are thrown away.  An EXIT trap stops the server and removes the
# directory however the caller ends (set QPROP_PG_KEEP=1 to keep the
# directory for a post-mortem; the server is stopped in any case).  The trap
# is set by pg_cluster_start; a caller that needs its own EXIT trap calls
# pg_cluster_cleanup from it.
#
# Missing PostgreSQL is a failure (exit 1) that says what to install, not a
# silent pass.  With QPROP_SKIP_PG=1 it is a skip instead: exit 77, which
# automake reports as SKIP.
#
# We run as root in CI; initdb and postgres refuse to run as root, so the
# server commands run as the 'postgres' user (created by the Debian package)
# through runuser or su.  As any other user they run as that user.
#
# Environment: QPROP_PG_BINDIR (default /usr/lib/postgresql/15/bin; the
# servers of tools/pg-versions.sh for the other versions), QPROP_SKIP_PG,
# QPROP_PG_KEEP, TMPDIR.  Exports QPROP_PG_VERSION, the server's major
# version, unless it is set: qprop reads its input in that dialect.

PG_BIN=${QPROP_PG_BINDIR:-/usr/lib/postgresql/15/bin}
PG_CLUSTER_DIR=
PG_CLUSTER_RUNNING=no

# pg_cluster_unavailable REASON: fail (or skip under QPROP_SKIP_PG=1) the
# calling test.  Does not return.
pg_cluster_unavailable()
{
    if [ "${QPROP_SKIP_PG:-0}" = 1 ]; then
        echo "SKIP: $1 (QPROP_SKIP_PG=1)"
        exit 77
    fi
    echo "FAIL: $1"
    echo "FAIL: install PostgreSQL 15 (Debian 12: apt-get install postgresql-15)," \
         "or set QPROP_SKIP_PG=1 to skip this test"
    exit 1
}

# pg_cluster_as_server CMD...: run CMD as the user that owns the cluster.
pg_cluster_as_server()
{
    if [ "$(id -u)" != 0 ]; then
        "$@"
    elif command -v runuser >/dev/null 2>&1; then
        runuser -u postgres -- "$@"
    else
        # su takes one command string: quote each word for the shell.
        local cmd= w
        for w in "$@"; do
            cmd="$cmd '${w//\'/\'\\\'\'}'"
        done
        su postgres -s /bin/sh -c "$cmd"
    fi
}

# pg_cluster_cleanup: stop the server and remove PG_CLUSTER_DIR.  Safe to
# call more than once; keeps the caller's exit status.
pg_cluster_cleanup()
{
    local rc=$?
    if [ "$PG_CLUSTER_RUNNING" = yes ]; then
        pg_cluster_as_server "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" \
            -m immediate -w stop >/dev/null 2>&1
        PG_CLUSTER_RUNNING=no
    fi
    if [ -n "$PG_CLUSTER_DIR" ] && [ -d "$PG_CLUSTER_DIR" ]; then
        if [ "${QPROP_PG_KEEP:-0}" = 1 ]; then
            echo "note: kept $PG_CLUSTER_DIR (QPROP_PG_KEEP=1)"
        else
            rm -rf "$PG_CLUSTER_DIR"
        fi
    fi
    PG_CLUSTER_DIR=
    return $rc
}

# pg_cluster_start: initdb and start a cluster, export the libpq variables.
# Exits the caller (status 1, or 77 under QPROP_SKIP_PG=1) when PostgreSQL
# is missing; exits with status 1 when the server cannot be started.
pg_cluster_start()
{
    local b attempt port opts
    for b in initdb pg_ctl postgres psql pg_isready; do
        if [ ! -x "$PG_BIN/$b" ]; then
            pg_cluster_unavailable "PostgreSQL program $PG_BIN/$b not found"
        fi
    done
    # qprop reads its input in the server's dialect (qprop --pg-version)
    if [ -z "${QPROP_PG_VERSION:-}" ]; then
        QPROP_PG_VERSION=$("$PG_BIN/postgres" --version | sed -E 's/.* ([0-9]+)[.].*/\1/')
        export QPROP_PG_VERSION
    fi
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
        pg_cluster_unavailable "running as root but there is no 'postgres' user to run the server"
    fi

    PG_CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/qprop-pg.XXXXXX") || {
        echo "FAIL: cannot create a temporary directory"; exit 1; }
    trap pg_cluster_cleanup EXIT
    trap 'exit 129' HUP
    trap 'exit 130' INT
    trap 'exit 143' TERM
    chmod 755 "$PG_CLUSTER_DIR"
    mkdir "$PG_CLUSTER_DIR/data" "$PG_CLUSTER_DIR/sock" \
        "$PG_CLUSTER_DIR/log" "$PG_CLUSTER_DIR/work"
    if [ "$(id -u)" = 0 ]; then
        chown postgres: "$PG_CLUSTER_DIR/data" "$PG_CLUSTER_DIR/sock" \
            "$PG_CLUSTER_DIR/log"
    fi

    if ! pg_cluster_as_server "$PG_BIN/initdb" -D "$PG_CLUSTER_DIR/data" \
            -A trust -E UTF8 --locale=C -U postgres -N \
            >"$PG_CLUSTER_DIR/initdb.log" 2>&1; then
        echo "FAIL: initdb failed:"
        sed 's/^/  /' "$PG_CLUSTER_DIR/initdb.log"
        exit 1
    fi

    # The socket directory is private, so any port is free there; a start
    # can still fail (a shared-memory key in use, say), so try a few.
    port=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
    for attempt in 1 2 3 4 5; do
        if "$PG_BIN/pg_isready" -q -h "$PG_CLUSTER_DIR/sock" -p "$port" \
                >/dev/null 2>&1; then
            port=$(( port + 1 ))
            continue
        fi
        opts="-p $port -k $PG_CLUSTER_DIR/sock -c listen_addresses=''"
        opts="$opts -c fsync=off -c synchronous_commit=off"
        opts="$opts -c full_page_writes=off -c max_connections=20"
        opts="$opts -c shared_buffers=32MB -c max_parallel_workers_per_gather=0"
        if pg_cluster_as_server "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" \
                -l "$PG_CLUSTER_DIR/log/server.log" -w -t 60 -o "$opts" start \
                >"$PG_CLUSTER_DIR/pg_ctl.log" 2>&1; then
            PG_CLUSTER_RUNNING=yes
            break
        fi
        port=$(( 20000 + (port - 20000 + 7919) % 40000 ))
    done
    if [ "$PG_CLUSTER_RUNNING" != yes ]; then
        echo "FAIL: could not start PostgreSQL; last pg_ctl output and server log:"
        sed 's/^/  /' "$PG_CLUSTER_DIR/pg_ctl.log"
        tail -n 20 "$PG_CLUSTER_DIR/log/server.log" 2>/dev/null | sed 's/^/  /'
        exit 1
    fi

    export PGHOST="$PG_CLUSTER_DIR/sock" PGPORT="$port" PGUSER=postgres
    export PGDATABASE=postgres
    unset PGPASSWORD PGSERVICE PGOPTIONS
    if ! "$PG_BIN/pg_isready" -q -t 30; then
        echo "FAIL: PostgreSQL started but does not accept connections"
        exit 1
    fi
}
