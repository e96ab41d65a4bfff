/* SPDX-License-Identifier: MIT */
/*
 * src/print/print.h — printing plans: EXPLAIN text, JSON, SQL
 *
 * qprop has five printers: EXPLAIN-style text and JSON (explain.c), SQL
 * (deparse.c), and the pictures, Graphviz dot (dot.c) and HTML (html.c),
 * built on the picture model declared in picture.h.  This header declares
 * the first three and what every printer shares: expressions, origins of
 * derived predicates and reasons of Empty nodes.  All of them read a bound
 * query and append to a strbuf whose arena is the statement's.
 * Expressions print the same way everywhere (deparse_expr): valid
 * PostgreSQL with alias-qualified columns, so the "expr" of a JSON
 * predicate can be pasted into a query.
 */
#ifndef QPROP_PRINT_H
#define QPROP_PRINT_H

#include "base/strbuf.h"
#include "plan/plan.h"
#include "target/target.h"

/* Append 'e' as SQL text.  Cannot fail (OOM leaves the arena flag set). */
void deparse_expr(strbuf *sb, const expr *e);

/* Append function 'f' of a FunctionScan as SQL: "f(x)", with its column
   definition list "f(x) AS (a integer, ...)".  Cannot fail (OOM leaves
   the arena flag set). */
void deparse_range_func(strbuf *sb, const range_func *f);

/* Append the EXPLAIN title of FunctionScan 'p', as PostgreSQL's:
   "Function Scan on generate_series g" (one function: its name, then the
   alias when it differs), "Function Scan on r" (ROWS FROM with several).
   Cannot fail (OOM leaves the arena flag set). */
void deparse_funcscan_title(strbuf *sb, const plan *p);

/* Append the SEARCH ('cycle' false) or CYCLE clause of WITH item 'c'
   after its keyword: "DEPTH FIRST BY a, b SET seq", "a SET is_cycle
   [TO v DEFAULT d] USING path"; nothing when it has none.  Cannot fail
   (OOM leaves the arena flag set). */
void deparse_cte_clause(strbuf *sb, const plan_cte *c, bool cycle);

/* Append an identifier, double-quoted when needed. */
void deparse_ident(strbuf *sb, const char *name);

/* Append a sort key "x [DESC] [NULLS FIRST|LAST]" ('x' parenthesised unless
   atomic).  Cannot fail (OOM leaves the arena flag set). */
void deparse_sort_key(strbuf *sb, const sort_key *k);
/* A locking clause, "FOR UPDATE OF a SKIP LOCKED". */
void deparse_lock(strbuf *sb, const plan_lock *l);
/* "TABLESAMPLE bernoulli (50) REPEATABLE (1)". */
void deparse_sample(strbuf *sb, const rte_sample *s);
/* "ON CONFLICT ... DO ..." of INSERT Modify 'm' (nothing without one). */
void deparse_conflict(strbuf *sb, const plan *m);

/* Append where the derived predicate came from ('o' is its origin): the
   text EXPLAIN JSON, dot, HTML, the trace and the API show, described in
   plan.h (pred_origin).  Cannot fail (OOM leaves the arena flag set). */
void print_origin(strbuf *sb, const pred_origin *o);

/* print_origin()'s text as a string in 'a' (owned by 'a'); NULL when 'o'
   is NULL, or on OOM. */
const char *print_origin_text(arena *a, const pred_origin *o);

/* 'l' without the expressions that print the same as an earlier one: an
   aggregate the query names three times (select list, HAVING, ORDER BY)
   may be held three times, but it is computed once, and every output
   lists it once.  'l' itself when it has no duplicate, or on OOM. */
const list *print_distinct_exprs(arena *a, const list *l);

/* Append why Empty node 'p' is empty (its reason, then its reason_expr);
   nothing when it has no reason.  Cannot fail (OOM leaves the arena flag
   set). */
void print_empty_reason(strbuf *sb, const plan *p);

/* print_empty_reason()'s text: p->empty.reason itself when there is no
   expression to add, else a string in 'a'; NULL when there is no reason,
   or on OOM. */
const char *print_empty_reason_text(arena *a, const plan *p);

/* Append the whole query as one PostgreSQL statement ending in ';' and no
   newline, printing what the target stage decided ('tg', from
   tg_decide() on 'q'; NULL: every derived predicate and no bound).
   Returns QPROP_OK, or EUNSUPPORTED for a plan it cannot print.  With
   'tg', the statement printed is tg->q (an Empty node there only for the
   partitions that exist now is the node it replaced, target.h).
   deparse_query() prints q->target when it was decided with no flags,
   else decides with none. */
qprop_status deparse_query(strbuf *sb, const query *q, qprop_error *err);
qprop_status deparse_query_target(strbuf *sb, const query *q,
                                  const tg_decisions *tg, qprop_error *err);

/* Append the build side of bound 'x' (one of tg->bounds, decided on
   'q') as one SELECT of its build key alone: "SELECT d.k FROM dim AS d
   WHERE <d's filters> [AND EXISTS (<semi join>)]", the rows whose key
   range the bound's min and max cover, as put_one_bound prints them
   inside the statement's SQL.  It reads no other relation of the
   statement and no WITH item (bounds.c, runs_apart).  Returns QPROP_OK,
   or EUNSUPPORTED / ENOMEM. */
qprop_status deparse_bound_build(strbuf *sb, const query *q,
                                 const tg_decisions *tg, const tg_bound *x,
                                 qprop_error *err);

/* Append the target stage's decisions 'tg' in words, one line each
   ("target: ...\n"), for the trace: the derived predicates left out, the
   bounds given and those refused, with their reasons.  Cannot fail (OOM
   leaves the arena flag set). */
void print_target(strbuf *sb, const tg_decisions *tg);

/* Append the EXPLAIN-style tree of 'q' (lines end in '\n'). */
qprop_status explain_text(strbuf *sb, const query *q, qprop_error *err);

/* Flags of explain_text_flags(). */
enum {
    EXPLAIN_PARTS_KEPT = 1 /* a partitioned scan's line names the kept
                              partitions only, without the total
                              ("Partitions kept: a, b") */
};
qprop_status explain_text_flags(strbuf *sb, const query *q, unsigned flags,
                                qprop_error *err);

/* The name EXPLAIN and the pictures give a join of type 't' ("Inner
   Join", "Null-Aware Anti Join", ...); NULL for a value that is not a
   join type.  Cannot fail. */
const char *explain_join_name(join_type t);

/* Append one JSON object {"query": N, "line": L, "plan": ...} (no
   newline); see doc/json-format.md. */
qprop_status explain_json(strbuf *sb, const query *q, int query_no, int line,
                          qprop_error *err);
/* The same with "trace": the lines of 'trace' (the rewrite's --trace:
   rule applications and the target stage's decisions), when not NULL. */
qprop_status explain_json_trace(strbuf *sb, const query *q, int query_no,
                                int line, const char *trace,
                                qprop_error *err);

#endif
