/* SPDX-License-Identifier: MIT */
/*
 * src/bind/expr.c — expressions: constants, coercion, operators, functions
 *
 * bind_expr() turns one AST expression into a typed expr (plan.h) in the
 * context of a block and the clause being bound (b->cl), which decides
 * whether aggregates, window functions and GROUPING may appear; the
 * aggregates and window functions found are added to the block's lists.
 * Untyped literals and parameters take their type from context as
 * PostgreSQL resolves them (bind_coerce_to()), else text.  Functions and
 * operators qprop models (types/functions.c) are typed by its rules; every
 * other call resolves among PostgreSQL's built-in ones and the input's own
 * by PostgreSQL's rules (types/pgcat.h, bind_cat_call(), bind_cat_op()).
 * BETWEEN is expanded, position() rewritten as strpos(), and -literal
 * folded into a literal; everything else is kept as written.  Column references go to
 * scope.c and subqueries to sublink.c.  Nesting is limited to max_depth;
 * a NULL result always comes with c->err set.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bind/bind_int.h"
#include "base/strbuf.h"
#include "grammar/keywords.h"
#include "types/pgcat.h"

/* ---- constants and coercion ---- */

static expr *
make_const(bctx *c, datum v, int loc)
{
    return expr_make_const(c->a, v, loc);
}

/* ---- type names of casts and typed literals ---- */

/* Names the grammar makes for SQL's own type syntax: printed unquoted. */
static const char *const sql_type_words[] = {
    "bigint", "bit", "bit varying", "boolean", "char varying",
    "character", "character varying", "decimal", "double precision",
    "float", "int", "integer", "interval", "national character",
    "national character varying", "numeric", "real", "smallint", "time",
    "time with time zone", "time without time zone", "timestamp",
    "timestamp with time zone", "timestamp without time zone", "varchar",
    NULL
};

static bool
is_sql_type_word(const char *s)
{
    for (int i = 0; sql_type_words[i]; i++)
        if (strcmp(sql_type_words[i], s) == 0)
            return true;
    return false;
}

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
    if (n->n == 1 && is_sql_type_word(last)) {
        const char *sp = strstr(last, " with");

        /* time(3) with time zone: the modifier follows the first word */
        if (sp && mods.len) {
            sb_printf(&sb, "%.*s%s%s", (int)(sp - last), last, mods.data, sp);
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
static expr *
make_cast(bctx *c, expr *arg, qp_type t, int loc)
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
    return make_cast(c, lit, t, loc);
}

/*
 * 'lit' (an untyped literal or NULL) cast to 't' explicitly: a constant of
 * 't' with its modifier applied to the value as PostgreSQL's explicit
 * cast does (char(3) pads, varchar(2) truncates, numeric(5,2) rounds,
 * timestamp(0) and interval(2) round): exact.  To an opaque type the cast
 * is kept: '1.2.3.4'::inet.
 */
static expr *
cast_literal(bctx *c, expr *lit, qp_type t, int loc)
{
    datum v, w;
    bool kept;

    if (type_opaque_name(t))
        return make_cast(c, lit, t, loc);
    if (lit->cnst.value.is_null)
        return make_const(c, datum_null(t), loc);
    if (type_is_array(t))
        return array_literal(c, lit, t, loc);
    if (!read_literal(c, type_unmod(t), lit, loc, &v, &kept))
        return NULL;
    if (kept)
        return make_cast(c, lit, t, loc);
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
    return make_const(c, w, loc);
}

static expr *
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
            return make_const(c, v, n->loc);
        }
        if (datum_parse(c->a, type_plain(T_INT8), n->cnst.str, n->loc, &v, NULL)
            == QPROP_OK)
            return make_const(c, v, n->loc);
    }
        /* too big for bigint: numeric */
        /* fall through */
    case CONST_NUMERIC:
        if (datum_parse(c->a, type_plain(T_NUMERIC), n->cnst.str, n->loc, &v,
                        c->err) != QPROP_OK)
            return NULL;
        return make_const(c, v, n->loc);
    case CONST_STRING:
        v.type = type_plain(T_UNKNOWN);
        v.v.s = n->cnst.str;
        return make_const(c, v, n->loc);
    case CONST_BOOL:
        v.type = type_plain(T_BOOL);
        v.v.b = n->cnst.bval;
        return make_const(c, v, n->loc);
    case CONST_NULL:
        return make_const(c, datum_null(type_plain(T_NULL)), n->loc);
    case CONST_TYPED: {
        /* type 'literal' is 'literal'::type */
        qp_type t;
        expr *lit;

        if (!bind_cast_type(c, n->cnst.typename, &t))
            return NULL;
        v.type = type_plain(T_UNKNOWN);
        v.v.s = n->cnst.str;
        if (!(lit = make_const(c, v, n->loc)))
            return NULL;
        return cast_literal(c, lit, t, n->loc);
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
static expr *
param_typed(bctx *c, const expr *e, qp_type t)
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
            return make_const(c, datum_null(t), e->loc);
        if (type_is_array(t)) /* read by the array input, as written */
            return array_literal(c, e, t, e->loc);
        if (t.len < 0
            && (t.id == T_TEXT || t.id == T_VARCHAR || t.id == T_BPCHAR)) {
            /* the text as written, as datum_parse() would read it, without
               a copy: the literal lives in the statement's arena too */
            v = e->cnst.value;
            v.type = t;
            return make_const(c, v, e->loc);
        }
        if (!read_literal(c, t, e, e->loc, &v, &kept))
            return NULL;
        /* kept as written, and typed, so that PostgreSQL reads it as it
           read the original wherever a rule copies it */
        return kept ? make_cast(c, e, t, e->loc) : make_const(c, v, e->loc);
    }
    if (e->kind == E_PARAM)
        return param_typed(c, e, t);
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
    expr *e = make_const(c, datum_null(type_plain(T_UNKNOWN)), loc);

    if (e)
        e->cnst.text = "DEFAULT";
    else
        ERR_OOM(c->err);
    return e;
}

/* ---- operators ---- */

typedef struct opdef {
    const char *name;
    op_kind op;
} opdef;

static const opdef ops[] = {
    { "=", OP_EQ }, { "<>", OP_NE }, { "!=", OP_NE }, { "<", OP_LT },
    { "<=", OP_LE }, { ">", OP_GT }, { ">=", OP_GE }, { "+", OP_ADD },
    { "-", OP_SUB }, { "*", OP_MUL }, { "/", OP_DIV }, { "%", OP_MOD },
    { "^", OP_POW }, { "||", OP_CONCAT },
};

/* ops[] name 'o' (one or two bytes) is 'name': tested inline. */
static bool
op_name_eq(const char *o, const char *name)
{
    return o[0] == name[0] && o[1] == name[1] && (!o[1] || !name[2]);
}

static bool
is_comparison(op_kind k)
{
    return k <= OP_GE;
}

/* The operand of IS JSON: a string (an untyped literal reads as text),
   json or jsonb, as PostgreSQL 16 takes it.  False with the error set. */
static bool
is_json_arg(bctx *c, const expr *e, const list *args)
{
    const expr *a = list_len(args) == 1 ? list_nth(args, 0) : NULL;
    const char *t;

    if (!a)
        return true;
    switch (a->type.id) {
    case T_UNKNOWN:
    case T_NULL:
    case T_TEXT:
    case T_VARCHAR:
    case T_BPCHAR:
        return true;
    default:
        break;
    }
    t = bind_tname(c, a->type);
    if (strcmp(t, "json") == 0 || strcmp(t, "jsonb") == 0
        || strcmp(t, "name") == 0)
        return true;
    if (strcmp(t, "bytea") == 0) {
        bind_fail(c, QPROP_EUNSUPPORTED, e->loc,
                  "IS JSON of a %s value is not supported", t);
        return false;
    }
    bind_fail(c, QPROP_ESEMANTIC, e->loc,
              "cannot use type %s in IS JSON predicate", t);
    return false;
}

const char *
bind_tname(bctx *c, qp_type t)
{
    if (t.id == T_UNKNOWN)
        return "unknown";
    if (t.id == T_ANY && type_opaque_name(t)) {
        unsigned oid = pgcat_type_of(t);

        return oid != PGT_OTHER ? pgcat_type_display(oid) : type_opaque_name(t);
    }
    if (type_is_array(t))
        return type_name(c->a, type_array_of(c->a, type_unmod(*type_elem(t))));
    return type_name(c->a, type_unmod(t));
}

static expr *
no_operator(bctx *c, const char *op, const expr *l, const expr *r, int loc)
{
    if (l) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator does not exist: %s %s %s", bind_tname(c, l->type), op,
                bind_tname(c, r->type));
        err_hint(c->err, "No operator matches the given name and argument "
                         "types. You might need to add explicit type casts.");
    } else {
        err_set(c->err, QPROP_ESEMANTIC, loc, "operator does not exist: %s %s",
                op, bind_tname(c, r->type));
        err_hint(c->err, "No operator matches the given name and argument "
                         "type. You might need to add an explicit type cast.");
    }
    return NULL;
}

/* ---- PostgreSQL's catalog (types/pgcat.h) ---- */

/* The element types a call's arguments of types that are no built-in
   ones stand for in the resolution (pgcat.h, PGT_USER), by index. */
typedef struct utypes {
    int n;
    qp_type t[PGCAT_MAX_ARGS];
} utypes;

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
static void
user_tag(utypes *u, const list *args, const list *keys, unsigned *oids,
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
static qp_type
user_qptype(bctx *c, const utypes *u, unsigned oid)
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
static expr *
cat_coerce_user(bctx *c, expr *e, unsigned oid, const utypes *u)
{
    qp_type t;

    if (!e || !bind_is_unknown(e))
        return e;
    if (u && pgcat_is_user(oid))
        t = user_qptype(c, u, oid);
    else if (oid == PGT_ANY || !pgcat_type_get(oid))
        return bind_coerce_default(c, e);
    else
        t = pgcat_qptype(oid);
    if (t.id != T_ANY)
        return bind_coerce_to(c, e, t);
    if (e->kind == E_CONST)
        return cast_literal(c, e, t, e->loc);
    if (e->kind == E_PARAM)
        return param_typed(c, e, t);
    return e;
}

static expr *
cat_coerce(bctx *c, expr *e, unsigned oid)
{
    return cat_coerce_user(c, e, oid, NULL);
}

/* The input's own functions or operators that a call may choose. */
typedef struct ucands {
    int n;
    int nfirst;                /* the first nfirst come before pg_catalog
                                  on the search path */
    pgcat_extra *sig;          /* n signatures */
    const cat_routine **r;     /* n routines */
} ucands;

/*
 * The routines of the catalog named 'name' of kind operator ('want_op')
 * or not that a call may choose (catalog_routines_visible()): in schema
 * 'schema' when not NULL, else along the search path.  False with c->err
 * set when 'schema' does not exist, or on OOM.
 */
static bool
user_routines(bctx *c, const char *name, const char *schema, bool want_op,
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
static bool
user_narrow(bctx *c, const ucands *u, int n, const qp_type *types,
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
static bool
open_param(const pgcat_call *call, const ucands *u, int i)
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
static bool
variadic_any(const pgcat_call *call, const ucands *u)
{
    if (call->extra >= 0)
        return u->r[call->extra]->sig.variadic == PGT_ANY;
    return call->proc && call->proc->variadic == PGT_ANY;
}

/* The result type of a call resolved to user routine 'r' ('call'): its
   declared type, or the catalog's resolution of a polymorphic one. */
static qp_type
user_result(bctx *c, const cat_routine *r, const pgcat_call *call,
            const utypes *u)
{
    if (call->result != r->sig.rettype)
        return user_qptype(c, u, call->result);
    return r->result;
}

/* True when 'e' has a built-in type qprop does not model (jsonb, inet). */
static bool
is_cat_opaque(const expr *e)
{
    return e->type.id == T_ANY && type_opaque_name(e->type)
           && pgcat_type_of(e->type) != PGT_OTHER;
}

/*
 * l <name> r (l NULL for a prefix operator) resolved among PostgreSQL's
 * built-in operators: untyped operands take the chosen operator's types
 * and the result has its result type.  Kept as an opaque OP_OTHER.  NULL
 * with c->err set as PostgreSQL words it when no operator, or no single
 * best one, fits.
 */
/* 'e' is a constant of type text that is not NULL and was typed in the
   input ('x'::text, text 'x'), not an untyped literal. */
static bool
typed_text(const expr *e)
{
    return e->kind == E_CONST && e->type.id == T_TEXT
           && !e->cnst.value.is_null && !bind_is_unknown(e);
}

static bool composite_cmp_ok(bctx *c, const expr *l, const expr *r, bool eq,
                             bool image, int loc);

static expr *
bind_cat_op(bctx *c, const char *name, expr *l, expr *r, int loc)
{
    pgcat_call call;
    pgcat_status st;
    ucands u;
    qp_type rt;
    expr *e;

    if (!user_routines(c, name, NULL, true, loc, &u))
        return NULL;
    if (name[0] == '*' && !u.n && !composite_cmp_ok(c, l, r, false, true, loc))
        return NULL; /* *<, *= ...: record_image_cmp, record_image_eq */
    st = pgcat_oper_resolve(name, l ? pgcat_type_of(l->type) : 0,
                            pgcat_type_of(r->type), u.sig, u.n, &call);
    if (st != PGCAT_OK && ((l && pgcat_type_of(l->type) == PGT_OTHER)
                           || pgcat_type_of(r->type) == PGT_OTHER)) {
        /* an operand of a type that is not built in (an extension's
           hstore, ltree): its operators are not in the catalog, so the
           operator is carried as written, untyped literals left for
           PostgreSQL to resolve, its result of no known type */
        e = expr_make_op(c->a, OP_OTHER, name, type_plain(T_ANY), l, r, loc);
        if (e)
            e->op.nonstrict = true;
        return e;
    }
    if (st == PGCAT_AMBIGUOUS) {
        if (l)
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "operator is not unique: %s %s %s",
                    bind_tname(c, l->type), name, bind_tname(c, r->type));
        else
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "operator is not unique: %s %s", name,
                    bind_tname(c, r->type));
        err_hint(c->err, "Could not choose a best candidate operator. You "
                         "might need to add explicit type casts.");
        return NULL;
    }
    if (st != PGCAT_OK)
        return no_operator(c, name, l, r, loc);
    /* ''::text beside an operand of another type must stay typed: bare,
       it is unknown there and PostgreSQL resolves the operator anew
       (jsonb || ''::text, anynonarray || text, would be jsonb || jsonb) */
    if (l && typed_text(r) && l->type.id != T_TEXT
        && !(r = make_cast(c, r, r->type, r->loc)))
        return NULL;
    if (l && typed_text(l) && r->type.id != T_TEXT
        && !(l = make_cast(c, l, l->type, l->loc)))
        return NULL;
    if (l && !(l = cat_coerce(c, l, call.argtype[0])))
        return NULL;
    if (!(r = cat_coerce(c, r, call.argtype[1])))
        return NULL;
    if (call.extra >= 0)
        bind_note_routine(c, u.r[call.extra]);
    rt = call.extra >= 0 ? user_result(c, u.r[call.extra], &call, NULL)
                         : pgcat_qptype(call.result);
    e = expr_make_op(c->a, OP_OTHER, name, rt, l, r, loc);
    if (e)
        e->op.nonstrict = !(call.flags & PGCAT_STRICT)
                          || (call.flags & PGCAT_VOLATILE);
    return e;
}

/* ---- comparisons of composite values ---- */

/* True when built-in or modelled type 't' has operator 'op' on two values
   of itself (PostgreSQL's record comparison needs the column type's
   default btree operators: point and json have none); a type that is no
   built-in one is taken to have it. */
static bool
has_self_op(qp_type t, const char *op)
{
    unsigned oid = pgcat_type_of(t);
    pgcat_call call;

    if (oid == PGT_OTHER || oid == PGT_UNKNOWN || pgcat_type_get(oid) == NULL
        || oid == PGT_RECORD)
        return true;
    return pgcat_oper_resolve(op, oid, oid, NULL, 0, &call) == PGCAT_OK
           && call.argtype[0] == oid && call.argtype[1] == oid;
}

/*
 * 'l' <op> 'r' where both are values of composite types the input
 * declared: PostgreSQL's record_cmp / record_eq (and record_image_* for
 * the *< family, 'image') fail on rows of different column counts or of
 * dissimilar column types, and the ordinary ones on a column type
 * without comparison ('eq': = and <> need equality, the others ordering).
 * qprop refuses such a comparison with PostgreSQL's message.  False with
 * c->err set.
 */
static bool
composite_cmp_ok(bctx *c, const expr *l, const expr *r, bool eq, bool image,
                 int loc)
{
    const char *const *ln, *const *rn;
    const qp_type *lt, *rt;
    int nl, nr;

    if (!l || !r)
        return true;
    nl = catalog_composite(c->cat, l->type, &ln, &lt);
    nr = catalog_composite(c->cat, r->type, &rn, &rt);
    if (nl < 0 || nr < 0)
        return true;
    for (int i = 0; i < nl && i < nr; i++) {
        if (!type_equal(type_unmod(lt[i]), type_unmod(rt[i]))) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "cannot compare dissimilar column types %s and %s at "
                    "record column %d", bind_tname(c, lt[i]),
                    bind_tname(c, rt[i]), i + 1);
            return false;
        }
        if (!image && !has_self_op(lt[i], eq ? "=" : "<")) {
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      eq ? "could not identify an equality operator for "
                           "type %s"
                         : "could not identify a comparison function for "
                           "type %s", bind_tname(c, lt[i]));
            return false;
        }
    }
    if (nl != nr) {
        bind_fail(c, QPROP_ESEMANTIC, loc, "%s",
                  "cannot compare record types with different numbers of "
                  "columns");
        return false;
    }
    return true;
}

/* A sort key of composite type 'e' (declared by the input) whose columns
   cannot all be ordered: PostgreSQL's "could not identify an ordering
   operator".  False with c->err set. */
bool
bind_orderable(bctx *c, const expr *e, int loc)
{
    const char *const *names;
    const qp_type *types;
    int n = catalog_composite(c->cat, e->type, &names, &types);

    for (int i = 0; i < n; i++)
        if (!has_self_op(types[i], "<")) {
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      "could not identify an ordering operator for type %s",
                      bind_tname(c, e->type));
            err_hint(c->err, "Use an explicit ordering operator or modify "
                             "the query.");
            return false;
        }
    return true;
}

/*
 * The row comparison 'l' <k> 'r' of two ROW(...) expressions, bound as
 * PostgreSQL binds it ("Row Constructor Comparison"): = is the AND of the
 * pairs' equalities, <> the OR of their inequalities, IS DISTINCT FROM the
 * OR of the pairs', IS NOT DISTINCT FROM the AND; one pair is just that
 * pair's comparison.  < <= > >= of two or more pairs compare the rows
 * lexicographically (the first pair that is not equal decides, a NULL met
 * before that makes the result NULL): kept as ROW(...) < ROW(...), with
 * each pair's literals resolved, and opaque to the rules.
 */
static expr *
bind_row_op(bctx *c, op_kind k, const char *name, expr *l, expr *r, int loc)
{
    int n = list_len(l->row.items);
    list *pairs = NULL, *li = NULL, *ri = NULL;
    expr *e;

    if (n != list_len(r->row.items)) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "unequal number of entries in row expressions");
        return NULL;
    }
    if (n == 0) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "cannot compare rows of zero length");
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        expr *x = list_nth(l->row.items, i), *y = list_nth(r->row.items, i);
        expr *p;

        if ((x->kind == E_ROW || y->kind == E_ROW) && n > 1 && k != OP_EQ
            && k != OP_NE && k != OP_DISTINCT && k != OP_NOT_DISTINCT) {
            /* a nested row compares as a record (record_lt): not modelled */
            err_set(c->err, QPROP_EUNSUPPORTED, x->loc,
                    "a row inside an ordered row comparison is not "
                    "supported");
            return NULL;
        }
        if (!(p = bind_make_binop(c, k, name, x, y, loc))
            || !list_push(c->a, &pairs, p))
            return NULL;
        if (p->kind == E_OP
            && (!list_push(c->a, &li, p->op.l)
                || !list_push(c->a, &ri, p->op.r)))
            return NULL;
    }
    if (n == 1)
        return list_nth(pairs, 0);
    switch (k) {
    case OP_EQ:
    case OP_NOT_DISTINCT:
        return expr_make_bool(c->a, B_AND, pairs, loc);
    case OP_NE:
    case OP_DISTINCT:
        return expr_make_bool(c->a, B_OR, pairs, loc);
    default:
        break;
    }
    if (list_len(li) != n) {
        ERR_INTERNAL(c->err, "bind_row_op: a pair is not an operator");
        return NULL;
    }
    if (!(l = expr_copy(c->a, l)) || !(r = expr_copy(c->a, r)))
        return NULL;
    l->row.items = li;
    r->row.items = ri;
    e = expr_make_op(c->a, k, name, type_plain(T_BOOL), l, r, loc);
    return e;
}

/* Build l <op> r with type checks and unknown-literal resolution. */
expr *
bind_make_binop(bctx *c, op_kind k, const char *name, expr *l, expr *r, int loc)
{
    qp_type t;

    if (l->kind == E_ROW && r->kind == E_ROW
        && (is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT))
        return bind_row_op(c, k, name, l, r, loc);
    if (k == OP_CONCAT
        && ((l->type.id == T_ANY && !type_opaque_name(l->type)
             && r->type.id == T_RECORD)
            || (r->type.id == T_ANY && !type_opaque_name(r->type)
                && l->type.id == T_RECORD)))
        /* an array of rows (ARRAY[ROW(..)], typed "anything" here) with
           one more row: PostgreSQL's array_append or array_prepend, of
           the array's type (path || ROW(f, t), pg_regress with.sql:505) */
        return expr_make_op(c->a, k, name, type_plain(T_ANY), l, r, loc);
    if (l->type.id == T_RECORD || r->type.id == T_RECORD) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "row-wise comparison is not supported");
        return NULL;
    }
    if ((is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT)
        && (is_cat_opaque(l) || is_cat_opaque(r))) {
        /* a built-in type qprop does not model (json, point, inet): the
           catalog says whether it has the operator (json has no =,
           point no <) and what the operands become (cidr = inet reads
           the cidr as inet); still modelled as the comparison it is */
        expr *e = bind_cat_op(c, k == OP_DISTINCT || k == OP_NOT_DISTINCT
                                     ? "=" : name, l, r, loc);

        if (!e)
            return NULL;
        if (e->kind != E_OP || e->type.id != T_BOOL)
            return e;
        return expr_make_op(c->a, k, name, type_plain(T_BOOL), e->op.l,
                            e->op.r, loc);
    }
    if (k == OP_CONCAT) {
        /* PostgreSQL's || on strings is textcat (text || text) or
           anytextcat/textanycat (text || anynonarray): an untyped literal
           is text whatever the other side is, and a char(n) operand is
           read as text (its trailing blanks dropped): bpchar || unknown
           is text || text, never bpchar */
        l = bind_coerce_default(c, l);
        r = bind_coerce_default(c, r);
        if (l && l->type.id == T_NULL)
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
        if (r && r->type.id == T_NULL)
            r = bind_coerce_to(c, r, type_plain(T_TEXT));
    } else if (bind_is_unknown(l) && !bind_is_unknown(r))
        l = bind_coerce_to(c, l, r->type);
    else if (bind_is_unknown(r) && !bind_is_unknown(l))
        r = bind_coerce_to(c, r, l->type);
    else if (bind_is_unknown(l) && bind_is_unknown(r)) {
        l = bind_coerce_default(c, l);
        r = bind_coerce_default(c, r);
    }
    if (!l || !r)
        return NULL;
    if (is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT) {
        if (!composite_cmp_ok(c, l, r, k == OP_EQ || k == OP_NE
                                       || k == OP_DISTINCT
                                       || k == OP_NOT_DISTINCT, false, loc))
            return NULL;
        if (!type_comparable(l->type, r->type)
            || l->type.id == T_ANY || r->type.id == T_ANY) {
            if (l->type.id != T_ANY && r->type.id != T_ANY)
                return no_operator(c, name, l, r, loc);
        }
        return expr_make_op(c->a, k, name, type_plain(T_BOOL), l, r, loc);
    }
    if (l->type.id == T_ANY || r->type.id == T_ANY)
        t = type_plain(T_ANY);
    else if (!op_result_type(k, l->type, r->type, &t))
        return no_operator(c, name, l, r, loc);
    return expr_make_op(c->a, k, name, t, l, r, loc);
}

/* Whether 'n' is a number as PostgreSQL's grammar folds signs into it:
   a numeric literal, or - before one (- -5, -(5)); not a typed literal
   or a cast ('5'::int4), whose - is the operator. */
static bool
is_number(const ast *n)
{
    while (n->kind == AST_OP && !n->op.left && n->op.right
           && strcmp(n->op.name, "-") == 0)
        n = n->op.right;
    return n->kind == AST_CONST
           && (n->cnst.kind == CONST_INT || n->cnst.kind == CONST_NUMERIC);
}

static expr *
bind_op(bctx *c, block *b, const ast *n)
{
    const char *name = n->op.name;
    op_kind k = OP_OTHER;
    expr *l = NULL, *r;

    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (op_name_eq(ops[i].name, name)) {
            k = ops[i].op;
            name = k == OP_NE ? "<>" : ops[i].name;
            break;
        }
    if (n->op.left && !(l = bind_expr(c, b, n->op.left)))
        return NULL;
    if (!(r = bind_expr(c, b, n->op.right)))
        return NULL;
    if (!l) {
        /* prefix operators */
        if (strcmp(name, "+") == 0 && type_is_numeric(r->type.id))
            return r; /* the identity */
        /* - on an untyped literal is not unique (interval has a - too),
           + on one is double precision's: the catalog's answers */
        if (strcmp(name, "-") != 0 || is_cat_opaque(r)
            || (bind_is_unknown(r) && r->kind != E_PARAM))
            return bind_cat_op(c, name, NULL, r, n->loc);
        if (bind_is_unknown(r))
            r = bind_coerce_to(c, r, type_plain(T_NUMERIC));
        if (!r)
            return NULL;
        if (!type_is_numeric(r->type.id) && r->type.id != T_INTERVAL
            && r->type.id != T_ANY)
            return bind_cat_op(c, name, NULL, r, n->loc); /* - time */
        /* fold -literal into a literal, as the grammar of numbers does;
           only a number as written: -('5'::int4) or -(int4 '5') is the
           operator, which overflows on the smallest value */
        if (r->kind == E_CONST && !r->cnst.value.is_null
            && is_number(n->op.right)) {
            datum v = r->cnst.value;

            if (type_is_integer(v.type.id) && v.v.i == INT64_MIN) {
                /* - -9223372036854775808: 9223372036854775808, numeric */
                v.type = type_plain(T_NUMERIC);
                v.v.s = "9223372036854775808";
                return make_const(c, v, n->loc);
            }
            if (type_is_integer(v.type.id)) {
                /* typed by its value, as the literal it folds into:
                   -2147483648 an integer, - -2147483648 a bigint */
                v.v.i = -v.v.i;
                v.type = type_plain(v.v.i >= INT32_MIN && v.v.i <= INT32_MAX
                                        ? T_INT4 : T_INT8);
                return make_const(c, v, n->loc);
            }
            if (v.type.id == T_NUMERIC) {
                const char *s = v.v.s;
                datum w;

                v.v.s = s[0] == '-' ? s + 1 : arena_printf(c->a, "-%s", s);
                if (strcmp(v.v.s, "-0") == 0 || !v.v.s)
                    v.v.s = s;
                /* -9223372036854775808 is a bigint: PostgreSQL folds the
                   sign into an integer literal before typing it */
                if (n->op.right->kind == AST_CONST
                    && n->op.right->cnst.kind == CONST_INT
                    && datum_parse(c->a, type_plain(T_INT8), v.v.s, n->loc,
                                   &w, NULL) == QPROP_OK)
                    return make_const(c, w, n->loc);
                return make_const(c, v, n->loc);
            }
            if (v.type.id == T_FLOAT4 || v.type.id == T_FLOAT8) {
                v.v.f = -v.v.f;
                return make_const(c, v, n->loc);
            }
        }
        /* numeric_uminus() and the like: no modifier */
        return expr_make_op(c->a, OP_NEG, "-", type_nomod(r->type), NULL, r,
                            n->loc);
    }
    if (k == OP_OTHER) {
        /* regular-expression matches on strings are the other operators
           we model; the rest are PostgreSQL's catalog's */
        if (l->type.id == T_ANY || r->type.id == T_ANY)
            return bind_cat_op(c, name, l, r, n->loc);
        if (strcmp(name, "~") == 0 || strcmp(name, "~*") == 0
            || strcmp(name, "!~") == 0 || strcmp(name, "!~*") == 0) {
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
            r = bind_coerce_to(c, r, type_plain(T_TEXT));
            if (!l || !r)
                return NULL;
            if (type_category(l->type.id) != TC_STRING
                || type_category(r->type.id) != TC_STRING)
                return no_operator(c, name, l, r, n->loc);
            return expr_make_op(c->a, OP_OTHER, name, type_plain(T_BOOL), l, r,
                                n->loc);
        }
        return bind_cat_op(c, name, l, r, n->loc);
    }
    if (!is_comparison(k) && k != OP_DISTINCT && k != OP_NOT_DISTINCT
        && (is_cat_opaque(l) || is_cat_opaque(r)))
        return bind_cat_op(c, name, l, r, n->loc);
    if (k == OP_CONCAT && (type_is_array(l->type) || type_is_array(r->type)))
        /* array_cat, array_append or array_prepend, as the catalog
           resolves them: text[] || NULL is text[] || text[] (no NULL
           element appended), int[] || text is no operator */
        return bind_cat_op(c, name, l, r, n->loc);
    {
        /* an operator the type rules do not model (date + time) may still
           be one of PostgreSQL's */
        expr *e = bind_make_binop(c, k, name, l, r, n->loc);

        if (e || OOM(c) || c->err->code != QPROP_ESEMANTIC
            || strncmp(c->err->message, "operator does not exist", 23) != 0
            || l->type.id == T_ENUM || r->type.id == T_ENUM)
            return e; /* an enum's operators are the type rules' */
        err_clear(c->err); /* it held no error before */
        return bind_cat_op(c, name, l, r, n->loc);
    }
}

/*
 * The comparison 'l' <name> 'r' of an ANY/ALL subquery: the modelled
 * operator, else (no modelled one fits) PostgreSQL's catalog's or the
 * input's own, such as a CREATE OPERATOR = on (bigint, text).  Such a
 * comparison is opaque (OP_OTHER); its caller keeps the subquery an
 * E_SUBLINK, which prints the operator as written.
 */
expr *
bind_sublink_op(bctx *c, const char *name, expr *l, expr *r, int loc)
{
    expr *e = bind_make_binop(c, OP_EQ, name, l, r, loc);

    if (e || OOM(c) || c->err->code != QPROP_ESEMANTIC
        || strncmp(c->err->message, "operator does not exist", 23) != 0
        || l->type.id == T_ENUM || r->type.id == T_ENUM)
        return e;
    err_clear(c->err);
    return bind_cat_op(c, name, l, r, loc);
}

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

/*
 * ORDER BY ... USING op on the bound key 'k' (read from 's'): PostgreSQL
 * sorts by an operator that is the "<" or ">" of a btree family of the
 * key's type, with NULLS FIRST by default after ">".  Every type qprop
 * models that can be sorted has such a family, whose "<" orders as ASC
 * and ">" as DESC, so the key becomes ASC or DESC and prints as such; so
 * do the built-in types of opaque_btree_type().  False with the error
 * set for any other operator or type.
 */
/* Built-in types qprop carries opaque whose "<" and ">" are those of
   their default btree operator class (and arrays, compared element by
   element with their element's). */
static bool
opaque_btree_type(const char *name)
{
    static const char *const names[] = {
        "name", "bytea", "uuid", "oid", "inet", "cidr", "macaddr",
        "macaddr8", "money", "timetz", "time with time zone", "bit",
        "varbit", "bit varying", "char", "\"char\"", "pg_lsn", "jsonb",
    };
    size_t n;

    if (!name)
        return false;
    if (strncmp(name, "pg_catalog.", 11) == 0)
        name += 11;
    n = strlen(name);
    if (n > 2 && strcmp(name + n - 2, "[]") == 0)
        return true;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

bool
bind_sort_using(bctx *c, const ast *s, sort_key *k)
{
    const char *op = s->sortby.using_op;
    qp_typeid t = k->e->type.id;

    if (t == T_UNKNOWN || t == T_NULL || t == T_RECORD
        || (t == T_ANY && !opaque_btree_type(type_opaque_name(k->e->type)))
        || (strcmp(op, "<") != 0 && strcmp(op, ">") != 0)) {
        /* an opaque type's operators, or "~<~" and the like */
        err_set(c->err, QPROP_EUNSUPPORTED, s->loc,
                "ORDER BY ... USING %s on type %s is not supported", op,
                type_opaque_name(k->e->type) ? type_opaque_name(k->e->type)
                                  : bind_tname(c, k->e->type));
        return false;
    }
    k->desc = op[0] == '>';
    return true;
}

static bool
bind_sortkeys(bctx *c, block *b, const list *in, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(in); i++) {
        const ast *s = list_nth(in, i);
        sort_key *k = ARENA_NEW(c->a, sort_key);

        if (!k)
            return false;
        k->e = bind_coerce_default(c, bind_expr(c, b, s->sortby.expr));
        if (!k->e)
            return false;
        if (!s->sortby.using_op && !bind_orderable(c, k->e, s->sortby.expr->loc))
            return false;
        k->desc = s->sortby.desc;
        k->nulls = s->sortby.nulls;
        if (s->sortby.using_op && !bind_sort_using(c, s, k))
            return false;
        if (!list_push(c->a, out, k))
            return false;
    }
    return true;
}

/* The WINDOW clause entry 'name' of 'b', looking only before entry
   'before' when it is one (a definition names an earlier one). */
static const ast *
find_window(const block *b, const char *name, const ast *before)
{
    const list *w = b->sel ? b->sel->select.windows : NULL;

    for (int i = 0; i < list_len(w); i++) {
        const ast *d = list_nth(w, i);

        if (d == before)
            break;
        if (d->win.name && strcmp(d->win.name, name) == 0)
            return d;
    }
    return NULL;
}

/* bind_fail() for a check that returns false. */
static bool
win_fail(bctx *c, qprop_status code, int loc, const char *fmt,
         const char *arg)
{
    bind_fail(c, code, loc, fmt, arg);
    return false;
}

/* A window with its copied parts: the definition that gives each. */
typedef struct win_parts {
    const list *partition, *order;
    const ast *frame;          /* holder of .frame and the offsets */
} win_parts;

/*
 * The parts of window 'w' as PostgreSQL's transformWindowDefinitions
 * copies them from the window it names: PARTITION BY from there (never
 * overridden), ORDER BY from there unless only 'w' has one, the frame
 * always 'w''s own (a window with a frame cannot be copied); OVER name
 * takes the named window whole.
 */
static bool
window_parts(bctx *c, const block *b, const ast *w, win_parts *out)
{
    const ast *ref;
    win_parts r;

    out->partition = w->win.partition;
    out->order = w->win.order;
    out->frame = w;
    if (!w->win.refname)
        return true;
    ref = find_window(b, w->win.refname, w);
    if (!ref)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "window \"%s\" does not exist", w->win.refname);
    if (!window_parts(c, b, ref, &r))
        return false;
    if (w->win.by_name) {
        *out = r;
        return true;
    }
    if (w->win.partition)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "cannot override PARTITION BY clause of window "
                         "\"%s\"", w->win.refname);
    if (w->win.order && r.order)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "cannot override ORDER BY clause of window \"%s\"",
                         w->win.refname);
    if (r.frame->win.frame) {
        /* any frame clause written, even the default one (PostgreSQL's
           FRAMEOPTION_NONDEFAULT) */
        bind_fail(c, QPROP_ESEMANTIC, w->loc,
                  "cannot copy window \"%s\" because it has a frame clause",
                  w->win.refname);
        if (!w->win.order && !w->win.frame)
            err_hint(c->err, "Omit the parentheses in this OVER clause.");
        return false;
    }
    out->partition = r.partition;
    if (!w->win.order)
        out->order = r.order;
    return true;
}

/*
 * Every WINDOW clause entry of 'b' (PostgreSQL checks them all, used or
 * not): a name given once, the windows named there exist before it and
 * may be copied.
 */
bool
bind_window_clause(bctx *c, const block *b)
{
    const list *w = b->sel ? b->sel->select.windows : NULL;
    win_parts parts;

    for (int i = 0; i < list_len(w); i++) {
        const ast *d = list_nth(w, i);

        if (find_window(b, d->win.name, d))
            return win_fail(c, QPROP_ESEMANTIC, d->loc,
                             "window \"%s\" is already defined", d->win.name);
        if (!window_parts(c, b, d, &parts))
            return false;
    }
    return true;
}

/* The in_range support PostgreSQL 15 has for RANGE offsets: column type,
   offset types (btree opfamilies' support function 3). */
static const struct {
    qp_typeid col, off[3];
} in_range[] = {
    {T_INT2, {T_INT8, T_INT4, T_INT2}},
    {T_INT4, {T_INT8, T_INT4, T_INT2}},
    {T_INT8, {T_INT8}},
    {T_FLOAT4, {T_FLOAT8}},
    {T_FLOAT8, {T_FLOAT8}},
    {T_NUMERIC, {T_NUMERIC}},
    {T_DATE, {T_INTERVAL}},
    {T_TIMESTAMP, {T_INTERVAL}},
    {T_TIMESTAMPTZ, {T_INTERVAL}},
    {T_INTERVAL, {T_INTERVAL}},
    {T_TIME, {T_INTERVAL}},
};

/* A value of type 'from' fits an in_range offset of type 'to': the same
   type or an implicit cast. */
static bool
offset_fits(qp_type from, qp_typeid to)
{
    return from.id == to
           || pgcat_cast_context(pgcat_type_of(type_unmod(from)),
                                 pgcat_type_of(type_plain(to))) == 'i';
}

/*
 * A RANGE frame's offset 'off' (bound; NULL when the bound has none) with
 * the single sort key 'key': PostgreSQL needs an in_range function for
 * the key's type taking the offset's type, after an implicit coercion.
 */
static bool
range_offset_ok(bctx *c, const expr *key, const expr *off, int loc)
{
    qp_typeid col = key->type.id;

    if (!off || type_opaque_name(key->type) || type_opaque_name(off->type)
        || type_is_array(key->type))
        return true; /* a type qprop does not model: PostgreSQL decides */
    for (size_t i = 0; i < sizeof in_range / sizeof in_range[0]; i++) {
        if (in_range[i].col != col)
            continue;
        for (int j = 0; j < 3 && in_range[i].off[j]; j++)
            if (bind_is_unknown(off) || offset_fits(off->type,
                                                    in_range[i].off[j]))
                return true;
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "RANGE with offset PRECEDING/FOLLOWING is not supported for "
                "column type %s and offset type %s", bind_tname(c, key->type),
                bind_tname(c, off->type));
        err_hint(c->err, "Cast the offset value to an appropriate type.");
        return false;
    }
    /* varchar sorts by text's operators, and PostgreSQL names that */
    return win_fail(c, QPROP_EUNSUPPORTED, loc,
                    "RANGE with offset PRECEDING/FOLLOWING is not supported "
                    "for column type %s",
                    col == T_VARCHAR ? "text" : bind_tname(c, key->type));
}

static void
note_var(const expr *col, void *arg)
{
    (void)col;
    *(bool *)arg = true;
}

/* A frame offset 'off' (bound) of mode 'mode' reads no column. */
static bool
offset_var_free(bctx *c, const expr *off, const char *mode, int loc)
{
    bool var = false;

    if (off)
        expr_walk_cols(off, note_var, &var);
    if (var)
        return win_fail(c, QPROP_ESEMANTIC, loc,
                         "argument of %s must not contain variables", mode);
    return true;
}

static window_spec *
bind_window(bctx *c, block *b, const ast *w)
{
    window_spec *ws = ARENA_NEW(c->a, window_spec);
    win_parts parts;
    const ast *fr;
    const char *mode;
    bool ok;

    if (!ws || !window_parts(c, b, w, &parts))
        return NULL;
    /* PostgreSQL's checks: no window functions in a window definition,
       nor aggregates in its frame offsets */
    b->cl = CL_WINDEF;
    ws->partition = bind_list(c, b, (list *)parts.partition, &ok);
    if (!ok)
        return NULL;
    for (int i = 0; i < list_len(ws->partition); i++)
        ws->partition->items[i] =
            bind_coerce_default(c, list_nth(ws->partition, i));
    if (!bind_sortkeys(c, b, (list *)parts.order, &ws->order))
        return NULL;
    fr = parts.frame;
    ws->frame = fr->win.frame;
    b->cl = fr->win.frame & FRAME_ROWS ? CL_WINROWS
            : fr->win.frame & FRAME_GROUPS ? CL_WINGROUPS : CL_WINRANGE;
    mode = fr->win.frame & FRAME_ROWS ? "ROWS"
           : fr->win.frame & FRAME_GROUPS ? "GROUPS" : "RANGE";
    if (fr->win.start_offset
        && !(ws->start_offset = bind_expr(c, b, fr->win.start_offset)))
        return NULL;
    if (fr->win.end_offset
        && !(ws->end_offset = bind_expr(c, b, fr->win.end_offset)))
        return NULL;
    if ((ws->frame & FRAME_GROUPS) && !list_len(ws->order)) {
        bind_fail(c, QPROP_ESEMANTIC, w->loc,
                  "GROUPS mode requires an ORDER BY clause", NULL);
        return NULL;
    }
    if (!offset_var_free(c, ws->start_offset, mode,
                         fr->win.start_offset ? fr->win.start_offset->loc : 0)
        || !offset_var_free(c, ws->end_offset, mode,
                            fr->win.end_offset ? fr->win.end_offset->loc : 0))
        return NULL;
    if ((ws->frame & FRAME_RANGE) && (ws->start_offset || ws->end_offset)) {
        const sort_key *k;

        if (list_len(ws->order) != 1) {
            bind_fail(c, QPROP_ESEMANTIC, w->loc,
                      "RANGE with offset PRECEDING/FOLLOWING requires exactly "
                      "one ORDER BY column", NULL);
            return NULL;
        }
        k = list_nth(ws->order, 0);
        if (!range_offset_ok(c, k->e, ws->start_offset,
                             ws->start_offset ? fr->win.start_offset->loc : 0)
            || !range_offset_ok(c, k->e, ws->end_offset,
                                ws->end_offset ? fr->win.end_offset->loc : 0))
            return NULL;
    }
    return ws;
}

/* The clause 'cl' as PostgreSQL's "... are not allowed in %s" names it;
   for a window function ('window') a frame offset is one of the "window
   definitions". */
static const char *
clause_name(clause cl, bool window)
{
    switch (cl) {
    case CL_WHERE: return "WHERE";
    case CL_ON: return "JOIN conditions";
    case CL_GROUP: return "GROUP BY";
    case CL_HAVING: return "HAVING";
    case CL_LIMIT: return "LIMIT";
    case CL_FILTER: return "FILTER";
    case CL_VALUES: return "VALUES";
    case CL_RETURNING: return "RETURNING";
    case CL_FROMFUNC: return "functions in FROM";
    case CL_WINRANGE: return window ? "window definitions" : "window RANGE";
    case CL_WINROWS: return window ? "window definitions" : "window ROWS";
    case CL_WINGROUPS: return window ? "window definitions" : "window GROUPS";
    default: return "this clause";
    }
}

typedef struct agg_level {
    int block;
    bool local, outer;
} agg_level;

static void
note_agg_col(const expr *col, void *arg)
{
    agg_level *l = arg;

    if (col->col.rte->block == l->block)
        l->local = true;
    else
        l->outer = true;
}

/* True when aggregate 'e' of block b reads columns of enclosing blocks and
   none of b's: PostgreSQL's aggregate level is then an enclosing query's. */
static bool
agg_is_outer(bctx *c, block *b, const expr *e)
{
    agg_level l = { b->id, false, false };

    for (int i = 0; i < list_len(e->func.args); i++)
        expr_walk_cols_deep(c->a, list_nth(e->func.args, i), note_agg_col, &l);
    expr_walk_cols_deep(c->a, e->func.filter, note_agg_col, &l);
    for (int i = 0; i < list_len(e->func.agg_order); i++)
        expr_walk_cols_deep(c->a, ((const sort_key *)list_nth(e->func.agg_order, i))->e,
                            note_agg_col, &l);
    return l.outer && !l.local;
}

/* The call's name as written ("f", "s.f") for messages. */
static const char *
func_written_name(bctx *c, const ast *n)
{
    strbuf sb;

    sb_init(&sb, c->a);
    for (int i = 0; i < n->func.name.n; i++) {
        if (i)
            sb_putc(&sb, '.');
        sb_puts(&sb, n->func.name.part[i]);
    }
    return sb.data ? sb.data : "?";
}

/* "f(integer, unknown)": the call as PostgreSQL's messages name it, the
   arguments 'args' then, for WITHIN GROUP, the sort keys 'keys'. */
static const char *
func_signature(bctx *c, const ast *n, const list *args, const list *keys)
{
    strbuf sb;
    int k = 0;

    sb_init(&sb, c->a);
    sb_printf(&sb, "%s(", func_written_name(c, n));
    for (int i = 0; i < list_len(args); i++, k++) {
        const char *an = i < list_len(n->func.argnames)
                         ? list_nth(n->func.argnames, i) : NULL;

        sb_printf(&sb, "%s%s%s%s", k ? ", " : "", an ? an : "",
                  an ? " => " : "",
                  bind_tname(c, ((const expr *)list_nth(args, i))->type));
    }
    for (int i = 0; i < list_len(keys); i++, k++)
        sb_printf(&sb, "%s%s", k ? ", " : "",
                  bind_tname(c, ((const sort_key *)list_nth(keys, i))->e->type));
    sb_putc(&sb, ')');
    return sb.data ? sb.data : "?";
}

/*
 * A call of a built-in type's name on one argument that PostgreSQL reads
 * as a cast (func_get_detail): an untyped literal, or a value whose type
 * no function of that name takes exactly and that reaches the type by
 * being binary coercible or through text: int4('5') is '5'::integer,
 * text(42) is 42::text, date(some_text) is some_text::date.  NULL when
 * the call is not one (c->err untouched), or on error.
 */
static expr *
func_style_cast(bctx *c, const ast *n, expr *arg)
{
    const char *name = n->func.name.part[n->func.name.n - 1];
    unsigned to = pgcat_type_lookup(name), src;
    ast *tn;
    qp_type t;

    /* bit, nchar and national are keywords to PostgreSQL's grammar,
       never the name of a call */
    if (!to || n->func.star || n->func.distinct || n->func.agg_order
        || n->func.filter || n->func.over || n->func.extract_field
        || n->func.within_group || strcmp(name, "bit") == 0
        || strcmp(name, "nchar") == 0 || strcmp(name, "national") == 0)
        return NULL;
    if (!(arg->kind == E_CONST && bind_is_unknown(arg))) {
        src = pgcat_type_of(arg->type);
        if (!src || src == PGT_OTHER || pgcat_func_exact(name, 1, &src)
            || !pgcat_func_style_cast(src, to))
            return NULL;
        if (src == to)
            return arg; /* bpchar(some_char): the value as it is */
    }
    if (!(tn = ast_new(c->a, AST_TYPENAME, n->loc, n->end)))
        return NULL;
    tn->type.name = n->func.name;
    if (!bind_cast_type(c, tn, &t))
        return NULL;
    if (arg->kind == E_CONST && bind_is_unknown(arg))
        return cast_literal(c, arg, t, n->loc);
    return make_cast(c, arg, t, n->loc);
}

/* PostgreSQL's error for a call of a function that does not exist: the
   arguments are bound first for their types.  Always NULL. */
static expr *
bind_func_notfound(bctx *c, block *b, const ast *n)
{
    bool ok;
    list *args = bind_list(c, b, n->func.args, &ok), *keys = NULL;

    if (!ok)
        return NULL;
    if (list_len(args) == 1 && !n->func.argnames
        && (n->func.name.n == 1
            || strcmp(n->func.name.part[n->func.name.n - 2], "pg_catalog")
                   == 0)) {
        /* uuid(some_text): a type no function is named after */
        expr *cast = func_style_cast(c, n, list_nth(args, 0));

        if (cast || c->err->code)
            return cast;
    }
    if (n->func.within_group
        && !bind_sortkeys(c, b, n->func.agg_order, &keys))
        return NULL;
    bind_fail(c, QPROP_ESEMANTIC, n->loc, "function %s does not exist",
              func_signature(c, n, args, keys));
    err_hint(c->err, "No function matches the given name and argument "
                     "types. You might need to add explicit type casts.");
    return NULL;
}

/*
 * The kind of call 'n' of built-in function 'name' (NULL: none) or of the
 * input's routines 'u' into '*kind', from the kinds of function under
 * that name and the call's syntax (OVER, WITHIN GROUP, DISTINCT, ORDER
 * BY, FILTER, *).  False when no function has that name.
 */
static bool
cat_func_kind(bctx *c, const ast *n, const char *name, const ucands *u,
              func_kind *kind)
{
    unsigned fl = 0;
    bool plain, agg, win, aggsyntax;

    (void)c;
    if (!(name && pgcat_func_exists(name, &fl)) && !u->n)
        return false;
    for (int i = 0; i < u->n; i++)
        fl |= u->sig[i].flags
              | (u->sig[i].flags & (PGCAT_AGG | PGCAT_WINDOW) ? 0u
                                                             : PGCAT_PLAIN);
    plain = fl & PGCAT_PLAIN;
    agg = fl & PGCAT_AGG;
    win = fl & PGCAT_WINDOW;
    aggsyntax = n->func.within_group || n->func.distinct
                || n->func.agg_order || n->func.filter || n->func.star;
    if (n->func.over)
        *kind = win ? FK_WINDOW : agg ? FK_AGG : FK_SCALAR;
    else if (agg && (!plain || aggsyntax))
        *kind = FK_AGG;
    else if (plain)
        *kind = FK_SCALAR;
    else
        *kind = win ? FK_WINDOW : FK_AGG;
    return true;
}

/* The catalog's types of call 'e''s arguments 'args' (and WITHIN GROUP
   sort keys) into 'oids'; their number, or -1 past PGCAT_MAX_ARGS. */
static int
cat_arg_types(const expr *e, const list *args, bool within_group,
              unsigned *oids)
{
    int na = 0;

    for (int i = 0; i < list_len(args); i++) {
        if (na >= PGCAT_MAX_ARGS)
            return -1;
        oids[na++] = pgcat_type_of(((const expr *)list_nth(args, i))->type);
    }
    for (int i = 0; within_group && i < list_len(e->func.agg_order); i++) {
        if (na >= PGCAT_MAX_ARGS)
            return -1;
        oids[na++] = pgcat_type_of(
            ((const sort_key *)list_nth(e->func.agg_order, i))->e->type);
    }
    return na;
}

/* True when one of the 'n' types 'oids' is not a built-in type. */
static bool
has_other_type(const unsigned *oids, int n)
{
    for (int i = 0; i < n; i++)
        if (oids[i] == PGT_OTHER || pgcat_is_user(oids[i]))
            return true;
    return false;
}

static unsigned
cat_want(func_kind kind)
{
    return kind == FK_SCALAR ? PGCAT_PLAIN
           : kind == FK_WINDOW ? PGCAT_WINDOW : PGCAT_AGG;
}

/*
 * True when a call 'e' of modelled function 'fi' with 'args' is better
 * typed by PostgreSQL's catalog: an argument has a type qprop does not
 * model (sum(money), max(inet)), or the modelled rule gives no type
 * (array_agg) or depends on more than the first argument (round(i, 2) is
 * numeric, round(i) double precision), and the catalog has a function
 * for it.
 */
static bool
cat_better(bctx *c, const expr *e, const list *args, const func_info *fi,
           const ucands *u)
{
    const char *name = fi->name;
    unsigned oids[PGCAT_MAX_ARGS];
    pgcat_call call;
    int na;
    bool opaque = (fi->result == FR_FIXED && fi->type == T_ANY)
                  || fi->result == FR_ROUND;

    (void)c;
    if (u->n)
        return true; /* the input's own overloads of a modelled name */
    if (list_len(args)
        && bind_is_unknown((const expr *)list_nth(args, 0))
        && (fi->result == FR_ARG1 || fi->result == FR_SUM
            || fi->result == FR_AVG || fi->result == FR_ROUND)
        && pgcat_func_exists(name, &(unsigned){0}))
        /* the type comes from an untyped first argument: the catalog
           resolves abs(NULL) to double precision and finds trunc(NULL)
           not unique, as PostgreSQL does */
        return true;
    for (int i = 0; i < list_len(args); i++)
        if (((const expr *)list_nth(args, i))->type.id == T_ANY)
            opaque = true;
    if (!opaque)
        return false;
    na = cat_arg_types(e, args, false, oids);
    return na >= 0
           && pgcat_func_resolve(name, na, oids,
                                 e->kind == E_FUNC ? PGCAT_PLAIN
                                 : e->kind == E_WINFUNC
                                     ? PGCAT_WINDOW | PGCAT_AGG
                                     : PGCAT_AGG,
                                 NULL, 0, &call) == PGCAT_OK;
}

/*
 * Type call 'e' of 'name' (a 'kind' call, AST 'n'; NULL 'name' when the
 * call names a schema of the input's) with bound arguments 'args' by
 * PostgreSQL's resolution among its built-in functions and the input's
 * own of that name ('u'): untyped arguments take
 * their parameters' types, 'e' the result type and the function's
 * strictness and volatility (e->func.cat_flags).  A set-returning
 * function only where 'srf_ok' (a whole select-list item).  False with
 * c->err set as PostgreSQL words it when no function, or no single best
 * one, fits.
 */
static bool
bind_cat_call(bctx *c, expr *e, list *args, const char *name,
              func_kind kind, const ast *n, const ucands *u, bool srf_ok)
{
    unsigned oids[PGCAT_MAX_ARGS];
    pgcat_call call;
    pgcat_status st;
    int na = cat_arg_types(e, args, n->func.within_group, oids);
    unsigned want = cat_want(kind);
    utypes uts;
    utypes *ut = &uts;
    const pgcat_type *call_arg_type;

    if (na < 0) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "cannot pass more than %d arguments to a function",
                PGCAT_MAX_ARGS);
        return false;
    }
    user_tag(ut, args, n->func.within_group ? e->func.agg_order : NULL,
             oids, na);
    if (e->kind == E_WINFUNC)
        want |= PGCAT_AGG;
    if (n->func.variadic)
        want |= PGCAT_VARIADIC_CALL;
    if (u->n && !n->func.within_group && !n->func.argnames) {
        /* the input's and the extensions' functions that take these
           arguments; an exact match among them alone */
        qp_type *types = ARENA_NEWN(c->a, qp_type, na ? na : 1);
        ucands *nu = ARENA_NEW(c->a, ucands);

        if (!types || !nu)
            return !OOM(c);
        for (int i = 0; i < na; i++)
            types[i] = ((const expr *)list_nth(args, i))->type;
        if (!user_narrow(c, u, na, types, nu))
            return false;
        if (nu->nfirst)
            name = NULL;
        u = nu;
    }
    if (n->func.argnames) {
        const char **names = ARENA_NEWN(c->a, const char *, na ? na : 1);

        if (!names)
            return !OOM(c);
        for (int i = 0; i < na; i++)
            names[i] = i < list_len(n->func.argnames)
                       ? list_nth(n->func.argnames, i) : NULL;
        st = pgcat_func_resolve_named(name, na, oids, names, want, u->sig,
                                      u->n, &call);
    } else
        st = pgcat_func_resolve(name, na, oids, want, u->sig, u->n, &call);
    if (st != PGCAT_OK) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  st == PGCAT_AMBIGUOUS ? "function %s is not unique"
                                        : "function %s does not exist",
                  func_signature(c, n, args,
                                 n->func.within_group ? e->func.agg_order
                                                      : NULL));
        err_hint(c->err, st == PGCAT_AMBIGUOUS
                         ? "Could not choose a best candidate function. You "
                           "might need to add explicit type casts."
                         : has_other_type(oids, na)
                         ? "qprop knows PostgreSQL's built-in functions, "
                           "the input's own, and after CREATE EXTENSION "
                           "those of ltree, citext, hstore, pg_trgm, "
                           "uuid-ossp, pgcrypto, unaccent and fuzzystrmatch "
                           "(on their own types only)."
                         : "No function matches the given name and "
                           "argument types. You might need to add explicit "
                           "type casts.");
        return false;
    }
    if (n->func.variadic && na && variadic_any(&call, u)
        && !(pgcat_is_user(oids[na - 1]) && (oids[na - 1] & PGT_USER_ARRAY))
        && !((call_arg_type = pgcat_type_get(oids[na - 1]))
             && call_arg_type->category == 'A' && call_arg_type->elem)) {
        /* VARIADIC "any" (concat, format, json_build_object) */
        bind_fail(c, QPROP_ESEMANTIC,
                  ((const expr *)list_nth(args, na - 1))->loc, "%s",
                  "VARIADIC argument must be an array");
        return false;
    }
    if ((call.flags & PGCAT_RETSET) && !srf_ok) {
        bind_fail(c, QPROP_EUNSUPPORTED, n->loc,
                  "set-returning function %s in an expression is not "
                  "supported", e->func.name);
        return false;
    }
    for (int i = 0; i < list_len(args); i++) {
        expr *a = list_nth(args, i);

        if (!bind_is_unknown(a) && a->kind == E_CONST
            && a->type.id == T_TEXT && !a->cnst.value.is_null
            && (n->func.argnames || open_param(&call, u, i)))
            /* ''::text must stay typed: bare, it is unknown there */
            a = make_cast(c, a, a->type, a->loc);
        else
            a = cat_coerce_user(c, a, call.argtype[i], ut);
        if (!a)
            return false;
        args->items[i] = a;
    }
    if (call.extra >= 0)
        bind_note_routine(c, u->r[call.extra]);
    e->type = call.extra >= 0 ? user_result(c, u->r[call.extra], &call, ut)
                              : user_qptype(c, ut, call.result);
    c->from_routine = call.extra >= 0 ? u->r[call.extra] : NULL;
    c->from_proc = call.extra >= 0 ? NULL : call.proc;
    if (c->from_routine
        && (c->from_argtypes = ARENA_NEWN(c->a, uint16_t, na ? na : 1)))
        memcpy(c->from_argtypes, call.argtype, sizeof(uint16_t) * (size_t)na);
    e->func.cat_flags = (uint16_t)(call.flags | PGCAT_RESOLVED);
    return true;
}

/*
 * A call 'e' of modelled function 'fi' (bound arguments 'args', AST 'n')
 * that PostgreSQL's catalog has under that name: false with c->err set as
 * PostgreSQL words it when no built-in function of that name takes these
 * argument types (lower(1), length(1, 'x')); the modelled rule, which
 * reads only the number of arguments, then does not type it.
 */
static bool
cat_args_ok(bctx *c, const expr *e, const list *args, const func_info *fi,
            const ast *n)
{
    unsigned oids[PGCAT_MAX_ARGS], flags;
    pgcat_call call;
    int na;

    if (n->func.star || n->func.extract_field || n->func.within_group)
        return true; /* SQL syntax, not a pg_proc call */
    na = cat_arg_types(e, args, false, oids);
    if (na < 0 || has_other_type(oids, na)
        || pgcat_func_resolve(fi->name, na, oids,
                              e->kind == E_FUNC ? PGCAT_PLAIN
                              : e->kind == E_WINFUNC
                                  ? PGCAT_WINDOW | PGCAT_AGG
                                  : PGCAT_AGG,
                              NULL, 0, &call) != PGCAT_NOTFOUND
        || !pgcat_func_exists(fi->name, &flags))
        return true; /* resolved, or SQL syntax rather than a pg_proc
                        call (tested last: the rare case) */
    bind_fail(c, QPROP_ESEMANTIC, n->loc, "function %s does not exist",
              func_signature(c, n, args, NULL));
    err_hint(c->err, "No function matches the given name and argument "
                     "types. You might need to add explicit type casts.");
    return false;
}

/* 'name' is a built-in ordered-set aggregate (mode() WITHIN GROUP takes
   no direct argument; without WITHIN GROUP no such function exists). */
static bool
ordered_set(const char *name)
{
    unsigned fl = 0;

    return pgcat_func_exists(name, &fl) && (fl & PGCAT_ORDERED);
}

/*
 * True when a set-returning call of 'name' at 'loc' may stand where 'b'
 * is being bound: anywhere in a select-list item of a SELECT, with or
 * without GROUP BY and aggregates (PostgreSQL's ProjectSet runs it on the
 * rows the Aggregate or the WHERE gives, before DISTINCT, ORDER BY and
 * LIMIT; several run in lock step), but not inside CASE, COALESCE or a
 * window function's arguments, which PostgreSQL refuses as written here.
 * Elsewhere (WHERE, ORDER BY, an aggregate's arguments, VALUES) it is not
 * modelled.  False with c->err set.
 */
static bool
srf_placement_ok(bctx *c, const block *b, const char *name, int loc)
{
    if (b->cl == CL_TARGET && b->sel && b->sel->kind == AST_SELECT) {
        if (!b->srf_ban)
            return true;
        if (strcmp(b->srf_ban, "window function calls") == 0) {
            bind_fail(c, QPROP_ESEMANTIC, loc, "%s",
                      "window function calls cannot contain set-returning "
                      "function calls");
            return false;
        }
        bind_fail(c, QPROP_ESEMANTIC, loc,
                  "set-returning functions are not allowed in %s",
                  b->srf_ban);
        err_hint(c->err, "You might be able to move the set-returning "
                         "function into a LATERAL FROM item.");
        return false;
    }
    bind_fail(c, QPROP_EUNSUPPORTED, loc,
              "set-returning function %s is supported in FROM and in the "
              "select list only", name);
    return false;
}

/*
 * A built-in call 'e' (arguments 'args', AST 'n') outside FROM that fills
 * a row of its first argument's type (json_populate_record and the like)
 * needs that row's columns: PostgreSQL's function fails on NULL::record,
 * which has none ("could not determine row type"; a ROW(...) has them).
 * False with c->err set for such a call.
 */
static bool
unknown_row_ok(bctx *c, const expr *e, const list *args, const ast *n)
{
    static const char *const fill[] = {
        "json_populate_record", "json_populate_recordset",
        "jsonb_populate_record", "jsonb_populate_recordset"
    };
    const expr *a;

    if (e->kind != E_FUNC || e->func.schema || e->type.id != T_RECORD
        || !list_len(args))
        return true;
    a = list_nth(args, 0);
    while (a->kind == E_CAST && a->cast.arg && a->cast.arg->type.id == T_RECORD)
        a = a->cast.arg;
    if (a->kind == E_ROW)
        return true;
    for (size_t i = 0; i < sizeof fill / sizeof fill[0]; i++)
        if (strcmp(e->func.name, fill[i]) == 0) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc,
                      "could not determine row type for result of %s",
                      fill[i]);
            err_hint(c->err, "Provide a non-null record argument, or call "
                             "the function in the FROM clause using a "
                             "column definition list.");
            return false;
        }
    return true;
}

/* The SQL value functions pg_proc has no entry for: only their keyword
   makes them (CURRENT_DATE, LOCALTIME(3), USER, ...). */
static bool
keyword_only(const char *name)
{
    static const char *const names[] = {
        "current_catalog", "current_date", "current_role", "current_time",
        "current_timestamp", "localtime", "localtimestamp", "user", NULL
    };

    for (const char *const *p = names; *p; p++)
        if (strcmp(name, *p) == 0)
            return true;
    return false;
}

static expr *
bind_func(bctx *c, block *b, const ast *n)
{
    const char *name = n->func.name.part[n->func.name.n - 1];
    const func_info *fi;
    expr *e;
    bool ok, cat = false;
    list *args;
    int nargs = list_len(n->func.args);
    clause saved = b->cl;
    bool from_call = c->from_call;
    func_kind kind = FK_SCALAR;
    const char *fname;
    const char *schema = NULL, *builtin = name;
    ucands u;

    c->from_call = false;

    /* aliases PostgreSQL resolves to other functions */
    if (strcmp(name, "position") == 0 && nargs == 2) {
        /* position(a IN b) is strpos(b, a) */
        ast *swapped = ast_new(c->a, AST_FUNC, n->loc, n->end);

        if (!swapped)
            return NULL;
        *swapped = *n;
        swapped->func.name.n = 1;
        swapped->func.name.part[0] = "strpos";
        swapped->func.args = NULL;
        if (!list_push(c->a, &swapped->func.args, list_nth(n->func.args, 1))
            || !list_push(c->a, &swapped->func.args, list_nth(n->func.args, 0)))
            return NULL;
        return bind_func(c, b, swapped);
    }
    if (strcmp(name, "grouping") == 0) {
        if (b->cl == CL_AGGARG) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "aggregate function calls cannot contain grouping "
                      "operations");
            return NULL;
        }
        if (b->cl != CL_TARGET && b->cl != CL_HAVING && b->cl != CL_ORDER
            && b->cl != CL_WINDEF) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "grouping operations are not allowed here");
            return NULL;
        }
        args = bind_list(c, b, n->func.args, &ok);
        if (!ok || !(e = expr_new(c->a, E_GROUPING, type_plain(T_INT4), n->loc)))
            return NULL;
        e->func.name = "grouping";
        e->func.args = args;
        return e;
    }
    if (n->func.name.n > 1) {
        schema = n->func.name.part[n->func.name.n - 2];
        if (strcmp(schema, "pg_catalog") != 0)
            builtin = NULL; /* a schema of the input's own */
    }
    if (n->func.keyword) /* CURRENT_TIME(3): never a function of the input */
        memset(&u, 0, sizeof u);
    else if (!user_routines(c, name, schema, false, n->loc, &u))
        return NULL;
    if (n->func.argnames && srf_lookup(name) && builtin && !u.n) {
        bind_fail(c, QPROP_EUNSUPPORTED, n->loc,
                  "named arguments (name => value) in a call of %s are not "
                  "supported", name);
        err_hint(c->err, "qprop reads named arguments of functions that "
                         "are not set-returning.");
        return NULL;
    }
    /* named notation goes by the catalog's parameter names */
    fi = builtin && !n->func.argnames && !n->func.variadic ? func_lookup(name)
                                                           : NULL;
    if (fi && fi->since > catalog_pg_version(c->cat))
        fi = NULL; /* PostgreSQL's of then has none */
    if (fi && strcmp(name, "is json") == 0 && !n->func.extract_field)
        fi = NULL; /* "is json"(x) as written is no IS JSON */
    if (fi && !n->func.keyword && keyword_only(name))
        fi = NULL; /* "current_time"(3), quoted: a call pg_proc lacks */
    if (!fi && builtin && !u.n && srf_lookup(name) && !from_call
        && !n->func.variadic) {
        const char **names;
        qp_type *types;
        range_func *f;

        /* in the select list: a ProjectSet in PostgreSQL, a call rules
           never move (unknown to func_lookup, so volatile) */
        if (!srf_placement_ok(c, b, name, n->loc))
            return NULL;
        if (!(f = bind_srf_call(c, b, n, NULL, CL_TARGET, &names, &types)))
            return NULL;
        if (f->ncols != 1) {
            const srf_info *si = srf_lookup(name);

            if (!si || si->result != SRF_COLUMNS) {
                bind_fail(c, QPROP_EUNSUPPORTED, n->loc,
                          "set-returning function %s of several columns in "
                          "the select list is not supported", name);
                return NULL;
            }
            /* json_each(j) in the select list: one column of its rows
               as records ("(key,value)"); (json_each(j)).key reads a
               field (bind_field) */
            f->call->type = type_plain(T_RECORD);
        }
        b->has_srf = true;
        return f->call;
    }
    if (fi && (n->func.within_group
               || (!n->func.star
                   && (nargs < fi->min_args
                       || (fi->max_args >= 0 && nargs > fi->max_args))))) {
        unsigned fl;

        if (pgcat_func_exists(name, &fl) || u.n)
            fi = NULL; /* not the modelled form: PostgreSQL's catalog */
    }
    if (!fi && !(cat = cat_func_kind(c, n, builtin, &u, &kind)))
        return bind_func_notfound(c, b, n);
    if (fi) {
        kind = fi->kind;
        fname = fi->name;
    } else {
        fname = name;
    }
    if (n->func.star && strcmp(name, "count") != 0) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s(*) is not allowed", name);
        return NULL;
    }
    if (kind == FK_AGG && nargs == 0 && !n->func.star
        && !n->func.within_group && !ordered_set(name)) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "%s(*) must be used to call a parameterless aggregate "
                  "function", name);
        return NULL;
    }
    if (fi && !n->func.star
        && (nargs < fi->min_args || (fi->max_args >= 0 && nargs > fi->max_args))) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "function %s called with the wrong number of arguments",
                  name);
        return NULL;
    }
    if (kind == FK_WINDOW && !n->func.over) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "window function %s requires an OVER clause", name);
        return NULL;
    }
    if (n->func.over && kind == FK_SCALAR) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "OVER specified, but %s is not a window function nor an "
                  "aggregate function", name);
        return NULL;
    }
    if ((n->func.distinct || n->func.agg_order || n->func.filter)
        && kind != FK_AGG) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "DISTINCT, ORDER BY or FILTER specified, but %s is not an "
                  "aggregate function", name);
        return NULL;
    }
    if (kind != FK_SCALAR && n->func.variadic) {
        bind_fail(c, QPROP_EUNSUPPORTED, n->loc,
                  "VARIADIC in a call of aggregate %s is not supported", name);
        return NULL;
    }
    if (kind != FK_SCALAR) {
        bool is_win = n->func.over != NULL;

        if (is_win && n->func.distinct) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "DISTINCT is not implemented for window functions");
            return NULL;
        }
        if (!is_win && b->cl == CL_AGGARG) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "aggregate function calls cannot be nested");
            return NULL;
        }
        if (is_win && b->cl == CL_AGGARG) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "aggregate function calls cannot contain window "
                      "function calls");
            return NULL;
        }
        if (is_win && b->cl == CL_WINDEF) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                      "window functions are not allowed in window definitions");
            return NULL;
        }
        if (!is_win && b->cl != CL_TARGET && b->cl != CL_HAVING
            && b->cl != CL_ORDER && b->cl != CL_WINDEF) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc,
                      "aggregate functions are not allowed in %s",
                      clause_name(b->cl, false));
            return NULL;
        }
        if (is_win && b->cl != CL_TARGET && b->cl != CL_ORDER) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc,
                      "window functions are not allowed in %s",
                      clause_name(b->cl, true));
            return NULL;
        }
        /* arguments of an aggregate may not hold aggregates; those of a
           window function may (they are computed first) */
        if (!is_win)
            b->cl = CL_AGGARG;
    }
    {
        /* PostgreSQL refuses a set-returning call in COALESCE or in a
           window function's arguments */
        const char *ban = b->srf_ban;

        if (n->func.over)
            b->srf_ban = "window function calls";
        else if (n->func.name.n == 1 && strcmp(name, "coalesce") == 0)
            b->srf_ban = "COALESCE";
        args = bind_list(c, b, n->func.args, &ok);
        b->srf_ban = ban;
    }
    if (!ok) {
        b->cl = saved;
        return NULL;
    }
    e = expr_new(c->a, kind == FK_SCALAR ? E_FUNC
                       : n->func.over ? E_WINFUNC : E_AGG,
                 type_plain(T_ANY), n->loc);
    if (!e)
        return NULL;
    e->func.name = fname;
    e->func.schema = builtin ? NULL : schema;
    e->func.within_group = n->func.within_group;
    e->func.argnames = n->func.argnames;
    e->func.star = n->func.star;
    e->func.distinct = n->func.distinct;
    e->func.field = n->func.extract_field;
    e->func.variadic = n->func.variadic;
    if (strcmp(fname, "is json") == 0 && builtin && !is_json_arg(c, e, args))
        return NULL;
    if (kind != FK_SCALAR) {
        b->cl = CL_FILTER; /* FILTER and ORDER BY: no nested aggregates */
        if (n->func.filter
            && !(e->func.filter = bind_expr(c, b, n->func.filter))) {
            b->cl = saved;
            return NULL;
        }
        b->cl = CL_AGGARG;
        if (!bind_sortkeys(c, b, n->func.agg_order, &e->func.agg_order)) {
            b->cl = saved;
            return NULL;
        }
        b->cl = saved;
        if (n->func.over && !(e->func.win = bind_window(c, b, n->func.over))) {
            b->cl = saved;
            return NULL;
        }
    }
    b->cl = saved;
    if (kind == FK_SCALAR && builtin && !u.n && nargs == 1
        && !n->func.argnames && !n->func.variadic) {
        expr *cast = func_style_cast(c, n, list_nth(args, 0));

        if (cast || c->err->code)
            return cast;
    }
    if (!fi || (cat = cat_better(c, e, args, fi, &u))) {
        /* a set-returning function in the select list (sillysrf(42),
           the input's own): a ProjectSet in PostgreSQL, a call rules
           never move (expr_volatile reads PGCAT_RETSET as volatile); in
           FROM it is the scan itself */
        if (!bind_cat_call(c, e, args, builtin, kind, n, &u,
                           kind == FK_SCALAR))
            return NULL;
        if (!from_call && !unknown_row_ok(c, e, args, n))
            return NULL;
        if ((e->func.cat_flags & PGCAT_RETSET) && !from_call) {
            if (!srf_placement_ok(c, b, e->func.name, n->loc))
                return NULL;
            b->has_srf = true;
        }
    } else if (!cat_args_ok(c, e, args, fi, n)) {
        return NULL;
    } else if (fi->result == FR_COMMON) {
        if (!bind_unify(c, args, &e->type, name, n->loc))
            return NULL;
    } else {
        for (int i = 0; i < list_len(args); i++)
            args->items[i] = bind_coerce_default(c, list_nth(args, i));
        e->type = func_result_type(
            fi, list_len(args) ? ((const expr *)list_nth(args, 0))->type
                               : type_plain(T_ANY));
    }
    e->func.args = args;
    if (e->kind == E_AGG && agg_is_outer(c, b, e)) {
        /* PostgreSQL computes it in the enclosing query it references */
        bind_fail(c, QPROP_EUNSUPPORTED, n->loc,
                  "an aggregate over columns of an enclosing query only "
                  "(%s) is not supported", fname);
        return NULL;
    }
    if (e->kind == E_AGG) {
        if (!list_push(c->a, &b->aggs, e))
            return NULL;
        b->has_group = true;
    } else if (e->kind == E_WINFUNC) {
        if (!list_push(c->a, &b->winfuncs, e))
            return NULL;
    }
    return e;
}

expr *
bind_from_call(bctx *c, block *b, const ast *fn, const cat_routine **routine,
               const uint16_t **argtypes)
{
    clause saved = b->cl;
    expr *e;

    b->cl = CL_FROMFUNC;
    c->from_call = true;
    c->from_routine = NULL;
    c->from_argtypes = NULL;
    c->from_proc = NULL;
    e = bind_func(c, b, fn);
    c->from_call = false;
    b->cl = saved;
    *routine = e && e->kind == E_FUNC ? c->from_routine : NULL;
    *argtypes = c->from_argtypes;
    if (*routine && !*argtypes) {
        (void)OOM(c); /* the copy of the types failed */
        return NULL;
    }
    return e;
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

/*
 * 'l' <name> ANY|ALL ('r') for an operator other than the modelled
 * comparisons (x LIKE ANY (a), x !~~* ALL (a), x ~ ANY (a)): resolved as
 * PostgreSQL's make_scalar_array_op() does, the operator chosen for l and
 * the element type of r (an untyped r takes the array type of the chosen
 * operator's right operand), which must yield boolean.  Kept as an E_ANY
 * or E_ALL with an OP_OTHER the rules do not read, printed as written.
 */
static expr *
bind_array_cat_op(bctx *c, const char *name, bool all, expr *l, expr *r,
                  int loc)
{
    const pgcat_type *at, *et;
    unsigned elem, right;
    pgcat_call call;
    pgcat_status st;
    ucands u;
    expr *e;

    if (bind_is_unknown(r))
        elem = PGT_UNKNOWN;
    else if (!(at = pgcat_type_get(pgcat_type_of(r->type))) || !at->elem
             || at->category != 'A') {
        if (pgcat_type_of(r->type) == PGT_OTHER
            || (l && pgcat_type_of(l->type) == PGT_OTHER)) {
            err_set(c->err, QPROP_EUNSUPPORTED, loc,
                    "operator %s with ANY/ALL (array) on a type that is not "
                    "built in is not supported", name);
            return NULL;
        }
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "op ANY/ALL (array) requires array on right side");
        return NULL;
    } else
        elem = at->elem;
    if (pgcat_type_of(l->type) == PGT_OTHER) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "operator %s with ANY/ALL (array) on a type that is not "
                "built in is not supported", name);
        return NULL;
    }
    if (!user_routines(c, name, NULL, true, loc, &u))
        return NULL;
    if (u.n) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "operator %s of the input's own with ANY/ALL (array) is "
                "not supported", name);
        return NULL;
    }
    st = pgcat_oper_resolve(name, pgcat_type_of(l->type), elem, NULL, 0,
                            &call);
    if (st == PGCAT_AMBIGUOUS) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator is not unique: %s %s %s", bind_tname(c, l->type),
                name, elem == PGT_UNKNOWN ? "unknown"
                                          : pgcat_type_display(elem));
        err_hint(c->err, "Could not choose a best candidate operator. You "
                         "might need to add explicit type casts.");
        return NULL;
    }
    if (st != PGCAT_OK) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator does not exist: %s %s %s", bind_tname(c, l->type),
                name, elem == PGT_UNKNOWN ? "unknown"
                                          : pgcat_type_display(elem));
        err_hint(c->err, "No operator matches the given name and argument "
                         "types. You might need to add explicit type "
                         "casts.");
        return NULL;
    }
    if (call.result != PGT_BOOL) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "op ANY/ALL (array) requires operator to yield boolean");
        return NULL;
    }
    right = call.argtype[1];
    if (!(l = cat_coerce(c, l, call.argtype[0])))
        return NULL;
    if (elem == PGT_UNKNOWN) {
        /* the array of the operator's right operand type, as PostgreSQL
           reads '{a%,b%}' or NULL there */
        if (!(et = pgcat_type_get(right)) || !et->array) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "could not find array type for data type %s",
                    pgcat_type_display(right));
            return NULL;
        }
        if (!(r = cat_coerce(c, r, et->array)))
            return NULL;
    }
    if (!(e = expr_new(c->a, all ? E_ALL : E_ANY, type_plain(T_BOOL), loc)))
        return NULL;
    e->op.op = OP_OTHER;
    e->op.name = name;
    e->op.l = l;
    e->op.r = r;
    e->op.nonstrict = !(call.flags & PGCAT_STRICT)
                      || (call.flags & PGCAT_VOLATILE);
    return e;
}

/*
 * 'l' op ANY|ALL ('r'), r an array (PostgreSQL's ScalarArrayOpExpr): the
 * comparison of l with each element, OR-ed (ANY) or AND-ed (ALL) in
 * three-valued logic; an empty array gives false (ANY) or true (ALL).  An
 * untyped literal or parameter on the right is an array of l's type
 * ('{1,2}', $1), on the left it takes the element type.
 */
static expr *
bind_array_op(bctx *c, block *b, const ast *n)
{
    const char *name = n->arrayop.op;
    op_kind k = OP_OTHER;
    expr *l, *r, *e;

    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (op_name_eq(ops[i].name, name)) {
            k = ops[i].op;
            name = k == OP_NE ? "<>" : ops[i].name;
            break;
        }
    if (!(l = bind_expr(c, b, n->arrayop.left))
        || !(r = bind_expr(c, b, n->arrayop.right)))
        return NULL;
    if (!is_comparison(k))
        return bind_array_cat_op(c, name, n->arrayop.all, l, r, n->loc);
    if (bind_is_unknown(r)) {
        l = bind_coerce_default(c, l);
        if (l && l->type.id == T_NULL)
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
        if (!l)
            return NULL;
        if (l->type.id == T_ANY && type_opaque_name(l->type))
            /* an array of the opaque type: '{happy}'::mood[] */
            r = make_cast(c, r,
                          type_opaque(arena_printf(c->a, "%s[]",
                                                   type_opaque_name(l->type))),
                          r->loc);
        else if (l->type.id != T_ANY && l->type.id != T_RECORD)
            r = bind_coerce_to(c, r, type_array_of(c->a, l->type));
        if (!r || OOM(c))
            return NULL;
    }
    if (type_is_array(r->type)) {
        if (!(l = bind_coerce_to(c, l, *type_elem(r->type))))
            return NULL;
        if (l->type.id != T_ANY && type_elem(r->type)->id != T_ANY
            && !type_comparable(l->type, *type_elem(r->type)))
            return no_operator(c, name, l,
                               &(expr){ .type = *type_elem(r->type) }, n->loc);
    } else if ((r->type.id != T_ANY || !type_opaque_name(r->type))
               && !(bind_is_unknown(r) && l->type.id == T_ANY)
               && !(l->type.id == T_RECORD && r->type.id == T_ANY)) {
        /* an untyped literal beside an unmodelled type is left for
           PostgreSQL to read, as written; so is an array of rows
           (ARRAY[ROW(..)], typed "anything" here) beside a row, which
           PostgreSQL compares with record_eq and friends:
           ROW(f, t) = ANY (path), pg_regress with.sql:505 */
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "op ANY/ALL (array) requires array on right side");
        return NULL;
    }
    if (!(e = expr_new(c->a, n->arrayop.all ? E_ALL : E_ANY,
                       type_plain(T_BOOL), n->loc)))
        return NULL;
    e->op.op = k;
    e->op.name = name;
    e->op.l = l;
    e->op.r = r;
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
            to_int = oid == 23 || pgcat_cast_context(oid, 23) == 'i';
            to_text = oid == PGT_TEXT || pgcat_cast_context(oid, PGT_TEXT) == 'i';
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
    if (is_cat_opaque(arg) && pgcat_type_of(arg->type) == PGT_JSONB)
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
    else if (is_cat_opaque(arg) && pgcat_fixed_elem(pgcat_type_of(arg->type))) {
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
cast_ok(qp_type from, qp_type to)
{
    qp_typecat cf = type_category(from.id), ct = type_category(to.id);
    unsigned sf = pgcat_type_of(from), st = pgcat_type_of(to);

    if (sf && st && sf != PGT_OTHER && st != PGT_OTHER
        && from.id != T_ANY && to.id != T_ANY)
        return pgcat_can_cast(sf, st);

    if (from.id == T_ANY || to.id == T_ANY || cf == TC_STRING
        || ct == TC_STRING)
        return true;
    if (from.id == T_ARRAY || to.id == T_ARRAY)
        return type_is_array(from) && type_is_array(to)
               && cast_ok(*type_elem(from), *type_elem(to));
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
        return cast_literal(c, arg, t, n->loc);
    }
    if (!cast_ok(arg->type, t)) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc, "cannot cast type %s to %s",
                bind_tname(c, arg->type), bind_tname(c, t));
        return NULL;
    }
    /* a type qprop does not model: PostgreSQL's catalog knows its casts */
    if ((arg->type.id == T_ANY || t.id == T_ANY)
        && !pgcat_can_cast(pgcat_type_of(arg->type), pgcat_type_of(t))) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc, "cannot cast type %s to %s",
                bind_tname(c, arg->type), bind_tname(c, t));
        return NULL;
    }
    e = make_cast(c, arg, t, n->loc);
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
            return no_operator(c, n->like.kind == LIKE_ILIKE ? "~~*" : "~~", x, p,
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
            if (typed_text(x) && !(x = make_cast(c, x, x->type, x->loc)))
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
