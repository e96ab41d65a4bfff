/* SPDX-License-Identifier: MIT */
/*
 * src/bind/typer.h — the binder's typing for expressions built without SQL
 *
 * A plan built through the API (src/api/api_plan.c) has expressions made
 * from bound operands, not from SQL text.  Their operators, functions,
 * common types and untyped literals are typed here by the binder itself
 * (bind_expr() over a syntax tree whose operands stand for the given
 * expressions), so an API-built plan is typed exactly as the binder types
 * the same SQL: one typer, not two.
 *
 * Every function takes bound operands (never modified), returns a new
 * expression in the typer's arena, and fails with the typer's error set
 * (ESEMANTIC: no such operator or function, a type mismatch; EUNSUPPORTED;
 * ENOMEM) by returning NULL or false.
 */
#ifndef QPROP_TYPER_H
#define QPROP_TYPER_H

#include "plan/plan.h"

typedef struct bind_typer bind_typer;

/* A typer for expressions over the relations of 'cat', allocating in 'a'
   and reporting errors into 'err' (not NULL).  NULL on OOM. */
bind_typer *typer_new(arena *a, const catalog *cat, qprop_error *err);

/* l 'name' r as the binder types it ("=", "+", "||", "IS DISTINCT FROM",
   "IS NOT DISTINCT FROM", ...); 'l' NULL for a prefix operator. */
expr *typer_op(bind_typer *t, const char *name, expr *l, expr *r);

/* The call name(args...) (an aggregate too; count(*) with 'star'),
   resolved among PostgreSQL's functions and the catalog's as the binder
   resolves it. */
expr *typer_func(bind_typer *t, const char *name, const list *args,
                 bool star, bool distinct);

/* The common type of the expressions of 'l' (PostgreSQL's rule, as the
   binder's bind_unify), each item of 'l' replaced by itself coerced to it;
   'what' names the construct for errors. */
bool typer_unify(bind_typer *t, list *l, qp_type *out, const char *what);

/* 'e' as a boolean (an untyped literal read as one), or NULL with
   ESEMANTIC naming 'what' when it is not boolean. */
expr *typer_require_bool(bind_typer *t, expr *e, const char *what);

/* An untyped literal (or NULL) read as type 't', as the binder reads one
   from context; any other expression as it is. */
expr *typer_coerce_to(bind_typer *t, expr *e, qp_type to);

/* An untyped literal in isolation: text, as PostgreSQL reads it; any other
   expression as it is. */
expr *typer_coerce_default(bind_typer *t, expr *e);

#endif
