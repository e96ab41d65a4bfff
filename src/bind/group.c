/* SPDX-License-Identifier: MIT */
/*
 * src/bind/group.c — GROUP BY, grouping sets, and the grouped-column check
 *
 * bind_group_by() binds the GROUP BY items of a block into its distinct
 * grouping expressions (b->group) and, when ROLLUP, CUBE or GROUPING
 * SETS appear, the grouping sets as lists of indexes into b->group (the
 * cross product of the items' sets).  An item is a
 * select-list position, an input column, an output column name, or an
 * expression, tried in that order.  GROUP BY DISTINCT keeps each set
 * once.  bind_check_grouped() rejects a column
 * of the block used outside an aggregate that is neither grouped nor
 * functionally dependent on a grouped primary key.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bind/bind_int.h"
#include "types/pgcat.h"

/* What binding one GROUP BY clause keeps: for each entry of b->group, the
   select-list item PostgreSQL groups it as (its ressortgroupref), and
   whether two items of equal expressions are grouped as two items. */
typedef struct group_ctx {
    list *tle;           /* of intptr_t: index into b->targets, or -1 */
    bool twins;          /* equal expressions, two select-list items */
    int twins_loc;
} group_ctx;

/* The select-list item an expression written in GROUP BY groups as: the
   first one of an equal expression (PostgreSQL's
   findTargetlistEntrySQL99), or -1. */
static int
first_target_of(const block *b, const expr *e)
{
    for (int i = 0; i < list_len(b->targets); i++)
        if (expr_equal(((target *)list_nth(b->targets, i))->e, e))
            return i;
    return -1;
}

/* Index of 'e' (grouped as select-list item 'tle') in b->group, adding it
   when new; -1 on OOM. */
static int
group_index(bctx *c, block *b, group_ctx *g, expr *e, int tle, int loc)
{
    for (int i = 0; i < list_len(b->group); i++)
        if (expr_equal(list_nth(b->group, i), e)) {
            if ((int)(intptr_t)list_nth(g->tle, i) != tle && !g->twins) {
                g->twins = true;
                g->twins_loc = loc;
            }
            return i;
        }
    if (!list_push(c->a, &b->group, e)
        || !list_push(c->a, &g->tle, (void *)(intptr_t)tle))
        return -1;
    return list_len(b->group) - 1;
}

/* A set-returning call in 'e' (the catalog's, or one of the SRF table
   bound in the select list). */
static bool
has_srf(const expr *e, void *ctx)
{
    if (e->kind == E_FUNC
        && ((e->func.cat_flags & PGCAT_RETSET)
            || (!e->func.cat_flags && srf_lookup(e->func.name))))
        return true;
    return expr_walk(e, has_srf, ctx);
}

/* Select-list item 'e' named by GROUP BY (at 'loc'), which PostgreSQL
   checks as it checks an expression written there.  One holding a
   set-returning call is not modelled. */
static expr *
group_target(bctx *c, expr *e, int loc)
{
    const char *what = expr_has_agg(e) ? "aggregate functions"
                       : expr_has_winfunc(e) ? "window functions" : NULL;

    if (has_srf(e, NULL)) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc, "%s",
                "GROUP BY of a select-list item holding a set-returning "
                "function is not supported");
        return NULL;
    }
    if (what) {
        err_set(c->err, QPROP_ESEMANTIC, loc, "%s are not allowed in GROUP BY",
                what);
        return NULL;
    }
    return e;
}

/* The expression of GROUP BY item 'n', and in '*tle' the select-list item
   it groups as (or -1). */
static expr *
bind_group_expr(bctx *c, block *b, const ast *n, int *tle)
{
    long k;
    int kc = bind_sort_const(n, &k);
    expr *e;

    /* GROUP BY 2: the second select-list item */
    if (kc > 0) {
        if (k < 1 || k > list_len(b->targets)) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "GROUP BY position %ld is not in select list", k);
            return NULL;
        }
        *tle = (int)k - 1;
        return group_target(c, ((target *)list_nth(b->targets, (int)k - 1))->e,
                            n->loc);
    }
    if (kc < 0) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "non-integer constant in GROUP BY");
        return NULL;
    }
    /* a bare name: an input column first, else an output column */
    if (n->kind == AST_COLREF && n->colref.n == 1 && !n->colref.star) {
        qprop_error probe, *saved = c->err;

        memset(&probe, 0, sizeof probe);
        c->err = &probe;
        e = bind_resolve_column(c, b, n);
        c->err = saved;
        if (e) {
            *tle = first_target_of(b, e);
            return e;
        }
        for (int i = 0; i < list_len(b->targets); i++) {
            target *t = list_nth(b->targets, i);

            if (t->name && strcmp(t->name, n->colref.part[0]) == 0) {
                *tle = i;
                return group_target(c, t->e, n->loc);
            }
        }
    }
    if ((e = bind_coerce_default(c, bind_expr(c, b, n))))
        *tle = first_target_of(b, e);
    return e;
}

typedef list *setlist; /* list of list of (intptr_t) group indexes */

static list *
cross_sets(bctx *c, list *x, list *y)
{
    list *out = NULL;

    for (int i = 0; i < list_len(x); i++)
        for (int j = 0; j < list_len(y); j++) {
            list *s = list_concat(c->a, list_nth(x, i), list_nth(y, j));

            if (c->a->failed || !list_push(c->a, &out, s))
                return NULL;
        }
    return out;
}

static list *
one_set(bctx *c, list *idx)
{
    list *out = NULL;

    if (!list_push(c->a, &out, idx))
        return NULL;
    return out;
}

/* The grouping sets of one GROUP BY item (list of sets). */
static list *
item_sets(bctx *c, block *b, group_ctx *g, const ast *n, bool *ok)
{
    list *out = NULL, *idx = NULL;
    int tle = -1;

    *ok = true;
    if (n->kind != AST_GROUPING) {
        expr *e = bind_group_expr(c, b, n, &tle);
        int k;

        if (!e || (k = group_index(c, b, g, e, tle, n->loc)) < 0) {
            *ok = false;
            return NULL;
        }
        list_push(c->a, &idx, (void *)(intptr_t)k);
        return one_set(c, idx);
    }
    switch (n->grouping.kind) {
    case GROUPING_EMPTY:
        return one_set(c, NULL);
    case GROUPING_SIMPLE:
        for (int i = 0; i < list_len(n->grouping.items); i++) {
            const ast *it = list_nth(n->grouping.items, i);
            expr *e = bind_group_expr(c, b, it, &tle);
            int k;

            if (!e || (k = group_index(c, b, g, e, tle, it->loc)) < 0) {
                *ok = false;
                return NULL;
            }
            list_push(c->a, &idx, (void *)(intptr_t)k);
        }
        return one_set(c, idx);
    case GROUPING_ROLLUP:
    case GROUPING_CUBE: {
        int m = list_len(n->grouping.items);
        list **elems = ARENA_NEWN(c->a, list *, m ? m : 1);

        if (!elems) {
            *ok = false;
            return NULL;
        }
        /* each element is an expression or a parenthesised list */
        for (int i = 0; i < m; i++) {
            const ast *it = list_nth(n->grouping.items, i);
            list *s = item_sets(c, b, g, it, ok);

            if (!*ok)
                return NULL;
            elems[i] = list_nth(s, 0);
        }
        if (n->grouping.kind == GROUPING_ROLLUP) {
            for (int len = m; len >= 0; len--) {
                list *set = NULL;

                for (int i = 0; i < len; i++)
                    set = list_concat(c->a, set, elems[i]);
                list_push(c->a, &out, set);
            }
        } else {
            if (m > 12) {
                err_set(c->err, QPROP_ELIMIT, n->loc,
                        "CUBE is limited to 12 elements");
                *ok = false;
                return NULL;
            }
            for (long mask = (1L << m) - 1; mask >= 0; mask--) {
                list *set = NULL;

                for (int i = 0; i < m; i++)
                    if (mask & (1L << i))
                        set = list_concat(c->a, set, elems[i]);
                list_push(c->a, &out, set);
            }
        }
        return out;
    }
    case GROUPING_SETS:
        for (int i = 0; i < list_len(n->grouping.items); i++) {
            list *s = item_sets(c, b, g, list_nth(n->grouping.items, i),
                                ok);

            if (!*ok)
                return NULL;
            out = list_concat(c->a, out, s);
        }
        return out;
    }
    *ok = false;
    return NULL;
}

static int
cmp_int(const void *x, const void *y)
{
    intptr_t a = *(const intptr_t *)x, b = *(const intptr_t *)y;

    return (a > b) - (a < b);
}

/* Set 'set' as PostgreSQL compares it: its indexes sorted, each once. */
static list *
set_key(bctx *c, const list *set)
{
    int n = list_len(set), m = 0;
    intptr_t *v = ARENA_NEWN(c->a, intptr_t, n ? n : 1);
    list *out = NULL;

    if (!v)
        return NULL;
    for (int i = 0; i < n; i++)
        v[i] = (intptr_t)list_nth(set, i);
    qsort(v, (size_t)n, sizeof *v, cmp_int);
    for (int i = 0; i < n; i++)
        if (i == 0 || v[i] != v[i - 1])
            v[m++] = v[i];
    for (int i = 0; i < m; i++)
        if (!list_push(c->a, &out, (void *)v[i]))
            return NULL;
    return out;
}

/* GROUP BY DISTINCT: each set once, as a set of keys (PostgreSQL's
   expand_grouping_sets); 'sets' otherwise. */
static list *
distinct_sets(bctx *c, list *sets)
{
    list *out = NULL, *keys = NULL;

    for (int i = 0; i < list_len(sets); i++) {
        list *k = set_key(c, list_nth(sets, i));
        bool seen = false;

        if (c->a->failed)
            return NULL;
        for (int j = 0; j < list_len(keys) && !seen; j++)
            seen = list_same(list_nth(keys, j), k);
        if (seen)
            continue;
        if (!list_push(c->a, &keys, k) || !list_push(c->a, &out, k))
            return NULL;
    }
    return out;
}

bool
bind_group_by(bctx *c, block *b, const list *items, bool distinct)
{
    list *sets = NULL;
    bool any_grouping = false, ok;
    group_ctx g;

    if (!items)
        return true;
    memset(&g, 0, sizeof g);
    b->cl = CL_GROUP;
    if (!list_push(c->a, &sets, NULL)) /* one empty set to start */
        return false;
    for (int i = 0; i < list_len(items); i++) {
        const ast *n = list_nth(items, i);
        list *s = item_sets(c, b, &g, n, &ok);

        if (!ok)
            return false;
        if (n->kind == AST_GROUPING)
            any_grouping = true;
        if (!(sets = cross_sets(c, sets, s)))
            return false;
    }
    if (any_grouping && g.twins) {
        /* PostgreSQL groups them as two keys, one NULL where the other is
           not (GROUP BY alias1, ROLLUP (alias2) of g AS alias1, g AS
           alias2); qprop's keys are expressions */
        err_set(c->err, QPROP_EUNSUPPORTED, g.twins_loc, "%s",
                "grouping sets over two select-list items of the same "
                "expression are not supported");
        return false;
    }
    if (any_grouping && distinct && !(sets = distinct_sets(c, sets)))
        return false;
    b->has_group = true;
    b->sets = any_grouping ? sets : NULL;
    return true;
}

static bool
check_grouped_list(bctx *c, block *b, const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        if (!bind_check_grouped(c, b, list_nth(l, i)))
            return false;
    return true;
}

static bool
pkey_grouped(block *b, const rte *r)
{
    const cat_table *t = r->table;

    if (!t || t->npkey == 0)
        return false;
    for (int i = 0; i < t->npkey; i++) {
        bool found = false;

        for (int k = 0; k < list_len(b->group); k++) {
            const expr *g = list_nth(b->group, k);

            if (g->kind == E_COL && g->col.rte == r && g->col.col == t->pkey[i])
                found = true;
        }
        if (!found)
            return false;
    }
    return true;
}

/* True when column 'e' of block b is grouped: a GROUP BY item itself, or
   functionally dependent on a grouped primary key. */
static bool
col_grouped(block *b, const expr *e)
{
    for (int i = 0; i < list_len(b->group); i++)
        if (expr_equal(list_nth(b->group, i), e))
            return true;
    return e->col.rte->kind == RTE_SINGLE || pkey_grouped(b, e->col.rte);
}

typedef struct sub_ungrouped {
    block *b;
    const expr *bad;     /* the first ungrouped column, or NULL */
} sub_ungrouped;

static void
note_sub_col(const expr *col, void *arg)
{
    sub_ungrouped *u = arg;

    if (!u->bad && col->col.rte->block == u->b->id && !col_grouped(u->b, col))
        u->bad = col;
}

/* A subquery of a grouped block may use the block's columns only where
   they are grouped (PostgreSQL: "subquery uses ungrouped column"). */
static bool
check_grouped_sublink(bctx *c, block *b, const expr *e)
{
    expr sub = *e;
    sub_ungrouped u = { b, NULL };

    if (!bind_check_grouped(c, b, e->sub.test))
        return false;
    sub.sub.test = NULL;
    if (!expr_walk_cols_deep(c->a, &sub, note_sub_col, &u)) {
        ERR_OOM(c->err);
        return false;
    }
    if (u.bad) {
        err_set(c->err, QPROP_ESEMANTIC, u.bad->loc,
                "subquery uses ungrouped column \"%s.%s\" from outer query",
                u.bad->col.rte->written_alias ? u.bad->col.rte->written_alias
                                              : u.bad->col.rte->alias,
                u.bad->col.rte->colnames[u.bad->col.col]);
        return false;
    }
    return true;
}

/* Every column outside an aggregate must be grouped (or functionally
   dependent on a grouped primary key). */
bool
bind_check_grouped(bctx *c, block *b, const expr *e)
{
    if (!e)
        return true;
    for (int i = 0; i < list_len(b->group); i++)
        if (expr_equal(list_nth(b->group, i), e))
            return true;
    switch (e->kind) {
    case E_COL:
        if (e->col.rte->block != b->id || e->col.rte->kind == RTE_SINGLE)
            return true;
        if (pkey_grouped(b, e->col.rte)) {
            bind_note_pkey(c, e->col.rte->table);
            return true;
        }
        err_set(c->err, QPROP_ESEMANTIC, e->loc,
                "column \"%s.%s\" must appear in the GROUP BY clause or be "
                "used in an aggregate function",
                e->col.rte->written_alias ? e->col.rte->written_alias
                                          : e->col.rte->alias,
                e->col.rte->colnames[e->col.col]);
        return false;
    case E_GROUPING:
        /* each argument one of this level's grouping keys */
        for (int i = 0; i < list_len(e->func.args); i++) {
            const expr *a = list_nth(e->func.args, i);
            bool found = a->kind == E_OUTREF;

            for (int j = 0; j < list_len(b->group) && !found; j++)
                found = expr_equal(list_nth(b->group, j), a);
            if (!found) {
                err_set(c->err, QPROP_ESEMANTIC, a->loc, "%s",
                        "arguments to GROUPING must be grouping expressions "
                        "of the associated query level");
                return false;
            }
        }
        return true;
    case E_AGG:
        /* an ordered-set aggregate's direct arguments are computed per
           group, not aggregated: PostgreSQL holds them to the grouping
           ("Direct arguments of an ordered-set aggregate must use only
           grouped columns") */
        return !e->func.within_group
               || check_grouped_list(c, b, e->func.args);
    case E_CONST: case E_PARAM: case E_OUTREF:
        return true;
    case E_SUBLINK:
        return check_grouped_sublink(c, b, e);
    case E_OP: case E_DISTINCT: case E_ANY: case E_ALL:
        return bind_check_grouped(c, b, e->op.l)
               && bind_check_grouped(c, b, e->op.r);
    case E_BOOL:
        return check_grouped_list(c, b, e->b.args);
    case E_NULLTEST: case E_BOOLTEST:
        return bind_check_grouped(c, b, e->test.arg);
    case E_IN:
        return bind_check_grouped(c, b, e->in.arg)
               && check_grouped_list(c, b, e->in.items);
    case E_LIKE:
        return bind_check_grouped(c, b, e->like.arg)
               && bind_check_grouped(c, b, e->like.pattern)
               && bind_check_grouped(c, b, e->like.escape);
    case E_CASE:
        return bind_check_grouped(c, b, e->casex.arg)
               && check_grouped_list(c, b, e->casex.whens)
               && bind_check_grouped(c, b, e->casex.else_);
    case E_CAST:
        return bind_check_grouped(c, b, e->cast.arg);
    case E_FUNC:
        return check_grouped_list(c, b, e->func.args);
    case E_WINFUNC:
        if (!check_grouped_list(c, b, e->func.args))
            return false;
        if (e->func.win) {
            if (!check_grouped_list(c, b, e->func.win->partition))
                return false;
            for (int i = 0; i < list_len(e->func.win->order); i++)
                if (!bind_check_grouped(
                        c, b,
                        ((sort_key *)list_nth(e->func.win->order, i))->e))
                    return false;
        }
        return true;
    case E_ROW: case E_ARRAY: case E_WHOLEROW:
        return check_grouped_list(c, b, e->row.items);
    case E_FIELD:
        return bind_check_grouped(c, b, e->field.arg);
    case E_SUBSCRIPT:
        return bind_check_grouped(c, b, e->subscr.arg)
               && check_grouped_list(c, b, e->subscr.idx);
    }
    return true;
}
