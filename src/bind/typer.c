/* SPDX-License-Identifier: MIT */
/*
 * src/bind/typer.c — the binder's typing for expressions built without SQL
 *
 * Each call makes a syntax tree of the construct whose operands stand for
 * the given expressions and binds it with bind_expr(), in a block of its
 * own whose one FROM item is a made-up relation: an operand that is an
 * untyped literal (or an untyped NULL) becomes that literal, so the
 * binder resolves its type from context as it does in SQL; any other
 * operand becomes a column of the made-up relation with the operand's
 * type (modifiers included), which the binder types as it types any
 * column.  The columns in the result are then replaced by the operands
 * themselves (expr_map_cols).  So operator and function resolution, the
 * common-type rule and the reading of untyped literals are the binder's
 * own, for SQL and for the API alike.
 *
 * The made-up relations live in the typer's own query, never in the
 * caller's plan.  Everything is allocated in the typer's arena.
 */
#include "bind/typer.h"

#include <stdio.h>
#include <string.h>

#include "bind/bind_int.h"

struct bind_typer {
    bctx c;
    block b;             /* the current call's block */
    rte *r;              /* its made-up relation */
    expr **cols;         /* the operands its columns stand for */
};

bind_typer *
typer_new(arena *a, const catalog *cat, qprop_error *err)
{
    bind_typer *t = ARENA_NEW(a, bind_typer);

    if (!t)
        return NULL;
    t->c.a = a;
    t->c.cat = cat;
    t->c.path = catalog_search_path(cat);
    t->c.err = err;
    t->c.max_depth = 1000;
    hmap_init(&t->c.aliases, a);
    if (!(t->c.q = ARENA_NEW(a, query)))
        return NULL;
    return t;
}

static bool
oom(bind_typer *t)
{
    ERR_OOM(t->c.err);
    return false;
}

/* A fresh block whose FROM item is a made-up relation of 'n' columns. */
static bool
start(bind_typer *t, int n)
{
    bind_start_block(&t->c, &t->b, NULL, NULL);
    t->b.cl = CL_TARGET;
    if (!(t->r = bind_new_rte(&t->c, &t->b, RTE_SUBQUERY, "qp_operands",
                              NULL, n, -1))
        || !(t->cols = ARENA_NEWN(t->c.a, expr *, n ? n : 1)))
        return oom(t);
    for (int i = 0; i < n; i++) {
        char name[16];

        snprintf(name, sizeof name, "x%d", i + 1);
        if (!(t->r->colnames[i] = arena_strdup(t->c.a, name)))
            return oom(t);
        t->r->coltypes[i] = type_plain(T_UNKNOWN);
    }
    if (!bind_add_item(&t->c, &t->b.sc, t->r))
        return t->c.err->code != QPROP_OK ? false : oom(t);
    return true;
}

static bool
is_untyped_literal(const expr *e)
{
    return e->kind == E_CONST
           && (e->type.id == T_UNKNOWN
               || (e->type.id == T_NULL && e->cnst.value.is_null));
}

/* The syntax tree standing for operand 'e', column 'i' of the block's
   relation.  NULL on OOM. */
static ast *
operand(bind_typer *t, int i, expr *e)
{
    ast *n;

    if (is_untyped_literal(e)) {
        if (!(n = ast_new(t->c.a, AST_CONST, -1, -1)))
            return NULL;
        if (e->cnst.value.is_null) {
            n->cnst.kind = CONST_NULL;
        } else {
            n->cnst.kind = CONST_STRING;
            n->cnst.str = e->cnst.value.v.s;
        }
        return n;
    }
    t->cols[i] = e;
    t->r->coltypes[i] = e->type;
    if (!(n = ast_new(t->c.a, AST_COLREF, -1, -1)))
        return NULL;
    n->colref.n = 2;
    n->colref.part[0] = t->r->alias;
    n->colref.part[1] = t->r->colnames[i];
    return n;
}

/* expr_map_cols() callback: a column of the made-up relation is the
   operand it stands for. */
static expr *
back(const expr *col, void *arg)
{
    bind_typer *t = arg;

    if (col->col.rte == t->r && t->cols[col->col.col])
        return t->cols[col->col.col];
    return (expr *)col;
}

/* Bind 'n' in the block and put the operands back.  NULL on error. */
static expr *
bind_back(bind_typer *t, const ast *n)
{
    expr *e;

    if (!n) {
        oom(t);
        return NULL;
    }
    if (!(e = bind_expr(&t->c, &t->b, n)))
        return NULL;
    if (!(e = expr_map_cols(t->c.a, e, back, t)))
        oom(t);
    return e;
}

expr *
typer_op(bind_typer *t, const char *name, expr *l, expr *r)
{
    bool distinct = strcmp(name, "IS DISTINCT FROM") == 0,
         not_distinct = strcmp(name, "IS NOT DISTINCT FROM") == 0;
    ast *n, *la = NULL, *ra;

    if (!start(t, 2))
        return NULL;
    if ((l && !(la = operand(t, 0, l))) || !(ra = operand(t, 1, r))) {
        oom(t);
        return NULL;
    }
    if (distinct || not_distinct) {
        if (!(n = ast_new(t->c.a, AST_DISTINCT, -1, -1)))
            return NULL;
        n->distinct.left = la;
        n->distinct.right = ra;
        n->distinct.is_not = not_distinct;
    } else {
        if (!(n = ast_new(t->c.a, AST_OP, -1, -1)))
            return NULL;
        n->op.name = strcmp(name, "!=") == 0 ? "<>" : name;
        n->op.left = la;
        n->op.right = ra;
    }
    return bind_back(t, n);
}

expr *
typer_func(bind_typer *t, const char *name, const list *args, bool star,
           bool distinct)
{
    ast *n;

    if (!start(t, list_len(args)))
        return NULL;
    if (!(n = ast_new(t->c.a, AST_FUNC, -1, -1)))
        return NULL;
    n->func.name.n = 1;
    n->func.name.part[0] = name;
    n->func.star = star;
    n->func.distinct = distinct;
    for (int i = 0; i < list_len(args); i++) {
        ast *x = operand(t, i, list_nth(args, i));

        if (!x || !list_push(t->c.a, &n->func.args, x)) {
            oom(t);
            return NULL;
        }
    }
    return bind_back(t, n);
}

bool
typer_unify(bind_typer *t, list *l, qp_type *out, const char *what)
{
    return bind_unify(&t->c, l, out, what, -1);
}

expr *
typer_require_bool(bind_typer *t, expr *e, const char *what)
{
    return bind_require_bool(&t->c, e, what);
}

expr *
typer_coerce_to(bind_typer *t, expr *e, qp_type to)
{
    return bind_coerce_to(&t->c, e, to);
}

expr *
typer_coerce_default(bind_typer *t, expr *e)
{
    return bind_coerce_default(&t->c, e);
}
