/* SPDX-License-Identifier: MIT */
/*
 * src/base/arena.h — chunked bump allocator, the owner of all statement memory
 *
 * Every AST node, plan node, expression and printed text of a statement lives
 * in one arena and is released at once by arena_destroy().  Allocation never
 * aborts: when malloc fails, or the optional byte limit is reached, the arena
 * sets its sticky 'failed' flag and returns NULL; callers check the flag (or
 * the NULL) and report QPROP_ENOMEM.  An arena is not shared between threads.
 */
#ifndef QPROP_ARENA_H
#define QPROP_ARENA_H

#include <stdbool.h>
#include <stddef.h>

typedef struct arena_chunk arena_chunk;

/* Blocks are carved in units of the alignment of any object (16 bytes on
   x86-64; sizeof(max_align_t), 32 there, rounded a 40-byte node up to 64). */
#define ARENA_ALIGN(n) \
    (((n) + _Alignof(max_align_t) - 1) & ~(size_t)(_Alignof(max_align_t) - 1))

/*
 * NB: the current chunk's free bytes are [next, end), and 'next' is always
 * a multiple of the alignment away from 'end' (chunks are sized and carved
 * in aligned units), so a request of at most end - next bytes fits once
 * rounded up.
 */
typedef struct arena {
    arena_chunk *head;     /* current chunk; older chunks chained behind */
    char *next;            /* first free byte of the current chunk */
    char *end;             /* end of the current chunk */
    size_t used;           /* bytes handed out, for statistics */
    size_t reserved;       /* bytes obtained from malloc */
    size_t limit;          /* 0 = none; else fail once reserved would pass */
    bool failed;           /* sticky: an allocation has failed */
} arena;

/* Initialise 'a' (no allocation happens yet).  Cannot fail. */
void arena_init(arena *a, size_t limit);

/* Release every chunk of 'a'; 'a' may be reused after arena_init(). */
void arena_destroy(arena *a);

/* arena_alloc() when the current chunk has no room (or 'size' is 0, or the
   arena has failed): not for direct use. */
void *arena_alloc_slow(arena *a, size_t size);

/*
 * Return 'size' bytes aligned for any object, zero-filled.  Returns NULL and
 * sets a->failed when memory runs out or the limit is reached.  Inline for
 * the usual case, a bump of 'next' (a call was a tenth of the rewrite's
 * instructions).
 */
static inline void *
arena_alloc(arena *a, size_t size)
{
    if (size - 1 < (size_t)(a->end - a->next) && !a->failed) {
        void *p = a->next;

        a->next += ARENA_ALIGN(size);
        a->used += ARENA_ALIGN(size);
        return p; /* zero: see arena.c */
    }
    return arena_alloc_slow(a, size);
}

/*
 * Grow the block 'p' of 'size' bytes to 'new_size' bytes where it lies, when
 * it is the last block handed out and its chunk has room; the new bytes are
 * zero.  Returns false, and changes nothing, otherwise: the caller then
 * allocates a new block and copies.  Used by growable buffers (strbuf,
 * list) so that the one growing at the top of the arena leaves no garbage.
 */
bool arena_extend(arena *a, void *p, size_t size, size_t new_size);

/* Copy 'len' bytes of 's' and a NUL.  NULL on failure (a->failed set). */
char *arena_strndup(arena *a, const char *s, size_t len);
char *arena_strdup(arena *a, const char *s);

/* printf into the arena.  NULL on failure. */
char *arena_printf(arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#define ARENA_NEW(a, type) ((type *)arena_alloc((a), sizeof(type)))
#define ARENA_NEWN(a, type, n) ((type *)arena_alloc((a), sizeof(type) * (size_t)(n)))

#endif
