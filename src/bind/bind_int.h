/* SPDX-License-Identifier: MIT */
/*
 * src/bind/bind_int.h — the binder's context, blocks, scopes, and the
 * functions its files share
 *
 * Private to src/bind/: the stage's interface is build.h.  One bctx lives
 * for one build_query() call; each SELECT block being bound is a block
 * with its scope, whose parent is the enclosing block's scope (NULL at
 * the top and in a view).  Everything is allocated in c->a and lives as
 * long as the statement.  Failure: a function returning NULL, false or a
 * status other than QPROP_OK has set c->err, except where its comment
 * says "NULL on OOM": then only c->a->failed is set, and a caller up the
 * stack reports ENOMEM (OOM(), build_query()).
 */
#ifndef QPROP_BIND_INT_H
#define QPROP_BIND_INT_H

#include "bind/build.h"

#include "base/error.h"
#include "base/hmap.h"

/* ---- context ---- */

/* Where an expression is bound; decides what it may contain. */
typedef enum clause {
    CL_WHERE, CL_ON, CL_TARGET, CL_GROUP, CL_HAVING, CL_ORDER, CL_LIMIT,
    CL_VALUES, CL_OTHER,
    CL_RETURNING,        /* RETURNING, ON CONFLICT DO UPDATE */
    CL_AGGARG,           /* an aggregate's arguments and ORDER BY */
    CL_FILTER,           /* an aggregate's FILTER */
    CL_WINDEF,           /* a window's PARTITION BY and ORDER BY */
    CL_WINRANGE, CL_WINROWS, CL_WINGROUPS, /* a window frame's offsets */
    CL_FROMFUNC          /* the arguments of a function in FROM */
} clause;

/* Flags of a block's references to enclosing blocks. */
enum {
    OUTER_IN_WHERE = 1,  /* from a conjunct of its own WHERE, to its parent */
    OUTER_ELSEWHERE = 2  /* anything else */
};

typedef struct ns_item {
    rte *r;
    int no_lateral;      /* > 0 while the right input of a RIGHT or FULL
                            join this item is left of is bound: a function
                            in FROM there may not read it */
    bool *hidden;        /* per column: not visible unqualified (USING) */
    bool qual_hidden;    /* inside an aliased join: not visible as r.col */
    hmap *colmap;        /* wide rtes: column name -> index + 1, made at the
                            first qualified lookup (item_col) */
    const char **colmap_names; /* r->colnames and r->ncols it was made */
    int colmap_ncols;          /* from, rebuilt when they differ */
} ns_item;

/* (a JOIN b) AS j: j.col names a column of the join. */
typedef struct join_alias {
    const char *name;
    int ncols;
    const char **colnames;
    expr **cols;         /* what each column is */
    bool hidden;         /* inside another aliased join: not visible */
} join_alias;

typedef struct merged_col {
    const char *name;
    expr *e;             /* l.k, r.k or COALESCE(l.k, r.k) */
} merged_col;

/* One output column of a FROM item, in the item's order: a table's or
   subquery's column, or a join's (its merged USING columns first, then
   the others of the left input and of the right). */
typedef struct from_col {
    const char *name;
    expr *e;             /* the column, or COALESCE(l, r) of FULL USING */
} from_col;

/*
 * The output columns of a FROM item as a tree that is never copied, so a
 * chain of N joins costs O(N): a table's or subquery's columns ('own'),
 * or a join's merged USING columns ('own') followed by the columns of its
 * inputs 'l' and 'r' that its USING list ('merged') did not take.
 * bind_cols_flatten() lists them in order.
 */
typedef struct colset {
    list *own;                 /* of from_col * */
    const struct colset *l, *r;
    const list *merged;        /* of const char *, or NULL */
    struct rte *rte;           /* when set, 'own' is this FROM item's columns,
                                  made at 'loc' when first listed (most are
                                  never listed) */
    int loc;
} colset;

typedef struct single_join {
    rte *r;              /* RTE_SINGLE of the value */
    plan *right;         /* the subquery's join tree */
    list *cond;          /* of pred * */
    expr *value;
    int loc;
} single_join;

typedef struct block block;

typedef struct scope {
    struct scope *parent; /* enclosing block's scope (correlation) */
    block *blk;           /* owner */
    list *items;          /* of ns_item * */
    hmap by_name;         /* item name -> first ns_item * with it */
    list *merged;         /* of merged_col * */
    list *ctes;           /* of plan_cte *: WITH items visible here */
    list *join_aliases;   /* of join_alias * */
} scope;

struct block {
    int id;
    scope sc;
    const ast *sel;
    plan *from;           /* FROM tree, then semi/anti joins on top */
    const colset *item_cols; /* the columns of the FROM item bound last */
    list *from_items;     /* of const colset *: the FROM list's items' columns,
                             in order (what SELECT * expands to) */
    list *where;          /* of expr *: conjuncts kept as filters */
    list *singles;        /* of single_join * */
    list *targets;        /* of target * */
    list *group;          /* of expr * */
    list *sets;           /* grouping sets (see plan.h) */
    list *aggs;           /* of expr * (E_AGG) */
    list *winfuncs;       /* of expr * (E_WINFUNC) */
    expr *having;
    bool has_group;       /* GROUP BY, aggregates or HAVING */
    list *order;          /* of sort_key *: ORDER BY */
    list *distinct_on;    /* of expr * */
    list *locks;          /* of plan_lock *: FOR UPDATE ... (locking.c) */
    int outer;            /* OUTER_* flags */
    clause cl;            /* clause being bound */
    int sublink_depth;    /* > 0 while binding inside a nested sublink */
    bool has_srf;         /* a select-list item holds a set-returning
                             call */
    const char *srf_ban;  /* while binding inside CASE, COALESCE or a
                             window function's arguments: what PostgreSQL
                             names when it refuses a set-returning call
                             there; else NULL */
};

/* A WITH RECURSIVE item whose name is visible before it is bound: what
   a reference to it means now (see bind_rangevar). */
typedef enum pending_state {
    PEND_LATER,          /* a later item of the list: not bound yet */
    PEND_NOFORM,         /* its own query, which is no UNION */
    PEND_DML,            /* its own INSERT, UPDATE or DELETE */
    PEND_NONREC,         /* its non-recursive term */
    PEND_REC,            /* its recursive term: the reference is the
                            recursion */
    PEND_DONE            /* bound: a reference finds it as a CTE */
} pending_state;

typedef struct pending_cte {
    const char *name;
    pending_state state;
    plan_cte *q;         /* PEND_REC: the item, its columns known */
    int refs;            /* PEND_REC: references seen */
    int ctes_mark;       /* items in c->q->ctes when it was named: a WITH
                            item bound since, found by its name, is an
                            inner one that hides it */
    /* PEND_LATER: what binding it needs, when an earlier item of its
       list reads it first (PostgreSQL orders the items by what they
       read); PEND_DONE: q is the item */
    const ast *w;
    struct scope *parent;
    list **ctes;         /* the list's items bound so far */
    int depth;
    int group;           /* c->pending index of its list's first item */
    bool busy;           /* an item of the list being bound when another
                            one of it is bound first: a reference back to
                            it is mutual recursion */
    bool hidden;         /* an item of a list inside the one being bound:
                            out of that item's sight */
} pending_cte;

typedef struct bctx {
    arena *a;
    const catalog *cat;
    qprop_error *err;
    query *q;
    int next_rte;
    int next_block;
    int depth;
    int from_depth;       /* nesting of joins in FROM */
    int max_depth;
    int view_depth;
    const cat_table *view;   /* the view whose query is being bound, or
                                NULL: the relations it reads must be as
                                old as it (bind_check_changed) */
    hmap aliases;         /* aliases handed out, for uniqueness */
    list *pending;        /* of pending_cte *: WITH RECURSIVE items named
                             but not bound, innermost last */
    bool from_call;       /* the call bound next is a function in FROM
                             (bind_from_call) */
    const struct cat_routine *from_routine; /* the input's own function
                             that call resolved to, or NULL */
    uint16_t *from_argtypes; /* its arguments' types as resolved (a
                             polymorphic parameter's actual type) */
    const pgcat_proc *from_proc; /* the built-in function that call
                             resolved to, or NULL */
    const ast *setop_arm; /* the SELECT bound next is this arm of a set
                             operation: its untyped literals stay untyped
                             for the operation to resolve */
    const ast *assign_sel; /* the SELECT or VALUES bound next yields
                              values assigned to columns (UPDATE's SET
                              items, INSERT's query): the untyped literals
                              of its first assign_n items stay untyped,
                              for the assignment to read as the column's
                              type, and VALUES assigns each row's items
                              on their own */
    int assign_n;
    const qp_type *assign_types; /* VALUES: the assign_n columns' types */
    bool assign_default;  /* DEFAULT may stand for an item there (UPDATE's
                             SET, INSERT's VALUES) */
    int in_modify;        /* > 0 while an INSERT, UPDATE or DELETE is
                             bound: its SQL reads the target through a
                             derived table, whose whole row (t.*) is not
                             the table's */
    const cat_searchpath *path; /* where unqualified relation names are
                                   looked for: the session's, or a view's
                                   own while binding the view */
    cat_viewdef *deps;    /* build_query_deps(): what the statement's
                             own query reads goes here; else NULL */
    list *dep_rtes;       /* of rte *: with 'deps', the table rtes of
                             the statement's own query */
    int ret_start, ret_end; /* the bytes of the RETURNING list being
                               bound (ret_end 0: none), where PostgreSQL
                               18 reads OLD and NEW */
    int nparams;          /* $1 ... $nparams have declared types: */
    const ast *const *param_types; /* AST_TYPENAME each, or NULL (typed
                                      from context) */
} bctx;

/* The PostgreSQL version the input is read in, whose built-in catalog
   resolves its calls (pgcat_*'s 'pgv'). */
static inline int
bind_pgv(const bctx *c)
{
    return catalog_pg_version(c->cat);
}

/* Joins may nest this many times max_depth (a 10,000-table chain). */
#define JOIN_DEPTH_FACTOR 20

/* PostgreSQL's system columns of a table (scope.c) */
#define NSYSCOLS 6

#define OOM(c) ((c)->a->failed ? (ERR_OOM((c)->err), 1) : 0)

/* The result of a bound query: its plan and its output columns. */
typedef struct qresult {
    plan *p;
    int ncols;
    const char **names;
    qp_type *types;
} qresult;

/* ---- build.c ---- */

/*
 * Set c->err to 'code' at byte offset 'loc' with the message 'fmt', whose
 * one conversion is the string 'arg'.  Returns 'code' (the first error
 * set wins, as in err_set()).  Cannot fail.
 */
qprop_status bind_fail(bctx *c, qprop_status code, int loc, const char *fmt,
                       const char *arg);

/* Record, for build_query_deps(), that the statement's own query (not
   a view it reads) reads relation 't', reads table rte 'r' (the columns
   of it its plan reads are recorded at the end), or calls the input's
   own 'routine' (a cat_routine *).  Nothing when no one asked; cannot fail (an OOM is
   the arena's). */
void bind_note_rel(bctx *c, cat_table *t);
/* Record that the statement's query groups a column of 't' by its
   primary key (PostgreSQL's view then depends on the key's constraint,
   cat_dep.pkey); nothing when no dependencies are being collected. */
void bind_note_pkey(bctx *c, const cat_table *t);
void bind_note_rte(bctx *c, rte *r);
void bind_note_routine(bctx *c, const void *routine);

/* ---- scope.c: range-table entries and name lookup ---- */

/* The columns of 'cs' in order (see colset) appended to '*out'.  False on
   OOM. */
bool bind_cols_flatten(bctx *c, const colset *cs, list **out);

/* The visible join alias 'name' of 'sc', or NULL. */
join_alias *bind_find_join_alias(scope *sc, const char *name);

/*
 * A new rte of kind 'kind' for block 'b' (NULL: of no block) with 'ncols'
 * columns still to fill in, appended to c->q->rtes.  Its alias is 'alias'
 * made unique in the statement; 'written' is the alias as written (NULL:
 * none).  NULL on OOM.
 */
rte *bind_new_rte(bctx *c, block *b, rte_kind kind, const char *alias,
                  const char *written, int ncols, int loc);
/*
 * A new rte (bind_new_rte()) of table 't' for block 'b', its columns
 * those of 't', named 'written' when the FROM item is aliased (else NULL:
 * named after the table).  NULL on OOM.
 */
rte *bind_table_rte(bctx *c, block *b, cat_table *t, const char *written,
                    int loc);
/* Make 'r' visible in 'sc' under its name.  NULL on OOM. */
ns_item *bind_add_item(bctx *c, scope *sc, rte *r);
/* Rename the first columns of 'r' by the column list of 'al' (may be
   NULL).  ESEMANTIC when the list is longer than 'r' is wide. */
qprop_status bind_apply_alias_cols(bctx *c, rte *r, const ast_alias *al);
/* The item of 'sc' itself (not its parents) that 'alias' qualifies, or
   NULL.  Cannot fail. */
ns_item *bind_find_item(scope *sc, const char *alias);
/* false with the error set when 'name' is taken on this FROM level for
   an item of 'r' (NULL: a join's alias) */
bool bind_check_name_free(bctx *c, const scope *sc, const char *name,
                          const rte *r, int loc);
/* Index of the first column of 'r' named 'name', or -1.  Cannot fail. */
int bind_find_col(const rte *r, const char *name);
/*
 * The expression the column reference 'n' (AST_COLREF, not a star) names
 * in block 'b' or an enclosing block, noting an outer reference in the
 * blocks' outer flags: a new E_COL, or a merged or join-alias column's
 * expression (shared).  NULL with ESEMANTIC when it is unknown or
 * ambiguous.
 */
expr *bind_resolve_column(bctx *c, block *b, const ast *n);
/* The whole row of the FROM item named 'rel' (rel.* used as a value):
   E_WHOLEROW; NULL with an error when there is none. */
expr *bind_whole_row(bctx *c, block *b, const char *rel, int loc);

/* Make 'b' an empty block with the next id, its scope's parent 'parent'
   and its CTEs 'ctes'.  Cannot fail. */
void bind_start_block(bctx *c, block *b, scope *parent, list *ctes);

/* ---- locking.c: FOR UPDATE and the like ---- */

/* The locking clauses of block 'b' (bound up to its select list and
   HAVING) into b->locks, with PostgreSQL's checks. */
qprop_status bind_locks(bctx *c, block *b);
/* "FOR UPDATE", "FOR SHARE", ... */
const char *bind_lock_name(ast_lock_strength s);

/* ---- tablesample.c ---- */

/* The TABLESAMPLE clause of FROM item 'n' on its table's rte 'r';
   false with the error set. */
bool bind_tablesample(bctx *c, block *b, const ast *n, rte *r);

/* ---- expressions: expr.c, literal.c, operator.c, func.c, window.c
   (what only they share: expr_int.h) ---- */

/*
 * Bind the expression 'n' in block 'b' for clause b->cl, adding its
 * aggregates and window functions to b->aggs and b->winfuncs.  Returns a
 * new expr, or NULL with c->err set (ELIMIT past max_depth, ESEMANTIC,
 * EUNSUPPORTED, ENOMEM).
 */
expr *bind_expr(bctx *c, block *b, const ast *n);
/* (x).* ('n' an AST_FIELD named "*") as its fields and their names,
   each a new list; false with c->err set (expr.c). */
bool bind_field_star(bctx *c, block *b, const ast *n, list **fields,
                     list **names);
/* bind_expr() of each item of 'l', in a new list (NULL when 'l' is
   empty).  '*ok' false, and NULL returned, when one fails. */
list *bind_list(bctx *c, block *b, const list *l, bool *ok);
/* True when 'e' is an untyped literal or NULL.  Cannot fail. */
bool bind_is_unknown(const expr *e);
/*
 * An untyped literal or NULL takes type 't' (as PostgreSQL resolves
 * unknown-type literals from context); other expressions are returned as
 * they are.  NULL with 'err' set when the literal is not valid for 't'.
 */
expr *bind_coerce_to(bctx *c, expr *e, qp_type t);
/* Resolve an unknown's type in isolation: text, as PostgreSQL does. */
expr *bind_coerce_default(bctx *c, expr *e);
bool bind_ast_is_default(const ast *n);
/* What PostgreSQL's grammar makes of ORDER BY, GROUP BY or DISTINCT ON
   item 'n' when it is a constant: 1, the position into '*pos', for an
   integer (signs folded into it: - -2 is 2); -1 for any other constant
   ('a', 1.5, NULL, TRUE, B'1', 2147483648), which PostgreSQL refuses
   ("non-integer constant in ORDER BY"); 0 when 'n' is no constant (an
   expression, a typed literal date '...'). */
int bind_sort_const(const ast *n, long *pos);
/* Below any prefix - signs of 'n' (- -5, -(5)), the node they apply to;
   '*neg' whether their count is odd.  PostgreSQL's grammar folds them
   into a numeric literal there (doNegate); before anything else they
   are the operator. */
const ast *bind_under_signs(const ast *n, bool *neg);
expr *bind_default(bctx *c, int loc);
/* The name of 't' without modifiers, for messages ("unknown" for an
   untyped literal).  In c->a. */
const char *bind_tname(bctx *c, qp_type t);

/* Check the WINDOW clause of block 'b' as PostgreSQL does, used or not:
   each name once, each window it names defined before it and copyable.
   False with c->err set. */
bool bind_window_clause(bctx *c, const block *b);
/* Bind WITH RECURSIVE item 'pc' (PEND_LATER) now: an earlier item of its
   list reads it.  Then PEND_DONE with pc->q set. */
qprop_status bind_later_cte(bctx *c, pending_cte *pc);
expr *bind_sublink_op(bctx *c, const char *name, expr *l, expr *r,
                      int loc);
/* Build l <op> r with type checks and unknown-literal resolution.  NULL
   with ESEMANTIC (no such operator) or EUNSUPPORTED (row-wise). */
expr *bind_make_binop(bctx *c, op_kind k, const char *name, expr *l, expr *r,
                      int loc);
/* The type named by AST_TYPENAME 'tn' (a cast's, a column definition
   list's): a modelled type with its modifiers, else opaque as written.
   False with c->err set. */
bool bind_cast_type(bctx *c, const ast *tn, qp_type *out);

/* ORDER BY ... USING <op> on the bound key 'k' of sort item 's': "<" is
   ASC, ">" DESC; false with EUNSUPPORTED for other operators and types. */
bool bind_sort_using(bctx *c, const ast *s, sort_key *k);
/* False with c->err set (PostgreSQL's "could not identify an ordering
   operator") when sort key 'e' is of a composite type the input
   declared with a column that cannot be ordered (point, json). */
bool bind_orderable(bctx *c, const expr *e, int loc);
/* The columns of composite type 't' into '*names', '*types': a type the
   input declared (CREATE TYPE t AS (...)) or a table's row type; their
   count, 0 when 't' is no composite type qprop knows, -1 for a view's
   row type (its columns are not typed in the catalog), -2 with c->err
   set for a table changed after the view being bound was made ('loc':
   the call).  (from.c) */
int bind_row_columns(bctx *c, qp_type t, int loc, const char *const **names,
                     const qp_type **types);
/* Common type of the expressions in 'l' (unknowns ignored), coercing the
   unknowns to it in place.  'what' names the construct for errors. */
bool bind_unify(bctx *c, list *l, qp_type *out, const char *what, int loc);
/* 'e' coerced to boolean (NULL passes through).  NULL with ESEMANTIC
   when it is not boolean; 'what' names the construct. */
expr *bind_require_bool(bctx *c, expr *e, const char *what);

/* ---- sublink.c: subqueries ---- */

/* The E_SUBLINK of the subquery expression 'n' (AST_SUBLINK) in block
   'b', its query bound seeing b's scope. */
expr *bind_sublink(bctx *c, block *b, const ast *n);
/* An E_SUBLINK for syntax 'n' over the bound subquery 'r'; 'test' is the
   bound left operand of IN/ANY/ALL (else NULL).  NULL with ESEMANTIC when
   the column counts or types do not fit. */
expr *bind_finish_sublink(bctx *c, const ast *n, expr *test,
                          const qresult *r);
/* True when 'sel' is a plain select-project-join block. */
bool bind_is_spj(const ast *sel);
/* A bound block can become the right input of a join: no grouping or
   windows, references to the parent only from WHERE conjuncts. */
bool bind_joinable_block(const block *sb);
/*
 * Try to turn one WHERE conjunct 'n' of block 'b' into a semi or anti join.
 * Returns 1 when done (b->from extended), 0 when 'n' is not such a
 * subquery (nothing bound), -1 on error.  When the subquery cannot become
 * a join, the conjunct is bound as an E_SUBLINK and appended to b->where
 * (returns 1).
 */
int bind_convert_where_sublink(bctx *c, block *b, const ast *n);
/* Turn the scalar subquery 'sb' of target 't' into a LEFT SINGLE join.
   False on OOM. */
bool bind_make_single(bctx *c, block *b, block *sb, target *t, int loc);

/* ---- from.c: FROM ---- */

/* Bind the FROM item 'n' into b's scope; its plan, or NULL with c->err
   set. */
plan *bind_from_item(bctx *c, block *b, const ast *n);
/*
 * The set-returning call 'fn' (AST_FUNC) bound in block 'b', its
 * arguments in clause 'cl', with column definition list 'coldefs' (of
 * AST_COLUMNDEF, or NULL); its columns' names (NULL: named after the
 * alias or the function) and types in '*names' and '*types'.  NULL with
 * c->err set.
 */
range_func *bind_srf_call(bctx *c, block *b, const ast *fn,
                          const list *coldefs, clause cl,
                          const char ***names, qp_type **types);

/*
 * Function call 'fn' (AST_FUNC) of a FROM item, resolved as any call
 * (built-in functions and the input's own), set-returning or not, its
 * arguments bound in clause CL_FROMFUNC: the call (E_FUNC), and in
 * '*routine' the input's own function it resolved to, or NULL, and in
 * '*argtypes' the types (oids) its parameters resolved to.  NULL with
 * c->err set.
 */
expr *bind_from_call(bctx *c, block *b, const ast *fn,
                     const struct cat_routine **routine,
                     const uint16_t **argtypes);

/* ---- select.c: queries and SELECT blocks ---- */

/*
 * Bind the query expression 'sel' (WITH, set operation, VALUES or a
 * block; ORDER BY; LIMIT) seeing the scope 'parent' (NULL: none) and the
 * CTEs 'outer_ctes' (of plan_cte *), and fill 'out'.  QPROP_OK, or the
 * error set in c->err.
 */
qprop_status bind_query(bctx *c, const ast *sel, scope *parent,
                        list *outer_ctes, qresult *out);
/*
 * Bind the SELECT block 'sel' (without its WITH and LIMIT) seeing
 * 'parent' and 'ctes'; '*out' the bound block, not yet assembled into a
 * plan (bind_assemble_block()).  QPROP_OK, or the error with '*out' NULL.
 */
qprop_status bind_block(bctx *c, const ast *sel, scope *parent, list *ctes,
                        block **out);
/*
 * Build the plan of a bound block, from the FROM tree up to Project (and
 * Sort for ORDER BY); fill 'out' with its output columns.  NULL on OOM.
 */
plan *bind_assemble_block(bctx *c, block *b, qresult *out);
/* A Filter of the conjuncts 'exprs' (of expr *) over 'child', or 'child'
   when there are none.  NULL on OOM. */
plan *bind_filter_over(bctx *c, plan *child, list *exprs, bool having);

/* ---- group.c: GROUP BY ---- */

/* Bind GROUP BY 'items' of block 'b' into b->group and b->sets.  False
   with c->err set, or on OOM. */
bool bind_group_by(bctx *c, block *b, const list *items, bool distinct);
/* Every column outside an aggregate must be grouped (or functionally
   dependent on a grouped primary key).  False with ESEMANTIC if not. */
bool bind_check_grouped(bctx *c, block *b, const expr *e);

/* ---- dml.c: INSERT, UPDATE, DELETE ---- */

/*
 * INSERT, UPDATE or DELETE 'stmt' into c->q: a Modify node over the query
 * that yields the rows to write (plan.h).  RETURNING, ON CONFLICT, DEFAULT
 * VALUES and views as targets are EUNSUPPORTED.
 */
qprop_status bind_modify(bctx *c, const ast *stmt);
/* A data-modifying WITH item: its Modify node into r->p, its columns
   those of its RETURNING (none without); 'ctes' the items it sees. */
qprop_status bind_modify_cte(bctx *c, const ast *stmt, list *ctes,
                             qresult *r);

/* Add "Perhaps you meant to reference the table ..." to the "relation
   does not exist" error just set, when a relation's name is close to
   'name' (scope.c). */
void bind_hint_relation(bctx *c, const char *name);

/* Fail with PostgreSQL's "relation \"s.t\" does not exist" for the
   relation name 'n' as written, at 'loc', with bind_hint_relation()'s
   hint, or a hint naming the schema a relation of that name is in when
   the search_path does not reach it. */
void bind_fail_relation(bctx *c, const ast_name *n, int loc);
/* True (the error set) when 'rel', not found at 'loc', is PostgreSQL 18's
   OLD or NEW of the RETURNING list being bound, which qprop does not
   model. */
bool bind_returning_old_new(bctx *c, const char *rel, int loc);
/* False with c->err set when table 't' was changed by an ALTER TABLE
   qprop skipped (cat_table.changed_by): what it knows of it is stale. */
bool bind_check_changed(bctx *c, const cat_table *t, int loc);

#endif
