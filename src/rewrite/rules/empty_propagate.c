/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/empty_propagate.c — an input with no rows, as SQL
 * defines the result
 *
 * PATTERN  Join[inner|cross|semi](Empty, X) or (X, Empty)
 *          Join[left|anti|anti_null_aware|left_single](Empty, X)
 *          Join[right](X, Empty); Join[full](Empty, Empty)
 *          Filter(Empty) (not HAVING)
 *          Append(..., Empty, ...) (partitionwise_join's branches)
 * RESULT   Empty with the output columns of the node it replaces
 *          Join[anti|anti_null_aware](X, Empty)  => X (an Empty that
 *          stands for no table, unsafe (4))
 *          Append without its Empty branches; the one branch left when
 *          there is one (it outputs the same columns); Empty when none
 * UNSAFE   (1) Join[left](X, Empty) keeps X's rows NULL-extended: not
 *              empty, and not simply X (its right columns are NULL): left
 *              as it is;
 *          (2) an Aggregate without GROUP BY over Empty returns one row,
 *              and a HAVING Filter sits above the Aggregate: rules stop
 *              below the block's Aggregate (Empty never replaces it);
 *          (3) an Empty that holds only for the partitions that exist
 *              now (plan.h empty.by_partitions, partition_prune unsafe
 *              (12)) empties what it empties as any Empty does, and the
 *              result is marked the same way, keeping the node it
 *              replaces, unless another input empty for every partition
 *              set empties it too; but Join[anti](X, such an Empty)
 *              stays: X alone is no node a consumer could read the anti
 *              join back from;
 *          (4) Join[anti](X, Empty) where the Empty stands for a node
 *              that read tables (empty.reads) stays: X alone would not
 *              name them, and PostgreSQL checks the privileges on every
 *              relation and column the query names ("permission denied"
 *              for the query as written); the SQL names them in its
 *              empty subquery, which reads no row.
 * NULLS    x NOT IN (empty set) is TRUE even for a NULL x, and NOT EXISTS
 *          over no rows is TRUE: the anti joins keep every left row.
 * ORDER    after the rules that make Empty nodes.
 * TESTS    tests/regress/sql/empty_propagate.sql,
 *          tests/regress/sql/partitionwise_join.sql (joins over pruned
 *          branches)
 */
#include "rewrite/engine.h"

static bool
is_empty(const plan *p)
{
    return p && p->kind == PLAN_EMPTY;
}

/* Empty for the partitions that exist now only (unsafe (3)). */
static bool
by_partitions(const plan *p)
{
    return is_empty(p) && p->empty.by_partitions;
}

/*
 * Empty 'p' (what 'p' becomes), marked as by_partitions (unsafe (3))
 * unless 'real' (an input that is empty whatever the partitions are
 * empties it).  NULL on OOM.
 */
static plan *
make_empty(rw_ctx *ctx, plan *p, const char *reason, bool real)
{
    plan *e = rw_make_empty(ctx, p, reason);

    if (e && !real)
        e->empty.by_partitions = p;
    return e;
}

/* Some branch of Append 'p' is Empty. */
static bool
has_empty_branch(const plan *p)
{
    for (int i = 0; i < list_len(p->children); i++)
        if (is_empty(list_nth(p->children, i)))
            return true;
    return false;
}

/* Append 'p' without its Empty branches.  An Append is partitionwise_join's
   one join per partition, which the SQL prints by the partitions' names
   (right only until they change, as --sql-partitions=leaves): a branch
   Empty only for the partitions of its other input goes as well; when
   every branch goes, the Empty is marked as by_partitions if one of them
   was (unsafe (3)). */
static plan *
prune_append(plan *p, rw_ctx *ctx)
{
    list *kids = NULL;
    bool real = true;
    plan t;

    for (int i = 0; i < list_len(p->children); i++) {
        const plan *c = list_nth(p->children, i);

        real = real && !by_partitions(c);
        if (!is_empty(c) && !list_push(ctx->a, &kids, (void *)c))
            return NULL;
    }
    rw_trace(ctx, "Append: %d of %d branches are empty",
             list_len(p->children) - list_len(kids), list_len(p->children));
    if (!kids)
        return make_empty(ctx, p, "every branch is empty", real);
    if (list_len(kids) == 1)
        return list_nth(kids, 0);
    plan_edit(&t, p);
    t.children = kids;
    return plan_edited(ctx->a, p, &t);
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    const join_props *jp;
    bool el, er;

    (void)ctx;
    if (p->kind == PLAN_FILTER && !p->filter.having && is_empty(p->left))
        return RW_MATCH;
    if (p->kind == PLAN_APPEND)
        return has_empty_branch(p) ? RW_MATCH : RW_NOMATCH;
    if (p->kind != PLAN_JOIN)
        return RW_NOMATCH;
    el = is_empty(p->left);
    er = is_empty(p->right);
    jp = join_type_props(p->join.type);
    /* an empty input empties the join unless the other input is
       preserved (unsafe (1)); an anti join with an empty subquery input
       matches too: apply() returns its left input, unless the subquery
       is empty only for the partitions there are now (unsafe (3)) */
    if ((p->join.type == JOIN_ANTI || p->join.type == JOIN_ANTI_NULL_AWARE)
        && !el && by_partitions(p->right))
        return RW_NOMATCH; /* unsafe (3) */
    if ((p->join.type == JOIN_ANTI || p->join.type == JOIN_ANTI_NULL_AWARE)
        && !el && er && list_len(p->right->empty.reads))
        return RW_NOMATCH; /* unsafe (4) */
    return (el && er) || (el && !jp->preserved[1]) || (er && !jp->preserved[0])
               ? RW_MATCH : RW_NOMATCH;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    bool real;

    if (p->kind == PLAN_APPEND)
        return prune_append(p, ctx);
    if (p->kind == PLAN_JOIN
        && (p->join.type == JOIN_ANTI || p->join.type == JOIN_ANTI_NULL_AWARE)
        && !is_empty(p->left)) {
        rw_trace(ctx, "%s join with an empty subquery keeps every row",
                 join_type_name(p->join.type));
        return p->left;
    }
    rw_trace(ctx, "%s over an empty input is empty", plan_kind_name(p->kind));
    /* unsafe (3): empty whatever the partitions are when an input that
       is so empties it by itself (or, for a full join, both are Empty
       and neither only for the partitions) */
    if (p->kind == PLAN_FILTER) {
        real = !by_partitions(p->left);
    } else {
        const join_props *jp = join_type_props(p->join.type);
        bool rl = is_empty(p->left) && !by_partitions(p->left);
        bool rr = is_empty(p->right) && !by_partitions(p->right);

        /* an anti join is empty only for an empty left input (its
           right one emptying nothing, apply() above) */
        bool anti = p->join.type == JOIN_ANTI
                    || p->join.type == JOIN_ANTI_NULL_AWARE;

        real = (rl && !jp->preserved[1])
               || (rr && !jp->preserved[0] && !anti) || (rl && rr);
    }
    return make_empty(ctx, p, "an input is empty", real);
}

const rw_rule rule_empty_propagate = {
    .name = "empty_propagate",
    .doc = "joins and filters over an empty input, as SQL defines them",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
