/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/engine.c — the rewrite driver
 *
 * Passes over the plan, top-down, until a pass changes nothing.  Each node
 * is offered to the enabled rules in order; a rule's replacement is
 * offered to the following rules, then the driver descends into the
 * children of the final node (including the subplans of sublinks and the
 * CTEs), rebuilding the parent only when a child changed.  With
 * partitionwise_join on, two such fixpoints run (run_phases): the first
 * without it, dynamic_partition and runtime_filter, the second with all.
 * Hitting the pass limit is traced ("engine: stopped after ...").
 *
 * ctx->scratch is an arena for a rule's working data (the region
 * bookkeeping of eq_broadcast and filter_pushdown, runtime_filter's node
 * table, normalize's duplicate sets), emptied after any rule application
 * once it holds more than SCRATCH_KEEP bytes, and at the end: a
 * 10,000-table chain kept every pass's bookkeeping in the statement's
 * arena.
 *
 * ctx->memo records, for the rules marked local (rw_rule.local), the
 * nodes each returned unchanged, keyed by the node and by whether it
 * extends its parent's region, not by the parent: a pass that changed a
 * node rebuilds all its ancestors, so keyed by the parent the checking
 * pass would find nothing it had seen.  A local rule is not offered such
 * a node again, which removes most of the last pass's analyses.  Rules
 * that read the parent (outer_join_simplify, dynamic_partition) or the
 * whole query are not local and always run.
 */
#include "rewrite/engine.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"

#define RULE(n) extern const rw_rule rule_##n;
#include "rewrite/rules.def"
#undef RULE

const rw_rule *const rw_rules[] = {
#define RULE(n) &rule_##n,
#include "rewrite/rules.def"
#undef RULE
    NULL
};

/* Passes before the driver stops even if rules still change the plan. */
#define MAX_PASSES 16

/* Scratch arenas up to this size live until the end of the rewrite. */
#define SCRATCH_KEEP ((size_t)1024 * 1024)

/* Queries with this many rtes keep rules' working data in ctx->scratch
   (rw_work_arena). */
#define SCRATCH_MIN_RTES 256

/*
 * The nodes that local rules (rw_rule.local) returned unchanged: per node,
 * one bit per rule (its index in rw_rules; rules past the 64th are not
 * recorded) for each of the two places a node can be offered in, outside
 * or inside its parent's region.  Open addressing with linear probing on
 * the node's address, in an arena of its own that lives for the whole
 * rewrite (the scratch arena is emptied between passes).  Plans are
 * immutable and the statement's arena frees nothing during the rewrite,
 * so an address always means the same node.
 *
 * NB: this is what makes the last pass, which finds nothing, cheap: a
 * node a rule built and the later rules then left alone is not analysed
 * again by those rules, nor is a subtree no rule changed.
 */
typedef struct memo_slot {
    const plan *p;       /* NULL = empty */
    uint64_t same[2];    /* [inside the parent's region]: bit i set when
                            rw_rules[i] returned 'p' unchanged there */
} memo_slot;

struct rw_memo {
    arena a;             /* the table's own arena */
    memo_slot *slots;    /* 'cap' slots */
    size_t cap;          /* power of two, or 0 */
    size_t n;            /* nodes recorded */
};

#define MEMO_MIN 256

static size_t
memo_hash(const plan *p, size_t cap)
{
    return (size_t)(((uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15u) >> 32)
           & (cap - 1);
}

/* The rules recorded for 'p' offered 'inside' its parent's region or not. */
static uint64_t
memo_get(const struct rw_memo *m, const plan *p, bool inside)
{
    if (!m || !m->cap)
        return 0;
    for (size_t h = memo_hash(p, m->cap);; h = (h + 1) & (m->cap - 1)) {
        if (m->slots[h].p == p)
            return m->slots[h].same[inside];
        if (!m->slots[h].p)
            return 0;
    }
}

/* Record the rules 'same' for 'p' offered 'inside' or not.  On OOM nothing
   is recorded (the rules then simply run again): cannot fail. */
static void
memo_put(struct rw_memo *m, const plan *p, bool inside, uint64_t same)
{
    size_t h;

    if (!m)
        return;
    if ((m->n + 1) * 2 > m->cap) {
        size_t cap = m->cap ? m->cap * 2 : MEMO_MIN;
        memo_slot *slots = ARENA_NEWN(&m->a, memo_slot, cap);

        if (!slots)
            return;
        for (size_t i = 0; i < m->cap; i++) {
            if (!m->slots[i].p)
                continue;
            h = memo_hash(m->slots[i].p, cap);
            while (slots[h].p)
                h = (h + 1) & (cap - 1);
            slots[h] = m->slots[i];
        }
        m->slots = slots;
        m->cap = cap;
    }
    for (h = memo_hash(p, m->cap); m->slots[h].p && m->slots[h].p != p;
         h = (h + 1) & (m->cap - 1))
        ;
    if (!m->slots[h].p) {
        m->slots[h].p = p;
        m->n++;
    }
    m->slots[h].same[inside] = same;
}

/* Raise ctx->peak to what the arenas of 'ctx' hold together now. */
static void
note_peak(rw_ctx *ctx)
{
    size_t now = ctx->a->reserved + ctx->scratch->reserved
                 + ctx->memo->a.reserved;

    if (now > ctx->peak)
        ctx->peak = now;
}

/*
 * A rule's working data in ctx->scratch is dead once its match(), apply()
 * or query_apply() returns: the driver frees it after an apply() or a
 * query_apply() when it holds more than SCRATCH_KEEP bytes.  Small ones
 * are kept until the end (a new arena's first chunks are calloc'ed, which
 * cost TPC-DS 6 % more instructions when done after every pass).
 */
static void
scratch_reset(rw_ctx *ctx)
{
    note_peak(ctx);
    arena_destroy(ctx->scratch);
    arena_init(ctx->scratch, ctx->a->limit);
}

arena *
rw_work_arena(rw_ctx *ctx)
{
    return ctx->scratch && list_len(ctx->q->rtes) >= SCRATCH_MIN_RTES
               ? ctx->scratch
               : ctx->a;
}

const rw_rule *
rw_find_rule(const char *name)
{
    for (int i = 0; rw_rules[i]; i++)
        if (strcmp(rw_rules[i]->name, name) == 0)
            return rw_rules[i];
    return NULL;
}

void
rw_trace(rw_ctx *ctx, const char *fmt, ...)
{
    va_list ap;
    char line[1024];

    if (!ctx->trace)
        return;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    sb_printf(ctx->trace, "%s: %s\n", ctx->rule ? ctx->rule->name : "engine",
              line);
}

bool
rw_output_rtes(rw_ctx *ctx, const plan *p, list **out)
{
    return plan_output_rtes(ctx->a, p, out);
}

plan *
rw_make_empty(rw_ctx *ctx, const plan *p, const char *reason)
{
    plan *e = plan_new(ctx->a, PLAN_EMPTY, p->loc);

    if (!e || !rw_output_rtes(ctx, p, &e->empty.rtes))
        return NULL;
    e->empty.ncols = 0;
    for (int i = 0; i < list_len(e->empty.rtes); i++)
        e->empty.ncols += ((rte *)list_nth(e->empty.rtes, i))->ncols;
    e->empty.reason = reason;
    return e;
}

static plan *rewrite_node(rw_ctx *ctx, plan *p, const bool *enabled);

bool
rw_extends_region(const plan *parent, int slot)
{
    switch (parent->kind) {
    case PLAN_FILTER:
        return !parent->filter.having && slot == 0;
    case PLAN_JOIN:
        return join_side_intact(parent->join.type, slot);
    default:
        return false;
    }
}

bool
rw_is_region_root(const plan *p, const rw_ctx *ctx)
{
    switch (p->kind) {
    case PLAN_FILTER:
        if (p->filter.having)
            return false;
        break;
    case PLAN_JOIN: case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
    case PLAN_SUBQUERY_SCAN: case PLAN_CTE_SCAN:
        break;
    default:
        return false;
    }
    return !ctx->parent || !rw_extends_region(ctx->parent, ctx->slot);
}

/* Offer child 'slot' of 'parent' to the rules. */
static plan *
rewrite_child(rw_ctx *ctx, const plan *parent, int slot, plan *child,
              const bool *enabled)
{
    const plan *saved_parent = ctx->parent;
    int saved_slot = ctx->slot;
    plan *r;

    ctx->parent = parent;
    ctx->slot = slot;
    r = rewrite_node(ctx, child, enabled);
    ctx->parent = saved_parent;
    ctx->slot = saved_slot;
    return r;
}

/* Rewrite the subplans of sublinks inside 'e'; returns 'e' or a copy. */
static expr *rewrite_expr(rw_ctx *ctx, expr *e, const bool *enabled);

/*
 * Item 'i' of the list replacing 'l' is 'x'.  '*out' is NULL while every
 * item so far is l's own; at the first that differs it becomes a copy of
 * 'l' (so an unchanged list costs nothing).  False on OOM.
 */
static bool
put_item(arena *a, const list *l, list **out, int i, void *x)
{
    if (!*out) {
        if (x == list_nth(l, i))
            return true;
        if (!(*out = list_copy(a, l)))
            return false;
    }
    (*out)->items[i] = x;
    return true;
}

static list *
rewrite_expr_list(rw_ctx *ctx, list *l, const bool *enabled, bool *failed)
{
    list *out = NULL;

    for (int i = 0; i < list_len(l); i++) {
        expr *y = rewrite_expr(ctx, list_nth(l, i), enabled);

        if (!y || !put_item(ctx->a, l, &out, i, y)) {
            *failed = true;
            return NULL;
        }
    }
    return out ? out : l;
}

static expr *
rewrite_expr(rw_ctx *ctx, expr *e, const bool *enabled)
{
    expr t;
    bool failed = false, changed;

    if (!e || !expr_has_sublink(e))
        return e;
    t = *e; /* the copy, if a part changes */
    switch (e->kind) {
    case E_SUBLINK:
        if (!(t.sub.sub = rewrite_child(ctx, NULL, 2, e->sub.sub, enabled))
            || (e->sub.test
                && !(t.sub.test = rewrite_expr(ctx, e->sub.test, enabled))))
            return NULL;
        changed = t.sub.sub != e->sub.sub || t.sub.test != e->sub.test;
        break;
    case E_OP: case E_DISTINCT:
        if ((e->op.l && !(t.op.l = rewrite_expr(ctx, e->op.l, enabled)))
            || (e->op.r && !(t.op.r = rewrite_expr(ctx, e->op.r, enabled))))
            return NULL;
        changed = t.op.l != e->op.l || t.op.r != e->op.r;
        break;
    case E_BOOL:
        t.b.args = rewrite_expr_list(ctx, e->b.args, enabled, &failed);
        changed = t.b.args != e->b.args;
        break;
    case E_NULLTEST: case E_BOOLTEST:
        if (!(t.test.arg = rewrite_expr(ctx, e->test.arg, enabled)))
            return NULL;
        changed = t.test.arg != e->test.arg;
        break;
    case E_IN:
        if (!(t.in.arg = rewrite_expr(ctx, e->in.arg, enabled)))
            return NULL;
        t.in.items = rewrite_expr_list(ctx, e->in.items, enabled, &failed);
        changed = t.in.arg != e->in.arg || t.in.items != e->in.items;
        break;
    case E_CASE:
        if (e->casex.arg
            && !(t.casex.arg = rewrite_expr(ctx, e->casex.arg, enabled)))
            return NULL;
        t.casex.whens = rewrite_expr_list(ctx, e->casex.whens, enabled,
                                          &failed);
        if (failed)
            return NULL;
        if (e->casex.else_
            && !(t.casex.else_ = rewrite_expr(ctx, e->casex.else_, enabled)))
            return NULL;
        changed = t.casex.arg != e->casex.arg
                  || t.casex.whens != e->casex.whens
                  || t.casex.else_ != e->casex.else_;
        break;
    case E_CAST:
        if (!(t.cast.arg = rewrite_expr(ctx, e->cast.arg, enabled)))
            return NULL;
        changed = t.cast.arg != e->cast.arg;
        break;
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING:
        t.func.args = rewrite_expr_list(ctx, e->func.args, enabled, &failed);
        if (failed)
            return NULL;
        if (e->func.filter
            && !(t.func.filter = rewrite_expr(ctx, e->func.filter, enabled)))
            return NULL;
        changed = t.func.args != e->func.args
                  || t.func.filter != e->func.filter;
        break;
    case E_LIKE:
        if (!(t.like.arg = rewrite_expr(ctx, e->like.arg, enabled))
            || !(t.like.pattern = rewrite_expr(ctx, e->like.pattern, enabled)))
            return NULL;
        changed = t.like.arg != e->like.arg
                  || t.like.pattern != e->like.pattern;
        break;
    case E_ROW:
        t.row.items = rewrite_expr_list(ctx, e->row.items, enabled, &failed);
        changed = t.row.items != e->row.items;
        break;
    default:
        return e;
    }
    if (failed)
        return NULL;
    return changed ? expr_copy(ctx->a, &t) : e;
}

/* Rewrite sublinks inside a list of preds; returns 'l' when unchanged. */
static list *
rewrite_preds(rw_ctx *ctx, list *l, const bool *enabled, bool *failed)
{
    list *out = NULL;

    for (int i = 0; i < list_len(l); i++) {
        pred *p = list_nth(l, i);
        expr *e = pred_has_sublink(p) ? rewrite_expr(ctx, p->e, enabled)
                                      : p->e;
        pred *np = p;

        if (!e) {
            *failed = true;
            return NULL;
        }
        if (e != p->e) {
            np = pred_make(ctx->a, e, p->derived, p->origin);
            if (np)
                np->flags = p->flags;
        }
        if (!np || !put_item(ctx->a, l, &out, i, np)) {
            *failed = true;
            return NULL;
        }
    }
    return out ? out : l;
}

static list *
rewrite_targets(rw_ctx *ctx, list *l, const bool *enabled, bool *failed)
{
    list *out = NULL;

    for (int i = 0; i < list_len(l); i++) {
        target *t = list_nth(l, i);
        expr *e = rewrite_expr(ctx, t->e, enabled);
        target *nt = t;

        if (!e) {
            *failed = true;
            return NULL;
        }
        if (e != t->e) {
            nt = ARENA_NEW(ctx->a, target);
            if (!nt) {
                *failed = true;
                return NULL;
            }
            nt->e = e;
            nt->name = t->name;
        }
        if (!put_item(ctx->a, l, &out, i, nt)) {
            *failed = true;
            return NULL;
        }
    }
    return out ? out : l;
}

/* Rewrite the children and the sublinks of 'p'; a copy when any changed,
   else 'p' (nothing is allocated for an unchanged node's own fields). */
static plan *
rewrite_children(rw_ctx *ctx, plan *p, const bool *enabled)
{
    plan *l = p->left, *r = p->right;
    list *kids = p->children, *nk = NULL, **pf = plan_preds_slot(p);
    list *preds = NULL, *targets = NULL;
    bool changed = false, failed = false;
    plan *c;

    if (l && !(l = rewrite_child(ctx, p, 0, l, enabled)))
        return NULL;
    if (r && !(r = rewrite_child(ctx, p, 1, r, enabled)))
        return NULL;
    changed = l != p->left || r != p->right;
    for (int i = 0; i < list_len(kids); i++) {
        plan *nkid = rewrite_child(ctx, p, 2, list_nth(kids, i), enabled);

        if (!nkid || !put_item(ctx->a, kids, &nk, i, nkid))
            return NULL;
    }
    changed |= nk != NULL;
    if (pf) {
        preds = rewrite_preds(ctx, *pf, enabled, &failed);
        changed |= preds != *pf;
    } else if (p->kind == PLAN_PROJECT) {
        targets = rewrite_targets(ctx, p->project.targets, enabled, &failed);
        changed |= targets != p->project.targets;
    }
    if (failed)
        return NULL;
    if (!changed)
        return p;
    if (!(c = plan_copy(ctx->a, p)))
        return NULL;
    c->left = l;
    c->right = r;
    if (nk)
        c->children = nk;
    if (pf)
        *plan_preds_slot(c) = preds;
    else if (p->kind == PLAN_PROJECT)
        c->project.targets = targets;
    return c;
}

static plan *
rewrite_node(rw_ctx *ctx, plan *p, const bool *enabled)
{
    bool inside;
    uint64_t known, same;

    if (ctx->repl_old) {
        /* rw_replace_nodes(): swap the listed nodes, rules do not run */
        for (int i = 0; i < list_len(ctx->repl_old); i++)
            if (list_nth(ctx->repl_old, i) == p)
                return list_nth(ctx->repl_new, i);
        return rewrite_children(ctx, p, enabled);
    }
    inside = ctx->parent && rw_extends_region(ctx->parent, ctx->slot);
    same = known = memo_get(ctx->memo, p, inside);
    for (int i = 0; rw_rules[i]; i++) {
        const rw_rule *r = rw_rules[i];
        uint64_t bit = r->local && i < 64 ? (uint64_t)1 << i : 0;
        rw_result m;
        plan *np;

        if ((enabled ? !enabled[i] : !r->default_on) || (known & bit))
            continue;
        ctx->rule = r;
        m = r->match(p, ctx);
        if (m == RW_NOMATCH) {
            same |= bit;
            continue;
        }
        if (m == RW_CONTRADICTION) {
            np = rw_make_empty(ctx, p, "contradiction");
            if (np)
                rw_trace(ctx, "%s is empty", plan_kind_name(p->kind));
        } else {
            np = r->apply(p, ctx);
        }
        if (!np) {
            if (ctx->err->code == QPROP_OK)
                ERR_OOM(ctx->err);
            return NULL;
        }
        if (ctx->scratch->reserved > SCRATCH_KEEP)
            scratch_reset(ctx);
        if (np == p) {
            same |= bit;
            continue;
        }
        ctx->changes++;
        p = np;
        same = known = memo_get(ctx->memo, p, inside);
    }
    ctx->rule = NULL;
    if (same != known)
        memo_put(ctx->memo, p, inside, same);
    return rewrite_children(ctx, p, enabled);
}

bool
rw_replace_nodes(rw_ctx *ctx, const list *old, const list *new_)
{
    query *q = ctx->q;
    plan *root;
    const plan *saved_parent = ctx->parent;
    int saved_slot = ctx->slot;

    ctx->repl_old = old;
    ctx->repl_new = new_;
    ctx->parent = NULL;
    root = rewrite_node(ctx, q->root, NULL);
    if (root)
        q->root = root;
    for (int i = 0; root && i < list_len(q->ctes); i++) {
        plan_cte *c = list_nth(q->ctes, i);
        plan *cp = rewrite_node(ctx, c->plan, NULL);

        if (!cp) {
            root = NULL;
            break;
        }
        if (cp != c->plan) {
            plan_cte *nc = ARENA_NEW(ctx->a, plan_cte);

            if (!nc) {
                root = NULL;
                break;
            }
            *nc = *c;
            nc->plan = cp;
            q->ctes->items[i] = nc;
        }
    }
    ctx->repl_old = ctx->repl_new = NULL;
    ctx->parent = saved_parent;
    ctx->slot = saved_slot;
    return root != NULL;
}

qprop_status
rw_rewrite(arena *a, const query *in, const bool *enabled, strbuf *trace,
           query **out, qprop_error *err)
{
    return rw_rewrite_opts(a, in, enabled, NULL, trace, out, err);
}

static qprop_status run_passes(rw_ctx *ctx, const bool *enabled);

/*
 * Rules that split or annotate the plan for execution wait, when
 * partitionwise_join is enabled, until the others have converged: it
 * splits joins on the plan they leave, and dynamic_partition and
 * runtime_filter then place selectors and runtime filters on its
 * branches (a selector or filter placed first would be copied into
 * every branch).
 */
static bool
waits(const rw_rule *r)
{
    return r == &rule_partitionwise_join || r == &rule_dynamic_partition
           || r == &rule_runtime_filter;
}

/* Run the passes, in two phases when partitionwise_join is enabled. */
static qprop_status
run_phases(rw_ctx *ctx, const bool *enabled)
{
    int n = 0, pwj = -1;
    bool *first;
    qprop_status st;

    while (rw_rules[n])
        n++;
    for (int i = 0; i < n; i++)
        if (rw_rules[i] == &rule_partitionwise_join
            && (enabled ? enabled[i] : rw_rules[i]->default_on))
            pwj = i;
    if (pwj < 0)
        return run_passes(ctx, enabled);
    if (!(first = ARENA_NEWN(ctx->a, bool, n)))
        return ERR_OOM(ctx->err);
    for (int i = 0; i < n; i++)
        first[i] = (enabled ? enabled[i] : rw_rules[i]->default_on)
                   && !waits(rw_rules[i]);
    st = run_passes(ctx, first);
    for (int i = 0; st == QPROP_OK && i < n; i++)
        first[i] = enabled ? enabled[i] : rw_rules[i]->default_on;
    return st == QPROP_OK ? run_passes(ctx, first) : st;
}

qprop_status
rw_rewrite_opts(arena *a, const query *in, const bool *enabled,
                const qprop_options *opts, strbuf *trace, query **out,
                qprop_error *err)
{
    return rw_rewrite_peak(a, in, enabled, opts, trace, out, NULL, err);
}


qprop_status
rw_rewrite_peak(arena *a, const query *in, const bool *enabled,
                const qprop_options *opts, strbuf *trace, query **out,
                size_t *peak, qprop_error *err)
{
    rw_ctx ctx;
    arena scratch;
    struct rw_memo memo;
    query *q = ARENA_NEW(a, query);
    qprop_error local;
    qprop_status st;

    memset(&local, 0, sizeof local);
    memset(&ctx, 0, sizeof ctx);
    *out = NULL;
    if (peak)
        *peak = a->reserved;
    if (!q)
        return ERR_OOM(err);
    *q = *in;
    q->ctes = list_copy(a, in->ctes);
    arena_init(&scratch, a->limit);
    memset(&memo, 0, sizeof memo);
    arena_init(&memo.a, a->limit);
    ctx.a = a;
    ctx.scratch = &scratch;
    ctx.memo = &memo;
    ctx.err = err ? err : &local;
    ctx.q = q;
    ctx.orig = in;
    ctx.trace = trace;
    ctx.opts = opts;
    ctx.peak = a->reserved;
    st = run_phases(&ctx, enabled);
    note_peak(&ctx);
    arena_destroy(&scratch);
    arena_destroy(&memo.a);
    if (peak)
        *peak = ctx.peak;
    if (st == QPROP_OK)
        *out = q;
    return st;
}

/* The passes of rw_rewrite_opts(), on its context. */
static qprop_status
run_passes(rw_ctx *ctx, const bool *enabled)
{
    arena *a = ctx->a;
    query *q = ctx->q;

    for (int pass = 0; pass < MAX_PASSES; pass++) {
        plan *root;

        ctx->changes = 0;
        for (int i = 0; rw_rules[i]; i++) {
            if (!rw_rules[i]->query_apply
                || (enabled ? !enabled[i] : !rw_rules[i]->default_on))
                continue;
            ctx->rule = rw_rules[i];
            if (!rw_rules[i]->query_apply(ctx))
                return ctx->err->code ? ctx->err->code : ERR_OOM(ctx->err);
            if (ctx->scratch->reserved > SCRATCH_KEEP)
                scratch_reset(ctx);
        }
        ctx->rule = NULL;
        ctx->parent = NULL;
        if (!(root = rewrite_node(ctx, q->root, enabled)))
            return ctx->err->code;
        q->root = root;
        for (int i = 0; i < list_len(q->ctes); i++) {
            plan_cte *c = list_nth(q->ctes, i);
            plan *cp;

            ctx->parent = NULL;
            cp = rewrite_node(ctx, c->plan, enabled);

            if (!cp)
                return ctx->err->code;
            if (cp != c->plan) {
                plan_cte *nc = ARENA_NEW(a, plan_cte);

                if (!nc)
                    return ERR_OOM(ctx->err);
                *nc = *c;
                nc->plan = cp;
                q->ctes->items[i] = nc;
            }
        }
        if (ctx->changes == 0)
            break;
        if (pass == MAX_PASSES - 1)
            rw_trace(ctx, "stopped after %d passes: the rules still change "
                     "the plan", MAX_PASSES);
    }
    if (a->failed)
        return ERR_OOM(ctx->err);
    return QPROP_OK;
}
