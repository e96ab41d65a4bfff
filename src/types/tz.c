/* SPDX-License-Identifier: MIT */
/*
 * src/types/tz.c — session time zones: UTC, fixed offsets, IANA zones
 *
 * A timestamp with time zone is an instant; reading one written without
 * an offset, and converting a date or a timestamp to one (or back), goes
 * through the session's TimeZone.  This file models that setting as
 * PostgreSQL 15 reads it (check_timezone): a number is hours east of UTC
 * (SET TIME ZONE -5), a name is a file of the system's zoneinfo
 * (/usr/share/zoneinfo/NAME, TZif of RFC 8536, its 64-bit data and its
 * POSIX TZ footer for instants after the last transition), and anything
 * else is read as a POSIX TZ string ('UTC+3', '+05:30', 'EST5EDT').
 *
 * Local time to UTC follows PostgreSQL's DetermineTimeZoneOffset: the
 * first transition after (local time - 1 day) is looked at; a local time
 * that falls in a spring-forward gap takes the offset from before the
 * transition, one that is ambiguous in a fall-back overlap takes the
 * offset from after it.
 *
 * A qp_tz is immutable once loaded, lives in the arena it was loaded in,
 * and is shared freely; no function here keeps state, reads the
 * environment or calls tzset().
 */
#include "types/types_int.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#define TZ_DIR "/usr/share/zoneinfo"
#define TZ_MAX_FILE (1 << 20)
/* The largest offset from UTC PostgreSQL accepts (15:59:59), seconds. */
#define TZ_MAX_OFFSET (15 * 3600 + 59 * 60 + 59)

/* A date of a POSIX TZ rule. */
typedef struct tz_date {
    char kind;       /* 'M' (month.week.day), 'J' (1..365, no Feb 29), 'D'
                        (0..365, counting Feb 29) */
    int mon, week, wday, day;
    int32_t secs;    /* local time of the change, seconds (may be < 0 or
                        beyond 24 h) */
} tz_date;

/* A POSIX TZ rule: standard offset, and optionally DST with its dates. */
typedef struct tz_rule {
    int32_t std_off; /* seconds east of UTC */
    int32_t dst_off;
    bool has_dst;
    tz_date start, end; /* DST begins at 'start' (standard local time) and
                           ends at 'end' (DST local time) */
} tz_rule;

struct qp_tz {
    const char *name;  /* as written in the setting */
    int n;             /* transitions */
    int64_t *at;       /* transition instants, seconds since 1970 UTC,
                          ascending */
    int32_t *off;      /* offset east of UTC from at[i] on */
    int32_t first_off; /* offset before at[0] (or always, when n == 0 and
                          no rule) */
    bool has_rule;     /* the rule applies after the last transition */
    tz_rule rule;
};

static const qp_tz utc_zone = { "UTC", 0, NULL, NULL, 0, false,
                                { 0, 0, false, { 0 }, { 0 } } };

const qp_tz *
tz_utc(void)
{
    return &utc_zone;
}

bool
tz_is_utc(const qp_tz *tz)
{
    return tz && tz->n == 0 && tz->first_off == 0
           && (!tz->has_rule
               || (!tz->rule.has_dst && tz->rule.std_off == 0));
}

const char *
tz_name(const qp_tz *tz)
{
    return tz->name;
}

/* ---- POSIX TZ strings ---- */

/* A zone abbreviation: letters, or <...> quoted. */
static bool
posix_name(const char **pp)
{
    const char *p = *pp;

    if (*p == '<') {
        while (*p && *p != '>')
            p++;
        if (*p != '>')
            return false;
        *pp = p + 1;
        return true;
    }
    while (isalpha((unsigned char)*p))
        p++;
    if (p - *pp < 3)
        return false;
    *pp = p;
    return true;
}

/* [+-]hh[:mm[:ss]] into '*secs' (the sign as written). */
static bool
posix_time(const char **pp, int maxh, int32_t *secs)
{
    const char *p = *pp;
    int sign = 1;
    int64_t h, m = 0, s = 0;

    if (*p == '+' || *p == '-')
        sign = *p++ == '-' ? -1 : 1;
    if (!dt_read_digits(&p, 3, &h, NULL) || h > maxh)
        return false;
    if (*p == ':') {
        p++;
        if (!dt_read_digits(&p, 2, &m, NULL) || m > 59)
            return false;
        if (*p == ':') {
            p++;
            if (!dt_read_digits(&p, 2, &s, NULL) || s > 59)
                return false;
        }
    }
    *secs = (int32_t)(sign * (h * 3600 + m * 60 + s));
    *pp = p;
    return true;
}

static bool
posix_date(const char **pp, tz_date *d)
{
    const char *p = *pp;
    int64_t a, b, c;

    memset(d, 0, sizeof *d);
    if (*p == 'M') {
        p++;
        if (!dt_read_digits(&p, 2, &a, NULL) || *p++ != '.'
            || !dt_read_digits(&p, 1, &b, NULL) || *p++ != '.'
            || !dt_read_digits(&p, 1, &c, NULL))
            return false;
        if (a < 1 || a > 12 || b < 1 || b > 5 || c > 6)
            return false;
        d->kind = 'M';
        d->mon = (int)a;
        d->week = (int)b;
        d->wday = (int)c;
    } else {
        d->kind = 'D';
        if (*p == 'J') {
            p++;
            d->kind = 'J';
        }
        if (!dt_read_digits(&p, 3, &a, NULL) || a > 365
            || (d->kind == 'J' && a < 1))
            return false;
        d->day = (int)a;
    }
    d->secs = 2 * 3600;
    if (*p == '/') {
        p++;
        if (!posix_time(&p, 167, &d->secs))
            return false;
    }
    *pp = p;
    return true;
}

/* Read the POSIX TZ string 's' into '*r'.  The name may be missing, as
   PostgreSQL accepts ('+05:30').  False when it is not one. */
static bool
posix_parse(const char *s, tz_rule *r)
{
    const char *p = s;
    int32_t off;

    memset(r, 0, sizeof *r);
    if (*p != '+' && *p != '-' && !isdigit((unsigned char)*p)
        && !posix_name(&p))
        return false;
    if (!posix_time(&p, 24, &off))
        return false;
    r->std_off = -off;          /* POSIX counts west */
    if (*p == '\0')
        return true;
    if (!posix_name(&p))
        return false;
    r->has_dst = true;
    r->dst_off = r->std_off + 3600;
    if (*p && *p != ',') {
        if (!posix_time(&p, 24, &off))
            return false;
        r->dst_off = -off;
    }
    if (*p == '\0') {
        /* PostgreSQL's default rule (US rules: M3.2.0,M11.1.0) */
        r->start = (tz_date){ 'M', 3, 2, 0, 0, 7200 };
        r->end = (tz_date){ 'M', 11, 1, 0, 0, 7200 };
        return true;
    }
    if (*p++ != ',' || !posix_date(&p, &r->start) || *p++ != ','
        || !posix_date(&p, &r->end) || *p != '\0')
        return false;
    return true;
}

static bool
is_leap(int64_t y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* Days from 1970-01-01 to y-01-01. */
static int64_t
year_start(int64_t y)
{
    int64_t days = 0;

    /* count with the 400-year cycle (146097 days) to stay fast */
    int64_t q = dt_floor_div(y - 1970, 400);

    days = q * 146097;
    for (int64_t k = 1970 + q * 400; k < y; k++)
        days += is_leap(k) ? 366 : 365;
    return days;
}

/* The local instant (seconds since 1970 as if UTC) at which rule date
   'd' falls in year 'y'. */
static int64_t
rule_local(const tz_date *d, int64_t y)
{
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int64_t day = year_start(y);

    if (d->kind == 'J') {
        day += d->day - 1;
        if (is_leap(y) && d->day >= 60)
            day++;
    } else if (d->kind == 'D') {
        day += d->day;
    } else {
        int64_t first = day;
        int wd, md;

        for (int m = 1; m < d->mon; m++)
            first += mdays[m - 1] + (m == 2 && is_leap(y));
        md = mdays[d->mon - 1] + (d->mon == 2 && is_leap(y));
        /* 1970-01-01 was a Thursday (4) */
        wd = (int)(((first % 7) + 7 + 4) % 7);
        day = first + ((d->wday - wd) + 7) % 7 + (d->week - 1) * 7;
        while (day >= first + md)
            day -= 7;
    }
    return day * 86400 + d->secs;
}

/* The two changes of a DST rule in year 'y' as UTC instants: '*on' (DST
   starts) and '*offt' (DST ends). */
static void
rule_changes(const tz_rule *r, int64_t y, int64_t *on, int64_t *offt)
{
    *on = rule_local(&r->start, y) - r->std_off;
    *offt = rule_local(&r->end, y) - r->dst_off;
}

static bool
rule_is_dst(const tz_rule *r, int64_t t, int64_t y)
{
    int64_t on, offt;

    rule_changes(r, y, &on, &offt);
    if (on < offt)
        return t >= on && t < offt;
    /* southern hemisphere: DST spans the new year */
    return !(t >= offt && t < on);
}

static int64_t
year_of(int64_t t)
{
    int64_t y;
    int m, d;

    dt_civil_from_days(dt_floor_div(t, 86400), &y, &m, &d);
    return y;
}

/* ---- lookups ---- */

int32_t
tz_offset_at(const qp_tz *tz, int64_t t)
{
    int lo = 0, hi = tz->n;

    if (tz->has_rule && (tz->n == 0 || t >= tz->at[tz->n - 1])) {
        if (!tz->rule.has_dst)
            return tz->rule.std_off;
        return rule_is_dst(&tz->rule, t, year_of(t)) ? tz->rule.dst_off
                                                    : tz->rule.std_off;
    }
    if (tz->n == 0 || t < tz->at[0])
        return tz->first_off;
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;

        if (tz->at[mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    return tz->off[lo];
}

/*
 * The first transition strictly after 't': its instant '*at' and the
 * offsets before and after it.  False when there is none.
 */
static bool
next_change(const qp_tz *tz, int64_t t, int64_t *at, int32_t *before,
            int32_t *after)
{
    int lo = 0, hi = tz->n;

    if (tz->n > 0 && t < tz->at[tz->n - 1]) {
        /* first index with at[i] > t */
        while (lo < hi) {
            int mid = (lo + hi) / 2;

            if (tz->at[mid] > t)
                hi = mid;
            else
                lo = mid + 1;
        }
        *at = tz->at[lo];
        *before = lo == 0 ? tz->first_off : tz->off[lo - 1];
        *after = tz->off[lo];
        return true;
    }
    if (!tz->has_rule || !tz->rule.has_dst)
        return false;
    {
        int64_t best = INT64_MAX, y = year_of(t);

        for (int64_t k = y - 1; k <= y + 1; k++) {
            int64_t on, offt;

            rule_changes(&tz->rule, k, &on, &offt);
            if (on > t && on < best
                && (tz->n == 0 || on > tz->at[tz->n - 1]))
                best = on;
            if (offt > t && offt < best
                && (tz->n == 0 || offt > tz->at[tz->n - 1]))
                best = offt;
        }
        if (best == INT64_MAX)
            return false;
        *at = best;
        *before = tz_offset_at(tz, best - 1);
        *after = tz_offset_at(tz, best);
        return true;
    }
}

int32_t
tz_local_offset(const qp_tz *tz, int64_t local)
{
    int64_t boundary, bt, at;
    int32_t before, after;

    if (!next_change(tz, local - 86400, &boundary, &before, &after))
        return tz_offset_at(tz, local - 86400);
    bt = local - before;
    at = local - after;
    if (bt < boundary && at < boundary)
        return before;
    if (bt >= boundary && at >= boundary)
        return after;
    /* a gap prefers the offset before, an overlap the one after */
    return bt > at ? before : after;
}

/* Seconds since 1970 of microseconds since 2000 'usecs'. */
static int64_t
unix_secs(int64_t usecs)
{
    return dt_floor_div(usecs, USECS_PER_SEC)
           + DAYS_1970_TO_2000 * INT64_C(86400);
}

int64_t
tz_local_to_utc(const qp_tz *tz, int64_t local_usecs)
{
    if (local_usecs == TS_NOBEGIN || local_usecs == TS_NOEND)
        return local_usecs;
    return local_usecs
           - tz_local_offset(tz, unix_secs(local_usecs)) * USECS_PER_SEC;
}

int64_t
tz_utc_to_local(const qp_tz *tz, int64_t utc_usecs)
{
    if (utc_usecs == TS_NOBEGIN || utc_usecs == TS_NOEND)
        return utc_usecs;
    return utc_usecs + tz_offset_at(tz, unix_secs(utc_usecs)) * USECS_PER_SEC;
}

/* The least and greatest offsets of 'tz' in force at some instant of
   [from, to] (seconds since 1970 UTC). */
static void
offset_range(const qp_tz *tz, int64_t from, int64_t to, int32_t *min,
             int32_t *max)
{
    int64_t t = from, at;
    int32_t before, after;
    int guard = 0;

    *min = *max = tz_offset_at(tz, from);
    while (next_change(tz, t, &at, &before, &after) && at <= to) {
        if (++guard > 10000) {
            /* not a zone of this world: every offset PostgreSQL allows */
            *min = -TZ_MAX_OFFSET;
            *max = TZ_MAX_OFFSET;
            return;
        }
        if (after < *min)
            *min = after;
        if (after > *max)
            *max = after;
        t = at;
    }
}

void
tz_local_bounds(const qp_tz *tz, int64_t utc_usecs, int64_t *lo, int64_t *hi)
{
    /* a local time is read with an offset in force at an instant less
       than a day before it or 16 hours after it (tz_local_offset), and
       an offset is less than a day: three days either side cover every
       local time whose instant can lie on either side of 'utc_usecs' */
    const int64_t window = 3 * INT64_C(86400);
    int64_t u;
    int32_t min, max;

    if (utc_usecs == TS_NOBEGIN || utc_usecs == TS_NOEND) {
        *lo = *hi = utc_usecs;
        return;
    }
    u = unix_secs(utc_usecs);
    offset_range(tz, u - window, u + window, &min, &max);
    *lo = utc_usecs + min * USECS_PER_SEC;
    *hi = utc_usecs + max * USECS_PER_SEC;
}

/* ---- loading ---- */

static uint32_t
be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8
           | p[3];
}

static int64_t
be64(const unsigned char *p)
{
    return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4));
}

/* Read TZif data 'buf' of 'len' bytes into 'tz'.  False when malformed. */
static bool
tzif_parse(arena *a, const unsigned char *buf, size_t len, qp_tz *tz)
{
    const unsigned char *p = buf, *end = buf + len;
    uint32_t isutc, isstd, leap, timecnt, typecnt, charcnt;
    const unsigned char *ats, *idx, *types;
    size_t skip;

    if (len < 44 || memcmp(p, "TZif", 4) != 0 || p[4] < '2')
        return false;
    /* skip the version 1 (32-bit) block */
    isutc = be32(p + 20), isstd = be32(p + 24), leap = be32(p + 28);
    timecnt = be32(p + 32), typecnt = be32(p + 36), charcnt = be32(p + 40);
    skip = 44 + (size_t)timecnt * 5 + (size_t)typecnt * 6 + charcnt
           + (size_t)leap * 8 + isstd + isutc;
    if (skip + 44 > len)
        return false;
    p += skip;
    if (memcmp(p, "TZif", 4) != 0)
        return false;
    isutc = be32(p + 20), isstd = be32(p + 24), leap = be32(p + 28);
    timecnt = be32(p + 32), typecnt = be32(p + 36), charcnt = be32(p + 40);
    if (typecnt == 0 || leap != 0 || timecnt > 100000 || typecnt > 256)
        return false; /* leap-second ("right/") zones are not PostgreSQL's */
    p += 44;
    if ((size_t)(end - p) < (size_t)timecnt * 9 + (size_t)typecnt * 6
                                + charcnt + isstd + isutc)
        return false;
    ats = p;
    idx = ats + (size_t)timecnt * 8;
    types = idx + timecnt;
    p = types + (size_t)typecnt * 6 + charcnt + isstd + isutc;
    tz->n = (int)timecnt;
    tz->at = ARENA_NEWN(a, int64_t, timecnt ? timecnt : 1);
    tz->off = ARENA_NEWN(a, int32_t, timecnt ? timecnt : 1);
    if (!tz->at || !tz->off)
        return false;
    for (uint32_t i = 0; i < timecnt; i++) {
        if (idx[i] >= typecnt)
            return false;
        tz->at[i] = be64(ats + (size_t)i * 8);
        tz->off[i] = (int32_t)be32(types + (size_t)idx[i] * 6);
        if (i > 0 && tz->at[i] <= tz->at[i - 1])
            return false;
    }
    tz->first_off = (int32_t)be32(types);
    /* the footer: "\nTZ-string\n" */
    if (p < end && *p == '\n') {
        const unsigned char *q = p + 1;
        char rule[128];
        size_t k = 0;

        while (q < end && *q != '\n' && k + 1 < sizeof rule)
            rule[k++] = (char)*q++;
        rule[k] = '\0';
        if (k > 0 && q < end && *q == '\n') {
            if (!posix_parse(rule, &tz->rule))
                return false;
            tz->has_rule = true;
        }
    }
    return true;
}

/* A zone name that may name a file under TZ_DIR. */
static bool
safe_name(const char *s)
{
    if (!*s || *s == '/' || strlen(s) > 200)
        return false;
    for (const char *p = s; *p; p++) {
        if (!isalnum((unsigned char)*p) && !strchr("/_-+", *p))
            return false;
        if (p[0] == '/' && p[1] == '/')
            return false;
    }
    return strstr(s, "..") == NULL;
}

/* Load the zoneinfo file of 'name' into 'tz'.  False when there is none
   (or it is malformed); '*oom' on out of memory. */
static bool
load_file(arena *a, const char *name, qp_tz *tz, bool *oom)
{
    char path[256];
    unsigned char *buf;
    size_t len;
    FILE *f;
    bool ok;

    if (!safe_name(name))
        return false;
    snprintf(path, sizeof path, "%s/%s", TZ_DIR, name);
    if (!(f = fopen(path, "rb")))
        return false;
    if (!(buf = malloc(TZ_MAX_FILE))) {
        fclose(f);
        *oom = true;
        return false;
    }
    len = fread(buf, 1, TZ_MAX_FILE, f);
    fclose(f);
    ok = len < TZ_MAX_FILE && tzif_parse(a, buf, len, tz);
    free(buf);
    if (a->failed)
        *oom = true;
    return ok;
}

qprop_status
tz_load(arena *a, const char *setting, int loc, const qp_tz **out,
        qprop_error *err)
{
    qp_tz *tz = ARENA_NEW(a, qp_tz);
    const char *s = setting;
    char *end;
    double h;
    bool oom = false;

    if (!tz)
        return ERR_OOM(err);
    memset(tz, 0, sizeof *tz);
    if (!(tz->name = arena_strdup(a, setting)))
        return ERR_OOM(err);
    /* a number: hours east of UTC */
    errno = 0;
    h = strtod(s, &end);
    if (end != s && *end == '\0') {
        if (errno || !(h >= -15 * 24 && h <= 15 * 24))
            goto bad;
        h *= 3600;
        tz->first_off = (int32_t)(h < 0 ? h - 0.5 : h + 0.5);
        *out = tz;
        return QPROP_OK;
    }
    if (strcasecmp(s, "UTC") == 0 || strcasecmp(s, "GMT") == 0
        || strcasecmp(s, "Etc/UTC") == 0 || strcasecmp(s, "Z") == 0
        || strcasecmp(s, "Zulu") == 0) {
        if (strcasecmp(s, "Z") == 0)
            goto bad; /* PostgreSQL refuses "Z" as a setting */
        *out = tz;
        return QPROP_OK;
    }
    if (load_file(a, s, tz, &oom)) {
        *out = tz;
        return QPROP_OK;
    }
    if (oom)
        return ERR_OOM(err);
    if (posix_parse(s, &tz->rule)) {
        tz->has_rule = true;
        tz->n = 0;
        *out = tz;
        return QPROP_OK;
    }
bad:
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "invalid value for parameter \"TimeZone\": \"%s\"",
                   setting);
}
