#!/bin/sh
# SPDX-License-Identifier: MIT
# The shared library exports the public API and nothing else: every
# defined dynamic function symbol starts with qprop_ (-fvisibility=hidden
# and -export-symbols-regex '^qprop_' in Makefile.am).  Skipped (77) when
# no shared library was built or nm is missing.
lib=.libs/libqprop.so
test -f "$lib" || { echo "no $lib (static build?)"; exit 77; }
command -v nm >/dev/null 2>&1 || { echo "nm not found"; exit 77; }
syms=`nm -D --defined-only "$lib" | awk '$2 == "T" || $2 == "D" || $2 == "B" || $2 == "R" { print $3 }'`
test -n "$syms" || { echo "no exported symbols in $lib"; exit 1; }
bad=`printf '%s\n' $syms | grep -v '^qprop_'`
if test -n "$bad"; then
    echo "symbols outside the qprop_ namespace exported from $lib:"
    printf '%s\n' $bad
    exit 1
fi
printf '%s\n' $syms | grep -q '^qprop_builder_new$' || {
    echo "qprop_builder_new is not exported"; exit 1; }
echo "`printf '%s\n' $syms | wc -l` symbols, all qprop_"
