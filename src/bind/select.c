/* SPDX-License-Identifier: MIT */
/*
 * src/bind/select.c — query expressions: WITH, SELECT blocks, VALUES, set
 * operations, ORDER BY, LIMIT
 *
 * bind_query() binds a whole query expression: its WITH items in order
 * (each seeing the ones before), then a set operation, a VALUES list or
 * one SELECT block, then LIMIT/OFFSET.  bind_block() binds a block in
 * this order: FROM, WHERE conjunct by conjunct,
 * the select list, GROUP BY, HAVING, the held-back scalar subqueries,
 * ORDER BY, DISTINCT ON; bind_assemble_block() then stacks its plan:
 * FROM tree, Filter(WHERE), SINGLE joins, Aggregate and Filter(HAVING),
 * Window, Project, Sort.  The select list's output names are
 * PostgreSQL's (figure_colname()); ORDER BY sees them before input
 * columns, GROUP BY after.
 */
#include <stdlib.h>
#include <errno.h>
#include <string.h>

#include "bind/bind_int.h"

static qprop_status check_distinct_order(bctx *c, block *b, const ast *sel);

/* ---- select list ---- */

/* The column name of a cast to type 'tn' (or a typed literal): the type's
   last name, and for SQL's own type syntax the name PostgreSQL's grammar
   gives it (int is int4, char(3) bpchar, float(24) float4). */
static const char *
type_colname(const ast *tn)
{
    static const char *const sql_names[][2] = {
        { "int", "int4" }, { "integer", "int4" }, { "smallint", "int2" },
        { "bigint", "int8" }, { "real", "float4" },
        { "double precision", "float8" }, { "decimal", "numeric" },
        { "boolean", "bool" }, { "character", "bpchar" },
        { "national character", "bpchar" },
        { "character varying", "varchar" }, { "char varying", "varchar" },
        { "national character varying", "varchar" },
        { "timestamp with time zone", "timestamptz" },
        { "timestamp without time zone", "timestamp" },
        { "time with time zone", "timetz" },
        { "time without time zone", "time" }, { "bit varying", "varbit" },
    };
    const char *last = tn->type.name.part[tn->type.name.n - 1];

    if (tn->type.name.n != 1)
        return last;
    if (strcmp(last, "float") == 0) {
        const ast *m = list_len(tn->type.mods) ? list_nth(tn->type.mods, 0)
                                               : NULL;

        return m && m->kind == AST_CONST && m->cnst.kind == CONST_INT
                       && atol(m->cnst.str) <= 24
                   ? "float4" : "float8";
    }
    for (size_t i = 0; i < sizeof sql_names / sizeof sql_names[0]; i++)
        if (strcmp(last, sql_names[i][0]) == 0)
            return sql_names[i][1];
    return last;
}

/*
 * The name PostgreSQL gives select-list item 'n' without an alias, into
 * '*name', and how strong it is (FigureColnameInternal): 2 for a column,
 * a call or a subquery's column, 1 for a cast's type or "case" (a weaker
 * name than what they hold: (1::int)::text is "text", a::text is "a",
 * CASE ... ELSE a END is "a"), 0 for none.
 */
static const char *figure_colname(const ast *n);

static int
colname_strength(const ast *n, const char **name)
{
    int s;

    switch (n->kind) {
    case AST_COLREF:
        /* the last name, "*" left out: a.* is "a" */
        if (n->colref.star && n->colref.n < 2)
            return 0;
        *name = n->colref.part[n->colref.n - (n->colref.star ? 2 : 1)];
        return 2;
    case AST_FUNC:
        if (n->func.extract_field && n->func.name.n == 1
            && strcmp(n->func.name.part[0], "is json") == 0)
            return 0; /* IS JSON: ?column? */
        *name = n->func.extract_field ? "extract"
                                      : n->func.name.part[n->func.name.n - 1];
        return 2;
    case AST_CAST:
        s = colname_strength(n->cast.arg, name);
        if (s <= 1) {
            *name = type_colname(n->cast.typename);
            return 1;
        }
        return s;
    case AST_CASE:
        s = n->casex.else_ ? colname_strength(n->casex.else_, name) : 0;
        if (s <= 1) {
            *name = "case";
            return 1;
        }
        return s;
    case AST_SUBLINK:
        if (n->sub.kind == SUBLINK_EXISTS) {
            *name = "exists";
            return 2;
        }
        if (n->sub.kind == SUBLINK_ARRAY) {
            *name = "array";
            return 2;
        }
        if (n->sub.kind == SUBLINK_EXPR && n->sub.query->kind == AST_SELECT) {
            /* the subquery's first column: a set operation's from its
               leftmost arm, VALUES' "column1" */
            const ast *q = n->sub.query;

            while (q->select.op != SETOP_NONE && q->select.larg)
                q = q->select.larg;
            if (q->select.values) {
                *name = "column1";
                return 2;
            }
            if (list_len(q->select.targets) >= 1) {
                const ast *t = list_nth(q->select.targets, 0);

                if (t->target.alias) {
                    *name = t->target.alias;
                    return 2;
                }
                if (t->target.expr->kind == AST_COLREF
                    && t->target.expr->colref.star)
                    return 0; /* the first column of the expansion */
                *name = figure_colname(t->target.expr);
                return 2;
            }
        }
        return 0;
    case AST_ROW:
        *name = "row";
        return 2;
    case AST_ARRAY:
        *name = "array";
        return 2;
    case AST_SUBSCRIPT:
        return colname_strength(n->subscr.arg, name);
    case AST_FIELD:
        *name = n->field.name;
        return 2;
    case AST_CONST:
        /* a typed literal is a cast of a constant */
        if (n->cnst.kind == CONST_TYPED && !n->cnst.bitstr) {
            *name = type_colname(n->cnst.typename);
            return 1;
        }
        return 0;
    default:
        return 0;
    }
}

static const char *
figure_colname(const ast *n)
{
    const char *name = "?column?";

    colname_strength(n, &name);
    return name;
}

static bool
add_target(bctx *c, block *b, expr *e, const char *name)
{
    target *t = ARENA_NEW(c->a, target);

    if (!t)
        return false;
    t->e = e;
    t->name = name;
    return list_push(c->a, &b->targets, t);
}

/*
 * rel.* naming a FROM item or join alias of an enclosing block (select
 * t.* inside a LATERAL or correlated subquery): each column is bound as
 * the outer reference rel.col would be.
 */
static bool
expand_outer_star(bctx *c, block *b, const ast *n, const char *rel)
{
    for (scope *sc = b->sc.parent; sc; sc = sc->parent) {
        ns_item *it = bind_find_item(sc, rel);
        const join_alias *ja = it ? NULL : bind_find_join_alias(sc, rel);
        int ncols = it ? it->r->ncols : ja ? ja->ncols : -1;

        for (int k = 0; k < ncols; k++) {
            const char *name = it ? it->r->colnames[k] : ja->colnames[k];
            ast *ref = ast_new(c->a, AST_COLREF, n->loc, n->end);
            expr *e;

            if (!ref)
                return !OOM(c);
            ref->colref = n->colref;
            ref->colref.star = false;
            ref->colref.part[ref->colref.n - 1] = name;
            if (!(e = bind_resolve_column(c, b, ref))
                || !add_target(c, b, e, name))
                return false;
        }
        if (ncols >= 0)
            return true;
    }
    if (bind_returning_old_new(c, rel, n->loc))
        return false;
    bind_fail(c, QPROP_ESEMANTIC, n->loc,
              "missing FROM-clause entry for table \"%s\"", rel);
    return false;
}

static bool
expand_star(bctx *c, block *b, const ast *n)
{
    if (n->colref.n == 1) {
        if (!b->sc.items) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "SELECT * with no tables specified is not valid");
            return false;
        }
        /* the FROM items' columns in order, a join's merged USING columns
           where the join stands */
        list *cols = NULL;

        for (int i = 0; i < list_len(b->from_items); i++)
            if (!bind_cols_flatten(c, list_nth(b->from_items, i), &cols))
                return false;
        for (int i = 0; i < list_len(cols); i++) {
            const from_col *fc = list_nth(cols, i);

            if (!add_target(c, b, fc->e, fc->name))
                return false;
        }
        return true;
    }
    {
        const char *rel = n->colref.part[n->colref.n - 2];
        ns_item *it = bind_find_item(&b->sc, rel);
        const join_alias *ja = it ? NULL : bind_find_join_alias(&b->sc, rel);

        if (ja) {
            for (int k = 0; k < ja->ncols; k++)
                if (!add_target(c, b, ja->cols[k], ja->colnames[k]))
                    return false;
            return true;
        }
        if (!it)
            return expand_outer_star(c, b, n, rel);
        for (int k = 0; k < it->r->ncols; k++)
            if (!add_target(c, b, expr_make_col(c->a, it->r, k, n->loc),
                            it->r->colnames[k]))
                return false;
        return true;
    }
}

/* ---- SELECT blocks ---- */

/* A select-list scalar subquery waiting for the SINGLE-join decision. */
typedef struct pending_sub {
    target *t;
    block *sb;
    const ast *n;
} pending_sub;

static qprop_status finish_block(bctx *c, block *b, list *pending,
                                 block **out);

void
bind_start_block(bctx *c, block *b, scope *parent, list *ctes)
{
    memset(b, 0, sizeof *b);
    b->id = ++c->next_block;
    b->sc.parent = parent;
    b->sc.blk = b;
    b->sc.ctes = ctes;
}

const ast *
bind_under_signs(const ast *n, bool *neg)
{
    *neg = false;
    while (n->kind == AST_OP && !n->op.left && n->op.right
           && strcmp(n->op.name, "-") == 0) {
        *neg = !*neg;
        n = n->op.right;
    }
    return n;
}

int
bind_sort_const(const ast *n, long *pos)
{
    bool neg;
    char digits[64];
    size_t k = 0;
    const char *s;
    int base = 10;
    long long v;
    char *end;

    n = bind_under_signs(n, &neg);
    if (n->kind != AST_CONST)
        return 0;
    switch (n->cnst.kind) {
    case CONST_INT:
        break;
    case CONST_NUMERIC:
        return -1;
    case CONST_STRING: case CONST_BOOL: case CONST_NULL:
        return neg ? 0 : -1; /* - 'a' is the operator */
    case CONST_TYPED:
        return n->cnst.bitstr && !neg ? -1 : 0;
    default:
        return 0;
    }
    /* the digits, as the lexer reads them: 1_000, 0x1F, 0o17, 0b101 */
    s = n->cnst.str;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        base = 16;
    else if (s[0] == '0' && (s[1] == 'o' || s[1] == 'O'))
        base = 8;
    else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
        base = 2;
    if (base != 10)
        s += 2;
    for (; *s && k + 1 < sizeof digits; s++)
        if (*s != '_')
            digits[k++] = *s;
    digits[k] = '\0';
    errno = 0;
    v = strtoll(digits, &end, base);
    if (errno || *end || *s || v > INT32_MAX)
        return -1; /* beyond an integer: a numeric constant */
    *pos = neg ? -(long)v : (long)v;
    return 1;
}

static expr *
bind_order_expr(bctx *c, block *b, const ast *n, const char *what)
{
    long k;

    switch (bind_sort_const(n, &k)) {
    case 1:
        if (k < 1 || k > list_len(b->targets)) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "%s position %ld is not in select list", what, k);
            return NULL;
        }
        return ((target *)list_nth(b->targets, (int)k - 1))->e;
    case -1:
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "non-integer constant in %s", what);
        return NULL;
    default:
        break;
    }
    if (n->kind == AST_COLREF && n->colref.n == 1 && !n->colref.star) {
        target *match = NULL;

        for (int i = 0; i < list_len(b->targets); i++) {
            target *t = list_nth(b->targets, i);

            if (t->name && strcmp(t->name, n->colref.part[0]) == 0) {
                if (match && !expr_equal(match->e, t->e)) {
                    err_set(c->err, QPROP_ESEMANTIC, n->loc,
                            "ORDER BY \"%s\" is ambiguous", n->colref.part[0]);
                    return NULL;
                }
                match = t;
            }
        }
        if (match)
            return match->e;
    }
    return bind_coerce_default(c, bind_expr(c, b, n));
}

qprop_status
bind_block(bctx *c, const ast *sel, scope *parent, list *ctes, block **out)
{
    block *b = ARENA_NEW(c->a, block);
    list *pending = NULL;
    int ntargets;
    /* an arm of a set operation leaves its untyped literals to the
       operation (PostgreSQL resolves a leaf's unknowns at the UNION),
       unless it sorts, groups or de-duplicates on them, which makes
       them text */
    bool keep_unknown = c->setop_arm == sel && !sel->select.group_by
                        && !sel->select.distinct && !sel->select.order_by
                        && !sel->select.having;
    /* UPDATE's SET items and INSERT's select list are assigned to the
       columns: PostgreSQL leaves their untyped literals to the assignment,
       which reads them as the column's type (unless the block sorts,
       groups or de-duplicates on them) */
    int nassign = c->assign_sel == sel && !sel->select.group_by
                  && !sel->select.distinct && !sel->select.distinct_on
                  && !sel->select.order_by
                  && !sel->select.having ? c->assign_n : 0;
    bool assign_default = c->assign_sel == sel && c->assign_default;

    *out = NULL;
    if (!b)
        return ERR_OOM(c->err);
    bind_start_block(c, b, parent, ctes);
    b->sel = sel;

    /* FROM: comma-separated items are cross joins */
    for (int i = 0; i < list_len(sel->select.from); i++) {
        plan *p = bind_from_item(c, b, list_nth(sel->select.from, i));

        if (!p)
            return c->err->code;
        if (!list_push(c->a, &b->from_items, (void *)b->item_cols))
            return ERR_OOM(c->err);
        if (b->from) {
            plan *j = plan_new(c->a, PLAN_JOIN, p->loc);

            if (!j)
                return ERR_OOM(c->err);
            j->join.type = JOIN_CROSS;
            j->left = b->from;
            j->right = p;
            p = j;
        }
        b->from = p;
    }

    /* WHERE: conjunct by conjunct, subqueries into joins where possible */
    if (sel->select.where) {
        list *conj = NULL;
        const ast *w = sel->select.where;

        if (w->kind == AST_BOOL && w->boolx.op == BOOL_AND)
            conj = w->boolx.args;
        else if (!list_push(c->a, &conj, (void *)w))
            return ERR_OOM(c->err);
        for (int i = 0; i < list_len(conj); i++) {
            const ast *n = list_nth(conj, i);
            int r = b->from ? bind_convert_where_sublink(c, b, n) : 0;
            expr *e;

            if (r < 0)
                return c->err->code ? c->err->code : ERR_OOM(c->err);
            if (r > 0)
                continue;
            b->cl = CL_WHERE;
            e = bind_require_bool(c, bind_expr(c, b, n), "WHERE");
            if (!e)
                return c->err->code;
            if (!list_push(c->a, &b->where, e))
                return ERR_OOM(c->err);
        }
    }

    if (!bind_window_clause(c, b))
        return c->err->code;

    /* select list; whole-item scalar subqueries are held back */
    ntargets = list_len(sel->select.targets);
    for (int i = 0; i < ntargets; i++) {
        const ast *t = list_nth(sel->select.targets, i);
        const ast *x = t->target.expr;
        const char *name = t->target.alias ? t->target.alias : figure_colname(x);
        expr *e;

        b->cl = CL_TARGET;
        if (x->kind == AST_COLREF && x->colref.star) {
            if (!expand_star(c, b, x))
                return c->err->code ? c->err->code : ERR_OOM(c->err);
            continue;
        }
        if (x->kind == AST_FIELD && strcmp(x->field.name, "*") == 0) {
            /* (x).*: one item per field, (x).f1, (x).f2, ... */
            list *fs, *names;

            if (!bind_field_star(c, b, x, &fs, &names))
                return c->err->code ? c->err->code : ERR_OOM(c->err);
            for (int k = 0; k < list_len(fs); k++)
                if (!add_target(c, b, list_nth(fs, k), list_nth(names, k)))
                    return ERR_OOM(c->err);
            continue;
        }
        if (x->kind == AST_SUBLINK && x->sub.kind == SUBLINK_EXPR
            && bind_is_spj(x->sub.query) && b->from && !sel->select.group_by
            && !sel->select.having
            && list_len(x->sub.query->select.targets) == 1) {
            pending_sub *ps = ARENA_NEW(c->a, pending_sub);

            if (!ps)
                return ERR_OOM(c->err);
            if (bind_block(c, x->sub.query, &b->sc, b->sc.ctes, &ps->sb)
                != QPROP_OK)
                return c->err->code;
            b->cl = CL_TARGET;
            if (!add_target(c, b, NULL, name) || !list_push(c->a, &pending, ps))
                return ERR_OOM(c->err);
            ps->t = list_nth(b->targets, list_len(b->targets) - 1);
            ps->n = x;
            continue;
        }
        e = i < c->assign_n && assign_default && bind_ast_is_default(x)
                ? bind_default(c, x->loc) : bind_expr(c, b, x);
        if (!e)
            return c->err->code;
        if (!add_target(c, b, keep_unknown || i < nassign
                                  ? e : bind_coerce_default(c, e),
                        name))
            return ERR_OOM(c->err);
    }

    if (!bind_group_by(c, b, sel->select.group_by,
                       sel->select.group_distinct))
        return c->err->code ? c->err->code : ERR_OOM(c->err);
    if (sel->select.having) {
        b->cl = CL_HAVING;
        b->having = bind_require_bool(c, bind_expr(c, b, sel->select.having),
                                      "HAVING");
        if (!b->having)
            return c->err->code;
        b->has_group = true;
    }
    return finish_block(c, b, pending, out);
}

static qprop_status
finish_block(bctx *c, block *b, list *pending, block **out)
{
    const ast *sel = b->sel;

    /* scalar subqueries of the select list: SINGLE joins or subplans */
    for (int i = 0; i < list_len(pending); i++) {
        pending_sub *ps = list_nth(pending, i);

        if (!b->has_group && bind_joinable_block(ps->sb)
            && (ps->sb->outer & OUTER_IN_WHERE) && !ps->sb->sel->select.distinct) {
            if (!bind_make_single(c, b, ps->sb, ps->t, ps->n->loc))
                return ERR_OOM(c->err);
        } else {
            qresult r;

            if (!bind_assemble_block(c, ps->sb, &r)
                || !(ps->t->e = bind_finish_sublink(c, ps->n, NULL, &r)))
                return c->err->code ? c->err->code : ERR_OOM(c->err);
        }
    }

    /* ORDER BY (output names and positions first) */
    b->cl = CL_ORDER;
    {
        list *keys = NULL;

        for (int i = 0; i < list_len(sel->select.order_by); i++) {
            const ast *s = list_nth(sel->select.order_by, i);
            sort_key *k = ARENA_NEW(c->a, sort_key);

            if (!k)
                return ERR_OOM(c->err);
            if (!(k->e = bind_order_expr(c, b, s->sortby.expr, "ORDER BY"))
                || (!s->sortby.using_op
                    && !bind_orderable(c, k->e, s->sortby.expr->loc)))
                return c->err->code;
            k->desc = s->sortby.desc;
            k->nulls = s->sortby.nulls;
            if (s->sortby.using_op && !bind_sort_using(c, s, k))
                return c->err->code;
            if (!list_push(c->a, &keys, k))
                return ERR_OOM(c->err);
        }
        b->order = keys;
    }

    /* grouped blocks: every column outside an aggregate is grouped */
    if (b->has_group) {
        for (int i = 0; i < list_len(b->targets); i++)
            if (!bind_check_grouped(c, b,
                                    ((target *)list_nth(b->targets, i))->e))
                return c->err->code;
        if (!bind_check_grouped(c, b, b->having))
            return c->err->code;
        for (int i = 0; i < list_len(b->order); i++)
            if (!bind_check_grouped(c, b,
                                    ((sort_key *)list_nth(b->order, i))->e))
                return c->err->code;
    }

    /* DISTINCT ON */
    b->cl = CL_ORDER;
    for (int i = 0; i < list_len(sel->select.distinct_on); i++) {
        expr *e = bind_order_expr(c, b, list_nth(sel->select.distinct_on, i),
                                  "DISTINCT ON");

        if (!e || !list_push(c->a, &b->distinct_on, e))
            return c->err->code ? c->err->code : ERR_OOM(c->err);
    }
    {
        qprop_status dst = check_distinct_order(c, b, sel);

        if (dst != QPROP_OK)
            return dst;
    }
    if (bind_locks(c, b) != QPROP_OK)
        return c->err->code;
    *out = b;
    return QPROP_OK;
}

static bool
in_exprs(const list *l, const expr *e)
{
    for (int i = 0; i < list_len(l); i++)
        if (expr_equal(list_nth(l, i), e))
            return true;
    return false;
}

/*
 * PostgreSQL's checks of ORDER BY against DISTINCT: with DISTINCT, every
 * sort key is an output column; with DISTINCT ON, the DISTINCT ON
 * expressions are the leading sort keys (in any order), when there are
 * any sort keys.
 */
static qprop_status
check_distinct_order(bctx *c, block *b, const ast *sel)
{
    list *outs = NULL, *matched = NULL;
    bool skipped = false;

    if (sel->select.distinct && !list_len(b->distinct_on)) {
        for (int i = 0; i < list_len(b->targets); i++)
            if (!list_push(c->a, &outs, ((target *)list_nth(b->targets, i))->e))
                return ERR_OOM(c->err);
        for (int i = 0; i < list_len(b->order); i++) {
            const sort_key *k = list_nth(b->order, i);
            const ast *s = list_nth(sel->select.order_by, i);

            if (!in_exprs(outs, k->e))
                return err_set(c->err, QPROP_ESEMANTIC, s->sortby.expr->loc,
                               "for SELECT DISTINCT, ORDER BY expressions "
                               "must appear in select list");
        }
        return QPROP_OK;
    }
    if (!list_len(b->distinct_on) || !list_len(b->order))
        return QPROP_OK;
    for (int i = 0; i < list_len(b->order); i++) {
        const expr *k = ((const sort_key *)list_nth(b->order, i))->e;

        if (!in_exprs(b->distinct_on, k)) {
            skipped = true;
            continue;
        }
        if (skipped)
            for (int j = 0; j < list_len(b->distinct_on); j++)
                if (expr_equal(list_nth(b->distinct_on, j), k))
                    return err_set(c->err, QPROP_ESEMANTIC,
                                   ((const ast *)list_nth(sel->select.distinct_on, j))->loc,
                                   "SELECT DISTINCT ON expressions must "
                                   "match initial ORDER BY expressions");
        if (!list_push(c->a, &matched, (void *)k))
            return ERR_OOM(c->err);
    }
    for (int j = 0; j < list_len(b->distinct_on); j++)
        if (skipped && !in_exprs(matched, list_nth(b->distinct_on, j)))
            return err_set(c->err, QPROP_ESEMANTIC,
                           ((const ast *)list_nth(sel->select.distinct_on, j))->loc,
                           "SELECT DISTINCT ON expressions must match "
                           "initial ORDER BY expressions");
    return QPROP_OK;
}

plan *
bind_filter_over(bctx *c, plan *child, list *exprs, bool having)
{
    plan *f;

    if (!exprs)
        return child;
    f = plan_new(c->a, PLAN_FILTER, child ? child->loc : -1);
    if (!f)
        return NULL;
    f->left = child;
    f->filter.having = having;
    for (int i = 0; i < list_len(exprs); i++)
        if (!list_push(c->a, &f->filter.filters,
                       pred_make(c->a, list_nth(exprs, i), false, NULL)))
            return NULL;
    return f;
}

/* Stack 'node' (kind already set) on top of '*top'. */
static plan *
stack(bctx *c, plan *top, plan_kind kind, int loc)
{
    plan *p = plan_new(c->a, kind, loc);

    if (p)
        p->left = top;
    return p;
}

/*
 * Build the plan of a bound block, from the FROM tree up to Project (and
 * Sort for ORDER BY); fill 'out' with its output columns.  NULL on OOM.
 */
plan *
bind_assemble_block(bctx *c, block *b, qresult *out)
{
    plan *p = bind_filter_over(c, b->from, b->where, false);
    int n = list_len(b->targets);

    if (b->where && !p)
        return NULL;
    for (int i = 0; i < list_len(b->singles); i++) {
        single_join *sj = list_nth(b->singles, i);
        plan *j = plan_new(c->a, PLAN_JOIN, sj->loc);

        if (!j)
            return NULL;
        j->join.type = JOIN_LEFT_SINGLE;
        j->left = p;
        j->right = sj->right;
        j->join.cond = sj->cond;
        j->join.single = sj->r;
        j->join.single_value = sj->value;
        p = j;
    }
    if (b->has_group) {
        if (!(p = stack(c, p, PLAN_AGGREGATE, b->sel->loc)))
            return NULL;
        p->agg.group = b->group;
        p->agg.sets = b->sets;
        p->agg.aggs = b->aggs;
        if (b->having) {
            list *h = NULL;

            if (b->having->kind == E_BOOL && b->having->b.op == B_AND)
                h = b->having->b.args;
            else if (!list_push(c->a, &h, b->having))
                return NULL;
            if (!(p = bind_filter_over(c, p, h, true)))
                return NULL;
        }
    }
    if (b->winfuncs) {
        if (!(p = stack(c, p, PLAN_WINDOW, b->sel->loc)))
            return NULL;
        p->window.funcs = b->winfuncs;
    }
    if (!(p = stack(c, p, PLAN_PROJECT, b->sel->loc)))
        return NULL;
    p->project.targets = b->targets;
    p->project.distinct = b->sel->select.distinct;
    p->project.distinct_on = b->distinct_on;
    p->project.locks = b->locks;
    if (b->order) {
        if (!(p = stack(c, p, PLAN_SORT, b->sel->loc)))
            return NULL;
        p->sort.keys = b->order;
    }
    out->p = p;
    out->ncols = n;
    out->names = ARENA_NEWN(c->a, const char *, n ? n : 1);
    out->types = ARENA_NEWN(c->a, qp_type, n ? n : 1);
    if (!out->names || !out->types)
        return NULL;
    for (int i = 0; i < n; i++) {
        target *t = list_nth(b->targets, i);

        out->names[i] = t->name;
        out->types[i] = t->e->type;
    }
    return p;
}

/* LIMIT / OFFSET of 'sel' over 'r->p'. */
static qprop_status
bind_limit(bctx *c, const ast *sel, scope *parent, list *ctes, qresult *r)
{
    block lb;
    plan *p;

    if (!sel->select.limit && !sel->select.offset)
        return QPROP_OK;
    if (sel->select.fetch_with_ties) {
        /* PostgreSQL's grammar checks these */
        if (!sel->select.order_by)
            return bind_fail(c, QPROP_ESYNTAX, sel->select.limit->loc,
                             "WITH TIES cannot be specified without ORDER BY "
                             "clause", NULL);
        for (int i = 0; i < list_len(sel->select.locks); i++)
            if (((const ast_lock *)list_nth(sel->select.locks, i))->wait
                == LOCK_SKIP_LOCKED)
                return bind_fail(c, QPROP_ESYNTAX, sel->loc,
                                 "SKIP LOCKED and WITH TIES options cannot be "
                                 "used together", NULL);
    }
    bind_start_block(c, &lb, parent, ctes);
    lb.cl = CL_LIMIT;
    if (!(p = stack(c, r->p, PLAN_LIMIT, sel->loc)))
        return ERR_OOM(c->err);
    p->limit.with_ties = sel->select.fetch_with_ties;
    if (sel->select.limit) {
        expr *e = bind_coerce_to(c, bind_expr(c, &lb, sel->select.limit),
                                 type_plain(T_INT8));

        if (!e)
            return c->err->code;
        if (!type_is_integer(e->type.id) && e->type.id != T_NUMERIC
            && e->type.id != T_ANY && !(e->kind == E_CONST && e->cnst.value.is_null))
            return err_set(c->err, QPROP_ESEMANTIC, e->loc,
                           "argument of LIMIT must be type bigint, not type %s",
                           bind_tname(c, e->type));
        p->limit.limit = e;
    }
    if (sel->select.offset) {
        expr *e = bind_coerce_to(c, bind_expr(c, &lb, sel->select.offset),
                                 type_plain(T_INT8));

        if (!e)
            return c->err->code;
        if (!type_is_integer(e->type.id) && e->type.id != T_NUMERIC
            && e->type.id != T_ANY)
            return err_set(c->err, QPROP_ESEMANTIC, e->loc,
                           "argument of OFFSET must be type bigint, not type %s",
                           bind_tname(c, e->type));
        p->limit.offset = e;
    }
    r->p = p;
    return QPROP_OK;
}

static qprop_status
bind_values(bctx *c, const ast *sel, scope *parent, list *ctes, qresult *out)
{
    block vb;
    int ncols = -1;
    list *rows = NULL;
    plan *p;

    /* INSERT's VALUES: each item is assigned to its column on its own,
       as PostgreSQL's transformInsertRow does row by row (no common type:
       '01' into a text column stays '01' beside an integer), and may be
       DEFAULT */
    bool assign = c->assign_sel == sel;

    bind_start_block(c, &vb, parent, ctes);
    vb.cl = CL_VALUES;
    for (int i = 0; i < list_len(sel->select.values); i++) {
        const list *row = list_nth(sel->select.values, i);
        bool ok = true;
        list *bound = NULL;

        for (int k = 0; k < list_len(row) && ok; k++) {
            const ast *x = list_nth(row, k);
            expr *e = assign && c->assign_default && bind_ast_is_default(x)
                          ? bind_default(c, x->loc) : bind_expr(c, &vb, x);

            ok = e && list_push(c->a, &bound, e);
        }
        if (!ok)
            return c->err->code ? c->err->code : ERR_OOM(c->err);
        if (ncols >= 0 && list_len(bound) != ncols)
            return err_set(c->err, QPROP_ESEMANTIC,
                           ((ast *)list_nth(row, 0))->loc,
                           "VALUES lists must all be the same length");
        ncols = list_len(bound);
        if (!list_push(c->a, &rows, bound))
            return ERR_OOM(c->err);
    }
    out->ncols = ncols;
    out->names = ARENA_NEWN(c->a, const char *, ncols);
    out->types = ARENA_NEWN(c->a, qp_type, ncols);
    if (!out->names || !out->types)
        return ERR_OOM(c->err);
    for (int k = 0; k < ncols; k++) {
        list *col = NULL;

        for (int i = 0; i < list_len(rows); i++)
            if (!list_push(c->a, &col, list_nth(list_nth(rows, i), k)))
                return ERR_OOM(c->err);
        if (assign) {
            /* the assignment types each item: the VALUES list's column
               has the target column's type */
            out->types[k] = k < c->assign_n ? c->assign_types[k]
                                             : ((expr *)list_nth(col, 0))->type;
            out->names[k] = arena_printf(c->a, "column%d", k + 1);
            continue;
        }
        if (!bind_unify(c, col, &out->types[k], "VALUES", sel->loc))
            return c->err->code;
        for (int i = 0; i < list_len(rows); i++)
            ((list *)list_nth(rows, i))->items[k] = list_nth(col, i);
        out->names[k] = arena_printf(c->a, "column%d", k + 1);
    }
    if (!(p = plan_new(c->a, PLAN_VALUES, sel->loc)))
        return ERR_OOM(c->err);
    p->values.rows = rows;
    out->p = p;
    return QPROP_OK;
}

/* ORDER BY of a set operation: output column names or positions only. */
static qprop_status
setop_order(bctx *c, const ast *sel, qresult *r)
{
    plan *p;
    list *keys = NULL;

    if (!sel->select.order_by)
        return QPROP_OK;
    for (int i = 0; i < list_len(sel->select.order_by); i++) {
        const ast *s = list_nth(sel->select.order_by, i);
        const ast *x = s->sortby.expr;
        sort_key *k = ARENA_NEW(c->a, sort_key);
        int idx = -1;

        if (!k)
            return ERR_OOM(c->err);
        long pos;
        int kc = bind_sort_const(x, &pos);

        if (kc < 0)
            return err_set(c->err, QPROP_ESEMANTIC, x->loc,
                           "non-integer constant in ORDER BY");
        if (kc > 0) {
            if (pos < 1 || pos > r->ncols)
                return err_set(c->err, QPROP_ESEMANTIC, x->loc,
                               "ORDER BY position %ld is not in select list",
                               pos);
            idx = (int)pos - 1;
        } else if (x->kind == AST_COLREF && !x->colref.star) {
            const char *name = x->colref.part[x->colref.n - 1];

            for (int j = 0; j < r->ncols; j++)
                if (r->names[j] && strcmp(r->names[j], name) == 0) {
                    idx = j;
                    break;
                }
        }
        if (idx < 0)
            return err_set(c->err, QPROP_ESEMANTIC, x->loc, "%s",
                           "invalid UNION/INTERSECT/EXCEPT ORDER BY clause");
        if (!(k->e = expr_new(c->a, E_OUTREF, r->types[idx], x->loc)))
            return ERR_OOM(c->err);
        k->e->outref.index = idx;
        k->desc = s->sortby.desc;
        k->nulls = s->sortby.nulls;
        if (!list_push(c->a, &keys, k))
            return ERR_OOM(c->err);
    }
    if (!(p = stack(c, r->p, PLAN_SORT, sel->loc)))
        return ERR_OOM(c->err);
    p->sort.keys = keys;
    r->p = p;
    return QPROP_OK;
}

/*
 * Column 'i' of the arm 'arm', an untyped literal, takes type 't' (the
 * other arm's), as PostgreSQL's select_common_type and the coercion of
 * the arm's target list do: SELECT '42' UNION ALL SELECT 43 is integer.
 * The literal sits in the project of a SELECT arm, under its ORDER BY
 * and LIMIT.  False with 'err' set when it is not valid for 't'.
 */
static bool
coerce_arm_column(bctx *c, plan *arm, int i, qp_type t)
{
    plan *p = arm;
    target *tg;
    expr *e;

    while (p && (p->kind == PLAN_SORT || p->kind == PLAN_LIMIT))
        p = list_len(p->children) ? list_nth(p->children, 0) : NULL;
    if (!p || p->kind != PLAN_PROJECT || i >= list_len(p->project.targets))
        return true;
    tg = list_nth(p->project.targets, i);
    if (!(e = bind_coerce_to(c, tg->e, t)))
        return false;
    tg->e = e;
    return true;
}

/* The set operation 'sel' of its bound arms 'l' and 'r', into 'out'. */
static qprop_status
make_setop(bctx *c, const ast *sel, const qresult *lp, const qresult *rp,
           qresult *out)
{
    qresult l = *lp, r = *rp;
    plan *p;
    const char *opname = sel->select.op == SETOP_UNION ? "UNION"
                         : sel->select.op == SETOP_INTERSECT ? "INTERSECT"
                                                             : "EXCEPT";

    if (l.ncols != r.ncols)
        return err_set(c->err, QPROP_ESEMANTIC, sel->select.rarg->loc,
                       "each %s query must have the same number of columns",
                       opname);
    if (!(p = plan_new(c->a, PLAN_SETOP, sel->loc)))
        return ERR_OOM(c->err);
    p->setop.op = sel->select.op;
    p->setop.all = sel->select.all;
    p->setop.ncols = l.ncols;
    p->setop.colnames = l.names;
    p->setop.coltypes = ARENA_NEWN(c->a, qp_type, l.ncols ? l.ncols : 1);
    if (!p->setop.coltypes || !list_push(c->a, &p->children, l.p)
        || !list_push(c->a, &p->children, r.p))
        return ERR_OOM(c->err);
    for (int i = 0; i < l.ncols; i++) {
        qp_type lt = l.types[i], rt = r.types[i], lc, rc;
        bool ok = type_setop_column(lt, rt, &lc, &rc, &p->setop.coltypes[i]);

        /* an untyped literal's arm column becomes the type it takes */
        if (lt.id == T_UNKNOWN && !coerce_arm_column(c, l.p, i, lc))
            return c->err->code ? c->err->code : ERR_OOM(c->err);
        if (rt.id == T_UNKNOWN && !coerce_arm_column(c, r.p, i, rc))
            return c->err->code ? c->err->code : ERR_OOM(c->err);
        if (!ok)
            return err_set(c->err, QPROP_ESEMANTIC, sel->select.rarg->loc,
                           "%s types %s and %s cannot be matched", opname,
                           bind_tname(c, lc), bind_tname(c, rc));
    }
    out->p = p;
    out->ncols = l.ncols;
    out->names = l.names;
    out->types = p->setop.coltypes;
    return QPROP_OK;
}

static qprop_status
bind_setop(bctx *c, const ast *sel, scope *parent, list *ctes, qresult *out)
{
    qresult l, r;
    qprop_status st;

    c->setop_arm = sel->select.larg;
    if ((st = bind_query(c, sel->select.larg, parent, ctes, &l)) != QPROP_OK)
        return st;
    c->setop_arm = sel->select.rarg;
    if ((st = bind_query(c, sel->select.rarg, parent, ctes, &r)) != QPROP_OK)
        return st;
    c->setop_arm = NULL;
    return make_setop(c, sel, &l, &r, out);
}

/* ---- WITH RECURSIVE ---- */

/* Where the recursive reference sits in the recursive term, as
   PostgreSQL's checkWellFormedRecursion requires it. */
typedef struct self_ref {
    const plan_cte *q;
    bool found;             /* in the FROM trees and derived tables */
    const char *bad;        /* what PostgreSQL says of where it is */
    int derived;            /* derived tables around the node walked */
    bool in_derived;        /* found inside a derived table */
    const char *setop;      /* "INTERSECT", "EXCEPT": the node walked is
                               in an arm of a set operation of the term
                               that may not hold the reference */
    const list *ctes;       /* the statement's WITH items ... */
    int mark;               /* ... from this one on are the term's own */
    bool *seen;             /* of those, the ones walked into */
} self_ref;

/* Look for the recursive reference of 'sr->q' in 'p' (FROM trees and
   derived tables, not sublinks): 'nullable' under the NULL-extended side
   of an outer join, 'in_sub' in a subquery turned into a join, 'agg' under an
   Aggregate with aggregates of the reference's own query level.  (A
   window is allowed: PostgreSQL 15 runs it on each iteration's rows.) */
static void
find_self(const plan *p, bool nullable, bool in_sub, bool agg,
          self_ref *sr)
{
    bool nl = nullable, nr = nullable, sl = in_sub, s_r = in_sub;

    if (!p || sr->found)
        return;
    switch (p->kind) {
    case PLAN_CTE_SCAN:
        if (!p->ctescan.self || p->ctescan.cte != sr->q) {
            /* a WITH item of the recursive term itself: PostgreSQL
               looks for the reference in its query too, once */
            for (int i = sr->mark; i < list_len(sr->ctes); i++)
                if (list_nth(sr->ctes, i) == p->ctescan.cte
                    && !sr->seen[i - sr->mark]) {
                    sr->seen[i - sr->mark] = true;
                    sr->derived++;
                    find_self(p->ctescan.cte->plan, nullable, in_sub, false,
                              sr);
                    sr->derived--;
                }
            return;
        }
        sr->found = true;
        sr->in_derived = sr->derived > 0;
        sr->bad = in_sub ? "must not appear within a subquery"
                  : nullable ? "must not appear within an outer join"
                  : sr->setop && strcmp(sr->setop, "INTERSECT") == 0
                      ? "must not appear within INTERSECT"
                  : sr->setop ? "must not appear within EXCEPT"
                             : NULL;
        if (!sr->bad && agg)
            sr->bad = "aggregate";
        return;
    case PLAN_JOIN:
        switch (p->join.type) {
        case JOIN_LEFT: nr = true; break;
        case JOIN_RIGHT: nl = true; break;
        case JOIN_FULL: nl = nr = true; break;
        case JOIN_SEMI: case JOIN_ANTI: case JOIN_ANTI_NULL_AWARE:
        case JOIN_LEFT_SINGLE:
            s_r = true;
            break;
        case JOIN_RIGHT_SINGLE: sl = true; break;
        default: break;
        }
        find_self(p->left, nl, sl, agg, sr);
        find_self(p->right, nr, s_r, agg, sr);
        return;
    case PLAN_AGGREGATE:
        agg = agg || list_len(p->agg.aggs) > 0;
        break;
    case PLAN_SUBQUERY_SCAN:
        /* an aggregate counts at the level of the reference only
           (parseCheckAggregates' hasSelfRefRTEs) */
        sr->derived++;
        find_self(p->left, nullable, in_sub, false, sr);
        sr->derived--;
        return;
    case PLAN_SETOP: {
        /* PostgreSQL's checkWellFormedRecursion: INTERSECT ALL and the
           left arm of EXCEPT ALL, and the right arm of any EXCEPT, may
           not hold the reference; each arm is a query level of its own */
        const char *saved = sr->setop;

        for (int i = 0; i < list_len(p->children); i++) {
            if (p->setop.op == SETOP_INTERSECT && p->setop.all)
                sr->setop = "INTERSECT";
            else if (p->setop.op == SETOP_EXCEPT && (i > 0 || p->setop.all))
                sr->setop = "EXCEPT";
            find_self(list_nth(p->children, i), nullable, in_sub, false, sr);
            sr->setop = saved;
        }
        return;
    }
    default:
        break;
    }
    find_self(p->left, nullable, in_sub, agg, sr);
    find_self(p->right, nullable, in_sub, agg, sr);
    for (int i = 0; i < list_len(p->children); i++)
        find_self(list_nth(p->children, i), nullable, in_sub, agg, sr);
}

/*
 * PostgreSQL's checks of a recursive item 'name' whose query 'sel' is
 * "l UNION [ALL] r", the recursive term 'r' bound with one reference to
 * item 'q': no ORDER BY, OFFSET or LIMIT on the UNION, a recursive term
 * that is one SELECT, the reference not in a subquery, not on the
 * NULL-extended side of an outer join, not below aggregates or windows,
 * and the UNION's column types those of the non-recursive term.
 */
static qprop_status
check_recursive(bctx *c, const ast *sel, const plan_cte *q, const qresult *r,
                const qp_type *overall, bool clauses, int mark)
{
    const ast *ra = sel->select.rarg;
    self_ref sr = { q, false, NULL, 0, false, NULL, c->q->ctes, mark, NULL };

    if (sel->select.order_by)
        return err_set(c->err, QPROP_EUNSUPPORTED,
                       ((const ast *)list_nth(sel->select.order_by, 0))->loc,
                       "%s", "ORDER BY in a recursive query is not implemented");
    if (sel->select.offset)
        return err_set(c->err, QPROP_EUNSUPPORTED, sel->select.offset->loc,
                       "%s", "OFFSET in a recursive query is not implemented");
    if (sel->select.limit)
        return err_set(c->err, QPROP_EUNSUPPORTED, sel->select.limit->loc,
                       "%s", "LIMIT in a recursive query is not implemented");
    if (list_len(sel->select.locks))
        return err_set(c->err, QPROP_EUNSUPPORTED,
                       ((const ast_lock *)list_nth(sel->select.locks, 0))->loc,
                       "%s", "FOR UPDATE/SHARE in a recursive query is not "
                       "implemented");
    if (ra->select.values)
        return err_set(c->err, QPROP_EUNSUPPORTED, ra->loc,
                       "a recursive term of query \"%s\" that is a VALUES "
                       "list is not supported", q->name);
    if (ra->select.order_by)
        return err_set(c->err, QPROP_EUNSUPPORTED, ra->loc, "%s",
                       "ORDER BY in a recursive query is not implemented");
    if (ra->select.offset || ra->select.limit)
        return err_set(c->err, QPROP_EUNSUPPORTED, ra->loc, "%s",
                       ra->select.offset
                           ? "OFFSET in a recursive query is not implemented"
                           : "LIMIT in a recursive query is not implemented");
    if (list_len(c->q->ctes) > mark
        && !(sr.seen = ARENA_NEWN(c->a, bool, list_len(c->q->ctes) - mark)))
        return ERR_OOM(c->err);
    for (int i = mark; i < list_len(c->q->ctes); i++)
        sr.seen[i - mark] = false;
    find_self(r->p, false, false, false, &sr);
    if (!sr.found)
        sr.bad = "must not appear within a subquery";
    if (sr.bad && strcmp(sr.bad, "aggregate") == 0)
        return err_set(c->err, QPROP_ESEMANTIC, ra->loc, "%s",
                       "aggregate functions are not allowed in a recursive "
                       "query's recursive term");
    if (sr.bad)
        return err_set(c->err, QPROP_ESEMANTIC, ra->loc,
                       "recursive reference to query \"%s\" %s", q->name,
                       sr.bad);
    if (clauses && sr.in_derived)
        return err_set(c->err, QPROP_ESEMANTIC, ra->loc,
                       "with a SEARCH or CYCLE clause, the recursive "
                       "reference to WITH query \"%s\" must be at the top "
                       "level of its right-hand SELECT", q->name);
    for (int i = 0; i < q->ncols; i++)
        if (!sel->select.all && overall[i].id == T_ANY)
            /* PostgreSQL hashes the rows of a recursive UNION: "could not
               implement recursive UNION" for a type without hashing */
            return err_set(c->err, QPROP_EUNSUPPORTED, sel->loc,
                           "recursive UNION over type %s is not supported: "
                           "qprop cannot tell whether PostgreSQL can hash it",
                           type_name(c->a, overall[i]));
    for (int i = 0; i < q->ncols; i++)
        if (!type_equal(q->coltypes[i], overall[i])) {
            err_set(c->err, QPROP_ESEMANTIC, sel->select.larg->loc,
                    "recursive query \"%s\" column %d has type %s in "
                    "non-recursive term but type %s overall", q->name, i + 1,
                    type_name(c->a, q->coltypes[i]),
                    type_name(c->a, overall[i]));
            err_hint(c->err, "Cast the output of the non-recursive term to "
                             "the correct type.");
            return QPROP_ESEMANTIC;
        }
    return QPROP_OK;
}

/* A BY or CYCLE column list 'cols' of item 'q' ('what': "search",
   "cycle"), checked as PostgreSQL checks it. */
static qprop_status
check_clause_cols(bctx *c, const plan_cte *q, const list *cols,
                  const char *what, int loc)
{
    for (int i = 0; i < list_len(cols); i++) {
        const char *n = list_nth(cols, i);
        bool in_item = false;

        for (int k = 0; k < q->ncols && !in_item; k++)
            in_item = strcmp(q->colnames[k], n) == 0;
        if (!in_item)
            return err_set(c->err, QPROP_ESEMANTIC, loc,
                           "%s column \"%s\" not in WITH query column list",
                           what, n);
        for (int k = 0; k < i; k++)
            if (strcmp(list_nth(cols, k), n) == 0)
                return err_set(c->err, QPROP_ESEMANTIC, loc,
                               "%s column \"%s\" specified more than once",
                               what, n);
    }
    return QPROP_OK;
}

/* 'name', a column SEARCH or CYCLE adds ('what' names it), is not one
   of the item's. */
static qprop_status
check_added_col(bctx *c, const plan_cte *q, const char *name,
                const char *what, int loc)
{
    for (int k = 0; k < q->ncols; k++)
        if (strcmp(q->colnames[k], name) == 0)
            return err_set(c->err, QPROP_ESEMANTIC, loc,
                           "%s \"%s\" already used in WITH query column list",
                           what, name);
    return QPROP_OK;
}

/*
 * SEARCH and CYCLE of recursive item 'q' (written in 'w'): checked as
 * PostgreSQL checks them, kept in q->clauses, and their columns added to
 * q's: the sequence column (record for BREADTH FIRST, record[] for DEPTH
 * FIRST), the cycle mark (boolean, or the common type of TO and DEFAULT)
 * and the cycle path (record[]).
 */
static qprop_status
bind_cte_clauses(bctx *c, const ast *w, plan_cte *q)
{
    cte_clauses *cl = ARENA_NEW(c->a, cte_clauses);
    const char **names;
    qp_type *types;
    int n = q->ncols, extra;
    qprop_status st;

    if (!cl)
        return ERR_OOM(c->err);
    if (w->cte.search_cols) {
        if ((st = check_clause_cols(c, q, w->cte.search_cols, "search",
                                    w->cte.search_loc)) != QPROP_OK
            || (st = check_added_col(c, q, w->cte.search_seq,
                                     "search sequence column name",
                                     w->cte.search_loc)) != QPROP_OK)
            return st;
    }
    if (w->cte.cycle_cols) {
        if ((st = check_clause_cols(c, q, w->cte.cycle_cols, "cycle",
                                    w->cte.cycle_loc)) != QPROP_OK
            || (st = check_added_col(c, q, w->cte.cycle_mark,
                                     "cycle mark column name",
                                     w->cte.cycle_loc)) != QPROP_OK
            || (st = check_added_col(c, q, w->cte.cycle_path,
                                     "cycle path column name",
                                     w->cte.cycle_loc)) != QPROP_OK)
            return st;
        if (strcmp(w->cte.cycle_mark, w->cte.cycle_path) == 0)
            return err_set(c->err, QPROP_ESEMANTIC, w->cte.cycle_loc, "%s",
                           "cycle mark column name and cycle path column "
                           "name are the same");
    }
    if (w->cte.search_cols && w->cte.cycle_cols) {
        if (strcmp(w->cte.search_seq, w->cte.cycle_mark) == 0)
            return err_set(c->err, QPROP_ESEMANTIC, w->cte.cycle_loc, "%s",
                           "search sequence column name and cycle mark "
                           "column name are the same");
        if (strcmp(w->cte.search_seq, w->cte.cycle_path) == 0)
            return err_set(c->err, QPROP_ESEMANTIC, w->cte.cycle_loc, "%s",
                           "search sequence column name and cycle path "
                           "column name are the same");
    }
    cl->search_cols = w->cte.search_cols;
    cl->search_breadth = w->cte.search_breadth;
    cl->search_seq = w->cte.search_seq;
    cl->cycle_cols = w->cte.cycle_cols;
    cl->cycle_mark = w->cte.cycle_mark;
    cl->cycle_path = w->cte.cycle_path;
    extra = (cl->search_cols ? 1 : 0) + (cl->cycle_cols ? 2 : 0);
    names = ARENA_NEWN(c->a, const char *, n + extra);
    types = ARENA_NEWN(c->a, qp_type, n + extra);
    if (!names || !types)
        return ERR_OOM(c->err);
    memcpy(names, q->colnames, sizeof *names * (size_t)n);
    memcpy(types, q->coltypes, sizeof *types * (size_t)n);
    if (cl->search_cols) {
        names[n] = cl->search_seq;
        types[n++] = type_opaque(cl->search_breadth ? "record" : "record[]");
    }
    if (cl->cycle_cols) {
        qp_type mt = type_plain(T_BOOL);

        if (w->cte.cycle_value) {
            block vb;
            list *vals = NULL;

            bind_start_block(c, &vb, NULL, NULL);
            vb.cl = CL_OTHER;
            if (!(cl->cycle_value = bind_expr(c, &vb, w->cte.cycle_value))
                || !(cl->cycle_default = bind_expr(c, &vb,
                                                   w->cte.cycle_default)))
                return c->err->code;
            if (!list_push(c->a, &vals, cl->cycle_value)
                || !list_push(c->a, &vals, cl->cycle_default))
                return ERR_OOM(c->err);
            if (!bind_unify(c, vals, &mt, "CYCLE", w->cte.cycle_loc))
                return c->err->code;
            cl->cycle_value = list_nth(vals, 0);
            cl->cycle_default = list_nth(vals, 1);
        }
        /* the mark and the cycle columns are compared with "=" */
        for (int i = 0; i <= list_len(cl->cycle_cols); i++) {
            qp_type ct = mt;

            for (int k = 0; i < list_len(cl->cycle_cols) && k < q->ncols; k++)
                if (strcmp(q->colnames[k], list_nth(cl->cycle_cols, i)) == 0)
                    ct = q->coltypes[k];
            if (ct.id == T_ANY)
                return err_set(c->err, QPROP_EUNSUPPORTED, w->cte.cycle_loc,
                               "CYCLE over type %s is not supported: qprop "
                               "cannot tell whether it has an equality "
                               "operator", type_name(c->a, ct));
        }
        names[n] = cl->cycle_mark;
        types[n++] = mt;
        names[n] = cl->cycle_path;
        types[n++] = type_opaque("record[]");
    }
    q->colnames = names;
    q->coltypes = types;
    q->ncols = n;
    q->clauses = cl;
    return QPROP_OK;
}

/* WITH item 'q' as 'w' defines it over a query whose columns are 'r''s:
   its name, its column names (w's list renames the first ones) and types,
   MATERIALIZED. */
static qprop_status
name_cte(bctx *c, const ast *w, plan_cte *q, const qresult *r)
{
    int nnames = list_len(w->cte.colnames);

    if (nnames > r->ncols)
        return err_set(c->err, QPROP_ESEMANTIC, w->loc,
                       "WITH query \"%s\" has %d columns available but %d "
                       "columns specified",
                       w->cte.name, r->ncols, nnames);
    q->name = w->cte.name;
    q->ncols = r->ncols;
    q->colnames = ARENA_NEWN(c->a, const char *, r->ncols ? r->ncols : 1);
    q->coltypes = r->types;
    q->materialized = w->cte.materialized;
    if (!q->colnames)
        return ERR_OOM(c->err);
    for (int k = 0; k < r->ncols; k++)
        q->colnames[k] = k < nnames ? list_nth(w->cte.colnames, k) : r->names[k];
    return QPROP_OK;
}

static qprop_status bind_with(bctx *c, const ast *sel, scope *parent,
                              list **ctes);

/* SEARCH and CYCLE belong to recursive items only. */
static qprop_status
not_recursive(bctx *c, const ast *w)
{
    if (w->cte.search_cols || w->cte.cycle_cols)
        return err_set(c->err, QPROP_ESEMANTIC,
                       w->cte.search_cols ? w->cte.search_loc
                                          : w->cte.cycle_loc,
                       "%s", "WITH query is not recursive");
    return QPROP_OK;
}

/*
 * Item 'w' of a WITH RECURSIVE list, whose name 'pc' makes visible: a
 * query that is no UNION may not read itself; "l UNION [ALL] r" binds l
 * (which may not read it), then r, which may read it once: then it is
 * recursive, a SetOp marked recursive over l and r, and checked as
 * PostgreSQL checks it.  Without a reference it is the plain UNION.
 * Fills 'q' (its plan included).
 */
static qprop_status bind_cte_query(bctx *c, const ast *w, scope *parent,
                                   list *ctes, qresult *r);

static qprop_status
bind_rec_cte(bctx *c, const ast *w, scope *parent, list *ctes,
             pending_cte *pc, plan_cte *q)
{
    const ast *sel = w->cte.query;
    qresult l, r, u;
    qprop_status st;
    qp_type *types;
    bool clauses = w->cte.search_cols || w->cte.cycle_cols;
    int mark;                /* the recursive term's own WITH items: from
                                here on in the statement's list */

    if (sel->kind != AST_SELECT || sel->select.op != SETOP_UNION) {
        pc->state = sel->kind == AST_SELECT ? PEND_NOFORM : PEND_DML;
        if ((st = bind_cte_query(c, w, parent, ctes, &u)) != QPROP_OK
            || (st = name_cte(c, w, q, &u)) != QPROP_OK)
            return st;
        q->plan = u.p;
        return not_recursive(c, w);
    }
    if (clauses && (sel->select.larg->select.op != SETOP_NONE
                    || sel->select.rarg->select.op != SETOP_NONE))
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "with a SEARCH or CYCLE clause, the %s side of the "
                       "UNION must be a SELECT",
                       sel->select.larg->select.op != SETOP_NONE ? "left"
                                                                 : "right");
    /* a term of the UNION may not lock (bind_query would accept it) */
    for (int i = 0; i < 2; i++) {
        const ast *t = i ? sel->select.rarg : sel->select.larg;

        if (list_len(t->select.locks)) {
            const ast_lock *lk = list_nth(t->select.locks, 0);

            return err_set(c->err, QPROP_ESEMANTIC, lk->loc,
                           "%s is not allowed with UNION/INTERSECT/EXCEPT",
                           bind_lock_name(lk->strength));
        }
    }
    /* "WITH x AS (...) l UNION r": x is bound first, seeing neither */
    pc->state = PEND_NONREC;
    ctes = list_copy(c->a, ctes);
    if ((st = bind_with(c, sel, parent, &ctes)) != QPROP_OK
        || (st = bind_query(c, sel->select.larg, parent, ctes, &l)) != QPROP_OK)
        return st;
    /* the non-recursive term's types are the item's: an untyped literal
       is text */
    types = ARENA_NEWN(c->a, qp_type, l.ncols ? l.ncols : 1);
    if (!types)
        return ERR_OOM(c->err);
    for (int i = 0; i < l.ncols; i++)
        types[i] = l.types[i].id == T_UNKNOWN || l.types[i].id == T_NULL
                       ? type_plain(T_TEXT) : l.types[i];
    u = l;
    u.types = types;
    if ((st = name_cte(c, w, q, &u)) != QPROP_OK)
        return st;
    pc->q = q;
    pc->state = PEND_REC;
    mark = list_len(c->q->ctes);
    if ((st = bind_query(c, sel->select.rarg, parent, ctes, &r)) != QPROP_OK
        || (st = make_setop(c, sel, &l, &r, &u)) != QPROP_OK)
        return st;
    if (pc->refs == 0) {
        /* no recursion: the UNION, with what applies to it */
        if (list_len(sel->select.locks))
            return err_set(c->err, QPROP_ESEMANTIC,
                           ((const ast_lock *)list_nth(sel->select.locks, 0))->loc,
                           "%s is not allowed with UNION/INTERSECT/EXCEPT",
                           bind_lock_name(((const ast_lock *)
                                           list_nth(sel->select.locks, 0))->strength));
        if ((st = setop_order(c, sel, &u)) != QPROP_OK
            || (st = bind_limit(c, sel, parent, ctes, &u)) != QPROP_OK)
            return st;
        q->coltypes = u.types;
        q->plan = u.p;
        return not_recursive(c, w);
    }
    if ((st = check_recursive(c, sel, q, &r, u.types, clauses, mark))
        != QPROP_OK)
        return st;
    u.p->setop.recursive = true;
    u.p->setop.coltypes = types;
    q->plan = u.p;
    q->recursive = true;
    return clauses ? bind_cte_clauses(c, w, q) : QPROP_OK;
}

/* The query of WITH item 'w' (not recursive): a SELECT, or a
   data-modifying statement (dml.c), which PostgreSQL runs once and
   allows at the statement's top level only. */
static qprop_status
bind_cte_query(bctx *c, const ast *w, scope *parent, list *ctes, qresult *r)
{
    ast_kind k = w->cte.query->kind;

    if (k != AST_INSERT && k != AST_UPDATE && k != AST_DELETE)
        return bind_query(c, w->cte.query, parent, ctes, r);
    if (c->depth != 1 || parent)
        return err_set(c->err, QPROP_ESEMANTIC, w->loc,
                       "WITH clause containing a data-modifying statement "
                       "must be at the top level");
    return bind_modify_cte(c, w->cte.query, ctes, r);
}

qprop_status
bind_later_cte(bctx *c, pending_cte *pc)
{
    plan_cte *q = ARENA_NEW(c->a, plan_cte);
    int depth = c->depth;
    qprop_status st;
    unsigned char *busy;    /* each item's busy and hidden, restored */
    int n = list_len(c->pending) - pc->group;

    if (!q || !(busy = ARENA_NEWN(c->a, unsigned char, n > 0 ? n : 1)))
        return ERR_OOM(c->err);
    /* the items of the list being bound now may not be read by this one */
    for (int i = 0; i < n; i++) {
        pending_cte *o = list_nth(c->pending, pc->group + i);

        busy[i] = o->busy | (o->hidden << 1);
        if (o->group != pc->group)
            o->hidden = true;
        else if (o->state != PEND_LATER && o->state != PEND_DONE)
            o->busy = true;
    }
    c->depth = pc->depth;
    st = bind_rec_cte(c, pc->w, pc->parent, *pc->ctes, pc, q);
    c->depth = depth;
    for (int i = 0; i < n; i++) {
        pending_cte *o = list_nth(c->pending, pc->group + i);

        o->busy = busy[i] & 1;
        o->hidden = busy[i] >> 1;
    }
    if (st != QPROP_OK)
        return st;
    pc->state = PEND_DONE;
    pc->q = q;
    if (!list_push(c->a, pc->ctes, q) || !list_push(c->a, &c->q->ctes, q))
        return ERR_OOM(c->err);
    return QPROP_OK;
}

/*
 * The WITH items of 'sel', each bound seeing the ones before it (all of
 * them under WITH RECURSIVE, see bind_rec_cte), appended to '*ctes' and
 * to the statement's list.
 */
static qprop_status
bind_with(bctx *c, const ast *sel, scope *parent, list **ctes)
{
    qprop_status st;
    int pend_mark = list_len(c->pending);

    /* WITH RECURSIVE: every item's name is visible to every item */
    for (int i = 0; sel->select.with_recursive
                    && i < list_len(sel->select.with); i++) {
        pending_cte *pc = ARENA_NEW(c->a, pending_cte);

        if (!pc || !list_push(c->a, &c->pending, pc))
            return ERR_OOM(c->err);
        pc->w = list_nth(sel->select.with, i);
        pc->name = pc->w->cte.name;
        pc->state = PEND_LATER;
        pc->ctes_mark = list_len(c->q->ctes);
        pc->parent = parent;
        pc->ctes = ctes;
        pc->depth = c->depth;
        pc->group = pend_mark;
    }
    for (int i = 0; i < list_len(sel->select.with); i++) {
        const ast *w = list_nth(sel->select.with, i);
        plan_cte *q = ARENA_NEW(c->a, plan_cte);
        qresult r;

        if (!q)
            return ERR_OOM(c->err);
        if (sel->select.with_recursive) {
            pending_cte *pc = list_nth(c->pending, pend_mark + i);

            if (pc->state == PEND_DONE)
                continue; /* bound already, read by an earlier item */
            if ((st = bind_later_cte(c, pc)) != QPROP_OK)
                return st;
            continue;
        } else if ((st = bind_cte_query(c, w, parent, *ctes, &r))
                   == QPROP_OK
                   && (st = name_cte(c, w, q, &r)) == QPROP_OK) {
            q->plan = r.p;
            st = not_recursive(c, w);
        }
        if (st != QPROP_OK)
            return st;
        if (!list_push(c->a, ctes, q) || !list_push(c->a, &c->q->ctes, q))
            return ERR_OOM(c->err);
    }
    if (c->pending)
        c->pending->n = pend_mark;
    return QPROP_OK;
}

qprop_status
bind_query(bctx *c, const ast *sel, scope *parent, list *outer_ctes,
           qresult *out)
{
    list *ctes = list_copy(c->a, outer_ctes);
    qprop_status st;

    if (sel->kind != AST_SELECT)
        return err_set(c->err, QPROP_EUNSUPPORTED, sel->loc,
                       "%s is not supported as a query", ast_kind_name(sel->kind));
    if (++c->depth > c->max_depth) {
        c->depth--;
        return err_set(c->err, QPROP_ELIMIT, sel->loc,
                       "query nesting is deeper than the limit of %d",
                       c->max_depth);
    }
    if ((st = bind_with(c, sel, parent, &ctes)) != QPROP_OK) {
        c->depth--;
        return st;
    }
    if (list_len(sel->select.locks)
        && (sel->select.op != SETOP_NONE || sel->select.values)) {
        const ast_lock *l = list_nth(sel->select.locks, 0);

        c->depth--;
        return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                       sel->select.values
                       ? "%s cannot be applied to VALUES"
                       : "%s is not allowed with UNION/INTERSECT/EXCEPT",
                       bind_lock_name(l->strength));
    }
    if (sel->select.op != SETOP_NONE) {
        st = bind_setop(c, sel, parent, ctes, out);
        if (st == QPROP_OK)
            st = setop_order(c, sel, out);
    } else if (sel->select.values) {
        st = bind_values(c, sel, parent, ctes, out);
        if (st == QPROP_OK)
            st = setop_order(c, sel, out);
    } else {
        block *b;

        st = bind_block(c, sel, parent, ctes, &b);
        if (st == QPROP_OK && !bind_assemble_block(c, b, out))
            st = ERR_OOM(c->err);
    }
    if (st == QPROP_OK)
        st = bind_limit(c, sel, parent, ctes, out);
    c->depth--;
    return st;
}
