/* SPDX-License-Identifier: MIT */
/*
 * tests/fuzz/fuzz_rewrite.c — libFuzzer target: parse, bind, rewrite, print
 *
 * Each run gets a fresh context whose catalog is loaded from a fixed schema
 * (TPC-H with keys, two small tables, a range-, a list- and a hash-
 * partitioned table and a view), then reads the input as more statements
 * through the public API only (include/qprop.h): every query is printed
 * as bound, rewritten, and printed again as text, JSON and SQL, then
 * rewritten with partitionwise_join on and printed again.  The API's
 * contracts are checked on the way: an error has a code, a message and a
 * position and leaves '*out' NULL; printed text is non-empty.  Whatever the
 * input does to the catalog dies with the context, so runs are
 * independent.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "qprop.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char schema[] =
    "CREATE TABLE nation (n_nationkey int NOT NULL PRIMARY KEY,"
    " n_name char(25) NOT NULL, n_regionkey int NOT NULL,"
    " n_comment varchar(152));\n"
    "CREATE TABLE region (r_regionkey int NOT NULL PRIMARY KEY,"
    " r_name char(25) NOT NULL, r_comment varchar(152));\n"
    "CREATE TABLE part (p_partkey int NOT NULL PRIMARY KEY,"
    " p_name varchar(55) NOT NULL, p_mfgr char(25) NOT NULL,"
    " p_brand char(10) NOT NULL, p_type varchar(25) NOT NULL,"
    " p_size int NOT NULL, p_container char(10) NOT NULL,"
    " p_retailprice decimal(15,2) NOT NULL, p_comment varchar(23) NOT NULL);\n"
    "CREATE TABLE supplier (s_suppkey int NOT NULL PRIMARY KEY,"
    " s_name char(25) NOT NULL, s_address varchar(40) NOT NULL,"
    " s_nationkey int NOT NULL REFERENCES nation, s_phone char(15) NOT NULL,"
    " s_acctbal decimal(15,2) NOT NULL, s_comment varchar(101) NOT NULL);\n"
    "CREATE TABLE partsupp (ps_partkey int NOT NULL, ps_suppkey int NOT NULL,"
    " ps_availqty int NOT NULL, ps_supplycost decimal(15,2) NOT NULL,"
    " ps_comment varchar(199) NOT NULL,"
    " PRIMARY KEY (ps_partkey, ps_suppkey));\n"
    "CREATE TABLE customer (c_custkey int NOT NULL PRIMARY KEY,"
    " c_name varchar(25) NOT NULL, c_address varchar(40) NOT NULL,"
    " c_nationkey int NOT NULL, c_phone char(15) NOT NULL,"
    " c_acctbal decimal(15,2) NOT NULL, c_mktsegment char(10) NOT NULL,"
    " c_comment varchar(117) NOT NULL);\n"
    "CREATE TABLE orders (o_orderkey int NOT NULL PRIMARY KEY,"
    " o_custkey int NOT NULL, o_orderstatus char(1) NOT NULL,"
    " o_totalprice decimal(15,2) NOT NULL, o_orderdate date NOT NULL,"
    " o_orderpriority char(15) NOT NULL, o_clerk char(15) NOT NULL,"
    " o_shippriority int NOT NULL, o_comment varchar(79) NOT NULL);\n"
    "CREATE TABLE lineitem (l_orderkey int NOT NULL, l_partkey int NOT NULL,"
    " l_suppkey int NOT NULL, l_linenumber int NOT NULL,"
    " l_quantity decimal(15,2) NOT NULL,"
    " l_extendedprice decimal(15,2) NOT NULL,"
    " l_discount decimal(15,2) NOT NULL, l_tax decimal(15,2) NOT NULL,"
    " l_returnflag char(1) NOT NULL, l_linestatus char(1) NOT NULL,"
    " l_shipdate date NOT NULL, l_commitdate date NOT NULL,"
    " l_receiptdate date NOT NULL, l_shipinstruct char(25) NOT NULL,"
    " l_shipmode char(10) NOT NULL, l_comment varchar(44) NOT NULL,"
    " PRIMARY KEY (l_orderkey, l_linenumber));\n"
    "CREATE TABLE t1 (a int, b text, c bigint, d numeric(10,2), e float8);\n"
    "CREATE TABLE t2 (a int NOT NULL, b text, c bigint, d date);\n"
    "CREATE TABLE pr (k int NOT NULL, d date, v text) PARTITION BY RANGE (k);\n"
    "CREATE TABLE pr_1 PARTITION OF pr FOR VALUES FROM (MINVALUE) TO (100);\n"
    "CREATE TABLE pr_2 PARTITION OF pr FOR VALUES FROM (100) TO (200);\n"
    "CREATE TABLE pr_d PARTITION OF pr DEFAULT;\n"
    "CREATE TABLE pl (k text, v int) PARTITION BY LIST (k);\n"
    "CREATE TABLE pl_a PARTITION OF pl FOR VALUES IN ('a', 'b', NULL);\n"
    "CREATE TABLE pl_c PARTITION OF pl FOR VALUES IN ('c');\n"
    "CREATE TABLE ph (k bigint, v int) PARTITION BY HASH (k);\n"
    "CREATE TABLE ph_0 PARTITION OF ph FOR VALUES WITH (MODULUS 2, REMAINDER 0);\n"
    "CREATE TABLE ph_1 PARTITION OF ph FOR VALUES WITH (MODULUS 2, REMAINDER 1);\n"
    "CREATE VIEW v1 AS SELECT t1.a, t2.b FROM t1 JOIN t2 ON t1.a = t2.a"
    " WHERE t1.a > 5;\n";

/* Check the error contract after a failed call that returned 'st'. */
static void
check_error(qprop_status st, const qprop_error *err)
{
    if (st == QPROP_EINTERNAL)
        abort(); /* a bug in qprop by its own account */
    if (err->code != st || err->message[0] == '\0')
        abort();
    if (memchr(err->message, '\0', sizeof err->message) == NULL)
        abort();
}

/* Print 'stmt' in every format; 'flags' as for qprop_stmt_print(). */
static void
print_all(qprop_stmt *stmt, unsigned flags)
{
    static const qprop_format formats[] = {
        QPROP_FORMAT_TEXT, QPROP_FORMAT_JSON, QPROP_FORMAT_SQL
    };

    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++) {
        qprop_error err = {0};
        const char *text = NULL;
        qprop_status st = qprop_stmt_print(stmt, formats[i], flags, 1, &text,
                                           &err);

        if (st == QPROP_OK) {
            if (!text || text[0] == '\0')
                abort();
        } else {
            check_error(st, &err);
            if (text)
                abort();
        }
    }
}

/* Read every statement of 'text'; queries are rewritten and printed. */
static void
run(qprop_ctx *ctx, const char *text, size_t len, int is_schema)
{
    qprop_input *in;
    qprop_error err = {0};

    if (qprop_input_open(ctx, text, len, &in, &err) != QPROP_OK)
        return;
    for (;;) {
        qprop_stmt *stmt = (qprop_stmt *)1;
        qprop_status st;

        memset(&err, 0, sizeof err);
        st = qprop_input_next(in, &stmt, &err);
        if (st == QPROP_DONE)
            break;
        if (st != QPROP_OK) {
            check_error(st, &err);
            if (stmt != NULL)
                abort(); /* a partial statement escaped */
            if (err.offset >= 0 && (err.line < 1 || err.column < 1))
                abort();
            if (is_schema)
                abort(); /* the fixed schema must load */
            continue;
        }
        if (qprop_stmt_kind_of(stmt) == QPROP_STMT_QUERY) {
            print_all(stmt, 0);
            st = qprop_stmt_rewrite(stmt, &err);
            if (st != QPROP_OK)
                check_error(st, &err);
            print_all(stmt, 0);
            print_all(stmt, QPROP_PRINT_ORIGINAL);
            /* once more with the opt-in rule on (its Append and UNION ALL
               printing, the two phases of the driver) */
            if (qprop_stmt_set_rules(stmt, "partitionwise_join", NULL, &err)
                != QPROP_OK)
                abort(); /* a known rule */
            st = qprop_stmt_rewrite(stmt, &err);
            if (st != QPROP_OK)
                check_error(st, &err);
            print_all(stmt, 0);
        }
        qprop_stmt_free(stmt);
    }
    qprop_input_close(in);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    qprop_options opts;
    qprop_ctx *ctx;

    memset(&opts, 0, sizeof opts);
    opts.size = sizeof opts;
    opts.max_depth = 200;
    opts.memory_limit = (size_t)256 << 20;
    ctx = qprop_ctx_new(&opts);
    if (!ctx)
        return 0;
    run(ctx, schema, sizeof schema - 1, 1);
    run(ctx, (const char *)data, size, 0);
    qprop_ctx_free(ctx);
    return 0;
}
