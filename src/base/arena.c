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
    size_t size;        /* usable bytes in data[] */
    size_t pos;         /* next free byte */
    max_align_t data[]; /* payload */
};

#define CHUNK_MIN ((size_t)8 * 1024)
#define CHUNK_MAX ((size_t)1024 * 1024)
#define ALIGN_UP(n) (((n) + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1))

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
    c->pos = 0;
    a->reserved += size;
    /* An oversized chunk goes behind the current one so it does not end it. */
    if (need == size && a->head && a->head->pos < a->head->size) {
        c->next = a->head->next;
        a->head->next = c;
    } else {
        c->next = a->head;
        a->head = c;
    }
    return c;
}

void *
arena_alloc(arena *a, size_t size)
{
    arena_chunk *c = a->head;
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
    if (!c || c->size - c->pos < size) {
        c = new_chunk(a, size);
        if (!c)
            return NULL;
    }
    p = (char *)c->data + c->pos;
    c->pos += size;
    a->used += size;
    return p; /* zero: the chunk was calloc'ed and p was never handed out */
}

bool
arena_extend(arena *a, void *p, size_t size, size_t new_size)
{
    arena_chunk *c = a->head;
    size_t old_end, new_end;

    if (a->failed || !c || !p || new_size < size || new_size > SIZE_MAX / 2)
        return false;
    old_end = ALIGN_UP(size ? size : 1);
    new_end = ALIGN_UP(new_size);
    /* only the last block of the current chunk can grow */
    if ((char *)p + old_end != (char *)c->data + c->pos
        || new_end - old_end > c->size - c->pos)
        return false;
    c->pos += new_end - old_end;
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
