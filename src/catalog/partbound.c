/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/partbound.c — partition bounds: values, checks, order
 *
 * A partition's FOR VALUES clause is converted to the key columns' types
 * when the partition is created or attached (bound values are constants,
 * cast as PostgreSQL's transformPartitionBoundValue() casts them), then
 * checked against its siblings with the rules and messages of
 * PostgreSQL 15's check_new_partition_bound(): empty ranges, overlaps,
 * hash moduli that do not divide each other, a second default.  Accepted
 * partitions are kept among their siblings in bound order (catalog.h).
 * Also here: which key types partitioning models, and a bound's text as
 * PostgreSQL writes it.
 *
 * NB: nothing here changes the catalog except cat_insert_child() and
 *     cat_remove_child(); a bound is built and checked completely first,
 *     so a failing statement leaves the catalog as it was.
 */
#include "catalog/catalog.h"

#include <stdint.h>
#include <string.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "catalog/catalog_int.h"

static qprop_status
oom(qprop_error *err)
{
    return ERR_OOM(err);
}

/* ---- key types ---- */

bool
cat_partkey_type_modelled(qp_typeid id)
{
    switch (id) {
    case T_BOOL: case T_INT2: case T_INT4: case T_INT8: case T_NUMERIC:
    case T_TEXT: case T_VARCHAR: case T_BPCHAR: case T_DATE: case T_TIMESTAMP:
    case T_TIMESTAMPTZ: case T_ENUM: case T_UUID:
        return true;
    default:
        return false;
    }
}

/* ---- bound values ---- */

static qprop_status eval_const(arena *a, const ast *n, const qp_tz *tz,
                               datum *out, qprop_error *err);

/* Length of the string value 'd' as text: char(n) without its trailing
   blanks. */
static size_t
text_len(const datum *d)
{
    size_t n = strlen(d->v.s);

    if (d->type.id == T_BPCHAR)
        while (n > 0 && d->v.s[n - 1] == ' ')
            n--;
    return n;
}

/*
 * The binary operation 'n' on constant bound values, as PostgreSQL
 * evaluates it when the partition is created: integer + - * / % (int4
 * unless an operand is a bigint; overflow and division by zero are its
 * errors) and || of strings (text).  *handled is false for any other
 * operation (the caller refuses it).
 */
static qprop_status
eval_binary(arena *a, const ast *n, const qp_tz *tz, datum *out,
            bool *handled, qprop_error *err)
{
    const char *op = n->op.name;
    datum x, y;
    qprop_status st;
    int64_t r = 0;
    qp_typeid rt;
    bool ovf = false;

    *handled = false;
    if (!n->op.left || !n->op.right || !op || strlen(op) > 2
        || !strchr("+-*/%|", op[0]) || (op[1] && strcmp(op, "||") != 0))
        return QPROP_OK;
    if ((st = eval_const(a, n->op.left, tz, &x, err)) != QPROP_OK
        || (st = eval_const(a, n->op.right, tz, &y, err)) != QPROP_OK)
        return st;
    if (op[0] == '|') {
        qp_typecat cx = type_category(x.type.id),
                   cy = type_category(y.type.id);

        if ((cx != TC_STRING && x.type.id != T_UNKNOWN)
            || (cy != TC_STRING && y.type.id != T_UNKNOWN))
            return QPROP_OK;
        *handled = true;
        if (x.is_null || y.is_null) {
            *out = datum_null(type_plain(T_TEXT));
            return QPROP_OK;
        }
        memset(out, 0, sizeof *out);
        out->type = type_plain(T_TEXT);
        /* char(n) loses its trailing blanks in text */
        out->v.s = arena_printf(a, "%.*s%.*s", (int)text_len(&x), x.v.s,
                                (int)text_len(&y), y.v.s);
        return out->v.s ? QPROP_OK : err_set(err, QPROP_ENOMEM, n->loc,
                                             "out of memory");
    }
    if (!type_is_integer(x.type.id) || !type_is_integer(y.type.id))
        return QPROP_OK;
    *handled = true;
    /* the wider operand's type: int2 with int2 stays int2 */
    rt = x.type.id == T_INT8 || y.type.id == T_INT8   ? T_INT8
         : x.type.id == T_INT4 || y.type.id == T_INT4 ? T_INT4
                                                      : T_INT2;
    if (x.is_null || y.is_null) {
        *out = datum_null(type_plain(rt));
        return QPROP_OK;
    }
    switch (op[0]) {
    case '+': ovf = __builtin_add_overflow(x.v.i, y.v.i, &r); break;
    case '-': ovf = __builtin_sub_overflow(x.v.i, y.v.i, &r); break;
    case '*': ovf = __builtin_mul_overflow(x.v.i, y.v.i, &r); break;
    default:
        if (y.v.i == 0)
            return err_set(err, QPROP_ESEMANTIC, n->loc, "division by zero");
        if (x.v.i == INT64_MIN && y.v.i == -1)
            ovf = op[0] == '/', r = 0;
        else
            r = op[0] == '/' ? x.v.i / y.v.i : x.v.i % y.v.i;
        break;
    }
    if (ovf || (rt == T_INT4 && (r < INT32_MIN || r > INT32_MAX))
        || (rt == T_INT2 && (r < INT16_MIN || r > INT16_MAX)))
        return err_set(err, QPROP_ESEMANTIC, n->loc, "%s out of range",
                       rt == T_INT8   ? "bigint"
                       : rt == T_INT4 ? "integer"
                                      : "smallint");
    memset(out, 0, sizeof *out);
    out->type = type_plain(rt);
    out->v.i = r;
    return QPROP_OK;
}

/* Evaluate the constant expression 'n' of a bound into '*out', in 'a'. */
static qprop_status
eval_const(arena *a, const ast *n, const qp_tz *tz, datum *out,
           qprop_error *err)
{
    qprop_status st;
    qp_type t;

    memset(out, 0, sizeof *out);
    switch (n->kind) {
    case AST_CONST:
        switch (n->cnst.kind) {
        case CONST_INT:
            if (datum_parse(a, type_plain(T_INT8), n->cnst.str, n->loc, out,
                            NULL) == QPROP_OK) {
                if (out->v.i >= INT32_MIN && out->v.i <= INT32_MAX)
                    out->type = type_plain(T_INT4);
                return QPROP_OK;
            }
            /* too big for bigint: a numeric */
            return datum_parse(a, type_plain(T_NUMERIC), n->cnst.str, n->loc,
                               out, err);
        case CONST_NUMERIC:
            return datum_parse(a, type_plain(T_NUMERIC), n->cnst.str, n->loc,
                               out, err);
        case CONST_STRING:
            out->type = type_plain(T_UNKNOWN);
            out->v.s = n->cnst.str;
            return QPROP_OK;
        case CONST_BOOL:
            out->type = type_plain(T_BOOL);
            out->v.b = n->cnst.bval;
            return QPROP_OK;
        case CONST_NULL:
            *out = datum_null(type_plain(T_NULL));
            return QPROP_OK;
        case CONST_TYPED:
            st = catalog_resolve_type(n->cnst.typename, &t, err);
            if (st != QPROP_OK)
                return st;
            if (t.id == T_INTERVAL)
                return datum_parse_interval(a, n->cnst.str, n->cnst.ivf_from,
                                            n->cnst.ivf_to, n->loc, out, err);
            return datum_parse_tz(a, t, n->cnst.str, tz, n->loc, out, err);
        default:
            break;
        }
        break;
    case AST_CAST: {
        datum in;

        st = catalog_resolve_type(n->cast.typename, &t, err);
        if (st == QPROP_OK)
            st = eval_const(a, n->cast.arg, tz, &in, err);
        if (st != QPROP_OK)
            return st;
        if (t.id == T_INTERVAL && in.type.id == T_UNKNOWN && !in.is_null)
            return datum_parse_interval(a, in.v.s,
                                        n->cast.typename->type.ivf_from,
                                        n->cast.typename->type.ivf_to,
                                        n->loc, out, err);
        return datum_cast_tz(a, &in, t, tz, true, n->loc, out, err);
    }
    case AST_OP:
        if (n->op.left && n->op.right) {
            bool handled;

            st = eval_binary(a, n, tz, out, &handled, err);
            if (st != QPROP_OK || handled)
                return st;
            return err_set(err, QPROP_EUNSUPPORTED, n->loc,
                           "partition bound value: operator %s on these "
                           "values is not supported (integer arithmetic and "
                           "|| of strings are)", n->op.name);
        }
        if (!n->op.left && n->op.right
            && (strcmp(n->op.name, "-") == 0 || strcmp(n->op.name, "+") == 0)) {
            bool neg = n->op.name[0] == '-';

            st = eval_const(a, n->op.right, tz, out, err);
            if (st != QPROP_OK)
                return st;
            if (out->is_null || !neg)
                return QPROP_OK;
            switch (out->type.id) {
            case T_INT2:
            case T_INT4:
            case T_INT8:
                if (out->v.i == INT64_MIN)
                    return err_set(err, QPROP_ESEMANTIC, n->loc,
                                   "bigint out of range");
                out->v.i = -out->v.i;
                if (out->type.id == T_INT4 && out->v.i == -(int64_t)INT32_MIN)
                    out->type = type_plain(T_INT8);
                return QPROP_OK;
            case T_NUMERIC: {
                const char *s = out->v.s;

                if (s[0] == '-')
                    out->v.s = s + 1;
                else if (strspn(s, "0.") != strlen(s))
                    out->v.s = arena_printf(a, "-%s", s);
                return out->v.s ? QPROP_OK : oom(err);
            }
            case T_FLOAT4:
            case T_FLOAT8:
                out->v.f = -out->v.f;
                return QPROP_OK;
            default:
                break;
            }
        }
        break;
    default:
        break;
    }
    return err_set(err, QPROP_EUNSUPPORTED, n->loc,
                   "partition bound values other than constants are not "
                   "supported");
}

/*
 * The bound value 'n' converted to the type of key column 'col', as
 * PostgreSQL's transformPartitionBoundValue() does (assignment cast).  A
 * NULL gives a NULL datum of the column's type.
 */
static qprop_status
bound_value(arena *a, const ast *n, const cat_column *col, const qp_tz *tz,
            datum *out, qprop_error *err)
{
    datum v;
    qprop_error local;
    qprop_status st;

    st = eval_const(a, n, tz, &v, err);
    if (st != QPROP_OK)
        return st;
    if (v.is_null) {
        *out = datum_null(col->type);
        return QPROP_OK;
    }
    if (col->type.id == T_ANY) {
        /* a key type qprop does not model: the value as written, only
           printed back, never compared with the key's values; a string
           is copied out of the statement's tree into the catalog */
        *out = v;
        switch (v.type.id) {
        case T_UNKNOWN: case T_TEXT: case T_VARCHAR: case T_BPCHAR:
        case T_NUMERIC:
            if (!(out->v.s = arena_strdup(a, v.v.s)))
                return err_set(err, QPROP_ENOMEM, n->loc, "out of memory");
            break;
        default:
            break;
        }
        return QPROP_OK;
    }
    err_clear(&local);
    st = datum_cast_tz(a, &v, col->type, tz, false, n->loc, out, &local);
    if (st == QPROP_OK)
        return QPROP_OK;
    if (strncmp(local.message, "cannot cast type", 16) == 0)
        return err_set(err, QPROP_ESEMANTIC, n->loc,
                       "specified value cannot be cast to type %s for column "
                       "\"%s\"", type_name(a, col->type), col->name);
    if (err && err->code == QPROP_OK)
        *err = local;
    return st;
}

/* ---- range bounds ---- */

/*
 * PostgreSQL's partition_rbound_cmp(): compare bound 1 (lower or upper)
 * with bound 2 column by column, MINVALUE below and MAXVALUE above every
 * value; at equal values an (exclusive) upper bound is below a lower one.
 * Returns 0, or +-(1 + the column that decided).
 */
static int
rb_cmp(int nkeys, const datum *d1, const cat_rbkind *k1, bool lower1,
       const datum *d2, const cat_rbkind *k2, bool lower2)
{
    int colnum = 0, c = 0;

    for (int i = 0; i < nkeys; i++) {
        colnum++;
        if (k1[i] != k2[i])
            return k1[i] < k2[i] ? -colnum : colnum;
        if (k1[i] != RB_VALUE)
            break;
        c = datum_cmp(&d1[i], &d2[i], NULL);
        if (c != 0)
            break;
    }
    if (c == 0 && lower1 != lower2)
        c = lower1 ? 1 : -1;
    return c == 0 ? 0 : c < 0 ? -colnum : colnum;
}

static int
iabs(int x)
{
    return x < 0 ? -x : x;
}

/* A bound value as PostgreSQL writes it in messages. */
static void
put_bound_value(strbuf *sb, const datum *d, cat_rbkind k)
{
    const char *s;

    if (k == RB_MINVALUE) {
        sb_puts(sb, "MINVALUE");
        return;
    }
    if (k == RB_MAXVALUE) {
        sb_puts(sb, "MAXVALUE");
        return;
    }
    if (d->is_null) {
        sb_puts(sb, "NULL");
        return;
    }
    s = datum_out(sb->a, d);
    if (!s)
        return;
    if (type_is_numeric(d->type.id) || d->type.id == T_BOOL)
        sb_puts(sb, s);
    else
        sb_put_sqlstr(sb, s);
}

static const char *
range_string(arena *a, int nkeys, const datum *d, const cat_rbkind *k)
{
    strbuf sb;

    sb_init(&sb, a);
    sb_putc(&sb, '(');
    for (int i = 0; i < nkeys; i++) {
        if (i)
            sb_puts(&sb, ", ");
        put_bound_value(&sb, &d[i], k[i]);
    }
    sb_putc(&sb, ')');
    return a->failed ? "" : sb.data;
}

const char *
cat_bound_text(arena *a, const cat_table *part)
{
    const cat_bound *b = part->bound;
    strbuf sb;

    if (!b)
        return NULL;
    switch (b->kind) {
    case BOUND_RANGE:
        return arena_printf(a, "FOR VALUES FROM %s TO %s",
                            range_string(a, b->nkeys, b->lo, b->lo_kind),
                            range_string(a, b->nkeys, b->hi, b->hi_kind));
    case BOUND_LIST:
        sb_init(&sb, a);
        sb_puts(&sb, "FOR VALUES IN (");
        for (int i = 0; i < b->nvalues; i++) {
            if (i)
                sb_puts(&sb, ", ");
            put_bound_value(&sb, &b->values[i], RB_VALUE);
        }
        sb_putc(&sb, ')');
        return a->failed ? NULL : sb.data;
    case BOUND_HASH:
        return arena_printf(a, "FOR VALUES WITH (MODULUS %d, REMAINDER %d)",
                            b->modulus, b->remainder);
    default:
        return "DEFAULT";
    }
}

/* One side of a range bound: convert the values and check MINVALUE and
   MAXVALUE as PostgreSQL's validateInfiniteBounds() does. */
static qprop_status
range_side(arena *a, const cat_table *parent, const qp_tz *tz,
           const list *vals,
           const char *which, int loc, datum **dv, cat_rbkind **kv,
           qprop_error *err)
{
    int n = parent->nkeys;
    cat_rbkind kind = RB_VALUE;

    if (list_len(vals) != n)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "%s must specify exactly one value per partitioning "
                       "column", which);
    *dv = ARENA_NEWN(a, datum, n);
    *kv = ARENA_NEWN(a, cat_rbkind, n);
    if (!*dv || !*kv)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const ast *v = list_nth(vals, i);
        const cat_column *col = cat_key_column(parent, i);
        qprop_status st;

        if (v->kind == AST_CONST && v->cnst.kind == CONST_MINVALUE) {
            (*kv)[i] = RB_MINVALUE;
            (*dv)[i] = datum_null(col->type);
            continue;
        }
        if (v->kind == AST_CONST && v->cnst.kind == CONST_MAXVALUE) {
            (*kv)[i] = RB_MAXVALUE;
            (*dv)[i] = datum_null(col->type);
            continue;
        }
        (*kv)[i] = RB_VALUE;
        st = bound_value(a, v, col, tz, &(*dv)[i], err);
        if (st != QPROP_OK)
            return st;
        if ((*dv)[i].is_null)
            return err_set(err, QPROP_ESEMANTIC, v->loc,
                           "cannot specify NULL in range bound");
    }
    for (int i = 0; i < n; i++) {
        const ast *v = list_nth(vals, i);

        if ((*kv)[i] == kind)
            continue;
        if (kind == RB_VALUE) {
            kind = (*kv)[i];
            continue;
        }
        return err_set(err, QPROP_ESEMANTIC, v->loc,
                       "every bound following %s must also be %s",
                       kind == RB_MAXVALUE ? "MAXVALUE" : "MINVALUE",
                       kind == RB_MAXVALUE ? "MAXVALUE" : "MINVALUE");
    }
    return QPROP_OK;
}

/* ---- building and checking a bound ---- */

/* The smallest non-NULL value of a list bound, or NULL. */
static const datum *
list_min(const cat_bound *b)
{
    const datum *m = NULL;

    for (int i = 0; i < b->nvalues; i++)
        if (!b->values[i].is_null
            && (!m || datum_cmp(&b->values[i], m, NULL) < 0))
            m = &b->values[i];
    return m;
}

/* cat_build_bound() in the zone 'tz' (NULL: a value that depends on the
   zone is refused). */
static qprop_status
build_bound(arena *a, const cat_table *parent, const ast *spec,
            const qp_tz *tz, cat_bound **out, int **locs, qprop_error *err)
{
    cat_bound *b = ARENA_NEW(a, cat_bound);
    ast_bound_kind kind = spec->bound.kind;
    qprop_status st;

    if (!b)
        return oom(err);
    b->kind = kind;
    if (kind == BOUND_DEFAULT) {
        if (parent->strategy == PART_HASH)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "a hash-partitioned table may not have a default "
                           "partition");
        *out = b;
        return QPROP_OK;
    }
    switch (parent->strategy) {
    case PART_HASH:
        if (kind != BOUND_HASH)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "invalid bound specification for a hash "
                           "partition");
        if (spec->bound.modulus <= 0)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "modulus for hash partition must be an integer "
                           "value greater than zero");
        if (spec->bound.remainder < 0)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "remainder for hash partition must be an integer "
                           "value greater than or equal to zero");
        if (spec->bound.remainder >= spec->bound.modulus)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "remainder for hash partition must be less than "
                           "modulus");
        b->modulus = spec->bound.modulus;
        b->remainder = spec->bound.remainder;
        break;
    case PART_LIST: {
        const cat_column *col = cat_key_column(parent, 0);
        int n = list_len(spec->bound.in);

        if (kind != BOUND_LIST)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "invalid bound specification for a list "
                           "partition");
        b->values = ARENA_NEWN(a, datum, n > 0 ? n : 1);
        *locs = ARENA_NEWN(a, int, n > 0 ? n : 1);
        if (!b->values || !*locs)
            return oom(err);
        for (int i = 0; i < n; i++) {
            datum v;
            bool dup = false;

            st = bound_value(a, list_nth(spec->bound.in, i), col, tz, &v, err);
            if (st != QPROP_OK)
                return st;
            /* duplicates are dropped, as PostgreSQL does */
            for (int j = 0; j < b->nvalues && !dup; j++)
                dup = v.is_null ? b->values[j].is_null
                                : !b->values[j].is_null
                                      && datum_cmp(&v, &b->values[j], NULL)
                                             == 0;
            if (!dup) {
                (*locs)[b->nvalues] = ((const ast *)list_nth(spec->bound.in,
                                                             i))->loc;
                b->values[b->nvalues++] = v;
            }
        }
        break;
    }
    case PART_RANGE:
        if (kind != BOUND_RANGE)
            return err_set(err, QPROP_ESEMANTIC, spec->loc,
                           "invalid bound specification for a range "
                           "partition");
        b->nkeys = parent->nkeys;
        st = range_side(a, parent, tz, spec->bound.from, "FROM", spec->loc,
                        &b->lo, &b->lo_kind, err);
        if (st == QPROP_OK)
            st = range_side(a, parent, tz, spec->bound.to, "TO", spec->loc,
                            &b->hi, &b->hi_kind, err);
        if (st != QPROP_OK)
            return st;
        break;
    }
    *out = b;
    return QPROP_OK;
}

/*
 * Convert the AST_PARTBOUND 'spec' of a partition of 'parent' into '*out'
 * (in 'a').  Checks the bound's own shape, not its siblings.  For a list
 * bound, '*locs' gets the position of each (deduplicated) value.  Without
 * a zone ('tz' NULL) a value that depends on it is read in UTC and the
 * bound marked zone_unknown (catalog.h).
 */
qprop_status
cat_build_bound(arena *a, const cat_table *parent, const ast *spec,
                const qp_tz *tz, cat_bound **out, int **locs,
                qprop_error *err)
{
    qprop_error local;
    qprop_status st;

    if (tz)
        return build_bound(a, parent, spec, tz, out, locs, err);
    err_clear(&local);
    st = build_bound(a, parent, spec, NULL, out, locs, &local);
    if (st == QPROP_EUNSUPPORTED) {
        /* a zone-dependent value, or an error UTC gives again */
        st = build_bound(a, parent, spec, tz_utc(), out, locs, err);
        if (st == QPROP_OK)
            (*out)->zone_unknown = true;
    } else if (st != QPROP_OK && err) {
        *err = local;
    }
    return st;
}

/* Location of value 'i' of a bound list, or 'dflt'. */
static int
value_loc(const list *vals, int i, int dflt)
{
    const ast *v;

    if (i < 0 || i >= list_len(vals))
        return dflt;
    v = list_nth(vals, i);
    return v->loc;
}

static qprop_status
overlap_error(qprop_error *err, int loc, const char *name,
              const cat_table *with)
{
    return err_set(err, QPROP_ESEMANTIC, loc,
                   "partition \"%s\" would overlap partition \"%s\"", name,
                   with->name);
}

/* One distinct range bound among the siblings, as in PostgreSQL's
   PartitionBoundInfo: where a partition ends and the next begins at the
   same value, the bound is kept once, as the upper bound. */
typedef struct rbound {
    const datum *d;
    const cat_rbkind *k;
    const cat_table *upper_of; /* partition it ends, NULL if only a lower */
} rbound;

/* The distinct bounds of the range partitions of 'parent', sorted; their
   count in '*n'.  NULL on OOM. */
static rbound *
sibling_bounds(arena *a, const cat_table *parent, int nkeys, int *n)
{
    int cap = 2 * list_len(parent->children) + 1;
    rbound *r = ARENA_NEWN(a, rbound, cap);

    *n = 0;
    if (!r)
        return NULL;
    /* children are sorted by lower bound and do not overlap, so their
       bounds in turn are sorted */
    for (int i = 0; i < list_len(parent->children); i++) {
        const cat_table *c = list_nth(parent->children, i);
        const cat_bound *cb = c->bound;

        if (cb->kind != BOUND_RANGE)
            continue;
        if (*n == 0
            || rb_cmp(nkeys, r[*n - 1].d, r[*n - 1].k, false, cb->lo,
                      cb->lo_kind, false) != 0) {
            r[*n].d = cb->lo;
            r[*n].k = cb->lo_kind;
            r[*n].upper_of = NULL;
            (*n)++;
        }
        r[*n].d = cb->hi;
        r[*n].k = cb->hi_kind;
        r[*n].upper_of = c;
        (*n)++;
    }
    return r;
}

/*
 * Check a new range bound as check_new_partition_bound() does: not empty,
 * and not overlapping a sibling.  The position reported is the value
 * PostgreSQL points at: it comes from the last comparison of its binary
 * search, which this repeats.
 */
static qprop_status
check_range(arena *a, const cat_table *parent, const char *name,
            const ast *spec, const cat_bound *b, qprop_error *err)
{
    int nk = b->nkeys;
    int c = rb_cmp(nk, b->lo, b->lo_kind, true, b->hi, b->hi_kind, false);
    rbound *r;
    int n, lo, hi, offset;

    if (c > 0) {
        err_set(err, QPROP_ESEMANTIC,
                value_loc(spec->bound.from, c - 1, spec->loc),
                "empty range bound specified for partition \"%s\"", name);
        err_detail(err, "Specified lower bound %s is greater than or equal "
                   "to upper bound %s.",
                   range_string(a, nk, b->lo, b->lo_kind),
                   range_string(a, nk, b->hi, b->hi_kind));
        return QPROP_ESEMANTIC;
    }
    r = sibling_bounds(a, parent, nk, &n);
    if (!r)
        return oom(err);
    /* the greatest bound <= the new lower bound */
    lo = -1;
    hi = n - 1;
    c = 0;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;

        c = rb_cmp(nk, r[mid].d, r[mid].k, r[mid].upper_of == NULL, b->lo,
                   b->lo_kind, true);
        if (c <= 0) {
            lo = mid;
            if (c == 0)
                break;
        } else {
            hi = mid - 1;
        }
    }
    offset = lo;
    if (offset + 1 < n && r[offset + 1].upper_of) {
        /* the new lower bound lies inside that partition */
        return overlap_error(err,
                             value_loc(spec->bound.from,
                                       c == 0 ? 0 : iabs(c) - 1, spec->loc),
                             name, r[offset + 1].upper_of);
    }
    if (offset + 1 < n) {
        /* in a gap: the new range must end by the next lower bound */
        c = rb_cmp(nk, r[offset + 1].d, r[offset + 1].k, true, b->hi,
                   b->hi_kind, false);
        if (c < 0)
            return overlap_error(err,
                                 value_loc(spec->bound.to, iabs(c) - 1,
                                           spec->loc),
                                 name, r[offset + 2].upper_of);
    }
    return QPROP_OK;
}

static qprop_status
check_list(const cat_table *parent, const char *name, const cat_bound *b,
           const int *locs, qprop_error *err)
{
    for (int v = 0; v < b->nvalues; v++) {
        const datum *d = &b->values[v];

        for (int i = 0; i < list_len(parent->children); i++) {
            const cat_table *s = list_nth(parent->children, i);
            const cat_bound *sb = s->bound;

            if (sb->kind != BOUND_LIST)
                continue;
            for (int j = 0; j < sb->nvalues; j++) {
                bool same = d->is_null
                                ? sb->values[j].is_null
                                : !sb->values[j].is_null
                                      && datum_cmp(d, &sb->values[j], NULL)
                                             == 0;

                if (same)
                    return overlap_error(err, locs[v], name, s);
            }
        }
    }
    return QPROP_OK;
}

static qprop_status
check_hash(const cat_table *parent, const char *name, const ast *spec,
           const cat_bound *b, qprop_error *err)
{
    const cat_table *prev = NULL, *next = NULL;
    int greatest = 0, r;

    /* children are sorted by (modulus, remainder) */
    for (int i = 0; i < list_len(parent->children); i++) {
        const cat_table *s = list_nth(parent->children, i);
        const cat_bound *sb = s->bound;

        if (sb->kind != BOUND_HASH)
            continue;
        if (sb->modulus > greatest)
            greatest = sb->modulus;
        if (sb->modulus < b->modulus
            || (sb->modulus == b->modulus && sb->remainder <= b->remainder))
            prev = s;
        else if (!next)
            next = s;
    }
    if (!prev && next && next->bound->modulus % b->modulus != 0) {
        err_set(err, QPROP_ESEMANTIC, spec->loc,
                "every hash partition modulus must be a factor of the next "
                "larger modulus");
        err_detail(err, "The new modulus %d is not a factor of %d, the "
                   "modulus of existing partition \"%s\".", b->modulus,
                   next->bound->modulus, next->name);
        return QPROP_ESEMANTIC;
    }
    if (prev && b->modulus % prev->bound->modulus != 0) {
        err_set(err, QPROP_ESEMANTIC, spec->loc,
                "every hash partition modulus must be a factor of the next "
                "larger modulus");
        err_detail(err, "The new modulus %d is not divisible by %d, the "
                   "modulus of existing partition \"%s\".", b->modulus,
                   prev->bound->modulus, prev->name);
        return QPROP_ESEMANTIC;
    }
    if (prev && next && next->bound->modulus % b->modulus != 0) {
        err_set(err, QPROP_ESEMANTIC, spec->loc,
                "every hash partition modulus must be a factor of the next "
                "larger modulus");
        err_detail(err, "The new modulus %d is not a factor of %d, the "
                   "modulus of existing partition \"%s\".", b->modulus,
                   next->bound->modulus, next->name);
        return QPROP_ESEMANTIC;
    }
    if (greatest == 0)
        return QPROP_OK;
    /* every remainder class of the greatest modulus the new partition
       covers must be free */
    r = b->remainder >= greatest ? b->remainder % greatest : b->remainder;
    do {
        for (int i = 0; i < list_len(parent->children); i++) {
            const cat_table *s = list_nth(parent->children, i);
            const cat_bound *sb = s->bound;

            if (sb->kind == BOUND_HASH && r % sb->modulus == sb->remainder)
                return overlap_error(err, spec->loc, name, s);
        }
        r += b->modulus;
    } while (r < greatest);
    return QPROP_OK;
}

/* The shape checks of a range, list or hash bound (cat_check_bound). */
static qprop_status
check_shape(arena *a, const cat_table *parent, const char *name,
            const ast *spec, const cat_bound *b, const int *locs,
            qprop_error *err)
{
    switch (b->kind) {
    case BOUND_RANGE:
        return check_range(a, parent, name, spec, b, err);
    case BOUND_LIST:
        return check_list(parent, name, b, locs, err);
    case BOUND_HASH:
        return check_hash(parent, name, spec, b, err);
    default:
        break;
    }
    return ERR_INTERNAL(err, "cat_check_bound: bad bound kind");
}

/* Offsets a zone-less timestamptz bound is tried at: every quarter hour
   from -15:45 to +15:45, and the extremes PostgreSQL allows, 15:59:59. */
#define ZONE_STEP_USECS (INT64_C(15) * 60 * 1000000)
#define ZONE_STEPS 64
#define ZONE_MAX_USECS ((INT64_C(15) * 3600 + 59 * 60 + 59) * 1000000)

/* A copy of bound 'b' of a partition of 'parent' with its finite
   timestamptz values moved by 'shift' microseconds; NULL on OOM. */
static cat_bound *
shifted_bound(arena *a, const cat_table *parent, const cat_bound *b,
              int64_t shift)
{
    cat_bound *c = ARENA_NEW(a, cat_bound);
    int n = b->kind == BOUND_RANGE ? b->nkeys : b->nvalues;

    if (!c)
        return NULL;
    *c = *b;
    if (b->kind != BOUND_RANGE && b->kind != BOUND_LIST)
        return c;
    for (int side = 0; side < (b->kind == BOUND_RANGE ? 2 : 1); side++) {
        const datum *from = b->kind == BOUND_LIST ? b->values
                            : side == 0 ? b->lo : b->hi;
        datum *to = ARENA_NEWN(a, datum, n ? n : 1);

        if (!to)
            return NULL;
        for (int k = 0; k < n; k++) {
            int col = b->kind == BOUND_RANGE ? k : 0;

            to[k] = from[k];
            if (!to[k].is_null && to[k].type.id == T_TIMESTAMPTZ
                && col < parent->nkeys
                && to[k].v.i != INT64_MIN && to[k].v.i != INT64_MAX
                && (b->kind == BOUND_LIST
                    || (side == 0 ? b->lo_kind[k] : b->hi_kind[k])
                           == RB_VALUE))
                to[k].v.i += shift;
        }
        if (b->kind == BOUND_LIST)
            c->values = to;
        else if (side == 0)
            c->lo = to;
        else
            c->hi = to;
    }
    return c;
}

static bool bound_before(const cat_bound *x, const cat_bound *y);

/* A copy of 'parent' whose partitions with a bound read in no known zone
   have it moved by 'shift' (shifted_bound); NULL on OOM. */
static const cat_table *
shifted_parent(arena *a, const cat_table *parent, int64_t shift)
{
    cat_table *p = ARENA_NEW(a, cat_table);
    list *kids = NULL;

    if (!p)
        return NULL;
    *p = *parent;
    for (int i = 0; i < list_len(parent->children); i++) {
        const cat_table *c = list_nth(parent->children, i);
        cat_table *x;

        if (c->bound && c->bound->zone_unknown) {
            if (!(x = ARENA_NEW(a, cat_table)))
                return NULL;
            *x = *c;
            if (!(x->bound = shifted_bound(a, parent, c->bound, shift)))
                return NULL;
            c = x;
        }
        if (!list_push(a, &kids, (void *)c))
            return NULL;
    }
    /* in bound order again (check_range reads them sorted) */
    for (int i = 1; i < list_len(kids); i++)
        for (int j = i; j > 0 && bound_before(
                 ((const cat_table *)kids->items[j])->bound,
                 ((const cat_table *)kids->items[j - 1])->bound); j--) {
            void *t = kids->items[j];

            kids->items[j] = kids->items[j - 1];
            kids->items[j - 1] = t;
        }
    p->children = kids;
    return p;
}

/*
 * Check the converted bound 'b' of new partition 'name' against the
 * existing partitions of 'parent', as check_new_partition_bound() does.
 */
qprop_status
cat_check_bound(arena *a, const cat_table *parent, const char *name,
                const ast *spec, const cat_bound *b, const int *locs,
                qprop_error *err)
{
    if (b->kind == BOUND_DEFAULT) {
        for (int i = 0; i < list_len(parent->children); i++) {
            const cat_table *s = list_nth(parent->children, i);

            if (s->bound->kind == BOUND_DEFAULT)
                return err_set(err, QPROP_ESEMANTIC, spec->loc,
                               "partition \"%s\" conflicts with existing "
                               "default partition \"%s\"", name, s->name);
        }
        return QPROP_OK;
    }
    for (int k = 0; k < parent->nkeys; k++)
        if (cat_key_column(parent, k)->type.id == T_ANY
            && b->kind != BOUND_HASH)
            return QPROP_OK; /* values qprop cannot compare: PostgreSQL
                                checked them */
    {
        qprop_error first;
        qprop_status st;
        bool zone = b->zone_unknown;

        err_clear(&first);
        if ((st = check_shape(a, parent, name, spec, b, locs, &first))
            != QPROP_ESEMANTIC)
            goto out;
        for (int i = 0; i < list_len(parent->children); i++) {
            const cat_bound *sb = ((const cat_table *)list_nth(
                parent->children, i))->bound;

            zone = zone || (sb && sb->zone_unknown);
        }
        /* a bound read in no known zone: the check must hold in every
           zone.  A timestamptz written without an offset is an instant
           up to 15:59:59 either side of its UTC reading, all of them by
           the same offset in a zone of one offset; the partition is kept
           when, with every such bound (its own and its siblings')
           shifted by some offset PostgreSQL allows, it fits (in that
           zone PostgreSQL accepts it).  qprop never prunes
           nor routes by such a level (catalog.h zone_unknown), so a
           partition kept that the session's zone refuses costs reading,
           and one refused that it accepts would cost its rows */
        for (int64_t q = -ZONE_STEPS; zone && q <= ZONE_STEPS; q++) {
            int64_t shift = q == -ZONE_STEPS ? -ZONE_MAX_USECS
                            : q == ZONE_STEPS ? ZONE_MAX_USECS
                                              : q * ZONE_STEP_USECS;
            const cat_bound *c = b->zone_unknown
                                     ? shifted_bound(a, parent, b, shift) : b;
            const cat_table *sp = shifted_parent(a, parent, shift);
            qprop_error local;

            if (!c || !sp)
                return oom(err);
            err_clear(&local);
            if (check_shape(a, sp, name, spec, c, locs, &local) == QPROP_OK)
                return QPROP_OK;
        }
    out:
        if (st != QPROP_OK && err)
            *err = first;
        return st;
    }
}

/* Does bound 'x' sort before bound 'y' among siblings? */
static bool
bound_before(const cat_bound *x, const cat_bound *y)
{
    const datum *mx, *my;

    if (x->kind == BOUND_DEFAULT || y->kind == BOUND_DEFAULT)
        return y->kind == BOUND_DEFAULT && x->kind != BOUND_DEFAULT;
    switch (x->kind) {
    case BOUND_RANGE:
        return rb_cmp(x->nkeys, x->lo, x->lo_kind, true, y->lo, y->lo_kind,
                      true) < 0;
    case BOUND_LIST:
        mx = list_min(x);
        my = list_min(y);
        if (!mx || !my)
            return mx && !my;
        return datum_cmp(mx, my, NULL) < 0;
    case BOUND_HASH:
        return x->modulus < y->modulus
               || (x->modulus == y->modulus && x->remainder < y->remainder);
    default:
        return false;
    }
}

/* Insert 'child' among the children of 'parent' in bound order.  Returns
   false on OOM, with 'parent' unchanged. */
bool
cat_insert_child(arena *a, cat_table *parent, cat_table *child)
{
    list *l;
    int pos;

    if (!list_push(a, &parent->children, child))
        return false;
    l = parent->children;
    pos = l->n - 1;
    while (pos > 0 && bound_before(child->bound,
                                   ((cat_table *)l->items[pos - 1])->bound)) {
        l->items[pos] = l->items[pos - 1];
        pos--;
    }
    l->items[pos] = child;
    return true;
}

void
cat_remove_child(cat_table *parent, const cat_table *child)
{
    list *l = parent->children;

    for (int i = 0; i < list_len(l); i++) {
        if (l->items[i] == child) {
            memmove(&l->items[i], &l->items[i + 1],
                    sizeof(void *) * (size_t)(l->n - i - 1));
            l->n--;
            return;
        }
    }
}

/* ---- expression keys ---- */

/* A typed copy of key expression 'e' of 't' in 'a', or NULL when qprop
   cannot type it (or on OOM: a->failed).  Operators and functions are
   resolved among PostgreSQL's built-in ones as its parser resolves them;
   an untyped literal takes its parameter's type. */
static cat_keyx *
keyx_of(int pgv, arena *a, const cat_table *t, const ast *e)
{
    cat_keyx *x = ARENA_NEW(a, cat_keyx);
    unsigned oids[PGCAT_MAX_ARGS];
    const ast *argv[PGCAT_MAX_ARGS];
    pgcat_call call;
    pgcat_status st;
    int n = 0;

    if (!x)
        return NULL;
    switch (e->kind) {
    case AST_COLREF:
        x->kind = KX_COL;
        if (e->colref.n != 1 || e->colref.star || e->colref.collation
            || (x->col = cat_column_index(t, e->colref.part[0])) < 0)
            return NULL;
        x->type = t->cols[x->col].type;
        return x;
    case AST_CONST:
        x->kind = KX_CONST;
        if (e->cnst.kind == CONST_NULL
            || eval_const(a, e, tz_utc(), &x->value, NULL) != QPROP_OK)
            return NULL;
        x->type = x->value.type;
        switch (x->type.id) { /* the statement's strings: copy them */
        case T_UNKNOWN: case T_TEXT: case T_VARCHAR: case T_BPCHAR:
        case T_NUMERIC:
            if (!(x->value.v.s = arena_strdup(a, x->value.v.s)))
                return NULL;
            break;
        case T_BOOL: case T_INT2: case T_INT4: case T_INT8: case T_DATE:
        case T_TIMESTAMP: case T_TIMESTAMPTZ:
            break;
        default:
            return NULL; /* nothing a key compares */
        }
        return x;
    case AST_CAST:
        x->kind = KX_CAST;
        argv[n++] = e->cast.arg;
        if (catalog_resolve_type(e->cast.typename, &x->type, NULL)
            != QPROP_OK || !cat_partkey_type_modelled(x->type.id))
            return NULL;
        break;
    case AST_OP:
        x->kind = KX_OP;
        x->name = e->op.name ? arena_strdup(a, e->op.name) : NULL;
        if (e->op.left)
            argv[n++] = e->op.left;
        argv[n++] = e->op.right;
        break;
    case AST_FUNC:
        x->kind = KX_FUNC;
        x->name = arena_strdup(a, e->func.name.part[e->func.name.n - 1]);
        if (e->func.name.n != 1 || e->func.star || e->func.extract_field
            || list_len(e->func.args) > PGCAT_MAX_ARGS)
            return NULL;
        for (int i = 0; i < list_len(e->func.args); i++)
            argv[n++] = list_nth(e->func.args, i);
        break;
    default:
        return NULL;
    }
    x->nargs = n;
    x->args = ARENA_NEWN(a, cat_keyx *, n);
    x->argtype = ARENA_NEWN(a, qp_type, n);
    if (!x->args || !x->argtype || !(x->name || x->kind == KX_CAST))
        return NULL;
    for (int i = 0; i < n; i++) {
        if (!argv[i] || !(x->args[i] = keyx_of(pgv, a, t, argv[i])))
            return NULL;
        oids[i] = pgcat_type_of(x->args[i]->type);
        if (oids[i] == PGT_OTHER)
            return NULL;
        x->argtype[i] = x->args[i]->type;
    }
    if (x->kind == KX_CAST) {
        if (x->args[0]->type.id == T_UNKNOWN)
            return NULL; /* 'x'::t is a constant: no key */
        return x;
    }
    if (x->kind == KX_OP)
        st = pgcat_oper_resolve(pgv, x->name, n == 2 ? oids[0] : 0,
                                oids[n - 1], NULL, 0, &call);
    else
        st = pgcat_func_resolve(pgv, x->name, n, oids, PGCAT_PLAIN, NULL, 0,
                                &call);
    if (st != PGCAT_OK || (call.flags & (PGCAT_VOLATILE | PGCAT_STABLE
                                         | PGCAT_RETSET)))
        return NULL;
    x->type = pgcat_qptype(call.result);
    for (int i = 0; i < n; i++) {
        qp_type want = pgcat_qptype(call.argtype[i]);
        cat_keyx *y = x->args[i];

        if (want.id == T_ANY)
            return NULL; /* a polymorphic or unmodelled parameter */
        x->argtype[i] = want;
        if (y->kind == KX_CONST && y->type.id == T_UNKNOWN) {
            /* an untyped literal is read in its parameter's type */
            datum v;

            if (datum_cast(a, &y->value, want, -1, &v, NULL) != QPROP_OK)
                return NULL;
            y->value = v;
            y->type = want;
        }
    }
    return x;
}

bool
cat_keyx_build(int pgv, arena *a, cat_table *t, int k, const ast *e)
{
    cat_keyx *x = keyx_of(pgv, a, t, e);

    if (a->failed)
        return false;
    if (x && cat_partkey_type_modelled(x->type.id) && x->type.id != T_ENUM) {
        t->keyx[k] = x;
        t->keyexpr[k].type = x->type;
    }
    return true;
}
