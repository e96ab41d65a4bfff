/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/atoms.c — domain atoms and the types an equivalence class
 * may join
 *
 * An atom is a conjunct that constrains one column by constants alone:
 * x op k, x [NOT] IN (k...), x IS [NOT] NULL, or an AND or OR of atoms
 * on one x.  Its domain (src/rewrite/domain.c) is exact, so classes can
 * intersect atoms' domains and print the result back as the smallest
 * predicate.
 *
 * NB: every predicate dom_to_expr() prints is an atom whose domain is
 * the one printed (an OR of an IN list, ranges as "x >= lo AND x <= hi"
 * and IS NULL; or bounds AND x <> / NOT IN the gaps): a derived
 * predicate must be recognised wherever a rule moves it, or the rule
 * that derived it derives it again and the passes never converge
 * (tests/unit/check_domain.c test_domain_print_read_back).  eq_broadcast builds classes from them; join_key_propagate
 * carries them across joins.  Pure functions of their arguments.
 */
#include "rewrite/atoms.h"
#include <string.h>

#include "base/arena.h"
#include "types/pgcat.h"

/* May 'e' be a composite value?  Then x IS NULL (every field NULL) and x
   IS NOT NULL (no field NULL) are not each other's negation, and no
   domain of x describes them: a record, or a type that is no built-in
   one (a CREATE TYPE AS (...), a table's row type) or is not known. */
static bool
maybe_composite(const expr *e)
{
    return e->type.id == T_RECORD
           || (e->type.id == T_ANY
               && (!type_opaque_name(e->type) || pgcat_type_of(e->type) == PGT_OTHER));
}

/* May x = y with these types put x and y in one class? (eq_broadcast's
   unsafe (3); atoms.h) */
bool
class_types_ok(qp_type x, qp_type y)
{
    qp_typecat cx = type_category(x.id), cy = type_category(y.id);
    qp_type c;

    /* text and varchar(n) are binary-coercible and compare with texteq
       (a varchar column is relabelled to text): one class, in text.
       char(n) is not: bpchareq ignores trailing blanks, and
       text = char(n) compares in text with the blanks stripped */
    /* labels of one enum: equal only when they are the same label */
    if (x.id == T_ENUM || y.id == T_ENUM)
        return x.id == y.id && type_enum_def(x) == type_enum_def(y);
    /* a uuid equals only a uuid (no cast from text is implicit) */
    if (x.id == T_UUID || y.id == T_UUID)
        return x.id == y.id;
    if (cx == TC_STRING || cy == TC_STRING)
        return x.id == y.id
               || ((x.id == T_TEXT || x.id == T_VARCHAR)
                   && (y.id == T_TEXT || y.id == T_VARCHAR));
    if (cx != cy || cx == TC_UNKNOWN || cx == TC_OTHER)
        return false;
    /* timestamptz with date or timestamp: equal only through the session
       time zone, which the rewrite does not know (src/types/tz.c) */
    if ((x.id == T_TIMESTAMPTZ) != (y.id == T_TIMESTAMPTZ))
        return false;
    /* PostgreSQL compares an integer or numeric with a float in float8,
       which rounds: such an equality is not exact, so no class */
    if ((x.id == T_FLOAT4 || x.id == T_FLOAT8) != (y.id == T_FLOAT4 || y.id == T_FLOAT8))
        return false;
    return type_common(x, y, &c);
}

/* The column an atom constrains, or NULL. */
const expr *
atom_col(const expr *e)
{
    switch (e->kind) {
    case E_OP:
        if (e->op.op <= OP_GE && e->op.l && e->op.l->kind == E_COL
            && !expr_is_syscol(e->op.l) && e->op.r->kind == E_CONST)
            return e->op.l;
        return NULL;
    case E_IN:
        if (e->in.arg->kind != E_COL || expr_is_syscol(e->in.arg))
            return NULL;
        for (int i = 0; i < list_len(e->in.items); i++)
            if (((expr *)list_nth(e->in.items, i))->kind != E_CONST)
                return NULL;
        return e->in.arg;
    case E_NULLTEST:
        return e->test.arg->kind == E_COL && !expr_is_syscol(e->test.arg)
                       && !maybe_composite(e->test.arg)
                   ? e->test.arg
                   : NULL;
    case E_BOOL:
        if (e->b.op == B_OR || e->b.op == B_AND) {
            const expr *c = NULL;

            for (int i = 0; i < list_len(e->b.args); i++) {
                const expr *x = atom_col(list_nth(e->b.args, i));

                if (!x || (c && !expr_equal(c, x)))
                    return NULL;
                c = x;
            }
            return c;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* Domain of atom 'e' over its column, in type 't'; NULL if not exact. */
domain *
atom_domain(arena *a, const expr *e, qp_type t)
{
    switch (e->kind) {
    case E_OP:
        return dom_from_cmp(a, t, e->op.op, &e->op.r->cnst.value);
    case E_IN: {
        int n = list_len(e->in.items);
        datum *v = ARENA_NEWN(a, datum, n ? n : 1);

        if (!v)
            return NULL;
        for (int i = 0; i < n; i++)
            v[i] = ((expr *)list_nth(e->in.items, i))->cnst.value;
        return dom_from_in(a, t, v, n, e->in.is_not);
    }
    case E_NULLTEST:
        return e->test.is_not ? dom_not_null(a, t) : dom_null_only(a, t);
    case E_BOOL: {
        bool is_and = e->b.op == B_AND;
        domain *u;

        if (e->b.op != B_AND && e->b.op != B_OR)
            return NULL;
        u = is_and ? dom_universe(a, t) : dom_empty(a, t);
        for (int i = 0; i < list_len(e->b.args) && u; i++) {
            domain *x = atom_domain(a, list_nth(e->b.args, i), t);

            if (!x)
                return NULL;
            u = is_and ? dom_intersect(a, u, x) : dom_union(a, u, x);
        }
        return u;
    }
    default:
        return NULL;
    }
}

/* The common type of an atom's constants and 't', or false. */
bool
atom_type(const expr *e, qp_type *t)
{
    qp_type c;

    switch (e->kind) {
    case E_OP:
        if (e->op.r->cnst.value.is_null)
            return true;
        if (!type_common(*t, e->op.r->type, &c))
            return false;
        *t = c;
        return true;
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++) {
            const expr *k = list_nth(e->in.items, i);

            if (k->cnst.value.is_null)
                continue;
            if (!type_common(*t, k->type, &c))
                return false;
            *t = c;
        }
        return true;
    case E_NULLTEST:
        return true;
    case E_BOOL:
        for (int i = 0; i < list_len(e->b.args); i++)
            if (!atom_type(list_nth(e->b.args, i), t))
                return false;
        return true;
    default:
        return false;
    }
}

bool
atom_readable_in(qp_type at, qp_type t)
{
    if (at.id == t.id)
        return true;
    /* a derived x = '10'::varchar next to x = '10' (text) must read as
       known, or it is derived again every pass */
    if ((at.id == T_TEXT || at.id == T_VARCHAR) && (t.id == T_TEXT || t.id == T_VARCHAR))
        return true;
    if (type_category(at.id) != TC_NUMERIC || type_category(t.id) != TC_NUMERIC)
        return false;
    return at.id != T_FLOAT4 && at.id != T_FLOAT8 && t.id != T_FLOAT4
           && t.id != T_FLOAT8;
}

bool
atoms_intersect(arena *a, const list *preds, const expr *col, qp_type t,
                bool widen, domain **d, list **why)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *p = list_nth(preds, i);
        const expr *c = atom_col(p->e);
        qp_type at = t;
        domain *x;

        if (!c || !expr_equal(c, col) || pred_is_volatile(p)
            || !atom_type(p->e, &at)
            || (widen ? !atom_readable_in(at, t) : at.id != t.id))
            continue;
        if (!(x = atom_domain(a, p->e, t)))
            continue;
        if (!(*d = dom_intersect(a, *d, x)))
            return false;
        if (why && !list_push(a, why, (void *)p))
            return false;
    }
    return true;
}

bool
atom_types_identical(qp_type x, qp_type y)
{
    if (x.id != y.id || x.id == T_FLOAT4 || x.id == T_FLOAT8)
        return false;
    if (x.id == T_NUMERIC)
        return x.scale >= 0 && x.scale == y.scale;
    return x.id != T_ANY && x.id != T_RECORD;
}

/* ---- comparisons with a subquery's value (atom_runtime_col) ---- */

typedef struct rt_check {
    arena *a;
    const char *why;     /* the first reason found, or NULL */
} rt_check;

/* Plan 'p' returns at most one row whatever the data: an aggregate
   without GROUP BY (one row), under a projection, a sort or a filter
   (HAVING: none or one).  A scalar subquery that returns two rows is an
   error, and a copy would raise it where PostgreSQL's plan for the
   statement as written may never have run the subquery. */
static bool
rt_one_row(const plan *p)
{
    while (p && (p->kind == PLAN_PROJECT || p->kind == PLAN_SORT
                 || p->kind == PLAN_FILTER))
        p = p->left;
    if (!p)
        return false;
    if (p->kind == PLAN_EMPTY)
        return true;
    if (p->kind == PLAN_VALUES)
        return list_len(p->values.rows) <= 1;
    return p->kind == PLAN_AGGREGATE && !list_len(p->agg.group)
           && !list_len(p->agg.sets);
}

/* An aggregate that cannot fail and whose result is a function of the
   set of its input rows, not of their order: min, max, count, bool_and,
   bool_or, every (a float's sum rounds differently in another order, and
   PostgreSQL may read the rows in another order on another run:
   synchronized seqscans, parallel workers; an integer's sum can
   overflow). */
static bool
agg_safe(const expr *e)
{
    static const char *const ok[] = {
        "min", "max", "count", "bool_and", "bool_or", "every", NULL
    };
    const char *n = e->func.name;

    if (!n || (e->func.schema && strcmp(e->func.schema, "pg_catalog") != 0)
        || e->func.within_group)
        return false;
    for (int i = 0; ok[i]; i++)
        if (strcmp(n, ok[i]) == 0)
            return true;
    return false;
}

/*
 * 'e' (an expression of the subquery) cannot fail and gives the same
 * value on every run: columns, constants, parameters, comparisons of
 * two known types, AND, OR, NOT, IS [NOT] NULL, IS [NOT] TRUE, IN lists,
 * IS [NOT] DISTINCT FROM, CASE, and the aggregates of agg_safe().
 * Arithmetic can overflow, a cast or a function can fail: the copy would
 * then fail where PostgreSQL's plan for the statement as written may
 * never have run the subquery.  Sublinks: their plans are checked apart
 * (rt_check_node), and a scalar one must give one row (one_row).
 */
static bool
rt_bad_expr(const expr *e, void *arg)
{
    rt_check *k = arg;

    switch (e->kind) {
    case E_COL: case E_OUTREF: case E_CONST: case E_PARAM: case E_BOOL:
    case E_NULLTEST: case E_BOOLTEST: case E_IN: case E_CASE:
        break;
    case E_OP: case E_DISTINCT:
        if (e->kind == E_OP && (e->op.op > OP_GE || !e->op.l))
            goto fails; /* arithmetic, or another operator */
        if (e->op.l->type.id == T_ANY || !e->op.r
            || e->op.r->type.id == T_ANY)
            goto fails;
        break;
    case E_AGG:
        if (!agg_safe(e)) {
            k->why = arena_printf(k->a, "its aggregate %s() can fail, or "
                                  "may give another value on another run",
                                  e->func.name ? e->func.name : "?");
            return true;
        }
        break;
    case E_SUBLINK:
        if (e->sub.kind == SL_EXPR && !rt_one_row(e->sub.sub)) {
            k->why = "a scalar subquery in it may return more than one "
                     "row, an error";
            return true;
        }
        break;
    case E_WINFUNC:
        k->why = "it calls a window function, whose value depends on the "
                 "order of rows";
        return true;
    default:
        goto fails;
    }
    return expr_walk(e, rt_bad_expr, arg);
fails:
    k->why = "it computes something that can fail (arithmetic, a cast, a "
             "function), where PostgreSQL's plan for the statement as "
             "written may never have run it";
    return true;
}
static void
rt_check_expr(const expr *e, void *arg)
{
    rt_check *k = arg;

    if (!e || k->why)
        return;
    if (expr_is_volatile(e))
        k->why = "it calls a volatile function";
    else
        (void)rt_bad_expr(e, k);
}

/* One node of a subquery's plan (plan_walk reaches its sublinks' too). */
static void
rt_check_node(const plan *p, void *arg)
{
    rt_check *k = arg;

    if (k->why)
        return;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        if (p->scan.rte && p->scan.rte->sample)
            k->why = "it samples a table";
        break;
    case PLAN_PROJECT:
        if (list_len(p->project.locks))
            k->why = "it locks rows (FOR UPDATE, FOR SHARE)";
        else if (list_len(p->project.distinct_on))
            k->why = "DISTINCT ON keeps one row of each group, which may "
                     "be another on another run";
        break;
    case PLAN_LIMIT:
        k->why = "LIMIT or OFFSET may keep other rows on another run";
        break;
    case PLAN_WINDOW:
        k->why = "it calls a window function, whose value depends on the "
                 "order of rows";
        break;
    case PLAN_CTE_SCAN:
        k->why = "it reads a WITH query";
        break;
    case PLAN_SETOP:
        if (p->setop.recursive)
            k->why = "it reads a WITH query";
        break;
    case PLAN_JOIN:
        if (p->join.type == JOIN_LEFT_SINGLE
            || p->join.type == JOIN_RIGHT_SINGLE)
            k->why = "a scalar subquery in it may return more than one "
                     "row, an error";
        break;
    case PLAN_FUNCTION_SCAN:
        k->why = "it reads a function, which can fail";
        break;
    case PLAN_SUBQUERY_SCAN: case PLAN_FILTER: case PLAN_AGGREGATE:
    case PLAN_SORT: case PLAN_EMPTY: case PLAN_VALUES:
    case PLAN_PARTITION_SELECTOR:
        break;
    default: /* a write, an Append */
        k->why = arena_printf(k->a, "it holds a %s", plan_kind_name(p->kind));
        break;
    }
    if (!k->why)
        plan_node_exprs(p, rt_check_expr, k);
}

static void
rt_note_col(const expr *col, void *arg)
{
    rt_check *k = arg;

    if (!k->why)
        k->why = "the subquery is correlated (it reads a column of the "
                 "query around it)";
    (void)col;
}

/* Value 'v' is one uncorrelated scalar subquery that returns one row
   (rt_one_row), cannot fail and gives the same value on every run. */
static void
rt_value(const expr *v, rt_check *k)
{
    if (v->kind != E_SUBLINK) {
        k->why = "the value computes something around the subquery, "
                 "which can fail (arithmetic, a cast, a function)";
        return;
    }
    if (v->sub.kind != SL_EXPR || v->sub.test) {
        k->why = "the value is not a scalar subquery";
        return;
    }
    if (!rt_one_row(v->sub.sub)) {
        k->why = "the subquery may return more than one row, an error "
                 "where PostgreSQL's plan for the statement as written "
                 "may never have run it (only an aggregate without GROUP "
                 "BY is sure to return one)";
        return;
    }
    if (!expr_walk_cols_deep(k->a, v, rt_note_col, k) || k->why)
        return;
    plan_walk(v->sub.sub, rt_check_node, k);
}

static void
count_col(const expr *col, void *arg)
{
    (void)col;
    (*(int *)arg)++;
}

const expr *
atom_runtime_col(arena *a, const expr *e, const char **why)
{
    const expr *x, *v;
    rt_check k = { a, NULL };
    int ncols = 0;

    if (!e || e->kind != E_OP || e->op.op > OP_GE || e->op.op == OP_NE
        || !e->op.l || !e->op.r)
        return NULL;
    x = e->op.l;
    v = e->op.r;
    if (x->kind != E_COL) {
        x = e->op.r;
        v = e->op.l;
    }
    if (x->kind != E_COL || expr_is_syscol(x) || !expr_has_sublink(v))
        return NULL;
    expr_walk_cols(v, count_col, &ncols);
    if (ncols > 0)
        return NULL; /* a comparison of two of the statement's columns */
    rt_value(v, &k);
    if (a->failed)
        return NULL;
    if (k.why) {
        if (why)
            *why = k.why;
        return NULL;
    }
    return x;
}
