/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_api_params.c — parameters with declared types
 *
 * A host that has typed the parameters of a statement (PostgreSQL's
 * PREPARE q(integer), the extended protocol) declares them with
 * qprop_input_set_param_types(): $n is then a value of that type known
 * only at execution, never a constant.  It joins the equivalence class
 * of the column it is compared with (a derived "u.k = $1"), it cannot
 * make a conjunction with a constant empty ($1 = 5 may hold), and its
 * declared type is checked as PostgreSQL checks it (integer = text has
 * no operator, where an undeclared $1 would have taken the column's
 * type).  Uses only include/qprop.h.
 * Exit status: 0 pass, 1 fail (automake's test protocol).
 */
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
    "CREATE TABLE t (k bigint, v integer);\n"
    "CREATE TABLE u (k bigint, w text);\n";

/*
 * Read 'query' with the parameter types 'types' ('n' of them; n < 0: no
 * declaration), rewrite it and print its SQL into 'out'.  Returns the
 * status of the first failing call.
 */
static qprop_status
run(qprop_ctx *ctx, const char *query, int n, const char *const *types,
    char *out, size_t outlen, qprop_error *err)
{
    qprop_input *in = NULL;
    qprop_stmt *s = NULL;
    const char *sql;
    qprop_status st;

    out[0] = '\0';
    st = qprop_input_open(ctx, query, strlen(query), &in, err);
    if (st == QPROP_OK && n >= 0)
        st = qprop_input_set_param_types(in, n, types, err);
    if (st == QPROP_OK)
        st = qprop_input_next(in, &s, err);
    if (st == QPROP_OK)
        st = qprop_stmt_rewrite(s, err);
    if (st == QPROP_OK)
        st = qprop_stmt_print(s, QPROP_FORMAT_SQL, 0, 1, &sql, err);
    if (st == QPROP_OK)
        snprintf(out, outlen, "%s", sql);
    qprop_stmt_free(s);
    qprop_input_close(in);
    return st;
}

int
main(void)
{
    qprop_ctx *ctx = NULL;
    qprop_error err;
    qprop_input *in = NULL;
    qprop_stmt *s;
    char sql[2048];
    const char *int_types[] = { "integer" };
    const char *text_types[] = { "text" };
    const char *two[] = { NULL, "numeric(10,2)" };
    const char *bad[] = { "integer(" };

    memset(&err, 0, sizeof err);
    if (qprop_ctx_create(NULL, &ctx, &err) != QPROP_OK
        || qprop_input_open(ctx, ddl, sizeof ddl - 1, &in, &err) != QPROP_OK) {
        fprintf(stderr, "FAIL: setup: %s\n", err.message);
        return 1;
    }
    while (qprop_input_next(in, &s, &err) == QPROP_OK)
        qprop_stmt_free(s);
    CHECK(err.code == QPROP_OK, "the tables are created");
    qprop_input_close(in);

    /* an integer $1 joins the class of t.k and u.k */
    CHECK(run(ctx, "SELECT * FROM t JOIN u ON t.k = u.k WHERE t.k = $1;", 1,
              int_types, sql, sizeof sql, &err) == QPROP_OK,
          "integer $1 compared with a bigint column");
    CHECK(strstr(sql, "u.k = $1") != NULL, "u.k = $1 is derived");

    /* $1 = 5 may hold: no contradiction, both conditions stay */
    CHECK(run(ctx, "SELECT * FROM t WHERE t.k = $1 AND t.k = 5 AND t.k = $2;",
              2, two, sql, sizeof sql, &err) == QPROP_OK,
          "two parameters, the first typed from context");
    CHECK(strstr(sql, "$1") && strstr(sql, "$2") && strstr(sql, "= 5")
              && !strstr(sql, "false"),
          "parameters are no constants");

    /* the declared type is the one PostgreSQL checks */
    CHECK(run(ctx, "SELECT * FROM t WHERE t.v = $1;", 1, text_types, sql,
              sizeof sql, &err) == QPROP_ESEMANTIC
              && strstr(err.message, "integer = text") != NULL,
          "a text $1 compared with an integer column has no operator");
    CHECK(run(ctx, "SELECT * FROM t WHERE t.v = $1;", -1, NULL, sql,
              sizeof sql, &err) == QPROP_OK,
          "undeclared, $1 takes the column's type");
    CHECK(run(ctx, "SELECT * FROM t WHERE t.v = $1;", 0, NULL, sql,
              sizeof sql, &err) == QPROP_OK,
          "n 0 clears the declaration");

    /* errors */
    CHECK(run(ctx, "SELECT 1;", 1, bad, sql, sizeof sql, &err)
              == QPROP_ESEMANTIC,
          "an invalid type name");
    {
        qprop_input *i2 = NULL;

        CHECK(qprop_input_open(ctx, "SELECT 1;", 9, &i2, &err) == QPROP_OK
                  && qprop_input_set_param_types(i2, -1, NULL, &err)
                         == QPROP_ESEMANTIC,
              "a negative count");
        qprop_input_close(i2);
    }
    qprop_ctx_free(ctx);
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    else
        printf("check_api_params: all passed\n");
    return failures ? 1 : 0;
}
