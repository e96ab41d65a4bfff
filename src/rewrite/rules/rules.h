/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/rules.h — helpers the rules share
 */
#ifndef QPROP_RULES_H
#define QPROP_RULES_H

#include "rewrite/engine.h"

/* normalize.c: canonical form of one expression ('e' when unchanged). */
expr *norm_expr(arena *a, expr *e);
/* A TRUE or FALSE constant. */
expr *norm_bool_const(arena *a, bool v, int loc);
/* "=", "<>", "<", ... for a comparison kind. */
const char *norm_op_name(op_kind k);

/* filter_pushdown.c: every column of 'e' (and every outer reference of
   its subqueries) is of an rte in 'rtes'. */
bool pd_covered(rw_ctx *ctx, const expr *e, const list *rtes);
/* filter_pushdown.c: the conjunct list a region node holds (a Filter's
   that is not HAVING, an inner or cross join's ON, a leaf's filters), or
   NULL for other nodes. */
list **region_preds(plan *p);
/* filter_pushdown.c: the same predicates in the same order. */
bool same_preds(const list *x, const list *y);

/* eq_broadcast.c: domain atoms (x op k, x IN (k...), x IS [NOT] NULL, an
   OR of those on one x).  atom_col: the column, or NULL when 'e' is not an
   atom; atom_type: widen '*t' to the atom's constants (false: no common
   type); atom_domain: its domain in type 't' (NULL: not exact). */
struct domain;
const expr *atom_col(const expr *e);
bool atom_type(const expr *e, qp_type *t);
struct domain *atom_domain(arena *a, const expr *e, qp_type t);
/* x = y may put x and y in one equivalence class. */
bool class_types_ok(qp_type x, qp_type y);

/* outer_join_simplify.c: 'e' is never TRUE when every column of the rtes
   in 'nulls' is NULL. */
bool rejects_nulls(const expr *e, const list *nulls);

/* subquery_pushdown.c: push 'preds' (over the columns of 'r', whose values
   are the outputs of block 'q') into 'q' as far as they go; what cannot go
   is appended to '*stay'.  The new 'q', or NULL on OOM. */
plan *push_block(rw_ctx *ctx, plan *q, list *preds, const rte *r, list **stay);

/* subquery_pushdown.c: would eq_broadcast put 'x' on a derived table's or
   CTE's scan again after a push took it away?  Derived conjuncts, and
   IS NOT NULL (which it adds on join keys, not marked derived).  The
   pushdowns leave these on the scan, marked, so that passes converge. */
bool pd_rederived(const pred *x);

/* partition_prune.c: the leaves partitioned scan 'p' keeps by its
   filters, in leaf order, into '*kept'; '*before' gets how many it reads
   now.  False on OOM. */
bool pp_kept_leaves(const plan *p, rw_ctx *ctx, list **kept, int *before);

/* dynamic_partition.c: the expression over the rtes 'brtes' (the other
   input) that a conjunct "r.col = b" of 'cond' equates to column 'col' of
   'r', non-volatile, without subqueries and of the column's type; NULL
   when there is none. */
expr *dp_join_key(rw_ctx *ctx, const list *cond, const rte *r, int col,
                  const list *brtes);

#endif
