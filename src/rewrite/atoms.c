/* SPDX-License-Identifier: MIT */
/*
 * src/rewrite/atoms.c — domain atoms and the types an equivalence class
 * may join
 *
 * An atom is a conjunct that constrains one column by constants alone:
 * x op k, x [NOT] IN (k...), x IS [NOT] NULL, or an AND or OR of atoms
 * on one x.  Its domain (src/rewrite/domain.c) is exact, so classes can
 * intersect atoms' domains and print the result back as the smallest
 * predicate.
 *
 * NB: every predicate dom_to_expr() prints is an atom whose domain is
 * the one printed (an OR of an IN list, ranges as "x >= lo AND x <= hi"
 * and IS NULL; or bounds AND x <> / NOT IN the gaps): a derived
 * predicate must be recognised wherever a rule moves it, or the rule
 * that derived it derives it again and the passes never converge
 * (tests/unit/check_domain.c test_domain_print_read_back).  eq_broadcast builds classes from them; join_key_propagate
 * carries them across joins.  Pure functions of their arguments.
 */
#include "rewrite/atoms.h"
#include "types/pgcat.h"

/* May 'e' be a composite value?  Then x IS NULL (every field NULL) and x
   IS NOT NULL (no field NULL) are not each other's negation, and no
   domain of x describes them: a record, or a type that is no built-in
   one (a CREATE TYPE AS (...), a table's row type) or is not known. */
static bool
maybe_composite(const expr *e)
{
    return e->type.id == T_RECORD
           || (e->type.id == T_ANY
               && (!type_opaque_name(e->type) || pgcat_type_of(e->type) == PGT_OTHER));
}

/* May x = y with these types put x and y in one class? (eq_broadcast's
   unsafe (3); atoms.h) */
bool
class_types_ok(qp_type x, qp_type y)
{
    qp_typecat cx = type_category(x.id), cy = type_category(y.id);
    qp_type c;

    /* text and varchar(n) are binary-coercible and compare with texteq
       (a varchar column is relabelled to text): one class, in text.
       char(n) is not: bpchareq ignores trailing blanks, and
       text = char(n) compares in text with the blanks stripped */
    /* labels of one enum: equal only when they are the same label */
    if (x.id == T_ENUM || y.id == T_ENUM)
        return x.id == y.id && type_enum_def(x) == type_enum_def(y);
    /* a uuid equals only a uuid (no cast from text is implicit) */
    if (x.id == T_UUID || y.id == T_UUID)
        return x.id == y.id;
    if (cx == TC_STRING || cy == TC_STRING)
        return x.id == y.id
               || ((x.id == T_TEXT || x.id == T_VARCHAR)
                   && (y.id == T_TEXT || y.id == T_VARCHAR));
    if (cx != cy || cx == TC_UNKNOWN || cx == TC_OTHER)
        return false;
    /* timestamptz with date or timestamp: equal only through the session
       time zone, which the rewrite does not know (src/types/tz.c) */
    if ((x.id == T_TIMESTAMPTZ) != (y.id == T_TIMESTAMPTZ))
        return false;
    /* PostgreSQL compares an integer or numeric with a float in float8,
       which rounds: such an equality is not exact, so no class */
    if ((x.id == T_FLOAT4 || x.id == T_FLOAT8) != (y.id == T_FLOAT4 || y.id == T_FLOAT8))
        return false;
    return type_common(x, y, &c);
}

/* The column an atom constrains, or NULL. */
const expr *
atom_col(const expr *e)
{
    switch (e->kind) {
    case E_OP:
        if (e->op.op <= OP_GE && e->op.l && e->op.l->kind == E_COL
            && !expr_is_syscol(e->op.l) && e->op.r->kind == E_CONST)
            return e->op.l;
        return NULL;
    case E_IN:
        if (e->in.arg->kind != E_COL || expr_is_syscol(e->in.arg))
            return NULL;
        for (int i = 0; i < list_len(e->in.items); i++)
            if (((expr *)list_nth(e->in.items, i))->kind != E_CONST)
                return NULL;
        return e->in.arg;
    case E_NULLTEST:
        return e->test.arg->kind == E_COL && !expr_is_syscol(e->test.arg)
                       && !maybe_composite(e->test.arg)
                   ? e->test.arg
                   : NULL;
    case E_BOOL:
        if (e->b.op == B_OR || e->b.op == B_AND) {
            const expr *c = NULL;

            for (int i = 0; i < list_len(e->b.args); i++) {
                const expr *x = atom_col(list_nth(e->b.args, i));

                if (!x || (c && !expr_equal(c, x)))
                    return NULL;
                c = x;
            }
            return c;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* Domain of atom 'e' over its column, in type 't'; NULL if not exact. */
domain *
atom_domain(arena *a, const expr *e, qp_type t)
{
    switch (e->kind) {
    case E_OP:
        return dom_from_cmp(a, t, e->op.op, &e->op.r->cnst.value);
    case E_IN: {
        int n = list_len(e->in.items);
        datum *v = ARENA_NEWN(a, datum, n ? n : 1);

        if (!v)
            return NULL;
        for (int i = 0; i < n; i++)
            v[i] = ((expr *)list_nth(e->in.items, i))->cnst.value;
        return dom_from_in(a, t, v, n, e->in.is_not);
    }
    case E_NULLTEST:
        return e->test.is_not ? dom_not_null(a, t) : dom_null_only(a, t);
    case E_BOOL: {
        bool is_and = e->b.op == B_AND;
        domain *u;

        if (e->b.op != B_AND && e->b.op != B_OR)
            return NULL;
        u = is_and ? dom_universe(a, t) : dom_empty(a, t);
        for (int i = 0; i < list_len(e->b.args) && u; i++) {
            domain *x = atom_domain(a, list_nth(e->b.args, i), t);

            if (!x)
                return NULL;
            u = is_and ? dom_intersect(a, u, x) : dom_union(a, u, x);
        }
        return u;
    }
    default:
        return NULL;
    }
}

/* The common type of an atom's constants and 't', or false. */
bool
atom_type(const expr *e, qp_type *t)
{
    qp_type c;

    switch (e->kind) {
    case E_OP:
        if (e->op.r->cnst.value.is_null)
            return true;
        if (!type_common(*t, e->op.r->type, &c))
            return false;
        *t = c;
        return true;
    case E_IN:
        for (int i = 0; i < list_len(e->in.items); i++) {
            const expr *k = list_nth(e->in.items, i);

            if (k->cnst.value.is_null)
                continue;
            if (!type_common(*t, k->type, &c))
                return false;
            *t = c;
        }
        return true;
    case E_NULLTEST:
        return true;
    case E_BOOL:
        for (int i = 0; i < list_len(e->b.args); i++)
            if (!atom_type(list_nth(e->b.args, i), t))
                return false;
        return true;
    default:
        return false;
    }
}

bool
atom_readable_in(qp_type at, qp_type t)
{
    if (at.id == t.id)
        return true;
    if (type_category(at.id) != TC_NUMERIC || type_category(t.id) != TC_NUMERIC)
        return false;
    return at.id != T_FLOAT4 && at.id != T_FLOAT8 && t.id != T_FLOAT4
           && t.id != T_FLOAT8;
}

bool
atoms_intersect(arena *a, const list *preds, const expr *col, qp_type t,
                bool widen, domain **d, list **why)
{
    for (int i = 0; i < list_len(preds); i++) {
        const pred *p = list_nth(preds, i);
        const expr *c = atom_col(p->e);
        qp_type at = t;
        domain *x;

        if (!c || !expr_equal(c, col) || pred_is_volatile(p)
            || !atom_type(p->e, &at)
            || (widen ? !atom_readable_in(at, t) : at.id != t.id))
            continue;
        if (!(x = atom_domain(a, p->e, t)))
            continue;
        if (!(*d = dom_intersect(a, *d, x)))
            return false;
        if (why && !list_push(a, why, (void *)p))
            return false;
    }
    return true;
}
