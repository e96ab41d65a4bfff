/* SPDX-License-Identifier: MIT */
/*
 * src/base/error.c — filling a qprop_error (see error.h)
 */
#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void
err_clear(qprop_error *err)
{
    if (!err)
        return;
    err->code = QPROP_OK;
    err->offset = -1;
    err->line = err->column = 0;
    err->message[0] = err->detail[0] = err->hint[0] = '\0';
}

qprop_status
err_set(qprop_error *err, qprop_status code, int offset, const char *fmt, ...)
{
    va_list ap;

    if (!err || err->code != QPROP_OK)
        return err ? err->code : code;
    err->code = code;
    err->offset = offset;
    err->line = err->column = 0;
    err->detail[0] = err->hint[0] = '\0';
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return code;
}

void
err_detail(qprop_error *err, const char *fmt, ...)
{
    va_list ap;

    if (!err)
        return;
    va_start(ap, fmt);
    vsnprintf(err->detail, sizeof err->detail, fmt, ap);
    va_end(ap);
}

void
err_hint(qprop_error *err, const char *fmt, ...)
{
    va_list ap;

    if (!err)
        return;
    va_start(ap, fmt);
    vsnprintf(err->hint, sizeof err->hint, fmt, ap);
    va_end(ap);
}

void
text_locate(const char *text, size_t len, int offset, int *line, int *col)
{
    int l = 1, c = 1;

    for (size_t i = 0; i < len && (int)i < offset; i++) {
        if (text[i] == '\n') {
            l++;
            c = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            c++; /* count characters, not UTF-8 continuation bytes */
        }
    }
    *line = l;
    *col = c;
}

void
err_locate(qprop_error *err, const char *text, size_t len, int base_line)
{
    if (!err || err->offset < 0)
        return;
    text_locate(text, len, err->offset, &err->line, &err->column);
    err->line += base_line - 1;
}
