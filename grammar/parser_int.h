/* SPDX-License-Identifier: MIT */
/*
 * grammar/parser_int.h — what the scanner, the grammar and the driver share
 *
 * The front end runs in two passes per statement.  parser.c pulls tokens
 * from the Flex scanner (scan.l) until a ';' at top level, keeping them in
 * an array in the statement's arena; it then runs the Bison parser
 * (gram.y) over that array through a small yylex that also does the
 * one-token lookahead PostgreSQL's grammar needs (NOT_LA, NULLS_LA, ...).
 * Nothing here is global: the scanner's state lives in its yyscan_t and
 * 'scan_extra', the parser's in a 'parse_ctx' passed through %param.
 *
 * NB: this header must not include grammar/gram.h, which includes it.
 */
#ifndef QPROP_PARSER_INT_H
#define QPROP_PARSER_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "ast/ast.h"
#include "base/arena.h"
#include "base/list.h"
#include "qprop.h"

/* Location of a token or a grammar symbol: byte offsets [start, end).
   NB: an empty grammar symbol has start = end = -1. */
typedef struct qprop_loc {
    int start; /* offset of the first byte, -1 if empty */
    int end;   /* offset just past the last byte, -1 if empty */
} qprop_loc;

/* Identifiers longer than this are truncated, as PostgreSQL does
   (NAMEDATALEN - 1), at a UTF-8 character boundary, without a notice. */
#define QPROP_MAX_IDENT 63

/* Scanner results besides Bison token numbers and 0 (end of input). */
enum {
    SCAN_ERROR = -1, /* lexical error: see scan_extra.err_* */
    SCAN_META = -2   /* a psql meta-command, '\' to end of line */
};

/*
 * One scanned token.  'str' holds the value: the folded (or quoted) name of
 * an identifier, the keyword in lower case, the unescaped text of a string,
 * the digits of a number or the spelling of an operator.
 */
typedef struct token {
    int tok;          /* Bison token number; 0 is the end of input */
    qprop_loc loc;    /* where it is in the text */
    const char *str;  /* value, see above; NULL for punctuation */
    int ival;         /* PARAM: the number */
    bool quoted;      /* IDENT written "quoted" (never a keyword then) */
} token;

/*
 * Reserve for the scanner's own allocations (the yyguts struct, one buffer
 * state and the buffer stack: about 250 bytes with flex 2.6), used when
 * malloc fails, so that Flex never reaches its exit()ing fatal error.
 */
#define SCAN_RESERVE 1024

/* The scanner's extra data (yyextra). */
typedef struct scan_extra {
    arena *a;               /* where token strings go (the statement's) */
    const char *buf;        /* start of the scanned text */
    int comment_depth;      /* nesting of / * comments * / */
    int open_start;         /* start of the comment or $$ string */
    const char *dolq_tag;   /* $tag$ of the open dollar quote */
    int dolq_len;           /* its length, both '$' included */
    qprop_status err_code;  /* SCAN_ERROR: QPROP_ESYNTAX or QPROP_ENOMEM */
    int err_offset;         /* SCAN_ERROR: byte offset */
    char err_msg[256];      /* SCAN_ERROR: message */
    int pg_version;         /* the dialect: PostgreSQL 15 to 18 */
    size_t reserve_used;    /* bytes of 'reserve' handed out */
    _Alignas(16) char reserve[SCAN_RESERVE];
} scan_extra;

/* ---- scan.l ---- */

/*
 * Create a scanner over 'len' bytes at 'buf', which must be followed by
 * two NUL bytes and stay valid and writable while the scanner lives (Flex
 * writes into it).  'extra' must outlive the scanner.  Returns 0, or -1 when
 * out of memory (nothing to free then).
 */
int scan_open(void **scanner, scan_extra *extra, char *buf, size_t len);

/* The next token into '*t' (strings in extra->a).  Returns t->tok: a Bison
   token, 0 at the end, SCAN_ERROR or SCAN_META. */
int scan_next(void *scanner, token *t);

/* Destroy a scanner made by scan_open().  Accepts NULL. */
void scan_close(void *scanner);

/* Offset of the first byte of 's' (length 'n') that is not valid UTF-8,
   or -1. */
int utf8_invalid_at(const char *s, size_t n);

/* ---- gram.y ---- */

/* Kinds of column constraint gathered by the grammar (ColQualList);
   CC_IGNORED stands for UNIQUE, CHECK, REFERENCES, GENERATED and
   constraint attributes, which the catalog does not model. */
enum { CC_NOT_NULL, CC_NULL, CC_PRIMARY_KEY, CC_DEFAULT, CC_COLLATE,
       CC_IGNORED };

typedef struct colcons {
    int kind;         /* CC_* */
    ast *expr;        /* CC_DEFAULT: the expression */
    const char *name; /* CC_COLLATE: the collation (last name part);
                         CC_PRIMARY_KEY: its CONSTRAINT name, or NULL */
} colcons;

/* Kinds of table element (OptTableElementList); TE_IGNORED stands for
   UNIQUE, CHECK and FOREIGN KEY constraints and a partition's column
   options. */
enum { TE_COLUMN, TE_PRIMARY_KEY, TE_FOREIGN_KEY, TE_IGNORED };

typedef struct tabelem {
    int kind;         /* TE_* */
    ast *coldef;      /* TE_COLUMN: AST_COLUMNDEF */
    list *cols;       /* TE_PRIMARY_KEY, TE_FOREIGN_KEY: of const char * */
    list *set_cols;   /* TE_FOREIGN_KEY: ON DELETE SET ... (cols) */
    const char *name; /* TE_PRIMARY_KEY: its CONSTRAINT name, or NULL */
    int loc;          /* start of the element */
} tabelem;

/* The state of one Bison run (%param). */
typedef struct parse_ctx {
    arena *a;             /* the statement's arena */
    const char *text;     /* the whole input, for messages */
    const token *toks;    /* tokens of the statement, then an end token */
    int n;                /* number of tokens before the end token */
    int pos;              /* next token to hand to Bison */
    int last;             /* index of the token handed out last */
    int depth;            /* open '(' and '[' handed out so far */
    int max_depth;        /* limit of 'depth' (QPROP_ELIMIT beyond) */
    int pg_version;       /* the dialect: PostgreSQL 15 to 18 */
    qprop_error *err;     /* caller's error, may be NULL */
    qprop_status status;  /* QPROP_OK until an error is recorded */
    ast *result;          /* the statement */
} parse_ctx;

/* Run the grammar over pc->toks.  Returns Bison's yyparse() result:
   0 ok (pc->result set), 1 error (pc->status and pc->err set: ESYNTAX, or
   ELIMIT when brackets nest deeper than pc->max_depth), 2 Bison's stack
   (YYMAXDEPTH) or the arena exhausted (pc->status ELIMIT or ENOMEM). */
int gram_parse(parse_ctx *pc);

#endif
