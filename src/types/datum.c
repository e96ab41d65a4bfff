/* SPDX-License-Identifier: MIT */
/*
 * src/types/datum.c — datums: reading, writing and comparing values
 *
 * The entry points of the stage for a value of any modelled type:
 * datum_parse() dispatches to each family's input function (numeric.c,
 * datetime.c, interval.c, text.c; booleans are read here), datum_out()
 * and datum_to_sql() write a value as PostgreSQL's output function does
 * and as a literal that reads back as the same value and type, and
 * datum_cmp() compares two values of one category as PostgreSQL's btree
 * operators do.  Nothing here allocates except in the caller's arena, and
 * nothing keeps state between calls.
 */
#include "types/types.h"

#include <ctype.h>

#include "types/types_int.h"

datum
datum_null(qp_type t)
{
    datum d;

    memset(&d, 0, sizeof d);
    d.type = t;
    d.is_null = true;
    return d;
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

/* ---- uuid ---- */

static int
hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

bool
type_uuid_bytes(const char *s, unsigned char out[16])
{
    bool braces = s[0] == '{';

    /* string_to_uuid(): pairs of hex digits, a '-' skipped after each
       second byte but the last; no blanks anywhere */
    if (braces)
        s++;
    for (int i = 0; i < 16; i++) {
        int h, l;

        if (!s[0] || !s[1] || (h = hex_digit(s[0])) < 0
            || (l = hex_digit(s[1])) < 0)
            return false;
        out[i] = (unsigned char)(h << 4 | l);
        s += 2;
        if (s[0] == '-' && i % 2 == 1 && i < 15)
            s++;
    }
    if (braces && *s++ != '}')
        return false;
    return *s == '\0';
}

void
type_uuid_text(const unsigned char u[16], char out[37])
{
    static const char hex[] = "0123456789abcdef";
    char *p = out;

    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *p++ = '-';
        *p++ = hex[u[i] >> 4];
        *p++ = hex[u[i] & 15];
    }
    *p = '\0';
}

/* A uuid read from 'str' as its canonical text (in 'a'). */
static qprop_status
uuid_parse(arena *a, const char *str, int loc, const char **out,
           qprop_error *err)
{
    unsigned char u[16];
    char text[37];

    if (!type_uuid_bytes(str, u))
        return bad_input(err, loc, "uuid", str);
    type_uuid_text(u, text);
    if (!(*out = arena_strdup(a, text)))
        return oom(err);
    return QPROP_OK;
}

/* ---- datum_parse ---- */

qprop_status
datum_parse(arena *a, qp_type t, const char *str, int loc, datum *out,
            qprop_error *err)
{
    return datum_parse_tz(a, t, str, NULL, loc, out, err);
}

qprop_status
datum_parse_tz(arena *a, qp_type t, const char *str, const qp_tz *tz,
               int loc, datum *out, qprop_error *err)
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
        switch (int_parse(str, &iv)) {
        case 0:
            if (int_fits(t.id, iv))
                break;
            /* fall through */
        case 2:
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "value \"%s\" is out of range for type %s", str,
                           type_base_name(t.id));
        default:
            return bad_input(err, loc, type_base_name(t.id), str);
        }
        d.v.i = iv;
        break;
    case T_NUMERIC:
        st = num_parse(a, t, str, loc, &d, err);
        break;
    case T_FLOAT4:
    case T_FLOAT8:
        st = float_parse(t.id, str, loc, &d.v.f, err);
        break;
    case T_DATE:
        st = dt_parse_date(str, loc, &d.v.i, err);
        break;
    case T_TIME:
        st = dt_parse_time(t, str, loc, &d.v.i, err);
        break;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        st = dt_parse_timestamp(t, str, tz, loc, &d.v.i, err);
        break;
    case T_INTERVAL:
        st = datum_parse_interval(a, str, t.len > 0 ? t.len & 0xff : 0,
                                  t.len > 0 ? (t.len >> 8) & 0xff : 0, loc,
                                  &d, err);
        if (st == QPROP_OK)
            iv_apply_typmod(&d, t);
        break;
    case T_ENUM:
        /* a label as declared: no trimming, case matters */
        if (!type_enum_def(t) || type_enum_pos(type_enum_def(t), str) < 0)
            return err_set(err, QPROP_ESEMANTIC, loc,
                           "invalid input value for enum %s: \"%s\"",
                           type_enum_def(t) ? type_enum_def(t)->errname : "anyenum", str);
        d.v.s = type_enum_def(t)->labels[type_enum_pos(type_enum_def(t), str)];
        break;
    case T_UUID:
        st = uuid_parse(a, str, loc, &d.v.s, err);
        break;
    case T_NULL:
    case T_RECORD:
    case T_ARRAY:
    case T_ANY:
        return err_set(err, QPROP_EUNSUPPORTED, loc,
                       "cannot read a value of type %s", type_base_name(t.id));
    }
    if (st != QPROP_OK)
        return st;
    *out = d;
    return QPROP_OK;
}

/* ---- output ---- */

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
    case T_ENUM:
    case T_UUID:
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
            dt_put_date(sb, d->v.i);
            if (dt_is_bc(d->v.i))
                sb_puts(sb, " BC");
        }
        break;
    case T_TIME:
        dt_put_time(sb, d->v.i);
        break;
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        if (d->v.i == TS_NOEND) {
            sb_puts(sb, "infinity");
        } else if (d->v.i == TS_NOBEGIN) {
            sb_puts(sb, "-infinity");
        } else {
            int64_t days = dt_floor_div(d->v.i, USECS_PER_DAY);

            dt_put_date(sb, days);
            sb_putc(sb, ' ');
            dt_put_time(sb, d->v.i - days * USECS_PER_DAY);
            if (d->type.id == T_TIMESTAMPTZ)
                sb_puts(sb, "+00");
            if (dt_is_bc(days))
                sb_puts(sb, " BC");
        }
        break;
    case T_INTERVAL:
        iv_put(sb, d);
        break;
    case T_NULL:
    case T_RECORD:
    case T_ARRAY:
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
            || (d->type.id == T_ANY && !type_opaque_name(d->type))
            || d->type.id == T_RECORD)
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
                      type_base_name(d->type.id));
        else
            sb_printf(&sb, "%lld::%s", (long long)d->v.i,
                      type_base_name(d->type.id));
        break;
    }
    case T_NUMERIC:
        if (d->type.prec > 0)
            /* the modifier is kept: numeric(5,2) */
            sb_printf(&sb, d->v.s[0] == '-' ? "(%s)::%s" : "%s::%s", d->v.s,
                      type_name(a, d->type));
        else if (strchr(d->v.s, '.'))
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
    case T_ENUM:
        /* typed, so PostgreSQL reads the same label of the same type */
        sb_put_sqlstr(&sb, d->v.s);
        sb_printf(&sb, "::%s", type_name(a, d->type));
        break;
    case T_UUID: cast = "uuid"; break;
    case T_VARCHAR: cast = "character varying"; break;
    case T_BPCHAR: cast = "bpchar"; break;
    case T_FLOAT4: cast = "real"; break;
    case T_FLOAT8: cast = "double precision"; break;
    case T_DATE: cast = "date"; break;
    case T_TIME: cast = "time"; break;
    case T_TIMESTAMP: cast = "timestamp"; break;
    case T_TIMESTAMPTZ: cast = "timestamptz"; break;
    case T_INTERVAL:
        if (d->v.iv.usecs == INT64_MIN) {
            /* PostgreSQL writes this time as -2562047788:00:54.775808,
               which its input rejects: microseconds read back */
            sb_printf(&sb, "'%d mons %d days %lld microseconds'::%s",
                      (int)d->v.iv.months, (int)d->v.iv.days,
                      (long long)d->v.iv.usecs, type_name(a, d->type));
            break;
        }
        cast = "interval";
        break;
    case T_NULL:
    case T_RECORD:
    case T_ARRAY:
    case T_ANY:
        sb_puts(&sb, "NULL");
        break;
    }
    if (cast) {
        const char *v = datum_out(a, d);

        /* a modifier is kept: 'a  '::character(3), '...'::timestamp(0)
           without time zone, '...'::interval hour to second(2) */
        if ((d->type.id == T_BPCHAR || d->type.id == T_VARCHAR)
            && d->type.len >= 0)
            cast = type_name(a, d->type);
        else if ((d->type.id == T_TIME || d->type.id == T_TIMESTAMP
                  || d->type.id == T_TIMESTAMPTZ) && d->type.prec >= 0)
            cast = type_name(a, d->type);
        else if (type_interval_has_typmod(d->type))
            cast = type_name(a, d->type);
        if (!cast)
            return NULL;

        if (!v)
            return NULL;
        sb_put_sqlstr(&sb, v);
        sb_printf(&sb, "::%s", cast);
    }
    return a->failed ? NULL : sb.data;
}

/* ---- comparison ---- */

int
datum_cmp(const datum *x, const datum *y, bool *ok)
{
    qp_typecat cx, cy;
    qp_typeid a = x->type.id, b = y->type.id;

    if (ok)
        *ok = true;
    if (x->is_null || y->is_null)
        return x->is_null == y->is_null ? 0 : x->is_null ? 1 : -1;
    if (a == T_ENUM || b == T_ENUM) {
        /* labels of one enum compare in their declared order */
        if (a != b || type_enum_def(x->type) != type_enum_def(y->type) || !type_enum_def(x->type))
            goto mismatch;
        return cmp_i64(type_enum_pos(type_enum_def(x->type), x->v.s),
                       type_enum_pos(type_enum_def(y->type), y->v.s));
    }
    if (a == T_UUID || b == T_UUID) {
        /* canonical texts sort as their bytes do (uuid_cmp(): memcmp) */
        int c;

        if (a != b)
            goto mismatch;
        c = strcmp(x->v.s, y->v.s);
        return c < 0 ? -1 : c > 0;
    }
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
        return num_cmp(x, y);
    case TC_STRING:
        return str_cmp(x, y);
    case TC_BOOL:
        return (int)x->v.b - (int)y->v.b;
    case TC_DATETIME:
        if ((a == T_TIME) != (b == T_TIME))
            goto mismatch;
        /* an instant and a local date or time compare only in a zone */
        if ((a == T_TIMESTAMPTZ) != (b == T_TIMESTAMPTZ))
            goto mismatch;
        if (a == T_TIME)
            return cmp_i64(x->v.i, y->v.i);
        return dt_cmp(x, y);
    case TC_TIMESPAN:
        return iv_cmp(x, y);
    default:
        break;
    }
mismatch:
    if (ok)
        *ok = false;
    return 0;
}
