/* SPDX-License-Identifier: MIT */
/*
 * src/bind/func.c — function calls, aggregates and window functions
 *
 * A call is bound with its arguments in the clause's context, which
 * decides whether an aggregate, a window function or a set-returning
 * function may stand there; the aggregates and window functions found
 * are added to the block's lists.  Functions qprop models
 * (types/functions.c) are typed by its rules; every other call resolves
 * among PostgreSQL's built-in ones and the input's own (resolve.c,
 * bind_cat_call()); a call of a type's name on one argument that
 * PostgreSQL reads as a cast is one.  position() is rewritten as
 * strpos(); a function in FROM is bound here too (bind_from_call()).
 * Part of bind_expr() (expr_int.h).
 */
#include <stdint.h>
#include <string.h>

#include "bind/expr_int.h"
#include "base/strbuf.h"

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

    /* WITHIN GROUP: the level is the sort keys' (the aggregated
       arguments); the direct arguments are computed once per group of
       it, as the query's other expressions (bind_check_grouped) */
    for (int i = 0; !e->func.within_group && i < list_len(e->func.args); i++)
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
        if (!src || src == PGT_OTHER
            || pgcat_func_exact(bind_pgv(c), name, 1, &src)
            || !pgcat_func_style_cast(bind_pgv(c), src, to))
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
        return bind_cast_literal(c, arg, t, n->loc);
    return bind_make_cast(c, arg, t, n->loc);
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

    if (!(name && pgcat_func_exists(bind_pgv(c), name, &fl)) && !u->n)
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
        && pgcat_func_exists(bind_pgv(c), name, &(unsigned){0}))
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
           && pgcat_func_resolve(bind_pgv(c), name, na, oids,
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
    bind_user_tag(ut, args, n->func.within_group ? e->func.agg_order : NULL,
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
        if (!bind_user_narrow(c, u, na, types, nu))
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
        st = pgcat_func_resolve_named(bind_pgv(c), name, na, oids, names,
                                      want, u->sig, u->n, &call);
    } else
        st = pgcat_func_resolve(bind_pgv(c), name, na, oids, want, u->sig,
                                u->n, &call);
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
    if (n->func.variadic && na && bind_variadic_any(&call, u)
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
            && (n->func.argnames || bind_open_param(&call, u, i)))
            /* ''::text must stay typed: bare, it is unknown there */
            a = bind_make_cast(c, a, a->type, a->loc);
        else
            a = bind_cat_coerce_user(c, a, call.argtype[i], ut);
        if (!a)
            return false;
        args->items[i] = a;
    }
    if (call.extra >= 0)
        bind_note_routine(c, u->r[call.extra]);
    e->type = call.extra >= 0 ? bind_user_result(c, u->r[call.extra], &call, ut)
                              : bind_user_qptype(c, ut, call.result);
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
        || pgcat_func_resolve(bind_pgv(c), fi->name, na, oids,
                              e->kind == E_FUNC ? PGCAT_PLAIN
                              : e->kind == E_WINFUNC
                                  ? PGCAT_WINDOW | PGCAT_AGG
                                  : PGCAT_AGG,
                              NULL, 0, &call) != PGCAT_NOTFOUND
        || !pgcat_func_exists(bind_pgv(c), fi->name, &flags))
        return true; /* resolved, or SQL syntax rather than a pg_proc
                        call (tested last: the rare case) */
    bind_fail(c, QPROP_ESEMANTIC, n->loc, "function %s does not exist",
              func_signature(c, n, args, NULL));
    err_hint(c->err, "No function matches the given name and argument "
                     "types. You might need to add explicit type casts.");
    return false;
}

/* 'e' under the casts the binder added to it (PostgreSQL's
   strip_implicit_coercions): what a DISTINCT aggregate's ORDER BY key is
   matched against. */
static const expr *
strip_implicit(const expr *e)
{
    while (e->kind == E_CAST && !e->cast.explicit_)
        e = e->cast.arg;
    return e;
}

/*
 * The rules of PostgreSQL's parser for aggregate call 'e' (AST 'n') once
 * its arguments are bound and resolved (transformAggregateCall,
 * unify_hypothetical_args): with DISTINCT, every ORDER BY key is one of
 * the arguments as written; WITHIN GROUP goes with an ordered-set
 * aggregate and only there; a hypothetical-set aggregate's direct
 * arguments pair with its sort keys, one for one, of types that unify.
 */
static bool
agg_call_ok(bctx *c, const ast *n, const expr *e)
{
    unsigned fl = e->func.cat_flags;

    if (e->func.distinct && !e->func.within_group) {
        for (int i = 0; i < list_len(e->func.agg_order); i++) {
            const sort_key *k = list_nth(e->func.agg_order, i);
            bool found = false;

            for (int j = 0; j < list_len(e->func.args) && !found; j++)
                found = expr_equal(strip_implicit(list_nth(e->func.args, j)),
                                   k->e);
            if (!found) {
                bind_fail(c, QPROP_ESEMANTIC, k->e->loc, "%s",
                          "in an aggregate with DISTINCT, ORDER BY "
                          "expressions must appear in argument list");
                return false;
            }
        }
    }
    if (!(fl & PGCAT_RESOLVED))
        return true; /* a modelled aggregate: none is ordered-set */
    if (n->func.within_group && !(fl & PGCAT_ORDERED)) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "%s is not an ordered-set aggregate, so it cannot have "
                  "WITHIN GROUP", e->func.name);
        return false;
    }
    if (!n->func.within_group && (fl & PGCAT_ORDERED)) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "WITHIN GROUP is required for ordered-set aggregate %s",
                  e->func.name);
        return false;
    }
    if (!n->func.within_group || !(fl & PGCAT_HYPO))
        return true;
    if (list_len(e->func.args) != list_len(e->func.agg_order)) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc, "function %s does not exist",
                  func_signature(c, n, e->func.args, e->func.agg_order));
        if (c->err->code) {
            strbuf sb;

            sb_init(&sb, c->a);
            sb_printf(&sb, "To use the hypothetical-set aggregate %s, the "
                           "number of hypothetical direct arguments (here "
                           "%d) must match the number of ordering columns "
                           "(here %d).", e->func.name, list_len(e->func.args),
                      list_len(e->func.agg_order));
            if (sb.data)
                err_hint(c->err, sb.data);
        }
        return false;
    }
    for (int i = 0; i < list_len(e->func.args); i++) {
        const expr *d = list_nth(e->func.args, i);
        const ast *da = list_nth(n->func.args, i);
        qp_type kt = ((const sort_key *)list_nth(e->func.agg_order, i))->e->type,
                t, common;
        /* an untyped literal takes the key's type ('3' against an integer
           key); the binder has typed it text by now */
        bool untyped = da->kind == AST_CONST
                       && (da->cnst.kind == CONST_STRING
                           || da->cnst.kind == CONST_NULL);

        if (!type_select_common(type_plain(T_UNKNOWN), kt, &t)
            || !type_select_common(t, untyped ? type_plain(T_UNKNOWN)
                                              : d->type, &common)) {
            err_set(c->err, QPROP_ESEMANTIC, d->loc,
                    "WITHIN GROUP types %s and %s cannot be matched",
                    bind_tname(c, kt), bind_tname(c, d->type));
            return false;
        }
    }
    return true;
}

/* 'name' is a built-in ordered-set aggregate (mode() WITHIN GROUP takes
   no direct argument; without WITHIN GROUP no such function exists). */
static bool
ordered_set(int pgv, const char *name)
{
    unsigned fl = 0;

    return pgcat_func_exists(pgv, name, &fl) && (fl & PGCAT_ORDERED);
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

expr *
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
    if (strcmp(name, "position") == 0 && nargs == 2 && !n->func.swapped) {
        /* position(a IN b) is pg_catalog.position(b, a): text, bytea or
           bit (strpos is text's alone); printed position(a IN b) */
        ast *swapped = ast_new(c->a, AST_FUNC, n->loc, n->end);

        if (!swapped)
            return NULL;
        *swapped = *n;
        swapped->func.name.n = 1;
        swapped->func.name.part[0] = "position";
        swapped->func.swapped = true;
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
        /* as an aggregate, it makes its level grouped (an argument of
           this level: bind_check_grouped() then wants each one a key) */
        for (int i = 0; i < list_len(args); i++)
            if (((const expr *)list_nth(args, i))->kind != E_OUTREF)
                b->has_group = true;
        return e;
    }
    if (n->func.name.n > 1) {
        schema = n->func.name.part[n->func.name.n - 2];
        if (strcmp(schema, "pg_catalog") != 0)
            builtin = NULL; /* a schema of the input's own */
    }
    if (n->func.keyword) /* CURRENT_TIME(3): never a function of the input */
        memset(&u, 0, sizeof u);
    else if (!bind_user_routines(c, name, schema, false, n->loc, &u))
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

        if (pgcat_func_exists(bind_pgv(c), name, &fl) || u.n)
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
        && !n->func.within_group && !ordered_set(bind_pgv(c), name)) {
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
    if (e->kind != E_FUNC && !agg_call_ok(c, n, e))
        return NULL;
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
