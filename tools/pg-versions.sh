#!/bin/bash
# SPDX-License-Identifier: MIT
# tools/pg-versions.sh — install the PostgreSQL servers other than the
# installed 15 from Debian's packages (binary, or QPROP_PG_FROM=source to
# build from the source package) into a cache outside the tree, and print
# where each one's bin directory is.
#
#   tools/pg-versions.sh build [VERSION...]   build (or reuse) each; 17 18 by default
#   tools/pg-versions.sh bindir VERSION        print VERSION's bin directory (15: the
#                                              installed one), exit 1 when not built
#   tools/pg-versions.sh ext VERSION           build pg/qprop.c against VERSION's
#                                              headers into pg/pgVERSION/qprop.so of
#                                              the build tree (run from its top, after
#                                              make: it links .libs/libqprop_internal.a)
#   tools/pg-versions.sh apps [VERSION...]     tests/apps's schemas dumped again by
#                                              VERSION's pg_dump (make_dumps.sh into
#                                              a scratch folder), loaded and queried
#                                              on its server (tests/apps/check.sh):
#                                              a qprop error on a dump fails; from 18
#                                              on also each schema's dump with
#                                              statistics (pg_dump --statistics),
#                                              which qprop must read without error
#   tools/pg-versions.sh catalogs [VERSION...] for each version (15 17 18 by
#                                              default): the built-in catalog
#                                              of src/types/pgcat_data.c and
#                                              the system relations of
#                                              src/catalog/syscat_data.c
#                                              regenerated from that server
#                                              and compared (tests/oracle/
#                                              pgcat_regen.sh,
#                                              syscat_regen.sh);
#                                              a version whose server is not
#                                              in the cache is a SKIP line
#   tools/pg-versions.sh check [VERSION...]    for each version built (17 18 by
#                                              default): its catalogs (above),
#                                              the extension's checks
#                                              (tests/pg/check.sh), the golden
#                                              queries' round trip
#                                              (tests/oracle/golden_roundtrip.sh),
#                                              apps (above) and the version's own
#                                              regression files
#                                              (tests/oracle/pg_regress.sh) on that
#                                              server; a version whose server is
#                                              not built is a failure
#
# The cache is $QPROP_PG_CACHE, else (as root, since the servers run as the
# postgres user) /var/cache/qprop-pg, else $XDG_CACHE_HOME/qprop-pg or
# ~/.cache/qprop-pg: src/ holds the downloaded source packages, pgV/ the
# installed server (pgV/.built names the version; a server whose stamp is
# there is reused), build-V/ a build from source.  By default
# (QPROP_PG_FROM=debs) debs() below installs the suite's binary packages
# (trixie's for 17, unstable's for 18) with that suite's own C library
# into the cache: about a minute, the servers Debian users run; the
# source package is fetched for its regression files only.  As root the
# script adds a deb-src line for each suite (/etc/apt/sources.list.d/
# qprop-pgsrc.sources, with trixie-updates and trixie-security) and runs
# apt-get update once.  QPROP_PG_FROM=source builds the server from the
# source package instead: only the server, its client programs, the
# headers an extension builds against and four contrib modules (citext,
# hstore, ltree, btree_gist; no documentation); readline, zlib and ICU
# are used when their development packages are installed (zlib1g-dev,
# libreadline-dev, libicu-dev), left out otherwise.  18.6 took 32 minutes
# at -j2 under nice on 2 cores that 8 other jobs shared (load 16), the
# contrib modules 11 s; PGV_JOBS sets make's -j (1 unless set).
#
# When a version's source package cannot be fetched (postgresql-17
# 17.12-0+deb13u1: apt-cache showsrc lists it in trixie and in
# trixie-security, and the mirror answers 404 for its .dsc, .orig.tar.bz2
# and .debian.tar.xz in both pools, while it serves trixie's binary
# packages), there are no regression files of it, and a build from
# source falls back to the binary packages.
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
    # each listed at least once (trixie-security lists 17 a second time)
    if apt-cache showsrc postgresql-17 2>/dev/null | grep -q '^Package: postgresql-17$' \
            && apt-cache showsrc postgresql-18 2>/dev/null | grep -q '^Package: postgresql-18$'; then
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then
        echo "pg-versions.sh: not root, cannot add the deb-src lines for trixie and sid" >&2
        return 1
    fi
    cat > "$list" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie trixie-updates sid
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: trixie-security
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
        # the suite's own version, else the security archive's
        (cd "$cache/src" && { apt-get source -q --download-only "postgresql-$v/$suite" >&2 \
            || apt-get source -q --download-only "postgresql-$v/$suite-security" >&2; }) \
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

# The suite's C library: its dynamic loader runs the suite's programs.
debs_libs="libc6"

# debs VERSION: when the suite's source package cannot be had (the mirror
# gave 404 for postgresql-17's .dsc and tarball, in trixie and in
# trixie-security alike, while it serves the suite's binary packages): the
# server, its clients and its headers from the suite's binary packages,
# with that suite's own C library and libraries beside them in
# $cache/pgV/root.  Its programs and modules are made to run on this
# system with patchelf: their ELF interpreter is the suite's dynamic
# loader and their library path (DT_RPATH, which the libraries they load
# follow too) the suite's libraries; PostgreSQL finds its share and lib
# directories relative to its programs (pg_config says where).  The
# extension, built here, loads into it (a newer C library runs what an
# older one built).
debs() {
    local v=$1 suite aptdir root lib f pkgs
    local -a opts
    suite=$(suite_of "$v") || return 1
    command -v patchelf >/dev/null || apt-get install -y -q patchelf >/dev/null \
        || { echo "PostgreSQL $v: patchelf is needed" >&2; return 1; }
    aptdir=$cache/apt-$suite
    root=$cache/pg$v/root
    lib=$root/usr/lib/x86_64-linux-gnu
    mkdir -p "$aptdir/lists/partial" "$aptdir/cache/archives/partial" \
             "$aptdir/prefs" "$aptdir/debs"
    # (unstable has no security suite)
    if [ "$suite" = sid ]; then
        printf 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main\n' \
            > "$aptdir/sources.list"
    else
        printf 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/%s %s main\n' \
            debian "$suite" debian-security "$suite-security" > "$aptdir/sources.list"
    fi
    touch "$aptdir/status"
    opts=(-o Dir::Etc::SourceList="$aptdir/sources.list"
          -o Dir::Etc::SourceParts=/dev/null
          -o Dir::State::Lists="$aptdir/lists" -o Dir::Cache="$aptdir/cache"
          -o Dir::State::status="$aptdir/status"
          -o Dir::Etc::Preferences=/dev/null
          -o Dir::Etc::PreferencesParts="$aptdir/prefs"
          -o APT::Architecture=amd64)
    rm -rf "$cache/pg$v"
    rm -f "$aptdir/debs"/*.deb
    echo "PostgreSQL $v: no source package; the binary packages of $suite into $cache/pg$v"
    apt-get "${opts[@]}" -q update >/dev/null || return 1
    # the packages and every package they depend on in that suite (its
    # libraries change names from one suite to the next: libxml2-16 in
    # unstable, libxml2 in trixie); virtual ones (<debconf-2.0>) left out
    pkgs=$(apt-cache "${opts[@]}" depends --recurse --no-recommends \
               --no-suggests --no-conflicts --no-breaks --no-replaces \
               --no-enhances "postgresql-$v" "postgresql-client-$v" \
               "postgresql-server-dev-$v" libpq5 $debs_libs 2>/dev/null \
           | grep '^[a-z0-9]' | sort -u) || return 1
    # shellcheck disable=SC2086
    (cd "$aptdir/debs" && apt-get "${opts[@]}" -q download $pkgs >/dev/null 2>&1) \
        || { echo "PostgreSQL $v: apt-get download of $suite's packages failed" >&2; return 1; }
    mkdir -p "$root"
    for f in "$aptdir/debs"/*.deb; do
        dpkg-deb -x "$f" "$root" || return 1
    done
    # no LLVM here: without its provider PostgreSQL does no JIT, as a
    # build without --with-llvm (jit = on would fail to load it)
    rm -rf "$root/usr/lib/postgresql/$v/lib/llvmjit"* \
           "$root/usr/lib/postgresql/$v/lib/bitcode"
    for f in "$root/usr/lib/postgresql/$v/bin"/* "$root/usr/lib/postgresql/$v/lib"/*.so; do
        readelf -h "$f" >/dev/null 2>&1 || continue
        if readelf -l "$f" 2>/dev/null | grep -q 'program interpreter'; then
            patchelf --set-interpreter "$lib/ld-linux-x86-64.so.2" "$f" || return 1
        fi
        patchelf --force-rpath --set-rpath "$lib" "$f" || return 1
    done
    # every library a program loads is the suite's own
    for f in "$root/usr/lib/postgresql/$v/bin"/*; do
        readelf -h "$f" >/dev/null 2>&1 || continue
        if "$lib/ld-linux-x86-64.so.2" --list "$f" 2>&1 | grep '=>' \
                | grep -v -e "=> $lib/" -e 'linux-vdso' | grep .; then
            echo "PostgreSQL $v: $f loads a library from outside $lib (above)" >&2
            return 1
        fi
    done
    ln -s "root/usr/lib/postgresql/$v/bin" "$cache/pg$v/bin"
    chmod -R a+rX "$cache/pg$v"
    "$cache/pg$v/bin/postgres" --version >/dev/null || return 1
    echo "postgresql-$("$cache/pg$v/bin/pg_config" --version | sed 's/^PostgreSQL //') ($suite's binary packages)" \
        > "$cache/pg$v/.built"
    echo "PostgreSQL $v: $(cat "$cache/pg$v/.built") in $cache/pg$v"
}

# contrib BUILDDIR: the contrib modules tests/apps's schemas create
# (citext, hstore, ltree) and btree_gist (an integer in a temporal key,
# tests/regress/sql/pg18_syntax.sql), built and installed from the build
# tree
contrib() {
    local m
    for m in citext hstore ltree btree_gist; do
        make -C "$1/contrib/$m" -j"$jobs" && make -C "$1/contrib/$m" install \
            || return 1
    done
}

build() {   # build VERSION
    local v=$1 src prefix bdir opts=()
    if bindir_of "$v" >/dev/null; then
        echo "PostgreSQL $v: $(cat "$cache/pg$v/.built") in $cache/pg$v (cached)"
        return 0
    fi
    if [ "${QPROP_PG_FROM:-debs}" = debs ]; then
        # the suite's binary packages (a minute, where a build takes half
        # an hour), and its source package for the regression files only
        debs "$v" || return 1
        fetch "$v" >/dev/null \
            || echo "PostgreSQL $v: no source package: its regression files are not checked" >&2
        return 0
    fi
    src=$(fetch "$v") || {
        echo "PostgreSQL $v: could not fetch the source package postgresql-$v" >&2
        debs "$v"
        return
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
        && make install \
        && contrib "$bdir") > "$bdir/build.log" 2>&1 || {
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
        -o "$out/qprop.so" "$srcdir/pg/qprop.c" "$srcdir/pg/keyset.c" \
        .libs/libqprop_internal.a -lm \
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

apps() {    # apps VERSION: tests/apps's schemas dumped by that version's
            # pg_dump, loaded and queried on its server
    local v=$1 bin dir status=0
    bin=$(bindir_of "$v") || {
        echo "FAIL: PostgreSQL $v is not built (tools/pg-versions.sh build $v)"
        return 1
    }
    dir=$(mktemp -d "${TMPDIR:-/tmp}/qprop-apps$v.XXXXXX")
    echo "== PostgreSQL $v: tests/apps/make_dumps.sh (its pg_dump) and tests/apps/check.sh"
    stats=
    [ "$v" -ge 18 ] && stats=1
    QPROP_PG_BINDIR=$bin QPROP_APPS_DUMPS=$dir QPROP_APPS_STATS=$stats \
        bash "$srcdir/tests/apps/make_dumps.sh" || status=1
    # 18's statistics statements: read (the row counts), never an error
    for f in "$dir"/*/dump_stats.sql; do
        [ -f "$f" ] || continue
        qprop_out=$("$PWD/qprop" --verbose --pg-version="$v" "$f" 2>&1 >/dev/null)
        n_err=$(printf '%s\n' "$qprop_out" | grep -c ': error: ' || true)
        n_idx=$(printf '%s\n' "$qprop_out" | grep -c 'pg_restore_relation_stats of ' || true)
        echo "statistics: $(basename "$(dirname "$f")"): $(grep -c 'pg_restore_relation_stats' "$f") pg_restore_relation_stats ($n_idx of indexes skipped, the others' row counts read), $(grep -c 'pg_restore_attribute_stats' "$f") pg_restore_attribute_stats skipped; qprop errors: $n_err"
        if [ "$n_err" != 0 ]; then
            printf '%s\n' "$qprop_out" | grep ': error: ' | head -n 5
            status=1
        fi
    done
    # the dumps must load whole: an error qprop gives on one fails
    if [ $status = 0 ]; then
        QPROP_PG_BINDIR=$bin QPROP_APPS_DUMPS=$dir \
            bash "$srcdir/tests/apps/check.sh" > "$dir/check.out" 2>&1 || status=1
        cat "$dir/check.out"
        awk '$1 == "total" && $5 != 0 { bad = 1 } END { exit bad }' "$dir/check.out" || {
            echo "FAIL: PostgreSQL $v: qprop gave errors on its dumps (dump errs above)"
            status=1
        }
    fi
    rm -rf "$dir"
    return $status
}

catalogs() {   # catalogs VERSION: the generated catalogs against its server
    local v=$1 bin
    bin=$(bindir_of "$v") || {
        echo "SKIP: PostgreSQL $v is not in the cache $cache (tools/pg-versions.sh build $v): its catalogs are not checked"
        return 0
    }
    local status=0
    echo "== PostgreSQL $v: tests/oracle/pgcat_regen.sh"
    QPROP_PG_BINDIR=$bin bash "$srcdir/tests/oracle/pgcat_regen.sh" || status=1
    echo "== PostgreSQL $v: tests/oracle/syscat_regen.sh"
    QPROP_PG_BINDIR=$bin bash "$srcdir/tests/oracle/syscat_regen.sh" || status=1
    return $status
}

check() {   # check VERSION: the version-dependent tests on that server
    local v=$1 bin rdir known status=0
    bin=$(bindir_of "$v") || {
        echo "FAIL: PostgreSQL $v is not built (tools/pg-versions.sh build $v)"
        return 1
    }
    catalogs "$v" || status=1
    ext "$v" || { echo "FAIL: the extension does not build against PostgreSQL $v"; return 1; }
    echo "== PostgreSQL $v: tests/pg/check.sh"
    QPROP_PG_BINDIR=$bin QPROP_PG_SO=$PWD/pg/pg$v/qprop.so \
        bash "$srcdir/tests/pg/check.sh" || status=1
    echo "== PostgreSQL $v: tests/oracle/golden_roundtrip.sh"
    QPROP_PG_BINDIR=$bin bash "$srcdir/tests/oracle/golden_roundtrip.sh" || status=1
    apps "$v" || status=1
    if rdir=$(regress_dir "$v"); then
        echo "== PostgreSQL $v: tests/oracle/pg_regress.sh (its own regression files)"
        known=$srcdir/tests/oracle/pg_regress$v.known
        [ -f "$known" ] || known=/dev/null
        QPROP_PG_BINDIR=$bin QPROP_PG_REGRESS_DIR=$rdir \
            QPROP_PG_REGRESS_KNOWN=$known \
            bash "$srcdir/tests/oracle/pg_regress.sh" || status=1
    elif grep -q 'binary packages' "$cache/pg$v/.built"; then
        # installed by debs(): there is no source to take them from
        echo "SKIP: no regression files of PostgreSQL $v: its source package could not be fetched ($(cat "$cache/pg$v/.built"))"
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
        # the source packages: the server's build, or its regression files
        if ! add_sources; then
            [ "${QPROP_PG_FROM:-debs}" = debs ] || exit 1
            echo "pg-versions.sh: no deb-src lines: the regression files are not fetched" >&2
        fi
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
    apps)
        [ $# -gt 0 ] || set -- 17 18
        status=0
        for v in "$@"; do
            apps "$v" || status=1
        done
        exit $status ;;
    catalogs)
        [ $# -gt 0 ] || set -- 15 17 18
        status=0
        for v in "$@"; do
            catalogs "$v" || status=1
        done
        exit $status ;;
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
        echo "usage: pg-versions.sh build [VERSION...] | bindir VERSION | ext VERSION | apps [VERSION...] | catalogs [VERSION...] | check [VERSION...]" >&2
        exit 2 ;;
esac
