#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/pg/bench_exec.py -- execution times of the TPC-DS queries on a
PostgreSQL with the pg_qprop extension loaded: the original SQL with
qprop.enabled off against on (and the other settings below), on yearly
and on monthly fact partitions, with the fact partitions each plan reads
and the oracle minimum it could read.  What `make bench-exec` runs
(bench/exec/run.sh); not part of make check.  bench/README.md,
"Through the extension", has the method and the figures.

The server must have the extension loaded in every session
(session_preload_libraries, e.g. by PGOPTIONS) unless --compare names only
off and sql; psql reaches it through the PG* variables.  Stdlib only;
bench/exec/exec_bench.py's Session, explain_counts() and row comparison
are used, bench/exec/oracle.py's monthly layout and oracle.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.normpath(os.path.join(HERE, '..', '..'))
sys.path.insert(0, os.path.join(TOP, 'bench', 'exec'))
import exec_bench  # noqa: E402
import oracle  # noqa: E402

MODES = {
    'off': ['SET qprop.enabled = off;'],
    'on': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;'],
    'quals': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
              'SET qprop.bounds_as_pruning = off;'],
    'plantime': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = on;'],
    'pruning': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
                'SET qprop.bounds_as_pruning = on;'],
    'noest': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
              'SET qprop.bounds_as_pruning = on;',
              'SET qprop.bounds_estimate = off;'],
    'estimate': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
                 'SET qprop.bounds_as_pruning = on;',
                 'SET qprop.bounds_estimate = on;'],
    # the command line's SQL (qprop --format=sql), sent with the extension off
    'sql': ['SET qprop.enabled = off;'],
}
LAYOUTS = ('yearly', 'monthly')
EPILOG = """\
modes (--compare; the first is the baseline every other is compared with):
  off       qprop.enabled = off: PostgreSQL alone
  on        qprop.enabled = on (the defaults)
  quals     on, and qprop.bounds_as_pruning = off: the bounds as quals
            in qprop's SQL
  pruning   on, and qprop.bounds_as_pruning = on: the bounds as run-time
            pruning, not quals
  noest     pruning, and qprop.bounds_estimate = off (its default since
            2026-12-06 08:20 UTC): the plan sized for every partition
  estimate  pruning, and qprop.bounds_estimate = on: the partitions the
            bound is expected to leave out estimated as empty ('pruning'
            in bench/README.md's runs 1-7 of branch s6_est)
  plantime  on, and qprop.plan_time_bounds = on (needs --isolation
            'repeatable read' to apply)
  sql       the SQL `QPROP --format=sql --no-source SCHEMA STATS Q` prints
            for the layout's schema and the loaded tables' row counts,
            sent with qprop.enabled = off
  A mode other than off and sql needs the extension loaded in every
  session (check: SHOW qprop.enabled).

layouts (--layouts), one database each (qp_yearly, qp_monthly), the same
rows in both:
  yearly    CORPUS/schema_partitioned.sql: each fact by its date key, one
            partition a year 1998-2003 and a DEFAULT (43 partitions)
  monthly   the same, twelve partitions a year (oracle.py monthly_schema,
            written to OUTDIR/schema_monthly.sql; 511 partitions)

per query, layout and mode: one EXPLAIN (ANALYZE) (the fact partition
scans that ran), then --reps timed runs of every mode interleaved in one
session (the order rotates), the median; the rows of the first run are
compared with the baseline's (sorted).  ratio = baseline / mode.  The
oracle minimum (bench/exec/oracle.py) is computed from the data per
query and layout.  Every mode measured below 1.0x runs --confirm more
times (at least 5), interleaved with the baseline, after all queries; its
ratio is then the median of the paired ratios of all its rounds (each run
against the baseline's run of the same round), and only a ratio still
below 1.0 counts as slower.  Writes OUTDIR/bench.tsv (one line per layout,
query and mode), OUTDIR/bench.md (the same as tables for bench/README.md),
OUTDIR/plans/LAYOUT_QUERY_MODE.json (each EXPLAIN ANALYZE, for the causes
of a slowdown) and OUTDIR/summary.txt (printed at the end).

example (the full benchmark, from the build directory, a cluster with the
extension preloaded):
  make bench-exec QPROP_BENCH_SCALE=1
  tests/pg/bench_exec.py --scale 1 --compare off,on,sql --qprop ./qprop \\
      ../shared/corpora/tpcds OUTDIR
"""


def log(*a):
    print(*a, flush=True)


def psql(sql, db):
    return exec_bench.psql(sql, db=db)


def db_of(layout):
    return 'qp_' + layout


def schema_of(args, layout):
    if layout == 'yearly':
        return os.path.join(args.corpus, 'schema_partitioned.sql')
    return os.path.join(args.outdir, 'schema_monthly.sql')


# ------------------------------------------------------------------ data

def load(args):
    """Generate the data once, create a database per layout with its
    schema, COPY, ANALYZE, and build the oracle's qp_oracle_keys."""
    yearly = os.path.join(args.corpus, 'schema_partitioned.sql')
    with open(schema_of(args, 'monthly'), 'w') as f:
        f.write(oracle.monthly_schema(open(yearly).read()) + '\n')
    datadir = os.path.join(args.outdir, 'data')
    t0 = time.time()
    p = subprocess.run([sys.executable,
                        os.path.join(TOP, 'bench', 'exec', 'gen_tpcds.py'),
                        '--scale', str(args.scale), '--seed', str(args.seed),
                        yearly, datadir], capture_output=True, text=True)
    if p.returncode:
        sys.exit('gen_tpcds.py failed:\n' + p.stderr)
    rows = dict(l.split() for l in p.stdout.split('\n') if l.strip())
    log('data: scale %g, generated in %.0f s; store_sales %s, catalog_sales '
        '%s, web_sales %s, inventory %s rows' % (
            args.scale, time.time() - t0, rows['store_sales'],
            rows['catalog_sales'], rows['web_sales'], rows['inventory']))
    for layout in args.layouts:
        db = db_of(layout)
        t0 = time.time()
        psql('DROP DATABASE IF EXISTS %s' % db, 'postgres')
        p = psql('CREATE DATABASE %s' % db, 'postgres')
        if p.returncode:
            sys.exit('createdb failed:\n' + p.stderr)
        p = exec_bench.psql(files=[schema_of(args, layout)], db=db)
        if p.returncode or 'ERROR' in p.stderr:
            sys.exit('schema failed:\n' + p.stderr)
        f = os.path.join(args.outdir, 'load.sql')
        with open(f, 'w') as fh:
            fh.write('SET qprop.enabled = off;\n' if args.ext else '')
            fh.write(''.join("\\copy %s from '%s'\n"
                             % (t, os.path.join(datadir, t + '.tsv'))
                             for t in rows))
            fh.write('ANALYZE;\n' + oracle.KEYS_SQL + '\n')
        p = exec_bench.psql(files=[f], db=db)
        if p.returncode or 'ERROR' in p.stderr:
            sys.exit('load failed:\n' + p.stderr)
        size = psql('SELECT pg_size_pretty(pg_database_size(current_database()))',
                    db).stdout.strip()
        log('%s: loaded and analysed in %.0f s, %s' % (layout, time.time() - t0,
                                                      size))
    if not args.keep_data:
        for t in rows:
            os.remove(os.path.join(datadir, t + '.tsv'))


# ---------------------------------------------------------------- oracle

def oracle_count(args, layout, qfile):
    """(minimum, exact?, notes) for one query on one layout's data;
    (None, False, error) when it cannot be computed."""
    objs = oracle.qprop_plan(args.qprop, schema_of(args, layout), qfile)
    if not objs:
        return None, False, 'qprop --no-rewrite failed'
    sqls, notes, exact = [], [], True
    for obj in objs:
        for o in oracle.occurrences(obj):
            sqls.append(oracle.occurrence_sql(o))
            if o['unfollowed']:
                exact = False
                notes.append('%s: build side not followed' % o['alias'])
        for alias, fact, key_in_subquery in oracle.expr_subquery_facts(obj):
            sqls.append("SELECT count(DISTINCT k.part) FROM qp_oracle_keys "
                        "AS k WHERE k.fact = '%s'" % fact)
            if key_in_subquery:
                exact = False
                notes.append('%s: in an expression subquery' % alias)
    if not sqls:
        return 0, exact, ''
    script = ('SET qprop.enabled = off;\n' if args.ext else '') + \
        ''.join(s + ';\n' for s in sqls)
    f = os.path.join(args.outdir, 'work', 'oracle.sql')
    with open(f, 'w') as fh:
        fh.write(script)
    p = exec_bench.psql(files=[f], db=db_of(layout))
    vals = [l.strip() for l in p.stdout.split('\n') if l.strip()]
    if p.returncode or 'ERROR' in p.stderr or len(vals) != len(sqls):
        return None, False, 'oracle SQL failed: ' + \
            (p.stderr.strip().split('\n') or [''])[0]
    return sum(int(v) for v in vals), exact, '; '.join(notes)


# ---------------------------------------------------------------- timing

def texts(args, layout, name, stats):
    """The SQL each mode sends: the query as written, the CLI's for sql."""
    qfile = os.path.join(args.corpus, name + '.sql')
    orig = exec_bench.strip_sql(open(qfile, encoding='utf-8').read())
    t = {}
    for m in args.modes:
        if m == 'sql':
            s, err = exec_bench.qprop_sql(args.qprop, schema_of(args, layout),
                                          qfile, stats=stats)
            t[m] = s
            if s is None:
                log('%s %s: qprop --format=sql failed: %s' % (layout, name, err))
        else:
            t[m] = orig
    return t


def session(args, work):
    s = exec_bench.Session(args, work)
    if args.isolation:
        s.lines.append('SET SESSION CHARACTERISTICS AS TRANSACTION '
                       'ISOLATION LEVEL %s;' % args.isolation.upper())
    return s


def timed(args, work, sql, modes, reps, outs=None):
    """reps runs of each mode, interleaved (the order rotates by one each
    round); with outs, the first run of each writes its rows there.
    Returns {mode: [ms]} and {mode: first sqlstate that was not 00000}.
    No mode (every one failed or timed out in its EXPLAIN): nothing to
    run."""
    if not modes:
        return {}, {}
    s = session(args, work)
    for i in range(reps):
        k = i % len(modes)
        for m in modes[k:] + modes[:k]:
            s.lines.extend(MODES[m])
            out = outs[m] if outs and i == 0 else '/dev/null'
            s.add('%s%d' % (m, i + 1), sql[m], out)
    res = s.run((reps + 1) * len(modes) * args.timeout + 60)
    times, bad = {}, {}
    for m in modes:
        ks = ['%s%d' % (m, i + 1) for i in range(reps)]
        times[m] = [res[k][1] for k in ks if k in res and res[k][1] is not None]
        st = [res[k][0] for k in ks if k in res and res[k][0] != '00000']
        if st or len(times[m]) < reps:
            bad[m] = st[0] if st else 'none'
    return times, bad


def run_query(args, layout, name, stats):
    work = os.path.join(args.outdir, 'work')
    sql = texts(args, layout, name, stats)
    modes = [m for m in args.modes if sql[m] is not None]
    os.environ['PGDATABASE'] = db_of(layout)
    r = {'layout': layout, 'query': name, 'sql': sql, 'modes': modes,
         'ex': {}, 't': {}, 'ts': {}, 'state': {}, 'rows': {}}
    for m in args.modes:
        if sql[m] is None:
            r['state'][m] = 'qprop-failed'

    s = session(args, work)
    for m in modes:
        s.lines.extend(MODES[m])
        s.add('e' + m, exec_bench.EXPLAIN + sql[m],
              os.path.join(work, 'e%s.json' % m))
    res = s.run(2 * len(modes) * args.timeout + 60)
    run = []
    plans = os.path.join(args.outdir, 'plans')
    os.makedirs(plans, exist_ok=True)
    for m in modes:
        st = res.get('e' + m, ('none',))[0]
        src = os.path.join(work, 'e%s.json' % m)
        if os.path.exists(src):
            os.replace(src, os.path.join(plans, '%s_%s_%s.json'
                                         % (layout, name, m)))
            src = os.path.join(plans, '%s_%s_%s.json' % (layout, name, m))
        r['ex'][m] = exec_bench.explain_counts(src) if st == '00000' else None
        if st == '00000':
            run.append(m)
        else:
            r['state'][m] = st
    outs = {m: os.path.join(work, 'r%s.out' % m) for m in run}
    for f in outs.values():
        if os.path.exists(f):
            os.remove(f)
    times, bad = timed(args, work, sql, run, args.reps, outs)
    for m in modes:
        ts = times.get(m, [])
        r['ts'][m] = ts
        r['t'][m] = statistics.median(ts) if ts and m not in bad else None
        if m in bad:
            r['state'][m] = bad[m]
        r['rows'][m] = exec_bench.read_rows(outs[m]) if m in outs else None
    base = args.modes[0]
    # a mode whose plan is the baseline's, node for node: a difference in
    # time is then the executor's on one plan (noise), not qprop's
    shape = {m: plan_shape(os.path.join(plans, '%s_%s_%s.json'
                                        % (layout, name, m)))
             for m in run}
    r['same_plan'] = {m: (base in shape and shape[base] is not None
                          and shape[m] == shape[base])
                      for m in run}
    r['equal'] = {}
    for m in modes:
        a, b = r['rows'].get(base), r['rows'][m]
        r['equal'][m] = ('-' if a is None or b is None or m in bad
                         or base in bad else 'yes' if a == b else 'NO')
    r['rows'] = {m: (len(v) if v is not None else None)
                 for m, v in r['rows'].items()}
    r['ratio'] = {m: (r['t'][base] / r['t'][m]
                      if r['t'].get(base) and r['t'].get(m) else None)
                  for m in modes}
    r['confirmed'] = dict(r['ratio'])
    qfile = os.path.join(args.corpus, name + '.sql')
    if args.oracle:
        r['oracle'], r['exact'], r['onote'] = oracle_count(args, layout, qfile)
    else:
        r['oracle'], r['exact'], r['onote'] = None, False, 'not computed'
    return r


# What EXPLAIN ANALYZE reports of a run rather than of the plan: left
# out when two modes' plans are compared (same_plan()).
RUN_KEYS = ('Actual ', 'Rows Removed', 'Heap Fetches', 'Sort Method',
            'Sort Space', 'Peak Memory', 'Hash Batches', 'Hash Buckets',
            'Original Hash', 'HashAgg Batches', 'Disk Usage', 'Cache Hits',
            'Cache Misses', 'Cache Evictions', 'Cache Overflows',
            'Full-sort Groups', 'Pre-sorted Groups', 'Exact Heap Blocks',
            'Lossy Heap Blocks', 'Workers Launched')


def plan_shape(path):
    """The plan of an EXPLAIN (ANALYZE, FORMAT JSON) file without what the
    run measured (RUN_KEYS): nodes, relations, conditions, sort and group
    keys, and the subplans run-time pruning removed; None if unreadable."""
    def strip(n):
        return {k: ([strip(c) for c in v] if k == 'Plans' else v)
                for k, v in n.items()
                if not any(k.startswith(p) for p in RUN_KEYS)}
    try:
        with open(path) as f:
            return strip(json.load(f)[0]['Plan'])
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return None


def paired(base_times, mode_times):
    """The ratios baseline / mode of the runs made in the same round (the
    i-th of each: timed() interleaves them)."""
    return [b / t for b, t in zip(base_times, mode_times) if b and t]


def confirm(args, results):
    """Every mode below 1.0x against the baseline: --confirm more runs of
    both, interleaved, after all queries; the ratio becomes the median of
    the paired ratios of all rounds (first pass and these).  Not the
    median of all the mode's runs against the median of all the
    baseline's: two sessions at different levels made that 0.807x for a
    query whose two sessions each gave 0.977x (monthly q24b,
    bench/README.md)."""
    base = args.modes[0]
    todo = [(r, m) for r in results for m in r['modes'][1:]
            if r['ratio'].get(m) is not None and r['ratio'][m] < 1.0]
    if not todo:
        return
    log('')
    log('confirmation: %d more runs of each of %d (query, mode) below 1.0x'
        % (args.confirm, len(todo)))
    work = os.path.join(args.outdir, 'work')
    for r, m in todo:
        os.environ['PGDATABASE'] = db_of(r['layout'])
        times, bad = timed(args, work, r['sql'], [base, m], args.confirm)
        if bad or not times[base] or not times[m]:
            r['confirmed'][m] = None
            log('%s %s %s: confirmation failed (%s)' % (
                r['layout'], r['query'], m, bad))
            continue
        pairs = paired(r['ts'][base], r['ts'][m]) + paired(times[base],
                                                           times[m])
        r['confirmed'][m] = statistics.median(pairs)
        log('%-7s %-5s %-8s first %.3fx, these %d runs %.3fx, all %d pairs '
            '%.3fx' % (r['layout'], r['query'], m, r['ratio'][m], args.confirm,
                       statistics.median(paired(times[base], times[m])),
                       len(pairs), r['confirmed'][m]))


# --------------------------------------------------------------- report

def fmt(x, f='%.1f'):
    return '-' if x is None else f % x


def reads(r, m):
    return r['ex'][m]['read'] if r['ex'].get(m) else None


def oracle_eff(r):
    """The oracle minimum, capped by what a plan with equal rows read (a
    plan that read fewer shows the query needs fewer: q09's CASE branches
    that never run are occurrences of the definition)."""
    if r['oracle'] is None:
        return None
    got = [reads(r, m) for m in r['modes'] if reads(r, m) is not None
           and (m == r['modes'][0] or r['equal'].get(m) == 'yes')]
    return min([r['oracle']] + got)


def summary(args, results, head):
    base = args.modes[0]
    lines = ['']
    for layout in args.layouts:
        rs = [r for r in results if r['layout'] == layout]
        if not rs:
            continue
        orc = [r for r in rs if r['oracle'] is not None]
        below = [r['query'] for r in orc if oracle_eff(r) < r['oracle']]
        upper = [r['query'] for r in orc if not r['exact']]
        lines.append('%s (%d queries): oracle minimum of fact partitions '
                     'summed %d (%d queries; capped by a plan that read fewer '
                     'in %d%s; an upper bound in %d%s)' % (
                         layout, len(rs), sum(oracle_eff(r) for r in orc),
                         len(orc), len(below),
                         ' (%s)' % ', '.join(below) if below else '',
                         len(upper),
                         ' (%s)' % ', '.join(upper) if upper else ''))
        for m in args.modes[1:]:
            both = [r for r in rs if r['ratio'].get(m)]
            gm = (math.exp(sum(math.log(r['ratio'][m]) for r in both) / len(both))
                  if both else None)
            slow = sorted([r for r in both if r['confirmed'].get(m) is not None
                           and r['confirmed'][m] < 1.0],
                          key=lambda r: r['confirmed'][m])
            nc = [r for r in both if r['ratio'][m] < 1.0
                  and r['confirmed'].get(m) is None]
            gone = [r for r in both if r['ratio'][m] < 1.0
                    and r['confirmed'].get(m) is not None
                    and r['confirmed'][m] >= 1.0]
            eq = [r for r in rs if r['equal'].get(m) == 'yes']
            ne = [r['query'] for r in rs if r['equal'].get(m) == 'NO']
            failed = ['%s %s' % (r['query'], r['state'].get(m) or
                                 r['state'].get(base))
                      for r in rs if not r['ratio'].get(m)]
            ex = [r for r in rs if reads(r, base) is not None
                  and reads(r, m) is not None and r['oracle'] is not None]
            rb = sum(reads(r, base) for r in ex)
            rm = sum(reads(r, m) for r in ex)
            om = sum(oracle_eff(r) for r in ex)
            lines += [
                '  %s / %s: geometric mean %s over %d queries (first pass); '
                'rows equal %d of %d%s%s' % (
                    base, m, fmt(gm, '%.3fx'), len(both), len(eq), len(rs),
                    '; rows DIFFER: %s' % ', '.join(ne) if ne else '',
                    '; not timed (timeout/error): %s' % ', '.join(failed)
                    if failed else ''),
                '    slower (below 1.0x after at least %d more runs, median '
                'of the paired ratios): %d%s; below 0.95x: %d; below 0.9x: %d; below 1.0x '
                'in the first pass but not confirmed: %d%s' % (
                    args.confirm, len(slow),
                    ' (%s)' % ', '.join('%s %.3fx%s' % (
                        r['query'], r['confirmed'][m],
                        ', same plan as %s' % base
                        if r.get('same_plan', {}).get(m) else '')
                        for r in slow) if slow else '',
                    sum(1 for r in slow if r['confirmed'][m] < 0.95),
                    sum(1 for r in slow if r['confirmed'][m] < 0.9),
                    len(gone) + len(nc),
                    ' (%s)' % ', '.join(r['query'] for r in gone + nc)
                    if gone or nc else ''),
                '    fact partitions read (%d queries with both plans and the '
                'oracle): %s %d, %s %d; oracle minimum %d; read / oracle: '
                '%s %s, %s %s' % (
                    len(ex), base, rb, m, rm, om, base,
                    fmt(rb / om if om else None, '%.3f'), m,
                    fmt(rm / om if om else None, '%.3f')),
            ]
    if len(args.layouts) > 1:
        for m in args.modes[1:]:
            ex = [r for r in results if reads(r, base) is not None
                  and reads(r, m) is not None and r['oracle'] is not None]
            om = sum(oracle_eff(r) for r in ex)
            rm = sum(reads(r, m) for r in ex)
            lines.append('all layouts, %s: fact partitions read %d, oracle '
                         'minimum %d, read / oracle %s (%d query runs)' % (
                             m, rm, om, fmt(rm / om if om else None, '%.3f'),
                             len(ex)))
    lines.append('run took %.0f s; load at end %s' % (
        time.time() - args.t_start,
        ' '.join('%.2f' % x for x in os.getloadavg())))
    for l in lines:
        log(l)
    with open(os.path.join(args.outdir, 'summary.txt'), 'w') as f:
        f.write('\n'.join(head + lines) + '\n')


def write_tsv(args, results):
    base = args.modes[0]
    with open(os.path.join(args.outdir, 'bench.tsv'), 'w') as f:
        f.write('layout\tquery\tmode\tms\tratio\tratio_confirmed\truns\t'
                'rows\trows_equal\tparts_read\tparts_never\toracle_min\t'
                'oracle_exact\tstate\n')
        for r in results:
            for m in r['modes']:
                ex = r['ex'].get(m)
                f.write('\t'.join([
                    r['layout'], r['query'], m, fmt(r['t'][m]),
                    fmt(r['ratio'][m], '%.3f') if m != base else '-',
                    fmt(r['confirmed'][m], '%.3f') if m != base else '-',
                    str(len(r['ts'][m])), fmt(r['rows'].get(m), '%d'),
                    r['equal'][m] if m != base else '-',
                    fmt(ex and ex['read'], '%d'), fmt(ex and ex['never'], '%d'),
                    fmt(oracle_eff(r), '%d'), 'yes' if r['exact'] else 'no',
                    r['state'].get(m, '')]) + '\n')


def write_md(args, results):
    """OUTDIR/bench.md: a table per layout, for bench/README.md."""
    base = args.modes[0]
    with open(os.path.join(args.outdir, 'bench.md'), 'w') as f:
        for layout in args.layouts:
            rs = [r for r in results if r['layout'] == layout]
            if not rs:
                continue
            f.write('\n%s partitions:\n\n| query | %s (ms) | %s | fact '
                    'partitions read, %s | oracle minimum |\n' % (
                        layout, base, ' | '.join(
                            '%s (ms) | %s ratio (confirmed)' % (m, m)
                            for m in args.modes[1:]), ' / '.join(args.modes)))
            f.write('|' + ' --- |' * (4 + 2 * (len(args.modes) - 1)) + '\n')
            for r in rs:
                cells = [r['query'], fmt(r['t'].get(base))]
                for m in args.modes[1:]:
                    c = fmt(r['ratio'].get(m), '%.2f')
                    if r['ratio'].get(m) is not None and r['ratio'][m] < 1.0:
                        c += ' (%s)' % fmt(r['confirmed'].get(m), '%.2f')
                    if r['equal'].get(m) == 'NO':
                        c += ' ROWS DIFFER'
                    cells += [fmt(r['t'].get(m)), c]
                cells.append(' / '.join(fmt(reads(r, m), '%d')
                                        for m in args.modes))
                o = oracle_eff(r)
                cells.append(fmt(o, '%d') + ('' if r['exact'] else ' (upper)')
                             if o is not None else '-')
                f.write('| ' + ' | '.join(cells) + ' |\n')


def main():
    ap = argparse.ArgumentParser(
        description='TPC-DS through pg_qprop: qprop.enabled off against on '
        '(and other modes), yearly and monthly fact partitions, partitions '
        'read against the oracle minimum.',
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--scale', type=float, default=0.1,
                    help='data scale (1: store_sales 1,000,000 rows); '
                    'default 0.1')
    ap.add_argument('--seed', type=int, default=20251118)
    ap.add_argument('--reps', type=int, default=3,
                    help='timed runs of each mode per query (median); '
                    'default 3')
    ap.add_argument('--confirm', type=int, default=5,
                    help='more runs of each mode below 1.0x (at least 5; '
                    'default 5)')
    ap.add_argument('--timeout', type=float, default=60.0,
                    help='statement_timeout in seconds (default 60)')
    ap.add_argument('--settings', default='jit=off work_mem=16MB '
                    'max_parallel_workers_per_gather=0',
                    help='session settings, NAME=VALUE separated by spaces')
    ap.add_argument('--queries', default='',
                    help='comma-separated names (q03,q19); default all')
    ap.add_argument('--layouts', default='yearly,monthly',
                    help='yearly, monthly or both (default)')
    ap.add_argument('--compare', default='off,on',
                    help='modes, the baseline first (default off,on)')
    ap.add_argument('--qprop', default=os.path.join(TOP, 'qprop'),
                    help='the qprop program, for the oracle and the sql mode '
                    '(default: the one in the source tree)')
    ap.add_argument('--no-oracle', action='store_true',
                    help='do not compute the oracle minimum')
    ap.add_argument('--isolation', default=None,
                    help="e.g. 'repeatable read' for plantime")
    ap.add_argument('--keep-data', action='store_true',
                    help='keep the generated files in OUTDIR/data')
    ap.add_argument('--no-load', action='store_true',
                    help='use the databases qp_yearly/qp_monthly a previous '
                    'run loaded')
    ap.add_argument('corpus', help='the TPC-DS corpus folder')
    ap.add_argument('outdir')
    args = ap.parse_args()
    args.t_start = time.time()
    args.modes = args.compare.split(',')
    args.layouts = args.layouts.split(',')
    args.oracle = not args.no_oracle
    for m in args.modes:
        if m not in MODES:
            ap.error('unknown mode %s' % m)
    for l in args.layouts:
        if l not in LAYOUTS:
            ap.error('unknown layout %s' % l)
    if len(args.modes) < 2 or len(set(args.modes)) != len(args.modes):
        ap.error('--compare needs two modes or more, each once')
    if args.confirm < 5:
        ap.error('--confirm must be at least 5')
    if ('sql' in args.modes or args.oracle) and not os.access(args.qprop,
                                                              os.X_OK):
        ap.error('%s is not a program (--qprop)' % args.qprop)
    args.outdir = os.path.abspath(args.outdir)
    os.makedirs(os.path.join(args.outdir, 'work'), exist_ok=True)
    args.ext = psql('SHOW qprop.enabled', 'postgres').returncode == 0
    if not args.ext and set(args.modes) - {'off', 'sql'}:
        sys.exit('the extension is not loaded (SHOW qprop.enabled fails): '
                 'set PGOPTIONS=-c session_preload_libraries=/path/qprop.so')
    if not args.ext:        # off is then PostgreSQL alone as it is
        MODES['off'] = MODES['sql'] = []

    head = []
    ver = psql('SHOW server_version', 'postgres').stdout.strip()
    rev = subprocess.run(['git', '-C', HERE, 'rev-parse', '--short', 'HEAD'],
                         capture_output=True, text=True).stdout.strip()
    head.append('qprop execution benchmark through the extension: TPC-DS, %s '
                '(%s); %s' % (', '.join(args.layouts), ' vs '.join(args.modes),
                              time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())))
    head.append('qprop %s; PostgreSQL %s; scale %g; reps %d (median), '
                'confirm %d; statement_timeout %gs; settings: %s; load at '
                'start %s' % (rev or '?', ver, args.scale, args.reps,
                              args.confirm, args.timeout, args.settings,
                              ' '.join('%.2f' % x for x in os.getloadavg())))
    for l in head:
        log(l)
    if not args.no_load:
        load(args)
    elif 'monthly' in args.layouts and not os.path.exists(
            schema_of(args, 'monthly')):
        with open(schema_of(args, 'monthly'), 'w') as f:
            f.write(oracle.monthly_schema(open(schema_of(args, 'yearly')).read()))
    stats = {}
    if 'sql' in args.modes:
        for layout in args.layouts:
            os.environ['PGDATABASE'] = db_of(layout)
            f = exec_bench.write_stats(
                os.path.join(args.outdir, 'stats_%s.sql' % layout))
            if f:           # the schema's tables only, not the oracle's
                keep = [l for l in open(f) if "'qp_oracle_keys'" not in l]
                with open(f, 'w') as fh:
                    fh.writelines(keep)
            stats[layout] = f
    names = sorted(f[:-4] for f in os.listdir(args.corpus)
                   if f.startswith('q') and f.endswith('.sql')
                   and f[1:3].isdigit())
    if args.queries:
        want = args.queries.split(',')
        missing = [q for q in want if q not in names]
        if missing:
            ap.error('no such query: %s' % ', '.join(missing))
        names = [q for q in names if q in want]
    results = []
    base = args.modes[0]
    for layout in args.layouts:
        for name in names:
            t0 = time.time()
            r = run_query(args, layout, name, stats.get(layout))
            results.append(r)
            log('%-7s %-5s %s; parts read %s; oracle %s%s; rows equal %s  '
                '(%.0f s)' % (
                    layout, name, ', '.join(
                        '%s %s ms%s' % (m, fmt(r['t'][m]),
                                        '' if m == base else ' x%s' %
                                        fmt(r['ratio'][m], '%.2f'))
                        for m in r['modes']),
                    '/'.join(fmt(reads(r, m), '%d') for m in r['modes']),
                    fmt(r['oracle'], '%d'), '' if r['exact'] else ' (upper)',
                    '/'.join(r['equal'][m] for m in r['modes'][1:]),
                    time.time() - t0))
    confirm(args, results)
    write_tsv(args, results)
    write_md(args, results)
    summary(args, results, head)
    ok = all(r['equal'][m] != 'NO' for r in results for m in r['modes'])
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
