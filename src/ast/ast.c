/* SPDX-License-Identifier: MIT */
/*
 * src/ast/ast.c — allocating, naming and dumping syntax tree nodes
 *
 * The parser makes every node with ast_new(); the binder and the catalog
 * read them.  ast_dump() prints a tree as an S-expression, compact and
 * stable enough for unit tests to compare (tests/unit/check_parser.c) and
 * for a --debug-ast view: a node prints as "(head fields...)", an
 * identifier or a number as itself, a string as 'text'.  Very deep trees
 * are cut at DUMP_MAX_DEPTH levels ("...") so the dump never exhausts the
 * C stack.
 */
#include "ast/ast.h"

#include <string.h>

#include "base/strbuf.h"

/* Deeper subtrees print as "..." (hostile inputs nest 10^5 levels). */
#define DUMP_MAX_DEPTH 2000

ast *
ast_new(arena *a, ast_kind kind, int loc, int end)
{
    ast *n = ARENA_NEW(a, ast);

    if (!n)
        return NULL;
    n->kind = kind;
    n->loc = loc;
    n->end = end;
    return n;
}

const char *
ast_kind_name(ast_kind kind)
{
    switch (kind) {
    case AST_CONST: return "constant";
    case AST_COLREF: return "column reference";
    case AST_PARAM: return "parameter";
    case AST_OP: return "operator";
    case AST_BOOL: return "boolean expression";
    case AST_NULLTEST: return "IS NULL";
    case AST_BOOLTEST: return "IS TRUE";
    case AST_DISTINCT: return "IS DISTINCT FROM";
    case AST_BETWEEN: return "BETWEEN";
    case AST_IN: return "IN";
    case AST_LIKE: return "LIKE";
    case AST_CASE: return "CASE";
    case AST_CAST: return "CAST";
    case AST_FUNC: return "function call";
    case AST_SUBLINK: return "subquery";
    case AST_ROW: return "ROW";
    case AST_TYPENAME: return "type name";
    case AST_WINDOWDEF: return "window definition";
    case AST_SORTBY: return "ORDER BY item";
    case AST_TARGET: return "select-list item";
    case AST_GROUPING: return "grouping set";
    case AST_RANGEVAR: return "table reference";
    case AST_RANGESUB: return "subquery in FROM";
    case AST_JOIN: return "JOIN";
    case AST_SELECT: return "SELECT";
    case AST_CTE: return "WITH query";
    case AST_EXPLAIN: return "EXPLAIN";
    case AST_CREATE_TABLE: return "CREATE TABLE";
    case AST_COLUMNDEF: return "column definition";
    case AST_PARTSPEC: return "PARTITION BY";
    case AST_PARTBOUND: return "partition bound";
    case AST_CREATE_VIEW: return "CREATE VIEW";
    case AST_DROP: return "DROP";
    case AST_ALTER_TABLE: return "ALTER TABLE";
    case AST_RELSTATS: return "pg_restore_relation_stats";
    case AST_SET_TIMEZONE: return "SET TIME ZONE";
    case AST_INSERT: return "INSERT";
    case AST_UPDATE: return "UPDATE";
    case AST_DELETE: return "DELETE";
    case AST_SKIPPED: return "skipped statement";
    case AST_COLLATE: return "COLLATE";
    case AST_ARRAY_OP: return "operator with ANY/ALL (array)";
    case AST_ARRAY: return "ARRAY";
    case AST_SUBSCRIPT: return "array subscript";
    case AST_FIELD: return "field selection";
    case AST_CREATE_TYPE: return "CREATE TYPE";
    case AST_RANGEFUNC: return "function in FROM";
    case AST_SESSION: return "session statement";
    case AST_CREATE_ROUTINE: return "CREATE FUNCTION";
    }
    return "unknown node";
}

/* ---- dump ---- */

static void dump(strbuf *sb, const ast *n, int depth);

static void
put_name(strbuf *sb, const ast_name *nm)
{
    for (int i = 0; i < nm->n; i++) {
        if (i)
            sb_putc(sb, '.');
        sb_puts(sb, nm->part[i] ? nm->part[i] : "?");
    }
}

/* " item item ..." for a list of nodes */
static void
dump_items(strbuf *sb, const list *l, int depth)
{
    for (int i = 0; i < list_len(l); i++) {
        sb_putc(sb, ' ');
        dump(sb, list_nth(l, i), depth);
    }
}

/* " (item ...)" for a list of nodes, "" when empty */
static void
dump_list(strbuf *sb, const char *key, const list *l, int depth)
{
    if (!l)
        return;
    sb_printf(sb, " %s(", key);
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            sb_putc(sb, ' ');
        dump(sb, list_nth(l, i), depth);
    }
    sb_putc(sb, ')');
}

/* " key(a b c)" for a list of names */
static void
dump_names(strbuf *sb, const char *key, const list *l)
{
    if (!l)
        return;
    sb_printf(sb, " %s(", key);
    for (int i = 0; i < list_len(l); i++) {
        if (i)
            sb_putc(sb, ' ');
        sb_puts(sb, list_nth(l, i));
    }
    sb_putc(sb, ')');
}

static void
dump_opt(strbuf *sb, const char *key, const ast *n, int depth)
{
    if (!n)
        return;
    sb_printf(sb, " %s", key);
    dump(sb, n, depth);
}

static void
dump_alias(strbuf *sb, const ast_alias *al)
{
    if (!al)
        return;
    sb_printf(sb, " :as %s", al->name ? al->name : "-");
    if (al->coldefs) {
        sb_putc(sb, '(');
        for (int i = 0; i < list_len(al->coldefs); i++) {
            if (i)
                sb_putc(sb, ' ');
            sb_puts(sb, ((const ast *)list_nth(al->coldefs, i))->coldef.name);
        }
        sb_putc(sb, ')');
    }
    if (al->colnames) {
        sb_putc(sb, '(');
        for (int i = 0; i < list_len(al->colnames); i++) {
            if (i)
                sb_putc(sb, ' ');
            sb_puts(sb, list_nth(al->colnames, i));
        }
        sb_putc(sb, ')');
    }
}

static const char *
ivf_name(ast_interval_field f)
{
    static const char *const names[] = {"", "year", "month", "day", "hour",
                                        "minute", "second"};

    return f >= IVF_NONE && f <= IVF_SECOND ? names[f] : "?";
}

static void
dump_ivf(strbuf *sb, ast_interval_field from, ast_interval_field to)
{
    if (from)
        sb_printf(sb, " %s", ivf_name(from));
    if (to)
        sb_printf(sb, " to %s", ivf_name(to));
}

static void
dump_const(strbuf *sb, const ast *n, int depth)
{
    switch (n->cnst.kind) {
    case CONST_INT:
    case CONST_NUMERIC:
        sb_puts(sb, n->cnst.str);
        break;
    case CONST_STRING:
        sb_put_sqlstr(sb, n->cnst.str);
        break;
    case CONST_BOOL:
        sb_puts(sb, n->cnst.bval ? "true" : "false");
        break;
    case CONST_NULL:
        sb_puts(sb, "null");
        break;
    case CONST_TYPED:
        sb_puts(sb, "(typed ");
        dump(sb, n->cnst.typename, depth);
        sb_putc(sb, ' ');
        sb_put_sqlstr(sb, n->cnst.str);
        dump_ivf(sb, n->cnst.ivf_from, n->cnst.ivf_to);
        sb_putc(sb, ')');
        break;
    case CONST_DEFAULT:
        sb_puts(sb, "default");
        break;
    case CONST_MINVALUE:
        sb_puts(sb, "minvalue");
        break;
    case CONST_MAXVALUE:
        sb_puts(sb, "maxvalue");
        break;
    }
}

static void
dump_frame(strbuf *sb, int f)
{
    static const struct {
        int bit;
        const char *name;
    } bits[] = {
        {FRAME_RANGE, "range"}, {FRAME_ROWS, "rows"},
        {FRAME_GROUPS, "groups"}, {FRAME_BETWEEN, "between"},
        {FRAME_START_UNBOUNDED_PRECEDING, "start-unbounded-preceding"},
        {FRAME_START_CURRENT_ROW, "start-current-row"},
        {FRAME_START_OFFSET_PRECEDING, "start-preceding"},
        {FRAME_START_OFFSET_FOLLOWING, "start-following"},
        {FRAME_END_UNBOUNDED_FOLLOWING, "end-unbounded-following"},
        {FRAME_END_CURRENT_ROW, "end-current-row"},
        {FRAME_END_OFFSET_PRECEDING, "end-preceding"},
        {FRAME_END_OFFSET_FOLLOWING, "end-following"},
        {FRAME_EXCLUDE_CURRENT_ROW, "exclude-current-row"},
        {FRAME_EXCLUDE_GROUP, "exclude-group"},
        {FRAME_EXCLUDE_TIES, "exclude-ties"},
    };

    if (!f)
        return;
    sb_puts(sb, " :frame(");
    for (size_t i = 0, k = 0; i < sizeof bits / sizeof bits[0]; i++) {
        if (f & bits[i].bit) {
            if (k++)
                sb_putc(sb, ' ');
            sb_puts(sb, bits[i].name);
        }
    }
    sb_putc(sb, ')');
}

static void
dump_select(strbuf *sb, const ast *n, int depth)
{
    static const char *const setops[] = {"", "union", "intersect", "except"};

    if (n->select.with) {
        sb_puts(sb, n->select.with_recursive ? "(with-recursive" : "(with");
        dump_items(sb, n->select.with, depth);
        sb_putc(sb, ' ');
    }
    if (n->select.op != SETOP_NONE) {
        sb_printf(sb, "(%s%s ", setops[n->select.op],
                  n->select.all ? "-all" : "");
        dump(sb, n->select.larg, depth);
        sb_putc(sb, ' ');
        dump(sb, n->select.rarg, depth);
    } else if (n->select.values) {
        sb_puts(sb, "(values");
        for (int i = 0; i < list_len(n->select.values); i++)
            dump_list(sb, "", list_nth(n->select.values, i), depth);
    } else {
        sb_puts(sb, "(select");
        if (n->select.distinct)
            sb_puts(sb, " distinct");
        dump_list(sb, ":on", n->select.distinct_on, depth);
        dump_items(sb, n->select.targets, depth);
        dump_list(sb, ":from", n->select.from, depth);
        dump_opt(sb, ":where ", n->select.where, depth);
        if (n->select.group_distinct)
            sb_puts(sb, " :group-distinct");
        dump_list(sb, ":group", n->select.group_by, depth);
        dump_opt(sb, ":having ", n->select.having, depth);
        dump_list(sb, ":window", n->select.windows, depth);
    }
    dump_list(sb, ":order", n->select.order_by, depth);
    dump_opt(sb, ":limit ", n->select.limit, depth);
    dump_opt(sb, ":offset ", n->select.offset, depth);
    if (n->select.fetch_with_ties)
        sb_puts(sb, " :with-ties");
    sb_putc(sb, ')');
    if (n->select.with)
        sb_putc(sb, ')');
}

static void
dump_bound(strbuf *sb, const ast *n, int depth)
{
    switch (n->bound.kind) {
    case BOUND_RANGE:
        sb_puts(sb, "(bound-range");
        dump_list(sb, ":from", n->bound.from, depth);
        dump_list(sb, ":to", n->bound.to, depth);
        break;
    case BOUND_LIST:
        sb_puts(sb, "(bound-list");
        dump_items(sb, n->bound.in, depth);
        break;
    case BOUND_HASH:
        sb_printf(sb, "(bound-hash %d %d", n->bound.modulus,
                  n->bound.remainder);
        break;
    case BOUND_DEFAULT:
        sb_puts(sb, "(bound-default");
        break;
    }
    sb_putc(sb, ')');
}

/* One ALTER TABLE action of 'n' (not ALTER_CMDS). */
static void
dump_alter_action(strbuf *sb, const ast *n, int depth)
{
    switch (n->alter.kind) {
    case ALTER_ADD_PRIMARY_KEY:
        dump_names(sb, ":add-primary-key", n->alter.cols);
        break;
    case ALTER_ATTACH_PARTITION:
        sb_puts(sb, " :attach ");
        put_name(sb, &n->alter.child);
        sb_putc(sb, ' ');
        dump(sb, n->alter.bound, depth);
        break;
    case ALTER_DETACH_PARTITION:
        sb_puts(sb, " :detach ");
        put_name(sb, &n->alter.child);
        break;
    case ALTER_ADD_RULE:
    case ALTER_DROP_RULE:
        sb_printf(sb, " :%s \"%s\"",
                  n->alter.kind == ALTER_ADD_RULE ? "add-rule"
                                                  : "drop-rule",
                  n->alter.what ? n->alter.what : "");
        break;
    case ALTER_ADD_COLUMN:
        sb_printf(sb, " :add-column%s ", n->alter.if_exists ? "-if-not-exists"
                                                            : "");
        dump(sb, n->alter.coldef, depth);
        break;
    case ALTER_DROP_COLUMN:
        sb_printf(sb, " :drop-column%s \"%s\"%s",
                  n->alter.if_exists ? "-if-exists" : "", n->alter.colname,
                  n->alter.cascade ? " :cascade" : "");
        break;
    case ALTER_RENAME_COLUMN:
        sb_printf(sb, " :rename-column \"%s\" \"%s\"", n->alter.colname,
                  n->alter.newname);
        break;
    case ALTER_RENAME_TABLE:
        sb_printf(sb, " :rename-to \"%s\"", n->alter.newname);
        break;
    case ALTER_SET_SCHEMA:
        sb_printf(sb, " :set-schema \"%s\"", n->alter.newname);
        break;
    case ALTER_DROP_CONSTRAINT:
        sb_printf(sb, " :drop-constraint%s \"%s\"%s",
                  n->alter.if_exists ? "-if-exists" : "", n->alter.colname,
                  n->alter.cascade ? " :cascade" : "");
        break;
    case ALTER_SET_NOT_NULL:
    case ALTER_DROP_NOT_NULL:
        sb_printf(sb, " :%s-not-null \"%s\"",
                  n->alter.kind == ALTER_SET_NOT_NULL ? "set" : "drop",
                  n->alter.colname);
        break;
    case ALTER_COLUMN_TYPE:
        sb_puts(sb, " :type ");
        dump(sb, n->alter.coldef, depth);
        break;
    case ALTER_CMDS:
        break;
    case ALTER_OTHER:
        sb_printf(sb, " :other \"%s\"", n->alter.what ? n->alter.what
                                                       : "");
        break;
    }
}

static void
dump(strbuf *sb, const ast *n, int depth)
{
    static const char *const join_kinds[] = {"inner", "left", "right",
                                             "full", "cross"};
    static const char *const bt_names[] = {
        "is-true", "is-not-true", "is-false", "is-not-false", "is-unknown",
        "is-not-unknown"};
    static const char *const like_names[] = {"like", "ilike", "similar"};
    static const char *const grouping_names[] = {"empty", "set", "rollup",
                                                 "cube", "sets"};
    static const char *const strategies[] = {"range", "list", "hash"};

    if (!n) {
        sb_puts(sb, "nil");
        return;
    }
    if (++depth > DUMP_MAX_DEPTH) {
        sb_puts(sb, "...");
        return;
    }
    switch (n->kind) {
    case AST_CONST:
        dump_const(sb, n, depth);
        break;
    case AST_COLREF:
        for (int i = 0; i < n->colref.n; i++) {
            if (i)
                sb_putc(sb, '.');
            sb_puts(sb, n->colref.part[i]);
        }
        break;
    case AST_PARAM:
        sb_printf(sb, "$%d", n->param.number);
        break;
    case AST_OP:
        sb_printf(sb, "(%s ", n->op.name);
        if (n->op.left) {
            dump(sb, n->op.left, depth);
            sb_putc(sb, ' ');
        }
        dump(sb, n->op.right, depth);
        sb_putc(sb, ')');
        break;
    case AST_BOOL:
        sb_puts(sb, n->boolx.op == BOOL_AND ? "(and"
                    : n->boolx.op == BOOL_OR ? "(or" : "(not");
        dump_items(sb, n->boolx.args, depth);
        sb_putc(sb, ')');
        break;
    case AST_NULLTEST:
        sb_puts(sb, n->test.is_not ? "(is-not-null " : "(is-null ");
        dump(sb, n->test.arg, depth);
        sb_putc(sb, ')');
        break;
    case AST_BOOLTEST:
        sb_printf(sb, "(%s ", n->test.bt <= BT_NOT_UNKNOWN
                                  ? bt_names[n->test.bt] : "?");
        dump(sb, n->test.arg, depth);
        sb_putc(sb, ')');
        break;
    case AST_DISTINCT:
        sb_puts(sb, n->distinct.is_not ? "(is-not-distinct " : "(is-distinct ");
        dump(sb, n->distinct.left, depth);
        sb_putc(sb, ' ');
        dump(sb, n->distinct.right, depth);
        sb_putc(sb, ')');
        break;
    case AST_BETWEEN:
        sb_printf(sb, "(%sbetween%s ", n->between.is_not ? "not-" : "",
                  n->between.symmetric ? "-symmetric" : "");
        dump(sb, n->between.arg, depth);
        sb_putc(sb, ' ');
        dump(sb, n->between.lo, depth);
        sb_putc(sb, ' ');
        dump(sb, n->between.hi, depth);
        sb_putc(sb, ')');
        break;
    case AST_IN:
        sb_puts(sb, n->in.is_not ? "(not-in " : "(in ");
        dump(sb, n->in.arg, depth);
        dump_list(sb, "", n->in.items, depth);
        sb_putc(sb, ')');
        break;
    case AST_LIKE:
        sb_printf(sb, "(%s%s ", n->like.is_not ? "not-" : "",
                  like_names[n->like.kind]);
        dump(sb, n->like.arg, depth);
        sb_putc(sb, ' ');
        dump(sb, n->like.pattern, depth);
        dump_opt(sb, ":escape ", n->like.escape, depth);
        sb_putc(sb, ')');
        break;
    case AST_CASE:
        sb_puts(sb, "(case");
        dump_opt(sb, "", n->casex.arg, depth);
        for (int i = 0; i + 1 < list_len(n->casex.whens); i += 2) {
            sb_puts(sb, " (when ");
            dump(sb, list_nth(n->casex.whens, i), depth);
            sb_putc(sb, ' ');
            dump(sb, list_nth(n->casex.whens, i + 1), depth);
            sb_putc(sb, ')');
        }
        dump_opt(sb, ":else ", n->casex.else_, depth);
        sb_putc(sb, ')');
        break;
    case AST_CAST:
        sb_puts(sb, "(cast ");
        dump(sb, n->cast.arg, depth);
        sb_putc(sb, ' ');
        dump(sb, n->cast.typename, depth);
        sb_putc(sb, ')');
        break;
    case AST_FUNC:
        sb_putc(sb, '(');
        put_name(sb, &n->func.name);
        if (n->func.extract_field)
            sb_printf(sb, " :field %s", n->func.extract_field);
        if (n->func.distinct)
            sb_puts(sb, " distinct");
        if (n->func.star)
            sb_puts(sb, " *");
        dump_items(sb, n->func.args, depth);
        if (n->func.argnames) {
            sb_puts(sb, " :names");
            for (int i = 0; i < list_len(n->func.argnames); i++) {
                const char *an = list_nth(n->func.argnames, i);

                sb_printf(sb, " %s", an ? an : "-");
            }
        }
        dump_list(sb, n->func.within_group ? ":within-group" : ":order",
                  n->func.agg_order, depth);
        dump_opt(sb, ":filter ", n->func.filter, depth);
        dump_opt(sb, ":over ", n->func.over, depth);
        sb_putc(sb, ')');
        break;
    case AST_SUBLINK:
        switch (n->sub.kind) {
        case SUBLINK_EXISTS:
            sb_puts(sb, "(exists ");
            break;
        case SUBLINK_ANY:
        case SUBLINK_ALL:
            sb_printf(sb, "(%s%s %s ", n->sub.is_not ? "not-" : "",
                      n->sub.kind == SUBLINK_ANY ? "any" : "all",
                      n->sub.op ? n->sub.op : "?");
            dump(sb, n->sub.test, depth);
            sb_putc(sb, ' ');
            break;
        case SUBLINK_EXPR:
            sb_puts(sb, "(scalar ");
            break;
        case SUBLINK_ARRAY:
            sb_puts(sb, "(array-query ");
            break;
        }
        dump(sb, n->sub.query, depth);
        sb_putc(sb, ')');
        break;
    case AST_ROW:
        sb_puts(sb, "(row");
        dump_items(sb, n->row.items, depth);
        sb_putc(sb, ')');
        break;
    case AST_ARRAY:
        sb_puts(sb, "(array");
        dump_items(sb, n->row.items, depth);
        sb_putc(sb, ')');
        break;
    case AST_TYPENAME:
        if (n->type.mods || n->type.array || n->type.ivf_from)
            sb_putc(sb, '(');
        put_name(sb, &n->type.name);
        dump_items(sb, n->type.mods, depth);
        dump_ivf(sb, n->type.ivf_from, n->type.ivf_to);
        if (n->type.array)
            sb_puts(sb, " []");
        if (n->type.mods || n->type.array || n->type.ivf_from)
            sb_putc(sb, ')');
        break;
    case AST_WINDOWDEF:
        sb_puts(sb, "(window");
        if (n->win.name)
            sb_printf(sb, " :name %s", n->win.name);
        if (n->win.refname)
            sb_printf(sb, " :ref %s", n->win.refname);
        dump_list(sb, ":partition", n->win.partition, depth);
        dump_list(sb, ":order", n->win.order, depth);
        dump_frame(sb, n->win.frame);
        dump_opt(sb, ":start ", n->win.start_offset, depth);
        dump_opt(sb, ":end ", n->win.end_offset, depth);
        sb_putc(sb, ')');
        break;
    case AST_SORTBY:
        if (!n->sortby.desc && !n->sortby.nulls && !n->sortby.using_op) {
            dump(sb, n->sortby.expr, depth);
            break;
        }
        sb_puts(sb, "(sort ");
        dump(sb, n->sortby.expr, depth);
        if (n->sortby.desc)
            sb_puts(sb, " desc");
        if (n->sortby.using_op)
            sb_printf(sb, " using %s", n->sortby.using_op);
        if (n->sortby.nulls)
            sb_puts(sb, n->sortby.nulls == 1 ? " nulls-first"
                                             : " nulls-last");
        sb_putc(sb, ')');
        break;
    case AST_TARGET:
        if (!n->target.alias) {
            dump(sb, n->target.expr, depth);
            break;
        }
        sb_puts(sb, "(as ");
        dump(sb, n->target.expr, depth);
        sb_printf(sb, " %s)", n->target.alias);
        break;
    case AST_GROUPING:
        sb_printf(sb, "(%s", grouping_names[n->grouping.kind]);
        dump_items(sb, n->grouping.items, depth);
        sb_putc(sb, ')');
        break;
    case AST_RANGEVAR:
        if (!n->rangevar.alias && !n->rangevar.only) {
            put_name(sb, &n->rangevar.name);
            break;
        }
        sb_puts(sb, "(table ");
        put_name(sb, &n->rangevar.name);
        if (n->rangevar.only)
            sb_puts(sb, " :only");
        dump_alias(sb, n->rangevar.alias);
        sb_putc(sb, ')');
        break;
    case AST_RANGESUB:
        sb_puts(sb, n->rangesub.lateral ? "(lateral " : "(derived ");
        dump(sb, n->rangesub.query, depth);
        dump_alias(sb, n->rangesub.alias);
        sb_putc(sb, ')');
        break;
    case AST_RANGEFUNC:
        sb_puts(sb, n->rangefunc.lateral ? "(lateral-func " : "(func-table ");
        if (n->rangefunc.func)
            dump(sb, n->rangefunc.func, depth);
        else
            sb_puts(sb, ":rows-from");
        for (int i = 0; i < list_len(n->rangefunc.rows_from); i++) {
            sb_putc(sb, ' ');
            dump(sb, list_nth(n->rangefunc.rows_from, i), depth);
        }
        if (n->rangefunc.ordinality)
            sb_puts(sb, " :ordinality");
        dump_alias(sb, n->rangefunc.alias);
        sb_putc(sb, ')');
        break;
    case AST_JOIN:
        sb_printf(sb, "(%sjoin %s ", n->join.natural ? "natural-" : "",
                  join_kinds[n->join.kind]);
        dump(sb, n->join.left, depth);
        sb_putc(sb, ' ');
        dump(sb, n->join.right, depth);
        dump_opt(sb, ":on ", n->join.on, depth);
        dump_names(sb, ":using", n->join.using_cols);
        dump_alias(sb, n->join.alias);
        sb_putc(sb, ')');
        break;
    case AST_SELECT:
        dump_select(sb, n, depth);
        break;
    case AST_CTE:
        sb_printf(sb, "(cte %s", n->cte.name);
        dump_names(sb, "", n->cte.colnames);
        if (n->cte.materialized)
            sb_puts(sb, n->cte.materialized == 1 ? " :materialized"
                                                 : " :not-materialized");
        sb_putc(sb, ' ');
        dump(sb, n->cte.query, depth);
        sb_putc(sb, ')');
        break;
    case AST_EXPLAIN:
        sb_puts(sb, n->explain.analyze ? "(explain-analyze " : "(explain ");
        dump(sb, n->explain.stmt, depth);
        sb_putc(sb, ')');
        break;
    case AST_CREATE_TABLE:
        sb_puts(sb, "(create-table ");
        put_name(sb, &n->create.name);
        if (n->create.temp)
            sb_puts(sb, " :temp");
        if (n->create.unlogged)
            sb_puts(sb, " :unlogged");
        if (n->create.if_not_exists)
            sb_puts(sb, " :if-not-exists");
        if (n->create.parent.n) {
            sb_puts(sb, " :partition-of ");
            put_name(sb, &n->create.parent);
            sb_putc(sb, ' ');
            dump(sb, n->create.bound, depth);
        }
        dump_items(sb, n->create.columns, depth);
        dump_names(sb, ":pkey", n->create.pkey);
        dump_opt(sb, "", n->create.partspec, depth);
        if (n->create.matview)
            sb_puts(sb, " :matview");
        dump_names(sb, ":as-names", n->create.as_colnames);
        dump_opt(sb, ":as ", n->create.as_query, depth);
        sb_putc(sb, ')');
        break;
    case AST_COLUMNDEF:
        sb_printf(sb, "(column %s ", n->coldef.name);
        dump(sb, n->coldef.typename, depth);
        if (n->coldef.not_null)
            sb_puts(sb, " :not-null");
        if (n->coldef.is_null)
            sb_puts(sb, " :null");
        if (n->coldef.primary_key)
            sb_puts(sb, " :primary-key");
        dump_opt(sb, ":default ", n->coldef.default_expr, depth);
        if (n->coldef.collation)
            sb_printf(sb, " :collate %s", n->coldef.collation);
        sb_putc(sb, ')');
        break;
    case AST_PARTSPEC:
        sb_printf(sb, "(partition-by %s", strategies[n->partspec.strategy]);
        dump_items(sb, n->partspec.keys, depth);
        sb_putc(sb, ')');
        break;
    case AST_PARTBOUND:
        dump_bound(sb, n, depth);
        break;
    case AST_CREATE_VIEW:
        sb_printf(sb, "(create-%sview ", n->view.or_replace ? "or-replace-"
                                                           : "");
        put_name(sb, &n->view.name);
        dump_names(sb, "", n->view.colnames);
        sb_putc(sb, ' ');
        dump(sb, n->view.query, depth);
        sb_putc(sb, ')');
        break;
    case AST_DROP:
        sb_printf(sb, "(drop-%s", n->drop.is_view ? "view" : "table");
        if (n->drop.if_exists)
            sb_puts(sb, " :if-exists");
        for (int i = 0; i < list_len(n->drop.names); i++) {
            sb_putc(sb, ' ');
            put_name(sb, list_nth(n->drop.names, i));
        }
        if (n->drop.cascade)
            sb_puts(sb, " :cascade");
        sb_putc(sb, ')');
        break;
    case AST_ALTER_TABLE:
        sb_puts(sb, "(alter-table ");
        put_name(sb, &n->alter.name);
        if (n->alter.kind == ALTER_CMDS) {
            for (int i = 0; i < list_len(n->alter.cmds); i++)
                dump_alter_action(sb, list_nth(n->alter.cmds, i), depth);
        } else {
            dump_alter_action(sb, n, depth);
        }
        sb_putc(sb, ')');
        break;
    case AST_SET_TIMEZONE:
        sb_printf(sb, "(settz %s%s%s)", n->settz.reset ? ":reset " : "",
                  n->settz.is_local ? ":local " : "",
                  n->settz.value ? n->settz.value : "nil");
        break;
    case AST_RELSTATS:
        sb_printf(sb, "(relstats %s %s %g)",
                  n->relstats.schemaname ? n->relstats.schemaname : "nil",
                  n->relstats.relname ? n->relstats.relname : "nil",
                  n->relstats.reltuples);
        break;
    case AST_INSERT:
        sb_puts(sb, "(insert ");
        put_name(sb, &n->insert.name);
        dump_alias(sb, n->insert.alias);
        dump_names(sb, "", n->insert.cols);
        sb_putc(sb, ' ');
        dump(sb, n->insert.query, depth);
        sb_putc(sb, ')');
        break;
    case AST_UPDATE:
        sb_puts(sb, "(update ");
        put_name(sb, &n->update.name);
        dump_alias(sb, n->update.alias);
        for (int i = 0; i < list_len(n->update.set_cols); i++) {
            sb_printf(sb, " (set %s ",
                      (const char *)list_nth(n->update.set_cols, i));
            dump(sb, list_nth(n->update.set_exprs, i), depth);
            sb_putc(sb, ')');
        }
        dump_list(sb, ":from", n->update.from, depth);
        dump_opt(sb, ":where ", n->update.where, depth);
        sb_putc(sb, ')');
        break;
    case AST_DELETE:
        sb_puts(sb, "(delete ");
        put_name(sb, &n->del.name);
        dump_alias(sb, n->del.alias);
        dump_list(sb, ":using", n->del.using_, depth);
        dump_opt(sb, ":where ", n->del.where, depth);
        sb_putc(sb, ')');
        break;
    case AST_SKIPPED:
        sb_printf(sb, "(skipped \"%s\")", n->skipped.what);
        break;
    case AST_SESSION:
        sb_printf(sb, "(session %d%s", (int)n->session.kind,
                  n->session.is_local ? " :local" : "");
        if (n->session.name)
            sb_printf(sb, " %s", n->session.name);
        dump_names(sb, ":path", n->session.path);
        sb_putc(sb, ')');
        break;
    case AST_CREATE_TYPE:
        sb_printf(sb, "(create-%s ", n->ctype.kind == CTYPE_DOMAIN ? "domain"
                                     : n->ctype.kind == CTYPE_ENUM ? "enum"
                                                                   : "type");
        put_name(sb, &n->ctype.name);
        if (n->ctype.base) {
            sb_putc(sb, ' ');
            dump(sb, n->ctype.base, depth);
        }
        dump_names(sb, "", n->ctype.labels);
        dump_list(sb, ":attrs", n->ctype.attrs, depth);
        if (n->ctype.add_value)
            sb_printf(sb, " :add-value \"%s\"%s%s%s%s", n->ctype.add_value,
                      n->ctype.if_not_exists ? " :if-not-exists" : "",
                      n->ctype.neighbor
                          ? (n->ctype.before ? " :before \"" : " :after \"")
                          : "",
                      n->ctype.neighbor ? n->ctype.neighbor : "",
                      n->ctype.neighbor ? "\"" : "");
        sb_putc(sb, ')');
        break;
    case AST_CREATE_ROUTINE:
        sb_printf(sb, "(%s-%s ", n->routine.drop ? "drop" : "create",
                  n->routine.kind == ROUTINE_AGGREGATE ? "aggregate"
                  : n->routine.kind == ROUTINE_OPERATOR ? "operator"
                                                        : "function");
        put_name(sb, &n->routine.name);
        for (int i = 0; i < list_len(n->routine.args); i++) {
            const ast_routine_arg *ra = list_nth(n->routine.args, i);

            sb_printf(sb, " \"%s\"", ra->text);
        }
        sb_printf(sb, " :returns \"%s\"%s :volatility %c%s%s)",
                  n->routine.rettype ? n->routine.rettype : "",
                  n->routine.retset ? " :setof" : "", n->routine.volatility,
                  n->routine.strict ? " :strict" : "",
                  n->routine.variadic ? " :variadic" : "");
        break;
    case AST_COLLATE:
        sb_puts(sb, "(collate ");
        dump(sb, n->collate.arg, depth);
        sb_printf(sb, " %s)", n->collate.name);
        break;
    case AST_ARRAY_OP:
        sb_printf(sb, "(%s %s ", n->arrayop.all ? "all-array" : "any-array",
                  n->arrayop.op);
        dump(sb, n->arrayop.left, depth);
        sb_putc(sb, ' ');
        dump(sb, n->arrayop.right, depth);
        sb_putc(sb, ')');
        break;
    case AST_FIELD:
        sb_printf(sb, "(field %s ", n->field.name);
        dump(sb, n->field.arg, depth);
        sb_putc(sb, ')');
        break;
    case AST_SUBSCRIPT:
        sb_printf(sb, "(subscript %x ", n->subscr.shape);
        dump(sb, n->subscr.arg, depth);
        dump_items(sb, n->subscr.idx, depth);
        sb_putc(sb, ')');
        break;
    default:
        sb_printf(sb, "(?kind %d)", (int)n->kind);
        break;
    }
}

void
ast_dump(strbuf *sb, const ast *n)
{
    dump(sb, n, 0);
}
