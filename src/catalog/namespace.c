/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/namespace.c — schemas, search_path and transactions
 *
 * Every relation and type lives in a schema.  A qualified name is looked
 * for in its schema; an unqualified one along the search path as
 * PostgreSQL 15 walks it (namespace.c's recomputeNamespacePath()): the
 * session's temporary schema first (relations and types) unless the path
 * lists pg_temp, then pg_catalog unless the path lists it, then the
 * path's schemas in order, skipping those that do not exist.  An
 * unqualified CREATE goes into the first existing schema of the path
 * ("no schema has been selected to create in" when there is none), a
 * temporary one into pg_temp.  The path is the input's own: SET
 * search_path, RESET search_path and pg_dump's set_config('search_path',
 * ...) change it in statement order; every input starts with
 * PostgreSQL's default, "$user", public.
 *
 * Transactions: inside BEGIN ... COMMIT/ROLLBACK every change the catalog
 * makes to something that existed before the statement is first saved in
 * an undo log (the bytes of a field, a list, or a name's map entry), so
 * ROLLBACK and ROLLBACK TO SAVEPOINT restore them in reverse order, and
 * COMMIT forgets the log.  Objects a statement creates need no saving:
 * they become reachable only through a saved change.  Memory is never
 * freed before catalog_free(), so a restored pointer is always valid.
 *
 * NB: "$user" matches no schema: qprop does not know the session's user.
 * A statement that fails inside a block as it would in PostgreSQL (an
 * error, not a construct qprop does not model) aborts the block: every
 * later statement is an error until ROLLBACK or ROLLBACK TO SAVEPOINT
 * (COMMIT of an aborted block rolls back), as in PostgreSQL.
 */
#include <string.h>

#include "base/error.h"
#include "catalog/catalog_int.h"

/* Schemas every database has. */
static const char *const builtin_schemas[] = {
    "public", "pg_catalog", "information_schema", "pg_temp",
}; /* the most used first */

/* Longest schema name catalog_lookup_text() reads (PostgreSQL truncates
   names to 63 bytes). */
#define NAMEDATALEN_MAX 256

static const char *const default_path[] = { "$user", "public" };

static const cat_searchpath default_searchpath = {
    2, (const char **)default_path,
};

const cat_searchpath *
cat_default_path(void)
{
    return &default_searchpath;
}

bool
catalog_schema_exists(const catalog *cat, const char *name)
{
    for (size_t i = 0; i < sizeof builtin_schemas / sizeof builtin_schemas[0];
         i++)
        if (strcmp(builtin_schemas[i], name) == 0)
            return true;
    for (int i = 0; i < list_len(cat->schemas); i++)
        if (strcmp(list_nth(cat->schemas, i), name) == 0)
            return true;
    return false;
}

const cat_searchpath *
catalog_search_path(const catalog *cat)
{
    return cat->path;
}

/*
 * The schemas an unqualified name is looked for in, in order, into 'out'
 * (room for p->n + 2): pg_temp first when 'temp_ok' and the path does not
 * list it, then pg_catalog unless listed, then the path's existing
 * schemas.  Returns how many.
 */
static int
search_order(const catalog *cat, const cat_searchpath *p, bool temp_ok,
             const char **out)
{
    bool has_temp = false, has_cat = false;
    int n = 0;

    for (int i = 0; i < p->n; i++) {
        has_temp |= strcmp(p->names[i], "pg_temp") == 0;
        has_cat |= strcmp(p->names[i], "pg_catalog") == 0;
    }
    if (temp_ok && !has_temp)
        out[n++] = "pg_temp";
    if (!has_cat)
        out[n++] = "pg_catalog";
    for (int i = 0; i < p->n; i++) {
        const char *s = p->names[i];

        if (strcmp(s, "$user") == 0 || (!temp_ok && strcmp(s, "pg_temp") == 0)
            || !catalog_schema_exists(cat, s))
            continue;
        out[n++] = s;
    }
    return n;
}

int
cat_func_search_order(const catalog *cat, const char **out)
{
    /* functions and operators are never looked for in pg_temp
       unqualified (PostgreSQL: a trojan-horse guard) */
    return search_order(cat, cat->path, false, out);
}

/* The relation of schema 's' in the chain of relations named alike that
   starts at 't', or NULL. */
static cat_table *
in_schema(cat_table *t, const char *s)
{
    while (t && strcmp(t->schema, s) != 0)
        t = t->next_same;
    return t;
}

/* Whether search_order(cat, p, true) lists schema 's' (that holds a
   relation, so exists unless it is the input's own and was dropped):
   the one-relation case of catalog_lookup_in without the whole order. */
static bool
on_path(const catalog *cat, const cat_searchpath *p, const char *s)
{
    /* the path first: a relation is nearly always in one of its schemas
       (pg_temp and pg_catalog, listed or not, exist) */
    for (int i = 0; i < p->n; i++)
        if (p->names[i][0] == s[0] && strcmp(p->names[i], s) == 0)
            return strcmp(s, "$user") != 0 && catalog_schema_exists(cat, s);
    return strcmp(s, "pg_temp") == 0 || strcmp(s, "pg_catalog") == 0;
}

cat_table *
catalog_lookup_in(const catalog *cat, const cat_searchpath *p,
                  const ast_name *n)
{
    cat_table *t;
    const char *order[CAT_MAX_PATH + 2];
    int k;

    if (n->n < 1)
        return NULL;
    t = catalog_find(cat, n->part[n->n - 1]);
    if (!t)
        return NULL;
    if (n->n > 1)
        return in_schema(t, n->part[n->n - 2]);
    if (!p)
        p = cat->path;
    if (!t->next_same)
        return on_path(cat, p, t->schema) ? t : NULL;
    k = search_order(cat, p, true, order);
    for (int i = 0; i < k; i++) {
        cat_table *x = in_schema(t, order[i]);

        if (x)
            return x;
    }
    return NULL;
}

/* The name and schema 't' had at time 'when' into '*name', '*schema'. */
static void
name_at(const cat_table *t, unsigned long when, const char **name,
        const char **schema)
{
    *name = t->name;
    *schema = t->schema;
    for (const cat_relname *h = t->was; h && h->until > when; h = h->prev) {
        *name = h->name;
        *schema = h->schema;
    }
}

cat_table *
catalog_lookup_at(const catalog *cat, const cat_searchpath *p,
                  const ast_name *n, unsigned long when)
{
    const char *order[CAT_MAX_PATH + 2];
    int k;

    if (cat->renamed <= when || n->n < 1)
        return catalog_lookup_in(cat, p, n);
    /* a relation renamed or moved since: the one that had the name then */
    if (n->n > 1) {
        order[0] = n->part[n->n - 2];
        k = 1;
    } else {
        k = search_order(cat, p ? p : cat->path, true, order);
    }
    for (int i = 0; i < k; i++)
        for (size_t j = 0; j < cat->names.cap; j++) {
            const hmap_slot *sl = &cat->names.slots[j];

            for (cat_table *t = sl->key ? sl->value : NULL; t;
                 t = t->next_same) {
                const char *name, *schema;

                if (t->made > when)
                    continue; /* made since: not the one the view read */
                name_at(t, when, &name, &schema);
                if (strcmp(name, n->part[n->n - 1]) == 0
                    && strcmp(schema, order[i]) == 0)
                    return t;
            }
        }
    return NULL;
}

cat_table *
catalog_lookup(const catalog *cat, const ast_name *n, bool *ambiguous)
{
    *ambiguous = false;
    return catalog_lookup_in(cat, cat->path, n);
}

cat_table *
catalog_lookup_text(const catalog *cat, const char *name)
{
    const char *dot = strchr(name, '.');
    char schema[NAMEDATALEN_MAX];
    ast_name n;

    memset(&n, 0, sizeof n);
    if (!dot) {
        n.part[n.n++] = name;
        return catalog_lookup_in(cat, &default_searchpath, &n);
    }
    if ((size_t)(dot - name) >= sizeof schema)
        return NULL;
    memcpy(schema, name, (size_t)(dot - name));
    schema[dot - name] = '\0';
    n.part[n.n++] = schema;
    n.part[n.n++] = dot + 1;
    return catalog_lookup_in(cat, &default_searchpath, &n);
}

bool
catalog_visible(const catalog *cat, const cat_searchpath *p,
                const cat_table *t)
{
    ast_name n;

    memset(&n, 0, sizeof n);
    n.part[n.n++] = t->name;
    return catalog_lookup_in(cat, p, &n) == t;
}

int
cat_type_search_order(const catalog *cat, const char **out)
{
    return search_order(cat, cat->path, true, out);
}

qprop_status
cat_creation_schema(const catalog *cat, const ast_name *n, bool temp,
                    int loc, const char **out, qprop_error *err)
{
    const cat_searchpath *p = cat->path;

    if (n->n > 1) {
        const char *s = n->part[n->n - 2];

        if (temp && strcmp(s, "pg_temp") != 0)
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "cannot create temporary relation in "
                           "non-temporary schema");
        if (!catalog_schema_exists(cat, s))
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "schema \"%s\" does not exist", s);
        *out = s;
        return QPROP_OK;
    }
    if (temp) {
        *out = "pg_temp";
        return QPROP_OK;
    }
    for (int i = 0; i < p->n; i++) {
        const char *s = p->names[i];

        if (strcmp(s, "$user") == 0 || !catalog_schema_exists(cat, s))
            continue;
        *out = s;
        return QPROP_OK;
    }
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "no schema has been selected to create in");
}

/* ---- the undo log ---- */

typedef struct cat_undo {
    void *addr;         /* bytes saved from here (NULL: a name entry) */
    size_t size;
    void *saved;        /* their old value */
    const char *name;   /* a name entry: the map held 'value' for it */
    void *value;
} cat_undo;

typedef struct cat_savepoint {
    const char *name;
    int at;             /* log entries before it */
} cat_savepoint;

static bool
undo_push(catalog *cat, const cat_undo *u)
{
    if (cat->nundo == cat->undo_cap) {
        int ncap = cat->undo_cap ? cat->undo_cap * 2 : 64;
        cat_undo *nu = ARENA_NEWN(&cat->a, cat_undo, ncap);

        if (!nu)
            return false;
        if (cat->nundo)
            memcpy(nu, cat->undo, sizeof *nu * (size_t)cat->nundo);
        cat->undo = nu;
        cat->undo_cap = ncap;
    }
    cat->undo[cat->nundo++] = *u;
    return true;
}

bool
cat_save(catalog *cat, void *addr, size_t size)
{
    cat_undo u;

    if (!cat->in_txn || size == 0)
        return true;
    memset(&u, 0, sizeof u);
    u.addr = addr;
    u.size = size;
    u.saved = arena_alloc(&cat->a, size);
    if (!u.saved)
        return false;
    memcpy(u.saved, addr, size);
    return undo_push(cat, &u);
}

bool
cat_save_list(catalog *cat, list **l)
{
    if (!cat_save(cat, l, sizeof *l))
        return false;
    if (!*l)
        return true;
    return cat_save(cat, *l, sizeof **l)
           && cat_save(cat, (*l)->items, sizeof(void *) * (size_t)(*l)->n);
}

bool
cat_save_name(catalog *cat, const char *name)
{
    cat_undo u;

    if (!cat->in_txn)
        return true;
    memset(&u, 0, sizeof u);
    u.name = name;
    u.value = hmap_get(&cat->names, name);
    return undo_push(cat, &u);
}

/* Undo the log back to 'at' entries.  Restoring a name may allocate (a
   map slot); false on OOM. */
static bool
undo_to(catalog *cat, int at)
{
    bool ok = true;

    while (cat->nundo > at) {
        cat_undo *u = &cat->undo[--cat->nundo];

        if (u->addr)
            memcpy(u->addr, u->saved, u->size);
        else if (u->value)
            ok &= hmap_put(&cat->names, u->name, u->value) != 0;
        else
            hmap_del(&cat->names, u->name);
    }
    return ok;
}

int
cat_stmt_begin(catalog *cat, bool *was_in_txn)
{
    *was_in_txn = cat->in_txn;
    cat->in_txn = true;
    return cat->nundo;
}

void
cat_stmt_end(catalog *cat, int mark, bool was_in_txn, bool failed)
{
    /* undo_to() fails only on OOM restoring a name; the catalog's arena
       state then reports it on the next statement */
    if (failed)
        (void)undo_to(cat, mark);
    if (!was_in_txn) {
        cat->nundo = mark;
        cat->in_txn = false;
    }
}

/* ---- session statements ---- */

static qprop_status
set_path(catalog *cat, const ast *st, qprop_error *err)
{
    const cat_searchpath *p = &default_searchpath;
    int n = list_len(st->session.path);

    if (st->session.is_local && !cat->in_txn)
        return QPROP_OK; /* PostgreSQL: a warning, no effect */
    if (n > CAT_MAX_PATH)
        return err_set(err, QPROP_ELIMIT, st->loc,
                       "search_path of %d schemas is longer than qprop's "
                       "limit of %d", n, CAT_MAX_PATH);
    if (!st->session.path_default) {
        cat_searchpath *np = ARENA_NEW(&cat->a, cat_searchpath);

        if (!np || !(np->names = ARENA_NEWN(&cat->a, const char *, n + 1)))
            return ERR_OOM(err);
        for (int i = 0; i < n; i++)
            if (!(np->names[i] = arena_strdup(&cat->a,
                                              list_nth(st->session.path, i))))
                return ERR_OOM(err);
        np->n = n;
        p = np;
    }
    if (st->session.is_local && !cat->local_path_saved) {
        /* SET LOCAL: the path before it comes back at COMMIT */
        cat->local_path_saved = true;
        cat->path_before_local = cat->path;
    } else if (!st->session.is_local) {
        cat->local_path_saved = false;
    }
    if (!cat_save(cat, &cat->path, sizeof cat->path))
        return ERR_OOM(err);
    cat->path = p;
    return QPROP_OK;
}

static qprop_status
create_schema(catalog *cat, const ast *st, qprop_error *err)
{
    const char *name = st->session.name, *copy;

    if (catalog_schema_exists(cat, name)) {
        if (st->session.if_not_exists)
            return QPROP_OK;
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "schema \"%s\" already exists", name);
    }
    if (strncmp(name, "pg_", 3) == 0) {
        err_set(err, QPROP_ESEMANTIC, st->loc,
                "unacceptable schema name \"%s\"", name);
        err_detail(err, "The prefix \"pg_\" is reserved for system "
                        "schemas.");
        return QPROP_ESEMANTIC;
    }
    if (!(copy = arena_strdup(&cat->a, name))
        || !cat_save_list(cat, &cat->schemas)
        || !list_push(&cat->a, &cat->schemas, (void *)copy))
        return ERR_OOM(err);
    return QPROP_OK;
}

static qprop_status
drop_schemas(catalog *cat, const ast *st, qprop_error *err)
{
    const list *names = st->session.path;
    qprop_status rc;

    for (int i = 0; i < list_len(names); i++) {
        const char *s = list_nth(names, i);

        if (!catalog_schema_exists(cat, s) && !st->session.if_not_exists)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "schema \"%s\" does not exist", s);
    }
    for (int i = 0; i < list_len(names); i++) {
        const char *s = list_nth(names, i);
        list *l;
        int n = 0;

        if (!catalog_schema_exists(cat, s))
            continue;
        rc = cat_drop_schema_objects(cat, s, st->session.cascade, st->loc,
                                     err);
        if (rc != QPROP_OK)
            return rc;
        if (!cat_save_list(cat, &cat->schemas))
            return ERR_OOM(err);
        l = cat->schemas;
        for (int k = 0; k < list_len(l); k++)
            if (strcmp(list_nth(l, k), s) != 0)
                l->items[n++] = l->items[k];
        l->n = n;
    }
    return QPROP_OK;
}

/* The savepoint named 'name', latest first, or -1. */
static int
find_savepoint(const catalog *cat, const char *name)
{
    for (int i = list_len(cat->savepoints) - 1; i >= 0; i--) {
        const cat_savepoint *s = list_nth(cat->savepoints, i);

        if (strcmp(s->name, name) == 0)
            return i;
    }
    return -1;
}

/* End the transaction block: keep ('commit', unless it is aborted) or
   undo its changes. */
static qprop_status
end_txn(catalog *cat, bool commit, qprop_error *err)
{
    bool ok;

    commit = commit && !cat->aborted;
    ok = commit ? cat_commit_drops(cat) : undo_to(cat, 0);
    cat->commit_drops = NULL;
    cat->nundo = 0;
    cat->in_txn = false;
    cat->aborted = false;
    cat->savepoints = NULL;
    if (commit && cat->local_path_saved)
        cat->path = cat->path_before_local;
    cat->local_path_saved = false;
    if (cat->role_saved && (!commit || cat->role_local)) {
        cat->role = cat->role_at_begin;
        cat->auth = cat->auth_at_begin;
        cat->restrict_views = cat->restrict_views_at_begin;
    }
    cat->role_saved = cat->role_local = false;
    return ok ? QPROP_OK : ERR_OOM(err);
}

/* Before a SET of the role or of restrict_nonsystem_relation_kind in a
   transaction block: what ROLLBACK (and, after SET LOCAL, COMMIT)
   restores (end_txn). */
static void
save_role(catalog *cat, bool local)
{
    if (cat->in_txn && !cat->role_saved) {
        cat->role_at_begin = cat->role;
        cat->auth_at_begin = cat->auth;
        cat->restrict_views_at_begin = cat->restrict_views;
        cat->role_saved = true;
    }
    cat->role_local |= local;
}

qprop_status
catalog_session(catalog *cat, const ast *st, qprop_error *err)
{
    cat_savepoint *sp;
    int k;

    if (cat->a.failed)
        return ERR_OOM(err);
    switch (st->session.kind) {
    case SESS_SEARCH_PATH:
        return set_path(cat, st, err);
    case SESS_CREATE_SCHEMA:
        return create_schema(cat, st, err);
    case SESS_DROP_SCHEMA:
        return drop_schemas(cat, st, err);
    case SESS_CREATE_EXTENSION:
        return cat_create_extension(cat, st->session.name,
                                    st->session.rel.n ? st->session.rel.part[0]
                                                      : NULL,
                                    st->session.if_not_exists, st->loc, err);
    case SESS_DROP_EXTENSION:
        return cat_drop_extension(cat, st, err);
    case SESS_DROP_DOMAIN:
    case SESS_DROP_TYPE:
        return cat_drop_domain(cat, st, err);
    case SESS_REFRESH: {
        cat_table *t = catalog_lookup_in(cat, NULL, &st->session.rel);
        const char *name = st->session.rel.part[st->session.rel.n - 1];

        if (!t)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", name);
        if (!t->is_matview)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a materialized view", name);
        return QPROP_OK; /* its rows are not modelled */
    }
    case SESS_RESTRICT:
        save_role(cat, st->session.is_local);
        cat->restrict_views = false;
        for (k = 0; !st->session.path_default
                    && k < list_len(st->session.path); k++)
            if (strcmp(list_nth(st->session.path, k), "view") == 0)
                cat->restrict_views = true;
        return QPROP_OK;
    case SESS_ROLE:
        save_role(cat, st->session.is_local);
        {
            const char *who = st->session.name
                                  ? arena_strdup(&cat->a, st->session.name)
                                  : NULL;

            if (st->session.name && !who)
                return ERR_OOM(err);
            if (st->session.path_default) {
                /* SET SESSION AUTHORIZATION: the session's user, and
                   ROLE NONE */
                cat->auth = who;
                cat->role = NULL;
            } else
                cat->role = who;
        }
        return QPROP_OK;
    case SESS_BEGIN:
        /* PostgreSQL warns "there is already a transaction in progress" */
        cat->in_txn = true;
        return QPROP_OK;
    case SESS_COMMIT:
        return end_txn(cat, true, err);
    case SESS_PREPARE_TXN:
        /* the block ends; its changes are seen once COMMIT PREPARED
           runs, in this session or another, or never (ROLLBACK
           PREPARED; and PREPARE fails and rolls back where
           max_prepared_transactions is 0, the default): undone here,
           the gid kept if there were any */
        if (!cat->in_txn)
            return QPROP_OK; /* PostgreSQL: a warning */
        if (cat->nundo > 0 || cat->aborted) {
            const char *gid = arena_strdup(&cat->a, st->session.name);

            if (!gid || !list_push(&cat->a, &cat->prepared, (void *)gid))
                return ERR_OOM(err);
        }
        return end_txn(cat, false, err);
    case SESS_COMMIT_PREPARED:
    case SESS_ROLLBACK_PREPARED:
        if (cat->in_txn)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "%s PREPARED cannot run inside a transaction "
                           "block", st->session.kind == SESS_COMMIT_PREPARED
                                        ? "COMMIT" : "ROLLBACK");
        if (st->session.kind == SESS_ROLLBACK_PREPARED)
            return QPROP_OK;
        for (int i = 0; i < list_len(cat->prepared); i++)
            if (strcmp(list_nth(cat->prepared, i), st->session.name) == 0
                && !cat->unknown_by)
                cat->unknown_by = "COMMIT PREPARED of a transaction that "
                                  "changed the catalog";
        return QPROP_OK;
    case SESS_ROLLBACK:
        return end_txn(cat, false, err);
    case SESS_SAVEPOINT:
        if (!cat->in_txn)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "SAVEPOINT can only be used in transaction "
                           "blocks");
        sp = ARENA_NEW(&cat->a, cat_savepoint);
        if (!sp || !(sp->name = arena_strdup(&cat->a, st->session.name))
            || !list_push(&cat->a, &cat->savepoints, sp))
            return ERR_OOM(err);
        sp->at = cat->nundo;
        return QPROP_OK;
    case SESS_ROLLBACK_TO:
    case SESS_RELEASE:
        if (!cat->in_txn)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "%s can only be used in transaction blocks",
                           st->session.kind == SESS_RELEASE
                               ? "RELEASE SAVEPOINT"
                               : "ROLLBACK TO SAVEPOINT");
        k = find_savepoint(cat, st->session.name);
        if (k < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "savepoint \"%s\" does not exist",
                           st->session.name);
        sp = list_nth(cat->savepoints, k);
        if (st->session.kind == SESS_RELEASE) {
            /* the savepoint and those after it go; the changes stay */
            cat->savepoints->n = k;
            return QPROP_OK;
        }
        /* the savepoint stays, later ones go; the block is usable
           again */
        cat->savepoints->n = k + 1;
        cat->aborted = false;
        return undo_to(cat, sp->at) ? QPROP_OK : ERR_OOM(err);
    }
    return ERR_INTERNAL(err, "catalog_session: bad kind");
}

void
catalog_txn_failed(catalog *cat)
{
    if (cat->in_txn)
        cat->aborted = true;
}

bool
catalog_txn_refuses(const catalog *cat, const ast *st, qprop_error *err)
{
    if (!cat->aborted
        || (st->kind == AST_SESSION
            && (st->session.kind == SESS_ROLLBACK
                || st->session.kind == SESS_ROLLBACK_TO
                || st->session.kind == SESS_COMMIT)))
        return false;
    err_set(err, QPROP_ESEMANTIC, st->loc,
            "current transaction is aborted, commands ignored until end of "
            "transaction block");
    return true;
}

void
catalog_session_start(catalog *cat)
{
    if (cat->in_txn)
        (void)undo_to(cat, 0); /* the end of a session rolls back */
    cat->nundo = 0;
    cat->in_txn = false;
    cat->aborted = false;
    cat->savepoints = NULL;
    cat->commit_drops = NULL;
    cat->local_path_saved = false;
    cat->path = &default_searchpath;
}
