#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/pg/bench_exec.py — execution times of TPC-DS queries sent as
written to a PostgreSQL with the pg_qprop extension loaded, qprop.enabled
off against on.  Not part of make check.

    bench_exec.py [--scale S] [--reps N] [--queries q03,q19]
                  [--compare off,on] [--isolation 'repeatable read']
                  CORPUS OUTDIR

--compare names the two settings compared: off (qprop.enabled off), on
(on, the defaults), quals (on, qprop.bounds_as_pruning off: the bounds
as quals in qprop's SQL), pruning (on, qprop.bounds_as_pruning on: the
bounds as run-time pruning, not quals) or plantime (on,
qprop.plan_time_bounds on:
bounds computed when planning, which the extension does only under
REPEATABLE READ or SERIALIZABLE: --isolation).

The server must have the extension loaded in every session
(shared_preload_libraries or PGOPTIONS); psql reaches it through the PG*
variables.  Data and method are bench/exec/exec_bench.py's (its load(),
Session and explain_counts() are used): the date-partitioned schema
(CORPUS/schema_partitioned.sql) with generated data, per query one
EXPLAIN (ANALYZE) with qprop off and one on (fact partition scans that
ran), then N timed runs of each, interleaved, in one session; the
median is the figure.  Rows of the first timed runs are compared.
"""
import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'bench', 'exec'))
import exec_bench  # noqa: E402

DEFAULT = 'q03,q07,q19,q25,q42,q52,q55'
MODES = {
    'off': ['SET qprop.enabled = off;'],
    'on': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;'],
    'quals': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
              'SET qprop.bounds_as_pruning = off;'],
    'plantime': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = on;'],
    'pruning': ['SET qprop.enabled = on;', 'SET qprop.plan_time_bounds = off;',
                'SET qprop.bounds_as_pruning = on;'],
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--scale', type=float, default=0.1)
    ap.add_argument('--seed', type=int, default=20251118)
    ap.add_argument('--reps', type=int, default=3)
    ap.add_argument('--timeout', type=float, default=60.0)
    ap.add_argument('--settings', default='jit=off work_mem=16MB '
                    'max_parallel_workers_per_gather=0')
    ap.add_argument('--queries', default=DEFAULT)
    ap.add_argument('--keep-data', action='store_true')
    ap.add_argument('--no-load', action='store_true')
    ap.add_argument('--compare', default='off,on')
    ap.add_argument('--isolation', default=None)
    ap.add_argument('corpus')
    ap.add_argument('outdir')
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    if not args.no_load:
        rows, t_gen, t_load, t_an, size = exec_bench.load(args, args.outdir)
        print('data: scale %g, %s, generate %.0f s, COPY %.0f s, ANALYZE '
              '%.0f s' % (args.scale, size, t_gen, t_load, t_an))
    qdir = args.corpus
    results = []
    m1, m2 = args.compare.split(',')
    modes = (m1, m2)
    start = (['SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL %s;'
              % args.isolation.upper()] if args.isolation else [])
    for name in args.queries.split(','):
        q = exec_bench.strip_sql(open(os.path.join(qdir, name + '.sql'),
                                      encoding='utf-8').read())
        work = args.outdir
        ex = {}
        s = exec_bench.Session(args, work)
        s.lines.extend(start)
        for mode in modes:
            s.lines.extend(MODES[mode])
            s.add('e' + mode, exec_bench.EXPLAIN + q,
                  os.path.join(work, 'e%s.json' % mode))
        res = s.run(4 * args.timeout + 60)
        for mode in modes:
            ok = res.get('e' + mode, ('none',))[0] == '00000'
            ex[mode] = exec_bench.explain_counts(
                os.path.join(work, 'e%s.json' % mode)) if ok else None
        s = exec_bench.Session(args, work)
        s.lines.extend(start)
        for i in range(args.reps):
            order = modes if i % 2 == 0 else modes[::-1]
            for mode in order:
                s.lines.extend(MODES[mode])
                out = (os.path.join(work, 'r%s.out' % mode) if i == 0
                       else '/dev/null')
                s.add('%s%d' % (mode, i + 1), q, out)
        res = s.run((args.reps + 1) * 2 * args.timeout + 60)
        t = {}
        for mode in modes:
            ts = [res[k][1] for k in res if k.startswith(mode)
                  and k[len(mode):].isdigit() and res[k][1] is not None]
            t[mode] = statistics.median(ts) if ts else None
        ro = exec_bench.read_rows(os.path.join(work, 'r%s.out' % m1))
        rn = exec_bench.read_rows(os.path.join(work, 'r%s.out' % m2))
        same = 'yes' if ro is not None and ro == rn else 'NO'
        results.append((name, t, ex, same))
        print('%s: %s %s ms, %s %s ms; fact partition scans run %s/%s: '
              '%s/%s, never executed %s/%s; rows equal: %s'
              % (name, m1, exec_bench.fmt_ms(t[m1]), m2,
                 exec_bench.fmt_ms(t[m2]), m1, m2,
                 ex[m1]['read'] if ex[m1] else '-',
                 ex[m2]['read'] if ex[m2] else '-',
                 ex[m1]['never'] if ex[m1] else '-',
                 ex[m2]['never'] if ex[m2] else '-', same), flush=True)
    both = [(r[1][m1], r[1][m2]) for r in results
            if r[1][m1] and r[1][m2]]
    if both:
        prod = 1.0
        for a, b in both:
            prod *= a / b
        print('geometric mean speedup (%s / %s) over %d queries: %.2f'
              % (m1, m2, len(both), prod ** (1.0 / len(both))))
    return 0 if all(r[3] == 'yes' for r in results) else 1


if __name__ == '__main__':
    sys.exit(main())
