/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_api_errors.c — every error comes back structured, alone
 *
 * Reads the error corpus (the .sql files of tests/errors) through the API
 * and checks the error contract of include/qprop.h on every statement: a
 * failing qprop_input_next() returns the code it puts in 'err', a message
 * in PostgreSQL's style, the offset, and a line and column that agree with
 * the offset (recomputed here); '*out' is NULL, so no partial statement
 * escapes; the cursor moves on.  Statements marked "-- ok" must succeed and
 * all others fail.  Then the error paths that need options: the depth
 * limit (QPROP_ELIMIT), a memory limit too small for the statement
 * (QPROP_ENOMEM), unknown rule names, printing what has no plan, an
 * unknown format.  Memory is checked by running this under ASan (make
 * check with --enable-sanitizers) and memcheck (make check-valgrind).
 * Exit status: 0 pass, 1 fail (automake's test protocol).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qprop.h"

#ifndef QPROP_SRCDIR
#define QPROP_SRCDIR "."
#endif

static int failures;

static void
fail(const char *where, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
fail(const char *where, const char *fmt, ...)
{
    va_list ap;

    fprintf(stderr, "FAIL: %s: ", where);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    failures++;
}

/* The contents of 'path' (malloc'd, NUL-terminated) and its length. */
static char *
slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;

    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0
        && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1))) {
        *len = fread(buf, 1, (size_t)n, f);
        buf[*len] = '\0';
    }
    fclose(f);
    return buf;
}

/* Line and column (characters) of byte 'off' of 'text', as the API says. */
static void
locate(const char *text, int off, int *line, int *col)
{
    *line = 1;
    *col = 1;
    for (int i = 0; i < off; i++) {
        if (text[i] == '\n') {
            ++*line;
            *col = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            ++*col;
        }
    }
}

/* The text of line 'line' of 'text' (1-based) ends in "-- ok...". */
static int
line_is_ok(const char *text, int line)
{
    const char *p = text, *end;

    while (--line > 0 && (p = strchr(p, '\n')) != NULL)
        p++;
    if (!p)
        return 0;
    end = strchr(p, '\n');
    for (const char *q = p; *q && (!end || q < end); q++)
        if (strncmp(q, "-- ok", 5) == 0)
            return 1;
    return 0;
}

/* Check the contract of an error 'err' returned as 'st' for 'text'. */
static void
check_error(const char *where, const char *text, size_t len, qprop_status st,
            const qprop_error *err)
{
    size_t mlen = strnlen(err->message, sizeof err->message);

    if (err->code != st)
        fail(where, "returned %d but err.code is %d", st, err->code);
    if (st != QPROP_ESYNTAX && st != QPROP_ESEMANTIC
        && st != QPROP_EUNSUPPORTED && st != QPROP_ELIMIT
        && st != QPROP_ENOMEM)
        fail(where, "unexpected status %d (%s)", st, err->message);
    if (mlen == 0 || mlen == sizeof err->message)
        fail(where, "message empty or not terminated");
    else if (err->message[mlen - 1] == '.' || isspace((unsigned char)err->message[0]))
        fail(where, "message not in PostgreSQL's style: \"%s\"", err->message);
    if (strnlen(err->detail, sizeof err->detail) == sizeof err->detail
        || strnlen(err->hint, sizeof err->hint) == sizeof err->hint)
        fail(where, "detail or hint not terminated");
    if (err->offset < -1 || err->offset > (int)len) {
        fail(where, "offset %d outside the text of %zu bytes", err->offset, len);
    } else if (err->offset >= 0) {
        int line, col;

        locate(text, err->offset, &line, &col);
        if (err->line != line || err->column != col)
            fail(where, "offset %d is %d:%d, but err says %d:%d", err->offset,
                 line, col, err->line, err->column);
    } else if (st != QPROP_ENOMEM) {
        fail(where, "no position for \"%s\"", err->message);
    }
}

/* Rewrite and print a query in every format; all must succeed. */
static void
print_all(const char *where, qprop_stmt *s)
{
    qprop_error err;
    const char *text;

    if (qprop_stmt_kind_of(s) != QPROP_STMT_QUERY)
        return;
    if (qprop_stmt_rewrite(s, &err) != QPROP_OK)
        fail(where, "rewrite failed: %s", err.message);
    for (int f = QPROP_FORMAT_TEXT; f <= QPROP_FORMAT_SQL; f++)
        if (qprop_stmt_print(s, (qprop_format)f, 0, 1, &text, &err) != QPROP_OK
            || !text || !*text)
            fail(where, "print in format %d failed: %s", f, err.message);
}

/*
 * Read the error corpus file 'name': each statement fails unless marked
 * "-- ok"; an eof_*.sql file holds exactly one failing statement.
 */
static void
check_corpus_file(const char *name)
{
    char path[512], where[600];
    qprop_ctx *ctx = qprop_ctx_new(NULL);
    qprop_input *in;
    qprop_error err;
    size_t len;
    char *text;
    int n_err = 0, n_want = 0, is_eof = strncmp(name, "eof_", 4) == 0;
    qprop_status st;

    snprintf(path, sizeof path, "%s/tests/errors/%s", QPROP_SRCDIR, name);
    if (!ctx || !(text = slurp(path, &len))) {
        fail(name, "cannot read %s or make a context", path);
        qprop_ctx_free(ctx);
        return;
    }
    /* every statement of the corpus is one line: count the lines that fail */
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t l = e ? (size_t)(e - p) : strlen(p);

        if (l > 0 && strncmp(p, "--", 2) != 0 && !line_is_ok(p, 1))
            n_want++;
        p += l + (e != NULL);
    }
    if (is_eof)
        n_want = 1;
    if (qprop_input_open(ctx, text, len, &in, &err) != QPROP_OK) {
        fail(name, "qprop_input_open: %s", err.message);
        goto out;
    }
    for (;;) {
        qprop_stmt *s = (qprop_stmt *)&err; /* not NULL: must be reset */

        memset(&err, 0x55, sizeof err);
        st = qprop_input_next(in, &s, &err);
        if (st == QPROP_DONE) {
            if (s)
                fail(name, "QPROP_DONE with a statement");
            break;
        }
        if (st == QPROP_OK) {
            snprintf(where, sizeof where, "%s:%d", name, qprop_stmt_line(s));
            if (!s) {
                fail(where, "QPROP_OK without a statement");
                continue;
            }
            if (!line_is_ok(text, qprop_stmt_line(s)))
                fail(where, "statement not marked \"-- ok\" succeeded");
            print_all(where, s);
            qprop_stmt_free(s);
            continue;
        }
        n_err++;
        snprintf(where, sizeof where, "%s:%d:%d", name, err.line, err.column);
        if (s != NULL)
            fail(where, "a statement escaped with error %d", st);
        check_error(where, text, len, st, &err);
        if (err.offset >= 0 && line_is_ok(text, err.line))
            fail(where, "statement marked \"-- ok\" failed: %s", err.message);
        if (n_err > 10000)
            break;
    }
    /* the cursor stays at the end */
    {
        qprop_stmt *s = NULL;

        if (qprop_input_next(in, &s, NULL) != QPROP_DONE || s)
            fail(name, "a second QPROP_DONE expected");
    }
    if (n_err != n_want)
        fail(name, "%d errors, expected %d", n_err, n_want);
    qprop_input_close(in);
out:
    free(text);
    qprop_ctx_free(ctx);
}

/* Run 'sql' in a context with 'opts'; return the first error's status. */
static qprop_status
first_error(const qprop_options *opts, const char *sql, qprop_error *err)
{
    qprop_ctx *ctx = qprop_ctx_new(opts);
    qprop_input *in;
    qprop_status st = QPROP_DONE;

    if (!ctx)
        return QPROP_ENOMEM;
    if (qprop_input_open(ctx, sql, strlen(sql), &in, err) == QPROP_OK) {
        for (;;) {
            qprop_stmt *s = (qprop_stmt *)err;

            st = qprop_input_next(in, &s, err);
            if (st == QPROP_DONE)
                break;
            if (st != QPROP_OK) {
                if (s)
                    fail(sql, "a statement escaped with error %d", st);
                check_error("first_error", sql, strlen(sql), st, err);
                break;
            }
            if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY) {
                const char *text;

                st = qprop_stmt_rewrite(s, err);
                if (st == QPROP_OK)
                    st = qprop_stmt_print(s, QPROP_FORMAT_JSON, 0, 1, &text, err);
                if (st != QPROP_OK) {
                    if (err->code != st)
                        fail(sql, "returned %d but err.code is %d", st, err->code);
                    qprop_stmt_free(s);
                    break;
                }
            }
            qprop_stmt_free(s);
        }
        qprop_input_close(in);
    }
    qprop_ctx_free(ctx);
    return st;
}

static void
check_limits(void)
{
    qprop_options opts;
    qprop_error err;
    char sql[256];
    qprop_status st;

    memset(&opts, 0, sizeof opts);
    opts.size = sizeof opts;
    opts.max_depth = 5;
    st = first_error(&opts, "SELECT ((((((1))))));", &err);
    if (st != QPROP_ELIMIT || err.column < 1)
        fail("max_depth 5", "status %d (%s), expected QPROP_ELIMIT", st, err.message);
    st = first_error(&opts, "SELECT (((1)));", &err);
    if (st != QPROP_DONE)
        fail("max_depth 5", "3 levels: status %d (%s)", st, err.message);
    snprintf(sql, sizeof sql, "CREATE TABLE t (a int);\n"
             "SELECT * FROM (SELECT * FROM (SELECT * FROM (SELECT * FROM"
             " (SELECT * FROM (SELECT * FROM (SELECT * FROM t) a) b) c) d) e)"
             " f;");
    st = first_error(&opts, sql, &err);
    if (st != QPROP_ELIMIT || err.line != 2)
        fail("max_depth 5", "6 subqueries: status %d at line %d (%s)", st,
             err.line, err.message);

    /* a statement that does not fit in the memory limit */
    for (size_t limit = 1024; limit <= 65536; limit *= 4) {
        opts.max_depth = 0;
        opts.memory_limit = limit;
        st = first_error(&opts,
                         "CREATE TABLE t (a int, b text);\n"
                         "CREATE TABLE u (a int, c text);\n"
                         "SELECT t.b, u.c, count(*) FROM t JOIN u ON t.a = u.a"
                         " WHERE t.a IN (1, 2, 3) AND u.c LIKE 'x%'"
                         " GROUP BY t.b, u.c ORDER BY 3 DESC;", &err);
        if (st != QPROP_ENOMEM && st != QPROP_DONE)
            fail("memory_limit", "limit %zu: status %d (%s)", limit, st,
                 err.message);
        if (st == QPROP_ENOMEM && err.message[0] == '\0')
            fail("memory_limit", "limit %zu: no message", limit);
    }
}

static void
check_misuse(void)
{
    qprop_options opts;
    qprop_error err;
    qprop_ctx *ctx = (qprop_ctx *)&err;
    qprop_input *in;
    qprop_stmt *s;
    const char *text = "x";
    static const char sql[] = "CREATE TABLE t (a int); SELECT a FROM t;";

    memset(&opts, 0, sizeof opts);
    opts.size = sizeof opts;
    opts.disabled_rules = "no_such_rule";
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_ESEMANTIC || ctx
        || err.code != QPROP_ESEMANTIC || !strstr(err.message, "no_such_rule"))
        fail("ctx_create", "unknown rule: status %d, \"%s\"", err.code,
             err.message);
    /* a PostgreSQL version qprop does not read (issue 38) */
    opts.disabled_rules = NULL;
    for (int v = 0; v < 4; v++) {
        static const int bad[] = { 14, 19, -1, 150 };

        opts.pg_version = bad[v];
        ctx = (qprop_ctx *)&err;
        if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_ESEMANTIC || ctx
            || !strstr(err.message, "PostgreSQL version"))
            fail("ctx_create", "pg_version %d: status %d, \"%s\"", bad[v],
                 err.code, err.message);
    }
    {
        /* the version an input is read as: the option, else its pg_dump
           header (clamped to 15..18), else 18 */
        static const struct {
            int opt;
            const char *text;
            int want, from_header;
        } cases[] = {
            { 0, "SELECT 1;", 18, 0 },
            { 15, "SELECT 1;", 15, 0 },
            { 0, "--\n-- PostgreSQL database dump\n--\n\n\\restrict k\n\n"
                 "-- Dumped from database version 17.2 (Debian)\n", 17, 1 },
            { 0, "-- Dumped from database version 16.4\r\nSELECT 1;", 16,
              1 },
            { 0, "-- Dumped from database version 9.6.1\n", 15, 1 },
            { 0, "-- Dumped from database version 19beta1\n", 18, 1 },
            { 17, "-- Dumped from database version 15.1\n", 17, 0 },
            { 0, "SELECT 1;\n-- Dumped from database version 15.1\n", 18,
              0 },
        };

        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            int from = -1, got;

            opts.pg_version = cases[i].opt;
            if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK) {
                fail("pg_version", "case %zu: %s", i, err.message);
                continue;
            }
            if (qprop_input_open(ctx, cases[i].text, strlen(cases[i].text),
                                 &in, &err) != QPROP_OK) {
                fail("pg_version", "case %zu: %s", i, err.message);
                qprop_ctx_free(ctx);
                continue;
            }
            got = qprop_input_pg_version(in, &from);
            if (got != cases[i].want || from != cases[i].from_header)
                fail("pg_version", "case %zu: version %d (header %d), not "
                     "%d (%d)", i, got, from, cases[i].want,
                     cases[i].from_header);
            qprop_input_close(in);
            qprop_ctx_free(ctx);
        }
        opts.pg_version = 0;
    }
    if (qprop_rule_info(-1, NULL, NULL, NULL) != QPROP_ESEMANTIC
        || qprop_rule_info(qprop_rule_count(), NULL, NULL, NULL)
               != QPROP_ESEMANTIC)
        fail("rule_info", "out of range accepted");

    ctx = qprop_ctx_new(NULL);
    if (!ctx || qprop_input_open(ctx, sql, sizeof sql - 1, &in, &err)) {
        fail("misuse", "no context or cursor");
        qprop_ctx_free(ctx);
        return;
    }
    /* a CREATE TABLE has no plan to print */
    if (qprop_input_next(in, &s, &err) == QPROP_OK) {
        if (qprop_stmt_print(s, QPROP_FORMAT_TEXT, 0, 1, &text, &err)
                == QPROP_OK || text || err.message[0] == '\0')
            fail("print", "a CREATE TABLE printed a plan");
        if (qprop_stmt_rewrite(s, &err) != QPROP_OK)
            fail("rewrite", "a CREATE TABLE did not rewrite to itself");
        qprop_stmt_free(s);
    }
    /* an unknown format; NULL 'err' is allowed everywhere */
    if (qprop_input_next(in, &s, NULL) == QPROP_OK) {
        text = "x";
        if (qprop_stmt_print(s, (qprop_format)42, 0, 1, &text, &err)
                != QPROP_EUNSUPPORTED || text || err.code != QPROP_EUNSUPPORTED)
            fail("print", "format 42: status %d", err.code);
        if (qprop_stmt_print(s, (qprop_format)0, 0, 1, &text, NULL) == QPROP_OK)
            fail("print", "format 0 accepted");
        qprop_stmt_free(s);
    }
    qprop_input_close(in);
    qprop_stmt_free(NULL);
    qprop_ctx_free(ctx);
}

int
main(void)
{
    static const char *const files[] = {
        "statements.sql", "eof_comment.sql", "eof_dollar.sql",
        "eof_escape.sql", "eof_ident.sql", "eof_string.sql",
        "eof_truncated.sql", "eof_unicode.sql"
    };

    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        check_corpus_file(files[i]);
    check_limits();
    check_misuse();
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    else
        printf("PASS: the error corpus and the error paths of the API\n");
    return failures ? 1 : 0;
}
