/* SPDX-License-Identifier: MIT */
/*
 * qprop.h — public API of libqprop, a logical-plan rewriter for SQL
 *
 * Ownership.  A qprop_ctx owns a catalog and options; it is created by
 * qprop_ctx_new() and released by qprop_ctx_free().  Statements are read from
 * a text with a qprop_input cursor; each qprop_stmt it returns owns an arena
 * holding its syntax tree, plans and every text printed from it, all released
 * by qprop_stmt_free().  Text returned by qprop_stmt_print() is valid until
 * then.  Nothing is global: separate contexts may be used on separate threads
 * at once; one context and its statements must not be used by two threads at
 * the same time.
 *
 * Errors.  Fallible calls return a qprop_status and fill a caller-provided
 * qprop_error (which may be NULL).  The library never prints and never exits.
 */
#ifndef QPROP_H
#define QPROP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define QPROP_VERSION_MAJOR 0
#define QPROP_VERSION_MINOR 1
#define QPROP_VERSION_PATCH 0

/* Status of a call.  Values are stable and never reused. */
typedef enum qprop_status {
    QPROP_OK = 0,
    QPROP_ESYNTAX = 1,      /* the text is not valid SQL */
    QPROP_ESEMANTIC = 2,    /* unknown name, type mismatch, bad partition */
    QPROP_EUNSUPPORTED = 3, /* valid SQL that qprop does not model */
    QPROP_ENOMEM = 4,       /* out of memory or over the memory limit */
    QPROP_EINTERNAL = 5,    /* a bug in qprop */
    QPROP_ELIMIT = 6,       /* nesting depth or size limit exceeded */
    QPROP_DONE = 100        /* qprop_input_next(): no more statements */
} qprop_status;

/* A structured error; zero-initialise before use. */
typedef struct qprop_error {
    qprop_status code; /* QPROP_OK when no error */
    int offset;        /* 0-based byte offset into the input, -1 if unknown */
    int line;          /* 1-based line, 0 if unknown */
    int column;        /* 1-based column (characters), 0 if unknown */
    char message[256]; /* lowercase, no trailing period */
    char detail[256];  /* a full sentence, or "" */
    char hint[256];    /* a full sentence, or "" */
} qprop_error;

/* Options of a context; zero-initialise, then set 'size'. */
typedef struct qprop_options {
    size_t size;          /* sizeof(qprop_options), for ABI growth */
    int max_depth;        /* nesting limit of expressions and queries;
                             0 = default (1000) */
    size_t memory_limit;  /* bytes per statement; 0 = default (1 GiB) */
    const char *disabled_rules; /* comma-separated rule names to turn off,
                                   or NULL; "all" names every rule, and
                                   "all" alone is applied before
                                   enabled_rules */
    const char *enabled_rules;  /* comma-separated rule names to turn on
                                   (rules that are off by default), or
                                   NULL; "all" names every rule */
    int trace;            /* nonzero: record each rule application (see
                             qprop_stmt_trace()) */
    /* Runtime filters (rule runtime_filter, doc/runtime-filters.md); row
       estimates come from pg_restore_relation_stats, 1000 rows for a table
       without them.  @since 0.1 */
    double rf_build_max_rows;  /* a filter's build input has at most this
                                  many rows; 0 = default (1,000,000) */
    double rf_probe_min_rows;  /* its consumer scan at least this many;
                                  0 = default (10,000) */
    int rf_key_policy;         /* which scan columns a filter may target:
                                  QPROP_RF_KEY_*; 0 = default (SKIP) */
    double rf_broadcast_max_rows; /* a build input of at most this many
                                     rows is broadcast (the filter is
                                     local on each node), else shuffled
                                     (merged from all nodes); 0 = default
                                     (100,000) */
    int rf_wait_ms;            /* how long a consumer waits for its filter
                                  before reading every row; 0 = default
                                  (1000) */
    const char *timezone;      /* the session's TimeZone before any SET
                                  TIME ZONE of the input, as PostgreSQL
                                  reads the setting ('UTC', '-5',
                                  'Europe/Berlin': a zone of the system's
                                  /usr/share/zoneinfo); NULL = not known:
                                  what depends on the zone is left to
                                  PostgreSQL (a timestamptz literal
                                  without an offset kept as written, a
                                  bound written without one not used to
                                  prune).  Not kept: the caller owns the
                                  string.
                                  @since 0.1 */
    int pg_version;            /* the PostgreSQL major version whose
                                  dialect the input is read in: 15, 16, 17
                                  or 18; 0 = the version a pg_dump header
                                  at the start of each input names ("--
                                  Dumped from database version 17.2"; an
                                  older one reads as 15, a newer one as
                                  18), else the newest
                                  (QPROP_PG_VERSION_NEWEST).
                                  Any other value gives QPROP_ESEMANTIC.
                                  The built-in functions, operators,
                                  casts and system relations are that
                                  version's (16's: those 15 and 17 both
                                  have).
                                  @since 0.1 */
    int bound_key_sets;        /* nonzero: the consumer of
                                  qprop_stmt_bound() prunes by the set of
                                  the build side's keys, not only by their
                                  min and max (pg_qprop's
                                  qprop.bounds_keyset): a bound is also
                                  given where the build side's filter is a
                                  position in a calendar cycle (d_moy =
                                  11) and the scan keeps at least 24
                                  partitions, and on a scan partitioned
                                  by HASH on one column, which the SQL
                                  does not print (doc/api.md).
                                  @since 0.1 */
} qprop_options;

/* The PostgreSQL versions qprop_options.pg_version names. */
enum {
    QPROP_PG_VERSION_OLDEST = 15,
    QPROP_PG_VERSION_NEWEST = 18
};

/* Values of qprop_options.rf_key_policy. */
enum {
    QPROP_RF_KEY_SKIP = 1, /* the leading primary-key column or the
                              leading partition-key column: the filter can
                              skip blocks or partitions (the default) */
    QPROP_RF_KEY_ANY = 2   /* any column of a base-table scan: the filter
                              at least drops rows before the join */
};

typedef struct qprop_ctx qprop_ctx;
typedef struct qprop_input qprop_input;
typedef struct qprop_stmt qprop_stmt;

/* Kinds of statement read by qprop_input_next(). */
typedef enum qprop_stmt_kind {
    QPROP_STMT_QUERY = 1,   /* a query: it has a plan */
    QPROP_STMT_CATALOG = 2, /* DDL or statistics, already applied */
    QPROP_STMT_SKIPPED = 3  /* not modelled; see qprop_stmt_warning() */
} qprop_stmt_kind;

/* Output formats of qprop_stmt_print(). */
typedef enum qprop_format {
    QPROP_FORMAT_TEXT = 1, /* indented EXPLAIN-style tree */
    QPROP_FORMAT_JSON = 2, /* one JSON object, see doc/json-format.md */
    QPROP_FORMAT_SQL = 3,  /* one PostgreSQL statement ending in ';' */
    QPROP_FORMAT_DOT = 4,  /* a Graphviz digraph "query N": one box per
                              node, derived predicates in blue italics,
                              pruned partitions struck through, selectors
                              and runtime filters as dashed edges
                              (@since 0.1) */
    QPROP_FORMAT_HTML = 5  /* an HTML <section>: the query's SQL, a
                              summary, and the plans before and after
                              rewriting side by side; a page is
                              qprop_format_doc() around the sections of
                              its queries (@since 0.1) */
} qprop_format;

/* Flags of qprop_stmt_print(). */
enum {
    QPROP_PRINT_ORIGINAL = 1,        /* print the plan as bound, before
                                        rewriting */
    QPROP_PRINT_BEFORE_AND_AFTER = 2, /* DOT: both plans, as the clusters
                                        "before" and "after"; HTML shows
                                        both anyway; other formats ignore
                                        it (@since 0.1) */
    QPROP_PRINT_SQL_ALL_DERIVED = 4, /* SQL: every derived predicate, also
                                        those PostgreSQL derives itself
                                        (IS NOT NULL of a join key, OR
                                        factors), which SQL otherwise
                                        leaves out (@since 0.1) */
    QPROP_PRINT_SQL_NO_BOUNDS = 8,   /* SQL: no runtime partition bounds
                                        "k BETWEEN (SELECT min ...) AND
                                        (SELECT max ...)" from partition
                                        selectors and runtime filters
                                        (@since 0.1) */
    QPROP_PRINT_PARTITIONS_KEPT = 16, /* text: a partitioned scan's
                                        partitions as the kept ones only,
                                        "Partitions kept: a, b" (or
                                        "none"), without the total, so a
                                        partition added later that the
                                        query prunes leaves the output as it
                                        was (golden files); @since 0.1 */
    QPROP_PRINT_SQL_LEAVES = 32       /* SQL: a pruned partitioned table
                                        reads its kept leaf partitions by
                                        name (a UNION ALL of them when
                                        several) instead of the table
                                        itself with the predicates
                                        PostgreSQL prunes by; right only
                                        until partitions are added or
                                        detached (@since 0.1) */
};

/* Parts of a document around the output of qprop_stmt_print(). */
typedef enum qprop_doc_part {
    QPROP_DOC_BEGIN = 1,    /* before the first query */
    QPROP_DOC_END = 2       /* after the last query */
} qprop_doc_part;

/*
 * Version of the library at run time, "MAJOR.MINOR.PATCH".  Static string.
 * @since 0.1
 */
const char *qprop_version(void);

/*
 * A new context with an empty catalog.  'opts' may be NULL for defaults.
 * Returns NULL when out of memory.  Free with qprop_ctx_free().
 * @since 0.1
 */
qprop_ctx *qprop_ctx_new(const qprop_options *opts);

/*
 * Like qprop_ctx_new(), with errors: an unknown rule name in
 * 'opts->disabled_rules' or 'opts->enabled_rules' gives QPROP_ESEMANTIC.
 * Returns QPROP_OK and '*out', or an error with '*out' NULL.
 * @since 0.1
 */
qprop_status qprop_ctx_create(const qprop_options *opts, qprop_ctx **out,
                              qprop_error *err);

/* Release 'ctx' and its catalog.  Statements must be freed first.
 * @since 0.1 */
void qprop_ctx_free(qprop_ctx *ctx);

/*
 * Open a cursor over 'len' bytes of SQL 'text' (which need not be
 * NUL-terminated and must stay valid until qprop_input_close()).
 * An input is a session: it starts with PostgreSQL's default search_path
 * ("$user", public), which its SET search_path statements change, and a
 * transaction block a previous input left open is rolled back; the
 * catalog's tables stay.
 * Errors give lines and columns counted from the text's start (line 1).
 * Returns QPROP_OK and '*out', or QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_input_open(qprop_ctx *ctx, const char *text, size_t len,
                              qprop_input **out, qprop_error *err);

/*
 * Read, bind and (for DDL) apply the next statement.  Returns QPROP_OK with
 * '*out' set, QPROP_DONE at the end of the text, or an error code with 'err'
 * filled (line and column included) and '*out' NULL; after an error the
 * cursor has moved past the bad statement, so calling again continues.
 * The caller owns '*out' and frees it with qprop_stmt_free().
 * @since 0.1
 */
qprop_status qprop_input_next(qprop_input *in, qprop_stmt **out,
                              qprop_error *err);

/* Release a cursor.  @since 0.1 */
void qprop_input_close(qprop_input *in);

/*
 * The PostgreSQL major version whose dialect 'in' is read in (see
 * qprop_options.pg_version), and in '*from_header' (may be NULL) whether
 * it came from the input's pg_dump header.
 * @since 0.1
 */
int qprop_input_pg_version(const qprop_input *in, int *from_header);

/*
 * Declare the types of the parameters $1 ... $n of the statements read
 * from 'in' from now on, as a host that has resolved them says (a
 * prepared statement's declared or inferred types): 'types[i]' is the
 * type of $(i+1) as PostgreSQL's format_type() prints it ("integer",
 * "numeric(15,2)", "character varying", "timestamp(3) with time zone",
 * "public.mood"), or NULL to let that parameter take its type from
 * context, as undeclared parameters do.  A parameter is a typed value
 * known only at execution: it may join an equivalence class (a derived
 * "b.k = $1") but never bounds a domain or prunes a partition, and it is
 * printed as $n.  A type qprop does not model is opaque.  'n' 0 clears
 * the declaration.  Returns QPROP_OK, or QPROP_ESEMANTIC for a text that
 * is no type name, QPROP_ENOMEM (the declaration is then unchanged).
 * @since 0.1
 */
qprop_status qprop_input_set_param_types(qprop_input *in, int n,
                                         const char *const *types,
                                         qprop_error *err);

/* Kind of 'stmt'.  Cannot fail.  @since 0.1 */
qprop_stmt_kind qprop_stmt_kind_of(const qprop_stmt *stmt);

/* Line of the statement's first token in its text.  @since 0.1 */
int qprop_stmt_line(const qprop_stmt *stmt);

/*
 * For a skipped statement, a one-line warning ("skipped CREATE INDEX: not
 * modelled") and its position; NULL otherwise.  Owned by 'stmt'.
 * @since 0.1
 */
const char *qprop_stmt_warning(const qprop_stmt *stmt, int *line, int *column);

/*
 * Rewrite a query's plan.  Returns QPROP_OK (also for non-queries, which
 * have nothing to rewrite) or an error; on error the plan is unchanged.
 * @since 0.1
 */
qprop_status qprop_stmt_rewrite(qprop_stmt *stmt, qprop_error *err);

/*
 * Print a query's plan in 'format' into '*text' (NUL-terminated, owned by
 * 'stmt').  'flags' is 0 or QPROP_PRINT_* bits.  For JSON, 'query_no' is
 * the number written in the "query" key (DOT and HTML use it in names and
 * ids).  Returns QPROP_OK or an error.
 * @since 0.1
 */
qprop_status qprop_stmt_print(qprop_stmt *stmt, qprop_format format,
                              unsigned flags, int query_no, const char **text,
                              qprop_error *err);

/*
 * The text that goes before the first query's qprop_stmt_print() output in
 * 'format' ('part' QPROP_DOC_BEGIN) or after the last one's
 * (QPROP_DOC_END), so that the queries of one input make one document.
 * For QPROP_FORMAT_HTML: the page's head, style sheet and opening tags,
 * and its script and closing tags (one page, no external files); "" for
 * the other formats.  A static string; cannot fail.
 * @since 0.1
 */
const char *qprop_format_doc(qprop_format format, qprop_doc_part part);

/*
 * The rule applications of the last qprop_stmt_rewrite(), one per line
 * ("eq_broadcast: t2.a IN (12, 13) from t1.a IN (12, 13) via {t1.a, t2.a}"),
 * then what the SQL gives PostgreSQL of the result, one decision per line
 * with its reason ("target: left out: ...", "target: bound on ...",
 * "target: no bound on ...: why"), when the context has 'trace' set; ""
 * otherwise.  Owned by 'stmt'.
 * @since 0.1
 */
const char *qprop_stmt_trace(const qprop_stmt *stmt);

/* Number of rewrite rules.  @since 0.1 */
int qprop_rule_count(void);

/*
 * Name, one-line description and default state of rule 'i' (0-based, in
 * run order); any out-pointer may be NULL.  Returns QPROP_OK, or
 * QPROP_ESEMANTIC when 'i' is out of range.  Strings are static.
 * @since 0.1
 */
qprop_status qprop_rule_info(int i, const char **name, const char **doc,
                             int *default_on);

/* Release 'stmt' and everything it owns.  NULL is allowed.  @since 0.1 */
void qprop_stmt_free(qprop_stmt *stmt);

/*
 * The leaf partition of the partitioned table 'table' that a row lands in,
 * as PostgreSQL 15 routes it: RANGE by binary search over the bounds (a
 * NULL in any key column goes to the default partition), LIST by lookup
 * (NULL only to a partition listing NULL, else the default), HASH by
 * PostgreSQL's partition hash of the key (NULL columns left out), level by
 * level through sub-partitioned partitions.  The row is given as
 * 'nvalues' values of the columns named in 'columns', or, with 'columns'
 * NULL, of the table's key columns in key order; 'values[i]' is the text
 * of a value as PostgreSQL's input function reads it ("42", "abc",
 * "2024-01-01", "12.50"), or a NULL pointer for NULL.  On QPROP_OK
 * '*leaf' is the leaf's name, owned by the context and valid until its
 * catalog next changes or qprop_ctx_free(), or NULL when no partition
 * accepts the row (PostgreSQL would refuse it).  Errors:
 * QPROP_ESEMANTIC for an unknown or unpartitioned table, an unknown
 * column, a value its column's type does not accept, or a key column of
 * a level on the way with no value; QPROP_EUNSUPPORTED for a key whose
 * operator class, collation or type qprop does not model.  Allocates
 * nothing that outlives the call.
 * @since 0.1
 */
qprop_status qprop_route(qprop_ctx *ctx, const char *table, int nvalues,
                         const char *const *columns,
                         const char *const *values, const char **leaf,
                         qprop_error *err);

/* ==== Catalog without SQL (@since 0.1) ====
 *
 * A host planner describes its tables through a qprop_table definition
 * instead of CREATE TABLE text: qprop_table_new(), then columns, a primary
 * key, a partition key and, for a partition, its parent and bound, then
 * qprop_table_create() adds it to the context's catalog.  Names are used as
 * given (no case folding).  Type names are PostgreSQL's ("integer",
 * "numeric(15,2)", "varchar(25)", "date", "timestamp with time zone");
 * bound values are literal texts read as the key column's type ("1998-01-01",
 * "42", "AIR"), as PostgreSQL reads a quoted literal.
 *
 * Ownership.  The caller owns a qprop_table until qprop_table_create() or
 * qprop_table_discard(), each of which releases it.  Strings passed in are
 * copied; the caller keeps its own.
 *
 * Errors.  Each qprop_table_* call returns a status and also keeps the first
 * error in the definition, so a caller may check only the final
 * qprop_table_create(), which then fails with that first error and leaves
 * the catalog unchanged.  Validation (types, duplicate names, overlapping
 * bounds, keys) gives PostgreSQL's messages with QPROP_ESEMANTIC.
 */

typedef struct qprop_table qprop_table;

/* Partitioning strategies.  Values are stable and never reused. */
typedef enum qprop_part_strategy {
    QPROP_PART_RANGE = 1,
    QPROP_PART_LIST = 2,
    QPROP_PART_HASH = 3
} qprop_part_strategy;

/* Flags of qprop_table_column(). */
enum {
    QPROP_COLUMN_NOT_NULL = 1 /* the column is declared NOT NULL */
};

/*
 * Start the definition of table 'name' for the catalog of 'ctx'.  Returns
 * QPROP_OK and '*out' (owned by the caller until qprop_table_create() or
 * qprop_table_discard()), or QPROP_ENOMEM with '*out' NULL.  'ctx' must
 * outlive the definition.
 * @since 0.1
 */
qprop_status qprop_table_new(qprop_ctx *ctx, const char *name,
                             qprop_table **out, qprop_error *err);

/*
 * Add column 'name' of type 'type' (a PostgreSQL type name, see above);
 * 'flags' is 0 or QPROP_COLUMN_NOT_NULL.  Ignored for a partition, whose
 * columns are its parent's (there NOT NULL is added to the parent's
 * column of that name).  Type errors are reported by this call or at the
 * latest by qprop_table_create().
 * @since 0.1
 */
qprop_status qprop_table_column(qprop_table *t, const char *name,
                                const char *type, unsigned flags,
                                qprop_error *err);

/*
 * Declare the primary key: 'ncols' column names in key order.  Key
 * columns become NOT NULL.  For a partitioned table the key must include
 * the partition key columns, as in PostgreSQL.
 * @since 0.1
 */
qprop_status qprop_table_primary_key(qprop_table *t, const char *const *cols,
                                     int ncols, qprop_error *err);

/*
 * Make the table partitioned by 'strategy' on 'ncols' key columns (LIST:
 * exactly one).  A partition may itself be partitioned (nesting).
 * @since 0.1
 */
qprop_status qprop_table_partition_by(qprop_table *t,
                                      qprop_part_strategy strategy,
                                      const char *const *cols, int ncols,
                                      qprop_error *err);

/*
 * Make the table a partition of the partitioned table 'parent' (which must
 * already be in the catalog).  One of the qprop_table_*_bound() calls
 * below must follow.
 * @since 0.1
 */
qprop_status qprop_table_partition_of(qprop_table *t, const char *parent,
                                      qprop_error *err);

/*
 * Range bound FOR VALUES FROM (from...) TO (to...), 'nkeys' values each.  A
 * NULL entry stands for MINVALUE in 'from' and for MAXVALUE in 'to'.
 * @since 0.1
 */
qprop_status qprop_table_range_bound(qprop_table *t, const char *const *from,
                                     const char *const *to, int nkeys,
                                     qprop_error *err);

/*
 * List bound FOR VALUES IN (values...); a NULL entry is the SQL NULL.
 * @since 0.1
 */
qprop_status qprop_table_list_bound(qprop_table *t, const char *const *values,
                                    int nvalues, qprop_error *err);

/* Hash bound FOR VALUES WITH (MODULUS m, REMAINDER r).  @since 0.1 */
qprop_status qprop_table_hash_bound(qprop_table *t, int modulus,
                                    int remainder, qprop_error *err);

/* The default partition (DEFAULT).  @since 0.1 */
qprop_status qprop_table_default_bound(qprop_table *t, qprop_error *err);

/*
 * Validate the definition and add the table to the catalog.  Releases 't'
 * whatever the outcome.  Returns QPROP_OK, or the first error of the
 * definition or of validation ("relation \"t\" already exists", "partition
 * \"p2\" would overlap partition \"p1\"", ...) with the catalog unchanged.
 * @since 0.1
 */
qprop_status qprop_table_create(qprop_table *t, qprop_error *err);

/* Release a definition without adding it.  NULL is allowed.  @since 0.1 */
void qprop_table_discard(qprop_table *t);

/*
 * Set the row estimate of table 'name' (PostgreSQL's reltuples; -1 means
 * unknown).  Returns QPROP_OK, or QPROP_ESEMANTIC when there is no such
 * table.
 * @since 0.1
 */
qprop_status qprop_table_set_rows(qprop_ctx *ctx, const char *name,
                                  double reltuples, qprop_error *err);

/* ==== Plans built node by node (@since 0.1) ====
 *
 * A qprop_builder makes a query's logical plan without SQL: expressions
 * first (column references by "alias.column", typed constants, operators,
 * calls), then nodes bottom-up (scans, filters, joins, aggregates,
 * projections, sorts, limits, set operations), and finally
 * qprop_builder_finish() turns the root into a qprop_stmt that
 * qprop_stmt_rewrite(), qprop_stmt_print() and the walk functions accept.
 * Names are bound as the SQL binder binds them: a scan's alias (its table
 * name when NULL) is how its columns are referenced; types are checked and
 * untyped literals take the type of what they are compared with.
 *
 * Ownership.  The builder owns an arena; every qprop_expr and qprop_node
 * it hands out lives there.  qprop_builder_finish() hands the arena to the
 * new statement (the handles stay valid until qprop_stmt_free()) and
 * releases the builder; qprop_builder_free() releases both instead.  Input
 * strings are copied.  The catalog of the builder's context must not change
 * while the builder or its statement is in use.
 *
 * Errors.  Constructors return a handle, or NULL on error; the builder
 * keeps the first error (qprop_builder_error()) and a constructor given a
 * NULL handle returns NULL without a new error, so nested calls need one
 * check at the end: qprop_builder_finish() fails with that first error.
 * Constructors never abort.
 */

typedef struct qprop_builder qprop_builder;
typedef struct qprop_expr qprop_expr;
typedef struct qprop_node qprop_node;

/* Join types.  Values are stable and never reused. */
typedef enum qprop_join_type {
    QPROP_JOIN_INNER = 1,
    QPROP_JOIN_LEFT = 2,
    QPROP_JOIN_RIGHT = 3,
    QPROP_JOIN_FULL = 4,
    QPROP_JOIN_SEMI = 5,            /* EXISTS / IN: left rows with a match */
    QPROP_JOIN_ANTI = 6,            /* NOT EXISTS: left rows without one */
    QPROP_JOIN_ANTI_NULL_AWARE = 7, /* NOT IN: also none when right has a
                                       NULL key */
    QPROP_JOIN_LEFT_SINGLE = 8,     /* scalar subquery: at most one match */
    QPROP_JOIN_RIGHT_SINGLE = 9,
    QPROP_JOIN_CROSS = 10
} qprop_join_type;

/* Set operations.  Values are stable and never reused. */
typedef enum qprop_setop {
    QPROP_SETOP_UNION = 1,
    QPROP_SETOP_INTERSECT = 2,
    QPROP_SETOP_EXCEPT = 3
} qprop_setop;

/* Per-key flags of qprop_plan_sort(). */
enum {
    QPROP_SORT_DESC = 1,
    QPROP_SORT_NULLS_FIRST = 2,
    QPROP_SORT_NULLS_LAST = 4
};

/* Flags of qprop_expr_func(). */
enum {
    QPROP_FUNC_STAR = 1,    /* count(*) */
    QPROP_FUNC_DISTINCT = 2 /* agg(DISTINCT ...) */
};

/*
 * A new builder over the catalog of 'ctx' (which must outlive it and its
 * statement).  Returns QPROP_OK and '*out', owned by the caller (release
 * with qprop_builder_finish() or qprop_builder_free()), or QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_builder_new(qprop_ctx *ctx, qprop_builder **out,
                               qprop_error *err);

/* Release 'b' and every handle it gave out.  NULL allowed.  @since 0.1 */
void qprop_builder_free(qprop_builder *b);

/*
 * The first error of 'b' into '*err' (if not NULL); returns its code, or
 * QPROP_OK when every call so far succeeded.  Cannot fail.
 * @since 0.1
 */
qprop_status qprop_builder_error(const qprop_builder *b, qprop_error *err);

/*
 * A column reference "alias.column", or "column" when exactly one scan so
 * far has such a column.  The alias is a scan's alias, or its table's name
 * when it was given none.  Owned by 'b'.  NULL (with the builder's error
 * set: QPROP_ESEMANTIC "column \"x.y\" does not exist", "column reference
 * \"y\" is ambiguous") on failure.
 * @since 0.1
 */
qprop_expr *qprop_expr_column(qprop_builder *b, const char *ref);

/*
 * A constant: 'literal' read as type 'type' (a PostgreSQL type name), e.g.
 * ("1998-01-01", "date"), ("12.50", "numeric").  With 'type' NULL the
 * literal is untyped, like a quoted literal in SQL: it takes the type of
 * what it is compared with or combined with (text otherwise).  A NULL
 * 'literal' is the SQL NULL.  Owned by 'b'; NULL on error (invalid input
 * for the type, unknown type).
 * @since 0.1
 */
qprop_expr *qprop_expr_const(qprop_builder *b, const char *literal,
                             const char *type);

/*
 * A binary operator 'op' ("=", "<>", "<", "<=", ">", ">=", "+", "-", "*",
 * "/", "%", "||", "IS DISTINCT FROM", "IS NOT DISTINCT FROM") on 'l' and
 * 'r', or the prefix minus when 'op' is "-" and 'l' is NULL.  Types are
 * checked as PostgreSQL does ("operator does not exist: integer = text").
 * Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_expr *qprop_expr_op(qprop_builder *b, const char *op, qprop_expr *l,
                          qprop_expr *r);

/* 'l' AND 'r', 'l' OR 'r', NOT 'e' (boolean operands).  Owned by 'b';
   NULL on error.  @since 0.1 */
qprop_expr *qprop_expr_and(qprop_builder *b, qprop_expr *l, qprop_expr *r);
qprop_expr *qprop_expr_or(qprop_builder *b, qprop_expr *l, qprop_expr *r);
qprop_expr *qprop_expr_not(qprop_builder *b, qprop_expr *e);

/* 'e' IS NULL, or IS NOT NULL when 'negated'.  Owned by 'b'; NULL on
   error.  @since 0.1 */
qprop_expr *qprop_expr_is_null(qprop_builder *b, qprop_expr *e, int negated);

/*
 * 'e' IN ('items'[0], ...), or NOT IN when 'negated'; 'nitems' >= 1.  The
 * items and 'e' are brought to a common type.  Owned by 'b'; NULL on
 * error.
 * @since 0.1
 */
qprop_expr *qprop_expr_in(qprop_builder *b, qprop_expr *e,
                          qprop_expr *const *items, int nitems, int negated);

/*
 * A call of the scalar or aggregate function 'name' (lower case: "lower",
 * "substring", "coalesce", "sum", "count", ...) on 'nargs' arguments;
 * 'flags' may hold QPROP_FUNC_STAR (count(*), with 'nargs' 0) and
 * QPROP_FUNC_DISTINCT.  An aggregate call must be listed by the Aggregate
 * node that computes it (qprop_plan_aggregate()).  Owned by 'b'; NULL on
 * error ("function f does not exist", wrong number of arguments).
 * Window functions are not available here.
 * @since 0.1
 */
qprop_expr *qprop_expr_func(qprop_builder *b, const char *name,
                            qprop_expr *const *args, int nargs,
                            unsigned flags);

/*
 * A scan of table 'table' under 'alias' (NULL: the table's name).  The
 * name its columns are referenced by must be unique within the builder
 * ("table name \"x\" specified more than once"); the plan's own alias is
 * made unique the way the binder does (orders, orders_1).  A partitioned
 * table is scanned with all its partitions until rewriting prunes them.
 * Owned by 'b'; NULL on error (unknown table, a view).
 * @since 0.1
 */
qprop_node *qprop_plan_scan(qprop_builder *b, const char *table,
                            const char *alias);

/*
 * Filter[cond] over 'child'.  A top-level AND is split into conjuncts, one
 * predicate each, as WHERE is.  Columns of 'cond' must be output by
 * 'child'.  Over an Aggregate it is a HAVING filter.  Owned by 'b'; NULL
 * on error.
 * @since 0.1
 */
qprop_node *qprop_plan_filter(qprop_builder *b, qprop_node *child,
                              qprop_expr *cond);

/*
 * Join[type](left, right) ON 'cond' (NULL: ON TRUE; required NULL for
 * QPROP_JOIN_CROSS); a top-level AND is split into conjuncts.  Semi and anti
 * joins output the left input's columns only.  SINGLE joins are made with
 * qprop_plan_single_join().  Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_join(qprop_builder *b, qprop_join_type type,
                            qprop_node *left, qprop_node *right,
                            qprop_expr *cond);

/*
 * A SINGLE join (a flattened scalar subquery): for each row of 'left' the
 * value of 'value' (an expression over 'right') in the at most one row of
 * 'right' matching 'cond', or NULL.  'type' is QPROP_JOIN_LEFT_SINGLE or
 * QPROP_JOIN_RIGHT_SINGLE.  The value is then referenced as the column
 * "name.name" (or just "name").  Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_single_join(qprop_builder *b, qprop_join_type type,
                                   qprop_node *left, qprop_node *right,
                                   qprop_expr *cond, qprop_expr *value,
                                   const char *name);

/*
 * Aggregate over 'child': GROUP BY 'group' ('ngroup' >= 0) computing the
 * 'naggs' aggregate calls 'aggs' (made by qprop_expr_func()) that the nodes
 * above use.  Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_aggregate(qprop_builder *b, qprop_node *child,
                                 qprop_expr *const *group, int ngroup,
                                 qprop_expr *const *aggs, int naggs);

/*
 * Project over 'child': output column i is 'exprs'[i] named 'names'[i]
 * ('names' or an entry may be NULL: the column's own name, else
 * "?column?"); SELECT DISTINCT when 'distinct'.  Owned by 'b'; NULL on
 * error.
 * @since 0.1
 */
qprop_node *qprop_plan_project(qprop_builder *b, qprop_node *child,
                               qprop_expr *const *exprs,
                               const char *const *names, int n, int distinct);

/*
 * Sort over 'child' by 'nkeys' keys, each with QPROP_SORT_* 'flags'[i]
 * ('flags' may be NULL: ascending).  Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_sort(qprop_builder *b, qprop_node *child,
                            qprop_expr *const *keys, const unsigned *flags,
                            int nkeys);

/*
 * Limit over 'child': LIMIT 'count' OFFSET 'offset' (constant expressions,
 * either may be NULL).  Owned by 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_limit(qprop_builder *b, qprop_node *child,
                             qprop_expr *count, qprop_expr *offset);

/*
 * SetOp 'op' [ALL] of 'left' and 'right', which must output the same
 * number of columns of compatible types (named after 'left's).  Owned by
 * 'b'; NULL on error.
 * @since 0.1
 */
qprop_node *qprop_plan_setop(qprop_builder *b, qprop_setop op, int all,
                             qprop_node *left, qprop_node *right);

/*
 * Finish the plan with 'root' on top and make it a query statement
 * ('*out', owned by the caller, released with qprop_stmt_free()), which
 * takes over the builder's arena: the handles stay valid as long as the
 * statement.  Releases 'b' whatever the outcome.  Returns QPROP_OK, or the
 * builder's first error (or one found now) with '*out' NULL.
 * @since 0.1
 */
qprop_status qprop_builder_finish(qprop_builder *b, qprop_node *root,
                                  qprop_stmt **out, qprop_error *err);

/* ==== Rewriting with a chosen set of rules (@since 0.1) ==== */

/*
 * Set the rules that qprop_stmt_rewrite() runs for 'stmt': the context's
 * switches, then the rules named in 'enabled' turned on and those in
 * 'disabled' turned off (comma-separated names, or NULL); "all" names
 * every rule, and "all" alone in 'disabled' turns every rule off first.  Returns QPROP_OK, or
 * QPROP_ESEMANTIC for an unknown rule name with the switches unchanged.
 * @since 0.1
 */
qprop_status qprop_stmt_set_rules(qprop_stmt *stmt, const char *enabled,
                                  const char *disabled, qprop_error *err);

/* ==== Walking a plan (@since 0.1) ====
 *
 * qprop_stmt_plan() gives a handle on the root of a query's plan; the
 * accessors below read a node without changing it.  Every handle and
 * string they return is owned by the statement and valid until
 * qprop_stmt_free() (a later qprop_stmt_rewrite() makes new handles for the
 * new plan; the old ones stay valid).  Accessors given a node of the wrong
 * kind return 0, -1 or NULL as stated; they never fail otherwise.
 */

/* Kinds of plan node.  Values are stable and never reused. */
typedef enum qprop_node_kind {
    QPROP_NODE_UNKNOWN = 0,
    QPROP_NODE_SCAN = 1,
    QPROP_NODE_SUBQUERY_SCAN = 2,
    QPROP_NODE_CTE_SCAN = 3,
    QPROP_NODE_VALUES = 4,
    QPROP_NODE_FILTER = 5,
    QPROP_NODE_PROJECT = 6,
    QPROP_NODE_JOIN = 7,
    QPROP_NODE_AGGREGATE = 8,
    QPROP_NODE_WINDOW = 9,
    QPROP_NODE_SORT = 10,
    QPROP_NODE_LIMIT = 11,
    QPROP_NODE_SETOP = 12,
    QPROP_NODE_EMPTY = 13,
    QPROP_NODE_APPEND = 14,
    QPROP_NODE_DYNAMIC_SCAN = 15,
    QPROP_NODE_PARTITION_SELECTOR = 16,
    QPROP_NODE_MODIFY = 17,
    QPROP_NODE_FUNCTION_SCAN = 18
} qprop_node_kind;

/*
 * The root of the plan of query 'stmt': as rewritten by the last
 * qprop_stmt_rewrite() (as bound when it was not rewritten), or as bound
 * when 'flags' holds QPROP_PRINT_ORIGINAL.  NULL when 'stmt' is not a query
 * or memory runs out.  Owned by 'stmt'.
 * @since 0.1
 */
const qprop_node *qprop_stmt_plan(qprop_stmt *stmt, unsigned flags);

/* Kind of 'node'.  @since 0.1 */
qprop_node_kind qprop_node_kind_of(const qprop_node *node);

/* Name of the node's kind as EXPLAIN prints it ("Scan", "Join").  Static
   string.  @since 0.1 */
const char *qprop_node_kind_name(const qprop_node *node);

/* Number of inputs of 'node' (a CteScan's CTE and the subplans of
   expressions are not counted).  @since 0.1 */
int qprop_node_child_count(const qprop_node *node);

/* Input 'i' (0 = left/outer, 1 = right/inner) or NULL when out of range
   or out of memory.  Owned by the statement.  @since 0.1 */
const qprop_node *qprop_node_child(const qprop_node *node, int i);

/* Join type of a Join, 0 for other nodes.  @since 0.1 */
qprop_join_type qprop_node_join_type(const qprop_node *node);

/* Table name of a Scan or DynamicScan (the partitioned parent for a
   partitioned table), else NULL.  @since 0.1 */
const char *qprop_node_relation(const qprop_node *node);

/* Alias of the relation a Scan, DynamicScan, SubqueryScan or CteScan
   reads (unique within the statement), else NULL.  @since 0.1 */
const char *qprop_node_alias(const qprop_node *node);

/*
 * Number of predicates of 'node': the filters of a Scan, DynamicScan,
 * SubqueryScan, CteScan or Filter, the conditions of a Join; 0 otherwise.
 * @since 0.1
 */
int qprop_node_filter_count(const qprop_node *node);

/*
 * Predicate 'i' of 'node': its SQL text (alias-qualified columns, as
 * EXPLAIN prints it), whether a rule derived it (1) or the query holds it
 * (0), and for a derived one where it came from ("o.o_orderdate >=
 * '1995-01-01'::date via {...}", made on the first call, else NULL).
 * Out-pointers may be NULL; strings are owned by the statement.  Returns
 * QPROP_OK, QPROP_ESEMANTIC when 'i' is out of range, or QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_node_filter(const qprop_node *node, int i,
                               const char **text, int *derived,
                               const char **origin, qprop_error *err);

/*
 * Partitions of a Scan or DynamicScan of a partitioned table: the number
 * of leaf partitions kept after pruning (all of them before), or -1 for
 * any other node.  '*total' (may be NULL) receives the number of leaves
 * before pruning.
 * @since 0.1
 */
int qprop_node_partition_count(const qprop_node *node, int *total);

/* Name of kept leaf partition 'i', in bound order, or NULL when out of
   range or out of memory.  Owned by the catalog.  @since 0.1 */
const char *qprop_node_partition(const qprop_node *node, int i);

/*
 * Dynamic partition elimination: the selector id of a PartitionSelector
 * and of the DynamicScan it feeds (equal ids pair them), 0 for other
 * nodes.  For a PartitionSelector, '*scan' (may be NULL) receives the
 * alias of the scan whose partitions it selects.
 * @since 0.1
 */
int qprop_node_selector(const qprop_node *node, const char **scan);

/* Flags of qprop_node_runtime_filter(). */
enum {
    QPROP_RF_NULL_AWARE = 1, /* k IN build OR k IS NULL (NOT IN) */
    QPROP_RF_GLOBAL = 2      /* the build input is shuffled: the filter is
                                merged from every node before use */
};

/*
 * Runtime filters (build-side join keys filtering a probe-side scan, see
 * doc/runtime-filters.md): for a Scan or DynamicScan the filters it
 * consumes, for a Join the filters it produces; 0 for other nodes.
 * @since 0.1
 */
int qprop_node_runtime_filter_count(const qprop_node *node);

/*
 * Runtime filter 'i' of 'node': its id ('*id', shared by the producing
 * Join and the consuming scan), the consumer scan's key columns
 * ('*probe', "s.store_id"; several separated by ", "), the build input's
 * keys ('*build', "st.store_id") and QPROP_RF_* '*flags'.  Out-pointers
 * may be NULL; strings are owned by the statement.  Returns QPROP_OK,
 * QPROP_ESEMANTIC when 'i' is out of range, or QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_node_runtime_filter(const qprop_node *node, int i, int *id,
                                       const char **probe, const char **build,
                                       unsigned *flags, qprop_error *err);

/* ==== Execution-time bounds (@since 0.1) ====
 *
 * What --format=sql gives PostgreSQL besides the plan, as structure: the
 * partitioned scans whose leading partition-key column the SQL restricts
 * to the [min, max] of a build side's key, known once the statement
 * starts ("k >= ALL (ARRAY[(SELECT min ...)]) AND k <= ALL (ARRAY[(SELECT
 * max ...)])"), so that PostgreSQL prunes partitions at run time; the
 * scan then reads its partitioned table, not its kept leaves.  They come
 * from the query's Partition Selectors and runtime filters, and from
 * filters "key IN (SELECT b FROM R ...)" of the scan, and are
 * decided after the rewrite (src/target/bounds.c says why each is exact
 * and when it pays: a narrow build side, the row-count rule).  The SQL
 * prints each one except where it cannot: inside an EXISTS, IN, ANY or ALL
 * subquery that stayed a test, inside another bound's subquery, or on a
 * column printed through a partitionwise join's UNION ALL; and none when
 * printed with QPROP_PRINT_SQL_NO_BOUNDS.
 */

/* How a bound's min and max are printed.  Values are stable. */
typedef enum qprop_bound_form {
    QPROP_BOUND_WITH_ITEM = 1,  /* read once from a MATERIALIZED WITH item
                                   put first ("(SELECT qp_lo FROM
                                   qp_bound_N)"), shared by the bounds of
                                   one build side: a SELECT statement */
    QPROP_BOUND_SUBQUERIES = 2  /* two scalar subqueries in place: a data-
                                   modifying statement, or one with a name
                                   qp_bound... */
} qprop_bound_form;

/* One bound; zero-initialise, set 'size'.  Strings and handles are owned
   by the statement. */
typedef struct qprop_bound {
    size_t size;               /* sizeof(qprop_bound), for ABI growth */
    const qprop_node *scan;    /* the partitioned Scan or DynamicScan */
    const char *table;         /* its partitioned table */
    const char *key;           /* its leading key column, "alias.column" */
    const qprop_node *build;   /* the build side's Scan: its filters are
                                  the bound's subquery's WHERE */
    const char *build_table;   /* the build side's table */
    const char *build_key;     /* the build key, "alias.column" */
    int semi_joins;            /* semi joins above the build scan tested as
                                  EXISTS in the bound's subquery */
    int selector;              /* the Partition Selector it comes from
                                  (qprop_node_selector), or 0 */
    int runtime_filter;        /* the runtime filter it comes from
                                  (qprop_node_runtime_filter's id), or 0;
                                  both 0: from the scan's filter "key IN
                                  (SELECT b FROM R ...)" */
    qprop_bound_form form;
    double build_rows;         /* rows the bound's subquery reads (the
                                  build table's, its subqueries'), -1 when
                                  not known (no pg_restore_relation_stats) */
    double fact_rows;          /* rows of the statement's partitioned
                                  scans (their kept leaves), -1 when not
                                  known */
    /* @since 0.1 (grown): what a host that plans the statement itself
       (pg_qprop) needs to apply the bound without reading the SQL */
    const char *schema;        /* the schema of 'table' */
    const char *key_column;    /* the key's column name alone, unquoted */
    const char *build_sql;     /* the build side as one SELECT of the
                                  build key alone, "SELECT d.k FROM dim AS
                                  d WHERE d.y = 2002" (semi joins as
                                  EXISTS): the rows whose key range is the
                                  bound, in the same dialect as
                                  QPROP_FORMAT_SQL; it reads no WITH item
                                  and nothing of the statement outside it.
                                  --format=sql prints the bound as the
                                  min and max of this query's column */
} qprop_bound;

/*
 * Number of execution-time bounds of query 'stmt' as rewritten by the
 * last qprop_stmt_rewrite() (as bound when not rewritten); 0 when it is
 * not a query, -1 when memory runs out.
 * @since 0.1
 */
int qprop_stmt_bound_count(qprop_stmt *stmt);

/*
 * Fill '*bound' with bound 'i' (in plan order: the statement's plan, then
 * its WITH items).  The handles in it are handles of their own on the
 * scans (walkable like qprop_stmt_plan()'s, not the same pointers).
 * Returns QPROP_OK, QPROP_ESEMANTIC when 'i' is out of range, or
 * QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_stmt_bound(qprop_stmt *stmt, int i, qprop_bound *bound,
                              qprop_error *err);

/* ==== Statistics of a rewrite (@since 0.1) ==== */

/* What the last qprop_stmt_rewrite() did; zero-initialise, set 'size'. */
typedef struct qprop_stats {
    size_t size;            /* sizeof(qprop_stats), for ABI growth */
    int derived_predicates; /* derived predicates in the rewritten plan */
    int rules_fired;        /* rule applications that changed the plan,
                               -1 unless the context has 'trace' set */
    int partitions_total;   /* leaf partitions scanned before rewriting */
    int partitions_pruned;  /* of those, how many rewriting removed */
    int empty_nodes;        /* subtrees proved empty (contradictions) */
    /* @since 0.1 (grown): of partitions_pruned, those PostgreSQL would not prune
       by itself: each partitioned scan's leaves kept by the filters it
       has as written (pushed down) and by the equalities with a constant
       or a parameter qprop derived (which PostgreSQL's equivalence
       classes derive too), less the leaves the rewrite keeps */
    int partitions_pruned_beyond;
    /* @since 0.1 (grown): of derived_predicates, those PostgreSQL does
       not derive itself: all but the equalities of a column with a
       constant or a parameter and the IS NOT NULL of a join key; each
       execution-time bound of qprop_stmt_bound() counts one */
    int derived_predicates_beyond;
    /* @since 0.1 (grown): correlated scalar subqueries of aggregates
       turned into a join to their groups (subquery_decorrelate), which
       PostgreSQL runs once per outer row as written */
    int subqueries_decorrelated;
} qprop_stats;

/*
 * Fill '*stats' for query 'stmt' (all zero when it was not rewritten or
 * is not a query).  Returns QPROP_OK or QPROP_ENOMEM.
 * @since 0.1
 */
qprop_status qprop_stmt_stats(qprop_stmt *stmt, qprop_stats *stats,
                              qprop_error *err);

#ifdef __cplusplus
}
#endif

#endif /* QPROP_H */
