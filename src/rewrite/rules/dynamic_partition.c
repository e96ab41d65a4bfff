/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/dynamic_partition.c — a partitioned scan whose key is
 * joined to the other input reads only the partitions that input selects
 * at run time (dynamic partition elimination)
 *
 * PATTERN  Join[t](B, P) or Join[t](P, B) where P is a partitioned Scan
 *          p or holds one below Filters and lower joins, each lower join
 *          having p's side as an input it may probe (descend_ok: an input
 *          of an inner join, the left input of a semi join, either input
 *          of a left or right join; not an input that carries that
 *          join's own selectors, its build input), and below derived
 *          tables (SubqueryScan u, not LATERAL) whose body is a Project
 *          (no DISTINCT, FOR UPDATE or volatile target) or a UNION ALL
 *          of such branches (not recursive), where each key column k_i
 *          of p leaves every Project on the way as a target that is the
 *          plain column (E_COL, its type) and every UNION ALL in a
 *          column of that type: u.c_i (or p.k_i itself, directly); with
 *          ON conjuncts of Join[t]
 *          x.k_i = b_i for every key column k_i of p's (top-level)
 *          partition key, x.k_i being p.k_i or the derived table's column
 *          u.c_i that carries it, each b_i a non-volatile expression over
 *          B of the key column's type; p keeps more than one leaf
 *          after static pruning (its filters, read as partition_prune
 *          reads them, leave
 *          it nothing more to prune: static pruning first, so a scan that
 *          can still be pruned waits for partition_prune, which runs on it
 *          later in the same pass, and is matched in the next pass; and a
 *          conjunct over p alone in a Filter or lower join on the way down
 *          waits for filter_pushdown likewise); t
 *          discards the rows of p without a match: inner (either input),
 *          semi (either input), the nullable input of a left or right join,
 *          the subquery input of a SINGLE join (the left input of
 *          Join[right_single], the right input of Join[left_single]), the
 *          subquery input (right) of an anti join.  A join that already
 *          has selectors keeps its build input: only scans in its other
 *          input get more.
 * RESULT   Join[t](PartitionSelector n (for p) [Keys: b_1, ...](B),
 *          P with DynamicScan[p] Selector: n), inputs in their places (the
 *          selectors of one join stack on its build input, one per target
 *          scan, the newest on top: the branches of a UNION ALL get one
 *          each, with the same keys, and --format=sql prints their bounds
 *          over one WITH item of the build side): the
 *          selector routes each row of B by (b_1, ...) through p's
 *          partition tree (its strategy and bounds are those of the catalog
 *          table of its target rte, p; src/catalog/partroute.c) and the
 *          DynamicScan reads only the approved leaves among its candidate
 *          set, which is what static pruning kept (scan.parts).  n is
 *          the id of p's rte: the same in every pass.  Several selectors
 *          may feed one scan (from joins at different heights, each with
 *          its own keys): they all carry the scan's id n, and the scan
 *          reads only the leaves that every one of them approves (their
 *          intersection).  The rows of the query
 *          never change; --format=sql prints the DynamicScan as a scan of
 *          its candidate leaves and the selector not at all.  When later
 *          passes prune the candidates statically down to one leaf or
 *          none, or a conjunct waits above it (8), the rule removes the
 *          selector again (Join[t](
 *          PartitionSelector n (B), ...) becomes Join[t](B, ...)); the same
 *          when its scan is out of reach (a later rule changed the plan
 *          between them) or the join no longer equates its key.  Before
 *          each pass, dp_tidy makes a DynamicScan that no selector feeds
 *          any more a Scan again.  A statically settled key gets no
 *          selector.
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
 *          (6) the scan is not reachable (reachable()): below an
 *              Aggregate, Window, Sort, Limit, Append, a UNION
 *              (distinct), INTERSECT or EXCEPT, a DISTINCT or FOR UPDATE
 *              Project, a LATERAL derived table, or any node other than a
 *              Filter, join, derived table or UNION ALL; a derived table
 *              whose column is not p's key column as it is (an
 *              expression, a cast to another type: a UNION ALL of an int
 *              and a bigint branch casts the int one), or whose targets
 *              are volatile (fewer rows, fewer calls); a UNION ALL branch
 *              so refused gets no selector, the others do (a row of a
 *              branch whose key equals no build key matches nothing
 *              above: UNION ALL passes rows unchanged, and a derived
 *              table's Project adds no row with another key); in either
 *              input of a lower full join, the
 *              outer input of an anti join or an input of a SINGLE join
 *              (the preserved input of a lower left or right join is
 *              entered: descend_ok), the subquery input of a lower
 *              semi join or a NOT IN; in a lower join's build input (the
 *              input with its selectors); or in a lower join that is this
 *              rule's own pattern before it has its selector (it is
 *              matched first where it stands, as partitionwise_join is).
 *              Why each lower input is safe or not: descend_ok();
 *          (7) one leaf or none left after static pruning: nothing to
 *              select (static pruning first);
 *          (8) a conjunct over B only waits above the join (in an inner
 *              join's ON, or a Filter directly above with B in the join's
 *              region): filter_pushdown cannot move it through a
 *              PartitionSelector, so the selector waits (and one already
 *              placed is removed) until it has gone into B, where it may
 *              also prune p statically (a filter pushed into a WITH query
 *              in a later pass);
 *          (9) B holds a DynamicScan that a selector outside B feeds (one
 *              placed at a join above): B would become a build input, and
 *              that scan must stay on the probe side of every join between
 *              it and its selector.
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
 * TESTS    tests/regress/sql/dynamic_partition.sql, selector_reach.sql,
 *          union_selector.sql (derived tables, UNION ALL);
 *          tests/oracle/repro/union-all-selector.sql; tests/pg/selector.sh
 */
#include <stdint.h>
#include <string.h>

#include "catalog/partroute.h"
#include "rewrite/engine.h"
#include "rewrite/partsel.h"
#include "rewrite/region.h"

/*
 * A partitioned scan a selector may reach in a join's probe input, and
 * the names its key columns have in that input's output: 'via' (the
 * scan's own rte, or that of a derived table the key passes through
 * unchanged) and the column of 'via' for each key column in key order
 * ('cols'); below a derived table's Project or a UNION ALL, where output
 * is positional, 'via' is NULL and 'cols' are output positions.
 */
typedef struct reached {
    const plan *scan;
    const rte *via;
    const int *cols;
} reached;

/* A selector placement found at a join: one target scan. */
typedef struct dpe {
    const plan *scan;    /* the target, in the probe input */
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

/*
 * May a selector placed at a join above reach down into input 'side' of
 * a lower join of type 't' (unsafe (6))?  The selector removes the rows
 * of the target scan whose key the producer's build input does not hold;
 * the producer itself drops every row that carries such a key or a NULL
 * one (side_ok).  Removing a scan row R inside the lower join then
 * changes nothing the producer outputs when the lower join:
 *   - outputs the input's columns (the key must reach the producer's ON
 *     unchanged: not the subquery input of a semi, anti or SINGLE join),
 *   - drops that input's unmatched rows (join_props filtered: the inner
 *     join's inputs, the left input of a semi join, the nullable input of
 *     a left or right join): so R was in no output row other than its own
 *     combinations, all with R's key, which the producer drops; the only
 *     new rows are the other input's rows that matched R alone, now
 *     NULL-extended (outer joins): their key is NULL, and the producer
 *     drops them too;
 *   - is not NOT IN (a NULL-aware key test of a whole set).
 * The preserved input of a left or right join is entered too: R's rows
 * there all carry R's key (never NULL-extended), the other input's rows
 * that matched R appear only beside R, and unmatched ones are not output
 * at all, so the lower join's output loses exactly the rows with R's
 * key, which the producer drops; an inner join above filters the
 * preserved input as a WHERE on its columns does, which filter_pushdown
 * moves into it.  (TPC-DS q40, q78, q80: "store_sales LEFT JOIN
 * store_returns ... JOIN date_dim": store_sales is read whole without.)
 * Either input of a full join, the outer input of an anti join and the
 * inputs of SINGLE joins are not entered.
 */
static bool
descend_ok(join_type t, int side)
{
    const join_props *jp = join_type_props(t);

    if ((t == JOIN_LEFT && side == 0) || (t == JOIN_RIGHT && side == 1))
        return true;
    return !jp->null_aware && jp->output[side] && jp->filtered[side];
}

/* The selector chain on top of 'b' (PartitionSelector nodes stacked over
   a join's build input) holds selector 'id'. */
static bool
chain_has(const plan *b, int id)
{
    for (; b && b->kind == PLAN_PARTITION_SELECTOR; b = b->left)
        if (b->selector.id == id)
            return true;
    return false;
}

/* The build input under the selector chain on 'b'. */
static const plan *
below_chain(const plan *b)
{
    while (b && b->kind == PLAN_PARTITION_SELECTOR)
        b = b->left;
    return b;
}

/* The input of join 'j' that carries its selectors (its build input, by
   the annotation), or -1. */
static int
build_of(const plan *j)
{
    if (j->left && j->left->kind == PLAN_PARTITION_SELECTOR)
        return 0;
    if (j->right && j->right->kind == PLAN_PARTITION_SELECTOR)
        return 1;
    return -1;
}

/*
 * Is one input of join 'j' a partitioned scan whose whole partition key
 * the join equates to the other input?  Such a join is this rule's own
 * pattern (and partitionwise_join's, which runs first at each join): a
 * selector from above waits until the join has its own selector, so that
 * the join is matched first where it stands.  False on OOM (a->failed).
 */
static bool
own_key_join(rw_ctx *ctx, const plan *j)
{
    for (int side = 0; side < 2; side++) {
        const plan *s = side ? j->right : j->left;
        const cat_table *t;
        list *brtes = NULL;
        bool all = true;

        if (!s || (s->kind != PLAN_SCAN && s->kind != PLAN_DYNAMIC_SCAN)
            || !s->scan.rte || !rte_partitioned(s->scan.rte)
            || (t = s->scan.rte->table)->nkeys <= 0)
            continue;
        if (!rw_output_rtes(ctx, side ? j->left : j->right, &brtes))
            return false;
        for (int k = 0; k < t->nkeys && all; k++)
            all = dp_join_key(ctx, j->join.cond, s->scan.rte, t->keycols[k],
                              brtes) != NULL;
        if (all)
            return true;
    }
    return false;
}

/*
 * The rule's state in one rewrite (rw_state()): whether the statement
 * reads a partitioned table at all, and reachable()'s answers by node.
 * The rule is asked about every join in every pass, and each answer
 * reads the join's whole probe input: without the memo a chain of n
 * joins cost n^2 per pass.  Plans are immutable during a rewrite and
 * the statement's arena frees nothing, so a node's address always
 * means the same subtree, and an answer depends on nothing else.
 */
typedef struct dp_state {
    bool known;          /* 'any' computed */
    bool any;            /* the statement reads a partitioned table with a
                            key: else no join has work for the rule */
    const plan **nodes;  /* open addressing on the node's address */
    list **reach;        /* reachable() below nodes[i] (NULL: none) */
    int cap, n;          /* slots (a power of two or 0), used */
} dp_state;

static size_t
reach_slot(const dp_state *st, const plan *p)
{
    uint64_t h = (uint64_t)(uintptr_t)p * 0x9e3779b97f4a7c15u;

    return (size_t)(h >> 20) & (size_t)(st->cap - 1);
}

/* Record 'l' as the answer for 'p'; false on OOM. */
static bool
reach_put(rw_ctx *ctx, dp_state *st, const plan *p, list *l)
{
    size_t i;

    if (2 * (st->n + 1) > st->cap) {
        dp_state g = *st;

        g.cap = st->cap ? 2 * st->cap : 64;
        g.n = 0;
        g.nodes = arena_alloc(ctx->a, (size_t)g.cap * sizeof *g.nodes);
        g.reach = arena_alloc(ctx->a, (size_t)g.cap * sizeof *g.reach);
        if (!g.nodes || !g.reach)
            return false;
        memset(g.nodes, 0, (size_t)g.cap * sizeof *g.nodes);
        for (int k = 0; k < st->cap; k++)
            if (st->nodes[k] && !reach_put(ctx, &g, st->nodes[k],
                                          st->reach[k]))
                return false;
        *st = g;
    }
    for (i = reach_slot(st, p); st->nodes[i]; i = (i + 1) & (st->cap - 1))
        ;
    st->nodes[i] = p;
    st->reach[i] = l;
    st->n++;
    return true;
}

/* The answer recorded for 'p' into '*l'; false when there is none. */
static bool
reach_get(const dp_state *st, const plan *p, list **l)
{
    if (!st->cap)
        return false;
    for (size_t i = reach_slot(st, p); st->nodes[i];
         i = (i + 1) & (st->cap - 1))
        if (st->nodes[i] == p) {
            *l = st->reach[i];
            return true;
        }
    return false;
}

/* Appends 'l' to '*out'; false on OOM. */
static bool
push_all(rw_ctx *ctx, list **out, const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        if (!list_push(ctx->a, out, list_nth(l, i)))
            return false;
    return true;
}

static bool reachable(rw_ctx *ctx, const plan *p, list **out);

/* A new reached entry; NULL on OOM. */
static reached *
reached_new(rw_ctx *ctx, const plan *scan, const rte *via, const int *cols)
{
    reached *r = ARENA_NEW(ctx->a, reached);

    if (r) {
        r->scan = scan;
        r->via = via;
        r->cols = cols;
    }
    return r;
}

/* The type of key column 'k' of reached scan 'x'. */
static qp_type
key_type(const reached *x, int k)
{
    const cat_table *t = x->scan->scan.rte->table;

    return t->cols[t->keycols[k]].type;
}

/* Are the key columns of reached scan 'x', named by the output positions
   'x->cols', columns of those positions' types among 'types' (the
   'ncols' columns of a UNION ALL or a derived table)? */
static bool
keys_typed(const reached *x, const qp_type *types, int ncols)
{
    int nk = x->scan->scan.rte->table->nkeys;

    for (int k = 0; k < nk; k++)
        if (x->cols[k] >= ncols || types[x->cols[k]].id != key_type(x, k).id)
            return false;
    return true;
}

static bool out_reach(rw_ctx *ctx, const plan *p, list **out);

/*
 * The scans reachable below a Project 'p' whose output is positional (the
 * body of a derived table, or a branch of a UNION ALL), as entries with
 * 'via' NULL and 'cols' the output positions of their key columns: each
 * key column must be the plain reference of a target of its own type.
 * Not below a DISTINCT (it would keep one of equal rows: removing rows
 * of one key changes nothing for other keys, but qprop keeps it simple),
 * FOR UPDATE (it locks the rows it returns), nor a target list with a
 * volatile expression (fewer rows, fewer calls).  False on OOM.
 */
static bool
project_reach(rw_ctx *ctx, const plan *p, list **out)
{
    const list *tl = p->project.targets;
    list *below = NULL;

    if (p->project.distinct || list_len(p->project.distinct_on)
        || list_len(p->project.locks))
        return true;
    for (int i = 0; i < list_len(tl); i++) {
        const target *t = list_nth(tl, i);

        if (!t->e || expr_is_volatile(t->e))
            return true;
    }
    if (!reachable(ctx, p->left, &below))
        return false;
    for (int i = 0; i < list_len(below); i++) {
        const reached *x = list_nth(below, i);
        int nk = x->scan->scan.rte->table->nkeys, *pos;
        bool all = true;
        reached *y;

        if (!(pos = arena_alloc(ctx->a, (size_t)nk * sizeof *pos)))
            return false;
        for (int k = 0; k < nk && all; k++) {
            pos[k] = -1;
            for (int c = 0; c < list_len(tl) && pos[k] < 0
                            && x->cols[k] >= 0; c++) {
                const expr *e = ((const target *)list_nth(tl, c))->e;

                if (e->kind == E_COL && !expr_is_syscol(e)
                    && e->col.rte == x->via && e->col.col == x->cols[k]
                    && e->type.id == key_type(x, k).id)
                    pos[k] = c;
            }
            all = pos[k] >= 0;
        }
        if (!all)
            continue; /* unsafe (6): the key is not passed unchanged */
        if (!(y = reached_new(ctx, x->scan, NULL, pos))
            || !list_push(ctx->a, out, y))
            return false;
    }
    return true;
}

/*
 * out_reach(): the scans reachable in 'p', a node whose output is
 * positional, named by output position: a Project (project_reach), or a
 * UNION ALL, whose output rows are its branches' rows unchanged, each
 * branch's scans with their positions where the UNION ALL's column has
 * the key's type.  Not a UNION (distinct), INTERSECT or EXCEPT, whose
 * rows depend on rows of other keys or other branches, nor a recursive
 * WITH item's UNION ALL; nor anything else (Sort, Limit, Aggregate,
 * Window, Values ...).  False on OOM.
 */
static bool
out_reach(rw_ctx *ctx, const plan *p, list **out)
{
    if (!p)
        return true;
    if (p->kind == PLAN_PROJECT)
        return project_reach(ctx, p, out);
    if (p->kind != PLAN_SETOP || p->setop.op != SETOP_UNION || !p->setop.all
        || p->setop.recursive)
        return true;
    for (int i = 0; i < list_len(p->children); i++) {
        list *b = NULL;

        if (!out_reach(ctx, list_nth(p->children, i), &b))
            return false;
        for (int j = 0; j < list_len(b); j++) {
            const reached *x = list_nth(b, j);

            if (keys_typed(x, p->setop.coltypes, p->setop.ncols)
                && !list_push(ctx->a, out, (void *)x))
                return false;
        }
    }
    return true;
}

/*
 * The partitioned scans a selector at a join may reach in its probe
 * input 'p', into '*out' (of reached *): 'p' itself, or below
 * Filters (not HAVING: those sit on an aggregate, which is not entered)
 * and joins through the inputs descend_ok() allows, not through an input
 * that carries the lower join's own selectors (its build input: the
 * scan must be on the probe side of every join on the way down), not
 * into a join that is this rule's own pattern before it has a selector
 * (own_key_join); through a derived table (not LATERAL) whose output
 * column is the scan's key column unchanged, below its Project or the
 * branches of a UNION ALL (out_reach); nor through anything else (an
 * Aggregate, Append, a UNION, a derived table's DISTINCT, LIMIT ...:
 * conservatively, unsafe (6)).  False on OOM.
 */
static bool
reach_of(rw_ctx *ctx, const plan *p, list **out)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: {
        const rte *r = p->scan.rte;
        reached *x;

        if (!r || !rte_partitioned(r) || r->table->nkeys <= 0)
            return true;
        return (x = reached_new(ctx, p, r, r->table->keycols))
               && list_push(ctx->a, out, x);
    }
    case PLAN_FILTER:
        return p->filter.having || reachable(ctx, p->left, out);
    case PLAN_JOIN: {
        int b = build_of(p);

        if (b < 0 && own_key_join(ctx, p))
            return true; /* its own selector first */
        for (int side = 0; side < 2; side++)
            if (side != b && descend_ok(p->join.type, side)
                && !reachable(ctx, side ? p->right : p->left, out))
                return false;
        return true;
    }
    case PLAN_SUBQUERY_SCAN: {
        const rte *r = p->subq.rte;
        list *below = NULL;

        if (!r || r->lateral)
            return true;
        if (!out_reach(ctx, p->left, &below))
            return false;
        for (int i = 0; i < list_len(below); i++) {
            const reached *x = list_nth(below, i);
            reached *y;

            if (!keys_typed(x, r->coltypes, r->ncols))
                continue;
            if (!(y = reached_new(ctx, x->scan, r, x->cols))
                || !list_push(ctx->a, out, y))
                return false;
        }
        return true;
    }
    default:
        return true;
    }
}

/* reach_of(), appended to '*out', each node's answer made once per
   rewrite (dp_state).  False on OOM. */
static bool
reachable(rw_ctx *ctx, const plan *p, list **out)
{
    dp_state *st = rw_state(ctx, sizeof *st);
    list *l = NULL;

    if (!p)
        return true;
    if (!st)
        return false;
    if (!reach_get(st, p, &l)
        && (!reach_of(ctx, p, &l) || !reach_put(ctx, st, p, l)))
        return false;
    return push_all(ctx, out, l);
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
 * Would filter_pushdown still move a conjunct into build input 'bside' of
 * join 'j' (offered under ctx->parent)?  A PartitionSelector is opaque to
 * it, so a conjunct over the build input only that sits in the join's ON
 * (inner joins) or in a Filter directly above (the build input in the
 * join's region) is held up by the selector: unsafe (8).  Sets '*oom' on
 * OOM.
 */
static bool
pushdown_pending(const plan *j, int bside, rw_ctx *ctx, bool *oom)
{
    const plan *b = below_chain(bside ? j->right : j->left);
    list *brtes = NULL;

    if (!b || !rw_extends_region(j, bside))
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

/* The keys b_1, ... of a selector at join 'j' (build input 'bside') for
   the scan reached as 'x' into '*keys', or false: unsafe (3), (4), (5).
   Sets '*oom'. */
static bool
scan_keys(const plan *j, int bside, const reached *x, rw_ctx *ctx,
          list **keys, bool *oom)
{
    const cat_table *t = x->scan->scan.rte->table;
    list *brtes = NULL;

    *keys = NULL;
    if (!rw_output_rtes(ctx, below_chain(bside ? j->right : j->left),
                        &brtes)) {
        *oom = true;
        return false;
    }
    for (int k = 0; k < t->nkeys; k++) {
        expr *e;

        if (!part_key_modelled(t, k))
            return false; /* unsafe (5) */
        e = dp_join_key(ctx, j->join.cond, x->via, x->cols[k], brtes);
        if (!e)
            return false; /* unsafe (3), (4) */
        if (!list_push(ctx->a, keys, e)) {
            *oom = true;
            return false;
        }
    }
    return true;
}

/*
 * On the way from 'p' (a join's probe input) down to scan 's', is there a
 * Filter or a lower join's ON with a conjunct over 's' alone?
 * filter_pushdown will move it into 's', where partition_prune may prune
 * by it: static pruning first, so the selector waits (a direct input of
 * the join has no such node on its way; a derived table's body and a
 * UNION ALL's branches are looked through).  '*found' tells whether 's' is
 * under 'p'.
 */
static bool
path_pending(rw_ctx *ctx, const plan *p, const plan *s, const list *srte,
             bool *found)
{
    const list *preds = NULL;
    bool below = false;

    *found = false;
    if (!p)
        return false;
    if (p == s) {
        *found = true;
        return false;
    }
    switch (p->kind) {
    case PLAN_FILTER:
        if (p->filter.having)
            return false;
        if (path_pending(ctx, p->left, s, srte, &below))
            return true;
        preds = p->filter.filters;
        break;
    case PLAN_JOIN:
        if (path_pending(ctx, p->left, s, srte, &below))
            return true;
        if (!below && path_pending(ctx, p->right, s, srte, &below))
            return true;
        preds = p->join.cond;
        break;
    case PLAN_SUBQUERY_SCAN: case PLAN_PROJECT:
        /* a derived table's body (reach_of): the nodes below it */
        return path_pending(ctx, p->left, s, srte, found);
    case PLAN_SETOP:
        for (int i = 0; i < list_len(p->children) && !*found; i++)
            if (path_pending(ctx, list_nth(p->children, i), s, srte, found))
                return true;
        return false;
    default:
        return false;
    }
    if (!below)
        return false;
    *found = true;
    for (int i = 0; i < list_len(preds); i++) {
        const pred *x = list_nth(preds, i);

        if (x->e && !expr_is_volatile(x->e) && !expr_has_sublink(x->e)
            && pd_covered(ctx, x->e, srte))
            return true;
    }
    return false;
}

/* Can scan 's' in the probe input of join 'j' (build input 'bside') get
   a new selector there?  Fills '*d'.  Sets '*oom' on OOM. */
static bool
try_scan(const plan *j, int bside, const reached *x, rw_ctx *ctx, dpe *d,
         bool *oom)
{
    const plan *s = x->scan;
    list *srte = NULL;
    bool found = false;

    if (chain_has(bside ? j->right : j->left, s->scan.rte->id))
        return false; /* placed already */
    if (!list_push(ctx->a, &srte, s->scan.rte)) {
        *oom = true;
        return false;
    }
    d->scan = s;
    if (!scan_keys(j, bside, x, ctx, &d->keys, oom))
        return false;
    if (path_pending(ctx, bside ? j->left : j->right, s, srte, &found))
        return false; /* static pruning first: filter_pushdown's turn */
    if (!pp_kept_leaves(s, ctx, &d->kept, &d->before)) {
        *oom = true;
        return false;
    }
    if (list_len(d->kept) < d->before)
        return false; /* static pruning first: partition_prune's turn */
    return list_len(d->kept) > 1; /* unsafe (7) */
}

/* The leaves a scan still reads. */
static int
n_candidates(const plan *s)
{
    return s->scan.parts ? list_len(s->scan.parts) : s->scan.nparts_total;
}

/* The scan selector 'id' targets among 'l' (of reached *), or NULL. */
static const reached *
target_of(const list *l, int id)
{
    for (int i = 0; i < list_len(l); i++) {
        const reached *x = list_nth(l, i);

        if (x->scan->scan.rte->id == id)
            return x;
    }
    return NULL;
}

/*
 * Does selector 'ps' on join 'j' (build input 'bside'; 'targets' the
 * scans reachable in its probe input) still hold?  Not when its scan is
 * no longer reachable (a rule moved it), its keys are gone from the ON
 * clause, static pruning left the scan one leaf or none, or it holds up
 * a conjunct filter_pushdown would move into its input (unsafe (8)).
 * '*why' says why not, for the trace.
 */
static bool
still_holds(const plan *j, int bside, const plan *ps, const list *targets,
            rw_ctx *ctx, const char **why, bool *oom)
{
    const reached *x = target_of(targets, ps->selector.id);
    list *keys = NULL;

    if (!x) {
        *why = "its scan is out of reach";
        return false;
    }
    if (!scan_keys(j, bside, x, ctx, &keys, oom)) {
        *why = "the join no longer equates its key";
        return false;
    }
    if (n_candidates(x->scan) <= 1) {
        *why = "static pruning settled the key";
        return false;
    }
    if (pushdown_pending(j, bside, ctx, oom)) {
        *why = "a filter must go into its input";
        return false;
    }
    return true;
}

/* Collects the DynamicScans and selector ids under a build input. */
typedef struct fed {
    rw_ctx *ctx;
    list *dyn;           /* of const plan *: DynamicScans */
    list *ids;           /* selector ids, as pointers */
    bool failed;
} fed;

static void
fed_visit(const plan *p, void *arg)
{
    fed *f = arg;

    if (p->kind == PLAN_DYNAMIC_SCAN
        && !list_push(f->ctx->a, &f->dyn, (void *)p))
        f->failed = true;
    if (p->kind == PLAN_PARTITION_SELECTOR
        && !list_push(f->ctx->a, &f->ids, (void *)(intptr_t)p->selector.id))
        f->failed = true;
}

/*
 * Does build input 'b' hold a scan that a selector outside 'b' feeds (a
 * DynamicScan whose selector is not in 'b': one placed at a join above)?
 * Then 'b' may not become a build input: that scan must stay on the probe
 * side of every join between it and its selector.  The selector placed
 * first keeps its scan.  Sets '*oom'.
 */
static bool
fed_from_outside(rw_ctx *ctx, const plan *b, bool *oom)
{
    fed f = { ctx, NULL, NULL, false };

    plan_walk(b, fed_visit, &f);
    if (f.failed) {
        *oom = true;
        return false;
    }
    for (int i = 0; i < list_len(f.dyn); i++) {
        const plan *s = list_nth(f.dyn, i);
        bool inside = false;

        for (int k = 0; k < list_len(f.ids) && !inside; k++)
            inside = (intptr_t)list_nth(f.ids, k) == s->scan.selector;
        if (!inside)
            return true;
    }
    return false;
}

/* The work at one join: selectors to drop from its chain, scans to
   target.  'bside' is the build input (-1: none chosen). */
typedef struct dpwork {
    int bside;
    list *drop;          /* of const plan *: PartitionSelector nodes */
    list *add;           /* of dpe * */
} dpwork;

/* What join 'j' should change; false on OOM.  'tr': trace the drops
   (apply(), not match(), so each is traced once). */
static bool
plan_work(const plan *j, rw_ctx *ctx, dpwork *w, bool tr)
{
    bool oom = false;
    int cur = build_of(j);

    w->bside = -1;
    w->drop = NULL;
    w->add = NULL;
    if (j->kind != PLAN_JOIN)
        return true;
    /* the right input as the build first (the scan on the left), as
       PostgreSQL builds its hash table from the inner (right) input */
    for (int k = 0; k < 2; k++) {
        int bside = 1 - k, probe = k;
        bool ok = side_ok(j->join.type, probe);
        list *targets = NULL;

        if (cur >= 0 && bside != cur)
            continue; /* the annotated build input stays the build */
        if (ok && !reachable(ctx, probe ? j->right : j->left, &targets))
            return false;
        for (const plan *ps = bside ? j->right : j->left;
             ps && ps->kind == PLAN_PARTITION_SELECTOR; ps = ps->left) {
            const char *why = "the join no longer drops unmatched rows of "
                              "its probe input";

            if (!ok || !still_holds(j, bside, ps, targets, ctx, &why,
                                    &oom)) {
                if (oom || !list_push(ctx->a, &w->drop, (void *)ps))
                    return false;
                if (tr)
                    rw_trace(ctx, "%s: selector %d dropped: %s",
                             ps->selector.target->alias, ps->selector.id,
                             why);
            }
        }
        if (oom)
            return false;
        if (cur >= 0)
            w->bside = bside;
        if (!ok || !targets)
            continue; /* unsafe (1), (2); or nothing to select for */
        if (pushdown_pending(j, bside, ctx, &oom) || oom)
            continue; /* unsafe (8) */
        if (cur < 0
            && (fed_from_outside(ctx, bside ? j->right : j->left, &oom)
                || oom))
            continue; /* unsafe (9) */
        for (int i = 0; i < list_len(targets); i++) {
            dpe *d = ARENA_NEW(ctx->a, dpe);

            if (!d)
                return false;
            if (try_scan(j, bside, list_nth(targets, i), ctx, d, &oom)
                && !list_push(ctx->a, &w->add, d))
                return false;
            if (oom)
                return false;
        }
        if (w->add) {
            w->bside = bside;
            break;
        }
    }
    return !oom;
}

/* Does the statement read a partitioned table with a partition key?
   Asked once per rewrite: rules make no new tables.  False on OOM. */
static bool
reads_partitioned(rw_ctx *ctx)
{
    dp_state *st = rw_state(ctx, sizeof *st);

    if (!st)
        return false;
    if (!st->known) {
        const list *rtes = ctx->orig->rtes;

        st->known = true;
        for (int i = 0; i < list_len(rtes) && !st->any; i++) {
            const rte *r = list_nth(rtes, i);

            st->any = rte_partitioned(r) && r->table->nkeys > 0;
        }
    }
    return st->any;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    dpwork w;

    if (p->kind != PLAN_JOIN || !reads_partitioned(ctx))
        return RW_NOMATCH;
    if (!plan_work(p, ctx, &w, false))
        return RW_NOMATCH; /* the driver sees a->failed */
    return w.drop || w.add ? RW_MATCH : RW_NOMATCH;
}

/* 'p' with every scan of an rte in 'rtes' (of rte *) reachable as
   reachable() walks made a DynamicScan of its selector; 'p' itself when
   none is there.  NULL on OOM. */
static plan *
mark_dynamic(rw_ctx *ctx, plan *p, const list *rtes)
{
    plan t, *l, *r;

    if (!p)
        return p;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        for (int i = 0; i < list_len(rtes); i++)
            if (list_nth(rtes, i) == p->scan.rte) {
                if (p->kind == PLAN_DYNAMIC_SCAN)
                    return p;
                plan_edit(&t, p);
                t.kind = PLAN_DYNAMIC_SCAN;
                t.scan.selector = p->scan.rte->id;
                return plan_edited(ctx->a, p, &t);
            }
        return p;
    case PLAN_FILTER:
        if (p->filter.having)
            return p;
        if (!(l = mark_dynamic(ctx, p->left, rtes)))
            return NULL;
        return plan_with_inputs(ctx->a, p, l, p->right);
    case PLAN_JOIN: {
        int b = build_of(p);

        l = p->left;
        r = p->right;
        if (b != 0 && descend_ok(p->join.type, 0)
            && !(l = mark_dynamic(ctx, p->left, rtes)))
            return NULL;
        if (b != 1 && descend_ok(p->join.type, 1)
            && !(r = mark_dynamic(ctx, p->right, rtes)))
            return NULL;
        return plan_with_inputs(ctx->a, p, l, r);
    }
    case PLAN_SUBQUERY_SCAN:
        if (!p->subq.rte || p->subq.rte->lateral)
            return p;
        if (!(l = mark_dynamic(ctx, p->left, rtes)))
            return NULL;
        return plan_with_inputs(ctx->a, p, l, p->right);
    case PLAN_PROJECT:
        /* as project_reach() enters it (its targets' checks only narrow
           which scans are in 'rtes') */
        if (p->project.distinct || list_len(p->project.distinct_on)
            || list_len(p->project.locks))
            return p;
        if (!(l = mark_dynamic(ctx, p->left, rtes)))
            return NULL;
        return plan_with_inputs(ctx->a, p, l, p->right);
    case PLAN_SETOP: {
        list *ch = NULL;
        bool changed = false;

        if (p->setop.op != SETOP_UNION || !p->setop.all
            || p->setop.recursive)
            return p;
        for (int i = 0; i < list_len(p->children); i++) {
            plan *c = list_nth(p->children, i), *m;

            if (!(m = mark_dynamic(ctx, c, rtes))
                || !list_push(ctx->a, &ch, m))
                return NULL;
            changed = changed || m != c;
        }
        if (!changed)
            return p;
        plan_edit(&t, p);
        t.children = ch;
        return plan_edited(ctx->a, p, &t);
    }
    default:
        return p;
    }
}

/* The selector chain 'b' without the nodes in 'drop'; new nodes where
   it changes.  NULL on OOM. */
static plan *
unchain(rw_ctx *ctx, plan *b, const list *drop)
{
    plan *below;

    if (!b || b->kind != PLAN_PARTITION_SELECTOR)
        return b;
    if (!(below = unchain(ctx, b->left, drop)))
        return NULL;
    for (int i = 0; i < list_len(drop); i++)
        if (list_nth(drop, i) == b)
            return below;
    return plan_with_inputs(ctx->a, b, below, b->right);
}

/*
 * Apply: drop the selectors that no longer hold (their DynamicScan stays
 * one until dp_tidy finds it without a selector), then put a
 * PartitionSelector for each new target on top of the build input's
 * chain and make the targets DynamicScans.  Several selectors may target
 * one scan (from joins at different heights): they share its id, and
 * the scan reads only the leaves every one of them approves.
 */
static plan *
apply(plan *p, rw_ctx *ctx)
{
    dpwork w;
    plan np, *b, *probe;
    list *rtes = NULL;
    int bside;

    if (!plan_work(p, ctx, &w, true))
        return NULL;
    if (!w.drop && !w.add)
        return p;
    plan_edit(&np, p);
    bside = w.bside >= 0 ? w.bside : build_of(p);
    if (bside < 0)
        return p; /* cannot happen: drops come from a chain */
    b = bside ? np.right : np.left;
    probe = bside ? np.left : np.right;
    if (w.drop && !(b = unchain(ctx, b, w.drop)))
        return NULL;
    for (int i = 0; i < list_len(w.add); i++) {
        dpe *d = list_nth(w.add, i);
        plan *sel = plan_new(ctx->a, PLAN_PARTITION_SELECTOR, b->loc);

        if (!sel || !list_push(ctx->a, &rtes, d->scan->scan.rte))
            return NULL;
        sel->left = b;
        sel->selector.id = d->scan->scan.rte->id;
        sel->selector.target = d->scan->scan.rte;
        sel->selector.keys = d->keys;
        b = sel;
        rw_trace(ctx, "%s: selector %d over the %s input, %d candidate "
                 "partitions", d->scan->scan.rte->alias, sel->selector.id,
                 bside ? "right" : "left", list_len(d->kept));
    }
    if (rtes && !(probe = mark_dynamic(ctx, probe, rtes)))
        return NULL;
    if (bside) {
        np.left = probe;
        np.right = b;
    } else {
        np.left = b;
        np.right = probe;
    }
    return plan_edited(ctx->a, p, &np);
}

/* ---- dp_tidy: a DynamicScan whose selectors are all gone ---- */

typedef struct tidy {
    rw_ctx *ctx;
    list *held;          /* of const plan *: DynamicScans a selector feeds */
    list *dyn;           /* of plan *: every DynamicScan */
    bool failed;
} tidy;

static void
tidy_visit(const plan *p, void *arg)
{
    tidy *t = arg;
    int b;
    list *targets = NULL;

    if (p->kind == PLAN_DYNAMIC_SCAN && !list_push(t->ctx->a, &t->dyn,
                                                   (void *)p))
        t->failed = true;
    if (p->kind != PLAN_JOIN || (b = build_of(p)) < 0)
        return;
    if (!reachable(t->ctx, b ? p->left : p->right, &targets)) {
        t->failed = true;
        return;
    }
    for (const plan *ps = b ? p->right : p->left;
         ps && ps->kind == PLAN_PARTITION_SELECTOR; ps = ps->left) {
        const reached *x = target_of(targets, ps->selector.id);

        if (x && !list_push(t->ctx->a, &t->held, (void *)x->scan))
            t->failed = true;
    }
}

/*
 * Before each pass: a DynamicScan that no PartitionSelector feeds any
 * more (none on the build input of a join above it, reaching it as
 * reachable() walks) becomes a plain Scan again, so the plan never shows
 * a scan waiting for a selector that is not there.  Done here, over the
 * whole statement, because the join that drops a selector cannot see
 * whether another one above it still feeds the scan.  Scans are matched
 * by node, not by id: the branches of partitionwise_join's Append copy a
 * scan and its rte id with it.
 */
static bool
dp_tidy(rw_ctx *ctx)
{
    tidy t = { ctx, NULL, NULL, false };
    list *old = NULL, *new_ = NULL;

    plan_walk(ctx->q->root, tidy_visit, &t);
    for (int i = 0; i < list_len(ctx->q->ctes); i++)
        plan_walk(((plan_cte *)list_nth(ctx->q->ctes, i))->plan, tidy_visit,
                  &t);
    if (t.failed)
        return false;
    for (int i = 0; i < list_len(t.dyn); i++) {
        plan *s = list_nth(t.dyn, i), *c, e;
        bool held = false;

        for (int k = 0; k < list_len(t.held) && !held; k++)
            held = list_nth(t.held, k) == s;
        if (held)
            continue;
        plan_edit(&e, s);
        e.kind = PLAN_SCAN;
        e.scan.selector = 0;
        if (!(c = plan_edited(ctx->a, s, &e)))
            return false;
        if (!list_push(ctx->a, &old, s) || !list_push(ctx->a, &new_, c))
            return false;
    }
    if (!old)
        return true;
    ctx->changes++;
    return rw_replace_nodes(ctx, old, new_);
}

const rw_rule rule_dynamic_partition = {
    .name = "dynamic_partition",
    .doc = "a partitioned scan joined on its key reads only the partitions "
           "the other input selects at run time",
    .default_on = true,
    .match = match,
    .apply = apply,
    .query_apply = dp_tidy,
    .local = false,
};
