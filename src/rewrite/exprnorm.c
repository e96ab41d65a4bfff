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
                || datum_cast_explicit(a, &k->cnst.value, *arr->type.elem,
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

        if (array_literal_read(a, *arr->type.elem,
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
        if (!(c = expr_new(a, E_IN, type_plain(T_BOOL), e->loc)))
            return NULL;
        c->in.arg = e->op.l;
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
                && (!x->test.arg->type.opaque
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
        /* the constant goes right: 5 < t.a is t.a > 5 */
        if (l && (is_cmp(e->op.op) || e->op.op == OP_DISTINCT
                  || e->op.op == OP_NOT_DISTINCT)
            && is_const(l) && !is_const(r)) {
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
        if (is_const(arg) && arg->type.id != T_UNKNOWN
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
