/* SPDX-License-Identifier: MIT */
/*
 * src/print/origin.c — provenance in words
 *
 * Rules record where a derived predicate came from, and why a node is
 * empty, as structure (pred_origin, plan.empty.reason_expr in plan.h);
 * src/rewrite includes no printer.  These functions turn that structure
 * into the text every printer shows (EXPLAIN JSON, dot, HTML, the
 * picture), the trace, and qprop_node_filter() hand out, so the words are
 * written in one place.
 */
#include "print/print.h"

/* "{t1.a, t2.a}", or "{c1, ..., c8, ... 12 members in all}". */
static void
put_class(strbuf *sb, const origin_class *k)
{
    sb_putc(sb, '{');
    for (int i = 0; i < k->n_cols; i++) {
        if (i)
            sb_puts(sb, ", ");
        deparse_expr(sb, k->cols[i]);
    }
    if (k->n > k->n_cols)
        sb_printf(sb, ", ... %d members in all", k->n);
    sb_putc(sb, '}');
}

void
print_origin(strbuf *sb, const pred_origin *o)
{
    bool some = false;

    switch (o->kind) {
    case ORIGIN_BOUND:
        sb_printf(sb, "partition-wise join: bound of %s", o->name);
        return;
    case ORIGIN_CTE_USES:
        sb_printf(sb, o->semi ? "the joins of the %d uses of %s"
                              : "the %d uses of %s", o->n_uses, o->name);
        return;
    case ORIGIN_PREDS:
        break;
    }
    for (int i = 0; i < o->n_src; i++) {
        if (i)
            sb_puts(sb, " AND ");
        deparse_expr(sb, o->src[i]->e);
        some = true;
    }
    if (o->src_more)
        sb_puts(sb, " AND ...");
    if (o->via) {
        if (some)
            sb_puts(sb, " via ");
        deparse_expr(sb, o->via->e);
        some = true;
    }
    if (o->cls) {
        if (some)
            sb_puts(sb, " via ");
        put_class(sb, o->cls);
    }
}

const char *
print_origin_text(arena *a, const pred_origin *o)
{
    strbuf sb;

    if (!o)
        return NULL;
    sb_init(&sb, a);
    print_origin(&sb, o);
    return a->failed ? NULL : sb.data;
}

void
print_empty_reason(strbuf *sb, const plan *p)
{
    if (!p->empty.reason)
        return;
    sb_puts(sb, p->empty.reason);
    if (p->empty.reason_expr) {
        sb_putc(sb, ' ');
        deparse_expr(sb, p->empty.reason_expr);
    }
}

const char *
print_empty_reason_text(arena *a, const plan *p)
{
    strbuf sb;

    if (!p->empty.reason)
        return NULL;
    if (!p->empty.reason_expr)
        return p->empty.reason;
    sb_init(&sb, a);
    print_empty_reason(&sb, p);
    return a->failed ? NULL : sb.data;
}
