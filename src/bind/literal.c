/* SPDX-License-Identifier: MIT */
/*
 * src/bind/literal.c — constants, typed literals, the types of casts,
 * untyped literals coerced to a type
 *
 * A constant of the input becomes a typed constant (an integer, numeric,
 * boolean or NULL) or stays untyped (a string, NULL) until its context
 * gives it a type as PostgreSQL resolves it (bind_coerce_to(), else text
 * by bind_coerce_default()).  A typed literal (type 'x', 'x'::type) is
 * read as PostgreSQL's input function reads it, its modifier applied;
 * one whose reading depends on a session setting qprop does not know is
 * kept as written, cast (bind_cast_literal()).  bind_cast_type() gives
 * the type a cast or typed literal names; a type qprop does not model is
 * opaque, named as written.  Part of bind_expr() (expr_int.h).
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bind/expr_int.h"
#include "base/strbuf.h"
#include "grammar/keywords.h"

/* ---- constants and coercion ---- */

expr *
bind_make_const(bctx *c, datum v, int loc)
{
    return expr_make_const(c->a, v, loc);
}

/* ---- type names of casts and typed literals ---- */

static const char *const ivf_words[] = {
    "", "year", "month", "day", "hour", "minute", "second"
};

/*
 * The AST type name 'tn' as SQL that names the same type: schema-qualified
 * parts, modifiers, interval fields and one pair of array brackets (array
 * bounds and dimensions mean nothing to PostgreSQL).  For a cast to a type
 * qprop does not model, which is printed back verbatim.  NULL with c->err
 * set when a modifier is not a constant or a name.
 */
static const char *
typename_text(bctx *c, const ast *tn)
{
    strbuf sb, mods;
    const ast_name *n = &tn->type.name;
    const char *last = n->part[n->n - 1];

    sb_init(&sb, c->a);
    sb_init(&mods, c->a);
    if (list_len(tn->type.mods)) {
        sb_putc(&mods, '(');
        for (int i = 0; i < list_len(tn->type.mods); i++) {
            const ast *m = list_nth(tn->type.mods, i);

            if (i)
                sb_puts(&mods, ", ");
            if (m->kind == AST_CONST && m->cnst.kind == CONST_STRING)
                sb_put_sqlstr(&mods, m->cnst.str);
            else if (m->kind == AST_CONST
                     && (m->cnst.kind == CONST_INT
                         || m->cnst.kind == CONST_NUMERIC))
                sb_puts(&mods, m->cnst.str);
            else if (m->kind == AST_COLREF && m->colref.n == 1
                     && !m->colref.star)
                ident_put(&mods, m->colref.part[0]);
            else {
                err_set(c->err, QPROP_ESEMANTIC, m->loc,
                        "type modifiers must be simple constants or "
                        "identifiers");
                return NULL;
            }
        }
        sb_putc(&mods, ')');
    }
    if (n->n == 1 && type_is_sql_word(last)) {
        if (strstr(last, " with") && mods.len) {
            sb_puts(&sb, type_sql_word_mods(c->a, last, mods.data));
        } else if (strcmp(last, "interval") == 0 && tn->type.ivf_from > 0
                   && tn->type.ivf_from <= IVF_SECOND
                   && tn->type.ivf_to <= IVF_SECOND) {
            sb_printf(&sb, "interval %s", ivf_words[tn->type.ivf_from]);
            if (tn->type.ivf_to)
                sb_printf(&sb, " to %s", ivf_words[tn->type.ivf_to]);
            sb_puts(&sb, mods.len ? mods.data : "");
        } else {
            sb_puts(&sb, last);
            sb_puts(&sb, mods.len ? mods.data : "");
        }
    } else {
        for (int i = 0; i < n->n; i++) {
            if (i)
                sb_putc(&sb, '.');
            ident_put(&sb, n->part[i]);
        }
        sb_puts(&sb, mods.len ? mods.data : "");
    }
    if (tn->type.array)
        sb_puts(&sb, "[]");
    if (OOM(c))
        return NULL;
    return sb.data;
}

/*
 * The type of a cast or typed literal.  A type qprop models (by its name,
 * unqualified or in pg_catalog, not an array) is resolved with its
 * modifiers; an interval keeps its field qualifier and precision
 * (modelled exactly: iv_apply_typmod()).  Every other type (money, inet,
 * int[], bit(3), a schema's own type) is opaque: T_ANY with the name as
 * written, printed back verbatim, its values in no domain or class.
 */
bool
bind_cast_type(bctx *c, const ast *tn, qp_type *out)
{
    const ast_name *n = &tn->type.name;
    qp_typeid id;

    if (tn->kind != AST_TYPENAME || n->n < 1) {
        ERR_INTERNAL(c->err, "bind_cast_type: not a type name");
        return false;
    }
    if (type_name_is_array(tn)) {
        /* an array of a modelled type is an array type (integer[],
           _int4); of any other type it stays opaque */
        ast *elem = type_name_elem(c->a, tn);
        qp_type et;

        if (!elem)
            return false;
        if (!bind_cast_type(c, elem, &et))
            return false;
        if (et.id != T_ANY && et.id != T_RECORD) {
            *out = type_array_of(c->a, et);
            return true;
        }
    }
    if (!tn->type.array && !list_len(tn->type.mods)
        && catalog_enum_type(c->cat, n, out))
        return true; /* an enum the schema declared */
    if (tn->type.array
        || (n->n > 1
            && (n->n > 2 || strcmp(n->part[0], "pg_catalog") != 0))
        || !type_lookup(n->part[n->n - 1], &id)) {
        const char *name = typename_text(c, tn);

        if (!name)
            return false;
        *out = type_opaque(name);
        return true;
    }
    if (catalog_resolve_type(tn, out, c->err) != QPROP_OK)
        return false;
    if (out->id == T_INTERVAL) {
        if (list_len(tn->type.mods) == 1) {
            const ast *m = list_nth(tn->type.mods, 0);
            long p = strtol(m->cnst.str, NULL, 10);

            if (p < 0) {
                err_set(c->err, QPROP_ESEMANTIC, m->loc,
                        "INTERVAL(%ld) precision must not be negative", p);
                return false;
            }
            out->prec = (int16_t)(p > 6 ? 6 : p);
        }
        if (tn->type.ivf_from)
            out->len = (int32_t)tn->type.ivf_from
                       | (int32_t)tn->type.ivf_to << 8;
    }
    return true;
}

/* 'arg' cast to type 't' as written by the user. */
expr *
bind_make_cast(bctx *c, expr *arg, qp_type t, int loc)
{
    expr *e = expr_new(c->a, E_CAST, t, loc);

    if (e) {
        e->cast.arg = arg;
        e->cast.explicit_ = true;
    }
    return e;
}

/* Dates, times, timestamps and intervals: their input depends on
   session settings (read_literal()). */
static bool
is_datetime(qp_typeid id)
{
    return id == T_DATE || id == T_TIME || id == T_TIMESTAMP
           || id == T_TIMESTAMPTZ || id == T_INTERVAL;
}

/*
 * Read the untyped literal 'lit' as type 't' in the session's time zone
 * into '*v'.  A date, time or interval literal that qprop cannot read
 * without a setting it does not know is not read: '*kept' is set, and the
 * literal is kept as written, typed ('2024-04-01'::timestamptz), for
 * PostgreSQL to read in its own session.  Those are a timestamptz
 * without an offset when no zone is known (catalog_timezone() NULL), and
 * the forms types/datetime.c and interval.c refuse as unsupported: field
 * orders DateStyle decides ('01/04/2024'), a sign IntervalStyle decides
 * ('-1 2:00'), 'now', zone names.  False with c->err set on any other
 * error (an invalid literal).
 */
static bool
read_literal(bctx *c, qp_type t, const expr *lit, int loc, datum *v,
             bool *kept)
{
    qprop_error local;
    qprop_status st;

    *kept = false;
    err_clear(&local);
    st = datum_parse_tz(c->a, t, lit->cnst.value.v.s,
                        catalog_timezone(c->cat), loc, v, &local);
    if (st == QPROP_EUNSUPPORTED && is_datetime(t.id)) {
        *kept = true;
        return true;
    }
    if (st != QPROP_OK && c->err)
        *c->err = local;
    return st == QPROP_OK;
}

/*
 * The untyped literal 'lit' ('{1,2,NULL}') read as an array of type 't',
 * checked as PostgreSQL's array input checks it and kept as written: the
 * cast of the literal (rewrite/exprnorm.c reads its elements).  Elements
 * qprop cannot read without a setting it does not know (read_literal())
 * are left to PostgreSQL as well: the cast is kept all the same.
 */
static expr *
array_literal(bctx *c, expr *lit, qp_type t, int loc)
{
    datum *vals;
    int n;
    bool flat;
    qprop_error local;
    qprop_status st;

    err_clear(&local);
    st = array_literal_read(c->a, *type_elem(t), lit->cnst.value.v.s,
                            catalog_timezone(c->cat), loc, &vals, &n, &flat,
                            &local);
    if (st != QPROP_OK
        && !(st == QPROP_EUNSUPPORTED && is_datetime(type_elem(t)->id))) {
        if (c->err)
            *c->err = local;
        return NULL;
    }
    return bind_make_cast(c, lit, t, loc);
}

/*
 * 'lit' (an untyped literal or NULL) cast to 't' explicitly: a constant of
 * 't' with its modifier applied to the value as PostgreSQL's explicit
 * cast does (char(3) pads, varchar(2) truncates, numeric(5,2) rounds,
 * timestamp(0) and interval(2) round): exact.  To an opaque type the cast
 * is kept: '1.2.3.4'::inet.
 */
expr *
bind_cast_literal(bctx *c, expr *lit, qp_type t, int loc)
{
    datum v, w;
    bool kept;

    if (type_opaque_name(t))
        return bind_make_cast(c, lit, t, loc);
    if (lit->cnst.value.is_null)
        return bind_make_const(c, datum_null(t), loc);
    if (type_is_array(t))
        return array_literal(c, lit, t, loc);
    if (!read_literal(c, type_unmod(t), lit, loc, &v, &kept))
        return NULL;
    if (kept)
        return bind_make_cast(c, lit, t, loc);
    if (t.id == T_INTERVAL) {
        /* fields below the qualifier's last one read differently, so the
           literal is read with them, not cast afterwards */
        if (datum_parse(c->a, t, lit->cnst.value.v.s, loc, &w, c->err)
            != QPROP_OK)
            return NULL;
    } else if (datum_cast_tz(c->a, &v, t, catalog_timezone(c->cat), true,
                             loc, &w, c->err) != QPROP_OK) {
        return NULL;
    }
    return bind_make_const(c, w, loc);
}

expr *
bind_const(bctx *c, const ast *n)
{
    datum v;

    memset(&v, 0, sizeof v);
    switch (n->cnst.kind) {
    case CONST_INT: {
        char *end;
        long long x;

        x = strtoll(n->cnst.str, &end, 10);
        if (*end == '\0' && x >= INT32_MIN && x <= INT32_MAX
            && !(x == LLONG_MAX)) {
            v.type = type_plain(T_INT4);
            v.v.i = x;
            return bind_make_const(c, v, n->loc);
        }
        if (datum_parse(c->a, type_plain(T_INT8), n->cnst.str, n->loc, &v, NULL)
            == QPROP_OK)
            return bind_make_const(c, v, n->loc);
    }
        /* too big for bigint: numeric */
        /* fall through */
    case CONST_NUMERIC:
        if (datum_parse(c->a, type_plain(T_NUMERIC), n->cnst.str, n->loc, &v,
                        c->err) != QPROP_OK)
            return NULL;
        return bind_make_const(c, v, n->loc);
    case CONST_STRING:
        v.type = type_plain(T_UNKNOWN);
        v.v.s = n->cnst.str;
        return bind_make_const(c, v, n->loc);
    case CONST_BOOL:
        v.type = type_plain(T_BOOL);
        v.v.b = n->cnst.bval;
        return bind_make_const(c, v, n->loc);
    case CONST_NULL:
        return bind_make_const(c, datum_null(type_plain(T_NULL)), n->loc);
    case CONST_TYPED: {
        /* type 'literal' is 'literal'::type */
        qp_type t;
        expr *lit;

        if (!bind_cast_type(c, n->cnst.typename, &t))
            return NULL;
        v.type = type_plain(T_UNKNOWN);
        v.v.s = n->cnst.str;
        if (!(lit = bind_make_const(c, v, n->loc)))
            return NULL;
        return bind_cast_literal(c, lit, t, n->loc);
    }
    case CONST_DEFAULT:
    case CONST_MINVALUE:
    case CONST_MAXVALUE:
        break;
    }
    bind_fail(c, QPROP_ESYNTAX, n->loc, "%s is not allowed here",
              n->cnst.kind == CONST_DEFAULT ? "DEFAULT" : "MINVALUE/MAXVALUE");
    return NULL;
}

bool
bind_is_unknown(const expr *e)
{
    return e->type.id == T_UNKNOWN || e->type.id == T_NULL;
}

/* A copy of parameter 'e' typed 't'; NULL on OOM. */
expr *
bind_param_typed(bctx *c, const expr *e, qp_type t)
{
    expr *p = expr_copy(c->a, e);

    if (p)
        p->type = t;
    return p;
}

/*
 * An untyped literal or NULL takes type 't' (as PostgreSQL resolves
 * unknown-type literals from context); other expressions are returned as
 * they are.  NULL with 'err' set when the literal is not valid for 't'.
 */
expr *
bind_coerce_to(bctx *c, expr *e, qp_type t)
{
    datum v;
    bool kept;

    if (!e || !bind_is_unknown(e) || t.id == T_UNKNOWN || t.id == T_NULL
        || t.id == T_ANY || t.id == T_RECORD)
        return e;
    /* PostgreSQL resolves the literal to the type without its modifier:
       'ab' compared with a varchar(1) is 'ab', not an error, and '1.234'
       with a numeric(5,2) is not rounded */
    t = type_is_array(t) ? type_array_of(c->a, type_unmod(*type_elem(t)))
                         : type_unmod(t);
    if (e->kind == E_CONST) {
        if (e->cnst.value.is_null)
            return bind_make_const(c, datum_null(t), e->loc);
        if (type_is_array(t)) /* read by the array input, as written */
            return array_literal(c, e, t, e->loc);
        if (t.len < 0
            && (t.id == T_TEXT || t.id == T_VARCHAR || t.id == T_BPCHAR)) {
            /* the text as written, as datum_parse() would read it, without
               a copy: the literal lives in the statement's arena too */
            v = e->cnst.value;
            v.type = t;
            return bind_make_const(c, v, e->loc);
        }
        if (!read_literal(c, t, e, e->loc, &v, &kept))
            return NULL;
        /* kept as written, and typed, so that PostgreSQL reads it as it
           read the original wherever a rule copies it */
        return kept ? bind_make_cast(c, e, t, e->loc) : bind_make_const(c, v, e->loc);
    }
    if (e->kind == E_PARAM)
        return bind_param_typed(c, e, t);
    return e;
}

/* Resolve an unknown's type in isolation: text, as PostgreSQL does. */
expr *
bind_coerce_default(bctx *c, expr *e)
{
    if (e && e->type.id == T_UNKNOWN)
        return bind_coerce_to(c, e, type_plain(T_TEXT));
    return e;
}

/* 'n' is the word DEFAULT standing for a value. */
bool
bind_ast_is_default(const ast *n)
{
    return n && n->kind == AST_CONST && n->cnst.kind == CONST_DEFAULT;
}

/*
 * DEFAULT assigned to a column (UPDATE's SET, INSERT's VALUES, ON
 * CONFLICT DO UPDATE's SET): an untyped NULL printed "DEFAULT", which
 * only the places of an assignment print (the column's default is
 * PostgreSQL's to compute).  NULL on OOM.
 */
expr *
bind_default(bctx *c, int loc)
{
    expr *e = bind_make_const(c, datum_null(type_plain(T_UNKNOWN)), loc);

    if (e)
        e->cnst.text = "DEFAULT";
    else
        ERR_OOM(c->err);
    return e;
}

/* 'e' is a constant of type text that is not NULL and was typed in the
   input ('x'::text, text 'x'), not an untyped literal. */
bool
bind_typed_text(const expr *e)
{
    return e->kind == E_CONST && e->type.id == T_TEXT
           && !e->cnst.value.is_null && !bind_is_unknown(e);
}
