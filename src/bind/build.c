/* SPDX-License-Identifier: MIT */
/*
 * src/bind/build.c — the binder's entry point: syntax tree to logical plan
 *
 * build_query() sets up the binding context (bctx, bind_int.h) for one
 * statement, strips EXPLAIN, and hands a query to bind_query() (select.c)
 * or an INSERT, UPDATE or DELETE to bind_modify() (dml.c).  The result is
 * a query (plan.h): every name resolved against the catalog and the
 * scopes of the enclosing blocks, every expression typed, every view
 * expanded into a derived table, and subqueries turned into joins where
 * the plan can say the same thing (sublink.c).  Every rte gets an alias
 * unique within the statement (lineitem, lineitem_1, ...) so printed SQL
 * and EXPLAIN are unambiguous.  Either '*out' is a complete query or it
 * is NULL and the error is set: a failure anywhere below returns through
 * every caller, and an arena that ran out is reported here as ENOMEM.
 * src/bind/README describes the order of work and the scope rules.
 */
#include "bind/build.h"

#include <string.h>

#include "bind/bind_int.h"

/*
 * Set 'c's error to 'code' at byte offset 'loc', with the message 'fmt'
 * formatted with the one string 'arg'.  Returns 'code' (the first error
 * set wins, see err_set()).  Cannot fail.
 */
qprop_status
bind_fail(bctx *c, qprop_status code, int loc, const char *fmt, const char *arg)
{
    return err_set(c->err, code, loc, fmt, arg);
}

qprop_status
build_query(arena *a, const catalog *cat, const ast *stmt, int max_depth,
            query **out, qprop_error *err)
{
    return build_query_params(a, cat, stmt, max_depth, 0, NULL, out, err);
}

static qprop_status build(arena *a, const catalog *cat, const ast *stmt,
                          int max_depth, int nparams,
                          const ast *const *param_types, cat_viewdef *deps,
                          query **out, qprop_error *err);

qprop_status
build_query_params(arena *a, const catalog *cat, const ast *stmt,
                   int max_depth, int nparams, const ast *const *param_types,
                   query **out, qprop_error *err)
{
    return build(a, cat, stmt, max_depth, nparams, param_types, NULL, out,
                 err);
}

/* What note_types() collects into: the types seen, in 'a'. */
typedef struct type_note {
    arena *a;
    list **out;
} type_note;

/* Note the type of 'e' and of every expression under it (not in
   sublinks' subplans: plan_walk() reaches those) among the enums and
   composites and arrays of them, once each. */
static bool
note_type_of(const expr *e, void *arg)
{
    type_note *tn = arg;
    qp_type t = e->type;

    while (type_elem(t))
        t = *type_elem(t);
    if (t.id == T_ENUM || type_opaque_name(t)) {
        bool seen = false;

        for (int i = 0; i < list_len(*tn->out) && !seen; i++)
            seen = type_equal(*(const qp_type *)list_nth(*tn->out, i), e->type);
        if (!seen) {
            qp_type *k = ARENA_NEW(tn->a, qp_type);

            if (k) {
                *k = e->type;
                (void)list_push(tn->a, tn->out, k);
            }
        }
    }
    expr_walk(e, note_type_of, arg);
    return false;
}

static void
note_types_expr(const expr *e, void *arg)
{
    note_type_of(e, arg);
}

static void
note_types_node(const plan *p, void *arg)
{
    plan_node_exprs(p, note_types_expr, arg);
}

qprop_status
build_query_deps(arena *a, const catalog *cat, const ast *stmt,
                 int max_depth, cat_viewdef *def, query **out,
                 qprop_error *err)
{
    qprop_status st;

    memset(def, 0, sizeof *def);
    st = build(a, cat, stmt, max_depth, 0, NULL, def, out, err);
    if (st == QPROP_OK) {
        type_note tn = { a, &def->exprtypes };

        def->ncols = (*out)->ncols;
        def->names = (*out)->colnames;
        def->types = (*out)->coltypes;
        /* the types its expressions have: PostgreSQL's view depends on
           them (a cast, a constant of an enum) */
        plan_walk((*out)->root, note_types_node, &tn);
        if (a->failed)
            return ERR_OOM(err);
    }
    return st;
}

/* Record that the statement's query (not a view it reads) reads
   relation 't' (column 'col', or NULL for the relation), for
   build_query_deps(); nothing otherwise. */
static void
note_dep(bctx *c, cat_table *t, const char *col)
{
    cat_dep *d;

    if (!c->deps || c->view)
        return;
    for (int i = 0; i < list_len(c->deps->deps); i++) {
        const cat_dep *x = list_nth(c->deps->deps, i);

        if (x->rel == t && (x->col == col || (x->col && col
                                              && strcmp(x->col, col) == 0)))
            return;
    }
    if ((d = ARENA_NEW(c->a, cat_dep))) {
        d->rel = t;
        d->col = col;
        (void)list_push(c->a, &c->deps->deps, d);
    }
}

void
bind_note_rel(bctx *c, cat_table *t)
{
    note_dep(c, t, NULL);
}

void
bind_note_pkey(bctx *c, const cat_table *t)
{
    cat_dep *d;

    if (!c->deps || c->view || !t)
        return;
    for (int i = 0; i < list_len(c->deps->deps); i++) {
        const cat_dep *x = list_nth(c->deps->deps, i);

        if (x->rel == t && x->pkey)
            return;
    }
    if ((d = ARENA_NEW(c->a, cat_dep))) {
        d->rel = (cat_table *)t;
        d->pkey = true;
        (void)list_push(c->a, &c->deps->deps, d);
    }
}

void
bind_note_rte(bctx *c, rte *r)
{
    if (c->deps && !c->view)
        (void)list_push(c->a, &c->dep_rtes, r);
}

/* Record the columns 'e' reads when their rte is a table the
   statement's own query reads (bind_note_rte); a whole row (t.*, t as a
   value) depends on its relation, not its columns, as in PostgreSQL. */
static bool
note_col(const expr *e, void *arg)
{
    bctx *c = arg;

    if (e->kind == E_WHOLEROW)
        return false;
    if (e->kind == E_COL) {
        const rte *r = e->col.rte;
        int k = e->col.col;

        for (int i = 0; i < list_len(c->dep_rtes); i++)
            if (list_nth(c->dep_rtes, i) == r && r->table && k >= 0
                && k < r->ncols && k < r->table->ncols) {
                note_dep(c, r->table, r->table->cols[k].name);
                break;
            }
        return false;
    }
    expr_walk(e, note_col, arg);
    return false;
}

static void
note_cols(const expr *e, void *arg)
{
    (void)note_col(e, arg);
}

static void
note_node(const plan *p, void *arg)
{
    plan_node_exprs(p, note_cols, arg);
}

void
bind_note_routine(bctx *c, const void *routine)
{
    if (!c->deps || c->view)
        return;
    for (int i = 0; i < list_len(c->deps->routines); i++)
        if (list_nth(c->deps->routines, i) == routine)
            return;
    (void)list_push(c->a, &c->deps->routines, (void *)routine);
}

/* The selected-column array of table rte 'r', made (all false) in 'a'
   when it has none; NULL for another kind of rte, or on OOM. */
static bool *
selected_of(arena *a, rte *r)
{
    if (!r || r->kind != RTE_TABLE || !r->table)
        return NULL;
    if (!r->selected)
        r->selected = ARENA_NEWN(a, bool, r->ncols + r->nsys + 1);
    return (bool *)r->selected;
}

/* Mark the columns 'e' names (a whole row: every column) as selected. */
static bool
mark_col(const expr *e, void *arg)
{
    arena *a = arg;
    bool *sel;

    if (e->kind == E_COL && (sel = selected_of(a, e->col.rte))
        && e->col.col >= 0
        && e->col.col < e->col.rte->ncols + e->col.rte->nsys)
        sel[e->col.col] = true;
    if (e->kind == E_WHOLEROW && (sel = selected_of(a, e->row.rte)))
        for (int i = 0; i < e->row.rte->ncols; i++)
            sel[i] = true;
    expr_walk(e, mark_col, arg);
    return false;
}

static void
mark_cols(const expr *e, void *arg)
{
    if (e)
        (void)mark_col(e, arg);
}

static void
mark_node(const plan *p, void *arg)
{
    (void)selected_of(arg, plan_leaf_rte(p)); /* a table with none named */
    plan_node_exprs(p, mark_cols, arg);
}

/*
 * Record on each table rte of query 'q' the columns the statement names
 * (rte.selected), as PostgreSQL's parser marks them for its privilege
 * checks: before any rule moves or drops an expression.  An Empty that
 * replaces a scan names them again in the SQL (src/print/deparse.c).
 * Sets a->failed on OOM.
 */
static void
mark_selected(arena *a, query *q)
{
    plan_walk_query(q, mark_node, a);
}

/* ---- collations ----
 *
 * PostgreSQL gives every value of a collatable type a collation: a
 * column's own (implicit), the default for a literal; an expression takes
 * its arguments' (one implicit collation, or none), two different
 * implicit ones conflict, and any beats the default (parse_collate.c).  What must compare (a comparison, ORDER BY,
 * GROUP BY, a set operation without ALL) refuses a conflict: "collation
 * mismatch between implicit collations" (42P21) or "could not determine
 * which collation to use" (42P22).  qprop keeps the columns of CREATE
 * TABLE (cat_column.collation) and refuses such queries as PostgreSQL
 * does; a column of a derived table or view, a domain, an explicit
 * COLLATE (refused anyway) are not known and pass.
 */
typedef struct coll {
    int st;             /* COLL_NONE, _KNOWN (name), _UNKNOWN, _CONFLICT */
    const char *name, *other; /* _KNOWN: name; _CONFLICT: the two */
} coll;

enum { COLL_NONE, COLL_KNOWN, COLL_UNKNOWN, COLL_CONFLICT };

static bool
collatable(qp_type t)
{
    return t.id == T_TEXT || t.id == T_VARCHAR || t.id == T_BPCHAR;
}

static coll
coll_merge(coll x, coll y)
{
    if (x.st == COLL_CONFLICT)
        return x;
    if (y.st == COLL_CONFLICT)
        return y;
    if (x.st == COLL_NONE)
        return y;
    if (y.st == COLL_NONE)
        return x;
    if (x.st == COLL_UNKNOWN || y.st == COLL_UNKNOWN)
        return (coll){ COLL_UNKNOWN, NULL, NULL };
    if (strcmp(x.name, y.name) == 0)
        return x;
    return (coll){ COLL_CONFLICT, x.name, y.name };
}

static coll coll_of(const expr *e);

static bool
coll_arg(const expr *e, void *ctx)
{
    coll *acc = ctx;

    if (e && collatable(e->type))
        *acc = coll_merge(*acc, coll_of(e));
    return false;
}

/* The collation of 'e' as PostgreSQL derives it (its implicit one). */
static coll
coll_of(const expr *e)
{
    coll acc = { COLL_NONE, NULL, NULL };

    if (!e || !collatable(e->type))
        return acc;
    switch (e->kind) {
    case E_CONST:
    case E_PARAM:
        return acc;
    case E_COL: {
        const rte *r = e->col.rte;

        const char *cn = r && r->kind == RTE_TABLE && r->table
                                 && e->col.col >= 0
                                 && e->col.col < r->table->ncols
                             ? r->table->cols[e->col.col].collation
                             : NULL;

        if (!cn)
            return (coll){ COLL_UNKNOWN, NULL, NULL };
        /* "a non-default implicit collation always beats default"
           (merge_collation_state()): the default is as none here */
        if (strcmp(cn, "default") == 0)
            return acc;
        return (coll){ COLL_KNOWN, cn, NULL };
    }
    case E_OP:
    case E_FUNC:
    case E_CASE:
    case E_CAST:
        (void)expr_walk(e, coll_arg, &acc);
        return acc;
    default:
        return (coll){ COLL_UNKNOWN, NULL, NULL };
    }
}

/* The collation of output column 'i' of 'p'. */
static coll
coll_out(const plan *p, int i)
{
    coll u = { COLL_UNKNOWN, NULL, NULL };

    if (!p)
        return u;
    switch (p->kind) {
    case PLAN_PROJECT:
        if (i < list_len(p->project.targets))
            return coll_of(((const target *)list_nth(p->project.targets,
                                                     i))->e);
        return u;
    case PLAN_SETOP:
        if (list_len(p->children) != 2)
            return u;
        return coll_merge(coll_out(list_nth(p->children, 0), i),
                          coll_out(list_nth(p->children, 1), i));
    case PLAN_SORT:
    case PLAN_LIMIT:
    case PLAN_FILTER:
        return coll_out(p->left, i);
    default:
        return u;
    }
}

typedef struct coll_ctx {
    bctx *c;
    const plan *node;  /* the node whose expressions are walked */
    bool failed;
} coll_ctx;

/* Refuse 'k' (what must compare) when its collation is a conflict, as
   PostgreSQL does. */
static void
coll_need(coll_ctx *x, coll k, int loc)
{
    if (x->failed || k.st != COLL_CONFLICT)
        return;
    x->failed = true;
    err_set(x->c->err, QPROP_ESEMANTIC, loc,
            "collation mismatch between implicit collations \"%s\" and "
            "\"%s\"", k.name, k.other);
    err_hint(x->c->err, "Use the COLLATE clause to set the collation "
                        "explicitly.");
}

static bool
coll_walk_expr(const expr *e, void *ctx)
{
    coll_ctx *x = ctx;

    if (!e || x->failed)
        return true;
    switch (e->kind) {
    case E_OP:
    case E_DISTINCT:
        if (e->op.l && e->op.r && collatable(e->op.l->type)
            && collatable(e->op.r->type)
            && (strcmp(e->op.name, "=") == 0 || strcmp(e->op.name, "<>") == 0
                || strcmp(e->op.name, "<") == 0
                || strcmp(e->op.name, ">") == 0
                || strcmp(e->op.name, "<=") == 0
                || strcmp(e->op.name, ">=") == 0
                || e->kind == E_DISTINCT))
            coll_need(x, coll_merge(coll_of(e->op.l), coll_of(e->op.r)),
                      e->loc);
        break;
    case E_AGG:
    case E_WINFUNC:
    case E_FUNC:
        /* an aggregate's ORDER BY, a window's PARTITION BY and ORDER BY
           sort; COLLATION FOR a value of a type without collations is
           PostgreSQL's error */
        for (int i = 0; i < list_len(e->func.agg_order); i++) {
            const sort_key *k = list_nth(e->func.agg_order, i);

            coll_need(x, coll_of(k->e), k->e->loc);
        }
        if (e->func.win) {
            for (int i = 0; i < list_len(e->func.win->partition); i++) {
                const expr *k = list_nth(e->func.win->partition, i);

                coll_need(x, coll_of(k), k->loc);
            }
            for (int i = 0; i < list_len(e->func.win->order); i++) {
                const sort_key *k = list_nth(e->func.win->order, i);

                coll_need(x, coll_of(k->e), k->e->loc);
            }
        }
        if (strcmp(e->func.name, "pg_collation_for") == 0
            && list_len(e->func.args) == 1 && !x->failed) {
            const expr *a = list_nth(e->func.args, 0);

            if (a->type.id != T_ANY && a->type.id != T_UNKNOWN
                && a->type.id != T_ARRAY && a->type.id != T_NULL
                && !collatable(a->type)) {
                x->failed = true;
                err_set(x->c->err, QPROP_ESEMANTIC, e->loc,
                        "collations are not supported by type %s",
                        type_name(x->c->a, a->type));
            }
        }
        break;
    case E_SUBLINK:
        /* x IN (SELECT y ...), (x, y) NOT IN (SELECT ...): compared */
        if (e->sub.test && (e->sub.kind == SL_ANY || e->sub.kind == SL_ALL)) {
            const expr *t = e->sub.test;

            if (t->kind == E_ROW && !t->row.rte) {
                for (int i = 0; i < list_len(t->row.items) && !x->failed;
                     i++) {
                    const expr *it = list_nth(t->row.items, i);

                    if (collatable(it->type))
                        coll_need(x, coll_merge(coll_of(it),
                                                coll_out(e->sub.sub, i)),
                                  it->loc);
                }
            } else if (collatable(t->type))
                coll_need(x, coll_merge(coll_of(t), coll_out(e->sub.sub, 0)),
                          t->loc);
        }
        break;
    case E_IN:
        if (collatable(e->in.arg->type)) {
            coll k = coll_of(e->in.arg);

            for (int i = 0; i < list_len(e->in.items); i++)
                k = coll_merge(k, coll_of(list_nth(e->in.items, i)));
            coll_need(x, k, e->loc);
        }
        break;
    default:
        break;
    }
    return expr_walk(e, coll_walk_expr, ctx) || x->failed;
}

static void
coll_node_expr(const expr *e, void *ctx)
{
    (void)coll_walk_expr(e, ctx);
}

static void
coll_node(const plan *p, void *ctx)
{
    coll_ctx *x = ctx;

    if (x->failed)
        return;
    plan_node_exprs(p, coll_node_expr, x);
    switch (p->kind) {
    case PLAN_SORT:
        for (int i = 0; i < list_len(p->sort.keys) && !x->failed; i++) {
            const sort_key *k = list_nth(p->sort.keys, i);

            coll_need(x, k->e->kind == E_OUTREF
                             ? coll_out(p->left, k->e->outref.index)
                             : coll_of(k->e),
                      k->e->loc);
        }
        break;
    case PLAN_AGGREGATE:
        for (int i = 0; i < list_len(p->agg.group) && !x->failed; i++) {
            const expr *g = list_nth(p->agg.group, i);

            coll_need(x, coll_of(g), g->loc);
        }
        break;
    case PLAN_SETOP:
        if (!p->setop.all)
            for (int i = 0; i < p->setop.ncols && !x->failed; i++)
                coll_need(x, coll_out(p, i), p->loc);
        break;
    default:
        break;
    }
}

/* False (the error set) when 'q' (its root or a WITH item) makes two
   implicit collations meet where PostgreSQL must compare. */
static bool
coll_check(bctx *c, const query *q)
{
    coll_ctx x = { c, NULL, false };

    plan_walk_query(q, coll_node, &x);
    return !x.failed;
}

static qprop_status
build(arena *a, const catalog *cat, const ast *stmt, int max_depth,
      int nparams, const ast *const *param_types, cat_viewdef *deps,
      query **out, qprop_error *err)
{
    bctx c;
    qprop_error local;
    qresult r;
    bool explain = false;

    *out = NULL;
    memset(&c, 0, sizeof c);
    memset(&local, 0, sizeof local);
    c.a = a;
    c.cat = cat;
    c.path = catalog_search_path(cat);
    c.err = err ? err : &local;
    c.max_depth = max_depth > 0 ? max_depth : 1000;
    c.nparams = param_types ? nparams : 0;
    c.param_types = param_types;
    c.deps = deps;
    hmap_init(&c.aliases, a);
    if (stmt->kind == AST_EXPLAIN) {
        explain = true;
        stmt = stmt->explain.stmt;
    }
    if (stmt->kind != AST_SELECT && stmt->kind != AST_INSERT
        && stmt->kind != AST_UPDATE && stmt->kind != AST_DELETE)
        return err_set(c.err, QPROP_EUNSUPPORTED, stmt->loc,
                       "%s statements are not supported yet",
                       ast_kind_name(stmt->kind));
    c.q = ARENA_NEW(a, query);
    if (!c.q)
        return ERR_OOM(c.err);
    c.q->tz = catalog_timezone(cat);
    if (stmt->kind != AST_SELECT) {
        if (bind_modify(&c, stmt) != QPROP_OK) {
            if (c.err->code == QPROP_OK)
                ERR_INTERNAL(c.err, "binding failed without an error");
            return c.err->code;
        }
        mark_selected(a, c.q);
        if (a->failed)
            return ERR_OOM(c.err);
        c.q->explain = explain;
        *out = c.q;
        return QPROP_OK;
    }
    if (bind_query(&c, stmt, NULL, NULL, &r) != QPROP_OK) {
        if (c.err->code == QPROP_OK)
            ERR_INTERNAL(c.err, "binding failed without an error");
        return c.err->code;
    }
    if (a->failed)
        return ERR_OOM(c.err);
    c.q->root = r.p;
    if (!coll_check(&c, c.q))
        return c.err->code;
    if (deps) {
        /* the columns of the tables it reads, wherever it reads them */
        plan_walk_query(c.q, note_node, &c);
        if (a->failed)
            return ERR_OOM(c.err);
    }
    mark_selected(a, c.q);
    if (a->failed)
        return ERR_OOM(c.err);
    c.q->ncols = r.ncols;
    c.q->colnames = r.names;
    c.q->coltypes = r.types;
    c.q->explain = explain;
    *out = c.q;
    return QPROP_OK;
}
