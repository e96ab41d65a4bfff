/* SPDX-License-Identifier: MIT */
/*
 * src/bind/expr_int.h — what the expression binder's files share (private)
 *
 * bind_expr() (expr.c) is spread over files by what they bind: literal.c
 * (constants, typed literals, the types of casts, untyped literals
 * coerced to a type), operator.c (operators, row and array comparisons),
 * func.c (function calls, aggregates, window functions), window.c (ORDER
 * BY keys, windows and their frames) and resolve.c (a call resolved among
 * PostgreSQL's built-in functions and operators and the input's own, for
 * operator.c and func.c).  They call each other through this header; what
 * the rest of the binder calls is in bind_int.h.  Failure conventions
 * are bind_int.h's.
 */
#ifndef QPROP_BIND_EXPR_INT_H
#define QPROP_BIND_EXPR_INT_H

#include "bind/bind_int.h"
#include "types/pgcat.h"

/* The element types a call's arguments of types that are no built-in
   ones stand for in the resolution (pgcat.h, PGT_USER), by index. */
typedef struct utypes {
    int n;
    qp_type t[PGCAT_MAX_ARGS];
} utypes;

/* The input's own functions or operators that a call may choose. */
typedef struct ucands {
    int n;
    int nfirst;                /* the first nfirst come before pg_catalog
                                  on the search path */
    pgcat_extra *sig;          /* n signatures */
    const cat_routine **r;     /* n routines */
} ucands;


/* ---- literal.c ---- */

/* A constant of value 'v' at 'loc'; NULL on OOM. */
expr *bind_make_const(bctx *c, datum v, int loc);

/* 'arg' cast to type 't' as written by the user; NULL on OOM. */
expr *bind_make_cast(bctx *c, expr *arg, qp_type t, int loc);

/* Untyped literal or NULL 'lit' cast to 't' explicitly: a constant of
   't' with its modifier applied, or the cast kept (an opaque type, a
   literal read in the session's settings).  NULL with c->err set. */
expr *bind_cast_literal(bctx *c, expr *lit, qp_type t, int loc);

/* The constant AST 'n' bound.  NULL with c->err set. */
expr *bind_const(bctx *c, const ast *n);

/* A copy of parameter 'e' typed 't'; NULL on OOM. */
expr *bind_param_typed(bctx *c, const expr *e, qp_type t);

/* 'e' is a constant of type text that is not NULL and was typed in the
   input ('x'::text, text 'x'), not an untyped literal. */
bool bind_typed_text(const expr *e);

/* ---- resolve.c ---- */

/* The 'na' catalog types 'oids' of a call's arguments 'args' (then the
   WITHIN GROUP sort keys 'keys') with the types that are no built-in
   ones told apart in 'u' (PGT_USER). */
void bind_user_tag(utypes *u, const list *args, const list *keys,
                   unsigned *oids, int na);

/* The type a call's resolution gave as 'oid': a PGT_USER type of 'u' or
   a built-in one. */
qp_type bind_user_qptype(bctx *c, const utypes *u, unsigned oid);

/* Untyped literal or parameter 'e' read as catalog type 'oid' (a
   PGT_USER type of 'u' when 'u' is not NULL), as PostgreSQL coerces a
   call's unknown-type argument; other expressions unchanged.  NULL with
   c->err set. */
expr *bind_cat_coerce_user(bctx *c, expr *e, unsigned oid, const utypes *u);
expr *bind_cat_coerce(bctx *c, expr *e, unsigned oid);

/* The input's routines named 'name', operators ('want_op') or not, that
   a call may choose, into 'u': in 'schema' when not NULL, else along the
   search path.  False with c->err set (no such schema, OOM). */
bool bind_user_routines(bctx *c, const char *name, const char *schema,
                        bool want_op, int loc, ucands *u);

/* 'u' narrowed to the routines that take arguments of 'types' ('n'),
   into 'out'; an exact match that PostgreSQL would take first alone.
   False on OOM. */
bool bind_user_narrow(bctx *c, const ucands *u, int n, const qp_type *types,
                      ucands *out);

/* Parameter 'i' of the routine chosen for 'call' is "any" or
   polymorphic. */
bool bind_open_param(const pgcat_call *call, const ucands *u, int i);

/* The function chosen for 'call' has a VARIADIC "any" parameter. */
bool bind_variadic_any(const pgcat_call *call, const ucands *u);

/* The result type of a call resolved to the input's routine 'r'. */
qp_type bind_user_result(bctx *c, const cat_routine *r,
                         const pgcat_call *call, const utypes *u);

/* True when 'e' has a built-in type qprop does not model (jsonb, inet). */
bool bind_is_cat_opaque(const expr *e);

/* ---- operator.c ---- */

/* PostgreSQL's error "operator does not exist" for l <op> r (l NULL for
   a prefix operator).  Always NULL. */
expr *bind_no_operator(bctx *c, const char *op, const expr *l,
                       const expr *r, int loc);

/* l <name> r (l NULL for a prefix operator) resolved among PostgreSQL's
   built-in operators and the input's own: an opaque OP_OTHER.  NULL with
   c->err set. */
expr *bind_cat_op(bctx *c, const char *name, expr *l, expr *r, int loc);

/* The operator expression AST 'n' bound.  NULL with c->err set. */
expr *bind_op(bctx *c, block *b, const ast *n);

/* x <op> ANY / ALL (array) AST 'n' bound.  NULL with c->err set. */
expr *bind_array_op(bctx *c, block *b, const ast *n);

/* ---- window.c ---- */

/* The sort keys 'in' (AST_SORTBY) bound into '*out'.  False with c->err
   set. */
bool bind_sortkeys(bctx *c, block *b, const list *in, list **out);

/* The window (OVER) 'w' of a window function of 'b' bound, with
   PostgreSQL's checks of its parts and frame.  NULL with c->err set. */
window_spec *bind_window(bctx *c, block *b, const ast *w);

/* ---- func.c ---- */

/* The function call AST 'n' bound: an E_FUNC, E_AGG (added to b->aggs)
   or E_WINFUNC (to b->winfuncs), or a cast PostgreSQL reads the call as.
   NULL with c->err set. */
expr *bind_func(bctx *c, block *b, const ast *n);

#endif
