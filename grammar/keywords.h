/* SPDX-License-Identifier: MIT */
/*
 * grammar/keywords.h — the SQL keyword table
 *
 * One sorted table (keywords.c) maps each keyword to its token and its
 * category, as PostgreSQL's kwlist.h does.  The scanner looks words up
 * here; printers ask whether an identifier must be quoted.
 */
#ifndef QPROP_KEYWORDS_H
#define QPROP_KEYWORDS_H

#include <stdbool.h>

typedef enum kw_category {
    KW_UNRESERVED,   /* usable as any name */
    KW_COL_NAME,     /* usable as column name, not function/type name */
    KW_TYPE_FUNC,    /* usable as function or type name */
    KW_RESERVED      /* never a bare name */
} kw_category;

typedef struct keyword {
    const char *name;  /* lower case */
    int token;         /* Bison token number */
    kw_category cat;
} keyword;

/* The keyword spelled 'word' (already lower case), or NULL. */
const keyword *kw_lookup(const char *word);

/* True when 'ident' must be double-quoted to print as an identifier:
   not all lower-case letters, digits, '_' and '$', starting with a letter
   or '_', or a keyword that is not unreserved. */
bool ident_needs_quotes(const char *ident);

struct strbuf;
/* Append 'ident' to 'sb' as an SQL identifier: as it is, or in double
   quotes with embedded quotes doubled when ident_needs_quotes().  Errors
   (OOM) are the strbuf's. */
void ident_put(struct strbuf *sb, const char *ident);

#endif
