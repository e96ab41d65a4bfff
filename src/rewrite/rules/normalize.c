/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/normalize.c — put predicates into canonical form
 *
 * PATTERN  Filter[p] | Scan[p] | Join[p] | SubqueryScan[p]   p: predicates
 * RESULT   the same node with each predicate rewritten:
 *          - split at top-level AND into separate predicates;
 *          - constants folded (k1 op k2, casts of literals, integer
 *            arithmetic without overflow, date/timestamp +/- interval
 *            and date +/- integer as PostgreSQL computes them, AND/OR/NOT
 *            of constants);
 *          - AND/OR flattened; TRUE conjuncts dropped;
 *          - NOT pushed inward: NOT (a AND b) = NOT a OR NOT b,
 *            NOT (x < y) = x >= y, NOT (x IS NULL) = x IS NOT NULL,
 *            NOT (x IN l) = x NOT IN l, NOT NOT a = a;
 *          - comparisons with the constant on the right (5 < t.a becomes
 *            t.a > 5);
 *          - x IN (k) becomes x = k, x NOT IN (k) becomes x <> k;
 *          - duplicate conjuncts removed.
 * UNSAFE   (1) a FALSE or NULL conjunct empties a Filter, a Scan, or an
 *              inner, cross or semi join, but not an outer or anti join's
 *              ON clause (an outer join keeps its preserved rows; an anti
 *              join with a never-true condition keeps every row): there
 *              the conjunct stays;
 *          (2) NOT (a op b) is rewritten only for comparisons, whose
 *              result is NULL exactly when an operand is NULL on both
 *              sides of the identity; NOT over anything else stays;
 *          (3) the first condition of a NOT IN join is x = y with x the
 *              outer side: it is left as written, so its sides keep
 *              their meaning.
 * NULLS    every identity above holds in three-valued logic: NOT (x < y)
 *          and x >= y are both NULL when x or y is NULL; NOT (a AND b)
 *          and NOT a OR NOT b agree on every combination of TRUE, FALSE
 *          and NULL (De Morgan holds in Kleene logic).
 * ORDER    first: the rules after it match on canonical forms.
 * TESTS    tests/regress/sql/normalize.sql
 */
#include <string.h>

#include "base/error.h"
#include "rewrite/engine.h"
#include "rewrite/rules/rules.h"

static bool
is_const(const expr *e)
{
    return e && e->kind == E_CONST;
}

static bool
const_bool(const expr *e, bool *value, bool *is_null)
{
    if (!is_const(e))
        return false;
    if (e->cnst.value.is_null) {
        *is_null = true;
        *value = false;
        return true;
    }
    if (e->type.id != T_BOOL)
        return false;
    *is_null = false;
    *value = e->cnst.value.v.b;
    return true;
}

expr *
norm_bool_const(arena *a, bool v, int loc)
{
    datum d;

    memset(&d, 0, sizeof d);
    d.type = type_plain(T_BOOL);
    d.v.b = v;
    return expr_make_const(a, d, loc);
}

static expr *
null_bool(arena *a, int loc)
{
    return expr_make_const(a, datum_null(type_plain(T_BOOL)), loc);
}

static op_kind
flip(op_kind k)
{
    switch (k) {
    case OP_LT: return OP_GT;
    case OP_LE: return OP_GE;
    case OP_GT: return OP_LT;
    case OP_GE: return OP_LE;
    default: return k;
    }
}

static op_kind
negate(op_kind k)
{
    switch (k) {
    case OP_EQ: return OP_NE;
    case OP_NE: return OP_EQ;
    case OP_LT: return OP_GE;
    case OP_LE: return OP_GT;
    case OP_GT: return OP_LE;
    case OP_GE: return OP_LT;
    case OP_DISTINCT: return OP_NOT_DISTINCT;
    case OP_NOT_DISTINCT: return OP_DISTINCT;
    default: return k;
    }
}

const char *
norm_op_name(op_kind k)
{
    switch (k) {
    case OP_EQ: return "=";
    case OP_NE: return "<>";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    case OP_DISTINCT: return "IS DISTINCT FROM";
    case OP_NOT_DISTINCT: return "IS NOT DISTINCT FROM";
    default: return "?";
    }
}

static bool
is_cmp(op_kind k)
{
    return k <= OP_GE;
}

/* Fold "k1 op k2" for comparable constants; NULL when it cannot. */
static expr *
fold_cmp(arena *a, const expr *e)
{
    const datum *x = &e->op.l->cnst.value, *y = &e->op.r->cnst.value;
    bool ok = true, r;
    int c;

    if (x->is_null || y->is_null) {
        if (e->op.op == OP_DISTINCT || e->op.op == OP_NOT_DISTINCT) {
            bool both = x->is_null && y->is_null;

            return norm_bool_const(a, e->op.op == OP_DISTINCT ? !both : both,
                                   e->loc);
        }
        return null_bool(a, e->loc);
    }
    if (x->type.id == T_UNKNOWN || y->type.id == T_UNKNOWN)
        return NULL;
    c = datum_cmp(x, y, &ok);
    if (!ok)
        return NULL;
    switch (e->op.op) {
    case OP_EQ: case OP_NOT_DISTINCT: r = c == 0; break;
    case OP_NE: case OP_DISTINCT: r = c != 0; break;
    case OP_LT: r = c < 0; break;
    case OP_LE: r = c <= 0; break;
    case OP_GT: r = c > 0; break;
    case OP_GE: r = c >= 0; break;
    default: return NULL;
    }
    return norm_bool_const(a, r, e->loc);
}

/* Fold integer arithmetic on constants, refusing overflow. */
static expr *
fold_arith(arena *a, const expr *e)
{
    const datum *x = &e->op.l->cnst.value, *y = &e->op.r->cnst.value;
    datum d;
    int64_t r;

    if (x->is_null || y->is_null)
        return expr_make_const(a, datum_null(e->type), e->loc);
    /* date or timestamp +/- interval: a timestamp */
    if ((x->type.id == T_DATE || x->type.id == T_TIMESTAMP)
        && y->type.id == T_INTERVAL && e->type.id == T_TIMESTAMP
        && (e->op.op == OP_ADD || e->op.op == OP_SUB)) {
        if (!datum_add_interval(x, y, e->op.op == OP_ADD ? 1 : -1, &d))
            return NULL;
        return expr_make_const(a, d, e->loc);
    }
    /* date +/- integer: a date */
    if (x->type.id == T_DATE && type_is_integer(y->type.id)
        && e->type.id == T_DATE && (e->op.op == OP_ADD || e->op.op == OP_SUB)
        && x->v.i > INT32_MIN && x->v.i < INT32_MAX) {
        int64_t days = e->op.op == OP_ADD ? x->v.i + y->v.i : x->v.i - y->v.i;

        if (days <= INT32_MIN || days >= INT32_MAX)
            return NULL;
        memset(&d, 0, sizeof d);
        d.type = type_plain(T_DATE);
        d.v.i = days;
        return expr_make_const(a, d, e->loc);
    }
    if (!type_is_integer(x->type.id) || !type_is_integer(y->type.id)
        || !type_is_integer(e->type.id))
        return NULL;
    switch (e->op.op) {
    case OP_ADD:
        if (__builtin_add_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    case OP_SUB:
        if (__builtin_sub_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    case OP_MUL:
        if (__builtin_mul_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    default:
        return NULL; /* division: errors and rounding stay PostgreSQL's */
    }
    if ((e->type.id == T_INT4 && (r < INT32_MIN || r > INT32_MAX))
        || (e->type.id == T_INT2 && (r < INT16_MIN || r > INT16_MAX)))
        return NULL; /* PostgreSQL raises an error at run time: keep it */
    memset(&d, 0, sizeof d);
    d.type = e->type;
    d.v.i = r;
    return expr_make_const(a, d, e->loc);
}

static expr *norm(arena *a, expr *e);
static expr *norm_not(arena *a, expr *e, int loc);

/* Normalise the arguments of an AND/OR, flattening nested ones of the same
   kind and folding constants.  Returns 'e' when nothing changed. */
static expr *
norm_andor(arena *a, expr *e)
{
    bool is_and = e->b.op == B_AND;
    list *args = NULL;
    bool changed = false, saw_null = false;
    expr_set seen;

    memset(&seen, 0, sizeof seen);

    for (int i = 0; i < list_len(e->b.args); i++) {
        expr *x = list_nth(e->b.args, i), *y = norm(a, x);
        bool v, isnull;

        if (!y)
            return NULL;
        changed |= x != y;
        if (y->kind == E_BOOL && y->b.op == e->b.op) {
            for (int k = 0; k < list_len(y->b.args); k++)
                if (!list_push(a, &args, list_nth(y->b.args, k)))
                    return NULL;
            changed = true;
            continue;
        }
        if (const_bool(y, &v, &isnull)) {
            if (isnull) {
                saw_null = true;
                changed = true;
                continue;
            }
            if (v == is_and) { /* TRUE in AND, FALSE in OR: drop */
                changed = true;
                continue;
            }
            return norm_bool_const(a, !is_and, e->loc); /* absorbing */
        }
        /* duplicate operands (a volatile call may differ each time) */
        if (!expr_is_volatile(y)) {
            bool added;

            if (!expr_set_add(a, &seen, y, &added))
                return NULL;
            if (!added) {
                changed = true;
                continue;
            }
        }
        if (!list_push(a, &args, y))
            return NULL;
    }
    if (!changed)
        return e;
    if (saw_null) {
        /* NULL AND x is FALSE if x is FALSE, else NULL: keep the NULL */
        if (!list_push(a, &args, null_bool(a, e->loc)))
            return NULL;
    }
    if (list_len(args) == 0)
        return norm_bool_const(a, is_and, e->loc);
    if (list_len(args) == 1)
        return list_nth(args, 0);
    return expr_make_bool(a, e->b.op, args, e->loc);
}

static expr *
norm_not(arena *a, expr *x, int loc)
{
    bool v, isnull;
    expr *c;

    if (const_bool(x, &v, &isnull))
        return isnull ? null_bool(a, loc) : norm_bool_const(a, !v, loc);
    switch (x->kind) {
    case E_BOOL:
        if (x->b.op == B_NOT)
            return list_nth(x->b.args, 0);
        {
            list *args = NULL;

            for (int i = 0; i < list_len(x->b.args); i++) {
                expr *n = norm_not(a, list_nth(x->b.args, i), loc);

                if (!n || !list_push(a, &args, n))
                    return NULL;
            }
            return norm(a, expr_make_bool(a, x->b.op == B_AND ? B_OR : B_AND,
                                          args, loc));
        }
    case E_OP:
        if (is_cmp(x->op.op) || x->op.op == OP_DISTINCT
            || x->op.op == OP_NOT_DISTINCT) {
            op_kind k = negate(x->op.op);

            return expr_make_op(a, k, norm_op_name(k), x->type, x->op.l,
                                x->op.r, loc);
        }
        break;
    case E_NULLTEST:
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->test.is_not = !x->test.is_not;
        return c;
    case E_IN:
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->in.is_not = !x->in.is_not;
        return c;
    case E_LIKE:
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->like.is_not = !x->like.is_not;
        return c;
    case E_BOOLTEST: {
        /* IS TRUE <-> IS NOT TRUE, and so on: never NULL, so exact */
        static const int neg[] = { 1, 0, 3, 2, 5, 4 };

        if (!(c = expr_copy(a, x)))
            return NULL;
        c->test.bt = neg[x->test.bt];
        return c;
    }
    default:
        break;
    }
    return expr_make_bool(a, B_NOT, list_make1(a, x), loc); /* unsafe (2) */
}

static expr *
norm(arena *a, expr *e)
{
    expr *c;

    if (!e)
        return NULL;
    switch (e->kind) {
    case E_BOOL:
        if (e->b.op == B_NOT) {
            expr *x = norm(a, list_nth(e->b.args, 0));

            if (!x)
                return NULL;
            c = norm_not(a, x, e->loc);
            if (c && c->kind == E_BOOL && c->b.op == B_NOT
                && list_nth(c->b.args, 0) == list_nth(e->b.args, 0))
                return e; /* nothing to do */
            return c;
        }
        return norm_andor(a, e);
    case E_OP: {
        expr *l = e->op.l ? norm(a, e->op.l) : NULL, *r = norm(a, e->op.r);

        if ((e->op.l && !l) || !r)
            return NULL;
        if (l != e->op.l || r != e->op.r) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->op.l = l;
            c->op.r = r;
            e = c;
        }
        if (is_const(l) && is_const(r)) {
            expr *f = (is_cmp(e->op.op) || e->op.op == OP_DISTINCT
                       || e->op.op == OP_NOT_DISTINCT)
                          ? fold_cmp(a, e)
                          : fold_arith(a, e);

            if (f)
                return f;
        }
        /* the constant goes right: 5 < t.a is t.a > 5 */
        if (l && (is_cmp(e->op.op) || e->op.op == OP_DISTINCT
                  || e->op.op == OP_NOT_DISTINCT)
            && is_const(l) && !is_const(r)) {
            op_kind k = flip(e->op.op);

            return expr_make_op(a, k, norm_op_name(k), e->type, r, l, e->loc);
        }
        return e;
    }
    case E_IN: {
        expr *arg = norm(a, e->in.arg);

        if (!arg)
            return NULL;
        if (list_len(e->in.items) == 1) {
            op_kind k = e->in.is_not ? OP_NE : OP_EQ;

            return norm(a, expr_make_op(a, k, norm_op_name(k), e->type, arg,
                                        list_nth(e->in.items, 0), e->loc));
        }
        if (arg != e->in.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->in.arg = arg;
            return c;
        }
        return e;
    }
    case E_NULLTEST: {
        expr *arg = norm(a, e->test.arg);

        if (!arg)
            return NULL;
        if (is_const(arg))
            return norm_bool_const(a, arg->cnst.value.is_null != e->test.is_not,
                                   e->loc);
        if (arg != e->test.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->test.arg = arg;
            return c;
        }
        return e;
    }
    case E_CAST: {
        expr *arg = norm(a, e->cast.arg);
        datum d;

        if (!arg)
            return NULL;
        if (is_const(arg) && arg->type.id != T_UNKNOWN
            && datum_cast(a, &arg->cnst.value, e->type, e->loc, &d, NULL)
                   == QPROP_OK)
            return expr_make_const(a, d, e->loc);
        if (arg != e->cast.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->cast.arg = arg;
            return c;
        }
        return e;
    }
    default:
        return e;
    }
}

expr *
norm_expr(arena *a, expr *e)
{
    return norm(a, e);
}

/*
 * Append 'x' to '*out', the list replacing 'l'.  While nothing has changed
 * ('changed' false), that list is l's first '*same' items and is not
 * made; it is, with them, at the first append after a change (or by
 * out_flush()).  False on OOM.
 */
static bool
out_flush(arena *a, const list *l, list **out, int *same)
{
    for (int i = 0; i < *same; i++)
        if (!list_push(a, out, list_nth(l, i)))
            return false;
    *same = 0;
    return true;
}

static bool
out_push(arena *a, const list *l, list **out, int *same, bool changed,
         pred *x)
{
    if (!changed) {
        (*same)++;
        return true;
    }
    return out_flush(a, l, out, same) && list_push(a, out, x);
}

/* Normalise a predicate list.  '*contradiction' is set when a conjunct is
   FALSE or NULL.  Returns 'l' itself when nothing changed. */
static list *
norm_preds(rw_ctx *ctx, list *l, bool *contradiction, int keep_first)
{
    list *out = NULL;
    int same = 0;        /* see out_push() */
    bool changed = false;
    expr_set seen;       /* in the work arena: dead on return */
    arena *s = rw_work_arena(ctx);

    memset(&seen, 0, sizeof seen);

    for (int i = 0; i < list_len(l); i++) {
        pred *p = list_nth(l, i);
        expr *e;

        if (i < keep_first) { /* unsafe (3) */
            if (!out_push(ctx->a, l, &out, &same, changed, p))
                return NULL;
            continue;
        }
        /* a conjunct already in normal form (seen in an earlier pass) is
           not normalised again: norm() is a function of the expression */
        e = p->props & PRED_PROP_NORMAL ? p->e : norm(ctx->a, p->e);
        bool v, isnull, is_and;
        int nparts;

        if (!e)
            return NULL;
        /* its parts: the arguments of an AND, else itself */
        is_and = e->kind == E_BOOL && e->b.op == B_AND;
        nparts = is_and ? list_len(e->b.args) : 1;
        changed |= is_and;
        for (int k = 0; k < nparts; k++) {
            expr *x = is_and ? list_nth(e->b.args, k) : e;
            bool added = true;

            if (x == p->e && !(p->props & PRED_PROP_NORMAL)
                && !(x->kind == E_BOOL && x->b.op == B_AND)
                && !const_bool(x, &v, &isnull))
                p->props |= PRED_PROP_NORMAL;
            if (!(p->props & PRED_PROP_NORMAL) && const_bool(x, &v, &isnull)) {
                if (!isnull && v) {
                    changed = true;
                    continue; /* TRUE */
                }
                *contradiction = true;
            }
            /* duplicates go (a volatile call may differ each time) */
            if (x == p->e
                    ? !pred_is_volatile(p)
                          && !expr_set_add_hashed(s, &seen, x, pred_hash(p),
                                                  &added)
                    : !expr_is_volatile(x)
                          && !expr_set_add(s, &seen, x, &added))
                return NULL;
            if (!added) {
                changed = true;
                continue;
            }
            if (x != p->e) {
                changed = true;
                if (!out_push(ctx->a, l, &out, &same, changed,
                              pred_make(ctx->a, x, p->derived, p->origin)))
                    return NULL;
            } else if (!out_push(ctx->a, l, &out, &same, changed, p)) {
                return NULL;
            }
        }
    }
    if (!changed)
        return l;
    if (!out_flush(ctx->a, l, &out, &same))
        return NULL;
    return out ? out : (list *)ARENA_NEW(ctx->a, list); /* empty, not NULL */
}

static list **
preds_of(plan *p, bool *can_empty)
{
    *can_empty = true;
    switch (p->kind) {
    case PLAN_FILTER:
        /* unsafe (1): an always-false HAVING leaves the aggregate above
           the FROM clause, not an empty join tree */
        *can_empty = !p->filter.having;
        return &p->filter.filters;
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        return &p->scan.filters;
    case PLAN_SUBQUERY_SCAN:
        return &p->subq.filters;
    case PLAN_CTE_SCAN:
        return &p->ctescan.filters;
    case PLAN_JOIN:
        *can_empty = p->join.type == JOIN_INNER || p->join.type == JOIN_CROSS
                     || p->join.type == JOIN_SEMI;
        return &p->join.cond;
    default:
        return NULL;
    }
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    bool can_empty;
    list **l = preds_of((plan *)p, &can_empty);

    (void)ctx;
    return l && *l ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    bool can_empty, contradiction = false;
    list **l = preds_of(p, &can_empty);
    list *n = norm_preds(ctx, *l, &contradiction,
                         p->kind == PLAN_JOIN
                             && p->join.type == JOIN_ANTI_NULL_AWARE ? 1 : 0);
    plan *c;

    if (!n)
        return NULL;
    if (contradiction && can_empty) {
        rw_trace(ctx, "%s: a conjunct is always false or NULL",
                 plan_kind_name(p->kind));
        return rw_make_empty(ctx, p, "a conjunct is always false");
    }
    if (n == *l)
        return p;
    if (!(c = plan_copy(ctx->a, p)))
        return NULL;
    *preds_of(c, &can_empty) = list_len(n) ? n : NULL;
    if (c->kind == PLAN_FILTER && !c->filter.filters)
        /* a Filter with nothing left to test goes; one without an input
           (SELECT ... WHERE TRUE without FROM) stays as it was */
        return c->left ? c->left : p;
    return c;
}

const rw_rule rule_normalize = {
    "normalize",
    "fold constants, push NOT inward, split AND, canonical comparisons",
    true, match, apply, NULL, true,
};
