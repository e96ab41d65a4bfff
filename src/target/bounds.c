/* SPDX-License-Identifier: MIT */
/*
 * src/target/bounds.c — which partitioned scans PostgreSQL is given
 * execution-time bounds on, from which build side, and how
 *
 * The decision only: the SQL printer (deparse.c put_runtime_bounds)
 * prints each tg_bound recorded here, and the API hands them out as
 * structure (qprop_stmt_bound).
 */
#include "target/target_int.h"

#include <stdlib.h>
#include <string.h>

#include "rewrite/atoms.h"
#include "rewrite/domain.h"
#include "rewrite/exprnorm.h"

/*
 * Runtime bounds.  PostgreSQL 15 prunes the partitions of a scan at run
 * time when its key is compared with a value known before the scan
 * starts, such as an initplan's; it never prunes through a join.  So a
 * DynamicScan of p (approved leaves: those the build side's keys route
 * to) prints, on p's leading key column k, with b the build side's key
 * column, a table R's:
 *
 *   p.k >= ALL (ARRAY[(SELECT min(qp_b) FROM (SELECT R.b AS qp_b FROM R
 *                      WHERE <R's own filters> OFFSET 0) AS qp_bound)])
 *   AND p.k <= ALL (ARRAY[(SELECT max(qp_b) FROM (... the same ...))])
 *
 * (in a SELECT statement the two ends are "(SELECT qp_lo FROM
 * qp_bound_1)" and "(SELECT qp_hi FROM qp_bound_1)" over one WITH item,
 * one per table R and filters whatever R's alias: see deparse.c's
 * put_bound_with and bound_key), which means "p.k BETWEEN min AND max"
 * (ALL over one element is that element's comparison, NULL when it is
 * NULL); the lower end is printed "p.k >= (SELECT qp_lo ...)" where
 * that keeps the estimate (decide_plain_ends).  The plain BETWEEN prunes the same, but PostgreSQL estimates a
 * range between two unknown values at 0.5 % of the rows
 * (DEFAULT_RANGE_INEQ_SEL) and then plans the joins above for a fact table 200 times smaller than it is (TPC-DS q03: a
 * nested loop instead of a memoized one, 0.54x; bench/README.md); each
 * ALL is estimated apart, at a third, 11 % in all.  PostgreSQL prunes an
 * ALL over an ARRAY[...] of one element as the comparison itself.  The
 * derived table with OFFSET 0 keeps PostgreSQL from answering min(R.b)
 * by walking R's index on b from one end until a row passes R's filters
 * (planagg.c, for a plain table only): with R a calendar and the filter
 * a year in its middle, that walk fetched half of date_dim's rows for
 * each of the two, where one scan of R with its filters is bounded by
 * R's size (TPC-DS q37: 1,063 ms with the walk, 572 ms without it, 664
 * ms as written; bench/README.md).
 *
 * A filter of p's scan "p.k IN (SELECT R.b FROM R ...)" (cte_pushdown's
 * semi join filters: TPC-DS q02's web_sales and catalog_sales inside its
 * WITH query wscs) is a build side as a join's is (in_filter_key).
 *
 * Exact: every row of the build side comes out of R's scan, so its key is
 * among the values the subquery ranges over; a row of p outside the range
 * (or with a NULL key) equals no build key, and the join above, which
 * drops the rows of p without a match (the selector's and the runtime
 * filter's own condition: inner, semi, the nullable side of an outer
 * join, the subquery side of an anti join), would drop it.  An empty R
 * gives NULL bounds, and no row of p passes: right, as no build row can
 * match.  R's filters alone (not the whole build side) keep the subquery
 * cheap; they may let more values through, never fewer.
 *
 * Printed only where it can pay: p is partitioned by RANGE or LIST (a
 * BETWEEN prunes both; not HASH, but see TG_KEY_SETS below) on a column,
 * with two leaves or more
 * left by static pruning (the scan then prints as the partitioned table
 * itself, not as the UNION ALL of its kept leaves, which PostgreSQL would
 * not prune: the same rows, as the pruned leaves hold none that its
 * printed filters keep, and PostgreSQL prunes them with those filters),
 * b has p.k's type and no collation (an integer, numeric, date or
 * timestamp: min and max order as the key's bounds do), R's filters
 * are over its own columns only (their subqueries, and the inner input of
 * a semi join above R's scan that the bound takes as an EXISTS, run
 * apart: runs_apart) and narrow R's rows on a column other than b
 * (without one the range is every key R holds, or a domain of b that
 * p's key has already), and, where the row counts are known
 * (pg_restore_relation_stats), R (with the tables its subqueries read:
 * build_rows) has at most BOUND_BUILD_RATIO times the
 * rows of the statement's partitioned scans (the leaves they read).  The
 * cost of a bound is one scan of R with its filters (deparse.c's
 * put_bound_with: one WITH item gives both ends), plus a test per row of
 * p; a row of R scanned and filtered costs about what a row of a fact
 * table costs scanned (TPC-DS at scale 0.2: date_dim's 73,414 rows 5-15 ms,
 * store_sales' 200,000 15-30 ms).  What it saves is the skipped
 * partitions' rows, in the scan and in every join above it, where they
 * meet the statement's other large inputs; qprop has no join cost model,
 * so the work of the statement is measured by the rows of its
 * partitioned scans, and a bound is left out where scanning R costs
 * about as much as all of them.  Measured there, against the fact alone
 * (bench/README.md): R/p = 0.92 (inventory, q21, q22) 0.55x and 0.73x,
 * 7.3 (catalog_returns, q91) 0.54x, 1.47 (web_sales, q12) 0.89x, 0.73
 * (catalog_sales, q26) 1.1x; but q25's store_returns (R/p = 3.7) left
 * without its bound while store_sales and catalog_sales kept theirs made
 * q25 0.47x instead of 1.5x: PostgreSQL then estimated that fact at nine
 * times its share against the bounded ones and joined in another order.
 * Against the statement's facts, q25 keeps all three bounds and q91,
 * q21, q22 and q12 (one small fact) none.  Without row counts the bound
 * is printed: the filter being narrow is then all qprop knows.
 */
#define BOUND_BUILD_RATIO 0.8

static bool
bound_type_ok(qp_type t, qp_type k)
{
    if (t.id != k.id)
        return false;
    switch (t.id) {
    case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC: case T_DATE:
    case T_TIMESTAMP: case T_TIMESTAMPTZ:
        return true;
    default:
        return false;
    }
}

static const plan *
find_selector(tg_decisions *g, int id)
{
    const list *l = g->scans;

    for (int i = 0; i < list_len(l); i++) {
        const plan *p = list_nth(l, i);

        if (p->kind == PLAN_PARTITION_SELECTOR && p->selector.id == id)
            return p;
    }
    return NULL;
}

typedef struct own_cols {
    const rte *r;
    int key;             /* the build key's column */
    bool other;          /* a column of another rte, or a system column */
    bool nonkey;         /* a column of r other than 'key' */
} own_cols;

static void
check_own_col(const expr *col, void *arg)
{
    own_cols *oc = arg;

    if (col->col.rte != oc->r || expr_is_syscol(col))
        oc->other = true;
    else if (col->col.col != oc->key)
        oc->nonkey = true;
}

/*
 * Do R's filters select a narrow range of R's rows in key order?
 * The bound prunes only when the build keys that pass R's filters span
 * fewer of p's partitions than all, and qprop cannot see that: nothing in
 * the schema ties R's key (d_date_sk) to its other columns (d_year,
 * d_moy), and the catalog has row counts but no column statistics (no
 * correlation, no histograms).  What it sees is the filter's domain, so
 * the rule reads the domain: the filter is an atom on one column c of R
 * other than the key (c = v, c IN (...), c BETWEEN, an OR of those),
 * with an exact domain bounded on both sides, and
 *   - c is a date or timestamp: an interval of the calendar itself (d_date
 *     BETWEEN ...), which a time-ordered key follows; or
 *   - c is an integer or numeric whose values all lie outside
 *     [-BOUND_CYCLE_MAX, BOUND_CYCLE_MAX]: a year, a month or week
 *     sequence number, a Julian day (d_year = 2000, d_month_seq BETWEEN
 *     1200 AND 1211).  Values within it are the positions in a calendar
 *     cycle (day of week, of month, of year, month, quarter: d_moy = 11,
 *     d_dom BETWEEN 1 AND 3, d_qoy = 2), which recur in every year, so
 *     their keys span every partition (TPC-DS q03's d_moy = 11 alone: 7 of
 *     7 partitions read, 0.64x with the bound; bench/README.md); or
 *   - c is text and every value begins with a number beyond that range:
 *     a quarter or a month named with its year (q17's d_quarter_name IN
 *     ('2001Q1', '2001Q2', '2001Q3'): 21 -> 3 partitions); a day's name
 *     ('Monday') recurs every week and is not.
 * Or the filter is "c = (scalar subquery)" (one_value: q06, d_month_seq =
 * (SELECT DISTINCT d_month_seq ... WHERE d_year = 2001 AND d_moy = 1)),
 * or "c = $1" (a prepared statement's parameter: runtime_value): one
 * value of c; or the filters bound c on both sides by such subqueries or
 * parameters (values_range: q54, d_month_seq BETWEEN (SELECT DISTINCT
 * d_month_seq + 1 ...) AND (SELECT DISTINCT d_month_seq + 3 ...)); or R
 * is the outer side of a semi join (an IN or EXISTS
 * subquery: q58's d_date IN (SELECT d_date FROM date_dim WHERE d_week_seq
 * = (SELECT ...))) whose inner input's own filters are narrow
 * (inner_narrow): "an IN subquery is narrow when its own filter is"; and
 * a filter "c IN (SELECT ...)" on R, or an OR of such (in_narrow:
 * cte_pushdown's semi join filters, TPC-DS q59's wss), is the same.
 * All these are counted narrow though their values are known only at
 * run time and could be positions in a cycle (d_moy = (SELECT ...),
 * d_moy = $1) or a wide range: the rule's blind spot, taken because
 * TPC-DS writes them on sequence numbers (d_month_seq, d_week_seq;
 * measured: q06 0.93x -> 1.31x, q58 0.99x -> 1.25x, bench/README.md) and
 * applications on years and dates.
 * A heuristic on the values, not a proof: a bound that prunes nothing
 * costs two index probes of R, a test per row of p and a smaller row
 * estimate; one that prunes saves reading whole partitions.  The rows
 * are the same either way.
 */
#define BOUND_CYCLE_MAX "366"

/*
 * With TG_KEY_SETS (qprop_options.bound_key_sets: the consumer prunes by
 * the set of the build side's keys, not their min and max: pg_qprop's
 * qprop.bounds_keyset) an integer filter on a position in a cycle counts
 * as narrow too, where the partitioned scan keeps at least
 * BOUND_CYCLE_PARTS leaves: d_moy = 11 holds keys in every year, so
 * min and max span every partition, but with monthly partitions its keys
 * lie in one of twelve (TPC-DS q03 on the benchmark's monthly layout: 6
 * of 73 partitions hold them).  Partitions coarser than the cycle (24
 * years of yearly partitions) make it a bound that prunes nothing: one
 * scan of R for nothing, the heuristic's blind spot.  Not text (a day's
 * name recurs every week, finer than partitions usually are).
 *
 * With TG_KEY_SETS a scan of a table partitioned by HASH on one column
 * gets a bound too (key_set_only): a range prunes no hash partition, but
 * the consumer routes each build key to its partition (pg/keyset.c, as
 * PostgreSQL's get_partition_for_tuple() does), so the partitions
 * holding no key are skipped.  The same guards as RANGE and LIST (a
 * narrow build side, BOUND_BUILD_RATIO, the key types); the range is
 * useless, so the SQL printer prints no quals for it (deparse.c
 * put_runtime_bounds: the command line's SQL, which PostgreSQL would
 * prune by min and max only, never has one) and the API hands it out
 * like the others.  A hash key routes scattered keys apart, so the bound
 * pays where the build side has fewer keys than the scan partitions,
 * which the rule cannot see (no column statistics): it costs one scan
 * of R and a pruning step per partition where it prunes nothing.
 */
#define BOUND_CYCLE_PARTS 24

/* The domain that filter 'e' (in normal form) implies for column 'col'
   of 'r', of type 't': an atom's on it, the intersection over an AND
   (of the arguments that say anything of it), the union over an OR (each
   argument must: TPC-DS q47's d_year = 1999 OR (d_year = 1998 AND d_moy
   = 12) OR ... is d_year in {1998, 1999, 2000}); NULL when nothing is
   known. */
static domain *
col_domain(tg_decisions *g, const expr *e, const rte *r, int col, qp_type t)
{
    const expr *c;

    if (e->kind == E_IN && !(e = tg_norm_filter(g->a, (expr *)e)))
        return NULL;
    if (e->kind == E_BOOL && (e->b.op == B_AND || e->b.op == B_OR)) {
        bool is_and = e->b.op == B_AND;
        domain *u = NULL;

        for (int i = 0; i < list_len(e->b.args); i++) {
            domain *x = col_domain(g, list_nth(e->b.args, i), r, col, t);

            if (!x) {
                if (is_and)
                    continue;
                return NULL;
            }
            u = !u ? x : is_and ? dom_intersect(g->a, u, x)
                                : dom_union(g->a, u, x);
            if (!u)
                return NULL;
        }
        return u;
    }
    c = atom_col(e);
    if (!c || c->kind != E_COL || c->col.rte != r || c->col.col != col)
        return NULL;
    return atom_domain(g->a, e, t);
}

/* Text 's' begins with a number beyond BOUND_CYCLE_MAX ("2001Q1"). */
static bool
text_leads_beyond_cycle(const char *s)
{
    long n = 0;
    int k = 0;

    while (s && s[k] >= '0' && s[k] <= '9' && k < 9)
        n = n * 10 + (s[k++] - '0');
    return k > 0 && n > strtol(BOUND_CYCLE_MAX, NULL, 10);
}

/* Domain 'dom' of a column of type 't' is a narrow range (above). */
static bool
domain_narrow(tg_decisions *g, const domain *dom, qp_type t)
{
    domain *lo, *hi, *cycle;
    datum lim;
    qprop_error err;

    if (!dom || dom->n < 1 || dom->r[0].lo.inf || dom->r[dom->n - 1].hi.inf)
        return false;
    switch (t.id) {
    case T_DATE: case T_TIMESTAMP: case T_TIMESTAMPTZ:
        return true;
    case T_BPCHAR: case T_VARCHAR: case T_TEXT:
        /* points only (dom_from_cmp builds no text range) */
        for (int i = 0; i < dom->n; i++)
            if (dom->r[i].lo.inf || dom->r[i].lo.v.is_null
                || !text_leads_beyond_cycle(dom->r[i].lo.v.v.s))
                return false;
        return true;
    case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC:
        if (g->cycles_narrow)
            return true;
        if (datum_parse(g->a, dom->type, BOUND_CYCLE_MAX, 0, &lim, &err)
                != QPROP_OK
            || !(hi = dom_from_cmp(g->a, dom->type, OP_LE, &lim))
            || datum_parse(g->a, dom->type, "-" BOUND_CYCLE_MAX, 0, &lim,
                           &err) != QPROP_OK
            || !(lo = dom_from_cmp(g->a, dom->type, OP_GE, &lim))
            || !(cycle = dom_intersect(g->a, lo, hi)))
            return false;
        return dom_is_empty(dom_intersect(g->a, dom, cycle));
    default:
        return false;
    }
}

static void
note_col(const expr *col, void *arg)
{
    (void)col;
    *(bool *)arg = true;
}

/* 'v' is a value known when the statement runs and not before: an
   uncorrelated scalar subquery, or a parameter of a prepared statement
   ($1, under casts: a generic plan, or a custom one, which qprop is given
   as written); the bound's subquery then reads the same parameter.  A
   parameter is counted as the subquery is, with the same blind spot (it
   may be a position in a cycle): an application sends d_year = $1 where a
   report writes d_year = 2001, and without this its statements got no
   bound at all. */
static bool
runtime_value(tg_decisions *g, const expr *v)
{
    bool outer = false;

    while (v && v->kind == E_CAST)
        v = v->cast.arg;
    if (v && v->kind == E_PARAM)
        return true;
    if (!v || v->kind != E_SUBLINK || v->sub.kind != SL_EXPR)
        return false;
    /* the columns of tables outside the subquery that it reads */
    return expr_walk_cols_deep(g->a, v, note_col, &outer) && !outer;
}

/* 'e' is "c = v", c column 'col' of 'r', v a runtime_value(): one value
   of c, unknown until run time (TPC-DS q06's d_month_seq = (SELECT
   DISTINCT d_month_seq FROM date_dim WHERE d_year = 2001 AND d_moy = 1),
   an application's d_year = $1). */
static bool
one_value(tg_decisions *g, const expr *e, const rte *r, int col)
{
    const expr *c, *v;

    if (!e || e->kind != E_OP || e->op.op != OP_EQ || !e->op.l || !e->op.r)
        return false;
    c = e->op.l;
    v = e->op.r;
    if (c->kind != E_COL) {
        c = e->op.r;
        v = e->op.l;
    }
    return c->kind == E_COL && c->col.rte == r && c->col.col == col
           && runtime_value(g, v);
}

/* 'e' is "c op v" with op 'lower' ? > or >= : < or <= (either side), c
   column 'col' of 'r', v a runtime_value(): one end of a range of c known
   only at run time. */
static bool
one_end(tg_decisions *g, const expr *e, const rte *r, int col, bool lower)
{
    const expr *c, *v;
    op_kind op;

    if (!e || e->kind != E_OP || !e->op.l || !e->op.r)
        return false;
    c = e->op.l;
    v = e->op.r;
    op = e->op.op;
    if (c->kind != E_COL) {
        c = e->op.r;
        v = e->op.l;
        op = op == OP_LT ? OP_GT : op == OP_GT ? OP_LT
             : op == OP_LE ? OP_GE : op == OP_GE ? OP_LE : op;
    }
    if (c->kind != E_COL || c->col.rte != r || c->col.col != col)
        return false;
    if (lower ? op != OP_GT && op != OP_GE : op != OP_LT && op != OP_LE)
        return false;
    return runtime_value(g, v);
}

/* 'f' holds both ends of a range of column 'col' of 'r' given by
   uncorrelated scalar subqueries (TPC-DS q54's d_month_seq BETWEEN
   (SELECT DISTINCT d_month_seq + 1 ...) AND (SELECT DISTINCT d_month_seq
   + 3 ...)): counted narrow as one_value is. */
static bool
values_range(tg_decisions *g, const list *f, const rte *r, int col)
{
    bool lo = false, hi = false;

    for (int i = 0; i < list_len(f); i++) {
        const pred *pr = list_nth(f, i);

        if (tg_pred_pg_derives(pr))
            continue;
        lo = lo || one_end(g, pr->e, r, col, true);
        hi = hi || one_end(g, pr->e, r, col, false);
    }
    return lo && hi;
}

static bool inner_narrow(tg_decisions *g, const plan *p);

/* 'e' is "c IN (SELECT ...)" (not NOT IN), c column 'col' of 'r', whose
   subquery's own filters are narrow (inner_narrow), or an OR of such:
   what cte_pushdown's semi join filters are (TPC-DS q59's wss: d_week_seq
   IN (SELECT d_week_seq FROM date_dim WHERE d_month_seq BETWEEN 1212 AND
   1223) OR d_week_seq IN (...)), counted narrow as a semi join's inner
   input is ("an IN subquery is narrow when its own filter is"). */
static bool
in_narrow(tg_decisions *g, const expr *e, const rte *r, int col)
{
    const plan *sub;

    if (!e)
        return false;
    if (e->kind == E_BOOL && e->b.op == B_OR) {
        for (int i = 0; i < list_len(e->b.args); i++)
            if (!in_narrow(g, list_nth(e->b.args, i), r, col))
                return false;
        return list_len(e->b.args) > 0;
    }
    if (e->kind != E_SUBLINK || e->sub.kind != SL_ANY || e->sub.is_not
        || !e->sub.opname || strcmp(e->sub.opname, "=") != 0
        || !e->sub.test || e->sub.test->kind != E_COL
        || e->sub.test->col.rte != r || e->sub.test->col.col != col)
        return false;
    sub = e->sub.sub;
    while (sub && (sub->kind == PLAN_PROJECT || sub->kind == PLAN_SORT))
        sub = sub->left;
    return inner_narrow(g, sub);
}

/* R's filters 'f' select a narrow range on some column of 'r' other than
   'key': the domains they imply for it (col_domain) intersected (d_date
   >= x AND d_date <= y), then domain_narrow(). */
static bool
filters_narrow(tg_decisions *g, const list *f, const rte *r, int key)
{
    int n = list_len(f);
    expr **norm;

    if (r->ncols < 1 || n < 1 || !(norm = ARENA_NEWN(g->a, expr *, n)))
        return false;
    for (int i = 0; i < n; i++) {
        const pred *pr = list_nth(f, i);

        norm[i] = pr->e && !tg_pred_pg_derives(pr)
                      ? tg_norm_filter(g->a, pr->e) : NULL;
    }
    for (int c = 0; c < r->ncols; c++) {
        domain *u = NULL;

        if (c == key)
            continue;
        for (int i = 0; i < n; i++) {
            const pred *pr = list_nth(f, i);

            if (!tg_pred_pg_derives(pr) && (one_value(g, pr->e, r, c)
                                            || in_narrow(g, pr->e, r, c)))
                return true;
        }
        if (values_range(g, f, r, c))
            return true;
        for (int i = 0; i < n; i++) {
            domain *x = norm[i] ? col_domain(g, norm[i], r, c,
                                             r->coltypes[c])
                                : NULL;

            if (x)
                u = u ? dom_intersect(g->a, u, x) : x;
        }
        if (u && domain_narrow(g, u, r->coltypes[c]))
            return true;
    }
    return false;
}

/*
 * What a bound's subquery may read besides R's own columns: a subquery
 * of one of R's filters (an uncorrelated one, or one correlated with R
 * alone), and the inner input of a semi join above R's scan (an IN or
 * EXISTS subquery that qprop made a join: TPC-DS q58's "d_date IN
 * (SELECT d_date FROM date_dim WHERE d_week_seq = (SELECT ...))").  The
 * bound runs it once, apart, in a WITH item put before the statement's
 * own: so it reads no WITH item, calls no volatile function, locks
 * nothing, and reads no column of a table outside it but R's.
 */
typedef struct sub_check {
    tg_decisions *g;
    list *rtes;          /* of const rte *: what it may read */
    bool bad;
} sub_check;

static void
note_plan_rte(const plan *p, void *arg)
{
    sub_check *k = arg;
    const rte *r = NULL;

    if (p->kind == PLAN_SCAN || p->kind == PLAN_DYNAMIC_SCAN)
        r = p->scan.rte;
    else if (p->kind == PLAN_SUBQUERY_SCAN)
        r = p->subq.rte;
    else if (p->kind == PLAN_JOIN)
        r = p->join.single;
    if (r && !list_push(k->g->a, &k->rtes, (void *)r))
        k->bad = true;
}

static void
check_sub_col(const expr *col, void *arg)
{
    sub_check *k = arg;

    for (int i = 0; i < list_len(k->rtes); i++)
        if (list_nth(k->rtes, i) == col->col.rte)
            return;
    k->bad = true;
}

static void
check_sub_expr(sub_check *k, const expr *e)
{
    if (e && !k->bad
        && (expr_is_volatile(e)
            || !expr_walk_cols_deep(k->g->a, e, check_sub_col, k)))
        k->bad = true;
}

static void
check_sub_preds(sub_check *k, const list *l)
{
    for (int i = 0; i < list_len(l); i++)
        check_sub_expr(k, ((const pred *)list_nth(l, i))->e);
}

static void
check_sub_one(const expr *e, void *arg)
{
    check_sub_expr(arg, e);
}

/* One node of the subquery (plan_walk also reaches its sublinks'). */
static void
check_sub_node(const plan *p, void *arg)
{
    sub_check *k = arg;

    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN:
        if (!p->scan.rte || !p->scan.rte->table || p->scan.rte->sample)
            k->bad = true;
        break;
    case PLAN_PROJECT:
        if (list_len(p->project.locks))
            k->bad = true;
        break;
    case PLAN_SUBQUERY_SCAN: case PLAN_FILTER: case PLAN_JOIN:
    case PLAN_AGGREGATE: case PLAN_SORT: case PLAN_LIMIT: case PLAN_SETOP:
    case PLAN_EMPTY:
        break;
    case PLAN_PARTITION_SELECTOR: /* its keys are its join's */
        return;
    default: /* a WITH item, a function, VALUES, a window, a write, an
                Append (its printed name is the statement's: put_append) */
        k->bad = true;
        return;
    }
    plan_node_exprs(p, check_sub_one, k);
}

/* 'sub' runs apart (above), reading of the tables outside it only 'r'. */
static bool
runs_apart(tg_decisions *g, const plan *sub, const rte *r, const list *cond)
{
    sub_check k = { g, NULL, false };

    if (!sub || !list_push(g->a, &k.rtes, (void *)r))
        return false;
    plan_walk(sub, note_plan_rte, &k);
    if (!k.bad)
        plan_walk(sub, check_sub_node, &k);
    check_sub_preds(&k, cond);
    return !k.bad;
}

typedef struct sub_walk {
    tg_decisions *g;
    const rte *r;
} sub_walk;

/* True at a sublink of 'e' that cannot run apart. */
static bool
sublink_tied(const expr *e, void *arg)
{
    sub_walk *w = arg;

    if (e->kind == E_SUBLINK && !runs_apart(w->g, e->sub.sub, w->r, NULL))
        return true;
    return expr_walk(e, sublink_tied, arg);
}

/* 'p' reaches 'target' through nodes that pass target's rows on whole
   (not NULL-extended): filters, inner joins, the outer side of a left or
   right join, the left input of a semi or anti join; 'goal' is there. */
static bool
reaches_whole(const plan *p, const plan *goal)
{
    if (!p)
        return false;
    if (p == goal)
        return true;
    if (p->kind == PLAN_FILTER || p->kind == PLAN_PARTITION_SELECTOR)
        return reaches_whole(p->left, goal);
    if (p->kind != PLAN_JOIN)
        return false;
    switch (p->join.type) {
    case JOIN_INNER: case JOIN_CROSS:
        return reaches_whole(p->left, goal) || reaches_whole(p->right, goal);
    case JOIN_LEFT: case JOIN_SEMI: case JOIN_ANTI: case JOIN_ANTI_NULL_AWARE:
        return reaches_whole(p->left, goal);
    case JOIN_RIGHT:
        return reaches_whole(p->right, goal);
    default:
        return false;
    }
}

/* The inner input of a semi join selects a narrow set: a scan whose own
   filters are narrow (filters_narrow, on any column), or a semi join one
   of whose inputs does (q83's IN of an IN). */
static bool
inner_narrow(tg_decisions *g, const plan *p)
{
    while (p && p->kind == PLAN_FILTER)
        p = p->left;
    if (!p)
        return false;
    if (p->kind == PLAN_SCAN)
        return filters_narrow(g, p->scan.filters, p->scan.rte, -1);
    if (p->kind == PLAN_JOIN && p->join.type == JOIN_SEMI)
        return inner_narrow(g, p->left) || inner_narrow(g, p->right);
    return false;
}

/*
 * R's filters may give a bound: each is over R's columns alone (its
 * subqueries run apart), without volatile function (the bound runs once,
 * apart), and R's rows are narrowed, on a column other than the build
 * key 'key' (a filter on the key alone is a domain that eq_broadcast has
 * carried to p's key already, where it prunes statically), either by R's
 * filters (filters_narrow) or by a semi join above R's scan that keeps
 * R's rows whole below it, runs apart, and whose inner input is narrow
 * (inner_narrow): "an IN subquery is narrow when its own filter is"; and
 * a filter "c IN (SELECT ...)" on R, or an OR of such (in_narrow:
 * cte_pushdown's semi join filters, TPC-DS q59's wss), is the same.
 * Such semi joins go to 'semis'; the bound tests them as EXISTS.
 */
static bool
bound_filters_ok(tg_decisions *g, const plan *scan, int key, list **semis,
                 const char **why)
{
    const list *f = scan->scan.filters;
    const list *sj;
    bool narrows = false;

    *semis = NULL;
    *why = "the build side's filters do not narrow it on a column other "
           "than its key";
    for (int i = 0; i < list_len(f); i++) {
        const pred *pr = list_nth(f, i);
        own_cols oc = { scan->scan.rte, key, false, false };
        sub_walk w = { g, scan->scan.rte };

        if (!pr->e || pred_is_volatile(pr)) {
            *why = "a filter of the build side calls a volatile function";
            return false;
        }
        if (pred_has_sublink(pr) && sublink_tied(pr->e, &w)) {
            *why = "a subquery in the build side's filters cannot run "
                   "apart (it reads a WITH query, another table's columns, "
                   "a function or VALUES, locks rows, or calls a volatile "
                   "function)";
            return false;
        }
        expr_walk_cols(pr->e, check_own_col, &oc);
        if (oc.other) {
            *why = "a filter of the build side reads another table's "
                   "columns or a system column";
            return false;
        }
        if (oc.nonkey && !tg_pred_pg_derives(pr))
            narrows = true;
    }
    narrows = narrows && filters_narrow(g, f, scan->scan.rte, key);
    sj = g->semis;
    for (int i = 0; i < list_len(sj); i++) {
        const plan *j = list_nth(sj, i);

        if (reaches_whole(j->left, scan)
            && runs_apart(g, j->right, scan->scan.rte, j->join.cond)
            && inner_narrow(g, j->right)) {
            if (!list_push(g->a, semis, (void *)j))
                return false;
            narrows = true;
        }
    }
    return narrows;
}

/* The leaf partitions under 'x' (1: itself when not partitioned). */
static int
leaf_count(const cat_table *x)
{
    int n = 0;

    if (!x->is_partitioned || !list_len(x->children))
        return 1;
    for (int i = 0; i < list_len(x->children); i++)
        n += leaf_count(list_nth(x->children, i));
    return n;
}

/* The leaf partitions partitioned scan 'p' reads: those static pruning
   kept, else all its table's. */
static int
scan_leaves(const plan *p)
{
    const list *kept = p->scan.parts;
    int n = 0;

    if (!p->scan.rte || !p->scan.rte->table)
        return 0;
    if (!kept)
        return leaf_count(p->scan.rte->table);
    for (int i = 0; i < list_len(kept); i++)
        n += leaf_count(list_nth(kept, i));
    return n;
}

/* The rows of the tables under 'x' (its leaves when partitioned), or -1
   when one count is unknown. */
static double
leaf_rows(const cat_table *x)
{
    double sum = 0;

    if (!x->is_partitioned)
        return x->reltuples;
    for (int i = 0; i < list_len(x->children); i++) {
        double n = leaf_rows(list_nth(x->children, i));

        if (n < 0)
            return -1;
        sum += n;
    }
    return list_len(x->children) ? sum : x->reltuples;
}

/* The rows 'scan' reads: its table's, or the leaves static pruning kept;
   -1 when not known (no pg_restore_relation_stats in the input). */
static double
scan_rows(const plan *scan)
{
    const cat_table *t = scan->scan.rte->table;
    const list *kept = scan->scan.parts;
    double sum = 0;

    if (!t)
        return -1;
    if (!rte_partitioned(scan->scan.rte) || !kept)
        return leaf_rows(t);
    for (int i = 0; i < list_len(kept); i++) {
        double n = leaf_rows(list_nth(kept, i));

        if (n < 0)
            return -1;
        sum += n;
    }
    return sum;
}

/* The rows of the partitioned tables' scans of the statement (their
   kept leaves), -1 when one is not known. */
static double
fact_rows(tg_decisions *g)
{
    const list *l = g->scans;
    double sum = 0;

    for (int i = 0; i < list_len(l); i++) {
        const plan *x = list_nth(l, i);
        double n;

        if (x->kind == PLAN_PARTITION_SELECTOR || !x->scan.rte->table
            || !rte_partitioned(x->scan.rte))
            continue;
        if ((n = scan_rows(x)) < 0)
            return -1;
        sum += n;
    }
    return sum;
}

static void
add_scan_rows(const plan *p, void *arg)
{
    double *sum = arg;
    double n;

    if (*sum < 0 || (p->kind != PLAN_SCAN && p->kind != PLAN_DYNAMIC_SCAN)
        || !p->scan.rte)
        return;
    n = scan_rows(p);
    *sum = n < 0 ? -1 : *sum + n;
}

static bool
add_sublink_rows(const expr *e, void *arg)
{
    if (e->kind == E_SUBLINK)
        plan_walk(e->sub.sub, add_scan_rows, arg);
    return expr_walk(e, add_sublink_rows, arg);
}

/* The rows a bound's subquery reads: R's scan's, those of the tables its
   filters' subqueries and its semi joins' inner inputs read; -1 when one
   is not known. */
static double
build_rows(const plan *bs, const list *semis)
{
    double sum = scan_rows(bs);

    for (int i = 0; i < list_len(bs->scan.filters) && sum >= 0; i++) {
        const pred *pr = list_nth(bs->scan.filters, i);

        if (pr->e)
            (void)add_sublink_rows(pr->e, &sum);
    }
    for (int i = 0; i < list_len(semis) && sum >= 0; i++)
        plan_walk(((const plan *)list_nth(semis, i))->right, add_scan_rows,
                  &sum);
    return sum;
}

/* A bound considered and not given, with its reason (for the trace). */
static void
refuse(tg_decisions *g, const plan *p, const expr *b, const char *why)
{
    tg_refusal *r = ARENA_NEW(g->a, tg_refusal);

    if (!r)
        return; /* OOM: the arena flag is set */
    r->scan = p;
    r->build_key = b;
    r->why = why;
    (void)list_push(g->a, &g->refused, r);
}

/* One bound on 'col' (p's key column) from build key 'b'; 'done' lists
   the build columns bounded so far (of const expr *). */
static void
decide_one(tg_decisions *g, const plan *p, expr *col, const expr *b,
           int selector, int filter, list **done)
{
    const plan *bs;
    double brows, prows;
    list *semis;
    tg_bound *x;
    const char *why;

    if (!b || b->kind != E_COL || !b->col.rte || b->col.rte->kind != RTE_TABLE
        || !b->col.rte->table || expr_is_syscol(b) || b->col.rte->sample
        || tg_is_modify_target(g, b->col.rte)) {
        refuse(g, p, b, "the build key is not a column of a table read "
               "whole (a sample, a system column, the target of the "
               "statement)");
        return;
    }
    if (!bound_type_ok(b->type, col->type)) {
        refuse(g, p, b, "the build key's type is not the partition key's, "
               "or not one whose min and max order as its bounds do");
        return;
    }
    for (int i = 0; i < list_len(*done); i++)
        if (expr_equal(list_nth(*done, i), b))
            return;
    bs = tg_find_scan(g, b->col.rte);
    if (!bs || bs == p) {
        refuse(g, p, b, "the build key's table is not read by a scan of "
               "its own");
        return;
    }
    g->cycles_narrow = (g->flags & TG_KEY_SETS)
                       && scan_leaves(p) >= BOUND_CYCLE_PARTS;
    if (!bound_filters_ok(g, bs, b->col.col, &semis, &why)) {
        g->cycles_narrow = false;
        refuse(g, p, b, why);
        return;
    }
    g->cycles_narrow = false;
    brows = build_rows(bs, semis);
    prows = fact_rows(g);
    if (brows >= 0 && prows >= 0 && brows > prows * BOUND_BUILD_RATIO) {
        refuse(g, p, b, arena_printf(g->a, "the build side reads %.0f rows, "
                                     "more than %g times the %.0f rows of "
                                     "the partitioned scans", brows,
                                     BOUND_BUILD_RATIO, prows));
        return;
    }
    if (!list_push(g->a, done, (void *)b) || !(x = ARENA_NEW(g->a, tg_bound)))
        return;
    x->scan = p;
    x->key = col;
    x->build_key = b;
    x->build = bs;
    x->semis = semis;
    x->selector = selector;
    x->filter = filter;
    x->build_rows = brows;
    x->fact_rows = prows;
    x->key_set_only = p->scan.rte->table->strategy == PART_HASH;
    (void)list_push(g->a, &g->bounds, x);
}

/*
 * A filter of scan 'p' that is "k IN (SELECT R.b FROM R ...)", k its
 * column 'kc', uncorrelated, its subquery a Project of R.b alone over
 * nodes that pass R's scan's rows whole (reaches_whole: filters, inner
 * joins, the left input of semi joins): the build key R.b, else NULL.
 * Exact as a join's build side is: a row of p whose k is outside [min,
 * max] of R's b over R's own filters (or NULL) equals no value the
 * subquery returns, and the filter drops it (cte_pushdown's semi join
 * filters, TPC-DS q02's web_sales and catalog_sales).  With 'x' NULL:
 * whether p has such a filter on any column.
 */
static const expr *
in_filter_key(const plan *p, const pred *x, int kc)
{
    const expr *e, *b;
    const plan *sub;

    if (!x) {
        for (int i = 0; i < list_len(p->scan.filters); i++) {
            const pred *y = list_nth(p->scan.filters, i);

            if (y->e && y->e->kind == E_SUBLINK && y->e->sub.test
                && y->e->sub.test->kind == E_COL
                && in_filter_key(p, y, y->e->sub.test->col.col))
                return y->e->sub.test;
        }
        return NULL;
    }
    e = x->e;
    if (!e || e->kind != E_SUBLINK || e->sub.kind != SL_ANY || e->sub.is_not
        || !e->sub.opname || strcmp(e->sub.opname, "=") != 0
        || e->sub.ncols != 1 || !e->sub.test || e->sub.test->kind != E_COL
        || e->sub.test->col.rte != p->scan.rte || e->sub.test->col.col != kc
        || !(sub = e->sub.sub) || sub->kind != PLAN_PROJECT
        || sub->project.distinct_on || list_len(sub->project.locks)
        || list_len(sub->project.targets) != 1)
        return NULL;
    b = ((const target *)list_nth(sub->project.targets, 0))->e;
    if (!b || b->kind != E_COL || !b->col.rte)
        return NULL;
    for (const plan *q = sub->left; q; q = q->left)
        if ((q->kind == PLAN_SCAN || q->kind == PLAN_DYNAMIC_SCAN)
            && q->scan.rte == b->col.rte)
            return reaches_whole(sub->left, q) ? b : NULL;
    return NULL;
}

/* The runtime bounds of Scan 'p' (see above). */
static void
decide_scan(tg_decisions *g, const plan *p)
{
    const rte *r = p->scan.rte;
    const cat_table *t = r ? r->table : NULL;
    const plan *sel;
    expr *col;
    list *done = NULL;
    int kc;

    if (!t || !rte_partitioned(r))
        return;
    if (!(p->kind == PLAN_DYNAMIC_SCAN && p->scan.selector)
        && !list_len(p->scan.runtime_filters) && !in_filter_key(p, NULL, 0))
        return; /* nothing to bound it by */
    if ((p->scan.parts && list_len(p->scan.parts) < 2) || r->sample
        || tg_is_modify_target(g, r)) {
        refuse(g, p, NULL, "static pruning left one leaf or none, or the "
               "table is sampled or the statement's target");
        return;
    }
    /* HASH: only for a consumer that prunes by key sets (min and max
       prune no hash partition), on a key of one column (a key set routes
       one value) */
    if (t->strategy == PART_HASH && (g->flags & TG_KEY_SETS)
        && (t->nkeys != 1 || !t->keycols || t->keycols[0] < 0
            || t->keycols[0] >= r->ncols)) {
        refuse(g, p, NULL, "partitioned by HASH on more than one column or "
               "on an expression (a key set routes one column's value)");
        return;
    }
    if ((t->strategy != PART_RANGE && t->strategy != PART_LIST
         && !(t->strategy == PART_HASH && (g->flags & TG_KEY_SETS)))
        || t->nkeys < 1 || !t->keycols || t->keycols[0] < 0
        || t->keycols[0] >= r->ncols) {
        refuse(g, p, NULL, "not partitioned by RANGE or LIST on a column");
        return;
    }
    kc = t->keycols[0];
    if (!(col = expr_make_col(g->a, (rte *)r, kc, -1)))
        return;
    if (p->kind == PLAN_DYNAMIC_SCAN && p->scan.selector
        && (sel = find_selector(g, p->scan.selector))
        && sel->selector.target == r && list_len(sel->selector.keys))
        decide_one(g, p, col, list_nth(sel->selector.keys, 0),
                   p->scan.selector, 0, &done);
    for (int i = 0; i < list_len(p->scan.filters); i++) {
        const expr *b = in_filter_key(p, list_nth(p->scan.filters, i), kc);

        if (b)
            decide_one(g, p, col, b, 0, 0, &done);
    }
    for (int i = 0; i < list_len(p->scan.runtime_filters); i++) {
        const rf_use *u = list_nth(p->scan.runtime_filters, i);
        const rt_filter *f = u->f;

        if (u->col != kc || !f || f->kind != RF_EXACT || f->target != r)
            continue;
        for (int k = 0; k < list_len(f->probe_keys)
                        && k < list_len(f->build_keys); k++) {
            const expr *pk = list_nth(f->probe_keys, k);

            if (pk && pk->kind == E_COL && pk->col.rte == r
                && pk->col.col == kc)
                decide_one(g, p, col, list_nth(f->build_keys, k), 0, f->id,
                           &done);
        }
    }
}

/*
 * Which bounds print their lower end as a plain comparison.  "k >= ALL
 * (ARRAY[v])" builds a one-element array for every row it tests (v is
 * an initplan's Param, which PostgreSQL does not fold): about 0.5 us a
 * row against 0.06 us for "k >= v" on TPC-DS store_sales
 * (bench/README.md, "qprop's SQL (sql mode), all 103 queries at scale
 * 0.2").  The two mean the same (ALL over one element is that element's
 * comparison, NULL when it is NULL) and prune the same.  What differs is
 * PostgreSQL's estimate where a plain comparison meets another on the
 * same column: clauselist_selectivity pairs a plain lower and a plain
 * upper end into a range, estimated at 0.5 % when an end is unknown (the
 * estimate the ALL form exists to avoid), and keeps the smaller of two
 * plain lower ends.  So one end is printed plain, the lower one of the
 * scan's first bound, and only when the column appears in no other
 * predicate of the statement but as one side of an equality or under IS
 * [NOT] NULL: its estimate is then a third, as with ALL, and the upper
 * end keeps ALL.
 */
typedef struct key_use {
    const rte *r;
    int col;
    bool other;   /* the column is read other than by = or IS NULL */
} key_use;

static bool
is_key(const key_use *k, const expr *e)
{
    return e && e->kind == E_COL && e->col.rte == k->r && e->col.col == k->col
           && !expr_is_syscol(e);
}

static bool
note_key_use(const expr *e, void *arg)
{
    key_use *k = arg;

    if (!e || k->other)
        return k->other;
    if (is_key(k, e)) {
        k->other = true;
        return true;
    }
    if (e->kind == E_OP && e->op.op == OP_EQ) {
        if (!is_key(k, e->op.l))
            (void)note_key_use(e->op.l, k);
        if (!is_key(k, e->op.r))
            (void)note_key_use(e->op.r, k);
        return k->other;
    }
    if (e->kind == E_NULLTEST && is_key(k, e->test.arg))
        return false;
    return expr_walk(e, note_key_use, k);
}

static void
note_plan_key_use(const plan *p, void *arg)
{
    const list *l = plan_preds(p);

    for (int i = 0; i < list_len(l); i++) {
        const pred *pr = list_nth(l, i);

        if (pr && pr->e)
            (void)note_key_use(pr->e, arg);
    }
}

static bool
key_read_elsewhere(tg_decisions *g, const tg_bound *x)
{
    key_use k = { x->key->col.rte, x->key->col.col, false };
    const query *q = g->q;

    plan_walk_query(q, note_plan_key_use, &k);
    return k.other;
}

static void
decide_plain_ends(tg_decisions *g)
{
    for (int i = 0; i < list_len(g->bounds); i++) {
        tg_bound *x = list_nth(g->bounds, i);
        bool first = true;

        for (int j = 0; j < i && first; j++)
            first = ((const tg_bound *)list_nth(g->bounds, j))->scan
                    != x->scan;
        x->lo_plain = first && !key_read_elsewhere(g, x);
    }
}

bool
tg_decide_bounds(tg_decisions *g)
{
    for (int i = 0; i < list_len(g->scans); i++) {
        const plan *p = list_nth(g->scans, i);

        if (p->kind != PLAN_PARTITION_SELECTOR)
            decide_scan(g, p);
    }
    decide_plain_ends(g);
    return !g->a->failed;
}
