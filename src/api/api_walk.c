/* SPDX-License-Identifier: MIT */
/*
 * src/api/api_walk.c — walking a plan (qprop_stmt_plan, qprop_node_*),
 * per-statement rule switches and rewrite statistics
 *
 * A qprop_node wraps one plan node with what its accessors need: the
 * statement's arena (to print predicates and list partitions on demand)
 * and the catalog.  Handles on a node's inputs are made the first time
 * they are asked for and kept, so walking a plan twice allocates nothing
 * new; a plan that shares a subtree gets one handle per place it appears.
 *
 * NB: accessors fill their caches lazily through a const handle: like the
 *     statement itself, a plan's handles must not be used by two threads
 *     at once.
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "api/api.h"
#include "base/error.h"
#include "base/strbuf.h"
#include "print/print.h"
#include "rewrite/engine.h"
#include "rewrite/partsel.h"

/* include/qprop.h's version macros must say AC_INIT's version */
#if QPROP_VERSION_MAJOR != QPROP_PACKAGE_MAJOR                                 \
    || QPROP_VERSION_MINOR != QPROP_PACKAGE_MINOR                              \
    || QPROP_VERSION_PATCH != QPROP_PACKAGE_PATCH
#error "QPROP_VERSION_* in include/qprop.h differ from AC_INIT's version"
#endif

struct qprop_node *
api_node(arena *a, const catalog *cat, plan *p)
{
    struct qprop_node *n = ARENA_NEW(a, struct qprop_node);

    if (!n)
        return NULL;
    n->a = a;
    n->cat = cat;
    n->p = p;
    n->nkids = -1;
    return n;
}

/* The handle's caches are filled through const pointers (see NB above). */
static struct qprop_node *
mut(const qprop_node *n)
{
    return (struct qprop_node *)n;
}

QPROP_API const qprop_node *
qprop_stmt_plan(qprop_stmt *stmt, unsigned flags)
{
    bool orig = (flags & QPROP_PRINT_ORIGINAL) || !stmt->rewritten;
    query *q = orig ? stmt->q : stmt->rewritten;
    struct qprop_node **slot = orig ? &stmt->walk_orig : &stmt->walk_rw;

    if (stmt->kind != QPROP_STMT_QUERY || !q || !q->root)
        return NULL;
    /* a new rewrite made a new plan: a new handle (the old one stays) */
    if (!*slot || (*slot)->p != q->root)
        *slot = api_node(&stmt->a, stmt->cat, q->root);
    return *slot;
}

QPROP_API qprop_node_kind
qprop_node_kind_of(const qprop_node *node)
{
    switch (node->p->kind) {
    case PLAN_SCAN: return QPROP_NODE_SCAN;
    case PLAN_SUBQUERY_SCAN: return QPROP_NODE_SUBQUERY_SCAN;
    case PLAN_CTE_SCAN: return QPROP_NODE_CTE_SCAN;
    case PLAN_VALUES: return QPROP_NODE_VALUES;
    case PLAN_FILTER: return QPROP_NODE_FILTER;
    case PLAN_PROJECT: return QPROP_NODE_PROJECT;
    case PLAN_JOIN: return QPROP_NODE_JOIN;
    case PLAN_AGGREGATE: return QPROP_NODE_AGGREGATE;
    case PLAN_WINDOW: return QPROP_NODE_WINDOW;
    case PLAN_SORT: return QPROP_NODE_SORT;
    case PLAN_LIMIT: return QPROP_NODE_LIMIT;
    case PLAN_SETOP: return QPROP_NODE_SETOP;
    case PLAN_EMPTY: return QPROP_NODE_EMPTY;
    case PLAN_APPEND: return QPROP_NODE_APPEND;
    case PLAN_DYNAMIC_SCAN: return QPROP_NODE_DYNAMIC_SCAN;
    case PLAN_PARTITION_SELECTOR: return QPROP_NODE_PARTITION_SELECTOR;
    case PLAN_MODIFY: return QPROP_NODE_MODIFY;
    case PLAN_FUNCTION_SCAN: return QPROP_NODE_FUNCTION_SCAN;
    default: break;
    }
    return QPROP_NODE_UNKNOWN;
}

QPROP_API const char *
qprop_node_kind_name(const qprop_node *node)
{
    return plan_kind_name(node->p->kind);
}

/* Make the child handles of 'n'; false on OOM. */
static bool
make_kids(struct qprop_node *n)
{
    const plan *p = n->p;
    plan *in[2] = { p->left, p->right };
    int k = 0, total;

    if (n->nkids >= 0)
        return true;
    total = (in[0] != NULL) + (in[1] != NULL) + list_len(p->children);
    n->kids = ARENA_NEWN(n->a, struct qprop_node *, total ? total : 1);
    if (!n->kids)
        return false;
    for (int i = 0; i < 2; i++)
        if (in[i] && !(n->kids[k++] = api_node(n->a, n->cat, in[i])))
            return false;
    for (int i = 0; i < list_len(p->children); i++)
        if (!(n->kids[k++] = api_node(n->a, n->cat, list_nth(p->children, i))))
            return false;
    n->nkids = total;
    return true;
}

QPROP_API int
qprop_node_child_count(const qprop_node *node)
{
    const plan *p = node->p;

    return (p->left != NULL) + (p->right != NULL) + list_len(p->children);
}

QPROP_API const qprop_node *
qprop_node_child(const qprop_node *node, int i)
{
    struct qprop_node *n = mut(node);

    if (i < 0 || i >= qprop_node_child_count(node) || !make_kids(n))
        return NULL;
    return n->kids[i];
}

QPROP_API qprop_join_type
qprop_node_join_type(const qprop_node *node)
{
    if (node->p->kind != PLAN_JOIN)
        return (qprop_join_type)0;
    switch (node->p->join.type) {
    case JOIN_INNER: return QPROP_JOIN_INNER;
    case JOIN_LEFT: return QPROP_JOIN_LEFT;
    case JOIN_RIGHT: return QPROP_JOIN_RIGHT;
    case JOIN_FULL: return QPROP_JOIN_FULL;
    case JOIN_SEMI: return QPROP_JOIN_SEMI;
    case JOIN_ANTI: return QPROP_JOIN_ANTI;
    case JOIN_ANTI_NULL_AWARE: return QPROP_JOIN_ANTI_NULL_AWARE;
    case JOIN_LEFT_SINGLE: return QPROP_JOIN_LEFT_SINGLE;
    case JOIN_RIGHT_SINGLE: return QPROP_JOIN_RIGHT_SINGLE;
    case JOIN_CROSS: return QPROP_JOIN_CROSS;
    default: break;
    }
    return (qprop_join_type)0;
}

/* The rte a scan-like node reads, or NULL. */
static const rte *
node_rte(const plan *p)
{
    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN: return p->scan.rte;
    case PLAN_SUBQUERY_SCAN: return p->subq.rte;
    case PLAN_CTE_SCAN: return p->ctescan.rte;
    default: return NULL;
    }
}

QPROP_API const char *
qprop_node_relation(const qprop_node *node)
{
    const rte *r = node_rte(node->p);

    return r && r->table
                   && (node->p->kind == PLAN_SCAN
                       || node->p->kind == PLAN_DYNAMIC_SCAN)
               ? r->table->name
               : NULL;
}

QPROP_API const char *
qprop_node_alias(const qprop_node *node)
{
    const rte *r = node_rte(node->p);

    return r ? r->alias : NULL;
}

QPROP_API int
qprop_node_filter_count(const qprop_node *node)
{
    return list_len(plan_preds(node->p));
}

QPROP_API qprop_status
qprop_node_filter(const qprop_node *node, int i, const char **text,
                  int *derived, const char **origin, qprop_error *err)
{
    struct qprop_node *n = mut(node);
    const list *preds = plan_preds(n->p);
    const pred *pr;

    err_clear(err);
    if (i < 0 || i >= list_len(preds))
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "predicate %d of a %s does not exist", i,
                       plan_kind_name(n->p->kind));
    pr = list_nth(preds, i);
    if (text) {
        if (!n->ftext) {
            n->ftext = ARENA_NEWN(n->a, const char *, list_len(preds));
            if (!n->ftext)
                return ERR_OOM(err);
        }
        if (!n->ftext[i]) {
            strbuf sb;

            sb_init(&sb, n->a);
            deparse_expr(&sb, pr->e);
            if (n->a->failed)
                return ERR_OOM(err);
            n->ftext[i] = sb.data;
        }
        *text = n->ftext[i];
    }
    if (derived)
        *derived = pr->derived;
    if (origin && (!pr->derived || !pr->origin)) {
        *origin = NULL;
    } else if (origin) {
        if (!n->otext) {
            n->otext = ARENA_NEWN(n->a, const char *, list_len(preds));
            if (!n->otext)
                return ERR_OOM(err);
        }
        if (!n->otext[i] && !(n->otext[i] = print_origin_text(n->a,
                                                              pr->origin)))
            return ERR_OOM(err);
        *origin = n->otext[i];
    }
    return QPROP_OK;
}

/* The kept leaves of a scan of a partitioned table into n->leaves; false
   on OOM. */
static bool
make_leaves(struct qprop_node *n)
{
    const plan *p = n->p;

    if (n->leaves_done)
        return true;
    if (p->scan.parts)
        n->leaves = p->scan.parts;
    else if (cat_leaves(n->a, p->scan.rte->table, &n->leaves) < 0)
        return false;
    n->leaves_done = true;
    return true;
}

/* True for a Scan or DynamicScan of a partitioned table. */
static bool
partitioned_scan(const plan *p)
{
    return (p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
           && rte_partitioned(p->scan.rte);
}

QPROP_API int
qprop_node_partition_count(const qprop_node *node, int *total)
{
    const plan *p = node->p;

    if (total)
        *total = 0;
    if (!partitioned_scan(p))
        return -1;
    if (total)
        *total = p->scan.nparts_total;
    return p->scan.parts ? list_len(p->scan.parts) : p->scan.nparts_total;
}

QPROP_API const char *
qprop_node_partition(const qprop_node *node, int i)
{
    struct qprop_node *n = mut(node);

    if (!partitioned_scan(n->p) || !make_leaves(n) || i < 0
        || i >= list_len(n->leaves))
        return NULL;
    return ((const cat_table *)list_nth(n->leaves, i))->name;
}

QPROP_API int
qprop_node_selector(const qprop_node *node, const char **scan)
{
    const plan *p = node->p;

    if (scan)
        *scan = NULL;
    if (p->kind == PLAN_DYNAMIC_SCAN)
        return p->scan.selector;
    if (p->kind != PLAN_PARTITION_SELECTOR)
        return 0;
    if (scan && p->selector.target)
        *scan = p->selector.target->alias;
    return p->selector.id;
}

/* The runtime filters of 'p': consumed (of rf_use *) or produced (of
   rt_filter *), as '*uses' tells; NULL for other nodes. */
static const list *
runtime_filters(const plan *p, bool *uses)
{
    *uses = p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN;
    if (*uses)
        return p->scan.runtime_filters;
    return p->kind == PLAN_JOIN ? p->join.runtime_filters : NULL;
}

QPROP_API int
qprop_node_runtime_filter_count(const qprop_node *node)
{
    bool uses;

    return list_len(runtime_filters(node->p, &uses));
}

/* The expressions of 'l' as SQL separated by ", ", in 'a'; NULL on OOM. */
static const char *
expr_list_text(arena *a, const list *l)
{
    strbuf sb;

    sb_init(&sb, a);
    for (int i = 0; i < list_len(l); i++) {
        if (i > 0)
            sb_puts(&sb, ", ");
        deparse_expr(&sb, list_nth(l, i));
    }
    return a->failed ? NULL : sb.data;
}

QPROP_API qprop_status
qprop_node_runtime_filter(const qprop_node *node, int i, int *id,
                          const char **probe, const char **build,
                          unsigned *flags, qprop_error *err)
{
    bool uses;
    const list *l = runtime_filters(node->p, &uses);
    const rt_filter *f;

    err_clear(err);
    if (i < 0 || i >= list_len(l))
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "runtime filter %d of a %s does not exist", i,
                       plan_kind_name(node->p->kind));
    f = uses ? ((const rf_use *)list_nth(l, i))->f : list_nth(l, i);
    if (id)
        *id = f->id;
    if (flags)
        *flags = (f->kind == RF_NULL_AWARE ? QPROP_RF_NULL_AWARE : 0)
                 | (f->delivery == RF_GLOBAL ? QPROP_RF_GLOBAL : 0);
    if ((probe && !(*probe = expr_list_text(node->a, f->probe_keys)))
        || (build && !(*build = expr_list_text(node->a, f->build_keys))))
        return ERR_OOM(err);
    return QPROP_OK;
}

/* ---- per-statement rule switches ---- */

QPROP_API qprop_status
qprop_stmt_set_rules(qprop_stmt *stmt, const char *enabled,
                     const char *disabled, qprop_error *err)
{
    int n = qprop_rule_count();
    bool *on;
    qprop_status st;

    err_clear(err);
    if (!(on = ARENA_NEWN(&stmt->a, bool, n + 1)))
        return ERR_OOM(err);
    for (int i = 0; i < n; i++)
        on[i] = stmt->enabled ? stmt->enabled[i] : rw_rules[i]->default_on;
    if ((st = api_switch_rules(on, enabled, disabled, err)) != QPROP_OK)
        return st;
    stmt->enabled = on;
    return QPROP_OK;
}

/* ---- statistics ---- */

typedef struct counts {
    int derived, derived_beyond, empty, parts_total, parts_kept;
} counts;

/* Whether PostgreSQL has predicate 'pr' of a scan too: written, or an
   equality of a column with a constant or a parameter (an equivalence
   class with a constant gives every member that equality). */
static bool
pg_equality(const pred *pr)
{
    const expr *e = pr->e, *l, *r;

    if (!pr->derived)
        return true;
    if (!e || e->kind != E_OP || e->op.op != OP_EQ)
        return false;
    l = e->op.l;
    r = e->op.r;
    if (l && l->kind != E_COL) {
        const expr *t = l;

        l = r;
        r = t;
    }
    return l && r && l->kind == E_COL
           && (r->kind == E_CONST || r->kind == E_PARAM);
}

/* Whether PostgreSQL derives 'pr' or needs it not: the above, and the
   IS NOT NULL of a column (a join key's, which the strict join implies). */
static bool
pg_derives(const pred *pr)
{
    return pg_equality(pr)
           || (pr->e && pr->e->kind == E_NULLTEST && pr->e->test.is_not
               && pr->e->test.arg && pr->e->test.arg->kind == E_COL);
}


static void
count_node(const plan *p, void *arg)
{
    counts *c = arg;
    const list *preds = plan_preds(p);

    for (int i = 0; i < list_len(preds); i++)
        if (((const pred *)list_nth(preds, i))->derived) {
            c->derived++;
            if (!pg_derives(list_nth(preds, i)))
                c->derived_beyond++;
        }
    if (p->kind == PLAN_EMPTY)
        c->empty++;
    if (partitioned_scan(p)) {
        c->parts_total += p->scan.nparts_total;
        c->parts_kept +=
            p->scan.parts ? list_len(p->scan.parts) : p->scan.nparts_total;
    }
}

static void
count_query(const query *q, counts *c)
{
    plan_walk_query(q, count_node, c);
}

/*
 * What PostgreSQL prunes by itself, for partitions_pruned_beyond: per
 * partitioned scan of the rewritten plan, the leaves its filters keep
 * when only those PostgreSQL has are counted: the ones written (pushed
 * down to the scan, as PostgreSQL pushes them) and the derived equalities
 * of a column with a constant or a parameter (an equivalence class with
 * a constant gives every member that equality in PostgreSQL too).  A
 * range moved through a join, an IN list, a bound or a contradiction
 * qprop found is beyond.  Scans of one range table entry (the parts of
 * a partition-wise join) are counted once, by their union.
 */
typedef struct beyond {
    arena *a;
    qprop_error *err;
    list *rtes;     /* of const rte *, each counted once */
    list *pg_kept;  /* per rte: leaves PostgreSQL keeps (list *) */
    list *qp_kept;  /* per rte: leaves the rewrite keeps (list *) */
    bool failed;
} beyond;

static bool
union_into(arena *a, list **into, const list *from)
{
    for (int i = 0; i < list_len(from); i++) {
        void *x = list_nth(from, i);
        int j;

        for (j = 0; j < list_len(*into); j++)
            if (list_nth(*into, j) == x)
                break;
        if (j == list_len(*into) && !list_push(a, into, x))
            return false;
    }
    return true;
}

static void
beyond_node(const plan *p, void *arg)
{
    beyond *b = arg;
    rw_ctx ctx;
    plan copy;
    list *filters = NULL, *kept = NULL, *all = NULL;
    int before, k;

    if (b->failed || !partitioned_scan(p))
        return;
    for (int i = 0; i < list_len(p->scan.filters); i++)
        if (pg_equality(list_nth(p->scan.filters, i))
            && !list_push(b->a, &filters, list_nth(p->scan.filters, i)))
            goto fail;
    memset(&ctx, 0, sizeof ctx);
    ctx.a = b->a;
    ctx.err = b->err;
    copy = *p;
    copy.scan.filters = filters;
    copy.scan.parts = NULL; /* from every leaf, as PostgreSQL plans it */
    if (!pp_kept_leaves(&copy, &ctx, &kept, &before))
        goto fail;
    if (p->scan.parts)
        all = p->scan.parts;
    else if (cat_leaves(b->a, p->scan.rte->table, &all) < 0)
        goto fail;
    for (k = 0; k < list_len(b->rtes); k++)
        if (list_nth(b->rtes, k) == p->scan.rte)
            break;
    if (k == list_len(b->rtes)) {
        if (!list_push(b->a, &b->rtes, (void *)p->scan.rte)
            || !list_push(b->a, &b->pg_kept, NULL)
            || !list_push(b->a, &b->qp_kept, NULL))
            goto fail;
    }
    if (!union_into(b->a, (list **)&b->pg_kept->items[k], kept)
        || !union_into(b->a, (list **)&b->qp_kept->items[k], all))
        goto fail;
    return;
fail:
    b->failed = true;
}

/* partitions_pruned_beyond of 'q' (the rewritten query); -1 on OOM. */
static int
count_beyond(arena *a, const query *q, qprop_error *err)
{
    beyond b = { a, err, NULL, NULL, NULL, false };
    int n = 0;

    plan_walk_query(q, beyond_node, &b);
    if (b.failed)
        return -1;
    for (int i = 0; i < list_len(b.rtes); i++) {
        int d = list_len(list_nth(b.pg_kept, i))
                - list_len(list_nth(b.qp_kept, i));

        n += d > 0 ? d : 0;
    }
    return n;
}

static void
count_decorrelated(const plan *p, void *arg)
{
    if (p->kind == PLAN_SUBQUERY_SCAN && p->subq.rte
        && p->subq.rte->decorrelated)
        (*(int *)arg)++;
}

QPROP_API qprop_status
qprop_stmt_stats(qprop_stmt *stmt, qprop_stats *stats, qprop_error *err)
{
    counts before = { 0, 0, 0, 0, 0 }, after = { 0, 0, 0, 0, 0 };
    size_t size = stats->size && stats->size < sizeof *stats ? stats->size
                                                             : sizeof *stats;
    qprop_stats s;

    err_clear(err);
    memset(&s, 0, sizeof s);
    s.size = size;
    s.rules_fired = stmt->trace ? 0 : -1;
    if (stmt->kind == QPROP_STMT_QUERY && stmt->rewritten) {
        count_query(stmt->q, &before);
        count_query(stmt->rewritten, &after);
        s.derived_predicates = after.derived;
        /* and each execution-time bound the target stage gives
           PostgreSQL (a DynamicScan's, or a runtime filter's on the first
           column of a multi-column key): PostgreSQL has none of them */
        s.derived_predicates_beyond = after.derived_beyond;
        if (qprop_stmt_bound_count(stmt) > 0)
            s.derived_predicates_beyond += qprop_stmt_bound_count(stmt);
        s.empty_nodes = after.empty;
        plan_walk_query(stmt->rewritten, count_decorrelated,
                        &s.subqueries_decorrelated);
        s.partitions_total = before.parts_total;
        s.partitions_pruned = before.parts_total - after.parts_kept;
        if (s.partitions_pruned < 0)
            s.partitions_pruned = 0;
        if (s.partitions_pruned > 0) {
            int n = count_beyond(&stmt->a, stmt->rewritten, err);

            if (n < 0)
                return ERR_OOM(err);
            s.partitions_pruned_beyond =
                n < s.partitions_pruned ? n : s.partitions_pruned;
        }
        /* a line per rule application; the target stage's lines
           ("target: ...", print_target) follow them and are not counted */
        if (stmt->trace && stmt->trace_text)
            for (const char *t = stmt->trace_text;
                 *t && strncmp(t, "target: ", 8) != 0; t++) {
                while (*t && *t != '\n')
                    t++;
                if (!*t)
                    break;
                s.rules_fired++;
            }
    }
    memcpy(stats, &s, size);
    return QPROP_OK;
}
