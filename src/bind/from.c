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
    rte *r = bind_table_rte(c, b, t, al ? al->name : NULL, n->loc);
    plan *p;

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
    t = catalog_find(c->cat, name);
    if (!t) {
        bind_fail(c, QPROP_ESEMANTIC, n->loc, "relation \"%s\" does not exist",
                  name);
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
        /* a view sees the catalog only, not the query's scopes */
        st = bind_query(c, vq, NULL, NULL, &r);
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

static expr *
col_of_range(bctx *c, scope *sc, int from, int to, const char *name,
             int loc, const char *side)
{
    expr *found = NULL;
    int count = 0;

    for (int i = 0; i < list_len(sc->merged); i++) {
        merged_col *m = list_nth(sc->merged, i);

        if (strcmp(m->name, name) == 0 && m->e->kind == E_COL) {
            for (int k = from; k < to; k++)
                if (((ns_item *)list_nth(sc->items, k))->r == m->e->col.rte) {
                    found = m->e;
                    count++;
                }
        }
    }
    for (int i = from; i < to; i++) {
        ns_item *it = list_nth(sc->items, i);
        int k = bind_find_col(it->r, name);

        if (k >= 0 && !it->hidden[k]) {
            found = expr_make_col(c->a, it->r, k, loc);
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

static void
hide_col(scope *sc, const expr *col)
{
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
alias_join(bctx *c, block *b, const ast *n, int mark0)
{
    join_alias *ja = ARENA_NEW(c->a, join_alias);
    int total = 0, k = 0;
    const list *names = n->join.alias->colnames;

    if (!ja)
        return false;
    for (int i = 0; i < list_len(n->join.using_cols); i++)
        total++;
    for (int i = mark0; i < list_len(b->sc.items); i++) {
        ns_item *it = list_nth(b->sc.items, i);

        for (int m = 0; m < it->r->ncols; m++)
            total += !it->hidden[m];
    }
    ja->name = n->join.alias->name;
    ja->colnames = ARENA_NEWN(c->a, const char *, total ? total : 1);
    ja->cols = ARENA_NEWN(c->a, expr *, total ? total : 1);
    if (!ja->colnames || !ja->cols)
        return false;
    for (int i = 0; i < list_len(b->sc.merged); i++) {
        merged_col *m = list_nth(b->sc.merged, i);

        for (int u = 0; u < list_len(n->join.using_cols); u++)
            if (strcmp(list_nth(n->join.using_cols, u), m->name) == 0 && k < total) {
                ja->colnames[k] = m->name;
                ja->cols[k++] = m->e;
            }
    }
    for (int i = mark0; i < list_len(b->sc.items); i++) {
        ns_item *it = list_nth(b->sc.items, i);

        for (int m = 0; m < it->r->ncols && k < total; m++)
            if (!it->hidden[m]) {
                ja->colnames[k] = it->r->colnames[m];
                if (!(ja->cols[k++] = expr_make_col(c->a, it->r, m, n->loc)))
                    return false;
            }
        it->qual_hidden = true;
    }
    ja->ncols = k;
    if (list_len(names) > k) {
        err_set(c->err, QPROP_ESEMANTIC, n->join.alias->loc,
                "join \"%s\" has %d columns available but %d columns specified",
                ja->name, k, list_len(names));
        return false;
    }
    for (int i = 0; i < list_len(names); i++)
        ja->colnames[i] = list_nth(names, i);
    return list_push(c->a, &b->sc.join_aliases, ja);
}

static plan *
bind_join(bctx *c, block *b, const ast *n)
{
    plan *l, *r, *p;
    int mark0 = list_len(b->sc.items), mark1;
    list *using_cols = n->join.using_cols;

    if (!(l = bind_from_item(c, b, n->join.left)))
        return NULL;
    mark1 = list_len(b->sc.items);
    if (!(r = bind_from_item(c, b, n->join.right)))
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
        /* NATURAL: the columns with the same name on both sides */
        using_cols = NULL;
        for (int i = mark0; i < mark1; i++) {
            ns_item *it = list_nth(b->sc.items, i);

            for (int k = 0; k < it->r->ncols; k++) {
                bool on_right = false, seen = false;

                if (it->hidden[k])
                    continue;
                for (int j = mark1; j < list_len(b->sc.items); j++)
                    if (bind_find_col(((ns_item *)list_nth(b->sc.items, j))->r,
                                      it->r->colnames[k]) >= 0)
                        on_right = true;
                for (int j = 0; j < list_len(using_cols); j++)
                    if (strcmp(list_nth(using_cols, j), it->r->colnames[k]) == 0)
                        seen = true;
                if (on_right && !seen
                    && !list_push(c->a, &using_cols, (void *)it->r->colnames[k]))
                    return NULL;
            }
        }
        if (p->join.type == JOIN_CROSS)
            p->join.type = JOIN_INNER;
    }
    if (using_cols) {
        for (int i = 0; i < list_len(using_cols); i++) {
            const char *name = list_nth(using_cols, i);
            expr *lc = col_of_range(c, &b->sc, mark0, mark1, name, n->loc, "left");
            expr *rc = lc ? col_of_range(c, &b->sc, mark1, list_len(b->sc.items),
                                         name, n->loc, "right")
                          : NULL;
            expr *eq, *merged;
            merged_col *m;

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
    if (n->join.alias && !alias_join(c, b, n, mark0))
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
        p = bind_rangevar(c, b, n);
        break;
    case AST_RANGESUB:
        p = bind_rangesub(c, b, n);
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
