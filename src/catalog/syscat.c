/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/syscat.c — the system relations entered into a catalog
 *
 * Each relation of syscat_data.c becomes a cat_table of its schema whose
 * columns point into the static data: a catalog costs one small struct
 * per system relation.  Scans of them are planned like any table's; the
 * rows PostgreSQL returns are its own.
 */
#include "catalog/syscat.h"

#include "catalog/catalog_int.h"

bool
cat_load_system(catalog *cat)
{
    for (int i = 0; i < syscat_nrels; i++) {
        const syscat_rel *s = &syscat_rels[i];
        cat_table *t = ARENA_NEW(&cat->a, cat_table);

        if (!t)
            return false;
        t->name = s->name;
        t->schema = s->schema;
        t->ncols = s->ncols;
        /* never written: DDL refuses a system relation */
        t->cols = (cat_column *)&syscat_cols[s->first];
        t->reltuples = -1;
        t->loc = -1;
        t->is_system = true;
        if (!cat_rel_insert(cat, t))
            return false;
    }
    return true;
}
