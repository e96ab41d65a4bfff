# SPDX-License-Identifier: MIT
"""tests/oracle/timezone.py QPROP — timestamptz partitions in several
session time zones, against PostgreSQL 15 (run by timezone.sh with a
cluster up: PGHOST etc. exported).

For each zone (UTC, America/New_York, Europe/Berlin, Asia/Kolkata,
Australia/Sydney, a number, a POSIX string) a script sets the zone, creates
range (monthly bounds written without an offset, hourly ones around the
2024 DST changes written with one), list and hash tables partitioned on
timestamptz, and fills them with a row at every literal of the test.
For every query (=, <, >=, BETWEEN, IN on each literal: local times in
the DST gap and overlap, offsets, dates) it checks:

  * partitions: qprop's kept leaves equal the leaves PostgreSQL's
    EXPLAIN (COSTS OFF) scans (plan-time pruning), or are a subset of
    them holding every row the query returns;
  * rows: the query and qprop's --format=sql rewrite return the same
    rows in that zone;
  * routing: `qprop --route` puts every row in the partition PostgreSQL
    stored it in (tableoid).

Prints one line per zone and fails (exit 1) on any difference.
QPROP_TZ_ZONES=Z1,Z2 runs only those zones.
"""
import os
import re
import subprocess
import sys

ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata',
         'Australia/Sydney', '-3', 'UTC+3']

LOCAL = [
    '2024-01-31 23:59:59.999999', '2024-02-01', '2024-02-01 00:00:00',
    '2024-02-29 12:00', '2024-03-01 00:00',
    # America/New_York spring forward (02:00 -> 03:00) and fall back
    '2024-03-10 01:59:59', '2024-03-10 02:00', '2024-03-10 02:30',
    '2024-03-10 03:00', '2024-03-10 03:30',
    '2024-11-03 00:59:59', '2024-11-03 01:00', '2024-11-03 01:30',
    '2024-11-03 01:59:59', '2024-11-03 02:00',
    # Europe/Berlin
    '2024-03-31 01:59:59', '2024-03-31 02:30', '2024-03-31 03:00',
    '2024-10-27 02:00', '2024-10-27 02:30', '2024-10-27 03:00',
    # Australia/Sydney (DST ends 2024-04-07 03:00, starts 2024-10-06 02:00)
    '2024-04-07 02:30', '2024-10-06 02:30',
    '2024-12-31 23:59:59', '2025-01-01 00:00',
]
ABSOLUTE = [
    '2024-03-10 06:59:59+00', '2024-03-10 07:00:00+00',
    '2024-11-03 05:30:00+00', '2024-11-03 06:30:00+00',
    '2024-02-01 00:00:00+05:30', '2024-01-31 19:00:00-05',
    '2024-03-31 01:00:00Z', '2024-10-27 00:30:00+00',
    '2024-06-15 12:00:00.5+02',
]
LITERALS = LOCAL + ABSOLUTE


def ddl(zone):
    out = ["SET TimeZone = '%s';" % zone]
    out.append('CREATE TABLE m (id int, ts timestamptz) '
               'PARTITION BY RANGE (ts);')
    months = ['2023-12', '2024-01', '2024-02', '2024-03', '2024-04',
              '2024-05', '2024-06', '2024-07', '2024-08', '2024-09',
              '2024-10', '2024-11', '2024-12', '2025-01', '2025-02']
    for a, b in zip(months, months[1:]):
        out.append("CREATE TABLE m_%s PARTITION OF m FOR VALUES FROM "
                   "('%s-01') TO ('%s-01');" % (a.replace('-', ''), a, b))
    out.append('CREATE TABLE m_def PARTITION OF m DEFAULT;')
    # hourly partitions around the DST changes, written as pg_dump writes
    # them: instants with an offset
    out.append('CREATE TABLE h (id int, ts timestamptz) '
               'PARTITION BY RANGE (ts);')
    spans = [('2024-03-10', 4, 9), ('2024-11-03', 3, 9),
             ('2024-03-31', 0, 3), ('2024-10-27', 0, 3)]
    for day, lo, hi in spans:
        for hh in range(lo, hi):
            out.append("CREATE TABLE h_%s_%02d PARTITION OF h FOR VALUES "
                       "FROM ('%s %02d:00:00+00') TO ('%s %02d:00:00+00');"
                       % (day.replace('-', ''), hh, day, hh, day, hh + 1))
    out.append('CREATE TABLE h_def PARTITION OF h DEFAULT;')
    out.append('CREATE TABLE l (id int, ts timestamptz) '
               'PARTITION BY LIST (ts);')
    out.append("CREATE TABLE l_a PARTITION OF l FOR VALUES IN "
               "('2024-03-10 02:30', '2024-11-03 01:30');")
    out.append("CREATE TABLE l_b PARTITION OF l FOR VALUES IN "
               "('2024-03-10 07:00:00+00', '2024-02-01');")
    out.append('CREATE TABLE l_def PARTITION OF l DEFAULT;')
    out.append('CREATE TABLE x (id int, ts timestamptz) '
               'PARTITION BY HASH (ts);')
    for r in range(4):
        out.append('CREATE TABLE x_%d PARTITION OF x FOR VALUES WITH '
                   '(MODULUS 4, REMAINDER %d);' % (r, r))
    return '\n'.join(out) + '\n'


def data():
    rows = ', '.join("(%d, '%s')" % (i, lit) for i, lit in enumerate(LITERALS))
    return ''.join('INSERT INTO %s VALUES %s;\n' % (t, rows)
                   for t in ('m', 'h', 'l', 'x'))


def queries():
    qs = []
    for i, lit in enumerate(LITERALS):
        nxt = LITERALS[(i + 3) % len(LITERALS)]
        qs.append("SELECT id FROM m WHERE ts = '%s'" % lit)
        qs.append("SELECT id FROM m WHERE ts < '%s'" % lit)
        qs.append("SELECT id FROM m WHERE ts >= '%s'" % lit)
        qs.append("SELECT id FROM h WHERE ts = '%s'" % lit)
        qs.append("SELECT id FROM h WHERE ts BETWEEN '%s' AND '%s'"
                  % (lit, nxt))
        qs.append("SELECT id FROM h WHERE ts > '%s'" % lit)
        qs.append("SELECT id FROM l WHERE ts = '%s'" % lit)
        qs.append("SELECT id FROM l WHERE ts IN ('%s', '%s')" % (lit, nxt))
        qs.append("SELECT id FROM x WHERE ts = '%s'" % lit)
    return qs


def psql(script, zone=None):
    if zone is not None:
        script = "SET TimeZone = '%s';\n" % zone + script
    p = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-v',
                        'ON_ERROR_STOP=1'], input=script,
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError('psql failed: %s' % p.stderr.strip())
    return p.stdout


SCAN_RE = re.compile(r'(?:Seq|Index|Bitmap Heap|Index Only) Scan on (\w+)')


def qprop_run(qprop, args, text):
    return subprocess.run([qprop] + args, input=text, capture_output=True,
                          text=True)


def main():
    qprop = sys.argv[1]
    fails = 0
    work = os.environ.get('QPROP_TZ_WORK', '/tmp')
    qs = queries()
    zones = os.environ.get('QPROP_TZ_ZONES')
    for zone in zones.split(',') if zones else ZONES:
        schema = ddl(zone)
        psql('DROP TABLE IF EXISTS m, h, l, x;\n' + schema + data())
        leaves = {}
        for t in ('m', 'h', 'l', 'x'):
            for row in psql("SELECT id, tableoid::regclass, ts "
                            "FROM %s;" % t, zone).split('\n'):
                if row:
                    i, rel, ts = row.split('|')
                    leaves.setdefault(t, []).append((int(i), rel, ts))
        # qprop: every query's kept partitions and rewrite
        text = schema + ''.join(q + ';\n' for q in qs)
        plan = qprop_run(qprop, ['--format=text', '--no-source', '-q'], text)
        sql = qprop_run(qprop, ['--format=sql', '--no-source', '-q'], text)
        if plan.returncode != 0 or sql.returncode != 0:
            print('FAIL %s: qprop failed: %s' % (zone, plan.stderr.strip()))
            fails += 1
            continue
        blocks = plan.stdout.strip().split('\n\n')
        rewrites = [l for l in sql.stdout.split('\n') if l.strip()]
        if len(blocks) != len(qs) or len(rewrites) != len(qs):
            print('FAIL %s: %d plans, %d rewrites for %d queries'
                  % (zone, len(blocks), len(rewrites), len(qs)))
            fails += 1
            continue
        n_eq = n_sub = n_bad = 0
        kept_total = pg_total = 0
        # PostgreSQL's side of every query in one session: its EXPLAIN,
        # its rows, the rows of its rewrite
        script = []
        for k, (q, rw) in enumerate(zip(qs, rewrites)):
            script.append('\\echo @@E %d\nEXPLAIN (COSTS OFF) %s;' % (k, q))
            script.append('\\echo @@W %d\n%s;' % (k, q))
            script.append('\\echo @@G %d\n%s' % (k, rw))
        sections = {}
        cur = None
        for line in psql('\n'.join(script) + '\n', zone).split('\n'):
            m = re.match(r'@@([EWG]) (\d+)$', line)
            if m:
                cur = sections.setdefault((m.group(1), int(m.group(2))), [])
            elif cur is not None and line:
                cur.append(line)
        for k, (q, b, rw) in enumerate(zip(qs, blocks, rewrites)):
            table = q.split()[3]
            m = re.search(r'Partitions: \d+ of \d+ \(([^)]*)\)', b)
            if m:
                kept = set(s.strip() for s in m.group(1).split(','))
            elif 'Empty' in b:
                kept = set()
            else:
                kept = set(r for _, r, _ in leaves[table]) | {table}
            pg = set(SCAN_RE.findall('\n'.join(sections.get(('E', k), []))))
            kept_total += len(kept)
            pg_total += len(pg)
            want = set(sections.get(('W', k), []))
            got = set(sections.get(('G', k), []))
            needed = set(rel for i, rel, _ in leaves[table]
                         if str(i) in want)
            if want != got:
                print('FAIL %s: rows differ for %s\n  rewrite: %s\n  '
                      'want %s got %s' % (zone, q, rw, sorted(want),
                                          sorted(got)))
                n_bad += 1
            elif kept == pg:
                n_eq += 1
            elif kept <= pg and needed <= kept:
                n_sub += 1
            else:
                print('FAIL %s: %s\n  qprop kept %s\n  PostgreSQL scans %s'
                      % (zone, q, sorted(kept), sorted(pg)))
                n_bad += 1
        # routing
        n_route = 0
        for t, rows in leaves.items():
            inp = ''.join(ts + '\n' for _, _, ts in rows)
            path = os.path.join(work, 'qprop_tz_schema.sql')
            with open(path, 'w') as f:
                f.write(schema)
            r = subprocess.run([qprop, '-q', '--route=%s' % t, path],
                               input=inp, capture_output=True, text=True)
            got = r.stdout.split('\n')
            for k, (i, rel, ts) in enumerate(rows):
                if k >= len(got) or got[k] != rel:
                    print('FAIL %s: --route=%s %s: qprop %s, PostgreSQL %s'
                          % (zone, t, ts, got[k] if k < len(got) else '?',
                             rel))
                    n_bad += 1
                else:
                    n_route += 1
        print('%-18s %4d queries: %d partitions as PostgreSQL, %d a subset '
              '(qprop kept %d, PostgreSQL scanned %d), %d rows routed, '
              '%d differ' % (zone, len(qs), n_eq, n_sub, kept_total, pg_total,
                             n_route, n_bad))
        fails += n_bad
    psql('DROP TABLE IF EXISTS m, h, l, x;\n')
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
