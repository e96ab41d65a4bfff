/* SPDX-License-Identifier: MIT */
/*
 * src/print/decisions.c — the target stage's decisions in words
 *
 * src/target records what PostgreSQL is given of a rewritten plan, each
 * decision with its reason, as structure (target.h); this prints it for
 * the trace (--trace, qprop_stmt_trace()), one line per decision:
 *
 *   target: left out: t.a IS NOT NULL (PostgreSQL derives it, ...)
 *   target: f.k >= (SELECT ...) printed as f.k >= ALL (ARRAY[(SELECT
 *           ...)]) (the same comparison, ...)
 *   target: bound on s.ss_sold_date_sk from d.d_date_sk (selector 1):
 *           WITH item qp_bound_N (...); build rows 73049, partitioned
 *           scans' rows unknown
 *   target: no bound on s.ss_sold_date_sk from d.d_date_sk: <why>
 *   target: o read, not Empty: no partition there is now can hold ...
 */
#include "print/print.h"

static void
put_rows(strbuf *sb, const char *what, double n)
{
    if (n < 0)
        sb_printf(sb, "%s unknown", what);
    else
        sb_printf(sb, "%s %.0f", what, n);
}

static void
put_scan_key(strbuf *sb, const plan *scan)
{
    const rte *r = scan ? scan->scan.rte : NULL;

    if (r && r->alias)
        deparse_ident(sb, r->alias);
    else
        sb_puts(sb, "?");
}

/* The partitioned scans an Empty node that is empty only for the
   partitions there are now (plan.h empty.by_partitions) stands for, by
   name: those partition_prune found no partition for. */
typedef struct pruned_names {
    strbuf *sb;
    int n;
} pruned_names;

static void
note_pruned(const plan *p, void *arg)
{
    pruned_names *pn = arg;
    const plan *o;

    if (p->kind != PLAN_EMPTY || !(o = p->empty.by_partitions))
        return;
    if ((o->kind == PLAN_SCAN || o->kind == PLAN_DYNAMIC_SCAN)
        && o->scan.rte) {
        if (pn->n++)
            sb_puts(pn->sb, ", ");
        deparse_ident(pn->sb, o->scan.rte->alias ? o->scan.rte->alias
                                                 : "?");
        return;
    }
    plan_walk(o, note_pruned, pn);
}

void
print_target(strbuf *sb, const tg_decisions *tg)
{
    if (!tg)
        return;
    for (int i = 0; i < list_len(tg->omitted); i++) {
        const tg_omit *o = list_nth(tg->omitted, i);

        sb_puts(sb, "target: left out: ");
        deparse_expr(sb, o->pr->e);
        sb_printf(sb, " (%s)\n", tg_omit_text(o->why));
    }
    for (int i = 0; i + 1 < list_len(tg->restated); i += 2) {
        const pred *pr = list_nth(tg->restated, i);

        sb_puts(sb, "target: ");
        deparse_expr(sb, pr->e);
        sb_puts(sb, " printed as ");
        deparse_expr(sb, list_nth(tg->restated, i + 1));
        sb_puts(sb, " (the same comparison, by which PostgreSQL prunes the "
                "partitioned scan when it starts, estimated at a third per "
                "end)\n");
    }
    for (int i = 0; i < list_len(tg->bounds); i++) {
        const tg_bound *b = list_nth(tg->bounds, i);

        sb_puts(sb, "target: bound on ");
        deparse_expr(sb, b->key);
        sb_puts(sb, " from ");
        deparse_expr(sb, b->build_key);
        if (b->selector)
            sb_printf(sb, " (Partition Selector %d)", b->selector);
        else if (b->filter)
            sb_printf(sb, " (runtime filter RF%d)", b->filter);
        else
            sb_puts(sb, " (its IN subquery filter)");
        if (b->key_set_only)
            sb_puts(sb, ": key set only (HASH: a range prunes nothing; "
                    "not printed in the SQL)");
        else
            sb_printf(sb, ": %s", tg_form_text(tg->form));
        if (tg->form_why && !b->key_set_only)
            sb_printf(sb, " (%s)", tg->form_why);
        sb_puts(sb, "; ");
        put_rows(sb, "build rows", b->build_rows);
        sb_puts(sb, ", ");
        put_rows(sb, "partitioned scans' rows", b->fact_rows);
        if (list_len(b->semis))
            sb_printf(sb, "; %d semi join%s tested as EXISTS",
                      list_len(b->semis), list_len(b->semis) > 1 ? "s" : "");
        sb_puts(sb, b->key_set_only ? "\n"
                    : "; the scan reads its partitioned table, not its "
                      "kept leaves\n");
    }
    for (int i = 0; i < list_len(tg->refused); i++) {
        const tg_refusal *r = list_nth(tg->refused, i);

        sb_puts(sb, "target: no bound on ");
        put_scan_key(sb, r->scan);
        if (r->build_key) {
            sb_puts(sb, " from ");
            deparse_expr(sb, r->build_key);
        }
        sb_printf(sb, ": %s\n", r->why);
    }
    for (int i = 0; i < list_len(tg->restored); i++) {
        pruned_names pn = { sb, 0 };

        sb_puts(sb, "target: ");
        note_pruned(list_nth(tg->restored, i), &pn);
        sb_puts(sb, " read, not Empty: no partition there is now can hold "
                "a row its filters accept, and one created or attached "
                "later may (PostgreSQL prunes the partitioned table)\n");
    }
    for (int i = 0; i < list_len(tg->given); i++) {
        const tg_given *x = list_nth(tg->given, i);

        sb_puts(sb, "target: given ");
        deparse_expr(sb, x->e);
        sb_puts(sb, x->why == TG_GIVEN_LIST_VALUES
                        ? ": the values its filters leave a LIST partition "
                          "key, by which PostgreSQL prunes (not by a range)\n"
                        : ": repeated on the UPDATE or DELETE target joined "
                          "back by (tableoid, ctid), by which PostgreSQL "
                          "prunes its partitions\n");
    }
}
