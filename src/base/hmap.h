/* SPDX-License-Identifier: MIT */
/*
 * src/base/hmap.h — string-keyed hash map in an arena
 *
 * Open addressing with linear probing; keys are borrowed (they must outlive
 * the map, as arena strings do).  Used for catalog names and alias lookup.
 * Deleting marks a tombstone.  A failed grow leaves the map as it was and
 * returns 0 (the arena's 'failed' flag is set).
 */
#ifndef QPROP_HMAP_H
#define QPROP_HMAP_H

#include <stdint.h>

#include "base/arena.h"

typedef struct hmap_slot {
    const char *key;  /* NULL = empty; HMAP_TOMBSTONE = deleted */
    uint64_t hash;
    void *value;
} hmap_slot;

typedef struct hmap {
    arena *a;
    hmap_slot *slots;
    size_t cap;       /* power of two, or 0 */
    size_t n;         /* live entries */
    size_t used;      /* live + tombstones */
} hmap;

void hmap_init(hmap *m, arena *a);
/* Value for 'key', or NULL. */
void *hmap_get(const hmap *m, const char *key);
/* Insert or replace.  Returns 0 on OOM. */
int hmap_put(hmap *m, const char *key, void *value);
/* Remove 'key' if present. */
void hmap_del(hmap *m, const char *key);
/* FNV-1a of a NUL-terminated string. */
uint64_t hash_str(const char *s);

#endif
