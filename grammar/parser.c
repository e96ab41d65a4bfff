/* SPDX-License-Identifier: MIT */
/*
 * grammar/parser.c — the statement driver: split, classify, parse
 *
 * First pass: the Flex scanner (scan.l) reads the tokens of one statement,
 * up to a ';' (or a psql \g) or the end of the text, into an array the
 * parser owns and reuses for every statement; lexical errors are
 * remembered and the rest of the statement is skipped, so the next call
 * starts after its ';'.  The statement's bytes, comments included, are
 * also checked to be valid UTF-8 without NULs.  Second pass: statements
 * qprop does not model are recognised from their first tokens and
 * returned as AST_SKIPPED (or as ALTER_OTHER), pg_restore_relation_stats()
 * calls are read straight from the tokens (AST_RELSTATS), and everything
 * else goes to the Bison grammar (gram.y) over the token array.
 *
 * The parser keeps its own copy of the text (Flex needs it writable and
 * NUL-terminated), one scanner and the token array for its whole life;
 * only token values and nodes go into the per-statement arenas.  The
 * token array is dead once the statement is parsed, and in the arena it
 * was the largest single item of a long statement (with every copy left
 * behind by its doubling: 14 MiB of a 10,000-table join's 24 MiB).
 */
#include "grammar/parser.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "grammar/parser_int.h"
#include "grammar/gram.h"

#define DEFAULT_MAX_DEPTH 1000
#define DEFAULT_PG_VERSION 18

struct parser {
    char *buf;          /* copy of the text, followed by two NULs */
    size_t len;         /* bytes of text in 'buf' */
    int max_depth;      /* nesting limit handed to the grammar */
    void *scanner;      /* the Flex scanner over 'buf' */
    scan_extra *x;      /* its extra data */
    int pos;            /* offset where the next statement's text starts */
    bool done;          /* the scanner has reached the end */
    bool oom;           /* restarting the scanner failed: report, then end */
    token *toks;        /* the current statement's tokens (malloc'ed) */
    int tok_cap;        /* slots in 'toks' */
    bool scs_off;       /* SET standard_conforming_strings = off is in force */
    int pg_version;     /* the dialect: PostgreSQL 15 to 18 */
};

parser *
parser_new(const char *text, size_t len, int max_depth)
{
    parser *p;

    if (len > (size_t)INT32_MAX - 2)
        return NULL;
    if (!(p = calloc(1, sizeof *p)))
        return NULL;
    p->buf = malloc(len + 2);
    p->x = calloc(1, sizeof *p->x);
    if (!p->buf || !p->x)
        goto out_free;
    if (len)
        memcpy(p->buf, text, len);
    p->buf[len] = p->buf[len + 1] = '\0';
    p->len = len;
    p->max_depth = max_depth > 0 ? max_depth : DEFAULT_MAX_DEPTH;
    p->pg_version = DEFAULT_PG_VERSION;
    if (scan_open(&p->scanner, p->x, p->buf, len) != 0)
        goto out_free;
    p->x->pg_version = p->pg_version;
    return p;

out_free:
    free(p->x);
    free(p->buf);
    free(p);
    return NULL;
}

void
parser_free(parser *p)
{
    if (!p)
        return;
    scan_close(p->scanner);
    free(p->toks);
    free(p->x);
    free(p->buf);
    free(p);
}

void
parser_set_version(parser *p, int version)
{
    p->pg_version = version;
    p->x->pg_version = version;
}

/* True when the 'n' bytes at 's' begin with 'w'. */
static bool
starts_with(const char *s, size_t n, const char *w)
{
    size_t l = strlen(w);

    return n >= l && memcmp(s, w, l) == 0;
}

int
parser_dump_version(const char *text, size_t len)
{
    static const char head[] = "-- Dumped from database version ";
    const char *s = text, *end = text + len;

    while (s < end) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        const char *eol = nl ? nl : end;
        size_t n = (size_t)(eol - s);

        if (starts_with(s, n, head)) {
            int v = 0;

            for (s += sizeof head - 1; s < eol && *s >= '0' && *s <= '9'; s++)
                if ((v = v * 10 + (*s - '0')) > 1000)
                    return 0;
            return v;
        }
        /* pg_dump's leading lines: comments, blanks, \restrict */
        if (!(n == 0 || (n == 1 && *s == '\r') || starts_with(s, n, "--")
              || *s == '\\'))
            return 0;
        s = nl ? nl + 1 : end;
    }
    return 0;
}

size_t
parser_held(const parser *p)
{
    return p ? p->len + 2 + sizeof(token) * (size_t)p->tok_cap : 0;
}

/* ---- token helpers ---- */

/* True when 't' is the unquoted word (identifier or keyword) 'w'. */
static bool
is_word(const token *t, const char *w)
{
    switch (t->tok) {
    case 0:
    case SCONST:
    case ICONST:
    case FCONST:
    case Op:
    case PARAM:
        return false;
    default:
        return t->str && !t->quoted && strcmp(t->str, w) == 0;
    }
}

/* An argument mode of CREATE FUNCTION: IN, OUT, INOUT or VARIADIC. */
static bool
is_arg_mode(const token *t)
{
    return is_word(t, "in") || is_word(t, "out") || is_word(t, "inout")
           || is_word(t, "variadic");
}

/* True when 't' is an identifier or a keyword (a possible name). */
static bool
is_name(const token *t)
{
    return t->tok >= IDENT && t->tok != SCONST && t->tok != ICONST
           && t->tok != FCONST && t->tok != Op && t->tok != PARAM
           && t->str != NULL;
}

/* "WORD" in upper case, in 'a'. */
static const char *
upper_word(arena *a, const char *prefix, const token *t1, const token *t2)
{
    char *s = arena_printf(a, "%s%s%s%s%s", prefix,
                           prefix[0] && t1 ? " " : "", t1 ? t1->str : "",
                           t2 ? " " : "", t2 ? t2->str : "");

    for (char *c = s; c && *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 'a' + 'A');
    return s;
}

static ast *
skipped(arena *a, const token *toks, int n, const char *what)
{
    ast *s = ast_new(a, AST_SKIPPED, toks[0].loc.start, toks[n - 1].loc.end);

    if (s)
        s->skipped.what = what;
    return s;
}

/* ---- the session time zone ---- */

/* True when 't' is the sign 'c' ('-' or '+'). */
static bool
is_sign(const token *t, char c)
{
    return t->tok == c || (t->tok == Op && t->str && t->str[0] == c
                           && t->str[1] == '\0');
}

static ast *
settz(arena *a, const token *toks, int n, const char *value, bool is_local,
      bool reset, bool *oom)
{
    ast *r = ast_new(a, AST_SET_TIMEZONE, toks[0].loc.start,
                     toks[n - 1].loc.end);

    if (!r) {
        *oom = true;
        return NULL;
    }
    r->settz.value = value;
    r->settz.is_local = is_local;
    r->settz.reset = reset;
    return r;
}

/*
 * SET [SESSION | LOCAL] TIME ZONE value, SET [SESSION | LOCAL] TimeZone
 * {TO | =} value, RESET TimeZone, RESET TIME ZONE: AST_SET_TIMEZONE, or
 * NULL for any other
 * statement.  A value that is not a string or a number (LOCAL, DEFAULT,
 * INTERVAL '...') gives a NULL value, which the catalog refuses.
 */
static ast *
set_timezone(arena *a, const token *toks, int n, bool *oom)
{
    bool is_local = false, neg = false;
    const char *v = NULL;
    int i = 1;

    if (is_word(&toks[0], "reset"))
        return (n == 2 && is_word(&toks[1], "timezone"))
                       || (n == 3 && is_word(&toks[1], "time")
                           && is_word(&toks[2], "zone"))
               ? settz(a, toks, n, NULL, false, true, oom) : NULL;
    if (!is_word(&toks[0], "set"))
        return NULL;
    if (i < n && (is_word(&toks[i], "session") || is_word(&toks[i], "local")))
        is_local = is_word(&toks[i++], "local");
    if (i + 1 < n && is_word(&toks[i], "time") && is_word(&toks[i + 1], "zone"))
        i += 2;
    else if (i + 1 < n && is_word(&toks[i], "timezone")
             && (is_word(&toks[i + 1], "to") || toks[i + 1].tok == '='
                 || (toks[i + 1].tok == Op && toks[i + 1].str
                     && strcmp(toks[i + 1].str, "=") == 0)))
        i += 2;
    else
        return NULL;
    if (i < n && (is_sign(&toks[i], '-') || is_sign(&toks[i], '+')))
        neg = is_sign(&toks[i++], '-');
    if (i + 1 == n && toks[i].tok == SCONST && !neg)
        v = toks[i].str;
    else if (i + 1 == n && (toks[i].tok == ICONST || toks[i].tok == FCONST))
        v = neg ? arena_printf(a, "-%s", toks[i].str) : toks[i].str;
    if (v && !(v = arena_strdup(a, v)))
        *oom = true;
    return *oom ? NULL : settz(a, toks, n, v, is_local, false, oom);
}

/* ---- statements recognised from their first tokens ---- */

/* Leading words of statements that are skipped whole. */
static const char *const skip_words[] = {
    "abort", "analyse", "analyze", "begin", "call", "checkpoint", "close",
    "cluster", "comment", "commit", "copy", "deallocate", "declare",
    "discard", "do", "end", "execute", "fetch", "grant", "import", "listen",
    "load", "lock", "move", "notify", "prepare", "reassign",
    "refresh", "reindex",
    "release", "reset", "revoke", "rollback", "savepoint", "security",
    "set", "show", "start", "truncate", "unlisten", "vacuum",
};

/* Kinds of object whose CREATE is skipped. */
static const char *const skip_objects[] = {
    "access", "aggregate", "cast", "collation", "constraint", "conversion",
    "database", "domain", "event", "extension", "foreign", "function",
    "group", "index", "language", "materialized", "operator", "policy",
    "procedure", "publication", "role", "rule", "schema", "sequence",
    "server", "statistics", "subscription", "tablespace", "text",
    "transform", "trigger", "type", "user",
};

static bool
is_skipped_object(const token *t)
{
    for (size_t k = 0; k < sizeof skip_objects / sizeof skip_objects[0]; k++)
        if (is_word(t, skip_objects[k]))
            return true;
    return false;
}

/*
 * The node of a statement that is skipped or needs no grammar, or NULL
 * for the grammar's statements.  Sets '*oom' when out of memory.
 */
static ast *classify(arena *a, const char *buf, const token *toks, int n,
                     bool *oom);

/* A SELECT [* FROM] [pg_catalog.]name( call: the index of name, or -1. */
static int
catalog_call(const token *toks, int n)
{
    int i = 1;

    if (i + 1 < n && toks[i].tok == '*' && is_word(&toks[i + 1], "from"))
        i += 2;
    if (i + 1 < n && is_word(&toks[i], "pg_catalog") && toks[i + 1].tok == '.')
        i += 2;
    if (i + 1 < n && is_name(&toks[i]) && !toks[i].quoted
        && toks[i + 1].tok == '(')
        return i;
    return -1;
}

/*
 * pg_restore_relation_stats('key', value, ...) from the tokens at 'i' (the
 * '('): AST_RELSTATS, or NULL when the call has another shape (the grammar
 * then reports it).  Values are literals, maybe negative or cast.
 */
static ast *
relstats(arena *a, const token *toks, int n, int i, bool *oom)
{
    const char *schema = NULL, *rel = NULL;
    double tuples = -1;
    ast *r;

    if (toks[i].tok != '(')
        return NULL;
    i++;
    if (i < n && toks[i].tok == ')')
        i++;
    while (i < n && toks[i].tok == SCONST) {
        const char *key = toks[i].str;
        const token *val = NULL;
        bool neg = false;
        int depth = 0;

        if (++i >= n || toks[i].tok != ',')
            return NULL;
        for (i++; i < n; i++) {
            int t = toks[i].tok;

            if (depth == 0 && (t == ',' || t == ')'))
                break;
            if (t == '(')
                depth++;
            else if (t == ')')
                depth--;
            else if (!val && (t == SCONST || t == ICONST || t == FCONST))
                val = &toks[i];
            else if (!val && t == '-')
                neg = !neg;
        }
        if (i >= n || !val)
            return NULL;
        if (strcmp(key, "schemaname") == 0)
            schema = val->str;
        else if (strcmp(key, "relname") == 0)
            rel = val->str;
        else if (strcmp(key, "reltuples") == 0) {
            char *end;

            tuples = strtod(val->str, &end);
            if (*end)
                return NULL;
            if (neg)
                tuples = -tuples;
        }
        if (toks[i].tok == ')')
            break;
        i++;
    }
    if (i >= n || toks[i].tok != ')' || i + 1 != n)
        return NULL;
    r = ast_new(a, AST_RELSTATS, toks[0].loc.start, toks[n - 1].loc.end);
    if (!r) {
        *oom = true;
        return NULL;
    }
    r->relstats.schemaname = schema;
    r->relstats.relname = rel;
    r->relstats.reltuples = tuples;
    return r;
}

/* The end of the ALTER TABLE action starting at toks[s]: the index of
   the next comma outside parentheses, or n. */
static int
action_end(const token *toks, int s, int n)
{
    int depth = 0;

    for (int i = s; i < n; i++) {
        if (toks[i].tok == '(')
            depth++;
        else if (toks[i].tok == ')')
            depth--;
        else if (toks[i].tok == ',' && depth == 0)
            return i;
    }
    return n;
}

/*
 * True when one of the ALTER TABLE actions in toks[act..n-1] (separated
 * by commas outside parentheses) changes what qprop knows of the table:
 * its columns (ADD, DROP, RENAME COLUMN, ALTER COLUMN TYPE), its name or
 * schema (RENAME TO, SET SCHEMA), its parents (INHERIT, NO INHERIT, OF,
 * NOT OF, ATTACH, DETACH), a NOT NULL (DROP NOT NULL, DROP IDENTITY) or a
 * constraint (DROP CONSTRAINT).  ADD CONSTRAINT, OWNER TO, SET DEFAULT,
 * ENABLE TRIGGER and the like do not.  Asked of a statement the grammar
 * does not read (alter_modelled() false), whose table is then marked.
 */
static bool
alter_reshapes(const token *toks, int act, int n)
{
    for (int s = act, e; s < n; s = e + 1) {
        const token *w = &toks[s], *x;

        e = action_end(toks, s, n);
        x = s + 1 < e ? &toks[s + 1] : NULL;
        if (is_word(w, "add")) {
            if (!(x && (is_word(x, "constraint") || is_word(x, "primary")
                        || is_word(x, "unique") || is_word(x, "check")
                        || is_word(x, "foreign") || is_word(x, "exclude"))))
                return true; /* ADD [COLUMN] */
        } else if (is_word(w, "drop") || is_word(w, "inherit")
                   || is_word(w, "of") || is_word(w, "attach")
                   || is_word(w, "detach")) {
            return true;
        } else if (is_word(w, "rename")) {
            if (!(x && is_word(x, "constraint")))
                return true;
        } else if ((is_word(w, "no") && x && is_word(x, "inherit"))
                   || (is_word(w, "not") && x && is_word(x, "of"))
                   || (is_word(w, "set") && x && is_word(x, "schema"))) {
            return true;
        } else if (is_word(w, "alter")) {
            /* ALTER [COLUMN] c TYPE | SET DATA TYPE | DROP NOT NULL |
               DROP IDENTITY | DROP EXPRESSION */
            int k = s + 1;
            const token *y, *z;

            if (k < e && is_word(&toks[k], "column"))
                k++;
            y = k + 1 < e ? &toks[k + 1] : NULL;
            z = k + 2 < e ? &toks[k + 2] : NULL;
            if (y && (is_word(y, "type")
                      || (is_word(y, "set") && z && is_word(z, "data"))
                      || (is_word(y, "drop") && z
                          && (is_word(z, "not") || is_word(z, "identity")
                              || is_word(z, "expression")))))
                return true;
        }
    }
    return false;
}

/*
 * True when the ALTER TABLE action at toks[s..e-1] is one the grammar and
 * the catalog model: ADD [CONSTRAINT name] PRIMARY KEY, ADD [COLUMN],
 * DROP [COLUMN], DROP CONSTRAINT, ALTER [COLUMN] c SET / DROP NOT NULL and [SET DATA]
 * TYPE; 'alone' (the only action) also ATTACH / DETACH PARTITION and
 * RENAME.
 */
static bool
alter_action_modelled(const token *toks, int s, int e, bool alone)
{
    const token *w = &toks[s];
    int k = s + 1;

    if (is_word(w, "add")) {
        if (k + 2 < e && is_word(&toks[k], "constraint"))
            k += 2;
        if (k + 1 < e && is_word(&toks[k], "primary")
            && is_word(&toks[k + 1], "key"))
            return true;
        if (k < e && is_word(&toks[k], "column"))
            k++;
        /* a column name, not CONSTRAINT, CHECK, UNIQUE, FOREIGN, ... */
        return k + 1 < e && is_name(&toks[k])
               && !is_word(&toks[k], "constraint")
               && !is_word(&toks[k], "check")
               && !is_word(&toks[k], "unique")
               && !is_word(&toks[k], "primary")
               && !is_word(&toks[k], "foreign")
               && !is_word(&toks[k], "exclude");
    }
    if (is_word(w, "drop")) {
        if (k < e && is_word(&toks[k], "constraint"))
            return true; /* DROP CONSTRAINT [IF EXISTS] name [CASCADE] */
        if (k < e && is_word(&toks[k], "column"))
            k++;
        return k < e && is_name(&toks[k])
               && !is_word(&toks[k], "constraint");
    }
    if (is_word(w, "alter")) {
        if (k < e && is_word(&toks[k], "column"))
            k++;
        if (k + 2 < e && is_name(&toks[k])
            && (is_word(&toks[k + 1], "type")
                || (k + 3 < e && is_word(&toks[k + 1], "set")
                    && is_word(&toks[k + 2], "data")
                    && is_word(&toks[k + 3], "type"))))
            return true; /* [SET DATA] TYPE t [COLLATE c] [USING e] */
        return k + 4 == e && is_name(&toks[k])
               && (is_word(&toks[k + 1], "set")
                   || is_word(&toks[k + 1], "drop"))
               && is_word(&toks[k + 2], "not")
               && is_word(&toks[k + 3], "null");
    }
    if (is_word(w, "rename"))
        return alone && !(k < e && is_word(&toks[k], "constraint"));
    return alone && (is_word(w, "attach") || is_word(w, "detach"))
           && k < e && is_word(&toks[k], "partition");
}

/* True when every action of the ALTER TABLE at toks[act..n-1] (commas
   outside parentheses between them) is modelled. */
static bool
alter_modelled(const token *toks, int act, int n)
{
    bool alone = action_end(toks, act, n) == n;

    for (int s = act, e; s <= n; s = e + 1) {
        e = action_end(toks, s, n);
        if (e == s || !alter_action_modelled(toks, s, e, alone))
            return false;
        if (e == n)
            break;
    }
    return true;
}

/*
 * ALTER TABLE: NULL when the grammar reads every action
 * (alter_modelled()), else ALTER_OTHER naming the first action.
 */
static ast *
alter_table(arena *a, const token *toks, int n, bool *oom)
{
    int i = 2, act;
    ast *r;
    const char *what;
    bool only = false;

    if (i + 1 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "exists"))
        i += 2;
    if (i < n && is_word(&toks[i], "only")) {
        only = true;
        i++;
    }
    if (i >= n || !is_name(&toks[i]))
        return NULL;
    r = ast_new(a, AST_ALTER_TABLE, toks[0].loc.start, toks[n - 1].loc.end);
    if (!r) {
        *oom = true;
        return NULL;
    }
    r->alter.name.part[r->alter.name.n++] = toks[i++].str;
    while (i + 1 < n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
        if (r->alter.name.n == 3)
            return NULL;
        r->alter.name.part[r->alter.name.n++] = toks[i + 1].str;
        i += 2;
    }
    if (i < n && toks[i].tok == '*')
        i++;
    act = i;
    if (act >= n)
        return NULL;
    if (alter_modelled(toks, act, n))
        return NULL; /* the grammar reads it */
    {
        int k = act;

        if (is_word(&toks[k], "add") && k + 1 < n
            && is_word(&toks[k + 1], "constraint") && k + 3 < n)
            k += 2;
        /* ADD [CONSTRAINT name] FOREIGN KEY / UNIQUE / CHECK / ... */
        if (is_word(&toks[act], "add")) {
            if (k + 1 < n
                && (is_word(&toks[k + 1], "foreign")
                    || is_word(&toks[k + 1], "primary")
                    || is_word(&toks[k + 1], "unique")
                    || is_word(&toks[k + 1], "check")
                    || is_word(&toks[k + 1], "exclude"))) {
                const token *w = &toks[k + 1];
                bool two = (is_word(w, "foreign") || is_word(w, "primary"))
                           && k + 2 < n;

                what = upper_word(a, "ALTER TABLE ADD", w,
                                  two ? &toks[k + 2] : NULL);
            } else {
                what = "ALTER TABLE ADD COLUMN";
            }
        } else {
            what = upper_word(a, "ALTER TABLE", &toks[act],
                              act + 1 < n && is_name(&toks[act + 1])
                                  ? &toks[act + 1] : NULL);
        }
    }
    if (!what) {
        *oom = true;
        return NULL;
    }
    r->alter.kind = ALTER_OTHER;
    r->alter.what = what;
    r->alter.only = only;
    r->alter.reshapes = alter_reshapes(toks, act, n);
    return r;
}

/*
 * ALTER TABLE, VIEW ('kind' 1) or MATERIALIZED VIEW (2) [IF EXISTS] name
 * SET SCHEMA s, and for a view RENAME TO new (ALTER TABLE's is the
 * grammar's): an AST_ALTER_TABLE of ALTER_SET_SCHEMA or
 * ALTER_RENAME_TABLE; NULL for any other (with '*oom' set when out of
 * memory).
 */
static ast *
alter_rel_name(arena *a, const token *toks, int n, int kind, bool *oom)
{
    int i = kind == 2 ? 3 : 2;
    bool if_exists = false;
    ast_name name = {0};
    ast *r;

    if (i + 1 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "exists")) {
        if_exists = true;
        i += 2;
    }
    if (i >= n || !is_name(&toks[i]))
        return NULL;
    name.part[name.n++] = toks[i++].str;
    while (i + 1 < n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
        if (name.n == 3)
            return NULL;
        name.part[name.n++] = toks[i + 1].str;
        i += 2;
    }
    if (i + 3 != n || !is_name(&toks[i + 2]))
        return NULL;
    if (!(is_word(&toks[i], "set") && is_word(&toks[i + 1], "schema"))
        && !(kind > 0 && is_word(&toks[i], "rename")
             && is_word(&toks[i + 1], "to")))
        return NULL;
    r = ast_new(a, AST_ALTER_TABLE, toks[0].loc.start, toks[n - 1].loc.end);
    if (!r) {
        *oom = true;
        return NULL;
    }
    r->alter.name = name;
    r->alter.kind = is_word(&toks[i], "set") ? ALTER_SET_SCHEMA
                                             : ALTER_RENAME_TABLE;
    r->alter.newname = toks[i + 2].str;
    r->alter.relkind = kind;
    r->alter.rel_if_exists = if_exists;
    return r;
}

/* An AST_CREATE_TYPE of 'kind' named 'name' spanning toks[0..n-1];
   NULL with '*oom' set when out of memory. */
static ast *
new_ctype(arena *a, const token *toks, int n, const ast_name *name,
          ast_ctype_kind kind, bool *oom)
{
    ast *r = ast_new(a, AST_CREATE_TYPE, toks[0].loc.start,
                     toks[n - 1].loc.end);

    if (!r) {
        *oom = true;
        return NULL;
    }
    r->ctype.name = *name;
    r->ctype.kind = kind;
    return r;
}

/* The (qualified) type name at toks[*i] into '*name', '*i' past it;
   false when there is none. */
static bool
type_name_at(const token *toks, int n, int *i, ast_name *name)
{
    if (*i >= n || !is_name(&toks[*i]))
        return false;
    name->part[name->n++] = toks[(*i)++].str;
    while (*i + 1 < n && toks[*i].tok == '.' && is_name(&toks[*i + 1])) {
        if (name->n == 3)
            return false;
        name->part[name->n++] = toks[*i + 1].str;
        *i += 2;
    }
    return true;
}

/*
 * CREATE [OR REPLACE] RULE name AS ON event TO [ONLY] table ... from the
 * tokens after RULE at 'i': the table gets a rule (AST_ALTER_TABLE,
 * ALTER_ADD_RULE), so that qprop refuses to write it (its rules may
 * rewrite the statement, and PostgreSQL refuses some of them in a
 * data-modifying WITH), and to read it after an ON SELECT rule (the
 * table is a view then); NULL when the tokens are not that.
 */
static ast *
create_rule(arena *a, const token *toks, int n, int i, bool *oom)
{
    const char *rule = i < n ? toks[i].str : NULL;
    bool on_select;
    ast *r;

    if (i + 4 >= n || !is_name(&toks[i]) || !is_word(&toks[i + 1], "as")
        || !is_word(&toks[i + 2], "on") || !is_word(&toks[i + 4], "to"))
        return NULL;
    on_select = is_word(&toks[i + 3], "select");
    i += 5;
    if (i < n && is_word(&toks[i], "only"))
        i++;
    r = ast_new(a, AST_ALTER_TABLE, toks[0].loc.start, toks[n - 1].loc.end);
    if (!r) {
        *oom = true;
        return NULL;
    }
    r->alter.kind = ALTER_ADD_RULE;
    r->alter.what = rule;
    r->alter.select_rule = on_select;
    r->alter.or_replace = n > 2 && is_word(&toks[1], "or")
                          && is_word(&toks[2], "replace");
    if (i >= n || !is_name(&toks[i]))
        return NULL;
    r->alter.name.part[r->alter.name.n++] = toks[i++].str;
    while (i + 1 < n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
        if (r->alter.name.n == 3)
            return NULL;
        r->alter.name.part[r->alter.name.n++] = toks[i + 1].str;
        i += 2;
    }
    return r;
}

/*
 * DROP RULE [IF EXISTS] name ON table [CASCADE | RESTRICT] from the tokens
 * after RULE at 'i': AST_ALTER_TABLE, ALTER_DROP_RULE; NULL when the
 * tokens are not that.
 */
static ast *
drop_rule(arena *a, const token *toks, int n, int i, bool *oom)
{
    ast *r;

    if (i + 1 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "exists"))
        i += 2;
    if (i + 2 >= n || !is_name(&toks[i]) || !is_word(&toks[i + 1], "on")
        || !is_name(&toks[i + 2]))
        return NULL;
    r = ast_new(a, AST_ALTER_TABLE, toks[0].loc.start, toks[n - 1].loc.end);
    if (!r) {
        *oom = true;
        return NULL;
    }
    r->alter.kind = ALTER_DROP_RULE;
    r->alter.what = toks[i].str;
    i += 2;
    r->alter.name.part[r->alter.name.n++] = toks[i++].str;
    while (i + 1 < n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
        if (r->alter.name.n == 3)
            return NULL;
        r->alter.name.part[r->alter.name.n++] = toks[i + 1].str;
        i += 2;
    }
    return r;
}

/* Is the statement CREATE TYPE name AS (attr type, ...), with the tokens
   after TYPE at 'i'?  The grammar reads it (its attributes' types are
   type names). */
static bool
is_composite_type(const token *toks, int n, int i)
{
    ast_name name = {0};

    return type_name_at(toks, n, &i, &name) && i + 1 < n
           && is_word(&toks[i], "as") && toks[i + 1].tok == '('
           && toks[n - 1].tok == ')';
}

/*
 * CREATE TYPE name AS ENUM ('a', ...) from the tokens after TYPE at 'i':
 * AST_CREATE_TYPE, or NULL for the other forms (range, base and shell
 * types stay skipped; a composite type goes to the grammar).
 */
static ast *
create_type(arena *a, const token *toks, int n, int i, bool *oom)
{
    ast_name name = {0};
    list *labels = NULL;
    ast *r;

    if (!type_name_at(toks, n, &i, &name))
        return NULL;
    if (i >= n || !is_word(&toks[i], "as"))
        return NULL;
    i++;
    if (!(i + 1 < n && is_word(&toks[i], "enum") && toks[i + 1].tok == '('))
        return NULL;
    for (i += 2; i < n && toks[i].tok == SCONST; i++) {
        if (!list_push(a, &labels, (void *)toks[i].str)) {
            *oom = true;
            return NULL;
        }
        if (i + 1 < n && toks[i + 1].tok == ',')
            i++;
    }
    if (i + 1 != n || toks[i].tok != ')')
        return NULL;
    if (!(r = new_ctype(a, toks, n, &name, CTYPE_ENUM, oom)))
        return NULL;
    r->ctype.labels = labels;
    return r;
}

/*
 * ALTER TYPE name ADD VALUE [IF NOT EXISTS] 'x' [BEFORE|AFTER 'y'] and
 * ALTER TYPE name RENAME VALUE 'y' TO 'x' from the tokens after TYPE at
 * 'i': AST_CREATE_TYPE of kind ENUM with .add_value (and .rename_value),
 * or NULL for the other forms of ALTER TYPE (skipped).
 */
static ast *
alter_type_add_value(arena *a, const token *toks, int n, int i, bool *oom)
{
    ast_name name = {0};
    ast *r;
    const char *label, *neighbor = NULL;
    bool before = false, ine = false;

    if (!type_name_at(toks, n, &i, &name))
        return NULL;
    if (i + 5 == n && is_word(&toks[i], "rename")
        && is_word(&toks[i + 1], "value") && toks[i + 2].tok == SCONST
        && is_word(&toks[i + 3], "to") && toks[i + 4].tok == SCONST) {
        /* RENAME VALUE 'y' TO 'x' */
        if (!(r = new_ctype(a, toks, n, &name, CTYPE_ENUM, oom)))
            return NULL;
        r->ctype.neighbor = toks[i + 2].str;
        r->ctype.add_value = toks[i + 4].str;
        r->ctype.rename_value = true;
        return r;
    }
    if (i + 1 >= n || !is_word(&toks[i], "add")
        || !is_word(&toks[i + 1], "value"))
        return NULL;
    i += 2;
    if (i + 2 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "not")
        && is_word(&toks[i + 2], "exists")) {
        ine = true;
        i += 3;
    }
    if (i >= n || toks[i].tok != SCONST)
        return NULL;
    label = toks[i++].str;
    if (i + 1 < n && toks[i + 1].tok == SCONST
        && (is_word(&toks[i], "before") || is_word(&toks[i], "after"))) {
        before = is_word(&toks[i], "before");
        neighbor = toks[i + 1].str;
        i += 2;
    }
    if (i != n)
        return NULL;
    if (!(r = new_ctype(a, toks, n, &name, CTYPE_ENUM, oom)))
        return NULL;
    r->ctype.add_value = label;
    r->ctype.neighbor = neighbor;
    r->ctype.before = before;
    r->ctype.if_not_exists = ine;
    return r;
}

/*
 * The index of MERGE when the statement is one (also after a WITH list,
 * where the grammar would give a syntax error), else -1.  qprop does not
 * model MERGE: it is an error, never a statement silently left out.
 */
static int
merge_word(const token *toks, int n)
{
    int depth = 0;

    int i = 1;

    if (n > 0 && is_word(&toks[0], "explain")) {
        /* EXPLAIN [ANALYZE] [VERBOSE] | EXPLAIN (options) MERGE */
        if (i < n && toks[i].tok == '(') {
            while (i < n && toks[i].tok != ')')
                i++;
            i++;
        }
        while (i < n && (is_word(&toks[i], "analyze")
                         || is_word(&toks[i], "analyse")
                         || is_word(&toks[i], "verbose")))
            i++;
        return i < n && is_word(&toks[i], "merge") ? i : -1;
    }
    if (n > 0 && is_word(&toks[0], "merge"))
        return 0;
    if (n == 0 || !is_word(&toks[0], "with"))
        return -1;
    for (; i < n; i++) {
        if (toks[i].tok == '(')
            depth++;
        else if (toks[i].tok == ')')
            depth--;
        else if (depth == 0 && (is_word(&toks[i], "select")
                                || is_word(&toks[i], "values")
                                || is_word(&toks[i], "table")
                                || is_word(&toks[i], "insert")
                                || is_word(&toks[i], "update")
                                || is_word(&toks[i], "delete")))
            return -1;
        else if (depth == 0 && is_word(&toks[i], "merge")
                 && toks[i - 1].tok == ')')
            return i;
    }
    return -1;
}

/*
 * A MERGE in a WITH item, "( MERGE INTO", anywhere in the statement
 * (PostgreSQL 17 reads one with RETURNING there): its index, else -1.
 */
static int
merge_in_with(const token *toks, int n)
{
    for (int i = 1; i + 1 < n; i++)
        if (toks[i - 1].tok == '(' && is_word(&toks[i], "merge")
            && is_word(&toks[i + 1], "into"))
            return i;
    return -1;
}

/* The index of the MERGE statement's RETURNING at toks[k] (MERGE), at its
   own bracket level and before the ')' that closes it, else -1. */
static int
merge_returning(const token *toks, int n, int k)
{
    int depth = 0;

    for (int i = k + 1; i < n; i++) {
        if (toks[i].tok == '(')
            depth++;
        else if (toks[i].tok == ')' && --depth < 0)
            return -1;
        else if (depth == 0 && is_word(&toks[i], "returning"))
            return i;
    }
    return -1;
}

/*
 * The error for a MERGE at toks[k] ('nested': in a WITH item), which qprop
 * does not model: PostgreSQL's syntax error where the input's version
 * rejects it (RETURNING before 17, MERGE in WITH before 17), else the
 * refusal, naming the version that added what it uses.
 */
static qprop_status
merge_error(const parser *p, const token *toks, int n, int k, bool nested,
            qprop_error *err)
{
    int r = merge_returning(toks, n, k);

    if (nested && p->pg_version < 17) {
        /* at the WITH item's name: name [(cols)] AS [[NOT] MATERIALIZED] (
           MERGE */
        int j = k - 2;

        if (j >= 0 && is_word(&toks[j], "materialized"))
            j--;
        if (j >= 0 && is_word(&toks[j], "not"))
            j--;
        if (j >= 0 && is_word(&toks[j], "as"))
            j--;
        if (j >= 0 && toks[j].tok == ')') {
            while (j >= 0 && toks[j].tok != '(')
                j--;
            j--;
        }
        if (j < 0)
            j = k;
        err_set(err, QPROP_EUNSUPPORTED, toks[j].loc.start,
                "MERGE not supported in WITH query");
        err_hint(err, "MERGE in WITH is of PostgreSQL 17; the input is read "
                 "as PostgreSQL %d's (--pg-version).", p->pg_version);
        return QPROP_EUNSUPPORTED;
    }
    if (r >= 0 && p->pg_version < 17) {
        int bad = r;

        err_set(err, QPROP_ESYNTAX, toks[bad].loc.start,
                "syntax error at or near \"%.*s\"",
                toks[bad].loc.end - toks[bad].loc.start,
                p->buf + toks[bad].loc.start);
        err_hint(err, "MERGE ... RETURNING is of PostgreSQL 17; the input "
                 "is read as PostgreSQL %d's (--pg-version).",
                 p->pg_version);
        return QPROP_ESYNTAX;
    }
    if (nested || r >= 0) {
        err_set(err, QPROP_EUNSUPPORTED, toks[k].loc.start,
                "MERGE %s of PostgreSQL 17 is not supported",
                nested ? "in WITH" : "... RETURNING");
        err_hint(err, "qprop does not model MERGE; the input is read as "
                 "PostgreSQL %d's (--pg-version).", p->pg_version);
        return QPROP_EUNSUPPORTED;
    }
    return err_set(err, QPROP_EUNSUPPORTED, toks[k].loc.start,
                   "MERGE is not supported");
}

/* ---- session statements: search_path, schemas, transactions ---- */

static ast *
session_node(arena *a, const token *toks, int n, ast_session_kind kind,
             bool *oom)
{
    ast *r = ast_new(a, AST_SESSION, toks[0].loc.start, toks[n - 1].loc.end);

    if (!r) {
        *oom = true;
        return NULL;
    }
    r->session.kind = kind;
    return r;
}

/*
 * Split a search_path string as PostgreSQL's SplitIdentifierString() does:
 * names separated by commas, blanks around them ignored, a "quoted" name
 * kept as written ("" for a quote), an unquoted one folded to lower case.
 * Appends to '*out'; false on a malformed list or OOM ('*oom' set).
 */
static bool
split_path(arena *a, const char *s, list **out, bool *oom)
{
    const char *c = s;

    while (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
        c++;
    if (!*c)
        return true; /* the empty path */
    for (;;) {
        char *name = arena_alloc(a, strlen(c) + 1);
        size_t len = 0;

        if (!name) {
            *oom = true;
            return false;
        }
        if (*c == '"') {
            for (c++;; c++) {
                if (!*c)
                    return false;
                if (*c == '"') {
                    if (c[1] != '"')
                        break;
                    c++;
                }
                name[len++] = *c;
            }
            c++;
        } else {
            while (*c && *c != ',' && *c != ' ' && *c != '\t' && *c != '\n'
                   && *c != '\r') {
                name[len++] = *c >= 'A' && *c <= 'Z' ? (char)(*c - 'A' + 'a')
                                                     : *c;
                c++;
            }
            if (len == 0)
                return false;
        }
        name[len] = '\0';
        if (!list_push(a, out, name)) {
            *oom = true;
            return false;
        }
        while (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
            c++;
        if (!*c)
            return true;
        if (*c != ',')
            return false;
        c++;
        while (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
            c++;
    }
}

/*
 * SET [SESSION | LOCAL] search_path {TO | =} {DEFAULT | name, ...} and
 * RESET search_path, from the tokens: AST_SESSION, or NULL for another
 * SET (skipped).  Each item is one schema name, identifier or string, as
 * PostgreSQL takes it for a list setting.
 */
static ast *
set_search_path(arena *a, const token *toks, int n, bool *oom)
{
    int i = 1;
    bool local = false;
    ast *r;

    if (is_word(&toks[0], "reset")) {
        if (n != 2 || !is_word(&toks[1], "search_path"))
            return NULL;
        if ((r = session_node(a, toks, n, SESS_SEARCH_PATH, oom)))
            r->session.path_default = true;
        return r;
    }
    if (i < n && (is_word(&toks[i], "session") || is_word(&toks[i], "local"))) {
        local = is_word(&toks[i], "local");
        i++;
    }
    if (i + 1 >= n || !is_word(&toks[i], "search_path")
        || !(is_word(&toks[i + 1], "to") || toks[i + 1].tok == '='))
        return NULL;
    i += 2;
    if (!(r = session_node(a, toks, n, SESS_SEARCH_PATH, oom)))
        return NULL;
    r->session.is_local = local;
    if (i + 1 == n && is_word(&toks[i], "default")) {
        r->session.path_default = true;
        return r;
    }
    for (; i < n; i += 2) {
        if (!(toks[i].tok == SCONST || is_name(&toks[i])))
            return NULL;
        if (!list_push(a, &r->session.path, (void *)toks[i].str)) {
            *oom = true;
            return NULL;
        }
        if (i + 1 < n && toks[i + 1].tok != ',')
            return NULL;
    }
    return list_len(r->session.path) ? r : NULL;
}

/*
 * SET [SESSION | LOCAL] ROLE {name | NONE}, SET [SESSION | LOCAL] SESSION
 * AUTHORIZATION {name | DEFAULT}, RESET ROLE and RESET SESSION
 * AUTHORIZATION: AST_SESSION SESS_ROLE, or NULL for another statement.
 */
static ast *
set_role(arena *a, const token *toks, int n, bool *oom)
{
    int i = 1;
    bool local = false, auth = false;
    const char *name = NULL;
    ast *r;

    if (is_word(&toks[0], "reset")) {
        if (n == 3 && is_word(&toks[1], "session")
            && is_word(&toks[2], "authorization"))
            auth = true;
        else if (!(n == 2 && is_word(&toks[1], "role")))
            return NULL;
    } else {
        if (i < n && is_word(&toks[i], "local")) {
            local = true;
            i++;
        } else if (i + 1 < n && is_word(&toks[i], "session")
                   && !is_word(&toks[i + 1], "authorization"))
            i++;
        if (i < n && is_word(&toks[i], "role"))
            i++;
        else if (i + 1 < n && is_word(&toks[i], "session")
                 && is_word(&toks[i + 1], "authorization")) {
            auth = true;
            i += 2;
        } else
            return NULL;
        if (i + 1 != n || !(toks[i].tok == SCONST || is_name(&toks[i])))
            return NULL;
        if (toks[i].tok == SCONST
            || !is_word(&toks[i], auth ? "default" : "none"))
            name = toks[i].str;
    }
    if (!(r = session_node(a, toks, n, SESS_ROLE, oom)))
        return NULL;
    r->session.name = name;
    r->session.is_local = local;
    r->session.path_default = auth;
    return r;
}

/*
 * SET [SESSION | LOCAL] restrict_nonsystem_relation_kind {TO | =} value
 * [, ...] and RESET restrict_nonsystem_relation_kind: AST_SESSION
 * SESS_RESTRICT (the kinds, "view" and "foreign-table", in .path), or
 * NULL for another statement.
 */
static ast *
set_restrict(arena *a, const token *toks, int n, bool *oom)
{
    static const char name[] = "restrict_nonsystem_relation_kind";
    int i = 1;
    ast *r;

    if (is_word(&toks[0], "reset")) {
        if (n != 2 || !is_word(&toks[1], name))
            return NULL;
        if ((r = session_node(a, toks, n, SESS_RESTRICT, oom)))
            r->session.path_default = true;
        return r;
    }
    if (i < n && (is_word(&toks[i], "session") || is_word(&toks[i], "local")))
        i++;
    if (i + 1 >= n || !is_word(&toks[i], name)
        || !(is_word(&toks[i + 1], "to") || toks[i + 1].tok == '='))
        return NULL;
    if (!(r = session_node(a, toks, n, SESS_RESTRICT, oom)))
        return NULL;
    r->session.is_local = is_word(&toks[i - 1], "local");
    i += 2;
    if (i + 1 == n && is_word(&toks[i], "default")) {
        r->session.path_default = true;
        return r;
    }
    for (; i < n; i += 2) {
        if (!(toks[i].tok == SCONST || is_name(&toks[i]))
            || !split_path(a, toks[i].str, &r->session.path, oom))
            return NULL;
        if (i + 1 < n && toks[i + 1].tok != ',')
            return NULL;
    }
    return r;
}

/* SELECT [pg_catalog.]set_config('search_path', 'value', is_local), as
   pg_dump writes it (the name at 'i'): AST_SESSION, or NULL. */
static ast *
set_config_path(arena *a, const token *toks, int n, int i, bool *oom)
{
    ast *r;

    if (i + 7 != n - 1 || toks[i + 1].tok != '(' || toks[i + 2].tok != SCONST
        || strcmp(toks[i + 2].str, "search_path") != 0
        || toks[i + 3].tok != ',' || toks[i + 4].tok != SCONST
        || toks[i + 5].tok != ',' || toks[i + 7].tok != ')'
        || !(is_word(&toks[i + 6], "true") || is_word(&toks[i + 6], "false")))
        return NULL;
    if (!(r = session_node(a, toks, n, SESS_SEARCH_PATH, oom)))
        return NULL;
    r->session.is_local = is_word(&toks[i + 6], "true");
    if (!split_path(a, toks[i + 4].str, &r->session.path, oom))
        return NULL;
    return r;
}

/* True when toks[i..n) are optional WORK or TRANSACTION. */
static bool
opt_work(const token *toks, int n, int i)
{
    return i == n || (i + 1 == n && (is_word(&toks[i], "work")
                                     || is_word(&toks[i], "transaction")));
}

/*
 * The tail "name [, ...] [CASCADE | RESTRICT]" of DROP SCHEMA (schemas:
 * not public, pg_*, information_schema) or DROP EXTENSION, from toks[i],
 * into r's session.path and .cascade: 'r', or NULL when the tokens are
 * not that ('*oom' on OOM).
 */
static ast *
drop_names(arena *a, const token *toks, int n, int i, bool schemas, ast *r,
           bool *oom)
{
    for (;;) {
        if (i >= n || !is_name(&toks[i])
            || (schemas && (is_word(&toks[i], "public")
                            || strncmp(toks[i].str, "pg_", 3) == 0
                            || strcmp(toks[i].str, "information_schema")
                                   == 0)))
            return NULL;
        if (!list_push(a, &r->session.path, (void *)toks[i].str)) {
            *oom = true;
            return NULL;
        }
        i++;
        if (i < n && toks[i].tok == ',') {
            i++;
            continue;
        }
        break;
    }
    if (i + 1 == n && (is_word(&toks[i], "cascade")
                       || is_word(&toks[i], "restrict")))
        r->session.cascade = is_word(&toks[i++], "cascade");
    return i == n ? r : NULL;
}

/* DROP SCHEMA / DOMAIN / EXTENSION [IF EXISTS] names [CASCADE | RESTRICT]
   as an AST_SESSION of 'kind' (drop_names()); NULL when it is not that. */
static ast *
drop_list(arena *a, const token *toks, int n, ast_session_kind kind,
          bool schemas, bool *oom)
{
    ast *r = session_node(a, toks, n, kind, oom);
    int i = 2;

    if (!r)
        return NULL;
    if (i + 1 < n && is_word(&toks[i], "if")
        && is_word(&toks[i + 1], "exists")) {
        r->session.if_not_exists = true;
        i += 2;
    }
    return drop_names(a, toks, n, i, schemas, r, oom);
}

/*
 * BEGIN, START TRANSACTION, COMMIT, END, ROLLBACK, ABORT, SAVEPOINT,
 * ROLLBACK TO, RELEASE and CREATE SCHEMA: AST_SESSION, or NULL for
 * another statement or form (COMMIT AND CHAIN, PREPARE TRANSACTION,
 * CREATE SCHEMA with elements: skipped).
 */
static ast *
session_stmt(arena *a, const token *toks, int n, bool *oom)
{
    const token *t0 = &toks[0];
    int i;

    if (is_word(t0, "set") || is_word(t0, "reset")) {
        ast *r = set_role(a, toks, n, oom);

        if (!r && !*oom)
            r = set_restrict(a, toks, n, oom);
        return r || *oom ? r : set_search_path(a, toks, n, oom);
    }
    if (is_word(t0, "begin")) {
        /* BEGIN [WORK | TRANSACTION] [isolation level, read only, ...] */
        return session_node(a, toks, n, SESS_BEGIN, oom);
    }
    if (is_word(t0, "start") && n > 1 && is_word(&toks[1], "transaction"))
        return session_node(a, toks, n, SESS_BEGIN, oom);
    if ((is_word(t0, "commit") || is_word(t0, "end")) && opt_work(toks, n, 1))
        return session_node(a, toks, n, SESS_COMMIT, oom);
    /* PREPARE TRANSACTION, COMMIT PREPARED, ROLLBACK PREPARED 'gid' */
    if (n == 3 && toks[2].tok == SCONST
        && ((is_word(t0, "prepare") && is_word(&toks[1], "transaction"))
            || ((is_word(t0, "commit") || is_word(t0, "rollback"))
                && is_word(&toks[1], "prepared")))) {
        ast *r = session_node(a, toks, n,
                              is_word(t0, "prepare") ? SESS_PREPARE_TXN
                              : is_word(t0, "commit") ? SESS_COMMIT_PREPARED
                                                      : SESS_ROLLBACK_PREPARED,
                              oom);

        if (r)
            r->session.name = toks[2].str;
        return r;
    }
    if (is_word(t0, "rollback") || is_word(t0, "abort")) {
        if (opt_work(toks, n, 1))
            return session_node(a, toks, n, SESS_ROLLBACK, oom);
        i = 1;
        if (i < n && (is_word(&toks[i], "work")
                      || is_word(&toks[i], "transaction")))
            i++;
        if (!is_word(t0, "rollback") || i >= n || !is_word(&toks[i], "to"))
            return NULL;
        i++;
        if (i < n - 1 && is_word(&toks[i], "savepoint"))
            i++;
        if (i + 1 == n && is_name(&toks[i])) {
            ast *r = session_node(a, toks, n, SESS_ROLLBACK_TO, oom);

            if (r)
                r->session.name = toks[i].str;
            return r;
        }
        return NULL;
    }
    if (is_word(t0, "savepoint") || is_word(t0, "release")) {
        i = 1;
        if (is_word(t0, "release") && i < n - 1
            && is_word(&toks[i], "savepoint"))
            i++;
        if (i + 1 == n && is_name(&toks[i])) {
            ast *r = session_node(a, toks, n,
                                  is_word(t0, "savepoint") ? SESS_SAVEPOINT
                                                           : SESS_RELEASE,
                                  oom);

            if (r)
                r->session.name = toks[i].str;
            return r;
        }
        return NULL;
    }
    if (is_word(t0, "refresh") && n > 3 && is_word(&toks[1], "materialized")
        && is_word(&toks[2], "view")) {
        /* REFRESH MATERIALIZED VIEW [CONCURRENTLY] name [WITH [NO] DATA] */
        ast *r;

        i = 3;
        if (i < n - 1 && is_word(&toks[i], "concurrently"))
            i++;
        if (!(r = session_node(a, toks, n, SESS_REFRESH, oom)))
            return NULL;
        if (i >= n || !is_name(&toks[i]))
            return NULL;
        r->session.rel.part[r->session.rel.n++] = toks[i++].str;
        while (i + 1 < n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
            if (r->session.rel.n == 3)
                return NULL;
            r->session.rel.part[r->session.rel.n++] = toks[i + 1].str;
            i += 2;
        }
        if (i + 3 == n && is_word(&toks[i], "with") && is_word(&toks[i + 1], "no")
            && is_word(&toks[i + 2], "data"))
            r->session.no_data = true;
        else if (!(i == n || (i + 2 == n && is_word(&toks[i], "with")
                              && is_word(&toks[i + 1], "data"))))
            return NULL;
        return r;
    }
    if (is_word(t0, "drop") && n > 2 && is_word(&toks[1], "schema"))
        /* DROP SCHEMA [IF EXISTS] name [, ...] [CASCADE | RESTRICT];
           public and the system schemas stay skipped */
        return drop_list(a, toks, n, SESS_DROP_SCHEMA, true, oom);
    if (is_word(t0, "drop") && n > 2 && is_word(&toks[1], "domain"))
        /* DROP DOMAIN [IF EXISTS] name [, ...] [CASCADE | RESTRICT]
           (unqualified names; others stay skipped) */
        return drop_list(a, toks, n, SESS_DROP_DOMAIN, false, oom);
    if (is_word(t0, "drop") && n > 2 && is_word(&toks[1], "type"))
        /* DROP TYPE [IF EXISTS] name [, ...] [CASCADE | RESTRICT]
           (unqualified names; others stay skipped) */
        return drop_list(a, toks, n, SESS_DROP_TYPE, false, oom);
    if (is_word(t0, "drop") && n > 2 && is_word(&toks[1], "extension"))
        /* DROP EXTENSION [IF EXISTS] name [, ...] [CASCADE | RESTRICT] */
        return drop_list(a, toks, n, SESS_DROP_EXTENSION, false, oom);
    if (is_word(t0, "create") && n > 2 && is_word(&toks[1], "extension")) {
        /* CREATE EXTENSION [IF NOT EXISTS] name [WITH] [SCHEMA s]
           [VERSION v] [CASCADE] */
        ast *r = session_node(a, toks, n, SESS_CREATE_EXTENSION, oom);

        if (!r)
            return NULL;
        i = 2;
        if (i + 2 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "not")
            && is_word(&toks[i + 2], "exists")) {
            r->session.if_not_exists = true;
            i += 3;
        }
        if (i >= n || !is_name(&toks[i]))
            return NULL;
        r->session.name = toks[i++].str;
        if (i < n && is_word(&toks[i], "with"))
            i++;
        while (i < n) {
            if (i + 1 < n && is_word(&toks[i], "schema")
                && is_name(&toks[i + 1])) {
                r->session.rel.part[0] = toks[i + 1].str;
                r->session.rel.n = 1;
                i += 2;
            } else if (i + 1 < n && is_word(&toks[i], "version")
                       && (is_name(&toks[i + 1]) || toks[i + 1].tok == SCONST)) {
                i += 2;
            } else if (is_word(&toks[i], "cascade")) {
                i++;
            } else {
                return NULL;
            }
        }
        return r;
    }
    if (is_word(t0, "create") && n > 2 && is_word(&toks[1], "schema")) {
        /* CREATE SCHEMA [IF NOT EXISTS] name [AUTHORIZATION role] or
           CREATE SCHEMA [IF NOT EXISTS] AUTHORIZATION role */
        bool ine = false;
        const char *name;
        ast *r;

        i = 2;
        if (i + 2 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "not")
            && is_word(&toks[i + 2], "exists")) {
            ine = true;
            i += 3;
        }
        if (i + 1 < n && is_word(&toks[i], "authorization")) {
            if (i + 2 != n || !is_name(&toks[i + 1]))
                return NULL;
            name = toks[i + 1].str;
        } else {
            if (i >= n || !is_name(&toks[i]))
                return NULL;
            name = toks[i++].str;
            if (i + 2 == n && is_word(&toks[i], "authorization")
                && is_name(&toks[i + 1]))
                i += 2;
            if (i != n)
                return NULL;
        }
        if ((r = session_node(a, toks, n, SESS_CREATE_SCHEMA, oom))) {
            r->session.name = name;
            r->session.if_not_exists = ine;
        }
        return r;
    }
    return NULL;
}

/* ---- CREATE FUNCTION, CREATE AGGREGATE, CREATE OPERATOR ---- */

/*
 * These are read from their tokens, keeping what a call needs: the name,
 * the input arguments' types as written, RETURNS, volatility and
 * strictness (functions); the argument and state types and FINALFUNC
 * (aggregates); the symbol, argument types and FUNCTION (operators).
 * Bodies, languages and the other options mean nothing to a call.  A shape
 * not recognised leaves the statement skipped, as before.
 */

/* The index of the ')' matching the '(' at 'i', or -1. */
static int
close_paren(const token *toks, int n, int i)
{
    int depth = 0;

    for (; i < n; i++) {
        if (toks[i].tok == '(')
            depth++;
        else if (toks[i].tok == ')' && --depth == 0)
            return i;
    }
    return -1;
}

/* Tokens [s, e) as type or name text: words joined by one space,
   punctuation ("(", ")", "[", "]", ".", ",") joined tight: "numeric(10,2)",
   "character varying[]", "public.mood".  In 'a'; NULL when empty or on
   OOM. */
static const char *
tokens_text(arena *a, const char *buf, const token *toks, int s, int e)
{
    strbuf sb;
    bool space = false;

    if (s >= e)
        return NULL;
    sb_init(&sb, a);
    for (int k = s; k < e; k++) {
        const token *t = &toks[k];

        if (t->tok == '(' || t->tok == ')' || t->tok == '[' || t->tok == ']'
            || t->tok == '.' || t->tok == ',') {
            sb_putc(&sb, (char)t->tok);
            space = t->tok == ')' || t->tok == ']';
            continue;
        }
        if (space)
            sb_putc(&sb, ' ');
        if (t->str && t->tok != SCONST)
            sb_puts(&sb, t->str);
        else
            sb_putn(&sb, buf + t->loc.start,
                    (size_t)(t->loc.end - t->loc.start));
        space = true;
    }
    return sb.data;
}

/* Words that end a function's RETURNS type. */
static const char *const routine_options[] = {
    "as", "begin", "called", "cost", "external", "immutable", "language",
    "leakproof", "not", "parallel", "return", "returns", "rows", "security",
    "set", "stable", "strict", "support", "transform", "volatile", "window",
};

static bool
is_routine_option(const token *t)
{
    for (size_t k = 0; k < sizeof routine_options / sizeof routine_options[0];
         k++)
        if (is_word(t, routine_options[k]))
            return true;
    return false;
}

/*
 * The arguments in tokens (s, e) (inside the parentheses) into r's list:
 * each split at top-level commas, its mode word dropped, DEFAULT or '='
 * counted; OUT and INOUT ones (the result's columns) also into
 * r->routine.outargs, OUT ones there only.  An aggregate's ORDER BY starts its
 * aggregated arguments.  False on OOM or a shape not understood.
 */
static bool
routine_args(arena *a, const char *buf, const token *toks, int s, int e,
             ast *r)
{
    int k = s;

    r->routine.ndirect = -1;
    if (k + 1 == e && toks[k].tok == '*') {
        r->routine.star = true;
        return true;
    }
    while (k < e) {
        int end = k, depth = 0, def = -1, first, mode;
        bool out, out_only;
        ast_routine_arg *ra;

        if (k + 1 < e && is_word(&toks[k], "order") && is_word(&toks[k + 1], "by")) {
            r->routine.ndirect = list_len(r->routine.args);
            k += 2;
            continue;
        }
        for (; end < e; end++) {
            if (toks[end].tok == '(')
                depth++;
            else if (toks[end].tok == ')')
                depth--;
            else if (depth == 0 && (toks[end].tok == ','
                                    || (end > k && is_word(&toks[end], "order")
                                        && end + 1 < e
                                        && is_word(&toks[end + 1], "by"))))
                break;
            else if (depth == 0 && def < 0
                     && (toks[end].tok == '=' || is_word(&toks[end], "default")))
                def = end;
        }
        first = k;
        /* "name mode type": the mode after the name, as PostgreSQL also
           reads it */
        mode = (def >= 0 ? def : end) - first > 2 && is_name(&toks[first])
               && is_arg_mode(&toks[first + 1])
               ? first + 1 : first;
        out = end - first > 1 && (is_word(&toks[mode], "out")
                                  || is_word(&toks[mode], "inout"));
        out_only = out && is_word(&toks[mode], "out");
        if (mode != first) {
            r->routine.variadic = is_word(&toks[mode], "variadic");
            if (out_only && def >= 0)
                return false;
            if (!out_only)
                r->routine.ndefaults = def >= 0 ? r->routine.ndefaults + 1
                                                : 0;
            if (!(ra = ARENA_NEW(a, ast_routine_arg))
                || !(ra->after_name = tokens_text(a, buf, toks, mode + 1,
                                                  def >= 0 ? def : end))
                || !(ra->name = arena_strdup(a, toks[first].str))
                || !(ra->text = arena_printf(a, "%s %s", ra->name,
                                             ra->after_name)))
                return false;
            goto push;
        }
        if (end - first > 1 && (is_word(&toks[first], "in")
                                || is_word(&toks[first], "inout")
                                || is_word(&toks[first], "variadic")))
            r->routine.variadic = is_word(&toks[first++], "variadic");
        else if (out)
            first++;
        if (out_only && def >= 0)
            return false; /* PostgreSQL: "only input parameters can have
                             default values" (the statement is skipped) */
        if (out_only)
            ; /* no input: the defaults are counted among the inputs */
        else if (def >= 0)
            r->routine.ndefaults++;
        else
            r->routine.ndefaults = 0;
        ra = ARENA_NEW(a, ast_routine_arg);
        if (!ra)
            return false;
        ra->text = tokens_text(a, buf, toks, first, def >= 0 ? def : end);
        if (!ra->text)
            return false;
        if ((def >= 0 ? def : end) - first > 1 && is_name(&toks[first])) {
            ra->after_name = tokens_text(a, buf, toks, first + 1,
                                         def >= 0 ? def : end);
            ra->name = arena_strdup(a, toks[first].str);
            if (!ra->after_name || !ra->name)
                return false;
        }
push:
        if ((out && !list_push(a, &r->routine.outargs, ra))
            || (!out_only && !list_push(a, &r->routine.args, ra)))
            return false;
        k = end < e && toks[end].tok == ',' ? end + 1 : end;
    }
    return true;
}

/* The options "key = value, ..." of an aggregate or operator, in tokens
   (s, e), into r.  False on OOM. */
static bool
routine_options_list(arena *a, const char *buf, const token *toks, int s,
                     int e, ast *r)
{
    int k = s;

    while (k < e) {
        int end = k, depth = 0;
        const char *v;

        for (; end < e; end++) {
            if (toks[end].tok == '(')
                depth++;
            else if (toks[end].tok == ')')
                depth--;
            else if (depth == 0 && toks[end].tok == ',')
                break;
        }
        if (end - k >= 3 && toks[k + 1].tok == '=') {
            const token *key = &toks[k];

            if (!(v = tokens_text(a, buf, toks, k + 2, end)))
                return false;
            if (is_word(key, "stype") || is_word(key, "stype1"))
                r->routine.rettype = v;
            else if (is_word(key, "finalfunc"))
                r->routine.func = v;
            else if (is_word(key, "function") || is_word(key, "procedure"))
                r->routine.func = v;
            else if (is_word(key, "leftarg"))
                r->routine.left = v;
            else if (is_word(key, "rightarg"))
                r->routine.right = v;
            else if (is_word(key, "basetype")) {
                ast_routine_arg *ra = ARENA_NEW(a, ast_routine_arg);

                if (!ra)
                    return false;
                ra->text = v;
                if (!list_push(a, &r->routine.args, ra))
                    return false;
            }
        }
        k = end + 1;
    }
    return true;
}

/*
 * DROP FUNCTION [IF EXISTS] [schema.]name [( [mode] [argname] type, ... )]
 * [CASCADE | RESTRICT], one function: AST_CREATE_ROUTINE with .drop set
 * (the arguments read as CREATE FUNCTION's are), or NULL for another
 * shape (a list of functions: skipped).  Sets '*oom' when out of memory.
 */
static ast *
drop_function(arena *a, const char *buf, const token *toks, int n, bool *oom)
{
    ast *r = ast_new(a, AST_CREATE_ROUTINE, toks[0].loc.start,
                     toks[n - 1].loc.end);
    int i = 2, close;

    if (!r) {
        *oom = true;
        return NULL;
    }
    r->routine.kind = ROUTINE_FUNCTION;
    r->routine.drop = true;
    r->routine.ndirect = -1;
    if (i + 1 < n && is_word(&toks[i], "if") && is_word(&toks[i + 1], "exists")) {
        r->routine.if_exists = true;
        i += 2;
    }
    while (i + 1 < n && is_name(&toks[i]) && toks[i + 1].tok == '.'
           && r->routine.name.n < 2) {
        r->routine.name.part[r->routine.name.n++] = toks[i].str;
        i += 2;
    }
    if (i >= n || !is_name(&toks[i]))
        return NULL;
    r->routine.name.part[r->routine.name.n++] = toks[i++].str;
    if (i < n && toks[i].tok == '(') {
        if ((close = close_paren(toks, n, i)) < 0)
            return NULL;
        if (!routine_args(a, buf, toks, i + 1, close, r)) {
            *oom = a->failed;
            return NULL;
        }
        if (r->routine.star || r->routine.ndirect >= 0)
            return NULL;
        i = close + 1;
    } else {
        r->routine.noargs = true;
    }
    if (i + 1 == n && (is_word(&toks[i], "cascade")
                       || is_word(&toks[i], "restrict")))
        r->routine.cascade = is_word(&toks[i++], "cascade");
    return i == n ? r : NULL;
}

/*
 * CREATE [OR REPLACE] FUNCTION/AGGREGATE/OPERATOR from the tokens, 'i' at
 * the object word: AST_CREATE_ROUTINE, or NULL for a shape not read here
 * (the statement is then skipped).  Sets '*oom' when out of memory.
 */
static ast *
create_routine(arena *a, const char *buf, const token *toks, int n, int i,
               bool *oom)
{
    ast_routine_kind kind = is_word(&toks[i], "function") ? ROUTINE_FUNCTION
                            : is_word(&toks[i], "aggregate") ? ROUTINE_AGGREGATE
                                                             : ROUTINE_OPERATOR;
    ast *r = ast_new(a, AST_CREATE_ROUTINE, toks[0].loc.start,
                     toks[n - 1].loc.end);
    int close;

    if (!r) {
        *oom = true;
        return NULL;
    }
    r->routine.kind = kind;
    r->routine.volatility = 'v';
    r->routine.ndirect = -1;
    i++;
    /* the name: [schema .] name, an operator's symbol last */
    for (;;) {
        if (i + 1 < n && is_name(&toks[i]) && toks[i + 1].tok == '.'
            && r->routine.name.n < 2) {
            r->routine.name.part[r->routine.name.n++] = toks[i].str;
            i += 2;
            continue;
        }
        break;
    }
    if (i >= n)
        return NULL;
    if (kind == ROUTINE_OPERATOR) {
        if (toks[i].tok == '(' || is_name(&toks[i]))
            return NULL;
        r->routine.name.part[r->routine.name.n++] =
            arena_strndup(a, buf + toks[i].loc.start,
                          (size_t)(toks[i].loc.end - toks[i].loc.start));
    } else {
        if (!is_name(&toks[i]))
            return NULL;
        r->routine.name.part[r->routine.name.n++] = toks[i].str;
    }
    i++;
    if (i >= n || toks[i].tok != '(' || (close = close_paren(toks, n, i)) < 0)
        return NULL;
    if (kind == ROUTINE_OPERATOR) {
        if (!routine_options_list(a, buf, toks, i + 1, close, r))
            goto oom;
        if (!r->routine.func || !r->routine.right)
            return NULL;
        return a->failed ? NULL : r;
    }
    if (kind == ROUTINE_AGGREGATE) {
        int c2;

        /* old syntax: CREATE AGGREGATE name (BASETYPE = t, ...) */
        if (close + 1 >= n) {
            if (!routine_options_list(a, buf, toks, i + 1, close, r))
                goto oom;
            return r->routine.rettype ? r : NULL;
        }
        if (!routine_args(a, buf, toks, i + 1, close, r))
            return a->failed ? (*oom = true, NULL) : NULL;
        i = close + 1;
        if (toks[i].tok != '(' || (c2 = close_paren(toks, n, i)) < 0)
            return NULL;
        if (!routine_options_list(a, buf, toks, i + 1, c2, r))
            goto oom;
        return r->routine.rettype ? r : NULL;
    }
    if (!routine_args(a, buf, toks, i + 1, close, r))
        return a->failed ? (*oom = true, NULL) : NULL;
    for (i = close + 1; i < n; i++) {
        const token *t = &toks[i];

        if (is_word(t, "returns") && i + 1 < n && is_word(&toks[i + 1], "null")) {
            r->routine.strict = true; /* RETURNS NULL ON NULL INPUT */
            i += 4;
        } else if (is_word(t, "returns") && i + 1 < n) {
            int s = i + 1, e;

            if (is_word(&toks[s], "setof")) {
                r->routine.retset = true;
                s++;
            } else if (is_word(&toks[s], "table")) {
                r->routine.retset = true;
                r->routine.rettype = "record";
                if (s + 1 < n && (e = close_paren(toks, n, s + 1)) > 0) {
                    /* the columns of TABLE (...) are OUT arguments */
                    ast cols = { .kind = AST_CREATE_ROUTINE };

                    if (!routine_args(a, buf, toks, s + 2, e, &cols))
                        return a->failed ? (*oom = true, NULL) : NULL;
                    r->routine.outargs = cols.routine.args;
                    r->routine.table = true;
                    i = e;
                }
                continue;
            }
            for (e = s; e < n && !is_routine_option(&toks[e]); e++)
                if (toks[e].tok == '(' && (e = close_paren(toks, n, e)) < 0)
                    return NULL;
            if (!(r->routine.rettype = tokens_text(a, buf, toks, s, e)))
                return a->failed ? (*oom = true, NULL) : NULL;
            i = e - 1;
        } else if (is_word(t, "immutable") || is_word(t, "stable")
                   || is_word(t, "volatile")) {
            r->routine.volatility = t->str[0];
        } else if (is_word(t, "strict")) {
            r->routine.strict = true;
        } else if (is_word(t, "window")) {
            r->routine.window = true;
        }
    }
    return r;

oom:
    *oom = true;
    return NULL;
}

static ast *
classify(arena *a, const char *buf, const token *toks, int n, bool *oom)
{
    const token *t0 = &toks[0];
    const char *what = NULL;
    ast *tz, *sess;
    int i;

    if ((tz = set_timezone(a, toks, n, oom)) != NULL || *oom)
        return tz;
    if ((sess = session_stmt(a, toks, n, oom)) || *oom)
        return sess;

    for (size_t k = 0; k < sizeof skip_words / sizeof skip_words[0]; k++) {
        if (is_word(t0, skip_words[k])) {
            if (is_word(t0, "start") || is_word(t0, "security"))
                what = upper_word(a, "", t0, n > 1 ? &toks[1] : NULL);
            else if (is_word(t0, "analyse"))
                what = "ANALYZE";
            else
                what = upper_word(a, "", t0, NULL);
            goto skip;
        }
    }
    if (is_word(t0, "explain")) {
        /* EXPLAIN of a statement that is itself skipped */
        i = 1;
        if (i < n && toks[i].tok == '(') {
            int depth = 0;

            for (; i < n; i++) {
                if (toks[i].tok == '(')
                    depth++;
                else if (toks[i].tok == ')' && --depth == 0)
                    break;
            }
            i++;
        }
        while (i < n && (is_word(&toks[i], "analyze")
                         || is_word(&toks[i], "analyse")
                         || is_word(&toks[i], "verbose")))
            i++;
        if (i < n && (is_word(&toks[i], "execute")
                      || is_word(&toks[i], "merge"))) {
            what = upper_word(a, "EXPLAIN", &toks[i], NULL);
            goto skip;
        }
        return NULL;
    }
    if (is_word(t0, "alter")) {
        int kind = n > 1 && is_word(&toks[1], "table") ? 0
                   : n > 1 && is_word(&toks[1], "view") ? 1
                   : n > 2 && is_word(&toks[1], "materialized")
                             && is_word(&toks[2], "view") ? 2 : -1;

        if (kind >= 0) {
            ast *r = alter_rel_name(a, toks, n, kind, oom);

            if (r || *oom)
                return r;
        }
        if (n > 1 && is_word(&toks[1], "table"))
            return alter_table(a, toks, n, oom);
        if (n > 1 && is_word(&toks[1], "type")) {
            ast *r = alter_type_add_value(a, toks, n, 2, oom);

            if (r || *oom)
                return r;
        }
        what = upper_word(a, "ALTER", n > 1 ? &toks[1] : NULL, NULL);
        goto skip;
    }
    if (is_word(t0, "drop")) {
        if (n > 1 && (is_word(&toks[1], "table") || is_word(&toks[1], "view")))
            return NULL;
        if (n > 1 && is_word(&toks[1], "rule")) {
            ast *r = drop_rule(a, toks, n, 2, oom);

            if (r || *oom)
                return r;
        }
        if (n > 2 && is_word(&toks[1], "function")) {
            ast *r = drop_function(a, buf, toks, n, oom);

            if (r || *oom)
                return r;
        }
        if (n > 2 && is_word(&toks[1], "materialized")
            && is_word(&toks[2], "view"))
            return NULL;
        what = upper_word(a, "DROP", n > 1 ? &toks[1] : NULL, NULL);
        goto skip;
    }
    if (is_word(t0, "create")) {
        i = 1;
        if (i + 1 < n && is_word(&toks[i], "or")
            && is_word(&toks[i + 1], "replace"))
            i += 2;
        while (i < n && (is_word(&toks[i], "temp")
                         || is_word(&toks[i], "temporary")
                         || is_word(&toks[i], "local")
                         || is_word(&toks[i], "global")
                         || is_word(&toks[i], "unlogged")))
            i++;
        if (i < n && (is_word(&toks[i], "table") || is_word(&toks[i], "view")))
            return NULL;
        if (i + 1 < n && is_word(&toks[i], "materialized")
            && is_word(&toks[i + 1], "view"))
            return NULL; /* the grammar reads it */
        if (i < n && is_word(&toks[i], "unique"))
            i++;
        if (i >= n || !is_skipped_object(&toks[i]))
            return NULL; /* the grammar reports it */
        if (is_word(&toks[i], "domain") && !toks[i].quoted)
            return NULL; /* the grammar reads CREATE DOMAIN */
        if (is_word(&toks[i], "type") && !toks[i].quoted && i == 1
            && is_composite_type(toks, n, i + 1))
            return NULL; /* the grammar reads CREATE TYPE name AS (...) */
        if (is_word(&toks[i], "type")) {
            ast *r = create_type(a, toks, n, i + 1, oom);

            if (r || *oom)
                return r;
        }
        if (is_word(&toks[i], "rule")) {
            ast *r = create_rule(a, toks, n, i + 1, oom);

            if (r || *oom)
                return r;
        }
        if (is_word(&toks[i], "function") || is_word(&toks[i], "aggregate")
            || is_word(&toks[i], "operator")) {
            ast *r = create_routine(a, buf, toks, n, i, oom);

            if (r || *oom)
                return r;
        }
        if (is_word(&toks[i], "materialized") || is_word(&toks[i], "foreign")
            || is_word(&toks[i], "text") || is_word(&toks[i], "event")
            || is_word(&toks[i], "constraint") || is_word(&toks[i], "access"))
            what = upper_word(a, "CREATE", &toks[i],
                              i + 1 < n ? &toks[i + 1] : NULL);
        else
            what = upper_word(a, "CREATE", &toks[i], NULL);
        goto skip;
    }
    if (is_word(t0, "select") && (i = catalog_call(toks, n)) > 0) {
        const char *f = toks[i].str;

        if (strcmp(f, "pg_restore_relation_stats") == 0)
            return relstats(a, toks, n, i + 1, oom);
        /* set_config('TimeZone', 'value', is_local) */
        if (strcmp(f, "set_config") == 0 && i + 8 == n
            && toks[i + 1].tok == '(' && toks[i + 2].tok == SCONST
            && strcasecmp(toks[i + 2].str, "timezone") == 0
            && toks[i + 3].tok == ',' && toks[i + 4].tok == SCONST
            && toks[i + 5].tok == ','
            && (is_word(&toks[i + 6], "false") || is_word(&toks[i + 6], "true"))
            && toks[i + 7].tok == ')') {
            const char *v = arena_strdup(a, toks[i + 4].str);

            if (!v) {
                *oom = true;
                return NULL;
            }
            return settz(a, toks, n, v, is_word(&toks[i + 6], "true"), false,
                         oom);
        }
        if (strcmp(f, "set_config") == 0
            && ((sess = set_config_path(a, toks, n, i, oom)) || *oom))
            return sess;
        if (strcmp(f, "set_config") == 0 || strcmp(f, "setval") == 0
            || strcmp(f, "pg_restore_attribute_stats") == 0) {
            what = arena_printf(a, "SELECT pg_catalog.%s", f);
            goto skip;
        }
    }
    return NULL;

skip:
    {
        ast *s = what ? skipped(a, toks, n, what) : NULL;

        if (!s)
            *oom = true;
        return s;
    }
}

/*
 * SELECT ... INTO [TEMP | TEMPORARY | UNLOGGED] [TABLE] name FROM ...:
 * when the statement's first SELECT has such a clause, take it out of the
 * tokens (moving the rest, the end token included, down) and return an
 * AST_CREATE_TABLE holder for the name; NULL otherwise ('*oom' on OOM).
 */
static ast *
select_into(arena *a, token *toks, int *n, bool *oom)
{
    int depth = 0, at = -1, i, end;
    ast *r;

    if (!is_word(&toks[0], "select"))
        return NULL;
    for (i = 1; i < *n && at < 0; i++) {
        if (toks[i].tok == '(')
            depth++;
        else if (toks[i].tok == ')')
            depth--;
        else if (depth == 0
                 && (is_word(&toks[i], "from") || is_word(&toks[i], "union")
                     || is_word(&toks[i], "intersect")
                     || is_word(&toks[i], "except")
                     || is_word(&toks[i], "where")))
            return NULL;
        else if (depth == 0 && is_word(&toks[i], "into"))
            at = i;
    }
    if (at < 0)
        return NULL;
    if (!(r = ast_new(a, AST_CREATE_TABLE, toks[0].loc.start,
                      toks[*n - 1].loc.end))) {
        *oom = true;
        return NULL;
    }
    i = at + 1;
    if (i < *n && (is_word(&toks[i], "local") || is_word(&toks[i], "global")))
        i++;
    if (i < *n && (is_word(&toks[i], "temp") || is_word(&toks[i], "temporary")))
        r->create.temp = true, i++;
    else if (i < *n && is_word(&toks[i], "unlogged"))
        r->create.unlogged = true, i++;
    if (i < *n && is_word(&toks[i], "table"))
        i++;
    if (i >= *n || !is_name(&toks[i]))
        return NULL; /* the grammar reports it */
    r->create.name.part[r->create.name.n++] = toks[i++].str;
    while (i + 1 < *n && toks[i].tok == '.' && is_name(&toks[i + 1])) {
        if (r->create.name.n == 3)
            return NULL;
        r->create.name.part[r->create.name.n++] = toks[i + 1].str;
        i += 2;
    }
    end = i;
    memmove(&toks[at], &toks[end], sizeof(token) * (size_t)(*n + 1 - end));
    *n -= end - at;
    return r;
}

/* ---- the driver ---- */

/*
 * After COPY ... FROM stdin, psql reads data lines up to a line "\.":
 * skip them, restarting the scanner after that line.  When restarting
 * fails (out of memory), the parser reports it and then ends.
 */
static void
skip_copy_data(parser *p)
{
    const char *end = p->buf + p->len;
    const char *start = p->buf + p->pos;
    const char *line = memchr(start, '\n', (size_t)(end - start));

    p->pos = (int)p->len;
    while (line && line < end) {
        const char *nl;
        size_t l;

        line++;
        nl = memchr(line, '\n', (size_t)(end - line));
        l = nl ? (size_t)(nl - line) : (size_t)(end - line);
        if (l >= 2 && line[0] == '\\' && line[1] == '.'
            && (l == 2 || (l == 3 && line[2] == '\r'))) {
            p->pos = nl ? (int)(nl + 1 - p->buf) : (int)p->len;
            break;
        }
        line = nl;
    }
    scan_close(p->scanner);
    p->scanner = NULL;
    if (scan_open(&p->scanner, p->x, p->buf + p->pos,
                  p->len - (size_t)p->pos) != 0) {
        p->scanner = NULL;
        p->oom = true;
        return;
    }
    p->x->buf = p->buf; /* token offsets stay relative to the whole text */
    p->x->pg_version = p->pg_version;
}

/* First offset in [from, to) of 'p' that is a NUL or not UTF-8, or -1. */
static int
bad_byte(const parser *p, int from, int to)
{
    const char *nul;
    int bad;

    if (to <= from)
        return -1;
    nul = memchr(p->buf + from, '\0', (size_t)(to - from));
    bad = utf8_invalid_at(p->buf + from, (size_t)(to - from));
    if (nul && (bad < 0 || nul - (p->buf + from) < bad))
        bad = (int)(nul - (p->buf + from));
    return bad < 0 ? -1 : from + bad;
}

/*
 * Append 't' to the parser's token array, which holds 'n' tokens; false
 * when out of memory, or when the array would pass the byte limit of the
 * statement's arena 'a' (the tokens count against it as if they were
 * there).
 */
static bool
push_token(parser *p, const arena *a, int *n, const token *t)
{
    if (*n + 1 >= p->tok_cap) {
        size_t ncap = p->tok_cap ? (size_t)p->tok_cap * 2 : 64;
        token *nt;

        if (ncap > INT32_MAX / 2
            || (a->limit && a->reserved + sizeof(token) * ncap > a->limit)
            || !(nt = realloc(p->toks, sizeof(token) * ncap)))
            return false;
        p->toks = nt;
        p->tok_cap = (int)ncap;
    }
    p->toks[(*n)++] = *t;
    return true;
}

/* True for a psql meta-command that sends the query buffer (\g...). */
static bool
meta_ends_statement(const parser *p, const token *t)
{
    const char *s = p->buf + t->loc.start + 1;

    return s[0] == 'g' || strncmp(s, "crosstabview", 12) == 0;
}

/*
 * SET [SESSION | LOCAL] standard_conforming_strings {TO | =} value, and
 * RESET standard_conforming_strings or RESET ALL: sets p->scs_off and
 * returns 1; 0 for any other statement.  PostgreSQL's boolean spellings
 * (on, off, true, false, yes, no, 1, 0, any prefix of them that is not
 * ambiguous) as words or strings; DEFAULT is on.  A value not read as off
 * keeps it off only when it was off: the scanner reads strings as the
 * setting on does, so being wrong towards "off" refuses, never misreads.
 */
static int
set_scs(parser *p, const token *toks, int n)
{
    int i = 1;
    const char *v;

    if (is_word(&toks[0], "reset")) {
        if (n == 2 && (is_word(&toks[1], "standard_conforming_strings")
                       || is_word(&toks[1], "all"))) {
            p->scs_off = false;
            return 1;
        }
        return 0;
    }
    if (!is_word(&toks[0], "set"))
        return 0;
    if (i < n && (is_word(&toks[i], "session") || is_word(&toks[i], "local")))
        i++;
    if (i + 3 != n || !is_word(&toks[i], "standard_conforming_strings")
        || !(is_word(&toks[i + 1], "to") || toks[i + 1].tok == '='
             || (toks[i + 1].tok == Op && toks[i + 1].str
                 && strcmp(toks[i + 1].str, "=") == 0)))
        return 0;
    v = toks[i + 2].str;
    if (!v || toks[i + 2].tok == FCONST) {
        p->scs_off = true; /* not a value PostgreSQL reads as on */
        return 1;
    }
    if (is_word(&toks[i + 2], "default"))
        p->scs_off = false;
    else if (strcasecmp(v, "on") == 0 || strcasecmp(v, "true") == 0
             || strcasecmp(v, "yes") == 0 || strcmp(v, "1") == 0
             || strcasecmp(v, "t") == 0 || strcasecmp(v, "y") == 0
             || strcasecmp(v, "tr") == 0 || strcasecmp(v, "tru") == 0
             || strcasecmp(v, "ye") == 0)
        p->scs_off = false;
    else
        p->scs_off = true;
    return 1;
}

/*
 * The index of the first token of 'toks' that is a string written in plain
 * quotes ('...', not E'...', U&'...' or $$...$$) with a backslash in it,
 * or -1.  Only such a string is read differently when
 * standard_conforming_strings is off (a backslash escapes there, so even
 * where the string ends can differ): a statement without one means the same
 * either way.
 */
static int
backslash_string(const parser *p, const token *toks, int n)
{
    for (int i = 0; i < n; i++) {
        const char *s = p->buf + toks[i].loc.start;
        const char *e = p->buf + toks[i].loc.end;

        if (s[0] == 'N' || s[0] == 'n')
            s++; /* N'...' reads its text as a plain string does */
        if (toks[i].tok != SCONST || *s != '\'')
            continue;
        for (; s < e; s++)
            if (*s == '\\')
                return i;
    }
    return -1;
}

/* The index of the first token of 'toks' that is a string with Unicode
   escapes (U&'...'), or -1.  PostgreSQL's scanner refuses one while
   standard_conforming_strings is off. */
static int
unicode_string(const parser *p, const token *toks, int n)
{
    for (int i = 0; i < n; i++) {
        const char *s = p->buf + toks[i].loc.start;

        if (toks[i].tok == SCONST && (s[0] == 'U' || s[0] == 'u')
            && s[1] == '&' && s[2] == '\'')
            return i;
    }
    return -1;
}

qprop_status
parser_next(parser *p, arena *a, ast **out, int *stmt_loc, qprop_error *err)
{
    token *toks;
    int n, end_off, from, k;
    qprop_status scan_st;
    int scan_off, bad;
    char scan_msg[sizeof p->x->err_msg];
    bool oom = false;
    ast *node, *into;
    parse_ctx pc;
    int r;

    *out = NULL;
    if (stmt_loc)
        *stmt_loc = -1;
    p->x->a = a;

next_statement:
    n = 0;
    scan_st = QPROP_OK;
    scan_off = -1;
    from = p->pos;
    if (p->oom) {
        p->oom = false;
        p->done = true;
        return ERR_OOM(err);
    }
    if (p->done)
        return QPROP_DONE;
    for (;;) {
        token t;
        int tok = scan_next(p->scanner, &t);

        if (tok == 0) {
            p->done = true;
            end_off = (int)p->len;
            p->pos = end_off;
            break;
        }
        if (tok == SCAN_META) {
            if (n > 0 && meta_ends_statement(p, &t)) {
                end_off = t.loc.start;
                p->pos = t.loc.end;
                break;
            }
            continue;
        }
        if (tok == SCAN_ERROR) {
            if (scan_st == QPROP_OK) {
                scan_st = p->x->err_code;
                scan_off = p->x->err_offset;
                memcpy(scan_msg, p->x->err_msg, sizeof scan_msg);
            }
            continue;
        }
        if (tok == ';') {
            end_off = t.loc.start;
            p->pos = t.loc.end;
            break;
        }
        if (scan_st == QPROP_OK && !push_token(p, a, &n, &t)) {
            scan_st = QPROP_ENOMEM;
            scan_off = -1;
            snprintf(scan_msg, sizeof scan_msg, "out of memory");
        }
    }
    bad = bad_byte(p, from, end_off);
    if (bad >= 0
        && (scan_st == QPROP_OK || (scan_off >= 0 && bad < scan_off))) {
        scan_st = QPROP_ESYNTAX;
        scan_off = bad;
        if (p->buf[bad] == '\0')
            snprintf(scan_msg, sizeof scan_msg, "invalid byte 0x00 in input");
        else
            snprintf(scan_msg, sizeof scan_msg,
                     "invalid byte sequence for encoding \"UTF8\": 0x%02x",
                     (unsigned char)p->buf[bad]);
    }
    toks = p->toks;
    if (n > 0 && stmt_loc)
        *stmt_loc = toks[0].loc.start;
    if (scan_st != QPROP_OK) {
        if (stmt_loc && *stmt_loc < 0)
            *stmt_loc = scan_off;
        return err_set(err, scan_st, scan_off, "%s", scan_msg);
    }
    if (n == 0)
        goto next_statement; /* an empty statement: ";" alone */

    /* the end token: "end of input" is where the statement ends */
    {
        token end;

        memset(&end, 0, sizeof end);
        end.loc.start = end.loc.end = end_off;
        if (!push_token(p, a, &n, &end))
            return ERR_OOM(err);
        n--;
        toks = p->toks;
    }

    if ((k = merge_word(toks, n)) >= 0)
        return merge_error(p, toks, n, k, false, err);
    if ((k = merge_in_with(toks, n)) >= 0)
        return merge_error(p, toks, n, k, true, err);
    if (set_scs(p, toks, n) == 0 && p->scs_off) {
        if ((k = unicode_string(p, toks, n)) >= 0) {
            err_set(err, QPROP_ESEMANTIC, toks[k].loc.start, "%s",
                    "unsafe use of string constant with Unicode escapes");
            err_detail(err, "String constants with Unicode escapes cannot "
                            "be used when standard_conforming_strings is "
                            "off.");
            return QPROP_ESEMANTIC;
        }
        if ((k = backslash_string(p, toks, n)) >= 0)
            return err_set(err, QPROP_EUNSUPPORTED, toks[k].loc.start,
                           "a string with a backslash is not supported "
                           "while standard_conforming_strings is off");
    }
    node = classify(a, p->buf, toks, n, &oom);
    if (oom || a->failed)
        return ERR_OOM(err);
    if (node && node->kind == AST_SKIPPED && !p->done
        && strcmp(node->skipped.what, "COPY") == 0) {
        for (int i = 1; i < n; i++)
            if (is_word(&toks[i], "stdin"))
                skip_copy_data(p);
    }
    if (node) {
        *out = node;
        return QPROP_OK;
    }
    into = select_into(a, toks, &n, &oom);
    if (oom || a->failed)
        return ERR_OOM(err);
    memset(&pc, 0, sizeof pc);
    pc.a = a;
    pc.text = p->buf;
    pc.toks = toks;
    pc.n = n;
    pc.err = err;
    pc.status = QPROP_OK;
    pc.max_depth = p->max_depth;
    pc.pg_version = p->pg_version;
    r = gram_parse(&pc);
    if (r == 0 && pc.result && !a->failed) {
        if (into && pc.result->kind == AST_SELECT) {
            into->create.as_query = pc.result;
            pc.result = into;
        }
        *out = pc.result;
        return QPROP_OK;
    }
    if (a->failed)
        return ERR_OOM(err);
    if (pc.status != QPROP_OK)
        return pc.status;
    if (r == 2)
        return err_set(err, QPROP_ELIMIT, toks[pc.last].loc.start,
                       "nesting too deep: the parser's stack is exhausted");
    return err_set(err, QPROP_ESYNTAX, toks[pc.last].loc.start,
                   "syntax error");
}

qprop_status
parser_parse_query(const char *text, size_t len, int max_depth, arena *a,
                   ast **out, qprop_error *err)
{
    parser *p = parser_new(text, len, max_depth);
    qprop_status st;
    ast *extra;
    int loc;

    *out = NULL;
    if (!p)
        return ERR_OOM(err);
    st = parser_next(p, a, out, &loc, err);
    if (st == QPROP_DONE) {
        st = err_set(err, QPROP_ESYNTAX, (int)len,
                     "syntax error at end of input");
    } else if (st == QPROP_OK && (*out)->kind != AST_SELECT) {
        st = err_set(err, QPROP_ESYNTAX, (*out)->loc,
                     "expected a query, found %s", ast_kind_name((*out)->kind));
    } else if (st == QPROP_OK) {
        st = parser_next(p, a, &extra, &loc, err);
        if (st == QPROP_DONE)
            st = QPROP_OK;
        else if (st == QPROP_OK)
            st = err_set(err, QPROP_ESYNTAX, loc,
                         "expected one query, found another statement");
    }
    if (st != QPROP_OK)
        *out = NULL;
    parser_free(p);
    return st;
}
