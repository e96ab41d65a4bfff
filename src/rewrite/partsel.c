/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/partsel.c — which partitions of a partitioned scan can hold
 * a row, and which join keys can select them
 *
 * pp_kept_leaves() is partition pruning's analysis: from the atoms on the
 * scan's partition key columns (src/rewrite/atoms.h) it works out, level
 * by level, the leaves that a row the filters accept can land in.  The
 * partition_prune rule removes the others; dynamic_partition asks which
 * leaves remain as candidates for a selector.  dp_join_key() finds the
 * build-side expression a join condition equates to a partition key
 * column (dynamic_partition, partitionwise_join).
 *
 * The "unsafe (N)" notes in the pruning code cite the UNSAFE list in
 * src/rewrite/rules/partition_prune.c's header, which states what is
 * pruned and when not; those in dp_join_key() cite dynamic_partition.c's.
 */
#include <string.h>

#include "catalog/parthash.h"
#include "catalog/partroute.h"
#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/partsel.h"
#include "rewrite/region.h"
/* Enumeration limits: values per column, key combinations per level. */
#define MAX_POINTS 256
#define MAX_COMBOS 4096

typedef struct prune {
    rw_ctx *ctx;
    const rte *r;        /* the scan's rte */
    const cat_table *root;
    /* slots: the root's columns, then one per distinct expression key of
       the tree that qprop types (catalog.h cat_keyx); a filter's copy
       reads an expression key as a column numbered by its slot */
    int nslots;
    rte *xr;                   /* the rte those columns are of: a copy of
                                  'r' whose columns go on to the slots
                                  (no system column of 'r') */
    const cat_keyx **slotx;    /* per slot from root->ncols on */
    const cat_table **slott;   /* the table the expression is of */
    list **cons;   /* per slot: list of domain *, one per type the
                      atoms on it were read in; NULL: nothing known.  The
                      lists are never changed in place (see cons_add), so
                      a copy of the array is a snapshot */
    list *ors;     /* filters that are ORs over several key columns */
    list *kept;    /* kept leaves (duplicates possible) */
} prune;

/* At most this many arm combinations of multi-column ORs are pruned one
   by one (their kept leaves united). */
#define MAX_OR_COMBOS 64

/* ---- what the filters say of a column ---- */

/* True when 'e' is column 'c' of the scan. */
static bool
is_col(const prune *pc, const expr *e, int c)
{
    return e && e->kind == E_COL && e->col.col == c
           && (c < pc->root->ncols ? e->col.rte == pc->r
                                   : e->col.rte == pc->xr);
}

/* The type of slot 'c': a root column's, or an expression key's. */
static qp_type
slot_type(const prune *pc, int c)
{
    return c < pc->root->ncols ? pc->root->cols[c].type
                               : pc->slotx[c - pc->root->ncols]->type;
}

/* A boolean column's domain for the boolean test 'bt' (ast.h). */
static domain *
booltest_domain(arena *a, int bt)
{
    qp_type t = type_plain(T_BOOL);
    datum v = { .type = t };
    domain *d;

    switch (bt) {
    case BT_TRUE: case BT_NOT_TRUE:
    case BT_FALSE: case BT_NOT_FALSE:
        /* IS [NOT] TRUE is about the value true; NOT also admits NULL */
        v.v.b = bt == BT_TRUE || bt == BT_NOT_TRUE;
        if (bt == BT_NOT_TRUE || bt == BT_NOT_FALSE)
            v.v.b = !v.v.b;
        d = dom_from_cmp(a, t, OP_EQ, &v);
        if (d && (bt == BT_NOT_TRUE || bt == BT_NOT_FALSE))
            d = dom_union(a, d, dom_null_only(a, t));
        return d;
    case BT_UNKNOWN:
        return dom_null_only(a, t);
    case BT_NOT_UNKNOWN:
        return dom_not_null(a, t);
    default:
        return NULL;
    }
}

/* ---- timestamp against timestamptz ---- */

/* A date, timestamp or timestamptz type. */
static bool
is_datetime(qp_typeid id)
{
    return id == T_DATE || id == T_TIMESTAMP || id == T_TIMESTAMPTZ;
}

/* True when atom 'e' compares a key of type 'ct' with a constant on the
   other side of the time zone: a timestamptz with a date or timestamp,
   which PostgreSQL relates through the session's TimeZone
   (timestamp2timestamptz). */
bool
pp_zone_crossing(const expr *e, qp_type ct)
{
    switch (e->kind) {
    case E_OP:
        return !e->op.r->cnst.value.is_null && is_datetime(ct.id)
               && is_datetime(e->op.r->type.id)
               && (ct.id == T_TIMESTAMPTZ) != (e->op.r->type.id == T_TIMESTAMPTZ);
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++) {
            const expr *k = list_nth(e->in.items, i);

            if (!k->cnst.value.is_null && is_datetime(ct.id)
                && is_datetime(k->type.id)
                && (ct.id == T_TIMESTAMPTZ) != (k->type.id == T_TIMESTAMPTZ))
                return true;
        }
        return false;
    case E_BOOL:
        for (int i = 0; i < list_len(e->b.args); i++)
            if (pp_zone_crossing(list_nth(e->b.args, i), ct))
                return true;
        return false;
    default:
        return false;
    }
}

/* A constant of 'e' (an atom) as an instant: a date or timestamp read as
   local time of 'tz' (datum_cast_tz, as PostgreSQL's
   timestamp2timestamptz), a timestamptz as it is.  NULL when it cannot
   be converted (out of range), or on OOM. */
static expr *
const_instant(prune *pc, const expr *k, const qp_tz *tz)
{
    arena *a = pc->ctx->a;
    expr *n;
    datum v;

    if (k->cnst.value.is_null || k->type.id == T_TIMESTAMPTZ
        || !is_datetime(k->type.id))
        return (expr *)k;
    if (datum_cast_tz(a, &k->cnst.value, type_plain(T_TIMESTAMPTZ), tz,
                      false, -1, &v, NULL) != QPROP_OK
        || !(n = expr_copy(a, k)))
        return NULL;
    n->type = type_plain(T_TIMESTAMPTZ);
    n->cnst.value = v;
    return n;
}

/* Atom 'e' with every date and timestamp constant read as an instant
   (const_instant()); NULL when one cannot be, or on OOM. */
static expr *
atom_instants(prune *pc, const expr *e, const qp_tz *tz)
{
    arena *a = pc->ctx->a;
    expr *n = expr_copy(a, e);
    list *l = NULL;

    if (!n)
        return NULL;
    switch (e->kind) {
    case E_OP:
        return (n->op.r = const_instant(pc, e->op.r, tz)) ? n : NULL;
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++) {
            expr *k = const_instant(pc, list_nth(e->in.items, i), tz);

            if (!k || !list_push(a, &l, k))
                return NULL;
        }
        n->in.items = l;
        return n;
    case E_BOOL:
        for (int i = 0; i < list_len(e->b.args); i++) {
            expr *x = atom_instants(pc, list_nth(e->b.args, i), tz);

            if (!x || !list_push(a, &l, x))
                return NULL;
        }
        n->b.args = l;
        return n;
    default:
        return n;
    }
}

/*
 * What an atom that crosses the time zone (pp_zone_crossing()) says of a
 * key of type 'ct', in the session zone 'tz' (unsafe (10)).  The atom
 * compares instants: the key's value as an instant (a date or timestamp
 * key's local time read in 'tz') with its constants as instants.  On a
 * timestamptz key that is exact.  On a date or timestamp key it is the
 * set of local times whose instant lies in the atom's domain D: each
 * range [lo, hi] of D becomes [lo', hi'] in timestamp, lo' and hi' from
 * tz_local_bounds(), which is the exact local range where the zone's
 * offset is constant near lo and hi, and a wider one (by the change)
 * near a change of offset, where local time to instant is not monotone:
 * pruning reads more there, never less.  A date key's domain is that of
 * its midnights (dom_from_cmp() reads a timestamp bound on a date
 * exactly).  NULL when nothing is said.
 */
static domain *
zone_domain(prune *pc, const expr *e, qp_type ct)
{
    arena *a = pc->ctx->a;
    const qp_tz *tz = pc->ctx->q ? pc->ctx->q->tz : NULL;
    qp_type tt = type_plain(T_TIMESTAMPTZ), lt = type_plain(ct.id);
    domain *d, *out;
    expr *x;

    if (!tz || !(x = atom_instants(pc, e, tz)))
        return NULL;
    if (!(d = atom_domain(a, x, tt)) || ct.id == T_TIMESTAMPTZ)
        return d;
    if (!(out = d->nulls ? dom_null_only(a, lt) : dom_empty(a, lt)))
        return NULL;
    for (int i = 0; i < d->n; i++) {
        const dom_range *r = &d->r[i];
        domain *y = dom_not_null(a, lt), *z;
        datum w = { .type = type_plain(T_TIMESTAMP) };
        int64_t lo, hi;

        if (y && !r->lo.inf) {
            tz_local_bounds(tz, r->lo.v.v.i, &lo, &hi);
            w.v.i = lo;
            z = dom_from_cmp(a, lt, r->lo.incl ? OP_GE : OP_GT, &w);
            y = z ? dom_intersect(a, y, z) : NULL;
        }
        if (y && !r->hi.inf) {
            tz_local_bounds(tz, r->hi.v.v.i, &lo, &hi);
            w.v.i = hi;
            z = dom_from_cmp(a, lt, r->hi.incl ? OP_LE : OP_LT, &w);
            y = z ? dom_intersect(a, y, z) : NULL;
        }
        if (!y || !(out = dom_union(a, out, y)))
            return NULL;
    }
    return out;
}

/* ---- monotone functions of a key ---- */

/* One step of a monotone function of a key (unsafe (11)). */
typedef enum mono_kind {
    MONO_NONE,
    MONO_DATE,   /* CAST(x AS date), x a timestamp */
    MONO_TRUNC,  /* date_trunc('unit', x), x a timestamp */
    MONO_UTC     /* timezone('UTC', x), x a timestamptz: its UTC wall time */
} mono_kind;

/* The expression every arm of atom-shaped 'e' compares with constants
   (as atom_col(), for any expression), or NULL. */
static const expr *
atom_lhs(const expr *e)
{
    const expr *x, *c = NULL;

    switch (e->kind) {
    case E_OP:
        return e->op.op <= OP_GE && e->op.l && e->op.r->kind == E_CONST
                   ? e->op.l : NULL;
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++)
            if (((expr *)list_nth(e->in.items, i))->kind != E_CONST)
                return NULL;
        return e->in.arg;
    case E_NULLTEST:
        return e->test.arg;
    case E_BOOL:
        if (e->b.op != B_OR && e->b.op != B_AND)
            return NULL;
        for (int i = 0; i < list_len(e->b.args); i++) {
            if (!(x = atom_lhs(list_nth(e->b.args, i)))
                || (c && !expr_equal(c, x)))
                return NULL;
            c = x;
        }
        return c;
    default:
        return NULL;
    }
}

/* A constant text argument of a built-in call, lower case, or NULL. */
static const char *
const_text(arena *a, const expr *k)
{
    char *s;

    if (k->kind != E_CONST || k->cnst.value.is_null
        || (type_category(k->type.id) != TC_STRING && k->type.id != T_UNKNOWN))
        return NULL;
    if (!(s = arena_strdup(a, k->cnst.value.v.s)))
        return NULL;
    for (char *p = s; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    return s;
}

/* The step 'e' is, its argument in '*arg' and its unit in '*unit'. */
static mono_kind
mono_step(prune *pc, const expr *e, const expr **arg, const char **unit)
{
    const expr *x;

    if (e->kind == E_CAST && e->type.id == T_DATE
        && e->cast.arg->type.id == T_TIMESTAMP) {
        *arg = e->cast.arg;
        return MONO_DATE;
    }
    if (e->kind != E_FUNC || e->func.schema || e->func.argnames
        || e->func.distinct || e->func.star || list_len(e->func.args) != 2)
        return MONO_NONE;
    x = list_nth(e->func.args, 1);
    *unit = const_text(pc->ctx->a, list_nth(e->func.args, 0));
    if (!*unit)
        return MONO_NONE;
    if (strcmp(e->func.name, "date_trunc") == 0 && e->type.id == T_TIMESTAMP
        && x->type.id == T_TIMESTAMP) {
        *arg = x;
        return MONO_TRUNC;
    }
    /* AT TIME ZONE 'UTC' (or 'GMT'): offset 0 at every instant, whatever
       the session's zone */
    if (strcmp(e->func.name, "timezone") == 0 && e->type.id == T_TIMESTAMP
        && x->type.id == T_TIMESTAMPTZ
        && (strcmp(*unit, "utc") == 0 || strcmp(*unit, "gmt") == 0)) {
        *arg = x;
        return MONO_UTC;
    }
    return MONO_NONE;
}

/* The domain in 'it' (the step's argument type) of the arguments whose
   value under step 'k' lies in 'd'; NULL when not known. */
static domain *
mono_preimage(prune *pc, const domain *d, mono_kind k, const char *unit,
              qp_type it)
{
    arena *a = pc->ctx->a;
    domain *out = d->nulls ? dom_null_only(a, it) : dom_empty(a, it);

    for (int i = 0; out && i < d->n; i++) {
        const dom_range *r = &d->r[i];
        domain *y = dom_not_null(a, it), *z;
        datum w;
        bool incl;

        for (int side = 0; side < 2 && y; side++) {
            const dom_bound *b = side == 0 ? &r->lo : &r->hi;

            if (b->inf)
                continue;
            if (k == MONO_UTC) {
                /* the same microseconds, read as an instant */
                w = b->v;
                w.type = it;
                incl = b->incl;
            } else if (!datum_mono_bound(k == MONO_TRUNC ? unit : NULL, &b->v,
                                         side == 0, b->incl, &w, &incl)) {
                return NULL;
            }
            z = dom_from_cmp(a, it, side == 0 ? (incl ? OP_GE : OP_GT)
                                              : (incl ? OP_LE : OP_LT), &w);
            y = z ? dom_intersect(a, y, z) : NULL;
        }
        if (!y || !(out = dom_union(a, out, y)))
            return NULL;
    }
    return out;
}

/*
 * What atom-shaped 'e' on a monotone function of column 'c' of the scan
 * says of 'c' (unsafe (11)): the domain of the function's values, then
 * step by step back to the key, each step's pre-image of a range a range
 * (every step is non-decreasing).  NULL when 'e' is no such atom.
 */
static domain *
mono_domain(prune *pc, int c, const expr *e)
{
    const expr *lhs = atom_lhs(e), *x, *arg = NULL;
    const expr *chain[8];
    mono_kind kinds[8];
    const char *units[8];
    int n = 0;
    qp_type t;
    domain *d;

    if (!lhs || lhs->kind == E_COL)
        return NULL;
    for (x = lhs; !is_col(pc, x, c); x = arg) {
        const char *unit = NULL;

        if (n == 8 || (kinds[n] = mono_step(pc, x, &arg, &unit)) == MONO_NONE)
            return NULL;
        chain[n] = x;
        units[n++] = unit;
    }
    t = type_plain(lhs->type.id);
    if (!atom_type(e, &t) || t.id != lhs->type.id
        || !(d = atom_domain(pc->ctx->a, e, type_plain(lhs->type.id))))
        return NULL; /* unsafe (4) */
    for (int i = 0; i < n && d; i++) {
        const expr *in = i + 1 < n ? chain[i + 1] : x;

        d = mono_preimage(pc, d, kinds[i], units[i], type_plain(in->type.id));
    }
    return d;
}

/* A monotone function of a column (partsel.h). */
bool
pp_monotone_of_column(rw_ctx *ctx, const expr *e, const expr **col)
{
    prune pc = { ctx, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL };
    const expr *arg = NULL;
    int n = 0;

    if (!e || e->kind == E_COL || expr_is_volatile(e))
        return false;
    for (; e->kind != E_COL; e = arg) {
        const char *unit = NULL;

        if (++n > 8 || mono_step(&pc, e, &arg, &unit) == MONO_NONE)
            return false;
        if (unit && strcmp(e->func.name, "date_trunc") == 0) {
            datum v = { .type = type_plain(T_TIMESTAMP) };
            datum out;
            bool incl;

            /* a unit datum_mono_bound() reads */
            if (!datum_mono_bound(unit, &v, true, true, &out, &incl))
                return false;
        }
    }
    *col = e;
    return !expr_is_syscol(e);
}

static domain *expr_domain(prune *pc, int c, const expr *e);

/* What the filters of scan 'p' say of its column 'c' (partsel.h). */
domain *
pp_filters_domain(rw_ctx *ctx, const plan *p, int c)
{
    const rte *r = p->scan.rte;
    prune pc = { ctx, r, r->table, 0, NULL, NULL, NULL, NULL, NULL, NULL };
    domain *d;

    if (!r->table || c < 0 || c >= r->table->ncols)
        return NULL;
    pc.nslots = r->table->ncols;
    d = dom_universe(ctx->a, slot_type(&pc, c));
    for (int i = 0; d && i < list_len(p->scan.filters); i++) {
        const pred *f = list_nth(p->scan.filters, i);
        domain *x = pred_is_volatile(f) ? NULL : expr_domain(&pc, c, f->e);

        if (x)
            d = dom_intersect(ctx->a, d, x);
        else if (ctx->a->failed)
            return NULL;
    }
    return d;
}

/* atom_lhs() for the rules (partsel.h). */
const expr *
pp_atom_lhs(const expr *e)
{
    return atom_lhs(e);
}

/*
 * The key column that 'e' compares through a function, and what it says
 * of that column: 1 with the domain in '*d' and the column in '*col' when
 * the function is one pruning reads, -1 when it is not, 0 when 'e' is no
 * atom on a function of one key column ('*fn' is the function when not
 * 0).  The work of pp_key_function() and pp_key_function_range().
 */
static int
key_function(rw_ctx *ctx, const plan *p, const expr *e, const expr **fn,
             domain **d, int *col)
{
    const rte *r = p->scan.rte;
    prune pc = { ctx, r, r->table, 0, NULL, NULL, NULL, NULL, NULL, NULL };
    const expr *lhs = atom_lhs(e), *x;

    if (!lhs || lhs->kind == E_COL || expr_is_volatile(e) || !r->table)
        return 0;
    pc.nslots = r->table->ncols;
    *fn = lhs;
    /* the column it reads, when it reads one key column only */
    for (x = lhs; x;) {
        if (x->kind == E_COL)
            break;
        if (x->kind == E_CAST)
            x = x->cast.arg;
        else if (x->kind == E_FUNC && list_len(x->func.args) >= 1)
            x = list_nth(x->func.args, list_len(x->func.args) - 1);
        else
            return 0;
    }
    if (!x || x->col.rte != r)
        return 0;
    for (int k = 0; k < r->table->nkeys; k++)
        if (r->table->keycols[k] == x->col.col) {
            *d = mono_domain(&pc, x->col.col, e);
            *col = x->col.col;
            return *d ? 1 : -1;
        }
    return 0;
}

/* The function of a key that 'e' compares (partsel.h). */
int
pp_key_function(rw_ctx *ctx, const plan *p, const expr *e, const expr **fn)
{
    domain *d;
    int col;

    return key_function(ctx, p, e, fn, &d, &col);
}

/* The range of a key column that a filter on a monotone function of it
   allows (partsel.h). */
domain *
pp_key_function_range(rw_ctx *ctx, const plan *p, const expr *e, int *col)
{
    const expr *fn;
    domain *d = NULL;

    return key_function(ctx, p, e, &fn, &d, col) == 1 ? d : NULL;
}

/*
 * The values column 'c' of the scan can have in a row for which 'e' is
 * TRUE, or NULL when 'e' says nothing exact of it (unsafe (2), (4)):
 * atoms, boolean columns and their tests, AND (intersection of what the
 * arms say) and OR (union, when every arm says something).
 */
static domain *
expr_domain(prune *pc, int c, const expr *e)
{
    arena *a = pc->ctx->a;
    qp_type ct = slot_type(pc, c), t = ct;
    const expr *col;

    if (e->kind == E_BOOL) {
        domain *d = NULL;

        if (e->b.op == B_NOT) {
            const expr *x = list_nth(e->b.args, 0);

            if (ct.id == T_BOOL && is_col(pc, x, c))
                return booltest_domain(a, BT_FALSE);
            return NULL;
        }
        for (int i = 0; i < list_len(e->b.args); i++) {
            domain *x = expr_domain(pc, c, list_nth(e->b.args, i));
            domain *y;

            if (!x) {
                if (e->b.op == B_OR)
                    return NULL;
                continue;
            }
            if (!d) {
                d = x;
                continue;
            }
            y = e->b.op == B_AND ? dom_intersect(a, d, x) : dom_union(a, d, x);
            if (!y && e->b.op == B_OR)
                return NULL; /* no common type: unsafe (4) */
            if (y)
                d = y;
        }
        return d;
    }
    if (ct.id == T_BOOL && is_col(pc, e, c))
        return booltest_domain(a, BT_TRUE);
    if (e->kind == E_BOOLTEST)
        return ct.id == T_BOOL && is_col(pc, e->test.arg, c)
               ? booltest_domain(a, e->test.bt) : NULL;
    col = atom_col(e);
    if (!col && !expr_is_volatile(e))
        return mono_domain(pc, c, e); /* unsafe (11) */
    if (!is_col(pc, col, c) || expr_is_volatile(e))
        return NULL; /* unsafe (2) */
    if (pp_zone_crossing(e, ct))
        return zone_domain(pc, e, ct); /* unsafe (10) */
    if (!atom_type(e, &t) || !cat_partkey_type_modelled(t.id))
        return NULL; /* unsafe (4) */
    return atom_domain(a, e, t);
}

/* Add domain 'd' to what is known of column 'c' (a new list). */
static bool
cons_add(prune *pc, int c, domain *d)
{
    arena *a = pc->ctx->a;
    list *g = list_copy(a, pc->cons[c]);

    for (int j = 0; j < list_len(g); j++) {
        domain *x = list_nth(g, j);

        if (x->type.id == d->type.id) {
            if (!(g->items[j] = dom_intersect(a, x, d)))
                return false;
            pc->cons[c] = g;
            return true;
        }
    }
    if (!list_push(a, &g, d))
        return false;
    pc->cons[c] = g;
    return true;
}

typedef struct colset {
    const prune *pc;
    unsigned char *seen; /* per root column */
    int n;               /* distinct key-type columns seen */
} colset;

static void
note_col(const expr *col, void *arg)
{
    colset *cs = arg;

    if (is_col(cs->pc, col, col->col.col) && col->col.col >= 0
        && col->col.col < cs->pc->nslots && !cs->seen[col->col.col]) {
        cs->seen[col->col.col] = 1;
        cs->n++;
    }
}

/* Add to pc->cons what 'e' says of each column it reads; '*ncols' gets
   how many columns of the scan it reads. */
static bool
add_expr(prune *pc, const expr *e, int *ncols)
{
    arena *a = pc->ctx->a;
    colset cs = { pc, ARENA_NEWN(a, unsigned char, pc->nslots + 1), 0 };

    if (!cs.seen)
        return false;
    expr_walk_cols(e, note_col, &cs);
    *ncols = cs.n;
    for (int c = 0; c < pc->nslots; c++) {
        domain *d;

        if (!cs.seen[c] || !cat_partkey_type_modelled(slot_type(pc, c).id))
            continue; /* unsafe (3) */
        d = expr_domain(pc, c, e);
        if (!d) {
            if (a->failed)
                return false;
            continue;
        }
        if (!cons_add(pc, c, d))
            return false;
    }
    return true;
}

/* ---- expression keys ---- */

/* The root column of column 'c' of 'x' (a table of the tree: partitions
   have their root's column names), or -1. */
static int
root_col(const prune *pc, const cat_table *x, int c)
{
    return c < 0 || c >= x->ncols ? -1
                                  : cat_column_index(pc->root, x->cols[c].name);
}

/* True when the key expressions 'k' of 'x' and 'l' of 'y' are the same
   computation on the same root columns. */
static bool
keyx_equal(const prune *pc, const cat_table *x, const cat_keyx *k,
           const cat_table *y, const cat_keyx *l)
{
    bool ok;

    if (k->kind != l->kind || k->nargs != l->nargs
        || !type_equal(k->type, l->type)
        || (k->name && (!l->name || strcmp(k->name, l->name) != 0)))
        return false;
    if (k->kind == KX_COL)
        return root_col(pc, x, k->col) >= 0
               && root_col(pc, x, k->col) == root_col(pc, y, l->col);
    if (k->kind == KX_CONST)
        return datum_cmp(&k->value, &l->value, &ok) == 0 && ok;
    for (int i = 0; i < k->nargs; i++)
        if (!keyx_equal(pc, x, k->args[i], y, l->args[i]))
            return false;
    return true;
}

/* True when constant 'v' of a query is the key's constant 'k'. */
static bool
const_equal(const datum *k, const datum *v)
{
    qp_typecat ck = type_category(k->type.id), cv = type_category(v->type.id);
    bool ok;

    if (k->is_null || v->is_null)
        return false;
    if (ck == TC_STRING || ck == TC_UNKNOWN)
        return (cv == TC_STRING || cv == TC_UNKNOWN)
               && strcmp(k->v.s, v->v.s) == 0;
    return ck == cv && datum_cmp(k, v, &ok) == 0 && ok;
}

/*
 * True when the query's expression 'e' (over the scan) computes what key
 * expression 'k' of table 'x' does: the same operators, functions and
 * explicit casts on the same columns and constants.  The binder's
 * implicit casts are looked through: PostgreSQL reads the key's text and
 * the query's with the same rules, so where the two trees are the same
 * written expression on columns of the same types, its coercions are the
 * same too.
 */
static bool
keyx_match(const prune *pc, const cat_table *x, const cat_keyx *k,
           const expr *e)
{
    while (e && e->kind == E_CAST && !e->cast.explicit_)
        e = e->cast.arg;
    if (!e)
        return false;
    switch (k->kind) {
    case KX_COL:
        return e->kind == E_COL && e->col.rte == pc->r
               && e->col.col == root_col(pc, x, k->col)
               && e->col.col >= 0;
    case KX_CONST:
        return e->kind == E_CONST && const_equal(&k->value, &e->cnst.value);
    case KX_CAST:
        return e->kind == E_CAST && type_equal(e->type, k->type)
               && keyx_match(pc, x, k->args[0], e->cast.arg);
    case KX_OP:
        if (e->kind != E_OP || !e->op.name || strcmp(e->op.name, k->name) != 0
            || (k->nargs == 1) != (e->op.l == NULL))
            return false;
        return (k->nargs == 1 || keyx_match(pc, x, k->args[0], e->op.l))
               && keyx_match(pc, x, k->args[k->nargs - 1], e->op.r);
    case KX_FUNC:
        if (e->kind != E_FUNC || strcmp(e->func.name, k->name) != 0
            || e->func.schema || e->func.argnames || e->func.star
            || e->func.distinct
            || e->func.agg_order || e->func.filter
            || list_len(e->func.args) != k->nargs)
            return false;
        for (int i = 0; i < k->nargs; i++)
            if (!keyx_match(pc, x, k->args[i], list_nth(e->func.args, i)))
                return false;
        return true;
    }
    return false;
}

/* The slot of key 'k' of 'x' (a table of the scan's tree): its root
   column, an expression key's slot, or -1 (not modelled). */
static int
key_slot(const prune *pc, const cat_table *x, int k)
{
    if (k < 0 || k >= x->nkeys)
        return -1;
    if (x->keycols[k] >= 0)
        return part_key_rootcol(pc->root, x, k);
    if (!x->keyx || !x->keyx[k])
        return -1;
    for (int s = pc->root->ncols; s < pc->nslots; s++)
        if (keyx_equal(pc, x, x->keyx[k], pc->slott[s - pc->root->ncols],
                       pc->slotx[s - pc->root->ncols]))
            return s;
    return -1;
}

/* Add a slot for each typed expression key of 'x' and the tables below
   it (not yet one).  'cap' is the room in pc->slotx. */
static bool
add_slots(prune *pc, const cat_table *x, int cap, bool down)
{
    if (!x->is_partitioned)
        return true;
    for (int k = 0; k < x->nkeys; k++) {
        int n = pc->nslots - pc->root->ncols;

        if (x->keycols[k] >= 0 || !x->keyx || !x->keyx[k]
            || key_slot(pc, x, k) >= 0 || n >= cap)
            continue;
        pc->slotx[n] = x->keyx[k];
        pc->slott[n] = x;
        pc->nslots++;
    }
    for (int i = 0; down && i < list_len(x->children); i++)
        if (!add_slots(pc, list_nth(x->children, i), cap, true))
            return false;
    return true;
}

/* Count the expression keys of the tree under 'x'. */
static int
count_exprkeys(const cat_table *x)
{
    int n = 0;

    if (!x->is_partitioned)
        return 0;
    for (int k = 0; k < x->nkeys; k++)
        n += x->keycols[k] < 0;
    for (int i = 0; i < list_len(x->children); i++)
        n += count_exprkeys(list_nth(x->children, i));
    return n;
}

static bool
init_slots(prune *pc)
{
    arena *a = pc->ctx->a;
    int cap = 0;

    pc->nslots = pc->root->ncols;
    for (const cat_table *x = pc->root->parent; x; x = x->parent)
        for (int k = 0; k < x->nkeys; k++)
            cap += x->keycols[k] < 0;
    cap += count_exprkeys(pc->root);
    if (cap == 0)
        return true;
    pc->slotx = ARENA_NEWN(a, const cat_keyx *, cap);
    pc->slott = ARENA_NEWN(a, const cat_table *, cap);
    pc->xr = ARENA_NEW(a, rte);
    if (!pc->slotx || !pc->slott || !pc->xr)
        return false;
    *pc->xr = *pc->r;
    pc->xr->ncols = pc->root->ncols + cap;
    for (const cat_table *x = pc->root->parent; x; x = x->parent)
        add_slots(pc, x, cap, false);
    return add_slots(pc, pc->root, cap, true);
}

/* 'e' with each subexpression that computes an expression key read as
   that key's slot (a column of the scan numbered past its columns): the
   atoms on a key expression are then atoms on a column.  'e' itself when
   none does; NULL on OOM. */
static expr *
subst_keys(prune *pc, expr *e)
{
    arena *a = pc->ctx->a;
    expr *n;
    list *l = NULL;
    bool changed = false;

    if (!e || pc->nslots == pc->root->ncols)
        return e;
    for (int s = pc->root->ncols; s < pc->nslots; s++) {
        const cat_keyx *k = pc->slotx[s - pc->root->ncols];

        if (e->kind != E_COL && type_equal(e->type, k->type)
            && keyx_match(pc, pc->slott[s - pc->root->ncols], k, e)) {
            if (!(n = expr_new(a, E_COL, k->type, e->loc)))
                return NULL;
            n->col.rte = pc->xr;
            n->col.col = s;
            return n;
        }
    }
    switch (e->kind) {
    case E_OP: {
        expr *x = subst_keys(pc, e->op.l), *y = subst_keys(pc, e->op.r);

        if ((e->op.l && !x) || (e->op.r && !y))
            return NULL;
        if (x == e->op.l && y == e->op.r)
            return e;
        if (!(n = ARENA_NEW(a, expr)))
            return NULL;
        *n = *e;
        n->op.l = x;
        n->op.r = y;
        return n;
    }
    case E_NULLTEST: case E_BOOLTEST: {
        expr *x = subst_keys(pc, e->test.arg);

        if (!x)
            return NULL;
        if (x == e->test.arg)
            return e;
        if (!(n = ARENA_NEW(a, expr)))
            return NULL;
        *n = *e;
        n->test.arg = x;
        return n;
    }
    case E_IN: {
        expr *x = subst_keys(pc, e->in.arg);

        if (!x)
            return NULL;
        if (x == e->in.arg)
            return e;
        if (!(n = ARENA_NEW(a, expr)))
            return NULL;
        *n = *e;
        n->in.arg = x;
        return n;
    }
    case E_BOOL:
        for (int i = 0; i < list_len(e->b.args); i++) {
            expr *x = subst_keys(pc, list_nth(e->b.args, i));

            if (!x || !list_push(a, &l, x))
                return NULL;
            changed |= x != list_nth(e->b.args, i);
        }
        if (!changed)
            return e;
        if (!(n = ARENA_NEW(a, expr)))
            return NULL;
        *n = *e;
        n->b.args = l;
        return n;
    default:
        return e;
    }
}

/* Read the scan's filters into pc->cons and pc->ors. */
static bool
collect(prune *pc, const list *filters)
{
    for (int i = 0; i < list_len(filters); i++) {
        const pred *p = list_nth(filters, i);
        expr *e;
        int n;

        if (pred_is_volatile(p) || pred_has_sublink(p))
            continue; /* unsafe (2) */
        if (!(e = subst_keys(pc, p->e)) || !add_expr(pc, e, &n))
            return false;
        if (e->kind == E_BOOL && e->b.op == B_OR && n > 1
            && !list_push(pc->ctx->a, &pc->ors, e))
            return false;
    }
    return true;
}

/*
 * Add what the bound 'b' of a partition of 'x' says of x's key columns:
 * a LIST partition's values (NULL if listed), a RANGE partition's
 * interval of the first key column.  Rows of the partition satisfy it.
 */
static bool
add_bound(prune *pc, const cat_table *x, const cat_bound *b)
{
    arena *a = pc->ctx->a;
    int rc = key_slot(pc, x, 0);
    qp_type ct;
    domain *d = NULL, *y;

    /* a bound read in no known zone says nothing: unsafe (9) */
    if (rc < 0 || !part_key_modelled(x, 0) || !b || b->zone_unknown)
        return true;
    ct = cat_key_column(x, 0)->type;
    if (b->kind == BOUND_LIST) {
        datum *v = ARENA_NEWN(a, datum, b->nvalues + 1);
        int n = 0;
        bool null = false;

        if (!v)
            return false;
        for (int j = 0; j < b->nvalues; j++) {
            if (b->values[j].is_null)
                null = true;
            else
                v[n++] = b->values[j];
        }
        d = dom_from_in(a, ct, v, n, false);
        if (d && null)
            d = dom_union(a, d, dom_null_only(a, ct));
    } else if (b->kind == BOUND_RANGE && dom_type_ordered(ct.id)) {
        d = dom_not_null(a, ct);
        if (d && b->lo_kind[0] == RB_VALUE) {
            y = dom_from_cmp(a, ct, OP_GE, &b->lo[0]);
            d = y ? dom_intersect(a, d, y) : d;
        }
        if (d && b->hi_kind[0] == RB_VALUE) {
            y = dom_from_cmp(a, ct, x->nkeys == 1 ? OP_LT : OP_LE, &b->hi[0]);
            d = y ? dom_intersect(a, d, y) : d;
        }
    }
    if (!d)
        return !a->failed;
    return cons_add(pc, rc, d);
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

static bool is_point(const domain *d, const dom_range *r);

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
                if (!is_point(d, &d->r[j])) {
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
        /* the usual case: 'd' allows every non-NULL value (IS NOT NULL, or
           nothing known), so (NOT NULL and the bounds and d) is empty
           just when the two bounds are, if neither allows NULL */
        if (lo && hi && d->n == 1 && d->r[0].lo.inf && d->r[0].hi.inf) {
            domain *yl = dom_from_cmp(a, d->type, lo_incl ? OP_GE : OP_GT, lo);
            domain *yh = dom_from_cmp(a, d->type, hi_incl ? OP_LE : OP_LT, hi);

            if (yl && yh && !yl->nulls && !yh->nulls) {
                if ((x = dom_intersect(a, yl, yh)) && dom_is_empty(x))
                    return false;
                continue;
            }
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
   a value of no exact counterpart in 'ct' is no value of the column.
   False when the conversion cannot be made here at all (a timestamptz
   and a local date or time: only the session's zone relates them). */
static bool
add_point(arena *a, const datum *v, qp_type ct, datum *out, int *n)
{
    datum w;
    bool ok;
    int c;

    if ((v->type.id == T_TIMESTAMPTZ) != (ct.id == T_TIMESTAMPTZ))
        return false;
    if (datum_cast(a, v, ct, -1, &w, NULL) != QPROP_OK)
        return true;
    c = datum_cmp(&w, v, &ok);
    if (!ok)
        return false;
    if (c == 0)
        out[(*n)++] = w;
    return true;
}

/* True when range 'r' of 'd' is one value. */
static bool
is_point(const domain *d, const dom_range *r)
{
    return dom_range_point(d, r, NULL);
}

/*
 * The non-NULL values that every domain of 'ds' allows, converted to the
 * column type 'ct', when one of the domains is a finite set of at most
 * MAX_POINTS values (dom_points()): '*out' (in 'a') and '*n'.  False when
 * none is (or on OOM).
 */
static bool
cc_points(arena *a, const list *ds, qp_type ct, datum **out, int *n)
{
    for (int i = 0; i < list_len(ds); i++) {
        const domain *d = list_nth(ds, i);
        datum *v;
        int np, k = 0;

        if (!dom_points(a, d, MAX_POINTS, &v, &np)) {
            if (a->failed)
                return false;
            continue;
        }
        /* in the column's type, in place: k never passes j */
        for (int j = 0; j < np; j++)
            if (!add_point(a, &v[j], ct, v, &k))
                return false;
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
        int rc = key_slot(pc, x, k);

        lv->ct[k] = cat_key_column(x, k)->type;
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

/*
 * RANGE: may the DEFAULT partition of 'x' receive an allowed row?  It
 * holds the rows with a NULL key column and the tuples in the gaps
 * between the bounds: before the first lower bound, between one upper
 * bound and the next lower bound, after the last upper bound.  Each gap
 * is a range [previous upper, next lower) in the same row-wise order, so
 * range_may() tells whether an allowed tuple lies in it.
 */
static bool
range_default_may(arena *a, const level *lv)
{
    const cat_table *x = lv->x;
    const cat_bound *prev = NULL;
    cat_rbkind *mins, *maxs;
    cat_bound gap;

    for (int k = 0; k < lv->nk; k++)
        if (cc_has_null(lv->ds[k]))
            return true; /* a NULL key column goes to DEFAULT */
    mins = ARENA_NEWN(a, cat_rbkind, lv->nk);
    maxs = ARENA_NEWN(a, cat_rbkind, lv->nk);
    if (!mins || !maxs)
        return true;
    for (int k = 0; k < lv->nk; k++) {
        mins[k] = RB_MINVALUE;
        maxs[k] = RB_MAXVALUE;
    }
    memset(&gap, 0, sizeof gap);
    gap.kind = BOUND_RANGE;
    gap.nkeys = lv->nk;
    for (int i = 0; i <= list_len(x->children); i++) {
        const cat_bound *b = i < list_len(x->children)
            ? ((const cat_table *)list_nth(x->children, i))->bound : NULL;

        if (b && b->kind != BOUND_RANGE)
            continue;
        gap.lo = prev ? prev->hi : NULL;
        gap.lo_kind = prev ? prev->hi_kind : mins;
        gap.hi = b ? b->lo : NULL;
        gap.hi_kind = b ? b->lo_kind : maxs;
        if (range_may(a, lv, &gap, 0, true, true))
            return true;
        prev = b;
        if (!b)
            break;
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

/* A copy of pc->cons (the lists themselves are never changed). */
static list **
snapshot(prune *pc)
{
    list **s = ARENA_NEWN(pc->ctx->a, list *, pc->nslots + 1);

    if (s)
        memcpy(s, pc->cons, sizeof(list *) * (size_t)pc->nslots);
    return s;
}

static void
restore(prune *pc, list **saved)
{
    memcpy(pc->cons, saved, sizeof(list *) * (size_t)pc->nslots);
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
    /* a column no value (not even NULL) satisfies: no row at all */
    for (int c = 0; c < pc->nslots; c++)
        for (int g = 0; g < list_len(pc->cons[c]); g++)
            if (dom_is_empty(list_nth(pc->cons[c], g)))
                return true;
    if (!(keep = ARENA_NEWN(a, bool, nc)) || !level_init(pc, x, &lv))
        return false;
    if (x->strategy == PART_HASH) {
        hash_keep(a, &lv, keep);
    } else if (pp_zone_unknown(x) == x) {
        /* bounds read in no known zone: unsafe (9) */
        for (int i = 0; i < nc; i++)
            keep[i] = true;
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
            /* rows of 'c' satisfy its bound: prune its level with it */
            list **saved = snapshot(pc);

            if (!saved || !add_bound(pc, x, c->bound) || !prune_level(pc, c))
                return false;
            restore(pc, saved);
        } else if (!list_push(a, &pc->kept, (void *)c)) {
            return false;
        }
    }
    return true;
}

/*
 * Prune with each arm of the multi-column ORs from 'i' on in turn (a row
 * satisfies one of them), uniting the kept leaves in pc->kept.
 */
static bool
prune_ors(prune *pc, int i, int budget)
{
    const expr *e;
    int n;

    if (i == list_len(pc->ors) || budget < list_len(((const expr *)
                                                      list_nth(pc->ors, i))
                                                     ->b.args))
        return prune_level(pc, pc->root);
    e = list_nth(pc->ors, i);
    n = list_len(e->b.args);
    for (int j = 0; j < n; j++) {
        list **saved = snapshot(pc);
        int ncols;

        if (!saved || !add_expr(pc, list_nth(e->b.args, j), &ncols)
            || !prune_ors(pc, i + 1, budget / n))
            return false;
        restore(pc, saved);
    }
    return true;
}

/* The first partitioned table of the tree of 'x' (partsel.h). */
const cat_table *
pp_zone_unknown(const cat_table *x)
{
    const cat_table *y;

    for (int i = 0; i < list_len(x->children); i++) {
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          i))->bound;

        if (b && b->zone_unknown)
            return x;
    }
    for (int i = 0; i < list_len(x->children); i++)
        if ((y = pp_zone_unknown(list_nth(x->children, i))))
            return y;
    return NULL;
}

/* The leaves scan 'p' keeps (partsel.h). */
bool
pp_kept_leaves(const plan *p, rw_ctx *ctx, list **kept, int *before)
{
    const rte *r = p->scan.rte;
    prune pc = { ctx, r, r->table, 0, NULL, NULL, NULL, NULL, NULL, NULL };
    const list *from = p->scan.parts;
    list *all = NULL, *out = NULL;

    *before = from ? list_len(from) : p->scan.nparts_total;
    if (!init_slots(&pc))
        return false;
    pc.cons = ARENA_NEWN(ctx->a, list *, pc.nslots + 1);
    if (!pc.cons || !collect(&pc, p->scan.filters))
        return false;
    /* a partition read directly: its rows satisfy its ancestors' bounds */
    for (const cat_table *x = r->table; x->parent; x = x->parent)
        if (!add_bound(&pc, x->parent, x->bound))
            return false;
    if (!prune_ors(&pc, 0, MAX_OR_COMBOS))
        return false;
    if (!from) {
        if (cat_leaves(ctx->a, r->table, &all) < 0)
            return false;
        from = all;
    }
    /* the kept leaves in leaf order, only those read now: unsafe (7) */
    for (int i = 0; i < list_len(from); i++) {
        void *leaf = list_nth(from, i);

        for (int j = 0; j < list_len(pc.kept); j++) {
            if (list_nth(pc.kept, j) == leaf) {
                if (!list_push(ctx->a, &out, leaf))
                    return false;
                break;
            }
        }
    }
    *kept = out;
    return true;
}

/* 'e' is column 'col' of rte 'r'. */
static bool
is_key_col(const expr *e, const rte *r, int col)
{
    return e && e->kind == E_COL && e->col.rte == r && e->col.col == col;
}

/* The build-side key a join condition equates to a partition key column
   (partsel.h); "unsafe (N)" cite dynamic_partition.c's header. */
expr *
dp_join_key(rw_ctx *ctx, const list *cond, const rte *r, int col,
            const list *brtes)
{
    for (int i = 0; i < list_len(cond); i++) {
        const expr *e = ((const pred *)list_nth(cond, i))->e;
        expr *b;

        if (!e || e->kind != E_OP || e->op.op != OP_EQ || !e->op.l
            || !e->op.r)
            continue; /* unsafe (3) */
        if (is_key_col(e->op.l, r, col))
            b = e->op.r;
        else if (is_key_col(e->op.r, r, col))
            b = e->op.l;
        else
            continue;
        if (expr_is_volatile(b) || expr_has_sublink(b)
            || !pd_covered(ctx, b, brtes))
            continue; /* unsafe (3) */
        if (b->type.id != (r->table ? r->table->cols[col].type.id
                                    : r->coltypes[col].id))
            continue; /* unsafe (4) */
        return b;
    }
    return NULL;
}
