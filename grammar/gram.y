/* SPDX-License-Identifier: MIT */
/*
 * grammar/gram.y — the SQL grammar: tokens of one statement to an AST
 *
 * A pure Bison parser over the token array that parser.c collects for one
 * statement (see parser_int.h); its yylex hands out those tokens and does
 * the one-token lookahead PostgreSQL's grammar needs (NOT_LA, NULLS_LA,
 * WITH_LA).  The rules follow PostgreSQL's gram.y for the statements qprop
 * models (queries, CREATE/DROP TABLE and VIEW, some ALTER TABLE, INSERT,
 * UPDATE, DELETE, EXPLAIN); statements qprop skips never reach it.
 * Actions only build nodes (src/ast/ast.h) in the statement's arena; names
 * are not resolved here.  Every node gets the byte range of its rule.
 *
 * Errors: a syntax error is reported PostgreSQL-style at the offending
 * token (yyreport_syntax_error); nesting deeper than the parser's limit
 * is QPROP_ELIMIT (counted in yylex, and Bison's own stack is capped by
 * YYMAXDEPTH); out of memory aborts the parse through YYNOMEM.
 */
%define api.pure full
%define api.prefix {qpropyy}
%define api.location.type {qprop_loc}
%define parse.error custom
%expect 0
%locations
%param {parse_ctx *pc}
%initial-action { @$.start = -1; @$.end = -1; }

%code requires {
#include "grammar/parser_int.h"
}

%code provides {
int qpropyylex(QPROPYYSTYPE *lval, qprop_loc *lloc, parse_ctx *pc);
}

%code {
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/error.h"

#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
/* Bison's custom error reporting defines helpers qprop does not call */
#pragma GCC diagnostic ignored "-Wunused-function"
#endif

/* Bison's own stack: far above any sane query, bounded for hostile ones. */
#define YYMAXDEPTH 10000
#define YYINITDEPTH 200

/* The range of a rule: from its first to its last non-empty symbol. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                         \
    do {                                                                    \
        int s_ = -1, e_ = -1;                                               \
        for (int i_ = 1; i_ <= (N); i_++) {                                 \
            if (YYRHSLOC(Rhs, i_).start >= 0) {                             \
                if (s_ < 0)                                                 \
                    s_ = YYRHSLOC(Rhs, i_).start;                           \
                e_ = YYRHSLOC(Rhs, i_).end;                                 \
            }                                                               \
        }                                                                   \
        (Cur).start = s_;                                                   \
        (Cur).end = e_;                                                     \
    } while (0)

/* A new node of 'kind' spanning location 'l' into 'var'; abort on OOM. */
#define MK(var, kind, l)                                                    \
    do {                                                                    \
        if (!((var) = ast_new(pc->a, (kind), (l).start, (l).end)))          \
            YYNOMEM;                                                        \
    } while (0)
/* Append 'item' to list 'lst'; abort on OOM. */
#define PUSH(lst, item)                                                     \
    do {                                                                    \
        if (!list_push(pc->a, &(lst), (item)))                              \
            YYNOMEM;                                                        \
    } while (0)
/* Check an allocation made by a helper. */
#define CHK(x)                                                              \
    do {                                                                    \
        if (!(x))                                                           \
            YYNOMEM;                                                        \
    } while (0)
/* Report a syntax error found by an action and abort the parse. */
#define FAIL(off, ...)                                                      \
    do {                                                                    \
        gram_error(pc, QPROP_ESYNTAX, (off), __VA_ARGS__);                  \
        YYABORT;                                                            \
    } while (0)

/* LIMIT / OFFSET / FETCH gathered before they go into the select. */
typedef struct sel_limit {
    ast *limit;        /* LIMIT n or FETCH FIRST n; NULL for LIMIT ALL */
    ast *offset;       /* or NULL */
    bool with_ties;    /* FETCH ... WITH TIES */
    int loc;           /* of the clause, for errors */
} sel_limit;

static void gram_error(parse_ctx *pc, qprop_status code, int offset,
                       const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static ast *mk_const(parse_ctx *pc, ast_const_kind k, const char *s,
                     qprop_loc l);
static ast *mk_op(parse_ctx *pc, const char *op, ast *l, ast *r,
                  qprop_loc loc);
static ast *mk_bool(parse_ctx *pc, ast_bool_op op, ast *l, ast *r,
                    qprop_loc loc);
static int set_named_args(parse_ctx *pc, ast *f);
static int set_variadic_arg(parse_ctx *pc, ast *f);
static ast *mk_func(parse_ctx *pc, const char *name, list *args,
                    qprop_loc loc);
static list *interval_prec(parse_ctx *pc, int q, qprop_loc loc);
static ast *mk_typename(parse_ctx *pc, const char *name, list *mods,
                        qprop_loc loc);
static ast *mk_sublink(parse_ctx *pc, ast_sublink_kind k, ast *test,
                       const char *op, ast *query, qprop_loc loc);
static ast_name *mk_name(parse_ctx *pc, list *parts, int loc);
static ast_alias *mk_alias(parse_ctx *pc, const char *name, list *cols,
                           int loc);
static ast *mk_select(parse_ctx *pc, qprop_loc loc);
static ast *mk_recursive_view(parse_ctx *pc, const ast_name *name, list *cols,
                              ast *q, qprop_loc loc);
static int reloption_true(const char *v);
static int reloption_bit(const char *name);
static ast *mk_setop(parse_ctx *pc, ast_setop op, bool all, ast *l,
                     ast *r, qprop_loc loc);
static int set_sort_limit(parse_ctx *pc, ast *sel, list *order,
                          sel_limit *lim, qprop_loc loc);
static int set_with(parse_ctx *pc, ast *sel, ast *with, qprop_loc loc);
static ast *mk_join(parse_ctx *pc, ast_join_kind k, bool natural, ast *l,
                    ast *r, ast *qual, qprop_loc loc);
static list *grouping_items(parse_ctx *pc, list *items);
static ast *mk_colref(parse_ctx *pc, const char *first, list *rest,
                      qprop_loc loc);
static ast *range_bound_value(ast *v);
static ast *mk_slice(parse_ctx *pc, ast *n, ast *lo, ast *hi, qprop_loc loc);
static ast *mk_field(parse_ctx *pc, const char *name, qprop_loc loc);
static ast *fold_indirection(parse_ctx *pc, ast *arg, list *ind, int start);
static ast *mk_booltest(parse_ctx *pc, ast *arg, ast_booltest_kind bt,
                        qprop_loc loc);
static ast *mk_json_pred(parse_ctx *pc, ast *arg, const char *pred,
                         qprop_loc loc);
static ast *mk_like(parse_ctx *pc, ast_like_kind k, bool is_not, ast *arg,
                    ast *pat, ast *esc, qprop_loc loc);
static ast *mk_between(parse_ctx *pc, ast *arg, ast *lo, ast *hi,
                       bool is_not, bool symmetric, qprop_loc loc);
static ast *mk_in(parse_ctx *pc, ast *arg, ast *rhs, bool is_not,
                  qprop_loc loc);
static ast *mk_svf(parse_ctx *pc, const char *name, const char *digits,
                   qprop_loc dloc, qprop_loc loc);
static ast *mk_typename1(parse_ctx *pc, const char *name,
                         const char *digits, qprop_loc dloc, qprop_loc loc);
static const char *tz_name(const char *base, int tz);
static char *lower_dup(parse_ctx *pc, const char *s);
static colcons *mk_cc(parse_ctx *pc, int kind);
static ast *alter_stmt(parse_ctx *pc, list *cmds, int start, int end);
static tabelem *mk_te(parse_ctx *pc, int kind, list *cols, int loc);
static int fill_create(parse_ctx *pc, ast *n, list *elems);
static void from_alias_error(parse_ctx *pc, const ast *q, int loc);
static void syntax_error_from(parse_ctx *pc, int off, const char *what,
                              int since);
static int fb_start(int b);
static int fb_end(int b);

/* Kinds of frame bound, in the .frame of frame_bound's holder. */
enum { FB_UNBOUNDED_PRECEDING = 1, FB_UNBOUNDED_FOLLOWING, FB_CURRENT_ROW,
       FB_OFFSET_PRECEDING, FB_OFFSET_FOLLOWING };
static void qpropyyerror(qprop_loc *loc, parse_ctx *pc, const char *msg);
}

%union {
    const char *str;       /* identifiers, keywords, literals, operators */
    int ival;              /* PARAM numbers, flags, small enums */
    bool bval;
    ast *node;
    list *lst;
    ast_name *qname;
    ast_alias *alias;
    colcons *cc;
    tabelem *te;
    struct sel_limit *lim;
}

/* ---- tokens ---- */
%token <str> IDENT SCONST ICONST FCONST Op
%token <str> BCONST   /* B'1010', X'1F': the binary digits */
%token <ival> PARAM
%token TYPECAST DOT_DOT COLON_EQUALS EQUALS_GREATER
%token LESS_EQUALS GREATER_EQUALS NOT_EQUALS

/* keywords (keywords.c), in its categories */
%token <str>
    ACTION ADD_P ALTER ALWAYS AT ATTACH BREADTH BY CASCADE CASCADED COMMIT
    CONFLICT CUBE CURRENT_P CYCLE DATA_P DAY_P DEFERRED DELETE_P DEPTH DETACH
    DOUBLE_P DROP ESCAPE EXCLUDE EXPLAIN FILTER FINALIZE FIRST_P
    FOLLOWING GENERATED GLOBAL GROUPS HOUR_P IDENTITY_P IF_P IMMEDIATE
    INCLUDE INDEX INHERITS INSERT KEY LAST_P LOCAL LOCKED MATCH
    MATERIALIZED MINUTE_P MONTH_P NEXT NO NOTHING NOWAIT NULLS_P OF OIDS
    OPERATOR OPTION ORDINALITY OTHERS OVER OVERRIDING PARTIAL PARTITION
    PRECEDING PRESERVE RANGE RECURSIVE RENAME REPEATABLE REPLACE RESTRICT ROLLUP
    ROWS
    SEARCH SECOND_P SET SETS SHARE SIMPLE SKIP STORED SYSTEM_P TABLESPACE TEMP
    TEMPORARY TIES TYPE_P UNBOUNDED UNKNOWN UNLOGGED UPDATE VALUE_P VARYING VIEW
    WITHIN WITHOUT YEAR_P
    ZONE
%token <str>
    BETWEEN BIGINT BOOLEAN_P CHAR_P CHARACTER COALESCE DEC DECIMAL_P
    EXISTS EXTRACT FLOAT_P GREATEST GROUPING INT_P INTEGER INTERVAL LEAST
    NULLIF NUMERIC OVERLAY POSITION PRECISION REAL ROW SMALLINT SUBSTRING
    TIME TIMESTAMP TRIM VALUES VARCHAR
%token <str>
    AUTHORIZATION BINARY COLLATION CONCURRENTLY CROSS CURRENT_SCHEMA
    FREEZE FULL ILIKE INNER_P IS ISNULL JOIN LEFT LIKE NATURAL NOTNULL
    OUTER_P OVERLAPS RIGHT SIMILAR TABLESAMPLE VERBOSE
%token <str>
    ALL ANALYSE ANALYZE AND ANY ARRAY AS ASC ASYMMETRIC BOTH CASE CAST
    CHECK COLLATE COLUMN CONSTRAINT CREATE CURRENT_CATALOG CURRENT_DATE
    CURRENT_ROLE CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER DEFAULT
    DEFERRABLE DESC DISTINCT DO ELSE END_P EXCEPT FALSE_P FETCH FOR
    FOREIGN FROM GRANT GROUP_P HAVING IN_P INITIALLY INTERSECT INTO
    LATERAL_P LEADING LIMIT LOCALTIME LOCALTIMESTAMP NOT NULL_P OFFSET ON
    ONLY OR ORDER PLACING PRIMARY REFERENCES RETURNING SELECT
    SESSION_USER SOME SYMMETRIC SYSTEM_USER TABLE THEN TO TRAILING TRUE_P
    UNION UNIQUE USER USING VARIADIC WHEN WHERE WINDOW WITH

/* made by yylex from a keyword and the token after it */
%token NOT_LA NULLS_LA WITH_LA
/* PERIOD before the last column of a foreign key's column lists
   (PostgreSQL 18; in earlier versions a name like any other) */
%token PERIOD_LA
/* JSON [VALUE|ARRAY|OBJECT|SCALAR] [WITH|WITHOUT UNIQUE [KEYS]] after IS
   [NOT], PostgreSQL 16's IS JSON predicate, as one token whose value is
   the predicate spelled out (the token reader joins them) */
%token <str> JSON_PRED

/* ---- precedence, lowest first (PostgreSQL's table) ---- */
%left       UNION EXCEPT                    /* set operations */
%left       INTERSECT                       /* binds tighter than UNION */
%left       OR
%left       AND
%precedence NOT
%nonassoc   IS ISNULL NOTNULL               /* IS NULL, IS TRUE, ... */
%nonassoc   '<' '>' '=' LESS_EQUALS GREATER_EQUALS NOT_EQUALS
%nonassoc   BETWEEN IN_P LIKE ILIKE SIMILAR NOT_LA
%precedence ESCAPE                          /* just above LIKE */
/* keywords that may be names or follow an expression: a rule marked
   %prec Op wins against them, and UNBOUNDED loses against PRECEDING */
%precedence UNBOUNDED
%precedence PARTITION RANGE ROWS GROUPS PRECEDING FOLLOWING CUBE ROLLUP
            SET
%left       Op OPERATOR                     /* other operators, || */
%left       '+' '-'
%left       '*' '/' '%'
%left       '^'
%left       AT                              /* AT TIME ZONE */
%precedence COLLATE
%precedence UMINUS                          /* unary minus and plus */
%precedence '(' ')'
%precedence TYPECAST                        /* :: */
%left       '.'
/* as join operators, left-associative among themselves; high so that
   they may also be function names */
%left       JOIN CROSS LEFT FULL RIGHT INNER_P NATURAL

/* ---- nonterminal types ---- */
%type <node> stmt SelectStmt select_no_parens select_with_parens
    select_clause simple_select values_clause with_clause cte
    PreparableStmt
%type <lst> cte_list opt_name_list name_list key_actions key_delete
%type <lst> key_action
%type <ival> opt_materialized set_quantifier OnCommitOption
%type <ival> opt_reloptions reloptions reloption_list reloption_elem
%type <str> def_arg
%type <lst> distinct_clause target_list opt_target_list from_clause
    from_list group_by_list window_clause window_def_list
    sort_clause opt_sort_clause sortby_list opt_partition_clause
    expr_list func_arg_list opt_func_args values_row
%type <node> target_el where_clause having_clause group_clause table_ref
    joined_table
    join_qual group_by_item window_def window_spec over_clause
    filter_clause sortby select_limit_value select_offset_value
    fetch_first_value frame_bound frame_clause frame_extent
%type <lim> select_limit limit_clause offset_clause
%type <ival> join_type opt_outer opt_asc_desc opt_nulls_order
    row_or_rows first_or_next opt_exclusion
%type <str> opt_existing_window_name domain_head
%type <alias> alias_clause opt_alias_clause func_alias_clause
%type <node> rowsfrom_item TableFuncElement opt_search_clause opt_cycle_clause
%type <lst> rowsfrom_list opt_col_def_list TableFuncElementList
%type <bval> opt_ordinality
%type <qname> qualified_name any_name func_name opt_class
%type <node> relation_expr relation_expr_opt_alias

%type <node> a_expr b_expr c_expr AexprConst columnref func_expr
    func_application func_expr_common case_expr case_arg case_default
    when_clause in_expr implicit_row explicit_row overlaps_row array_expr subscripts
    opt_slice_bound
    func_arg_expr
%type <lst> when_clause_list indirection array_expr_list extract_list
    field_indirection
    substr_list trim_list position_list overlay_list
%type <str> all_Op MathOp qual_Op qual_all_Op subquery_Op any_operator
    extract_arg
%type <ival> sub_type opt_symmetric

%type <node> Typename SimpleTypename GenericType NumericType
    CharacterType DatetimeType ConstTypename IntervalType
%type <lst> opt_type_modifiers opt_array_bounds
%type <ival> opt_interval interval_second opt_timezone opt_varying
%type <str> Sconst
%type <str> Iconst

%type <node> CreateStmt CreateMatViewStmt CreateDomainStmt ViewStmt DropStmt AlterTableStmt InsertStmt
    UpdateStmt DeleteStmt ExplainStmt ExplainableStmt create_head columnDef
    OptPartitionSpec part_elem PartitionBoundSpec hash_partbound_elem
    alter_table_cmd opt_with_clause insert_target insert_rest set_clause
    func_table func_expr_windowless
%type <lst> OptTableElementList TableElementList OptTypedTableElementList
    TypedTableElementList ColQualList OptInherit qualified_name_list
    part_params hash_partbound any_name_list set_clause_list using_clause
    set_multi set_target_list
    within_group_clause
%type <ival> OptTemp drop_type opt_drop_behavior explain_option_list
    explain_option explain_option_arg
%type <te> TableElement TypedTableElement TableConstraint ConstraintElem
%type <cc> ColConstraint ColConstraintElem

%type <str> ColId ColLabel BareColLabel type_function_name attr_name
    NonReservedWord unreserved_keyword col_name_keyword
    type_func_name_keyword reserved_keyword bare_label_keyword
    name opt_collate_clause

%%
/* ---- statements ---- */

top:
    stmt                            { pc->result = $1; }
    ;

stmt:
    SelectStmt
    | ExplainStmt
    | CreateStmt
    | ViewStmt
    | CreateMatViewStmt
    | CreateDomainStmt
    | DropStmt
    | AlterTableStmt
    | InsertStmt
    | UpdateStmt
    | DeleteStmt
    ;

/* ---- SELECT ---- */

/*
 * As in PostgreSQL: a select in parentheses is a select_with_parens; the
 * %prec makes "(SELECT 1) UNION ..." and "(SELECT 1)" end the same way.
 */
SelectStmt:
    select_no_parens %prec UMINUS
    | select_with_parens %prec UMINUS
    ;

select_with_parens:
    '(' select_no_parens ')'        { $$ = $2; }
    | '(' select_with_parens ')'    { $$ = $2; }
    ;

select_no_parens:
    simple_select
    | select_clause sort_clause
        {
            if (set_sort_limit(pc, $1, $2, NULL, @$) < 0)
                YYABORT;
            $$ = $1;
        }
    | select_clause opt_sort_clause select_limit opt_for_locking_clause
        {
            if (set_sort_limit(pc, $1, $2, $3, @$) < 0)
                YYABORT;
            $$ = $1;
            $$->select.locks = list_concat(pc->a, $$->select.locks, $<lst>4);
            CHK(!pc->a->failed);
        }
    | select_clause opt_sort_clause for_locking_clause opt_select_limit
        {
            if (set_sort_limit(pc, $1, $2, $<lim>4, @$) < 0)
                YYABORT;
            $$ = $1;
            $$->select.locks = list_concat(pc->a, $$->select.locks, $<lst>3);
            CHK(!pc->a->failed);
        }
    | with_clause select_clause
        {
            if (set_with(pc, $2, $1, @$) < 0)
                YYABORT;
            $$ = $2;
        }
    | with_clause select_clause sort_clause
        {
            if (set_with(pc, $2, $1, @$) < 0
                || set_sort_limit(pc, $2, $3, NULL, @$) < 0)
                YYABORT;
            $$ = $2;
        }
    | with_clause select_clause opt_sort_clause select_limit
      opt_for_locking_clause
        {
            if (set_with(pc, $2, $1, @$) < 0
                || set_sort_limit(pc, $2, $3, $4, @$) < 0)
                YYABORT;
            $$ = $2;
            $$->select.locks = list_concat(pc->a, $$->select.locks, $<lst>5);
            CHK(!pc->a->failed);
        }
    | with_clause select_clause opt_sort_clause for_locking_clause
      opt_select_limit
        {
            if (set_with(pc, $2, $1, @$) < 0
                || set_sort_limit(pc, $2, $3, $<lim>5, @$) < 0)
                YYABORT;
            $$ = $2;
            $$->select.locks = list_concat(pc->a, $$->select.locks, $<lst>4);
            CHK(!pc->a->failed);
        }
    ;

/* FOR UPDATE ... : a list of ast_lock * */
opt_for_locking_clause:
    for_locking_clause              { $<lst>$ = $<lst>1; }
    | %empty                        { $<lst>$ = NULL; }
    ;

for_locking_clause:
    for_locking_item                { $<lst>$ = NULL; PUSH($<lst>$, $<node>1); }
    | for_locking_clause for_locking_item
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<node>2); }
    ;

for_locking_item:
    for_locking_strength locked_rels_list opt_nowait_or_skip
        {
            ast_lock *l = ARENA_NEW(pc->a, ast_lock);

            CHK(l);
            l->strength = (ast_lock_strength)$<ival>1;
            l->rels = $<lst>2;
            l->wait = (ast_lock_wait)$<ival>3;
            l->loc = @$.start;
            $<node>$ = (ast *)l;
        }
    ;

for_locking_strength:
    FOR UPDATE                      { $<ival>$ = LOCK_UPDATE; }
    | FOR NO KEY UPDATE             { $<ival>$ = LOCK_NO_KEY_UPDATE; }
    | FOR SHARE                     { $<ival>$ = LOCK_SHARE; }
    | FOR KEY SHARE                 { $<ival>$ = LOCK_KEY_SHARE; }
    ;

locked_rels_list:
    OF qualified_name_list          { $<lst>$ = $<lst>2; }
    | %empty                        { $<lst>$ = NULL; }
    ;

opt_nowait_or_skip:
    NOWAIT                          { $<ival>$ = LOCK_NOWAIT; }
    | SKIP LOCKED                   { $<ival>$ = LOCK_SKIP_LOCKED; }
    | %empty                        { $<ival>$ = LOCK_WAIT; }
    ;

opt_select_limit:
    select_limit                    { $<lim>$ = $1; }
    | %empty                        { $<lim>$ = NULL; }
    ;

select_clause:
    simple_select
    | select_with_parens
    ;

simple_select:
    SELECT opt_all_clause opt_target_list from_clause where_clause
    group_clause having_clause window_clause
        {
            CHK($$ = mk_select(pc, @$));
            $$->select.targets = $3;
            $$->select.from = $4;
            $$->select.where = $5;
            if ($6) {
                $$->select.group_by = $6->select.group_by;
                $$->select.group_distinct = $6->select.group_distinct;
            }
            $$->select.having = $7;
            $$->select.windows = $8;
        }
    | SELECT distinct_clause target_list from_clause where_clause
      group_clause having_clause window_clause
        {
            CHK($$ = mk_select(pc, @$));
            $$->select.distinct = true;
            $$->select.distinct_on = $2;
            $$->select.targets = $3;
            $$->select.from = $4;
            $$->select.where = $5;
            if ($6) {
                $$->select.group_by = $6->select.group_by;
                $$->select.group_distinct = $6->select.group_distinct;
            }
            $$->select.having = $7;
            $$->select.windows = $8;
        }
    | values_clause
    | TABLE relation_expr
        {
            ast *star, *t;

            CHK($$ = mk_select(pc, @$));
            CHK(star = mk_colref(pc, "*", NULL, @1));
            MK(t, AST_TARGET, @1);
            t->target.expr = star;
            PUSH($$->select.targets, t);
            PUSH($$->select.from, $2);
        }
    | select_clause UNION set_quantifier select_clause
        { CHK($$ = mk_setop(pc, SETOP_UNION, $3 == 1, $1, $4, @$)); }
    | select_clause INTERSECT set_quantifier select_clause
        { CHK($$ = mk_setop(pc, SETOP_INTERSECT, $3 == 1, $1, $4, @$)); }
    | select_clause EXCEPT set_quantifier select_clause
        { CHK($$ = mk_setop(pc, SETOP_EXCEPT, $3 == 1, $1, $4, @$)); }
    ;

/* WITH: a holder AST_SELECT carrying .with and .with_recursive */
with_clause:
    WITH cte_list
        { CHK($$ = mk_select(pc, @$)); $$->select.with = $2; }
    | WITH_LA cte_list
        { CHK($$ = mk_select(pc, @$)); $$->select.with = $2; }
    | WITH RECURSIVE cte_list
        {
            CHK($$ = mk_select(pc, @$));
            $$->select.with = $3;
            $$->select.with_recursive = true;
        }
    ;

cte_list:
    cte                             { $$ = NULL; PUSH($$, $1); }
    | cte_list ',' cte              { $$ = $1; PUSH($$, $3); }
    ;

cte:
    name opt_name_list AS opt_materialized '(' PreparableStmt ')'
    opt_search_clause opt_cycle_clause
        {
            MK($$, AST_CTE, @$);
            if ($8)
                $$->cte = $8->cte;
            if ($9) {
                $$->cte.cycle_cols = $9->cte.cycle_cols;
                $$->cte.cycle_mark = $9->cte.cycle_mark;
                $$->cte.cycle_value = $9->cte.cycle_value;
                $$->cte.cycle_default = $9->cte.cycle_default;
                $$->cte.cycle_path = $9->cte.cycle_path;
                $$->cte.cycle_loc = $9->cte.cycle_loc;
            }
            $$->cte.name = $1;
            $$->cte.colnames = $2;
            $$->cte.materialized = $4;
            $$->cte.query = $6;
        }
    ;

/* a holder AST_CTE with the search_* fields */
opt_search_clause:
    SEARCH DEPTH FIRST_P BY name_list SET ColId
        {
            MK($$, AST_CTE, @$);
            $$->cte.search_cols = $5;
            $$->cte.search_seq = $7;
            $$->cte.search_loc = @1.start;
        }
    | SEARCH BREADTH FIRST_P BY name_list SET ColId
        {
            MK($$, AST_CTE, @$);
            $$->cte.search_cols = $5;
            $$->cte.search_breadth = true;
            $$->cte.search_seq = $7;
            $$->cte.search_loc = @1.start;
        }
    | %empty                        { $$ = NULL; }
    ;

/* a holder AST_CTE with the cycle_* fields */
opt_cycle_clause:
    CYCLE name_list SET ColId TO AexprConst DEFAULT AexprConst USING ColId
        {
            MK($$, AST_CTE, @$);
            $$->cte.cycle_cols = $2;
            $$->cte.cycle_mark = $4;
            $$->cte.cycle_value = $6;
            $$->cte.cycle_default = $8;
            $$->cte.cycle_path = $10;
            $$->cte.cycle_loc = @1.start;
        }
    | CYCLE name_list SET ColId USING ColId
        {
            MK($$, AST_CTE, @$);
            $$->cte.cycle_cols = $2;
            $$->cte.cycle_mark = $4;
            $$->cte.cycle_path = $6;
            $$->cte.cycle_loc = @1.start;
        }
    | %empty                        { $$ = NULL; }
    ;

opt_materialized:
    MATERIALIZED                    { $$ = 1; }
    | NOT MATERIALIZED              { $$ = 2; }
    | %empty                        { $$ = 0; }
    ;

PreparableStmt:
    SelectStmt
    | InsertStmt
    | UpdateStmt
    | DeleteStmt
    ;

opt_name_list:
    '(' name_list ')'               { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

name_list:
    name                            { $$ = NULL; PUSH($$, (void *)$1); }
    | name_list ',' name            { $$ = $1; PUSH($$, (void *)$3); }
    ;

name:
    ColId
    ;

set_quantifier:
    ALL                             { $$ = 1; }
    | DISTINCT                      { $$ = 2; }
    | %empty                        { $$ = 0; }
    ;

opt_all_clause:
    ALL
    | %empty
    ;

distinct_clause:
    DISTINCT                        { $$ = NULL; }
    | DISTINCT ON '(' expr_list ')' { $$ = $4; }
    ;

opt_target_list:
    target_list
    | %empty                        { $$ = NULL; }
    ;

target_list:
    target_el                       { $$ = NULL; PUSH($$, $1); }
    | target_list ',' target_el     { $$ = $1; PUSH($$, $3); }
    ;

target_el:
    a_expr AS ColLabel
        { MK($$, AST_TARGET, @$); $$->target.expr = $1; $$->target.alias = $3; }
    | a_expr BareColLabel
        { MK($$, AST_TARGET, @$); $$->target.expr = $1; $$->target.alias = $2; }
    | a_expr
        { MK($$, AST_TARGET, @$); $$->target.expr = $1; }
    | '*'
        {
            MK($$, AST_TARGET, @$);
            CHK($$->target.expr = mk_colref(pc, "*", NULL, @1));
        }
    ;

/* ---- FROM ---- */

from_clause:
    FROM from_list                  { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

from_list:
    table_ref                       { $$ = NULL; PUSH($$, $1); }
    | from_list ',' table_ref       { $$ = $1; PUSH($$, $3); }
    ;

table_ref:
    relation_expr opt_alias_clause
        { $$ = $1; $$->rangevar.alias = $2; $$->end = @$.end; }
    | relation_expr opt_alias_clause tablesample_clause
        {
            $$ = $1;
            $$->rangevar.alias = $2;
            $$->rangevar.sample = $<node>3;
            $$->end = @$.end;
        }
    | select_with_parens opt_alias_clause
        {
            if (!$2 && pc->pg_version < 16) {
                from_alias_error(pc, $1, @1.start);
                YYABORT;
            }
            MK($$, AST_RANGESUB, @$);
            $$->rangesub.query = $1;
            $$->rangesub.alias = $2;
        }
    | LATERAL_P select_with_parens opt_alias_clause
        {
            if (!$3 && pc->pg_version < 16) {
                from_alias_error(pc, $2, @2.start);
                YYABORT;
            }
            MK($$, AST_RANGESUB, @$);
            $$->rangesub.query = $2;
            $$->rangesub.alias = $3;
            $$->rangesub.lateral = true;
        }
    | func_table func_alias_clause
        {
            $$ = $<node>1;
            $$->rangefunc.alias = $2;
            $$->end = @$.end;
        }
    | LATERAL_P func_table func_alias_clause
        {
            $$ = $<node>2;
            $$->rangefunc.alias = $3;
            $$->rangefunc.lateral = true;
            $$->loc = @$.start;
            $$->end = @$.end;
        }
    | joined_table
    | '(' joined_table ')' alias_clause
        { $$ = $2; $$->join.alias = $4; $$->loc = @$.start; $$->end = @$.end; }
    ;

/* TABLESAMPLE method (args) [REPEATABLE (seed)]: a holder AST_FUNC with
   .name the method, .args the arguments and .filter the seed */
tablesample_clause:
    TABLESAMPLE func_name '(' expr_list ')' opt_repeatable_clause
        {
            MK($<node>$, AST_FUNC, @$);
            $<node>$->func.name = *$2;
            $<node>$->func.args = $4;
            $<node>$->func.filter = $<node>6;
        }
    ;

opt_repeatable_clause:
    REPEATABLE '(' a_expr ')'       { $<node>$ = $3; }
    | %empty                        { $<node>$ = NULL; }
    ;

func_table:
    func_expr_windowless opt_ordinality
        {
            MK($<node>$, AST_RANGEFUNC, @$);
            $<node>$->rangefunc.func = $<node>1;
            $<node>$->rangefunc.ordinality = $2;
        }
    | ROWS FROM '(' rowsfrom_list ')' opt_ordinality
        {
            MK($<node>$, AST_RANGEFUNC, @$);
            $<node>$->rangefunc.rows_from = $4;
            $<node>$->rangefunc.ordinality = $6;
        }
    ;

opt_ordinality:
    WITH_LA ORDINALITY              { $$ = true; }
    | %empty                        { $$ = false; }
    ;

rowsfrom_list:
    rowsfrom_item                   { $$ = NULL; PUSH($$, $1); }
    | rowsfrom_list ',' rowsfrom_item { $$ = $1; PUSH($$, $3); }
    ;

rowsfrom_item:
    func_expr_windowless opt_col_def_list
        {
            MK($$, AST_RANGEFUNC, @$);
            $$->rangefunc.func = $<node>1;
            $$->rangefunc.coldefs = $2;
        }
    ;

opt_col_def_list:
    AS '(' TableFuncElementList ')' { $$ = $3; }
    | %empty                        { $$ = NULL; }
    ;

/* a function's alias: also a column definition list "AS r(a int, ...)" */
func_alias_clause:
    alias_clause
    | AS '(' TableFuncElementList ')'
        {
            CHK($$ = mk_alias(pc, NULL, NULL, @$.start));
            $$->coldefs = $3;
        }
    | AS ColId '(' TableFuncElementList ')'
        {
            CHK($$ = mk_alias(pc, $2, NULL, @$.start));
            $$->coldefs = $4;
        }
    | ColId '(' TableFuncElementList ')'
        {
            CHK($$ = mk_alias(pc, $1, NULL, @$.start));
            $$->coldefs = $3;
        }
    | %empty                        { $$ = NULL; }
    ;

TableFuncElementList:
    TableFuncElement                { $$ = NULL; PUSH($$, $1); }
    | TableFuncElementList ',' TableFuncElement { $$ = $1; PUSH($$, $3); }
    ;

TableFuncElement:
    ColId Typename opt_collate_clause
        {
            MK($$, AST_COLUMNDEF, @$);
            $$->coldef.name = $1;
            $$->coldef.typename = $2;
            $$->coldef.collation = $3;
        }
    ;

func_expr_windowless:
    func_application                { $<node>$ = $1; }
    | func_expr_common              { $<node>$ = $1; }
    ;

joined_table:
    '(' joined_table ')'            { $$ = $2; }
    | table_ref CROSS JOIN table_ref
        { CHK($$ = mk_join(pc, AJ_CROSS, false, $1, $4, NULL, @$)); }
    | table_ref join_type JOIN table_ref join_qual
        { CHK($$ = mk_join(pc, $2, false, $1, $4, $5, @$)); }
    | table_ref JOIN table_ref join_qual
        { CHK($$ = mk_join(pc, AJ_INNER, false, $1, $3, $4, @$)); }
    | table_ref NATURAL join_type JOIN table_ref
        { CHK($$ = mk_join(pc, $3, true, $1, $5, NULL, @$)); }
    | table_ref NATURAL JOIN table_ref
        { CHK($$ = mk_join(pc, AJ_INNER, true, $1, $4, NULL, @$)); }
    ;

join_type:
    FULL opt_outer                  { $$ = AJ_FULL; }
    | LEFT opt_outer                { $$ = AJ_LEFT; }
    | RIGHT opt_outer               { $$ = AJ_RIGHT; }
    | INNER_P                       { $$ = AJ_INNER; }
    ;

opt_outer:
    OUTER_P                         { $$ = 0; }
    | %empty                        { $$ = 0; }
    ;

/* a holder AST_JOIN with .on or .using_cols */
join_qual:
    USING '(' name_list ')'
        { MK($$, AST_JOIN, @$); $$->join.using_cols = $3; }
    | USING '(' name_list ')' AS ColId
        {
            MK($$, AST_JOIN, @$);
            $$->join.using_cols = $3;
            CHK($$->join.using_alias = mk_alias(pc, $6, NULL, @6.start));
        }
    | ON a_expr
        { MK($$, AST_JOIN, @$); $$->join.on = $2; }
    ;

relation_expr:
    qualified_name
        { MK($$, AST_RANGEVAR, @$); $$->rangevar.name = *$1; }
    | qualified_name '*'
        { MK($$, AST_RANGEVAR, @$); $$->rangevar.name = *$1; }
    | ONLY qualified_name
        {
            MK($$, AST_RANGEVAR, @$);
            $$->rangevar.name = *$2;
            $$->rangevar.only = true;
        }
    | ONLY '(' qualified_name ')'
        {
            MK($$, AST_RANGEVAR, @$);
            $$->rangevar.name = *$3;
            $$->rangevar.only = true;
        }
    ;

qualified_name:
    ColId
        {
            list *l = NULL;
            PUSH(l, (void *)$1);
            CHK($$ = mk_name(pc, l, @$.start));
        }
    | ColId '.' attr_name
        {
            list *l = NULL;

            PUSH(l, (void *)$1);
            PUSH(l, (void *)$3);
            CHK($$ = mk_name(pc, l, @$.start));
        }
    | ColId '.' attr_name '.' attr_name
        {
            list *l = NULL;

            PUSH(l, (void *)$1);
            PUSH(l, (void *)$3);
            PUSH(l, (void *)$5);
            CHK($$ = mk_name(pc, l, @$.start));
        }
    ;

alias_clause:
    AS ColId '(' name_list ')'
        { CHK($$ = mk_alias(pc, $2, $4, @$.start)); }
    | AS ColId
        { CHK($$ = mk_alias(pc, $2, NULL, @$.start)); }
    | ColId '(' name_list ')'
        { CHK($$ = mk_alias(pc, $1, $3, @$.start)); }
    | ColId
        { CHK($$ = mk_alias(pc, $1, NULL, @$.start)); }
    ;

opt_alias_clause:
    alias_clause
    | %empty                        { $$ = NULL; }
    ;

where_clause:
    WHERE a_expr                    { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

/* ---- GROUP BY, HAVING, WINDOW ---- */

/* a holder AST_SELECT with .group_by and .group_distinct */
group_clause:
    GROUP_P BY set_quantifier group_by_list
        {
            CHK($$ = mk_select(pc, @$));
            $$->select.group_by = $4;
            $$->select.group_distinct = $3 == 2;
        }
    | %empty                        { $$ = NULL; }
    ;

group_by_list:
    group_by_item                   { $$ = NULL; PUSH($$, $1); }
    | group_by_list ',' group_by_item { $$ = $1; PUSH($$, $3); }
    ;

group_by_item:
    a_expr
    | '(' ')'
        { MK($$, AST_GROUPING, @$); $$->grouping.kind = GROUPING_EMPTY; }
    | CUBE '(' expr_list ')'
        {
            MK($$, AST_GROUPING, @$);
            $$->grouping.kind = GROUPING_CUBE;
            CHK($$->grouping.items = grouping_items(pc, $3));
        }
    | ROLLUP '(' expr_list ')'
        {
            MK($$, AST_GROUPING, @$);
            $$->grouping.kind = GROUPING_ROLLUP;
            CHK($$->grouping.items = grouping_items(pc, $3));
        }
    | GROUPING SETS '(' group_by_list ')'
        {
            MK($$, AST_GROUPING, @$);
            $$->grouping.kind = GROUPING_SETS;
            CHK($$->grouping.items = grouping_items(pc, $4));
        }
    ;

having_clause:
    HAVING a_expr                   { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

window_clause:
    WINDOW window_def_list          { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

window_def_list:
    window_def                      { $$ = NULL; PUSH($$, $1); }
    | window_def_list ',' window_def { $$ = $1; PUSH($$, $3); }
    ;

window_def:
    ColId AS window_spec
        { $$ = $3; $$->win.name = $1; $$->loc = @$.start; }
    ;

window_spec:
    '(' opt_existing_window_name opt_partition_clause opt_sort_clause
    frame_clause ')'
        {
            MK($$, AST_WINDOWDEF, @$);
            $$->win.refname = $2;
            $$->win.partition = $3;
            $$->win.order = $4;
            $$->win.frame = $5 ? $5->win.frame : 0;
            if ($5) {
                $$->win.start_offset = $5->win.start_offset;
                $$->win.end_offset = $5->win.end_offset;
            }
        }
    ;

/* "(w ORDER BY x)": a name before PARTITION/ORDER/ROWS... refers to a
   WINDOW clause entry; the empty rule wins against those keywords. */
opt_existing_window_name:
    ColId
    | %empty %prec Op               { $$ = NULL; }
    ;

opt_partition_clause:
    PARTITION BY expr_list          { $$ = $3; }
    | %empty                        { $$ = NULL; }
    ;

over_clause:
    OVER window_spec                { $$ = $2; $$->loc = @$.start; }
    | OVER ColId
        {
            MK($$, AST_WINDOWDEF, @$);
            $$->win.refname = $2;
            $$->win.by_name = true;
        }
    | %empty                        { $$ = NULL; }
    ;

filter_clause:
    FILTER '(' WHERE a_expr ')'     { $$ = $4; }
    | %empty                        { $$ = NULL; }
    ;

/*
 * Frames: a holder AST_WINDOWDEF with .frame and the offsets.  A single
 * bound is the start and the end is CURRENT ROW, as in PostgreSQL.
 * frame_bound yields a holder whose .frame is one of the FB_* codes.
 */
frame_clause:
    RANGE frame_extent opt_exclusion
        { $$ = $2; $$->win.frame |= FRAME_RANGE | $3; }
    | ROWS frame_extent opt_exclusion
        { $$ = $2; $$->win.frame |= FRAME_ROWS | $3; }
    | GROUPS frame_extent opt_exclusion
        { $$ = $2; $$->win.frame |= FRAME_GROUPS | $3; }
    | %empty                        { $$ = NULL; }
    ;

frame_extent:
    frame_bound
        {
            int b = $1->win.frame;

            if (b == FB_UNBOUNDED_FOLLOWING)
                FAIL(@1.start, "frame start cannot be UNBOUNDED FOLLOWING");
            if (b == FB_OFFSET_FOLLOWING)
                FAIL(@1.start, "frame starting from following row cannot "
                     "end with current row");
            $$ = $1;
            $$->win.frame = fb_start(b) | FRAME_END_CURRENT_ROW;
        }
    | BETWEEN frame_bound AND frame_bound
        {
            int s = $2->win.frame, e = $4->win.frame;

            if (s == FB_UNBOUNDED_FOLLOWING)
                FAIL(@2.start, "frame start cannot be UNBOUNDED FOLLOWING");
            if (e == FB_UNBOUNDED_PRECEDING)
                FAIL(@4.start, "frame end cannot be UNBOUNDED PRECEDING");
            if (s == FB_CURRENT_ROW && e == FB_OFFSET_PRECEDING)
                FAIL(@4.start, "frame starting from current row cannot "
                     "have preceding rows");
            if (s == FB_OFFSET_FOLLOWING
                && (e == FB_OFFSET_PRECEDING || e == FB_CURRENT_ROW))
                FAIL(@4.start, "frame starting from following row cannot "
                     "have preceding rows");
            $$ = $2;
            $$->loc = @$.start;
            $$->end = @$.end;
            $$->win.frame = FRAME_BETWEEN | fb_start(s) | fb_end(e);
            $$->win.end_offset = $4->win.start_offset;
        }
    ;

frame_bound:
    UNBOUNDED PRECEDING
        { MK($$, AST_WINDOWDEF, @$); $$->win.frame = FB_UNBOUNDED_PRECEDING; }
    | UNBOUNDED FOLLOWING
        { MK($$, AST_WINDOWDEF, @$); $$->win.frame = FB_UNBOUNDED_FOLLOWING; }
    | CURRENT_P ROW
        { MK($$, AST_WINDOWDEF, @$); $$->win.frame = FB_CURRENT_ROW; }
    | a_expr PRECEDING
        {
            MK($$, AST_WINDOWDEF, @$);
            $$->win.frame = FB_OFFSET_PRECEDING;
            $$->win.start_offset = $1;
        }
    | a_expr FOLLOWING
        {
            MK($$, AST_WINDOWDEF, @$);
            $$->win.frame = FB_OFFSET_FOLLOWING;
            $$->win.start_offset = $1;
        }
    ;

opt_exclusion:
    EXCLUDE CURRENT_P ROW           { $$ = FRAME_EXCLUDE_CURRENT_ROW; }
    | EXCLUDE GROUP_P               { $$ = FRAME_EXCLUDE_GROUP; }
    | EXCLUDE TIES                  { $$ = FRAME_EXCLUDE_TIES; }
    | EXCLUDE NO OTHERS             { $$ = 0; }
    | %empty                        { $$ = 0; }
    ;

/* ---- ORDER BY, LIMIT ---- */

sort_clause:
    ORDER BY sortby_list            { $$ = $3; }
    ;

opt_sort_clause:
    sort_clause
    | %empty                        { $$ = NULL; }
    ;

sortby_list:
    sortby                          { $$ = NULL; PUSH($$, $1); }
    | sortby_list ',' sortby        { $$ = $1; PUSH($$, $3); }
    ;

sortby:
    a_expr USING qual_all_Op opt_nulls_order
        {
            MK($$, AST_SORTBY, @$);
            $$->sortby.expr = $1;
            $$->sortby.using_op = $3;
            $$->sortby.nulls = $4;
        }
    | a_expr opt_asc_desc opt_nulls_order
        {
            MK($$, AST_SORTBY, @$);
            $$->sortby.expr = $1;
            $$->sortby.desc = $2;
            $$->sortby.nulls = $3;
        }
    ;

opt_asc_desc:
    ASC                             { $$ = 0; }
    | DESC                          { $$ = 1; }
    | %empty                        { $$ = 0; }
    ;

opt_nulls_order:
    NULLS_LA FIRST_P                { $$ = 1; }
    | NULLS_LA LAST_P               { $$ = 2; }
    | %empty                        { $$ = 0; }
    ;

select_limit:
    limit_clause offset_clause
        { $$ = $1; $$->offset = $2->offset; }
    | offset_clause limit_clause
        { $$ = $2; $$->offset = $1->offset; }
    | limit_clause
    | offset_clause
    ;

limit_clause:
    LIMIT select_limit_value
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            $$->limit = $2;
            $$->loc = @$.start;
        }
    | LIMIT select_limit_value ',' select_offset_value
        {
            gram_error(pc, QPROP_ESYNTAX, @$.start,
                       "LIMIT #,# syntax is not supported");
            if (pc->err)
                snprintf(pc->err->hint, sizeof pc->err->hint,
                         "Use separate LIMIT and OFFSET clauses.");
            YYABORT;
        }
    | FETCH first_or_next fetch_first_value row_or_rows ONLY
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            $$->limit = $3;
            $$->loc = @$.start;
        }
    | FETCH first_or_next fetch_first_value row_or_rows WITH TIES
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            $$->limit = $3;
            $$->with_ties = true;
            $$->loc = @$.start;
        }
    | FETCH first_or_next row_or_rows ONLY
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            CHK($$->limit = mk_const(pc, CONST_INT, "1", @$));
            $$->loc = @$.start;
        }
    | FETCH first_or_next row_or_rows WITH TIES
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            CHK($$->limit = mk_const(pc, CONST_INT, "1", @$));
            $$->with_ties = true;
            $$->loc = @$.start;
        }
    ;

offset_clause:
    OFFSET select_offset_value
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            $$->offset = $2;
            $$->loc = @$.start;
        }
    | OFFSET fetch_first_value row_or_rows
        {
            CHK($$ = ARENA_NEW(pc->a, sel_limit));
            $$->offset = $2;
            $$->loc = @$.start;
        }
    ;

/* LIMIT ALL is no limit */
select_limit_value:
    a_expr
    | ALL                           { $$ = NULL; }
    ;

select_offset_value:
    a_expr
    ;

fetch_first_value:
    c_expr
    | '+' ICONST
        { CHK($$ = mk_const(pc, CONST_INT, $2, @$)); }
    | '+' FCONST
        { CHK($$ = mk_const(pc, CONST_NUMERIC, $2, @$)); }
    | '-' ICONST
        {
            ast *c;

            CHK(c = mk_const(pc, CONST_INT, $2, @2));
            CHK($$ = mk_op(pc, "-", NULL, c, @$));
        }
    | '-' FCONST
        {
            ast *c;

            CHK(c = mk_const(pc, CONST_NUMERIC, $2, @2));
            CHK($$ = mk_op(pc, "-", NULL, c, @$));
        }
    ;

row_or_rows:
    ROW                             { $$ = 0; }
    | ROWS                          { $$ = 0; }
    ;

first_or_next:
    FIRST_P                         { $$ = 0; }
    | NEXT                          { $$ = 0; }
    ;

/* ---- VALUES ---- */

values_clause:
    VALUES values_row
        { CHK($$ = mk_select(pc, @$)); PUSH($$->select.values, $2); }
    | values_clause ',' values_row
        { $$ = $1; $$->end = @$.end; PUSH($$->select.values, $3); }
    ;

values_row:
    '(' expr_list ')'               { $$ = $2; }
    ;

/* ---- expressions ---- */

/*
 * a_expr is the full expression; b_expr leaves out the boolean operators
 * and the IN/LIKE/BETWEEN family where they would be ambiguous (BETWEEN's
 * lower bound, column DEFAULT, POSITION); c_expr is what both share.
 */
a_expr:
    c_expr
    | a_expr TYPECAST Typename
        { MK($$, AST_CAST, @$); $$->cast.arg = $1; $$->cast.typename = $3; }
    | a_expr COLLATE any_name
        {
            MK($$, AST_COLLATE, @$);
            $$->collate.arg = $1;
            $$->collate.name = $3->part[$3->n - 1];
        }
    | a_expr AT TIME ZONE a_expr %prec AT
        {
            list *args = NULL;

            PUSH(args, $5);
            PUSH(args, $1);
            CHK($$ = mk_func(pc, "timezone", args, @$));
        }
    | a_expr AT LOCAL %prec AT
        {
            list *args = NULL;

            PUSH(args, $1);
            CHK($$ = mk_func(pc, "timezone", args, @$));
        }
    | '+' a_expr %prec UMINUS       { CHK($$ = mk_op(pc, "+", NULL, $2, @$)); }
    | '-' a_expr %prec UMINUS       { CHK($$ = mk_op(pc, "-", NULL, $2, @$)); }
    | a_expr '+' a_expr             { CHK($$ = mk_op(pc, "+", $1, $3, @$)); }
    | a_expr '-' a_expr             { CHK($$ = mk_op(pc, "-", $1, $3, @$)); }
    | a_expr '*' a_expr             { CHK($$ = mk_op(pc, "*", $1, $3, @$)); }
    | a_expr '/' a_expr             { CHK($$ = mk_op(pc, "/", $1, $3, @$)); }
    | a_expr '%' a_expr             { CHK($$ = mk_op(pc, "%", $1, $3, @$)); }
    | a_expr '^' a_expr             { CHK($$ = mk_op(pc, "^", $1, $3, @$)); }
    | a_expr '<' a_expr             { CHK($$ = mk_op(pc, "<", $1, $3, @$)); }
    | a_expr '>' a_expr             { CHK($$ = mk_op(pc, ">", $1, $3, @$)); }
    | a_expr '=' a_expr             { CHK($$ = mk_op(pc, "=", $1, $3, @$)); }
    | a_expr LESS_EQUALS a_expr     { CHK($$ = mk_op(pc, "<=", $1, $3, @$)); }
    | a_expr GREATER_EQUALS a_expr  { CHK($$ = mk_op(pc, ">=", $1, $3, @$)); }
    | a_expr NOT_EQUALS a_expr      { CHK($$ = mk_op(pc, "<>", $1, $3, @$)); }
    | a_expr qual_Op a_expr %prec Op { CHK($$ = mk_op(pc, $2, $1, $3, @$)); }
    | qual_Op a_expr %prec Op       { CHK($$ = mk_op(pc, $1, NULL, $2, @$)); }
    | a_expr AND a_expr
        { CHK($$ = mk_bool(pc, BOOL_AND, $1, $3, @$)); }
    | a_expr OR a_expr
        { CHK($$ = mk_bool(pc, BOOL_OR, $1, $3, @$)); }
    | NOT a_expr
        { CHK($$ = mk_bool(pc, BOOL_NOT, $2, NULL, @$)); }
    | NOT_LA a_expr %prec NOT
        { CHK($$ = mk_bool(pc, BOOL_NOT, $2, NULL, @$)); }
    | a_expr LIKE a_expr
        { CHK($$ = mk_like(pc, LIKE_LIKE, false, $1, $3, NULL, @$)); }
    | a_expr LIKE a_expr ESCAPE a_expr %prec LIKE
        { CHK($$ = mk_like(pc, LIKE_LIKE, false, $1, $3, $5, @$)); }
    | a_expr NOT_LA LIKE a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_LIKE, true, $1, $4, NULL, @$)); }
    | a_expr NOT_LA LIKE a_expr ESCAPE a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_LIKE, true, $1, $4, $6, @$)); }
    | a_expr ILIKE a_expr
        { CHK($$ = mk_like(pc, LIKE_ILIKE, false, $1, $3, NULL, @$)); }
    | a_expr ILIKE a_expr ESCAPE a_expr %prec ILIKE
        { CHK($$ = mk_like(pc, LIKE_ILIKE, false, $1, $3, $5, @$)); }
    | a_expr NOT_LA ILIKE a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_ILIKE, true, $1, $4, NULL, @$)); }
    | a_expr NOT_LA ILIKE a_expr ESCAPE a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_ILIKE, true, $1, $4, $6, @$)); }
    | a_expr SIMILAR TO a_expr %prec SIMILAR
        { CHK($$ = mk_like(pc, LIKE_SIMILAR, false, $1, $4, NULL, @$)); }
    | a_expr SIMILAR TO a_expr ESCAPE a_expr %prec SIMILAR
        { CHK($$ = mk_like(pc, LIKE_SIMILAR, false, $1, $4, $6, @$)); }
    | a_expr NOT_LA SIMILAR TO a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_SIMILAR, true, $1, $5, NULL, @$)); }
    | a_expr NOT_LA SIMILAR TO a_expr ESCAPE a_expr %prec NOT_LA
        { CHK($$ = mk_like(pc, LIKE_SIMILAR, true, $1, $5, $7, @$)); }
    | a_expr IS NULL_P %prec IS
        { MK($$, AST_NULLTEST, @$); $$->test.arg = $1; }
    | a_expr ISNULL
        { MK($$, AST_NULLTEST, @$); $$->test.arg = $1; }
    | a_expr IS NOT NULL_P %prec IS
        { MK($$, AST_NULLTEST, @$); $$->test.arg = $1; $$->test.is_not = true; }
    | a_expr NOTNULL
        { MK($$, AST_NULLTEST, @$); $$->test.arg = $1; $$->test.is_not = true; }
    | a_expr IS TRUE_P %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_TRUE, @$)); }
    | a_expr IS NOT TRUE_P %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_NOT_TRUE, @$)); }
    | a_expr IS FALSE_P %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_FALSE, @$)); }
    | a_expr IS NOT FALSE_P %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_NOT_FALSE, @$)); }
    | a_expr IS UNKNOWN %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_UNKNOWN, @$)); }
    | a_expr IS NOT UNKNOWN %prec IS
        { CHK($$ = mk_booltest(pc, $1, BT_NOT_UNKNOWN, @$)); }
    | a_expr IS JSON_PRED %prec IS
        { CHK($$ = mk_json_pred(pc, $1, $3, @$)); }
    | a_expr IS NOT JSON_PRED %prec IS
        {
            ast *p;

            CHK(p = mk_json_pred(pc, $1, $4, @$));
            CHK($$ = mk_bool(pc, BOOL_NOT, p, NULL, @$));
        }
    | overlaps_row OVERLAPS overlaps_row
        {
            /* PostgreSQL's pg_catalog.overlaps(s1, e1, s2, e2) */
            if (list_len($1->row.items) != 2)
                FAIL($1->loc, "wrong number of parameters on left side of "
                              "OVERLAPS expression");
            if (list_len($3->row.items) != 2)
                FAIL($3->loc, "wrong number of parameters on right side of "
                              "OVERLAPS expression");
            CHK($$ = mk_func(pc, NULL, $1->row.items, @$));
            $$->func.name.n = 2;
            $$->func.name.part[0] = "pg_catalog";
            $$->func.name.part[1] = "overlaps";
            PUSH($$->func.args, list_nth($3->row.items, 0));
            PUSH($$->func.args, list_nth($3->row.items, 1));
        }
    | a_expr IS DISTINCT FROM a_expr %prec IS
        {
            MK($$, AST_DISTINCT, @$);
            $$->distinct.left = $1;
            $$->distinct.right = $5;
        }
    | a_expr IS NOT DISTINCT FROM a_expr %prec IS
        {
            MK($$, AST_DISTINCT, @$);
            $$->distinct.left = $1;
            $$->distinct.right = $6;
            $$->distinct.is_not = true;
        }
    | a_expr BETWEEN opt_symmetric b_expr AND a_expr %prec BETWEEN
        { CHK($$ = mk_between(pc, $1, $4, $6, false, $3, @$)); }
    | a_expr NOT_LA BETWEEN opt_symmetric b_expr AND a_expr %prec NOT_LA
        { CHK($$ = mk_between(pc, $1, $5, $7, true, $4, @$)); }
    | a_expr IN_P in_expr
        { CHK($$ = mk_in(pc, $1, $3, false, @$)); }
    | a_expr NOT_LA IN_P in_expr %prec NOT_LA
        { CHK($$ = mk_in(pc, $1, $4, true, @$)); }
    | a_expr subquery_Op sub_type select_with_parens %prec Op
        {
            CHK($$ = mk_sublink(pc, $3 ? SUBLINK_ALL : SUBLINK_ANY, $1, $2,
                                $4, @$));
        }
    | a_expr subquery_Op sub_type '(' a_expr ')' %prec Op
        {
            MK($$, AST_ARRAY_OP, @$);
            $$->arrayop.op = $2;
            $$->arrayop.all = $3;
            $$->arrayop.left = $1;
            $$->arrayop.right = $5;
        }
    | DEFAULT
        { CHK($$ = mk_const(pc, CONST_DEFAULT, NULL, @$)); }
    ;

opt_symmetric:
    SYMMETRIC                       { $$ = 1; }
    | ASYMMETRIC                    { $$ = 0; }
    | %empty                        { $$ = 0; }
    ;

b_expr:
    c_expr
    | b_expr TYPECAST Typename
        { MK($$, AST_CAST, @$); $$->cast.arg = $1; $$->cast.typename = $3; }
    | '+' b_expr %prec UMINUS       { CHK($$ = mk_op(pc, "+", NULL, $2, @$)); }
    | '-' b_expr %prec UMINUS       { CHK($$ = mk_op(pc, "-", NULL, $2, @$)); }
    | b_expr '+' b_expr             { CHK($$ = mk_op(pc, "+", $1, $3, @$)); }
    | b_expr '-' b_expr             { CHK($$ = mk_op(pc, "-", $1, $3, @$)); }
    | b_expr '*' b_expr             { CHK($$ = mk_op(pc, "*", $1, $3, @$)); }
    | b_expr '/' b_expr             { CHK($$ = mk_op(pc, "/", $1, $3, @$)); }
    | b_expr '%' b_expr             { CHK($$ = mk_op(pc, "%", $1, $3, @$)); }
    | b_expr '^' b_expr             { CHK($$ = mk_op(pc, "^", $1, $3, @$)); }
    | b_expr '<' b_expr             { CHK($$ = mk_op(pc, "<", $1, $3, @$)); }
    | b_expr '>' b_expr             { CHK($$ = mk_op(pc, ">", $1, $3, @$)); }
    | b_expr '=' b_expr             { CHK($$ = mk_op(pc, "=", $1, $3, @$)); }
    | b_expr LESS_EQUALS b_expr     { CHK($$ = mk_op(pc, "<=", $1, $3, @$)); }
    | b_expr GREATER_EQUALS b_expr  { CHK($$ = mk_op(pc, ">=", $1, $3, @$)); }
    | b_expr NOT_EQUALS b_expr      { CHK($$ = mk_op(pc, "<>", $1, $3, @$)); }
    | b_expr qual_Op b_expr %prec Op { CHK($$ = mk_op(pc, $2, $1, $3, @$)); }
    | qual_Op b_expr %prec Op       { CHK($$ = mk_op(pc, $1, NULL, $2, @$)); }
    | b_expr IS DISTINCT FROM b_expr %prec IS
        {
            MK($$, AST_DISTINCT, @$);
            $$->distinct.left = $1;
            $$->distinct.right = $5;
        }
    | b_expr IS NOT DISTINCT FROM b_expr %prec IS
        {
            MK($$, AST_DISTINCT, @$);
            $$->distinct.left = $1;
            $$->distinct.right = $6;
            $$->distinct.is_not = true;
        }
    ;

c_expr:
    columnref
    | columnref subscripts
        { $$ = $2; $$->subscr.arg = $1; $$->loc = @$.start; $$->end = @$.end; }
    | columnref subscripts field_indirection
        {
            /* arr[2].f2, arr[1].*: fields of an element */
            $2->subscr.arg = $1;
            $2->loc = @1.start;
            $2->end = @2.end;
            CHK($$ = fold_indirection(pc, $2, $3, @$.start));
        }
    | '(' a_expr ')' subscripts
        { $$ = $4; $$->subscr.arg = $2; $$->loc = @$.start; $$->end = @$.end; }
    | '(' a_expr ')' field_indirection
        { CHK($$ = fold_indirection(pc, $2, $4, @$.start)); }
    | AexprConst
    | PARAM
        { MK($$, AST_PARAM, @$); $$->param.number = $1; }
    | '(' a_expr ')'                { $$ = $2; }
    | case_expr
    | func_expr
    | select_with_parens %prec UMINUS
        { CHK($$ = mk_sublink(pc, SUBLINK_EXPR, NULL, NULL, $1, @$)); }
    | select_with_parens subscripts
        {
            $$ = $2;
            CHK($$->subscr.arg = mk_sublink(pc, SUBLINK_EXPR, NULL, NULL, $1,
                                            @1));
            $$->loc = @$.start;
            $$->end = @$.end;
        }
    | EXISTS select_with_parens
        { CHK($$ = mk_sublink(pc, SUBLINK_EXISTS, NULL, NULL, $2, @$)); }
    | ARRAY select_with_parens
        { CHK($$ = mk_sublink(pc, SUBLINK_ARRAY, NULL, NULL, $2, @$)); }
    | ARRAY array_expr
        { $$ = $2; $$->loc = @$.start; }
    | explicit_row
    | implicit_row
    | GROUPING '(' expr_list ')'
        { CHK($$ = mk_func(pc, "grouping", $3, @$)); }
    ;

/* [i] and [lo:hi] after an expression: an AST_SUBSCRIPT whose arg the
   c_expr fills in */
subscripts:
    '[' a_expr ']'
        { MK($$, AST_SUBSCRIPT, @$); PUSH($$->subscr.idx, $2);
          $$->subscr.shape = SUBSCR_LOWER; $$->subscr.n = 1; }
    | '[' opt_slice_bound ':' opt_slice_bound ']'
        { CHK($$ = mk_slice(pc, NULL, $2, $4, @$)); }
    | subscripts '[' a_expr ']'
        {
            $$ = $1;
            if ($$->subscr.n >= 10)
                FAIL(@2.start, "too many array subscripts");
            PUSH($$->subscr.idx, $3);
            $$->subscr.shape |= SUBSCR_LOWER << (3 * $$->subscr.n++);
        }
    | subscripts '[' opt_slice_bound ':' opt_slice_bound ']'
        {
            if ($1->subscr.n >= 10)
                FAIL(@2.start, "too many array subscripts");
            CHK($$ = mk_slice(pc, $1, $3, $5, @$));
        }
    ;

/* .field after a parenthesised expression, then more fields and
   subscripts: (addr).city, (o.ship).geo.lat, (r).arr[1]; a list of
   AST_FIELD and AST_SUBSCRIPT holders that fold_indirection() chains */
field_indirection:
    '.' attr_name
        { ast *f; CHK(f = mk_field(pc, $2, @$)); $$ = NULL; PUSH($$, f); }
    | '.' '*'
        { ast *f; CHK(f = mk_field(pc, "*", @$)); $$ = NULL; PUSH($$, f); }
    | field_indirection '.' attr_name
        { ast *f; CHK(f = mk_field(pc, $3, @2)); $$ = $1; PUSH($$, f); }
    | field_indirection '.' '*'
        { ast *f; CHK(f = mk_field(pc, "*", @2)); $$ = $1; PUSH($$, f); }
    | field_indirection '[' a_expr ']'
        {
            ast *h = list_nth($1, list_len($1) - 1);

            $$ = $1;
            if (h->kind != AST_SUBSCRIPT) {
                MK(h, AST_SUBSCRIPT, @2);
                PUSH($$, h);
            } else if (h->subscr.n >= 10)
                FAIL(@2.start, "too many array subscripts");
            PUSH(h->subscr.idx, $3);
            h->subscr.shape |= SUBSCR_LOWER << (3 * h->subscr.n++);
        }
    | field_indirection '[' opt_slice_bound ':' opt_slice_bound ']'
        {
            ast *h = list_nth($1, list_len($1) - 1);

            $$ = $1;
            if (h->kind != AST_SUBSCRIPT) {
                CHK(h = mk_slice(pc, NULL, $3, $5, @2));
                PUSH($$, h);
            } else if (h->subscr.n >= 10)
                FAIL(@2.start, "too many array subscripts");
            else
                CHK(mk_slice(pc, h, $3, $5, @2));
        }
    ;

opt_slice_bound:
    a_expr
    | %empty                        { $$ = NULL; }
    ;

/* x IN (list) gives a holder AST_ROW; x IN (query) the AST_SELECT */
in_expr:
    select_with_parens
    | '(' expr_list ')'
        { MK($$, AST_ROW, @$); $$->row.items = $2; }
    ;

sub_type:
    ANY                             { $$ = 0; }
    | SOME                          { $$ = 0; }
    | ALL                           { $$ = 1; }
    ;

columnref:
    ColId                           { CHK($$ = mk_colref(pc, $1, NULL, @$)); }
    | ColId indirection             { CHK($$ = mk_colref(pc, $1, $2, @$)); }
    ;

indirection:
    '.' attr_name                   { $$ = NULL; PUSH($$, (void *)$2); }
    | '.' '*'                       { $$ = NULL; PUSH($$, (void *)"*"); }
    | indirection '.' attr_name     { $$ = $1; PUSH($$, (void *)$3); }
    | indirection '.' '*'           { $$ = $1; PUSH($$, (void *)"*"); }
    ;

AexprConst:
    ICONST
        { CHK($$ = mk_const(pc, CONST_INT, $1, @$)); }
    | FCONST
        { CHK($$ = mk_const(pc, CONST_NUMERIC, $1, @$)); }
    | Sconst
        { CHK($$ = mk_const(pc, CONST_STRING, $1, @$)); }
    | func_name Sconst
        {
            ast *t;

            MK(t, AST_TYPENAME, @1);
            t->type.name = *$1;
            CHK($$ = mk_const(pc, CONST_TYPED, $2, @$));
            $$->cnst.typename = t;
        }
    | func_name '(' func_arg_list opt_sort_clause ')' Sconst
        {
            ast *t;

            if ($4)
                FAIL(@4.start, "type modifier cannot have ORDER BY");
            for (int i = 0; i < list_len($3); i++)
                if (((const ast *)list_nth($3, i))->kind == AST_TARGET)
                    FAIL(((const ast *)list_nth($3, i))->loc,
                         "type modifier cannot have parameter name");
            MK(t, AST_TYPENAME, @1);
            t->type.name = *$1;
            t->type.mods = $3;
            t->end = @5.end;
            CHK($$ = mk_const(pc, CONST_TYPED, $6, @$));
            $$->cnst.typename = t;
        }
    | ConstTypename Sconst
        {
            CHK($$ = mk_const(pc, CONST_TYPED, $2, @$));
            $$->cnst.typename = $1;
        }
    | INTERVAL Sconst opt_interval
        {
            ast *t;

            CHK(t = mk_typename(pc, "interval", interval_prec(pc, $3, @3),
                                @1));
            t->type.ivf_from = $3 & 0xff;
            t->type.ivf_to = ($3 >> 8) & 0xff;
            CHK($$ = mk_const(pc, CONST_TYPED, $2, @$));
            $$->cnst.typename = t;
            $$->cnst.ivf_from = t->type.ivf_from;
            $$->cnst.ivf_to = t->type.ivf_to;
        }
    | INTERVAL '(' Iconst ')' Sconst
        {
            ast *t, *m;
            list *mods = NULL;

            CHK(m = mk_const(pc, CONST_INT, $3, @3));
            PUSH(mods, m);
            CHK(t = mk_typename(pc, "interval", mods, @1));
            t->end = @4.end;
            CHK($$ = mk_const(pc, CONST_TYPED, $5, @$));
            $$->cnst.typename = t;
        }
    | BCONST
        {
            /* a bit string is of type bit without a length, which SQL
               spells pg_catalog.bit (bit alone is bit(1)) */
            ast *t;

            CHK(t = mk_typename(pc, "pg_catalog", NULL, @1));
            t->type.name.n = 2;
            t->type.name.part[1] = "bit";
            CHK($$ = mk_const(pc, CONST_TYPED, $1, @$));
            $$->cnst.typename = t;
            $$->cnst.bitstr = true;
        }
    | TRUE_P
        { CHK($$ = mk_const(pc, CONST_BOOL, NULL, @$)); $$->cnst.bval = true; }
    | FALSE_P
        { CHK($$ = mk_const(pc, CONST_BOOL, NULL, @$)); }
    | NULL_P
        { CHK($$ = mk_const(pc, CONST_NULL, NULL, @$)); }
    ;

Sconst:
    SCONST
    ;

Iconst:
    ICONST
    ;

case_expr:
    CASE case_arg when_clause_list case_default END_P
        {
            MK($$, AST_CASE, @$);
            $$->casex.arg = $2;
            $$->casex.whens = $3;
            $$->casex.else_ = $4;
        }
    ;

when_clause_list:
    when_clause
        { $$ = NULL; PUSH($$, $1->op.left); PUSH($$, $1->op.right); }
    | when_clause_list when_clause
        { $$ = $1; PUSH($$, $2->op.left); PUSH($$, $2->op.right); }
    ;

/* a holder AST_OP: .left the condition, .right the result */
when_clause:
    WHEN a_expr THEN a_expr
        { MK($$, AST_OP, @$); $$->op.left = $2; $$->op.right = $4; }
    ;

case_default:
    ELSE a_expr                     { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

case_arg:
    a_expr
    | %empty                        { $$ = NULL; }
    ;

explicit_row:
    ROW '(' expr_list ')'
        {
            MK($$, AST_ROW, @$);
            $$->row.items = $3;
            $$->row.explicit_row = true;
        }
    | ROW '(' ')'
        { MK($$, AST_ROW, @$); $$->row.explicit_row = true; }
    ;

implicit_row:
    '(' expr_list ',' a_expr ')'
        { MK($$, AST_ROW, @$); $$->row.items = $2; PUSH($$->row.items, $4); }
    ;

/* the operands of OVERLAPS: rows of two values each (checked there) */
overlaps_row:
    explicit_row
    | implicit_row
    ;

array_expr:
    '[' expr_list ']'
        { MK($$, AST_ARRAY, @$); $$->row.items = $2; }
    | '[' array_expr_list ']'
        { MK($$, AST_ARRAY, @$); $$->row.items = $2; }
    | '[' ']'
        { MK($$, AST_ARRAY, @$); }
    ;

array_expr_list:
    array_expr                      { $$ = NULL; PUSH($$, $1); }
    | array_expr_list ',' array_expr { $$ = $1; PUSH($$, $3); }
    ;

expr_list:
    a_expr                          { $$ = NULL; PUSH($$, $1); }
    | expr_list ',' a_expr          { $$ = $1; PUSH($$, $3); }
    ;

/* ---- function calls ---- */

func_expr:
    func_application within_group_clause filter_clause over_clause
        {
            $$ = $1;
            if ($<lst>2) {
                if ($$->func.agg_order)
                    FAIL(@2.start, "cannot use multiple ORDER BY clauses "
                         "with WITHIN GROUP");
                $$->func.agg_order = $<lst>2;
                $$->func.within_group = true;
            }
            $$->func.filter = $3;
            $$->func.over = $4;
            $$->end = @$.end;
        }
    | func_expr_common
    ;

within_group_clause:
    WITHIN GROUP_P '(' sort_clause ')' { $<lst>$ = $4; }
    | %empty                        { $<lst>$ = NULL; }
    ;

func_application:
    func_name '(' ')'
        { CHK($$ = mk_func(pc, NULL, NULL, @$)); $$->func.name = *$1; }
    | func_name '(' func_arg_list opt_sort_clause ')'
        {
            CHK($$ = mk_func(pc, NULL, $3, @$));
            $$->func.name = *$1;
            $$->func.agg_order = $4;
            if (set_named_args(pc, $$) < 0)
                YYABORT;
        }
    | func_name '(' VARIADIC func_arg_expr opt_sort_clause ')'
        {
            /* an array passed whole to the VARIADIC parameter */
            list *args = NULL;

            PUSH(args, $4);
            CHK($$ = mk_func(pc, NULL, args, @$));
            $$->func.name = *$1;
            $$->func.agg_order = $5;
            $$->func.variadic = true;
            if (set_variadic_arg(pc, $$) < 0)
                YYABORT;
        }
    | func_name '(' func_arg_list ',' VARIADIC func_arg_expr opt_sort_clause
      ')'
        {
            /* concat('|', VARIADIC a) */
            list *args = $3;

            PUSH(args, $6);
            CHK($$ = mk_func(pc, NULL, args, @$));
            $$->func.name = *$1;
            $$->func.agg_order = $7;
            $$->func.variadic = true;
            if (set_variadic_arg(pc, $$) < 0)
                YYABORT;
        }
    | func_name '(' ALL func_arg_list opt_sort_clause ')'
        {
            CHK($$ = mk_func(pc, NULL, $4, @$));
            $$->func.name = *$1;
            $$->func.agg_order = $5;
            if (set_named_args(pc, $$) < 0)
                YYABORT;
        }
    | func_name '(' DISTINCT func_arg_list opt_sort_clause ')'
        {
            CHK($$ = mk_func(pc, NULL, $4, @$));
            $$->func.name = *$1;
            $$->func.agg_order = $5;
            if (set_named_args(pc, $$) < 0)
                YYABORT;
            $$->func.distinct = true;
        }
    | func_name '(' '*' ')'
        {
            CHK($$ = mk_func(pc, NULL, NULL, @$));
            $$->func.name = *$1;
            $$->func.star = true;
        }
    ;

func_arg_list:
    func_arg_expr                   { $$ = NULL; PUSH($$, $1); }
    | func_arg_list ',' func_arg_expr { $$ = $1; PUSH($$, $3); }
    ;

/* A named argument is held in an AST_TARGET (.alias the name) until
   set_named_args() moves the names to the call. */
func_arg_expr:
    a_expr
    | type_function_name COLON_EQUALS a_expr
        {
            MK($$, AST_TARGET, @$);
            $$->target.expr = $3;
            $$->target.alias = $1;
        }
    | type_function_name EQUALS_GREATER a_expr
        {
            MK($$, AST_TARGET, @$);
            $$->target.expr = $3;
            $$->target.alias = $1;
        }
    ;

opt_func_args:
    func_arg_list
    | %empty                        { $$ = NULL; }
    ;

func_name:
    type_function_name
        {
            list *l = NULL;
            PUSH(l, (void *)$1);
            CHK($$ = mk_name(pc, l, @$.start));
        }
    | ColId indirection
        {
            list *l = NULL;

            PUSH(l, (void *)$1);
            for (int i = 0; i < list_len($2); i++) {
                if (strcmp(list_nth($2, i), "*") == 0)
                    FAIL(@2.start, "improper qualified name (too many dotted "
                         "names)");
                PUSH(l, list_nth($2, i));
            }
            CHK($$ = mk_name(pc, l, @$.start));
        }
    ;

/* the calls with special syntax or reserved names (PostgreSQL's
   func_expr_common_subexpr), as ordinary AST_FUNC nodes */
func_expr_common:
    COLLATION FOR '(' a_expr ')'
        {
            list *args = NULL;

            PUSH(args, $4);
            CHK($$ = mk_func(pc, "pg_collation_for", args, @$));
        }
    | CURRENT_DATE
        { CHK($$ = mk_svf(pc, "current_date", NULL, @$, @$)); }
    | CURRENT_TIME
        { CHK($$ = mk_svf(pc, "current_time", NULL, @$, @$)); }
    | CURRENT_TIME '(' Iconst ')'
        { CHK($$ = mk_svf(pc, "current_time", $3, @3, @$)); }
    | CURRENT_TIMESTAMP
        { CHK($$ = mk_svf(pc, "current_timestamp", NULL, @$, @$)); }
    | CURRENT_TIMESTAMP '(' Iconst ')'
        { CHK($$ = mk_svf(pc, "current_timestamp", $3, @3, @$)); }
    | LOCALTIME
        { CHK($$ = mk_svf(pc, "localtime", NULL, @$, @$)); }
    | LOCALTIME '(' Iconst ')'
        { CHK($$ = mk_svf(pc, "localtime", $3, @3, @$)); }
    | LOCALTIMESTAMP
        { CHK($$ = mk_svf(pc, "localtimestamp", NULL, @$, @$)); }
    | LOCALTIMESTAMP '(' Iconst ')'
        { CHK($$ = mk_svf(pc, "localtimestamp", $3, @3, @$)); }
    | CURRENT_ROLE
        { CHK($$ = mk_svf(pc, "current_role", NULL, @$, @$)); }
    | CURRENT_USER
        { CHK($$ = mk_svf(pc, "current_user", NULL, @$, @$)); }
    | SESSION_USER
        { CHK($$ = mk_svf(pc, "session_user", NULL, @$, @$)); }
    | SYSTEM_USER
        { CHK($$ = mk_svf(pc, "system_user", NULL, @$, @$)); }
    | USER                          { CHK($$ = mk_svf(pc, "user", NULL, @$, @$)); }
    | CURRENT_CATALOG
        { CHK($$ = mk_svf(pc, "current_catalog", NULL, @$, @$)); }
    | CURRENT_SCHEMA
        { CHK($$ = mk_svf(pc, "current_schema", NULL, @$, @$)); }
    | CAST '(' a_expr AS Typename ')'
        { MK($$, AST_CAST, @$); $$->cast.arg = $3; $$->cast.typename = $5; }
    | EXTRACT '(' extract_list ')'
        {
            CHK($$ = mk_func(pc, "extract", NULL, @$));
            $$->func.extract_field = list_nth($3, 0);
            PUSH($$->func.args, list_nth($3, 1));
        }
    | OVERLAY '(' overlay_list ')'
        { CHK($$ = mk_func(pc, "overlay", $3, @$)); }
    | POSITION '(' position_list ')'
        { CHK($$ = mk_func(pc, "position", $3, @$)); }
    | SUBSTRING '(' substr_list ')'
        { CHK($$ = mk_func(pc, "substring", $3, @$)); }
    | SUBSTRING '(' opt_func_args ')'
        {
            CHK($$ = mk_func(pc, "substring", $3, @$));
            if (set_named_args(pc, $$) < 0)
                YYABORT;
        }
    | TRIM '(' BOTH trim_list ')'
        { CHK($$ = mk_func(pc, "btrim", $4, @$)); }
    | TRIM '(' LEADING trim_list ')'
        { CHK($$ = mk_func(pc, "ltrim", $4, @$)); }
    | TRIM '(' TRAILING trim_list ')'
        { CHK($$ = mk_func(pc, "rtrim", $4, @$)); }
    | TRIM '(' trim_list ')'
        { CHK($$ = mk_func(pc, "btrim", $3, @$)); }
    | NULLIF '(' a_expr ',' a_expr ')'
        {
            list *args = NULL;

            PUSH(args, $3);
            PUSH(args, $5);
            CHK($$ = mk_func(pc, "nullif", args, @$));
        }
    | COALESCE '(' expr_list ')'
        { CHK($$ = mk_func(pc, "coalesce", $3, @$)); }
    | GREATEST '(' expr_list ')'
        { CHK($$ = mk_func(pc, "greatest", $3, @$)); }
    | LEAST '(' expr_list ')'
        { CHK($$ = mk_func(pc, "least", $3, @$)); }
    ;

/* (field, source): the field is lower case */
extract_list:
    extract_arg FROM a_expr
        { $$ = NULL; PUSH($$, (void *)$1); PUSH($$, $3); }
    ;

extract_arg:
    IDENT
    | YEAR_P
    | MONTH_P
    | DAY_P
    | HOUR_P
    | MINUTE_P
    | SECOND_P
    | Sconst                        { CHK($$ = lower_dup(pc, $1)); }
    ;

overlay_list:
    a_expr PLACING a_expr FROM a_expr FOR a_expr
        { $$ = NULL; PUSH($$, $1); PUSH($$, $3); PUSH($$, $5); PUSH($$, $7); }
    | a_expr PLACING a_expr FROM a_expr
        { $$ = NULL; PUSH($$, $1); PUSH($$, $3); PUSH($$, $5); }
    ;

position_list:
    b_expr IN_P b_expr              { $$ = NULL; PUSH($$, $1); PUSH($$, $3); }
    ;

substr_list:
    a_expr FROM a_expr FOR a_expr
        { $$ = NULL; PUSH($$, $1); PUSH($$, $3); PUSH($$, $5); }
    | a_expr FOR a_expr FROM a_expr
        { $$ = NULL; PUSH($$, $1); PUSH($$, $5); PUSH($$, $3); }
    | a_expr FROM a_expr
        { $$ = NULL; PUSH($$, $1); PUSH($$, $3); }
    | a_expr SIMILAR a_expr ESCAPE a_expr
        /* substring(x, pattern, escape), as PostgreSQL reads it */
        { $$ = NULL; PUSH($$, $1); PUSH($$, $3); PUSH($$, $5); }
    | a_expr FOR a_expr
        {
            ast *one;

            CHK(one = mk_const(pc, CONST_INT, "1", @2));
            one->loc = one->end = -1;
            $$ = NULL;
            PUSH($$, $1);
            PUSH($$, one);
            PUSH($$, $3);
        }
    ;

/* (source[, characters]) */
trim_list:
    a_expr FROM expr_list
        { $$ = $3; PUSH($$, $1); }
    | FROM expr_list                { $$ = $2; }
    | expr_list
    ;

/* ---- operators ---- */

MathOp:
    '+'                             { $$ = "+"; }
    | '-'                           { $$ = "-"; }
    | '*'                           { $$ = "*"; }
    | '/'                           { $$ = "/"; }
    | '%'                           { $$ = "%"; }
    | '^'                           { $$ = "^"; }
    | '<'                           { $$ = "<"; }
    | '>'                           { $$ = ">"; }
    | '='                           { $$ = "="; }
    | LESS_EQUALS                   { $$ = "<="; }
    | GREATER_EQUALS                { $$ = ">="; }
    | NOT_EQUALS                    { $$ = "<>"; }
    ;

all_Op:
    Op
    | MathOp
    ;

qual_Op:
    Op
    | OPERATOR '(' any_operator ')' { $$ = $3; }
    ;

qual_all_Op:
    all_Op
    | OPERATOR '(' any_operator ')' { $$ = $3; }
    ;

/* OPERATOR(schema.op): the schema is dropped */
any_operator:
    all_Op
    | ColId '.' any_operator        { $$ = $3; }
    ;

subquery_Op:
    all_Op
    | OPERATOR '(' any_operator ')' { $$ = $3; }
    | LIKE                          { $$ = "~~"; }
    | NOT_LA LIKE                   { $$ = "!~~"; }
    | ILIKE                         { $$ = "~~*"; }
    | NOT_LA ILIKE                  { $$ = "!~~*"; }
    ;

/* ---- types ---- */

Typename:
    SimpleTypename opt_array_bounds
        { $$ = $1; if ($2) { $$->type.array = true; $$->end = @$.end; } }
    | SimpleTypename ARRAY '[' Iconst ']'
        { $$ = $1; $$->type.array = true; $$->end = @$.end; }
    | SimpleTypename ARRAY
        { $$ = $1; $$->type.array = true; $$->end = @$.end; }
    ;

/* a non-NULL list when there are bounds (its items do not matter) */
opt_array_bounds:
    opt_array_bounds '[' ']'        { $$ = $1; PUSH($$, NULL); }
    | opt_array_bounds '[' Iconst ']' { $$ = $1; PUSH($$, NULL); }
    | %empty                        { $$ = NULL; }
    ;

SimpleTypename:
    GenericType
    | NumericType
    | CharacterType
    | DatetimeType
    | IntervalType
    ;

ConstTypename:
    NumericType
    | CharacterType
    | DatetimeType
    ;

GenericType:
    type_function_name opt_type_modifiers
        { CHK($$ = mk_typename(pc, $1, $2, @$)); }
    /* BIT VARYING (bit is no keyword here: the name "bit") */
    | type_function_name VARYING opt_type_modifiers
        {
            if (strcmp($1, "bit") != 0)
                FAIL(@2.start, "syntax error at or near \"varying\"");
            CHK($$ = mk_typename(pc, "bit varying", $3, @$));
        }
    | type_function_name indirection opt_type_modifiers
        {
            list *l = NULL;
            ast_name *nm;

            PUSH(l, (void *)$1);
            for (int i = 0; i < list_len($2); i++) {
                if (strcmp(list_nth($2, i), "*") == 0)
                    FAIL(@2.start, "improper qualified name (too many dotted "
                         "names)");
                PUSH(l, list_nth($2, i));
            }
            CHK(nm = mk_name(pc, l, @$.start));
            CHK($$ = mk_typename(pc, NULL, $3, @$));
            $$->type.name = *nm;
        }
    ;

opt_type_modifiers:
    '(' expr_list ')'               { $$ = $2; }
    | %empty                        { $$ = NULL; }
    ;

NumericType:
    INT_P
        { CHK($$ = mk_typename(pc, "int", NULL, @$)); }
    | INTEGER
        { CHK($$ = mk_typename(pc, "integer", NULL, @$)); }
    | SMALLINT
        { CHK($$ = mk_typename(pc, "smallint", NULL, @$)); }
    | BIGINT
        { CHK($$ = mk_typename(pc, "bigint", NULL, @$)); }
    | REAL
        { CHK($$ = mk_typename(pc, "real", NULL, @$)); }
    | FLOAT_P
        { CHK($$ = mk_typename(pc, "float", NULL, @$)); }
    | FLOAT_P '(' Iconst ')'
        { CHK($$ = mk_typename1(pc, "float", $3, @3, @$)); }
    | DOUBLE_P PRECISION
        { CHK($$ = mk_typename(pc, "double precision", NULL, @$)); }
    | DECIMAL_P opt_type_modifiers
        { CHK($$ = mk_typename(pc, "decimal", $2, @$)); }
    | DEC opt_type_modifiers
        { CHK($$ = mk_typename(pc, "decimal", $2, @$)); }
    | NUMERIC opt_type_modifiers
        { CHK($$ = mk_typename(pc, "numeric", $2, @$)); }
    | BOOLEAN_P
        { CHK($$ = mk_typename(pc, "boolean", NULL, @$)); }
    ;

CharacterType:
    CHARACTER opt_varying '(' Iconst ')'
        {
            const char *nm = $2 ? "character varying" : "character";

            CHK($$ = mk_typename1(pc, nm, $4, @4, @$));
        }
    | CHARACTER opt_varying
        {
            const char *nm = $2 ? "character varying" : "character";

            CHK($$ = mk_typename(pc, nm, NULL, @$));
        }
    /* the keyword CHAR is character; "char" quoted is another type (one
       byte), which qprop does not model */
    | CHAR_P opt_varying '(' Iconst ')'
        {
            const char *nm = $2 ? "character varying" : "character";

            CHK($$ = mk_typename1(pc, nm, $4, @4, @$));
        }
    | CHAR_P opt_varying
        {
            CHK($$ = mk_typename(pc, $2 ? "character varying" : "character",
                                 NULL, @$));
        }
    | VARCHAR '(' Iconst ')'
        { CHK($$ = mk_typename1(pc, "varchar", $3, @3, @$)); }
    | VARCHAR
        { CHK($$ = mk_typename(pc, "varchar", NULL, @$)); }
    ;

opt_varying:
    VARYING                         { $$ = 1; }
    | %empty                        { $$ = 0; }
    ;

DatetimeType:
    TIMESTAMP '(' Iconst ')' opt_timezone
        { CHK($$ = mk_typename1(pc, tz_name("timestamp", $5), $3, @3, @$)); }
    | TIMESTAMP opt_timezone
        { CHK($$ = mk_typename(pc, tz_name("timestamp", $2), NULL, @$)); }
    | TIME '(' Iconst ')' opt_timezone
        { CHK($$ = mk_typename1(pc, tz_name("time", $5), $3, @3, @$)); }
    | TIME opt_timezone
        { CHK($$ = mk_typename(pc, tz_name("time", $2), NULL, @$)); }
    ;

opt_timezone:
    WITH_LA TIME ZONE               { $$ = 1; }
    | WITHOUT TIME ZONE             { $$ = 2; }
    | %empty                        { $$ = 0; }
    ;

IntervalType:
    INTERVAL opt_interval
        {
            CHK($$ = mk_typename(pc, "interval", interval_prec(pc, $2, @2),
                                 @$));
            $$->type.ivf_from = $2 & 0xff;
            $$->type.ivf_to = ($2 >> 8) & 0xff;
        }
    | INTERVAL '(' Iconst ')'
        { CHK($$ = mk_typename1(pc, "interval", $3, @3, @$)); }
    ;

/* field qualifier: from | to << 8 (IVF_*) | (SECOND(p) precision + 1) << 16 */
opt_interval:
    YEAR_P                          { $$ = IVF_YEAR; }
    | MONTH_P                       { $$ = IVF_MONTH; }
    | DAY_P                         { $$ = IVF_DAY; }
    | HOUR_P                        { $$ = IVF_HOUR; }
    | MINUTE_P                      { $$ = IVF_MINUTE; }
    | interval_second               { $$ = IVF_SECOND | $1; }
    | YEAR_P TO MONTH_P             { $$ = IVF_YEAR | IVF_MONTH << 8; }
    | DAY_P TO HOUR_P               { $$ = IVF_DAY | IVF_HOUR << 8; }
    | DAY_P TO MINUTE_P             { $$ = IVF_DAY | IVF_MINUTE << 8; }
    | DAY_P TO interval_second      { $$ = IVF_DAY | IVF_SECOND << 8 | $3; }
    | HOUR_P TO MINUTE_P            { $$ = IVF_HOUR | IVF_MINUTE << 8; }
    | HOUR_P TO interval_second     { $$ = IVF_HOUR | IVF_SECOND << 8 | $3; }
    | MINUTE_P TO interval_second   { $$ = IVF_MINUTE | IVF_SECOND << 8 | $3; }
    | %empty                        { $$ = 0; }
    ;

/* SECOND(p): the precision + 1, shifted into bits 16.. (0: none); more
   than 6 is 6, as PostgreSQL (which warns) */
interval_second:
    SECOND_P                        { $$ = 0; }
    | SECOND_P '(' Iconst ')'
        {
            long p = strtol($3, NULL, 10);

            $$ = (int)((p > 6 ? 6 : p) + 1) << 16;
        }
    ;

/* ---- CREATE TABLE ---- */

CreateStmt:
    create_head '(' OptTableElementList ')' OptInherit OptPartitionSpec
    OptAccessMethod OptWith OnCommitOption OptTableSpace
        {
            $$ = $<node>1;
            $$->end = @$.end;
            switch (fill_create(pc, $$, $3)) {
            case -1: YYNOMEM;
            case -2: YYABORT;
            default: break;
            }
            $$->create.inherits = $5;
            $$->create.partspec = $6;
            $$->create.on_commit = $9;
        }
    | create_head PARTITION OF qualified_name OptTypedTableElementList
      PartitionBoundSpec OptPartitionSpec OptAccessMethod OptWith
      OnCommitOption OptTableSpace
        {
            $$ = $<node>1;
            $$->end = @$.end;
            switch (fill_create(pc, $$, $5)) {
            case -1: YYNOMEM;
            case -2: YYABORT;
            default: break;
            }
            $$->create.parent = *$4;
            $$->create.bound = $6;
            $$->create.partspec = $7;
            $$->create.on_commit = $10;
        }
    | create_head opt_name_list OptAccessMethod OptWith OnCommitOption
      OptTableSpace AS SelectStmt opt_with_data
        {
            $$ = $<node>1;
            $$->end = @$.end;
            $$->create.as_colnames = $2;
            $$->create.as_query = $8;
            $$->create.no_data = $<ival>9;
            $$->create.on_commit = $5;
        }
    ;

/* CREATE MATERIALIZED VIEW: a table holding the query's rows */
CreateMatViewStmt:
    CREATE OptTemp MATERIALIZED VIEW qualified_name opt_name_list
      OptAccessMethod opt_reloptions OptTableSpace AS SelectStmt
      opt_with_data
        {
            MK($$, AST_CREATE_TABLE, @$);
            $$->create.name = *$5;
            $$->create.as_colnames = $6;
            $$->create.as_query = $11;
            $$->create.matview = true;
            $$->create.no_data = $<ival>12;
        }
    | CREATE OptTemp MATERIALIZED VIEW IF_P NOT EXISTS qualified_name
      opt_name_list OptAccessMethod opt_reloptions OptTableSpace AS
      SelectStmt opt_with_data
        {
            MK($$, AST_CREATE_TABLE, @$);
            $$->create.name = *$8;
            $$->create.as_colnames = $9;
            $$->create.as_query = $14;
            $$->create.matview = true;
            $$->create.no_data = $<ival>15;
            $$->create.if_not_exists = true;
        }
    ;

/* a holder AST_CREATE_TABLE with the name and the flags */
create_head:
    CREATE OptTemp TABLE qualified_name
        {
            MK($<node>$, AST_CREATE_TABLE, @$);
            $<node>$->create.name = *$4;
            $<node>$->create.temp = $2 == 1;
            $<node>$->create.unlogged = $2 == 2;
        }
    | CREATE OptTemp TABLE IF_P NOT EXISTS qualified_name
        {
            MK($<node>$, AST_CREATE_TABLE, @$);
            $<node>$->create.name = *$7;
            $<node>$->create.temp = $2 == 1;
            $<node>$->create.unlogged = $2 == 2;
            $<node>$->create.if_not_exists = true;
        }
    ;

/* 1 temporary, 2 unlogged, 0 neither */
OptTemp:
    TEMPORARY                       { $<ival>$ = 1; }
    | TEMP                          { $<ival>$ = 1; }
    | LOCAL TEMPORARY               { $<ival>$ = 1; }
    | LOCAL TEMP                    { $<ival>$ = 1; }
    | GLOBAL TEMPORARY              { $<ival>$ = 1; }
    | GLOBAL TEMP                   { $<ival>$ = 1; }
    | UNLOGGED                      { $<ival>$ = 2; }
    | %empty                        { $<ival>$ = 0; }
    ;

/* 1 for WITH NO DATA */
opt_with_data:
    WITH DATA_P                     { $<ival>$ = 0; }
    | WITH NO DATA_P                { $<ival>$ = 1; }
    | %empty                        { $<ival>$ = 0; }
    ;

OptTableElementList:
    TableElementList
    | %empty                        { $<lst>$ = NULL; }
    ;

TableElementList:
    TableElement                    { $<lst>$ = NULL; PUSH($<lst>$, $<te>1); }
    | TableElementList ',' TableElement
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<te>3); }
    ;

TableElement:
    columnDef
        {
            CHK($<te>$ = ARENA_NEW(pc->a, tabelem));
            $<te>$->kind = TE_COLUMN;
            $<te>$->coldef = $<node>1;
            $<te>$->loc = @$.start;
        }
    | TableConstraint
    ;

OptTypedTableElementList:
    '(' TypedTableElementList ')'   { $<lst>$ = $<lst>2; }
    | %empty                        { $<lst>$ = NULL; }
    ;

TypedTableElementList:
    TypedTableElement               { $<lst>$ = NULL; PUSH($<lst>$, $<te>1); }
    | TypedTableElementList ',' TypedTableElement
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<te>3); }
    ;

/* column options of a partition are not modelled */
TypedTableElement:
    ColId ColQualList
        {
            CHK($<te>$ = ARENA_NEW(pc->a, tabelem));
            $<te>$->kind = TE_IGNORED;
            $<te>$->loc = @$.start;
        }
    | TableConstraint
    ;

columnDef:
    ColId Typename ColQualList
        {
            MK($<node>$, AST_COLUMNDEF, @$);
            $<node>$->coldef.name = $1;
            $<node>$->coldef.typename = $2;
            LIST_FOREACH(colcons *, c, $<lst>3) {
                switch (c->kind) {
                case CC_NOT_NULL: $<node>$->coldef.not_null = true; break;
                case CC_NULL: $<node>$->coldef.is_null = true; break;
                case CC_PRIMARY_KEY:
                    $<node>$->coldef.primary_key = true;
                    $<node>$->coldef.pkey_name = c->name;
                    break;
                case CC_DEFAULT: $<node>$->coldef.default_expr = c->expr; break;
                case CC_COLLATE: $<node>$->coldef.collation = c->name; break;
                default: break;
                }
            }
        }
    ;

ColQualList:
    ColQualList ColConstraint
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<cc>2); }
    | %empty                        { $<lst>$ = NULL; }
    ;

ColConstraint:
    CONSTRAINT name ColConstraintElem
        {
            $<cc>$ = $<cc>3;
            if ($<cc>$->kind == CC_PRIMARY_KEY)
                $<cc>$->name = $2;
        }
    | ColConstraintElem
    | ConstraintAttr                { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    | COLLATE any_name
        {
            CHK($<cc>$ = mk_cc(pc, CC_COLLATE));
            $<cc>$->name = $2->part[$2->n - 1];
        }
    ;

ColConstraintElem:
    NOT NULL_P                      { CHK($<cc>$ = mk_cc(pc, CC_NOT_NULL)); }
    | NULL_P                        { CHK($<cc>$ = mk_cc(pc, CC_NULL)); }
    | UNIQUE opt_reloptions         { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    | PRIMARY KEY opt_reloptions    { CHK($<cc>$ = mk_cc(pc, CC_PRIMARY_KEY)); }
    | CHECK '(' a_expr ')'          { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    | DEFAULT b_expr
        { CHK($<cc>$ = mk_cc(pc, CC_DEFAULT)); $<cc>$->expr = $2; }
    | GENERATED generated_when AS IDENTITY_P
        { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    | GENERATED generated_when AS '(' a_expr ')' STORED
        { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    /* PostgreSQL 18: VIRTUAL, also by default.  The value is computed
       when read, from the row's own columns: to a query it is a column
       like a stored one (an outer join's NULL row gives NULL there too),
       and qprop reads neither's expression. */
    | GENERATED generated_when AS '(' a_expr ')' IDENT
        {
            bool virt = strcmp($7, "virtual") == 0
                        && pc->text[@7.start] != '"';

            if (pc->pg_version < 18 || !virt) {
                syntax_error_from(pc, @7.start,
                                  virt ? "VIRTUAL generated columns" : NULL,
                                  18);
                YYABORT;
            }
            CHK($<cc>$ = mk_cc(pc, CC_IGNORED));
        }
    | GENERATED generated_when AS '(' a_expr ')'
        {
            if (pc->pg_version < 18) {
                syntax_error_from(pc, @6.end,
                                  "generated columns without STORED", 18);
                YYABORT;
            }
            CHK($<cc>$ = mk_cc(pc, CC_IGNORED));
        }
    | REFERENCES qualified_name opt_name_list key_match key_actions
        { CHK($<cc>$ = mk_cc(pc, CC_IGNORED)); }
    ;

generated_when:
    ALWAYS
    | BY DEFAULT
    ;

ConstraintAttr:
    DEFERRABLE
    | NOT DEFERRABLE
    | INITIALLY DEFERRED
    | INITIALLY IMMEDIATE
    ;

TableConstraint:
    CONSTRAINT name ConstraintElem
        {
            $<te>$ = $<te>3;
            $<te>$->loc = @$.start;
            $<te>$->name = $2;
        }
    | ConstraintElem
    ;

ConstraintElem:
    CHECK '(' a_expr ')' ConstraintAttributeSpec
        { CHK($<te>$ = mk_te(pc, TE_IGNORED, NULL, @$.start)); }
    | UNIQUE '(' name_list opt_without_overlaps ')' opt_reloptions
      ConstraintAttributeSpec
        { CHK($<te>$ = mk_te(pc, TE_IGNORED, NULL, @$.start)); }
    | PRIMARY KEY '(' name_list opt_without_overlaps ')' opt_reloptions
      ConstraintAttributeSpec
        { CHK($<te>$ = mk_te(pc, TE_PRIMARY_KEY, $4, @$.start)); }
    | FOREIGN KEY '(' name_list opt_period ')' REFERENCES qualified_name
      opt_ref_columns key_match key_actions ConstraintAttributeSpec
        {
            CHK($<te>$ = mk_te(pc, TE_FOREIGN_KEY, $4, @$.start));
            $<te>$->set_cols = $11;
        }
    ;

/*
 * PostgreSQL 18's temporal keys.  PRIMARY KEY (id, valid WITHOUT
 * OVERLAPS): no two rows of one id have overlapping ranges, and an empty
 * range is refused, so no two rows have equal (id, valid) either: the
 * primary key it is to PostgreSQL's planner (get_primary_key_attnos()
 * reads it for GROUP BY) and to qprop.  PERIOD in a foreign key changes
 * only what the key checks, which qprop does not read.  In 15 to 17 both
 * are syntax errors, at WITHOUT and at the name after PERIOD (there a
 * name like any other: the token reader makes PERIOD_LA from 18 on).
 */
opt_without_overlaps:
    WITHOUT OVERLAPS
        {
            if (pc->pg_version < 18) {
                syntax_error_from(pc, @1.start, "WITHOUT OVERLAPS keys", 18);
                YYABORT;
            }
        }
    | %empty
    ;

opt_period:
    ',' PERIOD_LA name
    | %empty
    ;

opt_ref_columns:
    '(' name_list opt_period ')'
    | %empty
    ;

ConstraintAttributeSpec:
    ConstraintAttributeSpec ConstraintAttr
    | %empty
    ;

key_match:
    MATCH FULL
    | MATCH PARTIAL
    | MATCH SIMPLE
    | %empty
    ;

/* the column list of ON DELETE SET NULL|DEFAULT (cols), or NULL; one
   after ON UPDATE is PostgreSQL's error */
key_actions:
    key_update                      { $$ = NULL; }
    | key_delete                    { $$ = $1; }
    | key_update key_delete         { $$ = $2; }
    | key_delete key_update         { $$ = $1; }
    | %empty                        { $$ = NULL; }
    ;

key_update:
    ON UPDATE NO ACTION
    | ON UPDATE RESTRICT
    | ON UPDATE CASCADE
    | ON UPDATE SET NULL_P opt_name_list
        {
            if ($5)
                FAIL(@3.start, "a column list with SET NULL is only "
                     "supported for ON DELETE actions");
        }
    | ON UPDATE SET DEFAULT opt_name_list
        {
            if ($5)
                FAIL(@3.start, "a column list with SET DEFAULT is only "
                     "supported for ON DELETE actions");
        }
    ;

key_delete:
    ON DELETE_P key_action          { $$ = $3; }
    ;

key_action:
    NO ACTION                       { $$ = NULL; }
    | RESTRICT                      { $$ = NULL; }
    | CASCADE                       { $$ = NULL; }
    | SET NULL_P opt_name_list      { $$ = $3; }
    | SET DEFAULT opt_name_list     { $$ = $3; }
    ;

OptInherit:
    INHERITS '(' qualified_name_list ')' { $<lst>$ = $<lst>3; }
    | %empty                        { $<lst>$ = NULL; }
    ;

qualified_name_list:
    qualified_name                  { $<lst>$ = NULL; PUSH($<lst>$, $1); }
    | qualified_name_list ',' qualified_name
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $3); }
    ;

OptPartitionSpec:
    PARTITION BY ColId '(' part_params ')'
        {
            MK($<node>$, AST_PARTSPEC, @$);
            if (strcmp($3, "range") == 0)
                $<node>$->partspec.strategy = PART_RANGE;
            else if (strcmp($3, "list") == 0)
                $<node>$->partspec.strategy = PART_LIST;
            else if (strcmp($3, "hash") == 0)
                $<node>$->partspec.strategy = PART_HASH;
            else
                FAIL(@3.start, "unrecognized partitioning strategy \"%s\"",
                     $3);
            $<node>$->partspec.keys = $<lst>5;
        }
    | %empty                        { $<node>$ = NULL; }
    ;

part_params:
    part_elem                       { $<lst>$ = NULL; PUSH($<lst>$, $<node>1); }
    | part_params ',' part_elem
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<node>3); }
    ;

/* a column key keeps its collation and operator class (the catalog
   refuses to prune by keys whose semantics it does not know) */
part_elem:
    ColId opt_collate_clause opt_class
        {
            CHK($<node>$ = mk_colref(pc, $1, NULL, @1));
            $<node>$->colref.collation = $2;
            $<node>$->colref.opclass = $3 ? $3->part[$3->n - 1] : NULL;
        }
    | func_expr_windowless opt_collate_clause opt_class
        { $<node>$ = $<node>1; }
    | '(' a_expr ')' opt_collate_clause opt_class
        { $<node>$ = $2; }
    ;

opt_class:
    any_name                        { $$ = $1; }
    | %empty                        { $$ = NULL; }
    ;

opt_collate_clause:
    COLLATE any_name                { $$ = $2->part[$2->n - 1]; }
    | %empty                        { $$ = NULL; }
    ;

PartitionBoundSpec:
    FOR VALUES WITH '(' hash_partbound ')'
        {
            MK($<node>$, AST_PARTBOUND, @$);
            $<node>$->bound.kind = BOUND_HASH;
            $<node>$->bound.modulus = -1;
            $<node>$->bound.remainder = -1;
            LIST_FOREACH(ast *, e, $<lst>5) {
                long v = strtol(e->target.expr->cnst.str, NULL, 10);
                int iv = v > 0x7fffffff ? 0x7fffffff : (int)v;

                if (strcmp(e->target.alias, "modulus") == 0) {
                    if ($<node>$->bound.modulus != -1)
                        FAIL(e->loc, "modulus for hash partition provided "
                             "more than once");
                    $<node>$->bound.modulus = iv;
                } else if (strcmp(e->target.alias, "remainder") == 0) {
                    if ($<node>$->bound.remainder != -1)
                        FAIL(e->loc, "remainder for hash partition provided "
                             "more than once");
                    $<node>$->bound.remainder = iv;
                } else {
                    FAIL(e->loc, "unrecognized hash partition bound "
                         "specification \"%s\"", e->target.alias);
                }
            }
            if ($<node>$->bound.modulus == -1)
                FAIL(@$.start, "modulus for hash partition must be specified");
            if ($<node>$->bound.remainder == -1)
                FAIL(@$.start, "remainder for hash partition must be "
                     "specified");
        }
    | FOR VALUES IN_P '(' expr_list ')'
        {
            MK($<node>$, AST_PARTBOUND, @$);
            $<node>$->bound.kind = BOUND_LIST;
            $<node>$->bound.in = $5;
        }
    | FOR VALUES FROM '(' expr_list ')' TO '(' expr_list ')'
        {
            MK($<node>$, AST_PARTBOUND, @$);
            $<node>$->bound.kind = BOUND_RANGE;
            for (int i = 0; i < list_len($5); i++)
                $5->items[i] = range_bound_value(list_nth($5, i));
            for (int i = 0; i < list_len($9); i++)
                $9->items[i] = range_bound_value(list_nth($9, i));
            $<node>$->bound.from = $5;
            $<node>$->bound.to = $9;
        }
    | DEFAULT
        {
            MK($<node>$, AST_PARTBOUND, @$);
            $<node>$->bound.kind = BOUND_DEFAULT;
        }
    ;

hash_partbound:
    hash_partbound_elem             { $<lst>$ = NULL; PUSH($<lst>$, $<node>1); }
    | hash_partbound ',' hash_partbound_elem
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<node>3); }
    ;

/* a holder AST_TARGET: .alias the word, .expr the number */
hash_partbound_elem:
    NonReservedWord Iconst
        {
            MK($<node>$, AST_TARGET, @$);
            $<node>$->target.alias = $1;
            CHK($<node>$->target.expr = mk_const(pc, CONST_INT, $2, @2));
        }
    ;

OptAccessMethod:
    USING name
    | %empty
    ;

OptWith:
    WITH reloptions
    | WITHOUT OIDS
    | %empty
    ;

/* reloptions: bit 1 when security_barrier is on (a view's), bit 2 when
   security_invoker is, else 0 */
opt_reloptions:
    WITH reloptions             { $$ = $2; }
    | %empty                    { $$ = 0; }
    ;

reloptions:
    '(' reloption_list ')'      { $$ = $2; }
    ;

reloption_list:
    reloption_elem              { $$ = $1; }
    | reloption_list ',' reloption_elem { $$ = $1 | $3; }
    ;

reloption_elem:
    ColLabel '=' def_arg
        { $$ = reloption_true($3) ? reloption_bit($1) : 0; }
    | ColLabel
        { $$ = reloption_bit($1); }
    | ColLabel '.' ColLabel '=' def_arg     { $$ = 0; }
    | ColLabel '.' ColLabel                 { $$ = 0; }
    ;

def_arg:
    ColLabel                    { $$ = $1; }
    | Sconst                    { $$ = $1; }
    | ICONST                    { $$ = $1; }
    | FCONST                    { $$ = $1; }
    | '-' ICONST                { $$ = "-"; }
    | '-' FCONST                { $$ = "-"; }
    ;

OnCommitOption:
    ON COMMIT DROP                  { $$ = 1; }
    | ON COMMIT DELETE_P ROWS       { $$ = 2; }
    | ON COMMIT PRESERVE ROWS       { $$ = 3; }
    | %empty                        { $$ = 0; }
    ;

OptTableSpace:
    TABLESPACE name
    | %empty
    ;

/* ---- CREATE DOMAIN ---- */

/* DOMAIN and TYPE are not keywords here: the statement driver sends only
   CREATE DOMAIN statements and CREATE TYPE name AS (...) with an IDENT
   after CREATE.  A domain's constraints are read and not modelled: a
   domain is its base type.  A composite type keeps its attributes. */
CreateDomainStmt:
    domain_head any_name AS Typename ColQualList
        {
            if (strcmp($1, "domain") != 0)
                FAIL(@3.start, "syntax error at or near \"AS\"");
            MK($$, AST_CREATE_TYPE, @$);
            $$->ctype.name = *$2;
            $$->ctype.kind = CTYPE_DOMAIN;
            $$->ctype.base = $4;
        }
    | domain_head any_name Typename ColQualList
        {
            if (strcmp($1, "domain") != 0)
                FAIL(@3.start, "%s", "syntax error in CREATE TYPE");
            MK($$, AST_CREATE_TYPE, @$);
            $$->ctype.name = *$2;
            $$->ctype.kind = CTYPE_DOMAIN;
            $$->ctype.base = $3;
        }
    | domain_head any_name AS '(' TableFuncElementList ')'
        {
            if (strcmp($1, "type") != 0)
                FAIL(@4.start, "syntax error at or near \"(\"");
            MK($$, AST_CREATE_TYPE, @$);
            $$->ctype.name = *$2;
            $$->ctype.kind = CTYPE_COMPOSITE;
            $$->ctype.attrs = $5;
        }
    ;

/* CREATE DOMAIN or CREATE TYPE; any other word after CREATE is an error
   right there */
domain_head:
    CREATE IDENT
        {
            if (strcmp($2, "domain") != 0)
                FAIL(@2.start, "syntax error at or near \"%s\"", $2);
            $$ = $2;
        }
    | CREATE TYPE_P                 { $$ = "type"; }
    ;

/* ---- CREATE VIEW, DROP, ALTER TABLE ---- */

ViewStmt:
    CREATE OptTemp VIEW qualified_name opt_name_list opt_reloptions AS
    SelectStmt opt_check_option
        {
            MK($$, AST_CREATE_VIEW, @$);
            $$->view.name = *$4;
            $$->view.colnames = $5;
            $$->view.query = $8;
            $$->view.temp = $<ival>2 == 1;
            $$->view.barrier = ($6 & 1) != 0;
            $$->view.invoker = ($6 & 2) != 0;
        }
    | CREATE OR REPLACE OptTemp VIEW qualified_name opt_name_list
      opt_reloptions AS SelectStmt opt_check_option
        {
            MK($$, AST_CREATE_VIEW, @$);
            $$->view.name = *$6;
            $$->view.colnames = $7;
            $$->view.query = $10;
            $$->view.temp = $<ival>4 == 1;
            $$->view.or_replace = true;
            $$->view.barrier = ($8 & 1) != 0;
            $$->view.invoker = ($8 & 2) != 0;
        }
    | CREATE OptTemp RECURSIVE VIEW qualified_name '(' name_list ')'
      opt_reloptions AS SelectStmt
        {
            MK($$, AST_CREATE_VIEW, @$);
            $$->view.name = *$5;
            $$->view.colnames = $7;
            CHK($$->view.query = mk_recursive_view(pc, $5, $7, $11, @11));
            $$->view.temp = $<ival>2 == 1;
            $$->view.recursive = true;
            $$->view.barrier = ($9 & 1) != 0;
            $$->view.invoker = ($9 & 2) != 0;
        }
    | CREATE OR REPLACE OptTemp RECURSIVE VIEW qualified_name
      '(' name_list ')' opt_reloptions AS SelectStmt
        {
            MK($$, AST_CREATE_VIEW, @$);
            $$->view.name = *$7;
            $$->view.colnames = $9;
            CHK($$->view.query = mk_recursive_view(pc, $7, $9, $13, @13));
            $$->view.temp = $<ival>4 == 1;
            $$->view.recursive = true;
            $$->view.or_replace = true;
            $$->view.barrier = ($11 & 1) != 0;
            $$->view.invoker = ($11 & 2) != 0;
        }
    ;

opt_check_option:
    WITH CHECK OPTION
    | WITH CASCADED CHECK OPTION
    | WITH LOCAL CHECK OPTION
    | %empty
    ;

DropStmt:
    DROP drop_type any_name_list opt_drop_behavior
        {
            MK($$, AST_DROP, @$);
            $$->drop.is_view = $<ival>2 == 1;
            $$->drop.matview = $<ival>2 == 2;
            $$->drop.names = $<lst>3;
            $$->drop.cascade = $<ival>4;
        }
    | DROP drop_type IF_P EXISTS any_name_list opt_drop_behavior
        {
            MK($$, AST_DROP, @$);
            $$->drop.is_view = $<ival>2 == 1;
            $$->drop.matview = $<ival>2 == 2;
            $$->drop.names = $<lst>5;
            $$->drop.cascade = $<ival>6;
            $$->drop.if_exists = true;
        }
    ;

/* 1 for a view, 2 for a materialized view */
drop_type:
    TABLE                           { $<ival>$ = 0; }
    | VIEW                          { $<ival>$ = 1; }
    | MATERIALIZED VIEW             { $<ival>$ = 2; }
    ;

any_name_list:
    any_name                        { $<lst>$ = NULL; PUSH($<lst>$, $1); }
    | any_name_list ',' any_name    { $<lst>$ = $<lst>1; PUSH($<lst>$, $3); }
    ;

any_name:
    qualified_name
    ;

opt_drop_behavior:
    CASCADE                         { $<ival>$ = 1; }
    | RESTRICT                      { $<ival>$ = 0; }
    | %empty                        { $<ival>$ = 0; }
    ;

/*
 * Only the actions the catalog models reach the grammar; parser.c turns
 * any other ALTER TABLE into ALTER_OTHER from its tokens.
 */
AlterTableStmt:
    ALTER TABLE relation_expr alter_table_cmds
        {
            $$ = alter_stmt(pc, $<lst>4, @$.start, @$.end);
            CHK($$);
            $$->alter.name = $3->rangevar.name;
            $$->alter.only = $3->rangevar.only;
        }
    | ALTER TABLE IF_P EXISTS relation_expr alter_table_cmds
        {
            $$ = alter_stmt(pc, $<lst>6, @$.start, @$.end);
            CHK($$);
            $$->alter.name = $5->rangevar.name;
            $$->alter.only = $5->rangevar.only;
            $$->alter.rel_if_exists = true;
        }
    ;

alter_table_cmds:
    alter_table_cmd                 { $<lst>$ = NULL; PUSH($<lst>$, $<node>1); }
    | alter_table_cmds ',' alter_table_cmd
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<node>3); }
    ;

opt_column:
    COLUMN
    | %empty
    ;

opt_set_data:
    SET DATA_P
    | %empty
    ;

/* the USING expression converts the stored values: nothing qprop reads */
alter_using:
    USING a_expr
    | %empty
    ;

/* a holder AST_ALTER_TABLE with the action */
alter_table_cmd:
    ADD_P PRIMARY KEY '(' name_list opt_without_overlaps ')' opt_reloptions
      ConstraintAttributeSpec
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_ADD_PRIMARY_KEY;
            $<node>$->alter.cols = $5;
        }
    | ADD_P CONSTRAINT name PRIMARY KEY '(' name_list opt_without_overlaps ')'
      opt_reloptions ConstraintAttributeSpec
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_ADD_PRIMARY_KEY;
            $<node>$->alter.cols = $7;
            $<node>$->alter.newname = $3;
        }
    | ATTACH PARTITION qualified_name PartitionBoundSpec
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_ATTACH_PARTITION;
            $<node>$->alter.child = *$3;
            $<node>$->alter.bound = $<node>4;
        }
    | DETACH PARTITION qualified_name opt_detach
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DETACH_PARTITION;
            $<node>$->alter.child = *$3;
        }
    | ADD_P opt_column columnDef
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_ADD_COLUMN;
            $<node>$->alter.coldef = $<node>3;
        }
    | ADD_P opt_column IF_P NOT EXISTS columnDef
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_ADD_COLUMN;
            $<node>$->alter.coldef = $<node>6;
            $<node>$->alter.if_exists = true;
        }
    | DROP CONSTRAINT name opt_drop_behavior
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DROP_CONSTRAINT;
            $<node>$->alter.colname = $3;
            $<node>$->alter.cascade = $<ival>4;
        }
    | DROP CONSTRAINT IF_P EXISTS name opt_drop_behavior
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DROP_CONSTRAINT;
            $<node>$->alter.colname = $5;
            $<node>$->alter.if_exists = true;
            $<node>$->alter.cascade = $<ival>6;
        }
    | DROP opt_column ColId opt_drop_behavior
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DROP_COLUMN;
            $<node>$->alter.colname = $3;
            $<node>$->alter.cascade = $<ival>4;
        }
    | DROP opt_column IF_P EXISTS ColId opt_drop_behavior
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DROP_COLUMN;
            $<node>$->alter.colname = $5;
            $<node>$->alter.if_exists = true;
            $<node>$->alter.cascade = $<ival>6;
        }
    | RENAME opt_column ColId TO ColId
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_RENAME_COLUMN;
            $<node>$->alter.colname = $3;
            $<node>$->alter.newname = $5;
        }
    | RENAME TO ColId
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_RENAME_TABLE;
            $<node>$->alter.newname = $3;
        }
    | ALTER opt_column ColId SET NOT NULL_P
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_SET_NOT_NULL;
            $<node>$->alter.colname = $3;
        }
    | ALTER opt_column ColId opt_set_data TYPE_P Typename opt_collate_clause
      alter_using
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_COLUMN_TYPE;
            $<node>$->alter.colname = $3;
            MK($<node>$->alter.coldef, AST_COLUMNDEF, @6);
            $<node>$->alter.coldef->coldef.name = $3;
            $<node>$->alter.coldef->coldef.typename = $6;
            $<node>$->alter.coldef->coldef.collation = $7;
        }
    | ALTER opt_column ColId DROP NOT NULL_P
        {
            MK($<node>$, AST_ALTER_TABLE, @$);
            $<node>$->alter.kind = ALTER_DROP_NOT_NULL;
            $<node>$->alter.colname = $3;
        }
    ;

opt_detach:
    CONCURRENTLY
    | FINALIZE
    | %empty
    ;

/* ---- INSERT, UPDATE, DELETE ---- */

opt_with_clause:
    with_clause                     { $<node>$ = $1; }
    | %empty                        { $<node>$ = NULL; }
    ;

InsertStmt:
    opt_with_clause INSERT INTO insert_target insert_rest opt_on_conflict
    returning_clause
        {
            $$ = $<node>4;
            $$->loc = @$.start;
            $$->end = @$.end;
            $$->insert.cols = $<node>5->insert.cols;
            $$->insert.query = $<node>5->insert.query;
            $$->insert.overriding = $<node>5->insert.overriding;
            $$->insert.conflict = (ast_conflict *)$<node>6;
            $$->insert.returning = $<lst>7;
            if ($<node>1) {
                $$->insert.with = $<node>1->select.with;
                if ($<node>1->select.with_recursive)
                    FAIL(@1.start, "WITH RECURSIVE is not supported here");
            }
        }
    ;

insert_target:
    qualified_name
        { MK($<node>$, AST_INSERT, @$); $<node>$->insert.name = *$1; }
    | qualified_name AS ColId
        {
            MK($<node>$, AST_INSERT, @$);
            $<node>$->insert.name = *$1;
            CHK($<node>$->insert.alias = mk_alias(pc, $3, NULL, @3.start));
        }
    ;

/* a holder AST_INSERT with .cols and .query */
insert_rest:
    SelectStmt
        { MK($<node>$, AST_INSERT, @$); $<node>$->insert.query = $1; }
    | '(' name_list ')' SelectStmt
        {
            MK($<node>$, AST_INSERT, @$);
            $<node>$->insert.cols = $2;
            $<node>$->insert.query = $4;
        }
    | OVERRIDING override_kind VALUE_P SelectStmt
        {
            MK($<node>$, AST_INSERT, @$);
            $<node>$->insert.overriding = $<ival>2;
            $<node>$->insert.query = $4;
        }
    | '(' name_list ')' OVERRIDING override_kind VALUE_P SelectStmt
        {
            MK($<node>$, AST_INSERT, @$);
            $<node>$->insert.cols = $2;
            $<node>$->insert.overriding = $<ival>5;
            $<node>$->insert.query = $7;
        }
    | DEFAULT VALUES
        { MK($<node>$, AST_INSERT, @$); }
    ;

override_kind:
    SYSTEM_P                        { $<ival>$ = 1; }
    | USER                          { $<ival>$ = 2; }
    ;

/* an ast_conflict *, or NULL */
opt_on_conflict:
    ON CONFLICT opt_conf_expr DO NOTHING
        {
            ast_conflict *k = (ast_conflict *)$<node>3;

            k->loc = @$.start;
            $<node>$ = (ast *)k;
        }
    | ON CONFLICT opt_conf_expr DO UPDATE SET set_clause_list where_clause
        {
            ast_conflict *k = (ast_conflict *)$<node>3;

            k->loc = @$.start;
            k->do_update = true;
            LIST_FOREACH(ast *, sc, $<lst>7) {
                PUSH(k->set_cols, (void *)sc->target.alias);
                PUSH(k->set_exprs, sc->target.expr);
            }
            k->where = $8;
            $<node>$ = (ast *)k;
        }
    | %empty                        { $<node>$ = NULL; }
    ;

/* a new ast_conflict * with the conflict target */
opt_conf_expr:
    '(' name_list ')' where_clause
        {
            ast_conflict *k = ARENA_NEW(pc->a, ast_conflict);

            CHK(k);
            k->infer_cols = $2;
            k->infer_where = $4;
            $<node>$ = (ast *)k;
        }
    | ON CONSTRAINT name
        {
            ast_conflict *k = ARENA_NEW(pc->a, ast_conflict);

            CHK(k);
            k->constraint = $3;
            $<node>$ = (ast *)k;
        }
    | %empty
        {
            ast_conflict *k = ARENA_NEW(pc->a, ast_conflict);

            CHK(k);
            $<node>$ = (ast *)k;
        }
    ;

returning_clause:
    RETURNING target_list           { $<lst>$ = $2; }
    | %empty                        { $<lst>$ = NULL; }
    ;

UpdateStmt:
    opt_with_clause UPDATE relation_expr_opt_alias SET set_clause_list
    from_clause where_clause returning_clause
        {
            MK($$, AST_UPDATE, @$);
            $$->update.name = $3->rangevar.name;
            $$->update.alias = $3->rangevar.alias;
            LIST_FOREACH(ast *, sc, $<lst>5) {
                PUSH($$->update.set_cols, (void *)sc->target.alias);
                PUSH($$->update.set_exprs, sc->target.expr);
            }
            $$->update.from = $6;
            $$->update.where = $7;
            $$->update.returning = $<lst>8;
            if ($<node>1) {
                $$->update.with = $<node>1->select.with;
                if ($<node>1->select.with_recursive)
                    FAIL(@1.start, "WITH RECURSIVE is not supported here");
            }
        }
    ;

set_clause_list:
    set_clause                      { $<lst>$ = NULL; PUSH($<lst>$, $<node>1); }
    | set_clause_list ',' set_clause
        { $<lst>$ = $<lst>1; PUSH($<lst>$, $<node>3); }
    | set_multi                     { $<lst>$ = $<lst>1; }
    | set_clause_list ',' set_multi
        {
            $<lst>$ = $<lst>1;
            LIST_FOREACH(ast *, sc, $<lst>3)
                PUSH($<lst>$, sc);
        }
    ;

/* SET (a, b) = ROW(x, y) | (x, y) | (SELECT x, y ...): a list of holder
   AST_TARGETs, one per column.  A row's items go to the columns in
   order, as PostgreSQL's grammar splits them; a sub-SELECT's columns are
   each an AST_SUBLINK of it with .multi_col (the bind checks its width,
   src/bind/dml.c). */
set_multi:
    '(' set_target_list ')' '=' a_expr
        {
            int n = list_len($<lst>2), k = 0;
            ast *src = $5;
            bool row = src->kind == AST_ROW
                       && (src->row.explicit_row
                           || list_len(src->row.items) != 1);
            bool sub = src->kind == AST_SUBLINK
                       && src->sub.kind == SUBLINK_EXPR;

            if (!row && !sub)
                FAIL(@5.start, "source for a multiple-column UPDATE item "
                     "must be a sub-SELECT or ROW() expression");
            if (row && list_len(src->row.items) != n)
                FAIL(@5.start, "number of columns does not match number "
                     "of values");
            $<lst>$ = NULL;
            LIST_FOREACH(const char *, col, $<lst>2) {
                ast *tg, *e;

                MK(tg, AST_TARGET, @$);
                tg->target.alias = col;
                if (row) {
                    e = list_nth(src->row.items, k);
                } else {
                    MK(e, AST_SUBLINK, @5);
                    *e = *src;
                    e->sub.multi_col = k + 1;
                    e->sub.multi_n = n;
                }
                tg->target.expr = e;
                PUSH($<lst>$, tg);
                k++;
            }
        }
    ;

set_target_list:
    ColId                           { $<lst>$ = NULL; PUSH($<lst>$, (void *)$1); }
    | set_target_list ',' ColId
        { $<lst>$ = $<lst>1; PUSH($<lst>$, (void *)$3); }
    ;

/* a holder AST_TARGET: .alias the column, .expr the value */
set_clause:
    ColId '=' a_expr
        {
            MK($<node>$, AST_TARGET, @$);
            $<node>$->target.alias = $1;
            $<node>$->target.expr = $3;
        }
    ;

relation_expr_opt_alias:
    relation_expr %prec UMINUS
    | relation_expr ColId
        {
            $$ = $1;
            CHK($$->rangevar.alias = mk_alias(pc, $2, NULL, @2.start));
            $$->end = @$.end;
        }
    | relation_expr AS ColId
        {
            $$ = $1;
            CHK($$->rangevar.alias = mk_alias(pc, $3, NULL, @2.start));
            $$->end = @$.end;
        }
    ;

DeleteStmt:
    opt_with_clause DELETE_P FROM relation_expr_opt_alias using_clause
    where_clause returning_clause
        {
            MK($$, AST_DELETE, @$);
            $$->del.name = $4->rangevar.name;
            $$->del.alias = $4->rangevar.alias;
            $$->del.using_ = $<lst>5;
            $$->del.where = $6;
            $$->del.returning = $<lst>7;
            if ($<node>1) {
                $$->del.with = $<node>1->select.with;
                if ($<node>1->select.with_recursive)
                    FAIL(@1.start, "WITH RECURSIVE is not supported here");
            }
        }
    ;

using_clause:
    USING from_list                 { $<lst>$ = $2; }
    | %empty                        { $<lst>$ = NULL; }
    ;

/* ---- EXPLAIN ---- */

ExplainStmt:
    EXPLAIN ExplainableStmt
        { MK($$, AST_EXPLAIN, @$); $$->explain.stmt = $<node>2; }
    | EXPLAIN analyze_keyword opt_verbose ExplainableStmt
        {
            MK($$, AST_EXPLAIN, @$);
            $$->explain.stmt = $<node>4;
            $$->explain.analyze = true;
        }
    | EXPLAIN VERBOSE ExplainableStmt
        { MK($$, AST_EXPLAIN, @$); $$->explain.stmt = $<node>3; }
    | EXPLAIN '(' explain_option_list ')' ExplainableStmt
        {
            MK($$, AST_EXPLAIN, @$);
            $$->explain.stmt = $<node>5;
            $$->explain.analyze = $<ival>3 == 1;
        }
    ;

ExplainableStmt:
    SelectStmt                      { $<node>$ = $1; }
    | InsertStmt                    { $<node>$ = $1; }
    | UpdateStmt                    { $<node>$ = $1; }
    | DeleteStmt                    { $<node>$ = $1; }
    ;

analyze_keyword:
    ANALYZE
    | ANALYSE
    ;

opt_verbose:
    VERBOSE
    | %empty
    ;

/* true when ANALYZE is among the options and not turned off */
explain_option_list:
    explain_option                  { $<ival>$ = $<ival>1; }
    | explain_option_list ',' explain_option
        { $<ival>$ = $<ival>3 >= 0 ? $<ival>3 : $<ival>1; }
    ;

/* 1 ANALYZE on, 0 ANALYZE off, -1 another option */
explain_option:
    NonReservedWord explain_option_arg
        { $<ival>$ = -1; }
    | analyze_keyword explain_option_arg
        { $<ival>$ = $<ival>2 != 0; }
    ;

/* 0 when false or off, else 1 */
explain_option_arg:
    TRUE_P                          { $<ival>$ = 1; }
    | FALSE_P                       { $<ival>$ = 0; }
    | ON                            { $<ival>$ = 1; }
    | NonReservedWord
        { $<ival>$ = strcmp($1, "off") != 0 && strcmp($1, "false") != 0; }
    | Sconst                        { $<ival>$ = 1; }
    | ICONST                        { $<ival>$ = strcmp($1, "0") != 0; }
    | FCONST                        { $<ival>$ = 1; }
    | %empty                        { $<ival>$ = 1; }
    ;

/* ---- names ---- */

ColId:
    IDENT
    | unreserved_keyword
    | col_name_keyword
    ;

type_function_name:
    IDENT
    | unreserved_keyword
    | type_func_name_keyword
    ;

NonReservedWord:
    IDENT
    | unreserved_keyword
    | col_name_keyword
    | type_func_name_keyword
    ;

ColLabel:
    IDENT
    | unreserved_keyword
    | col_name_keyword
    | type_func_name_keyword
    | reserved_keyword
    ;

/* a column alias without AS: not the keywords that could continue the
   expression or start the next clause (PostgreSQL's AS_LABEL ones) */
BareColLabel:
    IDENT
    | bare_label_keyword
    ;

attr_name:
    ColLabel
    ;

/*
 * Keyword categories: each must list exactly the keywords.c entries of
 * its category (tests/unit/check_parser.c checks that each keyword works
 * where its category says).
 */
/* usable as any name */
unreserved_keyword:
    ACTION | ADD_P | ALTER | ALWAYS | AT | ATTACH | BREADTH | BY | CASCADE
    | CASCADED | COMMIT | CONFLICT | CUBE | CURRENT_P | CYCLE | DATA_P | DAY_P
    | DEFERRED | DELETE_P | DEPTH | DETACH | DOUBLE_P | DROP | ESCAPE | EXCLUDE | EXPLAIN
    | FILTER | FINALIZE | FIRST_P | FOLLOWING | GENERATED | GLOBAL | GROUPS
    | HOUR_P | IDENTITY_P | IF_P | IMMEDIATE | INCLUDE | INDEX | INHERITS
    | INSERT | KEY | LAST_P | LOCAL | LOCKED | MATCH | MATERIALIZED | MINUTE_P
    | MONTH_P | NEXT | NO | NOTHING | NOWAIT | NULLS_P | OF | OIDS | OPERATOR
    | OPTION | ORDINALITY | OTHERS | OVER | OVERRIDING | PARTIAL | PARTITION
    | PRECEDING | PRESERVE | RANGE | RECURSIVE | RENAME | REPEATABLE | REPLACE
    | RESTRICT | ROLLUP | ROWS | SEARCH | SECOND_P | SET | SETS | SHARE
    | SIMPLE | SKIP | STORED | SYSTEM_P | TABLESPACE
    | TEMP | TEMPORARY | TIES | TYPE_P | UNBOUNDED | UNKNOWN | UNLOGGED | UPDATE
    | VALUE_P | VARYING | VIEW | WITHIN | WITHOUT | YEAR_P | ZONE
    ;

/* usable as a column name, not a function or type name */
col_name_keyword:
    BETWEEN | BIGINT | BOOLEAN_P | CHAR_P | CHARACTER | COALESCE | DEC
    | DECIMAL_P | EXISTS | EXTRACT | FLOAT_P | GREATEST | GROUPING | INT_P
    | INTEGER | INTERVAL | LEAST | NULLIF | NUMERIC | OVERLAY | POSITION
    | PRECISION | REAL | ROW | SMALLINT | SUBSTRING | TIME | TIMESTAMP | TRIM
    | VALUES | VARCHAR
    ;

/* usable as a function or type name */
type_func_name_keyword:
    AUTHORIZATION | BINARY | COLLATION | CONCURRENTLY | CROSS | CURRENT_SCHEMA
    | FREEZE | FULL | ILIKE | INNER_P | IS | ISNULL | JOIN | LEFT | LIKE
    | NATURAL | NOTNULL | OUTER_P | OVERLAPS | RIGHT | SIMILAR | TABLESAMPLE
    | VERBOSE
    ;

/* only after AS, or after a dot */
reserved_keyword:
    ALL | ANALYSE | ANALYZE | AND | ANY | ARRAY | AS | ASC | ASYMMETRIC | BOTH
    | CASE | CAST | CHECK | COLLATE | COLUMN | CONSTRAINT | CREATE
    | CURRENT_CATALOG | CURRENT_DATE | CURRENT_ROLE | CURRENT_TIME
    | CURRENT_TIMESTAMP | CURRENT_USER | DEFAULT | DEFERRABLE | DESC
    | DISTINCT | DO | ELSE | END_P | EXCEPT | FALSE_P | FETCH | FOR | FOREIGN
    | FROM | GRANT | GROUP_P | HAVING | IN_P | INITIALLY | INTERSECT | INTO
    | LATERAL_P | LEADING | LIMIT | LOCALTIME | LOCALTIMESTAMP | NOT | NULL_P
    | OFFSET | ON | ONLY | OR | ORDER | PLACING | PRIMARY | REFERENCES
    | RETURNING | SELECT | SESSION_USER | SOME | SYMMETRIC | SYSTEM_USER
    | TABLE | THEN | TO | TRAILING | TRUE_P | UNION | UNIQUE | USER | USING
    | VARIADIC | WHEN | WHERE | WINDOW | WITH
    ;

/* keywords that may be a column alias without AS */
bare_label_keyword:
    ACTION | ADD_P | ALL | ALTER | ALWAYS | ANALYSE | ANALYZE | AND | ANY
    | ASC | ASYMMETRIC | AT | ATTACH | AUTHORIZATION | BETWEEN | BIGINT
    | BINARY | BOOLEAN_P | BOTH | BREADTH | BY | CASCADE | CASCADED | CASE | CAST
    | CHECK | COALESCE | COLLATE | COLLATION | COLUMN | COMMIT | CONCURRENTLY
    | CONFLICT | CONSTRAINT | CROSS | CUBE | CURRENT_P | CURRENT_CATALOG
    | CYCLE | DEPTH
    | CURRENT_DATE | CURRENT_ROLE | CURRENT_SCHEMA | CURRENT_TIME
    | CURRENT_TIMESTAMP | CURRENT_USER | DATA_P | DEC | DECIMAL_P | DEFAULT
    | DEFERRABLE | DEFERRED | DELETE_P | DESC | DETACH | DISTINCT | DO
    | DOUBLE_P | DROP | ELSE | END_P | ESCAPE | EXCLUDE | EXISTS | EXPLAIN
    | EXTRACT | FALSE_P | FINALIZE | FIRST_P | FLOAT_P | FOLLOWING | FOREIGN
    | FREEZE | FULL | GENERATED | GLOBAL | GREATEST | GROUPING | GROUPS
    | IDENTITY_P | IF_P | ILIKE | IMMEDIATE | IN_P | INCLUDE | INDEX
    | INHERITS | INITIALLY | INNER_P | INSERT | INT_P | INTEGER | INTERVAL
    | IS | JOIN | KEY | LAST_P | LATERAL_P | LEADING | LEAST | LEFT | LIKE
    | LOCAL | LOCALTIME | LOCALTIMESTAMP | LOCKED | MATCH | MATERIALIZED
    | NATURAL | NEXT | NO | NOT | NOTHING | NOWAIT | NULL_P | NULLIF | NULLS_P
    | NUMERIC | OF | OIDS | ONLY | OPERATOR | OPTION | OR | ORDINALITY
    | OTHERS | OUTER_P | OVERLAY | OVERRIDING | PARTIAL | PARTITION
    | PLACING | POSITION
    | PRECEDING | PRESERVE | PRIMARY | RANGE | REAL | RECURSIVE | REFERENCES
    | RENAME
    | REPEATABLE | REPLACE | RESTRICT | RIGHT | ROLLUP | ROW | ROWS | SEARCH
    | SELECT
    | SESSION_USER
    | SET | SETS | SHARE | SIMILAR | SIMPLE | SKIP | SMALLINT | SOME | STORED
    | SUBSTRING | SYMMETRIC | SYSTEM_P | SYSTEM_USER | TABLE | TABLESAMPLE
    | TABLESPACE
    | TEMP | TEMPORARY | THEN | TIES | TIME | TIMESTAMP | TRAILING | TRIM
    | TYPE_P
    | TRUE_P | UNBOUNDED | UNIQUE | UNKNOWN | UNLOGGED | UPDATE | USER | USING
    | VALUE_P | VALUES | VARCHAR | VARIADIC | VERBOSE | VIEW | WHEN | ZONE
    ;

%%

/* ---- helpers of the actions ---- */

/* Record an error (the first one wins) and its code in 'pc'. */
static void
gram_error(parse_ctx *pc, qprop_status code, int offset, const char *fmt,
           ...)
{
    char buf[256];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (pc->status == QPROP_OK)
        pc->status = code;
    err_set(pc->err, code, offset, "%s", buf);
}

/* PostgreSQL 15's error for a subquery in FROM without an alias, which
   16 and later name unnamed_subquery. */
static void
from_alias_error(parse_ctx *pc, const ast *q, int loc)
{
    bool values = q->kind == AST_SELECT && q->select.values;

    gram_error(pc, QPROP_ESYNTAX, loc, "%s in FROM must have an alias",
               values ? "VALUES" : "subquery");
    err_hint(pc->err, "For example, FROM (%s ...) [AS] foo.  PostgreSQL 16 "
             "and later allow none; the input is read as PostgreSQL 15's.",
             values ? "VALUES" : "SELECT");
}

/*
 * The syntax error PostgreSQL gives at the first token at or after byte
 * 'off', for syntax of a later version ('what', added in 'since') that
 * the input's version rejects; the hint names both.
 */
static void
syntax_error_from(parse_ctx *pc, int off, const char *what, int since)
{
    int i = 0;

    while (i < pc->n && pc->toks[i].loc.start < off)
        i++;
    if (i >= pc->n)
        gram_error(pc, QPROP_ESYNTAX, off, "syntax error at end of input");
    else
        gram_error(pc, QPROP_ESYNTAX, pc->toks[i].loc.start,
                   "syntax error at or near \"%.*s\"",
                   pc->toks[i].loc.end - pc->toks[i].loc.start,
                   pc->text + pc->toks[i].loc.start);
    if (what)
        err_hint(pc->err, "%s are of PostgreSQL %d; the input is read as "
                 "PostgreSQL %d's (--pg-version).", what, since,
                 pc->pg_version);
}

/*
 * Bison calls this only when its stack is full ("memory exhausted": the
 * input nests deeper than YYMAXDEPTH) or an action ran out of memory
 * (YYNOMEM); syntax errors go to yyreport_syntax_error().
 */
static void
qpropyyerror(qprop_loc *loc, parse_ctx *pc, const char *msg)
{
    (void)msg;
    if (pc->a->failed)
        gram_error(pc, QPROP_ENOMEM, -1, "out of memory");
    else
        gram_error(pc, QPROP_ELIMIT, loc ? loc->start : -1,
                   "nesting too deep: expression is too complex to parse");
}

/* A syntax error at the lookahead token, worded as PostgreSQL does. */
static int
yyreport_syntax_error(const yypcontext_t *ctx, parse_ctx *pc)
{
    const qprop_loc *loc = yypcontext_location(ctx);
    int start = loc->start, len = loc->end - loc->start;

    if (pc->status != QPROP_OK)
        return 0;
    if (yypcontext_token(ctx) == YYSYMBOL_YYEOF || len <= 0) {
        gram_error(pc, QPROP_ESYNTAX, start, "syntax error at end of input");
        return 0;
    }
    /* quote at most ~200 bytes, not splitting a UTF-8 character */
    if (len > 200) {
        len = 200;
        while (len > 0
               && ((unsigned char)pc->text[start + len] & 0xC0) == 0x80)
            len--;
    }
    gram_error(pc, QPROP_ESYNTAX, start, "syntax error at or near \"%.*s\"",
               len, pc->text + start);
    return 0;
}

static ast *
mk_const(parse_ctx *pc, ast_const_kind k, const char *s, qprop_loc l)
{
    ast *n = ast_new(pc->a, AST_CONST, l.start, l.end);

    if (n) {
        n->cnst.kind = k;
        n->cnst.str = s;
    }
    return n;
}

static ast *
mk_op(parse_ctx *pc, const char *op, ast *l, ast *r, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_OP, loc.start, loc.end);

    if (n) {
        n->op.name = op;
        n->op.left = l;
        n->op.right = r;
    }
    return n;
}

/* AND and OR chains are flattened into one node, as PostgreSQL does. */
static ast *
mk_bool(parse_ctx *pc, ast_bool_op op, ast *l, ast *r, qprop_loc loc)
{
    ast *n;

    if (op != BOOL_NOT && l->kind == AST_BOOL && l->boolx.op == op
        && l->loc == loc.start) {
        if (!list_push(pc->a, &l->boolx.args, r))
            return NULL;
        l->end = loc.end;
        return l;
    }
    if (!(n = ast_new(pc->a, AST_BOOL, loc.start, loc.end)))
        return NULL;
    n->boolx.op = op;
    if (!list_push(pc->a, &n->boolx.args, l)
        || (r && !list_push(pc->a, &n->boolx.args, r)))
        return NULL;
    return n;
}

/* x IS JSON ...: the call "is json" (x) whose extract_field holds the
   predicate ("JSON OBJECT WITH UNIQUE KEYS"), as EXTRACT's holds its
   field; only the grammar makes it (src/bind/expr.c). */
static ast *
mk_json_pred(parse_ctx *pc, ast *arg, const char *pred, qprop_loc loc)
{
    list *args = NULL;
    ast *n;

    if (!list_push(pc->a, &args, arg) || !(n = mk_func(pc, "is json", args,
                                                       loc)))
        return NULL;
    n->func.extract_field = pred;
    return n;
}

static ast *
mk_booltest(parse_ctx *pc, ast *arg, ast_booltest_kind bt, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_BOOLTEST, loc.start, loc.end);

    if (n) {
        n->test.arg = arg;
        n->test.bt = bt;
        n->test.is_not = bt == BT_NOT_TRUE || bt == BT_NOT_FALSE
                         || bt == BT_NOT_UNKNOWN;
    }
    return n;
}

static ast *
mk_like(parse_ctx *pc, ast_like_kind k, bool is_not, ast *arg, ast *pat,
        ast *esc, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_LIKE, loc.start, loc.end);

    if (n) {
        n->like.kind = k;
        n->like.is_not = is_not;
        n->like.arg = arg;
        n->like.pattern = pat;
        n->like.escape = esc;
    }
    return n;
}

static ast *
mk_between(parse_ctx *pc, ast *arg, ast *lo, ast *hi, bool is_not,
           bool symmetric, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_BETWEEN, loc.start, loc.end);

    if (n) {
        n->between.arg = arg;
        n->between.lo = lo;
        n->between.hi = hi;
        n->between.is_not = is_not;
        n->between.symmetric = symmetric;
    }
    return n;
}

/* x [NOT] IN 'rhs': a list (holder AST_ROW) or a subquery (AST_SELECT). */
static ast *
mk_in(parse_ctx *pc, ast *arg, ast *rhs, bool is_not, qprop_loc loc)
{
    ast *n;

    if (rhs->kind == AST_SELECT) {
        n = mk_sublink(pc, SUBLINK_ANY, arg, "=", rhs, loc);
        if (n)
            n->sub.is_not = is_not;
        return n;
    }
    if (!(n = ast_new(pc->a, AST_IN, loc.start, loc.end)))
        return NULL;
    n->in.arg = arg;
    n->in.items = rhs->row.items;
    n->in.is_not = is_not;
    return n;
}

static ast *
mk_func(parse_ctx *pc, const char *name, list *args, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_FUNC, loc.start, loc.end);

    if (n) {
        n->func.args = args;
        if (name) {
            n->func.name.n = 1;
            n->func.name.part[0] = name;
        }
    }
    return n;
}

/*
 * The named arguments of call 'f' (AST_TARGET holders from func_arg_expr)
 * into f->func.argnames, their values into f->func.args, checked as
 * PostgreSQL checks them: no positional argument after a named one, no
 * name twice.  0, or -1 with the error recorded.
 */
static int
set_named_args(parse_ctx *pc, ast *f)
{
    list *args = f->func.args;
    bool any = false, named = false;

    for (int i = 0; i < list_len(args); i++)
        any |= ((const ast *)list_nth(args, i))->kind == AST_TARGET;
    if (!any)
        return 0;
    for (int i = 0; i < list_len(args); i++) {
        ast *a = list_nth(args, i);
        const char *name = a->kind == AST_TARGET ? a->target.alias : NULL;

        named |= name != NULL;
        if (!name && named) {
            gram_error(pc, QPROP_ESYNTAX, a->loc,
                       "positional argument cannot follow named argument");
            return -1;
        }
        for (int j = 0; name && j < i; j++) {
            const char *prev = list_nth(f->func.argnames, j);

            if (prev && strcmp(prev, name) == 0) {
                gram_error(pc, QPROP_ESYNTAX, a->loc,
                           "argument name \"%s\" used more than once", name);
                return -1;
            }
        }
        if (!list_push(pc->a, &f->func.argnames, (void *)name)) {
            gram_error(pc, QPROP_ENOMEM, a->loc, "out of memory");
            return -1;
        }
        if (name)
            args->items[i] = a->target.expr;
    }
    return 0;
}

/* A call whose last argument is marked VARIADIC: its arguments in
   named notation are not supported (PostgreSQL allows VARIADIC name =>
   array); the others as set_named_args() reads them.  -1 with the
   error set. */
static int
set_variadic_arg(parse_ctx *pc, ast *f)
{
    const ast *last = list_nth(f->func.args, list_len(f->func.args) - 1);

    if (last->kind == AST_TARGET) {
        gram_error(pc, QPROP_EUNSUPPORTED, last->loc,
                   "VARIADIC with a named argument is not supported");
        return -1;
    }
    return set_named_args(pc, f);
}

/* An SQL value function as its keyword is written: CURRENT_DATE, or with
   a precision, CURRENT_TIMESTAMP(3).  Marked as such: "current_time"(3),
   quoted, is a call of a function of that name, which pg_proc lacks. */
static ast *
mk_svf(parse_ctx *pc, const char *name, const char *digits, qprop_loc dloc,
       qprop_loc loc)
{
    ast *c = NULL, *f;
    list *args = NULL;

    if (digits && (!(c = mk_const(pc, CONST_INT, digits, dloc))
                   || !list_push(pc->a, &args, c)))
        return NULL;
    if ((f = mk_func(pc, name, args, loc)))
        f->func.keyword = true;
    return f;
}

static ast *
mk_typename(parse_ctx *pc, const char *name, list *mods, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_TYPENAME, loc.start, loc.end);

    if (n) {
        if (name) {
            n->type.name.n = 1;
            n->type.name.part[0] = name;
        }
        n->type.mods = mods;
    }
    return n;
}

/* The SECOND(p) precision of opt_interval value 'q' as a one-item
   modifier list, or NULL when there is none (or on OOM, which the
   caller's CHK of the type name then reports). */
static list *
interval_prec(parse_ctx *pc, int q, qprop_loc loc)
{
    list *mods = NULL;
    ast *c;
    char buf[16];

    if ((q >> 16) <= 0)
        return NULL;
    snprintf(buf, sizeof buf, "%d", (q >> 16) - 1);
    c = mk_const(pc, CONST_INT, arena_strdup(pc->a, buf), loc);
    if (!c || !list_push(pc->a, &mods, c))
        return NULL;
    return mods;
}

/* a type with one modifier: varchar(10), timestamp(3) */
static ast *
mk_typename1(parse_ctx *pc, const char *name, const char *digits,
             qprop_loc dloc, qprop_loc loc)
{
    ast *c = mk_const(pc, CONST_INT, digits, dloc);
    list *mods = NULL;

    if (!c || !list_push(pc->a, &mods, c))
        return NULL;
    return mk_typename(pc, name, mods, loc);
}

/* the name of time or timestamp with (1) or without (2) a time zone */
static const char *
tz_name(const char *base, int tz)
{
    if (strcmp(base, "time") == 0)
        return tz == 1 ? "time with time zone"
               : tz == 2 ? "time without time zone" : "time";
    return tz == 1 ? "timestamp with time zone"
           : tz == 2 ? "timestamp without time zone" : "timestamp";
}

static char *
lower_dup(parse_ctx *pc, const char *s)
{
    char *d = arena_strdup(pc->a, s);

    for (char *p = d; p && *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    return d;
}

static ast *
mk_sublink(parse_ctx *pc, ast_sublink_kind k, ast *test, const char *op,
           ast *query, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_SUBLINK, loc.start, loc.end);

    if (n) {
        n->sub.kind = k;
        n->sub.test = test;
        n->sub.op = op;
        n->sub.query = query;
    }
    return n;
}

/* A qualified name from a list of 1 to 3 parts; NULL (and an error) for
   more.  'loc' is where the name starts. */
static ast_name *
mk_name(parse_ctx *pc, list *parts, int loc)
{
    ast_name *nm;

    if (list_len(parts) > 3) {
        gram_error(pc, QPROP_ESYNTAX, loc,
                   "improper qualified name (too many dotted names)");
        return NULL;
    }
    if (!(nm = ARENA_NEW(pc->a, ast_name)))
        return NULL;
    nm->n = list_len(parts);
    for (int i = 0; i < nm->n; i++)
        nm->part[i] = list_nth(parts, i);
    return nm;
}

static ast_alias *
mk_alias(parse_ctx *pc, const char *name, list *cols, int loc)
{
    ast_alias *al = ARENA_NEW(pc->a, ast_alias);

    if (al) {
        al->name = name;
        al->colnames = cols;
        al->loc = loc;
    }
    return al;
}

static ast *
mk_select(parse_ctx *pc, qprop_loc loc)
{
    return ast_new(pc->a, AST_SELECT, loc.start, loc.end);
}

/* The bit of opt_reloptions a view's option 'name' sets. */
static int
reloption_bit(const char *name)
{
    return strcmp(name, "security_barrier") == 0   ? 1
           : strcmp(name, "security_invoker") == 0 ? 2
                                                   : 0;
}

/* A reloption's value that PostgreSQL's parse_bool reads as true. */
static int
reloption_true(const char *v)
{
    static const char *const yes[] = { "true", "on", "yes", "1", "t", "y" };

    for (size_t i = 0; v && i < sizeof yes / sizeof yes[0]; i++)
        if (strcasecmp(v, yes[i]) == 0)
            return 1;
    return 0;
}

/*
 * The query of CREATE RECURSIVE VIEW name (cols) AS q, as PostgreSQL's
 * makeRecursiveViewSelect writes it: WITH RECURSIVE name (cols) AS (q)
 * SELECT cols FROM name, with the view's unqualified name.
 */
static ast *
mk_recursive_view(parse_ctx *pc, const ast_name *name, list *cols, ast *q,
                  qprop_loc loc)
{
    ast *sel = mk_select(pc, loc);
    ast *cte = ast_new(pc->a, AST_CTE, loc.start, loc.end);
    ast *rv = ast_new(pc->a, AST_RANGEVAR, loc.start, loc.end);
    const char *rel = name->part[name->n - 1];

    if (!sel || !cte || !rv)
        return NULL;
    cte->cte.name = rel;
    cte->cte.colnames = cols;
    cte->cte.query = q;
    if (!list_push(pc->a, &sel->select.with, cte))
        return NULL;
    sel->select.with_recursive = true;
    rv->rangevar.name.n = 1;
    rv->rangevar.name.part[0] = rel;
    if (!list_push(pc->a, &sel->select.from, rv))
        return NULL;
    for (int i = 0; i < list_len(cols); i++) {
        ast *t = ast_new(pc->a, AST_TARGET, loc.start, loc.end);

        if (!t || !(t->target.expr = mk_colref(pc, list_nth(cols, i), NULL,
                                               loc))
            || !list_push(pc->a, &sel->select.targets, t))
            return NULL;
    }
    return sel;
}

static ast *
mk_setop(parse_ctx *pc, ast_setop op, bool all, ast *l, ast *r,
         qprop_loc loc)
{
    ast *n = mk_select(pc, loc);

    if (n) {
        n->select.op = op;
        n->select.all = all;
        n->select.larg = l;
        n->select.rarg = r;
    }
    return n;
}

/*
 * Put ORDER BY 'order' and the limits 'lim' (either may be NULL) on 'sel',
 * which then spans 'loc'.  A clause given twice, as in
 * "(SELECT ... LIMIT 1) LIMIT 2", is an error, as in PostgreSQL.
 * Returns 0, or -1 with the error recorded.
 */
static int
set_sort_limit(parse_ctx *pc, ast *sel, list *order, sel_limit *lim,
               qprop_loc loc)
{
    if (order) {
        if (sel->select.order_by) {
            gram_error(pc, QPROP_ESYNTAX, loc.start,
                       "multiple ORDER BY clauses not allowed");
            return -1;
        }
        sel->select.order_by = order;
    }
    if (lim) {
        if ((lim->limit && sel->select.limit)
            || (lim->offset && sel->select.offset)) {
            gram_error(pc, QPROP_ESYNTAX, lim->loc,
                       "multiple %s clauses not allowed",
                       lim->limit && sel->select.limit ? "LIMIT" : "OFFSET");
            return -1;
        }
        if (lim->limit)
            sel->select.limit = lim->limit;
        if (lim->offset)
            sel->select.offset = lim->offset;
        sel->select.fetch_with_ties = lim->with_ties;
    }
    sel->loc = loc.start;
    sel->end = loc.end;
    return 0;
}

/* Put the WITH clause held by 'with' on 'sel'; 0 or -1 (error). */
static int
set_with(parse_ctx *pc, ast *sel, ast *with, qprop_loc loc)
{
    if (sel->select.with) {
        gram_error(pc, QPROP_ESYNTAX, with->loc,
                   "multiple WITH clauses not allowed");
        return -1;
    }
    sel->select.with = with->select.with;
    sel->select.with_recursive = with->select.with_recursive;
    sel->loc = loc.start;
    sel->end = loc.end;
    return 0;
}

/* A join; 'qual' is the holder AST_JOIN of ON or USING, or NULL. */
static ast *
mk_join(parse_ctx *pc, ast_join_kind k, bool natural, ast *l, ast *r,
        ast *qual, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_JOIN, loc.start, loc.end);

    if (n) {
        n->join.kind = k;
        n->join.natural = natural;
        n->join.left = l;
        n->join.right = r;
        if (qual) {
            n->join.on = qual->join.on;
            n->join.using_cols = qual->join.using_cols;
            n->join.using_alias = qual->join.using_alias;
        }
    }
    return n;
}

/*
 * The items of ROLLUP, CUBE or GROUPING SETS: a parenthesised list (a, b)
 * is one grouping set (GROUPING_SIMPLE), not a row.  Returns 'items'
 * (changed in place), or NULL when out of memory.
 */
static list *
grouping_items(parse_ctx *pc, list *items)
{
    for (int i = 0; i < list_len(items); i++) {
        ast *it = list_nth(items, i);

        if (it->kind == AST_ROW && !it->row.explicit_row) {
            ast *g = ast_new(pc->a, AST_GROUPING, it->loc, it->end);

            if (!g)
                return NULL;
            g->grouping.kind = GROUPING_SIMPLE;
            g->grouping.items = it->row.items;
            items->items[i] = g;
        }
    }
    return items;
}

/* An AST_FIELD holder selecting 'name' (its arg filled in later); NULL
   on OOM. */
static ast *
mk_field(parse_ctx *pc, const char *name, qprop_loc loc)
{
    ast *n = ast_new(pc->a, AST_FIELD, loc.start, loc.end);

    if (n)
        n->field.name = name;
    return n;
}

/* 'arg' with the holders of 'ind' (AST_FIELD, AST_SUBSCRIPT) applied in
   order, each node starting at 'start' (the opening parenthesis);
   NULL on OOM. */
static ast *
fold_indirection(parse_ctx *pc, ast *arg, list *ind, int start)
{
    (void)pc;
    for (int i = 0; i < list_len(ind); i++) {
        ast *h = list_nth(ind, i);

        if (!h)
            return NULL;
        if (h->kind == AST_FIELD)
            h->field.arg = arg;
        else
            h->subscr.arg = arg;
        h->loc = start;
        arg = h;
    }
    return arg;
}

/* 'n' (an AST_SUBSCRIPT holder, or NULL for a new one) with the slice
   [lo:hi] added, either bound omitted (NULL).  NULL on OOM. */
static ast *
mk_slice(parse_ctx *pc, ast *n, ast *lo, ast *hi, qprop_loc loc)
{
    unsigned bits = SUBSCR_SLICE;

    if (!n && !(n = ast_new(pc->a, AST_SUBSCRIPT, loc.start, loc.end)))
        return NULL;
    if (lo) {
        bits |= SUBSCR_LOWER;
        if (!list_push(pc->a, &n->subscr.idx, lo))
            return NULL;
    }
    if (hi) {
        bits |= SUBSCR_UPPER;
        if (!list_push(pc->a, &n->subscr.idx, hi))
            return NULL;
    }
    n->subscr.shape |= bits << (3 * n->subscr.n++);
    return n;
}

/* A column reference 'first'.'rest'...; "*" parts make a star. */
static ast *
mk_colref(parse_ctx *pc, const char *first, list *rest, qprop_loc loc)
{
    ast *n;
    int nparts = 1 + list_len(rest);

    if (nparts > 4) {
        gram_error(pc, QPROP_ESYNTAX, loc.start,
                   "improper qualified name (too many dotted names)");
        return NULL;
    }
    for (int i = 0; i + 1 < list_len(rest); i++) {
        if (strcmp(list_nth(rest, i), "*") == 0) {
            gram_error(pc, QPROP_ESYNTAX, loc.start,
                       "improper use of \"*\"");
            return NULL;
        }
    }
    if (!(n = ast_new(pc->a, AST_COLREF, loc.start, loc.end)))
        return NULL;
    n->colref.n = nparts;
    n->colref.part[0] = first;
    for (int i = 0; i < list_len(rest); i++)
        n->colref.part[i + 1] = list_nth(rest, i);
    n->colref.star = strcmp(n->colref.part[nparts - 1], "*") == 0;
    return n;
}

/* The ALTER TABLE statement of the actions 'cmds': the one action's
   node, or an ALTER_CMDS holding them; NULL on OOM. */
static ast *
alter_stmt(parse_ctx *pc, list *cmds, int start, int end)
{
    ast *n = list_len(cmds) == 1 ? list_nth(cmds, 0)
                                 : ast_new(pc->a, AST_ALTER_TABLE, start, end);

    if (!n)
        return NULL;
    n->loc = start;
    n->end = end;
    if (list_len(cmds) > 1) {
        n->alter.kind = ALTER_CMDS;
        n->alter.cmds = cmds;
    }
    return n;
}

static colcons *
mk_cc(parse_ctx *pc, int kind)
{
    colcons *c = ARENA_NEW(pc->a, colcons);

    if (c)
        c->kind = kind;
    return c;
}

static tabelem *
mk_te(parse_ctx *pc, int kind, list *cols, int loc)
{
    tabelem *t = ARENA_NEW(pc->a, tabelem);

    if (t) {
        t->kind = kind;
        t->cols = cols;
        t->loc = loc;
    }
    return t;
}

/* Fill the columns and primary key of CREATE TABLE 'n' from its table
   elements.  Returns 0, -1 when out of memory, -2 on an error (recorded). */
static int
fill_create(parse_ctx *pc, ast *n, list *elems)
{
    LIST_FOREACH(tabelem *, te, elems) {
        switch (te->kind) {
        case TE_COLUMN:
            if (!list_push(pc->a, &n->create.columns, te->coldef))
                return -1;
            break;
        case TE_FOREIGN_KEY: {
            ast_fkey *fk = ARENA_NEW(pc->a, ast_fkey);

            if (!fk)
                return -1;
            fk->cols = te->cols;
            fk->set_cols = te->set_cols;
            fk->loc = te->loc;
            if (!list_push(pc->a, &n->create.fkeys, fk))
                return -1;
            break;
        }
        case TE_PRIMARY_KEY:
            if (!n->create.pkey) {
                n->create.pkey = te->cols;
                n->create.pkey_loc = te->loc;
                n->create.pkey_name = te->name;
            } else {
                gram_error(pc, QPROP_ESYNTAX, te->loc, "multiple primary "
                           "keys for table \"%s\" are not allowed",
                           n->create.name.part[n->create.name.n - 1]);
                return -2;
            }
            break;
        default:
            break;
        }
    }
    return 0;
}

/* MINVALUE and MAXVALUE in a range bound are written as column names. */
static ast *
range_bound_value(ast *v)
{
    if (v->kind == AST_COLREF && v->colref.n == 1 && !v->colref.star) {
        if (strcmp(v->colref.part[0], "minvalue") == 0) {
            v->kind = AST_CONST;
            memset(&v->cnst, 0, sizeof v->cnst);
            v->cnst.kind = CONST_MINVALUE;
        } else if (strcmp(v->colref.part[0], "maxvalue") == 0) {
            v->kind = AST_CONST;
            memset(&v->cnst, 0, sizeof v->cnst);
            v->cnst.kind = CONST_MAXVALUE;
        }
    }
    return v;
}

static int
fb_start(int b)
{
    switch (b) {
    case FB_UNBOUNDED_PRECEDING: return FRAME_START_UNBOUNDED_PRECEDING;
    case FB_CURRENT_ROW: return FRAME_START_CURRENT_ROW;
    case FB_OFFSET_PRECEDING: return FRAME_START_OFFSET_PRECEDING;
    case FB_OFFSET_FOLLOWING: return FRAME_START_OFFSET_FOLLOWING;
    default: return 0;
    }
}

static int
fb_end(int b)
{
    switch (b) {
    case FB_UNBOUNDED_FOLLOWING: return FRAME_END_UNBOUNDED_FOLLOWING;
    case FB_CURRENT_ROW: return FRAME_END_CURRENT_ROW;
    case FB_OFFSET_PRECEDING: return FRAME_END_OFFSET_PRECEDING;
    case FB_OFFSET_FOLLOWING: return FRAME_END_OFFSET_FOLLOWING;
    default: return 0;
    }
}

/* ---- the token reader ---- */

/* True when the token at 'i' is the unquoted word 'w'. */
static bool
tok_word(const parse_ctx *pc, int i, const char *w)
{
    const token *t = &pc->toks[i];

    return i < pc->n && t->tok == IDENT && !t->quoted && t->str
           && strcmp(t->str, w) == 0;
}

/*
 * The SQL/JSON functions that are grammar, not pg_proc entries, from the
 * version that added them on: the version when the word at pc->last is
 * one of them, unquoted, not after a '.', before a '(', and the input's
 * version has it; else 0.  (json_object() and json_array() are pg_proc
 * functions too, called as such: not listed.)
 */
static int
sql_json_since(const parse_ctx *pc)
{
    static const struct {
        const char *name;
        int since;
    } words[] = {
        { "json_arrayagg", 16 }, { "json_objectagg", 16 },
        { "json_exists", 17 },   { "json_query", 17 },
        { "json_scalar", 17 },   { "json_serialize", 17 },
        { "json_table", 17 },    { "json_value", 17 },
    };
    int i = pc->last;

    if (i + 1 >= pc->n || pc->toks[i + 1].tok != '('
        || (i > 0 && pc->toks[i - 1].tok == '.'))
        return 0;
    for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
        if (tok_word(pc, i, words[k].name))
            return pc->pg_version >= words[k].since ? words[k].since : 0;
    return 0;
}

/*
 * True when the word period at pc->last is PostgreSQL 18's PERIOD in a
 * foreign key: the input's version is 18 or later, it is unquoted, it
 * follows a ',' and comes before a name and ')', in the column list after
 * FOREIGN KEY or after REFERENCES table.
 */
static bool
period_la(const parse_ctx *pc)
{
    int i = pc->last, j, k;

    if (pc->pg_version < 18 || !tok_word(pc, i, "period") || i < 2
        || pc->toks[i - 1].tok != ',' || i + 2 > pc->n
        || pc->toks[i + 1].tok != IDENT || pc->toks[i + 2].tok != ')')
        return false;
    for (j = i - 1; j >= 0 && pc->toks[j].tok != '('; j--)
        if (pc->toks[j].tok == ')')
            return false;
    if (j < 2)
        return false;
    if (pc->toks[j - 1].tok == KEY && pc->toks[j - 2].tok == FOREIGN)
        return true;
    for (k = j - 1; k >= 0 && (pc->toks[k].tok == IDENT
                               || pc->toks[k].tok == '.'); k--)
        ;
    return k >= 0 && k < j - 1 && pc->toks[k].tok == REFERENCES;
}

/*
 * At the word json (index pc->last) after IS or IS NOT, in PostgreSQL 16's
 * dialect and later: the IS JSON predicate's words joined into JSON_PRED
 * (its spelling in lval->str), or 0 when it is not one.
 */
static int
json_pred(parse_ctx *pc, QPROPYYSTYPE *lval, qprop_loc *lloc)
{
    int i = pc->last, p = pc->pos;
    const char *type = "", *uniq = "";
    char *s;

    if (pc->pg_version < 16 || !tok_word(pc, i, "json") || i == 0
        || !(pc->toks[i - 1].tok == IS
             || (pc->toks[i - 1].tok == NOT && i >= 2
                 && pc->toks[i - 2].tok == IS)))
        return 0;
    if (p < pc->n && pc->toks[p].tok == VALUE_P)
        type = " VALUE", p++;
    else if (p < pc->n && pc->toks[p].tok == ARRAY)
        type = " ARRAY", p++;
    else if (tok_word(pc, p, "object"))
        type = " OBJECT", p++;
    else if (tok_word(pc, p, "scalar"))
        type = " SCALAR", p++;
    if (p + 1 < pc->n && pc->toks[p + 1].tok == UNIQUE
        && (pc->toks[p].tok == WITH || pc->toks[p].tok == WITHOUT)) {
        uniq = pc->toks[p].tok == WITH ? " WITH UNIQUE KEYS"
                                       : " WITHOUT UNIQUE KEYS";
        p += 2;
        if (tok_word(pc, p, "keys"))
            p++;
    }
    s = arena_alloc(pc->a, strlen(type) + strlen(uniq) + 5);
    if (!s)
        return 0;
    strcpy(s, "JSON");
    strcat(s, type);
    strcat(s, uniq);
    lval->str = s;
    lloc->end = pc->toks[p - 1].loc.end;
    pc->last = p - 1;
    pc->pos = p;
    return JSON_PRED;
}

/*
 * Hand Bison the next token of pc->toks (the end token repeats), with
 * PostgreSQL's one-token lookahead: NOT before BETWEEN/IN/LIKE/ILIKE/
 * SIMILAR is NOT_LA, NULLS before FIRST/LAST is NULLS_LA, WITH before
 * TIME/ORDINALITY is WITH_LA.  Counts bracket nesting against
 * pc->max_depth: beyond it, QPROP_ELIMIT and Bison's error token.
 */
int
qpropyylex(QPROPYYSTYPE *lval, qprop_loc *lloc, parse_ctx *pc)
{
    const token *t = &pc->toks[pc->pos];
    int tok = t->tok, next;

    pc->last = pc->pos;
    if (pc->pos < pc->n)
        pc->pos++;
    *lloc = t->loc;
    if (tok == PARAM)
        lval->ival = t->ival;
    else
        lval->str = t->str;
    switch (tok) {
    case '(':
    case '[':
        if (++pc->depth > pc->max_depth) {
            gram_error(pc, QPROP_ELIMIT, t->loc.start,
                       "nesting too deep: more than %d levels",
                       pc->max_depth);
            return QPROPYYerror;
        }
        break;
    case ')':
    case ']':
        pc->depth--;
        break;
    case IDENT: {
        int j = json_pred(pc, lval, lloc), since;

        if (j)
            tok = j;
        else if (period_la(pc))
            tok = PERIOD_LA;
        else if ((since = sql_json_since(pc)) != 0) {
            gram_error(pc, QPROP_EUNSUPPORTED, t->loc.start,
                       "%s() of PostgreSQL %d is not supported",
                       t->str, since);
            err_hint(pc->err, "qprop reads the input as PostgreSQL %d's "
                     "(--pg-version); JSON_TABLE and the SQL/JSON query "
                     "and constructor functions are not modelled yet.",
                     pc->pg_version);
            return QPROPYYerror;
        }
        break;
    }
    case RETURNING:
        /* PostgreSQL 18's RETURNING WITH (OLD AS o, NEW AS n) */
        if (pc->pg_version >= 18 && pc->pos + 1 <= pc->n
            && pc->toks[pc->pos].tok == WITH
            && pc->toks[pc->pos + 1].tok == '(') {
            gram_error(pc, QPROP_EUNSUPPORTED, pc->toks[pc->pos].loc.start,
                       "RETURNING WITH (OLD AS ..., NEW AS ...) of "
                       "PostgreSQL 18 is not supported");
            err_hint(pc->err, "qprop does not model the old and new rows "
                     "of RETURNING; the input is read as PostgreSQL %d's "
                     "(--pg-version).", pc->pg_version);
            return QPROPYYerror;
        }
        break;
    case NOT:
    case NULLS_P:
    case WITH:
        next = pc->toks[pc->pos].tok;
        if (pc->pos == pc->last)
            next = 0;
        if (tok == NOT && (next == BETWEEN || next == IN_P || next == LIKE
                           || next == ILIKE || next == SIMILAR))
            tok = NOT_LA;
        else if (tok == NULLS_P && (next == FIRST_P || next == LAST_P))
            tok = NULLS_LA;
        else if (tok == WITH && (next == TIME || next == ORDINALITY))
            tok = WITH_LA;
        break;
    default:
        break;
    }
    return tok;
}

int
gram_parse(parse_ctx *pc)
{
    return qpropyyparse(pc);
}
