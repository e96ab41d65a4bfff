#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/repro_oracle.py — the reproducers kept in tests/oracle/repro/
run on PostgreSQL with their own rows, the query as written against qprop's
rewrite.

    repro_oracle.py QPROP FILE...

Each FILE has the form the differential oracle writes its reproducers in
(tests/oracle/README.md): statements one per line (CREATE ..., INSERT ...),
then a line "-- query:", then one query per line; other lines starting
with "--" are comments.  For each file, in a database of its own, the
statements run; then each query runs as written and as
`qprop --format=sql` prints it (qprop reads the file's CREATE, DROP and
ALTER statements and the query).  The two must return the same rows
(sorted), or fail with the same SQLSTATE, and qprop's rewrite must reach
its fixpoint (it runs with --trace, as gen.py does: "engine: stopped after
N passes" on standard error is a failure, the outcome no-fixpoint).  The
rows are fixed, unlike the random fill of
golden_roundtrip.py: a reproducer keeps exactly the rows that once made
qprop's SQL differ.  A query that writes (INSERT, UPDATE, DELETE, or a
WITH holding one) runs in a transaction rolled back after it; its rows
are those it returns followed by each table of the file's CREATE TABLE
lines, read after it, table by table (each sorted on its own).  A line
"-- after print:" among the statements splits them: those after it run
once every query has been printed, and qprop never reads them (a
partition created or attached after the SQL was printed: the SQL must
still return what the query does).  A line "-- role: NAME" before
"-- query:" runs each query, as written and as printed, after SET ROLE
NAME (the statements run as the superuser; a query that writes reads the
tables back after RESET ROLE), and qprop reads the query after SET ROLE
NAME; the statements' own SET ROLE and RESET ROLE lines are read by
qprop as well (the role a view is made as): privileges are checked as
PostgreSQL checks the query as written, "permission denied" both ways
is the same outcome.  The roles a file creates are the cluster's: names
of its own.  A line "-- bounds: N" after "-- query:" says the next query
prints N execution-time bounds (N times "SELECT qp_hi FROM qp_bound_",
the upper end of each in a SELECT: src/target/bounds.c), so that a reproducer of a shape qprop bounds fails
where the bound is lost, not only where it is wrong.  Prints
one line per query that differs, then
"N passed, N failed"; exit status 1 on any failure.  psql reaches the
server through the PG* variables (repro_oracle.sh starts a cluster).
"""
import os
import re
import subprocess
import sys

PSQL = ['psql', '-X', '-q', '-A', '-t', '-P', 'null=\\N',
        '-v', 'VERBOSITY=sqlstate']


def psql(db, sql):
    """(rows sorted, None) or (None, the error line).  Not
    golden_roundtrip.psql: NULL is shown apart from '' here, and an error
    is its SQLSTATE alone."""
    p = subprocess.run(PSQL + ['-v', 'ON_ERROR_STOP=1', '-d', db],
                       input=sql, capture_output=True, text=True,
                       timeout=120)
    if p.returncode != 0:
        err = [l for l in p.stderr.splitlines() if l.startswith('ERROR')]
        return None, err[0] if err else p.stderr.strip() or 'psql failed'
    return sorted(p.stdout.splitlines()), None


WRITES = re.compile(r'\s*(?:insert|update|delete|merge)\b|'
                    r'\s*with\b.*\b(?:insert\s+into|update|delete\s+from)\b',
                    re.I | re.S)
TABLE = re.compile(r'CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?'
                   r'([\w."]+)', re.I)


def run(db, sql, tables, role=None):
    """psql's answer for query 'sql' (see psql()), run as 'role' when
    given: for a query that writes, its own rows, then a line "@@ T" and
    the rows of each table T after it (each part sorted, read as the
    superuser), all in a transaction rolled back."""
    as_role = ['SET ROLE %s;' % role] if role else []
    if not WRITES.match(sql):
        return psql(db, '\n'.join(as_role + [sql]) + '\n')
    script = ['BEGIN;'] + as_role + [sql] + (['RESET ROLE;'] if role else [])
    for t in tables:
        script += ['\\echo @@ %s' % t, 'TABLE %s;' % t]
    script.append('ROLLBACK;')
    p = subprocess.run(PSQL + ['-v', 'ON_ERROR_STOP=1', '-d', db],
                       input='\n'.join(script) + '\n', capture_output=True,
                       text=True, timeout=120)
    if p.returncode != 0:
        err = [l for l in p.stderr.splitlines() if l.startswith('ERROR')]
        return None, err[0] if err else p.stderr.strip() or 'psql failed'
    parts, cur = [], []
    for line in p.stdout.splitlines():
        if line.startswith('@@ '):
            parts += sorted(cur)
            parts.append(line)
            cur = []
        else:
            cur.append(line)
    return parts + sorted(cur), None


def parse(path):
    """The statements before '-- query:' (and before a line "-- after
    print:"), the DDL among them (CREATE, DROP, ALTER: qprop reads the
    schema as PostgreSQL's DDL left it), the queries after it, the zone
    of a line "-- timezone: ZONE" before it (None when there is none),
    and the statements after "-- after print:" (run once the queries are
    printed; qprop does not read them)."""
    head, sep, tail = open(path).read().partition('\n-- query:\n')
    if not sep:
        raise ValueError('%s: no "-- query:" line' % path)
    head, _, after_text = head.partition('\n-- after print:\n')

    def stmts(text):
        return [l for l in text.splitlines()
                if l.strip() and not l.startswith('--')]
    setup = stmts(head)
    queries = stmts(tail)
    bounds, want = [], None
    for l in tail.splitlines():
        if l.startswith('-- bounds:'):
            want = int(l.split(':', 1)[1])
        elif l.strip() and not l.startswith('--'):
            bounds.append(want)
            want = None
    zone = [l.split(':', 1)[1].strip() for l in head.splitlines()
            if l.startswith('-- timezone:')]
    role = [l.split(':', 1)[1].strip() for l in head.splitlines()
            if l.startswith('-- role:')]
    return setup, [l for l in setup
                   if l.startswith(('CREATE', 'DROP', 'ALTER', 'SET ROLE',
                                    'RESET ROLE'))], queries, \
        zone[0] if zone else None, stmts(after_text), \
        role[0] if role else None, bounds


def main():
    qprop, files = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    for n, path in enumerate(files):
        name = os.path.basename(path)
        setup, ddl, queries, zone, after, role, bounds = parse(path)
        # a reproducer of a zone-dependent decision: every session of
        # the file in ZONE (PGTZ), and qprop told so (--timezone)
        if zone:
            os.environ['PGTZ'] = zone
        else:
            os.environ.pop('PGTZ', None)
        db = 'repro_%d' % n
        _, err = psql('postgres', 'DROP DATABASE IF EXISTS %s;\n'
                                  'CREATE DATABASE %s;' % (db, db))
        if not err:
            _, err = psql(db, '\n'.join(setup) + '\n')
        if err or not queries:
            print('FAIL %s: setup: %s' % (name, err or 'no query'))
            failed += 1
            continue
        printed = []
        for i, q in enumerate(queries):
            p = subprocess.run([qprop, '--format=sql', '--no-source',
                                '--trace']
                               + (['--timezone=' + zone] if zone else [])
                               + ['-'],
                               input='\n'.join(
                                   ddl + (['SET ROLE %s;' % role] if role
                                          else []) + [q]) + '\n',
                               capture_output=True, text=True, timeout=60)
            out = [l for l in p.stdout.splitlines() if l.strip()]
            if p.returncode != 0 or len(out) != 1:
                print('FAIL %s query %d: qprop: %s' % (name, i + 1,
                      p.stderr.strip() or 'not one statement'))
                failed += 1
                continue
            stopped = [l for l in p.stderr.splitlines()
                       if l.startswith('engine: stopped after')]
            if stopped:
                print('FAIL %s query %d: no fixpoint: %s' % (name, i + 1,
                      stopped[0]))
                failed += 1
                continue
            nb = out[0].count('SELECT qp_hi FROM qp_bound_')
            if bounds[i] is not None and nb != bounds[i]:
                print('FAIL %s query %d: %d bounds printed, not %d: %s'
                      % (name, i + 1, nb, bounds[i], out[0]))
                failed += 1
                continue
            printed.append((i, q, out))
        if after:
            _, err = psql(db, '\n'.join(after) + '\n')
            if err:
                print('FAIL %s: after print: %s' % (name, err))
                failed += 1
                continue
        for i, q, out in printed:
            tables = [m.group(1) for l in ddl for m in [TABLE.match(l)] if m]
            want, want_err = run(db, q, tables, role)
            got, got_err = run(db, out[0], tables, role)
            if want_err or got_err:
                same = (want_err or '').split(':')[:2] == \
                       (got_err or '').split(':')[:2]
            else:
                same = want == got
            if same:
                passed += 1
                continue
            failed += 1
            print('FAIL %s query %d: as written: %s; rewritten: %s\n'
                  '  rewritten SQL: %s'
                  % (name, i + 1, want_err or '%d rows' % len(want),
                     got_err or '%d rows' % len(got), out[0]))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
