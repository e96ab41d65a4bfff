/* SPDX-License-Identifier: MIT */
/*
 * src/cli/regress.c — `qprop regress`: golden-file plan tests of a user's
 * own queries
 *
 * In the manner of PostgreSQL's pg_regress: every query file DIR/NAME.sql
 * is run through qprop against the schema files (--schema, read before each
 * query file in a fresh context, so files are independent of each other and
 * of their order), and what qprop prints for it (plans, errors and warnings,
 * in the order printed) is compared with DIR/expected/NAME.out.  A
 * difference is printed as a unified diff; --accept writes the expected
 * files instead.  The last line is "N passed, N failed"; the exit status is
 * 1 when any file differs, has no expected file, or the schema has errors.
 *
 * The options of a run come, in this order, from the command line, from
 * DIR/qprop.opts (options for the whole folder, on any number of lines) and
 * from the query file's own header: its leading comment lines of the form
 * "-- qprop: OPTIONS".  Only options that shape the output are allowed
 * there (format, rules, --no-rewrite, --before, --trace, --verbose,
 * --partitions).  A folder's first --accept records --partitions=kept in
 * DIR/qprop.opts, so that a new folder's plans survive partition
 * maintenance; older folders keep listing all partitions.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"

#define MAX_SCHEMAS 64
#define MAX_WORDS 64
#define DIFF_CONTEXT 3
/* Above this many cells the middle of a diff is not aligned line by line
   but shown as removed and added whole (still a correct diff). */
#define DIFF_MAX_CELLS (16L * 1024 * 1024)

typedef struct regress {
    cli base;                     /* options from the command line */
    const char *schemas[MAX_SCHEMAS];
    int n_schemas;
    int accept;
    int new_folder;               /* the folder has no expected/ yet */
    int passed, failed, accepted;
} regress;

static void
regress_usage(FILE *f)
{
    fputs("Usage: qprop regress [OPTION]... DIR...\n"
          "Run each query file DIR/*.sql against the schema, compare what\n"
          "qprop prints for it with DIR/expected/NAME.out, print a unified\n"
          "diff for each difference and a closing line 'N passed, N failed'.\n"
          "Each query file runs in a fresh context after the schema files,\n"
          "so the files are independent of each other.\n"
          "\n"
          "Options:\n"
          "  -s, --schema=FILE    DDL read before each query file (repeatable,\n"
          "                       read in the order given)\n"
          "      --accept         write the expected files from what qprop\n"
          "                       prints now, instead of comparing\n"
          "  -f, --format=FORMAT, --no-rewrite, --before, --trace, --verbose,\n"
          "      --disable-rule=NAME, --enable-rule=NAME, --partitions=WHICH\n"
          "                       as for qprop; also accepted in DIR/qprop.opts\n"
          "                       (the whole folder) and in a query file's\n"
          "                       leading comment lines '-- qprop: OPTIONS'.\n"
          "                       A folder's first --accept writes\n"
          "                       --partitions=kept to DIR/qprop.opts (kept\n"
          "                       partitions only, so goldens survive a new\n"
          "                       partition); a folder made before without\n"
          "                       that line lists all partitions\n"
          "  -h, --help           show this help and exit\n"
          "\n"
          "Exit status: 0 when every file matches (or --accept wrote it), 1\n"
          "when a file differs or has no expected file, or the schema has\n"
          "errors, 2 on usage or I/O errors.\n",
          f);
}

/* ---- files ---- */

/* A malloc'd string made as printf() makes it; NULL on OOM. */
static char *
str_printf(const char *fmt, ...)
{
    va_list ap;
    int n;
    char *s;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !(s = malloc((size_t)n + 1)))
        return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

static char *
read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *text;

    if (!f)
        return NULL;
    text = cli_slurp(f, len);
    fclose(f);
    return text;
}

static const char *
base_name(const char *path)
{
    const char *slash = strrchr(path, '/');

    return slash ? slash + 1 : path;
}

static int
by_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The names of the *.sql files of 'dir', sorted, in a malloc'd array of
   malloc'd strings ('*n' of them); NULL on error (errno set). */
static char **
list_queries(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    int cap = 0;

    *n = 0;
    if (!d)
        return NULL;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);

        if (len < 5 || strcmp(e->d_name + len - 4, ".sql") != 0
            || e->d_name[0] == '.')
            continue;
        if (*n == cap) {
            char **more;

            cap = cap ? 2 * cap : 16;
            more = realloc(names, (size_t)cap * sizeof *names);
            if (!more)
                goto out_free;
            names = more;
        }
        if (!(names[*n] = strdup(e->d_name)))
            goto out_free;
        (*n)++;
    }
    closedir(d);
    if (*n)
        qsort(names, (size_t)*n, sizeof *names, by_name);
    return names ? names : calloc(1, sizeof *names);

out_free:
    for (int i = 0; i < *n; i++)
        free(names[i]);
    free(names);
    closedir(d);
    errno = ENOMEM;
    return NULL;
}

/* ---- options from files ---- */

/*
 * Apply the options in 'text' (words separated by blanks) to 'c'.  Only
 * options that shape the output are allowed.  Returns 0, or 2 after
 * printing what is wrong on 'msg' as "WHERE: ...".
 */
static int
apply_words(cli *c, char *text, const char *where, FILE *msg)
{
    static const char *const allowed[] = {
        "-f", "--format", "--no-rewrite", "--before", "--trace", "--verbose",
        "-v", "--disable-rule=", "--enable-rule=", "--partitions=",
        "--sql-partitions=",
    };
    char *words[MAX_WORDS + 1];
    int n = 0;

    for (char *w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
        if (n == MAX_WORDS) {
            fprintf(msg, "%s: more than %d options\n", where, MAX_WORDS);
            return 2;
        }
        words[n++] = w;
    }
    words[n] = NULL;
    for (int i = 0; i < n; i++) {
        int ok = 0;

        for (size_t k = 0; k < sizeof allowed / sizeof allowed[0]; k++) {
            size_t len = strlen(allowed[k]);

            if (allowed[k][len - 1] == '='
                    ? strncmp(words[i], allowed[k], len) == 0
                    : strcmp(words[i], allowed[k]) == 0
                          || (strncmp(words[i], "--format=", 9) == 0
                              && strcmp(allowed[k], "--format") == 0))
                ok = 1;
        }
        if (!ok) {
            fprintf(msg, "%s: option '%s' is not allowed here\n", where,
                    words[i]);
            return 2;
        }
        if (cli_option(c, n, words, &i) != 0) {
            fprintf(msg, "%s: bad option '%s'\n", where, words[i]);
            return 2;
        }
    }
    return 0;
}

/* Apply the "-- qprop: OPTIONS" lines at the top of 'text'. */
static int
apply_header(cli *c, const char *text, size_t len, const char *name, FILE *msg)
{
    size_t at = 0;
    int line = 0;

    while (at < len) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len;
        char buf[1024];
        const char *p = text + at;

        line++;
        while (p < text + end && (*p == ' ' || *p == '\t'))
            p++;
        if (p == text + end) { /* blank line */
            at = end + 1;
            continue;
        }
        if (text + end - p < 2 || p[0] != '-' || p[1] != '-')
            break; /* the header is over at the first line of SQL */
        p += 2;
        while (p < text + end && (*p == ' ' || *p == '\t'))
            p++;
        if ((size_t)(text + end - p) >= 6 && strncmp(p, "qprop:", 6) == 0) {
            size_t n = (size_t)(text + end - p) - 6;

            if (n >= sizeof buf) {
                fprintf(msg, "%s:%d: options line too long\n", name, line);
                return 2;
            }
            memcpy(buf, p + 6, n);
            buf[n] = '\0';
            char *where = str_printf("%s:%d", name, line);
            int bad = !where || apply_words(c, buf, where, msg);

            free(where);
            if (bad)
                return 2;
        }
        at = end + 1;
    }
    return 0;
}

/* ---- unified diff ---- */

typedef struct lines {
    const char **at; /* start of each line */
    size_t *len;     /* its length, without the newline */
    long n;
} lines;

static int
split_lines(const char *text, size_t size, lines *l)
{
    long cap = 1;

    for (size_t i = 0; i < size; i++)
        cap += text[i] == '\n';
    l->at = malloc((size_t)cap * sizeof *l->at);
    l->len = malloc((size_t)cap * sizeof *l->len);
    l->n = 0;
    if (!l->at || !l->len)
        return -1;
    for (size_t i = 0; i < size;) {
        const char *nl = memchr(text + i, '\n', size - i);
        size_t end = nl ? (size_t)(nl - text) : size;

        l->at[l->n] = text + i;
        l->len[l->n++] = end - i;
        i = end + 1;
    }
    return 0;
}

static int
same_line(const lines *a, long i, const lines *b, long j)
{
    return a->len[i] == b->len[j]
           && memcmp(a->at[i], b->at[j], a->len[i]) == 0;
}

/* One line of the edit script: ' ' kept, '-' only in a, '+' only in b. */
typedef struct edit {
    char op;
    long a, b; /* line numbers (0-based) in a and b */
} edit;

/*
 * The edit script from 'a' to 'b' into '*out' ('*n' entries, malloc'd):
 * the common prefix and suffix, and between them a longest common
 * subsequence when the middle is small enough, else the middle removed and
 * added whole.  -1 on OOM.
 */
static int
edit_script(const lines *a, const lines *b, edit **out, long *n)
{
    long pre = 0, suf = 0, ma, mb, k = 0;
    unsigned short *lcs = NULL;
    edit *e;

    while (pre < a->n && pre < b->n && same_line(a, pre, b, pre))
        pre++;
    while (suf < a->n - pre && suf < b->n - pre
           && same_line(a, a->n - 1 - suf, b, b->n - 1 - suf))
        suf++;
    ma = a->n - pre - suf;
    mb = b->n - pre - suf;
    e = malloc((size_t)(a->n + b->n + 1) * sizeof *e);
    if (!e)
        return -1;
    for (long i = 0; i < pre; i++)
        e[k++] = (edit){ ' ', i, i };
    if (ma > 0 && mb > 0 && (ma + 1) * (mb + 1) <= DIFF_MAX_CELLS
        && ma < 65535 && mb < 65535)
        lcs = calloc((size_t)((ma + 1) * (mb + 1)), sizeof *lcs);
    if (lcs) {
        /* lcs[i][j]: length of the LCS of a's middle from i, b's from j */
#define L(i, j) lcs[(i) * (mb + 1) + (j)]
        for (long i = ma - 1; i >= 0; i--)
            for (long j = mb - 1; j >= 0; j--)
                L(i, j) = same_line(a, pre + i, b, pre + j)
                              ? (unsigned short)(L(i + 1, j + 1) + 1)
                          : L(i + 1, j) >= L(i, j + 1) ? L(i + 1, j)
                                                       : L(i, j + 1);
        for (long i = 0, j = 0; i < ma || j < mb;) {
            if (i < ma && j < mb && same_line(a, pre + i, b, pre + j)) {
                e[k++] = (edit){ ' ', pre + i, pre + j };
                i++, j++;
            } else if (j == mb || (i < ma && L(i + 1, j) >= L(i, j + 1))) {
                e[k++] = (edit){ '-', pre + i, pre + j };
                i++;
            } else {
                e[k++] = (edit){ '+', pre + i, pre + j };
                j++;
            }
        }
#undef L
        free(lcs);
    } else {
        for (long i = 0; i < ma; i++)
            e[k++] = (edit){ '-', pre + i, pre };
        for (long j = 0; j < mb; j++)
            e[k++] = (edit){ '+', pre + ma, pre + j };
    }
    for (long i = 0; i < suf; i++)
        e[k++] = (edit){ ' ', pre + ma + i, pre + mb + i };
    *out = e;
    *n = k;
    return 0;
}

static void
put_line(FILE *f, char op, const lines *l, long i)
{
    fputc(op, f);
    fwrite(l->at[i], 1, l->len[i], f);
    fputc('\n', f);
}

/* Print the unified diff from 'a' (named 'an') to 'b' (named 'bn'). */
static int
unified_diff(FILE *f, const char *an, const char *a, size_t asz,
             const char *bn, const char *b, size_t bsz)
{
    lines la = { 0 }, lb = { 0 };
    edit *e = NULL;
    long n = 0;
    int rc = -1;

    if (split_lines(a, asz, &la) < 0 || split_lines(b, bsz, &lb) < 0
        || edit_script(&la, &lb, &e, &n) < 0)
        goto out_free;
    fprintf(f, "--- %s\n+++ %s\n", an, bn);
    for (long i = 0, prev_end = 0; i < n;) {
        long start, end, j, na = 0, nb = 0;

        while (i < n && e[i].op == ' ')
            i++;
        if (i == n)
            break;
        /* a hunk: DIFF_CONTEXT kept lines around its changes, and changes
           at most 2 * DIFF_CONTEXT kept lines apart in one hunk */
        start = i - DIFF_CONTEXT > prev_end ? i - DIFF_CONTEXT : prev_end;
        for (j = i;;) {
            long k, kept = 0;

            while (j < n && e[j].op != ' ')
                j++;
            for (k = j; k < n && e[k].op == ' '; k++)
                kept++;
            if (k == n || kept > 2 * DIFF_CONTEXT)
                break;
            j = k;
        }
        end = j + DIFF_CONTEXT < n ? j + DIFF_CONTEXT : n;
        for (long k = start; k < end; k++) {
            na += e[k].op != '+';
            nb += e[k].op != '-';
        }
        fprintf(f, "@@ -%ld,%ld +%ld,%ld @@\n",
                na ? e[start].a + 1 : e[start].a, na,
                nb ? e[start].b + 1 : e[start].b, nb);
        for (long k = start; k < end; k++)
            put_line(f, e[k].op, e[k].op == '+' ? &lb : &la,
                     e[k].op == '+' ? e[k].b : e[k].a);
        i = prev_end = end;
    }
    rc = 0;
out_free:
    free(la.at);
    free(la.len);
    free(lb.at);
    free(lb.len);
    free(e);
    return rc;
}

/* ---- running ---- */

/* What qprop prints for query file 'path' of folder 'dir', as one malloc'd
   text in '*out'.  Returns 0, or 2 on I/O errors (printed). */
static int
run_one(regress *r, const char *dir, const char *path, char **out,
        size_t *len)
{
    cli c = r->base;
    char *text = NULL, *opts = NULL, *optpath = NULL;
    size_t tlen = 0, olen = 0;
    qprop_ctx *ctx = NULL;
    FILE *mem;
    int rc = 0;

    c.disabled = r->base.disabled ? strdup(r->base.disabled) : NULL;
    c.enabled = r->base.enabled ? strdup(r->base.enabled) : NULL;
    c.verbose = 1; /* a query file's own skipped statements are output */
    /* no "-- FILE:LINE" lines: an expected file would change with every
       line added above a query; its plans and errors are what is tested */
    c.no_source = 1;
    c.n_skips = c.n_skipped = 0;
    /* a new folder lists a scan's kept partitions only, so that its
       goldens survive partitions added later; a folder made before keeps
       its form until DIR/qprop.opts says otherwise */
    if (!c.partitions)
        c.partitions = r->new_folder ? 2 : 1;
    *out = NULL;
    mem = open_memstream(out, len);
    if (!mem) {
        fprintf(stderr, "qprop regress: %s\n", strerror(errno));
        cli_free(&c);
        return 2;
    }
    c.out = c.err = mem;
    if (!(text = read_file(path, &tlen))) {
        fprintf(stderr, "qprop regress: %s: %s\n", path, strerror(errno));
        rc = 2;
        goto out_close;
    }
    if (!(optpath = str_printf("%s/qprop.opts", dir))) {
        rc = 2;
        goto out_close;
    }
    if ((opts = read_file(optpath, &olen))) {
        char *z = realloc(opts, olen + 1);

        if (z) {
            opts = z;
            opts[olen] = '\0';
        }
        if (!z || apply_words(&c, opts, optpath, mem)) {
            rc = z ? 0 : 2;
            goto out_close;
        }
    }
    if (apply_header(&c, text, tlen, base_name(path), mem))
        goto out_close;
    if (!(ctx = cli_context(&c)))
        goto out_close;
    for (int i = 0; i < r->n_schemas; i++) {
        size_t slen;
        char *schema = read_file(r->schemas[i], &slen);
        int quiet = c.quiet;

        if (!schema) {
            fprintf(stderr, "qprop regress: %s: %s\n", r->schemas[i],
                    strerror(errno));
            rc = 2;
            goto out_close;
        }
        c.quiet = 1; /* the schema's warnings were shown once, up front */
        c.verbose = 0;
        cli_process(&c, ctx, base_name(r->schemas[i]), schema, slen);
        c.quiet = quiet;
        c.verbose = 1;
        free(schema);
    }
    c.query_no = 0;
    cli_process(&c, ctx, base_name(path), text, tlen);
out_close:
    if (ctx)
        qprop_ctx_free(ctx);
    fclose(mem);
    free(text);
    free(opts);
    free(optpath);
    cli_free(&c);
    if (rc) {
        free(*out);
        *out = NULL;
    }
    return rc;
}

/* Write 'len' bytes of 'text' to 'path'.  0, or -1 (errno set). */
static int
write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");

    if (!f)
        return -1;
    if (fwrite(text, 1, len, f) != len) {
        fclose(f);
        return -1;
    }
    return fclose(f);
}

/* Compare (or accept) one query file.  Returns 0, or 2 on I/O errors. */
static int
check_one(regress *r, const char *dir, const char *name)
{
    char *path, *exp_dir, *exp_path, *actual_name, *actual = NULL;
    char *expected = NULL;
    size_t alen = 0, elen = 0;
    int nlen = (int)strlen(name) - 4; /* without ".sql" */
    int rc = 2;

    path = str_printf("%s/%s", dir, name);
    exp_dir = str_printf("%s/expected", dir);
    exp_path = str_printf("%s/expected/%.*s.out", dir, nlen, name);
    actual_name = str_printf("%s/%s (actual)", dir, name);
    if (!path || !exp_dir || !exp_path || !actual_name) {
        fputs("qprop regress: out of memory\n", stderr);
        goto out_free;
    }
    if (run_one(r, dir, path, &actual, &alen))
        goto out_free;
    expected = read_file(exp_path, &elen);
    if (expected && elen == alen && memcmp(expected, actual, alen) == 0) {
        printf("ok       %s\n", path);
        r->passed++;
    } else if (r->accept) {
        if (mkdir(exp_dir, 0777) < 0 && errno != EEXIST) {
            fprintf(stderr, "qprop regress: %s: %s\n", exp_dir,
                    strerror(errno));
            goto out_free;
        }
        if (write_file(exp_path, actual, alen) < 0) {
            fprintf(stderr, "qprop regress: %s: %s\n", exp_path,
                    strerror(errno));
            goto out_free;
        }
        printf("accepted %s (wrote %s)\n", path, exp_path);
        r->accepted++;
    } else {
        printf("FAILED   %s\n", path);
        if (!expected)
            printf("(no expected file %s: run with --accept to write it)\n",
                   exp_path);
        if (unified_diff(stdout, exp_path, expected ? expected : "", elen,
                         actual_name, actual, alen) < 0) {
            fputs("qprop regress: out of memory\n", stderr);
            goto out_free;
        }
        r->failed++;
    }
    rc = 0;
out_free:
    free(expected);
    free(actual);
    free(path);
    free(exp_dir);
    free(exp_path);
    free(actual_name);
    return rc;
}

/* Before --accept writes the first expected file of folder 'dir', record
   in DIR/qprop.opts the partitions form the files are written in, unless
   the command line or the file names one.  Returns 0, or 2 on I/O
   errors (printed). */
static int
record_form(regress *r, const char *dir)
{
    char *path = str_printf("%s/qprop.opts", dir);
    size_t len = 0;
    char *opts;
    FILE *f;
    int rc = 0, named = 0;

    if (!path) {
        fputs("qprop regress: out of memory\n", stderr);
        return 2;
    }
    opts = read_file(path, &len);
    for (size_t i = 0; opts && i + 13 <= len && !named; i++)
        named = memcmp(opts + i, "--partitions=", 13) == 0;
    if (!named) {
        if (!(f = fopen(path, "ab"))
            || fprintf(f, "%s--partitions=kept\n",
                       len && opts[len - 1] != '\n' ? "\n" : "") < 0
            || fclose(f) != 0) {
            fprintf(stderr, "qprop regress: %s: %s\n", path, strerror(errno));
            rc = 2;
        } else
            printf("qprop regress: %s is new: its plans list the kept "
                   "partitions only (--partitions=kept, written to %s)\n",
                   dir, path);
    }
    free(opts);
    free(path);
    return rc;
}

/* Read the schema once, with its errors and warnings on the terminal.
   Returns 0, 1 when it has errors, 2 on I/O errors. */
static int
check_schema(regress *r)
{
    cli c = r->base;
    qprop_ctx *ctx;
    int rc = 0;

    c.disabled = c.enabled = NULL; /* borrowed: not freed here */
    c.out = stdout;
    c.err = stderr;
    c.n_skips = c.n_skipped = 0;
    if (!(ctx = cli_context(&c)))
        return 2;
    for (int i = 0; i < r->n_schemas && rc != 2; i++)
        rc = cli_run_file(&c, ctx, r->schemas[i]);
    qprop_ctx_free(ctx);
    cli_print_skips(&c);
    if (rc == 0 && c.status)
        fprintf(stderr, "qprop regress: the schema has errors (above)\n");
    return rc ? rc : c.status;
}

static int
is_schema(const regress *r, const char *dir, const char *name)
{
    char *path = str_printf("%s/%s", dir, name);
    struct stat st;
    int found = 0;

    if (!path || stat(path, &st) < 0) {
        free(path);
        return 0;
    }
    for (int i = 0; i < r->n_schemas && !found; i++) {
        struct stat ss;

        found = stat(r->schemas[i], &ss) == 0 && ss.st_dev == st.st_dev
                && ss.st_ino == st.st_ino;
    }
    free(path);
    return found;
}

int
cli_regress(int argc, char **argv)
{
    regress r = { .base = { .format = QPROP_FORMAT_TEXT } };
    int ndirs = 0, rc = 0, schema_rc;

    r.base.out = stdout;
    r.base.err = stderr;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *schema = NULL;

        if (a[0] != '-') {
            ndirs++;
            continue;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            regress_usage(stdout);
            cli_free(&r.base);
            return 0;
        }
        if (strcmp(a, "--accept") == 0) {
            r.accept = 1;
            continue;
        }
        if (strncmp(a, "--schema=", 9) == 0)
            schema = a + 9;
        else if (strcmp(a, "-s") == 0 || strcmp(a, "--schema") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "qprop regress: option %s needs a value\n", a);
                goto out_usage;
            }
            schema = argv[++i];
        }
        if (schema) {
            if (r.n_schemas == MAX_SCHEMAS) {
                fprintf(stderr, "qprop regress: more than %d schema files\n",
                        MAX_SCHEMAS);
                goto out_usage;
            }
            r.schemas[r.n_schemas++] = schema;
            continue;
        }
        if (strcmp(a, "--route") == 0 || strncmp(a, "--route=", 8) == 0
            || strcmp(a, "--stats") == 0
            || strncmp(a, "--colo", 6) == 0) {
            fprintf(stderr, "qprop regress: option '%s' is not for regress\n",
                    a);
            goto out_usage;
        }
        switch (cli_option(&r.base, argc, argv, &i)) {
        case 0:
            break;
        case 1:
            cli_free(&r.base);
            return 0;
        default:
            goto out_usage;
        }
    }
    if (ndirs == 0) {
        fputs("qprop regress: no folder of query files given\n", stderr);
        goto out_usage;
    }
    schema_rc = check_schema(&r);
    if (schema_rc == 2) {
        cli_free(&r.base);
        return 2;
    }
    for (int i = 1; i < argc && rc != 2; i++) {
        const char *a = argv[i];
        char **names;
        int n;

        if (a[0] == '-') {
            if (strcmp(a, "-s") == 0 || strcmp(a, "--schema") == 0
                || strcmp(a, "-f") == 0 || strcmp(a, "--format") == 0)
                i++;
            continue;
        }
        if (!(names = list_queries(a, &n))) {
            fprintf(stderr, "qprop regress: %s: %s\n", a, strerror(errno));
            rc = 2;
            break;
        }
        if (n == 0)
            fprintf(stderr, "qprop regress: %s: no *.sql files\n", a);
        {
            char *exp_dir = str_printf("%s/expected", a);
            struct stat st;

            r.new_folder = exp_dir && stat(exp_dir, &st) < 0;
            free(exp_dir);
        }
        if (r.new_folder && r.accept && n > 0 && !r.base.partitions)
            rc = record_form(&r, a);
        for (int k = 0; k < n; k++) {
            if (rc != 2 && !is_schema(&r, a, names[k]))
                rc = check_one(&r, a, names[k]);
            free(names[k]);
        }
        free(names);
    }
    if (r.accepted)
        printf("accepted %d expected file%s\n", r.accepted,
               r.accepted == 1 ? "" : "s");
    printf("%d passed, %d failed\n", r.passed + r.accepted, r.failed);
    cli_free(&r.base);
    if (rc == 2)
        return 2;
    return r.failed || schema_rc ? 1 : 0;

out_usage:
    fputs("Try 'qprop regress --help' for more information.\n", stderr);
    cli_free(&r.base);
    return 2;
}
