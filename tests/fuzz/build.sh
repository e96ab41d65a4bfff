#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/fuzz/build.sh — build the libFuzzer targets (make fuzz runs this)
#
# Usage: build.sh OUTDIR CC CPPFLAGS SOURCE...
#
# Compiles the library's sources (the .c files among SOURCE, paths relative
# to $srcdir; gram.y and scan.l are taken as the grammar/gram.c and
# grammar/scan.c that make has generated in the build tree) with CC and
# coverage instrumentation, ASan and UBSan, into OUTDIR/obj/, then links
# each tests/fuzz/fuzz_*.c with them into OUTDIR/fuzz_*.  The library is
# compiled afresh every time: make fuzz is not run often.
set -eu

out=$1
cc=$2
cppflags=$3
shift 3
srcdir=${srcdir:-.}
cflags="-std=c11 -g -O1 -fno-omit-frame-pointer -Wall -Wextra -Wno-unused-parameter
        -fsanitize=address,undefined -fno-sanitize-recover=undefined"

mkdir -p "$out/obj"
rm -f "$out"/obj/*.o
objs=
for s in "$@"; do
    case $s in
    *.y) src=${s%.y}.c ;;
    *.l) src=${s%.l}.c ;;
    *.c) src=$srcdir/$s ;;
    *) continue ;;
    esac
    o=$out/obj/`echo "$s" | sed 's|/|_|g; s|\.[cyl]$|.o|'`
    echo "  FUZZCC   $s"
    $cc $cppflags $cflags -fsanitize=fuzzer-no-link -c "$src" -o "$o"
    objs="$objs $o"
done
for f in "$srcdir"/tests/fuzz/fuzz_*.c; do
    t=`basename "$f" .c`
    echo "  FUZZLD   $out/$t"
    $cc $cppflags $cflags -Werror -fsanitize=fuzzer "$f" $objs -o "$out/$t"
done
