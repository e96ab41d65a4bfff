/* SPDX-License-Identifier: MIT */
/*
 * src/bind/scope.c — range-table entries, scopes and name lookup
 *
 * Every FROM item of a block becomes an rte (plan.h) made by
 * bind_new_rte() and an ns_item of the block's scope, under the name it
 * is referenced by.  bind_resolve_column() looks a column reference up in
 * the block's own scope first, then in each enclosing block's scope
 * (correlation), and records in the blocks' outer flags where a reference
 * to an enclosing block came from: sublink.c turns a subquery into a join
 * only when its outer references are all in conjuncts of its WHERE.
 * USING and NATURAL columns are found through the scope's merged columns,
 * and an aliased join through its join_alias (from.c makes both).
 * Lookups never change a scope; only bind_add_item() adds to one.
 */
#include <stdint.h>
#include <string.h>

#include "bind/bind_int.h"

/* ---- range-table entries ---- */

static const char *
unique_alias(bctx *c, const char *want)
{
    const char *name = want;

    for (int i = 1; hmap_get(&c->aliases, name); i++) {
        name = arena_printf(c->a, "%s_%d", want, i);
        if (!name)
            return NULL;
    }
    if (!hmap_put(&c->aliases, name, (void *)name))
        return NULL;
    return name;
}

rte *
bind_new_rte(bctx *c, block *b, rte_kind kind, const char *alias,
             const char *written, int ncols, int loc)
{
    rte *r = ARENA_NEW(c->a, rte);

    if (!r)
        return NULL;
    r->id = ++c->next_rte;
    r->kind = kind;
    r->alias = unique_alias(c, alias);
    r->written_alias = written;
    r->ncols = ncols;
    r->colnames = ARENA_NEWN(c->a, const char *, ncols ? ncols : 1);
    r->coltypes = ARENA_NEWN(c->a, qp_type, ncols ? ncols : 1);
    r->colnotnull = ARENA_NEWN(c->a, bool, ncols ? ncols : 1);
    r->block = b ? b->id : 0;
    r->loc = loc;
    if (!r->alias || !r->colnames || !r->coltypes || !r->colnotnull)
        return NULL;
    if (!list_push(c->a, &c->q->rtes, r))
        return NULL;
    return r;
}

/* An rte of table 't' with its columns, aliased 'written' (NULL: not
   aliased, and named after the table). */
rte *
bind_table_rte(bctx *c, block *b, cat_table *t, const char *written, int loc)
{
    rte *r = bind_new_rte(c, b, RTE_TABLE, written ? written : t->name,
                          written, t->ncols + NSYSCOLS, loc);

    if (!r)
        return NULL;
    r->ncols = t->ncols; /* the system columns follow, when read */
    /* a view reads the columns the table had when the view was defined:
       those ALTER TABLE ADD COLUMN added since, the last ones, are not
       there for it (its SELECT * and its names as PostgreSQL bound them) */
    if (c->view && c->view->deps_known)
        while (r->ncols > 0 && t->cols[r->ncols - 1].added > c->view->defined)
            r->ncols--;
    r->table = t;
    bind_note_rte(c, r);
    r->cat = c->cat;
    r->path = catalog_search_path(c->cat); /* the session's, also in a
                                              view's query */
    for (int i = 0; i < t->ncols; i++) {
        /* in a view, the names its query was bound with (RENAME COLUMN
           since renames PostgreSQL's reference, not the query's text) */
        r->colnames[i] = c->view && c->view->deps_known
                             ? cat_column_name_at(&t->cols[i],
                                                  c->view->defined)
                             : t->cols[i].name;
        r->coltypes[i] = t->cols[i].type;
        r->colnotnull[i] = t->cols[i].not_null;
    }
    return r;
}

/* PostgreSQL's system columns, readable on every table and their types
   (not modelled: opaque). */
static const struct {
    const char *name, *type;
} syscols[NSYSCOLS] = {
    { "tableoid", "oid" }, { "ctid", "tid" }, { "xmin", "xid" },
    { "cmin", "cid" }, { "xmax", "xid" }, { "cmax", "cid" },
};

/* Column 'name' of table rte 'r' when it is a system column (added to its
   system columns the first time it is read), else -1. */
static int
syscol(const rte *cr, const char *name)
{
    rte *r = (rte *)cr;

    if (r->kind != RTE_TABLE || !r->table)
        return -1;
    for (int i = 0; i < NSYSCOLS; i++) {
        if (strcmp(syscols[i].name, name) != 0)
            continue;
        for (int k = 0; k < r->nsys; k++)
            if (strcmp(r->colnames[r->ncols + k], name) == 0)
                return r->ncols + k;
        if (r->nsys >= NSYSCOLS)
            return -1;
        r->colnames[r->ncols + r->nsys] = syscols[i].name;
        r->coltypes[r->ncols + r->nsys] = type_opaque(syscols[i].type);
        r->colnotnull[r->ncols + r->nsys] = true;
        return r->ncols + r->nsys++;
    }
    return -1;
}

/* The name an item is referenced by: its alias as written, else the
   table's name, else its alias. */
static const char *
item_name(const ns_item *it)
{
    return it->r->written_alias ? it->r->written_alias
           : it->r->table ? it->r->table->name
                          : it->r->alias;
}

/*
 * Whether a visible item 'o' and a new one for 'r' may not share their
 * name on one FROM level (PostgreSQL's checkNameSpaceConflicts): they
 * may only when both are tables named by their own names, without an
 * alias, and are different tables (s1.t, s2.t).
 */
static bool
names_clash(const ns_item *o, const rte *r)
{
    return !o->qual_hidden
           && !(o->r->kind == RTE_TABLE && r->kind == RTE_TABLE
                && !o->r->written_alias && !r->written_alias
                && o->r->table != r->table);
}

/* Up to this many items a scope is searched by name in order; past it
   through its map (by_name), made then. */
#define SCOPE_MAP_MIN 16

/* The first item of 'sc' named 'name' (hidden or not), or NULL. */
static ns_item *
first_named(const scope *sc, const char *name)
{
    if (sc->by_name.a)
        return hmap_get(&sc->by_name, name);
    for (int i = 0; i < list_len(sc->items); i++) {
        ns_item *o = list_nth(sc->items, i);
        const char *on = item_name(o);

        if (on[0] == name[0] && strcmp(on, name) == 0)
            return o;
    }
    return NULL;
}

bool
bind_check_name_free(bctx *c, const scope *sc, const char *name,
                     const rte *r, int loc)
{
    bool clash = false;

    if (first_named(sc, name))
        for (int i = 0; i < list_len(sc->items) && !clash; i++) {
            const ns_item *o = list_nth(sc->items, i);

            clash = strcmp(item_name(o), name) == 0
                    && (r ? names_clash(o, r) : !o->qual_hidden);
        }
    for (int i = 0; i < list_len(sc->join_aliases) && !clash; i++) {
        const join_alias *j = list_nth(sc->join_aliases, i);

        clash = !j->hidden && strcmp(j->name, name) == 0;
    }
    if (clash)
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "table name \"%s\" specified more than once", name);
    return !clash;
}

ns_item *
bind_add_item(bctx *c, scope *sc, rte *r)
{
    ns_item *it = ARENA_NEW(c->a, ns_item);
    const char *name;
    bool known;

    if (!it)
        return NULL;
    it->r = r;
    name = item_name(it);
    known = first_named(sc, name) != NULL;
    /* a name no item has clashes only with a join alias */
    if (known || list_len(sc->join_aliases))
        if (!bind_check_name_free(c, sc, name, r, r->loc))
            return NULL;
    it->hidden = ARENA_NEWN(c->a, bool, r->ncols ? r->ncols : 1);
    if (!it->hidden || !list_push(c->a, &sc->items, it))
        return NULL;
    if (sc->by_name.a)
        return known || hmap_put(&sc->by_name, name, it) ? it : NULL;
    if (list_len(sc->items) <= SCOPE_MAP_MIN)
        return it;
    /* the map of the first item of each name */
    hmap_init(&sc->by_name, c->a);
    for (int i = 0; i < list_len(sc->items); i++) {
        ns_item *o = list_nth(sc->items, i);

        if (!hmap_get(&sc->by_name, item_name(o))
            && !hmap_put(&sc->by_name, item_name(o), o))
            return NULL;
    }
    return it;
}

/* Apply a written alias's column list to 'r'. */
qprop_status
bind_apply_alias_cols(bctx *c, rte *r, const ast_alias *al)
{
    if (!al || !al->colnames)
        return QPROP_OK;
    if (list_len(al->colnames) > r->ncols)
        return err_set(c->err, QPROP_ESEMANTIC, al->loc,
                       "table \"%s\" has %d columns available but %d "
                       "columns specified",
                       al->name, r->ncols, list_len(al->colnames));
    for (int i = 0; i < list_len(al->colnames); i++)
        r->colnames[i] = list_nth(al->colnames, i);
    return QPROP_OK;
}

/* ---- name resolution ---- */

ns_item *
bind_find_item(scope *sc, const char *alias)
{
    ns_item *it = first_named(sc, alias);

    /* the first of the name may be hidden inside an aliased join, and a
       later one visible: (t JOIN u) AS j, t */
    if (it && it->qual_hidden) {
        it = NULL;
        for (int i = 0; i < list_len(sc->items) && !it; i++) {
            ns_item *o = list_nth(sc->items, i);

            if (!o->qual_hidden && strcmp(item_name(o), alias) == 0)
                it = o;
        }
    }
    return it;
}

/* The columns of the table, subquery or function 'cs' stands for, made
   on first use (the colset is the binder's own, so it is filled in). */
static bool
make_own(bctx *c, const colset *cs)
{
    colset *w = (colset *)cs;
    const rte *r = cs->rte;

    for (int k = 0; k < r->ncols; k++) {
        from_col *fc = ARENA_NEW(c->a, from_col);

        if (!fc || !(fc->e = expr_make_col(c->a, cs->rte, k, cs->loc))
            || !list_push(c->a, &w->own, fc))
            return false;
        fc->name = r->colnames[k];
    }
    w->rte = NULL;
    return true;
}

bool
bind_cols_flatten(bctx *c, const colset *cs, list **out)
{
    /* depth-first with an explicit stack (a FROM clause may nest joins
       deeper than the C stack goes); each task carries the USING lists of
       the joins above it that take columns out by name */
    typedef struct excl {
        const list *names;
        const struct excl *up;
    } excl;
    typedef struct task {
        const colset *cs;
        const excl *ex;
    } task;
    task *stack;
    int n = 0, cap = 16;

    if (!(stack = ARENA_NEWN(c->a, task, cap)))
        return false;
    stack[n++] = (task){ cs, NULL };
    while (n > 0) {
        task t = stack[--n];
        const excl *ex = t.ex;

        if (t.cs->rte && !make_own(c, t.cs))
            return false;

        for (int i = 0; i < list_len(t.cs->own); i++) {
            from_col *fc = list_nth(t.cs->own, i);
            bool taken = false;

            for (const excl *e = ex; e && !taken; e = e->up)
                for (int k = 0; k < list_len(e->names) && !taken; k++)
                    taken = strcmp(list_nth(e->names, k), fc->name) == 0;
            if (!taken && !list_push(c->a, out, fc))
                return false;
        }
        if (list_len(t.cs->merged)) {
            excl *e = ARENA_NEW(c->a, excl);

            if (!e)
                return false;
            *e = (excl){ t.cs->merged, ex };
            ex = e;
        }
        if (n + 2 > cap) {
            task *more = ARENA_NEWN(c->a, task, cap * 2);

            if (!more)
                return false;
            memcpy(more, stack, sizeof *stack * (size_t)n);
            stack = more;
            cap *= 2;
        }
        if (t.cs->r)
            stack[n++] = (task){ t.cs->r, ex };
        if (t.cs->l)
            stack[n++] = (task){ t.cs->l, ex };
    }
    return true;
}

join_alias *
bind_find_join_alias(scope *sc, const char *name)
{
    for (int i = 0; i < list_len(sc->join_aliases); i++) {
        join_alias *j = list_nth(sc->join_aliases, i);

        if (!j->hidden && strcmp(j->name, name) == 0)
            return j;
    }
    return NULL;
}

int
bind_find_col(const rte *r, const char *name)
{
    for (int i = 0; i < r->ncols; i++) {
        const char *n = r->colnames[i];

        /* the first byte first: most names differ there */
        if (n && n[0] == name[0] && strcmp(n, name) == 0)
            return i;
    }
    return -1;
}

/* Below this many columns bind_find_col()'s scan is cheaper than a map. */
#define COLMAP_MIN 32

/* bind_find_col(it->r, name), through a map of the columns for wide rtes (a
   1,000-column fact table bound 1,000 times made the scans quadratic). */
static int
item_col(bctx *c, ns_item *it, const char *name)
{
    const rte *r = it->r;
    intptr_t k;

    if (r->ncols < COLMAP_MIN)
        return bind_find_col(r, name);
    if (!it->colmap || it->colmap_names != r->colnames
        || it->colmap_ncols != r->ncols) {
        hmap *m = ARENA_NEW(c->a, hmap);

        if (!m)
            return bind_find_col(r, name);
        hmap_init(m, c->a);
        /* the first of equal names wins, as in bind_find_col() */
        for (int i = 0; i < r->ncols; i++)
            if (r->colnames[i] && !hmap_get(m, r->colnames[i])
                && !hmap_put(m, r->colnames[i], (void *)(intptr_t)(i + 1)))
                return bind_find_col(r, name);
        it->colmap = m;
        it->colmap_names = (const char **)r->colnames;
        it->colmap_ncols = r->ncols;
    }
    k = (intptr_t)hmap_get(it->colmap, name) - 1;
    if (k >= 0 && r->colnames[k] && strcmp(r->colnames[k], name) == 0)
        return (int)k;
    return bind_find_col(r, name); /* a miss (an error), or names changed */
}

/* Record that block 'from' referenced a column of ancestor scope 'found'. */
static void
note_outer_ref(block *from, scope *found)
{
    block *b = from;
    scope *sc = &from->sc;

    /* the innermost block itself */
    if (sc->parent == found && b->cl == CL_WHERE && b->sublink_depth == 0)
        b->outer |= OUTER_IN_WHERE;
    else
        b->outer |= OUTER_ELSEWHERE;
    /* blocks between: the reference passes through them */
    for (sc = sc->parent; sc && sc != found; sc = sc->parent)
        sc->blk->outer |= OUTER_ELSEWHERE;
}

/* ---- "Perhaps you meant" hints (PostgreSQL's errorMissingColumn) ---- */

/* Most edits a suggestion may be away (PostgreSQL's MAX_FUZZY_DISTANCE). */
#define FUZZY_MAX 3

/* Levenshtein distance of 'a' and 'b' (insertions, deletions and
   substitutions cost 1), or 'max' + 1 when it is more than 'max'. */
static int
fuzzy_distance(const char *a, const char *b, int max)
{
    size_t la = strlen(a), lb = strlen(b);
    int row[64], best;

    if ((la > lb ? la - lb : lb - la) > (size_t)max || lb >= 64)
        return max + 1;
    for (size_t j = 0; j <= lb; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];

        row[0] = (int)i;
        best = row[0];
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int v = diag + (a[i - 1] != b[j - 1]);

            if (up + 1 < v)
                v = up + 1;
            if (row[j - 1] + 1 < v)
                v = row[j - 1] + 1;
            row[j] = v;
            diag = up;
            if (v < best)
                best = v;
        }
        if (best > max)
            return max + 1;
    }
    return row[lb] > max ? max + 1 : row[lb];
}

/* The best suggestions so far: at most two at the best distance. */
typedef struct fuzzy {
    const char *match;  /* the name written */
    int distance;       /* of the best suggestions */
    int n;              /* 0, 1, 2, or 3 for "too many at that distance" */
    const char *rel[2], *name[2];
} fuzzy;

/* Consider 'rel'.'name', 'penalty' edits away in its relation name. */
static void
fuzzy_consider(fuzzy *fz, const char *rel, const char *name, int penalty)
{
    int d;

    if (!name || !name[0] || penalty > fz->distance)
        return;
    d = fuzzy_distance(name, fz->match, fz->distance - penalty);
    /* more than half the characters different is no suggestion */
    if (d > (int)strlen(fz->match) / 2 || d + penalty > fz->distance)
        return;
    d += penalty;
    if (d < fz->distance) {
        fz->distance = d;
        fz->n = 0;
    } else if (fz->n >= 2) {
        fz->n = 3;
        return;
    } else if (fz->n == 3)
        return;
    /* the same column reached twice (through a join alias) counts once */
    if (fz->n == 1 && rel && fz->rel[0] && strcmp(rel, fz->rel[0]) == 0
        && strcmp(name, fz->name[0]) == 0)
        return;
    fz->rel[fz->n] = rel;
    fz->name[fz->n++] = name;
}

/*
 * Add PostgreSQL's hint to the "column does not exist" error just set: the
 * visible columns closest to 'col' by edit distance, at most 3 edits and
 * fewer than half its characters; when 'alias' is given (alias.col), the
 * edits between 'alias' and each relation's name count too.  One or two
 * suggestions; none when more are equally close.
 */
static void
hint_column(bctx *c, block *b, const char *alias, const char *col)
{
    fuzzy fz = { .match = col, .distance = FUZZY_MAX + 1 };

    for (scope *sc = &b->sc; sc; sc = sc->parent) {
        for (int i = 0; i < list_len(sc->items); i++) {
            ns_item *it = list_nth(sc->items, i);
            const char *rel = it->r->written_alias ? it->r->written_alias
                                                   : it->r->alias;
            int pen;

            if (it->qual_hidden) /* inside an aliased join: not by name */
                continue;
            pen = alias ? fuzzy_distance(alias, rel ? rel : "",
                                             FUZZY_MAX)
                            : 0;

            for (int k = 0; k < it->r->ncols; k++)
                fuzzy_consider(&fz, rel, it->r->colnames[k], pen);
        }
        for (int i = 0; i < list_len(sc->join_aliases); i++) {
            const join_alias *ja = list_nth(sc->join_aliases, i);
            int pen = alias ? fuzzy_distance(alias, ja->name, FUZZY_MAX) : 0;

            for (int k = 0; k < ja->ncols; k++)
                fuzzy_consider(&fz, ja->name, ja->colnames[k], pen);
        }
    }
    if (fz.n == 1)
        err_hint(c->err, "Perhaps you meant to reference the column "
                 "\"%s.%s\".", fz.rel[0], fz.name[0]);
    else if (fz.n == 2)
        err_hint(c->err, "Perhaps you meant to reference the column "
                 "\"%s.%s\" or the column \"%s.%s\".", fz.rel[0], fz.name[0],
                 fz.rel[1], fz.name[1]);
}

static void
fuzzy_relation(const cat_table *t, const char *name, void *arg)
{
    fuzzy *fz = arg;

    fuzzy_consider(fz, t->is_view ? "view" : "table", name, 0);
}

void
bind_hint_relation(bctx *c, const char *name)
{
    fuzzy fz = { .match = name, .distance = FUZZY_MAX + 1 };

    catalog_each(c->cat, fuzzy_relation, &fz);
    if (fz.n == 1)
        err_hint(c->err, "Perhaps you meant to reference the %s \"%s\".",
                 fz.rel[0], fz.name[0]);
    else if (fz.n == 2)
        err_hint(c->err, "Perhaps you meant to reference the %s \"%s\" or "
                 "the %s \"%s\".", fz.rel[0], fz.name[0], fz.rel[1],
                 fz.name[1]);
}

bool
bind_check_changed(bctx *c, const cat_table *t, int loc)
{
    const cat_table *v = c->view;

    if (catalog_unknown_by(c->cat) && !t->is_system) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "relation \"%s\" may have been changed by %s, which qprop "
                "does not model", t->name, catalog_unknown_by(c->cat));
        return false;
    }
    if (v && (t->made > v->defined || t->reshaped > v->defined
              || (!v->deps_known && (t->dropped_col > v->defined
                                     || t->widened > v->defined)))) {
        /* PostgreSQL's view reads the relation it was created on, as it
           was then: not one made, renamed or altered since (a column
           dropped since was not one it reads, when qprop knows what it
           reads: the view went with it) */
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "relation \"%s\" was %s after view \"%s\" was created; "
                "qprop does not model the view as it was", t->name,
                t->made > v->defined ? "created" : "changed by ALTER TABLE",
                v->name);
        err_hint(c->err, "Give qprop the view as it is now (pg_dump "
                         "--schema-only writes it so).");
        return false;
    }
    if (!t->changed_by)
        return true;
    err_set(c->err, QPROP_EUNSUPPORTED, loc,
            "relation \"%s\" was changed by %s, which qprop does not "
            "model", t->name, t->changed_by);
    if (strncmp(t->changed_by, "CREATE RULE", 11) == 0)
        err_hint(c->err, "Give qprop the view as CREATE VIEW (pg_dump "
                         "of PostgreSQL 16 or later writes it so).");
    else
        err_hint(c->err, "Give qprop the table as it is now (pg_dump "
                         "--schema-only writes it so).");
    return false;
}

void
bind_fail_relation(bctx *c, const ast_name *n, int loc)
{
    const char *name = n->part[n->n - 1];
    const cat_table *t = catalog_find(c->cat, name);

    if (n->n > 1)
        bind_fail(c, QPROP_ESEMANTIC, loc, "relation \"%s\" does not exist",
                  arena_printf(c->a, "%s.%s", n->part[n->n - 2], name));
    else
        bind_fail(c, QPROP_ESEMANTIC, loc, "relation \"%s\" does not exist",
                  name);
    if (t && n->n == 1)
        err_hint(c->err, "There is a %s \"%s.%s\", but its schema is not "
                 "in the search_path.", t->is_view ? "view" : "table",
                 t->schema, name);
    else if (!t)
        bind_hint_relation(c, name);
}

/* The whole row of FROM item 'it' found in scope 'sc' (t.* or t as a
   value), read from block 'b': E_WHOLEROW over its columns; NULL on OOM
   or for a row qprop does not model (an error set). */
static expr *
whole_row(bctx *c, block *b, scope *sc, ns_item *it, int loc)
{
    rte *r = it->r;
    expr *e;

    if (c->in_modify) {
        bind_fail(c, QPROP_EUNSUPPORTED, loc, "%s",
                  "a whole-row reference (t.*) in INSERT, UPDATE or DELETE "
                  "is not supported");
        return NULL;
    }
    if (r->kind == RTE_SINGLE || r->ncols == 0) {
        bind_fail(c, QPROP_EUNSUPPORTED, loc, "%s",
                  "a whole-row reference to this FROM item is not "
                  "supported");
        return NULL;
    }
    if (r->kind == RTE_FUNCTION && r->func_row && !r->func_row->composite) {
        /* a scalar function's row is its value (PostgreSQL) */
        if (sc != &b->sc)
            note_outer_ref(b, sc);
        return expr_make_col(c->a, r, 0, loc);
    }
    if (r->kind == RTE_TABLE && r->ncols < r->table->ncols) {
        /* the row of a view's table that has columns the view does not
           see (bind_table_rte) */
        bind_fail(c, QPROP_EUNSUPPORTED, loc,
                  "a whole-row reference to table \"%s\" in a view made "
                  "before ALTER TABLE ADD COLUMN is not supported",
                  r->table->name);
        return NULL;
    }
    /* a view's row has the view's row type, as PostgreSQL's parser
       types it before the view is expanded */
    e = expr_new(c->a, E_WHOLEROW,
                 r->kind == RTE_TABLE ? type_opaque(r->table->name)
                 : r->view ? type_opaque(r->view->name)
                 : r->kind == RTE_FUNCTION && r->func_row
                     ? r->func_row->call->type
                     : type_plain(T_RECORD),
                 loc);
    if (!e)
        return NULL;
    e->row.rte = r;
    for (int k = 0; k < r->ncols; k++) {
        expr *col = expr_make_col(c->a, r, k, loc);

        if (!col || !list_push(c->a, &e->row.items, col))
            return NULL;
    }
    if (sc != &b->sc)
        note_outer_ref(b, sc);
    return e;
}

bool
bind_returning_old_new(bctx *c, const char *rel, int loc)
{
    int v = catalog_pg_version(c->cat);

    if (v < 18 || loc < c->ret_start || loc >= c->ret_end
        || (strcmp(rel, "old") != 0 && strcmp(rel, "new") != 0))
        return false;
    bind_fail(c, QPROP_EUNSUPPORTED, loc,
              "%s in RETURNING of PostgreSQL 18 is not supported",
              rel[0] == 'o' ? "OLD" : "NEW");
    err_hint(c->err, "qprop does not model the old and new rows of "
             "RETURNING; the input is read as PostgreSQL %d's "
             "(--pg-version).", v);
    return true;
}

expr *
bind_whole_row(bctx *c, block *b, const char *rel, int loc)
{
    for (scope *sc = &b->sc; sc; sc = sc->parent) {
        ns_item *it = bind_find_item(sc, rel);

        if (it)
            return whole_row(c, b, sc, it, loc);
        if (bind_find_join_alias(sc, rel)) {
            bind_fail(c, QPROP_EUNSUPPORTED, loc, "%s",
                      "a whole-row reference to a join alias is not "
                      "supported");
            return NULL;
        }
    }
    if (bind_returning_old_new(c, rel, loc))
        return NULL;
    bind_fail(c, QPROP_ESEMANTIC, loc,
              "missing FROM-clause entry for table \"%s\"", rel);
    return NULL;
}

expr *
bind_resolve_column(bctx *c, block *b, const ast *n)
{
    int np = n->colref.n;
    const char *col = n->colref.part[np - 1];

    if (np == 1) {
        for (scope *sc = &b->sc; sc; sc = sc->parent) {
            expr *found = NULL;
            int nfound = 0;

            for (int i = 0; i < list_len(sc->merged); i++) {
                merged_col *m = list_nth(sc->merged, i);

                if (strcmp(m->name, col) == 0) {
                    found = m->e;
                    nfound++;
                }
            }
            for (int i = 0; i < list_len(sc->items); i++) {
                ns_item *it = list_nth(sc->items, i);

                for (int k = 0; k < it->r->ncols; k++)
                    if (!it->hidden[k] && it->r->colnames[k]
                        && it->r->colnames[k][0] == col[0]
                        && strcmp(it->r->colnames[k], col) == 0) {
                        found = expr_make_col(c->a, it->r, k, n->loc);
                        nfound++;
                    }
            }
            /* an aliased join's columns, by the names the alias gives */
            for (int i = 0; i < list_len(sc->join_aliases); i++) {
                const join_alias *ja = list_nth(sc->join_aliases, i);

                for (int k = 0; k < ja->ncols && !ja->hidden; k++)
                    if (strcmp(ja->colnames[k], col) == 0) {
                        found = ja->cols[k];
                        nfound++;
                    }
            }
            /* a system column, when no column has its name */
            for (int i = 0; i < list_len(sc->items) && !nfound; i++) {
                ns_item *it = list_nth(sc->items, i);
                int k = syscol(it->r, col);

                if (k < 0)
                    continue;
                found = expr_make_col(c->a, it->r, k, n->loc);
                for (int j = i; j < list_len(sc->items); j++)
                    if (syscol(((ns_item *)list_nth(sc->items, j))->r, col) >= 0)
                        nfound++;
            }
            if (nfound > 1) {
                bind_fail(c, QPROP_ESEMANTIC, n->loc,
                          "column reference \"%s\" is ambiguous", col);
                return NULL;
            }
            if (found) {
                if (sc != &b->sc)
                    note_outer_ref(b, sc);
                if (found->kind == E_COL) {
                    found = expr_copy(c->a, found);
                    if (found)
                        found->loc = n->loc;
                }
                return found;
            }
        }
        /* no column of that name: the whole row of a FROM item so named
           (SELECT t FROM t), as PostgreSQL tries it last */
        for (scope *sc = &b->sc; sc; sc = sc->parent) {
            ns_item *it = bind_find_item(sc, col);

            if (it)
                return whole_row(c, b, sc, it, n->loc);
        }
        if (bind_returning_old_new(c, col, n->loc))
            return NULL;
        bind_fail(c, QPROP_ESEMANTIC, n->loc, "column \"%s\" does not exist",
                  col);
        hint_column(c, b, NULL, col);
        return NULL;
    }
    /* qualified: rel.col (schema and catalog parts ignored) */
    {
        const char *rel = n->colref.part[np - 2];

        for (scope *sc = &b->sc; sc; sc = sc->parent) {
            ns_item *it = bind_find_item(sc, rel);
            join_alias *ja = it ? NULL : bind_find_join_alias(sc, rel);
            int k;

            if (ja) {
                expr *found = NULL;

                for (k = 0; k < ja->ncols; k++)
                    if (strcmp(ja->colnames[k], col) == 0) {
                        if (found) {
                            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                                    "column reference \"%s\" is ambiguous", col);
                            return NULL;
                        }
                        found = ja->cols[k];
                    }
                if (!found) {
                    err_set(c->err, QPROP_ESEMANTIC, n->loc,
                            "column %s.%s does not exist", rel, col);
                    hint_column(c, b, rel, col);
                    return NULL;
                }
                if (sc != &b->sc)
                    note_outer_ref(b, sc);
                return found;
            }
            if (!it)
                continue;
            k = item_col(c, it, col);
            if (k < 0)
                k = syscol(it->r, col);
            if (k < 0) {
                err_set(c->err, QPROP_ESEMANTIC, n->loc,
                        "column %s.%s does not exist", rel, col);
                hint_column(c, b, rel, col);
                return NULL;
            }
            /* a derived table or CTE may output two columns of one name
               (a table's are unique: no need to look) */
            for (int j = k + 1; it->r->kind != RTE_TABLE && j < it->r->ncols; j++)
                if (it->r->colnames[j] && strcmp(it->r->colnames[j], col) == 0) {
                    err_set(c->err, QPROP_ESEMANTIC, n->loc,
                            "column reference \"%s\" is ambiguous", col);
                    return NULL;
                }
            if (sc != &b->sc)
                note_outer_ref(b, sc);
            return expr_make_col(c->a, it->r, k, n->loc);
        }
        if (bind_returning_old_new(c, rel, n->loc))
            return NULL;
        bind_fail(c, QPROP_ESEMANTIC, n->loc,
                  "missing FROM-clause entry for table \"%s\"", rel);
        return NULL;
    }
}
