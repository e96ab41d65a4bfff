/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/correlated_propagate.c — the domain of an outer column
 * goes into the correlated subqueries and LATERAL items that equate it
 * with one of their own
 *
 * PATTERN  a node N whose own expressions hold a sublink S (a Filter's or
 *          a scan's conjuncts, a Project's select list, CASE branches
 *          included, a join's ON clause, an Aggregate's arguments), or a
 *          join N whose right input holds a LATERAL item S; inside S, a
 *          conjunct x = y of some node M (a WHERE, ON or HAVING
 *          conjunct at any depth of S's FROM tree, below aggregates,
 *          LIMIT, DISTINCT ON and all), with y a column of the rows N
 *          reads (the outer query) and x one of S's own
 * RESULT   M gets "x in D" next to x = y (derived), D the non-NULL values
 *          y has in the rows N reads: the atoms on y on the path from N's
 *          input down to y's scan (through Filters, inner joins and the
 *          preserved or NULL-extended inputs of others, Sorts, Limits,
 *          Windows, Projects and Aggregates, which pass on or group the
 *          values of their input rows).  filter_pushdown and eq_broadcast
 *          then take it where S's own rules allow.
 * UNSAFE   (1) the conjunct is added beside x = y, never moved: wherever M
 *              is (below a LIMIT or DISTINCT ON, on the nullable side of a
 *              join, in a SINGLE join's subquery, in a CASE branch that
 *              runs S only for some rows), the rows for which x = y is
 *              TRUE are the same with it, so no barrier is crossed; and
 *              nothing goes out of S (a SINGLE join's subquery side never
 *              filters the outer query);
 *          (2) a NOT IN join's ON clause (NULL there is not FALSE) gets
 *              nothing; neither does a conjunct under OR or NOT, nor a
 *              volatile one;
 *          (3) x = y must put x and y in one class (class_types_ok); D is
 *              taken in their common type, exactly, or not at all;
 *          (4) a column of a query further out than N's (a subquery two
 *              levels down that reads it) is not followed: its rows are
 *              not N's.
 * NULLS    x = y is never TRUE for a NULL y (an outer row that a left join
 *          NULL-extends, t1.a NULL: S reads no row for it), so only the
 *          non-NULL values of y matter and D has no NULL; a row of S that
 *          "x in D" drops has x outside D, so x = y was not TRUE for it:
 *          for every outer row that reaches S, S returns what it did.
 * ORDER    after filter_pushdown and eq_broadcast have put the outer
 *          query's domains on its scans; before subquery_pushdown.
 * TESTS    tests/regress/sql/correlated_propagate.sql,
 *          tests/regress/sql/deeper_correlated.sql
 */
#include <string.h>

#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"
#include "rewrite/region.h"

/* Where an outer column's rows come from: the inputs N reads. */
typedef struct site {
    rw_ctx *ctx;
    const plan *src[2];   /* the plans whose rows N reads (src[1] may be
                             NULL) */
    list *rtes[2];        /* the rtes each of them outputs */
    bool changed;
} site;

/* Does 'p' (a FROM tree node, not looking into sublinks) output 'r'? */
static bool
outputs(rw_ctx *ctx, const plan *p, const rte *r)
{
    list *l = NULL;

    return rw_output_rtes(ctx, p, &l) && list_has(l, r);
}

/*
 * The non-NULL values 'col' has in the rows of 'p': the atoms on 'col' on
 * the path from 'p' down to its scan.  Filters, selectors, Sorts, Limits,
 * Windows and Projects pass on rows of their input; an Aggregate's
 * groups carry values of its input's rows; a join passes on rows of the
 * input that outputs 'col' (NULL-extended ones have a NULL 'col', which
 * is left out anyway).  NULL on OOM; the universe when nothing is known.
 */
static domain *
rows_domain(rw_ctx *ctx, const plan *p, const expr *col, qp_type t,
            list **why)
{
    arena *a = ctx->a;
    domain *d = dom_not_null(a, t);
    int depth = 0;

    while (p && d && depth++ < 256) {
        list **pl = region_preds((plan *)p);
        const plan *next = NULL;

        if (pl && *pl && !atoms_intersect(ctx->a, *pl, col, t, true, &d, why))
            return NULL;
        switch (p->kind) {
        case PLAN_FILTER: case PLAN_PARTITION_SELECTOR: case PLAN_SORT:
        case PLAN_LIMIT: case PLAN_WINDOW: case PLAN_PROJECT:
        case PLAN_AGGREGATE:
            next = p->left;
            break;
        case PLAN_JOIN:
            next = outputs(ctx, p->left, col->col.rte) ? p->left
                   : outputs(ctx, p->right, col->col.rte) ? p->right
                                                          : NULL;
            break;
        default:
            break;
        }
        p = next;
    }
    return d;
}

/*
 * Is what is known of the integer column 'x' at 'm', read in its own
 * type, inside 'd' (in the wider 't')?  Both are compared as sets of
 * integers: x >= 0 AND x <= 2 is the points 0, 1, 2 for an int, but a
 * continuous range in numeric, which is never a subset of those points;
 * and x <> 0, what normalize makes of the derived x <= -1 OR x >= 1 on
 * an int, is (-inf,0) U (0,+inf) in numeric, never inside
 * (-inf,-1] U [1,+inf).  Without this the same conjunct would be added
 * every pass and the rewrite never reach its fixpoint.  False when 'x'
 * is not an integer or a domain does not convert.
 */
static bool
known_as_integers(rw_ctx *ctx, const plan *m, const expr *x, qp_type t,
                  const domain *d)
{
    qp_type it = type_plain(x->type.id);
    domain *own, *d_it;

    if (x->type.id == t.id || !type_is_integer(x->type.id)
        || !(own = rows_domain(ctx, m, x, it, NULL))
        || !atoms_intersect(ctx->a, plan_preds(m), x, it, true, &own, NULL)
        || !(d_it = dom_integers_of(ctx->a, d, it)))
        return false;
    return dom_subset(own, d_it);
}

/* The origin "atoms via x = y".  NULL on OOM. */
static const pred_origin *
origin_of(rw_ctx *ctx, const list *why, const pred *eq)
{
    int n = list_len(why) < 4 ? list_len(why) : 4;
    const pred **src = ARENA_NEWN(ctx->a, const pred *, n ? n : 1);

    if (!src)
        return NULL;
    for (int i = 0; i < n; i++)
        src[i] = list_nth(why, i);
    return pred_origin_make(ctx->a, src, n, list_len(why) > n, eq, NULL);
}

/*
 * For the conjunct 'eq' of 'm' (inside S): "x in D" when it says x = y
 * with y an outer column, and D tells more than what is known of x at
 * 'm'.  NULL when there is nothing to add ('*failed' on OOM).
 */
static pred *
derive(site *s, const plan *m, const pred *eq, bool *failed)
{
    rw_ctx *ctx = s->ctx;
    const expr *e = eq->e, *x, *y;
    const plan *src;
    domain *d, *have, *nn;
    list *why = NULL;
    qp_type t;
    expr *r;
    pred *p;
    int side;

    if (e->kind != E_OP || e->op.op != OP_EQ || !e->op.l
        || e->op.l->kind != E_COL || e->op.r->kind != E_COL
        || expr_is_syscol(e->op.l) || expr_is_syscol(e->op.r)
        || pred_is_volatile(eq)
        || !class_types_ok(e->op.l->type, e->op.r->type))
        return NULL; /* unsafe (2), (3) */
    x = e->op.l;
    y = e->op.r;
    side = list_has(s->rtes[0], y->col.rte) ? 0
           : list_has(s->rtes[1], y->col.rte) ? 1 : -1;
    if (side < 0) {
        x = e->op.r;
        y = e->op.l;
        side = list_has(s->rtes[0], y->col.rte) ? 0
               : list_has(s->rtes[1], y->col.rte) ? 1 : -1;
    }
    if (side < 0 || list_has(s->rtes[0], x->col.rte)
        || list_has(s->rtes[1], x->col.rte))
        return NULL; /* unsafe (4), or not a correlation */
    src = s->src[side];
    if (!type_common(x->type, y->type, &t))
        return NULL;
    t = type_unmod(t);
    if (!(nn = dom_not_null(ctx->a, t)) || !(d = rows_domain(ctx, src, y, t, &why)))
        goto oom;
    if (!list_len(why) || dom_is_universe(d) || dom_equal(d, nn))
        return NULL;
    /* m passes no row already (a FALSE or NULL conjunct, such as the
       one an empty D put there on an earlier pass): nothing to add */
    for (int i = 0; i < list_len(plan_preds(m)); i++) {
        const pred *q = list_nth(plan_preds(m), i);
        bool v, isnull;

        if (norm_const_bool(q->e, &v, &isnull) && (isnull || !v))
            return NULL;
    }
    /* known at m already? (the conjunct went down to x's scan, or sits
       in m's own ON clause) */
    if (!(have = rows_domain(ctx, m, x, t, NULL)))
        goto oom;
    if (!atoms_intersect(ctx->a, plan_preds(m), x, t, true, &have, NULL))
        goto oom; /* m's own list, where this rule puts it (an ON clause,
                     a HAVING) */
    if (x->type.id != t.id) {
        domain *own = dom_intersect(ctx->a, have,
                                    dom_type_values(ctx->a, x->type, t));

        if (own)
            have = own;
        else if (ctx->a->failed)
            goto oom;
    }
    if (dom_subset(have, d) || known_as_integers(ctx, m, x, t, d))
        return NULL;
    if (!(r = dom_to_expr(ctx->a, d, (expr *)x)))
        goto oom_or_none;
    if (!(p = pred_make(ctx->a, r, true, origin_of(ctx, why, eq))) || !p->origin)
        goto oom;
    if (ctx->trace)
        rw_trace(ctx, "%s from %s", rw_trace_expr(ctx, r),
                 rw_trace_origin(ctx, p->origin));
    ctx->n_derived++;
    s->changed = true;
    return p;
oom_or_none:
    if (!ctx->a->failed)
        return NULL;
oom:
    *failed = true;
    return NULL;
}

/* 'm' (a node of S's FROM tree) and what lies below it, with the derived
   conjuncts added; 'm' itself when none; NULL on OOM. */
static plan *
into(site *s, plan *m)
{
    plan *l, *r;
    plan t;
    const list *preds = plan_preds(m);
    list *add = NULL;
    bool failed = false;

    if (!m)
        return NULL;
    l = m->left ? into(s, m->left) : NULL;
    r = m->right ? into(s, m->right) : NULL;
    if ((m->left && !l) || (m->right && !r))
        return NULL;
    if (preds && !(m->kind == PLAN_JOIN && join_type_props(m->join.type)->null_aware)) {
        for (int i = 0; i < list_len(preds); i++) {
            pred *p = derive(s, m, list_nth(preds, i), &failed);

            if (failed || (p && !list_push(s->ctx->a, &add, p)))
                return NULL;
        }
    }
    plan_edit(&t, m);
    t.left = l;
    t.right = r;
    if (add) {
        list **slot = plan_preds_slot(&t);

        *slot = list_concat(s->ctx->a, *slot, add);
        if (!*slot)
            return NULL;
        if (t.kind == PLAN_JOIN && t.join.type == JOIN_CROSS)
            t.join.type = JOIN_INNER;
    }
    return plan_edited(s->ctx->a, m, &t);
}

/* expr_mutate() callback: each sublink's subplan through into(). */
static expr *
into_sublinks(expr *e, void *arg)
{
    site *s = arg;
    expr *c;
    plan *sub;

    if (!expr_has_sublink(e))
        return e;
    if (!(c = expr_mutate(s->ctx->a, e, into_sublinks, arg)))
        return NULL;
    if (e->kind == E_SUBLINK) {
        if (!(sub = into(s, e->sub.sub)))
            return NULL;
        if (sub != e->sub.sub) {
            if (c == e && !(c = expr_copy(s->ctx->a, e)))
                return NULL;
            c->sub.sub = sub;
        }
    }
    return c;
}

/* 'e' with its sublinks' subplans through into(); NULL on OOM. */
static expr *
into_expr(site *s, expr *e)
{
    return e ? into_sublinks(e, s) : NULL;
}

/* A list of predicates through into_expr(); 'l' when unchanged. */
static list *
into_preds(site *s, list *l, bool *failed)
{
    list *out = NULL;

    for (int i = 0; i < list_len(l); i++) {
        pred *p = list_nth(l, i), *q = p;
        expr *e = pred_has_sublink(p) ? into_expr(s, p->e) : p->e;

        if (!e) {
            *failed = true;
            return l;
        }
        if (e != p->e) {
            if (!(q = pred_make(s->ctx->a, e, p->derived, p->origin))) {
                *failed = true;
                return l;
            }
            q->flags = p->flags;
            if (!out && !(out = list_copy(s->ctx->a, l))) {
                *failed = true;
                return l;
            }
        }
        if (out)
            out->items[i] = q;
    }
    return out ? out : l;
}

/* A list of expressions through into_expr(); 'l' when unchanged. */
static list *
into_exprs(site *s, list *l, bool *failed)
{
    list *out = NULL;

    for (int i = 0; i < list_len(l); i++) {
        expr *x = list_nth(l, i), *e = into_expr(s, x);

        if (!e) {
            *failed = true;
            return l;
        }
        if (e != x && !out && !(out = list_copy(s->ctx->a, l))) {
            *failed = true;
            return l;
        }
        if (out)
            out->items[i] = e;
    }
    return out ? out : l;
}

static bool
preds_have_sublink(const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        if (pred_has_sublink(list_nth(l, i)))
            return true;
    return false;
}

static bool
exprs_have_sublink(const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        if (expr_has_sublink(list_nth(l, i)))
            return true;
    return false;
}

/* Does the FROM tree 'p' hold a LATERAL item? */
static bool
has_lateral(const plan *p)
{
    const rte *r;

    if (!p)
        return false;
    r = plan_leaf_rte(p);
    if (r && r->lateral)
        return true;
    if (p->kind == PLAN_SUBQUERY_SCAN)
        return false; /* its block is its own */
    return has_lateral(p->left) || has_lateral(p->right);
}

/* The targets of a Project: of what type? */
static bool
targets_have_sublink(const plan *p)
{
    for (int i = 0; i < list_len(p->project.targets); i++) {
        const target *t = list_nth(p->project.targets, i);

        if (expr_has_sublink(t->e))
            return true;
    }
    return false;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    (void)ctx;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: case PLAN_FILTER:
        return preds_have_sublink(plan_preds(p)) ? RW_MATCH : RW_NOMATCH;
    case PLAN_PROJECT:
        return p->left && targets_have_sublink(p) ? RW_MATCH : RW_NOMATCH;
    case PLAN_AGGREGATE:
        return exprs_have_sublink(p->agg.aggs) ? RW_MATCH : RW_NOMATCH;
    case PLAN_JOIN:
        return preds_have_sublink(p->join.cond) || has_lateral(p->right)
                   ? RW_MATCH
                   : RW_NOMATCH;
    default:
        return RW_NOMATCH;
    }
}

/* The rtes whose columns the rows of 'p' carry: through the nodes
   rows_domain() passes (an Aggregate's groups carry its input's
   columns, a HAVING Filter reads them), else what 'p' outputs. */
static bool
row_rtes(rw_ctx *ctx, const plan *p, list **out)
{
    while (p && p->left
           && (p->kind == PLAN_FILTER || p->kind == PLAN_PARTITION_SELECTOR
               || p->kind == PLAN_SORT || p->kind == PLAN_LIMIT
               || p->kind == PLAN_WINDOW || p->kind == PLAN_PROJECT
               || p->kind == PLAN_AGGREGATE))
        p = p->left;
    return !p || rw_output_rtes(ctx, p, out);
}

static bool
site_init(site *s, rw_ctx *ctx, const plan *a, const plan *b)
{
    memset(s, 0, sizeof *s);
    s->ctx = ctx;
    s->src[0] = a;
    s->src[1] = b;
    return row_rtes(ctx, a, &s->rtes[0]) && row_rtes(ctx, b, &s->rtes[1]);
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    site s;
    plan np;
    bool failed = false;

    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: case PLAN_FILTER: {
        /* the node's own rows: its other conjuncts drop the rows outside
           their atoms whatever S returns for them */
        list *l;

        if (!site_init(&s, ctx, p, NULL))
            return NULL;
        l = into_preds(&s, (list *)plan_preds(p), &failed);
        if (failed)
            return NULL;
        if (!s.changed)
            return p;
        plan_edit(&np, p);
        *plan_preds_slot(&np) = l;
        return plan_edited(ctx->a, p, &np);
    }
    case PLAN_PROJECT: {
        list *out = NULL;

        if (!site_init(&s, ctx, p->left, NULL))
            return NULL;
        for (int i = 0; i < list_len(p->project.targets); i++) {
            target *t = list_nth(p->project.targets, i), *nt = t;
            expr *e = into_expr(&s, t->e);

            if (!e)
                return NULL;
            if (e != t->e) {
                if (!(nt = ARENA_NEW(ctx->a, target)))
                    return NULL;
                *nt = *t;
                nt->e = e;
                if (!out && !(out = list_copy(ctx->a, p->project.targets)))
                    return NULL;
            }
            if (out)
                out->items[i] = nt;
        }
        if (!out)
            return p;
        plan_edit(&np, p);
        np.project.targets = out;
        return plan_edited(ctx->a, p, &np);
    }
    case PLAN_AGGREGATE: {
        list *l;

        if (!site_init(&s, ctx, p->left, NULL))
            return NULL;
        l = into_exprs(&s, p->agg.aggs, &failed);
        if (failed)
            return NULL;
        plan_edit(&np, p);
        np.agg.aggs = l;
        return plan_edited(ctx->a, p, &np);
    }
    case PLAN_JOIN: {
        list *l;
        plan *r = p->right;

        if (!site_init(&s, ctx, p->left, p->right))
            return NULL;
        l = into_preds(&s, p->join.cond, &failed);
        if (failed)
            return NULL;
        if (has_lateral(p->right)) {
            site ls;

            if (!site_init(&ls, ctx, p->left, NULL) || !(r = into(&ls, p->right)))
                return NULL;
        }
        plan_edit(&np, p);
        np.join.cond = l;
        np.right = r;
        return plan_edited(ctx->a, p, &np);
    }
    default:
        return p;
    }
}

const rw_rule rule_correlated_propagate = {
    .name = "correlated_propagate",
    .doc = "outer domains into correlated subqueries and LATERAL items",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
