#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/golden_roundtrip.py — run every query of the golden files on
PostgreSQL, original against qprop's rewrite, on NULL-heavy data.

For each tests/regress/sql/NAME.sql given: in a database of its own, its
statements other than queries (DDL, SET search_path, BEGIN/ROLLBACK, ...)
run in order in one session, as qprop reads them, which also notes the
TimeZone and search_path in force where each query stands; then every table is filled
with random rows (a fixed seed; about a quarter of the nullable values
NULL; small value ranges so that joins match), and each query runs twice,
under its TimeZone and search_path: as written, and as `qprop --format=sql` prints it
after rewriting.  The two must return the same multiset of rows, or both
fail.  The statements qprop rejects (an error at a line and column of
theirs, as errors.sql tests) are counted and not compared; a statement
other than a query that PostgreSQL rejects must be one qprop rejects too
(each statement runs on its own, so that a failure inside a transaction
block aborts the block as in PostgreSQL: txn_abort.sql).  A query whose original returns no rows is counted, since a test
where nothing comes back proves little.  Prints one line per query that
differs, then "N passed, N failed".  psql must reach a server through the
usual PG* environment variables (tests/oracle/golden_roundtrip.sh starts a
throwaway cluster).
"""
import os
import random
import re
import subprocess
import sys

# the random data's seed: make check's; QPROP_GOLDEN_SEED picks another
# (make check-full fills the tables a second time with one)
SEED = int(os.environ.get('QPROP_GOLDEN_SEED') or 20261129)


def quote_end(text, i, backslash):
    """The index of the quote closing the one at text[i] (doubled quotes
    and, with backslash, backslash escapes inside), or len(text)."""
    q, j, n = text[i], i + 1, len(text)
    while j < n:
        if backslash and text[j] == '\\':
            j += 2
            continue
        if text[j] == q:
            if j + 1 < n and text[j + 1] == q:
                j += 2
                continue
            break
        j += 1
    return j


def split_statements(text):
    """Statements of 'text' at ';' outside quotes and comments: for each,
    its text (comments taken out), whether it is a query, and where it
    starts and ends in 'text' (the ';' excluded)."""
    out, cur, i, n = [], [], 0, len(text)
    start = 0
    while i < n:
        c = text[i]
        if c == '-' and text.startswith('--', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            cur.append(text[i:j])
            i = j
            continue
        if c == '/' and text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            cur.append(text[i:j])
            i = j
            continue
        word_before = i > 0 and (text[i - 1].isalnum() or text[i - 1] == '_')
        m = c == '$' and not word_before and \
            re.match(r'\$([A-Za-z_][A-Za-z_0-9]*)?\$', text[i:])
        if m:
            # a dollar quote runs to the same tag
            j = text.find(m.group(0), i + len(m.group(0)))
            j = n if j < 0 else j + len(m.group(0))
            cur.append(text[i:j])
            i = j
            continue
        if c in 'eE' and not word_before and text.startswith("'", i + 1):
            # E'...': a backslash escapes the next character
            j = quote_end(text, i + 1, True)
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c in "'\"":
            j = quote_end(text, i, False)
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c == ';':
            out.append((''.join(cur), start, i))
            cur = []
            i += 1
            start = i
            continue
        cur.append(c)
        i += 1
    if ''.join(cur).strip():
        out.append((''.join(cur), start, n))
    result = []
    for s, begin, end in out:
        body = re.sub(r'--[^\n]*', '', s)
        body = re.sub(r'/\*.*?\*/', '', body, flags=re.S).strip()
        if not body:
            continue
        if re.search(r'pg_restore_(relation|attribute)_stats\s*\(', body):
            continue  # statistics (pg_dump 18): PostgreSQL 15 has no such call
        word = body.split(None, 1)[0].upper()
        # set_config('search_path', ...) and SELECT ... INTO (a CREATE
        # TABLE AS) are not queries
        other = word == 'SELECT' and (
            re.search(r'set_config\s*\(', body)
            or re.search(r'\sINTO\s', body, re.I))
        result.append((body, not other
                       and (word in ('SELECT', 'WITH', 'VALUES', 'EXPLAIN',
                                     'INSERT', 'UPDATE', 'DELETE',
                                     'MERGE')
                            or body.startswith('(')), begin, end))
    return result


def dml_targets(sql):
    """The tables the INSERTs, UPDATEs, DELETEs and MERGEs of 'sql' write
    (also in WITH items), in order, without repeats."""
    body = re.sub(r"'(?:[^']|'')*'", "''", sql)
    out = []
    for m in re.finditer(r'\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|'
                         r'MERGE\s+INTO)\s+(?:ONLY\s+)?'
                         r'([A-Za-z_][\w.]*)', body, re.I):
        if re.search(r'\bFOR\s+(?:NO\s+KEY\s+)?$',
                     body[:m.start()], re.I):
            continue  # FOR UPDATE, FOR NO KEY UPDATE
        if m.group(1).upper() not in ('SET', 'OF', 'NOWAIT', 'SKIP') \
                and m.group(1) not in out:
            out.append(m.group(1))
    return out


def psql(sql, db, path=None, compare=False, script=False, stop=True):
    """Run 'sql' in database 'db' under search_path 'path' (None: the
    default); when comparing a statement that writes (INSERT, UPDATE,
    DELETE, MERGE, also inside WITH), give its rows and then the rows of
    each table it writes after it, in a transaction rolled back (the data
    stay as filled).  'script': 'sql' is a script, run from standard
    input; not 'stop': a failing statement does not stop it."""
    pre = []
    if path is not None:
        # current_setting()'s text, as SET reads it; the empty path is
        # written ""
        pre = ['-c', set_path(path)]
    cmds = pre + ['-c', sql]
    targets = dml_targets(sql) if compare else []
    if targets:
        cmds = pre + ['-c', 'BEGIN', '-c', sql]
        for t in targets:
            cmds += ['-c', 'TABLE %s' % t]
        cmds += ['-c', 'ROLLBACK']
    p = subprocess.run(
        ['psql', '-X', '-q', '-A', '-t', '-v',
         'ON_ERROR_STOP=%d' % stop, '-d', db]
        + ([] if script else cmds),
        input=sql if script else None, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def gdesc(sql):
    """psql's lines that have PostgreSQL describe 'sql' (\\gdesc) and
    then say whether it could: '@@D ok' or '@@D error' (read_gdesc)."""
    return [sql.rstrip().rstrip(';') + '\n\\gdesc',
            '\\if :ERROR\n\\echo @@D error\n\\else\n\\echo @@D ok\n\\endif']


def read_gdesc(script, db):
    """Run 'script' (lines, gdesc()'s among them) in one psql session: the
    result columns (name|type lines) of each statement described, None for
    one PostgreSQL cannot describe, in order.  Fewer than were asked for
    when the session ended early."""
    p = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-d', db],
                       input='\n'.join(script) + '\n', capture_output=True,
                       text=True)
    # [description, status, description, status, ..., rest]
    parts = re.split(r'^@@D (\w+)\n', p.stdout, flags=re.M)
    return [None if parts[k + 1] == 'error' else parts[k]
            for k in range(0, len(parts) - 1, 2)]


def describe(sqls, db, path=None):
    """The result columns (name|type lines) of each of 'sqls', as psql's
    \\gdesc has PostgreSQL describe them without running them; None for
    one PostgreSQL cannot describe."""
    script = [set_path(path)] if path is not None else []
    for sql in sqls:
        script += gdesc(sql)
    res = read_gdesc(script, db)
    return res if len(res) == len(sqls) else [None] * len(sqls)


def describe_all(pairs, db):
    """describe([orig, new], db, path) for each (orig, new, path) of
    'pairs', in one psql session: a (description, description) pair for
    each."""
    if not pairs:
        return []
    script = []
    for orig, new, path in pairs:
        script.append(set_path(path))
        script += gdesc(orig) + gdesc(new)
    res = read_gdesc(script, db)
    if len(res) != 2 * len(pairs):
        # as describe() when the session did not end as expected
        return [tuple(describe([o, n], db, path)) for o, n, path in pairs]
    return [(res[2 * k], res[2 * k + 1]) for k in range(len(pairs))]


def set_path(path):
    """The statements that put 'path', a (TimeZone, search_path) pair
    where a query stands, in force (None: the session's defaults, what a
    new session starts with).  The zone matters as much as the path: a
    file's SET TimeZone tells qprop how to read timestamptz literals, so
    the query as written must run in that zone too (timezone_sql.sql)."""
    if path is None:
        return 'RESET TimeZone; RESET search_path;'
    tz, sp = path
    return "SET TimeZone = '%s'; SET search_path = %s;" % (
        tz.replace("'", "''"), sp if sp not in ('', '""') else "''")


def run_all(runs, db):
    """What psql() with compare=True returns, as rows() reads it, for
    each (sql, path) of 'runs', all in one session: one psql process for
    a whole golden file rather than one per query.  Each run is a group of
    statements: the search_path, then as psql() does the statement alone,
    or for one that writes BEGIN, the statement, TABLE of each table it
    writes, ROLLBACK; the group fails when any of its statements does (in
    the transaction, a failure makes the rest fail too).  A run whose
    result is missing (the session ended early: the server crashed, say)
    runs again on its own through psql()."""
    script = ['\\set ON_ERROR_STOP 0']
    for k, (sql, path) in enumerate(runs):
        body = sql.rstrip().rstrip(';')
        stmts = [set_path(path)]
        targets = dml_targets(sql)
        if targets:
            stmts += ['BEGIN;', body + ';'] + \
                ['TABLE %s;' % t for t in targets]
        else:
            stmts.append(body + ';')
        script.append('\\set qerr 0')
        for j, st in enumerate(stmts):
            if j == 1:
                # the rows come after the SET's marker
                script.append('\\echo @@Q %d' % k)
            script.append(st)
            # the first failure's message, as psql() would stop at it
            script.append('\\if :ERROR\n\\if :qerr\n\\else\n'
                          '\\echo @@M %d\n\\echo :LAST_ERROR_MESSAGE\n'
                          '\\endif\n\\set qerr 1\n\\endif' % k)
        if targets:
            script.append('ROLLBACK;')
        script.append('\\echo @@E %d :qerr' % k)
    script.append('\\echo @@END')
    p = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-d', db],
                       input='\n'.join(script) + '\n', capture_output=True,
                       text=True)
    out, msg = {}, {}
    cur = None
    lines = p.stdout.split('\n')
    i = 0
    while i < len(lines) and lines[i] != '@@END':
        line = lines[i]
        m = re.match(r'@@([QME]) (\d+)(?: ([01]))?$', line)
        if m and m.group(1) == 'Q':
            cur = []
        elif m and m.group(1) == 'M' and i + 1 < len(lines):
            msg[int(m.group(2))] = 'ERROR:  ' + lines[i + 1]
            cur = None
            i += 1
        elif m and m.group(1) == 'E':
            k = int(m.group(2))
            if m.group(3) == '1':
                out[k] = ('error', msg.get(k, ''))
            elif cur is not None:
                out[k] = ('rows', sorted(cur))
            cur = None
        elif cur is not None:
            cur.append(line)
        i += 1
    return [out[k] if k in out else rows(*psql(sql, db, path, True))
            for k, (sql, path) in enumerate(runs)]


# labels of the enums of the schema being filled, by type name
ENUMS = {}
COMPOSITES = {}   # composite type name -> its fields' types, in order


def value(rng, typ, nullable):
    if nullable and rng.random() < 0.25:
        return 'NULL'
    if typ in ('integer', 'bigint', 'smallint'):
        return str(rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                               -1, 42, 100]))
    if typ == 'numeric':
        return rng.choice(['0', '1', '1.5', '1.50', '2', '2.25', '-1', '10'])
    if typ in ('double precision', 'real'):
        return rng.choice(["'0'", "'-0'", "'1.5'", "'2'", "'-1'", "'3.25'"])
    if typ in ('text', 'character varying', 'character'):
        return rng.choice(["'x'", "'y'", "'X'", "'a'", "'ab'", "''", "'x '"])
    if typ == 'date':
        return "DATE '2024-01-01' + %d" % rng.randint(-40, 400)
    if typ.startswith('timestamp'):
        return "TIMESTAMP '2024-01-01' + interval '%d hours'" % rng.randint(0, 5000)
    if typ == 'boolean':
        return rng.choice(['true', 'false'])
    if typ in ENUMS:
        # an enum the file declares: any of its labels
        return "'%s'" % rng.choice(ENUMS[typ]).replace("'", "''")
    if typ in COMPOSITES:
        # a composite type the file declares: a row of its fields (each
        # NULL at times), or now and then a row of NULLs
        fields = [value(rng, ft, True) for ft in COMPOSITES[typ]]
        if rng.random() < 0.1:
            fields = ['NULL'] * len(fields)
        return 'ROW(%s)::%s' % (', '.join(fields), typ)
    if typ.startswith('_'):
        # an array column (udt_name "_int4"): 0 to 3 elements, NULLs too
        elem = {'_int2': 'smallint', '_int4': 'integer', '_int8': 'bigint',
                '_numeric': 'numeric', '_text': 'text',
                '_varchar': 'character varying'}.get(typ)
        if not elem:
            return 'NULL'
        items = [value(rng, elem, True) for _ in range(rng.randint(0, 3))]
        return "ARRAY[%s]::%s[]" % (', '.join(items), elem)
    if typ in ('jsonb', 'json'):
        return rng.choice(["'{\"a\": 1, \"k\": \"x\"}'",
                           "'{\"a\": 2, \"t\": [1, 2], \"k\": null}'",
                           "'{\"s\": {\"b\": \"y\"}, \"k\": \"y\"}'",
                           "'[1, 2, 3]'", "'\"s\"'"])
    if typ == 'inet':
        return rng.choice(["'10.0.0.1'", "'10.1.2.3/16'", "'192.168.0.5'",
                           "'::1'"])
    if typ == 'point':
        return rng.choice(["'(0,0)'", "'(1,2)'", "'(3,4)'"])
    return 'NULL'


def fill(db, rng):
    rc, out, err = psql(
        "SELECT quote_ident(c.table_schema) || '.' || "
        "quote_ident(c.table_name), c.column_name, CASE c.data_type "
        "WHEN 'ARRAY' THEN c.udt_name WHEN 'USER-DEFINED' THEN c.udt_name "
        "ELSE c.data_type END, "
        "c.is_nullable "
        "FROM information_schema.columns c JOIN information_schema.tables t "
        "USING (table_schema, table_name) WHERE c.table_schema NOT IN "
        "('pg_catalog', 'information_schema') "
        "AND t.table_type = 'BASE TABLE' "
        # rows go into a partitioned table's root, which routes them;
        # a table that inherits from another gets rows of its own
        "AND NOT EXISTS (SELECT 1 FROM pg_class k WHERE k.oid = "
        "to_regclass(quote_ident(c.table_schema) || '.' || "
        "quote_ident(c.table_name)) AND k.relispartition) "
        "ORDER BY c.table_schema, c.table_name, "
        "c.ordinal_position", db)
    if rc != 0:
        raise RuntimeError(err)
    ENUMS.clear()
    rc2, out2, err2 = psql(
        "SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t "
        "ON t.oid = e.enumtypid JOIN pg_namespace n ON n.oid = t.typnamespace "
        "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
        "ORDER BY t.typname, e.enumsortorder", db)
    if rc2 != 0:
        raise RuntimeError(err2)
    for line in out2.splitlines():
        t, label = line.split('|', 1)
        ENUMS.setdefault(t, []).append(label)
    COMPOSITES.clear()
    rc3, out3, err3 = psql(
        "SELECT t.typname, CASE WHEN ft.typcategory = 'A' THEN ft.typname "
        "WHEN ft.typtype IN ('e', 'c') THEN ft.typname "
        "ELSE format_type(a.atttypid, NULL) END "
        "FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace "
        "JOIN pg_class k ON k.oid = t.typrelid AND k.relkind = 'c' "
        "JOIN pg_attribute a ON a.attrelid = k.oid AND a.attnum > 0 "
        "AND NOT a.attisdropped JOIN pg_type ft ON ft.oid = a.atttypid "
        "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
        "ORDER BY t.typname, a.attnum", db)
    if rc3 != 0:
        raise RuntimeError(err3)
    for line in out3.splitlines():
        t, ft = line.split('|', 1)
        COMPOSITES.setdefault(t, []).append(ft)
    tables = {}
    for line in out.splitlines():
        t, col, typ, nullable = line.split('|')
        tables.setdefault(t, []).append((col, typ, nullable == 'YES'))
    sql = []
    for t, cols in sorted(tables.items()):
        rows = []
        for _ in range(rng.randint(15, 40)):
            rows.append('(%s)' % ', '.join(value(rng, typ, nul)
                                           for _, typ, nul in cols))
        # OVERRIDING SYSTEM VALUE: identity columns GENERATED ALWAYS too;
        # each row on its own, so that a row no partition takes (a
        # partitioned table without a DEFAULT) or a CHECK refuses is left
        # out instead of failing the whole fill
        sql.append('DO $fill$ BEGIN %s END $fill$;' % ' '.join(
            'BEGIN INSERT INTO %s OVERRIDING SYSTEM VALUE VALUES %s '
            'ON CONFLICT DO NOTHING; EXCEPTION WHEN OTHERS THEN NULL; END;'
            % (t, r) for r in rows))
    # from standard input: one -c argument of all the rows of a file with
    # many tables (errors.sql) passed the kernel's limit (E2BIG)
    rc, out, err = psql('\n'.join(sql) + '\n', db, script=True)
    if rc != 0:
        raise RuntimeError(err)


def rows(rc, out, err):
    if rc != 0:
        return ('error', err.strip().splitlines()[0] if err.strip() else '')
    return ('rows', sorted(out.splitlines()))


def qprop_errors(stderr, text, stmts):
    """The indexes in 'stmts' of the statements qprop reported an error
    at ("NAME.sql:LINE:COL: error: ..." on its standard error)."""
    line_start = [0] + [i + 1 for i, c in enumerate(text) if c == '\n']
    out = set()
    for m in re.finditer(r'^[^\n:]*\.sql:(\d+):(\d+): error: ', stderr, re.M):
        line, col = int(m.group(1)), int(m.group(2))
        if line > len(line_start):
            continue
        # columns count bytes: this line's text up to the column
        raw = text[line_start[line - 1]:].split('\n', 1)[0].encode()
        off = line_start[line - 1] + len(raw[:col - 1].decode(errors='ignore'))
        for k, st in enumerate(stmts):
            if st[2] <= off <= st[3]:
                out.add(k)
                break
    return out


def main():
    qprop, files = sys.argv[1], sys.argv[2:]
    rng = random.Random(SEED)
    passed = failed = empty = skipped = both_err = 0
    for path in files:
        name = re.sub(r'\W', '_', path.rsplit('/', 1)[-1][:-4])
        db = 'g_' + name
        text = open(path, encoding='utf-8').read()
        stmts = split_statements(text)
        psql('DROP DATABASE IF EXISTS %s' % db, 'postgres')
        rc, _, err = psql('CREATE DATABASE %s' % db, 'postgres')
        if rc != 0:
            raise RuntimeError(err)
        # qprop on the whole file: the statements it rejects (their
        # errors name their lines), and one printed statement for each
        # query it does not reject
        # a file's "-- qprop-flags: ..." line (see tests/regress/run.sh)
        m = re.search(r'^-- qprop-flags: (.*)$', text, re.M)
        flags = m.group(1).split() if m else []
        p = subprocess.run([qprop, '--format=sql', '--no-source'] + flags
                           + [path], capture_output=True, text=True)
        rejected = qprop_errors(p.stderr, text, stmts)
        # the statements in order in one session, each of its own lines,
        # with the transaction blocks as written: a statement that fails
        # inside a block aborts it as PostgreSQL does (txn_abort.sql);
        # where a query stands, the TimeZone and search_path in force then
        queries, script, first_line = [], [], []
        nlines = 1
        for k, (body, is_query, _, _) in enumerate(stmts):
            if is_query:
                script.append("SELECT 'qpos', %d, "
                              "pg_catalog.current_setting('TimeZone'), "
                              "pg_catalog.current_setting('search_path');"
                              % len(queries))
                queries.append((body, k))
            else:
                script.append(body + ';')
            first_line.append(nlines)
            nlines += script[-1].count('\n') + 1
        rc, out, err = psql('\n'.join(script) + '\n', db, script=True,
                            stop=False)
        # a statement other than a query that PostgreSQL rejects must be
        # one qprop rejects too (errors.sql, txn_abort.sql)
        for m in re.finditer(r'^psql:<stdin>:(\d+): ERROR:\s*(.*)$', err,
                             re.M):
            line = int(m.group(1))
            k = max(i for i, l in enumerate(first_line) if l <= line)
            if not stmts[k][1] and k not in rejected:
                print('%s: DDL failed in PostgreSQL, not in qprop: %s: %s'
                      % (path, ' '.join(stmts[k][0].split())[:200],
                         m.group(2)))
                failed += 1
        paths = {}
        for line in out.splitlines():
            f = line.split('|', 3)
            if len(f) == 4 and f[0] == 'qpos':
                paths[int(f[1])] = (f[2], f[3])
        fill(db, rng)
        rewritten = p.stdout.splitlines()
        kept = [(i, q) for i, (q, k) in enumerate(queries)
                if k not in rejected]
        if len(rewritten) != len(kept):
            print('%s: qprop printed %d statements for %d queries it did '
                  'not reject: %s' % (path, len(rewritten), len(kept),
                                       p.stderr.strip()[:300]))
            failed += 1
            continue
        skipped += len(queries) - len(kept)
        # every query as written and as rewritten, in one session
        runs = []
        for (i, orig), new in zip(kept, rewritten):
            runs += [(orig, paths.get(i)), (new, paths.get(i))]
        results = run_all(runs, db)
        checks = []
        for n, ((i, orig), new) in enumerate(zip(kept, rewritten)):
            a, b = results[2 * n], results[2 * n + 1]
            ok = a == b or (a[0] == 'error' and b[0] == 'error')
            checks.append((i, orig, new, a, b, ok))
        # the same columns (names and types) where the rows are the same:
        # each pair described as describe() does, all in one session
        want = [c for c in checks if c[5] and c[3][0] == 'rows']
        descs = describe_all([(c[1], c[2], paths.get(c[0])) for c in want],
                             db)
        if want and all(da is None and db_ is None for da, db_ in descs):
            # both sides ran, so PostgreSQL can describe them: psql's
            # \gdesc or its markers are not what read_gdesc() reads
            print('HARNESS: %s: no query described (psql \\gdesc)' % path)
            failed += 1
        bad_cols = {}
        for c, (da, db_) in zip(want, descs):
            if da is not None and db_ is not None and da != db_:
                bad_cols[c[0]] = (da, db_)
        for i, orig, new, a, b, ok in checks:
            if i in bad_cols:
                ok = False
                a = ('columns', bad_cols[i][0].split())
                b = ('columns', bad_cols[i][1].split())
            if ok:
                passed += 1
                if a == ('rows', []):
                    empty += 1
                if a[0] == 'error':
                    both_err += 1
            else:
                failed += 1
                print('MISMATCH %s query %d:\n  original:  %s\n  rewritten: %s\n'
                      '  original result:  %s\n  rewritten result: %s'
                      % (path, i + 1, ' '.join(orig.split()), new,
                         str(a)[:400], str(b)[:400]))
    print('golden roundtrip (data seed %d): %d queries compared, %d with no rows, %d '
          'failing in PostgreSQL both as written and as rewritten; '
          '%d rejected by qprop, not compared'
          % (SEED, passed + failed, empty, both_err, skipped))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
