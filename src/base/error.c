/* SPDX-License-Identifier: MIT */
/*
 * src/base/error.c — filling a qprop_error (see error.h)
 */
#include "base/error.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
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

/* 0x01 in each byte of 'w' that is '\n', 0x00 in the others. */
static uint64_t
newline_bytes(uint64_t w)
{
    const uint64_t ones = 0x0101010101010101u, low7 = 0x7f7f7f7f7f7f7f7fu;
    uint64_t x = w ^ (ones * '\n'); /* a zero byte where w has '\n' */
    uint64_t t = ((x & low7) + low7) | x; /* high bit clear: zero byte */

    return (~t & ~low7) >> 7;
}

/* Sum of the eight bytes of 'acc', each at most 255. */
static size_t
byte_sum(uint64_t acc)
{
    const uint64_t even = 0x00ff00ff00ff00ffu;
    uint64_t pairs = (acc & even) + ((acc >> 8) & even);

    return (size_t)((pairs * 0x0001000100010001u) >> 48);
}

/*
 * Callers locate each error of an input from its start, so for an input
 * with many errors this runs often: newlines are counted eight bytes at a
 * time, characters on the last line only.
 */
void
text_locate(const char *text, size_t len, int offset, int *line, int *col)
{
    size_t end = offset <= 0 ? 0 : (size_t)offset < len ? (size_t)offset : len;
    size_t i = 0, nl = 0, bol = end;
    int c = 1;

    while (i + 8 <= end) {
        uint64_t acc = 0;

        /* at most 255 words per round, so no byte of 'acc' overflows */
        for (int k = 0; k < 255 && i + 8 <= end; k++, i += 8) {
            uint64_t w;

            memcpy(&w, text + i, sizeof w);
            acc += newline_bytes(w);
        }
        nl += byte_sum(acc);
    }
    for (; i < end; i++)
        nl += text[i] == '\n';
    while (bol > 0 && text[bol - 1] != '\n')
        bol--;
    for (i = bol; i < end; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80)
            c++; /* count characters, not UTF-8 continuation bytes */
    *line = nl >= (size_t)INT_MAX ? INT_MAX : (int)nl + 1;
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
