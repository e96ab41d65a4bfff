/* SPDX-License-Identifier: MIT */
/*
 * src/bind/tablesample.c — FROM t TABLESAMPLE method (args) [REPEATABLE
 * (seed)]
 *
 * The sample is a property of the table's rte (rte_sample, plan.h): its
 * scan returns the sampled rows, and every predicate qprop keeps on the
 * scan, written or derived, filters those rows after sampling, as a WHERE
 * clause does in PostgreSQL; the SQL printer always prints the sample on
 * the table itself (a partitioned table from its root), so nothing is
 * ever filtered before sampling.  Only the built-in methods BERNOULLI and
 * SYSTEM are modelled (one percentage argument, a seed of any numeric
 * type); others (tsm_system_rows, tsm_system_time) are EUNSUPPORTED.
 * Arguments may not read columns (PostgreSQL evaluates them once).
 */
#include <string.h>

#include "bind/bind_int.h"

static void
count_col(const expr *col, void *arg)
{
    (void)col;
    ++*(int *)arg;
}

/* 'n' bound in 'b' as a number, unknown literals as type 't'; NULL with
   the error set. */
static expr *
sample_number(bctx *c, block *b, const ast *n, qp_typeid t)
{
    expr *e = bind_coerce_to(c, bind_expr(c, b, n), type_plain(t));
    int ncols = 0;

    if (!e)
        return NULL;
    expr_walk_cols(e, count_col, &ncols);
    if (ncols || expr_has_sublink(e) || expr_is_volatile(e)) {
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "TABLESAMPLE arguments that read columns, run subqueries "
                "or call volatile functions are not supported");
        return NULL;
    }
    if (!type_is_integer(e->type.id) && e->type.id != T_NUMERIC
        && e->type.id != T_FLOAT4 && e->type.id != T_FLOAT8
        && e->type.id != T_NULL) {
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "TABLESAMPLE argument of type %s is not supported",
                bind_tname(c, e->type));
        return NULL;
    }
    return e;
}

bool
bind_tablesample(bctx *c, block *b, const ast *n, rte *r)
{
    const ast *s = n->rangevar.sample;
    const ast_name *m = &s->func.name;
    const char *method = m->part[m->n - 1];
    rte_sample *rs = ARENA_NEW(c->a, rte_sample);
    clause saved = b->cl;

    if (!rs) {
        ERR_OOM(c->err);
        return false;
    }
    if (m->n != 1 || (strcmp(method, "bernoulli") != 0
                      && strcmp(method, "system") != 0)) {
        err_set(c->err, QPROP_EUNSUPPORTED, s->loc,
                "tablesample method %s is not supported", method);
        return false;
    }
    if (list_len(s->func.args) != 1) {
        err_set(c->err, QPROP_ESEMANTIC, s->loc,
                "tablesample method %s requires 1 argument, not %d", method,
                list_len(s->func.args));
        return false;
    }
    rs->method = method;
    b->cl = CL_OTHER;
    for (int i = 0; i < list_len(s->func.args); i++) {
        expr *e = sample_number(c, b, list_nth(s->func.args, i), T_FLOAT4);

        if (!e || !list_push(c->a, &rs->args, e)) {
            b->cl = saved;
            return e ? (ERR_OOM(c->err), false) : false;
        }
    }
    if (s->func.filter
        && !(rs->repeatable = sample_number(c, b, s->func.filter, T_FLOAT8))) {
        b->cl = saved;
        return false;
    }
    b->cl = saved;
    r->sample = rs;
    return true;
}
