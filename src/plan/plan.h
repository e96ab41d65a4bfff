/* SPDX-License-Identifier: MIT */
/*
 * src/plan/plan.h — logical plans and bound scalar expressions
 *
 * A query is bound (src/bind/build.c) into a tree of plan nodes whose
 * expressions refer to columns of range-table entries (rte): one rte per
 * table, view, derived table, CTE reference or VALUES list in FROM, plus
 * synthetic ones for subqueries turned into joins.  A column is (rte, index),
 * printed "alias.column".  Expressions keep aggregate and window calls
 * inline (as PostgreSQL's Query does), so a HAVING or select-list expression
 * reads as written; the Aggregate and Window nodes list the calls they
 * compute.
 *
 * A SELECT block becomes, from the top (each node only when needed):
 *
 *   Limit -> Sort -> Project -> Window -> Filter(HAVING) -> Aggregate
 *         -> Join[left_single]... -> Filter(WHERE) -> join tree
 *
 * where the join tree holds Join, Scan, SubqueryScan, CteScan, Values,
 * FunctionScan and Empty nodes.  Semi and anti joins built from WHERE subqueries sit on top
 * of the FROM tree, below Filter(WHERE); SINGLE joins built from scalar
 * subqueries of the select list sit above Filter(WHERE), so the subquery
 * runs for exactly the rows the original runs it for.  Their right input
 * is the subquery's own join tree and their condition holds its
 * correlated conjuncts.
 *
 * INSERT, UPDATE and DELETE become a Modify node over the query that finds
 * their rows: INSERT INTO t (c...) q over q's plan; UPDATE t SET c = v ...
 * FROM f WHERE w over the block "SELECT v ... FROM t, f WHERE w" (so a
 * correlated scalar subquery in v becomes a SINGLE join, as in a select
 * list); DELETE FROM t USING u WHERE w over "SELECT FROM t, u WHERE w".
 *
 * NB: plans are immutable once built: rewrite rules build new nodes
 * (plan_copy() is shallow and cheap) and share unchanged subtrees.
 * NB: every node and expression has 'loc', the byte offset in the
 * statement's text of the syntax it came from (-1 for derived ones).
 */
#ifndef QPROP_PLAN_H
#define QPROP_PLAN_H

#include "base/list.h"
#include "catalog/catalog.h"
#include "types/types.h"

typedef struct plan plan;
typedef struct expr expr;

/* ---- range-table entries ---- */

typedef enum rte_kind {
    RTE_TABLE,    /* base table (partitioned or not) */
    RTE_SUBQUERY, /* derived table, view, or a subquery turned into a join */
    RTE_CTE,      /* reference to a WITH item */
    RTE_VALUES,   /* VALUES list in FROM */
    RTE_FUNCTION, /* function(s) in FROM */
    RTE_SINGLE    /* the value column of a SINGLE join */
} rte_kind;

/* TABLESAMPLE method (args) [REPEATABLE (seed)] of a table's rte. */
typedef struct rte_sample {
    const char *method;     /* "bernoulli" or "system" */
    list *args;             /* of expr *: the percentage */
    expr *repeatable;       /* the seed, or NULL */
} rte_sample;

typedef struct rte {
    int id;                 /* 1.., unique within the statement */
    rte_kind kind;
    const char *alias;      /* name the query uses (table name if none);
                               unique within the statement after binding */
    const char *written_alias; /* alias as written, or NULL */
    cat_table *table;       /* RTE_TABLE */
    int ncols;
    const char **colnames;  /* output column names */
    qp_type *coltypes;      /* output column types */
    bool *colnotnull;       /* column known NOT NULL (table columns) */
    int nsys;               /* RTE_TABLE: the system columns (tableoid,
                               ctid, ...) the query reads, in the arrays
                               above after the ncols columns: not output
                               columns, and opaque to the rules
                               (expr_is_syscol) */
    bool lateral;
    bool only;              /* ONLY t: t's own rows, not those of its
                               partitions or of tables inheriting from it */
    int block;              /* id of the query block whose FROM binds it */
    int loc;
    rte_sample *sample;     /* RTE_TABLE read with TABLESAMPLE, or NULL */
    /* RTE_TABLE: the catalog and the session's search_path when it was
       bound: SQL names the table (or a partition of it) with its schema
       where this path would not find it by its name alone */
    const struct catalog *cat;
    const struct cat_searchpath *path;
    bool table_visible;     /* 'path' finds 'table' by its name alone (the
                               binder found it so); false: not known */
    const cat_table *view;  /* RTE_SUBQUERY: the view it expands, whose
                               row type a whole-row reference has */
    const struct range_func *func_row; /* RTE_FUNCTION of one function,
                               without ORDINALITY, of a scalar or
                               composite result: that function, whose
                               result a whole-row reference is (as
                               PostgreSQL's: column 1 for a scalar); NULL:
                               a record of the columns */
    bool decorrelated;      /* RTE_SUBQUERY: the groups of a correlated
                               subquery (subquery_decorrelate) */
    const bool *selected;   /* RTE_TABLE: per column (ncols + nsys), the
                               bound query names it (a column reference
                               or a whole row, anywhere in the statement,
                               as PostgreSQL's selectedCols: the columns
                               whose SELECT privilege it checks); set once
                               binding is done (bind_mark_selected()), NULL
                               when not known (plans built through the
                               API) */
} rte;

/* ---- expressions ---- */

typedef enum expr_kind {
    E_COL,      /* .col: column of an rte */
    E_OUTREF,   /* .outref: n-th output column of the child (ORDER BY 2,
                   sort over a set operation) */
    E_CONST,    /* .cnst */
    E_PARAM,    /* .param: $n */
    E_OP,       /* .op: binary or unary operator */
    E_BOOL,     /* .b: AND/OR/NOT */
    E_NULLTEST, /* .test: IS [NOT] NULL */
    E_BOOLTEST, /* .test: IS [NOT] TRUE/FALSE/UNKNOWN */
    E_DISTINCT, /* .op with name "IS DISTINCT FROM" / "IS NOT DISTINCT FROM" */
    E_IN,       /* .in: x [NOT] IN (list) */
    E_LIKE,     /* .like */
    E_CASE,     /* .casex */
    E_CAST,     /* .cast */
    E_FUNC,     /* .func: plain function call (also COALESCE, NULLIF,
                   GREATEST, LEAST, EXTRACT, SUBSTRING) */
    E_AGG,      /* .func: aggregate call (computed by an Aggregate) */
    E_WINFUNC,  /* .func + .func.win: window call (computed by a Window) */
    E_GROUPING, /* .func: GROUPING(args) */
    E_SUBLINK,  /* .sub: subquery kept as a subplan */
    E_ROW,      /* .row: ROW(a, b) */
    E_ARRAY,    /* .row: ARRAY[a, b] (items may be E_ARRAYs: the
                   sub-arrays of a multidimensional array) */
    E_ANY,      /* .op: l op ANY (r), r an array (op a comparison) */
    E_ALL,      /* .op: l op ALL (r) */
    E_SUBSCRIPT,/* .subscr: arr[i], arr[lo:hi] */
    E_FIELD,    /* .field: (composite).name, printed so; an opaque value
                   of the field's type (no domain reasoning) */
    E_WHOLEROW  /* .row: the whole row of .row.rte as a composite value
                   (t.* or t used as a value), NULL for a NULL-extended
                   row; .row.items are its columns (E_COL, in order), so
                   that it reads all of them.  It is never mapped onto
                   other expressions: expr_is_volatile() holds for it,
                   so no rule moves it (a derived table's whole row is
                   not the ROW() of the columns it maps to: its field
                   names, and NULL when NULL-extended, would change) */
} expr_kind;

/* op_kind, the operator of an E_OP, is declared in types/types.h with the
   type rules of the operators (functions.c). */

typedef enum bool_kind { B_AND, B_OR, B_NOT } bool_kind;

typedef enum sublink_kind {
    SL_EXISTS, SL_ANY, SL_ALL, SL_EXPR, SL_ARRAY
} sublink_kind;

/* A window specification, resolved (named windows expanded). */
typedef struct window_spec {
    list *partition;        /* of expr * */
    list *order;            /* of sort_key * */
    int frame;              /* FRAME_* bits from ast.h */
    expr *start_offset, *end_offset;
} window_spec;

/* A sort key (ORDER BY item, window ORDER BY, aggregate ORDER BY). */
typedef struct sort_key {
    expr *e;
    bool desc;
    int nulls;              /* 0 default, 1 NULLS FIRST, 2 NULLS LAST */
} sort_key;

struct expr {
    expr_kind kind;
    qp_type type;           /* result type */
    int loc;                /* byte offset in the statement text, or -1 */
    union {
        struct { rte *rte; int col; } col;
        struct { int index; } outref;
        struct {
            datum value;
            const char *text; /* literal as PostgreSQL should read it back,
                                 or NULL to print 'value' */
        } cnst;
        struct { int number; } param;
        struct {
            op_kind op;
            const char *name; /* operator text ("=", "~~", "@>") */
            expr *l, *r;      /* l NULL for a prefix operator */
            bool nonstrict;   /* OP_OTHER that may return non-NULL for a
                                 NULL operand (its function is not strict,
                                 or not known) */
        } op;
        struct {
            bool_kind op;
            list *args;       /* of expr *; NOT has one */
        } b;
        struct {
            expr *arg;
            bool is_not;      /* E_NULLTEST: IS NOT NULL */
            int bt;           /* E_BOOLTEST: ast_booltest_kind */
        } test;
        struct {
            expr *arg;
            list *items;      /* of expr * */
            bool is_not;
        } in;
        struct {
            expr *arg, *pattern, *escape;
            int kind;         /* ast_like_kind */
            bool is_not;
        } like;
        struct {
            expr *arg;        /* or NULL */
            list *whens;      /* of expr *: pairs when, then */
            expr *else_;      /* or NULL */
        } casex;
        struct {
            expr *arg;
            bool explicit_;   /* written by the user (else implicit) */
        } cast;
        struct {
            const char *name; /* lower case, e.g. "sum", "coalesce",
                                 "extract", "substring" */
            list *args;       /* of expr * */
            bool star;        /* count(*) */
            bool distinct;    /* agg(DISTINCT ...) */
            bool within_group;/* agg_order is WITHIN GROUP (ORDER BY) */
            uint16_t cat_flags; /* a call resolved in PostgreSQL's
                                 catalog: its PGCAT_* flags (strictness,
                                 volatility; types/pgcat.h); 0 when
                                 func_lookup() describes it */
            list *agg_order;  /* of sort_key * */
            list *argnames;   /* named notation: of const char *, NULL for
                                 a positional argument; NULL when none is
                                 named (args are then in the call's order,
                                 not the parameters') */
            expr *filter;     /* FILTER (WHERE ...) or NULL */
            window_spec *win; /* E_WINFUNC */
            const char *field;/* EXTRACT field ("year") or NULL */
            const char *schema; /* the schema the call names (a function
                                 of the input's own), or NULL */
            bool variadic;    /* f(x, VARIADIC arr): the last argument is
                                 passed whole as the VARIADIC array */
        } func;
        struct {
            sublink_kind kind;
            expr *test;       /* ANY/ALL left side, or NULL */
            const char *opname; /* ANY/ALL operator ("=" for IN) */
            bool is_not;      /* NOT IN */
            plan *sub;        /* the subquery's plan */
            int ncols;        /* columns the subquery returns */
        } sub;
        struct {
            list *items;
            rte *rte;         /* E_WHOLEROW: whose row; NULL otherwise */
        } row;
        struct {
            expr *arg;        /* the array */
            list *idx;        /* of expr *: the bounds written, in order */
            unsigned shape;   /* SUBSCR_* bits per subscript (ast.h) */
            int n;            /* subscripts */
        } subscr;
        struct {
            expr *arg;        /* the composite value */
            const char *name; /* the field */
        } field;
    };
};

/* ---- plan nodes ---- */

#define PLAN_KINDS(X)                                                    \
    X(PLAN_SCAN, "Scan")                                                 \
    X(PLAN_SUBQUERY_SCAN, "SubqueryScan")                                \
    X(PLAN_CTE_SCAN, "CteScan")                                          \
    X(PLAN_VALUES, "Values")                                             \
    X(PLAN_FILTER, "Filter")                                             \
    X(PLAN_PROJECT, "Project")                                           \
    X(PLAN_JOIN, "Join")                                                 \
    X(PLAN_AGGREGATE, "Aggregate")                                       \
    X(PLAN_WINDOW, "Window")                                             \
    X(PLAN_SORT, "Sort")                                                 \
    X(PLAN_LIMIT, "Limit")                                               \
    X(PLAN_SETOP, "SetOp")                                               \
    X(PLAN_EMPTY, "Empty")                                               \
    X(PLAN_APPEND, "Append")                                             \
    X(PLAN_DYNAMIC_SCAN, "DynamicScan")                                  \
    X(PLAN_PARTITION_SELECTOR, "PartitionSelector")                      \
    X(PLAN_MODIFY, "Modify")                                             \
    X(PLAN_FUNCTION_SCAN, "FunctionScan")

typedef enum plan_kind {
#define X(k, s) k,
    PLAN_KINDS(X)
#undef X
} plan_kind;

typedef enum join_type {
    JOIN_INNER, JOIN_LEFT, JOIN_RIGHT, JOIN_FULL, JOIN_SEMI, JOIN_ANTI,
    JOIN_ANTI_NULL_AWARE, JOIN_LEFT_SINGLE, JOIN_RIGHT_SINGLE, JOIN_CROSS
} join_type;

/* An equivalence class as an origin names it: its members' columns in
   class order, the first 'n_cols' of 'n'. */
typedef struct origin_class {
    int n;                   /* members in the class */
    int n_cols;              /* members named in 'cols' (n_cols <= n) */
    const expr *const *cols; /* the first n_cols members' columns */
} origin_class;

typedef enum origin_kind {
    ORIGIN_PREDS = 0,        /* from predicates: src, via, cls */
    ORIGIN_BOUND,            /* partitionwise_join: the bound of leaf
                                partition 'name' */
    ORIGIN_CTE_USES          /* cte_pushdown: the OR of the filters of
                                the 'n_uses' uses of CTE 'name' */
} origin_kind;

/*
 * Where a derived predicate came from, kept as structure and turned into
 * words only when printed (print_origin() in src/print: src/rewrite
 * includes no printer, doc/architecture.md "Layers").  ORIGIN_PREDS reads
 * "S1 AND ... AND Sn[ AND ...][ via J][ via {c1, c2, ...}]" (each " via "
 * only after something), ORIGIN_BOUND "partition-wise join: bound of P",
 * ORIGIN_CTE_USES "the N uses of C".
 * NB: all it points to lives in the statement's arena, never in the
 * rewrite's scratch arena; origins are shared, never changed once made.
 */
typedef struct pred_origin {
    origin_kind kind;
    const struct pred *const *src; /* the predicates it follows from ... */
    int n_src;               /* ... this many */
    bool src_more;           /* and more than 'src' names (" AND ...") */
    const struct pred *via;  /* the join condition it crossed, or NULL */
    const origin_class *cls; /* the class it came through, or NULL */
    const char *name;        /* ORIGIN_BOUND: the leaf partition;
                                ORIGIN_CTE_USES: the CTE */
    int n_uses;              /* ORIGIN_CTE_USES: how many uses */
    bool semi;               /* ORIGIN_CTE_USES: the semi join filters
                                of its uses' joins (each "k IN (SELECT
                                ...)"), not their filters */
} pred_origin;

/* A predicate placed on a node, with its provenance. */
typedef struct pred {
    expr *e;                /* the boolean expression */
    bool derived;           /* added by a rule, not written by the user */
    const pred_origin *origin; /* for derived: how, else NULL */
    unsigned flags;         /* PRED_* bits: what a rule has done with
                               this predicate (see below) */
    unsigned char props;    /* PRED_PROP_* bits: memos of facts about
                               'e', which never changes (0: none known) */
    uint64_t hash;          /* pred_hash()'s memo (PRED_PROP_HASH) */
} pred;

/* pred.props */
enum {
    PRED_PROP_VOL_KNOWN = 1,   /* PRED_PROP_VOLATILE is known */
    PRED_PROP_VOLATILE = 2,    /* expr_is_volatile(e) */
    PRED_PROP_SUB_KNOWN = 4,   /* PRED_PROP_SUBLINK is known */
    PRED_PROP_SUBLINK = 8,     /* expr_has_sublink(e) */
    PRED_PROP_HASH = 16,       /* 'hash' is expr_hash(e) */
    PRED_PROP_NORMAL = 32      /* normalize: norm(e) is e, and e is neither
                                  an AND nor a constant */
};

/*
 * pred.flags: rule-private marks that travel with the predicate.
 *
 * Unlike eq_broadcast's memo of atom domains (which is a function of the
 * expression and lives in the rule's rw_state()), these say what a rule
 * has already done with one predicate where it stands, and the fixpoint
 * depends on them: or_factor factors an OR once; subquery_pushdown and
 * cte_pushdown leave on the SubqueryScan or CteScan a marked copy of each
 * pushed conjunct that eq_broadcast would put there again (pd_rederived:
 * derived ones, IS NOT NULL), and a marked one is not pushed again —
 * without the mark it is pushed once per pass for ever (TPC-DS q34, q02).
 *
 * They are on the predicate, not in a side table keyed by its address,
 * because predicates are remade (pred_make) whenever a rule or the driver
 * replaces one, and every remake of a marked predicate must keep every
 * mark, not only its own rule's:
 *   - or_factor (the "done" copy), subquery_pushdown (left_on_scan) and
 *     cte_pushdown (mark_use) remake the predicate to set their bit and
 *     copy the others (x->flags | bit).  With one table per rule, each
 *     remake would be a new address unknown to the other rules: an OR
 *     left on a SubqueryScan would be factored again after
 *     subquery_pushdown marked it, and pushed again after or_factor marked
 *     it, alternately, every pass.
 *   - the driver (engine.c rewrite_preds) remakes a predicate whose
 *     sublinks changed and copies 'flags'; it knows no rule's state.
 * Copies that share the pred (plan_copy, list copies, eq_broadcast
 * keeping a conjunct it finds again) keep the marks by sharing.  Remakes
 * that change the expression by rule logic start with none, and must:
 * normalize's canonical form and push_block's mapped copy inside a block
 * are new predicates (a changed OR is factored again; a conjunct inside
 * the block has not been pushed anywhere), and so is whatever eq_broadcast
 * or join_key_propagate derives.
 */
enum {
    PRED_OR_FACTORED = 1,   /* or_factor has derived what it can from it */
    PRED_CTE_PUSHED = 2,    /* cte_pushdown has put it into its CTE */
    PRED_SUBQ_PUSHED = 4    /* subquery_pushdown has put it into its
                               derived table */
};

/*
 * Runtime filters (src/rewrite/rules/runtime_filter.c, doc/runtime-
 * filters.md).  A join that discards the probe rows without a match (the
 * producer) sends the values of its build input's keys to a scan in its
 * probe input (the consumer), which may then skip rows and blocks whose key
 * is not among them.  They are physical hints: the rows of the query never
 * depend on them, and --format=sql does not print them.
 *
 * NB: the producer is never inside its consumer's input, and the filters
 * of a statement form no cycle (runtime_filter checks both before it
 * places a filter); every filter has a wait budget and falls back to
 * passing every row, so no consumer can wait forever.
 */
typedef enum rf_kind {
    RF_EXACT,       /* k IN build */
    RF_NULL_AWARE   /* k IN build OR k IS NULL (NOT IN's subquery side) */
} rf_kind;

typedef enum rf_delivery {
    RF_LOCAL,       /* the build input is complete on each node (broadcast):
                       each node's filter is the whole filter */
    RF_GLOBAL       /* the build input is spread over the nodes (shuffled on
                       the key): the filter is the union of every node's
                       part and must be merged before any consumer uses it */
} rf_delivery;

typedef struct rt_filter {
    int id;                 /* printed RF<id>; unique in the statement */
    int build_side;         /* the join's build input: 0 left, 1 right */
    list *build_keys;       /* of expr *, over the build input's columns */
    list *probe_keys;       /* of expr *, E_COL of 'target' (the consumer
                               scan's columns), one per build key */
    rte *target;            /* the consumer scan's rte */
    rf_kind kind;
    rf_delivery delivery;
    double build_rows;      /* estimates the guards used */
    double probe_rows;
    int wait_ms;            /* how long a consumer waits for the filter */
    bool pass_all;          /* on timeout the consumer reads every row
                               (always true) */
} rt_filter;

/* A consumer scan's use of runtime filter 'f': column 'col' of its rte. */
typedef struct rf_use {
    int id;                 /* f->id */
    int col;                /* column index in the scan's rte */
    const rt_filter *f;     /* the producer's filter */
} rf_use;

/* One function of a FunctionScan: its call and the columns it gives. */
typedef struct range_func {
    expr *call;             /* E_FUNC, as written */
    int ncols;              /* the FunctionScan's columns it gives */
    bool composite;         /* they are the columns of its composite
                               result type, call->type */
    const char **coldef_names; /* a column definition list "AS (a int,
                               ...)" (ncols entries), or NULL */
    qp_type *coldef_types;
} range_func;

/*
 * A locking clause of a query block (FOR UPDATE, FOR NO KEY UPDATE, FOR
 * SHARE, FOR KEY SHARE), on the block's Project: PostgreSQL locks the rows
 * of 'rtes' that the block returns.  The binder resolves a clause without
 * OF to the tables of the block's FROM list, so it prints as OF those.
 */
typedef struct plan_lock {
    int strength;           /* ast_lock_strength */
    int wait;               /* ast_lock_wait */
    list *rtes;             /* of rte *: tables of the block's FROM list */
    int loc;
} plan_lock;

/* A select-list item of a Project. */
typedef struct target {
    expr *e;
    const char *name;       /* output column name */
} target;

struct plan {
    plan_kind kind;
    int loc;
    plan *left, *right;     /* single child in 'left'; join inputs */
    list *children;         /* SETOP (2) and APPEND (n): of plan * */
    union {
        struct {            /* PLAN_SCAN, PLAN_DYNAMIC_SCAN */
            rte *rte;
            list *filters;  /* of pred * */
            list *parts;    /* partitioned table: kept leaves (of
                               cat_table *); NULL otherwise */
            int nparts_total; /* number of leaves before pruning */
            int selector;   /* DynamicScan: selector id, else 0 */
            list *runtime_filters; /* of rf_use *: filters it consumes */
        } scan;
        struct {            /* PLAN_SUBQUERY_SCAN: child in 'left' */
            rte *rte;
            list *filters;  /* of pred *, over rte's columns */
        } subq;
        struct {            /* PLAN_CTE_SCAN */
            rte *rte;
            struct plan_cte *cte;
            list *filters;
            bool self;      /* the recursive reference inside its own
                               item's recursive term (PostgreSQL's
                               WorkTable Scan): the rows of the last
                               iteration */
        } ctescan;
        struct {            /* PLAN_FUNCTION_SCAN: a plan leaf, and a
                               barrier: rules push nothing into its
                               calls (they may filter its output) */
            rte *rte;       /* its columns: each function's in turn, then
                               "ordinality" */
            list *funcs;    /* of range_func *, in order */
            bool ordinality;/* WITH ORDINALITY */
            bool rows_from; /* written ROWS FROM (...) */
            list *filters;  /* of pred *, over rte's columns: its output
                               filtered, nothing moved into the calls */
        } funcscan;
        struct {            /* PLAN_VALUES */
            rte *rte;       /* NULL for a top-level VALUES query */
            list *rows;     /* of list * of expr * */
        } values;
        struct {            /* PLAN_FILTER */
            list *filters;  /* of pred * */
            bool having;    /* came from HAVING */
        } filter;
        struct {            /* PLAN_PROJECT */
            list *targets;  /* of target * */
            bool distinct;
            list *distinct_on; /* of expr * */
            list *locks;    /* of plan_lock *: FOR UPDATE ... */
        } project;
        struct {            /* PLAN_JOIN */
            join_type type;
            list *cond;     /* of pred *; empty = ON TRUE */
            rte *single;    /* SINGLE joins: the rte of the value */
            expr *single_value; /* SINGLE joins: the subquery's value */
            bool natural;   /* for printing only */
            list *using_cols; /* of const char *, for printing only */
            list *runtime_filters; /* of rt_filter *: filters it produces */
        } join;
        struct {            /* PLAN_AGGREGATE */
            list *group;    /* of expr * */
            list *sets;     /* grouping sets: NULL for plain GROUP BY, else
                               list of list of int-in-pointer (indexes
                               into 'group', use (intptr_t)) */
            list *aggs;     /* of expr * (E_AGG), computed here */
            ast *group_ast; /* GROUP BY as written, for printing SQL */
        } agg;
        struct {            /* PLAN_WINDOW */
            list *funcs;    /* of expr * (E_WINFUNC) */
        } window;
        struct {            /* PLAN_SORT */
            list *keys;     /* of sort_key * */
        } sort;
        struct {            /* PLAN_LIMIT */
            expr *limit;    /* or NULL */
            expr *offset;   /* or NULL */
            bool with_ties;
        } limit;
        struct {            /* PLAN_SETOP: children (2) */
            int op;         /* ast_setop */
            bool all;
            bool recursive; /* a recursive WITH item's UNION [ALL]: the
                               right input (the recursive term) is run
                               again on the rows of the last iteration
                               until it gives none */
            int ncols;
            const char **colnames;
            qp_type *coltypes;
        } setop;
        struct {            /* PLAN_EMPTY */
            int ncols;      /* output columns, as the node it replaced */
            list *rtes;     /* rtes whose columns it stands for */
            list *reads;    /* of rte * (RTE_TABLE): the tables the node
                               it replaced read, anywhere under it (its
                               sublinks too), each once: the SQL names
                               them, and the columns the query names of
                               them (rte.selected), so that PostgreSQL
                               checks the same privileges, reading no
                               row (rw_make_empty()) */
            list *locks;    /* of plan_lock *: the locking clauses (FOR
                               UPDATE ...) of the blocks under the node
                               it replaced: PostgreSQL checks UPDATE on
                               the tables of 'reads' they lock */
            const char *reason; /* why it is empty, for EXPLAIN ... */
            const expr *reason_expr; /* ... followed by " x" (the conjunct
                                        no value satisfies), or NULL */
            const struct plan *by_partitions; /* NULL, or the node it
                               replaced, as it was: the Empty holds only
                               for the partitions that exist now
                               (partition_prune kept none, or
                               empty_propagate over such an input), and
                               a consumer that must stay right when
                               partitions are added reads this instead
                               (src/target/, tg_decide()) */
        } empty;
        struct {            /* PLAN_PARTITION_SELECTOR */
            int id;
            rte *target;
            list *keys;     /* of expr * */
        } selector;
        struct {            /* PLAN_MODIFY: the rows to write in 'left' */
            int op;         /* AST_INSERT, AST_UPDATE, AST_DELETE */
            rte *target;    /* UPDATE, DELETE: the target's rte in the
                               query below; INSERT: an rte of the table
                               that no scan reads */
            list *set_cols; /* INSERT, UPDATE: of int-in-pointer column
                               indexes, in the order of the values (the
                               targets of the Project below); INSERT
                               without a column list: NULL */
            list *set_exprs; /* unused (NULL): the values are the
                                Project's targets, which rules rewrite */
            list *returning; /* RETURNING: of target *, over 'target' (the
                                row as stored: new values for INSERT and
                                UPDATE, the deleted row for DELETE) and,
                                for UPDATE and DELETE, the rtes of FROM
                                and USING (their joined row); NULL: none.
                                Rules do not look at them. */
            bool default_values; /* INSERT ... DEFAULT VALUES (no input) */
            bool values_assigned; /* INSERT ... VALUES whose items are
                                     assigned row by row: no ORDER BY,
                                     LIMIT, OFFSET or WITH of its own (the
                                     statement's WITH goes before INSERT) */
            int overriding; /* INSERT OVERRIDING SYSTEM VALUE (1) or USER
                               VALUE (2), else 0 */
            struct modify_conflict *conflict; /* INSERT ... ON CONFLICT,
                                                 or NULL */
        } modify;
    };
};

/* SEARCH and CYCLE of a recursive WITH item, as written: each adds
   columns to the item after those of its query. */
typedef struct cte_clauses {
    list *search_cols;      /* of const char *: SEARCH ... BY, or NULL */
    bool search_breadth;    /* BREADTH FIRST, else DEPTH FIRST */
    const char *search_seq; /* SET column: record (breadth), record[] */
    list *cycle_cols;       /* of const char *: CYCLE cols, or NULL */
    const char *cycle_mark; /* SET column: boolean, or the type of ... */
    expr *cycle_value, *cycle_default; /* ... TO v DEFAULT d (or NULL) */
    const char *cycle_path; /* USING column: record[] */
} cte_clauses;

/*
 * INSERT ... ON CONFLICT: the arbiter (inferred from columns and an
 * index predicate, or a named constraint, or neither) and the action.
 * DO UPDATE's values and WHERE read 'target' (the existing row) and
 * 'excluded' (the row proposed for insertion).
 */
typedef struct modify_conflict {
    list *infer_cols;       /* of int-in-pointer column indexes, or NULL */
    expr *infer_where;      /* over the target, or NULL */
    const char *constraint; /* ON CONSTRAINT name, or NULL */
    bool do_update;         /* DO UPDATE, else DO NOTHING */
    list *set_cols;         /* of int-in-pointer column indexes */
    list *set_exprs;        /* of expr *, one per set_cols item */
    expr *where;            /* or NULL */
    rte *excluded;          /* EXCLUDED: the table's columns */
} modify_conflict;

/* A WITH item, shared by every CteScan that reads it. */
typedef struct plan_cte {
    const char *name;
    plan *plan;             /* the CTE's query */
    int ncols;
    const char **colnames;
    qp_type *coltypes;
    int nrefs;              /* number of CteScans */
    int materialized;       /* 0 default, 1 MATERIALIZED, 2 NOT */
    bool recursive;         /* reads itself (WITH RECURSIVE): 'plan' is a
                               recursive SetOp; a barrier rules neither
                               push into nor through */
    const cte_clauses *clauses; /* SEARCH and CYCLE, or NULL */
    bool semi_done;         /* cte_pushdown has tried the semi join
                               filters its uses' joins give it (once) */
} plan_cte;

/* The columns the plan of 'c' outputs: its first ones, before the
   columns its SEARCH and CYCLE add.  Cannot fail. */
static inline int
plan_cte_query_cols(const plan_cte *c)
{
    return c->ncols
           - (c->clauses && c->clauses->search_cols ? 1 : 0)
           - (c->clauses && c->clauses->cycle_cols ? 2 : 0);
}

/* A bound query: its plan, its CTEs, its range table. */
typedef struct query {
    plan *root;
    list *ctes;             /* of plan_cte *, in definition order */
    list *rtes;             /* of rte *, by id */
    int ncols;              /* output columns */
    const char **colnames;
    qp_type *coltypes;
    bool explain;           /* written with a leading EXPLAIN */
    const struct tg_decisions *target; /* what PostgreSQL is given of it
                                          (src/target/target.h), decided
                                          after the rewrite; or NULL */
    const qp_tz *tz;        /* the session's TimeZone when it was bound
                               (catalog_timezone()), NULL when not known:
                               zone-dependent decisions of the rewrite
                               read it */
} query;

/* ---- construction and helpers (plan.c) ---- */

const char *plan_kind_name(plan_kind k);
const char *join_type_name(join_type t);   /* "inner", "left", ... */

plan *plan_new(arena *a, plan_kind kind, int loc);
plan *plan_copy(arena *a, const plan *p);  /* shallow */

/*
 * Copy on change, for code that makes a node like 'p' with some of its
 * fields replaced (the rules, the rewrite driver): plan_edit() makes '*t'
 * (the caller's, on the stack) a byte-for-byte copy of '*p' for the
 * caller to change; plan_edited() then returns 'p' itself when '*t' is
 * still byte-for-byte '*p' (nothing allocated), else a copy of '*t' in
 * 'a', NULL on OOM.  'p' is never modified (plans are not changed once
 * made, so a result that is 'p' may be shared).  plan_with_inputs() is
 * the common case: 'p' with inputs 'l' and 'r'.  plan_copy() is for a
 * node that must be a node of its own even when equal to 'p' (a branch
 * repeated in a tree); everything else changes nodes through these.
 */
void plan_edit(plan *t, const plan *p);
plan *plan_edited(arena *a, const plan *p, const plan *t);
plan *plan_with_inputs(arena *a, const plan *p, plan *l, plan *r);
expr *expr_new(arena *a, expr_kind kind, qp_type type, int loc);
expr *expr_copy(arena *a, const expr *e);  /* shallow */
expr *expr_make_col(arena *a, rte *r, int col, int loc);

/* Whether 'e' is a system column of a table (tableoid, ctid, xmin, ...):
   a value of its row that no rule equates, bounds or moves out of the
   table's scan. */
static inline bool
expr_is_syscol(const expr *e)
{
    return e && e->kind == E_COL && e->col.rte
           && e->col.col >= e->col.rte->ncols;
}
expr *expr_make_const(arena *a, datum v, int loc);
expr *expr_make_op(arena *a, op_kind op, const char *name, qp_type type,
                   expr *l, expr *r, int loc);
expr *expr_make_bool(arena *a, bool_kind op, list *args, int loc);
pred *pred_make(arena *a, expr *e, bool derived, const pred_origin *origin);

/* A new ORIGIN_PREDS origin in 'a' naming the 'n_src' predicates 'src'
   (copied; 'more' when there are more than those), the join condition
   'via' and the class 'cls' (each may be NULL).  Returns NULL on OOM. */
pred_origin *pred_origin_make(arena *a, const pred *const *src, int n_src,
                              bool more, const pred *via,
                              const origin_class *cls);

/* True when 'e' contains an aggregate / window call / sublink (not looking
   into sublinks' subplans). */
bool expr_has_agg(const expr *e);
bool expr_has_winfunc(const expr *e);
bool expr_has_sublink(const expr *e);

/* True when 'e' calls a volatile function (random()), or reads a whole
   row (E_WHOLEROW: no rule may move or map it). */
bool expr_is_volatile(const expr *e);

/* expr_is_volatile() and expr_has_sublink() of 'p->e', worked out once per
   predicate and kept in p->props (rules ask them of every conjunct in
   every pass).  Cannot fail. */
bool pred_is_volatile(const pred *p);
bool pred_has_sublink(const pred *p);

/* expr_hash(p->e), worked out once per predicate.  Cannot fail. */
uint64_t pred_hash(const pred *p);

/* Call 'fn' on every E_COL in 'e' (not inside sublinks' subplans). */
typedef void (*expr_col_fn)(const expr *col, void *arg);
void expr_walk_cols(const expr *e, expr_col_fn fn, void *arg);

/*
 * A copy of 'e' with every E_COL replaced by fn(col, arg) (the column
 * itself when fn returns it); unchanged subtrees are shared, and 'e' is
 * returned when nothing changed.  Subplans of sublinks are not entered.
 * NULL on OOM.
 */
typedef expr *(*expr_col_map)(const expr *col, void *arg);
expr *expr_map_cols(arena *a, expr *e, expr_col_map fn, void *arg);

/* Structural equality of two expressions (same kinds, columns, values). */
bool expr_equal(const expr *x, const expr *y);

/*
 * Like expr_walk_cols, and also into the subplans of sublinks and the
 * WITH items they read, where it visits the columns of rtes bound outside
 * them (correlated references).  Scratch lists go in 'a'; false on OOM.
 */
bool expr_walk_cols_deep(arena *a, const expr *e, expr_col_fn fn, void *arg);

/* Call 'fn' on every node of 'p', including the subplans of its
   expressions' sublinks (preorder). */
typedef void (*plan_node_fn)(const plan *p, void *arg);
void plan_walk(const plan *p, plan_node_fn fn, void *arg);
/* plan_walk() of query 'q''s root and of the plan of each of its WITH
   items. */
void plan_walk_query(const struct query *q, plan_node_fn fn, void *arg);

/* Call 'fn' on each expression of node 'p' itself (its filters, targets,
   keys, ...; not its children's nor inside sublinks). */
void plan_node_exprs(const plan *p, void (*fn)(const expr *, void *),
                     void *arg);

/* A hash of 'e' such that expr_equal expressions hash alike. */
uint64_t expr_hash(const expr *e);

/* A set of expressions up to expr_equal; zero-initialise. */
typedef struct expr_set {
    const expr **slots;
    uint64_t *hashes;
    int n, cap;
} expr_set;

/* Add 'e' to 's'; '*added' is false when an equal one was there.  False
   on OOM. */
bool expr_set_add(arena *a, expr_set *s, const expr *e, bool *added);

/* expr_set_add() of 'e' whose expr_hash() is 'h'. */
bool expr_set_add_hashed(arena *a, expr_set *s, const expr *e, uint64_t h,
                         bool *added);

/* The rtes whose columns 'p', a node of a FROM tree, outputs (its
   leaves' rtes up to a SubqueryScan, which contributes its own; the left
   input only of semi and anti joins; a SINGLE join's value), appended to
   '*out' in 'a'.  False on OOM. */
bool plan_output_rtes(arena *a, const plan *p, list **out);

/* The tables (rtes of kind RTE_TABLE) 'p' reads anywhere under it: its
   scans, the reads of its Empty nodes (empty.reads), in the subplans of
   its sublinks and in the WITH items its CteScans read; each appended
   once to '*out' in 'a'.  False on OOM. */
bool plan_read_tables(arena *a, const plan *p, list **out);

/* The locking clauses (plan_lock *) of the blocks of 'p', anywhere
   under it as plan_read_tables() walks it (an Empty's empty.locks too),
   each appended once to '*out' in 'a'.  False on OOM. */
bool plan_locks(arena *a, const plan *p, list **out);

/* The first node of 'p' that binds rte 'r' (Scan, SubqueryScan, ...). */
plan *plan_find_rte(plan *p, const rte *r);

/* Where the predicates of 'p' live: a leaf's filters (Scan, DynamicScan,
   SubqueryScan, CteScan), a Filter's filters (HAVING too), a Join's
   condition; NULL for the kinds that hold none.  Points into 'p'; cannot
   fail.  Every reader and writer of "the node's predicates" goes through
   this one switch. */
list **plan_preds_slot(plan *p);

/* *plan_preds_slot(p), or NULL.  Cannot fail. */
const list *plan_preds(const plan *p);

/* The rte a leaf reads (Scan, DynamicScan, SubqueryScan, CteScan,
   Values; NULL for a top-level VALUES query's), or NULL for any other
   node.  Cannot fail. */
rte *plan_leaf_rte(const plan *p);

/* True when 'r' reads a partitioned table through its partitions: the
   table is partitioned and not read with ONLY (which reads the partitioned
   table's own rows: none).  The partition rules, the printers and the
   statistics ask this, never the table alone.  Cannot fail. */
static inline bool
rte_partitioned(const rte *r)
{
    return r && r->table && r->table->is_partitioned && !r->only;
}

/* ---- what each join type does with its inputs (plan.c) ---- */

/*
 * Per join type, per input (index 0 left, 1 right).  The one statement of
 * these facts: the rules read them here instead of each switching over
 * join types (doc/rules.md, join_key_propagate, says where domains may
 * move; these are the facts that rests on).
 *
 *   type           output  preserved  null_ext  filtered  null_aware
 *   inner, cross   L R     -          -         L R       no
 *   left           L R     L          R         R         no
 *   right          L R     R          L         L         no
 *   full           L R     L R        L R       -         no
 *   semi           L       -          -         L R       no
 *   anti           L       -          -         R         no
 *   anti_null_aware L      -          -         R         yes
 *   left_single    L       L          R         R         no
 *   right_single   R       R          L         L         no
 *
 * NB: a SINGLE join outputs its preserved input's columns and the
 * subquery's value (join.single), not the subquery input's columns; that
 * value is what is NULL-extended.
 */
typedef struct join_props {
    bool output[2];        /* the join outputs this input's columns */
    bool preserved[2];     /* every row of this input reaches the output,
                              matched or not (an unmatched one with NULLs
                              for the other input's columns or value) */
    bool null_extended[2]; /* this input's columns (a SINGLE join's
                              subquery input: its value) are NULL in the
                              rows made for unmatched rows of the other */
    bool filtered[2];      /* a row of this input that no row of the other
                              matches under the ON clause is dropped */
    bool null_aware;       /* NOT IN: a NULL key on either side makes the
                              ON clause unknown, not false; the key is
                              join_not_in_key() */
} join_props;

/* The table, indexed by join_type (plan.c); read it through
   join_type_props(). */
extern const join_props join_props_table[JOIN_CROSS + 1];

/* The properties of join type 't' (all false for a value that is not a
   join_type).  Inline: the driver asks it of every join in every pass
   (rw_extends_region).  Cannot fail. */
static inline const join_props *
join_type_props(join_type t)
{
    static const join_props none;

    return (unsigned)t <= JOIN_CROSS ? &join_props_table[t] : &none;
}

/* True when every row a join of type 't' outputs carries one row of input
   'side' unchanged: what holds for that input's rows holds for the
   join's (output and not NULL-extended: both inputs of inner and cross
   joins, the left of left, semi, anti and left SINGLE joins, the right
   of right and right SINGLE joins).  Cannot fail. */
static inline bool
join_side_intact(join_type t, int side)
{
    const join_props *jp = join_type_props(t);

    return side >= 0 && side <= 1 && jp->output[side]
           && !jp->null_extended[side];
}

/* True when the ON conjuncts of a join of type 't' hold for every row it
   outputs (both inputs filtered by them and output: inner and cross
   joins).  Cannot fail. */
static inline bool
join_cond_holds(join_type t)
{
    const join_props *jp = join_type_props(t);

    return jp->output[0] && jp->output[1] && jp->filtered[0]
           && jp->filtered[1];
}

/* The NOT IN key of 'p', a null-aware anti join: its first condition,
   x = y with x over the outer (left) input, which the binder puts first
   and rules keep first and as written.  NULL for any other node.
   Cannot fail. */
const pred *join_not_in_key(const plan *p);

/* ---- the expression walker and mutator (walk.c) ---- */

/*
 * Every generic walk over expressions is built on these two (as
 * PostgreSQL's expression_tree_walker/_mutator); see walk.c.  Each applies
 * 'fn' to the direct sub-expressions of 'e' only, never to 'e' itself,
 * and never enters a sublink's subplan (its test expression is a child).
 * The children of E_FUNC, E_AGG, E_WINFUNC and E_GROUPING include the
 * aggregate ORDER BY keys, FILTER, and the window's PARTITION BY, ORDER BY
 * keys and frame offsets.  'fn' recurses by calling them again.
 */

/* Called on a sub-expression; true stops the walk. */
typedef bool (*expr_walk_fn)(const expr *e, void *ctx);

/*
 * Call 'fn' on each direct sub-expression of 'e' in order, until one call
 * returns true.  Returns true when one did, false otherwise (also for a
 * NULL 'e').  Cannot fail.
 */
bool expr_walk(const expr *e, expr_walk_fn fn, void *ctx);

/* Called on a sub-expression: its replacement ('e' itself to keep it), or
   NULL for a failure (OOM) that aborts the mutation. */
typedef expr *(*expr_mutate_fn)(expr *e, void *ctx);

/*
 * 'e' with each direct sub-expression x replaced by fn(x, ctx).  Copy on
 * write: when every call returns its argument, 'e' itself, with nothing
 * allocated; otherwise a new node in 'a' (and new lists, sort keys and
 * window_spec where a child in them changed) sharing the unchanged
 * children.  'e' is never modified.  NULL for a NULL 'e', on OOM, and
 * when 'fn' returns NULL.
 */
expr *expr_mutate(arena *a, expr *e, expr_mutate_fn fn, void *ctx);

/*
 * The expressions of node 'p' itself (not its children's), each replaced
 * by fn(x, ctx), written into 't', a copy of '*p' the caller owns (on the
 * stack, say): the fields of 'p' that hold expressions (walk.c's one
 * table, the one plan_node_exprs() walks) are set in 't' to 'p's own
 * when no expression in them changed, else to new lists (and new preds,
 * targets, sort keys, range_funcs where their expression changed, each
 * keeping its other fields) in 'a'.  'p' is never modified.  Returns 1
 * when a field of 't' differs from 'p's, 0 when none does, -1 on OOM or
 * when 'fn' returns NULL ('t' then half written).
 */
int plan_node_mutate(arena *a, const plan *p, plan *t, expr_mutate_fn fn,
                     void *ctx);

#endif
