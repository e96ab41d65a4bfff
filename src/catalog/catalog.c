/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog.c — tables, views, columns, keys and DDL
 *
 * The catalog applies DDL statements to a set of relations kept in its own
 * arena, looked up by name in a hash map: CREATE TABLE (columns and their
 * types, primary and partition keys), PARTITION OF, CREATE VIEW, DROP,
 * ALTER TABLE ADD PRIMARY KEY / ATTACH / DETACH PARTITION, and relation
 * statistics.  Partitioning follows PostgreSQL 15; a new partition's bound
 * is converted and checked against its siblings by partbound.c.
 *
 * NB: every statement is validated completely before the catalog changes,
 *     so a failing statement leaves it as it was.  Values and names
 *     computed for a failed statement stay in the arena until
 *     catalog_free(); they are unreachable, not leaked.
 * NB: a partitioned table's children are kept in bound order (range by
 *     lower bound, list by smallest value with a NULL-only partition after
 *     the others, hash by modulus then remainder, the default last), the
 *     order in which PostgreSQL lists them in an Append.
 * NB: tree walks use explicit stacks, so a deep partition tree cannot
 *     exhaust the C stack.
 */
#include "catalog/catalog.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
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

void
catalog_set_pg_version(catalog *cat, int version)
{
    cat->pg_version = version;
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

/* SET TIME ZONE, set_config('TimeZone', ...), RESET TimeZone. */
static qprop_status
set_timezone(catalog *cat, const ast *stmt, qprop_error *err)
{
    const qp_tz *tz;
    qprop_status st;

    if (stmt->settz.is_local)
        /* a zone for the rest of a transaction block: not modelled (and
           outside one PostgreSQL ignores it with a warning) */
        return err_set(err, QPROP_EUNSUPPORTED, stmt->loc,
                       "SET LOCAL TimeZone is not supported: use SET "
                       "TimeZone");
    /* a SET in a transaction block that rolls back is undone */
    if (!cat_save(cat, &cat->tz, sizeof cat->tz))
        return err_set(err, QPROP_ENOMEM, stmt->loc, "out of memory");
    if (stmt->settz.reset) {
        cat->tz = cat->tz_default;
        return QPROP_OK;
    }
    if (!stmt->settz.value)
        return err_set(err, QPROP_EUNSUPPORTED, stmt->loc,
                       "this TimeZone value is not supported: write the "
                       "zone as a string ('UTC', 'Europe/Berlin') or a "
                       "number of hours");
    st = tz_load(&cat->a, stmt->settz.value, stmt->loc, &tz, err);
    if (st == QPROP_OK)
        cat->tz = tz;
    return st;
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
static const char *
relname(const ast_name *n)
{
    return n->n > 0 ? n->part[n->n - 1] : "";
}

static qprop_status
oom(qprop_error *err)
{
    return ERR_OOM(err);
}

/* PostgreSQL's error for DDL on a system relation. */
static qprop_status
system_rel(const cat_table *t, int loc, qprop_error *err)
{
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "permission denied: \"%s\" is a system catalog", t->name);
}

/* The relation a DDL statement names 'n', found as a query finds it. */
static cat_table *
find_rel(const catalog *cat, const ast_name *n)
{
    return catalog_lookup_in(cat, NULL, n);
}

/* A relation's name for an error: "s.t" as written when qualified. */
static const char *
written_name(arena *a, const ast_name *n)
{
    if (n->n > 1)
        return arena_printf(a, "%s.%s", n->part[n->n - 2], n->part[n->n - 1]);
    return relname(n);
}

/* The relation named 'name' in schema 'schema', or NULL. */
static cat_table *
find_in_schema(const catalog *cat, const char *schema, const char *name)
{
    cat_table *t = catalog_find(cat, name);

    while (t && strcmp(t->schema, schema) != 0)
        t = t->next_same;
    return t;
}

/*
 * The schema a new relation 'n' goes into, copied into the catalog, in
 * '*out'; PostgreSQL's error when there is none or when a relation of
 * that name is already there ("relation \"t\" already exists"; with IF
 * NOT EXISTS, QPROP_DONE and no error).
 */
static qprop_status
new_rel_schema(catalog *cat, const ast_name *n, bool temp,
               bool if_not_exists, int loc, const char **out,
               qprop_error *err)
{
    const char *s;
    qprop_status rc = cat_creation_schema(cat, n, temp, loc, &s, err);

    if (rc != QPROP_OK)
        return rc;
    if (strcmp(s, "pg_catalog") == 0) {
        err_set(err, QPROP_ESEMANTIC, loc,
                "permission denied to create \"pg_catalog.%s\"", relname(n));
        err_detail(err, "System catalog modifications are currently "
                        "disallowed.");
        return QPROP_ESEMANTIC;
    }
    if (find_in_schema(cat, s, relname(n))) {
        if (if_not_exists)
            return QPROP_DONE;
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "relation \"%s\" already exists", relname(n));
    }
    if (!(*out = arena_strdup(&cat->a, s)))
        return oom(err);
    return QPROP_OK;
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
static bool
rel_remove(catalog *cat, cat_table *t)
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
static bool
subtree(arena *a, const cat_table *t, list **out)
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

    if (!subtree(a, t, &all))
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

/* ---- primary keys ---- */

/*
 * Check that a primary key on columns 'names' (count 'n') of 't' includes
 * the partition key of 't' and of every partitioned table below it.
 */
static qprop_status
check_pkey_covers_partkey(arena *a, const cat_table *t, const char **names,
                          int n, int loc, qprop_error *err)
{
    list *all = NULL;

    if (!subtree(a, t, &all))
        return oom(err);
    for (int i = 0; i < list_len(all); i++) {
        const cat_table *x = list_nth(all, i);

        if (!x->is_partitioned)
            continue;
        for (int k = 0; k < x->nkeys; k++) {
            const char *kc;
            bool found = false;

            if (x->keycols[k] < 0) {
                err_set(err, QPROP_ESEMANTIC, loc,
                        "unsupported PRIMARY KEY constraint with partition "
                        "key definition");
                err_detail(err, "PRIMARY KEY constraints cannot be used "
                           "when partition keys include expressions.");
                return QPROP_ESEMANTIC;
            }
            kc = x->cols[x->keycols[k]].name;

            for (int j = 0; j < n && !found; j++)
                found = strcmp(names[j], kc) == 0;
            if (!found) {
                err_set(err, QPROP_ESEMANTIC, loc,
                        "unique constraint on partitioned table must "
                        "include all partitioning columns");
                err_detail(err, "PRIMARY KEY constraint on table \"%s\" "
                           "lacks column \"%s\" which is part of the "
                           "partition key.", x->name, kc);
                return QPROP_ESEMANTIC;
            }
        }
    }
    return QPROP_OK;
}

/* PostgreSQL's name for the primary key of 't' given none,
   "<table>_pkey", or NULL when PostgreSQL may have chosen another (a
   relation of that name in its schema, a name longer than 63 bytes) or
   on OOM. */
static const char *
default_pkey_name(catalog *cat, const cat_table *t)
{
    const char *n = arena_printf(&cat->a, "%s_pkey", t->name);

    if (!n || strlen(n) > 63 || find_in_schema(cat, t->schema, n))
        return NULL;
    return n;
}

/* Set the primary key of 't' to the columns named 'names' (all exist). */
static bool
set_pkey(arena *a, cat_table *t, const char **names, int n)
{
    int *pk = ARENA_NEWN(a, int, n > 0 ? n : 1);

    if (!pk)
        return false;
    for (int i = 0; i < n; i++) {
        pk[i] = cat_column_index(t, names[i]);
        t->cols[pk[i]].not_null = true;
    }
    t->pkey = pk;
    t->npkey = n;
    return true;
}

/* Names of the primary key columns of 't', in 'a'. */
static const char **
pkey_names(arena *a, const cat_table *t)
{
    const char **names = ARENA_NEWN(a, const char *, t->npkey + 1);

    if (!names)
        return NULL;
    for (int i = 0; i < t->npkey; i++)
        names[i] = t->cols[t->pkey[i]].name;
    return names;
}

/* ---- CREATE TABLE ---- */

static const struct {
    const char *name;
    qp_typeid id;
} serial_types[] = {
    {"bigserial", T_INT8}, {"serial", T_INT4}, {"serial2", T_INT2},
    {"serial4", T_INT4},   {"serial8", T_INT8}, {"smallserial", T_INT2},
};

/* The type named 'name' that schema 'schema' declared, or NULL. */
static const cat_type *
type_in_schema(const catalog *cat, const char *schema, const char *name)
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
static const cat_type *
find_type(const catalog *cat, const ast_name *n)
{
    const char *name = n->part[n->n - 1];
    const char *order[CAT_MAX_PATH + 2];
    int k;

    if (n->n > 1)
        return type_in_schema(cat, n->part[n->n - 2], name);
    k = cat_type_search_order(cat, order);
    for (int i = 0; i < k; i++) {
        const cat_type *t = type_in_schema(cat, order[i], name);

        if (t)
            return t;
    }
    return NULL;
}

const cat_type *
cat_find_type(const catalog *cat, const ast_name *n)
{
    return find_type(cat, n);
}

/* An identifier as PostgreSQL would need it written: quoted unless it is
   lower case letters, digits, '_' and '$' not starting with a digit.
   (Keywords used as type names are not quoted; pg_dump qualifies them.) */
static void
put_ident(strbuf *sb, const char *s)
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
    const cat_type *ct = find_type(cat, n);
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
                put_ident(&sb, n->part[i]);
            }
        else
            sb_puts(&sb, type_name(a, et));
    } else {
        for (int i = 0; i < n->n; i++) {
            if (i)
                sb_putc(&sb, '.');
            put_ident(&sb, n->part[i]);
        }
        if (list_len(tn->type.mods)) {
            sb_putc(&sb, '(');
            for (int i = 0; i < list_len(tn->type.mods); i++) {
                const ast *m = list_nth(tn->type.mods, i);

                if (i)
                    sb_puts(&sb, ", ");
                if (m->kind == AST_CONST && m->cnst.kind == CONST_STRING)
                    sb_put_sqlstr(&sb, m->cnst.str);
                else if (m->kind == AST_CONST && m->cnst.str)
                    sb_puts(&sb, m->cnst.str);
                else if (m->kind == AST_COLREF && m->colref.n == 1
                         && !m->colref.star)
                    put_ident(&sb, m->colref.part[0]);
                else
                    return err_set(err, QPROP_ESEMANTIC, m->loc,
                                   "type modifiers must be simple constants "
                                   "or identifiers");
            }
            sb_putc(&sb, ')');
        }
    }
    if (tn->type.array)
        sb_puts(&sb, "[]");
    if (a->failed)
        return oom(err);
    *out = type_opaque(sb.data);
    return QPROP_OK;
}

/*
 * The type of column type name 'tn': a domain is its base type, a type
 * qprop models is resolved with its modifiers, any other type is opaque
 * (opaque_column_type()).  The catalog trusts the dump: a name it does
 * not know is a type some extension or earlier statement declared.
 */
static qprop_status
resolve_column_type(const catalog *cat, arena *a, const ast *tn,
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
            return oom(err);
        if (!find_type(cat, &elem->type.name)
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
    ct = find_type(cat, n);
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

/* Type of a column definition; serial types are integers NOT NULL. */
static qprop_status
column_type(const catalog *cat, arena *a, const ast *def, qp_type *t,
            bool *serial, qprop_error *err)
{
    const ast *tn = def->coldef.typename;

    *serial = false;
    if (!tn)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "column \"%s\" has no type", def->coldef.name);
    if (tn->type.name.n == 1 && !tn->type.array && !tn->type.mods) {
        for (size_t i = 0; i < sizeof serial_types / sizeof serial_types[0];
             i++) {
            if (strcmp(serial_types[i].name, tn->type.name.part[0]) == 0) {
                *t = type_plain(serial_types[i].id);
                *serial = true;
                return QPROP_OK;
            }
        }
    }
    return resolve_column_type(cat, a, tn, t, err);
}

/* The domain column definition 'def' is declared of, or NULL. */
static const cat_type *
column_domain(const catalog *cat, const ast *def)
{
    const ast *tn = def->coldef.typename;
    const cat_type *ct;

    /* "d[]" too: the column's type is then an array (column_uses()) */
    if (!tn || tn->kind != AST_TYPENAME || tn->type.name.n < 1)
        return NULL;
    ct = find_type(cat, &tn->type.name);
    return ct && ct->kind == CTYPE_DOMAIN ? ct : NULL;
}

/* The immutable built-in functions a partition key expression may call
   whatever their argument types (date_trunc: checked in key_expr_ok()). */
static const char *const key_funcs[] = {
    "abs", "lower", "upper", "substr", "substring", "length", "char_length",
    "btrim", "ltrim", "rtrim", "mod", "date_trunc",
};

/*
 * Check the partition key expression 'e' of table 't' as PostgreSQL's
 * ComputePartitionAttrs() would, within what qprop can judge: columns of
 * 't', constants, operators, AND/OR/NOT, casts, COLLATE and the functions of
 * key_funcs[]; '*has_col' is set when it reads a column.  Anything else
 * (an aggregate, a window, a subquery, a row, a user's function, whose
 * volatility qprop does not know) is refused.
 */
static qprop_status
key_expr_ok(const cat_table *t, const ast *e, bool *has_col,
            qprop_error *err)
{
    qprop_status rc;
    bool known = false;

    if (!e)
        return QPROP_OK;
    switch (e->kind) {
    case AST_CONST:
        return QPROP_OK;
    case AST_COLREF:
        if (e->colref.n != 1 || e->colref.star)
            break;
        if (cat_column_index(t, e->colref.part[0]) < 0)
            return err_set(err, QPROP_ESEMANTIC, e->loc,
                           "column \"%s\" does not exist",
                           e->colref.part[0]);
        *has_col = true;
        return QPROP_OK;
    case AST_OP:
        if ((rc = key_expr_ok(t, e->op.left, has_col, err)) != QPROP_OK)
            return rc;
        return key_expr_ok(t, e->op.right, has_col, err);
    case AST_BOOL:
        for (int i = 0; i < list_len(e->boolx.args); i++)
            if ((rc = key_expr_ok(t, list_nth(e->boolx.args, i), has_col,
                                  err)) != QPROP_OK)
                return rc;
        return QPROP_OK;
    case AST_CAST:
        return key_expr_ok(t, e->cast.arg, has_col, err);
    case AST_COLLATE:
        return key_expr_ok(t, e->collate.arg, has_col, err);
    case AST_FUNC:
        if (e->func.name.n != 1 || e->func.over || e->func.filter
            || e->func.agg_order || e->func.star || e->func.distinct
            || e->func.extract_field)
            break;
        for (size_t i = 0; i < sizeof key_funcs / sizeof key_funcs[0]; i++)
            known = known || strcmp(key_funcs[i], e->func.name.part[0]) == 0;
        if (!known)
            break;
        if (strcmp(e->func.name.part[0], "date_trunc") == 0) {
            /* immutable only on a timestamp without time zone (on a
               timestamptz or a date it is stable) */
            const ast *x = list_len(e->func.args) == 2
                               ? list_nth(e->func.args, 1) : NULL;
            int c = x && x->kind == AST_COLREF && x->colref.n == 1
                            && !x->colref.star
                        ? cat_column_index(t, x->colref.part[0]) : -1;

            if (c < 0 || t->cols[c].type.id != T_TIMESTAMP)
                break;
        }
        for (int i = 0; i < list_len(e->func.args); i++)
            if ((rc = key_expr_ok(t, list_nth(e->func.args, i), has_col,
                                  err)) != QPROP_OK)
                return rc;
        return QPROP_OK;
    default:
        break;
    }
    return err_set(err, QPROP_EUNSUPPORTED, e->loc,
                   "this partition key expression is not supported: only "
                   "columns, constants, operators, AND/OR/NOT, casts and "
                   "the functions abs, lower, upper, substr, length, trim and "
                   "date_trunc of a timestamp are");
}

/* Partition key of 't' from the AST_PARTSPEC 'ps'; 'text' ('len' bytes)
   is the input the statement was read from (an expression key keeps its
   text). */
static qprop_status
set_partkey(arena *a, cat_table *t, const ast *ps, const char *text,
            size_t len, qprop_error *err)
{
    int n = list_len(ps->partspec.keys);

    if (n == 0)
        return ERR_INTERNAL(err, "empty partition key");
    if (ps->partspec.strategy == PART_LIST && n > 1)
        return err_set(err, QPROP_ESEMANTIC, ps->loc,
                       "cannot use \"list\" partition strategy with more "
                       "than one column");
    t->keycols = ARENA_NEWN(a, int, n);
    t->keyopclass = ARENA_NEWN(a, const char *, n);
    t->keycoll = ARENA_NEWN(a, const char *, n);
    t->keyexpr = ARENA_NEWN(a, cat_column, n);
    t->keyx = ARENA_NEWN(a, cat_keyx *, n);
    if (!t->keycols || !t->keyopclass || !t->keycoll || !t->keyexpr
        || !t->keyx)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const ast *k = list_nth(ps->partspec.keys, i);
        const char *cname;
        int c;

        if (k->kind != AST_COLREF || k->colref.n != 1 || k->colref.star) {
            /* an expression: kept as written, never pruned on */
            bool has_col = false;
            qprop_status rc = key_expr_ok(t, k, &has_col, err);

            if (rc != QPROP_OK)
                return rc;
            if (!has_col)
                return err_set(err, QPROP_ESEMANTIC, k->loc,
                               "cannot use constant expression as partition "
                               "key");
            if (!text || k->loc < 0 || k->end <= k->loc
                || (size_t)k->end > len)
                /* an AST built without its text (the API) */
                return err_set(err, QPROP_EUNSUPPORTED, k->loc,
                               "a partition key expression needs the text "
                               "of its statement");
            t->keycols[i] = -1;
            t->keyexpr[i].type = type_plain(T_ANY);
            t->keyexpr[i].name = arena_strndup(a, text + k->loc,
                                               (size_t)(k->end - k->loc));
            if (!t->keyexpr[i].name || !cat_keyx_build(a, t, i, k))
                return oom(err);
            continue;
        }
        cname = k->colref.part[0];
        c = cat_column_index(t, cname);
        if (c < 0)
            return err_set(err, QPROP_ESEMANTIC, k->loc,
                           "column \"%s\" named in partition key does not "
                           "exist", cname);
        /* a key of a type qprop does not model (uuid, an enum, citext)
           is kept: its bounds are kept as written and never compared,
           and the table is never pruned (cat_partkey_type_modelled()) */
        t->keycols[i] = c;
        /* the key's names outlive the statement: copy them */
        if ((k->colref.opclass
             && !(t->keyopclass[i] = arena_strdup(a, k->colref.opclass)))
            || (k->colref.collation
                && !(t->keycoll[i] = arena_strdup(a, k->colref.collation))))
            return oom(err);
    }
    t->is_partitioned = true;
    t->strategy = ps->partspec.strategy;
    t->nkeys = n;
    return QPROP_OK;
}

static cat_table *
new_table(arena *a, const char *name, int loc)
{
    cat_table *t = ARENA_NEW(a, cat_table);

    if (!t)
        return NULL;
    t->name = arena_strdup(a, name);
    if (!t->name)
        return NULL;
    t->reltuples = -1;
    t->loc = loc;
    return t;
}

static bool
same_type(qp_type x, qp_type y)
{
    return x.id == y.id && x.prec == y.prec && x.scale == y.scale
           && x.len == y.len;
}

/*
 * The columns 't' inherits from the parents named in INHERITS, as
 * PostgreSQL merges them: each parent's columns in order, a column of the
 * same name as an earlier one merged into it (same type, NOT NULL if
 * either is), into t->cols (room for 'room' columns); the parents into
 * '*parents'.  CHECK constraints and defaults are not modelled; a
 * parent's primary key is not inherited.
 */
static qprop_status
inherit_columns(const catalog *cat, arena *a, cat_table *t, const ast *st,
                int room, list **parents, qprop_error *err)
{
    for (int i = 0; i < list_len(st->create.inherits); i++) {
        const char *pname = relname(list_nth(st->create.inherits, i));
        cat_table *p = find_rel(cat, list_nth(st->create.inherits, i));

        if (!p)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", pname);
        if (p->is_view)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "inherited relation \"%s\" is not a table", pname);
        if (p->is_system)
            return system_rel(p, st->loc, err);
        if (p->is_partitioned || p->parent)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "cannot inherit from %s \"%s\"",
                           p->is_partitioned ? "partitioned table"
                                             : "partition",
                           pname);
        for (int j = 0; j < list_len(*parents); j++)
            if (list_nth(*parents, j) == p)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "relation \"%s\" would be inherited from more "
                               "than once", pname);
        if (!list_push(a, parents, p))
            return oom(err);
        for (int k = 0; k < p->ncols; k++) {
            int c = cat_column_index(t, p->cols[k].name);

            if (c >= 0) {
                if (!same_type(t->cols[c].type, p->cols[k].type))
                    return err_set(err, QPROP_ESEMANTIC, st->loc,
                                   "inherited column \"%s\" has a type "
                                   "conflict", p->cols[k].name);
                t->cols[c].not_null |= p->cols[k].not_null;
                continue;
            }
            if (t->ncols == room)
                return ERR_INTERNAL(err, "inherited columns overflow");
            t->cols[t->ncols] = p->cols[k];
            t->cols[t->ncols++].not_null = p->cols[k].not_null;
        }
    }
    return QPROP_OK;
}

/* Columns of a plain CREATE TABLE (after those it inherits); counts
   inline PRIMARY KEYs. */
static qprop_status
define_columns(const catalog *cat, arena *a, cat_table *t, const ast *st,
               const char ***pk, int *npk, qprop_error *err)
{
    const list *defs = st->create.columns;
    int n = list_len(defs), room = n, ninh;
    list *parents = NULL;
    qprop_status rc;

    for (int i = 0; i < list_len(st->create.inherits); i++) {
        const cat_table *p =
            find_rel(cat, list_nth(st->create.inherits, i));

        room += p ? p->ncols : 0;
    }
    t->cols = ARENA_NEWN(a, cat_column, room > 0 ? room : 1);
    if (!t->cols)
        return oom(err);
    rc = inherit_columns(cat, a, t, st, room, &parents, err);
    if (rc != QPROP_OK)
        return rc;
    t->inh_parents = parents;
    ninh = t->ncols;
    for (int i = 0; i < n; i++) {
        const ast *def = list_nth(defs, i);
        int at = cat_column_index(t, def->coldef.name);
        cat_column *c;
        qp_type type;
        bool serial;

        if (at >= ninh)
            return err_set(err, QPROP_ESEMANTIC, def->loc,
                           "column \"%s\" specified more than once",
                           def->coldef.name);
        rc = column_type(cat, a, def, &type, &serial, err);
        if (rc != QPROP_OK)
            return rc;
        if (at >= 0) {
            /* merged with an inherited column of the same name */
            c = &t->cols[at];
            if (!same_type(c->type, type))
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "column \"%s\" has a type conflict",
                               def->coldef.name);
            c->not_null |= def->coldef.not_null || serial;
        } else {
            c = &t->cols[t->ncols];
            c->type = type;
            c->name = arena_strdup(a, def->coldef.name);
            if (!c->name)
                return oom(err);
            c->not_null = def->coldef.not_null || serial;
            c->domain = column_domain(cat, def);
            t->ncols++;
        }
        if (def->coldef.primary_key) {
            if (*npk > 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "multiple primary keys for table \"%s\" are "
                               "not allowed", t->name);
            *pk = ARENA_NEWN(a, const char *, 1);
            if (!*pk)
                return oom(err);
            (*pk)[0] = c->name;
            *npk = 1;
        }
    }
    return QPROP_OK;
}

/* Constraints given to the columns of a PARTITION OF child. */
static qprop_status
partition_columns(arena *a, cat_table *t, const cat_table *parent,
                  const ast *st, const char ***pk, int *npk,
                  qprop_error *err)
{
    const list *defs = st->create.columns;

    t->ncols = parent->ncols;
    t->cols = ARENA_NEWN(a, cat_column, parent->ncols > 0 ? parent->ncols : 1);
    if (!t->cols)
        return oom(err);
    memcpy(t->cols, parent->cols, sizeof(cat_column) * (size_t)parent->ncols);
    for (int i = 0; i < list_len(defs); i++) {
        const ast *def = list_nth(defs, i);
        int c = cat_column_index(t, def->coldef.name);

        for (int j = 0; j < i; j++) {
            const ast *prev = list_nth(defs, j);

            if (strcmp(prev->coldef.name, def->coldef.name) == 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "column \"%s\" specified more than once",
                               def->coldef.name);
        }
        if (c < 0)
            return err_set(err, QPROP_ESEMANTIC, def->loc,
                           "column \"%s\" does not exist", def->coldef.name);
        if (def->coldef.not_null)
            t->cols[c].not_null = true;
        if (def->coldef.primary_key) {
            if (*npk > 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "multiple primary keys for table \"%s\" are "
                               "not allowed", t->name);
            *pk = ARENA_NEWN(a, const char *, 1);
            if (!*pk)
                return oom(err);
            (*pk)[0] = t->cols[c].name;
            *npk = 1;
        }
    }
    return QPROP_OK;
}

/* Look up 'name' as a partitioned table, for PARTITION OF and ALTER. */
static qprop_status
find_partitioned(const catalog *cat, const ast_name *n, int loc,
                 cat_table **out, qprop_error *err)
{
    const char *name = relname(n);
    cat_table *p = find_rel(cat, n);

    if (!p)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "relation \"%s\" does not exist", name);
    if (p->is_view)
        return err_set(err, QPROP_ESEMANTIC, loc, "\"%s\" is not a table",
                       name);
    if (!p->is_partitioned)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "table \"%s\" is not partitioned", name);
    *out = p;
    return QPROP_OK;
}

static qprop_status
create_table(catalog *cat, const ast *st, const char *text, size_t len,
             qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = relname(&st->create.name), *schema;
    cat_table *parent = NULL, *t;
    const char **pk = NULL;
    int npk = 0;
    qprop_status rc;

    rc = new_rel_schema(cat, &st->create.name, st->create.temp,
                        st->create.if_not_exists, st->loc, &schema, err);
    if (rc != QPROP_OK)
        return rc == QPROP_DONE ? QPROP_OK : rc;
    if (st->create.parent.n > 0) {
        rc = find_partitioned(cat, &st->create.parent, st->loc,
                              &parent, err);
        if (rc != QPROP_OK)
            return rc;
        if (!st->create.bound)
            return ERR_INTERNAL(err, "PARTITION OF without a bound");
    }
    t = new_table(a, name, st->loc);
    if (!t)
        return oom(err);
    t->schema = schema;
    if (parent)
        rc = partition_columns(a, t, parent, st, &pk, &npk, err);
    else
        rc = define_columns(cat, a, t, st, &pk, &npk, err);
    if (rc != QPROP_OK)
        return rc;

    /* table-level PRIMARY KEY (cols) */
    if (st->create.pkey) {
        int n = list_len(st->create.pkey);

        if (npk > 0)
            return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                           "multiple primary keys for table \"%s\" are not "
                           "allowed", name);
        pk = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
        if (!pk)
            return oom(err);
        for (int i = 0; i < n; i++) {
            const char *c = list_nth(st->create.pkey, i);

            if (cat_column_index(t, c) < 0)
                return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                               "column \"%s\" named in key does not exist", c);
            for (int j = 0; j < i; j++)
                if (strcmp(pk[j], c) == 0)
                    return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                                   "column \"%s\" appears twice in primary "
                                   "key constraint", c);
            pk[i] = t->cols[cat_column_index(t, c)].name;
        }
        npk = n;
    }
    /* a partition inherits its parent's primary key */
    if (parent && npk == 0 && parent->npkey > 0) {
        pk = pkey_names(a, parent);
        if (!pk)
            return oom(err);
        npk = parent->npkey;
    }

    if (st->create.partspec) {
        rc = set_partkey(a, t, st->create.partspec, text, len, err);
        if (rc != QPROP_OK)
            return rc;
    }
    if (npk > 0) {
        rc = check_pkey_covers_partkey(a, t, pk, npk,
                                       st->create.pkey ? st->create.pkey_loc
                                                       : st->loc,
                                       err);
        if (rc != QPROP_OK)
            return rc;
        if (!set_pkey(a, t, pk, npk))
            return oom(err);
        t->pkey_name = st->create.pkey_name;
        for (int i = 0; i < list_len(st->create.columns); i++) {
            const ast *def = list_nth(st->create.columns, i);

            if (def->coldef.primary_key && def->coldef.pkey_name)
                t->pkey_name = def->coldef.pkey_name;
        }
        if (!(t->pkey_name = t->pkey_name ? arena_strdup(a, t->pkey_name)
                                          : default_pkey_name(cat, t))
            && a->failed)
            return oom(err);
    }
    if (parent) {
        cat_bound *b;
        int *locs = NULL;

        rc = cat_build_bound(a, parent, st->create.bound, cat->tz, &b, &locs,
                             err);
        if (rc == QPROP_OK)
            rc = cat_check_bound(a, parent, name, st->create.bound, b, locs,
                                 err);
        if (rc != QPROP_OK)
            return rc;
        t->parent = parent;
        t->bound = b;
    }
    if (a->failed)
        return oom(err);

    /* commit */
    for (int i = 0; i < list_len(t->inh_parents); i++) {
        cat_table *p = list_nth(t->inh_parents, i);

        if (!cat_save_list(cat, &p->inh_children)
            || !list_push(a, &p->inh_children, t))
            return oom(err);
    }
    if (parent && (!cat_save_list(cat, &parent->children)
                   || !cat_insert_child(a, parent, t)))
        return oom(err);
    if (!cat_rel_insert(cat, t)) {
        if (parent)
            cat_remove_child(parent, t);
        return oom(err);
    }
    return QPROP_OK;
}

/* ---- CREATE TABLE AS, SELECT INTO, CREATE MATERIALIZED VIEW ---- */

qprop_status
catalog_create_as(catalog *cat, const ast *st, int ncols,
                  const char *const *names, const qp_type *types,
                  qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = relname(&st->create.name), *schema;
    int nnames = list_len(st->create.as_colnames);
    cat_table *t;
    qprop_status rc;

    rc = new_rel_schema(cat, &st->create.name, st->create.temp,
                        st->create.if_not_exists, st->loc, &schema, err);
    if (rc != QPROP_OK)
        return rc == QPROP_DONE ? QPROP_OK : rc;
    if (nnames > ncols)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "too many column names were specified");
    t = new_table(a, name, st->loc);
    if (!t || !(t->cols = ARENA_NEWN(a, cat_column, ncols > 0 ? ncols : 1)))
        return oom(err);
    t->schema = schema;
    t->is_matview = st->create.matview;
    for (int i = 0; i < ncols; i++) {
        const char *c = i < nnames ? list_nth(st->create.as_colnames, i)
                                   : names[i];

        if (cat_column_index(t, c) >= 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" specified more than once", c);
        t->cols[i].name = arena_strdup(a, c);
        /* an untyped literal's column is text, as in PostgreSQL */
        t->cols[i].type = types[i].id == T_UNKNOWN ? type_plain(T_TEXT)
                                                   : types[i];
        if (!t->cols[i].name)
            return oom(err);
        t->ncols++;
    }
    if (a->failed || !cat_rel_insert(cat, t))
        return oom(err);
    return QPROP_OK;
}

/* ---- CREATE VIEW ---- */

/* 'out' and the identifier 'id' in double quotes (a quote doubled). */
static void
put_quoted(strbuf *out, const char *id)
{
    sb_putc(out, '"');
    for (; *id; id++) {
        if (*id == '"')
            sb_putc(out, '"');
        sb_putc(out, *id);
    }
    sb_putc(out, '"');
}

/*
 * The text of CREATE RECURSIVE VIEW st's query 'q' (its 'len' bytes as
 * written) as PostgreSQL stores it: WITH RECURSIVE name (cols) AS (q)
 * SELECT cols FROM name, with the view's unqualified name.  On one line,
 * so that the lines of errors in the view are those of the text.
 */
static char *
recursive_view_sql(arena *a, const ast *st, const char *q, size_t len)
{
    const char *rel = st->view.name.part[st->view.name.n - 1];
    const list *cols = st->view.colnames;
    strbuf b;

    sb_init(&b, a);
    sb_puts(&b, "WITH RECURSIVE ");
    put_quoted(&b, rel);
    sb_puts(&b, " (");
    for (int i = 0; i < list_len(cols); i++) {
        if (i)
            sb_puts(&b, ", ");
        put_quoted(&b, list_nth(cols, i));
    }
    sb_puts(&b, ") AS (");
    sb_putn(&b, q, len);
    sb_puts(&b, ") SELECT ");
    for (int i = 0; i < list_len(cols); i++) {
        if (i)
            sb_puts(&b, ", ");
        put_quoted(&b, list_nth(cols, i));
    }
    sb_puts(&b, " FROM ");
    put_quoted(&b, rel);
    return a->failed ? NULL : b.data;
}

/* 't' with what it points to (an opaque type's name, an array's
   element type) copied into 'a', for a catalog that outlives the
   statement that typed it; an enum's labels are the catalog's own. */
static qp_type
keep_type(arena *a, qp_type t)
{
    if (t.id == T_ANY && t.opaque)
        t.opaque = arena_strdup(a, t.opaque);
    else if (t.id == T_ARRAY && t.elem) {
        qp_type *e = ARENA_NEW(a, qp_type);

        if (e)
            *e = keep_type(a, *t.elem);
        t.elem = e; /* NULL only on OOM, which the caller checks */
    }
    return t;
}

/* Copy 'def's dependencies, routines and columns (names from 'v's
   column list first) into view or materialized view 'v'; false on
   OOM. */
static bool
set_deps(catalog *cat, cat_table *v, const cat_viewdef *def)
{
    arena *a = &cat->a;

    for (int i = 0; i < list_len(def->deps); i++) {
        const cat_dep *d = list_nth(def->deps, i);
        cat_dep *c = ARENA_NEW(a, cat_dep);

        if (!c || !list_push(a, &v->deps, c))
            return false;
        c->rel = d->rel;
        c->pkey = d->pkey;
        if (d->col && !(c->col = arena_strdup(a, d->col)))
            return false;
    }
    for (int i = 0; i < list_len(def->routines); i++)
        if (!list_push(a, &v->dep_routines, list_nth(def->routines, i)))
            return false;
    for (int i = 0; i < list_len(def->exprtypes); i++) {
        qp_type *t = ARENA_NEW(a, qp_type);

        if (!t || !list_push(a, &v->dep_types, t))
            return false;
        *t = keep_type(a, *(const qp_type *)list_nth(def->exprtypes, i));
    }
    v->nout = def->ncols;
    v->outnames = ARENA_NEWN(a, const char *, def->ncols + 1);
    v->outtypes = ARENA_NEWN(a, qp_type, def->ncols + 1);
    if (!v->outnames || !v->outtypes)
        return false;
    for (int i = 0; i < def->ncols; i++) {
        v->outnames[i] = i < v->ncols && v->is_view
                             ? v->cols[i].name
                             : arena_strdup(a, def->names[i]);
        v->outtypes[i] = keep_type(a, def->types[i]);
    }
    v->deps_known = true;
    return !a->failed;
}

/* PostgreSQL's errors for CREATE OR REPLACE VIEW whose new columns
   'v' do not keep those of 'old' as they were (more may follow). */
static qprop_status
check_replace(arena *a, const cat_table *old, const cat_table *v, int loc,
              qprop_error *err)
{
    if (v->nout < old->nout)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "cannot drop columns from view");
    for (int i = 0; i < old->nout; i++) {
        if (strcmp(old->outnames[i], v->outnames[i]) != 0) {
            err_set(err, QPROP_ESEMANTIC, loc,
                    "cannot change name of view column \"%s\" to \"%s\"",
                    old->outnames[i], v->outnames[i]);
            err_hint(err, "Use ALTER VIEW ... RENAME COLUMN ... to change "
                          "name of view column instead.");
            return QPROP_ESEMANTIC;
        }
        /* by the type alone: typmods qprop derives less surely */
        if (old->outtypes[i].id != v->outtypes[i].id
            && old->outtypes[i].id != T_ANY && v->outtypes[i].id != T_ANY)
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "cannot change data type of view column \"%s\" "
                           "from %s to %s", old->outnames[i],
                           type_name(a, old->outtypes[i]),
                           type_name(a, v->outtypes[i]));
    }
    return QPROP_OK;
}

qprop_status
catalog_create_view(catalog *cat, const ast *st, const char *text,
                    size_t len, int base_line, const cat_viewdef *def,
                    qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = relname(&st->view.name), *schema;
    cat_table *old, *v;
    const ast *q = st->view.query;
    int n = list_len(st->view.colnames);
    qprop_status rc;

    rc = cat_creation_schema(cat, &st->view.name, st->view.temp, st->loc,
                             &schema, err);
    if (rc != QPROP_OK)
        return rc;
    old = find_in_schema(cat, schema, name);
    if (old) {
        if (!old->is_view && st->view.or_replace)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a view", name);
        if (!st->view.or_replace)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" already exists", name);
    }
    if (!q || q->loc < 0 || q->end < q->loc || (size_t)q->end > len)
        return ERR_INTERNAL(err, "view query has no text");
    v = new_table(a, name, st->loc);
    if (!v)
        return oom(err);
    v->is_view = true;
    v->schema = arena_strdup(a, schema);
    v->view_path = cat->path;
    v->view_sql = st->view.recursive
                  ? recursive_view_sql(a, st, text + q->loc,
                                       (size_t)(q->end - q->loc))
                  : arena_strndup(a, text + q->loc,
                                  (size_t)(q->end - q->loc));
    v->view_line = base_line;
    for (int i = 0; i < q->loc; i++)
        if (text[i] == '\n')
            v->view_line++;
    v->cols = ARENA_NEWN(a, cat_column, n > 0 ? n : 1);
    if (!v->view_sql || !v->cols)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const char *c = list_nth(st->view.colnames, i);

        if (cat_column_index(v, c) >= 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" specified more than once", c);
        v->cols[i].name = arena_strdup(a, c);
        v->cols[i].type = type_plain(T_ANY);
        if (!v->cols[i].name)
            return oom(err);
        v->ncols++;
    }
    if (def && def->ncols < n)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "CREATE VIEW specifies more column names than "
                       "columns");
    if (def && !set_deps(cat, v, def))
        return oom(err);
    if (old && old->deps_known && v->deps_known
        && (rc = check_replace(a, old, v, st->loc, err)) != QPROP_OK)
        return rc;
    if (a->failed || !v->schema)
        return oom(err);
    if (!old) {
        if (!cat_rel_insert(cat, v))
            return oom(err);
        v->defined = v->made;
        return QPROP_OK;
    }
    /* OR REPLACE: the same relation takes the new query, so that the
       views reading it read the new one as PostgreSQL's do (its columns
       stay as they were; when more follow, or qprop cannot tell, views
       made before are refused, as their SELECT * would now read more) */
    if (!cat_save(cat, old, sizeof *old))
        return oom(err);
    v->next_same = old->next_same;
    v->made = old->made;
    v->defined = ++cat->epoch;
    v->reshaped = old->reshaped;
    if (!old->deps_known || !v->deps_known || v->nout > old->nout)
        v->reshaped = v->defined;
    *old = *v;
    return QPROP_OK;
}

qprop_status
catalog_matview_deps(catalog *cat, const ast *st, const cat_viewdef *def,
                     qprop_error *err)
{
    cat_table *t = find_rel(cat, &st->create.name);

    if (!t || !t->is_matview || t->deps_known || t->made != cat->epoch)
        return QPROP_OK; /* IF NOT EXISTS found one */
    return set_deps(cat, t, def) ? QPROP_OK : oom(err);
}

/* ---- dependencies: DROP ---- */

static bool mark_changed(catalog *cat, cat_table *t, const char *what,
                         bool recurse);

/* What PostgreSQL calls relation 't' in its messages: "table t",
   "view s.v" (the schema when the search_path does not find it by its
   name), in 'a'; NULL on OOM. */
static const char *
rel_label(const catalog *cat, arena *a, const cat_table *t)
{
    const char *kind = t->is_matview ? "materialized view"
                       : t->is_view  ? "view"
                                     : "table";
    ast_name nm = {0};

    nm.part[nm.n++] = t->name;
    if (catalog_lookup_in(cat, NULL, &nm) == t)
        return arena_printf(a, "%s %s", kind, t->name);
    return arena_printf(a, "%s %s.%s", kind, t->schema, t->name);
}

static bool
in_list(const list *l, const void *x)
{
    for (int i = 0; i < list_len(l); i++)
        if (list_nth(l, i) == x)
            return true;
    return false;
}

/* True when 'sql' has 'name' in it, in any case (a view whose
   dependencies qprop does not know may read a relation so named). */
static bool
mentions(const char *sql, const char *name)
{
    for (const char *p = sql; *p; p++) {
        size_t k = 0;

        while (name[k] && p[k]
               && tolower((unsigned char)p[k])
                      == tolower((unsigned char)name[k]))
            k++;
        if (!name[k])
            return true;
    }
    return false;
}

/* Every relation of 'cat', into '*out' in the order they were made;
   false on OOM. */
static bool
all_relations(catalog *cat, list **out)
{
    arena *a = &cat->a;

    for (size_t i = 0; i < cat->names.cap; i++) {
        const hmap_slot *sl = &cat->names.slots[i];

        for (cat_table *t = sl->key ? sl->value : NULL; t; t = t->next_same)
            if (!list_push(a, out, t))
                return false;
    }
    /* insertion sort by 'made': a few hundred relations at most */
    for (int i = 1; i < list_len(*out); i++) {
        void *x = (*out)->items[i];
        int j = i;

        for (; j > 0 && ((cat_table *)(*out)->items[j - 1])->made
                            > ((cat_table *)x)->made; j--)
            (*out)->items[j] = (*out)->items[j - 1];
        (*out)->items[j] = x;
    }
    return true;
}

/* A relation DROP takes with what it was asked to drop, and why (the
   DETAIL line of PostgreSQL's error, or of its NOTICE under CASCADE). */
struct dropset {
    list *gone;              /* of cat_table *: everything that goes */
    list *why;               /* of const char *: one line per dependent */
    list *unknown;           /* of cat_table *: views whose dependencies
                                are not known and that name one of them */
};

/* Add 't' and its partitions to 'ds->gone' (those not there yet);
   false on OOM. */
static bool
gone_add(catalog *cat, dropset *ds, cat_table *t)
{
    list *tree = NULL;

    if (!subtree(&cat->a, t, &tree))
        return false;
    for (int i = 0; i < list_len(tree); i++)
        if (!in_list(ds->gone, list_nth(tree, i))
            && !list_push(&cat->a, &ds->gone, list_nth(tree, i)))
            return false;
    return true;
}

/* Add dependent 't' ("'t' depends on 'on'") to 'ds'; false on OOM. */
static bool
dependent_add(catalog *cat, dropset *ds, cat_table *t, const char *on)
{
    const char *line = arena_printf(&cat->a, "%s depends on %s",
                                    rel_label(cat, &cat->a, t), on);

    return line && list_push(&cat->a, &ds->why, (void *)line)
           && gone_add(cat, ds, t);
}

/*
 * Close 'ds' over what depends on its relations, as PostgreSQL's
 * pg_depend does: tables inheriting from one, views and materialized
 * views reading one (their dependencies known), transitively.  Views
 * whose dependencies are not known and whose query names one go to
 * 'ds->unknown'.  False on OOM.
 */
static bool
close_dependents(catalog *cat, dropset *ds)
{
    list *rels = NULL;
    bool more = true;

    if (!all_relations(cat, &rels))
        return false;
    while (more) {
        more = false;
        for (int i = 0; i < list_len(rels); i++) {
            cat_table *x = list_nth(rels, i);

            if (in_list(ds->gone, x))
                continue;
            for (int k = 0; k < list_len(x->inh_parents) && !more; k++) {
                cat_table *p = list_nth(x->inh_parents, k);

                if (in_list(ds->gone, p)) {
                    if (!dependent_add(cat, ds, x,
                                       rel_label(cat, &cat->a, p)))
                        return false;
                    more = true;
                }
            }
            for (int k = 0; !more && x->deps_known
                            && k < list_len(x->deps); k++) {
                const cat_dep *d = list_nth(x->deps, k);

                if (in_list(ds->gone, d->rel)) {
                    if (!dependent_add(cat, ds, x,
                                       rel_label(cat, &cat->a, d->rel)))
                        return false;
                    more = true;
                }
            }
        }
    }
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *x = list_nth(rels, i);

        if (!x->is_view || x->deps_known || in_list(ds->gone, x))
            continue;
        for (int k = 0; k < list_len(ds->gone); k++)
            if (mentions(x->view_sql,
                         ((cat_table *)list_nth(ds->gone, k))->name)) {
                if (!list_push(&cat->a, &ds->unknown, x))
                    return false;
                break;
            }
    }
    return true;
}

/*
 * PostgreSQL's error for a DROP of 'what' ("table t") that other objects
 * depend on ('ds->why' nonempty) without CASCADE.  'many': more than one
 * object was named.
 */
static qprop_status
depend_error(const dropset *ds, const char *what, bool many, int loc,
             qprop_error *err)
{
    char detail[sizeof err->detail] = "";
    size_t at = 0;

    if (many)
        err_set(err, QPROP_ESEMANTIC, loc, "cannot drop desired object(s) "
                "because other objects depend on them");
    else
        err_set(err, QPROP_ESEMANTIC, loc, "cannot drop %s because other "
                "objects depend on it", what);
    for (int i = 0; i < list_len(ds->why); i++) {
        const char *line = list_nth(ds->why, i);
        /* room for the line and, after it, the count of those left */
        size_t need = strlen(line) + 1 + (i + 1 < list_len(ds->why) ? 48 : 0);

        if (at + need >= sizeof detail) {
            /* PostgreSQL's words when it does not list them all */
            snprintf(detail + at, sizeof detail - at,
                     "%sand %d other objects (see server log for list)",
                     i ? "\n" : "", list_len(ds->why) - i);
            break;
        }
        at += (size_t)snprintf(detail + at, sizeof detail - at, "%s%s",
                               i ? "\n" : "", line);
    }
    err_detail(err, "%s", detail);
    err_hint(err, "Use DROP ... CASCADE to drop the dependent objects too.");
    return QPROP_ESEMANTIC;
}

/*
 * Remove every relation of 'ds->gone' from the catalog (and from its
 * parent's partitions, its inheritance parents' children), and mark the
 * views of 'ds->unknown' (qprop cannot tell whether PostgreSQL dropped
 * them).  Inside a transaction block every change is saved for a
 * rollback; QPROP_OK or OOM.
 */
static qprop_status
drop_set(catalog *cat, const dropset *ds, qprop_error *err)
{
    for (int i = 0; i < list_len(ds->gone); i++) {
        cat_table *t = list_nth(ds->gone, i);

        if (t->parent && !in_list(ds->gone, t->parent)) {
            if (!cat_save_list(cat, &t->parent->children)
                || !cat_save(cat, &t->parent, sizeof t->parent))
                return oom(err);
            cat_remove_child(t->parent, t);
            t->parent = NULL;
        }
        for (int k = 0; k < list_len(t->inh_parents); k++) {
            cat_table *p = list_nth(t->inh_parents, k);
            list *sib;
            int n = 0;

            if (in_list(ds->gone, p))
                continue;
            if (!cat_save_list(cat, &p->inh_children))
                return oom(err);
            sib = p->inh_children;
            for (int j = 0; j < list_len(sib); j++)
                if (list_nth(sib, j) != t)
                    sib->items[n++] = sib->items[j];
            if (sib)
                sib->n = n;
        }
    }
    for (int i = 0; i < list_len(ds->gone); i++)
        if (!rel_remove(cat, list_nth(ds->gone, i)))
            return oom(err);
    for (int i = 0; i < list_len(ds->unknown); i++)
        if (!mark_changed(cat, list_nth(ds->unknown, i),
                          "the DROP of a relation it may read", false))
            return oom(err);
    return QPROP_OK;
}

/*
 * Drop what depends on an object other than a relation ('what', "column
 * b of table u", "function h(integer)"): 'ds' holds its direct
 * dependents (gone and why), closed here.  Without 'cascade' any
 * dependent is PostgreSQL's error and nothing changes.  The caller then
 * drops the object itself.
 */
qprop_status
cat_drop_dependents(catalog *cat, dropset *ds, const char *what,
                    bool cascade, int loc, qprop_error *err)
{
    if (!close_dependents(cat, ds))
        return oom(err);
    if (!cascade && list_len(ds->why) > 0)
        return depend_error(ds, what, false, loc, err);
    return drop_set(cat, ds, err);
}

/*
 * The views and materialized views that read column 'col' of a
 * relation of 'tree' (NULL: call routine 'r'), as direct dependents in
 * a new dropset ("view v depends on 'what'"); NULL on OOM.
 */
dropset *
cat_users_of(catalog *cat, const list *tree, const char *col,
             const void *r, const char *what)
{
    dropset *ds = ARENA_NEW(&cat->a, dropset);
    list *rels = NULL;

    if (!ds || !all_relations(cat, &rels))
        return NULL;
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *x = list_nth(rels, i);
        bool hit = false;

        if (!x->deps_known)
            continue;
        for (int k = 0; !r && k < list_len(x->deps) && !hit; k++) {
            const cat_dep *d = list_nth(x->deps, k);

            hit = d->col && strcmp(d->col, col) == 0
                  && in_list(tree, d->rel);
        }
        if (r)
            hit = in_list(x->dep_routines, r);
        if (hit && !dependent_add(cat, ds, x, what))
            return NULL;
    }
    return ds;
}

static qprop_status
drop(catalog *cat, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    static const char *const kinds[] = {
        "table", "view", "materialized view",
    };
    static const char *const verbs[] = {
        "TABLE", "VIEW", "MATERIALIZED VIEW",
    };
    int want = st->drop.matview ? 2 : st->drop.is_view ? 1 : 0;
    list *victims = NULL;
    dropset ds = { NULL, NULL, NULL };

    for (int i = 0; i < list_len(st->drop.names); i++) {
        const ast_name *nm = list_nth(st->drop.names, i);
        const char *name = relname(nm);
        cat_table *t = find_rel(cat, nm);
        int is;

        if (!t) {
            if (st->drop.if_exists)
                continue;
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "%s \"%s\" does not exist", kinds[want],
                           written_name(a, nm));
        }
        if (t->is_system)
            return system_rel(t, st->loc, err);
        is = t->is_matview ? 2 : t->is_view ? 1 : 0;
        if (is != want) {
            err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a %s", name,
                    kinds[want]);
            err_hint(err, "Use DROP %s to remove a %s.", verbs[is],
                     kinds[is]);
            return QPROP_ESEMANTIC;
        }
        if (!list_push(a, &victims, t))
            return oom(err);
    }
    /* a partition, a table inheriting from a victim, a view reading one
       go with it under CASCADE, else the statement fails (partitions
       always go) */
    for (int i = 0; i < list_len(victims); i++)
        if (!gone_add(cat, &ds, list_nth(victims, i)))
            return oom(err);
    if (!close_dependents(cat, &ds))
        return oom(err);
    if (!st->drop.cascade && list_len(ds.why) > 0)
        return depend_error(&ds, rel_label(cat, a, list_nth(victims, 0)),
                            list_len(victims) > 1, st->loc, err);
    /* commit: nothing below allocates outside a transaction block (inside
       one, an OOM while saving leaves the block's changes to roll back) */
    return drop_set(cat, &ds, err);
}

/* ---- DROP SCHEMA ---- */

qprop_status
cat_drop_schema_objects(catalog *cat, const char *schema, bool cascade,
                        int loc, qprop_error *err)
{
    arena *a = &cat->a;
    list *byk[3] = { NULL, NULL, NULL }; /* tables, views, matviews */
    int ntypes = 0;
    qprop_status rc;

    for (size_t i = 0; i < cat->names.cap; i++) {
        const hmap_slot *s = &cat->names.slots[i];

        for (cat_table *t = s->key ? s->value : NULL; t; t = t->next_same) {
            ast_name *nm;

            if (strcmp(t->schema, schema) != 0)
                continue;
            if (!(nm = ARENA_NEW(a, ast_name)))
                return oom(err);
            nm->part[nm->n++] = t->schema;
            nm->part[nm->n++] = t->name;
            if (!list_push(a, &byk[t->is_matview ? 2 : t->is_view ? 1 : 0],
                           nm))
                return oom(err);
        }
    }
    for (int i = 0; i < list_len(cat->types); i++)
        ntypes += strcmp(((cat_type *)list_nth(cat->types, i))->schema,
                         schema) == 0;
    if (!cascade && (byk[0] || byk[1] || byk[2] || ntypes)) {
        err_set(err, QPROP_ESEMANTIC, loc,
                "cannot drop schema %s because other objects depend on it",
                schema);
        err_hint(err, "Use DROP ... CASCADE to drop the dependent objects "
                      "too.");
        return QPROP_ESEMANTIC;
    }
    for (int k = 0; k < 3; k++) {
        ast st;

        if (!byk[k])
            continue;
        memset(&st, 0, sizeof st);
        st.kind = AST_DROP;
        st.loc = loc;
        st.drop.is_view = k == 1;
        st.drop.matview = k == 2;
        st.drop.names = byk[k];
        st.drop.cascade = true;
        /* a table dropped with its parent is gone when its turn comes */
        st.drop.if_exists = true;
        if ((rc = drop(cat, &st, err)) != QPROP_OK)
            return rc;
    }
    if (ntypes) {
        list *l;
        int n = 0;

        if (!cat_save_list(cat, &cat->types))
            return oom(err);
        l = cat->types;
        for (int i = 0; i < list_len(l); i++)
            if (strcmp(((cat_type *)list_nth(l, i))->schema, schema) != 0)
                l->items[n++] = l->items[i];
        l->n = n;
    }
    return QPROP_OK;
}

/* ---- ALTER TABLE ---- */

static qprop_status
add_primary_key(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    arena *a = &cat->a;
    int n = list_len(st->alter.cols);
    const char **names = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
    list *all = NULL;
    qprop_status rc;

    if (!names)
        return oom(err);
    if (t->npkey > 0 && t->parent && t->npkey == n) {
        /* pg_dump's key of a partition, attached to its parent's (ALTER
           INDEX ... ATTACH PARTITION): the key the partition already has
           from its parent, not a second one */
        bool same = true;

        for (int i = 0; i < n && same; i++)
            same = strcmp(t->cols[t->pkey[i]].name,
                          (const char *)list_nth(st->alter.cols, i)) == 0;
        if (same)
            return QPROP_OK;
    }
    if (t->npkey > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "multiple primary keys for table \"%s\" are not "
                       "allowed", t->name);
    for (int i = 0; i < n; i++) {
        const char *c = list_nth(st->alter.cols, i);
        int k = cat_column_index(t, c);

        if (k < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" named in key does not exist", c);
        for (int j = 0; j < i; j++)
            if (strcmp(names[j], c) == 0)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "column \"%s\" appears twice in primary key "
                               "constraint", c);
        names[i] = t->cols[k].name;
    }
    rc = check_pkey_covers_partkey(a, t, names, n, st->loc, err);
    if (rc != QPROP_OK)
        return rc;
    if (!subtree(a, t, &all))
        return oom(err);
    /* allocate every key first, so a failure changes nothing */
    {
        int **keys = ARENA_NEWN(a, int *, list_len(all));

        if (!keys)
            return oom(err);
        for (int i = 0; i < list_len(all); i++) {
            keys[i] = ARENA_NEWN(a, int, n > 0 ? n : 1);
            if (!keys[i])
                return oom(err);
        }
        for (int i = 0; i < list_len(all); i++) {
            cat_table *x = list_nth(all, i);

            /* the index reaches every partition that has no key yet;
               with ONLY (pg_dump) the parent's alone: each partition's
               own key comes in its own statement */
            if (x != t && (x->npkey > 0 || st->alter.only))
                continue;
            if (!cat_save(cat, &x->pkey, sizeof x->pkey)
                || !cat_save(cat, &x->npkey, sizeof x->npkey)
                || !cat_save(cat, &x->pkey_name, sizeof x->pkey_name)
                || !cat_save(cat, x->cols, sizeof *x->cols * (size_t)x->ncols))
                return oom(err);
            x->pkey_name = x == t && st->alter.newname
                               ? arena_strdup(a, st->alter.newname)
                               : default_pkey_name(cat, x);
            if (!x->pkey_name && a->failed)
                return oom(err);
            for (int j = 0; j < n; j++) {
                keys[i][j] = cat_column_index(x, names[j]);
                x->cols[keys[i][j]].not_null = true;
            }
            x->pkey = keys[i];
            x->npkey = n;
        }
    }
    return QPROP_OK;
}

static qprop_status
attach_partition(catalog *cat, const ast *st, cat_table *parent,
                 qprop_error *err)
{
    arena *a = &cat->a;
    const char *cname = relname(&st->alter.child);
    cat_table *child = find_rel(cat, &st->alter.child);
    cat_bound *b;
    int *locs = NULL;
    qprop_status rc;

    if (!child)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" does not exist", cname);
    if (child->is_system)
        return system_rel(child, st->loc, err);
    if (child->is_view)
        return err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a table",
                       cname);
    if (child->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "\"%s\" is already a partition", cname);
    for (const cat_table *p = parent; p; p = p->parent) {
        if (p == child) {
            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "circular inheritance not allowed");
            err_detail(err, "\"%s\" is already a child of \"%s\".",
                       parent->name, cname);
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < child->ncols; i++) {
        if (cat_column_index(parent, child->cols[i].name) < 0) {
            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "table \"%s\" contains column \"%s\" not found in parent "
                    "\"%s\"", cname, child->cols[i].name, parent->name);
            err_detail(err, "The new partition may contain only the columns "
                       "present in parent.");
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < parent->ncols; i++) {
        const cat_column *pc = &parent->cols[i];
        int k = cat_column_index(child, pc->name);
        const qp_type *ct;

        if (k < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "child table is missing column \"%s\"", pc->name);
        ct = &child->cols[k].type;
        if (ct->id != pc->type.id || ct->prec != pc->type.prec
            || ct->scale != pc->type.scale || ct->len != pc->type.len)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "child table \"%s\" has different type for column "
                           "\"%s\"", cname, pc->name);
        if (pc->not_null && !child->cols[k].not_null)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" in child table must be marked NOT "
                           "NULL", pc->name);
    }
    if (!st->alter.bound)
        return ERR_INTERNAL(err, "ATTACH PARTITION without a bound");
    rc = cat_build_bound(a, parent, st->alter.bound, cat->tz, &b, &locs,
                         err);
    if (rc == QPROP_OK)
        rc = cat_check_bound(a, parent, cname, st->alter.bound, b, locs, err);
    if (rc != QPROP_OK)
        return rc;
    if (a->failed)
        return oom(err);
    if (!cat_save(cat, &child->bound, sizeof child->bound)
        || !cat_save(cat, &child->parent, sizeof child->parent)
        || !cat_save_list(cat, &parent->children))
        return oom(err);
    child->bound = b; /* cat_insert_child() sorts by it */
    if (!cat_insert_child(a, parent, child)) {
        child->bound = NULL;
        return oom(err);
    }
    child->parent = parent;
    return QPROP_OK;
}

/* Note that 'what' (in the catalog's arena) changed 't' and, with
   'recurse', the tables that inherit from it or are its partitions, as
   PostgreSQL's ALTER TABLE recurses (saved for a rollback).  False on
   OOM. */
static bool
mark_changed(catalog *cat, cat_table *t, const char *what, bool recurse)
{
    if (!t->changed_by) {
        if (!cat_save(cat, &t->changed_by, sizeof t->changed_by))
            return false;
        t->changed_by = what;
    }
    if (!recurse)
        return true;
    for (int i = 0; i < list_len(t->children); i++)
        if (!mark_changed(cat, list_nth(t->children, i), what, true))
            return false;
    for (int i = 0; i < list_len(t->inh_children); i++)
        if (!mark_changed(cat, list_nth(t->inh_children, i), what, true))
            return false;
    return true;
}

/* ---- ALTER TABLE ADD, DROP, RENAME COLUMN, RENAME TO, NOT NULL ---- */

/* PostgreSQL's error for a column action on a view or materialized
   view. */
static qprop_status
not_for_views(const cat_table *t, const char *action, int loc,
              qprop_error *err)
{
    err_set(err, QPROP_ESEMANTIC, loc,
            "ALTER action %s cannot be performed on relation \"%s\"", action,
            t->name);
    err_detail(err, "This operation is not supported for %s.",
               t->is_matview ? "materialized views" : "views");
    return QPROP_ESEMANTIC;
}

/* True when 't' takes part in inheritance (INHERITS), whose column
   actions qprop does not model. */
static bool
inherits(const cat_table *t)
{
    return list_len(t->inh_parents) > 0 || list_len(t->inh_children) > 0;
}

/* True when 't' or a partitioned table below it has an expression in its
   partition key. */
static bool
has_key_expr(const list *tree)
{
    for (int i = 0; i < list_len(tree); i++) {
        const cat_table *x = list_nth(tree, i);

        for (int k = 0; x->is_partitioned && k < x->nkeys; k++)
            if (x->keycols[k] < 0)
                return true;
    }
    return false;
}

/* The table of 'tree' (partitioned tables and their partitions) whose
   partition key holds column 'cname', or NULL. */
static const cat_table *
key_holder(const list *tree, const char *cname)
{
    for (int i = 0; i < list_len(tree); i++) {
        const cat_table *x = list_nth(tree, i);
        int c = cat_column_index(x, cname);

        for (int k = 0; x->is_partitioned && k < x->nkeys; k++)
            if (x->keycols[k] == c)
                return x;
    }
    return NULL;
}

/* Replace the columns of 'x' by a copy with room for 'extra' more (saved
   for a rollback).  False on OOM. */
static bool
own_columns(catalog *cat, cat_table *x, int extra)
{
    cat_column *c = ARENA_NEWN(&cat->a, cat_column, x->ncols + extra + 1);

    if (!c || !cat_save(cat, &x->cols, sizeof x->cols)
        || !cat_save(cat, &x->ncols, sizeof x->ncols))
        return false;
    if (x->ncols > 0)
        memcpy(c, x->cols, sizeof *c * (size_t)x->ncols);
    x->cols = c;
    return true;
}

/* PostgreSQL's system columns, whose names no column may take. */
static const char *const sysnames[] = {
    "tableoid", "ctid", "xmin", "cmin", "xmax", "cmax",
};

/*
 * ADD COLUMN: the column goes at the end of 't' and of every partition
 * below it (ONLY is PostgreSQL's error when there are any).  A column
 * PRIMARY KEY then becomes the table's key.
 */
static qprop_status
add_column(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    arena *a = &cat->a;
    const ast *def = st->alter.coldef;
    list *tree = NULL;
    qp_type type;
    bool serial;
    const char *name;
    unsigned long now;
    qprop_status rc;

    if (t->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot add column to a partition");
    for (size_t k = 0; k < sizeof sysnames / sizeof sysnames[0]; k++)
        if (strcmp(def->coldef.name, sysnames[k]) == 0)
            return err_set(err, QPROP_ESEMANTIC, def->loc,
                           "column name \"%s\" conflicts with a system "
                           "column name", def->coldef.name);
    if (cat_column_index(t, def->coldef.name) >= 0) {
        if (st->alter.if_exists)
            return QPROP_OK; /* PostgreSQL: a NOTICE, skipping */
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "column \"%s\" of relation \"%s\" already exists",
                       def->coldef.name, t->name);
    }
    if (st->alter.only && list_len(t->children) > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column must be added to child tables too");
    rc = column_type(cat, a, def, &type, &serial, err);
    if (rc != QPROP_OK)
        return rc;
    if (def->coldef.primary_key && t->npkey > 0)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "multiple primary keys for table \"%s\" are not "
                       "allowed", t->name);
    if (!(name = arena_strdup(a, def->coldef.name)) || !subtree(a, t, &tree))
        return oom(err);
    now = ++cat->epoch;
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);

        if (!own_columns(cat, x, 1)
            || !cat_save(cat, &x->widened, sizeof x->widened))
            return oom(err);
        x->cols[x->ncols].name = name;
        x->cols[x->ncols].type = type;
        x->cols[x->ncols].not_null = def->coldef.not_null || serial;
        x->cols[x->ncols].domain = column_domain(cat, def);
        /* the views made before do not see it (bind_table_rte) */
        x->cols[x->ncols].added = now;
        x->widened = now;
        x->ncols++;
    }
    if (def->coldef.primary_key) {
        ast key = *st;

        key.alter.cols = NULL;
        if (!list_push(a, &key.alter.cols, (void *)name))
            return oom(err);
        return add_primary_key(cat, &key, t, err);
    }
    return QPROP_OK;
}

static qprop_status drop_column_named(catalog *cat, cat_table *t,
                                      const char *cname, bool cascade,
                                      int loc, qprop_error *err);

/* Stamp every table of 'tree' (a table and its partitions or children)
   as having lost a column now (cat_table.dropped_col); undoable.  Fails
   only out of memory. */
static qprop_status
stamp_dropped_col(catalog *cat, const list *tree, qprop_error *err)
{
    unsigned long now = ++cat->epoch;

    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);

        if (!cat_save(cat, &x->dropped_col, sizeof x->dropped_col))
            return oom(err);
        x->dropped_col = now;
    }
    return QPROP_OK;
}

/*
 * DROP COLUMN from 't' and every partition below it.  A primary key on
 * the column goes with it; a partition key column is PostgreSQL's error.
 */
static qprop_status
drop_column(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    const char *cname = st->alter.colname;

    if (cat_column_index(t, cname) < 0) {
        if (st->alter.if_exists)
            return QPROP_OK; /* PostgreSQL: a NOTICE, skipping */
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column \"%s\" of relation \"%s\" does not exist",
                       cname, t->name);
    }
    if (t->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot drop inherited column \"%s\"", cname);
    if (st->alter.only && list_len(t->children) > 0) {
        err_set(err, QPROP_ESEMANTIC, st->loc,
                "cannot drop column from only the partitioned table when "
                "partitions exist");
        err_hint(err, "Do not specify the ONLY keyword.");
        return QPROP_ESEMANTIC;
    }
    return drop_column_named(cat, t, cname, st->alter.cascade, st->loc, err);
}

/*
 * Drop column 'cname' of 't' (not a partition) and of every partition
 * below it, with the views reading it ('cascade'; else PostgreSQL's
 * error when there are any).  QPROP_DONE when qprop does not model it
 * (a partition key expression): nothing changed, the caller marks the
 * table.
 */
static qprop_status
drop_column_named(catalog *cat, cat_table *t, const char *cname,
                  bool cascade, int loc, qprop_error *err)
{
    const cat_table *key;
    list *tree = NULL;

    if (!subtree(&cat->a, t, &tree))
        return oom(err);
    if (has_key_expr(tree))
        return QPROP_DONE; /* not modelled: the caller marks the table */
    if ((key = key_holder(tree, cname)))
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "cannot drop column \"%s\" because it is part of the "
                       "partition key of relation \"%s\"", cname, key->name);
    /* the views reading the column go with it (CASCADE) or it stays */
    {
        const char *what = arena_printf(&cat->a, "column %s of %s", cname,
                                        rel_label(cat, &cat->a, t));
        dropset *ds = what ? cat_users_of(cat, tree, cname, NULL, what)
                           : NULL;
        qprop_status rc;

        if (!ds)
            return oom(err);
        rc = cat_drop_dependents(cat, ds, what, cascade, loc, err);
        if (rc != QPROP_OK)
            return rc;
    }
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);
        int c = cat_column_index(x, cname), in_key = 0;

        if (!own_columns(cat, x, 0)
            || (x->npkey > 0
                && (!cat_save(cat, &x->pkey, sizeof x->pkey)
                    || !cat_save(cat, &x->npkey, sizeof x->npkey)))
            || (x->nkeys > 0
                && !cat_save(cat, &x->keycols, sizeof x->keycols)))
            return oom(err);
        memmove(&x->cols[c], &x->cols[c + 1],
                sizeof *x->cols * (size_t)(x->ncols - c - 1));
        x->ncols--;
        if (x->npkey > 0) {
            int *pk = ARENA_NEWN(&cat->a, int, x->npkey);

            if (!pk)
                return oom(err);
            for (int j = 0; j < x->npkey; j++) {
                in_key |= x->pkey[j] == c;
                pk[j] = x->pkey[j] - (x->pkey[j] > c);
            }
            x->pkey = pk;
            if (in_key)
                x->npkey = 0; /* the key's index goes with the column */
        }
        if (x->nkeys > 0) {
            int *kc = ARENA_NEWN(&cat->a, int, x->nkeys);

            if (!kc)
                return oom(err);
            for (int k = 0; k < x->nkeys; k++)
                kc[k] = x->keycols[k] - (x->keycols[k] > c);
            x->keycols = kc;
        }
    }
    /* the views that read the column are gone: those left read other
       columns, unless qprop does not know what they read */
    return stamp_dropped_col(cat, tree, err);
}

/*
 * DROP CONSTRAINT 'st->alter.colname' of 't'.  Its primary key goes from
 * it and its partitions, with the views that group by it and read a
 * column functionally dependent on it (cat_dep.pkey; CASCADE, else
 * PostgreSQL's error).  A partition's key is its parent's (PostgreSQL's
 * error).  Another name is a constraint qprop does not model (CHECK,
 * UNIQUE, FOREIGN KEY), or none (PostgreSQL's error): nothing changes.
 * When the key's name is not known (cat_table.pkey_name NULL), or with
 * INHERITS: QPROP_DONE, the caller marks the table.
 */
static qprop_status
drop_constraint(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = st->alter.colname, *what;
    list *tree = NULL, *rels = NULL;
    dropset *ds;
    qprop_status rc;

    if (t->npkey > 0 && !t->pkey_name)
        return QPROP_DONE; /* its key's name is not known */
    if (t->npkey == 0 || strcmp(t->pkey_name, name) != 0)
        return inherits(t) ? QPROP_DONE : QPROP_OK;
    if (t->parent && t->parent->npkey > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot drop inherited constraint \"%s\" of relation "
                       "\"%s\"", name, t->name);
    if (inherits(t))
        return QPROP_DONE;
    if (!subtree(a, t, &tree) || !all_relations(cat, &rels)
        || !(ds = ARENA_NEW(a, dropset))
        || !(what = arena_printf(a, "constraint %s on %s", name,
                                 rel_label(cat, a, t))))
        return oom(err);
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *v = list_nth(rels, i);
        bool hit = false;

        for (int k = 0; v->deps_known && k < list_len(v->deps) && !hit; k++) {
            const cat_dep *d = list_nth(v->deps, k);

            hit = d->pkey && in_list(tree, d->rel);
        }
        if (hit && !dependent_add(cat, ds, v, what))
            return oom(err);
    }
    rc = cat_drop_dependents(cat, ds, what, st->alter.cascade, st->loc, err);
    if (rc != QPROP_OK)
        return rc;
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);

        if (x->npkey == 0)
            continue;
        if (!cat_save(cat, &x->npkey, sizeof x->npkey)
            || !cat_save(cat, &x->pkey_name, sizeof x->pkey_name))
            return oom(err);
        /* the columns stay NOT NULL, as in PostgreSQL 15 */
        x->npkey = 0;
        x->pkey_name = NULL;
    }
    return QPROP_OK;
}

const char *
cat_column_name_at(const cat_column *c, unsigned long when)
{
    const char *name = c->name;

    for (const cat_colname *h = c->was; h && h->until > when; h = h->prev)
        name = h->name;
    return name;
}

/* RENAME COLUMN in 't' and every partition below it. */
static qprop_status
rename_column(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    const char *from = st->alter.colname, *to;
    list *tree = NULL, *rels = NULL;
    unsigned long now;

    if (cat_column_index(t, from) < 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column \"%s\" does not exist", from);
    if (cat_column_index(t, st->alter.newname) >= 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column \"%s\" of relation \"%s\" already exists",
                       st->alter.newname, t->name);
    if (t->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot rename inherited column \"%s\"", from);
    if (st->alter.only && list_len(t->children) > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "inherited column \"%s\" must be renamed in child "
                       "tables too", from);
    if (!subtree(&cat->a, t, &tree))
        return oom(err);
    if (has_key_expr(tree))
        return QPROP_DONE; /* a key expression names its columns */
    if (!(to = arena_strdup(&cat->a, st->alter.newname)))
        return oom(err);
    now = ++cat->epoch;
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);
        cat_column *c;
        cat_colname *h = ARENA_NEW(&cat->a, cat_colname);

        if (!h || !own_columns(cat, x, 0)
            || !cat_save(cat, &x->dropped_col, sizeof x->dropped_col))
            return oom(err);
        c = &x->cols[cat_column_index(x, from)];
        /* the views made before name it as it was (bind_table_rte) */
        h->name = c->name;
        h->until = now;
        h->prev = c->was;
        c->was = h;
        c->name = to;
        x->dropped_col = now; /* views qprop cannot bind: refused */
    }
    /* what the views read follows the column */
    if (!all_relations(cat, &rels))
        return oom(err);
    for (int i = 0; i < list_len(rels); i++) {
        const cat_table *v = list_nth(rels, i);

        for (int k = 0; k < list_len(v->deps); k++) {
            cat_dep *d = list_nth(v->deps, k);

            if (d->col && strcmp(d->col, from) == 0 && in_list(tree, d->rel)) {
                if (!cat_save(cat, &d->col, sizeof d->col))
                    return oom(err);
                d->col = to;
            }
        }
    }
    return QPROP_OK;
}

/* RENAME TO (a new name in its schema) and SET SCHEMA (the same name in
   another schema, 'schema' non-NULL) of 't'; the views made before read
   it still, by its old name (cat_table.was). */
static qprop_status
rename_table(catalog *cat, const ast *st, cat_table *t, const char *schema,
             qprop_error *err)
{
    static const char *const kinds[] = { "table", "view",
                                         "materialized view" };
    const char *to = schema ? t->name : st->alter.newname;
    const char *in = schema ? schema : t->schema;
    cat_relname *h;

    if ((st->alter.relkind == 1 && (!t->is_view || t->is_matview))
        || (st->alter.relkind == 2 && !t->is_matview)) {
        return err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a %s",
                       t->name, kinds[st->alter.relkind]);
    }
    if (schema && !catalog_schema_exists(cat, schema))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "schema \"%s\" does not exist", schema);
    if (schema && strcmp(schema, t->schema) == 0)
        return QPROP_OK;
    if (schema && (strcmp(schema, "pg_catalog") == 0
                   || strcmp(schema, "information_schema") == 0
                   || strcmp(schema, "pg_temp") == 0
                   || strcmp(t->schema, "pg_temp") == 0))
        return err_set(err, QPROP_EUNSUPPORTED, st->loc,
                       "ALTER ... SET SCHEMA into or out of a system or "
                       "temporary schema is not supported");
    if (find_in_schema(cat, in, to))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" already exists%s%s", to,
                       schema ? " in schema " : "",
                       schema ? arena_printf(&cat->a, "\"%s\"", schema) : "");
    h = ARENA_NEW(&cat->a, cat_relname);
    if (!h || !(to = arena_strdup(&cat->a, to))
        || !(in = arena_strdup(&cat->a, in)) || !rel_remove(cat, t)
        || !cat_save(cat, &t->name, sizeof t->name)
        || !cat_save(cat, &t->schema, sizeof t->schema)
        || !cat_save(cat, &t->was, sizeof t->was)
        || !cat_save(cat, &cat->renamed, sizeof cat->renamed))
        return oom(err);
    h->name = t->name;
    h->schema = t->schema;
    h->until = ++cat->epoch;
    h->prev = t->was;
    t->was = h;
    t->name = to;
    t->schema = in;
    cat->renamed = h->until;
    if (!cat_rel_insert(cat, t))
        return oom(err);
    return QPROP_OK;
}

/*
 * ALTER COLUMN SET / DROP NOT NULL on 't' and, unless ONLY, every table
 * below it (partitions and tables that inherit from it).  SET NOT NULL
 * with ONLY on a table that has any is left out: PostgreSQL refuses it
 * for partitions, and inheriting tables' rows may hold NULLs.
 */
static qprop_status
set_not_null(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    bool set = st->alter.kind == ALTER_SET_NOT_NULL;
    int c = cat_column_index(t, st->alter.colname);
    list *todo = NULL;

    if (c < 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column \"%s\" of relation \"%s\" does not exist",
                       st->alter.colname, t->name);
    if (!set) {
        for (int j = 0; j < t->npkey; j++)
            if (t->pkey[j] == c)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "column \"%s\" is in a primary key",
                               st->alter.colname);
        if (t->parent) {
            int pc = cat_column_index(t->parent, st->alter.colname);

            if (pc >= 0 && t->parent->cols[pc].not_null)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "column \"%s\" is marked NOT NULL in parent "
                               "table", st->alter.colname);
        }
    }
    if (set && st->alter.only
        && (list_len(t->children) > 0 || list_len(t->inh_children) > 0))
        return QPROP_OK;
    if (!list_push(&cat->a, &todo, t))
        return oom(err);
    for (int i = 0; i < list_len(todo) && !st->alter.only; i++) {
        cat_table *x = list_nth(todo, i);

        for (int j = 0; j < list_len(x->children); j++)
            if (!list_push(&cat->a, &todo, list_nth(x->children, j)))
                return oom(err);
        for (int j = 0; j < list_len(x->inh_children); j++)
            if (!list_push(&cat->a, &todo, list_nth(x->inh_children, j)))
                return oom(err);
    }
    for (int i = 0; i < list_len(todo); i++) {
        cat_table *x = list_nth(todo, i);
        int k = cat_column_index(x, st->alter.colname);

        if (k < 0 || x->cols[k].not_null == set)
            continue;
        if (!own_columns(cat, x, 0))
            return oom(err);
        x->cols[k].not_null = set;
    }
    return QPROP_OK;
}

/*
 * ALTER COLUMN TYPE in 't' and every partition below it.  The USING
 * expression only converts the stored values.  Not checked: that the old
 * type has an assignment cast to the new one (PostgreSQL's "cannot be
 * cast automatically" without USING).
 */
static qprop_status
column_new_type(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    const char *cname = st->alter.colname;
    const ast *def = st->alter.coldef;
    const cat_table *key;
    list *tree = NULL;
    qp_type type;
    bool serial;
    qprop_status rc;

    if (cat_column_index(t, cname) < 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "column \"%s\" of relation \"%s\" does not exist",
                       cname, t->name);
    if (t->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot alter inherited column \"%s\"", cname);
    if (st->alter.only && list_len(t->children) > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "type of inherited column \"%s\" must be changed in "
                       "child tables too", cname);
    rc = column_type(cat, &cat->a, def, &type, &serial, err);
    if (rc != QPROP_OK)
        return rc;
    if (serial)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "type \"%s\" does not exist",
                       def->coldef.typename->type.name.part[0]);
    if (!subtree(&cat->a, t, &tree))
        return oom(err);
    if (has_key_expr(tree))
        return QPROP_DONE; /* not modelled: the caller marks the table */
    if ((key = key_holder(tree, cname)))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot alter column \"%s\" because it is part of the "
                       "partition key of relation \"%s\"", cname, key->name);
    /* a view reading the column: PostgreSQL's error, CASCADE or not */
    {
        dropset *ds = cat_users_of(cat, tree, cname, NULL, "it");

        if (!ds)
            return oom(err);
        if (list_len(ds->gone) > 0) {
            const cat_table *v = list_nth(ds->gone, 0);

            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "cannot alter type of a column used by a view or rule");
            err_detail(err, "rule _RETURN on %s depends on column \"%s\"",
                       rel_label(cat, &cat->a, v), cname);
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);
        cat_column *c;

        if (!own_columns(cat, x, 0))
            return oom(err);
        c = &x->cols[cat_column_index(x, cname)];
        c->type = type;
        c->domain = column_domain(cat, def);
    }
    /* the views reading the column would have stopped it: those made
       before read other columns, unless qprop does not know what they
       read */
    return stamp_dropped_col(cat, tree, err);
}

/*
 * One column or name action of ALTER TABLE on 't'.  What qprop does not
 * model (these actions with INHERITS, a view's columns, a partition key
 * expression) marks the table, so that queries reading it are refused.
 */
static qprop_status
alter_column(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    /* PostgreSQL's names of the actions ("ALTER action %s") */
    static const char *const action[] = {
        [ALTER_ADD_COLUMN] = "ADD COLUMN",
        [ALTER_DROP_COLUMN] = "DROP COLUMN",
        [ALTER_RENAME_COLUMN] = "RENAME COLUMN",
        [ALTER_COLUMN_TYPE] = "ALTER COLUMN ... SET DATA TYPE",
        [ALTER_SET_NOT_NULL] = "SET NOT NULL",
        [ALTER_DROP_NOT_NULL] = "DROP NOT NULL",
        [ALTER_DROP_CONSTRAINT] = "DROP CONSTRAINT",
    };
    ast_alter_kind k = st->alter.kind;
    qprop_status rc = QPROP_DONE;
    const char *what;

    if (t->is_system)
        return system_rel(t, st->loc, err);
    if (k == ALTER_RENAME_TABLE || k == ALTER_SET_SCHEMA)
        return rename_table(cat, st, t,
                            k == ALTER_SET_SCHEMA ? st->alter.newname : NULL,
                            err);
    if ((t->is_view || t->is_matview) && k != ALTER_RENAME_COLUMN)
        return not_for_views(t, action[k], st->loc, err);
    if (k == ALTER_SET_NOT_NULL || k == ALTER_DROP_NOT_NULL)
        return set_not_null(cat, st, t, err);
    if (!inherits(t) && !t->is_view) {
        if (k == ALTER_ADD_COLUMN)
            rc = add_column(cat, st, t, err);
        else if (k == ALTER_DROP_COLUMN)
            rc = drop_column(cat, st, t, err);
        else if (k == ALTER_COLUMN_TYPE)
            rc = column_new_type(cat, st, t, err);
        else if (k == ALTER_DROP_CONSTRAINT)
            rc = drop_constraint(cat, st, t, err);
        else
            rc = rename_column(cat, st, t, err);
    }
    if (rc != QPROP_DONE)
        return rc;
    what = arena_printf(&cat->a, "ALTER TABLE %s", action[k]);
    return what && mark_changed(cat, t, what, !st->alter.only) ? QPROP_OK
                                                                : oom(err);
}

/*
 * The actions of an ALTER TABLE that are not ADD PRIMARY KEY or ATTACH /
 * DETACH PARTITION (alone, or several in ALTER_CMDS), applied in order,
 * all or none.
 */
static qprop_status
alter_actions(catalog *cat, const ast *st, qprop_error *err)
{
    cat_table *t = find_rel(cat, &st->alter.name);
    bool was_in_txn;
    int mark;
    qprop_status rc = QPROP_OK;

    if (!t) {
        if (st->alter.rel_if_exists)
            return QPROP_OK; /* PostgreSQL: a NOTICE, skipping */
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" does not exist",
                       relname(&st->alter.name));
    }
    mark = cat_stmt_begin(cat, &was_in_txn);
    if (st->alter.kind != ALTER_CMDS) {
        rc = alter_column(cat, st, t, err);
    } else {
        for (int i = 0; i < list_len(st->alter.cmds) && rc == QPROP_OK; i++) {
            ast one = *(const ast *)list_nth(st->alter.cmds, i);

            one.alter.name = st->alter.name;
            one.alter.only = st->alter.only;
            if (one.alter.kind == ALTER_ADD_PRIMARY_KEY)
                rc = t->is_view || t->is_system
                         ? err_set(err, QPROP_ESEMANTIC, one.loc,
                                   "\"%s\" is not a table", t->name)
                         : add_primary_key(cat, &one, t, err);
            else if (one.alter.kind == ALTER_ATTACH_PARTITION
                     || one.alter.kind == ALTER_DETACH_PARTITION)
                rc = err_set(err, QPROP_EUNSUPPORTED, one.loc,
                             "ATTACH and DETACH PARTITION are supported as "
                             "the only action of ALTER TABLE");
            else
                rc = alter_column(cat, &one, t, err);
        }
    }
    if (rc == QPROP_OK && cat->a.failed)
        rc = oom(err);
    cat_stmt_end(cat, mark, was_in_txn, rc != QPROP_OK);
    return rc;
}

static qprop_status
alter_table(catalog *cat, const ast *st, qprop_error *err)
{
    const char *name = relname(&st->alter.name);
    cat_table *t;
    qprop_status rc;

    switch (st->alter.kind) {
    case ALTER_ADD_COLUMN:
    case ALTER_DROP_COLUMN:
    case ALTER_RENAME_COLUMN:
    case ALTER_RENAME_TABLE:
    case ALTER_SET_SCHEMA:
    case ALTER_DROP_CONSTRAINT:
    case ALTER_SET_NOT_NULL:
    case ALTER_DROP_NOT_NULL:
    case ALTER_COLUMN_TYPE:
    case ALTER_CMDS:
        return alter_actions(cat, st, err);
    case ALTER_OTHER:
        if (st->alter.reshapes && (t = find_rel(cat, &st->alter.name))) {
            const char *what = arena_strdup(
                &cat->a, st->alter.what ? st->alter.what : "ALTER TABLE");

            if (!what || !mark_changed(cat, t, what, !st->alter.only))
                return oom(err);
        }
        return QPROP_OK;
    case ALTER_ADD_RULE:
    case ALTER_DROP_RULE:
        /* a relation qprop does not know (made by a statement it
           skips) is one it cannot write anyway */
        if (!(t = find_rel(cat, &st->alter.name)) || !st->alter.what)
            return QPROP_OK;
        for (int i = 0; i < list_len(t->rules); i++)
            if (strcmp(list_nth(t->rules, i), st->alter.what) == 0) {
                if (st->alter.kind == ALTER_DROP_RULE) {
                    /* the last one takes its place */
                    t->rules->items[i] = t->rules->items[t->rules->n - 1];
                    t->rules->n--;
                }
                return QPROP_OK;
            }
        if (st->alter.kind == ALTER_ADD_RULE) {
            char *rn = arena_strdup(&cat->a, st->alter.what);

            if (!rn || !list_push(&cat->a, &t->rules, rn))
                return oom(err);
        }
        return QPROP_OK;
    case ALTER_ADD_PRIMARY_KEY:
        t = find_rel(cat, &st->alter.name);
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", name);
        if (t->is_view)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a table", name);
        if (t->is_system)
            return system_rel(t, st->loc, err);
        return add_primary_key(cat, st, t, err);
    case ALTER_ATTACH_PARTITION:
    case ALTER_DETACH_PARTITION:
        rc = find_partitioned(cat, &st->alter.name, st->loc, &t, err);
        if (rc != QPROP_OK)
            return rc;
        if (st->alter.kind == ALTER_ATTACH_PARTITION)
            return attach_partition(cat, st, t, err);
        {
            const char *cname = relname(&st->alter.child);
            cat_table *child = find_rel(cat, &st->alter.child);

            if (!child)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "relation \"%s\" does not exist", cname);
            if (child->parent != t)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "relation \"%s\" is not a partition of "
                               "relation \"%s\"", cname, name);
            if (!cat_save(cat, &child->bound, sizeof child->bound)
                || !cat_save(cat, &child->parent, sizeof child->parent)
                || !cat_save_list(cat, &t->children))
                return oom(err);
            cat_remove_child(t, child);
            child->parent = NULL;
            child->bound = NULL;
            return QPROP_OK;
        }
    }
    return ERR_INTERNAL(err, "alter_table: bad ALTER kind");
}

/* ---- CREATE DOMAIN, CREATE TYPE, ALTER TYPE ADD VALUE ---- */

/*
 * True when column 'col' is of type 'ct': declared of it (a domain), or
 * of an enum or composite 'ct' is, directly, as a domain's base type or as
 * an array's element ('*arr' set then, as PostgreSQL's DETAIL names the
 * array type).
 */
static bool
column_uses(const cat_column *col, const cat_type *ct, bool *arr)
{
    qp_type t = col->type;
    const char *name, *own;
    size_t n;

    *arr = false;
    if (col->domain == ct) {
        /* declared "d[]": an array of the base type */
        *arr = type_elem(t) != NULL
               || (type_opaque_name(t)
                   && strchr(type_opaque_name(t), '[') != NULL);
        return true;
    }
    while (type_elem(t)) {
        t = *type_elem(t);
        *arr = true;
    }
    own = ct->kind == CTYPE_ENUM && ct->enm ? ct->enm->name
          : ct->kind == CTYPE_COMPOSITE ? type_opaque_name(ct->type) : NULL;
    if (!own)
        return false;
    if (t.id == T_ENUM)
        return strcmp(type_enum_def(t)->name, own) == 0;
    if (!(name = type_opaque_name(t)))
        return false;
    /* itself, or an array of it (opaque_column_type: "name[]") */
    n = strlen(own);
    if (strncmp(name, own, n) != 0 || (name[n] != '\0' && name[n] != '['))
        return false;
    *arr |= name[n] == '[';
    return true;
}

/* Add to 'into' what 'from' holds (its lines after those there); false
   on OOM. */
static bool
ds_merge(catalog *cat, dropset *into, const dropset *from)
{
    for (int i = 0; i < list_len(from->why); i++)
        if (!list_push(&cat->a, &into->why, list_nth(from->why, i)))
            return false;
    for (int i = 0; i < list_len(from->gone); i++)
        if (!gone_add(cat, into, list_nth(from->gone, i)))
            return false;
    return true;
}

/* Add line "'what' depends on type 'ct'[]" to 'ds'; false on OOM. */
static bool
type_line(catalog *cat, dropset *ds, const char *what, const cat_type *ct,
          bool arr)
{
    const char *line = arena_printf(&cat->a, "%s depends on type %s%s", what,
                                    ct->name, arr ? "[]" : "");

    return line && list_push(&cat->a, &ds->why, (void *)line);
}

/* The first of 'doms' column 'col' is of (see column_uses()), or NULL. */
static const cat_type *
column_of(const cat_column *col, const list *doms, bool *arr)
{
    for (int d = 0; d < list_len(doms); d++)
        if (column_uses(col, list_nth(doms, d), arr))
            return list_nth(doms, d);
    return NULL;
}

/*
 * What DROP TYPE 'doms' takes of relation 't' (a table, not a
 * partition: its partitions have the same columns): its columns of one
 * of them go, with the views reading them, or the table itself when one
 * is in its partition key.  Lines into 'ds', the columns to drop into
 * '*cols' (pairs: table, name), the tables qprop cannot model it for
 * into '*marks'.  False on OOM.
 */
static bool
type_users_in(catalog *cat, cat_table *t, const list *doms, dropset *ds,
              list **cols, list **marks)
{
    arena *a = &cat->a;
    list *tree = NULL;

    if (!subtree(a, t, &tree))
        return false;
    for (int c = 0; c < t->ncols; c++) {
        bool arr = false;
        const cat_type *hit = column_of(&t->cols[c], doms, &arr);
        const char *cname = t->cols[c].name;
        const cat_table *key;
        const dropset *users;

        if (!hit)
            continue;
        key = key_holder(tree, cname);
        if (key == t) {
            /* PostgreSQL drops the table: its key depends on the type */
            const char *line = arena_printf(a, "%s depends on type %s%s",
                                            rel_label(cat, a, t), hit->name,
                                            arr ? "[]" : "");

            return line && list_push(a, &ds->why, (void *)line)
                   && gone_add(cat, ds, t);
        }
        for (int i = 0; i < list_len(tree); i++) {
            const cat_table *x = list_nth(tree, i);
            const char *what = arena_printf(a, "column %s of %s", cname,
                                            rel_label(cat, a, x));

            if (!what || !type_line(cat, ds, what, hit, arr))
                return false;
        }
        if (key || has_key_expr(tree)) {
            if (!list_push(a, marks, t))
                return false;
            continue;
        }
        users = cat_users_of(cat, tree, cname, NULL,
                             arena_printf(a, "column %s of %s", cname,
                                          rel_label(cat, a, t)));
        if (!users || !ds_merge(cat, ds, users)
            || !list_push(a, cols, t) || !list_push(a, cols, (void *)cname))
            return false;
    }
    return true;
}

qprop_status
cat_drop_domain(catalog *cat, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    const list *names = st->session.path;
    list *doms = NULL, *rels = NULL, *cols = NULL, *marks = NULL;
    list *routines = NULL;
    dropset ds = { NULL, NULL, NULL };
    const char *what = NULL;
    bool was_in_txn;
    int mark;
    qprop_status rc = QPROP_OK;

    for (int i = 0; i < list_len(names); i++) {
        ast_name nm = {0};
        cat_type *ct;

        nm.part[nm.n++] = list_nth(names, i);
        ct = (cat_type *)find_type(cat, &nm);
        if (ct && ct->kind != CTYPE_DOMAIN
            && st->session.kind == SESS_DROP_DOMAIN)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a domain", ct->name);
        if (!ct) {
            if (st->session.if_not_exists)
                continue; /* PostgreSQL: a NOTICE, skipping */
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "type \"%s\" does not exist", nm.part[0]);
        }
        if (!what && !(what = arena_printf(a, "type %s", ct->name)))
            return oom(err);
        if (!list_push(a, &doms, ct))
            return oom(err);
    }
    if (list_len(doms) == 0)
        return QPROP_OK;
    /* the domains over one of them, transitively */
    for (int i = 0; i < list_len(cat->types); i++) {
        const cat_type *d = list_nth(cat->types, i);

        if (d->kind == CTYPE_DOMAIN && d->over && !in_list(doms, d)
            && in_list(doms, d->over)) {
            const char *w = arena_printf(a, "type %s", d->name);

            if (!w || !type_line(cat, &ds, w, d->over, false)
                || !list_push(a, &doms, (void *)d))
                return oom(err);
            i = -1; /* again: one over this one may come before it */
        }
    }
    /* the columns of one of them, with the views reading them */
    if (!all_relations(cat, &rels))
        return oom(err);
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *t = list_nth(rels, i);

        if (t->is_view || t->is_matview || t->parent || t->is_system)
            continue;
        if (!type_users_in(cat, t, doms, &ds, &cols, &marks))
            return oom(err);
    }
    /* the functions whose signature names one, with the views calling
       them */
    if (!cat_routines_using(cat, doms, &routines))
        return oom(err);
    for (int i = 0; i < list_len(routines); i++) {
        const cat_routine *r = list_nth(routines, i);
        const char *label = cat_routine_label(a, r);
        const cat_type *hit = NULL;
        const dropset *users;

        for (int d = 0; d < list_len(doms) && !hit; d++)
            if (in_list(r->types, list_nth(doms, d)))
                hit = list_nth(doms, d);
        if (!label || !type_line(cat, &ds, label, hit, false)
            || !(users = cat_users_of(cat, NULL, NULL, r, label))
            || !ds_merge(cat, &ds, users))
            return oom(err);
    }
    /* the views whose expressions have one of them (a cast, a constant) */
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *v = list_nth(rels, i);
        const cat_type *hit = NULL;
        bool arr = false;

        if (!v->deps_known || in_list(ds.gone, v))
            continue;
        for (int k = 0; k < list_len(v->dep_types) && !hit; k++) {
            cat_column c = {0};

            c.type = *(const qp_type *)list_nth(v->dep_types, k);
            hit = column_of(&c, doms, &arr);
        }
        if (hit && !dependent_add(cat, &ds, v,
                                  arena_printf(a, "type %s", hit->name)))
            return oom(err);
    }
    if (!close_dependents(cat, &ds))
        return oom(err);
    if (!st->session.cascade && list_len(ds.why) > 0)
        return depend_error(&ds, what, list_len(names) > 1, st->loc, err);

    mark = cat_stmt_begin(cat, &was_in_txn);
    rc = drop_set(cat, &ds, err);
    for (int i = 0; rc == QPROP_OK && i + 1 < list_len(cols); i += 2) {
        cat_table *t = list_nth(cols, i);

        if (in_list(ds.gone, t) || cat_column_index(t, list_nth(cols, i + 1)) < 0)
            continue;
        rc = drop_column_named(cat, t, list_nth(cols, i + 1), true, st->loc,
                               err);
        if (rc == QPROP_DONE)
            rc = list_push(a, &marks, t) ? QPROP_OK : oom(err);
    }
    for (int i = 0; rc == QPROP_OK && i < list_len(marks); i++)
        if (!in_list(ds.gone, list_nth(marks, i))
            && !mark_changed(cat, list_nth(marks, i),
                             st->session.kind == SESS_DROP_TYPE
                                 ? "DROP TYPE ... CASCADE"
                                 : "DROP DOMAIN ... CASCADE",
                             true))
            rc = oom(err);
    for (int i = 0; rc == QPROP_OK && i < list_len(routines); i++)
        if (!cat_routine_remove(cat, list_nth(routines, i)))
            rc = oom(err);
    if (rc == QPROP_OK) {
        list *l;
        int n = 0;

        if (!cat_save_list(cat, &cat->types)) {
            rc = oom(err);
        } else {
            l = cat->types;
            for (int i = 0; i < list_len(l); i++)
                if (!in_list(doms, list_nth(l, i)))
                    l->items[n++] = l->items[i];
            if (l)
                l->n = n;
        }
    }
    if (rc == QPROP_OK && a->failed)
        rc = oom(err);
    cat_stmt_end(cat, mark, was_in_txn, rc != QPROP_OK);
    return rc;
}



bool
catalog_enum_type(const catalog *cat, const ast_name *n, qp_type *out)
{
    const cat_type *ct = n->n >= 1 ? find_type(cat, n) : NULL;

    if (!ct || ct->kind != CTYPE_ENUM || !ct->enm)
        return false;
    *out = ct->type;
    return true;
}

/* PostgreSQL's limit on an enum label: NAMEDATALEN - 1 bytes. */
#define ENUM_LABEL_MAX 63

static qprop_status
check_label(const char *label, int loc, qprop_error *err)
{
    if (strlen(label) > ENUM_LABEL_MAX)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "invalid enum label \"%s\"", label);
    return QPROP_OK;
}

/* The labels of the enum 'st' declares, into 'e'. */
static qprop_status
enum_labels(arena *a, qp_enum *e, const ast *st, qprop_error *err)
{
    int n = list_len(st->ctype.labels);

    e->labels = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
    if (!e->labels)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const char *l = list_nth(st->ctype.labels, i);
        qprop_status rc = check_label(l, st->loc, err);

        if (rc != QPROP_OK)
            return rc;
        if (type_enum_pos(e, l) >= 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "duplicate key value violates unique constraint "
                           "\"pg_enum_typid_label_index\"");
        if (!(e->labels[i] = arena_strdup(a, l)))
            return oom(err);
        e->nlabels = i + 1;
    }
    return QPROP_OK;
}

/*
 * ALTER TYPE name ADD VALUE [IF NOT EXISTS] 'x' [BEFORE|AFTER 'y']: the
 * label is inserted where PostgreSQL orders it.  The labels array is
 * replaced, not changed in place, so a value read earlier keeps pointing
 * at a label that still exists.
 */
/* Make the 'n' datums 'd' that hold label 'old' of enum 'e' hold 'to'
   (saved for a rollback).  False on OOM. */
static bool
relabel(catalog *cat, datum *d, int n, const qp_enum *e, const char *old,
        const char *to)
{
    for (int i = 0; d && i < n; i++)
        if (!d[i].is_null && d[i].type.id == T_ENUM && type_enum_def(d[i].type) == e
            && d[i].v.s && strcmp(d[i].v.s, old) == 0) {
            if (!cat_save(cat, &d[i].v.s, sizeof d[i].v.s))
                return false;
            d[i].v.s = to;
        }
    return true;
}

/*
 * ALTER TYPE name RENAME VALUE 'y' TO 'x': the label keeps its place, and
 * the partition bounds that hold it hold the new one (PostgreSQL's bounds
 * name the value, not its text).  The labels array is replaced, and the
 * bounds' values saved, so ROLLBACK restores both.
 */
static qprop_status
rename_enum_value(catalog *cat, const ast *st, const cat_type *ct,
                  qprop_error *err)
{
    qp_enum *e = ct->enm;
    const char *from = st->ctype.neighbor;
    const char *to = st->ctype.add_value;
    const char **labels;
    int at = type_enum_pos(e, from);
    qprop_status rc;

    if ((rc = check_label(to, st->loc, err)) != QPROP_OK)
        return rc;
    if (at < 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "\"%s\" is not an existing enum label", from);
    if (type_enum_pos(e, to) >= 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "enum label \"%s\" already exists", to);
    if (!cat_save(cat, e, sizeof *e)
        || !(labels = ARENA_NEWN(&cat->a, const char *, e->nlabels))
        || !(to = arena_strdup(&cat->a, to)))
        return oom(err);
    for (int i = 0; i < e->nlabels; i++)
        labels[i] = i == at ? to : e->labels[i];
    for (size_t i = 0; i < cat->names.cap; i++) {
        const hmap_slot *sl = &cat->names.slots[i];

        for (cat_table *t = sl->key ? sl->value : NULL; t; t = t->next_same) {
            cat_bound *b = t->bound;

            if (b && (!relabel(cat, b->lo, b->nkeys, e, from, to)
                      || !relabel(cat, b->hi, b->nkeys, e, from, to)
                      || !relabel(cat, b->values, b->nvalues, e, from, to)))
                return oom(err);
        }
    }
    e->labels = labels;
    return QPROP_OK;
}

static qprop_status
add_enum_value(catalog *cat, const ast *st, qprop_error *err)
{
    const ast_name *n = &st->ctype.name;
    const cat_type *ct = find_type(cat, n);
    const char *label = st->ctype.add_value;
    const char **labels;
    qp_enum *e;
    int at;
    qprop_status rc;

    if (!ct) {
        if (n->n > 1)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "type \"%s.%s\" does not exist", n->part[n->n - 2],
                           n->part[n->n - 1]);
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "type \"%s\" does not exist", n->part[n->n - 1]);
    }
    if (ct->kind != CTYPE_ENUM || !ct->enm)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "%s is not an enum", ct->name);
    if (st->ctype.rename_value)
        return rename_enum_value(cat, st, ct, err);
    e = ct->enm;
    if ((rc = check_label(label, st->loc, err)) != QPROP_OK)
        return rc;
    if (type_enum_pos(e, label) >= 0) {
        if (st->ctype.if_not_exists)
            return QPROP_OK; /* PostgreSQL: a notice, nothing added */
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "enum label \"%s\" already exists", label);
    }
    /* ROLLBACK restores the labels (the array is replaced, not changed) */
    if (!cat_save(cat, e, sizeof *e))
        return oom(err);
    at = e->nlabels;
    if (st->ctype.neighbor) {
        int p = type_enum_pos(e, st->ctype.neighbor);

        if (p < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not an existing enum label",
                           st->ctype.neighbor);
        at = st->ctype.before ? p : p + 1;
    }
    labels = ARENA_NEWN(&cat->a, const char *, e->nlabels + 1);
    if (!labels || !(label = arena_strdup(&cat->a, label)))
        return oom(err);
    for (int i = 0, j = 0; i <= e->nlabels; i++)
        labels[i] = i == at ? label : e->labels[j++];
    e->labels = labels;
    e->nlabels++;
    return QPROP_OK;
}

/* The attributes of composite type 't' from CREATE TYPE 'st' (AS (a
   type, ...)); PostgreSQL's errors for an attribute named twice or of
   an unknown type. */
static qprop_status
composite_fields(catalog *cat, cat_type *t, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    int n = list_len(st->ctype.attrs);
    qprop_status rc;

    t->fnames = ARENA_NEWN(a, const char *, n ? n : 1);
    t->ftypes = ARENA_NEWN(a, qp_type, n ? n : 1);
    if (!t->fnames || !t->ftypes)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const ast *cd = list_nth(st->ctype.attrs, i);

        for (int j = 0; j < i; j++)
            if (strcmp(t->fnames[j], cd->coldef.name) == 0)
                return err_set(err, QPROP_ESEMANTIC, cd->loc,
                               "column \"%s\" specified more than once",
                               cd->coldef.name);
        rc = resolve_column_type(cat, a, cd->coldef.typename, &t->ftypes[i],
                                 err);
        if (rc != QPROP_OK)
            return rc;
        if (!(t->fnames[i] = arena_strdup(a, cd->coldef.name)))
            return oom(err);
    }
    t->nfields = n;
    return QPROP_OK;
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

static qprop_status
create_type(catalog *cat, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    const ast_name *n = &st->ctype.name;
    const char *schema;
    cat_type *t;
    strbuf sb;
    qprop_status rc;

    if (n->n < 1)
        return ERR_INTERNAL(err, "CREATE TYPE without a name");
    if (st->ctype.add_value)
        return add_enum_value(cat, st, err);
    rc = cat_creation_schema(cat, n, false, st->loc, &schema, err);
    if (rc != QPROP_OK)
        return rc;
    if (type_in_schema(cat, schema, n->part[n->n - 1]))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "type \"%s\" already exists", n->part[n->n - 1]);
    t = ARENA_NEW(a, cat_type);
    if (!t)
        return oom(err);
    t->kind = st->ctype.kind;
    t->name = arena_strdup(a, n->part[n->n - 1]);
    t->schema = arena_strdup(a, schema);
    if (st->ctype.kind == CTYPE_DOMAIN) {
        if (!st->ctype.base)
            return ERR_INTERNAL(err, "CREATE DOMAIN without a base type");
        rc = resolve_column_type(cat, a, st->ctype.base, &t->type, err);
        if (rc != QPROP_OK)
            return rc;
        if (st->ctype.base->kind == AST_TYPENAME && !st->ctype.base->type.array
            && st->ctype.base->type.name.n > 0) {
            const cat_type *b = find_type(cat, &st->ctype.base->type.name);

            t->over = b && b->kind == CTYPE_DOMAIN ? b : NULL;
        }
    } else {
        sb_init(&sb, a);
        for (int i = 0; i < n->n; i++) {
            if (i)
                sb_putc(&sb, '.');
            put_ident(&sb, n->part[i]);
        }
        t->type = type_opaque(sb.data);
        if (st->ctype.kind == CTYPE_COMPOSITE
            && (rc = composite_fields(cat, t, st, err)) != QPROP_OK)
            return rc;
        if (st->ctype.kind == CTYPE_ENUM) {
            if (!(t->enm = ARENA_NEW(a, qp_enum)))
                return oom(err);
            t->enm->name = sb.data;
            /* PostgreSQL names a type of the search path unqualified */
            t->enm->errname = strcmp(t->schema, "public") == 0
                                      || strcmp(t->schema, "pg_catalog") == 0
                                  ? t->name
                                  : arena_printf(a, "%s.%s", t->schema,
                                                 t->name);
            if ((rc = enum_labels(a, t->enm, st, err)) != QPROP_OK)
                return rc;
            t->type = type_enum(t->enm);
        }
    }
    if (a->failed || !cat_save_list(cat, &cat->types)
        || !list_push(a, &cat->types, t))
        return oom(err);
    return QPROP_OK;
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
    const cat_type *ct = find_type(cat, n);

    return ct ? &ct->type : NULL;
}

/* ---- entry point ---- */

qprop_status
catalog_apply(catalog *cat, const ast *stmt, const char *text, size_t len,
              int base_line, qprop_error *err)
{
    cat_table *t;

    if (cat->a.failed)
        return oom(err);
    switch (stmt->kind) {
    case AST_CREATE_TABLE:
        if (stmt->create.as_query)
            return ERR_INTERNAL(err, "CREATE TABLE AS needs its query's "
                                "columns: catalog_create_as()");
        return create_table(cat, stmt, text, len, err);
    case AST_SESSION:
        return catalog_session(cat, stmt, err);
    case AST_CREATE_VIEW:
        return catalog_create_view(cat, stmt, text, len, base_line, NULL,
                                   err);
    case AST_DROP:
        return drop(cat, stmt, err);
    case AST_ALTER_TABLE:
        return alter_table(cat, stmt, err);
    case AST_CREATE_TYPE:
        return create_type(cat, stmt, err);
    case AST_SET_TIMEZONE:
        return set_timezone(cat, stmt, err);
    case AST_CREATE_ROUTINE:
        if (stmt->routine.drop)
            return cat_drop_routine(cat, stmt, err);
        return cat_create_routine(cat, stmt, err);
    case AST_RELSTATS:
        t = NULL;
        if (stmt->relstats.relname) {
            ast_name nm = {0};

            if (stmt->relstats.schemaname)
                nm.part[nm.n++] = stmt->relstats.schemaname;
            nm.part[nm.n++] = stmt->relstats.relname;
            t = find_rel(cat, &nm);
        }
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, stmt->loc,
                           "relation \"%s\" does not exist",
                           stmt->relstats.relname ? stmt->relstats.relname
                                                  : "");
        if (stmt->relstats.reltuples != -1) {
            if (!cat_save(cat, &t->reltuples, sizeof t->reltuples))
                return oom(err);
            t->reltuples = stmt->relstats.reltuples;
        }
        return QPROP_OK;
    default:
        break;
    }
    return ERR_INTERNAL(err, "catalog_apply: not a catalog statement");
}
