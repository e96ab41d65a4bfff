/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/filter_pushdown.c — move each conjunct to the lowest
 * node that has its columns
 *
 * PATTERN  a region R (engine.h: Filters, inner joins, the preserved
 *          input of left/semi/anti/single joins, down to the leaves) with
 *          conjuncts p in its Filters, its inner joins' ON clauses and its
 *          leaves; and ON conjuncts of R's other joins that read one side
 * RESULT   each p of R on the lowest node of R that has all its columns:
 *          a leaf (Scan, SubqueryScan, CteScan) gets it as a filter, an
 *          inner join in its ON clause (a cross join becomes inner), a
 *          left/semi/anti/single join in a Filter directly above it;
 *          an ON conjunct of a join that reads only the input it may
 *          filter goes to that input (as a Filter on it, which that
 *          input's own region then places):
 *            inner/cross/semi     either input
 *            left/anti/single     the right input only
 *            right                the left input only
 * UNSAFE   (1) p is volatile: it stays (evaluating it elsewhere may change
 *              how often it runs); a subquery in p counts its outer
 *              references as p's columns, so it goes only where they are
 *              visible;
 *          (2) p reads the nullable side of an outer join (a WHERE p there
 *              removes NULL-extended rows; below it would not): it stays
 *              above the join (outer-join simplification may later turn
 *              the join inner) — the nullable side is not in R;
 *          (3) an ON conjunct of a left, anti or single join that reads
 *              only the left input never filters the left input (those
 *              rows are kept, NULL-extended or not);
 *          (4) nothing goes below a full join, or into HAVING's Filter
 *              (it is above the Aggregate): neither is in R; but a
 *              HAVING conjunct that reads grouping keys alone, no
 *              aggregate, no subquery, goes below its Aggregate, into
 *              the input's region (pd_below_agg: not with grouping sets
 *              that leave a key out, nor without keys, nor with
 *              GROUPING(), nor when it tells apart values the grouping
 *              calls equal: n::text, a *= b);
 *          (5) p with no columns of R (a constant or an outer reference)
 *              stays where it is.
 * NULLS    moving p along an inner join or to the preserved side changes
 *          neither which rows reach the output nor their values, so p's
 *          NULL behaviour is irrelevant here.
 * COST     one walk of R numbers its leaves; each p climbs from its first
 *          column's leaf to the lowest node covering the others, so a
 *          chain of N joins costs O(N) plus the conjuncts' own sizes.
 * ORDER    after normalize (conjuncts are split), before eq_broadcast.
 * TESTS    tests/regress/sql/filter_pushdown.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/region.h"

/* unsafe (1) */
static bool
movable(const pred *p)
{
    return !pred_is_volatile(p);
}

/* A node of the region; leaves are its leaves and the roots of the
   subtrees it does not enter (the "opaque" ones). */
typedef struct fnode {
    plan *p;
    int parent;          /* index, -1 for the root */
    int kid[2];          /* region children, -1 if none */
    int first, end;      /* its leaves: [first, end) in leaf order */
    bool opaque;         /* not a region node: nothing goes inside */
    list *out;           /* predicates it holds after placement */
    list *above;         /* predicates for a Filter directly above it */
    list *into[2];       /* ON conjuncts for a Filter on top of a child */
} fnode;

typedef struct freg {
    rw_ctx *ctx;
    arena *s;            /* rw_work_arena(): the node array and the index
                            arrays; the predicate lists are in ctx->a */
    fnode *n;
    int nn, capn;
    int nleaves;
    int *leaf_node;      /* leaf number -> node index */
    int *rte_leaf;       /* rte id -> leaf number + 1 (0: not here) */
    int nrte;
    list *moves;         /* of pred *, with 'homes' parallel */
    list *homes;         /* of (intptr_t) node index */
} freg;

static int
fadd(freg *g, plan *p, int parent, bool opaque)
{
    if (g->nn == g->capn) {
        int cap = g->capn ? g->capn * 2 : 64;
        fnode *n = ARENA_NEWN(g->s, fnode, cap);

        if (!n)
            return -1;
        if (g->nn)
            memcpy(n, g->n, sizeof(fnode) * (size_t)g->nn);
        g->n = n;
        g->capn = cap;
    }
    memset(&g->n[g->nn], 0, sizeof(fnode));
    g->n[g->nn].p = p;
    g->n[g->nn].parent = parent;
    g->n[g->nn].kid[0] = g->n[g->nn].kid[1] = -1;
    g->n[g->nn].opaque = opaque;
    return g->nn++;
}

static bool
map_rte(freg *g, const rte *r, int leaf)
{
    if (r->id > 0 && r->id <= g->nrte)
        g->rte_leaf[r->id] = leaf + 1;
    return true;
}

static bool fwalk(freg *g, plan *p, int parent, bool opaque);

static bool
fkid(freg *g, int i, int slot, plan *child, bool opaque)
{
    g->n[i].kid[slot] = g->nn;
    return fwalk(g, child, i, opaque);
}

/* Number the region under 'p'. */
static bool
fwalk(freg *g, plan *p, int parent, bool opaque)
{
    int i = fadd(g, p, parent, opaque);
    list **sl;

    if (i < 0)
        return false;
    g->n[i].first = g->nleaves;
    if (opaque) {
        list *outs = NULL;
        int leaf = g->nleaves++;

        if (!rw_output_rtes(g->ctx, p, &outs))
            return false;
        for (int k = 0; k < list_len(outs); k++)
            map_rte(g, list_nth(outs, k), leaf);
        g->n[i].end = g->nleaves;
        return true;
    }
    switch (p->kind) {
    case PLAN_FILTER:
        if (p->filter.having || !p->left)
            break;
        if (!fkid(g, i, 0, p->left, false))
            return false;
        goto done;
    case PLAN_JOIN: {
        bool lo = !rw_extends_region(p, 0), ro = !rw_extends_region(p, 1);

        if (p->join.type == JOIN_FULL)
            break; /* unsafe (4): a leaf */
        if (!fkid(g, i, 0, p->left, lo) || !fkid(g, i, 1, p->right, ro))
            return false;
        if ((p->join.type == JOIN_LEFT_SINGLE || p->join.type == JOIN_RIGHT_SINGLE)
            && p->join.single)
            map_rte(g, p->join.single, -1); /* known, placed at the join */
        goto done;
    }
    default:
        break;
    }
    /* a leaf of the region */
    {
        int leaf = g->nleaves++;

        switch (p->kind) {
        case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
            map_rte(g, p->scan.rte, leaf);
            break;
        case PLAN_SUBQUERY_SCAN:
            map_rte(g, p->subq.rte, leaf);
            break;
        case PLAN_CTE_SCAN:
            map_rte(g, p->ctescan.rte, leaf);
            break;
        case PLAN_FUNCTION_SCAN:
            map_rte(g, p->funcscan.rte, leaf);
            break;
        default: {
            list *outs = NULL;

            if (!rw_output_rtes(g->ctx, p, &outs))
                return false;
            for (int k = 0; k < list_len(outs); k++)
                map_rte(g, list_nth(outs, k), leaf);
            g->n[i].opaque = true; /* Values, Empty, full join */
        }
        }
    }
done:
    g->n[i].end = g->nleaves;
    (void)sl;
    return true;
}

typedef struct span {
    freg *g;
    int lo, hi;          /* leaf numbers seen */
    bool unknown;        /* a column of this block not placed in R */
    int n;
} span;

static void
span_col(const expr *col, void *arg)
{
    span *s = arg;
    int id = col->col.rte->id, leaf;

    if (id <= 0 || id > s->g->nrte || s->g->rte_leaf[id] == 0) {
        /* an outer reference is a constant here; anything else of this
           statement that R does not place (a SINGLE join's value, say)
           keeps p where it is */
        if (id > 0 && id <= s->g->nrte && s->g->rte_leaf[id] == 0
            && col->col.rte->block == s->g->n[0].first /* never */)
            s->unknown = true;
        return;
    }
    leaf = s->g->rte_leaf[id] - 1;
    if (leaf < 0) {
        s->unknown = true;
        return;
    }
    if (s->n == 0 || leaf < s->lo)
        s->lo = leaf;
    if (s->n == 0 || leaf > s->hi)
        s->hi = leaf;
    s->n++;
}

/* The lowest node of the region (below or at 'home') that has every
   column of 'e', or -1 to leave it at 'home'. */
static int
target_of(freg *g, const expr *e, int home)
{
    span s;
    int x, y;

    memset(&s, 0, sizeof s);
    s.g = g;
    if (!expr_walk_cols_deep(g->ctx->a, e, span_col, &s))
        return -2;
    if (s.unknown || s.n == 0) /* unsafe (5) */
        return -1;
    if (s.lo < g->n[home].first || s.hi >= g->n[home].end)
        return -1; /* not below its home (cannot happen for valid plans) */
    /* the lowest node over leaves lo and hi: climb from both at once, as
       the one joined higher up (a star's dimension) is nearer */
    x = g->leaf_node[s.lo];
    y = g->leaf_node[s.hi];
    while (x >= 0 && !(g->n[x].first <= s.lo && s.hi < g->n[x].end)) {
        if (y >= 0 && g->n[y].first <= s.lo && s.hi < g->n[y].end) {
            x = y;
            break;
        }
        x = g->n[x].parent;
        if (y >= 0)
            y = g->n[y].parent;
    }
    /* nothing goes inside an opaque subtree: stop at its region parent */
    while (x >= 0 && g->n[x].opaque)
        x = g->n[x].parent;
    return x < 0 ? -1 : x;
}

static plan *
filter_on(rw_ctx *ctx, plan *child, list *preds)
{
    return preds ? rw_filter_on(ctx, child, preds, false) : child;
}

static plan *
frebuild(freg *g, int i)
{
    fnode *n = &g->n[i];
    plan *p = n->p, *kid[2] = { p->left, p->right }, *c;
    list **sl = n->opaque ? NULL : region_preds(p);
    bool changed;

    for (int k = 0; k < 2; k++) {
        if (n->kid[k] >= 0 && !(kid[k] = frebuild(g, n->kid[k])))
            return NULL;
        if (n->into[k] && !(kid[k] = filter_on(g->ctx, kid[k], n->into[k])))
            return NULL;
    }
    changed = kid[0] != p->left || kid[1] != p->right
              || (sl && !same_preds(*sl, n->out));
    c = p;
    if (changed) {
        if (sl && p->kind == PLAN_FILTER && !n->out)
            c = kid[0]; /* nothing left to test here */
        else {
            plan t;

            plan_edit(&t, p);
            t.left = kid[0];
            t.right = kid[1];
            if (sl) {
                *region_preds(&t) = n->out;
                if (t.kind == PLAN_JOIN && t.join.type == JOIN_CROSS && n->out)
                    t.join.type = JOIN_INNER;
            }
            if (!(c = plan_edited(g->ctx->a, p, &t)))
                return NULL;
        }
    }
    if (n->above && !(c = filter_on(g->ctx, c, n->above)))
        return NULL;
    return c;
}

static void
count_col(const expr *col, void *arg)
{
    (void)col;
    (*(int *)arg)++;
}

/* A conjunct of HAVING Filter 'hv' that goes below its Aggregate: one
   that reads a column (a constant, such as the FALSE that normalize
   leaves, stays: rules derive it in HAVING again, and the passes would
   not converge), over an input that is not Empty (there it filters
   nothing, empty_propagate drops it, correlated_propagate derives it in
   HAVING again beside a correlation, and so on: differential seed 1002). */
static bool
having_goes_down(const plan *hv, const pred *x)
{
    int ncols = 0;

    if (!movable(x) || pred_has_sublink(x) || !hv->left->left
        || hv->left->left->kind == PLAN_EMPTY
        || !pd_below_agg(hv->left, x->e))
        return false;
    expr_walk_cols(x->e, count_col, &ncols);
    return ncols > 0;
}

static bool
is_having_over_agg(const plan *p)
{
    return p->kind == PLAN_FILTER && p->filter.having && p->left
           && p->left->kind == PLAN_AGGREGATE;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    if (is_having_over_agg(p)) {
        for (int i = 0; i < list_len(p->filter.filters); i++)
            if (having_goes_down(p, list_nth(p->filter.filters, i)))
                return RW_MATCH;
        return RW_NOMATCH;
    }
    return rw_is_region_root(p, ctx) ? RW_MATCH : RW_NOMATCH;
}

/* unsafe (4)'s exception: a HAVING conjunct on grouping keys alone
   (pd_below_agg) goes below the Aggregate, as a WHERE Filter of its
   input, which that input's region then places (TPC-DS q04, q11: the
   year filter cte_pushdown ORs into a WITH query stayed a HAVING above
   the aggregation and never reached date_dim's scan). */
static plan *
having_down(plan *p, rw_ctx *ctx)
{
    list *down = NULL, *stay = NULL;
    plan *agg, f, *in;
    int nd;

    for (int i = 0; i < list_len(p->filter.filters); i++) {
        pred *x = list_nth(p->filter.filters, i);

        if (!list_push(ctx->a, having_goes_down(p, x) ? &down : &stay, x))
            return NULL;
    }
    nd = list_len(down);
    if (!(in = filter_on(ctx, p->left->left, down))
        || !(agg = plan_with_inputs(ctx->a, p->left, in, p->left->right)))
        return NULL;
    rw_trace(ctx, "moved %d conjuncts of HAVING below the Aggregate", nd);
    if (!stay)
        return agg;
    plan_edit(&f, p);
    f.left = agg;
    f.filter.filters = stay;
    return plan_edited(ctx->a, p, &f);
}

/* Is a conjunct of node 'home' for node 't' already where it would go?
   A conjunct for a left, semi, anti or single join goes into a Filter
   directly above it (put: 'above'); when 'home' is that Filter, moving it
   would rebuild the same Filter in every pass, and the passes would never
   converge (ws LEFT JOIN wr ... WHERE wr.o IS NULL, TPC-DS q78).  So is
   one in any Filter of a chain of Filters above it: moved from the upper
   to a new one right above the join, it would swap places with the lower
   one's every pass (a user's conjunct and the same one derived, stacked
   by subquery_pushdown above a right join: seed 406 of the oracle). */
static bool
stays_above(const freg *g, int t, int home)
{
    const fnode *n = &g->n[t];
    int up = n->parent;

    if (t == home || !(n->opaque || !region_preds(n->p)))
        return false;
    while (up >= 0 && up != home && g->n[up].p->kind == PLAN_FILTER)
        up = g->n[up].parent;
    return up == home && g->n[home].p->kind == PLAN_FILTER;
}

/* Put 'x' at node 't' (a region node). */
static bool
put(freg *g, int t, pred *x)
{
    fnode *n = &g->n[t];

    if (!n->opaque && region_preds(n->p))
        return list_push(g->ctx->a, &n->out, x);
    return list_push(g->ctx->a, &n->above, x); /* a left/semi/... join */
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    arena *a = ctx->a;
    freg g;
    int moved = 0;

    if (is_having_over_agg(p))
        return having_down(p, ctx);
    memset(&g, 0, sizeof g);
    g.ctx = ctx;
    g.s = rw_work_arena(ctx);
    g.nrte = list_len(ctx->q->rtes);
    if (!(g.rte_leaf = ARENA_NEWN(g.s, int, g.nrte + 1)))
        return NULL;
    if (!fwalk(&g, p, -1, false))
        return NULL;
    if (!(g.leaf_node = ARENA_NEWN(g.s, int, g.nleaves + 1)))
        return NULL;
    for (int i = 0; i < g.nn; i++)
        if (g.n[i].first + 1 == g.n[i].end
            && (g.n[i].opaque || (g.n[i].kid[0] < 0 && g.n[i].kid[1] < 0)))
            g.leaf_node[g.n[i].first] = i;
    /* every conjunct of the region, to its lowest node */
    for (int i = 0; i < g.nn; i++) {
        fnode *n = &g.n[i];
        list **sl = n->opaque ? NULL : region_preds(n->p);

        for (int k = 0; sl && k < list_len(*sl); k++) {
            pred *x = list_nth(*sl, k);
            int t = movable(x) ? target_of(&g, x->e, i) : -1;

            if (t == -2)
                return NULL;
            if (t < 0 || stays_above(&g, t, i))
                t = i;
            moved += t != i;
            if (!put(&g, t, x))
                return NULL;
        }
        /* ON conjuncts of the joins that are not inner (unsafe (3)) */
        if (!n->opaque && n->p->kind == PLAN_JOIN && !sl) {
            plan *j = n->p;
            list *keep = NULL;
            const pred *not_in_key = join_not_in_key(j);

            for (int k = 0; k < list_len(j->join.cond); k++) {
                pred *x = list_nth(j->join.cond, k);
                int side = -1;

                if (x != not_in_key && movable(x)) {
                    list *lr = NULL, *rr = NULL;

                    if (!rw_output_rtes(ctx, j->right, &rr))
                        return NULL;
                    if (pd_covered(ctx, x->e, rr)
                        && j->join.type != JOIN_RIGHT
                        && j->join.type != JOIN_RIGHT_SINGLE)
                        side = 1;
                    else if (j->join.type == JOIN_SEMI || j->join.type == JOIN_RIGHT
                             || j->join.type == JOIN_RIGHT_SINGLE) {
                        if (!rw_output_rtes(ctx, j->left, &lr))
                            return NULL;
                        if (pd_covered(ctx, x->e, lr))
                            side = 0;
                    }
                }
                if (side >= 0) {
                    if (!list_push(a, &n->into[side], x))
                        return NULL;
                    moved++;
                } else if (!list_push(a, &keep, x)) {
                    return NULL;
                }
            }
            if (n->into[0] || n->into[1]) {
                plan t;

                plan_edit(&t, j);
                t.join.cond = keep;
                if (!(n->p = plan_edited(a, j, &t)))
                    return NULL;
            }
        }
    }
    if (!moved)
        return p;
    rw_trace(ctx, "moved %d conjuncts down under %s", moved, plan_kind_name(p->kind));
    return frebuild(&g, 0);
}

const rw_rule rule_filter_pushdown = {
    .name = "filter_pushdown",
    .doc = "move each conjunct to the lowest node that has its columns",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
