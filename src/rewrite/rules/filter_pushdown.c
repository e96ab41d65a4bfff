/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/filter_pushdown.c — move each conjunct to the lowest
 * node that has its columns
 *
 * PATTERN  Filter[p] over a join tree; Join[inner|cross](cond: p on one
 *          side); Join[left|semi|anti|single](cond: p on the right only)
 * RESULT   p on the Scan (or SubqueryScan, CteScan) whose rte it reads, or
 *          on the lowest inner join whose inputs together have its
 *          columns; a cross join given a condition becomes inner.
 *          Through a join p may go:
 *            inner/cross          to either input, or into its condition
 *            left, semi, anti,    to the left input (WHERE p over the join
 *            left single          equals the join over the filtered left)
 *            right                to the right input
 *          and an ON-clause conjunct p of
 *            inner/cross/semi     to the input that has its columns
 *            left/anti/single     to the right input only
 * UNSAFE   (1) p is volatile: it stays (evaluating it elsewhere may change
 *              how often it runs); a subquery in p counts its outer
 *              references as p's columns, so it goes only where they are
 *              visible;
 *          (2) p reads the nullable side of an outer join (a WHERE p there
 *              removes NULL-extended rows; below it would not): it stays
 *              above the join (outer-join simplification may later turn
 *              the join inner);
 *          (3) an ON-clause conjunct of a left, anti or single join that
 *              reads only the left input never filters the left input
 *              (those rows are kept, NULL-extended or not);
 *          (4) nothing goes below a full join, or into HAVING's Filter
 *              (it is above the Aggregate);
 *          (5) p with no columns of the join tree (a constant or outer
 *              reference) stays where it is.
 * NULLS    moving p along an inner join or to the preserved side changes
 *          neither which rows reach the output nor their values, so p's
 *          NULL behaviour is irrelevant here.
 * ORDER    after normalize (conjuncts are split), before eq_broadcast.
 * TESTS    tests/regress/sql/filter_pushdown.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/rules/rules.h"

typedef struct rte_probe {
    const list *allowed; /* of rte * */
    bool outside;        /* saw a column of another rte */
    int n;               /* columns seen */
} rte_probe;

static bool
has_rte(const list *l, const rte *r)
{
    for (int i = 0; i < list_len(l); i++)
        if (list_nth(l, i) == r)
            return true;
    return false;
}

static void
probe(const expr *col, void *arg)
{
    rte_probe *p = arg;

    p->n++;
    if (!has_rte(p->allowed, col->col.rte))
        p->outside = true;
}

/* True when every column of 'e' belongs to an rte in 'rtes' (and there is
   at least one column), counting the outer references of its subqueries. */
bool
pd_covered(rw_ctx *ctx, const expr *e, const list *rtes)
{
    rte_probe p = { rtes, false, 0 };

    if (!expr_walk_cols_deep(ctx->a, e, probe, &p))
        return false;
    return p.n > 0 && !p.outside;
}

/* unsafe (1) */
static bool
movable(const pred *p)
{
    return !expr_is_volatile(p->e);
}

static plan *place(rw_ctx *ctx, plan *node, list *preds);

static list *
concat(rw_ctx *ctx, list *x, list *y)
{
    if (!y)
        return x;
    if (!x)
        return y;
    return list_concat(ctx->a, x, y);
}

/*
 * Push 'preds' into 'node' as far as they go.  Returns the new node; the
 * preds that cannot go below 'node' are appended to '*stay'.  NULL on OOM.
 */
static plan *
push(rw_ctx *ctx, plan *node, list *preds, list **stay)
{
    plan *c;
    list *lr = NULL, *rr = NULL, *to_l = NULL, *to_r = NULL, *here = NULL;

    if (!preds)
        return node;
    switch (node->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        if (!(c = plan_copy(ctx->a, node)))
            return NULL;
        c->scan.filters = concat(ctx, node->scan.filters, preds);
        return c;
    case PLAN_SUBQUERY_SCAN:
        if (!(c = plan_copy(ctx->a, node)))
            return NULL;
        c->subq.filters = concat(ctx, node->subq.filters, preds);
        return c;
    case PLAN_CTE_SCAN:
        if (!(c = plan_copy(ctx->a, node)))
            return NULL;
        c->ctescan.filters = concat(ctx, node->ctescan.filters, preds);
        return c;
    case PLAN_FILTER:
        if (node->filter.having) {
            *stay = concat(ctx, *stay, preds); /* unsafe (4) */
            return node;
        }
        {
            list *st = NULL;
            plan *child = push(ctx, node->left, preds, &st);

            if (!child)
                return NULL;
            if (!st && child == node->left)
                return node;
            if (!(c = plan_copy(ctx->a, node)))
                return NULL;
            c->left = child;
            c->filter.filters = concat(ctx, node->filter.filters, st);
            return c;
        }
    case PLAN_JOIN:
        break;
    default:
        *stay = concat(ctx, *stay, preds);
        return node;
    }
    /* joins */
    if (!rw_output_rtes(ctx, node->left, &lr) || !rw_output_rtes(ctx, node->right, &rr))
        return NULL;
    for (int i = 0; i < list_len(preds); i++) {
        pred *p = list_nth(preds, i);
        bool in_l = pd_covered(ctx, p->e, lr), in_r = pd_covered(ctx, p->e, rr);
        list **dest = stay;

        switch (node->join.type) {
        case JOIN_INNER:
        case JOIN_CROSS:
            if (in_l)
                dest = &to_l;
            else if (in_r)
                dest = &to_r;
            else {
                list *both = list_concat(ctx->a, lr, rr);

                if (pd_covered(ctx, p->e, both))
                    dest = &here;
            }
            break;
        case JOIN_LEFT:
        case JOIN_SEMI:
        case JOIN_ANTI:
        case JOIN_ANTI_NULL_AWARE:
        case JOIN_LEFT_SINGLE:
            if (in_l)
                dest = &to_l; /* else unsafe (2) */
            break;
        case JOIN_RIGHT:
        case JOIN_RIGHT_SINGLE:
            if (in_r)
                dest = &to_r;
            break;
        case JOIN_FULL:
            break; /* unsafe (4) */
        }
        if (!list_push(ctx->a, dest, p))
            return NULL;
    }
    if (!to_l && !to_r && !here)
        return node;
    if (!(c = plan_copy(ctx->a, node)))
        return NULL;
    if (to_l && !(c->left = place(ctx, node->left, to_l)))
        return NULL;
    if (to_r && !(c->right = place(ctx, node->right, to_r)))
        return NULL;
    if (here) {
        c->join.cond = concat(ctx, node->join.cond, here);
        if (c->join.type == JOIN_CROSS)
            c->join.type = JOIN_INNER;
    }
    return c;
}

/* Push 'preds' into 'node'; what cannot go below it is put in a Filter
   directly above it.  NULL on OOM. */
static plan *
place(rw_ctx *ctx, plan *node, list *preds)
{
    list *stay = NULL;
    plan *n = push(ctx, node, preds, &stay);
    plan *f;

    if (!n || !stay)
        return n;
    if (n->kind == PLAN_FILTER && !n->filter.having) {
        if (!(f = plan_copy(ctx->a, n)))
            return NULL;
        f->filter.filters = concat(ctx, n->filter.filters, stay);
        return f;
    }
    if (!(f = plan_new(ctx->a, PLAN_FILTER, n->loc)))
        return NULL;
    f->left = n;
    f->filter.filters = stay;
    return f;
}

static bool
join_pushable(const plan *p)
{
    return p->kind == PLAN_JOIN && p->join.type != JOIN_FULL
           && p->join.type != JOIN_RIGHT && p->join.type != JOIN_RIGHT_SINGLE;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    (void)ctx;
    if (p->kind == PLAN_FILTER && !p->filter.having && p->left)
        return RW_MATCH;
    if (join_pushable(p) && p->join.cond)
        return RW_MATCH;
    return RW_NOMATCH;
}

/* Filter[p] over X: push the movable conjuncts into X. */
static plan *
apply_filter(plan *p, rw_ctx *ctx)
{
    list *mov = NULL, *keep = NULL, *stay = NULL;
    plan *child, *c;

    for (int i = 0; i < list_len(p->filter.filters); i++) {
        pred *x = list_nth(p->filter.filters, i);

        if (!list_push(ctx->a, movable(x) ? &mov : &keep, x))
            return NULL;
    }
    if (!mov)
        return p;
    child = push(ctx, p->left, mov, &stay);
    if (!child)
        return NULL;
    if (child == p->left)
        return p;
    keep = concat(ctx, keep, stay);
    rw_trace(ctx, "pushed %d of %d conjuncts below Filter",
             list_len(mov) - list_len(stay), list_len(p->filter.filters));
    if (!keep)
        return child;
    if (!(c = plan_copy(ctx->a, p)))
        return NULL;
    c->left = child;
    c->filter.filters = keep;
    return c;
}

/* Join[cond]: push one-sided ON conjuncts into the input they read. */
static plan *
apply_join(plan *p, rw_ctx *ctx)
{
    list *lr = NULL, *rr = NULL, *to_l = NULL, *to_r = NULL, *keep = NULL;
    join_type t = p->join.type;
    plan *c;
    int first = t == JOIN_ANTI_NULL_AWARE ? 1 : 0; /* the NOT IN test stays */

    if (!rw_output_rtes(ctx, p->left, &lr) || !rw_output_rtes(ctx, p->right, &rr))
        return NULL;
    for (int i = 0; i < list_len(p->join.cond); i++) {
        pred *x = list_nth(p->join.cond, i);
        list **dest = &keep;

        if (i >= first && movable(x)) {
            if (pd_covered(ctx, x->e, rr))
                dest = &to_r;
            else if (pd_covered(ctx, x->e, lr)
                     && (t == JOIN_INNER || t == JOIN_CROSS || t == JOIN_SEMI))
                dest = &to_l; /* else unsafe (3) */
        }
        if (!list_push(ctx->a, dest, x))
            return NULL;
    }
    if (!to_l && !to_r)
        return p;
    if (!(c = plan_copy(ctx->a, p)))
        return NULL;
    if (to_l && !(c->left = place(ctx, p->left, to_l)))
        return NULL;
    if (to_r && !(c->right = place(ctx, p->right, to_r)))
        return NULL;
    c->join.cond = keep;
    rw_trace(ctx, "pushed %d ON conjuncts of a %s join into its inputs",
             list_len(to_l) + list_len(to_r), join_type_name(t));
    return c;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    return p->kind == PLAN_FILTER ? apply_filter(p, ctx) : apply_join(p, ctx);
}

const rw_rule rule_filter_pushdown = {
    "filter_pushdown",
    "move each conjunct to the lowest node that has its columns",
    true, match, apply,
};
