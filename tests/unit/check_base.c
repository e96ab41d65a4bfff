/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_base.c — unit tests of src/base (arena, list, strbuf,
 * hmap, error)
 *
 * The support code every stage relies on: allocation that fails softly
 * under a limit, lists, string building with SQL and JSON escaping, and
 * the name map with deletions.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/hmap.h"
#include "base/list.h"
#include "base/strbuf.h"

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

/* ---- core ---- */

START_TEST(test_base_arena_alignment)
{
    for (size_t size = 1; size < 200; size += 7) {
        char *p = arena_alloc(&A, size);

        ck_assert_ptr_nonnull(p);
        ck_assert_uint_eq((uintptr_t)p % _Alignof(max_align_t), 0);
        for (size_t i = 0; i < size; i++)
            ck_assert_int_eq(p[i], 0);
        memset(p, 0xAB, size);
    }
    ck_assert(!A.failed);
    ck_assert_uint_ge(A.reserved, A.used);
}
END_TEST

START_TEST(test_base_arena_zero_and_strings)
{
    char *z = arena_alloc(&A, 0);
    char *s = arena_strdup(&A, "hello");
    char *n = arena_strndup(&A, "abcdef", 3);
    char *f = arena_printf(&A, "%s-%d", "x", 42);

    ck_assert_ptr_nonnull(z);
    ck_assert_str_eq(s, "hello");
    ck_assert_str_eq(n, "abc");
    ck_assert_str_eq(f, "x-42");
    ck_assert_ptr_ne(s, z);
}
END_TEST

START_TEST(test_base_arena_big)
{
    /* larger than a chunk: a chunk of its own, the current one kept */
    char *small = arena_alloc(&A, 16);
    char *big = arena_alloc(&A, 3 * 1024 * 1024);
    char *after = arena_alloc(&A, 16);

    ck_assert_ptr_nonnull(small);
    ck_assert_ptr_nonnull(big);
    ck_assert_ptr_nonnull(after);
    big[0] = 1;
    big[3 * 1024 * 1024 - 1] = 2;
    ck_assert_uint_ge(A.reserved, (size_t)3 * 1024 * 1024);
    /* many allocations across chunks stay distinct */
    for (int i = 0; i < 10000; i++) {
        int *p = arena_alloc(&A, sizeof(int) * 10);

        ck_assert_ptr_nonnull(p);
        p[9] = i;
    }
    ck_assert(!A.failed);
}
END_TEST

START_TEST(test_base_arena_reuse)
{
    arena_alloc(&A, 100);
    arena_destroy(&A);
    ck_assert_ptr_null(A.head);
    ck_assert_uint_eq(A.reserved, 0);
    arena_init(&A, 0);
    ck_assert_ptr_nonnull(arena_alloc(&A, 100));
}
END_TEST

START_TEST(test_base_list)
{
    list *l = NULL;
    list *c, *j;
    int v[100];
    int sum = 0;

    ck_assert_int_eq(list_len(NULL), 0);
    for (int i = 0; i < 100; i++) {
        v[i] = i;
        ck_assert(list_push(&A, &l, &v[i]));
    }
    ck_assert_int_eq(list_len(l), 100);
    ck_assert_ptr_eq(list_nth(l, 57), &v[57]);
    LIST_FOREACH(int *, p, l)
        sum += *p;
    ck_assert_int_eq(sum, 4950);
    c = list_copy(&A, l);
    ck_assert_ptr_ne(c, l);
    ck_assert_int_eq(list_len(c), 100);
    ck_assert_ptr_eq(list_nth(c, 99), &v[99]);
    ck_assert_ptr_null(list_copy(&A, NULL));
    j = list_concat(&A, l, c);
    ck_assert_int_eq(list_len(j), 200);
    ck_assert_ptr_eq(list_nth(j, 100), &v[0]);
    ck_assert_int_eq(list_len(l), 100);
    ck_assert_ptr_null(list_concat(&A, NULL, NULL));
    l = list_make1(&A, &v[3]);
    ck_assert_int_eq(list_len(l), 1);
    ck_assert_ptr_eq(list_nth(l, 0), &v[3]);
}
END_TEST

START_TEST(test_base_strbuf)
{
    strbuf sb;

    sb_init(&sb, &A);
    ck_assert_str_eq(sb.data, "");
    ck_assert_uint_eq(sb.len, 0);
    sb_puts(&sb, "abc");
    sb_putc(&sb, '-');
    sb_putn(&sb, "xyz", 2);
    sb_printf(&sb, "[%d]", 7);
    sb_indent(&sb, 3);
    ck_assert_str_eq(sb.data, "abc-xy[7]   ");
    ck_assert_uint_eq(sb.len, strlen(sb.data));
}
END_TEST

START_TEST(test_base_strbuf_growth)
{
    strbuf sb;

    sb_init(&sb, &A);
    for (int i = 0; i < 20000; i++)
        sb_printf(&sb, "%d,", i % 10);
    ck_assert_uint_eq(sb.len, 40000);
    ck_assert_uint_eq(strlen(sb.data), 40000);
    ck_assert_int_eq(sb.data[39998], '9');
    ck_assert_uint_gt(sb.cap, sb.len);
    /* one long append */
    {
        char *big = malloc(100000);

        memset(big, 'q', 99999);
        big[99999] = '\0';
        sb_puts(&sb, big);
        free(big);
    }
    ck_assert_uint_eq(sb.len, 139999);
    ck_assert_int_eq(sb.data[139998], 'q');
    ck_assert_int_eq(sb.data[139999], '\0');
}
END_TEST

START_TEST(test_base_strbuf_escaping)
{
    strbuf sb;

    sb_init(&sb, &A);
    sb_put_sqlstr(&sb, "it's 'x'");
    ck_assert_str_eq(sb.data, "'it''s ''x'''");
    sb_init(&sb, &A);
    sb_put_sqlstr(&sb, "");
    ck_assert_str_eq(sb.data, "''");
    sb_init(&sb, &A);
    sb_put_sqlstr(&sb, "back\\slash");
    ck_assert_str_eq(sb.data, "E'back\\\\slash'");
    sb_init(&sb, &A);
    sb_put_sqlstr(&sb, "two\nlines, it's\ta\001");
    ck_assert_str_eq(sb.data, "E'two\\nlines, it''s\ta\\x01'");
    sb_init(&sb, &A);
    sb_put_jsonstr(&sb, "a\"b\\c\nd\te\rf\x01g\x1f\xc3\xa4");
    ck_assert_str_eq(sb.data,
                     "\"a\\\"b\\\\c\\nd\\te\\rf\\u0001g\\u001f\xc3\xa4\"");
    sb_init(&sb, &A);
    sb_put_jsonstr(&sb, "");
    ck_assert_str_eq(sb.data, "\"\"");
}
END_TEST

START_TEST(test_base_hmap)
{
    hmap m;
    int v[3] = {1, 2, 3};

    hmap_init(&m, &A);
    ck_assert_ptr_null(hmap_get(&m, "a"));
    hmap_del(&m, "a"); /* no-op on an empty map */
    ck_assert(hmap_put(&m, "a", &v[0]));
    ck_assert(hmap_put(&m, "b", &v[1]));
    ck_assert_ptr_eq(hmap_get(&m, "a"), &v[0]);
    ck_assert_ptr_eq(hmap_get(&m, "b"), &v[1]);
    ck_assert_ptr_null(hmap_get(&m, "c"));
    /* replace */
    ck_assert(hmap_put(&m, "a", &v[2]));
    ck_assert_ptr_eq(hmap_get(&m, "a"), &v[2]);
    ck_assert_uint_eq(m.n, 2);
    /* delete, then re-insert into the tombstone */
    hmap_del(&m, "a");
    ck_assert_ptr_null(hmap_get(&m, "a"));
    ck_assert_ptr_eq(hmap_get(&m, "b"), &v[1]);
    ck_assert_uint_eq(m.n, 1);
    ck_assert(hmap_put(&m, "a", &v[0]));
    ck_assert_ptr_eq(hmap_get(&m, "a"), &v[0]);
    ck_assert_uint_eq(m.n, 2);
    /* the empty string is a key like any other */
    ck_assert(hmap_put(&m, "", &v[1]));
    ck_assert_ptr_eq(hmap_get(&m, ""), &v[1]);
    hmap_del(&m, "");
    ck_assert_ptr_null(hmap_get(&m, ""));
    ck_assert_uint_eq(hash_str("a"), hash_str("a"));
    ck_assert_uint_ne(hash_str("a"), hash_str("b"));
}
END_TEST

START_TEST(test_base_hmap_many)
{
    hmap m;
    enum { N = 20000 };
    char **keys = arena_alloc(&A, sizeof(char *) * N);

    hmap_init(&m, &A);
    for (int i = 0; i < N; i++) {
        keys[i] = arena_printf(&A, "key%d", i);
        ck_assert(hmap_put(&m, keys[i], keys[i]));
    }
    ck_assert_uint_eq(m.n, N);
    ck_assert_uint_le(m.used * 4, m.cap * 3);
    for (int i = 0; i < N; i++)
        ck_assert_ptr_eq(hmap_get(&m, keys[i]), keys[i]);
    /* delete every other key: the rest stay reachable across tombstones */
    for (int i = 0; i < N; i += 2)
        hmap_del(&m, keys[i]);
    ck_assert_uint_eq(m.n, N / 2);
    for (int i = 0; i < N; i++) {
        char probe[32];

        snprintf(probe, sizeof probe, "key%d", i);
        if (i % 2)
            ck_assert_ptr_eq(hmap_get(&m, probe), keys[i]);
        else
            ck_assert_ptr_null(hmap_get(&m, probe));
    }
}
END_TEST

START_TEST(test_base_hmap_tombstones)
{
    hmap m;
    char *k = arena_strdup(&A, "churn");
    size_t cap;

    hmap_init(&m, &A);
    ck_assert(hmap_put(&m, "x", k));
    cap = m.cap;
    /* repeated insert/delete of fresh keys must not fill the table with
       tombstones forever: growth rehashes them away */
    for (int i = 0; i < 5000; i++) {
        char *key = arena_printf(&A, "t%d", i);

        ck_assert(hmap_put(&m, key, k));
        hmap_del(&m, key);
        ck_assert_ptr_null(hmap_get(&m, key));
    }
    ck_assert_ptr_eq(hmap_get(&m, "x"), k);
    ck_assert_uint_eq(m.n, 1);
    ck_assert_uint_le(m.used * 4, m.cap * 3);
    ck_assert_uint_ge(m.cap, cap);
}
END_TEST

/* ---- limits ---- */

START_TEST(test_base_arena_limit)
{
    arena a;
    void *p;

    arena_init(&a, 64 * 1024);
    p = arena_alloc(&a, 1000);
    ck_assert_ptr_nonnull(p);
    /* over the limit: NULL and a sticky flag */
    ck_assert_ptr_null(arena_alloc(&a, 128 * 1024));
    ck_assert(a.failed);
    ck_assert_ptr_null(arena_alloc(&a, 1));
    ck_assert_ptr_null(arena_strdup(&a, "x"));
    ck_assert_ptr_null(arena_printf(&a, "%d", 1));
    ck_assert_uint_le(a.reserved, 64 * 1024);
    arena_destroy(&a);
}
END_TEST

START_TEST(test_base_arena_limit_gradual)
{
    arena a;
    int n = 0;

    arena_init(&a, 100 * 1024);
    while (arena_alloc(&a, 1000))
        n++;
    ck_assert(a.failed);
    ck_assert_int_gt(n, 50);
    ck_assert_uint_le(a.reserved, 100 * 1024);
    arena_destroy(&a);
}
END_TEST

START_TEST(test_base_arena_huge_request)
{
    ck_assert_ptr_null(arena_alloc(&A, SIZE_MAX - 8));
    ck_assert(A.failed);
}
END_TEST

START_TEST(test_base_oom_structures)
{
    arena a;
    list *l = NULL;
    strbuf sb;
    hmap m;
    int x = 1;

    arena_init(&a, 1);
    ck_assert(!list_push(&a, &l, &x));
    ck_assert_ptr_null(l);
    ck_assert_ptr_null(list_make1(&a, &x));
    sb_init(&sb, &a);
    sb_puts(&sb, "hello");
    sb_printf(&sb, "%d", 5);
    ck_assert_uint_eq(sb.len, 0);
    ck_assert_str_eq(sb.data, "");
    hmap_init(&m, &a);
    ck_assert_int_eq(hmap_put(&m, "k", &x), 0);
    ck_assert_ptr_null(hmap_get(&m, "k"));
    ck_assert(a.failed);
    arena_destroy(&a);
}
END_TEST

START_TEST(test_base_oom_midway)
{
    arena a;
    strbuf sb;
    list *l = NULL;
    int x = 1, pushed = 0;

    /* a strbuf that stops growing keeps its earlier text */
    arena_init(&a, 16 * 1024);
    sb_init(&sb, &a);
    for (int i = 0; i < 100000 && !a.failed; i++)
        sb_puts(&sb, "0123456789");
    ck_assert(a.failed);
    ck_assert_uint_eq(strlen(sb.data), sb.len);
    ck_assert_uint_gt(sb.len, 0);
    arena_destroy(&a);
    /* a list that cannot grow keeps its items */
    arena_init(&a, 16 * 1024);
    while (list_push(&a, &l, &x))
        pushed++;
    ck_assert_int_eq(list_len(l), pushed);
    ck_assert_ptr_eq(list_nth(l, pushed - 1), &x);
    arena_destroy(&a);
}
END_TEST

/* ---- errors ---- */

START_TEST(test_base_error)
{
    qprop_error e;
    static const char text[] = "SELECT 1;\nSELECT \xc3\xa4 x;";
    int line, col;

    err_clear(&e);
    ck_assert_int_eq(e.code, QPROP_OK);
    ck_assert_int_eq(e.offset, -1);
    ck_assert_int_eq(err_set(&e, QPROP_ESEMANTIC, 20, "column \"%s\"", "x"),
                     QPROP_ESEMANTIC);
    /* the first error wins */
    ck_assert_int_eq(err_set(&e, QPROP_ESYNTAX, 3, "other"),
                     QPROP_ESEMANTIC);
    ck_assert_str_eq(e.message, "column \"x\"");
    err_detail(&e, "A %s.", "detail");
    err_hint(&e, "A hint.");
    ck_assert_str_eq(e.detail, "A detail.");
    ck_assert_str_eq(e.hint, "A hint.");
    err_locate(&e, text, sizeof text - 1, 10);
    ck_assert_int_eq(e.line, 11);
    ck_assert_int_eq(e.column, 10); /* characters, not bytes */
    text_locate(text, sizeof text - 1, 0, &line, &col);
    ck_assert_int_eq(line, 1);
    ck_assert_int_eq(col, 1);
    ck_assert_int_eq(err_set(NULL, QPROP_ENOMEM, 0, "x"), QPROP_ENOMEM);
    err_detail(NULL, "ignored");
    err_clear(NULL);
}
END_TEST

static Suite *
base_suite(void)
{
    Suite *s = suite_create("base");
    TCase *core = tcase_create("core");
    TCase *limits = tcase_create("limits");
    TCase *errors = tcase_create("errors");

    tcase_add_checked_fixture(core, setup, teardown);
    tcase_add_checked_fixture(limits, setup, teardown);
    tcase_add_checked_fixture(errors, setup, teardown);

    tcase_add_test(core, test_base_arena_alignment);
    tcase_add_test(core, test_base_arena_zero_and_strings);
    tcase_add_test(core, test_base_arena_big);
    tcase_add_test(core, test_base_arena_reuse);
    tcase_add_test(core, test_base_list);
    tcase_add_test(core, test_base_strbuf);
    tcase_add_test(core, test_base_strbuf_growth);
    tcase_add_test(core, test_base_strbuf_escaping);
    tcase_add_test(core, test_base_hmap);
    tcase_add_test(core, test_base_hmap_many);
    tcase_add_test(core, test_base_hmap_tombstones);

    tcase_add_test(limits, test_base_arena_limit);
    tcase_add_test(limits, test_base_arena_limit_gradual);
    tcase_add_test(limits, test_base_arena_huge_request);
    tcase_add_test(limits, test_base_oom_structures);
    tcase_add_test(limits, test_base_oom_midway);

    tcase_add_test(errors, test_base_error);

    suite_add_tcase(s, core);
    suite_add_tcase(s, limits);
    suite_add_tcase(s, errors);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(base_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
