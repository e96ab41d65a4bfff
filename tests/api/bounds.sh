#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/api/bounds (the execution-time bounds through include/qprop.h:
# qprop_stmt_bound_count, qprop_stmt_bound) checks what it reads and exits
# 0, or prints what differs and exits 1.  Run by make check from the build
# tree.
./tests/api/bounds || exit 1
