/* SPDX-License-Identifier: MIT */
/*
 * src/print/explain.c — plans printed as an EXPLAIN-style tree and as JSON
 *
 * The text form follows PostgreSQL's EXPLAIN layout: the root's header at
 * column 0, each child's header six columns right of its parent's behind
 * "->  ", and detail lines two columns right of their node's header.  CTE
 * plans follow the main tree as "CTE name" sections.  The JSON form is one
 * object per query on one line; doc/json-format.md is its contract, and
 * any change here must keep that document true.
 *
 * Expressions print through deparse_expr(), so the text after "Filter: "
 * and a predicate's JSON "expr" are valid PostgreSQL.  Output order is the
 * plan's order; nothing depends on pointers, so the output is stable.
 */
#include "print/print.h"

#include "print/details.h"

#include <stdint.h>
#include <string.h>

#include "base/error.h"

typedef struct ex {
    strbuf *sb;
    qprop_error *err;
    qprop_status st;     /* first failure */
    unsigned flags;      /* EXPLAIN_* */
} ex;

static void
ex_internal(ex *x, const char *what)
{
    if (x->st != QPROP_OK)
        return;
    x->st = QPROP_EINTERNAL;
    ERR_INTERNAL(x->err, what);
}

static qprop_status
ex_finish(ex *x)
{
    if (x->st == QPROP_OK && x->sb->a->failed)
        x->st = ERR_OOM(x->err);
    return x->st;
}

/* Leaves of a partitioned scan that it reads: the kept ones, or all. */
static const list *
kept_parts(ex *x, const plan *p, int *total)
{
    const cat_table *t = p->scan.rte->table;
    list *all = NULL;

    if (p->scan.parts && p->scan.nparts_total > 0) {
        *total = p->scan.nparts_total;
        return p->scan.parts;
    }
    cat_leaves(x->sb->a, t, &all);
    *total = p->scan.nparts_total > 0 ? p->scan.nparts_total : list_len(all);
    return p->scan.parts ? p->scan.parts : all;
}

const char *
explain_join_name(join_type t)
{
    switch (t) {
    case JOIN_INNER: return "Inner Join";
    case JOIN_LEFT: return "Left Join";
    case JOIN_RIGHT: return "Right Join";
    case JOIN_FULL: return "Full Join";
    case JOIN_SEMI: return "Semi Join";
    case JOIN_ANTI: return "Anti Join";
    case JOIN_ANTI_NULL_AWARE: return "Null-Aware Anti Join";
    case JOIN_LEFT_SINGLE: return "Left Single Join";
    case JOIN_RIGHT_SINGLE: return "Right Single Join";
    case JOIN_CROSS: return "Cross Join";
    }
    return NULL;
}

/* True for the nodes that read an rte. */
static bool
leaf_kind(plan_kind k)
{
    return k == PLAN_SCAN || k == PLAN_DYNAMIC_SCAN || k == PLAN_SUBQUERY_SCAN
           || k == PLAN_CTE_SCAN || k == PLAN_VALUES
           || k == PLAN_FUNCTION_SCAN;
}

/* False for a leaf missing its rte (or a scan its table). */
static bool
leaf_ok(const plan *p, const rte *r)
{
    if (!leaf_kind(p->kind) || p->kind == PLAN_VALUES)
        return true;
    if (!r)
        return false;
    return !(p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
           || r->table;
}

/* "k <- b" or "(k1, k2) <- (b1, b2)": what runtime filter 'f' keeps. */
static void
put_rf(strbuf *sb, const rt_filter *f)
{
    int n = list_len(f->probe_keys);

    sb_printf(sb, "RF%d: ", f->id);
    for (int side = 0; side < 2; side++) {
        const list *keys = side ? f->build_keys : f->probe_keys;

        if (side)
            sb_puts(sb, " <- ");
        if (n != 1)
            sb_putc(sb, '(');
        for (int i = 0; i < list_len(keys); i++) {
            if (i)
                sb_puts(sb, ", ");
            deparse_expr(sb, list_nth(keys, i));
        }
        if (n != 1)
            sb_putc(sb, ')');
    }
}

/* ==== text ==== */

const list *
print_distinct_exprs(arena *a, const list *l)
{
    int n = list_len(l);
    const char **text;
    list *out = NULL;
    bool dup = false;

    if (n < 2 || !(text = ARENA_NEWN(a, const char *, n)))
        return l;
    for (int i = 0; i < n; i++) {
        strbuf t;

        sb_init(&t, a);
        deparse_expr(&t, list_nth(l, i));
        if (a->failed)
            return l;
        text[i] = t.data;
        for (int j = 0; j < i && !dup; j++)
            dup = strcmp(text[i], text[j]) == 0;
    }
    if (!dup)
        return l;
    for (int i = 0; i < n; i++) {
        int j = 0;

        while (j < i && strcmp(text[i], text[j]) != 0)
            j++;
        if (j == i && !list_push(a, &out, list_nth(l, i)))
            return l;
    }
    return out;
}

static void
expr_list_text(strbuf *sb, const list *l)
{
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            sb_puts(sb, ", ");
        deparse_expr(sb, list_nth(l, i));
    }
}

static void
text_preds(ex *x, int col, const char *label, const list *preds)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *pr = list_nth(preds, i);

        sb_indent(x->sb, col);
        sb_puts(x->sb, label);
        deparse_expr(x->sb, pr->e);
        if (pr->derived)
            sb_puts(x->sb, "  (derived)");
        sb_putc(x->sb, '\n');
    }
}

/* Start a detail line at 'col'; the caller ends it with '\n'. */
static void
detail(ex *x, int col, const char *label)
{
    sb_indent(x->sb, col);
    sb_puts(x->sb, label);
}

/* One "Runtime Filter" line per filter a join makes or a scan uses. */
static void
text_rfs(ex *x, int col, const list *filters, const list *uses)
{
    for (int i = 0; i < list_len(filters); i++) {
        const rt_filter *f = list_nth(filters, i);

        detail(x, col, "Runtime Filter ");
        put_rf(x->sb, f);
        if (f->kind == RF_NULL_AWARE)
            sb_puts(x->sb, " OR NULL");
        if (f->delivery == RF_GLOBAL)
            sb_puts(x->sb, "  (merged from all nodes)");
        sb_putc(x->sb, '\n');
    }
    for (int i = 0; i < list_len(uses); i++) {
        const rf_use *u = list_nth(uses, i);

        if (i && ((const rf_use *)list_nth(uses, i - 1))->id == u->id)
            continue; /* one line per filter */
        detail(x, col, "Runtime Filter ");
        put_rf(x->sb, u->f);
        if (u->f->kind == RF_NULL_AWARE)
            sb_puts(x->sb, " OR NULL");
        sb_putc(x->sb, '\n');
    }
}

static void
text_header(ex *x, const plan *p)
{
    strbuf *sb = x->sb;
    const char *s;

    if (!leaf_ok(p, plan_leaf_rte(p))) {
        ex_internal(x, "leaf plan node without its rte");
        sb_puts(sb, plan_kind_name(p->kind));
        return;
    }
    if (!(s = node_title(sb->a, p, true))) {
        ex_internal(x, "unknown plan node in EXPLAIN");
        s = "?";
    }
    sb_puts(sb, s);
}

/* "e AS name, ..." of 'targets' (of target *), and a newline. */
static void
text_targets(strbuf *sb, const list *targets)
{
    for (int i = 0; i < list_len(targets); i++) {
        const target *t = list_nth(targets, i);

        if (i)
            sb_puts(sb, ", ");
        deparse_expr(sb, t->e);
        if (t->name) {
            sb_puts(sb, " AS ");
            deparse_ident(sb, t->name);
        }
    }
    sb_putc(sb, '\n');
}

static void
text_partitions(ex *x, int col, const plan *p)
{
    int total;
    const list *kept = kept_parts(x, p, &total);

    detail(x, col, "");
    if (x->flags & EXPLAIN_PARTS_KEPT) {
        /* the kept ones only: a partition added later that the query
           prunes changes nothing here */
        sb_puts(x->sb, list_len(kept) ? "Partitions kept: "
                                      : "Partitions kept: none");
        for (int i = 0; i < list_len(kept); i++) {
            if (i)
                sb_puts(x->sb, ", ");
            deparse_ident(x->sb, ((const cat_table *)list_nth(kept, i))->name);
        }
        sb_putc(x->sb, '\n');
        return;
    }
    sb_printf(x->sb, "Partitions: %d of %d", list_len(kept), total);
    if (list_len(kept)) {
        sb_puts(x->sb, " (");
        for (int i = 0; i < list_len(kept); i++) {
            if (i)
                sb_puts(x->sb, ", ");
            deparse_ident(x->sb, ((const cat_table *)list_nth(kept, i))->name);
        }
        sb_putc(x->sb, ')');
    }
    sb_putc(x->sb, '\n');
}

/* The sort keys 'keys' as SQL, comma-separated. */
static void
sort_keys_text(strbuf *sb, const list *keys)
{
    for (int i = 0; i < list_len(keys); i++) {
        if (i)
            sb_puts(sb, ", ");
        deparse_sort_key(sb, list_nth(keys, i));
    }
}

/* The detail lines of 'p': its properties for the text tree
   (print/details.h), each at column 'col'. */
static void
text_details(ex *x, int col, const plan *p)
{
    strbuf *sb = x->sb;
    list *props;

    if (!leaf_ok(p, plan_leaf_rte(p)))
        return; /* reported with the header */
    if (!node_props(sb->a, p, &props)) {
        ex_internal(x, "unknown plan node in EXPLAIN");
        return;
    }
    for (int i = 0; i < list_len(props); i++) {
        const node_prop *np = list_nth(props, i);

        if (!(np->fmt & NF_TEXT))
            continue;
        if (np->bad)
            ex_internal(x, "grouping set index out of range");
        switch (np->kind) {
        case NP_PREDS:
            text_preds(x, col, np->tlabel, np->l);
            continue;
        case NP_RFS:
            text_rfs(x, col, np->l, np->l2);
            continue;
        case NP_PARTS:
            text_partitions(x, col, np->p);
            continue;
        default:
            break;
        }
        detail(x, col, np->tlabel);
        switch (np->kind) {
        case NP_INT:
            sb_printf(sb, "%d", np->n);
            break;
        case NP_STR:
            sb_puts(sb, np->s ? np->s : "");
            break;
        case NP_EXPR:
            deparse_expr(sb, np->e);
            break;
        case NP_EXPRS:
            expr_list_text(sb, np->l);
            break;
        case NP_TARGETS:
            text_targets(sb, np->l);
            continue; /* the newline is text_targets' */
        case NP_SORTKEYS:
            sort_keys_text(sb, np->l);
            break;
        case NP_FLAG:
            break;
        default:
            ex_internal(x, "a property EXPLAIN cannot print");
            break;
        }
        if (np->suffix)
            sb_puts(sb, np->suffix);
        sb_putc(sb, '\n');
    }
}

/* The node's header at column 'col' (behind an arrow unless the root). */
static void
text_node(ex *x, const plan *p, int col, bool arrow)
{
    if (!p) {
        ex_internal(x, "missing plan node in EXPLAIN");
        return;
    }
    if (arrow) {
        sb_indent(x->sb, col - 4);
        sb_puts(x->sb, "->  ");
    } else
        sb_indent(x->sb, col);
    text_header(x, p);
    sb_putc(x->sb, '\n');
    text_details(x, col + 2, p);
    if (p->left)
        text_node(x, p->left, col + 6, true);
    if (p->right)
        text_node(x, p->right, col + 6, true);
    for (int i = 0; i < list_len(p->children); i++)
        text_node(x, list_nth(p->children, i), col + 6, true);
}

qprop_status
explain_text(strbuf *sb, const query *q, qprop_error *err)
{
    return explain_text_flags(sb, q, 0, err);
}

qprop_status
explain_text_flags(strbuf *sb, const query *q, unsigned flags,
                   qprop_error *err)
{
    ex x = { sb, err, QPROP_OK, flags };

    if (!q || !q->root)
        return ERR_INTERNAL(err, "EXPLAIN of an empty query");
    text_node(&x, q->root, 0, false);
    for (int i = 0; i < list_len(q->ctes); i++) {
        const plan_cte *c = list_nth(q->ctes, i);

        sb_puts(sb, c->recursive ? "Recursive CTE " : "CTE ");
        deparse_ident(sb, c->name);
        sb_putc(sb, '\n');
        if (c->clauses && c->clauses->search_cols) {
            sb_puts(sb, "  Search: ");
            deparse_cte_clause(sb, c, false);
            sb_putc(sb, '\n');
        }
        if (c->clauses && c->clauses->cycle_cols) {
            sb_puts(sb, "  Cycle: ");
            deparse_cte_clause(sb, c, true);
            sb_putc(sb, '\n');
        }
        text_node(&x, c->plan, 2, false);
    }
    return ex_finish(&x);
}

/* ==== JSON ==== */

static void
jkey(strbuf *sb, const char *key)
{
    sb_puts(sb, ", ");
    sb_put_jsonstr(sb, key);
    sb_puts(sb, ": ");
}

static void
jstr_or_null(strbuf *sb, const char *s)
{
    if (s)
        sb_put_jsonstr(sb, s);
    else
        sb_puts(sb, "null");
}

static void
jbool(strbuf *sb, bool b)
{
    sb_puts(sb, b ? "true" : "false");
}

/* A JSON string holding deparse_expr(e) (null for a NULL 'e'). */
static void
jexpr(strbuf *sb, const expr *e)
{
    strbuf tmp;

    if (!e) {
        sb_puts(sb, "null");
        return;
    }
    sb_init(&tmp, sb->a);
    deparse_expr(&tmp, e);
    sb_put_jsonstr(sb, tmp.data);
}

static void
jexpr_list(strbuf *sb, const list *l)
{
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            sb_puts(sb, ", ");
        jexpr(sb, list_nth(l, i));
    }
    sb_putc(sb, ']');
}

typedef struct colset {
    arena *a;
    list *names;         /* of const char *: "alias.col", distinct */
} colset;

static void
collect_col(const expr *e, void *arg)
{
    colset *cs = arg;
    const rte *r = e->col.rte;
    const char *name;

    if (!r || e->col.col < 0 || e->col.col >= r->ncols + r->nsys)
        return;
    name = arena_printf(cs->a, "%s.%s", r->alias, r->colnames[e->col.col]);
    if (!name)
        return;
    for (int i = 0; i < list_len(cs->names); i++)
        if (strcmp(list_nth(cs->names, i), name) == 0)
            return;
    list_push(cs->a, &cs->names, (void *)name);
}

static void
json_pred(strbuf *sb, const pred *pr)
{
    colset cs = { sb->a, NULL };

    sb_puts(sb, "{\"expr\": ");
    jexpr(sb, pr->e);
    sb_puts(sb, ", \"columns\": [");
    if (pr->e)
        expr_walk_cols(pr->e, collect_col, &cs);
    for (int i = 0; i < list_len(cs.names); i++) {
        if (i)
            sb_puts(sb, ", ");
        sb_put_jsonstr(sb, list_nth(cs.names, i));
    }
    sb_puts(sb, "], \"derived\": ");
    jbool(sb, pr->derived);
    sb_puts(sb, ", \"origin\": ");
    jstr_or_null(sb, print_origin_text(sb->a, pr->origin));
    sb_putc(sb, '}');
}

static void
json_preds(strbuf *sb, const char *key, const list *preds)
{
    jkey(sb, key);
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(preds); i++) {
        if (i)
            sb_puts(sb, ", ");
        json_pred(sb, list_nth(preds, i));
    }
    sb_putc(sb, ']');
}

static void
json_sort_keys(strbuf *sb, const list *keys)
{
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(keys); i++) {
        const sort_key *k = list_nth(keys, i);

        if (i)
            sb_puts(sb, ", ");
        sb_puts(sb, "{\"expr\": ");
        jexpr(sb, k->e);
        sb_puts(sb, ", \"desc\": ");
        jbool(sb, k->desc);
        sb_puts(sb, ", \"nulls\": ");
        sb_puts(sb, k->nulls == 1 ? "\"first\"" : k->nulls == 2 ? "\"last\""
                                                                : "null");
        sb_putc(sb, '}');
    }
    sb_putc(sb, ']');
}

static void json_node(ex *x, const plan *p);

/* "runtime_filters" of a join (what it produces: 'filters') or of a scan
   (what it consumes: 'uses'); left out when there are none. */
static void
json_rfs(strbuf *sb, const list *filters, const list *uses)
{
    if (!list_len(filters) && !list_len(uses))
        return;
    jkey(sb, "runtime_filters");
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(filters); i++) {
        const rt_filter *f = list_nth(filters, i);

        sb_printf(sb, "%s{\"id\": %d, \"build_keys\": ", i ? ", " : "",
                  f->id);
        jexpr_list(sb, f->build_keys);
        sb_puts(sb, ", \"probe_keys\": ");
        jexpr_list(sb, f->probe_keys);
        sb_puts(sb, ", \"probe_relation\": ");
        jstr_or_null(sb, f->target ? f->target->alias : NULL);
        sb_printf(sb, ", \"build_side\": \"%s\", \"kind\": \"%s\", "
                  "\"distribution\": \"%s\", \"delivery\": \"%s\", "
                  "\"build_rows\": %.0f, \"probe_rows\": %.0f, "
                  "\"wait_ms\": %d, \"fallback\": \"%s\"}",
                  f->build_side ? "right" : "left",
                  f->kind == RF_NULL_AWARE ? "null_aware" : "exact",
                  f->delivery == RF_LOCAL ? "broadcast" : "shuffle",
                  f->delivery == RF_LOCAL ? "local" : "global",
                  f->build_rows, f->probe_rows, f->wait_ms,
                  f->pass_all ? "pass_all" : "none");
    }
    for (int i = 0; i < list_len(uses); i++) {
        const rf_use *u = list_nth(uses, i);
        const rte *r = u->f->target;

        sb_printf(sb, "%s{\"id\": %d, \"column\": ", i ? ", " : "", u->id);
        jstr_or_null(sb, r && u->col >= 0 && u->col < r->ncols
                             ? arena_printf(sb->a, "%s.%s", r->alias,
                                            r->colnames[u->col])
                             : NULL);
        sb_putc(sb, '}');
    }
    sb_putc(sb, ']');
}

/* [{"name": S, "expr": E}, ...] of 'targets' (of target *). */
static void
json_targets(strbuf *sb, const list *targets)
{
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(targets); i++) {
        const target *t = list_nth(targets, i);

        sb_puts(sb, i ? ", {\"name\": " : "{\"name\": ");
        jstr_or_null(sb, t->name);
        sb_puts(sb, ", \"expr\": ");
        jexpr(sb, t->e);
        sb_putc(sb, '}');
    }
    sb_putc(sb, ']');
}

/* How partitioned table 't' routes a row: {"strategy": "range", "key":
   [column names], "partitions": [{"name": n, "bound": "FOR VALUES ...",
   "routing": {...} for a partitioned partition}, ...]}. */
static void
json_routing(strbuf *sb, const cat_table *t)
{
    static const char *const strategy[] = {
        [PART_RANGE] = "range", [PART_LIST] = "list", [PART_HASH] = "hash",
    };

    sb_putc(sb, '{');
    sb_puts(sb, "\"strategy\": ");
    jstr_or_null(sb, strategy[t->strategy]);
    jkey(sb, "key");
    sb_putc(sb, '[');
    for (int k = 0; k < t->nkeys; k++) {
        if (k)
            sb_puts(sb, ", ");
        /* an expression key: its text in parentheses, "(a + 1)" */
        jstr_or_null(sb, t->keycols[k] < 0
                             ? arena_printf(sb->a, "(%s)", t->keyexpr[k].name)
                             : t->cols[t->keycols[k]].name);
    }
    sb_putc(sb, ']');
    jkey(sb, "partitions");
    sb_putc(sb, '[');
    for (int i = 0; i < list_len(t->children); i++) {
        const cat_table *c = list_nth(t->children, i);

        if (i)
            sb_puts(sb, ", ");
        sb_puts(sb, "{\"name\": ");
        jstr_or_null(sb, c->name);
        jkey(sb, "bound");
        jstr_or_null(sb, cat_bound_text(sb->a, c));
        if (c->is_partitioned) {
            jkey(sb, "routing");
            json_routing(sb, c);
        }
        sb_putc(sb, '}');
    }
    sb_puts(sb, "]}");
}

/* {"alias": A, "column": C, "value": E} of SINGLE join 'p'. */
static void
json_single(strbuf *sb, const plan *p)
{
    sb_puts(sb, "{\"alias\": ");
    sb_put_jsonstr(sb, p->join.single->alias);
    sb_puts(sb, ", \"column\": ");
    sb_put_jsonstr(sb, p->join.single->colnames[0]);
    sb_puts(sb, ", \"value\": ");
    jexpr(sb, p->join.single_value);
    sb_putc(sb, '}');
}

/* {"total": N, "kept": [names]} of partitioned scan 'p'. */
static void
json_partitions(ex *x, const plan *p)
{
    strbuf *sb = x->sb;
    int total;
    const list *kept = kept_parts(x, p, &total);

    sb_printf(sb, "{\"total\": %d, \"kept\": [", total);
    for (int i = 0; i < list_len(kept); i++) {
        if (i)
            sb_puts(sb, ", ");
        sb_put_jsonstr(sb, ((const cat_table *)list_nth(kept, i))->name);
    }
    sb_puts(sb, "]}");
}

/* The node's keys after "node": its properties for JSON
   (print/details.h). */
static void
json_details(ex *x, const plan *p)
{
    strbuf *sb = x->sb;
    list *props;

    if (!leaf_ok(p, plan_leaf_rte(p))) {
        ex_internal(x, "leaf plan node without its rte");
        return;
    }
    if (!node_props(sb->a, p, &props)) {
        ex_internal(x, "unknown plan node in JSON");
        return;
    }
    for (int i = 0; i < list_len(props); i++) {
        const node_prop *np = list_nth(props, i);

        if (!(np->fmt & NF_JSON))
            continue;
        switch (np->kind) {
        case NP_PREDS:
            json_preds(sb, np->key, np->l);
            continue;
        case NP_RFS:
            json_rfs(sb, np->l, np->l2);
            continue;
        default:
            break;
        }
        jkey(sb, np->key);
        switch (np->kind) {
        case NP_INT:
            sb_printf(sb, "%d", np->n);
            break;
        case NP_BOOL:
            jbool(sb, np->b);
            break;
        case NP_FLAG:
            jbool(sb, true);
            break;
        case NP_STR:
            jstr_or_null(sb, np->s);
            break;
        case NP_EXPR:
            jexpr(sb, np->e);
            break;
        case NP_EXPRS:
            jexpr_list(sb, np->l);
            break;
        case NP_TARGETS:
            json_targets(sb, np->l);
            break;
        case NP_SORTKEYS:
            json_sort_keys(sb, np->l);
            break;
        case NP_STRS:
            sb_putc(sb, '[');
            for (int k = 0; k < list_len(np->l); k++) {
                if (k)
                    sb_puts(sb, ", ");
                jstr_or_null(sb, list_nth(np->l, k));
            }
            sb_putc(sb, ']');
            break;
        case NP_SETS:
            sb_putc(sb, '[');
            for (int k = 0; k < list_len(np->l); k++) {
                const list *set = list_nth(np->l, k);

                sb_puts(sb, k ? ", [" : "[");
                for (int j = 0; j < list_len(set); j++)
                    sb_printf(sb, j ? ", %d" : "%d",
                              (int)(intptr_t)list_nth(set, j));
                sb_putc(sb, ']');
            }
            sb_putc(sb, ']');
            break;
        case NP_PARTS:
            json_partitions(x, np->p);
            break;
        case NP_ROUTING:
            json_routing(sb, np->t);
            break;
        case NP_SINGLE:
            json_single(sb, np->p);
            break;
        default:
            ex_internal(x, "a property JSON cannot print");
            sb_puts(sb, "null");
            break;
        }
    }
}

static void
json_node(ex *x, const plan *p)
{
    strbuf *sb = x->sb;
    bool first = true;

    if (!p) {
        ex_internal(x, "missing plan node in JSON");
        sb_puts(sb, "null");
        return;
    }
    sb_puts(sb, "{\"node\": ");
    sb_put_jsonstr(sb, plan_kind_name(p->kind));
    json_details(x, p);
    jkey(sb, "children");
    sb_putc(sb, '[');
    if (p->left) {
        json_node(x, p->left);
        first = false;
    }
    if (p->right) {
        if (!first)
            sb_puts(sb, ", ");
        json_node(x, p->right);
        first = false;
    }
    for (int i = 0; i < list_len(p->children); i++) {
        if (!first)
            sb_puts(sb, ", ");
        json_node(x, list_nth(p->children, i));
        first = false;
    }
    sb_puts(sb, "]}");
}

qprop_status
explain_json(strbuf *sb, const query *q, int query_no, int line,
             qprop_error *err)
{
    return explain_json_trace(sb, q, query_no, line, NULL, err);
}

qprop_status
explain_json_trace(strbuf *sb, const query *q, int query_no, int line,
                   const char *trace, qprop_error *err)
{
    ex x = { sb, err, QPROP_OK, 0 };

    if (!q || !q->root)
        return ERR_INTERNAL(err, "JSON of an empty query");
    sb_printf(sb, "{\"query\": %d, \"line\": %d, \"plan\": ", query_no, line);
    json_node(&x, q->root);
    if (list_len(q->ctes)) {
        jkey(sb, "ctes");
        sb_putc(sb, '[');
        for (int i = 0; i < list_len(q->ctes); i++) {
            const plan_cte *c = list_nth(q->ctes, i);

            sb_puts(sb, i ? ", {\"name\": " : "{\"name\": ");
            sb_put_jsonstr(sb, c->name);
            sb_puts(sb, ", \"materialized\": ");
            sb_puts(sb, c->materialized == 1 ? "true"
                        : c->materialized == 2 ? "false" : "null");
            sb_puts(sb, ", \"recursive\": ");
            sb_puts(sb, c->recursive ? "true" : "false");
            for (int k = 0; k < 2; k++) {
                strbuf cl;

                sb_init(&cl, sb->a);
                deparse_cte_clause(&cl, c, k == 1);
                jkey(sb, k ? "cycle" : "search");
                jstr_or_null(sb, cl.data && *cl.data ? cl.data : NULL);
            }
            sb_puts(sb, ", \"plan\": ");
            json_node(&x, c->plan);
            sb_putc(sb, '}');
        }
        sb_putc(sb, ']');
    }
    if (trace) {
        /* the rewrite's trace, a line an item: the rules' applications
           and the target stage's decisions ("target: ...") */
        bool first = true;

        jkey(sb, "trace");
        sb_putc(sb, '[');
        while (*trace) {
            const char *nl = strchr(trace, '\n');
            size_t n = nl ? (size_t)(nl - trace) : strlen(trace);
            char *ln = arena_strndup(sb->a, trace, n);

            if (!first)
                sb_puts(sb, ", ");
            sb_put_jsonstr(sb, ln ? ln : "");
            first = false;
            trace += n + (nl ? 1 : 0);
        }
        sb_putc(sb, ']');
    }
    sb_putc(sb, '}');
    return ex_finish(&x);
}
