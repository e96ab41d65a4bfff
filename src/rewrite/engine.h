/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/engine.h — the rewrite driver and the rule interface
 *
 * A rule is one transformation of the logical plan, stated in its file's
 * header as PATTERN => RESULT with the cases where it is UNSAFE.  The
 * driver walks the plan top-down, offers each node to each enabled rule in
 * the order of rules.def, replaces the node by what apply() returns, and
 * repeats whole passes until a pass changes nothing (or a cap is reached).
 * Rules never mutate their input: they build new nodes in the statement's
 * arena and share unchanged subtrees, so the plan before rewriting stays
 * intact for EXPLAIN.
 */
#ifndef QPROP_ENGINE_H
#define QPROP_ENGINE_H

#include "base/strbuf.h"
#include "plan/plan.h"

typedef enum rw_result {
    RW_NOMATCH = 0,      /* the rule does not apply here */
    RW_MATCH = 1,        /* apply() may change the node */
    RW_CONTRADICTION = 2 /* the node can produce no rows: make it Empty */
} rw_result;

typedef struct rw_ctx rw_ctx;

/*
 * A trace of the rewrite: where its lines go, and the printers that put
 * expressions and origins into them.  src/rewrite includes no printer
 * (doc/architecture.md "Layers"), so whoever asks for a trace supplies them
 * (src/api/qprop.c: deparse_expr and print_origin).  Rules reach them
 * through rw_trace_expr() and rw_trace_origin(), only when tracing: an
 * untraced rewrite prints nothing.
 */
typedef struct rw_tracer {
    strbuf *out;                                  /* the lines */
    void (*put_expr)(strbuf *sb, const expr *e);  /* SQL text of 'e' */
    void (*put_origin)(strbuf *sb, const pred_origin *o); /* 'o' in words */
} rw_tracer;

/*
 * When a rule runs: rules.def's second argument.  With no RW_PHASE_SPLIT
 * rule enabled, every enabled rule runs in every pass.  With one enabled,
 * the rewrite is two fixpoints: the first without the RW_PHASE_SPLIT and
 * RW_PHASE_LATE rules, the second with all (a rule that splits the plan
 * runs on the plan the others leave, and the rules that place selectors
 * and runtime filters run on its pieces, not before it copies them).
 */
typedef enum rw_phase {
    RW_PHASE_ANY,        /* every pass */
    RW_PHASE_LATE,       /* after the others converged, when a split rule
                            is enabled */
    RW_PHASE_SPLIT       /* as LATE, and enabling it makes two fixpoints */
} rw_phase;

typedef struct rw_rule {
    const char *name;    /* registry name, also the file name */
    const char *doc;     /* one line for --list-rules */
    bool default_on;     /* enabled unless disabled */
    /* Whether 'p' is for the rule; NULL (then also 'apply') for a rule
       whose work is all query_apply's: the walk offers it no node. */
    rw_result (*match)(const plan *p, rw_ctx *ctx);
    /* A new node for 'p', or 'p' itself when nothing changed; NULL on OOM
       or error (ctx->err set). */
    plan *(*apply)(plan *p, rw_ctx *ctx);
    /* For rules about the whole query (CTEs): run once per pass before
       the walk, or NULL.  Returns false on OOM or error. */
    bool (*query_apply)(rw_ctx *ctx);
    /* True when what match() and apply() do with a node depends on the
       node (and what lies below it) and on whether it extends its
       parent's region (rw_extends_region) only, not on the parent
       itself, ctx->q or ctx->orig; and when they trace, count or change
       ctx only when they change the node.  The driver then offers the
       rule no node that it returned unchanged before in the same kind of
       place.  False (the default) for anything else. */
    bool local;
} rw_rule;

struct rw_ctx {
    arena *a;            /* the statement's arena */
    arena *scratch;      /* a rule's working data, or NULL (then use
                            'a'): the driver may free it whenever a
                            match(), apply() or query_apply() returns, so
                            nothing of the plan, no predicate, expression,
                            domain or text a rule returns, and nothing it
                            keeps for a later call, may be in it */
    qprop_error *err;
    query *q;            /* the query being rewritten */
    const query *orig;   /* the query as bound (its plan_cte objects are
                            the ones CteScans point to) */
    const rw_rule *rule; /* the rule being applied, for tracing */
    strbuf *trace;       /* NULL, or where rule applications are logged */
    size_t trace_start;  /* length of 'trace' when this rewrite began */
    const rw_tracer *tracer; /* the trace's printers (when 'trace') */
    const plan *parent;  /* the node above the one offered, or NULL */
    int slot;            /* which child it is: 0 left, 1 right, 2 other */
    int changes;         /* applications that changed something this pass */
    const list *repl_old;/* rw_replace_nodes(): nodes to replace ... */
    const list *repl_new;/* ... by these */
    int n_derived;       /* derived predicates placed (statistics) */
    void **state;        /* per rule, by its index in rw_rules: what the
                            rule keeps from one call to the next in this
                            rewrite (rw_state()), or NULL */
    struct rw_memo *memo;/* the driver's record of the nodes each local
                            rule returned unchanged, or NULL */
    size_t peak;         /* the most bytes that 'a', 'scratch' and the
                            memo held together so far (rw_rewrite_peak) */
    const qprop_options *opts; /* the context's options (runtime-filter
                                  guards), or NULL for the defaults */
};

/*
 * The state of the rule being applied (ctx->rule) in this rewrite: 'size'
 * zeroed bytes made in the statement's arena on the rule's first call, the
 * same block on every later call of any of its functions, in every pass
 * and phase.  It lives as long as the statement's arena, but means
 * something only during the rw_rewrite*() call that made it: each rewrite
 * starts with none.  Rule-private bookkeeping goes here, not on shared
 * structs (plan.h) nor in ctx->scratch, which the driver frees between
 * calls.  NULL on OOM (a->failed set).
 */
void *rw_state(rw_ctx *ctx, size_t size);

/* The rules in run order, NULL-terminated. */
extern const rw_rule *const rw_rules[];

/* The rule named 'name', or NULL. */
const rw_rule *rw_find_rule(const char *name);

/*
 * Rewrite 'in' into a new query '*out' (sharing unchanged parts), running
 * the rules whose enabled[] entry is true (indexed like rw_rules; NULL =
 * defaults).  'trace' may be NULL (no trace); else its 'out' and both
 * printers are set.  Returns QPROP_OK, or an error with '*out' NULL.
 */
qprop_status rw_rewrite(arena *a, const query *in, const bool *enabled,
                        const rw_tracer *trace, query **out,
                        qprop_error *err);

/* Like rw_rewrite(), with the context's options 'opts' (NULL: defaults),
   which the rules read through ctx->opts. */
qprop_status rw_rewrite_opts(arena *a, const query *in, const bool *enabled,
                             const qprop_options *opts,
                             const rw_tracer *trace, query **out,
                             qprop_error *err);

/*
 * Like rw_rewrite_opts(), and when 'peak' is not NULL, set '*peak' to the
 * most bytes that the statement's arena 'a' and the rewrite's scratch arena
 * held together (their 'reserved' bytes) at any time during the rewrite:
 * what the library held for the statement, for the benchmark.  The scratch
 * arena is gone on return.  Fails like rw_rewrite_opts(); '*peak' is set
 * on every path.
 */
qprop_status rw_rewrite_peak(arena *a, const query *in, const bool *enabled,
                             const qprop_options *opts,
                             const rw_tracer *trace, query **out,
                             size_t *peak, qprop_error *err);

/* The arena for working data that is dead once the rule's match(),
   apply() or query_apply() returns: ctx->scratch for queries with many
   rtes, else ctx->a (a small query's working data is small, and a new
   arena's first chunks cost more than they save).  Cannot fail. */
arena *rw_work_arena(rw_ctx *ctx);

/* Log one line "rule: message" to the trace, if tracing. */
void rw_trace(rw_ctx *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Like rw_trace(), unless the same line was logged already in this
   rewrite: for what a rule says of a node each time it is offered it
   (partition_prune: why partitions are kept), which later passes offer
   again when something above or below it changed. */
void rw_trace_once(rw_ctx *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The SQL text of 'e' / the words of origin 'o', for a trace line: made
   by the trace's printers in rw_work_arena(), so dead once the rule
   returns (rw_trace() copies what it logs).  "" when not tracing; cannot
   fail (OOM leaves the arena flag set). */
const char *rw_trace_expr(rw_ctx *ctx, const expr *e);
const char *rw_trace_origin(rw_ctx *ctx, const pred_origin *o);

/*
 * True when 'p', offered with ctx->parent and ctx->slot, is the top of a
 * region: a maximal subtree whose conjuncts all hold for the rows it
 * outputs (Filters that are not HAVING, inner and cross joins, the
 * preserved input of left/semi/anti/single joins, and the leaves below).
 */
bool rw_is_region_root(const plan *p, const rw_ctx *ctx);

/* True when child 'slot' (0 left, 1 right) of 'parent' belongs to the
   region of 'parent' (rows of the child all reach the parent's output). */
bool rw_extends_region(const plan *parent, int slot);

/* An Empty node standing for 'p' (same output rtes), with 'reason'; its
   reads are the tables 'p' reads anywhere under it (its sublinks too).
   NULL on OOM. */
plan *rw_make_empty(rw_ctx *ctx, const plan *p, const char *reason);

/* Replace, everywhere in ctx->q (root, CTEs, subplans of sublinks), each
   node old[i] by new[i] (lists of plan *, same length).  False on OOM. */
bool rw_replace_nodes(rw_ctx *ctx, const list *old, const list *new_);

/* The rtes whose columns 'p' outputs (its leaves' rtes up to a
   SubqueryScan, which contributes its own), appended to '*out'. */
bool rw_output_rtes(rw_ctx *ctx, const plan *p, list **out);

#endif
