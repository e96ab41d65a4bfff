#!/bin/bash
# SPDX-License-Identifier: MIT
# tools/pg-versions.sh — build the PostgreSQL servers other than the
# installed 15 from Debian's source packages into a cache outside the tree,
# and print where each one's bin directory is.
#
#   tools/pg-versions.sh build [VERSION...]   build (or reuse) each; 17 18 by default
#   tools/pg-versions.sh bindir VERSION        print VERSION's bin directory (15: the
#                                              installed one), exit 1 when not built
#   tools/pg-versions.sh ext VERSION           build pg/qprop.c against VERSION's
#                                              headers into pg/pgVERSION/qprop.so of
#                                              the build tree (run from its top, after
#                                              make: it links .libs/libqprop_internal.a)
#   tools/pg-versions.sh check [VERSION...]    for each version built (17 18 by
#                                              default): the extension's checks
#                                              (tests/pg/check.sh), the golden
#                                              queries' round trip
#                                              (tests/oracle/golden_roundtrip.sh) and
#                                              the version's own regression files
#                                              (tests/oracle/pg_regress.sh) on that
#                                              server; a version whose server is
#                                              not built is a failure
#
# The cache is $QPROP_PG_CACHE, else (as root, since the servers run as the
# postgres user) /var/cache/qprop-pg, else $XDG_CACHE_HOME/qprop-pg or
# ~/.cache/qprop-pg: src/ holds the downloaded source packages, build-V/ the
# build, pgV/ the installed server (pgV/.built names the version built; a
# build whose stamp is there is reused).  The source of 17 comes from Debian
# 13 ("trixie") and that of 18 from Debian's unstable suite: as root the
# script adds a deb-src line for each (/etc/apt/sources.list.d/
# qprop-pgsrc.sources) and runs apt-get update once.  Only the server, its
# client programs and the headers an extension builds against are built (no
# contrib, no documentation); readline, zlib and ICU are used when their
# development packages are installed (zlib1g-dev, libreadline-dev,
# libicu-dev), left out otherwise.  One version takes about 10 minutes at
# -j1 on 2 cores; PGV_JOBS sets make's -j (1 unless set).
set -euo pipefail

if [ "$(id -u)" = 0 ]; then
    # the servers run as the postgres user (tests/oracle/pgcluster.sh),
    # who cannot read root's home
    cache=${QPROP_PG_CACHE:-/var/cache/qprop-pg}
else
    cache=${QPROP_PG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qprop-pg}
fi
jobs=${PGV_JOBS:-1}

suite_of() {
    case $1 in
        17) echo trixie ;;
        18) echo sid ;;
        *) echo "pg-versions.sh: no source suite known for PostgreSQL $1" >&2
           return 1 ;;
    esac
}

bindir_of() {
    if [ "$1" = 15 ]; then
        if [ -x /usr/lib/postgresql/15/bin/postgres ]; then
            echo /usr/lib/postgresql/15/bin
            return 0
        fi
        return 1
    fi
    if [ -f "$cache/pg$1/.built" ] && [ -x "$cache/pg$1/bin/postgres" ]; then
        echo "$cache/pg$1/bin"
        return 0
    fi
    return 1
}

add_sources() {
    local list=/etc/apt/sources.list.d/qprop-pgsrc.sources
    if apt-cache showsrc postgresql-17 postgresql-18 2>/dev/null \
            | grep -c '^Package: postgresql-1[78]$' | grep -qx 2; then
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then
        echo "pg-versions.sh: not root, cannot add the deb-src lines for trixie and sid" >&2
        return 1
    fi
    cat > "$list" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie sid
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    apt-get update -q >/dev/null
}

fetch() {   # fetch VERSION: print the path of the unpacked source tree
    local v=$1 suite dir tarball
    suite=$(suite_of "$v")
    mkdir -p "$cache/src"
    tarball=$(ls "$cache/src"/postgresql-"$v"_*.orig.tar.* 2>/dev/null | head -n1 || true)
    if [ -z "$tarball" ]; then
        (cd "$cache/src" && apt-get source -q --download-only "postgresql-$v/$suite" >&2) \
            || return 1
        tarball=$(ls "$cache/src"/postgresql-"$v"_*.orig.tar.* | head -n1) || return 1
    fi
    dir=$cache/src/$(basename "$tarball" | sed -E 's/^postgresql-[0-9]+_([0-9.]+)\.orig\.tar\..*/postgresql-\1/')
    if [ ! -f "$dir/configure" ]; then
        tar -xf "$tarball" -C "$cache/src" || return 1
    fi
    echo "$dir"
}

have_pkg() { dpkg -s "$1" >/dev/null 2>&1; }

build() {   # build VERSION
    local v=$1 src prefix bdir opts=()
    if bindir_of "$v" >/dev/null; then
        echo "PostgreSQL $v: $(cat "$cache/pg$v/.built") in $cache/pg$v (cached)"
        return 0
    fi
    src=$(fetch "$v") || {
        echo "PostgreSQL $v: could not fetch the source package postgresql-$v" >&2
        return 1
    }
    prefix=$cache/pg$v
    bdir=$cache/build-$v
    have_pkg libreadline-dev || opts+=(--without-readline)
    have_pkg zlib1g-dev || opts+=(--without-zlib)
    have_pkg libicu-dev || opts+=(--without-icu)
    rm -rf "$bdir" "$prefix"
    mkdir -p "$bdir"
    echo "PostgreSQL $v: building $(basename "$src") into $prefix (log: $bdir/build.log)"
    (cd "$bdir" \
        && "$src/configure" --prefix="$prefix" "${opts[@]}" \
        && make -j"$jobs" \
        && make install) > "$bdir/build.log" 2>&1 || {
        echo "PostgreSQL $v: the build failed; the end of $bdir/build.log:" >&2
        tail -n 20 "$bdir/build.log" >&2
        return 1
    }
    chmod -R a+rX "$prefix"
    basename "$src" > "$prefix/.built"
    echo "PostgreSQL $v: $(cat "$prefix/.built") built in $prefix"
}

ext() {     # ext VERSION: pg/pgVERSION/qprop.so
    local v=$1 bin inc out
    bin=$(bindir_of "$v") || {
        echo "PostgreSQL $v: not built (tools/pg-versions.sh build $v)" >&2
        return 1
    }
    [ -f .libs/libqprop_internal.a ] || {
        echo "pg-versions.sh: no .libs/libqprop_internal.a here: run make first" >&2
        return 1
    }
    inc=$("$bin/pg_config" --includedir-server)
    out=pg/pg$v
    mkdir -p "$out"
    printf '{ global: _PG_init; Pg_magic_func; local: *; };\n' > "$out/exports.map"
    ${CC:-cc} -O2 -fPIC -shared -Wall -Wmissing-prototypes -Wpointer-arith \
        -Wno-unused-parameter -fno-strict-aliasing -fwrapv \
        -I"$srcdir/include" -I"$inc" -D_GNU_SOURCE \
        -o "$out/qprop.so" "$srcdir/pg/qprop.c" .libs/libqprop_internal.a -lm \
        -Wl,--version-script="$out/exports.map" || return 1
    echo "PostgreSQL $v: $out/qprop.so"
}

regress_dir() {  # regress_dir VERSION: that version's regression files,
                 # as the corpus's pg-regress/pg15 holds 15's
    local v=$1 src dir f
    src=$(ls -d "$cache/src"/postgresql-"$v".*/src/test/regress 2>/dev/null | head -n1)
    [ -n "$src" ] || return 1
    dir=$cache/regress-$v
    if [ ! -f "$dir/test_setup.sql" ]; then
        mkdir -p "$dir"
        for f in test_setup create_table create_misc create_index \
                 create_aggregate select subselect with partition_join equivclass; do
            cp "$src/sql/$f.sql" "$dir/" || return 1
        done
        cp -r "$src/data" "$dir/" || return 1
    fi
    echo "$dir"
}

check() {   # check VERSION: the version-dependent tests on that server
    local v=$1 bin rdir known status=0
    bin=$(bindir_of "$v") || {
        echo "FAIL: PostgreSQL $v is not built (tools/pg-versions.sh build $v)"
        return 1
    }
    ext "$v" || { echo "FAIL: the extension does not build against PostgreSQL $v"; return 1; }
    echo "== PostgreSQL $v: tests/pg/check.sh"
    QPROP_PG_BINDIR=$bin QPROP_PG_SO=$PWD/pg/pg$v/qprop.so \
        bash "$srcdir/tests/pg/check.sh" || status=1
    echo "== PostgreSQL $v: tests/oracle/golden_roundtrip.sh"
    QPROP_PG_BINDIR=$bin bash "$srcdir/tests/oracle/golden_roundtrip.sh" || status=1
    if rdir=$(regress_dir "$v"); then
        echo "== PostgreSQL $v: tests/oracle/pg_regress.sh (its own regression files)"
        known=$srcdir/tests/oracle/pg_regress$v.known
        [ -f "$known" ] || known=/dev/null
        QPROP_PG_BINDIR=$bin QPROP_PG_REGRESS_DIR=$rdir \
            QPROP_PG_REGRESS_KNOWN=$known \
            bash "$srcdir/tests/oracle/pg_regress.sh" || status=1
    else
        echo "FAIL: no regression files of PostgreSQL $v in $cache/src"
        status=1
    fi
    return $status
}

srcdir=${srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
cmd=${1:-build}
shift || true
case $cmd in
    build)
        [ $# -gt 0 ] || set -- 17 18
        add_sources
        status=0
        for v in "$@"; do
            build "$v" || status=1
        done
        exit $status ;;
    bindir)
        [ $# = 1 ] || { echo "usage: pg-versions.sh bindir VERSION" >&2; exit 2; }
        bindir_of "$1" ;;
    ext)
        [ $# = 1 ] || { echo "usage: pg-versions.sh ext VERSION" >&2; exit 2; }
        ext "$1" ;;
    check)
        [ $# -gt 0 ] || set -- 17 18
        status=0 passed=0 failed=0
        for v in "$@"; do
            if check "$v"; then
                passed=$((passed + 1))
            else
                failed=$((failed + 1)) status=1
            fi
        done
        echo "pg-versions: $passed passed, $failed failed"
        exit $status ;;
    *)
        echo "usage: pg-versions.sh build [VERSION...] | bindir VERSION | ext VERSION | check [VERSION...]" >&2
        exit 2 ;;
esac
