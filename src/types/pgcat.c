/* SPDX-License-Identifier: MIT */
/*
 * src/types/pgcat.c — look-ups in PostgreSQL's built-in catalog and its
 * function and operator resolution
 *
 * The tables are pgcat_data.c's (generated); every look-up is a binary
 * search.  Resolution follows PostgreSQL 15's parser (documentation
 * sections 10.2 "Operators" and 10.3 "Functions"):
 *
 *   1. candidates: the functions of that name taking that many arguments,
 *      counting a VARIADIC parameter as one or more of its element type
 *      and leaving out trailing parameters that have defaults;
 *   2. an exact match of the argument types wins (for an operator with one
 *      untyped literal, the literal counts as the other operand's type);
 *   3. candidates whose parameters the arguments cannot reach by implicit
 *      coercion are dropped (polymorphic parameters must agree: one
 *      anyelement type, one common anycompatible type);
 *   4. keep those with the most exact matches, then those with the most
 *      preferred types (of the argument's category) where a coercion is
 *      needed;
 *   5. untyped literals: at each such position take the string category if
 *      a candidate accepts it, else the one category all accept, and its
 *      preferred type where one is offered;
 *   6. when the typed arguments all have one type, try it for the untyped
 *      ones.
 * What remains must be one candidate, else the call is ambiguous.
 */
#include "types/pgcat.h"

#include <stdlib.h>
#include <string.h>

/* Polymorphic pseudo-types. */
enum {
    PGT_ANYARRAY = 2277, PGT_ANYELEMENT = 2283, PGT_ANYNONARRAY = 2776,
    PGT_ANYENUM = 3500, PGT_ANYRANGE = 3831, PGT_ANYMULTIRANGE = 4537,
    PGT_ANYCOMPATMULTIRANGE = 4538, PGT_ANYCOMPAT = 5077,
    PGT_ANYCOMPATARRAY = 5078, PGT_ANYCOMPATNONARRAY = 5079,
    PGT_ANYCOMPATRANGE = 5080
};

#define STR(off) (pgcat_strings + (off))

/* ---- versions ---- */

bool
pgcat_vers_visible(unsigned versions, unsigned vers, int pgv)
{
    unsigned need = 0;

    if (pgv == 0)
        need = versions;
    else if (pgv >= 15 && pgv < 15 + 8 && (versions & PGCAT_VERS(pgv)))
        need = PGCAT_VERS(pgv);
    else {
        /* not generated: the generated versions just below and above */
        for (int v = pgv - 1; v >= 15 && !need; v--)
            if (v < 15 + 8 && (versions & PGCAT_VERS(v)))
                need = PGCAT_VERS(v);
        for (int v = pgv + 1 < 15 ? 15 : pgv + 1; v < 15 + 8; v++)
            if (versions & PGCAT_VERS(v)) {
                need |= PGCAT_VERS(v);
                break;
            }
    }
    return need && (vers & need) == need;
}

bool
pgcat_visible(unsigned vers, int pgv)
{
    return pgcat_vers_visible(pgcat_versions, vers, pgv);
}

/* ---- types ---- */

static int
cmp_type_oid(const void *key, const void *elem)
{
    unsigned k = *(const unsigned *)key;
    unsigned o = ((const pgcat_type *)elem)->oid;

    return k < o ? -1 : k > o;
}

const pgcat_type *
pgcat_type_get(unsigned oid)
{
    if (!oid)
        return NULL;
    return bsearch(&oid, pgcat_types, (size_t)pgcat_n_types,
                   sizeof pgcat_types[0], cmp_type_oid);
}

const char *
pgcat_type_display(unsigned oid)
{
    const pgcat_type *t = pgcat_type_get(oid);

    return t ? STR(t->disp) : "???";
}

/* 'n' bytes of 'key' against a NUL-terminated pool name. */
typedef struct name_key {
    const char *s;
    size_t n;
} name_key;

static int
cmp_name(const name_key *k, const char *name)
{
    int c = strncmp(k->s, name, k->n);

    if (c)
        return c;
    return name[k->n] ? -1 : 0;
}

static int
cmp_type_name(const void *key, const void *elem)
{
    return cmp_name(key, STR(((const pgcat_name *)elem)->name));
}

unsigned
pgcat_type_lookup(const char *name)
{
    name_key k;
    const pgcat_name *hit;
    const pgcat_type *t;
    size_t n;
    bool array = false;
    const char *paren;

    if (strncmp(name, "pg_catalog.", 11) == 0)
        name += 11;
    n = strlen(name);
    if (n > 2 && strcmp(name + n - 2, "[]") == 0) {
        array = true;
        n -= 2;
    }
    /* modifiers: "bit(3)", "time(3) with time zone" keep their words */
    paren = memchr(name, '(', n);
    if (paren) {
        const char *close = memchr(paren, ')', n - (size_t)(paren - name));

        if (!close)
            return 0;
        if (close + 1 < name + n) {
            /* "time(3) with time zone": drop the modifier only */
            static const char with[] = " with";

            if (strncmp(name, "time", 4) == 0 && paren == name + 4
                && strncmp(close + 1, with, 5) == 0)
                return pgcat_type_lookup(close[6] == 'o' ? "time" : "timetz");
            if (strncmp(name, "timestamp", 9) == 0 && paren == name + 9
                && strncmp(close + 1, with, 5) == 0) {
                unsigned o = pgcat_type_lookup(
                    close[6] == 'o' ? "timestamp" : "timestamptz");
                return array ? (pgcat_type_get(o) ? pgcat_type_get(o)->array
                                                  : 0)
                             : o;
            }
            return 0;
        }
        n = (size_t)(paren - name);
    }
    k.s = name;
    k.n = n;
    hit = bsearch(&k, pgcat_type_names, (size_t)pgcat_n_type_names,
                  sizeof pgcat_type_names[0], cmp_type_name);
    if (!hit)
        return 0;
    if (!array)
        return hit->oid;
    t = pgcat_type_get(hit->oid);
    return t ? t->array : 0;
}

/* Modelled types and their oids. */
static const struct {
    qp_typeid id;
    uint16_t oid;
} modelled[] = {
    { T_BOOL, 16 }, { T_INT8, 20 }, { T_INT2, 21 }, { T_INT4, 23 },
    { T_TEXT, 25 }, { T_FLOAT4, 700 }, { T_FLOAT8, 701 },
    { T_UNKNOWN, 705 }, { T_BPCHAR, 1042 }, { T_VARCHAR, 1043 },
    { T_DATE, 1082 }, { T_TIME, 1083 }, { T_TIMESTAMP, 1114 },
    { T_TIMESTAMPTZ, 1184 }, { T_INTERVAL, 1186 }, { T_NUMERIC, 1700 },
    { T_RECORD, 2249 }, { T_UUID, 2950 },
};

unsigned
pgcat_type_of(qp_type t)
{
    unsigned oid;

    if (t.id == T_NULL)
        return PGT_UNKNOWN;
    if (type_is_array(t)) {
        const pgcat_type *e = pgcat_type_get(pgcat_type_of(*type_elem(t)));

        return e && e->array ? e->array : PGT_OTHER;
    }
    if (t.id == T_ANY) {
        oid = type_opaque_name(t) ? pgcat_type_lookup(type_opaque_name(t)) : 0;
        return oid ? oid : PGT_OTHER;
    }
    for (size_t i = 0; i < sizeof modelled / sizeof modelled[0]; i++)
        if (modelled[i].id == t.id)
            return modelled[i].oid;
    return PGT_OTHER;
}

qp_type
pgcat_qptype(unsigned oid)
{
    const pgcat_type *pt;

    for (size_t i = 0; i < sizeof modelled / sizeof modelled[0]; i++)
        if (modelled[i].oid == oid)
            return type_plain(modelled[i].id);
    pt = pgcat_type_get(oid);
    if (!pt)
        return type_plain(T_ANY);
    if (pt->category == 'A' && pt->elem) {
        /* an array of a modelled type is a T_ARRAY (of the plain type:
           the catalog has no modifiers) */
        qp_type e = pgcat_qptype(pt->elem);

        if (e.id != T_ANY)
            return type_array_of(NULL, e);
    }
    /* bit without a modifier: PostgreSQL's name "bit" is bit(1) to its
       grammar (a cast to it truncates), so it is spelled pg_catalog.bit
       as the parser of B'...' spells it ('001' given to overlay() was
       printed '001'::bit, the bit string '0') */
    if (strcmp(pgcat_type_display(oid), "bit") == 0)
        return type_opaque("pg_catalog.bit");
    return type_opaque(pgcat_type_display(oid));
}

/* The pg_cast entry from 'source' to 'target' in version 'pgv', or
   NULL.  The entries of one pair (one per form across the versions) are
   adjacent: the first of them is found, then the visible one. */
static const pgcat_cast *
cast_find(int pgv, unsigned source, unsigned target)
{
    int lo = 0, hi = pgcat_n_casts;

    while (lo < hi) {
        int mid = (lo + hi) / 2;
        const pgcat_cast *c = &pgcat_casts[mid];

        if (c->source < source || (c->source == source && c->target < target))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < pgcat_n_casts && pgcat_casts[lo].source == source
           && pgcat_casts[lo].target == target; lo++)
        if (pgcat_visible(pgcat_casts[lo].vers, pgv))
            return &pgcat_casts[lo];
    return NULL;
}

char
pgcat_cast_context(int pgv, unsigned source, unsigned target)
{
    const pgcat_cast *c = cast_find(pgv, source, target);

    return c ? c->context : 0;
}

bool
pgcat_func_style_cast(int pgv, unsigned source, unsigned target)
{
    const pgcat_type *s = pgcat_type_get(source), *t = pgcat_type_get(target);
    const pgcat_cast *c = cast_find(pgv, source, target);

    if (!s || !t)
        return false;
    if (source == target || (c && c->method == 'b'))
        return true; /* binary coercible */
    if (c)
        return false; /* a cast function: called by its own name */
    /* through the types' text forms: to or from a string type, but not
       a row to a string */
    if (t->category == 'S')
        return s->typtype != 'c' && source != PGT_RECORD;
    return s->category == 'S';
}

bool
pgcat_can_cast(int pgv, unsigned source, unsigned target)
{
    const pgcat_type *s = pgcat_type_get(source), *t = pgcat_type_get(target);

    if (!s || !t || source == target || s->typtype == 'p'
        || t->typtype == 'p' || s->category == 'S' || t->category == 'S'
        || pgcat_cast_context(pgv, source, target))
        return true;
    if (s->category == 'A' && t->category == 'A' && s->elem && t->elem)
        return pgcat_can_cast(pgv, s->elem, t->elem);
    return false;
}

static char
category(unsigned oid)
{
    const pgcat_type *t = pgcat_type_get(oid);

    return t ? t->category : 'X';
}

static bool
preferred(unsigned oid)
{
    const pgcat_type *t = pgcat_type_get(oid);

    return t && t->preferred;
}

static bool
is_array(unsigned oid)
{
    const pgcat_type *t = pgcat_type_get(oid);

    return t && t->category == 'A' && t->elem;
}

bool
pgcat_is_polymorphic(unsigned oid)
{
    switch (oid) {
    case PGT_ANYARRAY: case PGT_ANYELEMENT: case PGT_ANYNONARRAY:
    case PGT_ANYENUM: case PGT_ANYRANGE: case PGT_ANYMULTIRANGE:
    case PGT_ANYCOMPATMULTIRANGE: case PGT_ANYCOMPAT: case PGT_ANYCOMPATARRAY:
    case PGT_ANYCOMPATNONARRAY: case PGT_ANYCOMPATRANGE:
        return true;
    default:
        return false;
    }
}

/* Implicit coercion of a value of type 'in' to non-polymorphic 'to'.  The
   implicit casts are the same in every version (check_types.c). */
static bool
coercible(unsigned in, unsigned to)
{
    const pgcat_type *ti, *tt;

    if (in == to || in == PGT_OTHER || pgcat_is_user(in) || in == PGT_UNKNOWN
        || to == PGT_ANY)
        return true;
    if (to == PGT_RECORD)
        return (ti = pgcat_type_get(in)) && ti->typtype == 'c';
    if (pgcat_cast_context(0, in, to) == 'i')
        return true;
    /* an array reaches an array whose element its element reaches */
    if (is_array(in) && is_array(to)) {
        ti = pgcat_type_get(in);
        tt = pgcat_type_get(to);
        return ti->elem == tt->elem
               || pgcat_cast_context(0, ti->elem, tt->elem) == 'i';
    }
    return false;
}

/* The range (or multirange when 'multi') type whose subtype is 'sub'. */
static unsigned
range_of(unsigned sub, bool multi)
{
    for (int i = 0; i < pgcat_n_types; i++)
        if (pgcat_types[i].elem == sub
            && pgcat_types[i].typtype == (multi ? 'm' : 'r'))
            return pgcat_types[i].oid;
    return 0;
}

/* What the polymorphic parameters of one candidate resolve to. */
typedef struct poly {
    unsigned elem;   /* anyelement family, 0 when not determined */
    unsigned compat; /* anycompatible family, 0 when not determined */
    bool has_elem, has_compat; /* the candidate has such parameters */
    bool pseudo_array;         /* an anyarray value bound anyarray */
} poly;

/* The array type of PGT_USER type 'oid' (not itself an array); 0 for any
   other type. */
static unsigned
user_array(unsigned oid)
{
    return pgcat_is_user(oid) && !(oid & PGT_USER_ARRAY)
           ? oid | PGT_USER_ARRAY : 0;
}

/* Polymorphic parameter 'd' (not of a range family) bound by PGT_USER
   type 'a': the type 'a' fixes for the parameter's element ('*compat'
   set for the anycompatible family), or 0 when 'a' cannot be passed
   there (an array to anynonarray, a non-enum to anyenum, a non-array to
   anyarray, anything to a range). */
static unsigned
user_poly(unsigned d, unsigned a, bool *compat)
{
    bool arr = a & PGT_USER_ARRAY;

    *compat = false;
    switch (d) {
    case PGT_ANYELEMENT:
        return a;
    case PGT_ANYNONARRAY:
        return arr ? 0 : a;
    case PGT_ANYENUM:
        return !arr && (a & PGT_USER_ENUM) ? a : 0;
    case PGT_ANYARRAY:
        return arr ? a & ~(unsigned)PGT_USER_ARRAY : 0;
    case PGT_ANYCOMPAT:
        *compat = true;
        return a;
    case PGT_ANYCOMPATNONARRAY:
        *compat = true;
        return arr ? 0 : a;
    case PGT_ANYCOMPATARRAY:
        *compat = true;
        return arr ? a & ~(unsigned)PGT_USER_ARRAY : 0;
    default:
        return 0; /* ranges and multiranges of such types: not modelled */
    }
}

/* The type 'decl' stands for given 'p' (itself when not polymorphic); 0
   when it cannot be determined. */
static unsigned
poly_subst(unsigned decl, const poly *p)
{
    const pgcat_type *t;

    switch (decl) {
    case PGT_ANYELEMENT: case PGT_ANYNONARRAY: case PGT_ANYENUM:
        return p->elem;
    case PGT_ANYARRAY:
        return user_array(p->elem) ? user_array(p->elem)
               : (t = pgcat_type_get(p->elem)) ? t->array : 0;
    case PGT_ANYRANGE:
        return p->elem ? range_of(p->elem, false) : 0;
    case PGT_ANYMULTIRANGE:
        return p->elem ? range_of(p->elem, true) : 0;
    case PGT_ANYCOMPAT: case PGT_ANYCOMPATNONARRAY:
        return p->compat;
    case PGT_ANYCOMPATARRAY:
        return user_array(p->compat) ? user_array(p->compat)
               : (t = pgcat_type_get(p->compat)) ? t->array : 0;
    case PGT_ANYCOMPATRANGE:
        return p->compat ? range_of(p->compat, false) : 0;
    case PGT_ANYCOMPATMULTIRANGE:
        return p->compat ? range_of(p->compat, true) : 0;
    default:
        return decl;
    }
}

/*
 * Check that arguments 'args' fit the polymorphic parameters 'decl' of one
 * candidate consistently (PostgreSQL's check_generic_type_consistency and
 * select_common_type for the anycompatible family), filling 'p'.
 */
static bool
poly_resolve(int n, const uint16_t *decl, const unsigned *args, poly *p)
{
    unsigned compat[PGCAT_MAX_ARGS];
    int ncompat = 0;
    unsigned crange = 0;       /* subtype of the anycompatible ranges */
    bool pseudo_array = false; /* an anyarray value for anyarray */
    bool crange_decl = false;  /* an anycompatiblerange parameter */

    memset(p, 0, sizeof *p);
    for (int i = 0; i < n; i++) {
        unsigned d = decl[i], a = args[i], e;
        const pgcat_type *t;

        if (!pgcat_is_polymorphic(d))
            continue;
        if (d == PGT_ANYELEMENT || d == PGT_ANYNONARRAY || d == PGT_ANYENUM
            || d == PGT_ANYARRAY || d == PGT_ANYRANGE
            || d == PGT_ANYMULTIRANGE)
            p->has_elem = true;
        else
            p->has_compat = true;
        crange_decl |= d == PGT_ANYCOMPATRANGE || d == PGT_ANYCOMPATMULTIRANGE;
        if (a == PGT_UNKNOWN || a == PGT_OTHER)
            continue;
        if (a == PGT_ANYARRAY && d == PGT_ANYARRAY) {
            /* a value of the pseudo-type anyarray (pg_statistic's
               stavalues1): taken by an anyarray parameter when nothing
               else of the family needs its element type */
            pseudo_array = true;
            continue;
        }
        if (pgcat_is_user(a)) {
            bool is_compat;

            if (!(e = user_poly(d, a, &is_compat)))
                return false;
            if (is_compat) {
                compat[ncompat++] = e;
                continue;
            }
            if (p->elem && p->elem != e)
                return false;
            p->elem = e;
            continue;
        }
        t = pgcat_type_get(a);
        switch (d) {
        case PGT_ANYELEMENT: case PGT_ANYNONARRAY: case PGT_ANYENUM:
            if ((d == PGT_ANYNONARRAY && is_array(a))
                || (d == PGT_ANYENUM && (!t || t->typtype != 'e')))
                return false;
            e = a;
            break;
        case PGT_ANYARRAY:
            if (!is_array(a))
                return false;
            e = t->elem;
            break;
        case PGT_ANYRANGE: case PGT_ANYMULTIRANGE:
            if (!t || t->typtype != (d == PGT_ANYRANGE ? 'r' : 'm'))
                return false;
            e = t->elem;
            break;
        case PGT_ANYCOMPAT: case PGT_ANYCOMPATNONARRAY:
            if (d == PGT_ANYCOMPATNONARRAY && is_array(a))
                return false;
            compat[ncompat++] = a;
            continue;
        case PGT_ANYCOMPATARRAY:
            if (!is_array(a))
                return false;
            compat[ncompat++] = t->elem;
            continue;
        default: /* anycompatible range and multirange */
            if (!t || t->typtype != (d == PGT_ANYCOMPATRANGE ? 'r' : 'm'))
                return false;
            /* a range fixes the common type: its subtype */
            if (crange && crange != t->elem)
                return false;
            crange = t->elem;
            compat[ncompat++] = t->elem;
            continue;
        }
        if (p->elem && p->elem != e)
            return false;
        p->elem = e;
    }
    if (p->has_elem && !p->elem && !pseudo_array)
        return false; /* could not determine polymorphic type */
    if (pseudo_array && p->elem)
        return false; /* anyarray beside another of the family */
    p->pseudo_array = pseudo_array;
    if (crange_decl && !crange)
        return false; /* an anycompatiblerange of no known range type */
    if (p->has_compat) {
        unsigned c = crange ? crange : ncompat ? compat[0] : PGT_TEXT;

        for (int i = crange ? 0 : 1; i < ncompat && !crange; i++) {
            unsigned x = compat[i];

            if (x == c)
                continue;
            if (pgcat_is_user(x) || pgcat_is_user(c)
                || category(x) != category(c))
                return false;
            if (!preferred(c) && coercible(c, x) && !coercible(x, c))
                c = x;
        }
        for (int i = 0; i < ncompat; i++)
            if (!coercible(compat[i], c))
                return false;
        p->compat = c;
    }
    return true;
}

/* ---- candidates ---- */

typedef struct cand {
    const pgcat_proc *proc;
    const pgcat_oper *oper;
    int extra;                     /* index into the extra signatures */
    unsigned ret, flags;
    bool expanded;                 /* its VARIADIC parameter expanded */
    uint16_t decl[PGCAT_MAX_ARGS]; /* declared types for this call */
    poly p;
} cand;

/* The candidates considered, at most this many: no built-in name has
   more overloads (the most, "int4range"-style constructors and "=", have
   about 60). */
#define MAX_CANDS 128

typedef struct cset {
    cand *c;    /* room for 'cap' */
    int n, cap;
} cset;

/* Candidates kept on the stack up to this many; more are allocated (a
   cand is some 250 bytes, and most names have a few overloads). */
#define LOCAL_CANDS 8

/* Room in 's' for 'want' candidates (at most MAX_CANDS): 'local' when it
   fits, else allocated.  False on OOM. */
static bool
cset_init(cset *s, cand *local, int want)
{
    s->n = 0;
    s->cap = want < MAX_CANDS ? want : MAX_CANDS;
    s->c = s->cap <= LOCAL_CANDS ? local : malloc((size_t)s->cap * sizeof *s->c);
    return s->c != NULL;
}

static void
cset_done(cset *s, const cand *local)
{
    if (s->c != local)
        free(s->c);
}

/* Keep the candidates flagged in 'keep' (when any is). */
static void
cset_keep(cset *s, const bool *keep)
{
    int k = 0;

    for (int i = 0; i < s->n; i++)
        if (keep[i])
            k++;
    if (!k)
        return;
    k = 0;
    for (int i = 0; i < s->n; i++)
        if (keep[i])
            s->c[k++] = s->c[i];
    s->n = k;
}

/* Steps 3 to 6 above on 's' for arguments 'args'; the chosen candidate or
   NULL with '*status' set. */
static const cand *
select_candidate(cset *s, int n, const unsigned *args, pgcat_status *status)
{
    bool keep[MAX_CANDS];
    int nunknown = 0, best;

    *status = PGCAT_NOTFOUND;
    /* 3: implicit coercions */
    for (int i = 0; i < s->n; i++) {
        cand *c = &s->c[i];

        keep[i] = poly_resolve(n, c->decl, args, &c->p);
        for (int j = 0; keep[i] && j < n; j++)
            if (!pgcat_is_polymorphic(c->decl[j]) && !coercible(args[j], c->decl[j]))
                keep[i] = false;
    }
    {
        int k = 0;

        for (int i = 0; i < s->n; i++)
            if (keep[i])
                s->c[k++] = s->c[i];
        s->n = k;
    }
    if (s->n == 0)
        return NULL;
    if (s->n == 1)
        return &s->c[0];
    for (int j = 0; j < n; j++)
        if (args[j] == PGT_UNKNOWN)
            nunknown++;
    /* 4: most exact matches, then most preferred types */
    for (int pass = 0; pass < 2; pass++) {
        int score[MAX_CANDS];

        best = 0;
        for (int i = 0; i < s->n; i++) {
            score[i] = 0;
            for (int j = 0; j < n; j++) {
                unsigned d = s->c[i].decl[j];

                if (args[j] == PGT_UNKNOWN)
                    continue;
                if (pass == 0 ? d == args[j]
                              : category(d) == category(args[j])
                                    && preferred(d))
                    score[i]++;
            }
            if (score[i] > best)
                best = score[i];
        }
        for (int i = 0; i < s->n; i++)
            keep[i] = score[i] == best;
        cset_keep(s, keep);
        if (s->n == 1)
            return &s->c[0];
    }
    *status = PGCAT_AMBIGUOUS;
    if (!nunknown)
        return NULL;
    /* 5: untyped literals by category */
    {
        char slot_cat[PGCAT_MAX_ARGS];
        bool slot_pref[PGCAT_MAX_ARGS];
        bool resolved = true;

        for (int j = 0; j < n && resolved; j++) {
            bool conflict = false;

            if (args[j] != PGT_UNKNOWN)
                continue;
            slot_cat[j] = 0;
            slot_pref[j] = false;
            for (int i = 0; i < s->n; i++) {
                unsigned d = s->c[i].decl[j];
                char cat = category(d);

                if (!slot_cat[j]) {
                    slot_cat[j] = cat;
                    slot_pref[j] = preferred(d);
                } else if (cat == slot_cat[j]) {
                    slot_pref[j] |= preferred(d);
                } else if (cat == 'S') {
                    slot_cat[j] = 'S';
                    slot_pref[j] = preferred(d);
                } else {
                    conflict = true;
                }
            }
            if (conflict && slot_cat[j] != 'S')
                resolved = false;
        }
        if (resolved) {
            for (int i = 0; i < s->n; i++) {
                keep[i] = true;
                for (int j = 0; j < n && keep[i]; j++) {
                    unsigned d = s->c[i].decl[j];

                    if (args[j] != PGT_UNKNOWN)
                        continue;
                    if (category(d) != slot_cat[j]
                        || (slot_pref[j] && !preferred(d)))
                        keep[i] = false;
                }
            }
            cset_keep(s, keep);
            if (s->n == 1)
                return &s->c[0];
        }
    }
    /* 6: the typed arguments' one type for the untyped ones */
    if (nunknown < n) {
        unsigned known = 0;
        int found = -1, nfound = 0;

        for (int j = 0; j < n; j++) {
            if (args[j] == PGT_UNKNOWN)
                continue;
            if (known && known != args[j]) {
                known = 0;
                break;
            }
            known = args[j];
        }
        if (known) {
            /* every argument read as 'known', polymorphic parameters too
               (int4[] <@ '{1}' is anyarray's <@, not anyelement <@
               anyrange's: int4[] is no range) */
            unsigned all[PGCAT_MAX_ARGS];
            poly p;

            for (int j = 0; j < n; j++)
                all[j] = known;
            for (int i = 0; i < s->n; i++) {
                bool ok = poly_resolve(n, s->c[i].decl, all, &p);

                for (int j = 0; j < n && ok; j++)
                    if (!pgcat_is_polymorphic(s->c[i].decl[j])
                        && !coercible(known, s->c[i].decl[j]))
                        ok = false;
                if (ok) {
                    found = i;
                    nfound++;
                }
            }
            if (nfound == 1)
                return &s->c[found];
        }
    }
    return NULL;
}

/* Fill 'out' from chosen candidate 'c' with 'n' arguments. */
static void
fill_call(const cand *c, int n, pgcat_call *out)
{
    out->proc = c->proc;
    out->oper = c->oper;
    out->extra = c->extra;
    for (int j = 0; j < n; j++)
        out->argtype[j] = (uint16_t)poly_subst(c->decl[j], &c->p);
    out->result = poly_subst(c->ret, &c->p);
    if (!out->result && c->ret == PGT_ANYARRAY && c->p.pseudo_array)
        out->result = PGT_ANYARRAY; /* max(stavalues1): anyarray again */
    out->flags = c->flags;
}

/* The position of the parameter called 'want' in the comma-separated
   'names', or -1. */
static int
param_named(const char *names, const char *want)
{
    size_t len = strlen(want);
    int k = 0;

    for (const char *p = names; p; k++) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);

        if (n == len && len && memcmp(p, want, len) == 0)
            return k;
        p = comma ? comma + 1 : NULL;
    }
    return -1;
}

/*
 * The declared types of signature 's' for a call in named notation, in
 * the call's order, into 'decl' (PostgreSQL's MatchNamedCall): the
 * positional arguments take the first parameters, each named one the
 * parameter of its name after those, once; every parameter left out has
 * a default.  False when 's' does not fit.
 */
static bool
match_named(const pgcat_extra *s, int nargs, const char *const *argnames,
            uint16_t *decl)
{
    bool used[PGCAT_MAX_ARGS] = {false};
    int npos = 0;

    if (!s->names || nargs > s->nargs)
        return false;
    while (npos < nargs && !argnames[npos])
        npos++;
    for (int j = 0; j < npos; j++) {
        decl[j] = s->args[j];
        used[j] = true;
    }
    for (int j = npos; j < nargs; j++) {
        int k = argnames[j] ? param_named(s->names, argnames[j]) : -1;

        if (k < 0 || k >= s->nargs || used[k])
            return false;
        decl[j] = s->args[k];
        used[k] = true;
    }
    for (int k = 0; k < s->nargs; k++)
        if (!used[k] && k < s->nargs - s->ndefaults)
            return false;
    return true;
}

/*
 * Add signature 's' to 'set' as a candidate for 'nargs' arguments of
 * types 'args' when its kind is wanted and its arity fits (VARIADIC
 * expanded, defaults left out); with 'argnames', when it fits the call's
 * names (match_named(), not expanded).  True when it matches the
 * arguments exactly (step 2).
 */
static bool
add_candidate(cset *set, const pgcat_extra *s, const pgcat_proc *proc,
              int extra, int nargs, const unsigned *args,
              const char *const *argnames, unsigned want)
{
    unsigned kind = s->flags & (PGCAT_AGG | PGCAT_WINDOW);
    cand *c = &set->c[set->n];
    bool exact = true;
    /* f(..., VARIADIC arr): no function is expanded, the array is the
       VARIADIC parameter's own (as PostgreSQL's FuncnameGetCandidates
       with expand_variadic false) */
    bool expand = s->variadic && !(want & PGCAT_VARIADIC_CALL);

    if (set->n >= set->cap || !(want & (kind ? kind : PGCAT_PLAIN)))
        return false;
    if (argnames ? !match_named(s, nargs, argnames, c->decl)
        : expand ? nargs < s->nargs
                 : nargs > s->nargs || nargs < s->nargs - s->ndefaults)
        return false;
    c->proc = proc;
    c->oper = NULL;
    c->extra = extra;
    c->ret = s->rettype;
    c->flags = s->flags;
    c->expanded = !argnames && expand;
    memset(&c->p, 0, sizeof c->p);
    for (int j = 0; j < nargs; j++) {
        if (!argnames)
            c->decl[j] = expand && j >= s->nargs - 1 ? s->variadic
                                                     : s->args[j];
        if (c->decl[j] != args[j] || args[j] == PGT_OTHER)
            exact = false;
    }
    set->n++;
    return exact && (argnames || !expand);
}

/* The argnames entry of function 'oid' in version 'pgv', or NULL: the
   first entry of that oid by binary search (one per form across the
   versions, adjacent), then the visible one. */
static const pgcat_argname *
argname_find(int pgv, unsigned oid)
{
    int lo = 0, hi = pgcat_n_argnames;

    while (lo < hi) {
        int mid = (lo + hi) / 2;

        if (pgcat_argnames[mid].oid < oid)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < pgcat_n_argnames && pgcat_argnames[lo].oid == oid; lo++)
        if (pgcat_visible(pgcat_argnames[lo].vers, pgv))
            return &pgcat_argnames[lo];
    return NULL;
}

const pgcat_outarg *
pgcat_proc_outargs(int pgv, unsigned oid)
{
    int lo = 0, hi = pgcat_n_outargs;

    while (lo < hi) {
        int mid = (lo + hi) / 2;

        if (pgcat_outargs[mid].oid < oid)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < pgcat_n_outargs && pgcat_outargs[lo].oid == oid; lo++)
        if (pgcat_visible(pgcat_outargs[lo].vers, pgv))
            return &pgcat_outargs[lo];
    return NULL;
}

/* The parameters' names of built-in function 'oid' in 'pgv', or NULL. */
static const char *
proc_names(int pgv, unsigned oid)
{
    const pgcat_argname *hit = argname_find(pgv, oid);

    return hit ? STR(hit->names) : NULL;
}

/* The built-in function 'f' as a signature. */
static pgcat_extra
proc_sig(int pgv, const pgcat_proc *f)
{
    pgcat_extra s;

    s.args = &pgcat_argtypes[f->args];
    s.nargs = f->nargs;
    s.ndefaults = f->ndefaults;
    s.ndirect = f->ndirect;
    s.variadic = f->variadic;
    s.rettype = f->rettype;
    s.flags = f->flags;
    s.names = proc_names(pgv, f->oid);
    return s;
}

/* False when built-in 'f' cannot match 'nargs' arguments of types 'args'
   exactly (add_candidate's step 2 would say no): a quick test on the
   declared types, so most overloads are passed over without a copy. */
static bool
maybe_exact(const pgcat_proc *f, int nargs, const unsigned *args)
{
    const uint16_t *decl = &pgcat_argtypes[f->args];

    if (f->variadic || nargs > f->nargs)
        return false;
    for (int j = 0; j < nargs; j++)
        if (decl[j] != args[j])
            return false;
    return true;
}

static int
cmp_proc_name(const void *key, const void *elem)
{
    return cmp_name(key, STR(((const pgcat_proc *)elem)->name));
}

/* The first function named 'name' and how many there are.  The names
   are interned (pgcat_gen.py), so the run around the hit is the entries
   with its pool offset. */
static const pgcat_proc *
procs_named(const char *name, int *count)
{
    name_key k = { name, strlen(name) };
    const pgcat_proc *hit = bsearch(&k, pgcat_procs, (size_t)pgcat_n_procs,
                                    sizeof pgcat_procs[0], cmp_proc_name);
    const pgcat_proc *first, *last, *end = pgcat_procs + pgcat_n_procs;

    *count = 0;
    if (!hit)
        return NULL;
    for (first = hit; first > pgcat_procs && first[-1].name == hit->name;
         first--)
        ;
    for (last = hit; last + 1 < end && last[1].name == hit->name; last++)
        ;
    *count = (int)(last - first) + 1;
    return first;
}

unsigned
pgcat_fixed_elem(unsigned oid)
{
    const pgcat_type *t = pgcat_type_get(oid);

    return t && t->typtype == 'b' && t->category != 'A' ? t->elem : 0;
}

bool
pgcat_func_exact(int pgv, const char *name, int nargs, const unsigned *args)
{
    int n;
    const pgcat_proc *p = procs_named(name, &n);

    for (int i = 0; i < n; i++)
        if (pgcat_visible(p[i].vers, pgv)
            && nargs >= p[i].nargs - p[i].ndefaults
            && maybe_exact(&p[i], nargs, args))
            return true;
    return false;
}

bool
pgcat_func_exists(int pgv, const char *name, unsigned *flags)
{
    int n;
    const pgcat_proc *p = procs_named(name, &n);
    bool any = false;

    *flags = 0;
    for (int i = 0; i < n; i++) {
        if (!pgcat_visible(p[i].vers, pgv))
            continue;
        any = true;
        *flags |= p[i].flags
                  | (p[i].flags & (PGCAT_AGG | PGCAT_WINDOW) ? 0u
                                                             : PGCAT_PLAIN);
    }
    return any;
}

pgcat_status
pgcat_func_resolve(int pgv, const char *name, int nargs,
                   const unsigned *args, unsigned want,
                   const pgcat_extra *extra, int nextra, pgcat_call *out)
{
    return pgcat_func_resolve_named(pgv, name, nargs, args, NULL, want,
                                    extra, nextra, out);
}

/* A candidate whose VARIADIC parameter was expanded to the same
   parameter types as another's that was not: PostgreSQL's
   FuncnameGetCandidates keeps the one that is not variadic
   (jsonb_delete(jsonb, text) over jsonb_delete(jsonb, VARIADIC text[])
   for jsonb_delete(j, 'a')). */
static void
drop_variadic_twins(cset *s, int nargs)
{
    int k = 0;

    for (int i = 0; i < s->n; i++) {
        bool twin = false;

        for (int j = 0; j < s->n && !twin && s->c[i].expanded; j++)
            twin = !s->c[j].expanded
                   && memcmp(s->c[i].decl, s->c[j].decl,
                             sizeof s->c[i].decl[0] * (size_t)nargs) == 0;
        if (!twin)
            s->c[k++] = s->c[i];
    }
    s->n = k;
}

/* Extra signature 'x' takes 'nargs' positional arguments without
   expanding a VARIADIC parameter, some of them by default. */
static bool
fits_by_default(const pgcat_extra *x, int nargs)
{
    return !x->variadic && nargs < x->nargs
           && nargs >= x->nargs - x->ndefaults;
}

/* Extra signature 'i' of 'extra' is one PostgreSQL cannot tell from
   another for a call of 'nargs' positional arguments: both take them
   (one or both by defaults) with the same parameter types in those
   positions (FuncnameGetCandidates keeps one candidate, marked
   ambiguous: dfunc(int = 1, int = 2) and dfunc(int = 1, int = 2,
   int = 3) called as dfunc(1) are "not unique"). */
static bool
default_twin(const pgcat_extra *extra, int nextra, int i, int nargs)
{
    const pgcat_extra *a = &extra[i];

    if (a->variadic || nargs > a->nargs || nargs < a->nargs - a->ndefaults)
        return false;
    for (int j = 0; j < nextra; j++) {
        const pgcat_extra *b = &extra[j];
        bool same = true;

        if (j == i || b->variadic || nargs > b->nargs
            || nargs < b->nargs - b->ndefaults
            || (!fits_by_default(a, nargs) && !fits_by_default(b, nargs))
            || ((a->flags ^ b->flags) & (PGCAT_AGG | PGCAT_WINDOW)))
            continue;
        for (int k = 0; k < nargs && same; k++)
            same = a->args[k] == b->args[k];
        if (same)
            return true;
    }
    return false;
}

pgcat_status
pgcat_func_resolve_named(int pgv, const char *name, int nargs,
                         const unsigned *args,
                         const char *const *argnames, unsigned want,
                         const pgcat_extra *extra, int nextra,
                         pgcat_call *out)
{
    int count = 0;
    const pgcat_proc *p = name ? procs_named(name, &count) : NULL;
    cand local[LOCAL_CANDS];
    cset s = { local, 0, 1 };
    const cand *chosen = NULL;
    pgcat_status st = PGCAT_NOTFOUND;

    memset(out, 0, sizeof *out);
    out->extra = -1;
    if (nargs < 0 || nargs > PGCAT_MAX_ARGS || (!count && !nextra))
        return PGCAT_NOTFOUND;
    /* 2: an exact match wins (a built-in one first, as pg_catalog is
       searched first); tried one at a time in one slot */
    for (int i = 0; i < count && !chosen; i++) {
        pgcat_extra sig;

        if (argnames || !pgcat_visible(p[i].vers, pgv)
            || !maybe_exact(&p[i], nargs, args))
            continue;
        sig = proc_sig(pgv, &p[i]);
        s.n = 0;
        if (add_candidate(&s, &sig, &p[i], -1, nargs, args, argnames, want))
            chosen = &s.c[0];
    }
    for (int i = 0; i < nextra && !chosen; i++) {
        s.n = 0;
        if (add_candidate(&s, &extra[i], NULL, i, nargs, args, argnames, want))
            chosen = &s.c[0];
    }
    if (chosen && chosen->extra >= 0 && !argnames
        && default_twin(extra, nextra, chosen->extra, nargs))
        return PGCAT_AMBIGUOUS;
    if (chosen) {
        poly pp;

        /* an exact match of a polymorphic parameter: a pseudo-type
           argument, whose consistency poly_resolve() reads */
        if (poly_resolve(nargs, s.c[0].decl, args, &pp))
            s.c[0].p = pp;
        fill_call(chosen, nargs, out);
        /* a pseudo-type argument (pg_statistic.stavalues1 is anyarray)
           matched a polymorphic parameter exactly: a polymorphic result
           has no element type to be ("cannot determine element type of
           \"anyarray\" argument") */
        if (pgcat_is_polymorphic(chosen->ret) && !out->result) {
            memset(out, 0, sizeof *out);
            out->extra = -1;
            return PGCAT_NOTFOUND;
        }
        return PGCAT_OK;
    }
    /* 3 to 6 over all of them */
    if (!cset_init(&s, local, count + nextra))
        return PGCAT_NOTFOUND;
    for (int i = 0; i < count; i++) {
        pgcat_extra sig;

        if (!pgcat_visible(p[i].vers, pgv))
            continue;
        sig = proc_sig(pgv, &p[i]);
        add_candidate(&s, &sig, &p[i], -1, nargs, args, argnames, want);
    }
    for (int i = 0; i < nextra; i++)
        add_candidate(&s, &extra[i], NULL, i, nargs, args, argnames, want);
    drop_variadic_twins(&s, nargs);
    chosen = select_candidate(&s, nargs, args, &st);
    if (chosen && chosen->extra >= 0 && !argnames
        && default_twin(extra, nextra, chosen->extra, nargs)) {
        chosen = NULL;
        st = PGCAT_AMBIGUOUS;
    }
    if (chosen) {
        fill_call(chosen, nargs, out);
        if (pgcat_is_polymorphic(chosen->ret) && !out->result) {
            /* as above: no element type for the result */
            memset(out, 0, sizeof *out);
            out->extra = -1;
            chosen = NULL;
            st = PGCAT_NOTFOUND;
        }
    }
    cset_done(&s, local);
    return chosen ? PGCAT_OK : st;
}

static int
cmp_oper_name(const void *key, const void *elem)
{
    return cmp_name(key, STR(((const pgcat_oper *)elem)->name));
}

pgcat_status
pgcat_oper_resolve(int pgv, const char *name, unsigned left, unsigned right,
                   const pgcat_extra *extra, int nextra, pgcat_call *out)
{
    name_key k = { name, strlen(name) };
    const pgcat_oper *hit = bsearch(&k, pgcat_opers, (size_t)pgcat_n_opers,
                                    sizeof pgcat_opers[0], cmp_oper_name);
    const pgcat_oper *o, *end = pgcat_opers + pgcat_n_opers;
    unsigned args[2] = { left, right };
    unsigned el = left == PGT_UNKNOWN ? right : left;
    unsigned er = right == PGT_UNKNOWN ? left : right;
    int nargs = left ? 2 : 1;
    cand local[LOCAL_CANDS];
    cset s;
    const cand *chosen;
    int nsame = 0;
    pgcat_status st;

    memset(out, 0, sizeof *out);
    out->extra = -1;
    if ((!hit && !nextra) || right == 0)
        return PGCAT_NOTFOUND;
    /* the run of operators named alike: one pool offset (interned) */
    for (o = hit; o && o > pgcat_opers && o[-1].name == hit->name; o--)
        ;
    if (!o)
        o = end;
    while (o + nsame < end && o[nsame].name == hit->name)
        nsame++;
    /* 2: exact match, an untyped literal read as the other operand's type */
    for (const pgcat_oper *x = o; x < o + nsame; x++)
        if (x->left == (left ? el : 0) && x->right == er
            && pgcat_visible(x->vers, pgv)) {
            out->oper = x;
            out->argtype[0] = x->left ? x->left : x->right;
            out->argtype[1] = x->right;
            out->result = x->result;
            out->flags = x->flags;
            return PGCAT_OK;
        }
    if (!cset_init(&s, local, nsame + nextra))
        return PGCAT_NOTFOUND;
    for (const pgcat_oper *x = o; x < o + nsame && s.n < s.cap; x++) {
        cand *c = &s.c[s.n];

        if ((x->left != 0) != (left != 0) || !pgcat_visible(x->vers, pgv))
            continue;
        c->proc = NULL;
        c->oper = x;
        c->extra = -1;
        c->ret = x->result;
        c->flags = x->flags;
        c->decl[0] = left ? x->left : x->right;
        c->decl[1] = x->right;
        s.n++;
    }
    chosen = NULL;
    for (int i = 0; i < nextra && s.n < s.cap; i++) {
        cand *c = &s.c[s.n];

        if (extra[i].nargs != nargs)
            continue;
        c->proc = NULL;
        c->oper = NULL;
        c->extra = i;
        c->ret = extra[i].rettype;
        c->flags = extra[i].flags;
        c->decl[0] = extra[i].args[0];
        c->decl[1] = extra[i].args[nargs - 1];
        memset(&c->p, 0, sizeof c->p);
        s.n++;
        if (c->decl[0] == (left ? el : er) && c->decl[nargs - 1] == er
            && el != PGT_OTHER && er != PGT_OTHER && !chosen)
            chosen = c;
    }
    if (!chosen)
        chosen = select_candidate(&s, nargs, left ? args : args + 1, &st);
    if (chosen) {
        fill_call(chosen, nargs, out);
        if (!left)
            out->argtype[1] = out->argtype[0];
    }
    cset_done(&s, local);
    return chosen ? PGCAT_OK : st;
}
