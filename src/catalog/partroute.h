/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/partroute.h — which partition a row lands in
 *
 * Tuple routing as PostgreSQL 15's get_partition_for_tuple() does it, level
 * by level down a partition tree: RANGE by binary search over the sorted,
 * non-overlapping bounds (a NULL in any key column goes to the default
 * partition), LIST by lookup (NULL only to a partition that lists NULL),
 * HASH by the row hash of src/catalog/parthash.c modulo each partition's
 * modulus, and the default partition for whatever no bound accepts.
 * Shared by the partition_prune rule and the public qprop_route().
 */
#ifndef QPROP_PARTROUTE_H
#define QPROP_PARTROUTE_H

#include "catalog/catalog.h"

/* How routing went. */
typedef enum part_route_result {
    PR_LEAF = 0,     /* '*leaf' is the leaf partition */
    PR_NONE = 1,     /* no partition accepts the row (PostgreSQL: "no
                        partition of relation ... found for row") */
    PR_MISSING = 2,  /* a key column needed on the way has no value */
    PR_UNSUPPORTED = 3, /* a key whose hash or order qprop does not model
                          (operator class, collation, type), or a key
                          expression it does not compute */
    PR_KEY_ERROR = 4, /* computing a key expression fails (overflow,
                        division by zero): PostgreSQL rejects the row */
    PR_ZONE = 5      /* a bound on the way was read in no known time zone
                        (catalog.h zone_unknown) */
} part_route_result;

/* Index in 'root' of key column 'k' of 'x' (a partitioned table in the
   tree of 'root'; partitions have their root's column names), or -1. */
int part_key_rootcol(const cat_table *root, const cat_table *x, int k);

/*
 * True when key column 'k' of 'x' compares (LIST, RANGE) or hashes (HASH)
 * as qprop models it: a type it orders or hashes, the default operator
 * class (or varchar_ops, text_pattern_ops, varchar_pattern_ops for
 * btree), and no collation or "C"/"POSIX"/"default".
 */
bool part_key_modelled(const cat_table *x, int k);

/*
 * Route a row of 'root' down from 'x' ('root' itself or one of its
 * partitioned descendants).  'vals[c]' is the value of root column 'c' (a
 * datum of the column's type; a NULL datum for NULL), or NULL when the
 * caller has no value for it.  A key expression qprop types (catalog.h
 * cat_keyx) is computed from the row as PostgreSQL does, where it can
 * (integer arithmetic, ||, casts, abs, mod, lower/upper of ASCII, trims,
 * length, date_trunc of a timestamp), its strings in 'a' (NULL: key
 * expressions are PR_UNSUPPORTED).  On PR_LEAF '*leaf' is set.  Cannot
 * fail otherwise.
 */
part_route_result part_route(arena *a, const cat_table *root,
                             const cat_table *x,
                             const datum *const *vals, const cat_table **leaf);

/*
 * Compare the key tuple 'tup' (nkeys datums, none NULL) with one side of a
 * range bound ('bv' values, 'bk' kinds) as partition_rbound_datum_cmp()
 * does: MINVALUE is below and MAXVALUE above every value.  <0, 0, >0.
 */
int part_rbound_cmp(int nkeys, const datum *const *tup, const datum *bv,
                    const cat_rbkind *bk);

#endif
