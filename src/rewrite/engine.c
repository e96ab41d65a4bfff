/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/engine.c — the rewrite driver
 *
 * Passes over the plan, top-down, until a pass changes nothing.  Each node
 * is offered to the enabled rules in order; a rule's replacement is
 * offered to the following rules, then the driver descends into the
 * children of the final node (including the subplans of sublinks and the
 * CTEs), rebuilding the parent only when a child changed.  With
 * a rule of phase RW_PHASE_SPLIT on (partitionwise_join), two such
 * fixpoints run (run_phases): the first without it and the RW_PHASE_LATE
 * rules (dynamic_partition, runtime_filter), the second with all; the
 * phases are declared in rules.def.
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

#define RULE(n, phase) extern const rw_rule rule_##n;
#include "rewrite/rules.def"
#undef RULE

const rw_rule *const rw_rules[] = {
#define RULE(n, phase) &rule_##n,
#include "rewrite/rules.def"
#undef RULE
    NULL
};

/* The phase each rule of rw_rules[] is declared with in rules.def. */
static const rw_phase rule_phases[] = {
#define RULE(n, phase) phase,
#include "rewrite/rules.def"
#undef RULE
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

/*
 * What rewrite_sublinks() made of an expression with a sublink during the
 * current pass (rw_memo.subs), so that an expression that two nodes share
 * (a window call in the Project's targets and in the Window's list, an
 * aggregate in a HAVING filter and in the Aggregate's list) is rewritten
 * once and stays shared.  Emptied at the start of each pass; the nodes
 * rw_replace_nodes() swaps are looked up in a table of its own.
 */
typedef struct sub_slot {
    const expr *e;       /* NULL = empty */
    expr *r;             /* what rewrite_sublinks() returned for it */
} sub_slot;

typedef struct sub_memo {
    sub_slot *slots;     /* 'cap' slots */
    size_t cap;          /* power of two, or 0 */
    size_t n;            /* expressions recorded */
} sub_memo;

struct rw_memo {
    arena a;             /* the table's own arena */
    memo_slot *slots;    /* 'cap' slots */
    size_t cap;          /* power of two, or 0 */
    size_t n;            /* nodes recorded */
    sub_memo subs;       /* this pass's rewritten sublink expressions */
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

#define SUB_MEMO_MIN 16

static size_t
sub_hash(const expr *e, size_t cap)
{
    return (size_t)(((uint64_t)(uintptr_t)e * 0x9E3779B97F4A7C15u) >> 32)
           & (cap - 1);
}

/* What rewrite_sublinks() made of 'e' this pass, or NULL. */
static expr *
sub_memo_get(const struct rw_memo *m, const expr *e)
{
    if (!m || !m->subs.n)
        return NULL;
    for (size_t h = sub_hash(e, m->subs.cap);;
         h = (h + 1) & (m->subs.cap - 1)) {
        if (m->subs.slots[h].e == e)
            return m->subs.slots[h].r;
        if (!m->subs.slots[h].e)
            return NULL;
    }
}

/* Record that rewrite_sublinks() made 'r' of 'e'.  The table grows in 'a'
   (the statement's arena: a new chunk of the memo's arena, calloc'ed,
   cost TPC-H 8 % more instructions).  On OOM nothing is recorded ('e' is
   then rewritten again where it is shared): cannot fail. */
static void
sub_memo_put(struct rw_memo *m, arena *a, const expr *e, expr *r)
{
    sub_memo *t = m ? &m->subs : NULL;
    size_t h;

    if (!t)
        return;
    if ((t->n + 1) * 2 > t->cap) {
        size_t cap = t->cap ? t->cap * 2 : SUB_MEMO_MIN;
        sub_slot *slots = ARENA_NEWN(a, sub_slot, cap);

        if (!slots)
            return;
        for (size_t i = 0; i < t->cap; i++) {
            if (!t->slots[i].e)
                continue;
            h = sub_hash(t->slots[i].e, cap);
            while (slots[h].e)
                h = (h + 1) & (cap - 1);
            slots[h] = t->slots[i];
        }
        t->slots = slots;
        t->cap = cap;
    }
    for (h = sub_hash(e, t->cap); t->slots[h].e && t->slots[h].e != e;
         h = (h + 1) & (t->cap - 1))
        ;
    if (!t->slots[h].e)
        t->n++;
    t->slots[h].e = e;
    t->slots[h].r = r;
}

/* Forget what rewrite_sublinks() made of expressions (a new pass). */
static void
sub_memo_clear(struct rw_memo *m)
{
    if (m && m->subs.n) {
        memset(m->subs.slots, 0, m->subs.cap * sizeof *m->subs.slots);
        m->subs.n = 0;
    }
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

/* The rule state slot of ctx->rule (engine.h). */
void *
rw_state(rw_ctx *ctx, size_t size)
{
    int n, i = 0;

    while (rw_rules[i] && rw_rules[i] != ctx->rule)
        i++;
    if (!rw_rules[i])
        return NULL; /* not called from a rule: a bug */
    if (!ctx->state) {
        for (n = i; rw_rules[n]; n++)
            ;
        if (!(ctx->state = ARENA_NEWN(ctx->a, void *, n)))
            return NULL;
    }
    if (!ctx->state[i])
        ctx->state[i] = arena_alloc(ctx->a, size); /* zeroed */
    return ctx->state[i];
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

void
rw_trace_once(rw_ctx *ctx, const char *fmt, ...)
{
    va_list ap;
    char line[1024], full[1100];
    const char *from, *at;
    size_t n;

    if (!ctx->trace)
        return;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    snprintf(full, sizeof full, "%s: %s\n",
             ctx->rule ? ctx->rule->name : "engine", line);
    n = strlen(full);
    from = ctx->trace->data
           + (ctx->trace_start <= ctx->trace->len ? ctx->trace_start : 0);
    for (at = from; (at = strstr(at, full)) != NULL; at++)
        if (at == from || at[-1] == '\n')
            return; /* said already in this rewrite */
    sb_putn(ctx->trace, full, n);
}

const char *
rw_trace_expr(rw_ctx *ctx, const expr *e)
{
    strbuf sb;

    if (!ctx->trace)
        return "";
    sb_init(&sb, rw_work_arena(ctx));
    ctx->tracer->put_expr(&sb, e);
    return sb.data;
}

const char *
rw_trace_origin(rw_ctx *ctx, const pred_origin *o)
{
    strbuf sb;

    if (!ctx->trace)
        return "";
    sb_init(&sb, rw_work_arena(ctx));
    ctx->tracer->put_origin(&sb, o);
    return sb.data;
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
    /* the tables PostgreSQL checks privileges on for the query as
       written, wherever under 'p' (its sublinks too) they were read */
    if (!plan_read_tables(ctx->a, p, &e->empty.reads)
        || !plan_locks(ctx->a, p, &e->empty.locks))
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
    case PLAN_SUBQUERY_SCAN: case PLAN_CTE_SCAN: case PLAN_FUNCTION_SCAN:
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

/* What rewrite_sublinks() needs. */
typedef struct sub_rewrite {
    rw_ctx *ctx;
    const bool *enabled;
} sub_rewrite;

/* expr_mutate() callback: 'e' with the subplans of its sublinks rewritten
   (every sub-expression, via expr_mutate); NULL on failure. */
static expr *
rewrite_sublinks(expr *e, void *arg)
{
    const sub_rewrite *s = arg;
    rw_ctx *ctx = s->ctx;
    plan *sub;
    expr *c;

    if (!expr_has_sublink(e))
        return e;
    if ((c = sub_memo_get(ctx->memo, e)))
        return c;
    if (e->kind != E_SUBLINK) {
        c = expr_mutate(ctx->a, e, rewrite_sublinks, arg);
    } else {
        if (!(sub = rewrite_child(ctx, NULL, 2, e->sub.sub, s->enabled))
            || !(c = expr_mutate(ctx->a, e, rewrite_sublinks, arg)))
            return NULL;
        if (sub != e->sub.sub) {
            if (c == e && !(c = expr_copy(ctx->a, e)))
                return NULL;
            c->sub.sub = sub;
        }
    }
    if (c)
        sub_memo_put(ctx->memo, ctx->a, e, c);
    return c;
}

/*
 * Rewrite the sublinks in the expressions of 'p' itself (not of its
 * children) into 't', a copy of '*p': which fields hold expressions is
 * plan/walk.c's table (plan_node_mutate).  True when one changed; on
 * failure '*failed' is set.
 */
static bool
rewrite_own_exprs(rw_ctx *ctx, const plan *p, plan *t, const bool *enabled,
                  bool *failed)
{
    sub_rewrite s = { ctx, enabled };
    int r = plan_node_mutate(ctx->a, p, t, rewrite_sublinks, &s);

    if (r < 0)
        *failed = true;
    return r > 0;
}

/* Rewrite the children and the sublinks of 'p'; a copy when any changed,
   else 'p' (nothing is allocated for an unchanged node's own fields). */
static plan *
rewrite_children(rw_ctx *ctx, plan *p, const bool *enabled)
{
    list *kids = p->children, *nk = NULL;
    bool failed = false;
    plan t;

    plan_edit(&t, p);
    if (t.left && !(t.left = rewrite_child(ctx, p, 0, t.left, enabled)))
        return NULL;
    if (t.right && !(t.right = rewrite_child(ctx, p, 1, t.right, enabled)))
        return NULL;
    for (int i = 0; i < list_len(kids); i++) {
        plan *nkid = rewrite_child(ctx, p, 2, list_nth(kids, i), enabled);

        if (!nkid || !put_item(ctx->a, kids, &nk, i, nkid))
            return NULL;
    }
    if (nk)
        t.children = nk;
    rewrite_own_exprs(ctx, p, &t, enabled, &failed);
    if (failed)
        return NULL;
    return plan_edited(ctx->a, p, &t);
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

        if ((enabled ? !enabled[i] : !r->default_on) || (known & bit)
            || !r->match) /* all its work is query_apply's */
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
    sub_memo saved_subs = { NULL, 0, 0 };

    if (ctx->memo) {
        /* the sublinks rewritten this pass are not the nodes swapped */
        saved_subs = ctx->memo->subs;
        memset(&ctx->memo->subs, 0, sizeof ctx->memo->subs);
    }
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
    if (ctx->memo)
        ctx->memo->subs = saved_subs;
    ctx->parent = saved_parent;
    ctx->slot = saved_slot;
    return root != NULL;
}

qprop_status
rw_rewrite(arena *a, const query *in, const bool *enabled,
           const rw_tracer *trace, query **out, qprop_error *err)
{
    return rw_rewrite_opts(a, in, enabled, NULL, trace, out, err);
}

static qprop_status run_passes(rw_ctx *ctx, const bool *enabled);

/* Whether rule 'i' of rw_rules[] is on under 'enabled'. */
static bool
rule_on(const bool *enabled, int i)
{
    return enabled ? enabled[i] : rw_rules[i]->default_on;
}

/*
 * Run the passes: one fixpoint, or, when a rule declared RW_PHASE_SPLIT in
 * rules.def is enabled, two: the first without the RW_PHASE_SPLIT and
 * RW_PHASE_LATE rules, the second with every enabled rule (rw_phase).
 */
static qprop_status
run_phases(rw_ctx *ctx, const bool *enabled)
{
    int n = 0;
    bool split = false, *first;
    qprop_status st;

    while (rw_rules[n])
        n++;
    for (int i = 0; i < n; i++)
        if (rule_phases[i] == RW_PHASE_SPLIT && rule_on(enabled, i))
            split = true;
    if (!split)
        return run_passes(ctx, enabled);
    if (!(first = ARENA_NEWN(ctx->a, bool, n)))
        return ERR_OOM(ctx->err);
    for (int i = 0; i < n; i++)
        first[i] = rule_on(enabled, i) && rule_phases[i] == RW_PHASE_ANY;
    st = run_passes(ctx, first);
    for (int i = 0; st == QPROP_OK && i < n; i++)
        first[i] = rule_on(enabled, i);
    return st == QPROP_OK ? run_passes(ctx, first) : st;
}

qprop_status
rw_rewrite_opts(arena *a, const query *in, const bool *enabled,
                const qprop_options *opts, const rw_tracer *trace,
                query **out, qprop_error *err)
{
    return rw_rewrite_peak(a, in, enabled, opts, trace, out, NULL, err);
}


qprop_status
rw_rewrite_peak(arena *a, const query *in, const bool *enabled,
                const qprop_options *opts, const rw_tracer *trace,
                query **out, size_t *peak, qprop_error *err)
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
    ctx.trace = trace ? trace->out : NULL;
    ctx.trace_start = ctx.trace ? ctx.trace->len : 0;
    ctx.tracer = trace;
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
        sub_memo_clear(ctx->memo);
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
