/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/routine.c — the input's own functions, aggregates and
 * operators
 *
 * CREATE FUNCTION, CREATE AGGREGATE and CREATE OPERATOR (as pg_dump writes
 * them) record a signature in the catalog: name and schema, the input
 * arguments' types (with VARIADIC and the number of defaulted ones), the
 * result type (SETOF), strictness and volatility.  A later call resolves
 * among them and PostgreSQL's built-in functions by PostgreSQL's rules
 * (types/pgcat.c), so its result has the declared type and its volatility
 * decides whether a rule may move it.  A type the catalog does not know
 * is kept by name as an opaque type that matches any argument.  The
 * routines live in the catalog's arena, by name in one hash map; a name
 * may have overloads and be in several schemas.
 */
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/hmap.h"
#include "base/strbuf.h"
#include "catalog/catalog_int.h"
#include "types/pgcat.h"

struct cat_routines {
    hmap by_name;   /* name -> list * of cat_routine * */
};

/* 'text' without a "pg_catalog." prefix and without type modifiers
   ("numeric(10,2)" -> "numeric"), in 'a'. */
static const char *
strip_typmod(arena *a, const char *text)
{
    const char *p = strchr(text, '(');
    const char *q = p ? strchr(p, ')') : NULL;

    if (!p || !q)
        return text;
    return arena_printf(a, "%.*s%s", (int)(p - text), text, q + 1);
}

/* The type named 'text' (as written in the statement) into '*out': a
   modelled type, a built-in one, or one of the catalog's own; false when
   none has that name. */
static bool
known_type(const catalog *cat, arena *a, const char *text, qp_type *out)
{
    qp_typeid id;
    const char *base;
    unsigned oid;
    ast_name n = {0};
    const char *dot;
    const qp_type *ut;
    size_t len;

    if (strncmp(text, "pg_catalog.", 11) == 0)
        text += 11;
    base = strip_typmod(a, text);
    if (!base)
        return false;
    len = strlen(base);
    if (!(len > 2 && strcmp(base + len - 2, "[]") == 0)
        && type_lookup(base, &id)) {
        *out = type_plain(id);
        return true;
    }
    if ((oid = pgcat_type_lookup(text)) != 0) {
        *out = pgcat_qptype(oid);
        return true;
    }
    if (len > 2 && strcmp(base + len - 2, "[]") == 0)
        return false;
    dot = strchr(base, '.');
    if (dot) {
        n.part[n.n++] = arena_printf(a, "%.*s", (int)(dot - base), base);
        n.part[n.n++] = dot + 1;
    } else {
        n.part[n.n++] = base;
    }
    if (!n.part[0] || !(ut = catalog_type_lookup(cat, &n)))
        return false;
    *out = *ut;
    return true;
}

/* The type of one argument: its text as a type, else the text after the
   argument's name, else opaque by that text. */
static qp_type
arg_type(const catalog *cat, arena *a, const ast_routine_arg *ra)
{
    qp_type t;

    if (known_type(cat, a, ra->text, &t))
        return t;
    if (ra->after_name && known_type(cat, a, ra->after_name, &t))
        return t;
    return type_opaque(arena_strdup(a, ra->after_name ? ra->after_name
                                                      : ra->text));
}

/* The catalog type of qprop type 't' for the resolution. */
static uint16_t
oid_of(qp_type t)
{
    return (uint16_t)pgcat_type_of(t);
}

const list *
cat_routines_named(const cat_routines *rs, const char *name)
{
    return rs ? hmap_get(&rs->by_name, name) : NULL;
}

/* The result type and flags of a call of function 'fname' (as written,
   maybe schema-qualified) with arguments 'args': the catalog's own
   function, else a built-in one.  False when neither has it. */
static bool
lookup_function(const catalog *cat, const cat_routines *rs, arena *a,
                const char *fname, int nargs, const uint16_t *args,
                qp_type *result, unsigned *flags)
{
    const char *dot = strrchr(fname, '.');
    const char *name = dot ? dot + 1 : fname;
    const list *l = cat_routines_named(rs, name);
    unsigned oids[2];
    pgcat_call call;

    (void)cat;
    (void)a;
    for (int i = 0; i < list_len(l); i++) {
        const cat_routine *r = list_nth(l, i);
        bool same = r->kind == 'f' && r->sig.nargs == nargs;

        for (int k = 0; same && k < nargs; k++)
            same = r->sig.args[k] == args[k];
        if (same) {
            *result = r->result;
            *flags = r->sig.flags;
            return true;
        }
    }
    for (int k = 0; k < nargs && k < 2; k++)
        oids[k] = args[k];
    if ((!dot || strncmp(fname, "pg_catalog.", 11) == 0)
        && pgcat_func_resolve(name, nargs, oids, PGCAT_PLAIN, NULL, 0, &call)
               == PGCAT_OK) {
        *result = pgcat_qptype(call.result);
        *flags = call.flags;
        return true;
    }
    return false;
}

qprop_status
cat_create_routine(cat_routines **rsp, arena *a, const catalog *cat,
                   const ast *st, qprop_error *err)
{
    const ast_name *n = &st->routine.name;
    cat_routine *r = ARENA_NEW(a, cat_routine);
    cat_routines *rs = *rsp;
    int nargs;
    uint16_t *oids;
    list *l;

    if (!r)
        return ERR_OOM(err);
    if (!rs) {
        if (!(rs = ARENA_NEW(a, cat_routines)))
            return ERR_OOM(err);
        hmap_init(&rs->by_name, a);
        *rsp = rs;
    }
    r->name = arena_strdup(a, n->part[n->n - 1]);
    r->schema = n->n > 1 ? arena_strdup(a, n->part[n->n - 2]) : NULL;
    if (st->routine.kind == ROUTINE_OPERATOR) {
        r->kind = 'o';
        nargs = st->routine.left ? 2 : 1;
    } else {
        r->kind = st->routine.kind == ROUTINE_AGGREGATE ? 'a'
                  : st->routine.window ? 'w' : 'f';
        nargs = list_len(st->routine.args);
    }
    if (nargs > PGCAT_MAX_ARGS)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "functions cannot have more than %d arguments",
                       PGCAT_MAX_ARGS);
    r->args = arena_alloc(a, sizeof(qp_type) * (size_t)(nargs ? nargs : 1));
    oids = arena_alloc(a, sizeof(uint16_t) * (size_t)(nargs ? nargs : 1));
    if (!r->args || !oids || !r->name)
        return ERR_OOM(err);
    if (st->routine.kind == ROUTINE_OPERATOR) {
        ast_routine_arg la = { st->routine.left, NULL };
        ast_routine_arg ra = { st->routine.right, NULL };

        if (nargs == 2)
            r->args[0] = arg_type(cat, a, &la);
        r->args[nargs - 1] = arg_type(cat, a, &ra);
    } else {
        for (int i = 0; i < nargs; i++)
            r->args[i] = arg_type(cat, a, list_nth(st->routine.args, i));
    }
    for (int i = 0; i < nargs; i++)
        oids[i] = oid_of(r->args[i]);
    r->sig.args = oids;
    r->sig.nargs = (uint8_t)nargs;
    r->sig.ndefaults = (uint8_t)st->routine.ndefaults;
    if (st->routine.variadic && nargs) {
        const pgcat_type *t = pgcat_type_get(oids[nargs - 1]);

        r->sig.variadic = oids[nargs - 1] == PGT_ANY ? PGT_ANY
                          : t && t->elem ? t->elem : PGT_OTHER;
    }
    switch (r->kind) {
    case 'o':
        if (!lookup_function(cat, rs, a, st->routine.func, nargs, oids,
                             &r->result, &r->sig.flags)) {
            r->result = type_plain(T_ANY);
            r->sig.flags = PGCAT_VOLATILE;
        }
        r->sig.flags &= PGCAT_STRICT | PGCAT_VOLATILE | PGCAT_STABLE;
        break;
    case 'a': {
        unsigned fl;

        r->result = arg_type(cat, a, &(ast_routine_arg){ st->routine.rettype,
                                                          NULL });
        if (st->routine.func) {
            uint16_t s = oid_of(r->result);

            if (!lookup_function(cat, rs, a, st->routine.func, 1, &s,
                                 &r->result, &fl))
                r->result = type_plain(T_ANY);
        }
        r->sig.flags = PGCAT_AGG
                       | (st->routine.ndirect >= 0 ? PGCAT_ORDERED : 0);
        r->sig.ndirect = (uint8_t)(st->routine.ndirect >= 0
                                   ? st->routine.ndirect : 0);
        break;
    }
    default:
        if (st->routine.rettype)
            r->result = arg_type(cat, a, &(ast_routine_arg){
                                              st->routine.rettype, NULL });
        else
            r->result = type_plain(T_RECORD); /* OUT arguments */
        r->sig.flags = (st->routine.strict ? PGCAT_STRICT : 0)
                       | (st->routine.volatility == 'v' ? PGCAT_VOLATILE
                          : st->routine.volatility == 's' ? PGCAT_STABLE : 0)
                       | (st->routine.retset ? PGCAT_RETSET : 0)
                       | (r->kind == 'w' ? PGCAT_WINDOW : 0);
        break;
    }
    r->sig.rettype = oid_of(r->result);
    if (a->failed)
        return ERR_OOM(err);
    /* CREATE OR REPLACE of the same signature replaces it */
    l = hmap_get(&rs->by_name, r->name);
    for (int i = 0; i < list_len(l); i++) {
        const cat_routine *o = list_nth(l, i);
        bool same = o->kind == r->kind && o->sig.nargs == r->sig.nargs
                    && ((!o->schema && !r->schema)
                        || (o->schema && r->schema
                            && strcmp(o->schema, r->schema) == 0));

        for (int k = 0; same && k < nargs; k++)
            same = type_equal(o->args[k], r->args[k]);
        if (same) {
            l->items[i] = r;
            return QPROP_OK;
        }
    }
    if (!list_push(a, &l, r) || !hmap_put(&rs->by_name, r->name, l))
        return ERR_OOM(err);
    return QPROP_OK;
}
