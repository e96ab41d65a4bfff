/* SPDX-License-Identifier: MIT */
/*
 * src/plan/plan.c — constructing and inspecting plans and expressions
 *
 * Constructors allocate in the statement's arena and return NULL on OOM
 * (the arena's 'failed' flag is then set; callers check it once per stage).
 */
#include "plan/plan.h"

#include <string.h>

#include "types/pgcat.h"

static const char *const plan_names[] = {
#define X(k, s) s,
    PLAN_KINDS(X)
#undef X
};

const char *
plan_kind_name(plan_kind k)
{
    if ((unsigned)k < sizeof plan_names / sizeof plan_names[0])
        return plan_names[k];
    return "?";
}

const char *
join_type_name(join_type t)
{
    switch (t) {
    case JOIN_INNER: return "inner";
    case JOIN_LEFT: return "left";
    case JOIN_RIGHT: return "right";
    case JOIN_FULL: return "full";
    case JOIN_SEMI: return "semi";
    case JOIN_ANTI: return "anti";
    case JOIN_ANTI_NULL_AWARE: return "anti_null_aware";
    case JOIN_LEFT_SINGLE: return "left_single";
    case JOIN_RIGHT_SINGLE: return "right_single";
    case JOIN_CROSS: return "cross";
    }
    return "?";
}

/* Indexed by join_type; see the table in plan.h. */
const join_props join_props_table[JOIN_CROSS + 1] = {
    [JOIN_INNER] = { .output = { true, true }, .filtered = { true, true } },
    [JOIN_CROSS] = { .output = { true, true }, .filtered = { true, true } },
    [JOIN_LEFT] = { .output = { true, true }, .preserved = { true, false },
                    .null_extended = { false, true },
                    .filtered = { false, true } },
    [JOIN_RIGHT] = { .output = { true, true }, .preserved = { false, true },
                     .null_extended = { true, false },
                     .filtered = { true, false } },
    [JOIN_FULL] = { .output = { true, true }, .preserved = { true, true },
                    .null_extended = { true, true } },
    [JOIN_SEMI] = { .output = { true, false }, .filtered = { true, true } },
    [JOIN_ANTI] = { .output = { true, false },
                    .filtered = { false, true } },
    [JOIN_ANTI_NULL_AWARE] = { .output = { true, false },
                               .filtered = { false, true },
                               .null_aware = true },
    [JOIN_LEFT_SINGLE] = { .output = { true, false },
                           .preserved = { true, false },
                           .null_extended = { false, true },
                           .filtered = { false, true } },
    [JOIN_RIGHT_SINGLE] = { .output = { false, true },
                            .preserved = { false, true },
                            .null_extended = { true, false },
                            .filtered = { true, false } },
};

const pred *
join_not_in_key(const plan *p)
{
    if (p->kind != PLAN_JOIN || !join_type_props(p->join.type)->null_aware
        || !list_len(p->join.cond))
        return NULL;
    return list_nth(p->join.cond, 0);
}

list **
plan_preds_slot(plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        return &p->scan.filters;
    case PLAN_SUBQUERY_SCAN:
        return &p->subq.filters;
    case PLAN_CTE_SCAN:
        return &p->ctescan.filters;
    case PLAN_FUNCTION_SCAN:
        return &p->funcscan.filters;
    case PLAN_FILTER:
        return &p->filter.filters;
    case PLAN_JOIN:
        return &p->join.cond;
    default:
        return NULL;
    }
}

const list *
plan_preds(const plan *p)
{
    list **l = plan_preds_slot((plan *)p);

    return l ? *l : NULL;
}

rte *
plan_leaf_rte(const plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: return p->scan.rte;
    case PLAN_SUBQUERY_SCAN: return p->subq.rte;
    case PLAN_CTE_SCAN: return p->ctescan.rte;
    case PLAN_VALUES: return p->values.rte;
    case PLAN_FUNCTION_SCAN: return p->funcscan.rte;
    default: return NULL;
    }
}

plan *
plan_new(arena *a, plan_kind kind, int loc)
{
    plan *p = ARENA_NEW(a, plan);

    if (p) {
        p->kind = kind;
        p->loc = loc;
    }
    return p;
}

plan *
plan_copy(arena *a, const plan *p)
{
    plan *c = ARENA_NEW(a, plan);

    if (c)
        *c = *p;
    return c;
}

void
plan_edit(plan *t, const plan *p)
{
    memcpy(t, p, sizeof *t);
}

plan *
plan_edited(arena *a, const plan *p, const plan *t)
{
    /* 'p' unchanged is shared, never written: plans are immutable */
    return memcmp(p, t, sizeof *t) == 0 ? (plan *)p : plan_copy(a, t);
}

plan *
plan_with_inputs(arena *a, const plan *p, plan *l, plan *r)
{
    plan t;

    if (l == p->left && r == p->right)
        return (plan *)p;
    plan_edit(&t, p);
    t.left = l;
    t.right = r;
    return plan_copy(a, &t);
}

expr *
expr_new(arena *a, expr_kind kind, qp_type type, int loc)
{
    expr *e = ARENA_NEW(a, expr);

    if (e) {
        e->kind = kind;
        e->type = type;
        e->loc = loc;
    }
    return e;
}

expr *
expr_copy(arena *a, const expr *e)
{
    expr *c = ARENA_NEW(a, expr);

    if (c)
        *c = *e;
    return c;
}

expr *
expr_make_col(arena *a, rte *r, int col, int loc)
{
    expr *e = expr_new(a, E_COL, r->coltypes[col], loc);

    if (e) {
        e->col.rte = r;
        e->col.col = col;
    }
    return e;
}

expr *
expr_make_const(arena *a, datum v, int loc)
{
    expr *e = expr_new(a, E_CONST, v.type, loc);

    if (e)
        e->cnst.value = v;
    return e;
}

expr *
expr_make_op(arena *a, op_kind op, const char *name, qp_type type, expr *l,
             expr *r, int loc)
{
    expr *e = expr_new(a, E_OP, type, loc);

    if (e) {
        e->op.op = op;
        e->op.name = name;
        e->op.l = l;
        e->op.r = r;
    }
    return e;
}

expr *
expr_make_bool(arena *a, bool_kind op, list *args, int loc)
{
    expr *e = expr_new(a, E_BOOL, type_plain(T_BOOL), loc);

    if (e) {
        e->b.op = op;
        e->b.args = args;
    }
    return e;
}

bool
pred_is_volatile(const pred *p)
{
    pred *m = (pred *)p; /* only the memo changes */

    if (!(m->props & PRED_PROP_VOL_KNOWN))
        m->props |= PRED_PROP_VOL_KNOWN
                    | (expr_is_volatile(p->e) ? PRED_PROP_VOLATILE : 0);
    return (m->props & PRED_PROP_VOLATILE) != 0;
}

bool
pred_has_sublink(const pred *p)
{
    pred *m = (pred *)p; /* only the memo changes */

    if (!(m->props & PRED_PROP_SUB_KNOWN))
        m->props |= PRED_PROP_SUB_KNOWN
                    | (expr_has_sublink(p->e) ? PRED_PROP_SUBLINK : 0);
    return (m->props & PRED_PROP_SUBLINK) != 0;
}

uint64_t
pred_hash(const pred *p)
{
    pred *m = (pred *)p; /* only the memo changes */

    if (!(m->props & PRED_PROP_HASH)) {
        m->hash = expr_hash(p->e);
        m->props |= PRED_PROP_HASH;
    }
    return m->hash;
}

pred *
pred_make(arena *a, expr *e, bool derived, const pred_origin *origin)
{
    pred *p = ARENA_NEW(a, pred);

    if (p) {
        p->e = e;
        p->derived = derived;
        p->origin = origin;
    }
    return p;
}

pred_origin *
pred_origin_make(arena *a, const pred *const *src, int n_src, bool more,
                 const pred *via, const origin_class *cls)
{
    pred_origin *o = ARENA_NEW(a, pred_origin);
    const pred **v = n_src > 0 ? ARENA_NEWN(a, const pred *, n_src) : NULL;

    if (!o || (n_src > 0 && !v))
        return NULL;
    for (int i = 0; i < n_src; i++)
        v[i] = src[i];
    o->src = v;
    o->n_src = n_src;
    o->src_more = more;
    o->via = via;
    o->cls = cls;
    return o;
}

/*
 * Each walk below is an expr_walk callback that looks at its node and then
 * calls expr_walk on it (prefix order), so a walk costs one indirect call
 * per node: a generic "any node such that" walk with a predicate cost two,
 * and TPC-DS's rewrite 1 % more instructions (expr_has_sublink runs on
 * every expression of every node in each pass).
 */

static bool
has_agg(const expr *e, void *ctx)
{
    return e->kind == E_AGG || expr_walk(e, has_agg, ctx);
}

static bool
has_winfunc(const expr *e, void *ctx)
{
    return e->kind == E_WINFUNC || expr_walk(e, has_winfunc, ctx);
}

static bool
has_sublink(const expr *e, void *ctx)
{
    return e->kind == E_SUBLINK || expr_walk(e, has_sublink, ctx);
}

static bool
has_volatile_call(const expr *e, void *ctx)
{
    if (e->kind == E_WHOLEROW)
        return true;
    if (e->kind == E_FUNC && e->func.cat_flags) {
        if (e->func.cat_flags & (PGCAT_VOLATILE | PGCAT_RETSET))
            return true;
    } else if (e->kind == E_FUNC) {
        const func_info *fi = func_lookup(e->func.name);

        if (!fi || fi->is_volatile)
            return true;
    }
    return expr_walk(e, has_volatile_call, ctx);
}

bool
expr_is_volatile(const expr *e)
{
    return e && has_volatile_call(e, NULL);
}

bool
expr_has_agg(const expr *e)
{
    return e && has_agg(e, NULL);
}

bool
expr_has_winfunc(const expr *e)
{
    return e && has_winfunc(e, NULL);
}

bool
expr_has_sublink(const expr *e)
{
    return e && has_sublink(e, NULL);
}

typedef struct col_walk {
    expr_col_fn fn;
    void *arg;
} col_walk;

static bool
visit_col(const expr *e, void *ctx)
{
    const col_walk *w = ctx;

    if (e->kind == E_COL)
        w->fn(e, w->arg);
    return expr_walk(e, visit_col, ctx);
}

void
expr_walk_cols(const expr *e, expr_col_fn fn, void *arg)
{
    col_walk w = { fn, arg };

    if (e)
        visit_col(e, &w);
}

bool
plan_output_rtes(arena *a, const plan *p, list **out)
{
    if (!p)
        return true;
    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        return list_push(a, out, p->scan.rte);
    case PLAN_SUBQUERY_SCAN:
        return list_push(a, out, p->subq.rte);
    case PLAN_CTE_SCAN:
        return list_push(a, out, p->ctescan.rte);
    case PLAN_VALUES:
        return !p->values.rte || list_push(a, out, p->values.rte);
    case PLAN_FUNCTION_SCAN:
        return list_push(a, out, p->funcscan.rte);
    case PLAN_EMPTY:
        for (int i = 0; i < list_len(p->empty.rtes); i++)
            if (!list_push(a, out, list_nth(p->empty.rtes, i)))
                return false;
        return true;
    case PLAN_JOIN:
        if (p->join.type == JOIN_RIGHT_SINGLE)
            /* the preserved outer query is the right input: it and the
               value are the output, not the subquery on the left */
            return plan_output_rtes(a, p->right, out)
                   && list_push(a, out, p->join.single);
        if (!plan_output_rtes(a, p->left, out))
            return false;
        if (p->join.type == JOIN_SEMI || p->join.type == JOIN_ANTI
            || p->join.type == JOIN_ANTI_NULL_AWARE)
            return true;
        if (p->join.type == JOIN_LEFT_SINGLE)
            return list_push(a, out, p->join.single);
        return plan_output_rtes(a, p->right, out);
    case PLAN_FILTER:
    case PLAN_PARTITION_SELECTOR:
        return plan_output_rtes(a, p->left, out);
    case PLAN_APPEND:
        /* partitionwise_join: every branch outputs the same rtes */
        return !list_len(p->children)
               || plan_output_rtes(a, list_nth(p->children, 0), out);
    default:
        return true; /* above a block's FROM: no rte outputs */
    }
}

/* What note_read() collects into. */
typedef struct read_note {
    arena *a;
    list **out;     /* of rte *, or NULL */
    list **locks;   /* of plan_lock *, or NULL */
    list *ctes;     /* of plan_cte *: the WITH items walked already */
} read_note;

/* Append 'x' to '*l' unless it is there (nothing when 'l' is NULL). */
static void
add_once(read_note *n, list **l, void *x)
{
    if (!l)
        return;
    for (int i = 0; i < list_len(*l); i++)
        if (list_nth(*l, i) == x)
            return;
    (void)list_push(n->a, l, x); /* OOM: a->failed */
}

static void
add_read(read_note *n, rte *r)
{
    add_once(n, n->out, r);
}

/* What node 'p' itself gives: a scan's table, an Empty's reads and
   locks, a Project's locks, a WITH item's (walked once). */
static void
note_read(const plan *p, void *arg)
{
    read_note *n = arg;

    if ((p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
        && p->scan.rte && p->scan.rte->kind == RTE_TABLE
        && p->scan.rte->table)
        add_read(n, p->scan.rte);
    else if (p->kind == PLAN_EMPTY) {
        for (int i = 0; i < list_len(p->empty.reads); i++)
            add_read(n, list_nth(p->empty.reads, i));
        for (int i = 0; i < list_len(p->empty.locks); i++)
            add_once(n, n->locks, list_nth(p->empty.locks, i));
    } else if (p->kind == PLAN_PROJECT)
        for (int i = 0; i < list_len(p->project.locks); i++)
            add_once(n, n->locks, list_nth(p->project.locks, i));
    else if (p->kind == PLAN_CTE_SCAN && p->ctescan.cte) {
        /* the WITH item's tables: one no longer read is not planned,
           nor are its relations checked, by PostgreSQL */
        const plan_cte *c = p->ctescan.cte;

        for (int i = 0; i < list_len(n->ctes); i++)
            if (list_nth(n->ctes, i) == c)
                return;
        if (list_push(n->a, &n->ctes, (void *)c))
            plan_walk(c->plan, note_read, n);
    }
}

bool
plan_read_tables(arena *a, const plan *p, list **out)
{
    read_note n = { a, out, NULL, NULL };

    plan_walk(p, note_read, &n);
    return !a->failed;
}

bool
plan_locks(arena *a, const plan *p, list **out)
{
    read_note n = { a, NULL, out, NULL };

    plan_walk(p, note_read, &n);
    return !a->failed;
}

plan *
plan_find_rte(plan *p, const rte *r)
{
    plan *found;

    if (!p)
        return NULL;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        if (p->scan.rte == r)
            return p;
        break;
    case PLAN_SUBQUERY_SCAN:
        if (p->subq.rte == r)
            return p;
        return NULL; /* rtes below belong to the subquery */
    case PLAN_CTE_SCAN:
        return p->ctescan.rte == r ? p : NULL;
    case PLAN_VALUES:
        return p->values.rte == r ? p : NULL;
    case PLAN_FUNCTION_SCAN:
        return p->funcscan.rte == r ? p : NULL;
    case PLAN_JOIN:
        if (p->join.single == r)
            return p;
        break;
    default:
        break;
    }
    if ((found = plan_find_rte(p->left, r)))
        return found;
    if ((found = plan_find_rte(p->right, r)))
        return found;
    for (int i = 0; i < list_len(p->children); i++)
        if ((found = plan_find_rte(list_nth(p->children, i), r)))
            return found;
    return NULL;
}

static bool
list_equal(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++)
        if (!expr_equal(list_nth(x, i), list_nth(y, i)))
            return false;
    return true;
}

static bool
sortkeys_equal(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++) {
        const sort_key *a = list_nth(x, i), *b = list_nth(y, i);

        if (a->desc != b->desc || a->nulls != b->nulls || !expr_equal(a->e, b->e))
            return false;
    }
    return true;
}

static bool
window_equal(const window_spec *x, const window_spec *y)
{
    if (!x || !y)
        return x == y;
    return x->frame == y->frame && list_equal(x->partition, y->partition)
           && sortkeys_equal(x->order, y->order)
           && expr_equal(x->start_offset, y->start_offset)
           && expr_equal(x->end_offset, y->end_offset);
}

/* Two calls' argument names (NULL lists: positional calls). */
static bool
argnames_equal(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++) {
        const char *a = list_nth(x, i), *b = list_nth(y, i);

        if ((a == NULL) != (b == NULL) || (a && strcmp(a, b) != 0))
            return false;
    }
    return true;
}

bool
expr_equal(const expr *x, const expr *y)
{
    if (x == y)
        return true;
    if (!x || !y || x->kind != y->kind)
        return false;
    switch (x->kind) {
    case E_COL:
        return x->col.rte == y->col.rte && x->col.col == y->col.col;
    case E_OUTREF:
        return x->outref.index == y->outref.index;
    case E_CONST: {
        bool ok = true;

        if (x->cnst.value.is_null || y->cnst.value.is_null)
            return x->cnst.value.is_null && y->cnst.value.is_null
                   && x->type.id == y->type.id;
        return x->type.id == y->type.id
               && datum_cmp(&x->cnst.value, &y->cnst.value, &ok) == 0 && ok;
    }
    case E_PARAM:
        return x->param.number == y->param.number;
    case E_OP: case E_DISTINCT: case E_ANY: case E_ALL:
        return x->op.op == y->op.op
               && (x->op.op != OP_OTHER || strcmp(x->op.name, y->op.name) == 0)
               && expr_equal(x->op.l, y->op.l) && expr_equal(x->op.r, y->op.r);
    case E_BOOL:
        return x->b.op == y->b.op && list_equal(x->b.args, y->b.args);
    case E_NULLTEST: case E_BOOLTEST:
        return x->test.is_not == y->test.is_not && x->test.bt == y->test.bt
               && expr_equal(x->test.arg, y->test.arg);
    case E_IN:
        return x->in.is_not == y->in.is_not && expr_equal(x->in.arg, y->in.arg)
               && list_equal(x->in.items, y->in.items);
    case E_LIKE:
        return x->like.kind == y->like.kind && x->like.is_not == y->like.is_not
               && expr_equal(x->like.arg, y->like.arg)
               && expr_equal(x->like.pattern, y->like.pattern)
               && expr_equal(x->like.escape, y->like.escape);
    case E_CASE:
        return expr_equal(x->casex.arg, y->casex.arg)
               && list_equal(x->casex.whens, y->casex.whens)
               && expr_equal(x->casex.else_, y->casex.else_);
    case E_CAST:
        /* type_equal: x::money and x::inet are two casts */
        return type_equal(x->type, y->type)
               && expr_equal(x->cast.arg, y->cast.arg);
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING:
        return strcmp(x->func.name, y->func.name) == 0
               && argnames_equal(x->func.argnames, y->func.argnames)
               && x->func.star == y->func.star
               && x->func.distinct == y->func.distinct
               && x->func.variadic == y->func.variadic
               && ((!x->func.field && !y->func.field)
                   || (x->func.field && y->func.field
                       && strcmp(x->func.field, y->func.field) == 0))
               && list_equal(x->func.args, y->func.args)
               && sortkeys_equal(x->func.agg_order, y->func.agg_order)
               && expr_equal(x->func.filter, y->func.filter)
               && window_equal(x->func.win, y->func.win);
    case E_SUBLINK:
        return false; /* subplans are compared by identity only */
    case E_ROW:
        return list_equal(x->row.items, y->row.items);
    case E_ARRAY:
        return type_equal(x->type, y->type)
               && list_equal(x->row.items, y->row.items);
    case E_FIELD:
        return strcmp(x->field.name, y->field.name) == 0
               && expr_equal(x->field.arg, y->field.arg);
    case E_WHOLEROW:
        return x->row.rte == y->row.rte;
    case E_SUBSCRIPT:
        return x->subscr.shape == y->subscr.shape && x->subscr.n == y->subscr.n
               && expr_equal(x->subscr.arg, y->subscr.arg)
               && list_equal(x->subscr.idx, y->subscr.idx);
    }
    return false;
}

typedef struct col_map {
    arena *a;
    expr_col_map fn;
    void *arg;
} col_map;

static expr *
map_col_mutator(expr *e, void *ctx)
{
    const col_map *m = ctx;

    if (e->kind == E_COL)
        return m->fn(e, m->arg);
    return expr_mutate(m->a, e, map_col_mutator, ctx);
}

expr *
expr_map_cols(arena *a, expr *e, expr_col_map fn, void *arg)
{
    col_map m = { a, fn, arg };

    return e ? map_col_mutator(e, &m) : NULL;
}

/* ---- walking every expression of a plan ---- */

/* 'fn' on the expressions of 'p' and of every node below it (not inside
   sublinks); which fields hold them is walk.c's table. */
static void
walk_plan_exprs(const plan *p, void (*fn)(const expr *, void *), void *arg)
{
    if (!p)
        return;
    plan_node_exprs(p, fn, arg);
    walk_plan_exprs(p->left, fn, arg);
    walk_plan_exprs(p->right, fn, arg);
    for (int i = 0; i < list_len(p->children); i++)
        walk_plan_exprs(list_nth(p->children, i), fn, arg);
    /* an Empty only for the partitions there are now is printed as the
       node it replaced (src/target): what that node reads counts */
    if (p->kind == PLAN_EMPTY)
        walk_plan_exprs(p->empty.by_partitions, fn, arg);
}

typedef struct deep_walk {
    expr_col_fn fn;
    void *arg;
    list *bound;         /* rtes bound inside the subplans being walked */
    list *ctes;          /* plan_cte *: WITH items walked already */
    arena *a;
    bool failed;
} deep_walk;

static void
collect_bound(const plan *p, deep_walk *w)
{
    rte *r = NULL;

    if (!p)
        return;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: r = p->scan.rte; break;
    case PLAN_SUBQUERY_SCAN: r = p->subq.rte; break;
    case PLAN_CTE_SCAN: r = p->ctescan.rte; break;
    case PLAN_VALUES: r = p->values.rte; break;
    case PLAN_FUNCTION_SCAN: r = p->funcscan.rte; break;
    case PLAN_JOIN: r = p->join.single; break;
    case PLAN_EMPTY:
        for (int i = 0; i < list_len(p->empty.rtes); i++)
            if (!list_push(w->a, &w->bound, list_nth(p->empty.rtes, i)))
                w->failed = true;
        break;
    default: break;
    }
    if (r && !list_push(w->a, &w->bound, r))
        w->failed = true;
    if (p->kind == PLAN_EMPTY)
        collect_bound(p->empty.by_partitions, w);
    collect_bound(p->left, w);
    collect_bound(p->right, w);
    for (int i = 0; i < list_len(p->children); i++)
        collect_bound(list_nth(p->children, i), w);
}

static void deep_expr(const expr *e, void *arg);
static void deep_ctes(const plan *p, deep_walk *w);

static bool
deep_visit(const expr *e, void *arg)
{
    deep_walk *w = arg;

    if (e->kind == E_COL) {
        for (int i = 0; i < list_len(w->bound); i++)
            if (list_nth(w->bound, i) == e->col.rte)
                return false;
        w->fn(e, w->arg);
    } else if (e->kind == E_SUBLINK) {
        int mark = list_len(w->bound);

        collect_bound(e->sub.sub, w);
        walk_plan_exprs(e->sub.sub, deep_expr, w);
        deep_ctes(e->sub.sub, w);
        if (w->bound)
            w->bound->n = mark; /* drop what this subplan bound */
    }
    return expr_walk(e, deep_visit, arg);
}

static void
deep_expr(const expr *e, void *arg)
{
    if (e)
        deep_visit(e, arg);
}

/* The WITH items that CteScans of 'p' read (not of its sublinks, which
   deep_visit reaches itself): a WITH item may refer to an enclosing
   query's columns, and reading it depends on them.  Each item once. */
static void
deep_ctes(const plan *p, deep_walk *w)
{
    if (!p)
        return;
    if (p->kind == PLAN_CTE_SCAN && p->ctescan.cte) {
        const plan_cte *c = p->ctescan.cte;
        bool seen = false;

        for (int i = 0; i < list_len(w->ctes) && !seen; i++)
            seen = list_nth(w->ctes, i) == c;
        if (!seen) {
            int mark = list_len(w->bound);

            if (!list_push(w->a, &w->ctes, (void *)c))
                w->failed = true;
            collect_bound(c->plan, w);
            walk_plan_exprs(c->plan, deep_expr, w);
            deep_ctes(c->plan, w);
            if (w->bound)
                w->bound->n = mark;
        }
    }
    deep_ctes(p->left, w);
    deep_ctes(p->right, w);
    for (int i = 0; i < list_len(p->children); i++)
        deep_ctes(list_nth(p->children, i), w);
    if (p->kind == PLAN_EMPTY)
        deep_ctes(p->empty.by_partitions, w);
}

bool
expr_walk_cols_deep(arena *a, const expr *e, expr_col_fn fn, void *arg)
{
    deep_walk w = { fn, arg, NULL, NULL, a, false };

    if (e)
        deep_visit(e, &w);
    return !w.failed;
}

typedef struct node_walk {
    plan_node_fn fn;
    void *arg;
} node_walk;

static void walk_nodes(const plan *p, node_walk *w);

static bool
walk_sub_nodes(const expr *e, void *arg)
{
    if (e->kind == E_SUBLINK)
        walk_nodes(e->sub.sub, arg);
    return expr_walk(e, walk_sub_nodes, arg);
}

static void
walk_node_exprs(const expr *e, void *arg)
{
    if (e)
        walk_sub_nodes(e, arg);
}

static void
walk_nodes(const plan *p, node_walk *w)
{
    if (!p)
        return;
    w->fn(p, w->arg);
    plan_node_exprs(p, walk_node_exprs, w);
    walk_nodes(p->left, w);
    walk_nodes(p->right, w);
    for (int i = 0; i < list_len(p->children); i++)
        walk_nodes(list_nth(p->children, i), w);
}

void
plan_walk(const plan *p, plan_node_fn fn, void *arg)
{
    node_walk w = { fn, arg };

    walk_nodes(p, &w);
}

void
plan_walk_query(const query *q, plan_node_fn fn, void *arg)
{
    plan_walk(q->root, fn, arg);
    for (int i = 0; i < list_len(q->ctes); i++)
        plan_walk(((const plan_cte *)list_nth(q->ctes, i))->plan, fn, arg);
}

/* ---- structural hashing (equal expressions hash equal) ---- */

static uint64_t
mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdULL;
}

static uint64_t
str_hash(uint64_t h, const char *s)
{
    for (; s && *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static uint64_t hash_list(uint64_t h, const list *l);

uint64_t
expr_hash(const expr *e)
{
    uint64_t h = 1469598103934665603ULL;

    if (!e)
        return h;
    h = mix(h, (uint64_t)e->kind);
    switch (e->kind) {
    case E_COL:
        return mix(mix(h, (uint64_t)e->col.rte->id), (uint64_t)e->col.col);
    case E_OUTREF:
        return mix(h, (uint64_t)e->outref.index);
    case E_CONST: {
        const datum *d = &e->cnst.value;

        /* expr_equal needs the same type id and datum_cmp() == 0: hash the
           type id and the value in a form datum_cmp cannot tell apart */
        h = mix(h, (uint64_t)e->type.id);
        if (d->is_null)
            return mix(h, 1);
        switch (d->type.id) {
        case T_INT2: case T_INT4: case T_INT8: case T_DATE: case T_TIME:
        case T_TIMESTAMP: case T_TIMESTAMPTZ:
            return mix(h, (uint64_t)d->v.i);
        case T_BOOL:
            return mix(h, d->v.b ? 3 : 2);
        case T_FLOAT4: case T_FLOAT8: {
            double f = d->v.f == 0 ? 0 : d->v.f; /* -0 = 0 */
            uint64_t bits;

            if (f != f)
                return mix(h, 5); /* NaN */
            memcpy(&bits, &f, sizeof bits);
            return mix(h, bits);
        }
        case T_TEXT: case T_VARCHAR:
            return str_hash(h, d->v.s);
        case T_BPCHAR: {
            size_t n = strlen(d->v.s);

            while (n > 0 && d->v.s[n - 1] == ' ')
                n--;
            for (size_t i = 0; i < n; i++)
                h = (h ^ (unsigned char)d->v.s[i]) * 1099511628211ULL;
            return h;
        }
        case T_NUMERIC: {
            /* 1.50 = 1.5: hash without trailing fraction zeros */
            const char *v = d->v.s, *dot = strchr(v, '.');
            size_t n = strlen(v);

            if (dot) {
                while (n > 0 && v[n - 1] == '0')
                    n--;
                if (n > 0 && v[n - 1] == '.')
                    n--;
            }
            for (size_t i = 0; i < n; i++)
                h = (h ^ (unsigned char)v[i]) * 1099511628211ULL;
            return h;
        }
        default:
            return h; /* intervals: '1 mon' = '30 days' */
        }
    }
    case E_PARAM:
        return mix(h, (uint64_t)e->param.number);
    case E_OP: case E_DISTINCT: case E_ANY: case E_ALL:
        return mix(mix(mix(h, (uint64_t)e->op.op), expr_hash(e->op.l)),
                   expr_hash(e->op.r));
    case E_BOOL:
        return hash_list(mix(h, (uint64_t)e->b.op), e->b.args);
    case E_NULLTEST: case E_BOOLTEST:
        return mix(mix(h, (uint64_t)e->test.is_not * 7 + (uint64_t)e->test.bt),
                   expr_hash(e->test.arg));
    case E_IN:
        return hash_list(mix(mix(h, e->in.is_not), expr_hash(e->in.arg)),
                         e->in.items);
    case E_LIKE:
        return mix(mix(h, expr_hash(e->like.arg)), expr_hash(e->like.pattern));
    case E_CASE:
        return mix(hash_list(mix(h, expr_hash(e->casex.arg)), e->casex.whens),
                   expr_hash(e->casex.else_));
    case E_CAST:
        return mix(mix(h, (uint64_t)e->type.id), expr_hash(e->cast.arg));
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING:
        return hash_list(str_hash(h, e->func.name), e->func.args);
    case E_SUBLINK:
        return mix(h, (uint64_t)(uintptr_t)e->sub.sub);
    case E_ROW: case E_ARRAY:
        return hash_list(h, e->row.items);
    case E_SUBSCRIPT:
        return hash_list(mix(mix(h, e->subscr.shape), expr_hash(e->subscr.arg)),
                         e->subscr.idx);
    case E_FIELD:
        return mix(str_hash(h, e->field.name), expr_hash(e->field.arg));
    case E_WHOLEROW:
        return mix(h, (uint64_t)e->row.rte->id);
    }
    return h;
}

static uint64_t
hash_list(uint64_t h, const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        h = mix(h, expr_hash(list_nth(l, i)));
    return h;
}

/* ---- sets of expressions ---- */

bool
expr_set_add(arena *a, expr_set *s, const expr *e, bool *added)
{
    return expr_set_add_hashed(a, s, e, expr_hash(e), added);
}

bool
expr_set_add_hashed(arena *a, expr_set *s, const expr *e, uint64_t h,
                    bool *added)
{
    *added = false;
    if ((s->n + 1) * 2 > s->cap) {
        /* small first: most sets (one per region node) hold a few */
        int cap = s->cap ? s->cap * 2 : 8;
        const expr **slots = ARENA_NEWN(a, const expr *, cap);
        uint64_t *hashes = ARENA_NEWN(a, uint64_t, cap);

        if (!slots || !hashes)
            return false;
        for (int i = 0; i < s->cap; i++) {
            int j;

            if (!s->slots[i])
                continue;
            for (j = (int)(s->hashes[i] & (uint64_t)(cap - 1)); slots[j];
                 j = (j + 1) & (cap - 1))
                ;
            slots[j] = s->slots[i];
            hashes[j] = s->hashes[i];
        }
        s->slots = slots;
        s->hashes = hashes;
        s->cap = cap;
    }
    for (int j = (int)(h & (uint64_t)(s->cap - 1));; j = (j + 1) & (s->cap - 1)) {
        if (!s->slots[j]) {
            s->slots[j] = e;
            s->hashes[j] = h;
            s->n++;
            *added = true;
            return true;
        }
        if (s->hashes[j] == h && expr_equal(s->slots[j], e))
            return true;
    }
}
