/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/join_key_propagate.c — a join key's domain crosses a
 * left, right, semi, anti or single join in the directions that are safe
 *
 * PATTERN  Join[t](L, R) with an ON conjunct l = r (l from L, r from R)
 *          where L's rows have l in D (atoms on l anywhere on the path
 *          from L down to l's scan, and for left/anti/single joins the
 *          ON conjuncts on l alone)
 * RESULT   Join[t](L, Filter[r in D](R))          for t = left, left
 *          single, anti, semi (and the mirror for right and right single)
 *          Join[semi](Filter[l in D'](L), R)      for D' of r in R
 *          Join[anti_null_aware](L, Filter[r in D OR r IS NULL](R)) for
 *          NOT IN's x = y, unless r is declared NOT NULL
 *          and, in the same directions, Filter[r op v] for each
 *          comparison "l op v" with a subquery's value on the path (op
 *          < <= > >=; atom_runtime_col, eq_broadcast's unsafe (6): d.k
 *          BETWEEN (SELECT min ...) AND (SELECT max ...) reaches the
 *          nullable side's partition key, by which PostgreSQL prunes)
 *          (derived; filter_pushdown then takes the filter to r's scan,
 *          and eq_broadcast spreads it through R)
 *          Join[t](L, R) with an ON conjunct f(a) = b, f a monotone
 *          function of a column a that partition pruning reads
 *          (partsel.h pp_monotone_of_column: CAST(a AS date) and
 *          date_trunc('unit', a) of a timestamp, timezone('UTC', a) of a
 *          timestamptz) and b a column of the other input of f's type
 *          (date or timestamp), also for inner joins (whose classes hold
 *          columns only): the domain D of b goes to a's input as
 *          Filter[f(a) in D] (derived), where a's input is one the join
 *          filters (either input of an inner or semi join, the nullable
 *          one of an outer join, the subquery of an anti join)
 * UNSAFE   (1) nothing moves from the nullable side to the preserved side
 *              (left/right/single), nor from an anti join's subquery to
 *              the outer query: rows there are kept whether or not they
 *              match;
 *          (2) full joins: both sides are preserved, nothing moves;
 *          (3) NOT IN: a NULL in the subquery's column changes every
 *              answer, so the filter must let NULLs through where the
 *              column can be NULL (declared nullable, or NULL-extended by
 *              an outer join inside the subquery); and a NULL x gives
 *              NULL or TRUE depending on whether the subquery is empty,
 *              so nothing moves unless x cannot be NULL;
 *          (4) l = r must put l and r in one class (class_types_ok,
 *              src/rewrite/atoms.c: eq_broadcast's unsafe (3)); an atom
 *              is read in the keys' common type t only when it compares
 *              in t or in another exact numeric type (atom_readable_in:
 *              r.k = 2 on a smallint key compares in integer and says
 *              exactly r.k = 2::smallint; r.k < 2.5 says r.k <= 2), not
 *              in a float (r.k = 2.0::float8 rounds); a domain that is
 *              not exact is not used;
 *          (5) an ON conjunct on the preserved side constrains which rows
 *              match, never which rows are kept: it reaches r, not L;
 *          (6) f(a) = b: f must be non-volatile and of b's type exactly
 *              (date_trunc('month', a) = cal.d compares in timestamp, b
 *              cast: not matched); nothing goes to a preserved input, nor
 *              across NOT IN's first conjunct;
 *          (7) nothing goes from an input whose column's scan is Empty
 *              only for the partitions there are now (plan.h
 *              empty.by_partitions): its empty domain would send FALSE,
 *              which holds no longer once a partition is added.
 *          (8) "l op v": only where l and r have identical values
 *              (atom_types_identical: same type, not a float, numerics
 *              of one scale) and are not strings (whose order is their
 *              collation's), not across NOT IN (NULLs on either side
 *              decide its answer, as in (3)), and not for op
 *              = (PostgreSQL itself carries "l = v" with v an initplan's
 *              value across outer and semi joins, as a constant).
 * NULLS    f(a) = b, like l = r, is TRUE only for non-NULL values on both
 *          sides, in D.
 *          l = r is never TRUE for a NULL l, so only the non-NULL values
 *          of l matter: every atom on the path holds for them, whether it
 *          sits above or below an outer join that NULL-extends l.  Rows of
 *          R whose r is outside D match no row of L and are dropped by the
 *          join anyway (or, for anti joins, never make a row of L go).
 * ORDER    after eq_broadcast has put each domain on its member's scan.
 * TESTS    tests/regress/sql/join_key_propagate.sql,
 *          tests/regress/sql/outer_joins.sql,
 *          tests/regress/sql/partitionwise_join.sql,
 *          tests/regress/sql/partition_prune.sql, tests/regress/sql/bugs.sql,
 *          tests/regress/sql/cross_type.sql,
 *          tests/regress/sql/same_query.sql,
 *          tests/oracle/repro/monotone-key-functions.sql,
 *          tests/oracle/repro/runtime-range-copy.sql
 */
#include <string.h>

#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/engine.h"
#include "rewrite/partsel.h"
#include "rewrite/region.h"

static bool
outputs(rw_ctx *ctx, const plan *p, const rte *r)
{
    list *l = NULL;

    if (!rw_output_rtes(ctx, p, &l))
        return false;
    for (int i = 0; i < list_len(l); i++)
        if (list_nth(l, i) == r)
            return true;
    return false;
}

/* The atoms on a column that say what it holds: atoms_intersect() of
   those that compare in 't' itself or in another exact numeric type
   (atom_readable_in(): r.k = 2 on a smallint key compares in integer,
   and says exactly that the smallint r.k is 2; eq_broadcast states a
   class's domain in the class type, which may be wider than 't',
   x174.k = (-2147483648)::bigint on a smallint column for an int key),
   read in 't' with the constants converted exactly (a constant beyond
   't''s values, or between two of them, gives what the comparison
   says of 't''s values).  Each atom taken is noted in '*why' unless
   'why' is NULL (the test of what is already known at the
   destination); why_origin() makes an origin of them only when a
   predicate is derived. */
static bool
take_atoms(rw_ctx *ctx, const list *preds, const expr *col, qp_type t,
           domain **d, list **why)
{
    return atoms_intersect(ctx->a, preds, col, t, true, d, why);
}

/* The origin "a AND b ... via eq": the atoms take_atoms() noted, then the
   join condition they cross.  NULL on OOM. */
static const pred_origin *
why_origin(rw_ctx *ctx, const list *why, const pred *eq)
{
    const pred **src = ARENA_NEWN(ctx->a, const pred *, list_len(why));

    if (!src)
        return NULL;
    for (int i = 0; i < list_len(why); i++)
        src[i] = list_nth(why, i);
    return pred_origin_make(ctx->a, src, list_len(why), false, eq, NULL);
}

/*
 * The domain of 'col' in the rows of 'p': the atoms on 'col' on the path
 * from 'p' down to its scan, NULL allowed where the column is nullable or
 * an outer join on the path NULL-extends it (none at all below an Empty
 * node).  Atoms below such a join hold
 * only for the rows that are not NULL-extended, so the path is folded from
 * the bottom up: d = (d AND atoms here), and d OR NULL across a nullable
 * edge.  NULL on OOM, and, for a source ('why' given), when the path ends
 * at an Empty only for the partitions there are now (unsafe (7)).
 */
static domain *
path_domain(rw_ctx *ctx, const plan *p, const expr *col, qp_type t, list **why)
{
    arena *a = ctx->a;
    const plan *path[256];
    bool nullable_edge[256];
    int depth = 0;
    domain *d;

    /* down to the scan */
    while (p && depth < 256) {
        const plan *next = NULL;
        bool edge = false;

        path[depth] = p;
        if (p->kind == PLAN_FILTER || p->kind == PLAN_PARTITION_SELECTOR) {
            /* a selector passes its input's rows unchanged: what holds
               below it holds above (missing it, the domain a filter below
               gives would be sent again every pass: the selector is
               dropped for it, filter_pushdown merges it, the selector
               comes back) */
            next = p->left;
        } else if (p->kind == PLAN_JOIN) {
            bool in_l = outputs(ctx, p->left, col->col.rte);

            next = in_l ? p->left
                   : outputs(ctx, p->right, col->col.rte) ? p->right : NULL;
            edge = join_type_props(p->join.type)->null_extended[in_l ? 0
                                                                  : 1];
        }
        nullable_edge[depth++] = edge;
        p = next;
    }
    if (p)
        return dom_universe(a, t); /* too deep to follow: nothing known */
    /* unsafe (7): a source empty only for the partitions there are now
       says nothing that holds once one is added (NULL: nothing sent) */
    if (why && depth > 0 && path[depth - 1]->kind == PLAN_EMPTY
        && path[depth - 1]->empty.by_partitions)
        return NULL;
    /* the scan's column (none when the scan became Empty: then an empty
       domain, or a filter FALSE would be sent to it every pass), then up */
    if (depth > 0 && path[depth - 1]->kind == PLAN_EMPTY)
        d = dom_empty(a, t);
    else
        d = col->col.rte->colnotnull[col->col.col] ? dom_not_null(a, t)
                                                   : dom_universe(a, t);
    for (int i = depth - 1; i >= 0 && d; i--) {
        list **pl = region_preds((plan *)path[i]);
        const list *preds = pl ? *pl : NULL;

        if (preds && !take_atoms(ctx, preds, col, t, &d, why))
            return NULL;
        if (nullable_edge[i] && d)
            d = dom_union(a, d, dom_null_only(a, t));
    }
    return d;
}

/*
 * Does what is known of the integer column 'to' in '*dst', read in its own
 * type, lie in 'd' (a domain in the wider 't')?  Both as sets of integers
 * (dom_integers_of()): a range of an integer type is a finite set of
 * values (x >= -1 AND x <= 1 is -1, 0, 1), which read in numeric would
 * be a continuous range and never a subset of the points -1, 0, 1; and
 * x <> 3, read in numeric, is never inside k <= 2 OR k > 3 of a numeric
 * k, though no integer tells them apart.  Without this the same filter
 * would be sent every pass, and dropped there as implied (gen.py seed
 * 58: "stopped after 16 passes").  False when 'to' is not an integer or
 * a domain does not convert.
 */
static bool
known_as_integers(rw_ctx *ctx, const plan *dst, const expr *to, qp_type t,
                  bool not_in, const domain *d)
{
    qp_type it = type_plain(to->type.id);
    domain *own, *d_it;

    if (to->type.id == t.id || !type_is_integer(to->type.id)
        || !(own = path_domain(ctx, dst, to, it, NULL)))
        return false;
    if (!not_in && !(own = dom_intersect(ctx->a, own, dom_not_null(ctx->a, it))))
        return false;
    return (d_it = dom_integers_of(ctx->a, d, it)) && dom_subset(own, d_it);
}

/* Put 'pr' in a Filter on top of 'child'. */
static plan *
filter_over(rw_ctx *ctx, plan *child, pred *pr)
{
    list *l = list_make1(ctx->a, pr);

    return l ? rw_filter_on(ctx, child, l, false) : NULL;
}

/*
 * Send the domain of 'from' (a column of 'src', with the ON conjuncts
 * 'on_extra' on it) to 'to' (a column of '*dst').  'keep_null' for NOT IN.
 * Sets '*changed' when '*dst' got a new filter.  False on OOM.
 */
static bool
send(rw_ctx *ctx, const plan *src, const list *on_extra, const expr *from,
     plan **dst, const expr *to, bool not_in, const pred *eq, bool *changed)
{
    qp_type t;
    domain *d, *have, *nn;
    list *why = NULL;
    const pred_origin *origin;
    expr *e;
    pred *pr;

    if (!type_common(from->type, to->type, &t))
        return true;
    t = type_unmod(t);
    nn = dom_not_null(ctx->a, t);
    if (!(d = path_domain(ctx, src, from, t, &why)))
        return !ctx->a->failed;
    if (on_extra && !take_atoms(ctx, on_extra, from, t, &d, &why))
        return false;
    /* unsafe (3): x NOT IN (subquery) for a NULL x depends on whether the
       subquery is empty, which a filter on it would change */
    if (not_in && d->nulls)
        return true;
    if (!(d = dom_intersect(ctx->a, d, nn)))
        return !ctx->a->failed;
    if (!list_len(why) || dom_is_universe(d) || dom_equal(d, nn))
        return true; /* nothing known but NOT NULL, which the join implies */
    /* already known there? */
    if (!(have = path_domain(ctx, *dst, to, t, NULL)))
        return !ctx->a->failed;
    if (not_in && have->nulls) /* unsafe (3): the subquery's NULLs stay */
        d = dom_union(ctx->a, d, dom_null_only(ctx->a, t));
    if (!not_in)
        have = dom_intersect(ctx->a, have, nn);
    if (!d || !have)
        return !ctx->a->failed;
    /* values 'to''s own type cannot hold are not missing there: an int2
       column has no value above 32767 whether or not a filter says so
       (eq_broadcast drops such a filter, which would come back every
       pass).  Kept as it was when the types do not convert exactly. */
    if (to->type.id != t.id) {
        domain *own = dom_intersect(ctx->a, have,
                                    dom_type_values(ctx->a, to->type, t));

        if (own)
            have = own;
        else if (ctx->a->failed)
            return false;
    }
    if (dom_subset(have, d) || known_as_integers(ctx, *dst, to, t, not_in, d))
        return true;
    if (!(e = dom_to_expr(ctx->a, d, (expr *)to)))
        return !ctx->a->failed;
    if (!(origin = why_origin(ctx, why, eq))
        || !(pr = pred_make(ctx->a, e, true, origin)))
        return false;
    if (!(*dst = filter_over(ctx, *dst, pr)))
        return false;
    if (ctx->trace)
        rw_trace(ctx, "%s from %s", rw_trace_expr(ctx, e),
                 rw_trace_origin(ctx, origin));
    ctx->n_derived++;
    *changed = true;
    return true;
}

/* Push onto '*out' the comparisons with a subquery's value on 'col'
   (atom_runtime_col) among 'preds'.  False on OOM. */
static bool
take_runtime(rw_ctx *ctx, const list *preds, const expr *col, list **out)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *x = list_nth(preds, i);
        const expr *c;

        if (!pred_has_sublink(x) || pred_is_volatile(x))
            continue;
        c = atom_runtime_col(rw_work_arena(ctx), x->e, NULL);
        if (!c) {
            if (rw_work_arena(ctx)->failed)
                return false;
            continue;
        }
        if (expr_equal(c, col) && !list_push(ctx->a, out, (void *)x))
            return false;
    }
    return true;
}

/* The comparisons with a subquery's value on 'col' on the path from 'p'
   down to its scan (as path_domain: they hold for every row of 'p' whose
   'col' is not NULL, which are the only rows l = r can match), into
   '*out'; '*empty' (unless NULL) when the path ends in an Empty, which
   passes no row (a filter sent there is nothing, and empty_propagate
   takes it away again: it would be sent every pass).  False on OOM. */
static bool
path_runtime(rw_ctx *ctx, const plan *p, const expr *col, list **out,
             bool *empty)
{
    if (empty)
        *empty = false;
    for (int depth = 0; p && depth < 256; depth++) {
        list **pl = region_preds((plan *)p);

        if (p->kind == PLAN_EMPTY && empty)
            *empty = true;
        if (pl && !take_runtime(ctx, *pl, col, out))
            return false;
        if (p->kind == PLAN_FILTER || p->kind == PLAN_PARTITION_SELECTOR)
            p = p->left;
        else if (p->kind == PLAN_JOIN)
            p = outputs(ctx, p->left, col->col.rte) ? p->left
                : outputs(ctx, p->right, col->col.rte) ? p->right : NULL;
        else
            p = NULL;
    }
    return true;
}

static expr *
subst_to(const expr *c, void *arg)
{
    const expr *const *ft = arg;

    return expr_equal(c, ft[0]) ? (expr *)ft[1] : (expr *)c;
}

/*
 * Send the comparisons with a subquery's value on 'from' (a column of
 * 'src', and those among the ON conjuncts 'on_extra') to 'to' (a column
 * of '*dst'), unsafe (8): "from op v" becomes "to op v" (derived), for
 * op < <= > >= ("to = v" PostgreSQL derives itself across these joins,
 * as it does a constant's), where 'from' and 'to' have identical values
 * (atom_types_identical), and not across NOT IN.  Sets '*changed' when
 * '*dst' got a new filter.  False on OOM.
 */
static bool
send_runtime(rw_ctx *ctx, const plan *src, const list *on_extra,
             const expr *from, plan **dst, const expr *to, bool not_in,
             const pred *eq, bool *changed)
{
    list *have = NULL, *got = NULL;
    bool empty;

    if (!path_runtime(ctx, src, from, &got, NULL)
        || !take_runtime(ctx, on_extra, from, &got) || !list_len(got))
        return !ctx->a->failed && !rw_work_arena(ctx)->failed;
    if (not_in) {
        if (ctx->trace)
            rw_trace_once(ctx, "%s not sent to %s across NOT IN, whose "
                          "answer NULLs on either side decide (unsafe (8))",
                          rw_trace_expr(ctx, ((const pred *)list_nth(got,
                                                                     0))->e),
                          rw_trace_expr(ctx, to));
        return true;
    }
    if (!atom_types_identical(from->type, to->type)
        || type_category(to->type.id) == TC_STRING) {
        if (ctx->trace)
            rw_trace_once(ctx, "%s not sent to %s: %s (unsafe (8))",
                          rw_trace_expr(ctx, ((const pred *)list_nth(got,
                                                                     0))->e),
                          rw_trace_expr(ctx, to),
                          type_category(to->type.id) == TC_STRING
                              && atom_types_identical(from->type, to->type)
                              ? "a string's order is its collation's"
                              : "their types differ, so equal values may "
                                "not be identical");
        return true;
    }
    if (!path_runtime(ctx, *dst, to, &have, &empty))
        return false;
    if (empty)
        return true;
    for (int i = 0; i < list_len(got); i++) {
        const pred *x = list_nth(got, i);
        const expr *ft[2] = { from, to };
        const pred_origin *origin;
        list *why = NULL;
        expr *e;
        pred *pr;
        bool known = false;

        if (x->e->op.op == OP_EQ) {
            if (ctx->trace)
                rw_trace_once(ctx, "%s not sent to %s: PostgreSQL carries "
                              "an equality with an initplan's value across "
                              "the join itself (unsafe (8))",
                              rw_trace_expr(ctx, x->e),
                              rw_trace_expr(ctx, to));
            continue;
        }
        if (!(e = expr_map_cols(ctx->a, x->e, subst_to, (void *)ft)))
            return false;
        for (int j = 0; j < list_len(have) && !known; j++)
            known = expr_equal(((const pred *)list_nth(have, j))->e, e);
        if (known)
            continue;
        if (!list_push(ctx->a, &why, (void *)x)
            || !(origin = why_origin(ctx, why, eq))
            || !(pr = pred_make(ctx->a, e, true, origin))
            || !(*dst = filter_over(ctx, *dst, pr))
            || !list_push(ctx->a, &have, pr))
            return false;
        if (ctx->trace)
            rw_trace(ctx, "%s from %s", rw_trace_expr(ctx, e),
                     rw_trace_origin(ctx, origin));
        ctx->n_derived++;
        *changed = true;
    }
    return true;
}

/* The domain known of 'fa' (a function of a column of 'p', pp_atom_lhs
   of the atoms on it) on the path from 'p' down to its column's scan, in
   't', NULL allowed; empty below an Empty node (else a filter FALSE
   would be sent to it every pass); NULL on OOM. */
static domain *
fn_known(rw_ctx *ctx, const plan *p, const expr *fa, const expr *col, qp_type t)
{
    domain *d = dom_universe(ctx->a, t);

    for (int depth = 0; p && d && depth < 256; depth++) {
        list **pl = region_preds((plan *)p);

        if (p->kind == PLAN_EMPTY)
            return dom_empty(ctx->a, t); /* no rows: nothing missing */

        for (int i = 0; pl && i < list_len(*pl) && d; i++) {
            const pred *x = list_nth(*pl, i);
            const expr *lhs = pp_atom_lhs(x->e);
            qp_type at = t;
            domain *y;

            if (!lhs || !expr_equal(lhs, fa) || pred_is_volatile(x)
                || !atom_type(x->e, &at) || at.id != t.id
                || !(y = atom_domain(ctx->a, x->e, t)))
                continue;
            d = dom_intersect(ctx->a, d, y);
        }
        if (p->kind == PLAN_FILTER || p->kind == PLAN_PARTITION_SELECTOR)
            p = p->left;
        else if (p->kind == PLAN_JOIN)
            p = outputs(ctx, p->left, col->col.rte) ? p->left
                : outputs(ctx, p->right, col->col.rte) ? p->right : NULL;
        else
            p = NULL;
    }
    return d;
}

/*
 * The join condition 'eq' is f(a) = b, 'fa' = f(a) a monotone function of
 * a column of '*dst' (pp_monotone_of_column) and 'b' a column of 'src' of
 * f's result type: the domain of b in src's rows, which every row the
 * join keeps has f(a) in, goes to '*dst' as "f(a) in D" (derived), where
 * partition pruning reads it (partition_prune.c unsafe (11)).  Sets
 * '*changed' when '*dst' got it.  False on OOM.
 */
static bool
send_fn(rw_ctx *ctx, const plan *src, const expr *b, plan **dst,
        const expr *fa, const expr *acol, const pred *eq, bool *changed)
{
    qp_type t = type_plain(b->type.id);
    domain *d, *have, *nn = dom_not_null(ctx->a, t);
    list *why = NULL;
    const pred_origin *origin;
    expr *e;
    pred *pr;

    if (!nn || !(d = path_domain(ctx, src, b, t, &why)))
        return !ctx->a->failed;
    if (!(d = dom_intersect(ctx->a, d, nn)))
        return false;
    if (!list_len(why) || dom_equal(d, nn))
        return true; /* nothing known but NOT NULL */
    if (!(have = fn_known(ctx, *dst, fa, acol, t))
        || !(have = dom_intersect(ctx->a, have, nn)))
        return !ctx->a->failed;
    if (dom_subset(have, d))
        return true;
    if (!(e = dom_to_expr(ctx->a, d, (expr *)fa)))
        return !ctx->a->failed;
    if (!(origin = why_origin(ctx, why, eq))
        || !(pr = pred_make(ctx->a, e, true, origin))
        || !(*dst = filter_over(ctx, *dst, pr)))
        return false;
    if (ctx->trace)
        rw_trace(ctx, "%s from %s", rw_trace_expr(ctx, e),
                 rw_trace_origin(ctx, origin));
    ctx->n_derived++;
    *changed = true;
    return true;
}

/* The sides of 'e' when it is f(a) = b (or b = f(a)) for a monotone
   function f of a column a and a column b of f's type: '*fa', '*a', '*b'. */
static bool
fn_equality(rw_ctx *ctx, const expr *e, const expr **fa, const expr **a,
            const expr **b)
{
    if (e->kind != E_OP || e->op.op != OP_EQ || !e->op.l)
        return false;
    for (int k = 0; k < 2; k++) {
        const expr *x = k ? e->op.r : e->op.l, *y = k ? e->op.l : e->op.r;

        if (y->kind == E_COL && !expr_is_syscol(y)
            && pp_monotone_of_column(ctx, x, a) && x->type.id == y->type.id
            && (x->type.id == T_DATE || x->type.id == T_TIMESTAMP)) {
            *fa = x;
            *b = y;
            return true;
        }
    }
    return false;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    const join_props *jp;

    if (p->kind != PLAN_JOIN || !p->join.cond)
        return RW_NOMATCH;
    jp = join_type_props(p->join.type);
    if (join_cond_holds(p->join.type)) {
        /* inner and cross: eq_broadcast, but for f(a) = b */
        for (int i = 0; i < list_len(p->join.cond); i++) {
            const expr *fa, *a, *b;

            if (fn_equality(ctx, ((const pred *)list_nth(p->join.cond,
                                                         i))->e, &fa, &a, &b))
                return RW_MATCH;
        }
        return RW_NOMATCH;
    }
    if (!jp->filtered[0] && !jp->filtered[1])
        return RW_NOMATCH; /* full: unsafe (2) */
    return RW_MATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    const join_props *jp = join_type_props(p->join.type);
    const pred *not_in_key = join_not_in_key(p);
    plan *l = p->left, *r = p->right;
    list *l_only = NULL, *r_only = NULL, *lr = NULL, *rr = NULL;
    bool changed = false;

    if (!rw_output_rtes(ctx, p->left, &lr) || !rw_output_rtes(ctx, p->right, &rr))
        return NULL;
    /* ON conjuncts on one side only (unsafe (5): they reach the other) */
    for (int i = 0; i < list_len(p->join.cond); i++) {
        pred *x = list_nth(p->join.cond, i);

        if (pd_covered(ctx, x->e, lr) && !list_push(ctx->a, &l_only, x))
            return NULL;
        if (pd_covered(ctx, x->e, rr) && !list_push(ctx->a, &r_only, x))
            return NULL;
    }
    for (int i = 0; i < list_len(p->join.cond); i++) {
        pred *eq = list_nth(p->join.cond, i);
        const expr *e = eq->e, *a, *b, *fa;
        bool inner = join_cond_holds(p->join.type);

        if (eq != not_in_key && fn_equality(ctx, e, &fa, &a, &b)) {
            /* f(a) = b: b's domain to f(a), where a's input is filtered */
            bool a_left = outputs(ctx, p->left, a->col.rte);

            if (a_left ? outputs(ctx, p->right, b->col.rte)
                       : outputs(ctx, p->right, a->col.rte)
                             && outputs(ctx, p->left, b->col.rte)) {
                if ((inner || jp->filtered[a_left ? 0 : 1])
                    && !send_fn(ctx, a_left ? p->right : p->left, b,
                                a_left ? &l : &r, fa, a, eq, &changed))
                    return NULL;
            }
            continue;
        }
        if (inner)
            continue; /* eq_broadcast */
        if (e->kind != E_OP || e->op.op != OP_EQ || !e->op.l
            || e->op.l->kind != E_COL || e->op.r->kind != E_COL
            || expr_is_syscol(e->op.l) || expr_is_syscol(e->op.r)
            || !class_types_ok(e->op.l->type, e->op.r->type))
            continue; /* unsafe (4) */
        a = e->op.l;
        b = e->op.r;
        if (outputs(ctx, p->left, b->col.rte)) {
            const expr *tmp = a;

            a = b;
            b = tmp;
        }
        if (!outputs(ctx, p->left, a->col.rte) || !outputs(ctx, p->right, b->col.rte))
            continue;
        /* a key's domain goes to an input the ON clause filters; the ON
           conjuncts on one input only go with it when they do not filter
           that input themselves (plan.h join_props) */
        if (jp->filtered[1]
            && (!send(ctx, p->left, jp->filtered[0] ? NULL : l_only, a, &r,
                      b, eq == not_in_key, eq, &changed)
                || !send_runtime(ctx, p->left,
                                 jp->filtered[0] ? NULL : l_only, a, &r, b,
                                 eq == not_in_key, eq, &changed)))
            return NULL;
        if (jp->filtered[0]
            && (!send(ctx, p->right, jp->filtered[1] ? NULL : r_only, b, &l,
                      a, false, eq, &changed)
                || !send_runtime(ctx, p->right,
                                 jp->filtered[1] ? NULL : r_only, b, &l, a,
                                 false, eq, &changed)))
            return NULL;
    }
    if (!changed)
        return p;
    return plan_with_inputs(ctx->a, p, l, r);
}

const rw_rule rule_join_key_propagate = {
    .name = "join_key_propagate",
    .doc = "join-key domains cross outer, semi, anti and single joins safely",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
