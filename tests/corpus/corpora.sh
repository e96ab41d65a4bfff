# SPDX-License-Identifier: MIT
# tests/corpus/corpora.sh — where the shared SQL corpora are, and what a
# test does when they are not there (sourced by the tests that read them)
#
# The corpora (TPC-H, TPC-DS, JOB, PostgreSQL's regression files) are not
# part of the repository or its tarball: they are looked for in
# $QPROP_CORPORA, else in ../shared/corpora beside the source tree.  In a
# fresh clone they are absent, and a test that needs them cannot say
# anything about qprop: it is skipped (exit 77, SKIP in `make check`),
# with one line naming the folder.  QPROP_REQUIRE_CORPORA=1 (CI sets it in
# .ci/run) makes their absence a failure instead, so CI cannot go green by
# skipping.  A corpora folder that exists but lacks a file a test needs is
# a failure either way: that is a broken corpus, not a missing one.
#
# Use, after setting top_srcdir:
#   . "$top_srcdir/tests/corpus/corpora.sh"     sets $corpora
#   corpora_check || exit $?                    0 present, 77 skip, 1 fail

corpora=${QPROP_CORPORA:-$top_srcdir/../shared/corpora}

# corpora_check: 0 when the corpora folder exists (and makes $corpora
# absolute); otherwise prints one line and returns 77 (SKIP) or, with
# QPROP_REQUIRE_CORPORA=1, 1 (FAIL).
corpora_check() {
    if [ -d "$corpora" ]; then
        corpora=$(cd "$corpora" && pwd)
        return 0
    fi
    if [ "${QPROP_REQUIRE_CORPORA:-0}" = 1 ]; then
        echo "FAIL: corpora folder $corpora is missing (set QPROP_CORPORA=DIR;" \
             "QPROP_REQUIRE_CORPORA=1 makes this a failure, not a skip)"
        return 1
    fi
    echo "SKIP: corpora folder $corpora is missing (set QPROP_CORPORA=DIR" \
         "to run this test)"
    return 77
}
