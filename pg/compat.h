/* SPDX-License-Identifier: MIT */
/*
 * pg/compat.h — what differs between the PostgreSQL versions pg/qprop.c
 * builds against (15, 17 and 18), kept out of qprop.c
 *
 * Included by pg/qprop.c after every server header.  Each block says which
 * version changed what; qprop.c writes the newest form where it can.
 */
#ifndef QPROP_PG_COMPAT_H
#define QPROP_PG_COMPAT_H

#if PG_VERSION_NUM < 150000 || PG_VERSION_NUM >= 190000
#error "pg_qprop builds against PostgreSQL 15 to 18"
#endif

/*
 * The grammar's token numbers.  PostgreSQL 15 installs parser/gramparse.h
 * and with it parser/gram.h; from 16 on both stay in the server's source
 * tree.  There the keywords the extension scans for are looked up by name
 * in the scanner's own keyword table (the numbers differ from version to
 * version, never within one).
 */
/* 18 moved ExplainState and the ExplainProperty functions out of
   commands/explain.h */
#if PG_VERSION_NUM >= 180000
#include "commands/explain_format.h"
#include "commands/explain_state.h"
#endif

/* 17 gave ExplainOnePlan() the planner's memory use (EXPLAIN (MEMORY));
   qprop's EXPLAIN passes none, so MEMORY shows nothing under it */
#if PG_VERSION_NUM >= 170000
#define qp_explain_one_plan(plan, into, es, text, params, env, dur, buf) \
    ExplainOnePlan(plan, into, es, text, params, env, dur, buf, NULL)
#else
#define qp_explain_one_plan(plan, into, es, text, params, env, dur, buf) \
    ExplainOnePlan(plan, into, es, text, params, env, dur, buf)
#endif

#if PG_VERSION_NUM < 160000
#include "parser/gramparse.h"
#else
#include "common/keywords.h"

static inline int
qp_keyword_token(const char *word)
{
    int i = ScanKeywordLookup(word, &ScanKeywords);

    return i < 0 ? -1 : ScanKeywordTokens[i];
}

#define ANALYSE qp_keyword_token("analyse")
#define ANALYZE qp_keyword_token("analyze")
#define AS qp_keyword_token("as")
#define EXPLAIN qp_keyword_token("explain")
#define FROM qp_keyword_token("from")
#define INSERT qp_keyword_token("insert")
#define PREPARE qp_keyword_token("prepare")
#define SELECT qp_keyword_token("select")
#define TABLE qp_keyword_token("table")
#define VALUES qp_keyword_token("values")
#define VERBOSE qp_keyword_token("verbose")
#define WITH qp_keyword_token("with")
#endif

/*
 * lc_collate_is_c() is gone in 18: the collation's locale says.  The
 * default collation and C are "C" as before.
 */
#if PG_VERSION_NUM >= 180000
#include "utils/pg_locale.h"
#define qp_collate_is_c(coll) \
    (pg_newlocale_from_collation(coll)->collate_is_c)
#else
#define qp_collate_is_c(coll) lc_collate_is_c(coll)
#endif

/*
 * Permissions: 16 moved them from the range table entries to the query's
 * rteperminfos, and ExecCheckRTPerms() became ExecCheckPermissions().
 */
#if PG_VERSION_NUM >= 160000
#define qp_check_perms(q) \
    ExecCheckPermissions((q)->rtable, (q)->rteperminfos, false)
#else
#define qp_check_perms(q) ExecCheckRTPerms((q)->rtable, false)
#endif

/*
 * What an operator is to the index families it belongs to: 18 asks every
 * index AM (get_op_index_interpretation(), a compare type), 15 to 17 the
 * btree families (a strategy, = being ROWCOMPARE_EQ and its negator
 * ROWCOMPARE_NE).
 */
#if PG_VERSION_NUM >= 180000
typedef OpIndexInterpretation qp_op_interp;
#define qp_op_interpretation(op) get_op_index_interpretation(op)
#define qp_interp_is_equality(i) \
    ((i)->cmptype == COMPARE_EQ || (i)->cmptype == COMPARE_NE)
#else
typedef OpBtreeInterpretation qp_op_interp;
#define qp_op_interpretation(op) get_op_btree_interpretation(op)
#define qp_interp_is_equality(i) \
    ((i)->strategy == ROWCOMPARE_EQ || (i)->strategy == ROWCOMPARE_NE)
#endif

/*
 * An Append's or MergeAppend's run-time pruning: 18 keeps it in the
 * PlannedStmt's partPruneInfos, the node its index there.
 */
#if PG_VERSION_NUM >= 180000
#define qp_append_prune_info(ps, node) \
    ((node)->part_prune_index < 0 ? NULL \
     : list_nth_node(PartitionPruneInfo, (ps)->partPruneInfos, \
                     (node)->part_prune_index))
#else
#define qp_append_prune_info(ps, node) ((void) (ps), (node)->part_prune_info)
#endif

/*
 * A restriction of one base relation: 16 replaced make_restrictinfo()'s
 * outerjoin_delayed and nullable_relids with has_clone, is_clone and
 * incompatible_relids.
 */
#if PG_VERSION_NUM >= 160000
#define qp_base_restrictinfo(root, clause, relids) \
    make_restrictinfo(root, clause, true, false, false, false, 0, relids, \
                      NULL, NULL)
#else
#define qp_base_restrictinfo(root, clause, relids) \
    make_restrictinfo(root, clause, true, false, false, 0, relids, NULL, NULL)
#endif

/* 16 gave adjust_appendrel_attrs_multilevel() the child and top parent
   relations, where 15 takes their relids */
#if PG_VERSION_NUM >= 160000
#define qp_adjust_multilevel(root, node, child, top) \
    adjust_appendrel_attrs_multilevel(root, node, child, top)
#else
#define qp_adjust_multilevel(root, node, child, top) \
    adjust_appendrel_attrs_multilevel(root, node, (child)->relids, \
                                      (top)->relids)
#endif

/* 17 keeps each subplan's best path in PlannerGlobal.subpaths, in step
   with subplans and subroots (set_cte_pathlist() reads all three by a
   CTE's plan_id): an initplan made by the extension must add its path
   there too */
#if PG_VERSION_NUM >= 170000
#define qp_add_subpath(glob, path) \
    ((glob)->subpaths = lappend((glob)->subpaths, (path)))
#else
#define qp_add_subpath(glob, path) ((void) (path))
#endif

/* 17 gave subquery_planner() the set operation a subquery is an arm of
   (none for the bounds' build sides) */
#if PG_VERSION_NUM >= 170000
#define qp_subquery_planner(glob, parse, parent) \
    subquery_planner(glob, parse, parent, false, 0.0, NULL)
#else
#define qp_subquery_planner(glob, parse, parent) \
    subquery_planner(glob, parse, parent, false, 0.0)
#endif

/*
 * strlcpy(): a server whose C library has it (glibc 2.38 and later, as
 * Debian 13's, whose packages build the 17 of tools/pg-versions.sh) does
 * not declare it in its headers, and this system's <string.h> (an older
 * glibc) does not either; the server's C library resolves the call.
 */
#if defined(HAVE_DECL_STRLCPY) && HAVE_DECL_STRLCPY && defined(__GLIBC__) \
    && !__GLIBC_PREREQ(2, 38)
extern size_t strlcpy(char *dst, const char *src, size_t siz);
#endif

#endif
