/* SPDX-License-Identifier: MIT */
/*
 * src/bind/from.c — FROM items: tables, views, CTEs, derived tables, joins
 *
 * bind_from_item() binds one FROM item into its block's scope and returns
 * its plan: a Scan of a table (every partition, not yet pruned), a CTE
 * scan, or a SubqueryScan of a derived table or of a view, whose stored
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

#include "bind/bind_int.h"
#include "grammar/parser.h"

static plan *
scan_table(bctx *c, block *b, cat_table *t, const ast *n)
{
    const ast_alias *al = n->rangevar.alias;
    rte *r;
    plan *p;

    r = bind_table_rte(c, b, t, al ? al->name : NULL, n->loc);
    if (!r)
        return NULL;
    if (bind_apply_alias_cols(c, r, al) != QPROP_OK
        || !bind_add_item(c, &b->sc, r))
        return NULL;
    p = plan_new(c->a, PLAN_SCAN, n->loc);
    if (!p)
        return NULL;
    p->scan.rte = r;
    r->only = n->rangevar.only;
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

static plan *
bind_rangevar(bctx *c, block *b, const ast *n)
{
    const ast_name *nm = &n->rangevar.name;
    const char *name = nm->part[nm->n - 1];
    const ast_alias *al = n->rangevar.alias;
    plan_cte *q = nm->n == 1 ? find_cte(&b->sc, name) : NULL;
    cat_table *t;

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
        q->nrefs++;
        return p;
    }
    t = catalog_lookup_in(c->cat, c->path, nm);
    if (!t) {
        bind_fail_relation(c, nm, n->loc);
        return NULL;
    }
    if (t->is_view) {
        arena *a = c->a;
        ast *vq;
        qprop_error verr;
        qresult r;
        qprop_status st;

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
        /* a view sees the catalog only, not the query's scopes, along
           the search_path it was created under */
        {
            const cat_searchpath *saved = c->path;

            c->path = t->view_path;
            st = bind_query(c, vq, NULL, NULL, &r);
            c->path = saved;
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
        return subquery_item(c, b, &r, al ? al->name : name, al, false, n->loc);
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

/* The columns of the FROM item 'r' binds, all of its own in order, into
   '*out'.  False on OOM. */
static bool
rte_cols(bctx *c, rte *r, int loc, const colset **out)
{
    colset *cs = ARENA_NEW(c->a, colset);

    if (!cs)
        return false;
    for (int k = 0; k < r->ncols; k++) {
        from_col *fc = ARENA_NEW(c->a, from_col);

        if (!fc || !(fc->e = expr_make_col(c->a, r, k, loc))
            || !list_push(c->a, &cs->own, fc))
            return false;
        fc->name = r->colnames[k];
    }
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

static plan *
bind_join(bctx *c, block *b, const ast *n)
{
    plan *l, *r, *p;
    int mark0 = list_len(b->sc.items), ja_mark = list_len(b->sc.join_aliases);
    list *using_cols = n->join.using_cols, *lcols = NULL, *rcols = NULL;
    const colset *lset, *rset;
    colset *cols = ARENA_NEW(c->a, colset);

    if (!cols || !(l = bind_from_item(c, b, n->join.left)))
        return NULL;
    lset = b->item_cols;
    if (!(r = bind_from_item(c, b, n->join.right)))
        return NULL;
    rset = b->item_cols;
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

            if (!rc || !(eq = bind_make_binop(c, OP_EQ, "=", lc, rc, n->loc))
                || !list_push(c->a, &p->join.cond, pred_make(c->a, eq, false, NULL)))
                return NULL;
            if (p->join.type == JOIN_FULL) {
                list *args = NULL;

                merged = expr_new(c->a, E_FUNC, lc->type, n->loc);
                if (!merged || !list_push(c->a, &args, lc)
                    || !list_push(c->a, &args, rc))
                    return NULL;
                merged->func.name = "coalesce";
                merged->func.args = args;
                type_common(lc->type, rc->type, &merged->type);
            } else {
                merged = p->join.type == JOIN_RIGHT ? rc : lc;
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
    if (n->join.alias && !alias_join(c, b, n, mark0, ja_mark))
        return NULL;
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
        p = n->kind == AST_RANGEVAR ? bind_rangevar(c, b, n)
                                    : bind_rangesub(c, b, n);
        /* the item's columns: those of the rte it added last */
        if (p && !rte_cols(c,
                           ((ns_item *)list_nth(b->sc.items,
                                                list_len(b->sc.items) - 1))->r,
                           n->loc, &b->item_cols))
            p = NULL;
        break;
    case AST_JOIN:
        p = bind_join(c, b, n);
        break;
    default:
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "%s is not supported in FROM", ast_kind_name(n->kind));
        break;
    }
    c->from_depth--;
    if (!p && c->err->code == QPROP_OK && !OOM(c))
        ERR_INTERNAL(c->err, "FROM binding failed");
    return p;
}
