/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/atoms.h — domain atoms and the types an equivalence class
 * may join
 */
#ifndef QPROP_ATOMS_H
#define QPROP_ATOMS_H

#include "plan/plan.h"
#include "rewrite/domain.h"

/* The column atom 'e' constrains (x op k with op a comparison, x [NOT]
   IN (k...), x IS [NOT] NULL, an AND or OR of atoms on one x), or NULL
   when 'e' is not an atom.  Points into 'e'; cannot fail. */
const expr *atom_col(const expr *e);

/* Widen '*t' to the common type of it and atom 'e''s constants (NULL
   constants aside).  False when there is none ('*t' then partly
   widened), or when 'e' is not an atom. */
bool atom_type(const expr *e, qp_type *t);

/* The domain of atom 'e' over its column, in type 't', allocated in 'a';
   NULL when it is not exact, or on OOM. */
domain *atom_domain(arena *a, const expr *e, qp_type t);

/* May an atom that compares in type 'at' be read in type 't': the same
   type, or both exact numbers (the column's values are values of 't',
   and on them a comparison in 'at' is the mathematical one, which
   atom_domain() in 't' states exactly, converting the constant, with
   constants between or beyond 't''s values handled), or text and varchar
   (a varchar compares with text's operators: the same values, the same
   order).  Not floats, whose comparisons with exact numbers round, nor
   other categories. */
bool atom_readable_in(qp_type at, qp_type t);

/* Intersect into '*d' the domains in 't' of the atoms on 'col' among
   'preds' (not volatile) that compare in 't' or, with 'widen', in a type
   atom_readable_in() 't'; an atom whose domain is not exact is left out.
   Each atom taken is pushed onto '*why' unless 'why' is NULL.  False on
   OOM. */
bool atoms_intersect(arena *a, const list *preds, const expr *col, qp_type t,
                     bool widen, domain **d, list **why);

/* True when x = y, for columns of types 'x' and 'y', may put x and y in
   one equivalence class: the same string type, text and varchar (texteq;
   never char(n)), or comparable types of
   one category whose comparison is exact (not an integer or numeric
   against a float).  Cannot fail. */
bool class_types_ok(qp_type x, qp_type y);

/* Values of types 'x' and 'y' are identical whenever they are equal:
   the same type, for numeric the same declared scale, never floats (0 =
   -0), never types of other kinds (int 1 = bigint 1 but their text
   differs).  A predicate on one column then holds of the other where
   the two are equal.  Cannot fail. */
bool atom_types_identical(qp_type x, qp_type y);

/*
 * A comparison of a column with a value that only the query's run gives
 * and that is the same wherever the query reads it: "x op v" or "v op x",
 * op one of = < <= > >=, x a column (not a system column), v an
 * expression without a column of the statement, calling nothing volatile
 * and holding only uncorrelated scalar subqueries (x >= (SELECT min(d)
 * FROM t WHERE ...)) each of which gives the same value every time it
 * runs in the statement's snapshot (atoms.c, runtime_subplan_ok: no
 * LIMIT, window, row lock, WITH query, sample, volatile call or
 * aggregate whose result depends on the order of its rows).  PostgreSQL
 * prunes a partitioned scan by such a comparison on its key when the
 * scan starts, and "v" read twice (a copy of the comparison on another
 * member of x's class) is the same value both times.
 * Returns x (pointing into 'e'), or NULL.  When 'e' has the shape but v
 * does not qualify, '*why' (unless 'why' is NULL) says why in words for
 * the trace; it is left alone otherwise.  Scratch lists go in 'a'; NULL
 * on OOM too.
 */
const expr *atom_runtime_col(arena *a, const expr *e, const char **why);

#endif
