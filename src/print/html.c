/* SPDX-License-Identifier: MIT */
/*
 * src/print/html.c — plans as a self-contained HTML page (--format=html)
 *
 * A page is explain_html_doc(true), one <section> per query from
 * explain_html(), then explain_html_doc(false).  Nothing is loaded from
 * anywhere: the style sheet, the arrow markers (inline SVG) and the script
 * are in the page.  A section shows the query's SQL, a summary line, and
 * the plans before and after rewriting side by side, each in its own
 * scrolling pane.
 *
 * Layout: each plan is an indented tree of boxes (nested <ul>, connectors
 * drawn by CSS), which stays narrow enough to read side by side even for
 * the largest TPC-DS plans; every box with inputs has a button that
 * collapses them.  The browser places the boxes; the script then draws the
 * extra edges of the picture model (partition selector -> dynamic scan,
 * runtime filter producer -> consumer, CTE -> CTE scan) as arrows in an
 * SVG layer over the pane, and redraws them when a subtree is collapsed
 * (an arrow to a hidden box goes to its visible ancestor).
 *
 * Contract with tests/pictures/html.sh: every plan-node box has class
 * "pn"; a derived predicate's line has classes "ln pred derived" and its
 * origin in its title; each pane says how many boxes and derived
 * predicates it holds (data-nodes, data-derived); the script checks the
 * page against those numbers and writes "ok" or what failed into
 * data-result of #qp-selfcheck.  Box ids are q<query><b|a><node number>,
 * the node number being its place in the JSON plan (picture.h), so the
 * page depends only on the plans.
 */
#include "print/picture.h"

#include <stdio.h>
#include <string.h>

#include "base/error.h"
#include "print/print.h"

/* Append 'n' bytes of 's' escaped for HTML text and attribute values:
   & < > " ' as entities, control characters other than newline and tab
   as spaces. */
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
        case '\'': sb_puts(sb, "&#39;"); break;
        case '\n': case '\t': sb_putc(sb, (char)c); break;
        default: sb_putc(sb, c < 0x20 || c == 0x7f ? ' ' : (char)c); break;
        }
    }
}

static void
put_esc(strbuf *sb, const char *s)
{
    put_escn(sb, s, strlen(s));
}

static bool
is_ident_char(unsigned char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9') || c >= 0x80;
}

/*
 * Length of the statement at the start of 's' ('n' bytes): up to its ';'
 * outside quotes, dollar quotes and comments, or all of 's'; trailing
 * blanks dropped.  The scanner's rules, reduced to finding the end.
 */
static size_t
stmt_len(const char *s, size_t n)
{
    size_t i = 0, end;

    while (i < n && s[i] != ';') {
        char c = s[i];

        if (c == '-' && i + 1 < n && s[i + 1] == '-') {
            while (i < n && s[i] != '\n')
                i++;
        } else if (c == '/' && i + 1 < n && s[i + 1] == '*') {
            int depth = 1;

            for (i += 2; i < n && depth > 0; i++) {
                if (s[i] == '*' && i + 1 < n && s[i + 1] == '/')
                    depth--, i++;
                else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*')
                    depth++, i++;
            }
        } else if (c == '\'' || c == '"') {
            /* E'...' strings take backslash escapes */
            bool esc = c == '\'' && i > 0
                       && (s[i - 1] == 'E' || s[i - 1] == 'e')
                       && (i < 2 || !is_ident_char((unsigned char)s[i - 2]));

            for (i++; i < n; i++) {
                if (esc && s[i] == '\\')
                    i++;
                else if (s[i] == c) {
                    if (i + 1 < n && s[i + 1] == c)
                        i++;
                    else
                        break;
                }
            }
            i++;
        } else if (c == '$'
                   && (i == 0 || !is_ident_char((unsigned char)s[i - 1]))
                   && i + 1 < n && !(s[i + 1] >= '0' && s[i + 1] <= '9')) {
            size_t t = i + 1, tag;

            while (t < n && is_ident_char((unsigned char)s[t]) && s[t] != '$')
                t++;
            if (t < n && s[t] == '$') {
                tag = t - i + 1;            /* "$tag$" */
                for (i = t + 1; i + tag <= n; i++)
                    if (memcmp(s + i, s + (t + 1 - tag), tag) == 0)
                        break;
                i += tag;
            } else
                i++;
        } else
            i++;
    }
    end = i < n ? i : n;
    while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '\t'
                       || s[end - 1] == '\n' || s[end - 1] == '\r'))
        end--;
    return end;
}

/* Number of nodes below 'n'. */
static int
descendants(const pic_node *n)
{
    int count = 0;

    for (int i = 0; i < list_len(n->children); i++)
        count += 1 + descendants(list_nth(n->children, i));
    return count;
}

/* Partitions of a scan: a chip per leaf, pruned ones struck through; when
   more than a few are all kept, one line with the names in its title. */
static void
put_parts(strbuf *sb, const pic_node *n)
{
    if (n->nparts_kept == n->nparts_total && list_len(n->parts) > 4) {
        sb_printf(sb, "<div class=\"ln parts\" title=\"");
        for (int i = 0; i < list_len(n->parts); i++) {
            if (i)
                sb_puts(sb, ", ");
            put_esc(sb, ((const pic_part *)list_nth(n->parts, i))->name);
        }
        sb_printf(sb, "\"><span class=\"lb\">Partitions</span> all %d kept"
                      "</div>\n", n->nparts_total);
        return;
    }
    sb_printf(sb, "<div class=\"ln parts\"><span class=\"lb\">Partitions"
                  "</span> %d of %d kept<div class=\"chips\">",
              n->nparts_kept, n->nparts_total);
    for (int i = 0; i < list_len(n->parts); i++) {
        const pic_part *pt = list_nth(n->parts, i);

        sb_puts(sb, pt->pruned ? "<span class=\"part pruned\" title=\"pruned\">"
                               : "<span class=\"part kept\" title=\"kept\">");
        put_esc(sb, pt->name);
        sb_puts(sb, "</span> ");
    }
    sb_puts(sb, "</div></div>\n");
}

static void
put_line(strbuf *sb, const pic_line *l)
{
    if (l->pr && l->pr->derived) {
        const char *why = print_origin_text(sb->a, l->pr->origin);

        sb_puts(sb, "<div class=\"ln pred derived\" title=\"derived from ");
        put_esc(sb, why ? why : "a rewrite rule");
        sb_puts(sb, "\">");
    } else if (l->pr)
        sb_puts(sb, "<div class=\"ln pred\">");
    else if (l->is_rf)
        sb_puts(sb, "<div class=\"ln rf\">");
    else {
        /* long details are cut to one line; the title has them whole */
        sb_puts(sb, "<div class=\"ln info\" title=\"");
        put_esc(sb, l->text);
        sb_puts(sb, "\">");
    }
    sb_puts(sb, "<span class=\"lb\">");
    put_esc(sb, l->label);
    sb_puts(sb, "</span> ");
    put_esc(sb, l->text);
    if (l->pr && l->pr->derived)
        sb_puts(sb, " <span class=\"dmark\">derived</span>");
    sb_puts(sb, "</div>\n");
}

static void
put_box(strbuf *sb, const pic_node *n, const char *idp)
{
    int below = descendants(n);

    sb_printf(sb, "<div class=\"pn k-%s%s\" id=\"%s%d\">",
              pic_family_name(n->family), n->n_derived ? " has-derived" : "",
              idp, n->id);
    sb_puts(sb, "<div class=\"hd\">");
    if (below)
        sb_printf(sb, "<button class=\"tg\" type=\"button\" data-below=\"%d\" "
                      "title=\"collapse or expand the %d node%s below\">"
                      "</button>", below, below, below == 1 ? "" : "s");
    sb_puts(sb, "<span class=\"t\">");
    put_esc(sb, n->title);
    sb_printf(sb, "</span><span class=\"no\">#%d</span></div>\n", n->id);
    if (list_len(n->parts))
        put_parts(sb, n);
    for (int i = 0; i < list_len(n->lines); i++)
        put_line(sb, list_nth(n->lines, i));
    sb_puts(sb, "</div>\n");
}

static void
put_tree(strbuf *sb, const pic_node *n, const char *idp)
{
    sb_puts(sb, "<li>");
    put_box(sb, n, idp);
    if (list_len(n->children)) {
        sb_puts(sb, "<ul>\n");
        for (int i = 0; i < list_len(n->children); i++)
            put_tree(sb, list_nth(n->children, i), idp);
        sb_puts(sb, "</ul>");
    }
    sb_puts(sb, "</li>\n");
}

static void
put_pane(strbuf *sb, const pic_plan *pp, const char *role, const char *name,
         const char *idp)
{
    sb_printf(sb, "<div class=\"pane\" data-plan=\"%s\" data-nodes=\"%d\" "
                  "data-derived=\"%d\">\n", role, list_len(pp->nodes),
              pp->n_derived);
    sb_printf(sb, "<div class=\"bar\"><h3>%s</h3><span class=\"cnt\">%d "
                  "node%s, %d derived predicate%s</span>"
                  "<button type=\"button\" data-act=\"expand\">expand all"
                  "</button><button type=\"button\" data-act=\"collapse\">"
                  "collapse all</button><button type=\"button\" "
                  "data-act=\"terse\">details</button></div>\n",
              name, list_len(pp->nodes), list_len(pp->nodes) == 1 ? "" : "s",
              pp->n_derived, pp->n_derived == 1 ? "" : "s");
    sb_puts(sb, "<div class=\"view\"><svg class=\"arrows\" "
                "xmlns=\"http://www.w3.org/2000/svg\"></svg>\n");
    for (int i = 0; i < list_len(pp->roots); i++) {
        const pic_root *r = list_nth(pp->roots, i);

        if (r->cte) {
            sb_puts(sb, "<div class=\"cte\">CTE ");
            put_esc(sb, r->cte);
            sb_puts(sb, "</div>\n");
        }
        sb_puts(sb, "<ul class=\"tree\">\n");
        put_tree(sb, r->node, idp);
        sb_puts(sb, "</ul>\n");
    }
    for (int i = 0; i < list_len(pp->edges); i++) {
        const pic_edge *e = list_nth(pp->edges, i);

        sb_printf(sb, "<i class=\"edge\" hidden data-from=\"%s%d\" "
                      "data-to=\"%s%d\" data-kind=\"%s\" data-label=\"",
                  idp, e->from, idp, e->to, pic_edge_kind_name(e->kind));
        put_esc(sb, e->label ? e->label : "");
        sb_puts(sb, "\"></i>\n");
    }
    sb_puts(sb, "</div></div>\n");
}

/* The summary line of the plan 'pp' ('before' is the plan as bound): the
   partitions are counted as qprop_stmt_stats() counts them, the leaves of
   the plan as bound against those the rewritten plan still reads, so a
   scan that became Empty counts all its partitions as pruned. */
static void
put_summary(strbuf *sb, const pic_plan *pp, const pic_plan *before,
            bool rewritten)
{
    int total = before->n_parts_total;
    int pruned = total - (pp->n_parts_total - pp->n_parts_pruned);

    sb_puts(sb, "<p class=\"summary\">");
    if (!rewritten)
        sb_puts(sb, "Not rewritten. ");
    sb_printf(sb, "Predicates derived: <b>%d</b> &middot; ", pp->n_derived);
    if (total)
        sb_printf(sb, "partitions pruned: <b>%d</b> of %d &middot; ",
                  pruned < 0 ? 0 : pruned, total);
    else
        sb_puts(sb, "partitions pruned: none (no partitioned scan) "
                    "&middot; ");
    sb_printf(sb, "runtime filters placed: <b>%d</b> &middot; "
                  "partition selectors: <b>%d</b></p>\n",
              pp->n_runtime_filters, pp->n_selectors);
}

qprop_status
explain_html(strbuf *sb, const query *before, const query *after,
             const char *sql, size_t sql_len, int query_no, int line,
             qprop_error *err)
{
    pic_plan *pb, *pa = NULL;
    qprop_status st;
    char idb[32], ida[32];

    if ((st = pic_build(sb->a, before, &pb, err)) != QPROP_OK)
        return st;
    if (after && (st = pic_build(sb->a, after, &pa, err)) != QPROP_OK)
        return st;
    snprintf(idb, sizeof idb, "q%db", query_no);
    snprintf(ida, sizeof ida, "q%da", query_no);
    sb_printf(sb, "<section class=\"query\" id=\"q%d\">\n"
                  "<h2>Query %d <small>line %d</small></h2>\n",
              query_no, query_no, line);
    put_summary(sb, pa ? pa : pb, pb, pa != NULL);
    sb_puts(sb, "<details class=\"sql\" open><summary>SQL</summary><pre>");
    put_escn(sb, sql, sql ? stmt_len(sql, sql_len) : 0);
    sb_printf(sb, "</pre></details>\n<div class=\"panes%s\">\n",
              pa ? " two" : "");
    put_pane(sb, pb, "before", pa ? "Before rewriting" : "As bound", idb);
    if (pa)
        put_pane(sb, pa, "after", "After rewriting", ida);
    sb_puts(sb, "</div>\n</section>");
    if (sb->a->failed)
        return ERR_OOM(err);
    return QPROP_OK;
}

/* ---- the page around the sections ---- */

static const char html_begin[] =
    "<!DOCTYPE html>\n"
    "<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta name=\"generator\" content=\"qprop\">\n"
    "<title>qprop: plans before and after rewriting</title>\n"
    "<style>\n"
    ":root{--line:#9aa5b4;--derived:#1f5fbf;--pruned:#9a9a9a;"
    "--sel:#c06000;--rf:#8a2be2}\n"
    "body{font:13px/1.35 system-ui,-apple-system,'Segoe UI',Helvetica,"
    "Arial,sans-serif;margin:0;color:#1d232b;background:#f4f6f9}\n"
    "header.top{padding:8px 16px;background:#243447;color:#fff;display:flex;"
    "gap:18px;align-items:baseline;flex-wrap:wrap}\n"
    "header.top h1{font-size:16px;margin:0}\n"
    ".legend span{margin-right:14px}\n"
    ".legend .derived-s{color:#9cc3ff;font-style:italic}\n"
    ".legend .pruned-s{text-decoration:line-through;color:#c0c0c0}\n"
    ".legend .sel-s{color:#ffb36b}.legend .rf-s{color:#d7a8ff}\n"
    "section.query{margin:10px 12px 18px;background:#fff;border:1px solid "
    "#d5dbe3;border-radius:8px;padding:6px 12px 10px}\n"
    "section.query h2{font-size:15px;margin:4px 0}\n"
    "section.query h2 small{color:#68727f;font-weight:normal}\n"
    ".summary{margin:2px 0 6px;color:#333}\n"
    "details.sql pre{max-height:9em;overflow:auto;background:#f7f8fa;"
    "border:1px solid #e1e5ea;padding:6px;margin:4px 0;font:12px/1.3 "
    "ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap}\n"
    ".panes{display:grid;grid-template-columns:minmax(0,1fr);gap:10px}\n"
    ".panes.two{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}\n"
    ".pane{border:1px solid #d5dbe3;border-radius:6px;min-width:0}\n"
    ".bar{display:flex;gap:8px;align-items:center;padding:3px 8px;"
    "background:#eef1f5;border-bottom:1px solid #d5dbe3}\n"
    ".bar h3{font-size:13px;margin:0}.bar .cnt{color:#68727f;flex:1}\n"
    ".bar button{font-size:11px}\n"
    ".view{position:relative;overflow:auto;max-height:82vh;padding:6px "
    "40px 10px 6px}\n"
    "svg.arrows{position:absolute;left:0;top:0;pointer-events:none;"
    "overflow:visible}\n"
    "svg.arrows path{fill:none;stroke-width:1.6;stroke-dasharray:6 4}\n"
    "svg.arrows path.selector{stroke:var(--sel)}\n"
    "svg.arrows path.filter{stroke:var(--rf)}\n"
    "svg.arrows path.cte{stroke:#888;stroke-dasharray:2 3}\n"
    "svg.arrows text{font-size:10px}\n"
    ".cte{margin:10px 0 2px;font-weight:600;color:#4a5563}\n"
    "ul.tree,ul.tree ul{list-style:none;margin:0;padding:0}\n"
    "ul.tree ul{margin-left:7px}\n"
    "ul.tree li{position:relative;padding:5px 0 0 12px}\n"
    "ul.tree li::before{content:'';position:absolute;left:0;top:0;bottom:0;"
    "border-left:1.5px solid var(--line)}\n"
    "ul.tree li:last-child::before{bottom:auto;height:17px}\n"
    "ul.tree li::after{content:'';position:absolute;left:0;top:17px;"
    "width:11px;border-top:1.5px solid var(--line)}\n"
    "ul.tree>li{padding-left:0}\n"
    "ul.tree>li::before,ul.tree>li::after{display:none}\n"
    "li.collapsed>ul{display:none}\n"
    ".pn{display:inline-block;vertical-align:top;max-width:44em;"
    "border:1px solid #7d8ba0;border-radius:5px;background:#fff;"
    "box-shadow:0 1px 2px rgba(0,0,0,.08)}\n"
    ".pn.has-derived{border-left:4px solid var(--derived)}\n"
    ".pn .hd{padding:2px 6px;border-radius:4px 4px 0 0;font-weight:600;"
    "display:flex;gap:6px;align-items:center}\n"
    ".k-scan .hd{background:#dcebdc}.k-join .hd{background:#dde6f3}\n"
    ".k-empty .hd{background:#f6dada}.k-selector .hd{background:#f8e6c8}\n"
    ".k-other .hd{background:#ececec}\n"
    ".pn .no{color:#8a94a3;font-weight:normal;font-size:10px;"
    "margin-left:auto}\n"
    ".tg{font:11px monospace;padding:0 4px;line-height:14px;cursor:pointer}\n"
    ".tg::before{content:'\\2212'}\n"
    "li.collapsed>.pn .tg::before{content:'+' attr(data-below)}\n"
    ".ln{padding:1px 6px;font:12px/1.3 ui-monospace,Menlo,Consolas,"
    "monospace;overflow-wrap:anywhere}\n"
    ".ln .lb{font-family:system-ui,sans-serif;color:#5b6573}\n"
    ".ln.info{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\n"
    ".terse .ln.info{display:none}\n"
    ".ln.rf{color:var(--rf)}\n"
    ".ln.derived{color:var(--derived);font-style:italic;background:#eef4ff;"
    "cursor:help}\n"
    ".dmark{font:10px system-ui,sans-serif;font-style:normal;color:#fff;"
    "background:var(--derived);border-radius:3px;padding:0 3px}\n"
    ".chips{max-height:5.5em;overflow:auto}\n"
    ".part{display:inline-block;border-radius:3px;padding:0 3px;margin:1px 0;"
    "font-size:11px}\n"
    ".part.kept{background:#e3f2e3}\n"
    ".part.pruned{color:var(--pruned);text-decoration:line-through;"
    "background:#f2f2f2}\n"
    ".hl{outline:2px solid #f5a623;outline-offset:1px}\n"
    "footer{padding:4px 16px 12px;color:#68727f;font-size:11px}\n"
    /* the qprop command adds these: the page's file, and a box for each
       statement that failed (src/cli/main.c) */
    "p.file{margin:8px 12px 0;color:#4a5563}\n"
    "section.failed{border-color:#d9a3a3}\n"
    ".error .msg{color:#a11b1b;font-weight:600;margin:4px 0}\n"
    ".error pre{background:#fbf1f1;border:1px solid #ecc9c9;padding:6px;"
    "margin:4px 0;font:12px/1.3 ui-monospace,Menlo,Consolas,monospace;"
    "overflow:auto}\n"
    "</style>\n</head>\n<body>\n"
    "<svg width=\"0\" height=\"0\" style=\"position:absolute\" "
    "aria-hidden=\"true\"><defs>\n"
    "<marker id=\"qp-ah-selector\" viewBox=\"0 0 10 10\" refX=\"9\" "
    "refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
    "<path d=\"M0 0L10 5L0 10z\" fill=\"#c06000\"/></marker>\n"
    "<marker id=\"qp-ah-filter\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
    "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
    "<path d=\"M0 0L10 5L0 10z\" fill=\"#8a2be2\"/></marker>\n"
    "<marker id=\"qp-ah-cte\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
    "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
    "<path d=\"M0 0L10 5L0 10z\" fill=\"#888\"/></marker>\n"
    "</defs></svg>\n"
    "<header class=\"top\"><h1>qprop: plans before and after rewriting"
    "</h1><div class=\"legend\">"
    "<span class=\"derived-s\">derived predicate (hover: origin)</span>"
    "<span class=\"pruned-s\">pruned partition</span>"
    "<span class=\"sel-s\">&#8594; partition selector</span>"
    "<span class=\"rf-s\">&#8594; runtime filter</span></div></header>\n"
    "<main>\n";

static const char html_end[] =
    "</main>\n"
    "<footer><span id=\"qp-selfcheck\" data-result=\"pending\">self-check: "
    "pending</span></footer>\n"
    "<script>\n"
    "(function () {\n"
    "  'use strict';\n"
    "  var out = document.getElementById('qp-selfcheck');\n"
    "  function result(r) {\n"
    "    out.setAttribute('data-result', r);\n"
    "    out.textContent = 'self-check: ' + r;\n"
    "  }\n"
    "  window.addEventListener('error', function (e) {\n"
    "    result('error: ' + e.message);\n"
    "  });\n"
    "  var NS = 'http://www.w3.org/2000/svg';\n"
    /* the box shown for 'el': itself, or the box of the nearest collapsed
       ancestor when a collapsed subtree hides it */
    "  function shown(el) {\n"
    "    var li = el.parentElement, box = el;\n"
    "    for (var p = li.parentElement; p; p = p.parentElement)\n"
    "      if (p.tagName === 'LI' && p.classList.contains('collapsed'))\n"
    "        box = p.querySelector(':scope > .pn');\n"
    "    return box;\n"
    "  }\n"
    "  function draw(pane) {\n"
    "    var view = pane.querySelector('.view');\n"
    "    var svg = view.querySelector('svg.arrows');\n"
    "    while (svg.firstChild) svg.removeChild(svg.firstChild);\n"
    "    svg.setAttribute('width', 0); svg.setAttribute('height', 0);\n"
    "    var vr = view.getBoundingClientRect();\n"
    "    var w = view.scrollWidth, h = view.scrollHeight, lane = 0;\n"
    "    var boxes = [];\n"
    "    if (pane.querySelector('.edge'))\n"
    "      view.querySelectorAll('.pn').forEach(function (b) {\n"
    "        boxes.push(b.getBoundingClientRect());\n"
    "      });\n"
    "    pane.querySelectorAll('.edge').forEach(function (e) {\n"
    "      var a = document.getElementById(e.getAttribute('data-from'));\n"
    "      var b = document.getElementById(e.getAttribute('data-to'));\n"
    "      if (!a || !b) throw new Error('edge to a missing box');\n"
    "      a = shown(a); b = shown(b);\n"
    "      var ra = a.getBoundingClientRect();\n"
    "      var rb = b.getBoundingClientRect();\n"
    "      var x1 = ra.right - vr.left + view.scrollLeft;\n"
    "      var y1 = ra.top + 10 - vr.top + view.scrollTop;\n"
    "      var x2 = rb.right - vr.left + view.scrollLeft;\n"
    "      var y2 = rb.top + 10 - vr.top + view.scrollTop;\n"
    /* the arrow runs right of every box between its ends */
    "      var top = Math.min(ra.top, rb.top), bot = Math.max(ra.bottom,\n"
    "                                                          rb.bottom);\n"
    "      var right = Math.max(ra.right, rb.right);\n"
    "      boxes.forEach(function (r) {\n"
    "        if (r.bottom > top && r.top < bot && r.width > 0)\n"
    "          right = Math.max(right, r.right);\n"
    "      });\n"
    "      var x = right - vr.left + view.scrollLeft + 18 + 8 * (lane++ % 4);\n"
    "      var kind = e.getAttribute('data-kind');\n"
    "      var p = document.createElementNS(NS, 'path');\n"
    "      p.setAttribute('d', 'M' + x1 + ' ' + y1 + ' C' + x + ' ' + y1 +\n"
    "                     ' ' + x + ' ' + y2 + ' ' + (x2 + 2) + ' ' + y2);\n"
    "      p.setAttribute('class', 'arrow ' + kind);\n"
    "      p.setAttribute('marker-end', 'url(#qp-ah-' + kind + ')');\n"
    "      var t = document.createElementNS(NS, 'title');\n"
    "      t.textContent = e.getAttribute('data-label') || kind;\n"
    "      p.appendChild(t);\n"
    "      svg.appendChild(p);\n"
    "      w = Math.max(w, x + 12);\n"
    "    });\n"
    "    svg.setAttribute('width', w); svg.setAttribute('height', h);\n"
    "  }\n"
    "  function drawAll() {\n"
    "    document.querySelectorAll('.pane').forEach(draw);\n"
    "  }\n"
    "  document.addEventListener('click', function (ev) {\n"
    "    var b = ev.target.closest('button');\n"
    "    if (!b) return;\n"
    "    var pane = b.closest('.pane');\n"
    "    if (b.classList.contains('tg')) {\n"
    "      b.closest('li').classList.toggle('collapsed');\n"
    "    } else if (b.getAttribute('data-act') === 'terse') {\n"
    "      pane.classList.toggle('terse');\n"
    "    } else {\n"
    "      var fold = b.getAttribute('data-act') === 'collapse';\n"
    "      pane.querySelectorAll('ul.tree ul > li').forEach(function (li) {\n"
    "        li.classList.toggle('collapsed',\n"
    "                            fold && !!li.querySelector(':scope > ul'));\n"
    "      });\n"
    "    }\n"
    "    draw(pane);\n"
    "  });\n"
    /* hovering a box outlines the box of the same number in the other
       pane of its query */
    "  document.addEventListener('mouseover', function (ev) {\n"
    "    var box = ev.target.closest && ev.target.closest('.pn');\n"
    "    document.querySelectorAll('.pn.hl').forEach(function (x) {\n"
    "      x.classList.remove('hl');\n"
    "    });\n"
    "    if (!box) return;\n"
    "    var m = /^(q\\d+)([ab])(\\d+)$/.exec(box.id);\n"
    "    var o = m && document.getElementById(m[1] + (m[2] === 'a' ? 'b' : 'a')"
    " + m[3]);\n"
    "    if (o && o.querySelector('.t').textContent ===\n"
    "             box.querySelector('.t').textContent)\n"
    "      o.classList.add('hl');\n"
    "  });\n"
    "  window.addEventListener('resize', drawAll);\n"
    "  function check() {\n"
    "    var bad = [];\n"
    "    document.querySelectorAll('.pane').forEach(function (pane) {\n"
    "      var q = pane.closest('section').id + ' ' +\n"
    "              pane.getAttribute('data-plan');\n"
    "      var n = pane.querySelectorAll('.pn').length;\n"
    "      var d = pane.querySelectorAll('.ln.pred.derived').length;\n"
    "      var e = pane.querySelectorAll('.edge').length;\n"
    "      var a = pane.querySelectorAll('svg.arrows path.arrow').length;\n"
    "      if (n !== +pane.getAttribute('data-nodes'))\n"
    "        bad.push(q + ': ' + n + ' boxes for ' +\n"
    "                 pane.getAttribute('data-nodes') + ' nodes');\n"
    "      if (d !== +pane.getAttribute('data-derived'))\n"
    "        bad.push(q + ': ' + d + ' derived markers for ' +\n"
    "                 pane.getAttribute('data-derived'));\n"
    "      if (a !== e)\n"
    "        bad.push(q + ': ' + a + ' arrows for ' + e + ' edges');\n"
    "    });\n"
    "    result(bad.length ? 'fail: ' + bad.join('; ') : 'ok');\n"
    "  }\n"
    "  try {\n"
    "    drawAll();\n"
    "    check();\n"
    "  } catch (e) {\n"
    "    result('error: ' + e.message);\n"
    "  }\n"
    "})();\n"
    "</script>\n"
    "</body>\n</html>\n";

const char *
explain_html_doc(bool begin)
{
    return begin ? html_begin : html_end;
}
