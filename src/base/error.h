/* SPDX-License-Identifier: MIT */
/*
 * src/base/error.h — filling a qprop_error
 *
 * Internal stages report failure by filling the caller's qprop_error (which
 * may be NULL) and returning its code.  The first error wins: err_set() does
 * nothing when 'err' already holds one, so a failure deep in a walk is not
 * overwritten by the callers that unwind it.  Positions are byte offsets;
 * line and column are computed at the API boundary (err_locate()).
 */
#ifndef QPROP_ERROR_H
#define QPROP_ERROR_H

#include "qprop.h"

/* Set 'err' (if not NULL and empty) and return 'code'. */
qprop_status err_set(qprop_error *err, qprop_status code, int offset,
                     const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Add a detail or hint sentence to an error already set. */
void err_detail(qprop_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void err_hint(qprop_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Clear 'err' to "no error". */
void err_clear(qprop_error *err);
/* Fill line and column of 'err' from its offset within 'text'. */
void err_locate(qprop_error *err, const char *text, size_t len, int base_line);
/* Line and 1-based column of byte 'offset' in 'text'. */
void text_locate(const char *text, size_t len, int offset, int *line, int *col);

#define ERR_OOM(err) err_set((err), QPROP_ENOMEM, -1, "out of memory")
#define ERR_INTERNAL(err, what)                                               \
    err_set((err), QPROP_EINTERNAL, -1, "internal error: %s (%s:%d)", (what), \
            __FILE__, __LINE__)

#endif
