/* SPDX-License-Identifier: MIT */
/*
 * tests/api/bounds.c — the execution-time bounds through the public API
 * (qprop_stmt_bound_count, qprop_stmt_bound), through qprop.h only.
 *
 * A range-partitioned fact joined to a filtered dimension gets one bound
 * (its Partition Selector's): the scan, its key, the build side's scan
 * (walkable: its filter is the bound's WHERE), the form and the rows the
 * row-count rule compares; a hash-partitioned fact, a dimension with no
 * narrowing filter, a build side larger than the rule allows and an
 * UPDATE's form are checked too, the build side as a query of its own
 * (build_sql, with an IN subquery as EXISTS) and the key column alone,
 * and the SQL
 * printed agrees with the structure.  With qprop_options.bound_key_sets
 * a filter on a position in a cycle (moy = 11) bounds a scan of 24
 * partitions, which it does not without, and a hash-partitioned fact gets
 * a bound its SQL does not print.  Prints "ok N" lines and exits 0,
 * or prints what differs and exits 1.
 */
#include <stdio.h>
#include <string.h>

#include <qprop.h>

static int failed;

#define CHECK(cond, ...)                                                    \
    do {                                                                    \
        if (!(cond)) {                                                      \
            printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);          \
            printf(__VA_ARGS__);                                            \
            printf("\n");                                                   \
            failed = 1;                                                     \
        }                                                                   \
    } while (0)

static const char schema[] =
    "create table fact (k int, v int, c text) partition by range (k);\n"
    "create table fact_lo partition of fact for values from (0) to (5);\n"
    "create table fact_mid partition of fact for values from (5) to (10);\n"
    "create table fact_hi partition of fact for values from (10) to (50);\n"
    "create table fact_def partition of fact default;\n"
    "create table hfact (k int, v int) partition by hash (k);\n"
    "create table hfact_0 partition of hfact\n"
    "  for values with (modulus 2, remainder 0);\n"
    "create table hfact_1 partition of hfact\n"
    "  for values with (modulus 2, remainder 1);\n"
    "create table dim (k int, y int, name text);\n"
    "create table bigdim (k int, y int);\n"
    "create table cal (k int, y int, dt date);\n"
    /* 6: 24 partitions of 30 keys, a dimension with a month's position */
    "create table mfact (k int, v int) partition by range (k);\n"
    "create table mfact_01 partition of mfact for values from (0) to (30);\n"
    "create table mfact_02 partition of mfact for values from (30) to (60);\n"
    "create table mfact_03 partition of mfact for values from (60) to (90);\n"
    "create table mfact_04 partition of mfact for values from (90) to (120);\n"
    "create table mfact_05 partition of mfact for values from (120) to (150);\n"
    "create table mfact_06 partition of mfact for values from (150) to (180);\n"
    "create table mfact_07 partition of mfact for values from (180) to (210);\n"
    "create table mfact_08 partition of mfact for values from (210) to (240);\n"
    "create table mfact_09 partition of mfact for values from (240) to (270);\n"
    "create table mfact_10 partition of mfact for values from (270) to (300);\n"
    "create table mfact_11 partition of mfact for values from (300) to (330);\n"
    "create table mfact_12 partition of mfact for values from (330) to (360);\n"
    "create table mfact_13 partition of mfact for values from (360) to (390);\n"
    "create table mfact_14 partition of mfact for values from (390) to (420);\n"
    "create table mfact_15 partition of mfact for values from (420) to (450);\n"
    "create table mfact_16 partition of mfact for values from (450) to (480);\n"
    "create table mfact_17 partition of mfact for values from (480) to (510);\n"
    "create table mfact_18 partition of mfact for values from (510) to (540);\n"
    "create table mfact_19 partition of mfact for values from (540) to (570);\n"
    "create table mfact_20 partition of mfact for values from (570) to (600);\n"
    "create table mfact_21 partition of mfact for values from (600) to (630);\n"
    "create table mfact_22 partition of mfact for values from (630) to (660);\n"
    "create table mfact_23 partition of mfact for values from (660) to (690);\n"
    "create table mfact_24 partition of mfact for values from (690) to (720);\n"
    "create table mdim (k int, moy int);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'fact_lo',"
    " 'reltuples', '1000'::real);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'fact_mid',"
    " 'reltuples', '1000'::real);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'fact_hi',"
    " 'reltuples', '1000'::real);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'fact_def',"
    " 'reltuples', '10'::real);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'dim',"
    " 'reltuples', '500'::real);\n"
    "select * from pg_catalog.pg_restore_relation_stats('relname', 'bigdim',"
    " 'reltuples', '5000'::real);\n";

/* The rewritten statement of query 'sql' after 'schema' read into 'ctx'
   (the DDL statements are freed). */
static qprop_stmt *
query(qprop_ctx *ctx, const char *sql)
{
    qprop_input *in;
    qprop_stmt *s, *q = NULL;
    qprop_error err = { 0 };

    if (qprop_input_open(ctx, sql, strlen(sql), &in, &err) != QPROP_OK)
        return NULL;
    while (qprop_input_next(in, &s, &err) == QPROP_OK) {
        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY && !q) {
            q = s;
            continue;
        }
        qprop_stmt_free(s);
    }
    qprop_input_close(in);
    if (q && qprop_stmt_rewrite(q, &err) != QPROP_OK) {
        printf("rewrite: %s\n", err.message);
        qprop_stmt_free(q);
        return NULL;
    }
    return q;
}

static const char *
sql_of(qprop_stmt *s, unsigned flags)
{
    const char *text = NULL;
    qprop_error err = { 0 };

    if (qprop_stmt_print(s, QPROP_FORMAT_SQL, flags, 1, &text, &err)
        != QPROP_OK)
        return "";
    return text;
}

int
main(void)
{
    qprop_options opts = { 0 };
    qprop_ctx *ctx;
    qprop_error err = { 0 };
    qprop_input *in;
    qprop_stmt *s;
    qprop_bound b;
    const char *text;
    int derived;

    opts.size = sizeof opts;
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK)
        return 1;
    if (qprop_input_open(ctx, schema, strlen(schema), &in, &err) != QPROP_OK)
        return 1;
    while (qprop_input_next(in, &s, &err) == QPROP_OK)
        qprop_stmt_free(s);
    qprop_input_close(in);

    /* 1: a selector's bound, in a WITH item */
    s = query(ctx, "select f.v, d.name from fact f join dim d on f.k = d.k "
                   "where d.y = 2002;");
    CHECK(s != NULL, "no statement");
    if (!s)
        return 1;
    CHECK(qprop_stmt_bound_count(s) == 1, "%d bounds",
          qprop_stmt_bound_count(s));
    memset(&b, 0, sizeof b);
    b.size = sizeof b;
    CHECK(qprop_stmt_bound(s, 0, &b, &err) == QPROP_OK, "%s", err.message);
    CHECK(b.scan && qprop_node_kind_of(b.scan) == QPROP_NODE_DYNAMIC_SCAN,
          "scan kind %d", b.scan ? (int)qprop_node_kind_of(b.scan) : -1);
    CHECK(b.scan && strcmp(qprop_node_alias(b.scan), "f") == 0, "scan alias");
    CHECK(b.table && strcmp(b.table, "fact") == 0, "table %s", b.table);
    CHECK(b.key && strcmp(b.key, "f.k") == 0, "key %s", b.key);
    CHECK(b.build && qprop_node_kind_of(b.build) == QPROP_NODE_SCAN,
          "build kind");
    CHECK(b.build && strcmp(qprop_node_relation(b.build), "dim") == 0,
          "build relation");
    CHECK(b.build_table && strcmp(b.build_table, "dim") == 0, "build table");
    CHECK(b.build_key && strcmp(b.build_key, "d.k") == 0, "build key %s",
          b.build_key);
    /* the build side's filter d.y = 2002 is what makes it narrow */
    text = NULL;
    for (int i = 0; b.build && i < qprop_node_filter_count(b.build); i++)
        if (qprop_node_filter(b.build, i, &text, &derived, NULL, &err)
                == QPROP_OK
            && !derived && strcmp(text, "d.y = 2002") == 0)
            break;
        else
            text = NULL;
    CHECK(text != NULL, "the build scan has no filter d.y = 2002");
    CHECK(b.selector == qprop_node_selector(b.scan, NULL) && b.selector > 0,
          "selector %d", b.selector);
    CHECK(b.runtime_filter == 0, "runtime filter %d", b.runtime_filter);
    CHECK(b.semi_joins == 0, "semi joins %d", b.semi_joins);
    CHECK(b.form == QPROP_BOUND_WITH_ITEM, "form %d", (int)b.form);
    CHECK(b.build_rows == 500, "build rows %g", b.build_rows);
    CHECK(b.fact_rows == 3010, "fact rows %g", b.fact_rows);
    /* what a host planning the statement itself reads (pg_qprop): the
       table's schema, the key column alone and the build side as a
       query of its own, whose key's min and max are the bound */
    CHECK(b.schema && strcmp(b.schema, "public") == 0, "schema %s",
          b.schema);
    CHECK(b.key_column && strcmp(b.key_column, "k") == 0, "key column %s",
          b.key_column);
    CHECK(b.build_sql && strcmp(b.build_sql, "SELECT d.k FROM dim AS d "
                                "WHERE d.y = 2002") == 0,
          "build SQL %s", b.build_sql);
    CHECK(b.build_sql && strstr(sql_of(s, 0), "(SELECT d.k AS qp_b FROM dim"
                                              " AS d WHERE d.y = 2002 OFFSET"
                                              " 0)") != NULL,
          "the statement's bound reads another build side: %s",
          sql_of(s, 0));
    CHECK(strstr(sql_of(s, 0), "f.k >= (SELECT qp_lo FROM qp_bound_1) "
                               "AND f.k <= ALL (ARRAY[(SELECT qp_hi FROM "
                               "qp_bound_1)])") != NULL,
          "SQL: %s", sql_of(s, 0));
    CHECK(strstr(sql_of(s, QPROP_PRINT_SQL_NO_BOUNDS), "qp_bound") == NULL,
          "SQL without bounds");
    CHECK(qprop_stmt_bound(s, 1, &b, &err) == QPROP_ESEMANTIC,
          "bound 1 of 1");
    qprop_stmt_free(s);
    printf("ok 1 selector bound\n");

    /* 2: hash partitions, and a dimension read whole: none */
    s = query(ctx, "select f.v from hfact f join dim d on f.k = d.k "
                   "where d.y = 2001;");
    CHECK(s && qprop_stmt_bound_count(s) == 0, "hash: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    CHECK(s && !strstr(sql_of(s, 0), "qp_bound"), "hash SQL");
    qprop_stmt_free(s);
    s = query(ctx, "select f.v from fact f join dim d on f.k = d.k;");
    CHECK(s && qprop_stmt_bound_count(s) == 0, "no filter: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    qprop_stmt_free(s);
    /* the row-count rule: 5,000 build rows against 3,010 of the fact */
    s = query(ctx, "select f.v from fact f join bigdim d on f.k = d.k "
                   "where d.y = 2002;");
    CHECK(s && qprop_stmt_bound_count(s) == 0, "big build side: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    CHECK(s && !strstr(sql_of(s, 0), "qp_bound"), "big build side SQL");
    qprop_stmt_free(s);
    printf("ok 2 no bound\n");

    /* 3: a data-modifying statement keeps two subqueries */
    s = query(ctx, "update fact f set v = 1 from dim d, fact g "
                   "where g.k = d.k and d.y = 2002 and f.v = g.v;");
    CHECK(s != NULL, "no UPDATE");
    if (s && qprop_stmt_bound_count(s) > 0) {
        memset(&b, 0, sizeof b);
        b.size = sizeof b;
        CHECK(qprop_stmt_bound(s, 0, &b, &err) == QPROP_OK, "%s",
              err.message);
        CHECK(b.form == QPROP_BOUND_SUBQUERIES, "UPDATE form %d",
              (int)b.form);
        CHECK(strcmp(qprop_node_alias(b.scan), "g") == 0, "UPDATE scan %s",
              qprop_node_alias(b.scan));
        CHECK(strstr(sql_of(s, 0), "SELECT min(qp_b)") != NULL,
              "UPDATE SQL: %s", sql_of(s, 0));
        CHECK(b.build_sql && strcmp(b.build_sql, "SELECT d.k FROM dim AS d"
                                    " WHERE d.y = 2002") == 0,
              "UPDATE build SQL %s", b.build_sql);
        CHECK(b.key_column && strcmp(b.key_column, "k") == 0,
              "UPDATE key column %s", b.key_column);
    } else {
        CHECK(0, "UPDATE: %d bounds", s ? qprop_stmt_bound_count(s) : -1);
    }
    qprop_stmt_free(s);
    printf("ok 3 data-modifying form\n");

    /* 4: a subquery that stayed an expression, printed on its own (EXPLAIN
       text): what PostgreSQL derives itself (f.k IS NOT NULL from the
       join f.k = c.k) is left out as in the SQL */
    s = query(ctx, "select d.name from dim d where exists (select from fact "
                   "f join cal c on f.k = c.k where f.v = d.k and c.y = 2001)"
                   " or d.y = 2001;");
    CHECK(s && qprop_stmt_print(s, QPROP_FORMAT_TEXT, 0, 1, &text, &err)
                   == QPROP_OK, "text");
    CHECK(s && strstr(text, "c.y = 2001") && !strstr(text, "IS NOT NULL"),
          "text: %s", text);
    CHECK(s && !strstr(sql_of(s, 0), "IS NOT NULL"), "SQL: %s", sql_of(s, 0));
    qprop_stmt_free(s);
    printf("ok 4 an expression's subquery\n");

    /* 5: a build side narrowed by an IN subquery, which the bound tests
       as EXISTS: build_sql carries it, as the statement's bound does */
    s = query(ctx, "select f.v from fact f join cal c on f.k = c.k "
                   "where c.dt in (select c2.dt from cal c2 "
                   "where c2.y = 2001);");
    CHECK(s && qprop_stmt_bound_count(s) == 1, "semi: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    memset(&b, 0, sizeof b);
    b.size = sizeof b;
    if (s && qprop_stmt_bound(s, 0, &b, &err) == QPROP_OK) {
        CHECK(b.semi_joins == 1, "semi joins %d", b.semi_joins);
        CHECK(b.build_sql && strcmp(b.build_sql, "SELECT c.k FROM cal AS c "
                                    "WHERE EXISTS (SELECT 1 FROM cal AS c2 "
                                    "WHERE c2.y = 2001 AND c.dt = c2.dt)")
                                 == 0,
              "semi build SQL %s", b.build_sql);
        CHECK(strstr(sql_of(s, 0), "(SELECT c.k AS qp_b FROM cal AS c WHERE "
                                   "EXISTS (SELECT 1 FROM cal AS c2 WHERE "
                                   "c2.y = 2001 AND c.dt = c2.dt) OFFSET 0)")
                  != NULL,
              "semi SQL: %s", sql_of(s, 0));
    } else {
        CHECK(0, "semi: no bound 0");
    }
    qprop_stmt_free(s);
    printf("ok 5 a semi join in the build side\n");

    /* 6: a position in a cycle: no bound, but one for a consumer that
       prunes by key sets (qprop_options.bound_key_sets) */
    s = query(ctx, "select f.v from mfact f join mdim d on f.k = d.k "
                   "where d.moy = 11;");
    CHECK(s && qprop_stmt_bound_count(s) == 0, "cycle: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);
    opts.bound_key_sets = 1;
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK)
        return 1;
    if (qprop_input_open(ctx, schema, strlen(schema), &in, &err) != QPROP_OK)
        return 1;
    while (qprop_input_next(in, &s, &err) == QPROP_OK)
        qprop_stmt_free(s);
    qprop_input_close(in);
    s = query(ctx, "select f.v from mfact f join mdim d on f.k = d.k "
                   "where d.moy = 11;");
    CHECK(s && qprop_stmt_bound_count(s) == 1, "cycle, key sets: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    memset(&b, 0, sizeof b);
    b.size = sizeof b;
    if (s && qprop_stmt_bound(s, 0, &b, &err) == QPROP_OK)
        CHECK(b.build_sql && strcmp(b.build_sql, "SELECT d.k FROM mdim AS d "
                                    "WHERE d.moy = 11") == 0,
              "cycle build SQL %s", b.build_sql);
    qprop_stmt_free(s);
    /* on fewer partitions (fact: 4) a cycle's position is still no bound */
    s = query(ctx, "select f.v from fact f join mdim d on f.k = d.k "
                   "where d.moy = 11;");
    CHECK(s && qprop_stmt_bound_count(s) == 0, "cycle on 4: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    qprop_stmt_free(s);
    printf("ok 6 a position in a cycle with key sets\n");

    /* 7: hash partitions with key sets: a bound (the key set alone), with
       its build side, which the SQL does not print (a range prunes no
       hash partition) */
    s = query(ctx, "select f.v from hfact f join dim d on f.k = d.k "
                   "where d.y = 2001;");
    CHECK(s && qprop_stmt_bound_count(s) == 1, "hash, key sets: %d bounds",
          s ? qprop_stmt_bound_count(s) : -1);
    memset(&b, 0, sizeof b);
    b.size = sizeof b;
    if (s && qprop_stmt_bound(s, 0, &b, &err) == QPROP_OK) {
        CHECK(strcmp(b.table, "hfact") == 0 && b.key_column
                  && strcmp(b.key_column, "k") == 0,
              "hash bound on %s.%s", b.table, b.key_column);
        CHECK(b.build_sql && strcmp(b.build_sql, "SELECT d.k FROM dim AS d "
                                    "WHERE d.y = 2001") == 0,
              "hash build SQL %s", b.build_sql);
    } else {
        CHECK(0, "hash, key sets: no bound 0");
    }
    CHECK(s && !strstr(sql_of(s, 0), "qp_bound")
              && !strstr(sql_of(s, 0), "qp_b "),
          "hash SQL with key sets: %s", s ? sql_of(s, 0) : "");
    qprop_stmt_free(s);
    printf("ok 7 hash partitions with key sets\n");

    qprop_ctx_free(ctx);
    return failed;
}
