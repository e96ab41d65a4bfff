/* SPDX-License-Identifier: MIT */
/*
 * src/plan/walk.c — the one expression walker and the one mutator
 *
 * expr_walk() and expr_mutate() are the only code that knows which fields
 * of each expression kind hold sub-expressions (PostgreSQL's
 * expression_tree_walker and expression_tree_mutator in nodeFuncs.c are
 * the model).  Every generic walk (expr_any and the expr_has_* tests,
 * expr_walk_cols, expr_map_cols, the rewrite driver's descent into
 * sublinks) is written on top of them, so a new expression kind, or a new
 * sub-expression field, is added here and nowhere else.  Code that treats
 * each kind differently (printers, expr_equal, expr_hash) stays explicit.
 *
 * Both handle one level: they apply the callback to each direct
 * sub-expression of 'e', never to 'e' itself, and the callback recurses
 * by calling them again.  Neither enters the subplan of a sublink (that is
 * a plan, not an expression); the sublink's test expression is a child.
 *
 * The same file states which fields of each plan node hold expressions
 * (expr_fields below), for plan_node_exprs() (the walk every generic walk
 * over a plan's expressions is built on) and plan_node_mutate() (the
 * rewrite driver's descent into sublinks).
 *
 * NB: the children of a kind are visited in the order the fields are
 * listed in plan.h, which is the order SQL writes them in: a LIKE's
 * argument, pattern, escape; a CASE's argument, WHEN/THEN pairs, ELSE;
 * a call's arguments, aggregate ORDER BY, FILTER, then its window's
 * PARTITION BY, ORDER BY and frame offsets.
 */
#include <stddef.h>

#include "plan/plan.h"

/* The rte whose columns 'items' are, all of them in order, or NULL. */
static rte *
whole_row_of(const list *items)
{
    const expr *c0 = list_len(items) ? list_nth(items, 0) : NULL;

    if (!c0 || c0->kind != E_COL || c0->col.rte->ncols != list_len(items))
        return NULL;
    for (int i = 0; i < list_len(items); i++) {
        const expr *c = list_nth(items, i);

        if (c->kind != E_COL || c->col.rte != c0->col.rte || c->col.col != i)
            return NULL;
    }
    return c0->col.rte;
}

/* ---- the walker ---- */

static bool
walk_list(const list *l, expr_walk_fn fn, void *ctx)
{
    for (int i = 0; i < list_len(l); i++)
        if (fn(list_nth(l, i), ctx))
            return true;
    return false;
}

static bool
walk_keys(const list *l, expr_walk_fn fn, void *ctx)
{
    for (int i = 0; i < list_len(l); i++)
        if (fn(((const sort_key *)list_nth(l, i))->e, ctx))
            return true;
    return false;
}

/* 'fn' on 'e' when there is one. */
static inline bool
walk_opt(const expr *e, expr_walk_fn fn, void *ctx)
{
    return e && fn(e, ctx);
}

static bool
walk_window(const window_spec *w, expr_walk_fn fn, void *ctx)
{
    return w
           && (walk_list(w->partition, fn, ctx) || walk_keys(w->order, fn, ctx)
               || walk_opt(w->start_offset, fn, ctx)
               || walk_opt(w->end_offset, fn, ctx));
}

bool
expr_walk(const expr *e, expr_walk_fn fn, void *ctx)
{
    if (!e)
        return false;
    switch (e->kind) {
    case E_COL: case E_OUTREF: case E_CONST: case E_PARAM:
        return false;
    case E_OP: case E_DISTINCT: case E_ANY: case E_ALL:
        return walk_opt(e->op.l, fn, ctx) || walk_opt(e->op.r, fn, ctx);
    case E_BOOL:
        return walk_list(e->b.args, fn, ctx);
    case E_NULLTEST: case E_BOOLTEST:
        return walk_opt(e->test.arg, fn, ctx);
    case E_IN:
        return walk_opt(e->in.arg, fn, ctx) || walk_list(e->in.items, fn, ctx);
    case E_LIKE:
        return walk_opt(e->like.arg, fn, ctx)
               || walk_opt(e->like.pattern, fn, ctx)
               || walk_opt(e->like.escape, fn, ctx);
    case E_CASE:
        return walk_opt(e->casex.arg, fn, ctx)
               || walk_list(e->casex.whens, fn, ctx)
               || walk_opt(e->casex.else_, fn, ctx);
    case E_CAST:
        return walk_opt(e->cast.arg, fn, ctx);
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING:
        return walk_list(e->func.args, fn, ctx)
               || walk_keys(e->func.agg_order, fn, ctx)
               || walk_opt(e->func.filter, fn, ctx)
               || walk_window(e->func.win, fn, ctx);
    case E_SUBLINK:
        return walk_opt(e->sub.test, fn, ctx);
    case E_ROW: case E_ARRAY: case E_WHOLEROW:
        return walk_list(e->row.items, fn, ctx);
    case E_FIELD:
        return walk_opt(e->field.arg, fn, ctx);
    case E_SUBSCRIPT:
        return walk_opt(e->subscr.arg, fn, ctx)
               || walk_list(e->subscr.idx, fn, ctx);
    default:
        /* not a kind of plan.h: no sub-expressions known (nothing to
           report an error through; expr_mutate leaves it alone too) */
        return false;
    }
}

/* ---- the mutator ---- */

/* 'fn' of 'e' when there is one; false (with '*out' NULL) on failure. */
static inline bool
mutate_opt(expr *e, expr_mutate_fn fn, void *ctx, expr **out)
{
    *out = e ? fn(e, ctx) : NULL;
    return !e || *out;
}

/*
 * 'l' with 'fn' applied to each item: 'l' itself when every item came back
 * unchanged (nothing allocated), else a new list.  False on failure.
 */
static bool
mutate_list(arena *a, list *l, expr_mutate_fn fn, void *ctx, list **out)
{
    list *c = NULL;

    for (int i = 0; i < list_len(l); i++) {
        expr *x = list_nth(l, i), *y = fn(x, ctx);

        if (!y)
            return false;
        if (y != x && !c && !(c = list_copy(a, l)))
            return false;
        if (c)
            c->items[i] = y;
    }
    *out = c ? c : l;
    return true;
}

/* The same for a list of sort keys: changed keys are new sort_keys. */
static bool
mutate_keys(arena *a, list *l, expr_mutate_fn fn, void *ctx, list **out)
{
    list *c = NULL;

    for (int i = 0; i < list_len(l); i++) {
        sort_key *k = list_nth(l, i), *nk;
        expr *y = fn(k->e, ctx);

        if (!y)
            return false;
        if (y == k->e)
            continue;
        if (!c && !(c = list_copy(a, l)))
            return false;
        if (!(nk = ARENA_NEW(a, sort_key)))
            return false;
        *nk = *k;
        nk->e = y;
        c->items[i] = nk;
    }
    *out = c ? c : l;
    return true;
}

/* The same for a window: 'w' itself, or a new window_spec. */
static bool
mutate_window(arena *a, window_spec *w, expr_mutate_fn fn, void *ctx,
              window_spec **out)
{
    window_spec t;

    *out = w;
    if (!w)
        return true;
    t = *w;
    if (!mutate_list(a, w->partition, fn, ctx, &t.partition)
        || !mutate_keys(a, w->order, fn, ctx, &t.order)
        || !mutate_opt(w->start_offset, fn, ctx, &t.start_offset)
        || !mutate_opt(w->end_offset, fn, ctx, &t.end_offset))
        return false;
    if (t.partition == w->partition && t.order == w->order
        && t.start_offset == w->start_offset && t.end_offset == w->end_offset)
        return true;
    if (!(*out = ARENA_NEW(a, window_spec)))
        return false;
    **out = t;
    return true;
}

expr *
expr_mutate(arena *a, expr *e, expr_mutate_fn fn, void *ctx)
{
    expr t;
    bool ok, same;

    if (!e)
        return NULL;
    t = *e; /* the copy, if a child changes */
    switch (e->kind) {
    case E_COL: case E_OUTREF: case E_CONST: case E_PARAM:
        return e;
    case E_OP: case E_DISTINCT: case E_ANY: case E_ALL:
        ok = mutate_opt(e->op.l, fn, ctx, &t.op.l)
             && mutate_opt(e->op.r, fn, ctx, &t.op.r);
        same = t.op.l == e->op.l && t.op.r == e->op.r;
        break;
    case E_BOOL:
        ok = mutate_list(a, e->b.args, fn, ctx, &t.b.args);
        same = t.b.args == e->b.args;
        break;
    case E_NULLTEST: case E_BOOLTEST:
        ok = mutate_opt(e->test.arg, fn, ctx, &t.test.arg);
        same = t.test.arg == e->test.arg;
        break;
    case E_IN:
        ok = mutate_opt(e->in.arg, fn, ctx, &t.in.arg)
             && mutate_list(a, e->in.items, fn, ctx, &t.in.items);
        same = t.in.arg == e->in.arg && t.in.items == e->in.items;
        break;
    case E_LIKE:
        ok = mutate_opt(e->like.arg, fn, ctx, &t.like.arg)
             && mutate_opt(e->like.pattern, fn, ctx, &t.like.pattern)
             && mutate_opt(e->like.escape, fn, ctx, &t.like.escape);
        same = t.like.arg == e->like.arg && t.like.pattern == e->like.pattern
               && t.like.escape == e->like.escape;
        break;
    case E_CASE:
        ok = mutate_opt(e->casex.arg, fn, ctx, &t.casex.arg)
             && mutate_list(a, e->casex.whens, fn, ctx, &t.casex.whens)
             && mutate_opt(e->casex.else_, fn, ctx, &t.casex.else_);
        same = t.casex.arg == e->casex.arg && t.casex.whens == e->casex.whens
               && t.casex.else_ == e->casex.else_;
        break;
    case E_CAST:
        ok = mutate_opt(e->cast.arg, fn, ctx, &t.cast.arg);
        same = t.cast.arg == e->cast.arg;
        break;
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING:
        ok = mutate_list(a, e->func.args, fn, ctx, &t.func.args)
             && mutate_keys(a, e->func.agg_order, fn, ctx, &t.func.agg_order)
             && mutate_opt(e->func.filter, fn, ctx, &t.func.filter)
             && mutate_window(a, e->func.win, fn, ctx, &t.func.win);
        same = t.func.args == e->func.args
               && t.func.agg_order == e->func.agg_order
               && t.func.filter == e->func.filter && t.func.win == e->func.win;
        break;
    case E_SUBLINK:
        ok = mutate_opt(e->sub.test, fn, ctx, &t.sub.test);
        same = t.sub.test == e->sub.test;
        break;
    case E_ROW: case E_ARRAY:
        ok = mutate_list(a, e->row.items, fn, ctx, &t.row.items);
        same = t.row.items == e->row.items;
        break;
    case E_WHOLEROW:
        /* its columns stand for the row: mapped onto all the columns of
           another rte in order, it is that rte's row; any other mapping
           leaves it as it is (expr_is_volatile: no rule moves it) */
        ok = mutate_list(a, e->row.items, fn, ctx, &t.row.items);
        same = t.row.items == e->row.items || !ok
               || !(t.row.rte = whole_row_of(t.row.items));
        break;
    case E_FIELD:
        ok = mutate_opt(e->field.arg, fn, ctx, &t.field.arg);
        same = t.field.arg == e->field.arg;
        break;
    case E_SUBSCRIPT:
        ok = mutate_opt(e->subscr.arg, fn, ctx, &t.subscr.arg)
             && mutate_list(a, e->subscr.idx, fn, ctx, &t.subscr.idx);
        same = t.subscr.arg == e->subscr.arg && t.subscr.idx == e->subscr.idx;
        break;
    default:
        return e; /* no sub-expressions known: see expr_walk */
    }
    if (!ok)
        return NULL;
    return same ? e : expr_copy(a, &t);
}

/* ---- which fields of a plan node hold expressions ---- */

/* How a field holds its expressions. */
typedef enum field_shape {
    FS_EXPR,     /* expr *, or NULL */
    FS_EXPRS,    /* list of expr * */
    FS_PREDS,    /* list of pred *: its e */
    FS_TARGETS,  /* list of target *: its e */
    FS_KEYS,     /* list of sort_key *: its e */
    FS_ROWS,     /* list of lists of expr * (a VALUES list's rows) */
    FS_FUNCS     /* list of range_func *: its call */
} field_shape;

typedef struct expr_field {
    plan_kind kind;     /* the node kind the field belongs to */
    field_shape shape;
    size_t off;         /* offsetof(plan, the field) */
} expr_field;

#define FIELD(k, shape, f) { k, shape, offsetof(plan, f) }

/*
 * The one statement of which fields of each node kind hold expressions,
 * in the order they are visited: plan_node_exprs() walks and
 * plan_node_mutate() rebuilds from it.  Kinds not listed (SetOp, Empty,
 * Append, Modify) have none of their own.
 * NB: a new expression field of plan.h is added here and nowhere else.
 */
static const expr_field expr_fields[] = {
    FIELD(PLAN_SCAN, FS_PREDS, scan.filters),
    FIELD(PLAN_DYNAMIC_SCAN, FS_PREDS, scan.filters),
    FIELD(PLAN_SUBQUERY_SCAN, FS_PREDS, subq.filters),
    FIELD(PLAN_CTE_SCAN, FS_PREDS, ctescan.filters),
    FIELD(PLAN_VALUES, FS_ROWS, values.rows),
    FIELD(PLAN_FUNCTION_SCAN, FS_FUNCS, funcscan.funcs),
    FIELD(PLAN_FUNCTION_SCAN, FS_PREDS, funcscan.filters),
    FIELD(PLAN_FILTER, FS_PREDS, filter.filters),
    FIELD(PLAN_PROJECT, FS_TARGETS, project.targets),
    FIELD(PLAN_PROJECT, FS_EXPRS, project.distinct_on),
    FIELD(PLAN_JOIN, FS_PREDS, join.cond),
    FIELD(PLAN_JOIN, FS_EXPR, join.single_value),
    FIELD(PLAN_AGGREGATE, FS_EXPRS, agg.group),
    FIELD(PLAN_AGGREGATE, FS_EXPRS, agg.aggs),
    FIELD(PLAN_WINDOW, FS_EXPRS, window.funcs),
    FIELD(PLAN_SORT, FS_KEYS, sort.keys),
    FIELD(PLAN_LIMIT, FS_EXPR, limit.limit),
    FIELD(PLAN_LIMIT, FS_EXPR, limit.offset),
    FIELD(PLAN_PARTITION_SELECTOR, FS_EXPRS, selector.keys),
};

#undef FIELD

#define N_FIELDS ((int)(sizeof expr_fields / sizeof expr_fields[0]))

/* The address of field 'f' in 'p'. */
static inline void *
field_at(const plan *p, const expr_field *f)
{
    return (char *)p + f->off;
}

/* The expression held by item 'x' of a field of shape 's' (not FS_ROWS). */
static expr *
item_expr(field_shape s, void *x)
{
    switch (s) {
    case FS_PREDS: return ((pred *)x)->e;
    case FS_TARGETS: return ((target *)x)->e;
    case FS_KEYS: return ((sort_key *)x)->e;
    case FS_FUNCS: return ((range_func *)x)->call;
    default: return x;
    }
}

void
plan_node_exprs(const plan *p, void (*fn)(const expr *, void *), void *arg)
{
    for (int i = 0; p && i < N_FIELDS; i++) {
        const expr_field *f = &expr_fields[i];
        const list *l;

        if (f->kind != p->kind)
            continue;
        if (f->shape == FS_EXPR) {
            expr *e = *(expr **)field_at(p, f);

            if (e)
                fn(e, arg);
            continue;
        }
        l = *(list **)field_at(p, f);
        for (int j = 0; j < list_len(l); j++) {
            if (f->shape == FS_ROWS) {
                const list *row = list_nth(l, j);

                for (int k = 0; k < list_len(row); k++)
                    fn(list_nth(row, k), arg);
            } else {
                fn(item_expr(f->shape, list_nth(l, j)), arg);
            }
        }
    }
}

/*
 * A copy of item 'x' (shape 's') holding 'e' instead of its expression;
 * NULL on OOM.  A pred keeps its marks (derived, origin, flags), a target
 * its name, a sort key its direction, a range_func its columns.
 */
static void *
item_with(arena *a, field_shape s, void *x, expr *e)
{
    switch (s) {
    case FS_PREDS: {
        const pred *p = x;
        pred *np = pred_make(a, e, p->derived, p->origin);

        if (np)
            np->flags = p->flags;
        return np;
    }
    case FS_TARGETS: {
        target *t = ARENA_NEW(a, target);

        if (t) {
            *t = *(const target *)x;
            t->e = e;
        }
        return t;
    }
    case FS_KEYS: {
        sort_key *k = ARENA_NEW(a, sort_key);

        if (k) {
            *k = *(const sort_key *)x;
            k->e = e;
        }
        return k;
    }
    case FS_FUNCS: {
        range_func *r = ARENA_NEW(a, range_func);

        if (r) {
            *r = *(const range_func *)x;
            r->call = e;
        }
        return r;
    }
    default:
        return e;
    }
}

/*
 * 'l' (a field of shape 's', not FS_ROWS or FS_EXPR) with 'fn' applied to
 * each item's expression: 'l' itself when none changed, else a new list
 * whose changed items are new.  False on failure.
 */
static bool
mutate_items(arena *a, field_shape s, list *l, expr_mutate_fn fn, void *ctx,
             list **out)
{
    list *c = NULL;

    for (int i = 0; i < list_len(l); i++) {
        void *x = list_nth(l, i), *y;
        expr *e = item_expr(s, x), *ne = fn(e, ctx);

        if (!ne)
            return false;
        if (ne == e)
            continue;
        if (!c && !(c = list_copy(a, l)))
            return false;
        if (!(y = item_with(a, s, x, ne)))
            return false;
        c->items[i] = y;
    }
    *out = c ? c : l;
    return true;
}

int
plan_node_mutate(arena *a, const plan *p, plan *t, expr_mutate_fn fn,
                 void *ctx)
{
    bool changed = false;

    for (int i = 0; i < N_FIELDS; i++) {
        const expr_field *f = &expr_fields[i];
        void *from, *to;

        if (f->kind != p->kind)
            continue;
        from = field_at(p, f);
        to = field_at(t, f);
        if (f->shape == FS_EXPR) {
            expr *e = *(expr **)from;

            if (!mutate_opt(e, fn, ctx, (expr **)to))
                return -1;
            changed |= *(expr **)to != e;
        } else if (f->shape == FS_ROWS) {
            list *rows = *(list **)from, *c = NULL;

            for (int j = 0; j < list_len(rows); j++) {
                list *row = list_nth(rows, j), *nrow;

                if (!mutate_list(a, row, fn, ctx, &nrow))
                    return -1;
                if (nrow == row)
                    continue;
                if (!c && !(c = list_copy(a, rows)))
                    return -1;
                c->items[j] = nrow;
            }
            *(list **)to = c ? c : rows;
            changed |= c != NULL;
        } else {
            list *l = *(list **)from;

            if (!mutate_items(a, f->shape, l, fn, ctx, (list **)to))
                return -1;
            changed |= *(list **)to != l;
        }
    }
    return changed;
}
