/* SPDX-License-Identifier: MIT */
/*
 * src/print/picture.h — plans as pictures: the model behind DOT and HTML
 *
 * pic_build() turns a bound query into what a picture shows: numbered
 * boxes (one per plan node, main tree first, then each CTE's plan), the
 * lines inside each box (predicates with their provenance, partitions kept
 * and pruned, other details), the tree edges, and a list of extra edges
 * between nodes that are not parent and child (PartitionSelector ->
 * DynamicScan, CTE -> CteScan, runtime-filter producer join -> consumer
 * scan).  dot.c and html.c only render this model, so
 * a new kind of edge is added once, in pic_build(), and both draw it.
 *
 * Nodes are numbered in preorder (left, right, children), the order of
 * EXPLAIN and JSON, so the pictures are deterministic and a box's number
 * is its place in the JSON plan.  Everything lives in the caller's arena.
 */
#ifndef QPROP_PICTURE_H
#define QPROP_PICTURE_H

#include "base/strbuf.h"
#include "plan/plan.h"

/* One line inside a box. */
typedef struct pic_line {
    const char *label;      /* "Filter", "Join Cond", "Output", ... */
    const char *text;       /* the SQL text after the label */
    const pred *pr;         /* predicates: derived flag and origin; else
                               NULL */
    bool is_rf;             /* a runtime filter made or used here */
} pic_line;

/* One leaf partition of a partitioned scan. */
typedef struct pic_part {
    const char *name;
    bool pruned;            /* not read by the scan */
} pic_part;

/* The family a node is drawn in (a title's color, an HTML class). */
typedef enum pic_family {
    PF_SCAN,                /* a scan of any kind, VALUES */
    PF_JOIN,
    PF_EMPTY,
    PF_SELECTOR,            /* PartitionSelector */
    PF_OTHER
} pic_family;

typedef struct pic_node pic_node;
struct pic_node {
    int id;                 /* 0.., preorder over all roots */
    const plan *p;
    pic_family family;      /* how it is drawn */
    const char *title;      /* "Inner Join", "Scan on store_sales ss" */
    list *lines;            /* of pic_line * */
    list *parts;            /* of pic_part *, partitioned scans only */
    int nparts_kept;        /* partitioned scans: leaves read */
    int nparts_total;       /* partitioned scans: leaves before pruning */
    int n_derived;          /* derived predicates among 'lines' */
    list *children;         /* of pic_node *, in plan order */
};

typedef enum pic_edge_kind {
    PE_SELECTOR,            /* PartitionSelector -> DynamicScan */
    PE_RUNTIME_FILTER,      /* runtime-filter producer -> consumer */
    PE_CTE                  /* CTE's plan -> CteScan reading it */
} pic_edge_kind;

/* An edge that is not a tree edge; data flows from 'from' to 'to'. */
typedef struct pic_edge {
    int from, to;           /* node ids */
    pic_edge_kind kind;
    const char *label;      /* "selector 1", or NULL */
} pic_edge;

/* A tree to draw: the main plan (cte NULL) or one CTE's plan. */
typedef struct pic_root {
    const char *cte;        /* CTE name, or NULL for the main plan */
    const struct plan_cte *cte_def; /* the CTE, or NULL */
    pic_node *node;
} pic_root;

typedef struct pic_plan {
    list *roots;            /* of pic_root *: main plan first */
    list *nodes;            /* of pic_node *, by id */
    list *edges;            /* of pic_edge *, in the order found */
    int n_derived;          /* derived predicates */
    int n_parts_total;      /* leaves of all partitioned scans */
    int n_parts_pruned;     /* of which pruned */
    int n_selectors;        /* PartitionSelector nodes */
    int n_runtime_filters;  /* runtime filters the joins produce */
} pic_plan;

/*
 * The picture model of 'q' in arena 'a'.  Returns QPROP_OK and '*out', or
 * EINTERNAL for a malformed plan and ENOMEM; '*out' is then NULL.
 */
qprop_status pic_build(arena *a, const query *q, pic_plan **out,
                       qprop_error *err);

/* Name of an edge kind for styles and class names ("selector", ...). */
const char *pic_edge_kind_name(pic_edge_kind k);

/* Name of a node family for class names ("scan", "join", ...). */
const char *pic_family_name(pic_family f);

/*
 * Append Graphviz text for one query to 'sb': a digraph named "query N"
 * with the plan 'after' and, when 'before' is not NULL, the plan before
 * rewriting, as two clusters.  Returns QPROP_OK or an error.
 */
qprop_status explain_dot(strbuf *sb, const query *before, const query *after,
                         int query_no, qprop_error *err);

/*
 * Append one HTML <section> for one query: its SQL ('sql_len' bytes of
 * 'sql'), a summary line, and the plans 'before' and (when not NULL)
 * 'after' side by side.  'line' is the query's line in its input.  The
 * section belongs between explain_html_doc(true) and explain_html_doc(false).
 */
qprop_status explain_html(strbuf *sb, const query *before, const query *after,
                          const char *sql, size_t sql_len, int query_no,
                          int line, qprop_error *err);

/* The page's head, style sheet and opening tags ('begin'), or its script
   and closing tags.  A static string; cannot fail. */
const char *explain_html_doc(bool begin);

#endif
