/* SPDX-License-Identifier: MIT */
/*
 * src/types/typename.c — type ids, categories and names
 *
 * The types qprop models, as a closed enum (types.h): their category (for
 * choosing a common type), their PostgreSQL names with and without
 * modifiers ("integer", "numeric(15,2)", "character varying(10)"), and the
 * one table of names a schema or a query may write for them ("int4",
 * "decimal", "timestamptz", ...).  Modifiers themselves are checked where
 * a type name is resolved (src/catalog/catalog.c).  Pure functions; names
 * with modifiers are allocated in the caller's arena.
 */
#include "types/types.h"

#include <string.h>

#include "ast/ast.h"
#include "types/types_int.h"

qp_type
type_plain(qp_typeid id)
{
    qp_type t;

    t.id = id;
    t.prec = -1;
    t.scale = -1;
    t.len = -1;
    t.opaque = NULL;
    return t;
}

qp_type
type_opaque(const char *name)
{
    qp_type t = type_plain(T_ANY);

    t.opaque = name;
    return t;
}

bool
type_equal(qp_type a, qp_type b)
{
    if (a.id != b.id || a.prec != b.prec || a.scale != b.scale
        || a.len != b.len)
        return false;
    if (!a.opaque || !b.opaque)
        return a.opaque == b.opaque;
    return strcmp(a.opaque, b.opaque) == 0;
}

bool
type_interval_has_typmod(qp_type t)
{
    return t.id == T_INTERVAL && (t.prec >= 0 || t.len > 0);
}

/* The field qualifier of an interval type as PostgreSQL writes it. */
static const char *
interval_fields_name(int fields)
{
    static const char *const names[] = {
        "", " year", " month", " day", " hour", " minute", " second"
    };
    int from = fields & 0xff, to = (fields >> 8) & 0xff;

    if (from < 0 || from > IVF_SECOND || to < 0 || to > IVF_SECOND)
        return "";
    if (!to)
        return names[from];
    switch (from | to << 8) {
    case IVF_YEAR | IVF_MONTH << 8: return " year to month";
    case IVF_DAY | IVF_HOUR << 8: return " day to hour";
    case IVF_DAY | IVF_MINUTE << 8: return " day to minute";
    case IVF_DAY | IVF_SECOND << 8: return " day to second";
    case IVF_HOUR | IVF_MINUTE << 8: return " hour to minute";
    case IVF_HOUR | IVF_SECOND << 8: return " hour to second";
    case IVF_MINUTE | IVF_SECOND << 8: return " minute to second";
    default: return "";
    }
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
const char *
type_base_name(qp_typeid id)
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
    case T_ANY:
        if (t.opaque)
            return t.opaque;
        break;
    case T_INTERVAL:
        /* "interval hour to second(2)", "interval(3)", "interval day" */
        if (t.len > 0 && t.prec >= 0)
            return arena_printf(a, "interval%s(%d)",
                                interval_fields_name(t.len), t.prec);
        if (t.len > 0)
            return arena_printf(a, "interval%s", interval_fields_name(t.len));
        if (t.prec >= 0)
            return arena_printf(a, "interval(%d)", t.prec);
        break;
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
    return type_base_name(t.id);
}

static const struct {
    const char *name;
    qp_typeid id;
} type_names[] = {
    {"bigint", T_INT8},
    {"bool", T_BOOL},
    {"boolean", T_BOOL},
    {"bpchar", T_BPCHAR},
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
