/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/subquery_pushdown.c — filters on a derived table go
 * into it
 *
 * PATTERN  SubqueryScan[p](Q)        p reads the derived table's columns
 * RESULT   SubqueryScan(Q') where p, with each column replaced by the
 *          expression Q outputs for it, filters Q at the lowest level that
 *          computes what p reads:
 *            Q = Sort(X)                    into X
 *            Q = SetOp(A, B)                into A and into B, by position
 *            Q = Project(...)               mapped through the select list
 *            below Project: Window          on PARTITION BY keys only
 *            below that: Filter(HAVING)/Aggregate
 *                                           p with aggregates: into HAVING;
 *                                           p on grouping keys: below the
 *                                           Aggregate; else stays
 *            otherwise                      as a WHERE Filter of Q's block
 *                                           (a block without FROM too:
 *                                           SELECT 1 WHERE p, the
 *                                           conjuncts that fold to TRUE
 *                                           left out)
 * UNSAFE   (1) Limit/OFFSET (and FETCH ... WITH TIES) in Q: filtering first
 *              changes which rows are kept; p stays;
 *          (2) DISTINCT ON: which row of a group survives depends on the
 *              rows present; p stays;
 *          (3) p would read a volatile or set-returning output, a window
 *              function, or a subquery of Q's select list, or p holds a
 *              subquery that reads the derived table itself; p stays;
 *          (4) a Window whose PARTITION BY does not hold every column p
 *              reads: filtering below it changes the partitions;
 *          (5) grouping sets: a key not in every set is NULL in some rows
 *              (p on it goes to HAVING instead); an aggregate without
 *              GROUP BY keys, or with the grouping set (), returns a row
 *              for no input at all, so nothing goes below it (HAVING);
 *          (6) a set operation branch whose column type differs from the
 *              set operation's (char(n) padding, integer widths): p stays;
 *          (7) VALUES, Empty or anything else: p stays.
 *          A pushed conjunct that eq_broadcast would put on the scan again
 *          (derived ones, IS NOT NULL) also stays on the scan, marked as
 *          pushed (PRED_SUBQ_PUSHED), so that it is not pushed once per
 *          pass for ever.
 * NULLS    a filter commutes with projection, DISTINCT, UNION [ALL],
 *          INTERSECT and EXCEPT and with grouping on the keys it reads,
 *          whatever p does with NULLs.
 * ORDER    after filter_pushdown has put p on the SubqueryScan.
 * TESTS    tests/regress/sql/subquery_pushdown.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/rules/rules.h"

typedef struct mapping {
    const rte *r;        /* the derived table */
    list *outputs;       /* of expr *: what each column is inside */
    bool bad;            /* an output that must not be read (unsafe (3)) */
} mapping;

static expr *
map_col(const expr *col, void *arg)
{
    mapping *m = arg;
    expr *e;

    if (col->col.rte != m->r)
        return (expr *)col;
    e = list_nth(m->outputs, col->col.col);
    if (!e || expr_is_volatile(e) || expr_has_sublink(e) || expr_has_winfunc(e))
        m->bad = true;
    return e ? e : (expr *)col;
}

/* forward: push_block is shared with cte_pushdown (rules.h) */

/* A filter node 'preds' on top of 'child'. */
static plan *
filter_on(rw_ctx *ctx, plan *child, list *preds, bool having)
{
    plan *f;

    if (child && child->kind == PLAN_FILTER && child->filter.having == having) {
        if (!(f = plan_copy(ctx->a, child)))
            return NULL;
        f->filter.filters = list_concat(ctx->a, child->filter.filters, preds);
        return f;
    }
    if (!(f = plan_new(ctx->a, PLAN_FILTER, child ? child->loc : -1)))
        return NULL;
    f->left = child;
    f->filter.filters = preds;
    f->filter.having = having;
    return f;
}

static bool
key_of_every_window(const expr *col, const list *funcs)
{
    for (int i = 0; i < list_len(funcs); i++) {
        const expr *w = list_nth(funcs, i);
        bool found = false;

        for (int k = 0; w->func.win && k < list_len(w->func.win->partition); k++)
            if (expr_equal(list_nth(w->func.win->partition, k), col))
                found = true;
        if (!found)
            return false;
    }
    return true;
}

typedef struct colcheck {
    const list *funcs;   /* windows */
    const plan *agg;     /* aggregate */
    bool ok;
} colcheck;

static void
check_window_col(const expr *col, void *arg)
{
    colcheck *c = arg;

    if (!key_of_every_window(col, c->funcs))
        c->ok = false;
}

static bool
in_every_set(const plan *agg, int idx)
{
    if (!agg->agg.sets)
        return true;
    for (int i = 0; i < list_len(agg->agg.sets); i++) {
        const list *set = list_nth(agg->agg.sets, i);
        bool found = false;

        for (int k = 0; k < list_len(set); k++)
            if ((int)(intptr_t)list_nth(set, k) == idx)
                found = true;
        if (!found)
            return false;
    }
    return true;
}

static void
check_group_col(const expr *col, void *arg)
{
    colcheck *c = arg;

    for (int i = 0; i < list_len(c->agg->agg.group); i++)
        if (expr_equal(list_nth(c->agg->agg.group, i), col)
            && in_every_set(c->agg, i))
            return;
    c->ok = false;
}

/*
 * Push 'preds' (already expressed over the block's own columns) into the
 * part of a block below its Project: 'p' is the node under Project.
 * Returns the new node; what cannot go is appended to '*stay'.
 */
static plan *
push_below_project(rw_ctx *ctx, plan *p, list *preds, list **stay)
{
    plan *c;
    list *down = NULL, *having = NULL;

    if (p->kind == PLAN_WINDOW) {
        list *through = NULL;

        for (int i = 0; i < list_len(preds); i++) {
            pred *x = list_nth(preds, i);
            colcheck cc = { p->window.funcs, NULL, true };

            expr_walk_cols(x->e, check_window_col, &cc);
            if (!list_push(ctx->a, cc.ok ? &through : stay, x)) /* unsafe (4) */
                return NULL;
        }
        if (!through)
            return p;
        if (!(c = plan_copy(ctx->a, p))
            || !(c->left = push_below_project(ctx, p->left, through, stay)))
            return NULL;
        return c;
    }
    /* HAVING filter and Aggregate */
    {
        plan *agg = p, *hv = NULL;

        if (p->kind == PLAN_FILTER && p->filter.having) {
            hv = p;
            agg = p->left;
        }
        if (agg && agg->kind == PLAN_AGGREGATE) {
            /* unsafe (5): an aggregate without keys, or a grouping set
               (), returns a row even for no input rows: nothing goes
               below it */
            bool scalar = !agg->agg.group;

            for (int i = 0; i < list_len(agg->agg.sets) && !scalar; i++)
                scalar = list_len(list_nth(agg->agg.sets, i)) == 0;
            for (int i = 0; i < list_len(preds); i++) {
                pred *x = list_nth(preds, i);
                colcheck cc = { NULL, agg, !scalar };

                if (!expr_has_agg(x->e) && !scalar)
                    expr_walk_cols(x->e, check_group_col, &cc);
                else
                    cc.ok = false;
                if (!list_push(ctx->a, cc.ok ? &down : &having, x))
                    return NULL;
            }
            if (down) {
                if (!(c = plan_copy(ctx->a, agg))
                    || !(c->left = filter_on(ctx, agg->left, down, false)))
                    return NULL;
                agg = c;
            }
            if (hv) {
                if (!(c = plan_copy(ctx->a, hv)))
                    return NULL;
                c->left = agg;
                if (having)
                    c->filter.filters = list_concat(ctx->a, hv->filter.filters,
                                                    having);
                return c;
            }
            return having ? filter_on(ctx, agg, having, true) : agg;
        }
    }
    /* the block's FROM, under Filter(WHERE) and SINGLE joins */
    return filter_on(ctx, p, preds, false);
}

/* 'preds' without those that normalize to TRUE (NULL: none left, or OOM
   with the arena's flag set). */
static list *
drop_true(rw_ctx *ctx, const list *preds)
{
    list *out = NULL;

    for (int i = 0; i < list_len(preds); i++) {
        pred *x = list_nth(preds, i);
        expr *e = norm_expr(ctx->a, x->e);

        if (!e)
            return NULL;
        if (e->kind == E_CONST && e->type.id == T_BOOL
            && !e->cnst.value.is_null && e->cnst.value.v.b)
            continue;
        if (!list_push(ctx->a, &out, x))
            return NULL;
    }
    return out;
}

/* Map 'preds' over rte 'r' through a Project's targets and push them. */
static plan *
push_project(rw_ctx *ctx, plan *proj, list *preds, const rte *r, list **stay)
{
    mapping m;
    list *mapped = NULL, *orig = NULL, *st = NULL;
    plan *c, *below;

    if (proj->project.distinct_on) { /* unsafe (2) */
        *stay = list_concat(ctx->a, *stay, preds);
        return proj;
    }
    memset(&m, 0, sizeof m);
    m.r = r;
    for (int i = 0; i < list_len(proj->project.targets); i++)
        if (!list_push(ctx->a, &m.outputs,
                       ((target *)list_nth(proj->project.targets, i))->e))
            return NULL;
    for (int i = 0; i < list_len(preds); i++) {
        pred *x = list_nth(preds, i);
        expr *e;

        m.bad = false;
        if (!(e = expr_map_cols(ctx->a, x->e, map_col, &m)))
            return NULL;
        if (m.bad) { /* unsafe (3) */
            if (!list_push(ctx->a, stay, x))
                return NULL;
            continue;
        }
        if (!list_push(ctx->a, &mapped, pred_make(ctx->a, e, x->derived, x->origin))
            || !list_push(ctx->a, &orig, x))
            return NULL;
    }
    if (!mapped)
        return proj;
    if (!proj->left) {
        /* a SELECT without FROM: p becomes its WHERE (SELECT 1 WHERE p),
           unless it holds for the one row anyway */
        if (!(mapped = drop_true(ctx, mapped)))
            return ctx->a->failed ? NULL : proj;
        below = filter_on(ctx, NULL, mapped, false);
    } else
        below = push_below_project(ctx, proj->left, mapped, &st);
    if (!below)
        return NULL;
    /* the mapped predicates that found no place: their originals stay */
    for (int k = 0; k < list_len(st); k++)
        for (int i = 0; i < list_len(mapped); i++)
            if (list_nth(mapped, i) == list_nth(st, k)
                && !list_push(ctx->a, stay, list_nth(orig, i)))
                return NULL;
    if (below == proj->left)
        return proj;
    if (!(c = plan_copy(ctx->a, proj)))
        return NULL;
    c->left = below;
    return c;
}

static plan *
push_setop(rw_ctx *ctx, plan *so, list *preds, const rte *r, list **stay)
{
    list *kids = NULL;

    /* unsafe (6): every branch must output the set operation's types */
    for (int i = 0; i < list_len(so->children); i++) {
        plan *k = list_nth(so->children, i);
        plan *proj = k;

        while (proj && proj->kind == PLAN_SORT)
            proj = proj->left;
        if (!proj || (proj->kind != PLAN_PROJECT && proj->kind != PLAN_SETOP)) {
            *stay = list_concat(ctx->a, *stay, preds);
            return so;
        }
        if (proj->kind == PLAN_PROJECT)
            for (int c = 0; c < so->setop.ncols; c++) {
                const target *t = list_nth(proj->project.targets, c);

                if (t->e->type.id != so->setop.coltypes[c].id) {
                    *stay = list_concat(ctx->a, *stay, preds);
                    return so;
                }
            }
    }
    for (int i = 0; i < list_len(so->children); i++) {
        list *st = NULL;
        plan *k = push_block(ctx, list_nth(so->children, i), preds, r, &st);

        if (!k)
            return NULL;
        if (st) { /* one branch refused: nothing moves */
            *stay = list_concat(ctx->a, *stay, preds);
            return so;
        }
        if (!list_push(ctx->a, &kids, k))
            return NULL;
    }
    {
        plan *c = plan_copy(ctx->a, so);

        if (!c)
            return NULL;
        c->children = kids;
        return c;
    }
}

/* Push 'preds' over rte 'r''s columns into block root 'q' (rules.h). */
plan *
push_block(rw_ctx *ctx, plan *q, list *preds, const rte *r, list **stay)
{
    plan *c, *k;

    switch (q->kind) {
    case PLAN_SORT:
        if (!(k = push_block(ctx, q->left, preds, r, stay)))
            return NULL;
        if (k == q->left)
            return q;
        if (!(c = plan_copy(ctx->a, q)))
            return NULL;
        c->left = k;
        return c;
    case PLAN_PROJECT:
        return push_project(ctx, q, preds, r, stay);
    case PLAN_SETOP:
        return push_setop(ctx, q, preds, r, stay);
    default: /* unsafe (1), (7) */
        *stay = list_concat(ctx->a, *stay, preds);
        return q;
    }
}

typedef struct count_r {
    const rte *r;
    int n;
} count_r;

static void
count_rte(const expr *col, void *arg)
{
    count_r *c = arg;

    if (col->col.rte == c->r)
        c->n++;
}

bool
pd_rederived(const pred *x)
{
    return x->derived
           || (x->e && x->e->kind == E_NULLTEST && x->e->test.is_not);
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    (void)ctx;
    return p->kind == PLAN_SUBQUERY_SCAN && p->subq.filters && p->left
               ? RW_MATCH
               : RW_NOMATCH;
}

/* 'stay', then a marked copy of each pushed conjunct of 'moved' that
   eq_broadcast would put on the derived table again (pd_rederived): else
   it comes back in the next pass and is pushed again, and the passes
   never converge (TPC-DS q34).  NULL with the arena's flag set on OOM. */
static list *
left_on_scan(rw_ctx *ctx, list *stay, const list *moved)
{
    for (int i = 0; i < list_len(moved); i++) {
        pred *x = list_nth(moved, i), *y;
        bool refused = false;

        for (int k = 0; k < list_len(stay); k++)
            refused |= list_nth(stay, k) == x;
        if (refused || !pd_rederived(x))
            continue;
        if (!(y = pred_make(ctx->a, x->e, x->derived, x->origin)))
            return NULL;
        y->flags = x->flags | PRED_SUBQ_PUSHED;
        if (!list_push(ctx->a, &stay, y))
            return NULL;
    }
    return stay;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    list *mov = NULL, *stay = NULL;
    plan *child, *c;

    for (int i = 0; i < list_len(p->subq.filters); i++) {
        pred *x = list_nth(p->subq.filters, i);
        bool keep = pred_is_volatile(x);

        if (!keep && pred_has_sublink(x)) {
            /* a subquery of p that reads the derived table itself cannot
               be mapped inside it (unsafe (3)) */
            count_r shallow = { p->subq.rte, 0 }, d = { p->subq.rte, 0 };

            expr_walk_cols(x->e, count_rte, &shallow);
            if (!expr_walk_cols_deep(ctx->a, x->e, count_rte, &d))
                return NULL;
            keep = d.n != shallow.n;
        }
        keep |= (x->flags & PRED_SUBQ_PUSHED) != 0; /* inside already */
        if (!list_push(ctx->a, keep ? &stay : &mov, x))
            return NULL;
    }
    if (!mov)
        return p;
    if (!(child = push_block(ctx, p->left, mov, p->subq.rte, &stay)))
        return NULL;
    if (child == p->left)
        return p;
    rw_trace(ctx, "pushed %d filters into derived table %s",
             list_len(p->subq.filters) - list_len(stay), p->subq.rte->alias);
    if (!(c = plan_copy(ctx->a, p)))
        return NULL;
    c->left = child;
    c->subq.filters = left_on_scan(ctx, stay, mov);
    if (ctx->a->failed)
        return NULL;
    return c;
}

const rw_rule rule_subquery_pushdown = {
    "subquery_pushdown",
    "filters on a derived table, view or UNION go inside it",
    true, match, apply, NULL, true,
};
