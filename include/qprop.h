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
                                   or NULL */
    const char *enabled_rules;  /* comma-separated rule names to turn on
                                   (rules that are off by default), or
                                   NULL */
    int trace;            /* nonzero: record each rule application (see
                             qprop_stmt_trace()) */
} qprop_options;

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
    QPROP_FORMAT_SQL = 3   /* one PostgreSQL statement ending in ';' */
} qprop_format;

/* Flags of qprop_stmt_print(). */
enum {
    QPROP_PRINT_ORIGINAL = 1 /* print the plan as bound, before rewriting */
};

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
 * 'first_line' is the line number of the text's first line (1 for a file).
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
 * 'stmt').  'flags' is 0 or QPROP_PRINT_ORIGINAL.  For JSON, 'query_no' is
 * the number written in the "query" key.  Returns QPROP_OK or an error.
 * @since 0.1
 */
qprop_status qprop_stmt_print(qprop_stmt *stmt, qprop_format format,
                              unsigned flags, int query_no, const char **text,
                              qprop_error *err);

/*
 * The rule applications of the last qprop_stmt_rewrite(), one per line
 * ("eq_broadcast: t2.a IN (12, 13) from t1.a IN (12, 13) via {t1.a, t2.a}"),
 * when the context has 'trace' set; "" otherwise.  Owned by 'stmt'.
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

#ifdef __cplusplus
}
#endif

#endif /* QPROP_H */
