/* SPDX-License-Identifier: MIT */
/*
 * src/base/list.c — arena-backed pointer vector (see list.h)
 */
#include "base/list.h"

#include <string.h>

int
list_push_slow(arena *a, list **l, void *p)
{
    list *v = *l;

    if (!v) {
        v = ARENA_NEW(a, list);
        if (!v)
            return 0;
        *l = v;
    }
    if (v->n == v->cap) {
        int cap = v->cap ? v->cap * 2 : 4;
        void **items;

        /* a list at the top of the arena grows where it is */
        if (v->cap && arena_extend(a, v->items, sizeof(void *) * (size_t)v->cap,
                                   sizeof(void *) * (size_t)cap)) {
            v->cap = cap;
            v->items[v->n++] = p;
            return 1;
        }
        items = ARENA_NEWN(a, void *, cap);
        if (!items)
            return 0;
        if (v->n)
            memcpy(items, v->items, sizeof(void *) * (size_t)v->n);
        v->items = items;
        v->cap = cap;
    }
    v->items[v->n++] = p;
    return 1;
}

list *
list_make1(arena *a, void *p)
{
    list *l = NULL;

    if (!list_push(a, &l, p))
        return NULL;
    return l;
}

list *
list_copy(arena *a, const list *l)
{
    list *r = NULL;

    for (int i = 0; i < list_len(l); i++)
        if (!list_push(a, &r, l->items[i]))
            return NULL;
    return r;
}

list *
list_concat(arena *a, const list *x, const list *y)
{
    list *r = list_copy(a, x);

    for (int i = 0; i < list_len(y); i++)
        if (!list_push(a, &r, y->items[i]))
            return NULL;
    return r;
}

bool
list_has(const list *l, const void *x)
{
    for (int i = 0; i < list_len(l); i++)
        if (l->items[i] == x)
            return true;
    return false;
}

bool
list_same(const list *x, const list *y)
{
    if (list_len(x) != list_len(y))
        return false;
    for (int i = 0; i < list_len(x); i++)
        if (x->items[i] != y->items[i])
            return false;
    return true;
}
