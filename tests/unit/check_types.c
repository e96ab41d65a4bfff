/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_types.c — unit tests of src/types/ (datums)
 *
 * Parsing, casting, comparing and printing datums of every type, with the
 * edge values PostgreSQL itself tests (range limits, leap days, numeric
 * rounding, trailing blanks of char(n), exact mixed numeric comparison).
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ast/ast.h"
#include "base/arena.h"
#include "base/error.h"
#include "types/pgcat.h"
#include "types/types.h"

static arena A;

static void
setup(void)
{
    arena_init(&A, 0);
}

static void
teardown(void)
{
    arena_destroy(&A);
}

static qp_type
T(qp_typeid id)
{
    return type_plain(id);
}

static qp_type
numeric_t(int prec, int scale)
{
    qp_type t = type_plain(T_NUMERIC);

    t.prec = (int16_t)prec;
    t.scale = (int16_t)scale;
    return t;
}

static qp_type
str_t(qp_typeid id, int len)
{
    qp_type t = type_plain(id);

    t.len = len;
    return t;
}

/* Parse 'str' as 't' (in the session time zone UTC); the test fails on
   error. */
static datum
P(qp_type t, const char *str)
{
    qprop_error err;
    datum d;
    qprop_status st;

    err_clear(&err);
    st = datum_parse_tz(&A, t, str, tz_utc(), 0, &d, &err);
    ck_assert_msg(st == QPROP_OK, "parse \"%s\": %s", str, err.message);
    return d;
}

/* Parse 'str' as 't' expecting an error; returns its message. */
static const char *
PERR(qp_type t, const char *str, qprop_status want)
{
    static qprop_error err;
    datum d;
    qprop_status st;

    err_clear(&err);
    st = datum_parse(&A, t, str, 7, &d, &err);
    ck_assert_msg(st == want, "parse \"%s\": status %d, want %d (%s)", str,
                  st, want, err.message);
    ck_assert_int_eq(err.offset, 7);
    return err.message;
}

static const char *
S(datum d)
{
    const char *s = datum_to_sql(&A, &d);

    ck_assert_ptr_nonnull(s);
    return s;
}

static const char *
OUT(datum d)
{
    const char *s = datum_out(&A, &d);

    ck_assert_ptr_nonnull(s);
    return s;
}

static datum
I(qp_typeid id, int64_t v)
{
    datum d = datum_null(type_plain(id));

    d.is_null = false;
    d.v.i = v;
    return d;
}

static datum
F(double v)
{
    datum d = datum_null(type_plain(T_FLOAT8));

    d.is_null = false;
    d.v.f = v;
    return d;
}

static datum
CAST(datum in, qp_type t)
{
    qprop_error err;
    datum out;
    qprop_status st;

    err_clear(&err);
    st = datum_cast(&A, &in, t, 0, &out, &err);
    ck_assert_msg(st == QPROP_OK, "cast: %s", err.message);
    return out;
}

static const char *
CASTERR(datum in, qp_type t)
{
    static qprop_error err;
    datum out;

    err_clear(&err);
    ck_assert_int_ne(datum_cast(&A, &in, t, 3, &out, &err), QPROP_OK);
    ck_assert_int_eq(err.offset, 3);
    return err.message;
}

static int
CMP(datum x, datum y)
{
    bool ok = false;
    int c = datum_cmp(&x, &y, &ok);

    ck_assert(ok);
    return c < 0 ? -1 : c > 0;
}

/* ---- core ---- */

START_TEST(test_types_names)
{
    qp_typeid id;

    ck_assert_str_eq(type_name(&A, T(T_INT2)), "smallint");
    ck_assert_str_eq(type_name(&A, T(T_INT4)), "integer");
    ck_assert_str_eq(type_name(&A, T(T_INT8)), "bigint");
    ck_assert_str_eq(type_name(&A, T(T_NUMERIC)), "numeric");
    ck_assert_str_eq(type_name(&A, numeric_t(15, 2)), "numeric(15,2)");
    ck_assert_str_eq(type_name(&A, T(T_FLOAT4)), "real");
    ck_assert_str_eq(type_name(&A, T(T_FLOAT8)), "double precision");
    ck_assert_str_eq(type_name(&A, str_t(T_BPCHAR, 25)), "character(25)");
    ck_assert_str_eq(type_name(&A, T(T_BPCHAR)), "bpchar");
    ck_assert_str_eq(type_name(&A, str_t(T_VARCHAR, 55)),
                     "character varying(55)");
    ck_assert_str_eq(type_name(&A, T(T_VARCHAR)), "character varying");
    ck_assert_str_eq(type_name(&A, T(T_TEXT)), "text");
    ck_assert_str_eq(type_name(&A, T(T_BOOL)), "boolean");
    ck_assert_str_eq(type_name(&A, T(T_DATE)), "date");
    ck_assert_str_eq(type_name(&A, T(T_TIME)), "time without time zone");
    ck_assert_str_eq(type_name(&A, T(T_TIMESTAMP)),
                     "timestamp without time zone");
    ck_assert_str_eq(type_name(&A, T(T_TIMESTAMPTZ)),
                     "timestamp with time zone");
    ck_assert_str_eq(type_name(&A, T(T_INTERVAL)), "interval");

    ck_assert(type_lookup("int", &id) && id == T_INT4);
    ck_assert(type_lookup("int2", &id) && id == T_INT2);
    ck_assert(type_lookup("int4", &id) && id == T_INT4);
    ck_assert(type_lookup("int8", &id) && id == T_INT8);
    ck_assert(type_lookup("integer", &id) && id == T_INT4);
    ck_assert(type_lookup("smallint", &id) && id == T_INT2);
    ck_assert(type_lookup("bigint", &id) && id == T_INT8);
    ck_assert(type_lookup("decimal", &id) && id == T_NUMERIC);
    ck_assert(type_lookup("numeric", &id) && id == T_NUMERIC);
    ck_assert(type_lookup("real", &id) && id == T_FLOAT4);
    ck_assert(type_lookup("float4", &id) && id == T_FLOAT4);
    ck_assert(type_lookup("float8", &id) && id == T_FLOAT8);
    ck_assert(type_lookup("float", &id) && id == T_FLOAT8);
    ck_assert(type_lookup("double precision", &id) && id == T_FLOAT8);
    ck_assert(type_lookup("text", &id) && id == T_TEXT);
    ck_assert(type_lookup("varchar", &id) && id == T_VARCHAR);
    ck_assert(type_lookup("character varying", &id) && id == T_VARCHAR);
    /* "char" is PostgreSQL's one-byte type; the keyword CHAR is
       character (the grammar names it so) */
    ck_assert(!type_lookup("char", &id));
    ck_assert(type_lookup("character", &id) && id == T_BPCHAR);
    ck_assert(type_lookup("bpchar", &id) && id == T_BPCHAR);
    ck_assert(type_lookup("bool", &id) && id == T_BOOL);
    ck_assert(type_lookup("boolean", &id) && id == T_BOOL);
    ck_assert(type_lookup("date", &id) && id == T_DATE);
    ck_assert(type_lookup("time", &id) && id == T_TIME);
    ck_assert(type_lookup("timestamp", &id) && id == T_TIMESTAMP);
    ck_assert(type_lookup("timestamp without time zone", &id)
              && id == T_TIMESTAMP);
    ck_assert(type_lookup("timestamptz", &id) && id == T_TIMESTAMPTZ);
    ck_assert(type_lookup("timestamp with time zone", &id)
              && id == T_TIMESTAMPTZ);
    ck_assert(type_lookup("interval", &id) && id == T_INTERVAL);
    ck_assert(!type_lookup("foo", &id));
    ck_assert(!type_lookup("INT", &id));

    ck_assert(type_is_integer(T_INT8) && !type_is_integer(T_NUMERIC));
    ck_assert(type_is_numeric(T_FLOAT4) && !type_is_numeric(T_TEXT));
    ck_assert_int_eq(type_category(T_DATE), TC_DATETIME);
    ck_assert_int_eq(type_category(T_INTERVAL), TC_TIMESPAN);
    ck_assert_int_eq(type_category(T_BPCHAR), TC_STRING);
}
END_TEST

START_TEST(test_types_int_parse)
{
    ck_assert_int_eq(P(T(T_INT4), " 42 ").v.i, 42);
    ck_assert_int_eq(P(T(T_INT4), "+7").v.i, 7);
    ck_assert_int_eq(P(T(T_INT4), "-0").v.i, 0);
    ck_assert_int_eq(P(T(T_INT4), "007").v.i, 7);
    ck_assert_int_eq(P(T(T_INT2), "-32768").v.i, -32768);
    ck_assert_int_eq(P(T(T_INT2), "32767").v.i, 32767);
    ck_assert(P(T(T_INT8), "123456789012").type.id == T_INT8);
}
END_TEST

START_TEST(test_types_numeric_parse)
{
    ck_assert_str_eq(P(T(T_NUMERIC), " -012.50 ").v.s, "-12.50");
    ck_assert_str_eq(P(T(T_NUMERIC), "1.5e3").v.s, "1500");
    ck_assert_str_eq(P(T(T_NUMERIC), "1.25E+1").v.s, "12.5");
    ck_assert_str_eq(P(T(T_NUMERIC), "1e-3").v.s, "0.001");
    ck_assert_str_eq(P(T(T_NUMERIC), ".5").v.s, "0.5");
    ck_assert_str_eq(P(T(T_NUMERIC), "5.").v.s, "5");
    ck_assert_str_eq(P(T(T_NUMERIC), "-0.00").v.s, "0.00");
    ck_assert_str_eq(P(T(T_NUMERIC), "000").v.s, "0");
    ck_assert_str_eq(P(T(T_NUMERIC), "0.000100").v.s, "0.000100");
    ck_assert_str_eq(P(numeric_t(5, 2), "1.5").v.s, "1.50");
    ck_assert_str_eq(P(numeric_t(5, 2), "123.455").v.s, "123.46");
    ck_assert_str_eq(P(numeric_t(5, 2), "-123.455").v.s, "-123.46");
    ck_assert_str_eq(P(numeric_t(5, 2), "123.454").v.s, "123.45");
    ck_assert_str_eq(P(numeric_t(5, 2), "0.004").v.s, "0.00");
    ck_assert_str_eq(P(numeric_t(5, 2), "-0.004").v.s, "0.00");
    ck_assert_str_eq(P(numeric_t(5, 2), "0.005").v.s, "0.01");
    ck_assert_str_eq(P(numeric_t(3, 0), "-999.4").v.s, "-999");
    ck_assert_str_eq(P(numeric_t(2, 0), "9.5").v.s, "10");
    ck_assert_str_eq(P(numeric_t(15, 2), "99.999").v.s, "100.00");
}
END_TEST

START_TEST(test_types_float_parse)
{
    ck_assert(P(T(T_FLOAT8), " 1.5 ").v.f == 1.5);
    ck_assert(P(T(T_FLOAT8), "-2e-3").v.f == -2e-3);
    ck_assert(isinf(P(T(T_FLOAT8), " Infinity").v.f));
    ck_assert(P(T(T_FLOAT8), "-inf").v.f < 0);
    ck_assert(isnan(P(T(T_FLOAT8), "NaN").v.f));
    ck_assert(P(T(T_FLOAT4), "0.1").v.f == (double)0.1f);
    ck_assert(P(T(T_FLOAT8), "4.9e-324").v.f > 0);
}
END_TEST

START_TEST(test_types_bool_parse)
{
    static const char *yes[] = {"t", "true", "TRUE", " yes ", "y", "on",
                                "1", "tr"};
    static const char *no[] = {"f", "false", "no", "n", "off", "of", "0",
                               "FALSE"};

    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
        ck_assert(P(T(T_BOOL), yes[i]).v.b);
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
        ck_assert(!P(T(T_BOOL), no[i]).v.b);
}
END_TEST

START_TEST(test_types_date_parse)
{
    ck_assert_int_eq(P(T(T_DATE), "2000-01-01").v.i, 0);
    ck_assert_int_eq(P(T(T_DATE), "1999-12-31").v.i, -1);
    ck_assert_int_eq(P(T(T_DATE), "2000-03-01").v.i, 60);
    ck_assert_int_eq(P(T(T_DATE), " 2024-02-29 ").v.i, 8825);
    ck_assert_int_eq(P(T(T_DATE), "20240229").v.i, 8825);
    ck_assert_int_eq(P(T(T_DATE), "2000-2-1").v.i, 31);
    ck_assert_int_eq(P(T(T_DATE), "1970-01-01").v.i, -10957);
    ck_assert_int_eq(P(T(T_DATE), "epoch").v.i, -10957);
    ck_assert_int_eq(P(T(T_DATE), "1998-12-01 10:00:00").v.i,
                     P(T(T_DATE), "1998-12-01").v.i);
    ck_assert_int_eq(P(T(T_DATE), "1998-12-01 23:00:00-08").v.i,
                     P(T(T_DATE), "1998-12-01").v.i);
    ck_assert_int_eq(P(T(T_DATE), "infinity").v.i, INT32_MAX);
    ck_assert_int_eq(P(T(T_DATE), "-infinity").v.i, INT32_MIN);
    ck_assert_str_eq(OUT(P(T(T_DATE), "0001-01-01")), "0001-01-01");
    ck_assert_str_eq(OUT(P(T(T_DATE), "1900-02-28")), "1900-02-28");
    ck_assert_str_eq(OUT(P(T(T_DATE), "2400-02-29")), "2400-02-29");
}
END_TEST

START_TEST(test_types_timestamp_parse)
{
    int64_t day = INT64_C(86400000000);

    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-01 00:00:01.5").v.i,
                     1500000);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-02").v.i, day);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-01T00:00:00.000001").v.i, 1);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-01 00:00:00.0000005").v.i,
                     1);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-01 24:00:00").v.i, day);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "1999-12-31 23:59").v.i,
                     -60000000);
    /* a zone is ignored by timestamp, applied by timestamptz */
    ck_assert_int_eq(P(T(T_TIMESTAMP), "2000-01-01 02:00:00+02").v.i,
                     2 * INT64_C(3600000000));
    ck_assert_int_eq(P(T(T_TIMESTAMPTZ), "2000-01-01 02:00:00+02").v.i, 0);
    ck_assert_int_eq(P(T(T_TIMESTAMPTZ), "2000-01-01 02:30:00+02:30").v.i,
                     0);
    ck_assert_int_eq(P(T(T_TIMESTAMPTZ), "2000-01-01 00:00:00Z").v.i, 0);
    ck_assert_int_eq(P(T(T_TIMESTAMP), "infinity").v.i, INT64_MAX);
    ck_assert_str_eq(OUT(P(T(T_TIMESTAMP), "1998-12-01 13:14:15.25")),
                     "1998-12-01 13:14:15.25");
    ck_assert_str_eq(OUT(P(T(T_TIMESTAMP), "1969-07-20 20:17:40")),
                     "1969-07-20 20:17:40");
    ck_assert_str_eq(OUT(P(T(T_TIMESTAMPTZ), "2000-01-01 02:00:00+02")),
                     "2000-01-01 00:00:00+00");
}
END_TEST

START_TEST(test_types_timestamp_precision)
{
    qp_type t = type_plain(T_TIMESTAMP);

    t.prec = 0;
    ck_assert_str_eq(OUT(P(t, "2000-01-01 00:00:00.5")),
                     "2000-01-01 00:00:01");
    ck_assert_str_eq(OUT(P(t, "1999-12-31 23:59:59.4")),
                     "1999-12-31 23:59:59");
    ck_assert_str_eq(type_name(&A, t), "timestamp(0) without time zone");
}
END_TEST

START_TEST(test_types_time_parse)
{
    ck_assert_int_eq(P(T(T_TIME), "00:00:01").v.i, 1000000);
    ck_assert_str_eq(OUT(P(T(T_TIME), "12:34:56.789")), "12:34:56.789");
    ck_assert_str_eq(OUT(P(T(T_TIME), "7:05")), "07:05:00");
    ck_assert_str_eq(OUT(P(T(T_TIME), "24:00:00")), "24:00:00");
    ck_assert_str_eq(S(P(T(T_TIME), "12:00")), "'12:00:00'::time");
}
END_TEST

static datum
IV(const char *s)
{
    return P(T(T_INTERVAL), s);
}

static datum
IVQ(const char *s, int from, int to)
{
    qprop_error err;
    datum d;

    err_clear(&err);
    ck_assert_msg(datum_parse_interval(&A, s, from, to, 0, &d, &err)
                  == QPROP_OK, "%s: %s", s, err.message);
    ck_assert_int_eq(d.type.id, T_INTERVAL);
    return d;
}

START_TEST(test_types_interval_parse)
{
    datum d;

    d = IV("90 days");
    ck_assert_int_eq(d.v.iv.days, 90);
    ck_assert_int_eq(d.v.iv.months, 0);
    ck_assert_int_eq(d.v.iv.usecs, 0);
    ck_assert_int_eq(IV("3 months").v.iv.months, 3);
    ck_assert_int_eq(IV("1 year 2 mons").v.iv.months, 14);
    ck_assert_int_eq(IV("1 yr 2 mon").v.iv.months, 14);
    d = IV("1 day 02:00:00");
    ck_assert_int_eq(d.v.iv.days, 1);
    ck_assert_int_eq(d.v.iv.usecs, 2 * INT64_C(3600000000));
    d = IV("1 02:00:00");
    ck_assert_int_eq(d.v.iv.days, 1);
    d = IV("-1 day +02:00:00");
    ck_assert_int_eq(d.v.iv.days, -1);
    ck_assert_int_eq(d.v.iv.usecs, 2 * INT64_C(3600000000));
    d = IV("1.5 days");
    ck_assert_int_eq(d.v.iv.days, 1);
    ck_assert_int_eq(d.v.iv.usecs, 12 * INT64_C(3600000000));
    ck_assert_int_eq(IV("2 weeks").v.iv.days, 14);
    ck_assert_int_eq(IV("1.5 months").v.iv.days, 15);
    ck_assert_int_eq(IV("1.5 years").v.iv.months, 18);
    ck_assert_int_eq(IV("1 century").v.iv.months, 1200);
    ck_assert_int_eq(IV("90").v.iv.usecs, 90000000);
    ck_assert_int_eq(IV("90days").v.iv.days, 90);
    ck_assert_int_eq(IV("@ 3 days ago").v.iv.days, -3);
    ck_assert_int_eq(IV("1-2").v.iv.months, 14);
    ck_assert_int_eq(IV("-1-2").v.iv.months, -14);
    ck_assert_int_eq(IV("10 ms").v.iv.usecs, 10000);
    ck_assert_int_eq(IV("1:30").v.iv.usecs, 90 * INT64_C(60000000));
    ck_assert_int_eq(IV("100:00:00").v.iv.usecs, 100 * INT64_C(3600000000));
    /* a leading sign and more unsigned fields: IntervalStyle sql_standard
       applies the sign to all of them, the others to the first only */
    ck_assert_str_eq(PERR(T(T_INTERVAL), "-1 2:00:00", QPROP_EUNSUPPORTED),
                     "interval \"-1 2:00:00\" depends on IntervalStyle "
                     "(under sql_standard its sign applies to every field)");
    PERR(T(T_INTERVAL), "-1 day 2 hours", QPROP_EUNSUPPORTED);
    PERR(T(T_INTERVAL), "@ -1 day 2 hours ago", QPROP_EUNSUPPORTED);
    ck_assert_int_eq(IV("-1 day -02:00:00").v.iv.usecs,
                     -2 * INT64_C(3600000000));
    ck_assert_int_eq(IV("-1 days").v.iv.days, -1);
    ck_assert_int_eq(IV("-1:30").v.iv.usecs, -90 * INT64_C(60000000));
}
END_TEST

START_TEST(test_types_interval_qualifier)
{
    datum d;

    ck_assert_int_eq(IVQ("90", IVF_DAY, IVF_NONE).v.iv.days, 90);
    ck_assert_int_eq(IVQ("3", IVF_MONTH, IVF_NONE).v.iv.months, 3);
    ck_assert_int_eq(IVQ("1", IVF_YEAR, IVF_NONE).v.iv.months, 12);
    ck_assert_str_eq(OUT(IVQ("18", IVF_MONTH, IVF_NONE)), "1 year 6 mons");
    ck_assert_str_eq(OUT(IVQ("1 year 6 months", IVF_YEAR, IVF_NONE)),
                     "1 year");
    ck_assert_str_eq(OUT(IVQ("1-2", IVF_YEAR, IVF_MONTH)), "1 year 2 mons");
    d = IVQ("1 day 02:03:04", IVF_DAY, IVF_HOUR);
    ck_assert_str_eq(OUT(d), "1 day 02:00:00");
    ck_assert_str_eq(OUT(IVQ("2", IVF_DAY, IVF_HOUR)), "02:00:00");
    ck_assert_str_eq(OUT(IVQ("1:30", IVF_MINUTE, IVF_SECOND)), "00:01:30");
    ck_assert_str_eq(OUT(IVQ("1:30", IVF_HOUR, IVF_MINUTE)), "01:30:00");
    ck_assert_str_eq(OUT(IVQ("5", IVF_HOUR, IVF_NONE)), "05:00:00");
    ck_assert_str_eq(OUT(IVQ("5", IVF_SECOND, IVF_NONE)), "00:00:05");
}
END_TEST

START_TEST(test_types_interval_out)
{
    ck_assert_str_eq(OUT(IV("90 days")), "90 days");
    ck_assert_str_eq(OUT(IV("1 day")), "1 day");
    ck_assert_str_eq(OUT(IV("3 months")), "3 mons");
    ck_assert_str_eq(OUT(IV("1 year 2 mons 3 days 04:05:06.5")),
                     "1 year 2 mons 3 days 04:05:06.5");
    ck_assert_str_eq(OUT(IV("-14 months")), "-1 years -2 mons");
    ck_assert_str_eq(OUT(IV("-1 day +02:00:00")), "-1 days +02:00:00");
    ck_assert_str_eq(OUT(IV("-1 day -02:00:00")), "-1 days -02:00:00");
    ck_assert_str_eq(OUT(IV("0")), "00:00:00");
    ck_assert_str_eq(OUT(IV("-0.000001 s")), "-00:00:00.000001");
    ck_assert_str_eq(S(IV("90 days")), "'90 days'::interval");
}
END_TEST

START_TEST(test_types_string_parse)
{
    ck_assert_str_eq(P(str_t(T_BPCHAR, 5), "ab").v.s, "ab   ");
    ck_assert_str_eq(P(str_t(T_BPCHAR, 5), "abc      ").v.s, "abc  ");
    ck_assert_str_eq(P(str_t(T_VARCHAR, 3), "abc ").v.s, "abc");
    ck_assert_str_eq(P(str_t(T_VARCHAR, 3), "ab").v.s, "ab");
    ck_assert_str_eq(P(str_t(T_VARCHAR, 3), "\xc3\xa4\xc3\xb6\xc3\xbc").v.s,
                     "\xc3\xa4\xc3\xb6\xc3\xbc");
    ck_assert_str_eq(P(str_t(T_BPCHAR, 2), "\xc3\xa4").v.s, "\xc3\xa4 ");
    ck_assert_str_eq(P(T(T_BPCHAR), "x  ").v.s, "x  ");
    ck_assert_str_eq(P(T(T_TEXT), "it's").v.s, "it's");
}
END_TEST

START_TEST(test_types_cast_int)
{
    ck_assert_int_eq(CAST(I(T_INT8, 5), T(T_INT2)).v.i, 5);
    ck_assert_int_eq(CAST(I(T_INT2, -5), T(T_INT8)).v.i, -5);
    ck_assert_str_eq(CASTERR(I(T_INT4, 40000), T(T_INT2)),
                     "smallint out of range");
    ck_assert_str_eq(CASTERR(I(T_INT8, INT64_C(3000000000)), T(T_INT4)),
                     "integer out of range");
    ck_assert_str_eq(CAST(I(T_INT4, -5), T(T_NUMERIC)).v.s, "-5");
    ck_assert_str_eq(CAST(I(T_INT4, 5), numeric_t(5, 2)).v.s, "5.00");
    ck_assert_str_eq(CASTERR(I(T_INT4, 1000), numeric_t(5, 2)),
                     "numeric field overflow");
    ck_assert(CAST(I(T_INT8, 3), T(T_FLOAT8)).v.f == 3.0);
    ck_assert_str_eq(CAST(I(T_INT4, 42), T(T_TEXT)).v.s, "42");
    ck_assert_int_eq(CAST(F(2.5), T(T_INT4)).v.i, 2);
    ck_assert_int_eq(CAST(F(3.5), T(T_INT4)).v.i, 4);
    ck_assert_int_eq(CAST(F(-2.7), T(T_INT8)).v.i, -3);
    ck_assert_str_eq(CASTERR(F(1e19), T(T_INT8)), "bigint out of range");
    ck_assert_str_eq(CASTERR(F(NAN), T(T_INT4)), "integer out of range");
}
END_TEST

START_TEST(test_types_cast_numeric)
{
    datum n;

    ck_assert_int_eq(CAST(P(T(T_NUMERIC), "2.5"), T(T_INT4)).v.i, 3);
    ck_assert_int_eq(CAST(P(T(T_NUMERIC), "-2.5"), T(T_INT4)).v.i, -3);
    ck_assert_int_eq(CAST(P(T(T_NUMERIC), "2.49"), T(T_INT4)).v.i, 2);
    ck_assert_int_eq(CAST(P(T(T_NUMERIC), "0.4"), T(T_INT2)).v.i, 0);
    ck_assert_int_eq(CAST(P(T(T_NUMERIC), "-9223372036854775808"),
                          T(T_INT8)).v.i, INT64_MIN);
    ck_assert_str_eq(CASTERR(P(T(T_NUMERIC), "2147483647.5"), T(T_INT4)),
                     "integer out of range");
    ck_assert_str_eq(CASTERR(P(T(T_NUMERIC), "9223372036854775807.5"),
                             T(T_INT8)), "bigint out of range");
    ck_assert(CAST(P(T(T_NUMERIC), "0.1"), T(T_FLOAT8)).v.f == 0.1);
    ck_assert(CAST(P(T(T_NUMERIC), "0.1"), T(T_FLOAT4)).v.f
              == (double)0.1f);
    ck_assert_str_eq(CAST(F(0.1), T(T_NUMERIC)).v.s, "0.1");
    ck_assert_str_eq(CAST(F(1e20), T(T_NUMERIC)).v.s,
                     "100000000000000000000");
    ck_assert_str_eq(CAST(F(-1.25), numeric_t(4, 1)).v.s, "-1.3");
    n = P(numeric_t(15, 2), "12.5");
    ck_assert_str_eq(CAST(n, numeric_t(15, 4)).v.s, "12.5000");
    ck_assert_str_eq(CAST(n, numeric_t(15, 0)).v.s, "13");
    ck_assert_str_eq(CAST(n, T(T_TEXT)).v.s, "12.50");
}
END_TEST

START_TEST(test_types_cast_string)
{
    qprop_error err;
    datum in, out;

    ck_assert_str_eq(CAST(P(str_t(T_BPCHAR, 5), "ab"), T(T_TEXT)).v.s, "ab");
    ck_assert_str_eq(CAST(P(str_t(T_BPCHAR, 5), "ab"),
                          str_t(T_VARCHAR, 9)).v.s, "ab");
    ck_assert_str_eq(CAST(P(T(T_TEXT), "ab"), str_t(T_BPCHAR, 3)).v.s,
                     "ab ");
    ck_assert_str_eq(CASTERR(P(T(T_TEXT), "abc"), str_t(T_VARCHAR, 2)),
                     "value too long for type character varying(2)");
    ck_assert_str_eq(CAST(P(T(T_VARCHAR), "abc"), T(T_TEXT)).v.s, "abc");
    /* explicit casts truncate and read text as any type */
    in = P(T(T_TEXT), "abc");
    err_clear(&err);
    ck_assert_int_eq(datum_cast_explicit(&A, &in, str_t(T_VARCHAR, 2), 0,
                                         &out, &err), QPROP_OK);
    ck_assert_str_eq(out.v.s, "ab");
    in = P(T(T_TEXT), "17");
    ck_assert_str_eq(CASTERR(in, T(T_INT4)),
                     "cannot cast type text to integer");
    ck_assert_int_eq(datum_cast_explicit(&A, &in, T(T_INT4), 0, &out, &err),
                     QPROP_OK);
    ck_assert_int_eq(out.v.i, 17);
    /* an unknown literal reads as any type */
    in = P(T(T_UNKNOWN), "1998-12-01");
    ck_assert_int_eq(CAST(in, T(T_DATE)).type.id, T_DATE);
    ck_assert_str_eq(OUT(CAST(in, T(T_DATE))), "1998-12-01");
    ck_assert_str_eq(CAST(P(T(T_BOOL), "t"), T(T_TEXT)).v.s, "true");
    ck_assert_str_eq(CASTERR(P(T(T_BOOL), "t"), T(T_INT4)),
                     "cannot cast type boolean to integer");
}
END_TEST

START_TEST(test_types_cast_datetime)
{
    datum d = P(T(T_DATE), "1998-12-01");
    datum ts;

    ts = CAST(d, T(T_TIMESTAMP));
    ck_assert_str_eq(S(ts), "'1998-12-01 00:00:00'::timestamp");
    ck_assert_str_eq(OUT(CAST(P(T(T_TIMESTAMP), "1969-12-31 23:00:00"),
                              T(T_DATE))), "1969-12-31");
    ck_assert_str_eq(OUT(CAST(P(T(T_TIMESTAMP), "2000-01-01 12:30:00"),
                              T(T_TIME))), "12:30:00");
    ck_assert_int_eq(CAST(P(T(T_DATE), "infinity"), T(T_TIMESTAMP)).v.i,
                     INT64_MAX);
    ck_assert_str_eq(CASTERR(P(T(T_DATE), "300000-01-01"), T(T_TIMESTAMP)),
                     "date out of range for timestamp");
    /* its text is written in the session's DateStyle: not computed */
    ck_assert_str_eq(CASTERR(d, T(T_TEXT)), "the text of a date depends on "
                     "the session's DateStyle");
    ck_assert_str_eq(CASTERR(d, T(T_INT4)), "cannot cast type date to integer");
    ck_assert_int_eq(CAST(datum_null(T(T_INT4)), T(T_DATE)).is_null, true);
}
END_TEST

START_TEST(test_types_cast_float)
{
    ck_assert(CAST(F(0.5), T(T_FLOAT4)).v.f == 0.5);
    ck_assert_str_eq(CASTERR(F(1e300), T(T_FLOAT4)),
                     "value out of range: overflow");
    ck_assert_str_eq(CASTERR(F(1e-300), T(T_FLOAT4)),
                     "value out of range: underflow");
    ck_assert_str_eq(CASTERR(P(T(T_NUMERIC), "1e40"), T(T_FLOAT4)),
                     "\"10000000000000000000000000000000000000000\" is out "
                     "of range for type real");
    ck_assert_str_eq(CAST(F(1.5), T(T_TEXT)).v.s, "1.5");
}
END_TEST

START_TEST(test_types_cmp_exact)
{
    datum big = I(T_INT8, INT64_C(9007199254740993));

    /* integer vs numeric: digit-wise, not through double */
    ck_assert_int_eq(CMP(big, P(T(T_NUMERIC), "9007199254740992.5")), 1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "9007199254740993.0"), big), 0);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "9007199254740993.01"), big), 1);
    /* integer vs float: 2^53 + 1 is above the double 2^53 */
    ck_assert_int_eq(CMP(big, F(9007199254740992.0)), 1);
    ck_assert_int_eq(CMP(F(9007199254740992.0), big), -1);
    ck_assert_int_eq(CMP(I(T_INT4, 3), F(3.0)), 0);
    ck_assert_int_eq(CMP(I(T_INT4, 3), F(3.5)), -1);
    ck_assert_int_eq(CMP(I(T_INT4, -3), F(-3.5)), 1);
    ck_assert_int_eq(CMP(I(T_INT8, INT64_MAX), F(9223372036854775808.0)),
                     -1);
    /* numeric vs float: 0.1 as a double is 0.1000000000000000055... */
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "0.1"), F(0.1)), -1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "0.5"), F(0.5)), 0);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "-1e300"), F(-INFINITY)), 1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "1"), F(NAN)), -1);
    /* numeric vs numeric */
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "1.00"), I(T_INT2, 1)), 0);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "-1.5"), P(T(T_NUMERIC), "-1.25")),
                     -1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "0.00"), P(T(T_NUMERIC), "-0")), 0);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "0.001"), P(T(T_NUMERIC), "0")), 1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "-0.001"), P(T(T_NUMERIC), "0")),
                     -1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "10"), P(T(T_NUMERIC), "9.99")), 1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), "-10"), P(T(T_NUMERIC), "-9.99")),
                     -1);
    /* floats: NaN above infinity; -0 = 0 */
    ck_assert_int_eq(CMP(F(NAN), F(INFINITY)), 1);
    ck_assert_int_eq(CMP(F(NAN), F(NAN)), 0);
    ck_assert_int_eq(CMP(F(-0.0), F(0.0)), 0);
}
END_TEST

START_TEST(test_types_cmp_other)
{
    datum x, y;
    bool ok = true;

    ck_assert_int_eq(CMP(P(T(T_DATE), "2000-01-02"),
                         P(T(T_TIMESTAMP), "2000-01-01 23:59:59")), 1);
    ck_assert_int_eq(CMP(P(T(T_DATE), "2000-01-02"),
                         P(T(T_TIMESTAMP), "2000-01-02")), 0);
    ck_assert_int_eq(CMP(P(T(T_DATE), "infinity"),
                         P(T(T_TIMESTAMP), "294276-01-01")), 1);
    ck_assert_int_eq(CMP(P(T(T_TEXT), "a"), P(T(T_TEXT), "b")), -1);
    ck_assert_int_eq(CMP(P(T(T_TEXT), "a "), P(T(T_TEXT), "a")), 1);
    ck_assert_int_eq(CMP(P(T(T_TEXT), "B"), P(T(T_TEXT), "a")), -1);
    ck_assert_int_eq(CMP(P(T(T_TEXT), "\xc3\xa4"), P(T(T_TEXT), "z")), 1);
    /* char(n): trailing blanks do not count */
    ck_assert_int_eq(CMP(P(str_t(T_BPCHAR, 3), "a"), P(T(T_BPCHAR), "a")),
                     0);
    ck_assert_int_eq(CMP(P(T(T_BPCHAR), "a "), P(T(T_TEXT), "a")), 0);
    ck_assert_int_eq(CMP(P(T(T_TEXT), "a "), P(T(T_BPCHAR), "a")), 1);
    ck_assert_int_eq(CMP(P(T(T_VARCHAR), "a "), P(T(T_BPCHAR), "a")), 0);
    ck_assert_int_eq(CMP(P(T(T_BPCHAR), "a\t"), P(T(T_BPCHAR), "a")), 1);
    ck_assert_int_eq(CMP(P(T(T_BOOL), "f"), P(T(T_BOOL), "t")), -1);
    ck_assert_int_eq(CMP(IV("1 mon"), IV("30 days")), 0);
    ck_assert_int_eq(CMP(IV("1 day"), IV("24:00:00")), 0);
    ck_assert_int_eq(CMP(IV("1 day"), IV("23:59:59")), 1);
    ck_assert_int_eq(CMP(IV("-1 day"), IV("-23:00:00")), -1);
    ck_assert_int_eq(CMP(P(T(T_TIME), "10:00"), P(T(T_TIME), "09:00")), 1);
    /* mismatched categories */
    x = I(T_INT4, 1);
    y = P(T(T_TEXT), "1");
    ck_assert_int_eq(datum_cmp(&x, &y, &ok), 0);
    ck_assert(!ok);
    y = P(T(T_TIME), "10:00");
    x = P(T(T_DATE), "2000-01-01");
    ok = true;
    datum_cmp(&x, &y, &ok);
    ck_assert(!ok);
    /* NULL sorts last */
    x = datum_null(T(T_INT4));
    y = I(T_INT4, 1);
    ck_assert_int_gt(datum_cmp(&x, &y, NULL), 0);
}
END_TEST

START_TEST(test_types_to_sql)
{
    ck_assert_str_eq(S(I(T_INT4, 42)), "42");
    ck_assert_str_eq(S(I(T_INT4, -7)), "-7");
    ck_assert_str_eq(S(I(T_INT4, INT32_MIN)), "-2147483648");
    ck_assert_str_eq(S(I(T_INT2, 5)), "5::smallint");
    ck_assert_str_eq(S(I(T_INT2, -5)), "(-5)::smallint");
    ck_assert_str_eq(S(I(T_INT8, 5)), "5::bigint");
    ck_assert_str_eq(S(I(T_INT8, INT64_C(5000000000))), "5000000000");
    ck_assert_str_eq(S(I(T_INT8, INT64_MIN)), "-9223372036854775808");
    ck_assert_str_eq(S(P(T(T_NUMERIC), "12")), "12::numeric");
    ck_assert_str_eq(S(P(T(T_NUMERIC), "-12")), "(-12)::numeric");
    ck_assert_str_eq(S(P(T(T_NUMERIC), "12.50")), "12.50");
    ck_assert_str_eq(S(P(T(T_NUMERIC), "-0.5")), "-0.5");
    ck_assert_str_eq(S(F(1.5)), "'1.5'::double precision");
    ck_assert_str_eq(S(F(0.1)), "'0.1'::double precision");
    ck_assert_str_eq(S(F(-INFINITY)), "'-Infinity'::double precision");
    ck_assert_str_eq(S(P(T(T_FLOAT4), "0.1")), "'0.1'::real");
    ck_assert_str_eq(S(P(T(T_TEXT), "it's")), "'it''s'");
    ck_assert_str_eq(S(P(T(T_VARCHAR), "x")), "'x'::character varying");
    /* the modifier is kept */
    ck_assert_str_eq(S(P(str_t(T_BPCHAR, 2), "x")), "'x '::character(2)");
    ck_assert_str_eq(S(P(T(T_BPCHAR), "x")), "'x'::bpchar");
    ck_assert_str_eq(S(P(T(T_DATE), "1998-12-01")), "'1998-12-01'::date");
    ck_assert_str_eq(S(P(T(T_TIMESTAMP), "1998-12-01")),
                     "'1998-12-01 00:00:00'::timestamp");
    ck_assert_str_eq(S(P(T(T_TIMESTAMPTZ), "1998-12-01")),
                     "'1998-12-01 00:00:00+00'::timestamptz");
    ck_assert_str_eq(S(P(T(T_BOOL), "yes")), "true");
    ck_assert_str_eq(S(P(T(T_BOOL), "no")), "false");
    ck_assert_str_eq(S(datum_null(T(T_INT4))), "NULL::integer");
    ck_assert_str_eq(S(datum_null(numeric_t(15, 2))), "NULL::numeric(15,2)");
    ck_assert_str_eq(S(datum_null(T(T_NULL))), "NULL");
    ck_assert_str_eq(S(P(T(T_UNKNOWN), "abc")), "'abc'");
}
END_TEST

START_TEST(test_types_float_out)
{
    ck_assert_str_eq(OUT(F(1e6)), "1000000");
    ck_assert_str_eq(OUT(F(1e14)), "100000000000000");
    ck_assert_str_eq(OUT(F(1e15)), "1e+15");
    ck_assert_str_eq(OUT(F(1.5e300)), "1.5e+300");
    ck_assert_str_eq(OUT(F(0.0001)), "0.0001");
    ck_assert_str_eq(OUT(F(0.00001)), "1e-05");
    ck_assert_str_eq(OUT(F(123.456)), "123.456");
    ck_assert_str_eq(OUT(F(-2.5)), "-2.5");
    ck_assert_str_eq(OUT(F(1.0 / 3)), "0.3333333333333333");
    ck_assert_str_eq(OUT(F(0.1 + 0.2)), "0.30000000000000004");
    ck_assert_str_eq(OUT(F(-0.0)), "-0");
    ck_assert_str_eq(OUT(F(NAN)), "NaN");
    /* every printed double reads back exactly */
    for (int i = 0; i < 2000; i++) {
        double v = ldexp((double)(i * 7919 + 13) / 8191.0, i % 200 - 100);

        ck_assert(strtod(OUT(F(v)), NULL) == v);
    }
}
END_TEST

/* ---- limits ---- */

START_TEST(test_types_int_limits)
{
    char buf[32];

    ck_assert_int_eq(P(T(T_INT4), "2147483647").v.i, INT32_MAX);
    ck_assert_int_eq(P(T(T_INT4), "-2147483648").v.i, INT32_MIN);
    ck_assert_int_eq(P(T(T_INT8), "9223372036854775807").v.i, INT64_MAX);
    ck_assert_int_eq(P(T(T_INT8), "-9223372036854775808").v.i, INT64_MIN);
    ck_assert_str_eq(PERR(T(T_INT4), "2147483648", QPROP_ESEMANTIC),
                     "value \"2147483648\" is out of range for type integer");
    ck_assert_str_eq(PERR(T(T_INT4), "-2147483649", QPROP_ESEMANTIC),
                     "value \"-2147483649\" is out of range for type integer");
    ck_assert_str_eq(PERR(T(T_INT2), "32768", QPROP_ESEMANTIC),
                     "value \"32768\" is out of range for type smallint");
    ck_assert_str_eq(PERR(T(T_INT8), "9223372036854775808", QPROP_ESEMANTIC),
                     "value \"9223372036854775808\" is out of range for type "
                     "bigint");
    ck_assert_str_eq(PERR(T(T_INT8), "-99999999999999999999",
                          QPROP_ESEMANTIC),
                     "value \"-99999999999999999999\" is out of range for "
                     "type bigint");
    snprintf(buf, sizeof buf, "%lld", (long long)INT32_MIN);
    ck_assert_str_eq(OUT(I(T_INT4, INT32_MIN)), buf);
}
END_TEST

START_TEST(test_types_numeric_limits)
{
    static const char big[] = "123456789012345678901234567890123456789012345"
                              "678901234567890.123456789012345678901234567";
    datum d;

    ck_assert_str_eq(P(T(T_NUMERIC), big).v.s, big);
    ck_assert_int_eq(strlen(P(T(T_NUMERIC), "1e1000").v.s), 1001);
    ck_assert_int_eq(strlen(P(T(T_NUMERIC), "1e-1000").v.s), 1002);
    ck_assert_str_eq(PERR(numeric_t(5, 2), "999.995", QPROP_ESEMANTIC),
                     "numeric field overflow");
    ck_assert_str_eq(PERR(numeric_t(3, 3), "1", QPROP_ESEMANTIC),
                     "numeric field overflow");
    ck_assert_str_eq(P(numeric_t(3, 3), "0.9994").v.s, "0.999");
    d = P(numeric_t(38, 10), "-9999999999999999999999999999.99999999994");
    ck_assert_str_eq(d.v.s, "-9999999999999999999999999999.9999999999");
    ck_assert_str_eq(PERR(numeric_t(38, 10),
                          "-9999999999999999999999999999.99999999995",
                          QPROP_ESEMANTIC), "numeric field overflow");
    ck_assert_str_eq(CAST(P(T(T_NUMERIC), "123.456"), numeric_t(10, 0)).v.s,
                     "123");
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), big),
                         P(T(T_NUMERIC), "1e59")), 1);
    ck_assert_int_eq(CMP(P(T(T_NUMERIC), big),
                         P(T(T_NUMERIC), "1e60")), -1);
}
END_TEST

START_TEST(test_types_date_limits)
{
    ck_assert_str_eq(OUT(P(T(T_DATE), "9999-12-31")), "9999-12-31");
    ck_assert_str_eq(OUT(P(T(T_DATE), "5874897-12-31")), "5874897-12-31");
    ck_assert_str_eq(PERR(T(T_DATE), "5874898-01-01", QPROP_ESEMANTIC),
                     "date out of range: \"5874898-01-01\"");
    ck_assert_str_eq(OUT(P(T(T_TIMESTAMP), "294276-12-31 23:59:59.999999")),
                     "294276-12-31 23:59:59.999999");
    ck_assert_str_eq(PERR(T(T_TIMESTAMP), "294277-01-01", QPROP_ESEMANTIC),
                     "timestamp out of range: \"294277-01-01\"");
    ck_assert_int_eq(CMP(P(T(T_DATE), "5874897-12-31"),
                         P(T(T_TIMESTAMP), "294276-12-31 23:59:59")), 1);
    ck_assert_int_eq(CMP(P(T(T_DATE), "5874897-12-31"),
                         P(T(T_TIMESTAMP), "infinity")), -1);
    ck_assert_int_eq(CMP(P(T(T_DATE), "-infinity"),
                         P(T(T_TIMESTAMP), "0001-01-01")), -1);
    {
        /* a date and a timestamptz compare only in a session zone */
        datum x = P(T(T_DATE), "1999-12-31");
        datum y = P(T(T_TIMESTAMPTZ), "1999-12-31 00:00:00.000001");
        bool ok = true;

        datum_cmp(&x, &y, &ok);
        ck_assert(!ok);
    }
    ck_assert_str_eq(S(P(T(T_DATE), "infinity")), "'infinity'::date");
    ck_assert_str_eq(S(P(T(T_TIMESTAMP), "-infinity")),
                     "'-infinity'::timestamp");
    ck_assert_str_eq(OUT(P(T(T_TIMESTAMP), "0001-01-01 00:00:00")),
                     "0001-01-01 00:00:00");
    /* years before 1 are written as PostgreSQL writes them (year 0 is
       1 BC): the smallest date a domain reaches, 4714-11-24 BC, was
       printed "-4713-11-24", which PostgreSQL rejects */
    ck_assert_str_eq(S(I(T_DATE, -2451545)), "'4714-11-24 BC'::date");
    ck_assert_str_eq(OUT(I(T_DATE, -730120)), "0001-12-31 BC");
    ck_assert_str_eq(OUT(I(T_DATE, -730119)), "0001-01-01");
    ck_assert_str_eq(OUT(I(T_TIMESTAMP, (int64_t)-730120 * 86400000000 + 1)),
                     "0001-12-31 00:00:00.000001 BC");
}
END_TEST

START_TEST(test_types_interval_limits)
{
    datum d = IV("2147483647 days");

    ck_assert_int_eq(d.v.iv.days, INT32_MAX);
    ck_assert_str_eq(PERR(T(T_INTERVAL), "2147483648 days", QPROP_ESEMANTIC),
                     "interval field value out of range: "
                     "\"2147483648 days\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "99999999999999999999 seconds",
                          QPROP_ESEMANTIC),
                     "interval field value out of range: "
                     "\"99999999999999999999 seconds\"");
    ck_assert_int_eq(CMP(IV("178956970 years"), IV("-178956970 years")), 1);
    PERR(T(T_INTERVAL), "-9223372036854 s -775808 us ago", QPROP_ESEMANTIC);
    ck_assert_str_eq(OUT(IV("-9223372036854 s -775808 us")),
                     "-2562047788:00:54.775808");
}
END_TEST

START_TEST(test_types_oom)
{
    arena small;
    qprop_error err;
    datum d;

    /* a limit below one chunk makes every allocation fail */
    arena_init(&small, 16);
    err_clear(&err);
    ck_assert_int_eq(datum_parse(&small, type_plain(T_NUMERIC), "1.5", 0, &d,
                                 &err), QPROP_ENOMEM);
    ck_assert_int_eq(err.code, QPROP_ENOMEM);
    err_clear(&err);
    ck_assert_int_eq(datum_parse(&small, type_plain(T_TEXT), "x", 0, &d,
                                 &err), QPROP_ENOMEM);
    d = I(T_INT4, 1);
    ck_assert_ptr_null(datum_to_sql(&small, &d));
    /* values that need no memory still parse */
    err_clear(&err);
    ck_assert_int_eq(datum_parse(&small, type_plain(T_INT4), "1", 0, &d,
                                 &err), QPROP_OK);
    arena_destroy(&small);
}
END_TEST

/* ---- errors ---- */

START_TEST(test_types_parse_errors)
{
    ck_assert_str_eq(PERR(T(T_INT4), "12a", QPROP_ESEMANTIC),
                     "invalid input syntax for type integer: \"12a\"");
    ck_assert_str_eq(PERR(T(T_INT4), "", QPROP_ESEMANTIC),
                     "invalid input syntax for type integer: \"\"");
    ck_assert_str_eq(PERR(T(T_INT4), "1.5", QPROP_ESEMANTIC),
                     "invalid input syntax for type integer: \"1.5\"");
    ck_assert_str_eq(PERR(T(T_INT2), " - 1", QPROP_ESEMANTIC),
                     "invalid input syntax for type smallint: \" - 1\"");
    ck_assert_str_eq(PERR(T(T_NUMERIC), "1.2.3", QPROP_ESEMANTIC),
                     "invalid input syntax for type numeric: \"1.2.3\"");
    ck_assert_str_eq(PERR(T(T_NUMERIC), "1e", QPROP_ESEMANTIC),
                     "invalid input syntax for type numeric: \"1e\"");
    ck_assert_str_eq(PERR(T(T_NUMERIC), "1e1001", QPROP_ESEMANTIC),
                     "invalid input syntax for type numeric: \"1e1001\"");
    PERR(T(T_NUMERIC), "NaN", QPROP_EUNSUPPORTED);
    PERR(T(T_NUMERIC), "-Infinity", QPROP_EUNSUPPORTED);
    ck_assert_str_eq(PERR(T(T_FLOAT8), "abc", QPROP_ESEMANTIC),
                     "invalid input syntax for type double precision: "
                     "\"abc\"");
    ck_assert_str_eq(PERR(T(T_FLOAT8), "1e400", QPROP_ESEMANTIC),
                     "\"1e400\" is out of range for type double precision");
    ck_assert_str_eq(PERR(T(T_FLOAT8), "1e-400", QPROP_ESEMANTIC),
                     "\"1e-400\" is out of range for type double precision");
    ck_assert_str_eq(PERR(T(T_FLOAT4), "1e40", QPROP_ESEMANTIC),
                     "\"1e40\" is out of range for type real");
    ck_assert_str_eq(PERR(T(T_FLOAT4), "", QPROP_ESEMANTIC),
                     "invalid input syntax for type real: \"\"");
    ck_assert_str_eq(PERR(T(T_BOOL), "o", QPROP_ESEMANTIC),
                     "invalid input syntax for type boolean: \"o\"");
    ck_assert_str_eq(PERR(T(T_BOOL), "maybe", QPROP_ESEMANTIC),
                     "invalid input syntax for type boolean: \"maybe\"");
    ck_assert_str_eq(PERR(str_t(T_VARCHAR, 3), "abcd", QPROP_ESEMANTIC),
                     "value too long for type character varying(3)");
    ck_assert_str_eq(PERR(str_t(T_BPCHAR, 5), "abcdef", QPROP_ESEMANTIC),
                     "value too long for type character(5)");
}
END_TEST

/* Session time zones: offsets at instants and local times in DST gaps and
   overlaps as PostgreSQL chooses them, settings as it reads them, and the
   casts that need a zone refused without one. */
/* datum_mono_bound(): bounds on k::date and date_trunc(unit, k) as bounds
   on the timestamp k; tz_local_bounds(): the local times of an instant. */
START_TEST(test_types_mono_bounds)
{
    qp_type ts = type_plain(T_TIMESTAMP), dt = type_plain(T_DATE);
    datum v, out;
    bool incl;
    arena a;
    const qp_tz *ny;
    qprop_error err;
    int64_t lo, hi;

#define MB(unit, val, type, lower, inc, want, want_incl)                     \
    do {                                                                      \
        v = P(type, val);                                                     \
        ck_assert(datum_mono_bound(unit, &v, lower, inc, &out, &incl));       \
        ck_assert_str_eq(S(out), want);                                       \
        ck_assert_int_eq(incl, want_incl);                                    \
    } while (0)
    /* date_trunc('month', k) >= v: v itself when it starts a month */
    MB("month", "2024-02-01", ts, true, true, "'2024-02-01 00:00:00'::timestamp", 1);
    MB("month", "2024-02-02", ts, true, true, "'2024-03-01 00:00:00'::timestamp", 1);
    MB("month", "2024-02-01", ts, true, false, "'2024-03-01 00:00:00'::timestamp", 1);
    /* <= v: below the next month; < v: below v when it starts one */
    MB("month", "2024-02-02", ts, false, true, "'2024-03-01 00:00:00'::timestamp", 0);
    MB("month", "2024-02-01", ts, false, false, "'2024-02-01 00:00:00'::timestamp", 0);
    MB("month", "2024-02-02", ts, false, false, "'2024-03-01 00:00:00'::timestamp", 0);
    MB("year", "2024-12-31 23:59", ts, false, true, "'2025-01-01 00:00:00'::timestamp", 0);
    MB("quarter", "2024-05-17", ts, true, true, "'2024-07-01 00:00:00'::timestamp", 1);
    /* weeks begin on Monday (2024-01-29 was one) */
    MB("week", "2024-02-01", ts, false, true, "'2024-02-05 00:00:00'::timestamp", 0);
    MB("hour", "2024-02-01 10:30", ts, true, true, "'2024-02-01 11:00:00'::timestamp", 1);
    /* k::date: a date's midnight, the next one for an upper bound */
    MB(NULL, "2024-02-29", dt, true, true, "'2024-02-29 00:00:00'::timestamp", 1);
    MB(NULL, "2024-02-29", dt, false, true, "'2024-03-01 00:00:00'::timestamp", 0);
    MB(NULL, "2024-02-29", dt, false, false, "'2024-02-29 00:00:00'::timestamp", 0);
    /* infinities are each other's */
    MB(NULL, "infinity", dt, true, true, "'infinity'::timestamp", 1);
    MB("month", "-infinity", ts, false, true, "'-infinity'::timestamp", 1);
#undef MB
    v = P(ts, "2024-02-01");
    ck_assert(!datum_mono_bound("decade", &v, true, true, &out, &incl));
    arena_init(&a, 0);
    if (access("/usr/share/zoneinfo/America/New_York", R_OK) == 0) {
        ck_assert_int_eq(tz_load(&a, "America/New_York", -1, &ny, &err),
                         QPROP_OK);
        /* 2024-02-10 05:00 UTC is 00:00 local, and nothing changes near */
        v = P(type_plain(T_TIMESTAMPTZ), "2024-02-10 05:00+00");
        tz_local_bounds(ny, v.v.i, &lo, &hi);
        ck_assert(lo == hi);
        ck_assert_int_eq(lo, P(ts, "2024-02-10 00:00").v.i);
        /* 07:00 UTC on 2024-03-10 is 02:00 (in the gap, read at -05) and
           03:00 EDT: both within the bounds */
        v = P(type_plain(T_TIMESTAMPTZ), "2024-03-10 07:00+00");
        tz_local_bounds(ny, v.v.i, &lo, &hi);
        ck_assert_int_eq(lo, P(ts, "2024-03-10 02:00").v.i);
        ck_assert_int_eq(hi, P(ts, "2024-03-10 03:00").v.i);
    }
    arena_destroy(&a);
}
END_TEST

START_TEST(test_types_timezone)
{
    arena a;
    const qp_tz *ny, *tz;
    qprop_error err;
    datum d, out;
    /* 2024-03-10 (spring forward) and 2024-11-03 (fall back), seconds
       since 1970 of local midnight */
    const int64_t mar10 = INT64_C(1710028800), nov3 = INT64_C(1730592000);

    arena_init(&a, 0);
    if (access("/usr/share/zoneinfo/America/New_York", R_OK) == 0) {
        ck_assert_int_eq(tz_load(&a, "America/New_York", -1, &ny, &err),
                         QPROP_OK);
        ck_assert_int_eq(tz_local_offset(ny, mar10 + 3600), -5 * 3600);
        /* 02:30 does not exist: the offset before the change */
        ck_assert_int_eq(tz_local_offset(ny, mar10 + 9000), -5 * 3600);
        ck_assert_int_eq(tz_local_offset(ny, mar10 + 3 * 3600), -4 * 3600);
        /* 01:30 happens twice: the offset after the change */
        ck_assert_int_eq(tz_local_offset(ny, nov3 + 5400), -5 * 3600);
        ck_assert_int_eq(tz_local_offset(ny, nov3 + 1800), -4 * 3600);
        /* after the last transition of the file: its POSIX rule */
        ck_assert_int_eq(tz_offset_at(ny, INT64_C(4102444800) + 180 * 86400),
                         -4 * 3600);
    }
    ck_assert_int_eq(tz_load(&a, "-3", -1, &tz, &err), QPROP_OK);
    ck_assert_int_eq(tz_offset_at(tz, 0), -3 * 3600);
    ck_assert_int_eq(tz_load(&a, "UTC+3", -1, &tz, &err), QPROP_OK);
    ck_assert_int_eq(tz_offset_at(tz, 0), -3 * 3600);
    ck_assert_int_eq(tz_load(&a, "+05:30", -1, &tz, &err), QPROP_OK);
    ck_assert_int_eq(tz_offset_at(tz, 0), -(5 * 3600 + 1800));
    ck_assert_int_eq(tz_load(&a, "5.5", -1, &tz, &err), QPROP_OK);
    ck_assert_int_eq(tz_offset_at(tz, 0), 5 * 3600 + 1800);
    ck_assert(tz_is_utc(tz_utc()));
    err_clear(&err);
    ck_assert_int_eq(tz_load(&a, "Nowhere/Zone", -1, &tz, &err),
                     QPROP_ESEMANTIC);
    ck_assert_str_eq(err.message,
                     "invalid value for parameter \"TimeZone\": "
                     "\"Nowhere/Zone\"");
    ck_assert_int_ne(tz_load(&a, "../../etc/passwd", -1, &tz, &err),
                     QPROP_OK);
    /* a timestamptz literal without an offset, and date -> timestamptz,
       need a zone */
    err_clear(&err);
    ck_assert_int_eq(datum_parse(&a, type_plain(T_TIMESTAMPTZ),
                                 "2024-01-01", -1, &d, &err),
                     QPROP_EUNSUPPORTED);
    ck_assert_int_eq(datum_parse_tz(&a, type_plain(T_TIMESTAMPTZ),
                                    "2024-01-01", tz_utc(), -1, &d, &err),
                     QPROP_OK);
    ck_assert_int_eq(datum_parse(&a, type_plain(T_DATE), "2024-01-01", -1,
                                 &d, &err), QPROP_OK);
    err_clear(&err);
    ck_assert_int_eq(datum_cast(&a, &d, type_plain(T_TIMESTAMPTZ), -1, &out,
                                &err), QPROP_EUNSUPPORTED);
    ck_assert_int_eq(datum_cast_tz(&a, &d, type_plain(T_TIMESTAMPTZ), tz,
                                   false, -1, &out, &err), QPROP_OK);
    /* midnight at +05:30 is 18:30 UTC the day before */
    ck_assert(out.v.i == d.v.i * INT64_C(86400000000)
                         - INT64_C(19800000000));
    arena_destroy(&a);
}
END_TEST

START_TEST(test_types_datetime_errors)
{
    ck_assert_str_eq(PERR(T(T_DATE), "2023-02-29", QPROP_ESEMANTIC),
                     "date/time field value out of range: \"2023-02-29\"");
    ck_assert_str_eq(PERR(T(T_DATE), "1900-02-29", QPROP_ESEMANTIC),
                     "date/time field value out of range: \"1900-02-29\"");
    ck_assert_str_eq(PERR(T(T_DATE), "2000-13-01", QPROP_ESEMANTIC),
                     "date/time field value out of range: \"2000-13-01\"");
    ck_assert_str_eq(PERR(T(T_DATE), "2000-04-31", QPROP_ESEMANTIC),
                     "date/time field value out of range: \"2000-04-31\"");
    ck_assert_str_eq(PERR(T(T_DATE), "abc", QPROP_ESEMANTIC),
                     "invalid input syntax for type date: \"abc\"");
    /* a form with digits qprop does not read is PostgreSQL's to read
       (or refuse): kept as written, as the forms it reads otherwise */
    PERR(T(T_DATE), "2000-01-01x", QPROP_EUNSUPPORTED);
    PERR(T(T_DATE), "J2460371", QPROP_EUNSUPPORTED);
    PERR(T(T_DATE), "2024-060", QPROP_EUNSUPPORTED);
    PERR(T(T_TIMESTAMPTZ), "20240331T190000Z", QPROP_EUNSUPPORTED);
    PERR(T(T_TIMESTAMP), "2024-03-31 040506", QPROP_EUNSUPPORTED);
    PERR(T(T_DATE), "01/02/2000", QPROP_EUNSUPPORTED);
    PERR(T(T_DATE), "2000-01-01 BC", QPROP_EUNSUPPORTED);
    PERR(T(T_DATE), "today", QPROP_EUNSUPPORTED);
    ck_assert_str_eq(PERR(T(T_TIMESTAMP), "2000-01-01 25:00:00",
                          QPROP_ESEMANTIC),
                     "date/time field value out of range: "
                     "\"2000-01-01 25:00:00\"");
    ck_assert_str_eq(PERR(T(T_TIMESTAMP), "2000-01-01 24:00:01",
                          QPROP_ESEMANTIC),
                     "date/time field value out of range: "
                     "\"2000-01-01 24:00:01\"");
    ck_assert_str_eq(PERR(T(T_TIMESTAMP), "2000-01-01 10:61",
                          QPROP_ESEMANTIC),
                     "date/time field value out of range: "
                     "\"2000-01-01 10:61\"");
    ck_assert_str_eq(PERR(T(T_TIMESTAMP), "x", QPROP_ESEMANTIC),
                     "invalid input syntax for type timestamp: \"x\"");
    ck_assert_str_eq(PERR(T(T_TIMESTAMPTZ), "x", QPROP_ESEMANTIC),
                     "invalid input syntax for type timestamp with time "
                     "zone: \"x\"");
    PERR(T(T_TIMESTAMPTZ), "2000-01-01 10:00 Europe/Paris",
         QPROP_EUNSUPPORTED);
    ck_assert_str_eq(PERR(T(T_TIME), "12", QPROP_ESEMANTIC),
                     "invalid input syntax for type time: \"12\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "1 fortnight", QPROP_ESEMANTIC),
                     "invalid input syntax for type interval: "
                     "\"1 fortnight\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "1 day 2 days", QPROP_ESEMANTIC),
                     "invalid input syntax for type interval: "
                     "\"1 day 2 days\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "", QPROP_ESEMANTIC),
                     "invalid input syntax for type interval: \"\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "5 ago", QPROP_ESEMANTIC),
                     "invalid input syntax for type interval: \"5 ago\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "1 2", QPROP_ESEMANTIC),
                     "invalid input syntax for type interval: \"1 2\"");
    ck_assert_str_eq(PERR(T(T_INTERVAL), "1:60", QPROP_ESEMANTIC),
                     "interval field value out of range: \"1:60\"");
    PERR(T(T_INTERVAL), "P1D", QPROP_EUNSUPPORTED);
}
END_TEST

START_TEST(test_types_numeric_overflow_detail)
{
    qprop_error err;
    datum d;

    err_clear(&err);
    ck_assert_int_eq(datum_parse(&A, numeric_t(15, 2), "1e13", 4, &d, &err),
                     QPROP_ESEMANTIC);
    ck_assert_str_eq(err.message, "numeric field overflow");
    ck_assert_str_eq(err.detail, "A field with precision 15, scale 2 must "
                     "round to an absolute value less than 10^13.");
    ck_assert_int_eq(err.offset, 4);
    err_clear(&err);
    ck_assert_int_eq(datum_parse(&A, numeric_t(2, 2), "1", 0, &d, &err),
                     QPROP_ESEMANTIC);
    ck_assert_str_eq(err.detail, "A field with precision 2, scale 2 must "
                     "round to an absolute value less than 1.");
}
END_TEST

/* ---- arrays ---- */

START_TEST(test_types_array_names)
{
    qp_type n = numeric_t(10, 2), a = type_array_of(&A, n);
    qp_type b = type_array_of(NULL, T(T_INT4)), c;

    ck_assert_str_eq(type_name(&A, a), "numeric(10,2)[]");
    ck_assert_str_eq(type_name(&A, b), "integer[]");
    ck_assert(type_equal(type_array_of(&A, a), a)); /* int[][] is int[] */
    ck_assert(!type_equal(a, type_array_of(NULL, T(T_NUMERIC))));
    ck_assert(type_common(b, type_array_of(NULL, T(T_INT8)), &c));
    ck_assert_str_eq(type_name(&A, c), "bigint[]");
    ck_assert(!type_common(b, type_array_of(NULL, T(T_TEXT)), &c));
    ck_assert(!type_common(b, T(T_INT4), &c));
}
END_TEST

START_TEST(test_types_array_literal)
{
    qprop_error err;
    datum *v;
    int n;
    bool flat;

    ck_assert_int_eq(array_literal_read(&A, T(T_TEXT),
                                        " { a , \"b c\",NULL, \"NULL\", d\\,e } ", NULL,
                                        0, &v, &n, &flat, &err), QPROP_OK);
    ck_assert(flat);
    ck_assert_int_eq(n, 5);
    ck_assert_str_eq(v[0].v.s, "a");
    ck_assert_str_eq(v[1].v.s, "b c");
    ck_assert(v[2].is_null);
    ck_assert(!v[3].is_null);
    ck_assert_str_eq(v[3].v.s, "NULL");
    ck_assert_str_eq(v[4].v.s, "d,e");
    ck_assert_int_eq(array_literal_read(&A, T(T_INT4), "{{1,2},{3,4}}", NULL, 0,
                                        &v, &n, &flat, &err), QPROP_OK);
    ck_assert(!flat);
    ck_assert_int_eq(n, 4);
    ck_assert_int_eq(array_literal_read(&A, T(T_INT4), "{}", NULL, 0, &v, &n,
                                        &flat, &err), QPROP_OK);
    ck_assert_int_eq(n, 0);
    ck_assert_int_eq(array_literal_read(&A, numeric_t(5, 2), "{1.555}", NULL, 0,
                                        &v, &n, &flat, &err), QPROP_OK);
    ck_assert_str_eq(v[0].v.s, "1.56");
}
END_TEST

START_TEST(test_types_array_literal_errors)
{
    static const char *const bad[] = {
        "{1,,2}", "{{1,2},{3}}", "{1,2}x", "1,2", "{1", "{{}}", "{1,{2}}",
        "{\"1\"2}", "{1.5}",
    };
    qprop_error err;
    datum *v;
    int n;
    bool flat;

    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(memset(&err, 0, sizeof err)
                          && array_literal_read(&A, T(T_INT4), bad[i], NULL, 0, &v, &n,
                                         &flat, &err) != QPROP_OK,
                      "%s was read", bad[i]);
    memset(&err, 0, sizeof err);
    array_literal_read(&A, T(T_INT4), "{1,,2}", NULL, 0, &v, &n, &flat, &err);
    ck_assert_str_eq(err.message, "malformed array literal: \"{1,,2}\"");
    ck_assert_str_eq(err.detail, "Unexpected \",\" character.");
}
END_TEST

/* ---- PostgreSQL's catalog (pgcat.c) ---- */

/* The generated tables are sorted as the binary searches need. */
START_TEST(test_types_pgcat_sorted)
{
    for (int i = 1; i < pgcat_n_types; i++)
        ck_assert_int_lt(pgcat_types[i - 1].oid, pgcat_types[i].oid);
    for (int i = 1; i < pgcat_n_type_names; i++)
        ck_assert_int_lt(strcmp(pgcat_strings + pgcat_type_names[i - 1].name,
                                pgcat_strings + pgcat_type_names[i].name), 0);
    for (int i = 1; i < pgcat_n_procs; i++) {
        int c = strcmp(pgcat_strings + pgcat_procs[i - 1].name,
                       pgcat_strings + pgcat_procs[i].name);

        /* one oid twice: two forms of it in different versions */
        ck_assert(c < 0 || (c == 0 && pgcat_procs[i - 1].oid
                                          <= pgcat_procs[i].oid));
        if (c == 0 && pgcat_procs[i - 1].oid == pgcat_procs[i].oid)
            ck_assert_uint_eq(pgcat_procs[i - 1].vers & pgcat_procs[i].vers,
                              0);
        /* names are interned: pgcat.c finds a name's run by its offset */
        ck_assert((c == 0) == (pgcat_procs[i - 1].name == pgcat_procs[i].name));
    }
    for (int i = 1; i < pgcat_n_opers; i++) {
        int c = strcmp(pgcat_strings + pgcat_opers[i - 1].name,
                       pgcat_strings + pgcat_opers[i].name);

        ck_assert_int_le(c, 0);
        ck_assert((c == 0) == (pgcat_opers[i - 1].name == pgcat_opers[i].name));
    }
    for (int i = 1; i < pgcat_n_casts; i++) {
        const pgcat_cast *x = &pgcat_casts[i - 1], *y = &pgcat_casts[i];

        ck_assert(x->source < y->source
                  || (x->source == y->source && x->target <= y->target));
        if (x->source == y->source && x->target == y->target)
            ck_assert_uint_eq(x->vers & y->vers, 0);
    }
    for (int i = 1; i < pgcat_n_argnames; i++) {
        ck_assert_uint_le(pgcat_argnames[i - 1].oid, pgcat_argnames[i].oid);
        if (pgcat_argnames[i - 1].oid == pgcat_argnames[i].oid)
            ck_assert_uint_eq(pgcat_argnames[i - 1].vers
                              & pgcat_argnames[i].vers, 0);
    }
    for (int i = 1; i < pgcat_n_outargs; i++) {
        ck_assert_uint_le(pgcat_outargs[i - 1].oid, pgcat_outargs[i].oid);
        if (pgcat_outargs[i - 1].oid == pgcat_outargs[i].oid)
            ck_assert_uint_eq(pgcat_outargs[i - 1].vers
                              & pgcat_outargs[i].vers, 0);
    }
    ck_assert_int_gt(pgcat_n_procs, 2000);
}
END_TEST

/* The versions in one table (pgcat_gen.py): every row is in at least one
   generated version; the types and the implicit casts, which pgcat.c
   reads without a version, are the same in all of them (one row each, in
   every version: a new version that changes one fails here). */
START_TEST(test_types_pgcat_versions)
{
    unsigned all = pgcat_versions;

    ck_assert_uint_eq(all, PGCAT_VERS(15) | PGCAT_VERS(17) | PGCAT_VERS(18));
    for (int i = 0; i < pgcat_n_types; i++)
        ck_assert_uint_eq(pgcat_types[i].vers, all);
    for (int i = 0; i < pgcat_n_type_names; i++)
        ck_assert_uint_eq(pgcat_type_names[i].vers, all);
    for (int i = 0; i < pgcat_n_casts; i++) {
        ck_assert_uint_ne(pgcat_casts[i].vers, 0);
        ck_assert_uint_eq(pgcat_casts[i].vers & ~all, 0);
        if (pgcat_casts[i].context == 'i')
            ck_assert_uint_eq(pgcat_casts[i].vers, all);
    }
    for (int i = 0; i < pgcat_n_procs; i++) {
        ck_assert_uint_ne(pgcat_procs[i].vers, 0);
        ck_assert_uint_eq(pgcat_procs[i].vers & ~all, 0);
    }
    for (int i = 0; i < pgcat_n_opers; i++) {
        ck_assert_uint_ne(pgcat_opers[i].vers, 0);
        ck_assert_uint_eq(pgcat_opers[i].vers & ~all, 0);
    }
    /* 16, not generated: what 15 and 17 both have */
    ck_assert(pgcat_visible(PGCAT_VERS(15) | PGCAT_VERS(17), 16));
    ck_assert(!pgcat_visible(PGCAT_VERS(17) | PGCAT_VERS(18), 16));
    ck_assert(!pgcat_visible(PGCAT_VERS(15), 16));
    ck_assert(pgcat_visible(PGCAT_VERS(18), 18));
    ck_assert(!pgcat_visible(PGCAT_VERS(18), 17));
    ck_assert(pgcat_visible(all, 0));
    ck_assert(!pgcat_visible(PGCAT_VERS(15) | PGCAT_VERS(17), 0));
}
END_TEST

/* What a version added or removed resolves in it only. */
START_TEST(test_types_pgcat_by_version)
{
    static const int vs[] = { 15, 16, 17, 18 };
    pgcat_call call;
    unsigned int4 = 23, bytea = 17, text = PGT_TEXT, flags;

    for (int i = 0; i < 4; i++) {
        int v = vs[i];

        /* 17: to_bin(integer), to_oct */
        ck_assert_int_eq(pgcat_func_resolve(v, "to_bin", 1, &int4,
                                            PGCAT_PLAIN, NULL, 0, &call),
                         v >= 17 ? PGCAT_OK : PGCAT_NOTFOUND);
        ck_assert(pgcat_func_exists(v, "to_oct", &flags) == (v >= 17));
        /* 18: uuidv7(), casefold(text), crc32(bytea) */
        ck_assert_int_eq(pgcat_func_resolve(v, "uuidv7", 0, NULL,
                                            PGCAT_PLAIN, NULL, 0, &call),
                         v >= 18 ? PGCAT_OK : PGCAT_NOTFOUND);
        ck_assert_int_eq(pgcat_func_resolve(v, "casefold", 1, &text,
                                            PGCAT_PLAIN, NULL, 0, &call),
                         v >= 18 ? PGCAT_OK : PGCAT_NOTFOUND);
        ck_assert_int_eq(pgcat_func_resolve(v, "crc32", 1, &bytea,
                                            PGCAT_PLAIN, NULL, 0, &call),
                         v >= 18 ? PGCAT_OK : PGCAT_NOTFOUND);
        /* removed in 17 (16, not generated, has it but cannot know) */
        ck_assert(pgcat_func_exists(
                      v, "pg_stat_get_bgwriter_timed_checkpoints", &flags)
                  == (v == 15));
        /* 18: casts between the integers and bytea */
        ck_assert_int_eq(pgcat_cast_context(v, int4, bytea),
                         v >= 18 ? 'e' : 0);
        ck_assert(pgcat_can_cast(v, bytea, int4) == (v >= 18));
        /* in every version */
        ck_assert_int_eq(pgcat_func_resolve(v, "upper", 1, &text,
                                            PGCAT_PLAIN, NULL, 0, &call),
                         PGCAT_OK);
    }
}
END_TEST

START_TEST(test_types_pgcat_type_names)
{
    ck_assert_uint_eq(pgcat_type_lookup("integer"), 23);
    ck_assert_uint_eq(pgcat_type_lookup("int4"), 23);
    ck_assert_uint_eq(pgcat_type_lookup("int4[]"), 1007);
    ck_assert_uint_eq(pgcat_type_lookup("integer[]"), 1007);
    ck_assert_uint_eq(pgcat_type_lookup("character varying(20)"), 1043);
    ck_assert_uint_eq(pgcat_type_lookup("timestamp(3) with time zone"), 1184);
    ck_assert_uint_eq(pgcat_type_lookup("pg_catalog.jsonb"), 3802);
    ck_assert_uint_eq(pgcat_type_lookup("bit varying(5)"), 1562);
    ck_assert_uint_eq(pgcat_type_lookup("nosuch"), 0);
    ck_assert_uint_eq(pgcat_type_lookup("public.mood"), 0);
    ck_assert_str_eq(pgcat_type_display(1007), "integer[]");
    ck_assert_uint_eq(pgcat_type_of(type_opaque("jsonb")), 3802);
    ck_assert_uint_eq(pgcat_type_of(type_opaque("public.mood")), PGT_OTHER);
    ck_assert_uint_eq(pgcat_type_of(type_plain(T_NUMERIC)), 1700);
    ck_assert_int_eq(pgcat_qptype(23).id, T_INT4);
    ck_assert_str_eq(pgcat_qptype(869).opaque, "inet");
    ck_assert_int_eq(pgcat_cast_context(15, 23, 20), 'i');
    ck_assert_int_eq(pgcat_cast_context(15, 20, 23), 'a');
    ck_assert_int_eq(pgcat_cast_context(15, 25, 23), 0);
}
END_TEST

/* func(args...) resolves to result 'res' with argument types 'want'. */
static void
resolve(const char *f, unsigned kinds, int n, const unsigned *args,
        pgcat_status st, unsigned res, const unsigned *want)
{
    pgcat_call call;

    ck_assert_int_eq(pgcat_func_resolve(15, f, n, args, kinds, NULL, 0, &call),
                     st);
    if (st != PGCAT_OK)
        return;
    ck_assert_uint_eq(call.result, res);
    for (int i = 0; want && i < n; i++)
        ck_assert_uint_eq(call.argtype[i], want[i]);
}

START_TEST(test_types_pgcat_functions)
{
    const unsigned U = PGT_UNKNOWN;

    /* implicit casts, then the preferred type: round(integer) is
       round(double precision), round(numeric) an exact match */
    resolve("round", PGCAT_PLAIN, 1, (unsigned[]){ 23 }, PGCAT_OK, 701,
            (unsigned[]){ 701 });
    resolve("round", PGCAT_PLAIN, 1, (unsigned[]){ 1700 }, PGCAT_OK, 1700,
            (unsigned[]){ 1700 });
    /* an untyped literal takes the string category's preferred type */
    resolve("length", PGCAT_PLAIN, 1, (unsigned[]){ U }, PGCAT_OK, 23,
            (unsigned[]){ 25 });
    /* defaults: date_trunc(text, timestamptz [, text]) */
    resolve("date_trunc", PGCAT_PLAIN, 3, (unsigned[]){ U, 1184, U },
            PGCAT_OK, 1184, (unsigned[]){ 25, 1184, 25 });
    /* VARIADIC "any" */
    resolve("concat_ws", PGCAT_PLAIN, 3, (unsigned[]){ U, 23, 25 },
            PGCAT_OK, 25, NULL);
    /* polymorphic: array_length(anyarray, int) and mode(anyelement) */
    resolve("array_length", PGCAT_PLAIN, 2, (unsigned[]){ 1007, 23 },
            PGCAT_OK, 23, (unsigned[]){ 1007, 23 });
    resolve("mode", PGCAT_AGG, 1, (unsigned[]){ 25 }, PGCAT_OK, 25, NULL);
    resolve("percentile_cont", PGCAT_AGG, 2, (unsigned[]){ 1700, 23 },
            PGCAT_OK, 701, (unsigned[]){ 701, 701 });
    /* anycompatible: coalesce-like variadics reach one common type */
    resolve("array_append", PGCAT_PLAIN, 2, (unsigned[]){ 1007, 20 },
            PGCAT_OK, 1016, (unsigned[]){ 1016, 20 });
    /* kinds: sum is not a plain function */
    resolve("sum", PGCAT_PLAIN, 1, (unsigned[]){ 23 }, PGCAT_NOTFOUND, 0,
            NULL);
    resolve("nosuch", PGCAT_PLAIN, 0, NULL, PGCAT_NOTFOUND, 0, NULL);
    resolve("concat", PGCAT_PLAIN, 0, NULL, PGCAT_NOTFOUND, 0, NULL);
}
END_TEST

START_TEST(test_types_pgcat_operators)
{
    pgcat_call call;

    ck_assert_int_eq(pgcat_oper_resolve(15, "->>", 3802, PGT_UNKNOWN, NULL, 0,
                                        &call), PGCAT_OK);
    ck_assert_uint_eq(call.result, 25);
    ck_assert_uint_eq(call.argtype[1], 25);
    ck_assert_int_eq(pgcat_oper_resolve(15, "->", 3802, 23, NULL, 0, &call),
                     PGCAT_OK);
    ck_assert_uint_eq(call.result, 3802);
    ck_assert_int_eq(pgcat_oper_resolve(15, "+", 1082, 1083, NULL, 0, &call),
                     PGCAT_OK);
    ck_assert_uint_eq(call.result, 1114);
    ck_assert_int_eq(pgcat_oper_resolve(15, "<<", 869, PGT_UNKNOWN, NULL, 0,
                                        &call), PGCAT_OK);
    ck_assert_uint_eq(call.argtype[1], 869);
    ck_assert_int_eq(pgcat_oper_resolve(15, "<->", PGT_UNKNOWN, PGT_UNKNOWN,
                                        NULL, 0, &call), PGCAT_AMBIGUOUS);
    ck_assert_int_eq(pgcat_oper_resolve(15, "-", 0, 600, NULL, 0, &call),
                     PGCAT_NOTFOUND);
    ck_assert_int_eq(pgcat_oper_resolve(15, "-", 0, 23, NULL, 0, &call),
                     PGCAT_OK);
    ck_assert_uint_eq(call.result, 23);
}
END_TEST

static Suite *
types_suite(void)
{
    Suite *s = suite_create("types");
    TCase *core = tcase_create("core");
    TCase *limits = tcase_create("limits");
    TCase *errors = tcase_create("errors");
    TCase *pgcat = tcase_create("pgcat");

    tcase_add_checked_fixture(core, setup, teardown);
    tcase_add_checked_fixture(limits, setup, teardown);
    tcase_add_checked_fixture(errors, setup, teardown);

    tcase_add_test(core, test_types_names);
    tcase_add_test(core, test_types_int_parse);
    tcase_add_test(core, test_types_numeric_parse);
    tcase_add_test(core, test_types_float_parse);
    tcase_add_test(core, test_types_bool_parse);
    tcase_add_test(core, test_types_date_parse);
    tcase_add_test(core, test_types_timestamp_parse);
    tcase_add_test(core, test_types_timestamp_precision);
    tcase_add_test(core, test_types_time_parse);
    tcase_add_test(core, test_types_interval_parse);
    tcase_add_test(core, test_types_interval_qualifier);
    tcase_add_test(core, test_types_interval_out);
    tcase_add_test(core, test_types_string_parse);
    tcase_add_test(core, test_types_cast_int);
    tcase_add_test(core, test_types_cast_numeric);
    tcase_add_test(core, test_types_cast_string);
    tcase_add_test(core, test_types_cast_datetime);
    tcase_add_test(core, test_types_timezone);
    tcase_add_test(core, test_types_mono_bounds);
    tcase_add_test(core, test_types_cast_float);
    tcase_add_test(core, test_types_cmp_exact);
    tcase_add_test(core, test_types_cmp_other);
    tcase_add_test(core, test_types_to_sql);
    tcase_add_test(core, test_types_float_out);
    tcase_add_test(core, test_types_array_names);
    tcase_add_test(core, test_types_array_literal);
    tcase_add_test(errors, test_types_array_literal_errors);

    tcase_add_test(limits, test_types_int_limits);
    tcase_add_test(limits, test_types_numeric_limits);
    tcase_add_test(limits, test_types_date_limits);
    tcase_add_test(limits, test_types_interval_limits);
    tcase_add_test(limits, test_types_oom);

    tcase_add_test(errors, test_types_parse_errors);
    tcase_add_test(errors, test_types_datetime_errors);
    tcase_add_test(errors, test_types_numeric_overflow_detail);

    suite_add_tcase(s, core);
    suite_add_tcase(s, limits);
    tcase_add_test(pgcat, test_types_pgcat_sorted);
    tcase_add_test(pgcat, test_types_pgcat_versions);
    tcase_add_test(pgcat, test_types_pgcat_by_version);
    tcase_add_test(pgcat, test_types_pgcat_type_names);
    tcase_add_test(pgcat, test_types_pgcat_functions);
    tcase_add_test(pgcat, test_types_pgcat_operators);

    suite_add_tcase(s, errors);
    suite_add_tcase(s, pgcat);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(types_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
