/* SPDX-License-Identifier: MIT */
/*
 * src/print/details.h — what each plan node says about itself, for every
 * output format
 *
 * node_title() and node_props() are the one statement, per node kind, of
 * a node's title and details:
 * a list of properties, each with the formats it appears in (the text
 * tree of explain.c, the JSON of explain.c, the pictures of picture.c,
 * which dot.c and html.c draw), its label in the text tree and in the
 * pictures, its JSON key, and its value.  The printers walk the list and
 * write each value their own way (a switch over value kinds, none over
 * node kinds), as PostgreSQL's ExplainProperty*() functions do for
 * EXPLAIN's formats.  A property that two formats place differently
 * appears twice, once for each, so that every format keeps its order.
 */
#ifndef QPROP_DETAILS_H
#define QPROP_DETAILS_H

#include "plan/plan.h"

/* The formats a property appears in. */
enum {
    NF_TEXT = 1,         /* the EXPLAIN-style tree */
    NF_JSON = 2,         /* --format=json */
    NF_PICTURE = 4       /* the picture model (dot, html) */
};

/* The kind of a property's value. */
typedef enum np_kind {
    NP_INT,              /* 'n' */
    NP_BOOL,             /* 'b' */
    NP_STR,              /* 's': a name or SQL text (NULL: JSON null) */
    NP_FLAG,             /* a line that is its label alone; JSON true */
    NP_EXPR,             /* 'e' (NULL: JSON null) */
    NP_EXPRS,            /* 'l': of expr * */
    NP_PREDS,            /* 'l': of pred *, one line each */
    NP_TARGETS,          /* 'l': of target * (a select list) */
    NP_SORTKEYS,         /* 'l': of sort_key * */
    NP_RFS,              /* 'l': the runtime filters made (rt_filter *),
                            'l2': those used (rf_use *) */
    NP_PARTS,            /* the partitions a scan 'p' reads */
    NP_STRS,             /* 'l': of const char * (JSON array of strings) */
    NP_SETS,             /* 'l': grouping sets (lists of indexes) */
    NP_ROUTING,          /* how partitioned table 't' routes a row */
    NP_SINGLE            /* a SINGLE join 'p''s value column */
} np_kind;

typedef struct node_prop {
    unsigned fmt;        /* NF_* */
    np_kind kind;
    const char *tlabel;  /* NF_TEXT: what the line starts with ("Filter: ") */
    const char *plabel;  /* NF_PICTURE: the line's label ("Filter") */
    const char *key;     /* NF_JSON: the key ("filters") */
    int n;
    bool b;
    const char *s;
    const char *suffix;  /* NF_TEXT, NF_PICTURE: after the value, or NULL */
    const expr *e;
    const list *l, *l2;
    const cat_table *t;
    const plan *p;
    bool bad;            /* the value could not be made whole (a grouping
                            set index out of range): an internal error */
} node_prop;

/*
 * The properties of node 'p' (of node_prop *, in each format's order; NULL
 * for a node without any), in 'a'.  False for a node kind it does not
 * know (an internal error); on OOM 'a' is marked failed.
 */
bool node_props(arena *a, const plan *p, list **out);

/*
 * The node's title, the header of its line in the text tree and of its box
 * in the pictures ("Scan on orders o", "Inner Join"), in 'a' or static;
 * with 'full', as EXPLAIN prints it (ONLY, and the schema where the
 * search_path would not find the table).  'p' must have its rte (a leaf)
 * and its table (a scan).  NULL for a node it does not know.
 */
const char *node_title(arena *a, const plan *p, bool full);

#endif
