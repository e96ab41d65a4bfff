/* SPDX-License-Identifier: MIT */
/*
 * src/api/qprop.c — the public API (include/qprop.h)
 *
 * Glue between the stages: a context owns the catalog; an input cursor
 * owns a parser; each statement owns an arena with its AST, its plans and
 * everything printed from them.  Positions become line and column here, at
 * the boundary (doc/architecture.md, "Data flow").
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "grammar/parser.h"
#include "bind/build.h"
#include "catalog/parthash.h"
#include "catalog/partroute.h"
#include "print/picture.h"
#include "print/print.h"
#include "rewrite/engine.h"
#include "api/api.h"
#include "qprop.h"

#define DEFAULT_MAX_DEPTH 1000
#define DEFAULT_MEMORY_LIMIT ((size_t)1 << 30)

struct qprop_input {
    qprop_ctx *ctx;
    parser *p;
    const char *text;
    size_t len;
    int at;          /* an offset whose line is known: 'at_line' */
    int at_line;
    int pg_version;  /* the dialect it is read in */
    bool version_from_header; /* ... as its pg_dump header says */
    arena pa;        /* the declared parameter types: */
    int nparams;
    const ast **ptypes; /* AST_TYPENAME of $1 ..., or NULL */
};

QPROP_API const char *
qprop_version(void)
{
    return PACKAGE_VERSION;
}

/* Set on[i] to 'value' for each rule named in the comma-separated
   'names'; "all" names every rule. */
static qprop_status
switch_rules(bool *on, const char *names, bool value, qprop_error *err)
{
    const char *p = names;

    while (p && *p) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        bool all = n == 3 && strncmp(p, "all", 3) == 0, found = false;

        for (int i = 0; rw_rules[i]; i++)
            if (all || (strlen(rw_rules[i]->name) == n
                        && strncmp(rw_rules[i]->name, p, n) == 0)) {
                on[i] = value;
                found = true;
            }
        if (!found && n > 0)
            return err_set(err, QPROP_ESEMANTIC, -1, "unknown rule \"%.*s\"",
                           (int)(n > 64 ? 64 : n), p);
        p = end ? end + 1 : NULL;
    }
    return QPROP_OK;
}

/* Rule switches of a context and of a statement (api.h). */
qprop_status
api_switch_rules(bool *on, const char *enabled, const char *disabled,
                 qprop_error *err)
{
    qprop_status st;

    /* "all" alone in 'disabled' is applied before 'enabled' turns rules
       on, so "only these rules" is disabled "all" with them enabled */
    if (disabled && strcmp(disabled, "all") == 0) {
        memset(on, 0, sizeof(bool) * (size_t)qprop_rule_count());
        disabled = NULL;
    }
    if ((st = switch_rules(on, enabled, true, err)) != QPROP_OK)
        return st;
    return switch_rules(on, disabled, false, err);
}

QPROP_API qprop_status
qprop_ctx_create(const qprop_options *opts, qprop_ctx **out, qprop_error *err)
{
    qprop_ctx *ctx = calloc(1, sizeof *ctx);
    int nrules = qprop_rule_count();
    qprop_status st;

    err_clear(err);
    *out = NULL;
    if (!ctx)
        return ERR_OOM(err);
    if (opts) {
        size_t n = opts->size && opts->size < sizeof ctx->opts ? opts->size
                                                                : sizeof ctx->opts;

        memcpy(&ctx->opts, opts, n);
    }
    ctx->opts.size = sizeof ctx->opts;
    if (ctx->opts.max_depth <= 0)
        ctx->opts.max_depth = DEFAULT_MAX_DEPTH;
    if (ctx->opts.memory_limit == 0)
        ctx->opts.memory_limit = DEFAULT_MEMORY_LIMIT;
    ctx->enabled = calloc((size_t)nrules + 1, sizeof(bool));
    ctx->cat = catalog_new();
    if (!ctx->enabled || !ctx->cat) {
        qprop_ctx_free(ctx);
        return ERR_OOM(err);
    }
    if (ctx->opts.timezone
        && (st = catalog_set_default_timezone(ctx->cat, ctx->opts.timezone,
                                              err)) != QPROP_OK) {
        qprop_ctx_free(ctx);
        return st;
    }
    ctx->opts.timezone = NULL;
    if (ctx->opts.pg_version != 0
        && (ctx->opts.pg_version < QPROP_PG_VERSION_OLDEST
            || ctx->opts.pg_version > QPROP_PG_VERSION_NEWEST)) {
        st = err_set(err, QPROP_ESEMANTIC, -1,
                     "PostgreSQL version %d is not one qprop reads (%d to %d)",
                     ctx->opts.pg_version, QPROP_PG_VERSION_OLDEST,
                     QPROP_PG_VERSION_NEWEST);
        qprop_ctx_free(ctx);
        return st;
    }
    for (int i = 0; i < nrules; i++)
        ctx->enabled[i] = rw_rules[i]->default_on;
    if ((st = api_switch_rules(ctx->enabled, ctx->opts.enabled_rules,
                               ctx->opts.disabled_rules, err)) != QPROP_OK) {
        qprop_ctx_free(ctx);
        return st;
    }
    /* the strings are not kept: their caller owns them */
    ctx->opts.enabled_rules = ctx->opts.disabled_rules = NULL;
    *out = ctx;
    return QPROP_OK;
}

QPROP_API qprop_ctx *
qprop_ctx_new(const qprop_options *opts)
{
    qprop_ctx *ctx;

    return qprop_ctx_create(opts, &ctx, NULL) == QPROP_OK ? ctx : NULL;
}

QPROP_API int
qprop_rule_count(void)
{
    int n = 0;

    while (rw_rules[n])
        n++;
    return n;
}

QPROP_API qprop_status
qprop_rule_info(int i, const char **name, const char **doc, int *default_on)
{
    if (i < 0 || i >= qprop_rule_count())
        return QPROP_ESEMANTIC;
    if (name)
        *name = rw_rules[i]->name;
    if (doc)
        *doc = rw_rules[i]->doc;
    if (default_on)
        *default_on = rw_rules[i]->default_on;
    return QPROP_OK;
}

QPROP_API void
qprop_ctx_free(qprop_ctx *ctx)
{
    if (!ctx)
        return;
    catalog_free(ctx->cat);
    free(ctx->enabled);
    free(ctx);
}

QPROP_API qprop_status
qprop_input_open(qprop_ctx *ctx, const char *text, size_t len,
                 qprop_input **out, qprop_error *err)
{
    qprop_input *in;

    err_clear(err);
    *out = NULL;
    if (len > (size_t)INT32_MAX)
        return err_set(err, QPROP_ELIMIT, -1,
                       "input of %zu bytes is larger than the limit of 2 GiB",
                       len);
    in = calloc(1, sizeof *in);
    if (!in)
        return ERR_OOM(err);
    in->p = parser_new(text, len, ctx->opts.max_depth);
    if (!in->p) {
        free(in);
        return ERR_OOM(err);
    }
    in->ctx = ctx;
    in->pg_version = ctx->opts.pg_version;
    if (in->pg_version == 0) {
        int v = parser_dump_version(text, len);

        if (v > 0) {
            in->version_from_header = true;
            in->pg_version = v < QPROP_PG_VERSION_OLDEST
                                 ? QPROP_PG_VERSION_OLDEST
                             : v > QPROP_PG_VERSION_NEWEST
                                 ? QPROP_PG_VERSION_NEWEST
                                 : v;
        } else
            in->pg_version = QPROP_PG_VERSION_NEWEST;
    }
    parser_set_version(in->p, in->pg_version);
    catalog_session_start(ctx->cat); /* each input is a session */
    if (!catalog_set_pg_version(ctx->cat, in->pg_version)) {
        parser_free(in->p);
        free(in);
        return ERR_OOM(err);
    }
    arena_init(&in->pa, ctx->opts.memory_limit);
    in->text = text;
    in->len = len;
    in->at_line = 1;
    *out = in;
    return QPROP_OK;
}

QPROP_API void
qprop_input_close(qprop_input *in)
{
    if (!in)
        return;
    parser_free(in->p);
    arena_destroy(&in->pa);
    free(in);
}

QPROP_API int
qprop_input_pg_version(const qprop_input *in, int *from_header)
{
    if (from_header)
        *from_header = in->version_from_header;
    return in->pg_version;
}

QPROP_API qprop_status
qprop_input_set_param_types(qprop_input *in, int n, const char *const *types,
                            qprop_error *err)
{
    const ast **ptypes = NULL;
    qprop_status st;

    err_clear(err);
    if (n < 0 || n > 65535 || (n > 0 && !types))
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "invalid number of parameters %d", n);
    /* the previous declaration's type names stay in the arena until the
       input is closed: a few bytes per call */
    if (n > 0 && !(ptypes = ARENA_NEWN(&in->pa, const ast *, n)))
        return ERR_OOM(err);
    for (int i = 0; i < n; i++) {
        ast *tn = NULL;

        if (types[i]
            && (st = api_type_name(&in->pa, types[i], &tn, err)) != QPROP_OK)
            return st;
        ptypes[i] = tn;
    }
    if (in->pa.failed)
        return ERR_OOM(err);
    in->nparams = n;
    in->ptypes = ptypes;
    return QPROP_OK;
}

static qprop_status
stmt_fail(qprop_input *in, qprop_stmt *s, qprop_status st, qprop_error *err)
{
    if (err && err->code == QPROP_OK)
        ERR_INTERNAL(err, "failure without an error");
    err_locate(err, in->text, in->len, 1);
    qprop_stmt_free(s);
    /* an error PostgreSQL gives too aborts an open transaction block */
    if (st == QPROP_ESYNTAX || st == QPROP_ESEMANTIC)
        catalog_txn_failed(in->ctx->cat);
    return st;
}

static bool
is_catalog_stmt(const ast *n)
{
    switch (n->kind) {
    case AST_CREATE_TABLE:
    case AST_CREATE_VIEW:
    case AST_CREATE_TYPE:
    case AST_CREATE_ROUTINE:
    case AST_DROP:
    case AST_RELSTATS:
    case AST_SET_TIMEZONE:
    case AST_SESSION:
        return true;
    case AST_ALTER_TABLE:
        return n->alter.kind != ALTER_OTHER;
    default:
        return false;
    }
}

/* True when the relation of pg_restore_relation_stats() 'n' is one the
   catalog models (a table, view or materialized view). */
static bool
relstats_known(const qprop_input *in, const ast *n)
{
    ast_name nm;
    bool ambiguous;

    if (!n->relstats.relname)
        return true; /* the catalog's error */
    memset(&nm, 0, sizeof nm);
    if (n->relstats.schemaname)
        nm.part[nm.n++] = n->relstats.schemaname;
    nm.part[nm.n++] = n->relstats.relname;
    return catalog_lookup(in->ctx->cat, &nm, &ambiguous) != NULL;
}

QPROP_API qprop_status
qprop_input_next(qprop_input *in, qprop_stmt **out, qprop_error *err)
{
    qprop_error local;
    qprop_stmt *s;
    ast *node = NULL;
    qprop_status st;

    if (!err)
        err = &local;
    err_clear(err);
    *out = NULL;
    s = calloc(1, sizeof *s);
    if (!s)
        return ERR_OOM(err);
    arena_init(&s->a, in->ctx->opts.memory_limit);
    s->enabled = in->ctx->enabled;
    s->opts = &in->ctx->opts;
    s->cat = in->ctx->cat;
    s->trace = in->ctx->opts.trace;
    s->text = in->text;
    s->len = in->len;
    st = parser_next(in->p, &s->a, &node, &s->loc, err);
    if (st == QPROP_DONE) {
        qprop_stmt_free(s);
        return QPROP_DONE;
    }
    if (st != QPROP_OK)
        return stmt_fail(in, s, st, err);
    /* statements come in order: count lines from the previous one */
    if (s->loc < in->at) {
        in->at = 0;
        in->at_line = 1;
    }
    for (int i = in->at; i < s->loc && (size_t)i < in->len; i++)
        if (in->text[i] == '\n')
            in->at_line++;
    in->at = s->loc;
    s->line = in->at_line;
    if (catalog_txn_refuses(in->ctx->cat, node, err))
        return stmt_fail(in, s, QPROP_ESEMANTIC, err);
    if (node->kind == AST_SKIPPED
        || (node->kind == AST_ALTER_TABLE && node->alter.kind == ALTER_OTHER)) {
        const char *what = node->kind == AST_SKIPPED ? node->skipped.what
                                                     : node->alter.what;

        s->kind = QPROP_STMT_SKIPPED;
        /* an ALTER TABLE that changes what qprop knows of a table marks
           it, so that the queries that read it are refused */
        if (node->kind == AST_ALTER_TABLE && node->alter.reshapes
            && catalog_apply(in->ctx->cat, node, in->text, in->len, 1, err)
                   != QPROP_OK)
            return stmt_fail(in, s, err->code, err);
        s->warning = arena_printf(&s->a, "skipped %s: not modelled by qprop",
                                  what ? what : "statement");
        text_locate(in->text, in->len, node->loc >= 0 ? node->loc : s->loc,
                    &s->wline, &s->wcol);
        if (!s->warning)
            return stmt_fail(in, s, ERR_OOM(err), err);
    } else if (node->kind == AST_CREATE_TABLE && node->create.as_query) {
        /* the table takes the columns of its query, bound now */
        query *q;

        cat_viewdef def;

        s->kind = QPROP_STMT_CATALOG;
        st = build_query_deps(&s->a, in->ctx->cat, node->create.as_query,
                              in->ctx->opts.max_depth, &def, &q, err);
        if (st == QPROP_OK)
            st = catalog_create_as(in->ctx->cat, node, q->ncols,
                                   q->colnames, q->coltypes, err);
        /* a materialized view depends on what its query read */
        if (st == QPROP_OK && node->create.matview)
            st = catalog_matview_deps(in->ctx->cat, node, &def, err);
        if (st != QPROP_OK)
            return stmt_fail(in, s, st, err);
    } else if (node->kind == AST_CREATE_VIEW) {
        /* its query bound now tells what the view depends on; one qprop
           cannot bind is kept as written, its dependencies not known */
        cat_viewdef def;
        qprop_error berr;
        query *q;
        bool known;

        err_clear(&berr); /* err_set() reads its code */
        known = !node->view.recursive
                && build_query_deps(&s->a, in->ctx->cat, node->view.query,
                                    in->ctx->opts.max_depth, &def, &q,
                                    &berr) == QPROP_OK;

        s->kind = QPROP_STMT_CATALOG;
        st = catalog_create_view(in->ctx->cat, node, in->text, in->len, 1,
                                 known ? &def : NULL, err);
        if (st != QPROP_OK)
            return stmt_fail(in, s, st, err);
    } else if (node->kind == AST_RELSTATS && !relstats_known(in, node)) {
        /* pg_dump 18 writes one for every index too, and qprop does not
           model indexes: the statistics of a relation it does not know
           are read and left, as they change no query's meaning */
        s->kind = QPROP_STMT_SKIPPED;
        s->warning = arena_printf(&s->a, "skipped SELECT "
                                  "pg_catalog.pg_restore_relation_stats of "
                                  "\"%s\": not modelled by qprop (not a "
                                  "relation it knows: an index?)",
                                  node->relstats.relname
                                      ? node->relstats.relname : "");
        text_locate(in->text, in->len, node->loc >= 0 ? node->loc : s->loc,
                    &s->wline, &s->wcol);
        if (!s->warning)
            return stmt_fail(in, s, ERR_OOM(err), err);
    } else if (is_catalog_stmt(node)) {
        s->kind = QPROP_STMT_CATALOG;
        st = catalog_apply(in->ctx->cat, node, in->text, in->len, 1, err);
        if (st != QPROP_OK)
            return stmt_fail(in, s, st, err);
    } else {
        s->kind = QPROP_STMT_QUERY;
        st = build_query_params(&s->a, in->ctx->cat, node,
                                in->ctx->opts.max_depth, in->nparams,
                                in->ptypes, &s->q, err);
        if (st != QPROP_OK)
            return stmt_fail(in, s, st, err);
    }
    if (s->a.failed)
        return stmt_fail(in, s, ERR_OOM(err), err);
    *out = s;
    return QPROP_OK;
}

QPROP_API qprop_stmt_kind
qprop_stmt_kind_of(const qprop_stmt *stmt)
{
    return stmt->kind;
}

QPROP_API int
qprop_stmt_line(const qprop_stmt *stmt)
{
    return stmt->line;
}

QPROP_API const char *
qprop_stmt_warning(const qprop_stmt *stmt, int *line, int *column)
{
    if (line)
        *line = stmt->wline;
    if (column)
        *column = stmt->wcol;
    return stmt->warning;
}

QPROP_API qprop_status
qprop_stmt_rewrite(qprop_stmt *stmt, qprop_error *err)
{
    qprop_status st;

    err_clear(err);
    if (stmt->kind != QPROP_STMT_QUERY)
        return QPROP_OK;
    {
        strbuf tr;
        /* the rewrite prints through these only when tracing */
        rw_tracer t = { &tr, deparse_expr, print_origin };

        sb_init(&tr, &stmt->a);
        st = rw_rewrite_opts(&stmt->a, stmt->q, stmt->enabled, stmt->opts,
                             stmt->trace ? &t : NULL, &stmt->rewritten, err);
        /* the target stage: what PostgreSQL is given of the result */
        if (st == QPROP_OK && stmt->rewritten) {
            if (!(stmt->rewritten->target =
                      tg_decide(&stmt->a, stmt->rewritten,
                                API_TG_BASE(stmt))))
                st = ERR_OOM(err);
            else if (stmt->trace)
                print_target(&tr, stmt->rewritten->target);
        }
        stmt->trace_text = tr.data;
    }
    if (st != QPROP_OK) {
        stmt->rewritten = NULL;
        err_locate(err, stmt->text, stmt->len, 1);
    }
    return st;
}

/* --format=sql of 'q' for a consumer that asked for 'tflags' (TG_*): what
   the target stage decided after the rewrite, or, for other flags or the
   plan before rewriting, what it decides now (recorded on the plan when
   it had nothing). */
static qprop_status
print_sql(strbuf *sb, const query *q, unsigned tflags, qprop_error *err)
{
    const tg_decisions *tg = q->target;

    if (!tg || tg->flags != tflags) {
        if (!(tg = tg_decide(sb->a, q, tflags)))
            return q->root ? ERR_OOM(err)
                           : deparse_query_target(sb, q, NULL, err);
        if (!q->target)
            ((query *)q)->target = tg;
    }
    return deparse_query_target(sb, q, tg, err);
}

QPROP_API qprop_status
qprop_stmt_print(qprop_stmt *stmt, qprop_format format, unsigned flags,
                 int query_no, const char **text, qprop_error *err)
{
    strbuf sb;
    const query *q;
    qprop_status st;
    qprop_error local;
    size_t loc;

    if (!err)
        err = &local;
    err_clear(err);
    *text = NULL;
    if (stmt->kind != QPROP_STMT_QUERY)
        return err_set(err, QPROP_ESEMANTIC, stmt->loc,
                       "only queries have a plan to print");
    q = (flags & QPROP_PRINT_ORIGINAL) || !stmt->rewritten ? stmt->q
                                                           : stmt->rewritten;
    sb_init(&sb, &stmt->a);
    switch (format) {
    case QPROP_FORMAT_TEXT:
        st = explain_text_flags(&sb, q,
                                (flags & QPROP_PRINT_PARTITIONS_KEPT)
                                    ? EXPLAIN_PARTS_KEPT : 0,
                                err);
        break;
    case QPROP_FORMAT_JSON:
        st = explain_json_trace(&sb, q, query_no, stmt->line,
                                q == stmt->rewritten && stmt->trace
                                    ? qprop_stmt_trace(stmt) : NULL,
                                err);
        break;
    case QPROP_FORMAT_SQL:
        st = print_sql(&sb, q,
                       API_TG_BASE(stmt)
                           | ((flags & QPROP_PRINT_SQL_ALL_DERIVED)
                                  ? TG_ALL_DERIVED : 0)
                           | ((flags & QPROP_PRINT_SQL_NO_BOUNDS)
                                  ? TG_NO_BOUNDS : 0)
                           | ((flags & QPROP_PRINT_SQL_LEAVES) ? TG_LEAVES
                                                               : 0),
                       err);
        break;
    case QPROP_FORMAT_DOT:
        st = explain_dot(&sb, (flags & QPROP_PRINT_BEFORE_AND_AFTER)
                                  && q != stmt->q ? stmt->q : NULL,
                         q, query_no, err);
        break;
    case QPROP_FORMAT_HTML:
        /* the statement's text runs from its first token to its ';' */
        loc = stmt->loc >= 0 && (size_t)stmt->loc <= stmt->len
                  ? (size_t)stmt->loc : stmt->len;
        st = explain_html(&sb, stmt->q, q != stmt->q ? q : NULL,
                          stmt->text + loc, stmt->len - loc, query_no,
                          stmt->line, err);
        break;
    default:
        return err_set(err, QPROP_EUNSUPPORTED, -1, "unknown format %d",
                       (int)format);
    }
    if (st != QPROP_OK) {
        err_locate(err, stmt->text, stmt->len, 1);
        return st;
    }
    if (stmt->a.failed)
        return ERR_OOM(err);
    *text = sb.data;
    return QPROP_OK;
}

QPROP_API const char *
qprop_format_doc(qprop_format format, qprop_doc_part part)
{
    if (format != QPROP_FORMAT_HTML
        || (part != QPROP_DOC_BEGIN && part != QPROP_DOC_END))
        return "";
    return explain_html_doc(part == QPROP_DOC_BEGIN);
}

QPROP_API const char *
qprop_stmt_trace(const qprop_stmt *stmt)
{
    return stmt->trace_text ? stmt->trace_text : "";
}

QPROP_API void
qprop_stmt_free(qprop_stmt *stmt)
{
    if (!stmt)
        return;
    arena_destroy(&stmt->a);
    free(stmt);
}

QPROP_API qprop_status
qprop_route(qprop_ctx *ctx, const char *table, int nvalues,
            const char *const *columns, const char *const *values,
            const char **leaf, qprop_error *err)
{
    const cat_table *t, *found = NULL;
    const datum **vals;
    datum *store;
    qprop_status st = QPROP_OK;
    arena a;

    *leaf = NULL;
    t = catalog_lookup_text(ctx->cat, table);
    if (!t || t->is_view)
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "relation \"%s\" does not exist", table);
    if (!t->is_partitioned)
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "table \"%s\" is not partitioned", table);
    if (nvalues < 0 || (!columns && nvalues != t->nkeys))
        return err_set(err, QPROP_ESEMANTIC, -1,
                       "table \"%s\" has %d partition key columns, %d "
                       "values given", table, t->nkeys, nvalues);
    for (int k = 0; k < t->nkeys; k++)
        if (t->keycols[k] < 0 && !columns)
            /* values in key order: an expression key has no column */
            return err_set(err, QPROP_EUNSUPPORTED, -1,
                           "the partition key of \"%s\" is an expression "
                           "(%s): name the columns it reads "
                           "(--route=TABLE:COL,...)", table,
                           t->keyexpr[k].name);
    arena_init(&a, ctx->opts.memory_limit);
    vals = ARENA_NEWN(&a, const datum *, t->ncols + 1);
    store = ARENA_NEWN(&a, datum, t->ncols + 1);
    if (!vals || !store) {
        st = ERR_OOM(err);
        goto out_free_arena;
    }
    for (int i = 0; i < nvalues; i++) {
        int c = columns ? cat_column_index(t, columns[i]) : t->keycols[i];

        if (c < 0) {
            st = err_set(err, QPROP_ESEMANTIC, -1, "column \"%s\" of "
                         "relation \"%s\" does not exist", columns[i], table);
            goto out_free_arena;
        }
        if (!values[i]) {
            store[c] = datum_null(t->cols[c].type);
        } else if (parthash_is_uuid(t->cols[c].type)) {
            /* a uuid is hashed from its text (parthash.h) */
            unsigned char u[16];

            if (!parthash_uuid_bytes(values[i], u)) {
                st = err_set(err, QPROP_ESEMANTIC, -1, "invalid input syntax "
                             "for type uuid: \"%s\"", values[i]);
                goto out_free_arena;
            }
            store[c] = datum_null(t->cols[c].type);
            store[c].is_null = false;
            store[c].v.s = values[i];
        } else if ((st = datum_parse_tz(&a, t->cols[c].type, values[i],
                                      catalog_timezone(ctx->cat), -1,
                                      &store[c], err)) != QPROP_OK)
            goto out_free_arena;
        vals[c] = &store[c];
    }
    switch (part_route(&a, t, t, vals, &found)) {
    case PR_LEAF:
        *leaf = found->name;
        break;
    case PR_NONE:
        break;
    case PR_MISSING:
        st = err_set(err, QPROP_ESEMANTIC, -1, "a partition key column of "
                     "\"%s\" or of one of its partitions has no value",
                     table);
        break;
    case PR_UNSUPPORTED:
        st = err_set(err, QPROP_EUNSUPPORTED, -1, "a partition key of \"%s\" "
                     "is an expression qprop does not compute for this row "
                     "or has an operator class, collation or type qprop "
                     "cannot route by", table);
        break;
    case PR_ZONE:
        st = err_set(err, QPROP_EUNSUPPORTED, -1, "a partition bound of "
                     "\"%s\" is written without a UTC offset and the "
                     "session time zone is not known (--timezone)", table);
        break;
    case PR_KEY_ERROR:
        st = err_set(err, QPROP_ESEMANTIC, -1, "computing a partition key "
                     "expression of \"%s\" fails for this row (out of "
                     "range, or division by zero)", table);
        break;
    }
out_free_arena:
    arena_destroy(&a);
    return st;
}
