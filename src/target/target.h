/* SPDX-License-Identifier: MIT */
/*
 * src/target/target.h — what a consumer of the rewritten plan is given
 *
 * The stage between rewrite and print.  The rewrite leaves a plan that
 * says everything it derived; what a consumer should be given of it is a
 * choice of its own, made here for PostgreSQL (the SQL of --format=sql)
 * and recorded as structure with its reason, so that the printers only
 * print it and a host program (include/qprop.h, qprop_stmt_bound())
 * reads it without parsing text:
 *
 *   - which derived predicates the SQL leaves out: those PostgreSQL
 *     derives itself or that copy a condition printed anyway
 *     (tg_pred_pg_derives), cte_pushdown's ORs that cannot save work,
 *     and comparisons with a subquery's value where they prune nothing
 *     (target.c); and how it prints those of them that prune
 *     (tg_restated);
 *   - which Partition Selectors and runtime filters on a partitioned
 *     scan's leading key become execution-time bounds, from which build
 *     side, in which form (bounds.c);
 *   - conjuncts PostgreSQL needs to prune as qprop did: a LIST key's
 *     values, an UPDATE or DELETE target's own filters (tg_given);
 *   - whether a pruned partitioned table is read as itself (the default:
 *     PostgreSQL prunes it with the printed predicates and bounds, and the
 *     SQL stays right when partitions are added) or as its kept leaves by
 *     name (TG_LEAVES, --sql-partitions=leaves);
 *   - in the first case, an Empty node that is empty only because no
 *     partition that exists now can hold its rows (plan.h
 *     empty.by_partitions) is read as the node it replaced: the table
 *     with its filters, which PostgreSQL prunes to nothing today and
 *     reads the rows of once a partition holds them ('restored').
 *
 * The SQL printer keeps only what depends on where it prints: no bound
 * inside a bound's own subquery or inside an EXISTS, IN, ANY or ALL test
 * (put_test_subquery in deparse.c says why), none on a column it prints
 * through an Append's name, and a derived conjunct whose text its sink
 * holds already is printed once.
 *
 * Everything is allocated in the arena given to tg_decide(), the
 * statement's; nothing here is global.
 */
#ifndef QPROP_TARGET_H
#define QPROP_TARGET_H

#include "base/arena.h"
#include "base/hmap.h"
#include "plan/plan.h"

/* tg_decide() 'flags': what the consumer asked for */
enum {
    TG_ALL_DERIVED = 1, /* give every derived predicate, also those
                           PostgreSQL derives itself */
    TG_NO_BOUNDS = 2,   /* no execution-time bounds */
    TG_LEAVES = 4,      /* a pruned partitioned table is read as its kept
                           leaves by name, not as itself with the
                           predicates PostgreSQL prunes by (right only
                           until the partitions change) */
    TG_KEY_SETS = 8     /* the bounds prune by the build side's key set
                           (qprop_options.bound_key_sets): a filter on a
                           position in a cycle is narrow on a scan of
                           many partitions, and a HASH-partitioned scan
                           gets a bound (key_set_only; bounds.c) */
};

/* Why a derived predicate is left out of the SQL. */
typedef enum tg_omit_reason {
    TG_KEEP = 0,
    TG_OMIT_PG_DERIVES,  /* PostgreSQL derives it, or it copies a
                            condition printed anyway */
    TG_OMIT_CTE_OR_IDLE, /* cte_pushdown's OR of a WITH item's uses that
                            cannot save work and skews estimates */
    TG_OMIT_NO_PRUNE,    /* a derived comparison with a subquery's value
                            on a scan that PostgreSQL cannot prune by it
                            (target.c decide_runtime_range) */
    TG_OMIT_CTE_SEMI,    /* cte_pushdown's semi join filter of a WITH
                            item's uses (target.c cte_semi): printed only
                            in a bound's subquery */
    TG_OMIT_SUBQ_PUSHED  /* a filter of a derived table that
                            subquery_pushdown put inside it
                            (PRED_SUBQ_PUSHED): every row of it holds */
} tg_omit_reason;

typedef struct tg_omit {
    const pred *pr;
    tg_omit_reason why;
} tg_omit;

/* How the two ends of a bound are printed. */
typedef enum tg_bound_form {
    TG_BOUND_WITH_ITEM = 0, /* "(SELECT qp_lo FROM qp_bound_N)": one
                               MATERIALIZED WITH item per build side */
    TG_BOUND_SUBQUERIES     /* two subqueries, min and max, in place */
} tg_bound_form;

/*
 * One execution-time bound: partitioned scan 'scan' (its partitioned
 * table, not its kept leaves, is what the SQL reads) restricted on its
 * leading key column 'key' to [min, max] of build key 'build_key', read
 * from build scan 'build' with its own filters and the semi joins
 * 'semis' tested as EXISTS (bounds.c says why this is exact).
 */
typedef struct tg_bound {
    const plan *scan;
    expr *key;              /* the scan's leading partition-key column */
    const expr *build_key;  /* a column of 'build's rte */
    const plan *build;      /* the build side's Scan */
    list *semis;            /* of const plan *: semi joins (EXISTS) */
    int selector;           /* the Partition Selector it comes from, or 0 */
    int filter;             /* the runtime filter it comes from, or 0;
                               both 0: the scan's filter "key IN (SELECT
                               build_key ...)" (bounds.c in_filter_key) */
    double build_rows;      /* rows 'build' and its subqueries read, -1
                               when not known */
    double fact_rows;       /* rows of the statement's partitioned scans
                               (their kept leaves), -1 when not known */
    bool lo_plain;          /* the lower end is printed "k >= v", not
                               "k >= ALL (ARRAY[v])" (bounds.c,
                               decide_plain_ends) */
    bool key_set_only;      /* a HASH-partitioned scan (TG_KEY_SETS
                               only): its range prunes nothing, so the
                               SQL prints no quals for it; a host that
                               prunes by key sets gives it (bounds.c) */
} tg_bound;

/* Why a conjunct is given to PostgreSQL beside the plan's own. */
typedef enum tg_given_why {
    TG_GIVEN_LIST_VALUES = 1, /* "k IN (v, ...)" to a scan of a
                                 LIST-partitioned table whose filters leave
                                 key column k a few discrete values as a
                                 range (k BETWEEN 4 AND 6 of an integer):
                                 PostgreSQL prunes LIST partitions, its
                                 DEFAULT one among them, by the values, not
                                 by the range */
    TG_GIVEN_DML_TARGET       /* to an UPDATE or DELETE of a partitioned
                                 table, joined back to its rows by
                                 (tableoid, ctid), which PostgreSQL cannot
                                 prune by: each filter of the target's scan
                                 that reads its columns only, calls nothing
                                 volatile and holds no subquery; it holds
                                 for every row the statement changes (a
                                 filter of that very row, read from the same
                                 snapshot), and PostgreSQL prunes the target
                                 by it as the statement as written did */
} tg_given_why;

/* One conjunct given: 'at' is the Scan (LIST values) or the Modify node
   (its target), 'e' the conjunct. */
typedef struct tg_given {
    const plan *at;
    const expr *e;
    tg_given_why why;
} tg_given;

/* A bound considered and not given, for the trace. */
typedef struct tg_refusal {
    const plan *scan;
    const expr *build_key;  /* NULL: the scan itself cannot have one */
    const char *why;
} tg_refusal;

typedef struct tg_decisions {
    unsigned flags;          /* TG_* */
    const query *q;          /* the statement the SQL prints: the
                                rewritten one, or, when 'restored' is
                                not NULL, a copy of it in which each of
                                those Empty nodes is the node it replaced
                                (every other decision is of this one) */
    list *restored;          /* of const plan *: the Empty nodes of the
                                rewritten plan that are empty only for
                                the partitions there are now
                                (empty.by_partitions), read by the SQL as
                                what they replaced unless TG_LEAVES */
    tg_bound_form form;      /* of every bound of the statement */
    const char *form_why;    /* why TG_BOUND_SUBQUERIES, else NULL */
    list *omitted;           /* of tg_omit *, in plan order */
    list *bounds;            /* of tg_bound *, in plan order */
    list *refused;           /* of tg_refusal * */
    list *given;             /* of tg_given *: conjuncts given beside
                                the plan's own */
    list *restated;          /* pairs (const pred *, expr *): a derived
                                predicate and the expression the SQL
                                prints for it (tg_restated) */
    /* internal */
    arena *a;
    hmap omit_map;           /* pred address -> tg_omit * */
    list *scans;             /* of const plan *: every Scan, DynamicScan
                                and Partition Selector */
    list *semis;             /* of const plan *: every semi join */
    list *top_semis;         /* of const pred *: cte_pushdown's semi join
                                filters on nodes outside every subquery
                                expression (target.c cte_semi) */
    list *modify_targets;    /* of const rte *: UPDATE/DELETE targets */
    bool cycles_narrow;      /* while deciding one bound: a position in a
                                cycle is narrow (TG_KEY_SETS, bounds.c) */
} tg_decisions;

/* Decide what PostgreSQL is given of query 'q' (see above).  Returns the
   decisions, in 'a', or NULL on OOM. */
tg_decisions *tg_decide(arena *a, const query *q, unsigned flags);

/* Why 'pr' is left out, TG_KEEP when it is printed.  'pr' with 't' NULL
   is a predicate printed without its statement (a subquery of an
   expression EXPLAIN, JSON or a picture prints: deparse_expr): what the
   predicate alone says, tg_pred_pg_derives() or an OR of a WITH item's
   uses that reads an aggregate. */
tg_omit_reason tg_omits(const tg_decisions *t, const pred *pr);

/* The expression the SQL prints for derived predicate 'pr' instead of
   its own, or NULL: a comparison with a subquery's value on a
   partitioned scan's key, "x >= ALL (ARRAY[v])" for "x >= v"
   (target.c decide_runtime_range says why).  Cannot fail. */
const expr *tg_restated(const tg_decisions *t, const pred *pr);

/* The words for a reason ("PostgreSQL derives it ..."). */
const char *tg_omit_text(tg_omit_reason why);

/* The words for a form. */
const char *tg_form_text(tg_bound_form form);

/* The bounds of Scan 'scan', in order, into 'out' (of const tg_bound *;
   'out' NULL when there is none).  False on OOM. */
bool tg_scan_bounds(arena *a, const tg_decisions *t, const plan *scan,
                    list **out);

/* The conjuncts given at plan node 'at' for reason 'why' (tg_given), in
   order, into 'out' (of const expr *; NULL when there is none).  False
   on OOM. */
bool tg_given_at(arena *a, const tg_decisions *t, const plan *at,
                 tg_given_why why, list **out);

/* True when derived predicate 'pr' is one that the SQL qprop prints need
   not carry: PostgreSQL derives it itself from what the SQL says, or it
   is a copy of a condition that the SQL prints anyway. */
bool tg_pred_pg_derives(const pred *pr);

#endif
