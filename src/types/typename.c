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
type_enum(const qp_enum *e)
{
    qp_type t = type_plain(T_ENUM);

    t.enm = e;
    return t;
}

int
type_enum_pos(const qp_enum *e, const char *label)
{
    for (int i = 0; i < e->nlabels; i++)
        if (strcmp(e->labels[i], label) == 0)
            return i;
    return -1;
}

/* The plain element types of arrays, so that int[] needs no memory. */
static const qp_type plain_elems[] = {
#define PLAIN(id) { id, -1, -1, -1, { NULL } }
    PLAIN(T_UNKNOWN), PLAIN(T_NULL), PLAIN(T_BOOL), PLAIN(T_INT2),
    PLAIN(T_INT4), PLAIN(T_INT8), PLAIN(T_NUMERIC), PLAIN(T_FLOAT4),
    PLAIN(T_FLOAT8), PLAIN(T_BPCHAR), PLAIN(T_VARCHAR), PLAIN(T_TEXT),
    PLAIN(T_DATE), PLAIN(T_TIME), PLAIN(T_TIMESTAMP), PLAIN(T_TIMESTAMPTZ),
    PLAIN(T_INTERVAL), PLAIN(T_RECORD), PLAIN(T_ARRAY), PLAIN(T_ANY), PLAIN(T_ENUM),
    PLAIN(T_UUID)
#undef PLAIN
};

qp_type
type_array_of(arena *a, qp_type elem)
{
    qp_type t = type_plain(T_ARRAY);
    qp_type *copy;

    if (elem.id == T_ARRAY)
        return elem;
    if (elem.prec < 0 && elem.scale < 0 && elem.len < 0 && !type_opaque_name(elem)
        && !type_enum_def(elem)
        && (size_t)elem.id < sizeof plain_elems / sizeof plain_elems[0]) {
        t.elem = &plain_elems[elem.id];
        return t;
    }
    if (a && (copy = ARENA_NEW(a, qp_type))) {
        *copy = elem;
        t.elem = copy;
        return t;
    }
    return type_array_of(NULL, type_plain(elem.id));
}

/* The last name part when 'tn' is "_t" (alone or in pg_catalog) for a
   type t qprop models, else NULL. */
static const char *
underscore_elem(const ast *tn)
{
    const ast_name *n = &tn->type.name;
    const char *last;
    qp_typeid id;

    if (n->n < 1 || n->n > 2
        || (n->n == 2 && strcmp(n->part[0], "pg_catalog") != 0))
        return NULL;
    last = n->part[n->n - 1];
    if (last[0] != '_' || !type_lookup(last + 1, &id))
        return NULL;
    return last + 1;
}

bool
type_name_is_array(const ast *tn)
{
    return tn->type.array || underscore_elem(tn);
}

ast *
type_name_elem(arena *a, const ast *tn)
{
    ast *e = ARENA_NEW(a, ast);

    if (!e)
        return NULL;
    *e = *tn;
    if (tn->type.array)
        e->type.array = false;
    else
        e->type.name.part[e->type.name.n - 1] = underscore_elem(tn);
    return e;
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
    if (a.id == T_ENUM)
        return type_enum_def(a) == type_enum_def(b);
    if (a.id == T_ARRAY)
        return type_elem(a) && type_elem(b) ? type_equal(*type_elem(a), *type_elem(b))
                                : type_elem(a) == type_elem(b);
    if (!type_opaque_name(a) || !type_opaque_name(b))
        return type_opaque_name(a) == type_opaque_name(b);
    return strcmp(type_opaque_name(a), type_opaque_name(b)) == 0;
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
    case T_ARRAY:
    case T_ANY:
    case T_ENUM:
    case T_UUID:
        return TC_OTHER;
    }
    return TC_OTHER;
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
    case T_ARRAY: return "anyarray";
    case T_ANY: return "anyelement";
    case T_ENUM: return "anyenum";
    case T_UUID: return "uuid";
    }
    return "unknown";
}

const char *
type_name(arena *a, qp_type t)
{
    switch (t.id) {
    case T_ARRAY:
        if (type_elem(t)) {
            const char *en = type_name(a, *type_elem(t));

            return en ? arena_printf(a, "%s[]", en) : NULL;
        }
        break;
    case T_ANY:
        if (type_opaque_name(t))
            return type_opaque_name(t);
        break;
    case T_ENUM:
        if (type_enum_def(t))
            return type_enum_def(t)->name;
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
    {"uuid", T_UUID},
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

/* Names the grammar makes for SQL's own type syntax: printed unquoted. */
static const char *const sql_type_words[] = {
    "bigint", "bit", "bit varying", "boolean", "char varying",
    "character", "character varying", "decimal", "double precision",
    "float", "int", "integer", "interval", "national character",
    "national character varying", "numeric", "real", "smallint", "time",
    "time with time zone", "time without time zone", "timestamp",
    "timestamp with time zone", "timestamp without time zone", "varchar",
    NULL
};

bool
type_is_sql_word(const char *name)
{
    for (int i = 0; sql_type_words[i]; i++)
        if (strcmp(sql_type_words[i], name) == 0)
            return true;
    return false;
}

const char *
type_sql_word_mods(arena *a, const char *name, const char *mods)
{
    const char *sp = strstr(name, " with");

    /* time(3) with time zone: the modifier follows the first word */
    if (sp && mods[0])
        return arena_printf(a, "%.*s%s%s", (int)(sp - name), name, mods, sp);
    return arena_printf(a, "%s%s", name, mods);
}
