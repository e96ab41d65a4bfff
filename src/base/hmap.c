/* SPDX-License-Identifier: MIT */
/*
 * src/base/hmap.c — string-keyed hash map (see hmap.h)
 */
#include "base/hmap.h"

#include <string.h>

static const char tombstone_key[] = "";
#define HMAP_TOMBSTONE tombstone_key

uint64_t
hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ULL;

    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

void
hmap_init(hmap *m, arena *a)
{
    memset(m, 0, sizeof *m);
    m->a = a;
}

static hmap_slot *
find(const hmap *m, const char *key, uint64_t h)
{
    size_t mask = m->cap - 1;

    for (size_t i = h & mask;; i = (i + 1) & mask) {
        hmap_slot *s = &m->slots[i];

        if (!s->key)
            return NULL;
        if (s->key != HMAP_TOMBSTONE && s->hash == h && strcmp(s->key, key) == 0)
            return s;
    }
}

void *
hmap_get(const hmap *m, const char *key)
{
    hmap_slot *s;

    if (!m->cap)
        return NULL;
    s = find(m, key, hash_str(key));
    return s ? s->value : NULL;
}

static int
grow(hmap *m)
{
    size_t cap = m->cap ? m->cap * 2 : 16;
    hmap_slot *slots = ARENA_NEWN(m->a, hmap_slot, cap);

    if (!slots)
        return 0;
    for (size_t i = 0; i < m->cap; i++) {
        hmap_slot *s = &m->slots[i];
        size_t j;

        if (!s->key || s->key == HMAP_TOMBSTONE)
            continue;
        for (j = s->hash & (cap - 1); slots[j].key; j = (j + 1) & (cap - 1))
            ;
        slots[j] = *s;
    }
    m->slots = slots;
    m->cap = cap;
    m->used = m->n;
    return 1;
}

int
hmap_put(hmap *m, const char *key, void *value)
{
    uint64_t h = hash_str(key);
    hmap_slot *s;
    size_t j;

    if (m->cap) {
        s = find(m, key, h);
        if (s) {
            s->value = value;
            return 1;
        }
    }
    if ((m->used + 1) * 4 >= m->cap * 3 && !grow(m))
        return 0;
    for (j = h & (m->cap - 1);
         m->slots[j].key && m->slots[j].key != HMAP_TOMBSTONE;
         j = (j + 1) & (m->cap - 1))
        ;
    if (!m->slots[j].key)
        m->used++;
    m->slots[j].key = key;
    m->slots[j].hash = h;
    m->slots[j].value = value;
    m->n++;
    return 1;
}

void
hmap_del(hmap *m, const char *key)
{
    hmap_slot *s;

    if (!m->cap)
        return;
    s = find(m, key, hash_str(key));
    if (s) {
        s->key = HMAP_TOMBSTONE;
        s->value = NULL;
        m->n--;
    }
}
