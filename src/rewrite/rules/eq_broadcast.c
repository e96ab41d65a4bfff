/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/eq_broadcast.c — equivalence classes: broadcast each
 * class's value domain to every member, keep a spanning set of equalities
 *
 * PATTERN  a region R (engine.h: Filters, inner joins, the preserved input
 *          of left/semi/anti/single joins, down to the leaves) whose
 *          conjuncts hold x = y (columns) or atoms on columns
 *          (x op k, x [NOT] IN (k...), x IS [NOT] NULL, ANDs and ORs of
 *          those on one x: src/rewrite/atoms.h)
 * RESULT   for every class {x1..xn} (union-find over x = y) with domain D
 *          (the intersection of its atoms, in the class's common type):
 *            - each member's leaf filters "xi in D" as the smallest
 *              predicate, marked derived unless the user wrote exactly it;
 *            - the equalities become a spanning set: n-1 of them, each at
 *              the lowest join (or leaf) that has both sides, preferring
 *              the ones written; redundant ones are dropped;
 *            - members of an equality are NOT NULL (x = y is never TRUE for
 *              a NULL): "xi IS NOT NULL" when D says nothing more;
 *            - a predicate on one member that is not a domain atom
 *              (lower(x) = 'b', x LIKE 'ab%', f(x) > 3) is copied to the
 *              other members whose values are identical, not just equal;
 *              so is a comparison with a subquery's value (x >= (SELECT
 *              min(d) FROM t WHERE ...), x BETWEEN (SELECT ...) AND
 *              (SELECT ...)), by which PostgreSQL prunes a partitioned
 *              member's scan when it starts (it derives no range through
 *              a join itself);
 *          and when some class's D is empty, R becomes Empty.
 * UNSAFE   (1) conjuncts of non-inner joins' ON clauses and of the nullable
 *              side are not facts of R's rows: they are not collected (the
 *              region stops there);
 *          (2) a volatile atom, or one holding a subquery, is not a fact
 *              to reuse: it stays as it is (no domain; but see (6));
 *          (3) x = y joins a class only when x and y have a common type
 *              (integers with numerics, dates with timestamps, a string
 *              type with itself, text with varchar (texteq), floats with
 *              floats); a comparison PostgreSQL does across other types
 *              (bpchar = text, int = float8, which rounds in float8,
 *              timestamptz = date, which depends on the time zone) stays
 *              a plain conjunct;
 *          (4) copying a non-domain predicate needs identity, not
 *              equality: same type, for numeric the same declared scale,
 *              never floats (0 = -0), never columns of other types
 *              (int 1 = bigint 1 but their text differs);
 *          (5) a member whose rte is not a leaf of R (an outer column, the
 *              nullable side) gets nothing placed;
 *          (6) a predicate holding a subquery is copied (as in (4)) only
 *              when it is "x op v", op one of = < <= > >=, and v the same
 *              value wherever it is read (atom_runtime_col, atoms.h): no
 *              column of the statement, nothing volatile, only
 *              uncorrelated scalar subqueries without LIMIT, window, row
 *              lock, WITH query, sample or aggregate that depends on the
 *              order of its rows; and not to a string column, whose
 *              order is its collation's.  The copy runs the subquery once more,
 *              in the same snapshot: the same value, or the same error;
 *              PostgreSQL's own classes do the same with "x = (SELECT
 *              ...)" (the initplan's value compared at every member's
 *              scan), and when each copy runs is PostgreSQL's choice
 *              either way (tests/oracle/repro/runtime-range-copy.sql).
 * NULLS    every atom and every equality collected rejects NULL in its
 *          column except IS NULL, whose domain keeps NULL; intersection
 *          keeps NULL only when every atom does, so a derived predicate
 *          never removes a row the conjuncts keep.  "x op v" is unknown
 *          when v is NULL (an empty subquery): no row passes the original
 *          either.
 * ORDER    after filter_pushdown, so atoms sit on the leaves they read.
 * TESTS    tests/regress/sql/eq_broadcast.sql,
 *          tests/regress/sql/sql_bounds.sql,
 *          tests/oracle/repro/runtime-range-copy.sql,
 *          tests/oracle/sql_bounds_oracle.sh
 */
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "base/error.h"
#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/engine.h"
#include "rewrite/region.h"

typedef enum conj_kind { CJ_OTHER, CJ_EQ, CJ_ATOM } conj_kind;

typedef struct member {
    rte *r;
    int col;
    int parent;          /* union-find */
    int leaf;            /* index of its leaf in the region, -1 if none */
    int first_conj;      /* first conjunct naming it, for ordering */
    list *conjs;         /* of conj *: the equalities and atoms naming it */
} member;

typedef struct conj {
    pred *p;
    int hidx;            /* index in region.n of the node it sits on */
    conj_kind kind;
    int m1, m2;          /* members: EQ both, ATOM m1 */
    domain *d;           /* ATOM: its domain in the member's own type */
    int cls;             /* class root, after union-find */
} conj;

/*
 * The rule's state in one rewrite (rw_state()): each atom's domain, made
 * once and kept so that big IN lists are not sorted again on every pass.
 * Keyed by the atom's expression, of which the domain is a function (with
 * the class type): copies of a predicate share it, so they share the
 * entry.  Open addressing over expression pointers, in the statement's
 * arena (domains outlive one apply(); ctx->scratch does not).
 */
typedef struct dom_memo {
    const expr *e;       /* NULL: free slot */
    domain *d;           /* its domain, in d->type */
} dom_memo;

typedef struct eqb_state {
    dom_memo *slot;
    size_t cap;          /* a power of two, or 0 */
    size_t n;            /* used slots */
} eqb_state;

static size_t
memo_index(const expr *e, size_t cap)
{
    uint64_t h = (uint64_t)(uintptr_t)e * 0x9E3779B97F4A7C15ull;

    return (size_t)(h >> 32) & (cap - 1);
}

/* The slot for 'e' (its entry, or the free slot it would take), or NULL
   on OOM when the table had to grow. */
static dom_memo *
memo_slot(arena *a, eqb_state *st, const expr *e)
{
    size_t i;

    if (2 * (st->n + 1) > st->cap) {
        size_t cap = st->cap ? 2 * st->cap : 16;
        dom_memo *ns = ARENA_NEWN(a, dom_memo, cap);

        if (!ns)
            return NULL;
        for (size_t j = 0; j < st->cap; j++) {
            if (!st->slot[j].e)
                continue;
            for (i = memo_index(st->slot[j].e, cap); ns[i].e;
                 i = (i + 1) & (cap - 1))
                ;
            ns[i] = st->slot[j];
        }
        st->slot = ns;
        st->cap = cap;
    }
    for (i = memo_index(e, st->cap); st->slot[i].e && st->slot[i].e != e;
         i = (i + 1) & (st->cap - 1))
        ;
    return &st->slot[i];
}

/* The domain of atom 'e' in type 't', from the memo or made (and kept):
   NULL when it is not exact in 't', or on OOM (a->failed). */
static domain *
memo_domain(arena *a, eqb_state *st, expr *e, qp_type t)
{
    dom_memo *m;
    domain *d;

    if (!(m = memo_slot(a, st, e)))
        return NULL; /* OOM */
    if (m->e && m->d->type.id == t.id)
        return m->d;
    if (!(d = atom_domain(a, e, t)))
        return NULL;
    if (!m->e)
        st->n++;
    m->e = e;
    m->d = d;
    return d;
}

/* A node of the region, with its place in it. */
typedef struct rnode {
    plan *p;
    int parent;          /* index in region.n, -1 for the root */
    int first, end;      /* its leaves: [first, end) in leaf order */
    int leaf;            /* leaf number when it is a leaf, else -1 */
    int kid[2];          /* region children (left, right), -1 if none */
    list *out;           /* predicates it holds after the rewrite */
    expr_set seen;       /* the expressions in 'out' */
} rnode;

typedef struct region {
    rw_ctx *ctx;
    arena *s;            /* rw_work_arena(): the bookkeeping below, dead
                            once apply() returns; nothing of the plan, the
                            predicates, their domains or texts is in it */
    list *conjs;         /* of conj * */
    member *m;           /* members */
    int nm, capm;
    int nrte;            /* rte ids are 1..nrte */
    int **mindex;        /* [rte id][col] -> member index + 1 (lazily) */
    int *leaf_of;        /* [rte id] -> node index + 1 of its leaf */
    int *atom_head;      /* [class root] first atom conjunct's index + 1,
                            0 for none (link_atoms) */
    int *atom_next;      /* [conjunct index] the class's next atom + 1 */
    rnode *n;            /* region nodes, preorder; n[0] is the root */
    int nn, capn;
    int nleaves;
} region;

/* ---- collecting the region ---- */

static int
add_node(region *g, plan *p, int parent)
{
    if (g->nn == g->capn) {
        int cap = g->capn ? g->capn * 2 : 32;
        rnode *n = ARENA_NEWN(g->s, rnode, cap);

        if (!n)
            return -1;
        if (g->nn)
            memcpy(n, g->n, sizeof(rnode) * (size_t)g->nn);
        g->n = n;
        g->capn = cap;
    }
    memset(&g->n[g->nn], 0, sizeof(rnode));
    g->n[g->nn].p = p;
    g->n[g->nn].parent = parent;
    g->n[g->nn].leaf = -1;
    g->n[g->nn].kid[0] = g->n[g->nn].kid[1] = -1;
    return g->nn++;
}

static bool
add_leaf(region *g, int idx, rte *r)
{
    g->n[idx].leaf = g->nleaves++;
    if (r && r->id > 0 && r->id <= g->nrte)
        g->leaf_of[r->id] = idx + 1;
    return true;
}

static bool
add_conjs(region *g, int home, list *preds)
{
    for (int i = 0; i < list_len(preds); i++) {
        conj *c = ARENA_NEW(g->s, conj);

        if (!c)
            return false;
        c->p = list_nth(preds, i);
        c->hidx = home;
        c->m1 = c->m2 = -1;
        if (!list_push(g->s, &g->conjs, c))
            return false;
    }
    return true;
}

static bool collect(region *g, plan *p, int parent);

/* The number of nodes collect() makes for the region under 'p', so that
   the node array is made once, at its size (doubling it left 2.4 MiB
   behind in a 10,000-table chain). */
static int
count_nodes(const plan *p)
{
    switch (p->kind) {
    case PLAN_FILTER:
        return p->filter.having || !p->left ? 1 : 1 + count_nodes(p->left);
    case PLAN_JOIN:
        /* the inputs collect() enters: those the region extends into */
        return 1
               + (rw_extends_region(p, 0) ? count_nodes(p->left) : 0)
               + (rw_extends_region(p, 1) ? count_nodes(p->right) : 0);
    default:
        return 1;
    }
}

/* Collect child 'slot' of node 'i'. */
static bool
collect_kid(region *g, int i, int slot, plan *child)
{
    g->n[i].kid[slot] = g->nn;
    return collect(g, child, i);
}

static bool
collect(region *g, plan *p, int parent)
{
    int i = add_node(g, p, parent);
    bool ok = true;

    if (i < 0)
        return false;
    g->n[i].first = g->nleaves;
    switch (p->kind) {
    case PLAN_FILTER:
        if (p->filter.having || !p->left)
            ok = add_leaf(g, i, NULL);
        else
            ok = add_conjs(g, i, p->filter.filters) && collect_kid(g, i, 0, p->left);
        break;
    case PLAN_JOIN: {
        /* inner and cross joins: the ON conjuncts and both inputs; outer,
           semi, anti and SINGLE joins: the intact input only, their ON
           conjuncts do not hold for the output (unsafe (1)); a full
           join: a leaf (plan.h join_props) */
        bool in_l = rw_extends_region(p, 0), in_r = rw_extends_region(p, 1);

        if (!in_l && !in_r)
            ok = add_leaf(g, i, NULL);
        else
            ok = (!join_cond_holds(p->join.type)
                  || add_conjs(g, i, p->join.cond))
                 && (!in_l || collect_kid(g, i, 0, p->left))
                 && (!in_r || collect_kid(g, i, 1, p->right));
        break;
    }
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        ok = add_conjs(g, i, p->scan.filters) && add_leaf(g, i, p->scan.rte);
        break;
    case PLAN_SUBQUERY_SCAN:
        ok = add_conjs(g, i, p->subq.filters) && add_leaf(g, i, p->subq.rte);
        break;
    case PLAN_CTE_SCAN:
        ok = add_conjs(g, i, p->ctescan.filters)
             && add_leaf(g, i, p->ctescan.rte);
        break;
    case PLAN_FUNCTION_SCAN:
        ok = add_conjs(g, i, p->funcscan.filters)
             && add_leaf(g, i, p->funcscan.rte);
        break;
    default:
        ok = add_leaf(g, i, NULL);
        break;
    }
    g->n[i].end = g->nleaves;
    return ok;
}

/* ---- members and union-find ---- */

/* Index in region.n of the leaf that outputs 'r', or -1. */
static int
leaf_index(region *g, const rte *r)
{
    return r->id > 0 && r->id <= g->nrte ? g->leaf_of[r->id] - 1 : -1;
}

/* Member index of column 'e' (an E_COL of a region leaf), adding it. */
static int
member_of(region *g, const expr *e, int conj_no)
{
    const rte *r = e->col.rte;
    int idx;

    if (r->id <= 0 || r->id > g->nrte || e->col.col < 0 || e->col.col >= r->ncols)
        return -1;
    if (!g->mindex[r->id]
        && !(g->mindex[r->id] = ARENA_NEWN(g->s, int, r->ncols ? r->ncols : 1)))
        return -1;
    idx = g->mindex[r->id][e->col.col] - 1;
    if (idx >= 0)
        return idx;
    if (g->nm == g->capm) {
        int cap = g->capm ? g->capm * 2 : 16;
        member *m = ARENA_NEWN(g->s, member, cap);

        if (!m)
            return -1;
        if (g->nm)
            memcpy(m, g->m, sizeof(member) * (size_t)g->nm);
        g->m = m;
        g->capm = cap;
    }
    idx = g->nm++;
    g->m[idx].r = e->col.rte;
    g->m[idx].col = e->col.col;
    g->m[idx].parent = idx;
    g->m[idx].leaf = leaf_index(g, e->col.rte);
    g->m[idx].first_conj = conj_no;
    g->m[idx].conjs = NULL;
    g->mindex[r->id][e->col.col] = idx + 1;
    return idx;
}

static int
find(region *g, int i)
{
    while (g->m[i].parent != i) {
        g->m[i].parent = g->m[g->m[i].parent].parent;
        i = g->m[i].parent;
    }
    return i;
}

static void
unite(region *g, int x, int y)
{
    x = find(g, x);
    y = find(g, y);
    if (x == y)
        return;
    /* the root is the member seen first, for a deterministic order */
    if (x < y)
        g->m[y].parent = x;
    else
        g->m[x].parent = y;
}

static qp_type
mtype(const region *g, int i)
{
    return g->m[i].r->coltypes[g->m[i].col];
}

static bool
is_region_col(region *g, const expr *e)
{
    return e && e->kind == E_COL && !expr_is_syscol(e)
           && leaf_index(g, e->col.rte) >= 0;
}

/* ---- classification ---- */

static bool
classify(region *g)
{
    for (int i = 0; i < list_len(g->conjs); i++) {
        conj *c = list_nth(g->conjs, i);
        const expr *e = c->p->e, *col;

        if (pred_is_volatile(c->p) || pred_has_sublink(c->p))
            continue; /* unsafe (2) */
        if (e->kind == E_OP && e->op.op == OP_EQ && is_region_col(g, e->op.l)
            && is_region_col(g, e->op.r)
            && class_types_ok(e->op.l->type, e->op.r->type)) {
            c->kind = CJ_EQ;
            c->m1 = member_of(g, e->op.l, i);
            c->m2 = member_of(g, e->op.r, i);
            if (c->m1 < 0 || c->m2 < 0
                || !list_push(g->s, &g->m[c->m1].conjs, c)
                || (c->m2 != c->m1 && !list_push(g->s, &g->m[c->m2].conjs, c)))
                return false;
            unite(g, c->m1, c->m2);
            continue;
        }
        col = atom_col(e);
        if (col && is_region_col(g, col)) {
            c->kind = CJ_ATOM;
            c->m1 = member_of(g, col, i);
            if (c->m1 < 0 || !list_push(g->s, &g->m[c->m1].conjs, c))
                return false;
        }
    }
    return true;
}

/* ---- classes ---- */

typedef struct eclass {
    int root;
    int *mem;            /* members, by leaf order then first appearance */
    int n;
    qp_type type;        /* common type of members and constants */
    domain *d;           /* intersection of atoms (and NOT NULL for eqs) */
    bool has_eq;
    const origin_class *cls;   /* class_of(), once made */
    const pred_origin *atoms;  /* origin_of() for members without atoms,
                                  once made */
} eclass;

typedef struct order_key {
    int leaf;            /* leaf order */
    int col;             /* then column number */
    int member;          /* then first appearance */
} order_key;

static int
cmp_order_key(const void *x, const void *y)
{
    const order_key *a = x, *b = y;

    if (a->leaf != b->leaf)
        return a->leaf < b->leaf ? -1 : 1;
    if (a->col != b->col)
        return a->col < b->col ? -1 : 1;
    return (a->member > b->member) - (a->member < b->member);
}

/*
 * Sort a class's members by leaf order, and members of one leaf by column
 * number (O(n log n)).  NB: not by first appearance within a leaf: the
 * spanning set is a chain in this order, and the order of the conjuncts
 * changes when the chain is placed, so an order that followed them would
 * give another chain every pass and never converge (t.a = t.k AND
 * t.a = u.x gives t.k = u.x, which gives t.a = u.x ...).
 */
static bool
sort_members(region *g, int *v, int n)
{
    order_key *k;

    if (n < 2)
        return true;
    if (!(k = ARENA_NEWN(g->s, order_key, n)))
        return false;
    for (int i = 0; i < n; i++) {
        k[i].leaf = g->n[g->m[v[i]].leaf].leaf;
        k[i].col = g->m[v[i]].col;
        k[i].member = v[i];
    }
    qsort(k, (size_t)n, sizeof *k, cmp_order_key);
    for (int i = 0; i < n; i++)
        v[i] = k[i].member;
    return true;
}

/* The class as an origin names it, printed "{t1.a, t2.a}" (its first
   CLASS_TEXT_MAX members' columns, then a count): made once per class in
   the statement's arena and shared by every origin that names it.  NULL
   on OOM. */
#define CLASS_TEXT_MAX 8

static const origin_class *
class_of(rw_ctx *ctx, const region *g, eclass *k)
{
    int n = k->n < CLASS_TEXT_MAX ? k->n : CLASS_TEXT_MAX;
    origin_class *c;
    const expr **cols;

    if (k->cls)
        return k->cls;
    c = ARENA_NEW(ctx->a, origin_class);
    cols = ARENA_NEWN(ctx->a, const expr *, n ? n : 1);
    if (!c || !cols)
        return NULL;
    for (int i = 0; i < n; i++)
        if (!(cols[i] = expr_make_col(ctx->a, g->m[k->mem[i]].r,
                                      g->m[k->mem[i]].col, -1)))
            return NULL;
    c->n = k->n;
    c->n_cols = n;
    c->cols = cols;
    k->cls = c;
    return c;
}

/* Add 'p' to node 'ni''s output unless an equal predicate is there;
   '*added' (unless NULL) says whether it was added. */
static bool
emit_new(region *g, int ni, pred *p, bool *added_out)
{
    rnode *n = &g->n[ni];
    bool added;

    if (!expr_set_add_hashed(g->s, &n->seen, p->e, pred_hash(p), &added))
        return false;
    if (added_out)
        *added_out = added;
    if (added)
        return list_push(g->ctx->a, &n->out, p);
    /* the same condition twice: the user's own copy wins over a derived
       one, which --format=sql may leave out */
    for (int i = 0; !p->derived && i < list_len(n->out); i++) {
        pred *q = list_nth(n->out, i);

        if (q->derived && expr_equal(q->e, p->e))
            n->out->items[i] = p;
    }
    return true;
}

static bool
emit(region *g, int ni, pred *p)
{
    return emit_new(g, ni, p, NULL);
}

/* The lowest region node whose leaves include leaf nodes x and y. */
static int
lca(region *g, int x, int y)
{
    int lx = x >= 0 ? g->n[x].leaf : -1, ly = g->n[y].leaf;

    /* climb from both at once: the leaf joined higher up (a star's
       dimension) is nearer the answer than the deep one */
    while (x >= 0 && !(g->n[x].first <= ly && ly < g->n[x].end)) {
        if (g->n[y].first <= lx && lx < g->n[y].end)
            return y;
        x = g->n[x].parent;
        if (g->n[y].parent >= 0)
            y = g->n[y].parent;
    }
    return x;
}

/* The conjunct x = y (either order) if the region has it, else NULL. */
static conj *
find_eq(region *g, int x, int y)
{
    const list *l = g->m[x].conjs;

    for (int i = 0; i < list_len(l); i++) {
        conj *c = list_nth(l, i);

        if (c->kind == CJ_EQ
            && ((c->m1 == x && c->m2 == y) || (c->m1 == y && c->m2 == x)))
            return c;
    }
    return NULL;
}

/* unsafe (4): values of x and y are identical whenever they are equal. */
static bool
identical_types(qp_type x, qp_type y)
{
    return atom_types_identical(x, y);
}

typedef struct subst {
    rte *from_r;
    int from_col;
    expr *to;
    int ncols;           /* distinct columns seen */
    rte *seen_r;
    int seen_col;
} subst;

static expr *
subst_col(const expr *col, void *arg)
{
    subst *s = arg;

    if (col->col.rte == s->from_r && col->col.col == s->from_col)
        return s->to;
    return (expr *)col;
}

static void
count_cols(const expr *col, void *arg)
{
    subst *s = arg;

    if (s->ncols == 0 || col->col.rte != s->seen_r || col->col.col != s->seen_col) {
        if (s->ncols == 0) {
            s->seen_r = col->col.rte;
            s->seen_col = col->col.col;
        }
        if (s->ncols == 0 || col->col.rte != s->seen_r
            || col->col.col != s->seen_col)
            s->ncols++;
    }
}

/* What the Empty node's reason names when atom 'c' (conjunct 'at') made
   its class's domain empty: an earlier atom of the class that 'c'
   contradicts on its own AND 'c' (o.status = 'paid' AND o.status =
   'cancelled'), else every atom of the class up to 'c' ANDed, or 'c'
   alone when it is the first (the class's equalities exclude NULL).
   NULL on OOM. */
static const expr *
conflict(region *g, const conj *c, int at)
{
    arena *a = g->ctx->a;
    expr *and;
    list *args = NULL;

    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < at; i++) {
            const conj *o = list_nth(g->conjs, i);
            domain *d;

            if (o->kind != CJ_ATOM || o->cls != c->cls || !o->d)
                continue;
            if (pass == 0) {
                if (!(d = dom_intersect(g->s, o->d, c->d)))
                    return NULL;
                if (!dom_is_empty(d))
                    continue;
            }
            if (!list_push(a, &args, o->p->e))
                return NULL;
            if (pass == 0)
                break;
        }
        if (args)
            break;
    }
    if (!args)
        return c->p->e;
    if (!list_push(a, &args, c->p->e)
        || !(and = expr_new(a, E_BOOL, type_plain(T_BOOL), -1)))
        return NULL;
    and->b.op = B_AND;
    and->b.args = args;
    return and;
}

/* Build the classes; false on OOM.  '*empty' when a domain is empty, and
   '*why' is then the atom that made it so. */
static bool
build_classes(region *g, eclass **out, int *nout, bool *empty,
              const expr **why)
{
    arena *a = g->ctx->a;
    eqb_state *st = rw_state(g->ctx, sizeof *st);
    int *root_to_class = ARENA_NEWN(g->s, int, g->nm ? g->nm : 1);
    eclass *k = ARENA_NEWN(g->s, eclass, g->nm ? g->nm : 1);
    int nk = 0;

    if (!st || !root_to_class || !k)
        return false;
    for (int i = 0; i < g->nm; i++)
        root_to_class[i] = -1;
    int *size = ARENA_NEWN(g->s, int, g->nm ? g->nm : 1);

    if (!size)
        return false;
    for (int i = 0; i < g->nm; i++)
        size[find(g, i)]++;
    for (int i = 0; i < g->nm; i++) {
        int r = find(g, i);

        if (root_to_class[r] < 0) {
            root_to_class[r] = nk;
            k[nk].root = r;
            k[nk].mem = ARENA_NEWN(g->s, int, size[r]); /* not g->nm: stars */
            if (!k[nk].mem)
                return false;
            k[nk].type = mtype(g, i);
            nk++;
        }
        {
            eclass *c = &k[root_to_class[r]];
            qp_type t;

            c->mem[c->n++] = i;
            if (type_common(c->type, mtype(g, i), &t))
                c->type = t;
        }
    }
    /* constants widen the class type (int4 = 3000000000 is int8) */
    for (int i = 0; i < list_len(g->conjs); i++) {
        conj *c = list_nth(g->conjs, i);

        if (c->kind == CJ_EQ) {
            k[root_to_class[find(g, c->m1)]].has_eq = true;
            c->cls = root_to_class[find(g, c->m1)];
        } else if (c->kind == CJ_ATOM) {
            eclass *e = &k[root_to_class[find(g, c->m1)]];
            qp_type t = e->type;

            c->cls = root_to_class[find(g, c->m1)];
            if (!atom_type(c->p->e, &t))
                c->kind = CJ_OTHER; /* a constant of another type family */
            else
                e->type = t;
        }
    }
    for (int j = 0; j < nk; j++) {
        k[j].type = type_plain(k[j].type.id); /* domains hold plain values */
        k[j].d = k[j].has_eq ? dom_not_null(a, k[j].type) : dom_universe(a, k[j].type);
        if (!k[j].d)
            return false;
        if (!sort_members(g, k[j].mem, k[j].n))
            return false;
    }
    for (int i = 0; i < list_len(g->conjs); i++) {
        conj *c = list_nth(g->conjs, i);
        eclass *e;

        if (c->kind != CJ_ATOM)
            continue;
        e = &k[c->cls];
        /* an atom's domain is made once per rewrite (eqb_state) */
        c->d = memo_domain(a, st, c->p->e, e->type);
        if (!c->d) {
            if (a->failed)
                return false;
            c->kind = CJ_OTHER; /* not exact in the class type */
            continue;
        }
        if (!(e->d = dom_intersect(a, e->d, c->d)))
            return false;
        if (dom_is_empty(e->d) && !*empty) {
            *empty = true;
            *why = conflict(g, c, i);
            if (!*why)
                return false;
        }
    }
    *out = k;
    *nout = nk;
    return true;
}

/* The domain the user's own atoms on member 'mi' give: when it equals the
   class's, a predicate there is not derived.  An equality is not one:
   "x IS NOT NULL" that x = y implies was not written, so it is derived
   (its origin is the equality, which stays and says it).  A written
   x = x is the exception: no spanning equality keeps it, so the
   "x IS NOT NULL" that replaces it is the user's condition, not a copy
   that --format=sql may leave out (differential seed 804: the filter
   of "NOT (s.x1 <> s.x2)" over two copies of one column vanished).  It
   is only compared, so it is made in the work arena. */
static domain *
own_domain(region *g, const eclass *k, int mi)
{
    arena *a = g->s;
    domain *d = dom_universe(a, k->type);

    for (int i = 0; i < list_len(g->m[mi].conjs) && d; i++) {
        conj *c = list_nth(g->m[mi].conjs, i);

        if (c->p->derived)
            continue;
        if (c->kind == CJ_ATOM && c->m1 == mi)
            d = dom_intersect(a, d, c->d);
        else if (c->kind == CJ_EQ && c->m1 == mi && c->m2 == mi)
            d = dom_intersect(a, d, dom_not_null(a, k->type));
    }
    return d;
}

/* Whether the user's own conjuncts on member 'mi' say all of the class's
   domain (a derived atom there then stands for them).  False on OOM too:
   the caller then makes the predicate anew. */
static bool
user_says(region *g, const eclass *k, int mi)
{
    domain *own = own_domain(g, k, mi);

    return !own || dom_equal(own, k->d);
}

/* The source atoms of the class, for a derived predicate's origin: the
   same for every member that has no atom of its own, so it is made once
   per class (at most ORIGIN_MAX atoms are named). */
#define ORIGIN_MAX 4

/*
 * Chain each class's atoms, in conjunct order, once per region (after
 * build_classes, which settles the kinds and the classes): origin_of()
 * then reads a class's atoms only, not every conjunct of the region for
 * every member (O(N^2) on a star).  False on OOM.
 */
static bool
link_atoms(region *g)
{
    int nc = list_len(g->conjs);

    if (g->atom_head)
        return true;
    g->atom_head = ARENA_NEWN(g->s, int, g->nm);
    g->atom_next = ARENA_NEWN(g->s, int, nc ? nc : 1);
    if (!g->atom_head || !g->atom_next)
        return false;
    for (int i = nc - 1; i >= 0; i--) {
        conj *c = list_nth(g->conjs, i);

        if (c->kind == CJ_ATOM) {
            int r = find(g, c->m1);

            g->atom_next[i] = g->atom_head[r];
            g->atom_head[r] = i + 1;
        }
    }
    return true;
}

/* Where member 'mi''s derived domain comes from: the class's atoms on
   other members, via the class; else what another rule derived on 'mi',
   or an equality on it.  NULL on OOM. */
static const pred_origin *
origin_of(region *g, eclass *k, int mi)
{
    const pred *src[ORIGIN_MAX];
    const pred_origin *o;
    const origin_class *cls;
    int n = 0, own = 0;
    bool more = false;

    for (int i = 0; i < list_len(g->m[mi].conjs); i++) {
        conj *c = list_nth(g->m[mi].conjs, i);

        if (c->kind == CJ_ATOM && c->m1 == mi)
            own++;
    }
    if (!own && k->atoms)
        return k->atoms;
    for (int i = g->atom_head[k->root] - 1; i >= 0; i = g->atom_next[i] - 1) {
        conj *c = list_nth(g->conjs, i);

        if (c->m1 != mi) {
            if (n == ORIGIN_MAX) {
                more = true;
                break;
            }
            src[n++] = c->p;
        }
    }
    if (n == 0) {
        /* what another rule derived on this member */
        for (int i = 0; i < list_len(g->m[mi].conjs); i++) {
            conj *c = list_nth(g->m[mi].conjs, i);

            if (c->kind == CJ_ATOM && c->m1 == mi && c->p->derived && c->p->origin)
                return c->p->origin;
        }
        for (int i = 0; i < list_len(g->m[mi].conjs); i++) {
            conj *c = list_nth(g->m[mi].conjs, i);

            if (c->kind == CJ_EQ && (c->m1 == mi || c->m2 == mi)) {
                src[n++] = c->p;
                break;
            }
        }
        return pred_origin_make(g->ctx->a, src, n, false, NULL, NULL);
    }
    if (!(cls = class_of(g->ctx, g, k))
        || !(o = pred_origin_make(g->ctx->a, src, n, more, NULL, cls)))
        return NULL;
    if (!own)
        k->atoms = o;
    return o;
}

/* ---- rebuilding ---- */

static plan *
rebuild(region *g, int i)
{
    rnode *n = &g->n[i];
    plan *p = n->p, *l = p->left, *r = p->right;
    plan t;
    list **slot = region_preds(p);
    bool preds_changed = slot && !same_preds(*slot, n->out);

    if (n->kid[0] >= 0 && !(l = rebuild(g, n->kid[0])))
        return NULL;
    if (n->kid[1] >= 0 && !(r = rebuild(g, n->kid[1])))
        return NULL;
    if (!preds_changed && l == p->left && r == p->right)
        return p;
    if (slot && p->kind == PLAN_FILTER && !n->out)
        return l; /* nothing left to test here */
    plan_edit(&t, p);
    t.left = l;
    t.right = r;
    if (slot) {
        *region_preds(&t) = n->out;
        if (t.kind == PLAN_JOIN && t.join.type == JOIN_CROSS && n->out)
            t.join.type = JOIN_INNER;
    }
    return plan_edited(g->ctx->a, p, &t);
}

/* ---- the rule ---- */

static bool
place_domains(region *g, eclass *k)
{
    arena *a = g->ctx->a;

    if (dom_is_universe(k->d))
        return true;
    if (!link_atoms(g))
        return false;
    for (int j = 0; j < k->n; j++) {
        int mi = k->mem[j];
        expr *col, *e;
        domain *own;
        bool derived;
        list *parts = NULL;
        conj *same = NULL;

        /* the member's one atom already says exactly the class's domain:
           keep it as it is, without printing the domain again */
        for (int i = 0; i < list_len(g->m[mi].conjs); i++) {
            conj *c = list_nth(g->m[mi].conjs, i);

            if (c->kind == CJ_ATOM && c->m1 == mi) {
                if (same) {
                    same = NULL;
                    break;
                }
                same = c;
            }
        }
        if (same && same->p->e->kind != E_BOOL && dom_equal(same->d, k->d)
            && !(same->p->derived && user_says(g, k, mi))) {
            if (!emit(g, g->m[mi].leaf, same->p))
                return false;
            continue;
        }
        col = expr_make_col(a, g->m[mi].r, g->m[mi].col, -1);
        e = col ? dom_to_expr(a, k->d, col) : NULL;
        own = own_domain(g, k, mi);

        if (!e || !own)
            return false;
        /* a NOT NULL column needs no "IS NOT NULL" */
        if (g->m[mi].r->colnotnull[g->m[mi].col]) {
            domain *nn = dom_not_null(g->s, k->type);

            if (!nn)
                return false;
            if (dom_equal(k->d, nn))
                continue;
        }
        derived = !dom_equal(own, k->d);
        if (e->kind == E_BOOL && e->b.op == B_AND)
            parts = e->b.args;
        else if (!list_push(a, &parts, e))
            return false;
        for (int q = 0; q < list_len(parts); q++) {
            expr *x = list_nth(parts, q);
            pred *p = NULL;

            for (int i = 0; i < list_len(g->m[mi].conjs) && !p; i++) {
                conj *c = list_nth(g->m[mi].conjs, i);

                if (c->kind == CJ_ATOM && c->m1 == mi && expr_equal(c->p->e, x)
                    && (derived || !c->p->derived))
                    p = c->p; /* a derived copy does not stand for the
                                 user's own condition */
            }
            if (!p) {
                const pred_origin *o = derived ? origin_of(g, k, mi) : NULL;

                if ((derived && !o) || !(p = pred_make(a, x, derived, o)))
                    return false;
                if (derived) {
                    g->ctx->n_derived++;
                    if (g->ctx->trace) /* not printed for nothing */
                        rw_trace(g->ctx, "%s from %s", rw_trace_expr(g->ctx, x),
                                 rw_trace_origin(g->ctx, p->origin));
                }
            }
            if (!emit(g, g->m[mi].leaf, p))
                return false;
        }
    }
    return true;
}

static bool
place_equalities(region *g, eclass *k)
{
    arena *a = g->ctx->a;

    for (int j = 1; j < k->n; j++) {
        int x = k->mem[j - 1], y = k->mem[j];
        int lx = g->m[x].leaf, ly = g->m[y].leaf;
        int at = lx == ly ? lx : lca(g, lx, ly);
        conj *orig = find_eq(g, x, y);
        const origin_class *cls;
        pred *p;

        if (at < 0)
            continue;
        if (orig) {
            p = orig->p;
        } else {
            expr *ex = expr_make_col(a, g->m[x].r, g->m[x].col, -1);
            expr *ey = expr_make_col(a, g->m[y].r, g->m[y].col, -1);
            expr *eq = ex && ey ? expr_make_op(a, OP_EQ, "=", type_plain(T_BOOL),
                                               ex, ey, -1)
                                : NULL;

            if (!eq || !(cls = class_of(g->ctx, g, k))
                || !(p = pred_make(a, eq, true,
                                   pred_origin_make(a, NULL, 0, false, NULL,
                                                    cls)))
                || !p->origin)
                return false;
            if (g->ctx->trace)
                rw_trace(g->ctx, "%s from class %s", rw_trace_expr(g->ctx, eq),
                         rw_trace_origin(g->ctx, p->origin));
        }
        if (!emit(g, at, p))
            return false;
    }
    return true;
}

/* The trace's word on why comparison 'c', holding a subquery, is not
   copied to the other members of its column's class (unsafe (6)): said
   only where the class has other members to copy it to. */
static void
note_runtime_refusal(region *g, const eclass *classes,
                     const int *class_of_root, const conj *c,
                     const char *why)
{
    subst s;
    int mi;

    if (!g->ctx->trace)
        return;
    memset(&s, 0, sizeof s);
    expr_walk_cols(c->p->e, count_cols, &s);
    if (s.ncols != 1)
        return;
    mi = s.seen_r->id > 0 && s.seen_r->id <= g->nrte
                 && g->mindex[s.seen_r->id]
             ? g->mindex[s.seen_r->id][s.seen_col] - 1
             : -1;
    if (mi < 0 || classes[class_of_root[find(g, mi)]].n < 2)
        return;
    rw_trace_once(g->ctx, "%s not copied to the other members of its "
                  "class: %s (unsafe (6))", rw_trace_expr(g->ctx, c->p->e),
                  why);
}

/* Copy one-column predicates that are not domain atoms to the members
   with identical values (unsafe (4)), and comparisons with a subquery's
   value (unsafe (6)). */
static bool
copy_others(region *g, eclass *classes, const int *class_of_root)
{
    arena *a = g->ctx->a;
    eclass *k;

    for (int i = 0; i < list_len(g->conjs); i++) {
        conj *c = list_nth(g->conjs, i);
        subst s;
        int mi;
        const char *why = NULL;
        bool runtime = false, added;

        if (c->kind != CJ_OTHER || pred_is_volatile(c->p))
            continue;
        if (pred_has_sublink(c->p)) {
            /* unsafe (6): only a comparison with a subquery's value that
               is the same wherever it is read */
            if (!atom_runtime_col(g->s, c->p->e, &why)) {
                if (g->s->failed)
                    return false;
                if (why)
                    note_runtime_refusal(g, classes, class_of_root, c, why);
                continue;
            }
            runtime = true;
        }
        memset(&s, 0, sizeof s);
        expr_walk_cols(c->p->e, count_cols, &s);
        if (s.ncols != 1)
            continue;
        mi = s.seen_r->id > 0 && s.seen_r->id <= g->nrte && g->mindex[s.seen_r->id]
                 ? g->mindex[s.seen_r->id][s.seen_col] - 1
                 : -1;
        if (mi < 0)
            continue;
        k = &classes[class_of_root[find(g, mi)]];
        if (k->n < 2)
            continue;
        for (int j = 0; j < k->n; j++) {
            int y = k->mem[j];
            const pred_origin *o;
            expr *ne;
            pred *p;

            if (y == mi)
                continue;
            if (runtime && type_category(mtype(g, y).id) == TC_STRING) {
                if (g->ctx->trace)
                    rw_trace_once(g->ctx, "%s not copied to %s.%s: a "
                                  "string's order is its collation's "
                                  "(unsafe (6))",
                                  rw_trace_expr(g->ctx, c->p->e),
                                  g->m[y].r->alias ? g->m[y].r->alias : "?",
                                  g->m[y].r->colnames[g->m[y].col]);
                continue;
            }
            if (!identical_types(mtype(g, mi), mtype(g, y))) {
                if (runtime && g->ctx->trace)
                    rw_trace_once(g->ctx, "%s not copied to %s.%s: their "
                                  "types differ, so equal values may not "
                                  "be identical (unsafe (4))",
                                  rw_trace_expr(g->ctx, c->p->e),
                                  g->m[y].r->alias ? g->m[y].r->alias : "?",
                                  g->m[y].r->colnames[g->m[y].col]);
                continue;
            }
            s.from_r = g->m[mi].r;
            s.from_col = g->m[mi].col;
            if (!(s.to = expr_make_col(a, g->m[y].r, g->m[y].col, -1)))
                return false;
            if (!(ne = expr_map_cols(a, c->p->e, subst_col, &s)))
                return false;
            if (!(o = pred_origin_make(a, (const pred *const *)&c->p, 1,
                                       false, NULL, class_of(g->ctx, g, k)))
                || !o->cls)
                return false;
            p = pred_make(a, ne, true, o);
            if (!p || !emit_new(g, g->m[y].leaf, p, &added))
                return false;
            if (runtime && added && g->ctx->trace)
                rw_trace_once(g->ctx, "%s from %s",
                              rw_trace_expr(g->ctx, ne),
                              rw_trace_origin(g->ctx, o));
        }
    }
    return true;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    return rw_is_region_root(p, ctx) ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    region g;
    eclass *k = NULL;
    int nk = 0;
    bool empty = false;
    const expr *why = NULL;
    plan *e;

    memset(&g, 0, sizeof g);
    g.ctx = ctx;
    /* big queries only: a small one's bookkeeping is small, and a scratch
       arena's first chunks cost more than they save (TPC-DS +3.8 %) */
    g.s = rw_work_arena(ctx);
    g.nrte = list_len(ctx->q->rtes);
    g.mindex = ARENA_NEWN(g.s, int *, g.nrte + 1);
    g.leaf_of = ARENA_NEWN(g.s, int, g.nrte + 1);
    g.capn = count_nodes(p);
    g.n = ARENA_NEWN(g.s, rnode, g.capn);
    if (!g.mindex || !g.leaf_of || !g.n)
        return NULL;
    if (!collect(&g, p, -1) || !classify(&g))
        return NULL;
    if (g.nm == 0)
        return p;
    if (!build_classes(&g, &k, &nk, &empty, &why))
        return NULL;
    if (empty) {
        if (ctx->trace)
            rw_trace(ctx, "region under %s is empty: no value satisfies %s",
                     plan_kind_name(p->kind), rw_trace_expr(ctx, why));
        if ((e = rw_make_empty(ctx, p, "no value satisfies")))
            e->empty.reason_expr = why;
        return e;
    }
    /* what is not an equality or an atom stays where it is */
    for (int i = 0; i < list_len(g.conjs); i++) {
        conj *c = list_nth(g.conjs, i);

        if (c->kind == CJ_OTHER && !emit(&g, c->hidx, c->p))
            return NULL;
    }
    for (int j = 0; j < nk; j++)
        if (!place_domains(&g, &k[j]) || !place_equalities(&g, &k[j]))
            return NULL;
    {
        int *class_of_root = ARENA_NEWN(g.s, int, g.nm);

        if (!class_of_root)
            return NULL;
        for (int j = 0; j < nk; j++)
            class_of_root[k[j].root] = j;
        if (!copy_others(&g, k, class_of_root))
            return NULL;
    }
    return rebuild(&g, 0);
}

const rw_rule rule_eq_broadcast = {
    .name = "eq_broadcast",
    .doc = "equivalence classes: each member gets the class's value domain",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
