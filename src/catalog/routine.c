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

/* The routines of one name.  The slot stays once made, so a rollback
   restores its list (cat_save_list()) and never has to remove a map
   entry. */
typedef struct rslot {
    list *l;        /* of cat_routine *, in creation order */
} rslot;

struct cat_routines {
    hmap by_name;   /* name -> rslot * */
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
    if (len > 2 && strcmp(base + len - 2, "[]") == 0) {
        /* int[], character varying[]: an array of a modelled type */
        const char *elem = arena_printf(a, "%.*s", (int)(len - 2), base);

        if (!elem || !type_lookup(elem, &id))
            return false;
        *out = type_array_of(a, type_plain(id));
        return type_is_array(*out);
    }
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

/* Note in 'r->types' the catalog's own type that 'text' (a type as
   written: "e", "s.e[]", "d(5)", "x e" for 'after') names, if any, once.
   False on OOM. */
static bool
note_type(catalog *cat, cat_routine *r, const char *text)
{
    arena *a = &cat->a;
    const char *base, *dot;
    const cat_type *ct;
    ast_name n = {0};
    size_t len;

    if (!text)
        return true;
    if (strncmp(text, "SETOF ", 6) == 0 || strncmp(text, "setof ", 6) == 0)
        text += 6;
    if (!(base = strip_typmod(a, text)))
        return false;
    len = strlen(base);
    while (len > 2 && strncmp(base + len - 2, "[]", 2) == 0)
        len -= 2;
    if (!(base = arena_printf(a, "%.*s", (int)len, base)))
        return false;
    if ((dot = strchr(base, '.'))) {
        if (!(n.part[n.n++] = arena_printf(a, "%.*s", (int)(dot - base),
                                           base)))
            return false;
        n.part[n.n++] = dot + 1;
    } else {
        n.part[n.n++] = base;
    }
    if (!(ct = cat_find_type(cat, &n)))
        return true;
    for (int i = 0; i < list_len(r->types); i++)
        if (list_nth(r->types, i) == ct)
            return true;
    return list_push(a, &r->types, (void *)ct);
}

/* Note the types of the arguments 'args' (of ast_routine_arg *) as
   note_type() does, each by its whole text or the text after its
   name.  False on OOM. */
static bool
note_arg_types(catalog *cat, cat_routine *r, const list *args)
{
    for (int i = 0; i < list_len(args); i++) {
        const ast_routine_arg *ra = list_nth(args, i);
        int before = list_len(r->types);

        if (!note_type(cat, r, ra->text))
            return false;
        if (list_len(r->types) == before && ra->after_name
            && !note_type(cat, r, ra->after_name))
            return false;
    }
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

/* The parameters' names of 'args' (of ast_routine_arg *) for named
   notation into '*out': comma-separated ("" for an unnamed one: its
   whole text is a type), or NULL when none is named.  False on OOM. */
static bool
arg_names(const catalog *cat, arena *a, const list *args, const char **out)
{
    strbuf sb;
    bool any = false;
    qp_type t;

    sb_init(&sb, a);
    for (int i = 0; i < list_len(args); i++) {
        const ast_routine_arg *ra = list_nth(args, i);
        bool named = ra->name && !known_type(cat, a, ra->text, &t);

        if (i)
            sb_putc(&sb, ',');
        if (named)
            sb_puts(&sb, ra->name);
        any |= named;
    }
    *out = any ? sb.data : NULL;
    return !any || sb.data;
}

/* The result columns of function 'r' from its OUT and INOUT arguments
   or RETURNS TABLE columns 'outs' (of ast_routine_arg *), named as
   PostgreSQL names them: an unnamed one "columnN" after its place among
   them.  False on OOM. */
static bool
out_columns(catalog *cat, cat_routine *r, const list *outs)
{
    arena *a = &cat->a;
    int n = list_len(outs);

    if (!n)
        return true;
    r->colnames = ARENA_NEWN(a, const char *, n);
    r->coltypes = ARENA_NEWN(a, qp_type, n);
    if (!r->colnames || !r->coltypes)
        return false;
    for (int i = 0; i < n; i++) {
        const ast_routine_arg *ra = list_nth(outs, i);
        qp_type t;
        bool named = ra->name && !known_type(cat, a, ra->text, &t);

        r->coltypes[i] = arg_type(cat, a, ra);
        r->colnames[i] = named ? arena_strdup(a, ra->name)
                               : arena_printf(a, "column%d", i + 1);
        if (!r->colnames[i])
            return false;
    }
    r->ncols = n;
    return true;
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
    const rslot *sl = rs ? hmap_get(&rs->by_name, name) : NULL;

    return sl ? sl->l : NULL;
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
        && pgcat_func_resolve(catalog_pg_version(cat), name, nargs, oids,
                              PGCAT_PLAIN, NULL, 0, &call)
               == PGCAT_OK) {
        *result = pgcat_qptype(call.result);
        *flags = call.flags;
        return true;
    }
    return false;
}

/*
 * Enter routine 'r' (its schema set) in the catalog: CREATE OR REPLACE of
 * a signature its schema already has replaces that one.  Every change is
 * saved in the undo log of an open transaction block.  False on OOM.
 */
static bool
add_routine(catalog *cat, cat_routine *r)
{
    arena *a = &cat->a;
    cat_routines *rs = cat->routines;
    rslot *sl;
    list *l;

    if (!rs) {
        if (!(rs = ARENA_NEW(a, cat_routines)))
            return false;
        hmap_init(&rs->by_name, a);
        if (!cat_save(cat, &cat->routines, sizeof cat->routines))
            return false;
        cat->routines = rs;
    }
    if (!(sl = hmap_get(&rs->by_name, r->name))) {
        /* a new slot is reachable only through the map: no undo needed,
           an empty one means no routine */
        if (!(sl = ARENA_NEW(a, rslot)) || !hmap_put(&rs->by_name, r->name, sl))
            return false;
    }
    if (!cat_save_list(cat, &sl->l))
        return false;
    l = sl->l;
    for (int i = 0; i < list_len(l); i++) {
        const cat_routine *o = list_nth(l, i);
        bool same = o->kind == r->kind && o->sig.nargs == r->sig.nargs
                    && strcmp(o->schema, r->schema) == 0;

        for (int k = 0; same && k < r->sig.nargs; k++)
            same = type_equal(o->args[k], r->args[k]);
        if (same) {
            l->items[i] = r;
            return true;
        }
    }
    return list_push(a, &sl->l, r);
}

/* The family of polymorphic type 'oid' as PostgreSQL's
   check_valid_polymorphic_signature reads it: 'e' anyelement, anyarray,
   anynonarray, anyenum; 'r' anyrange, anymultirange; 'c' anycompatible,
   anycompatiblearray, anycompatiblenonarray; 'R' anycompatiblerange,
   anycompatiblemultirange; 0 for any other type. */
static char
poly_family(unsigned oid)
{
    static const struct {
        const char *name;
        char family;
    } fam[] = {
        { "anyelement", 'e' }, { "anyarray", 'e' }, { "anynonarray", 'e' },
        { "anyenum", 'e' }, { "anyrange", 'r' }, { "anymultirange", 'r' },
        { "anycompatible", 'c' }, { "anycompatiblearray", 'c' },
        { "anycompatiblenonarray", 'c' }, { "anycompatiblerange", 'R' },
        { "anycompatiblemultirange", 'R' },
    };

    for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++)
        if (oid == pgcat_type_lookup(fam[i].name))
            return fam[i].family;
    return 0;
}

/* A polymorphic result (or OUT argument) of type 't' of a function
   whose inputs are 'oids' ('nargs'): PostgreSQL refuses the function
   when no input can determine it.  QPROP_OK or the error at 'loc'. */
static qprop_status
poly_result_ok(qp_type t, const uint16_t *oids, int nargs, int loc,
               qprop_error *err)
{
    unsigned oid = pgcat_type_of(t);
    char want = poly_family(oid);
    bool elem = false, range = false, compat = false, crange = false;

    if (!want)
        return QPROP_OK;
    for (int i = 0; i < nargs; i++) {
        char f = poly_family(oids[i]);

        elem |= f == 'e' || f == 'r';
        range |= f == 'r';
        compat |= f == 'c' || f == 'R';
        crange |= f == 'R';
    }
    if ((want == 'e' && elem) || (want == 'r' && range)
        || (want == 'c' && compat) || (want == 'R' && crange))
        return QPROP_OK;
    err_set(err, QPROP_ESEMANTIC, loc, "%s",
            "cannot determine result data type");
    err_detail(err, "A result of type %s requires at least one input of "
                    "type %s.", pgcat_type_display(oid),
               want == 'e' ? "anyelement, anyarray, anynonarray, anyenum, "
                             "anyrange, or anymultirange"
               : want == 'r' ? "anyrange or anymultirange"
               : want == 'c' ? "anycompatible, anycompatiblearray, "
                               "anycompatiblenonarray, anycompatiblerange, "
                               "or anycompatiblemultirange"
                             : "anycompatiblerange or "
                               "anycompatiblemultirange");
    return QPROP_ESEMANTIC;
}

qprop_status
cat_create_routine(catalog *cat, const ast *st, qprop_error *err)
{
    const ast_name *n = &st->routine.name;
    arena *a = &cat->a;
    cat_routine *r = ARENA_NEW(a, cat_routine);
    const cat_routines *rs = cat->routines;
    const char *schema;
    int nargs;
    uint16_t *oids;
    qprop_status rc;

    if (!r)
        return ERR_OOM(err);
    /* an unqualified name goes into the first existing schema of the
       search path, as a table's does */
    if ((rc = cat_creation_schema(cat, n, false, st->loc, &schema, err))
        != QPROP_OK)
        return rc;
    r->name = arena_strdup(a, n->part[n->n - 1]);
    r->schema = arena_strdup(a, schema);
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
        ast_routine_arg la = { st->routine.left, NULL, NULL };
        ast_routine_arg ra = { st->routine.right, NULL, NULL };

        if (nargs == 2)
            r->args[0] = arg_type(cat, a, &la);
        r->args[nargs - 1] = arg_type(cat, a, &ra);
    } else {
        for (int i = 0; i < nargs; i++)
            r->args[i] = arg_type(cat, a, list_nth(st->routine.args, i));
        if (!arg_names(cat, a, st->routine.args, &r->sig.names))
            return ERR_OOM(err);
    }
    for (int i = 0; i < nargs; i++)
        oids[i] = oid_of(r->args[i]);
    r->sig.args = oids;
    r->sig.nargs = (uint8_t)nargs;
    r->sig.ndefaults = (uint8_t)st->routine.ndefaults;
    if (st->routine.variadic && nargs) {
        const pgcat_type *t = pgcat_type_get(oids[nargs - 1]);

        /* pg_proc.provariadic: the element type of the array, and for
           VARIADIC anyarray (anycompatiblearray) anyelement
           (anycompatible) */
        if (oids[nargs - 1] == pgcat_type_lookup("anyarray"))
            r->sig.variadic = (uint16_t)pgcat_type_lookup("anyelement");
        else if (oids[nargs - 1] == pgcat_type_lookup("anycompatiblearray"))
            r->sig.variadic = (uint16_t)pgcat_type_lookup("anycompatible");
        else
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
                                                          NULL, NULL });
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
        if (!out_columns(cat, r, st->routine.outargs))
            return ERR_OOM(err);
        if (r->ncols == 1)
            r->result = r->coltypes[0]; /* one OUT argument: its type */
        else if (st->routine.rettype)
            r->result = arg_type(cat, a, &(ast_routine_arg){
                                              st->routine.rettype, NULL,
                                              NULL });
        else
            r->result = type_plain(T_RECORD); /* OUT arguments */
        if ((rc = poly_result_ok(r->result, oids, nargs, st->loc, err))
            != QPROP_OK)
            return rc;
        for (int i = 0; i < r->ncols; i++)
            if ((rc = poly_result_ok(r->coltypes[i], oids, nargs, st->loc,
                                     err)) != QPROP_OK)
                return rc;
        r->sig.flags = (st->routine.strict ? PGCAT_STRICT : 0)
                       | (st->routine.volatility == 'v' ? PGCAT_VOLATILE
                          : st->routine.volatility == 's' ? PGCAT_STABLE : 0)
                       | (st->routine.retset ? PGCAT_RETSET : 0)
                       | (r->kind == 'w' ? PGCAT_WINDOW : 0);
        break;
    }
    r->sig.rettype = oid_of(r->result);
    if (st->routine.kind == ROUTINE_OPERATOR) {
        if (!note_type(cat, r, st->routine.left)
            || !note_type(cat, r, st->routine.right))
            return ERR_OOM(err);
    } else if (!note_arg_types(cat, r, st->routine.args)
               || !note_arg_types(cat, r, st->routine.outargs)
               || !note_type(cat, r, st->routine.rettype)) {
        return ERR_OOM(err);
    }
    if (a->failed || !add_routine(cat, r))
        return ERR_OOM(err);
    return QPROP_OK;
}

/* True when 'x' and 'y' take the same argument types. */
static bool
same_args(const cat_routine *x, const cat_routine *y)
{
    if (x->sig.nargs != y->sig.nargs)
        return false;
    for (int k = 0; k < x->sig.nargs; k++)
        if (!type_equal(x->args[k], y->args[k]))
            return false;
    return true;
}

int
catalog_routines_visible(const catalog *cat, arena *a, const char *schema,
                         const char *name, bool op,
                         const cat_routine ***out, int *nfirst)
{
    const list *l = cat_routines_named(cat->routines, name);
    const char *order[CAT_MAX_PATH + 2];
    const cat_routine **res;
    int norder, n = 0, pc = -1;

    *out = NULL;
    *nfirst = 0;
    if (schema && !catalog_schema_exists(cat, schema))
        return -1;
    if (!list_len(l))
        return 0;
    if (schema) {
        order[0] = schema;
        norder = 1;
    } else {
        norder = cat_func_search_order(cat, order);
        for (int s = 0; s < norder && pc < 0; s++)
            if (strcmp(order[s], "pg_catalog") == 0)
                pc = s;
    }
    if (!(res = arena_alloc(a, sizeof *res * (size_t)list_len(l))))
        return -2;
    /* schema by schema in path order: a signature an earlier schema has
       hides the same one of a later schema (FuncnameGetCandidates()) */
    for (int s = 0; s < norder; s++) {
        int before = n;

        for (int i = 0; i < list_len(l); i++) {
            const cat_routine *r = list_nth(l, i);
            bool hidden = false;

            if ((r->kind == 'o') != op || strcmp(r->schema, order[s]) != 0)
                continue;
            for (int k = 0; k < before && !hidden; k++)
                hidden = res[k]->kind == r->kind && same_args(res[k], r);
            if (!hidden)
                res[n++] = r;
        }
        if (s < pc)
            *nfirst = n; /* before pg_catalog: hides a built-in */
    }
    *out = res;
    return n;
}

/* The last part of type name 'name' ("extensions.citext" -> "citext"). */
static const char *
type_last_part(const char *name)
{
    const char *last = name;
    bool quoted = false;

    for (const char *p = name; *p; p++) {
        if (*p == '"')
            quoted = !quoted;
        else if (*p == '.' && !quoted)
            last = p + 1;
    }
    return last;
}

/* True when type names 'x' and 'y' name the same type in some schemas:
   equal last parts, double quotes aside. */
static bool
same_type_name(const char *x, const char *y)
{
    x = type_last_part(x);
    y = type_last_part(y);
    for (;;) {
        while (*x == '"')
            x++;
        while (*y == '"')
            y++;
        if (*x != *y)
            return false;
        if (!*x)
            return true;
        x++;
        y++;
    }
}

bool
catalog_routine_takes(const cat_routine *r, int n, const qp_type *types,
                      bool exact)
{
    bool ok = n == r->sig.nargs && !(exact && r->sig.variadic);

    for (int k = 0; ok && k < n; k++) {
        unsigned decl = r->sig.args[k], got = pgcat_type_of(types[k]);

        if (decl == PGT_OTHER && r->ext) {
            /* an extension's type: that type itself */
            ok = (!exact && types[k].id == T_UNKNOWN)
                 || (types[k].id == T_ANY && type_opaque_name(types[k])
                     && type_opaque_name(r->args[k])
                     && same_type_name(type_opaque_name(types[k]), type_opaque_name(r->args[k])));
        } else if (exact) {
            ok = decl == got && got != PGT_OTHER;
        }
    }
    return ok;
}

/* ---- extensions ---- */

/* The types an extension creates (its functions take them). */
static const struct ext_type {
    const char *ext, *type;
} ext_types[] = {
    { "citext", "citext" }, { "hstore", "hstore" }, { "ltree", "ltree" },
    { "ltree", "lquery" }, { "ltree", "ltxtquery" },
};

/*
 * The functions, aggregates and operators of the extensions qprop knows,
 * from PostgreSQL 15's pg_proc and pg_operator after CREATE EXTENSION
 * (those a query calls: not type input/output, index support, casts or
 * the functions behind an operator).  Arguments and result as
 * format_type() writes them; flags: volatility 'i' 's' 'v', then 'S'
 * strict, 'R' set-returning, 'A' aggregate, 'O' operator (its two
 * arguments are the operands).  A call of one is typed by it and
 * otherwise opaque: printed back as written, never reasoned about.
 */
static const struct ext_routine {
    const char *ext, *name, *args, *result, *flags;
} ext_routines[] = {
    { "citext", "max", "citext", "citext", "iA" },
    { "citext", "min", "citext", "citext", "iA" },
    { "citext", "regexp_match", "citext,citext", "text[]", "iS" },
    { "citext", "regexp_match", "citext,citext,text", "text[]", "iS" },
    { "citext", "regexp_matches", "citext,citext", "text[]", "iSR" },
    { "citext", "regexp_matches", "citext,citext,text", "text[]", "iSR" },
    { "citext", "regexp_replace", "citext,citext,text", "text", "iS" },
    { "citext", "regexp_replace", "citext,citext,text,text", "text", "iS" },
    { "citext", "regexp_split_to_array", "citext,citext", "text[]", "iS" },
    { "citext", "regexp_split_to_array", "citext,citext,text", "text[]", "iS" },
    { "citext", "regexp_split_to_table", "citext,citext", "text", "iSR" },
    { "citext", "regexp_split_to_table", "citext,citext,text", "text", "iSR" },
    { "citext", "replace", "citext,citext,citext", "text", "iS" },
    { "citext", "split_part", "citext,citext,integer", "text", "iS" },
    { "citext", "strpos", "citext,citext", "integer", "iS" },
    { "citext", "translate", "citext,citext,text", "text", "iS" },
    { "fuzzystrmatch", "difference", "text,text", "integer", "iS" },
    { "fuzzystrmatch", "dmetaphone", "text", "text", "iS" },
    { "fuzzystrmatch", "dmetaphone_alt", "text", "text", "iS" },
    { "fuzzystrmatch", "levenshtein", "text,text", "integer", "iS" },
    { "fuzzystrmatch", "levenshtein", "text,text,integer,integer,integer", "integer", "iS" },
    { "fuzzystrmatch", "levenshtein_less_equal", "text,text,integer", "integer", "iS" },
    { "fuzzystrmatch", "levenshtein_less_equal", "text,text,integer,integer,integer,integer", "integer", "iS" },
    { "fuzzystrmatch", "metaphone", "text,integer", "text", "iS" },
    { "fuzzystrmatch", "soundex", "text", "text", "iS" },
    { "hstore", "akeys", "hstore", "text[]", "iS" },
    { "hstore", "avals", "hstore", "text[]", "iS" },
    { "hstore", "defined", "hstore,text", "boolean", "iS" },
    { "hstore", "delete", "hstore,hstore", "hstore", "iS" },
    { "hstore", "delete", "hstore,text", "hstore", "iS" },
    { "hstore", "delete", "hstore,text[]", "hstore", "iS" },
    { "hstore", "each", "hstore", "record", "iSR" },
    { "hstore", "exist", "hstore,text", "boolean", "iS" },
    { "hstore", "exists_all", "hstore,text[]", "boolean", "iS" },
    { "hstore", "exists_any", "hstore,text[]", "boolean", "iS" },
    { "hstore", "fetchval", "hstore,text", "text", "iS" },
    { "hstore", "hstore", "text,text", "hstore", "i" },
    { "hstore", "hstore", "text[],text[]", "hstore", "i" },
    { "hstore", "hstore_to_array", "hstore", "text[]", "iS" },
    { "hstore", "hstore_to_json", "hstore", "json", "iS" },
    { "hstore", "hstore_to_json_loose", "hstore", "json", "iS" },
    { "hstore", "hstore_to_jsonb", "hstore", "jsonb", "iS" },
    { "hstore", "hstore_to_jsonb_loose", "hstore", "jsonb", "iS" },
    { "hstore", "hstore_to_matrix", "hstore", "text[]", "iS" },
    { "hstore", "isdefined", "hstore,text", "boolean", "iS" },
    { "hstore", "isexists", "hstore,text", "boolean", "iS" },
    { "hstore", "skeys", "hstore", "text", "iSR" },
    { "hstore", "slice", "hstore,text[]", "hstore", "iS" },
    { "hstore", "svals", "hstore", "text", "iSR" },
    { "hstore", "tconvert", "text,text", "hstore", "i" },
    { "ltree", "index", "ltree,ltree", "integer", "iS" },
    { "ltree", "index", "ltree,ltree,integer", "integer", "iS" },
    { "ltree", "lca", "ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree,ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree,ltree,ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree,ltree,ltree,ltree,ltree,ltree,ltree,ltree", "ltree", "iS" },
    { "ltree", "lca", "ltree[]", "ltree", "iS" },
    { "ltree", "ltree2text", "ltree", "text", "iS" },
    { "ltree", "nlevel", "ltree", "integer", "iS" },
    { "ltree", "subltree", "ltree,integer,integer", "ltree", "iS" },
    { "ltree", "subpath", "ltree,integer", "ltree", "iS" },
    { "ltree", "subpath", "ltree,integer,integer", "ltree", "iS" },
    { "ltree", "text2ltree", "text", "ltree", "iS" },
    { "pg_trgm", "%", "text,text", "boolean", "sSO" },
    { "pg_trgm", "%>", "text,text", "boolean", "sSO" },
    { "pg_trgm", "%>>", "text,text", "boolean", "sSO" },
    { "pg_trgm", "<%", "text,text", "boolean", "sSO" },
    { "pg_trgm", "<->", "text,text", "real", "iSO" },
    { "pg_trgm", "<->>", "text,text", "real", "iSO" },
    { "pg_trgm", "<->>>", "text,text", "real", "iSO" },
    { "pg_trgm", "<<%", "text,text", "boolean", "sSO" },
    { "pg_trgm", "<<->", "text,text", "real", "iSO" },
    { "pg_trgm", "<<<->", "text,text", "real", "iSO" },
    { "pg_trgm", "set_limit", "real", "real", "vS" },
    { "pg_trgm", "show_limit", "", "real", "sS" },
    { "pg_trgm", "show_trgm", "text", "text[]", "iS" },
    { "pg_trgm", "similarity", "text,text", "real", "iS" },
    { "pg_trgm", "strict_word_similarity", "text,text", "real", "iS" },
    { "pg_trgm", "word_similarity", "text,text", "real", "iS" },
    { "pgcrypto", "armor", "bytea", "text", "iS" },
    { "pgcrypto", "armor", "bytea,text[],text[]", "text", "iS" },
    { "pgcrypto", "crypt", "text,text", "text", "iS" },
    { "pgcrypto", "dearmor", "text", "bytea", "iS" },
    { "pgcrypto", "decrypt", "bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "decrypt_iv", "bytea,bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "digest", "bytea,text", "bytea", "iS" },
    { "pgcrypto", "digest", "text,text", "bytea", "iS" },
    { "pgcrypto", "encrypt", "bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "encrypt_iv", "bytea,bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "gen_random_bytes", "integer", "bytea", "vS" },
    { "pgcrypto", "gen_random_uuid", "", "uuid", "v" },
    { "pgcrypto", "gen_salt", "text", "text", "vS" },
    { "pgcrypto", "gen_salt", "text,integer", "text", "vS" },
    { "pgcrypto", "hmac", "bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "hmac", "text,text,text", "bytea", "iS" },
    { "pgcrypto", "pgp_armor_headers", "text", "record", "iSR" },
    { "pgcrypto", "pgp_key_id", "bytea", "text", "iS" },
    { "pgcrypto", "pgp_pub_decrypt", "bytea,bytea", "text", "iS" },
    { "pgcrypto", "pgp_pub_decrypt", "bytea,bytea,text", "text", "iS" },
    { "pgcrypto", "pgp_pub_decrypt", "bytea,bytea,text,text", "text", "iS" },
    { "pgcrypto", "pgp_pub_decrypt_bytea", "bytea,bytea", "bytea", "iS" },
    { "pgcrypto", "pgp_pub_decrypt_bytea", "bytea,bytea,text", "bytea", "iS" },
    { "pgcrypto", "pgp_pub_decrypt_bytea", "bytea,bytea,text,text", "bytea", "iS" },
    { "pgcrypto", "pgp_pub_encrypt", "text,bytea", "bytea", "vS" },
    { "pgcrypto", "pgp_pub_encrypt", "text,bytea,text", "bytea", "vS" },
    { "pgcrypto", "pgp_pub_encrypt_bytea", "bytea,bytea", "bytea", "vS" },
    { "pgcrypto", "pgp_pub_encrypt_bytea", "bytea,bytea,text", "bytea", "vS" },
    { "pgcrypto", "pgp_sym_decrypt", "bytea,text", "text", "iS" },
    { "pgcrypto", "pgp_sym_decrypt", "bytea,text,text", "text", "iS" },
    { "pgcrypto", "pgp_sym_decrypt_bytea", "bytea,text", "bytea", "iS" },
    { "pgcrypto", "pgp_sym_decrypt_bytea", "bytea,text,text", "bytea", "iS" },
    { "pgcrypto", "pgp_sym_encrypt", "text,text", "bytea", "vS" },
    { "pgcrypto", "pgp_sym_encrypt", "text,text,text", "bytea", "vS" },
    { "pgcrypto", "pgp_sym_encrypt_bytea", "bytea,text", "bytea", "vS" },
    { "pgcrypto", "pgp_sym_encrypt_bytea", "bytea,text,text", "bytea", "vS" },
    { "unaccent", "unaccent", "regdictionary,text", "text", "sS" },
    { "unaccent", "unaccent", "text", "text", "sS" },
    { "uuid-ossp", "uuid_generate_v1", "", "uuid", "vS" },
    { "uuid-ossp", "uuid_generate_v1mc", "", "uuid", "vS" },
    { "uuid-ossp", "uuid_generate_v3", "uuid,text", "uuid", "iS" },
    { "uuid-ossp", "uuid_generate_v4", "", "uuid", "vS" },
    { "uuid-ossp", "uuid_generate_v5", "uuid,text", "uuid", "iS" },
    { "uuid-ossp", "uuid_nil", "", "uuid", "iS" },
    { "uuid-ossp", "uuid_ns_dns", "", "uuid", "iS" },
    { "uuid-ossp", "uuid_ns_oid", "", "uuid", "iS" },
    { "uuid-ossp", "uuid_ns_url", "", "uuid", "iS" },
    { "uuid-ossp", "uuid_ns_x500", "", "uuid", "iS" },
};

/* The type of an extension routine's argument or result 'tname' as
   format_type() writes it, the extension 'ext' living in 'schema'; false
   when it is not a type qprop knows. */
static bool
ext_type(const catalog *cat, arena *a, const char *ext, const char *schema,
         const char *tname, qp_type *out)
{
    size_t len = strcspn(tname, "[");

    for (size_t i = 0; i < sizeof ext_types / sizeof ext_types[0]; i++)
        if (strcmp(ext_types[i].ext, ext) == 0
            && strncmp(ext_types[i].type, tname, len) == 0
            && ext_types[i].type[len] == '\0') {
            *out = type_opaque(arena_printf(a, "%s.%s", schema, tname));
            return type_opaque_name(*out) != NULL;
        }
    return known_type(cat, a, tname, out);
}

/* Enter routine 'e' of an extension installed in 'schema'.  Skipped
   (true) when a type is unknown; false on OOM. */
static bool
add_ext_routine(catalog *cat, const struct ext_routine *e,
                const char *schema)
{
    arena *a = &cat->a;
    cat_routine *r = ARENA_NEW(a, cat_routine);
    const char *p = e->args;
    int n = *p ? 1 : 0;
    uint16_t *oids;
    qp_type t;

    for (; *p; p++)
        n += *p == ',';
    if (!r || !(r->args = ARENA_NEWN(a, qp_type, n ? n : 1))
        || !(oids = ARENA_NEWN(a, uint16_t, n ? n : 1)))
        return false;
    p = e->args;
    for (int k = 0; k < n; k++) {
        size_t len = strcspn(p, ",");
        const char *tn = arena_printf(a, "%.*s", (int)len, p);

        if (!tn)
            return false;
        if (!ext_type(cat, a, e->ext, schema, tn, &r->args[k]))
            return !a->failed;
        oids[k] = oid_of(r->args[k]);
        p += len + (p[len] == ',');
    }
    if (!ext_type(cat, a, e->ext, schema, e->result, &t))
        return !a->failed;
    r->schema = schema;
    r->name = e->name;
    r->ext = e->ext;
    r->result = t;
    r->kind = strchr(e->flags, 'O') ? 'o' : strchr(e->flags, 'A') ? 'a' : 'f';
    r->sig.args = oids;
    r->sig.nargs = (uint8_t)n;
    r->sig.rettype = oid_of(t);
    r->sig.flags = (strchr(e->flags, 'S') ? PGCAT_STRICT : 0)
                   | (strchr(e->flags, 'v') ? PGCAT_VOLATILE
                      : strchr(e->flags, 's') ? PGCAT_STABLE : 0)
                   | (strchr(e->flags, 'R') ? PGCAT_RETSET : 0)
                   | (r->kind == 'a' ? PGCAT_AGG : 0);
    return add_routine(cat, r);
}

qprop_status
cat_create_extension(catalog *cat, const char *name, const char *schema,
                     bool if_not_exists, int loc, qprop_error *err)
{
    const ast_name none = {0};
    arena *a = &cat->a;
    qprop_status rc;

    for (int i = 0; i + 1 < list_len(cat->extensions); i += 2)
        if (strcmp(list_nth(cat->extensions, i), name) == 0) {
            if (if_not_exists)
                return QPROP_OK; /* PostgreSQL: a notice */
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "extension \"%s\" already exists", name);
        }
    if (schema && !catalog_schema_exists(cat, schema))
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "schema \"%s\" does not exist", schema);
    if (!schema && (rc = cat_creation_schema(cat, &none, false, loc, &schema,
                                             err)) != QPROP_OK)
        return rc;
    if (!(name = arena_strdup(a, name)) || !(schema = arena_strdup(a, schema))
        || !cat_save_list(cat, &cat->extensions)
        || !list_push(a, &cat->extensions, (void *)name)
        || !list_push(a, &cat->extensions, (void *)schema))
        return ERR_OOM(err);
    for (size_t i = 0; i < sizeof ext_routines / sizeof ext_routines[0]; i++)
        if (strcmp(ext_routines[i].ext, name) == 0
            && !add_ext_routine(cat, &ext_routines[i], schema))
            return ERR_OOM(err);
    return a->failed ? ERR_OOM(err) : QPROP_OK;
}

/* ---- DROP FUNCTION, DROP EXTENSION ---- */

/* Replace the routines of 'sl' by those neither 'only' nor made by
   extension 'ext' (a new list; the old one saved for a rollback).  False
   on OOM. */
static bool
remove_routines(catalog *cat, rslot *sl, const cat_routine *only,
                const char *ext)
{
    list *keep = NULL;

    if (!cat_save_list(cat, &sl->l))
        return false;
    for (int i = 0; i < list_len(sl->l); i++) {
        cat_routine *r = list_nth(sl->l, i);

        if (r == only || (ext && r->ext && strcmp(r->ext, ext) == 0))
            continue;
        if (!list_push(&cat->a, &keep, r))
            return false;
    }
    sl->l = keep;
    return true;
}

/* "[schema.]name(type, ...)" as PostgreSQL names a function in errors
   (func_signature_string(); 'tight': "name(type,type)", as
   format_procedure() writes it), of the name of 'st' and 'args'. */
static const char *
signature_text(arena *a, const ast *st, const qp_type *args, int nargs,
               bool tight)
{
    const ast_name *n = &st->routine.name;
    strbuf sb;

    sb_init(&sb, a);
    for (int i = 0; i < n->n; i++)
        sb_printf(&sb, "%s%s", i ? "." : "", n->part[i]);
    sb_putc(&sb, '(');
    for (int k = 0; k < nargs; k++)
        sb_printf(&sb, "%s%s", !k ? "" : tight ? "," : ", ",
                  type_opaque_name(args[k]) ? type_last_part(type_opaque_name(args[k]))
                                 : type_name(a, type_unmod(args[k])));
    sb_putc(&sb, ')');
    return sb.data;
}

qprop_status
cat_drop_routine(catalog *cat, const ast *st, qprop_error *err)
{
    const ast_name *n = &st->routine.name;
    const char *name = n->part[n->n - 1];
    const char *schema = n->n > 1 ? n->part[n->n - 2] : NULL;
    arena *a = &cat->a;
    int nargs = list_len(st->routine.args), nvis, nfirst, found = 0;
    const cat_routine **vis, *hit = NULL;
    qp_type *args = ARENA_NEWN(a, qp_type, nargs ? nargs : 1);
    rslot *sl;

    if (!args)
        return ERR_OOM(err);
    for (int k = 0; k < nargs; k++)
        args[k] = arg_type(cat, a, list_nth(st->routine.args, k));
    nvis = catalog_routines_visible(cat, a, schema, name, false, &vis,
                                    &nfirst);
    if (nvis == -2)
        return ERR_OOM(err);
    if (nvis == -1) {
        if (st->routine.if_exists)
            return QPROP_OK; /* PostgreSQL: a notice */
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "schema \"%s\" does not exist", schema);
    }
    for (int i = 0; i < nvis; i++) {
        const cat_routine *r = vis[i];
        bool same = st->routine.noargs || r->sig.nargs == nargs;

        for (int k = 0; same && !st->routine.noargs && k < nargs; k++)
            same = type_equal(r->args[k], args[k])
                   /* an extension's type, named as its schema is found */
                   || (r->ext && type_opaque_name(r->args[k]) && type_opaque_name(args[k])
                       && same_type_name(type_opaque_name(r->args[k]), type_opaque_name(args[k])));
        if (same && !found++)
            hit = r; /* the first in search-path order */
    }
    if (!hit) {
        if (st->routine.if_exists)
            return QPROP_OK; /* PostgreSQL: a notice */
        if (st->routine.noargs)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "could not find a function named \"%s\"", name);
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "function %s does not exist",
                       signature_text(a, st, args, nargs, false));
    }
    if (st->routine.noargs && found > 1) {
        err_set(err, QPROP_ESEMANTIC, st->loc,
                "function name \"%s\" is not unique", name);
        err_hint(err, "Specify the argument list to select the function "
                      "unambiguously.");
        return QPROP_ESEMANTIC;
    }
    if (hit->kind == 'a') {
        err_set(err, QPROP_ESEMANTIC, st->loc,
                "\"%s\" is an aggregate function", name);
        err_hint(err, "Use DROP AGGREGATE to drop aggregate functions.");
        return QPROP_ESEMANTIC;
    }
    if (hit->ext) {
        err_set(err, QPROP_ESEMANTIC, st->loc,
                "cannot drop function %s because extension %s requires it",
                signature_text(a, st, hit->args, hit->sig.nargs, true),
                hit->ext);
        err_hint(err, "You can drop extension %s instead.", hit->ext);
        return QPROP_ESEMANTIC;
    }
    /* the views calling it go with it (CASCADE) or it stays */
    {
        const char *what = arena_printf(
            a, "function %s",
            signature_text(a, st, hit->args, hit->sig.nargs, true));
        dropset *ds = what ? cat_users_of(cat, NULL, NULL, hit, what) : NULL;
        qprop_status rc;

        if (!ds)
            return ERR_OOM(err);
        rc = cat_drop_dependents(cat, ds, what, st->routine.cascade, st->loc,
                                 err);
        if (rc != QPROP_OK)
            return rc;
    }
    sl = hmap_get(&cat->routines->by_name, name);
    if (!sl || !remove_routines(cat, sl, hit, NULL))
        return ERR_OOM(err);
    return QPROP_OK;
}

bool
cat_routines_using(catalog *cat, const list *types, list **out)
{
    const cat_routines *rs = cat->routines;

    for (size_t i = 0; rs && i < rs->by_name.cap; i++) {
        const hmap_slot *s = &rs->by_name.slots[i];
        const rslot *sl = s->key ? s->value : NULL;

        for (int k = 0; sl && k < list_len(sl->l); k++) {
            const cat_routine *r = list_nth(sl->l, k);
            bool hit = false;

            for (int j = 0; !r->ext && j < list_len(r->types) && !hit; j++)
                for (int d = 0; d < list_len(types) && !hit; d++)
                    hit = list_nth(r->types, j) == list_nth(types, d);
            if (hit && !list_push(&cat->a, out, (void *)r))
                return false;
        }
    }
    return true;
}

bool
cat_routine_remove(catalog *cat, const cat_routine *r)
{
    rslot *sl = cat->routines ? hmap_get(&cat->routines->by_name, r->name)
                              : NULL;

    return !sl || remove_routines(cat, sl, r, NULL);
}

const char *
cat_routine_label(arena *a, const cat_routine *r)
{
    strbuf sb;

    sb_init(&sb, a);
    sb_printf(&sb, "%s %s(", r->kind == 'a' ? "aggregate"
                             : r->kind == 'o' ? "operator" : "function",
              r->name);
    for (int k = 0; k < r->sig.nargs; k++) {
        const char *o = type_opaque_name(r->args[k]);
        const char *br = o ? strchr(o, '[') : NULL;
        const char *dot = o ? strchr(o, '.') : NULL;

        /* "public.e[]" as "e[]": the name without its schema */
        if (dot && (!br || dot < br))
            o = dot + 1;
        sb_printf(&sb, "%s%s", k ? "," : "",
                  o ? o : type_name(a, type_unmod(r->args[k])));
    }
    sb_putc(&sb, ')');
    return sb.data;
}

/* A column of some table whose type extension 'ext' created in 'schema'
   (or an array of one): its table in '*tab' and index in '*col'; false
   when there is none. */
static bool
ext_type_used(const catalog *cat, const char *ext, const char *schema,
              const cat_table **tab, int *col)
{
    for (size_t e = 0; e < sizeof ext_types / sizeof ext_types[0]; e++) {
        size_t sl = strlen(schema), tl = strlen(ext_types[e].type);

        if (strcmp(ext_types[e].ext, ext) != 0)
            continue;
        for (size_t i = 0; i < cat->names.cap; i++) {
            const hmap_slot *s = &cat->names.slots[i];

            for (const cat_table *t = s->key ? s->value : NULL; t;
                 t = t->next_same)
                for (int c = 0; c < t->ncols; c++) {
                    const char *o = type_opaque_name(t->cols[c].type);
                    const char *last;

                    if (!o)
                        continue;
                    last = type_last_part(o);
                    /* unqualified: the dump's search path found it */
                    if (last != o && ((size_t)(last - o) != sl + 1
                                      || strncmp(o, schema, sl) != 0))
                        continue;
                    if (strncmp(last, ext_types[e].type, tl) == 0
                        && (last[tl] == '\0' || last[tl] == '['
                            || last[tl] == '(')) {
                        *tab = t;
                        *col = c;
                        return true;
                    }
                }
        }
    }
    return false;
}

qprop_status
cat_drop_extension(catalog *cat, const ast *st, qprop_error *err)
{
    const list *names = st->session.path;
    const cat_table *tab;
    int col;
    list *ext;

    /* every name exists (or IF EXISTS) before anything is dropped */
    for (int k = 0; k < list_len(names); k++) {
        const char *name = list_nth(names, k);
        bool have = false;

        for (int i = 0; i + 1 < list_len(cat->extensions); i += 2)
            have = have || strcmp(list_nth(cat->extensions, i), name) == 0;
        if (!have && !st->session.if_not_exists)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "extension \"%s\" does not exist", name);
        for (int i = 0; have && i + 1 < list_len(cat->extensions); i += 2)
            if (strcmp(list_nth(cat->extensions, i), name) == 0
                && ext_type_used(cat, name, list_nth(cat->extensions, i + 1),
                                 &tab, &col)) {
                if (st->session.cascade)
                    return err_set(err, QPROP_EUNSUPPORTED, st->loc,
                                   "DROP EXTENSION %s CASCADE drops the "
                                   "columns of its types: not modelled",
                                   name);
                err_set(err, QPROP_ESEMANTIC, st->loc,
                        "cannot drop extension %s because other objects "
                        "depend on it", name);
                err_detail(err, "column %s of table %s depends on type %s",
                           tab->cols[col].name, tab->name,
                           type_last_part(type_opaque_name(tab->cols[col].type)));
                err_hint(err, "Use DROP ... CASCADE to drop the dependent "
                              "objects too.");
                return QPROP_ESEMANTIC;
            }
    }
    for (int k = 0; k < list_len(names); k++) {
        const char *name = list_nth(names, k);

        ext = NULL;
        if (!cat_save_list(cat, &cat->extensions))
            return ERR_OOM(err);
        for (int i = 0; i + 1 < list_len(cat->extensions); i += 2)
            if (strcmp(list_nth(cat->extensions, i), name) != 0
                && (!list_push(&cat->a, &ext, list_nth(cat->extensions, i))
                    || !list_push(&cat->a, &ext,
                                  list_nth(cat->extensions, i + 1))))
                return ERR_OOM(err);
        cat->extensions = ext;
        /* its functions and operators go */
        for (size_t i = 0; cat->routines && i < cat->routines->by_name.cap;
             i++) {
            const hmap_slot *s = &cat->routines->by_name.slots[i];

            if (s->key && !remove_routines(cat, s->value, NULL, name))
                return ERR_OOM(err);
        }
    }
    return QPROP_OK;
}
