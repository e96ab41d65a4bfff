/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/syscat.c — the system relations entered into a catalog
 *
 * Each relation of syscat_data.c becomes a cat_table of its schema whose
 * columns point into the static data (the form its version sees): a
 * catalog costs one small struct per system relation.  Scans of them are
 * planned like any table's; the rows PostgreSQL returns are its own.
 */
#include "catalog/syscat.h"

#include <string.h>

#include "catalog/catalog_int.h"
#include "types/pgcat.h"

/* The forms of the relation whose first form is 'first': how many. */
static int
forms_of(int first)
{
    int n = 1;

    while (first + n < syscat_nrels
           && strcmp(syscat_rels[first + n].name, syscat_rels[first].name) == 0
           && strcmp(syscat_rels[first + n].schema,
                     syscat_rels[first].schema) == 0)
        n++;
    return n;
}

/* The form of the relation whose first form is 'first' that version
   'pgv' sees, or NULL when it has no such relation. */
static const syscat_rel *
form_in(int first, int pgv)
{
    int n = forms_of(first);

    for (int i = first; i < first + n; i++)
        if (pgcat_vers_visible(syscat_versions, syscat_rels[i].vers, pgv))
            return &syscat_rels[i];
    return NULL;
}

bool
cat_system_version(catalog *cat)
{
    for (int k = 0; k < cat->nsys; k++) {
        const syscat_rel *s = form_in(cat->sys_form[k], cat->pg_version);
        cat_table *t = cat->sys[k];

        if (s) {
            t->ncols = s->ncols;
            /* never written: DDL refuses a system relation */
            t->cols = (cat_column *)&syscat_cols[s->first];
        }
        if (s && !cat->sys_in[k]) {
            if (!cat_rel_insert(cat, t))
                return false;
        } else if (!s && cat->sys_in[k]) {
            if (!cat_rel_remove(cat, t))
                return false;
        }
        cat->sys_in[k] = s != NULL;
    }
    return true;
}

bool
cat_load_system(catalog *cat)
{
    int n = 0;

    for (int i = 0; i < syscat_nrels; i += forms_of(i))
        n++;
    cat->sys = ARENA_NEWN(&cat->a, cat_table *, n);
    cat->sys_form = ARENA_NEWN(&cat->a, int, n);
    cat->sys_in = ARENA_NEWN(&cat->a, bool, n);
    if (!cat->sys || !cat->sys_form || !cat->sys_in)
        return false;
    for (int i = 0; i < syscat_nrels; i += forms_of(i)) {
        cat_table *t = ARENA_NEW(&cat->a, cat_table);

        if (!t)
            return false;
        t->name = syscat_rels[i].name;
        t->schema = syscat_rels[i].schema;
        t->cols = (cat_column *)&syscat_cols[syscat_rels[i].first];
        t->ncols = syscat_rels[i].ncols;
        t->reltuples = -1;
        t->loc = -1;
        t->is_system = true;
        cat->sys[cat->nsys] = t;
        cat->sys_form[cat->nsys] = i;
        cat->sys_in[cat->nsys] = false;
        cat->nsys++;
    }
    return cat_system_version(cat);
}
