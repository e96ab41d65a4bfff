/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog.c — the store: relations, columns, keys, types
 *
 * The catalog keeps the relations the input declared (and PostgreSQL's
 * system relations, syscat.c) in its own arena, looked up by name in a
 * hash map, with their columns, primary and partition keys, partitions
 * and statistics, and the types the schemas declared.  This file holds
 * the store and its lookups: creating and freeing a catalog, finding a
 * relation or a type, resolving a type name, entering and removing a
 * relation under its name, walking a partition tree.  The DDL commands
 * that change the store are in ddl.c (CREATE, the entry point
 * catalog_apply()), ddl_alter.c (ALTER TABLE) and ddl_drop.c (DROP and
 * what depends on a dropped object); schemas, search_path and the undo
 * log in namespace.c; routines in routine.c; partition bounds in
 * partbound.c.
 *
 * NB: a partitioned table's children are kept in bound order (range by
 *     lower bound, list by smallest value with a NULL-only partition after
 *     the others, hash by modulus then remainder, the default last), the
 *     order in which PostgreSQL lists them in an Append.
 * NB: tree walks use explicit stacks, so a deep partition tree cannot
 *     exhaust the C stack.
 */
#include "catalog/catalog.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/hmap.h"
#include "base/strbuf.h"
#include "catalog/catalog_int.h"
#include "catalog/syscat.h"

catalog *
catalog_new(void)
{
    catalog *cat = malloc(sizeof *cat);

    if (!cat)
        return NULL;
    memset(cat, 0, sizeof *cat);
    arena_init(&cat->a, 0);
    hmap_init(&cat->names, &cat->a);
    cat->tz = cat->tz_default = NULL; /* not known: see catalog_timezone() */
    cat->pg_version = 18;
    catalog_session_start(cat);
    if (!cat_load_system(cat)) {
        catalog_free(cat);
        return NULL;
    }
    return cat;
}

const qp_tz *
catalog_timezone(const catalog *cat)
{
    return cat->tz;
}

const char *
catalog_unknown_by(const catalog *cat)
{
    return cat->unknown_by;
}

const char *
catalog_current_role(const catalog *cat)
{
    return cat->role ? cat->role : cat->auth;
}

bool
catalog_views_restricted(const catalog *cat)
{
    return cat->restrict_views;
}

bool
catalog_set_pg_version(catalog *cat, int version)
{
    if (cat->pg_version == version)
        return true;
    cat->pg_version = version;
    return cat_system_version(cat);
}

int
catalog_pg_version(const catalog *cat)
{
    return cat->pg_version;
}

qprop_status
catalog_set_default_timezone(catalog *cat, const char *setting,
                             qprop_error *err)
{
    const qp_tz *tz;
    qprop_status st = tz_load(&cat->a, setting, -1, &tz, err);

    if (st != QPROP_OK)
        return st;
    cat->tz = cat->tz_default = tz;
    return QPROP_OK;
}

void
catalog_free(catalog *cat)
{
    if (!cat)
        return;
    arena_destroy(&cat->a);
    free(cat);
}

cat_table *
catalog_find(const catalog *cat, const char *name)
{
    return hmap_get(&cat->names, name);
}

void
catalog_each(const catalog *cat,
             void (*fn)(const cat_table *t, const char *name, void *arg),
             void *arg)
{
    for (size_t i = 0; i < cat->names.cap; i++) {
        const hmap_slot *s = &cat->names.slots[i];
        const cat_table *t = s->key ? s->value : NULL;

        /* a deleted slot has no value; system relations are not offered */
        while (t && t->is_system)
            t = t->next_same;
        if (t)
            fn(t, s->key, arg);
    }
}

const cat_column *
cat_key_column(const cat_table *t, int k)
{
    if (t->keycols[k] < 0)
        return &t->keyexpr[k];
    return &t->cols[t->keycols[k]];
}

int
cat_column_index(const cat_table *t, const char *name)
{
    for (int i = 0; i < t->ncols; i++)
        if (strcmp(t->cols[i].name, name) == 0)
            return i;
    return -1;
}

/* The relation name of a possibly qualified name (the qualifier is
   ignored). */
const char *
cat_unqualified(const ast_name *n)
{
    return n->n > 0 ? n->part[n->n - 1] : "";
}

/* PostgreSQL's error for DDL on a system relation. */
qprop_status
cat_system_rel(const cat_table *t, int loc, qprop_error *err)
{
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "permission denied: \"%s\" is a system catalog", t->name);
}

/* The relation a DDL statement names 'n', found as a query finds it. */
cat_table *
cat_find_rel(const catalog *cat, const ast_name *n)
{
    return catalog_lookup_in(cat, NULL, n);
}

/* The relation named 'name' in schema 'schema', or NULL. */
cat_table *
cat_find_in_schema(const catalog *cat, const char *schema, const char *name)
{
    cat_table *t = catalog_find(cat, name);

    while (t && strcmp(t->schema, schema) != 0)
        t = t->next_same;
    return t;
}

/* Enter 't' under its name, after any relation of that name in other
   schemas.  Returns false on OOM. */
bool
cat_rel_insert(catalog *cat, cat_table *t)
{
    cat_table *x = catalog_find(cat, t->name);

    if (!t->made)
        t->made = ++cat->epoch;

    if (!x)
        return cat_save_name(cat, t->name)
               && hmap_put(&cat->names, t->name, t) != 0;
    while (x->next_same)
        x = x->next_same;
    if (!cat_save(cat, &x->next_same, sizeof x->next_same))
        return false;
    x->next_same = t;
    return true;
}

/* Remove 't' from the names.  Returns false on OOM (inside a transaction
   block, saving the old state), with nothing changed. */
bool
cat_rel_remove(catalog *cat, cat_table *t)
{
    cat_table *x = catalog_find(cat, t->name);

    if (!cat_save(cat, &t->next_same, sizeof t->next_same))
        return false;
    if (x == t) {
        if (!cat_save_name(cat, t->name))
            return false;
        if (t->next_same)
            (void)hmap_put(&cat->names, t->name, t->next_same);
        else
            hmap_del(&cat->names, t->name);
    } else {
        while (x && x->next_same != t)
            x = x->next_same;
        if (x) {
            if (!cat_save(cat, &x->next_same, sizeof x->next_same))
                return false;
            x->next_same = t->next_same;
        }
    }
    t->next_same = NULL;
    return true;
}

/* ---- walks ---- */

/*
 * Append 't' and its descendants to '*out' in pre-order, children in their
 * (bound) order.  Returns false on OOM.
 */
bool
cat_subtree(arena *a, const cat_table *t, list **out)
{
    list *stack = NULL;

    if (!list_push(a, &stack, (void *)t))
        return false;
    while (stack->n > 0) {
        cat_table *x = stack->items[--stack->n];

        if (!list_push(a, out, x))
            return false;
        for (int i = list_len(x->children) - 1; i >= 0; i--)
            if (!list_push(a, &stack, list_nth(x->children, i)))
                return false;
    }
    return true;
}

int
cat_leaves(arena *a, const cat_table *t, list **out)
{
    list *all = NULL;
    int n = 0;

    if (!cat_subtree(a, t, &all))
        return -1;
    for (int i = 0; i < list_len(all); i++) {
        cat_table *x = list_nth(all, i);

        if (x->is_partitioned)
            continue;
        if (!list_push(a, out, x))
            return -1;
        n++;
    }
    return n;
}

/* ---- types ---- */

/* Built-in types qprop does not model: columns of these types are kept,
   typed T_ANY, so a schema dump still loads. */
static const char *const opaque_types[] = {
    "bit", "bit varying", "box", "bytea", "cidr", "circle", "daterange",
    "inet", "int4range", "int8range", "json", "jsonb", "line", "lseg",
    "macaddr", "macaddr8", "money", "name", "numrange", "oid", "path",
    "pg_lsn", "point", "polygon", "regclass", "time with time zone",
    "timetz", "tsquery", "tsrange", "tstzrange", "tsvector",
    "varbit", "xml",
};

static bool
is_opaque_type(const char *name)
{
    for (size_t i = 0; i < sizeof opaque_types / sizeof opaque_types[0]; i++)
        if (strcmp(opaque_types[i], name) == 0)
            return true;
    return false;
}

/* The integer value of type modifier 'm' into '*v'. */
static qprop_status
typmod_value(const ast *m, long *v, qprop_error *err)
{
    char *end;

    if (m->kind != AST_CONST || m->cnst.kind != CONST_INT || !m->cnst.str)
        return err_set(err, QPROP_ESEMANTIC, m->loc,
                       "type modifiers must be simple constants or "
                       "identifiers");
    *v = strtol(m->cnst.str, &end, 10);
    if (*end || *v > INT32_MAX)
        *v = INT32_MAX;
    return QPROP_OK;
}

qprop_status
catalog_resolve_type(const ast *tn, qp_type *out, qprop_error *err)
{
    const ast_name *n = &tn->type.name;
    const char *name;
    qp_typeid id;
    int nmods = list_len(tn->type.mods);
    long m[2] = {-1, -1};
    qp_type t;
    qprop_status st;

    if (tn->kind != AST_TYPENAME || n->n < 1)
        return ERR_INTERNAL(err, "catalog_resolve_type: not a type name");
    name = n->part[n->n - 1];
    if (n->n > 1 && strcmp(n->part[n->n - 2], "pg_catalog") != 0)
        return err_set(err, QPROP_ESEMANTIC, tn->loc,
                       "type \"%s.%s\" does not exist", n->part[n->n - 2],
                       name);
    if (tn->type.array || (!type_lookup(name, &id) && is_opaque_type(name))) {
        *out = type_plain(T_ANY);
        return QPROP_OK;
    }
    if (!type_lookup(name, &id))
        return err_set(err, QPROP_ESEMANTIC, tn->loc,
                       "type \"%s\" does not exist", name);
    for (int i = 0; i < nmods && i < 2; i++) {
        st = typmod_value(list_nth(tn->type.mods, i), &m[i], err);
        if (st != QPROP_OK)
            return st;
    }
    t = type_plain(id);
    if (nmods == 0) {
        /* char and character mean char(1); bpchar has no length */
        if (id == T_BPCHAR && strcmp(name, "bpchar") != 0)
            t.len = 1;
        *out = t;
        return QPROP_OK;
    }
    switch (id) {
    case T_NUMERIC:
        if (nmods > 2)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid NUMERIC type modifier");
        if (m[0] < 1 || m[0] > 1000)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "NUMERIC precision %ld must be between 1 and 1000",
                           m[0]);
        if (nmods == 2 && m[1] > 1000)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "NUMERIC scale %ld must be between -1000 and 1000",
                           m[1]);
        if (nmods == 2 && m[1] < 0)
            return err_set(err, QPROP_EUNSUPPORTED, tn->loc,
                           "negative NUMERIC scale is not supported");
        t.prec = (int16_t)m[0];
        t.scale = (int16_t)(nmods == 2 ? m[1] : 0);
        break;
    case T_BPCHAR:
    case T_VARCHAR: {
        const char *what = id == T_BPCHAR ? "char" : "varchar";

        if (nmods > 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid type modifier");
        if (m[0] < 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "length for type %s must be at least 1", what);
        if (m[0] > 10485760)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "length for type %s cannot exceed 10485760", what);
        t.len = (int32_t)m[0];
        break;
    }
    case T_FLOAT4:
    case T_FLOAT8:
        if (strcmp(name, "float") != 0 || nmods > 1)
            goto not_allowed;
        if (m[0] < 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "precision for type float must be at least 1 bit");
        if (m[0] > 53)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "precision for type float must be less than 54 "
                           "bits");
        t = type_plain(m[0] <= 24 ? T_FLOAT4 : T_FLOAT8);
        break;
    case T_TIME:
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        if (nmods > 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid type modifier");
        if (m[0] < 0)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "%s(%ld) precision must not be negative",
                           id == T_TIME ? "TIME"
                           : id == T_TIMESTAMP ? "TIMESTAMP"
                                               : "TIMESTAMP WITH TIME ZONE",
                           m[0]);
        t.prec = (int16_t)(m[0] > 6 ? 6 : m[0]);
        break;
    case T_INTERVAL:
        /* interval(p): fractional second precision, not modelled */
        break;
    default:
        goto not_allowed;
    }
    *out = t;
    return QPROP_OK;

not_allowed:
    return err_set(err, QPROP_ESEMANTIC, tn->loc,
                   "type modifier is not allowed for type \"%s\"",
                   name);
}

/* The type named 'name' that schema 'schema' declared, or NULL. */
const cat_type *
cat_type_in_schema(const catalog *cat, const char *schema, const char *name)
{
    for (int i = 0; i < list_len(cat->types); i++) {
        const cat_type *t = list_nth(cat->types, i);

        if (strcmp(t->name, name) == 0 && strcmp(t->schema, schema) == 0)
            return t;
    }
    return NULL;
}

/* The type named 'n' that a schema declared, or NULL: a qualified name
   in its schema, an unqualified one along the search_path. */
const cat_type *
cat_find_type(const catalog *cat, const ast_name *n)
{
    const char *name = n->part[n->n - 1];
    const char *order[CAT_MAX_PATH + 2];
    int k;

    if (n->n > 1)
        return cat_type_in_schema(cat, n->part[n->n - 2], name);
    k = cat_type_search_order(cat, order);
    for (int i = 0; i < k; i++) {
        const cat_type *t = cat_type_in_schema(cat, order[i], name);

        if (t)
            return t;
    }
    return NULL;
}

/* An identifier as PostgreSQL would need it written: quoted unless it is
   lower case letters, digits, '_' and '$' not starting with a digit.
   (Keywords used as type names are not quoted; pg_dump qualifies them.) */
void
cat_put_ident(strbuf *sb, const char *s)
{
    bool plain = s[0] && !(s[0] >= '0' && s[0] <= '9') && s[0] != '$';

    for (const char *c = s; *c && plain; c++)
        plain = (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9')
                || *c == '_' || *c == '$';
    if (plain) {
        sb_puts(sb, s);
        return;
    }
    sb_putc(sb, '"');
    for (const char *c = s; *c; c++) {
        if (*c == '"')
            sb_putc(sb, '"');
        sb_putc(sb, *c);
    }
    sb_putc(sb, '"');
}

/*
 * The opaque type of a column whose type qprop does not model: an
 * extension's type (citext, hstore, ltree), an array, a built-in type
 * it does not model (uuid, jsonb), or any other name; its name as
 * written ("public.citext", "character varying(5)[]", "bit(3)").
 */
static qprop_status
opaque_column_type(const catalog *cat, arena *a, const ast *tn,
                   qp_type *out, qprop_error *err)
{
    const ast_name *n = &tn->type.name;
    const cat_type *ct = cat_find_type(cat, n);
    qp_typeid id;
    strbuf sb;

    sb_init(&sb, a);
    if (ct && ct->kind != CTYPE_DOMAIN) {
        sb_puts(&sb, type_name(a, ct->type));
    } else if (ct
               || ((n->n == 1 || strcmp(n->part[0], "pg_catalog") == 0)
                   && type_lookup(n->part[n->n - 1], &id))) {
        /* an array of a built-in type or of a domain: the element type's
           name with its modifiers */
        ast elem = *tn;
        qp_type et;
        qprop_status st;

        elem.type.array = false;
        if (ct)
            et = ct->type;
        else if ((st = catalog_resolve_type(&elem, &et, err)) != QPROP_OK)
            return st;
        if (et.id == T_ANY && type_opaque_name(et))
            sb_puts(&sb, type_opaque_name(et));
        else if (ct)
            for (int i = 0; i < n->n; i++) {
                if (i)
                    sb_putc(&sb, '.');
                cat_put_ident(&sb, n->part[i]);
            }
        else
            sb_puts(&sb, type_name(a, et));
    } else {
        strbuf mods;

        sb_init(&mods, a);
        if (list_len(tn->type.mods)) {
            sb_putc(&mods, '(');
            for (int i = 0; i < list_len(tn->type.mods); i++) {
                const ast *m = list_nth(tn->type.mods, i);

                if (i)
                    sb_puts(&mods, ", ");
                if (m->kind == AST_CONST && m->cnst.kind == CONST_STRING)
                    sb_put_sqlstr(&mods, m->cnst.str);
                else if (m->kind == AST_CONST && m->cnst.str)
                    sb_puts(&mods, m->cnst.str);
                else if (m->kind == AST_COLREF && m->colref.n == 1
                         && !m->colref.star)
                    cat_put_ident(&mods, m->colref.part[0]);
                else
                    return err_set(err, QPROP_ESEMANTIC, m->loc,
                                   "type modifiers must be simple constants "
                                   "or identifiers");
            }
            sb_putc(&mods, ')');
        }
        if (n->n == 1 && type_is_sql_word(n->part[0])) {
            /* time(2) with time zone, as PostgreSQL's catalog reads it
               (quoted, "time with time zone"(2) names no type) */
            sb_puts(&sb, type_sql_word_mods(a, n->part[0],
                                            mods.len ? mods.data : ""));
        } else {
            for (int i = 0; i < n->n; i++) {
                if (i)
                    sb_putc(&sb, '.');
                cat_put_ident(&sb, n->part[i]);
            }
            sb_puts(&sb, mods.len ? mods.data : "");
        }
    }
    if (tn->type.array)
        sb_puts(&sb, "[]");
    if (a->failed)
        return ERR_OOM(err);
    *out = type_opaque(sb.data);
    return QPROP_OK;
}

/*
 * The type of column type name 'tn': a domain is its base type, a type
 * qprop models is resolved with its modifiers, any other type is opaque
 * (opaque_column_type()).  The catalog trusts the dump: a name it does
 * not know is a type some extension or earlier statement declared.
 */
qprop_status
cat_resolve_column_type(const catalog *cat, arena *a, const ast *tn,
                    qp_type *out, qprop_error *err)
{
    const ast_name *n = &tn->type.name;
    const cat_type *ct;
    qp_typeid id;

    if (tn->kind != AST_TYPENAME || n->n < 1)
        return ERR_INTERNAL(err, "resolve_column_type: not a type name");
    if (type_name_is_array(tn)) {
        /* an array of a built-in type qprop models: integer[], _int4,
           numeric(10,2)[] (an array of a type the dump declares stays
           opaque) */
        ast *elem = type_name_elem(a, tn);
        qp_type et;

        if (!elem)
            return ERR_OOM(err);
        if (!cat_find_type(cat, &elem->type.name)
            && (elem->type.name.n == 1
                || strcmp(elem->type.name.part[0], "pg_catalog") == 0)
            && type_lookup(elem->type.name.part[elem->type.name.n - 1], &id)) {
            qprop_status st = catalog_resolve_type(elem, &et, err);

            if (st != QPROP_OK)
                return st;
            *out = type_array_of(a, et);
            return QPROP_OK;
        }
    }
    ct = cat_find_type(cat, n);
    if (!tn->type.array && ct) {
        if (ct->kind == CTYPE_DOMAIN && list_len(tn->type.mods))
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "type modifier is not allowed for type \"%s\"",
                           ct->name);
        *out = ct->type;
        return QPROP_OK;
    }
    if (!tn->type.array && !ct
        && (n->n == 1 || (n->n == 2 && strcmp(n->part[0], "pg_catalog") == 0))
        && type_lookup(n->part[n->n - 1], &id))
        return catalog_resolve_type(tn, out, err);
    return opaque_column_type(cat, a, tn, out, err);
}

const char *
cat_column_name_at(const cat_column *c, unsigned long when)
{
    const char *name = c->name;

    for (const cat_colname *h = c->was; h && h->until > when; h = h->prev)
        name = h->name;
    return name;
}

bool
catalog_enum_type(const catalog *cat, const ast_name *n, qp_type *out)
{
    const cat_type *ct = n->n >= 1 ? cat_find_type(cat, n) : NULL;

    if (!ct || ct->kind != CTYPE_ENUM || !ct->enm)
        return false;
    *out = ct->type;
    return true;
}

int
catalog_composite(const catalog *cat, qp_type t, const char *const **names,
                  const qp_type **types)
{
    if (t.id != T_ANY || !type_opaque_name(t))
        return -1;
    for (int i = 0; i < list_len(cat->types); i++) {
        const cat_type *ct = list_nth(cat->types, i);

        /* a column of the type carries the type's own name string; a
           cast names it as written */
        if (ct->kind != CTYPE_COMPOSITE || !type_opaque_name(ct->type)
            || (type_opaque_name(ct->type) != type_opaque_name(t)
                && strcmp(type_opaque_name(ct->type), type_opaque_name(t)) != 0))
            continue;
        *names = ct->fnames;
        *types = ct->ftypes;
        return ct->nfields;
    }
    return -1;
}

/* ---- functions, aggregates and operators (routine.c) ---- */

const list *
catalog_routines(const catalog *cat, const char *name)
{
    return cat_routines_named(cat->routines, name);
}

const qp_type *
catalog_type_lookup(const catalog *cat, const ast_name *n)
{
    const cat_type *ct = cat_find_type(cat, n);

    return ct ? &ct->type : NULL;
}
