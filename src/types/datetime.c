/* SPDX-License-Identifier: MIT */
/*
 * src/types/datetime.c — dates, times and timestamps
 *
 * Input as PostgreSQL's date_in, time_in and timestamp_in read the forms a
 * schema or a query writes (ISO dates, times with fractions, a numeric
 * zone, 'infinity', 'epoch'), with PostgreSQL's messages; forms that depend
 * on the session (DateStyle orders, zone names, 'now') are refused as
 * unsupported rather than guessed.  Dates count days and timestamps count
 * microseconds from PostgreSQL's epoch 2000-01-01; 'infinity' is INT32_MAX
 * days (dates) or INT64_MAX microseconds (timestamps), as PostgreSQL
 * stores it.  A timestamp with time zone is held in UTC; input without an
 * explicit offset is local time of the session's zone (tz.c).  Also
 * here: the output of these values, their comparison across dates and
 * timestamps, and date/timestamp + interval.  Pure functions.
 */
#include "types/types_int.h"

#include <ctype.h>
#include <stdio.h>
#include <strings.h>

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian). */
static int64_t
days_from_civil(int64_t y, int m, int d)
{
    int64_t era, yoe, doy, doe;

    y -= m <= 2;
    era = (y >= 0 ? y : y - 399) / 400;
    yoe = y - era * 400;
    doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void
dt_civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    int64_t era, doe, yoe, doy, mp;

    z += 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int
days_in_month(int64_t y, int m)
{
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

    return m == 2 && leap ? 29 : mdays[m - 1];
}

int64_t
dt_floor_div(int64_t x, int64_t y)
{
    int64_t q = x / y;

    return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}

/* Read 1..maxd digits at '*pp'. */
bool
dt_read_digits(const char **pp, int maxd, int64_t *out, int *nd)
{
    const char *p = *pp;
    int64_t v = 0;
    int n = 0;

    while (*p >= '0' && *p <= '9' && n < maxd) {
        v = v * 10 + (*p++ - '0');
        n++;
    }
    if (n == 0)
        return false;
    *pp = p;
    *out = v;
    if (nd)
        *nd = n;
    return true;
}

/* A month's name or its three-letter abbreviation ("sept" too) at '*pp':
   the month, 1 to 12, past it; 0 (nothing read) when there is none. */
static int
scan_month(const char **pp)
{
    static const char *const names[] = {
        "january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december"
    };
    const char *p = *pp;
    size_t n = 0;

    while (isalpha((unsigned char)p[n]))
        n++;
    for (int i = 0; i < 12; i++)
        if ((n == 3 || n == strlen(names[i]) || (i == 8 && n == 4))
            && strncasecmp(p, names[i], n) == 0) {
            *pp = p + n;
            return i + 1;
        }
    return 0;
}

/* The separator between the fields of a date with a month's name: blanks,
   or one '-', '/' or '.', after an optional ','.  False when none. */
static bool
skip_date_sep(const char **pp)
{
    const char *p = *pp;

    if (*p == ',')
        p++;
    if (*p == '-' || *p == '/' || *p == '.')
        p++;
    else if (*p == ' ')
        while (*p == ' ')
            p++;
    else
        return false;
    *pp = p;
    return true;
}

/* A date with a month's name at '*pp': "Jan 1 2020", "January 1, 2020",
   "1 Jan 2020", "01-Jan-2020", "2020-Jan-01" (the year has 3 or more
   digits; a two-digit one depends on the session, so it is not read). */
static int
scan_named_date(const char **pp, int64_t *y, int64_t *mm, int64_t *dd)
{
    const char *p = *pp;
    int64_t a, b;
    int na = 0, nb, mon;
    bool ymd = false;

    if ((mon = scan_month(&p))) {
        /* Mon D YYYY */
        if (!skip_date_sep(&p) || !dt_read_digits(&p, 2, &a, NULL)
            || !skip_date_sep(&p) || !dt_read_digits(&p, 9, &b, &nb))
            return DT_UNSUPPORTED;
    } else {
        /* D Mon YYYY, or YYYY Mon D when the first number has 3 digits
           or more */
        if (!dt_read_digits(&p, 9, &a, &na) || !skip_date_sep(&p)
            || !(mon = scan_month(&p)) || !skip_date_sep(&p)
            || !dt_read_digits(&p, 9, &b, &nb))
            return DT_UNSUPPORTED;
        ymd = na >= 3;
    }
    /* a day of one or two digits, a year of three or more */
    if (ymd ? nb > 2 : na > 2 || nb < 3)
        return DT_UNSUPPORTED;
    *y = ymd ? a : b;
    *dd = ymd ? b : a;
    *mm = mon;
    *pp = p;
    return DT_OK;
}

/* True when a day of the week's abbreviation begins 'p' ("Wed Jan 1
   2020"), a form qprop does not read. */
static bool
is_weekday(const char *p)
{
    static const char *const days[] = {
        "mon", "tue", "wed", "thu", "fri", "sat", "sun"
    };

    for (int i = 0; i < 7; i++)
        if (strncasecmp(p, days[i], 3) == 0)
            return true;
    return false;
}

/* "YYYY-MM-DD", "YYYYMMDD" or a date with a month's name at '*pp'. */
static int
scan_date(const char **pp, int64_t *y, int *m, int *d)
{
    const char *p = *pp;
    int64_t v, mm, dd;
    int nd;

    if (isalpha((unsigned char)*p)) {
        const char *q = p;
        int rc;

        if (!scan_month(&q))
            return is_weekday(p) ? DT_UNSUPPORTED : DT_SYNTAX;
        if ((rc = scan_named_date(&p, y, &mm, &dd)) != DT_OK)
            return rc;
        goto check;
    }
    if (isdigit((unsigned char)*p)) {
        const char *q = p;

        if (scan_named_date(&q, y, &mm, &dd) == DT_OK) {
            p = q;
            goto check;
        }
    }
    if (!dt_read_digits(&p, 9, &v, &nd))
        return DT_SYNTAX;
    if (nd == 8 && *p != '-') {
        *y = v / 10000;
        mm = v / 100 % 100;
        dd = v % 100;
    } else {
        if (*p != '-')
            return (*p == '/' || *p == '.') ? DT_UNSUPPORTED : DT_SYNTAX;
        if (nd < 3)
            return DT_UNSUPPORTED; /* two-digit years, D-M-Y orders */
        *y = v;
        p++;
        if (!dt_read_digits(&p, 2, &mm, NULL) || *p != '-')
            return DT_SYNTAX;
        p++;
        if (!dt_read_digits(&p, 2, &dd, NULL))
            return DT_SYNTAX;
    }
check:
    if (*p >= '0' && *p <= '9')
        return DT_SYNTAX;
    if (*y < 1 || mm < 1 || mm > 12 || dd < 1
        || dd > days_in_month(*y, (int)mm))
        return DT_RANGE;
    *m = (int)mm;
    *d = (int)dd;
    *pp = p;
    return DT_OK;
}

/* Fraction digits ".ffff" at '*pp' (the '.' already consumed) rounded to
   microseconds. */
bool
dt_scan_fraction(const char **pp, int64_t *usec)
{
    const char *p = *pp;
    int64_t v = 0;
    int n = 0;

    if (!(*p >= '0' && *p <= '9'))
        return false;
    while (*p >= '0' && *p <= '9') {
        if (n < 6)
            v = v * 10 + (*p - '0');
        else if (n == 6 && *p >= '5')
            v++;
        n++;
        p++;
    }
    while (n < 6) {
        v *= 10;
        n++;
    }
    *usec = v;
    *pp = p;
    return true;
}

/* "HH:MM[:SS[.ffffff]]" at '*pp' as microseconds since midnight
   (at most 24:00:00). */
static int
scan_time(const char **pp, int64_t *out)
{
    const char *p = *pp;
    int64_t h, mi, s = 0, f = 0;

    if (!dt_read_digits(&p, 2, &h, NULL) || *p != ':')
        return DT_SYNTAX;
    p++;
    if (!dt_read_digits(&p, 2, &mi, NULL))
        return DT_SYNTAX;
    if (*p == ':') {
        p++;
        if (!dt_read_digits(&p, 2, &s, NULL))
            return DT_SYNTAX;
        if (*p == '.') {
            p++;
            if (!dt_scan_fraction(&p, &f))
                return DT_SYNTAX;
        }
    }
    if (*p >= '0' && *p <= '9')
        return DT_SYNTAX;
    if (h > 24 || mi > 59 || s > 60)
        return DT_RANGE;
    *out = h * USECS_PER_HOUR + mi * USECS_PER_MINUTE + s * USECS_PER_SEC + f;
    if (*out > USECS_PER_DAY)
        return DT_RANGE;
    *pp = p;
    return DT_OK;
}

/* A zone "Z", "UTC", "GMT", "+HH", "+HH:MM", "+HHMM" at '*pp': its offset
   east of UTC in microseconds. */
static int
scan_zone(const char **pp, int64_t *off)
{
    const char *p = skip_space(*pp);
    int64_t h, mi = 0;
    int nd;
    int sign;

    if (*p == 'Z' || *p == 'z') {
        *off = 0;
        *pp = p + 1;
        return DT_OK;
    }
    if (strncasecmp(p, "utc", 3) == 0 || strncasecmp(p, "gmt", 3) == 0) {
        *off = 0;
        *pp = p + 3;
        return DT_OK;
    }
    if (*p != '+' && *p != '-')
        return isalpha((unsigned char)*p) ? DT_UNSUPPORTED : DT_SYNTAX;
    sign = *p++ == '-' ? -1 : 1;
    if (!dt_read_digits(&p, 4, &h, &nd))
        return DT_SYNTAX;
    if (nd == 4) {
        mi = h % 100;
        h /= 100;
    } else if (nd == 3) {
        return DT_SYNTAX;
    } else if (*p == ':') {
        p++;
        if (!dt_read_digits(&p, 2, &mi, NULL))
            return DT_SYNTAX;
    }
    if (h > 15 || mi > 59)
        return DT_RANGE;
    *off = sign * (h * USECS_PER_HOUR + mi * USECS_PER_MINUTE);
    *pp = p;
    return DT_OK;
}

/* Round microseconds 'v' to 'prec' fractional digits, half away from
   zero, as PostgreSQL's AdjustTimestampForTypmod does. */
int64_t
dt_round_usecs(int64_t v, int prec)
{
    int64_t scale = 1;

    if (prec < 0 || prec >= 6 || v == TS_NOBEGIN || v == TS_NOEND)
        return v;
    for (int i = prec; i < 6; i++)
        scale *= 10;
    if (v >= 0)
        return (v + scale / 2) / scale * scale;
    return -((-v + scale / 2) / scale * scale);
}

static qprop_status
dt_error(qprop_error *err, int rc, int loc, const char *tname,
         const char *str)
{
    if (rc == DT_RANGE)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "date/time field value out of range: \"%s\"", str);
    /* PostgreSQL reads many more forms than qprop ('20240331T190000Z',
       'J2460371', '2024-060', '240331'): a date or timestamp qprop cannot
       read is left to PostgreSQL (kept as written) unless it has no digit,
       where no form but the special words (read above) is left; a time of
       day's forms are few, and qprop reads them all */
    if (rc == DT_UNSUPPORTED
        || (rc == DT_SYNTAX && strpbrk(str, "0123456789")
            && (strncmp(tname, "time", 4) != 0
                || strncmp(tname, "timestamp", 9) == 0)))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "unsupported %s format: \"%s\"", tname, str);
    return bad_input(err, loc, tname, str);
}

qprop_status
dt_parse_date(const char *str, int loc, int64_t *out, qprop_error *err)
{
    const char *p = skip_space(str);
    int64_t y, t;
    int m, d, rc;

    if (is_word(p, "infinity") || is_word(p, "+infinity")) {
        *out = DATE_NOEND;
        return QPROP_OK;
    }
    if (is_word(p, "-infinity")) {
        *out = DATE_NOBEGIN;
        return QPROP_OK;
    }
    if (is_word(p, "epoch")) {
        *out = -DAYS_1970_TO_2000;
        return QPROP_OK;
    }
    if (is_word(p, "today") || is_word(p, "tomorrow")
        || is_word(p, "yesterday") || is_word(p, "now"))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "date \"%s\" depends on the current time", str);
    rc = scan_date(&p, &y, &m, &d);
    if (rc == DT_OK && (*p == ' ' || *p == 'T')) {
        /* a time of day after the date is accepted and ignored */
        const char *q = skip_space(p + 1);

        if (*q >= '0' && *q <= '9') {
            rc = scan_time(&q, &t);
            p = q;
            /* and so is a zone after the time */
            if (rc == DT_OK && *skip_space(p) && !is_word(p, "bc")
                && !is_word(p, "ad"))
                rc = scan_zone(&p, &t);
        }
    }
    if (rc == DT_OK && *skip_space(p))
        rc = is_word(p, "bc") || is_word(p, "ad") ? DT_UNSUPPORTED
                                                  : DT_SYNTAX;
    if (rc == DT_OK && y > MAX_DATE_YEAR)
        return err_set(err, QPROP_ESEMANTIC, loc, "date out of range: \"%s\"",
                       str);
    if (rc != DT_OK)
        return dt_error(err, rc, loc, "date", str);
    *out = days_from_civil(y, m, d) - DAYS_1970_TO_2000;
    return QPROP_OK;
}

qprop_status
dt_parse_timestamp(qp_type ty, const char *str, const qp_tz *tz, int loc,
                   int64_t *out, qprop_error *err)
{
    const char *tname = ty.id == T_TIMESTAMPTZ ? "timestamp with time zone"
                                               : "timestamp";
    const char *p = skip_space(str);
    int64_t y, t = 0, off = 0;
    int m, d, rc;
    bool has_zone = false;

    if (is_word(p, "infinity") || is_word(p, "+infinity")) {
        *out = TS_NOEND;
        return QPROP_OK;
    }
    if (is_word(p, "-infinity")) {
        *out = TS_NOBEGIN;
        return QPROP_OK;
    }
    if (is_word(p, "epoch")) {
        *out = -DAYS_1970_TO_2000 * USECS_PER_DAY;
        return QPROP_OK;
    }
    if (is_word(p, "now") || is_word(p, "today") || is_word(p, "tomorrow")
        || is_word(p, "yesterday"))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "%s \"%s\" depends on the current time", tname, str);
    rc = scan_date(&p, &y, &m, &d);
    if (rc == DT_OK && (*p == ' ' || *p == 'T' || *p == 't')) {
        const char *q = *p == ' ' ? skip_space(p) : p + 1;

        if (*q >= '0' && *q <= '9') {
            rc = scan_time(&q, &t);
            p = q;
        }
    }
    if (rc == DT_OK && *skip_space(p)) {
        rc = scan_zone(&p, &off);
        has_zone = true;
        if (rc == DT_OK && *skip_space(p))
            rc = DT_SYNTAX;
    }
    if (rc == DT_OK && y > MAX_TS_YEAR)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "timestamp out of range: \"%s\"", str);
    if (rc != DT_OK)
        return dt_error(err, rc, loc, tname, str);
    /* PostgreSQL ignores a zone given to a timestamp without time zone. */
    if (ty.id != T_TIMESTAMPTZ)
        off = 0;
    *out = (days_from_civil(y, m, d) - DAYS_1970_TO_2000) * USECS_PER_DAY + t
           - off;
    if (ty.id == T_TIMESTAMPTZ && !has_zone) {
        /* local time in the session's zone */
        if (!tz)
            return err_set(err, QPROP_EUNSUPPORTED, loc,
                           "%s \"%s\" depends on the session time zone",
                           tname, str);
        *out = tz_local_to_utc(tz, *out);
    }
    *out = dt_round_usecs(*out, ty.prec);
    return QPROP_OK;
}

qprop_status
dt_parse_time(qp_type ty, const char *str, int loc, int64_t *out,
              qprop_error *err)
{
    const char *p = skip_space(str);
    int64_t t;
    int rc;

    if (is_word(p, "allballs")) {
        *out = 0;
        return QPROP_OK;
    }
    if (is_word(p, "now"))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "time \"%s\" depends on the current time", str);
    {
        /* a date before the time is read and ignored */
        const char *q = p;
        int64_t y;
        int m, d;

        if (scan_date(&q, &y, &m, &d) == DT_OK && *q == ' ')
            p = skip_space(q);
    }
    rc = scan_time(&p, &t);
    if (rc == DT_OK) {
        /* "am" and "pm" after it: 12 am is midnight, no hour above 12 */
        const char *q = skip_space(p);

        if ((strncasecmp(q, "am", 2) == 0 || strncasecmp(q, "pm", 2) == 0)
            && !isalnum((unsigned char)q[2])) {
            int64_t h = t / USECS_PER_HOUR;

            if (h > 12)
                rc = DT_RANGE;
            else if (h == 12)
                t -= 12 * USECS_PER_HOUR;
            if (tolower((unsigned char)q[0]) == 'p')
                t += 12 * USECS_PER_HOUR;
            p = q + 2;
        }
    }
    if (rc == DT_OK && *skip_space(p)) {
        /* and so is a zone after it, as PostgreSQL's time input does */
        int64_t off;

        rc = scan_zone(&p, &off);
    }
    if (rc == DT_OK && *skip_space(p))
        rc = DT_SYNTAX;
    if (rc != DT_OK)
        return dt_error(err, rc, loc, "time", str);
    t = dt_round_usecs(t, ty.prec);
    if (t > USECS_PER_DAY)
        t = USECS_PER_DAY;
    *out = t;
    return QPROP_OK;
}

/* ---- output ---- */

void
dt_put_time(strbuf *sb, int64_t t)
{
    int64_t h = t / USECS_PER_HOUR;
    int64_t m = t / USECS_PER_MINUTE % 60;
    int64_t s = t / USECS_PER_SEC % 60;
    int64_t f = t % USECS_PER_SEC;

    sb_printf(sb, "%02d:%02d:%02d", (int)h, (int)m, (int)s);
    if (f) {
        char buf[8];
        int n;

        snprintf(buf, sizeof buf, "%06d", (int)f);
        n = 6;
        while (buf[n - 1] == '0')
            n--;
        buf[n] = '\0';
        sb_printf(sb, ".%s", buf);
    }
}

void
dt_put_date(strbuf *sb, int64_t days)
{
    int64_t y;
    int m, d;

    dt_civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    /* year 0 is 1 BC: the caller adds " BC" at the end (dt_is_bc) */
    sb_printf(sb, "%04lld-%02d-%02d", (long long)(y <= 0 ? 1 - y : y), m, d);
}

/* The day 'days' (since 2000-01-01) is before the year 1 (AD). */
bool
dt_is_bc(int64_t days)
{
    int64_t y;
    int m, d;

    dt_civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    return y <= 0;
}

/* ---- comparison ---- */

/* A date or timestamp as (rank, day, microsecond of the day), rank -1
   for -infinity and 1 for infinity, so that dates far beyond the
   timestamp range compare without overflow. */
static void
dt_split(const datum *d, int *rank, int64_t *day, int64_t *usec)
{
    *rank = 0;
    *day = 0;
    *usec = 0;
    if (d->type.id == T_DATE) {
        if (d->v.i == DATE_NOEND || d->v.i == DATE_NOBEGIN)
            *rank = d->v.i == DATE_NOEND ? 1 : -1;
        else
            *day = d->v.i;
        return;
    }
    if (d->v.i == TS_NOEND || d->v.i == TS_NOBEGIN) {
        *rank = d->v.i == TS_NOEND ? 1 : -1;
        return;
    }
    *day = dt_floor_div(d->v.i, USECS_PER_DAY);
    *usec = d->v.i - *day * USECS_PER_DAY;
}

int
dt_cmp(const datum *x, const datum *y)
{
    int rx, ry;
    int64_t dx, dy, ux, uy;

    dt_split(x, &rx, &dx, &ux);
    dt_split(y, &ry, &dy, &uy);
    if (rx != ry)
        return rx < ry ? -1 : 1;
    if (dx != dy)
        return cmp_i64(dx, dy);
    return cmp_i64(ux, uy);
}

/* ---- arithmetic ---- */

bool
datum_add_interval(const datum *t, const datum *iv, int sign, datum *out)
{
    int64_t ts, days, tod, y;
    int m, d;
    int64_t months, ndays, usecs;

    if (t->is_null || iv->is_null || iv->type.id != T_INTERVAL)
        return false;
    if (t->type.id == T_DATE) {
        if (t->v.i == DATE_NOBEGIN || t->v.i == DATE_NOEND)
            return false;
        ts = t->v.i * USECS_PER_DAY;
    } else if (t->type.id == T_TIMESTAMP) {
        if (t->v.i == TS_NOBEGIN || t->v.i == TS_NOEND)
            return false;
        ts = t->v.i;
    } else {
        return false;
    }
    months = (int64_t)sign * iv->v.iv.months;
    ndays = (int64_t)sign * iv->v.iv.days;
    usecs = (int64_t)sign * iv->v.iv.usecs;
    /* months first, the day clamped to the new month's length, as
       PostgreSQL's timestamp + interval does; then days; then time */
    days = dt_floor_div(ts, USECS_PER_DAY);
    tod = ts - days * USECS_PER_DAY;
    dt_civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    if (months) {
        int64_t mm = (int64_t)m - 1 + months;

        y += dt_floor_div(mm, 12);
        m = (int)(mm - dt_floor_div(mm, 12) * 12) + 1;
        if (y < -4713 || y > MAX_TS_YEAR)
            return false;
        if (d > days_in_month(y, m))
            d = days_in_month(y, m);
    }
    days = days_from_civil(y, m, d) - DAYS_1970_TO_2000 + ndays;
    if (days > (int64_t)MAX_TS_YEAR * 366 || days < -(int64_t)4714 * 366)
        return false;
    ts = days * USECS_PER_DAY + tod;
    if (__builtin_add_overflow(ts, usecs, &ts))
        return false;
    dt_civil_from_days(dt_floor_div(ts, USECS_PER_DAY) + DAYS_1970_TO_2000, &y,
                       &m, &d);
    if (y < -4713 || y > MAX_TS_YEAR)
        return false;
    *out = *t;
    out->type = type_plain(T_TIMESTAMP);
    out->is_null = false;
    out->v.i = ts;
    return true;
}

/* ---- monotone functions of a timestamp: bounds on their argument ---- */

/* The start of the unit 'unit' holding the finite timestamp 'ts' and of
   the next one (date_trunc on a timestamp without time zone).  False for
   a unit not modelled, or near the ends of the range. */
static bool
trunc_span(const char *unit, int64_t ts, int64_t *start, int64_t *next)
{
    int64_t day = dt_floor_div(ts, USECS_PER_DAY), y, sd;
    int m, d, months;

    if (ts == TS_NOBEGIN || ts == TS_NOEND
        || day < -(int64_t)(MAX_TS_YEAR - 2) * 365
        || day > (int64_t)(MAX_TS_YEAR - 2000 - 2) * 365)
        return false;
    if (strcmp(unit, "second") == 0 || strcmp(unit, "minute") == 0
        || strcmp(unit, "hour") == 0 || strcmp(unit, "day") == 0) {
        int64_t u = unit[0] == 's' ? USECS_PER_SEC
                    : unit[0] == 'm' ? USECS_PER_MINUTE
                    : unit[0] == 'h' ? USECS_PER_HOUR : USECS_PER_DAY;

        *start = dt_floor_div(ts, u) * u;
        *next = *start + u;
        return true;
    }
    if (strcmp(unit, "week") == 0) {
        /* ISO weeks begin on Monday; 2000-01-01 was a Saturday */
        sd = day - (day + 5 - dt_floor_div(day + 5, 7) * 7);
        *start = sd * USECS_PER_DAY;
        *next = (sd + 7) * USECS_PER_DAY;
        return true;
    }
    if (strcmp(unit, "month") == 0)
        months = 1;
    else if (strcmp(unit, "quarter") == 0)
        months = 3;
    else if (strcmp(unit, "year") == 0)
        months = 12;
    else
        return false;
    dt_civil_from_days(day + DAYS_1970_TO_2000, &y, &m, &d);
    m = (m - 1) / months * months + 1;
    *start = (days_from_civil(y, m, 1) - DAYS_1970_TO_2000) * USECS_PER_DAY;
    m += months;
    if (m > 12) {
        m -= 12;
        y++;
    }
    *next = (days_from_civil(y, m, 1) - DAYS_1970_TO_2000) * USECS_PER_DAY;
    return true;
}

bool
datum_mono_bound(const char *unit, const datum *v, bool is_lower, bool incl,
                 datum *out, bool *out_incl)
{
    int64_t x = v->v.i, start, next;

    out->type = type_plain(T_TIMESTAMP);
    out->is_null = false;
    if (v->is_null)
        return false;
    if (!unit) {
        /* key::date: a date's midnight; infinities are each other's */
        if (v->type.id != T_DATE)
            return false;
        if (x == DATE_NOBEGIN || x == DATE_NOEND) {
            out->v.i = x == DATE_NOBEGIN ? TS_NOBEGIN : TS_NOEND;
            *out_incl = incl;
            return true;
        }
        if (x < -(int64_t)(MAX_TS_YEAR - 2) * 365
            || x > (int64_t)(MAX_TS_YEAR - 2000 - 2) * 365)
            return false;
        start = x * USECS_PER_DAY;
        next = (x + 1) * USECS_PER_DAY;
        x = start;
    } else {
        if (v->type.id != T_TIMESTAMP)
            return false;
        if (x == TS_NOBEGIN || x == TS_NOEND) {
            /* date_trunc keeps infinities, and only they are infinite */
            out->v.i = x;
            *out_incl = incl;
            return true;
        }
        if (!trunc_span(unit, x, &start, &next))
            return false;
    }
    /* g(key) >= v: key >= v when v starts a unit, else key >= the next
       unit; g(key) > v: key >= next unit.  g(key) <= v: key < next unit;
       g(key) < v: key < v when v starts a unit, else key < next unit */
    *out_incl = is_lower;
    if (is_lower)
        out->v.i = incl && start == x ? x : next;
    else
        out->v.i = !incl && start == x ? x : next;
    return true;
}
