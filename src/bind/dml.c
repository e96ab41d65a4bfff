/* SPDX-License-Identifier: MIT */
/*
 * src/bind/dml.c — INSERT, UPDATE and DELETE
 *
 * A data-modifying statement becomes a Modify root over the query that
 * yields the rows to write.  INSERT's query is bound as any query, and its
 * target is an rte read by no scan.  UPDATE and DELETE are bound as the
 * block "SELECT <new values> FROM <target>, <from...> WHERE <where>",
 * so their subqueries become joins as a SELECT's do, and the target is
 * that block's leftmost scan.  Only tables may be written; RETURNING, ON
 * CONFLICT and DEFAULT VALUES are EUNSUPPORTED.
 */
#include <stdint.h>
#include <string.h>

#include "bind/bind_int.h"

/*
 * The table a data-modifying statement writes: 'name' must be a table (not
 * a view).  NULL with the error set otherwise.
 */
static cat_table *
modify_table(bctx *c, const ast_name *name, int loc)
{
    const char *rel = name->part[name->n - 1];
    cat_table *t = catalog_lookup_in(c->cat, c->path, name);

    if (!t) {
        bind_fail_relation(c, name, loc);
        return NULL;
    }
    if (t->is_view) {
        bind_fail(c, QPROP_EUNSUPPORTED, loc,
                  "cannot write to view \"%s\": only tables are supported",
                  rel);
        return NULL;
    }
    return t;
}

/*
 * Column indexes of 't' for the names in 'names' (of const char *), as
 * int-in-pointer in '*out'.  'what' words the duplicate error as
 * PostgreSQL does.  False with the error set on an unknown or repeated
 * column, or OOM.
 */
static bool
modify_columns(bctx *c, const cat_table *t, const list *names, bool insert,
               int loc, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(names); i++) {
        const char *n = list_nth(names, i);
        int k = cat_column_index(t, n);

        if (k < 0) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "column \"%s\" of relation \"%s\" does not exist", n,
                    t->name);
            return false;
        }
        for (int j = 0; j < i; j++)
            if ((intptr_t)list_nth(*out, j) == k) {
                if (insert)
                    err_set(c->err, QPROP_ESEMANTIC, loc,
                            "column \"%s\" specified more than once", n);
                else
                    err_set(c->err, QPROP_ESEMANTIC, loc,
                            "multiple assignments to same column \"%s\"", n);
                return false;
            }
        if (!list_push(c->a, out, (void *)(intptr_t)k)) {
            ERR_OOM(c->err);
            return false;
        }
    }
    return true;
}

/*
 * UPDATE and DELETE: the block "SELECT <targets> FROM <target>, <from...>
 * WHERE <where>" whose rows are the rows to change, with the target's own
 * rte; bound like any SELECT, so subqueries become joins as there.
 */
static qprop_status
modify_block(bctx *c, const ast *stmt, const ast_name *name,
             ast_alias *alias, list *targets, list *from, ast *where,
             list *with, qresult *r, rte **tgt)
{
    ast *sel = ast_new(c->a, AST_SELECT, stmt->loc, stmt->end);
    ast *rv = ast_new(c->a, AST_RANGEVAR, stmt->loc, stmt->end);
    list *items = NULL;
    const cat_table *t;
    plan *p;
    qprop_status st;

    if (!sel || !rv || !list_push(c->a, &items, rv))
        return ERR_OOM(c->err);
    if (!(t = modify_table(c, name, stmt->loc)))
        return c->err->code;
    rv->rangevar.name = *name;
    rv->rangevar.alias = alias;
    for (int i = 0; i < list_len(from); i++)
        if (!list_push(c->a, &items, list_nth(from, i)))
            return ERR_OOM(c->err);
    sel->select.targets = targets;
    sel->select.from = items;
    sel->select.where = where;
    sel->select.with = with;
    if ((st = bind_query(c, sel, NULL, NULL, r)) != QPROP_OK)
        return st;
    /* the target is the FROM tree's leftmost leaf, below the Project,
       the SINGLE and semi/anti joins and Filter(WHERE) */
    for (p = r->p; p && p->kind != PLAN_SCAN && p->kind != PLAN_DYNAMIC_SCAN;
         p = p->left)
        ;
    if (!p || !p->scan.rte || p->scan.rte->table != t)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "the target of %s must be a table",
                       ast_kind_name(stmt->kind));
    *tgt = p->scan.rte;
    return QPROP_OK;
}

static qprop_status
bind_insert(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    const ast *sel = stmt->insert.query;
    cat_table *t;
    int n;

    if (stmt->insert.on_conflict)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "INSERT ... ON CONFLICT is not supported");
    if (!sel)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "INSERT ... DEFAULT VALUES is not supported");
    if (!(t = modify_table(c, &stmt->insert.name, stmt->loc)))
        return c->err->code;
    if (stmt->insert.with) {
        ast *copy;

        if (sel->kind != AST_SELECT || sel->select.with)
            return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                           "WITH both before INSERT and in its query is not "
                           "supported");
        if (!(copy = ARENA_NEW(c->a, ast)))
            return ERR_OOM(c->err);
        *copy = *sel;
        copy->select.with = stmt->insert.with;
        sel = copy;
    }
    if (bind_query(c, sel, NULL, NULL, r) != QPROP_OK)
        return c->err->code;
    if (!modify_columns(c, t, stmt->insert.cols, true, stmt->loc,
                        &m->modify.set_cols))
        return c->err->code;
    n = stmt->insert.cols ? list_len(stmt->insert.cols) : t->ncols;
    if (r->ncols > n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more expressions than target columns");
    if (stmt->insert.cols && r->ncols < n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more target columns than expressions");
    /* an rte naming the table, read by no scan */
    m->modify.target = bind_table_rte(c, NULL, t, NULL, stmt->loc);
    if (!m->modify.target)
        return ERR_OOM(c->err);
    return QPROP_OK;
}

static qprop_status
bind_update(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    const list *cols = stmt->update.set_cols, *vals = stmt->update.set_exprs;
    list *targets = NULL;
    const cat_table *t;

    if (stmt->update.returning)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "UPDATE ... RETURNING is not supported");
    if (!(t = modify_table(c, &stmt->update.name, stmt->loc)))
        return c->err->code;
    if (!modify_columns(c, t, cols, false, stmt->loc, &m->modify.set_cols))
        return c->err->code;
    for (int i = 0; i < list_len(cols); i++) {
        const ast *v = list_nth(vals, i);
        ast *tg = ast_new(c->a, AST_TARGET, v->loc, v->end);

        if (!tg || !list_push(c->a, &targets, tg))
            return ERR_OOM(c->err);
        tg->target.expr = (ast *)v;
        tg->target.alias = list_nth(cols, i);
    }
    return modify_block(c, stmt, &stmt->update.name, stmt->update.alias,
                        targets, stmt->update.from, stmt->update.where,
                        stmt->update.with, r, &m->modify.target);
}

static qprop_status
bind_delete(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    qprop_status st;

    if (stmt->del.returning)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "DELETE ... RETURNING is not supported");
    st = modify_block(c, stmt, &stmt->del.name, stmt->del.alias, NULL,
                      stmt->del.using_, stmt->del.where, stmt->del.with, r,
                      &m->modify.target);
    /* no values to compute: the rows are those of the FROM tree */
    if (st == QPROP_OK && r->p->kind == PLAN_PROJECT)
        r->p = r->p->left;
    return st;
}

/*
 * INSERT, UPDATE or DELETE 'stmt' into c->q: a Modify node over the query
 * that yields the rows to write (plan.h).  RETURNING, ON CONFLICT, DEFAULT
 * VALUES and views as targets are EUNSUPPORTED.
 */
qprop_status
bind_modify(bctx *c, const ast *stmt)
{
    plan *m = plan_new(c->a, PLAN_MODIFY, stmt->loc);
    qresult r;
    qprop_status st;

    if (!m)
        return ERR_OOM(c->err);
    m->modify.op = stmt->kind;
    memset(&r, 0, sizeof r);
    if (stmt->kind == AST_INSERT)
        st = bind_insert(c, stmt, &r, m);
    else if (stmt->kind == AST_UPDATE)
        st = bind_update(c, stmt, &r, m);
    else
        st = bind_delete(c, stmt, &r, m);
    if (st != QPROP_OK)
        return st;
    m->left = r.p;
    c->q->root = m;
    c->q->ncols = 0;
    return QPROP_OK;
}
