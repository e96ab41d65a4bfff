/* SPDX-License-Identifier: MIT */
/*
 * src/types/functions.c — the functions and operators qprop knows
 *
 * One sorted table of functions with their kind (scalar, aggregate,
 * window), result-type rule, arity, strictness and volatility; and the
 * type rules of arithmetic and comparison, following PostgreSQL's
 * operator catalogue for the types qprop models.  Strictness and
 * volatility are what rewrite rules consult before moving a predicate.
 * The SQL value functions (current_date, localtimestamp, current_role,
 * ...) are here too: PostgreSQL's grammar makes them, pg_proc has no
 * entry for them.  Every other function is resolved in PostgreSQL's own
 * catalog (pgcat.c).
 */
#include "types/types.h"

#include <stdlib.h>
#include <string.h>

#define T(n, k, r, t, lo, hi, s, v) { n, k, r, t, lo, hi, s, v, 0 }
/* one PostgreSQL 15 does not have: added in version 'since' */
#define TV(since, n, k, r, t, lo, hi, s, v) { n, k, r, t, lo, hi, s, v, since }
#define SC FK_SCALAR
#define AG FK_AGG
#define WF FK_WINDOW

/* Sorted by name (bsearch). */
static const func_info funcs[] = {
    T("abs", SC, FR_ARG1, T_ANY, 1, 1, true, false),
    /* any_value(x): some non-null x of the group, NULL when none */
    TV(16, "any_value", AG, FR_ARG1, T_ANY, 1, 1, false, false),
    T("array_agg", AG, FR_FIXED, T_ANY, 1, 1, false, false),
    T("avg", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("bit_length", SC, FR_FIXED, T_INT4, 1, 1, true, false),
    T("bool_and", AG, FR_FIXED, T_BOOL, 1, 1, false, false),
    T("bool_or", AG, FR_FIXED, T_BOOL, 1, 1, false, false),
    T("btrim", SC, FR_FIXED, T_TEXT, 1, 2, true, false),
    T("cbrt", SC, FR_FIXED, T_FLOAT8, 1, 1, true, false),
    T("ceil", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("ceiling", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("char_length", SC, FR_FIXED, T_INT4, 1, 1, true, false),
    T("character_length", SC, FR_FIXED, T_INT4, 1, 1, true, false),
    T("coalesce", SC, FR_COMMON, T_ANY, 1, -1, false, false),
    T("concat", SC, FR_FIXED, T_TEXT, 1, -1, false, false),
    T("count", AG, FR_FIXED, T_INT8, 0, 1, false, false),
    T("cume_dist", WF, FR_FIXED, T_FLOAT8, 0, 0, false, false),
    T("current_catalog", SC, FR_NAME, T_ANY, 0, 0, false, false),
    T("current_date", SC, FR_FIXED, T_DATE, 0, 0, false, false),
    T("current_role", SC, FR_NAME, T_ANY, 0, 0, false, false),
    T("current_time", SC, FR_TIMETZ, T_ANY, 0, 1, false, false),
    T("current_timestamp", SC, FR_FIXED, T_TIMESTAMPTZ, 0, 1, false, false),
    T("date_part", SC, FR_FIXED, T_FLOAT8, 2, 2, true, false),
    T("date_trunc", SC, FR_FIXED, T_TIMESTAMP, 2, 2, true, false),
    T("dense_rank", WF, FR_FIXED, T_INT8, 0, 0, false, false),
    T("every", AG, FR_FIXED, T_BOOL, 1, 1, false, false),
    T("exp", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("extract", SC, FR_FIXED, T_NUMERIC, 1, 1, true, false),
    T("first_value", WF, FR_ARG1, T_ANY, 1, 1, false, false),
    T("floor", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("greatest", SC, FR_COMMON, T_ANY, 1, -1, false, false),
    T("initcap", SC, FR_FIXED, T_TEXT, 1, 1, true, false),
    /* x IS JSON [VALUE|ARRAY|OBJECT|SCALAR] [WITH UNIQUE KEYS] (16), the
       predicate in func.field; only the grammar names it */
    TV(16, "is json", SC, FR_FIXED, T_BOOL, 1, 1, true, false),
    T("lag", WF, FR_ARG1, T_ANY, 1, 3, false, false),
    T("last_value", WF, FR_ARG1, T_ANY, 1, 1, false, false),
    T("lead", WF, FR_ARG1, T_ANY, 1, 3, false, false),
    T("least", SC, FR_COMMON, T_ANY, 1, -1, false, false),
    T("left", SC, FR_FIXED, T_TEXT, 2, 2, true, false),
    T("length", SC, FR_FIXED, T_INT4, 1, 1, true, false),
    T("ln", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("localtime", SC, FR_FIXED, T_TIME, 0, 1, false, false),
    T("localtimestamp", SC, FR_FIXED, T_TIMESTAMP, 0, 1, false, false),
    T("log", SC, FR_ROUND, T_ANY, 1, 2, true, false),
    T("lower", SC, FR_FIXED, T_TEXT, 1, 1, true, false),
    T("lpad", SC, FR_FIXED, T_TEXT, 2, 3, true, false),
    T("ltrim", SC, FR_FIXED, T_TEXT, 1, 2, true, false),
    T("max", AG, FR_ARG1, T_ANY, 1, 1, false, false),
    T("md5", SC, FR_FIXED, T_TEXT, 1, 1, true, false),
    T("min", AG, FR_ARG1, T_ANY, 1, 1, false, false),
    T("mod", SC, FR_COMMON, T_ANY, 2, 2, true, false),
    T("now", SC, FR_FIXED, T_TIMESTAMPTZ, 0, 0, false, false),
    T("nth_value", WF, FR_ARG1, T_ANY, 2, 2, false, false),
    T("ntile", WF, FR_FIXED, T_INT4, 1, 1, false, false),
    T("nullif", SC, FR_ARG1, T_ANY, 2, 2, false, false),
    T("octet_length", SC, FR_FIXED, T_INT4, 1, 1, true, false),
    T("percent_rank", WF, FR_FIXED, T_FLOAT8, 0, 0, false, false),
    T("position", SC, FR_FIXED, T_INT4, 2, 2, true, false),
    T("power", SC, FR_ROUND, T_ANY, 2, 2, true, false),
    T("random", SC, FR_FIXED, T_FLOAT8, 0, 0, false, true),
    T("rank", WF, FR_FIXED, T_INT8, 0, 0, false, false),
    T("repeat", SC, FR_FIXED, T_TEXT, 2, 2, true, false),
    T("replace", SC, FR_FIXED, T_TEXT, 3, 3, true, false),
    T("reverse", SC, FR_FIXED, T_TEXT, 1, 1, true, false),
    T("right", SC, FR_FIXED, T_TEXT, 2, 2, true, false),
    T("round", SC, FR_ROUND, T_ANY, 1, 2, true, false),
    T("row_number", WF, FR_FIXED, T_INT8, 0, 0, false, false),
    T("rpad", SC, FR_FIXED, T_TEXT, 2, 3, true, false),
    T("rtrim", SC, FR_FIXED, T_TEXT, 1, 2, true, false),
    T("sign", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("split_part", SC, FR_FIXED, T_TEXT, 3, 3, true, false),
    T("sqrt", SC, FR_ROUND, T_ANY, 1, 1, true, false),
    T("stddev", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("stddev_pop", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("stddev_samp", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("string_agg", AG, FR_FIXED, T_TEXT, 2, 2, false, false),
    T("strpos", SC, FR_FIXED, T_INT4, 2, 2, true, false),
    T("substr", SC, FR_FIXED, T_TEXT, 2, 3, true, false),
    T("substring", SC, FR_FIXED, T_TEXT, 2, 3, true, false),
    T("sum", AG, FR_SUM, T_ANY, 1, 1, false, false),
    /* SYSTEM_USER: the authentication method and identity, or NULL */
    TV(16, "system_user", SC, FR_FIXED, T_TEXT, 0, 0, false, false),
    T("to_char", SC, FR_FIXED, T_TEXT, 2, 2, true, false),
    T("to_date", SC, FR_FIXED, T_DATE, 2, 2, true, false),
    T("trim", SC, FR_FIXED, T_TEXT, 1, 2, true, false),
    T("trunc", SC, FR_ROUND, T_ANY, 1, 2, true, false),
    T("upper", SC, FR_FIXED, T_TEXT, 1, 1, true, false),
    T("user", SC, FR_NAME, T_ANY, 0, 0, false, false),
    T("var_pop", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("var_samp", AG, FR_AVG, T_ANY, 1, 1, false, false),
    T("variance", AG, FR_AVG, T_ANY, 1, 1, false, false),
};

/* Set-returning functions in FROM, sorted by name (bsearch). */
#define SRF_FIX(n, lo, hi, cn, ct) \
    { n, SRF_COLUMNS, lo, hi, true, 1, { { cn, ct }, { NULL, NULL } } }
#define SRF_KV(n, vt) \
    { n, SRF_COLUMNS, 1, 1, true, 2, { { "key", "text" }, { "value", vt } } }
#define SRF_REC(n) { n, SRF_RECORD, 1, 1, true, 0, { { NULL, NULL } } }
static const srf_info srfs[] = {
    { "generate_series", SRF_SERIES, 2, 3, true, 1, { { NULL, NULL } } },
    SRF_FIX("generate_subscripts", 2, 3, NULL, "int4"),
    SRF_FIX("json_array_elements", 1, 1, "value", "json"),
    SRF_FIX("json_array_elements_text", 1, 1, "value", "text"),
    SRF_KV("json_each", "json"),
    SRF_KV("json_each_text", "text"),
    SRF_FIX("json_object_keys", 1, 1, NULL, "text"),
    SRF_REC("json_to_record"),
    SRF_REC("json_to_recordset"),
    SRF_FIX("jsonb_array_elements", 1, 1, "value", "jsonb"),
    SRF_FIX("jsonb_array_elements_text", 1, 1, "value", "text"),
    SRF_KV("jsonb_each", "jsonb"),
    SRF_KV("jsonb_each_text", "text"),
    SRF_FIX("jsonb_object_keys", 1, 1, NULL, "text"),
    SRF_REC("jsonb_to_record"),
    SRF_REC("jsonb_to_recordset"),
    SRF_FIX("regexp_split_to_table", 2, 3, NULL, "text"),
    SRF_FIX("string_to_table", 2, 3, NULL, "text"),
    { "unnest", SRF_ELEMENT, 1, -1, true, 0, { { NULL, NULL } } },
};
#undef SRF_FIX
#undef SRF_KV
#undef SRF_REC

static int
cmp_srf(const void *key, const void *elem)
{
    return strcmp(key, ((const srf_info *)elem)->name);
}

const srf_info *
srf_lookup(const char *name)
{
    return bsearch(name, srfs, sizeof srfs / sizeof srfs[0], sizeof srfs[0],
                   cmp_srf);
}

qp_type
type_array_element(arena *a, qp_type arr)
{
    size_t n = type_opaque_name(arr) ? strlen(type_opaque_name(arr)) : 0;
    char *elem;

    if (type_is_array(arr))
        return *type_elem(arr);
    if (arr.id != T_ANY || n < 3 || strcmp(type_opaque_name(arr) + n - 2, "[]") != 0)
        return type_plain(T_ANY);
    elem = arena_alloc(a, n - 1);
    if (!elem)
        return type_opaque(NULL);
    memcpy(elem, type_opaque_name(arr), n - 2);
    elem[n - 2] = '\0';
    return type_opaque(elem);
}

static int
cmp_func(const void *key, const void *elem)
{
    return strcmp(key, ((const func_info *)elem)->name);
}

const func_info *
func_lookup(const char *name)
{
    return bsearch(name, funcs, sizeof funcs / sizeof funcs[0],
                   sizeof funcs[0], cmp_func);
}

/* Rank of numeric types, for promotion: int2 < int4 < int8 < numeric <
   float4 < float8. */
static int
num_rank(qp_typeid id)
{
    switch (id) {
    case T_INT2: return 1;
    case T_INT4: return 2;
    case T_INT8: return 3;
    case T_NUMERIC: return 4;
    case T_FLOAT4: return 5;
    case T_FLOAT8: return 6;
    default: return 0;
    }
}

static int
datetime_rank(qp_typeid id)
{
    switch (id) {
    case T_DATE: return 1;
    case T_TIMESTAMP: return 2;
    case T_TIMESTAMPTZ: return 3;
    default: return 0;
    }
}

bool
type_common(qp_type a, qp_type b, qp_type *out)
{
    qp_typecat ca, cb;

    if (a.id == T_UNKNOWN || a.id == T_NULL) {
        /* two untyped literals stay untyped: the caller decides (text) */
        *out = b.id == T_NULL ? a : b;
        return true;
    }
    if (b.id == T_UNKNOWN || b.id == T_NULL) {
        *out = a;
        return true;
    }
    if (a.id == T_ARRAY || b.id == T_ARRAY) {
        /* an array coerces to another array whose elements its own
           coerce to (int[] and bigint[] meet in bigint[]); the result
           is in static memory, so element modifiers are dropped unless
           the two are the same type */
        qp_type e;

        if (a.id != b.id || !type_elem(a) || !type_elem(b)
            || !type_common(*type_elem(a), *type_elem(b), &e))
            return false;
        *out = type_equal(a, b) ? a : type_array_of(NULL, e);
        return true;
    }
    if (a.id == T_ENUM && b.id == T_ENUM && type_enum_def(a) != type_enum_def(b))
        return false; /* two enums: no operator, no common type */
    if (a.id == b.id) {
        *out = a;
        if (a.prec != b.prec || a.scale != b.scale || a.len != b.len)
            *out = type_plain(a.id);
        return true;
    }
    ca = type_category(a.id);
    cb = type_category(b.id);
    if (ca != cb)
        return false;
    switch (ca) {
    case TC_NUMERIC:
        *out = type_plain(num_rank(a.id) > num_rank(b.id) ? a.id : b.id);
        return true;
    case TC_STRING:
        *out = type_plain(T_TEXT);
        return true;
    case TC_DATETIME:
        if (a.id == T_TIME || b.id == T_TIME)
            return false;
        *out = type_plain(datetime_rank(a.id) > datetime_rank(b.id) ? a.id : b.id);
        return true;
    default:
        return false;
    }
}

bool
type_select_common(qp_type a, qp_type b, qp_type *out)
{
    /* select_common_type(): the first type stays unless it is not the
       category's preferred type and the next one converts to it
       implicitly while it does not convert to the next one.  Among the
       string types every pair converts implicitly both ways, so the
       first one stays (varchar with text is varchar, text with char(n)
       is text); only text is preferred. */
    if (a.id != b.id && type_category(a.id) == TC_STRING
        && type_category(b.id) == TC_STRING && a.id != T_UNKNOWN
        && b.id != T_UNKNOWN) {
        *out = type_plain(a.id);
        return true;
    }
    return type_common(a, b, out);
}

bool
type_setop_column(qp_type l, qp_type r, qp_type *lc, qp_type *rc,
                  qp_type *out)
{
    bool untyped = l.id == T_UNKNOWN || l.id == T_NULL || r.id == T_UNKNOWN
                   || r.id == T_NULL;

    /* 'abc' UNION ALL a char(2) column is 'abc': no modifier */
    if (l.id == T_UNKNOWN && r.id != T_UNKNOWN && r.id != T_NULL)
        l = type_nomod(r);
    if (r.id == T_UNKNOWN && l.id != T_UNKNOWN && l.id != T_NULL)
        r = type_nomod(l);
    if (l.id == T_UNKNOWN)
        l = type_plain(T_TEXT);
    if (r.id == T_UNKNOWN)
        r = type_plain(T_TEXT);
    *lc = l;
    *rc = r;
    if (!type_select_common(l, r, out))
        return false;
    if (untyped)
        *out = type_nomod(*out);
    return true;
}

bool
type_comparable(qp_type a, qp_type b)
{
    qp_type c;

    return type_common(a, b, &c);
}

bool
op_result_type(op_kind op, qp_type l, qp_type r, qp_type *out)
{
    qp_typecat cl = type_category(l.id), cr = type_category(r.id);

    if (op == OP_CONCAT) {
        if (cl == TC_STRING || cr == TC_STRING || cl == TC_UNKNOWN
            || cr == TC_UNKNOWN) {
            *out = type_plain(T_TEXT);
            return true;
        }
        return false;
    }
    /* unknown literals take the other side's type */
    if (cl == TC_UNKNOWN && cr == TC_UNKNOWN) {
        l = r = type_plain(T_NUMERIC);
        cl = cr = TC_NUMERIC;
    } else if (cl == TC_UNKNOWN) {
        l = r;
        cl = cr;
    } else if (cr == TC_UNKNOWN) {
        r = l;
        cr = cl;
    }
    if (cl == TC_NUMERIC && cr == TC_NUMERIC) {
        qp_typeid id = num_rank(l.id) > num_rank(r.id) ? l.id : r.id;

        /* PostgreSQL has no % on floating point; real with another type
           takes the (float4, float8) operators, whose result is double
           precision: 1::real + 1 is double precision */
        if (op == OP_MOD && (id == T_FLOAT4 || id == T_FLOAT8))
            return false;
        if (id == T_FLOAT4 && l.id != r.id)
            id = T_FLOAT8;
        if (op == OP_POW && type_is_integer(id))
            id = T_FLOAT8;
        if (op == OP_POW && id == T_FLOAT4)
            id = T_FLOAT8;
        *out = type_plain(id);
        return true;
    }
    if (op == OP_NEG)
        return false;
    /* date and time arithmetic */
    /* date + integer and integer + date: int4 arguments, so a bigint
       is no operand (it is not implicitly an integer) */
    if (l.id == T_DATE && type_is_integer(r.id) && r.id != T_INT8
        && (op == OP_ADD || op == OP_SUB)) {
        *out = type_plain(T_DATE);
        return true;
    }
    if (type_is_integer(l.id) && l.id != T_INT8 && r.id == T_DATE
        && op == OP_ADD) {
        *out = type_plain(T_DATE);
        return true;
    }
    if (l.id == T_DATE && r.id == T_DATE && op == OP_SUB) {
        *out = type_plain(T_INT4);
        return true;
    }
    if (cl == TC_DATETIME && r.id == T_INTERVAL && (op == OP_ADD || op == OP_SUB)) {
        *out = type_plain(l.id == T_TIMESTAMPTZ ? T_TIMESTAMPTZ
                          : l.id == T_TIME ? T_TIME : T_TIMESTAMP);
        return true;
    }
    if (l.id == T_INTERVAL && cr == TC_DATETIME && op == OP_ADD) {
        *out = type_plain(r.id == T_TIMESTAMPTZ ? T_TIMESTAMPTZ
                          : r.id == T_TIME ? T_TIME : T_TIMESTAMP);
        return true;
    }
    if ((l.id == T_TIMESTAMP || l.id == T_TIMESTAMPTZ || l.id == T_DATE)
        && (r.id == T_TIMESTAMP || r.id == T_TIMESTAMPTZ) && op == OP_SUB) {
        *out = type_plain(T_INTERVAL);
        return true;
    }
    if (l.id == T_INTERVAL && r.id == T_INTERVAL && (op == OP_ADD || op == OP_SUB)) {
        *out = type_plain(T_INTERVAL);
        return true;
    }
    if (((l.id == T_INTERVAL && cr == TC_NUMERIC)
         || (cl == TC_NUMERIC && r.id == T_INTERVAL))
        && (op == OP_MUL || (op == OP_DIV && l.id == T_INTERVAL))) {
        *out = type_plain(T_INTERVAL);
        return true;
    }
    return false;
}

/* 't' as the result of a function call: PostgreSQL gives a call's
   result no modifier (exprTypmod of a FuncExpr, an Aggref, a WindowFunc
   is -1: min() of a numeric(8,2) is a numeric, shown 3.00 or 3 as each
   value was written), but NULLIF, which is an expression of its own and
   keeps its first argument's.  An opaque type stays as written. */
static qp_type
call_result(const func_info *fi, qp_type t)
{
    return strcmp(fi->name, "nullif") == 0 ? t : type_nomod(t);
}

qp_type
func_result_type(const func_info *fi, qp_type a1)
{
    switch (fi->result) {
    case FR_FIXED:
        return type_plain(fi->type);
    case FR_ARG1:
        return call_result(fi, a1);
    case FR_SUM:
        if (a1.id == T_INT2 || a1.id == T_INT4)
            return type_plain(T_INT8);
        if (a1.id == T_INT8)
            return type_plain(T_NUMERIC);
        if (a1.id == T_NUMERIC || a1.id == T_INTERVAL || a1.id == T_FLOAT8
            || a1.id == T_FLOAT4)
            return type_plain(a1.id);
        return type_plain(T_ANY);
    case FR_AVG:
        if (a1.id == T_FLOAT4 || a1.id == T_FLOAT8)
            return type_plain(T_FLOAT8);
        if (a1.id == T_INTERVAL)
            return type_plain(T_INTERVAL);
        return type_plain(T_NUMERIC);
    case FR_ROUND:
        /* PostgreSQL has the numeric and the double precision version:
           an integer argument takes the preferred one, double precision */
        if (a1.id == T_NUMERIC || a1.id == T_UNKNOWN)
            return type_plain(T_NUMERIC);
        return type_plain(T_FLOAT8);
    case FR_NAME:
        return type_opaque("name");
    case FR_TIMETZ:
        return type_opaque("time with time zone");
    case FR_COMMON:
        break;
    }
    return type_plain(T_ANY);
}
