/* SPDX-License-Identifier: MIT */
/*
 * src/print/deparse.c — plans and expressions printed back as PostgreSQL
 *
 * The last stage of --format=sql and the expression printer that EXPLAIN
 * and JSON share.  deparse_expr() prints an expression with every column
 * qualified by its rte's alias and every non-atomic operand in parentheses,
 * so PostgreSQL's precedence rules can never regroup it.  deparse_query()
 * turns a plan back into one SELECT statement that returns the same rows.
 *
 * A query block is recognised from the plan shape plan.h describes:
 *
 *   Limit -> Sort -> Project -> Window -> Filter(HAVING) -> Aggregate
 *         -> Filter(WHERE) -> join tree
 *
 * The join tree prints as FROM items.  Predicates placed on nodes inside it
 * (Scan filters, Filter nodes, semi and anti joins) are "hoisted" into a
 * sink: the block's WHERE, or the ON clause of the outer join whose
 * nullable side they sit on.  Both are exact: a predicate over one input's
 * columns filters the same rows before an inner join as after it, before a
 * left join's preserved side as in the WHERE above it, and on the nullable
 * side as a conjunct of the ON clause.  Where no sink exists (an input of a
 * FULL join, the preserved side of an outer join below one) a leaf prints
 * as a derived table with its own WHERE, and an inner node adds a zero-
 * column lateral filter, "X CROSS JOIN LATERAL (SELECT WHERE p) AS f",
 * which keeps exactly the rows of X that satisfy p.
 *
 * A SINGLE join (a correlated scalar subquery in the select list) prints as
 * "L CROSS JOIN LATERAL (SELECT (SELECT v FROM R WHERE c) AS col WHERE f)",
 * where f collects the predicates of L (and OFFSET 0 follows it): the
 * scalar subquery is then evaluated for exactly the rows the plan evaluates
 * it for, and still fails with "more than one row returned" as the original
 * would.
 *
 * Nothing here allocates outside the output strbuf's arena; OOM leaves the
 * arena's flag set and the printers return QPROP_ENOMEM.
 */
#include "print/print.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "grammar/keywords.h"
#include "target/target.h"

typedef struct dp {
    strbuf *sb;          /* where text goes now */
    list *fence;         /* of const rte *: FROM items a SINGLE join's
                            guard reads, printed with OFFSET 0 (see
                            fence_walk) */
    qprop_error *err;    /* NULL when called from deparse_expr() */
    qprop_status st;     /* first failure, QPROP_OK so far */
    int ngen;            /* generated aliases so far (qp_filter_1, ...) */
    bool bare;           /* the next join is a whole FROM clause: no
                            parentheses needed around it */
    bool no_from;        /* printing a block without FROM: a missing join
                            tree is expected */
    const query *q;      /* the statement, or NULL (deparse_expr) */
    const rte *modify_target; /* UPDATE/DELETE: the target's rte, whose
                                 scan also outputs its row's identity */
    const char *row_id;  /* UPDATE/DELETE: the select list's first items
                            (the target row's identity), or NULL */
    const char *row_skip; /* UPDATE: per item of that select list, how
                             its SET reads it (SET_FROM_ROWS, ...: see
                             put_modify); with 'row_id' */
    int row_nskip;
    const char **cte_names; /* printed name of each of q->ctes */
    list **cte_outer;    /* per q->ctes item: the rtes outside its plan it
                            references (its own and those of the local
                            items it reads), NULL when none */
    bool *cte_local;     /* per q->ctes item: printed where it is used
                            (see classify_ctes) */
    const plan **cte_home; /* per q->ctes item: the subquery whose WITH
                              holds it, once printed */
    int *cte_claim;      /* per q->ctes item: the subquery that will print
                            it (see put_sub_block), 0 for none yet */
    int nclaim;          /* subqueries that claimed items so far */
    list *apps;          /* of app_item *: the Appends of the blocks being
                            printed (see put_append) */
    const list *locks;   /* of plan_lock *: the locking clauses of the
                            block whose FROM is being printed */
    const rte *excluded; /* INSERT ... ON CONFLICT: EXCLUDED's rte */
    list *row_extra;     /* UPDATE/DELETE ... RETURNING: of const expr *,
                            the columns of rtes other than the target that
                            RETURNING reads, printed after 'row_id' as
                            qp_ret_1, ... */
    const list *ret_cols; /* the same list while RETURNING prints */
    const rte *ret_target; /* while UPDATE/DELETE's RETURNING prints: the
                              target, printed as 'ret_tgt' */
    bool with_done;      /* the statement's WITH is printed (at the top:
                            a data-modifying item must be there) */
    const char *ret_tgt, *ret_rows; /* the aliases of the target and of the
                                       rows' derived table (NULL: it finds
                                       no row; other columns are NULL) */
    const tg_decisions *tg; /* what PostgreSQL is given (src/target), or
                               NULL (deparse_expr): no bound, and the
                               predicates left out that tg_omits() leaves
                               out of a predicate alone */
    int in_append;       /* printing a partitionwise join's branches:
                            each reads its own partitions, by name */
    bool in_bound;       /* printing a runtime bound's subquery: no bound
                            inside it */
    bool bound_hoist;    /* a bound reads its min and max from a WITH item
                            (see put_bound_with), not from two subqueries */
    list *bound_items;   /* of const char *: the bodies of those items, in
                            the order of their names qp_bound_1, ... */
    list *bound_keys;    /* of const char *: each body printed with its
                            table called 'key_alias', to find two that
                            differ only in that table's alias */
    const rte *key_rte;  /* while a key prints: the rte printed as
                            key_alias */
    const char *key_alias;
    list *null_rows;     /* of const rte *: rtes on the nullable side of
                            an outer join that may print as a derived
                            table, whose whole row is NULL-safe (see
                            note_null_rows) */
    int in_test_sublink; /* printing the subquery of an EXISTS, IN, ANY or
                            ALL expression: no bound inside it (see
                            put_runtime_bounds) */
} dp;

/*
 * An Append (partitionwise_join) prints as a UNION ALL derived table
 * "(SELECT ... UNION ALL SELECT ...) AS qp_append_n ("t.a", ...)": outside
 * it, a column of one of its rtes is that table's column "alias.column";
 * inside, while its branches print, the column itself.
 */
typedef struct app_item {
    const plan *app;
    const char *alias;
    list *rtes;          /* of const rte *: what every branch outputs */
    bool inside;         /* its branches are being printed */
} app_item;

/* Output columns a block must produce, when the caller knows them. */
typedef struct shape {
    int ncols;
    const char *const *names;
    const qp_type *types;
} shape;

/*
 * Predicates waiting for a place: printed conjuncts (const char *), each
 * safe as an operand of AND.  A NULL sink * means "no place here".
 */
typedef struct sink {
    list *conj;
    hmap *texts; /* the texts of 'conj', once it is long (sink_has) */
} sink;

static void put_expr(dp *d, const expr *e, bool top);
static void put_block(dp *d, const plan *p, const shape *sh);
static void put_sub_block(dp *d, const plan *p, const shape *sh);
static void put_from(dp *d, const plan *p, sink *s);
static void put_typed_null(dp *d, qp_type t);
static void put_modify(dp *d, const plan *m);

static void
fail(dp *d, int loc, const char *fmt, ...)
{
    char msg[256];
    va_list ap;

    if (d->st != QPROP_OK)
        return;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    d->st = QPROP_EUNSUPPORTED;
    err_set(d->err, QPROP_EUNSUPPORTED, loc, "%s", msg);
}

static void
fail_internal(dp *d, const char *what)
{
    if (d->st != QPROP_OK)
        return;
    d->st = QPROP_EINTERNAL;
    ERR_INTERNAL(d->err, what);
}

#define PUTS(d, s) sb_puts((d)->sb, (s))

/* Redirect output into 'tmp'; returns the previous buffer for capture_end. */
static strbuf *
capture_begin(dp *d, strbuf *tmp)
{
    strbuf *old = d->sb;

    sb_init(tmp, old->a);
    d->sb = tmp;
    return old;
}

/* Stop capturing; returns the captured text (in the arena). */
static const char *
capture_end(dp *d, strbuf *old)
{
    const char *s = d->sb->data;

    d->sb = old;
    return s;
}

/* ---- identifiers and names ---- */

/* True when some rte of the statement is called 'name'. */
static bool
alias_taken(const dp *d, const char *name)
{
    if (!d->q)
        return false;
    for (int i = 0; i < list_len(d->q->rtes); i++)
        if (strcmp(((const rte *)list_nth(d->q->rtes, i))->alias, name) == 0)
            return true;
    return false;
}

/* A fresh alias "<prefix>_<n>" no rte of the statement uses. */
static const char *
gen_alias(dp *d, const char *prefix)
{
    const char *name;

    do
        name = arena_printf(d->sb->a, "%s_%d", prefix, ++d->ngen);
    while (name && alias_taken(d, name));
    return name ? name : prefix;
}

void
deparse_ident(strbuf *sb, const char *name)
{
    ident_put(sb, name ? name : "?column?");
}

static void
put_ident(dp *d, const char *name)
{
    deparse_ident(d->sb, name);
}

/* The name 'r' is printed under: its alias, or the one a bound's key
   gives it (see put_one_bound) */
static const char *
rte_alias(const dp *d, const rte *r)
{
    return r == d->key_rte ? d->key_alias : r->alias;
}

static bool
is_plain_word(const char *s)
{
    if (!*s || !((*s >= 'a' && *s <= 'z') || *s == '_'))
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')
              || *s == '_' || *s == '$'))
            return false;
    return true;
}

static bool
name_in(const char *name, const char *const *names)
{
    for (; *names; names++)
        if (strcmp(name, *names) == 0)
            return true;
    return false;
}

/* Functions PostgreSQL's grammar spells with a keyword: never quoted. */
static const char *const keyword_funcs[] = {
    "coalesce", "nullif", "greatest", "least", "trim", "substring",
    "overlay", "position", "extract", NULL
};

/* SQL value functions written without parentheses. */
static const char *const bare_funcs[] = {
    "current_date", "current_time", "current_timestamp", "localtime",
    "localtimestamp", "current_user", "session_user", "current_role",
    "current_catalog", "user", "system_user", NULL
};

/* Ordered-set aggregates: f(args) WITHIN GROUP (ORDER BY ...). */
static const char *const ordered_set_aggs[] = {
    "percentile_cont", "percentile_disc", "mode", "rank", "dense_rank",
    "percent_rank", "cume_dist", NULL
};

static void
put_funcname(dp *d, const char *name)
{
    const keyword *kw;

    if (name_in(name, keyword_funcs)
        || (is_plain_word(name) && (kw = kw_lookup(name))
            && (kw->cat == KW_UNRESERVED || kw->cat == KW_TYPE_FUNC))) {
        PUTS(d, name);
        return;
    }
    put_ident(d, name);
}

/* ---- expressions ---- */

static const char *
const_text(dp *d, const expr *e)
{
    const char *s = e->cnst.text;

    if (!s)
        s = datum_to_sql(d->sb->a, &e->cnst.value);
    return s ? s : "NULL";
}

static bool
is_atomic(dp *d, const expr *e)
{
    switch (e->kind) {
    case E_COL: case E_OUTREF: case E_PARAM: case E_CASE: case E_CAST:
    case E_FUNC: case E_AGG: case E_WINFUNC: case E_GROUPING: case E_ROW:
    case E_ARRAY: case E_SUBSCRIPT: case E_FIELD: case E_WHOLEROW:
        return true;
    case E_CONST: {
        const char *s = const_text(d, e);

        return s[0] != '-' && s[0] != '+';
    }
    case E_SUBLINK:
        return e->sub.kind == SL_EXPR || e->sub.kind == SL_ARRAY
               || (e->sub.kind == SL_EXISTS && !e->sub.is_not);
    default:
        return false;
    }
}

static void
put_operand(dp *d, const expr *e)
{
    put_expr(d, e, false);
}

/*
 * 'e', an operand beside 'other': a text constant there is printed
 * 'a '::text when 'other' is of another type, since a bare literal would
 * take that type (compared with a char(2) column 'a ' would compare as
 * char, ignoring its trailing blank) where PostgreSQL resolved text (a
 * view's output 'a ' put in place of the view's column).
 */
static void
put_beside(dp *d, const expr *e, const expr *other, bool top)
{
    put_expr(d, e, top);
    if (e->kind == E_CONST && e->type.id == T_TEXT && !e->cnst.value.is_null
        && other && other->type.id != T_TEXT && other->type.id != T_UNKNOWN
        && other->type.id != T_VARCHAR && other->type.id != T_NULL)
        PUTS(d, "::text");
}

/* Items of a comma-separated list: each at the top of its own syntax. */
static void
put_expr_list(dp *d, const list *l)
{
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            PUTS(d, ", ");
        put_expr(d, list_nth(l, i), true);
    }
}

static void put_wholerow_target(dp *d, const expr *e);

/* Items of ROW(...) or of a VALUES row, where PostgreSQL expands "t.*"
   into t's columns as in a select list: a whole row there is printed
   cast to its type ("t.*::t"; ROW(i) was printed ROW(i.*), a row of
   i's columns rather than a row holding i's row). */
static void
put_row_list(dp *d, const list *l)
{
    for (int i = 0; i < list_len(l); i++) {
        const expr *x = list_nth(l, i);

        if (i)
            PUTS(d, ", ");
        if (x->kind == E_WHOLEROW)
            put_wholerow_target(d, x);
        else
            put_expr(d, x, true);
    }
}

static const char *
op_symbol(const expr *e)
{
    static const char *const names[] = {
        [OP_EQ] = "=", [OP_NE] = "<>", [OP_LT] = "<", [OP_LE] = "<=",
        [OP_GT] = ">", [OP_GE] = ">=", [OP_ADD] = "+", [OP_SUB] = "-",
        [OP_MUL] = "*", [OP_DIV] = "/", [OP_MOD] = "%", [OP_POW] = "^",
        [OP_NEG] = "-", [OP_CONCAT] = "||",
    };

    if (e->op.op == OP_NEG)
        return "-";
    if (e->op.name)
        return e->op.name;
    if ((unsigned)e->op.op < sizeof names / sizeof names[0]
        && names[e->op.op])
        return names[e->op.op];
    return "?";
}

/*
 * A sort key: "x [DESC] [NULLS FIRST|LAST]".  'x' is parenthesised unless
 * atomic, so the keywords after it cannot bind into it.
 */
static void
put_sort_key(dp *d, const sort_key *k)
{
    put_operand(d, k->e);
    if (k->desc)
        PUTS(d, " DESC");
    if (k->nulls == 1)
        PUTS(d, " NULLS FIRST");
    else if (k->nulls == 2)
        PUTS(d, " NULLS LAST");
}

void
deparse_sort_key(strbuf *sb, const sort_key *k)
{
    dp d = { .sb = sb, .st = QPROP_OK };

    put_sort_key(&d, k);
}

static void
put_sort_list(dp *d, const list *keys)
{
    for (int i = 0; i < list_len(keys); i++) {
        if (i)
            PUTS(d, ", ");
        put_sort_key(d, list_nth(keys, i));
    }
}

static void
put_frame_bound(dp *d, int frame, bool start, const expr *offset)
{
    int unbounded = start ? FRAME_START_UNBOUNDED_PRECEDING
                          : FRAME_END_UNBOUNDED_FOLLOWING;
    int current = start ? FRAME_START_CURRENT_ROW : FRAME_END_CURRENT_ROW;
    int preceding = start ? FRAME_START_OFFSET_PRECEDING
                          : FRAME_END_OFFSET_PRECEDING;
    int following = start ? FRAME_START_OFFSET_FOLLOWING
                          : FRAME_END_OFFSET_FOLLOWING;

    if (frame & unbounded)
        PUTS(d, start ? "UNBOUNDED PRECEDING" : "UNBOUNDED FOLLOWING");
    else if (frame & current)
        PUTS(d, "CURRENT ROW");
    else if ((frame & (preceding | following)) && offset) {
        put_operand(d, offset);
        PUTS(d, frame & preceding ? " PRECEDING" : " FOLLOWING");
    } else
        PUTS(d, start ? "UNBOUNDED PRECEDING" : "CURRENT ROW");
}

static void
put_window(dp *d, const window_spec *w)
{
    const char *sep = "";
    const char *mode;

    PUTS(d, "(");
    if (w && list_len(w->partition)) {
        PUTS(d, "PARTITION BY ");
        put_expr_list(d, w->partition);
        sep = " ";
    }
    if (w && list_len(w->order)) {
        PUTS(d, sep);
        PUTS(d, "ORDER BY ");
        put_sort_list(d, w->order);
        sep = " ";
    }
    mode = !w ? NULL
           : w->frame & FRAME_ROWS ? "ROWS"
           : w->frame & FRAME_GROUPS ? "GROUPS"
           : w->frame & FRAME_RANGE ? "RANGE" : NULL;
    if (mode) {
        PUTS(d, sep);
        PUTS(d, mode);
        if (w->frame & FRAME_BETWEEN) {
            PUTS(d, " BETWEEN ");
            put_frame_bound(d, w->frame, true, w->start_offset);
            PUTS(d, " AND ");
            put_frame_bound(d, w->frame, false, w->end_offset);
        } else {
            PUTS(d, " ");
            put_frame_bound(d, w->frame, true, w->start_offset);
        }
        if (w->frame & FRAME_EXCLUDE_CURRENT_ROW)
            PUTS(d, " EXCLUDE CURRENT ROW");
        else if (w->frame & FRAME_EXCLUDE_GROUP)
            PUTS(d, " EXCLUDE GROUP");
        else if (w->frame & FRAME_EXCLUDE_TIES)
            PUTS(d, " EXCLUDE TIES");
    }
    PUTS(d, ")");
}

/* The arguments of a call in named notation, as written: "name => v". */
static void
put_named_args(dp *d, const expr *e)
{
    for (int i = 0; i < list_len(e->func.args); i++) {
        const char *name = i < list_len(e->func.argnames)
                           ? list_nth(e->func.argnames, i) : NULL;

        if (i)
            PUTS(d, ", ");
        if (name) {
            put_ident(d, name);
            PUTS(d, " => ");
        }
        put_expr(d, list_nth(e->func.args, i), true);
    }
}

/* EXTRACT's field: a bare word when it is one, else a string literal. */
static void
put_extract_field(dp *d, const char *field)
{
    if (is_plain_word(field))
        PUTS(d, field);
    else
        sb_put_sqlstr(d->sb, field);
}

/* Calls: plain, keyword-syntax, aggregate and window. */
static void
put_func(dp *d, const expr *e)
{
    const char *name = e->func.name ? e->func.name : "?";
    int nargs = list_len(e->func.args);
    bool within_group;

    if (e->kind == E_GROUPING) {
        PUTS(d, "GROUPING(");
        put_expr_list(d, e->func.args);
        PUTS(d, ")");
        return;
    }
    if (e->kind == E_FUNC) {
        if (strcmp(name, "extract") == 0 && e->func.field && nargs == 1) {
            PUTS(d, "EXTRACT(");
            put_extract_field(d, e->func.field);
            PUTS(d, " FROM ");
            put_expr(d, list_nth(e->func.args, 0), true);
            PUTS(d, ")");
            return;
        }
        if (strcmp(name, "substring") == 0 && (nargs == 2 || nargs == 3)) {
            PUTS(d, "substring(");
            put_expr(d, list_nth(e->func.args, 0), true);
            PUTS(d, " FROM ");
            put_expr(d, list_nth(e->func.args, 1), true);
            if (nargs == 3) {
                PUTS(d, " FOR ");
                put_expr(d, list_nth(e->func.args, 2), true);
            }
            PUTS(d, ")");
            return;
        }
        if (strcmp(name, "is json") == 0 && e->func.field && nargs == 1) {
            PUTS(d, "(");
            put_operand(d, list_nth(e->func.args, 0));
            PUTS(d, " IS ");
            PUTS(d, e->func.field);
            PUTS(d, ")");
            return;
        }
        if (strcmp(name, "position") == 0 && nargs == 2) {
            /* position(b, a) is position(a IN b); operands are b_expr,
               so parenthesise */
            PUTS(d, "position(");
            put_operand(d, list_nth(e->func.args, 1));
            PUTS(d, " IN ");
            put_operand(d, list_nth(e->func.args, 0));
            PUTS(d, ")");
            return;
        }
        if (!e->func.schema && !e->func.star && name_in(name, bare_funcs)
            && (nargs == 0 || !e->func.cat_flags)) {
            /* the keyword, CURRENT_TIME(3) with a precision: quoted,
               "current_time"(3) calls a function pg_proc lacks */
            PUTS(d, name);
            if (nargs == 1) {
                PUTS(d, "(");
                put_expr(d, list_nth(e->func.args, 0), true);
                PUTS(d, ")");
            }
            if (nargs <= 1)
                return;
        }
    }
    within_group = e->kind == E_AGG && list_len(e->func.agg_order)
                   && (e->func.within_group
                       || name_in(name, ordered_set_aggs));
    if (e->func.schema) {
        put_ident(d, e->func.schema);
        PUTS(d, ".");
    }
    put_funcname(d, name);
    PUTS(d, "(");
    if (e->func.star)
        PUTS(d, "*");
    else {
        if (e->func.distinct)
            PUTS(d, "DISTINCT ");
        if (e->func.argnames)
            put_named_args(d, e);
        else if (e->func.variadic && nargs) {
            for (int i = 0; i < nargs; i++) {
                PUTS(d, i ? ", " : "");
                PUTS(d, i == nargs - 1 ? "VARIADIC " : "");
                put_expr(d, list_nth(e->func.args, i), true);
            }
        } else
            put_expr_list(d, e->func.args);
        if (list_len(e->func.agg_order) && !within_group) {
            PUTS(d, " ORDER BY ");
            put_sort_list(d, e->func.agg_order);
        }
    }
    PUTS(d, ")");
    if (within_group) {
        PUTS(d, " WITHIN GROUP (ORDER BY ");
        put_sort_list(d, e->func.agg_order);
        PUTS(d, ")");
    }
    if (e->func.filter) {
        PUTS(d, " FILTER (WHERE ");
        put_expr(d, e->func.filter, true);
        PUTS(d, ")");
    }
    if (e->kind == E_WINFUNC) {
        PUTS(d, " OVER ");
        put_window(d, e->func.win);
    }
}

static void
put_subquery(dp *d, const plan *sub)
{
    PUTS(d, "(");
    if (sub) {
        put_sub_block(d, sub, NULL);
    } else
        fail_internal(d, "sublink without a subquery");
    PUTS(d, ")");
}

/* The subquery of an EXISTS, IN, ANY or ALL test that stayed an
   expression (qprop did not make it a semi or anti join: under an OR, a
   NOT, in a select list).  PostgreSQL plans such a test as an
   AlternativeSubPlan and picks, by the subquery's estimated rows, between
   hashing its whole result once and running it again for every outer
   row; a runtime bound inside makes the subquery look small (each ALL is
   estimated at a third of the rows) and tips it to the per-row plan:
   TPC-DS q10, an OR of two EXISTS over web_sales and catalog_sales, ran
   its web_sales subquery 981 times, 0.06x (bench/README.md).  So no
   bound is printed inside one.  A scalar or ARRAY subquery has no such
   choice (an InitPlan, or a SubPlan run per row anyway, where a bound
   cuts every run: q32, q92). */
static void
put_test_subquery(dp *d, const plan *sub)
{
    d->in_test_sublink++;
    put_subquery(d, sub);
    d->in_test_sublink--;
}

static void
put_sublink(dp *d, const expr *e)
{
    const char *op = e->sub.opname ? e->sub.opname : "=";

    switch (e->sub.kind) {
    case SL_EXISTS:
        PUTS(d, e->sub.is_not ? "NOT EXISTS " : "EXISTS ");
        put_test_subquery(d, e->sub.sub);
        return;
    case SL_ANY:
    case SL_ALL:
        if (!e->sub.test) {
            fail_internal(d, "ANY/ALL sublink without a left operand");
            return;
        }
        if (e->sub.kind == SL_ANY && strcmp(op, "=") == 0) {
            put_operand(d, e->sub.test);
            PUTS(d, e->sub.is_not ? " NOT IN " : " IN ");
            put_test_subquery(d, e->sub.sub);
            return;
        }
        if (e->sub.is_not)
            PUTS(d, "NOT (");
        put_operand(d, e->sub.test);
        sb_printf(d->sb, " %s %s ", op, e->sub.kind == SL_ANY ? "ANY" : "ALL");
        put_test_subquery(d, e->sub.sub);
        if (e->sub.is_not)
            PUTS(d, ")");
        return;
    case SL_EXPR:
        put_subquery(d, e->sub.sub);
        return;
    case SL_ARRAY:
        PUTS(d, "ARRAY");
        put_subquery(d, e->sub.sub);
        return;
    }
    fail_internal(d, "unknown sublink kind");
}

static const char *const booltests[] = {
    [BT_TRUE] = "IS TRUE", [BT_NOT_TRUE] = "IS NOT TRUE",
    [BT_FALSE] = "IS FALSE", [BT_NOT_FALSE] = "IS NOT FALSE",
    [BT_UNKNOWN] = "IS UNKNOWN", [BT_NOT_UNKNOWN] = "IS NOT UNKNOWN",
};

/*
 * Column names as printed in a FROM item's or WITH item's column list and
 * in references to them.  PostgreSQL lets a derived table, a CTE or a set
 * operation have two output columns of one name ("SELECT * FROM (SELECT
 * i1.f1, i2.f1 ...) ss"), but a reference "ss.f1" to either is then
 * ambiguous: every name after the first of a repeated one is printed as
 * "<name>_<n>", a name the list does not have.  These names are internal:
 * the statement's own output names come from its select list.
 */
static bool
names_have(int n, const char *const *names, const char *name)
{
    for (int i = 0; i < n; i++)
        if (names[i] && strcmp(names[i], name) == 0)
            return true;
    return false;
}

static const char *const *
unique_names(dp *d, int n, const char *const *names)
{
    const char **out;
    bool dup = false;

    if (n <= 1 || !names)
        return names;
    for (int i = 1; i < n && !dup; i++)
        dup = names[i] && names_have(i, names, names[i]);
    if (!dup)
        return names;
    if (!(out = ARENA_NEWN(d->sb->a, const char *, n)))
        return names;
    for (int i = 0; i < n; i++) {
        const char *cand = names[i];

        if (cand && names_have(i, out, cand))
            for (int k = 1; cand; k++) {
                cand = arena_printf(d->sb->a, "%s_%d", names[i], k);
                if (cand && !names_have(n, names, cand) && !names_have(i, out, cand))
                    break;
            }
        out[i] = cand ? cand : names[i];
    }
    return out;
}

/* The printed name of column 'k' of the list 'names' (see unique_names). */
static const char *
unique_name(dp *d, int n, const char *const *names, int k)
{
    bool dup = false;

    for (int i = 0; i < n && !dup; i++)
        dup = i != k && strcmp(names[i], names[k]) == 0;
    return dup ? unique_names(d, n, names)[k] : names[k];
}

/* True when the columns of 'r' are its table's own (no alias list renamed
   one): their names are unique, as the catalog keeps them. */
static bool
table_own_names(const rte *r)
{
    if (r->kind != RTE_TABLE || !r->table || r->ncols > r->table->ncols)
        return false;
    for (int i = 0; i < r->ncols; i++) /* pointers: no string compares */
        if (r->colnames[i] != r->table->cols[i].name)
            return false;
    return true;
}

static const char *
rte_col(dp *d, const rte *r, int k)
{
    if (k >= r->ncols || table_own_names(r)) /* a system column, or unique */
        return r->colnames[k];
    return unique_name(d, r->ncols, (const char *const *)r->colnames, k);
}

/* The Append whose output column 'r' is, seen from here, or NULL. */
static const app_item *
app_of(const dp *d, const rte *r)
{
    for (int i = 0; i < list_len(d->apps); i++) {
        const app_item *m = list_nth(d->apps, i);

        if (m->inside)
            continue;
        for (int k = 0; k < list_len(m->rtes); k++)
            if (list_nth(m->rtes, k) == r)
                return m;
    }
    return NULL;
}

/* The name of column 'col' of 'r' as an Append's output column. */
static const char *
app_col_name(dp *d, const rte *r, int col)
{
    return arena_printf(d->sb->a, "%s.%s", r->alias, rte_col(d, r, col));
}

static void
put_col(dp *d, const expr *e)
{
    const rte *r = e->col.rte;
    const app_item *m;

    if (!r || e->col.col < 0 || e->col.col >= r->ncols + r->nsys
        || !r->colnames) {
        fail_internal(d, "column reference out of range");
        PUTS(d, "NULL");
        return;
    }
    if (d->excluded && r == d->excluded) {
        PUTS(d, "excluded.");
        put_ident(d, r->colnames[e->col.col]);
        return;
    }
    if (d->ret_target) {
        /* UPDATE/DELETE ... RETURNING */
        if (r == d->ret_target) {
            put_ident(d, d->ret_tgt);
            PUTS(d, ".");
            put_ident(d, r->colnames[e->col.col]);
            return;
        }
        for (int i = 0; i < list_len(d->ret_cols); i++) {
            const expr *x = list_nth(d->ret_cols, i);

            if (x->col.rte != r || x->col.col != e->col.col)
                continue;
            if (!d->ret_rows) {
                put_typed_null(d, e->type);
                return;
            }
            put_ident(d, d->ret_rows);
            sb_printf(d->sb, ".qp_ret_%d", i + 1);
            return;
        }
        fail_internal(d, "RETURNING reads a column its rows do not give");
        return;
    }
    if (d->apps && (m = app_of(d, r))) {
        put_ident(d, m->alias);
        PUTS(d, ".");
        put_ident(d, app_col_name(d, r, e->col.col));
        return;
    }
    put_ident(d, rte_alias(d, r));
    PUTS(d, ".");
    put_ident(d, rte_col(d, r, e->col.col));
}

static void put_coldefs(dp *d, const range_func *f, const rte *r, int first);
static void put_table_name(dp *d, const cat_table *t, const rte *r);
static void put_type(dp *d, qp_type t);

/* The row type of whole row 'e' as a cast names it: "t" for a table, "v"
   for an expanded view, "c" for a function returning composite type c;
   false (nothing printed) for a derived table's anonymous record. */
static bool
put_wholerow_type(dp *d, const expr *e)
{
    const rte *r = e->row.rte;

    if (r->kind == RTE_TABLE && r->table)
        put_table_name(d, r->table, r);
    else if (r->view)
        put_table_name(d, r->view, r); /* a view's row type */
    else if (r->kind == RTE_FUNCTION && r->func_row)
        put_type(d, e->type); /* a function's composite result type */
    else
        return false;
    return true;
}

/* The whole row of an rte: "t.*" (never the bare alias, which a column
   of that name would hide).  Of an rte of d->null_rows, whose row type is
   named, "CASE WHEN t.* IS NOT DISTINCT FROM NULL THEN NULL ELSE t.*::t
   END": printed as a derived table (an expanded view, an Empty, a scan
   wrapped with its filters), t's whole row is an anonymous record, which
   PostgreSQL turns into t's type field by field (coerce_record_to_complex),
   so that a NULL-extended row would become a row of NULLs, "(,)", where
   the original's is NULL (gen.py seed 49).  True when it printed that
   CASE, which is typed already. */
static bool
put_wholerow_typed(dp *d, const expr *e)
{
    const rte *r = e->row.rte;
    const app_item *m = d->apps ? app_of(d, r) : NULL;
    const char *alias = m ? m->alias : rte_alias(d, r);

    if (!m && list_has(d->null_rows, r)) {
        strbuf tmp, *old = capture_begin(d, &tmp);
        bool named = put_wholerow_type(d, e);
        const char *type = capture_end(d, old);

        if (named && type) {
            PUTS(d, "CASE WHEN ");
            put_ident(d, alias);
            PUTS(d, ".* IS NOT DISTINCT FROM NULL THEN NULL ELSE ");
            put_ident(d, alias);
            PUTS(d, ".*::");
            PUTS(d, type);
            PUTS(d, " END");
            return true;
        }
    }
    put_ident(d, alias);
    PUTS(d, ".*");
    return false;
}

static void
put_wholerow(dp *d, const expr *e)
{
    (void)put_wholerow_typed(d, e);
}

/* A whole row as a select-list item: "t.*" there would stand for t's
   columns, so it is cast to its own type, "t.*::t" ("v.*::v" for an
   expanded view, "f.*::c" for a function returning composite type c,
   "s.*::record" for a derived table), as PostgreSQL prints it; the CASE
   of put_wholerow() is typed already */
static void
put_wholerow_target(dp *d, const expr *e)
{
    if (put_wholerow_typed(d, e))
        return;
    PUTS(d, "::");
    if (!put_wholerow_type(d, e))
        PUTS(d, "record");
}

/* (x).f, and (x).f.g for a field of a field */
static void
put_field(dp *d, const expr *e)
{
    if (e->field.arg->kind == E_FIELD)
        put_field(d, e->field.arg);
    else {
        PUTS(d, "(");
        put_expr(d, e->field.arg, true);
        PUTS(d, ")");
    }
    PUTS(d, ".");
    put_ident(d, e->field.name);
}

static void
put_type(dp *d, qp_type t)
{
    const char *name = type_name(d->sb->a, t);

    PUTS(d, name ? name : "text");
}

/* The body of 'e', without the parentheses an operand may need. */
static void
put_expr_body(dp *d, const expr *e)
{
    switch (e->kind) {
    case E_COL:
        put_col(d, e);
        return;
    case E_OUTREF:
        sb_printf(d->sb, "%d", e->outref.index + 1);
        return;
    case E_CONST:
        PUTS(d, const_text(d, e));
        return;
    case E_PARAM:
        sb_printf(d->sb, "$%d", e->param.number);
        return;
    case E_OP:
    case E_DISTINCT:
        if (e->kind == E_DISTINCT || e->op.op == OP_DISTINCT
            || e->op.op == OP_NOT_DISTINCT) {
            bool is_not = e->op.op == OP_NOT_DISTINCT
                          || (e->op.op != OP_DISTINCT && e->op.name
                              && strstr(e->op.name, "NOT"));

            put_beside(d, e->op.l, e->op.r, false);
            PUTS(d, is_not ? " IS NOT DISTINCT FROM " : " IS DISTINCT FROM ");
            put_beside(d, e->op.r, e->op.l, false);
        } else if (!e->op.l || e->op.op == OP_NEG) {
            const expr *x = e->op.r ? e->op.r : e->op.l;

            PUTS(d, op_symbol(e));
            PUTS(d, " ");
            if (e->op.op == OP_NEG && x->kind == E_CONST
                && !x->cnst.value.is_null && const_text(d, x)[0] == '-') {
                /* - (-N) would be one literal to PostgreSQL's grammar:
                   - (-2147483648) the bigint 2147483648, not the operator
                   on an integer, which overflows; and in ORDER BY, -
                   (-1) a column's position */
                PUTS(d, "CAST(");
                put_expr(d, x, true);
                PUTS(d, " AS ");
                put_type(d, x->type);
                PUTS(d, ")");
            } else
                put_operand(d, x);
        } else if (!e->op.r) {
            put_operand(d, e->op.l);
            PUTS(d, " ");
            PUTS(d, op_symbol(e));
        } else {
            /* comparisons: a literal takes the other side's type */
            bool cmp = e->op.op >= OP_EQ && e->op.op <= OP_GE;

            put_beside(d, e->op.l, cmp ? e->op.r : NULL, false);
            sb_printf(d->sb, " %s ", op_symbol(e));
            put_beside(d, e->op.r, cmp ? e->op.l : NULL, false);
        }
        return;
    case E_BOOL:
        if (e->b.op == B_NOT) {
            PUTS(d, "NOT ");
            if (list_len(e->b.args))
                put_operand(d, list_nth(e->b.args, 0));
            return;
        }
        if (list_len(e->b.args) == 0) {
            PUTS(d, e->b.op == B_AND ? "true" : "false");
            return;
        }
        for (int i = 0; i < list_len(e->b.args); i++) {
            if (i)
                PUTS(d, e->b.op == B_AND ? " AND " : " OR ");
            put_operand(d, list_nth(e->b.args, i));
        }
        return;
    case E_NULLTEST:
        put_operand(d, e->test.arg);
        PUTS(d, e->test.is_not ? " IS NOT NULL" : " IS NULL");
        return;
    case E_BOOLTEST:
        put_operand(d, e->test.arg);
        PUTS(d, " ");
        if (e->test.bt >= 0
            && e->test.bt < (int)(sizeof booltests / sizeof booltests[0]))
            PUTS(d, booltests[e->test.bt]);
        else
            fail_internal(d, "unknown boolean test");
        return;
    case E_IN:
        if (list_len(e->in.items) == 0) {
            /* x IN () is false even for a NULL x */
            PUTS(d, e->in.is_not ? "true" : "false");
            return;
        }
        put_operand(d, e->in.arg);
        PUTS(d, e->in.is_not ? " NOT IN (" : " IN (");
        for (int i = 0; i < list_len(e->in.items); i++) {
            if (i)
                PUTS(d, ", ");
            put_beside(d, list_nth(e->in.items, i), e->in.arg, true);
        }
        PUTS(d, ")");
        return;
    case E_LIKE:
        put_operand(d, e->like.arg);
        PUTS(d, e->like.is_not ? " NOT" : "");
        PUTS(d, e->like.kind == LIKE_ILIKE ? " ILIKE "
                : e->like.kind == LIKE_SIMILAR ? " SIMILAR TO " : " LIKE ");
        put_operand(d, e->like.pattern);
        if (e->like.escape) {
            PUTS(d, " ESCAPE ");
            put_operand(d, e->like.escape);
        }
        return;
    case E_CASE:
        PUTS(d, "CASE");
        if (e->casex.arg) {
            PUTS(d, " ");
            put_expr(d, e->casex.arg, true);
        }
        for (int i = 0; i + 1 < list_len(e->casex.whens); i += 2) {
            PUTS(d, " WHEN ");
            put_expr(d, list_nth(e->casex.whens, i), true);
            PUTS(d, " THEN ");
            put_expr(d, list_nth(e->casex.whens, i + 1), true);
        }
        if (e->casex.else_) {
            PUTS(d, " ELSE ");
            put_expr(d, e->casex.else_, true);
        }
        PUTS(d, " END");
        return;
    case E_CAST:
        if (e->type.id == T_ANY && type_opaque_name(e->type)) {
            /* a type qprop does not model: as written, (expr)::name */
            const expr *a = e->cast.arg;

            if (a->kind == E_CONST || a->kind == E_COL)
                put_operand(d, a);
            else {
                PUTS(d, "(");
                put_expr(d, a, true);
                PUTS(d, ")");
            }
            PUTS(d, "::");
            PUTS(d, type_opaque_name(e->type));
            return;
        }
        if (e->type.id == T_ANY || e->type.id == T_UNKNOWN
            || e->type.id == T_NULL || e->type.id == T_RECORD) {
            /* no SQL type to name: the argument is what is known */
            put_operand(d, e->cast.arg);
            return;
        }
        PUTS(d, "CAST(");
        put_expr(d, e->cast.arg, true);
        PUTS(d, " AS ");
        put_type(d, e->type);
        PUTS(d, ")");
        return;
    case E_FUNC:
    case E_AGG:
    case E_WINFUNC:
    case E_GROUPING:
        put_func(d, e);
        return;
    case E_SUBLINK:
        put_sublink(d, e);
        return;
    case E_ROW:
        PUTS(d, "ROW(");
        put_row_list(d, e->row.items);
        PUTS(d, ")");
        return;
    case E_ARRAY:
        if (!list_len(e->row.items)) {
            /* ARRAY[] alone has no type: the empty array of its type */
            PUTS(d, "'{}'::");
            put_type(d, e->type);
            return;
        }
        PUTS(d, "ARRAY[");
        put_expr_list(d, e->row.items);
        PUTS(d, "]");
        return;
    case E_SUBSCRIPT: {
        int k = 0;

        /* a column takes its subscripts as it is, anything else in
           parentheses: (ARRAY[1, 2])[1] */
        if (e->subscr.arg->kind == E_COL)
            put_col(d, e->subscr.arg);
        else {
            PUTS(d, "(");
            put_expr(d, e->subscr.arg, true);
            PUTS(d, ")");
        }
        for (int i = 0; i < e->subscr.n; i++) {
            unsigned bits = SUBSCR_BITS(e->subscr.shape, i);

            PUTS(d, "[");
            if (bits & SUBSCR_LOWER)
                put_expr(d, list_nth(e->subscr.idx, k++), true);
            if (bits & SUBSCR_SLICE) {
                PUTS(d, ":");
                if (bits & SUBSCR_UPPER)
                    put_expr(d, list_nth(e->subscr.idx, k++), true);
            }
            PUTS(d, "]");
        }
        return;
    }
    case E_FIELD:
        put_field(d, e);
        return;
    case E_WHOLEROW:
        put_wholerow(d, e);
        return;
    case E_ANY:
    case E_ALL:
        put_operand(d, e->op.l);
        sb_printf(d->sb, " %s %s (", op_symbol(e),
                  e->kind == E_ANY ? "ANY" : "ALL");
        put_expr(d, e->op.r, true);
        PUTS(d, ")");
        return;
    }
    fail_internal(d, "unknown expression kind");
}

/*
 * Print 'e'.  At the 'top' of a syntax position (a predicate, a select-list
 * item, a function argument) no parentheses are needed; as an operand of
 * an operator, every non-atomic expression is parenthesised.
 */
static void
put_expr(dp *d, const expr *e, bool top)
{
    if (!e) {
        fail_internal(d, "missing expression");
        PUTS(d, "NULL");
        return;
    }
    if (top || is_atomic(d, e)) {
        put_expr_body(d, e);
        return;
    }
    PUTS(d, "(");
    put_expr_body(d, e);
    PUTS(d, ")");
}

void
deparse_expr(strbuf *sb, const expr *e)
{
    dp d = { .sb = sb, .st = QPROP_OK };

    put_expr(&d, e, true);
}

/* "c1, c2" */
static void
put_ident_list(dp *d, const list *names)
{
    for (int i = 0; i < list_len(names); i++) {
        if (i)
            PUTS(d, ", ");
        put_ident(d, list_nth(names, i));
    }
}

void
deparse_cte_clause(strbuf *sb, const plan_cte *c, bool cycle)
{
    const cte_clauses *cl = c->clauses;
    dp d = { .sb = sb, .st = QPROP_OK };

    if (!cl)
        return;
    if (!cycle && cl->search_cols) {
        PUTS(&d, cl->search_breadth ? "BREADTH FIRST BY " : "DEPTH FIRST BY ");
        put_ident_list(&d, cl->search_cols);
        PUTS(&d, " SET ");
        put_ident(&d, cl->search_seq);
    } else if (cycle && cl->cycle_cols) {
        put_ident_list(&d, cl->cycle_cols);
        PUTS(&d, " SET ");
        put_ident(&d, cl->cycle_mark);
        if (cl->cycle_value) {
            PUTS(&d, " TO ");
            put_expr(&d, cl->cycle_value, false);
            PUTS(&d, " DEFAULT ");
            put_expr(&d, cl->cycle_default, false);
        }
        PUTS(&d, " USING ");
        put_ident(&d, cl->cycle_path);
    }
}

void
deparse_range_func(strbuf *sb, const range_func *f)
{
    dp d = { .sb = sb, .st = QPROP_OK };

    put_expr(&d, f->call, true);
    if (f->coldef_names) {
        PUTS(&d, " AS");
        put_coldefs(&d, f, NULL, 0);
    }
}

void
deparse_funcscan_title(strbuf *sb, const plan *p)
{
    const rte *r = p->funcscan.rte;
    const range_func *f = list_len(p->funcscan.funcs) == 1
                              ? list_nth(p->funcscan.funcs, 0) : NULL;
    const char *name = f && f->call->kind == E_FUNC ? f->call->func.name
                                                    : NULL;

    sb_puts(sb, "Function Scan on ");
    deparse_ident(sb, name ? name : r->alias);
    if (name && strcmp(name, r->alias) != 0) {
        sb_putc(sb, ' ');
        deparse_ident(sb, r->alias);
    }
}

/* ---- predicate sinks ---- */

/* One conjunct: only AND/OR need parentheses inside an AND chain. */
static void
put_conjunct(dp *d, const expr *e)
{
    put_expr(d, e, !(e && e->kind == E_BOOL && e->b.op != B_NOT));
}

static void
sink_add_text(dp *d, sink *s, const char *text)
{
    if (!list_push(d->sb->a, &s->conj, (void *)text))
        return; /* OOM: the arena flag is set */
    if (s->texts)
        hmap_put(s->texts, text, (void *)text); /* OOM: the flag is set */
}

/* Whether sink 's' holds conjunct 'text' already: a scan of a short
   list, a hash set of the texts once it is long (a chain of 10,000 joins
   puts thousands of derived conjuncts in one WHERE: comparing each with
   all the others was quadratic). */
static bool
sink_has(dp *d, sink *s, const char *text)
{
    if (!s->texts && list_len(s->conj) > 16) {
        if (!(s->texts = ARENA_NEW(d->sb->a, hmap)))
            return false;
        hmap_init(s->texts, d->sb->a);
        for (int i = 0; i < list_len(s->conj); i++)
            hmap_put(s->texts, list_nth(s->conj, i), list_nth(s->conj, i));
    }
    if (s->texts)
        return hmap_get(s->texts, text) != NULL;
    for (int j = 0; j < list_len(s->conj); j++)
        if (strcmp(list_nth(s->conj, j), text) == 0)
            return true;
    return false;
}

static void
sink_add_expr(dp *d, sink *s, const expr *e)
{
    strbuf tmp, *old;

    if (e && e->kind == E_BOOL && e->b.op == B_AND && list_len(e->b.args)) {
        for (int i = 0; i < list_len(e->b.args); i++)
            sink_add_expr(d, s, list_nth(e->b.args, i));
        return;
    }
    old = capture_begin(d, &tmp);
    put_conjunct(d, e);
    sink_add_text(d, s, capture_end(d, old));
}

static bool sql_leaves_out(dp *d, const pred *pr);
static void sink_add_derived(dp *d, sink *s, const expr *e);

static void
sink_add_preds(dp *d, sink *s, const list *preds)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *pr = list_nth(preds, i);

        const expr *re;

        if (sql_leaves_out(d, pr))
            continue;
        if ((re = tg_restated(d->tg, pr)))
            sink_add_derived(d, s, re);
        else if (pr->derived && !(d->tg && (d->tg->flags & TG_ALL_DERIVED)))
            sink_add_derived(d, s, pr->e);
        else
            sink_add_expr(d, s, pr->e);
    }
}

/* The conjuncts joined by AND ("true" when there are none). */
static void
put_sink(dp *d, const sink *s)
{
    if (!list_len(s->conj)) {
        PUTS(d, "true");
        return;
    }
    for (int i = 0; i < list_len(s->conj); i++) {
        if (i)
            PUTS(d, " AND ");
        PUTS(d, list_nth(s->conj, i));
    }
}

static void
put_where(dp *d, const sink *s)
{
    if (list_len(s->conj)) {
        PUTS(d, " WHERE ");
        put_sink(d, s);
    }
}

/* ---- FROM items ---- */

static shape
rte_shape(const rte *r)
{
    shape sh = { r->ncols, r->colnames, r->coltypes };

    return sh;
}

/* " (c1, c2)" */
static void
put_name_list(dp *d, int n, const char *const *names)
{
    if (n <= 0 || !names)
        return;
    names = unique_names(d, n, names);
    PUTS(d, " (");
    for (int i = 0; i < n; i++) {
        if (i)
            PUTS(d, ", ");
        put_ident(d, names[i]);
    }
    PUTS(d, ")");
}

/* NULL of type 't', typed when PostgreSQL can name the type. */
static void
put_typed_null(dp *d, qp_type t)
{
    if (t.id == T_UNKNOWN || t.id == T_NULL
        || (t.id == T_ANY && !type_opaque_name(t)) || t.id == T_RECORD) {
        PUTS(d, "NULL");
        return;
    }
    PUTS(d, "CAST(NULL AS ");
    put_type(d, t);
    PUTS(d, ")");
}

static void put_table_name(dp *d, const cat_table *t, const rte *r);

/* " FOR UPDATE OF a, b NOWAIT": the clause 'l' for those of its tables
   that are in 'reads' (named as 'names' says), or nothing when none
   is.  True when it printed one. */
static bool
put_empty_lock(dp *d, const plan_lock *l, const list *reads,
               const char *const *names)
{
    static const char *const strengths[] = {
        "FOR UPDATE", "FOR NO KEY UPDATE", "FOR SHARE", "FOR KEY SHARE"
    };
    bool any = false;

    for (int j = 0; j < list_len(l->rtes); j++) {
        const rte *r = list_nth(l->rtes, j);
        int at = -1;

        for (int i = 0; i < list_len(reads) && at < 0; i++)
            if (list_nth(reads, i) == r)
                at = i;
        if (at < 0)
            continue;
        if (!any) {
            if (l->strength < 0 || l->strength > LOCK_KEY_SHARE) {
                fail_internal(d, "unknown locking strength");
                return false;
            }
            PUTS(d, " ");
            PUTS(d, strengths[l->strength]);
        }
        PUTS(d, any ? ", " : " OF ");
        any = true;
        put_ident(d, names[at]);
    }
    if (any && l->wait == LOCK_NOWAIT)
        PUTS(d, " NOWAIT");
    else if (any && l->wait == LOCK_SKIP_LOCKED)
        PUTS(d, " SKIP LOCKED");
    return any;
}

/*
 * The names the tables 'reads' go by in an empty block's FROM list: their
 * rtes' aliases, but a fresh one for an alias an earlier one has (rtes
 * that rules copied).  In the printer's arena; NULL on OOM.
 */
static const char **
read_aliases(dp *d, const list *reads)
{
    const char **names = ARENA_NEWN(d->sb->a, const char *,
                                    list_len(reads) + 1);

    for (int i = 0; names && i < list_len(reads); i++) {
        names[i] = rte_alias(d, list_nth(reads, i));
        for (int j = 0; j < i; j++)
            if (strcmp(names[j], names[i]) == 0) {
                names[i] = gen_alias(d, names[i]);
                break;
            }
    }
    return names;
}

/*
 * " AND ROW(a.x, b.y) IS NULL": the columns the query names
 * (rte.selected) of the tables 'reads', each named as 'names' says
 * (read_aliases()), but 'tgt' as 'tgt_alias' (when not NULL); nothing
 * when there are
 * none.  After "WHERE false", PostgreSQL's parser marks them selected
 * and its planner folds the conjunction away.
 */
static void
put_selected_row(dp *d, const list *reads, const char *const *names,
                 const rte *tgt, const char *tgt_alias)
{
    bool any = false;

    for (int i = 0; i < list_len(reads); i++) {
        const rte *r = list_nth(reads, i);

        for (int k = 0; r->selected && k < r->ncols + r->nsys; k++) {
            if (!r->selected[k])
                continue;
            PUTS(d, any ? ", " : " AND ROW(");
            any = true;
            put_ident(d, r == tgt ? tgt_alias : names[i]);
            PUTS(d, ".");
            put_ident(d, k < r->ncols && k < r->table->ncols
                             ? r->table->cols[k].name : r->colnames[k]);
        }
    }
    if (any)
        PUTS(d, ") IS NULL");
}

/*
 * The rest of an empty block that stands for Empty 'e' (or for nothing
 * read, when NULL): " FROM t AS a, u AS b WHERE false AND ROW(a.x, b.y)
 * IS NULL" naming the tables its node read (empty.reads) and the columns
 * the query names of them (rte.selected), then the locking clauses of
 * its node's blocks and of the block it is in on those tables ("FOR
 * UPDATE OF a"); " WHERE false" when it read none.  PostgreSQL checks
 * the privileges on what the query names (SELECT on the columns its
 * parser sees, UPDATE on a locked table) before its planner folds "false
 * AND ..." to false: the same checks as the query as written, and a plan
 * that reads no row (a Result with a one-time filter false).  True when
 * it printed a locking clause.
 */
static bool
put_empty_reads(dp *d, const plan *e)
{
    const list *reads = e ? e->empty.reads : NULL;
    const char **names = read_aliases(d, reads);
    bool locked = false;

    if (!names)
        return false; /* OOM: the arena's flag, which the caller reports */
    for (int i = 0; i < list_len(reads); i++) {
        const rte *r = list_nth(reads, i);

        PUTS(d, i ? ", " : " FROM ");
        put_table_name(d, r->table, r);
        PUTS(d, " AS ");
        put_ident(d, names[i]);
    }
    PUTS(d, " WHERE false");
    put_selected_row(d, reads, names, NULL, NULL);
    if (!reads)
        return false;
    for (int i = 0; i < list_len(d->locks); i++)
        locked |= put_empty_lock(d, list_nth(d->locks, i), reads, names);
    for (int i = 0; i < list_len(e->empty.locks); i++)
        locked |= put_empty_lock(d, list_nth(e->empty.locks, i), reads,
                                 names);
    return locked;
}

/* "SELECT CAST(NULL AS t) AS c, ... WHERE false", reading what Empty 'e'
   read as put_empty_reads() says ('e' NULL: nothing); true when it
   locks */
static bool
put_empty_select(dp *d, const shape *sh, const plan *e)
{
    PUTS(d, "SELECT");
    for (int i = 0; i < sh->ncols; i++) {
        PUTS(d, i ? ", " : " ");
        if (sh->types)
            put_typed_null(d, sh->types[i]);
        else
            PUTS(d, "NULL");
        PUTS(d, " AS ");
        if (sh->names)
            put_ident(d, sh->names[i]);
        else
            sb_printf(d->sb, "column%d", i + 1);
    }
    return put_empty_reads(d, e);
}

/*
 * An Empty node in FROM: one empty derived table per rte it stands for,
 * the first reading what the Empty's node read (put_empty_reads()).
 * When that one locks, the others are kept from being pulled up
 * (OFFSET 0): PostgreSQL 15 drops the privilege checks of a subquery it
 * planned (one that locks is never pulled up, nor found empty) under a
 * join it then finds empty by a sibling's WHERE false (setrefs.c
 * add_rtes_to_flat_rtable looks for it in a plan that has none).
 */
static void
put_empty_from(dp *d, const plan *p)
{
    int n = list_len(p->empty.rtes);
    bool locked = false;

    if (n == 0) {
        PUTS(d, "(SELECT");
        (void)put_empty_reads(d, p);
        PUTS(d, ") AS ");
        PUTS(d, gen_alias(d, "qp_empty"));
        return;
    }
    if (n > 1)
        PUTS(d, "(");
    for (int i = 0; i < n; i++) {
        const rte *r = list_nth(p->empty.rtes, i);
        shape sh = rte_shape(r);

        /* referenced as r.<printed name> (see unique_names) */
        sh.names = unique_names(d, r->ncols, sh.names);
        if (i)
            PUTS(d, " CROSS JOIN ");
        PUTS(d, "(");
        if (i == 0) {
            locked = put_empty_select(d, &sh, p);
        } else {
            (void)put_empty_select(d, &sh, NULL);
            if (locked)
                PUTS(d, " OFFSET 0");
        }
        PUTS(d, ") AS ");
        put_ident(d, rte_alias(d, r));
    }
    if (n > 1)
        PUTS(d, ")");
}

/* True when 'r' names its columns as table 't' does, in the same order. */
static bool
same_colnames(const rte *r, const cat_table *t)
{
    if (r->ncols != t->ncols || !r->colnames)
        return false;
    for (int i = 0; i < t->ncols; i++)
        if (strcmp(r->colnames[i], t->cols[i].name) != 0)
            return false;
    return true;
}

static bool
same_columns(const cat_table *x, const cat_table *y)
{
    if (x->ncols != y->ncols)
        return false;
    for (int i = 0; i < x->ncols; i++)
        if (strcmp(x->cols[i].name, y->cols[i].name) != 0)
            return false;
    return true;
}

/*
 * Relation 't' read for rte 'r' as a FROM item named r->alias whose columns
 * are r's: "t AS alias", "t AS alias (c1, c2)" when r renames them, or
 * "(SELECT c1, c2 FROM t) AS alias (...)" when 't' is a partition whose
 * columns are in another order than its root's.
 */
/* Table 't' (of rte 'r', or one of its partitions) by name, qualified
   by its schema where the search_path 'r' was bound with would not find
   it by its name alone. */
static void
put_table_name(dp *d, const cat_table *t, const rte *r)
{
    if (t->schema && (!r->cat
                      || (!(r->table_visible && t == r->table)
                          && !catalog_visible(r->cat, r->path, t)))) {
        put_ident(d, t->schema);
        PUTS(d, ".");
    }
    put_ident(d, t->name);
}

/* "TABLESAMPLE bernoulli (50) REPEATABLE (1)" */
void
deparse_sample(strbuf *sb, const rte_sample *s)
{
    sb_puts(sb, "TABLESAMPLE ");
    sb_puts(sb, s->method);
    sb_puts(sb, " (");
    for (int i = 0; i < list_len(s->args); i++) {
        if (i)
            sb_puts(sb, ", ");
        deparse_expr(sb, list_nth(s->args, i));
    }
    sb_putc(sb, ')');
    if (s->repeatable) {
        sb_puts(sb, " REPEATABLE (");
        deparse_expr(sb, s->repeatable);
        sb_putc(sb, ')');
    }
}

static void
put_relation(dp *d, const cat_table *t, const rte *r)
{
    const cat_table *root = r->table;

    if (t != root && !same_columns(t, root)) {
        PUTS(d, "(SELECT ");
        for (int i = 0; i < root->ncols; i++) {
            if (i)
                PUTS(d, ", ");
            put_ident(d, root->cols[i].name);
        }
        PUTS(d, " FROM ");
        put_table_name(d, t, r);
        PUTS(d, ") AS ");
        put_ident(d, rte_alias(d, r));
        put_name_list(d, r->ncols, r->colnames);
        return;
    }
    if (r->only && t == root)
        PUTS(d, "ONLY ");
    put_table_name(d, t, r);
    PUTS(d, " AS ");
    put_ident(d, rte_alias(d, r));
    if (!same_colnames(r, t))
        put_name_list(d, r->ncols, r->colnames);
    if (r->sample) {
        if (t != root) {
            fail_internal(d, "a sampled table printed as its partition");
            return;
        }
        PUTS(d, " ");
        deparse_sample(d->sb, r->sample);
    }
}

/* True when 'r' is a table a locking clause of the block being printed
   names. */
static bool
is_locked(const dp *d, const rte *r)
{
    for (int i = 0; i < list_len(d->locks); i++) {
        const plan_lock *l = list_nth(d->locks, i);

        for (int j = 0; j < list_len(l->rtes); j++)
            if (list_nth(l->rtes, j) == r)
                return true;
    }
    return false;
}

/*
 * A Scan.  Its filters go to 's' when there is one; otherwise they are
 * printed inside a derived table of the same name.  A pruned partitioned
 * table reads its kept leaves (UNION ALL of them when several).
 */
/* After "SELECT *" of table 'r' in a derived table named as 'r': the
   system columns the query reads of it, which the derived table then
   outputs under their names. */
static void
put_syscols(dp *d, const rte *r)
{
    for (int k = r->ncols; k < r->ncols + r->nsys; k++) {
        PUTS(d, ", ");
        put_ident(d, r->colnames[k]);
    }
}

static bool put_runtime_bounds(dp *d, const plan *p, sink *s);

static void
put_scan(dp *d, const plan *p, sink *s)
{
    const rte *r = p->scan.rte;
    const list *parts = p->scan.parts;
    sink own = { NULL };
    bool wrap;

    if (!r || !r->table) {
        fail_internal(d, "scan without a table");
        return;
    }
    if (s)
        sink_add_preds(d, s, p->scan.filters);
    else
        sink_add_preds(d, &own, p->scan.filters);
    if (put_runtime_bounds(d, p, s ? s : &own))
        parts = NULL; /* the root, which PostgreSQL prunes (see above) */
    if (r != d->modify_target && rte_partitioned(r) && !d->in_append
        && !(d->tg && (d->tg->flags & TG_LEAVES))) {
        /* the root, read with the key's values a LIST needs (tg_given) */
        list *pts = NULL;

        if (!tg_given_at(d->sb->a, d->tg, p, TG_GIVEN_LIST_VALUES, &pts))
            return;
        for (int i = 0; i < list_len(pts); i++)
            sink_add_derived(d, s ? s : &own, list_nth(pts, i));
    }
    if (r == d->modify_target) {
        /* the table as a whole (pruned partitions hold no row the
           predicates keep), with the identity of each row */
        PUTS(d, "(SELECT *");
        put_syscols(d, r);
        PUTS(d, ", tableoid AS qp_tableoid, ctid AS qp_ctid FROM ");
        put_relation(d, r->table, r);
        put_where(d, &own);
        PUTS(d, ") AS ");
        put_ident(d, rte_alias(d, r));
        return;
    }
    if (!rte_partitioned(r) || !parts || r->sample
        || (!(d->tg && (d->tg->flags & TG_LEAVES)) && !d->in_append)
        || (list_len(parts) > 1 && is_locked(d, r))) {
        /* a partitioned table reads from its root unless the leaves are
           asked for: PostgreSQL prunes it with the printed predicates,
           and the SQL stays right when partitions are added or detached
           later.  A sampled or locked one reads from its root anyway: a
           leaf is sampled as the root samples it only by PostgreSQL's
           methods' choice, and a UNION ALL of leaves cannot be locked
           (the rows the predicates keep are in the kept leaves) */
        wrap = list_len(own.conj) > 0;
        if (wrap) {
            PUTS(d, "(SELECT *");
            put_syscols(d, r);
            PUTS(d, " FROM ");
        }
        put_relation(d, r->table, r);
        if (wrap) {
            put_where(d, &own);
            PUTS(d, ") AS ");
            put_ident(d, rte_alias(d, r));
        }
        return;
    }
    if (list_len(parts) == 0) {
        plan fake = { .kind = PLAN_EMPTY };
        list one = { 1, 1, (void **)&r };

        fake.empty.rtes = &one;
        fake.empty.reads = &one;
        put_empty_from(d, &fake);
        return;
    }
    if (list_len(parts) == 1 && !list_len(own.conj)) {
        put_relation(d, list_nth(parts, 0), r);
        return;
    }
    PUTS(d, "(");
    for (int i = 0; i < list_len(parts); i++) {
        if (i)
            PUTS(d, " UNION ALL ");
        PUTS(d, "SELECT *");
        put_syscols(d, r);
        PUTS(d, " FROM ");
        put_relation(d, list_nth(parts, i), r);
        put_where(d, &own);
    }
    PUTS(d, ") AS ");
    put_ident(d, rte_alias(d, r));
}

/* ---- what --format=sql adds for PostgreSQL and leaves out ----
 *
 * Decided by the target stage (src/target/target.h), printed here: a
 * derived predicate it leaves out is not printed (sql_leaves_out), and a
 * scan it gives execution-time bounds prints them (put_runtime_bounds).
 * What depends on where the text goes stays here: another derived
 * predicate that prints the same text as one already in its sink is
 * printed once, and no bound is printed where it cannot be (see
 * put_runtime_bounds).
 */

static bool
sql_leaves_out(dp *d, const pred *pr)
{
    tg_omit_reason why = tg_omits(d->tg, pr);

    /* a semi join filter narrows a bound's build side: printed there */
    return why != TG_KEEP && !(why == TG_OMIT_CTE_SEMI && d->in_bound);
}

static void put_inner_select(dp *d, const char *head, const plan *tree,
                             const list *extra_preds, const pred *skip);

/* A derived conjunct, unless its sink holds the same text already. */
static void
sink_add_derived(dp *d, sink *s, const expr *e)
{
    sink one = { NULL };

    sink_add_expr(d, &one, e);
    for (int i = 0; i < list_len(one.conj); i++) {
        const char *t = list_nth(one.conj, i);

        if (!sink_has(d, s, t))
            sink_add_text(d, s, t);
    }
}

/* The FROM and WHERE of a bound's subquery over build scan 'bs' (R and
   its filters, 'semis' as EXISTS); '*bcol' is build key 'b' as it names
   it.  NULL on OOM. */
static const char *
bound_source(dp *d, const plan *bs, const list *semis, const expr *b,
             const char **bcol)
{
    sink own = { NULL };
    strbuf tmp, *old = capture_begin(d, &tmp);
    const char *from;

    d->in_bound = true;
    put_scan(d, bs, &own);
    for (int i = 0; i < list_len(semis); i++) {
        const plan *j = list_nth(semis, i);
        strbuf etmp, *eold = capture_begin(d, &etmp);

        PUTS(d, "EXISTS (");
        put_inner_select(d, "1", j->right, j->join.cond, NULL);
        PUTS(d, ")");
        sink_add_text(d, &own, capture_end(d, eold));
    }
    put_where(d, &own);
    d->in_bound = false;
    from = capture_end(d, old);
    old = capture_begin(d, &tmp);
    put_col(d, b);
    *bcol = capture_end(d, old);
    return *bcol ? from : NULL;
}

/* A bound's body printed with R named "qp_src" (or "qp_src_N", the
   first name no rte of the statement has), so that two bounds over the
   same table and filters under different aliases (a WITH query's
   date_dim and the main query's, TPC-DS q14a, q23a) share one WITH item:
   NULL when it cannot be. */
static const char *
bound_key(dp *d, const plan *bs, const list *semis, const expr *b)
{
    const char *from, *bcol, *name = "qp_src";
    int ngen = d->ngen;

    for (int i = 2; name && alias_taken(d, name); i++)
        name = arena_printf(d->sb->a, "qp_src_%d", i);
    if (!name)
        return NULL; /* OOM: the arena flag is set */
    d->key_rte = b->col.rte;
    d->key_alias = name;
    from = bound_source(d, bs, semis, b, &bcol);
    d->key_rte = NULL;
    d->ngen = ngen; /* the names it made are not printed */
    return from ? arena_printf(d->sb->a, "%s|%s", bcol, from) : NULL;
}

/* Bound 'x' (decided by src/target/bounds.c, which says why it is exact
   and when it pays) into 's', in the form the target chose:
   "p.k >= ALL (ARRAY[(SELECT qp_lo FROM qp_bound_N)]) AND p.k <= ALL
   (ARRAY[(SELECT qp_hi FROM qp_bound_N)])", the lower end "p.k >= (SELECT
   qp_lo FROM qp_bound_N)" where the target says so (lo_plain), over one
   WITH item per build
   side (put_bound_with; two bounds whose bodies differ only in R's alias
   share one: bound_key), or the min and max as two subqueries in place. */
static void
put_one_bound(dp *d, const tg_bound *x, sink *s)
{
    strbuf tmp, *old;
    const char *from, *bcol, *pcol;

    from = bound_source(d, x->build, x->semis, x->build_key, &bcol);
    old = capture_begin(d, &tmp);
    put_col(d, x->key);
    pcol = capture_end(d, old);
    if (!from || !bcol || !pcol)
        return; /* OOM: the arena flag is set */
    old = capture_begin(d, &tmp);
    if (d->bound_hoist) {
        const char *body = arena_printf(d->sb->a, "SELECT min(qp_b) AS qp_lo, "
                                        "max(qp_b) AS qp_hi FROM (SELECT %s "
                                        "AS qp_b FROM %s OFFSET 0) AS "
                                        "qp_bound", bcol, from);
        const char *key = bound_key(d, x->build, x->semis, x->build_key);
        int k = 0;

        if (!body)
            return;
        if (!key)
            key = body;
        while (k < list_len(d->bound_keys)
               && strcmp(list_nth(d->bound_keys, k), key) != 0)
            k++;
        if (k == list_len(d->bound_keys)
            && (!list_push(d->sb->a, &d->bound_items, (void *)body)
                || !list_push(d->sb->a, &d->bound_keys, (void *)key)))
            return;
        if (x->lo_plain)
            sb_printf(d->sb, "%s >= (SELECT qp_lo FROM qp_bound_%d) ",
                      pcol, k + 1);
        else
            sb_printf(d->sb, "%s >= ALL (ARRAY[(SELECT qp_lo FROM "
                      "qp_bound_%d)]) ", pcol, k + 1);
        sb_printf(d->sb, "AND %s <= ALL (ARRAY[(SELECT qp_hi FROM "
                  "qp_bound_%d)])", pcol, k + 1);
    } else {
        if (x->lo_plain)
            sb_printf(d->sb, "%s >= (SELECT min(qp_b) FROM (SELECT %s AS "
                      "qp_b FROM %s OFFSET 0) AS qp_bound) ", pcol, bcol,
                      from);
        else
            sb_printf(d->sb, "%s >= ALL (ARRAY[(SELECT min(qp_b) FROM "
                      "(SELECT %s AS qp_b FROM %s OFFSET 0) AS qp_bound)]) ",
                      pcol, bcol, from);
        sb_printf(d->sb, "AND %s <= ALL (ARRAY[(SELECT max(qp_b) FROM "
                  "(SELECT %s AS qp_b FROM %s OFFSET 0) AS qp_bound)])",
                  pcol, bcol, from);
    }
    sink_add_text(d, s, capture_end(d, old));
}

/* The runtime bounds the target stage gave Scan 'p', into 's'; true when
   there is one (the scan then reads its partitioned table, which
   PostgreSQL prunes at run time, not its kept leaves: the same rows, as
   the pruned leaves hold none its printed filters keep).  None is printed
   on a HASH-partitioned scan (key_set_only: for key sets only), nor
   where it cannot be: inside a bound's own subquery (R printed again), a
   test subquery (put_test_subquery), or on a scan or build column that
   is printed through an Append's name (put_append). */
static bool
put_runtime_bounds(dp *d, const plan *p, sink *s)
{
    list *l;
    bool any = false;

    if (!d->tg || d->in_bound || d->in_test_sublink || app_of(d, p->scan.rte)
        || !tg_scan_bounds(d->sb->a, d->tg, p, &l))
        return false;
    for (int i = 0; i < list_len(l); i++) {
        const tg_bound *x = list_nth(l, i);

        if (x->key_set_only || app_of(d, x->build_key->col.rte))
            continue; /* a range prunes no HASH partition */
        put_one_bound(d, x, s);
        any = true;
    }
    return any;
}

static void
put_values_rows(dp *d, const list *rows)
{
    PUTS(d, "VALUES ");
    for (int i = 0; i < list_len(rows); i++) {
        if (i)
            PUTS(d, ", ");
        PUTS(d, "(");
        put_row_list(d, list_nth(rows, i));
        PUTS(d, ")");
    }
}

/* True when CTE scan's item 'x' is WITH item 'c': the rewriter replaces an
   item it changes by a copy (copy on write), and the scans keep pointing
   at the earlier version; every version shares the binder's column name
   array. */
static bool
same_cte(const plan_cte *x, const plan_cte *c)
{
    return x == c || (x && c && x->colnames && x->colnames == c->colnames);
}

/* The name a WITH item is printed under (see name_ctes). */
static const char *
cte_name(const dp *d, const plan_cte *c)
{
    if (d->q && d->cte_names)
        for (int i = 0; i < list_len(d->q->ctes); i++)
            if (same_cte(c, list_nth(d->q->ctes, i)))
                return d->cte_names[i];
    return c->name;
}

/* " (a integer, b text)": the column definition list of 'f', its columns
   named as the columns 'first'.. of 'r' print (NULL 'r': as defined). */
static void
put_coldefs(dp *d, const range_func *f, const rte *r, int first)
{
    PUTS(d, " (");
    for (int k = 0; k < f->ncols; k++) {
        if (k)
            PUTS(d, ", ");
        put_ident(d, r ? rte_col(d, r, first + k) : f->coldef_names[k]);
        PUTS(d, " ");
        put_type(d, f->coldef_types[k]);
    }
    PUTS(d, ")");
}

/*
 * The functions of FunctionScan 'p': "f(x)", "f(x) WITH ORDINALITY" or
 * "ROWS FROM (f(x) AS (a integer), g(y)) [WITH ORDINALITY]", to be
 * followed by " AS alias (cols)"; or, for one function with a column
 * definition list, "f(x) AS alias (a integer, ...)" whole, and then true.
 */
static bool
put_functions(dp *d, const plan *p)
{
    const list *fs = p->funcscan.funcs;
    const range_func *f0 = list_len(fs) ? list_nth(fs, 0) : NULL;

    if (!f0) {
        fail_internal(d, "function scan without a function");
        return false;
    }
    if (list_len(fs) == 1 && f0->coldef_names && !p->funcscan.ordinality) {
        put_expr(d, f0->call, true);
        PUTS(d, " AS ");
        put_ident(d, p->funcscan.rte->alias);
        put_coldefs(d, f0, p->funcscan.rte, 0);
        return true;
    }
    if (p->funcscan.rows_from || list_len(fs) > 1 || f0->coldef_names) {
        PUTS(d, "ROWS FROM (");
        for (int i = 0; i < list_len(fs); i++) {
            const range_func *f = list_nth(fs, i);

            if (i)
                PUTS(d, ", ");
            put_expr(d, f->call, true);
            if (f->coldef_names) {
                PUTS(d, " AS");
                put_coldefs(d, f, NULL, 0);
            }
        }
        PUTS(d, ")");
    } else {
        put_expr(d, f0->call, true);
    }
    if (p->funcscan.ordinality)
        PUTS(d, " WITH ORDINALITY");
    return false;
}

/*
 * "(<block>) AS alias (cols)", "cte AS alias (cols)", "(VALUES ...)...",
 * with its filters: into the sink 's', or else wrapped in "(SELECT * FROM
 * item WHERE filters) AS alias" when there are any.  The item is
 * printed straight into the current buffer (capturing it and copying it
 * into the parent made nested derived tables quadratic); the filters are
 * still printed after the item, so generated names come in the same order.
 */
static void
put_named_item(dp *d, const plan *p, sink *s)
{
    const rte *r;
    const list *filters;
    sink own = { NULL };
    bool wrap, fence, aliased = false;

    switch (p->kind) {
    case PLAN_SUBQUERY_SCAN:
        r = p->subq.rte;
        filters = p->subq.filters;
        break;
    case PLAN_CTE_SCAN:
        r = p->ctescan.rte;
        filters = p->ctescan.filters;
        break;
    case PLAN_FUNCTION_SCAN:
        r = p->funcscan.rte;
        filters = p->funcscan.filters;
        break;
    default: /* PLAN_VALUES */
        r = p->values.rte;
        filters = NULL;
        break;
    }
    fence = false;
    for (int i = 0; i < list_len(d->fence); i++)
        fence = fence || list_nth(d->fence, i) == r;
    wrap = fence || (!s && list_len(filters));
    if (wrap)
        PUTS(d, r->lateral ? "LATERAL (SELECT * FROM " : "(SELECT * FROM ");
    else if (r->lateral)
        PUTS(d, "LATERAL ");
    switch (p->kind) {
    case PLAN_SUBQUERY_SCAN: {
        shape sh = rte_shape(r);

        PUTS(d, "(");
        put_sub_block(d, p->left, &sh);
        PUTS(d, ")");
        break;
    }
    case PLAN_CTE_SCAN:
        if (!p->ctescan.cte) {
            fail_internal(d, "CTE scan without its CTE");
            break;
        }
        put_ident(d, cte_name(d, p->ctescan.cte));
        break;
    case PLAN_FUNCTION_SCAN:
        if (put_functions(d, p)) {
            aliased = true; /* "f(x) AS r (a integer, ...)" printed */
            goto aliased;
        }
        break;
    default: /* PLAN_VALUES */
        PUTS(d, "(");
        put_values_rows(d, p->values.rows);
        PUTS(d, ")");
        break;
    }
    PUTS(d, " AS ");
    put_ident(d, r->alias);
    /* the columns SEARCH and CYCLE add to a WITH item take no alias */
    put_name_list(d, p->kind == PLAN_CTE_SCAN && p->ctescan.cte
                         && p->ctescan.cte->clauses && !p->ctescan.self
                     ? plan_cte_query_cols(p->ctescan.cte) : r->ncols,
                  r->colnames);
aliased:
    if (wrap) {
        sink_add_preds(d, s ? s : &own, filters);
        put_where(d, &own);
        if (fence)
            PUTS(d, " OFFSET 0");
        PUTS(d, ") AS ");
        put_ident(d, r->alias);
        if (fence && !aliased)
            put_name_list(d, p->kind == PLAN_CTE_SCAN && p->ctescan.cte
                                 && p->ctescan.cte->clauses
                                 && !p->ctescan.self
                             ? plan_cte_query_cols(p->ctescan.cte)
                             : r->ncols,
                          r->colnames);
    } else if (s) {
        sink_add_preds(d, s, filters);
    }
}

/*
 * Predicates for a place with no sink: "(X CROSS JOIN LATERAL (SELECT
 * WHERE p) AS qp_filter_n)" keeps exactly the rows of X where p is true.
 */
static void
put_lateral_filter(dp *d, const sink *own)
{
    if (!list_len(own->conj))
        return;
    PUTS(d, " CROSS JOIN LATERAL (SELECT WHERE ");
    put_sink(d, own);
    PUTS(d, ") AS ");
    PUTS(d, gen_alias(d, "qp_filter"));
}

/*
 * "SELECT <head> FROM <tree> WHERE <tree's predicates> AND <extra>": the
 * body of a subquery built from a semi, anti or SINGLE join's inner input.
 */
static void
put_inner_select(dp *d, const char *head, const plan *tree,
                 const list *extra_preds, const pred *skip)
{
    sink where = { NULL };

    PUTS(d, "SELECT ");
    PUTS(d, head);
    PUTS(d, " FROM ");
    put_from(d, tree, &where);
    for (int i = 0; i < list_len(extra_preds); i++) {
        const pred *pr = list_nth(extra_preds, i);

        if (pr != skip)
            sink_add_expr(d, &where, pr->e);
    }
    put_where(d, &where);
}

static bool
is_equality(const pred *pr)
{
    return pr->e && pr->e->kind == E_OP && pr->e->op.op == OP_EQ
           && pr->e->op.l && pr->e->op.r;
}

/*
 * The "outer = inner" conjunct of a null-aware anti join: the binder puts
 * it first; failing that, the first equality the query wrote.
 */
static const pred *
naaj_key(const list *cond)
{
    if (list_len(cond) && is_equality(list_nth(cond, 0)))
        return list_nth(cond, 0);
    for (int i = 0; i < list_len(cond); i++) {
        const pred *pr = list_nth(cond, i);

        if (is_equality(pr) && !pr->derived)
            return pr;
    }
    return NULL;
}

/* Semi and anti joins: the left input, plus a conjunct for 's'. */
static void
put_semi_anti(dp *d, const plan *p, sink *s, bool bare, bool no_from)
{
    strbuf tmp, *old;
    sink own = { NULL };
    sink *to = s ? s : &own;
    const pred *key = NULL;

    if (!s)
        PUTS(d, "(");
    d->bare = s && bare;
    d->no_from = no_from;
    put_from(d, p->left, to);
    old = capture_begin(d, &tmp);
    if (p->join.type == JOIN_ANTI_NULL_AWARE) {
        strbuf htmp, *hold;
        const char *head;

        key = naaj_key(p->join.cond);
        if (!key) {
            capture_end(d, old);
            fail(d, p->loc, "cannot print a null-aware anti join without an "
                            "equality condition");
            return;
        }
        hold = capture_begin(d, &htmp);
        put_expr(d, key->e->op.r, true);
        head = capture_end(d, hold);
        put_operand(d, key->e->op.l);
        PUTS(d, " NOT IN (");
        put_inner_select(d, head, p->right, p->join.cond, key);
        PUTS(d, ")");
    } else {
        PUTS(d, p->join.type == JOIN_SEMI ? "EXISTS (" : "NOT EXISTS (");
        put_inner_select(d, "1", p->right, p->join.cond, NULL);
        PUTS(d, ")");
    }
    sink_add_text(d, to, capture_end(d, old));
    if (!s) {
        put_lateral_filter(d, &own);
        PUTS(d, ")");
    }
}

/*
 * What keeps a SINGLE join's value from being computed for a row of its
 * outer side O that O's own joins drop (the subquery may fail on such a
 * row: "more than one row returned").  PostgreSQL joins the lateral item
 * as soon as the relations it reads are joined, so it has to read every
 * relation that can drop a row of O: those reached from O's top through
 * inner joins, filters and the kept side of outer, semi and anti joins,
 * and a FULL join (which drops nothing, but is empty when both sides are).
 * Their filters reach the item's WHERE through its sink already; the
 * conditions of the inner joins among them are copied there too (they are
 * printed in their ON as well), and a relation still unread gets
 * "num_nulls(r.*) >= 0", true on every row.  Nothing volatile is printed
 * twice: such a condition stays in its ON alone, and with such a filter
 * O's filters stay in the item alone.
 */
typedef struct {
    dp *d;
    sink to;        /* the inner joins' conditions, for the item's WHERE */
    list *need;     /* of const rte *: relations it has to read */
    list *read;     /* of const rte *: relations it reads */
    bool volatile_filter; /* a filter of O that goes to the item is */
} single_guard;

static void
vol_node_expr(const expr *e, void *arg)
{
    if (expr_is_volatile(e))
        *(bool *)arg = true;
}

static void
vol_node(const plan *p, void *arg)
{
    plan_node_exprs(p, vol_node_expr, arg);
}

static bool
vol_sub(const expr *e, void *arg)
{
    if (e->kind == E_SUBLINK)
        plan_walk(e->sub.sub, vol_node, arg);
    return expr_walk(e, vol_sub, arg);
}

/* 'e' calls a volatile function, also inside its subqueries. */
static bool
deep_volatile(const expr *e)
{
    bool v = expr_is_volatile(e);

    if (!v && expr_has_sublink(e))
        vol_sub(e, &v);
    return v;
}

static void
guard_note_col(const expr *col, void *arg)
{
    single_guard *g = arg;

    if (!list_push(g->d->sb->a, &g->read, col->col.rte))
        return; /* OOM: the arena flag is set */
}

/* Note the relations that 'pr' reads, when it is printed for sure (not
   derived: a derived one may be left out). */
static void
guard_note_pred(single_guard *g, const pred *pr)
{
    if (!pr->derived && !sql_leaves_out(g->d, pr))
        expr_walk_cols(pr->e, guard_note_col, g);
}

/* O's filters 'preds', which its sink gets: note the relations they read,
   and whether one is volatile. */
static void
guard_note_preds(single_guard *g, const list *preds)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *pr = list_nth(preds, i);

        if (deep_volatile(pr->e))
            g->volatile_filter = true;
        guard_note_pred(g, pr);
    }
}

/* An inner join's conditions: the item's too, but for a volatile one. */
static void
guard_add_conds(single_guard *g, const list *cond)
{
    list *safe = NULL;

    for (int i = 0; i < list_len(cond); i++)
        if (!deep_volatile(((const pred *)list_nth(cond, i))->e)
            && !list_push(g->d->sb->a, &safe, list_nth(cond, i)))
            return; /* OOM: the arena flag is set */
    sink_add_preds(g->d, &g->to, safe);
    for (int i = 0; i < list_len(safe); i++)
        guard_note_pred(g, list_nth(safe, i));
}

static void
guard_walk(single_guard *g, const plan *p)
{
    list *rtes = NULL;

    if (!p)
        return;
    switch (p->kind) {
    case PLAN_JOIN:
        switch (p->join.type) {
        case JOIN_INNER:
        case JOIN_CROSS:
            guard_add_conds(g, p->join.cond);
            guard_walk(g, p->left);
            guard_walk(g, p->right);
            return;
        case JOIN_SEMI:
        case JOIN_ANTI:
        case JOIN_ANTI_NULL_AWARE: {
            /* its EXISTS goes to O's sink */
            bool v = false;

            for (int i = 0; i < list_len(p->join.cond); i++)
                v = v || deep_volatile(((const pred *)
                                        list_nth(p->join.cond, i))->e);
            if (!v)
                plan_walk(p->right, vol_node, &v);
            g->volatile_filter = g->volatile_filter || v;
            guard_walk(g, p->left);
            return;
        }
        case JOIN_LEFT:
        case JOIN_LEFT_SINGLE:
            guard_walk(g, p->left);
            return;
        case JOIN_RIGHT:
        case JOIN_RIGHT_SINGLE:
            guard_walk(g, p->right);
            return;
        default: /* FULL: one of its relations */
            break;
        }
        break;
    case PLAN_FILTER:
        guard_note_preds(g, p->filter.filters);
        guard_walk(g, p->left);
        return;
    case PLAN_PARTITION_SELECTOR:
        guard_walk(g, p->left);
        return;
    default:
        guard_note_preds(g, plan_preds(p));
        break;
    }
    if (!plan_output_rtes(g->d->sb->a, p, &rtes))
        g->d->sb->a->failed = true;
    else if (list_len(rtes)
             && !list_push(g->d->sb->a, &g->need, list_nth(rtes, 0)))
        return; /* OOM: the arena flag is set */
}

static bool
guard_reads(const single_guard *g, const rte *r)
{
    for (int i = 0; i < list_len(g->read); i++)
        if (list_nth(g->read, i) == r)
            return true;
    return false;
}

/* The rtes of d->null_rows: those a node of the nullable side of an
   outer join (a SINGLE join's value too) outputs and that may print as a
   derived table: a view, a subquery, an Empty's rtes, a scan that prints
   wrapped with its filters or from a partitioned table's leaves.  A
   plain table scan prints as the table, whose whole row is typed. */
typedef struct null_walk {
    dp *d;
    list *nullable;      /* of const rte * */
    list *derived;       /* of const rte * */
} null_walk;

static void
note_null_node(const plan *p, void *arg)
{
    null_walk *w = arg;
    arena *a = w->d->sb->a;

    switch (p->kind) {
    case PLAN_JOIN:
        if (p->join.type == JOIN_LEFT || p->join.type == JOIN_LEFT_SINGLE
            || p->join.type == JOIN_FULL)
            (void)plan_output_rtes(a, p->right, &w->nullable);
        if (p->join.type == JOIN_RIGHT || p->join.type == JOIN_RIGHT_SINGLE
            || p->join.type == JOIN_FULL)
            (void)plan_output_rtes(a, p->left, &w->nullable);
        break;
    case PLAN_EMPTY:
        for (int i = 0; i < list_len(p->empty.rtes); i++)
            (void)list_push(a, &w->derived, list_nth(p->empty.rtes, i));
        break;
    case PLAN_SCAN:
        if (p->scan.rte && (list_len(p->scan.filters)
                            || rte_partitioned(p->scan.rte)
                            || p->scan.rte->sample))
            (void)list_push(a, &w->derived, (void *)p->scan.rte);
        break;
    default:
        break;
    }
}

static void
note_null_rows(dp *d, const query *q)
{
    null_walk w = { d, NULL, NULL };

    plan_walk_query(q, note_null_node, &w);
    for (int i = 0; i < list_len(w.nullable); i++) {
        const rte *r = list_nth(w.nullable, i);

        /* a function prints as its call, typed, unless emptied */
        if ((r->view || (r->kind != RTE_TABLE && r->kind != RTE_FUNCTION)
             || list_has(w.derived, r))
            && !list_has(d->null_rows, r))
            (void)list_push(d->sb->a, &d->null_rows, (void *)r);
    }
}

/*
 * The FROM items of O that guard_walk reaches and PostgreSQL may pull up
 * into O (a derived table or view, a WITH item it inlines, a SQL function
 * it inlines, VALUES), into d->fence: each is printed with OFFSET 0.
 * Pulled up, such an item is no relation of its own: "num_nulls(r.*)" or
 * a condition on r.c reads the expressions of its select list, which may
 * read only some of its relations, or none ("SELECT 0 AS c FROM t WHERE
 * ..."), and the lateral item no longer waits for the rows of r (gen.py
 * seed 36: "more than one row returned" on a row of O that the join with
 * an empty r drops).  Walks O as guard_walk does, before O is printed.
 */
static void
fence_walk(dp *d, const plan *p)
{
    const rte *r = NULL;

    for (; p; p = p->left) {
        if (p->kind == PLAN_JOIN) {
            if (p->join.type == JOIN_INNER || p->join.type == JOIN_CROSS)
                fence_walk(d, p->right);
            else if (p->join.type == JOIN_RIGHT
                     || p->join.type == JOIN_RIGHT_SINGLE) {
                fence_walk(d, p->right);
                return;
            } else if (p->join.type == JOIN_FULL)
                return;
        } else if (p->kind != PLAN_FILTER
                   && p->kind != PLAN_PARTITION_SELECTOR)
            break;
    }
    if (!p)
        return;
    switch (p->kind) {
    case PLAN_SUBQUERY_SCAN:
        r = p->subq.rte;
        break;
    case PLAN_CTE_SCAN:
        r = p->ctescan.rte;
        break;
    case PLAN_FUNCTION_SCAN:
        r = p->funcscan.rte;
        break;
    case PLAN_VALUES:
        r = p->values.rte;
        break;
    default:
        return;
    }
    if (r && !list_push(d->sb->a, &d->fence, (void *)r))
        return; /* OOM: the arena flag is set */
}

/* The guard of SINGLE join 'p' (above) after O's filters in 'own'. */
static void
put_single_guard(dp *d, const plan *p, single_guard *g, sink *own)
{
    strbuf tmp, *old;

    for (int i = 0; i < list_len(g->to.conj); i++)
        sink_add_text(d, own, list_nth(g->to.conj, i));
    for (int i = 0; i < list_len(p->join.cond); i++)
        if (!expr_walk_cols_deep(d->sb->a,
                                 ((const pred *)list_nth(p->join.cond, i))->e,
                                 guard_note_col, g))
            d->sb->a->failed = true;
    if (!expr_walk_cols_deep(d->sb->a, p->join.single_value, guard_note_col,
                             g))
        d->sb->a->failed = true;
    for (int i = 0; i < list_len(g->need); i++) {
        expr whole;

        if (guard_reads(g, list_nth(g->need, i)))
            continue;
        memset(&whole, 0, sizeof whole);
        whole.kind = E_WHOLEROW;
        whole.loc = -1;
        whole.row.rte = list_nth(g->need, i);
        old = capture_begin(d, &tmp);
        PUTS(d, "num_nulls(");
        put_wholerow(d, &whole);
        PUTS(d, ") >= 0");
        sink_add_text(d, own, capture_end(d, old));
    }
}

/*
 * SINGLE joins: "(O CROSS JOIN LATERAL (SELECT (SELECT v FROM I WHERE c)
 * AS col WHERE <O's predicates>) AS alias)", O's predicates also in the
 * parent's sink 's' when there is one (where PostgreSQL pushes them to
 * O's scans); see single_guard.  Not inlined: put_join recurses once per
 * join, and its frame must stay small (10,000 joins, tests/limits).
 */
static __attribute__((noinline)) void
put_single(dp *d, const plan *p, sink *s, bool bare)
{
    const plan *outer = p->join.type == JOIN_LEFT_SINGLE ? p->left : p->right;
    const plan *inner = p->join.type == JOIN_LEFT_SINGLE ? p->right : p->left;
    const rte *r = p->join.single;
    sink own = { NULL };
    single_guard g;
    strbuf tmp, *old;
    const char *value;

    if (!r || r->ncols < 1 || !p->join.single_value) {
        fail_internal(d, "SINGLE join without its value");
        return;
    }
    old = capture_begin(d, &tmp);
    put_expr(d, p->join.single_value, true);
    value = capture_end(d, old);
    if (!bare)
        PUTS(d, "(");
    fence_walk(d, outer);
    put_from(d, outer, &own);
    memset(&g, 0, sizeof g);
    g.d = d;
    guard_walk(&g, outer);
    for (int i = 0; s && !g.volatile_filter && i < list_len(own.conj); i++)
        sink_add_text(d, s, list_nth(own.conj, i));
    PUTS(d, " CROSS JOIN LATERAL (SELECT (");
    put_inner_select(d, value, inner, p->join.cond, NULL);
    PUTS(d, ") AS ");
    put_ident(d, rte_col(d, r, 0));
    put_single_guard(d, p, &g, &own);
    put_where(d, &own);
    /* OFFSET 0 keeps PostgreSQL from pulling the subquery up, which would
       compute the value below the filters that f came from (a
       PlaceHolderVar is evaluated at its input's scan) */
    if (list_len(own.conj))
        PUTS(d, " OFFSET 0");
    PUTS(d, ") AS ");
    put_ident(d, r->alias);
    if (!bare)
        PUTS(d, ")");
}

static void
put_join(dp *d, const plan *p, sink *s, bool bare, bool no_from)
{
    sink on = { NULL };
    sink *ls, *rs;
    const char *kw;
    bool cross;

    switch (p->join.type) {
    case JOIN_SEMI:
    case JOIN_ANTI:
    case JOIN_ANTI_NULL_AWARE:
        put_semi_anti(d, p, s, bare, no_from);
        return;
    case JOIN_LEFT_SINGLE:
    case JOIN_RIGHT_SINGLE:
        put_single(d, p, s, bare);
        return;
    case JOIN_INNER:
    case JOIN_CROSS:
        ls = rs = s ? s : &on;
        kw = " INNER JOIN ";
        break;
    case JOIN_LEFT:
        ls = s;
        rs = &on;
        kw = " LEFT JOIN ";
        break;
    case JOIN_RIGHT:
        ls = &on;
        rs = s;
        kw = " RIGHT JOIN ";
        break;
    case JOIN_FULL:
        ls = rs = NULL;
        kw = " FULL JOIN ";
        break;
    default:
        fail_internal(d, "unknown join type");
        return;
    }
    sink_add_preds(d, &on, p->join.cond);
    if (!bare)
        PUTS(d, "(");
    put_from(d, p->left, ls);
    /* the right input's predicates may land in 'on': decide the keyword
       after printing it */
    {
        strbuf tmp, *old = capture_begin(d, &tmp);
        const char *right;

        put_from(d, p->right, rs);
        right = capture_end(d, old);
        cross = p->join.type == JOIN_CROSS && !list_len(on.conj);
        PUTS(d, cross ? " CROSS JOIN " : kw);
        PUTS(d, right);
    }
    if (!cross) {
        PUTS(d, " ON ");
        put_sink(d, &on);
    }
    if (!bare)
        PUTS(d, ")");
}

/* A Filter node (or a chain of them) inside a join tree. */
static void
put_filter_item(dp *d, const plan *p, sink *s, bool bare, bool no_from)
{
    sink own = { NULL };

    if (s) {
        sink_add_preds(d, s, p->filter.filters);
        d->bare = bare;
        d->no_from = no_from;
        put_from(d, p->left, s);
        return;
    }
    sink_add_preds(d, &own, p->filter.filters);
    PUTS(d, "(");
    put_from(d, p->left, &own);
    put_lateral_filter(d, &own);
    PUTS(d, ")");
}

/* Forget the Appends named since d->apps had 'mark' items: their block
   (or branch) is printed, and a copy of the same branch elsewhere has
   Appends of its own over the same rtes. */
static void
apps_forget(dp *d, int mark)
{
    if (d->apps && d->apps->n > mark)
        d->apps->n = mark;
}

/* Name the Appends of the FROM tree 'p' (not those of its derived tables,
   which their own blocks name), before the block's columns print. */
static void
name_appends(dp *d, const plan *p)
{
    app_item *m;

    if (!p)
        return;
    switch (p->kind) {
    case PLAN_JOIN:
        name_appends(d, p->left);
        name_appends(d, p->right);
        return;
    case PLAN_FILTER: case PLAN_PARTITION_SELECTOR:
        name_appends(d, p->left);
        return;
    case PLAN_APPEND:
        break;
    default:
        return;
    }
    for (int i = 0; i < list_len(d->apps); i++)
        if (((const app_item *)list_nth(d->apps, i))->app == p)
            return;
    if (!(m = ARENA_NEW(d->sb->a, app_item)))
        return;
    m->app = p;
    m->alias = gen_alias(d, "qp_append");
    plan_output_rtes(d->sb->a, p, &m->rtes);
    list_push(d->sb->a, &d->apps, m);
}

/* An Append's item (see app_item): each branch is "SELECT <every column of
   the rtes> FROM <branch> WHERE <its predicates>".  Not inlined: put_from
   recurses once per join, and its frame must stay small (10,000 joins). */
static __attribute__((noinline)) void
put_append(dp *d, const plan *p)
{
    app_item *m = NULL;
    int ncols = 0;
    const char **names;

    for (int i = 0; i < list_len(d->apps) && !m; i++)
        if (((app_item *)list_nth(d->apps, i))->app == p)
            m = list_nth(d->apps, i);
    if (!m || !list_len(p->children)) {
        fail_internal(d, "Append outside a block");
        return;
    }
    for (int k = 0; k < list_len(m->rtes); k++)
        ncols += ((const rte *)list_nth(m->rtes, k))->ncols
                 + ((const rte *)list_nth(m->rtes, k))->nsys;
    if (!(names = ARENA_NEWN(d->sb->a, const char *, ncols + 1)))
        return;
    ncols = 0;
    for (int k = 0; k < list_len(m->rtes); k++) {
        const rte *r = list_nth(m->rtes, k);

        for (int c = 0; c < r->ncols + r->nsys; c++)
            names[ncols++] = app_col_name(d, r, c);
    }
    m->inside = true;
    PUTS(d, "(");
    d->in_append++;
    for (int i = 0; i < list_len(p->children); i++) {
        const plan *b = list_nth(p->children, i);
        sink where = { NULL };
        int n = 0;

        int mark = list_len(d->apps);

        name_appends(d, b);
        PUTS(d, i ? " UNION ALL SELECT " : "SELECT ");
        for (int k = 0; k < list_len(m->rtes); k++) {
            const rte *r = list_nth(m->rtes, k);

            for (int c = 0; c < r->ncols + r->nsys; c++) {
                expr col = { .kind = E_COL };

                col.col.rte = (rte *)r;
                col.col.col = c;
                if (n)
                    PUTS(d, ", ");
                put_col(d, &col);
                n++;
            }
        }
        PUTS(d, " FROM ");
        d->bare = true;
        put_from(d, b, &where);
        put_where(d, &where);
        apps_forget(d, mark);
    }
    d->in_append--;
    m->inside = false;
    PUTS(d, ") AS ");
    put_ident(d, m->alias);
    if (ncols)
        put_name_list(d, ncols, names);
}

static void
put_from(dp *d, const plan *p, sink *s)
{
    bool bare = d->bare, no_from = d->no_from;

    d->bare = d->no_from = false;
    if (!p) {
        if (!no_from)
            fail_internal(d, "missing join tree");
        return;
    }
    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        put_scan(d, p, s);
        return;
    case PLAN_SUBQUERY_SCAN:
    case PLAN_CTE_SCAN:
    case PLAN_FUNCTION_SCAN:
        put_named_item(d, p, s);
        return;
    case PLAN_VALUES:
        if (no_from)
            return;
        if (!p->values.rte) {
            fail(d, p->loc, "cannot print an unnamed VALUES list in FROM");
            return;
        }
        put_named_item(d, p, s);
        return;
    case PLAN_EMPTY:
        put_empty_from(d, p);
        return;
    case PLAN_JOIN:
        put_join(d, p, s, bare, no_from);
        return;
    case PLAN_FILTER:
        put_filter_item(d, p, s, bare, no_from);
        return;
    case PLAN_PARTITION_SELECTOR:
        d->bare = bare;
        put_from(d, p->left, s);
        return;
    case PLAN_APPEND:
        put_append(d, p);
        return;
    default:
        fail(d, p->loc, "cannot print a %s node inside FROM as SQL",
             plan_kind_name(p->kind));
        return;
    }
}

/* ---- query blocks ---- */

/*
 * An expression in GROUP BY, DISTINCT ON or a block's ORDER BY, where a
 * bare integer literal would be read as a column ordinal: constants are
 * printed as casts, which PostgreSQL reads as expressions.
 */
static void
put_clause_expr(dp *d, const expr *e, bool operand)
{
    if (e && e->kind == E_CONST) {
        PUTS(d, "CAST(");
        PUTS(d, const_text(d, e));
        PUTS(d, " AS ");
        put_type(d, e->type.id == T_UNKNOWN || e->type.id == T_NULL
                        || e->type.id == T_ANY ? type_plain(T_TEXT) : e->type);
        PUTS(d, ")");
        return;
    }
    put_expr(d, e, !operand);
}

static const char *
expr_text(dp *d, const expr *e)
{
    strbuf tmp, *old = capture_begin(d, &tmp);

    put_expr(d, e, true);
    return capture_end(d, old);
}

/*
 * Position (1-based) of the target of 'project' that prints as 'e' (or
 * comes from the same syntax), or 0.  With DISTINCT, ORDER BY items must
 * be select-list items, so such keys are printed as ordinals.
 */
static int
target_ordinal(dp *d, const plan *project, const expr *e)
{
    const char *text;

    if (!project || !(project->project.distinct
                      || list_len(project->project.distinct_on)))
        return 0;
    text = expr_text(d, e);
    for (int i = 0; i < list_len(project->project.targets); i++) {
        const target *t = list_nth(project->project.targets, i);

        if (strcmp(expr_text(d, t->e), text) == 0)
            return i + 1;
    }
    /* a rewrite may have changed one copy only (a subquery's plan): the
       same syntax is still the same select-list item */
    for (int i = 0; e->loc >= 0 && i < list_len(project->project.targets);
         i++) {
        const target *t = list_nth(project->project.targets, i);

        if (t->e->kind == e->kind && t->e->loc == e->loc)
            return i + 1;
    }
    return 0;
}

/* " ORDER BY ... LIMIT ... OFFSET ..."; 'outrefs_only' for set ops. */
static void
put_order_limit(dp *d, const plan *sort, const plan *limit,
                const plan *project, bool outrefs_only)
{
    if (sort && list_len(sort->sort.keys)) {
        PUTS(d, " ORDER BY ");
        for (int i = 0; i < list_len(sort->sort.keys); i++) {
            const sort_key *k = list_nth(sort->sort.keys, i);
            int ord;

            if (i)
                PUTS(d, ", ");
            if (k->e && k->e->kind == E_OUTREF)
                put_expr(d, k->e, true);
            else if (outrefs_only) {
                fail(d, sort->loc, "cannot print a sort key over a set "
                                   "operation that is not an output column");
                return;
            } else if ((ord = target_ordinal(d, project, k->e)))
                sb_printf(d->sb, "%d", ord);
            else
                put_clause_expr(d, k->e, true);
            if (k->desc)
                PUTS(d, " DESC");
            if (k->nulls == 1)
                PUTS(d, " NULLS FIRST");
            else if (k->nulls == 2)
                PUTS(d, " NULLS LAST");
        }
    }
    if (!limit)
        return;
    if (limit->limit.with_ties) {
        if (limit->limit.offset) {
            PUTS(d, " OFFSET ");
            put_operand(d, limit->limit.offset);
            PUTS(d, " ROWS");
        }
        PUTS(d, " FETCH FIRST ");
        if (limit->limit.limit)
            put_operand(d, limit->limit.limit);
        else
            PUTS(d, "ALL");
        PUTS(d, " ROWS WITH TIES");
        return;
    }
    if (limit->limit.limit) {
        PUTS(d, " LIMIT ");
        put_operand(d, limit->limit.limit);
    }
    if (limit->limit.offset) {
        PUTS(d, " OFFSET ");
        put_operand(d, limit->limit.offset);
    }
}

/* Is 'e' a constant that grouping sets of 'agg' group by?  PostgreSQL
   nulls a select-list item in the sets without it only where the item
   equals the key as it parses both: 'a' in the select list is unknown
   there, CAST('a' AS text) in GROUP BY is text, so both are printed as
   the cast (a constant output of SELECT 'a' ... GROUP BY ROLLUP (1)
   was never NULL). */
static bool
const_key(const plan *agg, const expr *e)
{
    if (!agg || !agg->agg.sets || e->kind != E_CONST)
        return false;
    for (int i = 0; i < list_len(agg->agg.group); i++)
        if (expr_equal(list_nth(agg->agg.group, i), e))
            return true;
    return false;
}

static void
put_group_by(dp *d, const plan *agg)
{
    const list *group = agg->agg.group;
    const list *sets = agg->agg.sets;

    if (!sets) {
        /* without aggregate calls, only GROUP BY () makes it one group */
        if (!list_len(group)) {
            if (!list_len(agg->agg.aggs))
                PUTS(d, " GROUP BY ()");
            return;
        }
        PUTS(d, " GROUP BY ");
        for (int i = 0; i < list_len(group); i++) {
            if (i)
                PUTS(d, ", ");
            put_clause_expr(d, list_nth(group, i), false);
        }
        return;
    }
    PUTS(d, " GROUP BY GROUPING SETS (");
    for (int i = 0; i < list_len(sets); i++) {
        const list *set = list_nth(sets, i);

        PUTS(d, i ? ", (" : "(");
        for (int j = 0; j < list_len(set); j++) {
            intptr_t k = (intptr_t)list_nth(set, j);

            if (j)
                PUTS(d, ", ");
            if (k < 0 || k >= list_len(group)) {
                fail_internal(d, "grouping set index out of range");
                return;
            }
            put_clause_expr(d, list_nth(group, (int)k), false);
        }
        PUTS(d, ")");
    }
    PUTS(d, ")");
}

/*
 * True when the join tree 'p' reads no relation: a block without FROM,
 * possibly under its WHERE's Filter and semi or anti joins.
 */
static bool
from_is_empty(const plan *p)
{
    if (!p)
        return true;
    if (p->kind == PLAN_FILTER)
        return from_is_empty(p->left);
    if (p->kind == PLAN_JOIN
        && (p->join.type == JOIN_SEMI || p->join.type == JOIN_ANTI
            || p->join.type == JOIN_ANTI_NULL_AWARE))
        return from_is_empty(p->left);
    return p->kind == PLAN_VALUES && !p->values.rte
           && list_len(p->values.rows) == 1
           && list_len(list_nth(p->values.rows, 0)) == 0;
}

static bool
is_block_node(plan_kind k)
{
    return k == PLAN_PROJECT || k == PLAN_AGGREGATE || k == PLAN_WINDOW
           || k == PLAN_SORT || k == PLAN_LIMIT || k == PLAN_SETOP;
}

/* "FOR UPDATE OF a, b SKIP LOCKED": the locking clause 'l' with the
   names of its rtes. */
void
deparse_lock(strbuf *sb, const plan_lock *l)
{
    static const char *const names[] = {
        "FOR UPDATE", "FOR NO KEY UPDATE", "FOR SHARE", "FOR KEY SHARE"
    };

    sb_puts(sb, l->strength >= 0 && l->strength <= LOCK_KEY_SHARE
                ? names[l->strength] : "FOR ?");
    for (int j = 0; j < list_len(l->rtes); j++) {
        sb_puts(sb, j ? ", " : " OF ");
        deparse_ident(sb, ((const rte *)list_nth(l->rtes, j))->alias);
    }
    if (l->wait == LOCK_NOWAIT)
        sb_puts(sb, " NOWAIT");
    else if (l->wait == LOCK_SKIP_LOCKED)
        sb_puts(sb, " SKIP LOCKED");
}

/*
 * " FOR UPDATE OF a, b SKIP LOCKED" for each clause of 'locks', naming the
 * rtes as the FROM list 'from' prints them.  A clause naming a table that
 * 'from' no longer reads is left out: such a table was inner-joined (a
 * locked table is never on the nullable side), so the block returns no
 * rows and locks none.
 */
static void
put_locks(dp *d, const list *locks, const plan *from)
{
    for (int i = 0; i < list_len(locks); i++) {
        const plan_lock *l = list_nth(locks, i);
        bool all = true;

        for (int j = 0; j < list_len(l->rtes) && all; j++)
            all = from && plan_find_rte((plan *)from, list_nth(l->rtes, j));
        if (!all)
            continue;
        if (l->strength < 0 || l->strength > LOCK_KEY_SHARE) {
            fail_internal(d, "unknown locking strength");
            return;
        }
        PUTS(d, " ");
        deparse_lock(d->sb, l);
    }
}

/*
 * 'e' is a value PostgreSQL types by the column it is assigned to: an
 * untyped literal or parameter, NULL, DEFAULT.  Printed elsewhere (a
 * derived table's select list) it would be text.
 */
static bool
assigned_as_written(const expr *e)
{
    return (e->kind == E_CONST || e->kind == E_PARAM)
           && (e->type.id == T_UNKNOWN || e->type.id == T_NULL);
}

/*
 * How UPDATE's SET item reads its value: from the rows' derived table
 * (SET c = qp_rows_2.c), as written (SET c = 'x'), or a ROW(...) of
 * items as written and items from the derived table (SET c =
 * ROW(qp_rows_2.qp_set_1_1, 'x')): PostgreSQL assigns a ROW to a
 * composite column field by field, a record column not at all.
 */
enum { SET_FROM_ROWS, SET_AS_WRITTEN, SET_ROW_ITEMS };

/* The name of item 'k' of the ROW of SET item 'i' in the derived
   table. */
static void
put_row_item_name(dp *d, int i, int k)
{
    sb_printf(d->sb, "qp_set_%d_%d", i + 1, k + 1);
}

/* In the derived table: the items of ROW 'e' (SET item 'i') that are
   not printed as written, each as its own column, after ", ". */
static void
put_row_items(dp *d, const expr *e, int i)
{
    for (int k = 0; k < list_len(e->row.items); k++) {
        const expr *x = list_nth(e->row.items, k);

        if (assigned_as_written(x))
            continue;
        PUTS(d, ", ");
        put_expr(d, x, true);
        PUTS(d, " AS ");
        put_row_item_name(d, i, k);
    }
}

/* A SELECT block: Project, Window, Filter(HAVING), Aggregate, Filter. */
static void
put_select(dp *d, const plan *limit, const plan *sort, const plan *p)
{
    const plan *project = NULL, *agg = NULL, *q;
    list *having = NULL, *where_nodes = NULL;
    bool agg_below = false;
    sink where = { NULL };
    arena *a = d->sb->a;
    int apps_mark, nskip = 0, nput = 0;
    const char *skip = NULL;

    if (p->kind == PLAN_PROJECT) {
        project = p;
        p = p->left;
    }
    while (p && p->kind == PLAN_WINDOW)
        p = p->left;
    for (q = p; q && q->kind == PLAN_FILTER; q = q->left)
        ;
    agg_below = q && q->kind == PLAN_AGGREGATE;
    while (p && p->kind == PLAN_FILTER && (agg_below || p->filter.having)) {
        list_push(a, &having, (void *)p);
        p = p->left;
    }
    if (p && p->kind == PLAN_AGGREGATE) {
        agg = p;
        p = p->left;
    }
    while (p && p->kind == PLAN_FILTER) {
        list_push(a, &where_nodes, (void *)p);
        p = p->left;
    }
    if (p && is_block_node(p->kind)) {
        fail(d, p->loc, "cannot print a %s node at this place as SQL",
             plan_kind_name(p->kind));
        return;
    }
    if (!project && (agg || having)) {
        fail(d, (agg ? agg : p ? p : limit)->loc,
             "cannot print an aggregate without a projection as SQL");
        return;
    }
    apps_mark = list_len(d->apps);
    name_appends(d, p);

    PUTS(d, "SELECT ");
    if (project && list_len(project->project.distinct_on)) {
        PUTS(d, "DISTINCT ON (");
        for (int i = 0; i < list_len(project->project.distinct_on); i++) {
            if (i)
                PUTS(d, ", ");
            put_clause_expr(d, list_nth(project->project.distinct_on, i),
                            false);
        }
        PUTS(d, ") ");
    } else if (project && project->project.distinct)
        PUTS(d, "DISTINCT ");
    if (d->row_id) {
        list *extra = d->row_extra;

        PUTS(d, d->row_id);
        d->row_id = NULL;
        d->row_extra = NULL;
        skip = d->row_skip;
        nskip = d->row_nskip;
        d->row_skip = NULL;
        for (int i = 0; i < list_len(extra); i++) {
            PUTS(d, ", ");
            put_expr(d, list_nth(extra, i), true);
            sb_printf(d->sb, " AS qp_ret_%d", i + 1);
        }
        nput = 1;
    } else if (!project)
        PUTS(d, "*");
    if (project)
        for (int i = 0; i < list_len(project->project.targets); i++) {
            const target *t = list_nth(project->project.targets, i);

            if (skip && i < nskip && skip[i] == SET_AS_WRITTEN)
                continue;
            if (skip && i < nskip && skip[i] == SET_ROW_ITEMS) {
                put_row_items(d, t->e, i);
                nput++;
                continue;
            }
            if (nput++)
                PUTS(d, ", ");
            if (t->e->kind == E_WHOLEROW)
                put_wholerow_target(d, t->e);
            else if (const_key(agg, t->e))
                put_clause_expr(d, t->e, false);
            else
                put_expr(d, t->e, true);
            if (t->name) {
                PUTS(d, " AS ");
                put_ident(d, t->name);
            }
        }

    for (int i = 0; i < list_len(where_nodes); i++)
        sink_add_preds(d, &where,
                       ((const plan *)list_nth(where_nodes, i))->filter.filters);
    if (!from_is_empty(p)) {
        const list *outer_locks = d->locks;

        PUTS(d, " FROM ");
        d->bare = true;
        d->locks = project ? project->project.locks : NULL;
        put_from(d, p, &where);
        d->locks = outer_locks;
    } else if (p) {
        /* only predicates: WHERE EXISTS (...) with no FROM */
        d->no_from = true;
        put_from(d, p, &where);
    }
    put_where(d, &where);
    if (agg)
        put_group_by(d, agg);
    if (list_len(having)) {
        sink h = { NULL };

        for (int i = 0; i < list_len(having); i++)
            sink_add_preds(d, &h,
                           ((const plan *)list_nth(having, i))->filter.filters);
        /* all of it left out (cte_or_idle): with a GROUP BY or an
           aggregate the block is grouped without it; else HAVING true
           keeps it grouped */
        if (list_len(h.conj) || !agg) {
            PUTS(d, " HAVING ");
            put_sink(d, &h);
        }
    }
    put_order_limit(d, sort, limit, project, false);
    if (project)
        put_locks(d, project->project.locks, p);
    apps_forget(d, apps_mark);
}

static void
put_setop(dp *d, const plan *p)
{
    const plan *l, *r;
    shape sh = { p->setop.ncols, p->setop.colnames, p->setop.coltypes };
    const char *op;

    if (list_len(p->children) == 2) {
        l = list_nth(p->children, 0);
        r = list_nth(p->children, 1);
    } else {
        l = p->left;
        r = p->right;
    }
    if (!l || !r) {
        fail_internal(d, "set operation without two inputs");
        return;
    }
    op = p->setop.op == SETOP_UNION ? "UNION"
         : p->setop.op == SETOP_INTERSECT ? "INTERSECT"
         : p->setop.op == SETOP_EXCEPT ? "EXCEPT" : NULL;
    if (!op) {
        fail_internal(d, "unknown set operation");
        return;
    }
    PUTS(d, "(");
    put_block(d, l, &sh);
    sb_printf(d->sb, ") %s%s (", op, p->setop.all ? " ALL" : "");
    if (p->setop.recursive)
        put_sub_block(d, r, &sh); /* with the term's own WITH items */
    else
        put_block(d, r, &sh);
    PUTS(d, ")");
}

/*
 * One query block as "SELECT ..." (or a set operation, or VALUES), with no
 * enclosing parentheses.  'sh' gives the output columns when known; it
 * names the columns of a block that the plan has replaced by Empty.
 */
static void
put_block(dp *d, const plan *p, const shape *sh)
{
    const plan *limit = NULL, *sort = NULL;

    if (p && p->kind == PLAN_LIMIT) {
        limit = p;
        p = p->left;
    }
    if (p && p->kind == PLAN_SORT) {
        sort = p;
        p = p->left;
    }
    if (!p) {
        fail_internal(d, "query block without input");
        return;
    }
    switch (p->kind) {
    case PLAN_MODIFY:
        /* a data-modifying WITH item: the statement's WITH is printed
           at the top */
        if (sort || limit || !d->with_done) {
            fail_internal(d, "a data-modifying WITH item out of place");
            return;
        }
        put_modify(d, p);
        return;
    case PLAN_SETOP:
        put_setop(d, p);
        put_order_limit(d, sort, limit, NULL, true);
        return;
    case PLAN_VALUES:
        if (p->values.rte)
            break;
        put_values_rows(d, p->values.rows);
        put_order_limit(d, sort, limit, NULL, true);
        return;
    case PLAN_EMPTY:
        if (sh) {
            (void)put_empty_select(d, sh, p);
        } else if (list_len(p->empty.rtes)) {
            /* every column of the rtes it stands for */
            bool first = true;

            PUTS(d, "SELECT");
            for (int i = 0; i < list_len(p->empty.rtes); i++) {
                const rte *r = list_nth(p->empty.rtes, i);

                for (int c = 0; c < r->ncols; c++) {
                    PUTS(d, first ? " " : ", ");
                    first = false;
                    put_typed_null(d, r->coltypes[c]);
                    PUTS(d, " AS ");
                    put_ident(d, rte_col(d, r, c));
                }
            }
            (void)put_empty_reads(d, p);
        } else {
            shape anon = { p->empty.ncols, NULL, NULL };

            (void)put_empty_select(d, &anon, p);
        }
        return;
    default:
        break;
    }
    put_select(d, limit, sort, p);
}

/* True when 'name' is a relation 't' or one of its partitions. */
static bool
names_relation(const cat_table *t, const char *name)
{
    if (strcmp(t->name, name) == 0)
        return true;
    for (int i = 0; i < list_len(t->children); i++)
        if (names_relation(list_nth(t->children, i), name))
            return true;
    return false;
}

/* True when 'name' is taken by a table the statement reads, or by one of
   the first 'n' WITH items' printed names. */
static bool
cte_name_taken(const dp *d, const char *name, int n)
{
    for (int i = 0; i < list_len(d->q->rtes); i++) {
        const rte *r = list_nth(d->q->rtes, i);

        if (r->kind == RTE_TABLE && r->table && names_relation(r->table, name))
            return true;
    }
    for (int i = 0; i < n; i++)
        if (strcmp(d->cte_names[i], name) == 0)
            return true;
    return false;
}

/*
 * The binder lists the WITH items of every nesting level in q->ctes, and
 * all are printed in one WITH at the top, where each is visible to the
 * whole statement.  An item whose name another item uses, or that a table
 * the statement reads elsewhere has, would capture the wrong references
 * there: such items are printed as "<name>_<n>".
 */
static void
name_ctes(dp *d)
{
    int n = list_len(d->q->ctes);

    if (!n)
        return;
    d->cte_names = ARENA_NEWN(d->sb->a, const char *, n);
    if (!d->cte_names)
        return;
    for (int i = 0; i < n; i++) {
        const char *name = ((const plan_cte *)list_nth(d->q->ctes, i))->name;
        const char *cand = name;

        for (int k = 2; cand && cte_name_taken(d, cand, i); k++)
            cand = arena_printf(d->sb->a, "%s_%d", name, k);
        d->cte_names[i] = cand ? cand : name;
    }
}

/*
 * A WITH item written inside a subquery may reference the columns of an
 * enclosing query level ("SELECT (WITH c AS (VALUES (t.f1)) SELECT ...)
 * FROM t"); in the top-level WITH those columns are out of scope.  Such an
 * item, and every item that reads one, is "local": it is printed in the
 * WITH of the outermost subquery (sublink or derived table) that holds all
 * its scans and none of the rtes it references, which is where it was
 * written or an enclosing subquery that sees the same columns.  Items that
 * reference nothing outside stay in the top-level WITH.
 */
typedef struct outer_refs {
    dp *d;
    const plan *body;
    list **out;
} outer_refs;

static void
note_outer_ref(const expr *col, void *arg)
{
    outer_refs *o = arg;
    rte *r = col->col.rte;

    for (int i = 0; i < list_len(*o->out); i++)
        if (list_nth(*o->out, i) == r)
            return;
    if (!list_push(o->d->sb->a, o->out, r))
        o->d->sb->a->failed = true;
}

typedef struct cte_count {
    const plan_cte *c;
    int n;
    const plan *seen[16];   /* scans counted, when few: a sublink printed
                               twice (select list and ORDER BY) is one */
    int nseen;
} cte_count;

static void
count_cte_scan(const plan *p, void *arg)
{
    cte_count *k = arg;

    if (p->kind != PLAN_CTE_SCAN || !same_cte(p->ctescan.cte, k->c))
        return;
    for (int i = 0; i < k->nseen; i++)
        if (k->seen[i] == p)
            return;
    if (k->nseen < (int)(sizeof k->seen / sizeof k->seen[0]))
        k->seen[k->nseen++] = p;
    k->n++;
}

/* The CteScans of 'c' in 'p' (and its sublinks, not in other items). */
static int
cte_scans(const plan *p, const plan_cte *c)
{
    cte_count k = { c, 0, { NULL }, 0 };

    if (p)
        plan_walk(p, count_cte_scan, &k);
    return k.n;
}

static void
count_self_scan(const plan *p, void *arg)
{
    cte_count *k = arg;

    if (p->kind == PLAN_CTE_SCAN && p->ctescan.self
        && same_cte(p->ctescan.cte, k->c))
        k->n++;
}

/*
 * A WITH item written inside the recursive term of a recursive item R
 * ("... UNION ALL (WITH z AS (SELECT * FROM r) SELECT ...)") reads R's
 * rows of the last iteration; in the top-level WITH it would make the
 * two items mutually recursive, which PostgreSQL refuses.  Such an item,
 * and every item that reads one, is local: it is printed in the WITH of
 * the recursive term (put_setop), the subquery that holds its scans.
 */
static void
mark_term_ctes(dp *d)
{
    int n = list_len(d->q->ctes);

    for (int j = 0; j < n; j++) {
        const plan_cte *r = list_nth(d->q->ctes, j);
        bool changed = true;

        if (!r->recursive)
            continue;
        for (int i = 0; i < n; i++) {
            cte_count k = { r, 0, { NULL }, 0 };
            const plan_cte *c = list_nth(d->q->ctes, i);

            if (i != j && c->plan)
                plan_walk(c->plan, count_self_scan, &k);
            if (k.n)
                d->cte_local[i] = true;
        }
        /* and the items that read those, the recursive item aside */
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                const plan_cte *c = list_nth(d->q->ctes, i);

                if (i == j || d->cte_local[i])
                    continue;
                for (int m = 0; m < n && !d->cte_local[i]; m++)
                    if (m != j && m != i && d->cte_local[m]
                        && cte_scans(c->plan, list_nth(d->q->ctes, m)))
                        changed = d->cte_local[i] = true;
            }
        }
    }
}

static void
classify_ctes(dp *d)
{
    int n = list_len(d->q->ctes);
    arena *a = d->sb->a;

    d->cte_outer = ARENA_NEWN(a, list *, n);
    d->cte_local = ARENA_NEWN(a, bool, n);
    d->cte_home = ARENA_NEWN(a, const plan *, n);
    d->cte_claim = ARENA_NEWN(a, int, n);
    if (!d->cte_outer || !d->cte_local || !d->cte_home || !d->cte_claim) {
        d->cte_outer = NULL;
        d->cte_local = NULL;
        d->cte_home = NULL;
        return;
    }
    for (int i = 0; i < n; i++) {
        const plan_cte *c = list_nth(d->q->ctes, i);
        expr whole;
        outer_refs o = { d, c->plan, &d->cte_outer[i] };

        d->cte_outer[i] = NULL;
        d->cte_home[i] = NULL;
        d->cte_claim[i] = 0;
        /* the item's body as a sublink: the walk visits exactly the
           columns of rtes bound outside it */
        memset(&whole, 0, sizeof whole);
        whole.kind = E_SUBLINK;
        whole.loc = -1;
        whole.sub.kind = SL_EXISTS;
        whole.sub.sub = c->plan;
        if (!expr_walk_cols_deep(a, &whole, note_outer_ref, &o))
            a->failed = true;
        for (int j = 0; j < i; j++) {
            if (!d->cte_local[j] || !cte_scans(c->plan, list_nth(d->q->ctes, j)))
                continue;
            for (int k = 0; k < list_len(d->cte_outer[j]); k++)
                if (!list_push(a, &d->cte_outer[i], list_nth(d->cte_outer[j], k)))
                    a->failed = true;
        }
        d->cte_local[i] = list_len(d->cte_outer[i]) > 0;
    }
    mark_term_ctes(d);
}

static bool
is_local_cte(const dp *d, int i)
{
    return d->cte_local && d->cte_local[i];
}

/* True when every scan of item i is in 'p' or in a local item whose
   scans all are. */
static bool
cte_scans_within(dp *d, const plan *p, int i, int depth)
{
    const plan_cte *c = list_nth(d->q->ctes, i);
    int total = cte_scans(d->q->root, c), inside = cte_scans(p, c);

    for (int j = 0; j < list_len(d->q->ctes); j++) {
        const plan_cte *o = list_nth(d->q->ctes, j);
        int n = j == i ? 0 : cte_scans(o->plan, c);

        total += n;
        if (n && is_local_cte(d, j) && depth < 64
            && cte_scans_within(d, p, j, depth + 1))
            inside += n;
    }
    return inside == total;
}

/* True when subquery 'p' can hold local item i: all its scans are in 'p'
   and none of the rtes it references is bound in 'p'. */
static bool
local_cte_fits(dp *d, const plan *p, int i)
{
    const plan_cte *c = list_nth(d->q->ctes, i);
    bool read = cte_scans(d->q->root, c) > 0;

    /* an item no scan reads any more (the rewrite removed them) is never
       evaluated: printed nowhere, where its references could not resolve */
    for (int j = 0; j < list_len(d->q->ctes) && !read; j++)
        read = j != i && cte_scans(((const plan_cte *)list_nth(d->q->ctes, j))->plan, c) > 0;
    if (!read)
        return false;
    for (int k = 0; k < list_len(d->cte_outer[i]); k++)
        if (plan_find_rte((plan *)p, list_nth(d->cte_outer[i], k)))
            return false;
    return cte_scans_within(d, p, i, 0);
}

/* WITH item 'c': "name (cols) AS [NOT MATERIALIZED] (query)", then its
   SEARCH and CYCLE (whose columns the column list leaves out). */
static void
put_cte_def(dp *d, const plan_cte *c)
{
    const cte_clauses *cl = c->clauses;
    shape sh = { plan_cte_query_cols(c), c->colnames, c->coltypes };

    put_ident(d, cte_name(d, c));
    put_name_list(d, sh.ncols, c->colnames);
    PUTS(d, c->materialized == 1 ? " AS MATERIALIZED ("
            : c->materialized == 2 ? " AS NOT MATERIALIZED (" : " AS (");
    put_block(d, c->plan, &sh);
    PUTS(d, ")");
    if (cl && cl->search_cols) {
        PUTS(d, " SEARCH ");
        deparse_cte_clause(d->sb, c, false);
    }
    if (cl && cl->cycle_cols) {
        PUTS(d, " CYCLE ");
        deparse_cte_clause(d->sb, c, true);
    }
}

/* True when one of the local items subquery 'p' prints (claim 'id') is
   recursive: its WITH is "WITH RECURSIVE". */
static bool
any_recursive(const dp *d, int id, const plan *p)
{
    for (int i = 0; i < list_len(d->q->ctes); i++) {
        const plan_cte *c = list_nth(d->q->ctes, i);

        if (c->recursive && d->cte_claim[i] == id
            && (!d->cte_home[i] || d->cte_home[i] == p))
            return true;
    }
    return false;
}

/*
 * Subquery 'p' (the body of a sublink or a derived table) as put_block
 * prints it, preceded by "WITH ..." of the local items it is the innermost
 * fitting subquery of.  The items that fit here are claimed before the
 * body prints; a subquery inside it that fits as well claims them again
 * and prints them itself, so each item lands in the innermost one, as
 * close to where it was written as the plan allows.
 */
static void
put_sub_block(dp *d, const plan *p, const shape *sh)
{
    int n = d->q ? list_len(d->q->ctes) : 0, id, first = -1;
    strbuf tmp, *old;
    const char *body;
    bool any = false;

    /* mine: claimable here, or printed here before (a subquery printed
       twice, in the select list and in ORDER BY, gets its WITH twice) */
#define MINE(i) (d->cte_local[i] && (d->cte_home[i] ? d->cte_home[i] == p \
                                     : local_cte_fits(d, p, (i))))
    if (d->cte_local)
        for (int i = 0; i < n && first < 0; i++)
            if (MINE(i))
                first = i;
    if (first < 0) {
        put_block(d, p, sh);
        return;
    }
    id = ++d->nclaim;
    for (int i = first; i < n; i++)
        if (MINE(i))
            d->cte_claim[i] = id;
#undef MINE
    old = capture_begin(d, &tmp);
    put_block(d, p, sh);
    body = capture_end(d, old);
    for (int i = first; i < n; i++) {
        const plan_cte *c = list_nth(d->q->ctes, i);

        if (d->cte_claim[i] != id || (d->cte_home[i] && d->cte_home[i] != p))
            continue;
        d->cte_home[i] = p;
        PUTS(d, any ? ", " : any_recursive(d, id, p) ? "WITH RECURSIVE "
                                                     : "WITH ");
        any = true;
        put_cte_def(d, c);
    }
    if (any)
        PUTS(d, " ");
    PUTS(d, body);
}

/* Fail when a local item that is read was printed nowhere. */
static void
check_local_ctes(dp *d)
{
    if (!d->cte_local)
        return;
    for (int i = 0; i < list_len(d->q->ctes); i++) {
        const plan_cte *c = list_nth(d->q->ctes, i);

        if (d->cte_local[i] && !d->cte_home[i] && !cte_scans_within(d, NULL, i, 0))
            fail(d, c->plan ? c->plan->loc : -1,
                 "cannot print the WITH query \"%s\": it references an "
                 "enclosing query's columns, and no subquery holds all its "
                 "uses", c->name);
    }
}

static void
put_with(dp *d, const list *ctes)
{
    bool any = false, rec = false;

    for (int i = 0; i < list_len(ctes); i++) {
        const plan_cte *c = list_nth(ctes, i);

        rec = rec || (c->recursive && !(ctes == d->q->ctes && is_local_cte(d, i)));
    }
    for (int i = 0; i < list_len(ctes); i++) {
        const plan_cte *c = list_nth(ctes, i);

        if (ctes == d->q->ctes && is_local_cte(d, i))
            continue;
        PUTS(d, any ? ", " : rec ? "WITH RECURSIVE " : "WITH ");
        any = true;
        put_cte_def(d, c);
    }
    if (any)
        PUTS(d, " ");
}

/* A column list "(a, b)" of the target columns 'cols' (int-in-pointer). */
static void
put_target_cols(dp *d, const rte *r, const list *cols)
{
    PUTS(d, "(");
    for (int i = 0; i < list_len(cols); i++) {
        intptr_t k = (intptr_t)list_nth(cols, i);

        if (i)
            PUTS(d, ", ");
        if (k < 0 || k >= r->ncols) {
            fail_internal(d, "target column out of range");
            return;
        }
        put_ident(d, r->colnames[k]);
    }
    PUTS(d, ")");
}

/*
 * INSERT INTO t (cols) <query>; UPDATE and DELETE join the target with the
 * rows their query finds, by the rows' identity (tableoid, ctid):
 *
 *   UPDATE t AS qp_target_1 SET c = qp_rows_2.c
 *     FROM (SELECT a.qp_tableoid, a.qp_ctid, <values> AS c FROM ...) AS
 *     qp_rows_2 WHERE qp_target_1.tableoid = qp_rows_2.qp_tableoid AND
 *     qp_target_1.ctid = qp_rows_2.qp_ctid
 *   DELETE FROM t AS qp_target_1 USING (SELECT ...) AS qp_rows_2 WHERE ...
 *
 * which changes the same rows to the same values, evaluates each value for
 * the same rows (a scalar subquery fails as in the original), and takes one
 * of several matching rows of UPDATE ... FROM as PostgreSQL does.
 */
/* " RETURNING e AS name, ..." of Modify 'm', if it has one. */
static void
put_returning(dp *d, const plan *m)
{
    for (int i = 0; i < list_len(m->modify.returning); i++) {
        const target *t = list_nth(m->modify.returning, i);

        PUTS(d, i ? ", " : " RETURNING ");
        if (t->e->kind == E_WHOLEROW)
            put_wholerow_target(d, t->e);
        else
            put_expr(d, t->e, true);
        if (t->name) {
            PUTS(d, " AS ");
            put_ident(d, t->name);
        }
    }
}

/* " ON CONFLICT ... DO ..." of INSERT 'm', if it has one. */
static void
put_conflict(dp *d, const plan *m)
{
    const modify_conflict *k = m->modify.conflict;
    const rte *t = m->modify.target;

    if (!k)
        return;
    PUTS(d, " ON CONFLICT");
    if (k->constraint) {
        PUTS(d, " ON CONSTRAINT ");
        put_ident(d, k->constraint);
    } else if (k->infer_cols) {
        PUTS(d, " ");
        put_target_cols(d, t, k->infer_cols);
        if (k->infer_where) {
            PUTS(d, " WHERE ");
            put_expr(d, k->infer_where, true);
        }
    }
    if (!k->do_update) {
        PUTS(d, " DO NOTHING");
        return;
    }
    PUTS(d, " DO UPDATE SET ");
    d->excluded = k->excluded;
    for (int i = 0; i < list_len(k->set_cols); i++) {
        intptr_t c = (intptr_t)list_nth(k->set_cols, i);

        if (i)
            PUTS(d, ", ");
        put_ident(d, t->colnames[c]);
        PUTS(d, " = ");
        put_expr(d, list_nth(k->set_exprs, i), true);
    }
    if (k->where) {
        PUTS(d, " WHERE ");
        put_expr(d, k->where, true);
    }
    d->excluded = NULL;
}

void
deparse_conflict(strbuf *sb, const plan *m)
{
    dp d = { .sb = sb, .st = QPROP_OK };
    size_t start = sb->len;

    put_conflict(&d, m);
    if (sb->len > start && sb->data[start] == ' ') {
        memmove(sb->data + start, sb->data + start + 1, sb->len - start);
        sb->len--;
    }
}

static void
add_ret_col(const expr *col, void *arg)
{
    dp *d = arg;

    if (col->col.rte == d->ret_target)
        return;
    for (int i = 0; i < list_len(d->row_extra); i++) {
        const expr *x = list_nth(d->row_extra, i);

        if (x->col.rte == col->col.rte && x->col.col == col->col.col)
            return;
    }
    list_push(d->sb->a, &d->row_extra, (void *)col);
}

/* " AND f" for each conjunct f the target stage gives UPDATE or DELETE
   'm' on its target (TG_GIVEN_DML_TARGET), read on the target as
   'tgt'. */
static void
put_target_prune(dp *d, const plan *m, const rte *t, const char *tgt)
{
    list *given = NULL;

    if (!tg_given_at(d->sb->a, d->tg, m, TG_GIVEN_DML_TARGET, &given))
        return;
    d->ret_target = t; /* columns of t print as tgt.c (put_col) */
    d->ret_tgt = tgt;
    for (int i = 0; i < list_len(given); i++) {
        PUTS(d, " AND ");
        put_expr(d, list_nth(given, i), false);
    }
    d->ret_target = NULL;
}

/*
 * INSERT INTO t AS alias (cols) <query> [ON CONFLICT ...] [RETURNING ...];
 * UPDATE and DELETE join the target with the rows their query finds, by
 * the rows' identity (tableoid, ctid):
 *
 *   UPDATE t AS qp_target_1 SET c = qp_rows_2.c
 *     FROM (SELECT a.qp_tableoid, a.qp_ctid, <values> AS c FROM ...) AS
 *     qp_rows_2 WHERE qp_target_1.tableoid = qp_rows_2.qp_tableoid AND
 *     qp_target_1.ctid = qp_rows_2.qp_ctid
 *   DELETE FROM t AS qp_target_1 USING (SELECT ...) AS qp_rows_2 WHERE ...
 *
 * which changes the same rows to the same values, evaluates each value for
 * the same rows (a scalar subquery fails as in the original), and takes one
 * of several matching rows of UPDATE ... FROM as PostgreSQL does.  Their
 * RETURNING reads the target as qp_target_1 (the row as stored, as in the
 * original) and the other tables' columns through the rows' derived table
 * (qp_rows_2.qp_ret_1, ...).  A value that PostgreSQL types by its column
 * (an untyped literal, NULL, DEFAULT: assigned_as_written) is printed in
 * its SET item, SET c = 'paid', since in the derived table it would be
 * text; a ROW, whose fields the assignment casts one by one, as ROW(...)
 * in its SET item of such values and the derived table's qp_set_I_K.
 */
static void
put_modify(dp *d, const plan *m)
{
    const rte *t = m->modify.target;
    const char *tgt, *rows;

    if (!t || !t->table || !m->left) {
        fail_internal(d, "Modify without its target or input");
        return;
    }
    if (m->modify.op == AST_INSERT) {
        if (!d->with_done && m->modify.values_assigned) {
            /* inside, the WITH would make the VALUES a query of its own,
               whose columns take common types before the assignment */
            put_with(d, d->q->ctes);
            d->with_done = true;
        }
        PUTS(d, "INSERT INTO ");
        put_table_name(d, t->table, t);
        PUTS(d, " AS ");
        put_ident(d, t->alias);
        if (m->modify.set_cols) {
            PUTS(d, " ");
            put_target_cols(d, t, m->modify.set_cols);
        }
        if (m->modify.overriding)
            PUTS(d, m->modify.overriding == 1 ? " OVERRIDING SYSTEM VALUE"
                                              : " OVERRIDING USER VALUE");
        if (m->modify.default_values) {
            PUTS(d, " DEFAULT VALUES");
        } else {
            PUTS(d, " ");
            if (!d->with_done)
                put_with(d, d->q->ctes);
            put_block(d, m->left, NULL);
        }
        put_conflict(d, m);
        put_returning(d, m);
        return;
    }
    if (m->modify.op != AST_UPDATE && m->modify.op != AST_DELETE) {
        fail_internal(d, "unknown Modify operation");
        return;
    }
    tgt = gen_alias(d, "qp_target");
    rows = gen_alias(d, "qp_rows");
    PUTS(d, m->modify.op == AST_UPDATE ? "UPDATE " : "DELETE FROM ");
    put_table_name(d, t->table, t);
    PUTS(d, " AS ");
    put_ident(d, tgt);
    d->row_extra = NULL;
    d->ret_target = t;
    for (int i = 0; i < list_len(m->modify.returning); i++)
        expr_walk_cols(((const target *)list_nth(m->modify.returning, i))->e,
                       add_ret_col, d);
    d->ret_target = NULL;
    d->ret_cols = d->row_extra;
    d->ret_tgt = tgt;
    if (!plan_find_rte((plan *)m->left, t)) {
        /* the query finds no row (its target scan became Empty); it
           names what the query as written names, for PostgreSQL's
           privilege checks (put_empty_reads()): UPDATE of each column it
           sets (to DEFAULT: read from nowhere, and no row to compute it
           for), the other tables read in FROM or USING, and the columns
           named of each */
        list *reads = NULL;
        const char **names;
        bool first = true, from = false;

        /* the target first: its columns named in SET, WHERE, RETURNING
           (on OOM the arena's flag, which the caller reports) */
        (void)list_push(d->sb->a, &reads, (void *)t);
        (void)plan_read_tables(d->sb->a, m->left, &reads);
        if (!(names = read_aliases(d, reads)))
            return; /* OOM: the arena's flag */
        for (int i = 0; m->modify.op == AST_UPDATE
                        && i < list_len(m->modify.set_cols); i++) {
            intptr_t k = (intptr_t)list_nth(m->modify.set_cols, i);
            bool seen = false;

            for (int j = 0; j < i && !seen; j++)
                seen = (intptr_t)list_nth(m->modify.set_cols, j) == k;
            if (seen)
                continue;
            PUTS(d, first ? " SET " : ", ");
            first = false;
            put_ident(d, t->colnames[k]);
            PUTS(d, " = DEFAULT");
        }
        for (int i = 0; i < list_len(reads); i++) {
            const rte *r = list_nth(reads, i);

            if (r == t)
                continue;
            PUTS(d, from ? ", " : m->modify.op == AST_UPDATE ? " FROM "
                                                             : " USING ");
            from = true;
            put_table_name(d, r->table, r);
            PUTS(d, " AS ");
            put_ident(d, names[i]);
        }
        PUTS(d, " WHERE false");
        put_selected_row(d, reads, names, t, tgt);
        d->row_extra = NULL;
        d->ret_target = t;
        d->ret_rows = NULL;
        put_returning(d, m);
        d->ret_target = NULL;
        return;
    }
    if (m->modify.op == AST_UPDATE) {
        /* an untyped literal, NULL or DEFAULT is printed as the value of
           its SET item, where PostgreSQL reads it as the column's type;
           in the derived table it would be text */
        int nset = list_len(m->modify.set_cols);
        const list *vals = m->left->kind == PLAN_PROJECT
                               ? m->left->project.targets : NULL;
        char *skip = ARENA_NEWN(d->sb->a, char, nset ? nset : 1);

        if (!skip)
            return;
        PUTS(d, " SET ");
        for (int i = 0; i < nset; i++) {
            intptr_t k = (intptr_t)list_nth(m->modify.set_cols, i);
            const target *v = i < list_len(vals) ? list_nth(vals, i) : NULL;

            if (i)
                PUTS(d, ", ");
            put_ident(d, t->colnames[k]);
            PUTS(d, " = ");
            skip[i] = SET_FROM_ROWS;
            if (v && assigned_as_written(v->e)) {
                skip[i] = SET_AS_WRITTEN;
                put_expr(d, v->e, true);
                continue;
            }
            if (v && v->e->kind == E_ROW) {
                skip[i] = SET_ROW_ITEMS;
                PUTS(d, "ROW(");
                for (int j = 0; j < list_len(v->e->row.items); j++) {
                    const expr *x = list_nth(v->e->row.items, j);

                    if (j)
                        PUTS(d, ", ");
                    if (x->kind == E_ROW) {
                        /* it would be a record in the derived table */
                        fail(d, x->loc >= 0 ? x->loc : m->loc,
                             "cannot print as SQL a ROW inside the ROW "
                             "assigned to column \"%s\"", t->colnames[k]);
                        return;
                    }
                    if (assigned_as_written(x)) {
                        put_expr(d, x, true);
                        continue;
                    }
                    put_ident(d, rows);
                    PUTS(d, ".");
                    put_row_item_name(d, i, j);
                }
                PUTS(d, ")");
                continue;
            }
            put_ident(d, rows);
            PUTS(d, ".");
            put_ident(d, t->colnames[k]);
        }
        d->row_skip = skip;
        d->row_nskip = nset;
        PUTS(d, " FROM (");
    } else {
        PUTS(d, " USING (");
    }
    if (!d->with_done)
        put_with(d, d->q->ctes);
    {
        strbuf tmp, *old = capture_begin(d, &tmp);

        put_ident(d, t->alias);
        PUTS(d, ".qp_tableoid, ");
        put_ident(d, t->alias);
        PUTS(d, ".qp_ctid");
        d->row_id = capture_end(d, old);
    }
    d->modify_target = t;
    put_block(d, m->left, NULL);
    d->modify_target = NULL;
    if (d->row_id) {
        fail(d, m->loc, "cannot print this %s as SQL",
             m->modify.op == AST_UPDATE ? "UPDATE" : "DELETE");
        return;
    }
    PUTS(d, ") AS ");
    put_ident(d, rows);
    PUTS(d, " WHERE ");
    put_ident(d, tgt);
    PUTS(d, ".tableoid = ");
    put_ident(d, rows);
    PUTS(d, ".qp_tableoid AND ");
    put_ident(d, tgt);
    PUTS(d, ".ctid = ");
    put_ident(d, rows);
    PUTS(d, ".qp_ctid");
    put_target_prune(d, m, t, tgt);
    d->ret_target = t;
    d->ret_rows = rows;
    put_returning(d, m);
    d->ret_target = NULL;
}

/*
 * A SELECT statement's text: 'with' (its WITH clause as put_with prints
 * it: empty, or "WITH " or "WITH RECURSIVE " and its items and a space)
 * and 'body', with the runtime bounds' WITH items qp_bound_1, ... put
 * first:
 *
 *   WITH qp_bound_1 AS MATERIALIZED (SELECT min(qp_b) AS qp_lo, max(qp_b)
 *        AS qp_hi FROM (SELECT R.b AS qp_b FROM R WHERE ... OFFSET 0) AS
 *        qp_bound), <the statement's items> SELECT ...
 *
 * One scan of R gives both ends: the two scalar subqueries of a bound
 * read the materialized item's one row, where each would scan R with its
 * filters (TPC-DS: a scan of date_dim per end cost 10-20 ms, as much as
 * reading some fact tables whole; bench/README.md).  They stay initplans
 * (no reference to the outer query), so PostgreSQL still prunes with
 * them.  The items reference nothing of the statement, so they go first,
 * where every later item and every subquery sees them; in a WITH
 * RECURSIVE the order does not matter.  The same text is one item (q25:
 * one date_dim filter bounding two facts).  MATERIALIZED: read twice, it
 * is anyway; said, it stays so.  Only a SELECT statement: a data-modifying
 * statement's scans keep the two subqueries (its WITH may have to hold a
 * data-modifying item).
 */
static void
put_bound_with(dp *d, const char *with, const char *body)
{
    bool rec = strncmp(with, "WITH RECURSIVE ", 15) == 0;

    if (list_len(d->bound_items) == 0) {
        PUTS(d, with);
        PUTS(d, body);
        return;
    }
    PUTS(d, rec ? "WITH RECURSIVE " : "WITH ");
    for (int i = 0; i < list_len(d->bound_items); i++) {
        if (i)
            PUTS(d, ", ");
        sb_printf(d->sb, "qp_bound_%d AS MATERIALIZED (%s)", i + 1,
                  (const char *)list_nth(d->bound_items, i));
    }
    if (*with) {
        PUTS(d, ", ");
        PUTS(d, with + (rec ? 15 : 5));
    } else {
        PUTS(d, " ");
    }
    PUTS(d, body);
}

qprop_status
deparse_query(strbuf *sb, const query *q, qprop_error *err)
{
    const tg_decisions *tg = q && q->target && q->target->flags == 0
                                 ? q->target : NULL;

    if (q && q->root && !tg && !(tg = tg_decide(sb->a, q, 0)))
        return ERR_OOM(err);
    return deparse_query_target(sb, q, tg, err);
}

qprop_status
deparse_bound_build(strbuf *sb, const query *q, const tg_decisions *tg,
                    const tg_bound *x, qprop_error *err)
{
    dp d = { .sb = sb, .err = err, .st = QPROP_OK, .q = q, .tg = tg };
    size_t start = sb->len;
    const char *from, *bcol;

    if (!q || !q->root || !x)
        return ERR_INTERNAL(err, "deparse of an empty bound");
    name_ctes(&d);
    classify_ctes(&d);
    from = bound_source(&d, x->build, x->semis, x->build_key, &bcol);
    if (from && bcol)
        sb_printf(sb, "SELECT %s FROM %s", bcol, from);
    if (d.st == QPROP_OK && sb->a->failed)
        d.st = ERR_OOM(err);
    if (d.st != QPROP_OK && !sb->a->failed && sb->cap) {
        sb->len = start;
        sb->data[start] = '\0';
    }
    return d.st;
}

qprop_status
deparse_query_target(strbuf *sb, const query *q, const tg_decisions *tg,
                     qprop_error *err)
{
    dp d = { .sb = sb, .err = err, .st = QPROP_OK, .q = q, .tg = tg };
    size_t start = sb->len;
    shape sh;

    if (tg && tg->q && q && q->root) /* what the target stage prints */
        d.q = q = tg->q;
    if (!q || !q->root)
        return ERR_INTERNAL(err, "deparse of an empty query");
    name_ctes(&d);
    classify_ctes(&d);
    note_null_rows(&d, q);
    if (q->root->kind == PLAN_MODIFY) {
        for (int i = 0; i < list_len(q->ctes); i++) {
            const plan_cte *c = list_nth(q->ctes, i);

            if (c->plan && c->plan->kind == PLAN_MODIFY)
                d.with_done = true;
        }
        if (d.with_done)
            put_with(&d, q->ctes);
        put_modify(&d, q->root);
    } else {
        strbuf wtmp, btmp, *old;
        const char *with, *body;

        d.with_done = true;
        d.bound_hoist = tg && tg->form == TG_BOUND_WITH_ITEM;
        sh.ncols = q->ncols;
        sh.names = q->colnames;
        sh.types = q->coltypes;
        old = capture_begin(&d, &wtmp);
        put_with(&d, q->ctes);
        with = capture_end(&d, old);
        old = capture_begin(&d, &btmp);
        put_block(&d, q->root, q->colnames ? &sh : NULL);
        body = capture_end(&d, old);
        if (with && body)
            put_bound_with(&d, with, body);
    }
    check_local_ctes(&d);
    sb_putc(sb, ';');
    if (d.st == QPROP_OK && sb->a->failed)
        d.st = ERR_OOM(err);
    if (d.st != QPROP_OK && !sb->a->failed && sb->cap) {
        sb->len = start;
        sb->data[start] = '\0';
    }
    return d.st;
}
