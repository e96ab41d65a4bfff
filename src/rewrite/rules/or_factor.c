/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/or_factor.c — what every branch of an OR says
 *
 * PATTERN  a conjunct (A1 AND c AND ...) OR (A2 AND c AND ...) OR ...
 *          of a Filter, Scan, SubqueryScan or Join
 * RESULT   (a) a conjunct c common to every branch is pulled out:
 *              c AND ((A1 ...) OR (A2 ...) OR ...);
 *          (b) for each relation R that every branch restricts, the
 *              derived conjunct (B1 OR B2 OR ...) is added, where Bi is the
 *              AND of branch i's conjuncts that read only R; the OR stays:
 *              (t1.a = 1 AND t2.b = 2) OR (t1.a = 3 AND t2.b = 4) adds
 *              t1.a = 1 OR t1.a = 3 and t2.b = 2 OR t2.b = 4 (which
 *              eq_broadcast then prints as IN lists).
 * UNSAFE   (1) a branch with a volatile call or a subquery: nothing is
 *              derived from it (its conjuncts may not run the same way);
 *          (2) (b) for R needs a restriction on R in every branch; a branch
 *              without one says nothing about R;
 *          (3) nothing is derived when it is already there, and an OR
 *              is factored once (PRED_OR_FACTORED), so the rule reaches a
 *              fixpoint.
 * NULLS    (a) is distributivity, which holds in three-valued logic; in
 *          (b) a TRUE branch makes its Bi TRUE, so the derived OR is TRUE
 *          on every row the original keeps: it removes no row of those.
 * ORDER    after normalize, before filter_pushdown.
 * TESTS    tests/regress/sql/or_factor.sql, tests/regress/sql/normalize.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"

static list *
branch_conjs(arena *a, expr *b)
{
    if (b->kind == E_BOOL && b->b.op == B_AND)
        return b->b.args;
    return list_make1(a, b);
}

static bool
in_list(const list *l, const expr *e)
{
    for (int i = 0; i < list_len(l); i++)
        if (expr_equal(list_nth(l, i), e))
            return true;
    return false;
}

typedef struct one_rte {
    rte *r;
    bool many;
    int n;
} one_rte;

static void
note_rte(const expr *col, void *arg)
{
    one_rte *o = arg;

    o->n++;
    if (!o->r)
        o->r = col->col.rte;
    else if (o->r != col->col.rte)
        o->many = true;
}

/* The single rte 'e' reads, or NULL. */
static rte *
only_rte(const expr *e)
{
    one_rte o = { NULL, false, 0 };

    expr_walk_cols(e, note_rte, &o);
    return o.n && !o.many ? o.r : NULL;
}

static bool
has_pred(const list *preds, const expr *e)
{
    for (int i = 0; i < list_len(preds); i++)
        if (expr_equal(((pred *)list_nth(preds, i))->e, e))
            return true;
    return false;
}

/* Factor one OR; append results to '*out'.  Returns false on OOM. */
static bool
factor(rw_ctx *ctx, pred *p, const list *all, list **out, bool *changed)
{
    arena *a = ctx->a;
    expr *e = p->e;
    int nb = list_len(e->b.args);
    list **br = ARENA_NEWN(a, list *, nb);
    list *common = NULL, *rtes = NULL;
    const pred_origin *origin = NULL; /* the OR, for derived predicates */

    if (!br)
        return false;
    for (int i = 0; i < nb; i++) {
        expr *b = list_nth(e->b.args, i);

        if (expr_is_volatile(b) || expr_has_sublink(b)) /* unsafe (1) */
            return list_push(a, out, p);
        br[i] = branch_conjs(a, b);
    }
    /* (a) conjuncts of the first branch found in every branch */
    for (int k = 0; k < list_len(br[0]); k++) {
        expr *c = list_nth(br[0], k);
        bool everywhere = true;

        for (int i = 1; i < nb && everywhere; i++)
            everywhere = in_list(br[i], c);
        if (everywhere && !in_list(common, c) && !list_push(a, &common, c))
            return false;
    }
    if (common) {
        list *rest = NULL;
        bool some_empty = false;

        for (int i = 0; i < nb; i++) {
            list *left = NULL;

            for (int k = 0; k < list_len(br[i]); k++)
                if (!in_list(common, list_nth(br[i], k))
                    && !list_push(a, &left, list_nth(br[i], k)))
                    return false;
            if (!left)
                some_empty = true;
            else if (!list_push(a, &rest, norm_and_of(a, left)))
                return false;
        }
        *changed = true;
        rw_trace(ctx, "pulled %d common conjuncts out of an OR", list_len(common));
        for (int k = 0; k < list_len(common); k++)
            if (!list_push(a, out, pred_make(a, list_nth(common, k), p->derived,
                                             p->origin)))
                return false;
        if (!some_empty) /* an empty branch makes the OR true */
            return list_push(a, out,
                             pred_make(a, expr_make_bool(a, B_OR, rest, e->loc),
                                       p->derived, p->origin));
        return true;
    }
    {
        pred *done = pred_make(a, p->e, p->derived, p->origin);

        if (!done)
            return false;
        done->flags = p->flags | PRED_OR_FACTORED;
        *changed = true;
        if (!list_push(a, out, done))
            return false;
    }
    /* (b) relations restricted in the first branch */
    for (int k = 0; k < list_len(br[0]); k++) {
        rte *r = only_rte(list_nth(br[0], k));

        if (r) {
            bool seen = false;

            for (int j = 0; j < list_len(rtes); j++)
                seen |= list_nth(rtes, j) == r;
            if (!seen && !list_push(a, &rtes, r))
                return false;
        }
    }
    for (int j = 0; j < list_len(rtes); j++) {
        rte *r = list_nth(rtes, j);
        list *ors = NULL;
        bool all_have = true;
        expr *d;

        for (int i = 0; i < nb && all_have; i++) {
            list *mine = NULL;

            for (int k = 0; k < list_len(br[i]); k++)
                if (only_rte(list_nth(br[i], k)) == r
                    && !list_push(a, &mine, list_nth(br[i], k)))
                    return false;
            if (!mine)
                all_have = false; /* unsafe (2) */
            else if (!list_push(a, &ors, norm_and_of(a, mine)))
                return false;
        }
        if (!all_have)
            continue;
        d = norm_expr(a, expr_make_bool(a, B_OR, ors, e->loc));
        if (!d)
            return false;
        if (has_pred(all, d) || has_pred(*out, d)) /* unsafe (3) */
            continue;
        if (!origin /* the OR, made once for all its rtes */
            && !(origin = pred_origin_make(a, (const pred *const *)&p, 1,
                                           false, NULL, NULL)))
            return false;
        if (!list_push(a, out, pred_make(a, d, true, origin)))
            return false;
        *changed = true;
        rw_trace(ctx, "derived a restriction of %s from an OR", r->alias);
    }
    return true;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    list **l = plan_preds_slot((plan *)p);

    (void)ctx;
    for (int i = 0; l && i < list_len(*l); i++) {
        const expr *e = ((pred *)list_nth(*l, i))->e;

        if (e->kind == E_BOOL && e->b.op == B_OR
            && !(((pred *)list_nth(*l, i))->flags & PRED_OR_FACTORED))
            return RW_MATCH;
    }
    return RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    list **l = plan_preds_slot(p), *out = NULL;
    bool changed = false;
    plan t;

    for (int i = 0; i < list_len(*l); i++) {
        pred *x = list_nth(*l, i);

        if (x->e->kind == E_BOOL && x->e->b.op == B_OR
            && !(x->flags & PRED_OR_FACTORED)) {
            if (!factor(ctx, x, *l, &out, &changed))
                return NULL;
        } else if (!list_push(ctx->a, &out, x)) {
            return NULL;
        }
    }
    if (!changed)
        return p;
    plan_edit(&t, p);
    *plan_preds_slot(&t) = out;
    return plan_edited(ctx->a, p, &t);
}

const rw_rule rule_or_factor = {
    .name = "or_factor",
    .doc = "pull common conjuncts out of ORs; "
           "derive per-relation restrictions",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
