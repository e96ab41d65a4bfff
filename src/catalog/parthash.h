/* SPDX-License-Identifier: MIT */
/*
 * src/catalog/parthash.h — PostgreSQL 15's hash of partition keys
 *
 * A row of a hash-partitioned table goes to the partition whose remainder
 * is the row hash modulo the partition's modulus.  The row hash combines,
 * key column by key column, the 64-bit "extended" hash of each non-NULL
 * value seeded with HASH_PARTITION_SEED (NULLs are skipped); the value
 * hashes are those of the default hash operator classes, for the types
 * listed at cat_partkey_type_modelled() (catalog.h).  Everything here is
 * a pure function.
 *
 * NB: PostgreSQL hashes the bytes of values in the machine's byte order;
 * qprop computes the little-endian result (x86-64, AArch64, the platforms
 * PostgreSQL is built for in practice).
 */
#ifndef QPROP_PARTHASH_H
#define QPROP_PARTHASH_H

#include <stdbool.h>
#include <stdint.h>

#include "types/types.h"

/* PostgreSQL's HASH_PARTITION_SEED. */
#define PARTHASH_SEED UINT64_C(0x7A5B22367996DCFD)

/*
 * True when operator class 'opclass' (as written in PARTITION BY, NULL for
 * the default) hashes values of 'id' as the type's default hash operator
 * class does.
 */
bool parthash_opclass_ok(qp_typeid id, const char *opclass);

/*
 * The extended hash of the non-NULL datum 'd' with 'seed', as the function
 * PostgreSQL's default hash operator class of d's type computes it
 * (hashint4extended, hashint8extended, hash_numeric_extended,
 * hashtextextended for deterministic collations, hashbpcharextended, ...).
 * Returns false, '*out' untouched, when the type is not supported.
 */
bool parthash_datum(const datum *d, uint64_t seed, uint64_t *out);

/* True when 't' is PostgreSQL's uuid (T_UUID, or an opaque type so
   named): its values are text, hashed as uuid_hash_extended() does. */
bool parthash_is_uuid(qp_type t);

/* The 16 bytes of the uuid written 's' as PostgreSQL's uuid_in() reads
   it (type_uuid_bytes()); false when it is no uuid. */
bool parthash_uuid_bytes(const char *s, unsigned char out[16]);

/* PostgreSQL's hash_combine64(). */
uint64_t parthash_combine(uint64_t a, uint64_t b);

/*
 * The row hash of the key values 'v[0..n-1]' (NULL datums allowed and
 * skipped), as compute_partition_hash_value() does.  False when a
 * non-NULL value's type is not supported.
 */
bool parthash_row(const datum *v, int n, uint64_t *out);

#endif
