#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/pg/regress.py — PostgreSQL 15's own regression files through the
pg_qprop extension, qprop.enabled off against on.

    regress.py REGRESS_DIR WORKDIR SERVER_LOG [FILE...]

The setup files (tests/oracle/pg_regress.py SETUP) are loaded once into a
template database; each query file (default: pg_regress.QUERY_FILES,
select, subselect, with, partition_join and PostgreSQL 18's equivclass from
the folder above) then runs as psql runs it, meta-commands included, in two
copies of the template: once with qprop.enabled off and once on (set through
PGOPTIONS, so RESET ALL and \\c keep it).  Every SQL statement is followed by
a marker with its error state, and the two runs are compared statement by
statement: the same error state, and for a statement that is not EXPLAIN the
same rows as sorted multisets (a LIMIT statement whose rows differ but are
as many is counted as a tie: rows equal at the cut-off may come in another
order).  EXPLAIN output is not compared: plans are what qprop changes.  The
statements qprop rewrote are counted from the server log (the extension
logs each rewrite with qprop.log_rewrites, set by tests/pg/check.sh); a
backend that dies fails the file.  Prints one line per difference and one
per file; exit status 1 on any difference or crash.
"""
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'oracle'))
import pg_regress  # noqa: E402
import sqlsplit  # noqa: E402

MARK = pg_regress.MARK


def log_count(path, what):
    try:
        with open(path, encoding='utf-8', errors='replace') as fh:
            return sum(1 for line in fh if what in line)
    except OSError:
        return 0


def script_of(stmts):
    """The file as psql input, a marker after each SQL statement."""
    out = []
    for i, s in enumerate(stmts):
        if s.kind == 'meta':
            out.append(s.text)
            continue
        out.append(s.text + ('\n' + s.sendcmd if s.sendcmd else '\n;')
                   + ('\n' + s.copydata if s.copydata is not None else ''))
        out.append('\\echo %s %d s :ERROR :SQLSTATE :LAST_ERROR_MESSAGE'
                   % (MARK, i))
    return '\n'.join(out) + '\n'


def run_file(name, rdir, work, mode):
    db = 'qp_%s_%s' % (name, mode)
    pg_regress.psql(['-c', 'DROP DATABASE IF EXISTS %s' % db], db='postgres')
    rc, _, err = pg_regress.psql(
        ['-c', 'CREATE DATABASE %s TEMPLATE regress_setup' % db],
        db='postgres')
    if rc:
        raise RuntimeError('CREATE DATABASE failed: ' + err)
    text = open(pg_regress.query_path(rdir, name), encoding='utf-8').read()
    stmts = sqlsplit.split(text)
    spath = os.path.join(work, '%s.%s.sql' % (name, mode))
    with open(spath, 'w', encoding='utf-8') as fh:
        fh.write(script_of(stmts))
    env = dict(os.environ)
    env['PGOPTIONS'] = (env.get('PGOPTIONS', '') + ' -c qprop.enabled=%s'
                        ' -c statement_timeout=20s' % mode)
    p = subprocess.run(pg_regress.PSQL + ['-d', db, '-f', spath],
                       capture_output=True, text=True, env=env, timeout=600)
    pg_regress.psql(['-c', 'DROP DATABASE IF EXISTS %s' % db], db='postgres')
    crashed = ('server closed the connection' in p.stderr or
               'terminating connection' in p.stderr)
    return stmts, pg_regress.parse_blocks(p.stdout), crashed


def compare(name, rdir, work, server_log):
    stmts, off, crash_off = run_file(name, rdir, work, 'off')
    before = log_count(server_log, 'LOG:  qprop: rewrote')
    _, on, crash_on = run_file(name, rdir, work, 'on')
    rewritten = log_count(server_log, 'LOG:  qprop: rewrote') - before
    n = same = ties = explains = failed = 0
    for i, s in enumerate(stmts):
        if s.kind == 'meta':
            continue
        n += 1
        a, b = off.get((i, 's')), on.get((i, 's'))
        where = '%s.sql:%d' % (name, s.line)
        if a is None or b is None:
            failed += 1
            print('MISSING %s: no result with qprop %s: %s'
                  % (where, 'off' if a is None else 'on',
                     pg_regress.short(s.text, 160)))
            continue
        if a[0] != b[0]:
            failed += 1
            print('ERROR-STATE %s: qprop off %s, on %s (%s): %s'
                  % (where, 'error' if a[0] else 'ok',
                     'error' if b[0] else 'ok', (a if a[0] else b)[2][:160],
                     pg_regress.short(s.text, 160)))
            continue
        _, explain = sqlsplit.query_of(s.text)
        if explain or re.match(r'\s*explain\b',
                               sqlsplit.strip_comments(s.text), re.I):
            explains += 1
            continue
        if sorted(a[3]) == sorted(b[3]):
            same += 1
        elif len(a[3]) == len(b[3]) and sqlsplit.has_limit(s.text):
            ties += 1
        else:
            failed += 1
            print('MISMATCH %s: %s\n  off: %s\n  on:  %s'
                  % (where, pg_regress.short(s.text, 200),
                     str(sorted(a[3]))[:200], str(sorted(b[3]))[:200]))
    if crash_off or crash_on:
        failed += 1
        print('CRASH %s: a backend died (qprop %s)'
              % (name, 'on' if crash_on else 'off'))
    print('%s: %d statements, %d rewritten by qprop, %d with the same rows, '
          '%d EXPLAIN not compared, %d LIMIT ties, %d failed'
          % (name, n, rewritten, same, explains, ties, failed))
    return failed, n, rewritten


def main():
    rdir, work, server_log = sys.argv[1:4]
    files = sys.argv[4:] or pg_regress.QUERY_FILES
    os.environ.setdefault('QPROP_ORACLE_WORK', work)
    t0 = time.time()
    pg_regress.psql(['-c', 'DROP DATABASE IF EXISTS regress_setup'],
                    db='postgres')
    pg_regress.setup_template(rdir)
    failed = total = rewritten = 0
    for name in files:
        f, n, r = compare(name, rdir, work, server_log)
        failed += f
        total += n
        rewritten += r
    print('pg-regress: %d statements in %d files, %d rewritten by qprop, '
          '%d failed, %.0f s' % (total, len(files), rewritten, failed,
                                 time.time() - t0))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
