/* SPDX-License-Identifier: MIT */
/*
 * src/print/dot.c — plans as Graphviz graphs (qprop --format=dot)
 *
 * One digraph per query.  Each plan node is a box drawn as an HTML-like
 * label: a title row (node kind, relation and alias, join type), then one
 * row per predicate or detail.  Derived predicates are blue italics with
 * their origin as the row's tooltip; a partitioned scan lists its kept
 * leaves and its pruned ones struck through in grey.  Tree edges are
 * written parent -> child (so ordering=out keeps inputs left to right) and
 * drawn with dir=back, pointing the way rows flow; the model's extra
 * edges (partition selectors, runtime filters, CTEs) are dashed or dotted
 * and do not constrain the layout.  With a "before" plan, the two plans
 * are the clusters "before" and "after", their nodes named b<N> and a<N>
 * (N is the node's preorder number, as in JSON), so the text depends on
 * the plans only and is stable.
 *
 * Escaping: every text goes through put_esc(), which writes & < > " as
 * entities and control characters as spaces, so any SQL literal or
 * identifier gives a valid label.
 */
#include "print/picture.h"

#include <string.h>

#include "base/error.h"
#include "print/print.h"

/* Longest line in a box before it wraps, in bytes. */
#define WRAP 64
/* Partitions named per box and kind (kept, pruned) before "... N more". */
#define MAX_PARTS 12

#define COLOR_DERIVED "#1f5fbf"
#define COLOR_PRUNED "#9a9a9a"
#define COLOR_RF "#8a2be2"

/* Append 'n' bytes of 's' escaped for an HTML-like label or attribute. */
static void
put_escn(strbuf *sb, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];

        switch (c) {
        case '&': sb_puts(sb, "&amp;"); break;
        case '<': sb_puts(sb, "&lt;"); break;
        case '>': sb_puts(sb, "&gt;"); break;
        case '"': sb_puts(sb, "&quot;"); break;
        default: sb_putc(sb, c < 0x20 || c == 0x7f ? ' ' : (char)c); break;
        }
    }
}

static void
put_esc(strbuf *sb, const char *s)
{
    put_escn(sb, s, strlen(s));
}

/*
 * Append 's' escaped, broken into lines of at most WRAP bytes (at a space
 * where there is one, never inside a UTF-8 character), continuation lines
 * indented.  'first' is the width the line's label already uses.
 */
static void
put_wrapped(strbuf *sb, const char *s, size_t first)
{
    size_t len = strlen(s), at = 0, width = WRAP > first ? WRAP - first : 8;

    while (len - at > width) {
        size_t cut = at + width, sp = cut;

        while (sp > at && s[sp] != ' ')
            sp--;
        if (sp > at)
            cut = sp;
        else
            while (cut > at && ((unsigned char)s[cut] & 0xC0) == 0x80)
                cut--;
        if (cut == at)
            cut = at + width;
        put_escn(sb, s + at, cut - at);
        sb_puts(sb, "<BR ALIGN=\"LEFT\"/>&nbsp;&nbsp;&nbsp;&nbsp;");
        at = cut;
        while (s[at] == ' ')
            at++;
        width = WRAP - 4;
    }
    put_escn(sb, s + at, len - at);
}

/* One partition list row: "kept: a, b" or "pruned: c, d" (struck). */
static void
put_parts_row(strbuf *sb, const pic_node *n, bool pruned)
{
    int shown = 0, count = 0;
    size_t col;

    for (int i = 0; i < list_len(n->parts); i++)
        if (((const pic_part *)list_nth(n->parts, i))->pruned == pruned)
            count++;
    if (!count)
        return;
    sb_puts(sb, "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\">");
    if (pruned)
        sb_puts(sb, "<FONT COLOR=\"" COLOR_PRUNED "\">pruned: ");
    else
        sb_puts(sb, "kept: ");
    col = 8;
    for (int i = 0; i < list_len(n->parts); i++) {
        const pic_part *pt = list_nth(n->parts, i);
        size_t w = strlen(pt->name) + 2;

        if (pt->pruned != pruned)
            continue;
        if (shown == MAX_PARTS) {
            sb_printf(sb, ", ... %d more", count - shown);
            break;
        }
        if (shown)
            sb_puts(sb, ", ");
        if (shown && col + w > WRAP) {
            sb_puts(sb, "<BR ALIGN=\"LEFT\"/>");
            col = 0;
        }
        if (pruned)
            sb_puts(sb, "<S>");
        put_esc(sb, pt->name);
        if (pruned)
            sb_puts(sb, "</S>");
        col += w;
        shown++;
    }
    if (pruned)
        sb_puts(sb, "</FONT>");
    sb_puts(sb, "</TD></TR>\n");
}

static void
put_line(strbuf *sb, const pic_line *l)
{
    bool derived = l->pr && l->pr->derived;

    sb_puts(sb, "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\"");
    if (l->is_rf)
        sb_puts(sb, "><FONT COLOR=\"" COLOR_RF "\">");
    else if (derived) {
        const char *why = print_origin_text(sb->a, l->pr->origin);

        /* Graphviz shows a cell's tooltip only on a cell with a link */
        sb_puts(sb, " HREF=\"#derived\" TOOLTIP=\"derived from ");
        put_esc(sb, why ? why : "a rewrite rule");
        sb_puts(sb, "\"><FONT COLOR=\"" COLOR_DERIVED "\"><I>");
    } else
        sb_putc(sb, '>');
    put_esc(sb, l->label);
    if (l->text[0])
        sb_puts(sb, ": ");
    put_wrapped(sb, l->text, strlen(l->label) + 2);
    if (derived)
        sb_puts(sb, " (derived)</I></FONT>");
    else if (l->is_rf)
        sb_puts(sb, "</FONT>");
    sb_puts(sb, "</TD></TR>\n");
}

/* The title's background of a node of family 'f'. */
static const char *
title_color(pic_family f)
{
    switch (f) {
    case PF_SCAN: return "#dcebdc";
    case PF_JOIN: return "#dde6f3";
    case PF_EMPTY: return "#f6dada";
    case PF_SELECTOR: return "#f8e6c8";
    case PF_OTHER: break;
    }
    return "#ececec";
}

static void
put_node(strbuf *sb, const pic_node *n, char prefix)
{
    sb_printf(sb, "    %c%d [label=<<TABLE BORDER=\"1\" CELLBORDER=\"0\" "
                  "CELLSPACING=\"0\" CELLPADDING=\"3\" COLOR=\"#6b7a8f\">\n",
              prefix, n->id);
    sb_printf(sb, "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"%s\"><B>",
              title_color(n->family));
    put_esc(sb, n->title);
    sb_puts(sb, "</B></TD></TR>\n");
    if (n->nparts_total > 0 || list_len(n->parts)) {
        sb_printf(sb, "<TR><TD ALIGN=\"LEFT\">Partitions: %d of %d</TD>"
                      "</TR>\n", n->nparts_kept, n->nparts_total);
        put_parts_row(sb, n, false);
        put_parts_row(sb, n, true);
    }
    for (int i = 0; i < list_len(n->lines); i++)
        put_line(sb, list_nth(n->lines, i));
    sb_puts(sb, "</TABLE>>];\n");
}

static void
put_tree(strbuf *sb, const pic_node *n, char prefix)
{
    put_node(sb, n, prefix);
    for (int i = 0; i < list_len(n->children); i++) {
        const pic_node *c = list_nth(n->children, i);

        sb_printf(sb, "    %c%d -> %c%d;\n", prefix, n->id, prefix, c->id);
        put_tree(sb, c, prefix);
    }
}

static void
put_edges(strbuf *sb, const pic_plan *pp, char prefix)
{
    for (int i = 0; i < list_len(pp->edges); i++) {
        const pic_edge *e = list_nth(pp->edges, i);

        switch (e->kind) {
        case PE_SELECTOR:
            sb_printf(sb, "    %c%d -> %c%d [", prefix, e->from, prefix,
                      e->to);
            sb_puts(sb, "dir=forward, style=dashed, color=\"#c06000\", "
                        "fontcolor=\"#c06000\", constraint=false");
            break;
        case PE_RUNTIME_FILTER:
            sb_printf(sb, "    %c%d -> %c%d [", prefix, e->from, prefix,
                      e->to);
            sb_puts(sb, "dir=forward, style=dashed, color=\"#8a2be2\", "
                        "fontcolor=\"#8a2be2\", constraint=false");
            break;
        case PE_CTE:
            /* laid out like a tree edge: the CTE's plan below its scan */
            sb_printf(sb, "    %c%d -> %c%d [", prefix, e->to, prefix,
                      e->from);
            sb_puts(sb, "style=dotted, color=\"#555555\"");
            break;
        }
        sb_printf(sb, ", class=\"%s\"", pic_edge_kind_name(e->kind));
        if (e->label) {
            sb_puts(sb, ", label=\"");
            put_esc(sb, e->label);
            sb_putc(sb, '"');
        }
        sb_puts(sb, "];\n");
    }
}

/* The plan's trees (main, then CTEs in clusters) and its extra edges. */
static void
put_plan(strbuf *sb, const pic_plan *pp, char prefix)
{
    for (int i = 0; i < list_len(pp->roots); i++) {
        const pic_root *r = list_nth(pp->roots, i);

        if (r->cte) {
            sb_printf(sb, "    subgraph cluster_%c_cte%d {\n", prefix, i);
            sb_puts(sb, "    label=\"CTE ");
            put_esc(sb, r->cte);
            sb_puts(sb, "\"; style=\"dashed,rounded\"; color=\"#888888\";\n");
        }
        put_tree(sb, r->node, prefix);
        if (r->cte)
            sb_puts(sb, "    }\n");
    }
    put_edges(sb, pp, prefix);
}

qprop_status
explain_dot(strbuf *sb, const query *before, const query *after,
            int query_no, qprop_error *err)
{
    pic_plan *pb = NULL, *pa;
    qprop_status st;

    if (before && (st = pic_build(sb->a, before, &pb, err)) != QPROP_OK)
        return st;
    if ((st = pic_build(sb->a, after, &pa, err)) != QPROP_OK)
        return st;
    sb_printf(sb, "digraph \"query %d\" {\n", query_no);
    sb_puts(sb, "    graph [rankdir=TB, ordering=out, fontname=\"Helvetica\", "
                "fontsize=12, nodesep=0.3, ranksep=0.4];\n"
                "    node [shape=plain, fontname=\"Helvetica\", "
                "fontsize=10];\n"
                "    edge [dir=back, color=\"#444444\", "
                "fontname=\"Helvetica\", fontsize=9];\n");
    if (pb) {
        sb_puts(sb, "  subgraph cluster_before {\n"
                    "    label=\"before rewriting\"; style=rounded; "
                    "color=\"#999999\";\n");
        put_plan(sb, pb, 'b');
        sb_puts(sb, "  }\n  subgraph cluster_after {\n"
                    "    label=\"after rewriting\"; style=rounded; "
                    "color=\"#999999\";\n");
    }
    put_plan(sb, pa, 'a');
    if (pb)
        sb_puts(sb, "  }\n");
    sb_putc(sb, '}');
    if (sb->a->failed)
        return ERR_OOM(err);
    return QPROP_OK;
}
