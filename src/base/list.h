/* SPDX-License-Identifier: MIT */
/*
 * src/base/list.h — arena-backed pointer vector
 *
 * The one sequence type of qprop: AST children, plan children, predicate
 * lists.  A NULL list is an empty list, so every function accepts NULL.
 * Appending may move 'items'; lists are values owned by their arena and are
 * copied, not shared, when a rewrite changes them.
 */
#ifndef QPROP_LIST_H
#define QPROP_LIST_H

#include "base/arena.h"

typedef struct list {
    int n;        /* number of items */
    int cap;      /* allocated slots */
    void **items; /* the items */
} list;

/* list_push() when '*l' is NULL or full: not for direct use. */
int list_push_slow(arena *a, list **l, void *p);

/* Append 'p' to '*l' (creating the list if NULL).  Returns 0 on OOM.
   Inline when there is room (a call per item was 5 % of the rewrite). */
static inline int
list_push(arena *a, list **l, void *p)
{
    list *v = *l;

    if (v && v->n < v->cap) {
        v->items[v->n++] = p;
        return 1;
    }
    return list_push_slow(a, l, p);
}
/* A new list of one item; NULL on OOM. */
list *list_make1(arena *a, void *p);
/* Shallow copy; NULL for an empty input or on OOM (check a->failed). */
list *list_copy(arena *a, const list *l);
/* Concatenate into a new list; NULL when both are empty or on OOM. */
list *list_concat(arena *a, const list *x, const list *y);

static inline int list_len(const list *l) { return l ? l->n : 0; }
static inline void *list_nth(const list *l, int i) { return l->items[i]; }
/* The same items (pointers) in the same order; NULL is the empty list. */
bool list_same(const list *x, const list *y);
/* 'x' is one of the items (pointers) of 'l'. */
bool list_has(const list *l, const void *x);

#define LIST_FOREACH(type, var, lst)                                         \
    for (int var##_i = 0; var##_i < list_len(lst); var##_i++)                \
        for (type var = (type)(lst)->items[var##_i], *var##_once = (type)1;  \
             var##_once; var##_once = NULL)

#endif
