/* SPDX-License-Identifier: MIT */
/*
 * bench/bench.c — in-process benchmark of qprop's phases
 *
 * A query takes microseconds, far less than a process start, so this
 * program times each phase inside one process, through the library's
 * internal entry points (it links libqprop_internal.la), in the order
 * src/api/qprop.c chains them:
 *
 *   parse    parser_new + parser_next + parser_free over the query's text
 *   bind     build_query against the catalog
 *   rewrite  rw_rewrite_peak with the default rules
 *   print    deparse_query of the rewritten plan (--format=sql)
 *
 * Every iteration starts from the text in a fresh statement arena, as
 * qprop_input_next() does, and ends with arena_destroy().  The peak
 * memory is what the library held for the statement at its most: the
 * largest of the statement arena's 'reserved' bytes after the print (an
 * arena never shrinks), the most that it and the rewrite's own arenas
 * held together during the rewrite (rw_rewrite_peak), and, at the end of
 * the parse, the arena and what the parser holds (parser_held: its copy
 * of the text and its token array; not Flex's buffers).  After warm-up
 * iterations a query runs until it has at least 'min_iter' samples and
 * 'min_time' seconds, at most 'max_iter' samples, and stops early once
 * 'max_time' seconds have passed; each phase reports the minimum, median
 * and maximum of its samples, and so does the sum of the phases.  Clock:
 * CLOCK_MONOTONIC.
 *
 * Modes (bench/run.sh drives them; bench/README.md has the figures):
 *
 *   qprop-bench [OPTIONS] corpus NAME SCHEMA... -- QUERY...
 *       apply the schema files, then time every query of the query files
 *       (DDL among them, such as TPC-H Q15's view, is applied in order)
 *   qprop-bench [OPTIONS] scale KIND N...
 *       generate a synthetic schema and query of size N and time it; N
 *       "max" is the largest size the depth limit lets through (found by
 *       binary search, and printed as a line "L KIND N")
 *   qprop-bench gen KIND N
 *       print the synthetic schema and query (to profile or replay them)
 *   qprop-bench statements FILE...
 *       print each statement as a JSON line {"name","kind","sql"}, with
 *       the names the timing rows use, for the PostgreSQL and sqlglot
 *       drivers
 *   qprop-bench schema FILE...
 *       print the tables created by FILE... as one JSON object
 *       {"table": {"column": "type", ...}, ...} (sqlglot's schema)
 *
 * KIND is chain, star, inlist, ortree, parens or subquery (see gen_sql).
 * Options: -n MIN_ITER (10), -N MAX_ITER (2000), -t MIN_TIME (0.2 s),
 * -T MAX_TIME (2 s), -w WARMUP (2), -d MAX_DEPTH (1000, the library's
 * default), -m MEMORY_LIMIT in MiB (1024, the library's default).
 *
 * A timing row is one tab-separated line:
 *
 *   R GROUP NAME STATUS ITERS  parse(min med max) bind(...) rewrite(...)
 *     print(...) total(...)  PEAK USED
 *
 * with times in microseconds and memory in bytes (PEAK: see above; USED:
 * the statement arena's bytes handed out).  STATUS is "ok" or
 * "PHASE:ECODE message" for a query that fails (its later phases are 0).
 * This is a benchmark, not a test: it never judges the figures.
 */
#include "config.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/arena.h"
#include "base/error.h"
#include "base/strbuf.h"
#include "grammar/parser.h"
#include "bind/build.h"
#include "catalog/catalog.h"
#include "print/print.h"
#include "types/types.h"
#include "rewrite/engine.h"

enum { PH_PARSE, PH_BIND, PH_REWRITE, PH_PRINT, PH_TOTAL, N_PHASES };

static const char *const phase_names[N_PHASES] = {
    "parse", "bind", "rewrite", "print", "total"
};

/* How long and how often each query runs. */
typedef struct bench_opts {
    int min_iter;        /* samples at least */
    int max_iter;        /* samples at most */
    int warmup;          /* untimed iterations first */
    double min_time;     /* seconds of samples at least */
    double max_time;     /* stop once this many seconds have passed */
    int max_depth;       /* handed to the parser and binder */
    size_t mem_limit;    /* statement arena limit in bytes */
} bench_opts;

/* One iteration's figures. */
typedef struct sample {
    double t[N_PHASES];  /* seconds per phase */
    size_t reserved;     /* peak arena bytes obtained from malloc, the
                            scratch arena's included */
    size_t used;         /* statement arena bytes handed out */
} sample;

static const char *
status_name(qprop_status st)
{
    switch (st) {
    case QPROP_OK: return "OK";
    case QPROP_ESYNTAX: return "ESYNTAX";
    case QPROP_ESEMANTIC: return "ESEMANTIC";
    case QPROP_EUNSUPPORTED: return "EUNSUPPORTED";
    case QPROP_ENOMEM: return "ENOMEM";
    case QPROP_EINTERNAL: return "EINTERNAL";
    case QPROP_ELIMIT: return "ELIMIT";
    case QPROP_DONE: return "DONE";
    default: return "E?";
    }
}

static double
now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int
cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;

    return (a > b) - (a < b);
}

static void *
xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);

    if (!p) {
        fprintf(stderr, "qprop-bench: out of memory\n");
        exit(2);
    }
    return p;
}

/* The contents of 'path', NUL-terminated, in '*len' bytes; exits on error.
   The caller frees the result. */
static char *
read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    size_t cap = 1 << 16, n = 0, got;

    if (!f) {
        fprintf(stderr, "qprop-bench: cannot open %s\n", path);
        exit(2);
    }
    buf = xmalloc(cap);
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            char *bigger = realloc(buf, cap * 2);

            if (!bigger) {
                fprintf(stderr, "qprop-bench: out of memory\n");
                exit(2);
            }
            buf = bigger;
            cap *= 2;
        }
    }
    if (ferror(f)) {
        fprintf(stderr, "qprop-bench: cannot read %s\n", path);
        exit(2);
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The file name of 'path' without folders and without ".sql". */
static char *
base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *b = slash ? slash + 1 : path;
    size_t n = strlen(b);
    char *out;

    if (n > 4 && strcmp(b + n - 4, ".sql") == 0)
        n -= 4;
    out = xmalloc(n + 1);
    memcpy(out, b, n);
    out[n] = '\0';
    return out;
}

/* True when 'node' changes the catalog (as is_catalog_stmt in src/api/qprop.c). */
static bool
is_catalog(const ast *node)
{
    switch (node->kind) {
    case AST_CREATE_TABLE:
    case AST_CREATE_VIEW:
    case AST_DROP:
    case AST_RELSTATS:
        return true;
    case AST_ALTER_TABLE:
        return node->alter.kind != ALTER_OTHER;
    default:
        return false;
    }
}

static bool
is_skipped(const ast *node)
{
    return node->kind == AST_SKIPPED
           || (node->kind == AST_ALTER_TABLE && node->alter.kind == ALTER_OTHER);
}

/*
 * Run the four phases once over 'len' bytes of 'sql' against 'cat' and fill
 * 's'.  Returns QPROP_OK, or the failing status with '*phase' set to the
 * failing phase and 'err' filled.
 */
static qprop_status
run_once(const char *sql, size_t len, const catalog *cat, const bench_opts *o,
         sample *s, int *phase, qprop_error *err)
{
    arena a;
    parser *p;
    ast *node = NULL;
    query *q = NULL, *rq = NULL;
    strbuf sb;
    int loc;
    size_t peak = 0, held = 0;
    double t0, t1, t2, t3, t4;
    qprop_status st;

    memset(s, 0, sizeof *s);
    err_clear(err);
    arena_init(&a, o->mem_limit);
    *phase = PH_PARSE;
    t0 = now();
    p = parser_new(sql, len, o->max_depth);
    if (!p) {
        st = QPROP_ENOMEM;
        goto out;
    }
    st = parser_next(p, &a, &node, &loc, err);
    held = a.reserved + parser_held(p);
    parser_free(p);
    t1 = now();
    s->t[PH_PARSE] = t1 - t0;
    if (st == QPROP_OK && (is_catalog(node) || is_skipped(node)))
        st = QPROP_EUNSUPPORTED;
    if (st != QPROP_OK)
        goto out;
    *phase = PH_BIND;
    st = build_query(&a, cat, node, o->max_depth, &q, err);
    t2 = now();
    s->t[PH_BIND] = t2 - t1;
    if (st != QPROP_OK)
        goto out;
    *phase = PH_REWRITE;
    st = rw_rewrite_peak(&a, q, NULL, NULL, NULL, &rq, &peak, err);
    t3 = now();
    s->t[PH_REWRITE] = t3 - t2;
    if (st != QPROP_OK)
        goto out;
    *phase = PH_PRINT;
    sb_init(&sb, &a);
    st = deparse_query(&sb, rq, err);
    t4 = now();
    s->t[PH_PRINT] = t4 - t3;
    if (st == QPROP_OK && a.failed)
        st = QPROP_ENOMEM;
out:
    for (int i = 0; i < PH_TOTAL; i++)
        s->t[PH_TOTAL] += s->t[i];
    s->reserved = a.reserved > peak ? a.reserved : peak;
    if (held > s->reserved)
        s->reserved = held;
    s->used = a.used;
    arena_destroy(&a);
    if (st == QPROP_DONE)
        st = QPROP_ESYNTAX;
    if (st != QPROP_OK && err->code == QPROP_OK)
        err->code = st;
    return st;
}

/*
 * Time the query 'sql' (its 'len' bytes) against 'cat' and print one row
 * named 'group' and 'name' to stdout.  Cannot fail (exits on OOM).
 */
static void
bench_query(const char *group, const char *name, const char *sql, size_t len,
            const catalog *cat, const bench_opts *o)
{
    sample s;
    double *t[N_PHASES];
    int n = 0, cap = o->max_iter > 0 ? o->max_iter : 1, phase;
    size_t reserved = 0, used = 0;
    qprop_error err;
    qprop_status st;
    double start, first;

    /* Warm-up; a first run slower than max_time is the only sample. */
    start = now();
    st = run_once(sql, len, cat, o, &s, &phase, &err);
    first = now() - start;
    if (st != QPROP_OK) {
        char msg[sizeof err.message];

        snprintf(msg, sizeof msg, "%s", err.message);
        for (char *c = msg; *c; c++)
            if (*c == '\t' || *c == '\n')
                *c = ' ';
        printf("R\t%s\t%s\t%s:%s %s\t0", group, name, phase_names[phase],
               status_name(st), msg);
        for (int i = 0; i < N_PHASES; i++)
            printf("\t%.3f\t%.3f\t%.3f", s.t[i] * 1e6, s.t[i] * 1e6,
                   s.t[i] * 1e6);
        printf("\t%zu\t%zu\n", s.reserved, s.used);
        fflush(stdout);
        return;
    }
    for (int i = 0; i < N_PHASES; i++)
        t[i] = xmalloc(sizeof(double) * (size_t)cap);
    if (first >= o->max_time) {
        for (int i = 0; i < N_PHASES; i++)
            t[i][0] = s.t[i];
        reserved = s.reserved;
        used = s.used;
        n = 1;
    } else {
        for (int w = 1; w < o->warmup && now() - start < o->max_time / 4; w++)
            run_once(sql, len, cat, o, &s, &phase, &err);
        start = now();
        while (n < cap) {
            double el;

            run_once(sql, len, cat, o, &s, &phase, &err);
            for (int i = 0; i < N_PHASES; i++)
                t[i][n] = s.t[i];
            if (s.reserved > reserved)
                reserved = s.reserved;
            if (s.used > used)
                used = s.used;
            n++;
            el = now() - start;
            if (el >= o->max_time && n >= 3)
                break;
            if (n >= o->min_iter && el >= o->min_time)
                break;
        }
    }
    printf("R\t%s\t%s\tok\t%d", group, name, n);
    for (int i = 0; i < N_PHASES; i++) {
        qsort(t[i], (size_t)n, sizeof(double), cmp_double);
        /* the median of an even count is the mean of the middle two */
        printf("\t%.3f\t%.3f\t%.3f", t[i][0] * 1e6,
               (t[i][(n - 1) / 2] + t[i][n / 2]) / 2 * 1e6, t[i][n - 1] * 1e6);
        free(t[i]);
    }
    printf("\t%zu\t%zu\n", reserved, used);
    fflush(stdout);
}

/* What walk_file() does with each statement. */
typedef enum walk_mode { WALK_APPLY, WALK_TIME, WALK_LIST } walk_mode;

/* Per-run state of walk_file(). */
typedef struct walker {
    walk_mode mode;
    const char *group;   /* corpus name, for WALK_TIME */
    const bench_opts *o;
    catalog *cat;
    char **tables;       /* names created, for the schema mode */
    int n_tables, cap_tables;
} walker;

static void
print_json_str(const char *s, size_t n)
{
    putchar('"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];

        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c == '\n')
            fputs("\\n", stdout);
        else if (c == '\t')
            fputs("\\t", stdout);
        else if (c == '\r')
            fputs("\\r", stdout);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void
remember_table(walker *w, const ast *node)
{
    const ast_name *nm = &node->create.name;

    if (w->n_tables == w->cap_tables) {
        w->cap_tables = w->cap_tables ? w->cap_tables * 2 : 64;
        w->tables = realloc(w->tables, sizeof(char *) * (size_t)w->cap_tables);
        if (!w->tables) {
            fprintf(stderr, "qprop-bench: out of memory\n");
            exit(2);
        }
    }
    w->tables[w->n_tables++] = strdup(nm->part[nm->n - 1]);
}

/*
 * Walk the statements of 'text' (file 'path'): apply catalog statements to
 * w->cat and, by w->mode, time or list the queries.  A query is timed with
 * the catalog as it stands at its place in the file.  Its text is the bytes
 * from its first token to the end of its last (no ';').  Returns the number
 * of statements that failed to parse or apply (reported on stderr).
 */
static int
walk_text(walker *w, const char *path, const char *text, size_t len)
{
    parser *p = parser_new(text, len, w->o->max_depth);
    char *base = base_name(path);
    int n_queries = 0, n_failed = 0;

    if (!p) {
        fprintf(stderr, "qprop-bench: out of memory\n");
        exit(2);
    }
    for (;;) {
        arena a;
        ast *node = NULL;
        int loc;
        qprop_error err;
        qprop_status st;

        arena_init(&a, 0);
        st = parser_next(p, &a, &node, &loc, &err);
        if (st == QPROP_DONE) {
            arena_destroy(&a);
            break;
        }
        if (st != QPROP_OK) {
            fprintf(stderr, "%s: offset %d: %s\n", path, err.offset,
                    err.message);
            n_failed++;
        } else if (is_catalog(node)) {
            if (w->mode == WALK_LIST) {
                printf("{\"name\":\"%s\",\"kind\":\"catalog\",\"sql\":", base);
                print_json_str(text + loc, (size_t)(node->end - loc));
                printf("}\n");
            }
            st = catalog_apply(w->cat, node, text, len, 1, &err);
            if (st != QPROP_OK) {
                fprintf(stderr, "%s: offset %d: %s\n", path, err.offset,
                        err.message);
                n_failed++;
            } else if (node->kind == AST_CREATE_TABLE) {
                remember_table(w, node);
            }
        } else if (!is_skipped(node)) {
            char name[300];
            const char *sql = text + loc;
            size_t n = node->end > loc ? (size_t)(node->end - loc)
                                       : strlen(sql);

            if (++n_queries == 1)
                snprintf(name, sizeof name, "%s", base);
            else
                snprintf(name, sizeof name, "%s/%d", base, n_queries);
            if (w->mode == WALK_TIME) {
                bench_query(w->group, name, sql, n, w->cat, w->o);
            } else if (w->mode == WALK_LIST) {
                printf("{\"name\":\"%s\",\"kind\":\"query\",\"sql\":", name);
                print_json_str(sql, n);
                printf("}\n");
            }
        }
        arena_destroy(&a);
    }
    parser_free(p);
    free(base);
    return n_failed;
}

static int
walk_file(walker *w, const char *path)
{
    size_t len;
    char *text = read_file(path, &len);
    int n = walk_text(w, path, text, len);

    free(text);
    return n;
}

/* printf into 'sb', for the generators. */
#define GEN(...) sb_printf(sb, __VA_ARGS__)

/*
 * The synthetic input of 'kind' and size 'n': catalog DDL into 'ddl', the
 * query into 'sb' (arena strbufs).  Returns false for an unknown kind.
 *
 *   chain     t0 JOIN t1 ON t0.a = t1.a ... JOIN t{n-1} ... WHERE t0.a = 5
 *   star      f JOIN d_i ON f.k_i = d_i.id for i < n, WHERE d_i.id = c_i
 *             with c_i = i % 50 + 1 (as POSTGRES15.md Part B)
 *   inlist    t JOIN u ON t.a = u.a WHERE t.a IN (0, 3, ..., 3(n-1))
 *   ortree    t JOIN u ON t.a = u.a WHERE (t.a = 0 AND t.b = 1) OR ...
 *             n disjuncts, written flat (the parser nests them)
 *   parens    t JOIN u ON t.a = u.a WHERE ((...(t.a = 5)...)), n levels
 *   subquery  SELECT a, b FROM (SELECT a, b FROM (... t ...) s) s ...
 *             WHERE a = 5, n levels of derived tables
 */
static bool
gen_sql(const char *kind, int n, strbuf *ddl, strbuf *sb)
{
    if (strcmp(kind, "chain") == 0) {
        for (int i = 0; i < n; i++)
            sb_printf(ddl, "CREATE TABLE t%d (a int, b int);\n", i);
        GEN("SELECT count(*) FROM t0");
        for (int i = 1; i < n; i++)
            GEN(" JOIN t%d ON t%d.a = t%d.a", i, i - 1, i);
        GEN(" WHERE t0.a = 5");
    } else if (strcmp(kind, "star") == 0) {
        sb_puts(ddl, "CREATE TABLE f (");
        for (int i = 0; i < n; i++)
            sb_printf(ddl, "k%d int, ", i);
        sb_puts(ddl, "v int);\n");
        for (int i = 0; i < n; i++)
            sb_printf(ddl, "CREATE TABLE d%d (id int, v int);\n", i);
        GEN("SELECT count(*) FROM f");
        for (int i = 0; i < n; i++)
            GEN(" JOIN d%d ON f.k%d = d%d.id", i, i, i);
        for (int i = 0; i < n; i++)
            GEN("%sd%d.id = %d", i ? " AND " : " WHERE ", i, i % 50 + 1);
    } else if (strcmp(kind, "inlist") == 0 || strcmp(kind, "ortree") == 0
               || strcmp(kind, "parens") == 0) {
        sb_puts(ddl, "CREATE TABLE t (a int, b int);\n"
                     "CREATE TABLE u (a int, b int);\n");
        GEN("SELECT t.a, u.b FROM t JOIN u ON t.a = u.a WHERE ");
        if (kind[0] == 'i') {
            GEN("t.a IN (");
            for (int i = 0; i < n; i++)
                GEN("%s%d", i ? ", " : "", 3 * i);
            GEN(")");
        } else if (kind[0] == 'o') {
            for (int i = 0; i < n; i++)
                GEN("%s(t.a = %d AND t.b = %d)", i ? " OR " : "", 3 * i,
                    3 * i + 1);
        } else {
            for (int i = 0; i < n; i++)
                GEN("(");
            GEN("t.a = 5");
            for (int i = 0; i < n; i++)
                GEN(")");
        }
    } else if (strcmp(kind, "subquery") == 0) {
        sb_puts(ddl, "CREATE TABLE t (a int, b int);\n");
        for (int i = 0; i < n; i++)
            GEN("SELECT s%d.a, s%d.b FROM (", i, i);
        GEN("SELECT a, b FROM t");
        for (int i = n - 1; i >= 0; i--)
            GEN(") AS s%d", i);
        GEN(" WHERE s0.a = 5");
    } else {
        return false;
    }
    return true;
}

#undef GEN

static void
usage(void)
{
    fputs("usage: qprop-bench [-n MIN_ITER] [-N MAX_ITER] [-t MIN_TIME]"
          " [-T MAX_TIME] [-w WARMUP]\n"
          "                   [-d MAX_DEPTH] [-m MEMORY_MIB] MODE ARGS...\n"
          "  corpus NAME SCHEMA... -- QUERY...   time each query\n"
          "  scale KIND N...                      time synthetic queries\n"
          "  gen KIND N                           print a synthetic input\n"
          "  statements FILE...                   statements as JSON lines\n"
          "  schema FILE...                       tables as one JSON object\n"
          "KIND: chain star inlist ortree parens subquery\n",
          stderr);
    exit(2);
}

/* What scale_one() does with the synthetic input. */
typedef enum scale_mode { SCALE_TIME, SCALE_PRINT, SCALE_PROBE } scale_mode;

static void
free_walker(walker *w)
{
    catalog_free(w->cat);
    for (int k = 0; k < w->n_tables; k++)
        free(w->tables[k]);
    free(w->tables);
}

/*
 * Generate the input of 'kind' and size 'n', then time it (a row named
 * 'name'), print it, or only run it once.  Returns QPROP_OK or the status
 * of the failing phase; exits on a bad kind or OOM.
 */
static qprop_status
scale_one(const char *kind, int n, const char *name, const bench_opts *o,
          scale_mode mode)
{
    arena ga;
    strbuf ddl, sb;
    walker w = { .mode = WALK_APPLY, .o = o };
    char group[64];
    qprop_status st = QPROP_OK;

    arena_init(&ga, 0);
    sb_init(&ddl, &ga);
    sb_init(&sb, &ga);
    if (!gen_sql(kind, n, &ddl, &sb))
        usage();
    if (ga.failed) {
        fprintf(stderr, "qprop-bench: out of memory\n");
        exit(2);
    }
    if (mode == SCALE_PRINT) {
        printf("%s\n%s;\n", ddl.data, sb.data);
        arena_destroy(&ga);
        return QPROP_OK;
    }
    w.cat = catalog_new();
    if (!w.cat || walk_text(&w, kind, ddl.data, ddl.len) != 0) {
        fprintf(stderr, "qprop-bench: cannot load the %s schema\n", kind);
        exit(2);
    }
    if (mode == SCALE_TIME) {
        snprintf(group, sizeof group, "scale:%s", kind);
        bench_query(group, name, sb.data, sb.len, w.cat, o);
    } else {
        sample s;
        int phase;
        qprop_error err;

        st = run_once(sb.data, sb.len, w.cat, o, &s, &phase, &err);
    }
    free_walker(&w);
    arena_destroy(&ga);
    return st;
}

/*
 * Time (or print) the synthetic inputs of argv[0] for each size in
 * argv[1..].  A size "max" stands for the largest size the library accepts
 * under the depth limit (binary search up to 8 times the limit), and also
 * prints a line "L KIND N".
 */
static int
mode_scale(int argc, char **argv, const bench_opts *o, bool print_only)
{
    const char *kind = argv[0];

    if (argc < 2)
        usage();
    for (int i = 1; i < argc; i++) {
        int n = atoi(argv[i]);
        char name[32];

        if (strcmp(argv[i], "max") == 0) {
            int lo = 1, hi = 8 * o->max_depth;

            if (scale_one(kind, lo, NULL, o, SCALE_PROBE) != QPROP_OK)
                continue;
            if (scale_one(kind, hi, NULL, o, SCALE_PROBE) == QPROP_OK)
                lo = hi;
            while (hi - lo > 1) {
                int mid = lo + (hi - lo) / 2;

                if (scale_one(kind, mid, NULL, o, SCALE_PROBE) == QPROP_OK)
                    lo = mid;
                else
                    hi = mid;
            }
            n = lo;
            if (!print_only)
                printf("L\t%s\t%d\n", kind, n);
        }
        if (n <= 0)
            usage();
        snprintf(name, sizeof name, "%d", n);
        scale_one(kind, n, name, o, print_only ? SCALE_PRINT : SCALE_TIME);
    }
    return 0;
}

static int
mode_schema(int argc, char **argv, const bench_opts *o)
{
    walker w = { .mode = WALK_APPLY, .o = o };
    arena a;
    int failed = 0;

    w.cat = catalog_new();
    if (!w.cat)
        return 2;
    for (int i = 0; i < argc; i++)
        failed += walk_file(&w, argv[i]);
    arena_init(&a, 0);
    printf("{");
    for (int i = 0, first = 1; i < w.n_tables; i++) {
        const cat_table *t = catalog_find(w.cat, w.tables[i]);

        if (!t || t->is_view)
            continue;
        printf("%s\n", first ? "" : ",");
        first = 0;
        print_json_str(t->name, strlen(t->name));
        printf(": {");
        for (int c = 0; c < t->ncols; c++) {
            const char *ty = type_name(&a, t->cols[c].type);

            printf("%s", c ? ", " : "");
            print_json_str(t->cols[c].name, strlen(t->cols[c].name));
            printf(": ");
            print_json_str(ty ? ty : "text", strlen(ty ? ty : "text"));
        }
        printf("}");
    }
    printf("\n}\n");
    arena_destroy(&a);
    free_walker(&w);
    return failed ? 1 : 0;
}

int
main(int argc, char **argv)
{
    bench_opts o = {
        .min_iter = 10, .max_iter = 2000, .warmup = 2, .min_time = 0.2,
        .max_time = 2.0, .max_depth = 1000, .mem_limit = (size_t)1 << 30,
    };
    int i = 1;

    for (; i < argc && argv[i][0] == '-' && argv[i][1] && !argv[i][2]; i += 2) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;

        if (!v)
            usage();
        switch (argv[i][1]) {
        case 'n': o.min_iter = atoi(v); break;
        case 'N': o.max_iter = atoi(v); break;
        case 't': o.min_time = atof(v); break;
        case 'T': o.max_time = atof(v); break;
        case 'w': o.warmup = atoi(v); break;
        case 'd': o.max_depth = atoi(v); break;
        case 'm': o.mem_limit = (size_t)atol(v) << 20; break;
        default: usage();
        }
    }
    if (o.min_iter < 1 || o.max_iter < o.min_iter || o.warmup < 1)
        usage();
    if (i >= argc)
        usage();
    if (strcmp(argv[i], "corpus") == 0) {
        walker w = { .mode = WALK_APPLY, .o = &o };
        int failed = 0, j = i + 2;

        if (argc < i + 2)
            usage();
        w.group = argv[i + 1];
        w.cat = catalog_new();
        if (!w.cat)
            return 2;
        for (; j < argc && strcmp(argv[j], "--") != 0; j++)
            failed += walk_file(&w, argv[j]);
        w.mode = WALK_TIME;
        for (j++; j < argc; j++)
            failed += walk_file(&w, argv[j]);
        free_walker(&w);
        return failed ? 1 : 0;
    }
    if (strcmp(argv[i], "scale") == 0 || strcmp(argv[i], "gen") == 0)
        return mode_scale(argc - i - 1, argv + i + 1, &o, argv[i][0] == 'g');
    if (strcmp(argv[i], "statements") == 0) {
        walker w = { .mode = WALK_LIST, .o = &o };
        int failed = 0;

        w.cat = catalog_new();
        if (!w.cat)
            return 2;
        for (int j = i + 1; j < argc; j++)
            failed += walk_file(&w, argv[j]);
        free_walker(&w);
        return failed ? 1 : 0;
    }
    if (strcmp(argv[i], "schema") == 0)
        return mode_schema(argc - i - 1, argv + i + 1, &o);
    usage();
    return 2;
}
