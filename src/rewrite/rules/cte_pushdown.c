/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/cte_pushdown.c — filters on the uses of a WITH query
 * go into it, as far as all the uses agree
 *
 * PATTERN  WITH c AS (Q) ... CteScan[p1](c) ... CteScan[pn](c) ...
 *          (p_i the filters on use i: eq_broadcast and filter_pushdown put
 *          them there)
 * RESULT   Q filtered by (p1) OR ... OR (pn), pushed into Q as a derived
 *          table's filter is (push_block, src/rewrite/region.c: through
 *          Project, past GROUP BY on keys, past windows on PARTITION BY,
 *          never past LIMIT); the p_i stay on their uses.  With one use,
 *          p1 itself moves into Q and leaves the use, but for its derived
 *          conjuncts and IS NOT NULL tests: eq_broadcast would put them on
 *          the use again and every pass would push them once more (TPC-DS
 *          q02 ran all 16 passes), so they stay there, marked as pushed.
 * UNSAFE   (1) a use without filters reads all of Q: nothing moves;
 *          (2) a filter that reads anything but its use's columns, or is
 *              volatile: nothing moves for that CTE;
 *          (3) MATERIALIZED is a request to compute Q as written: left
 *              alone;
 *          (4) what push_block refuses (LIMIT, DISTINCT ON, ...) stays;
 *          (5) a recursive item (WITH RECURSIVE) feeds its own rows back
 *              into its recursive term: a filter on its uses does not hold
 *              for the rows the recursion needs: left alone.
 *          (6) a data-modifying item (INSERT/UPDATE/DELETE ... RETURNING)
 *              writes every row its query finds, whatever its uses read:
 *              left alone;
 *          (7) a use inside what an Empty replaced that holds only for
 *              the partitions there are now (plan.h empty.by_partitions:
 *              the SQL reads that part again, src/target/) is a use the
 *              plan no longer shows: counted as a use without filters
 *              (1), nothing moves.
 *          (8) semi join filters: a use not joined, by an inner join or
 *              as the left input of a semi join, through nodes that pass
 *              its rows whole (filters, inner joins, the left input of
 *              left, semi and anti joins), on "u.k = R.c" to a table R
 *              read with filters of its own that narrow it on a column
 *              other than c, k and c of one type without collation: no
 *              semi join filter for that CTE (a LEFT JOIN's preserved
 *              side, NOT IN and NOT EXISTS keep the rows without a
 *              match);
 *          (9) R's filters that read another table's columns, or hold a
 *              subquery of other nodes than Project, Filter, Scan and
 *              inner or semi joins, or call a volatile function: they
 *              cannot be copied apart; no semi join filter for that CTE.
 * SEMI     (issue 37; TPC-DS q02, q59) where every use u_i is joined so
 *          (unsafe (8)), Q is filtered by the OR over the uses of
 *          "k_i IN (SELECT R_i'.c_i FROM R_i' WHERE f_i')", R_i' a new rte
 *          reading R_i's table and f_i' a copy of R_i's filters over it
 *          (their subqueries copied too, each with new rtes: no column of
 *          the copy is one of the query's, so no class or domain reaches
 *          it), pushed as p1 OR ... OR pn is (push_block); the uses are
 *          left as they are.  Once per CTE (plan_cte.semi_done).
 * NULLS    each use keeps its own filters, and every row a use keeps
 *          satisfies its p_i, so the OR keeps it in Q.  SEMI: a row of
 *          u_i whose k_i equals no c_i of R_i's rows (NULL k_i, an empty
 *          R_i) makes no row of the join, which drops it, nor of anything
 *          between the use and the join (they pass its rows whole, and
 *          its absence changes no other row); the IN is TRUE exactly when
 *          the join's "k_i = c_i" is for some row of R_i, so a row that
 *          gives a row of the statement through some use is kept.
 * ORDER    a query-level step, at the start of each pass; the semi join
 *          filters in a pass where the filters moved nothing.
 * TESTS    tests/regress/sql/cte_pushdown.sql, cte_semi.sql,
 *          tests/regress/sql/filter_pushdown.sql (the CTE cases),
 *          tests/oracle/repro/cte-semi-join-filter.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"
#include "rewrite/region.h"

/* The uses of every CTE, gathered in one walk of the query (a walk per
   CTE made the walks O(CTEs x plan) in every pass). */
typedef struct collect {
    rw_ctx *ctx;
    list **scans;        /* [i]: of plan *, the uses of ctx->orig's CTE i,
                            in walk order */
    bool *hidden;        /* [i]: CTE i has a use inside an Empty's
                            empty.by_partitions (unsafe (7)) */
    bool failed;
} collect;

/* plan_walk callback inside an Empty's by_partitions: note the CTEs it
   reads (unsafe (7)), and look inside such Empty nodes there too. */
static void
take_hidden(const plan *p, void *arg)
{
    collect *c = arg;
    const list *bound = c->ctx->orig->ctes;

    if (p->kind == PLAN_EMPTY && p->empty.by_partitions)
        plan_walk(p->empty.by_partitions, take_hidden, c);
    if (p->kind != PLAN_CTE_SCAN)
        return;
    for (int i = 0; i < list_len(bound); i++)
        if (p->ctescan.cte == list_nth(bound, i))
            c->hidden[i] = true;
}

static void
take_use(const plan *p, void *arg)
{
    collect *c = arg;
    const list *bound = c->ctx->orig->ctes;

    if (p->kind == PLAN_EMPTY && p->empty.by_partitions)
        plan_walk(p->empty.by_partitions, take_hidden, c);
    if (p->kind != PLAN_CTE_SCAN)
        return;
    for (int i = 0; i < list_len(bound); i++)
        if (p->ctescan.cte == list_nth(bound, i)) {
            if (!list_push(c->ctx->a, &c->scans[i], (void *)p))
                c->failed = true;
            return;
        }
}

/* Fill c->scans from the query as it is now; false on OOM. */
static bool
collect_uses(collect *c)
{
    query *q = c->ctx->q;

    memset(c->scans, 0, sizeof(list *) * (size_t)list_len(c->ctx->orig->ctes));
    memset(c->hidden, 0, sizeof(bool) * (size_t)list_len(c->ctx->orig->ctes));
    plan_walk(q->root, take_use, c);
    for (int k = 0; k < list_len(q->ctes); k++)
        plan_walk(((plan_cte *)list_nth(q->ctes, k))->plan, take_use, c);
    return !c->failed;
}

typedef struct remap {
    arena *a;
    const rte *from;
    rte *to;
    bool other;          /* a column of another rte */
} remap;

static expr *
remap_col(const expr *col, void *arg)
{
    remap *m = arg;

    if (col->col.rte != m->from) {
        m->other = true;
        return (expr *)col;
    }
    return m->from == m->to ? (expr *)col
                            : expr_make_col(m->a, m->to, col->col.col, col->loc);
}

/* The AND of use 'scan''s filters over rte 'to', or NULL (and '*ok'
   false) when a filter cannot be used (unsafe (2)). */
static expr *
use_filter(rw_ctx *ctx, const plan *scan, rte *to, bool *ok, bool *fresh)
{
    list *parts = NULL;

    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        pred *x = list_nth(scan->ctescan.filters, i);
        remap m = { ctx->a, scan->ctescan.rte, to, false };
        expr *e;

        if (pred_is_volatile(x) || pred_has_sublink(x)) {
            *ok = false;
            return NULL;
        }
        if (!(e = expr_map_cols(ctx->a, x->e, remap_col, &m)))
            return NULL;
        if (m.other) {
            *ok = false;
            return NULL;
        }
        if (!(x->flags & PRED_CTE_PUSHED))
            *fresh = true;
        if (!list_push(ctx->a, &parts, e))
            return NULL;
    }
    if (!parts) {
        *ok = false; /* unsafe (1) */
        return NULL;
    }
    return norm_and_of(ctx->a, parts);
}

/* A copy of 'scan' whose filters are marked pushed (keep) or gone, but
   for those in 'stay' (push_block refused them) and, when not 'keep',
   those eq_broadcast would put there again (pd_rederived), which stay
   marked: else each pass would push them once more.  Those in 'stay' are
   marked too: unmarked, each pass tried them again and pushed the
   rederived ones along with them (seed 40: all 16 passes). */
static plan *
mark_use(rw_ctx *ctx, const plan *scan, bool keep, const list *stay)
{
    plan t;
    list *f = NULL;

    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        pred *x = list_nth(scan->ctescan.filters, i), *y;
        bool in_stay = false;

        for (int k = 0; k < list_len(stay) && !keep; k++)
            in_stay |= list_nth(stay, k) == x;
        if (!keep && !pd_rederived(x) && !in_stay)
            continue;
        if (!(y = pred_make(ctx->a, x->e, x->derived, x->origin)))
            return NULL;
        y->flags = x->flags | PRED_CTE_PUSHED;
        if (!list_push(ctx->a, &f, y))
            return NULL;
    }
    plan_edit(&t, scan);
    t.ctescan.filters = f;
    return plan_edited(ctx->a, scan, &t);
}

/* A join condition "u.c = x.d" (an inner or semi join) of a use u of
   the CTE whose uses are 'scans' with another relation: what restricts
   the use without being a filter on it (TPC-DS q02, q59: the use joined
   to date_dim, which alone carries d_year = 2001). */
typedef struct join_find {
    const list *scans;
    const pred *found;
} join_find;

static bool
is_use_col(const join_find *j, const expr *e)
{
    if (!e || e->kind != E_COL)
        return false;
    for (int i = 0; i < list_len(j->scans); i++)
        if (((const plan *)list_nth(j->scans, i))->ctescan.rte == e->col.rte)
            return true;
    return false;
}

static void
find_use_join(const plan *p, void *arg)
{
    join_find *j = arg;

    if (j->found || p->kind != PLAN_JOIN
        || (p->join.type != JOIN_INNER && p->join.type != JOIN_SEMI))
        return;
    for (int i = 0; i < list_len(p->join.cond) && !j->found; i++) {
        const pred *x = list_nth(p->join.cond, i);
        const expr *e = x->e;

        if (e && e->kind == E_OP && e->op.op == OP_EQ && e->op.l && e->op.r
            && e->op.l->kind == E_COL && e->op.r->kind == E_COL
            && is_use_col(j, e->op.l) != is_use_col(j, e->op.r))
            j->found = x;
    }
}

/* True when use 'scan' has no filter of its own but derived IS NOT NULL
   tests (the uses of q02's wswscs: "d_week_seq IS NOT NULL" from the
   join), one at least: without one, eq_broadcast has not been there yet
   (the first pass), and a domain may still come through the join. */
static bool
only_not_null(const plan *scan)
{
    if (!list_len(scan->ctescan.filters))
        return false;
    for (int i = 0; i < list_len(scan->ctescan.filters); i++) {
        const pred *x = list_nth(scan->ctescan.filters, i);

        if (!x->derived || !x->e || x->e->kind != E_NULLTEST
            || !x->e->test.is_not)
            return false;
    }
    return true;
}

/* The trace's word on a CTE whose uses a join restricts but no filter
   of their own does: cte_pushdown moves filters, not joins (issue 37). */
static void
note_join_restricted(rw_ctx *ctx, const plan_cte *c, const list *scans)
{
    join_find j = { scans, NULL };

    if (!ctx->trace)
        return;
    for (int k = 0; k < list_len(scans); k++)
        if (!only_not_null(list_nth(scans, k)))
            return;
    plan_walk(ctx->q->root, find_use_join, &j);
    for (int i = 0; i < list_len(ctx->q->ctes) && !j.found; i++)
        plan_walk(((const plan_cte *)list_nth(ctx->q->ctes, i))->plan,
                  find_use_join, &j);
    if (j.found)
        rw_trace_once(ctx, "WITH query %s: its uses are joined (%s) but "
                      "have no filter of their own; a join is no filter: "
                      "what goes in is the semi join filter it gives, where "
                      "every use is joined so (semi join filters below)",
                      c->name, rw_trace_expr(ctx, j.found->e));
}

/* ---- semi join filters from the uses' joins (issue 37) ---- */

/* A key type whose equality qprop reads as PostgreSQL does and that has
   no collation: "k IN (SELECT c ...)" then compares as "k = c" does. */
static bool
semi_key_type(qp_type t)
{
    switch (t.id) {
    case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC: case T_DATE:
    case T_TIMESTAMP: case T_TIMESTAMPTZ: case T_UUID: case T_BOOL:
        return true;
    default:
        return false;
    }
}

/* 'p' reaches use 'u' through nodes that pass each of u's rows on whole
   and drop exactly the rows made of it when it goes: filters, inner and
   cross joins, the left input of a left, semi or anti join, the right
   input of a right join (u's columns are u's there, never NULL-extended,
   and u's presence changes no other row). */
static bool
reaches_use(const plan *p, const plan *u)
{
    if (!p)
        return false;
    if (p == u)
        return true;
    if (p->kind == PLAN_FILTER && !p->filter.having)
        return reaches_use(p->left, u);
    if (p->kind != PLAN_JOIN)
        return false;
    switch (p->join.type) {
    case JOIN_INNER: case JOIN_CROSS:
        return reaches_use(p->left, u) || reaches_use(p->right, u);
    case JOIN_LEFT: case JOIN_SEMI: case JOIN_ANTI: case JOIN_ANTI_NULL_AWARE:
        return reaches_use(p->left, u);
    case JOIN_RIGHT:
        return reaches_use(p->right, u);
    default:
        return false;
    }
}

/* What a use's join gives: "u.k = R.c" in the condition of join 'join',
   R a table read by Scan 'r' under the filters of 'top' (the join's
   other input: Filter nodes over r, or r itself). */
typedef struct semi_find {
    const plan *use;
    const plan *join;
    const expr *key;     /* a column of the use */
    const expr *rcol;    /* a column of r's rte */
    const plan *r;
    const plan *top;
    const pred *cond;    /* the join's conjunct "u.k = R.c" */
} semi_find;

typedef struct own_check {
    const rte *r;
    bool bad;
} own_check;

static void
check_own(const expr *col, void *arg)
{
    own_check *o = arg;

    if (col->col.rte != o->r || expr_is_syscol(col))
        o->bad = true;
}

/* Predicates 'l' read r's own columns only (but in their subqueries:
   the cloner sees those) and call nothing volatile; '*narrows' set when
   one is not an IS NOT NULL. */
static bool
preds_own(const list *l, const rte *r, bool *narrows)
{
    for (int i = 0; i < list_len(l); i++) {
        const pred *x = list_nth(l, i);
        own_check o = { r, false };

        if (!x->e || pred_is_volatile(x))
            return false;
        expr_walk_cols(x->e, check_own, &o);
        if (o.bad)
            return false;
        if (!(x->e->kind == E_NULLTEST && x->e->test.is_not))
            *narrows = true;
    }
    return true;
}

typedef struct other_check {
    int col;
    bool other;
} other_check;

static void
check_other(const expr *e, void *arg)
{
    other_check *o = arg;

    if (e->col.col != o->col)
        o->other = true;
}

/* Some predicate of 'l' narrows R on a column other than 'col' (or by a
   subquery): one on 'col' alone is a domain eq_broadcast carries to the
   use's key already. */
static bool
narrows_other(const list *l, int col)
{
    for (int i = 0; i < list_len(l); i++) {
        const pred *x = list_nth(l, i);
        other_check o = { col, false };

        if (x->e->kind == E_NULLTEST && x->e->test.is_not)
            continue;
        expr_walk_cols(x->e, check_other, &o);
        if (o.other || pred_has_sublink(x))
            return true;
    }
    return false;
}

/* Filters over 'r' ('p' down to it) narrow it beyond column 'col'. */
static bool
narrows_beyond(const plan *p, const plan *r, int col)
{
    for (const plan *f = p; f != r; f = f->left)
        if (narrows_other(f->filter.filters, col))
            return true;
    return narrows_other(r->scan.filters, col);
}

/* The Scan under 'p' (through Filter nodes) when it is a plain table's,
   read with filters of its own columns only, one at least narrowing it
   (not IS NOT NULL); else NULL. */
static const plan *
filtered_table(const plan *p)
{
    const plan *q = p;
    bool narrows = false;
    const rte *r;

    while (q && q->kind == PLAN_FILTER && !q->filter.having)
        q = q->left;
    if (!q || q->kind != PLAN_SCAN || !(r = q->scan.rte)
        || r->kind != RTE_TABLE || !r->table || r->sample || r->nsys
        || r->lateral)
        return NULL;
    for (const plan *f = p; f != q; f = f->left)
        if (!preds_own(f->filter.filters, r, &narrows))
            return NULL;
    if (!preds_own(q->scan.filters, r, &narrows) || !narrows)
        return NULL;
    return q;
}

static bool
is_col_of(const expr *e, const rte *r)
{
    return e && e->kind == E_COL && e->col.rte == r && !expr_is_syscol(e);
}

/* plan_walk callback: a join above s->use that gives it a semi join
   filter (the first found). */
static void
find_semi(const plan *p, void *arg)
{
    semi_find *s = arg;
    const rte *ur = s->use->ctescan.rte;

    if (s->join || p->kind != PLAN_JOIN)
        return;
    for (int side = 0; side < 2 && !s->join; side++) {
        const plan *mine = side ? p->right : p->left;
        const plan *other = side ? p->left : p->right;
        const plan *r;

        /* the use's side must be the one the join drops rows of: either
           input of an inner join, the left one of a semi join */
        if (!(p->join.type == JOIN_INNER
              || (p->join.type == JOIN_SEMI && side == 0)))
            continue;
        if (!reaches_use(mine, s->use) || !(r = filtered_table(other)))
            continue;
        for (int i = 0; i < list_len(p->join.cond); i++) {
            const pred *x = list_nth(p->join.cond, i);
            const expr *e = x->e, *k, *c;

            if (!e || e->kind != E_OP || e->op.op != OP_EQ || !e->op.l
                || !e->op.r)
                continue;
            k = e->op.l;
            c = e->op.r;
            if (!is_col_of(k, ur)) {
                k = e->op.r;
                c = e->op.l;
            }
            if (!is_col_of(k, ur) || !is_col_of(c, r->scan.rte)
                || !type_equal(k->type, c->type) || !semi_key_type(k->type)
                || !narrows_beyond(other, r, c->col.col))
                continue;
            s->join = p;
            s->key = k;
            s->rcol = c;
            s->r = r;
            s->top = other;
            s->cond = x;
            return;
        }
    }
}

/* An alias no rte of the statement has: "<base>_<n>". */
static const char *
fresh_alias(rw_ctx *ctx, const char *base)
{
    for (int n = 1;; n++) {
        const char *name = arena_printf(ctx->a, "%s_%d", base, n);
        bool taken = false;

        if (!name)
            return NULL;
        for (int i = 0; i < list_len(ctx->q->rtes) && !taken; i++)
            taken = strcmp(((const rte *)list_nth(ctx->q->rtes, i))->alias,
                           name) == 0;
        if (!taken)
            return name;
    }
}

/* A new rte of the statement reading what 'r' reads (its id next, its
   alias new): the subquery's own scan, whose columns no class or domain
   of the query's scan of r may reach. */
static rte *
fresh_rte(rw_ctx *ctx, const rte *r)
{
    rte *n = ARENA_NEW(ctx->a, rte);
    list *l;

    if (!n || !(l = list_copy(ctx->a, ctx->q->rtes)))
        return NULL;
    *n = *r;
    n->id = list_len(l) + 1;
    n->written_alias = NULL;
    if (!(n->alias = fresh_alias(ctx, r->table ? r->table->name : r->alias))
        || !list_push(ctx->a, &l, n))
        return NULL;
    ctx->q->rtes = l;
    return n;
}

/* A copy of R's filters for the semi join filter's subquery: R's rte and
   the rte of each table a subquery of theirs reads replaced by new ones
   (fresh_rte), so that no column of the copy is one of the query's.  What
   it copies: columns of the rtes mapped so far (R's, and those of the
   subqueries it is inside), subqueries made of Project, Filter, Scan of a
   table and inner, cross and semi joins; anything else (another rte's
   column: a correlated reference; a volatile call; another node) makes
   it refuse ('bad'). */
typedef struct cloner {
    rw_ctx *ctx;
    list *from;          /* of const rte * */
    list *to;            /* of rte *: from[i]'s copy */
    bool bad;
} cloner;

static plan *clone_plan(cloner *cl, const plan *p);

static expr *
clone_expr(expr *e, void *arg)
{
    cloner *cl = arg;
    expr *n;

    if (cl->bad)
        return e;
    if (expr_is_volatile(e)) {
        cl->bad = true;
        return e;
    }
    if (e->kind == E_COL) {
        for (int i = 0; i < list_len(cl->from); i++)
            if (list_nth(cl->from, i) == e->col.rte && !expr_is_syscol(e)) {
                if (!(n = ARENA_NEW(cl->ctx->a, expr)))
                    return NULL;
                *n = *e;
                n->col.rte = list_nth(cl->to, i);
                return n;
            }
        cl->bad = true;
        return e;
    }
    if (e->kind == E_SUBLINK) {
        plan *sub = clone_plan(cl, e->sub.sub);
        expr *t = e->sub.test ? clone_expr(e->sub.test, cl) : NULL;

        if (cl->bad)
            return e;
        if (!sub || (e->sub.test && !t) || !(n = ARENA_NEW(cl->ctx->a, expr)))
            return NULL;
        *n = *e;
        n->sub.sub = sub;
        n->sub.test = t;
        return n;
    }
    return expr_mutate(cl->ctx->a, e, clone_expr, cl);
}

/* A copy of subquery node 'p' (above); NULL on OOM or when 'bad'. */
static plan *
clone_plan(cloner *cl, const plan *p)
{
    plan t;
    plan *l = NULL, *r = NULL;
    rte *nr = NULL;

    if (cl->bad || !p)
        return NULL;
    switch (p->kind) {
    case PLAN_SCAN:
        if (!p->scan.rte || p->scan.rte->kind != RTE_TABLE
            || !p->scan.rte->table || p->scan.rte->sample
            || p->scan.rte->nsys || p->scan.rte->lateral) {
            cl->bad = true;
            return NULL;
        }
        if (!(nr = fresh_rte(cl->ctx, p->scan.rte))
            || !list_push(cl->ctx->a, &cl->from, p->scan.rte)
            || !list_push(cl->ctx->a, &cl->to, nr))
            return NULL;
        break;
    case PLAN_FILTER:
        if (p->filter.having) {
            cl->bad = true;
            return NULL;
        }
        break;
    case PLAN_PROJECT:
        if (list_len(p->project.locks)) {
            cl->bad = true;
            return NULL;
        }
        break;
    case PLAN_JOIN:
        if (p->join.type != JOIN_INNER && p->join.type != JOIN_CROSS
            && p->join.type != JOIN_SEMI) {
            cl->bad = true;
            return NULL;
        }
        break;
    default:
        cl->bad = true;
        return NULL;
    }
    if ((p->left && !(l = clone_plan(cl, p->left)))
        || (p->right && !(r = clone_plan(cl, p->right))))
        return NULL;
    plan_edit(&t, p);
    if (plan_node_mutate(cl->ctx->a, p, &t, clone_expr, cl) < 0 || cl->bad)
        return NULL;
    t.left = l;
    t.right = r;
    if (p->kind == PLAN_SCAN) {
        t.scan.rte = nr;
        t.scan.selector = 0;
        t.scan.runtime_filters = NULL;
    } else if (p->kind == PLAN_JOIN) {
        t.join.runtime_filters = NULL;
    }
    return plan_edited(cl->ctx->a, p, &t);
}

/* Push copies of 'preds' onto 'out' (clone_expr); false on OOM or when
   'cl' refuses. */
static bool
clone_preds(cloner *cl, const list *preds, list **out)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *x = list_nth(preds, i);
        expr *e = clone_expr(x->e, cl);
        pred *y;

        if (cl->bad || !e || !(y = pred_make(cl->ctx->a, e, x->derived,
                                             x->origin))
            || !list_push(cl->ctx->a, out, y))
            return false;
    }
    return true;
}

/* "u.k IN (SELECT R'.c FROM R' WHERE <R's filters>)" over rte 'to' (the
   first use's), R' a new rte reading R's table; NULL with '*refused' set
   when R's filters cannot be copied (cloner), NULL alone on OOM. */
static expr *
semi_expr(rw_ctx *ctx, const semi_find *s, rte *to, bool *refused)
{
    const rte *r = s->r->scan.rte;
    list *saved = ctx->q->rtes, *preds = NULL;
    cloner cl = { ctx, NULL, NULL, false };
    rte *nr = fresh_rte(ctx, r);
    plan *scan, *proj;
    target *t;
    expr *e, *test, *col;

    if (!nr || !list_push(ctx->a, &cl.from, (void *)r)
        || !list_push(ctx->a, &cl.to, nr))
        return NULL;
    for (const plan *f = s->top; f != s->r && !cl.bad; f = f->left)
        if (!clone_preds(&cl, f->filter.filters, &preds) && !cl.bad)
            return NULL;
    if (!cl.bad && !clone_preds(&cl, s->r->scan.filters, &preds) && !cl.bad)
        return NULL;
    if (cl.bad) {
        ctx->q->rtes = saved; /* the new rtes are read nowhere */
        *refused = true;
        return NULL;
    }
    if (!(scan = plan_new(ctx->a, PLAN_SCAN, -1))
        || !(proj = plan_new(ctx->a, PLAN_PROJECT, -1))
        || !(t = ARENA_NEW(ctx->a, target))
        || !(col = expr_make_col(ctx->a, nr, s->rcol->col.col, -1))
        || !(test = expr_make_col(ctx->a, to, s->key->col.col, -1))
        || !(e = expr_new(ctx->a, E_SUBLINK, type_plain(T_BOOL), -1)))
        return NULL;
    scan->scan.rte = nr;
    scan->scan.filters = preds;
    scan->scan.nparts_total = s->r->scan.nparts_total;
    t->e = col;
    t->name = r->colnames[s->rcol->col.col];
    proj->left = scan;
    if (!list_push(ctx->a, &proj->project.targets, t))
        return NULL;
    e->sub.kind = SL_ANY;
    e->sub.test = test;
    e->sub.opname = "=";
    e->sub.sub = proj;
    e->sub.ncols = 1;
    return e;
}

/*
 * The semi join filters of CTE i (issue 37; TPC-DS q02, q59): when every
 * use u_i of it is joined, by a join that drops the rows of u_i without
 * a match, on "u_i.k_i = R_i.c_i" with R_i a table read with filters of
 * its own f_i, every row of u_i that gives a row of the statement has
 * k_i IN (SELECT c_i FROM R_i WHERE f_i); the OR of these over the uses
 * is pushed into the CTE's query as a filter is.  Tried once per CTE
 * (semi_done): the subqueries read new rtes.
 */
static bool
semi_cte(rw_ctx *ctx, int i, const list *scans)
{
    plan_cte *c = list_nth(ctx->q->ctes, i), *nc;
    semi_find *found;
    list *ors = NULL, *preds = NULL, *stay = NULL;
    rte *r0;
    plan *np;
    expr *d;
    pred_origin *o;

    if (c->recursive || c->materialized == 1 || c->semi_done || !scans
        || (c->plan && c->plan->kind == PLAN_MODIFY))
        return true; /* unsafe (5), (3), (6) */
    if (!(found = ARENA_NEWN(ctx->a, semi_find, list_len(scans))))
        return false;
    for (int k = 0; k < list_len(scans); k++) {
        semi_find *s = &found[k];

        s->use = list_nth(scans, k);
        plan_walk(ctx->q->root, find_semi, s);
        for (int j = 0; j < list_len(ctx->q->ctes) && !s->join; j++)
            plan_walk(((const plan_cte *)list_nth(ctx->q->ctes, j))->plan,
                      find_semi, s);
        if (!s->join) { /* unsafe (8): a use no join restricts */
            for (int j = 0; j < k; j++)
                if (found[j].join) {
                    rw_trace_once(ctx, "WITH query %s: no semi join filter: "
                                  "its use %s is not joined to a filtered "
                                  "table by a join that drops its rows "
                                  "without a match", c->name,
                                  s->use->ctescan.rte->alias);
                    break;
                }
            return true;
        }
    }
    r0 = ((plan *)list_nth(scans, 0))->ctescan.rte;
    for (int k = 0; k < list_len(scans); k++) {
        bool refused = false;
        expr *e = semi_expr(ctx, &found[k], r0, &refused);

        if (refused) { /* unsafe (9) */
            if (!(nc = ARENA_NEW(ctx->a, plan_cte)))
                return false;
            *nc = *c;
            nc->semi_done = true;
            ctx->q->ctes->items[i] = nc;
            rw_trace(ctx, "WITH query %s: no semi join filter: the filters "
                     "of the table a use is joined to (%s) cannot be read "
                     "apart in a subquery", c->name,
                     rw_trace_expr(ctx, found[k].cond->e));
            return true;
        }
        if (!e || !list_push(ctx->a, &ors, e))
            return false;
    }
    d = list_len(ors) == 1 ? list_nth(ors, 0)
                           : expr_make_bool(ctx->a, B_OR, ors, -1);
    if (!d || !(d = norm_expr(ctx->a, d))
        || !(o = pred_origin_make(ctx->a, NULL, 0, false, NULL, NULL)))
        return false;
    o->kind = ORIGIN_CTE_USES;
    o->name = c->name;
    o->n_uses = list_len(scans);
    o->semi = true;
    if (!list_push(ctx->a, &preds, pred_make(ctx->a, d, true, o))
        || !(np = push_block(ctx, c->plan, preds, r0, &stay))
        || !(nc = ARENA_NEW(ctx->a, plan_cte)))
        return false;
    *nc = *c;
    nc->plan = np;
    nc->semi_done = true;
    ctx->q->ctes->items[i] = nc;
    if (np == c->plan) {
        rw_trace(ctx, "WITH query %s: the semi join filter its uses' joins "
                 "give (%s) stays out of it (it does not go past its "
                 "LIMIT, DISTINCT ON or the like)",
                 c->name, rw_trace_expr(ctx, d));
        return true;
    }
    rw_trace(ctx, "semi join filter of %d use(s) into WITH query %s: %s "
             "(each use is joined to a filtered table on its key: %s)",
             list_len(scans), c->name, rw_trace_expr(ctx, d),
             rw_trace_expr(ctx, found[0].cond->e));
    ctx->changes++;
    return true;
}

/* Push CTE i's filters, its uses being 'scans'. */
static bool
push_cte(rw_ctx *ctx, int i, list *scans)
{
    plan_cte *c = list_nth(ctx->q->ctes, i);
    rte *r0;
    list *ors = NULL, *preds = NULL, *stay = NULL, *old = NULL, *new_ = NULL;
    bool ok = true, fresh = false;
    plan *np;

    if (c->recursive) /* unsafe (5) */
        return true;
    if (c->materialized == 1 /* unsafe (3) */
        || (c->plan && c->plan->kind == PLAN_MODIFY)) /* unsafe (6) */
        return true;
    if (!scans)
        return true;
    note_join_restricted(ctx, c, scans);
    r0 = ((plan *)list_nth(scans, 0))->ctescan.rte;
    for (int k = 0; k < list_len(scans) && ok; k++) {
        expr *e = use_filter(ctx, list_nth(scans, k), r0, &ok, &fresh);

        if (ok && !e)
            return false;
        if (ok && !list_push(ctx->a, &ors, e))
            return false;
    }
    if (!ok || !fresh)
        return true;
    if (list_len(scans) == 1) {
        const plan *s = list_nth(scans, 0);

        for (int k = 0; k < list_len(s->ctescan.filters); k++)
            if (!list_push(ctx->a, &preds, list_nth(s->ctescan.filters, k)))
                return false;
    } else {
        expr *d = norm_expr(ctx->a, expr_make_bool(ctx->a, B_OR, ors, -1));
        pred_origin *o = pred_origin_make(ctx->a, NULL, 0, false, NULL, NULL);

        if (!d || !o)
            return false;
        o->kind = ORIGIN_CTE_USES;
        o->name = c->name;
        o->n_uses = list_len(scans);
        if (!list_push(ctx->a, &preds, pred_make(ctx->a, d, true, o)))
            return false;
    }
    if (!(np = push_block(ctx, c->plan, preds, r0, &stay)))
        return false;
    if (np == c->plan)
        return true;
    {
        plan_cte *nc = ARENA_NEW(ctx->a, plan_cte);

        if (!nc)
            return false;
        *nc = *c;
        nc->plan = np;
        ctx->q->ctes->items[i] = nc;
    }
    for (int k = 0; k < list_len(scans); k++) {
        plan *s = list_nth(scans, k);
        plan *m = mark_use(ctx, s, list_len(scans) > 1, stay);

        if (!m || !list_push(ctx->a, &old, s) || !list_push(ctx->a, &new_, m))
            return false;
    }
    if (!rw_replace_nodes(ctx, old, new_))
        return false;
    rw_trace(ctx, "pushed the filters of %d use(s) into WITH query %s",
             list_len(scans), c->name);
    ctx->changes++;
    return true;
}

static bool
query_apply(rw_ctx *ctx)
{
    int n = list_len(ctx->q->ctes);
    collect col = { ctx, NULL, NULL, false };
    bool fresh = false;  /* col.scans is the query as it is */

    if (n == 0)
        return true;
    if (!(col.scans = ARENA_NEWN(ctx->a, list *, list_len(ctx->orig->ctes)))
        || !(col.hidden = ARENA_NEWN(ctx->a, bool, list_len(ctx->orig->ctes))))
        return false;
    for (int i = 0; i < n; i++) {
        int before = ctx->changes;

        /* a push replaces the uses: gather them again after one */
        if (!fresh && !collect_uses(&col))
            return false;
        fresh = true;
        if (col.hidden[i]) /* unsafe (7) */
            continue;
        if (!push_cte(ctx, i, col.scans[i]))
            return false;
        if (ctx->changes == before && !semi_cte(ctx, i, col.scans[i]))
            return false;
        if (ctx->changes != before)
            fresh = false;
    }
    return true;
}

const rw_rule rule_cte_pushdown = {
    .name = "cte_pushdown",
    .doc = "filters on the uses of a WITH query go into it, ORed across uses",
    .default_on = true,
    .match = NULL, /* all the work is query_apply's */
    .apply = NULL,
    .query_apply = query_apply,
    .local = false,
};
