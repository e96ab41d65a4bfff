/* SPDX-License-Identifier: MIT */
/*
 * src/target/target.c — the target stage for PostgreSQL: the driver, and
 * which derived predicates the SQL leaves out
 *
 * tg_decide() walks the statement once (its plan, its WITH items and
 * every subquery), records every Scan, DynamicScan, Partition Selector
 * and semi join, and decides for every derived predicate whether the SQL
 * carries it (tg_omits) and, in bounds.c, which scans get execution-time
 * bounds.  The SQL is what users run, so it carries what PostgreSQL can
 * use of the rewrite and nothing it would pay for in vain (issue 18;
 * measured in bench/README.md "Execution on PostgreSQL"):
 *   - a derived predicate PostgreSQL derives itself, or that copies a
 *     condition printed anyway, is left out (tg_pred_pg_derives());
 *   - cte_pushdown's OR of a WITH item's uses that cannot save work is
 *     left out (cte_or_idle);
 *   - a DynamicScan's Partition Selector, and a runtime filter on the
 *     leading partition-key column, becomes a runtime bound (bounds.c).
 * TG_ALL_DERIVED and TG_NO_BOUNDS turn each off.
 */
#include "target/target_int.h"

#include <stdio.h>
#include <string.h>

#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/exprnorm.h"
#include "rewrite/partsel.h"

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
/* The value side of comparison 'e' ("x op v" or "v op x", x a column,
   op one of = < <= > >=), '*col' its column and '*op' the comparison
   read with the column on the left; NULL when 'e' is not one. */
static const expr *
cmp_value(const expr *e, const expr **col, op_kind *op)
{
    if (!e || e->kind != E_OP || e->op.op > OP_GE || e->op.op == OP_NE
        || !e->op.l || !e->op.r)
        return NULL;
    *op = e->op.op;
    if (e->op.l->kind == E_COL) {
        *col = e->op.l;
        return e->op.r;
    }
    if (e->op.r->kind != E_COL)
        return NULL;
    *col = e->op.r;
    *op = *op == OP_LT ? OP_GT : *op == OP_GT ? OP_LT
          : *op == OP_LE ? OP_GE : *op == OP_GE ? OP_LE : *op;
    return e->op.l;
}

/* 'pr' is eq_broadcast's copy of a comparison with a subquery's value
   onto another member of its column's class (its unsafe (6)): derived
   from one such comparison on another column through a class, with the
   same operator.  (Not the same value pointer: the driver remakes a
   predicate whose subquery it rewrote, and the origin keeps the one it
   was copied from.) */
static bool
class_runtime_copy(const pred *pr, op_kind *op)
{
    const pred_origin *o = pr ? pr->origin : NULL;
    const expr *c1, *c2, *v1, *v2;
    op_kind op2;

    if (!pr || !pr->derived || !o || o->kind != ORIGIN_PREDS || !o->cls
        || o->n_src != 1 || o->via || !o->src[0]
        || !(v1 = cmp_value(pr->e, &c1, op))
        || !(v2 = cmp_value(o->src[0]->e, &c2, &op2)))
        return false;
    return *op == op2 && expr_has_sublink(v1) && expr_has_sublink(v2)
           && (c1->col.rte != c2->col.rte || c1->col.col != c2->col.col);
}

bool
tg_pred_pg_derives(const pred *pr)
{
    const expr *e = pr ? pr->e : NULL;
    const pred_origin *o = pr ? pr->origin : NULL;
    op_kind op;

    if (!e || !pr->derived || !o)
        return false;
    /* "x = (SELECT ...)" copied to the members of x's class: PostgreSQL
       puts the subquery's initplan value into the class as a constant
       and compares every member with it (equivclass.c) */
    if (class_runtime_copy(pr, &op) && op == OP_EQ)
        return true;
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

/* ---- the statement's scans ---- */

static void
collect_node(const plan *p, void *arg)
{
    tg_decisions *t = arg;
    bool ok = true;

    if ((p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN) && p->scan.rte)
        ok = list_push(t->a, &t->scans, (void *)p);
    else if (p->kind == PLAN_PARTITION_SELECTOR)
        ok = list_push(t->a, &t->scans, (void *)p);
    else if (p->kind == PLAN_JOIN && p->join.type == JOIN_SEMI)
        ok = list_push(t->a, &t->semis, (void *)p);
    else if (p->kind == PLAN_MODIFY && p->modify.target
             && (p->modify.op == AST_UPDATE || p->modify.op == AST_DELETE))
        ok = list_push(t->a, &t->modify_targets, (void *)p->modify.target);
    (void)ok; /* OOM: the arena flag is set, tg_decide() returns NULL */
}

const plan *
tg_find_scan(const tg_decisions *t, const rte *r)
{
    for (int i = 0; i < list_len(t->scans); i++) {
        const plan *p = list_nth(t->scans, i);

        if (p->kind != PLAN_PARTITION_SELECTOR && p->scan.rte == r)
            return p;
    }
    return NULL;
}

bool
tg_is_modify_target(const tg_decisions *t, const rte *r)
{
    for (int i = 0; i < list_len(t->modify_targets); i++)
        if (list_nth(t->modify_targets, i) == r)
            return true;
    return false;
}

expr *
tg_norm_filter(arena *a, expr *e)
{
    list *eqs = NULL;

    if (e->kind == E_IN && !e->in.is_not && e->in.arg
        && e->in.arg->kind == E_COL) {
        for (int i = 0; i < list_len(e->in.items); i++) {
            expr *eq = expr_make_op(a, OP_EQ, "=", e->type, e->in.arg,
                                    list_nth(e->in.items, i), e->loc);

            if (!eq || !list_push(a, &eqs, eq))
                return NULL;
        }
        if (list_len(eqs) > 1)
            e = expr_make_bool(a, B_OR, eqs, e->loc);
        else if (list_len(eqs) == 1)
            e = list_nth(eqs, 0);
        if (!e)
            return NULL;
    }
    return norm_pred(a, e);
}

/* ---- derived predicates left out ---- */

/*
 * cte_pushdown's OR of the filters of a WITH item's uses (two or more:
 * PostgreSQL 15 then materializes the item once for all of them, and each
 * use keeps its own filters, so the OR changes no row) is left out of the
 * SQL where it cannot save work and only skews PostgreSQL's estimates:
 *   - it reads an aggregate: it stays a HAVING, evaluated after the
 *     whole aggregation, and PostgreSQL estimates "sum(x) > 0" at a
 *     default third;
 *   - it is an atom on a column whose scan has a filter of its own on
 *     that column with a domain inside the OR's: PostgreSQL moves it into
 *     the WHERE and multiplies the two selectivities.
 * TPC-DS q74 printed both (HAVING (year = 2001 AND sum(...) > 0 OR year =
 * 2002) AND (year = 2001 OR year = 2002) below "d_year IN (2001, 2002)"),
 * PostgreSQL estimated its four-way self-join's inputs at one row each,
 * and joined 2,593 x 2,659 rows in nested loops: 0.21x (bench/README.md).
 * In q04 and q11 the OR on the grouping key is the only year filter of
 * the item, and PostgreSQL applies it below the aggregation: it stays.
 * or_factor's factors of such an OR (q74's second conjunct) are judged
 * the same way: the OR implies them.
 */
/* What the origin of 'pr' alone says of cte_or_idle: -1 not such an OR
   (or a factor of one), 1 idle (it reads an aggregate), 0 ask its scan
   ('*o' is then the OR's origin). */
static int
cte_or_kind(const pred *pr)
{
    const pred_origin *o = pr->origin;

    /* or_factor's factor of such an OR is as idle as the OR */
    if (o && o->kind == ORIGIN_PREDS && o->n_src == 1 && !o->via && !o->cls
        && o->src[0] && o->src[0]->derived)
        o = o->src[0]->origin;
    if (!pr->e || !o || o->kind != ORIGIN_CTE_USES || o->n_uses < 2)
        return -1;
    return expr_has_agg(pr->e) ? 1 : 0;
}

static bool
cte_or_idle(const tg_decisions *t, const pred *pr)
{
    int kind = cte_or_kind(pr);
    expr *e;
    const expr *c;
    const plan *scan;
    domain *dom;

    if (kind != 0 || !t) /* without a statement, no scan to ask */
        return kind == 1;
    e = tg_norm_filter(t->a, pr->e);
    c = e ? atom_col(e) : NULL;
    if (!c || c->kind != E_COL || !c->col.rte || expr_is_syscol(c)
        || !(scan = tg_find_scan(t, c->col.rte))
        || !(dom = atom_domain(t->a, e, c->type)))
        return false;
    for (int i = 0; i < list_len(scan->scan.filters); i++) {
        const pred *f = list_nth(scan->scan.filters, i);
        expr *fe = f->e ? tg_norm_filter(t->a, f->e) : NULL;
        const expr *fc = fe ? atom_col(fe) : NULL;
        domain *fd;

        if (f == pr || f->derived || !fc || !expr_equal(fc, c))
            continue;
        if ((fd = atom_domain(t->a, fe, c->type)) && dom_subset(fd, dom))
            return true;
    }
    return false;
}

/*
 * cte_pushdown's semi join filters ("k IN (SELECT c FROM R WHERE ...)",
 * pred_origin.semi), the conjuncts or_factor took from them, and the
 * copies of R's filters inside them (cloned with their origin): the
 * joins of the WITH item's uses drop every row they would, so they save
 * PostgreSQL only the rows between the item's scans and those joins, at
 * the price of a scan of R per subquery, and they lower its estimates
 * (TPC-DS q02 and q59 at scale 0.1, printed: 0.65x and 0.52x, no
 * partition fewer).  What they are for is a bound: a bound whose build
 * side is narrowed by one (q59's date_dim in wss) or that comes from one
 * (q02's web_sales and catalog_sales, bounds.c in_filter_key) prints it
 * in its own subquery (deparse.c sql_leaves_out); elsewhere it is left
 * out (TG_OMIT_CTE_SEMI), which is exact: it is implied by those joins.
 */
static bool
cte_semi(const pred *pr)
{
    const pred_origin *o = pr->origin;

    if (o && o->kind == ORIGIN_PREDS && o->n_src == 1 && !o->via && !o->cls
        && o->src[0] && o->src[0]->derived)
        o = o->src[0]->origin;
    return pr->derived && o && o->kind == ORIGIN_CTE_USES && o->semi;
}

/* Note the semi join filters (cte_semi) on 'p' and the nodes under it,
   not entering the subplans of expressions: there, a copy of one (the
   filters of R copied into another's subquery) is the subquery's own
   filter, printed with it. */
static void
note_top_semis(tg_decisions *t, const plan *p)
{
    const list *l;

    if (!p)
        return;
    l = plan_preds(p);
    for (int i = 0; i < list_len(l); i++) {
        const pred *pr = list_nth(l, i);

        if (pr && cte_semi(pr))
            (void)list_push(t->a, &t->top_semis, (void *)pr);
    }
    note_top_semis(t, p->left);
    note_top_semis(t, p->right);
    for (int i = 0; i < list_len(p->children); i++)
        note_top_semis(t, list_nth(p->children, i));
}

static bool
top_semi(const tg_decisions *t, const pred *pr)
{
    for (int i = 0; i < list_len(t->top_semis); i++)
        if (list_nth(t->top_semis, i) == pr)
            return true;
    return false;
}

/* The key of 'pr' in omit_map: its address. */
static void
pred_key(char *buf, size_t n, const pred *pr)
{
    snprintf(buf, n, "%p", (const void *)pr);
}

/* Column 'c' of scan 'scan' is a key column of its partitioned table
   that PostgreSQL prunes by with a range (RANGE or LIST; not HASH), at
   the top level or a lower one. */
static bool
prunes_by(const cat_table *t, int c)
{
    if (!t || !t->is_partitioned)
        return false;
    if (t->strategy != PART_HASH)
        for (int k = 0; k < t->nkeys; k++)
            if (t->keycols && t->keycols[k] == c)
                return true;
    for (int i = 0; i < list_len(t->children); i++)
        if (prunes_by(list_nth(t->children, i), c))
            return true;
    return false;
}

/*
 * A derived comparison with a subquery's value ("x >= (SELECT min(d)
 * ...)", eq_broadcast's unsafe (6)) on a Scan: PostgreSQL prunes the
 * partitions of a partitioned scan by it when the scan starts (an
 * initplan's value), which it cannot find itself through the join the
 * comparison crossed.  There it is printed as "x >= ALL (ARRAY[v])",
 * which means "x >= v" (ALL over one element is that element's
 * comparison, NULL when it is NULL) and prunes the same, but which
 * PostgreSQL estimates at a third per end instead of 0.5 % for a range
 * of two unknown values (bounds.c says why that matters).  On a scan it
 * cannot prune (not partitioned, or not by x), it filters only rows the
 * join drops anyway and lowers PostgreSQL's row estimate: left out
 * (TG_OMIT_NO_PRUNE).  Returns false on OOM.
 */
static bool
decide_runtime_range(tg_decisions *t, const pred *pr, const plan *scan,
                     tg_omit_reason *why)
{
    const expr *col, *v;
    expr *arr, *all;
    list *items = NULL;
    op_kind op;

    *why = TG_KEEP;
    if (!pr->derived || !scan || !pred_has_sublink(pr)
        || !(v = cmp_value(pr->e, &col, &op)) || op == OP_EQ
        || col->col.rte != scan->scan.rte
        || !atom_runtime_col(t->a, pr->e, NULL))
        return !t->a->failed;
    if (!rte_partitioned(scan->scan.rte)
        || !prunes_by(scan->scan.rte->table, col->col.col)) {
        *why = TG_OMIT_NO_PRUNE;
        return true;
    }
    if (!list_push(t->a, &items, (void *)v)
        || !(arr = expr_new(t->a, E_ARRAY, type_array_of(t->a, v->type),
                            -1))
        || !(all = expr_new(t->a, E_ALL, pr->e->type, pr->e->loc)))
        return false;
    arr->row.items = items;
    all->op.op = op;
    all->op.name = op == OP_LT ? "<" : op == OP_LE ? "<="
                   : op == OP_GT ? ">" : ">=";
    all->op.l = (expr *)col;
    all->op.r = arr;
    return list_push(t->a, &t->restated, (void *)pr)
           && list_push(t->a, &t->restated, all);
}

/*
 * A filter of a derived table that subquery_pushdown has put inside it
 * (PRED_SUBQ_PUSHED: one eq_broadcast would derive again, kept on the
 * SubqueryScan so that it is not pushed once per pass) is true of every
 * row the derived table returns, so leaving it out of the SQL changes no
 * row.  Printed, PostgreSQL counts its selectivity twice: it pushes it
 * into the derived table (into each branch of a UNION) beside the copy
 * qprop put there, or filters the derived table's estimated rows by it
 * again.  TPC-DS q75 printed "d_year IN (2001, 2002)" on its UNION and
 * in each branch; PostgreSQL estimated each fact's join to date_dim at
 * 47 rows for 164,942, probed item's index once per row, and ran 0.76x
 * (bench/README.md).
 */
static void
decide_preds(tg_decisions *t, const list *preds, const plan *scan,
             bool derived_table)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *pr = list_nth(preds, i);
        tg_omit_reason why = TG_KEEP;
        tg_omit *o;
        char key[64];

        if (!pr || hmap_get(&t->omit_map, (pred_key(key, sizeof key, pr),
                                           key)))
            continue;
        if (tg_pred_pg_derives(pr))
            why = TG_OMIT_PG_DERIVES;
        else if (derived_table && (pr->flags & PRED_SUBQ_PUSHED))
            why = TG_OMIT_SUBQ_PUSHED;
        else if (cte_semi(pr) && top_semi(t, pr))
            why = TG_OMIT_CTE_SEMI;
        else if (cte_or_idle(t, pr))
            why = TG_OMIT_CTE_OR_IDLE;
        else if (!decide_runtime_range(t, pr, scan, &why))
            return; /* OOM: the arena flag is set */
        if (!why)
            continue;
        if (!(o = ARENA_NEW(t->a, tg_omit)))
            return;
        o->pr = pr;
        o->why = why;
        if (!list_push(t->a, &t->omitted, o))
            return;
        (void)hmap_put(&t->omit_map, arena_printf(t->a, "%s", key), o);
    }
}

/* Every predicate list of a node (those the SQL printer prints). */
static void
decide_node(const plan *p, void *arg)
{
    decide_preds(arg, plan_preds(p),
                 p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN ? p
                                                                      : NULL,
                 p->kind == PLAN_SUBQUERY_SCAN);
}

tg_omit_reason
tg_omits(const tg_decisions *t, const pred *pr)
{
    const tg_omit *o;
    char key[64];

    if (!pr || (t && (t->flags & TG_ALL_DERIVED)))
        return TG_KEEP;
    if (!t) /* the predicate alone: no statement, no scan to ask */
        return tg_pred_pg_derives(pr) ? TG_OMIT_PG_DERIVES
               : cte_or_idle(NULL, pr) ? TG_OMIT_CTE_OR_IDLE : TG_KEEP;
    pred_key(key, sizeof key, pr);
    o = hmap_get(&t->omit_map, key);
    return o ? o->why : TG_KEEP;
}

const char *
tg_omit_text(tg_omit_reason why)
{
    switch (why) {
    case TG_OMIT_PG_DERIVES:
        return "PostgreSQL derives it, or it copies a condition printed "
               "anyway";
    case TG_OMIT_CTE_OR_IDLE:
        return "an OR of a WITH item's uses that saves no work and skews "
               "PostgreSQL's estimates";
    case TG_OMIT_NO_PRUNE:
        return "a comparison with a subquery's value on a column that no "
               "partitioned scan prunes by: the join drops the rows it "
               "would filter, and it lowers PostgreSQL's estimates";
    case TG_OMIT_CTE_SEMI:
        return "a semi join filter of a WITH item's uses: their joins drop "
               "the rows it would, and it costs a scan per subquery; "
               "printed only in a bound's subquery";
    case TG_OMIT_SUBQ_PUSHED:
        return "a filter of a derived table that is inside it already: "
               "printed twice, PostgreSQL counts it twice in its estimates";
    case TG_KEEP:
        break;
    }
    return "kept";
}

const char *
tg_form_text(tg_bound_form form)
{
    return form == TG_BOUND_WITH_ITEM
               ? "WITH item qp_bound_N (min and max read once)"
               : "two subqueries (min, max) in place";
}

const expr *
tg_restated(const tg_decisions *t, const pred *pr)
{
    for (int i = 0; t && pr && i + 1 < list_len(t->restated); i += 2)
        if (list_nth(t->restated, i) == pr)
            return list_nth(t->restated, i + 1);
    return NULL;
}

bool
tg_scan_bounds(arena *a, const tg_decisions *t, const plan *scan,
               list **out)
{
    *out = NULL;
    for (int i = 0; t && i < list_len(t->bounds); i++) {
        const tg_bound *b = list_nth(t->bounds, i);

        if (b->scan == scan && !list_push(a, out, (void *)b))
            return false;
    }
    return true;
}

/* A name "qp_bound..." (a WITH item qp_bound_N could capture it). */
static bool
bound_name(const char *name)
{
    return name && strncmp(name, "qp_bound", 8) == 0;
}

/*
 * The form of the bounds: in a SELECT statement their min and max are
 * read once, from a MATERIALIZED WITH item put before the statement's own
 * (the SQL printer's put_bound_with); a data-modifying statement keeps the
 * two subqueries (its WITH may have to hold a data-modifying item), and so
 * does a statement with a WITH item, table or alias called qp_bound...,
 * whose references such an item could capture.
 */
static void
decide_form(tg_decisions *t)
{
    const query *q = t->q;

    t->form = TG_BOUND_WITH_ITEM;
    if (q->root->kind == PLAN_MODIFY) {
        t->form = TG_BOUND_SUBQUERIES;
        t->form_why = "a data-modifying statement";
        return;
    }
    for (int i = 0; i < list_len(q->ctes); i++)
        if (bound_name(((const plan_cte *)list_nth(q->ctes, i))->name)) {
            t->form = TG_BOUND_SUBQUERIES;
            t->form_why = "a WITH item is called qp_bound...";
            return;
        }
    for (int i = 0; i < list_len(q->rtes); i++) {
        const rte *r = list_nth(q->rtes, i);

        if (bound_name(r->alias) || (r->table && bound_name(r->table->name))) {
            t->form = TG_BOUND_SUBQUERIES;
            t->form_why = "a table or alias is called qp_bound...";
            return;
        }
    }
}

static bool
give(tg_decisions *t, const plan *at, const expr *e, tg_given_why why)
{
    tg_given *x = ARENA_NEW(t->a, tg_given);

    if (!x)
        return false;
    x->at = at;
    x->e = e;
    x->why = why;
    return list_push(t->a, &t->given, x) != 0;
}

/* TG_GIVEN_LIST_VALUES of the pruned scans of LIST-partitioned tables. */
static bool
decide_list_values(tg_decisions *t)
{
    rw_ctx ctx;

    memset(&ctx, 0, sizeof ctx);
    ctx.a = t->a;
    ctx.q = (query *)t->q;
    for (int i = 0; i < list_len(t->scans); i++) {
        const plan *p = list_nth(t->scans, i);
        const cat_table *tb;

        if ((p->kind != PLAN_SCAN && p->kind != PLAN_DYNAMIC_SCAN)
            || !p->scan.rte || !(tb = p->scan.rte->table)
            || !rte_partitioned(p->scan.rte) || tb->strategy != PART_LIST
            || !p->scan.parts)
            continue;
        for (int k = 0; k < tb->nkeys; k++) {
            int c = tb->keycols[k];
            domain *d = c >= 0 ? pp_filters_domain(&ctx, p, c) : NULL;
            datum *pts;
            int n;
            expr *col, *e;
            bool have = false;

            if (!d || d->nulls || !dom_points(t->a, d, 64, &pts, &n)
                || n < 2) {
                if (t->a->failed)
                    return false;
                continue; /* one value: its filter is "k = v" already */
            }
            if (!(col = expr_make_col(t->a, p->scan.rte, c, -1))
                || !(e = dom_points_expr(t->a, col, pts, n)))
                return false;
            for (int j = 0; j < list_len(p->scan.filters) && !have; j++)
                have = expr_equal(((const pred *)list_nth(p->scan.filters,
                                                          j))->e, e);
            if (!have && !give(t, p, e, TG_GIVEN_LIST_VALUES))
                return false;
        }
    }
    return true;
}

/* expr_walk_cols callback: 'only' goes false at a column of another rte
   than 'r'. */
typedef struct only_of {
    const rte *r;
    bool only;
} only_of;

static void
col_only_of(const expr *col, void *arg)
{
    only_of *o = arg;

    if (col->kind != E_COL || col->col.rte != o->r)
        o->only = false;
}

/* TG_GIVEN_DML_TARGET of UPDATE or DELETE node 'm' of a partitioned
   table. */
static void
decide_dml_target(const plan *m, void *arg)
{
    tg_decisions *t = arg;
    const rte *r = m->kind == PLAN_MODIFY ? m->modify.target : NULL;
    const plan *scan;

    if (!r || (m->modify.op != AST_UPDATE && m->modify.op != AST_DELETE)
        || !rte_partitioned(r) || !m->left
        || !(scan = plan_find_rte((plan *)m->left, r))
        || (scan->kind != PLAN_SCAN && scan->kind != PLAN_DYNAMIC_SCAN))
        return;
    for (int i = 0; i < list_len(scan->scan.filters); i++) {
        const pred *pr = list_nth(scan->scan.filters, i);
        only_of o = { r, true };

        if (pred_is_volatile(pr) || pred_has_sublink(pr))
            continue;
        expr_walk_cols(pr->e, col_only_of, &o);
        if (o.only && !give(t, m, pr->e, TG_GIVEN_DML_TARGET))
            return; /* OOM: the arena flag is set */
    }
}

bool
tg_given_at(arena *a, const tg_decisions *t, const plan *at,
            tg_given_why why, list **out)
{
    *out = NULL;
    for (int i = 0; t && i < list_len(t->given); i++) {
        const tg_given *x = list_nth(t->given, i);

        if (x->at == at && x->why == why && !list_push(a, out, (void *)x->e))
            return false;
    }
    return true;
}

/* ---- Empty only for the partitions there are now ---- */

/*
 * An Empty node of the rewritten plan that partition_prune made because
 * no partition that exists now can hold a row its scan's filters accept,
 * or that empty_propagate made of such an input (plan.h
 * empty.by_partitions), says something of the partitions, not of the
 * query: after CREATE TABLE ... PARTITION OF or ATTACH PARTITION the
 * query may return rows there.  The SQL names partitioned tables (unless
 * TG_LEAVES, whose leaves are right only until the partitions change) so
 * that it stays right then; so it reads such an Empty as the node it
 * replaced, kept on it as it was (its scans with their filters, given
 * and derived): PostgreSQL prunes the table to nothing by the same
 * filters while no partition holds such rows, at no cost.  EXPLAIN
 * still shows the Empty.  The copy is made only when the plan has such
 * a node; every other decision is then taken on the copy (t->q).
 */
typedef struct restore_ctx {
    arena *a;
    hmap memo;              /* node address -> its copy (a shared node,
                               a sublink's plan reached twice, is copied
                               once) */
    list *old_ctes, *new_ctes; /* plan_cte * remapped in CteScans */
    tg_decisions *t;
    int inside;             /* depth in what an Empty replaced */
    bool failed;
} restore_ctx;

static void
note_stale(const plan *p, void *arg)
{
    bool *any = arg;

    if (p->kind == PLAN_EMPTY && p->empty.by_partitions)
        *any = true;
}

/* 'p' or one of its sublinks' plans holds such an Empty. */
static bool
has_stale(const plan *p)
{
    bool any = false;

    if (p)
        plan_walk(p, note_stale, &any);
    return any;
}

static plan *restore(restore_ctx *r, plan *p);

/* expr_mutate() callback: 'e' with the plans of its sublinks restored;
   NULL on OOM. */
static expr *
restore_sublinks(expr *e, void *arg)
{
    restore_ctx *r = arg;
    plan *sub;
    expr *c;

    if (!expr_has_sublink(e))
        return e;
    if (e->kind != E_SUBLINK)
        return expr_mutate(r->a, e, restore_sublinks, arg);
    if (!(sub = restore(r, e->sub.sub))
        || !(c = expr_mutate(r->a, e, restore_sublinks, arg)))
        return NULL;
    if (sub != e->sub.sub) {
        if (c == e && !(c = expr_copy(r->a, e)))
            return NULL;
        c->sub.sub = sub;
    }
    return c;
}

/* 'p' with each such Empty (and those in what it replaced) read as the
   node it replaced; 'p' itself when it holds none.  NULL on OOM (and
   r->failed set). */
static plan *
restore(restore_ctx *r, plan *p)
{
    char key[64];
    plan *done, t, *res;
    list *nk = NULL;

    if (!p)
        return NULL;
    snprintf(key, sizeof key, "%p", (void *)p);
    if ((done = hmap_get(&r->memo, key)))
        return done;
    if (p->kind == PLAN_EMPTY && p->empty.by_partitions) {
        if (!r->inside && !list_push(r->a, &r->t->restored, p))
            goto failed;
        r->inside++;
        res = restore(r, (plan *)p->empty.by_partitions);
        r->inside--;
        if (!res)
            goto failed;
    } else {
        plan_edit(&t, p);
        if ((p->left && !(t.left = restore(r, p->left)))
            || (p->right && !(t.right = restore(r, p->right))))
            goto failed;
        for (int i = 0; i < list_len(p->children); i++) {
            plan *c = list_nth(p->children, i), *nc = restore(r, c);

            if (!nc)
                goto failed;
            if (nc != c && !nk && !(nk = list_copy(r->a, p->children)))
                goto failed;
            if (nk)
                nk->items[i] = nc;
        }
        if (nk)
            t.children = nk;
        if (p->kind == PLAN_CTE_SCAN)
            for (int i = 0; i < list_len(r->old_ctes); i++)
                if (list_nth(r->old_ctes, i) == p->ctescan.cte)
                    t.ctescan.cte = list_nth(r->new_ctes, i);
        if (plan_node_mutate(r->a, p, &t, restore_sublinks, r) < 0
            || !(res = plan_edited(r->a, p, &t)))
            goto failed;
    }
    if (!hmap_put(&r->memo, arena_printf(r->a, "%s", key), res))
        goto failed;
    return res;
failed:
    r->failed = true;
    return NULL;
}

/* t->q: the statement 'q', or its copy with such Empty nodes restored
   (above) unless TG_LEAVES.  False on OOM. */
static bool
decide_restored(tg_decisions *t, const query *q)
{
    restore_ctx r;
    query *nq;
    bool in_ctes = false;

    t->q = q;
    if (t->flags & TG_LEAVES)
        return true;
    for (int i = 0; i < list_len(q->ctes); i++)
        in_ctes = in_ctes || has_stale(((const plan_cte *)
                                        list_nth(q->ctes, i))->plan);
    if (!in_ctes && !has_stale(q->root))
        return true;
    memset(&r, 0, sizeof r);
    r.a = t->a;
    r.t = t;
    hmap_init(&r.memo, t->a);
    if (!(nq = ARENA_NEW(t->a, query)))
        return false;
    *nq = *q;
    nq->target = NULL;
    if (in_ctes) {
        /* new WITH items, and every CteScan reads the new one */
        nq->ctes = NULL;
        for (int i = 0; i < list_len(q->ctes); i++) {
            plan_cte *nc = ARENA_NEW(t->a, plan_cte);

            if (!nc)
                return false;
            *nc = *(const plan_cte *)list_nth(q->ctes, i);
            if (!list_push(t->a, &r.old_ctes, list_nth(q->ctes, i))
                || !list_push(t->a, &r.new_ctes, nc)
                || !list_push(t->a, &nq->ctes, nc))
                return false;
        }
        for (int i = 0; i < list_len(nq->ctes); i++) {
            plan_cte *nc = list_nth(nq->ctes, i);

            if (nc->plan && !(nc->plan = restore(&r, nc->plan)))
                return false;
        }
    }
    if (!(nq->root = restore(&r, q->root)) || r.failed)
        return false;
    t->q = nq;
    return true;
}

tg_decisions *
tg_decide(arena *a, const query *q, unsigned flags)
{
    tg_decisions *t;

    if (!q || !q->root || !(t = ARENA_NEW(a, tg_decisions)))
        return NULL;
    memset(t, 0, sizeof *t);
    t->a = a;
    t->flags = flags;
    hmap_init(&t->omit_map, a);
    if (!decide_restored(t, q))
        return NULL;
    q = t->q;
    plan_walk(q->root, collect_node, t);
    for (int i = 0; i < list_len(q->ctes); i++) {
        const plan_cte *c = list_nth(q->ctes, i);

        if (c->plan)
            plan_walk(c->plan, collect_node, t);
    }
    decide_form(t);
    if (!(flags & TG_ALL_DERIVED)) {
        note_top_semis(t, q->root);
        for (int i = 0; i < list_len(q->ctes); i++)
            note_top_semis(t, ((const plan_cte *)list_nth(q->ctes, i))->plan);
        plan_walk(q->root, decide_node, t);
        for (int i = 0; i < list_len(q->ctes); i++) {
            const plan_cte *c = list_nth(q->ctes, i);

            if (c->plan)
                plan_walk(c->plan, decide_node, t);
        }
    }
    if (!(flags & TG_NO_BOUNDS) && !tg_decide_bounds(t))
        return NULL;
    if (!(flags & TG_LEAVES) && !decide_list_values(t))
        return NULL;
    plan_walk(q->root, decide_dml_target, t);
    for (int i = 0; i < list_len(q->ctes); i++) {
        const plan_cte *c = list_nth(q->ctes, i);

        if (c->plan)
            plan_walk(c->plan, decide_dml_target, t);
    }
    return a->failed ? NULL : t;
}
