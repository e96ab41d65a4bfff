#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/pg/compare.py — queries run by PostgreSQL with the pg_qprop
extension loaded, qprop.enabled off against on.

    compare.py CORPORA TPCH_DATA_SQL WORKDIR SET...

SET is tpch (the corpus schema without NOT NULL, tests/oracle/tpch_data.sql),
tpcds_part (the partitioned TPC-DS schema, generated data as
tests/oracle/corpora_data.py makes it), or golden (every golden file of
tests/regress/sql with random NULL-heavy rows, as
tests/oracle/golden_roundtrip.py fills them).  The extension must already
be loaded in every session (PGOPTIONS with session_preload_libraries, set by
tests/pg/check.sh); psql reaches the server through the PG* variables.

For each query: its rows with qprop.enabled off and on, compared as sorted
multisets (both erroring is a pass: the extension never makes a query fail
that ran, and never makes one run that failed), then EXPLAIN with it on, to
count the statements qprop rewrote (the "qprop:" line).  A LIMIT query whose
answers differ but have the same number of rows is counted apart (rows tied
at the cut-off may differ between plans).  Statements that are not queries
(Q15's CREATE VIEW, the golden files' DDL) run once, in order.  Prints one
line per failure and a summary per set; exit status 1 on any failure.
"""
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'oracle'))
import corpora_data  # noqa: E402
import golden_roundtrip  # noqa: E402
import sqlsplit  # noqa: E402

PSQL = ['psql', '-X', '-q', '-A', '-t', '-P', 'null=\\N']


def run(db, script, timeout=600):
    p = subprocess.run(PSQL + ['-d', db], input=script, capture_output=True,
                       text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def must(db, script):
    rc, out, err = run(db, script)
    if rc != 0 or 'ERROR' in err:
        raise RuntimeError('%s: %s' % (db, err.strip()[:800]))
    return out


def create_db(db):
    run('postgres', 'DROP DATABASE IF EXISTS %s;' % db)
    must('postgres', 'CREATE DATABASE %s;' % db)


def sections(out):
    """The output of compare_script() cut at its markers."""
    parts, cur, name = {}, [], None
    for line in out.splitlines():
        m = re.match(r'^@@(\w+)(?: (\w+))?$', line)
        if m:
            if m.group(1) == 'status':
                parts[name] = ('error' if m.group(2) == 'true' else 'rows',
                               sorted(cur))
            name, cur = m.group(1), []
        else:
            cur.append(line)
    return parts


def compare_script(query, path=None, targets=()):
    """psql input running 'query' with qprop off, on, and under EXPLAIN;
    a statement that writes runs in a transaction rolled back, followed by
    the contents of the tables it writes."""
    q = query.rstrip().rstrip(';')
    # a golden file's (TimeZone, search_path) where the query stands
    pre = golden_roundtrip.set_path(path) + '\n' if path else ''
    after = ''.join('TABLE %s;\n' % t for t in targets)
    begin, end = ('BEGIN;\n', 'ROLLBACK;\n') if targets else ('', '')
    def one(mode):
        return ('\\echo @@' + mode + '\n' + begin + 'SET qprop.enabled = ' +
                mode + ';\n' + q + '\n;\n' + after +
                '\\echo @@status :ERROR\n' + end)
    return (pre + 'SET statement_timeout = 120000;\n' + one('off') +
            one('on') + '\\echo @@explain\n' + begin + 'EXPLAIN (COSTS OFF) '
            + q + '\n;\n\\echo @@status :ERROR\n' + end)


class Tally:
    def __init__(self, name):
        self.name = name
        self.passed = self.failed = self.rewritten = self.ties = 0
        self.empty = self.both_error = 0

    def check(self, label, query, path=None, db=None, targets=()):
        rc, out, err = run(db, compare_script(query, path, targets))
        if 'server closed the connection' in err or \
                'terminating connection' in err:
            self.failed += 1
            print('CRASH %s: %s' % (label, err.strip()[:400]))
            return
        s = sections(out)
        off, on = s.get('off'), s.get('on')
        if off is None or on is None:
            self.failed += 1
            print('ERROR %s: no result: %s' % (label, err.strip()[:400]))
            return
        explain = s.get('explain', ('error', []))
        if any(l.startswith('qprop: ') for l in explain[1]):
            self.rewritten += 1
        if off == on or (off[0] == 'error' and on[0] == 'error'):
            self.passed += 1
            if off[0] == 'error':
                self.both_error += 1
            elif off[1] == []:
                self.empty += 1
            return
        if (off[0] == on[0] == 'rows' and len(off[1]) == len(on[1]) and
                sqlsplit.has_limit(query)):
            self.passed += 1
            self.ties += 1
            return
        self.failed += 1
        print('MISMATCH %s: %s\n  off: %s\n  on:  %s\n  stderr: %s'
              % (label, ' '.join(query.split())[:300], str(off)[:300],
                 str(on)[:300], err.strip()[:300]))

    def summary(self):
        print('%s: %d queries, %d rewritten by qprop, %d passed (%d with no '
              'rows, %d erroring both ways, %d LIMIT ties), %d failed'
              % (self.name, self.passed + self.failed, self.rewritten,
                 self.passed, self.empty, self.both_error, self.ties,
                 self.failed))


def corpus_set(name, corpora, tpch_data, work, bench=False):
    d = os.path.join(corpora, 'tpch' if name == 'tpch' else 'tpcds')
    if name == 'tpch':
        text = open(os.path.join(d, 'schema.sql'), encoding='utf-8').read()
        schema = os.path.join(work, 'tpch_schema.sql')
        open(schema, 'w').write(re.sub(r'not\s+null', '', text, flags=re.I))
        schemas = [schema]
        qfiles = sorted(f for f in os.listdir(d) if re.match(r'q\d\d\.sql$', f))
    else:
        schemas = [os.path.join(d, 'schema_partitioned.sql')]
        qfiles = sorted(f for f in os.listdir(d) if re.match(r'q\d.*\.sql$', f))
    texts = {f: open(os.path.join(d, f), encoding='utf-8').read()
             for f in qfiles}
    db = 'p_' + name
    create_db(db)
    must(db, ''.join(open(s, encoding='utf-8').read() + '\n;\n'
                     for s in schemas))
    if name == 'tpch':
        must(db, open(tpch_data, encoding='utf-8').read())
    else:
        # the generator reads the keys of the plain schema
        aux = 'p_tpcds_aux'
        create_db(aux)
        must(aux, ''.join(open(os.path.join(d, s), encoding='utf-8').read()
                          + '\n;\n' for s in ('schema.sql', 'schema_ri.sql')))
        import datetime
        pool = corpora_data.collect_literals(texts.values())
        dates, day = set(), datetime.date(1998, 1, 1)
        while day.year < 2003:
            dates.add(day)
            day += datetime.timedelta(days=9)
        for s in corpora_data.query_dates(texts.values()):
            base = datetime.date.fromisoformat(s)
            for k in (0, 1, 5, 10, 30, 60):
                dates.add(base + datetime.timedelta(days=k))
        data = corpora_data.generate(aux, 'tpcds_part', pool, dates,
                                     random.Random(corpora_data.SEED))
        run('postgres', 'DROP DATABASE IF EXISTS %s;' % aux)
        rc, _, err = run(db, data)
        if rc or 'ERROR' in err:
            raise RuntimeError('loading the generated data: ' + err[:800])
    must(db, 'ANALYZE;')
    if bench:
        return bench_set(name, db, qfiles, texts)
    t = Tally(name)
    for f in qfiles:
        n = 0
        for st in sqlsplit.split(texts[f]):
            if st.kind != 'sql':
                continue
            q, _ = sqlsplit.query_of(st.text)
            if q is None:
                run(db, st.text + '\n;\n')
                continue
            n += 1
            t.check('%s %s#%d' % (name, f, n), q, db=db)
    t.summary()
    return t.failed


def planning_ms(out):
    return [float(m.group(1)) for m in
            re.finditer(r'^Planning Time: ([\d.]+) ms$', out, re.M)]


def median(v):
    v = sorted(v)
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] +
                                                v[len(v) // 2]) / 2


def bench_set(name, db, qfiles, texts, reps=7):
    """Planning time of each query, qprop.enabled off and on: the median
    of 'reps' EXPLAINs in one session each, after one unmeasured EXPLAIN
    (the catalog is cached by then)."""
    rows = []
    for f in qfiles:
        n = 0
        for st in sqlsplit.split(texts[f]):
            if st.kind != 'sql':
                continue
            q, _ = sqlsplit.query_of(st.text)
            if q is None:
                run(db, st.text + '\n;\n')
                continue
            n += 1
            q = q.rstrip().rstrip(';')
            ex = 'EXPLAIN (SUMMARY ON, COSTS OFF) %s\n;\n' % q
            times = {}
            for mode in ('off', 'on'):
                _, out, _ = run(db, 'SET qprop.enabled = %s;\n' % mode
                                + ex * (reps + 1))
                t = planning_ms(out)[1:]
                times[mode] = median(t) if t else None
            if times['off'] is not None and times['on'] is not None:
                rows.append(('%s#%d' % (f, n), times['off'], times['on']))
    extra = [on - off for _, off, on in rows]
    ratio = [on / off for _, off, on in rows if off > 0]
    worst = max(rows, key=lambda r: r[2] - r[1])
    print('%s planning time over %d queries (ms, median of %d): without '
          'qprop median %.2f, with it median %.2f; added median %.2f, worst '
          '%.2f (%s: %.2f -> %.2f); ratio median %.2f, worst %.2f'
          % (name, len(rows), reps, median([r[1] for r in rows]),
             median([r[2] for r in rows]), median(extra), max(extra),
             worst[0], worst[1], worst[2], median(ratio), max(ratio)))
    return 0


def golden_set(top):
    t = Tally('golden')
    rng = random.Random(golden_roundtrip.SEED)
    sqldir = os.path.join(top, 'tests', 'regress', 'sql')
    for f in sorted(os.listdir(sqldir)):
        if not f.endswith('.sql') or f == 'errors.sql':
            continue
        path = os.path.join(sqldir, f)
        db = 'g_' + re.sub(r'\W', '_', f[:-4])
        create_db(db)
        stmts = golden_roundtrip.split_statements(
            open(path, encoding='utf-8').read())
        queries, script = [], []
        for body, is_query, *_ in stmts:
            if is_query:
                script.append("SELECT 'qpos', %d, pg_catalog.current_setting("
                              "'TimeZone'), pg_catalog.current_setting("
                              "'search_path');" % len(queries))
                queries.append(body)
            else:
                script.append(body + ';')
        rc, out, err = run(db, '\n'.join(script) + '\n')
        paths = {}
        for line in out.splitlines():
            p = line.split('|', 3)
            if len(p) == 4 and p[0] == 'qpos':
                paths[int(p[1])] = (p[2], p[3])
        try:
            golden_roundtrip.fill(db, rng)
        except RuntimeError as e:
            print('note: %s: filling failed: %s' % (f, str(e)[:200]))
        for i, q in enumerate(queries):
            t.check('golden %s query %d' % (f, i + 1), q, paths.get(i), db,
                    golden_roundtrip.dml_targets(q))
        run('postgres', 'DROP DATABASE IF EXISTS %s;' % db)
    t.summary()
    return t.failed


def main():
    corpora, tpch_data, work = sys.argv[1:4]
    failed = 0
    for name in sys.argv[4:]:
        if name.startswith('bench-'):
            failed += corpus_set(name[6:], corpora, tpch_data, work, True)
        elif name == 'golden':
            failed += golden_set(os.path.join(HERE, '..', '..'))
        else:
            failed += corpus_set(name, corpora, tpch_data, work)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
