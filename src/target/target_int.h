/* SPDX-License-Identifier: MIT */
/*
 * src/target/target_int.h — what target.c and bounds.c share
 */
#ifndef QPROP_TARGET_INT_H
#define QPROP_TARGET_INT_H

#include "target/target.h"

/* The Scan or DynamicScan of 'r' (the first in plan order), or NULL. */
const plan *tg_find_scan(const tg_decisions *t, const rte *r);

/* 'e' in normal form (norm_pred), an IN list read as the OR of its
   equalities first.  NULL on OOM. */
expr *tg_norm_filter(arena *a, expr *e);

/* 'r' is the target of an UPDATE or DELETE of the statement. */
bool tg_is_modify_target(const tg_decisions *t, const rte *r);

/* Decide the bounds of every partitioned scan (bounds.c).  False on
   OOM. */
bool tg_decide_bounds(tg_decisions *t);

#endif
