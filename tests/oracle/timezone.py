# SPDX-License-Identifier: MIT
"""tests/oracle/timezone.py QPROP — timestamptz partitions in several
session time zones, against PostgreSQL 15 (run by timezone.sh with a
cluster up: PGHOST etc. exported).

For each zone (UTC, America/New_York, Europe/Berlin, Asia/Kolkata,
Australia/Sydney, a number, a POSIX string) a script sets the zone, creates
range (monthly bounds written without an offset, hourly ones around the
2024 DST changes written with one), list and hash tables partitioned on
timestamptz, and one partitioned by month on a timestamp compared with
timestamptz values (issue 37), and fills them with a row at every literal
of the test.
For every query (=, <, >=, BETWEEN, IN on each literal: local times in
the DST gap and overlap, offsets, dates) it checks:

  * partitions: qprop's kept leaves equal the leaves PostgreSQL's
    EXPLAIN (COSTS OFF) scans (plan-time pruning), or are a subset of
    them holding every row the query returns;
  * rows: the query and qprop's --format=sql rewrite return the same
    rows in that zone;
  * routing: `qprop --route` puts every row in the partition PostgreSQL
    stored it in (tableoid).

Then (dba_main) the SQL qprop prints WITHOUT a zone (no --timezone, no
SET in its input, as when a schema dump is read: pg_dump records no
TimeZone) is run in sessions of several zones (UTC, Europe/Berlin,
America/Los_Angeles, Asia/Kolkata, Pacific/Chatham) and must return the
rows the original returns in the same session: a monthly partitioned
orders table on timestamptz (bounds written without an offset, as a team
writes them), its shipments (bounds with offsets, as pg_dump writes
them), a calendar table, rows every 53 minutes, so some near every month
boundary in every zone, and everyday queries (date ranges, BETWEEN,
joins to the calendar, date_trunc, casts, arithmetic).  Then the same
with DateStyle 'SQL, DMY' and IntervalStyle 'sql_standard' in the
session, where '01/04/2024' is the 1st of April and '-1 2:00' is minus
one day and two hours.

Prints one line per zone and fails (exit 1) on any difference.
QPROP_TZ_ZONES=Z1,Z2 runs only those zones (of both parts).
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
    # issue 37: a timestamp key (local time) compared with timestamptz
    # values and through k::date and date_trunc
    out.append('CREATE TABLE lt (id int, ts timestamp) '
               'PARTITION BY RANGE (ts);')
    for a, b in zip(months, months[1:]):
        out.append("CREATE TABLE lt_%s PARTITION OF lt FOR VALUES FROM "
                   "('%s-01') TO ('%s-01');" % (a.replace('-', ''), a, b))
    out.append('CREATE TABLE lt_def PARTITION OF lt DEFAULT;')
    out.append('CREATE TABLE x (id int, ts timestamptz) '
               'PARTITION BY HASH (ts);')
    for r in range(4):
        out.append('CREATE TABLE x_%d PARTITION OF x FOR VALUES WITH '
                   '(MODULUS 4, REMAINDER %d);' % (r, r))
    return '\n'.join(out) + '\n'


def data():
    rows = ', '.join("(%d, '%s')" % (i, lit) for i, lit in enumerate(LITERALS))
    return ''.join('INSERT INTO %s VALUES %s;\n' % (t, rows)
                   for t in ('m', 'h', 'l', 'x', 'lt'))


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
        qs.append("SELECT id FROM lt WHERE ts = '%s'::timestamptz" % lit)
        qs.append("SELECT id FROM lt WHERE ts < '%s'::timestamptz" % lit)
        qs.append("SELECT id FROM lt WHERE ts >= '%s'::timestamptz" % lit)
        qs.append("SELECT id FROM lt WHERE ts BETWEEN '%s'::timestamptz "
                  "AND '%s'::timestamptz" % (lit, nxt))
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


DBA_ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata',
             'Pacific/Chatham']


def dba_ddl(zone):
    """The schema as the session in 'zone' would dump it: orders' bounds
    as written (no offset), shipments' as pg_dump prints them (with the
    offset of 'zone')."""
    months = ['2024-%02d-01' % m for m in range(1, 9)]
    offs = psql(''.join("SELECT '%s'::timestamptz;\n" % m for m in months),
                zone).split()
    stamps = [offs[i] + ' ' + offs[i + 1] for i in range(0, len(offs), 2)]
    out = ['CREATE TABLE orders (id int, ts timestamptz, amount int) '
           'PARTITION BY RANGE (ts);',
           'CREATE TABLE shipments (id int, ts timestamptz) '
           'PARTITION BY RANGE (ts);']
    for i in range(len(months) - 1):
        out.append("CREATE TABLE orders_%s PARTITION OF orders FOR VALUES "
                   "FROM ('%s') TO ('%s');"
                   % (months[i][:7].replace('-', ''), months[i],
                      months[i + 1]))
        out.append("CREATE TABLE shipments_%s PARTITION OF shipments FOR "
                   "VALUES FROM ('%s') TO ('%s');"
                   % (months[i][:7].replace('-', ''), stamps[i],
                      stamps[i + 1]))
    out.append('CREATE TABLE orders_def PARTITION OF orders DEFAULT;')
    out.append('CREATE TABLE shipments_def PARTITION OF shipments DEFAULT;')
    out.append('CREATE TABLE cal (d date PRIMARY KEY, day timestamptz, '
               'label text);')
    return '\n'.join(out) + '\n'


DBA_DATA = (
    "INSERT INTO orders SELECT i, '2023-12-30 00:00:00+00'::timestamptz"
    " + i * interval '53 minutes', i % 7 FROM generate_series(0, 5500) i;\n"
    "INSERT INTO shipments SELECT id, ts + interval '90 minutes'"
    " FROM orders;\n"
    "INSERT INTO cal SELECT d, d, to_char(d, 'YYYY-MM-DD') FROM"
    " (SELECT date '2023-12-01' + i AS d FROM generate_series(0, 274) i)"
    " s;\n")

DBA_QUERIES = [
    "SELECT count(*), sum(amount) FROM orders"
    " WHERE ts >= '2024-04-01' AND ts < '2024-05-01'",
    "SELECT id FROM orders WHERE ts BETWEEN '2024-03-31 20:00' AND"
    " '2024-04-01 02:00'",
    "SELECT o.id FROM orders o JOIN cal c ON o.ts >= c.day"
    " AND o.ts < c.day + interval '1 day' WHERE c.d = '2024-04-01'",
    "SELECT c.d, count(*) FROM orders o JOIN cal c"
    " ON date_trunc('day', o.ts) = c.day"
    " WHERE c.d BETWEEN '2024-02-28' AND '2024-03-02' GROUP BY c.d",
    "SELECT id FROM orders WHERE date_trunc('month', ts) = '2024-06-01'",
    "SELECT id FROM orders WHERE ts >= DATE '2024-05-01'"
    " AND ts < DATE '2024-05-01' + 1",
    "SELECT id FROM orders WHERE ts < '2024-02-01'::timestamp"
    " AND ts >= '2024-01-31 09:00:00+00'",
    "SELECT id FROM orders WHERE ts >= '2024-06-01'::timestamptz"
    " - interval '1 day' AND ts < '2024-06-01'",
    "SELECT s.id FROM shipments s JOIN orders o ON o.id = s.id"
    " WHERE o.ts >= '2024-03-01' AND o.ts < '2024-03-01 06:00'"
    " AND s.ts = o.ts + interval '90 minutes'",
    "SELECT id FROM orders WHERE ts::date = '2024-04-30'",
    "SELECT id FROM shipments WHERE ts >= '2024-05-01' AND ts < '2024-05-02'",
    "SELECT s.id FROM shipments s JOIN orders o ON o.ts = s.ts"
    " WHERE s.ts >= '2024-07-01' AND s.ts < '2024-07-01 12:00:00+00'",
    "SELECT o.id FROM orders o JOIN cal c ON o.ts::date = c.d"
    " WHERE c.d = '2024-07-01'",
    "SELECT id FROM orders WHERE ts < '2024-01-01'",
]

# DateStyle 'SQL, DMY', IntervalStyle 'sql_standard' in the session
STYLE_QUERIES = [
    "SELECT id FROM orders WHERE ts >= '01/04/2024' AND ts < '02/04/2024'",
    "SELECT d FROM cal WHERE d = '01/04/2024'",
    "SELECT d FROM cal WHERE label = DATE '2024-04-01'::text",
    "SELECT d FROM cal WHERE d::timestamp >= timestamp '2024-04-03'"
    " + interval '-1 2:00:00' AND d < '2024-04-06'",
    "SELECT id FROM orders WHERE ts >= '2024-04-01'"
    " AND ts::text < '2024-04-01 02'",
]
STYLE = "SET DateStyle = 'SQL, DMY';\nSET IntervalStyle = 'sql_standard';\n"


def rows(script, zone):
    return sorted(r for r in psql(script, zone).split('\n') if r)


def dba_main(qprop):
    fails = 0
    zones = os.environ.get('QPROP_TZ_ZONES')
    for zone in zones.split(',') if zones else DBA_ZONES:
        schema = dba_ddl(zone)
        psql('DROP TABLE IF EXISTS orders, shipments, cal;\n' + schema
             + DBA_DATA + 'ANALYZE;\n', zone)
        n_bad = n = 0
        for style, qs in (('', DBA_QUERIES), (STYLE, STYLE_QUERIES)):
            text = schema + ''.join(q + ';\n' for q in qs)
            sql = qprop_run(qprop, ['--format=sql', '--no-source', '-q'],
                            text)
            rewrites = [l for l in sql.stdout.split('\n') if l.strip()]
            if sql.returncode != 0 or len(rewrites) != len(qs):
                print('FAIL %s: qprop: %d rewrites for %d queries: %s'
                      % (zone, len(rewrites), len(qs), sql.stderr.strip()))
                n_bad += 1
                continue
            for q, rw in zip(qs, rewrites):
                n += 1
                want = rows(style + q + ';\n', zone)
                try:
                    got = rows(style + rw + '\n', zone)
                except RuntimeError as e:
                    got = [str(e)]
                if want != got:
                    print('FAIL %s%s: rows differ for %s\n  rewrite: %s\n'
                          '  want %d rows, got %d'
                          % (zone, ' (SQL, DMY)' if style else '', q, rw,
                             len(want), len(got)))
                    n_bad += 1
        print('%-20s %d queries printed without a zone: %d differ'
              % (zone, n, n_bad))
        fails += n_bad
    psql('DROP TABLE IF EXISTS orders, shipments, cal;\n')
    return fails


def main():
    qprop = sys.argv[1]
    fails = dba_main(qprop)
    work = os.environ.get('QPROP_TZ_WORK', '/tmp')
    qs = queries()
    zones = os.environ.get('QPROP_TZ_ZONES')
    for zone in zones.split(',') if zones else ZONES:
        schema = ddl(zone)
        psql('DROP TABLE IF EXISTS m, h, l, x, lt;\n' + schema + data())
        leaves = {}
        for t in ('m', 'h', 'l', 'x', 'lt'):
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
    psql('DROP TABLE IF EXISTS m, h, l, x, lt;\n')
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
