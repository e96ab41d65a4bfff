/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/partitionwise_join.c — a join with a partitioned
 * table on its key becomes one join per partition (opt-in)
 *
 * PATTERN  Join[t](Scan[p], R) (or Join[t](R, Scan[p]) for inner and right
 *          joins) with ON conjuncts p.k_i = b_i for every column k_i of p's
 *          top-level partition key (b_i over R, of k_i's type: the keys
 *          dynamic_partition reads), p reading leaves l_1 .. l_n, n >= 2,
 *          p's top level RANGE or LIST.  Pair form: Join[t](Scan[p],
 *          Scan[q]) with p and q partitioned alike (same strategy, key
 *          types, operator classes and collations, and the same bounds at
 *          the top level) and conjuncts p.k_i = q.k_i for every key column,
 *          the kept leaves of p and q under at least two top-level bounds.
 * RESULT   Append(Join[t](Scan[p: l_1], Filter[B_1](R)), ...,
 *          Join[t](Scan[p: l_n], Filter[B_n](R))), one join per kept leaf,
 *          where B_i is l_i's bound read on the b's of each partitioning
 *          level whose keys are all joined (derived predicates):
 *            LIST     b IN (its non-NULL values), FALSE when it lists only
 *                     NULL; its DEFAULT: b NOT IN (the values its siblings
 *                     list);
 *            RANGE    on the first key column: b_1 >= lo_1 (> when the
 *                     rest of lo is MAXVALUE), b_1 < hi_1 (<= unless the
 *                     rest of hi is MINVALUE, or one key column); an
 *                     infinite side gives nothing; DEFAULT: nothing.
 *          Each R is a copy of R's nodes (expressions shared), so later
 *          rules treat the branches apart.  Later passes push B_i into R,
 *          derive from it and prune by it; a branch whose R becomes Empty
 *          goes (empty_propagate), and the Append with it when none is
 *          left.  Pair form: Append(Join[t](Scan[p: leaves under bound
 *          i], Scan[q: leaves under bound i]), ...) over the top-level
 *          bounds, with no extra filter; an input without leaves under i
 *          is Empty, and the branch is left out where the join type then
 *          returns nothing (inner, semi: either; left, anti: the left;
 *          right: the right; full: both).
 *          A branch split again (its other input partitioned too) is
 *          spliced into the Append above it: Append(..., Append(x, y),
 *          ...) => Append(..., x, y, ...).
 *          The Append outputs the columns of the join it replaces (the
 *          same rtes); --format=sql prints it as a UNION ALL derived table
 *          whose columns are named "alias.column".
 * UNSAFE   (1) p's input must be the one whose rows are split: a row of p
 *              lies in exactly one leaf and meets only rows of R with
 *              b = its key, which satisfy its leaf's bound, so every
 *              output row comes from exactly one branch.  A preserved R
 *              (the left input of a left join with p on the right, either
 *              input of a full join, the subquery side of semi, anti and
 *              SINGLE joins with p there) would be output once per branch:
 *              p must be an input of an inner join, the left input of a
 *              left, semi or anti join, or the right input of a right
 *              join (the pair form allows full joins too: a row of either
 *              side meets only its own bound's partition of the other);
 *          (2) NOT IN (null-aware anti join): one NULL b anywhere in R
 *              changes every row's result, and B_i removes it;
 *          (3) the equalities must compare in the key's type (dp_join_key:
 *              same type, non-volatile, no subquery): B_i is read with the
 *              key's operators;
 *          (4) RANGE on text, varchar or char keys: R's comparisons use
 *              its column's collation, which may order differently from
 *              the key's, so B_i would not be exact: not matched; the
 *              key's order or hash must be modelled (part_key_modelled);
 *          (5) HASH keys: a bound is a hash remainder that no predicate of
 *              qprop's algebra states, and joining each partition with all
 *              of R multiplies R's work for nothing: only the pair form;
 *          (6) pair form: same bounds with different types, operator
 *              classes or collations may place equal keys in different
 *              partitions: required equal;
 *          (7) the target of UPDATE or DELETE is not split (its rows are
 *              identified by the scan);
 *          (8) R holds a LATERAL item: it may refer to FROM items beside
 *              the join, which a branch printed as a derived table of the
 *              UNION ALL could not see: not matched;
 *          (9) a split copies R once per leaf, and a copy may be split
 *              again (R holds another partitioned table, joined on another
 *              key), so a chain of partitioned tables could grow as
 *              leaves^tables: a statement's splits make at most
 *              MAX_SPLIT_NODES plan nodes, and a split that would pass it
 *              is not made (the join stays as it is);
 *          (10) a bound read in no known time zone (catalog.h
 *              zone_unknown: written without an offset, no --timezone)
 *              is no instant qprop could print as B_i nor compare with
 *              another table's: such a level is not split.
 * NULLS    A NULL key lies in one leaf (LIST's NULL partition, RANGE's
 *          DEFAULT) and never equals a b, so it meets no row of R: B_i may
 *          reject NULL b's (b IN (...), b >= lo), and a leaf listing only
 *          NULL gets FALSE.  Outer joins still output such rows of p
 *          NULL-extended, in their leaf's branch.
 * ORDER    off by default (it multiplies the work on R; --enable-rule=
 *          partitionwise_join).  When enabled, the engine runs it after
 *          the other rules have converged, with dynamic_partition and
 *          runtime_filter (which come after it in rules.def) held back
 *          until then: the join is split on the plan the others leave, and
 *          selectors and runtime filters are placed on the branches.
 * TESTS    tests/regress/sql/partitionwise_join.sql (run on PostgreSQL by
 *          tests/oracle/golden_roundtrip.sh)
 */
#include <string.h>

#include "catalog/partroute.h"
#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"
#include "rewrite/partsel.h"

/* Plan nodes the splits of one statement may make (unsafe (9)). */
#define MAX_SPLIT_NODES 2000L

/* How a join splits. */
typedef struct split {
    int side;            /* the partitioned input: 0 left, 1 right */
    const plan *scan;    /* it */
    list *kept;          /* its leaves (cat_table *) */
    list *keys;          /* single form: b_i (expr *), top-level key order */
    list *ortes;         /* single form: the other input's output rtes */
    const plan *pscan;   /* pair form: the other scan, else NULL */
    list *pkept;         /* pair form: its leaves */
    long cost;           /* plan nodes the split makes */
} split;

/* The leaves 's' reads (its kept leaves, or all when unpruned). */
static bool
scan_leaves(rw_ctx *ctx, const plan *s, list **out)
{
    if (s->scan.parts) {
        *out = s->scan.parts;
        return true;
    }
    *out = NULL;
    return cat_leaves(ctx->a, s->scan.rte->table, out) >= 0;
}

/* A partitioned Scan that the rule may split (unsafe (7)). */
static bool
splittable_scan(const plan *s, const rw_ctx *ctx)
{
    const rte *r;
    const plan *root = ctx->q->root;

    if (!s || s->kind != PLAN_SCAN || !rte_partitioned(r = s->scan.rte)
        || r->table->nkeys <= 0 || r->sample)
        return false;
    return !(root && root->kind == PLAN_MODIFY && root->modify.target == r);
}

/* Every key column of 'x' is modelled; RANGE keys are not text-like. */
static bool
keys_usable(const cat_table *x)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          i))->bound;

        if (b && b->zone_unknown)
            return false; /* unsafe (10) */
    }
    for (int k = 0; k < x->nkeys; k++) {
        qp_typeid id = cat_key_column(x, k)->type.id;

        if (!part_key_modelled(x, k))
            return false; /* unsafe (4) */
        if (x->strategy == PART_RANGE
            && (id == T_TEXT || id == T_VARCHAR || id == T_BPCHAR))
            return false; /* unsafe (4) */
    }
    return true;
}

/* The b_i equated to the key columns of level 'x' (of the scan's root
   table), in key order, into '*keys'; false when some key column has
   none. */
static bool
level_keys(rw_ctx *ctx, const list *cond, const plan *s, const cat_table *x,
           const list *ortes, list **keys)
{
    const rte *r = s->scan.rte;

    *keys = NULL;
    for (int k = 0; k < x->nkeys; k++) {
        int rc = part_key_rootcol(r->table, x, k);
        expr *b;

        if (rc < 0 || !(b = dp_join_key(ctx, cond, r, rc, ortes)))
            return false; /* unsafe (3) */
        if (!list_push(ctx->a, keys, b))
            return false;
    }
    return true;
}

/* ---- the pair form ---- */

static bool
str_eq(const char *x, const char *y)
{
    return x == y || (x && y && strcmp(x, y) == 0);
}

static bool
datums_eq(int n, const datum *x, const datum *y)
{
    for (int i = 0; i < n; i++) {
        bool ok = true;

        if (x[i].is_null != y[i].is_null)
            return false;
        if (!x[i].is_null && (datum_cmp(&x[i], &y[i], &ok) != 0 || !ok))
            return false;
    }
    return true;
}

static bool
bound_eq(const cat_bound *x, const cat_bound *y)
{
    if (x->kind != y->kind || x->zone_unknown || y->zone_unknown)
        return false; /* unsafe (10) */
    switch (x->kind) {
    case BOUND_RANGE:
        if (x->nkeys != y->nkeys)
            return false;
        for (int i = 0; i < x->nkeys; i++)
            if (x->lo_kind[i] != y->lo_kind[i]
                || x->hi_kind[i] != y->hi_kind[i])
                return false;
        for (int i = 0; i < x->nkeys; i++)
            if ((x->lo_kind[i] == RB_VALUE
                 && !datums_eq(1, &x->lo[i], &y->lo[i]))
                || (x->hi_kind[i] == RB_VALUE
                    && !datums_eq(1, &x->hi[i], &y->hi[i])))
                return false;
        return true;
    case BOUND_LIST:
        /* both are sorted the same way by the catalog */
        return x->nvalues == y->nvalues
               && datums_eq(x->nvalues, x->values, y->values);
    case BOUND_HASH:
        return x->modulus == y->modulus && x->remainder == y->remainder;
    default: /* BOUND_DEFAULT */
        return true;
    }
}

/* p and q are partitioned alike at the top level (unsafe (6)). */
static bool
alike(const cat_table *p, const cat_table *q)
{
    int n = list_len(p->children);

    if (p->strategy != q->strategy || p->nkeys != q->nkeys
        || n != list_len(q->children) || n < 2)
        return false;
    for (int k = 0; k < p->nkeys; k++) {
        const qp_type *tp = &cat_key_column(p, k)->type;
        const qp_type *tq = &cat_key_column(q, k)->type;

        if (tp->id != tq->id || !part_key_modelled(p, k)
            || !part_key_modelled(q, k)
            || !str_eq(p->keyopclass ? p->keyopclass[k] : NULL,
                       q->keyopclass ? q->keyopclass[k] : NULL)
            || !str_eq(p->keycoll ? p->keycoll[k] : NULL,
                       q->keycoll ? q->keycoll[k] : NULL))
            return false;
    }
    for (int i = 0; i < n; i++)
        if (!bound_eq(((const cat_table *)list_nth(p->children, i))->bound,
                      ((const cat_table *)list_nth(q->children, i))->bound))
            return false;
    return true;
}

/* 'leaf' lies under 'top' (a partition of its root). */
static bool
under(const cat_table *leaf, const cat_table *top)
{
    for (; leaf; leaf = leaf->parent)
        if (leaf == top)
            return true;
    return false;
}

/* The leaves of 'all' under 'top', into '*out'. */
static bool
leaves_under(arena *a, const list *all, const cat_table *top, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(all); i++)
        if (under(list_nth(all, i), top) && !list_push(a, out, list_nth(all, i)))
            return false;
    return true;
}

/* May the pair branch of bound 'i' return rows?  (RESULT, pair form) */
static bool
branch_may(join_type t, bool lhas, bool rhas)
{
    switch (t) {
    case JOIN_LEFT: case JOIN_ANTI: return lhas;
    case JOIN_RIGHT: return rhas;
    case JOIN_FULL: return lhas || rhas;
    default: return lhas && rhas;
    }
}

static bool
pair_join_type(join_type t)
{
    switch (t) {
    case JOIN_INNER: case JOIN_LEFT: case JOIN_RIGHT: case JOIN_FULL:
    case JOIN_SEMI: case JOIN_ANTI:
        return true;
    default:
        return false; /* unsafe (1), (2) */
    }
}

/* The pair form at join 'j'?  Fills '*sp'; '*oom' on OOM. */
static bool
try_pair(const plan *j, rw_ctx *ctx, split *sp, bool *oom)
{
    const plan *l = j->left, *r = j->right;
    const cat_table *p, *q;
    list *rrtes = NULL;
    int n, live = 0;

    if (!pair_join_type(j->join.type) || !splittable_scan(l, ctx)
        || !splittable_scan(r, ctx))
        return false;
    p = l->scan.rte->table;
    q = r->scan.rte->table;
    if (!alike(p, q))
        return false;
    if (!list_push(ctx->a, &rrtes, r->scan.rte)) {
        *oom = true;
        return false;
    }
    for (int k = 0; k < p->nkeys; k++) {
        const expr *b = dp_join_key(ctx, j->join.cond, l->scan.rte,
                                    p->keycols[k], rrtes);

        if (!b || b->kind != E_COL || b->col.rte != r->scan.rte
            || b->col.col != q->keycols[k])
            return false;
    }
    if (!scan_leaves(ctx, l, &sp->kept) || !scan_leaves(ctx, r, &sp->pkept)) {
        *oom = true;
        return false;
    }
    n = list_len(p->children);
    for (int i = 0; i < n; i++) {
        list *a, *b;

        if (!leaves_under(ctx->a, sp->kept, list_nth(p->children, i), &a)
            || !leaves_under(ctx->a, sp->pkept, list_nth(q->children, i), &b)) {
            *oom = true;
            return false;
        }
        live += branch_may(j->join.type, a != NULL, b != NULL);
    }
    sp->side = 0;
    sp->scan = l;
    sp->pscan = r;
    sp->cost = 3L * live + 1;
    return live >= 2;
}

/* ---- the single form ---- */

static bool
single_side_ok(join_type t, int side)
{
    switch (t) {
    case JOIN_INNER:
        return true;
    case JOIN_LEFT: case JOIN_SEMI: case JOIN_ANTI:
        return side == 0;
    case JOIN_RIGHT:
        return side == 1;
    default:
        return false; /* unsafe (1), (2) */
    }
}

/* A lateral item in the FROM tree 'p' (unsafe (8)). */
static bool
has_lateral(const plan *p)
{
    const rte *r = NULL;

    if (!p)
        return false;
    switch (p->kind) {
    case PLAN_SUBQUERY_SCAN: r = p->subq.rte; break;
    case PLAN_CTE_SCAN: r = p->ctescan.rte; break;
    case PLAN_VALUES: r = p->values.rte; break;
    case PLAN_FUNCTION_SCAN: r = p->funcscan.rte; break;
    default: break;
    }
    if (r && r->lateral)
        return true;
    if (has_lateral(p->left) || has_lateral(p->right))
        return true;
    for (int i = 0; i < list_len(p->children); i++)
        if (has_lateral(list_nth(p->children, i)))
            return true;
    return false;
}

/* Plan nodes of 'p' (not those of its subplans). */
static long
n_nodes(const plan *p)
{
    long n;

    if (!p)
        return 0;
    n = 1 + n_nodes(p->left) + n_nodes(p->right);
    for (int i = 0; i < list_len(p->children); i++)
        n += n_nodes(list_nth(p->children, i));
    return n;
}

/* The single form with the partitioned scan as input 'side' of 'j'? */
static bool
try_single(const plan *j, int side, rw_ctx *ctx, split *sp, bool *oom)
{
    const plan *s = side ? j->right : j->left;
    const plan *o = side ? j->left : j->right;
    const cat_table *t;

    if (!single_side_ok(j->join.type, side) || !splittable_scan(s, ctx) || !o
        || has_lateral(o))
        return false; /* unsafe (1), (2), (7), (8) */
    t = s->scan.rte->table;
    if (t->strategy == PART_HASH || !keys_usable(t))
        return false; /* unsafe (4), (5) */
    sp->ortes = NULL;
    if (!rw_output_rtes(ctx, o, &sp->ortes)) {
        *oom = true;
        return false;
    }
    if (!level_keys(ctx, j->join.cond, s, t, sp->ortes, &sp->keys)) {
        *oom = ctx->a->failed;
        return false;
    }
    if (!scan_leaves(ctx, s, &sp->kept)) {
        *oom = true;
        return false;
    }
    sp->side = side;
    sp->scan = s;
    sp->pscan = NULL;
    sp->cost = (long)list_len(sp->kept) * (n_nodes(o) + 3) + 1;
    return list_len(sp->kept) >= 2;
}

/* The rule's state in one rewrite (rw_state()). */
typedef struct pwj_state {
    long split_nodes;    /* plan nodes the splits so far have made */
} pwj_state;

/* Does split 'sp' fit in the statement's budget?  (unsafe (9); false on
   OOM, which the caller then finds in a->failed) */
static bool
affordable(rw_ctx *ctx, const split *sp)
{
    pwj_state *st = rw_state(ctx, sizeof *st);

    return st && st->split_nodes + sp->cost <= MAX_SPLIT_NODES;
}

static bool
find_split(const plan *j, rw_ctx *ctx, split *sp, bool *oom)
{
    if (j->kind != PLAN_JOIN)
        return false;
    if (try_pair(j, ctx, sp, oom) || *oom)
        return !*oom && affordable(ctx, sp);
    for (int side = 0; side < 2; side++)
        if (try_single(j, side, ctx, sp, oom) || *oom)
            return !*oom && affordable(ctx, sp);
    return false;
}

/* ---- building the branches ---- */

/* A copy of the nodes of 'p' (expressions and subplans shared): a
   genuine copy, not a change (plan_copy()), since the other side stands
   in every branch and each branch gets nodes of its own. */
static plan *
copy_tree(arena *a, const plan *p)
{
    plan *c;

    if (!p)
        return NULL;
    if (!(c = plan_copy(a, p)))
        return NULL;
    if ((p->left && !(c->left = copy_tree(a, p->left)))
        || (p->right && !(c->right = copy_tree(a, p->right))))
        return NULL;
    if (p->children) {
        c->children = NULL;
        for (int i = 0; i < list_len(p->children); i++) {
            plan *k = copy_tree(a, list_nth(p->children, i));

            if (!k || !list_push(a, &c->children, k))
                return NULL;
        }
    }
    return c;
}

static expr *
cmp(arena *a, op_kind op, expr *b, const datum *v)
{
    expr *k = expr_make_const(a, *v, -1);

    return k ? expr_make_op(a, op, norm_op_name(op), type_plain(T_BOOL), b, k,
                            -1)
             : NULL;
}

/* b [NOT] IN (the non-NULL values of 'bd'...), or NULL when there are
   none ('*none' set). */
static expr *
in_list(arena *a, expr *b, const list *bounds, bool is_not, bool *none)
{
    list *items = NULL;
    expr *e;

    for (int i = 0; i < list_len(bounds); i++) {
        const cat_bound *bd = list_nth(bounds, i);

        for (int v = 0; v < bd->nvalues; v++) {
            expr *k;

            if (bd->values[v].is_null)
                continue;
            if (!(k = expr_make_const(a, bd->values[v], -1))
                || !list_push(a, &items, k))
                return NULL;
        }
    }
    *none = items == NULL;
    if (*none)
        return NULL;
    if (!(e = expr_new(a, E_IN, type_plain(T_BOOL), -1)))
        return NULL;
    e->in.arg = b;
    e->in.items = items;
    e->in.is_not = is_not;
    return e;
}

/* Does every column after the first of a range side have kind 'k'? */
static bool
rest_is(const cat_rbkind *kinds, int n, cat_rbkind k)
{
    for (int i = 1; i < n; i++)
        if (kinds[i] != k)
            return false;
    return true;
}

/* Append to '*preds' what bound 'n' of level 'x' says of the b's 'keys'
   (RESULT).  'origin' labels the predicates.  False on OOM. */
static bool
bound_preds(arena *a, const cat_table *x, const cat_table *n,
            const list *keys, const pred_origin *origin, list **preds)
{
    const cat_bound *bd = n->bound;
    expr *b = list_nth(keys, 0), *e[2] = { NULL, NULL };
    bool none = false;

    switch (bd->kind) {
    case BOUND_LIST: {
        list one = { 1, 1, (void **)&bd };

        e[0] = in_list(a, b, &one, false, &none);
        if (none)
            e[0] = norm_bool_const(a, false, -1);
        break;
    }
    case BOUND_RANGE:
        if (bd->lo_kind[0] == RB_VALUE)
            e[0] = cmp(a, bd->nkeys > 1 && rest_is(bd->lo_kind, bd->nkeys,
                                                   RB_MAXVALUE)
                              ? OP_GT : OP_GE, b, &bd->lo[0]);
        if (bd->hi_kind[0] == RB_VALUE)
            e[1] = cmp(a, bd->nkeys == 1 || rest_is(bd->hi_kind, bd->nkeys,
                                                    RB_MINVALUE)
                              ? OP_LT : OP_LE, b, &bd->hi[0]);
        if (a->failed)
            return false;
        break;
    case BOUND_DEFAULT:
        if (x->strategy == PART_LIST) {
            list *sib = NULL;

            for (int i = 0; i < list_len(x->children); i++) {
                const cat_table *c = list_nth(x->children, i);

                if (c != n && !list_push(a, &sib, c->bound))
                    return false;
            }
            e[0] = in_list(a, b, sib, true, &none);
        }
        break;
    default: /* BOUND_HASH: unsafe (5) */
        break;
    }
    if (a->failed)
        return false;
    for (int i = 0; i < 2; i++) {
        pred *pr;

        if (!e[i])
            continue;
        if (!(pr = pred_make(a, e[i], true, origin))
            || !list_push(a, preds, pr))
            return false;
    }
    return true;
}

/* The bound filter of 'leaf' on the other input (single form), into
   '*preds'. */
static bool
leaf_preds(rw_ctx *ctx, const plan *j, const split *sp, const cat_table *leaf,
           list **preds)
{
    arena *a = ctx->a;
    pred_origin *origin = pred_origin_make(a, NULL, 0, false, NULL, NULL);

    *preds = NULL;
    if (!origin)
        return false;
    origin->kind = ORIGIN_BOUND;
    origin->name = leaf->name;
    for (const cat_table *n = leaf; n->parent; n = n->parent) {
        const cat_table *x = n->parent;
        list *keys;

        if (x == sp->scan->scan.rte->table)
            keys = sp->keys;
        else if (!keys_usable(x) || x->strategy == PART_HASH
                 || !level_keys(ctx, j->join.cond, sp->scan, x, sp->ortes,
                                &keys)) {
            if (a->failed)
                return false;
            continue; /* this level says nothing of R */
        }
        if (!bound_preds(a, x, n, keys, origin, preds))
            return false;
    }
    return true;
}

/* Scan 's' reading 'leaves', or Empty when there are none. */
static plan *
scan_of(rw_ctx *ctx, const plan *s, list *leaves)
{
    plan t;

    if (!leaves)
        return rw_make_empty(ctx, s, "no partition under this bound");
    plan_edit(&t, s);
    t.scan.parts = leaves;
    t.scan.runtime_filters = NULL;
    return plan_edited(ctx->a, s, &t);
}

/* Join 'j' with inputs 'l' and 'r'. */
static plan *
branch(rw_ctx *ctx, const plan *j, plan *l, plan *r)
{
    plan t;

    if (!l || !r)
        return NULL;
    plan_edit(&t, j);
    t.left = l;
    t.right = r;
    t.join.runtime_filters = NULL;
    return plan_edited(ctx->a, j, &t);
}

static bool
single_branches(rw_ctx *ctx, const plan *j, const split *sp, list **out)
{
    const plan *o = sp->side ? j->left : j->right;

    for (int i = 0; i < list_len(sp->kept); i++) {
        cat_table *leaf = list_nth(sp->kept, i);
        list *preds, *one = NULL;
        plan *s, *f, *b;

        if (!leaf_preds(ctx, j, sp, leaf, &preds)
            || !list_push(ctx->a, &one, leaf)
            || !(s = scan_of(ctx, sp->scan, one))
            || !(f = copy_tree(ctx->a, o)))
            return false;
        if (preds) {
            plan *flt = plan_new(ctx->a, PLAN_FILTER, o->loc);

            if (!flt)
                return false;
            flt->left = f;
            flt->filter.filters = preds;
            f = flt;
        }
        b = sp->side ? branch(ctx, j, f, s) : branch(ctx, j, s, f);
        if (!b || !list_push(ctx->a, out, b))
            return false;
    }
    return true;
}

static bool
pair_branches(rw_ctx *ctx, const plan *j, const split *sp, list **out)
{
    const cat_table *p = sp->scan->scan.rte->table;
    const cat_table *q = sp->pscan->scan.rte->table;

    for (int i = 0; i < list_len(p->children); i++) {
        list *a, *b;
        plan *br;

        if (!leaves_under(ctx->a, sp->kept, list_nth(p->children, i), &a)
            || !leaves_under(ctx->a, sp->pkept, list_nth(q->children, i), &b))
            return false;
        if (!branch_may(j->join.type, a != NULL, b != NULL))
            continue;
        br = branch(ctx, j, scan_of(ctx, sp->scan, a),
                    scan_of(ctx, sp->pscan, b));
        if (!br || !list_push(ctx->a, out, br))
            return false;
    }
    return true;
}

/* Some branch of Append 'p' is an Append (a branch split again). */
static bool
has_nested(const plan *p)
{
    for (int i = 0; i < list_len(p->children); i++)
        if (((const plan *)list_nth(p->children, i))->kind == PLAN_APPEND)
            return true;
    return false;
}

/* Append 'p' with the branches of its Append branches in their place. */
static plan *
flatten(plan *p, rw_ctx *ctx)
{
    list *kids = NULL;
    plan t;

    for (int i = 0; i < list_len(p->children); i++) {
        const plan *k = list_nth(p->children, i);

        if (k->kind != PLAN_APPEND) {
            if (!list_push(ctx->a, &kids, (void *)k))
                return NULL;
            continue;
        }
        for (int j = 0; j < list_len(k->children); j++)
            if (!list_push(ctx->a, &kids, list_nth(k->children, j)))
                return NULL;
    }
    plan_edit(&t, p);
    t.children = kids;
    rw_trace(ctx, "Append of Appends flattened: %d branches", list_len(kids));
    return plan_edited(ctx->a, p, &t);
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    split sp;
    bool oom = false;

    if (p->kind == PLAN_APPEND)
        return has_nested(p) ? RW_MATCH : RW_NOMATCH;
    return find_split(p, ctx, &sp, &oom) ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    split sp;
    bool oom = false;
    list *kids = NULL;
    plan *app;

    if (p->kind == PLAN_APPEND)
        return has_nested(p) ? flatten(p, ctx) : p;
    if (!find_split(p, ctx, &sp, &oom))
        return oom ? NULL : p;
    if (!(sp.pscan ? pair_branches(ctx, p, &sp, &kids)
                   : single_branches(ctx, p, &sp, &kids))
        || !(app = plan_new(ctx->a, PLAN_APPEND, p->loc)))
        return NULL;
    app->children = kids;
    ((pwj_state *)rw_state(ctx, sizeof(pwj_state)))->split_nodes += sp.cost;
    rw_trace(ctx, "%s join on the partition key of %s: %d branches%s",
             join_type_name(p->join.type), sp.scan->scan.rte->alias,
             list_len(kids), sp.pscan ? " (partitioned alike)" : "");
    return app;
}

const rw_rule rule_partitionwise_join = {
    .name = "partitionwise_join",
    .doc = "split a join on a partition key into one join per partition",
    .default_on = false,
    .match = match,
    .apply = apply,
    .local = false,
};
