/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_corpus.c — the front end parses the shared SQL corpora
 *
 * Every statement of the TPC-H (with variants/), TPC-DS and JOB files of
 * the corpora parses with parser_next(): none fails, and each folder has at
 * least the files and statements it is known to have.  PostgreSQL's
 * regression scripts (pg-regress/) hold syntax qprop does not parse, so
 * their counts are only printed.
 *
 * The corpora are not in the repository (tests/unit/corpora.h says where
 * they are looked for).  These cases were in check_parser.c; they are a
 * program of their own so that a missing corpus is reported as what it
 * is, a SKIP of this program (exit 77), while the parser's own tests still
 * run and pass or fail on their merits; a pass here always means the
 * corpora were read.  With QPROP_REQUIRE_CORPORA=1 a missing corpus fails.
 * A corpora folder without one of the subfolders read here fails.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast/ast.h"
#include "base/arena.h"
#include "grammar/parser.h"
#include "corpora.h"

static arena A;

static void
setup(void)
{
    arena_init(&A, 0);
}

static void
teardown(void)
{
    arena_destroy(&A);
}

typedef struct corpus_count {
    int parsed, skipped, failed;
} corpus_count;

static char *
read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long size;

    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0
        || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    buf = malloc((size_t)size + 1);
    if (buf && fread(buf, 1, (size_t)size, f) != (size_t)size) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = (size_t)size;
    return buf;
}

/* Parse every statement of 'path' into 'c'; print failures. */
static void
parse_file(const char *path, corpus_count *c)
{
    size_t len;
    char *text = read_file(path, &len);
    parser *p;

    ck_assert_msg(text != NULL, "cannot read %s", path);
    p = parser_new(text, len, 0);
    ck_assert_ptr_nonnull(p);
    for (;;) {
        arena a;
        ast *n;
        int loc;
        qprop_error err;
        qprop_status st;

        arena_init(&a, 0);
        memset(&err, 0, sizeof err);
        st = parser_next(p, &a, &n, &loc, &err);
        if (st == QPROP_DONE) {
            arena_destroy(&a);
            break;
        }
        if (st != QPROP_OK) {
            c->failed++;
            fprintf(stderr, "%s: offset %d: %s\n", path, err.offset,
                    err.message);
        } else if (n->kind == AST_SKIPPED
                   || (n->kind == AST_ALTER_TABLE
                       && n->alter.kind == ALTER_OTHER)) {
            c->skipped++;
        } else {
            c->parsed++;
        }
        arena_destroy(&a);
    }
    parser_free(p);
    free(text);
}

static int
cmp_str(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Parse every .sql file of corpus folder 'sub'; the number of files. */
static int
parse_dir(const char *sub, corpus_count *c)
{
    char *dir = arena_printf(&A, "%s/%s", corpora_dir(), sub);
    DIR *d = opendir(dir);
    struct dirent *e;
    char *names[512];
    int n = 0;

    ck_assert_msg(d != NULL, "corpus folder %s is missing (set QPROP_CORPORA)",
                  dir);
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);

        if (l > 4 && strcmp(e->d_name + l - 4, ".sql") == 0 && n < 512)
            names[n++] = arena_strdup(&A, e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_str);
    for (int i = 0; i < n; i++)
        parse_file(arena_printf(&A, "%s/%s", dir, names[i]), c);
    return n;
}

START_TEST(test_corpus_tpch)
{
    corpus_count c = {0, 0, 0};
    int files = parse_dir("tpch", &c) + parse_dir("tpch/variants", &c);

    ck_assert_int_ge(files, 25);
    ck_assert_int_eq(c.failed, 0);
    ck_assert_int_ge(c.parsed, 22 + 8);
}
END_TEST

START_TEST(test_corpus_tpcds)
{
    corpus_count c = {0, 0, 0};
    int files = parse_dir("tpcds", &c);

    ck_assert_int_ge(files, 106);
    ck_assert_int_eq(c.failed, 0);
    ck_assert_int_ge(c.parsed, 103 + 24);
    ck_assert_int_ge(c.skipped, 102); /* schema_ri.sql's foreign keys */
}
END_TEST

START_TEST(test_corpus_job)
{
    corpus_count c = {0, 0, 0};
    int files = parse_dir("job", &c);

    ck_assert_int_ge(files, 115);
    ck_assert_int_eq(c.failed, 0);
    ck_assert_int_ge(c.parsed, 113 + 21);
}
END_TEST

/* Informational: PostgreSQL's regression scripts hold PG 18 syntax that
   qprop does not parse (MERGE in WITH); the counts are printed only. */
START_TEST(test_corpus_pg_regress)
{
    corpus_count c = {0, 0, 0};
    int files = parse_dir("pg-regress", &c);

    fprintf(stderr, "pg-regress: %d files, %d parsed, %d skipped, "
            "%d failed\n", files, c.parsed, c.skipped, c.failed);
    ck_assert_int_ge(files, 1);
}
END_TEST

static Suite *
corpus_suite(void)
{
    Suite *s = suite_create("corpus");
    TCase *core = tcase_create("core");

    tcase_add_checked_fixture(core, setup, teardown);
    tcase_set_timeout(core, 60);
    tcase_add_test(core, test_corpus_tpch);
    tcase_add_test(core, test_corpus_tpcds);
    tcase_add_test(core, test_corpus_job);
    tcase_add_test(core, test_corpus_pg_regress);
    suite_add_tcase(s, core);
    return s;
}

int
main(void)
{
    SRunner *sr;
    int failed, rc;

    if ((rc = corpora_check()) != 0)
        return rc;
    sr = srunner_create(corpus_suite());
    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
