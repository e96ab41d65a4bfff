/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/ddl_int.h — what the DDL files share (private)
 *
 * ddl.c (the entry point catalog_apply() and CREATE), ddl_alter.c (ALTER
 * TABLE) and ddl_drop.c (DROP and dependents) change the store of
 * catalog.c; they call each other through this header, which none of
 * them owns: CREATE and ALTER share the column and primary key rules,
 * ALTER ... DROP COLUMN ... CASCADE drops the views that read the column
 * (ddl_drop.c), and DROP TYPE ... CASCADE drops the columns of the type
 * (ddl_alter.c).  What the rest of the catalog also uses is in
 * catalog_int.h.
 */
#ifndef QPROP_CATALOG_DDL_INT_H
#define QPROP_CATALOG_DDL_INT_H

#include "catalog/catalog_int.h"

/* A relation DROP takes with what it was asked to drop, and why (the
   DETAIL line of PostgreSQL's error, or of its NOTICE under CASCADE). */
struct dropset {
    list *gone;              /* of cat_table *: everything that goes */
    list *why;               /* of const char *: one line per dependent */
    list *unknown;           /* of cat_table *: views whose dependencies
                                are not known and that name one of them */
};

/* ---- ddl.c: columns and primary keys (CREATE TABLE, ALTER TABLE) ---- */

/* Type of column definition 'def' into '*t' (in 'a'); serial types are
   integers, '*serial' set.  PostgreSQL's error for a column without a
   type or a type modifier it refuses. */
qprop_status cat_column_type(const catalog *cat, arena *a, const ast *def,
                             qp_type *t, bool *serial, qprop_error *err);

/* The domain column definition 'def' is declared of, or NULL. */
const cat_type *cat_column_domain(const catalog *cat, const ast *def);

/* Check that a primary key on columns 'names' (count 'n') of 't'
   includes the partition key of 't' and of every partitioned table below
   it; PostgreSQL's error at 'loc' otherwise, or OOM. */
qprop_status cat_check_pkey_covers_partkey(arena *a, const cat_table *t,
                                           const char **names, int n,
                                           int loc, qprop_error *err);

/* PostgreSQL's name for the primary key of 't' given none,
   "<table>_pkey", or NULL when PostgreSQL may have chosen another (a
   relation of that name in its schema, a name longer than 63 bytes) or
   on OOM (then the catalog's arena has failed). */
const char *cat_default_pkey_name(catalog *cat, const cat_table *t);

/* The partitioned table named 'n', for PARTITION OF and ALTER TABLE
   ATTACH / DETACH, into '*out'; PostgreSQL's error at 'loc' when there
   is none or it is not partitioned. */
qprop_status cat_find_partitioned(const catalog *cat, const ast_name *n,
                                  int loc, cat_table **out,
                                  qprop_error *err);

/* ---- ddl_alter.c ---- */

/* ALTER TABLE 'st', any kind (ALTER_*). */
qprop_status cat_alter_table(catalog *cat, const ast *st, qprop_error *err);

/* Note that 'what' (in the catalog's arena) changed 't' and, with
   'recurse', the tables that inherit from it or are its partitions
   (saved for a rollback).  False on OOM. */
bool cat_mark_changed(catalog *cat, cat_table *t, const char *what,
                      bool recurse);

/*
 * Drop column 'cname' of 't' (not a partition) and of every partition
 * below it, with the views reading it ('cascade'; else PostgreSQL's
 * error when there are any).  QPROP_DONE when qprop does not model it
 * (a partition key expression): nothing changed, the caller marks the
 * table.
 */
qprop_status cat_drop_column_named(catalog *cat, cat_table *t,
                                   const char *cname, bool cascade, int loc,
                                   qprop_error *err);

/* True when a partitioned table of 'tree' has an expression in its
   partition key. */
bool cat_has_key_expr(const list *tree);

/* The table of 'tree' (partitioned tables and their partitions) whose
   partition key holds column 'cname', or NULL. */
const cat_table *cat_key_holder(const list *tree, const char *cname);

/* ---- ddl_drop.c ---- */

/* DROP TABLE / VIEW / MATERIALIZED VIEW 'st' (AST_DROP). */
qprop_status cat_drop(catalog *cat, const ast *st, qprop_error *err);

/* What PostgreSQL calls relation 't' in its messages: "table t",
   "view s.v", in 'a'; NULL on OOM. */
const char *cat_rel_label(const catalog *cat, arena *a, const cat_table *t);

/* Every relation of 'cat', into '*out' in the order they were made;
   false on OOM. */
bool cat_all_relations(catalog *cat, list **out);

/* Add dependent 't' ("'t' depends on 'on'") to 'ds'; false on OOM. */
bool cat_dependent_add(catalog *cat, dropset *ds, cat_table *t,
                       const char *on);

#endif
