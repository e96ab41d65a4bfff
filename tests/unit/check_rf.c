/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_rf.c — the runtime-filter options of qprop_options
 *
 * Through the public API: the guards rf_build_max_rows, rf_probe_min_rows
 * and rf_key_policy, the wait budget rf_wait_ms and the broadcast limit
 * rf_broadcast_max_rows change where filters go and what JSON says of
 * them; zero keeps the defaults (doc/runtime-filters.md).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qprop.h"

static const char schema[] =
    "CREATE TABLE small (id integer PRIMARY KEY, w text);\n"
    "CREATE TABLE big (id integer PRIMARY KEY, v text, k integer);\n"
    "SELECT * FROM pg_catalog.pg_restore_relation_stats('relname', 'small',"
    " 'reltuples', '3'::real);\n"
    "SELECT * FROM pg_catalog.pg_restore_relation_stats('relname', 'big',"
    " 'reltuples', '20000'::real);\n";

/* The rewritten plan of the last query of schema + 'query' in 'format',
   with 'opts'; a malloc'ed copy. */
static char *
plan_of(const qprop_options *opts, const char *query, qprop_format format)
{
    char text[2048];
    qprop_ctx *ctx = qprop_ctx_new(opts);
    qprop_input *in;
    qprop_stmt *s;
    char *out = NULL;

    ck_assert_ptr_nonnull(ctx);
    snprintf(text, sizeof text, "%s%s", schema, query);
    ck_assert_int_eq(qprop_input_open(ctx, text, strlen(text), &in, NULL),
                     QPROP_OK);
    while (qprop_input_next(in, &s, NULL) == QPROP_OK) {
        const char *t;

        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY) {
            ck_assert_int_eq(qprop_stmt_rewrite(s, NULL), QPROP_OK);
            ck_assert_int_eq(qprop_stmt_print(s, format, 0, 1, &t, NULL),
                             QPROP_OK);
            free(out);
            out = strdup(t);
        }
        qprop_stmt_free(s);
    }
    qprop_input_close(in);
    qprop_ctx_free(ctx);
    ck_assert_ptr_nonnull(out);
    return out;
}

static const char inner_k[] =
    "SELECT s.w, b.v FROM small s JOIN big b ON b.k = s.id;";
static const char inner_id[] =
    "SELECT s.w, b.v FROM small s JOIN big b ON b.id = s.id;";

START_TEST(test_rf_defaults)
{
    char *p = plan_of(NULL, inner_id, QPROP_FORMAT_TEXT);

    ck_assert_ptr_nonnull(strstr(p, "Runtime Filter RF1: b.id <- s.id"));
    free(p);
    p = plan_of(NULL, inner_k, QPROP_FORMAT_TEXT);
    ck_assert_ptr_null(strstr(p, "Runtime Filter"));
    free(p);
}
END_TEST

START_TEST(test_rf_key_policy_any)
{
    qprop_options o;
    char *p;

    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.rf_key_policy = QPROP_RF_KEY_ANY;
    p = plan_of(&o, inner_k, QPROP_FORMAT_TEXT);
    ck_assert_ptr_nonnull(strstr(p, "Runtime Filter RF1: b.k <- s.id"));
    free(p);
}
END_TEST

START_TEST(test_rf_row_guards)
{
    qprop_options o;
    char *p;

    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.rf_probe_min_rows = 50000;      /* big's 20,000 rows are too few */
    p = plan_of(&o, inner_id, QPROP_FORMAT_TEXT);
    ck_assert_ptr_null(strstr(p, "Runtime Filter"));
    free(p);
    o.rf_probe_min_rows = 0;
    o.rf_build_max_rows = 2;          /* small's 3 rows are too many */
    p = plan_of(&o, inner_id, QPROP_FORMAT_TEXT);
    ck_assert_ptr_null(strstr(p, "Runtime Filter"));
    free(p);
}
END_TEST

START_TEST(test_rf_json_lifecycle)
{
    qprop_options o;
    char *p;

    p = plan_of(NULL, inner_id, QPROP_FORMAT_JSON);
    ck_assert_ptr_nonnull(strstr(p, "\"runtime_filters\": [{\"id\": 1, "
                                    "\"build_keys\": [\"s.id\"], "
                                    "\"probe_keys\": [\"b.id\"]"));
    ck_assert_ptr_nonnull(strstr(p, "\"delivery\": \"local\""));
    ck_assert_ptr_nonnull(strstr(p, "\"wait_ms\": 1000, "
                                    "\"fallback\": \"pass_all\""));
    ck_assert_ptr_nonnull(strstr(p, "\"runtime_filters\": [{\"id\": 1, "
                                    "\"column\": \"b.id\"}]"));
    free(p);
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.rf_wait_ms = 250;
    o.rf_broadcast_max_rows = 2;      /* small's 3 rows are shuffled */
    p = plan_of(&o, inner_id, QPROP_FORMAT_JSON);
    ck_assert_ptr_nonnull(strstr(p, "\"distribution\": \"shuffle\", "
                                    "\"delivery\": \"global\""));
    ck_assert_ptr_nonnull(strstr(p, "\"wait_ms\": 250"));
    free(p);
}
END_TEST

static Suite *
rf_suite(void)
{
    Suite *s = suite_create("rf");
    TCase *tc = tcase_create("options");

    tcase_add_test(tc, test_rf_defaults);
    tcase_add_test(tc, test_rf_key_policy_any);
    tcase_add_test(tc, test_rf_row_guards);
    tcase_add_test(tc, test_rf_json_lifecycle);
    suite_add_tcase(s, tc);
    return s;
}

int
main(void)
{
    int failed;
    SRunner *sr = srunner_create(rf_suite());

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
