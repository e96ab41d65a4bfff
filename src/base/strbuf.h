/* SPDX-License-Identifier: MIT */
/*
 * src/base/strbuf.h — growable string in an arena
 *
 * Printers (EXPLAIN, JSON, SQL) append to a strbuf; the final text belongs to
 * the arena.  On allocation failure the buffer stops growing and sets the
 * arena's 'failed' flag; appends after that are no-ops, so printers need only
 * check once at the end.
 */
#ifndef QPROP_STRBUF_H
#define QPROP_STRBUF_H

#include "base/arena.h"

typedef struct strbuf {
    arena *a;     /* owner of 'data' */
    char *data;   /* NUL-terminated text ("" when empty) */
    size_t len;   /* bytes used, excluding the NUL */
    size_t cap;   /* bytes allocated */
} strbuf;

void sb_init(strbuf *sb, arena *a);
void sb_putn(strbuf *sb, const char *s, size_t n);
void sb_puts(strbuf *sb, const char *s);
void sb_putc(strbuf *sb, char c);
void sb_printf(strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void sb_indent(strbuf *sb, int n);            /* n spaces */
void sb_put_sqlstr(strbuf *sb, const char *s); /* 'quoted', '' doubled;
                                                  E'..' if a backslash */
void sb_put_jsonstr(strbuf *sb, const char *s);/* "quoted", escaped */

#endif
