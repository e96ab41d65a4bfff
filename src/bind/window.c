/* SPDX-License-Identifier: MIT */
/*
 * src/bind/window.c — sort keys, windows and their frames
 *
 * ORDER BY keys (of a window, an aggregate, WITHIN GROUP) with USING
 * turned into ASC or DESC, the WINDOW clause checked whole as PostgreSQL
 * checks it, and the window of a window function: its parts copied from
 * the window it names, its frame's offsets bound and checked (no
 * columns, an in_range function for a RANGE offset).  Part of
 * bind_expr() (expr_int.h).
 */
#include <string.h>

#include "bind/expr_int.h"

/*
 * ORDER BY ... USING op on the bound key 'k' (read from 's'): PostgreSQL
 * sorts by an operator that is the "<" or ">" of a btree family of the
 * key's type, with NULLS FIRST by default after ">".  Every type qprop
 * models that can be sorted has such a family, whose "<" orders as ASC
 * and ">" as DESC, so the key becomes ASC or DESC and prints as such; so
 * do the built-in types of opaque_btree_type().  False with the error
 * set for any other operator or type.
 */
/* Built-in types qprop carries opaque whose "<" and ">" are those of
   their default btree operator class (and arrays, compared element by
   element with their element's). */
static bool
opaque_btree_type(const char *name)
{
    static const char *const names[] = {
        "name", "bytea", "uuid", "oid", "inet", "cidr", "macaddr",
        "macaddr8", "money", "timetz", "time with time zone", "bit",
        "varbit", "bit varying", "char", "\"char\"", "pg_lsn", "jsonb",
    };
    size_t n;

    if (!name)
        return false;
    if (strncmp(name, "pg_catalog.", 11) == 0)
        name += 11;
    n = strlen(name);
    if (n > 2 && strcmp(name + n - 2, "[]") == 0)
        return true;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

bool
bind_sort_using(bctx *c, const ast *s, sort_key *k)
{
    const char *op = s->sortby.using_op;
    qp_typeid t = k->e->type.id;

    if (t == T_UNKNOWN || t == T_NULL || t == T_RECORD
        || (t == T_ANY && !opaque_btree_type(type_opaque_name(k->e->type)))
        || (strcmp(op, "<") != 0 && strcmp(op, ">") != 0)) {
        /* an opaque type's operators, or "~<~" and the like */
        err_set(c->err, QPROP_EUNSUPPORTED, s->loc,
                "ORDER BY ... USING %s on type %s is not supported", op,
                type_opaque_name(k->e->type) ? type_opaque_name(k->e->type)
                                  : bind_tname(c, k->e->type));
        return false;
    }
    k->desc = op[0] == '>';
    return true;
}

bool
bind_sortkeys(bctx *c, block *b, const list *in, list **out)
{
    *out = NULL;
    for (int i = 0; i < list_len(in); i++) {
        const ast *s = list_nth(in, i);
        sort_key *k = ARENA_NEW(c->a, sort_key);

        if (!k)
            return false;
        k->e = bind_coerce_default(c, bind_expr(c, b, s->sortby.expr));
        if (!k->e)
            return false;
        if (!s->sortby.using_op && !bind_orderable(c, k->e, s->sortby.expr->loc))
            return false;
        k->desc = s->sortby.desc;
        k->nulls = s->sortby.nulls;
        if (s->sortby.using_op && !bind_sort_using(c, s, k))
            return false;
        if (!list_push(c->a, out, k))
            return false;
    }
    return true;
}

/* The WINDOW clause entry 'name' of 'b', looking only before entry
   'before' when it is one (a definition names an earlier one). */
static const ast *
find_window(const block *b, const char *name, const ast *before)
{
    const list *w = b->sel ? b->sel->select.windows : NULL;

    for (int i = 0; i < list_len(w); i++) {
        const ast *d = list_nth(w, i);

        if (d == before)
            break;
        if (d->win.name && strcmp(d->win.name, name) == 0)
            return d;
    }
    return NULL;
}

/* bind_fail() for a check that returns false. */
static bool
win_fail(bctx *c, qprop_status code, int loc, const char *fmt,
         const char *arg)
{
    bind_fail(c, code, loc, fmt, arg);
    return false;
}

/* A window with its copied parts: the definition that gives each. */
typedef struct win_parts {
    const list *partition, *order;
    const ast *frame;          /* holder of .frame and the offsets */
} win_parts;

/*
 * The parts of window 'w' as PostgreSQL's transformWindowDefinitions
 * copies them from the window it names: PARTITION BY from there (never
 * overridden), ORDER BY from there unless only 'w' has one, the frame
 * always 'w''s own (a window with a frame cannot be copied); OVER name
 * takes the named window whole.
 */
static bool
window_parts(bctx *c, const block *b, const ast *w, win_parts *out)
{
    const ast *ref;
    win_parts r;

    out->partition = w->win.partition;
    out->order = w->win.order;
    out->frame = w;
    if (!w->win.refname)
        return true;
    ref = find_window(b, w->win.refname, w);
    if (!ref)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "window \"%s\" does not exist", w->win.refname);
    if (!window_parts(c, b, ref, &r))
        return false;
    if (w->win.by_name) {
        *out = r;
        return true;
    }
    if (w->win.partition)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "cannot override PARTITION BY clause of window "
                         "\"%s\"", w->win.refname);
    if (w->win.order && r.order)
        return win_fail(c, QPROP_ESEMANTIC, w->loc,
                         "cannot override ORDER BY clause of window \"%s\"",
                         w->win.refname);
    if (r.frame->win.frame) {
        /* any frame clause written, even the default one (PostgreSQL's
           FRAMEOPTION_NONDEFAULT) */
        bind_fail(c, QPROP_ESEMANTIC, w->loc,
                  "cannot copy window \"%s\" because it has a frame clause",
                  w->win.refname);
        if (!w->win.order && !w->win.frame)
            err_hint(c->err, "Omit the parentheses in this OVER clause.");
        return false;
    }
    out->partition = r.partition;
    if (!w->win.order)
        out->order = r.order;
    return true;
}

/*
 * Every WINDOW clause entry of 'b' (PostgreSQL checks them all, used or
 * not): a name given once, the windows named there exist before it and
 * may be copied.
 */
bool
bind_window_clause(bctx *c, const block *b)
{
    const list *w = b->sel ? b->sel->select.windows : NULL;
    win_parts parts;

    for (int i = 0; i < list_len(w); i++) {
        const ast *d = list_nth(w, i);

        if (find_window(b, d->win.name, d))
            return win_fail(c, QPROP_ESEMANTIC, d->loc,
                             "window \"%s\" is already defined", d->win.name);
        if (!window_parts(c, b, d, &parts))
            return false;
    }
    return true;
}

/* The in_range support PostgreSQL 15 has for RANGE offsets: column type,
   offset types (btree opfamilies' support function 3). */
static const struct {
    qp_typeid col, off[3];
} in_range[] = {
    {T_INT2, {T_INT8, T_INT4, T_INT2}},
    {T_INT4, {T_INT8, T_INT4, T_INT2}},
    {T_INT8, {T_INT8}},
    {T_FLOAT4, {T_FLOAT8}},
    {T_FLOAT8, {T_FLOAT8}},
    {T_NUMERIC, {T_NUMERIC}},
    {T_DATE, {T_INTERVAL}},
    {T_TIMESTAMP, {T_INTERVAL}},
    {T_TIMESTAMPTZ, {T_INTERVAL}},
    {T_INTERVAL, {T_INTERVAL}},
    {T_TIME, {T_INTERVAL}},
};

/* A value of type 'from' fits an in_range offset of type 'to': the same
   type or an implicit cast (the same in every version: pgcat.h). */
static bool
offset_fits(qp_type from, qp_typeid to)
{
    return from.id == to
           || pgcat_cast_context(0, pgcat_type_of(type_unmod(from)),
                                 pgcat_type_of(type_plain(to))) == 'i';
}

/*
 * A RANGE frame's offset 'off' (bound; NULL when the bound has none) with
 * the single sort key 'key': PostgreSQL needs an in_range function for
 * the key's type taking the offset's type, after an implicit coercion.
 */
static bool
range_offset_ok(bctx *c, const expr *key, const expr *off, int loc)
{
    qp_typeid col = key->type.id;

    if (!off || type_opaque_name(key->type) || type_opaque_name(off->type)
        || type_is_array(key->type))
        return true; /* a type qprop does not model: PostgreSQL decides */
    for (size_t i = 0; i < sizeof in_range / sizeof in_range[0]; i++) {
        if (in_range[i].col != col)
            continue;
        for (int j = 0; j < 3 && in_range[i].off[j]; j++)
            if (bind_is_unknown(off) || offset_fits(off->type,
                                                    in_range[i].off[j]))
                return true;
        err_set(c->err, QPROP_EUNSUPPORTED, loc,
                "RANGE with offset PRECEDING/FOLLOWING is not supported for "
                "column type %s and offset type %s", bind_tname(c, key->type),
                bind_tname(c, off->type));
        err_hint(c->err, "Cast the offset value to an appropriate type.");
        return false;
    }
    /* varchar sorts by text's operators, and PostgreSQL names that */
    return win_fail(c, QPROP_EUNSUPPORTED, loc,
                    "RANGE with offset PRECEDING/FOLLOWING is not supported "
                    "for column type %s",
                    col == T_VARCHAR ? "text" : bind_tname(c, key->type));
}

static void
note_var(const expr *col, void *arg)
{
    (void)col;
    *(bool *)arg = true;
}

/* A frame offset 'off' (bound) of mode 'mode' reads no column. */
static bool
offset_var_free(bctx *c, const expr *off, const char *mode, int loc)
{
    bool var = false;

    if (off)
        expr_walk_cols(off, note_var, &var);
    if (var)
        return win_fail(c, QPROP_ESEMANTIC, loc,
                         "argument of %s must not contain variables", mode);
    return true;
}

window_spec *
bind_window(bctx *c, block *b, const ast *w)
{
    window_spec *ws = ARENA_NEW(c->a, window_spec);
    win_parts parts;
    const ast *fr;
    const char *mode;
    bool ok;

    if (!ws || !window_parts(c, b, w, &parts))
        return NULL;
    /* PostgreSQL's checks: no window functions in a window definition,
       nor aggregates in its frame offsets */
    b->cl = CL_WINDEF;
    ws->partition = bind_list(c, b, (list *)parts.partition, &ok);
    if (!ok)
        return NULL;
    for (int i = 0; i < list_len(ws->partition); i++)
        ws->partition->items[i] =
            bind_coerce_default(c, list_nth(ws->partition, i));
    if (!bind_sortkeys(c, b, (list *)parts.order, &ws->order))
        return NULL;
    fr = parts.frame;
    ws->frame = fr->win.frame;
    b->cl = fr->win.frame & FRAME_ROWS ? CL_WINROWS
            : fr->win.frame & FRAME_GROUPS ? CL_WINGROUPS : CL_WINRANGE;
    mode = fr->win.frame & FRAME_ROWS ? "ROWS"
           : fr->win.frame & FRAME_GROUPS ? "GROUPS" : "RANGE";
    if (fr->win.start_offset
        && !(ws->start_offset = bind_expr(c, b, fr->win.start_offset)))
        return NULL;
    if (fr->win.end_offset
        && !(ws->end_offset = bind_expr(c, b, fr->win.end_offset)))
        return NULL;
    if ((ws->frame & FRAME_GROUPS) && !list_len(ws->order)) {
        bind_fail(c, QPROP_ESEMANTIC, w->loc,
                  "GROUPS mode requires an ORDER BY clause", NULL);
        return NULL;
    }
    if (!offset_var_free(c, ws->start_offset, mode,
                         fr->win.start_offset ? fr->win.start_offset->loc : 0)
        || !offset_var_free(c, ws->end_offset, mode,
                            fr->win.end_offset ? fr->win.end_offset->loc : 0))
        return NULL;
    if ((ws->frame & FRAME_RANGE) && (ws->start_offset || ws->end_offset)) {
        const sort_key *k;

        if (list_len(ws->order) != 1) {
            bind_fail(c, QPROP_ESEMANTIC, w->loc,
                      "RANGE with offset PRECEDING/FOLLOWING requires exactly "
                      "one ORDER BY column", NULL);
            return NULL;
        }
        k = list_nth(ws->order, 0);
        if (!range_offset_ok(c, k->e, ws->start_offset,
                             ws->start_offset ? fr->win.start_offset->loc : 0)
            || !range_offset_ok(c, k->e, ws->end_offset,
                                ws->end_offset ? fr->win.end_offset->loc : 0))
            return NULL;
    }
    return ws;
}
