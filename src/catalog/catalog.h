/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog.h — tables, views, partitions and statistics
 *
 * The catalog is built from DDL in the input (CREATE TABLE, PARTITION OF,
 * ATTACH PARTITION, CREATE VIEW, DROP, ALTER TABLE ADD PRIMARY KEY and the
 * column actions, pg_restore_relation_stats) or, later, through the API.
 * It owns its own arena, separate from any statement's, and outlives
 * statements; a plan points into it, so DDL must not run while a
 * statement's plan is in use.  Names are matched exactly (the parser
 * already folded unquoted ones) and resolved along the search_path as
 * PostgreSQL does (namespace.c); the catalog's changes inside a
 * transaction block can be rolled back.
 */
#ifndef QPROP_CATALOG_H
#define QPROP_CATALOG_H

#include "ast/ast.h"
#include "base/list.h"
#include "types/types.h"
#include "types/pgcat.h"

struct cat_type;

typedef struct cat_column {
    const char *name;
    qp_type type;
    bool not_null;       /* NOT NULL or part of the primary key */
    const struct cat_type *domain; /* the domain it was declared of (its
                                      type is the domain's base type), or
                                      of an array of ("d[]": an array of
                                      the base type), or NULL: DROP
                                      DOMAIN reaches it */
    unsigned long added;  /* when ALTER TABLE ADD COLUMN added it, in the
                             count of cat_table.made (0: made with its
                             table): a view defined before does not see
                             it, as PostgreSQL's view keeps the columns
                             it was made on.  Such columns are the last
                             ones of their table */
    const struct cat_colname *was; /* its names before ALTER TABLE RENAME
                                      COLUMN, the latest first, or NULL */
    const char *collation; /* text, varchar, char(n) made by CREATE TABLE:
                              its COLLATE (last name part), "default"
                              without one; NULL for other types and where
                              qprop does not know it (a domain's, after
                              ALTER COLUMN TYPE, ADD COLUMN) */
} cat_column;

/* A name a column had until RENAME COLUMN gave it another. */
typedef struct cat_colname {
    const char *name;
    unsigned long until;     /* when the RENAME ran (cat_table.made's
                                count) */
    const struct cat_colname *prev; /* the name before this one, or NULL */
} cat_colname;

/* A name and schema a relation had until ALTER ... RENAME TO or SET
   SCHEMA gave it others. */
typedef struct cat_relname {
    const char *name;
    const char *schema;
    unsigned long until;     /* when the change ran (cat_table.made's
                                count) */
    const struct cat_relname *prev; /* the one before, or NULL */
} cat_relname;

/* The name column 'c' had at time 'when' (cat_table.made's count): a view
   defined then names it so. */
const char *cat_column_name_at(const cat_column *c, unsigned long when);

/* One side of a range bound: per key column a value or an infinity. */
typedef enum cat_rbkind { RB_VALUE = 0, RB_MINVALUE = -1, RB_MAXVALUE = 1 }
    cat_rbkind;

/* A partition's bound (its FOR VALUES clause), values in the key types. */
typedef struct cat_bound {
    ast_bound_kind kind;     /* BOUND_RANGE, BOUND_LIST, BOUND_HASH,
                                BOUND_DEFAULT */
    int nkeys;               /* RANGE: number of key columns */
    datum *lo, *hi;          /* RANGE: [lo, hi) of nkeys each */
    cat_rbkind *lo_kind, *hi_kind;
    int nvalues;             /* LIST: values; a NULL datum accepts NULL */
    datum *values;
    int modulus, remainder;  /* HASH */
    bool zone_unknown;       /* a value depends on the session time zone,
                                which was not known (a timestamptz written
                                without an offset, no --timezone): the
                                values are read in UTC only to keep the
                                bound's shape, and no row is placed nor
                                partition pruned by them */
} cat_bound;

/* A search_path: schema names as set, "$user" and schemas that do not
   exist included. */
typedef struct cat_searchpath {
    int n;
    const char **names;
} cat_searchpath;

/*
 * A partition key expression as qprop reads it (partbound.c): the key's
 * text typed as PostgreSQL's parser types it (operators and functions
 * resolved in the built-in catalog), so its bounds are values of its
 * result type and a query's expression can be matched with it.
 */
typedef enum cat_keyx_kind {
    KX_COL, KX_CONST, KX_OP, KX_FUNC, KX_CAST
} cat_keyx_kind;

typedef struct cat_keyx cat_keyx;
struct cat_keyx {
    cat_keyx_kind kind;
    qp_type type;            /* result type */
    int col;                 /* KX_COL: column index in its table */
    datum value;             /* KX_CONST: in 'type' */
    const char *name;        /* KX_OP: operator; KX_FUNC: function */
    int nargs;               /* KX_OP: 1 (prefix) or 2; KX_FUNC; KX_CAST 1 */
    cat_keyx **args;
    qp_type *argtype;        /* per argument: the type the operator or
                                function reads it as (an implicit cast
                                when it differs from the argument's) */
};

typedef struct cat_table cat_table;

/* A dependency of a view or materialized view: relation 'rel' (a table,
   view or materialized view it reads), or its column named 'col'. */
typedef struct cat_dep {
    cat_table *rel;
    const char *col;         /* NULL: the relation as a whole */
    bool pkey;               /* the primary key of 'rel' ('col' NULL): a
                                column the query reads is grouped as
                                functionally dependent on it */
} cat_dep;

struct cat_table {
    const char *name;        /* relation name */
    const char *schema;      /* its schema: as qualified, else the first
                                existing one of the search_path, or
                                pg_temp for a temporary relation */
    cat_table *next_same;    /* the next relation of the same name in
                                another schema */
    int ncols;
    cat_column *cols;
    int npkey;               /* primary key columns, in key order */
    int *pkey;               /* column indexes */
    const char *pkey_name;   /* the key's constraint name: as given
                                (CONSTRAINT name), else PostgreSQL's
                                "<table>_pkey" */
    double reltuples;        /* row estimate; -1 when unknown */
    int loc;                 /* where it was created */
    const char *changed_by;  /* the ALTER TABLE qprop does not model that
                                changed the columns, name, parents or
                                constraints qprop knows ("ALTER TABLE DROP
                                CONSTRAINT"), or DROP DOMAIN ... CASCADE;
                                NULL when none did.  The binder
                                refuses to read or write such a table. */
    unsigned long made;      /* when it was created, and when an ALTER
                                TABLE qprop models last changed its
                                columns or name (0: none), in the
                                catalog's count of such changes: a view
                                made before either reads a relation that
                                is not what it was (the binder refuses
                                it) */
    unsigned long reshaped;
    const cat_relname *was;  /* its names and schemas before RENAME TO and
                                SET SCHEMA, the latest first, or NULL: a
                                view made before names it so, and reads
                                it still (PostgreSQL's views read a
                                relation by its OID) */
    unsigned long widened;   /* when ALTER TABLE ADD COLUMN last added a
                                column (0: never): a view whose
                                dependencies qprop does not know and
                                made before is refused */
    unsigned long dropped_col; /* when ALTER TABLE DROP COLUMN or ALTER
                                  COLUMN TYPE last took or changed a
                                  column of it (0: never): a view whose
                                  dependencies qprop does not know and
                                  made before is refused; one that reads
                                  the column went with it, or stopped the
                                  change */

    /* views: 'cols' holds the names of CREATE VIEW v (a, b) with type
       T_ANY ('ncols' 0 when no list was given); the binder derives the
       real columns from the query */
    bool is_view;
    bool barrier;           /* a view WITH (security_barrier) */
    bool invoker;           /* a view WITH (security_invoker) */
    const char *owner;      /* a view: the role current when it was made
                               (catalog_current_role()), or NULL */
    list *rules;            /* of const char *: the names of its rules
                               (CREATE RULE ... TO it, less DROP RULE);
                               qprop does not write a table with rules
                               (src/bind/dml.c) */
    const char *view_sql;    /* the view's query text, re-parsed per use */
    const cat_searchpath *view_path; /* the search_path it was created
                                        under, which its names follow */
    int view_line;           /* line of view_sql's first character */
    unsigned long defined;   /* views: when its query was last given
                                (CREATE [OR REPLACE] VIEW), in the count
                                of 'made'; 'made' stays that of the first
                                CREATE, which the views reading it
                                compare with */
    /* views and materialized views: what PostgreSQL records in pg_depend
       for them, found by binding the query when it was created, so that
       DROP drops them with what they read (CASCADE) or refuses */
    bool deps_known;         /* false: the query could not be bound when
                                it was created (a view only): a DROP of
                                any relation it names marks it */
    list *deps;              /* of cat_dep *: the relations and columns
                                its query reads directly */
    list *dep_types;         /* of qp_type *: the types its query's
                                expressions have (cat_viewdef.exprtypes):
                                DROP TYPE drops it with one of them */
    list *dep_routines;      /* of const struct cat_routine *: the
                                input's own functions and operators it
                                calls */
    int nout;                /* views whose deps are known: the query's
                                output columns, after the column list */
    const char **outnames;
    qp_type *outtypes;

    /* partitioning */
    bool is_partitioned;     /* PARTITION BY ... */
    ast_part_strategy strategy;
    int nkeys;
    int *keycols;            /* column indexes of the key; -1 for an
                                expression (keyexpr) */
    cat_column *keyexpr;     /* per key: an expression key as written
                                (.name "(a + b) / 2") with its type
                                (keyx), or T_ANY when qprop cannot type
                                it: its bounds are then kept as written
                                and never compared, so the table is
                                never pruned or routed by that key);
                                .name NULL for a column */
    cat_keyx **keyx;         /* per key: an expression key typed
                                (partbound.c cat_keyx_build), its
                                keyexpr[k].type then the result type;
                                NULL for a column or an expression qprop
                                cannot type (keyexpr[k].type T_ANY) */
    const char **keyopclass; /* per key column: operator class as written
                                (last name part), NULL for the default */
    const char **keycoll;    /* per key column: COLLATE as written, or
                                NULL */
    cat_table *parent;       /* PARTITION OF parent, or NULL */
    cat_bound *bound;        /* its bound, when parent != NULL */
    list *children;          /* of cat_table *, in bound order: range by
                                lower bound, list by smallest value (a
                                NULL-only partition after the others),
                                hash by modulus then remainder, the
                                default partition last */
    /* inheritance (CREATE TABLE ... INHERITS): a scan of a table without
       ONLY reads the rows of the tables that inherit from it as well */
    list *inh_parents;       /* of cat_table *, as listed in INHERITS */
    list *inh_children;      /* of cat_table *: the tables inheriting from
                                this one directly */
    bool is_matview;         /* CREATE MATERIALIZED VIEW: a table of the
                                query's columns (a scan reads its stored
                                rows, as PostgreSQL's plan does).  WITH
                                NO DATA is not kept: pg_dump's data
                                section, which qprop does not read,
                                refreshes it */
    bool is_system;          /* a relation of pg_catalog or
                                information_schema (syscat.h) */
};

typedef struct catalog catalog;

/* A new empty catalog; NULL on OOM. */
catalog *catalog_new(void);
/* Free 'cat' and everything in it.  NULL allowed. */
void catalog_free(catalog *cat);

/* The session time zone the statements read so far have set (SET TIME
   ZONE, set_config('TimeZone', ...)), or the default one; NULL when
   neither is known (no catalog_set_default_timezone()): the SQL is then
   for a session of any zone, and what depends on the zone is left to
   PostgreSQL (a literal without an offset kept as written, a bound
   written without one not used to prune).  Valid as long as 'cat'. */
const qp_tz *catalog_timezone(const catalog *cat);
/* The role privileges are checked as (SET ROLE, SET SESSION
   AUTHORIZATION), or NULL: the session's user, as the input began. */
const char *catalog_current_role(const catalog *cat);
/* SET restrict_nonsystem_relation_kind includes "view": a view of the
   input's own may not be read. */
bool catalog_views_restricted(const catalog *cat);
/* Why the catalog is no longer PostgreSQL's (COMMIT PREPARED of a block
   whose changes qprop undid at PREPARE TRANSACTION), or NULL. */
const char *catalog_unknown_by(const catalog *cat);

/* The PostgreSQL major version (15 to 18) whose dialect the input being
   read is in (qprop_options.pg_version): a function a later version added
   (func_info.since) is unknown before it, and the built-in catalog
   (types/pgcat.h) and the system relations (syscat.h) are that
   version's.  18 until set; an input sets it when opened, outside a
   transaction block.  False on OOM (the system relations half changed:
   the catalog is to be freed). */
bool catalog_set_pg_version(catalog *cat, int version);
int catalog_pg_version(const catalog *cat);

/* Make 'setting' (tz_load()) the session's time zone and the one RESET
   TimeZone restores.  Returns QPROP_OK or tz_load()'s error, with 'cat'
   unchanged. */
qprop_status catalog_set_default_timezone(catalog *cat, const char *setting,
                                          qprop_error *err);

/* The table or view named 'name' (the first declared of that name in any
   schema), or NULL. */
cat_table *catalog_find(const catalog *cat, const char *name);

/* Call 'fn' with each table and view of 'cat' and 'arg', in no
   particular order (used for "Perhaps you meant" hints). */
void catalog_each(const catalog *cat,
                  void (*fn)(const cat_table *t, const char *name, void *arg),
                  void *arg);

/* The session's search_path now (valid until catalog_free()). */
const cat_searchpath *catalog_search_path(const catalog *cat);

/* True when schema 'name' exists: pg_catalog, public,
   information_schema, pg_temp, or one CREATE SCHEMA made. */
bool catalog_schema_exists(const catalog *cat, const char *name);

/* The relation a query names 'n', as PostgreSQL finds it: a qualified name
   in its schema, an unqualified one along search path 'p' (NULL: the
   session's), the temporary schema first; NULL when there is none. */
cat_table *catalog_lookup_in(const catalog *cat, const cat_searchpath *p,
                             const ast_name *n);

/* The relation a view defined at time 'when' (cat_table.defined) means
   by 'n' along path 'p': as catalog_lookup_in(), but by the names and
   schemas relations had then (cat_table.was), among those that existed
   then. */
cat_table *catalog_lookup_at(const catalog *cat, const cat_searchpath *p,
                             const ast_name *n, unsigned long when);

/* The relation an API caller names 'name': "table" along PostgreSQL's
   default search_path (pg_catalog, "$user", public: not the one the
   last input set), or "schema.table" (names as stored, not folded or
   quoted); NULL when there is none. */
cat_table *catalog_lookup_text(const catalog *cat, const char *name);

/* catalog_lookup_in() along the session's path; '*ambiguous' is always
   false (kept for callers). */
cat_table *catalog_lookup(const catalog *cat, const ast_name *n,
                          bool *ambiguous);

/* True when the unqualified name of 't' finds 't' along path 'p' (NULL:
   the session's): SQL may name it without its schema. */
bool catalog_visible(const catalog *cat, const cat_searchpath *p,
                     const cat_table *t);

/* Apply an AST_SESSION statement: SET search_path, CREATE SCHEMA, BEGIN,
   COMMIT, ROLLBACK, SAVEPOINT, ROLLBACK TO, RELEASE (namespace.c). */
qprop_status catalog_session(catalog *cat, const ast *st, qprop_error *err);

/*
 * A statement failed as it would in PostgreSQL (not one qprop merely does
 * not model): inside a transaction block the block is now aborted, as
 * PostgreSQL's is.  Cannot fail.
 */
void catalog_txn_failed(catalog *cat);

/*
 * True when the block is aborted and statement 'st' is not one that ends
 * it (ROLLBACK, ROLLBACK TO SAVEPOINT, COMMIT, which then rolls back):
 * then 'err' is set to PostgreSQL's error "current transaction is
 * aborted, commands ignored until end of transaction block" at the
 * statement.
 */
bool catalog_txn_refuses(const catalog *cat, const ast *st,
                         qprop_error *err);

/* A new session (an input starts one): the default search_path, and an
   open transaction block left by the previous one rolled back. */
void catalog_session_start(catalog *cat);

/*
 * Enter the table of a CREATE TABLE AS, SELECT INTO or CREATE MATERIALIZED
 * VIEW 'st' (AST_CREATE_TABLE with as_query) whose query has 'ncols'
 * output columns 'names' of 'types' (the statement's (names) replace the
 * first ones).  PostgreSQL's errors: relation exists, too many column
 * names, a column named twice.
 */
qprop_status catalog_create_as(catalog *cat, const ast *st, int ncols,
                               const char *const *names,
                               const qp_type *types, qprop_error *err);

/* What binding a view's or materialized view's query found (bind/build.h
   build_query_deps), for the catalog to record. */
typedef struct cat_viewdef {
    int ncols;               /* output columns of the query */
    const char *const *names;
    const qp_type *types;
    list *deps;              /* of cat_dep *, no two alike */
    list *routines;          /* of const cat_routine *, no two alike */
    list *exprtypes;         /* of qp_type *: the types of the query's
                                expressions (constants, casts, columns),
                                no two alike, for DROP TYPE */
} cat_viewdef;

/*
 * CREATE [OR REPLACE] [RECURSIVE] VIEW 'st' ('text' is the input it was
 * read from, 'base_line' the line of its first byte) as
 * catalog_apply() does it, with 'def' what binding its query found, or
 * NULL when it could not be bound (the view's dependencies are then not
 * known).  OR REPLACE gives PostgreSQL's errors when 'def' drops,
 * renames or retypes a column of the view it replaces.  Nothing is
 * changed on an error.
 */
qprop_status catalog_create_view(catalog *cat, const ast *st,
                                 const char *text, size_t len, int base_line,
                                 const cat_viewdef *def, qprop_error *err);

/* Record 'def' (its deps and routines) as the dependencies of the
   materialized view created by CREATE MATERIALIZED VIEW 'st' just
   before; nothing when there is none (IF NOT EXISTS skipped it).
   QPROP_OK or OOM. */
qprop_status catalog_matview_deps(catalog *cat, const ast *st,
                                  const cat_viewdef *def, qprop_error *err);

/* A function, aggregate or operator the input created (routine.c). */
typedef struct cat_routine {
    const char *schema;     /* as written, or NULL */
    const char *name;       /* an operator's symbol */
    char kind;              /* 'f' function, 'a' aggregate, 'w' window
                               function, 'o' operator */
    qp_type *args;          /* sig.nargs input argument types */
    qp_type result;         /* result type (of each row when SETOF) */
    pgcat_extra sig;        /* the signature as the resolution reads it */
    int ncols;              /* OUT, INOUT or RETURNS TABLE columns, or 0 */
    const char **colnames;  /* their names ("column2" for an unnamed one) */
    qp_type *coltypes;      /* their types as declared */
    const char *ext;        /* the extension that made it (CREATE
                               EXTENSION), or NULL */
    list *types;            /* of const struct cat_type *: the input's own
                               types (enum, domain, composite) its
                               arguments or result name, alone or as an
                               array's element: DROP TYPE ... CASCADE
                               drops it */
} cat_routine;

/*
 * The routines a call of 'name' may choose among, as PostgreSQL collects
 * its candidates: with 'schema' (a qualified call) those of that schema;
 * else those of the schemas of the search path (pg_catalog first unless
 * the path lists it), a signature an earlier schema has too left out.
 * Operators ('op') or functions, aggregates and window functions.  Into
 * '*out' (allocated in 'a'), in path order; '*nfirst' gets how many of
 * them come before pg_catalog, where one hides a built-in of the same
 * signature.  Returns how many, -1 when 'schema' does not exist, -2 on
 * OOM.
 */
int catalog_routines_visible(const catalog *cat, arena *a, const char *schema,
                             const char *name, bool op,
                             const cat_routine ***out, int *nfirst);

/*
 * True when routine 'r' takes arguments of types 'types' ('n' of them)
 * by their names: an argument of a type that is not built in (an
 * extension's ltree, hstore, citext) must be of that type (or an untyped
 * literal), as PostgreSQL's exact type identity demands; the resolution
 * (types/pgcat.h) lets such a type match any parameter.  'exact' asks
 * for every argument's type to be the parameter's (PostgreSQL's exact
 * match, which wins before any other candidate is weighed).
 */
bool catalog_routine_takes(const cat_routine *r, int n, const qp_type *types,
                           bool exact);

/* The routines of 'cat' named 'name' (in any schema; operators by
   symbol), a list of cat_routine *, or NULL. */
const list *catalog_routines(const catalog *cat, const char *name);

/* The type of the catalog's own type (enum, domain, composite) named
   'n', or NULL. */
const qp_type *catalog_type_lookup(const catalog *cat, const ast_name *n);

/* The attributes of composite type 't' (a value of a type the input
   declared with CREATE TYPE name AS (...)): their count, or -1 when 't'
   is no such type; '*names' and '*types' point into the catalog. */
int catalog_composite(const catalog *cat, qp_type t, const char *const **names,
                      const qp_type **types);

/* Index of column 'name' in 't', or -1. */
int cat_column_index(const cat_table *t, const char *name);

/* Key 'k' of the partitioned table 't' as a column: the column, or for
   an expression key its text with type T_ANY (t->keyexpr). */
const cat_column *cat_key_column(const cat_table *t, int k);

/*
 * Apply a catalog statement (AST_CREATE_TABLE, AST_CREATE_VIEW, AST_DROP,
 * AST_ALTER_TABLE, AST_RELSTATS, AST_SET_TIMEZONE) to 'cat'.  'text' and 'len' are the input
 * the AST was parsed from (a view keeps its query's text); 'base_line' is the
 * line of text[0].  On error 'cat' is unchanged and 'err' is set with the
 * offset of the offending token: unknown or duplicate table or column,
 * unknown type, bad partition key, bound of the wrong shape or type, empty
 * range ("empty range bound specified for partition \"p\""), overlapping
 * bounds ("partition \"p2\" would overlap partition \"p1\""), a second
 * default partition.
 */
qprop_status catalog_apply(catalog *cat, const ast *stmt, const char *text,
                           size_t len, int base_line, qprop_error *err);

/* Convert an AST_TYPENAME to a qp_type; error at its position if unknown
   or if its modifiers are invalid.  Arrays and built-in types qprop does
   not model (json, uuid, bytea, ...) give T_ANY. */
/* The enum type named 'n' that the schema declared (CREATE TYPE AS
   ENUM) into '*out'; false when 'n' names no enum. */
bool catalog_enum_type(const catalog *cat, const ast_name *n, qp_type *out);

qprop_status catalog_resolve_type(const ast *typename, qp_type *out,
                                  qprop_error *err);

/* Type the expression key 'k' (AST 'e') of partitioned table 't', whose
   columns are set, as PostgreSQL would: t->keyx[k] and
   t->keyexpr[k].type when its operators and functions resolve among the
   built-in ones (of PostgreSQL 'pgv') to a key type partitioning models;
   else nothing changes (the key stays untyped).  False only on OOM. */
bool cat_keyx_build(int pgv, arena *a, cat_table *t, int k, const ast *e);

/* True when partitioning models keys of type 'id': their values are
   compared (LIST, RANGE) and hashed (HASH) exactly as PostgreSQL's
   default operator classes do.  Boolean, the integers, numeric, text,
   varchar, char(n), date and timestamp.  Cannot fail. */
bool cat_partkey_type_modelled(qp_typeid id);

/* The bound of partition 'part' as PostgreSQL writes it ("FOR VALUES FROM
   (0) TO (10)", "FOR VALUES IN (1, NULL)", "FOR VALUES WITH (MODULUS 4,
   REMAINDER 0)", "DEFAULT"), in 'a'; NULL for a table that is not a
   partition, or on OOM. */
const char *cat_bound_text(arena *a, const cat_table *part);

/* Append the leaf partitions under 't' (t itself when not partitioned; none
   for a partitioned table without partitions), depth first in bound order,
   to '*out' (NULL for a new list; allocated in 'a').  Returns how many
   were appended, or -1 on OOM. */
int cat_leaves(arena *a, const cat_table *t, list **out);

#endif
