/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/cte_pushdown.c — filters on the uses of a WITH query
 * go into it, as far as all the uses agree
 *
 * PATTERN  WITH c AS (Q) ... CteScan[p1](c) ... CteScan[pn](c) ...
 *          (p_i the filters on use i: eq_broadcast and filter_pushdown put
 *          them there)
 * RESULT   Q filtered by (p1) OR ... OR (pn), pushed into Q as a derived
 *          table's filter is (push_block, src/rewrite/region.c: through
 *          Project, past GROUP BY on keys, past windows on PARTITION BY,
 *          never past LIMIT); the p_i stay on their uses.  With one use,
 *          p1 itself moves into Q and leaves the use, but for its derived
 *          conjuncts and IS NOT NULL tests: eq_broadcast would put them on
 *          the use again and every pass would push them once more (TPC-DS
 *          q02 ran all 16 passes), so they stay there, marked as pushed.
 * UNSAFE   (1) a use without filters reads all of Q: nothing moves;
 *          (2) a filter that reads anything but its use's columns, or is
 *              volatile: nothing moves for that CTE;
 *          (3) MATERIALIZED is a request to compute Q as written: left
 *              alone;
 *          (4) what push_block refuses (LIMIT, DISTINCT ON, ...) stays;
 *          (5) a recursive item (WITH RECURSIVE) feeds its own rows back
 *              into its recursive term: a filter on its uses does not hold
 *              for the rows the recursion needs: left alone.
 *          (6) a data-modifying item (INSERT/UPDATE/DELETE ... RETURNING)
 *              writes every row its query finds, whatever its uses read:
 *              left alone;
 *          (7) a use inside what an Empty replaced that holds only for
 *              the partitions there are now (plan.h empty.by_partitions:
 *              the SQL reads that part again, src/target/) is a use the
 *              plan no longer shows: counted as a use without filters
 *              (1), nothing moves.
 * NULLS    each use keeps its own filters, and every row a use keeps
 *          satisfies its p_i, so the OR keeps it in Q.
 * ORDER    a query-level step, at the start of each pass.
 * TESTS    tests/regress/sql/cte_pushdown.sql,
 *          tests/regress/sql/filter_pushdown.sql (the CTE cases)
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"
#include "rewrite/region.h"

/* The uses of every CTE, gathered in one walk of the query (a walk per
   CTE made the walks O(CTEs x plan) in every pass). */
typedef struct collect {
    rw_ctx *ctx;
    list **scans;        /* [i]: of plan *, the uses of ctx->orig's CTE i,
                            in walk order */
    bool *hidden;        /* [i]: CTE i has a use inside an Empty's
                            empty.by_partitions (unsafe (7)) */
    bool failed;
} collect;

/* plan_walk callback inside an Empty's by_partitions: note the CTEs it
   reads (unsafe (7)), and look inside such Empty nodes there too. */
static void
take_hidden(const plan *p, void *arg)
{
    collect *c = arg;
    const list *bound = c->ctx->orig->ctes;

    if (p->kind == PLAN_EMPTY && p->empty.by_partitions)
        plan_walk(p->empty.by_partitions, take_hidden, c);
    if (p->kind != PLAN_CTE_SCAN)
        return;
    for (int i = 0; i < list_len(bound); i++)
        if (p->ctescan.cte == list_nth(bound, i))
            c->hidden[i] = true;
}

static void
take_use(const plan *p, void *arg)
{
    collect *c = arg;
    const list *bound = c->ctx->orig->ctes;

    if (p->kind == PLAN_EMPTY && p->empty.by_partitions)
        plan_walk(p->empty.by_partitions, take_hidden, c);
    if (p->kind != PLAN_CTE_SCAN)
        return;
    for (int i = 0; i < list_len(bound); i++)
        if (p->ctescan.cte == list_nth(bound, i)) {
            if (!list_push(c->ctx->a, &c->scans[i], (void *)p))
                c->failed = true;
            return;
        }
}

/* Fill c->scans from the query as it is now; false on OOM. */
static bool
collect_uses(collect *c)
{
    query *q = c->ctx->q;

    memset(c->scans, 0, sizeof(list *) * (size_t)list_len(c->ctx->orig->ctes));
    memset(c->hidden, 0, sizeof(bool) * (size_t)list_len(c->ctx->orig->ctes));
    plan_walk(q->root, take_use, c);
    for (int k = 0; k < list_len(q->ctes); k++)
        plan_walk(((plan_cte *)list_nth(q->ctes, k))->plan, take_use, c);
    return !c->failed;
}

typedef struct remap {
    arena *a;
    const rte *from;
    rte *to;
    bool other;          /* a column of another rte */
} remap;

static expr *
remap_col(const expr *col, void *arg)
{
    remap *m = arg;

    if (col->col.rte != m->from) {
        m->other = true;
        return (expr *)col;
    }
    return m->from == m->to ? (expr *)col
                            : expr_make_col(m->a, m->to, col->col.col, col->loc);
}

/* The AND of use 'scan''s filters over rte 'to', or NULL (and '*ok'
   false) when a filter cannot be used (unsafe (2)). */
static expr *
use_filter(rw_ctx *ctx, const plan *scan, rte *to, bool *ok, bool *fresh)
{
    list *parts = NULL;

    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        pred *x = list_nth(scan->ctescan.filters, i);
        remap m = { ctx->a, scan->ctescan.rte, to, false };
        expr *e;

        if (pred_is_volatile(x) || pred_has_sublink(x)) {
            *ok = false;
            return NULL;
        }
        if (!(e = expr_map_cols(ctx->a, x->e, remap_col, &m)))
            return NULL;
        if (m.other) {
            *ok = false;
            return NULL;
        }
        if (!(x->flags & PRED_CTE_PUSHED))
            *fresh = true;
        if (!list_push(ctx->a, &parts, e))
            return NULL;
    }
    if (!parts) {
        *ok = false; /* unsafe (1) */
        return NULL;
    }
    return norm_and_of(ctx->a, parts);
}

/* A copy of 'scan' whose filters are marked pushed (keep) or gone, but
   for those in 'stay' (push_block refused them) and, when not 'keep',
   those eq_broadcast would put there again (pd_rederived), which stay
   marked: else each pass would push them once more.  Those in 'stay' are
   marked too: unmarked, each pass tried them again and pushed the
   rederived ones along with them (seed 40: all 16 passes). */
static plan *
mark_use(rw_ctx *ctx, const plan *scan, bool keep, const list *stay)
{
    plan t;
    list *f = NULL;

    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        pred *x = list_nth(scan->ctescan.filters, i), *y;
        bool in_stay = false;

        for (int k = 0; k < list_len(stay) && !keep; k++)
            in_stay |= list_nth(stay, k) == x;
        if (!keep && !pd_rederived(x) && !in_stay)
            continue;
        if (!(y = pred_make(ctx->a, x->e, x->derived, x->origin)))
            return NULL;
        y->flags = x->flags | PRED_CTE_PUSHED;
        if (!list_push(ctx->a, &f, y))
            return NULL;
    }
    plan_edit(&t, scan);
    t.ctescan.filters = f;
    return plan_edited(ctx->a, scan, &t);
}

/* A join condition "u.c = x.d" (an inner or semi join) of a use u of
   the CTE whose uses are 'scans' with another relation: what restricts
   the use without being a filter on it (TPC-DS q02, q59: the use joined
   to date_dim, which alone carries d_year = 2001). */
typedef struct join_find {
    const list *scans;
    const pred *found;
} join_find;

static bool
is_use_col(const join_find *j, const expr *e)
{
    if (!e || e->kind != E_COL)
        return false;
    for (int i = 0; i < list_len(j->scans); i++)
        if (((const plan *)list_nth(j->scans, i))->ctescan.rte == e->col.rte)
            return true;
    return false;
}

static void
find_use_join(const plan *p, void *arg)
{
    join_find *j = arg;

    if (j->found || p->kind != PLAN_JOIN
        || (p->join.type != JOIN_INNER && p->join.type != JOIN_SEMI))
        return;
    for (int i = 0; i < list_len(p->join.cond) && !j->found; i++) {
        const pred *x = list_nth(p->join.cond, i);
        const expr *e = x->e;

        if (e && e->kind == E_OP && e->op.op == OP_EQ && e->op.l && e->op.r
            && e->op.l->kind == E_COL && e->op.r->kind == E_COL
            && is_use_col(j, e->op.l) != is_use_col(j, e->op.r))
            j->found = x;
    }
}

/* True when use 'scan' has no filter of its own but derived IS NOT NULL
   tests (the uses of q02's wswscs: "d_week_seq IS NOT NULL" from the
   join), one at least: without one, eq_broadcast has not been there yet
   (the first pass), and a domain may still come through the join. */
static bool
only_not_null(const plan *scan)
{
    if (!list_len(scan->ctescan.filters))
        return false;
    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        const pred *x = list_nth(scan->ctescan.filters, i);

        if (!x->derived || !x->e || x->e->kind != E_NULLTEST
            || !x->e->test.is_not)
            return false;
    }
    return true;
}

/* The trace's word on a CTE whose uses a join restricts but no filter
   of their own does: cte_pushdown moves filters, not joins (issue 37). */
static void
note_join_restricted(rw_ctx *ctx, const plan_cte *c, const list *scans)
{
    join_find j = { scans, NULL };

    if (!ctx->trace)
        return;
    for (int k = 0; k < list_len(scans); k++)
        if (!only_not_null(list_nth(scans, k)))
            return;
    plan_walk(ctx->q->root, find_use_join, &j);
    for (int i = 0; i < list_len(ctx->q->ctes) && !j.found; i++)
        plan_walk(((const plan_cte *)list_nth(ctx->q->ctes, i))->plan,
                  find_use_join, &j);
    if (j.found)
        rw_trace_once(ctx, "WITH query %s: its uses are joined (%s) but "
                      "have no filter of their own; only filters move into "
                      "a WITH query, a join does not (it would have to "
                      "become a semi join filter on the use first)",
                      c->name, rw_trace_expr(ctx, j.found->e));
}

/* Push CTE i's filters, its uses being 'scans'. */
static bool
push_cte(rw_ctx *ctx, int i, list *scans)
{
    plan_cte *c = list_nth(ctx->q->ctes, i);
    rte *r0;
    list *ors = NULL, *preds = NULL, *stay = NULL, *old = NULL, *new_ = NULL;
    bool ok = true, fresh = false;
    plan *np;

    if (c->recursive) /* unsafe (5) */
        return true;
    if (c->materialized == 1 /* unsafe (3) */
        || (c->plan && c->plan->kind == PLAN_MODIFY)) /* unsafe (6) */
        return true;
    if (!scans)
        return true;
    note_join_restricted(ctx, c, scans);
    r0 = ((plan *)list_nth(scans, 0))->ctescan.rte;
    for (int k = 0; k < list_len(scans) && ok; k++) {
        expr *e = use_filter(ctx, list_nth(scans, k), r0, &ok, &fresh);

        if (ok && !e)
            return false;
        if (ok && !list_push(ctx->a, &ors, e))
            return false;
    }
    if (!ok || !fresh)
        return true;
    if (list_len(scans) == 1) {
        const plan *s = list_nth(scans, 0);

        for (int k = 0; k < list_len(s->ctescan.filters); k++)
            if (!list_push(ctx->a, &preds, list_nth(s->ctescan.filters, k)))
                return false;
    } else {
        expr *d = norm_expr(ctx->a, expr_make_bool(ctx->a, B_OR, ors, -1));
        pred_origin *o = pred_origin_make(ctx->a, NULL, 0, false, NULL, NULL);

        if (!d || !o)
            return false;
        o->kind = ORIGIN_CTE_USES;
        o->name = c->name;
        o->n_uses = list_len(scans);
        if (!list_push(ctx->a, &preds, pred_make(ctx->a, d, true, o)))
            return false;
    }
    if (!(np = push_block(ctx, c->plan, preds, r0, &stay)))
        return false;
    if (np == c->plan)
        return true;
    {
        plan_cte *nc = ARENA_NEW(ctx->a, plan_cte);

        if (!nc)
            return false;
        *nc = *c;
        nc->plan = np;
        ctx->q->ctes->items[i] = nc;
    }
    for (int k = 0; k < list_len(scans); k++) {
        plan *s = list_nth(scans, k);
        plan *m = mark_use(ctx, s, list_len(scans) > 1, stay);

        if (!m || !list_push(ctx->a, &old, s) || !list_push(ctx->a, &new_, m))
            return false;
    }
    if (!rw_replace_nodes(ctx, old, new_))
        return false;
    rw_trace(ctx, "pushed the filters of %d use(s) into WITH query %s",
             list_len(scans), c->name);
    ctx->changes++;
    return true;
}

static bool
query_apply(rw_ctx *ctx)
{
    int n = list_len(ctx->q->ctes);
    collect col = { ctx, NULL, NULL, false };
    bool fresh = false;  /* col.scans is the query as it is */

    if (n == 0)
        return true;
    if (!(col.scans = ARENA_NEWN(ctx->a, list *, list_len(ctx->orig->ctes)))
        || !(col.hidden = ARENA_NEWN(ctx->a, bool, list_len(ctx->orig->ctes))))
        return false;
    for (int i = 0; i < n; i++) {
        int before = ctx->changes;

        /* a push replaces the uses: gather them again after one */
        if (!fresh && !collect_uses(&col))
            return false;
        fresh = true;
        if (col.hidden[i]) /* unsafe (7) */
            continue;
        if (!push_cte(ctx, i, col.scans[i]))
            return false;
        if (ctx->changes != before)
            fresh = false;
    }
    return true;
}

const rw_rule rule_cte_pushdown = {
    .name = "cte_pushdown",
    .doc = "filters on the uses of a WITH query go into it, ORed across uses",
    .default_on = true,
    .match = NULL, /* all the work is query_apply's */
    .apply = NULL,
    .query_apply = query_apply,
    .local = false,
};
