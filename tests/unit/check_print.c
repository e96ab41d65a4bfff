/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_print.c — the plan printers: SQL, EXPLAIN text, JSON
 *
 * Plans and catalogs are built by hand here (no parser, no binder), so
 * each test pins one printing rule: operator parenthesisation, literal
 * forms, the shape of every FROM item, where hoisted predicates land, and
 * the exact EXPLAIN and JSON layouts documented in doc/json-format.md.
 */
#include <check.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "print/print.h"

/* ---- fixture ---- */

static arena A;
static cat_table *T1, *T2, *P, *P1, *P2, *P3;

static cat_table *
mk_table(const char *name, int ncols, const char *const *names,
         const qp_type *types)
{
    cat_table *t = ARENA_NEW(&A, cat_table);

    t->name = name;
    t->ncols = ncols;
    t->cols = ARENA_NEWN(&A, cat_column, ncols);
    for (int i = 0; i < ncols; i++) {
        t->cols[i].name = names[i];
        t->cols[i].type = types[i];
    }
    t->reltuples = -1;
    return t;
}

static qp_type
ty(qp_typeid id)
{
    qp_type t = { id, -1, -1, -1, { NULL } };

    return t;
}

static qp_type
numeric(int prec, int scale)
{
    qp_type t = { T_NUMERIC, (int16_t)prec, (int16_t)scale, -1, { NULL } };

    return t;
}

static void
setup(void)
{
    static const char *const t1c[] = { "a", "b", "s" };
    static const char *const t2c[] = { "a", "c" };
    static const char *const pc[] = { "k", "v" };
    qp_type t1t[] = { ty(T_INT4), ty(T_INT4), ty(T_TEXT) };
    qp_type t2t[] = { ty(T_INT4), numeric(15, 2) };
    qp_type pt[] = { ty(T_INT4), ty(T_TEXT) };

    arena_init(&A, 0);
    T1 = mk_table("t1", 3, t1c, t1t);
    T2 = mk_table("t2", 2, t2c, t2t);
    P = mk_table("p", 2, pc, pt);
    P->is_partitioned = true;
    P1 = mk_table("p1", 2, pc, pt);
    P2 = mk_table("p2", 2, pc, pt);
    P3 = mk_table("p3", 2, pc, pt);
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

/* ---- builders ---- */

static int next_rte_id;

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

/* An rte with one column, as a SINGLE join's value or a subquery's. */
static rte *
mk_rte1(rte_kind kind, const char *alias, const char *col, qp_type t)
{
    rte *r = ARENA_NEW(&A, rte);

    r->id = ++next_rte_id;
    r->kind = kind;
    r->alias = alias;
    r->ncols = 1;
    r->colnames = ARENA_NEWN(&A, const char *, 1);
    r->coltypes = ARENA_NEWN(&A, qp_type, 1);
    r->colnames[0] = col;
    r->coltypes[0] = t;
    return r;
}

static expr *
col(rte *r, int c)
{
    return expr_make_col(&A, r, c, -1);
}

static expr *
num(long v)
{
    datum d = { .type = { T_INT4, -1, -1, -1 } };
    expr *e;

    d.v.i = v;
    e = expr_make_const(&A, d, -1);
    e->cnst.text = arena_printf(&A, "%ld", v);
    return e;
}

static expr *
str(const char *s)
{
    datum d = { .type = { T_TEXT, -1, -1, -1 } };

    d.v.s = s;
    return expr_make_const(&A, d, -1);
}

static expr *
op(op_kind k, const char *name, expr *l, expr *r)
{
    qp_type t = k <= OP_GE ? ty(T_BOOL) : ty(T_INT4);

    return expr_make_op(&A, k, name, t, l, r, -1);
}

static expr *
eq(expr *l, expr *r)
{
    return op(OP_EQ, "=", l, r);
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

static expr *
boolx(bool_kind k, list *args)
{
    return expr_make_bool(&A, k, args, -1);
}

static expr *
func(expr_kind kind, const char *name, list *args)
{
    expr *e = expr_new(&A, kind, ty(T_INT8), -1);

    e->func.name = name;
    e->func.args = args;
    return e;
}

static sort_key *
skey(expr *e, bool desc, int nulls)
{
    sort_key *k = ARENA_NEW(&A, sort_key);

    k->e = e;
    k->desc = desc;
    k->nulls = nulls;
    return k;
}

static pred *
P_(expr *e)
{
    return pred_make(&A, e, false, NULL);
}

/* The origin "src via {c1, c2}" (no class when 'c1' is NULL). */
static const pred_origin *
origin_via(const pred *src, expr *c1, expr *c2)
{
    origin_class *k = ARENA_NEW(&A, origin_class);
    const expr **cols = ARENA_NEWN(&A, const expr *, 2);

    cols[0] = c1;
    cols[1] = c2;
    k->n = k->n_cols = 2;
    k->cols = cols;
    return pred_origin_make(&A, &src, 1, false, NULL, c1 ? k : NULL);
}

static plan *
scan(rte *r, list *filters)
{
    plan *p = plan_new(&A, PLAN_SCAN, -1);

    p->scan.rte = r;
    p->scan.filters = filters;
    return p;
}

static plan *
join(join_type t, plan *l, plan *r, list *cond)
{
    plan *p = plan_new(&A, PLAN_JOIN, -1);

    p->join.type = t;
    p->left = l;
    p->right = r;
    p->join.cond = cond;
    return p;
}

static plan *
filter(plan *child, list *preds, bool having)
{
    plan *p = plan_new(&A, PLAN_FILTER, -1);

    p->left = child;
    p->filter.filters = preds;
    p->filter.having = having;
    return p;
}

static target *
tgt(expr *e, const char *name)
{
    target *t = ARENA_NEW(&A, target);

    t->e = e;
    t->name = name;
    return t;
}

static plan *
project(plan *child, list *targets)
{
    plan *p = plan_new(&A, PLAN_PROJECT, -1);

    p->left = child;
    p->project.targets = targets;
    return p;
}

static query *
mkq(plan *root)
{
    query *q = ARENA_NEW(&A, query);

    q->root = root;
    if (root->kind == PLAN_PROJECT) {
        q->ncols = list_len(root->project.targets);
        q->colnames = ARENA_NEWN(&A, const char *, q->ncols);
        q->coltypes = ARENA_NEWN(&A, qp_type, q->ncols);
        for (int i = 0; i < q->ncols; i++) {
            target *t = list_nth(root->project.targets, i);

            q->colnames[i] = t->name;
            q->coltypes[i] = t->e->type;
        }
    }
    return q;
}

/* ---- printing helpers ---- */

static const char *
E(const expr *e)
{
    strbuf sb;

    sb_init(&sb, &A);
    deparse_expr(&sb, e);
    return sb.data;
}

static const char *
SQL(const query *q)
{
    strbuf sb;
    qprop_error err;

    err_clear(&err);
    sb_init(&sb, &A);
    ck_assert_int_eq(deparse_query(&sb, q, &err), QPROP_OK);
    return sb.data;
}

/* The SQL of 'q' as the target stage gives it with flags 'tflags'. */
static const char *
SQL_FLAGS(const query *q, unsigned tflags)
{
    strbuf sb;
    qprop_error err;
    const tg_decisions *tg;

    err_clear(&err);
    sb_init(&sb, &A);
    tg = tg_decide(&A, q, tflags);
    ck_assert_ptr_nonnull(tg);
    ck_assert_int_eq(deparse_query_target(&sb, q, tg, &err), QPROP_OK);
    return sb.data;
}

/* ---- expressions ---- */

START_TEST(test_print_ident)
{
    strbuf sb;

    sb_init(&sb, &A);
    deparse_ident(&sb, "lineitem");
    sb_puts(&sb, " ");
    deparse_ident(&sb, "Order");
    sb_puts(&sb, " ");
    deparse_ident(&sb, "order");
    sb_puts(&sb, " ");
    deparse_ident(&sb, "a\"b");
    ck_assert_str_eq(sb.data, "lineitem \"Order\" \"order\" \"a\"\"b\"");
}
END_TEST

START_TEST(test_print_expr_precedence)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    expr *sum = op(OP_ADD, "+", col(a, 0), num(1));

    ck_assert_str_eq(E(eq(sum, col(b, 0))), "(a.a + 1) = b.a");
    ck_assert_str_eq(E(op(OP_MUL, "*", col(a, 1), sum)), "a.b * (a.a + 1)");
    ck_assert_str_eq(E(op(OP_SUB, "-", col(a, 0),
                          op(OP_SUB, "-", col(a, 1), num(1)))),
                     "a.a - (a.b - 1)");
    ck_assert_str_eq(E(boolx(B_OR, L(2, eq(col(a, 0), num(1)),
                                     eq(col(a, 1), num(2))))),
                     "(a.a = 1) OR (a.b = 2)");
    ck_assert_str_eq(E(boolx(B_AND, L(2, boolx(B_OR, L(2, eq(col(a, 0), num(1)),
                                                     eq(col(a, 1), num(2)))),
                                      eq(col(b, 0), num(3))))),
                     "((a.a = 1) OR (a.b = 2)) AND (b.a = 3)");
    ck_assert_str_eq(E(boolx(B_NOT, L(1, eq(col(a, 0), num(1))))),
                     "NOT (a.a = 1)");
    ck_assert_str_eq(E(op(OP_OTHER, "~~", col(a, 2), str("x%"))),
                     "a.s ~~ 'x%'");
    ck_assert_str_eq(E(op(OP_CONCAT, "||", col(a, 2), col(a, 2))),
                     "a.s || a.s");
}
END_TEST

START_TEST(test_print_expr_negative)
{
    rte *a = mk_rte("a", T1);

    ck_assert_str_eq(E(eq(col(a, 0), num(-5))), "a.a = (-5)");
    ck_assert_str_eq(E(num(-5)), "-5");
    ck_assert_str_eq(E(op(OP_NEG, "-", NULL, col(a, 0))), "- a.a");
    ck_assert_str_eq(E(op(OP_ADD, "+", col(a, 1),
                          op(OP_NEG, "-", NULL, col(a, 0)))),
                     "a.b + (- a.a)");
    ck_assert_str_eq(E(op(OP_NEG, "-", NULL, num(-5))), "- CAST(-5 AS integer)");
}
END_TEST

START_TEST(test_print_expr_literals)
{
    rte *a = mk_rte("a", T1);
    expr *cast = expr_new(&A, E_CAST, numeric(15, 2), -1);
    expr *d = num(0);

    ck_assert_str_eq(E(eq(col(a, 2), str("it's"))), "a.s = 'it''s'");
    cast->cast.arg = op(OP_ADD, "+", col(a, 0), num(1));
    ck_assert_str_eq(E(cast), "CAST(a.a + 1 AS numeric(15,2))");
    ck_assert_str_eq(E(op(OP_MUL, "*", cast, num(2))),
                     "CAST(a.a + 1 AS numeric(15,2)) * 2");
    d->cnst.text = "DATE '1998-12-01'";
    ck_assert_str_eq(E(op(OP_LE, "<=", col(a, 0), d)),
                     "a.a <= DATE '1998-12-01'");
}
END_TEST

START_TEST(test_print_expr_tests)
{
    rte *a = mk_rte("a", T1);
    expr *in = expr_new(&A, E_IN, ty(T_BOOL), -1);
    expr *nt = expr_new(&A, E_NULLTEST, ty(T_BOOL), -1);
    expr *bt = expr_new(&A, E_BOOLTEST, ty(T_BOOL), -1);
    expr *lk = expr_new(&A, E_LIKE, ty(T_BOOL), -1);
    expr *ds = op(OP_NOT_DISTINCT, NULL, col(a, 0), col(a, 1));

    in->in.arg = op(OP_ADD, "+", col(a, 0), num(1));
    in->in.items = L(2, num(1), num(-2));
    ck_assert_str_eq(E(in), "(a.a + 1) IN (1, -2)");
    in->in.is_not = true;
    ck_assert_str_eq(E(in), "(a.a + 1) NOT IN (1, -2)");
    in->in.items = NULL;
    ck_assert_str_eq(E(in), "true");

    nt->test.arg = col(a, 0);
    nt->test.is_not = true;
    ck_assert_str_eq(E(nt), "a.a IS NOT NULL");
    bt->test.arg = eq(col(a, 0), num(1));
    bt->test.bt = BT_NOT_UNKNOWN;
    ck_assert_str_eq(E(bt), "(a.a = 1) IS NOT UNKNOWN");
    ck_assert_str_eq(E(ds), "a.a IS NOT DISTINCT FROM a.b");

    lk->like.arg = col(a, 2);
    lk->like.pattern = str("%x!%");
    lk->like.escape = str("!");
    lk->like.kind = LIKE_ILIKE;
    lk->like.is_not = true;
    ck_assert_str_eq(E(lk), "a.s NOT ILIKE '%x!%' ESCAPE '!'");
    ck_assert_str_eq(E(boolx(B_NOT, L(1, nt))), "NOT (a.a IS NOT NULL)");
}
END_TEST

START_TEST(test_print_expr_case)
{
    rte *a = mk_rte("a", T1);
    expr *c = expr_new(&A, E_CASE, ty(T_INT4), -1);

    c->casex.whens = L(4, eq(col(a, 0), num(1)), str("one"),
                       boolx(B_OR, L(2, eq(col(a, 0), num(2)),
                                     eq(col(a, 0), num(3)))), str("few"));
    c->casex.else_ = str("many");
    ck_assert_str_eq(E(c), "CASE WHEN a.a = 1 THEN 'one' WHEN (a.a = 2) OR "
                           "(a.a = 3) THEN 'few' ELSE 'many' END");
    c->casex.arg = col(a, 1);
    c->casex.whens = L(2, num(1), num(10));
    c->casex.else_ = NULL;
    ck_assert_str_eq(E(op(OP_ADD, "+", c, num(1))),
                     "CASE a.b WHEN 1 THEN 10 END + 1");
}
END_TEST

START_TEST(test_print_expr_funcs)
{
    rte *a = mk_rte("a", T1);
    expr *cnt = func(E_AGG, "count", NULL);
    expr *sum = func(E_AGG, "sum", L(1, col(a, 0)));
    expr *agg = func(E_AGG, "string_agg", L(2, col(a, 2), str(",")));
    expr *ext = func(E_FUNC, "extract", L(1, col(a, 0)));
    expr *sub = func(E_FUNC, "substring", L(3, col(a, 2), num(1), num(2)));
    expr *grp = func(E_GROUPING, "grouping", L(2, col(a, 0), col(a, 1)));

    cnt->func.star = true;
    ck_assert_str_eq(E(cnt), "count(*)");
    sum->func.distinct = true;
    sum->func.filter = op(OP_GT, ">", col(a, 1), num(0));
    ck_assert_str_eq(E(sum), "sum(DISTINCT a.a) FILTER (WHERE a.b > 0)");
    agg->func.agg_order = L(1, skey(col(a, 2), true, 0));
    ck_assert_str_eq(E(agg), "string_agg(a.s, ',' ORDER BY a.s DESC)");
    ck_assert_str_eq(E(func(E_FUNC, "coalesce", L(2, col(a, 0), num(0)))),
                     "coalesce(a.a, 0)");
    ck_assert_str_eq(E(func(E_FUNC, "Weird", NULL)), "\"Weird\"()");
    ext->func.field = "year";
    ck_assert_str_eq(E(ext), "EXTRACT(year FROM a.a)");
    ck_assert_str_eq(E(sub), "substring(a.s FROM 1 FOR 2)");
    ck_assert_str_eq(E(func(E_FUNC, "current_date", NULL)), "current_date");
    ck_assert_str_eq(E(grp), "GROUPING(a.a, a.b)");
}
END_TEST

START_TEST(test_print_expr_window)
{
    rte *a = mk_rte("a", T1);
    expr *rn = func(E_WINFUNC, "row_number", NULL);
    expr *sum = func(E_WINFUNC, "sum", L(1, col(a, 0)));
    window_spec *w = ARENA_NEW(&A, window_spec);

    w->partition = L(1, col(a, 0));
    w->order = L(1, skey(col(a, 1), true, 2));
    w->frame = FRAME_ROWS | FRAME_BETWEEN | FRAME_START_UNBOUNDED_PRECEDING
               | FRAME_END_CURRENT_ROW;
    rn->func.win = w;
    ck_assert_str_eq(E(rn), "row_number() OVER (PARTITION BY a.a ORDER BY "
                            "a.b DESC NULLS LAST ROWS BETWEEN UNBOUNDED "
                            "PRECEDING AND CURRENT ROW)");
    sum->func.win = ARENA_NEW(&A, window_spec);
    ck_assert_str_eq(E(sum), "sum(a.a) OVER ()");
    sum->func.win->frame = FRAME_RANGE | FRAME_START_OFFSET_PRECEDING;
    sum->func.win->start_offset = num(3);
    ck_assert_str_eq(E(sum), "sum(a.a) OVER (RANGE 3 PRECEDING)");
}
END_TEST

START_TEST(test_print_expr_sublink)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *sub = project(scan(b, L(1, P_(eq(col(b, 0), col(a, 0))))),
                        L(1, tgt(col(b, 1), "c")));
    expr *ex = expr_new(&A, E_SUBLINK, ty(T_BOOL), -1);
    expr *in = expr_new(&A, E_SUBLINK, ty(T_BOOL), -1);
    expr *sc = expr_new(&A, E_SUBLINK, numeric(15, 2), -1);

    ex->sub.kind = SL_EXISTS;
    ex->sub.sub = sub;
    ck_assert_str_eq(E(ex), "EXISTS (SELECT b.c AS c FROM t2 AS b "
                            "WHERE b.a = a.a)");
    ex->sub.is_not = true;
    ck_assert_str_eq(E(boolx(B_AND, L(2, ex, eq(col(a, 1), num(1))))),
                     "(NOT EXISTS (SELECT b.c AS c FROM t2 AS b WHERE "
                     "b.a = a.a)) AND (a.b = 1)");
    in->sub.kind = SL_ANY;
    in->sub.opname = "=";
    in->sub.test = col(a, 0);
    in->sub.sub = sub;
    in->sub.is_not = true;
    ck_assert_str_eq(E(in), "a.a NOT IN (SELECT b.c AS c FROM t2 AS b "
                            "WHERE b.a = a.a)");
    in->sub.opname = "<";
    in->sub.kind = SL_ALL;
    in->sub.is_not = false;
    ck_assert_str_eq(E(in), "a.a < ALL (SELECT b.c AS c FROM t2 AS b "
                            "WHERE b.a = a.a)");
    sc->sub.kind = SL_EXPR;
    sc->sub.sub = sub;
    ck_assert_str_eq(E(op(OP_GT, ">", col(a, 0), sc)),
                     "a.a > (SELECT b.c AS c FROM t2 AS b WHERE b.a = a.a)");
}
END_TEST

/* ---- whole queries ---- */

START_TEST(test_print_query_scan)
{
    rte *t = mk_rte("t1", T1);
    plan *p = project(scan(t, L(2, P_(eq(col(t, 0), num(1))),
                                P_(boolx(B_OR, L(2, eq(col(t, 1), num(2)),
                                                 eq(col(t, 1), num(3))))))),
                      L(2, tgt(col(t, 0), "a"), tgt(col(t, 2), "select")));

    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT t1.a AS a, t1.s AS \"select\" FROM t1 AS t1 "
                     "WHERE t1.a = 1 AND ((t1.b = 2) OR (t1.b = 3));");
}
END_TEST

START_TEST(test_print_query_joins)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *inner = join(JOIN_INNER, scan(a, NULL),
                       scan(b, L(1, P_(op(OP_GT, ">", col(b, 1), num(5))))),
                       L(1, P_(eq(col(a, 0), col(b, 0)))));
    plan *left = join(JOIN_LEFT, scan(a, L(1, P_(eq(col(a, 1), num(3))))),
                      scan(b, L(1, pred_make(&A, eq(col(b, 0), num(7)), true,
                                             origin_via(P_(eq(col(a, 0),
                                                              num(7))),
                                                        NULL, NULL)))),
                      L(1, P_(eq(col(a, 0), col(b, 0)))));
    list *tl = L(2, tgt(col(a, 0), "a"), tgt(col(b, 1), "c"));

    ck_assert_str_eq(SQL(mkq(project(inner, tl))),
                     "SELECT a.a AS a, b.c AS c FROM t1 AS a INNER JOIN t2 "
                     "AS b ON a.a = b.a WHERE b.c > 5;");
    ck_assert_str_eq(SQL(mkq(project(left, tl))),
                     "SELECT a.a AS a, b.c AS c FROM t1 AS a LEFT JOIN t2 "
                     "AS b ON a.a = b.a AND b.a = 7 WHERE a.b = 3;");
    /* inputs of a FULL join keep their filters in derived tables */
    left->join.type = JOIN_FULL;
    ck_assert_str_eq(SQL(mkq(project(left, tl))),
                     "SELECT a.a AS a, b.c AS c FROM (SELECT * FROM t1 AS a "
                     "WHERE a.b = 3) AS a FULL JOIN (SELECT * FROM t2 AS b "
                     "WHERE b.a = 7) AS b ON a.a = b.a;");
    /* a nested join keeps its parentheses; a Filter under a FULL join
       becomes a lateral filter */
    {
        rte *c = mk_rte("c", T1);
        plan *in2 = join(JOIN_INNER,
                         scan(b, L(1, P_(op(OP_GT, ">", col(b, 1), num(5))))),
                         scan(c, NULL), L(1, P_(eq(col(b, 0), col(c, 0)))));

        left->right = filter(in2, L(1, P_(eq(col(c, 2), str("x")))), false);
        ck_assert_str_eq(SQL(mkq(project(left, tl))),
                         "SELECT a.a AS a, b.c AS c FROM (SELECT * FROM t1 "
                         "AS a WHERE a.b = 3) AS a FULL JOIN ((t2 AS b INNER "
                         "JOIN t1 AS c ON b.a = c.a) CROSS JOIN LATERAL "
                         "(SELECT WHERE c.s = 'x' AND b.c > 5) AS "
                         "qp_filter_1) ON a.a = b.a;");
    }
}
END_TEST

START_TEST(test_print_query_aggregate)
{
    rte *b = mk_rte("b", T2);
    expr *sum = func(E_AGG, "sum", L(1, col(b, 1)));
    plan *agg = plan_new(&A, PLAN_AGGREGATE, -1);
    plan *sort = plan_new(&A, PLAN_SORT, -1);
    plan *lim = plan_new(&A, PLAN_LIMIT, -1);
    plan *pr;

    agg->left = filter(scan(b, NULL), L(1, P_(op(OP_GT, ">", col(b, 0),
                                                  num(0)))), false);
    agg->agg.group = L(1, col(b, 0));
    agg->agg.aggs = L(1, sum);
    pr = project(filter(agg, L(1, P_(op(OP_GT, ">", sum, num(100)))), true),
                 L(2, tgt(col(b, 0), "a"), tgt(sum, "total")));
    sort->left = pr;
    sort->sort.keys = L(2, skey(sum, true, 0), skey(num(1), false, 0));
    lim->left = sort;
    lim->limit.limit = num(10);
    lim->limit.offset = num(5);
    ck_assert_str_eq(SQL(mkq(lim)),
                     "SELECT b.a AS a, sum(b.c) AS total FROM t2 AS b WHERE "
                     "b.a > 0 GROUP BY b.a HAVING sum(b.c) > 100 ORDER BY "
                     "sum(b.c) DESC, CAST(1 AS integer) LIMIT 10 OFFSET 5;");
    agg->agg.group = L(2, col(b, 0), col(b, 1));
    agg->agg.sets = L(3, L(2, (void *)(intptr_t)0, (void *)(intptr_t)1),
                      L(1, (void *)(intptr_t)0), NULL);
    ck_assert_str_eq(SQL(mkq(pr)),
                     "SELECT b.a AS a, sum(b.c) AS total FROM t2 AS b WHERE "
                     "b.a > 0 GROUP BY GROUPING SETS ((b.a, b.c), (b.a), ()) "
                     "HAVING sum(b.c) > 100;");
}
END_TEST

START_TEST(test_print_query_semi)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *semi = join(JOIN_SEMI, scan(a, NULL),
                      scan(b, L(1, P_(op(OP_GT, ">", col(b, 1), num(5))))),
                      L(1, P_(eq(col(b, 0), col(a, 0)))));
    plan *p = project(filter(semi, L(1, P_(eq(col(a, 1), num(1)))), false),
                      L(1, tgt(col(a, 0), "a")));

    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT a.a AS a FROM t1 AS a WHERE a.b = 1 AND EXISTS "
                     "(SELECT 1 FROM t2 AS b WHERE b.c > 5 AND b.a = a.a);");
    semi->join.type = JOIN_ANTI;
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT a.a AS a FROM t1 AS a WHERE a.b = 1 AND NOT "
                     "EXISTS (SELECT 1 FROM t2 AS b WHERE b.c > 5 AND "
                     "b.a = a.a);");
}
END_TEST

START_TEST(test_print_query_anti_null_aware)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *naaj = join(JOIN_ANTI_NULL_AWARE, scan(a, NULL), scan(b, NULL),
                      L(2, P_(eq(op(OP_ADD, "+", col(a, 0), num(1)),
                                 col(b, 0))),
                        P_(op(OP_LT, "<", col(b, 1), col(a, 1)))));
    plan *p = project(naaj, L(1, tgt(col(a, 0), "a")));

    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT a.a AS a FROM t1 AS a WHERE (a.a + 1) NOT IN "
                     "(SELECT b.a FROM t2 AS b WHERE b.c < a.b);");
}
END_TEST

START_TEST(test_print_query_single)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    rte *s = mk_rte1(RTE_SINGLE, "sub", "c", numeric(15, 2));
    plan *j = join(JOIN_LEFT_SINGLE,
                   filter(scan(a, NULL), L(1, P_(eq(col(a, 1), num(1)))),
                          false),
                   scan(b, NULL), L(1, P_(eq(col(b, 0), col(a, 0)))));
    plan *p;

    j->join.single = s;
    j->join.single_value = col(b, 1);
    p = project(j, L(2, tgt(col(a, 0), "a"), tgt(col(s, 0), "c")));
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT a.a AS a, sub.c AS c FROM t1 AS a CROSS JOIN "
                     "LATERAL (SELECT (SELECT b.c FROM t2 AS b WHERE b.a = "
                     "a.a) AS c WHERE a.b = 1 OFFSET 0) AS sub WHERE "
                     "a.b = 1;");
}
END_TEST

START_TEST(test_print_query_setop)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *u = plan_new(&A, PLAN_SETOP, -1);
    plan *sort = plan_new(&A, PLAN_SORT, -1);
    expr *o = expr_new(&A, E_OUTREF, ty(T_INT4), -1);
    strbuf sb;
    qprop_error err;

    u->children = L(2, project(scan(a, NULL), L(1, tgt(col(a, 0), "x"))),
                    project(scan(b, NULL), L(1, tgt(col(b, 0), "x"))));
    u->setop.op = SETOP_UNION;
    u->setop.all = true;
    o->outref.index = 0;
    sort->left = u;
    sort->sort.keys = L(1, skey(o, true, 0));
    ck_assert_str_eq(SQL(mkq(sort)),
                     "(SELECT a.a AS x FROM t1 AS a) UNION ALL (SELECT b.a "
                     "AS x FROM t2 AS b) ORDER BY 1 DESC;");

    /* a key that is not an output column cannot be printed */
    sort->sort.keys = L(1, skey(col(a, 0), false, 0));
    err_clear(&err);
    sb_init(&sb, &A);
    sb_puts(&sb, "keep");
    ck_assert_int_eq(deparse_query(&sb, mkq(sort), &err), QPROP_EUNSUPPORTED);
    ck_assert_str_eq(sb.data, "keep");
    ck_assert_int_eq(err.code, QPROP_EUNSUPPORTED);
}
END_TEST

START_TEST(test_print_query_empty)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    plan *e = plan_new(&A, PLAN_EMPTY, -1);
    plan *p;

    e->empty.rtes = L(2, a, b);
    e->empty.reason = "a.a IN (1) and a.a IN (2) do not intersect";
    p = project(e, L(2, tgt(col(a, 0), "a"), tgt(col(b, 1), "c")));
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT a.a AS a, b.c AS c FROM ((SELECT CAST(NULL AS "
                     "integer) AS a, CAST(NULL AS integer) AS b, CAST(NULL AS "
                     "text) AS s WHERE false) AS a CROSS JOIN (SELECT "
                     "CAST(NULL AS integer) AS a, CAST(NULL AS numeric(15,2)) "
                     "AS c WHERE false) AS b);");
    /* the whole block replaced: the query's own columns */
    {
        query *q = mkq(p);

        q->root = e;
        ck_assert_str_eq(SQL(q), "SELECT CAST(NULL AS integer) AS a, "
                                 "CAST(NULL AS numeric(15,2)) AS c WHERE "
                                 "false;");
    }
}
END_TEST

START_TEST(test_print_query_partitions)
{
    rte *r = mk_rte("p", P);
    plan *s = scan(r, L(1, P_(op(OP_LT, "<", col(r, 0), num(10)))));
    plan *p = project(s, L(1, tgt(col(r, 1), "v")));

    s->scan.parts = L(2, P1, P3);
    s->scan.nparts_total = 3;
    /* by default the table itself, which PostgreSQL prunes with the
       predicates, whatever partitions it has when the SQL runs */
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT p.v AS v FROM p AS p WHERE p.k < 10;");
    ck_assert_str_eq(SQL_FLAGS(mkq(p), TG_LEAVES),
                     "SELECT p.v AS v FROM (SELECT * FROM p1 AS p UNION ALL "
                     "SELECT * FROM p3 AS p) AS p WHERE p.k < 10;");
    s->scan.parts = L(1, P2);
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT p.v AS v FROM p AS p WHERE p.k < 10;");
    ck_assert_str_eq(SQL_FLAGS(mkq(p), TG_LEAVES),
                     "SELECT p.v AS v FROM p2 AS p WHERE p.k < 10;");
    s->scan.parts = NULL;
    ck_assert_str_eq(SQL(mkq(p)),
                     "SELECT p.v AS v FROM p AS p WHERE p.k < 10;");
}
END_TEST

START_TEST(test_print_query_with)
{
    rte *a = mk_rte("a", T1);
    rte *c = mk_rte1(RTE_CTE, "w", "x", ty(T_INT4));
    plan_cte *cte = ARENA_NEW(&A, plan_cte);
    plan *cs = plan_new(&A, PLAN_CTE_SCAN, -1);
    query *q;

    cte->name = "ww";
    cte->plan = project(scan(a, NULL), L(1, tgt(col(a, 0), "a")));
    cte->ncols = 1;
    cte->colnames = c->colnames;
    cte->coltypes = c->coltypes;
    cte->materialized = 1;
    cs->ctescan.rte = c;
    cs->ctescan.cte = cte;
    cs->ctescan.filters = L(1, P_(op(OP_GT, ">", col(c, 0), num(1))));
    q = mkq(project(cs, L(1, tgt(col(c, 0), "x"))));
    q->ctes = L(1, cte);
    ck_assert_str_eq(SQL(q), "WITH ww (x) AS MATERIALIZED (SELECT a.a AS a "
                             "FROM t1 AS a) SELECT w.x AS x FROM ww AS w (x) "
                             "WHERE w.x > 1;");
}
END_TEST

START_TEST(test_print_query_outer_sides)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2), *c = mk_rte("c", T1);
    plan *semi = join(JOIN_SEMI, scan(a, L(1, P_(eq(col(a, 1), num(3))))),
                      scan(c, NULL), L(1, P_(eq(col(c, 0), col(a, 0)))));
    plan *rj = join(JOIN_RIGHT, semi,
                    scan(b, L(1, P_(eq(col(b, 0), num(7))))),
                    L(1, P_(eq(col(a, 0), col(b, 0)))));
    list *tl = L(2, tgt(col(a, 0), "a"), tgt(col(b, 1), "c"));
    plan *sq, *fj;
    rte *s;

    /* predicates of the nullable side, a semi join's too, go to ON */
    ck_assert_str_eq(SQL(mkq(project(rj, tl))),
                     "SELECT a.a AS a, b.c AS c FROM t1 AS a RIGHT JOIN t2 "
                     "AS b ON a.a = b.a AND a.b = 3 AND EXISTS (SELECT 1 "
                     "FROM t1 AS c WHERE c.a = a.a) WHERE b.a = 7;");

    /* a derived table with filters under a FULL join keeps them inside */
    s = mk_rte1(RTE_SUBQUERY, "s", "x", ty(T_INT4));
    sq = plan_new(&A, PLAN_SUBQUERY_SCAN, -1);
    sq->subq.rte = s;
    sq->subq.filters = L(1, P_(op(OP_GT, ">", col(s, 0), num(0))));
    sq->left = project(scan(c, NULL), L(1, tgt(col(c, 1), "b")));
    fj = join(JOIN_FULL, scan(b, NULL), sq, L(1, P_(eq(col(b, 0), col(s, 0)))));
    ck_assert_str_eq(SQL(mkq(project(fj, L(1, tgt(col(s, 0), "x"))))),
                     "SELECT s.x AS x FROM t2 AS b FULL JOIN (SELECT * FROM "
                     "(SELECT c.b AS b FROM t1 AS c) AS s (x) WHERE s.x > 0) "
                     "AS s ON b.a = s.x;");
    /* a semi join under a FULL join becomes a lateral filter */
    fj->right = semi;
    fj->join.cond = L(1, P_(eq(col(b, 0), col(a, 0))));
    ck_assert_str_eq(SQL(mkq(project(fj, tl))),
                     "SELECT a.a AS a, b.c AS c FROM t2 AS b FULL JOIN (t1 "
                     "AS a CROSS JOIN LATERAL (SELECT WHERE a.b = 3 AND "
                     "EXISTS (SELECT 1 FROM t1 AS c WHERE c.a = a.a)) AS "
                     "qp_filter_1) ON b.a = a.a;");
}
END_TEST

START_TEST(test_print_query_values_distinct)
{
    rte *a = mk_rte("a", T1);
    rte *v = mk_rte1(RTE_VALUES, "v", "x", ty(T_INT4));
    plan *vals = plan_new(&A, PLAN_VALUES, -1);
    plan *top = plan_new(&A, PLAN_VALUES, -1);
    plan *sort = plan_new(&A, PLAN_SORT, -1);
    plan *pr, *agg;
    expr *o = expr_new(&A, E_OUTREF, ty(T_INT4), -1);

    vals->values.rte = v;
    vals->values.rows = L(2, L(1, num(1)), L(1, num(-2)));
    ck_assert_str_eq(SQL(mkq(project(vals, L(1, tgt(col(v, 0), "x"))))),
                     "SELECT v.x AS x FROM (VALUES (1), (-2)) AS v (x);");
    top->values.rows = L(1, L(2, num(1), str("a")));
    sort->left = top;
    o->outref.index = 1;
    sort->sort.keys = L(1, skey(o, false, 1));
    ck_assert_str_eq(SQL(mkq(sort)),
                     "VALUES (1, 'a') ORDER BY 2 NULLS FIRST;");

    /* ORDER BY under DISTINCT names select-list items by position */
    pr = project(scan(a, NULL), L(2, tgt(col(a, 1), "b"),
                                  tgt(op(OP_ADD, "+", col(a, 0), num(1)), "x")));
    pr->project.distinct = true;
    sort->left = pr;
    sort->sort.keys = L(2, skey(op(OP_ADD, "+", col(a, 0), num(1)), true, 0),
                        skey(col(a, 1), false, 0));
    ck_assert_str_eq(SQL(mkq(sort)),
                     "SELECT DISTINCT a.b AS b, a.a + 1 AS x FROM t1 AS a "
                     "ORDER BY 2 DESC, 1;");
    pr->project.distinct = false;
    pr->project.distinct_on = L(1, col(a, 1));
    sort->sort.keys = L(2, skey(col(a, 1), false, 0),
                        skey(op(OP_ADD, "+", col(a, 0), num(1)), true, 0));
    ck_assert_str_eq(SQL(mkq(sort)),
                     "SELECT DISTINCT ON (a.b) a.b AS b, a.a + 1 AS x FROM "
                     "t1 AS a ORDER BY 1, 2 DESC;");

    /* no FROM at all, and predicates without FROM */
    ck_assert_str_eq(SQL(mkq(project(NULL, L(1, tgt(num(1), "one"))))),
                     "SELECT 1 AS one;");
    ck_assert_str_eq(SQL(mkq(project(join(JOIN_SEMI, NULL, scan(a, NULL),
                                          NULL),
                                     L(1, tgt(num(1), "one"))))),
                     "SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM t1 AS a);");

    /* an aggregate without aggregate calls and keys is one group */
    agg = plan_new(&A, PLAN_AGGREGATE, -1);
    agg->left = scan(a, NULL);
    ck_assert_str_eq(SQL(mkq(project(agg, L(1, tgt(num(1), "one"))))),
                     "SELECT 1 AS one FROM t1 AS a GROUP BY ();");
}
END_TEST

START_TEST(test_print_query_cte_names)
{
    rte *t = mk_rte("t1", T1);
    rte *w = mk_rte1(RTE_CTE, "w", "x", ty(T_INT4));
    plan_cte *cte = ARENA_NEW(&A, plan_cte);
    plan *cs = plan_new(&A, PLAN_CTE_SCAN, -1);
    query *q;

    /* WITH t1 AS (SELECT ... FROM t1): the item must not capture t1 */
    cte->name = "t1";
    cte->plan = project(scan(t, NULL), L(1, tgt(col(t, 0), "a")));
    cte->ncols = 1;
    cte->colnames = w->colnames;
    cte->coltypes = w->coltypes;
    cs->ctescan.rte = w;
    cs->ctescan.cte = cte;
    q = mkq(project(cs, L(1, tgt(col(w, 0), "x"))));
    q->ctes = L(1, cte);
    q->rtes = L(2, t, w);
    ck_assert_str_eq(SQL(q), "WITH t1_2 (x) AS (SELECT t1.a AS a FROM t1 AS "
                             "t1) SELECT w.x AS x FROM t1_2 AS w (x);");
}
END_TEST

START_TEST(test_print_explain_text_shapes)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    rte *s = mk_rte1(RTE_SINGLE, "sub", "c", numeric(15, 2));
    rte *w = mk_rte1(RTE_CTE, "w", "x", ty(T_INT4));
    plan_cte *cte = ARENA_NEW(&A, plan_cte);
    plan *cs = plan_new(&A, PLAN_CTE_SCAN, -1);
    plan *e = plan_new(&A, PLAN_EMPTY, -1);
    plan *single, *semi, *u = plan_new(&A, PLAN_SETOP, -1);
    plan *lim = plan_new(&A, PLAN_LIMIT, -1);
    query *q;
    strbuf sb;

    cte->name = "w";
    cte->plan = e;
    cte->ncols = 1;
    cte->colnames = w->colnames;
    cte->coltypes = w->coltypes;
    e->empty.rtes = L(1, b);
    e->empty.reason = "contradiction";
    cs->ctescan.rte = w;
    cs->ctescan.cte = cte;
    semi = join(JOIN_ANTI_NULL_AWARE, scan(a, NULL), cs,
                L(1, P_(eq(col(a, 0), col(w, 0)))));
    single = join(JOIN_LEFT_SINGLE, semi, scan(b, NULL),
                  L(1, P_(eq(col(b, 0), col(a, 0)))));
    single->join.single = s;
    single->join.single_value = col(b, 1);
    u->setop.op = SETOP_EXCEPT;
    u->children = L(2, project(single, L(1, tgt(col(s, 0), "c"))),
                    project(scan(b, NULL), L(1, tgt(col(b, 1), "c"))));
    lim->left = u;
    lim->limit.limit = num(3);
    q = mkq(lim);
    q->ctes = L(1, cte);
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_text(&sb, q, NULL), QPROP_OK);
    ck_assert_str_eq(sb.data,
                     "Limit\n"
                     "  Limit: 3\n"
                     "  ->  Except\n"
                     "        ->  Project\n"
                     "              Output: sub.c AS c\n"
                     "              ->  Left Single Join\n"
                     "                    Join Cond: b.a = a.a\n"
                     "                    Single Value: b.c AS sub.c\n"
                     "                    ->  Null-Aware Anti Join\n"
                     "                          Join Cond: a.a = w.x\n"
                     "                          ->  Scan on t1 a\n"
                     "                          ->  CTE Scan on w\n"
                     "                    ->  Scan on t2 b\n"
                     "        ->  Project\n"
                     "              Output: b.c AS c\n"
                     "              ->  Scan on t2 b\n"
                     "CTE w\n"
                     "  Empty\n"
                     "    Reason: contradiction\n"
                     "    Columns: b.a, b.c\n");
    ck_assert_str_eq(SQL(q),
                     "WITH w (x) AS (SELECT CAST(NULL AS integer) AS x WHERE "
                     "false) (SELECT sub.c AS c FROM t1 AS a CROSS JOIN "
                     "LATERAL (SELECT (SELECT b.c FROM t2 AS b WHERE b.a = "
                     "a.a) AS c WHERE a.a NOT IN (SELECT w.x FROM w AS w (x))"
                     " OFFSET 0) AS sub WHERE a.a NOT IN (SELECT w.x FROM w "
                     "AS w (x))) EXCEPT (SELECT b.c AS c FROM t2 AS b) LIMIT 3;");
}
END_TEST

/* ---- EXPLAIN and JSON ---- */

static query *
derived_join_query(void)
{
    rte *a = mk_rte("a", T1), *b = mk_rte("b", T2);
    pred *s = P_(eq(col(a, 0), num(5)));
    pred *d = pred_make(&A, eq(col(b, 0), num(5)), true,
                        origin_via(s, col(a, 0), col(b, 0)));
    plan *j = join(JOIN_INNER, scan(a, L(1, s)),
                   scan(b, L(1, d)), L(1, P_(eq(col(a, 0), col(b, 0)))));

    return mkq(project(j, L(2, tgt(col(a, 0), "a"), tgt(col(b, 1), "c"))));
}

START_TEST(test_print_explain_text)
{
    strbuf sb;

    sb_init(&sb, &A);
    ck_assert_int_eq(explain_text(&sb, derived_join_query(), NULL), QPROP_OK);
    ck_assert_str_eq(sb.data,
                     "Project\n"
                     "  Output: a.a AS a, b.c AS c\n"
                     "  ->  Inner Join\n"
                     "        Join Cond: a.a = b.a\n"
                     "        ->  Scan on t1 a\n"
                     "              Filter: a.a = 5\n"
                     "        ->  Scan on t2 b\n"
                     "              Filter: b.a = 5  (derived)\n");
}
END_TEST

START_TEST(test_print_explain_text_partitions)
{
    rte *r = mk_rte("p", P);
    plan *s = scan(r, NULL);
    plan *srt = plan_new(&A, PLAN_SORT, -1);
    strbuf sb;

    s->scan.nparts_total = 3;
    srt->left = s;
    srt->sort.keys = L(2, skey(col(r, 0), true, 2), skey(col(r, 1), false, 0));
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_text(&sb, mkq(srt), NULL), QPROP_OK);
    ck_assert_str_eq(sb.data,
                     "Sort\n"
                     "  Sort Key: p.k DESC NULLS LAST, p.v\n"
                     "  ->  Scan on p\n"
                     "        Partitions: 3 of 3 (p1, p2, p3)\n");
    s->scan.parts = L(1, P3);
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_text(&sb, mkq(s), NULL), QPROP_OK);
    ck_assert_str_eq(sb.data, "Scan on p\n  Partitions: 1 of 3 (p3)\n");
}
END_TEST

START_TEST(test_print_explain_json)
{
    strbuf sb;

    sb_init(&sb, &A);
    ck_assert_int_eq(explain_json(&sb, derived_join_query(), 2, 7, NULL),
                     QPROP_OK);
    ck_assert_str_eq(sb.data,
        "{\"query\": 2, \"line\": 7, \"plan\": {\"node\": \"Project\", "
        "\"output\": [{\"name\": \"a\", \"expr\": \"a.a\"}, {\"name\": \"c\", "
        "\"expr\": \"b.c\"}], \"distinct\": false, \"distinct_on\": [], "
        "\"children\": [{\"node\": \"Join\", \"join_type\": \"inner\", "
        "\"condition\": [{\"expr\": \"a.a = b.a\", \"columns\": [\"a.a\", "
        "\"b.a\"], \"derived\": false, \"origin\": null}], \"children\": "
        "[{\"node\": \"Scan\", \"relation\": \"t1\", \"alias\": \"a\", "
        "\"filters\": [{\"expr\": \"a.a = 5\", \"columns\": [\"a.a\"], "
        "\"derived\": false, \"origin\": null}], \"children\": []}, "
        "{\"node\": \"Scan\", \"relation\": \"t2\", \"alias\": \"b\", "
        "\"filters\": [{\"expr\": \"b.a = 5\", \"columns\": [\"b.a\"], "
        "\"derived\": true, \"origin\": \"a.a = 5 via {a.a, b.a}\"}], "
        "\"children\": []}]}]}}");
}
END_TEST

START_TEST(test_print_explain_json_shapes)
{
    rte *b = mk_rte("b", T2);
    rte *w = mk_rte1(RTE_CTE, "w", "x", ty(T_INT4));
    expr *sum = func(E_AGG, "sum", L(1, col(b, 1)));
    plan *agg = plan_new(&A, PLAN_AGGREGATE, -1);
    plan *sort = plan_new(&A, PLAN_SORT, -1);
    plan *lim = plan_new(&A, PLAN_LIMIT, -1);
    plan *u = plan_new(&A, PLAN_SETOP, -1);
    plan *e = plan_new(&A, PLAN_EMPTY, -1);
    plan *cs = plan_new(&A, PLAN_CTE_SCAN, -1);
    plan_cte *cte = ARENA_NEW(&A, plan_cte);
    expr *o = expr_new(&A, E_OUTREF, ty(T_INT4), -1);
    query *q;
    strbuf sb;

    agg->left = scan(b, NULL);
    agg->agg.group = L(1, col(b, 0));
    agg->agg.sets = L(2, L(1, (void *)(intptr_t)0), NULL);
    agg->agg.aggs = L(1, sum);
    e->empty.rtes = L(1, w);
    cs->ctescan.rte = w;
    cs->ctescan.cte = cte;
    cte->name = "w";
    cte->plan = e;
    cte->materialized = 2;
    u->setop.op = SETOP_INTERSECT;
    u->children = L(2, project(agg, L(1, tgt(sum, "s"))),
                    project(cs, L(1, tgt(col(w, 0), "x"))));
    o->outref.index = 0;
    sort->left = u;
    sort->sort.keys = L(1, skey(o, true, 2));
    lim->left = sort;
    lim->limit.offset = num(2);
    q = mkq(lim);
    q->ctes = L(1, cte);
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_json(&sb, q, 1, 3, NULL), QPROP_OK);
    ck_assert_str_eq(sb.data,
        "{\"query\": 1, \"line\": 3, \"plan\": {\"node\": \"Limit\", "
        "\"limit\": null, \"offset\": \"2\", \"with_ties\": false, "
        "\"children\": [{\"node\": \"Sort\", \"keys\": [{\"expr\": \"1\", "
        "\"desc\": true, \"nulls\": \"last\"}], \"children\": [{\"node\": "
        "\"SetOp\", \"op\": \"intersect\", \"all\": false, "
        "\"recursive\": false, \"children\": "
        "[{\"node\": \"Project\", \"output\": [{\"name\": \"s\", \"expr\": "
        "\"sum(b.c)\"}], \"distinct\": false, \"distinct_on\": [], "
        "\"children\": [{\"node\": \"Aggregate\", \"group_keys\": [\"b.a\"], "
        "\"grouping_sets\": [[0], []], \"aggregates\": [\"sum(b.c)\"], "
        "\"children\": [{\"node\": \"Scan\", \"relation\": \"t2\", \"alias\": "
        "\"b\", \"filters\": [], \"children\": []}]}]}, {\"node\": "
        "\"Project\", \"output\": [{\"name\": \"x\", \"expr\": \"w.x\"}], "
        "\"distinct\": false, \"distinct_on\": [], \"children\": [{\"node\": "
        "\"CteScan\", \"cte\": \"w\", \"self\": false, \"alias\": \"w\", "
        "\"filters\": [], "
        "\"children\": []}]}]}]}]}, \"ctes\": [{\"name\": \"w\", "
        "\"materialized\": false, \"recursive\": false, \"search\": null, "
        "\"cycle\": null, \"plan\": {\"node\": \"Empty\", \"reason\": "
        "null, \"columns\": [\"w.x\"], \"children\": []}}]}");
}
END_TEST

START_TEST(test_print_explain_json_partitions)
{
    rte *r = mk_rte("p", P);
    plan *s = scan(r, NULL);
    strbuf sb;

    s->scan.parts = L(2, P1, P3);
    s->scan.nparts_total = 3;
    sb_init(&sb, &A);
    ck_assert_int_eq(explain_json(&sb, mkq(s), 1, 1, NULL), QPROP_OK);
    ck_assert_str_eq(sb.data,
        "{\"query\": 1, \"line\": 1, \"plan\": {\"node\": \"Scan\", "
        "\"relation\": \"p\", \"alias\": \"p\", \"filters\": [], "
        "\"partitions\": {\"total\": 3, \"kept\": [\"p1\", \"p3\"]}, "
        "\"children\": []}}");
}
END_TEST

START_TEST(test_print_oom)
{
    arena small;
    strbuf sb;
    qprop_error err;
    query *q = derived_join_query();

    arena_init(&small, 64);
    sb_init(&sb, &small);
    err_clear(&err);
    ck_assert_int_eq(explain_text(&sb, q, &err), QPROP_ENOMEM);
    ck_assert_int_eq(err.code, QPROP_ENOMEM);
    arena_destroy(&small);
    arena_init(&small, 64);
    sb_init(&sb, &small);
    err_clear(&err);
    ck_assert_int_eq(deparse_query(&sb, q, &err), QPROP_ENOMEM);
    arena_destroy(&small);
}
END_TEST

static Suite *
print_suite(void)
{
    Suite *s = suite_create("print");
    TCase *expr_tc = tcase_create("expr");
    TCase *query_tc = tcase_create("query");
    TCase *explain_tc = tcase_create("explain");
    TCase *errors_tc = tcase_create("errors");

    tcase_add_checked_fixture(expr_tc, setup, teardown);
    tcase_add_test(expr_tc, test_print_ident);
    tcase_add_test(expr_tc, test_print_expr_precedence);
    tcase_add_test(expr_tc, test_print_expr_negative);
    tcase_add_test(expr_tc, test_print_expr_literals);
    tcase_add_test(expr_tc, test_print_expr_tests);
    tcase_add_test(expr_tc, test_print_expr_case);
    tcase_add_test(expr_tc, test_print_expr_funcs);
    tcase_add_test(expr_tc, test_print_expr_window);
    tcase_add_test(expr_tc, test_print_expr_sublink);
    suite_add_tcase(s, expr_tc);

    tcase_add_checked_fixture(query_tc, setup, teardown);
    tcase_add_test(query_tc, test_print_query_scan);
    tcase_add_test(query_tc, test_print_query_joins);
    tcase_add_test(query_tc, test_print_query_aggregate);
    tcase_add_test(query_tc, test_print_query_semi);
    tcase_add_test(query_tc, test_print_query_anti_null_aware);
    tcase_add_test(query_tc, test_print_query_single);
    tcase_add_test(query_tc, test_print_query_setop);
    tcase_add_test(query_tc, test_print_query_empty);
    tcase_add_test(query_tc, test_print_query_partitions);
    tcase_add_test(query_tc, test_print_query_with);
    tcase_add_test(query_tc, test_print_query_outer_sides);
    tcase_add_test(query_tc, test_print_query_values_distinct);
    tcase_add_test(query_tc, test_print_query_cte_names);
    suite_add_tcase(s, query_tc);

    tcase_add_checked_fixture(explain_tc, setup, teardown);
    tcase_add_test(explain_tc, test_print_explain_text);
    tcase_add_test(explain_tc, test_print_explain_text_partitions);
    tcase_add_test(explain_tc, test_print_explain_text_shapes);
    tcase_add_test(explain_tc, test_print_explain_json);
    tcase_add_test(explain_tc, test_print_explain_json_partitions);
    tcase_add_test(explain_tc, test_print_explain_json_shapes);
    suite_add_tcase(s, explain_tc);

    tcase_add_checked_fixture(errors_tc, setup, teardown);
    tcase_add_test(errors_tc, test_print_oom);
    suite_add_tcase(s, errors_tc);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(print_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
