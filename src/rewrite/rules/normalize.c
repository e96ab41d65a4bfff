/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/normalize.c — put predicates into canonical form
 *
 * PATTERN  Filter[p] | Scan[p] | Join[p] | SubqueryScan[p]   p: predicates
 * RESULT   the same node with each predicate rewritten:
 *          - split at top-level AND into separate predicates;
 *          - constants folded (k1 op k2, casts of literals, integer
 *            arithmetic without overflow, date/timestamp +/- interval
 *            and date +/- integer as PostgreSQL computes them, AND/OR/NOT
 *            of constants);
 *          - AND/OR flattened; TRUE conjuncts dropped;
 *          - NOT pushed inward: NOT (a AND b) = NOT a OR NOT b,
 *            NOT (x < y) = x >= y, NOT (x IS NULL) = x IS NOT NULL,
 *            NOT (x IN l) = x NOT IN l, NOT NOT a = a,
 *            NOT (x op ANY a) = x (NOT op) ALL a (and ALL to ANY);
 *          - comparisons with the constant on the right (5 < t.a becomes
 *            t.a > 5);
 *          - x IN (k) becomes x = k, x NOT IN (k) becomes x <> k;
 *          - over an array of constants written in the query
 *            (ARRAY[k, ...], '{k,...}'::t[], ARRAY[k, ...]::t[]):
 *            x = ANY (a) becomes x IN (a's elements), x <> ALL (a)
 *            becomes x NOT IN (...), NULL elements included (a char(n)
 *            x over text or varchar elements as CAST(x AS text) IN (...):
 *            PostgreSQL reads an IN list in the common type of x and
 *            its items, char(n), which ignores trailing blanks); x < ANY (a)
 *            becomes x < max(a), x < ALL (a) x < min(a), and so on for
 *            <= > >=, when no element is NULL; otherwise x op ANY (a)
 *            becomes the OR of x op k over a's elements and x op ALL (a)
 *            their AND; x op ANY|ALL (NULL) is NULL;
 *          - a comparison of a column under injective casts and integer
 *            arithmetic with constants solved for the column (issue 21):
 *            x + 1 = 6 is x = 5, x::bigint IN (1, 3000000000) on an int
 *            column x = 1, 10 - x < 3 is x > 7, x * 2 > 7 is x > 3,
 *            x * 2 = 7 FALSE and x * 2 <> 7 x IS NOT NULL, x::bigint =
 *            y::bigint x = y;
 *          - duplicate conjuncts removed.
 * UNSAFE   (1) a FALSE or NULL conjunct empties a Filter, a Scan, or an
 *              inner, cross or semi join, but not an outer or anti join's
 *              ON clause (an outer join keeps its preserved rows; an anti
 *              join with a never-true condition keeps every row): there
 *              the conjunct stays;
 *          (2) NOT (a op b) is rewritten only for comparisons, whose
 *              result is NULL exactly when an operand is NULL on both
 *              sides of the identity; NOT over anything else stays;
 *          (3) the first condition of a NOT IN join is x = y with x the
 *              outer side: it is left as written, so its sides keep
 *              their meaning;
 *          (4) an empty array is FALSE (ANY) or TRUE (ALL) even for a
 *              NULL x, unlike an empty OR or AND of comparisons: it stays
 *              as written, as does an array that is not constant (a
 *              column, a parameter); NOT (ROW(a, b) IS NULL) is not
 *              ROW(a, b) IS NOT NULL (all fields NULL / none NULL): it
 *              stays;
 *          (5) solving: only casts that map values one to one and keep
 *              their order (int2 -> int4 -> int8 -> numeric, numeric(p,s)
 *              -> numeric, date -> timestamp, varchar <-> text, a type to
 *              itself), never float8 -> int or numeric -> int (they
 *              round), text -> int ('01' and '1'), a cast with a modifier
 *              (numeric(p,s) rounds, varchar(n) truncates), char(n) ->
 *              text (blanks), timestamp -> date or timestamptz; only
 *              +, -, unary minus and * by a non-zero integer in integer
 *              or numeric types (* over integers only: x * 2 = 7 has the
 *              solution 3.5 in numeric), never / or % (they truncate),
 *              never floats; the constants are computed in 128 bits and
 *              checked against the column type's limits (x::bigint =
 *              3000000000 on an int column is FALSE, x::bigint <
 *              3000000000 is x IS NOT NULL).  FALSE and x IS NOT NULL
 *              stand for a NULL-or-FALSE comparison, so they are made
 *              only where NULL and FALSE mean the same (through AND and
 *              OR, never under NOT or in a NOT IN join's condition,
 *              which is normalised without solving).  Overflow: x + 1 =
 *              6 errors for x = 2147483647, x = 5 does not; a solved
 *              comparison raises fewer errors, never another one;
 *          (6) a HAVING whose normalized conjuncts read a column outside
 *              an aggregate and outside every grouping key (NOT NOT a
 *              under GROUP BY ROLLUP (NOT a) is a) stays as written:
 *              PostgreSQL matches the keys as written.
 * NULLS    every identity above holds in three-valued logic: NOT (x < y)
 *          and x >= y are both NULL when x or y is NULL; NOT (a AND b)
 *          and NOT a OR NOT b agree on every combination of TRUE, FALSE
 *          and NULL (De Morgan holds in Kleene logic).  x = ANY (k1, k2)
 *          is x = k1 OR x = k2 and x IN (k1, k2) the same OR, so a NULL
 *          element gives NULL where no other element matches in both.
 * ORDER    first: the rules after it match on canonical forms.
 * TESTS    tests/regress/sql/normalize.sql, tests/regress/sql/arrays.sql,
 *          tests/regress/sql/deeper_solve.sql
 */
#include <string.h>

#include "base/error.h"
#include "rewrite/engine.h"
#include "rewrite/exprnorm.h"


/*
 * Append 'x' to '*out', the list replacing 'l'.  While nothing has changed
 * ('changed' false), that list is l's first '*same' items and is not
 * made; it is, with them, at the first append after a change (or by
 * out_flush()).  False on OOM.
 */
static bool
out_flush(arena *a, const list *l, list **out, int *same)
{
    for (int i = 0; i < *same; i++)
        if (!list_push(a, out, list_nth(l, i)))
            return false;
    *same = 0;
    return true;
}

static bool
out_push(arena *a, const list *l, list **out, int *same, bool changed,
         pred *x)
{
    if (!changed) {
        (*same)++;
        return true;
    }
    return out_flush(a, l, out, same) && list_push(a, out, x);
}

/* The conjunct of 'out' (see out_push()) that reads 'x', when derived,
   becomes the same conjunct not derived.  False on OOM. */
static bool
undo_derived(arena *a, const list *l, list **out, int *same, const expr *x)
{
    if (!out_flush(a, l, out, same))
        return false;
    for (int i = 0; i < list_len(*out); i++) {
        pred *q = list_nth(*out, i);

        if (q->derived && expr_equal(q->e, x)) {
            pred *own = pred_make(a, q->e, false, NULL);

            if (!own)
                return false;
            own->props = q->props;
            (*out)->items[i] = own;
        }
    }
    return true;
}

/* Normalise a predicate list.  '*contradiction' is set when a conjunct is
   FALSE or NULL.  Returns 'l' itself when nothing changed. */
static list *
norm_preds(rw_ctx *ctx, list *l, bool *contradiction, int keep_first)
{
    list *out = NULL;
    int same = 0;        /* see out_push() */
    bool changed = false;
    expr_set seen;       /* in the work arena: dead on return */
    arena *s = rw_work_arena(ctx);

    memset(&seen, 0, sizeof seen);

    for (int i = 0; i < list_len(l); i++) {
        pred *p = list_nth(l, i);
        expr *e;

        if (i < keep_first) { /* unsafe (3) */
            if (!out_push(ctx->a, l, &out, &same, changed, p))
                return NULL;
            continue;
        }
        /* a conjunct already in normal form (seen in an earlier pass) is
           not normalised again: norm_expr() is a function of the expression */
        e = p->props & PRED_PROP_NORMAL ? p->e
            : keep_first ? norm_expr(ctx->a, p->e) /* NOT IN: NULL is not FALSE */
                         : norm_pred(ctx->a, p->e);
        bool v, isnull, is_and;
        int nparts;

        if (!e)
            return NULL;
        /* its parts: the arguments of an AND, else itself */
        is_and = e->kind == E_BOOL && e->b.op == B_AND;
        nparts = is_and ? list_len(e->b.args) : 1;
        changed |= is_and;
        for (int k = 0; k < nparts; k++) {
            expr *x = is_and ? list_nth(e->b.args, k) : e;
            bool added = true;

            if (x == p->e && !(p->props & PRED_PROP_NORMAL)
                && !(x->kind == E_BOOL && x->b.op == B_AND)
                && !norm_const_bool(x, &v, &isnull))
                p->props |= PRED_PROP_NORMAL;
            if (!(p->props & PRED_PROP_NORMAL)
                && norm_const_bool(x, &v, &isnull)) {
                if (!isnull && v) {
                    changed = true;
                    continue; /* TRUE */
                }
                *contradiction = true;
            }
            /* duplicates go (a volatile call may differ each time) */
            if (x == p->e
                    ? !pred_is_volatile(p)
                          && !expr_set_add_hashed(s, &seen, x, pred_hash(p),
                                                  &added)
                    : !expr_is_volatile(x)
                          && !expr_set_add(s, &seen, x, &added))
                return NULL;
            if (!added) {
                changed = true;
                /* the copy kept is the user's own condition when this one
                   is: a derived twin (eq_broadcast's copy of a condition
                   later pushed beside it) may be left out of the SQL */
                if (!p->derived && !undo_derived(ctx->a, l, &out, &same, x))
                    return NULL;
                continue;
            }
            if (x != p->e) {
                changed = true;
                if (!out_push(ctx->a, l, &out, &same, changed,
                              pred_make(ctx->a, x, p->derived, p->origin)))
                    return NULL;
            } else if (!out_push(ctx->a, l, &out, &same, changed, p)) {
                return NULL;
            }
        }
    }
    if (!changed)
        return l;
    if (!out_flush(ctx->a, l, &out, &same))
        return NULL;
    return out ? out : (list *)ARENA_NEW(ctx->a, list); /* empty, not NULL */
}

/* The predicates of 'p' (plan_preds_slot()), and in '*can_empty' whether
   an always-false one makes 'p' empty. */
static list **
preds_of(plan *p, bool *can_empty)
{
    *can_empty = true;
    if (p->kind == PLAN_FILTER)
        /* unsafe (1): an always-false HAVING leaves the aggregate above
           the FROM clause, not an empty join tree */
        *can_empty = !p->filter.having;
    else if (p->kind == PLAN_JOIN)
        /* inner, cross and semi joins: the ON clause filters both inputs */
        *can_empty = join_type_props(p->join.type)->filtered[0]
                     && join_type_props(p->join.type)->filtered[1];
    return plan_preds_slot(p);
}

/* Does 'e', a HAVING conjunct over Aggregate 'agg', read a column outside
   an aggregate call and outside every subexpression that is a grouping
   key?  PostgreSQL then refuses it ("must appear in the GROUP BY
   clause"). */
static bool
reads_ungrouped(const expr *e, void *arg)
{
    const plan *agg = arg;

    if (e->kind == E_AGG)
        return false;
    for (int i = 0; i < list_len(agg->agg.group); i++)
        if (expr_equal(list_nth(agg->agg.group, i), e))
            return false;
    if (e->kind == E_COL)
        return true;
    return expr_walk(e, reads_ungrouped, arg);
}

/* unsafe (6): a HAVING whose conjuncts, normalized, read a column the
   grouping does not give as it is (NOT NOT a under GROUP BY ROLLUP (NOT
   a) is a, ungrouped; PostgreSQL 18's groupingsets.sql:719): kept as
   written. */
static bool
having_ungrouped(const plan *p, const list *n)
{
    if (p->kind != PLAN_FILTER || !p->filter.having || !p->left
        || p->left->kind != PLAN_AGGREGATE)
        return false;
    for (int i = 0; i < list_len(n); i++)
        if (reads_ungrouped(((const pred *)list_nth(n, i))->e,
                            (void *)p->left))
            return true;
    return false;
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    bool can_empty;
    list **l = preds_of((plan *)p, &can_empty);

    (void)ctx;
    return l && *l ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    bool can_empty, contradiction = false;
    list **l = preds_of(p, &can_empty);
    list *n = norm_preds(ctx, *l, &contradiction,
                         join_not_in_key(p) ? 1 : 0);
    plan t;

    if (!n)
        return NULL;
    if (contradiction && can_empty) {
        rw_trace(ctx, "%s: a conjunct is always false or NULL",
                 plan_kind_name(p->kind));
        return rw_make_empty(ctx, p, "a conjunct is always false");
    }
    if (n == *l || having_ungrouped(p, n))
        return p;
    plan_edit(&t, p);
    *preds_of(&t, &can_empty) = list_len(n) ? n : NULL;
    if (t.kind == PLAN_FILTER && !t.filter.filters)
        /* a Filter with nothing left to test goes; one without an input
           (SELECT ... WHERE TRUE without FROM) stays as it was */
        return t.left ? t.left : p;
    return plan_edited(ctx->a, p, &t);
}

const rw_rule rule_normalize = {
    .name = "normalize",
    .doc = "fold constants, push NOT inward, split AND, canonical comparisons",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
