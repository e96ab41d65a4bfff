/* SPDX-License-Identifier: MIT */
/*
 * src/bind/operator.c — operators: comparisons, arithmetic, rows, arrays
 *
 * The operators qprop models (=, <>, <, +, ||, the regular-expression
 * matches...) are typed by its own rules (types/functions.c), untyped
 * operands taking the other side's type; every other operator, and any
 * on a built-in type qprop does not model, is resolved among PostgreSQL's
 * and the input's (resolve.c) and kept as an opaque OP_OTHER.  Row
 * comparisons are expanded as PostgreSQL expands them, comparisons of
 * composite values checked as its record_cmp does, -literal folded into a
 * literal, and x op ANY / ALL (array) bound as a ScalarArrayOpExpr.  Part
 * of bind_expr() (expr_int.h).
 */
#include <stdint.h>
#include <string.h>

#include "bind/expr_int.h"

/* ---- operators ---- */

typedef struct opdef {
    const char *name;
    op_kind op;
} opdef;

static const opdef ops[] = {
    { "=", OP_EQ }, { "<>", OP_NE }, { "!=", OP_NE }, { "<", OP_LT },
    { "<=", OP_LE }, { ">", OP_GT }, { ">=", OP_GE }, { "+", OP_ADD },
    { "-", OP_SUB }, { "*", OP_MUL }, { "/", OP_DIV }, { "%", OP_MOD },
    { "^", OP_POW }, { "||", OP_CONCAT },
};

/* ops[] name 'o' (one or two bytes) is 'name': tested inline. */
static bool
op_name_eq(const char *o, const char *name)
{
    return o[0] == name[0] && o[1] == name[1] && (!o[1] || !name[2]);
}

static bool
is_comparison(op_kind k)
{
    return k <= OP_GE;
}

const char *
bind_tname(bctx *c, qp_type t)
{
    if (t.id == T_UNKNOWN)
        return "unknown";
    if (t.id == T_ANY && type_opaque_name(t)) {
        unsigned oid = pgcat_type_of(t);

        return oid != PGT_OTHER ? pgcat_type_display(oid) : type_opaque_name(t);
    }
    if (type_is_array(t))
        return type_name(c->a, type_array_of(c->a, type_unmod(*type_elem(t))));
    return type_name(c->a, type_unmod(t));
}

expr *
bind_no_operator(bctx *c, const char *op, const expr *l, const expr *r, int loc)
{
    if (l) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator does not exist: %s %s %s", bind_tname(c, l->type), op,
                bind_tname(c, r->type));
        err_hint(c->err, "No operator matches the given name and argument "
                         "types. You might need to add explicit type casts.");
    } else {
        err_set(c->err, QPROP_ESEMANTIC, loc, "operator does not exist: %s %s",
                op, bind_tname(c, r->type));
        err_hint(c->err, "No operator matches the given name and argument "
                         "type. You might need to add an explicit type cast.");
    }
    return NULL;
}

static bool composite_cmp_ok(bctx *c, const expr *l, const expr *r, bool eq,
                             bool image, int loc);

/*
 * l <name> r (l NULL for a prefix operator) resolved among PostgreSQL's
 * built-in operators: untyped operands take the chosen operator's types
 * and the result has its result type.  Kept as an opaque OP_OTHER.  NULL
 * with c->err set as PostgreSQL words it when no operator, or no single
 * best one, fits.
 */

expr *
bind_cat_op(bctx *c, const char *name, expr *l, expr *r, int loc)
{
    pgcat_call call;
    pgcat_status st;
    ucands u;
    qp_type rt;
    expr *e;

    if (!bind_user_routines(c, name, NULL, true, loc, &u))
        return NULL;
    if (name[0] == '*' && !u.n && !composite_cmp_ok(c, l, r, false, true, loc))
        return NULL; /* *<, *= ...: record_image_cmp, record_image_eq */
    st = pgcat_oper_resolve(bind_pgv(c), name,
                            l ? pgcat_type_of(l->type) : 0,
                            pgcat_type_of(r->type), u.sig, u.n, &call);
    /* ''::text beside an operand of another type must stay typed: bare,
       it is unknown there and PostgreSQL resolves the operator anew
       (jsonb || ''::text, anynonarray || text, would be jsonb || jsonb;
       textrange @> 'e'::text, not textrange @> textrange) */
    if (l && bind_typed_text(r) && l->type.id != T_TEXT
        && !(r = bind_make_cast(c, r, r->type, r->loc)))
        return NULL;
    if (l && bind_typed_text(l) && r->type.id != T_TEXT
        && !(l = bind_make_cast(c, l, l->type, l->loc)))
        return NULL;
    if (st != PGCAT_OK && ((l && pgcat_type_of(l->type) == PGT_OTHER)
                           || pgcat_type_of(r->type) == PGT_OTHER)) {
        /* an operand of a type that is not built in (an extension's
           hstore, ltree): its operators are not in the catalog, so the
           operator is carried as written, untyped literals left for
           PostgreSQL to resolve, typed text ones kept typed (above), its
           result of no known type */
        e = expr_make_op(c->a, OP_OTHER, name, type_plain(T_ANY), l, r, loc);
        if (e)
            e->op.nonstrict = true;
        return e;
    }
    if (st == PGCAT_AMBIGUOUS) {
        if (l)
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "operator is not unique: %s %s %s",
                    bind_tname(c, l->type), name, bind_tname(c, r->type));
        else
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "operator is not unique: %s %s", name,
                    bind_tname(c, r->type));
        err_hint(c->err, "Could not choose a best candidate operator. You "
                         "might need to add explicit type casts.");
        return NULL;
    }
    if (st != PGCAT_OK)
        return bind_no_operator(c, name, l, r, loc);
    if (l && !(l = bind_cat_coerce(c, l, call.argtype[0])))
        return NULL;
    if (!(r = bind_cat_coerce(c, r, call.argtype[1])))
        return NULL;
    if (call.extra >= 0)
        bind_note_routine(c, u.r[call.extra]);
    rt = call.extra >= 0 ? bind_user_result(c, u.r[call.extra], &call, NULL)
                         : pgcat_qptype(call.result);
    e = expr_make_op(c->a, OP_OTHER, name, rt, l, r, loc);
    if (e)
        e->op.nonstrict = !(call.flags & PGCAT_STRICT)
                          || (call.flags & PGCAT_VOLATILE);
    return e;
}

/* ---- comparisons of composite values ---- */

/* True when built-in or modelled type 't' has operator 'op' on two values
   of itself (PostgreSQL's record comparison needs the column type's
   default btree operators: point and json have none); a type that is no
   built-in one is taken to have it. */
static bool
has_self_op(int pgv, qp_type t, const char *op)
{
    unsigned oid = pgcat_type_of(t);
    pgcat_call call;

    if (oid == PGT_OTHER || oid == PGT_UNKNOWN || pgcat_type_get(oid) == NULL
        || oid == PGT_RECORD)
        return true;
    return pgcat_oper_resolve(pgv, op, oid, oid, NULL, 0, &call) == PGCAT_OK
           && call.argtype[0] == oid && call.argtype[1] == oid;
}

/*
 * 'l' <op> 'r' where both are values of composite types the input
 * declared: PostgreSQL's record_cmp / record_eq (and record_image_* for
 * the *< family, 'image') fail on rows of different column counts or of
 * dissimilar column types, and the ordinary ones on a column type
 * without comparison ('eq': = and <> need equality, the others ordering).
 * qprop refuses such a comparison with PostgreSQL's message.  False with
 * c->err set.
 */
static bool
composite_cmp_ok(bctx *c, const expr *l, const expr *r, bool eq, bool image,
                 int loc)
{
    const char *const *ln, *const *rn;
    const qp_type *lt, *rt;
    int nl, nr;

    if (!l || !r)
        return true;
    nl = catalog_composite(c->cat, l->type, &ln, &lt);
    nr = catalog_composite(c->cat, r->type, &rn, &rt);
    if (nl < 0 || nr < 0)
        return true;
    for (int i = 0; i < nl && i < nr; i++) {
        if (!type_equal(type_unmod(lt[i]), type_unmod(rt[i]))) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "cannot compare dissimilar column types %s and %s at "
                    "record column %d", bind_tname(c, lt[i]),
                    bind_tname(c, rt[i]), i + 1);
            return false;
        }
        if (!image && !has_self_op(bind_pgv(c), lt[i], eq ? "=" : "<")) {
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      eq ? "could not identify an equality operator for "
                           "type %s"
                         : "could not identify a comparison function for "
                           "type %s", bind_tname(c, lt[i]));
            return false;
        }
    }
    if (nl != nr) {
        bind_fail(c, QPROP_ESEMANTIC, loc, "%s",
                  "cannot compare record types with different numbers of "
                  "columns");
        return false;
    }
    return true;
}

/* A sort key of composite type 'e' (declared by the input) whose columns
   cannot all be ordered: PostgreSQL's "could not identify an ordering
   operator".  False with c->err set. */
bool
bind_orderable(bctx *c, const expr *e, int loc)
{
    const char *const *names;
    const qp_type *types;
    int n = catalog_composite(c->cat, e->type, &names, &types);

    for (int i = 0; i < n; i++)
        if (!has_self_op(bind_pgv(c), types[i], "<")) {
            bind_fail(c, QPROP_ESEMANTIC, loc,
                      "could not identify an ordering operator for type %s",
                      bind_tname(c, e->type));
            err_hint(c->err, "Use an explicit ordering operator or modify "
                             "the query.");
            return false;
        }
    return true;
}

/*
 * The row comparison 'l' <k> 'r' of two ROW(...) expressions, bound as
 * PostgreSQL binds it ("Row Constructor Comparison"): = is the AND of the
 * pairs' equalities, <> the OR of their inequalities, IS DISTINCT FROM the
 * OR of the pairs', IS NOT DISTINCT FROM the AND; one pair is just that
 * pair's comparison.  < <= > >= of two or more pairs compare the rows
 * lexicographically (the first pair that is not equal decides, a NULL met
 * before that makes the result NULL): kept as ROW(...) < ROW(...), with
 * each pair's literals resolved, and opaque to the rules.
 */
static expr *
bind_row_op(bctx *c, op_kind k, const char *name, expr *l, expr *r, int loc)
{
    int n = list_len(l->row.items);
    list *pairs = NULL, *li = NULL, *ri = NULL;
    expr *e;

    if (n != list_len(r->row.items)) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "unequal number of entries in row expressions");
        return NULL;
    }
    if (n == 0) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "cannot compare rows of zero length");
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        expr *x = list_nth(l->row.items, i), *y = list_nth(r->row.items, i);
        expr *p;

        if ((x->kind == E_ROW || y->kind == E_ROW) && n > 1 && k != OP_EQ
            && k != OP_NE && k != OP_DISTINCT && k != OP_NOT_DISTINCT) {
            /* a nested row compares as a record (record_lt): not modelled */
            err_set(c->err, QPROP_EUNSUPPORTED, x->loc,
                    "a row inside an ordered row comparison is not "
                    "supported");
            return NULL;
        }
        if (!(p = bind_make_binop(c, k, name, x, y, loc))
            || !list_push(c->a, &pairs, p))
            return NULL;
        if (p->kind == E_OP
            && (!list_push(c->a, &li, p->op.l)
                || !list_push(c->a, &ri, p->op.r)))
            return NULL;
    }
    if (n == 1)
        return list_nth(pairs, 0);
    switch (k) {
    case OP_EQ:
    case OP_NOT_DISTINCT:
        return expr_make_bool(c->a, B_AND, pairs, loc);
    case OP_NE:
    case OP_DISTINCT:
        return expr_make_bool(c->a, B_OR, pairs, loc);
    default:
        break;
    }
    if (list_len(li) != n) {
        ERR_INTERNAL(c->err, "bind_row_op: a pair is not an operator");
        return NULL;
    }
    if (!(l = expr_copy(c->a, l)) || !(r = expr_copy(c->a, r)))
        return NULL;
    l->row.items = li;
    r->row.items = ri;
    e = expr_make_op(c->a, k, name, type_plain(T_BOOL), l, r, loc);
    return e;
}

/* Build l <op> r with type checks and unknown-literal resolution. */
expr *
bind_make_binop(bctx *c, op_kind k, const char *name, expr *l, expr *r, int loc)
{
    qp_type t;

    if (l->kind == E_ROW && r->kind == E_ROW
        && (is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT))
        return bind_row_op(c, k, name, l, r, loc);
    if (k == OP_CONCAT
        && ((l->type.id == T_ANY && !type_opaque_name(l->type)
             && r->type.id == T_RECORD)
            || (r->type.id == T_ANY && !type_opaque_name(r->type)
                && l->type.id == T_RECORD)))
        /* an array of rows (ARRAY[ROW(..)], typed "anything" here) with
           one more row: PostgreSQL's array_append or array_prepend, of
           the array's type (path || ROW(f, t), pg_regress with.sql:505) */
        return expr_make_op(c->a, k, name, type_plain(T_ANY), l, r, loc);
    if (l->type.id == T_RECORD || r->type.id == T_RECORD) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "row-wise comparison is not supported");
        return NULL;
    }
    if ((is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT)
        && (bind_is_cat_opaque(l) || bind_is_cat_opaque(r))) {
        /* a built-in type qprop does not model (json, point, inet): the
           catalog says whether it has the operator (json has no =,
           point no <) and what the operands become (cidr = inet reads
           the cidr as inet); still modelled as the comparison it is */
        expr *e = bind_cat_op(c, k == OP_DISTINCT || k == OP_NOT_DISTINCT
                                     ? "=" : name, l, r, loc);

        if (!e)
            return NULL;
        if (e->kind != E_OP || e->type.id != T_BOOL)
            return e;
        return expr_make_op(c->a, k, name, type_plain(T_BOOL), e->op.l,
                            e->op.r, loc);
    }
    if (k == OP_CONCAT) {
        /* PostgreSQL's || on strings is textcat (text || text) or
           anytextcat/textanycat (text || anynonarray): an untyped literal
           is text whatever the other side is, and a char(n) operand is
           read as text (its trailing blanks dropped): bpchar || unknown
           is text || text, never bpchar */
        l = bind_coerce_default(c, l);
        r = bind_coerce_default(c, r);
        if (l && l->type.id == T_NULL)
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
        if (r && r->type.id == T_NULL)
            r = bind_coerce_to(c, r, type_plain(T_TEXT));
    } else if (bind_is_unknown(l) && !bind_is_unknown(r))
        l = bind_coerce_to(c, l, r->type);
    else if (bind_is_unknown(r) && !bind_is_unknown(l))
        r = bind_coerce_to(c, r, l->type);
    else if (bind_is_unknown(l) && bind_is_unknown(r)) {
        l = bind_coerce_default(c, l);
        r = bind_coerce_default(c, r);
    }
    if (!l || !r)
        return NULL;
    if (is_comparison(k) || k == OP_DISTINCT || k == OP_NOT_DISTINCT) {
        if (!composite_cmp_ok(c, l, r, k == OP_EQ || k == OP_NE
                                       || k == OP_DISTINCT
                                       || k == OP_NOT_DISTINCT, false, loc))
            return NULL;
        if (!type_comparable(l->type, r->type)
            || l->type.id == T_ANY || r->type.id == T_ANY) {
            if (l->type.id != T_ANY && r->type.id != T_ANY)
                return bind_no_operator(c, name, l, r, loc);
        }
        return expr_make_op(c->a, k, name, type_plain(T_BOOL), l, r, loc);
    }
    if (l->type.id == T_ANY || r->type.id == T_ANY)
        t = type_plain(T_ANY);
    else if (!op_result_type(k, l->type, r->type, &t))
        return bind_no_operator(c, name, l, r, loc);
    return expr_make_op(c->a, k, name, t, l, r, loc);
}

/* Whether 'n' is a number as PostgreSQL's grammar folds signs into it:
   a numeric literal, or - before one (- -5, -(5)); not a typed literal
   or a cast ('5'::int4), whose - is the operator. */
static bool
is_number(const ast *n)
{
    bool neg;

    n = bind_under_signs(n, &neg);
    return n->kind == AST_CONST
           && (n->cnst.kind == CONST_INT || n->cnst.kind == CONST_NUMERIC);
}

expr *
bind_op(bctx *c, block *b, const ast *n)
{
    const char *name = n->op.name;
    op_kind k = OP_OTHER;
    expr *l = NULL, *r;

    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (op_name_eq(ops[i].name, name)) {
            k = ops[i].op;
            name = k == OP_NE ? "<>" : ops[i].name;
            break;
        }
    if (n->op.left && !(l = bind_expr(c, b, n->op.left)))
        return NULL;
    if (!(r = bind_expr(c, b, n->op.right)))
        return NULL;
    if (!l) {
        /* prefix operators */
        if (strcmp(name, "+") == 0 && type_is_numeric(r->type.id))
            return r; /* the identity */
        /* - on an untyped literal is not unique (interval has a - too),
           + on one is double precision's: the catalog's answers */
        if (strcmp(name, "-") != 0 || bind_is_cat_opaque(r)
            || (bind_is_unknown(r) && r->kind != E_PARAM))
            return bind_cat_op(c, name, NULL, r, n->loc);
        if (bind_is_unknown(r))
            r = bind_coerce_to(c, r, type_plain(T_NUMERIC));
        if (!r)
            return NULL;
        if (!type_is_numeric(r->type.id) && r->type.id != T_INTERVAL
            && r->type.id != T_ANY)
            return bind_cat_op(c, name, NULL, r, n->loc); /* - time */
        /* fold -literal into a literal, as the grammar of numbers does;
           only a number as written: -('5'::int4) or -(int4 '5') is the
           operator, which overflows on the smallest value */
        if (r->kind == E_CONST && !r->cnst.value.is_null
            && is_number(n->op.right)) {
            datum v = r->cnst.value;

            if (type_is_integer(v.type.id) && v.v.i == INT64_MIN) {
                /* - -9223372036854775808: 9223372036854775808, numeric */
                v.type = type_plain(T_NUMERIC);
                v.v.s = "9223372036854775808";
                return bind_make_const(c, v, n->loc);
            }
            if (type_is_integer(v.type.id)) {
                /* typed by its value, as the literal it folds into:
                   -2147483648 an integer, - -2147483648 a bigint */
                v.v.i = -v.v.i;
                v.type = type_plain(v.v.i >= INT32_MIN && v.v.i <= INT32_MAX
                                        ? T_INT4 : T_INT8);
                return bind_make_const(c, v, n->loc);
            }
            if (v.type.id == T_NUMERIC) {
                const char *s = v.v.s;
                datum w;

                v.v.s = s[0] == '-' ? s + 1 : arena_printf(c->a, "-%s", s);
                if (strcmp(v.v.s, "-0") == 0 || !v.v.s)
                    v.v.s = s;
                /* -9223372036854775808 is a bigint: PostgreSQL folds the
                   sign into an integer literal before typing it */
                if (n->op.right->kind == AST_CONST
                    && n->op.right->cnst.kind == CONST_INT
                    && datum_parse(c->a, type_plain(T_INT8), v.v.s, n->loc,
                                   &w, NULL) == QPROP_OK)
                    return bind_make_const(c, w, n->loc);
                return bind_make_const(c, v, n->loc);
            }
            if (v.type.id == T_FLOAT4 || v.type.id == T_FLOAT8) {
                v.v.f = -v.v.f;
                return bind_make_const(c, v, n->loc);
            }
        }
        /* numeric_uminus() and the like: no modifier */
        return expr_make_op(c->a, OP_NEG, "-", type_nomod(r->type), NULL, r,
                            n->loc);
    }
    if (k == OP_OTHER) {
        /* regular-expression matches on strings are the other operators
           we model; the rest are PostgreSQL's catalog's */
        if (l->type.id == T_ANY || r->type.id == T_ANY)
            return bind_cat_op(c, name, l, r, n->loc);
        if (strcmp(name, "~") == 0 || strcmp(name, "~*") == 0
            || strcmp(name, "!~") == 0 || strcmp(name, "!~*") == 0) {
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
            r = bind_coerce_to(c, r, type_plain(T_TEXT));
            if (!l || !r)
                return NULL;
            if (type_category(l->type.id) != TC_STRING
                || type_category(r->type.id) != TC_STRING)
                return bind_no_operator(c, name, l, r, n->loc);
            return expr_make_op(c->a, OP_OTHER, name, type_plain(T_BOOL), l, r,
                                n->loc);
        }
        return bind_cat_op(c, name, l, r, n->loc);
    }
    if (!is_comparison(k) && k != OP_DISTINCT && k != OP_NOT_DISTINCT
        && (bind_is_cat_opaque(l) || bind_is_cat_opaque(r)))
        return bind_cat_op(c, name, l, r, n->loc);
    if (k == OP_CONCAT && (type_is_array(l->type) || type_is_array(r->type)))
        /* array_cat, array_append or array_prepend, as the catalog
           resolves them: text[] || NULL is text[] || text[] (no NULL
           element appended), int[] || text is no operator */
        return bind_cat_op(c, name, l, r, n->loc);
    {
        /* an operator the type rules do not model (date + time) may still
           be one of PostgreSQL's */
        expr *e = bind_make_binop(c, k, name, l, r, n->loc);

        if (e || OOM(c) || c->err->code != QPROP_ESEMANTIC
            || strncmp(c->err->message, "operator does not exist", 23) != 0
            || l->type.id == T_ENUM || r->type.id == T_ENUM)
            return e; /* an enum's operators are the type rules' */
        err_clear(c->err); /* it held no error before */
        return bind_cat_op(c, name, l, r, n->loc);
    }
}

/*
 * The comparison 'l' <name> 'r' of an ANY/ALL subquery: the modelled
 * operator, else (no modelled one fits) PostgreSQL's catalog's or the
 * input's own, such as a CREATE OPERATOR = on (bigint, text).  Such a
 * comparison is opaque (OP_OTHER); its caller keeps the subquery an
 * E_SUBLINK, which prints the operator as written.
 */
expr *
bind_sublink_op(bctx *c, const char *name, expr *l, expr *r, int loc)
{
    expr *e = bind_make_binop(c, OP_EQ, name, l, r, loc);

    if (e || OOM(c) || c->err->code != QPROP_ESEMANTIC
        || strncmp(c->err->message, "operator does not exist", 23) != 0
        || l->type.id == T_ENUM || r->type.id == T_ENUM)
        return e;
    err_clear(c->err);
    return bind_cat_op(c, name, l, r, loc);
}

/* ---- operators on arrays ---- */

/*
 * 'l' <name> ANY|ALL ('r') for an operator other than the modelled
 * comparisons (x LIKE ANY (a), x !~~* ALL (a), x ~ ANY (a)): resolved as
 * PostgreSQL's make_scalar_array_op() does, the operator chosen for l and
 * the element type of r (an untyped r takes the array type of the chosen
 * operator's right operand), which must yield boolean.  Kept as an E_ANY
 * or E_ALL with an OP_OTHER the rules do not read, printed as written.
 */
static expr *
bind_array_cat_op(bctx *c, const char *name, bool all, expr *l, expr *r,
                  int loc)
{
    const pgcat_type *at, *et;
    unsigned elem, right;
    pgcat_call call;
    pgcat_status st;
    ucands u;
    expr *e;

    if (bind_is_unknown(r))
        elem = PGT_UNKNOWN;
    else if (!(at = pgcat_type_get(pgcat_type_of(r->type))) || !at->elem
             || at->category != 'A') {
        if (pgcat_type_of(r->type) == PGT_OTHER
            || (l && pgcat_type_of(l->type) == PGT_OTHER)) {
            err_set(c->err, QPROP_EUNSUPPORTED, loc,
                    "operator %s with ANY/ALL (array) on a type that is not "
                    "built in is not supported", name);
            return NULL;
        }
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "op ANY/ALL (array) requires array on right side");
        return NULL;
    } else
        elem = at->elem;
    if (pgcat_type_of(l->type) == PGT_OTHER) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "operator %s with ANY/ALL (array) on a type that is not "
                "built in is not supported", name);
        return NULL;
    }
    if (!bind_user_routines(c, name, NULL, true, loc, &u))
        return NULL;
    if (u.n) {
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "operator %s of the input's own with ANY/ALL (array) is "
                "not supported", name);
        return NULL;
    }
    st = pgcat_oper_resolve(bind_pgv(c), name, pgcat_type_of(l->type), elem,
                            NULL, 0, &call);
    if (st == PGCAT_AMBIGUOUS) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator is not unique: %s %s %s", bind_tname(c, l->type),
                name, elem == PGT_UNKNOWN ? "unknown"
                                          : pgcat_type_display(elem));
        err_hint(c->err, "Could not choose a best candidate operator. You "
                         "might need to add explicit type casts.");
        return NULL;
    }
    if (st != PGCAT_OK) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "operator does not exist: %s %s %s", bind_tname(c, l->type),
                name, elem == PGT_UNKNOWN ? "unknown"
                                          : pgcat_type_display(elem));
        err_hint(c->err, "No operator matches the given name and argument "
                         "types. You might need to add explicit type "
                         "casts.");
        return NULL;
    }
    if (call.result != PGT_BOOL) {
        err_set(c->err, QPROP_ESEMANTIC, loc,
                "op ANY/ALL (array) requires operator to yield boolean");
        return NULL;
    }
    right = call.argtype[1];
    if (!(l = bind_cat_coerce(c, l, call.argtype[0])))
        return NULL;
    if (elem == PGT_UNKNOWN) {
        /* the array of the operator's right operand type, as PostgreSQL
           reads '{a%,b%}' or NULL there */
        if (!(et = pgcat_type_get(right)) || !et->array) {
            err_set(c->err, QPROP_ESEMANTIC, loc,
                    "could not find array type for data type %s",
                    pgcat_type_display(right));
            return NULL;
        }
        if (!(r = bind_cat_coerce(c, r, et->array)))
            return NULL;
    }
    if (!(e = expr_new(c->a, all ? E_ALL : E_ANY, type_plain(T_BOOL), loc)))
        return NULL;
    e->op.op = OP_OTHER;
    e->op.name = name;
    e->op.l = l;
    e->op.r = r;
    e->op.nonstrict = !(call.flags & PGCAT_STRICT)
                      || (call.flags & PGCAT_VOLATILE);
    return e;
}

/*
 * 'l' op ANY|ALL ('r'), r an array (PostgreSQL's ScalarArrayOpExpr): the
 * comparison of l with each element, OR-ed (ANY) or AND-ed (ALL) in
 * three-valued logic; an empty array gives false (ANY) or true (ALL).  An
 * untyped literal or parameter on the right is an array of l's type
 * ('{1,2}', $1), on the left it takes the element type.
 */
expr *
bind_array_op(bctx *c, block *b, const ast *n)
{
    const char *name = n->arrayop.op;
    op_kind k = OP_OTHER;
    expr *l, *r, *e;

    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (op_name_eq(ops[i].name, name)) {
            k = ops[i].op;
            name = k == OP_NE ? "<>" : ops[i].name;
            break;
        }
    if (!(l = bind_expr(c, b, n->arrayop.left))
        || !(r = bind_expr(c, b, n->arrayop.right)))
        return NULL;
    if (!is_comparison(k))
        return bind_array_cat_op(c, name, n->arrayop.all, l, r, n->loc);
    if (bind_is_unknown(r)) {
        l = bind_coerce_default(c, l);
        if (l && l->type.id == T_NULL)
            l = bind_coerce_to(c, l, type_plain(T_TEXT));
        if (!l)
            return NULL;
        if (l->type.id == T_ANY && type_opaque_name(l->type))
            /* an array of the opaque type: '{happy}'::mood[] */
            r = bind_make_cast(c, r,
                          type_opaque(arena_printf(c->a, "%s[]",
                                                   type_opaque_name(l->type))),
                          r->loc);
        else if (l->type.id != T_ANY && l->type.id != T_RECORD)
            r = bind_coerce_to(c, r, type_array_of(c->a, l->type));
        if (!r || OOM(c))
            return NULL;
    }
    if (type_is_array(r->type)) {
        if (!(l = bind_coerce_to(c, l, *type_elem(r->type))))
            return NULL;
        if (l->type.id != T_ANY && type_elem(r->type)->id != T_ANY
            && !type_comparable(l->type, *type_elem(r->type)))
            return bind_no_operator(c, name, l,
                               &(expr){ .type = *type_elem(r->type) }, n->loc);
    } else if ((r->type.id != T_ANY || !type_opaque_name(r->type))
               && !(bind_is_unknown(r) && l->type.id == T_ANY)
               && !(l->type.id == T_RECORD && r->type.id == T_ANY)) {
        /* an untyped literal beside an unmodelled type is left for
           PostgreSQL to read, as written; so is an array of rows
           (ARRAY[ROW(..)], typed "anything" here) beside a row, which
           PostgreSQL compares with record_eq and friends:
           ROW(f, t) = ANY (path), pg_regress with.sql:505 */
        err_set(c->err, QPROP_ESEMANTIC, n->loc,
                "op ANY/ALL (array) requires array on right side");
        return NULL;
    }
    if (!(e = expr_new(c->a, n->arrayop.all ? E_ALL : E_ANY,
                       type_plain(T_BOOL), n->loc)))
        return NULL;
    e->op.op = k;
    e->op.name = name;
    e->op.l = l;
    e->op.r = r;
    return e;
}
