/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/exprnorm.c — the canonical form of one expression
 *
 * Constants folded (comparisons and casts of literals, integer arithmetic
 * without overflow, date/timestamp +/- interval, AND/OR/NOT of
 * constants), AND/OR flattened, NOT pushed inward where three-valued
 * logic allows it, comparisons with the constant on the right, x IN (k)
 * as x = k, x = ANY / <> ALL (constants) as x [NOT] IN (...) and ordered
 * ANY/ALL of constants as bounds.  The normalize rule applies it to every predicate list; other
 * rules use it on the expressions they build, so that what they derive is
 * in the form the rules after them match.  A pure function of the
 * expression: nothing here reads the plan.  The "unsafe (N)" notes cite
 * the UNSAFE list in src/rewrite/rules/normalize.c's header.
 */
#include <string.h>

#include "base/error.h"
#include "catalog/catalog.h"
#include "rewrite/exprnorm.h"
#include "types/pgcat.h"

static bool
is_const(const expr *e)
{
    return e && e->kind == E_CONST;
}

bool
norm_const_bool(const expr *e, bool *value, bool *is_null)
{
    if (!is_const(e))
        return false;
    if (e->cnst.value.is_null) {
        *is_null = true;
        *value = false;
        return true;
    }
    if (e->type.id != T_BOOL)
        return false;
    *is_null = false;
    *value = e->cnst.value.v.b;
    return true;
}

expr *
norm_bool_const(arena *a, bool v, int loc)
{
    datum d;

    memset(&d, 0, sizeof d);
    d.type = type_plain(T_BOOL);
    d.v.b = v;
    return expr_make_const(a, d, loc);
}

expr *
norm_and_of(arena *a, list *l)
{
    if (list_len(l) == 1)
        return list_nth(l, 0);
    return expr_make_bool(a, B_AND, l, -1);
}

static expr *
null_bool(arena *a, int loc)
{
    return expr_make_const(a, datum_null(type_plain(T_BOOL)), loc);
}

/* 'e' is of a type qprop does not model that is no built-in one. */
static bool
user_typed(const expr *e)
{
    return e->type.id == T_ANY && pgcat_type_of(e->type) == PGT_OTHER;
}

static op_kind
flip(op_kind k)
{
    switch (k) {
    case OP_LT: return OP_GT;
    case OP_LE: return OP_GE;
    case OP_GT: return OP_LT;
    case OP_GE: return OP_LE;
    default: return k;
    }
}

static op_kind
negate(op_kind k)
{
    switch (k) {
    case OP_EQ: return OP_NE;
    case OP_NE: return OP_EQ;
    case OP_LT: return OP_GE;
    case OP_LE: return OP_GT;
    case OP_GT: return OP_LE;
    case OP_GE: return OP_LT;
    case OP_DISTINCT: return OP_NOT_DISTINCT;
    case OP_NOT_DISTINCT: return OP_DISTINCT;
    default: return k;
    }
}

const char *
norm_op_name(op_kind k)
{
    switch (k) {
    case OP_EQ: return "=";
    case OP_NE: return "<>";
    case OP_LT: return "<";
    case OP_LE: return "<=";
    case OP_GT: return ">";
    case OP_GE: return ">=";
    case OP_DISTINCT: return "IS DISTINCT FROM";
    case OP_NOT_DISTINCT: return "IS NOT DISTINCT FROM";
    default: return "?";
    }
}

static bool
is_cmp(op_kind k)
{
    return k <= OP_GE;
}

/* Fold "k1 op k2" for comparable constants; NULL when it cannot. */
static expr *
fold_cmp(arena *a, const expr *e)
{
    const datum *x = &e->op.l->cnst.value, *y = &e->op.r->cnst.value;
    bool ok = true, r;
    int c;

    if (x->is_null || y->is_null) {
        if (e->op.op == OP_DISTINCT || e->op.op == OP_NOT_DISTINCT) {
            bool both = x->is_null && y->is_null;

            return norm_bool_const(a, e->op.op == OP_DISTINCT ? !both : both,
                                   e->loc);
        }
        return null_bool(a, e->loc);
    }
    if (x->type.id == T_UNKNOWN || y->type.id == T_UNKNOWN)
        return NULL;
    c = datum_cmp(x, y, &ok);
    if (!ok)
        return NULL;
    switch (e->op.op) {
    case OP_EQ: case OP_NOT_DISTINCT: r = c == 0; break;
    case OP_NE: case OP_DISTINCT: r = c != 0; break;
    case OP_LT: r = c < 0; break;
    case OP_LE: r = c <= 0; break;
    case OP_GT: r = c > 0; break;
    case OP_GE: r = c >= 0; break;
    default: return NULL;
    }
    return norm_bool_const(a, r, e->loc);
}

/* Fold integer arithmetic on constants, refusing overflow. */
static expr *
fold_arith(arena *a, const expr *e)
{
    const datum *x = &e->op.l->cnst.value, *y = &e->op.r->cnst.value;
    datum d;
    int64_t r;

    if (x->is_null || y->is_null)
        return expr_make_const(a, datum_null(e->type), e->loc);
    /* date or timestamp +/- interval: a timestamp */
    if ((x->type.id == T_DATE || x->type.id == T_TIMESTAMP)
        && y->type.id == T_INTERVAL && e->type.id == T_TIMESTAMP
        && (e->op.op == OP_ADD || e->op.op == OP_SUB)) {
        if (!datum_add_interval(x, y, e->op.op == OP_ADD ? 1 : -1, &d))
            return NULL;
        return expr_make_const(a, d, e->loc);
    }
    /* date +/- integer: a date */
    if (x->type.id == T_DATE && type_is_integer(y->type.id)
        && e->type.id == T_DATE && (e->op.op == OP_ADD || e->op.op == OP_SUB)
        && x->v.i > INT32_MIN && x->v.i < INT32_MAX) {
        int64_t days = e->op.op == OP_ADD ? x->v.i + y->v.i : x->v.i - y->v.i;

        if (days <= INT32_MIN || days >= INT32_MAX)
            return NULL;
        memset(&d, 0, sizeof d);
        d.type = type_plain(T_DATE);
        d.v.i = days;
        return expr_make_const(a, d, e->loc);
    }
    if (!type_is_integer(x->type.id) || !type_is_integer(y->type.id)
        || !type_is_integer(e->type.id))
        return NULL;
    switch (e->op.op) {
    case OP_ADD:
        if (__builtin_add_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    case OP_SUB:
        if (__builtin_sub_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    case OP_MUL:
        if (__builtin_mul_overflow(x->v.i, y->v.i, &r))
            return NULL;
        break;
    default:
        return NULL; /* division: errors and rounding stay PostgreSQL's */
    }
    if ((e->type.id == T_INT4 && (r < INT32_MIN || r > INT32_MAX))
        || (e->type.id == T_INT2 && (r < INT16_MIN || r > INT16_MAX)))
        return NULL; /* PostgreSQL raises an error at run time: keep it */
    memset(&d, 0, sizeof d);
    d.type = e->type;
    d.v.i = r;
    return expr_make_const(a, d, e->loc);
}

static expr *norm(arena *a, expr *e);
static expr *norm_not(arena *a, expr *e, int loc);

/*
 * The elements of 'arr' when it is a one-dimensional array of constants
 * written in the query: ARRAY[k, ...] or the literal '{...}'::t[] (read
 * as PostgreSQL reads it); false for anything else (a column, a
 * parameter, a multidimensional or empty array, bounds written).
 * '*items' (in 'a') holds E_CONSTs, NULLs included.
 */
static bool
const_array_items(arena *a, const expr *arr, list **items)
{
    *items = NULL;
    if (arr->kind == E_ARRAY) {
        for (int i = 0; i < list_len(arr->row.items); i++)
            if (!is_const(list_nth(arr->row.items, i)))
                return false;
        *items = arr->row.items;
        return list_len(*items) > 0;
    }
    if (arr->kind == E_CAST && type_is_array(arr->type)
        && arr->cast.arg->kind == E_ARRAY) {
        /* ARRAY[k, ...]::t[]: each element cast as the array's cast does */
        list *in;

        if (!const_array_items(a, arr->cast.arg, &in))
            return false;
        for (int i = 0; i < list_len(in); i++) {
            const expr *k = list_nth(in, i);
            expr *kc;
            datum d;

            if (k->type.id == T_UNKNOWN
                || datum_cast_explicit(a, &k->cnst.value, *type_elem(arr->type),
                                       arr->loc, &d, NULL) != QPROP_OK
                || !(kc = expr_make_const(a, d, k->loc))
                || !list_push(a, items, kc))
                return false;
        }
        return true;
    }
    if (arr->kind == E_CAST && type_is_array(arr->type)
        && is_const(arr->cast.arg) && !arr->cast.arg->cnst.value.is_null
        && arr->cast.arg->type.id == T_UNKNOWN) {
        datum *v;
        int n;
        bool flat;

        if (array_literal_read(a, *type_elem(arr->type),
                               arr->cast.arg->cnst.value.v.s, NULL, arr->loc, &v,
                               &n, &flat, NULL) != QPROP_OK
            || !flat || n == 0)
            return false;
        for (int i = 0; i < n; i++) {
            expr *k = expr_make_const(a, v[i], arr->loc);

            if (!k || !list_push(a, items, k))
                return false;
        }
        return true;
    }
    return false;
}

/*
 * x op ANY|ALL (array of constants) in a form the rules read: x = ANY
 * (k...) is x IN (k...) and x <> ALL (k...) is x NOT IN (k...), the same
 * three-valued function (a NULL element included); x < ANY (k...) is
 * x < max(k), x < ALL (k...) is x < min(k), and so on, when no element is
 * NULL; otherwise (x <> ANY, x = ALL, a NULL element) the OR (ANY) or AND
 * (ALL) of the comparisons with each element, which is what ANY and ALL
 * mean for a non-empty array.  Over a NULL array the result is NULL.  An
 * empty array or one that is not constant is returned as it is.
 */
static expr *
norm_array_op(arena *a, expr *e)
{
    list *items, *args = NULL;
    bool is_all = e->kind == E_ALL, want_max;
    const expr *best = NULL;
    expr *c;

    if (is_const(e->op.r) && e->op.r->cnst.value.is_null)
        return null_bool(a, e->loc); /* strict in the array */
    if (!const_array_items(a, e->op.r, &items))
        return e; /* not constants, or empty: unsafe (4) */
    if ((e->op.op == OP_EQ && !is_all) || (e->op.op == OP_NE && is_all)) {
        expr *arg = e->op.l;

        if (arg->type.id == T_BPCHAR && list_len(items)
            && (((const expr *)list_nth(items, 0))->type.id == T_TEXT
                || ((const expr *)list_nth(items, 0))->type.id == T_VARCHAR)) {
            /* char(n) = ANY (text[]) compares as text (the blanks that
               pad the char value dropped), but PostgreSQL reads
               b IN ('a ', 'b') with the common type of b and the items,
               char(n), which ignores trailing blanks: the cast to text
               that the operator implies is written out */
            if (!(arg = expr_new(a, E_CAST, type_plain(T_TEXT), arg->loc)))
                return NULL;
            arg->cast.arg = e->op.l;
            arg->cast.explicit_ = true;
        }
        if (!(c = expr_new(a, E_IN, type_plain(T_BOOL), e->loc)))
            return NULL;
        c->in.arg = arg;
        c->in.items = items;
        c->in.is_not = is_all;
        return norm(a, c);
    }
    if (!is_cmp(e->op.op))
        return e;
    /* < and <= ANY, > and >= ALL: the largest element bounds x */
    want_max = (e->op.op == OP_LT || e->op.op == OP_LE) != is_all;
    for (int i = 0; i < list_len(items); i++) {
        const expr *k = list_nth(items, i);
        bool ok = true;
        int cmp;

        if (k->type.id == T_UNKNOWN)
            return e;
        if (e->op.op == OP_EQ || e->op.op == OP_NE || k->cnst.value.is_null) {
            best = NULL;
            break;
        }
        if (!best) {
            best = k;
            continue;
        }
        cmp = datum_cmp(&k->cnst.value, &best->cnst.value, &ok);
        if (!ok)
            return e;
        if (want_max ? cmp > 0 : cmp < 0)
            best = k;
    }
    if (best)
        return norm(a, expr_make_op(a, e->op.op, norm_op_name(e->op.op),
                                    type_plain(T_BOOL), e->op.l, (expr *)best,
                                    e->loc));
    for (int i = 0; i < list_len(items); i++) {
        expr *k = list_nth(items, i);

        if (!(c = expr_make_op(a, e->op.op, norm_op_name(e->op.op),
                               type_plain(T_BOOL), e->op.l, k, e->loc))
            || !list_push(a, &args, c))
            return NULL;
    }
    return norm(a, expr_make_bool(a, is_all ? B_AND : B_OR, args, e->loc));
}

/* Normalise the arguments of an AND/OR, flattening nested ones of the same
   kind and folding constants.  Returns 'e' when nothing changed. */
static expr *
norm_andor(arena *a, expr *e)
{
    bool is_and = e->b.op == B_AND;
    list *args = NULL;
    bool changed = false, saw_null = false;
    expr_set seen;

    memset(&seen, 0, sizeof seen);

    for (int i = 0; i < list_len(e->b.args); i++) {
        expr *x = list_nth(e->b.args, i), *y = norm(a, x);
        bool v, isnull;

        if (!y)
            return NULL;
        changed |= x != y;
        if (y->kind == E_BOOL && y->b.op == e->b.op) {
            for (int k = 0; k < list_len(y->b.args); k++)
                if (!list_push(a, &args, list_nth(y->b.args, k)))
                    return NULL;
            changed = true;
            continue;
        }
        if (norm_const_bool(y, &v, &isnull)) {
            if (isnull) {
                /* NULLs become one NULL, last: so it is already when this
                   is the first and the last operand (else every pass
                   would make the same expression anew, never converging:
                   seed 409 of the oracle) */
                if (saw_null || x != y || i != list_len(e->b.args) - 1)
                    changed = true;
                saw_null = true;
                continue;
            }
            if (v == is_and) { /* TRUE in AND, FALSE in OR: drop */
                changed = true;
                continue;
            }
            return norm_bool_const(a, !is_and, e->loc); /* absorbing */
        }
        /* duplicate operands (a volatile call may differ each time) */
        if (!expr_is_volatile(y)) {
            bool added;

            if (!expr_set_add(a, &seen, y, &added))
                return NULL;
            if (!added) {
                changed = true;
                continue;
            }
        }
        if (!list_push(a, &args, y))
            return NULL;
    }
    if (!changed)
        return e;
    if (saw_null) {
        /* NULL AND x is FALSE if x is FALSE, else NULL: keep the NULL */
        if (!list_push(a, &args, null_bool(a, e->loc)))
            return NULL;
    }
    if (list_len(args) == 0)
        return norm_bool_const(a, is_and, e->loc);
    if (list_len(args) == 1)
        return list_nth(args, 0);
    return expr_make_bool(a, e->b.op, args, e->loc);
}

static expr *
norm_not(arena *a, expr *x, int loc)
{
    bool v, isnull;
    expr *c;

    if (norm_const_bool(x, &v, &isnull))
        return isnull ? null_bool(a, loc) : norm_bool_const(a, !v, loc);
    switch (x->kind) {
    case E_BOOL:
        if (x->b.op == B_NOT)
            return list_nth(x->b.args, 0);
        {
            list *args = NULL;

            for (int i = 0; i < list_len(x->b.args); i++) {
                expr *n = norm_not(a, list_nth(x->b.args, i), loc);

                if (!n || !list_push(a, &args, n))
                    return NULL;
            }
            return norm(a, expr_make_bool(a, x->b.op == B_AND ? B_OR : B_AND,
                                          args, loc));
        }
    case E_OP:
        if (is_cmp(x->op.op) || x->op.op == OP_DISTINCT
            || x->op.op == OP_NOT_DISTINCT) {
            op_kind k = negate(x->op.op);

            return expr_make_op(a, k, norm_op_name(k), x->type, x->op.l,
                                x->op.r, loc);
        }
        break;
    case E_NULLTEST:
        /* NOT (ROW(a, b) IS NULL) is not ROW(a, b) IS NOT NULL (all
           fields NULL, all fields not NULL); nor is it for a whole row
           (t.*), a record, or a value of a type that is no built-in
           one (it may be a composite type) */
        if (x->test.arg->kind == E_ROW || x->test.arg->kind == E_WHOLEROW
            || x->test.arg->type.id == T_RECORD
            || (x->test.arg->type.id == T_ANY
                && (!type_opaque_name(x->test.arg->type)
                    || pgcat_type_of(x->test.arg->type) == PGT_OTHER)))
            break; /* unsafe (4) */
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->test.is_not = !x->test.is_not;
        return c;
    case E_ANY:
    case E_ALL:
        /* NOT (x op ANY a) is x (NOT op) ALL a: De Morgan over the
           elements, exact in three-valued logic */
        if (!is_cmp(x->op.op))
            break;
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->kind = x->kind == E_ANY ? E_ALL : E_ANY;
        c->op.op = negate(x->op.op);
        c->op.name = norm_op_name(c->op.op);
        return norm(a, c);
    case E_IN:
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->in.is_not = !x->in.is_not;
        return c;
    case E_LIKE:
        if (!(c = expr_copy(a, x)))
            return NULL;
        c->like.is_not = !x->like.is_not;
        return c;
    case E_BOOLTEST: {
        /* IS TRUE <-> IS NOT TRUE, and so on: never NULL, so exact */
        static const int neg[] = { 1, 0, 3, 2, 5, 4 };

        if (!(c = expr_copy(a, x)))
            return NULL;
        c->test.bt = neg[x->test.bt];
        return c;
    }
    default:
        break;
    }
    return expr_make_bool(a, B_NOT, list_make1(a, x), loc); /* unsafe (2) */
}

/* 'e' (an E_OP, E_ANY or E_ALL) with its operands normalised: 'e' itself
   when they do not change, else a copy; NULL on OOM. */
static expr *
norm_operands(arena *a, expr *e)
{
    expr *l = e->op.l ? norm(a, e->op.l) : NULL, *r = norm(a, e->op.r), *c;

    if ((e->op.l && !l) || !r)
        return NULL;
    if (l == e->op.l && r == e->op.r)
        return e;
    if (!(c = expr_copy(a, e)))
        return NULL;
    c->op.l = l;
    c->op.r = r;
    return c;
}

static expr *
norm(arena *a, expr *e)
{
    expr *c;

    if (!e)
        return NULL;
    switch (e->kind) {
    case E_BOOL:
        if (e->b.op == B_NOT) {
            expr *x = norm(a, list_nth(e->b.args, 0));

            if (!x)
                return NULL;
            c = norm_not(a, x, e->loc);
            if (c && c->kind == E_BOOL && c->b.op == B_NOT
                && list_nth(c->b.args, 0) == list_nth(e->b.args, 0))
                return e; /* nothing to do */
            return c;
        }
        return norm_andor(a, e);
    case E_OP: {
        expr *l, *r;

        if (!(e = norm_operands(a, e)))
            return NULL;
        l = e->op.l;
        r = e->op.r;
        if (is_const(l) && is_const(r)) {
            expr *f = (is_cmp(e->op.op) || e->op.op == OP_DISTINCT
                       || e->op.op == OP_NOT_DISTINCT)
                          ? fold_cmp(a, e)
                          : fold_arith(a, e);

            if (f)
                return f;
        }
        /* the constant goes right: 5 < t.a is t.a > 5; not with an
           operand of a type that is not built in, whose operator with the
           operands swapped may not exist (CREATE OPERATOR without
           COMMUTATOR, PostgreSQL's equivclass.sql) */
        if (l && (is_cmp(e->op.op) || e->op.op == OP_DISTINCT
                  || e->op.op == OP_NOT_DISTINCT)
            && is_const(l) && !is_const(r) && !user_typed(l)
            && !user_typed(r)) {
            op_kind k = flip(e->op.op);

            return expr_make_op(a, k, norm_op_name(k), e->type, r, l, e->loc);
        }
        return e;
    }
    case E_IN: {
        expr *arg = norm(a, e->in.arg);

        if (!arg)
            return NULL;
        if (list_len(e->in.items) == 1) {
            op_kind k = e->in.is_not ? OP_NE : OP_EQ;

            return norm(a, expr_make_op(a, k, norm_op_name(k), e->type, arg,
                                        list_nth(e->in.items, 0), e->loc));
        }
        if (arg != e->in.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->in.arg = arg;
            return c;
        }
        return e;
    }
    case E_ANY:
    case E_ALL:
        return (e = norm_operands(a, e)) ? norm_array_op(a, e) : NULL;
    case E_NULLTEST: {
        expr *arg = norm(a, e->test.arg);

        if (!arg)
            return NULL;
        if (is_const(arg))
            return norm_bool_const(a, arg->cnst.value.is_null != e->test.is_not,
                                   e->loc);
        if (arg != e->test.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->test.arg = arg;
            return c;
        }
        return e;
    }
    case E_CAST: {
        expr *arg = norm(a, e->cast.arg);
        datum d;

        if (!arg)
            return NULL;
        /* text to text is the binder keeping a literal typed where a bare
           one would be unknown and resolve otherwise (bind_cat_op): kept */
        if (is_const(arg) && arg->type.id != T_UNKNOWN
            && !(arg->type.id == T_TEXT && e->type.id == T_TEXT)
            && datum_cast(a, &arg->cnst.value, e->type, e->loc, &d, NULL)
                   == QPROP_OK)
            return expr_make_const(a, d, e->loc);
        if (arg != e->cast.arg) {
            if (!(c = expr_copy(a, e)))
                return NULL;
            c->cast.arg = arg;
            return c;
        }
        return e;
    }
    default:
        return e;
    }
}

expr *
norm_expr(arena *a, expr *e)
{
    return norm(a, e);
}

/* ---- solving a comparison for its column (normalize.c unsafe (5)) ---- */

/* Integer widths, narrowest first; 0 for a type that is not an integer. */
static int
int_rank(qp_typeid id)
{
    return id == T_INT2 ? 1 : id == T_INT4 ? 2 : id == T_INT8 ? 3 : 0;
}

/* The unmodified type 't' (no precision, scale or length)? */
static bool
no_typmod(qp_type t)
{
    return t.prec < 0 && t.scale < 0 && t.len < 0;
}

/*
 * Does the cast 'c' map its argument's values one to one onto values of
 * its type, in the same order, so that comparing the cast with a constant
 * is comparing its argument with the same constant?  int2 -> int4 ->
 * int8 -> numeric, a numeric(p,s) to numeric, date to timestamp, varchar
 * to text and back (no length), and a type to itself unmodified (a domain
 * to its base type).  Not char(n) to text (trailing blanks go), not a
 * cast with a modifier (numeric(p,s) rounds, varchar(n) truncates), not a
 * narrowing or a float (float8 -> int rounds, text -> int reads '01' and
 * '1' alike), not timestamptz (the session's time zone).
 */
static bool
cast_transparent(const expr *c)
{
    qp_type s = c->cast.arg->type, t = c->type;

    if (!no_typmod(t) || type_opaque_name(t) || type_opaque_name(s))
        return false;
    if (int_rank(s.id) && int_rank(t.id))
        return int_rank(s.id) <= int_rank(t.id);
    if (int_rank(s.id) && t.id == T_NUMERIC)
        return true;
    switch (s.id) {
    case T_NUMERIC:
        return t.id == T_NUMERIC;
    case T_DATE:
        return t.id == T_DATE || t.id == T_TIMESTAMP;
    case T_VARCHAR:
    case T_TEXT:
        return t.id == T_TEXT || t.id == T_VARCHAR;
    case T_TIMESTAMP:
    case T_BOOL:
        return t.id == s.id;
    default:
        return false;
    }
}

/* What is known of the constant side while a comparison is solved: an
   integer (after arithmetic, exact in 128 bits) or the constant itself. */
typedef struct solve_k {
    bool is_int;
    __int128 i;
    datum d;
} solve_k;

/* The normalised decimal 's' ("-12.00") as an integer of at most 30
   digits, when it has no fraction. */
static bool
dec_as_int(const char *s, __int128 *out)
{
    bool neg = *s == '-';
    __int128 v = 0;
    int nd = 0;

    if (neg || *s == '+')
        s++;
    for (; *s >= '0' && *s <= '9'; s++) {
        if (++nd > 30)
            return false;
        v = v * 10 + (*s - '0');
    }
    if (*s == '.')
        for (s++; *s == '0'; s++)
            ;
    if (*s || nd == 0)
        return false;
    *out = neg ? -v : v;
    return true;
}

/* 'k' as an integer, when it is one (an integer type, or a numeric with
   no fraction). */
static bool
k_as_int(arena *a, solve_k *k)
{
    datum x;
    bool ok = true;

    if (k->is_int)
        return true;
    if (k->d.is_null)
        return false;
    if (type_is_integer(k->d.type.id)) {
        k->i = k->d.v.i;
        k->is_int = true;
        return true;
    }
    if (k->d.type.id != T_NUMERIC || !k->d.v.s)
        return false;
    if (datum_cast(a, &k->d, type_plain(T_INT8), -1, &x, NULL) == QPROP_OK
        && datum_cmp(&x, &k->d, &ok) == 0 && ok) {
        k->i = x.v.i;
        k->is_int = true;
        return true;
    }
    return dec_as_int(k->d.v.s, &k->i) && (k->is_int = true);
}

/* Floor and ceiling of n / d, d > 0. */
static __int128
floor_div(__int128 n, __int128 d)
{
    __int128 q = n / d;

    return (n % d != 0 && n < 0) ? q - 1 : q;
}

static __int128
ceil_div(__int128 n, __int128 d)
{
    __int128 q = n / d;

    return (n % d != 0 && n > 0) ? q + 1 : q;
}

/* The outcome of a solve: 'col op k', or for every non-NULL value of the
   column TRUE ('all') or FALSE ('none'). */
typedef enum solve_out { SOLVED_NO, SOLVED_CMP, SOLVED_ALL, SOLVED_NONE } solve_out;

#define I128_LIMIT ((__int128)1 << 100)

/*
 * Peel one arithmetic step off "x op k" (x = l op r with a constant on one
 * side, or -x) in integers: the new x in '*x', op and k changed.  False
 * when the step cannot be solved exactly (division, a zero factor, a
 * constant that is not an integer, a value beyond 2^100).  '*res' is
 * SOLVED_ALL or SOLVED_NONE when no integer x can satisfy it (x * 2 = 7)
 * or every one does (x * 2 <> 7).
 */
static bool
peel_arith(arena *a, const expr **x, op_kind *op, solve_k *k, solve_out *res)
{
    const expr *e = *x, *v, *c;
    __int128 n;

    if (!(int_rank(e->type.id) || (e->type.id == T_NUMERIC && no_typmod(e->type)))
        || !k_as_int(a, k))
        return false;
    if (e->op.op == OP_NEG) {
        if (!e->op.r || e->op.l)
            return false;
        *x = e->op.r;
        k->i = -k->i;
        *op = flip(*op);
        return int_rank((*x)->type.id) || (*x)->type.id == T_NUMERIC;
    }
    if (!e->op.l || !e->op.r)
        return false;
    if (is_const(e->op.r) && !is_const(e->op.l)) {
        v = e->op.l;
        c = e->op.r;
    } else if (is_const(e->op.l) && !is_const(e->op.r)) {
        v = e->op.r;
        c = e->op.l;
    } else {
        return false;
    }
    if (c->cnst.value.is_null)
        return false;
    {
        /* the constant: an integer, or a numeric without a fraction */
        solve_k ck;

        memset(&ck, 0, sizeof ck);
        ck.d = c->cnst.value;
        if (!k_as_int(a, &ck))
            return false;
        n = ck.i;
    }
    /* in numeric, x + n and x - n are exact for every x, but x * n is an
       integer only over integers: numeric scale (x * 2 = 7 has the
       solution 3.5 in numeric) */
    if (!int_rank(v->type.id)
        && !(v->type.id == T_NUMERIC && e->op.op != OP_MUL))
        return false;
    switch (e->op.op) {
    case OP_ADD:             /* v + n op k: v op k - n */
        k->i -= n;
        break;
    case OP_SUB:
        if (v == e->op.l) {  /* v - n op k: v op k + n */
            k->i += n;
        } else {             /* n - v op k: v (flipped op) n - k */
            k->i = n - k->i;
            *op = flip(*op);
        }
        break;
    case OP_MUL: {
        __int128 q, f, cl;

        if (n == 0)
            return false;
        if (n < 0) {         /* v * n op k: v * -n (flipped op) -k */
            n = -n;
            k->i = -k->i;
            *op = flip(*op);
        }
        q = k->i / n;
        f = floor_div(k->i, n);
        cl = ceil_div(k->i, n);
        switch (*op) {
        case OP_EQ:
        case OP_NE:
            if (k->i % n != 0) {
                *res = *op == OP_EQ ? SOLVED_NONE : SOLVED_ALL;
                return true;
            }
            k->i = q;
            break;
        case OP_LT: k->i = cl; break;  /* v*n < k: v < ceil(k/n) */
        case OP_LE: k->i = f; break;   /* v*n <= k: v <= floor(k/n) */
        case OP_GT: k->i = f; break;   /* v*n > k: v > floor(k/n) */
        case OP_GE: k->i = cl; break;  /* v*n >= k: v >= ceil(k/n) */
        default: return false;
        }
        break;
    }
    default:
        return false;        /* division and modulo never: they truncate */
    }
    if (k->i > I128_LIMIT || k->i < -I128_LIMIT)
        return false;
    *x = v;
    return true;
}

/* The least and greatest value of integer type 'id'. */
static void
int_bounds(qp_typeid id, __int128 *lo, __int128 *hi)
{
    switch (id) {
    case T_INT2: *lo = INT16_MIN; *hi = INT16_MAX; break;
    case T_INT4: *lo = INT32_MIN; *hi = INT32_MAX; break;
    default: *lo = INT64_MIN; *hi = INT64_MAX; break;
    }
}

/*
 * 'col op k' with k in col's own type when that is exact: SOLVED_CMP and
 * '*out'; SOLVED_ALL or SOLVED_NONE when k lies beyond what col's type
 * holds; SOLVED_NO when it cannot say (the comparison then stays as
 * written).
 */
static solve_out
fit_const(arena *a, const expr *col, op_kind op, solve_k *k, datum *out)
{
    qp_type s = type_unmod(col->type);

    if (int_rank(s.id)) {
        __int128 lo, hi;
        bool above;

        if (!k_as_int(a, k))
            return SOLVED_NO;
        int_bounds(s.id, &lo, &hi);
        if (k->i >= lo && k->i <= hi) {
            memset(out, 0, sizeof *out);
            out->type = s;
            out->v.i = (int64_t)k->i;
            return SOLVED_CMP;
        }
        above = k->i > hi;
        switch (op) {
        case OP_EQ: return SOLVED_NONE;
        case OP_NE: return SOLVED_ALL;
        case OP_LT: case OP_LE: return above ? SOLVED_ALL : SOLVED_NONE;
        case OP_GT: case OP_GE: return above ? SOLVED_NONE : SOLVED_ALL;
        default: return SOLVED_NO;
        }
    }
    if (k->is_int) {
        /* a numeric column after exact arithmetic: k as a numeric */
        datum i8;

        if (s.id != T_NUMERIC || k->i < INT64_MIN || k->i > INT64_MAX)
            return SOLVED_NO;
        memset(&i8, 0, sizeof i8);
        i8.type = type_plain(T_INT8);
        i8.v.i = (int64_t)k->i;
        return datum_cast(a, &i8, s, -1, out, NULL) == QPROP_OK ? SOLVED_CMP
                                                                : SOLVED_NO;
    }
    if (k->d.is_null || k->d.type.id == T_UNKNOWN)
        return SOLVED_NO;
    {
        datum x, back;
        bool ok = true;

        if (datum_cast(a, &k->d, s, -1, &x, NULL) == QPROP_OK
            && datum_cast(a, &x, type_unmod(k->d.type), -1, &back, NULL) == QPROP_OK
            && datum_cmp(&back, &k->d, &ok) == 0 && ok) {
            *out = x;
            return SOLVED_CMP;
        }
        /* no value of col's type equals k (date = a time after midnight) */
        if (op == OP_EQ || op == OP_NE)
            return s.id == T_DATE ? (op == OP_EQ ? SOLVED_NONE : SOLVED_ALL)
                                  : SOLVED_NO;
        return SOLVED_NO;
    }
}

/* 'x IS NOT NULL' (all) or FALSE (none) for a positive context. */
static expr *
solved_const(arena *a, const expr *col, solve_out r, int loc)
{
    expr *t;

    if (r == SOLVED_NONE)
        return norm_bool_const(a, false, loc);
    if (!(t = expr_new(a, E_NULLTEST, type_plain(T_BOOL), loc)))
        return NULL;
    t->test.arg = (expr *)col;
    t->test.is_not = true;
    return t;
}

/* A column under transparent casts only, or NULL. */
static const expr *
under_casts(const expr *e, int *peeled)
{
    while (e->kind == E_CAST && cast_transparent(e)) {
        *peeled += e->cast.explicit_;
        e = e->cast.arg;
    }
    return e->kind == E_COL && !expr_is_syscol(e) ? e : NULL;
}

/* May a comparison of columns of these types lose its casts?  Both
   integers or numerics, one string type, dates with timestamps: what
   PostgreSQL compares exactly across the types. */
static bool
cmp_types_exact(qp_type x, qp_type y)
{
    if ((int_rank(x.id) || x.id == T_NUMERIC) && (int_rank(y.id) || y.id == T_NUMERIC))
        return true;
    if ((x.id == T_TEXT || x.id == T_VARCHAR) && (y.id == T_TEXT || y.id == T_VARCHAR))
        return true;
    if ((x.id == T_DATE || x.id == T_TIMESTAMP) && (y.id == T_DATE || y.id == T_TIMESTAMP))
        return true;
    return x.id == y.id && (x.id == T_BOOL);
}

/*
 * Solve the comparison 'e' for its column: f(col) op k, with f made of
 * transparent casts and integer arithmetic with constants, becomes
 * col op k' (or, in a positive context 'pos', x IS NOT NULL or FALSE
 * when every or no value of col's type satisfies it); cast(x) op cast(y)
 * becomes x op y.  'e' itself when nothing applies.  NULL on OOM.
 */
/* Whether 't' or a partition of it is partitioned by an expression.  A
   comparison on a column of such a table stays as written: where it is
   the key's expression (a + 1 for a key (a + 1)), PostgreSQL prunes by
   it and qprop too (partsel.c), and the solved form (a = 4) would prune
   neither. */
static bool
expr_keyed(const cat_table *t)
{
    for (int k = 0; k < t->nkeys; k++)
        if (t->keycols[k] < 0)
            return true;
    for (int i = 0; i < list_len(t->children); i++)
        if (expr_keyed(list_nth(t->children, i)))
            return true;
    return false;
}

static expr *
solve_cmp(arena *a, expr *e, bool pos)
{
    const expr *x = e->op.l, *cx, *cy;
    op_kind op = e->op.op;
    solve_k k;
    solve_out res = SOLVED_NO, fit;
    int steps = 0, px = 0, py = 0; /* explicit casts and arithmetic peeled */
    datum kv;

    if (!is_cmp(op) || !x || !e->op.r)
        return e;
    /* cast(x) op cast(y) on two columns */
    if (x->kind != E_CONST && e->op.r->kind != E_CONST) {
        cx = under_casts(x, &px);
        cy = under_casts(e->op.r, &py);
        if (!cx || !cy || px + py == 0
            || !cmp_types_exact(type_unmod(cx->type), type_unmod(cy->type)))
            return e;
        return expr_make_op(a, op, e->op.name, e->type, (expr *)cx,
                            (expr *)cy, e->loc);
    }
    if (!is_const(e->op.r) || e->op.r->cnst.value.is_null)
        return e;
    memset(&k, 0, sizeof k);
    k.d = e->op.r->cnst.value;
    while (x->kind != E_COL) {
        if (x->kind == E_CAST && cast_transparent(x)) {
            /* an implicit cast is what PostgreSQL reads anyway: peeling
               only those would change the text, not what is known */
            steps += x->cast.explicit_;
            x = x->cast.arg;
        } else if (x->kind == E_OP) {
            steps++;
            if (!peel_arith(a, &x, &op, &k, &res))
                return e;
            if (res != SOLVED_NO)
                break;
        } else {
            return e;
        }
    }
    if (steps == 0 || (expr_is_syscol(x) && res == SOLVED_NO))
        return e;
    if (res == SOLVED_NO) {
        /* the column's type and the constant's must compare exactly */
        if (!cmp_types_exact(type_unmod(x->type), type_unmod(k.is_int ? type_plain(T_INT8) : k.d.type)))
            return e;
        fit = fit_const(a, x, op, &k, &kv);
    } else {
        /* x is inside: the column is below it */
        const expr *c = x;

        while (c->kind != E_COL) {
            if (c->kind == E_CAST && cast_transparent(c))
                c = c->cast.arg;
            else if (c->kind == E_OP && (c->op.op == OP_NEG ? c->op.r : NULL))
                c = c->op.r;
            else if (c->kind == E_OP && c->op.l && c->op.r
                     && (c->op.op == OP_ADD || c->op.op == OP_SUB || c->op.op == OP_MUL)
                     && (is_const(c->op.l) != is_const(c->op.r)))
                c = is_const(c->op.l) ? c->op.r : c->op.l;
            else
                return e;
        }
        if (expr_is_syscol(c))
            return e;
        x = c;
        fit = res;
    }
    if (x->col.rte && x->col.rte->table && expr_keyed(x->col.rte->table))
        return e;
    switch (fit) {
    case SOLVED_CMP:
        return expr_make_op(a, op, norm_op_name(op), e->type, (expr *)x,
                            expr_make_const(a, kv, e->op.r->loc), e->loc);
    case SOLVED_ALL:
    case SOLVED_NONE:
        return pos ? solved_const(a, x, fit, e->loc) : e;
    default:
        return e;
    }
}

/*
 * x [NOT] IN (k...) with x a column under casts and arithmetic: each item
 * solved as x = k (x <> k), those no value satisfies dropped (an IN) or
 * those every value satisfies (a NOT IN); FALSE or x IS NOT NULL when
 * none is left.  Only in a positive context, and without NULL items.
 */
static expr *
solve_in(arena *a, expr *e)
{
    op_kind op = e->in.is_not ? OP_NE : OP_EQ;
    const expr *col = NULL;
    list *items = NULL;
    expr *c, *none = NULL;

    if (e->in.arg->kind == E_COL)
        return e;
    for (int i = 0; i < list_len(e->in.items); i++) {
        expr *k = list_nth(e->in.items, i), *cmp, *r;

        if (!is_const(k) || k->cnst.value.is_null)
            return e;
        if (!(cmp = expr_make_op(a, op, norm_op_name(op), type_plain(T_BOOL),
                                 e->in.arg, k, k->loc))
            || !(r = solve_cmp(a, cmp, true)))
            return NULL;
        if (r == cmp)
            return e; /* this one is not solved: none is */
        if (r->kind == E_OP && (r->op.op == OP_EQ || r->op.op == OP_NE)) {
            /* solved as x op' k: the flips of arithmetic keep = and <> */
            if (col && !expr_equal(col, r->op.l))
                return e;
            col = r->op.l;
            if (!list_push(a, &items, r->op.r))
                return NULL;
        } else {
            /* FALSE (an IN item no value matches) or x IS NOT NULL (a NOT
               IN item every value passes): the item goes */
            none = r;
        }
    }
    if (!items)
        return none ? none : e;
    if (!(c = expr_copy(a, e)))
        return NULL;
    c->in.arg = (expr *)col;
    c->in.items = items;
    return c;
}

/* Solve the comparisons of 'e' in its positive positions (through AND
   and OR, where a FALSE and a NULL conjunct mean the same).  'e' itself
   when nothing changed; NULL on OOM. */
static expr *
solve_pos(arena *a, expr *e)
{
    if (e->kind == E_OP)
        return solve_cmp(a, e, true);
    if (e->kind == E_IN)
        return solve_in(a, e);
    if (e->kind == E_BOOL && (e->b.op == B_AND || e->b.op == B_OR)) {
        list *out = NULL;
        bool changed = false;

        for (int i = 0; i < list_len(e->b.args); i++) {
            expr *x = list_nth(e->b.args, i), *y = solve_pos(a, x);

            if (!y || !list_push(a, &out, y))
                return NULL;
            changed |= y != x;
        }
        return changed ? expr_make_bool(a, e->b.op, out, e->loc) : e;
    }
    return e;
}

expr *
norm_pred(arena *a, expr *e)
{
    expr *n = norm(a, e), *s;

    if (!n || !(s = solve_pos(a, n)))
        return NULL;
    return s == n ? n : norm(a, s);
}
