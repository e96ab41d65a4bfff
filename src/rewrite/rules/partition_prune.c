/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/partition_prune.c — a partitioned scan reads only the
 * partitions that can hold a row its filters accept
 *
 * PATTERN  Scan[t] (or DynamicScan[t]) with filters F, t partitioned (any
 *          depth)
 * RESULT   Scan[t] reading the leaves L' = {leaf l : some key tuple that
 *          F allows lands in l}, in leaf order, L' a subset of the leaves
 *          it read before; Empty when L' is empty.  The filters stay,
 *          and a filter on a monotone function of a key column k
 *          (k::date, date_trunc, AT TIME ZONE 'UTC') that prunes adds
 *          the range of k it allows, derived (k >= lo AND k < hi): the
 *          filter implies it, and PostgreSQL prunes by k itself, not by
 *          the function, when it reads the partitioned table.
 *          Per key column, F gives a domain: the intersection of the
 *          atoms on it (col op k, col IN (...), col IS [NOT] NULL, an OR
 *          of those), given or derived (eq_broadcast, join_key_propagate
 *          put the domains of join keys on both scans), so a predicate on
 *          a joined dimension prunes the fact table.  Then, level by level:
 *            RANGE  a partition [lo, hi) is kept when the box of the
 *                   columns' domains meets it in the row-wise order
 *                   PostgreSQL uses (column by column, MINVALUE below and
 *                   MAXVALUE above every value); the DEFAULT partition is
 *                   kept when a key column may be NULL (PostgreSQL routes a
 *                   row with a NULL in any range key column there) or some
 *                   allowed tuple is in no bound: the first column's
 *                   domain not inside the values whose every tuple is
 *                   covered, and, when every column's domain is a short
 *                   list of values, some tuple that no bound accepts;
 *            LIST   a partition is kept when one of its values (NULL
 *                   included) is in the domain; the DEFAULT when NULL is
 *                   allowed and no partition lists it, or the domain is
 *                   not a finite set of values all listed elsewhere;
 *            HASH   when every key column's domain is a finite set of
 *                   values (NULL allowed), each combination is hashed as
 *                   PostgreSQL 15 does (src/catalog/parthash.c: NULL columns
 *                   skipped) and the partitions with remainder
 *                   hash % modulus are kept; otherwise all are kept;
 *          and a kept sub-partitioned partition is pruned by its own key.
 * UNSAFE   (1) only filters on the scan itself are used: they hold for
 *              every row it returns, also on the nullable side of an
 *              outer join (an ON-clause predicate on a preserved side
 *              never reaches its scan, join_key_propagate unsafe (5));
 *          (2) a predicate that is not an atom with constants
 *              (a + 0 = 5, a = $1, a = f(), LIKE) tells nothing, nor
 *              does a bound that is a scalar subquery's value (a
 *              BETWEEN (SELECT min(d) ...) AND (SELECT max(d) ...),
 *              TPC-DS q54: known when the query runs, where PostgreSQL
 *              prunes by it; the trace says so);
 *          (3) a key column whose comparison or hash qprop does not model
 *              counts as unconstrained: operator classes other than the
 *              type's default (part_test_int4_ops), collations other than
 *              C/POSIX/default, types other than boolean, integers,
 *              numeric, text, varchar, char(n), date, timestamp and
 *              timestamptz (not floats, with -0 and NaN); a key
 *              compared with a value known only at run time (now() -
 *              interval '1 day': noted in the trace) counts as
 *              unconstrained, and so does one compared across the time
 *              zone without a known zone (10);
 *          (4) an atom whose constants have no exact common type with the
 *              key (a float constant on a numeric key) is not used; an
 *              atom in a wider type (int key, numeric constant) keeps
 *              its own domain and is only tested against bounds;
 *          (5) text keys: a domain on text is points and exclusions only
 *              (domain.h), and equality of deterministic collations is
 *              byte equality, so LIST and HASH pruning hold in any
 *              database; RANGE partitions on text are pruned only by
 *              points, compared with the bounds in byte order: qprop
 *              assumes the key's collation is C (or POSIX), as in a
 *              cluster created with --locale=C or a key declared
 *              COLLATE "C"; with another declared collation the column
 *              counts as unconstrained (3);
 *          (6) a domain that is not a short finite list cannot be hashed:
 *              every hash partition is kept;
 *          (7) pruning only removes leaves from what the scan already
 *              reads (parts), never adds one back;
 *          (8) a key that is an expression (PARTITION BY RANGE ((a + 1)))
 *              is typed when the table is created (catalog.h cat_keyx);
 *              a filter prunes on it when it compares the same expression
 *              (the same operators, functions, explicit casts, columns
 *              and constants, the binder's implicit casts looked
 *              through) with constants: that expression is then read as
 *              one more column of the scan.  What a filter on a column
 *              says of an expression over it is not used (a = 4 does not
 *              prune a key a + 1), nor is an expression qprop cannot type
 *              (a key of a non-built-in function or type);
 *          (9) without a known session time zone (no --timezone, no SET
 *              TIME ZONE before) a bound written without an offset on a
 *              timestamptz key ('2024-04-01') is an instant qprop does
 *              not know (catalog.h zone_unknown): every partition of its
 *              level is kept, and no such bound constrains a level below;
 *              and a literal compared with the key that depends on the
 *              zone or on DateStyle is kept as written (unsafe (2)).
 *              Both are noted in the trace;
 *          (10) a timestamptz key compared with a date or timestamp, or
 *              a date or timestamp key compared with a timestamptz
 *              (PostgreSQL reads the local side as an instant of the
 *              session's zone, timestamp2timestamptz) prunes only with a
 *              known zone (query.tz: --timezone, SET TIME ZONE); without
 *              one the trace says so.  With one: on a timestamptz key the
 *              constants become instants, exactly; on a date or
 *              timestamp key each range [lo, hi] of instants becomes the
 *              local range [lo + m, hi + M], m and M the least and
 *              greatest offsets of the zone within three days of lo and
 *              of hi (tz_local_bounds()): exact where the offset does
 *              not change there, wider by the change where it does (in
 *              a spring-forward gap local time to instant is not
 *              monotone: 02:30 is read as 07:30 UTC in New York, after
 *              03:00 EDT = 07:00 UTC, and both are kept for 07:00 UTC,
 *              where PostgreSQL's own run-time pruning keeps one);
 *              infinity stays infinity;
 *          (11) an atom on a function of a key column prunes only when
 *              the function is a chain of non-decreasing steps qprop
 *              models, each keeping NULL and infinity, whose pre-image of
 *              a range is a range: CAST(k AS date) of a timestamp (dates
 *              [lo, hi] are k >= lo AND k < hi + 1 day), date_trunc('u',
 *              k) of a timestamp for u second, minute, hour, day, week,
 *              month, quarter or year (g(k) >= v is k >= v when v starts
 *              a unit, else k >= the next unit's start; g(k) <= v is
 *              k < the next unit's start), and timezone('UTC' or 'GMT',
 *              k) of a timestamptz (the same microseconds).  A
 *              timestamptz's date or truncation depends on the session's
 *              zone, another zone on its rules, other units and
 *              functions are not modelled: not pruned, and the trace
 *              says so.  The range stays on the function; the key
 *              gets no derived predicate.  Through a join, k::date =
 *              cal.d, join_key_propagate puts cal.d's domain on k::date;
 *          (12) Empty when no partition that exists now can hold a row is
 *              true of the partitions, not of the query: a partition
 *              created or attached later may hold such rows.  The Empty
 *              keeps the scan it replaces (plan.h empty.by_partitions,
 *              the scan with its filters and the key ranges above), and
 *              the SQL, which names the partitioned table, reads that
 *              scan (src/target/ restores it; empty_propagate keeps the
 *              mark on what it empties because of it).
 * NULLS    RANGE: a NULL in any key column goes to DEFAULT only (a range
 *          partition is never chosen for it; no MINVALUE trick); LIST: to
 *          the partition listing NULL, else DEFAULT; HASH: a NULL column is
 *          left out of the hash combination, so an all-NULL key hashes to
 *          0.  A derived col IS NOT NULL prunes the NULL-only partition
 *          but keeps a partition listing ('x', NULL) for its 'x'.
 * ORDER    after eq_broadcast and join_key_propagate have put the derived
 *          domains on the scans; before empty_propagate, which removes the
 *          joins above an Empty scan.
 * TESTS    tests/regress/sql/partition_prune.sql,
 *          tests/regress/sql/cross_type.sql,
 *          tests/regress/sql/same_query.sql,
 *          tests/oracle/repro/monotone-key-functions.sql,
 *          tests/oracle/repro/timestamp-key-timestamptz-value.sql,
 *          tests/oracle/partition_compare.sh
 */
#include <string.h>

#include "rewrite/atoms.h"
#include "rewrite/engine.h"
#include "rewrite/partsel.h"


static void
note_col(const expr *col, void *arg)
{
    (void)col;
    *(bool *)arg = true;
}

/* True when 'e' is column 'c' of the scan 'p'. */
static bool
is_key(const plan *p, const expr *e)
{
    const cat_table *t = p->scan.rte->table;

    if (!e || e->kind != E_COL || e->col.rte != p->scan.rte || !t)
        return false;
    for (int k = 0; k < t->nkeys; k++)
        if (t->keycols[k] == e->col.col)
            return true;
    return false;
}

/* 'e' is, or holds, a literal the binder kept as written for want of a
   session setting (bind/literal.c read_literal()): its cast is stored in
   '*(const expr **)ctx'. */
static bool
find_kept_literal(const expr *e, void *ctx)
{
    if (e->kind == E_CAST && e->cast.arg->kind == E_CONST
        && e->cast.arg->type.id == T_UNKNOWN
        && (e->type.id == T_DATE || e->type.id == T_TIME
            || e->type.id == T_TIMESTAMP || e->type.id == T_TIMESTAMPTZ
            || e->type.id == T_INTERVAL)) {
        *(const expr **)ctx = e;
        return true;
    }
    return expr_walk(e, find_kept_literal, ctx);
}

/*
 * --trace: a scan that keeps every partition although a filter compares
 * its partition key with a value that reads no column but is no constant
 * (now() - interval '30 days', a parameter): that value is known only
 * when the query runs (unsafe (2)), so say so.
 */
static void
trace_runtime_bounds(const plan *p, rw_ctx *ctx)
{
    for (int i = 0; i < list_len(p->scan.filters); i++) {
        const pred *f = list_nth(p->scan.filters, i);
        const expr *e = f->e, *side = NULL, *lit = NULL, *c, *fn;
        bool reads_col = false;

        /* unsafe (11): a function of the key that is not read */
        if (pp_key_function(ctx, p, e, &fn) < 0) {
            rw_trace_once(ctx, "%s: not pruned by %s: a range of %s "
                          "reaches the key only through ::date and "
                          "date_trunc (second to year) of a timestamp and "
                          "AT TIME ZONE 'UTC' (other functions, zones and "
                          "units are not modelled, or depend on the "
                          "session's zone)", p->scan.rte->alias,
                          rw_trace_expr(ctx, e), rw_trace_expr(ctx, fn));
            continue;
        }
        /* unsafe (10): an atom across the zone, and no zone known */
        if (!ctx->q->tz && (c = atom_col(e)) && is_key(p, c)
            && pp_zone_crossing(e, c->type)) {
            rw_trace_once(ctx, "%s: not pruned by %s: it compares %s "
                          "with %s, which depends on the session's time "
                          "zone, not known (--timezone): pruning left to "
                          "PostgreSQL", p->scan.rte->alias,
                          rw_trace_expr(ctx, e), type_name(ctx->a, c->type),
                          c->type.id == T_TIMESTAMPTZ
                              ? "a date or timestamp"
                              : "timestamp with time zone");
            continue;
        }
        if (e->kind != E_OP || e->op.op > OP_GE || !e->op.l || !e->op.r)
            continue;
        if (is_key(p, e->op.l))
            side = e->op.r;
        else if (is_key(p, e->op.r))
            side = e->op.l;
        if (side && side->kind == E_CONST)
            continue;
        if (!side)
            continue;
        expr_walk_cols(side, note_col, &reads_col);
        if (reads_col)
            continue;
        if (expr_has_sublink(side)) {
            /* unsafe (2): key BETWEEN (SELECT ...) AND (SELECT ...) */
            rw_trace_once(ctx, "%s: not pruned by %s: its bound is a "
                          "subquery's value, known only when the query "
                          "runs (PostgreSQL prunes by it then)",
                          p->scan.rte->alias, rw_trace_expr(ctx, e));
            continue;
        }
        if (find_kept_literal(side, &lit)) {
            /* a literal the binder kept as written: unsafe (9); read in
               UTC it is a value, so the zone was what was missing */
            datum v;

            rw_trace_once(ctx, "%s: every partition kept: %s%s%s is read in "
                     "the session's %s: pruning left to PostgreSQL",
                     p->scan.rte->alias, rw_trace_expr(ctx, lit),
                     lit == side ? "" : " in ",
                     lit == side ? "" : rw_trace_expr(ctx, e),
                     datum_parse_tz(ctx->a, type_unmod(lit->type),
                                    lit->cast.arg->cnst.value.v.s, tz_utc(),
                                    -1, &v, NULL) == QPROP_OK
                         ? "time zone, not known (--timezone)"
                         : "DateStyle, IntervalStyle or clock, which qprop "
                           "does not assume");
            continue;
        }
        rw_trace_once(ctx, "%s: every partition kept: %s is not a constant at "
                 "plan time (only known when the query runs)",
                 p->scan.rte->alias, rw_trace_expr(ctx, e));
    }
}

static rw_result
match(const plan *p, rw_ctx *ctx)
{
    list *kept;
    int before;

    if ((p->kind != PLAN_SCAN && p->kind != PLAN_DYNAMIC_SCAN)
        || !rte_partitioned(p->scan.rte) || !list_len(p->scan.filters))
        return RW_NOMATCH;
    if (!pp_kept_leaves(p, ctx, &kept, &before))
        return RW_NOMATCH; /* OOM: the driver sees a->failed */
    if (ctx->trace && list_len(kept) == before && before > 1) {
        const cat_table *t = p->scan.rte->table;
        const cat_table *z = pp_zone_unknown(t);

        trace_runtime_bounds(p, ctx);
        if (z)
            rw_trace_once(ctx, "%s: the partitions of %s kept: their bounds are "
                     "written without a UTC offset and the session time "
                     "zone is not known (--timezone): pruning left to "
                     "PostgreSQL", p->scan.rte->alias, z->name);
        /* said once, of the scan as bound (one that reads every leaf):
           a scan pruned already keeps its leaves for another reason */
        for (int k = 0; !p->scan.parts && k < t->nkeys; k++)
            if (t->keycols[k] < 0) {
                if (t->keyx && t->keyx[k])
                    rw_trace_once(ctx, "%s: every partition kept: the partition "
                             "key of %s is an expression, (%s), and qprop "
                             "prunes only by filters on that same "
                             "expression", p->scan.rte->alias, t->name,
                             t->keyexpr[k].name);
                else
                    rw_trace_once(ctx, "%s: every partition kept: the partition "
                             "key of %s is an expression, (%s), whose value "
                             "qprop does not model (it types keys of "
                             "columns, constants, operators, casts and "
                             "built-in immutable functions only)",
                             p->scan.rte->alias, t->name,
                             t->keyexpr[k].name);
                break;
            }
    }
    return list_len(kept) < before ? RW_MATCH : RW_NOMATCH;
}

/*
 * The scan's filters, with "k >= lo AND k < hi" (derived) for each filter
 * on a monotone function of key column k that prunes (unsafe (11)): the
 * filter implies it, so no row changes, and PostgreSQL, which prunes by
 * the key itself and not by o.ordered_at::date = '2024-06-05', then prunes
 * the partitioned table the SQL reads as qprop did.  'note': count and
 * trace them (not for a scan that is replaced by Empty).  NULL on OOM.
 */
static list *
key_ranges(const plan *p, rw_ctx *ctx, bool note)
{
    list *out = NULL;

    for (int i = 0; i < list_len(p->scan.filters); i++)
        if (!list_push(ctx->a, &out, list_nth(p->scan.filters, i)))
            return NULL;
    for (int i = 0; i < list_len(p->scan.filters); i++) {
        const pred *f = list_nth(p->scan.filters, i);
        domain *d;
        expr *k, *e;
        pred *np;
        int c;
        bool have = false;

        if (!(d = pp_key_function_range(ctx, p, f->e, &c))) {
            if (ctx->a->failed)
                return NULL;
            continue;
        }
        if (!(k = expr_make_col(ctx->a, p->scan.rte, c, -1)))
            return NULL;
        if (!(e = dom_to_expr(ctx->a, d, k))) {
            if (ctx->a->failed)
                return NULL;
            continue; /* every value */
        }
        /* a range is two conjuncts, each a filter of its own */
        for (int a = 0; a < (e->kind == E_BOOL && e->b.op == B_AND
                                 ? list_len(e->b.args) : 1); a++) {
            expr *x = e->kind == E_BOOL && e->b.op == B_AND
                          ? list_nth(e->b.args, a) : e;
            const pred *src[1] = { f };
            pred_origin *o;

            have = false;
            for (int j = 0; j < list_len(out) && !have; j++)
                have = expr_equal(((const pred *)list_nth(out, j))->e, x);
            if (have)
                continue;
            if (!(o = pred_origin_make(ctx->a, src, 1, false, NULL, NULL))
                || !(np = pred_make(ctx->a, x, true, o))
                || !list_push(ctx->a, &out, np))
                return NULL;
            if (!note)
                continue;
            ctx->n_derived++;
            if (ctx->trace)
                rw_trace(ctx, "%s: %s from %s", p->scan.rte->alias,
                         rw_trace_expr(ctx, x), rw_trace_expr(ctx, f->e));
        }
    }
    return out ? out : (list *)p->scan.filters;
}

static plan *
apply(plan *p, rw_ctx *ctx)
{
    list *kept;
    int before;
    plan np;
    strbuf sb;

    if (!pp_kept_leaves(p, ctx, &kept, &before))
        return NULL;
    if (ctx->trace) {
        sb_init(&sb, ctx->a);
        for (int i = 0; i < list_len(kept); i++)
            sb_printf(&sb, "%s%s", i ? ", " : "",
                      ((const cat_table *)list_nth(kept, i))->name);
        rw_trace(ctx, "%s: %d of %d partitions kept%s%s%s",
                 p->scan.rte->alias, list_len(kept), p->scan.nparts_total,
                 list_len(kept) ? " (" : "", list_len(kept) ? sb.data : "",
                 list_len(kept) ? ")" : "");
    }
    plan_edit(&np, p);
    if (list_len(kept))
        np.scan.parts = kept;
    if (!(np.scan.filters = key_ranges(p, ctx, list_len(kept) > 0)))
        return NULL;
    if (!list_len(kept)) {
        /* unsafe (12): empty for the partitions that exist now; the scan
           as it stands, with the key's ranges, goes with it */
        plan *e = rw_make_empty(ctx, p, "no partition can hold a row");

        if (e && !(e->empty.by_partitions = plan_edited(ctx->a, p, &np)))
            return NULL;
        return e;
    }
    return plan_edited(ctx->a, p, &np);
}

const rw_rule rule_partition_prune = {
    .name = "partition_prune",
    .doc = "a partitioned scan reads only the partitions its filters allow",
    .default_on = true,
    .match = match,
    .apply = apply,
    .local = true,
};
