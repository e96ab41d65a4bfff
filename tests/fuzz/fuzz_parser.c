/* SPDX-License-Identifier: MIT */
/*
 * tests/fuzz/fuzz_parser.c — libFuzzer target: scanner and parser
 *
 * Feeds the input, as it is (any bytes, NUL included, not NUL-terminated),
 * to parser_new()/parser_next() and parses statement after statement until
 * QPROP_DONE, each into its own arena, as qprop_input_next() does.  Every
 * status must be one the parser documents, an error must come with a
 * message and no tree, and success with a tree.  A small depth limit makes
 * the nesting checks reachable with short inputs.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "base/arena.h"
#include "grammar/parser.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Parse all of 'data' with nesting limit 'max_depth'. */
static void
parse_all(const uint8_t *data, size_t size, int max_depth)
{
    parser *p = parser_new((const char *)data, size, max_depth);
    int n;

    if (!p)
        return;
    /* each call consumes at least one statement: bound the loop anyway */
    for (n = 0; n <= (int)size + 1; n++) {
        arena a;
        ast *out = (ast *)1;
        int loc = -1;
        qprop_error err = {0};
        qprop_status st;

        arena_init(&a, (size_t)64 << 20);
        st = parser_next(p, &a, &out, &loc, &err);
        arena_destroy(&a);
        if (st == QPROP_DONE)
            break;
        switch (st) {
        case QPROP_OK:
            if (!out)
                abort();
            break;
        case QPROP_ESYNTAX:
        case QPROP_ELIMIT:
        case QPROP_ENOMEM:
        case QPROP_EUNSUPPORTED:
            if (out || err.code != st || err.message[0] == '\0')
                abort();
            if (err.offset < -1 || err.offset > (int)size)
                abort();
            break;
        default:
            abort(); /* EINTERNAL or an undocumented status */
        }
    }
    if (n > (int)size + 1)
        abort(); /* parser_next() made no progress */
    parser_free(p);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    parse_all(data, size, 0);
    parse_all(data, size, 12);
    return 0;
}
