/* SPDX-License-Identifier: MIT */
/*
 * src/types/types.h — SQL types and typed values (datums)
 *
 * A qp_type is a type id plus its modifier (numeric precision and scale,
 * character length).  A datum is one value of a type, held exactly:
 * integers as int64, numerics as a normalised decimal string (so no value is
 * rounded), text as bytes, dates as days since 2000-01-01, timestamps as
 * microseconds since 2000-01-01 (PostgreSQL's epoch), intervals as months,
 * days and microseconds.  Datums are what partition bounds, constants in
 * plans and (later) value domains are made of.
 *
 * This is the stage's one public header; its files are typename.c (type
 * ids and names), numeric.c, text.c, datetime.c and interval.c (each
 * family's input, output and comparison), cast.c, datum.c (the datum_*
 * entry points) and functions.c (the functions and operators qprop knows
 * and their type rules).  What they share privately is in types_int.h.
 * Types depend on base/ and ast/ only, never on a later stage.
 */
#ifndef QPROP_TYPES_H
#define QPROP_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "qprop.h"

typedef enum qp_typeid {
    T_UNKNOWN = 0, /* untyped string literal, not yet coerced */
    T_NULL,        /* the type of a bare NULL literal */
    T_BOOL,
    T_INT2, T_INT4, T_INT8,
    T_NUMERIC,
    T_FLOAT4, T_FLOAT8,
    T_BPCHAR,      /* char(n) */
    T_VARCHAR,     /* varchar(n) */
    T_TEXT,
    T_DATE,
    T_TIME,
    T_TIMESTAMP,
    T_TIMESTAMPTZ,
    T_INTERVAL,
    T_RECORD,      /* ROW(...) */
    T_ARRAY,       /* an array of .elem (one type for every number of
                      dimensions, as in PostgreSQL) */
    T_ANY,         /* a polymorphic or unmodelled result type */
    T_ENUM,        /* a value of the enum .enm (CREATE TYPE AS ENUM),
                      ordered as its labels were declared */
    T_UUID         /* uuid: held as its canonical text (lower case,
                      8-4-4-4-12), whose byte order is the memcmp()
                      order PostgreSQL compares the 16 bytes in */
} qp_typeid;

/* An enum type: its labels in their declared order (ALTER TYPE ADD VALUE
   inserts into the list; the catalog owns it, so every value of the
   type sees the order at the time it is compared). */
typedef struct qp_enum {
    const char *name;      /* as printed in SQL: "public.order_status" */
    const char *errname;   /* as PostgreSQL names it in errors:
                              "order_status" when in public */
    int nlabels;
    const char **labels;   /* in declared order */
} qp_enum;

typedef struct qp_type {
    qp_typeid id;
    int16_t prec;  /* numeric precision; fractional-second precision of
                      time, timestamp[tz] and interval; -1 if none */
    int16_t scale; /* numeric scale, -1 if none */
    int32_t len;   /* char/varchar length; interval: its field qualifier
                      as ast_interval_field values from | to << 8 (0 for
                      none); -1 if none */
    /* one of three by 'id' (24 bytes in all: types are copied by value
       everywhere); read them through type_opaque_name(), type_elem() and
       type_enum_def(), which say NULL for the other ids */
    union {
        const char *opaque; /* T_ANY of a cast to a type qprop does not
                               model: the type as written ("money",
                               "public.mood", "integer[]", "bit(3)"),
                               printed back verbatim; NULL otherwise */
        const struct qp_type *elem; /* T_ARRAY: the element type (never an
                               array, never NULL; static or in the
                               statement's arena) */
        const qp_enum *enm; /* T_ENUM: its labels (never NULL) */
    };
} qp_type;

/* The name as written of opaque type 't' (T_ANY), else NULL. */
static inline const char *
type_opaque_name(qp_type t)
{
    return t.id == T_ANY ? t.opaque : NULL;
}

/* The element type of array type 't' (T_ARRAY), else NULL. */
static inline const struct qp_type *
type_elem(qp_type t)
{
    return t.id == T_ARRAY ? t.elem : NULL;
}

/* The labels of enum type 't' (T_ENUM), else NULL. */
static inline const qp_enum *
type_enum_def(qp_type t)
{
    return t.id == T_ENUM ? t.enm : NULL;
}

/* Category of a type, for choosing a common type. */
typedef enum qp_typecat {
    TC_UNKNOWN, TC_BOOL, TC_NUMERIC, TC_STRING, TC_DATETIME, TC_TIMESPAN,
    TC_OTHER
} qp_typecat;

/* A type with no modifier.  (This and the small tests below are inline:
   the binder calls them for every expression.) */
static inline qp_type
type_plain(qp_typeid id)
{
    qp_type t = { id, -1, -1, -1, { NULL } };

    return t;
}

/* Category of 'id'. */
qp_typecat type_category(qp_typeid id);
/* SQL name as PostgreSQL prints it ("integer", "numeric(15,2)"), in 'a'. */
const char *type_name(arena *a, qp_type t);
/* True when 'a' and 'b' are the same type with the same modifier (and,
   for opaque types, the same name as written). */
bool type_equal(qp_type a, qp_type b);
/* An opaque type (T_ANY) named 'name' as written, for a cast to a type
   qprop does not model.  Its values enter no domain and no class. */
qp_type type_opaque(const char *name);
/* The array type whose elements are of type 'elem' ("integer[]",
   "numeric(10,2)[]"); an array's array is the array itself, as in
   PostgreSQL.  An element type with a modifier is copied into 'a'; a
   plain one needs no memory ('a' may be NULL: the modifier is then
   dropped).  On OOM the modifier is dropped too, so it cannot fail. */
qp_type type_array_of(arena *a, qp_type elem);
/* True when the AST_TYPENAME 'tn' names an array: "t[]", "t ARRAY" or
   PostgreSQL's internal name "_t" of a type t qprop models ("_int4"). */
struct ast;
bool type_name_is_array(const struct ast *tn);
/* The element type's name of the array type name 'tn' (a copy in 'a',
   without brackets or underscore); NULL on OOM. */
struct ast *type_name_elem(arena *a, const struct ast *tn);
/* 't' without its modifier (type_plain() of its id, an enum keeping its
   labels). */
static inline qp_type
type_unmod(qp_type t)
{
    qp_type u = type_plain(t.id);

    if (t.id == T_ENUM)
        u.enm = t.enm;
    return u;
}
/* 't' as the type of an expression PostgreSQL gives no modifier
   (typmod -1: a function's result, an operator's, a CASE or COALESCE
   whose arguments do not all have one and the same): type_unmod(), but
   an array keeps its element type (without its modifier) and an opaque
   type stays as written. */
static inline qp_type
type_nomod(qp_type t)
{
    if (t.id == T_ANY)
        return t;
    if (t.id == T_ARRAY)
        return type_array_of(NULL, type_unmod(*t.elem));
    return type_unmod(t);
}
/* The enum type 'e' (T_ENUM). */
qp_type type_enum(const qp_enum *e);
/* The position of 'label' in enum 'e', or -1 when it is not one. */
int type_enum_pos(const qp_enum *e, const char *label);
/* The 16 bytes of the uuid written 's', read as PostgreSQL's uuid_in()
   reads it (32 hex digits of either case, a '-' allowed after each group
   of four, the whole optionally in braces, nothing else); false when it
   is no uuid. */
bool type_uuid_bytes(const char *s, unsigned char out[16]);
/* The canonical text of uuid 'u' (as uuid_out() writes it: lower case,
   8-4-4-4-12) into 'out'. */
void type_uuid_text(const unsigned char u[16], char out[37]);
/* True when 't' is an array type qprop models (T_ARRAY). */
static inline bool
type_is_array(qp_type t)
{
    return type_elem(t) != NULL;
}
/* True when 't' is an interval with a field qualifier or a precision. */
bool type_interval_has_typmod(qp_type t);
/* Look up a type by its (lower-case) name as written: "int", "int4",
   "integer", "decimal", "double precision", "float8", "character varying",
   "timestamp without time zone", ...  Returns false when unknown. */
bool type_lookup(const char *name, qp_typeid *out);
/* True when 'name' is one the grammar makes for SQL's own type syntax
   ("time with time zone", "double precision", "bit varying"): it is
   printed unquoted. */
bool type_is_sql_word(const char *name);
/* SQL type word 'name' with its modifiers 'mods' ("(3)", or "") where
   SQL writes them: "time(3) with time zone", "bit varying(5)". */
const char *type_sql_word_mods(arena *a, const char *name, const char *mods);
/* True when 't' is one of the integer types. */
static inline bool
type_is_integer(qp_typeid id)
{
    return id == T_INT2 || id == T_INT4 || id == T_INT8;
}
/* True for integer, numeric and float types. */
bool type_is_numeric(qp_typeid id);

/* A session time zone (tz.c); opaque. */
typedef struct qp_tz qp_tz;

typedef struct datum {
    qp_type type;
    bool is_null;
    union {
        bool b;          /* T_BOOL */
        int64_t i;       /* integer types; T_DATE (days); T_TIMESTAMP[TZ]
                            and T_TIME (microseconds) */
        double f;        /* float types */
        const char *s;   /* text types (bytes); T_NUMERIC: normalised
                            decimal "-12.50" (no exponent, no leading
                            zeros, scale as in the literal) */
        struct {
            int32_t months, days;
            int64_t usecs;
        } iv;            /* T_INTERVAL */
    } v;
} datum;

/* A NULL of type 't'. */
datum datum_null(qp_type t);

/*
 * Convert the text 'str' (a literal as written) to a datum of type 't',
 * allocating in 'a'.  Returns QPROP_OK, or fills 'err' at 'loc' with
 * PostgreSQL's message ("invalid input syntax for type integer: \"x\"",
 * "value \"99999999999\" is out of range for type integer", "date/time
 * field value out of range: ...").
 */
qprop_status datum_parse(arena *a, qp_type t, const char *str, int loc,
                         datum *out, qprop_error *err);

/*
 * As datum_parse(), in the session time zone 'tz' (tz.c): a timestamp
 * with time zone written without an offset is local time there.  With
 * 'tz' NULL (datum_parse()) such a literal is refused (QPROP_EUNSUPPORTED).
 */
qprop_status datum_parse_tz(arena *a, qp_type t, const char *str,
                            const qp_tz *tz, int loc, datum *out,
                            qprop_error *err);

/*
 * Read an interval literal 'str' with its SQL field qualifier, as in
 * INTERVAL '90' DAY or INTERVAL '1-2' YEAR TO MONTH: 'ivf_from' and
 * 'ivf_to' are ast_interval_field values (IVF_NONE = 0 when absent).  A
 * bare number takes the unit of the last field, and fields below the last
 * one are dropped, as PostgreSQL does.  datum_parse() of T_INTERVAL is this
 * with no qualifier.  Returns QPROP_OK, or an error at 'loc'.
 */
qprop_status datum_parse_interval(arena *a, const char *str, int ivf_from,
                                  int ivf_to, int loc, datum *out,
                                  qprop_error *err);

/*
 * Cast 'in' to type 't' as PostgreSQL's assignment cast would (int4 to int8,
 * int to numeric, numeric to int with rounding, text to varchar, date to
 * timestamp, ...).  Returns QPROP_OK or an error at 'loc'.
 */
qprop_status datum_cast(arena *a, const datum *in, qp_type t, int loc,
                        datum *out, qprop_error *err);

/*
 * As datum_cast(), for an explicit CAST or '::': a string longer than
 * char(n)/varchar(n) is truncated instead of refused, text reads as any
 * type through its input function, and int4 <-> boolean is allowed.
 */
qprop_status datum_cast_explicit(arena *a, const datum *in, qp_type t,
                                 int loc, datum *out, qprop_error *err);

/*
 * As datum_cast() ('is_explicit' false) or datum_cast_explicit(), in the
 * session time zone 'tz': date and timestamp to timestamp with time zone
 * read local time there, and back.  Without a zone (datum_cast(), 'tz'
 * NULL) those casts fail with QPROP_EUNSUPPORTED and comparisons of a
 * timestamp with time zone with a date or timestamp are not made
 * (datum_cmp()).
 */
qprop_status datum_cast_tz(arena *a, const datum *in, qp_type t,
                           const qp_tz *tz, bool is_explicit, int loc,
                           datum *out, qprop_error *err);

/* ---- session time zones (tz.c) ---- */

/*
 * Read the TimeZone setting 'setting' as PostgreSQL 15 does: a number
 * (hours east of UTC), 'UTC'/'GMT', a zone of the system's zoneinfo
 * (/usr/share/zoneinfo, e.g. 'America/New_York'), or a POSIX TZ string
 * ('UTC+3', '+05:30').  '*out' is allocated in 'a' and immutable.
 * Returns QPROP_OK, or "invalid value for parameter \"TimeZone\"" at
 * 'loc', or QPROP_ENOMEM.  Reads files; keeps no state.
 */
qprop_status tz_load(arena *a, const char *setting, int loc,
                     const qp_tz **out, qprop_error *err);
/* The zone UTC (static, immutable). */
const qp_tz *tz_utc(void);
/* True when 'tz' is UTC at every instant ('tz' may be NULL: false). */
bool tz_is_utc(const qp_tz *tz);
/* The setting 'tz' was read from. */
const char *tz_name(const qp_tz *tz);
/* Offset east of UTC, in seconds, of 'tz' at 't' (seconds since 1970
   UTC). */
int32_t tz_offset_at(const qp_tz *tz, int64_t t);
/* Offset of 'tz' for the local time 'local' (seconds since 1970 as if
   UTC), as PostgreSQL's DetermineTimeZoneOffset chooses it in gaps and
   overlaps. */
int32_t tz_local_offset(const qp_tz *tz, int64_t local);
/* Local timestamp (microseconds since 2000-01-01) to an instant and back;
   infinities are kept. */
int64_t tz_local_to_utc(const qp_tz *tz, int64_t local_usecs);
int64_t tz_utc_to_local(const qp_tz *tz, int64_t utc_usecs);
/*
 * Where the local timestamps around the instant 'utc_usecs' lie: every
 * local timestamp ts (microseconds since 2000) that tz_local_to_utc()
 * reads as an instant >= 'utc_usecs' is >= '*lo', and every one read as
 * an instant <= it is <= '*hi' (strictly, for > and <).  Exact ('*lo' ==
 * '*hi', the local time of the instant) where the zone's offset does not
 * change within three days of it; around a change the two differ by the
 * change.  Infinities map to themselves.  The caller keeps 'utc_usecs'
 * within a day of the ends of the timestamp range.  Cannot fail.
 */
void tz_local_bounds(const qp_tz *tz, int64_t utc_usecs, int64_t *lo,
                     int64_t *hi);

/*
 * A bound on a timestamp key k equivalent to a bound on g(k), for g =
 * k::date ('unit' NULL, 'v' a date) or date_trunc('unit', k) on a
 * timestamp without time zone ('v' a timestamp; 'unit' lower case one of
 * second, minute, hour, day, week, month, quarter, year).  g is
 * non-decreasing and keeps infinities, so g(k) >= v ('is_lower', 'incl';
 * > without 'incl') is k >= '*out' (or > with '*out_incl' false, only
 * for an infinite bound), and g(k) <= v (< without 'incl') is k < '*out'
 * ('*out_incl' false; <= for an infinite bound).  '*out' is a
 * timestamp.  False for a unit not modelled, a NULL or a value near the
 * ends of the timestamp range (nothing said).  Cannot fail otherwise.
 */
bool datum_mono_bound(const char *unit, const datum *v, bool is_lower,
                      bool incl, datum *out, bool *out_incl);

/*
 * Compare two non-NULL datums of the same category (integers, numerics and
 * floats compare with each other; dates with timestamps), as PostgreSQL's
 * btree operators do (text: byte order, trailing blanks of char(n)
 * ignored).  Returns <0, 0, >0.  The result for mismatched categories is 0
 * and '*ok' is set false ('ok' may be NULL).
 */
int datum_cmp(const datum *x, const datum *y, bool *ok);

/* The datum as a PostgreSQL literal that reads back as the same value and
   type: 42, -7, 12.50, 12::numeric, (-5)::smallint, 'abc',
   '1998-01-01'::date, '1998-01-01 00:00:00'::timestamp, true,
   NULL::integer, '3 mons'::interval, '1.5'::double precision.  In 'a';
   NULL on OOM. */
const char *datum_to_sql(arena *a, const datum *d);

/* The value of a non-NULL 'd' as PostgreSQL's output function writes it,
   without quotes or type ("1998-01-01", "90 days", "12.50", "true"), which
   is also what a cast to text gives.  In 'a'; NULL for a NULL datum or on
   OOM. */
const char *datum_out(arena *a, const datum *d);

/*
 * 't' (a date or timestamp) plus 'sign' (1 or -1) times interval 'iv', as
 * PostgreSQL's date/timestamp + interval computes it (months first, the
 * day clamped to the month's length, then days, then time), into the
 * timestamp '*out'.  False when an operand is NULL or infinite or the
 * result is out of range (PostgreSQL would raise an error: keep it).
 */
bool datum_add_interval(const datum *t, const datum *iv, int sign, datum *out);

/*
 * Read the array literal 'str' ("{1,2,NULL}", "{{1,2},{3,4}}",
 * "[0:1]={a,b}") with elements of type 'elem' as PostgreSQL's array input
 * and explicit cast do.  On success '*vals' (in 'a') holds the '*n'
 * elements in order, and '*flat' is true when the literal is one
 * dimension without bounds written (so it means the list of its
 * elements).  Elements read in the session time zone 'tz' (may be NULL:
 * see datum_parse_tz()).  Fails with PostgreSQL's message at 'loc' ("malformed array
 * literal: ...", or the element type's input error).  (array.c)
 */
qprop_status array_literal_read(arena *a, qp_type elem, const char *str,
                                const qp_tz *tz, int loc, datum **vals,
                                int *n, bool *flat, qprop_error *err);

/* The datum as plain text for EXPLAIN and JSON (same as datum_to_sql). */
#define datum_to_text datum_to_sql

/* ---- functions and operators (functions.c) ---- */

/* The operators of an expression (plan.h's E_OP). */
typedef enum op_kind {
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, /* comparisons */
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_POW,
    OP_NEG,       /* unary minus (right operand only) */
    OP_CONCAT,    /* || */
    OP_DISTINCT,  /* IS DISTINCT FROM */
    OP_NOT_DISTINCT, /* IS NOT DISTINCT FROM */
    OP_OTHER      /* any other operator: .name */
} op_kind;

typedef enum func_kind { FK_SCALAR, FK_AGG, FK_WINDOW } func_kind;

/* How a function's result type follows from its arguments. */
typedef enum func_result {
    FR_FIXED,      /* 'type' */
    FR_ARG1,       /* type of the first argument */
    FR_COMMON,     /* common type of all arguments (coalesce, greatest) */
    FR_SUM,        /* sum(): int2/int4 -> int8, int8 -> numeric, ... */
    FR_AVG,        /* avg(), stddev(): integers/numeric -> numeric */
    FR_ROUND,      /* round/trunc/ceil/floor: numeric stays, else float8 */
    FR_NAME,       /* type name (current_role, user) */
    FR_TIMETZ      /* time with time zone (current_time) */
} func_result;

typedef struct func_info {
    const char *name;      /* lower case */
    func_kind kind;
    func_result result;
    qp_typeid type;        /* FR_FIXED */
    int min_args, max_args;/* max -1 = any */
    bool strict;           /* NULL in any argument gives NULL */
    bool is_volatile;      /* may give another value on each call */
    int since;             /* the PostgreSQL version that added it, 0 for
                              15 and before (catalog_pg_version()) */
} func_info;

/* The function named 'name' (lower case), or NULL when unknown. */
const func_info *func_lookup(const char *name);

/* Result type of a call of 'fi' whose first argument has type 'arg1'
   (T_ANY when it has no argument); for FR_COMMON the caller unifies the
   arguments itself and T_ANY is returned.  Cannot fail. */
qp_type func_result_type(const func_info *fi, qp_type arg1);

/*
 * Set-returning functions qprop reads in FROM, as data (a stop-gap until
 * the generated function catalog says which functions return sets): how
 * their output columns follow from their arguments.
 */
typedef enum srf_result {
    SRF_SERIES,    /* generate_series: the common type of the first two
                      arguments (date gives timestamptz) */
    SRF_ELEMENT,   /* unnest: one column per argument, its element type */
    SRF_COLUMNS,   /* the fixed columns 'cols' */
    SRF_RECORD     /* record: a column definition list gives them */
} srf_result;

typedef struct srf_col {
    const char *name;      /* OUT parameter name, or NULL: the column is
                              named after the alias or the function */
    const char *type;      /* type name ("int4", "text", "jsonb") */
} srf_col;

typedef struct srf_info {
    const char *name;      /* lower case */
    srf_result result;
    int min_args, max_args;/* max -1 = any */
    bool strict;           /* NULL in any argument gives no rows */
    int ncols;             /* SRF_COLUMNS: columns in 'cols' */
    srf_col cols[2];
} srf_info;

/* The set-returning function named 'name' (lower case), or NULL. */
const srf_info *srf_lookup(const char *name);

/* The type of the elements of an array of type 'arr': its element type
   for a T_ARRAY; for an opaque array (of a type qprop does not model),
   the opaque type named as 'arr' without its trailing "[]"; T_ANY
   without a name when 'arr' is no array type (or on OOM: the name is
   allocated in 'a'). */
qp_type type_array_element(arena *a, qp_type arr);

/* Common type of two types for CASE/COALESCE/UNION/IN/comparisons; false
   when they have none (integer and text).  T_UNKNOWN yields the other. */
bool type_common(qp_type a, qp_type b, qp_type *out);

/* The common type of 'a' (the type chosen so far) and 'b' for the result
   of CASE, COALESCE, VALUES, UNION, ARRAY[] and IN lists, as
   PostgreSQL's select_common_type() picks it: type_common(), except that
   of two different string types the first stays (varchar with text is
   varchar).  Comparisons use type_common(): their operator (texteq)
   reads both sides as text. */
bool type_select_common(qp_type a, qp_type b, qp_type *out);
/* The column of a set operation whose arms give types 'l' and 'r', as
   PostgreSQL's select_common_type and coerce_to_common_type make it: an
   untyped literal takes the other arm's type without its modifier (two
   of them are text), into '*lc' and '*rc'; the column's type into
   '*out', without a modifier when an arm was untyped.  False when the
   two types have no common type. */
bool type_setop_column(qp_type l, qp_type r, qp_type *lc, qp_type *rc,
                       qp_type *out);

/* Result type of binary arithmetic 'op' (OP_ADD .. OP_POW, OP_CONCAT) on
   'l' and 'r'; false when the operator does not exist for them. */
bool op_result_type(op_kind op, qp_type l, qp_type r, qp_type *out);

/* True when values of 'a' and 'b' can be compared with = < ... */
bool type_comparable(qp_type a, qp_type b);

#endif
