/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/corpora.h — where the shared SQL corpora are, for the C tests
 *
 * The same rule as tests/corpus/corpora.sh: the corpora are looked for in
 * $QPROP_CORPORA, else in ../shared/corpora beside the source tree
 * (QPROP_SRCDIR).  When that folder is missing a test program that needs
 * it exits 77 (SKIP) after one line naming it, or 1 (FAIL) with
 * QPROP_REQUIRE_CORPORA=1, as CI runs.  A folder that exists but lacks a
 * file a test needs is the test's own failure.
 */
#ifndef QPROP_TESTS_CORPORA_H
#define QPROP_TESTS_CORPORA_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef QPROP_SRCDIR
#define QPROP_SRCDIR "."
#endif

/* The corpora folder.  Cannot fail; the result is static or the
   environment's. */
static inline const char *
corpora_dir(void)
{
    const char *env = getenv("QPROP_CORPORA");

    return env && *env ? env : QPROP_SRCDIR "/../shared/corpora";
}

/* 0 when the corpora folder exists; otherwise prints one line on stdout
   and returns the exit status the test program should end with: 77 (SKIP),
   or 1 (FAIL) when QPROP_REQUIRE_CORPORA=1. */
static inline int
corpora_check(void)
{
    const char *req = getenv("QPROP_REQUIRE_CORPORA");
    struct stat st;

    if (stat(corpora_dir(), &st) == 0 && S_ISDIR(st.st_mode))
        return 0;
    if (req && strcmp(req, "1") == 0) {
        printf("FAIL: corpora folder %s is missing (set QPROP_CORPORA=DIR; "
               "QPROP_REQUIRE_CORPORA=1 makes this a failure, not a skip)\n",
               corpora_dir());
        return 1;
    }
    printf("SKIP: corpora folder %s is missing (set QPROP_CORPORA=DIR to run "
           "this test)\n", corpora_dir());
    return 77;
}

#endif
