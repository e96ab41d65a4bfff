/* SPDX-License-Identifier: MIT */
/*
 * src/bind/sublink.c — subqueries in expressions, and which become joins
 *
 * A subquery that is bound as an expression is an E_SUBLINK over its
 * plan (bind_sublink(), bind_finish_sublink()), which is always correct.
 * Where the plan can say the same thing with a join, the binder says it
 * that way instead:
 *
 *   WHERE EXISTS (q)          -> Join[semi]
 *   WHERE NOT EXISTS (q)      -> Join[anti]
 *   WHERE x IN (q)            -> Join[semi] on x = q's column
 *   WHERE (x, y) IN (q)       -> Join[semi] on x = q1 AND y = q2
 *   WHERE x NOT IN (q)        -> Join[anti_null_aware] on x = q's column
 *   SELECT (q) correlated     -> Join[left_single]
 *
 * A subquery is turned into a join only when it is a plain select-project-
 * join block whose only references to the outer block are in conjuncts of
 * its WHERE clause (those become the join condition).  A scalar subquery
 * is turned into a SINGLE join only when it is a whole select-list item
 * of a block without aggregation, so it is evaluated for exactly the rows
 * the original evaluates it for; the join sits above Filter(WHERE)
 * (bind_assemble_block(), select.c).
 */
#include <string.h>

#include "bind/bind_int.h"

/* ---- subqueries as expressions ---- */

/* An E_SUBLINK for syntax 'n' over the bound subquery 'r'. */
expr *
bind_finish_sublink(bctx *c, const ast *n, expr *test, const qresult *r)
{
    expr *e = expr_new(c->a, E_SUBLINK, type_plain(T_BOOL), n->loc);

    if (!e)
        return NULL;
    e->sub.sub = r->p;
    e->sub.ncols = r->ncols;
    e->sub.is_not = n->sub.is_not;
    switch (n->sub.kind) {
    case SUBLINK_EXISTS:
        e->sub.kind = SL_EXISTS;
        break;
    case SUBLINK_EXPR:
    case SUBLINK_ARRAY:
        e->sub.kind = n->sub.kind == SUBLINK_EXPR ? SL_EXPR : SL_ARRAY;
        if (r->ncols != 1) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "subquery must return only one column");
            return NULL;
        }
        if (n->sub.kind == SUBLINK_EXPR)
            e->type = r->types[0];
        else if (r->types[0].id == T_ANY || r->types[0].id == T_RECORD
                 || r->types[0].id == T_UNKNOWN)
            e->type = type_plain(T_ANY);
        else /* ARRAY(SELECT x): an array of x's type */
            e->type = type_array_of(c->a, r->types[0]);
        break;
    case SUBLINK_ANY:
    case SUBLINK_ALL:
        e->sub.kind = n->sub.kind == SUBLINK_ANY ? SL_ANY : SL_ALL;
        e->sub.opname = n->sub.op ? n->sub.op : "=";
        if (test->kind == E_ROW) {
            if (list_len(test->row.items) != r->ncols) {
                err_set(c->err, QPROP_ESEMANTIC, n->loc,
                        "subquery has too %s columns",
                        list_len(test->row.items) > r->ncols ? "few" : "many");
                return NULL;
            }
        } else {
            expr inner;

            if (r->ncols != 1) {
                err_set(c->err, QPROP_ESEMANTIC, n->loc,
                        "subquery has too many columns");
                return NULL;
            }
            /* type-check test <op> column */
            memset(&inner, 0, sizeof inner);
            inner.kind = E_PARAM;
            inner.type = r->types[0];
            inner.loc = n->loc;
            if (bind_is_unknown(test)
                && !(test = bind_coerce_to(c, test, r->types[0])))
                return NULL;
            if (!bind_sublink_op(c, e->sub.opname, test, &inner, n->loc))
                return NULL;
        }
        e->sub.test = test;
        break;
    }
    return e;
}

expr *
bind_sublink(bctx *c, block *b, const ast *n)
{
    qresult r;
    expr *test = NULL;
    clause saved = b->cl;
    qprop_status st;

    if (n->sub.test && !(test = bind_expr(c, b, n->sub.test)))
        return NULL;
    b->sublink_depth++;
    st = bind_query(c, n->sub.query, &b->sc, b->sc.ctes, &r);
    b->sublink_depth--;
    b->cl = saved;
    if (st != QPROP_OK)
        return NULL;
    return bind_finish_sublink(c, n, test, &r);
}

/* ---- subqueries as joins ---- */

/* True when 'e' references a column of a block other than 'blk'. */
typedef struct outer_probe {
    int blk;
    bool found;
} outer_probe;

static void
probe_outer(const expr *col, void *arg)
{
    outer_probe *o = arg;

    if (col->col.rte->block != o->blk)
        o->found = true;
}

static bool
refs_outside(const expr *e, int blk)
{
    outer_probe o = { blk, false };

    expr_walk_cols(e, probe_outer, &o);
    return o.found;
}

/* True when 'sel' is a plain select-project-join block. */
bool
bind_is_spj(const ast *sel)
{
    return sel->kind == AST_SELECT && sel->select.op == SETOP_NONE
           && !sel->select.values && !sel->select.with
           && !sel->select.group_by && !sel->select.having
           && !sel->select.windows && !sel->select.limit
           && !sel->select.offset && !sel->select.distinct_on
           && !sel->select.locks && sel->select.from;
}

/* A bound block can become the right input of a join: no grouping or
   windows, references to the parent only from WHERE conjuncts. */
bool
bind_joinable_block(const block *sb)
{
    return !sb->has_group && !sb->winfuncs && !sb->singles && sb->from
           && !sb->has_srf && !(sb->outer & OUTER_ELSEWHERE);
}

/* Split the WHERE conjuncts of 'sb' into local ones and those that refer
   to the enclosing block (the join condition). */
static bool
split_correlated(bctx *c, block *sb, list **local, list **cond)
{
    *local = *cond = NULL;
    for (int i = 0; i < list_len(sb->where); i++) {
        expr *e = list_nth(sb->where, i);

        if (refs_outside(e, sb->id)) {
            if (!list_push(c->a, cond, pred_make(c->a, e, false, NULL)))
                return false;
        } else if (!list_push(c->a, local, e)) {
            return false;
        }
    }
    return true;
}

/* True unless 'test' = (column 'col' of 'sb') is no operator the rules
   model: an operator of the input's own (CREATE OPERATOR = on bigint and
   text), which the subquery keeps as an E_SUBLINK. */
static bool
modelled_eq(bctx *c, expr *test, const block *sb, int col)
{
    const target *t0 = list_nth(sb->targets, col);

    if (bind_is_unknown(test)
        || bind_make_binop(c, OP_EQ, "=", test, t0->e, test->loc) || OOM(c))
        return true;
    err_clear(c->err); /* it held no error before */
    return false;
}

/* The operands of x IN (q): x itself, or the fields of a row (x, y) in
   (x, y) IN (q), whose equality is x = q1 AND y = q2 (a row comparison
   is TRUE exactly when each field's is: the semi join's condition). */
static int
test_width(const expr *test)
{
    return test->kind == E_ROW ? list_len(test->row.items) : 1;
}

static expr *
test_field(expr *test, int i)
{
    return test->kind == E_ROW ? list_nth(test->row.items, i) : test;
}

/* True when no target of SELECT 'sel' is a star (its width is known
   only once bound, and the row form counts fields). */
static bool
no_star_targets(const ast *sel)
{
    for (int i = 0; i < list_len(sel->select.targets); i++) {
        const ast *t = list_nth(sel->select.targets, i);

        if (t->target.expr->kind == AST_COLREF && t->target.expr->colref.star)
            return false;
    }
    return true;
}

/*
 * Try to turn one WHERE conjunct 'n' of block 'b' into a semi or anti join.
 * Returns 1 when done (b->from extended), 0 when 'n' is not such a
 * subquery (nothing bound), -1 on error.  When the subquery cannot become
 * a join, the conjunct is bound as an E_SUBLINK and appended to b->where
 * (returns 1).
 */
int
bind_convert_where_sublink(bctx *c, block *b, const ast *n)
{
    bool negated = false;
    join_type jt;
    expr *test = NULL;
    block *sb;
    list *local, *cond;
    plan *j, *right;
    bool modelled;

    if (n->kind == AST_BOOL && n->boolx.op == BOOL_NOT
        && list_len(n->boolx.args) == 1
        && ((ast *)list_nth(n->boolx.args, 0))->kind == AST_SUBLINK
        && ((ast *)list_nth(n->boolx.args, 0))->sub.kind == SUBLINK_EXISTS) {
        n = list_nth(n->boolx.args, 0);
        negated = true;
    }
    if (n->kind != AST_SUBLINK || !bind_is_spj(n->sub.query))
        return 0;
    if (n->sub.kind == SUBLINK_EXISTS) {
        jt = negated ? JOIN_ANTI : JOIN_SEMI;
    } else if (n->sub.kind == SUBLINK_ANY
               && (!n->sub.op || strcmp(n->sub.op, "=") == 0)
               && n->sub.test->kind != AST_ROW
               && list_len(n->sub.query->select.targets) == 1) {
        if (!no_star_targets(n->sub.query))
            return 0;
        jt = n->sub.is_not ? JOIN_ANTI_NULL_AWARE : JOIN_SEMI;
    } else if (n->sub.kind == SUBLINK_ANY
               && (!n->sub.op || strcmp(n->sub.op, "=") == 0)
               && n->sub.test->kind == AST_ROW && !n->sub.is_not
               && list_len(n->sub.test->row.items) >= 2
               && list_len(n->sub.test->row.items)
                      == list_len(n->sub.query->select.targets)
               && no_star_targets(n->sub.query)) {
        /* (x, y) IN (q): a semi join on x = q1 AND y = q2.  (x, y) NOT
           IN (q) stays a subquery: it is NULL, not FALSE, when some row
           of q matches every field that is not NULL on either side and
           none differs, which no anti join states */
        jt = JOIN_SEMI;
    } else {
        return 0;
    }
    b->cl = CL_WHERE;
    if (n->sub.test && !(test = bind_expr(c, b, n->sub.test)))
        return -1;
    if (bind_block(c, n->sub.query, &b->sc, b->sc.ctes, &sb) != QPROP_OK)
        return -1;
    b->cl = CL_WHERE;
    modelled = true;
    if (test && (test->kind == E_ROW) != (n->sub.test->kind == AST_ROW))
        modelled = false; /* ROW(...) bound as something else: as written */
    for (int i = 0; test && modelled && i < test_width(test); i++)
        if (i >= list_len(sb->targets)
            || !modelled_eq(c, test_field(test, i), sb, i))
            modelled = false;
    if (!bind_joinable_block(sb) || sb->sel->select.distinct || !modelled) {
        qresult r;
        expr *e;

        if (!bind_assemble_block(c, sb, &r)
            || !(e = bind_finish_sublink(c, n, test, &r)))
            return -1;
        if (negated) {
            list *args = list_make1(c->a, e);

            if (!args || !(e = expr_make_bool(c->a, B_NOT, args, n->loc)))
                return -1;
        }
        return list_push(c->a, &b->where, e) ? 1 : -1;
    }
    if (!split_correlated(c, sb, &local, &cond))
        return -1;
    if (test) {
        list *with_eq = NULL;

        for (int i = 0; i < test_width(test); i++) {
            target *ti = list_nth(sb->targets, i);
            expr *x = test_field(test, i), *eq;

            if (bind_is_unknown(x) && !(x = bind_coerce_to(c, x, ti->e->type)))
                return -1;
            if (!(eq = bind_make_binop(c, OP_EQ, "=", x, ti->e, n->loc))
                || !list_push(c->a, &with_eq,
                              pred_make(c->a, eq, false, NULL)))
                return -1;
        }
        for (int i = 0; i < list_len(cond); i++)
            if (!list_push(c->a, &with_eq, list_nth(cond, i)))
                return -1;
        cond = with_eq;
    }
    right = bind_filter_over(c, sb->from, local, false);
    j = plan_new(c->a, PLAN_JOIN, n->loc);
    if (!right || !j)
        return -1;
    j->join.type = jt;
    j->left = b->from;
    j->right = right;
    j->join.cond = cond;
    b->from = j;
    return 1;
}

/* Turn the scalar subquery 'sb' of target 't' into a LEFT SINGLE join. */
bool
bind_make_single(bctx *c, block *b, block *sb, target *t, int loc)
{
    target *t0 = list_nth(sb->targets, 0);
    single_join *sj = ARENA_NEW(c->a, single_join);
    list *local, *cond;

    if (!sj || !split_correlated(c, sb, &local, &cond))
        return false;
    sj->r = bind_new_rte(c, b, RTE_SINGLE, "scalar", NULL, 1, loc);
    if (!sj->r)
        return false;
    sj->r->colnames[0] = t->name;
    sj->r->coltypes[0] = t0->e->type;
    sj->right = bind_filter_over(c, sb->from, local, false);
    sj->cond = cond;
    sj->value = t0->e;
    sj->loc = loc;
    t->e = expr_make_col(c->a, sj->r, 0, loc);
    return sj->right && t->e && list_push(c->a, &b->singles, sj);
}
