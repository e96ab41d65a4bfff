/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_api_rules.c — an opt-in rule through the API
 *
 * partitionwise_join is off by default.  A host planner turns it on for a
 * context (qprop_options.enabled_rules) or for one statement
 * (qprop_stmt_set_rules()); the rewritten plan then holds an Append whose
 * branches each join one partition, and the walk shows it: the kind, the
 * branches, the one partition each branch's scan reads.  Off, the same
 * query keeps its join.  "all" names every rule in both entry points
 * (one reading of the lists, src/api/qprop.c api_switch_rules()).  Uses
 * only include/qprop.h.  Also: the statistics that count what PostgreSQL
 * would not do itself (partitions_pruned_beyond, derived_predicates_beyond).
 * Exit status: 0 pass, 1 fail (automake's test protocol).
 */
#include <stdbool.h>
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
    "CREATE TABLE prt (a int, b int) PARTITION BY RANGE (a);\n"
    "CREATE TABLE prt_p1 PARTITION OF prt FOR VALUES FROM (0) TO (10);\n"
    "CREATE TABLE prt_p2 PARTITION OF prt FOR VALUES FROM (10) TO (20);\n"
    "CREATE TABLE prt_p3 PARTITION OF prt FOR VALUES FROM (20) TO (30);\n"
    "CREATE TABLE dim (a int, x int);\n"
    "SELECT prt.b, dim.x FROM prt JOIN dim ON prt.a = dim.a"
    " WHERE dim.a < 15;\n";

/* Number of nodes of 'kind' in the tree under 'n'. */
static int
count(const qprop_node *n, qprop_node_kind kind)
{
    int c;

    if (!n)
        return 0;
    c = qprop_node_kind_of(n) == kind;
    for (int i = 0; i < qprop_node_child_count(n); i++)
        c += count(qprop_node_child(n, i), kind);
    return c;
}

/* The first node of 'kind' under 'n', or NULL. */
static const qprop_node *
find(const qprop_node *n, qprop_node_kind kind)
{
    const qprop_node *f = NULL;

    if (!n || qprop_node_kind_of(n) == kind)
        return n;
    for (int i = 0; i < qprop_node_child_count(n) && !f; i++)
        f = find(qprop_node_child(n, i), kind);
    return f;
}

/* The query of 'ddl' read in a context with 'enabled' and 'disabled'
   rules, rewritten after qprop_stmt_set_rules(stmt_enabled,
   stmt_disabled) when either is not NULL. */
static qprop_stmt *
rewritten2(const char *enabled, const char *disabled,
           const char *stmt_enabled, const char *stmt_disabled,
           qprop_ctx **ctxp)
{
    qprop_options opts;
    qprop_error err;
    qprop_input *in = NULL;
    qprop_stmt *s, *query = NULL;

    memset(&opts, 0, sizeof opts);
    memset(&err, 0, sizeof err);
    opts.size = sizeof opts;
    opts.enabled_rules = enabled;
    opts.disabled_rules = disabled;
    if (qprop_ctx_create(&opts, ctxp, &err) != QPROP_OK
        || qprop_input_open(*ctxp, ddl, sizeof ddl - 1, &in, &err)
               != QPROP_OK) {
        fprintf(stderr, "FAIL: setup: %s\n", err.message);
        failures++;
        return NULL;
    }
    while (qprop_input_next(in, &s, &err) == QPROP_OK) {
        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY && !query)
            query = s;
        else
            qprop_stmt_free(s);
    }
    CHECK(err.code == QPROP_OK, "every statement reads");
    qprop_input_close(in);
    if (!query)
        return NULL;
    if (stmt_enabled || stmt_disabled)
        CHECK(qprop_stmt_set_rules(query, stmt_enabled, stmt_disabled, &err)
                  == QPROP_OK,
              "qprop_stmt_set_rules accepts the rules");
    CHECK(qprop_stmt_rewrite(query, &err) == QPROP_OK, "rewrite");
    return query;
}

static qprop_stmt *
rewritten(const char *enabled, const char *stmt_enabled, qprop_ctx **ctxp)
{
    return rewritten2(enabled, NULL, stmt_enabled, NULL, ctxp);
}

/* The query as bound: a Filter over one join, no Append. */
static void
check_unrewritten(qprop_stmt *s, const char *what)
{
    const qprop_node *f;

    CHECK(s != NULL, what);
    if (!s)
        return;
    f = find(qprop_stmt_plan(s, 0), QPROP_NODE_FILTER);
    CHECK(count(qprop_stmt_plan(s, 0), QPROP_NODE_APPEND) == 0, what);
    CHECK(f && qprop_node_kind_of(qprop_node_child(f, 0))
                   == QPROP_NODE_JOIN,
          what);
}

/* The split plan: one Append of two joins (prt_p3 is pruned by
   dim.a < 15), each reading one partition. */
static void
check_split(qprop_stmt *s, const char *what)
{
    const qprop_node *app;

    CHECK(s != NULL, what);
    if (!s)
        return;
    app = find(qprop_stmt_plan(s, 0), QPROP_NODE_APPEND);
    CHECK(app != NULL, what);
    if (!app)
        return;
    CHECK(strcmp(qprop_node_kind_name(app), "Append") == 0, "kind name");
    CHECK(qprop_node_child_count(app) == 2, "two branches");
    for (int i = 0; i < qprop_node_child_count(app); i++) {
        const qprop_node *j = qprop_node_child(app, i);
        const qprop_node *scan = find(j, QPROP_NODE_SCAN);
        const char *want = i == 0 ? "prt_p1" : "prt_p2";
        int total = 0;

        CHECK(qprop_node_kind_of(j) == QPROP_NODE_JOIN, "a branch is a join");
        CHECK(scan && qprop_node_partition_count(scan, &total) == 1
                  && total == 3,
              "a branch's scan reads one partition of three");
        CHECK(scan && qprop_node_partition(scan, 0)
                  && strcmp(qprop_node_partition(scan, 0), want) == 0,
              "the branches read prt_p1, then prt_p2");
    }
    CHECK(count(qprop_stmt_plan(s, QPROP_PRINT_ORIGINAL), QPROP_NODE_APPEND)
              == 0,
          "the plan as bound has no Append");
}

/*
 * qprop_stats of the last query of 'sql' in a context with 'enabled'
 * rules: partitions_pruned_beyond counts the partitions pruned that
 * PostgreSQL would not prune itself (from the filters as written and the
 * equalities with a constant its equivalence classes give), and
 * derived_predicates_beyond the predicates it would not derive.
 */
static bool
stats_of(const char *sql, const char *enabled, qprop_stats *st)
{
    qprop_options opts;
    qprop_error err;
    qprop_ctx *ctx = NULL;
    qprop_input *in = NULL;
    qprop_stmt *s, *query = NULL;
    bool ok;

    memset(&opts, 0, sizeof opts);
    memset(&err, 0, sizeof err);
    memset(st, 0, sizeof *st);
    st->size = sizeof *st;
    opts.size = sizeof opts;
    opts.enabled_rules = enabled;
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK
        || qprop_input_open(ctx, sql, strlen(sql), &in, &err) != QPROP_OK) {
        fprintf(stderr, "FAIL: setup: %s\n", err.message);
        failures++;
        qprop_ctx_free(ctx);
        return false;
    }
    while (qprop_input_next(in, &s, &err) == QPROP_OK) {
        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY) {
            qprop_stmt_free(query);
            query = s;
        } else
            qprop_stmt_free(s);
    }
    qprop_input_close(in);
    ok = query && qprop_stmt_rewrite(query, &err) == QPROP_OK
         && qprop_stmt_stats(query, st, &err) == QPROP_OK;
    qprop_stmt_free(query);
    qprop_ctx_free(ctx);
    CHECK(ok, "stats of a rewritten query");
    return ok;
}

static const char beyond_ddl[] =
    "CREATE TABLE prt (a int, b int) PARTITION BY RANGE (a);\n"
    "CREATE TABLE prt_p1 PARTITION OF prt FOR VALUES FROM (0) TO (10);\n"
    "CREATE TABLE prt_p2 PARTITION OF prt FOR VALUES FROM (10) TO (20);\n"
    "CREATE TABLE prt_p3 PARTITION OF prt FOR VALUES FROM (20) TO (30);\n"
    "CREATE TABLE dim (a int, x int);\n";

static void
check_beyond(void)
{
    static const struct {
        const char *where;
        const char *enabled;
        int pruned, beyond, derived_beyond; /* -1: not checked */
    } cases[] = {
        /* a range through the join: PostgreSQL prunes nothing; beyond
           it, prt.a < 15 (the DynamicScan's execution-time bound by
           dim's keys is not given: the build side is narrowed on the
           key alone, which prt.a < 15 says; only bounds the target
           stage gives count) */
        { "dim.a < 15", NULL, 1, 1, 1 },
        /* ... counted once over the branches of a partition-wise join */
        { "dim.a < 15", "partitionwise_join", 1, 1, -1 },
        /* an equality with a constant: PostgreSQL's equivalence class
           gives prt.a = 5 and prunes the same two */
        { "dim.a = 5", NULL, 2, 0, 0 },
        /* the filter written on the partition key */
        { "prt.a >= 20", NULL, 2, 0, 1 },
        /* an IN list through the join: beyond */
        { "dim.a IN (1, 2)", NULL, 2, 2, 1 },
    };

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char sql[1024];
        char what[256];
        qprop_stats st;

        snprintf(sql, sizeof sql, "%sSELECT prt.b, dim.x FROM prt JOIN dim"
                 " ON prt.a = dim.a WHERE %s;\n", beyond_ddl,
                 cases[i].where);
        if (!stats_of(sql, cases[i].enabled, &st))
            continue;
        snprintf(what, sizeof what, "WHERE %s%s%s: %d pruned, %d beyond "
                 "PostgreSQL, %d derived beyond (got %d, %d, %d)",
                 cases[i].where, cases[i].enabled ? " with " : "",
                 cases[i].enabled ? cases[i].enabled : "", cases[i].pruned,
                 cases[i].beyond, cases[i].derived_beyond,
                 st.partitions_pruned, st.partitions_pruned_beyond,
                 st.derived_predicates_beyond);
        CHECK(st.partitions_pruned == cases[i].pruned
                  && st.partitions_pruned_beyond == cases[i].beyond
                  && (cases[i].derived_beyond < 0
                      || st.derived_predicates_beyond
                             == cases[i].derived_beyond),
              what);
    }
}

/* subqueries_decorrelated counts the correlated subqueries joined to
   their groups: one, two on two scans, and none for those refused (two
   side by side on one scan, a correlation that is no equality, a
   LIMIT). */
static void
check_decorrelated(void)
{
    static const char it_ddl[] =
        "CREATE TABLE it (id int PRIMARY KEY, cat text, price numeric);\n";
    static const struct {
        const char *query, *enabled;
        int n;
    } cases[] = {
        { "SELECT i.id FROM it i WHERE i.price > (SELECT avg(j.price) "
          "FROM it j WHERE j.cat = i.cat);", NULL, 1 },
        { "SELECT i.id FROM it i, it m WHERE m.id = i.id AND i.price > "
          "(SELECT avg(j.price) FROM it j WHERE j.cat = i.cat) AND m.id < "
          "(SELECT count(*) FROM it k WHERE k.cat = m.cat);", NULL, 2 },
        /* two beside each other on one scan: each would run before the
           other, and a subquery can fail (unsafe (8)) */
        { "SELECT i.id FROM it i WHERE i.price > (SELECT avg(j.price) "
          "FROM it j WHERE j.cat = i.cat) AND i.id < (SELECT count(*) "
          "FROM it k WHERE k.cat = i.cat);", NULL, 0 },
        { "SELECT i.id FROM it i WHERE i.price > (SELECT avg(j.price) "
          "FROM it j WHERE j.cat < i.cat);", NULL, 0 },
        { "SELECT i.id FROM it i WHERE i.price > (SELECT j.price FROM it j "
          "WHERE j.cat = i.cat LIMIT 1);", NULL, 0 },
    };

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char sql[1024], what[512];
        qprop_stats st;

        snprintf(sql, sizeof sql, "%s%s\n", it_ddl, cases[i].query);
        if (!stats_of(sql, cases[i].enabled, &st))
            continue;
        snprintf(what, sizeof what, "%s%s%s: %d subqueries decorrelated "
                 "(got %d)", cases[i].query, cases[i].enabled ? " with "
                 : "", cases[i].enabled ? cases[i].enabled : "",
                 cases[i].n, st.subqueries_decorrelated);
        CHECK(st.subqueries_decorrelated == cases[i].n, what);
    }
}

int
main(void)
{
    qprop_ctx *ctx = NULL;
    qprop_stmt *s;

    /* off by default: the join stays */
    s = rewritten(NULL, NULL, &ctx);
    CHECK(s && count(qprop_stmt_plan(s, 0), QPROP_NODE_APPEND) == 0,
          "no Append by default");
    CHECK(s && count(qprop_stmt_plan(s, 0), QPROP_NODE_JOIN) == 1,
          "one join by default");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);

    /* on for the context */
    s = rewritten("partitionwise_join", NULL, &ctx);
    check_split(s, "enabled_rules: an Append");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);

    /* on for one statement */
    s = rewritten(NULL, "partitionwise_join", &ctx);
    check_split(s, "qprop_stmt_set_rules: an Append");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);

    /* "all" turns every rule on, partitionwise_join with them */
    s = rewritten("all", NULL, &ctx);
    check_split(s, "enabled_rules \"all\": an Append");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);
    s = rewritten(NULL, "all", &ctx);
    check_split(s, "qprop_stmt_set_rules \"all\": an Append");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);

    /* "all" off: the filter stays above the join */
    s = rewritten2(NULL, "all", NULL, NULL, &ctx);
    check_unrewritten(s, "disabled_rules \"all\": nothing rewritten");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);
    s = rewritten2(NULL, NULL, NULL, "all", &ctx);
    check_unrewritten(s, "qprop_stmt_set_rules disabled \"all\": nothing");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);
    /* "all" in a list with other names */
    s = rewritten2(NULL, "normalize,all", NULL, NULL, &ctx);
    check_unrewritten(s, "disabled_rules \"normalize,all\": nothing");
    qprop_stmt_free(s);
    qprop_ctx_free(ctx);

    check_beyond();
    check_decorrelated();

    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    else
        printf("check_api_rules: all passed\n");
    return failures ? 1 : 0;
}
