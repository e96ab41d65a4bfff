/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/ddl_drop.c — DROP applied to the store, with what depends
 * on the dropped object
 *
 * DROP TABLE / VIEW / MATERIALIZED VIEW, the relations of DROP SCHEMA,
 * DROP DOMAIN and DROP TYPE, and the dependents of any object as
 * PostgreSQL's pg_depend records them: partitions, tables inheriting from
 * a dropped one, views and materialized views reading it (their
 * dependencies known), domains over a dropped type and the columns and
 * functions of one.  Without CASCADE a dependent is PostgreSQL's error
 * and nothing changes; with it the dependents go too (a dropset).  Views
 * whose dependencies qprop does not know and that may read a dropped
 * relation are marked (cat_table.changed_by).
 */
#include "catalog/catalog.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "catalog/catalog_int.h"
#include "catalog/ddl_int.h"

/* ---- dependencies: DROP ---- */

/* What PostgreSQL calls relation 't' in its messages: "table t",
   "view s.v" (the schema when the search_path does not find it by its
   name), in 'a'; NULL on OOM. */
const char *
cat_rel_label(const catalog *cat, arena *a, const cat_table *t)
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

/* A relation's name for an error: "s.t" as written when qualified. */
static const char *
written_name(arena *a, const ast_name *n)
{
    if (n->n > 1)
        return arena_printf(a, "%s.%s", n->part[n->n - 2], n->part[n->n - 1]);
    return cat_unqualified(n);
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
bool
cat_all_relations(catalog *cat, list **out)
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

/* Add 't' and its partitions to 'ds->gone' (those not there yet);
   false on OOM. */
static bool
gone_add(catalog *cat, dropset *ds, cat_table *t)
{
    list *tree = NULL;

    if (!cat_subtree(&cat->a, t, &tree))
        return false;
    for (int i = 0; i < list_len(tree); i++)
        if (!list_has(ds->gone, list_nth(tree, i))
            && !list_push(&cat->a, &ds->gone, list_nth(tree, i)))
            return false;
    return true;
}

/* Add dependent 't' ("'t' depends on 'on'") to 'ds'; false on OOM. */
bool
cat_dependent_add(catalog *cat, dropset *ds, cat_table *t, const char *on)
{
    const char *line = arena_printf(&cat->a, "%s depends on %s",
                                    cat_rel_label(cat, &cat->a, t), on);

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

    if (!cat_all_relations(cat, &rels))
        return false;
    while (more) {
        more = false;
        for (int i = 0; i < list_len(rels); i++) {
            cat_table *x = list_nth(rels, i);

            if (list_has(ds->gone, x))
                continue;
            for (int k = 0; k < list_len(x->inh_parents) && !more; k++) {
                cat_table *p = list_nth(x->inh_parents, k);

                if (list_has(ds->gone, p)) {
                    if (!cat_dependent_add(cat, ds, x,
                                       cat_rel_label(cat, &cat->a, p)))
                        return false;
                    more = true;
                }
            }
            for (int k = 0; !more && x->deps_known
                            && k < list_len(x->deps); k++) {
                const cat_dep *d = list_nth(x->deps, k);

                if (list_has(ds->gone, d->rel)) {
                    if (!cat_dependent_add(cat, ds, x,
                                       cat_rel_label(cat, &cat->a, d->rel)))
                        return false;
                    more = true;
                }
            }
        }
    }
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *x = list_nth(rels, i);

        if (!x->is_view || x->deps_known || list_has(ds->gone, x))
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

        if (t->parent && !list_has(ds->gone, t->parent)) {
            if (!cat_save_list(cat, &t->parent->children)
                || !cat_save(cat, &t->parent, sizeof t->parent))
                return ERR_OOM(err);
            cat_remove_child(t->parent, t);
            t->parent = NULL;
        }
        for (int k = 0; k < list_len(t->inh_parents); k++) {
            cat_table *p = list_nth(t->inh_parents, k);
            list *sib;
            int n = 0;

            if (list_has(ds->gone, p))
                continue;
            if (!cat_save_list(cat, &p->inh_children))
                return ERR_OOM(err);
            sib = p->inh_children;
            for (int j = 0; j < list_len(sib); j++)
                if (list_nth(sib, j) != t)
                    sib->items[n++] = sib->items[j];
            if (sib)
                sib->n = n;
        }
    }
    for (int i = 0; i < list_len(ds->gone); i++)
        if (!cat_rel_remove(cat, list_nth(ds->gone, i)))
            return ERR_OOM(err);
    for (int i = 0; i < list_len(ds->unknown); i++)
        if (!cat_mark_changed(cat, list_nth(ds->unknown, i),
                          "the DROP of a relation it may read", false))
            return ERR_OOM(err);
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
        return ERR_OOM(err);
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

    if (!ds || !cat_all_relations(cat, &rels))
        return NULL;
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *x = list_nth(rels, i);
        bool hit = false;

        if (!x->deps_known)
            continue;
        for (int k = 0; !r && k < list_len(x->deps) && !hit; k++) {
            const cat_dep *d = list_nth(x->deps, k);

            hit = d->col && strcmp(d->col, col) == 0
                  && list_has(tree, d->rel);
        }
        if (r)
            hit = list_has(x->dep_routines, r);
        if (hit && !cat_dependent_add(cat, ds, x, what))
            return NULL;
    }
    return ds;
}

qprop_status
cat_drop(catalog *cat, const ast *st, qprop_error *err)
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
        const char *name = cat_unqualified(nm);
        cat_table *t = cat_find_rel(cat, nm);
        int is;

        if (!t) {
            if (st->drop.if_exists)
                continue;
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "%s \"%s\" does not exist", kinds[want],
                           written_name(a, nm));
        }
        if (t->is_system)
            return cat_system_rel(t, st->loc, err);
        is = t->is_matview ? 2 : t->is_view ? 1 : 0;
        if (is != want) {
            err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a %s", name,
                    kinds[want]);
            err_hint(err, "Use DROP %s to remove a %s.", verbs[is],
                     kinds[is]);
            return QPROP_ESEMANTIC;
        }
        if (!list_push(a, &victims, t))
            return ERR_OOM(err);
    }
    /* a partition, a table inheriting from a victim, a view reading one
       go with it under CASCADE, else the statement fails (partitions
       always go) */
    for (int i = 0; i < list_len(victims); i++)
        if (!gone_add(cat, &ds, list_nth(victims, i)))
            return ERR_OOM(err);
    if (!close_dependents(cat, &ds))
        return ERR_OOM(err);
    if (!st->drop.cascade && list_len(ds.why) > 0)
        return depend_error(&ds, cat_rel_label(cat, a, list_nth(victims, 0)),
                            list_len(victims) > 1, st->loc, err);
    /* commit: nothing below allocates outside a transaction block (inside
       one, an OOM while saving leaves the block's changes to roll back) */
    return drop_set(cat, &ds, err);
}

/* The transaction commits: the tables made ON COMMIT DROP in it go, with
   what depends on them (PostgreSQL drops them so); false on OOM. */
bool
cat_commit_drops(catalog *cat)
{
    dropset ds = { NULL, NULL, NULL };

    for (int i = 0; i < list_len(cat->commit_drops); i++) {
        cat_table *t = list_nth(cat->commit_drops, i), *x;

        /* not when a DROP in the block took it already */
        for (x = catalog_find(cat, t->name); x && x != t; x = x->next_same)
            ;
        if (x && !gone_add(cat, &ds, t))
            return false;
    }
    cat->commit_drops = NULL;
    if (!list_len(ds.gone))
        return true;
    return close_dependents(cat, &ds) && drop_set(cat, &ds, NULL) == QPROP_OK;
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
                return ERR_OOM(err);
            nm->part[nm->n++] = t->schema;
            nm->part[nm->n++] = t->name;
            if (!list_push(a, &byk[t->is_matview ? 2 : t->is_view ? 1 : 0],
                           nm))
                return ERR_OOM(err);
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
        if ((rc = cat_drop(cat, &st, err)) != QPROP_OK)
            return rc;
    }
    if (ntypes) {
        list *l;
        int n = 0;

        if (!cat_save_list(cat, &cat->types))
            return ERR_OOM(err);
        l = cat->types;
        for (int i = 0; i < list_len(l); i++)
            if (strcmp(((cat_type *)list_nth(l, i))->schema, schema) != 0)
                l->items[n++] = l->items[i];
        l->n = n;
    }
    return QPROP_OK;
}

/* ---- DROP DOMAIN, DROP TYPE ---- */

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

    if (!cat_subtree(a, t, &tree))
        return false;
    for (int c = 0; c < t->ncols; c++) {
        bool arr = false;
        const cat_type *hit = column_of(&t->cols[c], doms, &arr);
        const char *cname = t->cols[c].name;
        const cat_table *key;
        const dropset *users;

        if (!hit)
            continue;
        key = cat_key_holder(tree, cname);
        if (key == t) {
            /* PostgreSQL drops the table: its key depends on the type */
            const char *line = arena_printf(a, "%s depends on type %s%s",
                                            cat_rel_label(cat, a, t), hit->name,
                                            arr ? "[]" : "");

            return line && list_push(a, &ds->why, (void *)line)
                   && gone_add(cat, ds, t);
        }
        for (int i = 0; i < list_len(tree); i++) {
            const cat_table *x = list_nth(tree, i);
            const char *what = arena_printf(a, "column %s of %s", cname,
                                            cat_rel_label(cat, a, x));

            if (!what || !type_line(cat, ds, what, hit, arr))
                return false;
        }
        if (key || cat_has_key_expr(tree)) {
            if (!list_push(a, marks, t))
                return false;
            continue;
        }
        users = cat_users_of(cat, tree, cname, NULL,
                             arena_printf(a, "column %s of %s", cname,
                                          cat_rel_label(cat, a, t)));
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
        ct = (cat_type *)cat_find_type(cat, &nm);
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
            return ERR_OOM(err);
        if (!list_push(a, &doms, ct))
            return ERR_OOM(err);
    }
    if (list_len(doms) == 0)
        return QPROP_OK;
    /* the domains over one of them, transitively */
    for (int i = 0; i < list_len(cat->types); i++) {
        const cat_type *d = list_nth(cat->types, i);

        if (d->kind == CTYPE_DOMAIN && d->over && !list_has(doms, d)
            && list_has(doms, d->over)) {
            const char *w = arena_printf(a, "type %s", d->name);

            if (!w || !type_line(cat, &ds, w, d->over, false)
                || !list_push(a, &doms, (void *)d))
                return ERR_OOM(err);
            i = -1; /* again: one over this one may come before it */
        }
    }
    /* the columns of one of them, with the views reading them */
    if (!cat_all_relations(cat, &rels))
        return ERR_OOM(err);
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *t = list_nth(rels, i);

        if (t->is_view || t->is_matview || t->parent || t->is_system)
            continue;
        if (!type_users_in(cat, t, doms, &ds, &cols, &marks))
            return ERR_OOM(err);
    }
    /* the functions whose signature names one, with the views calling
       them */
    if (!cat_routines_using(cat, doms, &routines))
        return ERR_OOM(err);
    for (int i = 0; i < list_len(routines); i++) {
        const cat_routine *r = list_nth(routines, i);
        const char *label = cat_routine_label(a, r);
        const cat_type *hit = NULL;
        const dropset *users;

        for (int d = 0; d < list_len(doms) && !hit; d++)
            if (list_has(r->types, list_nth(doms, d)))
                hit = list_nth(doms, d);
        if (!label || !type_line(cat, &ds, label, hit, false)
            || !(users = cat_users_of(cat, NULL, NULL, r, label))
            || !ds_merge(cat, &ds, users))
            return ERR_OOM(err);
    }
    /* the views whose expressions have one of them (a cast, a constant) */
    for (int i = 0; i < list_len(rels); i++) {
        cat_table *v = list_nth(rels, i);
        const cat_type *hit = NULL;
        bool arr = false;

        if (!v->deps_known || list_has(ds.gone, v))
            continue;
        for (int k = 0; k < list_len(v->dep_types) && !hit; k++) {
            cat_column c = {0};

            c.type = *(const qp_type *)list_nth(v->dep_types, k);
            hit = column_of(&c, doms, &arr);
        }
        if (hit && !cat_dependent_add(cat, &ds, v,
                                  arena_printf(a, "type %s", hit->name)))
            return ERR_OOM(err);
    }
    if (!close_dependents(cat, &ds))
        return ERR_OOM(err);
    if (!st->session.cascade && list_len(ds.why) > 0)
        return depend_error(&ds, what, list_len(names) > 1, st->loc, err);

    mark = cat_stmt_begin(cat, &was_in_txn);
    rc = drop_set(cat, &ds, err);
    for (int i = 0; rc == QPROP_OK && i + 1 < list_len(cols); i += 2) {
        cat_table *t = list_nth(cols, i);

        if (list_has(ds.gone, t) || cat_column_index(t, list_nth(cols, i + 1)) < 0)
            continue;
        rc = cat_drop_column_named(cat, t, list_nth(cols, i + 1), true, st->loc,
                               err);
        if (rc == QPROP_DONE)
            rc = list_push(a, &marks, t) ? QPROP_OK : ERR_OOM(err);
    }
    for (int i = 0; rc == QPROP_OK && i < list_len(marks); i++)
        if (!list_has(ds.gone, list_nth(marks, i))
            && !cat_mark_changed(cat, list_nth(marks, i),
                             st->session.kind == SESS_DROP_TYPE
                                 ? "DROP TYPE ... CASCADE"
                                 : "DROP DOMAIN ... CASCADE",
                             true))
            rc = ERR_OOM(err);
    for (int i = 0; rc == QPROP_OK && i < list_len(routines); i++)
        if (!cat_routine_remove(cat, list_nth(routines, i)))
            rc = ERR_OOM(err);
    if (rc == QPROP_OK) {
        list *l;
        int n = 0;

        if (!cat_save_list(cat, &cat->types)) {
            rc = ERR_OOM(err);
        } else {
            l = cat->types;
            for (int i = 0; i < list_len(l); i++)
                if (!list_has(doms, list_nth(l, i)))
                    l->items[n++] = l->items[i];
            if (l)
                l->n = n;
        }
    }
    if (rc == QPROP_OK && a->failed)
        rc = ERR_OOM(err);
    cat_stmt_end(cat, mark, was_in_txn, rc != QPROP_OK);
    return rc;
}
