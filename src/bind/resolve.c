/* SPDX-License-Identifier: MIT */
/*
 * src/bind/resolve.c — a call resolved among PostgreSQL's catalog and
 * the input's own routines
 *
 * What operator.c and func.c share to type an operator or a function that
 * qprop does not model by its own rules: the built-in functions and
 * operators of the input's PostgreSQL version (types/pgcat.h) and the input's CREATE
 * FUNCTION / OPERATOR and extensions' ones (catalog_routines_visible())
 * are resolved together by PostgreSQL's rules; the arguments whose types
 * are no built-in ones (an enum, a composite, an extension's type) take
 * part as PGT_USER types (utypes), and untyped arguments are coerced to
 * the chosen parameter's type.  Part of bind_expr() (expr_int.h).
 */
#include <stdint.h>
#include <string.h>

#include "bind/expr_int.h"

/* ---- PostgreSQL's catalog (types/pgcat.h) ---- */

/* The PGT_USER oid of type 't' in 'u' (added when new): an enum, a
   composite or an extension's type, or an array of one; PGT_OTHER for
   any other type that is no built-in one (a result qprop could not
   type), which fixes no polymorphic parameter. */
static unsigned
user_oid(utypes *u, qp_type t)
{
    bool arr = type_is_array(t);
    qp_type e = arr ? *type_elem(t) : t;
    unsigned flags = arr ? PGT_USER_ARRAY : 0;
    int k;

    if (e.id == T_ENUM)
        flags |= PGT_USER_ENUM;
    else if (e.id != T_ANY || !type_opaque_name(e)
             || pgcat_type_of(e) != PGT_OTHER
             || strchr(type_opaque_name(e), '['))
        return PGT_OTHER;
    e = type_unmod(e);
    if (e.id == T_ANY)
        e = arr ? *type_elem(t) : t;
    for (k = 0; k < u->n; k++)
        if (type_equal(u->t[k], e))
            break;
    if (k == u->n) {
        if (u->n >= PGCAT_MAX_ARGS)
            return PGT_OTHER;
        u->t[u->n++] = e;
    }
    return PGT_USER | flags | (unsigned)k;
}

/* 'oids' of the 'na' arguments of a call ('args', then the WITHIN GROUP
   sort keys 'keys') with the types that are no built-in ones told apart
   in 'u' (user_oid()). */
void
bind_user_tag(utypes *u, const list *args, const list *keys, unsigned *oids,
         int na)
{
    u->n = 0;
    for (int i = 0; i < na; i++) {
        const expr *a;

        if (oids[i] != PGT_OTHER)
            continue;
        if (i < list_len(args))
            a = list_nth(args, i);
        else
            a = ((const sort_key *)list_nth(keys, i - list_len(args)))->e;
        oids[i] = user_oid(u, a->type);
    }
}

/* The type a call's resolution gave as 'oid': a PGT_USER type of 'u' or
   a built-in one. */
qp_type
bind_user_qptype(bctx *c, const utypes *u, unsigned oid)
{
    qp_type t;

    if (!u || !pgcat_is_user(oid)
        || (int)(oid & (PGT_USER_MAXINDEX - 1)) >= u->n)
        return pgcat_qptype(oid);
    t = u->t[oid & (PGT_USER_MAXINDEX - 1)];
    return oid & PGT_USER_ARRAY ? type_array_of(c->a, t) : t;
}

/*
 * Untyped literal or parameter 'e' read as catalog type 'oid', as
 * PostgreSQL coerces a call's unknown-type argument to its parameter's
 * type: a modelled type gives a constant of it, an opaque one a cast that
 * prints the type ('{"a": 1}'::jsonb), "any" leaves text.  Other
 * expressions are returned unchanged.
 */
expr *
bind_cat_coerce_user(bctx *c, expr *e, unsigned oid, const utypes *u)
{
    qp_type t;

    if (!e || !bind_is_unknown(e))
        return e;
    if (u && pgcat_is_user(oid))
        t = bind_user_qptype(c, u, oid);
    else if (oid == PGT_ANY || !pgcat_type_get(oid))
        return bind_coerce_default(c, e);
    else
        t = pgcat_qptype(oid);
    if (t.id != T_ANY)
        return bind_coerce_to(c, e, t);
    if (e->kind == E_CONST)
        return bind_cast_literal(c, e, t, e->loc);
    if (e->kind == E_PARAM)
        return bind_param_typed(c, e, t);
    return e;
}

expr *
bind_cat_coerce(bctx *c, expr *e, unsigned oid)
{
    return bind_cat_coerce_user(c, e, oid, NULL);
}

/*
 * The routines of the catalog named 'name' of kind operator ('want_op')
 * or not that a call may choose (catalog_routines_visible()): in schema
 * 'schema' when not NULL, else along the search path.  False with c->err
 * set when 'schema' does not exist, or on OOM.
 */
bool
bind_user_routines(bctx *c, const char *name, const char *schema, bool want_op,
              int loc, ucands *u)
{
    const cat_routine **rs;
    int n;

    memset(u, 0, sizeof *u);
    n = catalog_routines_visible(c->cat, c->a, schema, name, want_op, &rs,
                                 &u->nfirst);
    if (n == -1) {
        bind_fail(c, QPROP_ESEMANTIC, loc, "schema \"%s\" does not exist",
                  schema);
        return false;
    }
    if (n < 0)
        return !OOM(c);
    if (!n)
        return true;
    if (!(u->sig = arena_alloc(c->a, sizeof *u->sig * (size_t)n)))
        return !OOM(c);
    for (int i = 0; i < n; i++)
        u->sig[i] = rs[i]->sig;
    u->r = rs;
    u->n = n;
    return true;
}

/*
 * Narrow 'u' to the routines that take arguments of 'types' ('n')
 * (catalog_routine_takes()), into 'out'.  When one of them takes them
 * exactly and either comes before pg_catalog on the path or takes an
 * extension's type (no built-in function can), it is the only one left:
 * PostgreSQL's exact match.  False on OOM.
 */
bool
bind_user_narrow(bctx *c, const ucands *u, int n, const qp_type *types,
            ucands *out)
{
    int k = 0, exact = -1;

    memset(out, 0, sizeof *out);
    if (!u->n)
        return true;
    out->sig = arena_alloc(c->a, sizeof *out->sig * (size_t)u->n);
    out->r = arena_alloc(c->a, sizeof *out->r * (size_t)u->n);
    if (!out->sig || !out->r)
        return !OOM(c);
    for (int i = 0; i < u->n; i++) {
        if (u->r[i]->ext && !catalog_routine_takes(u->r[i], n, types, false))
            continue;
        if (exact < 0 && catalog_routine_takes(u->r[i], n, types, true)) {
            bool ext_type = false;

            for (int j = 0; j < n; j++)
                ext_type |= u->r[i]->sig.args[j] == PGT_OTHER;
            if (i < u->nfirst || (ext_type && u->r[i]->ext))
                exact = k;
        }
        out->sig[k] = u->sig[i];
        out->r[k++] = u->r[i];
    }
    if (exact >= 0) {
        out->sig[0] = out->sig[exact];
        out->r[0] = out->r[exact];
        k = 1;
    }
    out->n = k;
    out->nfirst = exact >= 0 ? 1 : 0; /* 1: the exact match, alone */
    return true;
}

/* Parameter 'i' of the chosen routine of 'call' is "any" or polymorphic:
   a bare literal there stays unknown (pg_typeof('') is unknown). */
bool
bind_open_param(const pgcat_call *call, const ucands *u, int i)
{
    const pgcat_extra *sig = call->extra >= 0 ? &u->r[call->extra]->sig
                                              : NULL;
    const uint16_t *args = sig ? sig->args
                           : call->proc ? pgcat_argtypes + call->proc->args
                                        : NULL;
    int nargs = sig ? sig->nargs : call->proc ? call->proc->nargs : 0;
    unsigned variadic = sig ? sig->variadic
                        : call->proc ? call->proc->variadic : 0;
    unsigned decl;

    if (variadic && i >= nargs - 1)
        decl = variadic;
    else if (args && i < nargs)
        decl = args[i];
    else
        return false;
    return decl == PGT_ANY || pgcat_is_polymorphic(decl);
}

/* The function chosen for 'call' (among the built-in ones and 'u') has a
   VARIADIC "any" parameter. */
bool
bind_variadic_any(const pgcat_call *call, const ucands *u)
{
    if (call->extra >= 0)
        return u->r[call->extra]->sig.variadic == PGT_ANY;
    return call->proc && call->proc->variadic == PGT_ANY;
}

/* The result type of a call resolved to user routine 'r' ('call'): its
   declared type, or the catalog's resolution of a polymorphic one. */
qp_type
bind_user_result(bctx *c, const cat_routine *r, const pgcat_call *call,
            const utypes *u)
{
    if (call->result != r->sig.rettype)
        return bind_user_qptype(c, u, call->result);
    return r->result;
}

/* True when 'e' has a built-in type qprop does not model (jsonb, inet). */
bool
bind_is_cat_opaque(const expr *e)
{
    return e->type.id == T_ANY && type_opaque_name(e->type)
           && pgcat_type_of(e->type) != PGT_OTHER;
}
