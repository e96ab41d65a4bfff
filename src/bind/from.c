/* SPDX-License-Identifier: MIT */
/*
 * src/bind/from.c — FROM items: tables, views, CTEs, derived tables, joins
 *
 * bind_from_item() binds one FROM item into its block's scope and returns
 * its plan: a Scan of a table (every partition, not yet pruned), a CTE
 * scan, a FunctionScan of a set-returning function (which sees the items
 * to its left, as PostgreSQL's functions in FROM do), or a SubqueryScan
 * of a derived table or of a view, whose stored
 * SQL is parsed and bound seeing the catalog only.  A derived table sees
 * the enclosing blocks, and the items to its left only when LATERAL.
 * Joins bind left then right; USING and NATURAL add the equalities to the
 * join condition, hide the joined columns and add one merged column
 * (COALESCE of both for FULL), and an aliased join hides its inputs'
 * names behind its own (join_alias).  Join nesting is limited to
 * JOIN_DEPTH_FACTOR * max_depth.
 */
#include <stdio.h>
#include <string.h>

#include "base/strbuf.h"
#include "bind/bind_int.h"
#include "grammar/parser.h"

static plan *
scan_table(bctx *c, block *b, cat_table *t, const ast *n)
{
    const ast_alias *al = n->rangevar.alias;
    rte *r;
    plan *p;

    const ast_name *nm = &n->rangevar.name;
    const char *as = nm->part[nm->n - 1];
    /* in a view, a relation renamed or moved since it was defined keeps
       the name the view wrote as its alias (pg_get_viewdef: FROM t2 t) */
    bool moved = c->view && t->was && t->was->until > c->view->defined;

    r = bind_table_rte(c, b, t, al ? al->name : moved ? as : NULL, n->loc);
    if (!r)
        return NULL;
    /* found by its name alone along the path the printers qualify by */
    r->table_visible = moved ? catalog_visible(c->cat, r->path, t)
                             : nm->n == 1 && c->path == r->path;
    if (bind_apply_alias_cols(c, r, al) != QPROP_OK
        || !bind_add_item(c, &b->sc, r))
        return NULL;
    p = plan_new(c->a, PLAN_SCAN, n->loc);
    if (!p)
        return NULL;
    p->scan.rte = r;
    r->only = n->rangevar.only;
    if (n->rangevar.sample && !bind_tablesample(c, b, n, r))
        return NULL;
    if (rte_partitioned(r)) {
        list *leaves = NULL;

        cat_leaves(c->a, t, &leaves);
        p->scan.nparts_total = list_len(leaves);
        p->scan.parts = NULL; /* not pruned: every leaf */
    }
    return p;
}

/* A subquery's result as a FROM item named 'alias'. */
static plan *
subquery_item(bctx *c, block *b, const qresult *r, const char *alias,
              const ast_alias *al, bool lateral, int loc)
{
    rte *e = bind_new_rte(c, b, RTE_SUBQUERY, alias, al ? al->name : alias,
                          r->ncols, loc);
    plan *p;

    if (!e)
        return NULL;
    for (int i = 0; i < r->ncols; i++) {
        e->colnames[i] = r->names[i];
        e->coltypes[i] = r->types[i];
    }
    e->lateral = lateral;
    if (bind_apply_alias_cols(c, e, al) != QPROP_OK
        || !bind_add_item(c, &b->sc, e))
        return NULL;
    p = plan_new(c->a, PLAN_SUBQUERY_SCAN, loc);
    if (!p)
        return NULL;
    p->subq.rte = e;
    p->left = r->p;
    return p;
}

static plan_cte *
find_cte(scope *sc, const char *name)
{
    for (; sc; sc = sc->parent)
        for (int i = list_len(sc->ctes) - 1; i >= 0; i--) {
            plan_cte *q = list_nth(sc->ctes, i);

            if (strcmp(q->name, name) == 0)
                return q;
        }
    return NULL;
}

/*
 * A reference to 'name' while WITH RECURSIVE items are being bound: the
 * recursive item itself (the reference counted); NULL with c->err set and
 * '*failed' where PostgreSQL rejects it or qprop does not model it; NULL
 * when 'name' is no pending item.
 */
static plan_cte *
pending_ref(bctx *c, const char *name, const plan_cte *found, int loc,
            bool *failed, plan_cte **later)
{
    int found_at = -1;

    for (int i = list_len(c->q->ctes) - 1; found && i >= 0 && found_at < 0; i--)
        if (list_nth(c->q->ctes, i) == found)
            found_at = i;
    *failed = true;
    for (int i = list_len(c->pending) - 1; i >= 0; i--) {
        pending_cte *pc = list_nth(c->pending, i);

        if (pc->hidden || strcmp(pc->name, name) != 0)
            continue;
        if (found_at >= pc->ctes_mark)
            break; /* an inner WITH item of that name hides it */
        if (pc->busy) {
            bind_fail(c, QPROP_EUNSUPPORTED, loc, "%s",
                      "mutual recursion between WITH items is not "
                      "implemented");
            return NULL;
        }
        switch (pc->state) {
        case PEND_LATER:
            /* read before its definition: bound now, as PostgreSQL
               binds the items in the order of what they read */
            if (bind_later_cte(c, pc) != QPROP_OK)
                return NULL;
            *failed = false;
            *later = pc->q;
            return NULL;
        case PEND_NOFORM:
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      "recursive query \"%s\" does not have the form "
                      "non-recursive-term UNION [ALL] recursive-term", name);
            return NULL;
        case PEND_DML:
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      "recursive query \"%s\" must not contain "
                      "data-modifying statements", name);
            return NULL;
        case PEND_NONREC:
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      "recursive reference to query \"%s\" must not appear "
                      "within its non-recursive term", name);
            return NULL;
        case PEND_REC:
            if (++pc->refs > 1) {
                bind_fail(c, QPROP_ESEMANTIC, loc,
                          "recursive reference to query \"%s\" must not "
                          "appear more than once", name);
                return NULL;
            }
            *failed = false;
            return pc->q;
        case PEND_DONE:
            *failed = false;
            if (!found)
                *later = pc->q; /* bound while this item's scope was open */
            return NULL;
        }
    }
    *failed = false;
    return NULL;
}

static plan *
bind_rangevar(bctx *c, block *b, const ast *n)
{
    const ast_name *nm = &n->rangevar.name;
    const char *name = nm->part[nm->n - 1];
    const ast_alias *al = n->rangevar.alias;
    plan_cte *q = nm->n == 1 ? find_cte(&b->sc, name) : NULL;
    bool failed = false;
    plan_cte *later = NULL;
    plan_cte *self = nm->n == 1 && c->pending
                         ? pending_ref(c, name, q, n->loc, &failed, &later)
                         : NULL;
    cat_table *t;

    if (failed)
        return NULL;
    if (self)
        q = self;
    else if (later)
        q = later;
    if (n->rangevar.sample && q) {
        err_set(c->err, QPROP_ESEMANTIC, n->rangevar.sample->loc,
                "TABLESAMPLE clause can only be applied to tables and "
                "materialized views");
        return NULL;
    }
    if (q && q->plan && q->plan->kind == PLAN_MODIFY
        && !q->plan->modify.returning) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "WITH query \"%s\" does not have a RETURNING clause", name);
        return NULL;
    }
    if (q) {
        rte *r = bind_new_rte(c, b, RTE_CTE, al ? al->name : name,
                              al ? al->name : name, q->ncols, n->loc);
        plan *p;

        if (!r)
            return NULL;
        for (int i = 0; i < q->ncols; i++) {
            r->colnames[i] = q->colnames[i];
            r->coltypes[i] = q->coltypes[i];
        }
        if (bind_apply_alias_cols(c, r, al) != QPROP_OK
            || !bind_add_item(c, &b->sc, r))
            return NULL;
        p = plan_new(c->a, PLAN_CTE_SCAN, n->loc);
        if (!p)
            return NULL;
        p->ctescan.rte = r;
        p->ctescan.cte = q;
        p->ctescan.self = self != NULL;
        q->nrefs++;
        return p;
    }
    /* a view reads what its names meant when it was defined (renamed or
       moved since: PostgreSQL's view holds the relation, not the name) */
    t = c->view ? catalog_lookup_at(c->cat, c->path, nm, c->view->defined)
                : catalog_lookup_in(c->cat, c->path, nm);
    if (!t) {
        bind_fail_relation(c, nm, n->loc);
        return NULL;
    }
    if (!bind_check_changed(c, t, n->loc))
        return NULL;
    bind_note_rel(c, t);
    if (t->is_view) {
        arena *a = c->a;
        ast *vq;
        qprop_error verr;
        qresult r;
        qprop_status st;

        if (n->rangevar.sample) {
            err_set(c->err, QPROP_ESEMANTIC, n->rangevar.sample->loc,
                    "TABLESAMPLE clause can only be applied to tables and "
                    "materialized views");
            return NULL;
        }

        if (catalog_views_restricted(c->cat)
            && !(t->schema && (strcmp(t->schema, "pg_catalog") == 0
                               || strcmp(t->schema, "information_schema")
                                      == 0))) {
            /* restrict_nonsystem_relation_kind: PostgreSQL refuses to
               expand it (create_view.sql:810) */
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "access to non-system view \"%s\" is restricted", name);
            return NULL;
        }
        if (t->barrier) {
            /* expanded into a derived table, it would no longer keep
               the caller's filters of leaky functions above its own */
            err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                    "view \"%s\" is a security barrier view, which qprop "
                    "does not model", name);
            return NULL;
        }
        {
            /* PostgreSQL reads a view's relations with its owner's
               privileges (the enclosing view's owner's, inside one), but
               for WITH (security_invoker): expanded, they are read as
               the role running the query */
            const char *who = c->view && !c->view->invoker
                                  ? c->view->owner
                                  : catalog_current_role(c->cat);

            if (!t->invoker
                && !(t->owner == who
                     || (t->owner && who && strcmp(t->owner, who) == 0))) {
                err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                        "view \"%s\" is read as another role than the one "
                        "that made it (SET ROLE, SET SESSION "
                        "AUTHORIZATION): its relations are read with its "
                        "owner's privileges, which qprop does not model",
                        name);
                return NULL;
            }
        }
        if (++c->view_depth > 32) {
            bind_fail(c, QPROP_ELIMIT, n->loc,
                      "views nest too deeply at \"%s\"", name);
            return NULL;
        }
        memset(&verr, 0, sizeof verr);
        if (parser_parse_query(t->view_sql, strlen(t->view_sql), c->max_depth,
                               a, &vq, &verr) != QPROP_OK) {
            err_set(c->err, verr.code, n->loc, "in view \"%s\": %s", name,
                    verr.message);
            return NULL;
        }
        /* a view sees the catalog only, not the query's scopes nor the
           WITH RECURSIVE items being bound, along the search_path it was
           created under */
        {
            list *pending = c->pending;
            const cat_searchpath *saved = c->path;
            const cat_table *outer = c->view;

            c->pending = NULL;
            c->path = t->view_path;
            c->view = t;
            st = bind_query(c, vq, NULL, NULL, &r);
            c->pending = pending;
            c->path = saved;
            c->view = outer;
        }
        c->view_depth--;
        if (st != QPROP_OK) {
            if (c->err) {
                char msg[sizeof c->err->message];

                memcpy(msg, c->err->message, sizeof msg);
                snprintf(c->err->message, sizeof c->err->message,
                         "in view \"%.60s\": %.180s", name, msg);
                c->err->offset = n->loc;
            }
            return NULL;
        }
        /* CREATE VIEW v (a, b): the list names the first columns */
        if (t->ncols > r.ncols) {
            bind_fail(c, QPROP_ESEMANTIC, n->loc,
                      "view \"%s\" has more column names than its query "
                      "has columns", name);
            return NULL;
        }
        if (t->ncols > 0) {
            const char **names = ARENA_NEWN(c->a, const char *, r.ncols);

            if (!names)
                return NULL;
            for (int i = 0; i < r.ncols; i++)
                names[i] = i < t->ncols ? t->cols[i].name : r.names[i];
            r.names = names;
        }
        {
            plan *p = subquery_item(c, b, &r, al ? al->name : name, al, false,
                                    n->loc);

            if (p) {
                p->subq.rte->view = t;
                p->subq.rte->cat = c->cat;
                p->subq.rte->path = catalog_search_path(c->cat);
            }
            return p;
        }
    }
    return scan_table(c, b, t, n);
}

static plan *
bind_rangesub(bctx *c, block *b, const ast *n)
{
    qresult r;
    /* A derived table sees the enclosing blocks; LATERAL also sees the
       FROM items to its left. */
    scope *parent = n->rangesub.lateral ? &b->sc : b->sc.parent;

    if (bind_query(c, n->rangesub.query, parent, b->sc.ctes, &r) != QPROP_OK)
        return NULL;
    return subquery_item(c, b, &r,
                         n->rangesub.alias ? n->rangesub.alias->name
                                           : "unnamed_subquery",
                         n->rangesub.alias, n->rangesub.lateral, n->loc);
}

/* ---- functions in FROM ---- */

typedef struct col_probe {
    const scope *sc;
    int block;
    bool found;             /* reads an item of the block */
    const rte *bad;         /* reads an item it may not (no_lateral) */
} col_probe;

static void
probe_block(const expr *col, void *arg)
{
    col_probe *p = arg;

    if (col->col.rte->block != p->block)
        return;
    p->found = true;
    for (int i = 0; i < list_len(p->sc->items) && !p->bad; i++) {
        const ns_item *it = list_nth(p->sc->items, i);

        if (it->r == col->col.rte && it->no_lateral > 0)
            p->bad = it->r;
    }
}

/* The type named 'name' in the SRF table: modelled, else opaque. */
static qp_type
srf_type(const char *name)
{
    qp_typeid id;

    return type_lookup(name, &id) ? type_plain(id) : type_opaque(name);
}

/* "f(integer, text)" for messages, in c->a. */
static const char *
call_sig(bctx *c, const char *name, const list *args)
{
    strbuf sb;

    sb_init(&sb, c->a);
    sb_printf(&sb, "%s(", name);
    for (int i = 0; i < list_len(args); i++) {
        const expr *e = list_nth(args, i);

        sb_printf(&sb, "%s%s", i ? ", " : "",
                  type_opaque_name(e->type) ? type_opaque_name(e->type) : bind_tname(c, e->type));
    }
    sb_putc(&sb, ')');
    return sb.data ? sb.data : name;
}

/* generate_series(): the type of its column, its arguments coerced as
   PostgreSQL resolves them.  False with c->err set. */
static bool
series_type(bctx *c, const char *name, list *args, int loc, qp_type *out)
{
    list *two = NULL;
    qp_type t;

    if (bind_is_unknown(list_nth(args, 0)) && bind_is_unknown(list_nth(args, 1))) {
        bind_fail(c, QPROP_ESEMANTIC, loc, "function %s is not unique",
                  call_sig(c, name, args));
        err_hint(c->err, "Could not choose a best candidate function. You "
                         "might need to add explicit type casts.");
        return false;
    }
    if (!list_push(c->a, &two, list_nth(args, 0))
        || !list_push(c->a, &two, list_nth(args, 1)))
        return false;
    if (!bind_unify(c, two, &t, name, loc))
        return false;
    args->items[0] = list_nth(two, 0);
    args->items[1] = list_nth(two, 1);
    switch (t.id) {
    case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC:
        if (list_len(args) == 3 && !bind_unify(c, args, &t, name, loc))
            return false;
        if (t.id != T_INT2 && t.id != T_INT4 && t.id != T_INT8
            && t.id != T_NUMERIC)
            break;
        *out = type_plain(t.id == T_INT2 ? T_INT4 : t.id);
        return true;
    case T_DATE: case T_TIMESTAMP: case T_TIMESTAMPTZ:
        if (list_len(args) != 3)
            break;
        if (!(args->items[2] = bind_coerce_to(c, list_nth(args, 2),
                                              type_plain(T_INTERVAL))))
            return false;
        if (((const expr *)list_nth(args, 2))->type.id != T_INTERVAL)
            break;
        *out = type_plain(t.id == T_DATE ? T_TIMESTAMPTZ : t.id);
        return true;
    default:
        break;
    }
    bind_fail(c, QPROP_ESEMANTIC, loc, "function %s does not exist",
              call_sig(c, name, args));
    err_hint(c->err, "No function matches the given name and argument types. "
                     "You might need to add explicit type casts.");
    return false;
}

/* bind_row_columns (bind_int.h) */
int
bind_row_columns(bctx *c, qp_type t, int loc, const char *const **names,
                 const qp_type **types)
{
    const char *tn = type_opaque_name(t);
    const char *dot;
    ast_name an = {0};
    const cat_table *tab;
    const char **nn;
    qp_type *tt;
    int n;

    if ((n = catalog_composite(c->cat, t, names, types)) >= 0)
        return n;
    if (t.id != T_ANY || !tn || pgcat_type_of(t) != PGT_OTHER)
        return 0;
    if ((dot = strchr(tn, '.')) != NULL) {
        an.part[an.n++] = arena_printf(c->a, "%.*s", (int)(dot - tn), tn);
        an.part[an.n++] = dot + 1;
    } else {
        an.part[an.n++] = tn;
    }
    if (!an.part[0] || !(tab = catalog_lookup_in(c->cat, NULL, &an)))
        return 0;
    if (tab->is_view)
        return -1;
    /* in a view, the table's row type as it was when the view was made */
    if (!bind_check_changed(c, tab, loc))
        return -2;
    if (c->view && tab->widened > c->view->defined) {
        /* a column added since: PostgreSQL's view keeps the row type's
           columns of then (bind_table_rte narrows a table read in FROM;
           a function's row type has no such list here) */
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "the row type of table \"%s\", changed by ALTER TABLE ADD "
                "COLUMN after view \"%s\" was created, is not supported "
                "in a function in FROM", tab->name, c->view->name);
        return -2;
    }
    nn = ARENA_NEWN(c->a, const char *, tab->ncols ? tab->ncols : 1);
    tt = ARENA_NEWN(c->a, qp_type, tab->ncols ? tab->ncols : 1);
    if (!nn || !tt)
        return 0;
    for (int i = 0; i < tab->ncols; i++) {
        nn[i] = tab->cols[i].name;
        tt[i] = tab->cols[i].type;
    }
    *names = nn;
    *types = tt;
    return tab->ncols;
}

/* Point '*names' and '*types' at 'n' new columns; false on OOM. */
static bool
new_cols(bctx *c, range_func *f, int n, const char ***names, qp_type **types)
{
    f->ncols = n;
    *names = ARENA_NEWN(c->a, const char *, n ? n : 1);
    *types = ARENA_NEWN(c->a, qp_type, n ? n : 1);
    return *names && *types;
}

/* The column definition list 'coldefs' as the columns of 'f'; false with
   c->err set. */
static bool
coldef_cols(bctx *c, range_func *f, const list *coldefs, const char ***names,
            qp_type **types)
{
    f->ncols = list_len(coldefs);
    f->coldef_names = ARENA_NEWN(c->a, const char *, f->ncols);
    f->coldef_types = ARENA_NEWN(c->a, qp_type, f->ncols);
    if (!f->coldef_names || !f->coldef_types)
        return false;
    for (int i = 0; i < f->ncols; i++) {
        const ast *cd = list_nth(coldefs, i);

        if (cd->coldef.collation) {
            bind_fail(c, QPROP_EUNSUPPORTED, cd->loc, "%s",
                      "COLLATE in a column definition list is not "
                      "supported");
            return false;
        }
        f->coldef_names[i] = cd->coldef.name;
        if (!bind_cast_type(c, cd->coldef.typename, &f->coldef_types[i]))
            return false;
    }
    *names = f->coldef_names;
    *types = f->coldef_types;
    return true;
}

/* The family of polymorphic type 'oid': 'e' an element (anyelement,
   anynonarray, anyenum), 'a' an array, 'r' a range, 'm' a multirange,
   the same letters in upper case for the anycompatible family; 0 for
   a type that is not polymorphic. */
static char
poly_kind(unsigned oid)
{
    switch (oid) {
    case 2283: case 2776: case 3500: return 'e';
    case 2277: return 'a';
    case 3831: return 'r';
    case 4537: return 'm';
    case 5077: case 5079: return 'E';
    case 5078: return 'A';
    case 5080: return 'R';
    case 4538: return 'M';
    default: return 0;
    }
}

/* The actual type of OUT column type 't' of routine 'r' called with
   parameters resolved to 'args': a polymorphic one as its family's
   element or array type; false when it cannot be told (a range, a type
   that is not built in). */
static bool
poly_column(const cat_routine *r, const uint16_t *args, qp_type *t)
{
    char want = poly_kind(pgcat_type_of(*t));
    bool compat = want >= 'A' && want <= 'Z';
    unsigned elem = 0;

    if (!want)
        return true;
    for (int i = 0; i < r->sig.nargs && !elem; i++) {
        char k = poly_kind(r->sig.args[i]);
        const pgcat_type *pt;

        if (!k || (k >= 'A' && k <= 'Z') != compat)
            continue;
        if (k == 'e' || k == 'E')
            elem = args[i];
        else if ((k == 'a' || k == 'A') && (pt = pgcat_type_get(args[i])))
            elem = pt->elem;
    }
    if (!elem || !pgcat_type_get(elem) || poly_kind(elem))
        return false;
    if (want == 'e' || want == 'E') {
        *t = pgcat_qptype(elem);
        return true;
    }
    if ((want == 'a' || want == 'A') && pgcat_type_get(elem)->array) {
        *t = pgcat_qptype(pgcat_type_get(elem)->array);
        return true;
    }
    return false;
}

/* A column definition list 'coldefs' given for a function that does not
   return record, as PostgreSQL words it: 'why' 'o' (OUT arguments), 'c'
   (a named composite type) or 's' (a scalar).  Returns NULL. */
static range_func *
coldefs_not_allowed(bctx *c, const list *coldefs, char why)
{
    bind_fail(c, QPROP_ESEMANTIC, ((const ast *)list_nth(coldefs, 0))->loc,
              "%s", why == 'o'
              ? "a column definition list is redundant for a function with "
                "OUT parameters"
              : why == 'c'
              ? "a column definition list is redundant for a function "
                "returning a named composite type"
              : "a column definition list is only allowed for functions "
                "returning \"record\"");
    return NULL;
}

/*
 * A function in FROM other than the set-returning functions of the table
 * (srf_lookup): any call PostgreSQL resolves, the input's own functions
 * included, as PostgreSQL's addRangeTableEntryForFunction gives its
 * columns: those of its OUT arguments or RETURNS TABLE, of its composite
 * result type (a type the input declared, a table's row type), of the
 * column definition list of a function returning record, else one
 * column of its scalar result.
 */
static range_func *
from_call(bctx *c, block *b, const ast *fn, const list *coldefs,
          const char ***names, qp_type **types)
{
    const cat_routine *r = NULL;
    range_func *f = ARENA_NEW(c->a, range_func);
    const char *const *rn = NULL;
    const qp_type *rt = NULL;
    const uint16_t *argtypes = NULL;
    const pgcat_outarg *oa;
    int n;

    if (!f || !(f->call = bind_from_call(c, b, fn, &r, &argtypes)))
        return NULL;
    if (f->call->kind != E_FUNC) {
        bind_fail(c, QPROP_EUNSUPPORTED, fn->loc, "%s",
                  "this function in FROM is not supported");
        return NULL;
    }
    if (r && r->ncols > 1) {
        qp_type *tt = ARENA_NEWN(c->a, qp_type, r->ncols);

        if (!tt)
            return NULL;
        for (int i = 0; i < r->ncols; i++) {
            tt[i] = r->coltypes[i];
            if (!poly_column(r, argtypes, &tt[i])) {
                bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                          "function %s in FROM has an OUT argument of a "
                          "polymorphic type, which qprop does not resolve",
                          f->call->func.name);
                return NULL;
            }
        }
        if (coldefs)
            return coldefs_not_allowed(c, coldefs, 'o');
        rn = r->colnames;
        rt = tt;
        n = r->ncols;
    } else if (r && r->ncols == 1) {
        /* one OUT argument: a scalar column named after it */
        if (coldefs)
            return coldefs_not_allowed(c, coldefs, 's');
        if (!new_cols(c, f, 1, names, types))
            return NULL;
        (*names)[0] = r->colnames[0];
        (*types)[0] = f->call->type;
        return f;
    } else if (!r && c->from_proc
               && (oa = pgcat_proc_outargs(bind_pgv(c), c->from_proc->oid))
                      != NULL) {
        /* a built-in function of OUT arguments (pg_partition_tree,
           pg_options_to_table): their columns, as pg_proc gives them */
        const char *p = pgcat_strings + oa->names;

        if (coldefs)
            return coldefs_not_allowed(c, coldefs, oa->ncols > 1 ? 'o' : 's');
        if (!new_cols(c, f, oa->ncols, names, types))
            return NULL;
        for (int i = 0; i < oa->ncols; i++) {
            const char *comma = strchr(p, ',');
            size_t len = comma ? (size_t)(comma - p) : strlen(p);
            unsigned oid = pgcat_argtypes[oa->types + i];

            if (pgcat_is_polymorphic(oid)) {
                bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                          "function %s in FROM has an OUT argument of a "
                          "polymorphic type, which qprop does not resolve",
                          f->call->func.name);
                return NULL;
            }
            (*names)[i] = arena_printf(c->a, "%.*s", (int)len, p);
            (*types)[i] = oa->ncols == 1 ? f->call->type
                                         : pgcat_qptype(oid);
            p = comma ? comma + 1 : p + len;
        }
        if (OOM(c))
            return NULL;
        return f;
    } else if (f->call->type.id == T_RECORD && !r && c->from_proc) {
        /* a built-in function returning record without OUT arguments
           (json_populate_record(NULL::record, ...)): its columns are the
           column definition list's */
        const expr *row = list_len(f->call->func.args)
                          ? list_nth(f->call->func.args, 0) : NULL;

        if (!coldefs) {
            bind_fail(c, QPROP_ESEMANTIC, fn->loc, "%s",
                      "a column definition list is required for functions "
                      "returning \"record\"");
            return NULL;
        }
        if (!coldef_cols(c, f, coldefs, names, types))
            return NULL;
        while (row && row->kind == E_CAST && row->cast.arg
               && row->cast.arg->type.id == T_RECORD)
            row = row->cast.arg;
        if (row && row->kind == E_ROW && row->type.id == T_RECORD) {
            /* json_populate_record(ROW(...), ...): the row it returns is
               of the ROW's fields, which PostgreSQL checks against the
               list when it runs */
            bool same = list_len(row->row.items) == f->ncols;

            for (int i = 0; same && i < f->ncols; i++)
                same = type_equal(
                    type_unmod(((const expr *)list_nth(row->row.items, i))->type),
                    type_unmod((*types)[i]));
            if (!same) {
                bind_fail(c, QPROP_ESEMANTIC, fn->loc, "%s",
                          "function return row and query-specified return "
                          "row do not match");
                return NULL;
            }
        }
        return f;
    } else if (f->call->type.id == T_RECORD) {
        if (!r) {
            /* a record from a call not resolved in the catalog (a
               modelled function): its columns are not known */
            bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                      "function %s returning record in FROM is not "
                      "supported", f->call->func.name);
            return NULL;
        }
        if (!coldefs) {
            bind_fail(c, QPROP_ESEMANTIC, fn->loc, "%s",
                      "a column definition list is required for functions "
                      "returning \"record\"");
            return NULL;
        }
        return coldef_cols(c, f, coldefs, names, types) ? f : NULL;
    } else if ((n = bind_row_columns(c, f->call->type, fn->loc, &rn,
                                     &rt)) < 0) {
        if (n == -2)
            return NULL;
        bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                  "function %s returning the row type of a view in FROM is "
                  "not supported", f->call->func.name);
        return NULL;
    } else if (n == 0) {
        if (OOM(c))
            return NULL;
        if (coldefs)
            return coldefs_not_allowed(c, coldefs, 's');
        if (type_is_array(f->call->type) ? false
            : f->call->type.id == T_ANY && !type_opaque_name(f->call->type)) {
            bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                      "function %s in FROM has a result type qprop does "
                      "not know", f->call->func.name);
            return NULL;
        }
        if (!new_cols(c, f, 1, names, types))
            return NULL;
        (*names)[0] = NULL; /* named after the alias or the function */
        (*types)[0] = f->call->type;
        return f;
    }
    if (coldefs)
        return coldefs_not_allowed(c, coldefs, 'c');
    if (!new_cols(c, f, n, names, types))
        return NULL;
    for (int i = 0; i < n; i++) {
        (*names)[i] = rn[i];
        (*types)[i] = rt[i];
    }
    f->composite = !r || r->ncols == 0;
    return f;
}

/* bind_srf_call (bind_int.h): a function of a FROM item sees the items
   to its left (a function in FROM is lateral), one of the select list
   the block's FROM. */
range_func *
bind_srf_call(bctx *c, block *b, const ast *fn, const list *coldefs,
              clause cl, const char ***names, qp_type **types)
{
    const char *name;
    const srf_info *si;
    range_func *f = ARENA_NEW(c->a, range_func);
    list *args;
    bool ok;
    clause saved = b->cl;
    qp_type rtype = type_plain(T_ANY);

    if (!f)
        return NULL;
    if (fn->kind != AST_FUNC || fn->func.star || fn->func.distinct
        || fn->func.agg_order || fn->func.filter || fn->func.over) {
        bind_fail(c, QPROP_EUNSUPPORTED, fn->loc, "%s",
                  "this function in FROM is not supported");
        return NULL;
    }
    name = fn->func.name.part[fn->func.name.n - 1];
    si = srf_lookup(name);
    if (cl == CL_FROMFUNC
        && (!si || fn->func.argnames || fn->func.variadic
            || fn->func.name.n > 1 || catalog_routines(c->cat, name)))
        return from_call(c, b, fn, coldefs, names, types);
    if (fn->func.name.n != 1 || fn->func.argnames) {
        bind_fail(c, QPROP_EUNSUPPORTED, fn->loc, "%s",
                  "this function in FROM is not supported");
        return NULL;
    }
    if (!si) {
        bind_fail(c, QPROP_EUNSUPPORTED, fn->loc,
                  "function %s in FROM is not supported", name);
        err_hint(c->err, "qprop reads generate_series, unnest and the JSON "
                         "set-returning functions in FROM.");
        return NULL;
    }
    b->cl = cl;
    args = bind_list(c, b, fn->func.args, &ok);
    b->cl = saved;
    if (!ok)
        return NULL;
    if (list_len(args) < si->min_args
        || (si->max_args >= 0 && list_len(args) > si->max_args)) {
        bind_fail(c, QPROP_ESEMANTIC, fn->loc, "function %s does not exist",
                  call_sig(c, name, args));
        return NULL;
    }
    if (coldefs && si->result == SRF_COLUMNS && si->ncols > 1)
        return coldefs_not_allowed(c, coldefs, 'o'); /* json_each */
    if (coldefs && si->result != SRF_RECORD)
        return coldefs_not_allowed(c, coldefs, 's');
    switch (si->result) {
    case SRF_SERIES: {
        qp_type t;

        if (!series_type(c, name, args, fn->loc, &t))
            return NULL;
        f->ncols = 1;
        *names = ARENA_NEWN(c->a, const char *, 1);
        if (!*names || !(*types = ARENA_NEWN(c->a, qp_type, 1)))
            return NULL;
        (*types)[0] = t;
        break;
    }
    case SRF_ELEMENT: {
        /* one column per argument, or in FROM the columns of its
           composite element type, as PostgreSQL reads unnest(a, b) as
           ROWS FROM (unnest(a), unnest(b)) */
        qp_type *elem = ARENA_NEWN(c->a, qp_type, list_len(args));
        int *nf = ARENA_NEWN(c->a, int, list_len(args));
        const char *const **fnames = ARENA_NEWN(c->a, const char *const *,
                                                list_len(args));
        const qp_type **ftypes = ARENA_NEWN(c->a, const qp_type *,
                                            list_len(args));
        int n = 0;

        if (!elem || !nf || !fnames || !ftypes)
            return NULL;
        for (int i = 0; i < list_len(args); i++) {
            const expr *e = list_nth(args, i);

            if (bind_is_unknown(e)) {
                bind_fail(c, QPROP_ESEMANTIC, e->loc, "%s",
                          "could not determine polymorphic type because "
                          "input has type unknown");
                return NULL;
            }
            elem[i] = type_array_element(c->a, e->type);
            if (OOM(c))
                return NULL;
            if (elem[i].id == T_ANY && !type_opaque_name(elem[i])) {
                bind_fail(c, QPROP_ESEMANTIC, fn->loc,
                          "function %s does not exist",
                          call_sig(c, name, args));
                return NULL;
            }
            nf[i] = cl == CL_FROMFUNC
                    ? bind_row_columns(c, elem[i], e->loc, &fnames[i],
                                       &ftypes[i])
                    : 0;
            if (nf[i] == -2)
                return NULL;
            if (nf[i] < 0) {
                bind_fail(c, QPROP_EUNSUPPORTED, e->loc, "%s",
                          "unnest() of an array of a view's row type in "
                          "FROM is not supported");
                return NULL;
            }
            if (OOM(c))
                return NULL;
            n += nf[i] ? nf[i] : 1;
        }
        if (!new_cols(c, f, n, names, types))
            return NULL;
        n = 0;
        for (int i = 0; i < list_len(args); i++) {
            if (!nf[i]) {
                /* one of several functions: named after the function */
                (*names)[n] = list_len(args) > 1 ? si->name : NULL;
                (*types)[n++] = elem[i];
            }
            for (int k = 0; k < nf[i]; k++) {
                (*names)[n] = fnames[i][k];
                (*types)[n++] = ftypes[i][k];
            }
        }
        f->composite = list_len(args) == 1 && nf[0] > 0;
        if (f->composite)
            rtype = elem[0];
        break;
    }
    case SRF_COLUMNS:
        f->ncols = si->ncols;
        *names = ARENA_NEWN(c->a, const char *, f->ncols);
        if (!*names || !(*types = ARENA_NEWN(c->a, qp_type, f->ncols)))
            return NULL;
        for (int i = 0; i < f->ncols; i++) {
            (*names)[i] = si->cols[i].name;
            (*types)[i] = srf_type(si->cols[i].type);
        }
        break;
    case SRF_RECORD:
        if (!coldefs) {
            bind_fail(c, QPROP_ESEMANTIC, fn->loc, "%s",
                      "a column definition list is required for functions "
                      "returning \"record\"");
            return NULL;
        }
        if (!coldef_cols(c, f, coldefs, names, types))
            return NULL;
        break;
    }
    /* an untyped literal argument stays untyped: PostgreSQL resolves it
       to the function's argument type (json, jsonb, text) as written */
    if (!(f->call = expr_new(c->a, E_FUNC, f->composite ? rtype
                                                       : (*types)[0],
                             fn->loc)))
        return NULL;
    f->call->func.name = si->name;
    f->call->func.args = args;
    return f;
}

/*
 * A function in FROM (AST_RANGEFUNC): one function, or ROWS FROM (...),
 * [WITH ORDINALITY], as a FunctionScan whose columns are each function's
 * in turn, then "ordinality" (bigint).  A scalar function's column is
 * named after the alias when it is the only function, else after the
 * function; the alias's column list renames them in order.
 */
static plan *
bind_rangefunc(bctx *c, block *b, const ast *n)
{
    const ast_alias *al = n->rangefunc.alias;
    list *items = NULL, *funcs = NULL, *fnames = NULL, *ftypes = NULL;
    int ncols = 0, nfuncs;
    const char *first_name;
    col_probe pr = { &b->sc, b->id, false, NULL };
    rte *r;
    plan *p;

    if (n->rangefunc.func) {
        if (!list_push(c->a, &items, (void *)n))
            return NULL;
    } else {
        items = n->rangefunc.rows_from;
    }
    nfuncs = list_len(items);
    if (al && al->coldefs) {
        if (n->rangefunc.ordinality) {
            bind_fail(c, QPROP_ESEMANTIC, al->loc, "%s",
                      "WITH ORDINALITY cannot be used with a column "
                      "definition list");
            err_hint(c->err, "Put the column definition list inside ROWS "
                             "FROM().");
            return NULL;
        }
        if (nfuncs > 1) {
            bind_fail(c, QPROP_ESEMANTIC, al->loc, "%s",
                      "ROWS FROM() with multiple functions cannot have a "
                      "column definition list");
            err_hint(c->err, "Put a separate column definition list for each "
                             "function inside ROWS FROM().");
            return NULL;
        }
    }
    for (int i = 0; i < nfuncs; i++) {
        const ast *it = list_nth(items, i);
        const list *cd = it->rangefunc.coldefs;
        const char **names = NULL;
        qp_type *types = NULL;
        range_func *f;

        if (!n->rangefunc.func && cd && al && al->coldefs) {
            bind_fail(c, QPROP_ESEMANTIC, al->loc, "%s",
                      "multiple column definition lists are not allowed for "
                      "the same function");
            return NULL;
        }
        if (!cd && al)
            cd = al->coldefs;
        if (!(f = bind_srf_call(c, b, it->rangefunc.func, cd, CL_FROMFUNC,
                                &names, &types))
            || !list_push(c->a, &funcs, f) || !list_push(c->a, &fnames, names)
            || !list_push(c->a, &ftypes, types))
            return NULL;
        ncols += f->ncols;
        expr_walk_cols_deep(c->a, f->call, probe_block, &pr);
        if (pr.bad) {
            bind_fail(c, QPROP_ESEMANTIC, it->rangefunc.func->loc,
                      "invalid reference to FROM-clause entry for table "
                      "\"%s\"", pr.bad->written_alias ? pr.bad->written_alias
                      : pr.bad->table ? pr.bad->table->name : pr.bad->alias);
            err_detail(c->err, "The combining JOIN type must be INNER or "
                               "LEFT for a LATERAL reference.");
            return NULL;
        }
    }
    first_name = ((const range_func *)list_nth(funcs, 0))->call->func.name;
    /* unaliased, the item is named after its (first) function */
    r = bind_new_rte(c, b, RTE_FUNCTION,
                     al && al->name ? al->name : first_name,
                     al && al->name ? al->name : first_name,
                     ncols + (n->rangefunc.ordinality ? 1 : 0), n->loc);
    if (!r)
        return NULL;
    ncols = 0;
    for (int i = 0; i < nfuncs; i++) {
        const range_func *f = list_nth(funcs, i);
        const char **names = list_nth(fnames, i);
        qp_type *types = list_nth(ftypes, i);

        for (int k = 0; k < f->ncols; k++, ncols++) {
            r->colnames[ncols] = names[k] ? names[k]
                                 : nfuncs == 1 && al && al->name && !al->coldefs
                                     ? al->name : f->call->func.name;
            r->coltypes[ncols] = types[k];
        }
    }
    if (n->rangefunc.ordinality) {
        r->colnames[ncols] = "ordinality";
        r->coltypes[ncols] = type_plain(T_INT8);
        r->colnotnull[ncols] = true;
    }
    if (nfuncs == 1 && !n->rangefunc.ordinality) {
        const range_func *f = list_nth(funcs, 0);

        if (f->composite || (f->ncols == 1 && !f->coldef_names))
            r->func_row = f;
    }
    r->lateral = n->rangefunc.lateral || pr.found;
    if (bind_apply_alias_cols(c, r, al) != QPROP_OK
        || !bind_add_item(c, &b->sc, r))
        return NULL;
    if (!(p = plan_new(c->a, PLAN_FUNCTION_SCAN, n->loc)))
        return NULL;
    p->funcscan.rte = r;
    p->funcscan.funcs = funcs;
    p->funcscan.ordinality = n->rangefunc.ordinality;
    p->funcscan.rows_from = n->rangefunc.func == NULL;
    return p;
}

/* The column 'name' of a join input whose columns are 'cols' (for USING
   and NATURAL); NULL with an error when it has none or several. */
static expr *
col_of_input(bctx *c, const list *cols, const char *name, int loc,
             const char *side)
{
    expr *found = NULL;
    int count = 0;

    for (int i = 0; i < list_len(cols); i++) {
        const from_col *fc = list_nth(cols, i);

        if (strcmp(fc->name, name) == 0) {
            found = fc->e;
            count++;
        }
    }
    if (count == 0) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "column \"%s\" specified in USING clause does not exist in "
                "%s table", name, side);
        return NULL;
    }
    if (count > 1) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "common column name \"%s\" appears more than once in %s table",
                name, side);
        return NULL;
    }
    return found;
}

/*
 * The type of the merged column of USING (c) whose inputs have types 'l'
 * and 'r', as PostgreSQL chooses it (select_common_type): the common type,
 * except that of two string types the left one stays (text, varchar and
 * char convert to each other implicitly, so the first wins: char(2) and
 * text merge as char); modifiers stay only when both sides have the same.
 * False when the types have nothing in common.
 */
static bool
using_type(qp_type l, qp_type r, qp_type *out)
{
    if (type_equal(l, r)) {
        *out = l;
        return true;
    }
    if (l.id != r.id && type_category(l.id) == TC_STRING
        && type_category(r.id) == TC_STRING) {
        *out = type_plain(l.id);
        if (l.len == r.len)
            out->len = l.len;
        return true;
    }
    return type_common(l, r, out);
}

/* 'e' as the merged column of type 't' reads it: itself, or an implicit
   cast to 't'.  NULL on OOM. */
static expr *
using_side(bctx *c, expr *e, qp_type t, int loc)
{
    expr *x;

    if (type_equal(e->type, t))
        return e;
    if (!(x = expr_new(c->a, E_CAST, t, loc)))
        return NULL;
    x->cast.arg = e;
    x->cast.explicit_ = false;
    return x;
}

/* The columns of the FROM item 'r' binds, all of its own in order, into
   '*out' (made when bind_cols_flatten() first lists them).  False on
   OOM. */
static bool
rte_cols(bctx *c, rte *r, int loc, const colset **out)
{
    colset *cs = ARENA_NEW(c->a, colset);

    if (!cs)
        return false;
    cs->rte = r;
    cs->loc = loc;
    *out = cs;
    return true;
}

static void
hide_col(scope *sc, const expr *col)
{
    if (col->kind != E_COL)
        return; /* a merged column of an inner join: hidden already */
    for (int i = 0; i < list_len(sc->items); i++) {
        ns_item *it = list_nth(sc->items, i);

        if (it->r == col->col.rte)
            it->hidden[col->col.col] = true;
    }
}

/*
 * (a JOIN b) AS j (cols): j's columns are the join's output columns (the
 * merged USING columns first, then the others of each side in order),
 * renamed by the column list; a and b are no longer visible as
 * qualifiers.  Unqualified names still resolve as before.
 */
static bool
alias_join(bctx *c, block *b, const ast *n, int mark0, int ja_mark)
{
    join_alias *ja = ARENA_NEW(c->a, join_alias);
    const list *names = n->join.alias->colnames;
    list *cols = NULL;
    colset *renamed = ARENA_NEW(c->a, colset);
    int total;

    if (!ja || !renamed || !bind_cols_flatten(c, b->item_cols, &cols))
        return false;
    total = list_len(cols);
    ja->name = n->join.alias->name;
    ja->colnames = ARENA_NEWN(c->a, const char *, total ? total : 1);
    ja->cols = ARENA_NEWN(c->a, expr *, total ? total : 1);
    if (!ja->colnames || !ja->cols)
        return false;
    for (int k = 0; k < total; k++) {
        const from_col *fc = list_nth(cols, k);

        ja->colnames[k] = fc->name;
        ja->cols[k] = fc->e;
    }
    ja->ncols = total;
    /* inside the alias nothing is visible any more, qualified or not: the
       items, the joins aliased within, the merged columns of its USING
       joins; the alias's own columns are visible instead */
    for (int i = mark0; i < list_len(b->sc.items); i++) {
        ns_item *it = list_nth(b->sc.items, i);

        it->qual_hidden = true;
        for (int k = 0; k < it->r->ncols; k++)
            it->hidden[k] = true;
    }
    for (int i = ja_mark; i < list_len(b->sc.join_aliases); i++)
        ((join_alias *)list_nth(b->sc.join_aliases, i))->hidden = true;
    {
        list *keep = NULL;

        for (int i = 0; i < list_len(b->sc.merged); i++) {
            merged_col *m = list_nth(b->sc.merged, i);
            bool inside = false;

            for (int k = 0; k < total && !inside; k++)
                inside = ja->cols[k] == m->e;
            if (!inside && !list_push(c->a, &keep, m))
                return false;
        }
        b->sc.merged = keep;
    }
    if (!bind_check_name_free(c, &b->sc, ja->name, NULL, n->join.alias->loc))
        return false;
    if (list_len(names) > total) {
        err_set(c->err, QPROP_ESEMANTIC, n->join.alias->loc,
                "join \"%s\" has %d columns available but %d columns specified",
                ja->name, total, list_len(names));
        return false;
    }
    for (int k = 0; k < total; k++) {
        from_col *fc = ARENA_NEW(c->a, from_col);

        if (!fc || !list_push(c->a, &renamed->own, fc))
            return false;
        *fc = *(const from_col *)list_nth(cols, k);
        if (k < list_len(names))
            fc->name = ja->colnames[k] = list_nth(names, k);
    }
    b->item_cols = renamed;
    return list_push(c->a, &b->sc.join_aliases, ja);
}

/*
 * The join 'n' of bound inputs 'l' and 'r' (whose columns are 'lset' and
 * 'rset'; 'mark0' and 'ja_mark' where the join's scope items and join
 * aliases start): its condition, USING/NATURAL columns and alias.  Kept
 * out of line: bind_join and bind_from_item recurse once per join of a
 * chain, and their frames alone must stay small (10,000 joins deep under
 * the sanitizers: tests/limits).
 */
/* a JOIN b USING (k, ...) AS j: j names the merged columns only, and
   the join's inputs stay visible by their own names (PostgreSQL 14). */
static bool
alias_using(bctx *c, block *b, const ast_alias *al, const colset *cols)
{
    join_alias *ja = ARENA_NEW(c->a, join_alias);
    int n = list_len(cols->own);

    if (!ja || !bind_check_name_free(c, &b->sc, al->name, NULL, al->loc))
        return false;
    ja->name = al->name;
    ja->ncols = n;
    ja->colnames = ARENA_NEWN(c->a, const char *, n ? n : 1);
    ja->cols = ARENA_NEWN(c->a, expr *, n ? n : 1);
    if (!ja->colnames || !ja->cols)
        return false;
    for (int k = 0; k < n; k++) {
        const from_col *fc = list_nth(cols->own, k);

        ja->colnames[k] = fc->name;
        ja->cols[k] = fc->e;
    }
    return list_push(c->a, &b->sc.join_aliases, ja);
}

static __attribute__((noinline)) plan *
join_finish(bctx *c, block *b, const ast *n, plan *l, plan *r, int mark0,
            int ja_mark, const colset *lset, const colset *rset)
{
    plan *p;
    list *using_cols = n->join.using_cols, *lcols = NULL, *rcols = NULL;
    colset *cols = ARENA_NEW(c->a, colset);

    if (!cols)
        return NULL;
    /* the inputs' columns, listed only where names are matched */
    if ((n->join.natural || using_cols)
        && (!bind_cols_flatten(c, lset, &lcols)
            || !bind_cols_flatten(c, rset, &rcols)))
        return NULL;
    p = plan_new(c->a, PLAN_JOIN, n->loc);
    if (!p)
        return NULL;
    p->left = l;
    p->right = r;
    switch (n->join.kind) {
    case AJ_INNER: p->join.type = JOIN_INNER; break;
    case AJ_LEFT: p->join.type = JOIN_LEFT; break;
    case AJ_RIGHT: p->join.type = JOIN_RIGHT; break;
    case AJ_FULL: p->join.type = JOIN_FULL; break;
    case AJ_CROSS: p->join.type = JOIN_CROSS; break;
    }
    p->join.natural = n->join.natural;
    if (n->join.natural) {
        /* NATURAL: the names of the left input's columns that the right
           input has too, in the left input's order (a left input that is
           a join offers its merged columns, not the ones they hide) */
        using_cols = NULL;
        for (int i = 0; i < list_len(lcols); i++) {
            const char *name = ((const from_col *)list_nth(lcols, i))->name;
            bool on_right = false, seen = false;

            for (int j = 0; j < list_len(rcols) && !on_right; j++)
                on_right = strcmp(((const from_col *)list_nth(rcols, j))->name,
                                  name) == 0;
            for (int j = 0; j < list_len(using_cols) && !seen; j++)
                seen = strcmp(list_nth(using_cols, j), name) == 0;
            if (on_right && !seen
                && !list_push(c->a, &using_cols, (void *)name))
                return NULL;
        }
        if (p->join.type == JOIN_CROSS)
            p->join.type = JOIN_INNER;
    }
    if (using_cols) {
        for (int i = 0; i < list_len(using_cols); i++) {
            const char *name = list_nth(using_cols, i);
            expr *lc = col_of_input(c, lcols, name, n->loc, "left");
            expr *rc = lc ? col_of_input(c, rcols, name, n->loc, "right")
                          : NULL;
            expr *eq, *merged;
            merged_col *m;
            from_col *fc;
            qp_type mt;

            if (!rc || !(eq = bind_make_binop(c, OP_EQ, "=", lc, rc, n->loc))
                || !list_push(c->a, &p->join.cond, pred_make(c->a, eq, false, NULL)))
                return NULL;
            /* the merged column has the common type (int and bigint:
               bigint; int and numeric: numeric), as PostgreSQL's
               buildMergedJoinVar makes it */
            if (!using_type(lc->type, rc->type, &mt)) {
                /* PostgreSQL may find one (integer and oid meet in oid,
                   the preferred type): the left one would be a misread */
                err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                        "JOIN/USING column \"%s\" of types %s and %s: "
                        "their common type is not supported", name,
                        bind_tname(c, lc->type), bind_tname(c, rc->type));
                return NULL;
            }
            if (p->join.type == JOIN_FULL) {
                list *args = NULL;

                /* COALESCE resolves the same common type when printed */
                merged = expr_new(c->a, E_FUNC, mt, n->loc);
                if (!merged || !list_push(c->a, &args, lc)
                    || !list_push(c->a, &args, rc))
                    return NULL;
                merged->func.name = "coalesce";
                merged->func.args = args;
            } else if (p->join.type == JOIN_INNER
                       && !type_equal(lc->type, mt)
                       && type_equal(rc->type, mt)) {
                /* an inner join reads the side that needs no conversion
                   (PostgreSQL: the one still a plain Var), the left one
                   when both or neither do */
                merged = rc;
            } else {
                merged = using_side(c, p->join.type == JOIN_RIGHT ? rc : lc,
                                    mt, n->loc);
                if (!merged)
                    return NULL;
            }
            hide_col(&b->sc, lc);
            hide_col(&b->sc, rc);
            m = ARENA_NEW(c->a, merged_col);
            if (!m)
                return NULL;
            m->name = name;
            m->e = merged;
            if (!(fc = ARENA_NEW(c->a, from_col))
                || !list_push(c->a, &cols->own, fc))
                return NULL;
            fc->name = name;
            fc->e = merged;
            /* drop merged entries of the inputs that this one replaces */
            {
                list *keep = NULL;

                for (int j = 0; j < list_len(b->sc.merged); j++) {
                    merged_col *o = list_nth(b->sc.merged, j);

                    if (strcmp(o->name, name) != 0 || (o->e != lc && o->e != rc))
                        if (!list_push(c->a, &keep, o))
                            return NULL;
                }
                b->sc.merged = keep;
            }
            if (!list_push(c->a, &b->sc.merged, m))
                return NULL;
        }
        p->join.using_cols = using_cols;
        if (p->join.type == JOIN_CROSS)
            p->join.type = JOIN_INNER;
    } else if (n->join.on) {
        clause saved = b->cl;
        expr *on;

        b->cl = CL_ON;
        on = bind_require_bool(c, bind_expr(c, b, n->join.on), "JOIN/ON");
        b->cl = saved;
        if (!on)
            return NULL;
        if (on->kind == E_BOOL && on->b.op == B_AND) {
            for (int i = 0; i < list_len(on->b.args); i++)
                if (!list_push(c->a, &p->join.cond,
                               pred_make(c->a, list_nth(on->b.args, i), false, NULL)))
                    return NULL;
        } else if (!list_push(c->a, &p->join.cond, pred_make(c->a, on, false, NULL))) {
            return NULL;
        }
    }
    /* the join's columns: merged ones, then the others of each side */
    cols->l = lset;
    cols->r = rset;
    cols->merged = using_cols;
    b->item_cols = cols;
    if (n->join.using_alias && !alias_using(c, b, n->join.using_alias, cols))
        return NULL;
    if (n->join.alias && !alias_join(c, b, n, mark0, ja_mark))
        return NULL;
    return p;
}

static plan *
bind_join(bctx *c, block *b, const ast *n)
{
    plan *l, *r;
    int mark0 = list_len(b->sc.items), ja_mark = list_len(b->sc.join_aliases);
    int right_mark;
    const colset *lset;

    if (!(l = bind_from_item(c, b, n->join.left)))
        return NULL;
    lset = b->item_cols;
    /* the right input of a RIGHT or FULL join may not read the left one
       laterally */
    right_mark = list_len(b->sc.items);
    if (n->join.kind == AJ_RIGHT || n->join.kind == AJ_FULL)
        for (int i = mark0; i < right_mark; i++)
            ((ns_item *)list_nth(b->sc.items, i))->no_lateral++;
    if (!(r = bind_from_item(c, b, n->join.right)))
        return NULL;
    if (n->join.kind == AJ_RIGHT || n->join.kind == AJ_FULL)
        for (int i = mark0; i < right_mark; i++)
            ((ns_item *)list_nth(b->sc.items, i))->no_lateral--;
    return join_finish(c, b, n, l, r, mark0, ja_mark, lset, b->item_cols);
}

/* A table, subquery or function in FROM, and its columns (those of the
   rte it added last).  Out of line, as join_finish. */
static __attribute__((noinline)) plan *
bind_leaf_item(bctx *c, block *b, const ast *n)
{
    plan *p = n->kind == AST_RANGEVAR ? bind_rangevar(c, b, n)
              : n->kind == AST_RANGESUB ? bind_rangesub(c, b, n)
                                        : bind_rangefunc(c, b, n);

    if (p && !rte_cols(c,
                       ((ns_item *)list_nth(b->sc.items,
                                            list_len(b->sc.items) - 1))->r,
                       n->loc, &b->item_cols))
        p = NULL;
    return p;
}

plan *
bind_from_item(bctx *c, block *b, const ast *n)
{
    plan *p = NULL;

    /* a chain of N joins nests N deep: joins get a limit of their own,
       max_depth per level of parentheses */
    if (++c->from_depth > JOIN_DEPTH_FACTOR * c->max_depth) {
        err_set(c->err, QPROP_ELIMIT, n->loc,
                "FROM clause nesting is deeper than the limit of %d",
                JOIN_DEPTH_FACTOR * c->max_depth);
        c->from_depth--;
        return NULL;
    }
    switch (n->kind) {
    case AST_RANGEVAR:
    case AST_RANGESUB:
    case AST_RANGEFUNC:
        p = bind_leaf_item(c, b, n);
        break;
    case AST_JOIN:
        p = bind_join(c, b, n);
        break;
    default:
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "%s is not supported as a FROM item", ast_kind_name(n->kind));
        break;
    }
    c->from_depth--;
    if (!p && c->err->code == QPROP_OK && !OOM(c))
        ERR_INTERNAL(c->err, "FROM binding failed");
    return p;
}
