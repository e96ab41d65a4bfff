/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/runtime_filter.c — mark where a join's build keys may
 * filter a scan of its probe input at run time
 *
 * PATTERN  Join[t](B, P) with ON conjuncts p_i = b_i, where each b_i is an
 *          expression over the build input B and each p_i a column of the
 *          probe input P that maps (through Filter, Sort, plain Project,
 *          SubqueryScan, Aggregate on a grouping key, inner joins and the
 *          nullable side of outer joins) to column c_i of a Scan S in P;
 *          t discards the rows of P without a match: inner, semi, the
 *          nullable input of left/right, the subquery input of anti and
 *          SINGLE joins (a SINGLE join so marked becomes Join[right_single]
 *          with the subquery on the left, the outer query on the right)
 * RESULT   the same plan; the join lists a filter RFn {build keys b_i,
 *          probe keys S.c_i, kind, delivery, wait budget, pass-all
 *          fallback} and S lists (RFn, c_i): S may skip the rows (and
 *          blocks, partitions) whose (c_1, ...) is not among the values of
 *          (b_1, ...) over B's rows ("exact"), or, for NOT IN, whose key is
 *          neither among them nor NULL ("null-aware").  Rows never change.
 * BUILD    which input is built: the preserved one for left, right, anti
 *          and SINGLE joins; for inner and semi joins the one with fewer
 *          estimated rows (the right one on a tie).  Estimated rows: a
 *          scan's reltuples from pg_restore_relation_stats (the sum of its
 *          kept leaf partitions' for a pruned partitioned table), 1000
 *          when unknown; filters do not reduce it; inner/left/right joins
 *          with an equality the larger input, full joins the sum, joins
 *          without one the product, semi/anti joins their left input,
 *          SINGLE joins their outer query, an aggregate without keys 1,
 *          LIMIT n at most n, VALUES its rows, Empty 0.
 * GUARDS   (a) the build input's estimate is at most rf_build_max_rows
 *              (default 1,000,000);
 *          (b) the consumer scan's estimate is at least rf_probe_min_rows
 *              (default 10,000);
 *          (c) some key column can skip data: the leading primary-key
 *              column or the leading partition-key column of the scan's
 *              table (rf_key_policy SKIP, the default: a composite key
 *              whose leading column is not a key of the filter does not
 *              qualify), or any column (rf_key_policy ANY).
 * LIFECYCLE A consumer must not start before its producer has finished its
 *          build, so the rule drops a filter (and traces why) when
 *          (L1) the producer sits inside the consumer's own input, or
 *          (L2) the filters' wait-for graph has a cycle: filter F waits
 *               for G when a consumer of G lies in F's build input (F's
 *               build cannot end before G arrives), and a filter whose
 *               consumer lies in its own build input waits for itself.
 *               The lowest-numbered filters of a cycle are kept.
 *          In a plan tree with the placement above neither happens (a
 *          consumer lies in its producer's probe input, which is disjoint
 *          from every build input that contains the producer); the check
 *          guards every later change of placement.  Several compute
 *          nodes: a build input of at most rf_broadcast_max_rows (default
 *          100,000) is broadcast, so each node's filter is complete
 *          ("local"); a larger one is shuffled on the key, so each node
 *          holds a part and the parts must be merged from every node, each
 *          node sending its part even when it is empty or failed, before
 *          any consumer uses the filter ("global").  Every filter has a
 *          wait budget (rf_wait_ms, default 1000) and a pass-all fallback:
 *          a consumer whose filter has not arrived in time reads every
 *          row, so no plan can hang on a filter.  doc/runtime-filters.md.
 * UNSAFE   (1) the probe input is preserved: the left input of a left,
 *              anti, null-aware anti or SINGLE join, the right input of a
 *              right join, either input of a full join — its rows are
 *              output whether or not they match;
 *          (2) no key: a cross join, or no conjunct "column of P = non-
 *              volatile expression over B" (IS NOT DISTINCT FROM matches
 *              NULL keys, which an IN filter drops; <, <> skip nothing);
 *          (3) NOT IN (null-aware anti join): NULL keys must pass ("k IN
 *              build OR k IS NULL"), and nothing is placed when NOT IN's
 *              left operand can be NULL: it gives NULL for a non-empty
 *              subquery and TRUE for an empty one, and the filter can
 *              empty it;
 *          (4) the probe column does not reach a scan column unchanged:
 *              LIMIT/OFFSET, window functions, aggregates not grouped on
 *              it, grouping sets, DISTINCT ON, set operations, VALUES, CTE
 *              scans (other readers need every row), a computed select-
 *              list item, a SINGLE join's value; the preserved input of a
 *              lower left/right/anti/SINGLE join (a SINGLE join would lose
 *              its "more than one row" error), a lower full join; and for a
 *              null-aware filter the nullable input of a lower outer join
 *              (its NULL-extended rows would reach NOT IN as NULLs);
 *          (5) a guard (a), (b) or (c) fails;
 *          (6) a lifecycle check (L1) or (L2) fails.
 * NULLS    p = b is never TRUE for a NULL p or b, so a probe row whose key
 *          is NULL or outside the build values matches nothing and every
 *          join above drops it (except NOT IN, see (3)).  Build rows with
 *          a NULL key add no value to the filter.
 * ORDER    last (rules.def): it runs before each pass's walk and places the
 *          filters afresh on the plan as the other rules left it, so the
 *          final pass, which changes nothing, leaves them true of the
 *          final plan.
 * TESTS    tests/regress/sql/runtime_filter.sql,
 *          tests/regress/sql/runtime_filter_dml.sql,
 *          tests/oracle/runtime_filter_oracle.sh, tests/unit/check_rf.c
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "rewrite/engine.h"

#define DEFAULT_ROWS 1000.0
#define DEFAULT_BUILD_MAX 1000000.0
#define DEFAULT_PROBE_MIN 10000.0
#define DEFAULT_BROADCAST_MAX 100000.0
#define DEFAULT_WAIT_MS 1000

/* ---- a table keyed by node pointers (estimates, annotations) ---- */

typedef struct pslot {
    const void *key;     /* NULL = empty */
    double est;
    bool has_est;
    list *filters;       /* joins: rt_filter * they should produce */
    list *uses;          /* scans: rf_use * they should consume */
    int first, end;      /* its leaves in numbering order: [first, end) */
    bool numbered;
} pslot;

typedef struct ptab {
    arena *a;
    pslot *s;
    size_t cap;          /* power of two */
    size_t n;            /* keys */
} ptab;

static size_t
ptab_hash(const void *key, size_t cap)
{
    return (size_t)(((uintptr_t)key >> 4) * 0x9E3779B97F4A7C15ull)
           & (cap - 1);
}

/* The slot of 'key', added when new; NULL on OOM.  A slot stays valid
   until the next call. */
static pslot *
ptab_get(ptab *t, const void *key)
{
    size_t i;

    if (4 * (t->n + 1) > 3 * t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 64;
        pslot *s = ARENA_NEWN(t->a, pslot, cap);

        if (!s)
            return NULL;
        for (size_t k = 0; k < t->cap; k++) {
            if (!t->s[k].key)
                continue;
            i = ptab_hash(t->s[k].key, cap);
            while (s[i].key)
                i = (i + 1) & (cap - 1);
            s[i] = t->s[k];
        }
        t->s = s;
        t->cap = cap;
    }
    i = ptab_hash(key, t->cap);
    while (t->s[i].key && t->s[i].key != key)
        i = (i + 1) & (t->cap - 1);
    if (!t->s[i].key) {
        t->s[i].key = key;
        t->n++;
    }
    return &t->s[i];
}

/* ---- state of one placement ---- */

/* A filter being placed: its producer, consumer and key uses. */
typedef struct place {
    const plan *join;    /* producer */
    const plan *probe;   /* the producer's probe input */
    const plan *build;   /* the producer's build input */
    const plan *scan;    /* consumer */
    rt_filter *f;
    list *uses;          /* of rf_use * */
    bool dropped;
    int mark;            /* DFS colour for the cycle check */
} place;

typedef struct rfs {
    rw_ctx *ctx;
    double build_max, probe_min, bcast_max;
    int policy;
    int wait_ms;
    ptab tab;
    list *joins;         /* of plan *, preorder */
    list *places;        /* of place *, by filter id */
    int next_id;
    int *rte_pos;        /* rte id -> leaf number + 1 (0: not numbered) */
    bool *rte_dup;       /* rte id -> read by more than one leaf (the
                            branches of partitionwise_join's Append) */
    int nrte;
    int nleaves;
    bool annotated;      /* number() saw runtime filters, or a RIGHT_SINGLE
                            join: rebuild() has something to undo */
} rfs;

/* Trace 'fmt' unless the same line was traced already (the rule runs in
   every pass). */
static void
note(rfs *st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
note(rfs *st, const char *fmt, ...)
{
    va_list ap;
    char line[1024], full[1100];

    if (!st->ctx->trace)
        return;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    snprintf(full, sizeof full, "runtime_filter: %s\n", line);
    if (st->ctx->trace->data && strstr(st->ctx->trace->data, full))
        return;
    rw_trace(st->ctx, "%s", line);
}

/* "e" or "(e1, e2)", for the trace */
static const char *
keys_text(rw_ctx *ctx, const list *keys)
{
    strbuf sb;

    sb_init(&sb, rw_work_arena(ctx));
    if (list_len(keys) != 1)
        sb_putc(&sb, '(');
    for (int i = 0; i < list_len(keys); i++) {
        if (i)
            sb_puts(&sb, ", ");
        sb_puts(&sb, rw_trace_expr(ctx, list_nth(keys, i)));
    }
    if (list_len(keys) != 1)
        sb_putc(&sb, ')');
    return sb.data ? sb.data : "?";
}

static const char *
node_name(arena *a, const plan *p)
{
    if (p->kind == PLAN_JOIN)
        return arena_printf(a, "%s join", join_type_name(p->join.type));
    return plan_kind_name(p->kind);
}

/* ---- estimates ---- */

static double est(rfs *st, const plan *p);

/* Add the rows of the leaf partitions under 'x' to '*sum', in the order
   cat_leaves() lists them (preorder), without making the list. */
static void
add_leaf_rows(const cat_table *x, double *sum)
{
    if (!x->is_partitioned)
        *sum += x->reltuples >= 0 ? x->reltuples : DEFAULT_ROWS;
    for (int i = 0; i < list_len(x->children); i++)
        add_leaf_rows(list_nth(x->children, i), sum);
}

static double
table_rows(rfs *st, const plan *p)
{
    const cat_table *t = p->scan.rte->table;
    const list *kept;
    double sum = 0;

    (void)st;
    if (!t)
        return DEFAULT_ROWS;
    if (!rte_partitioned(p->scan.rte))
        return t->reltuples >= 0 ? t->reltuples : DEFAULT_ROWS;
    if (t->reltuples >= 0 && !p->scan.parts)
        return t->reltuples;
    kept = p->scan.parts;
    if (!kept) {
        add_leaf_rows(t, &sum);
        return sum;
    }
    for (int i = 0; i < list_len(kept); i++) {
        const cat_table *leaf = list_nth(kept, i);

        sum += leaf->reltuples >= 0 ? leaf->reltuples : DEFAULT_ROWS;
    }
    return sum;
}

static bool
has_equality(const plan *j)
{
    for (int i = 0; i < list_len(j->join.cond); i++) {
        const expr *e = ((const pred *)list_nth(j->join.cond, i))->e;

        if (e && e->kind == E_OP && e->op.op == OP_EQ)
            return true;
    }
    return false;
}

static double
est_uncached(rfs *st, const plan *p)
{
    double l, r, n = 0;

    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        return p->scan.rte ? table_rows(st, p) : DEFAULT_ROWS;
    case PLAN_VALUES:
        return list_len(p->values.rows);
    case PLAN_FUNCTION_SCAN:
        return DEFAULT_ROWS;
    case PLAN_EMPTY:
        return 0;
    case PLAN_CTE_SCAN:
        /* a recursive item reads itself: no estimate from its plan */
        return p->ctescan.cte && p->ctescan.cte->plan
                       && !p->ctescan.cte->recursive && !p->ctescan.self
                   ? est(st, p->ctescan.cte->plan) : DEFAULT_ROWS;
    case PLAN_LIMIT:
        l = p->left ? est(st, p->left) : 0;
        if (p->limit.limit && p->limit.limit->kind == E_CONST
            && !p->limit.limit->cnst.value.is_null
            && type_is_integer(p->limit.limit->cnst.value.type.id)
            && (double)p->limit.limit->cnst.value.v.i < l)
            return (double)p->limit.limit->cnst.value.v.i;
        return l;
    case PLAN_AGGREGATE:
        if (!p->agg.group && !p->agg.sets)
            return 1;
        return p->left ? est(st, p->left) : 1;
    case PLAN_JOIN:
        l = est(st, p->left);
        r = est(st, p->right);
        /* a row-count guess per join type, not a fact of join_props */
        switch (p->join.type) {
        case JOIN_SEMI: case JOIN_ANTI: case JOIN_ANTI_NULL_AWARE:
        case JOIN_LEFT_SINGLE:
            return l;
        case JOIN_RIGHT_SINGLE:
            return r;
        case JOIN_FULL:
            return has_equality(p) ? l + r : l * r;
        default:
            return has_equality(p) ? (l > r ? l : r) : l * r;
        }
    case PLAN_SETOP:
    case PLAN_APPEND:
        for (int i = 0; i < list_len(p->children); i++)
            n += est(st, list_nth(p->children, i));
        return n;
    default:
        return p->left ? est(st, p->left) : 1;
    }
}

/* Estimated rows of 'p' (memoised). */
static double
est(rfs *st, const plan *p)
{
    pslot *s;
    double v;

    if (!p)
        return 0;
    if (!(s = ptab_get(&st->tab, p)))
        return DEFAULT_ROWS; /* OOM: the arena flag is set */
    if (s->has_est)
        return s->est;
    v = est_uncached(st, p);
    if (!(s = ptab_get(&st->tab, p))) /* it may have moved */
        return v;
    s->est = v;
    s->has_est = true;
    return v;
}

/* ---- where a probe column comes from ---- */

/* The rte a node binds as a leaf of the numbering (a SINGLE join binds
   its value), or NULL. */
static const rte *
leaf_rte(const plan *p)
{
    return p->kind == PLAN_JOIN ? p->join.single : plan_leaf_rte(p);
}

/*
 * Leaves are numbered once per application, so "is rte r under node p" is
 * a range check instead of a walk of p (which made every join of a long
 * chain cost the size of the chain).
 */
static bool
number(rfs *st, const plan *p)
{
    pslot *sl;
    const rte *r = NULL;
    int first = st->nleaves;

    if (!p)
        return true;
    r = leaf_rte(p);
    if (r && r->id > 0 && r->id <= st->nrte) {
        st->rte_dup[r->id] |= st->rte_pos[r->id] != 0;
        st->rte_pos[r->id] = ++st->nleaves;
    }
    if ((p->kind == PLAN_JOIN
         && (list_len(p->join.runtime_filters)
             || p->join.type == JOIN_RIGHT_SINGLE))
        || ((p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
            && list_len(p->scan.runtime_filters)))
        st->annotated = true;
    if (p->kind == PLAN_EMPTY)
        for (int i = 0; i < list_len(p->empty.rtes); i++) {
            const rte *e = list_nth(p->empty.rtes, i);

            if (e->id > 0 && e->id <= st->nrte) {
                st->rte_dup[e->id] |= st->rte_pos[e->id] != 0;
                st->rte_pos[e->id] = st->nleaves + 1;
            }
        }
    if (p->kind == PLAN_EMPTY)
        st->nleaves++;
    if (!number(st, p->left) || !number(st, p->right))
        return false;
    for (int i = 0; i < list_len(p->children); i++)
        if (!number(st, list_nth(p->children, i)))
            return false;
    if (!(sl = ptab_get(&st->tab, p)))
        return false;
    sl->first = first;
    sl->end = st->nleaves;
    sl->numbered = true;
    return true;
}

/* A leaf of 'p' (as number() counts them) reads rte 'r'. */
static bool
reads(const plan *p, const rte *r)
{
    if (!p)
        return false;
    if (leaf_rte(p) == r)
        return true;
    if (p->kind == PLAN_EMPTY)
        for (int i = 0; i < list_len(p->empty.rtes); i++)
            if (list_nth(p->empty.rtes, i) == r)
                return true;
    if (reads(p->left, r) || reads(p->right, r))
        return true;
    for (int i = 0; i < list_len(p->children); i++)
        if (reads(list_nth(p->children, i), r))
            return true;
    return false;
}

/* True when rte 'r' sits under node 'p' (leaf numbering above; an rte
   read by several leaves, one per Append branch, is looked for). */
static bool
outputs(rfs *st, const plan *p, const rte *r, bool *failed)
{
    pslot *sl;
    int pos;

    if (!p || r->id <= 0 || r->id > st->nrte || !(pos = st->rte_pos[r->id]))
        return false;
    if (st->rte_dup[r->id])
        return reads(p, r);
    if (!(sl = ptab_get(&st->tab, p))) {
        *failed = true;
        return false;
    }
    return sl->numbered && sl->first < pos && pos <= sl->end;
}

typedef struct under_probe {
    rfs *st;
    const plan *p;
    int n;
    bool outside;
    bool failed;
} under_probe;

static void
probe_under(const expr *col, void *arg)
{
    under_probe *u = arg;

    u->n++;
    if (!outputs(u->st, u->p, col->col.rte, &u->failed))
        u->outside = true;
}

/* Every column of 'e' (outer references of its subqueries included) is
   under 'p', and there is one. */
static bool
covered(rfs *st, const expr *e, const plan *p, bool *failed)
{
    under_probe u = { st, p, 0, false, false };

    if (!expr_walk_cols_deep(st->ctx->a, e, probe_under, &u))
        *failed = true;
    if (u.failed)
        *failed = true;
    return u.n > 0 && !u.outside;
}

/* A trace of a probe column down to a scan. */
typedef struct walk {
    rfs *st;
    rf_kind kind;
    const char *why;     /* why it stopped, for the trace */
    bool failed;         /* OOM */
} walk;

static const plan *trace_col(walk *w, const plan *p, const rte *r, int c,
                             int *col);

/* Output column 'idx' of the query block 'p' (SubqueryScan's input). */
static const plan *
trace_out(walk *w, const plan *p, int idx, int *col)
{
    const target *t;
    const expr *e;

    while (p && p->kind == PLAN_SORT)
        p = p->left;
    if (!p || p->kind != PLAN_PROJECT) {
        w->why = p && p->kind == PLAN_LIMIT
                     ? "LIMIT/OFFSET" /* unsafe (4) */
                     : "not a plain query block"; /* unsafe (4) */
        return NULL;
    }
    if (p->project.distinct_on) {
        w->why = "DISTINCT ON"; /* unsafe (4) */
        return NULL;
    }
    if (idx < 0 || idx >= list_len(p->project.targets)) {
        w->why = "column out of range";
        return NULL;
    }
    t = list_nth(p->project.targets, idx);
    e = t->e;
    if (!e || e->kind != E_COL || expr_is_syscol(e)) {
        w->why = "a computed select-list item"; /* unsafe (4) */
        return NULL;
    }
    p = p->left;
    if (p && p->kind == PLAN_WINDOW) {
        w->why = "window functions"; /* unsafe (4) */
        return NULL;
    }
    while (p && p->kind == PLAN_FILTER && p->filter.having)
        p = p->left;
    if (p && p->kind == PLAN_AGGREGATE) {
        bool grouped = false;

        if (p->agg.sets) {
            w->why = "grouping sets"; /* unsafe (4) */
            return NULL;
        }
        for (int i = 0; i < list_len(p->agg.group); i++)
            grouped |= expr_equal(list_nth(p->agg.group, i), e);
        if (!grouped) {
            w->why = "an aggregate not grouped on the key"; /* unsafe (4) */
            return NULL;
        }
        p = p->left;
    }
    if (!p) {
        w->why = "a block without FROM";
        return NULL;
    }
    return trace_col(w, p, e->col.rte, e->col.col, col);
}

/* Column (r, c) of the rows 'p' outputs: the scan that reads it, with the
   column in '*col', or NULL (w->why says why). */
static const plan *
trace_col(walk *w, const plan *p, const rte *r, int c, int *col)
{
    bool in_left, in_right;

    switch (p->kind) {
    case PLAN_SCAN:
    case PLAN_DYNAMIC_SCAN:
        if (p->scan.rte != r || !r->table) {
            w->why = "not a scan column";
            return NULL;
        }
        *col = c;
        return p;
    case PLAN_FILTER:
    case PLAN_PARTITION_SELECTOR:
        if (!p->left) {
            w->why = "a node without input";
            return NULL;
        }
        return trace_col(w, p->left, r, c, col);
    case PLAN_SUBQUERY_SCAN:
        if (p->subq.rte != r || !p->left) {
            w->why = "not a column of the subquery";
            return NULL;
        }
        return trace_out(w, p->left, c, col);
    case PLAN_JOIN:
        if (p->join.single == r) {
            w->why = "the value of a scalar subquery"; /* unsafe (4) */
            return NULL;
        }
        in_left = outputs(w->st, p->left, r, &w->failed);
        in_right = !in_left && outputs(w->st, p->right, r, &w->failed);
        if (w->failed || (!in_left && !in_right)) {
            w->why = "column not found";
            return NULL;
        }
        /* kept as a switch: besides what join_props says (which inputs
           are preserved), each refusal has its own reason for the trace,
           and a NULL-aware filter may not cross any outer join */
        switch (p->join.type) {
        case JOIN_INNER: case JOIN_CROSS:
            break;
        case JOIN_SEMI:
            if (!in_left) {
                w->why = "not an output of the semi join";
                return NULL;
            }
            break;
        case JOIN_LEFT: case JOIN_RIGHT:
            if (in_left == (p->join.type == JOIN_LEFT)) {
                w->why = "the preserved input of a lower outer join";
                return NULL; /* unsafe (4) */
            }
            if (w->kind == RF_NULL_AWARE) {
                /* unsafe (4): NULL-extended rows would reach NOT IN */
                w->why = "the nullable input of a lower outer join "
                         "(null-aware filter)";
                return NULL;
            }
            break;
        default:
            /* unsafe (4): full, anti, SINGLE */
            /* (the texts of 'why' are for the trace only) */
            w->why = w->st->ctx->trace
                         ? arena_printf(w->st->ctx->a, "the preserved input "
                                        "of a lower %s join",
                                        join_type_name(p->join.type))
                         : "?";
            return NULL;
        }
        return trace_col(w, in_left ? p->left : p->right, r, c, col);
    case PLAN_CTE_SCAN:
        w->why = "a CTE scan"; /* unsafe (4): other readers need its rows */
        return NULL;
    default:
        w->why = w->st->ctx->trace
                     ? arena_printf(w->st->ctx->a, "a %s node",
                                    plan_kind_name(p->kind))
                     : "?";
        return NULL; /* unsafe (4) */
    }
}

/* ---- candidates at one join ---- */

/* Where rte 'r' sits under 'p': -1 absent, 0 found, 1 found under the
   nullable input of an outer join (its columns can be NULL there). */
static int
nullable_under(rfs *st, const plan *p, const rte *r)
{
    int l, rr;

    if (!p)
        return -1;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        return p->scan.rte == r ? 0 : -1;
    case PLAN_JOIN:
        /* the inputs whose columns the join outputs NULL-extended: left,
           right and full joins only (join_props's null_extended also
           counts a SINGLE join's subquery input, whose rtes no probe key
           reaches) */
        l = nullable_under(st, p->left, r);
        if (l >= 0)
            return l || p->join.type == JOIN_RIGHT
                   || p->join.type == JOIN_FULL;
        rr = nullable_under(st, p->right, r);
        if (rr >= 0)
            return rr || p->join.type == JOIN_LEFT
                   || p->join.type == JOIN_FULL;
        return -1;
    case PLAN_FILTER: case PLAN_PARTITION_SELECTOR:
        return nullable_under(st, p->left, r);
    default:
        /* a SubqueryScan and the like: its rte is not a table's, and
           anything below is out of reach */
        return -1;
    }
}

/* NOT IN's left operand 'x' (over 'build') can never be NULL. */
static bool
never_null(rfs *st, const plan *build, const expr *x)
{
    if (!x || x->kind != E_COL || !x->col.rte->colnotnull
        || x->col.rte->kind != RTE_TABLE
        || !x->col.rte->colnotnull[x->col.col])
        return false;
    return nullable_under(st, build, x->col.rte) == 0;
}

/* The consumer's key column qualifies under the key policy. */
static bool
key_can_skip(const rfs *st, const plan *scan, int col)
{
    const cat_table *t = scan->scan.rte->table;

    if (st->policy == QPROP_RF_KEY_ANY)
        return true;
    if (t->npkey > 0 && t->pkey[0] == col)
        return true;
    return rte_partitioned(scan->scan.rte) && t->nkeys > 0
           && t->keycols[0] == col;
}

static const char *
col_text(arena *a, const plan *scan, int col)
{
    const rte *r = scan->scan.rte;

    return arena_printf(a, "%s.%s", r->alias, r->colnames[col]);
}

/* One key of a join: probe column 'pc' (an E_COL over the probe input)
   and build expression 'be'. */
typedef struct jkey {
    const expr *pc;
    const expr *be;
    const plan *scan;    /* its consumer, or NULL */
    int col;
} jkey;

/* The filters 'j' may produce; appended to st->places. */
static bool
candidates(rfs *st, const plan *j)
{
    arena *a = st->ctx->a;
    const plan *build, *probe;
    int build_side;
    rf_kind kind = RF_EXACT;
    list *keys = NULL;
    double brows, prows;
    bool failed = false;
    bool tr = st->ctx->trace != NULL; /* the texts below are for note() */
    const char *jname = tr ? node_name(a, j) : NULL;
    const join_props *jp = join_type_props(j->join.type);

    /* the probe is an input the join filters (plan.h join_props): the
       smaller input builds when both are; none of a full join's is */
    if (jp->filtered[0] && jp->filtered[1])
        build_side = est(st, j->left) < est(st, j->right) ? 0 : 1;
    else if (jp->filtered[1])
        build_side = 0;
    else if (jp->filtered[0])
        build_side = 1;
    else
        return true; /* unsafe (1) */
    if (jp->null_aware)
        kind = RF_NULL_AWARE;
    build = build_side ? j->right : j->left;
    probe = build_side ? j->left : j->right;
    if (!build || !probe)
        return true;
    brows = est(st, build);
    prows = est(st, probe);
    /* cheap guards first: the probe input has at least the rows of any
       scan a filter could reach through it */
    if (brows > st->build_max) {
        note(st, "no filter from %s: build input estimated at %.0f rows, "
             "more than %.0f", jname, brows, st->build_max);
        return true; /* unsafe (5) */
    }
    if (prows < st->probe_min)
        return true; /* unsafe (5): too small to pay; not traced (common) */

    for (int i = 0; i < list_len(j->join.cond); i++) {
        const pred *pr = list_nth(j->join.cond, i);
        const expr *e = pr->e, *pe, *be;
        jkey *k;

        if (!e || e->kind != E_OP || e->op.op != OP_EQ || !e->op.l
            || !e->op.r)
            continue; /* unsafe (2) */
        if (covered(st, e->op.l, probe, &failed)
            && covered(st, e->op.r, build, &failed)) {
            pe = e->op.l;
            be = e->op.r;
        } else if (covered(st, e->op.r, probe, &failed)
                   && covered(st, e->op.l, build, &failed)) {
            pe = e->op.r;
            be = e->op.l;
        } else {
            continue; /* unsafe (2) */
        }
        if (pe->kind != E_COL || expr_is_syscol(pe) || expr_is_volatile(be) || expr_has_sublink(be)
            || expr_has_agg(be) || expr_has_winfunc(be))
            continue; /* unsafe (2) */
        if (kind == RF_NULL_AWARE && i == 0 && !never_null(st, build, be)) {
            /* unsafe (3): NOT IN's x = y with a nullable x */
            note(st, "no filter from %s: %s can be NULL, and NULL NOT IN "
                 "depends on whether the subquery is empty", jname,
                 tr ? rw_trace_expr(st->ctx, be) : NULL);
            return true;
        }
        if (!(k = ARENA_NEW(a, jkey)) || !list_push(a, &keys, k))
            return false;
        k->pc = pe;
        k->be = be;
    }
    if (failed)
        return false;
    if (!keys)
        return true; /* unsafe (2) */
    /* each key to its scan */
    for (int i = 0; i < list_len(keys); i++) {
        jkey *k = list_nth(keys, i);
        walk w = { st, kind, NULL, false };

        k->scan = trace_col(&w, probe, k->pc->col.rte, k->pc->col.col,
                            &k->col);
        if (w.failed)
            return false;
        if (!k->scan)
            note(st, "no filter from %s on %s: stopped at %s", jname,
                 tr ? rw_trace_expr(st->ctx, k->pc) : NULL,
                 w.why ? w.why : "?");
    }
    /* one filter per consumer scan, in key order */
    for (int i = 0; i < list_len(keys); i++) {
        jkey *k = list_nth(keys, i);
        const plan *scan = k->scan;
        rt_filter *f;
        place *pl;
        bool skips = false;
        double srows;

        if (!scan)
            continue;
        for (int m = 0; m < i; m++)
            if (((jkey *)list_nth(keys, m))->scan == scan)
                scan = NULL;
        if (!scan)
            continue; /* done with an earlier key */
        srows = est(st, scan);
        for (int m = i; m < list_len(keys); m++) {
            jkey *km = list_nth(keys, m);

            if (km->scan == scan)
                skips |= key_can_skip(st, scan, km->col);
        }
        if (srows < st->probe_min) {
            note(st, "no filter from %s on %s: the scan is estimated at "
                 "%.0f rows, fewer than %.0f", jname,
                 tr ? col_text(a, scan, k->col) : NULL, srows,
                 st->probe_min);
            continue; /* unsafe (5) */
        }
        if (!skips) {
            note(st, "no filter from %s on %s: not the leading column of "
                 "the primary key or partition key", jname,
                 tr ? col_text(a, scan, k->col) : NULL);
            continue; /* unsafe (5) */
        }
        f = ARENA_NEW(a, rt_filter);
        pl = ARENA_NEW(a, place);
        if (!f || !pl)
            return false;
        f->id = ++st->next_id;
        f->build_side = j->join.type == JOIN_LEFT_SINGLE ? 1 : build_side;
        f->target = scan->scan.rte;
        f->kind = kind;
        f->build_rows = brows;
        f->probe_rows = srows;
        f->delivery = brows <= st->bcast_max ? RF_LOCAL : RF_GLOBAL;
        f->wait_ms = st->wait_ms;
        f->pass_all = true;
        pl->join = j;
        pl->probe = probe;
        pl->build = build;
        pl->scan = scan;
        pl->f = f;
        for (int m = i; m < list_len(keys); m++) {
            jkey *km = list_nth(keys, m);
            rf_use *u;
            expr *pcol;

            if (km->scan != scan)
                continue;
            pcol = expr_make_col(a, scan->scan.rte, km->col, -1);
            u = ARENA_NEW(a, rf_use);
            if (!pcol || !u || !list_push(a, &f->build_keys, (void *)km->be)
                || !list_push(a, &f->probe_keys, pcol)
                || !list_push(a, &pl->uses, u))
                return false;
            u->id = f->id;
            u->col = km->col;
            u->f = f;
        }
        if (!list_push(a, &st->places, pl))
            return false;
    }
    return true;
}

/* ---- lifecycle ---- */

static bool
node_in(const plan *x, const plan *root)
{
    if (!root)
        return false;
    if (root == x)
        return true;
    if (node_in(x, root->left) || node_in(x, root->right))
        return true;
    for (int i = 0; i < list_len(root->children); i++)
        if (node_in(x, list_nth(root->children, i)))
            return true;
    return false;
}

/* Filters whose consumer lies in 'p' (a producer's build input): what
   the producer waits for.  Appended to '*out' as place *. */
static bool
waits_for(rfs *st, const plan *p, list **out)
{
    if (!p)
        return true;
    if (p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
        for (int i = 0; i < list_len(st->places); i++) {
            place *g = list_nth(st->places, i);

            if (g->scan == p && !g->dropped
                && !list_push(st->ctx->a, out, g))
                return false;
        }
    if (!waits_for(st, p->left, out) || !waits_for(st, p->right, out))
        return false;
    for (int i = 0; i < list_len(p->children); i++)
        if (!waits_for(st, list_nth(p->children, i), out))
            return false;
    return true;
}

typedef struct graph {
    list **deps;         /* per place index: list of place * */
    place *cycle_max;    /* the highest-numbered filter of a found cycle */
    list *stack;         /* of place *: the DFS path */
} graph;

static int
place_index(rfs *st, const place *p)
{
    return p->f->id - ((place *)list_nth(st->places, 0))->f->id;
}

/* DFS from 'p'; true when a cycle was found (g->cycle_max set). */
static bool
dfs(rfs *st, graph *g, place *p)
{
    list *deps = g->deps[place_index(st, p)];

    p->mark = 1;
    if (!list_push(st->ctx->a, &g->stack, p))
        return false;
    for (int i = 0; i < list_len(deps); i++) {
        place *q = list_nth(deps, i);

        if (q->dropped)
            continue;
        if (q->mark == 1) {
            /* the cycle is the stack from q up to p */
            int from = list_len(g->stack) - 1;

            while (from > 0 && list_nth(g->stack, from) != q)
                from--;
            g->cycle_max = q;
            for (int k = from; k < list_len(g->stack); k++) {
                place *m = list_nth(g->stack, k);

                if (m->f->id > g->cycle_max->f->id)
                    g->cycle_max = m;
            }
            return true;
        }
        if (q->mark == 0 && dfs(st, g, q))
            return true;
    }
    p->mark = 2;
    g->stack->n--;
    return false;
}

/* Drop the filters that could make a consumer wait forever. */
static bool
lifecycle(rfs *st)
{
    arena *a = st->ctx->a;
    int n = list_len(st->places);
    graph g = { NULL, NULL, NULL };

    if (n == 0)
        return true;
    for (int i = 0; i < n; i++) {
        place *p = list_nth(st->places, i);

        if (node_in(p->join, p->scan)) {
            p->dropped = true; /* unsafe (6): (L1) */
            note(st, "dropped RF%d: its producer is inside its consumer's "
                 "input", p->f->id);
        } else if (!node_in(p->scan, p->probe)) {
            p->dropped = true; /* unsafe (6) */
            note(st, "dropped RF%d: its consumer is not in the probe input",
                 p->f->id);
        }
    }
    g.deps = ARENA_NEWN(a, list *, n);
    if (!g.deps)
        return false;
    for (int i = 0; i < n; i++) {
        place *p = list_nth(st->places, i);

        if (!p->dropped && !waits_for(st, p->build, &g.deps[i]))
            return false;
    }
    for (;;) {
        bool found = false;

        for (int i = 0; i < n; i++)
            ((place *)list_nth(st->places, i))->mark = 0;
        g.stack = NULL;
        for (int i = 0; i < n && !found; i++) {
            place *p = list_nth(st->places, i);

            if (!p->dropped && p->mark == 0) {
                found = dfs(st, &g, p);
                if (a->failed)
                    return false;
            }
        }
        if (!found)
            return true;
        g.cycle_max->dropped = true; /* unsafe (6): (L2) */
        note(st, "dropped RF%d: %s", g.cycle_max->f->id,
             node_in(g.cycle_max->scan, g.cycle_max->build)
                 ? "it would wait for itself (its consumer is in its build "
                   "input)"
                 : "its producer and another filter's would wait for each "
                   "other");
    }
}

/* ---- rebuilding the plan with the annotations ---- */

static bool
same_filters(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++) {
        const rt_filter *a = list_nth(x, i), *b = list_nth(y, i);

        if (a->id != b->id || a->build_side != b->build_side
            || a->target != b->target || a->kind != b->kind
            || a->delivery != b->delivery || a->wait_ms != b->wait_ms
            || a->build_rows != b->build_rows
            || a->probe_rows != b->probe_rows
            || list_len(a->build_keys) != list_len(b->build_keys))
            return false;
        for (int k = 0; k < list_len(a->build_keys); k++)
            if (!expr_equal(list_nth(a->build_keys, k),
                            list_nth(b->build_keys, k))
                || !expr_equal(list_nth(a->probe_keys, k),
                               list_nth(b->probe_keys, k)))
                return false;
    }
    return true;
}

static bool
same_uses(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++) {
        const rf_use *a = list_nth(x, i), *b = list_nth(y, i);

        if (a->id != b->id || a->col != b->col)
            return false;
    }
    return true;
}

static plan *
rebuild(rfs *st, plan *p)
{
    plan *l = p->left, *r = p->right;
    plan t;
    list *kids = NULL, *want_f, *want_u;
    bool changed = false;
    pslot *s = ptab_get(&st->tab, p);

    if (!s)
        return NULL;
    want_f = s->filters;
    want_u = s->uses;
    if (l && !(l = rebuild(st, l)))
        return NULL;
    if (r && !(r = rebuild(st, r)))
        return NULL;
    changed = l != p->left || r != p->right;
    for (int i = 0; i < list_len(p->children); i++) {
        plan *k = list_nth(p->children, i), *nk = rebuild(st, k);

        if (!nk || !list_push(st->ctx->a, &kids, nk))
            return NULL;
        changed |= nk != k;
    }
    switch (p->kind) {
    case PLAN_JOIN: {
        join_type want_t = p->join.type;
        bool same_f = same_filters(p->join.runtime_filters, want_f);

        if (want_t == JOIN_LEFT_SINGLE && want_f)
            want_t = JOIN_RIGHT_SINGLE;
        else if (want_t == JOIN_RIGHT_SINGLE && !want_f)
            want_t = JOIN_LEFT_SINGLE;
        if (!changed && same_f && want_t == p->join.type)
            return p;
        plan_edit(&t, p);
        t.left = l;
        t.right = r;
        if (p->children)
            t.children = kids;
        if (!same_f)
            t.join.runtime_filters = want_f;
        if (want_t != p->join.type) {
            t.join.type = want_t;
            t.left = r;
            t.right = l;
            rw_trace(st->ctx, "%s join becomes %s join",
                     join_type_name(p->join.type), join_type_name(want_t));
        }
        return plan_edited(st->ctx->a, p, &t);
    }
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        if (same_uses(p->scan.runtime_filters, want_u))
            return p; /* a scan has no children */
        plan_edit(&t, p);
        t.scan.runtime_filters = want_u;
        return plan_edited(st->ctx->a, p, &t);
    default:
        if (!changed)
            return p;
        plan_edit(&t, p);
        t.left = l;
        t.right = r;
        if (p->children)
            t.children = kids;
        return plan_edited(st->ctx->a, p, &t);
    }
}

/* ---- the walk ---- */

/* Every join of 'p', preorder, into st->joins (the filter numbering). */
static void
collect_joins(rfs *st, const plan *p)
{
    if (!p)
        return;
    if (p->kind == PLAN_JOIN)
        list_push(st->ctx->a, &st->joins, (void *)p);
    collect_joins(st, p->left);
    collect_joins(st, p->right);
    for (int i = 0; i < list_len(p->children); i++)
        collect_joins(st, list_nth(p->children, i));
}

static double
setting(double v, double def)
{
    return v > 0 ? v : def;
}

static bool
query_apply(rw_ctx *ctx)
{
    rfs st;
    query *q = ctx->q;
    const qprop_options *o = ctx->opts;
    plan *root;
    int before = ctx->changes;

    memset(&st, 0, sizeof st);
    st.ctx = ctx;
    st.build_max = setting(o ? o->rf_build_max_rows : 0, DEFAULT_BUILD_MAX);
    st.probe_min = setting(o ? o->rf_probe_min_rows : 0, DEFAULT_PROBE_MIN);
    st.bcast_max = setting(o ? o->rf_broadcast_max_rows : 0,
                           DEFAULT_BROADCAST_MAX);
    st.policy = o && o->rf_key_policy == QPROP_RF_KEY_ANY ? QPROP_RF_KEY_ANY
                                                          : QPROP_RF_KEY_SKIP;
    st.wait_ms = o && o->rf_wait_ms > 0 ? o->rf_wait_ms : DEFAULT_WAIT_MS;
    st.tab.a = rw_work_arena(ctx); /* the table dies with this call */

    st.nrte = list_len(q->rtes);
    if (!(st.rte_pos = ARENA_NEWN(st.tab.a, int, st.nrte + 1))
        || !(st.rte_dup = ARENA_NEWN(st.tab.a, bool, st.nrte + 1)))
        return false;
    if (!number(&st, q->root))
        return false;
    for (int i = 0; i < list_len(q->ctes); i++)
        if (!number(&st, ((plan_cte *)list_nth(q->ctes, i))->plan))
            return false;
    collect_joins(&st, q->root);
    for (int i = 0; i < list_len(q->ctes); i++)
        collect_joins(&st, ((plan_cte *)list_nth(q->ctes, i))->plan);
    for (int i = 0; i < list_len(st.joins); i++)
        if (!candidates(&st, list_nth(st.joins, i)))
            return false;
    if (!lifecycle(&st))
        return false;
    for (int i = 0; i < list_len(st.places); i++) {
        place *p = list_nth(st.places, i);
        pslot *js, *ss;

        if (p->dropped)
            continue;
        st.annotated = true;
        if (!(js = ptab_get(&st.tab, p->join))
            || !list_push(ctx->a, &js->filters, p->f))
            return false;
        for (int k = 0; k < list_len(p->uses); k++)
            if (!(ss = ptab_get(&st.tab, p->scan))
                || !list_push(ctx->a, &ss->uses, list_nth(p->uses, k)))
                return false;
    }

    /* nothing to place and nothing placed before: rebuild() would return
       every node as it is */
    if (!st.annotated)
        return !ctx->a->failed;
    if (!(root = rebuild(&st, q->root)))
        return false;
    if (root != q->root) {
        q->root = root;
        ctx->changes++;
    }
    for (int i = 0; i < list_len(q->ctes); i++) {
        plan_cte *c = list_nth(q->ctes, i);
        plan *cp = rebuild(&st, c->plan);

        if (!cp)
            return false;
        if (cp != c->plan) {
            plan_cte *nc = ARENA_NEW(ctx->a, plan_cte);

            if (!nc)
                return false;
            *nc = *c;
            nc->plan = cp;
            q->ctes->items[i] = nc;
            ctx->changes++;
        }
    }
    if (ctx->changes != before && ctx->trace)
        for (int i = 0; i < list_len(st.places); i++) {
            place *p = list_nth(st.places, i);

            if (!p->dropped)
                note(&st, "RF%d: %s <- %s from %s (build %.0f rows, probe "
                     "%.0f rows%s%s)",
                     p->f->id, keys_text(ctx, p->f->probe_keys),
                     keys_text(ctx, p->f->build_keys),
                     p->join->join.type == JOIN_LEFT_SINGLE
                         ? "right_single join"
                         : node_name(ctx->a, p->join),
                     p->f->build_rows,
                     p->f->probe_rows,
                     p->f->kind == RF_NULL_AWARE ? ", null-aware" : "",
                     p->f->delivery == RF_GLOBAL ? ", merged from all nodes"
                                                 : "");
        }
    return !ctx->a->failed;
}

const rw_rule rule_runtime_filter = {
    .name = "runtime_filter",
    .doc = "mark joins whose build keys may filter a probe-side scan "
           "at run time",
    .default_on = true,
    .match = NULL, /* all the work is query_apply's */
    .apply = NULL,
    .query_apply = query_apply,
    .local = false,
};
