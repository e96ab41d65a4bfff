/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_api_typer.c — a plan built through the API is typed as
 * the binder types the same SQL
 *
 * For each case, the same expression is made twice: as SQL text
 * ("SELECT <expr> AS x FROM t;", read and bound) and through the builder
 * (a Project of the expression over a scan of t).  Both plans are printed
 * without rewriting, as text and as JSON (which has each output's type),
 * and must be the same; or both must fail, with the same message.
 * Through the public header only.
 *
 * The builder once typed on its own (src/api/api_plan.c had its own
 * operator and function tables and common-type rule); these cases were
 * typed differently by it or refused: a function the binder knows and it
 * did not (md5, greatest), the common type of varchar and text (IN), an
 * integer compared with a float8, a numeric plus an integer.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "qprop.h"

static int failures;

#define CHECK(cond, what)                                                 \
    do {                                                                  \
        if (!(cond)) {                                                    \
            fprintf(stderr, "FAIL: %s (%s:%d)\n", what, __FILE__,         \
                    __LINE__);                                            \
            failures++;                                                   \
        }                                                                 \
    } while (0)

static const char ddl[] =
    "CREATE TABLE t (a integer, b numeric(10,2), c varchar(10), d text,"
    " f float8, k bigint);\n";

/* The plan of 'stmt', not rewritten, as text then JSON, into 'out'. */
static qprop_status
print_plan(qprop_stmt *stmt, char *out, size_t outlen, qprop_error *err)
{
    const char *text, *json;
    qprop_status st;

    st = qprop_stmt_print(stmt, QPROP_FORMAT_TEXT, 0, 1, &text, err);
    if (st == QPROP_OK)
        st = qprop_stmt_print(stmt, QPROP_FORMAT_JSON, 0, 1, &json, err);
    if (st == QPROP_OK)
        snprintf(out, outlen, "%s\n%s", text, json);
    return st;
}

/* SELECT 'expr' AS x FROM t, from SQL. */
static qprop_status
from_sql(qprop_ctx *ctx, const char *expr, char *out, size_t outlen,
         qprop_error *err)
{
    char sql[512];
    qprop_input *in = NULL;
    qprop_stmt *s = NULL;
    qprop_status st;

    out[0] = '\0';
    snprintf(sql, sizeof sql, "SELECT %s AS x FROM t;", expr);
    st = qprop_input_open(ctx, sql, strlen(sql), &in, err);
    if (st == QPROP_OK)
        st = qprop_input_next(in, &s, err);
    if (st == QPROP_OK)
        st = print_plan(s, out, outlen, err);
    qprop_stmt_free(s);
    qprop_input_close(in);
    return st;
}

/* The same through the builder: 'make' builds the expression. */
typedef qprop_expr *(*make_fn)(qprop_builder *b);

static qprop_status
from_api(qprop_ctx *ctx, make_fn make, char *out, size_t outlen,
         qprop_error *err)
{
    qprop_builder *b;
    qprop_node *scan, *proj;
    qprop_expr *e;
    qprop_stmt *s = NULL;
    const char *names[1] = { "x" };
    qprop_status st;

    out[0] = '\0';
    if ((st = qprop_builder_new(ctx, &b, err)) != QPROP_OK)
        return st;
    scan = qprop_plan_scan(b, "t", NULL);
    e = make(b);
    proj = qprop_plan_project(b, scan, &e, names, 1, 0);
    if ((st = qprop_builder_finish(b, proj, &s, err)) != QPROP_OK)
        return st;
    st = print_plan(s, out, outlen, err);
    qprop_stmt_free(s);
    return st;
}

static qprop_expr *
col(qprop_builder *b, const char *name)
{
    return qprop_expr_column(b, name);
}

static qprop_expr *
func(qprop_builder *b, const char *name, int n, ...)
{
    qprop_expr *args[4];
    va_list ap;

    va_start(ap, n);
    for (int i = 0; i < n; i++)
        args[i] = va_arg(ap, qprop_expr *);
    va_end(ap);
    return qprop_expr_func(b, name, args, n, 0);
}

static qprop_expr *
md5_of_d(qprop_builder *b)
{
    return func(b, "md5", 1, col(b, "d"));
}

static qprop_expr *
greatest_a_k(qprop_builder *b)
{
    return func(b, "greatest", 2, col(b, "a"), col(b, "k"));
}

static qprop_expr *
c_in_d(qprop_builder *b)
{
    qprop_expr *items[2] = { col(b, "d"), qprop_expr_const(b, "x", NULL) };

    return qprop_expr_in(b, col(b, "c"), items, 2, 0);
}

static qprop_expr *
a_eq_f(qprop_builder *b)
{
    return qprop_expr_op(b, "=", col(b, "a"), col(b, "f"));
}

static qprop_expr *
b_plus_a(qprop_builder *b)
{
    return qprop_expr_op(b, "+", col(b, "b"), col(b, "a"));
}

static qprop_expr *
c_concat_lit(qprop_builder *b)
{
    return qprop_expr_op(b, "||", col(b, "c"), qprop_expr_const(b, "!", NULL));
}

static qprop_expr *
coalesce_c_d(qprop_builder *b)
{
    return func(b, "coalesce", 2, col(b, "c"), col(b, "d"));
}

static qprop_expr *
sum_b(qprop_builder *b)
{
    return func(b, "round", 2, col(b, "b"), qprop_expr_const(b, "1", NULL));
}

static qprop_expr *
a_eq_text(qprop_builder *b)
{
    return qprop_expr_op(b, "=", col(b, "a"), col(b, "d"));
}

static qprop_expr *
no_such_func(qprop_builder *b)
{
    return func(b, "no_such_function", 1, col(b, "a"));
}

static qprop_expr *
srf(qprop_builder *b)
{
    return func(b, "generate_series", 2, qprop_expr_const(b, "1", NULL),
                col(b, "a"));
}

static const struct {
    const char *sql;
    make_fn make;
} cases[] = {
    { "md5(d)", md5_of_d },
    { "greatest(a, k)", greatest_a_k },
    { "c IN (d, 'x')", c_in_d },
    { "a = f", a_eq_f },
    { "b + a", b_plus_a },
    { "c || '!'", c_concat_lit },
    { "coalesce(c, d)", coalesce_c_d },
    { "round(b, '1')", sum_b },
    { "a = d", a_eq_text },
    { "no_such_function(a)", no_such_func },
};

int
main(void)
{
    qprop_ctx *ctx = NULL;
    qprop_error err, err2;
    qprop_input *in = NULL;
    qprop_stmt *s;
    static char want[16384], got[16384];

    memset(&err, 0, sizeof err);
    if (qprop_ctx_create(NULL, &ctx, &err) != QPROP_OK
        || qprop_input_open(ctx, ddl, sizeof ddl - 1, &in, &err) != QPROP_OK) {
        fprintf(stderr, "FAIL: setup: %s\n", err.message);
        return 1;
    }
    while (qprop_input_next(in, &s, &err) == QPROP_OK)
        qprop_stmt_free(s);
    CHECK(err.code == QPROP_OK, "the table is created");
    qprop_input_close(in);

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        qprop_status st1, st2;
        char what[1024];

        memset(&err, 0, sizeof err);
        memset(&err2, 0, sizeof err2);
        st1 = from_sql(ctx, cases[i].sql, want, sizeof want, &err);
        st2 = from_api(ctx, cases[i].make, got, sizeof got, &err2);
        snprintf(what, sizeof what, "%s: built as bound (%d %s / %d %s)",
                 cases[i].sql, st1, err.message, st2, err2.message);
        CHECK(st1 == st2, what);
        if (st1 == QPROP_OK && st2 == QPROP_OK) {
            snprintf(what, sizeof what, "%s: the same plan", cases[i].sql);
            CHECK(strcmp(want, got) == 0, what);
            if (strcmp(want, got) != 0)
                fprintf(stderr, "SQL:\n%s\nAPI:\n%s\n", want, got);
        } else {
            snprintf(what, sizeof what, "%s: the same error (%s / %s)",
                     cases[i].sql, err.message, err2.message);
            CHECK(strcmp(err.message, err2.message) == 0, what);
        }
    }
    /* a set-returning call is refused: a builder's expression may go
       anywhere (a filter, a join condition), and PostgreSQL allows one
       only in FROM and the select list */
    {
        qprop_status st;

        memset(&err, 0, sizeof err);
        st = from_api(ctx, srf, got, sizeof got, &err);
        CHECK(st == QPROP_EUNSUPPORTED
                  && strstr(err.message, "set-returning") != NULL,
              "generate_series() is refused by the builder");
    }
    qprop_ctx_free(ctx);
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    else
        printf("check_api_typer: all passed\n");
    return failures ? 1 : 0;
}
