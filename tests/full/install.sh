# SPDX-License-Identifier: MIT
# tests/full/install.sh — make check-full: `make install` into a scratch
# DESTDIR installs the program, the library, its header, pkg-config file and
# man page (and the extension when it is built); the installed qprop runs;
# `make uninstall` then leaves no file, and none of the directories that
# only qprop's files needed (lib/pkgconfig, share/man/man1: absent on a
# fresh Debian's /usr/local, issue 37 point 6).  Directories such as bin/
# and lib/ stay, as automake leaves them; they exist before any install.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
top=$PWD
if [ ! -f "$top/Makefile" ] || [ ! -x "$top/qprop" ]; then
    echo "FAIL: run from a built tree (make check-full)"
    exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/qprop-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
make -s -C "$top" install DESTDIR="$tmp/root" >"$tmp/install.log" 2>&1 || {
    echo "FAIL: make install"; cat "$tmp/install.log"; exit 1; }
for f in bin/qprop include/qprop.h lib/pkgconfig/qprop.pc \
    share/man/man1/qprop.1; do
    if [ -z "$(find "$tmp/root" -path "*/$f" -type f)" ]; then
        echo "FAIL: make install did not install */$f"
        fail=1
    fi
done
bin=$(find "$tmp/root" -path '*/bin/qprop' -type f | head -n 1)
lib=$(dirname "$(find "$tmp/root" -name 'libqprop.so*' | head -n 1)")
if [ -n "$bin" ] && ! LD_LIBRARY_PATH="$lib" "$bin" --version >/dev/null; then
    echo "FAIL: the installed qprop does not run"
    fail=1
fi
make -s -C "$top" uninstall DESTDIR="$tmp/root" >"$tmp/uninstall.log" 2>&1 || {
    echo "FAIL: make uninstall"; cat "$tmp/uninstall.log"; exit 1; }
left=$(find "$tmp/root" ! -type d)
if [ -n "$left" ]; then
    echo "FAIL: make uninstall left files:"
    echo "$left"
    fail=1
fi
dirs=$(find "$tmp/root" -type d \( -name pkgconfig -o -name man1 \))
if [ -n "$dirs" ]; then
    echo "FAIL: make uninstall left directories only qprop's files needed:"
    echo "$dirs"
    fail=1
fi
if [ "$fail" = 0 ]; then
    echo "PASS: make install, the installed qprop runs, make uninstall leaves no file and no empty pkgconfig/ or man1/"
fi
exit "$fail"
