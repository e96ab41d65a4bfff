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
 *              (p on it goes to HAVING instead), and so is an output
 *              computed from keys, which PostgreSQL matches to a key as
 *              written (1 AS x, k + 0 AS x): p reading such an output
 *              stays (mapped, it would fold to TRUE or be solved into
 *              another key; pg15 groupingsets.sql:176); an aggregate without
 *              GROUP BY keys, or with the grouping set (), returns a row
 *              for no input at all, so nothing goes below it (HAVING);
 *          (6) a set operation branch whose column type differs from the
 *              set operation's (char(n) padding, integer widths): p stays;
 *          (7) VALUES, Empty or anything else: p stays;
 *          (8) DISTINCT, a set operation other than UNION ALL and a
 *              window's PARTITION BY group rows by equality, and keep
 *              one of several rows it calls equal (1.0 and
 *              1.00 of numeric, 0 and -0 of float8): a p that can tell
 *              such values apart (reads a column of a type whose
 *              equality is not identity other than as a comparison's or
 *              IS NULL's direct operand: x::text, scale(x), *=) stays,
 *              as PostgreSQL 18 keeps it (15 pushed it).
 *          A pushed conjunct that eq_broadcast would put on the scan again
 *          (derived ones, IS NOT NULL) also stays on the scan, marked as
 *          pushed (PRED_SUBQ_PUSHED), so that it is not pushed once per
 *          pass for ever.
 * NULLS    a filter commutes with projection, DISTINCT, UNION [ALL],
 *          INTERSECT and EXCEPT and with grouping on the keys it reads,
 *          whatever p does with NULLs.
 * ORDER    after filter_pushdown has put p on the SubqueryScan.
 * TESTS    tests/regress/sql/subquery_pushdown.sql,
 *          tests/regress/sql/filter_pushdown.sql, tests/regress/sql/bugs.sql,
 *          tests/regress/sql/runtime_filter.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/region.h"

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
    plan *child, t;

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
    plan_edit(&t, p);
    t.left = child;
    t.subq.filters = left_on_scan(ctx, stay, mov);
    if (ctx->a->failed)
        return NULL;
    return plan_edited(ctx->a, p, &t);
}

const rw_rule rule_subquery_pushdown = {
    .name = "subquery_pushdown",
    .doc = "filters on a derived table, view or UNION go inside it",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
