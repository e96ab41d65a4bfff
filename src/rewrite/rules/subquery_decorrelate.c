/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/subquery_decorrelate.c — a correlated scalar subquery
 * of aggregates becomes a join to its groups
 *
 * PATTERN  a node N (a scan's or a WHERE Filter's conjuncts, an inner
 *          join's condition) with a conjunct P that holds
 *            S = (SELECT f FROM F WHERE W AND x1 = y1 AND ... AND xn = yn)
 *          f an expression of the aggregates a1..am of F's rows, each xi
 *          over F's columns, each yi over the columns of the rows N reads
 *          (the outer query), and no other column of the outer query in S
 * RESULT   Filter(P') over Left Join(N without P, G) ON G.k1 = y1 AND ...
 *            G = (SELECT x1..xn, a1..am FROM F WHERE W GROUP BY x1..xn)
 *                AS decorrelated(k1..kn, a1..am)
 *          P' is P with S replaced by f over G's columns, each count()
 *          read as COALESCE(G.ai, 0).  F is read once, grouped, where
 *          PostgreSQL runs S once per outer row (TPC-DS q01, q06, q30,
 *          q81: seconds to milliseconds).  eq_broadcast then takes the
 *          outer rows' domains of yi into G (a left join's preserved side
 *          to its nullable side), so G groups only keys an outer row can
 *          ask for.
 * UNSAFE   (1) G has one row per group, and an outer row meets the one
 *              group whose rows S would read, only where grouping's
 *              equality is xi = yi's: the same type on both sides (any
 *              integers), a type qprop models with an equality (not an
 *              opaque type, a record, an array, json), '=' itself; text
 *              compares in the one collation PostgreSQL derives from
 *              both sides, as grouping does (two differing ones are an
 *              error as written);
 *          (2) S runs for an outer row only where P is evaluated; G is
 *              computed whole, for groups no outer row asks for too.  So
 *              what it computes must not be able to fail, and must give
 *              the same value whatever order it reads rows in: W, the
 *              xi and yi, the aggregates' arguments and FILTERs are
 *              columns, constants, parameters, comparisons, AND, OR,
 *              NOT, IS [NOT] NULL, IN lists and CASE (no arithmetic,
 *              cast or function, which can fail); the aggregates are
 *              min, max, count, bool_and, bool_or, every, and sum and
 *              avg of integers or numeric (a float's sum depends on the
 *              order; an integer's does not overflow: int8 and numeric
 *              accumulators), and min, max and DISTINCT only of values
 *              that are identical when equal (integers, dates, numeric(p,
 *              s), text of a table's column in a deterministic
 *              collation; not a numeric of no declared scale: 1.0 =
 *              1.00, the one kept depends on the order rows are read
 *              in); comparisons only of operands that meet with no
 *              conversion that can fail (not numeric with float8: a
 *              numeric past a float's range), and COALESCE of one type;
 *              F reads no function, no sample, no LIMIT, window,
 *              DISTINCT ON, locking clause or SINGLE join, and a
 *              WITH query only where N reads it too (so that it is
 *              computed where the statement as written computes it);
 *              f itself stays outside, evaluated for the rows P is;
 *          (3) S has no GROUP BY, HAVING, grouping sets, DISTINCT,
 *              ORDER BY or LIMIT: it returns exactly one row, the
 *              aggregates of the rows that pass W and the xi = yi; no
 *              volatile function anywhere in it;
 *          (4) the xi = yi are found where removing them keeps the
 *              others' rows: WHERE conjuncts, the conditions of inner
 *              joins and the filters of the scans below them; a
 *              correlation anywhere else (an outer join's ON, a HAVING,
 *              a nested subquery, an aggregate's argument) leaves S as
 *              written, and so does any yi that is not over the rows N
 *              outputs (a column of a query further out);
 *          (5) only an inner join's condition may move above it: a
 *              conjunct of an outer join's ON says which rows match,
 *              and a semi or anti join's which rows pass;
 *          (6) an atom of P' (under AND, OR, NOT) that reads G's columns
 *              and no outer column goes into G (filter_pushdown,
 *              subquery_pushdown: a HAVING) and runs for every group, so
 *              it must not be able to fail either (10 / S > 1: a group
 *              no outer row asks for may have a 0).  One that reads an
 *              outer column too runs only on the pairs of an outer row
 *              and its group: a hash or merge join tests the keys
 *              first, and PostgreSQL orders a nested loop's conditions
 *              by cost, k = y (one operator) before any atom with an
 *              operator that can fail and a comparison (two);
 *          (7) P as written reads one relation, and PostgreSQL tests it
 *              as written, arm by arm; P' reads two, and of an OR
 *              PostgreSQL (extract_restriction_or_clauses()) and
 *              or_factor take the arms' parts that read one relation
 *              and test them apart, before the guard beside them: in
 *              (COALESCE(S1, 1) > 0 AND sqrt(S2 - 1) >= 1) OR h = 4,
 *              sqrt ran on rows where S1 = 0 had kept it from running
 *              (gen.py seed 20261206).  So a P' with an OR, or a NOT
 *              (an OR once negated), or that is an AND as a whole (its
 *              parts are tested apart, as (8) says of conjuncts), must
 *              compute nothing that can fail, another subquery
 *              included;
 *          (8) N's other conjuncts stay on N, below the join, and run
 *              before P' where PostgreSQL may have tested P first (a
 *              NOT (S1 <= 0 OR 100 / S2 < 3) that normalize splits in
 *              two): they too must compute nothing that can fail.
 * NULLS    a NULL yi meets no group (= is never TRUE with NULL), and S
 *          reads no row for it; nor does an outer row whose key no row
 *          of F has: both get NULL from the left join, which is what S
 *          gives over no rows for min, max, sum, avg, bool_and, bool_or
 *          and every, and COALESCE(G.ai, 0) gives count's 0.  G's group
 *          of NULL keys is met by no outer row.  f is evaluated over
 *          the same values as S's select list was.
 * ORDER    after filter_pushdown (P on its lowest node) and
 *          correlated_propagate (S's rows narrowed by the outer rows'
 *          domains: those filters stay in G); before eq_broadcast and
 *          subquery_pushdown of the next pass, which push into G.
 * TESTS    tests/regress/sql/subquery_decorrelate.sql,
 *          tests/oracle/repro/decorrelate-scalar-agg.sql
 */
#include <string.h>

#include "rewrite/engine.h"

typedef struct dc {
    rw_ctx *ctx;
    arena *w;           /* working data: rw_work_arena() */
    list *inner;        /* rtes bound in S */
    list *xs, *ys;      /* the correlation: S's sides, the outer's */
    const char *why;    /* why S stays as written, or NULL */
} dc;

static void
refuse(dc *d, const char *why)
{
    if (!d->why)
        d->why = why;
}

/* ---- what S binds and reads ---- */

static void
note_rte(const plan *p, void *arg)
{
    dc *d = arg;
    rte *r = plan_leaf_rte(p);

    if (r && !list_push(d->w, &d->inner, r))
        return;
    if (p->kind == PLAN_JOIN && p->join.single)
        (void)list_push(d->w, &d->inner, p->join.single);
    for (int i = 0; p->kind == PLAN_EMPTY && i < list_len(p->empty.rtes); i++)
        (void)list_push(d->w, &d->inner, list_nth(p->empty.rtes, i));
}

typedef struct refs {
    const dc *d;
    int in, out;
} refs;

static void
count_ref(const expr *col, void *arg)
{
    refs *r = arg;

    if (list_has(r->d->inner, col->col.rte))
        r->in++;
    else
        r->out++;
}

static refs
refs_of(const dc *d, const expr *e)
{
    refs r = { d, 0, 0 };

    (void)expr_walk_cols_deep(d->w, e, count_ref, &r);
    return r;
}

/* ---- what G may compute (unsafe (2)) ---- */

static bool agg_ok(const expr *e);

/* Values of types 'x' and 'y' compare with no conversion that can fail:
   one type, or integers with integers or numeric (PostgreSQL compares a
   numeric with a float8 or real as a float, which a numeric out of a
   float's range cannot become; a date with a timestamp as a timestamp,
   which a date past 294276 AD cannot). */
static bool
compare_ok(qp_type x, qp_type y)
{
    if (x.id == T_ANY || y.id == T_ANY)
        return false;
    if (x.id == y.id)
        return true;
    if (x.id == T_NUMERIC)
        return type_is_integer(y.id);
    if (y.id == T_NUMERIC)
        return type_is_integer(x.id);
    return type_is_integer(x.id) && type_is_integer(y.id);
}

/* True (stop) at the first part of 'e' that can fail or depends on the
   order of rows. */
static bool
unsafe_expr(const expr *e, void *arg)
{
    (void)arg;
    switch (e->kind) {
    case E_COL: case E_CONST: case E_PARAM: case E_BOOL: case E_NULLTEST:
    case E_BOOLTEST: case E_CASE:
        break;
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++)
            if (!compare_ok(e->in.arg->type,
                            ((const expr *)list_nth(e->in.items, i))->type))
                return true;
        break;
    case E_FUNC: /* COALESCE of one type */
        if (!e->func.name || strcmp(e->func.name, "coalesce") != 0
            || e->func.schema)
            return true;
        for (int i = 0; i < list_len(e->func.args); i++)
            if (((const expr *)list_nth(e->func.args, i))->type.id
                != e->type.id)
                return true;
        break;
    case E_OP: case E_DISTINCT:
        if (e->kind == E_OP && e->op.op > OP_GE
            && e->op.op != OP_DISTINCT && e->op.op != OP_NOT_DISTINCT)
            return true;
        if (!e->op.l || !e->op.r || !compare_ok(e->op.l->type, e->op.r->type))
            return true;
        break;
    case E_AGG:
        if (!agg_ok(e))
            return true;
        break;
    default:
        return true;
    }
    return expr_walk(e, unsafe_expr, NULL);
}

static bool
safe_expr(const expr *e)
{
    return !e || (!expr_is_volatile(e) && !unsafe_expr(e, NULL));
}

/* Two values of 'e' that equality calls equal are the same value
   (region.c's equality_is_identity): integers, booleans, dates and
   times, uuid, enums, a table's numeric column of a declared scale
   (numeric(7,2): every value is stored with that scale), and text in
   a deterministic collation, which qprop knows of a table's column only.
   Not a numeric of no declared scale (1.0 = 1.00), floats (0 = -0),
   intervals ('1 day' = '24 hours'). */
static bool
identical_when_equal(const expr *e)
{
    const cat_column *c;

    switch (e->type.id) {
    case T_BOOL: case T_INT2: case T_INT4: case T_INT8: case T_DATE:
    case T_TIME: case T_TIMESTAMP: case T_TIMESTAMPTZ: case T_UUID:
    case T_ENUM:
        return true;
    case T_NUMERIC: /* a table's column: its values are stored so */
        return e->type.scale >= 0 && e->kind == E_COL && e->col.rte
               && e->col.rte->kind == RTE_TABLE && !expr_is_syscol(e);
    case T_TEXT: case T_VARCHAR: case T_BPCHAR:
        if (e->kind != E_COL || !e->col.rte || e->col.rte->kind != RTE_TABLE
            || !e->col.rte->table || expr_is_syscol(e)
            || e->col.col >= e->col.rte->table->ncols)
            return false;
        c = &e->col.rte->table->cols[e->col.col];
        return c->collation && (strcmp(c->collation, "default") == 0
                                || strcmp(c->collation, "C") == 0
                                || strcmp(c->collation, "POSIX") == 0);
    default:
        return false;
    }
}

/* An aggregate G may compute for every group (unsafe (2)). */
static bool
agg_ok(const expr *e)
{
    static const char *const any_arg[] = {
        "min", "max", "count", "bool_and", "bool_or", "every", NULL
    };
    const char *n = e->func.name;
    bool ok = false;

    if (!n || (e->func.schema && strcmp(e->func.schema, "pg_catalog") != 0)
        || e->func.within_group || e->func.win)
        return false;
    for (int i = 0; any_arg[i] && !ok; i++)
        ok = strcmp(n, any_arg[i]) == 0;
    if (!ok && (strcmp(n, "sum") == 0 || strcmp(n, "avg") == 0)
        && list_len(e->func.args) == 1) {
        qp_typeid t = ((const expr *)list_nth(e->func.args, 0))->type.id;

        ok = t == T_INT2 || t == T_INT4 || t == T_INT8 || t == T_NUMERIC;
    }
    if (!ok)
        return false;
    /* min and max keep one of several equal values, DISTINCT one of
       each set of equal values, whichever comes first or last: where
       equal values differ (1.0 and 1.00), which one depends on the order
       rows are read in, another grouped than one outer row at a time */
    for (int i = 0; i < list_len(e->func.args); i++) {
        const expr *a = list_nth(e->func.args, i);

        if (expr_has_agg(a) || !safe_expr(a))
            return false;
        if ((e->func.distinct || strcmp(n, "min") == 0
             || strcmp(n, "max") == 0) && !identical_when_equal(a))
            return false;
    }
    return safe_expr(e->func.filter);
}

typedef struct node_check {
    dc *d;
    const plan *n;      /* N: a WITH query S reads must be read by N too */
} node_check;

static void
note_unsafe(const expr *e, void *arg)
{
    dc *d = arg;

    if (!safe_expr(e))
        refuse(d, "it computes something that can fail or depends on the "
               "order of rows (arithmetic, a cast, a function, a float's "
               "sum)");
}

typedef struct cte_use {
    const struct plan_cte *cte;
    bool found;
} cte_use;

static void
find_cte(const plan *p, void *arg)
{
    cte_use *u = arg;

    if (p->kind == PLAN_CTE_SCAN && p->ctescan.cte == u->cte)
        u->found = true;
}

static void
check_node(const plan *p, void *arg)
{
    node_check *k = arg;
    dc *d = k->d;

    if (d->why)
        return;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        if (p->scan.rte && p->scan.rte->sample)
            refuse(d, "it samples a table");
        break;
    case PLAN_PROJECT:
        if (list_len(p->project.locks) || list_len(p->project.distinct_on))
            refuse(d, "it locks rows or keeps one row of each group "
                   "(DISTINCT ON)");
        break;
    case PLAN_JOIN:
        if (p->join.type == JOIN_LEFT_SINGLE
            || p->join.type == JOIN_RIGHT_SINGLE)
            refuse(d, "a scalar subquery in it may return more than one "
                   "row, an error");
        break;
    case PLAN_CTE_SCAN: {
        cte_use u = { p->ctescan.cte, false };

        plan_walk(k->n, find_cte, &u);
        if (!u.found)
            refuse(d, "it reads a WITH query that the rows around it do "
                   "not read");
        break;
    }
    case PLAN_SETOP:
        if (p->setop.recursive)
            refuse(d, "it reads a recursive WITH query");
        break;
    case PLAN_FILTER: case PLAN_SUBQUERY_SCAN: case PLAN_AGGREGATE:
    case PLAN_SORT: case PLAN_EMPTY: case PLAN_VALUES:
    case PLAN_PARTITION_SELECTOR:
        break;
    default: /* a LIMIT, a window, a function, a write */
        refuse(d, arena_printf(d->ctx->a, "it holds a %s, whose rows "
                               "depend on more than each row",
                               plan_kind_name(p->kind)));
        break;
    }
    if (!d->why)
        plan_node_exprs(p, note_unsafe, d);
}

/* ---- the correlation (unsafe (1), (4)) ---- */

static bool
key_type_ok(qp_type x, qp_type y)
{
    if (type_is_integer(x.id) && type_is_integer(y.id))
        return true;
    if (x.id != y.id)
        return false;
    switch (x.id) {
    case T_BOOL: case T_NUMERIC: case T_FLOAT4: case T_FLOAT8: case T_TEXT:
    case T_VARCHAR: case T_BPCHAR: case T_DATE: case T_TIME:
    case T_TIMESTAMP: case T_TIMESTAMPTZ: case T_INTERVAL: case T_UUID:
        return true;
    case T_ENUM:
        return x.enm == y.enm;
    default:
        return false;
    }
}

/* 'e' is x = y with x over S's rows and y over the outer query's: note
   them. */
static bool
correlation(dc *d, const expr *e)
{
    const expr *x, *y;
    refs l, r;

    if (e->kind != E_OP || e->op.op != OP_EQ || !e->op.l || !e->op.r
        || e->op.nonstrict)
        return false;
    l = refs_of(d, e->op.l);
    r = refs_of(d, e->op.r);
    if (l.in > 0 && l.out == 0 && r.out > 0 && r.in == 0) {
        x = e->op.l;
        y = e->op.r;
    } else if (r.in > 0 && r.out == 0 && l.out > 0 && l.in == 0) {
        x = e->op.r;
        y = e->op.l;
    } else {
        return false;
    }
    if (!key_type_ok(x->type, y->type) || !safe_expr(x) || !safe_expr(y)
        || expr_has_sublink(x) || expr_has_sublink(y) || expr_has_agg(x)
        || expr_has_agg(y))
        return false;
    return list_push(d->w, &d->xs, (void *)x)
           && list_push(d->w, &d->ys, (void *)y);
}

/* 'p', a node of S's FROM tree, without the conjuncts x = y that
   correlate it, where taking them out keeps the other rows (unsafe (4));
   NULL on OOM. */
static plan *
strip(dc *d, plan *p)
{
    arena *a = d->ctx->a;
    bool down = false;
    list **slot, *keep = NULL;
    plan t;

    switch (p->kind) {
    case PLAN_FILTER:
        if (p->filter.having)
            return p;
        down = true;
        break;
    case PLAN_JOIN:
        if (p->join.type != JOIN_INNER && p->join.type != JOIN_CROSS)
            return p;
        down = true;
        break;
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: case PLAN_CTE_SCAN:
    case PLAN_SUBQUERY_SCAN:
        break;
    default:
        return p;
    }
    plan_edit(&t, p);
    slot = plan_preds_slot(&t);
    for (int i = 0; slot && i < list_len(*slot); i++) {
        pred *x = list_nth(*slot, i);

        if (refs_of(d, x->e).out > 0 && correlation(d, x->e))
            continue;
        if (!list_push(a, &keep, x))
            return NULL;
    }
    if (slot)
        *slot = keep;
    if (down && p->left && !(t.left = strip(d, p->left)))
        return NULL;
    if (down && p->kind == PLAN_JOIN && p->right
        && !(t.right = strip(d, p->right)))
        return NULL;
    if (a->failed)
        return NULL;
    if (p->kind == PLAN_FILTER && !list_len(t.filter.filters))
        return t.left;
    return plan_edited(a, p, &t);
}

static void
note_outer(const expr *e, void *arg)
{
    dc *d = arg;

    if (!d->why && refs_of(d, e).out > 0)
        refuse(d, "it reads the query around it other than by "
               "equalities of its WHERE or inner joins");
}

static void
check_outer(const plan *p, void *arg)
{
    plan_node_exprs(p, note_outer, arg);
}

/* ---- G ---- */

/* A name for G no rte of the statement has. */
static const char *
fresh_alias(rw_ctx *ctx)
{
    const list *l = ctx->q->rtes;

    for (int n = 1;; n++) {
        const char *s = n == 1 ? "decorrelated"
                               : arena_printf(ctx->a, "decorrelated_%d", n);
        bool used = false;

        if (!s)
            return NULL;
        for (int i = 0; i < list_len(l) && !used; i++)
            used = strcmp(((const rte *)list_nth(l, i))->alias, s) == 0;
        if (!used)
            return s;
    }
}

/* G's rte (add_rte() makes it one of the statement's); NULL on OOM. */
static rte *
new_rte(rw_ctx *ctx, const list *xs, const list *aggs, int block)
{
    arena *a = ctx->a;
    int n = list_len(xs) + list_len(aggs), id = 0;
    rte *r = ARENA_NEW(a, rte);

    if (!r)
        return NULL;
    for (int i = 0; i < list_len(ctx->q->rtes); i++) {
        const rte *o = list_nth(ctx->q->rtes, i);

        id = o->id > id ? o->id : id;
    }
    r->id = id + 1;
    r->kind = RTE_SUBQUERY;
    r->alias = fresh_alias(ctx);
    r->ncols = n;
    r->colnames = ARENA_NEWN(a, const char *, n);
    r->coltypes = ARENA_NEWN(a, qp_type, n);
    r->colnotnull = ARENA_NEWN(a, bool, n);
    r->block = block;
    r->loc = -1;
    r->decorrelated = true;
    if (!r->alias || !r->colnames || !r->coltypes || !r->colnotnull)
        return NULL;
    for (int i = 0; i < n; i++) {
        bool key = i < list_len(xs);
        const expr *e = key ? list_nth(xs, i)
                            : list_nth(aggs, i - list_len(xs));

        r->colnames[i] = arena_printf(a, key ? "k%d" : "a%d",
                                      key ? i + 1 : i - list_len(xs) + 1);
        r->coltypes[i] = e->type;
        if (!r->colnames[i])
            return NULL;
    }
    return r;
}

/* 'r' joins the statement's rtes; false on OOM. */
static bool
add_rte(rw_ctx *ctx, rte *r)
{
    /* the statement's list is shared with the query as bound: a copy */
    list *all = list_copy(ctx->a, ctx->q->rtes);

    if (!list_push(ctx->a, &all, r))
        return false;
    ctx->q->rtes = all;
    return true;
}

/* Subquery scan G of S's groups; NULL on OOM. */
static plan *
make_g(dc *d, rte *g, plan *from, const plan *agg)
{
    arena *a = d->ctx->a;
    plan *ag = plan_new(a, PLAN_AGGREGATE, agg->loc);
    plan *pr = plan_new(a, PLAN_PROJECT, -1);
    plan *sc = plan_new(a, PLAN_SUBQUERY_SCAN, -1);
    list *targets = NULL;

    if (!ag || !pr || !sc)
        return NULL;
    ag->left = from;
    ag->agg.group = list_copy(a, d->xs);
    ag->agg.aggs = agg->agg.aggs;
    for (int i = 0; i < g->ncols; i++) {
        target *t = ARENA_NEW(a, target);

        if (!t)
            return NULL;
        t->e = i < list_len(d->xs)
                   ? list_nth(d->xs, i)
                   : list_nth(agg->agg.aggs, i - list_len(d->xs));
        t->name = g->colnames[i];
        if (!list_push(a, &targets, t))
            return NULL;
    }
    pr->left = ag;
    pr->project.targets = targets;
    sc->left = pr;
    sc->subq.rte = g;
    return a->failed ? NULL : sc;
}

/* f with each aggregate replaced by G's column */
typedef struct agg_map {
    arena *a;
    rte *g;
    int nkeys;
    const list *aggs;
    bool missing;
} agg_map;

static expr *
map_agg(expr *e, void *arg)
{
    agg_map *m = arg;

    if (e->kind != E_AGG)
        return expr_mutate(m->a, e, map_agg, arg);
    for (int i = 0; i < list_len(m->aggs); i++) {
        expr *c, *z, *co;
        list *args = NULL;
        datum zero;

        if (!expr_equal(e, list_nth(m->aggs, i)))
            continue;
        if (!(c = expr_make_col(m->a, m->g, m->nkeys + i, -1)))
            return NULL;
        if (strcmp(e->func.name, "count") != 0)
            return c;
        /* count() of no rows is 0, not NULL (unsafe's NULLS) */
        memset(&zero, 0, sizeof zero);
        zero.type = c->type;
        zero.v.i = 0;
        if (!(z = expr_make_const(m->a, zero, -1))
            || !(co = expr_new(m->a, E_FUNC, c->type, -1))
            || !list_push(m->a, &args, c) || !list_push(m->a, &args, z))
            return NULL;
        co->func.name = "coalesce";
        co->func.args = args;
        return co;
    }
    m->missing = true;
    return e;
}

/* The atoms of P' that read G's columns and no other (unsafe (6)) cannot
   fail. */
typedef struct g_refs {
    const rte *g;
    int g_cols, others;
} g_refs;

static void
count_g(const expr *col, void *arg)
{
    g_refs *r = arg;

    if (col->col.rte == r->g)
        r->g_cols++;
    else
        r->others++;
}

/* 'e' holds an OR, or a NOT (which PostgreSQL turns into one over an
   AND: negate_clause()). */
static bool
has_or(const expr *e, void *arg)
{
    if (e->kind == E_BOOL && e->b.op != B_AND)
        return true;
    return expr_walk(e, has_or, arg);
}

static bool
atoms_ok(const expr *e, const rte *g)
{
    g_refs r = { g, 0, 0 };

    if (e->kind == E_BOOL) {
        for (int i = 0; i < list_len(e->b.args); i++)
            if (!atoms_ok(list_nth(e->b.args, i), g))
                return false;
        return true;
    }
    expr_walk_cols(e, count_g, &r);
    return r.g_cols == 0 || r.others > 0 || safe_expr(e);
}

/* P with S replaced by 'v' */
typedef struct sub_map {
    arena *a;
    const expr *s;
    expr *v;
} sub_map;

static expr *
map_sub(expr *e, void *arg)
{
    sub_map *m = arg;

    return e == m->s ? m->v : expr_mutate(m->a, e, map_sub, arg);
}

/* ---- the rule ---- */

/* S's parts, when S has the shape of the PATTERN and (3). */
static bool
shape(const expr *s, const plan **agg, const expr **f)
{
    const plan *pr = s->sub.sub;
    const target *t;

    if (s->kind != E_SUBLINK || s->sub.kind != SL_EXPR || s->sub.test
        || !pr || pr->kind != PLAN_PROJECT || pr->project.distinct
        || list_len(pr->project.distinct_on) || list_len(pr->project.locks)
        || list_len(pr->project.targets) != 1 || !pr->left
        || pr->left->kind != PLAN_AGGREGATE || list_len(pr->left->agg.group)
        || list_len(pr->left->agg.sets) || !pr->left->left
        || !list_len(pr->left->agg.aggs))
        return false;
    t = list_nth(pr->project.targets, 0);
    if (expr_is_volatile(t->e) || expr_has_sublink(t->e))
        return false;
    *agg = pr->left;
    *f = t->e;
    return true;
}

typedef struct find_sub {
    const expr *found[8];
    int n;
} find_sub;

static bool
note_sub(const expr *e, void *arg)
{
    find_sub *f = arg;

    if (e->kind == E_SUBLINK && e->sub.kind == SL_EXPR && !e->sub.test
        && f->n < 8)
        f->found[f->n++] = e;
    return expr_walk(e, note_sub, arg);
}

static bool
node_kind_ok(const plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: case PLAN_CTE_SCAN:
    case PLAN_SUBQUERY_SCAN:
        return true;
    case PLAN_FILTER:
        return !p->filter.having && p->left;
    case PLAN_JOIN:
        return p->join.type == JOIN_INNER || p->join.type == JOIN_CROSS;
    default:
        return false;
    }
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    const list *l;

    (void)ctx;
    if (!node_kind_ok(p))
        return RW_NOMATCH;
    l = plan_preds(p);
    for (int i = 0; i < list_len(l); i++)
        if (pred_has_sublink(list_nth(l, i))
            && !pred_is_volatile(list_nth(l, i)))
            return RW_MATCH;
    return RW_NOMATCH;
}

/* The rows N outputs hold every yi's columns. */
typedef struct outs {
    const list *rtes;
    bool ok;
} outs;

static void
note_out(const expr *col, void *arg)
{
    outs *o = arg;

    if (!list_has(o->rtes, col->col.rte))
        o->ok = false;
}

/* Decorrelate S of conjunct 'x' of 'p': the new node, or 'p' when S
   stays as written; NULL on OOM. */
static plan *
decorrelate(plan *p, rw_ctx *ctx, pred *x, const expr *s)
{
    arena *a = ctx->a;
    dc d = { ctx, rw_work_arena(ctx), NULL, NULL, NULL, NULL };
    const plan *agg;
    const expr *f;
    plan *from, *rest, *g, *join, *top, t;
    node_check k = { &d, NULL };
    list *out = NULL, *cond = NULL, *keep = NULL, **slot;
    outs o = { NULL, true };
    agg_map am;
    sub_map sm;
    expr *v, *pe;
    pred *np;
    rte *gr;
    int block = 0;

    if (!shape(s, &agg, &f))
        return p;
    plan_walk(s->sub.sub, note_rte, &d);
    if (!(from = strip(&d, agg->left)))
        return NULL;
    if (!list_len(d.xs))
        return p; /* not correlated by an equality: nothing to group by */
    /* what stays in G: no other outer column, nothing that can fail */
    plan_walk(from, check_outer, &d);
    for (int i = 0; i < list_len(agg->agg.aggs) && !d.why; i++) {
        const expr *e = list_nth(agg->agg.aggs, i);

        if (refs_of(&d, e).out > 0)
            refuse(&d, "an aggregate reads the query around it");
        else if (!agg_ok(e))
            refuse(&d, arena_printf(a, "its aggregate %s() may fail for a "
                                    "group no outer row asks for, or give "
                                    "another value in another order",
                                    e->func.name ? e->func.name : "?"));
    }
    /* N without P, for the outer side and the WITH queries it reads */
    plan_edit(&t, p);
    slot = plan_preds_slot(&t);
    for (int i = 0; i < list_len(*slot); i++)
        if (list_nth(*slot, i) != x && !list_push(a, &keep, list_nth(*slot, i)))
            return NULL;
    *slot = keep;
    /* unsafe (8): N's other conjuncts now run before P' */
    for (int i = 0; i < list_len(keep) && !d.why; i++)
        if (!safe_expr(((const pred *)list_nth(keep, i))->e))
            refuse(&d, "beside it, a conjunct that can fail would run "
                   "before it, where it may have kept that from running");
    if (p->kind == PLAN_FILTER && !keep)
        rest = p->left;
    else if (!(rest = plan_edited(a, p, &t)))
        return NULL;
    k.n = rest;
    if (!d.why)
        plan_walk(from, check_node, &k);
    /* each yi over the rows N outputs (unsafe (4)) */
    if (!d.why) {
        if (!rw_output_rtes(ctx, rest, &out))
            return NULL;
        o.rtes = out;
        for (int i = 0; i < list_len(d.ys); i++)
            expr_walk_cols(list_nth(d.ys, i), note_out, &o);
        if (!o.ok)
            refuse(&d, "it is correlated with a query further out");
    }
    if (a->failed || d.w->failed)
        return NULL;
    if (d.why) {
        rw_trace_once(ctx, "subquery left as written: %s", d.why);
        return p;
    }
    if (list_len(out))
        block = ((const rte *)list_nth(out, 0))->block;
    if (!(gr = new_rte(ctx, d.xs, agg->agg.aggs, block))
        || !(g = make_g(&d, gr, from, agg)))
        return NULL;
    for (int i = 0; i < list_len(d.ys); i++) {
        expr *kc = expr_make_col(a, gr, i, -1), *eq;

        if (!kc || !(eq = expr_make_op(a, OP_EQ, "=", type_plain(T_BOOL), kc,
                                       list_nth(d.ys, i), -1))
            || !(np = pred_make(a, eq, false, NULL))
            || !list_push(a, &cond, np))
            return NULL;
    }
    am = (agg_map){ a, gr, list_len(d.xs), agg->agg.aggs, false };
    if (f->kind == E_AGG)
        v = map_agg((expr *)f, &am);
    else
        v = expr_mutate(a, (expr *)f, map_agg, &am);
    if (!v)
        return NULL;
    if (am.missing)
        return p; /* an aggregate of f the Aggregate does not compute */
    sm = (sub_map){ a, s, v };
    pe = x->e == s ? v : expr_mutate(a, x->e, map_sub, &sm);
    /* unsafe (7): an OR or NOT anywhere in P', or an AND at its top */
    if (pe && (has_or(pe, NULL) || pe->kind == E_BOOL) && !safe_expr(pe)) {
        rw_trace_once(ctx, "subquery left as written: %s is an OR that "
                      "computes something that can fail, whose arms "
                      "PostgreSQL may test apart once they read two "
                      "relations", rw_trace_expr(ctx, pe));
        return p;
    }
    if (pe && !atoms_ok(pe, gr)) {
        rw_trace_once(ctx, "subquery left as written: around it, %s can "
                      "fail, and would be computed for groups no outer row "
                      "asks for", rw_trace_expr(ctx, pe));
        return p;
    }
    if (!pe || !add_rte(ctx, gr) || !(join = plan_new(a, PLAN_JOIN, -1))
        || !(top = plan_new(a, PLAN_FILTER, p->loc))
        || !(np = pred_make(a, pe, x->derived, x->origin))
        || !list_push(a, &top->filter.filters, np))
        return NULL;
    join->join.type = JOIN_LEFT;
    join->join.cond = cond;
    join->left = rest;
    join->right = g;
    top->left = join;
    rw_trace(ctx, "correlated subquery joined to its groups as %s",
             gr->alias);
    return top;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    const list *l = plan_preds(p);

    for (int i = 0; i < list_len(l); i++) {
        pred *x = list_nth(l, i);
        find_sub f = { { NULL }, 0 };

        if (!pred_has_sublink(x) || pred_is_volatile(x))
            continue;
        if (x->e->kind == E_SUBLINK)
            note_sub(x->e, &f);
        else
            (void)expr_walk(x->e, note_sub, &f);
        for (int j = 0; j < f.n; j++) {
            plan *r = decorrelate(p, ctx, x, f.found[j]);

            if (r != p)
                return r;
        }
    }
    return p;
}

const rw_rule rule_subquery_decorrelate = {
    .name = "subquery_decorrelate",
    .doc = "a correlated scalar subquery of aggregates becomes a join to "
           "its groups",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
