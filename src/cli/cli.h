/* SPDX-License-Identifier: MIT */
/*
 * src/cli/cli.h — what the qprop command's files share
 *
 * main.c reads the options and runs the files; regress.c runs a folder of
 * query files against a schema and compares what main.c's machinery prints
 * with expected files.  Both print through a 'cli', whose streams may be a
 * terminal or a buffer.  Only this folder prints; the library never does.
 */
#ifndef QPROP_CLI_H
#define QPROP_CLI_H

#include <stdio.h>

#include "qprop.h"

/* One kind of statement qprop skipped, and how many times. */
typedef struct cli_skip {
    char what[48];     /* "CREATE INDEX", "COMMENT", ... */
    int n;
} cli_skip;

#define CLI_MAX_SKIPS 64

typedef struct cli {
    FILE *out;         /* plans */
    FILE *err;         /* errors, warnings, traces and statistics */
    qprop_format format;
    int no_rewrite;
    int before;        /* --before: the plan before rewriting as well */
    int doc_open;      /* the current file's document has begun */
    int trace;
    int verbose;       /* --verbose: a warning per skipped statement */
    int quiet;         /* --quiet: no warnings, no summary */
    int no_source;     /* --no-source: no "-- FILE:LINE" line before each
                          query's text or sql output */
    int bound_key_sets; /* --bound-key-sets */
    unsigned sql_flags; /* QPROP_PRINT_SQL_*: --sql-partitions=leaves,
                           --sql-derived=all,
                           --no-runtime-bounds */
    int partitions;    /* --partitions: 0 not given (all), 1 all, 2 kept */
    int query_no;      /* queries printed so far, across files */
    int status;        /* 0, or 1 after an SQL error */
    int max_errors;    /* --max-errors=N: a file stops after N errors (0:
                          no limit; binary input stops after 5 anyway) */
    int file_errors;   /* errors reported in the current file */
    int binary;        /* the current file does not look like text: its
                          errors show no source line */
    const char *route;
    int pg_version;       /* --pg-version=N, or 0 */
    const char *pg_version_from; /* "--pg-version" or "QPROP_PG_VERSION" */
    const char *timezone; /* --timezone=ZONE, or NULL */ /* --route=TABLE, or NULL */
    int stats;         /* --stats: counts and times on standard error */
    int color;         /* --color: colour the text output */
    char *disabled;    /* --disable-rule names, comma-separated (malloc'd) */
    char *enabled;     /* --enable-rule names, likewise */
    double t0;         /* --stats: when the current statement was begun */
    qprop_stats total; /* --stats: sums over the queries */
    double total_ms;
    int nqueries;
    cli_skip skips[CLI_MAX_SKIPS]; /* statements skipped, by kind */
    int n_skips;
    int n_skipped;
    /* where cli_process() is in the current file when it looks for the
       start of a statement that failed (see failed_stmt() in main.c) */
    size_t scan_at;
    int scan_line;
} cli;

/*
 * Apply the option argv[*i] (and its value argv[*i + 1] for "-f VALUE",
 * moving '*i' past it) to 'c'.  Returns 0 when done, 1 when the option
 * asks to stop with success (--help, --version, --list-rules, printed
 * already), 2 after printing a usage error on 'c->err'.
 */
int cli_option(cli *c, int argc, char **argv, int *i);

/* A context with c's rule options, or NULL after printing why on
   c->err. */
qprop_ctx *cli_context(cli *c);

/*
 * Feed 'len' bytes of 'text' (named 'name' in messages) through 'ctx':
 * DDL updates the catalog, each query's plan is printed on c->out.  A
 * UTF-8 byte-order mark at its start is ignored.  Returns 0, or 2 when the
 * input could not be read (the exit status of I/O errors).
 */
int cli_process(cli *c, qprop_ctx *ctx, const char *name, const char *text,
                size_t len);

/* Read the file 'path' ("-": standard input) and cli_process() it.
   Returns 0, or 2 after printing an I/O error. */
int cli_run_file(cli *c, qprop_ctx *ctx, const char *path);

/* Read all of 'f' into a malloc'd buffer; NULL on error (errno set). */
char *cli_slurp(FILE *f, size_t *len);

/* The summary of skipped statements on c->err (nothing when none were
   skipped, or under --quiet). */
void cli_print_skips(cli *c);

/* Free what 'c' allocated (not its streams). */
void cli_free(cli *c);

/* `qprop regress ...`: argv[0] is "regress".  Returns the exit status. */
int cli_regress(int argc, char **argv);

#endif
