/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/partsel.h — which partitions of a partitioned scan can hold
 * a row, and which join keys can select them
 */
#ifndef QPROP_PARTSEL_H
#define QPROP_PARTSEL_H

#include "rewrite/domain.h"
#include "rewrite/engine.h"

/* The leaves of partitioned scan 'p' that some row its filters accept can
   land in, in leaf order and only among those it reads now, into '*kept'
   (a new list in ctx->a; NULL when none); '*before' gets how many it
   reads now.  partition_prune.c's header states the rules.  False on
   OOM. */
bool pp_kept_leaves(const plan *p, rw_ctx *ctx, list **kept, int *before);

/* The first table of the partition tree of 'x' (itself first, then its
   partitions depth first) some partition of which has a bound read in no
   known time zone (catalog.h zone_unknown), or NULL: its level is not
   pruned (partition_prune.c unsafe (9)). */
const cat_table *pp_zone_unknown(const cat_table *x);

/* True when atom 'e' (atoms.h) on a key column of type 'ct' compares a
   timestamptz with a date or timestamp: its meaning depends on the
   session's TimeZone (query.tz), and without one it prunes nothing
   (partition_prune.c unsafe (10)).  Cannot fail. */
bool pp_zone_crossing(const expr *e, qp_type ct);

/* Whether 'e', a filter of partitioned scan 'p', compares a function of
   one of its top-level key columns with constants ('*fn' the function):
   0 when not, 1 when partition pruning reads it (partition_prune.c
   unsafe (11): ::date and date_trunc of a timestamp, AT TIME ZONE
   'UTC'), -1 when it does not (the trace says so).  Cannot fail (OOM:
   -1 with the arena's flag set). */
int pp_key_function(rw_ctx *ctx, const plan *p, const expr *e,
                    const expr **fn);

/* For a filter 'e' of scan 'p' on a monotone function of a partition-key
   column (pp_key_function() 1): the values of that column it allows,
   with the column's index in '*col' (o.ordered_at::date = '2024-06-05'
   allows o.ordered_at in ['2024-06-05', '2024-06-06')).  NULL when 'e' is
   no such filter, or on OOM (the arena's flag set). */
domain *pp_key_function_range(rw_ctx *ctx, const plan *p, const expr *e,
                              int *col);

/* The values column 'c' of scan 'p' can hold in a row its filters accept
   (the intersection of what each says of it); NULL when nothing is known
   of the column's type, or on OOM (the arena's flag set). */
domain *pp_filters_domain(rw_ctx *ctx, const plan *p, int c);

/* True when 'e' is a chain of the monotone steps partition pruning reads
   (unsafe (11): CAST(x AS date) and date_trunc('unit', x) of a
   timestamp, timezone('UTC', x) of a timestamptz) ending in a column of
   a table, stored in '*col'.  Cannot fail. */
bool pp_monotone_of_column(rw_ctx *ctx, const expr *e, const expr **col);

/* The expression every arm of the atom-shaped 'e' (x op k, x IN (k...),
   x IS [NOT] NULL, AND/OR of those on one x) compares, for any x; NULL
   when 'e' is not of that shape.  Points into 'e'; cannot fail. */
const expr *pp_atom_lhs(const expr *e);

/* The expression over the rtes 'brtes' (the other input) that a conjunct
   "r.col = b" of 'cond' (of pred *) equates to column 'col' of 'r' (a
   table, or a derived table whose column carries a table's key):
   non-volatile, without subqueries and of the column's type.
   Points into 'cond'; NULL when there is none (or on OOM). */
expr *dp_join_key(rw_ctx *ctx, const list *cond, const rte *r, int col,
                  const list *brtes);

#endif
