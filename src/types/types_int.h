/* SPDX-License-Identifier: MIT */
/*
 * src/types/types_int.h — what the files of src/types share (private)
 *
 * The stage's public header is types.h; this one is included only by the
 * files of src/types/.  It holds PostgreSQL's date/time constants, small
 * input helpers, the working form of a numeric ('dec'), and each family's
 * functions that another file of the stage calls: datum.c dispatches to
 * the families' input, output and comparison functions, cast.c converts
 * between families.  Every function here allocates only in the arena it
 * is given, and none keeps state.
 */
#ifndef QPROP_TYPES_INT_H
#define QPROP_TYPES_INT_H

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "types/types.h"

#define USECS_PER_SEC INT64_C(1000000)
#define USECS_PER_MINUTE (60 * USECS_PER_SEC)
#define USECS_PER_HOUR (60 * USECS_PER_MINUTE)
#define USECS_PER_DAY (24 * USECS_PER_HOUR)
#define DAYS_1970_TO_2000 10957

#define DATE_NOBEGIN ((int64_t)INT32_MIN)
#define DATE_NOEND ((int64_t)INT32_MAX)
#define TS_NOBEGIN INT64_MIN
#define TS_NOEND INT64_MAX

#define MAX_DATE_YEAR 5874897
#define MAX_TS_YEAR 294276

/* ---- small helpers ---- */

static inline bool
is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v'
           || c == '\f';
}

static inline const char *
skip_space(const char *p)
{
    while (is_space(*p))
        p++;
    return p;
}

/* True when 's' (after leading blanks) is 'word' in any case, followed only
   by blanks. */
static inline bool
is_word(const char *s, const char *word)
{
    size_t n = strlen(word);

    s = skip_space(s);
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != word[i])
            return false;
    return *skip_space(s + n) == '\0';
}

static inline qprop_status
bad_input(qprop_error *err, int loc, const char *tname, const char *str)
{
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "invalid input syntax for type %s: \"%s\"", tname, str);
}

static inline qprop_status
oom(qprop_error *err)
{
    return ERR_OOM(err);
}

static inline int
cmp_i64(int64_t x, int64_t y)
{
    return x < y ? -1 : x > y;
}

/* ---- type names (typename.c) ---- */

/* PostgreSQL's name of 'id' without modifiers, as in messages
   ("integer", "character varying").  A static string; cannot fail. */
const char *type_base_name(qp_typeid id);

/* ---- integers, numerics, floats (numeric.c) ---- */

/*
 * A decimal in the making: value = (neg ? -1 : 1) * dig * 10^-scale, where
 * 'dig' holds 'ndig' digits without leading zeros (ndig == 0 for zero) and
 * scale >= 0.  'dig' has room for 'cap' digits.
 */
typedef struct dec {
    bool neg;
    char *dig;
    int ndig;
    int scale;
    int cap;
} dec;

/* Parse a decimal integer 's' with optional blanks and sign into '*out'.
   Returns 0 on success, 1 on bad syntax, 2 when it does not fit in
   int64. */
int int_parse(const char *s, int64_t *out);
/* True when 'v' fits in integer type 'id'. */
bool int_fits(qp_typeid id, int64_t v);
/* Fill 'err' with "<type> out of range" at 'loc'; returns its code. */
qprop_status int_range_error(qprop_error *err, int loc, qp_typeid id);

/* Parse numeric input 's' into 'd', digits in 'a'.  Returns 0, 1 for bad
   syntax, 2 for NaN or infinity, 3 on OOM. */
int dec_parse(arena *a, const char *s, dec *d);
/* Round 'd' to 's' digits after the point (half away from zero).  False
   on OOM. */
bool dec_round(arena *a, dec *d, int s);
/* The normalised text of 'd' in 'a'; NULL on OOM. */
char *dec_format(arena *a, const dec *d);
/* Apply numeric(prec, scale) of 't' to 'd': round, then check the integer
   digits ("numeric field overflow" at 'loc'). */
qprop_status dec_typmod(arena *a, dec *d, qp_type t, int loc,
                        qprop_error *err);
/* Read 'str' as a numeric of type 't' into 'out->v.s' (in 'a').  Returns
   QPROP_OK or PostgreSQL's error at 'loc'. */
qprop_status num_parse(arena *a, qp_type t, const char *str, int loc,
                       datum *out, qprop_error *err);
/* Read 'str' as a float of type 'id' (T_FLOAT4 or T_FLOAT8) into '*out'.
   Returns QPROP_OK or PostgreSQL's error at 'loc'. */
qprop_status float_parse(qp_typeid id, const char *str, int loc,
                         double *out, qprop_error *err);
/* PostgreSQL's output of 'v' as a real ('is_f4') or double, in 'a'; NULL
   on OOM. */
char *float_out(arena *a, double v, bool is_f4);
/* Exact comparison of two non-NULL values of category TC_NUMERIC (any mix
   of integers, numerics and floats).  <0, 0, >0. */
int num_cmp(const datum *x, const datum *y);

/* ---- dates, times, timestamps (datetime.c) ---- */

/* Results of the date/time scanners. */
enum { DT_OK = 0, DT_SYNTAX, DT_RANGE, DT_UNSUPPORTED };

/* The proleptic Gregorian date 'z' days after 1970-01-01. */
void dt_civil_from_days(int64_t z, int64_t *y, int *m, int *d);
/* 'x' / 'y' rounded towards minus infinity. */
int64_t dt_floor_div(int64_t x, int64_t y);
/* Read 1..'maxd' digits at '*pp' into '*out' ('*nd' their count; 'nd'
   may be NULL), advancing '*pp'.  False when there is no digit. */
bool dt_read_digits(const char **pp, int maxd, int64_t *out, int *nd);
/* Fraction digits at '*pp' (the '.' already consumed) rounded to
   microseconds into '*usec', advancing '*pp'.  False when there is no
   digit. */
bool dt_scan_fraction(const char **pp, int64_t *usec);
/* Round microseconds 'v' to 'prec' fractional digits (prec < 0: none). */
int64_t dt_round_usecs(int64_t v, int prec);
/* Read 'str' as a date (days since 2000-01-01) into '*out'.  Returns
   QPROP_OK or PostgreSQL's error at 'loc'. */
qprop_status dt_parse_date(const char *str, int loc, int64_t *out,
                           qprop_error *err);
/* Read 'str' as a timestamp of type 'ty' (microseconds since 2000-01-01,
   UTC for T_TIMESTAMPTZ) into '*out'; a T_TIMESTAMPTZ written without an
   offset is local time in 'tz' (NULL: refused as depending on the session
   time zone).  Errors as dt_parse_date(). */
qprop_status dt_parse_timestamp(qp_type ty, const char *str, const qp_tz *tz,
                                int loc, int64_t *out, qprop_error *err);
/* Read 'str' as a time of day of type 'ty' (microseconds) into '*out'.
   Errors as dt_parse_date(). */
qprop_status dt_parse_time(qp_type ty, const char *str, int loc,
                           int64_t *out, qprop_error *err);
/* Append the time of day 't' (microseconds) as "HH:MM:SS[.ffffff]". */
void dt_put_time(strbuf *sb, int64_t t);
/* Append the date 'days' as "YYYY-MM-DD" (the year of a BC date counted
   from 1 BC; see dt_is_bc()). */
void dt_put_date(strbuf *sb, int64_t days);
/* True when the day 'days' (since 2000-01-01) is before the year 1. */
bool dt_is_bc(int64_t days);
/* Compare two non-NULL dates or timestamps (in any mix).  <0, 0, >0. */
int dt_cmp(const datum *x, const datum *y);

/* ---- intervals (interval.c) ---- */

/* Append the non-NULL interval 'd' as PostgreSQL's output writes it. */
void iv_put(strbuf *sb, const datum *d);
/* Apply interval type 't''s field qualifier and precision to '*d'. */
void iv_apply_typmod(datum *d, qp_type t);
/* Compare two non-NULL intervals as interval_cmp does.  <0, 0, >0. */
int iv_cmp(const datum *x, const datum *y);

/* ---- text (text.c) ---- */

/* Apply the char(n)/varchar(n) modifier of 't' to 's' into '*out' ('s'
   itself when nothing changes, else a copy in 'a').  Returns QPROP_OK,
   or "value too long for type ..." at 'loc' (never when 'is_explicit'),
   or QPROP_ENOMEM. */
qprop_status str_typmod(arena *a, qp_type t, const char *s, bool is_explicit,
                        int loc, const char **out, qprop_error *err);
/* Compare two non-NULL values of category TC_STRING (or unknown literals)
   as PostgreSQL does.  <0, 0, >0. */
int str_cmp(const datum *x, const datum *y);

#endif
