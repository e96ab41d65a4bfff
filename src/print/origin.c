/* SPDX-License-Identifier: MIT */
/*
 * src/print/origin.c — provenance in words
 *
 * Rules record where a derived predicate came from, and why a node is
 * empty, as structure (pred_origin, plan.empty.reason_expr in plan.h);
 * src/rewrite includes no printer.  These functions turn that structure
 * into the text every printer shows (EXPLAIN JSON, dot, HTML, the
 * picture), the trace, and qprop_node_filter() hand out, so the words are
 * written in one place.
 */
#include "print/print.h"

/* "{t1.a, t2.a}", or "{c1, ..., c8, ... 12 members in all}". */
static void
put_class(strbuf *sb, const origin_class *k)
{
    sb_putc(sb, '{');
    for (int i = 0; i < k->n_cols; i++) {
        if (i)
            sb_puts(sb, ", ");
        deparse_expr(sb, k->cols[i]);
    }
    if (k->n > k->n_cols)
        sb_printf(sb, ", ... %d members in all", k->n);
    sb_putc(sb, '}');
}

void
print_origin(strbuf *sb, const pred_origin *o)
{
    bool some = false;

    switch (o->kind) {
    case ORIGIN_BOUND:
        sb_printf(sb, "partition-wise join: bound of %s", o->name);
        return;
    case ORIGIN_CTE_USES:
        sb_printf(sb, "the %d uses of %s", o->n_uses, o->name);
        return;
    case ORIGIN_PREDS:
        break;
    }
    for (int i = 0; i < o->n_src; i++) {
        if (i)
            sb_puts(sb, " AND ");
        deparse_expr(sb, o->src[i]->e);
        some = true;
    }
    if (o->src_more)
        sb_puts(sb, " AND ...");
    if (o->via) {
        if (some)
            sb_puts(sb, " via ");
        deparse_expr(sb, o->via->e);
        some = true;
    }
    if (o->cls) {
        if (some)
            sb_puts(sb, " via ");
        put_class(sb, o->cls);
    }
}

const char *
print_origin_text(arena *a, const pred_origin *o)
{
    strbuf sb;

    if (!o)
        return NULL;
    sb_init(&sb, a);
    print_origin(&sb, o);
    return a->failed ? NULL : sb.data;
}

void
print_empty_reason(strbuf *sb, const plan *p)
{
    if (!p->empty.reason)
        return;
    sb_puts(sb, p->empty.reason);
    if (p->empty.reason_expr) {
        sb_putc(sb, ' ');
        deparse_expr(sb, p->empty.reason_expr);
    }
}

const char *
print_empty_reason_text(arena *a, const plan *p)
{
    strbuf sb;

    if (!p->empty.reason)
        return NULL;
    if (!p->empty.reason_expr)
        return p->empty.reason;
    sb_init(&sb, a);
    print_empty_reason(&sb, p);
    return a->failed ? NULL : sb.data;
}

/* ---- derived predicates that --format=sql leaves out ---- */

/* "x = y" between two different columns: a strict join key, printed as
   it is (x = x is not: eq_broadcast replaces it by x IS NOT NULL, which
   then has to be printed). */
static bool
is_col_equality(const expr *e)
{
    return e && e->kind == E_OP && e->op.op == OP_EQ && e->op.l && e->op.r
           && e->op.l->kind == E_COL && e->op.r->kind == E_COL
           && (e->op.l->col.rte != e->op.r->col.rte
               || e->op.l->col.col != e->op.r->col.col);
}

/* Collects the distinct rtes of the columns of an expression (up to 2:
   whether there are several is all that is asked). */
typedef struct rte_pair {
    const rte *r[2];
    int n;
} rte_pair;

static void
note_rte(const expr *col, void *arg)
{
    rte_pair *rp = arg;

    if (!col->col.rte || rp->n >= 2)
        return;
    if (rp->n == 1 && rp->r[0] == col->col.rte)
        return;
    rp->r[rp->n++] = col->col.rte;
}

/*
 * Two kinds of derived predicate make up nearly all of them on TPC-DS
 * (585 of 700 are the first) and filter nothing PostgreSQL would not:
 *
 *   - "x IS NOT NULL" that a strict equality "x = y" implies
 *     (eq_broadcast: the class's domain is "not NULL" and the member had
 *     no atom of its own, so nothing the user wrote was folded into it),
 *     or the uses of a WITH item imply (cte_pushdown: every use keeps its
 *     own filters); also where x is the expression a derived table's or
 *     a UNION ALL branch's column stands for, the test moved into it.
 *     The equality is printed (a derived one too), and PostgreSQL's join
 *     drops the NULL keys; the extra test costs a comparison per row and
 *     lowers PostgreSQL's row estimate as if it filtered (and on a
 *     column with an index and an operator without commutator, as in
 *     PostgreSQL's equivclass.sql, it led PostgreSQL 15's planner to
 *     "could not find commutator for operator").
 *   - a disjunction over two or more tables that or_factor takes out of a
 *     larger one, which stays where it is: PostgreSQL pulls single-table
 *     restrictions out of an OR join clause itself (and common factors
 *     out of an OR), and the copy over several tables is the same
 *     condition a second time (TPC-DS q13, q48).  An OR whose source
 *     holds an aggregate is not one: it filters rows below a HAVING,
 *     which PostgreSQL does not do.
 *
 * Everything else (domains carried across a join key: ranges, IN lists;
 * equalities that span an equivalence class, which replace the ones the
 * class drops; what cte_pushdown puts into a WITH item other than IS NOT
 * NULL; partition bounds) is printed.
 */
bool
print_pred_pg_derives(const pred *pr)
{
    const expr *e = pr ? pr->e : NULL;
    const pred_origin *o = pr ? pr->origin : NULL;

    if (!e || !pr->derived || !o)
        return false;
    if (e->kind == E_NULLTEST && e->test.is_not && e->test.arg) {
        if (o->kind == ORIGIN_CTE_USES)
            return true;
        if (o->kind != ORIGIN_PREDS)
            return false;
        if (o->via && is_col_equality(o->via->e))
            return true;
        for (int i = 0; i < o->n_src; i++)
            if (o->src[i] && is_col_equality(o->src[i]->e))
                return true;
        return false;
    }
    if (e->kind == E_BOOL && e->b.op == B_OR && o->kind == ORIGIN_PREDS
        && o->n_src == 1 && !o->via && !o->cls && o->src[0]
        && o->src[0]->e && o->src[0]->e->kind == E_BOOL
        && o->src[0]->e->b.op == B_OR && !expr_has_agg(o->src[0]->e)
        && !expr_has_agg(e) && !expr_has_sublink(e)) {
        rte_pair rp = { { NULL, NULL }, 0 };

        expr_walk_cols(e, note_rte, &rp);
        return rp.n >= 2;
    }
    return false;
}
