/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_threads.c — the library is reentrant
 *
 * Reads the TPC-H and JOB corpora (schema and queries) and, for every
 * query, rewrites it and prints it as text, JSON and SQL through the
 * public API, into one string per corpus.  That is done once on the main
 * thread, then by NTHREADS threads at once, each with its own qprop_ctx,
 * each several times over in a different order of corpora; every thread's
 * output must be byte for byte the single-threaded one.  Run under ASan in
 * CI (and by hand under valgrind --tool=helgrind) this also finds data
 * races on shared state.  Exit status: 0 pass, 1 fail, 77 skip: the
 * corpora folder is missing (tests/unit/corpora.h; with
 * QPROP_REQUIRE_CORPORA=1 that is a failure).  A corpora folder without
 * one of the files read here fails.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qprop.h"
#include "corpora.h"

#define NTHREADS 4
#define ROUNDS 2

/* A growing output string. */
typedef struct buf {
    char *data;
    size_t len, cap;
    int failed;
} buf;

static void
buf_add(buf *b, const char *s)
{
    size_t n = strlen(s);

    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        char *p;

        while (cap < b->len + n + 1)
            cap *= 2;
        if (!(p = realloc(b->data, cap))) {
            b->failed = 1;
            return;
        }
        b->data = p;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n + 1);
    b->len += n;
}

/* One corpus: the text of its schema files, then of each query file. */
typedef struct corpus {
    const char *name;
    char *schema;  /* all schema files, concatenated */
    char **queries;
    int n_queries;
} corpus;

static char *
slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    long n;

    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0
        && fseek(f, 0, SEEK_SET) == 0 && (data = malloc((size_t)n + 1))) {
        size_t got = fread(data, 1, (size_t)n, f);

        data[got] = '\0';
    }
    fclose(f);
    return data;
}

/* Run every statement of 'sql' in 'ctx', appending what it prints. */
static void
run_text(qprop_ctx *ctx, const char *sql, buf *out)
{
    static const qprop_format formats[] = {
        QPROP_FORMAT_TEXT, QPROP_FORMAT_JSON, QPROP_FORMAT_SQL
    };
    qprop_input *in;
    qprop_error err;
    char line[64];
    int q = 0;

    if (qprop_input_open(ctx, sql, strlen(sql), &in, &err) != QPROP_OK) {
        buf_add(out, "open failed\n");
        return;
    }
    for (;;) {
        qprop_stmt *s;
        qprop_status st = qprop_input_next(in, &s, &err);
        const char *text;

        if (st == QPROP_DONE)
            break;
        if (st != QPROP_OK) {
            snprintf(line, sizeof line, "error %d at %d:%d: ", st, err.line,
                     err.column);
            buf_add(out, line);
            buf_add(out, err.message);
            buf_add(out, "\n");
            continue;
        }
        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY) {
            q++;
            for (size_t f = 0; f < sizeof formats / sizeof formats[0]; f++) {
                if (qprop_stmt_print(s, formats[f], QPROP_PRINT_ORIGINAL, q,
                                     &text, &err) == QPROP_OK)
                    buf_add(out, text);
            }
            if (qprop_stmt_rewrite(s, &err) != QPROP_OK) {
                buf_add(out, "rewrite error: ");
                buf_add(out, err.message);
                buf_add(out, "\n");
            }
            for (size_t f = 0; f < sizeof formats / sizeof formats[0]; f++) {
                if (qprop_stmt_print(s, formats[f], 0, q, &text, &err)
                    == QPROP_OK)
                    buf_add(out, text);
                else
                    buf_add(out, "print error\n");
            }
            buf_add(out, qprop_stmt_trace(s));
        }
        qprop_stmt_free(s);
    }
    qprop_input_close(in);
}

/* The output of corpus 'c' in a fresh context (tracing on). */
static char *
run_corpus(const corpus *c)
{
    qprop_options opts;
    qprop_ctx *ctx;
    buf out = {0};

    memset(&opts, 0, sizeof opts);
    opts.size = sizeof opts;
    opts.trace = 1;
    if (!(ctx = qprop_ctx_new(&opts)))
        return NULL;
    run_text(ctx, c->schema, &out);
    for (int i = 0; i < c->n_queries; i++)
        run_text(ctx, c->queries[i], &out);
    qprop_ctx_free(ctx);
    if (out.failed) {
        free(out.data);
        return NULL;
    }
    return out.data;
}

static corpus corpora[2];
static char *expected[2];

typedef struct worker {
    int id;
    int mismatches;
} worker;

static void *
work(void *arg)
{
    worker *w = arg;

    for (int r = 0; r < ROUNDS; r++) {
        for (int k = 0; k < 2; k++) {
            int i = (w->id + r + k) % 2; /* threads differ in order */
            char *got = run_corpus(&corpora[i]);

            if (!got || strcmp(got, expected[i]) != 0) {
                fprintf(stderr, "FAIL: thread %d, round %d: %s output differs\n",
                        w->id, r, corpora[i].name);
                w->mismatches++;
            }
            free(got);
        }
    }
    return NULL;
}

/* Load 'dir' of the corpora: 'schemas' then the files 'pattern' names. */
static int
load(corpus *c, const char *name, const char *dir, const char *const *schemas,
     const char *const *files)
{
    const char *root = corpora_dir();
    char path[2048];
    buf schema = {0};

    c->name = name;
    for (int i = 0; schemas[i]; i++) {
        char *t;

        snprintf(path, sizeof path, "%s/%s/%s", root, dir, schemas[i]);
        if (!(t = slurp(path))) {
            fprintf(stderr, "FAIL: cannot read %s (set QPROP_CORPORA)\n", path);
            free(schema.data);
            return -1;
        }
        buf_add(&schema, t);
        buf_add(&schema, "\n;\n");
        free(t);
    }
    c->schema = schema.data;
    for (c->n_queries = 0; files[c->n_queries]; c->n_queries++)
        ;
    c->queries = calloc((size_t)c->n_queries, sizeof *c->queries);
    for (int i = 0; i < c->n_queries; i++) {
        snprintf(path, sizeof path, "%s/%s/%s", root, dir, files[i]);
        if (!(c->queries[i] = slurp(path))) {
            fprintf(stderr, "FAIL: cannot read %s\n", path);
            return -1;
        }
    }
    return 0;
}

int
main(void)
{
    static const char *const tpch_schema[] = {
        "schema.sql", "schema_constraints.sql", NULL
    };
    static const char *const tpch_queries[] = {
        "q01.sql", "q02.sql", "q03.sql", "q04.sql", "q05.sql", "q06.sql",
        "q07.sql", "q08.sql", "q09.sql", "q10.sql", "q11.sql", "q12.sql",
        "q13.sql", "q14.sql", "q15.sql", "q16.sql", "q17.sql", "q18.sql",
        "q19.sql", "q20.sql", "q21.sql", "q22.sql", NULL
    };
    static const char *const job_schema[] = {
        "schema.sql", "fkindexes.sql", NULL
    };
    static const char *const job_queries[] = {
        "1a.sql", "2a.sql", "3b.sql", "6f.sql", "7c.sql", "8d.sql", "13a.sql",
        "16b.sql", "17e.sql", "19d.sql", "22c.sql", "25c.sql", "28a.sql",
        "29c.sql", "30a.sql", "31c.sql", "33c.sql", NULL
    };
    pthread_t tid[NTHREADS];
    worker w[NTHREADS];
    int status = 0;

    if ((status = corpora_check()) != 0)
        return status;
    if (load(&corpora[0], "TPC-H", "tpch", tpch_schema, tpch_queries) != 0
        || load(&corpora[1], "JOB", "job", job_schema, job_queries) != 0)
        return 1;
    for (int i = 0; i < 2; i++)
        if (!(expected[i] = run_corpus(&corpora[i]))) {
            fprintf(stderr, "FAIL: out of memory\n");
            return 1;
        }
    for (int i = 0; i < NTHREADS; i++) {
        w[i].id = i;
        w[i].mismatches = 0;
        if (pthread_create(&tid[i], NULL, work, &w[i]) != 0) {
            fprintf(stderr, "FAIL: pthread_create\n");
            return 1;
        }
    }
    for (int i = 0; i < NTHREADS; i++) {
        pthread_join(tid[i], NULL);
        if (w[i].mismatches)
            status = 1;
    }
    for (int i = 0; i < 2; i++) {
        printf("%s: %zu bytes of output, %d threads x %d rounds: %s\n",
               corpora[i].name, strlen(expected[i]), NTHREADS, ROUNDS,
               status ? "MISMATCH" : "identical");
        free(expected[i]);
        free(corpora[i].schema);
        for (int q = 0; q < corpora[i].n_queries; q++)
            free(corpora[i].queries[q]);
        free(corpora[i].queries);
    }
    return status;
}
