/* SPDX-License-Identifier: MIT */
/*
 * src/api/api_target.c — what the target stage gives PostgreSQL, through
 * the API (qprop_stmt_bound_count, qprop_stmt_bound)
 *
 * The bounds are those the target stage recorded on the plan after the
 * rewrite (query.target, src/target/target.h); a plan that was not
 * rewritten gets its decisions on first use, as --format=sql does.
 */
#include "config.h"

#include <string.h>

#include "api/api.h"
#include "base/error.h"
#include "base/strbuf.h"
#include "print/print.h"
#include "target/target.h"

/* The decisions for the plan qprop_stmt_plan(stmt, 0) walks, or NULL. */
static const tg_decisions *
stmt_target(qprop_stmt *stmt)
{
    query *q = stmt->rewritten ? stmt->rewritten : stmt->q;

    if (stmt->kind != QPROP_STMT_QUERY || !q || !q->root)
        return NULL;
    if (!q->target || q->target->flags != API_TG_BASE(stmt))
        q->target = tg_decide(&stmt->a, q, API_TG_BASE(stmt));
    return q->target;
}

QPROP_API int
qprop_stmt_bound_count(qprop_stmt *stmt)
{
    const tg_decisions *t;

    if (stmt->kind != QPROP_STMT_QUERY)
        return 0;
    t = stmt_target(stmt);
    return t ? list_len(t->bounds) : -1;
}

static const char *
expr_text(arena *a, const expr *e)
{
    strbuf sb;

    sb_init(&sb, a);
    deparse_expr(&sb, e);
    return a->failed ? NULL : sb.data;
}

QPROP_API qprop_status
qprop_stmt_bound(qprop_stmt *stmt, int i, qprop_bound *bound,
                 qprop_error *err)
{
    size_t size = bound->size && bound->size < sizeof *bound ? bound->size
                                                             : sizeof *bound;
    const tg_decisions *t;
    const tg_bound *x;
    qprop_bound b;

    err_clear(err);
    if (stmt->kind != QPROP_STMT_QUERY)
        return err_set(err, QPROP_ESEMANTIC, -1, "only queries have bounds");
    if (!(t = stmt_target(stmt)))
        return ERR_OOM(err);
    if (i < 0 || i >= list_len(t->bounds))
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "bound %d out of range (%d bounds)", i,
                       list_len(t->bounds));
    x = list_nth(t->bounds, i);
    memset(&b, 0, sizeof b);
    b.size = size;
    b.scan = api_node(&stmt->a, stmt->cat, (plan *)x->scan);
    b.table = x->scan->scan.rte->table->name;
    b.key = expr_text(&stmt->a, x->key);
    b.build = api_node(&stmt->a, stmt->cat, (plan *)x->build);
    b.build_table = x->build->scan.rte->table->name;
    b.build_key = expr_text(&stmt->a, x->build_key);
    b.semi_joins = list_len(x->semis);
    b.selector = x->selector;
    b.runtime_filter = x->filter;
    b.form = t->form == TG_BOUND_WITH_ITEM ? QPROP_BOUND_WITH_ITEM
                                           : QPROP_BOUND_SUBQUERIES;
    b.build_rows = x->build_rows;
    b.fact_rows = x->fact_rows;
    b.schema = x->scan->scan.rte->table->schema;
    b.key_column = x->key->kind == E_COL
                       ? x->key->col.rte->colnames[x->key->col.col] : NULL;
    {
        strbuf sb;
        qprop_status st;

        sb_init(&sb, &stmt->a);
        st = deparse_bound_build(&sb, stmt->rewritten ? stmt->rewritten
                                                      : stmt->q,
                                 t, x, err);
        if (st != QPROP_OK)
            return st;
        b.build_sql = sb.data;
    }
    if (!b.scan || !b.key || !b.build || !b.build_key || !b.build_sql)
        return ERR_OOM(err);
    memcpy(bound, &b, size);
    return QPROP_OK;
}
