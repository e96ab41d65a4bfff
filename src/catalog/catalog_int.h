/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog_int.h — what the catalog's files share (private)
 *
 * catalog.c is the store; ddl.c, ddl_alter.c and ddl_drop.c apply DDL to
 * it (what only they share is in ddl_int.h); namespace.c keeps schemas,
 * the search_path and the undo log; routine.c the input's routines;
 * partbound.c converts and checks the bound of a new partition and keeps
 * siblings in bound order.  A statement that adds
 * a partition calls cat_build_bound(), then cat_check_bound(), and only
 * when both succeeded cat_insert_child(), so a failing statement leaves
 * the catalog unchanged.
 */
#ifndef QPROP_CATALOG_INT_H
#define QPROP_CATALOG_INT_H

#include "base/hmap.h"
#include "base/strbuf.h"
#include "catalog/catalog.h"

/* The longest search_path qprop keeps. */
#define CAT_MAX_PATH 64

/* A type a schema declared: CREATE DOMAIN, CREATE TYPE AS ENUM / AS
   (...). */
typedef struct cat_type {
    const char *schema;      /* its schema */
    const char *name;
    ast_ctype_kind kind;
    qp_type type;            /* a domain: its base type (constraints not
                                modelled); an enum: T_ENUM of .enm; a
                                composite: opaque, named "schema.name"
                                as declared */
    qp_enum *enm;            /* an enum: its labels (ALTER TYPE ADD VALUE
                                replaces them); NULL otherwise */
    int nfields;             /* a composite: its attributes, in order */
    const char **fnames;
    qp_type *ftypes;
    const struct cat_type *over; /* a domain declared over a domain: that
                                    one (DROP DOMAIN ... CASCADE drops
                                    it too); else NULL */
} cat_type;

struct cat_undo;

struct catalog {
    arena a;      /* owns every table, name and bound */
    int pg_version; /* the dialect of the input read now (15 to 18) */
    /* the system relations (syscat.c): one table per name, its columns
       those of the form of syscat_rels that pg_version sees */
    struct cat_table **sys;
    int *sys_form;  /* the first form of each in syscat_rels */
    bool *sys_in;   /* it is in 'names' (the version has it) */
    int nsys;
    hmap names;   /* relation name -> cat_table * (the first of a chain
                     through next_same) */
    list *types;  /* of cat_type *, in declaration order */
    list *schemas; /* of const char *: CREATE SCHEMA's (the built-in
                      ones are not listed) */
    const cat_searchpath *path; /* the session's search_path (never
                                   changed in place: SET makes a new one) */
    /* the transaction block (namespace.c) */
    bool in_txn;
    bool aborted;              /* a statement of the block failed: the
                                  block ignores all but ROLLBACK */
    struct cat_undo *undo;     /* the undo log, oldest first */
    int nundo, undo_cap;
    list *savepoints;          /* of cat_savepoint *, oldest first */
    list *prepared;            /* of const char *: the gids of PREPARE
                                  TRANSACTION of blocks that changed the
                                  catalog (their changes undone) */
    const char *unknown_by;    /* COMMIT PREPARED of one of them: the
                                  catalog is not PostgreSQL's any more,
                                  and the binder refuses user relations */
    list *commit_drops;        /* of cat_table *: CREATE TEMP TABLE ... ON
                                  COMMIT DROP in this block, dropped
                                  when it commits */
    bool local_path_saved;     /* SET LOCAL search_path ran: */
    const cat_searchpath *path_before_local; /* the path COMMIT restores */
    /* the role PostgreSQL checks privileges as (SET ROLE, SET SESSION
       AUTHORIZATION; NULL: the session's user, whose name is unknown) */
    const char *role, *auth;
    const char *role_at_begin, *auth_at_begin; /* what ROLLBACK restores */
    bool role_saved;          /* a SET of them ran in the block */
    bool role_local;          /* ... SET LOCAL: COMMIT restores them too */
    /* restrict_nonsystem_relation_kind includes "view": a view other than
       the system's may not be read (PostgreSQL's "access to non-system
       view is restricted"); saved and restored with the role */
    bool restrict_views, restrict_views_at_begin;
    const qp_tz *tz;         /* the session's TimeZone (NULL: unknown) */
    const qp_tz *tz_default; /* what RESET TimeZone goes back to (NULL:
                                unknown) */
    struct cat_routines *routines; /* functions, aggregates, operators
                                      the input created (routine.c), or
                                      NULL */
    list *extensions;        /* of const char *: CREATE EXTENSION's, each
                                name followed by its schema */
    unsigned long epoch;     /* relations created and reshaped so far
                                (cat_table.made, .reshaped) */
    unsigned long renamed;   /* when a RENAME TO or SET SCHEMA of a
                                relation last ran (0: never) */
};

/*
 * Before changing something that existed before the statement (a field
 * of 'size' bytes at 'addr', a list, a name's map entry), save it in the
 * undo log of an open transaction block; outside one these do nothing.
 * False on OOM (then change nothing).
 */
bool cat_save(catalog *cat, void *addr, size_t size);
bool cat_save_list(catalog *cat, list **l);
bool cat_save_name(catalog *cat, const char *name);

/*
 * Make one statement's changes all or nothing: cat_stmt_begin() returns a
 * mark (logging changes even outside a transaction block); pass it to
 * cat_stmt_end() with whether the statement failed, which then undoes
 * what it changed.
 */
int cat_stmt_begin(catalog *cat, bool *was_in_txn);
void cat_stmt_end(catalog *cat, int mark, bool was_in_txn, bool failed);
bool cat_commit_drops(catalog *cat);

/* The schema an object created as 'n' goes into ('temp': a temporary
   relation), in '*out' (not copied); PostgreSQL's error otherwise. */
qprop_status cat_creation_schema(const catalog *cat, const ast_name *n,
                                 bool temp, int loc, const char **out,
                                 qprop_error *err);

/* The schemas an unqualified type name is looked for in, in order, into
   'out' (room for CAT_MAX_PATH + 2).  Returns how many. */
int cat_type_search_order(const catalog *cat, const char **out);

/* The schemas an unqualified function or operator name is looked for in,
   in order (pg_catalog first unless the path lists it; never pg_temp),
   into 'out' (room for CAT_MAX_PATH + 2).  Returns how many. */
int cat_func_search_order(const catalog *cat, const char **out);

/* Enter 't' under its name, after any relation of that name in other
   schemas (saved in the undo log).  False on OOM. */
bool cat_rel_insert(catalog *cat, cat_table *t);

/* Remove 't' from the names (saved in the undo log).  False on OOM, with
   nothing changed. */
bool cat_rel_remove(catalog *cat, cat_table *t);

/* The relation name of a possibly qualified name (the qualifier is
   ignored). */
const char *cat_unqualified(const ast_name *n);

/* The relation a DDL statement names 'n', found as a query finds it, or
   NULL. */
cat_table *cat_find_rel(const catalog *cat, const ast_name *n);

/* The relation named 'name' in schema 'schema', or NULL. */
cat_table *cat_find_in_schema(const catalog *cat, const char *schema,
                              const char *name);

/* PostgreSQL's error for DDL on system relation 't' (at 'loc'); returns
   QPROP_ESEMANTIC. */
qprop_status cat_system_rel(const cat_table *t, int loc, qprop_error *err);

/* Append 't' and its descendants to '*out' (in 'a') in pre-order,
   children in their (bound) order.  False on OOM. */
bool cat_subtree(arena *a, const cat_table *t, list **out);

/* The type named 'name' that schema 'schema' declared, or NULL. */
const cat_type *cat_type_in_schema(const catalog *cat, const char *schema,
                                   const char *name);

/* Append identifier 's' to 'sb' as PostgreSQL would need it written:
   quoted unless lower case letters, digits, '_' and '$'. */
void cat_put_ident(strbuf *sb, const char *s);

/*
 * The type of column type name 'tn' into '*out' (names in 'a'): a domain
 * is its base type, a type qprop models is resolved with its modifiers,
 * any other type is opaque with its name as written.  PostgreSQL's
 * error for a modifier it refuses.
 */
qprop_status cat_resolve_column_type(const catalog *cat, arena *a,
                                     const ast *tn, qp_type *out,
                                     qprop_error *err);

/* Drop what schema 'schema' holds (relations, types) for DROP SCHEMA;
   without 'cascade', PostgreSQL's error when it holds anything. */
qprop_status cat_drop_schema_objects(catalog *cat, const char *schema,
                                     bool cascade, int loc,
                                     qprop_error *err);

/* PostgreSQL's default search_path, "$user", public. */
const cat_searchpath *cat_default_path(void);

/*
 * Convert the AST_PARTBOUND 'spec' of a partition of 'parent' into '*out'
 * (in 'a').  Checks the bound's own shape, not its siblings.  For a list
 * bound, '*locs' gets the position of each (deduplicated) value.  Values
 * are read in the session time zone 'tz' (a timestamptz bound written
 * without an offset is local time there).  Returns
 * QPROP_OK, or PostgreSQL's error at the offending value.
 */
qprop_status cat_build_bound(arena *a, const cat_table *parent,
                             const ast *spec, const qp_tz *tz,
                             cat_bound **out, int **locs, qprop_error *err);

/*
 * Check the converted bound 'b' (and 'locs', from cat_build_bound()) of
 * new partition 'name' against the existing partitions of 'parent', as
 * check_new_partition_bound() does.  Returns QPROP_OK, or the error
 * PostgreSQL reports (overlap, empty range, modulus, second default).
 */
qprop_status cat_check_bound(arena *a, const cat_table *parent,
                             const char *name, const ast *spec,
                             const cat_bound *b, const int *locs,
                             qprop_error *err);

/* Insert 'child' (its bound set) among the children of 'parent' in bound
   order.  Returns false on OOM, with 'parent' unchanged. */
bool cat_insert_child(arena *a, cat_table *parent, cat_table *child);

/* Remove 'child' from the children of 'parent' (nothing if absent).
   Cannot fail. */
void cat_remove_child(cat_table *parent, const cat_table *child);

/* What a DROP takes with the object it was asked to drop (ddl_drop.c,
   defined in ddl_int.h). */
typedef struct dropset dropset;

/*
 * The views and materialized views whose dependencies are known that
 * read column 'col' of a relation of 'tree' or, with 'r' non-NULL, call
 * routine 'r' (a cat_routine *): a new dropset of them, each "depending
 * on" 'what' ("column b of table u", "function f(integer)").  NULL on
 * OOM.  Allocated in the catalog's arena.
 */
dropset *cat_users_of(catalog *cat, const list *tree, const char *col,
                      const void *r, const char *what);

/*
 * Drop what 'ds' (from cat_users_of()) holds and what depends on that,
 * transitively; without 'cascade', when it holds anything, PostgreSQL's
 * error "cannot drop 'what' because other objects depend on it" and
 * nothing changes.  The caller drops the object itself after.  QPROP_OK,
 * that error, or OOM.
 */
qprop_status cat_drop_dependents(catalog *cat, dropset *ds, const char *what,
                                 bool cascade, int loc, qprop_error *err);

/* The input's own functions, aggregates and operators (routine.c). */
typedef struct cat_routines cat_routines;

/*
 * Record the routine of AST_CREATE_ROUTINE 'st' in 'cat' (its schema as
 * qualified, else the first existing one of the search path), its types
 * resolved in 'cat'.  CREATE OR REPLACE of a signature that schema has
 * replaces it; inside a transaction block the change can be rolled back.
 * Returns QPROP_OK, or an error (OOM, too many arguments, no schema).
 */
qprop_status cat_create_routine(catalog *cat, const ast *st,
                                qprop_error *err);

/*
 * CREATE EXTENSION 'name' [WITH SCHEMA 'schema' (NULL: the first
 * existing schema of the search path)]: the functions and operators of
 * the extensions qprop knows (ltree, citext, hstore, pg_trgm, uuid-ossp,
 * pgcrypto, unaccent, fuzzystrmatch) enter that schema.  PostgreSQL's
 * errors: the extension exists (not with 'if_not_exists'), the schema
 * does not.
 */
qprop_status cat_create_extension(catalog *cat, const char *name,
                                  const char *schema, bool if_not_exists,
                                  int loc, qprop_error *err);

/* DROP FUNCTION (AST_CREATE_ROUTINE with .drop): the catalog forgets the
   function; PostgreSQL's errors for a missing one (none with IF EXISTS),
   a name without arguments that is not unique, an aggregate, or an
   extension's function. */
qprop_status cat_drop_routine(catalog *cat, const ast *st, qprop_error *err);

/* The routines of 'cat' (not an extension's) whose signature names one
   of 'types' (of const cat_type *): cat_routine.types.  Into '*out' (in
   the catalog's arena); false on OOM. */
bool cat_routines_using(catalog *cat, const list *types, list **out);

/* Remove routine 'r' from 'cat' (saved for a rollback); false on OOM. */
bool cat_routine_remove(catalog *cat, const cat_routine *r);

/* "function f(integer)" as PostgreSQL names routine 'r' in a DETAIL
   ("aggregate", "operator" for those), in 'a'; NULL on OOM. */
const char *cat_routine_label(arena *a, const cat_routine *r);

/* The type a schema declared named 'n' (qualified: in its schema, else
   along the search_path), or NULL. */
const cat_type *cat_find_type(const catalog *cat, const ast_name *n);

/* DROP EXTENSION (SESS_DROP_EXTENSION): the catalog forgets the
   extensions and their functions and operators; PostgreSQL's errors for
   a missing one (none with IF EXISTS) and for one whose types columns
   use (with CASCADE, which drops those columns: not modelled). */
/*
 * DROP DOMAIN and DROP TYPE (AST_SESSION SESS_DROP_DOMAIN,
 * SESS_DROP_TYPE; DROP TYPE takes domains too, as PostgreSQL's does),
 * with what depends on the types as pg_depend records it: the domains
 * over one, the columns of one (or of an array of one), the functions
 * whose arguments or result name one, and the views reading such a
 * column or calling such a function.  Without CASCADE any of them is
 * PostgreSQL's error and nothing changes; with it they go, a column as
 * ALTER TABLE DROP COLUMN ... CASCADE drops it.  A column of a table in
 * an inheritance tree, or in a partition key, is not modelled: its
 * table is marked (cat_table.changed_by).
 */
qprop_status cat_drop_domain(catalog *cat, const ast *st, qprop_error *err);

qprop_status cat_drop_extension(catalog *cat, const ast *st,
                                qprop_error *err);

/* The routines of '*rs' named 'name', or NULL. */
const list *cat_routines_named(const cat_routines *rs, const char *name);

#endif
