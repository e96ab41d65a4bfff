/* SPDX-License-Identifier: MIT */
/*
 * grammar/parser.h — SQL text to syntax trees, one statement at a time
 *
 * A parser walks one input text.  parser_next() scans the tokens of the
 * next statement (up to a ';' outside quotes, or the end), recognises the
 * statements qprop skips (SET, COMMENT, GRANT, CREATE INDEX, ...; returned
 * as AST_SKIPPED) and pg_restore_relation_stats() calls (AST_RELSTATS), and
 * parses the rest with the Bison grammar.  Each statement's nodes go into
 * the arena the caller passes, so statements are freed independently.  A
 * syntax error ends that statement only: the next call resumes after its
 * ';'.  The scanner and parser are reentrant; no state is global.
 */
#ifndef QPROP_PARSER_H
#define QPROP_PARSER_H

#include <stddef.h>

#include "ast/ast.h"
#include "qprop.h"

typedef struct parser parser;

/*
 * A parser over 'len' bytes of 'text' (kept by reference; need not be
 * NUL-terminated).  'max_depth' limits nesting of parentheses, expressions
 * and subqueries (QPROP_ELIMIT beyond it).  Returns NULL on OOM.  Free with
 * parser_free().
 */
parser *parser_new(const char *text, size_t len, int max_depth);
void parser_free(parser *p);

/* Read the rest of the text in the dialect of PostgreSQL 'version' (15 to
   18; the default is 18). */
void parser_set_version(parser *p, int version);

/*
 * The major version a pg_dump header at the start of 'len' bytes of 'text'
 * names ("-- Dumped from database version 17.2"), or 0 when there is none.
 * Only the leading lines of comments, blanks and psql meta-commands
 * (pg_dump's \restrict) are read.
 */
int parser_dump_version(const char *text, size_t len);

/* The bytes that 'p' holds outside the statements' arenas (its copy of the
   text and its token array, not the scanner's own buffers), for the
   benchmark's peak memory.  Cannot fail. */
size_t parser_held(const parser *p);

/*
 * Parse the next statement into arena 'a'.  Returns QPROP_OK with '*out'
 * (never NULL), QPROP_DONE when only blanks and comments remain, or an
 * error (ESYNTAX, ELIMIT, ENOMEM) with 'err' set (offset into the text);
 * then '*out' is NULL and the parser has moved past the statement.
 * 'stmt_loc' receives the offset of the statement's first token.
 * A leading EXPLAIN [ANALYZE] gives AST_EXPLAIN around the statement.
 */
qprop_status parser_next(parser *p, arena *a, ast **out, int *stmt_loc,
                         qprop_error *err);

/*
 * Parse exactly one query (a SELECT, VALUES or set operation, no ';'
 * needed) from 'text' into 'a', e.g. a view's stored text.  Offsets in the
 * result and in 'err' are relative to 'text'.
 */
qprop_status parser_parse_query(const char *text, size_t len, int max_depth,
                                arena *a, ast **out, qprop_error *err);

#endif
