/* SPDX-License-Identifier: MIT */
/*
 * src/base/strbuf.c — growable string in an arena (see strbuf.h)
 */
#include "base/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>


void
sb_init(strbuf *sb, arena *a)
{
    sb->a = a;
    sb->data = "";
    sb->len = 0;
    sb->cap = 0;
}

/* The first block: enough for a short name or number; a buffer at the top
   of the arena then grows in place (arena_extend), others double. */
#define SB_MIN 64

static int
grow(strbuf *sb, size_t extra)
{
    size_t cap, need = sb->len + extra + 1;
    char *p;

    if (sb->a->failed)
        return 0;
    if (need <= sb->cap)
        return 1;
    cap = sb->cap ? sb->cap * 2 : SB_MIN;
    while (cap < need)
        cap *= 2;
    if (sb->cap && arena_extend(sb->a, sb->data, sb->cap, cap)) {
        sb->cap = cap;
        return 1;
    }
    p = arena_alloc(sb->a, cap);
    if (!p)
        return 0;
    memcpy(p, sb->data, sb->len + 1);
    sb->data = p;
    sb->cap = cap;
    return 1;
}

void
sb_putn(strbuf *sb, const char *s, size_t n)
{
    if (!grow(sb, n))
        return;
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void
sb_puts(strbuf *sb, const char *s)
{
    sb_putn(sb, s, strlen(s));
}

void
sb_putc(strbuf *sb, char c)
{
    sb_putn(sb, &c, 1);
}

void
sb_printf(strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    int n;
    char tmp[128];

    /* one formatting pass for the usual short text, two for a long one */
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n < sizeof tmp) {
        sb_putn(sb, tmp, (size_t)n);
        return;
    }
    if (n < 0 || !grow(sb, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sb->len += (size_t)n;
}

void
sb_indent(strbuf *sb, int n)
{
    while (n-- > 0)
        sb_putc(sb, ' ');
}

void
sb_put_sqlstr(strbuf *sb, const char *s)
{
    /* A backslash makes the plain form depend on the session's
       standard_conforming_strings, and a line break would split a
       statement printed as one line: E'...' escapes both (and the other
       control characters but tab), and means the same in every session. */
    bool esc = false;

    for (const char *p = s; *p && !esc; p++)
        esc = *p == '\\' || ((unsigned char)*p < 0x20 && *p != '\t');
    if (!esc) {
        sb_putc(sb, '\'');
        for (; *s; s++) {
            if (*s == '\'')
                sb_putc(sb, '\'');
            sb_putc(sb, *s);
        }
        sb_putc(sb, '\'');
        return;
    }
    sb_puts(sb, "E'");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;

        if (c == '\'')
            sb_puts(sb, "''");
        else if (c == '\\')
            sb_puts(sb, "\\\\");
        else if (c == '\n')
            sb_puts(sb, "\\n");
        else if (c == '\r')
            sb_puts(sb, "\\r");
        else if (c < 0x20 && c != '\t')
            sb_printf(sb, "\\x%02x", c);
        else
            sb_putc(sb, (char)c);
    }
    sb_putc(sb, '\'');
}

void
sb_put_jsonstr(strbuf *sb, const char *s)
{
    sb_putc(sb, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;

        switch (c) {
        case '"': sb_puts(sb, "\\\""); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\t': sb_puts(sb, "\\t"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        default:
            if (c < 0x20)
                sb_printf(sb, "\\u%04x", c);
            else
                sb_putc(sb, (char)c);
        }
    }
    sb_putc(sb, '"');
}
