#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/limits/limits.sh — huge and deep inputs: linear work or a clear error
#
# Each case generates its input at test time (tests/limits/gen.awk; nothing
# big is kept in git) and runs qprop on it, then checks the outcome:
#   ok     exit 0 and a plan printed; run again at a quarter of the size, the
#          time must grow no faster than about linearly (at most 8 times
#          for 4 times the size, plus a second of slack; when not, both
#          sizes run once more and the best of two counts);
#   limit  exit 1 with the depth-limit error (qprop_options.max_depth,
#          default 1000), no plan;
#   error  exit 1 with an error message, no crash;
#   known  as ok, but growth worse than linear is reported, not failed: a
#          known issue, named in the case's comment.
# A signal (stack overflow, abort), a sanitizer report (status 99) or a run
# over the time limit fails the case.  Run by make check; by hand:
# QPROP=./qprop sh tests/limits/limits.sh.  Inputs and outputs are kept in
# tests/limits/work/ of the build tree when a case fails.

here=`dirname "$0"`
qprop=${QPROP:-$PWD/qprop}
gen=$here/gen.awk
work=tests/limits/work
tmax=${QPROP_LIMITS_TIMEOUT:-120}

mkdir -p "$work" || exit 1
flags=                  # extra qprop flags of the next check
passed=0
failed=0

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# run NAME KIND N: run qprop on the input; sets rc and secs.
run()
{
    awk -v kind="$2" -v n="$3" -f "$gen" | tr '@' '\000' >"$work/$1.sql"
    t0=`now`
    timeout "$tmax" "$qprop" --format=sql --no-source $flags "$work/$1.sql" \
        >"$work/$1.out" 2>"$work/$1.err"
    rc=$?
    secs=`elapsed "$t0" "\`now\`"`
}

fail()
{
    echo "FAIL: $1"
    head -c 600 "$work/$2.err" | head -n 6 | sed 's/^/    /'
    failed=`expr $failed + 1`
}

# check NAME KIND N EXPECT [PATTERN]
check()
{
    name=$1 kind=$2 n=$3 expect=$4 pattern=${5:-error:}
    run "$name" "$kind" "$n"
    size=`wc -c <"$work/$name.sql"`
    what="$name ($kind, n=$n, $size bytes): status $rc in $secs s"
    if [ $rc -ge 124 ] || [ $rc -gt 1 ]; then
        case $rc in
        124) fail "$what: over the time limit of $tmax s" "$name" ;;
        99) fail "$what: sanitizer report" "$name" ;;
        *) fail "$what: crashed or aborted" "$name" ;;
        esac
        return
    fi
    case $expect in
    ok|known)
        if [ $rc != 0 ] || [ ! -s "$work/$name.out" ]; then
            fail "$what: expected a plan" "$name"
            return
        fi
        big=$secs
        run "$name-quarter" "$kind" `expr $n / 4`
        if [ $rc != 0 ]; then
            fail "$what: failed at a quarter of the size" "$name-quarter"
            return
        fi
        if awk -v b="$big" -v s="$secs" 'BEGIN { exit !(b > 8 * s + 1) }'; then
            # once more, the best of two for each size: a run the
            # machine's other jobs slowed (make -j2 check of a sanitizer
            # build) is not growth
            q=$secs
            run "$name" "$kind" "$n"
            big=`awk -v a="$big" -v b="$secs" 'BEGIN { print (a < b ? a : b) }'`
            run "$name-quarter" "$kind" `expr $n / 4`
            secs=`awk -v a="$q" -v b="$secs" 'BEGIN { print (a < b ? a : b) }'`
        fi
        if awk -v b="$big" -v s="$secs" 'BEGIN { exit !(b > 8 * s + 1) }'; then
            if [ $expect = known ]; then
                echo "known issue: $what: $secs s at a quarter of the size"
            else
                fail "$what: $secs s at a quarter of the size: worse than linear" "$name"
                return
            fi
        fi
        what="$what ($secs s at n/4)" ;;
    limit|error)
        if [ $rc != 1 ] || ! grep -q -- "$pattern" "$work/$name.err"; then
            fail "$what: expected an error matching '$pattern'" "$name"
            return
        fi
        what="$what: `grep -m 1 'error:' "$work/$name.err" | sed 's/^[^ ]* //' | cut -c 1-70`" ;;
    esac
    echo "ok: $what"
    passed=`expr $passed + 1`
    rm -f "$work/$name".* "$work/$name-quarter".*
}

deep='error: .*nesting.*\(deep\|limit\)'
check parens           parens       10000  limit "$deep"
check derived          derived      10000  limit "$deep"
check in_subquery      in_subquery  10000  limit "$deep"
check exists           exists       10000  limit "$deep"
check nested_joins     nested_joins 10000  limit "$deep"
check plus_chain       plus_chain   100000 limit "$deep"
check union            union        10000  limit "$deep"
check parens_999       parens       999    ok
check derived_900      derived      900    ok
check nested_joins_900 nested_joins 900    ok
check joins            joins        10000  ok
# 10,000 tables in one FROM list (runtime_filter used to classify join
# sides by walking them: quadratic, 580 MB; now a range check)
check comma_joins      comma_joins  10000  ok
# the same chain above a partitioned table: dynamic_partition looked
# for scans to select below every join (quadratic time and memory)
check part_joins       part_joins   10000  ok
# partitionwise_join on a chain of partitioned tables joined on other
# columns: each split copies the rest of the chain once per partition, so
# without its budget the plan grew as 8^n (1 GiB at n = 8)
flags=--enable-rule=partitionwise_join
check pw_chain         pw_chain     64     ok
flags=
check in_list          in_list      100000 ok
check or_chain         or_chain     100000 ok
check and_chain        and_chain    100000 ok
check case             case         10000  ok
check select_list      select_list  10000  ok
check string           string       1048576 ok
check quoted_ident     quoted_ident 1048576 error 'error: column "abcd.*" does not exist'
check ident            ident        1048576 error 'error: column "abcd.*" does not exist'
check statements       statements   100000 ok
check bad_statements   bad_statements 20000 error 'error: syntax error'
check nul              nul          1000   error 'error: invalid byte 0x00'
check garbage          garbage      65536  error 'error:'

echo "limits: $passed passed, $failed failed"
[ $failed = 0 ]
