/* SPDX-License-Identifier: MIT */
/*
 * src/types/cast.c — casts between the modelled types
 *
 * datum_cast() is PostgreSQL's assignment cast (what a partition bound or
 * an INSERT value goes through) and datum_cast_explicit() its explicit
 * CAST: one function, cast_mode(), with the few differences between them
 * (string truncation, text read through the target's input function,
 * int4 <-> boolean) behind 'is_explicit'.  A cast PostgreSQL does not have
 * fails with its message ("cannot cast type ... to ..."); a value out of
 * the target's range fails as PostgreSQL's would.  Allocates only in the
 * caller's arena.
 */
#include "types/types.h"

#include <float.h>
#include <math.h>

#include "types/types_int.h"

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

/* A conversion between a timestamp with time zone and a date, a
   timestamp, a time or text, with no session zone to do it in. */
static qprop_status
needs_zone(arena *a, const datum *in, qp_type t, int loc, qprop_error *err)
{
    return err_set(err, QPROP_EUNSUPPORTED, loc,
                   "a cast from %s to %s depends on the session time zone",
                   type_name(a, in->type), type_name(a, t));
}

static qprop_status
cast_mode(arena *a, const datum *in, qp_type t, const qp_tz *tz,
          bool is_explicit, int loc, datum *out, qprop_error *err)
{
    qp_typeid src = in->type.id, dst = t.id;
    datum d;
    qprop_status st = QPROP_OK;
    /* date/timestamp <-> timestamptz go through local time in 'tz' */
    bool zoned = (src == T_TIMESTAMPTZ) != (dst == T_TIMESTAMPTZ)
                 && (src == T_DATE || src == T_TIMESTAMP || src == T_TIME
                     || dst == T_DATE || dst == T_TIMESTAMP || dst == T_TIME);

    if (in->is_null) {
        *out = datum_null(t);
        return QPROP_OK;
    }
    if (type_opaque_name(t))
        /* a type qprop does not model (money, inet, int[]): only
           PostgreSQL can compute the value */
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "cannot compute a cast to type %s", type_opaque_name(t));
    if (src == T_UNKNOWN && dst != T_UNKNOWN)
        return datum_parse_tz(a, t, in->v.s, tz, loc, out, err);
    if (zoned && !tz)
        return needs_zone(a, in, t, loc, err);
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
            /* the text of a date or timestamp is written in the session's
               DateStyle ('04/01/2024' under SQL), an interval's in its
               IntervalStyle, a timestamptz's also in its zone: qprop
               knows neither, so PostgreSQL computes it */
            if (src == T_DATE || src == T_TIMESTAMP || src == T_TIMESTAMPTZ
                || src == T_INTERVAL)
                return err_set(err, QPROP_EUNSUPPORTED, loc,
                               "the text of a %s depends on the session's "
                               "%s", type_name(a, in->type),
                               src == T_INTERVAL ? "IntervalStyle"
                                                 : "DateStyle");
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
        return datum_parse_tz(a, t, in->v.s, tz, loc, out, err);
    }
    if (dst == T_ENUM || src == T_ENUM) {
        /* an enum casts only to itself and to strings (above) */
        if (src != dst || type_enum_def(in->type) != type_enum_def(t))
            return cannot_cast(a, in, t, loc, err);
        *out = *in;
        return QPROP_OK;
    }
    if (dst == T_UUID || src == T_UUID) {
        /* a uuid casts only to itself and to strings (above) */
        if (src != dst)
            return cannot_cast(a, in, t, loc, err);
        *out = *in;
        return QPROP_OK;
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
            st = float_parse(dst, in->v.s, loc, &d.v.f, err);
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
            int64_t v = src == T_TIMESTAMPTZ ? tz_utc_to_local(tz, in->v.i)
                                             : in->v.i;

            if (v == TS_NOEND)
                d.v.i = DATE_NOEND;
            else if (v == TS_NOBEGIN)
                d.v.i = DATE_NOBEGIN;
            else
                d.v.i = dt_floor_div(v, USECS_PER_DAY);
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

                dt_civil_from_days(in->v.i + DAYS_1970_TO_2000, &y, &m, &dd);
                if (y > MAX_TS_YEAR)
                    return err_set(err, QPROP_ESEMANTIC, loc,
                                   "date out of range for timestamp");
                d.v.i = in->v.i * USECS_PER_DAY;
                if (dst == T_TIMESTAMPTZ)
                    d.v.i = tz_local_to_utc(tz, d.v.i);
            }
        } else if (src == T_TIMESTAMP || src == T_TIMESTAMPTZ) {
            d.v.i = in->v.i;
            if (src == T_TIMESTAMP && dst == T_TIMESTAMPTZ)
                d.v.i = tz_local_to_utc(tz, d.v.i);
            else if (src == T_TIMESTAMPTZ && dst == T_TIMESTAMP)
                d.v.i = tz_utc_to_local(tz, d.v.i);
            d.v.i = dt_round_usecs(d.v.i, t.prec);
        } else {
            return cannot_cast(a, in, t, loc, err);
        }
        break;
    case T_TIME:
        if (src == T_TIME) {
            d.v.i = dt_round_usecs(in->v.i, t.prec);
        } else if ((src == T_TIMESTAMP || src == T_TIMESTAMPTZ)
                   && in->v.i != TS_NOEND && in->v.i != TS_NOBEGIN) {
            int64_t v = src == T_TIMESTAMPTZ ? tz_utc_to_local(tz, in->v.i)
                                             : in->v.i;

            d.v.i = v - dt_floor_div(v, USECS_PER_DAY) * USECS_PER_DAY;
            d.v.i = dt_round_usecs(d.v.i, t.prec);
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
        iv_apply_typmod(&d, t);
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
    return cast_mode(a, in, t, NULL, false, loc, out, err);
}

qprop_status
datum_cast_explicit(arena *a, const datum *in, qp_type t, int loc,
                    datum *out, qprop_error *err)
{
    return cast_mode(a, in, t, NULL, true, loc, out, err);
}

qprop_status
datum_cast_tz(arena *a, const datum *in, qp_type t, const qp_tz *tz,
              bool is_explicit, int loc, datum *out, qprop_error *err)
{
    return cast_mode(a, in, t, tz, is_explicit, loc, out, err);
}
