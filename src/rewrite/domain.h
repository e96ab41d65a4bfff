/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/domain.h — exact value domains of columns
 *
 * A domain is what is known of a value: a union of disjoint intervals of
 * non-NULL values (points, ranges with open or closed ends, exclusions as
 * the gaps between intervals) plus whether NULL is possible.  Domains are
 * exact: intersection, union and emptiness are computed on datums with
 * datum_cmp(), never through floating point, and printing gives back the
 * smallest predicate that denotes the same set.
 *
 * NB: ranges are sorted, pairwise disjoint and non-adjacent ([1,3] and
 * (3,5] are merged; for discrete types (integers, dates) open bounds are
 * normalised to closed ones, so x > 5 AND x < 7 is the point 6).
 * NB: for types whose order depends on a collation (text, varchar, char),
 * only points and exclusions are ever built (dom_from_cmp refuses ranges):
 * equality of deterministic collations is byte equality, order is not.
 * Domains are immutable values in an arena; operations return new ones.
 */
#ifndef QPROP_DOMAIN_H
#define QPROP_DOMAIN_H

#include "plan/plan.h"

typedef struct dom_bound {
    datum v;      /* the bound (unused when inf) */
    bool inf;     /* unbounded on this side */
    bool incl;    /* closed bound (unused when inf) */
} dom_bound;

typedef struct dom_range {
    dom_bound lo, hi;
} dom_range;

typedef struct domain {
    qp_type type;    /* type the values are held in */
    int n;           /* number of ranges */
    dom_range *r;    /* sorted, disjoint, non-adjacent */
    bool nulls;      /* NULL is a possible value */
} domain;

/* True when 'id' is ordered independently of collation (numbers, dates,
   timestamps, booleans, intervals): ranges may be built for it. */
bool dom_type_ordered(qp_typeid id);

/* Every value including NULL (no information). */
domain *dom_universe(arena *a, qp_type t);
/* Every non-NULL value. */
domain *dom_not_null(arena *a, qp_type t);
/* The values a column of type 'of' can hold (NULL too), as a domain in
   type 't': the range of an integer type, else every value.  NULL on
   OOM. */
domain *dom_type_values(arena *a, qp_type of, qp_type t);
/* The integers 'd' (a domain in a type wider than the integer type 'it',
   numeric say) holds, as a domain in 'it' (NULL too when 'd' has it):
   x < 1.5 is x <= 1, and (2, 3) holds none.  Compare what is known of an
   integer column with it, not with 'd': x <> 3 read in numeric is never
   inside x <= 2 OR x > 3, though no integer tells them apart.  NULL when
   an end does not convert, and on OOM. */
domain *dom_integers_of(arena *a, const domain *d, qp_type it);
/* Only NULL. */
domain *dom_null_only(arena *a, qp_type t);
/* Nothing: no row can satisfy it. */
domain *dom_empty(arena *a, qp_type t);

/*
 * The values x with "x op v" true; 'v' is converted to 't' first (via
 * datum_cast).  op is OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT or OP_GE; a NULL
 * 'v' gives the empty domain (comparison with NULL is never true).
 * Returns NULL when the atom cannot be represented exactly: a range on a
 * collation-ordered type, or a constant that cannot be converted to 't'
 * (the caller then keeps the predicate as it is).  NULL with a->failed set
 * on OOM.
 */
domain *dom_from_cmp(arena *a, qp_type t, op_kind op, const datum *v);

/*
 * x IN (v...) (is_not false) or x NOT IN (v...) (is_not true).  NULLs in
 * the list: IN ignores them; NOT IN with a NULL is never true (empty).
 * NULL when not representable, as dom_from_cmp.
 */
domain *dom_from_in(arena *a, qp_type t, const datum *v, int n, bool is_not);

domain *dom_intersect(arena *a, const domain *x, const domain *y);
domain *dom_union(arena *a, const domain *x, const domain *y);

bool dom_is_empty(const domain *d);
bool dom_is_universe(const domain *d);
/* Same set of values (types compared by value semantics). */
bool dom_equal(const domain *x, const domain *y);
/* True when 'v' (NULL allowed) is in 'd'. */
bool dom_contains(const domain *d, const datum *v);
/* True when 'd' is exactly one non-NULL value (stored in '*v'). */
bool dom_is_point(const domain *d, datum *v);
/* True when range 'r' of 'd' is exactly one value (stored in '*v' when
   'v' is not NULL).  Cannot fail. */
bool dom_range_point(const domain *d, const dom_range *r, datum *v);

/*
 * The non-NULL values of 'd' when they are a finite set of at most 'max'
 * values: single points of any type, and the values of ranges of a
 * discrete type (boolean, integers, dates), in ascending order and in
 * d's type: '*out' (in 'a') and '*n'.  False when they are more, or not
 * finite (a range of a continuous or collation-ordered type), and on OOM
 * (a->failed set).
 */
bool dom_points(arena *a, const domain *d, int max, datum **out, int *n);
/* True when every non-NULL value of 'x' is in 'y' and y->nulls >= x->nulls. */
bool dom_subset(const domain *x, const domain *y);

/*
 * The smallest predicate on 'col' that denotes 'd', as an expression:
 *   col = v | col IN (v, ...) | col <> v | col NOT IN (v, ...)
 *   | col >= lo AND col < hi | col > lo | col IS NULL | col IS NOT NULL
 *   | an OR of such pieces (points first as one IN), "OR col IS NULL"
 * Constants are cast to col's own type where that is exact (so an int4
 * column compares with int4 literals), else kept in the domain's type.
 * Returns NULL for the universe (no predicate needed); for the empty
 * domain, the constant FALSE.  NULL with a->failed on OOM.
 */
expr *dom_to_expr(arena *a, const domain *d, expr *col);

/* "col = v" for one value, else "col IN (v, ...)", the constants cast to
   col's type as dom_to_expr() casts them ('n' >= 1; NULL on OOM). */
expr *dom_points_expr(arena *a, expr *col, const datum *v, int n);

/* Debug/test form: "{[1,3], (5,+inf), NULL}".  In 'a'. */
const char *dom_format(arena *a, const domain *d);

#endif
