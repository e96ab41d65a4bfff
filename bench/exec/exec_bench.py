#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/exec/exec_bench.py -- TPC-DS on PostgreSQL, as written and as
qprop prints it (`qprop --format=sql`), on date-partitioned facts.

    exec_bench.py [options] QPROP CORPUS_DIR OUTDIR

psql must reach an empty server through the PG* environment variables
(run.sh starts a throwaway cluster).  Stdlib only.  Steps:

1. gen_tpcds.py writes the data (--scale), then the schema
   (CORPUS_DIR/schema_partitioned.sql) is created, every table loaded with
   COPY and ANALYZEd; the three times are reported.
2. The tables' row counts after ANALYZE go to OUTDIR/stats.sql as the
   pg_restore_relation_stats calls a PostgreSQL 18 pg_dump carries
   (--no-stats: not); qprop reads them after the schema.
   For each query file: qprop's rewrite (`QPROP --format=sql SCHEMA
   [STATS] Q`); a
   query that qprop rejects (non-zero status or no statement) is counted
   and skipped.  `--no-rewrite` output is compared with the rewrite to tell
   whether qprop changed anything.
3. Per query, two psql sessions.  The first is the warm-up: one
   EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, FORMAT JSON) of the original
   and one of the rewrite; a variant that hits statement_timeout there is
   not run again.  The second runs each variant --reps times, interleaved
   (O R, R O, O R...), each timed with psql's \\timing (client side, in
   the session: excludes connecting); the rows of the first run of each
   are compared as sorted multisets (a difference in a query ending in
   LIMIT with as many rows on both sides is reported as "limit": possibly
   ties at the LIMIT).
4. From the EXPLAIN: per variant the scans of fact-table partitions
   (<fact>_<year>|_default) that ran (actual loops > 0), that were "never
   executed" (loops = 0), and the partitions removed at run time
   ("Subplans Removed" of Append/MergeAppend nodes).
5. The queries found more than 10 % slower are run --confirm more times
   each way (default 5), interleaved, after all the others, and their
   speedup taken again over all their runs: OUTDIR/confirm.tsv and a line
   of the summary.  A slowdown that does not come back is run-to-run
   noise; the first pass's counts and geometric mean are kept as they are.
6. OUTDIR/exec.tsv (per query) and OUTDIR/summary.txt (printed).

Session settings: statement_timeout (--timeout), and --settings (default
"jit=off work_mem=16MB").
"""
import argparse
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PSQL = ['psql', '-X', '-q', '-A', '-t', '-P', 'pager=off', '-P', 'null=\\N',
        '-F', '\x1f', '-v', 'ON_ERROR_STOP=0']
EXPLAIN = 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, FORMAT JSON) '
FACTS = ('store_sales', 'store_returns', 'catalog_sales', 'catalog_returns',
         'web_sales', 'web_returns', 'inventory')
PART_RE = re.compile(r'^(%s)_(\d{4}(_\d\d)?|default)$' % '|'.join(FACTS))


def log(*a):
    print(*a, flush=True)


def psql(sql=None, files=(), timeout=None, db=None):
    cmd = list(PSQL)
    if db:
        cmd += ['-d', db]
    if sql is not None:
        cmd += ['-c', sql]
    for f in files:
        cmd += ['-f', f]
    return subprocess.run(cmd, capture_output=True, text=True,
                          timeout=timeout)


# ------------------------------------------------------------------ setup

def load(args, outdir):
    schema = os.path.join(args.corpus, 'schema_partitioned.sql')
    datadir = os.path.join(outdir, 'data')
    t0 = time.time()
    p = subprocess.run([sys.executable, os.path.join(HERE, 'gen_tpcds.py'),
                        '--scale', str(args.scale), '--seed', str(args.seed),
                        schema, datadir], capture_output=True, text=True)
    if p.returncode:
        sys.exit('gen_tpcds.py failed:\n' + p.stderr)
    rows = dict(l.split() for l in p.stdout.split('\n') if l.strip())
    t_gen = time.time() - t0
    t0 = time.time()
    p = psql(files=[schema])
    if p.returncode or 'ERROR' in p.stderr:
        sys.exit('schema failed:\n' + p.stderr)
    cmds = ''.join("\\copy %s from '%s'\n" % (t, os.path.join(datadir, t + '.tsv'))
                   for t in rows)
    f = os.path.join(outdir, 'load.sql')
    with open(f, 'w') as fh:
        fh.write(cmds)
    p = psql(files=[f])
    if p.returncode or 'ERROR' in p.stderr:
        sys.exit('load failed:\n' + p.stderr)
    t_load = time.time() - t0
    t0 = time.time()
    p = psql('ANALYZE')
    if p.returncode:
        sys.exit('ANALYZE failed:\n' + p.stderr)
    t_analyze = time.time() - t0
    p = psql("SELECT pg_size_pretty(pg_database_size(current_database()))")
    size = p.stdout.strip()
    if not args.keep_data:
        for t in rows:
            os.remove(os.path.join(datadir, t + '.tsv'))
    return rows, t_gen, t_load, t_analyze, size


# ---------------------------------------------------------------- queries

def strip_sql(text):
    text = text.strip()
    while text.endswith(';'):
        text = text[:-1].rstrip()
    return text


def qprop_sql(qprop, schema, qfile, rewrite=True, stats=None):
    cmd = [qprop, '--format=sql', '--no-source'] + ([] if rewrite else ['--no-rewrite']) + \
        [schema] + ([stats] if stats else []) + [qfile]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    out = p.stdout.strip()
    if p.returncode or not out:
        msg = (p.stderr.strip().split('\n') or [''])[0]
        return None, msg or 'exit %d, no output' % p.returncode
    return strip_sql(out), None


def write_stats(path):
    """The loaded tables' row counts (pg_class.reltuples after ANALYZE) as
    the pg_restore_relation_stats calls that a pg_dump of PostgreSQL 18
    carries, for qprop to read after the schema: its cost guards (the
    runtime bound's build side against the fact side) use them.  None when
    psql fails."""
    p = psql("SELECT c.relname, c.reltuples::bigint FROM pg_class c "
             "JOIN pg_namespace n ON n.oid = c.relnamespace "
             "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') "
             "AND c.reltuples >= 0 ORDER BY 1")
    if p.returncode:
        return None
    with open(path, 'w') as f:
        for line in p.stdout.split('\n'):
            if '\x1f' not in line:
                continue
            rel, n = line.split('\x1f')
            f.write("SELECT * FROM pg_catalog.pg_restore_relation_stats("
                    "'version', '150000'::integer, 'schemaname', 'public', "
                    "'relname', '%s', 'reltuples', '%s'::real);\n" % (rel, n))
    return path


def walk(node, acc):
    rel = node.get('Relation Name')
    if rel and PART_RE.match(rel):
        if node.get('Actual Loops', 0) > 0:
            acc['read'] += 1
            acc['rows'] += node.get('Actual Rows', 0) * node.get('Actual Loops', 0)
        else:
            acc['never'] += 1
    if 'Subplans Removed' in node:
        acc['removed'] += node['Subplans Removed']
    for c in node.get('Plans', []):
        walk(c, acc)


def explain_counts(path):
    try:
        doc = json.load(open(path))
    except (OSError, ValueError):
        return None
    acc = {'read': 0, 'never': 0, 'removed': 0, 'rows': 0}
    for item in doc:
        walk(item['Plan'], acc)
    return acc


class Session:
    """One psql script: statements with labels, timed by \\timing."""

    def __init__(self, args, work):
        self.work = work
        self.lines = ['\\set QUIET on',
                      'SET statement_timeout = %d;' % int(args.timeout * 1000)]
        for s in args.settings.split():
            k, v = s.split('=', 1)
            self.lines.append("SET %s = '%s';" % (k, v))
        self.lines.append('\\timing on')
        self.labels = []

    def add(self, label, sql, out):
        self.lines.append('\\o %s' % out)
        self.lines.append(sql + ';')
        self.lines.append('\\o')
        self.lines.append('\\echo @@ %s :SQLSTATE' % label)
        self.labels.append(label)

    def run(self, limit):
        f = os.path.join(self.work, 'session.sql')
        with open(f, 'w') as fh:
            fh.write('\n'.join(self.lines) + '\n')
        try:
            p = psql(files=[f], timeout=limit)
        except subprocess.TimeoutExpired:
            return {}
        res = {}
        last = None
        for line in p.stdout.split('\n'):
            m = re.match(r'Time: ([\d.]+) ms', line)
            if m:
                last = float(m.group(1))
                continue
            m = re.match(r'@@ (\S+) (\S+)', line)
            if m:
                res[m.group(1)] = (m.group(2), last if m.group(2) == '00000'
                                   else None)
                last = None
        self.stderr = p.stderr
        return res


def read_rows(path):
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return sorted(l for l in f.read().split('\n') if l != '')
    except OSError:
        return None


def timed_runs(args, orig, rewr, work, reps, variants, outs=None):
    """Run the variants ('o', 'r') reps times each in one session,
    interleaved (O R, R O, ...).  With outs (two paths), the first run of
    each writes its rows there.  Returns psql's results by label and the
    times (ms) of the runs that succeeded, per variant."""
    s = Session(args, work)
    for i in range(reps):
        order = variants if i % 2 == 0 else variants[::-1]
        for v in order:
            out = outs[v == 'r'] if outs and i == 0 else '/dev/null'
            s.add('%s%d' % (v, i + 1), orig if v == 'o' else rewr, out)
    res = s.run((reps + 1) * 2 * args.timeout + 60) if variants else {}
    times = {v: [res[k][1] for k in res if k[0] == v and k[1:].isdigit()
                 and res[k][1] is not None] for v in ('o', 'r')}
    return res, times


def run_query(args, name, orig, rewr, work):
    r = {}
    fo, fr = os.path.join(work, 'o.out'), os.path.join(work, 'r.out')
    eo, er = os.path.join(work, 'eo.json'), os.path.join(work, 'er.json')
    # 1. warm-up: one EXPLAIN ANALYZE of each (partition counts)
    s = Session(args, work)
    s.add('eo', EXPLAIN + orig, eo)
    s.add('er', EXPLAIN + rewr, er)
    res = s.run(4 * args.timeout + 60)
    st_o = res.get('eo', ('none', None))[0]
    st_r = res.get('er', ('none', None))[0]
    r['state_o'], r['state_r'] = st_o, st_r
    ok_o, ok_r = st_o == '00000', st_r == '00000'
    r['ex_o'] = explain_counts(eo) if ok_o else None
    r['ex_r'] = explain_counts(er) if ok_r else None
    # 2. timed runs, interleaved (O R, R O, ...); the first keeps its rows
    variants = [v for v, ok in (('o', ok_o), ('r', ok_r)) if ok]
    res, times = timed_runs(args, orig, rewr, work, args.reps, variants,
                            (fo, fr))
    for v in ('o', 'r'):
        r['ts_' + v] = times[v]
        r['t_' + v] = statistics.median(times[v]) if times[v] else None
        r['n_' + v] = len(times[v])
        bad = [res[k][0] for k in res if k[0] == v and res[k][0] != '00000']
        if bad and ok_o and ok_r:
            r['state_' + v] = bad[0]
    if (res.get('o1', ('',))[0] == '00000'
            and res.get('r1', ('',))[0] == '00000'):
        ro, rr = read_rows(fo), read_rows(fr)
        r['rows_o'], r['rows_r'] = len(ro), len(rr)
        if ro == rr:
            r['equal'] = 'yes'
        elif re.search(r'\blimit\s+\d+\s*$', orig, re.I) and len(ro) == len(rr):
            r['equal'] = 'limit'      # may be ties at the LIMIT
        else:
            r['equal'] = 'no'
    for f in (fo, fr, eo, er):
        if os.path.exists(f):
            os.remove(f)
    return r


SLOWER = 1 / 1.1    # a speedup below this is "more than 10 % slower"


def confirm(args, results, work):
    """Second measurement of the queries found more than 10 % slower: after
    all queries, --confirm more runs of each variant, interleaved, in a new
    session; the speedup is taken again over all runs (the first pass's
    and these).  A slowdown that a later measurement does not reproduce is
    run-to-run noise.  Only the slower tail is measured again, so the
    counts of the first pass and the geometric mean are left as they are.
    Writes OUTDIR/confirm.tsv; returns the queries measured (None when
    --confirm is 0)."""
    if not args.confirm:
        return None
    slow = [r for r in results if r['status'] == 'ok' and r['speedup']
            and r['speedup'] < SLOWER]
    if slow:
        log('')
        log('confirmation: %d more runs each of the %d queries >10%% slower'
            % (args.confirm, len(slow)))
    done = []
    with open(os.path.join(args.outdir, 'confirm.tsv'), 'w') as tsv:
        tsv.write('query\truns\torig_ms\trewr_ms\tspeedup_all_runs\t'
                  'speedup_these_runs\tspeedup_first\n')
        for r in slow:
            orig, rewr = r['sql']
            _, t = timed_runs(args, orig, rewr, work, args.confirm, ['o', 'r'])
            if not t['o'] or not t['r'] or statistics.median(t['r']) <= 0:
                continue
            to, tr = r['ts_o'] + t['o'], r['ts_r'] + t['r']
            mo, mr = statistics.median(to), statistics.median(tr)
            r['confirm'] = mo / mr
            now = statistics.median(t['o']) / statistics.median(t['r'])
            done.append(r)
            tsv.write('%s\t%d\t%.1f\t%.1f\t%.3f\t%.3f\t%.3f\n' % (
                r['name'], min(len(to), len(tr)), mo, mr, r['confirm'], now,
                r['speedup']))
            log('%-5s first %.3fx; these %d runs %.3fx; all %d runs %.3fx '
                '(%s ms vs %s ms)' % (r['name'], r['speedup'], args.confirm,
                                      now, min(len(to), len(tr)), r['confirm'],
                                      fmt_ms(mo), fmt_ms(mr)))
    return done


def confirm_line(args, done):
    """The summary's line for confirm()."""
    still = [r for r in done if r['confirm'] < SLOWER]
    gone = [r for r in done if r['confirm'] >= SLOWER]

    def names(rs):
        return ', '.join('%s %.2fx' % (r['name'], r['confirm'])
                         for r in sorted(rs, key=lambda r: r['confirm']))
    return ('confirmation (%d more runs each of those >10%% slower, after all '
            'queries; median over all runs): still >10%% slower: %d%s; '
            'not reproduced: %d%s' % (
                args.confirm, len(still), ' (%s)' % names(still) if still else '',
                len(gone), ' (%s)' % names(gone) if gone else ''))


def fmt_ms(x):
    return '-' if x is None else '%.1f' % x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--scale', type=float, default=0.2)
    ap.add_argument('--seed', type=int, default=20251118)
    ap.add_argument('--reps', type=int, default=3)
    ap.add_argument('--timeout', type=float, default=60.0)
    ap.add_argument('--settings', default='jit=off work_mem=16MB')
    ap.add_argument('--queries', default='',
                    help='comma-separated names (q03,q07); default all')
    ap.add_argument('--confirm', type=int, default=5,
                    help='more timed runs of each query found >10%% slower, '
                         'after all queries (0: none)')
    ap.add_argument('--keep-data', action='store_true')
    ap.add_argument('--no-load', action='store_true')
    ap.add_argument('--no-stats', action='store_true',
                    help='do not give qprop the row counts')
    ap.add_argument('qprop')
    ap.add_argument('corpus')
    ap.add_argument('outdir')
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    work = os.path.join(args.outdir, 'work')
    os.makedirs(work, exist_ok=True)
    schema = os.path.join(args.corpus, 'schema_partitioned.sql')
    t_start = time.time()
    head = []

    def note(line):
        head.append(line)
        log(line)

    note('qprop execution benchmark (make bench-exec): TPC-DS on PostgreSQL, '
         'original SQL vs qprop --format=sql')
    ver = psql('SHOW server_version').stdout.strip()
    rev = subprocess.run(['git', '-C', HERE, 'rev-parse', '--short', 'HEAD'],
                         capture_output=True, text=True).stdout.strip()
    try:
        cpu = [l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo')
               if l.startswith('model name')][0]
    except (OSError, IndexError):
        cpu = platform.processor()
    note('machine: %s, %d cores; load at start %s' % (
        cpu, os.cpu_count() or 0,
        ' '.join('%.2f' % x for x in os.getloadavg())))
    note('date: %s; qprop %s; PostgreSQL %s; scale %g; reps %d (median), '
         'statement_timeout %gs; settings: %s' % (
             time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime()), rev or '?',
             ver, args.scale, args.reps, args.timeout, args.settings))
    if not args.no_load:
        rows, t_gen, t_load, t_an, size = load(args, args.outdir)
        note('data: generate %.0f s, COPY %.0f s, ANALYZE %.0f s; database %s; '
             'store_sales %s, catalog_sales %s, web_sales %s, store_returns %s, '
             'inventory %s rows' % (t_gen, t_load, t_an, size,
                                    rows['store_sales'], rows['catalog_sales'],
                                    rows['web_sales'], rows['store_returns'],
                                    rows['inventory']))

    stats = None
    if not args.no_stats:
        stats = write_stats(os.path.join(args.outdir, 'stats.sql'))
        note('row counts given to qprop: %s' % (stats or 'none (psql failed)'))
    files = sorted(f[:-4] for f in os.listdir(args.corpus)
                   if re.match(r'q\d\d[ab]?\.sql$', f))
    if args.queries:
        want = set(args.queries.split(','))
        files = [f for f in files if f in want]
    tsv = open(os.path.join(args.outdir, 'exec.tsv'), 'w')
    cols = ['query', 'status', 'changed', 'orig_ms', 'rewr_ms', 'speedup',
            'rows_orig', 'rows_rewr', 'rows_equal',
            'orig_parts_read', 'orig_parts_never', 'orig_parts_removed',
            'rewr_parts_read', 'rewr_parts_never', 'rewr_parts_removed',
            'orig_part_rows', 'rewr_part_rows', 'note']
    tsv.write('\t'.join(cols) + '\n')
    results = []
    rejected = []
    for name in files:
        qfile = os.path.join(args.corpus, name + '.sql')
        orig = strip_sql(open(qfile, encoding='utf-8').read())
        rewr, err = qprop_sql(args.qprop, schema, qfile, stats=stats)
        if rewr is None:
            rejected.append((name, err))
            tsv.write('\t'.join([name, 'rejected'] + ['-'] * (len(cols) - 3)
                                + [err.replace('\t', ' ')]) + '\n')
            log('%-5s rejected by qprop: %s' % (name, err))
            continue
        plain, _ = qprop_sql(args.qprop, schema, qfile, rewrite=False,
                             stats=stats)
        changed = 'no' if plain is not None and plain == rewr else 'yes'
        t0 = time.time()
        r = run_query(args, name, orig, rewr, work)
        r['name'], r['changed'] = name, changed
        r['sql'] = (orig, rewr)
        eo, er = r['ex_o'], r['ex_r']
        if r['t_o'] is not None and r['t_r'] is not None:
            status = 'ok'
            r['speedup'] = r['t_o'] / r['t_r'] if r['t_r'] > 0 else None
        else:
            status = ('timeout' if '57014' in (r['state_o'], r['state_r'])
                      else 'error')
            status += '(%s%s)' % ('o' if r['t_o'] is None else '',
                                  'r' if r['t_r'] is None else '')
            r['speedup'] = None
        r['status'] = status
        results.append(r)

        def g(e, k):
            return '-' if e is None else str(e[k])
        row = [name, status, changed, fmt_ms(r['t_o']), fmt_ms(r['t_r']),
               '-' if r['speedup'] is None else '%.3f' % r['speedup'],
               str(r.get('rows_o', '-')), str(r.get('rows_r', '-')),
               r.get('equal', '-'),
               g(eo, 'read'), g(eo, 'never'), g(eo, 'removed'),
               g(er, 'read'), g(er, 'never'), g(er, 'removed'),
               g(eo, 'rows'), g(er, 'rows'),
               '' if status == 'ok' else 'sqlstate %s/%s' % (r['state_o'],
                                                             r['state_r'])]
        tsv.write('\t'.join(row) + '\n')
        tsv.flush()
        log('%-5s %-12s %9s ms %9s ms  x%-6s rows %-5s parts %s/%s  (%.0f s)' % (
            name, status, fmt_ms(r['t_o']), fmt_ms(r['t_r']),
            row[5], r.get('equal', '-'), row[9], row[12], time.time() - t0))
    tsv.close()
    confirmed = confirm(args, results, work)

    # ---------------------------------------------------------- summary
    ok = [r for r in results if r['status'] == 'ok']
    sp = [r['speedup'] for r in ok if r['speedup']]
    gm = math.exp(sum(math.log(x) for x in sp) / len(sp)) if sp else None
    slowest = min(ok, key=lambda r: r['speedup']) if ok else None
    fastest = max(ok, key=lambda r: r['speedup']) if ok else None
    both_ex = [r for r in results if r['ex_o'] and r['ex_r']]
    fewer = [r['name'] for r in both_ex if r['ex_r']['read'] < r['ex_o']['read']]
    more = [r['name'] for r in both_ex if r['ex_r']['read'] > r['ex_o']['read']]
    fewer_rows = [r['name'] for r in both_ex
                  if r['ex_r']['rows'] < r['ex_o']['rows']]
    lines = [
        '',
        'queries: %d files; rejected by qprop %d%s; SQL changed by the rewrite %d'
        % (len(files), len(rejected),
           ' (%s)' % ', '.join(n for n, _ in rejected) if rejected else '',
           sum(1 for r in results if r['changed'] == 'yes')),
        'run (both variants finished): %d; timeout/error: %d%s' % (
            len(ok), len(results) - len(ok),
            ' (%s)' % ', '.join('%s %s' % (r['name'], r['status'])
                                for r in results if r['status'] != 'ok')
            if len(results) > len(ok) else ''),
        'timed out (statement_timeout) in the original only: %s; in the '
        'rewrite only: %s; in both: %s' % (
            ' '.join(r['name'] for r in results if r['status'] == 'timeout(o)')
            or '-',
            ' '.join(r['name'] for r in results if r['status'] == 'timeout(r)')
            or '-',
            ' '.join(r['name'] for r in results if r['status'] == 'timeout(or)')
            or '-'),
        'rows equal (sorted multiset): %d of %d; differing only under LIMIT '
        '(possible ties): %d; differing: %d%s' % (
            sum(1 for r in ok if r.get('equal') == 'yes'), len(ok),
            sum(1 for r in ok if r.get('equal') == 'limit'),
            sum(1 for r in ok if r.get('equal') == 'no'),
            ' (%s)' % ', '.join(r['name'] for r in ok if r.get('equal') == 'no')
            if any(r.get('equal') == 'no' for r in ok) else ''),
        'speedup = original time / rewritten time (median of %d warm runs '
        'each, interleaved)' % args.reps,
        'geometric mean speedup: %s' % ('-' if gm is None else '%.3fx' % gm),
        'slowest ratio: %s' % ('-' if slowest is None else '%.3fx (%s: %s ms vs %s ms)' % (
            slowest['speedup'], slowest['name'], fmt_ms(slowest['t_o']),
            fmt_ms(slowest['t_r']))),
        'best ratio: %s' % ('-' if fastest is None else '%.3fx (%s: %s ms vs %s ms)' % (
            fastest['speedup'], fastest['name'], fmt_ms(fastest['t_o']),
            fmt_ms(fastest['t_r']))),
        'rewritten >10%% slower: %d; >10%% faster: %d; faster at all: %d; '
        'within +-10%%: %d' % (
            sum(1 for x in sp if x < SLOWER), sum(1 for x in sp if x > 1.1),
            sum(1 for x in sp if x > 1.0),
            sum(1 for x in sp if SLOWER <= x <= 1.1)),
        confirm_line(args, confirmed) if confirmed is not None else None,
        'fact partition scans executed (EXPLAIN ANALYZE, %d queries with both '
        'plans): original %d, rewritten %d; never executed %d / %d; '
        'removed at run time %d / %d' % (
            len(both_ex), sum(r['ex_o']['read'] for r in both_ex),
            sum(r['ex_r']['read'] for r in both_ex),
            sum(r['ex_o']['never'] for r in both_ex),
            sum(r['ex_r']['never'] for r in both_ex),
            sum(r['ex_o']['removed'] for r in both_ex),
            sum(r['ex_r']['removed'] for r in both_ex)),
        'queries reading fewer fact partitions than the original: %d%s; more: %d%s'
        % (len(fewer), ' (%s)' % ', '.join(fewer) if fewer else '',
           len(more), ' (%s)' % ', '.join(more) if more else ''),
        'queries reading fewer fact-partition rows than the original: %d%s' % (
            len(fewer_rows),
            ' (%s)' % ', '.join(fewer_rows) if fewer_rows else ''),
        'sum of medians: original %.1f s, rewritten %.1f s (queries run)' % (
            sum(r['t_o'] for r in ok) / 1000, sum(r['t_r'] for r in ok) / 1000),
        'run took %.0f s; load at end %s' % (
            time.time() - t_start,
            ' '.join('%.2f' % x for x in os.getloadavg())),
    ]
    lines = [l for l in lines if l is not None]
    for l in lines:
        log(l)
    with open(os.path.join(args.outdir, 'summary.txt'), 'w') as f:
        f.write('\n'.join(head + lines) + '\n')


if __name__ == '__main__':
    main()
