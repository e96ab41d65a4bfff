/*
 * pg/keyset.h — exact key sets as run-time pruning (issue 36 item 4)
 *
 * A bound given as run-time pruning (pg/qprop.c, qprop.bounds_as_pruning)
 * prunes a partitioned relation by the [min, max] of its build side's
 * keys.  With qprop.bounds_keyset the same initplan also returns, for each
 * partition the plan reads, one key of the build side that lies in it (or
 * NULL), as an array, and the relation gets the pruning qual
 *
 *     key = ($arr)[1] OR key = ($arr)[2] OR ... OR key = ($arr)[n]
 *
 * beside the range (HASH: alone, no range): every partition holding some
 * key is kept, the others are pruned when executing.  See pg/keyset.c and
 * doc/pg-partition-selector.md, design (a).
 */
#ifndef QPROP_PG_KEYSET_H
#define QPROP_PG_KEYSET_H

#include "nodes/pathnodes.h"
#include "nodes/primnodes.h"

typedef struct qp_keyset qp_keyset;

/* Defines the settings (qprop.bounds_keyset, qprop.keyset_partitions);
   from _PG_init(). */
extern void keyset_init(void);

/* Whether qprop.bounds_keyset is on. */
extern bool keyset_enabled(void);

/*
 * When key sets apply to the partitioned relation 'rel' (range table index
 * 'rti' of 'root', key column 'attno'), its key set, with the query its
 * bound's initplan runs instead of 'minmax_sql' (pg/qprop.c's "SELECT
 * min(k), max(k) FROM (build side OFFSET 0) AS build (k)"): the same min
 * and max, and the array (keyset_build()); else NULL.
 */
extern qp_keyset *keyset_make(PlannerInfo *root, RelOptInfo *rel, Index rti,
                              AttrNumber attno, const char *minmax_sql);

/* Its build query: min(k), max(k) and the array of representatives. */
extern Query *keyset_build(qp_keyset *ks);

/* The key set of 'rel' (as keyset_make()'s arguments) read from the array
   of 'other' (another relation's key set of the same build side and the
   same initplan) when their partitions have the same bound values; else
   NULL. */
extern qp_keyset *keyset_share(PlannerInfo *root, RelOptInfo *rel,
                               Index rti, AttrNumber attno,
                               const qp_keyset *other);

/* The array's Param, once the initplan's output is made. */
extern void keyset_set_param(qp_keyset *ks, Param *arr);
extern Param *keyset_param(const qp_keyset *ks);

/* Adds the pruning qual of 'ks' to its relation's baserestrictinfo (the
   partitioned relation only: it is no row filter). */
extern void keyset_add_qual(PlannerInfo *root, RelOptInfo *rel, qp_keyset *ks);

#endif
