/* SPDX-License-Identifier: MIT */
/*
 * src/print/picture.c — the picture model of a plan (see picture.h)
 *
 * Walks a query's plan in EXPLAIN order and records, per node, its title
 * and the lines of its box with expressions printed by deparse_expr(), so
 * a picture says what EXPLAIN says.  Partitioned scans get every leaf of
 * their table, each marked kept or pruned.  Extra edges are collected in
 * collect_edges(): that is the one place to teach the pictures a new kind
 * of dependency between nodes.
 */
#include "print/picture.h"

#include <stdint.h>
#include <string.h>

#include "base/error.h"
#include "print/details.h"
#include "print/print.h"

typedef struct pb {
    arena *a;
    pic_plan *pp;
    qprop_error *err;
    qprop_status st;        /* first failure */
    list *selectors;        /* of pic_node *: PartitionSelector nodes */
    list *dynscans;         /* of pic_node *: DynamicScan nodes */
    list *ctescans;         /* of pic_node *: CteScan nodes */
    list *rf_producers;     /* of pic_node *: joins making runtime filters */
    list *rf_consumers;     /* of pic_node *: scans using them */
} pb;

static void
pb_internal(pb *b, const char *what)
{
    if (b->st != QPROP_OK)
        return;
    b->st = QPROP_EINTERNAL;
    ERR_INTERNAL(b->err, what);
}

const char *
pic_edge_kind_name(pic_edge_kind k)
{
    switch (k) {
    case PE_SELECTOR: return "selector";
    case PE_RUNTIME_FILTER: return "filter";
    case PE_CTE: return "cte";
    }
    return "edge";
}

const char *
pic_family_name(pic_family f)
{
    switch (f) {
    case PF_SCAN: return "scan";
    case PF_JOIN: return "join";
    case PF_EMPTY: return "empty";
    case PF_SELECTOR: return "selector";
    case PF_OTHER: break;
    }
    return "other";
}

/* The family node 'p' is drawn in. */
static pic_family
family_of(const plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: case PLAN_CTE_SCAN:
    case PLAN_SUBQUERY_SCAN: case PLAN_VALUES: case PLAN_FUNCTION_SCAN:
        return PF_SCAN;
    case PLAN_JOIN: return PF_JOIN;
    case PLAN_EMPTY: return PF_EMPTY;
    case PLAN_PARTITION_SELECTOR: return PF_SELECTOR;
    default: return PF_OTHER;
    }
}

/* Append a line to 'n'; returns it, or NULL on OOM. */
static pic_line *
add_line(pb *b, pic_node *n, const char *label, const char *text,
         const pred *pr)
{
    pic_line *l = ARENA_NEW(b->a, pic_line);

    if (!l || !text)
        return NULL;
    l->label = label;
    l->text = text;
    l->pr = pr;
    list_push(b->a, &n->lines, l);
    return l;
}

/* "RF1: k <- b" or "RF1: (k1, k2) <- (b1, b2)", as EXPLAIN prints it. */
static const char *
rf_text(pb *b, const rt_filter *f, bool producer)
{
    int n = list_len(f->probe_keys);
    strbuf sb;

    sb_init(&sb, b->a);
    sb_printf(&sb, "RF%d: ", f->id);
    for (int side = 0; side < 2; side++) {
        const list *keys = side ? f->build_keys : f->probe_keys;

        if (side)
            sb_puts(&sb, " <- ");
        if (n != 1)
            sb_putc(&sb, '(');
        for (int i = 0; i < list_len(keys); i++) {
            if (i)
                sb_puts(&sb, ", ");
            deparse_expr(&sb, list_nth(keys, i));
        }
        if (n != 1)
            sb_putc(&sb, ')');
    }
    if (f->kind == RF_NULL_AWARE)
        sb_puts(&sb, " OR NULL");
    if (producer && f->delivery == RF_GLOBAL)
        sb_puts(&sb, " (merged from all nodes)");
    return sb.data;
}

/* A "Runtime Filter" line per filter a join makes ('filters', of
   rt_filter *) or a scan uses ('uses', of rf_use *, one line per id). */
static void
add_rfs(pb *b, pic_node *n, const list *filters, const list *uses)
{
    pic_line *l;

    for (int i = 0; i < list_len(filters); i++) {
        l = add_line(b, n, "Runtime Filter",
                     rf_text(b, list_nth(filters, i), true), NULL);
        if (l)
            l->is_rf = true;
        b->pp->n_runtime_filters++;
    }
    for (int i = 0; i < list_len(uses); i++) {
        const rf_use *u = list_nth(uses, i);

        if (i && ((const rf_use *)list_nth(uses, i - 1))->id == u->id)
            continue; /* one line per filter */
        l = add_line(b, n, "Runtime Filter", rf_text(b, u->f, false), NULL);
        if (l)
            l->is_rf = true;
    }
}

static void
add_preds(pb *b, pic_node *n, const char *label, const list *preds)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *pr = list_nth(preds, i);
        strbuf sb;

        sb_init(&sb, b->a);
        deparse_expr(&sb, pr->e);
        add_line(b, n, label, sb.data, pr);
        if (pr->derived) {
            n->n_derived++;
            b->pp->n_derived++;
        }
    }
}

static void
add_expr_list(pb *b, pic_node *n, const char *label, const list *l)
{
    strbuf sb;

    if (!list_len(l))
        return;
    sb_init(&sb, b->a);
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            sb_puts(&sb, ", ");
        deparse_expr(&sb, list_nth(l, i));
    }
    add_line(b, n, label, sb.data, NULL);
}

/* Every leaf of the scanned table, kept or pruned. */
static void
add_partitions(pb *b, pic_node *n, const plan *p)
{
    list *all = NULL;
    const list *kept;
    int j = 0;

    if (cat_leaves(b->a, p->scan.rte->table, &all) < 0)
        return;
    kept = p->scan.parts ? p->scan.parts : all;
    n->nparts_total = p->scan.nparts_total > 0 ? p->scan.nparts_total
                                               : list_len(all);
    n->nparts_kept = list_len(kept);
    for (int i = 0; i < list_len(all); i++) {
        const cat_table *leaf = list_nth(all, i);
        pic_part *pt = ARENA_NEW(b->a, pic_part);
        bool is_kept = false;

        if (!pt)
            return;
        /* kept leaves come in bound order too: a merge, with a search for
           a list in another order */
        if (j < list_len(kept) && list_nth(kept, j) == leaf) {
            is_kept = true;
            j++;
        } else {
            for (int k = 0; k < list_len(kept) && !is_kept; k++)
                is_kept = list_nth(kept, k) == leaf;
        }
        pt->name = leaf->name;
        pt->pruned = !is_kept;
        list_push(b->a, &n->parts, pt);
    }
    b->pp->n_parts_total += n->nparts_total;
    b->pp->n_parts_pruned += n->nparts_total - n->nparts_kept;
}

/* The detail lines of node 'n': the properties of its plan node for the
   pictures (print/details.h). */
static void
add_details(pb *b, pic_node *n, const plan *p)
{
    list *props;

    if (!node_props(b->a, p, &props)) {
        pb_internal(b, "unknown plan node in a picture");
        return;
    }
    for (int i = 0; i < list_len(props); i++) {
        const node_prop *np = list_nth(props, i);
        strbuf sb;

        if (!(np->fmt & NF_PICTURE))
            continue;
        if (np->bad)
            pb_internal(b, "grouping set index out of range");
        sb_init(&sb, b->a);
        switch (np->kind) {
        case NP_PREDS:
            add_preds(b, n, np->plabel, np->l);
            continue;
        case NP_RFS:
            add_rfs(b, n, np->l, np->l2);
            if (list_len(np->l))
                list_push(b->a, &b->rf_producers, n);
            if (list_len(np->l2))
                list_push(b->a, &b->rf_consumers, n);
            continue;
        case NP_PARTS:
            add_partitions(b, n, np->p);
            continue;
        case NP_EXPRS:
            add_expr_list(b, n, np->plabel, np->l);
            continue;
        case NP_INT:
            sb_printf(&sb, "%d", np->n);
            break;
        case NP_STR:
            sb_puts(&sb, np->s ? np->s : "");
            break;
        case NP_FLAG:
            sb_puts(&sb, "");
            break;
        case NP_EXPR:
            deparse_expr(&sb, np->e);
            break;
        case NP_TARGETS:
            for (int k = 0; k < list_len(np->l); k++) {
                const target *t = list_nth(np->l, k);

                if (k)
                    sb_puts(&sb, ", ");
                deparse_expr(&sb, t->e);
                if (t->name) {
                    sb_puts(&sb, " AS ");
                    deparse_ident(&sb, t->name);
                }
            }
            break;
        case NP_SORTKEYS:
            for (int k = 0; k < list_len(np->l); k++) {
                if (k)
                    sb_puts(&sb, ", ");
                deparse_sort_key(&sb, list_nth(np->l, k));
            }
            break;
        default:
            pb_internal(b, "a property a picture cannot show");
            continue;
        }
        if (np->suffix)
            sb_puts(&sb, np->suffix);
        add_line(b, n, np->plabel, sb.data ? sb.data : "", NULL);
    }
}

/* False for a leaf missing its rte (or a scan its table). */
static bool
leaf_ok(const plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        return p->scan.rte && p->scan.rte->table;
    case PLAN_SUBQUERY_SCAN: return p->subq.rte != NULL;
    case PLAN_CTE_SCAN: return p->ctescan.rte != NULL;
    default: return true;
    }
}

static pic_node *
build_node(pb *b, const plan *p)
{
    pic_node *n;

    if (!p) {
        pb_internal(b, "missing plan node in a picture");
        return NULL;
    }
    if (!(n = ARENA_NEW(b->a, pic_node)))
        return NULL;
    n->id = list_len(b->pp->nodes);
    n->p = p;
    n->family = family_of(p);
    list_push(b->a, &b->pp->nodes, n);
    if (!leaf_ok(p)) {
        pb_internal(b, "leaf plan node without its rte");
        n->title = plan_kind_name(p->kind);
    } else {
        n->title = node_title(b->a, p, false);
        if (!n->title) {
            pb_internal(b, "unknown plan node in a picture");
            n->title = "?";
        }
        add_details(b, n, p);
    }
    if (p->kind == PLAN_PARTITION_SELECTOR) {
        b->pp->n_selectors++;
        list_push(b->a, &b->selectors, n);
    } else if (p->kind == PLAN_DYNAMIC_SCAN)
        list_push(b->a, &b->dynscans, n);
    else if (p->kind == PLAN_CTE_SCAN)
        list_push(b->a, &b->ctescans, n);
    if (p->left)
        list_push(b->a, &n->children, build_node(b, p->left));
    if (p->right)
        list_push(b->a, &n->children, build_node(b, p->right));
    for (int i = 0; i < list_len(p->children); i++)
        list_push(b->a, &n->children, build_node(b, list_nth(p->children, i)));
    return n;
}

static void
add_edge(pb *b, int from, int to, pic_edge_kind kind, const char *label)
{
    pic_edge *e = ARENA_NEW(b->a, pic_edge);

    if (!e)
        return;
    e->from = from;
    e->to = to;
    e->kind = kind;
    e->label = label;
    list_push(b->a, &b->pp->edges, e);
}

/*
 * The extra edges: each PartitionSelector feeds the DynamicScans that name
 * its id, each join making a runtime filter feeds the scans using it (one
 * edge per filter and scan), and each CTE's plan feeds its CteScans.
 */
static void
collect_edges(pb *b)
{
    for (int i = 0; i < list_len(b->rf_producers); i++) {
        const pic_node *j = list_nth(b->rf_producers, i);
        const list *made = j->p->join.runtime_filters;

        for (int k = 0; k < list_len(made); k++) {
            const rt_filter *f = list_nth(made, k);

            for (int c = 0; c < list_len(b->rf_consumers); c++) {
                const pic_node *s = list_nth(b->rf_consumers, c);
                const list *uses = s->p->scan.runtime_filters;
                bool found = false;

                for (int u = 0; u < list_len(uses) && !found; u++)
                    found = ((const rf_use *)list_nth(uses, u))->id == f->id;
                if (found)
                    add_edge(b, j->id, s->id, PE_RUNTIME_FILTER,
                             arena_printf(b->a, "RF%d", f->id));
            }
        }
    }
    for (int i = 0; i < list_len(b->selectors); i++) {
        const pic_node *s = list_nth(b->selectors, i);

        for (int j = 0; j < list_len(b->dynscans); j++) {
            const pic_node *d = list_nth(b->dynscans, j);

            if (d->p->scan.selector == s->p->selector.id)
                add_edge(b, s->id, d->id, PE_SELECTOR,
                         arena_printf(b->a, "selector %d",
                                      s->p->selector.id));
        }
    }
    for (int i = 0; i < list_len(b->ctescans); i++) {
        const pic_node *c = list_nth(b->ctescans, i);
        const plan_cte *cte = c->p->ctescan.cte;
        const pic_root *to = NULL;

        /* rules that rewrite a CTE's plan give the query a new plan_cte,
           and scans may still hold the old one: then the name decides */
        for (int j = 1; j < list_len(b->pp->roots) && cte; j++) {
            const pic_root *r = list_nth(b->pp->roots, j);

            if (r->cte_def == cte)
                to = r;
            else if (!to && strcmp(r->cte, cte->name) == 0)
                to = r;
        }
        if (to && to->node)
            add_edge(b, to->node->id, c->id, PE_CTE, NULL);
    }
}

static void
add_root(pb *b, const plan_cte *cte, const plan *p)
{
    pic_root *r = ARENA_NEW(b->a, pic_root);

    if (!r)
        return;
    r->cte = cte ? cte->name : NULL;
    r->cte_def = cte;
    r->node = build_node(b, p);
    list_push(b->a, &b->pp->roots, r);
}

qprop_status
pic_build(arena *a, const query *q, pic_plan **out, qprop_error *err)
{
    pb b;

    *out = NULL;
    if (!q || !q->root)
        return ERR_INTERNAL(err, "picture of an empty query");
    memset(&b, 0, sizeof b);
    b.a = a;
    b.err = err;
    b.st = QPROP_OK;
    if (!(b.pp = ARENA_NEW(a, pic_plan)))
        return ERR_OOM(err);
    add_root(&b, NULL, q->root);
    for (int i = 0; i < list_len(q->ctes); i++) {
        const plan_cte *c = list_nth(q->ctes, i);

        add_root(&b, c, c->plan);
    }
    collect_edges(&b);
    if (b.st == QPROP_OK && a->failed)
        b.st = ERR_OOM(err);
    if (b.st != QPROP_OK)
        return b.st;
    *out = b.pp;
    return QPROP_OK;
}
