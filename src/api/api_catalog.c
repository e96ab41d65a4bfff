/* SPDX-License-Identifier: MIT */
/*
 * src/api/api_catalog.c — the catalog without SQL (qprop_table_*)
 *
 * A qprop_table definition collects the same syntax tree that the parser
 * makes for CREATE TABLE ... [PARTITION OF ... FOR VALUES ...] [PARTITION
 * BY ...], in an arena of its own, and qprop_table_create() hands it to
 * catalog_apply(): tables defined through the API are validated by exactly
 * the code, with exactly the messages, that DDL text is.  Type names are
 * read here (api_type_name()), since there is no grammar to read them.
 *
 * NB: the nodes have no position in any text: every 'loc' is -1, so errors
 *     have offset -1 and no line.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "base/error.h"
#include "base/strbuf.h"

struct qprop_table {
    qprop_ctx *ctx;
    arena a;         /* owns 'st' and everything under it */
    ast *st;         /* AST_CREATE_TABLE */
    qprop_error err; /* the first error, code QPROP_OK if none */
};

/*
 * End of a qprop_table_* call that reported into the local error 'e':
 * keep the definition's first error, copy 'e' to the caller's 'err'.
 * Returns 'st'.
 */
static qprop_status
done(qprop_table *t, qprop_status st, const qprop_error *e, qprop_error *err)
{
    if (st != QPROP_OK && t->err.code == QPROP_OK)
        t->err = *e;
    if (err)
        *err = *e;
    return st;
}

/* A definition that failed earlier refuses further calls with that error. */
static bool
failed(qprop_table *t, qprop_error *err)
{
    if (t->err.code == QPROP_OK)
        return false;
    if (err)
        *err = t->err;
    return true;
}

static ast *
node(qprop_table *t, ast_kind kind)
{
    return ast_new(&t->a, kind, -1, -1);
}

/* ---- type names ---- */

/*
 * Read the type name 'text' ("integer", "numeric(15,2)", "timestamp(3)
 * with time zone", "character varying(25)", "int4[]") into an AST_TYPENAME
 * in 'a', as the grammar would make it: lower case, blanks collapsed, the
 * modifiers taken out of the name.  Returns QPROP_OK or QPROP_ESEMANTIC
 * (with "type \"x\" does not exist" checks left to catalog_resolve_type).
 */
qprop_status
api_type_name(arena *a, const char *text, ast **out, qprop_error *err)
{
    strbuf name;
    ast *tn;
    const char *p = text;
    bool space = false, had_mods = false;

    *out = NULL;
    if (!text || !*text)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a column needs a type name");
    tn = ast_new(a, AST_TYPENAME, -1, -1);
    if (!tn)
        return ERR_OOM(err);
    sb_init(&name, a);
    while (*p) {
        unsigned char ch = (unsigned char)*p;

        if (isspace(ch)) {
            space = name.len > 0;
            p++;
        } else if (ch == '(' && !had_mods) {
            /* (n[, m]): digits separated by commas */
            p++;
            for (;;) {
                const char *d;
                ast *m;

                while (isspace((unsigned char)*p))
                    p++;
                d = p;
                if (*p == '-' || *p == '+')
                    p++;
                while (isdigit((unsigned char)*p))
                    p++;
                if (p == d || !isdigit((unsigned char)p[-1]))
                    goto bad;
                if (!(m = ast_new(a, AST_CONST, -1, -1)))
                    return ERR_OOM(err);
                m->cnst.kind = CONST_INT;
                m->cnst.str = arena_strndup(a, d, (size_t)(p - d));
                if (!m->cnst.str || !list_push(a, &tn->type.mods, m))
                    return ERR_OOM(err);
                while (isspace((unsigned char)*p))
                    p++;
                if (*p == ',') {
                    p++;
                    continue;
                }
                if (*p != ')')
                    goto bad;
                p++;
                break;
            }
            had_mods = true;
            space = name.len > 0;
        } else if (ch == '[' && p[1] == ']') {
            tn->type.array = true;
            p += 2;
        } else if (isalnum(ch) || ch == '_' || ch == '.') {
            if (tn->type.array)
                goto bad;
            if (space)
                sb_putc(&name, ' ');
            space = false;
            sb_putc(&name, (char)tolower(ch));
            p++;
        } else {
            goto bad;
        }
    }
    if (a->failed)
        return ERR_OOM(err);
    if (name.len == 0)
        goto bad;
    /* a schema qualifier: "pg_catalog.int4" */
    {
        char *dot = strchr(name.data, '.');

        if (dot && !strchr(dot + 1, '.')) {
            *dot = '\0';
            tn->type.name.n = 2;
            tn->type.name.part[0] = name.data;
            tn->type.name.part[1] = dot + 1;
        } else if (dot) {
            goto bad;
        } else {
            tn->type.name.n = 1;
            tn->type.name.part[0] = name.data;
        }
    }
    *out = tn;
    return QPROP_OK;

bad:
    return err_set(err, QPROP_ESEMANTIC, -1, "invalid type name \"%s\"", text);
}

/* ---- the definition ---- */

QPROP_API qprop_status
qprop_table_new(qprop_ctx *ctx, const char *name, qprop_table **out,
                qprop_error *err)
{
    qprop_table *t;

    err_clear(err);
    *out = NULL;
    if (!ctx || !name || !*name)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a table needs a context and a name");
    t = calloc(1, sizeof *t);
    if (!t)
        return ERR_OOM(err);
    t->ctx = ctx;
    arena_init(&t->a, ctx->opts.memory_limit);
    t->st = node(t, AST_CREATE_TABLE);
    if (t->st) {
        t->st->create.name.n = 1;
        t->st->create.name.part[0] = arena_strdup(&t->a, name);
        t->st->create.pkey_loc = -1;
    }
    if (t->a.failed) {
        qprop_table_discard(t);
        return ERR_OOM(err);
    }
    *out = t;
    return QPROP_OK;
}

QPROP_API void
qprop_table_discard(qprop_table *t)
{
    if (!t)
        return;
    arena_destroy(&t->a);
    free(t);
}

static qprop_status
table_column(qprop_table *t, const char *name, const char *type, unsigned flags,
             qprop_error *err)
{
    ast *def, *tn;
    qp_type resolved;
    qprop_status st;

    if (!name || !*name)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s", "a column needs a name");
    st = api_type_name(&t->a, type, &tn, err);
    /* report an unknown type now rather than at qprop_table_create() */
    if (st == QPROP_OK)
        st = catalog_resolve_type(tn, &resolved, err);
    if (st != QPROP_OK)
        return st;
    if (!(def = node(t, AST_COLUMNDEF)))
        return ERR_OOM(err);
    def->coldef.name = arena_strdup(&t->a, name);
    def->coldef.typename = tn;
    def->coldef.not_null = (flags & QPROP_COLUMN_NOT_NULL) != 0;
    if (!def->coldef.name || !list_push(&t->a, &t->st->create.columns, def))
        return ERR_OOM(err);
    return QPROP_OK;
}

/* A list of arena copies of 'n' names; QPROP_OK or an error. */
static qprop_status
name_list(qprop_table *t, const char *const *names, int n, list **out,
          qprop_error *err)
{
    *out = NULL;
    if (n <= 0 || !names)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a key needs at least one column");
    for (int i = 0; i < n; i++) {
        char *s;

        if (!names[i] || !*names[i])
            return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                           "a key column needs a name");
        if (!(s = arena_strdup(&t->a, names[i])) || !list_push(&t->a, out, s))
            return ERR_OOM(err);
    }
    return QPROP_OK;
}

static qprop_status
table_primary_key(qprop_table *t, const char *const *cols, int ncols,
                  qprop_error *err)
{
    list *names;
    qprop_status st;

    if (t->st->create.pkey)
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "multiple primary keys for table \"%s\" are "
                       "not allowed",
                       t->st->create.name.part[0]);
    if ((st = name_list(t, cols, ncols, &names, err)) != QPROP_OK)
        return st;
    t->st->create.pkey = names;
    return QPROP_OK;
}

static qprop_status
table_partition_by(qprop_table *t, qprop_part_strategy strategy,
                   const char *const *cols, int ncols, qprop_error *err)
{
    list *names;
    ast *ps;
    qprop_status st;

    if (t->st->create.partspec)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "the partition key is already set");
    if (strategy != QPROP_PART_RANGE && strategy != QPROP_PART_LIST
        && strategy != QPROP_PART_HASH)
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "unknown partition strategy %d", (int)strategy);
    if ((st = name_list(t, cols, ncols, &names, err)) != QPROP_OK)
        return st;
    if (!(ps = node(t, AST_PARTSPEC)))
        return ERR_OOM(err);
    ps->partspec.strategy = strategy == QPROP_PART_RANGE  ? PART_RANGE
                            : strategy == QPROP_PART_LIST ? PART_LIST
                                                          : PART_HASH;
    for (int i = 0; i < ncols; i++) {
        ast *k = node(t, AST_COLREF);

        if (!k || !list_push(&t->a, &ps->partspec.keys, k))
            return ERR_OOM(err);
        k->colref.n = 1;
        k->colref.part[0] = list_nth(names, i);
    }
    t->st->create.partspec = ps;
    return QPROP_OK;
}

static qprop_status
table_partition_of(qprop_table *t, const char *parent, qprop_error *err)
{
    const char *p;

    if (!parent || !*parent)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a partition needs a parent");
    if (!(p = arena_strdup(&t->a, parent)))
        return ERR_OOM(err);
    t->st->create.parent.n = 1;
    t->st->create.parent.part[0] = p;
    return QPROP_OK;
}

/* A bound value: the literal 'v' (CONST_STRING, read as the key's type),
   or 'none' (CONST_NULL, CONST_MINVALUE, CONST_MAXVALUE) when NULL. */
static ast *
bound_value(qprop_table *t, const char *v, ast_const_kind none)
{
    ast *c = node(t, AST_CONST);

    if (!c)
        return NULL;
    c->cnst.kind = v ? CONST_STRING : none;
    if (v && !(c->cnst.str = arena_strdup(&t->a, v)))
        return NULL;
    return c;
}

/* Start the bound of 't' of 'kind'; NULL with 'err' set on failure. */
static ast *
new_bound(qprop_table *t, ast_bound_kind kind, qprop_error *err)
{
    ast *b;

    if (t->st->create.parent.n == 0) {
        err_set(err, QPROP_ESEMANTIC, -1, "%s",
                "a bound needs qprop_table_partition_of() first");
        return NULL;
    }
    if (t->st->create.bound) {
        err_set(err, QPROP_ESEMANTIC, -1, "%s",
                "the partition bound is already set");
        return NULL;
    }
    if (!(b = node(t, AST_PARTBOUND))) {
        ERR_OOM(err);
        return NULL;
    }
    b->bound.kind = kind;
    return b;
}

static qprop_status
table_range_bound(qprop_table *t, const char *const *from,
                  const char *const *to, int nkeys, qprop_error *err)
{
    ast *b;

    if (nkeys <= 0 || !from || !to)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a range bound needs at least one value");
    if (!(b = new_bound(t, BOUND_RANGE, err)))
        return err->code;
    for (int i = 0; i < nkeys; i++) {
        ast *lo = bound_value(t, from[i], CONST_MINVALUE);
        ast *hi = bound_value(t, to[i], CONST_MAXVALUE);

        if (!lo || !hi || !list_push(&t->a, &b->bound.from, lo)
            || !list_push(&t->a, &b->bound.to, hi))
            return ERR_OOM(err);
    }
    t->st->create.bound = b;
    return QPROP_OK;
}

static qprop_status
table_list_bound(qprop_table *t, const char *const *values, int nvalues,
                 qprop_error *err)
{
    ast *b;

    if (nvalues <= 0 || !values)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a list bound needs at least one value");
    if (!(b = new_bound(t, BOUND_LIST, err)))
        return err->code;
    for (int i = 0; i < nvalues; i++) {
        ast *v = bound_value(t, values[i], CONST_NULL);

        if (!v || !list_push(&t->a, &b->bound.in, v))
            return ERR_OOM(err);
    }
    t->st->create.bound = b;
    return QPROP_OK;
}

static qprop_status
table_hash_bound(qprop_table *t, int modulus, int remainder, qprop_error *err)
{
    ast *b;

    if (!(b = new_bound(t, BOUND_HASH, err)))
        return err->code;
    b->bound.modulus = modulus;
    b->bound.remainder = remainder;
    t->st->create.bound = b;
    return QPROP_OK;
}

static qprop_status
table_default_bound(qprop_table *t, qprop_error *err)
{
    ast *b;

    if (!(b = new_bound(t, BOUND_DEFAULT, err)))
        return err->code;
    t->st->create.bound = b;
    return QPROP_OK;
}

/* ---- the public calls: the first error is kept (see done()) ---- */

QPROP_API qprop_status
qprop_table_column(qprop_table *t, const char *name, const char *type,
                   unsigned flags, qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_column(t, name, type, flags, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_primary_key(qprop_table *t, const char *const *cols, int ncols,
                        qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_primary_key(t, cols, ncols, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_partition_by(qprop_table *t, qprop_part_strategy strategy,
                         const char *const *cols, int ncols, qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_partition_by(t, strategy, cols, ncols, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_partition_of(qprop_table *t, const char *parent, qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_partition_of(t, parent, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_range_bound(qprop_table *t, const char *const *from,
                        const char *const *to, int nkeys, qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_range_bound(t, from, to, nkeys, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_list_bound(qprop_table *t, const char *const *values, int nvalues,
                       qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_list_bound(t, values, nvalues, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_hash_bound(qprop_table *t, int modulus, int remainder,
                       qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_hash_bound(t, modulus, remainder, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_default_bound(qprop_table *t, qprop_error *err)
{
    qprop_error e;

    err_clear(&e);
    if (failed(t, err))
        return t->err.code;
    return done(t, table_default_bound(t, &e), &e, err);
}

QPROP_API qprop_status
qprop_table_create(qprop_table *t, qprop_error *err)
{
    qprop_status st;
    qprop_error local;

    if (!err)
        err = &local;
    err_clear(err);
    if (!t)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s", "no table definition");
    if (failed(t, err)) {
        st = t->err.code;
    } else if (t->st->create.parent.n > 0 && !t->st->create.bound) {
        st = err_set(err, QPROP_ESEMANTIC, -1, "partition \"%s\" has no bound",
                     t->st->create.name.part[0]);
    } else if (t->a.failed) {
        st = ERR_OOM(err);
    } else {
        st = catalog_apply(t->ctx->cat, t->st, NULL, 0, 1, err);
    }
    qprop_table_discard(t);
    return st;
}

QPROP_API qprop_status
qprop_table_set_rows(qprop_ctx *ctx, const char *name, double reltuples,
                     qprop_error *err)
{
    cat_table *t = name ? catalog_lookup_text(ctx->cat, name) : NULL;

    err_clear(err);
    if (!t)
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "relation \"%s\" does not exist", name ? name : "");
    if (t->is_view)
        return err_set(err, QPROP_ESEMANTIC, -1, "\"%s\" is not a table", name);
    t->reltuples = reltuples < 0 ? -1 : reltuples;
    return QPROP_OK;
}
