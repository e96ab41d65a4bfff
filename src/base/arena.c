/* SPDX-License-Identifier: MIT */
/*
 * src/base/arena.c — chunked bump allocator
 *
 * Chunks grow geometrically from 8 KiB to 1 MiB; a request larger than half a
 * chunk gets a chunk of its own, so large IN lists and long literals waste
 * little.  Chunks come zeroed from calloc() (large ones as fresh pages from
 * the kernel), and nothing is ever handed out twice, so arena_alloc() need
 * not clear what it returns.  See arena.h for the contract.
 */
#include "base/arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct arena_chunk {
    arena_chunk *next;  /* older chunk */
    size_t size;        /* usable bytes in data[] (aligned) */
    max_align_t data[]; /* payload; the current chunk's free part is
                           [a->next, a->end) */
};

#define CHUNK_MIN ((size_t)8 * 1024)
#define CHUNK_MAX ((size_t)1024 * 1024)
#define ALIGN_UP(n) ARENA_ALIGN(n)

void
arena_init(arena *a, size_t limit)
{
    memset(a, 0, sizeof *a);
    a->limit = limit;
}

void
arena_destroy(arena *a)
{
    arena_chunk *c = a->head;

    while (c) {
        arena_chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->next = a->end = NULL;
    a->used = a->reserved = 0;
}

static arena_chunk *
new_chunk(arena *a, size_t need)
{
    size_t size = a->head ? a->head->size * 2 : CHUNK_MIN;
    arena_chunk *c;

    if (size > CHUNK_MAX)
        size = CHUNK_MAX;
    if (need > size / 2)
        size = need;
    if (size > SIZE_MAX - sizeof(arena_chunk)
        || (a->limit && a->reserved + size > a->limit)) {
        a->failed = true;
        return NULL;
    }
    c = calloc(1, sizeof(arena_chunk) + size);
    if (!c) {
        a->failed = true;
        return NULL;
    }
    c->size = size;
    a->reserved += size;
    /* An oversized chunk goes behind the current one so it does not end it. */
    if (need == size && a->head && a->next < a->end) {
        c->next = a->head->next;
        a->head->next = c;
    } else {
        c->next = a->head;
        a->head = c;
        a->next = (char *)c->data;
        a->end = (char *)c->data + size;
    }
    return c;
}

void *
arena_alloc_slow(arena *a, size_t size)
{
    arena_chunk *c;
    void *p;

    if (a->failed)
        return NULL;
    if (size == 0)
        size = 1;
    if (size > SIZE_MAX / 2) {
        a->failed = true;
        return NULL;
    }
    size = ALIGN_UP(size);
    if ((size_t)(a->end - a->next) < size) {
        c = new_chunk(a, size);
        if (!c)
            return NULL;
        if (c != a->head) /* an oversized chunk behind the current one */
            p = c->data;
        else {
            p = a->next;
            a->next += size;
        }
    } else {
        p = a->next;
        a->next += size;
    }
    a->used += size;
    return p; /* zero: the chunk was calloc'ed and p was never handed out */
}

bool
arena_extend(arena *a, void *p, size_t size, size_t new_size)
{
    size_t old_end, new_end;

    if (a->failed || !a->head || !p || new_size < size
        || new_size > SIZE_MAX / 2)
        return false;
    old_end = ALIGN_UP(size ? size : 1);
    new_end = ALIGN_UP(new_size);
    /* only the last block of the current chunk can grow */
    if ((char *)p + old_end != a->next
        || new_end - old_end > (size_t)(a->end - a->next))
        return false;
    a->next += new_end - old_end;
    a->used += new_end - old_end;
    return true;
}

char *
arena_strndup(arena *a, const char *s, size_t len)
{
    char *p = arena_alloc(a, len + 1);

    if (!p)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *
arena_strdup(arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

char *
arena_printf(arena *a, const char *fmt, ...)
{
    va_list ap;
    int n;
    char *p;
    char tmp[128];

    /* one formatting pass for the usual short text, two for a long one */
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) {
        a->failed = true;
        return NULL;
    }
    if ((size_t)n < sizeof tmp)
        return arena_strndup(a, tmp, (size_t)n);
    p = arena_alloc(a, (size_t)n + 1);
    if (!p)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}
