/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/parthash.c — PostgreSQL 15's hash of partition keys
 *
 * The byte hash is Bob Jenkins' lookup3 as PostgreSQL's hash_bytes_extended()
 * uses it: three 32-bit lanes initialised from the length, the 64-bit seed
 * mixed into two of them, the input consumed twelve bytes at a time, the
 * tail added byte by byte (the low byte of the third lane stays for the
 * length), a final avalanche, and the result (b << 32) | c.  Integers hash
 * as one 32-bit word through the same lanes.  The per-type functions
 * reduce each value to bytes or a word exactly as PostgreSQL does, so that
 * equal values of the integer types, and numerics of any scale, hash alike.
 */
#include "catalog/parthash.h"

#include <string.h>

#include "catalog/catalog.h"

static uint32_t
rotl32(uint32_t x, int k)
{
    return (x << k) | (x >> (32 - k));
}

/* lookup3's mix() on the lanes a, b, c */
static void
lanes_mix(uint32_t *a, uint32_t *b, uint32_t *c)
{
    *a -= *c; *a ^= rotl32(*c, 4);  *c += *b;
    *b -= *a; *b ^= rotl32(*a, 6);  *a += *c;
    *c -= *b; *c ^= rotl32(*b, 8);  *b += *a;
    *a -= *c; *a ^= rotl32(*c, 16); *c += *b;
    *b -= *a; *b ^= rotl32(*a, 19); *a += *c;
    *c -= *b; *c ^= rotl32(*b, 4);  *b += *a;
}

/* lookup3's final() */
static void
lanes_final(uint32_t *a, uint32_t *b, uint32_t *c)
{
    *c ^= *b; *c -= rotl32(*b, 14);
    *a ^= *c; *a -= rotl32(*c, 11);
    *b ^= *a; *b -= rotl32(*a, 25);
    *c ^= *b; *c -= rotl32(*b, 16);
    *a ^= *c; *a -= rotl32(*c, 4);
    *b ^= *a; *b -= rotl32(*a, 14);
    *c ^= *b; *c -= rotl32(*b, 24);
}

/* Lanes for an input of 'len' bytes with 'seed' mixed in. */
static void
lanes_init(uint32_t len, uint64_t seed, uint32_t *a, uint32_t *b, uint32_t *c)
{
    *a = *b = *c = 0x9e3779b9u + len + 3923095u;
    if (seed != 0) {
        *a += (uint32_t)(seed >> 32);
        *b += (uint32_t)seed;
        lanes_mix(a, b, c);
    }
}

/* Little-endian word at 'k'. */
static uint32_t
word_le(const unsigned char *k)
{
    return (uint32_t)k[0] | (uint32_t)k[1] << 8 | (uint32_t)k[2] << 16
           | (uint32_t)k[3] << 24;
}

/* hash_bytes_extended() */
static uint64_t
hash_bytes(const unsigned char *k, size_t n, uint64_t seed)
{
    uint32_t a, b, c, len = (uint32_t)n;

    lanes_init(len, seed, &a, &b, &c);
    while (len >= 12) {
        a += word_le(k);
        b += word_le(k + 4);
        c += word_le(k + 8);
        lanes_mix(&a, &b, &c);
        k += 12;
        len -= 12;
    }
    /* the tail: bytes 8..10 go above c's low byte, 4..7 to b, 0..3 to a */
    switch (len) {
    case 11: c += (uint32_t)k[10] << 24; /* fall through */
    case 10: c += (uint32_t)k[9] << 16;  /* fall through */
    case 9:  c += (uint32_t)k[8] << 8;   /* fall through */
    case 8:  b += (uint32_t)k[7] << 24;  /* fall through */
    case 7:  b += (uint32_t)k[6] << 16;  /* fall through */
    case 6:  b += (uint32_t)k[5] << 8;   /* fall through */
    case 5:  b += k[4];                  /* fall through */
    case 4:  a += (uint32_t)k[3] << 24;  /* fall through */
    case 3:  a += (uint32_t)k[2] << 16;  /* fall through */
    case 2:  a += (uint32_t)k[1] << 8;   /* fall through */
    case 1:  a += k[0];                  /* fall through */
    default: break;
    }
    lanes_final(&a, &b, &c);
    return (uint64_t)b << 32 | c;
}

/* hash_bytes_uint32_extended() */
static uint64_t
hash_word(uint32_t k, uint64_t seed)
{
    uint32_t a, b, c;

    lanes_init(4, seed, &a, &b, &c);
    a += k;
    lanes_final(&a, &b, &c);
    return (uint64_t)b << 32 | c;
}

/* hashint8extended(): a bigint that fits in 32 bits hashes as an int4. */
static uint64_t
hash_int8(int64_t v, uint64_t seed)
{
    uint32_t lo = (uint32_t)(uint64_t)v, hi = (uint32_t)((uint64_t)v >> 32);

    lo ^= v >= 0 ? hi : ~hi;
    return hash_word(lo, seed);
}

/*
 * hash_numeric_extended(): the base-10000 digits of the value without its
 * leading and trailing zero digits, as little-endian int16s, hashed as
 * bytes, then XORed with the weight (the power of 10000 of the first
 * digit, sign-extended).  The sign and the display scale do not count;
 * zero hashes to seed - 1, NaN and the infinities to the seed.
 */
static bool
hash_numeric(const char *s, uint64_t seed, uint64_t *out)
{
    const char *dot, *p;
    size_t nint, nfrac;
    int ngint, ngfrac, ndig, first, last, weight;
    unsigned char buf[2 * 512];
    int dig[512];

    if (*s == '-' || *s == '+')
        s++;
    if (strcmp(s, "NaN") == 0 || strcmp(s, "Infinity") == 0) {
        *out = seed;
        return true;
    }
    dot = strchr(s, '.');
    nint = dot ? (size_t)(dot - s) : strlen(s);
    nfrac = dot ? strlen(dot + 1) : 0;
    for (p = s; *p; p++)
        if (!(*p >= '0' && *p <= '9') && p != dot)
            return false;
    ngint = (int)((nint + 3) / 4);
    ngfrac = (int)((nfrac + 3) / 4);
    ndig = ngint + ngfrac;
    if (ndig > 512)
        return false;
    /* integer digits: groups of four counted from the decimal point */
    for (int g = 0; g < ngint; g++) {
        int v = 0;

        for (int j = 0; j < 4; j++) {
            long pos = (long)nint - 4L * (ngint - g) + j;

            v = v * 10 + (pos >= 0 ? s[pos] - '0' : 0);
        }
        dig[g] = v;
    }
    /* fraction digits: groups of four from the point, zero-padded */
    for (int g = 0; g < ngfrac; g++) {
        int v = 0;

        for (int j = 0; j < 4; j++) {
            size_t pos = 4 * (size_t)g + (size_t)j;

            v = v * 10 + (pos < nfrac ? dot[1 + pos] - '0' : 0);
        }
        dig[ngint + g] = v;
    }
    weight = ngint - 1;
    first = 0;
    while (first < ndig && dig[first] == 0) {
        first++;
        weight--;
    }
    if (first == ndig) {
        *out = seed - 1;
        return true;
    }
    last = ndig - 1;
    while (dig[last] == 0)
        last--;
    for (int i = first; i <= last; i++) {
        buf[2 * (i - first)] = (unsigned char)(dig[i] & 0xff);
        buf[2 * (i - first) + 1] = (unsigned char)(dig[i] >> 8);
    }
    *out = hash_bytes(buf, 2 * (size_t)(last - first + 1), seed)
           ^ (uint64_t)(int64_t)weight;
    return true;
}

bool
parthash_is_uuid(qp_type t)
{
    return t.id == T_UUID
           || (t.id == T_ANY && type_opaque_name(t)
               && (strcmp(type_opaque_name(t), "uuid") == 0
                   || strcmp(type_opaque_name(t), "pg_catalog.uuid") == 0));
}

bool
parthash_uuid_bytes(const char *s, unsigned char out[16])
{
    return type_uuid_bytes(s, out);
}

bool
parthash_opclass_ok(qp_typeid id, const char *opclass)
{
    static const struct {
        qp_typeid id;
        const char *name;
    } std[] = {
        {T_BOOL, "bool_ops"}, {T_INT2, "int2_ops"}, {T_INT4, "int4_ops"},
        {T_INT8, "int8_ops"}, {T_NUMERIC, "numeric_ops"},
        {T_TEXT, "text_ops"}, {T_VARCHAR, "varchar_ops"},
        {T_VARCHAR, "text_ops"}, {T_BPCHAR, "bpchar_ops"},
        {T_DATE, "date_ops"}, {T_TIMESTAMP, "timestamp_ops"},
        {T_TIMESTAMPTZ, "timestamptz_ops"}, {T_UUID, "uuid_ops"},
    };

    /* an enum hashes its label's OID, which only the server knows */
    if (!cat_partkey_type_modelled(id) || id == T_ENUM)
        return false;
    if (!opclass)
        return true;
    for (size_t i = 0; i < sizeof std / sizeof std[0]; i++)
        if (std[i].id == id && strcmp(std[i].name, opclass) == 0)
            return true;
    return false;
}

bool
parthash_datum(const datum *d, uint64_t seed, uint64_t *out)
{
    size_t n;

    if (d->is_null)
        return false;
    if (parthash_is_uuid(d->type)) {
        /* uuid_hash_extended(): the 16 bytes */
        unsigned char u[16];

        if (!d->v.s || !parthash_uuid_bytes(d->v.s, u))
            return false;
        *out = hash_bytes(u, sizeof u, seed);
        return true;
    }
    switch (d->type.id) {
    case T_BOOL:
        /* hashcharextended() of the byte 0 or 1 */
        *out = hash_word(d->v.b ? 1u : 0u, seed);
        return true;
    case T_INT2:
    case T_INT4:
    case T_DATE:
        /* hashint2extended / hashint4extended: the value as an int32 */
        *out = hash_word((uint32_t)(int32_t)d->v.i, seed);
        return true;
    case T_INT8:
    case T_TIMESTAMP:
    case T_TIMESTAMPTZ:
        /* timestamp_hash_extended (also timestamptz's): hashint8extended */
        *out = hash_int8(d->v.i, seed);
        return true;
    case T_NUMERIC:
        return hash_numeric(d->v.s, seed, out);
    case T_TEXT:
    case T_VARCHAR:
        *out = hash_bytes((const unsigned char *)d->v.s, strlen(d->v.s), seed);
        return true;
    case T_BPCHAR:
        /* hashbpcharextended(): trailing blanks do not count */
        n = strlen(d->v.s);
        while (n > 0 && d->v.s[n - 1] == ' ')
            n--;
        *out = hash_bytes((const unsigned char *)d->v.s, n, seed);
        return true;
    default:
        return false;
    }
}

uint64_t
parthash_combine(uint64_t a, uint64_t b)
{
    a ^= b + UINT64_C(0x49a0f4dd15e5a8e3) + (a << 54) + (a >> 7);
    return a;
}

bool
parthash_row(const datum *v, int n, uint64_t *out)
{
    uint64_t row = 0, h;

    for (int i = 0; i < n; i++) {
        if (v[i].is_null)
            continue; /* a NULL key column does not enter the hash */
        if (!parthash_datum(&v[i], PARTHASH_SEED, &h))
            return false;
        row = parthash_combine(row, h);
    }
    *out = row;
    return true;
}
