/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/dynamic_partition.c — a partitioned scan whose key is
 * joined to the other input reads only the partitions that input selects
 * at run time (dynamic partition elimination)
 *
 * PATTERN  Join[t](B, Scan[p]) or Join[t](Scan[p], B) with ON conjuncts
 *          p.k_i = b_i for every key column k_i of p's (top-level)
 *          partition key, each b_i a non-volatile expression over B of the
 *          key column's type; p keeps more than one leaf after static
 *          pruning (its filters, read as partition_prune reads them, leave
 *          it nothing more to prune: static pruning first, so a scan that
 *          can still be pruned waits for partition_prune, which runs on it
 *          later in the same pass, and is matched in the next pass); t
 *          discards the rows of p without a match: inner (either input),
 *          semi (either input), the nullable input of a left or right join,
 *          the subquery input of a SINGLE join (the left input of
 *          Join[right_single], the right input of Join[left_single]), the
 *          subquery input (right) of an anti join
 * RESULT   Join[t](PartitionSelector n (for p) [Keys: b_1, ...](B),
 *          DynamicScan[p] Selector: n), inputs in their places: the
 *          selector routes each row of B by (b_1, ...) through p's
 *          partition tree (its strategy and bounds are those of the catalog
 *          table of its target rte, p; src/catalog/partroute.c) and the
 *          DynamicScan reads only the approved leaves among its candidate
 *          set, which is what static pruning kept (scan.parts).  n is
 *          the id of p's rte: unique in the statement (each rte is bound
 *          by one scan) and the same in every pass.  The rows of the query
 *          never change; --format=sql prints the DynamicScan as a scan of
 *          its candidate leaves and the selector not at all.  When later
 *          passes prune the candidates statically down to one leaf or
 *          none, or a conjunct waits above it (8), the rule removes the
 *          selector again (Join[t](
 *          PartitionSelector n (B), DynamicScan[p] n) becomes Join[t](B,
 *          Scan[p])): a statically settled key gets no selector.
 * UNSAFE   (1) p's input is preserved: the left input of a left, anti,
 *              null-aware anti or left SINGLE join, the right input of a
 *              right or right SINGLE join, either input of a full join —
 *              its rows are output whether they match or not;
 *          (2) NOT IN (null-aware anti join): a NULL key on the subquery
 *              side changes the result of every row, and a selector would
 *              not read the partition that holds it;
 *          (3) no key: a cross join, or some key column of p without an
 *              ON conjunct "p.k = b" (IS NOT DISTINCT FROM matches NULLs;
 *              <, <> select no partition); b volatile, with a subquery, or
 *              over columns not all of B (correlated references);
 *          (4) b's type differs from the key column's (routing compares in
 *              the key's type; an implicit coercion could route
 *              differently);
 *          (5) a key column whose order or hash qprop does not model
 *              (part_key_modelled: operator class, collation, type): the
 *              routing would not be PostgreSQL's;
 *          (6) the key does not reach the scan directly: only a Scan that
 *              is itself an input of the join is considered (filters are
 *              pushed into scans first), conservatively;
 *          (7) one leaf or none left after static pruning: nothing to
 *              select (static pruning first);
 *          (8) a conjunct over B only waits above the join (in an inner
 *              join's ON, or a Filter directly above with B in the join's
 *              region): filter_pushdown cannot move it through a
 *              PartitionSelector, so the selector waits (and one already
 *              placed is removed) until it has gone into B, where it may
 *              also prune p statically (a filter pushed into a WITH query
 *              in a later pass).
 * NULLS    p.k = b is never TRUE when b is NULL, so a build row with a NULL
 *          key selects nothing — except where routing sends NULL, as
 *          PostgreSQL routes rows: a LIST partition that accepts NULL (else
 *          DEFAULT; RANGE: DEFAULT) may be approved, which reads more,
 *          never less.  The DEFAULT partition is always kept.  Multi-level
 *          tables: the selector routes by the key of p's own table (the top
 *          level); a lower level whose key the build side does not give
 *          keeps every leaf below the approved partition (routing stops
 *          with PR_MISSING there).
 * ORDER    after partition_prune (rules.def), which also prunes a
 *          DynamicScan's candidates when later passes derive domains;
 *          before runtime_filter, which sees through a PartitionSelector.
 *          Idempotent: a DynamicScan is never matched again.
 * TESTS    tests/regress/sql/dynamic_partition.sql
 */
#include <string.h>

#include "catalog/partroute.h"
#include "rewrite/engine.h"
#include "rewrite/partsel.h"
#include "rewrite/region.h"

/* A selector placement found at a join. */
typedef struct dpe {
    int side;            /* the scan's input: 0 left, 1 right */
    list *keys;          /* of expr *: b_i in key order */
    list *kept;          /* candidate leaves after static pruning */
    int before;          /* leaves the scan reads now */
} dpe;

/* May the input 'side' of a join of type 't' be the probe? unsafe (1), (2) */
static bool
side_ok(join_type t, int side)
{
    const join_props *jp = join_type_props(t);

    /* the join must drop the probe's rows that have no match (plan.h
       join_props); not NOT IN, whose NULL keys a selector would drop,
       nor a cross join, which has no key */
    if (jp->null_aware || t == JOIN_CROSS)
        return false;
    return side >= 0 && side <= 1 && jp->filtered[side];
}

/* A conjunct of 'l' (of pred *) over columns of 'brtes' only. */
static bool
has_build_only(rw_ctx *ctx, const list *l, const list *brtes)
{
    for (int i = 0; i < list_len(l); i++) {
        const pred *x = list_nth(l, i);

        if (x->e && pd_covered(ctx, x->e, brtes))
            return true;
    }
    return false;
}

/*
 * Would filter_pushdown still move a conjunct into build input 'side' of
 * join 'j' (offered under ctx->parent)?  A PartitionSelector is opaque to
 * it, so a conjunct over the build input only that sits in the join's ON
 * (inner joins) or in a Filter directly above (the build input in the
 * join's region) is held up by the selector: unsafe (8).  Sets '*oom' on
 * OOM.
 */
static bool
pushdown_pending(const plan *j, int side, rw_ctx *ctx, bool *oom)
{
    const plan *b = side ? j->left : j->right;
    int bslot = side ? 0 : 1;
    list *brtes = NULL;

    if (b && b->kind == PLAN_PARTITION_SELECTOR)
        b = b->left;
    if (!b || !rw_extends_region(j, bslot))
        return false;
    if (!rw_output_rtes(ctx, b, &brtes)) {
        *oom = true;
        return false;
    }
    if (join_cond_holds(j->join.type)
        && has_build_only(ctx, j->join.cond, brtes))
        return true;
    return ctx->parent && ctx->parent->kind == PLAN_FILTER
           && !ctx->parent->filter.having && ctx->slot == 0
           && has_build_only(ctx, ctx->parent->filter.filters, brtes);
}

/* Can input 'side' of join 'j' get a selector?  Fills '*d'.  Sets '*oom'
   on OOM. */
static bool
try_side(const plan *j, int side, rw_ctx *ctx, dpe *d, bool *oom)
{
    const plan *s = side ? j->right : j->left;
    const plan *b = side ? j->left : j->right;
    const rte *r;
    const cat_table *t;
    list *brtes = NULL;
    if (!side_ok(j->join.type, side))
        return false; /* unsafe (1), (2) */
    if (!s || !b || s->kind != PLAN_SCAN)
        return false; /* unsafe (6) */
    r = s->scan.rte;
    if (!rte_partitioned(r) || (t = r->table)->nkeys <= 0)
        return false;
    if (!rw_output_rtes(ctx, b, &brtes)) {
        *oom = true;
        return false;
    }
    d->side = side;
    d->keys = NULL;
    for (int k = 0; k < t->nkeys; k++) {
        expr *e;

        if (!part_key_modelled(t, k))
            return false; /* unsafe (5) */
        e = dp_join_key(ctx, j->join.cond, r, t->keycols[k], brtes);
        if (!e)
            return false; /* unsafe (3), (4) */
        if (!list_push(ctx->a, &d->keys, e)) {
            *oom = true;
            return false;
        }
    }
    if (!pp_kept_leaves(s, ctx, &d->kept, &d->before)) {
        *oom = true;
        return false;
    }
    if (list_len(d->kept) < d->before)
        return false; /* static pruning first: partition_prune's turn */
    if (pushdown_pending(j, side, ctx, oom))
        return false; /* unsafe (8) */
    return list_len(d->kept) > 1; /* unsafe (7) */
}

/* The leaves a DynamicScan still reads. */
static int
n_candidates(const plan *s)
{
    return s->scan.parts ? list_len(s->scan.parts) : s->scan.nparts_total;
}

/* Join 'j' has a selector whose DynamicScan kept one leaf or none, or
   that holds up a conjunct filter_pushdown would move into its input
   (unsafe (8)): the input index of the DynamicScan, or -1. */
static int
settled_side(const plan *j, rw_ctx *ctx)
{
    for (int side = 0; side < 2; side++) {
        const plan *s = side ? j->right : j->left;
        const plan *b = side ? j->left : j->right;

        if (s && b && s->kind == PLAN_DYNAMIC_SCAN
            && b->kind == PLAN_PARTITION_SELECTOR
            && b->selector.id == s->scan.selector) {
            bool oom = false;

            if (n_candidates(s) <= 1 || pushdown_pending(j, side, ctx, &oom))
                return side;
        }
    }
    return -1;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    dpe d;
    bool oom = false;

    if (p->kind != PLAN_JOIN)
        return RW_NOMATCH;
    if (settled_side(p, ctx) >= 0)
        return RW_MATCH;
    for (int side = 0; side < 2; side++)
        if (try_side(p, side, ctx, &d, &oom))
            return RW_MATCH;
    return RW_NOMATCH; /* on OOM the driver sees a->failed */
}

/* Join 'p' without its settled selector (input 'side' the DynamicScan). */
static plan *
unselect(plan *p, int side, rw_ctx *ctx)
{
    plan *np = plan_copy(ctx->a, p);
    plan *s, *b;

    if (!np)
        return NULL;
    if (!(s = plan_copy(ctx->a, side ? p->right : p->left)))
        return NULL;
    b = (side ? p->left : p->right)->left;
    s->kind = PLAN_SCAN;
    s->scan.selector = 0;
    rw_trace(ctx, "%s: selector %d dropped: %s", s->scan.rte->alias,
             (side ? p->left : p->right)->selector.id,
             n_candidates(s) <= 1 ? "static pruning settled the key"
                                  : "a filter must go into its input");
    if (side) {
        np->left = b;
        np->right = s;
    } else {
        np->left = s;
        np->right = b;
    }
    return np;
}

/* The selector id for scan 's': its rte's id, unique in the statement
   (each rte is bound by one scan), and the same in every pass. */
static int
s_rte_id(const plan *s)
{
    return s->scan.rte->id;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    dpe d;
    bool oom = false, found = false;
    int side = settled_side(p, ctx);
    plan *np, *s, *sel, *b;
    int id;

    if (side >= 0)
        return unselect(p, side, ctx);
    for (side = 0; side < 2 && !found; side++)
        found = try_side(p, side, ctx, &d, &oom);
    if (oom)
        return NULL;
    if (!found)
        return p;
    side = d.side;
    id = s_rte_id(side ? p->right : p->left);
    b = side ? p->left : p->right;
    if (!(np = plan_copy(ctx->a, p))
        || !(s = plan_copy(ctx->a, side ? p->right : p->left))
        || !(sel = plan_new(ctx->a, PLAN_PARTITION_SELECTOR, b->loc)))
        return NULL;
    s->kind = PLAN_DYNAMIC_SCAN;
    s->scan.selector = id;
    sel->left = b;
    sel->selector.id = id;
    sel->selector.target = s->scan.rte;
    sel->selector.keys = d.keys;
    if (side) {
        np->left = sel;
        np->right = s;
    } else {
        np->left = s;
        np->right = sel;
    }
    rw_trace(ctx, "%s: selector %d over the %s input, %d candidate "
             "partitions", s->scan.rte->alias, id, side ? "left" : "right",
             list_len(d.kept));
    return np;
}

const rw_rule rule_dynamic_partition = {
    .name = "dynamic_partition",
    .doc = "a partitioned scan joined on its key reads only the partitions "
           "the other input selects at run time",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = false,
};
