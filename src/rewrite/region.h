/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/region.h — regions' predicate lists, and pushing predicates
 * into a query block
 *
 * Shared by the rules that move conjuncts: filter_pushdown and
 * eq_broadcast within a region, subquery_pushdown and cte_pushdown into
 * derived tables and CTEs.  See src/rewrite/README, "Regions".
 */
#ifndef QPROP_REGION_H
#define QPROP_REGION_H

#include "rewrite/engine.h"

/* True when every column of 'e' (and every outer reference of its
   subqueries) is of an rte in 'rtes', and there is at least one.  Scratch
   lists go in ctx->a; false on OOM too. */
bool pd_covered(rw_ctx *ctx, const expr *e, const list *rtes);

/* The conjunct list a region node holds (a Filter's that is not HAVING
   and has an input, an inner or cross join's ON, a leaf's filters), or
   NULL for other nodes.  Points into 'p'; cannot fail. */
list **region_preds(plan *p);

/* True when 'x' and 'y' hold the same predicates (pointers) in the same
   order.  Cannot fail. */
bool same_preds(const list *x, const list *y);

/*
 * Push 'preds' (over the columns of 'r', whose values are the outputs of
 * block 'q') into 'q' as far as they go (subquery_pushdown.c's header
 * states where, and when not); what cannot go is appended to '*stay'.
 * Returns the new 'q' (sharing what did not change, 'q' itself when
 * nothing went in), in ctx->a; NULL on OOM.
 */
plan *push_block(rw_ctx *ctx, plan *q, list *preds, const rte *r,
                 list **stay);

/* May a filter 'e' over the output of Aggregate 'agg' go below it, as a
   filter of its input, keeping the same rows?  Yes when 'e' reads no
   aggregate and only grouping keys that are in every grouping set (a key
   missing from a set is NULL in that set's rows), and 'agg' has keys and
   no empty grouping set (else it returns a row for no input): the rows
   of a group agree on its keys, as PostgreSQL assumes when it moves such
   a HAVING conjunct into WHERE.  Cannot fail. */
bool pd_below_agg(const plan *agg, const expr *e);

/* Would eq_broadcast put 'x' on a derived table's or CTE's scan again
   after a push took it away?  Derived conjuncts, and IS NOT NULL (which
   it adds on join keys, not marked derived).  The pushdowns leave these
   on the scan, marked, so that passes converge.  Cannot fail. */
bool pd_rederived(const pred *x);

/*
 * 'preds' in a Filter on top of 'child' ('child' may be NULL: a block
 * without FROM): when 'child' is a Filter of the same kind (HAVING or
 * not), a copy of it with 'preds' after its own conjuncts, else a new
 * Filter node.  'child' is never modified.  NULL on OOM.
 */
plan *rw_filter_on(rw_ctx *ctx, plan *child, list *preds, bool having);

#endif
