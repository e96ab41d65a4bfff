#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/pg_regress.py — PostgreSQL 15's own regression files, run on
PostgreSQL as written and as qprop prints them (see pg_regress.sh).

    pg_regress.py QPROP REGRESS_DIR KNOWN_FILE [FILE...]

psql must reach a server through the PG* environment variables, as a
superuser (pg_regress.sh starts a throwaway cluster).  Stdlib only.
"""
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sqlsplit  # noqa: E402

SETUP = ['test_setup', 'create_table', 'create_misc', 'create_index',
         'create_aggregate']
# equivclass is PostgreSQL 18's, beside pg15/ in the corpus (query_path;
# PostgreSQL 15 runs what it can of it): broken equivalence classes, made
# of operators without commutators on types that are not built in
QUERY_FILES = ['select', 'subselect', 'with', 'partition_join', 'equivclass']
# setup files whose queries are compared too, each after the setup files
# before it (create_index: 191 queries, on box and array columns;
# create_misc's ALTER TABLE a_star* RENAME COLUMN)
SETUP_QUERY_FILES = ['create_table', 'create_misc', 'create_index',
                     'create_aggregate']
PSQL = ['psql', '-X', '-q', '-A', '-t', '-P', 'pager=off', '-P', 'null=\\N',
        '-F', '\x1f', '-R', '\x1e']
# SQLSTATE classes of errors that depend on the data or the run, not on the
# text: qprop cannot be expected to reject those statements.
RUNTIME_CLASSES = ('21', '22', '23', '25', '2B', '38', '39', '40', '53',
                   '54', '55', '57', 'P0', 'XX', '2F', '0B', '72')
REPLAY_META = ('set', 'unset', 'getenv')
MARK = '@@M'


def log(*a):
    print(*a, flush=True)


# ---------------------------------------------------------------- psql vars

class Vars:
    """Just enough of psql's variables for the setup files (\\getenv,
    \\set with :var and 'literal' pieces, :'var' interpolation)."""

    def __init__(self):
        self.v = {}

    def meta(self, cmd):
        m = re.match(r'\\getenv\s+(\w+)\s+(\w+)', cmd)
        if m:
            self.v[m.group(1)] = os.environ.get(m.group(2), '')
            return
        m = re.match(r'\\set\s+(\w+)\s*(.*)$', cmd)
        if m:
            val = ''
            for p in re.findall(r":'?(\w+)'?|'((?:[^']|'')*)'|(\S+)",
                                m.group(2)):
                if p[0]:
                    val += self.v.get(p[0], '')
                elif p[1] or p[2] == '':
                    val += p[1].replace("''", "'")
                else:
                    val += p[2]
            self.v[m.group(1)] = val

    def interpolate(self, sql):
        def rep(m):
            name = m.group(2)
            if name not in self.v:
                return m.group(0)
            if m.group(1) == "'":
                return "'" + self.v[name].replace("'", "''") + "'"
            return self.v[name]
        return re.sub(r":(')?(\w+)'?", lambda m: rep(m)
                      if not m.string[max(0, m.start() - 1)] == ':' else
                      m.group(0), sql)


# ---------------------------------------------------------------- helpers

def psql(args, stdin=None, db=None, timeout=600):
    cmd = list(PSQL) + (['-d', db] if db else []) + args
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                       timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def cause(msg):
    """An error message, grouped: quoted names blanked, first words."""
    msg = re.sub(r'"[^"]*"', '"?"', msg)
    msg = re.sub(r"'[^']*'", "'?'", msg)
    msg = re.sub(r'\b\d+\b', 'N', msg)
    words = msg.split()
    return ' '.join(words[:6])


def short(sql, n=300):
    s = ' '.join(sqlsplit.strip_comments(sql).split())
    return s if len(s) <= n else s[:n] + ' ...'


def parse_blocks(out):
    """{(idx, tag): (error, sqlstate, message, rows)} from the script's
    output."""
    res = {}
    pos = 0
    for m in re.finditer(r'^@@M (\d+) (\w+) (\S*) (\S*) ?(.*)$', out, re.M):
        block = out[pos:m.start()]
        pos = m.end() + 1
        rows = block[:-1] if block.endswith('\n') else block
        rows = rows.split('\x1e') if rows else []
        res[(int(m.group(1)), m.group(2))] = (
            m.group(3) == 'true', m.group(4), m.group(5), rows)
    return res


def load_known(path):
    known = {}
    if path and os.path.exists(path):
        for line in open(path, encoding='utf-8'):
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            key, _, reason = line.partition(' ')
            known[key] = reason.strip()
    return known


# ---------------------------------------------------------------- qprop

def run_qprop(qprop, session, flags):
    """[(line, output)] of the accepted queries, [(line, message)] of the
    errors, or raises on a crash."""
    res = {}
    for fmt in ('json', 'sql'):
        p = subprocess.run([qprop, '--format=' + fmt, '--no-source'] + flags + [session],
                           capture_output=True, text=True, timeout=300,
                           errors='replace')  # an excerpt cut in a character
        if p.returncode not in (0, 1):
            raise RuntimeError('qprop %s exited with %d: %s'
                               % (' '.join(flags + ['--format=' + fmt]),
                                  p.returncode, p.stderr[-500:]))
        res[fmt] = p
    # a statement that failed is an object with "error" and no plan
    objs = [json.loads(l) for l in res['json'].stdout.splitlines()
            if l.strip()]
    lines = [o['line'] for o in objs if 'error' not in o]
    sqls = [l for l in res['sql'].stdout.splitlines() if l.strip()]
    if len(lines) != len(sqls):
        raise RuntimeError('qprop printed %d JSON objects but %d SQL lines'
                           % (len(lines), len(sqls)))
    errors = []
    for l in res['sql'].stderr.splitlines():
        m = re.match(r'^(.*?):(\d+):(\d+): error: (.*)$', l)
        if m and m.group(1) == session:
            errors.append((int(m.group(2)), m.group(4)))
    return list(zip(lines, sqls)), errors


# ---------------------------------------------------------------- one file

def session_text(vars_, stmts, explain_inner=True):
    """The statements as qprop reads them: meta-commands left out, psql
    variables interpolated, EXPLAIN replaced by the query it wraps, COPY
    FROM STDIN followed by its data.
    Returns (text, [(first line, last line, stmt)])."""
    out, ranges, line = [], [], 1
    for s in stmts:
        if s.kind == 'meta':
            vars_.meta(s.text)
            continue
        q, explain = sqlsplit.query_of(s.text)
        text = q if (explain and explain_inner) else s.text
        text = vars_.interpolate(text)
        n = text.count('\n') + 1
        ranges.append((line, line + n, s))
        out.append(text + '\n;\n')
        line += n + 1
        if s.copydata is not None:
            # qprop reads COPY FROM STDIN's data as psql does
            out.append(s.copydata + '\n')
            line += s.copydata.count('\n') + 1
    return ''.join(out), ranges


def stmt_at(ranges, line):
    for a, b, s in ranges:
        if a <= line <= b:
            return s
    return None


def runs(q, nsql, rsql, with_o):
    """The runs that compare a statement: (tag, SQL) of the original
    ('o', when 'with_o'), qprop's SQL without and with rewriting ('n',
    'r', when given) and the original again ('o2')."""
    seq = [('o', q + '\n;')] if with_o else []
    if nsql:
        seq.append(('n', nsql))
    if rsql:
        seq.append(('r', rsql))
    seq.append(('o2', q + '\n;'))
    return seq


def tx_state(text, in_tx):
    """Whether a transaction block is open after statement 'text'."""
    body = sqlsplit.strip_comments(text).strip().lower()
    w = re.match(r'(\w+)(?:\s+(\w+))?', body)
    if not w:
        return in_tx
    if w.group(1) == 'begin' or (w.group(1) == 'start'
                                  and w.group(2) == 'transaction'):
        return True
    if w.group(1) in ('commit', 'end', 'abort') or (
            w.group(1) == 'rollback' and w.group(2) != 'to') or (
            w.group(1) == 'prepare' and w.group(2) == 'transaction'):
        return False
    return in_tx


def sidefx_script(i, q, nsql, rsql, in_tx):
    """psql lines that run a statement with side effects as written
    (tags o, o2) and as qprop prints it (n, r), each in a savepoint rolled
    back at once, so the database stays as it was; each run's rows are
    its own rows followed by those of the tables it writes."""
    targets = []
    body = sqlsplit.strip_comments(q)
    for m in re.finditer(r'\b(?:insert\s+into|update|delete\s+from|'
                         r'merge\s+into)\s+(?:only\s+)?([a-z_][\w.]*)',
                         body, re.I):
        if re.search(r'\bfor\s+(?:no\s+key\s+)?$', body[:m.start()], re.I):
            continue
        if m.group(1).lower() not in ('set', 'of') and \
                m.group(1) not in targets:
            targets.append(m.group(1))
    out = ['\\set ON_ERROR_ROLLBACK on']
    if not in_tx:
        out.append('BEGIN;')
    for tag, sql in runs(q, nsql, rsql, True):
        out.append('SAVEPOINT qp_cmp;')
        out.append(sql)
        out.append('\\if :ERROR')
        out.append('\\echo %s %d %s :ERROR :SQLSTATE :LAST_ERROR_MESSAGE'
                   % (MARK, i, tag))
        out.append('\\else')
        for t in targets:
            out.append('TABLE %s;' % t)
        out.append('\\echo %s %d %s false 00000' % (MARK, i, tag))
        out.append('\\endif')
        out.append('ROLLBACK TO SAVEPOINT qp_cmp;')
    if not in_tx:
        out.append('ROLLBACK;')
    out.append('\\set ON_ERROR_ROLLBACK off')
    return out


# QPROP_PG_REGRESS_DML=1: INSERT, UPDATE and DELETE statements (also
# after a WITH) are compared too, as the data-modifying WITH queries are
# (sidefx_script); by default only SELECT-like statements are
DML = os.environ.get('QPROP_PG_REGRESS_DML') == '1'


def dml_of(text):
    """The statement 'text' when it is an INSERT, UPDATE or DELETE (not
    inside EXPLAIN), else None."""
    body = sqlsplit.strip_comments(text).strip()
    w = sqlsplit.first_word(body)
    if w == 'with':
        w = sqlsplit.main_word(body)
    return body if w in ('insert', 'update', 'delete') else None


def query_path(rdir, name):
    """NAME.sql in the pg15 folder 'rdir', else in the folder above it."""
    path = os.path.join(rdir, name + '.sql')
    if os.path.exists(path):
        return path
    return os.path.join(os.path.dirname(os.path.abspath(rdir)), name + '.sql')


def check_file(name, args, known, results):
    qprop, rdir, work = args
    text = open(query_path(rdir, name), encoding='utf-8').read()
    stmts = sqlsplit.split(text)
    vars_ = Vars()
    for k, env in (('abs_srcdir', 'PG_ABS_SRCDIR'), ('libdir', 'PG_LIBDIR'),
                   ('dlsuffix', 'PG_DLSUFFIX')):
        vars_.v[k] = os.environ.get(env, '')
    # qprop's input: the setup files, then this file.  PostgreSQL ran
    # each file in a session of its own: a file's search_path and open
    # transaction end with it
    stext = ''
    # a setup file read as a query file follows the setup files before it
    prior = SETUP[:SETUP.index(name)] if name in SETUP else SETUP
    for f in prior:
        t, _ = session_text(vars_, sqlsplit.split(
            open(os.path.join(rdir, f + '.sql'), encoding='utf-8').read()))
        stext += t + 'ROLLBACK;\nRESET search_path;\n'

    ftext, franges = session_text(vars_, stmts)
    off = stext.count('\n')
    franges = [(a + off, b + off, s) for a, b, s in franges]
    session = os.path.join(work, name + '.session.sql')
    with open(session, 'w', encoding='utf-8') as fh:
        fh.write(stext + ftext)
    qres = {}
    for mode, flags in (('r', []), ('n', ['--no-rewrite'])):
        acc, errs = run_qprop(qprop, session, flags)
        qres[mode] = ({id(stmt_at(franges, l)): sql for l, sql in acc
                       if l > off},
                      {id(stmt_at(franges, l)): msg for l, msg in errs
                       if l > off})
    # the PostgreSQL script
    db = 'f_' + re.sub(r'\W', '_', name)  # collate.icu.utf8: no dots
    psql(['-c', 'DROP DATABASE IF EXISTS %s' % db], db='postgres')
    if name in SETUP:
        rc, _, err = psql(['-c', 'CREATE DATABASE %s' % db], db='postgres')
        if not rc:
            load_files(rdir, prior, db)
    else:
        rc, _, err = psql(['-c', 'CREATE DATABASE %s TEMPLATE regress_setup'
                           % db], db='postgres')
    if rc:
        raise RuntimeError('CREATE DATABASE failed: ' + err)
    script = []
    queries = []
    in_tx = False
    for i, s in enumerate(stmts):
        if s.kind == 'meta':
            w = re.match(r'\\(\w*)', s.text).group(1)
            if w in REPLAY_META and not re.match(r'\\set\s+ECHO', s.text):
                script.append(s.text)
            continue
        q, explain = sqlsplit.query_of(s.text)
        if q is None and DML:
            q = dml_of(s.text)
        if q is not None and not s.sendcmd and sqlsplit.side_effects(q):
            # compared before it runs, each run in a rolled-back savepoint
            queries.append((i, s, q, explain))
            rsql = qres['r'][0].get(id(s))
            nsql = qres['n'][0].get(id(s))
            if rsql is not None or nsql is not None:
                script += sidefx_script(i, q, nsql, rsql, in_tx)
        script.append(s.text + ('\n' + s.sendcmd if s.sendcmd else '\n;')
                      + ('\n' + s.copydata if s.copydata is not None
                         else ''))
        script.append('\\echo %s %d s :ERROR :SQLSTATE :LAST_ERROR_MESSAGE'
                      % (MARK, i))
        in_tx = tx_state(s.text, in_tx)
        if q is None or s.sendcmd or sqlsplit.side_effects(q):
            continue
        queries.append((i, s, q, explain))
        rsql = qres['r'][0].get(id(s))
        nsql = qres['n'][0].get(id(s))
        if rsql is None and nsql is None:
            continue
        script.append('\\set ON_ERROR_ROLLBACK on')
        for tag, sql in runs(q, nsql, rsql, explain):
            script.append(sql)
            script.append('\\echo %s %d %s :ERROR :SQLSTATE '
                          ':LAST_ERROR_MESSAGE' % (MARK, i, tag))
        # the result columns' names and types, as psql's \gdesc has
        # PostgreSQL describe them without running the query
        for tag, sql in (('do', q), ('dn', nsql), ('dr', rsql)):
            if sql:
                script.append(sql.rstrip().rstrip(';') + '\n\\gdesc')
                script.append('\\echo %s %d %s :ERROR :SQLSTATE '
                              ':LAST_ERROR_MESSAGE' % (MARK, i, tag))
        script.append('\\set ON_ERROR_ROLLBACK off')
    spath = os.path.join(work, name + '.pg.sql')
    with open(spath, 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(script) + '\n')
    env = dict(os.environ)
    env['PGOPTIONS'] = '-c statement_timeout=10s'
    p = subprocess.run(PSQL + ['-d', db, '-f', spath], capture_output=True,
                       text=True, env=env, timeout=900)
    blocks = parse_blocks(p.stdout)
    psql(['-c', 'DROP DATABASE IF EXISTS %s' % db], db='postgres')

    # tally
    st = dict(pg_ok=0, queries=0, accepted=0, rejected=0, compared=0,
              equal=0, differ=0, rwrej=0, accbad=0, nondet=0, sidefx=0,
              timeout=0, known=0)
    causes = {}
    rejs = []
    fails = []
    for a, b, s in franges:
        i = stmts.index(s)
        blk = blocks.get((i, 's'))
        if blk and not blk[0]:
            st['pg_ok'] += 1
    for i, s, q, explain in queries:
        key = '%s.sql:%d' % (name, s.line)
        real = blocks.get((i, 's'))
        if real is None:
            continue
        sidefx = sqlsplit.side_effects(q)
        orig = blocks.get((i, 'o')) if explain or sidefx else real
        if orig is None:
            orig = real
        if explain and orig is None:
            orig = real  # EXPLAIN failed; the query was not run
        rsql = qres['r'][0].get(id(s))
        nsql = qres['n'][0].get(id(s))
        rmsg = qres['r'][1].get(id(s)) or qres['n'][1].get(id(s))
        accepted = rsql is not None
        if orig[0]:
            state = orig[1]
            if state in ('25P02', '57014'):
                continue
            if not accepted:
                continue
            rr = blocks.get((i, 'r'))
            # "not supported" raised by a function as it runs
            # (EXTRACT(HOUR FROM date), date_bin by months, to_timestamp's
            # TZ) and "permission denied" (privileges: GRANT is not
            # modelled): held against qprop only when its SQL loses the
            # error
            run_0a = state in ('0A000', '42501') and rr is not None and (
                not rr[0] or (rr[1] == state and rr[2] == orig[2]))
            # jsonpath's input function reports a literal it cannot read
            # as 42601, not 22P02 as other types' do: qprop keeps such a
            # literal as written (jsonpath.sql, jsonpath_encoding.sql)
            run_0a = run_0a or (
                state == '42601' and 'jsonpath' in q.lower()
                and rr is not None
                and (not rr[0] or (rr[1] == state and rr[2] == orig[2])))
            if state[:2] in RUNTIME_CLASSES or run_0a:
                if rr and not rr[0]:
                    st['accbad'] += 1
                    fails.append((key, 'error lost', s, q,
                                  'PostgreSQL: %s (%s); the rewrite returns '
                                  '%d rows' % (orig[2], state, len(rr[3]))))
                continue
            st['accbad'] += 1
            fails.append((key, 'accepted a statement PostgreSQL rejects', s,
                          q, 'PostgreSQL: %s (%s)' % (orig[2], state)))
            continue
        st['queries'] += 1
        if not accepted:
            st['rejected'] += 1
            c = cause(rmsg) if rmsg else '(no output, no error)'
            causes[c] = causes.get(c, 0) + 1
            rejs.append((key, rmsg or '(no output, no error)', q))
            continue
        st['accepted'] += 1
        if sidefx:
            st['sidefx'] += 1
        o2 = blocks.get((i, 'o2'))
        rr = blocks.get((i, 'r'))
        nn = blocks.get((i, 'n'))
        if o2 is None or rr is None:
            continue
        # random(): two runs may agree by chance and a third differ
        # (expressions.sql:83, select_parallel.sql:115)
        if o2[0] or sorted(o2[3]) != sorted(orig[3]) \
                or re.search(r'\brandom\s*\(', q, re.I):
            st['nondet'] += 1
            continue
        if (rr[0] and rr[1] == '57014') or (nn and nn[0] and
                                            nn[1] == '57014'):
            st['timeout'] += 1
            continue
        st['compared'] += 1
        bad = []
        for tag, res, sql in (('no-rewrite', nn, nsql), ('rewritten', rr,
                                                         rsql)):
            if res is None:
                continue
            if res[0]:
                bad.append(('rejected by PostgreSQL', '%s SQL rejected: %s '
                            '(%s)\n    %s: %s' % (tag, res[2], res[1], tag,
                                                  short(sql, 800))))
            elif sorted(res[3]) != sorted(orig[3]):
                a, b = sorted(orig[3]), sorted(res[3])
                only_o = [r for r in a if r not in b][:4]
                only_n = [r for r in b if r not in a][:4]
                bad.append(('different rows', '%s: %d rows, original %d; '
                            'only in original: %s; only in %s: %s\n    %s: %s'
                            % (tag, len(b), len(a),
                               [r.replace('\x1f', '|') for r in only_o], tag,
                               [r.replace('\x1f', '|') for r in only_n], tag,
                               short(sql, 800))))
        desc = blocks.get((i, 'do'))
        for tag, dtag, sql in (('no-rewrite', 'dn', nsql),
                               ('rewritten', 'dr', rsql)):
            dd = blocks.get((i, dtag))
            if not bad and desc and dd and not desc[0] and not dd[0] \
                    and desc[3] != dd[3]:
                bad.append(('different columns', '%s: columns %s, original '
                            '%s\n    %s: %s'
                            % (tag, [r.replace('\x1f', ' ') for r in dd[3]],
                               [r.replace('\x1f', ' ') for r in desc[3]],
                               tag, short(sql, 800))))
        if not bad:
            st['equal'] += 1
            continue
        if any(k == 'rejected by PostgreSQL' for k, _ in bad):
            st['rwrej'] += 1
        else:
            st['differ'] += 1
        fails.append((key, bad[0][0], s, q, '\n    '.join(d for _, d in bad)))
    results[name] = (st, causes, fails, rejs)


# ---------------------------------------------------------------- main

def load_files(rdir, files, db):
    """Run setup 'files' into database 'db', each in a session of its own
    as pg_regress runs them (create_index.sql ends with a search_path that
    made all of create_aggregate.sql fail); their runs' stderr joined."""
    err = []
    for f in files:
        p = subprocess.run(PSQL + ['-d', db, '-f',
                                   os.path.join(rdir, f + '.sql')],
                           capture_output=True, text=True, timeout=600)
        err.append(p.stderr)
    return subprocess.CompletedProcess([], 0, '', ''.join(err))


def setup_template(rdir):
    rc, _, err = psql(['-c', 'CREATE DATABASE regress_setup'], db='postgres')
    if rc:
        raise RuntimeError(err)
    p = load_files(rdir, SETUP, 'regress_setup')
    errs = re.findall(r'^psql:.*ERROR:.*$', p.stderr, re.M)
    with open(os.path.join(os.environ.get('QPROP_ORACLE_WORK', '.'),
                           'setup.err'), 'w') as fh:
        fh.write(p.stderr)
    return len(errs)


def main():
    qprop, rdir, known_path = sys.argv[1:4]
    files = sys.argv[4:] or QUERY_FILES + SETUP_QUERY_FILES
    work = os.environ.get('QPROP_ORACLE_WORK', '.')
    known = load_known(known_path)
    t0 = time.time()
    nerr = setup_template(rdir)
    log('setup: %s loaded into database regress_setup (%d statements '
        'failed there, as expected without regress.so), %.1f s'
        % (', '.join(SETUP), nerr, time.time() - t0))
    results = {}
    broken = []
    for name in files:
        t1 = time.time()
        try:
            check_file(name, (qprop, rdir, work), known, results)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            broken.append('%s: %s' % (name, e))
            log('%s: ERROR: %s' % (name, e))
        else:
            log('%s: done in %.1f s' % (name, time.time() - t1))

    cols = [('pg_ok', 'PG ok'), ('queries', 'queries'),
            ('accepted', 'accepted'), ('rejected', 'rejected'),
            ('compared', 'compared'), ('equal', 'equal'),
            ('differ', 'differ'), ('rwrej', 'rw-rejected'),
            ('accbad', 'acc-PG-rej'), ('nondet', 'nondet'),
            ('sidefx', 'side-fx'), ('timeout', 'timeout')]
    log('')
    log('%-16s' % 'file' + ''.join('%12s' % h for _, h in cols))
    tot = {}
    for name in files:
        if name not in results:
            continue
        st = results[name][0]
        log('%-16s' % name + ''.join('%12d' % st[k] for k, _ in cols))
        for k, _ in cols:
            tot[k] = tot.get(k, 0) + st[k]
    log('%-16s' % 'total' + ''.join('%12d' % tot.get(k, 0) for k, _ in cols))
    log('')
    log('columns: PG ok = statements PostgreSQL runs without error; queries '
        '= SELECT-like statements (EXPLAIN: the query inside) PostgreSQL '
        'runs; compared = accepted and deterministic (same rows twice); '
        'side-fx = accepted statements with side effects (each run compared '
        'in a savepoint rolled back at once, with the tables it writes); '
        'rw-rejected = PostgreSQL rejects qprop\'s SQL; '
        'acc-PG-rej = qprop accepts a query PostgreSQL rejects (or the '
        'rewrite loses a run-time error)')
    for name in files:
        if name not in results or not results[name][1]:
            continue
        log('%s rejected by qprop, by cause:' % name)
        for c, n in sorted(results[name][1].items(), key=lambda x: -x[1]):
            log('  %4d  %s' % (n, c))
    if os.environ.get('QPROP_REGRESS_LIST') == '1':
        for name in files:
            for key, msg, q in results.get(name, ({}, {}, [], []))[3]:
                log('rejected %s: %s\n    %s' % (key, msg, short(q, 400)))
    log('')
    failed = passed = nknown = 0
    seen = set()
    for name in files:
        if name not in results:
            continue
        st, _, fails, _ = results[name]
        passed += st['equal']
        for key, kind, s, q, detail in fails:
            seen.add(key)
            if key in known:
                nknown += 1
                log('known %s: %s (%s)' % (key, kind, known[key]))
                continue
            failed += 1
            log('FAIL %s: %s\n    query: %s\n    %s'
                % (key, kind, short(q, 800), detail))
    for key in sorted(known):
        if key.split(':')[0][:-4] in results and key not in seen:
            log('FIXED? %s is listed in %s but no longer fails (%s): '
                'remove it' % (key, os.path.basename(known_path), known[key]))
    failed += len(broken)
    for b in broken:
        log('FAIL %s' % b)
    log('pg_regress: %d known failures (%s), %.0f s'
        % (nknown, os.path.basename(known_path), time.time() - t0))
    log('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
