/* SPDX-License-Identifier: MIT */
/*
 * src/bind/expr.c — expressions: bind_expr() and the forms of its own
 *
 * bind_expr() turns one AST expression into a typed expr (plan.h) in the
 * context of a block and the clause being bound (b->cl), which decides
 * whether aggregates, window functions and GROUPING may appear.  This
 * file dispatches on the AST's kind and binds the forms that are neither
 * a constant, an operator nor a call: CASE, ARRAY[...], subscripts,
 * field selection and (x).*, CAST, IN lists, BETWEEN (expanded), LIKE,
 * IS [NOT] ..., and the common type of a list (bind_unify()).  Constants
 * and coercion are in literal.c, operators in operator.c, calls in
 * func.c, windows in window.c, the resolution they share in resolve.c
 * (expr_int.h); column references go to scope.c and subqueries to
 * sublink.c.  Untyped literals and parameters take their type from
 * context as PostgreSQL resolves them (bind_coerce_to()), else text.
 * Nesting is limited to max_depth; a NULL result always comes with
 * c->err set.
 */
#include <stdlib.h>
#include <string.h>

#include "bind/expr_int.h"

/* ---- expressions ---- */

list *
bind_list(bctx *c, block *b, const list *l, bool *ok)
{
    list *out = NULL;

    *ok = true;
    for (int i = 0; i < list_len(l); i++) {
        expr *e = bind_expr(c, b, list_nth(l, i));

        if (!e || !list_push(c->a, &out, e)) {
            *ok = false;
            return NULL;
        }
    }
    return out;
}

/* Common type of the expressions in 'l' (unknowns ignored), coercing the
   unknowns to it in place.  'what' names the construct for errors. */
bool
bind_unify(bctx *c, list *l, qp_type *out, const char *what, int loc)
{
    qp_type t = type_plain(T_UNKNOWN);
    bool untyped = false;

    for (int i = 0; i < list_len(l); i++) {
        expr *e = list_nth(l, i);
        qp_type nt;

        untyped = untyped || e->type.id == T_UNKNOWN || e->type.id == T_NULL;

        if (!type_select_common(t, e->type, &nt)) {
            err_set(c->err, QPROP_ESEMANTIC, e->loc,
                    "%s types %s and %s cannot be matched", what,
                    bind_tname(c, t), bind_tname(c, e->type));
            return false;
        }
        t = nt;
    }
    if (t.id == T_UNKNOWN || t.id == T_NULL)
        t = type_plain(T_TEXT);
    else if (untyped)
        /* an untyped literal or NULL becomes a value of the type without
           a modifier (coerce_to_common_type), so the whole has none
           either (exprTypmod of a CASE, COALESCE, ARRAY, VALUES column:
           the modifier all its arguments share, else none) */
        t = type_nomod(t);
    for (int i = 0; i < list_len(l); i++) {
        expr *e = bind_coerce_to(c, list_nth(l, i), t);

        if (!e)
            return false;
        l->items[i] = e;
    }
    (void)loc;
    *out = t;
    return true;
}

static expr *
bind_case(bctx *c, block *b, const ast *n)
{
    expr *e = expr_new(c->a, E_CASE, type_plain(T_ANY), n->loc);
    list *results = NULL;
    bool ok;

    if (!e)
        return NULL;
    if (n->casex.arg && !(e->casex.arg = bind_expr(c, b, n->casex.arg)))
        return NULL;
    e->casex.whens = bind_list(c, b, n->casex.whens, &ok);
    if (!ok)
        return NULL;
    if (n->casex.else_ && !(e->casex.else_ = bind_expr(c, b, n->casex.else_)))
        return NULL;
    for (int i = 0; i < list_len(e->casex.whens); i += 2) {
        expr *w = list_nth(e->casex.whens, i);

        if (e->casex.arg) {
            /* CASE x WHEN v: v compared with x */
            expr *probe;

            if (bind_is_unknown(w) && !bind_is_unknown(e->casex.arg))
                w = bind_coerce_to(c, w, e->casex.arg->type);
            if (!w)
                return NULL;
            probe = bind_make_binop(c, OP_EQ, "=", e->casex.arg, w, w->loc);
            if (!probe)
                return NULL;
        } else {
            w = bind_coerce_to(c, w, type_plain(T_BOOL));
            if (!w)
                return NULL;
            if (w->type.id != T_BOOL) {
                err_set(c->err, QPROP_ESEMANTIC, w->loc,
                        "argument of CASE/WHEN must be type boolean, not "
                        "type %s", bind_tname(c, w->type));
                return NULL;
            }
        }
        e->casex.whens->items[i] = w;
    }
    /* the ELSE result first, then the THEN results: the order in which
       PostgreSQL's transformCaseExpr() picks their common type */
    if (e->casex.else_ && !list_push(c->a, &results, e->casex.else_))
        return NULL;
    for (int i = 0; i < list_len(e->casex.whens); i += 2)
        if (!list_push(c->a, &results, list_nth(e->casex.whens, i + 1)))
            return NULL;
    if (!bind_unify(c, results, &e->type, "CASE", n->loc))
        return NULL;
    for (int i = 0, k = e->casex.else_ ? 1 : 0;
         i < list_len(e->casex.whens); i += 2, k++)
        e->casex.whens->items[i + 1] = list_nth(results, k);
    if (e->casex.else_)
        e->casex.else_ = list_nth(results, 0);
    else
        /* PostgreSQL's ELSE NULL, an untyped NULL: no modifier */
        e->type = type_nomod(e->type);
    return e;
}

/*
 * ARRAY[a, b, ...]: the elements' common type (untyped literals text), or
 * with 'want' (the element type of a cast written around it,
 * ARRAY[]::integer[]) untyped literals of that type and an empty array of
 * it.  Items written [x, y] inside are sub-arrays, one more dimension.
 */
static expr *
bind_array(bctx *c, block *b, const ast *n, const qp_type *want)
{
    list *items = NULL;
    qp_type t;
    expr *e;

    for (int i = 0; i < list_len(n->row.items); i++) {
        const ast *it = list_nth(n->row.items, i);
        expr *x = it->kind == AST_ARRAY ? bind_array(c, b, it, want)
                                        : bind_expr(c, b, it);

        if (want && x)
            x = bind_coerce_to(c, x, *want);
        if (!x || !list_push(c->a, &items, x))
            return NULL;
    }
    if (!items) {
        if (!want) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "cannot determine type of empty array");
            err_hint(c->err, "Explicitly cast to the desired type, for "
                             "example ARRAY[]::integer[].");
            return NULL;
        }
        t = type_array_of(c->a, *want);
    } else {
        if (!bind_unify(c, items, &t, "ARRAY", n->loc))
            return NULL;
        if (t.id == T_ANY && type_opaque_name(t))
            t = type_opaque(arena_printf(c->a, "%s[]", type_opaque_name(t)));
        else if (t.id == T_ANY || t.id == T_RECORD)
            t = type_plain(T_ANY);
        else
            t = type_array_of(c->a, t);
        if (OOM(c))
            return NULL;
    }
    if ((e = expr_new(c->a, E_ARRAY, t, n->loc)))
        e->row.items = items;
    return e;
}

/* jsonb's oid. */
#define PGT_JSONB 3802

/*
 * j['key'][0]: a jsonb value subscripted, as PostgreSQL's
 * jsonb_subscript_transform reads it: no slices; each subscript an
 * integer or a text (an untyped literal reads as text), the one of the
 * two its type reaches by an implicit cast; the result jsonb.  NULL with
 * c->err set.
 */
static expr *
jsonb_subscript(bctx *c, const ast *n, expr *arg, list *idx, bool slice)
{
    expr *e;

    if (slice) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "jsonb subscript does not support slices");
        return NULL;
    }
    for (int i = 0; i < list_len(idx); i++) {
        expr *x = list_nth(idx, i);
        unsigned oid = pgcat_type_of(x->type), to = 0;
        bool to_int, to_text;

        if (bind_is_unknown(x)) {
            to = PGT_TEXT;
        } else {
            to_int = oid == 23
                     || pgcat_cast_context(bind_pgv(c), oid, 23) == 'i';
            to_text = oid == PGT_TEXT
                      || pgcat_cast_context(bind_pgv(c), oid, PGT_TEXT)
                             == 'i';
            if (oid == PGT_OTHER || oid == PGT_UNKNOWN) {
                err_set(c->err, QPROP_EUNSUPPORTED, x->loc, "%s",
                        "a jsonb subscript of a type that is not built in "
                        "is not supported");
                return NULL;
            }
            if (to_int != to_text)
                to = to_int ? 23 : PGT_TEXT;
            else {
                err_set(c->err, QPROP_ESEMANTIC, x->loc,
                        "subscript type %s is not supported",
                        bind_tname(c, x->type));
                err_hint(c->err, to_int
                         ? "jsonb subscript must be coercible to only one "
                           "type, integer or text."
                         : "jsonb subscript must be coercible to either "
                           "integer or text.");
                return NULL;
            }
        }
        if (!(x = bind_coerce_to(c, x, pgcat_qptype(to))))
            return NULL;
        if (x->type.id != (to == 23 ? T_INT4 : T_TEXT)
            && !(to == 23 && type_is_integer(x->type.id))
            && !(to == PGT_TEXT && (x->type.id == T_VARCHAR
                                    || x->type.id == T_BPCHAR))) {
            /* an int2 stays int2, a varchar varchar: PostgreSQL's
               implicit cast to integer or text gives the same subscript
               from the printed SQL */
            err_set(c->err, QPROP_EUNSUPPORTED, x->loc, "%s",
                    "this jsonb subscript is not supported");
            return NULL;
        }
        idx->items[i] = x;
    }
    if (!(e = expr_new(c->a, E_SUBSCRIPT, arg->type, n->loc)))
        return NULL;
    e->subscr.arg = arg;
    e->subscr.idx = idx;
    e->subscr.shape = n->subscr.shape;
    e->subscr.n = n->subscr.n;
    return e;
}

/*
 * arr[i][j] or arr[lo:hi] (a slice in any subscript makes every subscript
 * a slice, as in PostgreSQL): the element type, or with a slice the array
 * type.  A subscript is an integer (an untyped literal reads as one).  On
 * an opaque array (mood[]) the element is the opaque type it names.
 */
static expr *
bind_subscript(bctx *c, block *b, const ast *n)
{
    expr *arg, *e;
    list *idx;
    bool ok, slice = false;
    qp_type t;

    if (!(arg = bind_expr(c, b, n->subscr.arg)))
        return NULL;
    idx = bind_list(c, b, n->subscr.idx, &ok);
    if (!ok)
        return NULL;
    if (n->subscr.n > 6) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "number of array dimensions (%d) exceeds the maximum "
                "allowed (6)", n->subscr.n);
        return NULL;
    }
    for (int i = 0; i < n->subscr.n; i++)
        slice |= (SUBSCR_BITS(n->subscr.shape, i) & SUBSCR_SLICE) != 0;
    if (bind_is_cat_opaque(arg) && pgcat_type_of(arg->type) == PGT_JSONB)
        return jsonb_subscript(c, n, arg, idx, slice);
    for (int i = 0; i < list_len(idx); i++) {
        expr *x = bind_coerce_to(c, list_nth(idx, i), type_plain(T_INT4));

        if (!x)
            return NULL;
        if (!type_is_integer(x->type.id) && x->type.id != T_ANY) {
            err_set(c->err, QPROP_ESEMANTIC, x->loc,
                    "array subscript must have type integer");
            return NULL;
        }
        idx->items[i] = x;
    }
    if (type_is_array(arg->type))
        t = slice ? arg->type : *type_elem(arg->type);
    else if (arg->type.id == T_ANY && type_opaque_name(arg->type)
             && strlen(type_opaque_name(arg->type)) > 2
             && strcmp(type_opaque_name(arg->type) + strlen(type_opaque_name(arg->type)) - 2, "[]")
                    == 0)
        t = slice ? arg->type
                  : type_opaque(arena_printf(c->a, "%.*s",
                                             (int)strlen(type_opaque_name(arg->type)) - 2,
                                             type_opaque_name(arg->type)));
    else if (arg->type.id == T_ANY && !type_opaque_name(arg->type))
        t = type_plain(T_ANY);
    else if (bind_is_cat_opaque(arg) && pgcat_fixed_elem(pgcat_type_of(arg->type))) {
        /* point[0], box[1], name[0]: an element of a fixed-length array
           (NULL past its end, or with more subscripts) */
        if (slice) {
            err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                    "slices of fixed-length arrays not implemented");
            return NULL;
        }
        t = pgcat_qptype(pgcat_fixed_elem(pgcat_type_of(arg->type)));
    } else {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "cannot subscript type %s because it does not support "
                "subscripting", bind_tname(c, arg->type));
        return NULL;
    }
    if (OOM(c) || !(e = expr_new(c->a, E_SUBSCRIPT, t, n->loc)))
        return NULL;
    e->subscr.arg = arg;
    e->subscr.idx = idx;
    e->subscr.shape = n->subscr.shape;
    e->subscr.n = n->subscr.n;
    return e;
}

/* The name PostgreSQL's errors give composite type 't' ("address" for
   public.address). */
static const char *
composite_errname(const qp_type *t)
{
    const char *dot = type_opaque_name(*t) ? strrchr(type_opaque_name(*t), '.') : NULL;

    if (dot && strncmp(type_opaque_name(*t), "public.", 7) == 0)
        return dot + 1;
    return type_opaque_name(*t);
}

/* The index of field 'name' of ROW(...) 'row', whose fields PostgreSQL
   names f1, f2, ...; -1 when it has none of that name. */
static int
row_field(const expr *row, const char *name)
{
    char *end;
    long k;

    if (name[0] != 'f' || name[1] < '1' || name[1] > '9')
        return -1;
    k = strtol(name + 1, &end, 10);
    return *end || k > list_len(row->row.items) ? -1 : (int)k - 1;
}

/*
 * (x).name: a field of the composite value x.  Of a whole row, (t).a is
 * t's column a (as PostgreSQL reads it); of a type the input declared
 * (CREATE TYPE AS (...)), an E_FIELD of the field's type; of a value of
 * a type qprop does not know, an opaque E_FIELD of unknown type.
 */
static expr *
bind_field(bctx *c, block *b, const ast *n)
{
    expr *arg = bind_expr(c, b, n->field.arg), *e;
    const char *const *names;
    const qp_type *types;
    int nf, k = -1;

    if (!arg)
        return NULL;
    if (strcmp(n->field.name, "*") == 0) {
        /* (x).* is expanded in a select list and in ROW() only */
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "row expansion via \"*\" is not supported here");
        return NULL;
    }
    if (arg->kind == E_WHOLEROW) {
        const rte *r = arg->row.rte;

        for (int i = 0; i < r->ncols && k < 0; i++)
            if (r->colnames[i] && strcmp(r->colnames[i], n->field.name) == 0)
                k = i;
        if (k < 0) {
            err_set(c->err, QPROP_ESEMANTIC, n->field.arg->loc,
                    "column \"%s\" not found in data type %s",
                    n->field.name,
                    r->kind == RTE_TABLE ? r->table->name : "record");
            return NULL;
        }
        return list_nth(arg->row.items, k);
    }
    nf = catalog_composite(c->cat, arg->type, &names, &types);
    for (int i = 0; i < nf && k < 0; i++)
        if (strcmp(names[i], n->field.name) == 0)
            k = i;
    if (nf >= 0 && k < 0) {
        err_set(c->err, QPROP_ESEMANTIC, n->field.arg->loc,
                "column \"%s\" not found in data type %s", n->field.name,
                composite_errname(&arg->type));
        return NULL;
    }
    if (nf < 0 && arg->type.id == T_ANY && type_opaque_name(arg->type)
        && pgcat_type_of(arg->type) == PGT_OTHER) {
        /* a table's row type: its field must be one of the columns
           (the field itself stays of no known type, as before) */
        const char *const *tn;
        const qp_type *tt;
        int nt = bind_row_columns(c, arg->type, n->field.arg->loc, &tn, &tt);
        bool found = false;

        if (nt == -2)
            return NULL;
        for (int i = 0; i < nt && !found; i++)
            found = strcmp(tn[i], n->field.name) == 0;
        if (nt > 0 && !found) {
            err_set(c->err, QPROP_ESEMANTIC, n->field.arg->loc,
                    "column \"%s\" not found in data type %s",
                    n->field.name, composite_errname(&arg->type));
            return NULL;
        }
    }
    if (nf < 0 && arg->kind == E_ROW
        && (k = row_field(arg, n->field.name)) >= 0
        && !bind_is_unknown(list_nth(arg->row.items, k))) {
        /* (ROW(1, 2.0)).f1: an anonymous row's fields are f1, f2, ... */
        if (!(e = expr_new(c->a, E_FIELD,
                           ((const expr *)list_nth(arg->row.items, k))->type,
                           n->loc)))
            return NULL;
        e->field.arg = arg;
        e->field.name = n->field.name;
        return e;
    }
    if (nf < 0 && arg->type.id == T_RECORD && arg->kind == E_FUNC
        && !arg->func.schema && srf_lookup(arg->func.name)
        && srf_lookup(arg->func.name)->result == SRF_COLUMNS) {
        /* (json_each(j)).key: a column of the function's rows */
        const srf_info *si = srf_lookup(arg->func.name);

        for (int i = 0; i < si->ncols && k < 0; i++)
            if (si->cols[i].name
                && strcmp(si->cols[i].name, n->field.name) == 0)
                k = i;
        if (k >= 0) {
            qp_typeid id;

            if (!(e = expr_new(c->a, E_FIELD,
                               type_lookup(si->cols[k].type, &id)
                                   ? type_plain(id)
                                   : type_opaque(si->cols[k].type),
                               n->loc)))
                return NULL;
            e->field.arg = arg;
            e->field.name = n->field.name;
            return e;
        }
    }
    if (nf < 0 && (arg->type.id == T_RECORD || arg->kind == E_ROW)) {
        err_set(c->err, QPROP_ESEMANTIC, n->field.arg->loc,
                "could not identify column \"%s\" in record data type",
                n->field.name);
        return NULL;
    }
    if (nf < 0 && !(arg->type.id == T_ANY
                    && (!type_opaque_name(arg->type)
                        || pgcat_type_of(arg->type) == PGT_OTHER))) {
        err_set(c->err, QPROP_ESEMANTIC, n->field.arg->loc,
                "column notation .%s applied to type %s, which is not a "
                "composite type", n->field.name, bind_tname(c, arg->type));
        return NULL;
    }
    if (!(e = expr_new(c->a, E_FIELD, k >= 0 ? types[k] : type_plain(T_ANY),
                       n->loc)))
        return NULL;
    e->field.arg = arg;
    e->field.name = n->field.name;
    return e;
}

/*
 * bind_field_star (bind_int.h): (x).* of a composite x as the list of its
 * fields (x).f1, (x).f2, ... with their types, and their names in
 * '*names': PostgreSQL expands it so, evaluating x once per field.  A row
 * of a FROM item ((t).*) gives its columns.  False with c->err set when x
 * is no composite of known fields.
 */
bool
bind_field_star(bctx *c, block *b, const ast *n, list **fields, list **names)
{
    expr *arg = bind_expr(c, b, n->field.arg);
    const char *const *fnames;
    const qp_type *types;
    int nf;

    *fields = *names = NULL;
    if (!arg)
        return false;
    if (arg->kind == E_WHOLEROW) {
        const rte *r = arg->row.rte;

        for (int i = 0; i < list_len(arg->row.items); i++)
            if (!list_push(c->a, fields, list_nth(arg->row.items, i))
                || !list_push(c->a, names, (void *)r->colnames[i]))
                return false;
        return true;
    }
    nf = catalog_composite(c->cat, arg->type, &fnames, &types);
    for (int i = 0; nf < 0 && arg->kind == E_ROW
                    && i < list_len(arg->row.items); i++)
        if (bind_is_unknown(list_nth(arg->row.items, i)))
            nf = -2; /* an untyped field: not modelled */
    if (nf == -1 && arg->kind == E_ROW) {
        /* (ROW(1, 2.0)).*: its fields f1, f2, ... */
        for (int i = 0; i < list_len(arg->row.items); i++) {
            expr *e = expr_new(c->a, E_FIELD,
                               ((const expr *)list_nth(arg->row.items, i))->type,
                               n->loc);
            const char *name = arena_printf(c->a, "f%d", i + 1);

            if (!e || !name)
                return false;
            e->field.arg = arg;
            e->field.name = name;
            if (!list_push(c->a, fields, e)
                || !list_push(c->a, names, (void *)name))
                return false;
        }
        return true;
    }
    if (nf < 0) {
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "(x).* of type %s is not supported",
                bind_tname(c, arg->type));
        err_detail(c->err, "qprop expands (x).* of a composite type whose "
                           "fields it knows.");
        return false;
    }
    for (int i = 0; i < nf; i++) {
        expr *e = expr_new(c->a, E_FIELD, types[i], n->loc);

        if (!e)
            return false;
        e->field.arg = arg;
        e->field.name = fnames[i];
        if (!list_push(c->a, fields, e)
            || !list_push(c->a, names, (void *)fnames[i]))
            return false;
    }
    return true;
}

/* May a value of type 'from' be cast to 'to' explicitly?  PostgreSQL's
   pg_cast says for two built-in types (int4 to bool yes, bool to bigint
   and date to time no). */
static bool
cast_ok(int pgv, qp_type from, qp_type to)
{
    qp_typecat cf = type_category(from.id), ct = type_category(to.id);
    unsigned sf = pgcat_type_of(from), st = pgcat_type_of(to);

    if (sf && st && sf != PGT_OTHER && st != PGT_OTHER
        && from.id != T_ANY && to.id != T_ANY)
        return pgcat_can_cast(pgv, sf, st);

    if (from.id == T_ANY || to.id == T_ANY || cf == TC_STRING
        || ct == TC_STRING)
        return true;
    if (from.id == T_ARRAY || to.id == T_ARRAY)
        return type_is_array(from) && type_is_array(to)
               && cast_ok(pgv, *type_elem(from), *type_elem(to));
    return cf == ct || (ct == TC_NUMERIC && from.id == T_BOOL);
}

static expr *
bind_cast(bctx *c, block *b, const ast *n)
{
    qp_type t;
    expr *arg, *e;

    if (!bind_cast_type(c, n->cast.typename, &t))
        return NULL;
    if (n->cast.arg->kind == AST_ARRAY && type_is_array(t)) {
        /* ARRAY[...]::t[]: the elements are read as t */
        if (!(arg = bind_array(c, b, n->cast.arg, type_elem(t))))
            return NULL;
        if (!list_len(arg->row.items))
            return arg;
    } else if (!(arg = bind_expr(c, b, n->cast.arg)))
        return NULL;
    if (arg->kind == E_CONST
        && (arg->type.id == T_UNKNOWN || arg->type.id == T_NULL)) {
        /* 'literal'::type is a constant of that type */
        return bind_cast_literal(c, arg, t, n->loc);
    }
    if (!cast_ok(bind_pgv(c), arg->type, t)) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc, "cannot cast type %s to %s",
                bind_tname(c, arg->type), bind_tname(c, t));
        return NULL;
    }
    /* a type qprop does not model: PostgreSQL's catalog knows its casts */
    if ((arg->type.id == T_ANY || t.id == T_ANY)
        && !pgcat_can_cast(bind_pgv(c), pgcat_type_of(arg->type),
                           pgcat_type_of(t))) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc, "cannot cast type %s to %s",
                bind_tname(c, arg->type), bind_tname(c, t));
        return NULL;
    }
    e = bind_make_cast(c, arg, t, n->loc);
    return e;
}

expr *
bind_require_bool(bctx *c, expr *e, const char *what)
{
    if (!e)
        return NULL;
    e = bind_coerce_to(c, e, type_plain(T_BOOL));
    if (e && e->type.id != T_BOOL && e->type.id != T_ANY) {
        err_set(c->err, QPROP_ESEMANTIC, e->loc,
                "argument of %s must be type boolean, not type %s", what,
                bind_tname(c, e->type));
        return NULL;
    }
    return e;
}

/*
 * ROW(...) [NOT] IN (ROW(...), ...): the OR of the row equalities (NOT IN:
 * the AND of the row inequalities), as PostgreSQL binds it.
 */
static expr *
bind_row_in(bctx *c, expr *x, list *items, bool is_not, int loc)
{
    list *args = NULL;

    for (int i = 0; i < list_len(items); i++) {
        expr *y = list_nth(items, i), *p;

        if (y->kind != E_ROW) {
            err_set(c->err, QPROP_EUNSUPPORTED, y->loc,
                    "row-wise comparison is not supported");
            return NULL;
        }
        p = bind_make_binop(c, is_not ? OP_NE : OP_EQ, is_not ? "<>" : "=",
                            x, y, loc);
        if (!p || !list_push(c->a, &args, p))
            return NULL;
    }
    if (list_len(args) == 1)
        return list_nth(args, 0);
    return expr_make_bool(c->a, is_not ? B_AND : B_OR, args, loc);
}

static expr *
bind_expr_inner(bctx *c, block *b, const ast *n)
{
    expr *e;
    bool ok;

    switch (n->kind) {
    case AST_CONST:
        return bind_const(c, n);
    case AST_COLREF:
        if (n->colref.star && n->colref.n >= 2)
            return bind_whole_row(c, b, n->colref.part[n->colref.n - 2],
                                  n->loc);
        if (n->colref.star) {
            bind_fail(c, QPROP_EUNSUPPORTED, n->loc, "%s",
                      "a row reference (t.*) is not supported here");
            return NULL;
        }
        return bind_resolve_column(c, b, n);
    case AST_FIELD:
        return bind_field(c, b, n);
    case AST_PARAM:
        e = expr_new(c->a, E_PARAM, type_plain(T_UNKNOWN), n->loc);
        if (!e)
            return NULL;
        e->param.number = n->param.number;
        /* a declared parameter has its type from the start, as
           PostgreSQL's fixed parameters do; an undeclared one is unknown
           until context resolves it */
        if (n->param.number >= 1 && n->param.number <= c->nparams
            && c->param_types[n->param.number - 1]
            && !bind_cast_type(c, c->param_types[n->param.number - 1],
                               &e->type))
            return NULL;
        return e;
    case AST_OP:
        return bind_op(c, b, n);
    case AST_BOOL: {
        list *args = bind_list(c, b, n->boolx.args, &ok);

        if (!ok)
            return NULL;
        for (int i = 0; i < list_len(args); i++) {
            expr *a = bind_require_bool(c, list_nth(args, i),
                                        n->boolx.op == BOOL_AND ? "AND"
                                        : n->boolx.op == BOOL_OR ? "OR" : "NOT");

            if (!a)
                return NULL;
            args->items[i] = a;
        }
        return expr_make_bool(c->a, n->boolx.op == BOOL_AND ? B_AND
                                    : n->boolx.op == BOOL_OR ? B_OR : B_NOT,
                              args, n->loc);
    }
    case AST_NULLTEST:
    case AST_BOOLTEST: {
        expr *arg = bind_expr(c, b, n->test.arg);

        if (!arg)
            return NULL;
        if (n->kind == AST_BOOLTEST
            && !(arg = bind_require_bool(c, arg, "IS TRUE")))
            return NULL;
        arg = bind_coerce_default(c, arg);
        e = expr_new(c->a, n->kind == AST_NULLTEST ? E_NULLTEST : E_BOOLTEST,
                     type_plain(T_BOOL), n->loc);
        if (e) {
            e->test.arg = arg;
            e->test.is_not = n->test.is_not;
            e->test.bt = n->test.bt;
        }
        return e;
    }
    case AST_DISTINCT: {
        expr *l = bind_expr(c, b, n->distinct.left);
        expr *r = l ? bind_expr(c, b, n->distinct.right) : NULL;

        if (!r)
            return NULL;
        return bind_make_binop(c, n->distinct.is_not ? OP_NOT_DISTINCT
                                                     : OP_DISTINCT,
                               n->distinct.is_not ? "IS NOT DISTINCT FROM"
                                                  : "IS DISTINCT FROM",
                               l, r, n->loc);
    }
    case AST_BETWEEN: {
        /* x BETWEEN lo AND hi is (x >= lo AND x <= hi), as PostgreSQL
           expands it; NOT BETWEEN is (x < lo OR x > hi).  SYMMETRIC is
           PostgreSQL's expansion too: (x BETWEEN lo AND hi) OR
           (x BETWEEN hi AND lo), and NOT BETWEEN SYMMETRIC the AND of
           the two NOT BETWEENs (transformAExprBetween), so NULLs and
           repeated evaluation of x are PostgreSQL's own. */
        expr *x = bind_expr(c, b, n->between.arg), *lo, *hi;
        expr *halves[2];
        bool is_not = n->between.is_not;
        list *args = NULL;

        if (!x || !(lo = bind_expr(c, b, n->between.lo))
            || !(hi = bind_expr(c, b, n->between.hi)))
            return NULL;
        for (int i = 0; i < (n->between.symmetric ? 2 : 1); i++) {
            expr *from = i ? hi : lo, *to = i ? lo : hi, *p1, *p2;
            list *pair = NULL;

            p1 = bind_make_binop(c, is_not ? OP_LT : OP_GE,
                                 is_not ? "<" : ">=", x, from, n->loc);
            p2 = p1 ? bind_make_binop(c, is_not ? OP_GT : OP_LE,
                                      is_not ? ">" : "<=", x, to, n->loc)
                    : NULL;
            if (!p2 || !list_push(c->a, &pair, p1)
                || !list_push(c->a, &pair, p2))
                return NULL;
            halves[i] = expr_make_bool(c->a, is_not ? B_OR : B_AND, pair,
                                       n->loc);
            if (!halves[i])
                return NULL;
        }
        if (!n->between.symmetric)
            return halves[0];
        if (!list_push(c->a, &args, halves[0])
            || !list_push(c->a, &args, halves[1]))
            return NULL;
        return expr_make_bool(c->a, is_not ? B_AND : B_OR, args, n->loc);
    }
    case AST_IN: {
        expr *x = bind_expr(c, b, n->in.arg);
        list *items, *all = NULL;
        qp_type t;

        if (!x)
            return NULL;
        items = bind_list(c, b, n->in.items, &ok);
        if (!ok)
            return NULL;
        if (x->kind == E_ROW)
            return bind_row_in(c, x, items, n->in.is_not, n->loc);
        if (!list_push(c->a, &all, x))
            return NULL;
        for (int i = 0; i < list_len(items); i++)
            if (!list_push(c->a, &all, list_nth(items, i)))
                return NULL;
        if (!bind_unify(c, all, &t, "IN", n->loc))
            return NULL;
        /* a type qprop does not model compares by the catalog's =, item
           by item where the types differ: point has none, nor point =
           box (PostgreSQL's expressions.sql) */
        for (int i = 1; t.id == T_ANY && i < list_len(all); i++)
            if (!bind_cat_op(c, "=", list_nth(all, 0), list_nth(all, i),
                             n->loc))
                return NULL;
        e = expr_new(c->a, E_IN, type_plain(T_BOOL), n->loc);
        if (!e)
            return NULL;
        e->in.arg = list_nth(all, 0);
        e->in.is_not = n->in.is_not;
        for (int i = 1; i < list_len(all); i++)
            if (!list_push(c->a, &e->in.items, list_nth(all, i)))
                return NULL;
        return e;
    }
    case AST_LIKE: {
        expr *x = bind_expr(c, b, n->like.arg), *p, *x0, *p0;

        if (!x || !(p = bind_expr(c, b, n->like.pattern)))
            return NULL;
        x0 = x;
        p0 = p;
        x = bind_coerce_to(c, x, type_plain(T_TEXT));
        p = bind_coerce_to(c, p, type_plain(T_TEXT));
        if (!x || !p)
            return NULL;
        if ((type_category(x->type.id) != TC_STRING
             || type_category(p->type.id) != TC_STRING)
            && n->like.kind != LIKE_SIMILAR && !n->like.escape)
            /* LIKE of other types (name ~~ text, bytea ~~ bytea):
               PostgreSQL's operator of that name, chosen for the
               operands as written, opaque and printed as the operator */
            return bind_cat_op(c,
                               n->like.kind == LIKE_ILIKE
                                   ? (n->like.is_not ? "!~~*" : "~~*")
                                   : (n->like.is_not ? "!~~" : "~~"),
                               x0, p0, n->loc);
        if (type_category(x->type.id) != TC_STRING
            || type_category(p->type.id) != TC_STRING)
            return bind_no_operator(c, n->like.kind == LIKE_ILIKE ? "~~*" : "~~", x, p,
                               n->loc);
        e = expr_new(c->a, E_LIKE, type_plain(T_BOOL), n->loc);
        if (!e)
            return NULL;
        e->like.arg = x;
        e->like.pattern = p;
        e->like.kind = n->like.kind;
        e->like.is_not = n->like.is_not;
        if (n->like.escape
            && !(e->like.escape = bind_coerce_default(
                     c, bind_expr(c, b, n->like.escape))))
            return NULL;
        return e;
    }
    case AST_CASE: {
        /* PostgreSQL refuses a set-returning call in CASE */
        const char *ban = b->srf_ban;

        b->srf_ban = "CASE";
        e = bind_case(c, b, n);
        b->srf_ban = ban;
        return e;
    }
    case AST_CAST:
        return bind_cast(c, b, n);
    case AST_FUNC:
        return bind_func(c, b, n);
    case AST_SUBLINK:
        return bind_sublink(c, b, n);
    case AST_ARRAY:
        return bind_array(c, b, n, NULL);
    case AST_ARRAY_OP:
        return bind_array_op(c, b, n);
    case AST_SUBSCRIPT:
        return bind_subscript(c, b, n);
    case AST_ROW: {
        list *items = NULL;

        /* ROW(t.*, x) is ROW(t.a, t.b, x), as in PostgreSQL */
        for (int i = 0; i < list_len(n->row.items); i++) {
            const ast *it = list_nth(n->row.items, i);
            expr *x;

            if (it->kind == AST_FIELD && strcmp(it->field.name, "*") == 0) {
                /* ROW((x).*) is ROW((x).f1, (x).f2, ...) */
                list *fs, *names;

                if (!bind_field_star(c, b, it, &fs, &names))
                    return NULL;
                for (int k = 0; k < list_len(fs); k++)
                    if (!list_push(c->a, &items, list_nth(fs, k)))
                        return NULL;
                continue;
            }
            if (!(x = bind_expr(c, b, it)))
                return NULL;
            /* ROW('a'::text) keeps its cast: bare, the field is of type
               unknown, and a row compared with a record type by
               PostgreSQL (json_populate_record(ROW(...), ...) AS (a
               text)) no longer matches */
            if (bind_typed_text(x) && !(x = bind_make_cast(c, x, x->type, x->loc)))
                return NULL;
            if (x->kind == E_WHOLEROW && it->kind == AST_COLREF
                && it->colref.star) {
                for (int k = 0; k < list_len(x->row.items); k++)
                    if (!list_push(c->a, &items, list_nth(x->row.items, k)))
                        return NULL;
            } else if (!list_push(c->a, &items, x))
                return NULL;
        }
        e = expr_new(c->a, E_ROW, type_plain(T_RECORD), n->loc);
        if (e)
            e->row.items = items;
        return e;
    }
    default:
        break;
    }
    err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
            "%s is not supported in an expression", ast_kind_name(n->kind));
    return NULL;
}

expr *
bind_expr(bctx *c, block *b, const ast *n)
{
    expr *e;

    if (++c->depth > c->max_depth) {
        err_set(c->err, QPROP_ELIMIT, n->loc,
                "expression nesting is deeper than the limit of %d",
                c->max_depth);
        c->depth--;
        return NULL;
    }
    e = bind_expr_inner(c, b, n);
    c->depth--;
    if (!e && c->err->code == QPROP_OK && !OOM(c))
        ERR_INTERNAL(c->err, "expression binding failed");
    return e;
}
