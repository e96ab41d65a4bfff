/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/ddl.c — DDL applied to the store: the entry point, CREATE
 *
 * catalog_apply() takes one DDL statement and changes the catalog
 * (catalog.c) as PostgreSQL 15 would: CREATE TABLE (columns and their
 * types, INHERITS, primary and partition keys, PARTITION OF), CREATE
 * TABLE AS and CREATE VIEW (called by the binder, which binds their
 * query first), CREATE TYPE and CREATE DOMAIN, ALTER TYPE ... ADD /
 * RENAME VALUE, relation statistics and SET TIME ZONE; ALTER TABLE goes
 * to ddl_alter.c, DROP to ddl_drop.c, the session's statements to
 * namespace.c and routines to routine.c.  A new partition's bound is
 * converted and checked against its siblings by partbound.c.
 *
 * NB: every statement is validated completely before the catalog changes,
 *     so a failing statement leaves it as it was.  Values and names
 *     computed for a failed statement stay in the arena until
 *     catalog_free(); they are unreachable, not leaked.
 */
#include "catalog/catalog.h"

#include <string.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "catalog/catalog_int.h"
#include "catalog/ddl_int.h"

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
                "permission denied to create \"pg_catalog.%s\"", cat_unqualified(n));
        err_detail(err, "System catalog modifications are currently "
                        "disallowed.");
        return QPROP_ESEMANTIC;
    }
    if (cat_find_in_schema(cat, s, cat_unqualified(n))) {
        if (if_not_exists)
            return QPROP_DONE;
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "relation \"%s\" already exists", cat_unqualified(n));
    }
    if (!(*out = arena_strdup(&cat->a, s)))
        return ERR_OOM(err);
    return QPROP_OK;
}

/* ---- primary keys ---- */

/*
 * Check that a primary key on columns 'names' (count 'n') of 't' includes
 * the partition key of 't' and of every partitioned table below it.
 */
qprop_status
cat_check_pkey_covers_partkey(arena *a, const cat_table *t, const char **names,
                          int n, int loc, qprop_error *err)
{
    list *all = NULL;

    if (!cat_subtree(a, t, &all))
        return ERR_OOM(err);
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
const char *
cat_default_pkey_name(catalog *cat, const cat_table *t)
{
    const char *n = arena_printf(&cat->a, "%s_pkey", t->name);

    if (!n || strlen(n) > 63 || cat_find_in_schema(cat, t->schema, n))
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

/* Type of a column definition; serial types are integers NOT NULL. */
qprop_status
cat_column_type(const catalog *cat, arena *a, const ast *def, qp_type *t,
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
    return cat_resolve_column_type(cat, a, tn, t, err);
}

/* The domain column definition 'def' is declared of, or NULL. */
const cat_type *
cat_column_domain(const catalog *cat, const ast *def)
{
    const ast *tn = def->coldef.typename;
    const cat_type *ct;

    /* "d[]" too: the column's type is then an array (column_uses()) */
    if (!tn || tn->kind != AST_TYPENAME || tn->type.name.n < 1)
        return NULL;
    ct = cat_find_type(cat, &tn->type.name);
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
set_partkey(int pgv, arena *a, cat_table *t, const ast *ps,
            const char *text, size_t len, qprop_error *err)
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
        return ERR_OOM(err);
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
            if (!t->keyexpr[i].name || !cat_keyx_build(pgv, a, t, i, k))
                return ERR_OOM(err);
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
            return ERR_OOM(err);
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
        const char *pname = cat_unqualified(list_nth(st->create.inherits, i));
        cat_table *p = cat_find_rel(cat, list_nth(st->create.inherits, i));

        if (!p)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", pname);
        if (p->is_view)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "inherited relation \"%s\" is not a table", pname);
        if (p->is_system)
            return cat_system_rel(p, st->loc, err);
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
            return ERR_OOM(err);
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

/* The key column definition 'def' (column 'name' of 't') declares inline
   (PRIMARY KEY) into '*pk', '*npk'; PostgreSQL's error when the table
   has one already. */
static qprop_status
column_pkey(arena *a, const cat_table *t, const ast *def, const char *name,
            const char ***pk, int *npk, qprop_error *err)
{
    if (*npk > 0)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "multiple primary keys for table \"%s\" are not "
                       "allowed", t->name);
    *pk = ARENA_NEWN(a, const char *, 1);
    if (!*pk)
        return ERR_OOM(err);
    (*pk)[0] = name;
    *npk = 1;
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
            cat_find_rel(cat, list_nth(st->create.inherits, i));

        room += p ? p->ncols : 0;
    }
    t->cols = ARENA_NEWN(a, cat_column, room > 0 ? room : 1);
    if (!t->cols)
        return ERR_OOM(err);
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
        rc = cat_column_type(cat, a, def, &type, &serial, err);
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
            if (def->coldef.collation && c->collation
                && strcmp(c->collation, def->coldef.collation) != 0)
                c->collation = NULL; /* PostgreSQL's error; not known */
        } else {
            c = &t->cols[t->ncols];
            c->type = type;
            c->name = arena_strdup(a, def->coldef.name);
            if (!c->name)
                return ERR_OOM(err);
            c->not_null = def->coldef.not_null || serial;
            c->domain = cat_column_domain(cat, def);
            if (!c->domain
                && (type.id == T_TEXT || type.id == T_VARCHAR
                    || type.id == T_BPCHAR)
                && !(c->collation = arena_strdup(
                         a, def->coldef.collation ? def->coldef.collation
                                                  : "default")))
                return ERR_OOM(err);
            t->ncols++;
        }
        if (def->coldef.primary_key
            && (rc = column_pkey(a, t, def, c->name, pk, npk, err))
                   != QPROP_OK)
            return rc;
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
    qprop_status rc;

    t->ncols = parent->ncols;
    t->cols = ARENA_NEWN(a, cat_column, parent->ncols > 0 ? parent->ncols : 1);
    if (!t->cols)
        return ERR_OOM(err);
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
        if (def->coldef.primary_key
            && (rc = column_pkey(a, t, def, t->cols[c].name, pk, npk, err))
                   != QPROP_OK)
            return rc;
    }
    return QPROP_OK;
}

/* Look up 'name' as a partitioned table, for PARTITION OF and ALTER. */
qprop_status
cat_find_partitioned(const catalog *cat, const ast_name *n, int loc,
                 cat_table **out, qprop_error *err)
{
    const char *name = cat_unqualified(n);
    cat_table *p = cat_find_rel(cat, n);

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

/* ON COMMIT is PostgreSQL's error on a table that is not temporary (in
   schema pg_temp, where TEMP puts it). */
static qprop_status
on_commit_temp(const ast *st, const char *schema, qprop_error *err)
{
    if (st->create.on_commit && (!schema || strcmp(schema, "pg_temp") != 0))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "ON COMMIT can only be used on temporary tables");
    return QPROP_OK;
}

/* ON COMMIT DROP: 't' goes, with what depends on it, when its transaction
   commits (cat_commit_drops()): outside a block, at once. */
static qprop_status
on_commit_drop(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    if (st->create.on_commit != 1)
        return QPROP_OK;
    if (!cat_save_list(cat, &cat->commit_drops)
        || !list_push(&cat->a, &cat->commit_drops, t)
        || (!cat->in_txn && !cat_commit_drops(cat)))
        return ERR_OOM(err);
    return QPROP_OK;
}

static qprop_status
create_table(catalog *cat, const ast *st, const char *text, size_t len,
             qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = cat_unqualified(&st->create.name), *schema;
    cat_table *parent = NULL, *t;
    const char **pk = NULL;
    int npk = 0;
    qprop_status rc;

    rc = new_rel_schema(cat, &st->create.name, st->create.temp,
                        st->create.if_not_exists, st->loc, &schema, err);
    if (rc != QPROP_OK)
        return rc == QPROP_DONE ? QPROP_OK : rc;
    rc = on_commit_temp(st, schema, err);
    if (rc != QPROP_OK)
        return rc;
    if (st->create.parent.n > 0) {
        rc = cat_find_partitioned(cat, &st->create.parent, st->loc,
                              &parent, err);
        if (rc != QPROP_OK)
            return rc;
        if (!st->create.bound)
            return ERR_INTERNAL(err, "PARTITION OF without a bound");
    }
    t = new_table(a, name, st->loc);
    if (!t)
        return ERR_OOM(err);
    t->schema = schema;
    if (parent)
        rc = partition_columns(a, t, parent, st, &pk, &npk, err);
    else
        rc = define_columns(cat, a, t, st, &pk, &npk, err);
    if (rc != QPROP_OK)
        return rc;

    /* table FOREIGN KEY (cols): PostgreSQL adds it once the table has
       its columns (inherited ones too), and checks that they and those
       of ON DELETE SET NULL|DEFAULT (cols) exist, the latter among the
       key's (tablecmds.c); what it references qprop does not check */
    for (int k = 0; k < list_len(st->create.fkeys); k++) {
        const ast_fkey *fk = list_nth(st->create.fkeys, k);

        for (int pass = 0; pass < 2; pass++) {
            const list *cl = pass == 0 ? fk->cols : fk->set_cols;

            for (int i = 0; i < list_len(cl); i++) {
                const char *c = list_nth(cl, i);
                bool in_key = false;

                if (cat_column_index(t, c) < 0)
                    return err_set(err, QPROP_ESEMANTIC, fk->loc,
                                   "column \"%s\" referenced in foreign key "
                                   "constraint does not exist", c);
                for (int j = 0; pass == 1 && j < list_len(fk->cols); j++)
                    in_key |= strcmp(list_nth(fk->cols, j), c) == 0;
                if (pass == 1 && !in_key)
                    return err_set(err, QPROP_ESEMANTIC, fk->loc,
                                   "column \"%s\" referenced in ON DELETE "
                                   "SET action must be part of foreign key",
                                   c);
            }
        }
    }

    /* table-level PRIMARY KEY (cols) */
    if (st->create.pkey) {
        int n = list_len(st->create.pkey);

        if (npk > 0)
            return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                           "multiple primary keys for table \"%s\" are not "
                           "allowed", name);
        pk = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
        if (!pk)
            return ERR_OOM(err);
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
            return ERR_OOM(err);
        npk = parent->npkey;
    }

    if (st->create.partspec) {
        rc = set_partkey(catalog_pg_version(cat), a, t, st->create.partspec,
                         text, len, err);
        if (rc != QPROP_OK)
            return rc;
    }
    if (npk > 0) {
        rc = cat_check_pkey_covers_partkey(a, t, pk, npk,
                                       st->create.pkey ? st->create.pkey_loc
                                                       : st->loc,
                                       err);
        if (rc != QPROP_OK)
            return rc;
        if (!set_pkey(a, t, pk, npk))
            return ERR_OOM(err);
        t->pkey_name = st->create.pkey_name;
        for (int i = 0; i < list_len(st->create.columns); i++) {
            const ast *def = list_nth(st->create.columns, i);

            if (def->coldef.primary_key && def->coldef.pkey_name)
                t->pkey_name = def->coldef.pkey_name;
        }
        if (!(t->pkey_name = t->pkey_name ? arena_strdup(a, t->pkey_name)
                                          : cat_default_pkey_name(cat, t))
            && a->failed)
            return ERR_OOM(err);
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
        return ERR_OOM(err);

    /* commit */
    for (int i = 0; i < list_len(t->inh_parents); i++) {
        cat_table *p = list_nth(t->inh_parents, i);

        if (!cat_save_list(cat, &p->inh_children)
            || !list_push(a, &p->inh_children, t))
            return ERR_OOM(err);
    }
    if (parent && (!cat_save_list(cat, &parent->children)
                   || !cat_insert_child(a, parent, t)))
        return ERR_OOM(err);
    if (!cat_rel_insert(cat, t)) {
        if (parent)
            cat_remove_child(parent, t);
        return ERR_OOM(err);
    }
    return on_commit_drop(cat, st, t, err);
}

/* ---- CREATE TABLE AS, SELECT INTO, CREATE MATERIALIZED VIEW ---- */

qprop_status
catalog_create_as(catalog *cat, const ast *st, int ncols,
                  const char *const *names, const qp_type *types,
                  qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = cat_unqualified(&st->create.name), *schema;
    int nnames = list_len(st->create.as_colnames);
    cat_table *t;
    qprop_status rc;

    rc = new_rel_schema(cat, &st->create.name, st->create.temp,
                        st->create.if_not_exists, st->loc, &schema, err);
    if (rc != QPROP_OK)
        return rc == QPROP_DONE ? QPROP_OK : rc;
    rc = on_commit_temp(st, schema, err);
    if (rc != QPROP_OK)
        return rc;
    if (nnames > ncols)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "too many column names were specified");
    t = new_table(a, name, st->loc);
    if (!t || !(t->cols = ARENA_NEWN(a, cat_column, ncols > 0 ? ncols : 1)))
        return ERR_OOM(err);
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
            return ERR_OOM(err);
        t->ncols++;
    }
    if (a->failed || !cat_rel_insert(cat, t))
        return ERR_OOM(err);
    return on_commit_drop(cat, st, t, err);
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
    const char *name = cat_unqualified(&st->view.name), *schema;
    cat_table *old, *v;
    const ast *q = st->view.query;
    int n = list_len(st->view.colnames);
    qprop_status rc;

    rc = cat_creation_schema(cat, &st->view.name, st->view.temp, st->loc,
                             &schema, err);
    if (rc != QPROP_OK)
        return rc;
    old = cat_find_in_schema(cat, schema, name);
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
        return ERR_OOM(err);
    v->is_view = true;
    v->barrier = st->view.barrier;
    v->invoker = st->view.invoker;
    v->owner = catalog_current_role(cat);
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
        return ERR_OOM(err);
    for (int i = 0; i < n; i++) {
        const char *c = list_nth(st->view.colnames, i);

        if (cat_column_index(v, c) >= 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" specified more than once", c);
        v->cols[i].name = arena_strdup(a, c);
        v->cols[i].type = type_plain(T_ANY);
        if (!v->cols[i].name)
            return ERR_OOM(err);
        v->ncols++;
    }
    if (def && def->ncols < n)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "CREATE VIEW specifies more column names than "
                       "columns");
    if (def && !set_deps(cat, v, def))
        return ERR_OOM(err);
    if (old && old->deps_known && v->deps_known
        && (rc = check_replace(a, old, v, st->loc, err)) != QPROP_OK)
        return rc;
    if (a->failed || !v->schema)
        return ERR_OOM(err);
    if (!old) {
        if (!cat_rel_insert(cat, v))
            return ERR_OOM(err);
        v->defined = v->made;
        return QPROP_OK;
    }
    /* OR REPLACE: the same relation takes the new query, so that the
       views reading it read the new one as PostgreSQL's do (its columns
       stay as they were; when more follow, or qprop cannot tell, views
       made before are refused, as their SELECT * would now read more) */
    if (!cat_save(cat, old, sizeof *old))
        return ERR_OOM(err);
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
    cat_table *t = cat_find_rel(cat, &st->create.name);

    if (!t || !t->is_matview || t->deps_known || t->made != cat->epoch)
        return QPROP_OK; /* IF NOT EXISTS found one */
    return set_deps(cat, t, def) ? QPROP_OK : ERR_OOM(err);
}

/* ---- CREATE DOMAIN, CREATE TYPE, ALTER TYPE ADD VALUE ---- */

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
        return ERR_OOM(err);
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
            return ERR_OOM(err);
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
        return ERR_OOM(err);
    for (int i = 0; i < e->nlabels; i++)
        labels[i] = i == at ? to : e->labels[i];
    for (size_t i = 0; i < cat->names.cap; i++) {
        const hmap_slot *sl = &cat->names.slots[i];

        for (cat_table *t = sl->key ? sl->value : NULL; t; t = t->next_same) {
            cat_bound *b = t->bound;

            if (b && (!relabel(cat, b->lo, b->nkeys, e, from, to)
                      || !relabel(cat, b->hi, b->nkeys, e, from, to)
                      || !relabel(cat, b->values, b->nvalues, e, from, to)))
                return ERR_OOM(err);
        }
    }
    e->labels = labels;
    return QPROP_OK;
}

static qprop_status
add_enum_value(catalog *cat, const ast *st, qprop_error *err)
{
    const ast_name *n = &st->ctype.name;
    const cat_type *ct = cat_find_type(cat, n);
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
        return ERR_OOM(err);
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
        return ERR_OOM(err);
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
        return ERR_OOM(err);
    for (int i = 0; i < n; i++) {
        const ast *cd = list_nth(st->ctype.attrs, i);

        for (int j = 0; j < i; j++)
            if (strcmp(t->fnames[j], cd->coldef.name) == 0)
                return err_set(err, QPROP_ESEMANTIC, cd->loc,
                               "column \"%s\" specified more than once",
                               cd->coldef.name);
        rc = cat_resolve_column_type(cat, a, cd->coldef.typename, &t->ftypes[i],
                                 err);
        if (rc != QPROP_OK)
            return rc;
        if (!(t->fnames[i] = arena_strdup(a, cd->coldef.name)))
            return ERR_OOM(err);
    }
    t->nfields = n;
    return QPROP_OK;
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
    if (cat_type_in_schema(cat, schema, n->part[n->n - 1]))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "type \"%s\" already exists", n->part[n->n - 1]);
    t = ARENA_NEW(a, cat_type);
    if (!t)
        return ERR_OOM(err);
    t->kind = st->ctype.kind;
    t->name = arena_strdup(a, n->part[n->n - 1]);
    t->schema = arena_strdup(a, schema);
    if (st->ctype.kind == CTYPE_DOMAIN) {
        if (!st->ctype.base)
            return ERR_INTERNAL(err, "CREATE DOMAIN without a base type");
        rc = cat_resolve_column_type(cat, a, st->ctype.base, &t->type, err);
        if (rc != QPROP_OK)
            return rc;
        if (st->ctype.base->kind == AST_TYPENAME && !st->ctype.base->type.array
            && st->ctype.base->type.name.n > 0) {
            const cat_type *b = cat_find_type(cat, &st->ctype.base->type.name);

            t->over = b && b->kind == CTYPE_DOMAIN ? b : NULL;
        }
    } else {
        sb_init(&sb, a);
        for (int i = 0; i < n->n; i++) {
            if (i)
                sb_putc(&sb, '.');
            cat_put_ident(&sb, n->part[i]);
        }
        t->type = type_opaque(sb.data);
        if (st->ctype.kind == CTYPE_COMPOSITE
            && (rc = composite_fields(cat, t, st, err)) != QPROP_OK)
            return rc;
        if (st->ctype.kind == CTYPE_ENUM) {
            if (!(t->enm = ARENA_NEW(a, qp_enum)))
                return ERR_OOM(err);
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
        return ERR_OOM(err);
    return QPROP_OK;
}

/* ---- entry point ---- */

qprop_status
catalog_apply(catalog *cat, const ast *stmt, const char *text, size_t len,
              int base_line, qprop_error *err)
{
    cat_table *t;

    if (cat->a.failed)
        return ERR_OOM(err);
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
        return cat_drop(cat, stmt, err);
    case AST_ALTER_TABLE:
        return cat_alter_table(cat, stmt, err);
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
            t = cat_find_rel(cat, &nm);
        }
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, stmt->loc,
                           "relation \"%s\" does not exist",
                           stmt->relstats.relname ? stmt->relstats.relname
                                                  : "");
        if (stmt->relstats.reltuples != -1) {
            if (!cat_save(cat, &t->reltuples, sizeof t->reltuples))
                return ERR_OOM(err);
            t->reltuples = stmt->relstats.reltuples;
        }
        return QPROP_OK;
    default:
        break;
    }
    return ERR_INTERNAL(err, "catalog_apply: not a catalog statement");
}
