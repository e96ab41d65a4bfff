/* SPDX-License-Identifier: MIT */
/*
 * examples/embed.c — qprop as the pre-pass of a host planner
 *
 * A host planner that already has its catalog and its logical plan in
 * memory describes both through the API (no SQL text), lets qprop rewrite
 * the plan, then walks the result and takes from it what its own scans
 * should read: the predicates each scan must apply (the derived ones say
 * where they came from) and the partitions that remain.
 *
 * The schema: 'sales', range-partitioned by quarter on sale_date, its last
 * quarter list-partitioned again by store_id; 'stores', a small dimension.
 * The query:
 *
 *   SELECT st.region, sum(s.amount) AS total
 *   FROM sales s JOIN stores st ON s.store_id = st.store_id
 *   WHERE st.store_id IN (1, 2) AND s.sale_date >= '2024-10-01'
 *   GROUP BY st.region ORDER BY st.region;
 *
 * Build: cc embed.c $(pkg-config --cflags --libs qprop)
 */
#include <stdio.h>
#include <stdlib.h>

#include <qprop.h>

/* Print 'err' and leave: the one place this program handles errors. */
static void
die(const char *what, const qprop_error *err)
{
    fprintf(stderr, "embed: %s: %s\n", what, err->message);
    exit(1);
}

/* ---- the catalog ---- */

static void
create(qprop_table *t, qprop_error *err)
{
    /* the calls before kept their first error: one check is enough */
    if (qprop_table_create(t, err) != QPROP_OK)
        die("create table", err);
}

static void
partition(qprop_ctx *ctx, const char *name, const char *parent,
          const char *from, const char *to, qprop_error *err)
{
    qprop_table *t;
    const char *lo[1] = { from }, *hi[1] = { to };

    if (qprop_table_new(ctx, name, &t, err) != QPROP_OK)
        die("new table", err);
    qprop_table_partition_of(t, parent, err);
    qprop_table_range_bound(t, lo, hi, 1, err);
    create(t, err);
}

static void
list_partition(qprop_ctx *ctx, const char *name, const char *parent,
               const char *const *values, int n, qprop_error *err)
{
    qprop_table *t;

    if (qprop_table_new(ctx, name, &t, err) != QPROP_OK)
        die("new table", err);
    qprop_table_partition_of(t, parent, err);
    if (values)
        qprop_table_list_bound(t, values, n, err);
    else
        qprop_table_default_bound(t, err);
    create(t, err);
}

static void
make_catalog(qprop_ctx *ctx, qprop_error *err)
{
    static const char *const sales_pk[] = { "store_id", "sale_id",
                                            "sale_date" };
    static const char *const by_date[] = { "sale_date" };
    static const char *const by_store[] = { "store_id" };
    static const char *const stores_pk[] = { "store_id" };
    static const char *const s12[] = { "1", "2" }, *const s34[] = { "3", "4" };
    qprop_table *t;

    if (qprop_table_new(ctx, "sales", &t, err) != QPROP_OK)
        die("new table", err);
    qprop_table_column(t, "sale_id", "bigint", QPROP_COLUMN_NOT_NULL, err);
    qprop_table_column(t, "store_id", "integer", QPROP_COLUMN_NOT_NULL, err);
    qprop_table_column(t, "sale_date", "date", QPROP_COLUMN_NOT_NULL, err);
    qprop_table_column(t, "amount", "numeric(12,2)", 0, err);
    qprop_table_primary_key(t, sales_pk, 3, err);
    qprop_table_partition_by(t, QPROP_PART_RANGE, by_date, 1, err);
    create(t, err);
    partition(ctx, "sales_2024q1", "sales", "2024-01-01", "2024-04-01", err);
    partition(ctx, "sales_2024q2", "sales", "2024-04-01", "2024-07-01", err);
    partition(ctx, "sales_2024q3", "sales", "2024-07-01", "2024-10-01", err);

    /* the last quarter is partitioned again, by store */
    if (qprop_table_new(ctx, "sales_2024q4", &t, err) != QPROP_OK)
        die("new table", err);
    qprop_table_partition_of(t, "sales", err);
    {
        const char *lo[1] = { "2024-10-01" }, *hi[1] = { "2025-01-01" };

        qprop_table_range_bound(t, lo, hi, 1, err);
    }
    qprop_table_partition_by(t, QPROP_PART_LIST, by_store, 1, err);
    create(t, err);
    list_partition(ctx, "sales_2024q4_s12", "sales_2024q4", s12, 2, err);
    list_partition(ctx, "sales_2024q4_s34", "sales_2024q4", s34, 2, err);
    list_partition(ctx, "sales_2024q4_other", "sales_2024q4", NULL, 0, err);

    if (qprop_table_new(ctx, "stores", &t, err) != QPROP_OK)
        die("new table", err);
    qprop_table_column(t, "store_id", "integer", 0, err);
    qprop_table_column(t, "region", "text", 0, err);
    qprop_table_primary_key(t, stores_pk, 1, err);
    create(t, err);

    if (qprop_table_set_rows(ctx, "sales", 1e8, err) != QPROP_OK
        || qprop_table_set_rows(ctx, "sales_2024q4_s12", 5e6, err) != QPROP_OK
        || qprop_table_set_rows(ctx, "stores", 40, err) != QPROP_OK)
        die("row estimates", err);
}

/* ---- the plan ---- */

static qprop_stmt *
make_plan(qprop_ctx *ctx, qprop_error *err)
{
    qprop_builder *b;
    qprop_node *s, *st, *j, *f, *agg, *proj, *sort;
    qprop_expr *ids[2], *sum, *group[1], *out[2];
    const char *names[2] = { "region", "total" };
    qprop_stmt *stmt;

    if (qprop_builder_new(ctx, &b, err) != QPROP_OK)
        die("builder", err);
    s = qprop_plan_scan(b, "sales", "s");
    st = qprop_plan_scan(b, "stores", "st");
    j = qprop_plan_join(b, QPROP_JOIN_INNER, s, st,
                        qprop_expr_op(b, "=",
                                      qprop_expr_column(b, "s.store_id"),
                                      qprop_expr_column(b, "st.store_id")));
    /* untyped literals take the column's type, as in SQL */
    ids[0] = qprop_expr_const(b, "1", NULL);
    ids[1] = qprop_expr_const(b, "2", NULL);
    f = qprop_plan_filter(
        b, j,
        qprop_expr_and(
            b, qprop_expr_in(b, qprop_expr_column(b, "st.store_id"), ids, 2, 0),
            qprop_expr_op(b, ">=", qprop_expr_column(b, "s.sale_date"),
                          qprop_expr_const(b, "2024-10-01", "date"))));
    group[0] = qprop_expr_column(b, "st.region");
    {
        qprop_expr *amount = qprop_expr_column(b, "s.amount");

        sum = qprop_expr_func(b, "sum", &amount, 1, 0);
    }
    agg = qprop_plan_aggregate(b, f, group, 1, &sum, 1);
    out[0] = group[0];
    out[1] = sum;
    proj = qprop_plan_project(b, agg, out, names, 2, 0);
    sort = qprop_plan_sort(b, proj, group, NULL, 1);
    /* one check for the whole construction: the first error is kept */
    if (qprop_builder_finish(b, sort, &stmt, err) != QPROP_OK)
        die("build plan", err);
    return stmt;
}

/* ---- walking the rewritten plan ---- */

static void
walk(const qprop_node *n, int depth)
{
    qprop_error err = { 0 };
    int nf = qprop_node_filter_count(n), total, kept;
    const char *rel = qprop_node_relation(n);

    printf("%*s%s", depth * 2, "", qprop_node_kind_name(n));
    if (qprop_node_kind_of(n) == QPROP_NODE_JOIN)
        printf(" (join type %d)", (int)qprop_node_join_type(n));
    if (rel)
        printf(" %s AS %s", rel, qprop_node_alias(n));
    printf("\n");
    for (int i = 0; i < nf; i++) {
        const char *text, *origin;
        int derived;

        if (qprop_node_filter(n, i, &text, &derived, &origin, &err) != QPROP_OK)
            die("filter", &err);
        printf("%*s  %s %s\n", depth * 2, "",
               derived ? "derived:" : "filter: ", text);
        if (derived && origin)
            printf("%*s    from %s\n", depth * 2, "", origin);
    }
    if ((kept = qprop_node_partition_count(n, &total)) >= 0) {
        printf("%*s  partitions: %d of %d:", depth * 2, "", kept, total);
        for (int i = 0; i < kept; i++)
            printf(" %s", qprop_node_partition(n, i));
        printf("\n");
    }
    for (int i = 0; i < qprop_node_runtime_filter_count(n); i++) {
        const char *probe, *build;
        int id;

        if (qprop_node_runtime_filter(n, i, &id, &probe, &build, NULL, &err)
            != QPROP_OK)
            die("runtime filter", &err);
        printf("%*s  runtime filter RF%d: %s IN (%s)\n", depth * 2, "", id,
               probe, build);
    }
    for (int i = 0; i < qprop_node_child_count(n); i++)
        walk(qprop_node_child(n, i), depth + 1);
}

int
main(void)
{
    qprop_error err = { 0 };
    qprop_options opts = { 0 };
    qprop_ctx *ctx;
    qprop_stmt *stmt;
    qprop_stats stats = { 0 };
    const char *sql;

    opts.size = sizeof opts;
    opts.trace = 1; /* so that qprop_stmt_stats() counts rule applications */
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK)
        die("context", &err);
    make_catalog(ctx, &err);
    stmt = make_plan(ctx, &err);

    if (qprop_stmt_print(stmt, QPROP_FORMAT_SQL, QPROP_PRINT_ORIGINAL, 1, &sql,
                         &err)
        != QPROP_OK)
        die("print", &err);
    printf("plan as built:\n  %s\n\n", sql);

    if (qprop_stmt_rewrite(stmt, &err) != QPROP_OK)
        die("rewrite", &err);
    printf("rewritten plan, as the host planner reads it:\n");
    walk(qprop_stmt_plan(stmt, 0), 1);

    stats.size = sizeof stats;
    if (qprop_stmt_stats(stmt, &stats, &err) != QPROP_OK)
        die("stats", &err);
    printf("\n%d derived predicates, %d of %d partitions pruned\n",
           stats.derived_predicates, stats.partitions_pruned,
           stats.partitions_total);

    if (qprop_stmt_print(stmt, QPROP_FORMAT_SQL, 0, 1, &sql, &err) != QPROP_OK)
        die("print", &err);
    printf("\nrewritten SQL:\n  %s\n", sql);

    qprop_stmt_free(stmt);
    qprop_ctx_free(ctx);
    return 0;
}
