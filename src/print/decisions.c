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
        else
            sb_printf(sb, " (runtime filter RF%d)", b->filter);
        sb_printf(sb, ": %s", tg_form_text(tg->form));
        if (tg->form_why)
            sb_printf(sb, " (%s)", tg->form_why);
        sb_puts(sb, "; ");
        put_rows(sb, "build rows", b->build_rows);
        sb_puts(sb, ", ");
        put_rows(sb, "partitioned scans' rows", b->fact_rows);
        if (list_len(b->semis))
            sb_printf(sb, "; %d semi join%s tested as EXISTS",
                      list_len(b->semis), list_len(b->semis) > 1 ? "s" : "");
        sb_puts(sb, "; the scan reads its partitioned table, not its kept "
                "leaves\n");
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
