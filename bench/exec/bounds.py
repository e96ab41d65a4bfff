#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/exec/bounds.py -- what an execution-time bound on the fact
partition key would buy on PostgreSQL 15 (issue 18, by hand).

    bounds.py [--reps N] [--timeout S] QPROP CORPUS_DIR OUTDIR

Runs against the server that the PG* variables name, loaded as
exec_bench.py loads it (run it with --keep-data / --no-load on a cluster
that bench-exec's data are in).  For a few TPC-DS queries it takes qprop's
rewrite (R) and edits a copy of it the way a rule would: for each fact
table joined to a filtered date_dim, one more top-level conjunct

  B:  <fact key> BETWEEN (SELECT min(d_date_sk) FROM date_dim WHERE F)
                     AND (SELECT max(d_date_sk) FROM date_dim WHERE F)
  A:  <fact key> = ANY (ARRAY(SELECT d_date_sk FROM date_dim WHERE F))
  C:  <fact key> BETWEEN <min> AND <max>, the same bounds as constants
      (looked up first): static pruning, what a plan-time bound would give

where F is the query's own filter on that date_dim.  The original (O), R,
B, A and C run in one psql session each query: a warm-up of each (rows
compared with O's), --reps timed runs interleaved, one EXPLAIN (ANALYZE,
COSTS OFF, TIMING OFF, FORMAT JSON) each (fact partition scans executed,
never executed, removed at run time).  Writes OUTDIR/bounds.tsv and prints
a table.
"""
import argparse
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exec_bench as eb  # noqa: E402

# query: [(fact partition key, the query's filter on that key's date_dim)]
CASES = [
    ('q03', [('store_sales.ss_sold_date_sk', 'd_moy = 11')]),
    ('q07', [('store_sales.ss_sold_date_sk', 'd_year = 2000')]),
    ('q19', [('store_sales.ss_sold_date_sk', 'd_moy = 11 AND d_year = 1998')]),
    ('q25', [('store_sales.ss_sold_date_sk', 'd_moy = 4 AND d_year = 2001'),
             ('store_returns.sr_returned_date_sk',
              'd_moy >= 4 AND d_moy <= 10 AND d_year = 2001'),
             ('catalog_sales.cs_sold_date_sk',
              'd_moy >= 4 AND d_moy <= 10 AND d_year = 2001')]),
    ('q42', [('store_sales.ss_sold_date_sk', 'd_moy = 11 AND d_year = 2000')]),
    ('q26', [('catalog_sales.cs_sold_date_sk', 'd_year = 2000')]),
]


VARIANTS = 'ORBAC'


def add_conjuncts(sql, conj):
    """Insert CONJ after the first top-level WHERE of SQL."""
    depth = 0
    i = 0
    low = sql.lower()
    while i < len(sql):
        c = sql[i]
        if c == "'":
            i = sql.index("'", i + 1) + 1
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
        elif depth == 0 and low.startswith(' where ', i):
            j = i + len(' where ')
            return sql[:j] + conj + ' AND ' + sql[j:]
        i += 1
    raise ValueError('no top-level WHERE')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--timeout', type=float, default=60.0)
    ap.add_argument('--settings', default='jit=off work_mem=16MB')
    ap.add_argument('qprop')
    ap.add_argument('corpus')
    ap.add_argument('outdir')
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    work = os.path.join(args.outdir, 'work')
    os.makedirs(work, exist_ok=True)
    schema = os.path.join(args.corpus, 'schema_partitioned.sql')
    tsv = open(os.path.join(args.outdir, 'bounds.tsv'), 'w')
    tsv.write('query\tvariant\tms\tvs_R\tvs_O\trows_equal\tparts_read\t'
              'parts_never\tparts_removed\tpart_rows\n')
    summary = ['fact-key bounds on qprop\'s rewrite (R): B = BETWEEN min/max '
               'subqueries, A = ANY (ARRAY(subquery)), C = constant bounds; '
               'O = original; median of %d' % args.reps]
    eb.log(summary[0])
    for name, keys in CASES:
        qfile = os.path.join(args.corpus, name + '.sql')
        orig = eb.strip_sql(open(qfile).read())
        rewr, err = eb.qprop_sql(args.qprop, schema, qfile)
        if rewr is None:
            eb.log('%s: rejected: %s' % (name, err))
            continue
        between = ' AND '.join(
            '%s BETWEEN (SELECT min(d_date_sk) FROM date_dim WHERE %s) AND '
            '(SELECT max(d_date_sk) FROM date_dim WHERE %s)' % (k, f, f)
            for k, f in keys)
        anyarr = ' AND '.join(
            '%s = ANY (ARRAY(SELECT d_date_sk FROM date_dim WHERE %s))' % (k, f)
            for k, f in keys)
        consts = []
        for k, f in keys:
            p = eb.psql('SELECT min(d_date_sk), max(d_date_sk) FROM date_dim '
                        'WHERE ' + f)
            lo, hi = p.stdout.strip().split('\x1f')
            consts.append('%s BETWEEN %s AND %s' % (k, lo, hi))
        var = {'O': orig, 'R': rewr, 'B': add_conjuncts(rewr, between),
               'A': add_conjuncts(rewr, anyarr),
               'C': add_conjuncts(rewr, ' AND '.join(consts))}
        with open(os.path.join(args.outdir, name + '.sql'), 'w') as f:
            for v in VARIANTS:
                f.write('-- %s %s\n%s;\n\n' % (name, v, var[v]))
        s = eb.Session(args, work)
        for v in VARIANTS:
            s.add(v + '0', var[v], os.path.join(work, v + '.out'))
        order = list(VARIANTS)
        for i in range(args.reps):
            for v in (order if i % 2 == 0 else order[::-1]):
                s.add('%s%d' % (v, i + 1), var[v], '/dev/null')
        for v in VARIANTS:
            s.add('E' + v, 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, '
                  'FORMAT JSON) ' + var[v], os.path.join(work, v + '.json'))
        res = s.run(None)
        rows = {v: eb.read_rows(os.path.join(work, v + '.out')) for v in VARIANTS}
        med = {}
        for v in VARIANTS:
            ts = [res[k][1] for k in res if k[0] == v and k[1:].isdigit()
                  and k[1:] != '0' and res[k][1] is not None]
            med[v] = statistics.median(ts) if ts else None
        for v in VARIANTS:
            ex = eb.explain_counts(os.path.join(work, v + '.json')) or {}
            eq = ('-' if rows[v] is None or rows['O'] is None
                  else 'yes' if rows[v] == rows['O'] else 'no')

            def ratio(a, b):
                return ('-' if a is None or b is None or a == 0
                        else '%.3f' % (b / a))
            line = [name, v, eb.fmt_ms(med[v]), ratio(med[v], med['R']),
                    ratio(med[v], med['O']), eq,
                    str(ex.get('read', '-')), str(ex.get('never', '-')),
                    str(ex.get('removed', '-')), str(ex.get('rows', '-'))]
            tsv.write('\t'.join(line) + '\n')
            text = ('%-4s %s %9s ms  speedup vs R %-6s vs O %-6s rows %-3s '
                    'parts read %s never %s removed %s' % tuple(
                        line[:6] + line[6:9]))
            eb.log(text)
            summary.append(text)
        tsv.flush()
    tsv.close()
    with open(os.path.join(args.outdir, 'bounds.txt'), 'w') as f:
        f.write('\n'.join(summary) + '\n')


if __name__ == '__main__':
    main()
