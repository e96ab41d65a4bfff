/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/outer_join_simplify.c — outer joins whose NULL-extended
 * rows are filtered out anyway become inner (or one-sided) joins
 *
 * PATTERN  p over ... Join[left](L, R) ...   p a conjunct of the region
 *          above the join (a WHERE, an inner join's ON, or the ON of a join
 *          above whose rows it discards: see below)
 * RESULT   Join[inner](L, R) when p is never TRUE on a row whose R columns
 *          are all NULL (p "rejects NULLs" of R); Join[right]: the mirror;
 *          Join[full](L, R) becomes left when p rejects an all-NULL L (the
 *          unmatched R rows go), right when it rejects an all-NULL R, and
 *          inner when both.
 *          A region that is the nullable input of a left join (or the
 *          subquery input of a semi, anti or single join) also counts that
 *          join's ON conjuncts: its rows that fail them are dropped too.
 * UNSAFE   (1) p accepts NULL: IS NULL, IS DISTINCT FROM, COALESCE, CASE,
 *              non-strict functions, OR with a branch that accepts it; the
 *              test substitutes NULL for every column of the nullable side
 *              and folds in three-valued logic: only a result that can
 *              never be TRUE rejects;
 *          (2) the ON of a NOT IN (null-aware anti) join's first conjunct:
 *              a NULL in the subquery's column changes every answer, so
 *              those rows matter and it does not count;
 *          (3) the ON of a join whose input is preserved (left input of a
 *              left join) does not drop that input's rows: it does not
 *              count;
 *          (4) a conjunct with no column of the nullable side rejects
 *              nothing (a constant FALSE is for the contradiction rules).
 * NULLS    the rows an outer join adds are exactly its NULL-extended
 *          rows; when every one of them fails p and p sits where it sees
 *          all the join's rows, dropping them before p changes nothing.
 * ORDER    before filter_pushdown, so WHERE conjuncts on the former
 *          nullable side can move down in the same pass.
 * TESTS    tests/regress/sql/outer_join_simplify.sql,
 *          tests/regress/sql/outer_joins.sql,
 *          tests/regress/sql/filter_pushdown.sql,
 *          tests/regress/sql/partition_prune.sql, tests/regress/sql/bugs.sql
 */
#include <string.h>

#include "rewrite/engine.h"
#include "rewrite/region.h"
#include "types/pgcat.h"

/* Possible values of an expression: TRUE (or, for a non-boolean, any
   non-NULL value), FALSE, NULL. */
enum { V_T = 1, V_F = 2, V_N = 4, V_ALL = 7 };

static int tv(const expr *e, const list *nulls);

/* For a strict operation: NULL when an argument must be NULL. */
static int
strict_of(const list *args, const list *nulls, int result_when_not_null)
{
    int v = result_when_not_null;

    for (int i = 0; i < list_len(args); i++) {
        int a = tv(list_nth(args, i), nulls);

        if (a == V_N)
            return V_N;
        if (a & V_N)
            v |= V_N;
    }
    return v;
}

static int
tv(const expr *e, const list *nulls)
{
    int a, b;

    if (!e)
        return V_ALL;
    switch (e->kind) {
    case E_COL:
        return list_has(nulls, e->col.rte) ? V_N : V_ALL;
    case E_CONST:
        if (e->cnst.value.is_null)
            return V_N;
        if (e->type.id == T_BOOL)
            return e->cnst.value.v.b ? V_T : V_F;
        return V_T;
    case E_OP:
        if (e->op.op == OP_DISTINCT || e->op.op == OP_NOT_DISTINCT)
            return V_T | V_F; /* unsafe (1): never NULL */
        if (e->op.nonstrict)
            return V_ALL;
        a = e->op.l ? tv(e->op.l, nulls) : V_T;
        b = tv(e->op.r, nulls);
        if (a == V_N || b == V_N)
            return V_N;
        return V_T | V_F | ((a | b) & V_N);
    case E_BOOL:
        if (e->b.op == B_NOT) {
            a = tv(list_nth(e->b.args, 0), nulls);
            return (a & V_N) | ((a & V_T) ? V_F : 0) | ((a & V_F) ? V_T : 0);
        }
        a = tv(list_nth(e->b.args, 0), nulls);
        for (int i = 1; i < list_len(e->b.args); i++) {
            int x = a, y = tv(list_nth(e->b.args, i), nulls), r = 0;

            if (e->b.op == B_AND) {
                if ((x & V_T) && (y & V_T))
                    r |= V_T;
                if ((x & V_F) || (y & V_F))
                    r |= V_F;
                if (((x & V_N) && (y & (V_T | V_N))) || ((y & V_N) && (x & (V_T | V_N))))
                    r |= V_N;
            } else {
                if ((x & V_T) || (y & V_T))
                    r |= V_T;
                if ((x & V_F) && (y & V_F))
                    r |= V_F;
                if (((x & V_N) && (y & (V_F | V_N))) || ((y & V_N) && (x & (V_F | V_N))))
                    r |= V_N;
            }
            a = r;
        }
        return a;
    case E_NULLTEST:
        a = tv(e->test.arg, nulls);
        if (a == V_N)
            return e->test.is_not ? V_F : V_T;
        if (!(a & V_N))
            return e->test.is_not ? V_T : V_F;
        return V_T | V_F;
    case E_BOOLTEST: {
        /* bt: 0 IS TRUE, 1 IS NOT TRUE, 2 IS FALSE, 3 IS NOT FALSE,
           4 IS UNKNOWN, 5 IS NOT UNKNOWN */
        static const int when[] = { V_T, V_F | V_N, V_F, V_T | V_N, V_N,
                                    V_T | V_F };
        int w = when[e->test.bt];

        a = tv(e->test.arg, nulls);
        return ((a & w) ? V_T : 0) | ((a & ~w & V_ALL) ? V_F : 0);
    }
    case E_IN:
        /* x IN (k, ...) with a NULL x is NULL (the list is never empty) */
        a = tv(e->in.arg, nulls);
        return a == V_N ? V_N : V_ALL;
    case E_LIKE:
        a = tv(e->like.arg, nulls);
        b = tv(e->like.pattern, nulls);
        if (a == V_N || b == V_N)
            return V_N;
        return V_ALL;
    case E_CAST:
        return tv(e->cast.arg, nulls);
    case E_FUNC: {
        const func_info *fi = func_lookup(e->func.name);

        if (e->func.cat_flags) { /* resolved in PostgreSQL's catalog */
            if ((e->func.cat_flags & PGCAT_STRICT)
                && !(e->func.cat_flags & PGCAT_VOLATILE))
                return strict_of(e->func.args, nulls, V_T | V_F);
            return V_ALL;
        }
        if (fi && fi->strict && !fi->is_volatile)
            return strict_of(e->func.args, nulls, V_T | V_F);
        return V_ALL;
    }
    default:
        return V_ALL; /* CASE, COALESCE, subqueries: unsafe (1) */
    }
}

/* True when 'e' can never be TRUE if every column of 'nulls' is NULL. */
static bool
rejects_nulls(const expr *e, const list *nulls)
{
    if (!nulls)
        return false;
    return !(tv(e, nulls) & V_T);
}

/* ---- the rule ---- */

typedef struct ojs {
    rw_ctx *ctx;
    list *conds;         /* of expr *: the region's conjuncts */
    list *convert;       /* of plan *: joins to change */
    list *to;            /* of (intptr_t) join_type, parallel */
} ojs;

static bool
gather(ojs *s, plan *p)
{
    arena *a = s->ctx->a;
    list **pl = region_preds(p);
    const list *l = pl ? *pl : NULL;

    for (int i = 0; i < list_len(l); i++)
        if (!list_push(a, &s->conds, ((pred *)list_nth(l, i))->e))
            return false;
    for (int slot = 0; slot < 2; slot++) {
        plan *k = slot ? p->right : p->left;

        if (k && rw_extends_region(p, slot) && !gather(s, k))
            return false;
    }
    return true;
}

/* Left, right and full joins: both inputs output, one NULL-extended (not
   SINGLE joins, whose subquery input is not output). */
static bool
is_outer(join_type t)
{
    const join_props *jp = join_type_props(t);

    return jp->output[0] && jp->output[1]
           && (jp->null_extended[0] || jp->null_extended[1]);
}

static bool
rejected(ojs *s, const list *nulls)
{
    for (int i = 0; i < list_len(s->conds); i++)
        if (rejects_nulls(list_nth(s->conds, i), nulls))
            return true;
    return false;
}

/* Decide each outer join of the region. */
static bool
decide(ojs *s, plan *p)
{
    arena *a = s->ctx->a;

    if (p->kind == PLAN_JOIN) {
        join_type t = p->join.type, nt = t;
        const join_props *jp = join_type_props(t);
        list *lr = NULL, *rr = NULL;

        if (is_outer(t)) {
            bool null_l, null_r;

            if (!rw_output_rtes(s->ctx, p->left, &lr)
                || !rw_output_rtes(s->ctx, p->right, &rr))
                return false;
            /* an input stays NULL-extended unless the region rejects
               its NULL rows: left, right, full or inner by which do */
            null_l = jp->null_extended[0] && !rejected(s, lr);
            null_r = jp->null_extended[1] && !rejected(s, rr);
            nt = null_l && null_r ? JOIN_FULL
                 : null_l ? JOIN_RIGHT
                 : null_r ? JOIN_LEFT : JOIN_INNER;
            if (nt != t && (!list_push(a, &s->convert, p)
                            || !list_push(a, &s->to, (void *)(intptr_t)nt)))
                return false;
        }
    }
    for (int slot = 0; slot < 2; slot++) {
        plan *k = slot ? p->right : p->left;

        if (k && rw_extends_region(p, slot) && !decide(s, k))
            return false;
    }
    return true;
}

static plan *
rebuild(ojs *s, plan *p)
{
    plan *l = p->left, *r = p->right;
    plan t;
    int hit = -1;

    for (int i = 0; i < list_len(s->convert); i++)
        if (list_nth(s->convert, i) == p)
            hit = i;
    if (l && rw_extends_region(p, 0) && !(l = rebuild(s, l)))
        return NULL;
    if (r && rw_extends_region(p, 1) && !(r = rebuild(s, r)))
        return NULL;
    plan_edit(&t, p);
    t.left = l;
    t.right = r;
    if (hit >= 0) {
        join_type nt = (join_type)(intptr_t)list_nth(s->to, hit);

        rw_trace(s->ctx, "%s join becomes %s: a conjunct above rejects its "
                 "NULL-extended rows", join_type_name(p->join.type),
                 join_type_name(nt));
        t.join.type = nt;
    }
    return plan_edited(s->ctx->a, p, &t);
}

/* The parent join's ON conjuncts that drop rows of this region. */
static bool
parent_conds(ojs *s)
{
    const plan *par = s->ctx->parent;

    if (!par || par->kind != PLAN_JOIN)
        return true;
    /* only an input the ON clause filters that is not in the parent's
       region (the nullable input of left and right joins, the subquery
       input of semi, anti and SINGLE joins); not a preserved input:
       unsafe (3) */
    if (s->ctx->slot < 0 || s->ctx->slot > 1
        || !join_type_props(par->join.type)->filtered[s->ctx->slot]
        || join_side_intact(par->join.type, s->ctx->slot))
        return true;
    for (int i = 0; i < list_len(par->join.cond); i++) {
        const pred *x = list_nth(par->join.cond, i);

        if (x == join_not_in_key(par))
            continue; /* unsafe (2) */
        if (!list_push(s->ctx->a, &s->conds, x->e))
            return false;
    }
    return true;
}

static bool
has_outer(const plan *p)
{
    if (p->kind == PLAN_JOIN && is_outer(p->join.type))
        return true;
    for (int slot = 0; slot < 2; slot++) {
        const plan *k = slot ? p->right : p->left;

        if (k && rw_extends_region(p, slot) && has_outer(k))
            return true;
    }
    return false;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    return rw_is_region_root(p, ctx) && has_outer(p) ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    ojs s;

    memset(&s, 0, sizeof s);
    s.ctx = ctx;
    if (!gather(&s, p) || !parent_conds(&s) || !decide(&s, p))
        return NULL;
    if (!s.convert)
        return p;
    return rebuild(&s, p);
}

const rw_rule rule_outer_join_simplify = {
    .name = "outer_join_simplify",
    .doc = "outer joins whose NULL-extended rows are filtered out "
           "become inner",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = false,
};
