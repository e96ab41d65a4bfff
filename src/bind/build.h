/* SPDX-License-Identifier: MIT */
/*
 * src/bind/build.h — the binder: syntax tree to logical plan
 */
#ifndef QPROP_BUILD_H
#define QPROP_BUILD_H

#include "plan/plan.h"

/*
 * Bind the query 'stmt' (AST_SELECT, AST_INSERT, AST_UPDATE or AST_DELETE,
 * or AST_EXPLAIN around one; the last three give a Modify root) against
 * 'cat' into a plan allocated in 'a'.  Names are resolved, types assigned,
 * views expanded, and subqueries turned into semi, anti and SINGLE joins
 * where the plan can express them.  'max_depth' limits view nesting and
 * recursion.  Returns QPROP_OK with '*out', or an error (ESEMANTIC for
 * unknown names and type errors, EUNSUPPORTED for valid SQL qprop does not
 * model) with 'err' set at the offending token and '*out' NULL.
 */
qprop_status build_query(arena *a, const catalog *cat, const ast *stmt,
                         int max_depth, query **out, qprop_error *err);

/*
 * build_query() with the declared types of the parameters $1 ... $nparams:
 * 'param_types[i]' is the AST_TYPENAME of $(i+1), or NULL for one typed
 * from context (qprop_input_set_param_types()).
 */
qprop_status build_query_params(arena *a, const catalog *cat, const ast *stmt,
                                int max_depth, int nparams,
                                const ast *const *param_types, query **out,
                                qprop_error *err);

/*
 * build_query() that also records, in 'def', what the query reads
 * directly (not through the views it reads): the relations and their
 * columns, the input's own functions and operators, and its output
 * columns -- what PostgreSQL records as the dependencies of a view or
 * materialized view made of it.  'def' is allocated in 'a'; on an error
 * it holds nothing useful.
 */
qprop_status build_query_deps(arena *a, const catalog *cat, const ast *stmt,
                              int max_depth, cat_viewdef *def, query **out,
                              qprop_error *err);

#endif
