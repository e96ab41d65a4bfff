/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/syscat.h — PostgreSQL's system relations as data, per
 * version
 *
 * The relations of pg_catalog and information_schema (tables and views)
 * with their columns, as tools/syscat.py writes them into syscat_data.c
 * from a running PostgreSQL 15, 17 and 18: each form of a relation (its
 * columns differ between versions: pg_stat_bgwriter, pg_attribute...)
 * with the versions it is in, the forms of one relation adjacent.  Every
 * catalog starts with those of its version (cat_load_system()) and
 * changes to another's with catalog_set_pg_version(); a view among them is
 * read as an opaque relation.
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
    unsigned vers;       /* the versions it is in (pgcat.h PGCAT_VERS) */
} syscat_rel;

extern const unsigned syscat_versions; /* the versions generated */
extern const cat_column syscat_cols[];
extern const syscat_rel syscat_rels[];
extern const int syscat_nrels;

/* Enter the system relations of 'cat''s version into the new catalog
   'cat'.  Their columns are the static data itself, never written (DDL
   refuses system relations).  False on OOM. */
bool cat_load_system(catalog *cat);

/* Make 'cat''s system relations those of its version (cat->pg_version,
   just changed): another form's columns, a relation the version does not
   have taken out of the names, one it has put back.  False on OOM. */
bool cat_system_version(catalog *cat);

#endif
