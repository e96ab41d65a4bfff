/* SPDX-License-Identifier: MIT */
/*
 * src/qprop.c — the public API (include/qprop.h)
 *
 * Glue between the stages: a context owns the catalog; an input cursor
 * owns a parser; each statement owns an arena with its AST, its plans and
 * everything printed from them.  Positions become line and column here, at
 * the boundary, as STYLE.md asks.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/error.h"
#include "base/strbuf.h"
#include "grammar/parser.h"
#include "plan/build.h"
#include "plan/print.h"
#include "rewrite/engine.h"
#include "qprop.h"

#define DEFAULT_MAX_DEPTH 1000
#define DEFAULT_MEMORY_LIMIT ((size_t)1 << 30)

#define QPROP_API __attribute__((visibility("default")))

struct qprop_ctx {
    qprop_options opts; /* with defaults filled in */
    catalog *cat;
};

struct qprop_input {
    qprop_ctx *ctx;
    parser *p;
    const char *text;
    size_t len;
};

struct qprop_stmt {
    arena a;                 /* owns everything below */
    qprop_stmt_kind kind;
    int loc;                 /* offset of the first token */
    int line;
    const char *text;        /* the input, for locating */
    size_t len;
    query *q;                /* bound plan (queries) */
    query *rewritten;        /* after qprop_stmt_rewrite(), or NULL */
    const char *warning;     /* skipped statements */
    int wline, wcol;
};

QPROP_API const char *
qprop_version(void)
{
    return PACKAGE_VERSION;
}

QPROP_API qprop_ctx *
qprop_ctx_new(const qprop_options *opts)
{
    qprop_ctx *ctx = calloc(1, sizeof *ctx);

    if (!ctx)
        return NULL;
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
    ctx->cat = catalog_new();
    if (!ctx->cat) {
        free(ctx);
        return NULL;
    }
    return ctx;
}

QPROP_API void
qprop_ctx_free(qprop_ctx *ctx)
{
    if (!ctx)
        return;
    catalog_free(ctx->cat);
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
    in->text = text;
    in->len = len;
    *out = in;
    return QPROP_OK;
}

QPROP_API void
qprop_input_close(qprop_input *in)
{
    if (!in)
        return;
    parser_free(in->p);
    free(in);
}

static qprop_status
stmt_fail(qprop_input *in, qprop_stmt *s, qprop_status st, qprop_error *err)
{
    if (err && err->code == QPROP_OK)
        ERR_INTERNAL(err, "failure without an error");
    err_locate(err, in->text, in->len, 1);
    qprop_stmt_free(s);
    return st;
}

static bool
is_catalog_stmt(const ast *n)
{
    switch (n->kind) {
    case AST_CREATE_TABLE:
    case AST_CREATE_VIEW:
    case AST_DROP:
    case AST_RELSTATS:
        return true;
    case AST_ALTER_TABLE:
        return n->alter.kind != ALTER_OTHER;
    default:
        return false;
    }
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
    s->text = in->text;
    s->len = in->len;
    st = parser_next(in->p, &s->a, &node, &s->loc, err);
    if (st == QPROP_DONE) {
        qprop_stmt_free(s);
        return QPROP_DONE;
    }
    if (st != QPROP_OK)
        return stmt_fail(in, s, st, err);
    {
        int col;

        text_locate(in->text, in->len, s->loc, &s->line, &col);
    }
    if (node->kind == AST_SKIPPED
        || (node->kind == AST_ALTER_TABLE && node->alter.kind == ALTER_OTHER)) {
        const char *what = node->kind == AST_SKIPPED ? node->skipped.what
                                                     : node->alter.what;

        s->kind = QPROP_STMT_SKIPPED;
        s->warning = arena_printf(&s->a, "skipped %s: not modelled by qprop",
                                  what ? what : "statement");
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
        st = build_query(&s->a, in->ctx->cat, node, in->ctx->opts.max_depth,
                         &s->q, err);
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
    st = rw_rewrite(&stmt->a, stmt->q, NULL, NULL, &stmt->rewritten, err);
    if (st != QPROP_OK) {
        stmt->rewritten = NULL;
        err_locate(err, stmt->text, stmt->len, 1);
    }
    return st;
}

QPROP_API qprop_status
qprop_stmt_print(qprop_stmt *stmt, qprop_format format, unsigned flags,
                 int query_no, const char **text, qprop_error *err)
{
    strbuf sb;
    const query *q;
    qprop_status st;
    qprop_error local;

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
        st = explain_text(&sb, q, err);
        break;
    case QPROP_FORMAT_JSON:
        st = explain_json(&sb, q, query_no, stmt->line, err);
        break;
    case QPROP_FORMAT_SQL:
        st = deparse_query(&sb, q, err);
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

QPROP_API void
qprop_stmt_free(qprop_stmt *stmt)
{
    if (!stmt)
        return;
    arena_destroy(&stmt->a);
    free(stmt);
}
