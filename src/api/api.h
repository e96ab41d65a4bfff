/* SPDX-License-Identifier: MIT */
/*
 * src/api/api.h — internals shared by the files behind include/qprop.h
 *
 * The public handles are defined here so that src/api/qprop.c (contexts,
 * statements read from SQL), src/api/api_catalog.c (catalog without SQL),
 * src/api/api_plan.c (plans built node by node) and src/api/api_walk.c (walking a
 * plan) can share them.  Nothing here is installed.
 *
 * NB: a qprop_node is a handle on a plan node of one statement: it lives in
 *     that statement's arena, so it is valid until qprop_stmt_free().
 */
#ifndef QPROP_API_H
#define QPROP_API_H

#include "base/arena.h"
#include "catalog/catalog.h"
#include "plan/plan.h"
#include "qprop.h"

/* Marks a definition as part of the exported API (the library is built
   with -fvisibility=hidden; libtool also filters on '^qprop_'). */
#define QPROP_API __attribute__((visibility("default")))

struct qprop_ctx {
    qprop_options opts; /* with defaults filled in */
    catalog *cat;
    bool *enabled;      /* per rule, indexed like rw_rules */
};

struct qprop_stmt {
    arena a;                 /* owns everything below */
    qprop_stmt_kind kind;
    int loc;                 /* offset of the first token */
    int line;
    const char *text;        /* the input, for locating */
    size_t len;
    query *q;                /* bound plan (queries) */
    query *rewritten;        /* after qprop_stmt_rewrite(), or NULL */
    const bool *enabled;     /* the context's rule switches */
    const qprop_options *opts; /* the context's options (runtime filters) */
    int trace;               /* record rule applications */
    const char *trace_text;  /* what the last rewrite recorded */
    const char *warning;     /* skipped statements */
    int wline, wcol;
    const catalog *cat;      /* the context's catalog (for walks) */
    struct qprop_node *walk_orig; /* handle on q->root, made on demand */
    struct qprop_node *walk_rw;   /* handle on rewritten->root, ditto */
};

/* The target stage's flags (TG_*, target/target.h) every decision of
   'stmt' carries: TG_KEY_SETS from its context's options. */
#define API_TG_BASE(stmt) \
    ((stmt)->opts && (stmt)->opts->bound_key_sets ? (unsigned)TG_KEY_SETS : 0u)

/* A handle on one plan node (see api_walk.c). */
struct qprop_node {
    arena *a;                /* the statement's arena */
    const catalog *cat;      /* for partition leaves, or NULL */
    plan *p;                 /* the node */
    int nkids;               /* -1 until the child handles are made */
    struct qprop_node **kids;
    const char **ftext;      /* printed filters, made on demand */
    const char **otext;      /* printed origins, made on demand */
    list *leaves;            /* kept partitions (of cat_table *), made on
                                demand */
    bool leaves_done;
};

/*
 * Read the type name 'text' ("integer", "numeric(15,2)", "timestamp(3)
 * with time zone", "int4[]") into an AST_TYPENAME in 'a', as the grammar
 * would make it, for catalog_resolve_type().  Returns QPROP_OK, or
 * QPROP_ESEMANTIC for text that is no type name (api_catalog.c).
 */
qprop_status api_type_name(arena *a, const char *text, ast **out,
                           qprop_error *err);

/*
 * Apply rule switches to 'on' (one flag per rw_rules entry): the rules
 * named in 'enabled' turned on, then those in 'disabled' off (comma-
 * separated names or NULL; "all" names every rule, and "all" alone in
 * 'disabled' turns every rule off before 'enabled' is applied).  The one
 * reading of qprop_options' rule lists and of qprop_stmt_set_rules()
 * (qprop.c).  Returns QPROP_OK, or QPROP_ESEMANTIC for an unknown name
 * ('on' then partly changed: callers pass a copy).
 */
qprop_status api_switch_rules(bool *on, const char *enabled,
                              const char *disabled, qprop_error *err);

/* A handle on 'p' in arena 'a'; NULL on OOM. */
struct qprop_node *api_node(arena *a, const catalog *cat, plan *p);

#endif
