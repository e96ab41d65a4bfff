/* SPDX-License-Identifier: MIT */
/*
 * src/cli/main.c — the qprop command
 *
 * Reads SQL files (or standard input), feeds every statement through
 * libqprop in one context, and prints each query's plan in the chosen
 * format.  The only place that prints errors: FILE:LINE:COL: error: MSG,
 * then the source line and a caret, as compilers do.  Exit status: 0 ok,
 * 1 when any statement had an error, 2 for usage and I/O errors.
 */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "qprop.h"

static void count_skip(cli *c, const char *warning);


static void
usage(FILE *f)
{
    fputs("Usage: qprop [OPTION]... [FILE]...\n"
          "   or: qprop regress [OPTION]... DIR...  (qprop regress --help)\n"
          "Parse SQL (PostgreSQL dialect), bind it against the DDL in the same\n"
          "input, rewrite each query's logical plan so that scans read as\n"
          "little as possible, and print the plans.  With no FILE, or when\n"
          "FILE is -, read standard input.  Files are read in order as one\n"
          "session: tables created in one are visible in the next.\n"
          "\n"
          "Options:\n"
          "  -f, --format=FORMAT  output format: text (EXPLAIN-style tree, the\n"
          "                       default), json (one object per query per\n"
          "                       line), sql (one statement per line), dot\n"
          "                       (a Graphviz graph per query) or html (one\n"
          "                       page per FILE, plans before and after)\n"
          "      --no-rewrite     print the plans as bound, before rewriting\n"
          "      --no-source      no '-- FILE:LINE' comment line before each\n"
          "                       query's text and sql output\n"
          "      --sql-derived=WHICH\n"
          "                       derived predicates in sql output: needed\n"
          "                       (the default: not those PostgreSQL derives\n"
          "                       itself, such as IS NOT NULL of a join key\n"
          "                       or an OR's factors) or all (as text shows)\n"
          "      --sql-partitions=WHICH\n"
          "                       sql output: a pruned partitioned table is\n"
          "                       read as itself, with the predicates that\n"
          "                       PostgreSQL prunes by (parents, the default,\n"
          "                       right whatever partitions are added\n"
          "                       later, also where no partition holds its\n"
          "                       rows now), or as the UNION ALL of its kept\n"
          "                       leaf partitions by name (leaves: right\n"
          "                       until the partitions change; none kept\n"
          "                       reads as an empty relation)\n"
          "      --partitions=WHICH\n"
          "                       text output: a partitioned scan's line\n"
          "                       lists all (the default: 'Partitions: 2 of\n"
          "                       13 (a, b)') or kept ('Partitions kept: a,\n"
          "                       b', which a partition added later and\n"
          "                       pruned leaves as it was: for golden files)\n"
          "      --no-runtime-bounds\n"
          "                       sql output: no execution-time partition\n"
          "                       bounds 'key >= ALL (ARRAY[(SELECT min(..)\n"
          "                       ..)]) AND key <= ALL (ARRAY[(SELECT max(..)\n"
          "                       ..)])' from partition selectors and\n"
          "                       runtime filters\n"
          "      --bound-key-sets\n"
          "                       decide execution-time bounds for a\n"
          "                       consumer that prunes by the build side's\n"
          "                       set of keys (pg_qprop's\n"
          "                       qprop.bounds_keyset): a filter on a\n"
          "                       position in a calendar cycle (d_moy = 11)\n"
          "                       bounds a scan of 24 partitions or more\n"
          "      --before         also print the plan before rewriting: dot\n"
          "                       draws both as clusters; text, json and sql\n"
          "                       print it first, then the rewritten plan\n"
          "      --disable-rule=NAME[,NAME...]\n"
          "                       turn rewrite rules off (repeatable)\n"
          "      --enable-rule=NAME[,NAME...]\n"
          "                       turn rules that are off by default on\n"
          "                       (partitionwise_join: sql output then\n"
          "                       names the partitions, right until they\n"
          "                       change)\n"
          "      --list-rules     list the rewrite rules in run order and exit\n"
          "      --trace          print each rule application, the PostgreSQL\n"
          "                       version each FILE is read as, then what sql\n"
          "                       output gives PostgreSQL (lines 'target:'),\n"
          "                       on standard error\n"
          "      --pg-version=N   read the input in PostgreSQL N's dialect\n"
          "                       (15, 16, 17 or 18): what N rejects is an\n"
          "                       error.  Default: the version a pg_dump\n"
          "                       header at the start of each FILE names,\n"
          "                       else 18 (QPROP_PG_VERSION=N in the\n"
          "                       environment stands for this option).  The\n"
          "                       built-in functions, casts and system\n"
          "                       relations are N's\n"
          "  -v, --verbose        a warning for each statement qprop skips,\n"
          "                       instead of one summary line at the end\n"
          "  -q, --quiet          no warnings for skipped statements at all\n"
          "      --max-errors=N   stop reading a file after N errors (default:\n"
          "                       no limit, but 5 for input that is not text)\n"
          "      --route=TABLE[:COL,...]\n"
          "                       read the FILEs' DDL, then rows from standard\n"
          "                       input (one per line, values of TABLE's\n"
          "                       partition key, or of the COLs, separated by\n"
          "                       tabs, \\N for NULL) and print the leaf\n"
          "                       partition each lands in, '-' if none\n"
          "      --timezone=ZONE  the session's TimeZone until the input sets\n"
          "                       one (SET TIME ZONE, set_config): 'UTC', hours\n"
          "                       east of UTC ('-5'), a zone of the system's\n"
          "                       zoneinfo ('Europe/Berlin') or a POSIX TZ\n"
          "                       string; timestamptz literals without an\n"
          "                       offset and date/timestamp to timestamptz\n"
          "                       casts use it.  Default: none (such\n"
          "                       literals are kept as written and decide\n"
          "                       nothing, for a session of any zone)\n"
          "      --stats          print how many predicates were derived,\n"
          "                       partitions pruned and rules applied, and\n"
          "                       the time taken, per query and in total, on\n"
          "                       standard error\n"
          "      --color[=WHEN]   colour derived predicates, empty relations\n"
          "                       and partitions in text output: auto (on a\n"
          "                       terminal, the default), always or never\n"
          "  -h, --help           show this help and exit\n"
          "  -V, --version        show the version and exit\n"
          "\n"
          "Exit status: 0 on success, 1 if any statement had an error (the\n"
          "rest of the input is still processed), 2 on usage or I/O errors.\n"
          "Errors are printed as FILE:LINE:COL: error: MESSAGE.\n",
          f);
}

char *
cli_slurp(FILE *f, size_t *len)
{
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);

    if (!buf)
        return NULL;
    for (;;) {
        size_t got;

        if (n == cap) {
            char *nb;

            cap *= 2;
            nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                errno = ENOMEM;
                return NULL;
            }
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                free(buf);
                return NULL;
            }
            break;
        }
    }
    *len = n;
    return buf;
}

/* The length of the well-formed UTF-8 sequence of 2 to 4 bytes at 's'
   (at most 'n' bytes there), or 0. */
static size_t
utf8_len(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t len;
    unsigned cp;

    if (u[0] >= 0xC2 && u[0] <= 0xDF)
        len = 2, cp = u[0] & 0x1Fu;
    else if (u[0] >= 0xE0 && u[0] <= 0xEF)
        len = 3, cp = u[0] & 0x0Fu;
    else if (u[0] >= 0xF0 && u[0] <= 0xF4)
        len = 4, cp = u[0] & 0x07u;
    else
        return 0;
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (u[i] & 0x3Fu);
    }
    if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
        || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return len;
}

/* Print the source line holding byte 'offset' and a caret under it. */
static void
show_source(FILE *f, const char *text, size_t len, int offset,
            int column)
{
    size_t start, end, from, to;
    int pad;

    if (offset < 0 || (size_t)offset > len)
        return;
    start = (size_t)offset;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    end = (size_t)offset;
    while (end < len && text[end] != '\n')
        end++;
    /* long lines: a window around the position */
    from = start;
    if ((size_t)offset - start > 100)
        from = (size_t)offset - 60;
    to = end;
    if (to - (size_t)offset > 60)
        to = (size_t)offset + 60;
    if (from > start)
        fputs("...", f);
    for (size_t i = from; i < to; i++) {
        unsigned char ch = (unsigned char)text[i];
        size_t n = ch < 0x80 ? 1 : utf8_len(text + i, to - i);

        if (n == 0) { /* not UTF-8: one '?' a byte, as for control bytes */
            fputc('?', f);
            continue;
        }
        if (n > 1) {
            fwrite(text + i, 1, n, f);
            i += n - 1;
            continue;
        }
        fputc(ch == '\t' ? ' ' : (ch < 0x20 || ch == 0x7f) ? '?' : ch, f);
    }
    if (to < end)
        fputs("...", f);
    fputc('\n', f);
    pad = from > start ? 3 : 0;
    if (from == start)
        pad += column - 1;
    else
        for (size_t i = from; i < (size_t)offset; i++)
            if (((unsigned char)text[i] & 0xC0) != 0x80)
                pad++;
    for (int i = 0; i < pad; i++)
        fputc(' ', f);
    fputs("^\n", f);
}

static void
report(const cli *c, const char *name, const char *text, size_t len,
       const qprop_error *err)
{
    if (err->line > 0)
        fprintf(c->err, "%s:%d:%d: error: %s\n", name, err->line, err->column,
                err->message);
    else
        fprintf(c->err, "%s: error: %s\n", name, err->message);
    if (err->line > 0 && !c->binary)
        show_source(c->err, text, len, err->offset, err->column);
    if (err->detail[0])
        fprintf(c->err, "DETAIL:  %s\n", err->detail);
    if (err->hint[0])
        fprintf(c->err, "HINT:  %s\n", err->hint);
}

/* ---- failed statements in the output ---- */

/* 'name' with control characters as '?', so that a "-- NAME:LINE"
   comment stays one line */
static void
put_name(FILE *f, const char *name)
{
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        fputc(*p < 0x20 || *p == 0x7f ? '?' : *p, f);
}

/* 's' as a JSON string, or null for NULL or "". */
static void
put_json_str(FILE *f, const char *s)
{
    if (!s || !*s) {
        fputs("null", f);
        return;
    }
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p == '\t')
            fputs("\\t", f);
        else if (*p < 0x20 || *p == 0x7f)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

static void
put_html_esc(FILE *f, const char *s, size_t n)
{
    for (size_t i = 0; i < n && s[i]; i++) {
        switch (s[i]) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(s[i], f);
        }
    }
}

/* Begin the current file's document if it has not begun: for HTML the
   page, with the file's name in its title and at its top. */
static void
open_doc(cli *c, const char *name)
{
    const char *begin, *title;

    if (c->doc_open)
        return;
    c->doc_open = 1;
    begin = qprop_format_doc(c->format, QPROP_DOC_BEGIN);
    if (c->format != QPROP_FORMAT_HTML) {
        fputs(begin, c->out);
        return;
    }
    title = strstr(begin, "</title>");
    if (title) {
        fwrite(begin, 1, (size_t)(title - begin), c->out);
        fputs(": ", c->out);
        put_html_esc(c->out, name, strlen(name));
        begin = title;
    }
    fputs(begin, c->out);
    fputs("<p class=\"file\">File <code>", c->out);
    put_html_esc(c->out, name, strlen(name));
    fputs("</code></p>\n", c->out);
}

/* Skip blanks and comments from 'i'; counts newlines into '*line'. */
static size_t
skip_blank(const char *t, size_t len, size_t i, int *line)
{
    for (;;) {
        if (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\r'
                        || t[i] == '\n' || t[i] == '\f')) {
            *line += t[i] == '\n';
            i++;
        } else if (i + 1 < len && t[i] == '-' && t[i + 1] == '-') {
            while (i < len && t[i] != '\n')
                i++;
        } else if (i + 1 < len && t[i] == '/' && t[i + 1] == '*') {
            int depth = 1;

            for (i += 2; i < len && depth > 0; i++) {
                *line += t[i] == '\n';
                if (i + 1 < len && t[i] == '/' && t[i + 1] == '*')
                    depth++, i++;
                else if (i + 1 < len && t[i] == '*' && t[i + 1] == '/')
                    depth--, i++;
            }
        } else
            return i;
    }
}

static int
ident_char(unsigned char ch)
{
    return ch == '_' || ch == '$' || ch >= 0x80 || (ch >= '0' && ch <= '9')
           || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'z');
}

/* The end of the statement that starts at 'i': its ';' (outside quotes,
   dollar quotes and comments), or 'len'.  Counts newlines into '*line'. */
static size_t
stmt_end(const char *t, size_t len, size_t i, int *line)
{
    while (i < len) {
        unsigned char ch = (unsigned char)t[i];

        if (ch == ';')
            return i;
        if ((ch == '-' && i + 1 < len && t[i + 1] == '-')
            || (ch == '/' && i + 1 < len && t[i + 1] == '*')) {
            i = skip_blank(t, len, i, line);
            continue;
        }
        if (ch == '\'' || ch == '"') {
            int esc = ch == '\'' && i > 0 && (t[i - 1] | 0x20) == 'e'
                      && (i < 2 || !ident_char((unsigned char)t[i - 2]));

            for (i++; i < len; i++) {
                *line += t[i] == '\n';
                if (esc && t[i] == '\\' && i + 1 < len)
                    i++;
                else if (t[i] == (char)ch) {
                    if (i + 1 < len && t[i + 1] == (char)ch)
                        i++;
                    else
                        break;
                }
            }
            i++;
            continue;
        }
        if (ch == '$' && (i == 0 || !ident_char((unsigned char)t[i - 1]))) {
            size_t k = i + 1;

            while (k < len && ident_char((unsigned char)t[k]) && t[k] != '$'
                   && !(k == i + 1 && t[k] >= '0' && t[k] <= '9'))
                k++;
            if (k < len && t[k] == '$') {
                size_t tag = k + 1 - i;

                for (k++; k + tag <= len; k++) {
                    if (t[k] == '$' && memcmp(t + k, t + i, tag) == 0)
                        break;
                    *line += t[k] == '\n';
                }
                i = k + tag;
                continue;
            }
        }
        if (ch == '\n')
            (*line)++;
        i++;
    }
    return len;
}

/*
 * The statement of 'text' that holds byte 'offset' (of an error): its
 * first line into '*line', and whether it is a query (its first word is
 * SELECT, WITH, VALUES, TABLE, INSERT, UPDATE, DELETE, or it begins with
 * a parenthesis).  Statements come in order, so the search goes on from
 * where the last one ended.
 */
static int
failed_stmt(cli *c, const char *text, size_t len, int offset, int *line)
{
    static const char *const query_words[] = {
        "select", "with", "values", "table", "insert", "update", "delete",
    };
    size_t start, i;
    int l;

    if (offset < 0 || (size_t)offset < c->scan_at)
        return -1;
    for (;;) {
        int at_line = c->scan_line;
        size_t end;

        start = skip_blank(text, len, c->scan_at, &at_line);
        l = at_line;
        end = stmt_end(text, len, start, &at_line);
        if ((size_t)offset <= end || end >= len) {
            break;
        }
        c->scan_at = end + 1;
        c->scan_line = at_line;
    }
    *line = l;
    if (start < len && text[start] == '(')
        return 1;
    for (i = start; i < len && ident_char((unsigned char)text[i]); i++)
        ;
    for (size_t k = 0; k < sizeof query_words / sizeof query_words[0]; k++)
        if (strlen(query_words[k]) == i - start
            && strncasecmp(text + start, query_words[k], i - start) == 0)
            return 1;
    return 0;
}

static const char *
code_name(qprop_status code)
{
    switch (code) {
    case QPROP_ESYNTAX: return "syntax";
    case QPROP_ESEMANTIC: return "semantic";
    case QPROP_EUNSUPPORTED: return "unsupported";
    case QPROP_ENOMEM: return "memory";
    case QPROP_ELIMIT: return "limit";
    default: return "internal";
    }
}

/*
 * Report a statement that failed: the message on c->err, and for JSON an
 * error object, for HTML an error box in the page, on c->out.  'query_no'
 * is the query's number, 0 when the statement is not a query; 'line' the
 * line where it starts (0 if unknown).
 */
static void
print_failure(cli *c, const char *name, const char *text, size_t len,
              const qprop_error *err, int query_no, int line)
{
    report(c, name, text, len, err);
    c->status = 1;
    c->file_errors++;
    if (c->route)
        return; /* standard output has the leaves */
    if (c->format == QPROP_FORMAT_JSON) {
        fputs("{\"query\": ", c->out);
        if (query_no)
            fprintf(c->out, "%d", query_no);
        else
            fputs("null", c->out);
        fprintf(c->out, ", \"line\": %d, \"error\": {\"message\": ",
                line ? line : err->line);
        put_json_str(c->out, err->message);
        fprintf(c->out, ", \"line\": %d, \"column\": %d, \"detail\": ",
                err->line, err->column);
        put_json_str(c->out, err->detail);
        fputs(", \"hint\": ", c->out);
        put_json_str(c->out, err->hint);
        fprintf(c->out, ", \"code\": \"%s\"}}\n", code_name(err->code));
    } else if (c->format == QPROP_FORMAT_HTML) {
        char *src = NULL;
        size_t srclen = 0;
        FILE *mem;

        open_doc(c, name);
        if (query_no)
            fprintf(c->out, "<section class=\"query failed\" id=\"q%d\">\n"
                            "<h2>Query %d <small>line %d</small></h2>\n",
                    query_no, query_no, line ? line : err->line);
        else
            fprintf(c->out, "<section class=\"stmt failed\">\n"
                            "<h2>Statement <small>line %d, not a query"
                            "</small></h2>\n",
                    line ? line : err->line);
        fputs("<div class=\"error\"><p class=\"msg\">", c->out);
        if (err->line > 0)
            fprintf(c->out, "%d:%d: ", err->line, err->column);
        fputs("error: ", c->out);
        put_html_esc(c->out, err->message, sizeof err->message);
        fputs("</p>\n", c->out);
        if (err->line > 0 && (mem = open_memstream(&src, &srclen))) {
            show_source(mem, text, len, err->offset, err->column);
            fclose(mem);
            fputs("<pre>", c->out);
            put_html_esc(c->out, src, srclen);
            fputs("</pre>\n", c->out);
            free(src);
        }
        if (err->detail[0]) {
            fputs("<p>DETAIL: ", c->out);
            put_html_esc(c->out, err->detail, sizeof err->detail);
            fputs("</p>\n", c->out);
        }
        if (err->hint[0]) {
            fputs("<p>HINT: ", c->out);
            put_html_esc(c->out, err->hint, sizeof err->hint);
            fputs("</p>\n", c->out);
        }
        fputs("</div>\n</section>\n", c->out);
    }
}

/* ---- --stats and --color ---- */

/* Milliseconds on a monotonic clock. */
static double
now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/*
 * Handle --stats and --color[=WHEN] in 'a'.  Returns 1 when 'a' is one of
 * them, 0 when it is not, -1 after printing a usage error.
 */
static int
convenience_option(cli *c, const char *a)
{
    const char *when;

    if (strcmp(a, "--stats") == 0) {
        c->stats = 1;
        return 1;
    }
    if (strcmp(a, "--color") == 0 || strcmp(a, "--colour") == 0)
        when = "auto";
    else if (strncmp(a, "--color=", 8) == 0)
        when = a + 8;
    else if (strncmp(a, "--colour=", 9) == 0)
        when = a + 9;
    else
        return 0;
    if (strcmp(when, "always") == 0)
        c->color = 1;
    else if (strcmp(when, "never") == 0)
        c->color = 0;
    else if (strcmp(when, "auto") == 0) {
        const char *term = getenv("TERM");

        c->color = isatty(STDOUT_FILENO) && !getenv("NO_COLOR")
                   && !(term && strcmp(term, "dumb") == 0);
    } else {
        fprintf(c->err, "qprop: unknown --color value '%s' (auto, always "
                        "or never)\n", when);
        return -1;
    }
    return 1;
}

/* SGR colours of the text output. */
#define COLOR_DERIVED "\033[32m" /* green: a predicate a rule derived */
#define COLOR_EMPTY "\033[31m"   /* red: a relation proved empty */
#define COLOR_PARTS "\033[36m"   /* cyan: the partitions a scan keeps */
#define COLOR_RF "\033[35m"      /* magenta: runtime filters */
#define COLOR_OFF "\033[0m"

/* Print the text plan 'out' with its derived predicates, empty relations
   and partition lists coloured, a line at a time. */
static void
put_colored(FILE *f, const char *out)
{
    while (*out) {
        const char *nl = strchr(out, '\n');
        size_t n = nl ? (size_t)(nl - out) : strlen(out);
        const char *color = NULL;
        char line[4096];

        if (n < sizeof line) {
            memcpy(line, out, n);
            line[n] = '\0';
            if (strstr(line, "(derived)"))
                color = COLOR_DERIVED;
            else if (strstr(line, "Empty") || strstr(line, "Reason:"))
                color = COLOR_EMPTY;
            else if (strstr(line, "Partitions:")
                     || strstr(line, "Partitions kept:"))
                color = COLOR_PARTS;
            else if (strstr(line, "Runtime Filter"))
                color = COLOR_RF;
        }
        if (color)
            fputs(color, f);
        fwrite(out, 1, n, f);
        if (color)
            fputs(COLOR_OFF, f);
        if (!nl)
            break;
        fputc('\n', f);
        out = nl + 1;
    }
}

/* --stats: one query's counts on standard error, added to the totals. */
static void
print_stats(cli *c, const char *name, qprop_stmt *s)
{
    qprop_stats st;
    qprop_error err;
    double ms = now_ms() - c->t0;

    memset(&st, 0, sizeof st);
    memset(&err, 0, sizeof err);
    st.size = sizeof st;
    if (qprop_stmt_stats(s, &st, &err) != QPROP_OK) {
        fprintf(c->err, "%s: error: %s\n", name, err.message);
        return;
    }
    fprintf(c->err,
            "%s:%d: stats of query %d: %d derived predicates, %d of %d "
            "partitions pruned, %d rule applications, %d empty relations, "
            "%.3f ms",
            name, qprop_stmt_line(s), c->query_no, st.derived_predicates,
            st.partitions_pruned, st.partitions_total,
            st.rules_fired < 0 ? 0 : st.rules_fired, st.empty_nodes, ms);
    if (st.subqueries_decorrelated > 0)
        fprintf(c->err, ", %d subquer%s decorrelated",
                st.subqueries_decorrelated,
                st.subqueries_decorrelated > 1 ? "ies" : "y");
    fputc('\n', c->err);
    c->nqueries++;
    c->total.derived_predicates += st.derived_predicates;
    c->total.partitions_pruned += st.partitions_pruned;
    c->total.partitions_total += st.partitions_total;
    c->total.rules_fired += st.rules_fired < 0 ? 0 : st.rules_fired;
    c->total.empty_nodes += st.empty_nodes;
    c->total_ms += ms;
}

/* --stats: the totals, after the last file. */
static void
print_total_stats(const cli *c)
{
    fprintf(c->err,
            "qprop: stats: %d queries, %d derived predicates, %d of %d "
            "partitions pruned, %d rule applications, %d empty relations, "
            "%.3f ms\n",
            c->nqueries, c->total.derived_predicates,
            c->total.partitions_pruned, c->total.partitions_total,
            c->total.rules_fired, c->total.empty_nodes, c->total_ms);
}

/* Print one query's plan with 'flags'; the file's document begins before
   its first query.  False after an error (reported). */
static int
print_plan(cli *c, const char *name, const char *text, size_t len,
           qprop_stmt *s, unsigned flags)
{
    qprop_error err;
    const char *out;

    memset(&err, 0, sizeof err);
    if (c->partitions == 2)
        flags |= QPROP_PRINT_PARTITIONS_KEPT;
    if (qprop_stmt_print(s, c->format, flags | c->sql_flags, c->query_no,
                         &out, &err)
        != QPROP_OK) {
        print_failure(c, name, text, len, &err, c->query_no,
                      qprop_stmt_line(s));
        return 0;
    }
    open_doc(c, name);
    if (c->color && c->format == QPROP_FORMAT_TEXT)
        put_colored(c->out, out);
    else
        fputs(out, c->out);
    /* one line per query in json and sql; a blank line between trees */
    fputc('\n', c->out);
    return 1;
}

/* Rewrite (unless --no-rewrite) and print one query. */
static void
print_query(cli *c, const char *name, const char *text, size_t len,
            qprop_stmt *s)
{
    qprop_error err;

    memset(&err, 0, sizeof err);
    c->query_no++;
    if (!c->no_rewrite) {
        if (qprop_stmt_rewrite(s, &err) != QPROP_OK) {
            print_failure(c, name, text, len, &err, c->query_no,
                          qprop_stmt_line(s));
            return;
        }
        if (c->trace)
            fprintf(c->err, "%s:%d: trace of query %d:\n%s", name,
                    qprop_stmt_line(s), c->query_no, qprop_stmt_trace(s));
    }
    /* the query's source, as a comment PostgreSQL skips */
    if (!c->no_source && (c->format == QPROP_FORMAT_TEXT
                          || c->format == QPROP_FORMAT_SQL)) {
        fputs("-- ", c->out);
        put_name(c->out, name);
        fprintf(c->out, ":%d\n", qprop_stmt_line(s));
    }
    if (c->before && !c->no_rewrite && c->format != QPROP_FORMAT_DOT
        && c->format != QPROP_FORMAT_HTML) {
        if (c->format == QPROP_FORMAT_TEXT)
            fputs("Before rewriting:\n", c->out);
        if (!print_plan(c, name, text, len, s, QPROP_PRINT_ORIGINAL))
            return;
        if (c->format == QPROP_FORMAT_TEXT)
            fputs("After rewriting:\n", c->out);
    }
    if (!print_plan(c, name, text, len, s,
                    c->no_rewrite ? QPROP_PRINT_ORIGINAL
                    : c->before ? QPROP_PRINT_BEFORE_AND_AFTER : 0))
        return;
    if (c->stats)
        print_stats(c, name, s);
}

/*
 * A file that is not SQL text but something a DBA may well hand qprop in
 * its place (pg_dump's other formats, a compressed dump): fills 'err' with
 * what it is and what to do, and returns true; false for anything else.
 */
static bool
is_archive(const char *name, const char *text, size_t len, qprop_error *err)
{
    const unsigned char *u = (const unsigned char *)text;
    const char *what = NULL, *todo = NULL;

    if (len >= 5 && memcmp(text, "PGDMP", 5) == 0) {
        what = "a pg_dump custom-format archive";
        todo = "pg_restore -f - %s | qprop ..., or dump with pg_dump "
               "--format=plain";
    } else if (len >= 512 && memcmp(text + 257, "ustar", 5) == 0) {
        /* pg_dump -Ft's first member is toc.dat */
        what = strncmp(text, "toc.dat", 100) == 0
               ? "a pg_dump tar-format archive" : "a tar archive";
        todo = "pg_restore -f - %s | qprop ... for a pg_dump archive, or "
               "give qprop the .sql files inside";
    } else if (len >= 2 && u[0] == 0x1f && u[1] == 0x8b) {
        what = "gzip-compressed";
        todo = "gunzip -c %s | qprop ...";
    } else if (len >= 4 && u[0] == 0x28 && u[1] == 0xb5 && u[2] == 0x2f
               && u[3] == 0xfd) {
        what = "zstd-compressed";
        todo = "zstd -dc %s | qprop ...";
    } else if (len >= 4 && u[0] == 0x04 && u[1] == 0x22 && u[2] == 0x4d
               && u[3] == 0x18) {
        what = "lz4-compressed";
        todo = "lz4 -dc %s | qprop ...";
    } else {
        return false;
    }
    memset(err, 0, sizeof *err);
    err->code = QPROP_ESYNTAX;
    err->offset = -1;
    err->line = 1;
    err->column = 1;
    snprintf(err->message, sizeof err->message, "the input is %s, not SQL",
             what);
    snprintf(err->hint, sizeof err->hint, "Read it as SQL with: ");
    snprintf(err->hint + strlen(err->hint),
             sizeof err->hint - strlen(err->hint), todo, name);
    return true;
}

/* True when the first 64 kB of 'text' hold a NUL byte, or more than 1 %
   (and at least 8) bytes that are neither UTF-8 nor a usual blank. */
static bool
looks_binary(const char *text, size_t len)
{
    size_t n = len < 65536 ? len : 65536, bad = 0;

    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)text[i];
        size_t k;

        if (ch == 0)
            return true;
        if (ch >= 0x80) {
            if ((k = utf8_len(text + i, n - i)) == 0)
                bad++;
            else
                i += k - 1;
        } else if (ch < 0x20 && ch != '\t' && ch != '\n' && ch != '\r'
                   && ch != '\f' && ch != '\v') {
            bad++;
        }
    }
    return bad >= 8 && bad * 100 > n;
}

int
cli_process(cli *c, qprop_ctx *ctx, const char *name, const char *text,
            size_t len)
{
    qprop_input *in;
    qprop_error err;
    qprop_status st;
    int cap;

    /* psql ignores a UTF-8 byte-order mark; so do we (positions are
       counted from after it, as an editor shows them) */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        len -= 3;
    }
    memset(&err, 0, sizeof err);
    c->scan_at = 0;
    c->scan_line = 1;
    c->file_errors = 0;
    if (is_archive(name, text, len, &err)) {
        print_failure(c, name, text, len, &err, 0, 1);
        return 0;
    }
    c->binary = looks_binary(text, len);
    cap = c->max_errors ? c->max_errors : c->binary ? 5 : 0;
    if (qprop_input_open(ctx, text, len, &in, &err) != QPROP_OK) {
        report(c, name, text, len, &err);
        return 2;
    }
    if (c->trace) {
        int from_header;
        int v = qprop_input_pg_version(in, &from_header);

        fprintf(c->err, "%s: read as PostgreSQL %d (%s)\n", name, v,
                from_header ? "its pg_dump header"
                : c->pg_version ? c->pg_version_from
                                : "the newest qprop reads");
    }
    for (;;) {
        qprop_stmt *s;
        int line, col;
        const char *warn;

        c->t0 = now_ms();
        st = qprop_input_next(in, &s, &err);
        if (st == QPROP_DONE)
            break;
        if (st != QPROP_OK) {
            int at = 0, is_query = failed_stmt(c, text, len, err.offset, &at);

            if (is_query > 0 && !c->route)
                c->query_no++;
            print_failure(c, name, text, len, &err,
                          is_query > 0 && !c->route ? c->query_no : 0, at);
            if (st == QPROP_ENOMEM)
                break;
            if (cap && c->file_errors >= cap)
                break;
            continue;
        }
        warn = qprop_stmt_warning(s, &line, &col);
        if (warn) {
            count_skip(c, warn);
            if (c->verbose && !c->quiet)
                fprintf(c->err, "%s:%d:%d: warning: %s\n", name, line, col,
                        warn);
        }
        if (qprop_stmt_kind_of(s) == QPROP_STMT_QUERY && !c->route)
            print_query(c, name, text, len, s);
        qprop_stmt_free(s);
        if (cap && c->file_errors >= cap)
            break;
    }
    if (cap && c->file_errors >= cap && st != QPROP_DONE) {
        if (c->binary && !c->max_errors)
            fprintf(c->err, "%s: error: stopped after %d errors: the input "
                    "does not look like SQL text (--max-errors=N reads on)\n",
                    name, cap);
        else
            fprintf(c->err, "%s: error: stopped after %d errors "
                    "(--max-errors=%d)\n", name, cap, cap);
    }
    qprop_input_close(in);
    if (c->doc_open) {
        fputs(qprop_format_doc(c->format, QPROP_DOC_END), c->out);
        c->doc_open = 0;
    }
    return 0;
}

/*
 * --route: route each row of standard input (tab-separated key values in
 * key order, \N for NULL) through 'c->route'; print the leaf, '-' for no
 * partition, or "error: MESSAGE" (and set the exit status).
 */
/*
 * The SQL name at 'p' as a query reads it into 'out': an unquoted part
 * folded to lower case, a "quoted" part as written ("" for a quote);
 * with qualifiers (schema.table) as written, '.' between the parts.  Stops
 * at an unquoted 'stop' character or ','; returns where it stopped.
 */
static const char *
sql_name(const char *p, char stop, char *out, size_t cap)
{
    size_t n = 0;

    while (*p && *p != stop && *p != ',') {
        if (*p == '.') { /* a qualifier ends */
            if (n + 1 < cap)
                out[n++] = '.';
            p++;
        } else if (*p == '"') {
            for (p++; *p; p++) {
                if (*p == '"') {
                    if (p[1] != '"')
                        break;
                    p++;
                }
                if (n + 1 < cap)
                    out[n++] = *p;
            }
            if (*p)
                p++;
        } else {
            char ch = *p++;

            if (ch >= 'A' && ch <= 'Z')
                ch = (char)(ch - 'A' + 'a');
            if (n + 1 < cap && ch != ' ')
                out[n++] = ch;
        }
    }
    out[n] = '\0';
    return p;
}

static int
route_rows(cli *c, qprop_ctx *ctx)
{
    char line[65536], table[256], cols[64][256];
    const char *names[64];
    const char *at = sql_name(c->route, ':', table, sizeof table);
    int colon = *at == ':';
    int ncols = 0;

    if (colon)
        for (at++; *at && ncols < 64; ncols++) {
            at = sql_name(at, ',', cols[ncols], sizeof cols[ncols]);
            names[ncols] = cols[ncols];
            if (*at == ',')
                at++;
        }
    while (fgets(line, sizeof line, stdin)) {
        const char *vals[64];
        const char *leaf;
        qprop_error err;
        char *p = line;
        int n = 0;

        line[strcspn(line, "\r\n")] = '\0';
        for (;;) {
            char *tab = strchr(p, '\t');

            if (tab)
                *tab = '\0';
            if (n < 64)
                vals[n++] = strcmp(p, "\\N") == 0 ? NULL : p;
            if (!tab)
                break;
            p = tab + 1;
        }
        memset(&err, 0, sizeof err);
        if (colon && n != ncols) {
            fprintf(c->out, "error: %d values for %d columns\n", n, ncols);
            c->status = 1;
            continue;
        }
        if (qprop_route(ctx, table, n, colon ? names : NULL, vals, &leaf,
                        &err) != QPROP_OK) {
            fprintf(c->out, "error: %s\n", err.message);
            c->status = 1;
        } else {
            fprintf(c->out, "%s\n", leaf ? leaf : "-");
        }
    }
    fflush(c->out);
    return ferror(stdin) ? 2 : 0;
}

static int
list_rules(FILE *f)
{
    for (int i = 0; i < qprop_rule_count(); i++) {
        const char *name, *doc;
        int on;

        qprop_rule_info(i, &name, &doc, &on);
        fprintf(f, "%-20s %s%s\n", name, doc, on ? "" : " (off by default)");
    }
    return 0;
}

/* Append 'v' to the comma-separated list '*acc' (malloc'd). */
static int
append_names(char **acc, const char *v)
{
    size_t n = *acc ? strlen(*acc) : 0;
    char *p = realloc(*acc, n + strlen(v) + 2);

    if (!p)
        return -1;
    if (n)
        p[n++] = ',';
    strcpy(p + n, v);
    *acc = p;
    return 0;
}

/* True when 'path' is a folder holding a toc.dat: pg_dump -Fd's output. */
static bool
is_dump_dir(const char *path)
{
    struct stat st;
    char toc[4096];

    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
        return false;
    if (snprintf(toc, sizeof toc, "%s/toc.dat", path) >= (int)sizeof toc)
        return false;
    return stat(toc, &st) == 0;
}

int
cli_run_file(cli *c, qprop_ctx *ctx, const char *path)
{
    FILE *f;
    char *text;
    size_t len = 0;
    const char *name = path;
    int rc;

    if (strcmp(path, "-") == 0) {
        f = stdin;
        name = "<stdin>";
    } else if (is_dump_dir(path)) {
        fprintf(c->err, "%s: error: the input is a pg_dump directory-format "
                "archive, not SQL\nHINT:  Read it as SQL with: pg_restore "
                "-f - %s | qprop ...\n", path, path);
        c->status = 1;
        return 0;
    } else if (!(f = fopen(path, "rb"))) {
        fprintf(c->err, "qprop: %s: %s\n", path, strerror(errno));
        return 2;
    }
    text = cli_slurp(f, &len);
    if (!text) {
        fprintf(c->err, "qprop: %s: %s\n", name, strerror(errno));
        if (f != stdin)
            fclose(f);
        return 2;
    }
    if (f != stdin)
        fclose(f);
    rc = cli_process(c, ctx, name, text, len);
    fflush(c->out);
    free(text);
    return rc;
}

/* ---- skipped statements ---- */

/* Count the statement that 'warning' ("skipped WHAT: ...") reports. */
static void
count_skip(cli *c, const char *warning)
{
    const char *what = warning, *end;
    size_t n;
    int i;

    if (strncmp(what, "skipped ", 8) == 0)
        what += 8;
    end = strchr(what, ':');
    n = end ? (size_t)(end - what) : strlen(what);
    if (n >= sizeof c->skips[0].what)
        n = sizeof c->skips[0].what - 1;
    c->n_skipped++;
    for (i = 0; i < c->n_skips; i++)
        if (strlen(c->skips[i].what) == n
            && memcmp(c->skips[i].what, what, n) == 0)
            break;
    if (i == c->n_skips) {
        if (i == CLI_MAX_SKIPS) /* the last entry takes the rest */
            i = CLI_MAX_SKIPS - 1;
        else {
            memcpy(c->skips[i].what, what, n);
            c->skips[i].what[n] = '\0';
            c->n_skips++;
        }
    }
    c->skips[i].n++;
}

static int
skip_order(const void *x, const void *y)
{
    const cli_skip *a = x, *b = y;

    if (a->n != b->n)
        return a->n > b->n ? -1 : 1;
    return strcmp(a->what, b->what);
}

void
cli_print_skips(cli *c)
{
    if (c->n_skipped == 0 || c->quiet || c->verbose)
        return; /* --verbose printed each one */
    qsort(c->skips, (size_t)c->n_skips, sizeof c->skips[0], skip_order);
    fprintf(c->err, "qprop: skipped %d statement%s qprop does not model:",
            c->n_skipped, c->n_skipped == 1 ? "" : "s");
    for (int i = 0; i < c->n_skips; i++)
        fprintf(c->err, "%s %s %d", i ? "," : "", c->skips[i].what,
                c->skips[i].n);
    fputs(" (--verbose lists them)\n", c->err);
}

void
cli_free(cli *c)
{
    free(c->disabled);
    free(c->enabled);
    c->disabled = c->enabled = NULL;
}

/* ---- options ---- */

static int
set_format(cli *c, const char *fmt)
{
    static const struct {
        const char *name;
        qprop_format format;
    } formats[] = {
        { "text", QPROP_FORMAT_TEXT }, { "json", QPROP_FORMAT_JSON },
        { "sql", QPROP_FORMAT_SQL },   { "dot", QPROP_FORMAT_DOT },
        { "html", QPROP_FORMAT_HTML },
    };

    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (strcmp(fmt, formats[i].name) == 0) {
            c->format = formats[i].format;
            return 0;
        }
    fprintf(c->err, "qprop: unknown format '%s' (text, json, sql, dot or "
            "html)\n", fmt);
    return 2;
}

/* --pg-version=N or QPROP_PG_VERSION=N ('what'): 0, or -1 with a message. */
static int
set_pg_version(cli *c, const char *what, const char *value)
{
    char *end;
    long v = strtol(value, &end, 10);

    if (!*value || *end || v < QPROP_PG_VERSION_OLDEST
        || v > QPROP_PG_VERSION_NEWEST) {
        fprintf(c->err, "qprop: %s needs a PostgreSQL major version from %d "
                "to %d, not '%s'\n", what, QPROP_PG_VERSION_OLDEST,
                QPROP_PG_VERSION_NEWEST, value);
        return -1;
    }
    c->pg_version = (int)v;
    c->pg_version_from = what;
    return 0;
}

int
cli_option(cli *c, int argc, char **argv, int *i)
{
    const char *a = argv[*i];

    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
        usage(c->out);
        return 1;
    }
    if (strcmp(a, "-V") == 0 || strcmp(a, "--version") == 0) {
        fprintf(c->out, "qprop %s\n", qprop_version());
        return 1;
    }
    if (strcmp(a, "--list-rules") == 0 || strcmp(a, "--rules") == 0) {
        list_rules(c->out);
        return 1;
    }
    if (strcmp(a, "--no-rewrite") == 0)
        c->no_rewrite = 1;
    else if (strcmp(a, "--before") == 0)
        c->before = 1;
    else if (strcmp(a, "--trace") == 0)
        c->trace = 1;
    else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0)
        c->verbose = 1;
    else if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0)
        c->quiet = 1;
    else if (strcmp(a, "--no-source") == 0)
        c->no_source = 1;
    else if (strncmp(a, "--max-errors=", 13) == 0) {
        char *end;
        long n = strtol(a + 13, &end, 10);

        if (!a[13] || *end || n < 0 || n > INT_MAX) {
            fprintf(c->err, "qprop: --max-errors needs a whole number of 0 "
                    "or more, not '%s'\n", a + 13);
            return 2;
        }
        c->max_errors = (int)n;
    }
    else if (strcmp(a, "--sql-partitions=parents") == 0)
        c->sql_flags &= ~(unsigned)QPROP_PRINT_SQL_LEAVES;
    else if (strcmp(a, "--sql-partitions=leaves") == 0)
        c->sql_flags |= QPROP_PRINT_SQL_LEAVES;
    else if (strcmp(a, "--partitions=all") == 0)
        c->partitions = 1;
    else if (strcmp(a, "--partitions=kept") == 0)
        c->partitions = 2;
    else if (strcmp(a, "--no-runtime-bounds") == 0)
        c->sql_flags |= QPROP_PRINT_SQL_NO_BOUNDS;
    else if (strcmp(a, "--bound-key-sets") == 0)
        c->bound_key_sets = 1;
    else if (strcmp(a, "--sql-derived=all") == 0)
        c->sql_flags |= QPROP_PRINT_SQL_ALL_DERIVED;
    else if (strcmp(a, "--sql-derived=needed") == 0)
        c->sql_flags &= ~(unsigned)QPROP_PRINT_SQL_ALL_DERIVED;
    else if (strncmp(a, "--route=", 8) == 0 && a[8])
        c->route = a + 8;
    else if (strncmp(a, "--pg-version=", 13) == 0) {
        if (set_pg_version(c, "--pg-version", a + 13) != 0)
            return 2;
    }
    else if (strncmp(a, "--timezone=", 11) == 0 && a[11])
        c->timezone = a + 11;
    else if (strncmp(a, "--disable-rule=", 15) == 0) {
        if (append_names(&c->disabled, a + 15) < 0)
            return 2;
    } else if (strncmp(a, "--enable-rule=", 14) == 0) {
        if (append_names(&c->enabled, a + 14) < 0)
            return 2;
    } else if (strncmp(a, "--stats", 7) == 0 || strncmp(a, "--colo", 6) == 0) {
        int r = convenience_option(c, a);

        if (r < 0)
            return 2;
        if (r == 0) {
            fprintf(c->err, "qprop: unknown option '%s'\n", a);
            return 2;
        }
    } else if (strncmp(a, "--format=", 9) == 0)
        return set_format(c, a + 9);
    else if (strcmp(a, "-f") == 0 || strcmp(a, "--format") == 0) {
        if (*i + 1 >= argc) {
            fprintf(c->err, "qprop: option %s needs a value\n", a);
            return 2;
        }
        return set_format(c, argv[++*i]);
    } else {
        fprintf(c->err, "qprop: unknown option '%s'\n", a);
        fputs("Try 'qprop --help' for more information.\n", c->err);
        return 2;
    }
    return 0;
}

qprop_ctx *
cli_context(cli *c)
{
    qprop_options opts;
    qprop_error err;
    qprop_ctx *ctx;

    memset(&opts, 0, sizeof opts);
    memset(&err, 0, sizeof err);
    if (c->pg_version == 0 && getenv("QPROP_PG_VERSION")
        && *getenv("QPROP_PG_VERSION")
        && set_pg_version(c, "QPROP_PG_VERSION", getenv("QPROP_PG_VERSION"))
               != 0)
        return NULL;
    opts.size = sizeof opts;
    opts.disabled_rules = c->disabled;
    opts.enabled_rules = c->enabled;
    opts.trace = c->trace || c->stats; /* --stats counts rule applications */
    opts.timezone = c->timezone;
    opts.pg_version = c->pg_version;
    opts.bound_key_sets = c->bound_key_sets;
    if (qprop_ctx_create(&opts, &ctx, &err) != QPROP_OK) {
        fprintf(c->err, "qprop: %s\n", err.message);
        if (err.code == QPROP_ESEMANTIC && !strstr(err.message, "TimeZone"))
            fputs("Try 'qprop --list-rules' for the rule names.\n", c->err);
        return NULL;
    }
    return ctx;
}

int
main(int argc, char **argv)
{
    cli c = { .format = QPROP_FORMAT_TEXT };
    qprop_ctx *ctx;
    int nfiles = 0, rc = 0;
    int opts_done = 0;

    c.out = stdout;
    c.err = stderr;
    if (argc > 1 && strcmp(argv[1], "regress") == 0)
        return cli_regress(argc - 1, argv + 1);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];

        if (opts_done || a[0] != '-' || strcmp(a, "-") == 0) {
            nfiles++;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            opts_done = 1;
            continue;
        }
        rc = cli_option(&c, argc, argv, &i);
        if (rc) {
            cli_free(&c);
            return rc == 1 ? 0 : 2;
        }
    }
    ctx = cli_context(&c);
    if (!ctx) {
        cli_free(&c);
        return 2;
    }
    opts_done = 0;
    for (int i = 1; i < argc && rc != 2; i++) {
        const char *a = argv[i];

        if (!opts_done && strcmp(a, "--") == 0) {
            opts_done = 1;
            continue;
        }
        if (!opts_done && a[0] == '-' && strcmp(a, "-") != 0) {
            if (strcmp(a, "-f") == 0 || strcmp(a, "--format") == 0)
                i++;
            continue;
        }
        rc = cli_run_file(&c, ctx, a);
    }
    if (nfiles == 0 && !c.route)
        rc = cli_run_file(&c, ctx, "-");
    if (c.route && rc != 2)
        rc = route_rows(&c, ctx);
    if (c.stats)
        print_total_stats(&c);
    cli_print_skips(&c);
    qprop_ctx_free(ctx);
    cli_free(&c);
    if (rc == 2)
        return 2;
    return c.status;
}
