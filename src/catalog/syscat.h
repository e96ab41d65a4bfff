/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/syscat.h — PostgreSQL 15's system relations as data
 *
 * The relations of pg_catalog and information_schema (tables and views)
 * with their columns, as tools/syscat.py writes them into syscat_data.c
 * from a running PostgreSQL 15.  Every catalog starts with them
 * (cat_load_system()); a view among them is read as an opaque relation.
 */
#ifndef QPROP_SYSCAT_H
#define QPROP_SYSCAT_H

#include "catalog/catalog.h"

typedef struct syscat_rel {
    const char *schema;  /* pg_catalog or information_schema */
    const char *name;
    char kind;           /* PostgreSQL's relkind: 'r' table, 'v' view */
    int first;           /* its first column in syscat_cols */
    int ncols;
} syscat_rel;

extern const cat_column syscat_cols[];
extern const syscat_rel syscat_rels[];
extern const int syscat_nrels;

/* Enter the system relations into the new catalog 'cat'.  Their columns
   are the static data itself, never written (DDL refuses system
   relations).  False on OOM. */
bool cat_load_system(catalog *cat);

#endif
