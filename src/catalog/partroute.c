/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/partroute.c — which partition a row lands in
 *
 * One level at a time: the key values of the level are picked from the
 * row by column name (a partition may order its columns differently from
 * its root), the level's strategy selects a child, and a partitioned child
 * is routed in turn.  Children are in bound order (catalog.h), the
 * default partition last, so a range level is searched with a binary
 * search on the lower bounds.
 */
#include "catalog/partroute.h"

#include <string.h>

#include "catalog/parthash.h"

int
part_key_rootcol(const cat_table *root, const cat_table *x, int k)
{
    if (!x->is_partitioned || k < 0 || k >= x->nkeys || x->keycols[k] < 0)
        return -1; /* an expression key reads no one column */
    return cat_column_index(root, x->cols[x->keycols[k]].name);
}

bool
part_key_modelled(const cat_table *x, int k)
{
    static const char *const btree_ok[] = {
        "bool_ops", "int2_ops", "int4_ops", "int8_ops", "numeric_ops",
        "text_ops", "varchar_ops", "bpchar_ops", "date_ops", "timestamp_ops",
        "text_pattern_ops", "varchar_pattern_ops", "enum_ops",
    };
    qp_typeid id = cat_key_column(x, k)->type.id;
    const char *op = x->keyopclass ? x->keyopclass[k] : NULL;
    const char *coll = x->keycoll ? x->keycoll[k] : NULL;

    if (coll && strcmp(coll, "C") != 0 && strcmp(coll, "POSIX") != 0
        && strcmp(coll, "default") != 0)
        return false;
    if (x->strategy == PART_HASH)
        return parthash_opclass_ok(id, op);
    if (!cat_partkey_type_modelled(id))
        return false;
    if (!op)
        return true;
    for (size_t i = 0; i < sizeof btree_ok / sizeof btree_ok[0]; i++)
        if (strcmp(op, btree_ok[i]) == 0)
            return true;
    return false;
}

int
part_rbound_cmp(int nkeys, const datum *const *tup, const datum *bv,
                const cat_rbkind *bk)
{
    for (int i = 0; i < nkeys; i++) {
        int c;

        if (bk[i] == RB_MINVALUE)
            return 1;
        if (bk[i] == RB_MAXVALUE)
            return -1;
        c = datum_cmp(tup[i], &bv[i], NULL);
        if (c != 0)
            return c;
    }
    return 0;
}

/* The default partition of 'x', or NULL. */
static const cat_table *
default_child(const cat_table *x)
{
    int n = list_len(x->children);
    const cat_table *c;

    if (n == 0)
        return NULL;
    c = list_nth(x->children, n - 1);
    return c->bound && c->bound->kind == BOUND_DEFAULT ? c : NULL;
}

/* The range partition of 'x' holding the non-NULL tuple 'tup', or NULL. */
static const cat_table *
route_range(const cat_table *x, const datum *const *tup)
{
    int lo = 0, hi = list_len(x->children) - 1, found = -1;
    const cat_table *c;

    if (default_child(x))
        hi--;
    /* the last partition whose lower bound is <= tup */
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          mid))->bound;

        if (part_rbound_cmp(x->nkeys, tup, b->lo, b->lo_kind) >= 0) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    if (found < 0)
        return NULL;
    c = list_nth(x->children, found);
    if (part_rbound_cmp(x->nkeys, tup, c->bound->hi, c->bound->hi_kind) < 0)
        return c;
    return NULL;
}

/* The list partition of 'x' listing 'v' (NULL allowed), or NULL. */
static const cat_table *
route_list(const cat_table *x, const datum *v)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_table *c = list_nth(x->children, i);
        const cat_bound *b = c->bound;

        if (b->kind != BOUND_LIST)
            continue;
        for (int j = 0; j < b->nvalues; j++) {
            const datum *w = &b->values[j];

            if (v->is_null ? w->is_null
                           : !w->is_null && datum_cmp(v, w, NULL) == 0)
                return c;
        }
    }
    return NULL;
}

/* The hash partition of 'x' for the row hash 'h', or NULL. */
static const cat_table *
route_hash(const cat_table *x, uint64_t h)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_table *c = list_nth(x->children, i);
        const cat_bound *b = c->bound;

        if (b->kind == BOUND_HASH && b->modulus > 0
            && h % (uint64_t)b->modulus == (uint64_t)b->remainder)
            return c;
    }
    return NULL;
}

part_route_result
part_route(const cat_table *root, const cat_table *x,
           const datum *const *vals, const cat_table **leaf)
{
    /* a partition tree is finite and acyclic: the loop descends a level
       each time round */
    while (x && x->is_partitioned) {
        const datum *tup[32];
        datum hv[32];
        const cat_table *c = NULL;
        bool has_null = false;

        if (x->nkeys > 32)
            return PR_UNSUPPORTED;
        for (int k = 0; k < x->nkeys; k++) {
            int rc = part_key_rootcol(root, x, k);

            if (rc < 0 || !vals[rc])
                return PR_MISSING;
            if (!part_key_modelled(x, k))
                return PR_UNSUPPORTED;
            tup[k] = vals[rc];
            hv[k] = *vals[rc];
            has_null |= vals[rc]->is_null;
        }
        switch (x->strategy) {
        case PART_RANGE:
            if (!has_null)
                c = route_range(x, tup);
            break;
        case PART_LIST:
            c = route_list(x, tup[0]);
            break;
        case PART_HASH: {
            uint64_t h;

            if (!parthash_row(hv, x->nkeys, &h))
                return PR_UNSUPPORTED;
            c = route_hash(x, h);
            break;
        }
        default:
            return PR_UNSUPPORTED;
        }
        if (!c)
            c = default_child(x);
        if (!c)
            return PR_NONE;
        x = c;
    }
    if (!x)
        return PR_NONE;
    *leaf = x;
    return PR_LEAF;
}
