/* SPDX-License-Identifier: MIT */
/*
 * src/bind/dml.c — INSERT, UPDATE and DELETE
 *
 * A data-modifying statement becomes a Modify root over the query that
 * yields the rows to write.  INSERT's query is bound as any query, and its
 * target is an rte read by no scan.  UPDATE and DELETE are bound as the
 * block "SELECT <new values> FROM <target>, <from...> WHERE <where>",
 * so their subqueries become joins as a SELECT's do, and the target is
 * that block's leftmost scan.  Only tables may be written.
 *
 * RETURNING: INSERT's is bound as "SELECT <returning> FROM <target>",
 * whose scan's rte becomes the Modify's target; UPDATE's and DELETE's are
 * bound as more items of their block's select list (so * is the target's
 * and the FROM items' columns, as in PostgreSQL) and then taken off the
 * Project into the Modify.  A column of the target in RETURNING means the
 * row as stored (UPDATE: the new values), which is how the SQL printer
 * prints it.  Aggregates, window functions and subqueries in RETURNING
 * are rejected (PostgreSQL rejects the first two; the third is
 * EUNSUPPORTED).  ON CONFLICT DO UPDATE's values and WHERE are bound in a
 * scope of the target and EXCLUDED, its arbiter columns and predicate
 * against the target; qprop does not check that a unique index matches
 * the arbiter (PostgreSQL does, when it plans the statement).
 *
 * Assignment: the values written to columns (UPDATE's SET items, INSERT's
 * select list or VALUES, ON CONFLICT DO UPDATE's SET) are left to
 * PostgreSQL's assignment, as its transformAssignedExpr does them: an
 * untyped literal, NULL or DEFAULT stays untyped (bind_assigned), and the
 * SQL printer prints it where the assignment happens, so that the
 * column's type reads it (an enum, a domain and its CHECK, json); a
 * typed value keeps its type, and the assignment cast applies to it as
 * in the original (numeric into numeric(5,1) rounds, a too long string
 * into varchar(3) fails).  INSERT's VALUES has no common type across its
 * rows: each row's items are assigned on their own.
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
    if (!bind_check_changed(c, t, loc))
        return NULL;
    if (t->is_view) {
        bind_fail(c, QPROP_EUNSUPPORTED, loc,
                  "cannot write to view \"%s\": only tables are supported",
                  rel);
        return NULL;
    }
    if (list_len(t->rules)) {
        /* its rules may turn the statement into others */
        bind_fail(c, QPROP_EUNSUPPORTED, loc,
                  "relation \"%s\" has rules (CREATE RULE), which qprop "
                  "does not model", rel);
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

/* The items of 'l' (of target *) have no subquery (EUNSUPPORTED). */
static qprop_status
check_returning(bctx *c, const list *l, int loc)
{
    for (int i = 0; i < list_len(l); i++) {
        const target *t = list_nth(l, i);

        if (expr_has_sublink(t->e))
            return err_set(c->err, QPROP_EUNSUPPORTED,
                           t->e->loc >= 0 ? t->e->loc : loc,
                           "subqueries in RETURNING are not supported");
    }
    return QPROP_OK;
}

/*
 * Query 'sel' into 'r', its first 'n' items assigned to columns (of
 * types 'types' when not NULL), as bctx.assign_sel says; 'dflt': DEFAULT
 * may stand for an item.  The assignment itself is PostgreSQL's: the SQL
 * printer prints an untyped literal or DEFAULT where it happens (SET c =
 * 'x', VALUES ('x')) and a typed value with its own type.
 */
static qprop_status
bind_assigned(bctx *c, const ast *sel, int n, const qp_type *types,
              bool dflt, list *ctes, qresult *r)
{
    const ast *old_sel = c->assign_sel;
    int old_n = c->assign_n;
    const qp_type *old_types = c->assign_types;
    bool old_dflt = c->assign_default;
    qprop_status st;

    c->assign_sel = sel;
    c->assign_n = n;
    c->assign_types = types;
    c->assign_default = dflt;
    st = bind_query(c, sel, NULL, ctes, r);
    c->assign_sel = old_sel;
    c->assign_n = old_n;
    c->assign_types = old_types;
    c->assign_default = old_dflt;
    return st;
}

/* Mark the bytes of 'returning' (of AST targets) as the RETURNING list
   bound next, saving the marks before in 'save' (2 ints). */
static void
returning_mark(bctx *c, const list *returning, int save[2])
{
    int from = -1, to = 0;

    save[0] = c->ret_start;
    save[1] = c->ret_end;
    for (int i = 0; i < list_len(returning); i++) {
        const ast *t = list_nth(returning, i);

        if (t->loc >= 0 && (from < 0 || t->loc < from))
            from = t->loc;
        if (t->end > to)
            to = t->end;
    }
    c->ret_start = from < 0 ? 0 : from;
    c->ret_end = from < 0 ? 0 : to;
}

static void
returning_unmark(bctx *c, const int save[2])
{
    c->ret_start = save[0];
    c->ret_end = save[1];
}

/*
 * UPDATE and DELETE: the block "SELECT <targets> FROM <target>, <from...>
 * WHERE <where>" whose rows are the rows to change, with the target's own
 * rte; bound like any SELECT, so subqueries become joins as there.
 */
static qprop_status
modify_block(bctx *c, const ast *stmt, const ast_name *name,
             ast_alias *alias, list *targets, list *from, ast *where,
             list *with, const list *returning, list *ctes, qresult *r,
             plan *m)
{
    rte **tgt = &m->modify.target;
    int nset = list_len(targets);
    ast *sel = ast_new(c->a, AST_SELECT, stmt->loc, stmt->end);
    ast *rv = ast_new(c->a, AST_RANGEVAR, stmt->loc, stmt->end);
    list *items = NULL;
    const cat_table *t;
    plan *p;
    qprop_status st;
    int save[2];

    if (!sel || !rv || !list_push(c->a, &items, rv))
        return ERR_OOM(c->err);
    if (!(t = modify_table(c, name, stmt->loc)))
        return c->err->code;
    rv->rangevar.name = *name;
    rv->rangevar.alias = alias;
    for (int i = 0; i < list_len(from); i++)
        if (!list_push(c->a, &items, list_nth(from, i)))
            return ERR_OOM(c->err);
    /* RETURNING: more items of the select list, taken off below */
    for (int i = 0; i < list_len(returning); i++)
        if (!list_push(c->a, &targets, list_nth(returning, i)))
            return ERR_OOM(c->err);
    sel->select.targets = targets;
    sel->select.from = items;
    sel->select.where = where;
    sel->select.with = with;
    returning_mark(c, returning, save);
    st = bind_assigned(c, sel, nset, NULL, true, ctes, r);
    returning_unmark(c, save);
    if (st != QPROP_OK)
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
    if (!returning)
        return QPROP_OK;
    if (r->p->kind != PLAN_PROJECT) {
        /* ORDER BY cannot be written here: Aggregate or Window below */
        return err_set(c->err, QPROP_EINTERNAL, stmt->loc,
                       "%s ... RETURNING without its projection",
                       ast_kind_name(stmt->kind));
    }
    for (p = r->p->left; p && p->kind != PLAN_JOIN && p->kind != PLAN_SCAN;
         p = p->left)
        if (p->kind == PLAN_AGGREGATE || p->kind == PLAN_WINDOW)
            return err_set(c->err, QPROP_ESEMANTIC, stmt->loc,
                           "%s functions are not allowed in RETURNING",
                           p->kind == PLAN_AGGREGATE ? "aggregate"
                                                     : "window");
    {
        list *set = NULL, *ret = NULL;
        const list *all = r->p->project.targets;

        for (int i = 0; i < list_len(all); i++) {
            target *tg = list_nth(all, i);
            const rte *single = NULL;

            if (i >= nset && tg->e->kind == E_COL
                && tg->e->col.rte->kind == RTE_SINGLE)
                single = tg->e->col.rte;
            if (single)
                return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                               "subqueries in RETURNING are not supported");
            if (!list_push(c->a, i < nset ? &set : &ret, tg))
                return ERR_OOM(c->err);
        }
        r->p->project.targets = set;
        r->ncols = nset;
        m->modify.returning = ret;
    }
    return check_returning(c, m->modify.returning, stmt->loc);
}

/*
 * INSERT's RETURNING and target: "SELECT <returning> FROM <table> [AS
 * alias]" bound as a block; its scan's rte is the target (also without
 * RETURNING).
 */
static qprop_status
insert_target(bctx *c, const ast *stmt, plan *m)
{
    ast *sel = ast_new(c->a, AST_SELECT, stmt->loc, stmt->end);
    ast *rv = ast_new(c->a, AST_RANGEVAR, stmt->loc, stmt->end);
    block *b;
    qprop_status st;
    int save[2];

    if (!sel || !rv || !list_push(c->a, &sel->select.from, rv))
        return ERR_OOM(c->err);
    rv->rangevar.name = stmt->insert.name;
    rv->rangevar.alias = stmt->insert.alias;
    sel->select.targets = stmt->insert.returning;
    returning_mark(c, stmt->insert.returning, save);
    st = bind_block(c, sel, NULL, NULL, &b);
    returning_unmark(c, save);
    if (st != QPROP_OK)
        return st;
    if (!b->from || b->from->kind != PLAN_SCAN)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "the target of INSERT must be a table");
    if (b->has_group || b->winfuncs)
        return err_set(c->err, QPROP_ESEMANTIC, stmt->loc,
                       "%s functions are not allowed in RETURNING",
                       b->has_group ? "aggregate" : "window");
    if (b->singles)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "subqueries in RETURNING are not supported");
    m->modify.target = b->from->scan.rte;
    m->modify.returning = b->targets;
    return check_returning(c, b->targets, stmt->loc);
}

/* The column indexes of 't' named in 'names' into '*out'; ESEMANTIC on
   an unknown one. */
static qprop_status
conflict_columns(bctx *c, const cat_table *t, const list *names, int loc,
                 list **out)
{
    for (int i = 0; i < list_len(names); i++) {
        const char *n = list_nth(names, i);
        int k = cat_column_index(t, n);

        if (k < 0)
            return err_set(c->err, QPROP_ESEMANTIC, loc,
                           "column \"%s\" does not exist", n);
        if (!list_push(c->a, out, (void *)(intptr_t)k))
            return ERR_OOM(c->err);
    }
    return QPROP_OK;
}

/* ON CONFLICT of INSERT 'stmt' into m->modify.conflict. */
static qprop_status
bind_conflict(bctx *c, const ast *stmt, plan *m)
{
    const ast_conflict *k = stmt->insert.conflict;
    modify_conflict *mc = ARENA_NEW(c->a, modify_conflict);
    rte *t = m->modify.target;
    block b;
    qprop_status st;

    if (!mc)
        return ERR_OOM(c->err);
    if (k->do_update && !k->infer_cols && !k->constraint)
        return err_set(c->err, QPROP_ESEMANTIC, k->loc,
                       "ON CONFLICT DO UPDATE requires inference "
                       "specification or constraint name");
    mc->constraint = k->constraint;
    mc->do_update = k->do_update;
    if ((st = conflict_columns(c, t->table, k->infer_cols, k->loc,
                               &mc->infer_cols)) != QPROP_OK)
        return st;
    /* the arbiter's predicate sees the target only */
    bind_start_block(c, &b, NULL, NULL);
    if (!bind_add_item(c, &b.sc, t))
        return ERR_OOM(c->err);
    b.cl = CL_RETURNING;
    if (k->infer_where
        && !(mc->infer_where = bind_require_bool(
                 c, bind_expr(c, &b, k->infer_where), "WHERE")))
        return c->err->code;
    if (k->do_update) {
        /* SET and WHERE see the target and EXCLUDED */
        mc->excluded = bind_table_rte(c, &b, t->table, "excluded", k->loc);
        if (!mc->excluded || !bind_add_item(c, &b.sc, mc->excluded))
            return ERR_OOM(c->err);
        if (!modify_columns(c, t->table, k->set_cols, false, k->loc,
                            &mc->set_cols))
            return c->err->code;
        for (int i = 0; i < list_len(k->set_exprs); i++) {
            /* assigned as written: an untyped literal or DEFAULT is the
               assignment's to read (bind_assigned) */
            const ast *x = list_nth(k->set_exprs, i);
            expr *e;

            if (x->kind == AST_SUBLINK && x->sub.multi_n > 0)
                return err_set(c->err, QPROP_EUNSUPPORTED, x->loc,
                               "subqueries in ON CONFLICT DO UPDATE are not "
                               "supported");
            e = bind_ast_is_default(x) ? bind_default(c, x->loc)
                                       : bind_expr(c, &b, x);
            if (!e)
                return c->err->code;
            if (expr_has_sublink(e))
                return err_set(c->err, QPROP_EUNSUPPORTED, e->loc,
                               "subqueries in ON CONFLICT DO UPDATE are not "
                               "supported");
            if (!list_push(c->a, &mc->set_exprs, e))
                return ERR_OOM(c->err);
        }
        if (k->where
            && !(mc->where = bind_require_bool(c, bind_expr(c, &b, k->where),
                                               "WHERE")))
            return c->err->code;
        if (mc->where && expr_has_sublink(mc->where))
            return err_set(c->err, QPROP_EUNSUPPORTED, mc->where->loc,
                           "subqueries in ON CONFLICT DO UPDATE are not "
                           "supported");
    }
    m->modify.conflict = mc;
    return QPROP_OK;
}

static qprop_status
bind_insert(bctx *c, const ast *stmt, list *ctes, qresult *r, plan *m)
{
    const ast *sel = stmt->insert.query;
    cat_table *t;
    qp_type *types;
    bool plain;
    int n;
    qprop_status st;

    if (!(t = modify_table(c, &stmt->insert.name, stmt->loc)))
        return c->err->code;
    m->modify.overriding = stmt->insert.overriding;
    if (!sel) {
        /* DEFAULT VALUES: one row of no values */
        plan *v = plan_new(c->a, PLAN_VALUES, stmt->loc);
        list *row = NULL;

        if (stmt->insert.with)
            return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                           "WITH before INSERT ... DEFAULT VALUES is not "
                           "supported");
        if (!v || !list_push(c->a, &v->values.rows, row))
            return ERR_OOM(c->err);
        m->modify.default_values = true;
        r->p = v;
        r->ncols = 0;
        if ((st = insert_target(c, stmt, m)) != QPROP_OK)
            return st;
        return stmt->insert.conflict ? bind_conflict(c, stmt, m) : QPROP_OK;
    }
    if (!modify_columns(c, t, stmt->insert.cols, true, stmt->loc,
                        &m->modify.set_cols))
        return c->err->code;
    n = stmt->insert.cols ? list_len(stmt->insert.cols) : t->ncols;
    if (!(types = ARENA_NEWN(c->a, qp_type, n ? n : 1)))
        return ERR_OOM(c->err);
    for (int i = 0; i < n; i++)
        types[i] = t->cols[stmt->insert.cols
                               ? (intptr_t)list_nth(m->modify.set_cols, i)
                               : i].type;
    /* VALUES with ORDER BY, LIMIT, OFFSET, locking or its own WITH is a
       query of its own (transformInsertStmt's "general select"): its
       columns take their common types, then the assignment */
    plain = sel->kind == AST_SELECT && sel->select.op == SETOP_NONE
            && (!sel->select.values
                || (!sel->select.order_by && !sel->select.limit
                    && !sel->select.offset && !sel->select.locks
                    && !sel->select.with));
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
    m->modify.values_assigned = plain && sel->select.values;
    if ((plain ? bind_assigned(c, sel, n, types,
                               sel->select.values != NULL, ctes, r)
               : bind_query(c, sel, NULL, ctes, r)) != QPROP_OK)
        return c->err->code;
    if (r->ncols > n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more expressions than target columns");
    if (stmt->insert.cols && r->ncols < n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more target columns than expressions");
    if ((st = insert_target(c, stmt, m)) != QPROP_OK)
        return st;
    return stmt->insert.conflict ? bind_conflict(c, stmt, m) : QPROP_OK;
}

/* The number of output columns of query 'q' as written (a set
   operation's: its leftmost's), or -1 when a * stands among them. */
static int
query_width(const ast *q)
{
    while (q && q->kind == AST_SELECT && q->select.op != SETOP_NONE)
        q = q->select.larg;
    if (!q || q->kind != AST_SELECT)
        return -1;
    if (q->select.values)
        return list_len(list_nth(q->select.values, 0));
    for (int i = 0; i < list_len(q->select.targets); i++) {
        const ast *tg = list_nth(q->select.targets, i);

        if (tg->target.expr->kind == AST_COLREF && tg->target.expr->colref.star)
            return -1;
    }
    return list_len(q->select.targets);
}

/*
 * Item 'v' of a SET list as the binder reads it: for one of UPDATE SET
 * (a, b) = (SELECT x, y ...) (an AST_SUBLINK with .multi_col k of n), the
 * scalar subquery "(SELECT qp_multi.ck FROM (SELECT x, y ...) AS qp_multi
 * (c1, ..., cn))", one per column; any other as it is.  PostgreSQL runs
 * the sub-SELECT once per row and assigns its columns; here it runs once
 * per column, which gives the same values as long as it gives the same
 * row each time (multi_check() refuses what may not).  Its width must be
 * the list's (PostgreSQL's error otherwise).  NULL with the error set.
 */
static const ast *
multi_item(bctx *c, const ast *v)
{
    ast *sel, *tg, *col, *from, *sub;
    ast_alias *al;
    int w;

    if (v->kind != AST_SUBLINK || v->sub.multi_n == 0)
        return v;
    if ((w = query_width(v->sub.query)) < 0) {
        err_set(c->err, QPROP_EUNSUPPORTED, v->loc,
                "a * in the sub-SELECT of a multiple-column UPDATE item "
                "is not supported: name its columns");
        return NULL;
    }
    if (w != v->sub.multi_n) {
        err_set(c->err, QPROP_ESYNTAX, v->loc,
                "number of columns does not match number of values");
        return NULL;
    }
    sel = ast_new(c->a, AST_SELECT, v->loc, v->end);
    tg = ast_new(c->a, AST_TARGET, v->loc, v->end);
    col = ast_new(c->a, AST_COLREF, v->loc, v->end);
    from = ast_new(c->a, AST_RANGESUB, v->loc, v->end);
    sub = ast_new(c->a, AST_SUBLINK, v->loc, v->end);
    al = ARENA_NEW(c->a, ast_alias);
    if (!sel || !tg || !col || !from || !sub || !al) {
        ERR_OOM(c->err);
        return NULL;
    }
    al->name = "qp_multi";
    al->loc = v->loc;
    for (int k = 1; k <= w; k++) {
        const char *cn = arena_printf(c->a, "c%d", k);

        if (!cn || !list_push(c->a, &al->colnames, (void *)cn)) {
            ERR_OOM(c->err);
            return NULL;
        }
    }
    col->colref.n = 2;
    col->colref.part[0] = al->name;
    col->colref.part[1] = list_nth(al->colnames, v->sub.multi_col - 1);
    tg->target.expr = col;
    from->rangesub.query = v->sub.query;
    from->rangesub.alias = al;
    if (!list_push(c->a, &sel->select.targets, tg)
        || !list_push(c->a, &sel->select.from, from)) {
        ERR_OOM(c->err);
        return NULL;
    }
    sub->sub.kind = SUBLINK_EXPR;
    sub->sub.query = sel;
    return sub;
}

/* The aggregates whose value does not depend on the order of their
   rows (whatever the type: not sum or avg, inexact on floats). */
static bool
order_free_agg(const expr *e)
{
    static const char *const names[] = {
        "count", "min", "max", "bool_and", "bool_or", "every", "bit_and",
        "bit_or",
    };
    const char *n = e->func.name;

    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (n && strcmp(n, names[i]) == 0)
            return true;
    if (n && (strcmp(n, "sum") == 0 || strcmp(n, "avg") == 0)
        && list_len(e->func.args) == 1) {
        const expr *a = list_nth(e->func.args, 0);

        return a->type.id != T_FLOAT4 && a->type.id != T_FLOAT8
               && a->type.id != T_ANY;
    }
    return false;
}

static void
note_volatile(const expr *e, void *arg)
{
    if (expr_is_volatile(e))
        *(const char **)arg = "a volatile function";
}

static void
note_unstable(const plan *p, void *arg)
{
    const char **why = arg;
    const rte *r = plan_leaf_rte(p);

    if (*why)
        return;
    if (p->kind == PLAN_LIMIT)
        *why = "LIMIT or OFFSET";
    else if (p->kind == PLAN_WINDOW)
        *why = "a window function";
    else if (p->kind == PLAN_PROJECT && p->project.distinct_on)
        *why = "DISTINCT ON";
    else if (p->kind == PLAN_CTE_SCAN)
        *why = "WITH";
    else if (r && r->sample)
        *why = "TABLESAMPLE";
    for (int i = 0; !*why && p->kind == PLAN_AGGREGATE
                    && i < list_len(p->agg.aggs); i++)
        if (!order_free_agg(list_nth(p->agg.aggs, i)))
            *why = "an aggregate whose value depends on the order of its "
                   "rows";
    if (!*why)
        plan_node_exprs(p, note_volatile, arg);
}

/*
 * The values 'targets' (of target *, in SET order) of the items of
 * 'vals' multi_item() split: each runs the sub-SELECT anew, so it must
 * give the same row each time.  EUNSUPPORTED when it may not (a volatile
 * function, LIMIT, DISTINCT ON, a window function, TABLESAMPLE, an
 * aggregate over rows in no set order whose value depends on it, WITH).
 */
static qprop_status
multi_check(bctx *c, const list *vals, const list *targets)
{
    for (int i = 0; i < list_len(vals) && i < list_len(targets); i++) {
        const ast *v = list_nth(vals, i);
        const target *t = list_nth(targets, i);
        const char *why = NULL;

        if (v->kind != AST_SUBLINK || v->sub.multi_n == 0)
            continue;
        if (t->e->kind != E_SUBLINK)
            return ERR_INTERNAL(c->err, "multi_check: not a sublink");
        plan_walk(t->e->sub.sub, note_unstable, &why);
        if (why)
            return err_set(c->err, QPROP_EUNSUPPORTED, v->loc,
                           "a multiple-column UPDATE item whose sub-SELECT "
                           "has %s is not supported (qprop assigns each "
                           "column from a sub-SELECT of its own)", why);
    }
    return QPROP_OK;
}

static qprop_status
bind_update(bctx *c, const ast *stmt, list *ctes, qresult *r, plan *m)
{
    const list *cols = stmt->update.set_cols, *vals = stmt->update.set_exprs;
    list *targets = NULL;
    const cat_table *t;
    qprop_status st;

    if (!(t = modify_table(c, &stmt->update.name, stmt->loc)))
        return c->err->code;
    if (!modify_columns(c, t, cols, false, stmt->loc, &m->modify.set_cols))
        return c->err->code;
    for (int i = 0; i < list_len(cols); i++) {
        const ast *v = multi_item(c, list_nth(vals, i));
        ast *tg;

        if (!v)
            return c->err->code;
        if (!(tg = ast_new(c->a, AST_TARGET, v->loc, v->end))
            || !list_push(c->a, &targets, tg))
            return ERR_OOM(c->err);
        tg->target.expr = (ast *)v;
        tg->target.alias = list_nth(cols, i);
    }
    st = modify_block(c, stmt, &stmt->update.name, stmt->update.alias,
                      targets, stmt->update.from, stmt->update.where,
                      stmt->update.with, stmt->update.returning, ctes, r, m);
    if (st != QPROP_OK)
        return st;
    return multi_check(c, vals, r->p->kind == PLAN_PROJECT
                                    ? r->p->project.targets : NULL);
}

static qprop_status
bind_delete(bctx *c, const ast *stmt, list *ctes, qresult *r, plan *m)
{
    qprop_status st;

    st = modify_block(c, stmt, &stmt->del.name, stmt->del.alias, NULL,
                      stmt->del.using_, stmt->del.where, stmt->del.with,
                      stmt->del.returning, ctes, r, m);
    /* no values to compute: the rows are those of the FROM tree */
    if (st == QPROP_OK && r->p->kind == PLAN_PROJECT)
        r->p = r->p->left;
    return st;
}

/*
 * The Modify node of INSERT, UPDATE or DELETE 'stmt' into '*out', over the
 * query that yields the rows to write; 'ctes' are the WITH items it sees.
 */
static qprop_status
modify_plan(bctx *c, const ast *stmt, list *ctes, plan **out)
{
    plan *m = plan_new(c->a, PLAN_MODIFY, stmt->loc);
    qresult r;
    qprop_status st;

    if (!m)
        return ERR_OOM(c->err);
    m->modify.op = stmt->kind;
    memset(&r, 0, sizeof r);
    if (stmt->kind == AST_INSERT)
        st = bind_insert(c, stmt, ctes, &r, m);
    else if (stmt->kind == AST_UPDATE)
        st = bind_update(c, stmt, ctes, &r, m);
    else
        st = bind_delete(c, stmt, ctes, &r, m);
    if (st != QPROP_OK)
        return st;
    m->left = r.p;
    *out = m;
    return QPROP_OK;
}

/* The output columns of Modify 'm' (those of its RETURNING) into 'r'. */
static qprop_status
returning_columns(bctx *c, plan *m, qresult *r)
{
    int n = list_len(m->modify.returning);

    r->p = m;
    r->ncols = n;
    r->names = ARENA_NEWN(c->a, const char *, n ? n : 1);
    r->types = ARENA_NEWN(c->a, qp_type, n ? n : 1);
    if (!r->names || !r->types)
        return ERR_OOM(c->err);
    for (int i = 0; i < n; i++) {
        const target *t = list_nth(m->modify.returning, i);

        r->names[i] = t->name;
        r->types[i] = t->e->type;
    }
    return QPROP_OK;
}

/*
 * INSERT, UPDATE or DELETE 'stmt' into c->q: a Modify node over the query
 * that yields the rows to write (plan.h), the statement's output columns
 * those of RETURNING.  Views as targets are EUNSUPPORTED.
 */
qprop_status
bind_modify(bctx *c, const ast *stmt)
{
    plan *m;
    qresult r;
    qprop_status st;

    c->in_modify++;
    st = modify_plan(c, stmt, NULL, &m);
    c->in_modify--;
    if (st != QPROP_OK || (st = returning_columns(c, m, &r)) != QPROP_OK)
        return st;
    c->q->root = m;
    c->q->ncols = r.ncols;
    c->q->colnames = r.ncols ? r.names : NULL;
    c->q->coltypes = r.ncols ? r.types : NULL;
    return QPROP_OK;
}

qprop_status
bind_modify_cte(bctx *c, const ast *stmt, list *ctes, qresult *r)
{
    plan *m;
    qprop_status st;

    c->in_modify++;
    st = modify_plan(c, stmt, ctes, &m);
    c->in_modify--;
    if (st != QPROP_OK)
        return st;
    return returning_columns(c, m, r);
}
