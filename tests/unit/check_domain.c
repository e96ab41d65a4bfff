/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_domain.c — unit tests of src/rewrite/domain.c
 *
 * Value domains of every type family: building them from comparisons, IN
 * lists and NULL tests, intersecting and uniting them, the edge values of
 * each type (integer limits, float NaN and infinities, date infinities and
 * leap days, timestamp microseconds, char(n) blanks), printing them
 * back as predicates through deparse_expr(), and reading those predicates
 * back as atoms (src/rewrite/atoms.c) to the same domain.
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/strbuf.h"
#include "print/print.h"
#include "rewrite/atoms.h"
#include "rewrite/domain.h"

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

/* A datum of type 'id' read from 'str'; the test fails on error. */
static datum
P(qp_typeid id, const char *str)
{
    datum d;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_msg(datum_parse(&A, T(id), str, -1, &d, &err) == QPROP_OK,
                  "cannot parse %s: %s", str, err.message);
    return d;
}

static datum
I4(int64_t v)
{
    datum d = datum_null(T(T_INT4));

    d.is_null = false;
    d.v.i = v;
    return d;
}

static datum
I8(int64_t v)
{
    datum d = datum_null(T(T_INT8));

    d.is_null = false;
    d.v.i = v;
    return d;
}

static datum
F8(double v)
{
    datum d = datum_null(T(T_FLOAT8));

    d.is_null = false;
    d.v.f = v;
    return d;
}

/* "x op v" on type 'id'; must be representable. */
static domain *
cmp(qp_typeid id, op_kind op, datum v)
{
    domain *d = dom_from_cmp(&A, T(id), op, &v);

    ck_assert_ptr_nonnull(d);
    return d;
}

static domain *
in_list(qp_typeid id, const datum *v, int n, bool is_not)
{
    domain *d = dom_from_in(&A, T(id), v, n, is_not);

    ck_assert_ptr_nonnull(d);
    return d;
}

static domain *
and2(const domain *x, const domain *y)
{
    domain *d = dom_intersect(&A, x, y);

    ck_assert_ptr_nonnull(d);
    return d;
}

static domain *
or2(const domain *x, const domain *y)
{
    domain *d = dom_union(&A, x, y);

    ck_assert_ptr_nonnull(d);
    return d;
}

#define ck_dom(d, want) ck_assert_str_eq(dom_format(&A, (d)), (want))

/* A table t(a int4, b int8, n numeric, f float8, d date, ts timestamp,
   c char(3), s text, bo boolean, i2 smallint). */
static rte *
table_t(void)
{
    static const char *const names[] = { "a", "b", "n", "f", "d", "ts",
                                         "c", "s", "bo", "i2" };
    static const qp_typeid ids[] = { T_INT4, T_INT8, T_NUMERIC, T_FLOAT8,
                                     T_DATE, T_TIMESTAMP, T_BPCHAR, T_TEXT,
                                     T_BOOL, T_INT2 };
    rte *r = ARENA_NEW(&A, rte);
    int n = (int)(sizeof ids / sizeof ids[0]);

    ck_assert_ptr_nonnull(r);
    r->id = 1;
    r->kind = RTE_TABLE;
    r->alias = "t";
    r->ncols = n;
    r->colnames = ARENA_NEWN(&A, const char *, n);
    r->coltypes = ARENA_NEWN(&A, qp_type, n);
    r->colnotnull = ARENA_NEWN(&A, bool, n);
    ck_assert(r->colnames && r->coltypes && r->colnotnull);
    for (int i = 0; i < n; i++) {
        r->colnames[i] = names[i];
        r->coltypes[i] = T(ids[i]);
    }
    r->coltypes[6].len = 3;
    return r;
}

/* Column 'name' of t. */
static expr *
col(const char *name)
{
    rte *r = table_t();

    for (int i = 0; i < r->ncols; i++) {
        if (strcmp(r->colnames[i], name) == 0)
            return expr_make_col(&A, r, i, -1);
    }
    ck_abort_msg("no column %s", name);
    return NULL;
}

/* dom_to_expr(d) on column 'name' as SQL; "(none)" for no predicate. */
static const char *
sql(const domain *d, const char *name)
{
    expr *e = dom_to_expr(&A, d, col(name));
    strbuf sb;

    ck_assert(!A.failed);
    if (!e)
        return "(none)";
    ck_assert(e->type.id == T_BOOL);
    sb_init(&sb, &A);
    deparse_expr(&sb, e);
    ck_assert(!A.failed);
    return sb.data;
}

/* ---- core ---- */

START_TEST(test_domain_int_comparisons)
{
    ck_dom(cmp(T_INT4, OP_EQ, I4(5)), "{5}");
    ck_dom(cmp(T_INT4, OP_NE, I4(5)), "{(-inf,4], [6,+inf)}");
    ck_dom(cmp(T_INT4, OP_LT, I4(5)), "{(-inf,4]}");
    ck_dom(cmp(T_INT4, OP_LE, I4(5)), "{(-inf,5]}");
    ck_dom(cmp(T_INT4, OP_GT, I4(5)), "{[6,+inf)}");
    ck_dom(cmp(T_INT4, OP_GE, I4(5)), "{[5,+inf)}");
    ck_assert_str_eq(sql(cmp(T_INT4, OP_GT, I4(5)), "a"), "t.a >= 6");
    ck_assert_str_eq(sql(cmp(T_INT4, OP_LT, I4(5)), "a"), "t.a <= 4");
    ck_assert_str_eq(sql(cmp(T_INT4, OP_NE, I4(5)), "a"), "t.a <> 5");
    ck_assert_str_eq(sql(cmp(T_INT4, OP_EQ, I4(5)), "a"), "t.a = 5");
}
END_TEST

START_TEST(test_domain_int_adjacent_ranges_merge)
{
    domain *x = and2(cmp(T_INT4, OP_GE, I4(1)), cmp(T_INT4, OP_LE, I4(3)));
    domain *y = and2(cmp(T_INT4, OP_GE, I4(4)), cmp(T_INT4, OP_LE, I4(6)));
    domain *z = and2(cmp(T_INT4, OP_GE, I4(8)), cmp(T_INT4, OP_LE, I4(9)));
    datum v[] = { I4(3), I4(1), I4(2) };

    ck_dom(or2(x, y), "{[1,6]}");
    ck_assert_str_eq(sql(or2(x, y), "a"), "(t.a >= 1) AND (t.a <= 6)");
    ck_dom(or2(y, x), "{[1,6]}");
    ck_dom(or2(x, z), "{[1,3], [8,9]}");
    /* IN (1, 2, 3) is the range [1,3] */
    ck_dom(in_list(T_INT4, v, 3, false), "{[1,3]}");
    /* ranges of two values print as IN */
    ck_assert_str_eq(sql(or2(x, z), "a"),
                     "(t.a IN (8, 9)) OR ((t.a >= 1) AND (t.a <= 3))");
}
END_TEST

START_TEST(test_domain_between_and_in)
{
    datum v[] = { I4(1), I4(7), I4(9), I4(30) };
    domain *between = and2(cmp(T_INT4, OP_GE, I4(5)),
                           cmp(T_INT4, OP_LE, I4(10)));
    domain *d = and2(between, in_list(T_INT4, v, 4, false));

    ck_dom(d, "{7, 9}");
    ck_assert_str_eq(sql(d, "a"), "t.a IN (7, 9)");
    ck_assert(dom_subset(d, between));
    ck_assert(!dom_subset(between, d));
}
END_TEST

START_TEST(test_domain_ne_and_in)
{
    datum v[] = { I4(1), I4(2) };
    domain *d = and2(cmp(T_INT4, OP_NE, I4(1)), in_list(T_INT4, v, 2, false));
    datum p;

    ck_dom(d, "{2}");
    ck_assert(dom_is_point(d, &p));
    ck_assert_int_eq(p.v.i, 2);
    ck_assert_str_eq(sql(d, "a"), "t.a = 2");
}
END_TEST

START_TEST(test_domain_contradictions)
{
    domain *d = and2(cmp(T_INT4, OP_GT, I4(5)), cmp(T_INT4, OP_LT, I4(3)));

    ck_assert(dom_is_empty(d));
    ck_dom(d, "{}");
    ck_assert_str_eq(sql(d, "a"), "false");
    ck_assert(dom_is_empty(and2(cmp(T_INT4, OP_EQ, I4(1)),
                                cmp(T_INT4, OP_EQ, I4(2)))));
    ck_assert(dom_is_empty(and2(dom_null_only(&A, T(T_INT4)),
                                cmp(T_INT4, OP_EQ, I4(1)))));
    /* x > 5 AND x < 6 is empty on integers, not on numerics */
    ck_assert(dom_is_empty(and2(cmp(T_INT4, OP_GT, I4(5)),
                                cmp(T_INT4, OP_LT, I4(6)))));
    ck_assert(!dom_is_empty(and2(cmp(T_NUMERIC, OP_GT, I4(5)),
                                 cmp(T_NUMERIC, OP_LT, I4(6)))));
    /* x >= 3 AND x <= 3 AND x <> 3 */
    ck_assert(dom_is_empty(and2(and2(cmp(T_NUMERIC, OP_GE, I4(3)),
                                     cmp(T_NUMERIC, OP_LE, I4(3))),
                                cmp(T_NUMERIC, OP_NE, I4(3)))));
}
END_TEST

START_TEST(test_domain_point_from_range)
{
    domain *i = and2(cmp(T_INT4, OP_GT, I4(5)), cmp(T_INT4, OP_LT, I4(7)));
    domain *n = and2(cmp(T_NUMERIC, OP_GT, I4(5)),
                     cmp(T_NUMERIC, OP_LT, I4(7)));

    ck_dom(i, "{6}");
    ck_assert_str_eq(sql(i, "a"), "t.a = 6");
    ck_dom(n, "{(5,7)}");
    ck_assert_str_eq(sql(n, "n"), "(t.n > 5::numeric) AND (t.n < 7::numeric)");
    ck_assert(!dom_is_point(n, NULL));
}
END_TEST

START_TEST(test_domain_unions)
{
    domain *lt3 = cmp(T_INT4, OP_LT, I4(3));
    domain *gt5 = cmp(T_INT4, OP_GT, I4(5));
    domain *u;

    u = or2(lt3, gt5);
    ck_dom(u, "{(-inf,2], [6,+inf)}");
    ck_assert_str_eq(sql(u, "a"), "(t.a <= 2) OR (t.a >= 6)");
    /* x <= 3 OR x >= 4 is every non-NULL integer */
    u = or2(cmp(T_INT4, OP_LE, I4(3)), cmp(T_INT4, OP_GE, I4(4)));
    ck_assert(dom_equal(u, dom_not_null(&A, T(T_INT4))));
    ck_assert_str_eq(sql(u, "a"), "t.a IS NOT NULL");
    /* numeric: x < 3 OR x > 3 is x <> 3; x < 3 OR x >= 3 is all */
    u = or2(cmp(T_NUMERIC, OP_LT, I4(3)), cmp(T_NUMERIC, OP_GT, I4(3)));
    ck_dom(u, "{(-inf,3), (3,+inf)}");
    ck_assert_str_eq(sql(u, "n"), "t.n <> 3::numeric");
    u = or2(cmp(T_NUMERIC, OP_LT, I4(3)), cmp(T_NUMERIC, OP_GE, I4(3)));
    ck_dom(u, "{(-inf,+inf)}");
    /* [1,3) OR [3,5] is [1,5] */
    u = or2(and2(cmp(T_NUMERIC, OP_GE, I4(1)), cmp(T_NUMERIC, OP_LT, I4(3))),
            and2(cmp(T_NUMERIC, OP_GE, I4(3)), cmp(T_NUMERIC, OP_LE, I4(5))));
    ck_dom(u, "{[1,5]}");
    /* with NULL */
    u = or2(dom_null_only(&A, T(T_INT4)), cmp(T_INT4, OP_EQ, I4(1)));
    ck_dom(u, "{1, NULL}");
    ck_assert_str_eq(sql(u, "a"), "(t.a = 1) OR (t.a IS NULL)");
    u = or2(u, cmp(T_INT4, OP_NE, I4(1)));
    ck_assert(dom_is_universe(u));
    ck_assert_str_eq(sql(u, "a"), "(none)");
    /* the empty domain is the unit of union */
    ck_assert(dom_equal(or2(dom_empty(&A, T(T_INT4)), gt5), gt5));
    /* mixture: points first, then ranges, then NULL */
    u = or2(or2(cmp(T_INT4, OP_EQ, I4(-4)), cmp(T_INT4, OP_GE, I4(100))),
            or2(cmp(T_INT4, OP_EQ, I4(10)), dom_null_only(&A, T(T_INT4))));
    ck_assert_str_eq(sql(u, "a"),
                     "(t.a IN (-4, 10)) OR (t.a >= 100) OR (t.a IS NULL)");
}
END_TEST

START_TEST(test_domain_cofinite)
{
    datum v[] = { I4(7), I4(3), I4(5), I4(3) };
    domain *d = in_list(T_INT4, v, 4, true);

    ck_dom(d, "{(-inf,2], 4, 6, [8,+inf)}");
    ck_assert_str_eq(sql(d, "a"), "t.a NOT IN (3, 5, 7)");
    /* x <> 3 AND x < 10 on numeric: the hull less the point */
    d = and2(cmp(T_NUMERIC, OP_NE, I4(3)), cmp(T_NUMERIC, OP_LT, I4(10)));
    ck_assert_str_eq(sql(d, "n"),
                     "(t.n < 10::numeric) AND (t.n <> 3::numeric)");
    /* [1,6] less 3 and 5 is four values; [1,10] less 5 is a hull less
       a point (three comparisons against four) */
    {
        datum w[] = { I4(3), I4(5) };

        d = and2(and2(cmp(T_INT4, OP_GE, I4(1)), cmp(T_INT4, OP_LE, I4(6))),
                 in_list(T_INT4, w, 2, true));
        ck_dom(d, "{[1,2], 4, 6}");
        ck_assert_str_eq(sql(d, "a"), "t.a IN (1, 2, 4, 6)");
        d = and2(and2(cmp(T_INT4, OP_GE, I4(1)), cmp(T_INT4, OP_LE, I4(10))),
                 cmp(T_INT4, OP_NE, I4(5)));
        ck_dom(d, "{[1,4], [6,10]}");
        ck_assert_str_eq(sql(d, "a"),
                         "(t.a >= 1) AND (t.a <= 10) AND (t.a <> 5)");
    }
    /* co-finite plus NULL */
    d = or2(in_list(T_INT4, v, 2, true), dom_null_only(&A, T(T_INT4)));
    ck_assert_str_eq(sql(d, "a"), "(t.a NOT IN (3, 7)) OR (t.a IS NULL)");
}
END_TEST

START_TEST(test_domain_numeric_exact)
{
    datum pt1 = P(T_NUMERIC, "0.1");
    domain *d = cmp(T_NUMERIC, OP_EQ, pt1);
    datum big = I8(INT64_C(9007199254740993));
    domain *r;

    ck_dom(d, "{0.1}");
    ck_assert(dom_contains(d, &pt1));
    ck_assert(!dom_contains(d, &(datum){ .type = T(T_FLOAT8), .v.f = 0.1 }));
    /* 0.10 is 0.1 */
    ck_assert(!dom_is_empty(and2(d, cmp(T_NUMERIC, OP_EQ,
                                         P(T_NUMERIC, "0.10")))));
    r = cmp(T_NUMERIC, OP_EQ, P(T_NUMERIC, "0.1000000000000000000001"));
    ck_assert(dom_is_empty(and2(d, r)));
    /* 9007199254740993 is not 9007199254740992.5, nor a double */
    r = and2(cmp(T_NUMERIC, OP_GT, P(T_NUMERIC, "9007199254740992.5")),
             cmp(T_NUMERIC, OP_LE, big));
    ck_dom(r, "{(9007199254740992.5,9007199254740993]}");
    ck_assert(dom_contains(r, &big));
    ck_assert(!dom_contains(r, &(datum){ .type = T(T_INT8),
                                          .v.i = INT64_C(9007199254740992) }));
    /* an int8 constant into a numeric domain */
    ck_dom(cmp(T_NUMERIC, OP_EQ, big), "{9007199254740993}");
    /* a double that is not 9007199254740993 cannot go to int8 exactly */
    ck_assert(dom_from_cmp(&A, T(T_INT8), OP_EQ,
                           &(datum){ .type = T(T_FLOAT8),
                                     .v.f = 9007199254740992.0 })
              != NULL);
    /* numeric(10,2) domain keeps 5.555 (values are not rounded) */
    {
        qp_type t = T(T_NUMERIC);
        datum v = P(T_NUMERIC, "5.555");
        domain *x;

        t.prec = 10;
        t.scale = 2;
        x = dom_from_cmp(&A, t, OP_EQ, &v);
        ck_assert_ptr_nonnull(x);
        ck_dom(x, "{5.555}");
    }
}
END_TEST

START_TEST(test_domain_int_with_fraction)
{
    datum h = P(T_NUMERIC, "5.5");
    datum v[] = { P(T_NUMERIC, "5.5"), I4(6) };

    ck_assert(dom_is_empty(cmp(T_INT4, OP_EQ, h)));
    ck_dom(cmp(T_INT4, OP_NE, h), "{(-inf,+inf)}");
    ck_dom(cmp(T_INT4, OP_LT, h), "{(-inf,5]}");
    ck_dom(cmp(T_INT4, OP_LE, h), "{(-inf,5]}");
    ck_dom(cmp(T_INT4, OP_GT, h), "{[6,+inf)}");
    ck_dom(cmp(T_INT4, OP_GE, P(T_NUMERIC, "-5.5")), "{[-5,+inf)}");
    ck_dom(cmp(T_INT4, OP_LT, P(T_NUMERIC, "-5.5")), "{(-inf,-6]}");
    ck_dom(cmp(T_INT4, OP_GT, F8(2.25)), "{[3,+inf)}");
    ck_dom(in_list(T_INT4, v, 2, false), "{6}");
    ck_dom(in_list(T_INT4, v, 1, true), "{(-inf,+inf)}");
    /* 5.0 is 5 */
    ck_dom(cmp(T_INT4, OP_EQ, P(T_NUMERIC, "5.0")), "{5}");
}
END_TEST

START_TEST(test_domain_float_nan_infinity)
{
    datum nan = F8(NAN), inf = F8(INFINITY), ninf = F8(-INFINITY);
    datum z[] = { F8(0.0), F8(-0.0) };
    domain *d;

    /* NaN sorts above +Infinity */
    d = cmp(T_FLOAT8, OP_GT, inf);
    ck_assert(dom_contains(d, &nan));
    ck_assert(dom_is_point(d, NULL));
    ck_assert_str_eq(sql(d, "f"), "t.f = 'NaN'::double precision");
    d = cmp(T_FLOAT8, OP_EQ, nan);
    ck_assert(dom_is_point(d, NULL));
    ck_assert(dom_contains(d, &nan));
    ck_assert(!dom_contains(d, &inf));
    ck_assert(dom_is_empty(cmp(T_FLOAT8, OP_GT, nan)));
    ck_assert(dom_equal(cmp(T_FLOAT8, OP_LE, nan),
                        dom_not_null(&A, T(T_FLOAT8))));
    ck_assert(dom_equal(cmp(T_FLOAT8, OP_GE, ninf),
                        dom_not_null(&A, T(T_FLOAT8))));
    ck_assert(dom_is_empty(cmp(T_FLOAT8, OP_LT, ninf)));
    d = and2(cmp(T_FLOAT8, OP_LT, nan), cmp(T_FLOAT8, OP_GE, inf));
    ck_assert(dom_is_point(d, NULL));
    ck_assert(dom_contains(d, &inf));
    /* x <> Infinity: the gap between Infinity and NaN is one value */
    d = cmp(T_FLOAT8, OP_NE, inf);
    ck_assert(!dom_contains(d, &inf) && dom_contains(d, &nan));
    ck_assert_str_eq(sql(d, "f"), "t.f <> 'Infinity'::double precision");
    ck_assert(dom_equal(or2(d, cmp(T_FLOAT8, OP_EQ, inf)),
                        dom_not_null(&A, T(T_FLOAT8))));
    ck_assert(dom_equal(or2(cmp(T_FLOAT8, OP_LE, inf),
                            cmp(T_FLOAT8, OP_EQ, nan)),
                        dom_not_null(&A, T(T_FLOAT8))));
    /* x > 1e308 contains Infinity and NaN */
    d = cmp(T_FLOAT8, OP_GT, F8(1e308));
    ck_assert(dom_contains(d, &inf) && dom_contains(d, &nan));
    /* -0 = 0 */
    ck_dom(in_list(T_FLOAT8, z, 2, false), "{0}");
    ck_assert(dom_contains(cmp(T_FLOAT8, OP_EQ, z[0]), &z[1]));
    /* float4 domain: a float8 constant that float4 cannot hold */
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_FLOAT4), OP_EQ, &(datum){
        .type = T(T_FLOAT8), .v.f = 0.1 }));
    ck_assert_ptr_nonnull(dom_from_cmp(&A, T(T_FLOAT4), OP_EQ, &(datum){
        .type = T(T_FLOAT8), .v.f = 0.5 }));
}
END_TEST

START_TEST(test_domain_dates)
{
    domain *d;

    /* 2024 is a leap year, 2023 is not */
    d = and2(cmp(T_DATE, OP_GT, P(T_DATE, "2024-02-28")),
             cmp(T_DATE, OP_LT, P(T_DATE, "2024-03-01")));
    ck_dom(d, "{2024-02-29}");
    ck_assert_str_eq(sql(d, "d"), "t.d = '2024-02-29'::date");
    d = and2(cmp(T_DATE, OP_GT, P(T_DATE, "2023-02-28")),
             cmp(T_DATE, OP_LT, P(T_DATE, "2023-03-01")));
    ck_assert(dom_is_empty(d));
    /* adjacent date ranges merge */
    d = or2(cmp(T_DATE, OP_LE, P(T_DATE, "2024-02-29")),
            cmp(T_DATE, OP_GE, P(T_DATE, "2024-03-01")));
    ck_assert(dom_equal(d, dom_not_null(&A, T(T_DATE))));
    d = and2(cmp(T_DATE, OP_GE, P(T_DATE, "2024-01-01")),
             cmp(T_DATE, OP_LT, P(T_DATE, "2025-01-01")));
    ck_dom(d, "{[2024-01-01,2024-12-31]}");
    ck_assert_str_eq(sql(d, "d"), "(t.d >= '2024-01-01'::date) "
                                  "AND (t.d <= '2024-12-31'::date)");
    /* a timestamp constant in a date domain: d < '2024-01-01 12:00' */
    ck_dom(cmp(T_DATE, OP_LT, P(T_TIMESTAMP, "2024-01-01 12:00")),
           "{(-inf,2024-01-01]}");
    ck_assert(dom_is_empty(cmp(T_DATE, OP_EQ,
                               P(T_TIMESTAMP, "2024-01-01 12:00"))));
    /* a date constant in a timestamp domain */
    ck_dom(cmp(T_TIMESTAMP, OP_GE, P(T_DATE, "2024-01-01")),
           "{[2024-01-01 00:00:00,+inf)}");
}
END_TEST

START_TEST(test_domain_timestamps)
{
    datum t1 = P(T_TIMESTAMP, "2024-01-01 00:00:00.000001");
    datum t2 = P(T_TIMESTAMP, "2024-01-01 00:00:00.000002");
    domain *d;

    ck_assert(dom_is_empty(and2(cmp(T_TIMESTAMP, OP_EQ, t1),
                                cmp(T_TIMESTAMP, OP_EQ, t2))));
    d = and2(cmp(T_TIMESTAMP, OP_GE, t1), cmp(T_TIMESTAMP, OP_LT, t2));
    ck_dom(d, "{[2024-01-01 00:00:00.000001,2024-01-01 00:00:00.000002)}");
    ck_assert(dom_contains(d, &t1));
    ck_assert(!dom_contains(d, &t2));
    ck_assert_str_eq(sql(d, "ts"),
                     "(t.ts >= '2024-01-01 00:00:00.000001'::timestamp) "
                     "AND (t.ts < '2024-01-01 00:00:00.000002'::timestamp)");
    /* [t1,t2) OR [t2,...) merges; (..,t1) OR (t1,..) does not */
    ck_dom(or2(d, cmp(T_TIMESTAMP, OP_GE, t2)),
           "{[2024-01-01 00:00:00.000001,+inf)}");
    ck_assert_str_eq(sql(cmp(T_TIMESTAMP, OP_NE, t1), "ts"),
                     "t.ts <> '2024-01-01 00:00:00.000001'::timestamp");
    /* infinity is the top value */
    ck_assert(dom_is_point(cmp(T_TIMESTAMP, OP_GE,
                               P(T_TIMESTAMP, "infinity")), NULL));
    ck_assert(dom_is_empty(cmp(T_TIMESTAMP, OP_GT,
                               P(T_TIMESTAMP, "infinity"))));
}
END_TEST

START_TEST(test_domain_text_points)
{
    datum ab[] = { P(T_TEXT, "b"), P(T_TEXT, "a"), P(T_TEXT, "b") };
    datum a = P(T_TEXT, "a");
    domain *d;

    ck_assert_ptr_null(dom_from_cmp(&A, T(T_TEXT), OP_LT, &a));
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_VARCHAR), OP_GE, &a));
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_BPCHAR), OP_GT, &a));
    d = in_list(T_TEXT, ab, 3, false);
    ck_dom(d, "{'a', 'b'}");
    ck_assert_str_eq(sql(d, "s"), "t.s IN ('a', 'b')");
    d = and2(d, cmp(T_TEXT, OP_NE, a));
    ck_assert_str_eq(sql(d, "s"), "t.s = 'b'");
    d = in_list(T_TEXT, ab, 3, true);
    ck_assert_str_eq(sql(d, "s"), "t.s NOT IN ('a', 'b')");
    /* "a" and "a " are different texts */
    ck_assert(!dom_contains(cmp(T_TEXT, OP_EQ, a), &(datum){
        .type = T(T_TEXT), .v.s = "a " }));
}
END_TEST

START_TEST(test_domain_bpchar_blanks)
{
    datum v[] = { P(T_BPCHAR, "a"), P(T_BPCHAR, "a  ") };
    datum a3 = P(T_BPCHAR, "a   ");
    domain *d = in_list(T_BPCHAR, v, 2, false);
    datum p;

    ck_assert(dom_is_point(d, &p));
    ck_assert(dom_contains(d, &a3));
    ck_assert(dom_is_empty(and2(d, cmp(T_BPCHAR, OP_NE, a3))));
    ck_assert(!dom_is_empty(and2(d, cmp(T_BPCHAR, OP_EQ, a3))));
    /* a text constant into a char(n) domain */
    ck_assert(dom_contains(cmp(T_BPCHAR, OP_EQ, P(T_TEXT, "a")), &a3));
}
END_TEST

START_TEST(test_domain_booleans)
{
    datum t = P(T_BOOL, "true"), f = P(T_BOOL, "false");
    domain *d;

    d = cmp(T_BOOL, OP_NE, t);
    ck_dom(d, "{false}");
    ck_assert_str_eq(sql(d, "bo"), "t.bo = false");
    ck_dom(cmp(T_BOOL, OP_GT, f), "{true}");
    ck_assert(dom_is_empty(cmp(T_BOOL, OP_LT, f)));
    ck_assert(dom_is_empty(cmp(T_BOOL, OP_GT, t)));
    d = or2(cmp(T_BOOL, OP_EQ, t), cmp(T_BOOL, OP_EQ, f));
    ck_assert_str_eq(sql(d, "bo"), "t.bo IS NOT NULL");
    d = or2(cmp(T_BOOL, OP_EQ, t), dom_null_only(&A, T(T_BOOL)));
    ck_assert_str_eq(sql(d, "bo"), "(t.bo = true) OR (t.bo IS NULL)");
}
END_TEST

START_TEST(test_domain_intervals)
{
    /* 1 month compares equal to 30 days */
    domain *d = cmp(T_INTERVAL, OP_EQ, P(T_INTERVAL, "1 mon"));

    ck_assert(dom_contains(d, &(datum){ .type = T(T_INTERVAL),
                                        .v.iv = { 0, 30, 0 } }));
    d = and2(cmp(T_INTERVAL, OP_GT, P(T_INTERVAL, "1 day")),
             cmp(T_INTERVAL, OP_LT, P(T_INTERVAL, "2 days")));
    ck_assert(!dom_is_empty(d));
    ck_assert(!dom_is_point(d, NULL));
    /* time of day runs from 00:00 to 24:00 inclusive */
    ck_assert(dom_is_point(cmp(T_TIME, OP_GE, P(T_TIME, "24:00")), NULL));
    ck_assert(dom_is_empty(cmp(T_TIME, OP_LT, P(T_TIME, "00:00"))));
    ck_assert(dom_equal(cmp(T_TIME, OP_GE, P(T_TIME, "00:00")),
                        dom_not_null(&A, T(T_TIME))));
}
END_TEST

START_TEST(test_domain_null_semantics)
{
    datum nul = datum_null(T(T_INT4));
    datum withnull[] = { I4(1), datum_null(T(T_INT4)), I4(2) };
    domain *d;

    ck_dom(dom_null_only(&A, T(T_INT4)), "{NULL}");
    ck_assert_str_eq(sql(dom_null_only(&A, T(T_INT4)), "a"), "t.a IS NULL");
    ck_assert_str_eq(sql(dom_not_null(&A, T(T_INT4)), "a"),
                     "t.a IS NOT NULL");
    ck_dom(dom_universe(&A, T(T_INT4)), "{(-inf,+inf), NULL}");
    /* comparisons reject NULL; with a NULL constant they are never true */
    ck_assert(!cmp(T_INT4, OP_NE, I4(1))->nulls);
    ck_assert(dom_is_empty(cmp(T_INT4, OP_EQ, nul)));
    ck_assert(dom_is_empty(cmp(T_INT4, OP_NE, nul)));
    ck_assert(dom_is_empty(dom_from_cmp(&A, T(T_INT4), OP_LT, NULL)));
    /* IN ignores NULLs; NOT IN with a NULL is empty */
    d = in_list(T_INT4, withnull, 3, false);
    ck_dom(d, "{[1,2]}");
    ck_assert(!dom_contains(d, &nul));
    ck_assert(dom_is_empty(in_list(T_INT4, withnull, 3, true)));
    /* empty lists */
    ck_assert(dom_is_empty(in_list(T_INT4, NULL, 0, false)));
    ck_assert(dom_is_universe(in_list(T_INT4, NULL, 0, true)));
    /* IS NULL and IS NOT NULL */
    ck_assert(dom_contains(dom_null_only(&A, T(T_INT4)), &nul));
    ck_assert(dom_contains(dom_null_only(&A, T(T_INT4)), NULL));
    ck_assert(dom_is_empty(and2(dom_null_only(&A, T(T_INT4)),
                                dom_not_null(&A, T(T_INT4)))));
    ck_assert(dom_subset(cmp(T_INT4, OP_EQ, I4(3)),
                         dom_not_null(&A, T(T_INT4))));
    ck_assert(!dom_subset(dom_null_only(&A, T(T_INT4)),
                          cmp(T_INT4, OP_NE, I4(3))));
    /* range OR NULL */
    d = or2(cmp(T_INT4, OP_GT, I4(10)), dom_null_only(&A, T(T_INT4)));
    ck_assert_str_eq(sql(d, "a"), "(t.a >= 11) OR (t.a IS NULL)");
}
END_TEST

START_TEST(test_domain_expr_constants)
{
    /* an int8 domain on an int4 column prints int4 constants */
    domain *d = cmp(T_INT8, OP_EQ, I8(5));
    expr *e = dom_to_expr(&A, d, col("a"));

    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->kind, E_OP);
    ck_assert_int_eq(e->op.op, OP_EQ);
    ck_assert_int_eq(e->op.r->kind, E_CONST);
    ck_assert_int_eq(e->op.r->type.id, T_INT4);
    ck_assert_int_eq(e->type.id, T_BOOL);
    ck_assert_str_eq(sql(d, "a"), "t.a = 5");
    /* 5000000000 does not fit: stays int8 */
    d = cmp(T_INT8, OP_EQ, I8(INT64_C(5000000000)));
    e = dom_to_expr(&A, d, col("a"));
    ck_assert_int_eq(e->op.r->type.id, T_INT8);
    ck_assert_str_eq(sql(d, "a"), "t.a = 5000000000");
    /* a numeric 5.5 on an int4 column stays numeric */
    d = cmp(T_NUMERIC, OP_LT, P(T_NUMERIC, "5.5"));
    ck_assert_str_eq(sql(d, "a"), "t.a < 5.5");
    /* IN lists are ascending, with an E_IN node */
    {
        datum v[] = { I8(9), I8(2), I8(5) };

        e = dom_to_expr(&A, in_list(T_INT8, v, 3, false), col("b"));
        ck_assert_int_eq(e->kind, E_IN);
        ck_assert(!e->in.is_not);
        ck_assert_int_eq(list_len(e->in.items), 3);
        ck_assert_str_eq(sql(in_list(T_INT8, v, 3, false), "b"),
                         "t.b IN (2::bigint, 5::bigint, 9::bigint)");
    }
    /* FALSE and IS NOT NULL nodes */
    e = dom_to_expr(&A, dom_empty(&A, T(T_INT4)), col("a"));
    ck_assert_int_eq(e->kind, E_CONST);
    ck_assert_int_eq(e->type.id, T_BOOL);
    ck_assert(!e->cnst.value.is_null && !e->cnst.value.v.b);
    e = dom_to_expr(&A, dom_not_null(&A, T(T_INT4)), col("a"));
    ck_assert_int_eq(e->kind, E_NULLTEST);
    ck_assert(e->test.is_not);
    ck_assert_ptr_null(dom_to_expr(&A, dom_universe(&A, T(T_INT4)),
                                   col("a")));
}
END_TEST

START_TEST(test_domain_equal_and_subset)
{
    domain *x = cmp(T_INT4, OP_GT, I4(5));
    domain *y = cmp(T_INT4, OP_GE, I4(6));
    domain *z = cmp(T_INT8, OP_GE, I8(6));

    ck_assert(dom_equal(x, y));
    /* int8 values above 2147483647 are not int4 values */
    ck_assert(!dom_equal(y, z));
    ck_assert(dom_subset(y, z));
    ck_assert(!dom_subset(z, y));
    ck_assert(dom_subset(dom_empty(&A, T(T_INT4)), y));
    ck_assert(!dom_subset(dom_not_null(&A, T(T_INT4)), y));
    /* int4 and int8 domains combine in int8 */
    ck_dom(dom_intersect(&A, y, cmp(T_INT8, OP_LT, I8(8))), "{[6,7]}");
    ck_dom(dom_union(&A, cmp(T_INT4, OP_EQ, I4(1)),
                     cmp(T_INT8, OP_EQ, I8(INT64_C(5000000000)))),
           "{1, 5000000000}");
    /* values of another type: an int8 beyond int4 is no int4 value */
    ck_assert(!dom_contains(dom_not_null(&A, T(T_INT4)),
                            &(datum){ .type = T(T_INT8),
                                      .v.i = INT64_C(5000000000) }));
    ck_assert(dom_contains(dom_not_null(&A, T(T_INT4)),
                           &(datum){ .type = T(T_NUMERIC), .v.s = "7" }));
    ck_assert(!dom_contains(dom_not_null(&A, T(T_INT4)),
                            &(datum){ .type = T(T_NUMERIC), .v.s = "7.5" }));
    ck_assert(!dom_contains(dom_not_null(&A, T(T_INT4)),
                            &(datum){ .type = T(T_TEXT), .v.s = "7" }));
    ck_assert(!dom_contains(dom_not_null(&A, T(T_INT4)), &(datum){
        .type = T(T_FLOAT8), .v.f = 7.25 }));
    ck_assert(dom_contains(dom_not_null(&A, T(T_DATE)), &(datum){
        .type = T(T_TIMESTAMP), .v.i = 0 }));
    ck_assert(!dom_contains(dom_not_null(&A, T(T_DATE)), &(datum){
        .type = T(T_TIMESTAMP), .v.i = 1 }));
    /* integer points go to numeric; the int4 maximum is one */
    ck_dom(dom_union(&A, cmp(T_INT4, OP_GE, I4(INT32_MAX)),
                     cmp(T_NUMERIC, OP_EQ, P(T_NUMERIC, "0.5"))),
           "{0.5, 2147483647}");
    ck_dom(dom_intersect(&A, dom_not_null(&A, T(T_INT4)),
                         cmp(T_INT8, OP_GT, I8(0))),
           "{[1,2147483647]}");
}
END_TEST

/* ---- limits ---- */

START_TEST(test_domain_int4_limits)
{
    ck_assert(dom_is_empty(cmp(T_INT4, OP_GT, I4(INT32_MAX))));
    ck_dom(cmp(T_INT4, OP_GE, I4(INT32_MAX)), "{2147483647}");
    ck_dom(cmp(T_INT4, OP_GT, I4(INT32_MAX - 1)), "{2147483647}");
    ck_assert_str_eq(sql(cmp(T_INT4, OP_GT, I4(INT32_MAX - 1)), "a"),
                     "t.a = 2147483647");
    ck_assert(dom_is_empty(cmp(T_INT4, OP_LT, I4(INT32_MIN))));
    ck_dom(cmp(T_INT4, OP_LE, I4(INT32_MIN)), "{-2147483648}");
    ck_assert(dom_equal(cmp(T_INT4, OP_GE, I4(INT32_MIN)),
                        dom_not_null(&A, T(T_INT4))));
    ck_assert(dom_equal(cmp(T_INT4, OP_LE, I4(INT32_MAX)),
                        dom_not_null(&A, T(T_INT4))));
    /* constants beyond the type */
    ck_assert(dom_is_empty(cmp(T_INT4, OP_EQ, I8(INT64_C(2147483648)))));
    ck_assert(dom_is_empty(cmp(T_INT4, OP_GT, I8(INT64_C(99999999999)))));
    ck_dom(cmp(T_INT4, OP_LT, I8(INT64_C(99999999999))), "{(-inf,+inf)}");
    ck_dom(cmp(T_INT4, OP_NE, I8(INT64_C(-99999999999))), "{(-inf,+inf)}");
    ck_dom(cmp(T_INT4, OP_NE, I4(INT32_MAX)), "{(-inf,2147483646]}");
    ck_dom(cmp(T_INT2, OP_GT, I4(32766)), "{32767}");
    ck_assert(dom_is_empty(cmp(T_INT2, OP_GT, I4(32767))));
    ck_dom(cmp(T_INT2, OP_LT, I4(-32767)), "{-32768}");
}
END_TEST

START_TEST(test_domain_int8_limits)
{
    datum over = P(T_NUMERIC, "9223372036854775808");

    ck_assert(dom_is_empty(cmp(T_INT8, OP_GT, I8(INT64_MAX))));
    ck_dom(cmp(T_INT8, OP_GE, I8(INT64_MAX)), "{9223372036854775807}");
    ck_assert(dom_is_empty(cmp(T_INT8, OP_LT, I8(INT64_MIN))));
    ck_dom(cmp(T_INT8, OP_LE, I8(INT64_MIN)), "{-9223372036854775808}");
    ck_dom(cmp(T_INT8, OP_NE, I8(INT64_MAX)),
           "{(-inf,9223372036854775806]}");
    ck_dom(cmp(T_INT8, OP_NE, I8(INT64_MIN)),
           "{[-9223372036854775807,+inf)}");
    ck_dom(cmp(T_INT8, OP_LT, over), "{(-inf,+inf)}");
    ck_assert(dom_is_empty(cmp(T_INT8, OP_EQ, over)));
    ck_dom(cmp(T_INT8, OP_LT, P(T_NUMERIC, "9223372036854775806.5")),
           "{(-inf,9223372036854775806]}");
    /* NaN is above every integer */
    ck_dom(cmp(T_INT8, OP_LT, F8(NAN)), "{(-inf,+inf)}");
}
END_TEST

START_TEST(test_domain_date_limits)
{
    datum pinf = P(T_DATE, "infinity"), ninf = P(T_DATE, "-infinity");
    domain *d;

    ck_assert(dom_is_empty(cmp(T_DATE, OP_GT, pinf)));
    ck_assert(dom_is_empty(cmp(T_DATE, OP_LT, ninf)));
    ck_dom(cmp(T_DATE, OP_GE, pinf), "{infinity}");
    /* after the last valid date only infinity remains */
    d = cmp(T_DATE, OP_GT, P(T_DATE, "5874897-12-31"));
    ck_dom(d, "{infinity}");
    ck_assert_str_eq(sql(d, "d"), "t.d = 'infinity'::date");
    /* 4714-11-24 BC, the first valid date */
    d = cmp(T_DATE, OP_LT, (datum){ .type = T(T_DATE), .v.i = -2451545 });
    ck_dom(d, "{-infinity}");
    d = cmp(T_DATE, OP_NE, pinf);
    ck_dom(d, "{(-inf,5874897-12-31]}");
}
END_TEST

/* 'n' int8 values i * step + off, shuffled, every one twice. */
static datum *
big_list(int n, int64_t step, int64_t off)
{
    datum *v = ARENA_NEWN(&A, datum, 2 * n);
    unsigned s = 12345;

    ck_assert_ptr_nonnull(v);
    for (int i = 0; i < n; i++)
        v[i] = v[n + i] = I8(i * step + off);
    for (int i = 2 * n - 1; i > 0; i--) {
        int j;
        datum t;

        s = s * 1103515245u + 12345u;
        j = (int)((s >> 8) % (unsigned)(i + 1));
        t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
    return v;
}

START_TEST(test_domain_large_in_lists)
{
    int n = 100000;
    datum *x = big_list(n, 2, 0);   /* evens */
    datum *y = big_list(n, 3, 0);   /* multiples of 3 */
    domain *dx = in_list(T_INT8, x, 2 * n, false);
    domain *dy = in_list(T_INT8, y, 2 * n, false);
    domain *d;
    datum v;

    ck_assert_int_eq(dx->n, n);
    ck_assert_int_eq(dy->n, n);
    d = and2(dx, dy);               /* multiples of 6 below 200000 */
    ck_assert_int_eq(d->n, 33334);
    v = I8(199998);
    ck_assert(dom_contains(d, &v));
    v = I8(199996);
    ck_assert(!dom_contains(d, &v));
    d = or2(dx, dy);
    ck_assert(dom_subset(dx, d) && dom_subset(dy, d));
    d = and2(in_list(T_INT8, x, 2 * n, true), dx);
    ck_assert(dom_is_empty(d));
    /* consecutive values collapse into one range */
    d = in_list(T_INT8, big_list(n, 1, -50000), 2 * n, false);
    ck_dom(d, "{[-50000,49999]}");
    ck_assert_ptr_nonnull(dom_to_expr(&A, dx, col("b")));
}
END_TEST

/* ---- errors ---- */

START_TEST(test_domain_unrepresentable)
{
    datum five = I4(5), abc = P(T_TEXT, "abc");
    datum tenth = F8(0.1);
    datum v[] = { I4(1), P(T_TEXT, "x") };

    ck_assert_ptr_null(dom_from_cmp(&A, T(T_INT4), OP_ADD, &five));
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_RECORD), OP_EQ, &five));
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_ANY), OP_EQ, &five));
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_INT4), OP_EQ, &abc));
    /* 0.1 as a double is not the numeric 0.1 */
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_NUMERIC), OP_EQ, &tenth));
    ck_assert_ptr_null(dom_from_in(&A, T(T_INT4), v, 2, false));
    ck_assert_ptr_null(dom_from_in(&A, T(T_RECORD), v, 1, false));
    /* integer and text domains do not combine */
    ck_assert_ptr_null(dom_intersect(&A, cmp(T_INT4, OP_EQ, five),
                                     cmp(T_TEXT, OP_EQ, abc)));
    /* an integer range is not a numeric range */
    ck_assert_ptr_null(dom_intersect(&A, cmp(T_INT4, OP_GT, five),
                                     cmp(T_NUMERIC, OP_GT, five)));
    ck_assert(!A.failed);
    /* an untyped literal is read as the domain's type */
    ck_dom(cmp(T_INT4, OP_EQ,
               (datum){ .type = T(T_UNKNOWN), .v.s = "42" }), "{42}");
    ck_assert_ptr_null(dom_from_cmp(&A, T(T_INT4), OP_EQ, &(datum){
        .type = T(T_UNKNOWN), .v.s = "4.5" }));
}
END_TEST

START_TEST(test_domain_out_of_memory)
{
    arena small;
    datum *v = big_list(20000, 1, 0);
    domain *d;

    arena_init(&small, 4096);
    d = dom_from_in(&small, T(T_INT8), v, 40000, false);
    ck_assert_ptr_null(d);
    ck_assert(small.failed);
    ck_assert_ptr_null(dom_from_cmp(&small, T(T_INT4), OP_EQ, &v[0]));
    arena_destroy(&small);
}
END_TEST

/* ---- print and read back ---- */

/* Print 'd' on column 'name' and read the predicate back as an atom: it
   must be one, on that column, in the column's type, with domain 'd'. */
static void
read_back(const domain *d, const char *name)
{
    expr *c = col(name);
    expr *e = dom_to_expr(&A, d, c);
    qp_type t = c->type;
    domain *back;

    ck_assert(!A.failed);
    if (dom_is_universe(d)) {
        ck_assert_ptr_null(e);
        return;
    }
    ck_assert_ptr_nonnull(e);
    if (dom_is_empty(d) && !d->nulls) {
        ck_assert_int_eq(e->kind, E_CONST);     /* FALSE: not an atom */
        return;
    }
    ck_assert_msg(atom_col(e) && expr_equal(atom_col(e), c),
                  "%s on %s (%s) is not an atom", dom_format(&A, d), name,
                  sql(d, name));
    ck_assert_msg(atom_type(e, &t), "%s: no common type", sql(d, name));
    back = atom_domain(&A, e, t);
    ck_assert_msg(back && dom_equal(back, d), "%s on %s: %s reads back as %s",
                  dom_format(&A, d), name, sql(d, name),
                  back ? dom_format(&A, back) : "(nothing)");
}

/* The values of one column of t the round trip draws from. */
typedef struct rt_col {
    const char *name;           /* column of t */
    qp_typeid id;               /* its type */
    const char *vals[12];       /* constants, NULL-terminated */
} rt_col;

static const rt_col rt_cols[] = {
    { "a", T_INT4, { "-2147483648", "-1", "0", "1", "2", "3", "5", "6",
                     "7", "100", "2147483647", NULL } },
    { "i2", T_INT2, { "-32768", "0", "1", "2", "3", "4", "9", "32767",
                      NULL } },
    { "b", T_INT8, { "-9223372036854775808", "4", "5", "6", "8", "9",
                     "9223372036854775807", NULL } },
    { "n", T_NUMERIC, { "-1.5", "0", "1", "1.5", "2", "2.50", "3", "1e20",
                        NULL } },
    { "f", T_FLOAT8, { "-Infinity", "-1e308", "0", "0.5", "1", "1e308",
                       "Infinity", "NaN", NULL } },
    { "d", T_DATE, { "-infinity", "2023-12-31", "2024-01-01",
                     "2024-01-02", "2024-01-03", "2024-02-28",
                     "2024-02-29", "2024-03-01", "infinity", NULL } },
    { "ts", T_TIMESTAMP, { "-infinity", "2024-01-01 00:00:00",
                           "2024-01-01 00:00:00.000001",
                           "2024-01-02 12:00", "infinity", NULL } },
    { "s", T_TEXT, { "", "a", "b", "ab", "zz", NULL } },
    { "c", T_BPCHAR, { "a", "b", "ab", "abc", NULL } },
    { "bo", T_BOOL, { "false", "true", NULL } },
};

/* A small deterministic generator (the test must not depend on rand()). */
static uint64_t
rt_next(uint64_t *s)
{
    *s = *s * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
    return *s >> 33;
}

/* A random leaf domain on column 'c': a comparison, an IN or NOT IN list,
   a run of consecutive values, or a NULL test. */
static domain *
rt_leaf(const rt_col *c, uint64_t *s)
{
    int nv = 0, k;
    datum v[8];
    domain *d = NULL;

    while (c->vals[nv])
        nv++;
    switch (rt_next(s) % 5) {
    case 0:
    case 1:
        v[0] = P(c->id, c->vals[rt_next(s) % nv]);
        d = dom_from_cmp(&A, T(c->id), OP_EQ + (op_kind)(rt_next(s) % 6),
                         &v[0]);
        break;
    case 2:
        k = 1 + (int)(rt_next(s) % 6);
        for (int i = 0; i < k; i++)
            v[i] = P(c->id, c->vals[rt_next(s) % nv]);
        d = dom_from_in(&A, T(c->id), v, k, rt_next(s) % 4 == 0);
        break;
    case 3:
        k = (int)(rt_next(s) % nv);
        v[0] = P(c->id, c->vals[k]);
        v[1] = P(c->id, c->vals[(k + 1 + (int)(rt_next(s) % 3)) % nv]);
        if (dom_type_ordered(c->id))
            d = and2(cmp(c->id, OP_GE, v[0]), cmp(c->id, OP_LE, v[1]));
        break;
    default:
        d = rt_next(s) % 2 ? dom_null_only(&A, T(c->id))
                           : dom_not_null(&A, T(c->id));
        break;
    }
    ck_assert(!A.failed);
    return d;
}

START_TEST(test_domain_print_read_back)
{
    datum run[] = { I4(5), I4(6), I4(7), I4(100) };
    datum run2[] = { I4(1), I4(2), I4(5), I4(6), I4(7) };
    uint64_t s = 20240101;

    /* the edge cases: runs, points, open ranges, exclusions, NULL */
    read_back(in_list(T_INT4, run, 4, false), "a");
    read_back(or2(in_list(T_INT4, run, 4, false),
                  dom_null_only(&A, T(T_INT4))), "a");
    read_back(in_list(T_INT4, run2, 5, false), "a");
    read_back(in_list(T_INT4, run2, 5, true), "a");
    read_back(cmp(T_INT4, OP_EQ, I4(5)), "a");
    read_back(cmp(T_INT4, OP_GT, I4(5)), "a");
    read_back(cmp(T_INT4, OP_LT, I4(5)), "a");
    read_back(cmp(T_INT4, OP_NE, I4(5)), "a");
    read_back(or2(cmp(T_INT4, OP_NE, I4(5)), dom_null_only(&A, T(T_INT4))),
              "a");
    read_back(and2(cmp(T_INT4, OP_GE, I4(1)),
                   in_list(T_INT4, run, 3, true)), "a");
    read_back(dom_null_only(&A, T(T_INT4)), "a");
    read_back(dom_not_null(&A, T(T_INT4)), "a");
    read_back(dom_universe(&A, T(T_INT4)), "a");
    read_back(dom_empty(&A, T(T_INT4)), "a");
    read_back(and2(cmp(T_DATE, OP_GE, P(T_DATE, "2024-01-01")),
                   cmp(T_DATE, OP_LT, P(T_DATE, "2024-01-03"))), "d");
    read_back(cmp(T_FLOAT8, OP_NE, F8(INFINITY)), "f");
    read_back(and2(cmp(T_NUMERIC, OP_GT, P(T_NUMERIC, "1.5")),
                   cmp(T_NUMERIC, OP_NE, P(T_NUMERIC, "2"))), "n");
    /* random unions and intersections of leaves, every modelled type */
    for (size_t ci = 0; ci < sizeof rt_cols / sizeof rt_cols[0]; ci++) {
        const rt_col *c = &rt_cols[ci];

        for (int i = 0; i < 400; i++) {
            domain *d = rt_leaf(c, &s);
            int n = (int)(rt_next(&s) % 4);

            for (int j = 0; j < n && d; j++) {
                domain *x = rt_leaf(c, &s);

                if (x)
                    d = rt_next(&s) % 3 ? or2(d, x) : and2(d, x);
            }
            if (d)
                read_back(d, c->name);
        }
    }
}
END_TEST

static Suite *
domain_suite(void)
{
    Suite *s = suite_create("domain");
    TCase *tc;

    tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, test_domain_int_comparisons);
    tcase_add_test(tc, test_domain_int_adjacent_ranges_merge);
    tcase_add_test(tc, test_domain_between_and_in);
    tcase_add_test(tc, test_domain_ne_and_in);
    tcase_add_test(tc, test_domain_contradictions);
    tcase_add_test(tc, test_domain_point_from_range);
    tcase_add_test(tc, test_domain_unions);
    tcase_add_test(tc, test_domain_cofinite);
    tcase_add_test(tc, test_domain_numeric_exact);
    tcase_add_test(tc, test_domain_int_with_fraction);
    tcase_add_test(tc, test_domain_float_nan_infinity);
    tcase_add_test(tc, test_domain_dates);
    tcase_add_test(tc, test_domain_timestamps);
    tcase_add_test(tc, test_domain_text_points);
    tcase_add_test(tc, test_domain_bpchar_blanks);
    tcase_add_test(tc, test_domain_booleans);
    tcase_add_test(tc, test_domain_intervals);
    tcase_add_test(tc, test_domain_null_semantics);
    tcase_add_test(tc, test_domain_expr_constants);
    tcase_add_test(tc, test_domain_equal_and_subset);
    tcase_add_test(tc, test_domain_print_read_back);
    suite_add_tcase(s, tc);

    tc = tcase_create("limits");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_domain_int4_limits);
    tcase_add_test(tc, test_domain_int8_limits);
    tcase_add_test(tc, test_domain_date_limits);
    tcase_add_test(tc, test_domain_large_in_lists);
    suite_add_tcase(s, tc);

    tc = tcase_create("errors");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, test_domain_unrepresentable);
    tcase_add_test(tc, test_domain_out_of_memory);
    suite_add_tcase(s, tc);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(domain_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
