/* SPDX-License-Identifier: MIT */
/*
 * src/print/details.c — what each plan node says about itself, for every
 * output format (details.h)
 *
 * One switch over node kinds, node_props(), states each node's details
 * once: which formats show each, under which label or key, with which
 * value.  The text tree, the JSON and the pictures print from it; their
 * layouts (doc/json-format.md for the JSON, the golden files for the
 * text, tests/pictures/ for the pictures) are unchanged by it.
 */
#include "print/details.h"

#include <stdint.h>
#include <string.h>

#include "print/print.h"

#define T NF_TEXT
#define J NF_JSON
#define P NF_PICTURE

typedef struct props {
    arena *a;
    list *l;
} props;

/* A new property of kind 'k' shown in formats 'fmt' (text line starting
   with 'tlabel', picture line 'plabel', JSON key 'key'); NULL on OOM. */
static node_prop *
prop(props *ps, unsigned fmt, np_kind k, const char *tlabel,
     const char *plabel, const char *key)
{
    node_prop *np = ARENA_NEW(ps->a, node_prop);

    if (!np || !list_push(ps->a, &ps->l, np))
        return NULL;
    np->fmt = fmt;
    np->kind = k;
    np->tlabel = tlabel;
    np->plabel = plabel;
    np->key = key;
    return np;
}

static void
add_int(props *ps, unsigned fmt, const char *tl, const char *pl,
        const char *key, int n)
{
    node_prop *np = prop(ps, fmt, NP_INT, tl, pl, key);

    if (np)
        np->n = n;
}

static void
add_bool(props *ps, const char *key, bool b)
{
    node_prop *np = prop(ps, J, NP_BOOL, NULL, NULL, key);

    if (np)
        np->b = b;
}

static node_prop *
add_str(props *ps, unsigned fmt, const char *tl, const char *pl,
        const char *key, const char *s)
{
    node_prop *np = prop(ps, fmt, NP_STR, tl, pl, key);

    if (np)
        np->s = s;
    return np;
}

static node_prop *
add_expr(props *ps, unsigned fmt, const char *tl, const char *pl,
         const char *key, const expr *e)
{
    node_prop *np = prop(ps, fmt, NP_EXPR, tl, pl, key);

    if (np)
        np->e = e;
    return np;
}

static void
add_list(props *ps, unsigned fmt, np_kind k, const char *tl, const char *pl,
         const char *key, const list *l)
{
    node_prop *np = prop(ps, fmt, k, tl, pl, key);

    if (np)
        np->l = l;
}

/* What a node printed into a buffer says, as a string in 'a' ("" when
   nothing was printed). */
static const char *
text_of(strbuf *sb)
{
    return sb->data ? sb->data : "";
}

/* "(a, b), (c)": grouping sets of Aggregate 'p' as SQL, '*bad' set for an
   index out of range. */
static const char *
grouping_sets_text(arena *a, const plan *p, bool *bad)
{
    const list *group = p->agg.group;
    strbuf sb;

    sb_init(&sb, a);
    for (int i = 0; i < list_len(p->agg.sets); i++) {
        const list *set = list_nth(p->agg.sets, i);

        sb_puts(&sb, i ? ", (" : "(");
        for (int j = 0; j < list_len(set); j++) {
            intptr_t k = (intptr_t)list_nth(set, j);

            if (j)
                sb_puts(&sb, ", ");
            if (k >= 0 && k < list_len(group))
                deparse_expr(&sb, list_nth(group, (int)k));
            else
                *bad = true;
        }
        sb_putc(&sb, ')');
    }
    return text_of(&sb);
}

/* "range (a, (b + 1))": how the partitioned table 't' routes a row. */
static const char *
partition_key_text(arena *a, const cat_table *t)
{
    strbuf sb;

    sb_init(&sb, a);
    sb_puts(&sb, t->strategy == PART_RANGE  ? "range ("
                 : t->strategy == PART_LIST ? "list (" : "hash (");
    for (int k = 0; k < t->nkeys; k++) {
        if (k)
            sb_puts(&sb, ", ");
        if (t->keycols[k] < 0) /* an expression, as written */
            sb_printf(&sb, "(%s)", t->keyexpr[k].name);
        else
            deparse_ident(&sb, t->cols[t->keycols[k]].name);
    }
    sb_putc(&sb, ')');
    return text_of(&sb);
}

static void
scan_props(props *ps, const plan *p)
{
    arena *a = ps->a;
    const rte *r = p->scan.rte;
    bool parted = rte_partitioned(r);

    add_str(ps, J, NULL, NULL, "relation", r->table->name);
    add_str(ps, J, NULL, NULL, "alias", r->alias);
    if (r->only)
        add_bool(ps, "only", true);
    if (p->kind == PLAN_DYNAMIC_SCAN) {
        add_int(ps, T | J, "Selector: ", NULL, "selector", p->scan.selector);
        add_str(ps, P, NULL, "Selector",
                NULL, arena_printf(a, "%d", p->scan.selector));
    }
    if (r->sample) {
        strbuf sb;

        sb_init(&sb, a);
        deparse_sample(&sb, r->sample);
        add_str(ps, T | J, "", NULL, "tablesample", text_of(&sb));
    }
    if (parted) {
        node_prop *np = prop(ps, T | P, NP_PARTS, NULL, NULL, NULL);

        if (np)
            np->p = p;
    }
    add_list(ps, T | P | J, NP_PREDS, "Filter: ", "Filter", "filters",
             p->scan.filters);
    if (parted) {
        node_prop *np = prop(ps, J, NP_PARTS, NULL, NULL, "partitions");

        if (np)
            np->p = p;
    }
    {
        node_prop *np = prop(ps, T | P | J, NP_RFS, NULL, NULL, NULL);

        if (np)
            np->l2 = p->scan.runtime_filters;
    }
}

static void
funcscan_props(props *ps, const plan *p)
{
    arena *a = ps->a;
    const rte *r = p->funcscan.rte;
    list *calls = NULL, *cols = NULL;

    add_str(ps, J, NULL, NULL, "alias", r->alias);
    add_list(ps, T | P, NP_PREDS, "Filter: ", "Filter", NULL,
             p->funcscan.filters);
    for (int i = 0; i < list_len(p->funcscan.funcs); i++) {
        strbuf sb;

        sb_init(&sb, a);
        deparse_range_func(&sb, list_nth(p->funcscan.funcs, i));
        add_str(ps, T | P, "Function Call: ", "Function Call", NULL,
                text_of(&sb));
        list_push(a, &calls, (void *)text_of(&sb));
    }
    if (p->funcscan.ordinality) {
        const char *name = r->colnames[r->ncols - 1];
        strbuf sb;

        sb_init(&sb, a);
        deparse_ident(&sb, name);
        add_str(ps, T, "With Ordinality: ", NULL, NULL, text_of(&sb));
        add_str(ps, P, NULL, "With Ordinality", NULL, name);
    }
    add_list(ps, J, NP_STRS, NULL, NULL, "functions", calls);
    add_str(ps, J, NULL, NULL, "ordinality",
            p->funcscan.ordinality ? r->colnames[r->ncols - 1] : NULL);
    add_bool(ps, "rows_from", p->funcscan.rows_from);
    add_list(ps, J, NP_PREDS, NULL, NULL, "filters", p->funcscan.filters);
    for (int i = 0; i < r->ncols; i++)
        list_push(a, &cols, (void *)r->colnames[i]);
    add_list(ps, J, NP_STRS, NULL, NULL, "columns", cols);
}

static void
project_props(props *ps, const plan *p)
{
    arena *a = ps->a;

    add_list(ps, T | P | J, NP_TARGETS, "Output: ", "Output", "output",
             p->project.targets);
    add_bool(ps, "distinct",
             p->project.distinct || list_len(p->project.distinct_on));
    if (list_len(p->project.distinct_on))
        add_list(ps, T | P, NP_EXPRS, "Distinct On: ", "Distinct On", NULL,
                 p->project.distinct_on);
    else if (p->project.distinct)
        prop(ps, T | P, NP_FLAG, "Distinct", "Distinct", NULL);
    add_list(ps, J, NP_EXPRS, NULL, NULL, "distinct_on",
             p->project.distinct_on);
    if (list_len(p->project.locks)) {
        list *locks = NULL;

        for (int i = 0; i < list_len(p->project.locks); i++) {
            strbuf sb;

            sb_init(&sb, a);
            deparse_lock(&sb, list_nth(p->project.locks, i));
            add_str(ps, T, "Lock: ", NULL, NULL, text_of(&sb));
            list_push(a, &locks, (void *)text_of(&sb));
        }
        add_list(ps, J, NP_STRS, NULL, NULL, "locks", locks);
    }
}

static void
join_node_props(props *ps, const plan *p)
{
    bool single = (p->join.type == JOIN_LEFT_SINGLE
                   || p->join.type == JOIN_RIGHT_SINGLE)
                  && p->join.single && p->join.single->ncols > 0;
    node_prop *np;
    strbuf sb;
    const char *value = NULL;

    if (single) {
        sb_init(&sb, ps->a);
        deparse_expr(&sb, p->join.single_value);
        sb_puts(&sb, " AS ");
        deparse_ident(&sb, p->join.single->alias);
        sb_putc(&sb, '.');
        deparse_ident(&sb, p->join.single->colnames[0]);
        value = text_of(&sb);
    }
    add_str(ps, J, NULL, NULL, "join_type", join_type_name(p->join.type));
    add_list(ps, T | P | J, NP_PREDS, "Join Cond: ", "Join Cond", "condition",
             p->join.cond);
    if (single)
        add_str(ps, T, "Single Value: ", NULL, NULL, value);
    if (p->join.single && p->join.single->ncols > 0
        && (np = prop(ps, J, NP_SINGLE, NULL, NULL, "single")))
        np->p = p;
    if ((np = prop(ps, T | P | J, NP_RFS, NULL, NULL, NULL)))
        np->l = p->join.runtime_filters;
    if (single)
        add_str(ps, P, NULL, "Single Value", NULL, value);
}

static void
aggregate_props(props *ps, const plan *p)
{
    const list *aggs = print_distinct_exprs(ps->a, p->agg.aggs);

    if (p->agg.sets) {
        bool bad = false;
        const char *sets = grouping_sets_text(ps->a, p, &bad);
        node_prop *np = add_str(ps, T | P, "Grouping Sets: ", "Grouping Sets",
                                NULL, sets);

        if (np)
            np->bad = bad;
    } else if (list_len(p->agg.group)) {
        add_list(ps, T | P, NP_EXPRS, "Group Key: ", "Group Key", NULL,
                 p->agg.group);
    }
    add_list(ps, J, NP_EXPRS, NULL, NULL, "group_keys", p->agg.group);
    if (p->agg.sets)
        add_list(ps, J, NP_SETS, NULL, NULL, "grouping_sets", p->agg.sets);
    if (list_len(p->agg.aggs))
        add_list(ps, T | P, NP_EXPRS, "Aggregates: ", "Aggregates", NULL,
                 aggs);
    add_list(ps, J, NP_EXPRS, NULL, NULL, "aggregates", aggs);
}

static void
limit_props(props *ps, const plan *p)
{
    node_prop *np;

    if (p->limit.limit
        && (np = add_expr(ps, T | P, "Limit: ", "Limit", NULL,
                          p->limit.limit)))
        np->suffix = p->limit.with_ties ? " WITH TIES" : NULL;
    if (p->limit.offset)
        add_expr(ps, T | P, "Offset: ", "Offset", NULL, p->limit.offset);
    add_expr(ps, J, NULL, NULL, "limit", p->limit.limit);
    add_expr(ps, J, NULL, NULL, "offset", p->limit.offset);
    add_bool(ps, "with_ties", p->limit.with_ties);
}

static void
empty_props(props *ps, const plan *p)
{
    arena *a = ps->a;
    const char *reason = print_empty_reason_text(a, p);
    list *raw = NULL;
    strbuf sb;
    bool first = true;

    if (p->empty.reason)
        add_str(ps, T | P, "Reason: ", "Reason", NULL, reason);
    sb_init(&sb, a);
    for (int i = 0; i < list_len(p->empty.rtes); i++) {
        const rte *r = list_nth(p->empty.rtes, i);

        for (int c = 0; c < r->ncols; c++) {
            if (!first)
                sb_puts(&sb, ", ");
            first = false;
            deparse_ident(&sb, r->alias);
            sb_putc(&sb, '.');
            deparse_ident(&sb, r->colnames[c]);
            /* raw names, as in a PRED's "columns" */
            list_push(a, &raw, (void *)arena_printf(a, "%s.%s", r->alias,
                                                    r->colnames[c]));
        }
    }
    if (list_len(p->empty.rtes))
        add_str(ps, T, "Columns: ", NULL, NULL, text_of(&sb));
    add_str(ps, J, NULL, NULL, "reason", reason);
    add_list(ps, J, NP_STRS, NULL, NULL, "columns", raw);
}

static void
selector_props(props *ps, const plan *p)
{
    const rte *tgt = p->selector.target;
    const cat_table *t = tgt && tgt->table
                                 && tgt->table->is_partitioned
                             ? tgt->table : NULL;
    node_prop *np;

    add_int(ps, J, NULL, NULL, "selector", p->selector.id);
    add_str(ps, J, NULL, NULL, "target", tgt ? tgt->alias : NULL);
    if (list_len(p->selector.keys))
        add_list(ps, T | P, NP_EXPRS, "Keys: ", "Keys", NULL,
                 p->selector.keys);
    add_list(ps, J, NP_EXPRS, NULL, NULL, "keys", p->selector.keys);
    if (t) {
        /* the routing the selector does: the target's own key */
        add_str(ps, T, "Partition Key: ", NULL, NULL,
                partition_key_text(ps->a, t));
        if ((np = prop(ps, J, NP_ROUTING, NULL, NULL, "routing")))
            np->t = t;
    }
}

static const char *
modify_name(int op)
{
    return op == AST_INSERT ? "Insert" : op == AST_UPDATE ? "Update"
           : op == AST_DELETE ? "Delete" : NULL;
}

static void
modify_props(props *ps, const plan *p)
{
    add_str(ps, J, NULL, NULL, "operation", modify_name(p->modify.op));
    add_str(ps, J, NULL, NULL, "relation",
            p->modify.target ? p->modify.target->alias : NULL);
    if (p->modify.default_values)
        prop(ps, T | J, NP_FLAG, "Default Values", NULL, "default_values");
    if (p->modify.overriding) {
        prop(ps, T, NP_FLAG, p->modify.overriding == 1
                                 ? "Overriding: System Value"
                                 : "Overriding: User Value",
             NULL, NULL);
        add_str(ps, J, NULL, NULL, "overriding",
                p->modify.overriding == 1 ? "system" : "user");
    }
    if (p->modify.conflict) {
        strbuf sb;

        sb_init(&sb, ps->a);
        deparse_conflict(&sb, p);
        add_str(ps, T | J, "", NULL, "on_conflict", text_of(&sb));
    }
    if (p->modify.returning)
        add_list(ps, T | J, NP_TARGETS, "Returning: ", NULL, "returning",
                 p->modify.returning);
}

static const char *
setop_title(const plan *p)
{
    switch (p->setop.op) {
    case SETOP_UNION:
        if (p->setop.recursive)
            return p->setop.all ? "Recursive Union All" : "Recursive Union";
        return p->setop.all ? "Union All" : "Union";
    case SETOP_INTERSECT: return p->setop.all ? "Intersect All" : "Intersect";
    case SETOP_EXCEPT: return p->setop.all ? "Except All" : "Except";
    default: return NULL;
    }
}

/* " alias" when the alias differs from 'name'. */
static void
put_alias(strbuf *sb, const rte *r, const char *name)
{
    if (r && r->alias && strcmp(r->alias, name) != 0) {
        sb_putc(sb, ' ');
        deparse_ident(sb, r->alias);
    }
}

const char *
node_title(arena *a, const plan *p, bool full)
{
    const rte *r = plan_leaf_rte(p);
    strbuf sb;
    const char *s;

    sb_init(&sb, a);
    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        sb_puts(&sb, p->kind == PLAN_SCAN ? "Scan on " : "Dynamic Scan on ");
        if (full && r->only)
            sb_puts(&sb, "ONLY ");
        /* the schema where the session's search_path would not find the
           table by its name alone, as in the SQL */
        if (full && r->cat && r->table->schema && !r->table_visible
            && !catalog_visible(r->cat, r->path, r->table)) {
            deparse_ident(&sb, r->table->schema);
            sb_putc(&sb, '.');
        }
        deparse_ident(&sb, r->table->name);
        put_alias(&sb, r, r->table->name);
        return text_of(&sb);
    case PLAN_SUBQUERY_SCAN:
        sb_puts(&sb, "Subquery Scan on ");
        deparse_ident(&sb, r->alias);
        return text_of(&sb);
    case PLAN_CTE_SCAN:
        sb_puts(&sb, p->ctescan.self ? "WorkTable Scan on " : "CTE Scan on ");
        s = p->ctescan.cte ? p->ctescan.cte->name : "?";
        deparse_ident(&sb, s);
        put_alias(&sb, r, s);
        return text_of(&sb);
    case PLAN_FUNCTION_SCAN:
        deparse_funcscan_title(&sb, p);
        return text_of(&sb);
    case PLAN_VALUES:
        if (!r)
            return "Values";
        sb_puts(&sb, "Values Scan on ");
        deparse_ident(&sb, r->alias);
        return text_of(&sb);
    case PLAN_JOIN:
        return explain_join_name(p->join.type);
    case PLAN_SETOP:
        return setop_title(p);
    case PLAN_PARTITION_SELECTOR:
        sb_printf(&sb, "Partition Selector %d (for ", p->selector.id);
        deparse_ident(&sb, p->selector.target ? p->selector.target->alias
                                              : "?");
        sb_putc(&sb, ')');
        return text_of(&sb);
    case PLAN_MODIFY:
        if (!(s = modify_name(p->modify.op)))
            return NULL;
        sb_printf(&sb, "%s on ", s);
        deparse_ident(&sb, p->modify.target ? p->modify.target->alias : "?");
        return text_of(&sb);
    case PLAN_FILTER: case PLAN_PROJECT: case PLAN_AGGREGATE:
    case PLAN_WINDOW: case PLAN_SORT: case PLAN_LIMIT: case PLAN_EMPTY:
    case PLAN_APPEND:
        return plan_kind_name(p->kind);
    default:
        return NULL;
    }
}

bool
node_props(arena *a, const plan *p, list **out)
{
    props ps = { a, NULL };
    const rte *r = plan_leaf_rte(p);

    *out = NULL;
    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        scan_props(&ps, p);
        break;
    case PLAN_SUBQUERY_SCAN:
        add_str(&ps, J, NULL, NULL, "alias", p->subq.rte->alias);
        add_list(&ps, T | P | J, NP_PREDS, "Filter: ", "Filter", "filters",
                 p->subq.filters);
        break;
    case PLAN_CTE_SCAN:
        add_str(&ps, J, NULL, NULL, "cte",
                p->ctescan.cte ? p->ctescan.cte->name : NULL);
        add_bool(&ps, "self", p->ctescan.self);
        add_str(&ps, J, NULL, NULL, "alias", p->ctescan.rte->alias);
        add_list(&ps, T | P | J, NP_PREDS, "Filter: ", "Filter", "filters",
                 p->ctescan.filters);
        break;
    case PLAN_FUNCTION_SCAN:
        funcscan_props(&ps, p);
        break;
    case PLAN_VALUES:
        add_str(&ps, J, NULL, NULL, "alias", r ? r->alias : NULL);
        add_int(&ps, T | P | J, "Rows: ", "Rows", "rows",
                list_len(p->values.rows));
        break;
    case PLAN_FILTER:
        add_bool(&ps, "having", p->filter.having);
        add_list(&ps, T | P | J, NP_PREDS, "Filter: ",
                 p->filter.having ? "Having" : "Filter", "filters",
                 p->filter.filters);
        break;
    case PLAN_PROJECT:
        project_props(&ps, p);
        break;
    case PLAN_JOIN:
        join_node_props(&ps, p);
        break;
    case PLAN_AGGREGATE:
        aggregate_props(&ps, p);
        break;
    case PLAN_WINDOW:
        if (list_len(p->window.funcs))
            add_list(&ps, T | P, NP_EXPRS, "Window Functions: ",
                     "Window Functions", NULL, p->window.funcs);
        add_list(&ps, J, NP_EXPRS, NULL, NULL, "functions", p->window.funcs);
        break;
    case PLAN_SORT:
        add_list(&ps, T | P | J, NP_SORTKEYS, "Sort Key: ", "Sort Key",
                 "keys", p->sort.keys);
        break;
    case PLAN_LIMIT:
        limit_props(&ps, p);
        break;
    case PLAN_SETOP:
        add_str(&ps, J, NULL, NULL, "op",
                p->setop.op == SETOP_UNION       ? "union"
                : p->setop.op == SETOP_INTERSECT ? "intersect"
                : p->setop.op == SETOP_EXCEPT    ? "except" : NULL);
        add_bool(&ps, "all", p->setop.all);
        add_bool(&ps, "recursive", p->setop.recursive);
        break;
    case PLAN_EMPTY:
        empty_props(&ps, p);
        break;
    case PLAN_PARTITION_SELECTOR:
        selector_props(&ps, p);
        break;
    case PLAN_MODIFY:
        modify_props(&ps, p);
        break;
    case PLAN_APPEND:
        break;
    default:
        return false;
    }
    *out = ps.l;
    return true;
}
