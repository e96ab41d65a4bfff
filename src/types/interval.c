/* SPDX-License-Identifier: MIT */
/*
 * src/types/interval.c — intervals
 *
 * Input as PostgreSQL's interval_in reads its "postgres" style ("1 year 2
 * mons", "3 days 04:05:06.5", "@ 1 hour ago", "1-2" year-month), with an
 * SQL field qualifier (INTERVAL '90' DAY) when one is given; output as
 * PostgreSQL's default IntervalStyle writes it; and comparison as
 * interval_cmp does (a month counts 30 days, a day 24 hours).  An interval
 * is held as months, days and microseconds, each exact.  ISO 8601 input
 * is refused as unsupported.  Pure functions.
 */
#include "types/types_int.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#include "ast/ast.h"

enum iv_unit {
    IU_NONE, IU_USEC, IU_MSEC, IU_SECOND, IU_MINUTE, IU_HOUR, IU_DAY,
    IU_WEEK, IU_MONTH, IU_YEAR, IU_DECADE, IU_CENTURY, IU_MILLENNIUM
};

static const struct {
    const char *word;
    enum iv_unit unit;
} iv_units[] = {
    {"c", IU_CENTURY}, {"cent", IU_CENTURY}, {"centuries", IU_CENTURY},
    {"century", IU_CENTURY},
    {"d", IU_DAY}, {"day", IU_DAY}, {"days", IU_DAY},
    {"dec", IU_DECADE}, {"decade", IU_DECADE}, {"decades", IU_DECADE},
    {"decs", IU_DECADE},
    {"h", IU_HOUR}, {"hour", IU_HOUR}, {"hours", IU_HOUR}, {"hr", IU_HOUR},
    {"hrs", IU_HOUR},
    {"m", IU_MINUTE}, {"microsecon", IU_USEC}, {"microsecond", IU_USEC},
    {"microseconds", IU_USEC},
    {"mil", IU_MILLENNIUM}, {"millennia", IU_MILLENNIUM},
    {"millennium", IU_MILLENNIUM}, {"millisecon", IU_MSEC},
    {"millisecond", IU_MSEC}, {"milliseconds", IU_MSEC},
    {"mils", IU_MILLENNIUM}, {"min", IU_MINUTE}, {"mins", IU_MINUTE},
    {"minute", IU_MINUTE}, {"minutes", IU_MINUTE},
    {"mon", IU_MONTH}, {"mons", IU_MONTH}, {"month", IU_MONTH},
    {"months", IU_MONTH}, {"ms", IU_MSEC}, {"msec", IU_MSEC},
    {"msecond", IU_MSEC}, {"mseconds", IU_MSEC}, {"msecs", IU_MSEC},
    {"s", IU_SECOND}, {"sec", IU_SECOND}, {"second", IU_SECOND},
    {"seconds", IU_SECOND}, {"secs", IU_SECOND},
    {"us", IU_USEC}, {"usec", IU_USEC}, {"usecond", IU_USEC},
    {"useconds", IU_USEC}, {"usecs", IU_USEC},
    {"w", IU_WEEK}, {"week", IU_WEEK}, {"weeks", IU_WEEK},
    {"y", IU_YEAR}, {"year", IU_YEAR}, {"years", IU_YEAR}, {"yr", IU_YEAR},
    {"yrs", IU_YEAR},
};

static enum iv_unit
iv_unit_lookup(const char *w, size_t n)
{
    char buf[16];

    if (n >= sizeof buf)
        return IU_NONE;
    for (size_t i = 0; i < n; i++)
        buf[i] = (char)tolower((unsigned char)w[i]);
    buf[n] = '\0';
    for (size_t i = 0; i < sizeof iv_units / sizeof iv_units[0]; i++)
        if (strcmp(iv_units[i].word, buf) == 0)
            return iv_units[i].unit;
    return IU_NONE;
}

typedef struct iv_acc {
    int64_t months, days, usecs;
    bool overflow;
} iv_acc;

static void
acc_add(iv_acc *acc, int64_t *field, int64_t v)
{
    if (__builtin_add_overflow(*field, v, field))
        acc->overflow = true;
}

static int64_t
mul_or_flag(iv_acc *acc, int64_t x, int64_t y)
{
    int64_t r;

    if (__builtin_mul_overflow(x, y, &r)) {
        acc->overflow = true;
        return 0;
    }
    return r;
}

/* Add 'frac' (|frac| < 1 unit) of 'unit_usecs' microseconds. */
static void
acc_frac_usecs(iv_acc *acc, double frac, int64_t unit_usecs)
{
    acc_add(acc, &acc->usecs, (int64_t)rint(frac * (double)unit_usecs));
}

/* Add a fraction of 'ndays' days: whole days, the rest as time. */
static void
acc_frac_days(iv_acc *acc, double frac, int ndays)
{
    double d = frac * ndays;
    double whole = trunc(d);

    acc_add(acc, &acc->days, (int64_t)whole);
    acc_frac_usecs(acc, d - whole, USECS_PER_DAY);
}

/* Add 'ival' + 'frac' (same sign) of 'unit'. */
static void
acc_unit(iv_acc *acc, enum iv_unit unit, int64_t ival, double frac)
{
    switch (unit) {
    case IU_USEC:
        acc_add(acc, &acc->usecs, ival);
        acc_add(acc, &acc->usecs, (int64_t)rint(frac));
        break;
    case IU_MSEC:
        acc_add(acc, &acc->usecs, mul_or_flag(acc, ival, 1000));
        acc_frac_usecs(acc, frac, 1000);
        break;
    case IU_SECOND:
        acc_add(acc, &acc->usecs, mul_or_flag(acc, ival, USECS_PER_SEC));
        acc_frac_usecs(acc, frac, USECS_PER_SEC);
        break;
    case IU_MINUTE:
        acc_add(acc, &acc->usecs, mul_or_flag(acc, ival, USECS_PER_MINUTE));
        acc_frac_usecs(acc, frac, USECS_PER_MINUTE);
        break;
    case IU_HOUR:
        acc_add(acc, &acc->usecs, mul_or_flag(acc, ival, USECS_PER_HOUR));
        acc_frac_usecs(acc, frac, USECS_PER_HOUR);
        break;
    case IU_DAY:
        acc_add(acc, &acc->days, ival);
        acc_frac_usecs(acc, frac, USECS_PER_DAY);
        break;
    case IU_WEEK:
        acc_add(acc, &acc->days, mul_or_flag(acc, ival, 7));
        acc_frac_days(acc, frac, 7);
        break;
    case IU_MONTH:
        acc_add(acc, &acc->months, ival);
        acc_frac_days(acc, frac, 30);
        break;
    case IU_YEAR:
    case IU_DECADE:
    case IU_CENTURY:
    case IU_MILLENNIUM: {
        int64_t per = unit == IU_YEAR ? 12 : unit == IU_DECADE ? 120
                      : unit == IU_CENTURY ? 1200 : 12000;

        acc_add(acc, &acc->months, mul_or_flag(acc, ival, per));
        acc_add(acc, &acc->months, (int64_t)rint(frac * (double)per));
        break;
    }
    case IU_NONE:
        break;
    }
}

/* Which fields a unit fills, to refuse "1 day 2 days". */
static unsigned
unit_mask(enum iv_unit u)
{
    return 1u << u;
}

/* seconds with a fraction fill milliseconds and microseconds too, and so
   does a time "hh:mm:ss" ("5.5 seconds 3 milliseconds" and "1:20:05 5
   microseconds" are refused, as PostgreSQL's DTK_ALL_SECS_M) */
#define MASK_ALL_SECS (unit_mask(IU_SECOND) | unit_mask(IU_MSEC) \
                       | unit_mask(IU_USEC))
#define MASK_TIME (unit_mask(IU_HOUR) | unit_mask(IU_MINUTE) | MASK_ALL_SECS)

/* A signed number "[+-]ddd[.ddd]" at '*pp'. */
static bool
scan_ivnum(const char **pp, bool *neg, int64_t *ival, double *frac,
           bool *overflow)
{
    const char *p = *pp;
    const char *start;
    bool any = false;

    *neg = false;
    *ival = 0;
    *frac = 0;
    if (*p == '+' || *p == '-')
        *neg = *p++ == '-';
    /* accumulate with the sign, so -9223372036854775808 fits as
       PostgreSQL's strtoi64 lets it */
    while (*p >= '0' && *p <= '9') {
        any = true;
        if (__builtin_mul_overflow(*ival, 10, ival)
            || (*neg ? __builtin_sub_overflow(*ival, *p - '0', ival)
                     : __builtin_add_overflow(*ival, *p - '0', ival)))
            *overflow = true;
        p++;
    }
    if (*p == '.' && p[1] >= '0' && p[1] <= '9') {
        start = p;
        p++;
        while (*p >= '0' && *p <= '9')
            p++;
        *frac = strtod(start, NULL);
        any = true;
    } else if (*p == '.' && any) {
        p++;
    }
    if (!any)
        return false;
    *pp = p;
    return true;
}

/* Time field "[+-]H:M[:S[.f]]" of an interval at '*pp' (sign given). */
static int
scan_ivtime(const char **pp, bool neg, bool minute_to_second, iv_acc *acc)
{
    const char *p = *pp;
    int64_t f[3] = {0, 0, 0}, fr = 0;
    int n = 0;
    int64_t v;

    for (;;) {
        int nd;

        if (!dt_read_digits(&p, 18, &f[n], &nd))
            return DT_SYNTAX;
        n++;
        if (*p == ':' && n < 3) {
            p++;
            continue;
        }
        break;
    }
    if (*p == '.') {
        p++;
        if (!dt_scan_fraction(&p, &fr))
            return DT_SYNTAX;
        if (n < 2)
            return DT_SYNTAX;
        if (n == 2) {
            /* "MM:SS.f": PostgreSQL reads a fraction as seconds */
            f[2] = f[1];
            f[1] = f[0];
            f[0] = 0;
            n = 3;
        }
    } else if (n == 2 && minute_to_second) {
        f[2] = f[1];
        f[1] = f[0];
        f[0] = 0;
        n = 3;
    }
    if (n < 2)
        return DT_SYNTAX;
    if (f[1] > 59 || f[2] > 59)
        return DT_RANGE;
    if (__builtin_mul_overflow(f[0], USECS_PER_HOUR, &v)
        || __builtin_add_overflow(v, f[1] * USECS_PER_MINUTE
                                  + f[2] * USECS_PER_SEC + fr, &v))
        return DT_RANGE;
    acc_add(acc, &acc->usecs, neg ? -v : v);
    *pp = p;
    return DT_OK;
}

/* Drop the fields below the last one of 'last' (an ast_interval_field). */
static void
iv_truncate_fields(int64_t *months, int64_t *days, int64_t *usecs, int last)
{
    switch (last) {
    case IVF_YEAR:
        *months = *months / 12 * 12;
        *days = 0;
        *usecs = 0;
        break;
    case IVF_MONTH:
        *days = 0;
        *usecs = 0;
        break;
    case IVF_DAY:
        *usecs = 0;
        break;
    case IVF_HOUR:
        *usecs = *usecs / USECS_PER_HOUR * USECS_PER_HOUR;
        break;
    case IVF_MINUTE:
        *usecs = *usecs / USECS_PER_MINUTE * USECS_PER_MINUTE;
        break;
    default:
        break;
    }
}

/*
 * True when the interval text at 'p' begins with '-' and has more fields
 * (words with a digit), none of them signed: PostgreSQL's sql_standard
 * IntervalStyle then applies the sign to every field ('-1 2:00' is minus
 * a day and two hours), its other styles to the first only (minus a day
 * plus two hours), so the value depends on the session's IntervalStyle.
 */
static bool
sign_per_style(const char *p)
{
    const char *start = p;
    int fields = 0;

    if (*p != '-')
        return false;
    while (*p) {
        const char *w = p;
        bool digit = false;

        if (w != start && (*w == '+' || *w == '-'))
            return false;
        for (; *p && !isspace((unsigned char)*p); p++)
            digit = digit || isdigit((unsigned char)*p);
        fields += digit;
        p = skip_space(p);
    }
    return fields > 1;
}

qprop_status
datum_parse_interval(arena *a, const char *str, int ivf_from, int ivf_to,
                     int loc, datum *out, qprop_error *err)
{
    const char *p = skip_space(str);
    iv_acc acc = {0, 0, 0, false};
    int last = ivf_to ? ivf_to : ivf_from;
    enum iv_unit deflt = IU_SECOND;
    unsigned seen = 0;
    bool ago = false, any = false;
    int rc = DT_OK;

    (void)a;
    switch (last) {
    case IVF_YEAR: deflt = IU_YEAR; break;
    case IVF_MONTH: deflt = IU_MONTH; break;
    case IVF_DAY: deflt = IU_DAY; break;
    case IVF_HOUR: deflt = IU_HOUR; break;
    case IVF_MINUTE: deflt = IU_MINUTE; break;
    default: deflt = IU_SECOND; break;
    }
    if (*p == '@')
        p = skip_space(p + 1);
    if ((*p == 'P' || *p == 'p') && p[1]
        && (!isalpha((unsigned char)p[1]) || p[1] == 'T' || p[1] == 't'))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "ISO 8601 interval input is not supported: \"%s\"",
                       str);
    if (sign_per_style(p))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "interval \"%s\" depends on IntervalStyle (under "
                       "sql_standard its sign applies to every field)",
                       str);
    while (*p && rc == DT_OK) {
        const char *q;

        if (isalpha((unsigned char)*p)) {
            const char *w = p;

            while (isalpha((unsigned char)*p))
                p++;
            if ((size_t)(p - w) == 3 && strncasecmp(w, "ago", 3) == 0
                && !ago && any) {
                ago = true;
                p = skip_space(p);
                continue;
            }
            rc = DT_SYNTAX;
            break;
        }
        q = p;
        if (*q == '+' || *q == '-')
            q++;
        {
            const char *r = q;

            while (*r >= '0' && *r <= '9')
                r++;
            if (r > q && *r == ':') {
                /* a time field */
                bool neg = *p == '-';

                if (seen & MASK_TIME) {
                    rc = DT_SYNTAX;
                    break;
                }
                seen |= MASK_TIME;
                rc = scan_ivtime(&q, neg,
                                 ivf_from == IVF_MINUTE
                                     && ivf_to == IVF_SECOND,
                                 &acc);
                p = skip_space(q);
                any = true;
                continue;
            }
            if (r > q && *r == '-' && r[1] >= '0' && r[1] <= '9') {
                /* year-month "[+-]Y-M" */
                int64_t yy, mm, ym;
                const char *s = q;

                if (seen & (unit_mask(IU_YEAR) | unit_mask(IU_MONTH))) {
                    rc = DT_SYNTAX;
                    break;
                }
                seen |= unit_mask(IU_YEAR) | unit_mask(IU_MONTH);
                dt_read_digits(&s, 18, &yy, NULL);
                s++;
                if (!dt_read_digits(&s, 18, &mm, NULL) || mm > 11) {
                    rc = DT_RANGE;
                    break;
                }
                ym = mul_or_flag(&acc, yy, 12) + mm;
                acc_add(&acc, &acc.months, *p == '-' ? -ym : ym);
                p = skip_space(s);
                any = true;
                continue;
            }
        }
        {
            bool neg;
            int64_t ival;
            double frac;
            enum iv_unit unit;

            if (!scan_ivnum(&p, &neg, &ival, &frac, &acc.overflow)) {
                rc = DT_SYNTAX;
                break;
            }
            p = skip_space(p);
            if (isalpha((unsigned char)*p)) {
                const char *w = p;

                while (isalpha((unsigned char)*p))
                    p++;
                unit = iv_unit_lookup(w, (size_t)(p - w));
                if (unit == IU_NONE) {
                    rc = DT_SYNTAX; /* "5 ago" too, as PostgreSQL */
                    break;
                }
            } else if (*p && *p != '+' && *p != '-'
                       && !(*p >= '0' && *p <= '9')) {
                rc = DT_SYNTAX;
                break;
            } else if (*p) {
                /* "1 02:00:00": a number before the time is days */
                const char *r = *p == '+' || *p == '-' ? p + 1 : p;

                while (*r >= '0' && *r <= '9')
                    r++;
                if (*r != ':') {
                    rc = DT_SYNTAX;
                    break;
                }
                unit = IU_DAY;
            } else {
                unit = deflt;
            }
            {
                unsigned m = unit == IU_SECOND && frac != 0 ? MASK_ALL_SECS
                                                            : unit_mask(unit);

                if (seen & m) {
                    rc = DT_SYNTAX;
                    break;
                }
                seen |= m;
            }
            if (neg)
                frac = -frac; /* ival already has its sign */
            acc_unit(&acc, unit, ival, frac);
            p = skip_space(p);
            any = true;
        }
    }
    if (rc == DT_OK && !any)
        rc = DT_SYNTAX;
    if (rc == DT_SYNTAX)
        return bad_input(err, loc, "interval", str);
    if (rc != DT_OK || acc.overflow || acc.months > INT32_MAX
        || acc.months < INT32_MIN || acc.days > INT32_MAX
        || acc.days < INT32_MIN)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "interval field value out of range: \"%s\"", str);
    if (ago && (acc.usecs == INT64_MIN || acc.months == INT32_MIN
                || acc.days == INT32_MIN))
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "interval field value out of range: \"%s\"", str);
    if (ago) {
        acc.months = -acc.months;
        acc.days = -acc.days;
        acc.usecs = -acc.usecs;
    }
    /* a field qualifier drops the fields below its last one */
    iv_truncate_fields(&acc.months, &acc.days, &acc.usecs, last);
    memset(out, 0, sizeof *out);
    out->type = type_plain(T_INTERVAL);
    out->v.iv.months = (int32_t)acc.months;
    out->v.iv.days = (int32_t)acc.days;
    out->v.iv.usecs = acc.usecs;
    return QPROP_OK;
}

/* ---- type modifier ---- */

/*
 * Apply the modifier of interval type 't' to '*d' as PostgreSQL's
 * AdjustIntervalForTypmod() does: the fields below the qualifier's last
 * one are dropped, then the time is rounded to t.prec fractional digits
 * (half away from zero).  Exact: qprop models interval modifiers.
 */
void
iv_apply_typmod(datum *d, qp_type t)
{
    int64_t months = d->v.iv.months, days = d->v.iv.days;
    int64_t usecs = d->v.iv.usecs;

    if (t.len > 0) {
        int from = t.len & 0xff, to = (t.len >> 8) & 0xff;

        iv_truncate_fields(&months, &days, &usecs, to ? to : from);
    }
    if (t.prec >= 0 && t.prec < 6) {
        uint64_t scale = 1, half, m;

        for (int i = t.prec; i < 6; i++)
            scale *= 10;
        half = scale / 2;
        /* |usecs| in unsigned arithmetic, so INT64_MIN does not overflow;
           the rounded magnitude stays within int64 because scale divides
           the bound only downwards when it would not fit */
        m = usecs < 0 ? (uint64_t)0 - (uint64_t)usecs : (uint64_t)usecs;
        m = (m + half) / scale * scale;
        if (m > (uint64_t)INT64_MAX + (usecs < 0 ? 1u : 0u))
            m -= scale; /* PostgreSQL would overflow; keep in range */
        usecs = usecs < 0 ? (int64_t)(0 - m) : (int64_t)m;
    }
    d->v.iv.months = (int32_t)months;
    d->v.iv.days = (int32_t)days;
    d->v.iv.usecs = usecs;
    d->type = t;
}

/* ---- output ---- */

void
iv_put(strbuf *sb, const datum *d)
{
    int32_t year = d->v.iv.months / 12, mon = d->v.iv.months % 12;
    int32_t mday = d->v.iv.days;
    int64_t t = d->v.iv.usecs;
    bool is_zero = true, is_before = false;
    const struct {
        int32_t v;
        const char *unit;
    } parts[] = {{year, "year"}, {mon, "mon"}, {mday, "day"}};

    for (int i = 0; i < 3; i++) {
        if (parts[i].v == 0)
            continue;
        sb_printf(sb, "%s%s%d %s%s", is_zero ? "" : " ",
                  is_before && parts[i].v > 0 ? "+" : "", (int)parts[i].v,
                  parts[i].unit, parts[i].v != 1 ? "s" : "");
        is_before = parts[i].v < 0;
        is_zero = false;
    }
    if (is_zero || t != 0) {
        bool minus = t < 0;
        uint64_t u = minus ? (uint64_t)0 - (uint64_t)t : (uint64_t)t;
        uint64_t f = u % 1000000;

        sb_printf(sb, "%s%s%02llu:%02llu:%02llu", is_zero ? "" : " ",
                  minus ? "-" : is_before ? "+" : "",
                  (unsigned long long)(u / 3600000000u),
                  (unsigned long long)(u / 60000000u % 60),
                  (unsigned long long)(u / 1000000u % 60));
        if (f) {
            char buf[8];
            int n = 6;

            snprintf(buf, sizeof buf, "%06llu", (unsigned long long)f);
            while (buf[n - 1] == '0')
                n--;
            buf[n] = '\0';
            sb_printf(sb, ".%s", buf);
        }
    }
}

/* ---- comparison ---- */

int
iv_cmp(const datum *x, const datum *y)
{
    int64_t xd = (int64_t)x->v.iv.months * 30 + x->v.iv.days;
    int64_t yd = (int64_t)y->v.iv.months * 30 + y->v.iv.days;
    int64_t xu = x->v.iv.usecs, yu = y->v.iv.usecs;

    xd += dt_floor_div(xu, USECS_PER_DAY);
    yd += dt_floor_div(yu, USECS_PER_DAY);
    xu -= dt_floor_div(xu, USECS_PER_DAY) * USECS_PER_DAY;
    yu -= dt_floor_div(yu, USECS_PER_DAY) * USECS_PER_DAY;
    if (xd != yd)
        return cmp_i64(xd, yd);
    return cmp_i64(xu, yu);
}
