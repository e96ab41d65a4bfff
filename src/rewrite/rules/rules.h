/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/rules/rules.h — helpers the rules share
 */
#ifndef QPROP_RULES_H
#define QPROP_RULES_H

#include "rewrite/engine.h"

/* normalize.c: canonical form of one expression ('e' when unchanged). */
expr *norm_expr(arena *a, expr *e);
/* A TRUE or FALSE constant. */
expr *norm_bool_const(arena *a, bool v, int loc);
/* "=", "<>", "<", ... for a comparison kind. */
const char *norm_op_name(op_kind k);

/* filter_pushdown.c: every column of 'e' is of an rte in 'rtes'. */
bool pd_covered(const expr *e, const list *rtes);

#endif
