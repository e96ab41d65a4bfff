/* SPDX-License-Identifier: MIT */
/*
 * src/api/api_plan.c — plans built node by node (qprop_builder, qprop_expr_*,
 * qprop_plan_*)
 *
 * The builder makes the same plan nodes and bound expressions as the SQL
 * binder (src/bind/build.c), so the rewrite rules and the printers cannot
 * tell a built plan from a parsed one: every scan gets a range-table entry
 * with an alias unique within the statement (orders, orders_1), columns are
 * (rte, index), and expressions are typed by the binder itself
 * (src/bind/typer.h): operators and function calls are resolved, common
 * types chosen and untyped literals read exactly as in SQL, with the
 * binder's messages (tests/unit/check_api_typer.c).
 *
 * Handles are the internal objects themselves: a qprop_expr is an expr,
 * a qprop_node is the walk handle of api_walk.c around a plan node.  All
 * of them live in the arena of the statement the builder will return.
 *
 * NB: errors are sticky: the first one is kept in 'err', and every
 *     constructor returns NULL from then on.
 * NB: the columns an expression uses must be bound in the input of the
 *     node it is given to (checked with plan_find_rte()); deeper scoping
 *     (a semi join's right side is not visible above it) is not checked.
 */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "base/error.h"
#include "base/hmap.h"
#include "bind/typer.h"

struct qprop_builder {
    qprop_stmt *s; /* the statement being built: owns the arena */
    arena *a;      /* &s->a */
    const catalog *cat;
    query *q;     /* s's query: rtes so far */
    hmap aliases; /* plan aliases handed out, for uniqueness */
    hmap refs;    /* name a scan is referenced by -> rte * */
    int next_rte;
    bind_typer *typer; /* the binder's typing (bind/typer.h) */
    qprop_error err; /* the first error; code QPROP_OK if none */
};

#define EX(h) ((expr *)(h))
#define HX(e) ((qprop_expr *)(e))

/* ---- errors ---- */

static void *fail(qprop_builder *b, qprop_status code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Keep the builder's first error; returns NULL for the caller to return. */
static void *
fail(qprop_builder *b, qprop_status code, const char *fmt, ...)
{
    va_list ap;
    char msg[sizeof b->err.message];

    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    err_set(&b->err, code, -1, "%s", msg);
    return NULL;
}

/* NULL after marking the builder out of memory. */
static void *
oom(qprop_builder *b)
{
    ERR_OOM(&b->err);
    return NULL;
}

/*
 * True when a constructor may go on: the builder has no error and the
 * 'n' handles in 'args' are not NULL (a NULL one is an earlier failure,
 * or a caller's mistake reported as one).
 */
static bool
usable(qprop_builder *b, int n, ...)
{
    va_list ap;
    bool ok = true;

    if (!b || b->err.code != QPROP_OK)
        return false;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        if (!va_arg(ap, const void *))
            ok = false;
    va_end(ap);
    if (!ok)
        fail(b, QPROP_ESEMANTIC, "%s", "a required argument is NULL");
    return ok;
}

static const char *
tname(qprop_builder *b, qp_type t)
{
    if (t.id == T_UNKNOWN)
        return "unknown";
    return type_name(b->a, type_plain(t.id));
}

/* A new expression as a handle, or NULL after marking the builder out of
   memory when 'e' is NULL. */
static qprop_expr *
made(qprop_builder *b, expr *e)
{
    return e ? HX(e) : oom(b);
}

/* ---- builder ---- */

QPROP_API qprop_status
qprop_builder_new(qprop_ctx *ctx, qprop_builder **out, qprop_error *err)
{
    qprop_builder *b;

    err_clear(err);
    *out = NULL;
    if (!ctx)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s",
                       "a builder needs a context");
    b = calloc(1, sizeof *b);
    if (!b)
        return ERR_OOM(err);
    b->s = calloc(1, sizeof *b->s);
    if (!b->s) {
        free(b);
        return ERR_OOM(err);
    }
    arena_init(&b->s->a, ctx->opts.memory_limit);
    b->a = &b->s->a;
    b->s->kind = QPROP_STMT_QUERY;
    b->s->loc = -1;
    b->s->line = 1;
    b->s->enabled = ctx->enabled;
    b->s->trace = ctx->opts.trace;
    b->s->cat = ctx->cat;
    b->cat = ctx->cat;
    hmap_init(&b->aliases, b->a);
    hmap_init(&b->refs, b->a);
    b->q = ARENA_NEW(b->a, query);
    b->typer = typer_new(b->a, b->cat, &b->err);
    if (!b->q || !b->typer) {
        qprop_builder_free(b);
        return ERR_OOM(err);
    }
    b->q->tz = catalog_timezone(b->cat);
    *out = b;
    return QPROP_OK;
}

QPROP_API void
qprop_builder_free(qprop_builder *b)
{
    if (!b)
        return;
    qprop_stmt_free(b->s);
    free(b);
}

QPROP_API qprop_status
qprop_builder_error(const qprop_builder *b, qprop_error *err)
{
    if (err)
        *err = b->err;
    return b->err.code;
}

/* ---- expressions: typed by the binder (bind/typer.h) ---- */

/* An untyped literal in isolation is text. */
static expr *
coerce_default(qprop_builder *b, expr *e)
{
    return e ? typer_coerce_default(b->typer, e) : NULL;
}

static expr *
require_bool(qprop_builder *b, expr *e, const char *what)
{
    return e ? typer_require_bool(b->typer, e, what) : NULL;
}

/* Bring the expressions of 'l' to their common type '*out' (text when
   all are untyped), by the binder's rule.  False on error. */
static bool
unify(qprop_builder *b, list *l, qp_type *out, const char *what)
{
    return typer_unify(b->typer, l, out, what);
}

QPROP_API qprop_expr *
qprop_expr_column(qprop_builder *b, const char *ref)
{
    const char *dot;
    rte *found = NULL;
    int col = -1;

    if (!usable(b, 1, ref))
        return NULL;
    dot = strchr(ref, '.');
    if (dot) {
        char *alias = arena_strndup(b->a, ref, (size_t)(dot - ref));
        rte *r;

        if (!alias)
            return oom(b);
        r = hmap_get(&b->refs, alias);
        if (!r)
            return fail(b, QPROP_ESEMANTIC,
                        "missing FROM-clause entry for table \"%s\"", alias);
        for (int i = 0; i < r->ncols; i++)
            if (strcmp(r->colnames[i], dot + 1) == 0)
                col = i;
        if (col < 0)
            return fail(b, QPROP_ESEMANTIC, "column %s does not exist", ref);
        found = r;
    } else {
        for (int k = 0; k < list_len(b->q->rtes); k++) {
            rte *r = list_nth(b->q->rtes, k);

            for (int i = 0; i < r->ncols; i++) {
                if (strcmp(r->colnames[i], ref) != 0)
                    continue;
                if (found)
                    return fail(b, QPROP_ESEMANTIC,
                                "column reference \"%s\" is ambiguous", ref);
                found = r;
                col = i;
            }
        }
        if (!found)
            return fail(b, QPROP_ESEMANTIC, "column \"%s\" does not exist",
                        ref);
    }
    return made(b, expr_make_col(b->a, found, col, -1));
}

/* The type named 'name' into '*t'; false with the builder's error set. */
static bool
resolve_type(qprop_builder *b, const char *name, qp_type *t)
{
    ast *tn;

    return api_type_name(b->a, name, &tn, &b->err) == QPROP_OK
           && catalog_resolve_type(tn, t, &b->err) == QPROP_OK;
}

QPROP_API qprop_expr *
qprop_expr_const(qprop_builder *b, const char *literal, const char *type)
{
    datum v;
    qp_type t;
    qprop_status st;

    if (!usable(b, 0))
        return NULL;
    memset(&v, 0, sizeof v);
    if (!type) {
        if (!literal)
            v = datum_null(type_plain(T_NULL));
        else {
            v.type = type_plain(T_UNKNOWN);
            if (!(v.v.s = arena_strdup(b->a, literal)))
                return oom(b);
        }
        return made(b, expr_make_const(b->a, v, -1));
    }
    if (!resolve_type(b, type, &t))
        return NULL;
    if (!literal) {
        v = datum_null(t);
    } else {
        if (t.id == T_INTERVAL)
            st = datum_parse_interval(b->a, literal, IVF_NONE, IVF_NONE, -1, &v,
                                      &b->err);
        else
            st = datum_parse_tz(b->a, t, literal, catalog_timezone(b->cat),
                                -1, &v, &b->err);
        if (st != QPROP_OK)
            return NULL;
    }
    return made(b, expr_make_const(b->a, v, -1));
}

typedef struct opdef {
    const char *name;
    op_kind op;
    const char *print; /* the name the plan keeps */
} opdef;

static const opdef ops[] = {
    { "=", OP_EQ, "=" },
    { "<>", OP_NE, "<>" },
    { "!=", OP_NE, "<>" },
    { "<", OP_LT, "<" },
    { "<=", OP_LE, "<=" },
    { ">", OP_GT, ">" },
    { ">=", OP_GE, ">=" },
    { "+", OP_ADD, "+" },
    { "-", OP_SUB, "-" },
    { "*", OP_MUL, "*" },
    { "/", OP_DIV, "/" },
    { "%", OP_MOD, "%" },
    { "^", OP_POW, "^" },
    { "||", OP_CONCAT, "||" },
    { "IS DISTINCT FROM", OP_DISTINCT, "IS DISTINCT FROM" },
    { "IS NOT DISTINCT FROM", OP_NOT_DISTINCT, "IS NOT DISTINCT FROM" },
};

QPROP_API qprop_expr *
qprop_expr_op(qprop_builder *b, const char *op, qprop_expr *lh, qprop_expr *rh)
{
    const opdef *d = NULL;
    expr *l = EX(lh), *r = EX(rh);

    if (!usable(b, 2, op, rh))
        return NULL;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strcmp(ops[i].name, op) == 0)
            d = &ops[i];
    if (!d)
        return fail(b, QPROP_EUNSUPPORTED, "operator %s is not supported", op);
    if (!l && d->op != OP_SUB)
        return fail(b, QPROP_ESEMANTIC, "operator %s needs two operands", op);
    if (l && (l->type.id == T_RECORD || r->type.id == T_RECORD))
        return fail(b, QPROP_EUNSUPPORTED, "%s",
                    "row-wise comparison is not supported");
    return made(b, typer_op(b->typer, d->print, l, r));
}

/* 'l' op 'r' as one flat AND or OR. */
static qprop_expr *
make_bool(qprop_builder *b, bool_kind op, qprop_expr *lh, qprop_expr *rh)
{
    const char *what = op == B_AND ? "AND" : "OR";
    expr *in[2];
    list *args = NULL;

    if (!usable(b, 2, lh, rh))
        return NULL;
    if (!(in[0] = require_bool(b, EX(lh), what))
        || !(in[1] = require_bool(b, EX(rh), what)))
        return NULL;
    for (int k = 0; k < 2; k++) {
        expr *e = in[k];

        if (e->kind == E_BOOL && e->b.op == op) {
            for (int i = 0; i < list_len(e->b.args); i++)
                if (!list_push(b->a, &args, list_nth(e->b.args, i)))
                    return oom(b);
        } else if (!list_push(b->a, &args, e)) {
            return oom(b);
        }
    }
    return made(b, expr_make_bool(b->a, op, args, -1));
}

QPROP_API qprop_expr *
qprop_expr_and(qprop_builder *b, qprop_expr *l, qprop_expr *r)
{
    return make_bool(b, B_AND, l, r);
}

QPROP_API qprop_expr *
qprop_expr_or(qprop_builder *b, qprop_expr *l, qprop_expr *r)
{
    return make_bool(b, B_OR, l, r);
}

QPROP_API qprop_expr *
qprop_expr_not(qprop_builder *b, qprop_expr *h)
{
    expr *e;
    list *args;

    if (!usable(b, 1, h) || !(e = require_bool(b, EX(h), "NOT")))
        return NULL;
    if (!(args = list_make1(b->a, e)))
        return oom(b);
    return made(b, expr_make_bool(b->a, B_NOT, args, -1));
}

QPROP_API qprop_expr *
qprop_expr_is_null(qprop_builder *b, qprop_expr *h, int negated)
{
    expr *arg, *e;

    if (!usable(b, 1, h) || !(arg = coerce_default(b, EX(h))))
        return NULL;
    if (!(e = expr_new(b->a, E_NULLTEST, type_plain(T_BOOL), -1)))
        return oom(b);
    e->test.arg = arg;
    e->test.is_not = negated != 0;
    return HX(e);
}

QPROP_API qprop_expr *
qprop_expr_in(qprop_builder *b, qprop_expr *h, qprop_expr *const *items,
              int nitems, int negated)
{
    list *all = NULL;
    qp_type t;
    expr *e;

    if (!usable(b, 2, h, items))
        return NULL;
    if (nitems < 1)
        return fail(b, QPROP_ESEMANTIC, "%s", "IN needs at least one item");
    if (!list_push(b->a, &all, EX(h)))
        return oom(b);
    for (int i = 0; i < nitems; i++) {
        if (!items[i])
            return fail(b, QPROP_ESEMANTIC, "%s", "an IN item is NULL");
        if (!list_push(b->a, &all, EX(items[i])))
            return oom(b);
    }
    if (EX(h)->kind == E_ROW)
        return fail(b, QPROP_EUNSUPPORTED, "%s",
                    "row-wise IN is not supported");
    if (!unify(b, all, &t, "IN"))
        return NULL;
    if (!(e = expr_new(b->a, E_IN, type_plain(T_BOOL), -1)))
        return oom(b);
    e->in.arg = list_nth(all, 0);
    e->in.is_not = negated != 0;
    for (int i = 1; i < list_len(all); i++)
        if (!list_push(b->a, &e->in.items, list_nth(all, i)))
            return oom(b);
    return HX(e);
}

QPROP_API qprop_expr *
qprop_expr_func(qprop_builder *b, const char *name, qprop_expr *const *args,
                int nargs, unsigned flags)
{
    char *lower;
    list *l = NULL;
    expr *e;
    bool star = (flags & QPROP_FUNC_STAR) != 0;
    size_t n;

    if (!usable(b, 1, name))
        return NULL;
    n = strlen(name);
    if (!(lower = arena_strdup(b->a, name)))
        return oom(b);
    for (size_t i = 0; i < n; i++)
        lower[i] = (char)tolower((unsigned char)lower[i]);
    if (star && nargs != 0)
        return fail(b, QPROP_ESEMANTIC, "%s(*) is not allowed", lower);
    if (nargs > 0 && !args)
        return fail(b, QPROP_ESEMANTIC, "%s", "a required argument is NULL");
    for (int i = 0; i < nargs; i++) {
        if (!args[i])
            return fail(b, QPROP_ESEMANTIC, "%s",
                        "a required argument is NULL");
        if (!list_push(b->a, &l, EX(args[i])))
            return oom(b);
    }
    /* the binder resolves the call among PostgreSQL's functions and the
       catalog's, and types it */
    if (!(e = typer_func(b->typer, lower, l, star,
                         (flags & QPROP_FUNC_DISTINCT) != 0)))
        return NULL;
    if (e->kind == E_WINFUNC)
        return fail(b, QPROP_EUNSUPPORTED,
                    "window function %s is not supported by the builder",
                    lower);
    if (e->kind == E_AGG)
        for (int i = 0; i < nargs; i++)
            if (expr_has_agg(EX(args[i])))
                return fail(b, QPROP_ESEMANTIC, "%s",
                            "aggregate function calls cannot be nested");
    return HX(e);
}

/* ---- nodes ---- */

/* A walk handle on new node 'p' (NULL on OOM). */
static qprop_node *
handle(qprop_builder *b, plan *p)
{
    qprop_node *n = p ? api_node(b->a, b->cat, p) : NULL;

    return n ? n : oom(b);
}

typedef struct colcheck {
    const plan *in1, *in2; /* the inputs the columns must come from */
    const expr *bad;       /* the first column that does not */
} colcheck;

static void
check_col(const expr *col, void *arg)
{
    colcheck *c = arg;

    if (c->bad || col->kind != E_COL)
        return;
    if (!plan_find_rte((plan *)c->in1, col->col.rte)
        && !(c->in2 && plan_find_rte((plan *)c->in2, col->col.rte)))
        c->bad = col;
}

/* True when every column of 'e' is bound in 'in1' or 'in2' (may be NULL);
   else the builder's error names the column and 'what'. */
static bool
visible(qprop_builder *b, const expr *e, const plan *in1, const plan *in2,
        const char *what)
{
    colcheck c = { in1, in2, NULL };

    expr_walk_cols(e, check_col, &c);
    if (!c.bad)
        return true;
    fail(b, QPROP_ESEMANTIC, "column %s.%s of %s is not output by its input",
         c.bad->col.rte->alias, c.bad->col.rte->colnames[c.bad->col.col], what);
    return false;
}

/* Append the conjuncts of boolean 'e' to '*preds' as written predicates. */
static bool
add_conjuncts(qprop_builder *b, expr *e, list **preds)
{
    if (e->kind == E_BOOL && e->b.op == B_AND) {
        for (int i = 0; i < list_len(e->b.args); i++)
            if (!add_conjuncts(b, list_nth(e->b.args, i), preds))
                return false;
        return true;
    }
    if (!list_push(b->a, preds, pred_make(b->a, e, false, NULL)))
        return oom(b), false;
    return true;
}

static const char *
unique_alias(qprop_builder *b, const char *want)
{
    const char *name = want;

    for (int i = 1; hmap_get(&b->aliases, name); i++)
        if (!(name = arena_printf(b->a, "%s_%d", want, i)))
            return NULL;
    if (!hmap_put(&b->aliases, name, (void *)name))
        return NULL;
    return name;
}

/* A new rte referenced by 'ref' (NULL on error, the builder's set). */
static rte *
new_rte(qprop_builder *b, rte_kind kind, const char *ref, int ncols)
{
    rte *r;
    const char *refcopy;

    if (hmap_get(&b->refs, ref))
        return fail(b, QPROP_ESEMANTIC,
                    "table name \"%s\" specified more than once", ref);
    if (!(r = ARENA_NEW(b->a, rte)) || !(refcopy = arena_strdup(b->a, ref)))
        return oom(b);
    r->id = ++b->next_rte;
    r->kind = kind;
    r->alias = unique_alias(b, refcopy);
    r->ncols = ncols;
    r->colnames = ARENA_NEWN(b->a, const char *, ncols ? ncols : 1);
    r->coltypes = ARENA_NEWN(b->a, qp_type, ncols ? ncols : 1);
    r->colnotnull = ARENA_NEWN(b->a, bool, ncols ? ncols : 1);
    r->block = 1;
    r->loc = -1;
    if (!r->alias || !r->colnames || !r->coltypes || !r->colnotnull
        || !list_push(b->a, &b->q->rtes, r) || !hmap_put(&b->refs, refcopy, r))
        return oom(b);
    return r;
}

QPROP_API qprop_node *
qprop_plan_scan(qprop_builder *b, const char *table, const char *alias)
{
    cat_table *t;
    rte *r;
    plan *p;

    if (!usable(b, 1, table))
        return NULL;
    if (!(t = catalog_lookup_text(b->cat, table)))
        return fail(b, QPROP_ESEMANTIC, "relation \"%s\" does not exist",
                    table);
    if (t->is_view)
        return fail(b, QPROP_EUNSUPPORTED,
                    "\"%s\" is a view: build the view's plan instead", table);
    if (!(r = new_rte(b, RTE_TABLE, alias ? alias : t->name, t->ncols)))
        return NULL;
    r->table = t;
    r->cat = b->cat;
    r->path = catalog_search_path(b->cat);
    if (alias && !(r->written_alias = arena_strdup(b->a, alias)))
        return oom(b);
    for (int i = 0; i < t->ncols; i++) {
        r->colnames[i] = t->cols[i].name;
        r->coltypes[i] = t->cols[i].type;
        r->colnotnull[i] = t->cols[i].not_null;
    }
    if (!(p = plan_new(b->a, PLAN_SCAN, -1)))
        return oom(b);
    p->scan.rte = r;
    if (t->is_partitioned) {
        list *leaves = NULL;

        if (cat_leaves(b->a, t, &leaves) < 0)
            return oom(b);
        p->scan.nparts_total = list_len(leaves);
    }
    return handle(b, p);
}

QPROP_API qprop_node *
qprop_plan_filter(qprop_builder *b, qprop_node *child, qprop_expr *cond)
{
    expr *e;
    plan *p;

    if (!usable(b, 2, child, cond))
        return NULL;
    if (!(e = require_bool(b, EX(cond), "WHERE"))
        || !visible(b, e, child->p, NULL, "a filter"))
        return NULL;
    if (!(p = plan_new(b->a, PLAN_FILTER, -1)))
        return oom(b);
    p->left = child->p;
    p->filter.having = child->p->kind == PLAN_AGGREGATE;
    if (!p->filter.having && expr_has_agg(e))
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "aggregate functions are not allowed in a filter below "
                    "their Aggregate");
    if (!add_conjuncts(b, e, &p->filter.filters))
        return NULL;
    return handle(b, p);
}

/* The plan's join type for 'type', or -1. */
static int
join_type_of(qprop_join_type type)
{
    switch (type) {
    case QPROP_JOIN_INNER: return JOIN_INNER;
    case QPROP_JOIN_LEFT: return JOIN_LEFT;
    case QPROP_JOIN_RIGHT: return JOIN_RIGHT;
    case QPROP_JOIN_FULL: return JOIN_FULL;
    case QPROP_JOIN_SEMI: return JOIN_SEMI;
    case QPROP_JOIN_ANTI: return JOIN_ANTI;
    case QPROP_JOIN_ANTI_NULL_AWARE: return JOIN_ANTI_NULL_AWARE;
    case QPROP_JOIN_LEFT_SINGLE: return JOIN_LEFT_SINGLE;
    case QPROP_JOIN_RIGHT_SINGLE: return JOIN_RIGHT_SINGLE;
    case QPROP_JOIN_CROSS: return JOIN_CROSS;
    }
    return -1;
}

/* A Join of 'left' and 'right' on 'cond' (may be NULL); NULL on error. */
static plan *
make_join(qprop_builder *b, join_type jt, qprop_node *left, qprop_node *right,
          qprop_expr *cond)
{
    plan *p;
    expr *e = NULL;

    if (left->p == right->p)
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "a join's inputs must be different nodes");
    if (cond
        && (!(e = require_bool(b, EX(cond), "JOIN/ON"))
            || !visible(b, e, left->p, right->p, "a join condition")))
        return NULL;
    if (e && expr_has_agg(e))
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "aggregate functions are not allowed in JOIN "
                    "conditions");
    if (!(p = plan_new(b->a, PLAN_JOIN, -1)))
        return oom(b);
    p->left = left->p;
    p->right = right->p;
    p->join.type = jt;
    if (e && !add_conjuncts(b, e, &p->join.cond))
        return NULL;
    return p;
}

QPROP_API qprop_node *
qprop_plan_join(qprop_builder *b, qprop_join_type type, qprop_node *left,
                qprop_node *right, qprop_expr *cond)
{
    int jt = join_type_of(type);

    if (!usable(b, 2, left, right))
        return NULL;
    if (jt < 0)
        return fail(b, QPROP_ESEMANTIC, "unknown join type %d", (int)type);
    if (jt == JOIN_LEFT_SINGLE || jt == JOIN_RIGHT_SINGLE)
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "SINGLE joins are made by qprop_plan_single_join()");
    if (jt == JOIN_CROSS && cond)
        return fail(b, QPROP_ESEMANTIC, "%s", "a cross join has no condition");
    return handle(b, make_join(b, (join_type)jt, left, right, cond));
}

QPROP_API qprop_node *
qprop_plan_single_join(qprop_builder *b, qprop_join_type type, qprop_node *left,
                       qprop_node *right, qprop_expr *cond, qprop_expr *value,
                       const char *name)
{
    plan *p;
    rte *r;
    expr *v;

    if (!usable(b, 4, left, right, value, name))
        return NULL;
    if (type != QPROP_JOIN_LEFT_SINGLE && type != QPROP_JOIN_RIGHT_SINGLE)
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "a SINGLE join is QPROP_JOIN_LEFT_SINGLE or "
                    "QPROP_JOIN_RIGHT_SINGLE");
    if (!(v = coerce_default(b, EX(value)))
        || !visible(b, v, right->p, NULL, "a SINGLE join's value"))
        return NULL;
    if (!(p = make_join(b, (join_type)join_type_of(type), left, right, cond))
        || !(r = new_rte(b, RTE_SINGLE, name, 1)))
        return NULL;
    r->colnames[0] = r->alias;
    r->coltypes[0] = v->type;
    p->join.single = r;
    p->join.single_value = v;
    return handle(b, p);
}

QPROP_API qprop_node *
qprop_plan_aggregate(qprop_builder *b, qprop_node *child,
                     qprop_expr *const *group, int ngroup,
                     qprop_expr *const *aggs, int naggs)
{
    plan *p;

    if (!usable(b, 1, child))
        return NULL;
    if ((ngroup > 0 && !group) || (naggs > 0 && !aggs))
        return fail(b, QPROP_ESEMANTIC, "%s", "a required argument is NULL");
    if (!(p = plan_new(b->a, PLAN_AGGREGATE, -1)))
        return oom(b);
    p->left = child->p;
    for (int i = 0; i < ngroup; i++) {
        expr *e = group[i] ? coerce_default(b, EX(group[i])) : NULL;

        if (!usable(b, 1, e) || !visible(b, e, child->p, NULL, "GROUP BY"))
            return NULL;
        if (expr_has_agg(e))
            return fail(b, QPROP_ESEMANTIC, "%s",
                        "aggregate functions are not allowed in GROUP BY");
        if (!list_push(b->a, &p->agg.group, e))
            return oom(b);
    }
    for (int i = 0; i < naggs; i++) {
        expr *e = EX(aggs[i]);

        if (!usable(b, 1, e))
            return NULL;
        if (e->kind != E_AGG)
            return fail(b, QPROP_ESEMANTIC,
                        "aggregate %d is not an aggregate call", i + 1);
        if (!visible(b, e, child->p, NULL, "an aggregate"))
            return NULL;
        if (!list_push(b->a, &p->agg.aggs, e))
            return oom(b);
    }
    return handle(b, p);
}

/* The name a select-list item gets by default, as PostgreSQL names it. */
static const char *
default_name(const expr *e)
{
    switch (e->kind) {
    case E_COL: return e->col.rte->colnames[e->col.col];
    case E_FUNC:
    case E_AGG: return e->func.name;
    default: return "?column?";
    }
}

QPROP_API qprop_node *
qprop_plan_project(qprop_builder *b, qprop_node *child,
                   qprop_expr *const *exprs, const char *const *names, int n,
                   int distinct)
{
    plan *p;

    if (!usable(b, 2, child, exprs))
        return NULL;
    if (n < 1)
        return fail(b, QPROP_ESEMANTIC, "%s",
                    "a projection needs at least one column");
    if (!(p = plan_new(b->a, PLAN_PROJECT, -1)))
        return oom(b);
    p->left = child->p;
    p->project.distinct = distinct != 0;
    for (int i = 0; i < n; i++) {
        expr *e = exprs[i] ? coerce_default(b, EX(exprs[i])) : NULL;
        target *t;

        if (!usable(b, 1, e) || !visible(b, e, child->p, NULL, "a projection"))
            return NULL;
        if (!(t = ARENA_NEW(b->a, target)))
            return oom(b);
        t->e = e;
        t->name =
            names && names[i] ? arena_strdup(b->a, names[i]) : default_name(e);
        if (!t->name || !list_push(b->a, &p->project.targets, t))
            return oom(b);
    }
    return handle(b, p);
}

QPROP_API qprop_node *
qprop_plan_sort(qprop_builder *b, qprop_node *child, qprop_expr *const *keys,
                const unsigned *flags, int nkeys)
{
    plan *p;

    if (!usable(b, 2, child, keys))
        return NULL;
    if (nkeys < 1)
        return fail(b, QPROP_ESEMANTIC, "%s", "a sort needs at least one key");
    if (!(p = plan_new(b->a, PLAN_SORT, -1)))
        return oom(b);
    p->left = child->p;
    for (int i = 0; i < nkeys; i++) {
        expr *e = keys[i] ? coerce_default(b, EX(keys[i])) : NULL;
        unsigned f = flags ? flags[i] : 0;
        sort_key *k;

        if (!usable(b, 1, e) || !visible(b, e, child->p, NULL, "a sort key"))
            return NULL;
        if (!(k = ARENA_NEW(b->a, sort_key)))
            return oom(b);
        k->e = e;
        k->desc = (f & QPROP_SORT_DESC) != 0;
        k->nulls = (f & QPROP_SORT_NULLS_FIRST)  ? 1
                   : (f & QPROP_SORT_NULLS_LAST) ? 2
                                                 : 0;
        if (!list_push(b->a, &p->sort.keys, k))
            return oom(b);
    }
    return handle(b, p);
}

/* A LIMIT or OFFSET value: a constant bigint.  NULL on error. */
static expr *
limit_value(qprop_builder *b, qprop_expr *h, const char *what)
{
    expr *e = h ? typer_coerce_to(b->typer, EX(h), type_plain(T_INT8)) : NULL;

    if (!e)
        return NULL;
    if (e->kind != E_CONST || !type_is_integer(e->type.id))
        return fail(b, QPROP_ESEMANTIC,
                    "argument of %s must be an integer "
                    "constant",
                    what);
    return e;
}

QPROP_API qprop_node *
qprop_plan_limit(qprop_builder *b, qprop_node *child, qprop_expr *count,
                 qprop_expr *offset)
{
    plan *p;

    if (!usable(b, 1, child))
        return NULL;
    if (!(p = plan_new(b->a, PLAN_LIMIT, -1)))
        return oom(b);
    p->left = child->p;
    if ((count && !(p->limit.limit = limit_value(b, count, "LIMIT")))
        || (offset && !(p->limit.offset = limit_value(b, offset, "OFFSET"))))
        return NULL;
    return handle(b, p);
}

/*
 * The output columns of 'p': names and types into '*names' and '*types'
 * (appended), their number returned.  -1 with the builder's error set for
 * a node whose output the builder cannot tell.
 */
static int
outputs(qprop_builder *b, const plan *p, list **names, list **types)
{
    int n = 0, m;

    switch (p->kind) {
    case PLAN_PROJECT:
        for (int i = 0; i < list_len(p->project.targets); i++) {
            target *t = list_nth(p->project.targets, i);
            qp_type *ty = ARENA_NEW(b->a, qp_type);

            if (!ty)
                return oom(b), -1;
            *ty = t->e->type;
            if (!list_push(b->a, names, (void *)t->name)
                || !list_push(b->a, types, ty))
                return oom(b), -1;
        }
        return list_len(p->project.targets);
    case PLAN_SETOP:
        for (int i = 0; i < p->setop.ncols; i++)
            if (!list_push(b->a, names, (void *)p->setop.colnames[i])
                || !list_push(b->a, types, &p->setop.coltypes[i]))
                return oom(b), -1;
        return p->setop.ncols;
    case PLAN_SCAN:
        for (int i = 0; i < p->scan.rte->ncols; i++)
            if (!list_push(b->a, names, (void *)p->scan.rte->colnames[i])
                || !list_push(b->a, types, &p->scan.rte->coltypes[i]))
                return oom(b), -1;
        return p->scan.rte->ncols;
    case PLAN_FILTER:
    case PLAN_SORT:
    case PLAN_LIMIT: return outputs(b, p->left, names, types);
    case PLAN_JOIN:
        if ((n = outputs(b, p->left, names, types)) < 0)
            return -1;
        if (p->join.type == JOIN_SEMI || p->join.type == JOIN_ANTI
            || p->join.type == JOIN_ANTI_NULL_AWARE)
            return n;
        if (p->join.single) {
            if (!list_push(b->a, names, (void *)p->join.single->colnames[0])
                || !list_push(b->a, types, &p->join.single->coltypes[0]))
                return oom(b), -1;
            return n + 1;
        }
        if ((m = outputs(b, p->right, names, types)) < 0)
            return -1;
        return n + m;
    case PLAN_AGGREGATE: {
        list *all = list_concat(b->a, p->agg.group, p->agg.aggs);

        for (int i = 0; i < list_len(all); i++) {
            expr *e = list_nth(all, i);

            if (!list_push(b->a, names, (void *)default_name(e))
                || !list_push(b->a, types, &e->type))
                return oom(b), -1;
        }
        return list_len(all);
    }
    default: break;
    }
    fail(b, QPROP_EUNSUPPORTED, "the output columns of a %s are unknown",
         plan_kind_name(p->kind));
    return -1;
}

QPROP_API qprop_node *
qprop_plan_setop(qprop_builder *b, qprop_setop op, int all, qprop_node *left,
                 qprop_node *right)
{
    list *ln = NULL, *lt = NULL, *rn = NULL, *rt = NULL;
    const char *opname = op == QPROP_SETOP_UNION       ? "UNION"
                         : op == QPROP_SETOP_INTERSECT ? "INTERSECT"
                                                       : "EXCEPT";
    int n;
    plan *p;

    if (!usable(b, 2, left, right))
        return NULL;
    if (op != QPROP_SETOP_UNION && op != QPROP_SETOP_INTERSECT
        && op != QPROP_SETOP_EXCEPT)
        return fail(b, QPROP_ESEMANTIC, "unknown set operation %d", (int)op);
    if ((n = outputs(b, left->p, &ln, &lt)) < 0
        || outputs(b, right->p, &rn, &rt) < 0)
        return NULL;
    if (n != list_len(rn))
        return fail(b, QPROP_ESEMANTIC,
                    "each %s query must have the same number of columns",
                    opname);
    if (!(p = plan_new(b->a, PLAN_SETOP, -1)))
        return oom(b);
    p->setop.op = op == QPROP_SETOP_UNION       ? SETOP_UNION
                  : op == QPROP_SETOP_INTERSECT ? SETOP_INTERSECT
                                                : SETOP_EXCEPT;
    p->setop.all = all != 0;
    p->setop.ncols = n;
    p->setop.colnames = ARENA_NEWN(b->a, const char *, n ? n : 1);
    p->setop.coltypes = ARENA_NEWN(b->a, qp_type, n ? n : 1);
    if (!p->setop.colnames || !p->setop.coltypes
        || !list_push(b->a, &p->children, left->p)
        || !list_push(b->a, &p->children, right->p))
        return oom(b);
    for (int i = 0; i < n; i++) {
        qp_type l = *(qp_type *)list_nth(lt, i),
                r = *(qp_type *)list_nth(rt, i), lc, rc;

        /* the binder's rule (type_setop_column): varchar UNION text is
           varchar here too */
        if (!type_setop_column(l, r, &lc, &rc, &p->setop.coltypes[i]))
            return fail(b, QPROP_ESEMANTIC,
                        "%s types %s and %s cannot be matched", opname,
                        tname(b, lc), tname(b, rc));
        p->setop.colnames[i] = list_nth(ln, i);
    }
    return handle(b, p);
}

QPROP_API qprop_status
qprop_builder_finish(qprop_builder *b, qprop_node *root, qprop_stmt **out,
                     qprop_error *err)
{
    list *names = NULL, *types = NULL;
    qprop_stmt *s;
    int n;

    err_clear(err);
    *out = NULL;
    if (!b)
        return err_set(err, QPROP_ESEMANTIC, -1, "%s", "no builder");
    if (usable(b, 1, root) && (n = outputs(b, root->p, &names, &types)) >= 0) {
        b->q->root = root->p;
        b->q->ncols = n;
        b->q->colnames = ARENA_NEWN(b->a, const char *, n ? n : 1);
        b->q->coltypes = ARENA_NEWN(b->a, qp_type, n ? n : 1);
        if (!b->q->colnames || !b->q->coltypes)
            oom(b);
        for (int i = 0; i < n && !b->a->failed; i++) {
            b->q->colnames[i] = list_nth(names, i);
            b->q->coltypes[i] = *(qp_type *)list_nth(types, i);
        }
    }
    if (b->a->failed)
        oom(b);
    if (b->err.code != QPROP_OK) {
        qprop_status st = b->err.code;

        if (err)
            *err = b->err;
        qprop_builder_free(b);
        return st;
    }
    s = b->s;
    s->q = b->q;
    free(b);
    *out = s;
    return QPROP_OK;
}
