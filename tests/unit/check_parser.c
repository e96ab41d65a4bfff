/* SPDX-License-Identifier: MIT */
/*
 * tests/unit/check_parser.c — unit tests of the front end (grammar/)
 *
 * Statements are parsed with parser_next() and compared through their
 * ast_dump() S-expressions, so a test reads as the tree it expects:
 * precedence, set operations, joins, clauses, DDL, skipped statements and
 * pg_restore_relation_stats().  'limits' feeds hostile inputs (deep
 * nesting, huge identifiers, long operator runs, a memory limit) that must
 * fail cleanly; 'errors' checks messages and offsets, PostgreSQL-style, and
 * recovery after a bad statement.  Parsing the TPC-H, TPC-DS and JOB
 * corpora is tests/unit/check_corpus.c, a program of its own, so that these
 * tests run where the corpora are not.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast/ast.h"
#include "base/arena.h"
#include "base/strbuf.h"
#include "grammar/keywords.h"
#include "grammar/parser.h"

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

/* ---- helpers ---- */

/* Parse the first statement of 'sql' into A; the status, '*out', '*err'. */
static qprop_status
parse1(const char *sql, ast **out, qprop_error *err)
{
    parser *p = parser_new(sql, strlen(sql), 0);
    int loc;
    qprop_status st;

    ck_assert_ptr_nonnull(p);
    memset(err, 0, sizeof *err);
    st = parser_next(p, &A, out, &loc, err);
    parser_free(p);
    return st;
}

static const char *
dump_node(const ast *n)
{
    strbuf sb;

    sb_init(&sb, &A);
    ast_dump(&sb, n);
    ck_assert(!A.failed);
    return sb.data;
}

/* The S-expression of the only statement of 'sql'. */
static const char *
dump_sql(const char *sql)
{
    ast *n = NULL;
    qprop_error err;
    qprop_status st = parse1(sql, &n, &err);

    ck_assert_msg(st == QPROP_OK, "parsing \"%s\": %s", sql, err.message);
    return dump_node(n);
}

#define ck_dump(sql, expected)                                               \
    ck_assert_str_eq(dump_sql(sql), (expected))

/* The first select-list expression of "SELECT <expr>". */
static const char *
dump_expr(const char *expr)
{
    char *sql = arena_printf(&A, "SELECT %s", expr);
    ast *n = NULL;
    qprop_error err;

    ck_assert_msg(parse1(sql, &n, &err) == QPROP_OK, "parsing \"%s\": %s",
                  sql, err.message);
    ck_assert_int_eq(n->kind, AST_SELECT);
    ck_assert_int_eq(list_len(n->select.targets), 1);
    return dump_node(((ast *)list_nth(n->select.targets, 0))->target.expr);
}

#define ck_expr(expr, expected)                                              \
    ck_assert_str_eq(dump_expr(expr), (expected))

/* Parse 'sql' expecting error 'code' at 'offset' with 'msg'. */
static void
expect_error(const char *sql, qprop_status code, int offset, const char *msg)
{
    ast *n = NULL;
    qprop_error err;
    qprop_status st = parse1(sql, &n, &err);

    ck_assert_msg(st == code, "\"%s\": status %d, expected %d (%s)", sql,
                  (int)st, (int)code, err.message);
    ck_assert_ptr_null(n);
    ck_assert_int_eq(err.code, code);
    if (offset >= -1)
        ck_assert_int_eq(err.offset, offset);
    if (msg)
        ck_assert_str_eq(err.message, msg);
}

/* ---- core: expressions ---- */

START_TEST(test_parser_operator_precedence)
{
    ck_expr("1 + 2 * 3", "(+ 1 (* 2 3))");
    ck_expr("(1 + 2) * 3", "(* (+ 1 2) 3)");
    ck_expr("1 - 2 - 3", "(- (- 1 2) 3)");
    ck_expr("2 ^ 3 ^ 2", "(^ (^ 2 3) 2)");
    ck_expr("-x ^ 2", "(^ (- x) 2)");
    ck_expr("- 2 * 3", "(* (- 2) 3)");
    ck_expr("+x", "(+ x)");
    ck_expr("a || b || c", "(|| (|| a b) c)");
    ck_expr("a + b || c", "(|| (+ a b) c)");
    ck_expr("a = b + 1", "(= a (+ b 1))");
    ck_expr("a != b", "(<> a b)");
    ck_expr("a <> b", "(<> a b)");
    ck_expr("a <= b and c >= d", "(and (<= a b) (>= c d))");
    ck_expr("a or b and c", "(or a (and b c))");
    ck_expr("a and b or c", "(or (and a b) c)");
    ck_expr("a and b and c", "(and a b c)");
    ck_expr("not a = b", "(not (= a b))");
    ck_expr("not a and b", "(and (not a) b)");
    ck_expr("a = 1 is true", "(is-true (= a 1))");
    ck_expr("a is null or b isnull", "(or (is-null a) (is-null b))");
    ck_expr("a is not null and b notnull",
            "(and (is-not-null a) (is-not-null b))");
    ck_expr("not a is null", "(not (is-null a))");
    ck_expr("a + 1 between 1 and 2 + 3", "(between (+ a 1) 1 (+ 2 3))");
    ck_expr("a between 1 and 2 and b", "(and (between a 1 2) b)");
    ck_expr("a not between symmetric 1 and 2",
            "(not-between-symmetric a 1 2)");
    ck_expr("a like 'x' || 'y'", "(like a (|| 'x' 'y'))");
    ck_expr("a < b is true", "(is-true (< a b))");
    ck_expr("x::int + 1", "(+ (cast x int) 1)");
    ck_expr("-x::int", "(- (cast x int))");
    ck_expr("a collate \"C\" < b", "(< (collate a C) b)");
    ck_expr("t at time zone 'UTC'", "(timezone 'UTC' t)");
    ck_expr("a @> b", "(@> a b)");
    ck_expr("a operator(pg_catalog.+) b", "(+ a b)");
    ck_expr("a*-b", "(* a (- b))");
    ck_expr("1.5e3 + .5", "(+ 1.5e3 .5)");
    ck_expr("1_000", "1000");
}
END_TEST

START_TEST(test_parser_predicates)
{
    ck_expr("a is distinct from b", "(is-distinct a b)");
    ck_expr("a is not distinct from b", "(is-not-distinct a b)");
    ck_expr("a is not true", "(is-not-true a)");
    ck_expr("a is false", "(is-false a)");
    ck_expr("a is not false", "(is-not-false a)");
    ck_expr("a is unknown", "(is-unknown a)");
    ck_expr("a is not unknown", "(is-not-unknown a)");
    ck_expr("a in (1, 2)", "(in a (1 2))");
    ck_expr("a not in (1)", "(not-in a (1))");
    ck_expr("(a, b) in ((1, 2))", "(in (row a b) ((row 1 2)))");
    ck_expr("a in (select b from t)", "(any = a (select b :from(t)))");
    ck_expr("a not in (select b from t)",
            "(not-any = a (select b :from(t)))");
    ck_expr("a > any (select 1)", "(any > a (select 1))");
    ck_expr("a = some (select 1)", "(any = a (select 1))");
    ck_expr("a <= all (select 1)", "(all <= a (select 1))");
    ck_expr("a = any (array[1, 2])", "(any-array = a (array 1 2))");
    ck_expr("exists (select 1)", "(exists (select 1))");
    ck_expr("not exists (select 1)", "(not (exists (select 1)))");
    ck_expr("(select 1)", "(scalar (select 1))");
    ck_expr("array(select 1)", "(array-query (select 1))");
    ck_expr("a like 'x%' escape '!'", "(like a 'x%' :escape '!')");
    ck_expr("a not like 'x'", "(not-like a 'x')");
    ck_expr("a ilike 'x'", "(ilike a 'x')");
    ck_expr("a not ilike 'x'", "(not-ilike a 'x')");
    ck_expr("a similar to 'x'", "(similar a 'x')");
    ck_expr("a not similar to 'x' escape '#'",
            "(not-similar a 'x' :escape '#')");
    ck_expr("a between asymmetric 1 and 2", "(between a 1 2)");
}
END_TEST

START_TEST(test_parser_expression_forms)
{
    ck_expr("case when a then 1 when b then 2 else 3 end",
            "(case (when a 1) (when b 2) :else 3)");
    ck_expr("case x when 1 then 'a' end", "(case x (when 1 'a'))");
    ck_expr("cast(x as double precision)", "(cast x double precision)");
    ck_expr("x::numeric(15, 2)", "(cast x (numeric 15 2))");
    ck_expr("x::int[]", "(cast x (int []))");
    ck_expr("row(1, 2)", "(row 1 2)");
    ck_expr("row()", "(row)");
    ck_expr("(1, 2)", "(row 1 2)");
    ck_expr("array[[1], [2]]", "(array (array 1) (array 2))");
    ck_expr("$1 + $12", "(+ $1 $12)");
    ck_expr("s.t.c", "s.t.c");
    ck_expr("t.*", "t.*");
    /* (x).* and fields of a subscripted column (issue 34) */
    ck_expr("(x).*", "(field * x)");
    ck_expr("(t.x).f.*", "(field * (field f t.x))");
    ck_expr("arr[2].f2", "(field f2 (subscript 2 arr 2))");
    ck_expr("a.arr[1][2].g.h", "(field h (field g (subscript 12 a.arr 1 2)))");
    ck_expr("arr[1].*", "(field * (subscript 2 arr 1))");
    ck_expr("\"MixedCase\"", "MixedCase");
    ck_expr("MixedCase", "mixedcase");
    ck_expr("'it''s'", "'it''s'");
    ck_expr("E'a\\tb\\x41'", "'a\tbA'");
    ck_expr("$$dollar 'q'$$", "'dollar ''q'''");
    ck_expr("$tag$a$b$tag$", "'a$b'");
    ck_expr("true and not false and null is null",
            "(and true (not false) (is-null null))");
    ck_expr("grouping(a, b)", "(grouping a b)");
    ck_expr("default", "default");
}
END_TEST

START_TEST(test_parser_function_calls)
{
    ck_expr("count(*)", "(count *)");
    ck_expr("count(distinct a)", "(count distinct a)");
    ck_expr("count(all a)", "(count a)");
    ck_expr("f()", "(f)");
    ck_expr("pg_catalog.lower(x)", "(pg_catalog.lower x)");
    ck_expr("string_agg(a, ',' order by b desc)",
            "(string_agg a ',' :order((sort b desc)))");
    ck_expr("sum(x) filter (where y > 0)", "(sum x :filter (> y 0))");
    ck_expr("percentile_cont(0.5) within group (order by x)",
            "(percentile_cont 0.5 :within-group(x))");
    ck_expr("rank() over w", "(rank :over (window :ref w))");
    ck_expr("rank() over (w order by a)",
            "(rank :over (window :ref w :order(a)))");
    ck_expr("sum(x) over (partition by a, b order by c nulls first)",
            "(sum x :over (window :partition(a b) :order((sort c "
            "nulls-first))))");
    ck_expr("sum(x) over (order by c rows unbounded preceding)",
            "(sum x :over (window :order(c) :frame(rows "
            "start-unbounded-preceding end-current-row)))");
    ck_expr("sum(x) over (range between 1 preceding and 2 following)",
            "(sum x :over (window :frame(range between start-preceding "
            "end-following) :start 1 :end 2))");
    ck_expr("sum(x) over (groups between current row and unbounded "
            "following exclude ties)",
            "(sum x :over (window :frame(groups between start-current-row "
            "end-unbounded-following exclude-ties)))");
    /* named notation keeps each argument's name */
    ck_expr("f(a => 1, b := 2)", "(f 1 2 :names a b)");
    ck_expr("f(1, b => 2)", "(f 1 2 :names - b)");
    expect_error("SELECT f(a => 1, 2)", QPROP_ESYNTAX, 17,
                 "positional argument cannot follow named argument");
    expect_error("SELECT f(a => 1, a => 2)", QPROP_ESYNTAX, 17,
                 "argument name \"a\" used more than once");
    /* VARIADIC in a call is read (the binder resolves it); with a named
       argument it is not supported */
    expect_error("SELECT f(VARIADIC a => ARRAY[1])", QPROP_EUNSUPPORTED, 18,
                 "VARIADIC with a named argument is not supported");
    ck_expr("extract(year from d)", "(extract :field year d)");
    ck_expr("extract('DOW' from d)", "(extract :field dow d)");
    ck_expr("substring(s from 2 for 3)", "(substring s 2 3)");
    ck_expr("substring(s for 3 from 2)", "(substring s 2 3)");
    ck_expr("substring(s from 2)", "(substring s 2)");
    ck_expr("substring(s for 3)", "(substring s 1 3)");
    ck_expr("substring(s, 2, 3)", "(substring s 2 3)");
    ck_expr("substring(s similar 'a#\"%#\"' escape '#')",
            "(substring s 'a#\"%#\"' '#')");
    ck_expr("position('a' in s)", "(position 'a' s)");
    ck_expr("trim(both 'x' from s)", "(btrim s 'x')");
    ck_expr("trim(leading from s)", "(ltrim s)");
    ck_expr("trim(trailing 'y' from s)", "(rtrim s 'y')");
    ck_expr("trim(s)", "(btrim s)");
    ck_expr("overlay(s placing 'x' from 2 for 1)",
            "(overlay s 'x' 2 1)");
    ck_expr("coalesce(a, b, c)", "(coalesce a b c)");
    ck_expr("nullif(a, b)", "(nullif a b)");
    ck_expr("greatest(a, b)", "(greatest a b)");
    ck_expr("least(a, b)", "(least a b)");
    ck_expr("current_date", "(current_date)");
    ck_expr("current_timestamp(3)", "(current_timestamp 3)");
    ck_expr("now()", "(now)");
    ck_expr("left(s, 2)", "(left s 2)");
}
END_TEST

START_TEST(test_parser_typed_literals)
{
    ck_expr("date '1998-12-01'", "(typed date '1998-12-01')");
    ck_expr("date '1998-12-01' - interval '90' day",
            "(- (typed date '1998-12-01') (typed (interval day) '90' day))");
    ck_expr("interval '1' day to second",
            "(typed (interval day to second) '1' day to second)");
    ck_expr("interval '1 year'", "(typed interval '1 year')");
    ck_expr("timestamp '2001-01-01'", "(typed timestamp '2001-01-01')");
    ck_expr("timestamp with time zone 'x'",
            "(typed timestamp with time zone 'x')");
    ck_expr("time without time zone 'x'",
            "(typed time without time zone 'x')");
    ck_expr("int '1'", "(typed int '1')");
    ck_expr("numeric(10) '1'", "(typed (numeric 10) '1')");
    ck_expr("pg_catalog.date 'x'", "(typed pg_catalog.date 'x')");
    ck_expr("x::character varying(10)", "(cast x (character varying 10))");
    ck_expr("x::varchar", "(cast x varchar)");
    ck_expr("x::char(3)", "(cast x (character 3))");
    ck_expr("x::\"char\"", "(cast x char)");
    ck_expr("x::bpchar", "(cast x bpchar)");
    ck_expr("x::timestamp(3) with time zone",
            "(cast x (timestamp with time zone 3))");
    ck_expr("x::timestamptz", "(cast x timestamptz)");
    ck_expr("x::float(24)", "(cast x (float 24))");
    ck_expr("x::float8", "(cast x float8)");
    ck_expr("x::decimal(5,1)", "(cast x (decimal 5 1))");
    ck_expr("x::interval hour to minute",
            "(cast x (interval hour to minute))");
    ck_expr("x::smallint + x::bigint + x::real + x::boolean",
            "(+ (+ (+ (cast x smallint) (cast x bigint)) (cast x real)) "
            "(cast x boolean))");
}
END_TEST

/* Each keyword category works where PostgreSQL allows it. */
START_TEST(test_parser_keywords_as_names)
{
    /* unreserved: anywhere, even as a bare alias */
    ck_dump("select year.day from range as year", "(select year.day "
            ":from((table range :as year)))");
    ck_dump("select a action from t", "(select (as a action) :from(t))");
    /* column-name keywords as columns, not functions */
    ck_dump("select t.values, between from t",
            "(select t.values between :from(t))");
    /* type/function-name keywords as functions, not columns */
    ck_dump("select left(a, 1) from t", "(select (left a 1) :from(t))");
    /* reserved keywords after AS and after a dot */
    ck_dump("select 1 as select, t.from from t",
            "(select (as 1 select) t.from :from(t))");
    /* AS_LABEL keywords need AS */
    ck_dump("select interval '1' day", "(select (typed (interval day) '1' "
            "day))");
    ck_assert_ptr_nonnull(kw_lookup("select"));
    ck_assert_ptr_null(kw_lookup("selec"));
    ck_assert_int_eq(kw_lookup("select")->cat, KW_RESERVED);
    ck_assert_int_eq(kw_lookup("year")->cat, KW_UNRESERVED);
    ck_assert(ident_needs_quotes("select"));
    ck_assert(ident_needs_quotes("Mixed"));
    ck_assert(ident_needs_quotes("1a"));
    ck_assert(!ident_needs_quotes("year"));
    ck_assert(!ident_needs_quotes("a_1$"));
}
END_TEST

/* The keyword table is sorted: every listed keyword is found. */
START_TEST(test_parser_keyword_table)
{
    static const char *const words[] = {
        "action", "add", "all", "alter", "always", "analyse", "analyze",
        "and", "any", "array", "as", "asc", "asymmetric", "at", "attach",
        "authorization", "between", "bigint", "binary", "boolean", "both",
        "by", "cascade", "cascaded", "case", "cast", "char", "character",
        "check", "coalesce", "collate", "collation", "column", "commit",
        "concurrently", "conflict", "constraint", "create", "cross", "cube",
        "current", "current_catalog", "current_date", "current_role",
        "current_schema", "current_time", "current_timestamp",
        "current_user", "data", "day", "dec", "decimal", "default",
        "deferrable", "deferred", "delete", "desc", "detach", "distinct",
        "do", "double", "drop", "else", "end", "escape", "except",
        "exclude", "exists", "explain", "extract", "false", "fetch",
        "filter", "finalize", "first", "float", "following", "for",
        "foreign", "freeze", "from", "full", "generated", "global", "grant",
        "greatest", "group", "grouping", "groups", "having", "hour",
        "identity", "if", "ilike", "immediate", "in", "include", "index",
        "inherits", "initially", "inner", "insert", "int", "integer",
        "intersect", "interval", "into", "is", "isnull", "join", "key",
        "last", "lateral", "leading", "least", "left", "like", "limit",
        "local", "localtime", "localtimestamp", "locked", "match",
        "materialized", "minute", "month", "natural", "next", "no", "not",
        "nothing", "notnull", "nowait", "null", "nullif", "nulls",
        "numeric", "of", "offset", "oids", "on", "only", "operator",
        "option", "or", "order", "ordinality", "others", "outer", "over",
        "overlaps", "overlay", "partial", "partition", "placing",
        "position", "preceding", "precision", "preserve", "primary",
        "range", "real", "recursive", "references", "replace", "restrict",
        "returning", "right", "rollup", "row", "rows", "second", "select",
        "session_user", "set", "sets", "share", "similar", "simple", "skip",
        "smallint", "some", "stored", "substring", "symmetric",
        "system_user", "table", "tablesample", "tablespace", "temp",
        "temporary", "then", "ties", "time", "timestamp", "to", "trailing",
        "trim", "true", "unbounded", "union", "unique", "unknown",
        "unlogged", "update", "user", "using", "values", "varchar",
        "variadic", "varying", "verbose", "view", "when", "where", "window",
        "with", "within", "without", "year", "zone",
    };

    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        const keyword *kw = kw_lookup(words[i]);

        ck_assert_msg(kw != NULL, "keyword \"%s\" not found", words[i]);
        ck_assert_str_eq(kw->name, words[i]);
        if (i > 0)
            ck_assert_int_lt(strcmp(words[i - 1], words[i]), 0);
    }
}
END_TEST

/* ---- core: queries ---- */

START_TEST(test_parser_set_operations)
{
    /* INTERSECT binds tighter than UNION and EXCEPT, which associate left */
    ck_dump("select 1 union select 2 intersect select 3",
            "(union (select 1) (intersect (select 2) (select 3)))");
    ck_dump("select 1 union all select 2 except select 3",
            "(except (union-all (select 1) (select 2)) (select 3))");
    ck_dump("select 1 intersect distinct select 2",
            "(intersect (select 1) (select 2))");
    ck_dump("(select 1 union select 2) intersect select 3",
            "(intersect (union (select 1) (select 2)) (select 3))");
    /* ORDER BY and LIMIT after a set operation belong to all of it */
    ck_dump("select 1 union select 2 order by 1 limit 5",
            "(union (select 1) (select 2) :order(1) :limit 5)");
    /* inside parentheses they stay with their arm */
    ck_dump("(select a from t order by a limit 1) union all "
            "(select b from u limit 2)",
            "(union-all (select a :from(t) :order(a) :limit 1) "
            "(select b :from(u) :limit 2))");
    ck_dump("((select 1))", "(select 1)");
    ck_dump("values (1, 'a'), (2, default)", "(values (1 'a') (2 default))");
    ck_dump("select 1 union values (2)", "(union (select 1) (values (2)))");
    ck_dump("table t", "(select * :from(t))");
}
END_TEST

START_TEST(test_parser_select_clauses)
{
    ck_dump("select distinct a, b c, d as e from t",
            "(select distinct a (as b c) (as d e) :from(t))");
    ck_dump("select distinct on (a) a, b from t order by a, b desc",
            "(select distinct :on(a) a b :from(t) :order(a (sort b desc)))");
    ck_dump("select all a from t where a > 1 group by a having count(*) > 1",
            "(select a :from(t) :where (> a 1) :group(a) :having (> (count "
            "*) 1))");
    ck_dump("select from t", "(select :from(t))");
    ck_dump("select a from t group by rollup (a, (b, c)), cube (d), "
            "grouping sets ((a, b), (), c, rollup (e)), ()",
            "(select a :from(t) :group((rollup a (set b c)) (cube d) (sets "
            "(set a b) (empty) c (rollup e)) (empty)))");
    ck_dump("select a from t group by distinct a",
            "(select a :from(t) :group-distinct :group(a))");
    ck_dump("select rank() over w from t window w as (partition by a "
            "order by b)",
            "(select (rank :over (window :ref w)) :from(t) :window((window "
            ":name w :partition(a) :order(b))))");
    ck_dump("select a from t order by a asc nulls last, b using >",
            "(select a :from(t) :order((sort a nulls-last) (sort b using "
            ">)))");
    ck_dump("select a from t limit 10 offset 5",
            "(select a :from(t) :limit 10 :offset 5)");
    ck_dump("select a from t offset 5 limit all", "(select a :from(t) "
            ":offset 5)");
    ck_dump("select a from t offset 2 rows fetch first 3 rows only",
            "(select a :from(t) :limit 3 :offset 2)");
    ck_dump("select a from t fetch next row with ties",
            "(select a :from(t) :limit 1 :with-ties)");
    ck_dump("select a from t fetch first -1 rows only",
            "(select a :from(t) :limit (- 1))");
    ck_dump("with x (a) as (select 1), y as materialized (select 2) "
            "select * from x, y",
            "(with (cte x (a) (select 1)) (cte y :materialized (select 2)) "
            "(select * :from(x y)))");
    ck_dump("with recursive r(n) as not materialized (select 1 union all "
            "select n + 1 from r) select n from r",
            "(with-recursive (cte r (n) :not-materialized (union-all "
            "(select 1) (select (+ n 1) :from(r)))) (select n :from(r)))");
}
END_TEST

START_TEST(test_parser_joins)
{
    ck_dump("select * from a, b c, d as e(x, y)",
            "(select * :from(a (table b :as c) (table d :as e(x y))))");
    ck_dump("select * from a join b on a.x = b.x",
            "(select * :from((join inner a b :on (= a.x b.x))))");
    ck_dump("select * from a inner join b using (x, y)",
            "(select * :from((join inner a b :using(x y))))");
    ck_dump("select * from a left join b on true right outer join c on "
            "false full join d on true",
            "(select * :from((join full (join right (join left a b :on "
            "true) c :on false) d :on true)))");
    ck_dump("select * from a cross join b natural join c natural left "
            "join d",
            "(select * :from((natural-join left (natural-join inner (join "
            "cross a b) c) d)))");
    ck_dump("select * from a join (b join c on true) on true",
            "(select * :from((join inner a (join inner b c :on true) :on "
            "true)))");
    ck_dump("select * from (a join b using (x)) as j",
            "(select * :from((join inner a b :using(x) :as j)))");
    ck_dump("select * from (select 1) s, lateral (select 2) l(c)",
            "(select * :from((derived (select 1) :as s) (lateral (select 2) "
            ":as l(c))))");
    ck_dump("select * from only t, s.u *",
            "(select * :from((table t :only) s.u))");
    ck_dump("select * from generate_series(1, 3) with ordinality as g(i, n)",
            "(select * :from((func-table (generate_series 1 3) :ordinality "
            ":as g(i n))))");
    expect_error("select * from a join b", QPROP_ESYNTAX, 22,
                 "syntax error at end of input");
}
END_TEST

/* ---- core: other statements ---- */

START_TEST(test_parser_create_table)
{
    ck_dump("create table t (a int not null primary key, b numeric(15, 2) "
            "default 0 null, c text collate \"C\" references u (x) on "
            "delete cascade check (c <> ''), constraint k unique (a), "
            "primary key (a, b), foreign key (b) references u)",
            "(create-table t (column a int :not-null :primary-key) (column "
            "b (numeric 15 2) :null :default 0) (column c text :collate C) "
            ":pkey(a b))");
    ck_dump("create temp table if not exists s.t (a date) with (fillfactor "
            "= 70)",
            "(create-table s.t :temp :if-not-exists (column a date))");
    ck_dump("create unlogged table t (a int) partition by range (a, "
            "(a + 1), lower(b))",
            "(create-table t :unlogged (column a int) (partition-by range a "
            "(+ a 1) (lower b)))");
    ck_dump("create table p1 partition of p for values from (minvalue, 1) "
            "to (maxvalue, -5)",
            "(create-table p1 :partition-of p (bound-range :from(minvalue "
            "1) :to(maxvalue (- 5))))");
    ck_dump("create table p2 partition of p (primary key (a)) for values "
            "in (1, null) partition by hash (b)",
            "(create-table p2 :partition-of p (bound-list 1 null) :pkey(a) "
            "(partition-by hash b))");
    ck_dump("create table p3 partition of p for values with (modulus 4, "
            "remainder 3)",
            "(create-table p3 :partition-of p (bound-hash 4 3))");
    ck_dump("create table p4 partition of p default",
            "(create-table p4 :partition-of p (bound-default))");
    ck_dump("create table t as select 1", "(create-table t :as (select 1))");
    ck_dump("create temp table t (x) as select 1 with no data",
            "(create-table t :temp :as-names(x) :as (select 1))");
    ck_dump("select a, b into temp table s.t from u where a > 1",
            "(create-table s.t :temp :as (select a b :from(u) "
            ":where (> a 1)))");
    ck_dump("create materialized view mv (x) as select 1 with no data",
            "(create-table mv :matview :as-names(x) :as (select 1))");
    expect_error("create table t (a int) partition by tree (a)",
                 QPROP_ESYNTAX, 36,
                 "unrecognized partitioning strategy \"tree\"");
    expect_error("create table t (a int, primary key (a), primary key (a))",
                 QPROP_ESYNTAX, 40,
                 "multiple primary keys for table \"t\" are not allowed");
    expect_error("create table p3 partition of p for values with (modulus 4)",
                 QPROP_ESYNTAX, 31,
                 "remainder for hash partition must be specified");
}
END_TEST

START_TEST(test_parser_view_drop_alter)
{
    ck_dump("create or replace view v (x) as select a from t",
            "(create-or-replace-view v (x) (select a :from(t)))");
    ck_dump("drop table if exists a, s.b cascade",
            "(drop-table :if-exists a s.b :cascade)");
    ck_dump("drop view v", "(drop-view v)");
    ck_dump("alter table only t add primary key (a, b)",
            "(alter-table t :add-primary-key(a b))");
    ck_dump("alter table if exists t add constraint k primary key (a)",
            "(alter-table t :add-primary-key(a))");
    ck_dump("alter table p attach partition c for values from (1) to (2)",
            "(alter-table p :attach c (bound-range :from(1) :to(2)))");
    ck_dump("alter table p attach partition d default",
            "(alter-table p :attach d (bound-default))");
    ck_dump("alter table p detach partition c concurrently",
            "(alter-table p :detach c)");
    ck_dump("alter table nation add constraint nation_fk1 foreign key "
            "(n_regionkey) references region",
            "(alter-table nation :other \"ALTER TABLE ADD FOREIGN KEY\")");
    ck_dump("alter table t owner to bob",
            "(alter-table t :other \"ALTER TABLE OWNER TO\")");
    ck_dump("alter table only s.t alter column a set not null",
            "(alter-table s.t :set-not-null \"a\")");
    ck_dump("alter table t alter a drop not null",
            "(alter-table t :drop-not-null \"a\")");
    ck_dump("alter table t alter column a set default 1",
            "(alter-table t :other \"ALTER TABLE ALTER COLUMN\")");
    ck_dump("alter table t add column c int",
            "(alter-table t :add-column (column c int))");
    ck_dump("alter table t add if not exists data text, add column key int "
            "not null, drop column if exists x cascade, drop y",
            "(alter-table t :add-column-if-not-exists (column data text) "
            ":add-column (column key int :not-null) :drop-column-if-exists "
            "\"x\" :cascade :drop-column \"y\")");
    ck_dump("alter table t rename column a to b",
            "(alter-table t :rename-column \"a\" \"b\")");
    ck_dump("alter table s.t rename to u", "(alter-table s.t :rename-to \"u\")");
    ck_dump("alter table t rename constraint a to b",
            "(alter-table t :other \"ALTER TABLE RENAME CONSTRAINT\")");
    ck_dump("alter table t drop constraint k",
            "(alter-table t :drop-constraint \"k\")");
    ck_dump("alter table t drop constraint if exists k cascade",
            "(alter-table t :drop-constraint-if-exists \"k\" :cascade)");
    ck_dump("alter view s.v rename to w", "(alter-table s.v :rename-to \"w\")");
    ck_dump("alter materialized view if exists m set schema s",
            "(alter-table m :set-schema \"s\")");
    ck_dump("alter table t set schema s", "(alter-table t :set-schema \"s\")");
    ck_dump("alter table t add column c int, add constraint k check (c > 0)",
            "(alter-table t :other \"ALTER TABLE ADD COLUMN\")");
    ck_dump("alter table t add primary key (a), add unique (b)",
            "(alter-table t :other \"ALTER TABLE ADD PRIMARY KEY\")");
}
END_TEST

START_TEST(test_parser_dml_explain)
{
    ck_dump("insert into t (a, b) values (1, 2), (3, default)",
            "(insert t (a b) (values (1 2) (3 default)))");
    ck_dump("insert into t select generate_series(1, 10) on conflict do "
            "nothing",
            "(insert t (select (generate_series 1 10)))");
    ck_dump("insert into t as x default values", "(insert t :as x nil)");
    ck_dump("update t as x set a = 1, b = b + 1 from u where x.c = u.c",
            "(update t :as x (set a 1) (set b (+ b 1)) :from(u) :where (= "
            "x.c u.c))");
    ck_dump("update t set a = 1", "(update t (set a 1))");
    ck_dump("delete from t x using u where x.a = u.a returning *",
            "(delete t :as x :using(u) :where (= x.a u.a))");
    ck_dump("explain select 1", "(explain (select 1))");
    ck_dump("explain analyze verbose select 1",
            "(explain-analyze (select 1))");
    ck_dump("explain (costs off, analyze) select 1",
            "(explain-analyze (select 1))");
    ck_dump("explain (analyze false, format json) select 1",
            "(explain (select 1))");
    ck_dump("explain (costs off) update t set a = 1",
            "(explain (update t (set a 1)))");
}
END_TEST

/* Session statements (issue 16): search_path settings, schemas,
   transactions, REFRESH. */
START_TEST(test_parser_session)
{
    ck_dump("SET search_path = a, \"B\", '$user'",
            "(session 0 :path(a B $user))");
    ck_dump("set local search_path to default", "(session 0 :local)");
    ck_dump("RESET search_path", "(session 0)");
    ck_dump("SELECT pg_catalog.set_config('search_path', '', false)",
            "(session 0)");
    ck_dump("select set_config('search_path', ' x , \"Y z\",pg_temp', true)",
            "(session 0 :local :path(x Y z pg_temp))");
    ck_dump("create schema if not exists s authorization bob",
            "(session 1 s)");
    ck_dump("create schema authorization bob", "(session 1 bob)");
    ck_dump("begin isolation level serializable", "(session 2)");
    ck_dump("start transaction", "(session 2)");
    ck_dump("end transaction", "(session 3)");
    ck_dump("prepare transaction 'x'", "(session 15 x)");
    ck_dump("commit prepared 'x'", "(session 16 x)");
    ck_dump("rollback prepared 'x'", "(session 17 x)");
    ck_dump("abort", "(session 4)");
    ck_dump("savepoint s1", "(session 5 s1)");
    ck_dump("rollback work to savepoint s1", "(session 6 s1)");
    ck_dump("release s1", "(session 7 s1)");
    ck_dump("refresh materialized view concurrently s.mv with data",
            "(session 8)");
    ck_dump("drop schema if exists a, b cascade", "(session 9 :path(a b))");
    ck_dump("drop extension if exists x, y cascade", "(session 11 :path(x y))");
    ck_dump("drop domain if exists d, e cascade", "(session 12 :path(d e))");
}
END_TEST

START_TEST(test_parser_skipped)
{
    static const struct {
        const char *sql, *what;
    } cases[] = {
        {"SET work_mem = '4MB'", "SET"},
        {"reset all", "RESET"},
        {"COMMENT ON TABLE t IS 'x'", "COMMENT"},
        {"grant select on t to bob", "GRANT"},
        {"revoke all on t from bob", "REVOKE"},
        {"alter sequence s owner to bob", "ALTER SEQUENCE"},
        {"alter index i rename to j", "ALTER INDEX"},
        {"create unique index i on t (a)", "CREATE INDEX"},
        {"create index concurrently i on t (a)", "CREATE INDEX"},
        {"create sequence s", "CREATE SEQUENCE"},
        {"create schema s create table t (a int)", "CREATE SCHEMA"},
        {"create or replace procedure f() as $$ select 1; $$ "
         "language sql", "CREATE PROCEDURE"},
        {"create function f returns int", "CREATE FUNCTION"},
        {"create type ty as range (subtype = int)", "CREATE TYPE"},
        {"create type ty", "CREATE TYPE"},
        {"create trigger tr after insert on t execute function f()",
         "CREATE TRIGGER"},
        {"create statistics s on a, b from t", "CREATE STATISTICS"},
        {"commit and chain", "COMMIT"},
        {"drop schema public", "DROP SCHEMA"},
        {"analyze t", "ANALYZE"},
        {"analyse t", "ANALYZE"},
        {"vacuum t", "VACUUM"},
        {"checkpoint", "CHECKPOINT"},
        {"drop index i", "DROP INDEX"},
        {"prepare q as select 1", "PREPARE"},
        {"explain (costs off) execute q(1)", "EXPLAIN EXECUTE"},
        {"SELECT pg_catalog.set_config('work_mem', '4MB', false)",
         "SELECT pg_catalog.set_config"},
        {"SELECT pg_catalog.setval('s', 1, true)", "SELECT pg_catalog.setval"},
        {"SELECT * FROM pg_catalog.pg_restore_attribute_stats('relname', "
         "'t')", "SELECT pg_catalog.pg_restore_attribute_stats"},
    };

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ast *n = NULL;
        qprop_error err;

        ck_assert_msg(parse1(cases[i].sql, &n, &err) == QPROP_OK, "%s: %s",
                      cases[i].sql, err.message);
        ck_assert_msg(n->kind == AST_SKIPPED, "%s: not skipped",
                      cases[i].sql);
        ck_assert_str_eq(n->skipped.what, cases[i].what);
        ck_assert_int_eq(n->loc, 0);
        ck_assert_int_eq(n->end, (int)strlen(cases[i].sql));
    }
    /* quoted, a name is not a keyword */
    ck_dump("select \"set\" from t", "(select set :from(t))");
}
END_TEST

/* CREATE FUNCTION / AGGREGATE / OPERATOR: the signature from the tokens */
START_TEST(test_parser_routines)
{
    ck_dump("create or replace function s.f(a int, b text DEFAULT 'x', "
            "OUT c int, double precision) returns numeric(10,2) "
            "language sql stable strict as $$ select 1; $$",
            "(create-function s.f \"a int\" \"b text\" "
            "\"double precision\" :returns \"numeric(10,2)\" "
            ":volatility s :strict)");
    ck_dump("CREATE FUNCTION g(VARIADIC xs integer[]) RETURNS SETOF "
            "character varying LANGUAGE plpgsql IMMUTABLE AS 'x'",
            "(create-function g \"xs integer[]\" :returns "
            "\"character varying\" :setof :volatility i :variadic)");
    ck_dump("create function h() returns table (a int, b text) as 'x' "
            "language sql returns null on null input",
            "(create-function h :returns \"record\" :setof :volatility v "
            ":strict)");
    ck_dump("CREATE AGGREGATE public.agg(numeric) (SFUNC = numeric_add, "
            "STYPE = numeric, FINALFUNC = f)",
            "(create-aggregate public.agg \"numeric\" :returns "
            "\"numeric\" :volatility v)");
    ck_dump("create operator public.=== (leftarg = int4, rightarg = int4, "
            "procedure = int4eq, commutator = ===, hashes)",
            "(create-operator public.=== :returns \"\" :volatility v)");
}
END_TEST

START_TEST(test_parser_relstats)
{
    ck_dump("SELECT * FROM pg_catalog.pg_restore_relation_stats('version', "
            "'180000'::integer, 'schemaname', 'public', 'relname', 'big', "
            "'relpages', '10'::integer, 'reltuples', '20000'::real, "
            "'relallvisible', '0'::integer)",
            "(relstats public big 20000)");
    ck_dump("select pg_restore_relation_stats('relname', 'small', "
            "'reltuples', 1.5e3)",
            "(relstats nil small 1500)");
    ck_dump("select pg_catalog.pg_restore_relation_stats('relname', 't', "
            "'reltuples', '-1'::real)",
            "(relstats nil t -1)");
    ck_dump("select pg_restore_relation_stats('relname', 't')",
            "(relstats nil t -1)");
    /* another shape goes to the grammar, as a function call */
    ck_dump("select pg_restore_relation_stats(x) from t",
            "(select (pg_restore_relation_stats x) :from(t))");
}
END_TEST

/* ---- core: positions, several statements, parser_parse_query ---- */

START_TEST(test_parser_positions)
{
    const char *sql = "  SELECT a + 1 AS x FROM t AS u WHERE b IN (1, 2);";
    ast *n = NULL, *tg, *e, *from, *w;
    qprop_error err;

    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    ck_assert_int_eq(n->loc, 2);
    ck_assert_int_eq(n->end, 49);
    tg = list_nth(n->select.targets, 0);
    ck_assert_int_eq(tg->loc, 9);
    ck_assert_int_eq(tg->end, 19);
    e = tg->target.expr;
    ck_assert_int_eq(e->kind, AST_OP);
    ck_assert_int_eq(e->loc, 9);
    ck_assert_int_eq(e->end, 14);
    ck_assert_int_eq(e->op.right->loc, 13);
    ck_assert_int_eq(e->op.right->end, 14);
    from = list_nth(n->select.from, 0);
    ck_assert_int_eq(from->loc, 25);
    ck_assert_int_eq(from->end, 31);
    ck_assert_int_eq(from->rangevar.alias->loc, 27);
    w = n->select.where;
    ck_assert_int_eq(w->loc, 38);
    ck_assert_int_eq(w->end, 49);

    /* a view's query spans its text, WITH and ORDER BY included */
    sql = "create view v as with q as (select 1) select * from q order by 1;";
    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    ck_assert_int_eq(n->kind, AST_CREATE_VIEW);
    ck_assert_int_eq(n->view.query->loc, 17);
    ck_assert_int_eq(n->view.query->end, (int)strlen(sql) - 1);
}
END_TEST

START_TEST(test_parser_statements_and_recovery)
{
    const char *sql =
        "-- leading comment\n"
        "select 1;;\n"
        "select from from;  /* bad */\n"
        "\\set x 1\n"
        "select 'unterminated ; select 2;\n";
    const char *sql2 =
        "select 1; select (; select 3 /* c */ ; create tabel t (a int);\n"
        "select 4";
    parser *p = parser_new(sql, strlen(sql), 0);
    ast *n;
    int loc;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_int_eq(loc, 19);
    ck_assert_str_eq(dump_node(n), "(select 1)");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ESYNTAX);
    ck_assert_ptr_null(n);
    ck_assert_int_eq(loc, 30);
    ck_assert_str_eq(err.message, "syntax error at or near \"from\"");
    ck_assert_int_eq(err.offset, 42);
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ESYNTAX);
    ck_assert_str_eq(err.message, "unterminated quoted string");
    ck_assert_int_eq(err.offset, 75);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);

    p = parser_new(sql2, strlen(sql2), 0);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ESYNTAX);
    ck_assert_str_eq(err.message, "syntax error at end of input");
    ck_assert_int_eq(err.offset, 18);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 3)");
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ESYNTAX);
    ck_assert_str_eq(err.message, "syntax error at or near \"tabel\"");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 4)");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);

    /* only blanks and comments */
    p = parser_new(" -- x\n /* y */ ;\n", 17, 0);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);
    p = parser_new("", 0, 0);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);
}
END_TEST

START_TEST(test_parser_meta_commands)
{
    const char *sql = "\\set ON_ERROR_STOP on\nselect 1\n\\gset\nselect 2;\n"
                      "\\d t\n";
    parser *p = parser_new(sql, strlen(sql), 0);
    ast *n;
    int loc;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 1)");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 2)");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);
}
END_TEST

/* COPY ... FROM stdin: psql's data lines, up to "\\.", are skipped */
START_TEST(test_parser_copy_data)
{
    const char *sql = "copy t (a, b) from stdin;\n1\tx;y\n2\t'\n\\.\n"
                      "select 1;\ncopy t from stdin;\n3\t\"\n";
    parser *p = parser_new(sql, strlen(sql), 0);
    ast *n;
    int loc;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(skipped \"COPY\")");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 1)");
    ck_assert_int_eq(loc, 39);
    ck_assert_int_eq(n->loc, 39);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(skipped \"COPY\")");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);
}
END_TEST

START_TEST(test_parser_parse_query)
{
    ast *n = NULL;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_parse_query("select a from t", 15, 0, &A, &n,
                                        &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select a :from(t))");
    /* a length, not a NUL, ends the text */
    ck_assert_int_eq(parser_parse_query("select 1;garbage", 8, 0, &A, &n,
                                        &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 1)");
    ck_assert_int_eq(parser_parse_query("select 1;", 9, 0, &A, &n, &err),
                     QPROP_OK);
    ck_assert_int_eq(parser_parse_query("select 1; select 2", 18, 0, &A, &n,
                                        &err), QPROP_ESYNTAX);
    ck_assert_ptr_null(n);
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_parse_query("drop table t", 12, 0, &A, &n,
                                        &err), QPROP_ESYNTAX);
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_parse_query("select (", 8, 0, &A, &n, &err),
                     QPROP_ESYNTAX);
    ck_assert_str_eq(err.message, "syntax error at end of input");
    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_parse_query("  ", 2, 0, &A, &n, &err),
                     QPROP_ESYNTAX);
}
END_TEST

/* ---- limits ---- */

/* "<prefix><unit x n><suffix>" in A */
static char *
repeat(const char *prefix, const char *unit, int n, const char *suffix)
{
    size_t pl = strlen(prefix), ul = strlen(unit), sl = strlen(suffix);
    char *s = arena_alloc(&A, pl + ul * (size_t)n + sl + 1), *o = s;

    ck_assert_ptr_nonnull(s);
    memcpy(o, prefix, pl);
    o += pl;
    for (int i = 0; i < n; i++, o += ul)
        memcpy(o, unit, ul);
    memcpy(o, suffix, sl + 1);
    return s;
}

START_TEST(test_parser_deep_parentheses)
{
    char *open = repeat("select ", "(", 10000, "1");
    char *sql = repeat(open, ")", 10000, "; select 2");
    parser *p = parser_new(sql, strlen(sql), 1000);
    ast *n;
    int loc;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ELIMIT);
    ck_assert_str_eq(err.message, "nesting too deep: more than 1000 levels");
    ck_assert_int_eq(err.offset, 7 + 1000);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 2)");
    parser_free(p);

    /* within the limit */
    open = repeat("select ", "(", 500, "1");
    sql = repeat(open, ")", 500, "");
    ck_assert_str_eq(dump_sql(sql), "(select 1)");
    /* nested subqueries count too */
    sql = repeat("select ", "(select ", 2000, "1");
    expect_error(sql, QPROP_ELIMIT, -2, NULL);
}
END_TEST

START_TEST(test_parser_deep_unary)
{
    /* no parentheses: Bison's own stack limit stops these */
    expect_error(repeat("select ", "- ", 200000, "1"), QPROP_ELIMIT, -2,
                 "nesting too deep: expression is too complex to parse");
    expect_error(repeat("select ", "not ", 100000, "true"), QPROP_ELIMIT, -2,
                 NULL);
    expect_error(repeat("select ", "case when true then ", 20000, "1"),
                 QPROP_ELIMIT, -2, NULL);
}
END_TEST

START_TEST(test_parser_long_chains)
{
    /* left-deep chains need no stack: they parse, and dump safely */
    char *sql = repeat("select ", "1 + ", 100000, "1");
    ast *n = NULL;
    qprop_error err;
    const char *d;

    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    d = dump_node(n);
    ck_assert_ptr_nonnull(strstr(d, "..."));
    sql = repeat("select 1 where ", "a = 1 or ", 50000, "true");
    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    n = n->select.where;
    ck_assert_int_eq(n->kind, AST_BOOL);
    ck_assert_int_eq(list_len(n->boolx.args), 50001);
}
END_TEST

START_TEST(test_parser_long_tokens)
{
    char *ident = repeat("", "a", 1000000, "");
    char *sql = arena_printf(&A, "select %s from \"%s\"", ident, ident);
    ast *n = NULL, *c;
    qprop_error err;
    char *utf8;

    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    c = ((ast *)list_nth(n->select.targets, 0))->target.expr;
    ck_assert_int_eq((int)strlen(c->colref.part[0]), 63);
    c = list_nth(n->select.from, 0);
    ck_assert_int_eq((int)strlen(c->rangevar.name.part[0]), 63);
    /* truncation never splits a UTF-8 character (é is 2 bytes) */
    utf8 = repeat("select ", "\xc3\xa9", 40, "");
    ck_assert_int_eq(parse1(utf8, &n, &err), QPROP_OK);
    c = ((ast *)list_nth(n->select.targets, 0))->target.expr;
    ck_assert_int_eq((int)strlen(c->colref.part[0]), 62);
    /* a 1 MB string and a 1 MB operator run finish quickly */
    sql = repeat("select '", "x", 1000000, "'");
    ck_assert_int_eq(parse1(sql, &n, &err), QPROP_OK);
    sql = repeat("select 1 ", "+-", 500000, " 1");
    parse1(sql, &n, &err);
    sql = repeat("select 1 ", "<", 1000000, " 1");
    ck_assert_int_ne(parse1(sql, &n, &err), QPROP_OK);
}
END_TEST

/* Under a memory limit every statement ends in OK or ENOMEM. */
START_TEST(test_parser_out_of_memory)
{
    char *sql = repeat("select a, b from t where ", "x in (1, 2, 'abc') and ",
                       3000, "true; select 1");

    for (size_t limit = 1; limit < 600 * 1024; limit = limit * 2 + 1) {
        parser *p = parser_new(sql, strlen(sql), 0);
        arena a;
        ast *n;
        int loc;
        qprop_error err;
        qprop_status st;

        ck_assert_ptr_nonnull(p);
        arena_init(&a, limit);
        memset(&err, 0, sizeof err);
        st = parser_next(p, &a, &n, &loc, &err);
        ck_assert_msg(st == QPROP_OK || st == QPROP_ENOMEM,
                      "limit %zu: status %d %s", limit, (int)st, err.message);
        if (st == QPROP_ENOMEM)
            ck_assert_str_eq(err.message, "out of memory");
        arena_destroy(&a);
        arena_init(&a, 0);
        memset(&err, 0, sizeof err);
        ck_assert_int_eq(parser_next(p, &a, &n, &loc, &err), QPROP_OK);
        arena_destroy(&a);
        parser_free(p);
    }
}
END_TEST

/* ---- errors ---- */

START_TEST(test_parser_syntax_errors)
{
    expect_error("select * frm t", QPROP_ESYNTAX, 9,
                 "syntax error at or near \"frm\"");
    expect_error("select 1 +", QPROP_ESYNTAX, 10,
                 "syntax error at end of input");
    expect_error("select 1 +;", QPROP_ESYNTAX, 10,
                 "syntax error at end of input");
    expect_error("select 'a' 'b'", QPROP_ESYNTAX, 11,
                 "syntax error at or near \"'b'\"");
    expect_error("select a from t where", QPROP_ESYNTAX, 21,
                 "syntax error at end of input");
    expect_error("select a < b = c", QPROP_ESYNTAX, 13,
                 "syntax error at or near \"=\"");
    expect_error("select { from t", QPROP_ESYNTAX, 7,
                 "syntax error at or near \"{\"");
    expect_error("frobnicate the database", QPROP_ESYNTAX, 0,
                 "syntax error at or near \"frobnicate\"");
    expect_error("select a from t limit 1, 2", QPROP_ESYNTAX, 16,
                 "LIMIT #,# syntax is not supported");
    expect_error("(select 1 order by 1) order by 1", QPROP_ESYNTAX, 0,
                 "multiple ORDER BY clauses not allowed");
    expect_error("(select 1 limit 1) limit 2", QPROP_ESYNTAX, 19,
                 "multiple LIMIT clauses not allowed");
    expect_error("select a.b.c.d.e", QPROP_ESYNTAX, 7,
                 "improper qualified name (too many dotted names)");
    expect_error("select sum(x) over (rows unbounded following)",
                 QPROP_ESYNTAX, 25,
                 "frame start cannot be UNBOUNDED FOLLOWING");
    expect_error("select sum(x) over (rows between current row and 1 "
                 "preceding)", QPROP_ESYNTAX, 49,
                 "frame starting from current row cannot have preceding "
                 "rows");
    expect_error("select $99999999999", QPROP_ESYNTAX, 7,
                 "parameter number too large");
    expect_error("select \"\"", QPROP_ESYNTAX, 7,
                 "zero-length delimited identifier");
}
END_TEST

START_TEST(test_parser_lexical_errors)
{
    /* unterminated constructs are reported at their start */
    expect_error("select 'abc", QPROP_ESYNTAX, 7, "unterminated quoted string");
    expect_error("select E'abc\\'", QPROP_ESYNTAX, 7,
                 "unterminated quoted string");
    expect_error("select \"abc", QPROP_ESYNTAX, 7,
                 "unterminated quoted identifier");
    expect_error("select 1 /* a /* b */", QPROP_ESYNTAX, 9,
                 "unterminated /* comment");
    expect_error("select $x$abc$y$", QPROP_ESYNTAX, 7,
                 "unterminated dollar-quoted string");
    expect_error("select E'\\u12'", QPROP_ESYNTAX, 9,
                 "invalid Unicode escape");
    expect_error("select E'\\x00'", QPROP_ESYNTAX, 7,
                 "invalid byte sequence for encoding \"UTF8\" in escape "
                 "string");
}
END_TEST

START_TEST(test_parser_bad_bytes)
{
    static const char nul[] = "select 1;\nselect 'a\0b';\nselect 3;";
    static const char bad[] = "select 'caf\xe9';";
    static const char ctl[] = "select \x01;";
    static const char cmt[] = "select 1 -- \xff\xfe\n;";
    parser *p = parser_new(nul, sizeof nul - 1, 0);
    ast *n;
    int loc;
    qprop_error err;

    memset(&err, 0, sizeof err);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_ESYNTAX);
    ck_assert_str_eq(err.message, "invalid byte 0x00 in input");
    ck_assert_int_eq(err.offset, 19);
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_OK);
    ck_assert_str_eq(dump_node(n), "(select 3)");
    ck_assert_int_eq(parser_next(p, &A, &n, &loc, &err), QPROP_DONE);
    parser_free(p);

    expect_error(bad, QPROP_ESYNTAX, 11,
                 "invalid byte sequence for encoding \"UTF8\": 0xe9");
    expect_error(ctl, QPROP_ESYNTAX, 7, "invalid byte 0x01 in input");
    expect_error(cmt, QPROP_ESYNTAX, 12,
                 "invalid byte sequence for encoding \"UTF8\": 0xff");
    /* valid UTF-8 passes, in names and strings */
    ck_dump("select 'ünï' as ça", "(select (as 'ünï' ça))");
}
END_TEST

static Suite *
parser_suite(void)
{
    Suite *s = suite_create("parser");
    TCase *core = tcase_create("core");
    TCase *limits = tcase_create("limits");
    TCase *errors = tcase_create("errors");

    tcase_add_checked_fixture(core, setup, teardown);
    tcase_add_checked_fixture(limits, setup, teardown);
    tcase_add_checked_fixture(errors, setup, teardown);
    tcase_set_timeout(core, 60);
    tcase_set_timeout(limits, 60);

    tcase_add_test(core, test_parser_operator_precedence);
    tcase_add_test(core, test_parser_predicates);
    tcase_add_test(core, test_parser_expression_forms);
    tcase_add_test(core, test_parser_function_calls);
    tcase_add_test(core, test_parser_routines);
    tcase_add_test(core, test_parser_typed_literals);
    tcase_add_test(core, test_parser_keywords_as_names);
    tcase_add_test(core, test_parser_keyword_table);
    tcase_add_test(core, test_parser_set_operations);
    tcase_add_test(core, test_parser_select_clauses);
    tcase_add_test(core, test_parser_joins);
    tcase_add_test(core, test_parser_create_table);
    tcase_add_test(core, test_parser_view_drop_alter);
    tcase_add_test(core, test_parser_dml_explain);
    tcase_add_test(core, test_parser_skipped);
    tcase_add_test(core, test_parser_session);
    tcase_add_test(core, test_parser_relstats);
    tcase_add_test(core, test_parser_positions);
    tcase_add_test(core, test_parser_statements_and_recovery);
    tcase_add_test(core, test_parser_meta_commands);
    tcase_add_test(core, test_parser_copy_data);
    tcase_add_test(core, test_parser_parse_query);

    tcase_add_test(limits, test_parser_deep_parentheses);
    tcase_add_test(limits, test_parser_deep_unary);
    tcase_add_test(limits, test_parser_long_chains);
    tcase_add_test(limits, test_parser_long_tokens);
    tcase_add_test(limits, test_parser_out_of_memory);

    tcase_add_test(errors, test_parser_syntax_errors);
    tcase_add_test(errors, test_parser_lexical_errors);
    tcase_add_test(errors, test_parser_bad_bytes);

    suite_add_tcase(s, core);
    suite_add_tcase(s, limits);
    suite_add_tcase(s, errors);
    return s;
}

int
main(void)
{
    SRunner *sr = srunner_create(parser_suite());
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
