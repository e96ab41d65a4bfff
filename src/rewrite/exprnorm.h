/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/exprnorm.h — the canonical form of one expression
 *
 * What the normalize rule does to each predicate (see its header for the
 * identities and why each holds in three-valued logic), for the rules
 * that build expressions of their own.
 */
#ifndef QPROP_EXPRNORM_H
#define QPROP_EXPRNORM_H

#include "plan/plan.h"

/* The canonical form of 'e', in 'a': 'e' itself when it is canonical
   already, a new expression sharing 'e''s unchanged parts otherwise.
   NULL on OOM. */
expr *norm_expr(arena *a, expr *e);

/* norm_expr() of a predicate whose NULL and FALSE mean the same (a
   WHERE, HAVING or ON conjunct, not a NOT IN key's): also each
   comparison of a column under injective casts and integer arithmetic
   with constants solved for the column (x + 1 = 6 is x = 5, x::bigint =
   3000000000 on an int column FALSE, x * 2 <> 7 x IS NOT NULL), and
   cast(x) op cast(y) compared as x op y where that is exact.  NULL on
   OOM. */
expr *norm_pred(arena *a, expr *e);
/* A TRUE or FALSE constant at 'loc', in 'a'.  NULL on OOM. */
expr *norm_bool_const(arena *a, bool v, int loc);

/* One expression for the conjunction of 'l' (of expr *, not empty): its
   single item itself, else a new AND of them (no location).  NULL on
   OOM. */
expr *norm_and_of(arena *a, list *l);

/* True when 'e' is a boolean constant or a NULL constant: '*value' and
   '*is_null' say which.  False (outputs unset) for anything else.
   Cannot fail. */
bool norm_const_bool(const expr *e, bool *value, bool *is_null);

/* "=", "<>", "<", ..., "IS DISTINCT FROM" for a comparison kind, "?" for
   anything else.  A static string; cannot fail. */
const char *norm_op_name(op_kind k);

#endif
