/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/partition_prune.c — a partitioned scan reads only the
 * partitions that can hold a row its filters accept
 *
 * PATTERN  Scan[t] with filters F, t partitioned (any depth)
 * RESULT   Scan[t] reading the leaves L' = {leaf l : some key tuple that
 *          F allows lands in l}, in leaf order, L' a subset of the leaves
 *          it read before; Empty when L' is empty.  The filters stay.
 *          Per key column, F gives a domain: the intersection of the
 *          atoms on it (col op k, col IN (...), col IS [NOT] NULL, an OR
 *          of those), given or derived (eq_broadcast, join_key_propagate
 *          put the domains of join keys on both scans), so a predicate on
 *          a joined dimension prunes the fact table.  Then, level by level:
 *            RANGE  a partition [lo, hi) is kept when the box of the
 *                   columns' domains meets it in the row-wise order
 *                   PostgreSQL uses (column by column, MINVALUE below and
 *                   MAXVALUE above every value); the DEFAULT partition is
 *                   kept when a key column may be NULL (PostgreSQL routes a
 *                   row with a NULL in any range key column there) or some
 *                   allowed tuple is in no bound: the first column's
 *                   domain not inside the values whose every tuple is
 *                   covered, and, when every column's domain is a short
 *                   list of values, some tuple that no bound accepts;
 *            LIST   a partition is kept when one of its values (NULL
 *                   included) is in the domain; the DEFAULT when NULL is
 *                   allowed and no partition lists it, or the domain is
 *                   not a finite set of values all listed elsewhere;
 *            HASH   when every key column's domain is a finite set of
 *                   values (NULL allowed), each combination is hashed as
 *                   PostgreSQL 15 does (src/plan/parthash.c: NULL columns
 *                   skipped) and the partitions with remainder
 *                   hash % modulus are kept; otherwise all are kept;
 *          and a kept sub-partitioned partition is pruned by its own key.
 * UNSAFE   (1) only filters on the scan itself are used: they hold for
 *              every row it returns, also on the nullable side of an
 *              outer join (an ON-clause predicate on a preserved side
 *              never reaches its scan, join_key_propagate unsafe (5));
 *          (2) a predicate that is not an atom with constants
 *              (a + 0 = 5, a = $1, a = f(), LIKE) tells nothing;
 *          (3) a key column whose comparison or hash qprop does not model
 *              counts as unconstrained: operator classes other than the
 *              type's default (part_test_int4_ops), collations other than
 *              C/POSIX/default, types other than boolean, integers,
 *              numeric, text, varchar, char(n), date and timestamp (floats
 *              with -0 and NaN, timestamptz depending on the time zone);
 *          (4) an atom whose constants have no exact common type with the
 *              key (a float constant on a numeric key) is not used; an
 *              atom in a wider type (int key, numeric constant) keeps
 *              its own domain and is only tested against bounds;
 *          (5) text keys: a domain on text is points and exclusions only
 *              (domain.h), and equality of deterministic collations is
 *              byte equality, so LIST and HASH pruning hold in any
 *              database; RANGE partitions on text are pruned only by
 *              points, compared with the bounds in byte order: qprop
 *              assumes the key's collation is C (or POSIX), as in a
 *              cluster created with --locale=C or a key declared
 *              COLLATE "C"; with another declared collation the column
 *              counts as unconstrained (3);
 *          (6) a domain that is not a short finite list cannot be hashed:
 *              every hash partition is kept;
 *          (7) pruning only removes leaves from what the scan already
 *              reads (parts), never adds one back.
 * NULLS    RANGE: a NULL in any key column goes to DEFAULT only (a range
 *          partition is never chosen for it; no MINVALUE trick); LIST: to
 *          the partition listing NULL, else DEFAULT; HASH: a NULL column is
 *          left out of the hash combination, so an all-NULL key hashes to
 *          0.  A derived col IS NOT NULL prunes the NULL-only partition
 *          but keeps a partition listing ('x', NULL) for its 'x'.
 * ORDER    after eq_broadcast and join_key_propagate have put the derived
 *          domains on the scans; before empty_propagate, which removes the
 *          joins above an Empty scan.
 * TESTS    tests/regress/sql/partition_prune.sql,
 *          tests/oracle/partition_compare.sh
 */
#include <string.h>

#include "plan/parthash.h"
#include "plan/partroute.h"
#include "rewrite/domain.h"
#include "rewrite/engine.h"
#include "rewrite/rules/rules.h"

/* Enumeration limits: values per column, key combinations per level. */
#define MAX_POINTS 256
#define MAX_COMBOS 4096

typedef struct prune {
    rw_ctx *ctx;
    const cat_table *root;
    list **cons;   /* per root column: list of domain *, one per type the
                      atoms on it were read in; NULL: nothing known */
    list *kept;    /* kept leaves, in leaf order */
} prune;

/* ---- what the filters say of a column ---- */

/* Key types whose domains this rule reads (unsafe (3)). */
static bool
key_type_ok(qp_typeid id)
{
    switch (id) {
    case T_BOOL: case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC:
    case T_TEXT: case T_VARCHAR: case T_BPCHAR: case T_DATE: case T_TIMESTAMP:
        return true;
    default:
        return false;
    }
}

/* Intersect the atoms of 'filters' on the columns of 'r' into pc->cons. */
static bool
collect(prune *pc, const list *filters, const rte *r)
{
    arena *a = pc->ctx->a;

    for (int i = 0; i < list_len(filters); i++) {
        const pred *p = list_nth(filters, i);
        const expr *col = atom_col(p->e);
        qp_type ct, t;
        domain *d;
        list *g;
        int c, j;

        if (!col || col->col.rte != r || expr_is_volatile(p->e))
            continue; /* unsafe (2) */
        c = col->col.col;
        if (c < 0 || c >= pc->root->ncols)
            continue;
        ct = t = pc->root->cols[c].type;
        if (!key_type_ok(ct.id))
            continue; /* unsafe (3) */
        if (!atom_type(p->e, &t) || !key_type_ok(t.id))
            continue; /* unsafe (4) */
        if (!(d = atom_domain(a, p->e, t))) {
            if (a->failed)
                return false;
            continue; /* unsafe (4) */
        }
        g = pc->cons[c];
        for (j = 0; j < list_len(g); j++) {
            domain *x = list_nth(g, j);

            if (x->type.id == d->type.id) {
                if (!(g->items[j] = dom_intersect(a, x, d)))
                    return false;
                break;
            }
        }
        if (j == list_len(g) && !list_push(a, &pc->cons[c], d))
            return false;
    }
    return true;
}

/* Every domain of 'ds' allows NULL (true when nothing is known). */
static bool
cc_has_null(const list *ds)
{
    for (int i = 0; i < list_len(ds); i++)
        if (!((const domain *)list_nth(ds, i))->nulls)
            return false;
    return true;
}

/* Every domain of 'ds' contains 'v' (a NULL datum: allows NULL). */
static bool
cc_contains(const list *ds, const datum *v)
{
    for (int i = 0; i < list_len(ds); i++)
        if (!dom_contains(list_nth(ds, i), v))
            return false;
    return true;
}

/* True when range 'r' is one value. */
static bool
is_point(const dom_range *r)
{
    return !r->lo.inf && !r->hi.inf && r->lo.incl && r->hi.incl
           && datum_cmp(&r->lo.v, &r->hi.v, NULL) == 0;
}

/* True when the text 'v' lies between 'lo' and 'hi' (NULL: unbounded),
   compared in byte order (unsafe (5)). */
static bool
between(const datum *v, const datum *lo, bool lo_incl, const datum *hi,
        bool hi_incl)
{
    int c;

    if (lo) {
        c = datum_cmp(v, lo, NULL);
        if (c < 0 || (c == 0 && !lo_incl))
            return false;
    }
    if (hi) {
        c = datum_cmp(v, hi, NULL);
        if (c > 0 || (c == 0 && !hi_incl))
            return false;
    }
    return true;
}

/*
 * False when no non-NULL value that every domain of 'ds' allows lies
 * between 'lo' and 'hi' (NULL: unbounded; the flags say whether an end is
 * included).  True when there may be one.  Sets a->failed on OOM.
 */
static bool
cc_any_in(arena *a, const list *ds, const datum *lo, bool lo_incl,
          const datum *hi, bool hi_incl)
{
    for (int i = 0; i < list_len(ds); i++) {
        const domain *d = list_nth(ds, i);
        domain *x, *y;

        if (!dom_type_ordered(d->type.id)) {
            bool all_points = true, found = false;

            for (int j = 0; j < d->n; j++) {
                if (!is_point(&d->r[j])) {
                    all_points = false;
                    break;
                }
                if (between(&d->r[j].lo.v, lo, lo_incl, hi, hi_incl))
                    found = true;
            }
            if (all_points && !found)
                return false;
            continue;
        }
        x = dom_not_null(a, d->type);
        if (x && lo) {
            y = dom_from_cmp(a, d->type, lo_incl ? OP_GE : OP_GT, lo);
            x = y ? dom_intersect(a, x, y) : x;
        }
        if (x && hi) {
            y = dom_from_cmp(a, d->type, hi_incl ? OP_LE : OP_LT, hi);
            x = y ? dom_intersect(a, x, y) : x;
        }
        if (x && (x = dom_intersect(a, x, d)) && dom_is_empty(x))
            return false;
    }
    return true;
}

/* Append 'v' (in the domain's type) converted exactly to 'ct' to 'out';
   a value of no exact counterpart in 'ct' is no value of the column. */
static void
add_point(arena *a, const datum *v, qp_type ct, datum *out, int *n)
{
    datum w;

    if (datum_cast(a, v, ct, -1, &w, NULL) != QPROP_OK
        || datum_cmp(&w, v, NULL) != 0)
        return;
    out[(*n)++] = w;
}

/*
 * The non-NULL values that every domain of 'ds' allows, converted to the
 * column type 'ct', when one of the domains is a finite set of at most
 * MAX_POINTS values (points, or short ranges of an integer or date type):
 * '*out' (in 'a') and '*n'.  False when none is (or on OOM).
 */
static bool
cc_points(arena *a, const list *ds, qp_type ct, datum **out, int *n)
{
    for (int i = 0; i < list_len(ds); i++) {
        const domain *d = list_nth(ds, i);
        qp_typeid id = d->type.id;
        bool disc = type_is_integer(id) || id == T_DATE || id == T_BOOL;
        int64_t count = 0;
        datum *v;
        int k = 0;

        for (int j = 0; j < d->n && count <= MAX_POINTS; j++) {
            const dom_range *r = &d->r[j];

            if (is_point(r))
                count++;
            else if (!disc || r->lo.inf || r->hi.inf)
                count = MAX_POINTS + 1;
            else if (id == T_BOOL)
                count += 2;
            else if ((uint64_t)r->hi.v.v.i - (uint64_t)r->lo.v.v.i
                     >= MAX_POINTS)
                count = MAX_POINTS + 1;
            else
                count += r->hi.v.v.i - r->lo.v.v.i + 1;
        }
        if (count > MAX_POINTS)
            continue;
        if (!(v = ARENA_NEWN(a, datum, count + 1)))
            return false;
        for (int j = 0; j < d->n; j++) {
            const dom_range *r = &d->r[j];

            if (is_point(r)) {
                add_point(a, &r->lo.v, ct, v, &k);
                continue;
            }
            if (id == T_BOOL) {
                for (int b = 0; b < 2; b++) {
                    datum x = r->lo.v;

                    x.v.b = b;
                    if (between(&x, &r->lo.v, r->lo.incl, &r->hi.v,
                                r->hi.incl))
                        add_point(a, &x, ct, v, &k);
                }
                continue;
            }
            for (int64_t s = 0; s <= r->hi.v.v.i - r->lo.v.v.i; s++) {
                datum x = r->lo.v;
                int64_t o = r->lo.v.v.i + s;

                x.v.i = o;
                if ((o != r->lo.v.v.i || r->lo.incl)
                    && (o != r->hi.v.v.i || r->hi.incl))
                    add_point(a, &x, ct, v, &k);
            }
        }
        /* keep the values the other domains allow too */
        *n = 0;
        for (int j = 0; j < k; j++)
            if (cc_contains(ds, &v[j]))
                v[(*n)++] = v[j];
        *out = v;
        return !a->failed;
    }
    return false;
}

/* ---- one level ---- */

/* Per key column of 'x': the domains of its root column (NULL when the
   key is not modelled, unsafe (3)), and whether it may be non-NULL. */
typedef struct level {
    const cat_table *x;
    int nk;
    const list **ds;
    qp_type *ct;         /* key column types */
    bool *nonnull;       /* some non-NULL value is allowed */
    bool all_modelled;
} level;

static bool
level_init(prune *pc, const cat_table *x, level *lv)
{
    arena *a = pc->ctx->a;

    lv->x = x;
    lv->nk = x->nkeys;
    lv->ds = ARENA_NEWN(a, const list *, x->nkeys);
    lv->ct = ARENA_NEWN(a, qp_type, x->nkeys);
    lv->nonnull = ARENA_NEWN(a, bool, x->nkeys);
    lv->all_modelled = true;
    if (!lv->ds || !lv->ct || !lv->nonnull)
        return false;
    for (int k = 0; k < x->nkeys; k++) {
        int rc = part_key_rootcol(pc->root, x, k);

        lv->ct[k] = x->cols[x->keycols[k]].type;
        if (rc < 0 || !part_key_modelled(x, k)) {
            lv->all_modelled = false;
            lv->ds[k] = NULL; /* unsafe (3) */
        } else {
            lv->ds[k] = pc->cons[rc];
        }
        lv->nonnull[k] = cc_any_in(a, lv->ds[k], NULL, false, NULL, false);
    }
    return !a->failed;
}

/*
 * RANGE: may a key tuple allowed by the domains, equal to the bound 'b' on
 * columns before 'i' where 'lo_t' (lower) and 'hi_t' (upper) say so, lie
 * in [b->lo, b->hi)?  Column 'i' decides against a bound side when its
 * value differs from the side's (or the side is an infinity); the next
 * column decides only on equality.
 */
static bool
range_may(arena *a, const level *lv, const cat_bound *b, int i, bool lo_t,
          bool hi_t)
{
    const datum *lo = NULL, *hi = NULL;

    if (!lo_t && !hi_t) {
        for (int j = i; j < lv->nk; j++)
            if (!lv->nonnull[j])
                return false;
        return true;
    }
    if (i == lv->nk)
        return !hi_t; /* equal to lo: in; equal to hi: out (exclusive) */
    if (lo_t) {
        if (b->lo_kind[i] == RB_MAXVALUE)
            return false;
        if (b->lo_kind[i] == RB_MINVALUE)
            lo_t = false;
        else
            lo = &b->lo[i];
    }
    if (hi_t) {
        if (b->hi_kind[i] == RB_MINVALUE)
            return false;
        if (b->hi_kind[i] == RB_MAXVALUE)
            hi_t = false;
        else
            hi = &b->hi[i];
    }
    if (!lo_t && !hi_t)
        return range_may(a, lv, b, i, false, false);
    /* strictly inside on this column: both sides decided */
    if (cc_any_in(a, lv->ds[i], lo, false, hi, false)
        && range_may(a, lv, b, i + 1, false, false))
        return true;
    /* equal to the lower bound's value */
    if (lo && cc_contains(lv->ds[i], lo)) {
        int c = hi ? datum_cmp(lo, hi, NULL) : -1;

        if (c <= 0 && range_may(a, lv, b, i + 1, true, c == 0))
            return true;
    }
    /* equal to the upper bound's value (above the lower one) */
    if (hi && cc_contains(lv->ds[i], hi)
        && (!lo || datum_cmp(lo, hi, NULL) < 0)
        && range_may(a, lv, b, i + 1, false, true))
        return true;
    return false;
}

/* RANGE: the values 'v' of the first key column for which every tuple
   (v, ...) lies in [b->lo, b->hi): '*lo'/'*hi' (NULL: unbounded) with
   inclusiveness.  False when there are none. */
static bool
first_col_span(const level *lv, const cat_bound *b, const datum **lo,
               bool *lo_incl, const datum **hi, bool *hi_incl)
{
    bool rest_min = true, rest_max = true;

    for (int k = 1; k < lv->nk; k++) {
        rest_min &= b->lo_kind[k] == RB_MINVALUE;
        rest_max &= b->hi_kind[k] == RB_MAXVALUE;
    }
    if (b->lo_kind[0] == RB_MAXVALUE || b->hi_kind[0] == RB_MINVALUE)
        return false;
    *lo = b->lo_kind[0] == RB_MINVALUE ? NULL : &b->lo[0];
    *lo_incl = rest_min;
    *hi = b->hi_kind[0] == RB_MAXVALUE ? NULL : &b->hi[0];
    *hi_incl = lv->nk > 1 && rest_max;
    return true;
}

/* True when the tuple 'tup' lies in some range partition of 'x'. */
static bool
range_covered(const cat_table *x, const datum *const *tup)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          i))->bound;

        if (b->kind == BOUND_RANGE
            && part_rbound_cmp(x->nkeys, tup, b->lo, b->lo_kind) >= 0
            && part_rbound_cmp(x->nkeys, tup, b->hi, b->hi_kind) < 0)
            return true;
    }
    return false;
}

/* RANGE: may the DEFAULT partition of 'x' receive an allowed row? */
static bool
range_default_may(arena *a, const level *lv)
{
    const cat_table *x = lv->x;
    datum *pts[32];
    int npts[32];
    long combos = 1;

    for (int k = 0; k < lv->nk; k++)
        if (cc_has_null(lv->ds[k]))
            return true; /* a NULL key column goes to DEFAULT */
    for (int k = 0; k < lv->nk; k++)
        if (!lv->nonnull[k])
            return false;
    /* the first column's values whose every tuple some bound covers */
    for (int g = 0; g < list_len(lv->ds[0]); g++) {
        const domain *d = list_nth(lv->ds[0], g);
        domain *u = dom_empty(a, d->type), *in;

        if (!dom_type_ordered(d->type.id))
            continue;
        for (int i = 0; u && i < list_len(x->children); i++) {
            const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                              i))->bound;
            const datum *lo, *hi;
            bool lo_incl, hi_incl;
            domain *s = dom_not_null(a, d->type), *y;

            if (b->kind != BOUND_RANGE
                || !first_col_span(lv, b, &lo, &lo_incl, &hi, &hi_incl))
                continue;
            if (lo) {
                y = dom_from_cmp(a, d->type, lo_incl ? OP_GE : OP_GT, lo);
                s = y ? dom_intersect(a, s, y) : NULL;
            }
            if (s && hi) {
                y = dom_from_cmp(a, d->type, hi_incl ? OP_LE : OP_LT, hi);
                s = y ? dom_intersect(a, s, y) : NULL;
            }
            u = s ? dom_union(a, u, s) : NULL;
        }
        in = u ? dom_intersect(a, d, dom_not_null(a, d->type)) : NULL;
        if (in && dom_subset(in, u))
            return false;
    }
    /* a short list of tuples: each must fall in a bound */
    if (lv->nk > 32)
        return true;
    for (int k = 0; k < lv->nk; k++) {
        if (!cc_points(a, lv->ds[k], lv->ct[k], &pts[k], &npts[k]))
            return true;
        combos *= npts[k];
        if (combos == 0)
            return false;
        if (combos > MAX_COMBOS)
            return true;
    }
    for (long m = 0; m < combos; m++) {
        const datum *tup[32];
        long r = m;

        for (int k = lv->nk - 1; k >= 0; k--) {
            tup[k] = &pts[k][r % npts[k]];
            r /= npts[k];
        }
        if (!range_covered(x, tup))
            return true;
    }
    return false;
}

/* LIST: may partition bound 'b' receive an allowed row? */
static bool
list_may(const level *lv, const cat_bound *b)
{
    for (int j = 0; j < b->nvalues; j++)
        if (cc_contains(lv->ds[0], &b->values[j]))
            return true;
    return false;
}

/* LIST: may the DEFAULT partition of 'x' receive an allowed row? */
static bool
list_default_may(arena *a, const level *lv)
{
    const cat_table *x = lv->x;
    datum null = datum_null(lv->ct[0]), *pts;
    int n;
    bool null_listed = false;

    for (int i = 0; i < list_len(x->children); i++) {
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          i))->bound;

        for (int j = 0; b->kind == BOUND_LIST && j < b->nvalues; j++)
            null_listed |= b->values[j].is_null;
    }
    if (cc_contains(lv->ds[0], &null) && !null_listed)
        return true;
    if (!lv->nonnull[0])
        return false;
    if (!cc_points(a, lv->ds[0], lv->ct[0], &pts, &n))
        return true;
    for (int k = 0; k < n; k++) {
        bool listed = false;

        for (int i = 0; !listed && i < list_len(x->children); i++) {
            const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                              i))->bound;

            for (int j = 0; b->kind == BOUND_LIST && j < b->nvalues; j++)
                if (!b->values[j].is_null
                    && datum_cmp(&pts[k], &b->values[j], NULL) == 0)
                    listed = true;
        }
        if (!listed)
            return true;
    }
    return false;
}

/* HASH: set keep[i] for the children of 'x' some allowed key hashes to;
   every one when the keys cannot be enumerated (unsafe (6)). */
static void
hash_keep(arena *a, const level *lv, bool *keep)
{
    const cat_table *x = lv->x;
    int nc = list_len(x->children);
    datum *pts[32];
    int npts[32];
    long combos = 1;

    for (int i = 0; i < nc; i++)
        keep[i] = true;
    if (!lv->all_modelled || lv->nk > 32)
        return; /* unsafe (3) */
    for (int k = 0; k < lv->nk; k++) {
        datum *v;
        int n = 0;

        if (!cc_points(a, lv->ds[k], lv->ct[k], &v, &n))
            return; /* unsafe (6) */
        if (cc_has_null(lv->ds[k])) {
            /* the NULL alternative: room was left for it */
            datum *w = ARENA_NEWN(a, datum, n + 1);

            if (!w)
                return;
            memcpy(w, v, sizeof(datum) * (size_t)n);
            w[n++] = datum_null(lv->ct[k]);
            v = w;
        }
        pts[k] = v;
        npts[k] = n;
        combos *= n;
        if (combos > MAX_COMBOS)
            return; /* unsafe (6) */
    }
    for (int i = 0; i < nc; i++)
        keep[i] = false;
    for (long m = 0; m < combos; m++) {
        datum tup[32];
        uint64_t h;
        long r = m;

        for (int k = lv->nk - 1; k >= 0; k--) {
            tup[k] = pts[k][r % npts[k]];
            r /= npts[k];
        }
        if (!parthash_row(tup, lv->nk, &h)) {
            for (int i = 0; i < nc; i++)
                keep[i] = true;
            return;
        }
        for (int i = 0; i < nc; i++) {
            const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                              i))->bound;

            if (b->kind == BOUND_HASH && b->modulus > 0
                && h % (uint64_t)b->modulus == (uint64_t)b->remainder)
                keep[i] = true;
        }
    }
}

/* Append the leaves of partitioned 'x' that may hold an allowed row. */
static bool
prune_level(prune *pc, const cat_table *x)
{
    arena *a = pc->ctx->a;
    int nc = list_len(x->children);
    bool *keep;
    level lv;

    if (nc == 0)
        return true;
    if (!(keep = ARENA_NEWN(a, bool, nc)) || !level_init(pc, x, &lv))
        return false;
    if (x->strategy == PART_HASH) {
        hash_keep(a, &lv, keep);
    } else {
        for (int i = 0; i < nc; i++) {
            const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                              i))->bound;

            if (b->kind == BOUND_DEFAULT)
                keep[i] = x->strategy == PART_RANGE
                          ? range_default_may(a, &lv)
                          : list_default_may(a, &lv);
            else if (b->kind == BOUND_RANGE)
                keep[i] = range_may(a, &lv, b, 0, true, true);
            else if (b->kind == BOUND_LIST)
                keep[i] = list_may(&lv, b);
            else
                keep[i] = true;
        }
    }
    if (a->failed)
        return false;
    for (int i = 0; i < nc; i++) {
        const cat_table *c = list_nth(x->children, i);

        if (!keep[i])
            continue;
        if (c->is_partitioned) {
            if (!prune_level(pc, c))
                return false;
        } else if (!list_push(a, &pc->kept, (void *)c)) {
            return false;
        }
    }
    return true;
}

/*
 * The leaves scan 'p' keeps, in leaf order, as a subset of those it reads
 * now, into '*kept'; '*before' gets how many it reads now.  False on OOM.
 */
static bool
compute(const plan *p, rw_ctx *ctx, list **kept, int *before)
{
    const rte *r = p->scan.rte;
    prune pc = { ctx, r->table, NULL, NULL };
    list *out = NULL;

    *before = p->scan.parts ? list_len(p->scan.parts) : p->scan.nparts_total;
    pc.cons = ARENA_NEWN(ctx->a, list *, r->table->ncols + 1);
    if (!pc.cons || !collect(&pc, p->scan.filters, r)
        || !prune_level(&pc, r->table))
        return false;
    for (int i = 0; i < list_len(pc.kept); i++) {
        void *leaf = list_nth(pc.kept, i);
        bool was = !p->scan.parts;

        for (int j = 0; !was && j < list_len(p->scan.parts); j++)
            was = list_nth(p->scan.parts, j) == leaf;
        if (was && !list_push(ctx->a, &out, leaf)) /* unsafe (7) */
            return false;
    }
    *kept = out;
    return true;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    list *kept;
    int before;

    if (p->kind != PLAN_SCAN || !p->scan.rte || !p->scan.rte->table
        || !p->scan.rte->table->is_partitioned || !list_len(p->scan.filters))
        return RW_NOMATCH;
    if (!compute(p, ctx, &kept, &before))
        return RW_NOMATCH; /* OOM: the driver sees a->failed */
    return list_len(kept) < before ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    list *kept;
    int before;
    plan *np;
    strbuf sb;

    if (!compute(p, ctx, &kept, &before))
        return NULL;
    if (ctx->trace) {
        sb_init(&sb, ctx->a);
        for (int i = 0; i < list_len(kept); i++)
            sb_printf(&sb, "%s%s", i ? ", " : "",
                      ((const cat_table *)list_nth(kept, i))->name);
        rw_trace(ctx, "%s: %d of %d partitions kept%s%s%s",
                 p->scan.rte->alias, list_len(kept), p->scan.nparts_total,
                 list_len(kept) ? " (" : "", list_len(kept) ? sb.data : "",
                 list_len(kept) ? ")" : "");
    }
    if (!list_len(kept))
        return rw_make_empty(ctx, p, "no partition can hold a row");
    if (!(np = plan_copy(ctx->a, p)))
        return NULL;
    np->scan.parts = kept;
    return np;
}

const rw_rule rule_partition_prune = {
    "partition_prune",
    "a partitioned scan reads only the partitions its filters allow",
    true, match, apply, NULL,
};
