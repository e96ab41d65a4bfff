/* SPDX-License-Identifier: MIT */
/*
 * src/ast/ast.h — syntax tree of one SQL statement
 *
 * The parser builds these nodes and nothing else; names are not resolved and
 * types are not checked here (that is src/bind/build.c).  Every node carries
 * 'loc' (byte offset of its first token) and 'end' (byte offset just past its
 * last token), so any later stage can point into the SQL.  Identifiers are
 * stored folded to lower case unless they were quoted, as PostgreSQL does.
 * All nodes live in the statement's arena.
 *
 * One struct with a union per kind keeps construction and matching cheap;
 * the comment on each union member says which fields a kind uses.
 */
#ifndef QPROP_AST_H
#define QPROP_AST_H

#include <stdbool.h>

#include "base/arena.h"
#include "base/list.h"

typedef enum ast_kind {
    /* ---- expressions ---- */
    AST_CONST,      /* literal: .cnst */
    AST_COLREF,     /* a, t.a, s.t.a, t.*, *: .colref */
    AST_PARAM,      /* $n: .param */
    AST_OP,         /* binary or unary operator: .op */
    AST_BOOL,       /* AND, OR, NOT: .boolx */
    AST_NULLTEST,   /* IS [NOT] NULL: .test */
    AST_BOOLTEST,   /* IS [NOT] TRUE/FALSE/UNKNOWN: .test */
    AST_DISTINCT,   /* IS [NOT] DISTINCT FROM: .distinct */
    AST_BETWEEN,    /* [NOT] BETWEEN [SYMMETRIC]: .between */
    AST_IN,         /* [NOT] IN (list): .in */
    AST_LIKE,       /* [NOT] LIKE/ILIKE/SIMILAR TO [ESCAPE]: .like */
    AST_CASE,       /* CASE: .casex */
    AST_CAST,       /* CAST(x AS t), x::t: .cast */
    AST_FUNC,       /* call, aggregate or window call: .func */
    AST_SUBLINK,    /* EXISTS, IN/ANY/ALL (subquery), scalar subquery: .sub */
    AST_ROW,        /* ROW(a, b) or (a, b): .row */
    AST_TYPENAME,   /* a type: .type */
    AST_WINDOWDEF,  /* OVER (...) or WINDOW w AS (...): .win */
    AST_SORTBY,     /* ORDER BY item: .sortby */
    AST_TARGET,     /* select-list item: .target */
    AST_GROUPING,   /* ROLLUP/CUBE/GROUPING SETS/(): .grouping */
    /* ---- FROM items ---- */
    AST_RANGEVAR,   /* table or view name: .rangevar */
    AST_RANGESUB,   /* derived table: .rangesub */
    AST_JOIN,       /* joined table: .join */
    /* ---- queries ---- */
    AST_SELECT,     /* SELECT, VALUES, or set operation: .select */
    AST_CTE,        /* WITH item: .cte */
    /* ---- other statements ---- */
    AST_EXPLAIN,    /* EXPLAIN stmt: .explain */
    AST_CREATE_TABLE, /* .create */
    AST_COLUMNDEF,  /* .coldef */
    AST_PARTSPEC,   /* PARTITION BY: .partspec */
    AST_PARTBOUND,  /* FOR VALUES / DEFAULT: .bound */
    AST_CREATE_VIEW,/* .view */
    AST_DROP,       /* DROP TABLE/VIEW: .drop */
    AST_ALTER_TABLE,/* ALTER TABLE with understood actions: .alter */
    AST_RELSTATS,   /* SELECT pg_restore_relation_stats(...): .relstats */
    AST_SET_TIMEZONE, /* SET TIME ZONE, set_config('TimeZone'): .settz */
    AST_INSERT,     /* .insert */
    AST_UPDATE,     /* .update */
    AST_DELETE,     /* .del */
    AST_SKIPPED,    /* a statement qprop does not model: .skipped */
    /* ---- added with the parser ---- */
    AST_COLLATE,    /* expr COLLATE name: .collate */
    AST_ARRAY_OP,   /* x op ANY/SOME/ALL (array expression): .arrayop */
    AST_ARRAY,      /* ARRAY[a, b]: .row (items; explicit_row unused) */
    AST_SUBSCRIPT,  /* arr[i], arr[lo:hi][j]: .subscr */
    AST_CREATE_TYPE,/* CREATE DOMAIN, CREATE TYPE AS ENUM / AS (...): .ctype */
    AST_RANGEFUNC,  /* function in FROM: .rangefunc */
    AST_SESSION     /* SET search_path, CREATE SCHEMA, BEGIN, COMMIT,
                       SAVEPOINT, ...: .session */,
    AST_CREATE_ROUTINE, /* CREATE FUNCTION/AGGREGATE/OPERATOR: .routine */
    AST_FIELD       /* (expr).name: field of a composite value: .field */
} ast_kind;

/* What an AST_CREATE_ROUTINE creates. */
typedef enum ast_routine_kind {
    ROUTINE_FUNCTION, ROUTINE_AGGREGATE, ROUTINE_OPERATOR
} ast_routine_kind;

/* One argument of a CREATE FUNCTION/AGGREGATE: its type as written, with
   the argument's name when it has one ("a integer"), and the same text
   without its first word (the type, if that word was the name).  The
   catalog decides which one names a type. */
typedef struct ast_routine_arg {
    const char *text;       /* "a integer", "double precision" */
    const char *after_name; /* "integer", "precision"; NULL for one word */
    const char *name;       /* the first word as a name ("a", "double"),
                               when after_name is set */
} ast_routine_arg;

typedef enum ast_const_kind {
    CONST_INT,       /* .str holds the digits as written */
    CONST_NUMERIC,   /* decimal or exponent literal, .str as written */
    CONST_STRING,    /* '...': .str is the unescaped value */
    CONST_BOOL,      /* TRUE/FALSE: .bval */
    CONST_NULL,      /* NULL */
    CONST_TYPED,     /* type 'string' (date '1998-01-01', interval '3' month):
                        .str value, .typename the type */
    CONST_DEFAULT,   /* DEFAULT in VALUES / partition bounds */
    CONST_MINVALUE,  /* MINVALUE in a range bound */
    CONST_MAXVALUE   /* MAXVALUE in a range bound */
} ast_const_kind;

/* Interval field qualifier: interval '3' month, interval '1' day to hour. */
typedef enum ast_interval_field {
    IVF_NONE = 0, IVF_YEAR, IVF_MONTH, IVF_DAY, IVF_HOUR, IVF_MINUTE,
    IVF_SECOND
} ast_interval_field;

typedef enum ast_bool_op { BOOL_AND, BOOL_OR, BOOL_NOT } ast_bool_op;

typedef enum ast_booltest_kind {
    BT_TRUE, BT_NOT_TRUE, BT_FALSE, BT_NOT_FALSE, BT_UNKNOWN, BT_NOT_UNKNOWN
} ast_booltest_kind;

typedef enum ast_like_kind { LIKE_LIKE, LIKE_ILIKE, LIKE_SIMILAR } ast_like_kind;

typedef enum ast_sublink_kind {
    SUBLINK_EXISTS, /* EXISTS (q) */
    SUBLINK_ANY,    /* x op ANY (q), x IN (q): .op is "=" for IN */
    SUBLINK_ALL,    /* x op ALL (q) */
    SUBLINK_EXPR,   /* (q) as a scalar */
    SUBLINK_ARRAY   /* ARRAY(q) */
} ast_sublink_kind;

typedef enum ast_join_kind {
    AJ_INNER, AJ_LEFT, AJ_RIGHT, AJ_FULL, AJ_CROSS
} ast_join_kind;

typedef enum ast_setop { SETOP_NONE, SETOP_UNION, SETOP_INTERSECT,
                         SETOP_EXCEPT } ast_setop;

typedef enum ast_grouping_kind {
    GROUPING_EMPTY,  /* () */
    GROUPING_SIMPLE, /* (a, b) inside GROUPING SETS: .items */
    GROUPING_ROLLUP, GROUPING_CUBE, GROUPING_SETS
} ast_grouping_kind;

typedef enum ast_part_strategy { PART_RANGE, PART_LIST, PART_HASH }
    ast_part_strategy;

typedef enum ast_bound_kind { BOUND_RANGE, BOUND_LIST, BOUND_HASH,
                              BOUND_DEFAULT } ast_bound_kind;

/* Frame options of a window (a subset of PostgreSQL's FRAMEOPTION bits). */
enum {
    FRAME_DEFAULT = 0,
    FRAME_RANGE = 1, FRAME_ROWS = 2, FRAME_GROUPS = 4,
    FRAME_START_UNBOUNDED_PRECEDING = 8, FRAME_START_CURRENT_ROW = 16,
    FRAME_START_OFFSET_PRECEDING = 32, FRAME_START_OFFSET_FOLLOWING = 64,
    FRAME_END_UNBOUNDED_FOLLOWING = 128, FRAME_END_CURRENT_ROW = 256,
    FRAME_END_OFFSET_PRECEDING = 512, FRAME_END_OFFSET_FOLLOWING = 1024,
    FRAME_BETWEEN = 2048,
    FRAME_EXCLUDE_CURRENT_ROW = 4096, FRAME_EXCLUDE_GROUP = 8192,
    FRAME_EXCLUDE_TIES = 16384
};

typedef enum ast_ctype_kind {
    CTYPE_DOMAIN, CTYPE_ENUM, CTYPE_COMPOSITE
} ast_ctype_kind;

/* Statements that change the session or its transaction (AST_SESSION). */
typedef enum ast_session_kind {
    SESS_SEARCH_PATH,   /* SET [LOCAL|SESSION] search_path = ... / TO
                           DEFAULT, RESET search_path, set_config(...) */
    SESS_CREATE_SCHEMA, /* CREATE SCHEMA [IF NOT EXISTS] name */
    SESS_BEGIN,         /* BEGIN, START TRANSACTION */
    SESS_COMMIT,        /* COMMIT, END */
    SESS_ROLLBACK,      /* ROLLBACK, ABORT */
    SESS_SAVEPOINT,     /* SAVEPOINT name */
    SESS_ROLLBACK_TO,   /* ROLLBACK TO [SAVEPOINT] name */
    SESS_RELEASE,       /* RELEASE [SAVEPOINT] name */
    SESS_REFRESH,       /* REFRESH MATERIALIZED VIEW rel [WITH [NO] DATA] */
    SESS_DROP_SCHEMA,   /* DROP SCHEMA [IF EXISTS] names [CASCADE] */
    SESS_CREATE_EXTENSION, /* CREATE EXTENSION [IF NOT EXISTS] name
                             [WITH] [SCHEMA s] [VERSION v] [CASCADE]:
                             .name, the schema in .rel (n 0 without) */
    SESS_DROP_EXTENSION, /* DROP EXTENSION [IF EXISTS] names [CASCADE |
                           RESTRICT]: the names in .path */
    SESS_DROP_DOMAIN,    /* DROP DOMAIN [IF EXISTS] names [CASCADE |
                            RESTRICT]: the names in .path */
    SESS_DROP_TYPE,      /* DROP TYPE [IF EXISTS] names [CASCADE |
                            RESTRICT]: the names in .path */
    SESS_ROLE,           /* SET [LOCAL] ROLE name | NONE, SET SESSION
                            AUTHORIZATION name | DEFAULT, RESET ROLE, RESET
                            SESSION AUTHORIZATION: .name (NULL: back to the
                            session's user), .path_default for SESSION
                            AUTHORIZATION */
    SESS_PREPARE_TXN,   /* PREPARE TRANSACTION 'gid' (.name) */
    SESS_COMMIT_PREPARED, /* COMMIT PREPARED 'gid' (.name) */
    SESS_ROLLBACK_PREPARED, /* ROLLBACK PREPARED 'gid' (.name) */
    SESS_RESTRICT        /* SET [LOCAL] restrict_nonsystem_relation_kind
                            {TO | =} values, RESET ...: the kinds in .path,
                            .path_default for DEFAULT and RESET */
} ast_session_kind;

typedef enum ast_alter_kind {
    ALTER_ADD_PRIMARY_KEY,   /* .cols */
    ALTER_ATTACH_PARTITION,  /* .child, .bound */
    ALTER_DETACH_PARTITION,  /* .child */
    ALTER_ADD_RULE,          /* CREATE RULE .what ... TO the table (a
                                statement of its own, read as this) */
    ALTER_DROP_RULE,         /* DROP RULE .what ON the table (likewise) */
    ALTER_ADD_COLUMN,        /* ADD [COLUMN] [IF NOT EXISTS] .coldef */
    ALTER_DROP_COLUMN,       /* DROP [COLUMN] [IF EXISTS] .colname
                                [CASCADE] */
    ALTER_RENAME_COLUMN,     /* RENAME [COLUMN] .colname TO .newname */
    ALTER_RENAME_TABLE,      /* RENAME TO .newname (ALTER TABLE, VIEW or
                                MATERIALIZED VIEW: .relkind) */
    ALTER_SET_SCHEMA,        /* SET SCHEMA .newname (likewise) */
    ALTER_DROP_CONSTRAINT,   /* DROP CONSTRAINT [IF EXISTS] .colname
                                [CASCADE] */
    ALTER_SET_NOT_NULL,      /* ALTER [COLUMN] .colname SET NOT NULL */
    ALTER_DROP_NOT_NULL,     /* ALTER [COLUMN] .colname DROP NOT NULL */
    ALTER_COLUMN_TYPE,       /* ALTER [COLUMN] .colname [SET DATA] TYPE:
                                the type in .coldef (USING dropped) */
    ALTER_CMDS,              /* several of the above, in .cmds */
    ALTER_OTHER              /* anything else: skipped with a warning */
} ast_alter_kind;

typedef struct ast ast;

/* Qualified name: 1 to 3 parts (catalog.schema.name). */
typedef struct ast_name {
    int n;            /* number of parts */
    const char *part[3];
} ast_name;

/* A table FOREIGN KEY (cols) ... of CREATE TABLE: what qprop checks of
   it as PostgreSQL does (the columns exist; those of ON DELETE SET NULL
   or SET DEFAULT (cols) are among them). */
typedef struct ast_fkey {
    list *cols;       /* of const char * */
    list *set_cols;   /* ON DELETE SET NULL|DEFAULT (cols): of const char *,
                         or NULL */
    int loc;
} ast_fkey;

/* Table alias: AS name (col, ...). */
typedef struct ast_alias {
    const char *name; /* never NULL when the alias exists, except for a
                         function's "AS (a int, ...)", which has none */
    list *colnames;   /* of const char *, or NULL */
    list *coldefs;    /* function in FROM: column definition list "AS
                         r(a int, ...)", of AST_COLUMNDEF, or NULL */
    int loc;
} ast_alias;

/* Locking strength of FOR UPDATE | NO KEY UPDATE | SHARE | KEY SHARE, and
   what a locking clause does with a locked row. */
typedef enum ast_lock_strength {
    LOCK_UPDATE, LOCK_NO_KEY_UPDATE, LOCK_SHARE, LOCK_KEY_SHARE
} ast_lock_strength;
typedef enum ast_lock_wait { LOCK_WAIT, LOCK_NOWAIT, LOCK_SKIP_LOCKED }
    ast_lock_wait;

/* A locking clause of a SELECT: FOR <strength> [OF rels] [NOWAIT |
   SKIP LOCKED]. */
typedef struct ast_lock {
    ast_lock_strength strength;
    list *rels;       /* of ast_name * (OF ...), or NULL: every table */
    ast_lock_wait wait;
    int loc;
} ast_lock;

/* INSERT ... ON CONFLICT [(cols) [WHERE p] | ON CONSTRAINT name]
   DO NOTHING | DO UPDATE SET ... [WHERE q] */
typedef struct ast_conflict {
    list *infer_cols;       /* of const char *, or NULL */
    struct ast *infer_where; /* or NULL */
    const char *constraint; /* ON CONSTRAINT name, or NULL */
    bool do_update;
    list *set_cols;         /* DO UPDATE: of const char * */
    list *set_exprs;        /* of ast *, same length */
    struct ast *where;      /* DO UPDATE ... WHERE, or NULL */
    int loc;
} ast_conflict;

struct ast {
    ast_kind kind;
    int loc; /* byte offset of the first token, -1 if none */
    int end; /* byte offset just past the last token */
    union {
        struct {
            ast_const_kind kind;
            const char *str;        /* text of the literal (see kind) */
            bool bval;
            ast *typename;          /* CONST_TYPED: AST_TYPENAME */
            bool bitstr;            /* CONST_TYPED written B'...' or X'...'
                                       (str: the binary digits); its
                                       column is named ?column? */
            ast_interval_field ivf_from, ivf_to; /* interval qualifier */
        } cnst;
        struct {
            int n;                  /* number of name parts */
            const char *part[4];    /* names, outermost first */
            bool star;              /* ends in .* (or is a bare *) */
            const char *collation;  /* PARTITION BY key: COLLATE name
                                       (last part), or NULL */
            const char *opclass;    /* PARTITION BY key: operator class
                                       (last part), or NULL */
        } colref;
        struct { int number; } param;
        struct {
            const char *name;       /* "=", "<>", "+", "||", ... ("!=" -> "<>") */
            ast *left;              /* NULL for a prefix operator */
            ast *right;
        } op;
        struct {
            ast_bool_op op;
            list *args;             /* of ast *; NOT has one */
        } boolx;
        struct {
            ast *arg;
            bool is_not;            /* NULLTEST: IS NOT NULL */
            ast_booltest_kind bt;   /* BOOLTEST only */
        } test;
        struct {
            ast *left, *right;
            bool is_not;            /* IS NOT DISTINCT FROM */
        } distinct;
        struct {
            ast *arg, *lo, *hi;
            bool is_not, symmetric;
        } between;
        struct {
            ast *arg;               /* may be AST_ROW */
            list *items;            /* of ast * */
            bool is_not;
        } in;
        struct {
            ast *arg, *pattern, *escape; /* escape may be NULL */
            ast_like_kind kind;
            bool is_not;
        } like;
        struct {
            ast *arg;               /* CASE arg WHEN ..., or NULL */
            list *whens;            /* of ast *: pairs cond, result */
            ast *else_;             /* or NULL */
        } casex;
        struct {
            ast *arg;
            ast *typename;          /* AST_TYPENAME */
        } cast;
        struct {
            ast_name name;          /* lower-cased function name */
            list *args;             /* of ast * */
            bool star;              /* count(*) */
            bool distinct;          /* agg(DISTINCT ...) */
            list *agg_order;        /* ORDER BY inside call, of AST_SORTBY */
            ast *filter;            /* FILTER (WHERE ...) or NULL */
            ast *over;              /* AST_WINDOWDEF or NULL */
            const char *extract_field; /* EXTRACT(field FROM x): args = x */
            bool within_group;      /* agg_order is WITHIN GROUP (ORDER BY) */
            bool swapped;           /* position(a IN b) as position(b, a) */
            list *argnames;         /* f(a => 1): of const char *, NULL
                                       for a positional argument; NULL
                                       when no argument is named */
            bool variadic;          /* f(x, VARIADIC arr): the last
                                       argument is the VARIADIC array */
            bool keyword;           /* an SQL value function written as
                                       its keyword (CURRENT_TIME(3)), not
                                       a call of a function so named */
        } func;
        struct {
            ast_sublink_kind kind;
            ast *test;              /* left side of ANY/ALL/IN, else NULL */
            const char *op;         /* operator of ANY/ALL ("=" for IN) */
            bool is_not;            /* NOT IN (subquery) */
            ast *query;             /* AST_SELECT */
            int multi_col;          /* UPDATE SET (a, b) = (query): the
                                       column of the query (from 1) this
                                       item assigns, of 'multi_n' the list
                                       names; 0 otherwise */
            int multi_n;
        } sub;
        struct {
            list *items;            /* of ast * */
            bool explicit_row;      /* written ROW(...) */
        } row;
        struct {
            ast_name name;          /* lower case: "int4", "numeric", ... as
                                       written, normalised by the binder */
            list *mods;             /* of ast * (CONST_INT), e.g. (15, 2) */
            bool array;             /* type[] */
            ast_interval_field ivf_from, ivf_to; /* interval day to second */
        } type;
        struct {
            const char *name;       /* WINDOW name AS (...), or NULL */
            const char *refname;    /* OVER (w ...) or OVER w, or NULL */
            list *partition;        /* of ast * */
            list *order;            /* of AST_SORTBY */
            int frame;              /* FRAME_* bits */
            ast *start_offset, *end_offset;
            bool by_name;           /* OVER w: window w as it is */
        } win;
        struct {
            ast *expr;
            bool desc;
            int nulls;              /* 0 default, 1 NULLS FIRST, 2 LAST */
            const char *using_op;   /* USING op, or NULL */
        } sortby;
        struct {
            ast *expr;
            const char *alias;      /* AS name, or NULL */
        } target;
        struct {
            ast_grouping_kind kind;
            list *items;            /* of ast * (expressions or groupings) */
        } grouping;
        struct {
            ast_name name;
            ast_alias *alias;       /* or NULL */
            bool only;              /* ONLY t */
            ast *sample;            /* TABLESAMPLE: AST_FUNC, .filter the
                                       REPEATABLE seed; or NULL */
        } rangevar;
        struct {
            ast *query;             /* AST_SELECT */
            ast_alias *alias;       /* may be NULL (PostgreSQL 16 allows) */
            bool lateral;
        } rangesub;
        struct {
            ast_join_kind kind;
            bool natural;
            ast *left, *right;      /* FROM items */
            ast *on;                /* or NULL */
            list *using_cols;       /* of const char *, or NULL */
            ast_alias *alias;       /* (a JOIN b) AS j, or NULL */
            ast_alias *using_alias; /* a JOIN b USING (k) AS j, or NULL */
        } join;
        struct {
            /* a set operation when op != SETOP_NONE: larg, rarg, all */
            ast_setop op;
            bool all;
            ast *larg, *rarg;
            /* VALUES (...), (...): list of lists of ast * */
            list *values;
            /* a plain SELECT */
            bool distinct;          /* SELECT DISTINCT */
            list *distinct_on;      /* DISTINCT ON (...) exprs, or NULL */
            list *targets;          /* of AST_TARGET */
            list *from;             /* of FROM items */
            ast *where;
            list *group_by;         /* of ast * or AST_GROUPING */
            bool group_distinct;    /* GROUP BY DISTINCT */
            ast *having;
            list *windows;          /* of AST_WINDOWDEF with .name */
            /* apply to the whole (also to a set operation) */
            list *with;             /* of AST_CTE */
            bool with_recursive;
            list *order_by;         /* of AST_SORTBY */
            ast *limit;             /* NULL, or expr; LIMIT ALL gives NULL */
            ast *offset;
            bool fetch_with_ties;
            list *locks;            /* of ast_lock *: FOR UPDATE ... */
        } select;
        struct {
            const char *name;
            list *colnames;         /* of const char *, or NULL */
            ast *query;
            int materialized;       /* 0 default, 1 MATERIALIZED, 2 NOT */
            /* SEARCH {DEPTH|BREADTH} FIRST BY cols SET seq */
            list *search_cols;      /* of const char *, or NULL: none */
            bool search_breadth;
            const char *search_seq;
            int search_loc;
            /* CYCLE cols SET mark [TO v DEFAULT d] USING path */
            list *cycle_cols;       /* of const char *, or NULL: none */
            const char *cycle_mark;
            ast *cycle_value, *cycle_default; /* or NULL */
            const char *cycle_path;
            int cycle_loc;
        } cte;
        struct {
            ast *stmt;
            bool analyze;
        } explain;
        struct {
            ast_name name;
            list *columns;          /* of AST_COLUMNDEF */
            list *pkey;             /* table PRIMARY KEY (cols): of const
                                       char *, or NULL */
            const char *pkey_name;  /* its CONSTRAINT name, or NULL */
            int pkey_loc;
            list *fkeys;            /* table FOREIGN KEYs: of ast_fkey * */
            ast *partspec;          /* AST_PARTSPEC or NULL */
            ast_name parent;        /* PARTITION OF parent (n = 0 if not) */
            ast *bound;             /* AST_PARTBOUND when parent.n > 0 */
            bool if_not_exists;
            bool temp, unlogged;
            int on_commit;          /* ON COMMIT: 0 none, 1 DROP, 2 DELETE
                                       ROWS, 3 PRESERVE ROWS */
            list *inherits;         /* INHERITS (parents): of ast_name * */
            /* CREATE TABLE AS, SELECT INTO, CREATE MATERIALIZED VIEW:
               the query whose output columns the table takes ('columns'
               is then NULL) */
            ast *as_query;          /* AST_SELECT, or NULL */
            list *as_colnames;      /* (names) after the table name: of
                                       const char *, or NULL */
            bool matview;           /* CREATE MATERIALIZED VIEW */
            bool no_data;           /* ... WITH NO DATA */
        } create;
        struct {
            const char *name;
            ast *typename;          /* AST_TYPENAME */
            bool not_null;
            bool primary_key;
            const char *pkey_name;  /* PRIMARY KEY's CONSTRAINT name, or
                                       NULL */
            bool is_null;           /* explicit NULL constraint */
            ast *default_expr;      /* or NULL */
            const char *collation;  /* COLLATE name (last part), or NULL */
        } coldef;
        struct {
            ast_part_strategy strategy;
            list *keys;             /* of ast * (column refs or exprs) */
        } partspec;
        struct {
            ast_bound_kind kind;
            list *from, *to;        /* RANGE: of ast * (consts, MINVALUE..) */
            list *in;               /* LIST: of ast * */
            int modulus, remainder; /* HASH */
        } bound;
        struct {
            ast_name name;
            list *colnames;         /* of const char *, or NULL */
            ast *query;
            bool or_replace;
            bool temp;
            bool barrier;           /* WITH (security_barrier) */
            bool invoker;           /* WITH (security_invoker) */
            bool recursive;         /* CREATE RECURSIVE VIEW: 'query' is
                                       WITH RECURSIVE name (cols) AS
                                       (the query written) SELECT cols
                                       FROM name */
        } view;
        struct {
            bool is_view;           /* DROP VIEW, else DROP TABLE */
            bool matview;           /* DROP MATERIALIZED VIEW */
            list *names;            /* of ast_name * */
            bool if_exists;
            bool cascade;
        } drop;
        struct {
            ast_name name;
            ast_alter_kind kind;
            bool only;
            list *cols;             /* ADD PRIMARY KEY (cols) */
            ast_name child;         /* ATTACH/DETACH PARTITION child */
            ast *bound;             /* AST_PARTBOUND */
            const char *what;       /* for ALTER_OTHER: e.g. "ADD CONSTRAINT";
                                       ALTER_ADD/DROP_RULE: the rule */
            ast *coldef;            /* ALTER_ADD_COLUMN: AST_COLUMNDEF */
            const char *colname;    /* the column of DROP, RENAME, SET/DROP
                                       NOT NULL */
            const char *newname;    /* RENAME's new name, SET SCHEMA's
                                       schema, ADD CONSTRAINT name PRIMARY
                                       KEY's name */
            int relkind;            /* RENAME TO, SET SCHEMA: written as
                                       ALTER TABLE (0), ALTER VIEW (1),
                                       ALTER MATERIALIZED VIEW (2) */
            bool if_exists;         /* ADD COLUMN IF NOT EXISTS, DROP
                                       COLUMN IF EXISTS */
            bool cascade;           /* DROP COLUMN ... CASCADE */
            bool rel_if_exists;     /* ALTER TABLE IF EXISTS */
            list *cmds;             /* ALTER_CMDS: of AST_ALTER_TABLE, each
                                       one action (their .name and .only
                                       are the statement's) */
            bool select_rule;       /* ALTER_ADD_RULE: ON SELECT (a table
                                       becomes a view, CREATE OR REPLACE
                                       gives a view another query) */
            bool or_replace;        /* ALTER_ADD_RULE: CREATE OR REPLACE */
            bool reshapes;          /* ALTER_OTHER (a statement with an
                                       action the grammar does not read):
                                       an action changes the
                                       table's columns, name, schema,
                                       parents, NOT NULL or constraints
                                       (ADD/DROP/RENAME COLUMN, ALTER
                                       COLUMN TYPE, DROP NOT NULL, ...) */
        } alter;
        struct {
            const char *schemaname; /* may be NULL */
            const char *relname;
            double reltuples;       /* -1 when not given */
        } relstats;
        struct {
            const char *value;      /* the setting; NULL for RESET, or a
                                       value other than a string or a
                                       number (DEFAULT, LOCAL, INTERVAL) */
            bool is_local;          /* SET LOCAL, set_config(..., true) */
            bool reset;             /* RESET TimeZone */
        } settz;
        struct {
            ast_name name;
            ast_alias *alias;
            list *cols;             /* of const char *, or NULL */
            ast *query;             /* AST_SELECT (VALUES or SELECT), or
                                       NULL for DEFAULT VALUES */
            list *with;
            struct ast_conflict *conflict; /* ON CONFLICT ..., or NULL */
            int overriding;         /* 0, or OVERRIDING SYSTEM VALUE (1) or
                                       USER VALUE (2) */
            list *returning;        /* RETURNING: of AST_TARGET, or NULL */
        } insert;
        struct {
            ast_name name;
            ast_alias *alias;
            list *set_cols;         /* of const char * */
            list *set_exprs;        /* of ast *, same length */
            list *from;
            ast *where;
            list *with;
            list *returning;        /* RETURNING: of AST_TARGET, or NULL */
        } update;
        struct {
            ast_name name;
            ast_alias *alias;
            list *using_;
            ast *where;
            list *with;
            list *returning;        /* RETURNING: of AST_TARGET, or NULL */
        } del;
        struct {
            const char *what;       /* "CREATE INDEX", "SET", "GRANT", ... */
        } skipped;
        struct {
            ast_routine_kind kind;
            ast_name name;          /* operator: its symbol is the last part */
            list *args;             /* of ast_routine_arg *: the input
                                       arguments (IN, INOUT, VARIADIC);
                                       aggregate: direct then ORDER BY ones */
            int ndefaults;          /* trailing arguments with DEFAULT */
            int ndirect;            /* ordered-set aggregate: direct args,
                                       else -1 */
            bool variadic;          /* the last argument is VARIADIC */
            bool star;              /* aggregate (*) */
            const char *rettype;    /* RETURNS type as written; aggregate:
                                       its STYPE; NULL for none */
            list *outargs;          /* of ast_routine_arg *: the OUT and
                                       INOUT arguments, or the columns of
                                       RETURNS TABLE (...), in order */
            bool table;             /* RETURNS TABLE (...) */
            bool retset;            /* RETURNS SETOF / TABLE */
            char volatility;        /* 'i', 's', 'v' (the default) */
            bool strict;            /* STRICT / RETURNS NULL ON NULL INPUT */
            bool window;            /* WINDOW */
            const char *func;       /* aggregate FINALFUNC, operator
                                       FUNCTION (as written), or NULL */
            const char *left, *right; /* operator LEFTARG/RIGHTARG or NULL */
            bool drop;              /* DROP FUNCTION (kind FUNCTION): name
                                       and args say which */
            bool noargs;            /* DROP FUNCTION name, no list */
            bool if_exists;         /* DROP FUNCTION IF EXISTS */
            bool cascade;           /* DROP FUNCTION ... CASCADE */
        } routine;
        struct {
            ast_name name;
            ast_ctype_kind kind;
            ast *base;              /* DOMAIN: its AST_TYPENAME */
            list *labels;           /* ENUM: of const char *, in order */
            list *attrs;            /* COMPOSITE: of AST_COLUMNDEF */
            const char *add_value;  /* ALTER TYPE name ADD VALUE 'x':
                                       the new label (kind ENUM) */
            const char *neighbor;   /* ... BEFORE|AFTER 'y', or NULL */
            bool before;            /* BEFORE (else AFTER) */
            bool if_not_exists;     /* ADD VALUE IF NOT EXISTS */
            bool rename_value;      /* ALTER TYPE name RENAME VALUE 'y'
                                       TO 'x': 'y' in .neighbor, 'x' in
                                       .add_value */
        } ctype;
        struct {
            ast *arg;
            const char *name;       /* collation (last name part) */
        } collate;
        struct {
            ast *arg;               /* the array (NULL while parsing) */
            list *idx;              /* of ast *: the bounds written, in
                                       order (none for an omitted one) */
            unsigned shape;         /* 3 bits per subscript, first at
                                       bit 0: SUBSCR_SLICE, _LOWER, _UPPER */
            int n;                  /* subscripts */
        } subscr;
        struct {
            ast *arg;               /* the composite value (NULL while
                                       parsing) */
            const char *name;       /* the field */
        } field;
        struct {
            const char *op;         /* "=", "<", "~~" (LIKE), ... */
            bool all;               /* ALL, else ANY/SOME */
            ast *left, *right;      /* right: the array expression */
        } arrayop;
        struct {
            ast *func;              /* AST_FUNC (or a special call);
                                       NULL for ROWS FROM */
            list *rows_from;        /* ROWS FROM (...): of AST_RANGEFUNC,
                                       each with .func and .coldefs */
            list *coldefs;          /* a ROWS FROM item's "AS (a int)":
                                       of AST_COLUMNDEF, or NULL */
            ast_alias *alias;       /* or NULL */
            bool lateral;
            bool ordinality;        /* WITH ORDINALITY */
        } rangefunc;
        struct {
            ast_session_kind kind;
            list *path;             /* SEARCH_PATH: schema names (of const
                                       char *), in order */
            bool path_default;      /* SEARCH_PATH: TO DEFAULT, RESET:
                                       "$user", public */
            bool is_local;          /* SET LOCAL, set_config(..., true) */
            bool if_not_exists;     /* CREATE SCHEMA IF NOT EXISTS, DROP
                                       SCHEMA IF EXISTS */
            bool cascade;           /* DROP SCHEMA ... CASCADE (the
                                       schemas are in 'path') */
            const char *name;       /* schema or savepoint name */
            ast_name rel;           /* REFRESH: the materialized view */
            bool no_data;           /* REFRESH ... WITH NO DATA */
        } session;
    };
};

/* The shape bits of subscript 'i' of an AST_SUBSCRIPT (and E_SUBSCRIPT):
   a slice [lo:hi], and which of its bounds are written; an index [i] has
   SUBSCR_LOWER only. */
#define SUBSCR_SLICE 1u
#define SUBSCR_LOWER 2u
#define SUBSCR_UPPER 4u
#define SUBSCR_BITS(shape, i) (((shape) >> (3 * (i))) & 7u)

/* Allocate a node of 'kind' at byte range [loc, end).  NULL on OOM. */
ast *ast_new(arena *a, ast_kind kind, int loc, int end);

/* Name of a node kind, for debugging and errors ("SELECT", "JOIN"). */
const char *ast_kind_name(ast_kind kind);

/* Dump 'n' as an S-expression into 'sb' (tests and --debug-ast). */
struct strbuf;
void ast_dump(struct strbuf *sb, const ast *n);

#endif
