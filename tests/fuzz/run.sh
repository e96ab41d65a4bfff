#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/fuzz/run.sh — run the fuzz targets built by make fuzz
#
# Usage: run.sh FUZZDIR SECONDS [TARGET...]   (make fuzz-run FUZZ_TIME=N)
#
# For each target (default: every FUZZDIR/fuzz_*), builds the seed corpus
# from the kept seeds and ../shared/corpora (seeds.sh; QPROP_CORPORA
# overrides), then runs the target for SECONDS with the SQL dictionary.
# Everything is written under FUZZDIR/work/: the seeds, the corpus, which
# grows in corpus-NAME/ from run to run, and in artifacts/ a crash, leak or
# timeout, which fails the run.
# Reproduce one with: FUZZDIR/fuzz_NAME ARTIFACT.
set -u

dir=$1
secs=$2
shift 2
srcdir=${srcdir:-.}
corpora=${QPROP_CORPORA:-$srcdir/../shared/corpora}

targets=$*
if [ -z "$targets" ]; then
    for f in "$dir"/fuzz_*; do
        case $f in *.c|*.o) continue ;; esac
        [ -x "$f" ] && targets="$targets `basename "$f" | sed 's/^fuzz_//'`"
    done
fi
work=$dir/work
sh "$srcdir/tests/fuzz/seeds.sh" "$srcdir" "$corpora" "$work/seeds" || exit 1
mkdir -p "$work/artifacts"
status=0
for t in $targets; do
    mkdir -p "$work/corpus-$t"
    echo "fuzz_$t: $secs s (log: $work/fuzz_$t.log)"
    "$dir/fuzz_$t" -dict="$work/seeds/sql.dict" -max_len=16384 -timeout=30 \
        -max_total_time="$secs" -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/$t-" \
        "$work/corpus-$t" "$work/seeds/$t" >"$work/fuzz_$t.log" 2>&1
    rc=$?
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)' \
        "$work/fuzz_$t.log" | sed 's/^/    /'
    if [ $rc != 0 ]; then
        status=1
        echo "fuzz_$t found a problem (status $rc):"
        grep -E 'ERROR|SUMMARY|Test unit written' "$work/fuzz_$t.log" | sed 's/^/    /'
    fi
done
exit $status
