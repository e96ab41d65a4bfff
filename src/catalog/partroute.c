/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/partroute.c — which partition a row lands in
 *
 * One level at a time: the key values of the level are picked from the
 * row by column name (a partition may order its columns differently from
 * its root), the level's strategy selects a child, and a partitioned child
 * is routed in turn.  Children are in bound order (catalog.h), the
 * default partition last, so a range level is searched with a binary
 * search on the lower bounds.
 */
#include "catalog/partroute.h"

#include <string.h>

#include "catalog/parthash.h"

int
part_key_rootcol(const cat_table *root, const cat_table *x, int k)
{
    if (!x->is_partitioned || k < 0 || k >= x->nkeys || x->keycols[k] < 0)
        return -1; /* an expression key reads no one column */
    return cat_column_index(root, x->cols[x->keycols[k]].name);
}

bool
part_key_modelled(const cat_table *x, int k)
{
    static const char *const btree_ok[] = {
        "bool_ops", "int2_ops", "int4_ops", "int8_ops", "numeric_ops",
        "text_ops", "varchar_ops", "bpchar_ops", "date_ops", "timestamp_ops",
        "text_pattern_ops", "varchar_pattern_ops", "enum_ops", "uuid_ops",
    };
    qp_typeid id = cat_key_column(x, k)->type.id;
    const char *op = x->keyopclass ? x->keyopclass[k] : NULL;
    const char *coll = x->keycoll ? x->keycoll[k] : NULL;

    if (coll && strcmp(coll, "C") != 0 && strcmp(coll, "POSIX") != 0
        && strcmp(coll, "default") != 0)
        return false;
    if (x->strategy == PART_HASH
        && parthash_is_uuid(cat_key_column(x, k)->type))
        return !op || strcmp(op, "uuid_ops") == 0;
    if (x->strategy == PART_HASH)
        return parthash_opclass_ok(id, op);
    if (!cat_partkey_type_modelled(id))
        return false;
    if (!op)
        return true;
    for (size_t i = 0; i < sizeof btree_ok / sizeof btree_ok[0]; i++)
        if (strcmp(op, btree_ok[i]) == 0)
            return true;
    return false;
}

int
part_rbound_cmp(int nkeys, const datum *const *tup, const datum *bv,
                const cat_rbkind *bk)
{
    for (int i = 0; i < nkeys; i++) {
        int c;

        if (bk[i] == RB_MINVALUE)
            return 1;
        if (bk[i] == RB_MAXVALUE)
            return -1;
        c = datum_cmp(tup[i], &bv[i], NULL);
        if (c != 0)
            return c;
    }
    return 0;
}

/* The default partition of 'x', or NULL. */
static const cat_table *
default_child(const cat_table *x)
{
    int n = list_len(x->children);
    const cat_table *c;

    if (n == 0)
        return NULL;
    c = list_nth(x->children, n - 1);
    return c->bound && c->bound->kind == BOUND_DEFAULT ? c : NULL;
}

/* The range partition of 'x' holding the non-NULL tuple 'tup', or NULL. */
static const cat_table *
route_range(const cat_table *x, const datum *const *tup)
{
    int lo = 0, hi = list_len(x->children) - 1, found = -1;
    const cat_table *c;

    if (default_child(x))
        hi--;
    /* the last partition whose lower bound is <= tup */
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                          mid))->bound;

        if (part_rbound_cmp(x->nkeys, tup, b->lo, b->lo_kind) >= 0) {
            found = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    if (found < 0)
        return NULL;
    c = list_nth(x->children, found);
    if (part_rbound_cmp(x->nkeys, tup, c->bound->hi, c->bound->hi_kind) < 0)
        return c;
    return NULL;
}

/* The list partition of 'x' listing 'v' (NULL allowed), or NULL. */
static const cat_table *
route_list(const cat_table *x, const datum *v)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_table *c = list_nth(x->children, i);
        const cat_bound *b = c->bound;

        if (b->kind != BOUND_LIST)
            continue;
        for (int j = 0; j < b->nvalues; j++) {
            const datum *w = &b->values[j];

            if (v->is_null ? w->is_null
                           : !w->is_null && datum_cmp(v, w, NULL) == 0)
                return c;
        }
    }
    return NULL;
}

/* The hash partition of 'x' for the row hash 'h', or NULL. */
static const cat_table *
route_hash(const cat_table *x, uint64_t h)
{
    for (int i = 0; i < list_len(x->children); i++) {
        const cat_table *c = list_nth(x->children, i);
        const cat_bound *b = c->bound;

        if (b->kind == BOUND_HASH && b->modulus > 0
            && h % (uint64_t)b->modulus == (uint64_t)b->remainder)
            return c;
    }
    return NULL;
}

/* ---- expression keys ---- */

/* Days since 2000-01-01 of the civil date y-m-d (proleptic Gregorian). */
static int64_t
days_of(int64_t y, int m, int d)
{
    int64_t era, yoe, doy;

    y -= m <= 2;
    era = (y >= 0 ? y : y - 399) / 400;
    yoe = y - era * 400;
    doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    /* 719468: 0000-03-01 to 1970-01-01; 10957: 1970-01-01 to 2000-01-01 */
    return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468
           - 10957;
}

/* The civil date of day 'z' since 2000-01-01. */
static void
civil_of(int64_t z, int64_t *y, int *m, int *d)
{
    int64_t era, doe, yoe, doy, mp;

    z += 10957 + 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int64_t
floor_div(int64_t x, int64_t y)
{
    int64_t q = x / y;

    return q - ((x % y != 0) && ((x < 0) != (y < 0)));
}

/* timestamp_trunc() of the timestamp 'us' (microseconds since 2000) to
   'unit'; false for a unit or year it does not do here. */
static bool
trunc_ts(const char *unit, int64_t us, int64_t *out)
{
    static const struct { const char *name; int64_t usecs; } fixed[] = {
        {"microseconds", 1}, {"milliseconds", 1000}, {"second", 1000000},
        {"minute", INT64_C(60000000)}, {"hour", INT64_C(3600000000)},
        {"day", INT64_C(86400000000)},
    };
    int64_t day = floor_div(us, INT64_C(86400000000)), y;
    int m, d;

    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (strcmp(unit, fixed[i].name) == 0) {
            *out = floor_div(us, fixed[i].usecs) * fixed[i].usecs;
            return true;
        }
    civil_of(day, &y, &m, &d);
    if (y < 1)
        return false; /* BC: PostgreSQL's rules for those differ */
    if (strcmp(unit, "week") == 0)
        day -= (day % 7 + 7 + 5) % 7; /* to Monday; day 0 is a Saturday */
    else if (strcmp(unit, "month") == 0)
        day = days_of(y, m, 1);
    else if (strcmp(unit, "quarter") == 0)
        day = days_of(y, (m - 1) / 3 * 3 + 1, 1);
    else if (strcmp(unit, "year") == 0)
        day = days_of(y, 1, 1);
    else
        return false;
    *out = day * INT64_C(86400000000);
    return true;
}

/* Integer result 'r' (of a computation that overflowed if 'ovf') in
   integer type 't' into '*out'; false when it does not fit. */
static bool
int_result(int64_t r, bool ovf, qp_type t, datum *out)
{
    if (ovf || (t.id == T_INT4 && (r < INT32_MIN || r > INT32_MAX))
        || (t.id == T_INT2 && (r < INT16_MIN || r > INT16_MAX)))
        return false;
    *out = datum_null(t);
    out->is_null = false;
    out->v.i = r;
    return true;
}

/* The operator or function 'k' on the non-NULL values 'v' (already in
   the types k reads them as).  0 with '*out', or a part_route_result. */
static int
keyx_apply(arena *a, const cat_keyx *k, const datum *v, datum *out)
{
    const char *n = k->name;
    int64_t r = 0;
    bool ovf = false, ints = type_is_integer(k->type.id);

    for (int i = 0; i < k->nargs; i++)
        ints = ints && type_is_integer(v[i].type.id);
    if (k->kind == KX_OP && k->nargs == 2 && ints && strlen(n) == 1
        && strchr("+-*/%", n[0])) {
        int64_t x = v[0].v.i, y = v[1].v.i;

        switch (n[0]) {
        case '+': ovf = __builtin_add_overflow(x, y, &r); break;
        case '-': ovf = __builtin_sub_overflow(x, y, &r); break;
        case '*': ovf = __builtin_mul_overflow(x, y, &r); break;
        default:
            if (y == 0)
                return PR_KEY_ERROR;
            if (y == -1) /* INT64_MIN / -1 overflows; % -1 is 0 */
                ovf = n[0] == '/' && __builtin_sub_overflow(0, x, &r);
            else
                r = n[0] == '/' ? x / y : x % y;
            break;
        }
        return int_result(r, ovf, k->type, out) ? 0 : PR_KEY_ERROR;
    }
    if (k->kind == KX_OP && k->nargs == 1 && ints && strcmp(n, "-") == 0) {
        ovf = __builtin_sub_overflow((int64_t)0, v[0].v.i, &r);
        return int_result(r, ovf, k->type, out) ? 0 : PR_KEY_ERROR;
    }
    if (k->kind == KX_FUNC && ints && k->nargs == 1 && strcmp(n, "abs") == 0)
        return int_result(v[0].v.i < 0 ? -v[0].v.i : v[0].v.i,
                          v[0].v.i == INT64_MIN, k->type, out)
               ? 0 : PR_KEY_ERROR;
    if (k->kind == KX_FUNC && ints && k->nargs == 2 && strcmp(n, "mod") == 0) {
        if (v[1].v.i == 0)
            return PR_KEY_ERROR;
        return int_result(v[1].v.i == -1 ? 0 : v[0].v.i % v[1].v.i, false,
                          k->type, out) ? 0 : PR_KEY_ERROR;
    }
    if (k->type.id == T_TEXT && k->nargs >= 1
        && type_category(v[0].type.id) == TC_STRING) {
        char *s;
        size_t len = strlen(v[0].v.s);

        *out = datum_null(k->type);
        out->is_null = false;
        if (k->kind == KX_OP && k->nargs == 2 && strcmp(n, "||") == 0
            && type_category(v[1].type.id) == TC_STRING) {
            out->v.s = arena_printf(a, "%s%s", v[0].v.s, v[1].v.s);
            return out->v.s ? 0 : PR_UNSUPPORTED;
        }
        if (k->kind != KX_FUNC || k->nargs != 1
            || !(s = arena_strndup(a, v[0].v.s, len)))
            return PR_UNSUPPORTED;
        if (strcmp(n, "lower") == 0 || strcmp(n, "upper") == 0) {
            /* lower() and upper() of ASCII only: other letters follow
               the database's locale */
            for (size_t i = 0; i < len; i++) {
                if ((unsigned char)s[i] >= 0x80)
                    return PR_UNSUPPORTED;
                if (n[0] == 'l' && s[i] >= 'A' && s[i] <= 'Z')
                    s[i] = (char)(s[i] - 'A' + 'a');
                if (n[0] == 'u' && s[i] >= 'a' && s[i] <= 'z')
                    s[i] = (char)(s[i] - 'a' + 'A');
            }
        } else if (strcmp(n, "btrim") == 0 || strcmp(n, "ltrim") == 0
                   || strcmp(n, "rtrim") == 0) {
            size_t b = 0, e = len;

            while (n[0] != 'r' && b < e && s[b] == ' ')
                b++;
            while (n[0] != 'l' && e > b && s[e - 1] == ' ')
                e--;
            s[e] = '\0';
            s += b;
        } else {
            return PR_UNSUPPORTED;
        }
        out->v.s = s;
        return 0;
    }
    if (k->kind == KX_FUNC && k->nargs == 1 && k->type.id == T_INT4
        && type_category(v[0].type.id) == TC_STRING
        && (strcmp(n, "length") == 0 || strcmp(n, "char_length") == 0)) {
        int64_t chars = 0;

        for (const char *p = v[0].v.s; *p; p++)
            chars += ((unsigned char)*p & 0xC0) != 0x80;
        return int_result(chars, false, k->type, out) ? 0 : PR_UNSUPPORTED;
    }
    if (k->kind == KX_FUNC && k->nargs == 2 && strcmp(n, "date_trunc") == 0
        && k->type.id == T_TIMESTAMP && v[1].type.id == T_TIMESTAMP
        && type_category(v[0].type.id) == TC_STRING) {
        char unit[16];
        size_t i;
        int64_t t;

        for (i = 0; v[0].v.s[i] && i + 1 < sizeof unit; i++)
            unit[i] = (char)(v[0].v.s[i] >= 'A' && v[0].v.s[i] <= 'Z'
                                 ? v[0].v.s[i] - 'A' + 'a' : v[0].v.s[i]);
        unit[i] = '\0';
        if (v[0].v.s[i] || !trunc_ts(unit, v[1].v.i, &t))
            return PR_UNSUPPORTED;
        *out = v[1];
        out->type = k->type;
        out->v.i = t;
        return 0;
    }
    return PR_UNSUPPORTED;
}

/* The value of key expression 'k' of table 'x' for the row 'vals' (root
   columns of 'root').  0 with '*out' (in 'a'), or a part_route_result. */
static int
keyx_eval(arena *a, const cat_table *root, const cat_table *x,
          const cat_keyx *k, const datum *const *vals, datum *out)
{
    datum v[8];
    bool null = false;
    int rc;

    if (k->kind == KX_COL) {
        int c = cat_column_index(root, x->cols[k->col].name);

        if (c < 0 || !vals[c])
            return PR_MISSING;
        *out = *vals[c];
        return 0;
    }
    if (k->kind == KX_CONST) {
        *out = k->value;
        return 0;
    }
    if (k->nargs > 8)
        return PR_UNSUPPORTED;
    for (int i = 0; i < k->nargs; i++) {
        datum w;

        if ((rc = keyx_eval(a, root, x, k->args[i], vals, &v[i])) != 0)
            return rc;
        null |= v[i].is_null;
        if (v[i].is_null || v[i].type.id == k->argtype[i].id)
            continue;
        /* the parser's implicit cast to the type the call reads */
        if (datum_cast(a, &v[i], k->argtype[i], -1, &w, NULL) != QPROP_OK)
            return PR_UNSUPPORTED;
        v[i] = w;
    }
    if (null) { /* every operator and function a key may use is strict */
        *out = datum_null(k->type);
        return 0;
    }
    if (k->kind == KX_CAST)
        return datum_cast_explicit(a, &v[0], k->type, -1, out, NULL)
                       == QPROP_OK ? 0 : PR_UNSUPPORTED;
    return keyx_apply(a, k, v, out);
}

part_route_result
part_route(arena *a, const cat_table *root, const cat_table *x,
           const datum *const *vals, const cat_table **leaf)
{
    /* a partition tree is finite and acyclic: the loop descends a level
       each time round */
    while (x && x->is_partitioned) {
        const datum *tup[32];
        datum hv[32], ev[32];
        const cat_table *c = NULL;
        bool has_null = false;

        if (x->nkeys > 32)
            return PR_UNSUPPORTED;
        for (int i = 0; i < list_len(x->children); i++) {
            const cat_bound *b = ((const cat_table *)list_nth(x->children,
                                                              i))->bound;

            if (b && b->zone_unknown)
                return PR_ZONE;
        }
        for (int k = 0; k < x->nkeys; k++) {
            int rc = part_key_rootcol(root, x, k);

            if (x->keycols[k] < 0) {
                /* an expression: computed from the row */
                int st;

                if (!a || !x->keyx || !x->keyx[k] || !part_key_modelled(x, k))
                    return PR_UNSUPPORTED;
                if ((st = keyx_eval(a, root, x, x->keyx[k], vals, &ev[k])))
                    return (part_route_result)st;
                tup[k] = &ev[k];
                hv[k] = ev[k];
                has_null |= ev[k].is_null;
                continue;
            }
            if (rc < 0 || !vals[rc])
                return PR_MISSING;
            if (!part_key_modelled(x, k))
                return PR_UNSUPPORTED;
            tup[k] = vals[rc];
            hv[k] = *vals[rc];
            has_null |= vals[rc]->is_null;
        }
        switch (x->strategy) {
        case PART_RANGE:
            if (!has_null)
                c = route_range(x, tup);
            break;
        case PART_LIST:
            c = route_list(x, tup[0]);
            break;
        case PART_HASH: {
            uint64_t h;

            if (!parthash_row(hv, x->nkeys, &h))
                return PR_UNSUPPORTED;
            c = route_hash(x, h);
            break;
        }
        default:
            return PR_UNSUPPORTED;
        }
        if (!c)
            c = default_child(x);
        if (!c)
            return PR_NONE;
        x = c;
    }
    if (!x)
        return PR_NONE;
    *leaf = x;
    return PR_LEAF;
}
