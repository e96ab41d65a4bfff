#!/bin/sh
# SPDX-License-Identifier: MIT
# examples/embed (a host planner using the C API) prints exactly what
# examples/embed.expected says: its walk of the rewritten plan is the contract.
# Run by make check from the build tree (srcdir is set by the harness).
: "${srcdir:=.}"
out=tests/api/embed.result
mkdir -p tests/api
./examples/embed > "$out" || { echo "examples/embed failed"; exit 1; }
diff -u "$srcdir/examples/embed.expected" "$out"
