/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_picture.c — the picture model and the DOT/HTML printers
 *
 * Plans are built by hand, so the tests reach what no rewrite rule makes
 * yet (a PartitionSelector feeding a DynamicScan) and pin: node numbering,
 * the extra-edge list (selectors, runtime filters), kept and pruned partitions, escaping of hostile
 * text in DOT and HTML, the statement text cut at its ';', and OOM.
 */
#include <check.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "print/picture.h"
#include "print/print.h"

static arena A;
static cat_table *T, *P, *P1, *P2, *P3;
static int next_rte_id;

static qp_type
ty(qp_typeid id)
{
    qp_type t = { id, -1, -1, -1, { NULL } };

    return t;
}

static cat_table *
mk_table(const char *name)
{
    static const char *const names[] = { "k", "v" };
    cat_table *t = ARENA_NEW(&A, cat_table);

    t->name = name;
    t->ncols = 2;
    t->cols = ARENA_NEWN(&A, cat_column, 2);
    for (int i = 0; i < 2; i++) {
        t->cols[i].name = names[i];
        t->cols[i].type = ty(i ? T_TEXT : T_INT4);
    }
    t->reltuples = -1;
    return t;
}

static void
setup(void)
{
    arena_init(&A, 0);
    T = mk_table("t");
    P = mk_table("p");
    P->is_partitioned = true;
    P1 = mk_table("p1");
    P2 = mk_table("p2");
    P3 = mk_table("p3");
    P1->parent = P2->parent = P3->parent = P;
    list_push(&A, &P->children, P1);
    list_push(&A, &P->children, P2);
    list_push(&A, &P->children, P3);
}

static void
teardown(void)
{
    arena_destroy(&A);
}

static rte *
mk_rte(const char *alias, cat_table *t)
{
    rte *r = ARENA_NEW(&A, rte);

    r->id = ++next_rte_id;
    r->kind = RTE_TABLE;
    r->alias = alias;
    r->table = t;
    r->ncols = t->ncols;
    r->colnames = ARENA_NEWN(&A, const char *, t->ncols);
    r->coltypes = ARENA_NEWN(&A, qp_type, t->ncols);
    for (int i = 0; i < t->ncols; i++) {
        r->colnames[i] = t->cols[i].name;
        r->coltypes[i] = t->cols[i].type;
    }
    r->loc = -1;
    return r;
}

static expr *
col(rte *r, int c)
{
    return expr_make_col(&A, r, c, -1);
}

static expr *
str(const char *s)
{
    datum d = { .type = { T_TEXT, -1, -1, -1 } };

    d.v.s = s;
    return expr_make_const(&A, d, -1);
}

static expr *
eq(expr *l, expr *r)
{
    return expr_make_op(&A, OP_EQ, "=", ty(T_BOOL), l, r, -1);
}

static plan *
scan(plan_kind kind, rte *r, list *filters)
{
    plan *p = plan_new(&A, kind, -1);

    p->scan.rte = r;
    p->scan.filters = filters;
    return p;
}

static list *
L(int n, ...)
{
    list *l = NULL;
    va_list ap;

    va_start(ap, n);
    for (int i = 0; i < n; i++)
        list_push(&A, &l, va_arg(ap, void *));
    va_end(ap);
    return l;
}

/*
 * Join[inner] (#0)
 *   PartitionSelector 7 for p (#1)    keys t.k
 *     Scan on t (#2)                  Filter: t.v = '<a & "b">' (derived)
 *   DynamicScan on p (#3)             selector 7, keeps p2 of p1..p3
 */
static query *
selector_query(void)
{
    rte *t = mk_rte("t", T), *p = mk_rte("p", P);
    pred *s = pred_make(&A, eq(col(t, 1), str("<a & \"b\">")), false, NULL);
    const expr **cols = ARENA_NEWN(&A, const expr *, 1);
    origin_class *k = ARENA_NEW(&A, origin_class);
    pred *d;
    plan *sel = plan_new(&A, PLAN_PARTITION_SELECTOR, -1);
    plan *dyn = scan(PLAN_DYNAMIC_SCAN, p, NULL);
    plan *j = plan_new(&A, PLAN_JOIN, -1);
    query *q = ARENA_NEW(&A, query);

    cols[0] = col(t, 1);
    k->n = k->n_cols = 1;
    k->cols = cols;
    d = pred_make(&A, eq(col(t, 1), str("<a & \"b\">")), true,
                  pred_origin_make(&A, (const pred *const *)&s, 1, false,
                                   NULL, k));
    sel->selector.id = 7;
    sel->selector.target = p;
    sel->selector.keys = L(1, col(t, 0));
    sel->left = scan(PLAN_SCAN, t, L(1, d));
    dyn->scan.selector = 7;
    dyn->scan.parts = L(1, P2);
    dyn->scan.nparts_total = 3;
    j->join.type = JOIN_INNER;
    j->join.cond = L(1, pred_make(&A, eq(col(t, 0), col(p, 0)), false, NULL));
    j->left = sel;
    j->right = dyn;
    q->root = j;
    return q;
}

START_TEST(test_picture_model)
{
    pic_plan *pp;
    const pic_edge *e;
    const pic_node *dyn;

    ck_assert_int_eq(pic_build(&A, selector_query(), &pp, NULL), QPROP_OK);
    ck_assert_int_eq(list_len(pp->nodes), 4);
    ck_assert_int_eq(list_len(pp->roots), 1);
    ck_assert_int_eq(pp->n_derived, 1);
    ck_assert_int_eq(pp->n_selectors, 1);
    ck_assert_int_eq(pp->n_parts_total, 3);
    ck_assert_int_eq(pp->n_parts_pruned, 2);
    ck_assert_int_eq(pp->n_runtime_filters, 0);
    ck_assert_int_eq(list_len(pp->edges), 1);
    e = list_nth(pp->edges, 0);
    ck_assert_int_eq(e->kind, PE_SELECTOR);
    ck_assert_int_eq(e->from, 1);
    ck_assert_int_eq(e->to, 3);
    ck_assert_str_eq(e->label, "selector 7");
    dyn = list_nth(pp->nodes, 3);
    ck_assert_str_eq(dyn->title, "Dynamic Scan on p");
    ck_assert_int_eq(list_len(dyn->parts), 3);
    ck_assert(((const pic_part *)list_nth(dyn->parts, 0))->pruned);
    ck_assert(!((const pic_part *)list_nth(dyn->parts, 1))->pruned);
    ck_assert(((const pic_part *)list_nth(dyn->parts, 2))->pruned);
}
END_TEST

START_TEST(test_picture_dot)
{
    strbuf sb;

    sb_init(&sb, &A);
    ck_assert_int_eq(explain_dot(&sb, NULL, selector_query(), 2, NULL),
                     QPROP_OK);
    ck_assert_ptr_nonnull(strstr(sb.data, "digraph \"query 2\" {\n"));
    /* tree edges parent -> child, the selector's edge dashed */
    ck_assert_ptr_nonnull(strstr(sb.data, "    a0 -> a1;\n"));
    ck_assert_ptr_nonnull(strstr(sb.data, "    a0 -> a3;\n"));
    ck_assert_ptr_nonnull(strstr(sb.data, "    a1 -> a3 [dir=forward, "
                                          "style=dashed"));
    ck_assert_ptr_nonnull(strstr(sb.data, "label=\"selector 7\"];\n"));
    ck_assert_ptr_nonnull(strstr(sb.data, "Partitions: 1 of 3"));
    ck_assert_ptr_nonnull(strstr(sb.data, "<S>p1</S>, <S>p3</S>"));
    /* hostile text escaped in the label and in the tooltip */
    ck_assert_ptr_nonnull(strstr(sb.data, "t.v = '&lt;a &amp; &quot;b&quot;"
                                          "&gt;' (derived)</I>"));
    ck_assert_ptr_nonnull(strstr(sb.data, "TOOLTIP=\"derived from t.v = "
                                          "'&lt;a &amp; &quot;b&quot;&gt;' "
                                          "via {t.v}\""));
    ck_assert_ptr_null(strstr(sb.data, "<a &"));
    ck_assert(sb.data[sb.len - 1] == '}');
}
END_TEST

START_TEST(test_picture_dot_before)
{
    strbuf sb;
    query *q = selector_query();

    sb_init(&sb, &A);
    ck_assert_int_eq(explain_dot(&sb, q, q, 1, NULL), QPROP_OK);
    ck_assert_ptr_nonnull(strstr(sb.data, "subgraph cluster_before {"));
    ck_assert_ptr_nonnull(strstr(sb.data, "subgraph cluster_after {"));
    ck_assert_ptr_nonnull(strstr(sb.data, "    b1 -> b3 [dir=forward"));
    ck_assert_ptr_nonnull(strstr(sb.data, "    a1 -> a3 [dir=forward"));
}
END_TEST

START_TEST(test_picture_html)
{
    static const char sql[] =
        "SELECT ';' AS \"a;b\", $q$;$q$ -- ;\n"
        "/* ; /* ; */ ; */ FROM t WHERE v = E'\\';' ;\nSELECT 2;";
    strbuf sb;
    query *q = selector_query();
    const char *pre, *end;

    sb_init(&sb, &A);
    ck_assert_int_eq(explain_html(&sb, q, q, sql, strlen(sql), 3, 9, NULL),
                     QPROP_OK);
    ck_assert_ptr_nonnull(strstr(sb.data, "<section class=\"query\" "
                                          "id=\"q3\">"));
    ck_assert_ptr_nonnull(strstr(sb.data, "data-nodes=\"4\" "
                                          "data-derived=\"1\""));
    ck_assert_ptr_nonnull(strstr(sb.data, "id=\"q3a3\""));
    ck_assert_ptr_nonnull(strstr(sb.data, "data-from=\"q3a1\" "
                                          "data-to=\"q3a3\" "
                                          "data-kind=\"selector\""));
    ck_assert_ptr_nonnull(strstr(sb.data, "<span class=\"part pruned\" "
                                          "title=\"pruned\">p1</span>"));
    ck_assert_ptr_nonnull(strstr(sb.data, "<div class=\"ln pred derived\" "
                                          "title=\"derived from t.v = "
                                          "&#39;&lt;a &amp; &quot;b&quot;"
                                          "&gt;&#39; via {t.v}\">"));
    ck_assert_ptr_nonnull(strstr(sb.data, "partition selectors: <b>1</b>"));
    /* the statement ends at its own ';', not at the quoted ones */
    pre = strstr(sb.data, "<pre>");
    end = strstr(sb.data, "</pre>");
    ck_assert_ptr_nonnull(pre);
    ck_assert_ptr_nonnull(end);
    ck_assert_str_eq(arena_strndup(&A, pre + 5, (size_t)(end - pre - 5)),
                     "SELECT &#39;;&#39; AS &quot;a;b&quot;, $q$;$q$ -- ;\n"
                     "/* ; /* ; */ ; */ FROM t WHERE v = E&#39;\\&#39;;"
                     "&#39;");
    ck_assert_ptr_nonnull(strstr(explain_html_doc(true), "<!DOCTYPE html>"));
    ck_assert_ptr_nonnull(strstr(explain_html_doc(false), "</html>"));
}
END_TEST

/* Join[inner] (#0) making RF3 over Scan on t (#1) and Scan on p (#2),
   which uses RF3 on p.k: one dashed edge #0 -> #2. */
START_TEST(test_picture_runtime_filter)
{
    rte *t = mk_rte("t", T), *p = mk_rte("p", T);
    rt_filter *f = ARENA_NEW(&A, rt_filter);
    rf_use *u = ARENA_NEW(&A, rf_use);
    plan *j = plan_new(&A, PLAN_JOIN, -1);
    query *q = ARENA_NEW(&A, query);
    pic_plan *pp;
    const pic_edge *e;
    const pic_line *l;
    strbuf sb;

    f->id = 3;
    f->build_keys = L(1, col(t, 0));
    f->probe_keys = L(1, col(p, 0));
    f->target = p;
    u->id = 3;
    u->f = f;
    j->join.type = JOIN_INNER;
    j->join.cond = L(1, pred_make(&A, eq(col(p, 0), col(t, 0)), false, NULL));
    j->join.runtime_filters = L(1, f);
    j->left = scan(PLAN_SCAN, t, NULL);
    j->right = scan(PLAN_SCAN, p, NULL);
    j->right->scan.runtime_filters = L(1, u);
    q->root = j;
    ck_assert_int_eq(pic_build(&A, q, &pp, NULL), QPROP_OK);
    ck_assert_int_eq(pp->n_runtime_filters, 1);
    ck_assert_int_eq(list_len(pp->edges), 1);
    e = list_nth(pp->edges, 0);
    ck_assert_int_eq(e->kind, PE_RUNTIME_FILTER);
    ck_assert_int_eq(e->from, 0);
    ck_assert_int_eq(e->to, 2);
    ck_assert_str_eq(e->label, "RF3");
    l = list_nth(((const pic_node *)list_nth(pp->nodes, 2))->lines, 0);
    ck_assert(l->is_rf);
    ck_assert_str_eq(l->text, "RF3: p.k <- t.k");
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_html(&sb, q, q, "", 0, 1, 1, NULL), QPROP_OK);
    ck_assert_ptr_nonnull(strstr(sb.data, "data-from=\"q1a0\" "
                                          "data-to=\"q1a2\" "
                                          "data-kind=\"filter\" "
                                          "data-label=\"RF3\""));
    ck_assert_ptr_nonnull(strstr(sb.data, "runtime filters placed: "
                                          "<b>1</b>"));
}
END_TEST

START_TEST(test_picture_oom)
{
    query *q = selector_query();

    for (size_t limit = 64; limit < 65536; limit *= 2) {
        arena small;
        strbuf sb;
        qprop_error err;
        qprop_status st;

        arena_init(&small, limit);
        sb_init(&sb, &small);
        err_clear(&err);
        st = explain_dot(&sb, q, q, 1, &err);
        ck_assert(st == QPROP_OK || st == QPROP_ENOMEM);
        ck_assert_int_eq(err.code, st);
        arena_destroy(&small);
        arena_init(&small, limit);
        sb_init(&sb, &small);
        err_clear(&err);
        st = explain_html(&sb, q, q, "SELECT 1", 8, 1, 1, &err);
        ck_assert(st == QPROP_OK || st == QPROP_ENOMEM);
        ck_assert_int_eq(err.code, st);
        arena_destroy(&small);
    }
}
END_TEST

static Suite *
picture_suite(void)
{
    Suite *s = suite_create("picture");
    TCase *core = tcase_create("core");
    TCase *errors = tcase_create("errors");

    tcase_add_checked_fixture(core, setup, teardown);
    tcase_add_test(core, test_picture_model);
    tcase_add_test(core, test_picture_dot);
    tcase_add_test(core, test_picture_dot_before);
    tcase_add_test(core, test_picture_html);
    tcase_add_test(core, test_picture_runtime_filter);
    suite_add_tcase(s, core);
    tcase_add_checked_fixture(errors, setup, teardown);
    tcase_add_test(errors, test_picture_oom);
    suite_add_tcase(s, errors);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(picture_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
