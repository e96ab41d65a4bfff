/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/domain.c — exact value domains of columns
 *
 * The rewrite stage keeps one domain per equivalence class: the set of
 * values its members may take, built from comparison, IN and IS NULL atoms,
 * combined with intersection (AND) and union (OR), tested for emptiness
 * (contradictions) and printed back as the smallest predicate.
 *
 * Representation (see domain.h): sorted, disjoint, non-adjacent ranges of
 * non-NULL values plus a NULL flag.  Every domain built here is canonical,
 * so two domains of one type denote the same set exactly when their ranges
 * are the same bound for bound:
 *
 *   - Discrete types (booleans, integers, dates) have closed finite bounds
 *     only: x > 5 is [6,+inf).  A bound at the type's extreme value becomes
 *     infinite ([-32768,5] on int2 is (-inf,5]); a bound past it empties
 *     the range (x > 2147483647 on int4).  Ranges one step apart merge
 *     ([1,3] and [4,6] are [1,6]).  Values are handled as int64 ordinals
 *     (false = 0, true = 1; dates as days, where the gaps between the
 *     infinities and the first and last valid dates are skipped).
 *   - Continuous types (numeric, floats, timestamps, time, intervals) keep
 *     open and closed ends; [1,3) and [3,5] merge, (1,3) and (3,5) do not
 *     (that is x <> 3).  A closed bound at the type's extreme (-Infinity
 *     and NaN for floats, -infinity and infinity for timestamps, 00:00 and
 *     24:00 for time) becomes infinite.  No float lies between Infinity
 *     and NaN, so an open bound at Infinity is a closed one at NaN and an
 *     open bound at NaN a closed one at Infinity.  Timestamps are treated as
 *     continuous although their unit is a microsecond: (t, t + 1us) counts
 *     as non-empty, which only hides a contradiction, never invents one.
 *   - Collation-ordered types (text, varchar, bpchar) get points and the
 *     gaps between them only; their ranges are ordered by datum_cmp()
 *     (bytes; bpchar ignoring trailing blanks), which is used for nothing
 *     but sorting and equality.
 *
 * Values are held in type_plain(d->type.id) (no numeric scale, timestamp
 * precision or character length), so no value is ever rounded to fit a
 * modifier: a domain is a set of values, not a column.
 * No function allocates outside its arena or keeps state between calls;
 * a constant that cannot be converted exactly makes the constructors
 * return NULL instead of guessing.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "rewrite/domain.h"
#include "rewrite/exprnorm.h"

/* Valid finite dates, as days since 2000-01-01 (4714-11-24 BC and
   5874897-12-31, PostgreSQL's limits); the infinities sit at the int32
   extremes. */
#define DATE_FIRST (-2451545)
#define DATE_LAST 2145031948
#define DATE_NOBEGIN ((int64_t)INT32_MIN)
#define DATE_NOEND ((int64_t)INT32_MAX)
#define USECS_PER_DAY INT64_C(86400000000)

/* ---- type families ---- */

bool
dom_type_ordered(qp_typeid id)
{
    switch (id) {
    case T_BOOL:
    case T_INT2:
    case T_INT4:
    case T_INT8:
    case T_NUMERIC:
    case T_FLOAT4:
    case T_FLOAT8:
    case T_DATE:
    case T_TIME:
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
    case T_INTERVAL:
    case T_ENUM: /* in the declared order of its labels */
    case T_UUID: /* memcmp() of the 16 bytes */
        return true;
    default:
        return false;
    }
}

static bool
is_text(qp_typeid id)
{
    return id == T_TEXT || id == T_VARCHAR || id == T_BPCHAR;
}

static bool
is_discrete(qp_typeid id)
{
    return id == T_BOOL || type_is_integer(id) || id == T_DATE;
}

/* Types a domain can be built for. */
static bool
is_supported(qp_typeid id)
{
    return dom_type_ordered(id) || is_text(id);
}

/* Smallest and largest ordinal of the discrete type 'id'. */
static void
disc_limits(qp_typeid id, int64_t *min, int64_t *max)
{
    switch (id) {
    case T_BOOL:
        *min = 0;
        *max = 1;
        break;
    case T_INT2:
        *min = INT16_MIN;
        *max = INT16_MAX;
        break;
    case T_INT4:
        *min = INT32_MIN;
        *max = INT32_MAX;
        break;
    case T_DATE:
        *min = DATE_NOBEGIN;
        *max = DATE_NOEND;
        break;
    default:
        *min = INT64_MIN;
        *max = INT64_MAX;
        break;
    }
}

static int64_t
ord_of(const datum *v)
{
    return v->type.id == T_BOOL ? (int64_t)v->v.b : v->v.i;
}

static datum
ord_datum(qp_typeid id, int64_t o)
{
    datum d;

    memset(&d, 0, sizeof d);
    d.type = type_plain(id);
    if (id == T_BOOL)
        d.v.b = o != 0;
    else
        d.v.i = o;
    return d;
}

/* The next value of discrete type 'id' after 'o'; false past the end. */
static bool
ord_succ(qp_typeid id, int64_t o, int64_t *out)
{
    int64_t min, max;

    disc_limits(id, &min, &max);
    if (o >= max)
        return false;
    o++;
    if (id == T_DATE) {
        if (o < DATE_FIRST)
            o = DATE_FIRST;
        else if (o > DATE_LAST)
            o = DATE_NOEND;
    }
    *out = o;
    return true;
}

/* The value of discrete type 'id' before 'o'; false before the start. */
static bool
ord_pred(qp_typeid id, int64_t o, int64_t *out)
{
    int64_t min, max;

    disc_limits(id, &min, &max);
    if (o <= min)
        return false;
    o--;
    if (id == T_DATE) {
        if (o > DATE_LAST)
            o = DATE_LAST;
        else if (o < DATE_FIRST)
            o = DATE_NOBEGIN;
    }
    *out = o;
    return true;
}

/* Extreme values of a continuous type that has them. */
static bool
cont_limits(qp_typeid id, datum *min, datum *max)
{
    memset(min, 0, sizeof *min);
    memset(max, 0, sizeof *max);
    min->type = max->type = type_plain(id);
    switch (id) {
    case T_FLOAT4:
    case T_FLOAT8:
        min->v.f = -INFINITY;
        max->v.f = NAN;
        return true;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        min->v.i = INT64_MIN;
        max->v.i = INT64_MAX;
        return true;
    case T_TIME:
        min->v.i = 0;
        max->v.i = USECS_PER_DAY;
        return true;
    default:
        return false;
    }
}

/* datum_cmp(), with dates compared as days: datum_cmp() goes through
   microseconds, which overflow for dates near 5874897 AD. */
static int
dcmp(const datum *x, const datum *y, bool *ok)
{
    if (x->type.id == T_DATE && y->type.id == T_DATE && !x->is_null
        && !y->is_null) {
        if (ok)
            *ok = true;
        return x->v.i < y->v.i ? -1 : x->v.i > y->v.i;
    }
    return datum_cmp(x, y, ok);
}

/* Compare two values of a domain. */
static int
vcmp(const datum *x, const datum *y)
{
    return dcmp(x, y, NULL);
}

/* ---- bounds and ranges ---- */

/* Order of lower bounds: -inf first; at one value, closed before open. */
static int
cmp_lo(const dom_bound *x, const dom_bound *y)
{
    int c;

    if (x->inf || y->inf)
        return (int)y->inf - (int)x->inf;
    c = vcmp(&x->v, &y->v);
    if (c)
        return c;
    return x->incl == y->incl ? 0 : x->incl ? -1 : 1;
}

/* Order of upper bounds: +inf last; at one value, open before closed. */
static int
cmp_hi(const dom_bound *x, const dom_bound *y)
{
    int c;

    if (x->inf || y->inf)
        return (int)x->inf - (int)y->inf;
    c = vcmp(&x->v, &y->v);
    if (c)
        return c;
    return x->incl == y->incl ? 0 : x->incl ? 1 : -1;
}

static dom_bound
bound_inf(void)
{
    dom_bound b;

    memset(&b, 0, sizeof b);
    b.inf = true;
    return b;
}

static dom_bound
bound_at(const datum *v, bool incl)
{
    dom_bound b;

    memset(&b, 0, sizeof b);
    b.v = *v;
    b.incl = incl;
    return b;
}

/*
 * Bring 'r' to canonical form for type 'id' (see the file header).
 * Returns false when the range is empty.
 */
static bool
canon_range(qp_typeid id, dom_range *r)
{
    if (is_discrete(id)) {
        int64_t min, max, lo = 0, hi = 0;

        disc_limits(id, &min, &max);
        if (!r->lo.inf) {
            lo = ord_of(&r->lo.v);
            if (!r->lo.incl && !ord_succ(id, lo, &lo))
                return false;
            if (lo <= min)
                r->lo = bound_inf();
            else {
                datum v = ord_datum(id, lo);

                r->lo = bound_at(&v, true);
            }
        }
        if (!r->hi.inf) {
            hi = ord_of(&r->hi.v);
            if (!r->hi.incl && !ord_pred(id, hi, &hi))
                return false;
            if (hi >= max)
                r->hi = bound_inf();
            else {
                datum v = ord_datum(id, hi);

                r->hi = bound_at(&v, true);
            }
        }
        return r->lo.inf || r->hi.inf || lo <= hi;
    } else {
        datum min, max;
        int c;

        if (id == T_FLOAT4 || id == T_FLOAT8) {
            /* nothing lies between Infinity and NaN */
            if (!r->lo.inf && !r->lo.incl && isinf(r->lo.v.v.f)
                && r->lo.v.v.f > 0) {
                r->lo.v.v.f = NAN;
                r->lo.incl = true;
            }
            if (!r->hi.inf && !r->hi.incl && isnan(r->hi.v.v.f)) {
                r->hi.v.v.f = INFINITY;
                r->hi.incl = true;
            }
        }
        if (cont_limits(id, &min, &max)) {
            if (!r->lo.inf) {
                if (vcmp(&r->lo.v, &min) <= 0 && r->lo.incl)
                    r->lo = bound_inf();
                else if (vcmp(&r->lo.v, &max) >= 0 && !r->lo.incl)
                    return false;
            }
            if (!r->hi.inf) {
                if (vcmp(&r->hi.v, &max) >= 0 && r->hi.incl)
                    r->hi = bound_inf();
                else if (vcmp(&r->hi.v, &min) <= 0 && !r->hi.incl)
                    return false;
            }
        }
        if (r->lo.inf || r->hi.inf)
            return true;
        c = vcmp(&r->lo.v, &r->hi.v);
        return c < 0 || (c == 0 && r->lo.incl && r->hi.incl);
    }
}

/* True when canonical 'next' (not starting before 'cur') overlaps or
   touches canonical 'cur', so the two are one range. */
static bool
touches(qp_typeid id, const dom_range *cur, const dom_range *next)
{
    int c;

    if (cur->hi.inf || next->lo.inf)
        return true;
    c = vcmp(&next->lo.v, &cur->hi.v);
    if (c < 0)
        return true;
    if (c == 0)
        return next->lo.incl || cur->hi.incl;
    if (id == T_FLOAT4 || id == T_FLOAT8)
        return cur->hi.incl && next->lo.incl && isinf(cur->hi.v.v.f)
               && isnan(next->lo.v.v.f);
    if (is_discrete(id)) {
        int64_t s;

        return ord_succ(id, ord_of(&cur->hi.v), &s)
               && s == ord_of(&next->lo.v);
    }
    return false;
}

static int
range_qsort_cmp(const void *x, const void *y)
{
    return cmp_lo(&((const dom_range *)x)->lo, &((const dom_range *)y)->lo);
}

static domain *
dom_alloc(arena *a, qp_type t, int cap)
{
    domain *d = ARENA_NEW(a, domain);

    if (!d)
        return NULL;
    d->type = t;
    if (cap > 0 && !(d->r = ARENA_NEWN(a, dom_range, cap)))
        return NULL;
    return d;
}

/*
 * A canonical domain of type 't' from 'n' ranges 'r' (modified in place;
 * in any order unless 'sorted', possibly overlapping) and 'nulls'.
 * NULL on OOM.
 */
static domain *
make_domain(arena *a, qp_type t, dom_range *r, int n, bool sorted,
            bool nulls)
{
    domain *d;
    int m = 0;

    for (int i = 0; i < n; i++) {
        if (canon_range(t.id, &r[i]))
            r[m++] = r[i];
    }
    if (!sorted && m > 1)
        qsort(r, (size_t)m, sizeof *r, range_qsort_cmp);
    if (!(d = dom_alloc(a, t, m)))
        return NULL;
    d->nulls = nulls;
    for (int i = 0; i < m; i++) {
        if (d->n > 0 && touches(t.id, &d->r[d->n - 1], &r[i])) {
            dom_range *cur = &d->r[d->n - 1];

            if (cmp_hi(&r[i].hi, &cur->hi) > 0)
                cur->hi = r[i].hi;
        } else {
            d->r[d->n++] = r[i];
        }
    }
    return d;
}

/* ---- constructors ---- */

static domain *
simple(arena *a, qp_type t, bool values, bool nulls)
{
    domain *d = dom_alloc(a, t, values ? 1 : 0);

    if (!d)
        return NULL;
    d->nulls = nulls;
    if (values) {
        d->n = 1;
        d->r[0].lo = bound_inf();
        d->r[0].hi = bound_inf();
    }
    return d;
}

domain *
dom_universe(arena *a, qp_type t)
{
    return simple(a, t, true, true);
}

domain *
dom_not_null(arena *a, qp_type t)
{
    return simple(a, t, true, false);
}

domain *
dom_type_values(arena *a, qp_type of, qp_type t)
{
    datum lo = { .type = type_plain(T_INT8) }, hi = lo;
    domain *d;

    switch (of.id) {
    case T_INT2: lo.v.i = INT16_MIN; hi.v.i = INT16_MAX; break;
    case T_INT4: lo.v.i = INT32_MIN; hi.v.i = INT32_MAX; break;
    case T_INT8: lo.v.i = INT64_MIN; hi.v.i = INT64_MAX; break;
    default: return dom_universe(a, t);
    }
    d = dom_intersect(a, dom_from_cmp(a, t, OP_GE, &lo),
                      dom_from_cmp(a, t, OP_LE, &hi));
    return d ? dom_union(a, d, dom_null_only(a, t)) : NULL;
}

/* dom_integers_of() (domain.h): each range's ends through dom_from_cmp()
   in 'it', which rounds an end between two integers exactly. */
domain *
dom_integers_of(arena *a, const domain *d, qp_type it)
{
    domain *out = dom_empty(a, it);

    for (int i = 0; out && i < d->n; i++) {
        const dom_range *r = &d->r[i];
        domain *piece = dom_not_null(a, it);

        if (piece && !r->lo.inf)
            piece = dom_intersect(a, piece,
                                  dom_from_cmp(a, it, r->lo.incl ? OP_GE : OP_GT,
                                               &r->lo.v));
        if (piece && !r->hi.inf)
            piece = dom_intersect(a, piece,
                                  dom_from_cmp(a, it, r->hi.incl ? OP_LE : OP_LT,
                                               &r->hi.v));
        out = piece ? dom_union(a, out, piece) : NULL;
    }
    if (out && d->nulls)
        out = dom_union(a, out, dom_null_only(a, it));
    return out;
}

domain *
dom_null_only(arena *a, qp_type t)
{
    return simple(a, t, false, true);
}

domain *
dom_empty(arena *a, qp_type t)
{
    return simple(a, t, false, false);
}

/* How a constant relates to the values of a domain type. */
typedef enum conv {
    CV_EXACT,   /* converted without change */
    CV_BETWEEN, /* discrete: strictly between the result and its successor */
    CV_BELOW,   /* below every value of the type */
    CV_ABOVE,   /* above every value of the type */
    CV_FAIL     /* cannot be converted exactly (or OOM: see a->failed) */
} conv;

/*
 * Convert the non-NULL 'v' to the value type of a domain of type 't'.
 * CV_EXACT and CV_BETWEEN fill '*out' (for CV_BETWEEN, the largest value
 * of the type below 'v').
 */
static conv
convert(arena *a, qp_type t, const datum *v, datum *out)
{
    qp_type vt = type_unmod(t);
    bool ok;
    int c;

    /* the usual case, a value of the integer type itself (a partition
       bound, a constant of the column's type): what the general path
       below gives, without its casts and comparisons */
    if (type_is_integer(t.id) && v->type.id == t.id && !v->is_null) {
        int64_t min, max;

        disc_limits(t.id, &min, &max);
        if (v->v.i < min)
            return CV_BELOW;
        if (v->v.i > max)
            return CV_ABOVE;
        *out = ord_datum(t.id, v->v.i);
        return CV_EXACT;
    }
    if (is_discrete(t.id)) {
        int64_t min, max;
        datum dmin, dmax;

        disc_limits(t.id, &min, &max);
        dmin = ord_datum(t.id, min);
        dmax = ord_datum(t.id, max);
        c = dcmp(v, &dmin, &ok);
        if (ok && c < 0)
            return CV_BELOW;
        c = dcmp(v, &dmax, &ok);
        if (ok && c > 0)
            return CV_ABOVE;
    }
    if (datum_cast(a, v, vt, -1, out, NULL) != QPROP_OK)
        return CV_FAIL;
    c = dcmp(out, v, &ok);
    if (!ok)
        return v->type.id == T_UNKNOWN ? CV_EXACT : CV_FAIL;
    if (c == 0)
        return CV_EXACT;
    if (is_discrete(t.id)) {
        int64_t o = ord_of(out);

        if (c > 0 && !ord_pred(t.id, o, &o))
            return CV_FAIL;
        *out = ord_datum(t.id, o);
        return CV_BETWEEN;
    }
    return CV_FAIL;
}

domain *
dom_from_cmp(arena *a, qp_type t, op_kind op, const datum *v)
{
    dom_range r[2];
    datum w;
    int n = 0;

    if (!is_supported(t.id))
        return NULL;
    switch (op) {
    case OP_EQ:
    case OP_NE:
        break;
    case OP_LT:
    case OP_LE:
    case OP_GT:
    case OP_GE:
        if (!dom_type_ordered(t.id))
            return NULL;
        break;
    default:
        return NULL;
    }
    if (!v || v->is_null)
        return dom_empty(a, t);
    switch (convert(a, t, v, &w)) {
    case CV_FAIL:
        return NULL;
    case CV_BELOW:
        return op == OP_NE || op == OP_GT || op == OP_GE ? dom_not_null(a, t)
                                                         : dom_empty(a, t);
    case CV_ABOVE:
        return op == OP_NE || op == OP_LT || op == OP_LE ? dom_not_null(a, t)
                                                         : dom_empty(a, t);
    case CV_BETWEEN:
        /* no value equals 'v'; x < v is x <= w, x > v is x > w */
        if (op == OP_EQ)
            return dom_empty(a, t);
        if (op == OP_NE)
            return dom_not_null(a, t);
        op = op == OP_LT || op == OP_LE ? OP_LE : OP_GT;
        break;
    case CV_EXACT:
        break;
    }
    r[0].lo = r[0].hi = bound_inf();
    switch (op) {
    case OP_EQ:
        r[0].lo = r[0].hi = bound_at(&w, true);
        n = 1;
        break;
    case OP_NE:
        r[1] = r[0];
        r[0].hi = bound_at(&w, false);
        r[1].lo = bound_at(&w, false);
        n = 2;
        break;
    case OP_LT:
    case OP_LE:
        r[0].hi = bound_at(&w, op == OP_LE);
        n = 1;
        break;
    default:
        r[0].lo = bound_at(&w, op == OP_GE);
        n = 1;
        break;
    }
    return make_domain(a, t, r, n, true, false);
}

static int
datum_qsort_cmp(const void *x, const void *y)
{
    return vcmp((const datum *)x, (const datum *)y);
}

domain *
dom_from_in(arena *a, qp_type t, const datum *v, int n, bool is_not)
{
    datum *pts;
    dom_range *r;
    int np = 0, nr = 0;

    if (!is_supported(t.id))
        return NULL;
    if (n <= 0)
        return is_not ? dom_universe(a, t) : dom_empty(a, t);
    if (is_not) {
        for (int i = 0; i < n; i++) {
            if (v[i].is_null)
                return dom_empty(a, t);
        }
    }
    if (!(pts = ARENA_NEWN(a, datum, n)))
        return NULL;
    for (int i = 0; i < n; i++) {
        if (v[i].is_null)
            continue;
        switch (convert(a, t, &v[i], &pts[np])) {
        case CV_EXACT:
            np++;
            break;
        case CV_FAIL:
            return NULL;
        default:
            /* not a value of the type: matches nothing, excludes nothing */
            break;
        }
    }
    if (np > 1)
        qsort(pts, (size_t)np, sizeof *pts, datum_qsort_cmp);
    /* dedupe */
    if (np > 1) {
        int m = 1;

        for (int i = 1; i < np; i++) {
            if (vcmp(&pts[m - 1], &pts[i]) != 0)
                pts[m++] = pts[i];
        }
        np = m;
    }
    if (!(r = ARENA_NEWN(a, dom_range, np + 1)))
        return NULL;
    if (!is_not) {
        for (int i = 0; i < np; i++) {
            r[nr].lo = r[nr].hi = bound_at(&pts[i], true);
            nr++;
        }
    } else {
        r[0].lo = bound_inf();
        for (int i = 0; i < np; i++) {
            r[nr].hi = bound_at(&pts[i], false);
            r[++nr].lo = bound_at(&pts[i], false);
        }
        r[nr++].hi = bound_inf();
    }
    return make_domain(a, t, r, nr, true, false);
}

/* ---- converting between domain types ---- */

static dom_bound eff_bound(const domain *d, const dom_bound *b, bool hi);
static bool range_point(const domain *d, const dom_range *r, datum *v);

/*
 * 'd' as a domain of type 't' (a type it shares a category with), or NULL
 * when that is not exact: a bound that does not convert exactly, or a
 * discrete range wider than a point going to a continuous type (int
 * [1,3] is {1,2,3}, not numeric [1,3]).  Infinite ends of a discrete type
 * become its extreme values.
 */
static domain *
recast(arena *a, const domain *d, qp_type t)
{
    dom_range *r = NULL;
    bool from_disc = is_discrete(d->type.id);
    int64_t min, max;

    if (d->type.id == t.id)
        return (domain *)d;
    if (from_disc && !is_discrete(t.id)) {
        for (int i = 0; i < d->n; i++) {
            if (!range_point(d, &d->r[i], NULL))
                return NULL;
        }
    }
    disc_limits(d->type.id, &min, &max);
    if (d->n > 0 && !(r = ARENA_NEWN(a, dom_range, d->n)))
        return NULL;
    for (int i = 0; i < d->n; i++) {
        dom_bound *b[2] = { &r[i].lo, &r[i].hi };

        r[i] = d->r[i];
        for (int k = 0; k < 2; k++) {
            datum v;

            if (b[k]->inf && from_disc) {
                b[k]->v = ord_datum(d->type.id, k == 0 ? min : max);
                b[k]->inf = false;
                b[k]->incl = true;
            }
            if (b[k]->inf)
                continue;
            if (convert(a, t, &b[k]->v, &v) != CV_EXACT)
                return NULL;
            b[k]->v = v;
        }
    }
    return make_domain(a, t, d->n > 0 ? r : NULL, d->n, true, d->nulls);
}

/* Put 'x' and 'y' in one type.  False when they cannot be. */
static bool
same_type(arena *a, const domain **x, const domain **y)
{
    qp_type t;

    if ((*x)->type.id == (*y)->type.id)
        return true;
    if (!type_common((*x)->type, (*y)->type, &t) || !is_supported(t.id))
        return false;
    *x = recast(a, *x, t);
    *y = recast(a, *y, t);
    return *x && *y;
}

/* ---- set algebra ---- */

/*
 * x AND y, and (below) x OR y, as new domains in 'a' of x's type.  Domains
 * of two types are first converted to their common type (int4 and int8 to
 * int8); that refuses, returning NULL with a->failed clear, when a value
 * has no exact counterpart or a discrete range wider than a point would
 * become a continuous one (int [1,3] is not numeric [1,3]), and for types
 * with no common type.  NULL with a->failed set on OOM.  Linear in the
 * number of ranges.
 */
domain *
dom_intersect(arena *a, const domain *x, const domain *y)
{
    dom_range *r = NULL;
    int i = 0, j = 0, n = 0;

    if (!x || !y || !same_type(a, &x, &y))
        return NULL;
    if (x->n + y->n > 0 && !(r = ARENA_NEWN(a, dom_range, x->n + y->n)))
        return NULL;
    while (i < x->n && j < y->n) {
        const dom_range *p = &x->r[i], *q = &y->r[j];
        dom_range z;

        z.lo = cmp_lo(&p->lo, &q->lo) >= 0 ? p->lo : q->lo;
        z.hi = cmp_hi(&p->hi, &q->hi) <= 0 ? p->hi : q->hi;
        r[n++] = z;     /* make_domain drops it when empty */
        if (cmp_hi(&p->hi, &q->hi) <= 0)
            i++;
        else
            j++;
    }
    return make_domain(a, x->type, n > 0 ? r : NULL, n, true,
                       x->nulls && y->nulls);
}

domain *
dom_union(arena *a, const domain *x, const domain *y)
{
    dom_range *r = NULL;
    int i = 0, j = 0, n = 0;

    if (!x || !y || !same_type(a, &x, &y))
        return NULL;
    if (x->n + y->n > 0 && !(r = ARENA_NEWN(a, dom_range, x->n + y->n)))
        return NULL;
    while (i < x->n || j < y->n) {
        if (j >= y->n || (i < x->n && cmp_lo(&x->r[i].lo, &y->r[j].lo) <= 0))
            r[n++] = x->r[i++];
        else
            r[n++] = y->r[j++];
    }
    return make_domain(a, x->type, n > 0 ? r : NULL, n, true,
                       x->nulls || y->nulls);
}

/* ---- predicates ---- */

bool
dom_is_empty(const domain *d)
{
    return d->n == 0 && !d->nulls;
}

/* True when 'd' holds every non-NULL value. */
static bool
all_values(const domain *d)
{
    return d->n == 1 && d->r[0].lo.inf && d->r[0].hi.inf;
}

bool
dom_is_universe(const domain *d)
{
    return d->nulls && all_values(d);
}

/* Bound 'b' (an upper bound when 'hi') of a range of 'd' with an infinite
   end replaced by the type's extreme value where it has one. */
static dom_bound
eff_bound(const domain *d, const dom_bound *b, bool hi)
{
    int64_t min, max;
    datum v, cmin, cmax;

    if (!b->inf)
        return *b;
    if (is_discrete(d->type.id)) {
        disc_limits(d->type.id, &min, &max);
        v = ord_datum(d->type.id, hi ? max : min);
        return bound_at(&v, true);
    }
    if (cont_limits(d->type.id, &cmin, &cmax))
        return bound_at(hi ? &cmax : &cmin, true);
    return *b;
}

bool
dom_equal(const domain *x, const domain *y)
{
    if (x->nulls != y->nulls || x->n != y->n)
        return false;
    for (int i = 0; i < x->n; i++) {
        const dom_bound *xb[2] = { &x->r[i].lo, &x->r[i].hi };
        const dom_bound *yb[2] = { &y->r[i].lo, &y->r[i].hi };

        for (int k = 0; k < 2; k++) {
            dom_bound p, q;
            bool ok = true;

            /* two unbounded sides in one type have the same effective
               bound (eff_bound() is a function of the type then) */
            if (xb[k]->inf && yb[k]->inf && x->type.id == y->type.id)
                continue;
            p = eff_bound(x, xb[k], k == 1);
            q = eff_bound(y, yb[k], k == 1);
            if (p.inf != q.inf)
                return false;
            if (p.inf)
                continue;
            if (p.incl != q.incl || dcmp(&p.v, &q.v, &ok) != 0 || !ok)
                return false;
        }
    }
    return true;
}

/* Where 'v' stands to range 'r' of 'd': <0 below, 0 inside, >0 above
   (an int8 value past int4's range is outside an int4 domain); '*ok'
   false when 'v' cannot be compared with the range's values. */
static int
range_place(const domain *d, const dom_range *r, const datum *v, bool *ok)
{
    dom_bound lo = eff_bound(d, &r->lo, false);
    dom_bound hi = eff_bound(d, &r->hi, true);
    int c;

    *ok = true;
    if (!lo.inf) {
        c = dcmp(v, &lo.v, ok);
        if (!*ok)
            return 0;
        if (c < 0 || (c == 0 && !lo.incl))
            return -1;
    }
    if (!hi.inf) {
        c = dcmp(v, &hi.v, ok);
        if (!*ok)
            return 0;
        if (c > 0 || (c == 0 && !hi.incl))
            return 1;
    }
    return 0;
}

/* False when 'v' falls between two values of the discrete type 'id'
   (5.5 for an integer, a timestamp past midnight for a date). */
static bool
on_grid(qp_typeid id, const datum *v)
{
    const char *dot;

    switch (v->type.id) {
    case T_NUMERIC:
        if ((dot = strchr(v->v.s, '.')) != NULL) {
            for (dot++; *dot; dot++) {
                if (*dot != '0')
                    return false;
            }
        }
        return true;
    case T_FLOAT4:
    case T_FLOAT8:
        return isfinite(v->v.f) && floor(v->v.f) == v->v.f;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        return id != T_DATE || v->v.i == INT64_MIN || v->v.i == INT64_MAX
               || v->v.i % USECS_PER_DAY == 0;
    default:
        return true;
    }
}

bool
dom_contains(const domain *d, const datum *v)
{
    int lo = 0, hi = d->n - 1;

    if (!v || v->is_null)
        return d->nulls;
    if (is_discrete(d->type.id) && !on_grid(d->type.id, v))
        return false;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        bool ok;
        int c = range_place(d, &d->r[mid], v, &ok);

        if (!ok)
            return false;
        if (c == 0)
            return true;
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return false;
}

/* True when range 'r' of 'd' is one value (stored in '*v'). */
static bool
range_point(const domain *d, const dom_range *r, datum *v)
{
    dom_bound lo = eff_bound(d, &r->lo, false);
    dom_bound hi = eff_bound(d, &r->hi, true);

    if (lo.inf || hi.inf || !lo.incl || !hi.incl
        || vcmp(&lo.v, &hi.v) != 0)
        return false;
    if (v)
        *v = lo.v;
    return true;
}

bool
dom_is_point(const domain *d, datum *v)
{
    return !d->nulls && d->n == 1 && range_point(d, &d->r[0], v);
}

bool
dom_range_point(const domain *d, const dom_range *r, datum *v)
{
    return range_point(d, r, v);
}

bool
dom_points(arena *a, const domain *d, int max, datum **out, int *n)
{
    uint64_t count = 0;
    bool disc = is_discrete(d->type.id);
    datum *v;
    int k = 0;

    /* ranges of a discrete type are canonical: both ends included, or
       unbounded at the type's extreme (eff_bound() gives it) */
    for (int j = 0; j < d->n; j++) {
        if (disc) {
            dom_bound lo = eff_bound(d, &d->r[j].lo, false);
            dom_bound hi = eff_bound(d, &d->r[j].hi, true);
            int64_t ol = ord_of(&lo.v), oh = ord_of(&hi.v);

            if ((uint64_t)oh - (uint64_t)ol >= (uint64_t)max)
                return false;
            count += (uint64_t)(oh - ol) + 1;
        } else if (range_point(d, &d->r[j], NULL)) {
            count++;
        } else {
            return false;
        }
        if (count > (uint64_t)max)
            return false;
    }
    if (!(v = ARENA_NEWN(a, datum, count + 1)))
        return false;
    for (int j = 0; j < d->n; j++) {
        if (!disc) {
            range_point(d, &d->r[j], &v[k++]);
            continue;
        }
        dom_bound lo = eff_bound(d, &d->r[j].lo, false);
        dom_bound hi = eff_bound(d, &d->r[j].hi, true);
        int64_t o = ord_of(&lo.v), oh = ord_of(&hi.v);

        for (;;) {
            datum x = { .type = d->type };

            if (d->type.id == T_BOOL)
                x.v.b = o != 0;
            else
                x.v.i = o;
            v[k++] = x;
            if (o >= oh || !ord_succ(d->type.id, o, &o) || o > oh)
                break;
        }
    }
    *out = v;
    *n = k;
    return true;
}

/* Category of 'id' for comparing values across types (time of day does
   not compare with dates). */
static int
cmp_family(qp_typeid id)
{
    return id == T_TIME ? -1 : (int)type_category(id);
}

bool
dom_subset(const domain *x, const domain *y)
{
    int j = 0;

    if (x->nulls && !y->nulls)
        return false;
    if (x->n > 0 && cmp_family(x->type.id) != cmp_family(y->type.id))
        return false;
    /* each range of 'x' is connected, so it must lie in one range of 'y' */
    for (int i = 0; i < x->n; i++) {
        dom_bound xlo = eff_bound(x, &x->r[i].lo, false);
        dom_bound xhi = eff_bound(x, &x->r[i].hi, true);
        dom_bound ylo;

        while (j < y->n) {
            dom_bound yhi = eff_bound(y, &y->r[j].hi, true);

            if (cmp_hi(&yhi, &xhi) >= 0)
                break;
            j++;
        }
        if (j >= y->n)
            return false;
        ylo = eff_bound(y, &y->r[j].lo, false);
        if (cmp_lo(&ylo, &xlo) > 0)
            return false;
    }
    return true;
}

/* ---- printing ---- */

/* A constant for 'v' in the type of 'col' when that is exact, else in
   its own type. */
static expr *
make_const(arena *a, const datum *v, const expr *col)
{
    datum c;
    bool ok;

    if (col->type.id != v->type.id && is_supported(col->type.id)
        && datum_cast(a, v, col->type, -1, &c, NULL) == QPROP_OK
        && dcmp(&c, v, &ok) == 0 && ok)
        return expr_make_const(a, c, -1);
    if (a->failed)
        return NULL;
    return expr_make_const(a, *v, -1);
}

static expr *
make_cmp(arena *a, op_kind op, expr *col, const datum *v)
{
    static const char *const names[] = { "=", "<>", "<", "<=", ">", ">=" };
    expr *k = make_const(a, v, col);

    if (!k)
        return NULL;
    return expr_make_op(a, op, names[op - OP_EQ], type_plain(T_BOOL), col, k,
                        -1);
}

/* col = v, or col [NOT] IN (v...) for several. */
static expr *
make_in(arena *a, expr *col, const datum *v, int n, bool is_not)
{
    expr *e;
    list *items = NULL;

    if (n == 1)
        return make_cmp(a, is_not ? OP_NE : OP_EQ, col, &v[0]);
    for (int i = 0; i < n; i++) {
        expr *k = make_const(a, &v[i], col);

        if (!k || !list_push(a, &items, k))
            return NULL;
    }
    if (!(e = expr_new(a, E_IN, type_plain(T_BOOL), -1)))
        return NULL;
    e->in.arg = col;
    e->in.items = items;
    e->in.is_not = is_not;
    return e;
}

/* col = v, or col IN (v...) (domain.h). */
expr *
dom_points_expr(arena *a, expr *col, const datum *v, int n)
{
    return n > 0 ? make_in(a, col, v, n, false) : NULL;
}

/* Append to '*l' the comparisons bounding 'lo' .. 'hi' (none for an
   infinite end).  Returns false on OOM. */
static bool
push_bounds(arena *a, list **l, expr *col, const dom_bound *lo,
            const dom_bound *hi)
{
    expr *e;

    if (!lo->inf) {
        e = make_cmp(a, lo->incl ? OP_GE : OP_GT, col, &lo->v);
        if (!e || !list_push(a, l, e))
            return false;
    }
    if (!hi->inf) {
        e = make_cmp(a, hi->incl ? OP_LE : OP_LT, col, &hi->v);
        if (!e || !list_push(a, l, e))
            return false;
    }
    return true;
}

/*
 * The single value in the gap between consecutive ranges 'p' and 'q' of
 * 'd', if the gap is one value.
 */
static bool
gap_point(const domain *d, const dom_range *p, const dom_range *q,
          datum *v)
{
    if (is_discrete(d->type.id)) {
        int64_t s, t;

        if (!ord_succ(d->type.id, ord_of(&p->hi.v), &s)
            || !ord_pred(d->type.id, ord_of(&q->lo.v), &t) || s != t)
            return false;
        *v = ord_datum(d->type.id, s);
        return true;
    }
    if ((d->type.id == T_FLOAT4 || d->type.id == T_FLOAT8)
        && !p->hi.incl && isinf(p->hi.v.v.f) && isnan(q->lo.v.v.f)) {
        *v = p->hi.v;       /* ..,Infinity) and [NaN,..: the gap is Infinity */
        return true;
    }
    if (vcmp(&p->hi.v, &q->lo.v) != 0)
        return false;
    *v = p->hi.v;
    return true;
}

/* Number of comparisons bounding 'r'. */
static int
n_sides(const dom_range *r)
{
    return !r->lo.inf + !r->hi.inf;
}

/*
 * Of the two forms that fit the domain, the one with fewer comparisons
 * wins (the negative one on a tie, as conjuncts read better than an OR):
 * discrete ranges of two values) OR'ed with one AND per other range;
 * negative, when every gap between ranges is one value, the hull's bounds
 * AND col <> / NOT IN the gaps.  "OR col IS NULL" follows when NULL is in
 * the domain.  'col' is shared by every comparison, not copied.  The
 * result is in 'a'; NULL for the universe, or with a->failed on OOM.
 */
expr *
dom_to_expr(arena *a, const domain *d, expr *col)
{
    list *args = NULL, *conj = NULL;
    datum *pts, *gaps;
    bool *expanded;
    int np = 0, ng = 0, pos_cost = 0, neg_cost;
    expr *e;

    if (dom_is_universe(d))
        return NULL;
    if (d->n == 0 || all_values(d)) {
        if (d->n == 0 && !d->nulls) {
            datum f = datum_null(type_plain(T_BOOL));

            f.is_null = false;
            f.v.b = false;
            return expr_make_const(a, f, -1);
        }
        if (!(e = expr_new(a, E_NULLTEST, type_plain(T_BOOL), -1)))
            return NULL;
        e->test.arg = col;
        e->test.is_not = d->n > 0;
        return e;
    }
    pts = ARENA_NEWN(a, datum, 2 * d->n);
    gaps = ARENA_NEWN(a, datum, d->n);
    expanded = ARENA_NEWN(a, bool, d->n);
    if (!pts || !gaps || !expanded)
        return NULL;

    /* positive form: points (discrete ranges of one or two values) in one
       IN, then the other ranges */
    for (int i = 0; i < d->n; i++) {
        const dom_range *r = &d->r[i];
        dom_bound lo = eff_bound(d, &r->lo, false);
        dom_bound hi = eff_bound(d, &r->hi, true);
        int64_t s;

        if (range_point(d, r, &pts[np])) {
            np++;
            expanded[i] = true;
        } else if (is_discrete(d->type.id) && !lo.inf && !hi.inf
                   && ord_succ(d->type.id, ord_of(&lo.v), &s)
                   && s == ord_of(&hi.v)) {
            pts[np++] = lo.v;
            pts[np++] = hi.v;
            expanded[i] = true;
        } else {
            pos_cost += n_sides(r);
        }
    }
    pos_cost += np > 0;

    /* negative form: the hull less the single values between ranges */
    neg_cost = INT_MAX;     /* not possible unless every gap is one value */
    for (int i = 0; i + 1 < d->n; i++) {
        if (!gap_point(d, &d->r[i], &d->r[i + 1], &gaps[ng]))
            break;
        ng++;
    }
    if (ng > 0 && ng == d->n - 1)
        neg_cost = !d->r[0].lo.inf + !d->r[d->n - 1].hi.inf + 1;

    if (neg_cost <= pos_cost) {
        if (!push_bounds(a, &conj, col, &d->r[0].lo, &d->r[d->n - 1].hi))
            return NULL;
        if (!(e = make_in(a, col, gaps, ng, true)) || !list_push(a, &conj, e))
            return NULL;
        if (!(e = norm_and_of(a, conj)) || !list_push(a, &args, e))
            return NULL;
    } else {
        if (np > 0) {
            if (!(e = make_in(a, col, pts, np, false))
                || !list_push(a, &args, e))
                return NULL;
        }
        for (int i = 0; i < d->n; i++) {
            if (expanded[i])
                continue;
            conj = NULL;
            if (!push_bounds(a, &conj, col, &d->r[i].lo, &d->r[i].hi)
                || !(e = norm_and_of(a, conj)) || !list_push(a, &args, e))
                return NULL;
        }
    }
    if (d->nulls) {
        if (!(e = expr_new(a, E_NULLTEST, type_plain(T_BOOL), -1)))
            return NULL;
        e->test.arg = col;
        if (!list_push(a, &args, e))
            return NULL;
    }
    if (list_len(args) == 1)
        return list_nth(args, 0);
    return expr_make_bool(a, B_OR, args, -1);
}

static void
put_value(strbuf *sb, const datum *v)
{
    const char *s = datum_out(sb->a, v);

    if (!s)
        return;
    if (is_text(v->type.id) || v->type.id == T_ENUM || v->type.id == T_UUID)
        sb_put_sqlstr(sb, s);
    else
        sb_puts(sb, s);
}

/*
 * "{" then the ranges in order, then "NULL" when NULL is possible,
 * separated by ", ", then "}".  A range is "[lo,hi]" with "(" or ")" for
 * an open or infinite end ("-inf", "+inf"); a one-value range prints as
 * the bare value.  Values print as datum_out() writes them, text quoted:
 * "{}" (empty), "{(-inf,+inf), NULL}" (universe), "{1, [5,+inf)}",
 * "{'a', 'b'}", "{(-inf,3), (3,+inf)}" (x <> 3 on a numeric).
 */
const char *
dom_format(arena *a, const domain *d)
{
    strbuf sb;

    sb_init(&sb, a);
    sb_putc(&sb, '{');
    for (int i = 0; i < d->n; i++) {
        const dom_range *r = &d->r[i];
        datum v;

        if (i > 0)
            sb_puts(&sb, ", ");
        if (range_point(d, r, &v)) {
            put_value(&sb, &v);
            continue;
        }
        if (r->lo.inf) {
            sb_puts(&sb, "(-inf");
        } else {
            sb_putc(&sb, r->lo.incl ? '[' : '(');
            put_value(&sb, &r->lo.v);
        }
        sb_putc(&sb, ',');
        if (r->hi.inf) {
            sb_puts(&sb, "+inf)");
        } else {
            put_value(&sb, &r->hi.v);
            sb_putc(&sb, r->hi.incl ? ']' : ')');
        }
    }
    if (d->nulls)
        sb_puts(&sb, d->n > 0 ? ", NULL" : "NULL");
    sb_putc(&sb, '}');
    return a->failed ? NULL : sb.data;
}
