/* SPDX-License-Identifier: MIT */
/*
 * src/bind/locking.c — SELECT ... FOR UPDATE | NO KEY UPDATE | SHARE |
 * KEY SHARE [OF t, ...] [NOWAIT | SKIP LOCKED]
 *
 * PostgreSQL locks the rows of the named tables (without OF: of every
 * table of the block's FROM list) that the block returns.  A clause is
 * bound to the rtes of the block's own FROM list, with PostgreSQL's
 * checks (CheckSelectLocking, transformLockingClause), and kept on the
 * block's Project (plan_lock, plan.h); the SQL printer prints it on the
 * same block with the names it prints those rtes with.  Rules may change
 * which rows a scan reads (fewer rows read, same rows returned), never the
 * block a locked table belongs to: a block with a locking clause never
 * becomes a join of its parent (bind_is_spj()).
 *
 * Not modelled (EUNSUPPORTED): a derived table or view in the FROM list a
 * clause applies to (PostgreSQL locks the tables inside it), and a
 * schema-qualified name after OF, which PostgreSQL rejects anyway.
 */
#include <string.h>

#include "bind/bind_int.h"

const char *
bind_lock_name(ast_lock_strength s)
{
    switch (s) {
    case LOCK_UPDATE: return "FOR UPDATE";
    case LOCK_NO_KEY_UPDATE: return "FOR NO KEY UPDATE";
    case LOCK_SHARE: return "FOR SHARE";
    case LOCK_KEY_SHARE: return "FOR KEY SHARE";
    }
    return "FOR UPDATE";
}

/* An rte of the block's FROM list, and whether an outer join may null
   its rows. */
typedef struct level_item {
    rte *r;
    bool nullable;
} level_item;

/*
 * The rtes of block 'id' in the FROM tree 'p' (not inside derived tables,
 * nor those of subqueries the binder turned into joins) into '*out', of
 * level_item *.  False on OOM.
 */
static bool
level_rtes(bctx *c, const plan *p, int id, bool nullable, list **out)
{
    rte *r = NULL;

    if (!p)
        return true;
    switch (p->kind) {
    case PLAN_SCAN: case PLAN_DYNAMIC_SCAN: r = p->scan.rte; break;
    case PLAN_SUBQUERY_SCAN: r = p->subq.rte; break;
    case PLAN_CTE_SCAN: r = p->ctescan.rte; break;
    case PLAN_VALUES: r = p->values.rte; break;
    case PLAN_JOIN: {
        join_type t = p->join.type;

        return level_rtes(c, p->left, id,
                          nullable || t == JOIN_RIGHT || t == JOIN_FULL, out)
               && level_rtes(c, p->right, id,
                             nullable || t == JOIN_LEFT || t == JOIN_FULL,
                             out);
    }
    case PLAN_FILTER:
        return level_rtes(c, p->left, id, nullable, out);
    default:
        return true;
    }
    if (r && r->block == id) {
        level_item *it = ARENA_NEW(c->a, level_item);

        if (!it || !list_push(c->a, out, it))
            return false;
        it->r = r;
        it->nullable = nullable;
    }
    return true;
}

/* The name PostgreSQL knows FROM item 'r' by: its alias, else the
   table's name. */
static const char *
ref_name(const rte *r)
{
    if (r->written_alias)
        return r->written_alias;
    return r->table ? r->table->name : r->alias;
}

/* Add the item 'it' to the locked rtes of 'pl', with PostgreSQL's
   checks; 'named' when OF names it. */
static qprop_status
lock_item(bctx *c, const ast_lock *l, plan_lock *pl, const level_item *it,
          bool named)
{
    const char *what = bind_lock_name(l->strength);

    switch (it->r->kind) {
    case RTE_TABLE:
        /* PostgreSQL's executor (CheckValidRowMarkRel) */
        if (it->r->table && it->r->table->is_matview)
            return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                           "cannot lock rows in materialized view \"%s\"",
                           it->r->table->name);
        break;
    case RTE_CTE:
        if (!named)
            return QPROP_OK;
        return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                       "%s cannot be applied to a WITH query", what);
    case RTE_VALUES:
        if (!named)
            return QPROP_OK;
        return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                       "%s cannot be applied to VALUES", what);
    default:
        return err_set(c->err, QPROP_EUNSUPPORTED, l->loc,
                       "%s of a derived table or view (\"%s\") is not "
                       "supported", what, ref_name(it->r));
    }
    if (it->nullable)
        return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                       "%s cannot be applied to the nullable side of an "
                       "outer join", what);
    for (int i = 0; i < list_len(pl->rtes); i++)
        if (list_nth(pl->rtes, i) == it->r)
            return QPROP_OK;
    return list_push(c->a, &pl->rtes, it->r) ? QPROP_OK : ERR_OOM(c->err);
}

qprop_status
bind_locks(bctx *c, block *b)
{
    const ast *sel = b->sel;
    list *items = NULL;

    if (!list_len(sel->select.locks))
        return QPROP_OK;
    if (!level_rtes(c, b->from, b->id, false, &items))
        return ERR_OOM(c->err);
    for (int i = 0; i < list_len(sel->select.locks); i++) {
        const ast_lock *l = list_nth(sel->select.locks, i);
        const char *what = bind_lock_name(l->strength);
        const char *bad = sel->select.distinct ? "DISTINCT clause"
                          : sel->select.group_by ? "GROUP BY clause"
                          : sel->select.having ? "HAVING clause"
                          : list_len(b->aggs) ? "aggregate functions"
                          : list_len(b->winfuncs) ? "window functions" : NULL;
        plan_lock *pl = ARENA_NEW(c->a, plan_lock);
        qprop_status st;

        if (!pl || !list_push(c->a, &b->locks, pl))
            return ERR_OOM(c->err);
        if (bad)
            return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                           "%s is not allowed with %s", what, bad);
        pl->strength = l->strength;
        pl->wait = l->wait;
        pl->loc = l->loc;
        if (!l->rels) {
            for (int k = 0; k < list_len(items); k++)
                if ((st = lock_item(c, l, pl, list_nth(items, k), false))
                    != QPROP_OK)
                    return st;
            continue;
        }
        for (int j = 0; j < list_len(l->rels); j++) {
            const ast_name *n = list_nth(l->rels, j);
            const level_item *found = NULL;

            if (n->n != 1)
                return err_set(c->err, QPROP_ESEMANTIC, l->loc,
                               "%s must specify unqualified relation names",
                               what);
            for (int k = 0; k < list_len(items) && !found; k++) {
                const level_item *it = list_nth(items, k);

                if (strcmp(ref_name(it->r), n->part[0]) == 0)
                    found = it;
            }
            if (!found) {
                err_set(c->err, QPROP_ESEMANTIC, l->loc,
                        "relation \"%s\" in %s clause not found in FROM "
                        "clause", n->part[0], what);
                return c->err->code;
            }
            if ((st = lock_item(c, l, pl, found, true)) != QPROP_OK)
                return st;
        }
    }
    return QPROP_OK;
}
