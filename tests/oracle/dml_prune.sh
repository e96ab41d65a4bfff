#!/bin/bash
# SPDX-License-Identifier: MIT
# tests/oracle/dml_prune.sh — UPDATE and DELETE as qprop prints them let
# PostgreSQL prune the partitioned target as the statement as written does
# (issue 37, point 4): for each statement of
# tests/oracle/repro/dml-prune-target.sql, the leaf partitions PostgreSQL's
# EXPLAIN lists as the statement's result relations ("Delete on
# logs_2024_06 ...") for qprop's SQL are no more than for the original.
# The rows themselves are compared by repro_oracle.sh.
set -u
export LC_ALL=C
here=$(cd "$(dirname "$0")" && pwd)
. "$here/oracle_env.sh"
oracle_qprop
oracle_cluster
file=$here/repro/dml-prune-target.sql
sed -n '/^-- query:/q;/^--/d;p' "$file" | psql -X -q -v ON_ERROR_STOP=1 >/dev/null \
    || { echo "FAIL: setup"; exit 1; }
targets() { # the result relations of EXPLAIN of statement $1
    psql -X -At -c "EXPLAIN (COSTS OFF) $1" 2>&1 \
        | grep -Eo '^ *(Update|Delete) on logs_[a-z0-9_]+' | sort -u | wc -l
}
status=0 n=0
while IFS= read -r stmt; do
    case $stmt in ''|--*) continue ;; esac
    printed=$("$qprop" --format=sql --no-source --quiet \
        <(sed -n '/^-- query:/q;/^--/d;p' "$file"; echo "$stmt") | tail -n 1)
    a=$(targets "$stmt") b=$(targets "$printed")
    n=$((n + 1))
    if [ "$b" -gt "$a" ] || [ "$b" = 0 ]; then
        echo "FAIL: $stmt"
        echo "  as written: $a partitions; qprop's SQL: $b"
        echo "  $printed"
        status=1
    else
        echo "ok: $a -> $b partitions: $stmt"
    fi
done < <(sed -n '/^-- query:/,$p' "$file")
echo "$n statements checked"
exit $status
