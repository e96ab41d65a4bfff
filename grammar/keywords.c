/* SPDX-License-Identifier: MIT */
/*
 * grammar/keywords.c — the SQL keyword table (see keywords.h)
 *
 * One table, sorted by name for binary search, maps each keyword to its
 * Bison token and category.  The categories are PostgreSQL's (kwlist.h):
 * every reserved, type/function-name and most column-name keywords of
 * PostgreSQL 18 are listed, so that identifier quoting matches the server;
 * unreserved keywords are listed only where the grammar uses them, since
 * any other word is an identifier anyway.  gram.y's unreserved_keyword,
 * col_name_keyword, type_func_name_keyword and reserved_keyword rules must
 * list exactly the tokens of each category here.
 */
#include "grammar/keywords.h"

#include <string.h>

#include "base/strbuf.h"
#include "grammar/parser_int.h"
#include "grammar/gram.h"

#define U KW_UNRESERVED
#define C KW_COL_NAME
#define T KW_TYPE_FUNC
#define R KW_RESERVED

/* NB: sorted by strcmp() on 'name'; tests/unit/check_parser.c checks it. */
static const keyword keywords[] = {
    {"action", ACTION, U},
    {"add", ADD_P, U},
    {"all", ALL, R},
    {"alter", ALTER, U},
    {"always", ALWAYS, U},
    {"analyse", ANALYSE, R},
    {"analyze", ANALYZE, R},
    {"and", AND, R},
    {"any", ANY, R},
    {"array", ARRAY, R},
    {"as", AS, R},
    {"asc", ASC, R},
    {"asymmetric", ASYMMETRIC, R},
    {"at", AT, U},
    {"attach", ATTACH, U},
    {"authorization", AUTHORIZATION, T},
    {"between", BETWEEN, C},
    {"bigint", BIGINT, C},
    {"binary", BINARY, T},
    {"boolean", BOOLEAN_P, C},
    {"both", BOTH, R},
    {"breadth", BREADTH, U},
    {"by", BY, U},
    {"cascade", CASCADE, U},
    {"cascaded", CASCADED, U},
    {"case", CASE, R},
    {"cast", CAST, R},
    {"char", CHAR_P, C},
    {"character", CHARACTER, C},
    {"check", CHECK, R},
    {"coalesce", COALESCE, C},
    {"collate", COLLATE, R},
    {"collation", COLLATION, T},
    {"column", COLUMN, R},
    {"commit", COMMIT, U},
    {"concurrently", CONCURRENTLY, T},
    {"conflict", CONFLICT, U},
    {"constraint", CONSTRAINT, R},
    {"create", CREATE, R},
    {"cross", CROSS, T},
    {"cube", CUBE, U},
    {"current", CURRENT_P, U},
    {"current_catalog", CURRENT_CATALOG, R},
    {"current_date", CURRENT_DATE, R},
    {"current_role", CURRENT_ROLE, R},
    {"current_schema", CURRENT_SCHEMA, T},
    {"current_time", CURRENT_TIME, R},
    {"current_timestamp", CURRENT_TIMESTAMP, R},
    {"current_user", CURRENT_USER, R},
    {"cycle", CYCLE, U},
    {"data", DATA_P, U},
    {"day", DAY_P, U},
    {"dec", DEC, C},
    {"decimal", DECIMAL_P, C},
    {"default", DEFAULT, R},
    {"deferrable", DEFERRABLE, R},
    {"deferred", DEFERRED, U},
    {"delete", DELETE_P, U},
    {"depth", DEPTH, U},
    {"desc", DESC, R},
    {"detach", DETACH, U},
    {"distinct", DISTINCT, R},
    {"do", DO, R},
    {"double", DOUBLE_P, U},
    {"drop", DROP, U},
    {"else", ELSE, R},
    {"end", END_P, R},
    {"escape", ESCAPE, U},
    {"except", EXCEPT, R},
    {"exclude", EXCLUDE, U},
    {"exists", EXISTS, C},
    {"explain", EXPLAIN, U},
    {"extract", EXTRACT, C},
    {"false", FALSE_P, R},
    {"fetch", FETCH, R},
    {"filter", FILTER, U},
    {"finalize", FINALIZE, U},
    {"first", FIRST_P, U},
    {"float", FLOAT_P, C},
    {"following", FOLLOWING, U},
    {"for", FOR, R},
    {"foreign", FOREIGN, R},
    {"freeze", FREEZE, T},
    {"from", FROM, R},
    {"full", FULL, T},
    {"generated", GENERATED, U},
    {"global", GLOBAL, U},
    {"grant", GRANT, R},
    {"greatest", GREATEST, C},
    {"group", GROUP_P, R},
    {"grouping", GROUPING, C},
    {"groups", GROUPS, U},
    {"having", HAVING, R},
    {"hour", HOUR_P, U},
    {"identity", IDENTITY_P, U},
    {"if", IF_P, U},
    {"ilike", ILIKE, T},
    {"immediate", IMMEDIATE, U},
    {"in", IN_P, R},
    {"include", INCLUDE, U},
    {"index", INDEX, U},
    {"inherits", INHERITS, U},
    {"initially", INITIALLY, R},
    {"inner", INNER_P, T},
    {"insert", INSERT, U},
    {"int", INT_P, C},
    {"integer", INTEGER, C},
    {"intersect", INTERSECT, R},
    {"interval", INTERVAL, C},
    {"into", INTO, R},
    {"is", IS, T},
    {"isnull", ISNULL, T},
    {"join", JOIN, T},
    {"key", KEY, U},
    {"last", LAST_P, U},
    {"lateral", LATERAL_P, R},
    {"leading", LEADING, R},
    {"least", LEAST, C},
    {"left", LEFT, T},
    {"like", LIKE, T},
    {"limit", LIMIT, R},
    {"local", LOCAL, U},
    {"localtime", LOCALTIME, R},
    {"localtimestamp", LOCALTIMESTAMP, R},
    {"locked", LOCKED, U},
    {"match", MATCH, U},
    {"materialized", MATERIALIZED, U},
    {"minute", MINUTE_P, U},
    {"month", MONTH_P, U},
    {"natural", NATURAL, T},
    {"next", NEXT, U},
    {"no", NO, U},
    {"not", NOT, R},
    {"nothing", NOTHING, U},
    {"notnull", NOTNULL, T},
    {"nowait", NOWAIT, U},
    {"null", NULL_P, R},
    {"nullif", NULLIF, C},
    {"nulls", NULLS_P, U},
    {"numeric", NUMERIC, C},
    {"of", OF, U},
    {"offset", OFFSET, R},
    {"oids", OIDS, U},
    {"on", ON, R},
    {"only", ONLY, R},
    {"operator", OPERATOR, U},
    {"option", OPTION, U},
    {"or", OR, R},
    {"order", ORDER, R},
    {"ordinality", ORDINALITY, U},
    {"others", OTHERS, U},
    {"outer", OUTER_P, T},
    {"over", OVER, U},
    {"overlaps", OVERLAPS, T},
    {"overlay", OVERLAY, C},
    {"overriding", OVERRIDING, U},
    {"partial", PARTIAL, U},
    {"partition", PARTITION, U},
    {"placing", PLACING, R},
    {"position", POSITION, C},
    {"preceding", PRECEDING, U},
    {"precision", PRECISION, C},
    {"preserve", PRESERVE, U},
    {"primary", PRIMARY, R},
    {"range", RANGE, U},
    {"real", REAL, C},
    {"recursive", RECURSIVE, U},
    {"references", REFERENCES, R},
    {"rename", RENAME, U},
    {"repeatable", REPEATABLE, U},
    {"replace", REPLACE, U},
    {"restrict", RESTRICT, U},
    {"returning", RETURNING, R},
    {"right", RIGHT, T},
    {"rollup", ROLLUP, U},
    {"row", ROW, C},
    {"rows", ROWS, U},
    {"search", SEARCH, U},
    {"second", SECOND_P, U},
    {"select", SELECT, R},
    {"session_user", SESSION_USER, R},
    {"set", SET, U},
    {"sets", SETS, U},
    {"share", SHARE, U},
    {"similar", SIMILAR, T},
    {"simple", SIMPLE, U},
    {"skip", SKIP, U},
    {"smallint", SMALLINT, C},
    {"some", SOME, R},
    {"stored", STORED, U},
    {"substring", SUBSTRING, C},
    {"symmetric", SYMMETRIC, R},
    {"system", SYSTEM_P, U},
    {"system_user", SYSTEM_USER, R},
    {"table", TABLE, R},
    {"tablesample", TABLESAMPLE, T},
    {"tablespace", TABLESPACE, U},
    {"temp", TEMP, U},
    {"temporary", TEMPORARY, U},
    {"then", THEN, R},
    {"ties", TIES, U},
    {"time", TIME, C},
    {"timestamp", TIMESTAMP, C},
    {"to", TO, R},
    {"trailing", TRAILING, R},
    {"trim", TRIM, C},
    {"true", TRUE_P, R},
    {"type", TYPE_P, U},
    {"unbounded", UNBOUNDED, U},
    {"union", UNION, R},
    {"unique", UNIQUE, R},
    {"unknown", UNKNOWN, U},
    {"unlogged", UNLOGGED, U},
    {"update", UPDATE, U},
    {"user", USER, R},
    {"using", USING, R},
    {"value", VALUE_P, U},
    {"values", VALUES, C},
    {"varchar", VARCHAR, C},
    {"variadic", VARIADIC, R},
    {"varying", VARYING, U},
    {"verbose", VERBOSE, T},
    {"view", VIEW, U},
    {"when", WHEN, R},
    {"where", WHERE, R},
    {"window", WINDOW, R},
    {"with", WITH, R},
    {"within", WITHIN, U},
    {"without", WITHOUT, U},
    {"year", YEAR_P, U},
    {"zone", ZONE, U},
};

#undef U
#undef C
#undef T
#undef R

const keyword *
kw_lookup(const char *word)
{
    size_t lo = 0, hi = sizeof keywords / sizeof keywords[0];

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *k = keywords[mid].name;
        /* strcmp's order; the first byte inline, since most steps of the
           search (and most identifiers, which are no keyword) end there */
        int c = (unsigned char)word[0] - (unsigned char)k[0];

        if (c == 0)
            c = strcmp(word + 1, k + 1);

        if (c == 0)
            return &keywords[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

void
ident_put(strbuf *sb, const char *ident)
{
    if (!ident_needs_quotes(ident)) {
        sb_puts(sb, ident);
        return;
    }
    sb_putc(sb, '"');
    for (const char *s = ident; *s; s++) {
        if (*s == '"')
            sb_putc(sb, '"');
        sb_putc(sb, *s);
    }
    sb_putc(sb, '"');
}

bool
ident_needs_quotes(const char *ident)
{
    const keyword *kw;

    if (!((ident[0] >= 'a' && ident[0] <= 'z') || ident[0] == '_'))
        return true;
    for (const char *s = ident; *s; s++) {
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')
              || *s == '_' || *s == '$'))
            return true;
    }
    kw = kw_lookup(ident);
    return kw && kw->cat != KW_UNRESERVED;
}
