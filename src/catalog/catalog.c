/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/catalog.c — tables, views, partitions and statistics
 *
 * The catalog applies DDL statements to a set of relations kept in its own
 * arena, looked up by name in a hash map.  Partitioning follows PostgreSQL
 * 15: bounds are converted to the key columns' types when a partition is
 * created or attached, then checked against the siblings with the same
 * rules and messages as PostgreSQL's check_new_partition_bound() (empty
 * ranges, overlaps, hash moduli, a second default).
 *
 * NB: every statement is validated completely before the catalog changes,
 *     so a failing statement leaves it as it was.  Values and names
 *     computed for a failed statement stay in the arena until
 *     catalog_free(); they are unreachable, not leaked.
 * NB: a partitioned table's children are kept in bound order (range by
 *     lower bound, list by smallest value with a NULL-only partition after
 *     the others, hash by modulus then remainder, the default last), the
 *     order in which PostgreSQL lists them in an Append.
 * NB: tree walks use explicit stacks, so a deep partition tree cannot
 *     exhaust the C stack.
 */
#include "catalog/catalog.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/hmap.h"
#include "base/strbuf.h"

struct catalog {
    arena a;    /* owns every table, name and bound */
    hmap names; /* relation name -> cat_table * */
};

catalog *
catalog_new(void)
{
    catalog *cat = malloc(sizeof *cat);

    if (!cat)
        return NULL;
    arena_init(&cat->a, 0);
    hmap_init(&cat->names, &cat->a);
    return cat;
}

void
catalog_free(catalog *cat)
{
    if (!cat)
        return;
    arena_destroy(&cat->a);
    free(cat);
}

cat_table *
catalog_find(const catalog *cat, const char *name)
{
    return hmap_get(&cat->names, name);
}

int
cat_column_index(const cat_table *t, const char *name)
{
    for (int i = 0; i < t->ncols; i++)
        if (strcmp(t->cols[i].name, name) == 0)
            return i;
    return -1;
}

/* The relation name of a possibly qualified name (the qualifier is
   ignored). */
static const char *
relname(const ast_name *n)
{
    return n->n > 0 ? n->part[n->n - 1] : "";
}

static qprop_status
oom(qprop_error *err)
{
    return ERR_OOM(err);
}

/* ---- walks ---- */

/*
 * Append 't' and its descendants to '*out' in pre-order, children in their
 * (bound) order.  Returns false on OOM.
 */
static bool
subtree(arena *a, const cat_table *t, list **out)
{
    list *stack = NULL;

    if (!list_push(a, &stack, (void *)t))
        return false;
    while (stack->n > 0) {
        cat_table *x = stack->items[--stack->n];

        if (!list_push(a, out, x))
            return false;
        for (int i = list_len(x->children) - 1; i >= 0; i--)
            if (!list_push(a, &stack, list_nth(x->children, i)))
                return false;
    }
    return true;
}

int
cat_leaves(arena *a, const cat_table *t, list **out)
{
    list *all = NULL;
    int n = 0;

    if (!subtree(a, t, &all))
        return -1;
    for (int i = 0; i < list_len(all); i++) {
        cat_table *x = list_nth(all, i);

        if (x->is_partitioned)
            continue;
        if (!list_push(a, out, x))
            return -1;
        n++;
    }
    return n;
}

/* ---- types ---- */

/* Built-in types qprop does not model: columns of these types are kept,
   typed T_ANY, so a schema dump still loads. */
static const char *const opaque_types[] = {
    "bit", "bit varying", "box", "bytea", "cidr", "circle", "daterange",
    "inet", "int4range", "int8range", "json", "jsonb", "line", "lseg",
    "macaddr", "macaddr8", "money", "name", "numrange", "oid", "path",
    "pg_lsn", "point", "polygon", "regclass", "time with time zone",
    "timetz", "tsquery", "tsrange", "tstzrange", "tsvector", "uuid",
    "varbit", "xml",
};

static bool
is_opaque_type(const char *name)
{
    for (size_t i = 0; i < sizeof opaque_types / sizeof opaque_types[0]; i++)
        if (strcmp(opaque_types[i], name) == 0)
            return true;
    return false;
}

/* The integer value of type modifier 'm' into '*v'. */
static qprop_status
typmod_value(const ast *m, long *v, qprop_error *err)
{
    char *end;

    if (m->kind != AST_CONST || m->cnst.kind != CONST_INT || !m->cnst.str)
        return err_set(err, QPROP_ESEMANTIC, m->loc,
                       "type modifiers must be simple constants or "
                       "identifiers");
    *v = strtol(m->cnst.str, &end, 10);
    if (*end || *v > INT32_MAX)
        *v = INT32_MAX;
    return QPROP_OK;
}

qprop_status
catalog_resolve_type(const ast *tn, qp_type *out, qprop_error *err)
{
    const ast_name *n = &tn->type.name;
    const char *name;
    qp_typeid id;
    int nmods = list_len(tn->type.mods);
    long m[2] = {-1, -1};
    qp_type t;
    qprop_status st;

    if (tn->kind != AST_TYPENAME || n->n < 1)
        return ERR_INTERNAL(err, "catalog_resolve_type: not a type name");
    name = n->part[n->n - 1];
    if (n->n > 1 && strcmp(n->part[n->n - 2], "pg_catalog") != 0)
        return err_set(err, QPROP_ESEMANTIC, tn->loc,
                       "type \"%s.%s\" does not exist", n->part[n->n - 2],
                       name);
    if (tn->type.array || (!type_lookup(name, &id) && is_opaque_type(name))) {
        *out = type_plain(T_ANY);
        return QPROP_OK;
    }
    if (!type_lookup(name, &id))
        return err_set(err, QPROP_ESEMANTIC, tn->loc,
                       "type \"%s\" does not exist", name);
    for (int i = 0; i < nmods && i < 2; i++) {
        st = typmod_value(list_nth(tn->type.mods, i), &m[i], err);
        if (st != QPROP_OK)
            return st;
    }
    t = type_plain(id);
    if (nmods == 0) {
        /* char and character mean char(1); bpchar has no length */
        if (id == T_BPCHAR && strcmp(name, "bpchar") != 0)
            t.len = 1;
        *out = t;
        return QPROP_OK;
    }
    switch (id) {
    case T_NUMERIC:
        if (nmods > 2)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid NUMERIC type modifier");
        if (m[0] < 1 || m[0] > 1000)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "NUMERIC precision %ld must be between 1 and 1000",
                           m[0]);
        if (nmods == 2 && m[1] > 1000)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "NUMERIC scale %ld must be between -1000 and 1000",
                           m[1]);
        if (nmods == 2 && m[1] < 0)
            return err_set(err, QPROP_EUNSUPPORTED, tn->loc,
                           "negative NUMERIC scale is not supported");
        t.prec = (int16_t)m[0];
        t.scale = (int16_t)(nmods == 2 ? m[1] : 0);
        break;
    case T_BPCHAR:
    case T_VARCHAR: {
        const char *what = id == T_BPCHAR ? "char" : "varchar";

        if (nmods > 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid type modifier");
        if (m[0] < 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "length for type %s must be at least 1", what);
        if (m[0] > 10485760)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "length for type %s cannot exceed 10485760", what);
        t.len = (int32_t)m[0];
        break;
    }
    case T_FLOAT4:
    case T_FLOAT8:
        if (strcmp(name, "float") != 0 || nmods > 1)
            goto not_allowed;
        if (m[0] < 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "precision for type float must be at least 1 bit");
        if (m[0] > 53)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "precision for type float must be less than 54 "
                           "bits");
        t = type_plain(m[0] <= 24 ? T_FLOAT4 : T_FLOAT8);
        break;
    case T_TIME:
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        if (nmods > 1)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "invalid type modifier");
        if (m[0] < 0)
            return err_set(err, QPROP_ESEMANTIC, tn->loc,
                           "%s(%ld) precision must not be negative",
                           id == T_TIME ? "TIME"
                           : id == T_TIMESTAMP ? "TIMESTAMP"
                                               : "TIMESTAMP WITH TIME ZONE",
                           m[0]);
        t.prec = (int16_t)(m[0] > 6 ? 6 : m[0]);
        break;
    case T_INTERVAL:
        /* interval(p): fractional second precision, not modelled */
        break;
    default:
        goto not_allowed;
    }
    *out = t;
    return QPROP_OK;

not_allowed:
    return err_set(err, QPROP_ESEMANTIC, tn->loc,
                   "type modifier is not allowed for type \"%s\"",
                   name);
}

/* ---- bound values ---- */

/* Evaluate the constant expression 'n' of a bound into '*out', in 'a'. */
static qprop_status
eval_const(arena *a, const ast *n, datum *out, qprop_error *err)
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
            return datum_parse(a, t, n->cnst.str, n->loc, out, err);
        default:
            break;
        }
        break;
    case AST_CAST: {
        datum in;

        st = catalog_resolve_type(n->cast.typename, &t, err);
        if (st == QPROP_OK)
            st = eval_const(a, n->cast.arg, &in, err);
        if (st != QPROP_OK)
            return st;
        if (t.id == T_INTERVAL && in.type.id == T_UNKNOWN && !in.is_null)
            return datum_parse_interval(a, in.v.s,
                                        n->cast.typename->type.ivf_from,
                                        n->cast.typename->type.ivf_to,
                                        n->loc, out, err);
        return datum_cast_explicit(a, &in, t, n->loc, out, err);
    }
    case AST_OP:
        if (!n->op.left && n->op.right
            && (strcmp(n->op.name, "-") == 0 || strcmp(n->op.name, "+") == 0)) {
            bool neg = n->op.name[0] == '-';

            st = eval_const(a, n->op.right, out, err);
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
bound_value(arena *a, const ast *n, const cat_column *col, datum *out,
            qprop_error *err)
{
    datum v;
    qprop_error local;
    qprop_status st;

    st = eval_const(a, n, &v, err);
    if (st != QPROP_OK)
        return st;
    if (v.is_null) {
        *out = datum_null(col->type);
        return QPROP_OK;
    }
    if (col->type.id == T_ANY)
        return err_set(err, QPROP_EUNSUPPORTED, n->loc,
                       "partition keys of unmodelled types are not "
                       "supported");
    err_clear(&local);
    st = datum_cast(a, &v, col->type, n->loc, out, &local);
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
range_side(arena *a, const cat_table *parent, const list *vals,
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
        const cat_column *col = &parent->cols[parent->keycols[i]];
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
        st = bound_value(a, v, col, &(*dv)[i], err);
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

/*
 * Convert the AST_PARTBOUND 'spec' of a partition of 'parent' into '*out'
 * (in 'a').  Checks the bound's own shape, not its siblings.  For a list
 * bound, '*locs' gets the position of each (deduplicated) value.
 */
static qprop_status
build_bound(arena *a, const cat_table *parent, const ast *spec,
            cat_bound **out, int **locs, qprop_error *err)
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
        const cat_column *col = &parent->cols[parent->keycols[0]];
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

            st = bound_value(a, list_nth(spec->bound.in, i), col, &v, err);
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
        st = range_side(a, parent, spec->bound.from, "FROM", spec->loc,
                        &b->lo, &b->lo_kind, err);
        if (st == QPROP_OK)
            st = range_side(a, parent, spec->bound.to, "TO", spec->loc,
                            &b->hi, &b->hi_kind, err);
        if (st != QPROP_OK)
            return st;
        break;
    }
    *out = b;
    return QPROP_OK;
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

/*
 * Check the converted bound 'b' of new partition 'name' against the
 * existing partitions of 'parent', as check_new_partition_bound() does.
 */
static qprop_status
check_bound(arena *a, const cat_table *parent, const char *name,
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
    return ERR_INTERNAL(err, "check_bound: bad bound kind");
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
static bool
insert_child(arena *a, cat_table *parent, cat_table *child)
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

static void
remove_child(cat_table *parent, const cat_table *child)
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

/* ---- primary keys ---- */

/*
 * Check that a primary key on columns 'names' (count 'n') of 't' includes
 * the partition key of 't' and of every partitioned table below it.
 */
static qprop_status
check_pkey_covers_partkey(arena *a, const cat_table *t, const char **names,
                          int n, int loc, qprop_error *err)
{
    list *all = NULL;

    if (!subtree(a, t, &all))
        return oom(err);
    for (int i = 0; i < list_len(all); i++) {
        const cat_table *x = list_nth(all, i);

        if (!x->is_partitioned)
            continue;
        for (int k = 0; k < x->nkeys; k++) {
            const char *kc = x->cols[x->keycols[k]].name;
            bool found = false;

            for (int j = 0; j < n && !found; j++)
                found = strcmp(names[j], kc) == 0;
            if (!found) {
                err_set(err, QPROP_ESEMANTIC, loc,
                        "unique constraint on partitioned table must "
                        "include all partitioning columns");
                err_detail(err, "PRIMARY KEY constraint on table \"%s\" "
                           "lacks column \"%s\" which is part of the "
                           "partition key.", x->name, kc);
                return QPROP_ESEMANTIC;
            }
        }
    }
    return QPROP_OK;
}

/* Set the primary key of 't' to the columns named 'names' (all exist). */
static bool
set_pkey(arena *a, cat_table *t, const char **names, int n)
{
    int *pk = ARENA_NEWN(a, int, n > 0 ? n : 1);

    if (!pk)
        return false;
    for (int i = 0; i < n; i++) {
        pk[i] = cat_column_index(t, names[i]);
        t->cols[pk[i]].not_null = true;
    }
    t->pkey = pk;
    t->npkey = n;
    return true;
}

/* Names of the primary key columns of 't', in 'a'. */
static const char **
pkey_names(arena *a, const cat_table *t)
{
    const char **names = ARENA_NEWN(a, const char *, t->npkey + 1);

    if (!names)
        return NULL;
    for (int i = 0; i < t->npkey; i++)
        names[i] = t->cols[t->pkey[i]].name;
    return names;
}

/* ---- CREATE TABLE ---- */

static const struct {
    const char *name;
    qp_typeid id;
} serial_types[] = {
    {"bigserial", T_INT8}, {"serial", T_INT4}, {"serial2", T_INT2},
    {"serial4", T_INT4},   {"serial8", T_INT8}, {"smallserial", T_INT2},
};

/* Type of a column definition; serial types are integers NOT NULL. */
static qprop_status
column_type(const ast *def, qp_type *t, bool *serial, qprop_error *err)
{
    const ast *tn = def->coldef.typename;

    *serial = false;
    if (!tn)
        return err_set(err, QPROP_ESEMANTIC, def->loc,
                       "column \"%s\" has no type", def->coldef.name);
    if (tn->type.name.n == 1 && !tn->type.array && !tn->type.mods) {
        for (size_t i = 0; i < sizeof serial_types / sizeof serial_types[0];
             i++) {
            if (strcmp(serial_types[i].name, tn->type.name.part[0]) == 0) {
                *t = type_plain(serial_types[i].id);
                *serial = true;
                return QPROP_OK;
            }
        }
    }
    return catalog_resolve_type(tn, t, err);
}

/* Partition key of 't' from the AST_PARTSPEC 'ps'. */
static qprop_status
set_partkey(arena *a, cat_table *t, const ast *ps, qprop_error *err)
{
    int n = list_len(ps->partspec.keys);

    if (n == 0)
        return ERR_INTERNAL(err, "empty partition key");
    if (ps->partspec.strategy == PART_LIST && n > 1)
        return err_set(err, QPROP_ESEMANTIC, ps->loc,
                       "cannot use \"list\" partition strategy with more "
                       "than one column");
    t->keycols = ARENA_NEWN(a, int, n);
    t->keyopclass = ARENA_NEWN(a, const char *, n);
    t->keycoll = ARENA_NEWN(a, const char *, n);
    if (!t->keycols || !t->keyopclass || !t->keycoll)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const ast *k = list_nth(ps->partspec.keys, i);
        const char *cname;
        int c;

        if (k->kind != AST_COLREF || k->colref.n != 1 || k->colref.star)
            return err_set(err, QPROP_EUNSUPPORTED, k->loc,
                           "partition key expressions are not supported");
        cname = k->colref.part[0];
        c = cat_column_index(t, cname);
        if (c < 0)
            return err_set(err, QPROP_ESEMANTIC, k->loc,
                           "column \"%s\" named in partition key does not "
                           "exist", cname);
        if (t->cols[c].type.id == T_ANY)
            return err_set(err, QPROP_EUNSUPPORTED, k->loc,
                           "partition key column \"%s\" has a type qprop "
                           "does not model", cname);
        t->keycols[i] = c;
        /* the key's names outlive the statement: copy them */
        if ((k->colref.opclass
             && !(t->keyopclass[i] = arena_strdup(a, k->colref.opclass)))
            || (k->colref.collation
                && !(t->keycoll[i] = arena_strdup(a, k->colref.collation))))
            return oom(err);
    }
    t->is_partitioned = true;
    t->strategy = ps->partspec.strategy;
    t->nkeys = n;
    return QPROP_OK;
}

static cat_table *
new_table(arena *a, const char *name, int loc)
{
    cat_table *t = ARENA_NEW(a, cat_table);

    if (!t)
        return NULL;
    t->name = arena_strdup(a, name);
    if (!t->name)
        return NULL;
    t->reltuples = -1;
    t->loc = loc;
    return t;
}

/* Columns of a plain CREATE TABLE; counts inline PRIMARY KEYs. */
static qprop_status
define_columns(arena *a, cat_table *t, const ast *st, const char ***pk,
               int *npk, qprop_error *err)
{
    const list *defs = st->create.columns;
    int n = list_len(defs);
    qprop_status rc;

    t->cols = ARENA_NEWN(a, cat_column, n > 0 ? n : 1);
    if (!t->cols)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const ast *def = list_nth(defs, i);
        cat_column *c = &t->cols[i];
        bool serial;

        if (cat_column_index(t, def->coldef.name) >= 0)
            return err_set(err, QPROP_ESEMANTIC, def->loc,
                           "column \"%s\" specified more than once",
                           def->coldef.name);
        rc = column_type(def, &c->type, &serial, err);
        if (rc != QPROP_OK)
            return rc;
        c->name = arena_strdup(a, def->coldef.name);
        if (!c->name)
            return oom(err);
        c->not_null = def->coldef.not_null || serial;
        t->ncols++;
        if (def->coldef.primary_key) {
            if (*npk > 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "multiple primary keys for table \"%s\" are "
                               "not allowed", t->name);
            *pk = ARENA_NEWN(a, const char *, 1);
            if (!*pk)
                return oom(err);
            (*pk)[0] = c->name;
            *npk = 1;
        }
    }
    return QPROP_OK;
}

/* Constraints given to the columns of a PARTITION OF child. */
static qprop_status
partition_columns(arena *a, cat_table *t, const cat_table *parent,
                  const ast *st, const char ***pk, int *npk,
                  qprop_error *err)
{
    const list *defs = st->create.columns;

    t->ncols = parent->ncols;
    t->cols = ARENA_NEWN(a, cat_column, parent->ncols > 0 ? parent->ncols : 1);
    if (!t->cols)
        return oom(err);
    memcpy(t->cols, parent->cols, sizeof(cat_column) * (size_t)parent->ncols);
    for (int i = 0; i < list_len(defs); i++) {
        const ast *def = list_nth(defs, i);
        int c = cat_column_index(t, def->coldef.name);

        for (int j = 0; j < i; j++) {
            const ast *prev = list_nth(defs, j);

            if (strcmp(prev->coldef.name, def->coldef.name) == 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "column \"%s\" specified more than once",
                               def->coldef.name);
        }
        if (c < 0)
            return err_set(err, QPROP_ESEMANTIC, def->loc,
                           "column \"%s\" does not exist", def->coldef.name);
        if (def->coldef.not_null)
            t->cols[c].not_null = true;
        if (def->coldef.primary_key) {
            if (*npk > 0)
                return err_set(err, QPROP_ESEMANTIC, def->loc,
                               "multiple primary keys for table \"%s\" are "
                               "not allowed", t->name);
            *pk = ARENA_NEWN(a, const char *, 1);
            if (!*pk)
                return oom(err);
            (*pk)[0] = t->cols[c].name;
            *npk = 1;
        }
    }
    return QPROP_OK;
}

/* Look up 'name' as a partitioned table, for PARTITION OF and ALTER. */
static qprop_status
find_partitioned(const catalog *cat, const char *name, int loc,
                 cat_table **out, qprop_error *err)
{
    cat_table *p = catalog_find(cat, name);

    if (!p)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "relation \"%s\" does not exist", name);
    if (p->is_view)
        return err_set(err, QPROP_ESEMANTIC, loc, "\"%s\" is not a table",
                       name);
    if (!p->is_partitioned)
        return err_set(err, QPROP_ESEMANTIC, loc,
                       "table \"%s\" is not partitioned", name);
    *out = p;
    return QPROP_OK;
}

static qprop_status
create_table(catalog *cat, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = relname(&st->create.name);
    cat_table *parent = NULL, *t;
    const char **pk = NULL;
    int npk = 0;
    qprop_status rc;

    if (catalog_find(cat, name)) {
        if (st->create.if_not_exists)
            return QPROP_OK;
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" already exists", name);
    }
    if (st->create.parent.n > 0) {
        rc = find_partitioned(cat, relname(&st->create.parent), st->loc,
                              &parent, err);
        if (rc != QPROP_OK)
            return rc;
        if (!st->create.bound)
            return ERR_INTERNAL(err, "PARTITION OF without a bound");
    }
    t = new_table(a, name, st->loc);
    if (!t)
        return oom(err);
    if (parent)
        rc = partition_columns(a, t, parent, st, &pk, &npk, err);
    else
        rc = define_columns(a, t, st, &pk, &npk, err);
    if (rc != QPROP_OK)
        return rc;

    /* table-level PRIMARY KEY (cols) */
    if (st->create.pkey) {
        int n = list_len(st->create.pkey);

        if (npk > 0)
            return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                           "multiple primary keys for table \"%s\" are not "
                           "allowed", name);
        pk = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
        if (!pk)
            return oom(err);
        for (int i = 0; i < n; i++) {
            const char *c = list_nth(st->create.pkey, i);

            if (cat_column_index(t, c) < 0)
                return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                               "column \"%s\" named in key does not exist", c);
            for (int j = 0; j < i; j++)
                if (strcmp(pk[j], c) == 0)
                    return err_set(err, QPROP_ESEMANTIC, st->create.pkey_loc,
                                   "column \"%s\" appears twice in primary "
                                   "key constraint", c);
            pk[i] = t->cols[cat_column_index(t, c)].name;
        }
        npk = n;
    }
    /* a partition inherits its parent's primary key */
    if (parent && npk == 0 && parent->npkey > 0) {
        pk = pkey_names(a, parent);
        if (!pk)
            return oom(err);
        npk = parent->npkey;
    }

    if (st->create.partspec) {
        rc = set_partkey(a, t, st->create.partspec, err);
        if (rc != QPROP_OK)
            return rc;
    }
    if (npk > 0) {
        rc = check_pkey_covers_partkey(a, t, pk, npk,
                                       st->create.pkey ? st->create.pkey_loc
                                                       : st->loc,
                                       err);
        if (rc != QPROP_OK)
            return rc;
        if (!set_pkey(a, t, pk, npk))
            return oom(err);
    }
    if (parent) {
        cat_bound *b;
        int *locs = NULL;

        rc = build_bound(a, parent, st->create.bound, &b, &locs, err);
        if (rc == QPROP_OK)
            rc = check_bound(a, parent, name, st->create.bound, b, locs,
                             err);
        if (rc != QPROP_OK)
            return rc;
        t->parent = parent;
        t->bound = b;
    }
    if (a->failed)
        return oom(err);

    /* commit */
    if (parent && !insert_child(a, parent, t))
        return oom(err);
    if (!hmap_put(&cat->names, t->name, t)) {
        if (parent)
            remove_child(parent, t);
        return oom(err);
    }
    return QPROP_OK;
}

/* ---- CREATE VIEW ---- */

static qprop_status
create_view(catalog *cat, const ast *st, const char *text, size_t len,
            int base_line, qprop_error *err)
{
    arena *a = &cat->a;
    const char *name = relname(&st->view.name);
    cat_table *old = catalog_find(cat, name), *v;
    const ast *q = st->view.query;
    int n = list_len(st->view.colnames);

    if (old) {
        if (!old->is_view && st->view.or_replace)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a view", name);
        if (!st->view.or_replace)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" already exists", name);
    }
    if (!q || q->loc < 0 || q->end < q->loc || (size_t)q->end > len)
        return ERR_INTERNAL(err, "view query has no text");
    v = new_table(a, name, st->loc);
    if (!v)
        return oom(err);
    v->is_view = true;
    v->view_sql = arena_strndup(a, text + q->loc, (size_t)(q->end - q->loc));
    v->view_line = base_line;
    for (int i = 0; i < q->loc; i++)
        if (text[i] == '\n')
            v->view_line++;
    v->cols = ARENA_NEWN(a, cat_column, n > 0 ? n : 1);
    if (!v->view_sql || !v->cols)
        return oom(err);
    for (int i = 0; i < n; i++) {
        const char *c = list_nth(st->view.colnames, i);

        if (cat_column_index(v, c) >= 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" specified more than once", c);
        v->cols[i].name = arena_strdup(a, c);
        v->cols[i].type = type_plain(T_ANY);
        if (!v->cols[i].name)
            return oom(err);
        v->ncols++;
    }
    if (a->failed || !hmap_put(&cat->names, v->name, v))
        return oom(err);
    return QPROP_OK;
}

/* ---- DROP ---- */

static qprop_status
drop(catalog *cat, const ast *st, qprop_error *err)
{
    arena *a = &cat->a;
    bool is_view = st->drop.is_view;
    list *victims = NULL, *all = NULL;

    for (int i = 0; i < list_len(st->drop.names); i++) {
        const ast_name *nm = list_nth(st->drop.names, i);
        const char *name = relname(nm);
        cat_table *t = catalog_find(cat, name);

        if (!t) {
            if (st->drop.if_exists)
                continue;
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "%s \"%s\" does not exist",
                           is_view ? "view" : "table", name);
        }
        if (t->is_view != is_view) {
            err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a %s", name,
                    is_view ? "view" : "table");
            err_hint(err, "Use DROP %s to remove a %s.",
                     is_view ? "TABLE" : "VIEW", is_view ? "table" : "view");
            return QPROP_ESEMANTIC;
        }
        if (!list_push(a, &victims, t))
            return oom(err);
    }
    for (int i = 0; i < list_len(victims); i++)
        if (!subtree(a, list_nth(victims, i), &all))
            return oom(err);
    /* commit: nothing below allocates */
    for (int i = 0; i < list_len(victims); i++) {
        cat_table *t = list_nth(victims, i);

        if (t->parent) {
            remove_child(t->parent, t);
            t->parent = NULL;
        }
    }
    for (int i = 0; i < list_len(all); i++) {
        cat_table *t = list_nth(all, i);

        if (catalog_find(cat, t->name) == t)
            hmap_del(&cat->names, t->name);
    }
    return QPROP_OK;
}

/* ---- ALTER TABLE ---- */

static qprop_status
add_primary_key(catalog *cat, const ast *st, cat_table *t, qprop_error *err)
{
    arena *a = &cat->a;
    int n = list_len(st->alter.cols);
    const char **names = ARENA_NEWN(a, const char *, n > 0 ? n : 1);
    list *all = NULL;
    qprop_status rc;

    if (!names)
        return oom(err);
    if (t->npkey > 0)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "multiple primary keys for table \"%s\" are not "
                       "allowed", t->name);
    for (int i = 0; i < n; i++) {
        const char *c = list_nth(st->alter.cols, i);
        int k = cat_column_index(t, c);

        if (k < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" named in key does not exist", c);
        for (int j = 0; j < i; j++)
            if (strcmp(names[j], c) == 0)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "column \"%s\" appears twice in primary key "
                               "constraint", c);
        names[i] = t->cols[k].name;
    }
    rc = check_pkey_covers_partkey(a, t, names, n, st->loc, err);
    if (rc != QPROP_OK)
        return rc;
    if (!subtree(a, t, &all))
        return oom(err);
    /* allocate every key first, so a failure changes nothing */
    {
        int **keys = ARENA_NEWN(a, int *, list_len(all));

        if (!keys)
            return oom(err);
        for (int i = 0; i < list_len(all); i++) {
            keys[i] = ARENA_NEWN(a, int, n > 0 ? n : 1);
            if (!keys[i])
                return oom(err);
        }
        for (int i = 0; i < list_len(all); i++) {
            cat_table *x = list_nth(all, i);

            /* the index reaches every partition that has no key yet */
            if (x != t && x->npkey > 0)
                continue;
            for (int j = 0; j < n; j++) {
                keys[i][j] = cat_column_index(x, names[j]);
                x->cols[keys[i][j]].not_null = true;
            }
            x->pkey = keys[i];
            x->npkey = n;
        }
    }
    return QPROP_OK;
}

static qprop_status
attach_partition(catalog *cat, const ast *st, cat_table *parent,
                 qprop_error *err)
{
    arena *a = &cat->a;
    const char *cname = relname(&st->alter.child);
    cat_table *child = catalog_find(cat, cname);
    cat_bound *b;
    int *locs = NULL;
    qprop_status rc;

    if (!child)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "relation \"%s\" does not exist", cname);
    if (child->is_view)
        return err_set(err, QPROP_ESEMANTIC, st->loc, "\"%s\" is not a table",
                       cname);
    if (child->parent)
        return err_set(err, QPROP_ESEMANTIC, st->loc,
                       "\"%s\" is already a partition", cname);
    for (const cat_table *p = parent; p; p = p->parent) {
        if (p == child) {
            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "circular inheritance not allowed");
            err_detail(err, "\"%s\" is already a child of \"%s\".",
                       parent->name, cname);
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < child->ncols; i++) {
        if (cat_column_index(parent, child->cols[i].name) < 0) {
            err_set(err, QPROP_ESEMANTIC, st->loc,
                    "table \"%s\" contains column \"%s\" not found in parent "
                    "\"%s\"", cname, child->cols[i].name, parent->name);
            err_detail(err, "The new partition may contain only the columns "
                       "present in parent.");
            return QPROP_ESEMANTIC;
        }
    }
    for (int i = 0; i < parent->ncols; i++) {
        const cat_column *pc = &parent->cols[i];
        int k = cat_column_index(child, pc->name);
        const qp_type *ct;

        if (k < 0)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "child table is missing column \"%s\"", pc->name);
        ct = &child->cols[k].type;
        if (ct->id != pc->type.id || ct->prec != pc->type.prec
            || ct->scale != pc->type.scale || ct->len != pc->type.len)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "child table \"%s\" has different type for column "
                           "\"%s\"", cname, pc->name);
        if (pc->not_null && !child->cols[k].not_null)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "column \"%s\" in child table must be marked NOT "
                           "NULL", pc->name);
    }
    if (!st->alter.bound)
        return ERR_INTERNAL(err, "ATTACH PARTITION without a bound");
    rc = build_bound(a, parent, st->alter.bound, &b, &locs, err);
    if (rc == QPROP_OK)
        rc = check_bound(a, parent, cname, st->alter.bound, b, locs, err);
    if (rc != QPROP_OK)
        return rc;
    if (a->failed)
        return oom(err);
    child->bound = b; /* insert_child() sorts by it */
    if (!insert_child(a, parent, child)) {
        child->bound = NULL;
        return oom(err);
    }
    child->parent = parent;
    return QPROP_OK;
}

static qprop_status
alter_table(catalog *cat, const ast *st, qprop_error *err)
{
    const char *name = relname(&st->alter.name);
    cat_table *t;
    qprop_status rc;

    switch (st->alter.kind) {
    case ALTER_OTHER:
        return QPROP_OK;
    case ALTER_ADD_PRIMARY_KEY:
        t = catalog_find(cat, name);
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "relation \"%s\" does not exist", name);
        if (t->is_view)
            return err_set(err, QPROP_ESEMANTIC, st->loc,
                           "\"%s\" is not a table", name);
        return add_primary_key(cat, st, t, err);
    case ALTER_ATTACH_PARTITION:
    case ALTER_DETACH_PARTITION:
        rc = find_partitioned(cat, name, st->loc, &t, err);
        if (rc != QPROP_OK)
            return rc;
        if (st->alter.kind == ALTER_ATTACH_PARTITION)
            return attach_partition(cat, st, t, err);
        {
            const char *cname = relname(&st->alter.child);
            cat_table *child = catalog_find(cat, cname);

            if (!child)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "relation \"%s\" does not exist", cname);
            if (child->parent != t)
                return err_set(err, QPROP_ESEMANTIC, st->loc,
                               "relation \"%s\" is not a partition of "
                               "relation \"%s\"", cname, name);
            remove_child(t, child);
            child->parent = NULL;
            child->bound = NULL;
            return QPROP_OK;
        }
    }
    return ERR_INTERNAL(err, "alter_table: bad ALTER kind");
}

/* ---- entry point ---- */

qprop_status
catalog_apply(catalog *cat, const ast *stmt, const char *text, size_t len,
              int base_line, qprop_error *err)
{
    cat_table *t;

    if (cat->a.failed)
        return oom(err);
    switch (stmt->kind) {
    case AST_CREATE_TABLE:
        return create_table(cat, stmt, err);
    case AST_CREATE_VIEW:
        return create_view(cat, stmt, text, len, base_line, err);
    case AST_DROP:
        return drop(cat, stmt, err);
    case AST_ALTER_TABLE:
        return alter_table(cat, stmt, err);
    case AST_RELSTATS:
        t = stmt->relstats.relname ? catalog_find(cat, stmt->relstats.relname)
                                   : NULL;
        if (!t)
            return err_set(err, QPROP_ESEMANTIC, stmt->loc,
                           "relation \"%s\" does not exist",
                           stmt->relstats.relname ? stmt->relstats.relname
                                                  : "");
        if (stmt->relstats.reltuples != -1)
            t->reltuples = stmt->relstats.reltuples;
        return QPROP_OK;
    default:
        break;
    }
    return ERR_INTERNAL(err, "catalog_apply: not a catalog statement");
}
