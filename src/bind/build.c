/* SPDX-License-Identifier: MIT */
/*
 * src/bind/build.c — the binder: syntax tree to logical plan
 *
 * Walks one statement's AST and produces a query (plan.h): every name
 * resolved against the catalog and the scopes of the enclosing blocks,
 * every expression typed, every view expanded into a derived table, and
 * subqueries turned into joins where the plan can say the same thing:
 *
 *   WHERE EXISTS (q)          -> Join[semi]
 *   WHERE NOT EXISTS (q)      -> Join[anti]
 *   WHERE x IN (q)            -> Join[semi] on x = q's column
 *   WHERE x NOT IN (q)        -> Join[anti_null_aware] on x = q's column
 *   SELECT (q) correlated     -> Join[left_single]
 *
 * A subquery is turned into a join only when it is a plain select-project-
 * join block whose only references to the outer block are in conjuncts of
 * its WHERE clause (those become the join condition); anything else stays
 * a subplan (E_SUBLINK), which is always correct.  A scalar subquery is
 * turned into a SINGLE join only when it is a whole select-list item of a
 * block without aggregation, so it is evaluated for exactly the rows the
 * original evaluates it for; the join sits above Filter(WHERE).
 *
 * Every rte gets an alias unique within the statement (lineitem,
 * lineitem_1, ...) so printed SQL and EXPLAIN are unambiguous.
 */
#include "bind/build.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/hmap.h"
#include "grammar/parser.h"

/* ---- context ---- */

/* Where an expression is bound; decides what it may contain. */
typedef enum clause {
    CL_WHERE, CL_ON, CL_TARGET, CL_GROUP, CL_HAVING, CL_ORDER, CL_LIMIT,
    CL_VALUES, CL_OTHER
} clause;

/* Flags of a block's references to enclosing blocks. */
enum {
    OUTER_IN_WHERE = 1,  /* from a conjunct of its own WHERE, to its parent */
    OUTER_ELSEWHERE = 2  /* anything else */
};

typedef struct ns_item {
    rte *r;
    bool *hidden;        /* per column: not visible unqualified (USING) */
    bool qual_hidden;    /* inside an aliased join: not visible as r.col */
    hmap *colmap;        /* wide rtes: column name -> index + 1, made at the
                            first qualified lookup (item_col) */
    const char **colmap_names; /* r->colnames and r->ncols it was made */
    int colmap_ncols;          /* from, rebuilt when they differ */
} ns_item;

/* (a JOIN b) AS j: j.col names a column of the join. */
typedef struct join_alias {
    const char *name;
    int ncols;
    const char **colnames;
    expr **cols;         /* what each column is */
} join_alias;

typedef struct merged_col {
    const char *name;
    expr *e;             /* l.k, r.k or COALESCE(l.k, r.k) */
} merged_col;

typedef struct single_join {
    rte *r;              /* RTE_SINGLE of the value */
    plan *right;         /* the subquery's join tree */
    list *cond;          /* of pred * */
    expr *value;
    int loc;
} single_join;

typedef struct block block;

typedef struct scope {
    struct scope *parent; /* enclosing block's scope (correlation) */
    block *blk;           /* owner */
    list *items;          /* of ns_item * */
    hmap by_name;         /* item name -> first ns_item * with it */
    list *merged;         /* of merged_col * */
    list *ctes;           /* of plan_cte *: WITH items visible here */
    list *join_aliases;   /* of join_alias * */
} scope;

struct block {
    int id;
    scope sc;
    const ast *sel;
    plan *from;           /* FROM tree, then semi/anti joins on top */
    list *where;          /* of expr *: conjuncts kept as filters */
    list *singles;        /* of single_join * */
    list *targets;        /* of target * */
    list *group;          /* of expr * */
    list *sets;           /* grouping sets (see plan.h) */
    list *aggs;           /* of expr * (E_AGG) */
    list *winfuncs;       /* of expr * (E_WINFUNC) */
    expr *having;
    bool has_group;       /* GROUP BY, aggregates or HAVING */
    list *order;          /* of sort_key *: ORDER BY */
    list *distinct_on;    /* of expr * */
    int outer;            /* OUTER_* flags */
    clause cl;            /* clause being bound */
    int sublink_depth;    /* > 0 while binding inside a nested sublink */
};

typedef struct bctx {
    arena *a;
    const catalog *cat;
    qprop_error *err;
    query *q;
    int next_rte;
    int next_block;
    int depth;
    int from_depth;       /* nesting of joins in FROM */
    int max_depth;
    int view_depth;
    hmap aliases;         /* aliases handed out, for uniqueness */
} bctx;

/* Joins may nest this many times max_depth (a 10,000-table chain). */
#define JOIN_DEPTH_FACTOR 20

#define OOM(c) ((c)->a->failed ? (ERR_OOM((c)->err), 1) : 0)

static qprop_status
fail(bctx *c, qprop_status code, int loc, const char *fmt, const char *arg)
{
    return err_set(c->err, code, loc, fmt, arg);
}

/* ---- forward declarations ---- */

typedef struct qresult {
    plan *p;
    int ncols;
    const char **names;
    qp_type *types;
} qresult;

static qprop_status bind_query(bctx *c, const ast *sel, scope *parent,
                               list *outer_ctes, qresult *out);
static expr *bind_expr(bctx *c, block *b, const ast *n);
static qprop_status bind_block(bctx *c, const ast *sel, scope *parent,
                               list *ctes, block **out);
static plan *assemble_block(bctx *c, block *b, qresult *out);

/* ---- range-table entries ---- */

static const char *
unique_alias(bctx *c, const char *want)
{
    const char *name = want;

    for (int i = 1; hmap_get(&c->aliases, name); i++) {
        name = arena_printf(c->a, "%s_%d", want, i);
        if (!name)
            return NULL;
    }
    if (!hmap_put(&c->aliases, name, (void *)name))
        return NULL;
    return name;
}

static rte *
new_rte(bctx *c, block *b, rte_kind kind, const char *alias,
        const char *written, int ncols, int loc)
{
    rte *r = ARENA_NEW(c->a, rte);

    if (!r)
        return NULL;
    r->id = ++c->next_rte;
    r->kind = kind;
    r->alias = unique_alias(c, alias);
    r->written_alias = written;
    r->ncols = ncols;
    r->colnames = ARENA_NEWN(c->a, const char *, ncols ? ncols : 1);
    r->coltypes = ARENA_NEWN(c->a, qp_type, ncols ? ncols : 1);
    r->colnotnull = ARENA_NEWN(c->a, bool, ncols ? ncols : 1);
    r->block = b ? b->id : 0;
    r->loc = loc;
    if (!r->alias || !r->colnames || !r->coltypes || !r->colnotnull)
        return NULL;
    if (!list_push(c->a, &c->q->rtes, r))
        return NULL;
    return r;
}

/* The name an item is referenced by: its alias as written, else the
   table's name, else its alias. */
static const char *
item_name(const ns_item *it)
{
    return it->r->written_alias ? it->r->written_alias
           : it->r->table ? it->r->table->name
                          : it->r->alias;
}

static ns_item *
add_item(bctx *c, scope *sc, rte *r)
{
    ns_item *it = ARENA_NEW(c->a, ns_item);

    if (!it)
        return NULL;
    it->r = r;
    it->hidden = ARENA_NEWN(c->a, bool, r->ncols ? r->ncols : 1);
    if (!it->hidden || !list_push(c->a, &sc->items, it))
        return NULL;
    if (!sc->by_name.a)
        hmap_init(&sc->by_name, c->a);
    if (!hmap_get(&sc->by_name, item_name(it))
        && !hmap_put(&sc->by_name, item_name(it), it))
        return NULL;
    return it;
}

/* Apply a written alias's column list to 'r'. */
static qprop_status
apply_alias_cols(bctx *c, rte *r, const ast_alias *al)
{
    if (!al || !al->colnames)
        return QPROP_OK;
    if (list_len(al->colnames) > r->ncols)
        return err_set(c->err, QPROP_ESEMANTIC, al->loc,
                       "table \"%s\" has %d columns available but %d "
                       "columns specified",
                       al->name, r->ncols, list_len(al->colnames));
    for (int i = 0; i < list_len(al->colnames); i++)
        r->colnames[i] = list_nth(al->colnames, i);
    return QPROP_OK;
}

/* ---- name resolution ---- */

static ns_item *
find_item(scope *sc, const char *alias)
{
    ns_item *it = sc->by_name.a ? hmap_get(&sc->by_name, alias) : NULL;

    return it && !it->qual_hidden ? it : NULL;
}

static join_alias *
find_join_alias(scope *sc, const char *name)
{
    for (int i = 0; i < list_len(sc->join_aliases); i++) {
        join_alias *j = list_nth(sc->join_aliases, i);

        if (strcmp(j->name, name) == 0)
            return j;
    }
    return NULL;
}

static int
find_col(const rte *r, const char *name)
{
    for (int i = 0; i < r->ncols; i++)
        if (r->colnames[i] && strcmp(r->colnames[i], name) == 0)
            return i;
    return -1;
}

/* Below this many columns find_col()'s scan is cheaper than a map. */
#define COLMAP_MIN 32

/* find_col(it->r, name), through a map of the columns for wide rtes (a
   1,000-column fact table bound 1,000 times made the scans quadratic). */
static int
item_col(bctx *c, ns_item *it, const char *name)
{
    const rte *r = it->r;
    intptr_t k;

    if (r->ncols < COLMAP_MIN)
        return find_col(r, name);
    if (!it->colmap || it->colmap_names != r->colnames
        || it->colmap_ncols != r->ncols) {
        hmap *m = ARENA_NEW(c->a, hmap);

        if (!m)
            return find_col(r, name);
        hmap_init(m, c->a);
        /* the first of equal names wins, as in find_col() */
        for (int i = 0; i < r->ncols; i++)
            if (r->colnames[i] && !hmap_get(m, r->colnames[i])
                && !hmap_put(m, r->colnames[i], (void *)(intptr_t)(i + 1)))
                return find_col(r, name);
        it->colmap = m;
        it->colmap_names = (const char **)r->colnames;
        it->colmap_ncols = r->ncols;
    }
    k = (intptr_t)hmap_get(it->colmap, name) - 1;
    if (k >= 0 && r->colnames[k] && strcmp(r->colnames[k], name) == 0)
        return (int)k;
    return find_col(r, name); /* a miss (an error), or names changed */
}

/* Record that block 'from' referenced a column of ancestor scope 'found'. */
static void
note_outer_ref(block *from, scope *found)
{
    block *b = from;
    scope *sc = &from->sc;

    /* the innermost block itself */
    if (sc->parent == found && b->cl == CL_WHERE && b->sublink_depth == 0)
        b->outer |= OUTER_IN_WHERE;
    else
        b->outer |= OUTER_ELSEWHERE;
    /* blocks between: the reference passes through them */
    for (sc = sc->parent; sc && sc != found; sc = sc->parent)
        sc->blk->outer |= OUTER_ELSEWHERE;
}

static expr *
resolve_column(bctx *c, block *b, const ast *n)
{
    int np = n->colref.n;
    const char *col = n->colref.part[np - 1];

    if (np == 1) {
        for (scope *sc = &b->sc; sc; sc = sc->parent) {
            expr *found = NULL;
            int nfound = 0;

            for (int i = 0; i < list_len(sc->merged); i++) {
                merged_col *m = list_nth(sc->merged, i);

                if (strcmp(m->name, col) == 0) {
                    found = m->e;
                    nfound++;
                }
            }
            for (int i = 0; i < list_len(sc->items); i++) {
                ns_item *it = list_nth(sc->items, i);

                for (int k = 0; k < it->r->ncols; k++)
                    if (!it->hidden[k] && it->r->colnames[k]
                        && strcmp(it->r->colnames[k], col) == 0) {
                        found = expr_make_col(c->a, it->r, k, n->loc);
                        nfound++;
                    }
            }
            if (nfound > 1) {
                fail(c, QPROP_ESEMANTIC, n->loc,
                     "column reference \"%s\" is ambiguous", col);
                return NULL;
            }
            if (found) {
                if (sc != &b->sc)
                    note_outer_ref(b, sc);
                if (found->kind == E_COL) {
                    found = expr_copy(c->a, found);
                    if (found)
                        found->loc = n->loc;
                }
                return found;
            }
        }
        fail(c, QPROP_ESEMANTIC, n->loc, "column \"%s\" does not exist", col);
        return NULL;
    }
    /* qualified: rel.col (schema and catalog parts ignored) */
    {
        const char *rel = n->colref.part[np - 2];

        for (scope *sc = &b->sc; sc; sc = sc->parent) {
            ns_item *it = find_item(sc, rel);
            join_alias *ja = it ? NULL : find_join_alias(sc, rel);
            int k;

            if (ja) {
                expr *found = NULL;

                for (k = 0; k < ja->ncols; k++)
                    if (strcmp(ja->colnames[k], col) == 0) {
                        if (found) {
                            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                                    "column reference \"%s\" is ambiguous", col);
                            return NULL;
                        }
                        found = ja->cols[k];
                    }
                if (!found) {
                    err_set(c->err, QPROP_ESEMANTIC, n->loc,
                            "column %s.%s does not exist", rel, col);
                    return NULL;
                }
                if (sc != &b->sc)
                    note_outer_ref(b, sc);
                return found;
            }
            if (!it)
                continue;
            k = item_col(c, it, col);
            if (k < 0) {
                err_set(c->err, QPROP_ESEMANTIC, n->loc,
                        "column %s.%s does not exist", rel, col);
                return NULL;
            }
            if (sc != &b->sc)
                note_outer_ref(b, sc);
            return expr_make_col(c->a, it->r, k, n->loc);
        }
        fail(c, QPROP_ESEMANTIC, n->loc,
             "missing FROM-clause entry for table \"%s\"", rel);
        return NULL;
    }
}

/* ---- constants and coercion ---- */

static expr *
make_const(bctx *c, datum v, int loc)
{
    return expr_make_const(c->a, v, loc);
}

static expr *
bind_const(bctx *c, const ast *n)
{
    datum v;

    memset(&v, 0, sizeof v);
    switch (n->cnst.kind) {
    case CONST_INT: {
        char *end;
        long long x;

        x = strtoll(n->cnst.str, &end, 10);
        if (*end == '\0' && x >= INT32_MIN && x <= INT32_MAX
            && !(x == LLONG_MAX)) {
            v.type = type_plain(T_INT4);
            v.v.i = x;
            return make_const(c, v, n->loc);
        }
        if (datum_parse(c->a, type_plain(T_INT8), n->cnst.str, n->loc, &v, NULL)
            == QPROP_OK)
            return make_const(c, v, n->loc);
    }
        /* too big for bigint: numeric */
        /* fall through */
    case CONST_NUMERIC:
        if (datum_parse(c->a, type_plain(T_NUMERIC), n->cnst.str, n->loc, &v,
                        c->err) != QPROP_OK)
            return NULL;
        return make_const(c, v, n->loc);
    case CONST_STRING:
        v.type = type_plain(T_UNKNOWN);
        v.v.s = n->cnst.str;
        return make_const(c, v, n->loc);
    case CONST_BOOL:
        v.type = type_plain(T_BOOL);
        v.v.b = n->cnst.bval;
        return make_const(c, v, n->loc);
    case CONST_NULL:
        return make_const(c, datum_null(type_plain(T_NULL)), n->loc);
    case CONST_TYPED: {
        qp_type t;

        if (catalog_resolve_type(n->cnst.typename, &t, c->err) != QPROP_OK)
            return NULL;
        if (t.id == T_INTERVAL) {
            if (datum_parse_interval(c->a, n->cnst.str, n->cnst.ivf_from,
                                     n->cnst.ivf_to, n->loc, &v, c->err)
                != QPROP_OK)
                return NULL;
        } else if (datum_parse(c->a, t, n->cnst.str, n->loc, &v, c->err)
                   != QPROP_OK) {
            return NULL;
        }
        return make_const(c, v, n->loc);
    }
    case CONST_DEFAULT:
    case CONST_MINVALUE:
    case CONST_MAXVALUE:
        break;
    }
    fail(c, QPROP_ESYNTAX, n->loc, "%s is not allowed here",
         n->cnst.kind == CONST_DEFAULT ? "DEFAULT" : "MINVALUE/MAXVALUE");
    return NULL;
}

static bool
is_unknown(const expr *e)
{
    return e->type.id == T_UNKNOWN || e->type.id == T_NULL;
}

/*
 * An untyped literal or NULL takes type 't' (as PostgreSQL resolves
 * unknown-type literals from context); other expressions are returned as
 * they are.  NULL with 'err' set when the literal is not valid for 't'.
 */
static expr *
coerce_to(bctx *c, expr *e, qp_type t)
{
    datum v;

    if (!e || !is_unknown(e) || t.id == T_UNKNOWN || t.id == T_NULL
        || t.id == T_ANY || t.id == T_RECORD)
        return e;
    /* PostgreSQL resolves the literal to the type without its modifier:
       'ab' compared with a varchar(1) is 'ab', not an error, and '1.234'
       with a numeric(5,2) is not rounded */
    t = type_plain(t.id);
    if (e->kind == E_CONST) {
        if (e->cnst.value.is_null)
            return make_const(c, datum_null(t), e->loc);
        if (datum_parse(c->a, t, e->cnst.value.v.s, e->loc, &v, c->err)
            != QPROP_OK)
            return NULL;
        return make_const(c, v, e->loc);
    }
    if (e->kind == E_PARAM) {
        expr *p = expr_copy(c->a, e);

        if (p)
            p->type = t;
        return p;
    }
    return e;
}

/* Resolve an unknown's type in isolation: text, as PostgreSQL does. */
static expr *
coerce_default(bctx *c, expr *e)
{
    if (e && e->type.id == T_UNKNOWN)
        return coerce_to(c, e, type_plain(T_TEXT));
    return e;
}

/* ---- operators ---- */

typedef struct opdef {
    const char *name;
    op_kind op;
} opdef;

static const opdef ops[] = {
    { "=", OP_EQ }, { "<>", OP_NE }, { "!=", OP_NE }, { "<", OP_LT },
    { "<=", OP_LE }, { ">", OP_GT }, { ">=", OP_GE }, { "+", OP_ADD },
    { "-", OP_SUB }, { "*", OP_MUL }, { "/", OP_DIV }, { "%", OP_MOD },
    { "^", OP_POW }, { "||", OP_CONCAT },
};

static bool
is_comparison(op_kind k)
{
    return k <= OP_GE;
}

static const char *
tname(bctx *c, qp_type t)
{
    if (t.id == T_UNKNOWN)
        return "unknown";
    return type_name(c->a, type_plain(t.id));
}

static expr *
no_operator(bctx *c, const char *op, const expr *l, const expr *r, int loc)
{
    if (l)
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator does not exist: %s %s %s", tname(c, l->type), op,
                tname(c, r->type));
    else
        err_set(c->err, QPROP_ESEMANTIC, loc, "operator does not exist: %s %s",
                op, tname(c, r->type));
    err_hint(c->err, "No operator matches the given name and argument types. "
                     "You might need to add explicit type casts.");
    return NULL;
}

/* Build l <op> r with type checks and unknown-literal resolution. */
static expr *
make_binop(bctx *c, op_kind k, const char *name, expr *l, expr *r, int loc)
{
    qp_type t;

    if (l->type.id == T_RECORD || r->type.id == T_RECORD) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "row-wise comparison is not supported");
        return NULL;
    }
    if (is_unknown(l) && !is_unknown(r))
        l = coerce_to(c, l, r->type);
    else if (is_unknown(r) && !is_unknown(l))
        r = coerce_to(c, r, l->type);
    else if (is_unknown(l) && is_unknown(r) && k != OP_CONCAT) {
        l = coerce_default(c, l);
        r = coerce_default(c, r);
    }
    if (!l || !r)
        return NULL;
    if (is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT) {
        if (!type_comparable(l->type, r->type)
            || l->type.id == T_ANY || r->type.id == T_ANY) {
            if (l->type.id != T_ANY && r->type.id != T_ANY)
                return no_operator(c, name, l, r, loc);
        }
        return expr_make_op(c->a, k, name, type_plain(T_BOOL), l, r, loc);
    }
    if (l->type.id == T_ANY || r->type.id == T_ANY)
        t = type_plain(T_ANY);
    else if (!op_result_type(k, l->type, r->type, &t))
        return no_operator(c, name, l, r, loc);
    return expr_make_op(c->a, k, name, t, l, r, loc);
}

static expr *
bind_op(bctx *c, block *b, const ast *n)
{
    const char *name = n->op.name;
    op_kind k = OP_OTHER;
    expr *l = NULL, *r;

    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strcmp(ops[i].name, name) == 0) {
            k = ops[i].op;
            name = k == OP_NE ? "<>" : ops[i].name;
        }
    if (n->op.left && !(l = bind_expr(c, b, n->op.left)))
        return NULL;
    if (!(r = bind_expr(c, b, n->op.right)))
        return NULL;
    if (!l) {
        /* prefix operators */
        if (strcmp(name, "+") == 0)
            return r;
        if (strcmp(name, "-") != 0)
            return no_operator(c, name, NULL, r, n->loc);
        if (is_unknown(r))
            r = coerce_to(c, r, type_plain(T_NUMERIC));
        if (!r)
            return NULL;
        if (!type_is_numeric(r->type.id) && r->type.id != T_INTERVAL
            && r->type.id != T_ANY)
            return no_operator(c, name, NULL, r, n->loc);
        /* fold -literal into a literal, as the grammar of numbers does */
        if (r->kind == E_CONST && !r->cnst.value.is_null) {
            datum v = r->cnst.value;

            if (type_is_integer(v.type.id) && v.v.i != INT64_MIN) {
                v.v.i = -v.v.i;
                if (v.type.id == T_INT8 && v.v.i >= INT32_MIN
                    && v.v.i <= INT32_MAX && n->op.right->kind == AST_CONST)
                    v.type = type_plain(T_INT4); /* -2147483648 */
                return make_const(c, v, n->loc);
            }
            if (v.type.id == T_NUMERIC) {
                const char *s = v.v.s;

                v.v.s = s[0] == '-' ? s + 1 : arena_printf(c->a, "-%s", s);
                if (strcmp(v.v.s, "-0") == 0 || !v.v.s)
                    v.v.s = s;
                return make_const(c, v, n->loc);
            }
            if (v.type.id == T_FLOAT4 || v.type.id == T_FLOAT8) {
                v.v.f = -v.v.f;
                return make_const(c, v, n->loc);
            }
        }
        return expr_make_op(c->a, OP_NEG, "-", r->type, NULL, r, n->loc);
    }
    if (k == OP_OTHER) {
        /* regular-expression matches are the other operators we model */
        if (strcmp(name, "~") == 0 || strcmp(name, "~*") == 0
            || strcmp(name, "!~") == 0 || strcmp(name, "!~*") == 0) {
            l = coerce_to(c, l, type_plain(T_TEXT));
            r = coerce_to(c, r, type_plain(T_TEXT));
            if (!l || !r)
                return NULL;
            if (type_category(l->type.id) != TC_STRING
                || type_category(r->type.id) != TC_STRING)
                return no_operator(c, name, l, r, n->loc);
            return expr_make_op(c->a, OP_OTHER, name, type_plain(T_BOOL), l, r,
                                n->loc);
        }
        return no_operator(c, name, l, r, n->loc);
    }
    return make_binop(c, k, name, l, r, n->loc);
}

/* ---- expressions ---- */

static list *
bind_list(bctx *c, block *b, const list *l, bool *ok)
{
    list *out = NULL;

    *ok = true;
    for (int i = 0; i < list_len(l); i++) {
        expr *e = bind_expr(c, b, list_nth(l, i));

        if (!e || !list_push(c->a, &out, e)) {
            *ok = false;
            return NULL;
        }
    }
    return out;
}

/* Common type of the expressions in 'l' (unknowns ignored), coercing the
   unknowns to it in place.  'what' names the construct for errors. */
static bool
unify(bctx *c, list *l, qp_type *out, const char *what, int loc)
{
    qp_type t = type_plain(T_UNKNOWN);

    for (int i = 0; i < list_len(l); i++) {
        expr *e = list_nth(l, i);
        qp_type nt;

        if (!type_common(t, e->type, &nt)) {
            err_set(c->err, QPROP_ESEMANTIC, e->loc,
                    "%s types %s and %s cannot be matched", what,
                    tname(c, t), tname(c, e->type));
            return false;
        }
        t = nt;
    }
    if (t.id == T_UNKNOWN || t.id == T_NULL)
        t = type_plain(T_TEXT);
    for (int i = 0; i < list_len(l); i++) {
        expr *e = coerce_to(c, list_nth(l, i), t);

        if (!e)
            return false;
        l->items[i] = e;
    }
    (void)loc;
    *out = t;
    return true;
}

static bool
bind_sortkeys(bctx *c, block *b, const list *in, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(in); i++) {
        const ast *s = list_nth(in, i);
        sort_key *k = ARENA_NEW(c->a, sort_key);

        if (!k)
            return false;
        if (s->sortby.using_op) {
            err_set(c->err, QPROP_EUNSUPPORTED, s->loc,
                    "ORDER BY ... USING is not supported");
            return false;
        }
        k->e = coerce_default(c, bind_expr(c, b, s->sortby.expr));
        if (!k->e)
            return false;
        k->desc = s->sortby.desc;
        k->nulls = s->sortby.nulls;
        if (!list_push(c->a, out, k))
            return false;
    }
    return true;
}

static const ast *
find_window(const block *b, const char *name)
{
    const list *w = b->sel ? b->sel->select.windows : NULL;

    for (int i = 0; i < list_len(w); i++) {
        const ast *d = list_nth(w, i);

        if (d->win.name && strcmp(d->win.name, name) == 0)
            return d;
    }
    return NULL;
}

static window_spec *
bind_window(bctx *c, block *b, const ast *w)
{
    window_spec *ws = ARENA_NEW(c->a, window_spec);
    const ast *ref = NULL;
    bool ok;

    if (!ws)
        return NULL;
    if (w->win.refname) {
        ref = find_window(b, w->win.refname);
        if (!ref) {
            fail(c, QPROP_ESEMANTIC, w->loc, "window \"%s\" does not exist",
                 w->win.refname);
            return NULL;
        }
    }
    ws->partition = bind_list(c, b, ref ? ref->win.partition : w->win.partition,
                              &ok);
    if (!ok)
        return NULL;
    for (int i = 0; i < list_len(ws->partition); i++)
        ws->partition->items[i] = coerce_default(c, list_nth(ws->partition, i));
    if (!bind_sortkeys(c, b,
                       w->win.order ? w->win.order
                                    : ref ? ref->win.order : NULL,
                       &ws->order))
        return NULL;
    {
        const ast *fr = w->win.frame || !ref ? w : ref;

        ws->frame = fr->win.frame;
        if (fr->win.start_offset
            && !(ws->start_offset = bind_expr(c, b, fr->win.start_offset)))
            return NULL;
        if (fr->win.end_offset
            && !(ws->end_offset = bind_expr(c, b, fr->win.end_offset)))
            return NULL;
    }
    return ws;
}

static expr *
bind_func(bctx *c, block *b, const ast *n)
{
    const char *name = n->func.name.part[n->func.name.n - 1];
    const func_info *fi;
    expr *e;
    bool ok;
    list *args;
    int nargs = list_len(n->func.args);
    clause saved = b->cl;

    /* aliases PostgreSQL resolves to other functions */
    if (strcmp(name, "position") == 0 && nargs == 2) {
        /* position(a IN b) is strpos(b, a) */
        ast *swapped = ast_new(c->a, AST_FUNC, n->loc, n->end);

        if (!swapped)
            return NULL;
        *swapped = *n;
        swapped->func.name.n = 1;
        swapped->func.name.part[0] = "strpos";
        swapped->func.args = NULL;
        if (!list_push(c->a, &swapped->func.args, list_nth(n->func.args, 1))
            || !list_push(c->a, &swapped->func.args, list_nth(n->func.args, 0)))
            return NULL;
        return bind_func(c, b, swapped);
    }
    if (strcmp(name, "grouping") == 0) {
        if (b->cl != CL_TARGET && b->cl != CL_HAVING && b->cl != CL_ORDER) {
            fail(c, QPROP_ESEMANTIC, n->loc, "%s",
                 "grouping operations are not allowed here");
            return NULL;
        }
        args = bind_list(c, b, n->func.args, &ok);
        if (!ok || !(e = expr_new(c->a, E_GROUPING, type_plain(T_INT4), n->loc)))
            return NULL;
        e->func.name = "grouping";
        e->func.args = args;
        return e;
    }
    fi = func_lookup(name);
    if (!fi) {
        fail(c, QPROP_ESEMANTIC, n->loc, "function %s does not exist", name);
        err_hint(c->err, "qprop knows the functions PostgreSQL's TPC-H, "
                         "TPC-DS and JOB queries use; others are not modelled.");
        return NULL;
    }
    if (n->func.star && strcmp(name, "count") != 0) {
        fail(c, QPROP_ESEMANTIC, n->loc, "%s(*) is not allowed", name);
        return NULL;
    }
    if (!n->func.star
        && (nargs < fi->min_args || (fi->max_args >= 0 && nargs > fi->max_args))) {
        fail(c, QPROP_ESEMANTIC, n->loc,
             "function %s called with the wrong number of arguments", name);
        return NULL;
    }
    if (fi->kind == FK_WINDOW && !n->func.over) {
        fail(c, QPROP_ESEMANTIC, n->loc,
             "window function %s requires an OVER clause", name);
        return NULL;
    }
    if (n->func.over && fi->kind == FK_SCALAR) {
        fail(c, QPROP_ESEMANTIC, n->loc,
             "OVER specified, but %s is not a window function nor an "
             "aggregate function", name);
        return NULL;
    }
    if ((n->func.distinct || n->func.agg_order || n->func.filter)
        && fi->kind != FK_AGG) {
        fail(c, QPROP_ESEMANTIC, n->loc,
             "DISTINCT, ORDER BY or FILTER specified, but %s is not an "
             "aggregate function", name);
        return NULL;
    }
    if (fi->kind != FK_SCALAR) {
        bool is_win = n->func.over != NULL;

        if (!is_win && b->cl != CL_TARGET && b->cl != CL_HAVING
            && b->cl != CL_ORDER) {
            fail(c, QPROP_ESEMANTIC, n->loc,
                 "aggregate functions are not allowed in %s",
                 b->cl == CL_WHERE ? "WHERE"
                 : b->cl == CL_ON ? "JOIN conditions"
                 : b->cl == CL_GROUP ? "GROUP BY"
                 : b->cl == CL_LIMIT ? "LIMIT" : "this clause");
            return NULL;
        }
        if (is_win && b->cl != CL_TARGET && b->cl != CL_ORDER) {
            fail(c, QPROP_ESEMANTIC, n->loc,
                 "window functions are not allowed in %s",
                 b->cl == CL_WHERE ? "WHERE"
                 : b->cl == CL_HAVING ? "HAVING"
                 : b->cl == CL_GROUP ? "GROUP BY" : "this clause");
            return NULL;
        }
        /* arguments of an aggregate may not hold aggregates; those of a
           window function may (they are computed first) */
        if (!is_win)
            b->cl = CL_WHERE;
    }
    args = bind_list(c, b, n->func.args, &ok);
    if (!ok) {
        b->cl = saved;
        return NULL;
    }
    e = expr_new(c->a, fi->kind == FK_SCALAR ? E_FUNC
                       : n->func.over ? E_WINFUNC : E_AGG,
                 type_plain(T_ANY), n->loc);
    if (!e)
        return NULL;
    e->func.name = fi->name;
    e->func.star = n->func.star;
    e->func.distinct = n->func.distinct;
    e->func.field = n->func.extract_field;
    if (fi->kind != FK_SCALAR) {
        b->cl = CL_WHERE; /* FILTER and ORDER BY: no nested aggregates */
        if (n->func.filter
            && !(e->func.filter = bind_expr(c, b, n->func.filter))) {
            b->cl = saved;
            return NULL;
        }
        if (!bind_sortkeys(c, b, n->func.agg_order, &e->func.agg_order)) {
            b->cl = saved;
            return NULL;
        }
        b->cl = saved;
        if (n->func.over && !(e->func.win = bind_window(c, b, n->func.over)))
            return NULL;
    }
    b->cl = saved;
    if (fi->result == FR_COMMON) {
        if (!unify(c, args, &e->type, name, n->loc))
            return NULL;
    } else {
        for (int i = 0; i < list_len(args); i++)
            args->items[i] = coerce_default(c, list_nth(args, i));
        e->type = func_result_type(
            fi, list_len(args) ? ((const expr *)list_nth(args, 0))->type
                               : type_plain(T_ANY));
    }
    e->func.args = args;
    if (e->kind == E_AGG) {
        if (!list_push(c->a, &b->aggs, e))
            return NULL;
        b->has_group = true;
    } else if (e->kind == E_WINFUNC) {
        if (!list_push(c->a, &b->winfuncs, e))
            return NULL;
    }
    return e;
}

/* An E_SUBLINK for syntax 'n' over the bound subquery 'r'. */
static expr *
finish_sublink(bctx *c, const ast *n, expr *test, const qresult *r)
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
        e->type = n->sub.kind == SUBLINK_EXPR ? r->types[0] : type_plain(T_ANY);
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
            if (is_unknown(test) && !(test = coerce_to(c, test, r->types[0])))
                return NULL;
            if (!make_binop(c, OP_EQ, e->sub.opname, test, &inner, n->loc))
                return NULL;
        }
        e->sub.test = test;
        break;
    }
    return e;
}

static expr *
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
    return finish_sublink(c, n, test, &r);
}

static expr *
bind_case(bctx *c, block *b, const ast *n)
{
    expr *e = expr_new(c->a, E_CASE, type_plain(T_ANY), n->loc);
    list *results = NULL;
    bool ok;

    if (!e)
        return NULL;
    if (n->casex.arg && !(e->casex.arg = bind_expr(c, b, n->casex.arg)))
        return NULL;
    e->casex.whens = bind_list(c, b, n->casex.whens, &ok);
    if (!ok)
        return NULL;
    if (n->casex.else_ && !(e->casex.else_ = bind_expr(c, b, n->casex.else_)))
        return NULL;
    for (int i = 0; i < list_len(e->casex.whens); i += 2) {
        expr *w = list_nth(e->casex.whens, i);

        if (e->casex.arg) {
            /* CASE x WHEN v: v compared with x */
            expr *probe;

            if (is_unknown(w) && !is_unknown(e->casex.arg))
                w = coerce_to(c, w, e->casex.arg->type);
            if (!w)
                return NULL;
            probe = make_binop(c, OP_EQ, "=", e->casex.arg, w, w->loc);
            if (!probe)
                return NULL;
        } else {
            w = coerce_to(c, w, type_plain(T_BOOL));
            if (!w)
                return NULL;
            if (w->type.id != T_BOOL) {
                err_set(c->err, QPROP_ESEMANTIC, w->loc,
                        "argument of CASE/WHEN must be type boolean, not "
                        "type %s", tname(c, w->type));
                return NULL;
            }
        }
        e->casex.whens->items[i] = w;
        if (!list_push(c->a, &results, list_nth(e->casex.whens, i + 1)))
            return NULL;
    }
    if (e->casex.else_ && !list_push(c->a, &results, e->casex.else_))
        return NULL;
    if (!unify(c, results, &e->type, "CASE", n->loc))
        return NULL;
    for (int i = 0, k = 0; i < list_len(e->casex.whens); i += 2, k++)
        e->casex.whens->items[i + 1] = list_nth(results, k);
    if (e->casex.else_)
        e->casex.else_ = list_nth(results, list_len(results) - 1);
    return e;
}

static expr *
bind_cast(bctx *c, block *b, const ast *n)
{
    qp_type t;
    expr *arg, *e;

    if (catalog_resolve_type(n->cast.typename, &t, c->err) != QPROP_OK)
        return NULL;
    if (!(arg = bind_expr(c, b, n->cast.arg)))
        return NULL;
    if (arg->kind == E_CONST && arg->type.id == T_UNKNOWN) {
        /* 'literal'::type is a constant of that type */
        return coerce_to(c, arg, t);
    }
    if (arg->kind == E_CONST && arg->type.id == T_NULL)
        return make_const(c, datum_null(t), n->loc);
    if (type_category(arg->type.id) != type_category(t.id)
        && type_category(t.id) != TC_STRING
        && type_category(arg->type.id) != TC_STRING
        && !(type_category(t.id) == TC_NUMERIC && arg->type.id == T_BOOL)
        && !(arg->type.id == T_ANY || t.id == T_ANY)) {
        err_set(c->err, QPROP_ESEMANTIC, n->loc, "cannot cast type %s to %s",
                tname(c, arg->type), tname(c, t));
        return NULL;
    }
    e = expr_new(c->a, E_CAST, t, n->loc);
    if (e) {
        e->cast.arg = arg;
        e->cast.explicit_ = true;
    }
    return e;
}

static expr *
require_bool(bctx *c, expr *e, const char *what)
{
    if (!e)
        return NULL;
    e = coerce_to(c, e, type_plain(T_BOOL));
    if (e && e->type.id != T_BOOL && e->type.id != T_ANY) {
        err_set(c->err, QPROP_ESEMANTIC, e->loc,
                "argument of %s must be type boolean, not type %s", what,
                tname(c, e->type));
        return NULL;
    }
    return e;
}

static expr *
bind_expr_inner(bctx *c, block *b, const ast *n)
{
    expr *e;
    bool ok;

    switch (n->kind) {
    case AST_CONST:
        return bind_const(c, n);
    case AST_COLREF:
        if (n->colref.star) {
            fail(c, QPROP_EUNSUPPORTED, n->loc, "%s",
                 "a row reference (t.*) is not supported here");
            return NULL;
        }
        return resolve_column(c, b, n);
    case AST_PARAM:
        e = expr_new(c->a, E_PARAM, type_plain(T_UNKNOWN), n->loc);
        if (e)
            e->param.number = n->param.number;
        return e;
    case AST_OP:
        return bind_op(c, b, n);
    case AST_BOOL: {
        list *args = bind_list(c, b, n->boolx.args, &ok);

        if (!ok)
            return NULL;
        for (int i = 0; i < list_len(args); i++) {
            expr *a = require_bool(c, list_nth(args, i),
                                   n->boolx.op == BOOL_AND ? "AND"
                                   : n->boolx.op == BOOL_OR ? "OR" : "NOT");

            if (!a)
                return NULL;
            args->items[i] = a;
        }
        return expr_make_bool(c->a, n->boolx.op == BOOL_AND ? B_AND
                                    : n->boolx.op == BOOL_OR ? B_OR : B_NOT,
                              args, n->loc);
    }
    case AST_NULLTEST:
    case AST_BOOLTEST: {
        expr *arg = bind_expr(c, b, n->test.arg);

        if (!arg)
            return NULL;
        if (n->kind == AST_BOOLTEST && !(arg = require_bool(c, arg, "IS TRUE")))
            return NULL;
        arg = coerce_default(c, arg);
        e = expr_new(c->a, n->kind == AST_NULLTEST ? E_NULLTEST : E_BOOLTEST,
                     type_plain(T_BOOL), n->loc);
        if (e) {
            e->test.arg = arg;
            e->test.is_not = n->test.is_not;
            e->test.bt = n->test.bt;
        }
        return e;
    }
    case AST_DISTINCT: {
        expr *l = bind_expr(c, b, n->distinct.left);
        expr *r = l ? bind_expr(c, b, n->distinct.right) : NULL;

        if (!r)
            return NULL;
        return make_binop(c, n->distinct.is_not ? OP_NOT_DISTINCT : OP_DISTINCT,
                          n->distinct.is_not ? "IS NOT DISTINCT FROM"
                                             : "IS DISTINCT FROM",
                          l, r, n->loc);
    }
    case AST_BETWEEN: {
        /* x BETWEEN lo AND hi is (x >= lo AND x <= hi), as PostgreSQL
           expands it; NOT BETWEEN is (x < lo OR x > hi). */
        expr *x = bind_expr(c, b, n->between.arg), *lo, *hi, *p1, *p2;
        list *args = NULL;

        if (!x || !(lo = bind_expr(c, b, n->between.lo))
            || !(hi = bind_expr(c, b, n->between.hi)))
            return NULL;
        if (n->between.symmetric) {
            fail(c, QPROP_EUNSUPPORTED, n->loc, "%s",
                 "BETWEEN SYMMETRIC is not supported");
            return NULL;
        }
        p1 = make_binop(c, n->between.is_not ? OP_LT : OP_GE,
                        n->between.is_not ? "<" : ">=", x, lo, n->loc);
        p2 = p1 ? make_binop(c, n->between.is_not ? OP_GT : OP_LE,
                             n->between.is_not ? ">" : "<=", x, hi, n->loc)
                : NULL;
        if (!p2 || !list_push(c->a, &args, p1) || !list_push(c->a, &args, p2))
            return NULL;
        return expr_make_bool(c->a, n->between.is_not ? B_OR : B_AND, args,
                              n->loc);
    }
    case AST_IN: {
        expr *x = bind_expr(c, b, n->in.arg);
        list *items, *all = NULL;
        qp_type t;

        if (!x)
            return NULL;
        items = bind_list(c, b, n->in.items, &ok);
        if (!ok)
            return NULL;
        if (x->kind == E_ROW) {
            fail(c, QPROP_EUNSUPPORTED, n->loc, "%s",
                 "row-wise IN is not supported");
            return NULL;
        }
        if (!list_push(c->a, &all, x))
            return NULL;
        for (int i = 0; i < list_len(items); i++)
            if (!list_push(c->a, &all, list_nth(items, i)))
                return NULL;
        if (!unify(c, all, &t, "IN", n->loc))
            return NULL;
        e = expr_new(c->a, E_IN, type_plain(T_BOOL), n->loc);
        if (!e)
            return NULL;
        e->in.arg = list_nth(all, 0);
        e->in.is_not = n->in.is_not;
        for (int i = 1; i < list_len(all); i++)
            if (!list_push(c->a, &e->in.items, list_nth(all, i)))
                return NULL;
        return e;
    }
    case AST_LIKE: {
        expr *x = bind_expr(c, b, n->like.arg), *p;

        if (!x || !(p = bind_expr(c, b, n->like.pattern)))
            return NULL;
        x = coerce_to(c, x, type_plain(T_TEXT));
        p = coerce_to(c, p, type_plain(T_TEXT));
        if (!x || !p)
            return NULL;
        if (type_category(x->type.id) != TC_STRING
            || type_category(p->type.id) != TC_STRING)
            return no_operator(c, n->like.kind == LIKE_ILIKE ? "~~*" : "~~", x, p,
                               n->loc);
        e = expr_new(c->a, E_LIKE, type_plain(T_BOOL), n->loc);
        if (!e)
            return NULL;
        e->like.arg = x;
        e->like.pattern = p;
        e->like.kind = n->like.kind;
        e->like.is_not = n->like.is_not;
        if (n->like.escape
            && !(e->like.escape = coerce_default(c, bind_expr(c, b, n->like.escape))))
            return NULL;
        return e;
    }
    case AST_CASE:
        return bind_case(c, b, n);
    case AST_CAST:
        return bind_cast(c, b, n);
    case AST_FUNC:
        return bind_func(c, b, n);
    case AST_SUBLINK:
        return bind_sublink(c, b, n);
    case AST_ROW: {
        list *items = bind_list(c, b, n->row.items, &ok);

        if (!ok)
            return NULL;
        e = expr_new(c->a, E_ROW, type_plain(T_RECORD), n->loc);
        if (e)
            e->row.items = items;
        return e;
    }
    default:
        break;
    }
    err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
            "%s is not supported in an expression", ast_kind_name(n->kind));
    return NULL;
}

static expr *
bind_expr(bctx *c, block *b, const ast *n)
{
    expr *e;

    if (++c->depth > c->max_depth) {
        err_set(c->err, QPROP_ELIMIT, n->loc,
                "expression nesting is deeper than the limit of %d",
                c->max_depth);
        c->depth--;
        return NULL;
    }
    e = bind_expr_inner(c, b, n);
    c->depth--;
    if (!e && c->err->code == QPROP_OK && !OOM(c))
        ERR_INTERNAL(c->err, "expression binding failed");
    return e;
}

/* ---- FROM ---- */

static plan *bind_from_item(bctx *c, block *b, const ast *n);

static plan *
scan_table(bctx *c, block *b, cat_table *t, const ast *n)
{
    const ast_alias *al = n->rangevar.alias;
    rte *r = new_rte(c, b, RTE_TABLE, al ? al->name : t->name,
                     al ? al->name : NULL, t->ncols, n->loc);
    plan *p;

    if (!r)
        return NULL;
    r->table = t;
    for (int i = 0; i < t->ncols; i++) {
        r->colnames[i] = t->cols[i].name;
        r->coltypes[i] = t->cols[i].type;
        r->colnotnull[i] = t->cols[i].not_null;
    }
    if (apply_alias_cols(c, r, al) != QPROP_OK || !add_item(c, &b->sc, r))
        return NULL;
    p = plan_new(c->a, PLAN_SCAN, n->loc);
    if (!p)
        return NULL;
    p->scan.rte = r;
    if (t->is_partitioned) {
        list *leaves = NULL;

        cat_leaves(c->a, t, &leaves);
        p->scan.nparts_total = list_len(leaves);
        p->scan.parts = NULL; /* not pruned: every leaf */
    }
    return p;
}

/* A subquery's result as a FROM item named 'alias'. */
static plan *
subquery_item(bctx *c, block *b, const qresult *r, const char *alias,
              const ast_alias *al, bool lateral, int loc)
{
    rte *e = new_rte(c, b, RTE_SUBQUERY, alias, al ? al->name : alias,
                     r->ncols, loc);
    plan *p;

    if (!e)
        return NULL;
    for (int i = 0; i < r->ncols; i++) {
        e->colnames[i] = r->names[i];
        e->coltypes[i] = r->types[i];
    }
    e->lateral = lateral;
    if (apply_alias_cols(c, e, al) != QPROP_OK || !add_item(c, &b->sc, e))
        return NULL;
    p = plan_new(c->a, PLAN_SUBQUERY_SCAN, loc);
    if (!p)
        return NULL;
    p->subq.rte = e;
    p->left = r->p;
    return p;
}

static plan_cte *
find_cte(scope *sc, const char *name)
{
    for (; sc; sc = sc->parent)
        for (int i = list_len(sc->ctes) - 1; i >= 0; i--) {
            plan_cte *q = list_nth(sc->ctes, i);

            if (strcmp(q->name, name) == 0)
                return q;
        }
    return NULL;
}

static plan *
bind_rangevar(bctx *c, block *b, const ast *n)
{
    const ast_name *nm = &n->rangevar.name;
    const char *name = nm->part[nm->n - 1];
    const ast_alias *al = n->rangevar.alias;
    plan_cte *q = nm->n == 1 ? find_cte(&b->sc, name) : NULL;
    cat_table *t;

    if (q) {
        rte *r = new_rte(c, b, RTE_CTE, al ? al->name : name,
                         al ? al->name : name, q->ncols, n->loc);
        plan *p;

        if (!r)
            return NULL;
        for (int i = 0; i < q->ncols; i++) {
            r->colnames[i] = q->colnames[i];
            r->coltypes[i] = q->coltypes[i];
        }
        if (apply_alias_cols(c, r, al) != QPROP_OK || !add_item(c, &b->sc, r))
            return NULL;
        p = plan_new(c->a, PLAN_CTE_SCAN, n->loc);
        if (!p)
            return NULL;
        p->ctescan.rte = r;
        p->ctescan.cte = q;
        q->nrefs++;
        return p;
    }
    t = catalog_find(c->cat, name);
    if (!t) {
        fail(c, QPROP_ESEMANTIC, n->loc, "relation \"%s\" does not exist", name);
        return NULL;
    }
    if (t->is_view) {
        arena *a = c->a;
        ast *vq;
        qprop_error verr;
        qresult r;
        qprop_status st;

        if (++c->view_depth > 32) {
            fail(c, QPROP_ELIMIT, n->loc,
                 "views nest too deeply at \"%s\"", name);
            return NULL;
        }
        memset(&verr, 0, sizeof verr);
        if (parser_parse_query(t->view_sql, strlen(t->view_sql), c->max_depth,
                               a, &vq, &verr) != QPROP_OK) {
            err_set(c->err, verr.code, n->loc, "in view \"%s\": %s", name,
                    verr.message);
            return NULL;
        }
        /* a view sees the catalog only, not the query's scopes */
        st = bind_query(c, vq, NULL, NULL, &r);
        c->view_depth--;
        if (st != QPROP_OK) {
            if (c->err) {
                char msg[sizeof c->err->message];

                memcpy(msg, c->err->message, sizeof msg);
                snprintf(c->err->message, sizeof c->err->message,
                         "in view \"%.60s\": %.180s", name, msg);
                c->err->offset = n->loc;
            }
            return NULL;
        }
        /* CREATE VIEW v (a, b): the list names the first columns */
        if (t->ncols > r.ncols) {
            fail(c, QPROP_ESEMANTIC, n->loc,
                 "view \"%s\" has more column names than its query has columns",
                 name);
            return NULL;
        }
        if (t->ncols > 0) {
            const char **names = ARENA_NEWN(c->a, const char *, r.ncols);

            if (!names)
                return NULL;
            for (int i = 0; i < r.ncols; i++)
                names[i] = i < t->ncols ? t->cols[i].name : r.names[i];
            r.names = names;
        }
        return subquery_item(c, b, &r, al ? al->name : name, al, false, n->loc);
    }
    return scan_table(c, b, t, n);
}

static plan *
bind_rangesub(bctx *c, block *b, const ast *n)
{
    qresult r;
    /* A derived table sees the enclosing blocks; LATERAL also sees the
       FROM items to its left. */
    scope *parent = n->rangesub.lateral ? &b->sc : b->sc.parent;

    if (bind_query(c, n->rangesub.query, parent, b->sc.ctes, &r) != QPROP_OK)
        return NULL;
    return subquery_item(c, b, &r,
                         n->rangesub.alias ? n->rangesub.alias->name
                                           : "unnamed_subquery",
                         n->rangesub.alias, n->rangesub.lateral, n->loc);
}

static expr *
col_of_range(bctx *c, scope *sc, int from, int to, const char *name,
             int loc, const char *side)
{
    expr *found = NULL;
    int count = 0;

    for (int i = 0; i < list_len(sc->merged); i++) {
        merged_col *m = list_nth(sc->merged, i);

        if (strcmp(m->name, name) == 0 && m->e->kind == E_COL) {
            for (int k = from; k < to; k++)
                if (((ns_item *)list_nth(sc->items, k))->r == m->e->col.rte) {
                    found = m->e;
                    count++;
                }
        }
    }
    for (int i = from; i < to; i++) {
        ns_item *it = list_nth(sc->items, i);
        int k = find_col(it->r, name);

        if (k >= 0 && !it->hidden[k]) {
            found = expr_make_col(c->a, it->r, k, loc);
            count++;
        }
    }
    if (count == 0) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "column \"%s\" specified in USING clause does not exist in "
                "%s table", name, side);
        return NULL;
    }
    if (count > 1) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "common column name \"%s\" appears more than once in %s table",
                name, side);
        return NULL;
    }
    return found;
}

static void
hide_col(scope *sc, const expr *col)
{
    for (int i = 0; i < list_len(sc->items); i++) {
        ns_item *it = list_nth(sc->items, i);

        if (it->r == col->col.rte)
            it->hidden[col->col.col] = true;
    }
}

/*
 * (a JOIN b) AS j (cols): j's columns are the join's output columns (the
 * merged USING columns first, then the others of each side in order),
 * renamed by the column list; a and b are no longer visible as
 * qualifiers.  Unqualified names still resolve as before.
 */
static bool
alias_join(bctx *c, block *b, const ast *n, int mark0)
{
    join_alias *ja = ARENA_NEW(c->a, join_alias);
    int total = 0, k = 0;
    const list *names = n->join.alias->colnames;

    if (!ja)
        return false;
    for (int i = 0; i < list_len(n->join.using_cols); i++)
        total++;
    for (int i = mark0; i < list_len(b->sc.items); i++) {
        ns_item *it = list_nth(b->sc.items, i);

        for (int m = 0; m < it->r->ncols; m++)
            total += !it->hidden[m];
    }
    ja->name = n->join.alias->name;
    ja->colnames = ARENA_NEWN(c->a, const char *, total ? total : 1);
    ja->cols = ARENA_NEWN(c->a, expr *, total ? total : 1);
    if (!ja->colnames || !ja->cols)
        return false;
    for (int i = 0; i < list_len(b->sc.merged); i++) {
        merged_col *m = list_nth(b->sc.merged, i);

        for (int u = 0; u < list_len(n->join.using_cols); u++)
            if (strcmp(list_nth(n->join.using_cols, u), m->name) == 0 && k < total) {
                ja->colnames[k] = m->name;
                ja->cols[k++] = m->e;
            }
    }
    for (int i = mark0; i < list_len(b->sc.items); i++) {
        ns_item *it = list_nth(b->sc.items, i);

        for (int m = 0; m < it->r->ncols && k < total; m++)
            if (!it->hidden[m]) {
                ja->colnames[k] = it->r->colnames[m];
                if (!(ja->cols[k++] = expr_make_col(c->a, it->r, m, n->loc)))
                    return false;
            }
        it->qual_hidden = true;
    }
    ja->ncols = k;
    if (list_len(names) > k) {
        err_set(c->err, QPROP_ESEMANTIC, n->join.alias->loc,
                "join \"%s\" has %d columns available but %d columns specified",
                ja->name, k, list_len(names));
        return false;
    }
    for (int i = 0; i < list_len(names); i++)
        ja->colnames[i] = list_nth(names, i);
    return list_push(c->a, &b->sc.join_aliases, ja);
}

static plan *
bind_join(bctx *c, block *b, const ast *n)
{
    plan *l, *r, *p;
    int mark0 = list_len(b->sc.items), mark1;
    list *using_cols = n->join.using_cols;

    if (!(l = bind_from_item(c, b, n->join.left)))
        return NULL;
    mark1 = list_len(b->sc.items);
    if (!(r = bind_from_item(c, b, n->join.right)))
        return NULL;
    p = plan_new(c->a, PLAN_JOIN, n->loc);
    if (!p)
        return NULL;
    p->left = l;
    p->right = r;
    switch (n->join.kind) {
    case AJ_INNER: p->join.type = JOIN_INNER; break;
    case AJ_LEFT: p->join.type = JOIN_LEFT; break;
    case AJ_RIGHT: p->join.type = JOIN_RIGHT; break;
    case AJ_FULL: p->join.type = JOIN_FULL; break;
    case AJ_CROSS: p->join.type = JOIN_CROSS; break;
    }
    p->join.natural = n->join.natural;
    if (n->join.natural) {
        /* NATURAL: the columns with the same name on both sides */
        using_cols = NULL;
        for (int i = mark0; i < mark1; i++) {
            ns_item *it = list_nth(b->sc.items, i);

            for (int k = 0; k < it->r->ncols; k++) {
                bool on_right = false, seen = false;

                if (it->hidden[k])
                    continue;
                for (int j = mark1; j < list_len(b->sc.items); j++)
                    if (find_col(((ns_item *)list_nth(b->sc.items, j))->r,
                                 it->r->colnames[k]) >= 0)
                        on_right = true;
                for (int j = 0; j < list_len(using_cols); j++)
                    if (strcmp(list_nth(using_cols, j), it->r->colnames[k]) == 0)
                        seen = true;
                if (on_right && !seen
                    && !list_push(c->a, &using_cols, (void *)it->r->colnames[k]))
                    return NULL;
            }
        }
        if (p->join.type == JOIN_CROSS)
            p->join.type = JOIN_INNER;
    }
    if (using_cols) {
        for (int i = 0; i < list_len(using_cols); i++) {
            const char *name = list_nth(using_cols, i);
            expr *lc = col_of_range(c, &b->sc, mark0, mark1, name, n->loc, "left");
            expr *rc = lc ? col_of_range(c, &b->sc, mark1, list_len(b->sc.items),
                                         name, n->loc, "right")
                          : NULL;
            expr *eq, *merged;
            merged_col *m;

            if (!rc || !(eq = make_binop(c, OP_EQ, "=", lc, rc, n->loc))
                || !list_push(c->a, &p->join.cond, pred_make(c->a, eq, false, NULL)))
                return NULL;
            if (p->join.type == JOIN_FULL) {
                list *args = NULL;

                merged = expr_new(c->a, E_FUNC, lc->type, n->loc);
                if (!merged || !list_push(c->a, &args, lc)
                    || !list_push(c->a, &args, rc))
                    return NULL;
                merged->func.name = "coalesce";
                merged->func.args = args;
                type_common(lc->type, rc->type, &merged->type);
            } else {
                merged = p->join.type == JOIN_RIGHT ? rc : lc;
            }
            hide_col(&b->sc, lc);
            hide_col(&b->sc, rc);
            m = ARENA_NEW(c->a, merged_col);
            if (!m)
                return NULL;
            m->name = name;
            m->e = merged;
            /* drop merged entries of the inputs that this one replaces */
            {
                list *keep = NULL;

                for (int j = 0; j < list_len(b->sc.merged); j++) {
                    merged_col *o = list_nth(b->sc.merged, j);

                    if (strcmp(o->name, name) != 0 || (o->e != lc && o->e != rc))
                        if (!list_push(c->a, &keep, o))
                            return NULL;
                }
                b->sc.merged = keep;
            }
            if (!list_push(c->a, &b->sc.merged, m))
                return NULL;
        }
        p->join.using_cols = using_cols;
        if (p->join.type == JOIN_CROSS)
            p->join.type = JOIN_INNER;
    } else if (n->join.on) {
        clause saved = b->cl;
        expr *on;

        b->cl = CL_ON;
        on = require_bool(c, bind_expr(c, b, n->join.on), "JOIN/ON");
        b->cl = saved;
        if (!on)
            return NULL;
        if (on->kind == E_BOOL && on->b.op == B_AND) {
            for (int i = 0; i < list_len(on->b.args); i++)
                if (!list_push(c->a, &p->join.cond,
                               pred_make(c->a, list_nth(on->b.args, i), false, NULL)))
                    return NULL;
        } else if (!list_push(c->a, &p->join.cond, pred_make(c->a, on, false, NULL))) {
            return NULL;
        }
    }
    if (n->join.alias && !alias_join(c, b, n, mark0))
        return NULL;
    return p;
}

static plan *
bind_from_item(bctx *c, block *b, const ast *n)
{
    plan *p = NULL;

    /* a chain of N joins nests N deep: joins get a limit of their own,
       max_depth per level of parentheses */
    if (++c->from_depth > JOIN_DEPTH_FACTOR * c->max_depth) {
        err_set(c->err, QPROP_ELIMIT, n->loc,
                "FROM clause nesting is deeper than the limit of %d",
                JOIN_DEPTH_FACTOR * c->max_depth);
        c->from_depth--;
        return NULL;
    }
    switch (n->kind) {
    case AST_RANGEVAR:
        p = bind_rangevar(c, b, n);
        break;
    case AST_RANGESUB:
        p = bind_rangesub(c, b, n);
        break;
    case AST_JOIN:
        p = bind_join(c, b, n);
        break;
    default:
        err_set(c->err, QPROP_EUNSUPPORTED, n->loc,
                "%s is not supported in FROM", ast_kind_name(n->kind));
        break;
    }
    c->from_depth--;
    if (!p && c->err->code == QPROP_OK && !OOM(c))
        ERR_INTERNAL(c->err, "FROM binding failed");
    return p;
}

/* ---- blocks ---- */

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
static bool
is_spj(const ast *sel)
{
    return sel->kind == AST_SELECT && sel->select.op == SETOP_NONE
           && !sel->select.values && !sel->select.with
           && !sel->select.group_by && !sel->select.having
           && !sel->select.windows && !sel->select.limit
           && !sel->select.offset && !sel->select.distinct_on
           && sel->select.from;
}

/* A bound block can become the right input of a join: no grouping or
   windows, references to the parent only from WHERE conjuncts. */
static bool
joinable_block(const block *sb)
{
    return !sb->has_group && !sb->winfuncs && !sb->singles && sb->from
           && !(sb->outer & OUTER_ELSEWHERE);
}

static plan *
filter_over(bctx *c, plan *child, list *exprs, bool having)
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

/*
 * Try to turn one WHERE conjunct 'n' of block 'b' into a semi or anti join.
 * Returns 1 when done (b->from extended), 0 when 'n' is not such a
 * subquery (nothing bound), -1 on error.  When the subquery cannot become
 * a join, the conjunct is bound as an E_SUBLINK and appended to b->where
 * (returns 1).
 */
static int
convert_where_sublink(bctx *c, block *b, const ast *n)
{
    bool negated = false;
    join_type jt;
    expr *test = NULL;
    block *sb;
    list *local, *cond;
    plan *j, *right;

    if (n->kind == AST_BOOL && n->boolx.op == BOOL_NOT
        && list_len(n->boolx.args) == 1
        && ((ast *)list_nth(n->boolx.args, 0))->kind == AST_SUBLINK
        && ((ast *)list_nth(n->boolx.args, 0))->sub.kind == SUBLINK_EXISTS) {
        n = list_nth(n->boolx.args, 0);
        negated = true;
    }
    if (n->kind != AST_SUBLINK || !is_spj(n->sub.query))
        return 0;
    if (n->sub.kind == SUBLINK_EXISTS) {
        jt = negated ? JOIN_ANTI : JOIN_SEMI;
    } else if (n->sub.kind == SUBLINK_ANY
               && (!n->sub.op || strcmp(n->sub.op, "=") == 0)
               && n->sub.test->kind != AST_ROW
               && list_len(n->sub.query->select.targets) == 1) {
        const ast *t = list_nth(n->sub.query->select.targets, 0);

        if (t->target.expr->kind == AST_COLREF && t->target.expr->colref.star)
            return 0;
        jt = n->sub.is_not ? JOIN_ANTI_NULL_AWARE : JOIN_SEMI;
    } else {
        return 0;
    }
    b->cl = CL_WHERE;
    if (n->sub.test && !(test = bind_expr(c, b, n->sub.test)))
        return -1;
    if (bind_block(c, n->sub.query, &b->sc, b->sc.ctes, &sb) != QPROP_OK)
        return -1;
    b->cl = CL_WHERE;
    if (!joinable_block(sb) || sb->sel->select.distinct) {
        qresult r;
        expr *e;

        if (!assemble_block(c, sb, &r) || !(e = finish_sublink(c, n, test, &r)))
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
        target *t0 = list_nth(sb->targets, 0);
        expr *eq;
        list *with_eq = NULL;

        if (is_unknown(test) && !(test = coerce_to(c, test, t0->e->type)))
            return -1;
        if (!(eq = make_binop(c, OP_EQ, "=", test, t0->e, n->loc))
            || !list_push(c->a, &with_eq, pred_make(c->a, eq, false, NULL)))
            return -1;
        for (int i = 0; i < list_len(cond); i++)
            if (!list_push(c->a, &with_eq, list_nth(cond, i)))
                return -1;
        cond = with_eq;
    }
    right = filter_over(c, sb->from, local, false);
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

static const char *
figure_colname(const ast *n)
{
    switch (n->kind) {
    case AST_COLREF:
        return n->colref.star ? "?column?" : n->colref.part[n->colref.n - 1];
    case AST_FUNC:
        return n->func.extract_field ? "extract"
                                     : n->func.name.part[n->func.name.n - 1];
    case AST_CAST: {
        const char *inner = figure_colname(n->cast.arg);

        if (strcmp(inner, "?column?") != 0)
            return inner;
        return n->cast.typename->type.name.part[n->cast.typename->type.name.n - 1];
    }
    case AST_CASE:
        return "case";
    case AST_SUBLINK:
        if (n->sub.kind == SUBLINK_EXISTS)
            return "exists";
        if (n->sub.kind == SUBLINK_EXPR && n->sub.query->kind == AST_SELECT
            && n->sub.query->select.op == SETOP_NONE
            && list_len(n->sub.query->select.targets) == 1) {
            const ast *t = list_nth(n->sub.query->select.targets, 0);

            return t->target.alias ? t->target.alias : figure_colname(t->target.expr);
        }
        return n->sub.kind == SUBLINK_ARRAY ? "array" : "?column?";
    case AST_ROW:
        return "row";
    case AST_CONST:
        if (n->cnst.kind == CONST_TYPED)
            return n->cnst.typename->type.name.part[n->cnst.typename->type.name.n - 1];
        return "?column?";
    default:
        return "?column?";
    }
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

static bool
expand_star(bctx *c, block *b, const ast *n)
{
    if (n->colref.n == 1) {
        if (!b->sc.items) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "SELECT * with no tables specified is not valid");
            return false;
        }
        for (int i = 0; i < list_len(b->sc.merged); i++) {
            merged_col *m = list_nth(b->sc.merged, i);

            if (!add_target(c, b, m->e, m->name))
                return false;
        }
        for (int i = 0; i < list_len(b->sc.items); i++) {
            ns_item *it = list_nth(b->sc.items, i);

            if (it->r->kind == RTE_SINGLE)
                continue;
            for (int k = 0; k < it->r->ncols; k++)
                if (!it->hidden[k]
                    && !add_target(c, b, expr_make_col(c->a, it->r, k, n->loc),
                                   it->r->colnames[k]))
                    return false;
        }
        return true;
    }
    {
        const char *rel = n->colref.part[n->colref.n - 2];
        ns_item *it = find_item(&b->sc, rel);

        if (!it) {
            fail(c, QPROP_ESEMANTIC, n->loc,
                 "missing FROM-clause entry for table \"%s\"", rel);
            return false;
        }
        for (int k = 0; k < it->r->ncols; k++)
            if (!add_target(c, b, expr_make_col(c->a, it->r, k, n->loc),
                            it->r->colnames[k]))
                return false;
        return true;
    }
}

/* Turn the scalar subquery 'sb' of target 't' into a LEFT SINGLE join. */
static bool
make_single(bctx *c, block *b, block *sb, target *t, int loc)
{
    target *t0 = list_nth(sb->targets, 0);
    single_join *sj = ARENA_NEW(c->a, single_join);
    list *local, *cond;

    if (!sj || !split_correlated(c, sb, &local, &cond))
        return false;
    sj->r = new_rte(c, b, RTE_SINGLE, "scalar", NULL, 1, loc);
    if (!sj->r)
        return false;
    sj->r->colnames[0] = t->name;
    sj->r->coltypes[0] = t0->e->type;
    sj->right = filter_over(c, sb->from, local, false);
    sj->cond = cond;
    sj->value = t0->e;
    sj->loc = loc;
    t->e = expr_make_col(c->a, sj->r, 0, loc);
    return sj->right && t->e && list_push(c->a, &b->singles, sj);
}

/* ---- GROUP BY ---- */

/* Index of 'e' in b->group, adding it when new; -1 on OOM. */
static int
group_index(bctx *c, block *b, expr *e)
{
    for (int i = 0; i < list_len(b->group); i++)
        if (expr_equal(list_nth(b->group, i), e))
            return i;
    if (!list_push(c->a, &b->group, e))
        return -1;
    return list_len(b->group) - 1;
}

static expr *
bind_group_expr(bctx *c, block *b, const ast *n)
{
    /* GROUP BY 2: the second select-list item */
    if (n->kind == AST_CONST && n->cnst.kind == CONST_INT) {
        long k = strtol(n->cnst.str, NULL, 10);

        if (k < 1 || k > list_len(b->targets)) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "GROUP BY position %s is not in select list", n->cnst.str);
            return NULL;
        }
        return ((target *)list_nth(b->targets, (int)k - 1))->e;
    }
    /* a bare name: an input column first, else an output column */
    if (n->kind == AST_COLREF && n->colref.n == 1 && !n->colref.star) {
        qprop_error probe, *saved = c->err;
        expr *e;

        memset(&probe, 0, sizeof probe);
        c->err = &probe;
        e = resolve_column(c, b, n);
        c->err = saved;
        if (e)
            return e;
        for (int i = 0; i < list_len(b->targets); i++) {
            target *t = list_nth(b->targets, i);

            if (t->name && strcmp(t->name, n->colref.part[0]) == 0)
                return t->e;
        }
    }
    return coerce_default(c, bind_expr(c, b, n));
}

typedef list *setlist; /* list of list of (intptr_t) group indexes */

static list *
cross_sets(bctx *c, list *x, list *y)
{
    list *out = NULL;

    for (int i = 0; i < list_len(x); i++)
        for (int j = 0; j < list_len(y); j++) {
            list *s = list_concat(c->a, list_nth(x, i), list_nth(y, j));

            if (c->a->failed || !list_push(c->a, &out, s))
                return NULL;
        }
    return out;
}

static list *
one_set(bctx *c, list *idx)
{
    list *out = NULL;

    if (!list_push(c->a, &out, idx))
        return NULL;
    return out;
}

/* The grouping sets of one GROUP BY item (list of sets). */
static list *
item_sets(bctx *c, block *b, const ast *n, bool *ok)
{
    list *out = NULL, *idx = NULL;

    *ok = true;
    if (n->kind != AST_GROUPING) {
        expr *e = bind_group_expr(c, b, n);
        int k;

        if (!e || (k = group_index(c, b, e)) < 0) {
            *ok = false;
            return NULL;
        }
        list_push(c->a, &idx, (void *)(intptr_t)k);
        return one_set(c, idx);
    }
    switch (n->grouping.kind) {
    case GROUPING_EMPTY:
        return one_set(c, NULL);
    case GROUPING_SIMPLE:
        for (int i = 0; i < list_len(n->grouping.items); i++) {
            expr *e = bind_group_expr(c, b, list_nth(n->grouping.items, i));
            int k;

            if (!e || (k = group_index(c, b, e)) < 0) {
                *ok = false;
                return NULL;
            }
            list_push(c->a, &idx, (void *)(intptr_t)k);
        }
        return one_set(c, idx);
    case GROUPING_ROLLUP:
    case GROUPING_CUBE: {
        int m = list_len(n->grouping.items);
        list **elems = ARENA_NEWN(c->a, list *, m ? m : 1);

        if (!elems) {
            *ok = false;
            return NULL;
        }
        /* each element is an expression or a parenthesised list */
        for (int i = 0; i < m; i++) {
            const ast *it = list_nth(n->grouping.items, i);
            list *s = item_sets(c, b, it, ok);

            if (!*ok)
                return NULL;
            elems[i] = list_nth(s, 0);
        }
        if (n->grouping.kind == GROUPING_ROLLUP) {
            for (int len = m; len >= 0; len--) {
                list *set = NULL;

                for (int i = 0; i < len; i++)
                    set = list_concat(c->a, set, elems[i]);
                list_push(c->a, &out, set);
            }
        } else {
            if (m > 12) {
                err_set(c->err, QPROP_ELIMIT, n->loc,
                        "CUBE is limited to 12 elements");
                *ok = false;
                return NULL;
            }
            for (long mask = (1L << m) - 1; mask >= 0; mask--) {
                list *set = NULL;

                for (int i = 0; i < m; i++)
                    if (mask & (1L << i))
                        set = list_concat(c->a, set, elems[i]);
                list_push(c->a, &out, set);
            }
        }
        return out;
    }
    case GROUPING_SETS:
        for (int i = 0; i < list_len(n->grouping.items); i++) {
            list *s = item_sets(c, b, list_nth(n->grouping.items, i), ok);

            if (!*ok)
                return NULL;
            out = list_concat(c->a, out, s);
        }
        return out;
    }
    *ok = false;
    return NULL;
}

static bool
bind_group_by(bctx *c, block *b, const list *items)
{
    list *sets = NULL;
    bool any_grouping = false, ok;

    if (!items)
        return true;
    b->cl = CL_GROUP;
    if (!list_push(c->a, &sets, NULL)) /* one empty set to start */
        return false;
    for (int i = 0; i < list_len(items); i++) {
        const ast *n = list_nth(items, i);
        list *s = item_sets(c, b, n, &ok);

        if (!ok)
            return false;
        if (n->kind == AST_GROUPING)
            any_grouping = true;
        if (!(sets = cross_sets(c, sets, s)))
            return false;
    }
    b->has_group = true;
    b->sets = any_grouping ? sets : NULL;
    return true;
}

/* Every column outside an aggregate must be grouped (or functionally
   dependent on a grouped primary key). */
static bool
check_grouped(bctx *c, block *b, const expr *e);

static bool
check_grouped_list(bctx *c, block *b, const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        if (!check_grouped(c, b, list_nth(l, i)))
            return false;
    return true;
}

static bool
pkey_grouped(block *b, const rte *r)
{
    const cat_table *t = r->table;

    if (!t || t->npkey == 0)
        return false;
    for (int i = 0; i < t->npkey; i++) {
        bool found = false;

        for (int k = 0; k < list_len(b->group); k++) {
            const expr *g = list_nth(b->group, k);

            if (g->kind == E_COL && g->col.rte == r && g->col.col == t->pkey[i])
                found = true;
        }
        if (!found)
            return false;
    }
    return true;
}

static bool
check_grouped(bctx *c, block *b, const expr *e)
{
    if (!e)
        return true;
    for (int i = 0; i < list_len(b->group); i++)
        if (expr_equal(list_nth(b->group, i), e))
            return true;
    switch (e->kind) {
    case E_COL:
        if (e->col.rte->block != b->id || e->col.rte->kind == RTE_SINGLE
            || pkey_grouped(b, e->col.rte))
            return true;
        err_set(c->err, QPROP_ESEMANTIC, e->loc,
                "column \"%s.%s\" must appear in the GROUP BY clause or be "
                "used in an aggregate function",
                e->col.rte->written_alias ? e->col.rte->written_alias
                                          : e->col.rte->alias,
                e->col.rte->colnames[e->col.col]);
        return false;
    case E_AGG: case E_GROUPING: case E_CONST: case E_PARAM: case E_OUTREF:
    case E_SUBLINK:
        return true;
    case E_OP: case E_DISTINCT:
        return check_grouped(c, b, e->op.l) && check_grouped(c, b, e->op.r);
    case E_BOOL:
        return check_grouped_list(c, b, e->b.args);
    case E_NULLTEST: case E_BOOLTEST:
        return check_grouped(c, b, e->test.arg);
    case E_IN:
        return check_grouped(c, b, e->in.arg)
               && check_grouped_list(c, b, e->in.items);
    case E_LIKE:
        return check_grouped(c, b, e->like.arg)
               && check_grouped(c, b, e->like.pattern)
               && check_grouped(c, b, e->like.escape);
    case E_CASE:
        return check_grouped(c, b, e->casex.arg)
               && check_grouped_list(c, b, e->casex.whens)
               && check_grouped(c, b, e->casex.else_);
    case E_CAST:
        return check_grouped(c, b, e->cast.arg);
    case E_FUNC:
        return check_grouped_list(c, b, e->func.args);
    case E_WINFUNC:
        if (!check_grouped_list(c, b, e->func.args))
            return false;
        if (e->func.win) {
            if (!check_grouped_list(c, b, e->func.win->partition))
                return false;
            for (int i = 0; i < list_len(e->func.win->order); i++)
                if (!check_grouped(c, b,
                                   ((sort_key *)list_nth(e->func.win->order, i))->e))
                    return false;
        }
        return true;
    case E_ROW:
        return check_grouped_list(c, b, e->row.items);
    }
    return true;
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

static expr *
bind_order_expr(bctx *c, block *b, const ast *n)
{
    if (n->kind == AST_CONST && n->cnst.kind == CONST_INT) {
        long k = strtol(n->cnst.str, NULL, 10);

        if (k < 1 || k > list_len(b->targets)) {
            err_set(c->err, QPROP_ESEMANTIC, n->loc,
                    "ORDER BY position %s is not in select list", n->cnst.str);
            return NULL;
        }
        return ((target *)list_nth(b->targets, (int)k - 1))->e;
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
    return coerce_default(c, bind_expr(c, b, n));
}

static qprop_status
bind_block(bctx *c, const ast *sel, scope *parent, list *ctes, block **out)
{
    block *b = ARENA_NEW(c->a, block);
    list *pending = NULL;
    int ntargets;

    *out = NULL;
    if (!b)
        return ERR_OOM(c->err);
    b->id = ++c->next_block;
    b->sel = sel;
    b->sc.parent = parent;
    b->sc.blk = b;
    b->sc.ctes = ctes;

    /* FROM: comma-separated items are cross joins */
    for (int i = 0; i < list_len(sel->select.from); i++) {
        plan *p = bind_from_item(c, b, list_nth(sel->select.from, i));

        if (!p)
            return c->err->code;
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
            int r = b->from ? convert_where_sublink(c, b, n) : 0;
            expr *e;

            if (r < 0)
                return c->err->code ? c->err->code : ERR_OOM(c->err);
            if (r > 0)
                continue;
            b->cl = CL_WHERE;
            e = require_bool(c, bind_expr(c, b, n), "WHERE");
            if (!e)
                return c->err->code;
            if (!list_push(c->a, &b->where, e))
                return ERR_OOM(c->err);
        }
    }

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
        if (x->kind == AST_SUBLINK && x->sub.kind == SUBLINK_EXPR
            && is_spj(x->sub.query) && b->from && !sel->select.group_by
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
        e = bind_expr(c, b, x);
        if (!e)
            return c->err->code;
        if (!add_target(c, b, coerce_default(c, e), name))
            return ERR_OOM(c->err);
    }

    if (!bind_group_by(c, b, sel->select.group_by))
        return c->err->code ? c->err->code : ERR_OOM(c->err);
    if (sel->select.having) {
        b->cl = CL_HAVING;
        b->having = require_bool(c, bind_expr(c, b, sel->select.having), "HAVING");
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

        if (!b->has_group && joinable_block(ps->sb)
            && (ps->sb->outer & OUTER_IN_WHERE) && !ps->sb->sel->select.distinct) {
            if (!make_single(c, b, ps->sb, ps->t, ps->n->loc))
                return ERR_OOM(c->err);
        } else {
            qresult r;

            if (!assemble_block(c, ps->sb, &r)
                || !(ps->t->e = finish_sublink(c, ps->n, NULL, &r)))
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
            if (s->sortby.using_op)
                return err_set(c->err, QPROP_EUNSUPPORTED, s->loc,
                               "ORDER BY ... USING is not supported");
            if (!(k->e = bind_order_expr(c, b, s->sortby.expr)))
                return c->err->code;
            k->desc = s->sortby.desc;
            k->nulls = s->sortby.nulls;
            if (!list_push(c->a, &keys, k))
                return ERR_OOM(c->err);
        }
        b->order = keys;
    }

    /* grouped blocks: every column outside an aggregate is grouped */
    if (b->has_group) {
        for (int i = 0; i < list_len(b->targets); i++)
            if (!check_grouped(c, b, ((target *)list_nth(b->targets, i))->e))
                return c->err->code;
        if (!check_grouped(c, b, b->having))
            return c->err->code;
        for (int i = 0; i < list_len(b->order); i++)
            if (!check_grouped(c, b, ((sort_key *)list_nth(b->order, i))->e))
                return c->err->code;
    }

    /* DISTINCT ON */
    b->cl = CL_ORDER;
    for (int i = 0; i < list_len(sel->select.distinct_on); i++) {
        expr *e = bind_order_expr(c, b, list_nth(sel->select.distinct_on, i));

        if (!e || !list_push(c->a, &b->distinct_on, e))
            return c->err->code ? c->err->code : ERR_OOM(c->err);
    }
    *out = b;
    return QPROP_OK;
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
static plan *
assemble_block(bctx *c, block *b, qresult *out)
{
    plan *p = filter_over(c, b->from, b->where, false);
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
            if (!(p = filter_over(c, p, h, true)))
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
    memset(&lb, 0, sizeof lb);
    lb.id = ++c->next_block;
    lb.sc.parent = parent;
    lb.sc.blk = &lb;
    lb.sc.ctes = ctes;
    lb.cl = CL_LIMIT;
    if (!(p = stack(c, r->p, PLAN_LIMIT, sel->loc)))
        return ERR_OOM(c->err);
    p->limit.with_ties = sel->select.fetch_with_ties;
    if (sel->select.limit) {
        expr *e = coerce_to(c, bind_expr(c, &lb, sel->select.limit),
                            type_plain(T_INT8));

        if (!e)
            return c->err->code;
        if (!type_is_integer(e->type.id) && e->type.id != T_NUMERIC
            && e->type.id != T_ANY && !(e->kind == E_CONST && e->cnst.value.is_null))
            return err_set(c->err, QPROP_ESEMANTIC, e->loc,
                           "argument of LIMIT must be type bigint, not type %s",
                           tname(c, e->type));
        p->limit.limit = e;
    }
    if (sel->select.offset) {
        expr *e = coerce_to(c, bind_expr(c, &lb, sel->select.offset),
                            type_plain(T_INT8));

        if (!e)
            return c->err->code;
        if (!type_is_integer(e->type.id) && e->type.id != T_NUMERIC
            && e->type.id != T_ANY)
            return err_set(c->err, QPROP_ESEMANTIC, e->loc,
                           "argument of OFFSET must be type bigint, not type %s",
                           tname(c, e->type));
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

    memset(&vb, 0, sizeof vb);
    vb.id = ++c->next_block;
    vb.sc.parent = parent;
    vb.sc.blk = &vb;
    vb.sc.ctes = ctes;
    vb.cl = CL_VALUES;
    for (int i = 0; i < list_len(sel->select.values); i++) {
        const list *row = list_nth(sel->select.values, i);
        bool ok;
        list *bound = bind_list(c, &vb, row, &ok);

        if (!ok)
            return c->err->code;
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
        if (!unify(c, col, &out->types[k], "VALUES", sel->loc))
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
        if (x->kind == AST_CONST && x->cnst.kind == CONST_INT) {
            idx = (int)strtol(x->cnst.str, NULL, 10) - 1;
            if (idx < 0 || idx >= r->ncols)
                return err_set(c->err, QPROP_ESEMANTIC, x->loc,
                               "ORDER BY position %s is not in select list",
                               x->cnst.str);
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

static qprop_status
bind_setop(bctx *c, const ast *sel, scope *parent, list *ctes, qresult *out)
{
    qresult l, r;
    plan *p;
    qprop_status st;
    const char *opname = sel->select.op == SETOP_UNION ? "UNION"
                         : sel->select.op == SETOP_INTERSECT ? "INTERSECT"
                                                             : "EXCEPT";

    if ((st = bind_query(c, sel->select.larg, parent, ctes, &l)) != QPROP_OK
        || (st = bind_query(c, sel->select.rarg, parent, ctes, &r)) != QPROP_OK)
        return st;
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
        qp_type lt = l.types[i], rt = r.types[i];

        if (lt.id == T_UNKNOWN)
            lt = type_plain(T_TEXT);
        if (rt.id == T_UNKNOWN)
            rt = type_plain(T_TEXT);
        if (!type_common(lt, rt, &p->setop.coltypes[i]))
            return err_set(c->err, QPROP_ESEMANTIC, sel->select.rarg->loc,
                           "%s types %s and %s cannot be matched", opname,
                           tname(c, lt), tname(c, rt));
    }
    out->p = p;
    out->ncols = l.ncols;
    out->names = l.names;
    out->types = p->setop.coltypes;
    return QPROP_OK;
}

static qprop_status
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
    if (sel->select.with_recursive) {
        c->depth--;
        return err_set(c->err, QPROP_EUNSUPPORTED, sel->loc,
                       "WITH RECURSIVE is not supported");
    }
    for (int i = 0; i < list_len(sel->select.with); i++) {
        const ast *w = list_nth(sel->select.with, i);
        plan_cte *q = ARENA_NEW(c->a, plan_cte);
        qresult r;
        int nnames = list_len(w->cte.colnames);

        if (!q)
            return ERR_OOM(c->err);
        if ((st = bind_query(c, w->cte.query, parent, ctes, &r)) != QPROP_OK) {
            c->depth--;
            return st;
        }
        if (nnames > r.ncols) {
            c->depth--;
            return err_set(c->err, QPROP_ESEMANTIC, w->loc,
                           "WITH query \"%s\" has %d columns available but %d "
                           "columns specified",
                           w->cte.name, r.ncols, nnames);
        }
        q->name = w->cte.name;
        q->plan = r.p;
        q->ncols = r.ncols;
        q->colnames = ARENA_NEWN(c->a, const char *, r.ncols ? r.ncols : 1);
        q->coltypes = r.types;
        q->materialized = w->cte.materialized;
        if (!q->colnames)
            return ERR_OOM(c->err);
        for (int k = 0; k < r.ncols; k++)
            q->colnames[k] = k < nnames ? list_nth(w->cte.colnames, k) : r.names[k];
        if (!list_push(c->a, &ctes, q) || !list_push(c->a, &c->q->ctes, q))
            return ERR_OOM(c->err);
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
        if (st == QPROP_OK && !assemble_block(c, b, out))
            st = ERR_OOM(c->err);
    }
    if (st == QPROP_OK)
        st = bind_limit(c, sel, parent, ctes, out);
    c->depth--;
    return st;
}

/* INSERT, UPDATE, DELETE (at the end of this file). */
static qprop_status bind_modify(bctx *c, const ast *stmt);

qprop_status
build_query(arena *a, const catalog *cat, const ast *stmt, int max_depth,
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
    c.err = err ? err : &local;
    c.max_depth = max_depth > 0 ? max_depth : 1000;
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
    if (stmt->kind != AST_SELECT) {
        if (bind_modify(&c, stmt) != QPROP_OK) {
            if (c.err->code == QPROP_OK)
                ERR_INTERNAL(c.err, "binding failed without an error");
            return c.err->code;
        }
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
    c.q->ncols = r.ncols;
    c.q->colnames = r.names;
    c.q->coltypes = r.types;
    c.q->explain = explain;
    *out = c.q;
    return QPROP_OK;
}

/* ---- INSERT, UPDATE, DELETE ---- */

/*
 * The table a data-modifying statement writes: 'name' must be a table (not
 * a view).  NULL with the error set otherwise.
 */
static cat_table *
modify_table(bctx *c, const ast_name *name, int loc)
{
    const char *rel = name->part[name->n - 1];
    cat_table *t = catalog_find(c->cat, rel);

    if (!t) {
        fail(c, QPROP_ESEMANTIC, loc, "relation \"%s\" does not exist", rel);
        return NULL;
    }
    if (t->is_view) {
        fail(c, QPROP_EUNSUPPORTED, loc,
             "cannot write to view \"%s\": only tables are supported", rel);
        return NULL;
    }
    return t;
}

/*
 * Column indexes of 't' for the names in 'names' (of const char *), as
 * int-in-pointer in '*out'.  'what' words the duplicate error as
 * PostgreSQL does.  False with the error set on an unknown or repeated
 * column, or OOM.
 */
static bool
modify_columns(bctx *c, const cat_table *t, const list *names, bool insert,
               int loc, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(names); i++) {
        const char *n = list_nth(names, i);
        int k = cat_column_index(t, n);

        if (k < 0) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "column \"%s\" of relation \"%s\" does not exist", n,
                    t->name);
            return false;
        }
        for (int j = 0; j < i; j++)
            if ((intptr_t)list_nth(*out, j) == k) {
                if (insert)
                    err_set(c->err, QPROP_ESEMANTIC, loc,
                            "column \"%s\" specified more than once", n);
                else
                    err_set(c->err, QPROP_ESEMANTIC, loc,
                            "multiple assignments to same column \"%s\"", n);
                return false;
            }
        if (!list_push(c->a, out, (void *)(intptr_t)k)) {
            ERR_OOM(c->err);
            return false;
        }
    }
    return true;
}

/*
 * UPDATE and DELETE: the block "SELECT <targets> FROM <target>, <from...>
 * WHERE <where>" whose rows are the rows to change, with the target's own
 * rte; bound like any SELECT, so subqueries become joins as there.
 */
static qprop_status
modify_block(bctx *c, const ast *stmt, const ast_name *name,
             ast_alias *alias, list *targets, list *from, ast *where,
             list *with, qresult *r, rte **tgt)
{
    ast *sel = ast_new(c->a, AST_SELECT, stmt->loc, stmt->end);
    ast *rv = ast_new(c->a, AST_RANGEVAR, stmt->loc, stmt->end);
    list *items = NULL;
    const cat_table *t;
    plan *p;
    qprop_status st;

    if (!sel || !rv || !list_push(c->a, &items, rv))
        return ERR_OOM(c->err);
    if (!(t = modify_table(c, name, stmt->loc)))
        return c->err->code;
    rv->rangevar.name = *name;
    rv->rangevar.alias = alias;
    for (int i = 0; i < list_len(from); i++)
        if (!list_push(c->a, &items, list_nth(from, i)))
            return ERR_OOM(c->err);
    sel->select.targets = targets;
    sel->select.from = items;
    sel->select.where = where;
    sel->select.with = with;
    if ((st = bind_query(c, sel, NULL, NULL, r)) != QPROP_OK)
        return st;
    /* the target is the FROM tree's leftmost leaf, below the Project,
       the SINGLE and semi/anti joins and Filter(WHERE) */
    for (p = r->p; p && p->kind != PLAN_SCAN && p->kind != PLAN_DYNAMIC_SCAN;
         p = p->left)
        ;
    if (!p || !p->scan.rte || p->scan.rte->table != t)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "the target of %s must be a table",
                       ast_kind_name(stmt->kind));
    *tgt = p->scan.rte;
    return QPROP_OK;
}

static qprop_status
bind_insert(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    const ast *sel = stmt->insert.query;
    cat_table *t;
    int n;

    if (stmt->insert.on_conflict)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "INSERT ... ON CONFLICT is not supported");
    if (!sel)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "INSERT ... DEFAULT VALUES is not supported");
    if (!(t = modify_table(c, &stmt->insert.name, stmt->loc)))
        return c->err->code;
    if (stmt->insert.with) {
        ast *copy;

        if (sel->kind != AST_SELECT || sel->select.with)
            return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                           "WITH both before INSERT and in its query is not "
                           "supported");
        if (!(copy = ARENA_NEW(c->a, ast)))
            return ERR_OOM(c->err);
        *copy = *sel;
        copy->select.with = stmt->insert.with;
        sel = copy;
    }
    if (bind_query(c, sel, NULL, NULL, r) != QPROP_OK)
        return c->err->code;
    if (!modify_columns(c, t, stmt->insert.cols, true, stmt->loc,
                        &m->modify.set_cols))
        return c->err->code;
    n = stmt->insert.cols ? list_len(stmt->insert.cols) : t->ncols;
    if (r->ncols > n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more expressions than target columns");
    if (stmt->insert.cols && r->ncols < n)
        return err_set(c->err, QPROP_ESEMANTIC, sel->loc,
                       "INSERT has more target columns than expressions");
    /* an rte naming the table, read by no scan */
    m->modify.target = new_rte(c, NULL, RTE_TABLE, t->name, NULL, t->ncols,
                               stmt->loc);
    if (!m->modify.target)
        return ERR_OOM(c->err);
    m->modify.target->table = t;
    for (int i = 0; i < t->ncols; i++) {
        m->modify.target->colnames[i] = t->cols[i].name;
        m->modify.target->coltypes[i] = t->cols[i].type;
        m->modify.target->colnotnull[i] = t->cols[i].not_null;
    }
    return QPROP_OK;
}

static qprop_status
bind_update(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    const list *cols = stmt->update.set_cols, *vals = stmt->update.set_exprs;
    list *targets = NULL;
    const cat_table *t;

    if (stmt->update.returning)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "UPDATE ... RETURNING is not supported");
    if (!(t = modify_table(c, &stmt->update.name, stmt->loc)))
        return c->err->code;
    if (!modify_columns(c, t, cols, false, stmt->loc, &m->modify.set_cols))
        return c->err->code;
    for (int i = 0; i < list_len(cols); i++) {
        const ast *v = list_nth(vals, i);
        ast *tg = ast_new(c->a, AST_TARGET, v->loc, v->end);

        if (!tg || !list_push(c->a, &targets, tg))
            return ERR_OOM(c->err);
        tg->target.expr = (ast *)v;
        tg->target.alias = list_nth(cols, i);
    }
    return modify_block(c, stmt, &stmt->update.name, stmt->update.alias,
                        targets, stmt->update.from, stmt->update.where,
                        stmt->update.with, r, &m->modify.target);
}

static qprop_status
bind_delete(bctx *c, const ast *stmt, qresult *r, plan *m)
{
    qprop_status st;

    if (stmt->del.returning)
        return err_set(c->err, QPROP_EUNSUPPORTED, stmt->loc,
                       "DELETE ... RETURNING is not supported");
    st = modify_block(c, stmt, &stmt->del.name, stmt->del.alias, NULL,
                      stmt->del.using_, stmt->del.where, stmt->del.with, r,
                      &m->modify.target);
    /* no values to compute: the rows are those of the FROM tree */
    if (st == QPROP_OK && r->p->kind == PLAN_PROJECT)
        r->p = r->p->left;
    return st;
}

/*
 * INSERT, UPDATE or DELETE 'stmt' into c->q: a Modify node over the query
 * that yields the rows to write (plan.h).  RETURNING, ON CONFLICT, DEFAULT
 * VALUES and views as targets are EUNSUPPORTED.
 */
static qprop_status
bind_modify(bctx *c, const ast *stmt)
{
    plan *m = plan_new(c->a, PLAN_MODIFY, stmt->loc);
    qresult r;
    qprop_status st;

    if (!m)
        return ERR_OOM(c->err);
    m->modify.op = stmt->kind;
    memset(&r, 0, sizeof r);
    if (stmt->kind == AST_INSERT)
        st = bind_insert(c, stmt, &r, m);
    else if (stmt->kind == AST_UPDATE)
        st = bind_update(c, stmt, &r, m);
    else
        st = bind_delete(c, stmt, &r, m);
    if (st != QPROP_OK)
        return st;
    m->left = r.p;
    c->q->root = m;
    c->q->ncols = 0;
    return QPROP_OK;
}
