/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog_int.h — what catalog.c and partbound.c share (private)
 *
 * catalog.c applies DDL; partbound.c converts and checks the bound of a
 * new partition and keeps siblings in bound order.  A statement that adds
 * a partition calls cat_build_bound(), then cat_check_bound(), and only
 * when both succeeded cat_insert_child(), so a failing statement leaves
 * the catalog unchanged.
 */
#ifndef QPROP_CATALOG_INT_H
#define QPROP_CATALOG_INT_H

#include "catalog/catalog.h"

/*
 * Convert the AST_PARTBOUND 'spec' of a partition of 'parent' into '*out'
 * (in 'a').  Checks the bound's own shape, not its siblings.  For a list
 * bound, '*locs' gets the position of each (deduplicated) value.  Returns
 * QPROP_OK, or PostgreSQL's error at the offending value.
 */
qprop_status cat_build_bound(arena *a, const cat_table *parent,
                             const ast *spec, cat_bound **out, int **locs,
                             qprop_error *err);

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

/* The input's own functions, aggregates and operators (routine.c). */
typedef struct cat_routines cat_routines;

/*
 * Record the routine of AST_CREATE_ROUTINE 'st' in '*rs' (created in 'a'
 * when NULL), its types resolved in 'cat'.  CREATE OR REPLACE of a
 * signature already there replaces it.  Returns QPROP_OK, or an error
 * (OOM, too many arguments).
 */
qprop_status cat_create_routine(cat_routines **rs, arena *a,
                                const catalog *cat, const ast *st,
                                qprop_error *err);

/* The routines of '*rs' named 'name', or NULL. */
const list *cat_routines_named(const cat_routines *rs, const char *name);

#endif
