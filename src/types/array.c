/* SPDX-License-Identifier: MIT */
/*
 * src/types/array.c — array literals ('{1,2,NULL}')
 *
 * An array constant written as text is read the way PostgreSQL's array_in
 * reads it: an optional dimension decoration ("[0:2]="), then braces
 * nested once per dimension with sub-arrays of matching lengths, elements
 * separated by commas, quoted with double quotes or unquoted with
 * surrounding blanks dropped, a backslash quoting the next character, and
 * an unquoted NULL (any case) for a NULL element.  Each element is read by
 * its type's input (datum_parse()) and cast to the element type with its
 * modifier, as PostgreSQL's explicit cast to an array type does.  qprop
 * keeps the literal as written; reading it checks it (so qprop rejects
 * what PostgreSQL rejects) and gives the elements to the rules.
 */
#include <string.h>
#include <strings.h>

#include "base/strbuf.h"
#include "types/types.h"
#include "types/types_int.h"

#define ARRAY_MAXDIM 6

typedef struct arr_reader {
    arena *a;
    const char *str;       /* the whole literal, for messages */
    const char *p;         /* reading position */
    qp_type elem;
    const qp_tz *tz; /* session time zone, or NULL */
    int loc;
    qprop_error *err;
    int ndim;              /* dimensions fixed by the first element seen at
                              the deepest level; 0 until then */
    int dims[ARRAY_MAXDIM];/* length of each dimension, -1 until known */
    datum *vals;           /* the elements in order */
    int n, cap;
} arr_reader;

static qprop_status
malformed(arr_reader *r, const char *detail)
{
    err_set(r->err, QPROP_ESEMANTIC, r->loc, "malformed array literal: \"%s\"",
            r->str);
    if (detail)
        err_detail(r->err, "%s", detail);
    return QPROP_ESEMANTIC;
}

static bool
is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v'
           || c == '\f';
}

static void
skip_blanks(arr_reader *r)
{
    while (is_blank(*r->p))
        r->p++;
}

static qprop_status
add_value(arr_reader *r, const char *text, bool is_null)
{
    datum v, w;

    if (r->n == r->cap) {
        int cap = r->cap ? r->cap * 2 : 8;
        datum *nv = ARENA_NEWN(r->a, datum, cap);

        if (!nv)
            return err_set(r->err, QPROP_ENOMEM, r->loc, "out of memory");
        if (r->n)
            memcpy(nv, r->vals, (size_t)r->n * sizeof *nv);
        r->vals = nv;
        r->cap = cap;
    }
    if (is_null) {
        r->vals[r->n++] = datum_null(r->elem);
        return QPROP_OK;
    }
    if (datum_parse_tz(r->a, type_unmod(r->elem), text, r->tz, r->loc, &v,
                       r->err)
            != QPROP_OK
        || datum_cast_explicit(r->a, &v, r->elem, r->loc, &w, r->err)
               != QPROP_OK)
        return QPROP_ESEMANTIC;
    r->vals[r->n++] = w;
    return QPROP_OK;
}

/* One element at r->p (not a sub-array), up to ',' or '}'. */
static qprop_status
read_element(arr_reader *r)
{
    strbuf sb;
    bool quoted = false, escaped = false;
    size_t keep = 0; /* length without trailing unquoted blanks */

    sb_init(&sb, r->a);
    for (;;) {
        char c = *r->p;

        if (c == '\0')
            return malformed(r, "Unexpected end of input.");
        if (c == '\\') {
            if (!r->p[1])
                return malformed(r, "Unexpected end of input.");
            sb_putc(&sb, r->p[1]);
            r->p += 2;
            escaped = true;
            keep = sb.len;
            continue;
        }
        if (c == '"') {
            if (quoted)
                return malformed(r, "Unexpected array element.");
            quoted = true;
            r->p++;
            while (*r->p != '"') {
                if (!*r->p)
                    return malformed(r, "Unexpected end of input.");
                if (*r->p == '\\' && r->p[1])
                    r->p++;
                sb_putc(&sb, *r->p++);
            }
            r->p++;
            keep = sb.len;
            continue;
        }
        if (c == ',' || c == '}')
            break;
        if (c == '{')
            return malformed(r, "Unexpected \"{\" character.");
        if (is_blank(c) && sb.len == 0 && !quoted && !escaped) {
            r->p++;
            continue;
        }
        if (quoted && !is_blank(c))
            return malformed(r, "Incorrectly quoted array element.");
        sb_putc(&sb, c);
        if (!is_blank(c))
            keep = sb.len;
        r->p++;
    }
    if (r->a->failed)
        return err_set(r->err, QPROP_ENOMEM, r->loc, "out of memory");
    if (!quoted && !escaped && keep == 0)
        return malformed(r, *r->p == ',' ? "Unexpected \",\" character."
                                         : "Unexpected \"}\" character.");
    if (keep < sb.len) /* an empty buffer's "" is read-only */
        sb.data[keep] = '\0';
    return add_value(r, sb.data,
                     !quoted && !escaped && strcasecmp(sb.data, "null") == 0);
}

/* The sub-array of dimension 'depth' whose '{' is at r->p. */
static qprop_status
read_level(arr_reader *r, int depth)
{
    int count = 0;
    qprop_status st;

    if (depth >= ARRAY_MAXDIM)
        return err_set(r->err, QPROP_ESEMANTIC, r->loc,
                       "number of array dimensions (%d) exceeds the maximum "
                       "allowed (%d)", depth + 1, ARRAY_MAXDIM);
    r->p++; /* '{' */
    skip_blanks(r);
    if (*r->p == '}') {
        r->p++;
        /* only the whole literal may be empty */
        return depth == 0 ? QPROP_OK
                          : malformed(r, "Unexpected \"}\" character.");
    }
    for (;;) {
        skip_blanks(r);
        if (*r->p == '{') {
            if (r->ndim && r->ndim <= depth + 1)
                return malformed(r, "Unexpected \"{\" character.");
            if ((st = read_level(r, depth + 1)) != QPROP_OK)
                return st;
        } else {
            if (r->ndim == 0)
                r->ndim = depth + 1;
            else if (r->ndim != depth + 1)
                return malformed(r, "Unexpected array element.");
            if ((st = read_element(r)) != QPROP_OK)
                return st;
        }
        count++;
        skip_blanks(r);
        if (*r->p == ',') {
            r->p++;
            continue;
        }
        if (*r->p == '}') {
            r->p++;
            break;
        }
        return malformed(r, *r->p ? "Unexpected array element."
                                  : "Unexpected end of input.");
    }
    if (r->dims[depth] < 0)
        r->dims[depth] = count;
    else if (r->dims[depth] != count)
        return malformed(r, "Multidimensional arrays must have sub-arrays "
                            "with matching dimensions.");
    return QPROP_OK;
}

qprop_status
array_literal_read(arena *a, qp_type elem, const char *str,
                   const qp_tz *tz, int loc, datum **vals, int *n, bool *flat,
                   qprop_error *err)
{
    arr_reader r;
    qprop_status st;

    memset(&r, 0, sizeof r);
    r.a = a;
    r.str = str;
    r.p = str;
    r.elem = elem;
    r.tz = tz;
    r.loc = loc;
    r.err = err;
    for (int i = 0; i < ARRAY_MAXDIM; i++)
        r.dims[i] = -1;
    *flat = true;
    skip_blanks(&r);
    if (*r.p == '[') {
        /* dimension decoration: [lo:hi]...= ; the bounds are kept as
           written, only the elements are read */
        *flat = false;
        while (*r.p && *r.p != '=')
            r.p++;
        if (*r.p != '=')
            return malformed(&r, "Array value must start with \"{\" or "
                                 "dimension information.");
        r.p++;
        skip_blanks(&r);
    }
    if (*r.p != '{')
        return malformed(&r, "Array value must start with \"{\" or "
                             "dimension information.");
    if ((st = read_level(&r, 0)) != QPROP_OK)
        return st;
    skip_blanks(&r);
    if (*r.p)
        return malformed(&r, "Junk after closing right brace.");
    if (r.ndim > 1)
        *flat = false;
    *vals = r.vals;
    *n = r.n;
    return QPROP_OK;
}
