/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/region.c — regions' predicate lists, and pushing predicates
 * into a query block
 *
 * A region (src/rewrite/README) is a subtree whose conjuncts hold for
 * every row it outputs; region_preds() says which list a region node
 * keeps them in, pd_covered() whether a conjunct can sit at a node that
 * outputs some rtes.  push_block() moves predicates over a derived
 * table's or CTE's columns into the block that computes them, as far down
 * as they go: subquery_pushdown and cte_pushdown both do that, and the
 * "unsafe (N)" notes below cite the UNSAFE list in the header of
 * src/rewrite/rules/subquery_pushdown.c, which states the pattern.
 * Nothing here keeps state: each function is a function of its arguments
 * (and allocates in ctx->a).
 */
#include <string.h>

#include "rewrite/exprnorm.h"
#include "rewrite/region.h"

typedef struct rte_probe {
    const list *allowed; /* of rte * */
    bool outside;        /* saw a column of another rte */
    int n;               /* columns seen */
} rte_probe;

static void
probe(const expr *col, void *arg)
{
    rte_probe *p = arg;

    p->n++;
    if (!list_has(p->allowed, col->col.rte))
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

/* The conjunct list a region node holds (its Filter's, inner join's
   ON or leaf's filters), or NULL (region.h). */
list **
region_preds(plan *p)
{
    if (p->kind == PLAN_FILTER && (p->filter.having || !p->left))
        return NULL;
    if (p->kind == PLAN_JOIN && !join_cond_holds(p->join.type))
        return NULL;
    return plan_preds_slot(p);
}

/* Same predicates, same order (region.h). */
bool
same_preds(const list *x, const list *y)
{
    return list_same(x, y);
}


typedef struct mapping {
    const rte *r;        /* the derived table */
    list *outputs;       /* of expr *: what each column is inside */
    bool bad;            /* an output that must not be read (unsafe (3)) */
    bool cols_only;      /* only outputs that are columns may be read
                            (grouping sets, unsafe (5)) */
} mapping;

static expr *
map_col(const expr *col, void *arg)
{
    mapping *m = arg;
    expr *e;

    if (col->col.rte != m->r)
        return (expr *)col;
    e = list_nth(m->outputs, col->col.col);
    if (!e || expr_is_volatile(e) || expr_has_sublink(e) || expr_has_winfunc(e)
        || (m->cols_only && e->kind != E_COL))
        m->bad = true;
    return e ? e : (expr *)col;
}

plan *
rw_filter_on(rw_ctx *ctx, plan *child, list *preds, bool having)
{
    plan *f;

    if (child && child->kind == PLAN_FILTER && child->filter.having == having) {
        plan t;

        plan_edit(&t, child);
        t.filter.filters = list_concat(ctx->a, child->filter.filters, preds);
        return plan_edited(ctx->a, child, &t);
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

static bool tells_equals_apart(const expr *e, void *unused);

static bool
has_grouping_op(const expr *e, void *unused)
{
    return e->kind == E_GROUPING || expr_walk(e, has_grouping_op, unused);
}

/* May filter 'e' go below Aggregate 'agg' (region.h)?  Not with an
   aggregate, nor with GROUPING(), which only a grouped row has
   (PostgreSQL: "grouping operations are not allowed in WHERE"), nor when
   it tells apart values the grouping calls equal (unsafe (8): a *=
   row(1.0) HAVING of GROUP BY a, where a holds 1.0 and 1.00, counts the
   group's rows; below, only the 1.0 rows; PostgreSQL 18's
   aggregates.sql). */
bool
pd_below_agg(const plan *agg, const expr *e)
{
    bool scalar = !agg->agg.group;
    colcheck cc = { NULL, agg, true };

    for (int i = 0; i < list_len(agg->agg.sets) && !scalar; i++)
        scalar = list_len(list_nth(agg->agg.sets, i)) == 0;
    if (scalar || expr_has_agg(e) || has_grouping_op(e, NULL)
        || tells_equals_apart(e, NULL))
        return false;
    expr_walk_cols(e, check_group_col, &cc);
    return cc.ok;
}

/* Equality is identity for values of type 't': two values the type's
   equality calls equal are the same value to every function (integers,
   booleans, dates and times, uuid, enums and, in the deterministic
   collations qprop models, text); not numeric (1.0 = 1.00), floats
   (0 = -0), intervals ('1 day' = '24 hours'), records, arrays or json. */
static bool
equality_is_identity(qp_type t)
{
    switch (t.id) {
    case T_BOOL: case T_INT2: case T_INT4: case T_INT8: case T_DATE:
    case T_TIME: case T_TIMESTAMP: case T_TIMESTAMPTZ: case T_UUID:
    case T_ENUM: case T_TEXT: case T_VARCHAR: case T_BPCHAR:
        return true;
    default:
        return false;
    }
}

/*
 * True when 'e' may tell apart two values of a column that equality calls
 * equal (unsafe (8)): it reads a column of a type whose equality is not
 * identity other than as a direct operand of a comparison or IS [NOT]
 * NULL (which give equal values the same answer).  e.g. x::text = '1.0'
 * or scale(x) = 1 on numeric x.
 */
static bool
tells_equals_apart(const expr *e, void *unused)
{
    (void)unused;
    if (!e)
        return false;
    if (e->kind == E_COL)
        return !equality_is_identity(e->type);
    if (e->kind == E_OP && e->op.op <= OP_GE && e->op.l && e->op.r)
        return (e->op.l->kind != E_COL && tells_equals_apart(e->op.l, NULL))
               || (e->op.r->kind != E_COL
                   && tells_equals_apart(e->op.r, NULL));
    if (e->kind == E_NULLTEST)
        return e->test.arg->kind != E_COL
               && tells_equals_apart(e->test.arg, NULL);
    return expr_walk(e, tells_equals_apart, NULL);
}

/* 'preds' split: those that tell equal values apart go to '*stay'
   (unsafe (8)), the others are returned.  NULL when none is left, or on
   OOM (the arena's flag set). */
static list *
keep_equal_blind(rw_ctx *ctx, list *preds, list **stay)
{
    list *out = NULL;

    for (int i = 0; i < list_len(preds); i++) {
        pred *x = list_nth(preds, i);

        if (!list_push(ctx->a, tells_equals_apart(x->e, NULL) ? stay : &out,
                       x))
            return NULL;
    }
    return out;
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
            /* unsafe (4); (8): PARTITION BY groups equal values too */
            if (!list_push(ctx->a, cc.ok && !tells_equals_apart(x->e, NULL)
                                       ? &through : stay, x))
                return NULL;
        }
        if (!through)
            return p;
        if (!(c = push_below_project(ctx, p->left, through, stay)))
            return NULL;
        return plan_with_inputs(ctx->a, p, c, p->right);
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
               below it (pd_below_agg) */
            for (int i = 0; i < list_len(preds); i++) {
                pred *x = list_nth(preds, i);

                if (!list_push(ctx->a, pd_below_agg(agg, x->e) ? &down
                                                                : &having, x))
                    return NULL;
            }
            if (down) {
                if (!(c = rw_filter_on(ctx, agg->left, down, false))
                    || !(agg = plan_with_inputs(ctx->a, agg, c, agg->right)))
                    return NULL;
            }
            if (hv) {
                plan t;

                plan_edit(&t, hv);
                t.left = agg;
                if (having)
                    t.filter.filters = list_concat(ctx->a, hv->filter.filters,
                                                   having);
                return plan_edited(ctx->a, hv, &t);
            }
            return having ? rw_filter_on(ctx, agg, having, true) : agg;
        }
    }
    /* the block's FROM, under Filter(WHERE) and SINGLE joins */
    return rw_filter_on(ctx, p, preds, false);
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

/* Is 'p', the node under a Project, a block's grouping with grouping sets
   of which one at least has a key?  Then an output that is not a plain
   column (1 AS x, k + 0 AS x) is NULL in the rows of the sets without
   its key, which PostgreSQL matches to the key as written: mapped into
   the block it would be read as a constant or solved into another key
   (unsafe (5); PostgreSQL pushes nothing into such a block). */
static bool
has_grouping_sets(const plan *p)
{
    while (p && (p->kind == PLAN_WINDOW
                 || (p->kind == PLAN_FILTER && p->filter.having)))
        p = p->left;
    return p && p->kind == PLAN_AGGREGATE && p->agg.sets && p->agg.group;
}

/* Map 'preds' over rte 'r' through a Project's targets and push them. */
static plan *
push_project(rw_ctx *ctx, plan *proj, list *preds, const rte *r, list **stay)
{
    mapping m;
    list *mapped = NULL, *orig = NULL, *st = NULL;
    plan *below;

    if (proj->project.distinct_on) { /* unsafe (2) */
        *stay = list_concat(ctx->a, *stay, preds);
        return proj;
    }
    /* unsafe (8): DISTINCT keeps one of several equal rows, which a
       filter that tells equal values apart may pass or not */
    if (proj->project.distinct
        && !(preds = keep_equal_blind(ctx, preds, stay)))
        return ctx->a->failed ? NULL : proj;
    memset(&m, 0, sizeof m);
    m.r = r;
    m.cols_only = has_grouping_sets(proj->left);
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
        below = rw_filter_on(ctx, NULL, mapped, false);
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
    return plan_with_inputs(ctx->a, proj, below, proj->right);
}

static plan *
push_setop(rw_ctx *ctx, plan *so, list *preds, const rte *r, list **stay)
{
    list *kids = NULL;

    /* unsafe (8): but for UNION ALL, a set operation matches rows by
       equality and outputs one of several equal ones */
    if (!(so->setop.op == SETOP_UNION && so->setop.all)
        && !(preds = keep_equal_blind(ctx, preds, stay)))
        return ctx->a->failed ? NULL : so;
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
        plan t;

        plan_edit(&t, so);
        t.children = kids;
        return plan_edited(ctx->a, so, &t);
    }
}

/* Push 'preds' over rte 'r''s columns into block root 'q' (region.h). */
plan *
push_block(rw_ctx *ctx, plan *q, list *preds, const rte *r, list **stay)
{
    plan *k;

    switch (q->kind) {
    case PLAN_SORT:
        if (!(k = push_block(ctx, q->left, preds, r, stay)))
            return NULL;
        return plan_with_inputs(ctx->a, q, k, q->right);
    case PLAN_PROJECT:
        return push_project(ctx, q, preds, r, stay);
    case PLAN_SETOP:
        return push_setop(ctx, q, preds, r, stay);
    default: /* unsafe (1), (7) */
        *stay = list_concat(ctx->a, *stay, preds);
        return q;
    }
}


bool
pd_rederived(const pred *x)
{
    return x->derived
           || (x->e && x->e->kind == E_NULLTEST && x->e->test.is_not);
}
