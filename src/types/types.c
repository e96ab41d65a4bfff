/* SPDX-License-Identifier: MIT */
/*
 * src/types/types.c — SQL types and typed values (see types.h)
 *
 * Input follows PostgreSQL's input functions (int4in, numeric_in, float8in,
 * boolin, date_in, timestamp_in, interval_in) for the forms a schema or a
 * query writes, with PostgreSQL's error messages.  Values are held exactly:
 * a numeric is a normalised decimal string ("-12.50": an optional '-', the
 * integer digits without leading zeros or "0", and a '.' with the scale's
 * digits when the scale is positive; never "-0"), so comparisons between
 * integers, numerics and floats are exact.  Dates, times and timestamps
 * count from PostgreSQL's epoch 2000-01-01; 'infinity' is INT32_MAX days
 * (dates) or INT64_MAX microseconds (timestamps), as PostgreSQL stores it.
 * A timestamp with time zone is held in UTC, and input without an explicit
 * zone is read as UTC (qprop has no session time zone).
 *
 * Nothing here allocates except in the caller's arena, and nothing keeps
 * state between calls.
 */
#include "types/types.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ast/ast.h"
#include "base/error.h"
#include "base/strbuf.h"

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
#define NUMERIC_MAX_EXPONENT 1000

/* ---- types ---- */

qp_type
type_plain(qp_typeid id)
{
    qp_type t;

    t.id = id;
    t.prec = -1;
    t.scale = -1;
    t.len = -1;
    return t;
}

qp_typecat
type_category(qp_typeid id)
{
    switch (id) {
    case T_UNKNOWN:
    case T_NULL:
        return TC_UNKNOWN;
    case T_BOOL:
        return TC_BOOL;
    case T_INT2:
    case T_INT4:
    case T_INT8:
    case T_NUMERIC:
    case T_FLOAT4:
    case T_FLOAT8:
        return TC_NUMERIC;
    case T_BPCHAR:
    case T_VARCHAR:
    case T_TEXT:
        return TC_STRING;
    case T_DATE:
    case T_TIME:
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        return TC_DATETIME;
    case T_INTERVAL:
        return TC_TIMESPAN;
    case T_RECORD:
    case T_ANY:
        return TC_OTHER;
    }
    return TC_OTHER;
}

bool
type_is_integer(qp_typeid id)
{
    return id == T_INT2 || id == T_INT4 || id == T_INT8;
}

bool
type_is_numeric(qp_typeid id)
{
    return type_category(id) == TC_NUMERIC;
}

/* PostgreSQL's name of 'id' without modifiers, as in messages. */
static const char *
base_name(qp_typeid id)
{
    switch (id) {
    case T_UNKNOWN: return "unknown";
    case T_NULL: return "unknown";
    case T_BOOL: return "boolean";
    case T_INT2: return "smallint";
    case T_INT4: return "integer";
    case T_INT8: return "bigint";
    case T_NUMERIC: return "numeric";
    case T_FLOAT4: return "real";
    case T_FLOAT8: return "double precision";
    case T_BPCHAR: return "bpchar";
    case T_VARCHAR: return "character varying";
    case T_TEXT: return "text";
    case T_DATE: return "date";
    case T_TIME: return "time without time zone";
    case T_TIMESTAMP: return "timestamp without time zone";
    case T_TIMESTAMPTZ: return "timestamp with time zone";
    case T_INTERVAL: return "interval";
    case T_RECORD: return "record";
    case T_ANY: return "anyelement";
    }
    return "unknown";
}

const char *
type_name(arena *a, qp_type t)
{
    switch (t.id) {
    case T_NUMERIC:
        if (t.prec > 0)
            return arena_printf(a, "numeric(%d,%d)", t.prec,
                                t.scale < 0 ? 0 : t.scale);
        break;
    case T_BPCHAR:
        if (t.len >= 0)
            return arena_printf(a, "character(%d)", (int)t.len);
        break;
    case T_VARCHAR:
        if (t.len >= 0)
            return arena_printf(a, "character varying(%d)", (int)t.len);
        break;
    case T_TIME:
        if (t.prec >= 0)
            return arena_printf(a, "time(%d) without time zone", t.prec);
        break;
    case T_TIMESTAMP:
        if (t.prec >= 0)
            return arena_printf(a, "timestamp(%d) without time zone", t.prec);
        break;
    case T_TIMESTAMPTZ:
        if (t.prec >= 0)
            return arena_printf(a, "timestamp(%d) with time zone", t.prec);
        break;
    default:
        break;
    }
    return base_name(t.id);
}

static const struct {
    const char *name;
    qp_typeid id;
} type_names[] = {
    {"bigint", T_INT8},
    {"bool", T_BOOL},
    {"boolean", T_BOOL},
    {"bpchar", T_BPCHAR},
    {"char", T_BPCHAR},
    {"char varying", T_VARCHAR},
    {"character", T_BPCHAR},
    {"character varying", T_VARCHAR},
    {"date", T_DATE},
    {"decimal", T_NUMERIC},
    {"double precision", T_FLOAT8},
    {"float", T_FLOAT8},
    {"float4", T_FLOAT4},
    {"float8", T_FLOAT8},
    {"int", T_INT4},
    {"int2", T_INT2},
    {"int4", T_INT4},
    {"int8", T_INT8},
    {"integer", T_INT4},
    {"interval", T_INTERVAL},
    {"numeric", T_NUMERIC},
    {"real", T_FLOAT4},
    {"smallint", T_INT2},
    {"text", T_TEXT},
    {"time", T_TIME},
    {"time without time zone", T_TIME},
    {"timestamp", T_TIMESTAMP},
    {"timestamp with time zone", T_TIMESTAMPTZ},
    {"timestamp without time zone", T_TIMESTAMP},
    {"timestamptz", T_TIMESTAMPTZ},
    {"varchar", T_VARCHAR},
};

bool
type_lookup(const char *name, qp_typeid *out)
{
    size_t n = sizeof type_names / sizeof type_names[0];

    for (size_t i = 0; i < n; i++) {
        if (strcmp(type_names[i].name, name) == 0) {
            *out = type_names[i].id;
            return true;
        }
    }
    return false;
}

datum
datum_null(qp_type t)
{
    datum d;

    memset(&d, 0, sizeof d);
    d.type = t;
    d.is_null = true;
    return d;
}

/* ---- small helpers ---- */

static bool
is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v'
           || c == '\f';
}

static const char *
skip_space(const char *p)
{
    while (is_space(*p))
        p++;
    return p;
}

/* True when 's' (after leading blanks) is 'word' in any case, followed only
   by blanks. */
static bool
is_word(const char *s, const char *word)
{
    size_t n = strlen(word);

    s = skip_space(s);
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != word[i])
            return false;
    return *skip_space(s + n) == '\0';
}

static qprop_status
bad_input(qprop_error *err, int loc, const char *tname, const char *str)
{
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "invalid input syntax for type %s: \"%s\"", tname, str);
}

static qprop_status
oom(qprop_error *err)
{
    return ERR_OOM(err);
}

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

/* ---- integers ---- */

/* Parse a decimal integer with optional blanks and sign.  Returns 0 on
   success, 1 on bad syntax, 2 when it does not fit in int64. */
static int
parse_int64(const char *s, int64_t *out)
{
    const char *p = skip_space(s);
    bool neg = false;
    int64_t acc = 0; /* accumulated negatively, so INT64_MIN fits */
    bool any = false, over = false;

    if (*p == '-' || *p == '+')
        neg = *p++ == '-';
    while (*p >= '0' && *p <= '9') {
        int d = *p++ - '0';

        any = true;
        if (acc < (INT64_MIN + d) / 10)
            over = true;
        else
            acc = acc * 10 - d;
    }
    p = skip_space(p);
    if (!any || *p)
        return 1;
    if (over || (!neg && acc == INT64_MIN))
        return 2;
    *out = neg ? acc : -acc;
    return 0;
}

static bool
int_fits(qp_typeid id, int64_t v)
{
    if (id == T_INT2)
        return v >= INT16_MIN && v <= INT16_MAX;
    if (id == T_INT4)
        return v >= INT32_MIN && v <= INT32_MAX;
    return true;
}

static qprop_status
int_range_error(qprop_error *err, int loc, qp_typeid id)
{
    return err_set(err, QPROP_ESEMANTIC, loc, "%s out of range",
                   base_name(id));
}

/* ---- numerics ---- */

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

static void
dec_strip(dec *d)
{
    int z = 0;

    while (z < d->ndig && d->dig[z] == '0')
        z++;
    if (z) {
        memmove(d->dig, d->dig + z, (size_t)(d->ndig - z));
        d->ndig -= z;
    }
    if (d->ndig == 0)
        d->neg = false;
}

/* Parse numeric input 's' into 'd'.  Returns 0, 1 for bad syntax, 2 for
   NaN or infinity, 3 on OOM. */
static int
dec_parse(arena *a, const char *s, dec *d)
{
    const char *p = skip_space(s);
    const char *ip, *fp = NULL;
    int nint = 0, nfrac = 0;
    long exp10 = 0;
    int scale;

    memset(d, 0, sizeof *d);
    if (is_word(s, "nan") || is_word(s, "infinity") || is_word(s, "+infinity")
        || is_word(s, "-infinity") || is_word(s, "inf")
        || is_word(s, "+inf") || is_word(s, "-inf"))
        return 2;
    if (*p == '-' || *p == '+')
        d->neg = *p++ == '-';
    ip = p;
    while (*p >= '0' && *p <= '9')
        p++, nint++;
    if (*p == '.') {
        fp = ++p;
        while (*p >= '0' && *p <= '9')
            p++, nfrac++;
    }
    if (nint + nfrac == 0)
        return 1;
    if (*p == 'e' || *p == 'E') {
        bool eneg = false;
        bool any = false;

        p++;
        if (*p == '-' || *p == '+')
            eneg = *p++ == '-';
        while (*p >= '0' && *p <= '9') {
            any = true;
            exp10 = exp10 * 10 + (*p++ - '0');
            if (exp10 > NUMERIC_MAX_EXPONENT)
                return 1;
        }
        if (!any)
            return 1;
        if (eneg)
            exp10 = -exp10;
    }
    if (*skip_space(p))
        return 1;
    scale = nfrac - (int)exp10;
    d->cap = nint + nfrac + (scale < 0 ? -scale : 0) + 2;
    d->dig = arena_alloc(a, (size_t)d->cap + 1);
    if (!d->dig)
        return 3;
    memcpy(d->dig, ip, (size_t)nint);
    if (nfrac)
        memcpy(d->dig + nint, fp, (size_t)nfrac);
    d->ndig = nint + nfrac;
    if (scale < 0) {
        memset(d->dig + d->ndig, '0', (size_t)-scale);
        d->ndig += -scale;
        scale = 0;
    }
    d->scale = scale;
    dec_strip(d);
    return 0;
}

/*
 * Round 'd' to 's' digits after the point (s < 0 rounds to tens, hundreds
 * ...), half away from zero; a larger 's' appends zeros.  Returns false on
 * OOM.
 */
static bool
dec_round(arena *a, dec *d, int s)
{
    int target = s < 0 ? 0 : s;

    if (s < d->scale) {
        int drop = d->scale - s;
        int keep = d->ndig - drop;
        bool up = false;

        if (keep >= 0)
            up = keep < d->ndig && d->dig[keep] >= '5';
        if (keep < 0)
            keep = 0;
        d->ndig = keep;
        d->scale = s < 0 ? 0 : s;
        if (up) {
            int i = keep - 1;

            while (i >= 0 && d->dig[i] == '9')
                d->dig[i--] = '0';
            if (i >= 0) {
                d->dig[i]++;
            } else {
                memmove(d->dig + 1, d->dig, (size_t)d->ndig);
                d->dig[0] = '1';
                d->ndig++;
            }
        }
        if (s < 0) {
            /* the dropped integer digits come back as zeros */
            int z = -s;

            if (d->ndig + z > d->cap) {
                char *nd = arena_alloc(a, (size_t)(d->ndig + z) + 1);

                if (!nd)
                    return false;
                memcpy(nd, d->dig, (size_t)d->ndig);
                d->dig = nd;
                d->cap = d->ndig + z;
            }
            if (d->ndig > 0) {
                memset(d->dig + d->ndig, '0', (size_t)z);
                d->ndig += z;
            }
        }
        dec_strip(d);
        return true;
    }
    if (target > d->scale) {
        int z = target - d->scale;

        if (d->ndig > 0) {
            if (d->ndig + z > d->cap) {
                char *nd = arena_alloc(a, (size_t)(d->ndig + z) + 1);

                if (!nd)
                    return false;
                memcpy(nd, d->dig, (size_t)d->ndig);
                d->dig = nd;
                d->cap = d->ndig + z;
            }
            memset(d->dig + d->ndig, '0', (size_t)z);
            d->ndig += z;
        }
        d->scale = target;
    }
    return true;
}

/* The normalised text of 'd' in 'a'; NULL on OOM. */
static char *
dec_format(arena *a, const dec *d)
{
    int nint = d->ndig - d->scale;
    size_t size = (size_t)(d->ndig + d->scale + 4);
    char *s = arena_alloc(a, size);
    char *p = s;

    if (!s)
        return NULL;
    if (d->neg)
        *p++ = '-';
    if (nint > 0) {
        memcpy(p, d->dig, (size_t)nint);
        p += nint;
    } else {
        *p++ = '0';
    }
    if (d->scale > 0) {
        *p++ = '.';
        if (nint < 0) {
            memset(p, '0', (size_t)-nint);
            p += -nint;
            memcpy(p, d->dig, (size_t)d->ndig);
            p += d->ndig;
        } else {
            memcpy(p, d->dig + nint, (size_t)d->scale);
            p += d->scale;
        }
    }
    *p = '\0';
    return s;
}

/*
 * Apply numeric(prec, scale) to 'd': round, then check the integer digits.
 * Fills 'err' with "numeric field overflow" at 'loc'.
 */
static qprop_status
dec_typmod(arena *a, dec *d, qp_type t, int loc, qprop_error *err)
{
    int s, maxdigits;

    if (t.prec <= 0)
        return QPROP_OK;
    s = t.scale < 0 ? 0 : t.scale;
    if (!dec_round(a, d, s))
        return oom(err);
    maxdigits = t.prec - s;
    if (d->ndig > 0 && d->ndig - d->scale > maxdigits) {
        err_set(err, QPROP_ESEMANTIC, loc, "numeric field overflow");
        err_detail(err, "A field with precision %d, scale %d must round to "
                   "an absolute value less than %s%d.", t.prec, s,
                   maxdigits ? "10^" : "", maxdigits ? maxdigits : 1);
        return QPROP_ESEMANTIC;
    }
    return QPROP_OK;
}

static qprop_status
parse_numeric(arena *a, qp_type t, const char *str, int loc, datum *out,
              qprop_error *err)
{
    dec d;
    qprop_status st;

    switch (dec_parse(a, str, &d)) {
    case 0:
        break;
    case 2:
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "numeric value \"%s\" is not supported", str);
    case 3:
        return oom(err);
    default:
        return bad_input(err, loc, "numeric", str);
    }
    st = dec_typmod(a, &d, t, loc, err);
    if (st != QPROP_OK)
        return st;
    out->v.s = dec_format(a, &d);
    return out->v.s ? QPROP_OK : oom(err);
}

/*
 * Compare two normalised decimal strings exactly.
 */
static int
decstr_cmp(const char *x, const char *y)
{
    bool xneg = *x == '-', yneg = *y == '-';
    const char *xi = x + xneg, *yi = y + yneg;
    size_t xn = strcspn(xi, "."), yn = strcspn(yi, ".");
    const char *xf, *yf;
    int sign, c;
    bool xzero, yzero;

    /* a zero integer part counts as no digits */
    if (xn == 1 && xi[0] == '0')
        xn = 0, xi++;
    if (yn == 1 && yi[0] == '0')
        yn = 0, yi++;
    xf = xi[xn] == '.' ? xi + xn + 1 : xi + xn;
    yf = yi[yn] == '.' ? yi + yn + 1 : yi + yn;
    xzero = xn == 0 && strspn(xf, "0") == strlen(xf);
    yzero = yn == 0 && strspn(yf, "0") == strlen(yf);
    if (xzero)
        xneg = false;
    if (yzero)
        yneg = false;
    if (xneg != yneg)
        return xneg ? -1 : 1;
    sign = xneg ? -1 : 1;
    if (xn != yn)
        return xn < yn ? -sign : sign;
    c = memcmp(xi, yi, xn);
    if (c)
        return c < 0 ? -sign : sign;
    while (*xf || *yf) {
        char cx = *xf ? *xf++ : '0';
        char cy = *yf ? *yf++ : '0';

        if (cx != cy)
            return cx < cy ? -sign : sign;
    }
    return 0;
}

/* Exact decimal text of the finite double 'f' in 'buf' (size >= 1500). */
static void
double_exact(double f, char *buf, size_t size)
{
    size_t n;
    char *dot;

    snprintf(buf, size, "%.1100f", f);
    dot = strchr(buf, '.');
    if (dot) {
        n = strlen(buf);
        while (n > 0 && buf[n - 1] == '0')
            buf[--n] = '\0';
        if (buf[n - 1] == '.')
            buf[--n] = '\0';
    }
    if (strcmp(buf, "-0") == 0)
        strcpy(buf, "0");
}

/* ---- floats ---- */

static qprop_status
parse_float(qp_typeid id, const char *str, int loc, double *out,
            qprop_error *err)
{
    const char *tname = base_name(id);
    const char *p = skip_space(str);
    char *end;
    double v;

    if (!*p)
        return bad_input(err, loc, tname, str);
    if (is_word(p, "nan")) {
        *out = NAN;
        return QPROP_OK;
    }
    if (is_word(p, "infinity") || is_word(p, "+infinity")
        || is_word(p, "inf") || is_word(p, "+inf")) {
        *out = INFINITY;
        return QPROP_OK;
    }
    if (is_word(p, "-infinity") || is_word(p, "-inf")) {
        *out = -INFINITY;
        return QPROP_OK;
    }
    errno = 0;
    if (id == T_FLOAT4) {
        float f = strtof(p, &end);

        v = f;
        if (end != p && errno == ERANGE && (f == 0.0f || isinf(f)))
            goto out_of_range;
    } else {
        v = strtod(p, &end);
        if (end != p && errno == ERANGE && (v == 0.0 || isinf(v)))
            goto out_of_range;
    }
    if (end == p || *skip_space(end))
        return bad_input(err, loc, tname, str);
    *out = v;
    return QPROP_OK;

out_of_range:
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "\"%s\" is out of range for type %s", str, tname);
}

/*
 * Shortest text of 'v' that reads back as the same value, formatted as
 * PostgreSQL's float output does (exponent when below 1e-4 or at least
 * 10^15 for double, 10^6 for real).
 */
static char *
float_out(arena *a, double v, bool is_f4)
{
    char digits[40], buf[64];
    int prec, exp10, ndig, maxdig = is_f4 ? 9 : 17;
    int limit = is_f4 ? FLT_DIG : DBL_DIG;
    char *e, *p;

    if (isnan(v))
        return arena_strdup(a, "NaN");
    if (isinf(v))
        return arena_strdup(a, v > 0 ? "Infinity" : "-Infinity");
    if (v == 0)
        return arena_strdup(a, signbit(v) ? "-0" : "0");
    for (prec = 1; prec < maxdig; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
        if (is_f4 ? strtof(buf, NULL) == (float)v : strtod(buf, NULL) == v)
            break;
    }
    snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    /* buf: [-]d[.ddd]e[+-]xx */
    e = strchr(buf, 'e');
    exp10 = atoi(e + 1);
    ndig = 0;
    for (p = buf; p < e; p++)
        if (*p >= '0' && *p <= '9')
            digits[ndig++] = *p;
    while (ndig > 1 && digits[ndig - 1] == '0')
        ndig--;
    digits[ndig] = '\0';
    if (exp10 < -4 || exp10 >= limit) {
        /* d.ddde+XX */
        return arena_printf(a, "%s%c%s%se%c%02d", v < 0 ? "-" : "",
                            digits[0], ndig > 1 ? "." : "", digits + 1,
                            exp10 < 0 ? '-' : '+', abs(exp10));
    }
    {
        strbuf sb;

        sb_init(&sb, a);
        if (v < 0)
            sb_putc(&sb, '-');
        if (exp10 < 0) {
            sb_puts(&sb, "0.");
            for (int i = 0; i < -exp10 - 1; i++)
                sb_putc(&sb, '0');
            sb_puts(&sb, digits);
        } else if (ndig <= exp10 + 1) {
            sb_puts(&sb, digits);
            for (int i = ndig; i < exp10 + 1; i++)
                sb_putc(&sb, '0');
        } else {
            sb_putn(&sb, digits, (size_t)exp10 + 1);
            sb_putc(&sb, '.');
            sb_puts(&sb, digits + exp10 + 1);
        }
        return a->failed ? NULL : sb.data;
    }
}

/* ---- booleans ---- */

static bool
parse_bool(const char *str, bool *out)
{
    const char *p = skip_space(str);
    size_t n = strlen(p);
    char w[8];

    while (n > 0 && is_space(p[n - 1]))
        n--;
    if (n == 0 || n >= sizeof w)
        return false;
    for (size_t i = 0; i < n; i++)
        w[i] = (char)tolower((unsigned char)p[i]);
    w[n] = '\0';
    if (strncmp(w, "true", n) == 0 || strncmp(w, "yes", n) == 0
        || strcmp(w, "on") == 0 || strcmp(w, "1") == 0) {
        *out = true;
        return true;
    }
    if (strncmp(w, "false", n) == 0 || strncmp(w, "no", n) == 0
        || (n >= 2 && strncmp(w, "off", n) == 0) || strcmp(w, "0") == 0) {
        *out = false;
        return true;
    }
    return false;
}

/* ---- dates and times ---- */

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

static void
civil_from_days(int64_t z, int64_t *y, int *m, int *d)
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

static int64_t
floor_div(int64_t x, int64_t y)
{
    int64_t q = x / y;

    return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}

/* Results of the date/time scanners. */
enum { DT_OK = 0, DT_SYNTAX, DT_RANGE, DT_UNSUPPORTED };

/* Read 1..maxd digits at '*pp'. */
static bool
read_digits(const char **pp, int maxd, int64_t *out, int *nd)
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

/* "YYYY-MM-DD" or "YYYYMMDD" at '*pp'. */
static int
scan_date(const char **pp, int64_t *y, int *m, int *d)
{
    const char *p = *pp;
    int64_t v, mm, dd;
    int nd;

    if (!read_digits(&p, 9, &v, &nd))
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
        if (!read_digits(&p, 2, &mm, NULL) || *p != '-')
            return DT_SYNTAX;
        p++;
        if (!read_digits(&p, 2, &dd, NULL))
            return DT_SYNTAX;
    }
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
static bool
scan_fraction(const char **pp, int64_t *usec)
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

    if (!read_digits(&p, 2, &h, NULL) || *p != ':')
        return DT_SYNTAX;
    p++;
    if (!read_digits(&p, 2, &mi, NULL))
        return DT_SYNTAX;
    if (*p == ':') {
        p++;
        if (!read_digits(&p, 2, &s, NULL))
            return DT_SYNTAX;
        if (*p == '.') {
            p++;
            if (!scan_fraction(&p, &f))
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
    if (!read_digits(&p, 4, &h, &nd))
        return DT_SYNTAX;
    if (nd == 4) {
        mi = h % 100;
        h /= 100;
    } else if (nd == 3) {
        return DT_SYNTAX;
    } else if (*p == ':') {
        p++;
        if (!read_digits(&p, 2, &mi, NULL))
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
static int64_t
round_usecs(int64_t v, int prec)
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
    if (rc == DT_UNSUPPORTED)
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "unsupported %s format: \"%s\"", tname, str);
    return bad_input(err, loc, tname, str);
}

static qprop_status
parse_date(const char *str, int loc, int64_t *out, qprop_error *err)
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

static qprop_status
parse_timestamp(qp_type ty, const char *str, int loc, int64_t *out,
                qprop_error *err)
{
    const char *tname = ty.id == T_TIMESTAMPTZ ? "timestamp with time zone"
                                               : "timestamp";
    const char *p = skip_space(str);
    int64_t y, t = 0, off = 0;
    int m, d, rc;

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
    *out = round_usecs(*out, ty.prec);
    return QPROP_OK;
}

static qprop_status
parse_time(qp_type ty, const char *str, int loc, int64_t *out,
           qprop_error *err)
{
    const char *p = skip_space(str);
    int64_t t;
    int rc;

    if (is_word(p, "allballs")) {
        *out = 0;
        return QPROP_OK;
    }
    rc = scan_time(&p, &t);
    if (rc == DT_OK && *skip_space(p))
        rc = DT_SYNTAX;
    if (rc != DT_OK)
        return dt_error(err, rc, loc, "time", str);
    t = round_usecs(t, ty.prec);
    if (t > USECS_PER_DAY)
        t = USECS_PER_DAY;
    *out = t;
    return QPROP_OK;
}

/* ---- intervals ---- */

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

#define MASK_TIME (unit_mask(IU_HOUR) | unit_mask(IU_MINUTE) \
                   | unit_mask(IU_SECOND))

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
    while (*p >= '0' && *p <= '9') {
        any = true;
        if (__builtin_mul_overflow(*ival, 10, ival)
            || __builtin_add_overflow(*ival, *p - '0', ival))
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

        if (!read_digits(&p, 18, &f[n], &nd))
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
        if (!scan_fraction(&p, &fr))
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
    if ((*p == 'P' || *p == 'p') && p[1] && !isalpha((unsigned char)p[1]))
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "ISO 8601 interval input is not supported: \"%s\"",
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
                read_digits(&s, 18, &yy, NULL);
                s++;
                if (!read_digits(&s, 18, &mm, NULL) || mm > 11) {
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
            if (seen & unit_mask(unit)) {
                rc = DT_SYNTAX;
                break;
            }
            seen |= unit_mask(unit);
            if (neg) {
                ival = -ival;
                frac = -frac;
            }
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
    if (ago && acc.usecs == INT64_MIN)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "interval field value out of range: \"%s\"", str);
    if (ago) {
        acc.months = -acc.months;
        acc.days = -acc.days;
        acc.usecs = -acc.usecs;
    }
    /* a field qualifier drops the fields below its last one */
    switch (last) {
    case IVF_YEAR:
        acc.months = acc.months / 12 * 12;
        acc.days = 0;
        acc.usecs = 0;
        break;
    case IVF_MONTH:
        acc.days = 0;
        acc.usecs = 0;
        break;
    case IVF_DAY:
        acc.usecs = 0;
        break;
    case IVF_HOUR:
        acc.usecs = acc.usecs / USECS_PER_HOUR * USECS_PER_HOUR;
        break;
    case IVF_MINUTE:
        acc.usecs = acc.usecs / USECS_PER_MINUTE * USECS_PER_MINUTE;
        break;
    default:
        break;
    }
    memset(out, 0, sizeof *out);
    out->type = type_plain(T_INTERVAL);
    out->v.iv.months = (int32_t)acc.months;
    out->v.iv.days = (int32_t)acc.days;
    out->v.iv.usecs = acc.usecs;
    return QPROP_OK;
}

/* ---- strings ---- */

/*
 * Apply char(n)/varchar(n) to 's': a longer value is an error (or, when
 * 'is_explicit', truncated), unless the excess is blanks; char(n) pads.
 */
static qprop_status
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

/* ---- datum_parse ---- */

qprop_status
datum_parse(arena *a, qp_type t, const char *str, int loc, datum *out,
            qprop_error *err)
{
    datum d;
    qprop_status st = QPROP_OK;
    int64_t iv;

    memset(&d, 0, sizeof d);
    d.type = t;
    switch (t.id) {
    case T_UNKNOWN:
    case T_TEXT:
        d.v.s = arena_strdup(a, str);
        if (!d.v.s)
            return oom(err);
        break;
    case T_BPCHAR:
    case T_VARCHAR:
        st = str_typmod(a, t, str, false, loc, &d.v.s, err);
        if (st == QPROP_OK && d.v.s == str) {
            d.v.s = arena_strdup(a, str);
            if (!d.v.s)
                return oom(err);
        }
        break;
    case T_BOOL:
        if (!parse_bool(str, &d.v.b))
            return bad_input(err, loc, "boolean", str);
        break;
    case T_INT2:
    case T_INT4:
    case T_INT8:
        switch (parse_int64(str, &iv)) {
        case 0:
            if (int_fits(t.id, iv))
                break;
            /* fall through */
        case 2:
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "value \"%s\" is out of range for type %s", str,
                           base_name(t.id));
        default:
            return bad_input(err, loc, base_name(t.id), str);
        }
        d.v.i = iv;
        break;
    case T_NUMERIC:
        st = parse_numeric(a, t, str, loc, &d, err);
        break;
    case T_FLOAT4:
    case T_FLOAT8:
        st = parse_float(t.id, str, loc, &d.v.f, err);
        break;
    case T_DATE:
        st = parse_date(str, loc, &d.v.i, err);
        break;
    case T_TIME:
        st = parse_time(t, str, loc, &d.v.i, err);
        break;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        st = parse_timestamp(t, str, loc, &d.v.i, err);
        break;
    case T_INTERVAL:
        st = datum_parse_interval(a, str, 0, 0, loc, &d, err);
        d.type = t;
        break;
    case T_NULL:
    case T_RECORD:
    case T_ANY:
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "cannot read a value of type %s", base_name(t.id));
    }
    if (st != QPROP_OK)
        return st;
    *out = d;
    return QPROP_OK;
}

/* ---- output ---- */

static void
put_time(strbuf *sb, int64_t t)
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

static void
put_date(strbuf *sb, int64_t days)
{
    int64_t y;
    int m, d;

    civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    /* year 0 is 1 BC: the caller adds " BC" at the end (is_bc) */
    sb_printf(sb, "%04lld-%02d-%02d", (long long)(y <= 0 ? 1 - y : y), m, d);
}

/* The day 'days' (since 2000-01-01) is before the year 1 (AD). */
static bool
is_bc(int64_t days)
{
    int64_t y;
    int m, d;

    civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    return y <= 0;
}

static void
put_interval(strbuf *sb, const datum *d)
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

/* Text of a non-NULL 'd' without quotes, as PostgreSQL's output function
   (and the cast to text) writes it. */
static void
put_value(strbuf *sb, const datum *d)
{
    switch (d->type.id) {
    case T_BOOL:
        sb_puts(sb, d->v.b ? "true" : "false");
        break;
    case T_INT2:
    case T_INT4:
    case T_INT8:
        sb_printf(sb, "%lld", (long long)d->v.i);
        break;
    case T_NUMERIC:
    case T_UNKNOWN:
    case T_TEXT:
    case T_VARCHAR:
    case T_BPCHAR:
        sb_puts(sb, d->v.s ? d->v.s : "");
        break;
    case T_FLOAT4:
    case T_FLOAT8: {
        char *s = float_out(sb->a, d->v.f, d->type.id == T_FLOAT4);

        if (s)
            sb_puts(sb, s);
        break;
    }
    case T_DATE:
        if (d->v.i == DATE_NOEND)
            sb_puts(sb, "infinity");
        else if (d->v.i == DATE_NOBEGIN)
            sb_puts(sb, "-infinity");
        else {
            put_date(sb, d->v.i);
            if (is_bc(d->v.i))
                sb_puts(sb, " BC");
        }
        break;
    case T_TIME:
        put_time(sb, d->v.i);
        break;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        if (d->v.i == TS_NOEND) {
            sb_puts(sb, "infinity");
        } else if (d->v.i == TS_NOBEGIN) {
            sb_puts(sb, "-infinity");
        } else {
            int64_t days = floor_div(d->v.i, USECS_PER_DAY);

            put_date(sb, days);
            sb_putc(sb, ' ');
            put_time(sb, d->v.i - days * USECS_PER_DAY);
            if (d->type.id == T_TIMESTAMPTZ)
                sb_puts(sb, "+00");
            if (is_bc(days))
                sb_puts(sb, " BC");
        }
        break;
    case T_INTERVAL:
        put_interval(sb, d);
        break;
    case T_NULL:
    case T_RECORD:
    case T_ANY:
        break;
    }
}

const char *
datum_out(arena *a, const datum *d)
{
    strbuf sb;

    if (d->is_null)
        return NULL;
    sb_init(&sb, a);
    put_value(&sb, d);
    return a->failed ? NULL : sb.data;
}

const char *
datum_to_sql(arena *a, const datum *d)
{
    strbuf sb;
    const char *cast = NULL;

    sb_init(&sb, a);
    if (d->is_null) {
        if (d->type.id == T_NULL || d->type.id == T_UNKNOWN
            || d->type.id == T_ANY || d->type.id == T_RECORD)
            sb_puts(&sb, "NULL");
        else
            sb_printf(&sb, "NULL::%s", type_name(a, d->type));
        return a->failed ? NULL : sb.data;
    }
    switch (d->type.id) {
    case T_BOOL:
        sb_puts(&sb, d->v.b ? "true" : "false");
        break;
    case T_INT2:
    case T_INT4:
    case T_INT8: {
        /* PostgreSQL folds the sign into the literal, so -2147483648
           reads as an integer and -9223372036854775808 as a bigint */
        bool needs_cast = d->type.id == T_INT2
                          || (d->type.id == T_INT8 && d->v.i >= INT32_MIN
                              && d->v.i <= INT32_MAX);

        if (!needs_cast)
            sb_printf(&sb, "%lld", (long long)d->v.i);
        else if (d->v.i < 0)
            sb_printf(&sb, "(%lld)::%s", (long long)d->v.i,
                      base_name(d->type.id));
        else
            sb_printf(&sb, "%lld::%s", (long long)d->v.i,
                      base_name(d->type.id));
        break;
    }
    case T_NUMERIC:
        if (strchr(d->v.s, '.'))
            sb_puts(&sb, d->v.s);
        else if (d->v.s[0] == '-')
            sb_printf(&sb, "(%s)::numeric", d->v.s);
        else
            sb_printf(&sb, "%s::numeric", d->v.s);
        break;
    case T_UNKNOWN:
    case T_TEXT:
        sb_put_sqlstr(&sb, d->v.s);
        break;
    case T_VARCHAR: cast = "character varying"; break;
    case T_BPCHAR: cast = "bpchar"; break;
    case T_FLOAT4: cast = "real"; break;
    case T_FLOAT8: cast = "double precision"; break;
    case T_DATE: cast = "date"; break;
    case T_TIME: cast = "time"; break;
    case T_TIMESTAMP: cast = "timestamp"; break;
    case T_TIMESTAMPTZ: cast = "timestamptz"; break;
    case T_INTERVAL: cast = "interval"; break;
    case T_NULL:
    case T_RECORD:
    case T_ANY:
        sb_puts(&sb, "NULL");
        break;
    }
    if (cast) {
        const char *v = datum_out(a, d);

        if (!v)
            return NULL;
        sb_put_sqlstr(&sb, v);
        sb_printf(&sb, "::%s", cast);
    }
    return a->failed ? NULL : sb.data;
}

/* ---- casts ---- */

static qprop_status
cannot_cast(arena *a, const datum *in, qp_type t, int loc, qprop_error *err)
{
    return err_set(err, QPROP_ESEMANTIC, loc, "cannot cast type %s to %s",
                   type_name(a, in->type), type_name(a, t));
}

/* 'v' as a normalised numeric string. */
static const char *
int_to_decstr(arena *a, int64_t v)
{
    return arena_printf(a, "%lld", (long long)v);
}

/* Round the numeric string 's' to an integer of type 'id'. */
static qprop_status
numeric_to_int(arena *a, const char *s, qp_typeid id, int loc, int64_t *out,
               qprop_error *err)
{
    dec d;
    int64_t v = 0;
    int nint;

    if (dec_parse(a, s, &d) != 0)
        return a->failed ? oom(err) : ERR_INTERNAL(err, "bad numeric");
    if (!dec_round(a, &d, 0))
        return oom(err);
    nint = d.ndig - d.scale;
    if (nint > 19)
        return int_range_error(err, loc, id);
    for (int i = 0; i < nint; i++) {
        int dg = d.dig[i] - '0';

        /* accumulate negatively so INT64_MIN fits */
        if (v < (INT64_MIN + dg) / 10)
            return int_range_error(err, loc, id);
        v = v * 10 - dg;
    }
    if (!d.neg) {
        if (v == INT64_MIN)
            return int_range_error(err, loc, id);
        v = -v;
    }
    if (!int_fits(id, v))
        return int_range_error(err, loc, id);
    *out = v;
    return QPROP_OK;
}

static qprop_status
float_to_int(double f, qp_typeid id, int loc, int64_t *out, qprop_error *err)
{
    double r = rint(f);

    /* 9223372036854775808.0 is the first double past INT64_MAX */
    if (isnan(r) || r < -9223372036854775808.0 || r >= 9223372036854775808.0)
        return int_range_error(err, loc, id);
    if (!int_fits(id, (int64_t)r))
        return int_range_error(err, loc, id);
    *out = (int64_t)r;
    return QPROP_OK;
}

static qprop_status
cast_mode(arena *a, const datum *in, qp_type t, bool is_explicit, int loc,
          datum *out, qprop_error *err)
{
    qp_typeid src = in->type.id, dst = t.id;
    datum d;
    qprop_status st = QPROP_OK;

    if (in->is_null) {
        *out = datum_null(t);
        return QPROP_OK;
    }
    if (src == T_UNKNOWN && dst != T_UNKNOWN)
        return datum_parse(a, t, in->v.s, loc, out, err);
    if (dst == T_ANY || dst == T_UNKNOWN || dst == T_NULL) {
        *out = *in;
        return QPROP_OK;
    }
    memset(&d, 0, sizeof d);
    d.type = t;
    if (type_category(dst) == TC_STRING) {
        const char *s;

        if (type_category(src) == TC_STRING) {
            s = in->v.s;
            if (src == T_BPCHAR && dst != T_BPCHAR) {
                size_t n = strlen(s);

                while (n > 0 && s[n - 1] == ' ')
                    n--;
                s = arena_strndup(a, s, n);
            }
        } else {
            s = datum_out(a, in);
        }
        if (!s)
            return oom(err);
        st = str_typmod(a, t, s, is_explicit, loc, &d.v.s, err);
        goto done;
    }
    if (type_category(src) == TC_STRING && src != T_UNKNOWN) {
        if (!is_explicit)
            return cannot_cast(a, in, t, loc, err);
        return datum_parse(a, t, in->v.s, loc, out, err);
    }
    switch (dst) {
    case T_INT2:
    case T_INT4:
    case T_INT8:
        if (type_is_integer(src)) {
            if (!int_fits(dst, in->v.i))
                return int_range_error(err, loc, dst);
            d.v.i = in->v.i;
        } else if (src == T_NUMERIC) {
            st = numeric_to_int(a, in->v.s, dst, loc, &d.v.i, err);
        } else if (src == T_FLOAT4 || src == T_FLOAT8) {
            st = float_to_int(in->v.f, dst, loc, &d.v.i, err);
        } else if (src == T_BOOL && dst == T_INT4 && is_explicit) {
            d.v.i = in->v.b;
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_NUMERIC: {
        const char *s;
        dec x;
        int rc;

        if (type_is_integer(src)) {
            s = int_to_decstr(a, in->v.i);
        } else if (src == T_NUMERIC) {
            s = in->v.s;
        } else if (src == T_FLOAT4 || src == T_FLOAT8) {
            if (isnan(in->v.f) || isinf(in->v.f))
                return err_set(err, QPROP_EUNSUPPORTED, loc,
                               "numeric value \"%s\" is not supported",
                               isnan(in->v.f) ? "NaN"
                               : in->v.f > 0 ? "Infinity" : "-Infinity");
            s = arena_printf(a, "%.*g", src == T_FLOAT4 ? FLT_DIG : DBL_DIG,
                             in->v.f);
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        if (!s)
            return oom(err);
        rc = dec_parse(a, s, &x);
        if (rc == 3)
            return oom(err);
        if (rc != 0)
            return ERR_INTERNAL(err, "bad numeric");
        st = dec_typmod(a, &x, t, loc, err);
        if (st == QPROP_OK && !(d.v.s = dec_format(a, &x)))
            st = oom(err);
        break;
    }
    case T_FLOAT4:
    case T_FLOAT8:
        if (type_is_integer(src)) {
            d.v.f = dst == T_FLOAT4 ? (double)(float)in->v.i
                                    : (double)in->v.i;
        } else if (src == T_NUMERIC) {
            st = parse_float(dst, in->v.s, loc, &d.v.f, err);
        } else if (src == T_FLOAT4 || src == T_FLOAT8) {
            d.v.f = in->v.f;
            if (dst == T_FLOAT4) {
                float f = (float)in->v.f;

                if (isinf(f) && !isinf(in->v.f))
                    return err_set(err, QPROP_ESEMANTIC, loc,
                                   "value out of range: overflow");
                if (f == 0.0f && in->v.f != 0.0)
                    return err_set(err, QPROP_ESEMANTIC, loc,
                                   "value out of range: underflow");
                d.v.f = f;
            }
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_BOOL:
        if (src == T_BOOL)
            d.v.b = in->v.b;
        else if (src == T_INT4 && is_explicit)
            d.v.b = in->v.i != 0;
        else
            return cannot_cast(a, in, t, loc, err);
        break;
    case T_DATE:
        if (src == T_DATE) {
            d.v.i = in->v.i;
        } else if (src == T_TIMESTAMP || src == T_TIMESTAMPTZ) {
            if (in->v.i == TS_NOEND)
                d.v.i = DATE_NOEND;
            else if (in->v.i == TS_NOBEGIN)
                d.v.i = DATE_NOBEGIN;
            else
                d.v.i = floor_div(in->v.i, USECS_PER_DAY);
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        if (src == T_DATE) {
            if (in->v.i == DATE_NOEND) {
                d.v.i = TS_NOEND;
            } else if (in->v.i == DATE_NOBEGIN) {
                d.v.i = TS_NOBEGIN;
            } else {
                int64_t y;
                int m, dd;

                civil_from_days(in->v.i + DAYS_1970_TO_2000, &y, &m, &dd);
                if (y > MAX_TS_YEAR)
                    return err_set(err, QPROP_ESEMANTIC, loc,
                                   "date out of range for timestamp");
                d.v.i = in->v.i * USECS_PER_DAY;
            }
        } else if (src == T_TIMESTAMP || src == T_TIMESTAMPTZ) {
            d.v.i = round_usecs(in->v.i, t.prec);
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_TIME:
        if (src == T_TIME) {
            d.v.i = round_usecs(in->v.i, t.prec);
        } else if ((src == T_TIMESTAMP || src == T_TIMESTAMPTZ)
                   && in->v.i != TS_NOEND && in->v.i != TS_NOBEGIN) {
            d.v.i = in->v.i - floor_div(in->v.i, USECS_PER_DAY)
                                  * USECS_PER_DAY;
            d.v.i = round_usecs(d.v.i, t.prec);
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_INTERVAL:
        if (src == T_INTERVAL) {
            d.v.iv = in->v.iv;
        } else if (src == T_TIME) {
            d.v.iv.usecs = in->v.i;
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    default:
        return cannot_cast(a, in, t, loc, err);
    }
done:
    if (st != QPROP_OK)
        return st;
    *out = d;
    return QPROP_OK;
}

qprop_status
datum_cast(arena *a, const datum *in, qp_type t, int loc, datum *out,
           qprop_error *err)
{
    return cast_mode(a, in, t, false, loc, out, err);
}

qprop_status
datum_cast_explicit(arena *a, const datum *in, qp_type t, int loc,
                    datum *out, qprop_error *err)
{
    return cast_mode(a, in, t, true, loc, out, err);
}

/* ---- comparison ---- */

static int
cmp_i64(int64_t x, int64_t y)
{
    return x < y ? -1 : x > y;
}

/* Floats sort NaN above everything, as PostgreSQL does. */
static int
cmp_f64(double x, double y)
{
    if (isnan(x))
        return isnan(y) ? 0 : 1;
    if (isnan(y))
        return -1;
    return x < y ? -1 : x > y;
}

/* Exact comparison of an integer and a float. */
static int
cmp_int_float(int64_t i, double f)
{
    double fl;
    int64_t fi;

    if (isnan(f))
        return -1;
    fl = floor(f);
    if (fl < -9223372036854775808.0)
        return 1;
    if (fl >= 9223372036854775808.0)
        return -1;
    fi = (int64_t)fl;
    if (i != fi)
        return i < fi ? -1 : 1;
    return f > fl ? -1 : 0;
}

/* Exact comparison of a numeric string and a float. */
static int
cmp_num_float(const char *s, double f)
{
    char buf[1500];

    if (isnan(f))
        return -1;
    if (isinf(f))
        return f > 0 ? -1 : 1;
    double_exact(f, buf, sizeof buf);
    return decstr_cmp(s, buf);
}

static int
cmp_numeric_cat(const datum *x, const datum *y)
{
    qp_typeid a = x->type.id, b = y->type.id;
    bool xf = a == T_FLOAT4 || a == T_FLOAT8;
    bool yf = b == T_FLOAT4 || b == T_FLOAT8;
    char xb[24], yb[24];
    const char *xs, *ys;

    if (xf && yf)
        return cmp_f64(x->v.f, y->v.f);
    if (type_is_integer(a) && type_is_integer(b))
        return cmp_i64(x->v.i, y->v.i);
    if (type_is_integer(a) && yf)
        return cmp_int_float(x->v.i, y->v.f);
    if (xf && type_is_integer(b))
        return -cmp_int_float(y->v.i, x->v.f);
    if (a == T_NUMERIC && yf)
        return cmp_num_float(x->v.s, y->v.f);
    if (xf && b == T_NUMERIC)
        return -cmp_num_float(y->v.s, x->v.f);
    if (type_is_integer(a)) {
        snprintf(xb, sizeof xb, "%lld", (long long)x->v.i);
        xs = xb;
    } else {
        xs = x->v.s;
    }
    if (type_is_integer(b)) {
        snprintf(yb, sizeof yb, "%lld", (long long)y->v.i);
        ys = yb;
    } else {
        ys = y->v.s;
    }
    return decstr_cmp(xs, ys);
}

/* Length of 's' without trailing blanks. */
static size_t
rtrim_len(const char *s)
{
    size_t n = strlen(s);

    while (n > 0 && s[n - 1] == ' ')
        n--;
    return n;
}

static int
cmp_string(const datum *x, const datum *y)
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
    *day = floor_div(d->v.i, USECS_PER_DAY);
    *usec = d->v.i - *day * USECS_PER_DAY;
}

static int
cmp_dt(const datum *x, const datum *y)
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

static int
cmp_interval(const datum *x, const datum *y)
{
    int64_t xd = (int64_t)x->v.iv.months * 30 + x->v.iv.days;
    int64_t yd = (int64_t)y->v.iv.months * 30 + y->v.iv.days;
    int64_t xu = x->v.iv.usecs, yu = y->v.iv.usecs;

    xd += floor_div(xu, USECS_PER_DAY);
    yd += floor_div(yu, USECS_PER_DAY);
    xu -= floor_div(xu, USECS_PER_DAY) * USECS_PER_DAY;
    yu -= floor_div(yu, USECS_PER_DAY) * USECS_PER_DAY;
    if (xd != yd)
        return cmp_i64(xd, yd);
    return cmp_i64(xu, yu);
}

int
datum_cmp(const datum *x, const datum *y, bool *ok)
{
    qp_typecat cx, cy;
    qp_typeid a = x->type.id, b = y->type.id;

    if (ok)
        *ok = true;
    if (x->is_null || y->is_null)
        return x->is_null == y->is_null ? 0 : x->is_null ? 1 : -1;
    cx = type_category(a);
    cy = type_category(b);
    /* an unknown literal compares as a string */
    if (a == T_UNKNOWN)
        cx = TC_STRING;
    if (b == T_UNKNOWN)
        cy = TC_STRING;
    if (cx != cy)
        goto mismatch;
    switch (cx) {
    case TC_NUMERIC:
        return cmp_numeric_cat(x, y);
    case TC_STRING:
        return cmp_string(x, y);
    case TC_BOOL:
        return (int)x->v.b - (int)y->v.b;
    case TC_DATETIME:
        if ((a == T_TIME) != (b == T_TIME))
            goto mismatch;
        if (a == T_TIME)
            return cmp_i64(x->v.i, y->v.i);
        return cmp_dt(x, y);
    case TC_TIMESPAN:
        return cmp_interval(x, y);
    default:
        break;
    }
mismatch:
    if (ok)
        *ok = false;
    return 0;
}

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
    days = floor_div(ts, USECS_PER_DAY);
    tod = ts - days * USECS_PER_DAY;
    civil_from_days(days + DAYS_1970_TO_2000, &y, &m, &d);
    if (months) {
        int64_t mm = (int64_t)m - 1 + months;

        y += floor_div(mm, 12);
        m = (int)(mm - floor_div(mm, 12) * 12) + 1;
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
    civil_from_days(floor_div(ts, USECS_PER_DAY) + DAYS_1970_TO_2000, &y, &m, &d);
    if (y < -4713 || y > MAX_TS_YEAR)
        return false;
    *out = *t;
    out->type = type_plain(T_TIMESTAMP);
    out->is_null = false;
    out->v.i = ts;
    return true;
}
