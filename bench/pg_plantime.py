#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/pg_plantime.py — planning time the pg_qprop extension adds, per
query, qprop.enabled off and on interleaved in one session

    pg_plantime.py [--reps N] [--queries q01,q19]
                   [--so LABEL=PATH[@SETTING=VALUE...]]... [--detail]
                   [--load] CORPORA SET

SET is tpch or tpcds_part, read from database p_SET, which holds that
set's schema and data as tests/pg/compare.py loads them (--load makes
it so first: the database is made again).  psql reaches the server
through the PG* variables.
For each query file of the set and for each build of the extension
(--so, default: pg/.libs/qprop.so as 'on'; settings after '@' are
given to the session too, e.g. @qprop.rewrite_memo=0), one psql session
with that qprop.so in session_preload_libraries runs the file's statements that
are not queries once, in place (TPC-H Q15's view), and each query as
`EXPLAIN (SUMMARY ON, COSTS OFF)`: once off and once on unmeasured
(the extension's catalog is cached by then), then N times off and on
alternated, so that a change in the machine's load falls on both.  The
builds take turns going first from one query to the next.  "Planning
Time" is pg_plan_query(), which the planner_hook (and so the whole
rewrite) is inside of.

Prints, per build, the medians over the queries of each query's median
off and on, the median and worst of the added time (on - off), and the
median ratio; with --detail one line per query.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'tests', 'oracle'))
sys.path.insert(0, os.path.join(HERE, '..', 'tests', 'pg'))
import sqlsplit  # noqa: E402


def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def query_files(corpora, name):
    d = os.path.join(corpora, 'tpch' if name == 'tpch' else 'tpcds')
    pat = r'q\d\d\.sql$' if name == 'tpch' else r'q\d.*\.sql$'
    return [(f, open(os.path.join(d, f), encoding='utf-8').read())
            for f in sorted(os.listdir(d)) if re.match(pat, f)]


def script(text, reps):
    """psql input for one query file; the number of queries in it."""
    out, n = ['SET client_min_messages = warning;\n'], 0
    for st in sqlsplit.split(text):
        if st.kind != 'sql':
            continue
        q, _ = sqlsplit.query_of(st.text)
        if q is None:
            out.append(st.text + '\n;\n')
            continue
        n += 1
        ex = 'EXPLAIN (SUMMARY ON, COSTS OFF)\n%s\n;\n' % q.rstrip().rstrip(';')
        out.append('\\echo @@query %d\n' % n)
        for _ in range(reps + 1):
            out.append('SET qprop.enabled = off;\n\\echo @@off\n' + ex)
            out.append('SET qprop.enabled = on;\n\\echo @@on\n' + ex)
    return ''.join(out), n


def measure(db, so, text, reps):
    """{query number: (off times, on times)} of one session."""
    s, _ = script(text, reps)
    env = dict(os.environ)
    so, _, opts = so.partition('@')
    env['PGOPTIONS'] = '-c session_preload_libraries=%s%s' % (
        so, ''.join(' -c ' + o for o in opts.split('@') if o))
    p = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-d', db], input=s,
                       capture_output=True, text=True, env=env)
    res, cur, mode = {}, None, None
    for line in p.stdout.splitlines():
        m = re.match(r'^@@query (\d+)$', line)
        if m:
            cur = int(m.group(1))
            res[cur] = ([], [])
            continue
        if line in ('@@off', '@@on'):
            mode = line[2:]
            continue
        m = re.match(r'^Planning Time: ([\d.]+) ms$', line)
        if m and cur is not None:
            res[cur][0 if mode == 'off' else 1].append(float(m.group(1)))
    # drop the unmeasured first pair
    return {k: (v[0][1:], v[1][1:]) for k, v in res.items()
            if len(v[0]) > 1 and len(v[1]) > 1}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--reps', type=int, default=7)
    ap.add_argument('--queries', default='')
    ap.add_argument('--so', action='append', default=[])
    ap.add_argument('--detail', action='store_true')
    ap.add_argument('--load', action='store_true')
    ap.add_argument('corpora')
    ap.add_argument('set')
    a = ap.parse_args()
    a.db = 'p_' + a.set
    builds = [tuple(x.split('=', 1)) for x in a.so] or \
        [('on', os.path.abspath('pg/.libs/qprop.so'))]
    if a.load:
        import compare
        compare.bench_set = lambda *args, **kw: 0
        with tempfile.TemporaryDirectory() as work:
            compare.corpus_set(a.set, a.corpora, os.path.join(
                HERE, '..', 'tests', 'oracle', 'tpch_data.sql'), work, True)
    wanted = set(a.queries.split(',')) - {''}
    files = [(f, t) for f, t in query_files(a.corpora, a.set)
             if not wanted or f[:-4] in wanted]
    rows = {label: [] for label, _ in builds}
    for i, (f, text) in enumerate(files):
        order = builds if i % 2 == 0 else builds[::-1]
        for label, so in order:
            for k, (off, on) in sorted(measure(a.db, so, text, a.reps).items()):
                name = f[:-4] + ('' if k == 1 else '#%d' % k)
                rows[label].append((name, median(off), median(on)))
    for label, _ in builds:
        r = rows[label]
        if not r:
            print('%s: no query measured' % label)
            continue
        if a.detail:
            for name, off, on in r:
                print('%s\t%s\toff %.3f\ton %.3f\tadded %.3f' %
                      (label, name, off, on, on - off))
        added = [on - off for _, off, on in r]
        worst = max(r, key=lambda x: x[2] - x[1])
        print('%s %s: %d queries (ms, median of %d each): off median %.3f, '
              'on median %.3f; added median %.3f, worst %.3f (%s: %.3f -> '
              '%.3f); ratio median %.2f'
              % (a.set, label, len(r), a.reps, median([x[1] for x in r]),
                 median([x[2] for x in r]), median(added), max(added),
                 worst[0], worst[1], worst[2],
                 median([on / off for _, off, on in r if off > 0])))


if __name__ == '__main__':
    main()
