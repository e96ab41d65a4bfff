/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/ddl_alter.c — ALTER TABLE applied to the store
 *
 * ADD PRIMARY KEY, ATTACH and DETACH PARTITION, ADD / DROP / RENAME
 * COLUMN, ALTER COLUMN TYPE, SET / DROP NOT NULL, DROP CONSTRAINT,
 * RENAME TO and SET SCHEMA, rules, and the actions qprop does not model
 * (they mark the table: cat_table.changed_by), each recursing into
 * partitions and inheriting tables as PostgreSQL's does.  Several actions
 * of one statement apply in order, all or none (cat_stmt_begin()).
 * DROP COLUMN ... CASCADE drops the views reading the column through
 * ddl_drop.c; DROP TYPE ... CASCADE there drops columns through
 * cat_drop_column_named() here.
 *
 * NB: every change to what existed before the statement is saved in the
 *     undo log first (cat_save()), so ROLLBACK undoes it.
 */
#include "catalog/catalog.h"

#include <string.h>

#include "base/error.h"
#include "catalog/catalog_int.h"
#include "catalog/ddl_int.h"

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
        return ERR_OOM(err);
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
    rc = cat_check_pkey_covers_partkey(a, t, names, n, st->loc, err);
    if (rc != QPROP_OK)
        return rc;
    if (!cat_subtree(a, t, &all))
        return ERR_OOM(err);
    /* allocate every key first, so a failure changes nothing */
    {
        int **keys = ARENA_NEWN(a, int *, list_len(all));

        if (!keys)
            return ERR_OOM(err);
        for (int i = 0; i < list_len(all); i++) {
            keys[i] = ARENA_NEWN(a, int, n > 0 ? n : 1);
            if (!keys[i])
                return ERR_OOM(err);
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
                return ERR_OOM(err);
            x->pkey_name = x == t && st->alter.newname
                               ? arena_strdup(a, st->alter.newname)
                               : cat_default_pkey_name(cat, x);
            if (!x->pkey_name && a->failed)
                return ERR_OOM(err);
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
    const char *cname = cat_unqualified(&st->alter.child);
    cat_table *child = cat_find_rel(cat, &st->alter.child);
    cat_bound *b;
    int *locs = NULL;
    qprop_status rc;

    if (!child)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" does not exist", cname);
    if (child->is_system)
        return cat_system_rel(child, st->loc, err);
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
        return ERR_OOM(err);
    if (!cat_save(cat, &child->bound, sizeof child->bound)
        || !cat_save(cat, &child->parent, sizeof child->parent)
        || !cat_save_list(cat, &parent->children))
        return ERR_OOM(err);
    child->bound = b; /* cat_insert_child() sorts by it */
    if (!cat_insert_child(a, parent, child)) {
        child->bound = NULL;
        return ERR_OOM(err);
    }
    child->parent = parent;
    return QPROP_OK;
}

/* Note that 'what' (in the catalog's arena) changed 't' and, with
   'recurse', the tables that inherit from it or are its partitions, as
   PostgreSQL's ALTER TABLE recurses (saved for a rollback).  False on
   OOM. */
bool
cat_mark_changed(catalog *cat, cat_table *t, const char *what, bool recurse)
{
    if (!t->changed_by) {
        if (!cat_save(cat, &t->changed_by, sizeof t->changed_by))
            return false;
        t->changed_by = what;
    }
    if (!recurse)
        return true;
    for (int i = 0; i < list_len(t->children); i++)
        if (!cat_mark_changed(cat, list_nth(t->children, i), what, true))
            return false;
    for (int i = 0; i < list_len(t->inh_children); i++)
        if (!cat_mark_changed(cat, list_nth(t->inh_children, i), what, true))
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
bool
cat_has_key_expr(const list *tree)
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
const cat_table *
cat_key_holder(const list *tree, const char *cname)
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
    rc = cat_column_type(cat, a, def, &type, &serial, err);
    if (rc != QPROP_OK)
        return rc;
    if (def->coldef.primary_key && t->npkey > 0)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "multiple primary keys for table \"%s\" are not "
                       "allowed", t->name);
    if (!(name = arena_strdup(a, def->coldef.name)) || !cat_subtree(a, t, &tree))
        return ERR_OOM(err);
    now = ++cat->epoch;
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);

        if (!own_columns(cat, x, 1)
            || !cat_save(cat, &x->widened, sizeof x->widened))
            return ERR_OOM(err);
        x->cols[x->ncols].name = name;
        x->cols[x->ncols].type = type;
        x->cols[x->ncols].not_null = def->coldef.not_null || serial;
        x->cols[x->ncols].domain = cat_column_domain(cat, def);
        /* the views made before do not see it (bind_table_rte) */
        x->cols[x->ncols].added = now;
        x->widened = now;
        x->ncols++;
    }
    if (def->coldef.primary_key) {
        ast key = *st;

        key.alter.cols = NULL;
        if (!list_push(a, &key.alter.cols, (void *)name))
            return ERR_OOM(err);
        return add_primary_key(cat, &key, t, err);
    }
    return QPROP_OK;
}

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
            return ERR_OOM(err);
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
    return cat_drop_column_named(cat, t, cname, st->alter.cascade, st->loc, err);
}

/*
 * Drop column 'cname' of 't' (not a partition) and of every partition
 * below it, with the views reading it ('cascade'; else PostgreSQL's
 * error when there are any).  QPROP_DONE when qprop does not model it
 * (a partition key expression): nothing changed, the caller marks the
 * table.
 */
qprop_status
cat_drop_column_named(catalog *cat, cat_table *t, const char *cname,
                  bool cascade, int loc, qprop_error *err)
{
    const cat_table *key;
    list *tree = NULL;

    if (!cat_subtree(&cat->a, t, &tree))
        return ERR_OOM(err);
    if (cat_has_key_expr(tree))
        return QPROP_DONE; /* not modelled: the caller marks the table */
    if ((key = cat_key_holder(tree, cname)))
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "cannot drop column \"%s\" because it is part of the "
                       "partition key of relation \"%s\"", cname, key->name);
    /* the views reading the column go with it (CASCADE) or it stays */
    {
        const char *what = arena_printf(&cat->a, "column %s of %s", cname,
                                        cat_rel_label(cat, &cat->a, t));
        dropset *ds = what ? cat_users_of(cat, tree, cname, NULL, what)
                           : NULL;
        qprop_status rc;

        if (!ds)
            return ERR_OOM(err);
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
            return ERR_OOM(err);
        memmove(&x->cols[c], &x->cols[c + 1],
                sizeof *x->cols * (size_t)(x->ncols - c - 1));
        x->ncols--;
        if (x->npkey > 0) {
            int *pk = ARENA_NEWN(&cat->a, int, x->npkey);

            if (!pk)
                return ERR_OOM(err);
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
                return ERR_OOM(err);
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
    if (!cat_subtree(a, t, &tree) || !cat_all_relations(cat, &rels)
        || !(ds = ARENA_NEW(a, dropset))
        || !(what = arena_printf(a, "constraint %s on %s", name,
                                 cat_rel_label(cat, a, t))))
        return ERR_OOM(err);
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *v = list_nth(rels, i);
        bool hit = false;

        for (int k = 0; v->deps_known && k < list_len(v->deps) && !hit; k++) {
            const cat_dep *d = list_nth(v->deps, k);

            hit = d->pkey && list_has(tree, d->rel);
        }
        if (hit && !cat_dependent_add(cat, ds, v, what))
            return ERR_OOM(err);
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
            return ERR_OOM(err);
        /* the columns stay NOT NULL, as in PostgreSQL 15 */
        x->npkey = 0;
        x->pkey_name = NULL;
    }
    return QPROP_OK;
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
    if (!cat_subtree(&cat->a, t, &tree))
        return ERR_OOM(err);
    if (cat_has_key_expr(tree))
        return QPROP_DONE; /* a key expression names its columns */
    if (!(to = arena_strdup(&cat->a, st->alter.newname)))
        return ERR_OOM(err);
    now = ++cat->epoch;
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);
        cat_column *c;
        cat_colname *h = ARENA_NEW(&cat->a, cat_colname);

        if (!h || !own_columns(cat, x, 0)
            || !cat_save(cat, &x->dropped_col, sizeof x->dropped_col))
            return ERR_OOM(err);
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
    if (!cat_all_relations(cat, &rels))
        return ERR_OOM(err);
    for (int i = 0; i < list_len(rels); i++) {
        const cat_table *v = list_nth(rels, i);

        for (int k = 0; k < list_len(v->deps); k++) {
            cat_dep *d = list_nth(v->deps, k);

            if (d->col && strcmp(d->col, from) == 0 && list_has(tree, d->rel)) {
                if (!cat_save(cat, &d->col, sizeof d->col))
                    return ERR_OOM(err);
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
    if (cat_find_in_schema(cat, in, to))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" already exists%s%s", to,
                       schema ? " in schema " : "",
                       schema ? arena_printf(&cat->a, "\"%s\"", schema) : "");
    h = ARENA_NEW(&cat->a, cat_relname);
    if (!h || !(to = arena_strdup(&cat->a, to))
        || !(in = arena_strdup(&cat->a, in)) || !cat_rel_remove(cat, t)
        || !cat_save(cat, &t->name, sizeof t->name)
        || !cat_save(cat, &t->schema, sizeof t->schema)
        || !cat_save(cat, &t->was, sizeof t->was)
        || !cat_save(cat, &cat->renamed, sizeof cat->renamed))
        return ERR_OOM(err);
    h->name = t->name;
    h->schema = t->schema;
    h->until = ++cat->epoch;
    h->prev = t->was;
    t->was = h;
    t->name = to;
    t->schema = in;
    cat->renamed = h->until;
    if (!cat_rel_insert(cat, t))
        return ERR_OOM(err);
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
        return ERR_OOM(err);
    for (int i = 0; i < list_len(todo) && !st->alter.only; i++) {
        cat_table *x = list_nth(todo, i);

        for (int j = 0; j < list_len(x->children); j++)
            if (!list_push(&cat->a, &todo, list_nth(x->children, j)))
                return ERR_OOM(err);
        for (int j = 0; j < list_len(x->inh_children); j++)
            if (!list_push(&cat->a, &todo, list_nth(x->inh_children, j)))
                return ERR_OOM(err);
    }
    for (int i = 0; i < list_len(todo); i++) {
        cat_table *x = list_nth(todo, i);
        int k = cat_column_index(x, st->alter.colname);

        if (k < 0 || x->cols[k].not_null == set)
            continue;
        if (!own_columns(cat, x, 0))
            return ERR_OOM(err);
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
    rc = cat_column_type(cat, &cat->a, def, &type, &serial, err);
    if (rc != QPROP_OK)
        return rc;
    if (serial)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "type \"%s\" does not exist",
                       def->coldef.typename->type.name.part[0]);
    if (!cat_subtree(&cat->a, t, &tree))
        return ERR_OOM(err);
    if (cat_has_key_expr(tree))
        return QPROP_DONE; /* not modelled: the caller marks the table */
    if ((key = cat_key_holder(tree, cname)))
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "cannot alter column \"%s\" because it is part of the "
                       "partition key of relation \"%s\"", cname, key->name);
    /* a view reading the column: PostgreSQL's error, CASCADE or not */
    {
        dropset *ds = cat_users_of(cat, tree, cname, NULL, "it");

        if (!ds)
            return ERR_OOM(err);
        if (list_len(ds->gone) > 0) {
            const cat_table *v = list_nth(ds->gone, 0);

            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "cannot alter type of a column used by a view or rule");
            err_detail(err, "rule _RETURN on %s depends on column \"%s\"",
                       cat_rel_label(cat, &cat->a, v), cname);
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < list_len(tree); i++) {
        cat_table *x = list_nth(tree, i);
        cat_column *c;

        if (!own_columns(cat, x, 0))
            return ERR_OOM(err);
        c = &x->cols[cat_column_index(x, cname)];
        c->type = type;
        c->domain = cat_column_domain(cat, def);
        c->collation = NULL; /* its COLLATE is not read here */
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
        return cat_system_rel(t, st->loc, err);
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
    return what && cat_mark_changed(cat, t, what, !st->alter.only) ? QPROP_OK
                                                                : ERR_OOM(err);
}

/*
 * The actions of an ALTER TABLE that are not ADD PRIMARY KEY or ATTACH /
 * DETACH PARTITION (alone, or several in ALTER_CMDS), applied in order,
 * all or none.
 */
static qprop_status
alter_actions(catalog *cat, const ast *st, qprop_error *err)
{
    cat_table *t = cat_find_rel(cat, &st->alter.name);
    bool was_in_txn;
    int mark;
    qprop_status rc = QPROP_OK;

    if (!t) {
        if (st->alter.rel_if_exists)
            return QPROP_OK; /* PostgreSQL: a NOTICE, skipping */
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" does not exist",
                       cat_unqualified(&st->alter.name));
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
        rc = ERR_OOM(err);
    cat_stmt_end(cat, mark, was_in_txn, rc != QPROP_OK);
    return rc;
}

qprop_status
cat_alter_table(catalog *cat, const ast *st, qprop_error *err)
{
    const char *name = cat_unqualified(&st->alter.name);
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
        if (st->alter.reshapes && (t = cat_find_rel(cat, &st->alter.name))) {
            const char *what = arena_strdup(
                &cat->a, st->alter.what ? st->alter.what : "ALTER TABLE");

            if (!what || !cat_mark_changed(cat, t, what, !st->alter.only))
                return ERR_OOM(err);
        }
        return QPROP_OK;
    case ALTER_ADD_RULE:
    case ALTER_DROP_RULE:
        /* a relation qprop does not know (made by a statement it
           skips) is one it cannot write anyway */
        if (!(t = cat_find_rel(cat, &st->alter.name)) || !st->alter.what)
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
        if (st->alter.kind == ALTER_ADD_RULE && st->alter.select_rule
            && !t->is_matview && !t->is_partitioned && !t->parent
            && !list_len(t->inh_parents) && !list_len(t->inh_children)
            && (!t->is_view || st->alter.or_replace)) {
            /* PostgreSQL makes a table a view of the rule's query (the
               kluge of pg_dump's circular views), or gives a view that
               query (OR REPLACE); it refuses it on a partitioned table,
               a partition and a table with parents or children.  qprop
               does not read the query: the relation is refused where
               read (a view has no system columns, no constraints hold
               its rows) */
            if (!cat_mark_changed(cat, t, "CREATE RULE ... ON SELECT",
                                  false))
                return ERR_OOM(err);
        }
        if (st->alter.kind == ALTER_ADD_RULE) {
            char *rn = arena_strdup(&cat->a, st->alter.what);

            if (!rn || !list_push(&cat->a, &t->rules, rn))
                return ERR_OOM(err);
        }
        return QPROP_OK;
    case ALTER_ADD_PRIMARY_KEY:
        t = cat_find_rel(cat, &st->alter.name);
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", name);
        if (t->is_view)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a table", name);
        if (t->is_system)
            return cat_system_rel(t, st->loc, err);
        return add_primary_key(cat, st, t, err);
    case ALTER_ATTACH_PARTITION:
    case ALTER_DETACH_PARTITION:
        rc = cat_find_partitioned(cat, &st->alter.name, st->loc, &t, err);
        if (rc != QPROP_OK)
            return rc;
        if (st->alter.kind == ALTER_ATTACH_PARTITION)
            return attach_partition(cat, st, t, err);
        {
            const char *cname = cat_unqualified(&st->alter.child);
            cat_table *child = cat_find_rel(cat, &st->alter.child);

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
                return ERR_OOM(err);
            cat_remove_child(t, child);
            child->parent = NULL;
            child->bound = NULL;
            return QPROP_OK;
        }
    }
    return ERR_INTERNAL(err, "alter_table: bad ALTER kind");
}
