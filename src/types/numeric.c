/* SPDX-License-Identifier: MIT */
/*
 * src/types/numeric.c — integers, numerics and floats
 *
 * Input as PostgreSQL's int2in/int4in/int8in, numeric_in and
 * float4in/float8in read it, with their error messages; the shortest
 * float output that reads back as the same value; and exact comparison
 * across the three families.  A numeric is held as a normalised decimal
 * string ("-12.50": an optional '-', the integer digits without leading
 * zeros or "0", and a '.' with the scale's digits when the scale is
 * positive; never "-0"), worked on as a 'dec' (types_int.h), so no value
 * is ever rounded except by a numeric(p,s) modifier or a cast, and
 * integers, numerics and floats compare exactly.  Allocates only in the
 * caller's arena.
 */
#include "types/types_int.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NUMERIC_MAX_EXPONENT 1000

/* ---- integers ---- */

/* Parse a decimal integer with optional blanks and sign.  Returns 0 on
   success, 1 on bad syntax, 2 when it does not fit in int64. */
int
int_parse(const char *s, int64_t *out)
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

bool
int_fits(qp_typeid id, int64_t v)
{
    if (id == T_INT2)
        return v >= INT16_MIN && v <= INT16_MAX;
    if (id == T_INT4)
        return v >= INT32_MIN && v <= INT32_MAX;
    return true;
}

qprop_status
int_range_error(qprop_error *err, int loc, qp_typeid id)
{
    return err_set(err, QPROP_ESEMANTIC, loc, "%s out of range",
                   type_base_name(id));
}

/* ---- numerics ---- */

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
int
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
bool
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
char *
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
qprop_status
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

qprop_status
num_parse(arena *a, qp_type t, const char *str, int loc, datum *out,
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

qprop_status
float_parse(qp_typeid id, const char *str, int loc, double *out,
            qprop_error *err)
{
    const char *tname = type_base_name(id);
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
char *
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

/* ---- comparison ---- */

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

int
num_cmp(const datum *x, const datum *y)
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
