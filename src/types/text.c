/* SPDX-License-Identifier: MIT */
/*
 * src/types/text.c — text, varchar(n) and char(n)
 *
 * Text values are held as their bytes (UTF-8).  The length modifiers of
 * char(n) and varchar(n) count characters, not bytes, and are applied as
 * PostgreSQL's bpchar() and varchar() do: char(n) pads with blanks, a
 * longer value is refused unless the excess is blanks or the cast is
 * explicit.  Comparison is byte order (the "C" collation), with the
 * trailing blanks of char(n) ignored as bpchar comparison ignores them.
 * Allocates only in the caller's arena.
 */
#include "types/types_int.h"

/* Number of characters (not bytes) of the UTF-8 string 's'. */
static size_t
utf8_len(const char *s, size_t bytes)
{
    size_t n = 0;

    for (size_t i = 0; i < bytes; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            n++;
    return n;
}

/* Byte offset of the character after the first 'nchars' of 's'. */
static size_t
utf8_prefix(const char *s, size_t nchars)
{
    size_t i = 0, n = 0;

    while (s[i]) {
        if (((unsigned char)s[i] & 0xC0) != 0x80) {
            if (n == nchars)
                break;
            n++;
        }
        i++;
    }
    return i;
}

/* ---- modifiers ---- */

/*
 * Apply char(n)/varchar(n) to 's': a longer value is an error (or, when
 * 'is_explicit', truncated), unless the excess is blanks; char(n) pads.
 */
qprop_status
str_typmod(arena *a, qp_type t, const char *s, bool is_explicit, int loc,
           const char **out, qprop_error *err)
{
    size_t bytes = strlen(s);
    size_t nchars;

    if (t.len < 0 || (t.id != T_BPCHAR && t.id != T_VARCHAR)) {
        *out = s;
        return QPROP_OK;
    }
    nchars = utf8_len(s, bytes);
    if (nchars > (size_t)t.len) {
        size_t cut = utf8_prefix(s, (size_t)t.len);

        if (!is_explicit) {
            for (size_t i = cut; i < bytes; i++) {
                if (s[i] != ' ')
                    return err_set(err, QPROP_ESEMANTIC, loc,
                                   "value too long for type %s",
                                   type_name(a, t));
            }
        }
        *out = arena_strndup(a, s, cut);
        return *out ? QPROP_OK : oom(err);
    }
    if (t.id == T_BPCHAR && nchars < (size_t)t.len) {
        size_t pad = (size_t)t.len - nchars;
        char *r = arena_alloc(a, bytes + pad + 1);

        if (!r)
            return oom(err);
        memcpy(r, s, bytes);
        memset(r + bytes, ' ', pad);
        r[bytes + pad] = '\0';
        *out = r;
        return QPROP_OK;
    }
    *out = s;
    return QPROP_OK;
}

/* ---- comparison ---- */

/* Length of 's' without trailing blanks. */
static size_t
rtrim_len(const char *s)
{
    size_t n = strlen(s);

    while (n > 0 && s[n - 1] == ' ')
        n--;
    return n;
}

int
str_cmp(const datum *x, const datum *y)
{
    qp_typeid a = x->type.id, b = y->type.id;
    bool trim_x, trim_y;
    size_t xn, yn;
    int c;

    /*
     * PostgreSQL compares bpchar with bpchar, varchar or an unknown literal
     * as bpchar (both sides trimmed), and bpchar with text as text (only
     * the bpchar side trimmed, by the cast).
     */
    if (a == T_BPCHAR && b == T_TEXT) {
        trim_x = true;
        trim_y = false;
    } else if (a == T_TEXT && b == T_BPCHAR) {
        trim_x = false;
        trim_y = true;
    } else {
        trim_x = trim_y = a == T_BPCHAR || b == T_BPCHAR;
    }
    xn = trim_x ? rtrim_len(x->v.s) : strlen(x->v.s);
    yn = trim_y ? rtrim_len(y->v.s) : strlen(y->v.s);
    c = memcmp(x->v.s, y->v.s, xn < yn ? xn : yn);
    if (c)
        return c < 0 ? -1 : 1;
    return xn < yn ? -1 : xn > yn;
}
