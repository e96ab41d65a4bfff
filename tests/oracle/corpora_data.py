#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/corpora_data.py — every TPC-H, TPC-DS and JOB query run on
PostgreSQL with small generated data, as written, as qprop prints it
without rewriting and as it prints it rewritten (see corpora_data.sh).

    corpora_data.py QPROP CORPORA_DIR KNOWN_FILE TPCH_DATA_SQL [SET...]

SET is tpch, tpcds, tpcds_part or job (default: all).  psql must reach a
server through the PG* environment variables.  Stdlib only.

The data: for each table of the schema (read back from PostgreSQL's
catalog after loading it), a few to a few hundred rows from a fixed seed.
Primary keys are 1..N (date_dim: real dates 1998-2002, every 9th day plus
every date the queries name, keyed by Julian day as in TPC-DS); foreign keys
(declared, or for JOB by the column's name) take values of the referenced
key; other columns take, with high probability, the literals the corpus's
queries compare them with (collected from the query text per table and
column: =, <>, <, >, BETWEEN, IN lists, LIKE patterns made into matching
strings), otherwise small values of their type; about 10% NULL in nullable
columns, some '' and trailing spaces in strings.  TPC-DS returns rows copy
item and ticket/order number of a sales row, so that returns join sales.
TPC-H uses tests/oracle/tpch_data.sql over the schema without NOT NULL
(as tpch_roundtrip.sh does).
"""
import datetime
import os
import random
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sqlsplit  # noqa: E402
from pg_regress import parse_blocks, short, load_known, cause  # noqa: E402

SEED = 20250915
PSQL = ['psql', '-X', '-q', '-A', '-t', '-P', 'pager=off', '-P', 'null=\\N',
        '-F', '\x1f', '-R', '\x1e']
MARK = '@@M'


def log(*a):
    print(*a, flush=True)


def psql(db, sql=None, files=(), timeout=900, env=None):
    cmd = PSQL + ['-d', db]
    if sql is not None:
        cmd += ['-c', sql]
    for f in files:
        cmd += ['-f', f]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                       env=env)
    return p.returncode, p.stdout, p.stderr


# ---------------------------------------------------------------- literals

def collect_literals(texts):
    """{(table or None, column): [values]} from the queries' comparisons."""
    pool = {}

    def add(tab, col, v):
        pool.setdefault((tab, col.lower()), []).append(v)
        pool.setdefault((None, col.lower()), []).append(v)

    for text in texts:
        body = sqlsplit.strip_comments(text)
        aliases = {}
        for m in re.finditer(r'\b([a-z_][a-z0-9_]*)\s+(?:as\s+)?([a-z_]\w*)'
                             r'\s*(?=,|\bwhere\b|\bjoin\b|\bon\b|\))',
                             body, re.I):
            aliases[m.group(2).lower()] = m.group(1).lower()
        colre = r'(?:([a-z_]\w*)\.)?([a-z_]\w*)'
        for m in re.finditer(colre + r"\s*(=|<>|!=|>=|<=|>|<|\bnot\s+like\b|"
                             r"\blike\b|\bilike\b)\s*'((?:[^']|'')*)'",
                             body, re.I):
            tab = aliases.get((m.group(1) or '').lower())
            op, v = m.group(3).lower(), m.group(4).replace("''", "'")
            if 'like' in op:
                v = v.replace('%', '').replace('_', 'a')
                if 'not' in op:
                    continue
            add(tab, m.group(2), ('s', v))
        for m in re.finditer(colre + r'\s*(=|<>|!=|>=|<=|>|<)\s*(-?\d+(?:\.\d+)?)'
                             r'(?!\s*[-+*/])', body, re.I):
            tab = aliases.get((m.group(1) or '').lower())
            v = float(m.group(4))
            d = {'>': 1, '<': -1}.get(m.group(3), 0)
            add(tab, m.group(2), ('n', v + d))
        for m in re.finditer(colre + r'\s+between\s+(-?\d+(?:\.\d+)?)\s+and\s+'
                             r'(-?\d+(?:\.\d+)?)', body, re.I):
            tab = aliases.get((m.group(1) or '').lower())
            lo, hi = float(m.group(3)), float(m.group(4))
            for v in (lo, hi, (lo + hi) // 2):
                add(tab, m.group(2), ('n', v))
        for m in re.finditer(colre + r'\s+between\s+(?:cast\s*\(\s*|date\s*)'
                             r"'(\d{4}-\d\d-\d\d)'", body, re.I):
            add(None, m.group(2), ('d', m.group(3)))
        for m in re.finditer(colre + r'\s+in\s*\(([^()]*)\)', body, re.I):
            tab = aliases.get((m.group(1) or '').lower())
            items = m.group(3)
            for s in re.findall(r"'((?:[^']|'')*)'", items):
                add(tab, m.group(2), ('s', s.replace("''", "'")))
            if "'" not in items:
                for s in re.findall(r'-?\d+(?:\.\d+)?', items):
                    add(tab, m.group(2), ('n', float(s)))
    return pool


def query_dates(texts):
    out = set()
    for t in texts:
        for d in re.findall(r"'((?:199[89]|200[0-3])-\d\d-\d\d)'", t):
            out.add(d)
    return out


# ---------------------------------------------------------------- data

JOB_FK = {'movie_id': 'title', 'linked_movie_id': 'title',
          'episode_of_id': 'title', 'person_id': 'name',
          'person_role_id': 'char_name', 'role_id': 'role_type',
          'company_id': 'company_name', 'company_type_id': 'company_type',
          'info_type_id': 'info_type', 'keyword_id': 'keyword',
          'kind_id': 'kind_type', 'link_type_id': 'link_type',
          'subject_id': 'comp_cast_type', 'status_id': 'comp_cast_type'}
TPCDS_SIZES = {'date_dim': 0, 'time_dim': 60, 'item': 40, 'customer': 50,
               'customer_address': 40, 'customer_demographics': 40,
               'household_demographics': 20, 'store': 8, 'promotion': 20,
               'warehouse': 5, 'call_center': 6, 'catalog_page': 20,
               'web_page': 10, 'web_site': 6, 'ship_mode': 10, 'reason': 10,
               'income_band': 20, 'inventory': 300}
JOB_SIZES = {'title': 40, 'name': 40, 'char_name': 20, 'company_name': 20,
             'keyword': 20}
# JOB's small dimensions: one row per value the queries name (kind, role,
# info type ...), so that every filter on them finds its row.
JOB_ENUMS = {'comp_cast_type': 'kind', 'company_type': 'kind',
             'kind_type': 'kind', 'link_type': 'link', 'role_type': 'role',
             'info_type': 'info'}
RETURNS = {'store_returns': ('store_sales', [('sr_item_sk', 'ss_item_sk'),
                                             ('sr_ticket_number',
                                              'ss_ticket_number'),
                                             ('sr_customer_sk',
                                              'ss_customer_sk')]),
           'catalog_returns': ('catalog_sales',
                               [('cr_item_sk', 'cs_item_sk'),
                                ('cr_order_number', 'cs_order_number'),
                                ('cr_refunded_customer_sk',
                                 'cs_bill_customer_sk')]),
           'web_returns': ('web_sales', [('wr_item_sk', 'ws_item_sk'),
                                         ('wr_order_number',
                                          'ws_order_number'),
                                         ('wr_refunded_customer_sk',
                                          'ws_bill_customer_sk')])}
WORDS = ['alpha', 'beta', 'gamma', 'Delta', 'x', 'able', 'ought', 'pri',
         'anti', 'ese']
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
        'Sunday']


def catalog(db):
    rc, out, err = psql(db, """
SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
       NOT a.attnotnull
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
                       AND NOT a.attisdropped
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
ORDER BY c.relname, a.attnum""")
    if rc:
        raise RuntimeError(err)
    tables = {}
    for line in out.split('\x1e'):
        if not line.strip():
            continue
        t, col, typ, nullable = line.strip('\n').split('\x1f')
        tables.setdefault(t, []).append((col, typ, nullable == 't'))
    rc, out, err = psql(db, """
SELECT c.relname, a.attname, r.relname, ra.attname, k.contype
FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
LEFT JOIN pg_class r ON r.oid = k.confrelid
LEFT JOIN pg_attribute ra ON ra.attrelid = r.oid AND ra.attnum = k.confkey[1]
WHERE k.contype IN ('p', 'f') AND array_length(k.conkey, 1) = 1""")
    if rc:
        raise RuntimeError(err)
    pks, fks = {}, {}
    for line in out.split('\x1e'):
        if not line.strip():
            continue
        t, col, rt, rcol, ct = line.strip('\n').split('\x1f')
        if ct == 'p':
            pks[t] = col
        else:
            fks[(t, col)] = rt
    return tables, pks, fks


def typ_value(rng, typ, col, pool, table):
    vals = pool.get((table, col)) or pool.get((None, col)) or []
    m = re.match(r'(character varying|character|varchar|char)\((\d+)\)', typ)
    if typ in ('text',) or m:
        n = int(m.group(2)) if m else 40
        svals = [v for k, v in vals if k == 's']
        if svals and rng.random() < 0.7:
            v = rng.choice(svals)
        else:
            r = rng.random()
            if r < 0.06:
                v = ''
            elif r < 0.12:
                v = rng.choice(WORDS) + ' '
            else:
                v = rng.choice(WORDS) + str(rng.randint(0, 9))
        return "'" + v[:n].replace("'", "''") + "'"
    if typ in ('integer', 'bigint', 'smallint') or typ.startswith('numeric') \
            or typ in ('double precision', 'real'):
        nvals = [v for k, v in vals if k == 'n']
        if nvals and rng.random() < 0.7:
            v = rng.choice(nvals)
        elif typ.startswith('numeric') or typ in ('double precision', 'real'):
            v = round(rng.uniform(0, 200), 2)
        else:
            v = rng.randint(0, 60)
        if typ in ('integer', 'bigint', 'smallint'):
            v = int(v)
            if typ == 'smallint':
                v = max(-32768, min(32767, v))
        else:
            mm = re.match(r'numeric\((\d+),(\d+)\)', typ)
            if mm and abs(v) >= 10 ** (int(mm.group(1)) - int(mm.group(2))):
                v = 0
        return str(v)
    if typ == 'date':
        dvals = [v for k, v in vals if k == 'd']
        if dvals and rng.random() < 0.5:
            return "'%s'" % dvals[rng.randrange(len(dvals))]
        d = datetime.date(1998, 1, 1) + datetime.timedelta(
            days=rng.randint(0, 5 * 365))
        return "'%s'" % d
    if typ.startswith('timestamp'):
        return "'2000-01-01 10:00'"
    if typ == 'boolean':
        return rng.choice(['true', 'false'])
    return 'NULL'


def date_dim_rows(dates):
    rows = []
    base = datetime.date(1900, 1, 1)
    for d in sorted(dates):
        sk = d.toordinal() - datetime.date(1998, 1, 1).toordinal() + 2450815
        ms = (d.year - 1900) * 12 + d.month - 1
        ws = (d - base).days // 7 + 1
        q = (d.month - 1) // 3 + 1
        rows.append({
            'd_date_sk': sk, 'd_date_id': "'AAAA%08d'" % sk,
            'd_date': "'%s'" % d, 'd_month_seq': ms, 'd_week_seq': ws,
            'd_quarter_seq': (d.year - 1900) * 4 + q - 1, 'd_year': d.year,
            'd_dow': (d.weekday() + 1) % 7, 'd_moy': d.month, 'd_dom': d.day,
            'd_qoy': q, 'd_fy_year': d.year,
            'd_fy_quarter_seq': (d.year - 1900) * 4 + q - 1,
            'd_fy_week_seq': ws, 'd_day_name': "'%s'" % DAYS[d.weekday()],
            'd_quarter_name': "'%dQ%d'" % (d.year, q),
            'd_holiday': "'%s'" % ('Y' if d.day == 25 else 'N'),
            'd_weekend': "'%s'" % ('Y' if d.weekday() >= 5 else 'N'),
            'd_following_holiday': "'N'", 'd_first_dom': sk - d.day + 1,
            'd_last_dom': sk - d.day + 28, 'd_same_day_ly': sk - 365,
            'd_same_day_lq': sk - 91, 'd_current_day': "'N'",
            'd_current_week': "'N'", 'd_current_month': "'N'",
            'd_current_quarter': "'N'", 'd_current_year': "'N'"})
    return rows


def generate(db, kind, pool, dates, rng):
    tables, pks, fks = catalog(db)
    if kind == 'job':
        for t, cols in tables.items():
            for col, _, _ in cols:
                if col in JOB_FK:
                    fks[(t, col)] = JOB_FK[col]
    keys = {}
    order = []
    # referenced tables first
    pending = sorted(tables)
    while pending:
        for t in pending:
            deps = [rt for (tt, _), rt in fks.items() if tt == t and rt != t]
            deps += [RETURNS[t][0]] if t in RETURNS else []
            if all(d in order or d not in tables for d in deps):
                order.append(t)
                pending.remove(t)
                break
        else:
            order += pending
            break
    inserts = []
    made = {}
    for t in order:
        cols = tables[t]
        if t == 'date_dim':
            rows = date_dim_rows(dates)
        else:
            sizes = TPCDS_SIZES if kind.startswith('tpcds') else JOB_SIZES
            n = sizes.get(t, 900 if kind.startswith('tpcds') else 400)
            enum = []
            if kind == 'job' and t in JOB_ENUMS:
                enum = sorted(set(v for k, v in
                                  pool.get((t, JOB_ENUMS[t])) or
                                  pool.get((None, JOB_ENUMS[t]), [])
                                  if k == 's'))
                ctyp = dict((c, ty) for c, ty, _ in cols)[JOB_ENUMS[t]]
                m = re.search(r'\((\d+)\)', ctyp)
                if m:
                    enum = sorted(set(v[:int(m.group(1))] for v in enum))
                n = max(len(enum), 3)
            rows = []
            for i in range(1, n + 1):
                r = {}
                for col, typ, nullable in cols:
                    if pks.get(t) == col:
                        r[col] = i
                    elif (t, col) in fks:
                        ref = keys.get(fks[(t, col)], [])
                        if not ref or (nullable and rng.random() < 0.08):
                            r[col] = 'NULL'
                        else:
                            r[col] = rng.choice(ref)
                    elif nullable and rng.random() < 0.1:
                        r[col] = 'NULL'
                    elif re.search(r'_(ticket|order)_number$', col):
                        r[col] = rng.randint(1, 60)
                    else:
                        r[col] = typ_value(rng, typ, col, pool, t)
                if enum:
                    r[JOB_ENUMS[t]] = "'%s'" % enum[(i - 1) % len(enum)] \
                        .replace("'", "''")
                if t in RETURNS and made.get(RETURNS[t][0]):
                    src = rng.choice(made[RETURNS[t][0]])
                    for c, sc in RETURNS[t][1]:
                        r[c] = src.get(sc, 'NULL')
                rows.append(r)
        made[t] = rows
        if t in pks:
            keys[t] = [r[pks[t]] for r in rows if r.get(pks[t]) != 'NULL']
        names = [c for c, _, _ in cols]
        vals = ['(%s)' % ', '.join(str(r.get(c, 'NULL')) for c in names)
                for r in rows]
        for k in range(0, len(vals), 200):
            inserts.append('INSERT INTO %s (%s) VALUES %s ON CONFLICT DO '
                           'NOTHING;' % (t, ', '.join(names),
                                         ',\n'.join(vals[k:k + 200])))
    return '\n'.join(inserts) + '\nANALYZE;\n'


# ---------------------------------------------------------------- run

def strip_limit(q):
    return re.sub(r'\blimit\s+\d+\s*$', '', q.rstrip().rstrip(';').rstrip(),
                  flags=re.I)


def run_set(name, args, results):
    qprop, corpora, tpch_data, work = args
    t0 = time.time()
    if name == 'tpch':
        d = os.path.join(corpora, 'tpch')
        schema = os.path.join(work, 'tpch_schema.sql')
        text = open(os.path.join(d, 'schema.sql'), encoding='utf-8').read()
        open(schema, 'w').write(re.sub(r'not\s+null', '', text, flags=re.I))
        schemas = [schema]
        qfiles = sorted(f for f in os.listdir(d) if re.match(r'q\d\d\.sql$', f))
        qfiles += ['variants/' + f for f in
                   sorted(os.listdir(os.path.join(d, 'variants')))]
    elif name.startswith('tpcds'):
        d = os.path.join(corpora, 'tpcds')
        schemas = [os.path.join(d, 'schema.sql'), os.path.join(d,
                                                               'schema_ri.sql')]
        if name == 'tpcds_part':
            schemas = [os.path.join(d, 'schema_partitioned.sql')]
        qfiles = sorted(f for f in os.listdir(d) if re.match(r'q\d.*\.sql$', f))
    else:
        d = os.path.join(corpora, 'job')
        schemas = [os.path.join(d, 'schema.sql')]
        qfiles = sorted((f for f in os.listdir(d)
                         if re.match(r'\d+[a-z]\.sql$', f)),
                        key=lambda f: (int(re.match(r'\d+', f).group(0)), f))
    texts = {f: open(os.path.join(d, f), encoding='utf-8').read()
             for f in qfiles}
    db = 'c_' + name
    psql('postgres', 'DROP DATABASE IF EXISTS %s' % db)
    rc, _, err = psql('postgres', 'CREATE DATABASE %s' % db)
    if rc:
        raise RuntimeError(err)
    p = subprocess.run(PSQL + ['-d', db, '-v', 'ON_ERROR_STOP=1'] +
                       sum((['-f', s] for s in schemas), []),
                       capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError('loading the schema failed: ' + p.stderr[-800:])
    if name == 'tpch':
        rc, _, err = psql(db, None, [tpch_data])
        if rc:
            raise RuntimeError('loading tpch_data.sql failed: ' + err[-500:])
        psql(db, 'ANALYZE')
    else:
        rng = random.Random(SEED)
        pool = collect_literals(texts.values())
        dates = set()
        day = datetime.date(1998, 1, 1)
        while day.year < 2003:
            dates.add(day)
            day += datetime.timedelta(days=9)
        for s in query_dates(texts.values()):
            base = datetime.date.fromisoformat(s)
            for k in (0, 1, 5, 10, 30, 60):
                dates.add(base + datetime.timedelta(days=k))
        gdb = db
        if name == 'tpcds_part':
            # no keys declared there: generate from the plain schema's
            # catalog (same tables and columns), load into the partitioned
            gdb = 'c_tpcds_aux'
            psql('postgres', 'DROP DATABASE IF EXISTS %s' % gdb)
            psql('postgres', 'CREATE DATABASE %s' % gdb)
            psql(gdb, None, [os.path.join(d, 'schema.sql'),
                             os.path.join(d, 'schema_ri.sql')])
        data = generate(gdb, name, pool, dates, rng)
        if gdb != db:
            psql('postgres', 'DROP DATABASE IF EXISTS %s' % gdb)
        dpath = os.path.join(work, name + '_data.sql')
        open(dpath, 'w').write(data)
        rc, _, err = psql(db, None, [dpath])
        if rc or 'ERROR' in err:
            raise RuntimeError('loading the generated data failed: '
                               + err[:800])
    tload = time.time() - t0
    # qprop, per file, both modes
    script = []
    items = []
    for fi, f in enumerate(qfiles):
        stmts = [s for s in sqlsplit.split(texts[f]) if s.kind == 'sql']
        outs = {}
        for mode, flags in (('r', []), ('n', ['--no-rewrite'])):
            p = subprocess.run([qprop, '--format=sql', '--no-source'] + flags + schemas +
                               [os.path.join(d, f)], capture_output=True,
                               text=True, timeout=120)
            errs = [m.group(1) for m in
                    re.finditer(r'^.*?:\d+:\d+: error: (.*)$', p.stderr, re.M)
                    if os.path.join(d, f) in m.group(0)]
            lines = [l for l in p.stdout.splitlines() if l.strip()]
            outs[mode] = (p.returncode, lines, errs, p.stderr)
        nq = sum(1 for s in stmts if sqlsplit.query_of(s.text)[0])
        item = {'file': f, 'key': '%s:%s' % (name, f), 'outs': outs,
                'nq': nq}
        items.append(item)
        ok = all(o[0] in (0, 1) and not o[2] and len(o[1]) == nq
                 for o in outs.values())
        item['accepted'] = ok
        k = 0
        for s in stmts:
            q, _ = sqlsplit.query_of(s.text)
            if q is None:
                script.append(s.text + '\n;')
                continue
            k += 1
            variants = [('o', q + '\n;')]
            if ok:
                variants += [('n', outs['n'][1][k - 1]),
                             ('r', outs['r'][1][k - 1])]
                if sqlsplit.has_limit(q):
                    variants.append(('l', strip_limit(q) + '\n;'))
            for tag, sql in variants:
                script.append(sql)
                script.append('\\echo %s %d %s%d :ERROR :SQLSTATE '
                              ':LAST_ERROR_MESSAGE' % (MARK, fi, tag, k))
    spath = os.path.join(work, name + '_run.sql')
    open(spath, 'w').write('\n'.join(script) + '\n')
    env = dict(os.environ)
    env['PGOPTIONS'] = '-c statement_timeout=10s'
    p = subprocess.run(PSQL + ['-d', db, '-f', spath], capture_output=True,
                       text=True, timeout=1200, env=env)
    blocks = parse_blocks(p.stdout)
    st = dict(files=len(qfiles), accepted=0, rejected=0, equal=0,
              ties=0, differ=0, rwrej=0, timeout=0, pgerr=0, botherr=0, empty=0)
    causes, fails, empties, slow = {}, [], [], []
    for fi, it in enumerate(items):
        if not it['accepted']:
            st['rejected'] += 1
            o = it['outs']['r']
            c = cause(o[2][0]) if o[2] else \
                ('exit %d, %d lines for %d queries' % (o[0], len(o[1]),
                                                       it['nq']))
            causes[c] = causes.get(c, 0) + 1
            fails_pg = blocks.get((fi, 'o1'))
            if fails_pg and fails_pg[0]:
                st['pgerr'] += 1
            continue
        st['accepted'] += 1
        bad = []
        for k in range(1, it['nq'] + 1):
            o = blocks.get((fi, 'o%d' % k))
            if o and o[0] and o[1][:2] in ('22', '21') and all(
                    (blocks.get((fi, t + str(k))) or (1, o[1]))[0] and
                    (blocks.get((fi, t + str(k))) or (1, o[1]))[1] == o[1]
                    for t in 'nr'):
                st['botherr'] += 1
                bad = None
                break
            if o is None or o[0]:
                st['pgerr'] += 1
                fails.append((it['key'], 'the original fails on PostgreSQL',
                              o[2] + ' (' + o[1] + ')' if o else 'no result'))
                bad = None
                break
            if not any(v not in ('', '\\N') for r in o[3]
                       for v in r.split('\x1f')):
                st['empty'] += 1
                empties.append(it['file'])
            for tag, label in (('n', 'no-rewrite'), ('r', 'rewritten')):
                res = blocks.get((fi, '%s%d' % (tag, k)))
                sql = it['outs'][tag][1][k - 1]
                if res is None:
                    continue
                if res[0] and res[1] == '57014':
                    it['timeout'] = '%s SQL: statement timeout (10 s); the ' \
                        'original runs' % label
                    continue
                if res[0]:
                    bad.append(('rejected by PostgreSQL', '%s SQL rejected: '
                                '%s (%s)\n    %s' % (label, res[2], res[1],
                                                     short(sql, 1500))))
                    continue
                a, b = sorted(o[3]), sorted(res[3])
                if a == b:
                    continue
                lim = blocks.get((fi, 'l%d' % k))
                if lim and not lim[0] and len(a) == len(b):
                    full = list(lim[3])
                    sub = True
                    for r in b:
                        if r in full:
                            full.remove(r)
                        else:
                            sub = False
                            break
                    if sub:
                        it['ties'] = True
                        continue
                only_o = [r.replace('\x1f', '|') for r in a if r not in b][:3]
                only_n = [r.replace('\x1f', '|') for r in b if r not in a][:3]
                bad.append(('different rows', '%s: %d rows, original %d; only '
                            'in original: %s; only in %s: %s\n    %s'
                            % (label, len(b), len(a), only_o, label, only_n,
                               short(sql, 1500))))
        if bad is None:
            continue
        if not bad and it.get('timeout'):
            st['timeout'] += 1
            slow.append((it['key'], it['timeout']))
            continue
        if not bad:
            st['ties' if it.get('ties') else 'equal'] += 1
            continue
        if any(k == 'rejected by PostgreSQL' for k, _ in bad):
            st['rwrej'] += 1
        else:
            st['differ'] += 1
        fails.append((it['key'], bad[0][0], '\n    '.join(x for _, x in bad)))
    results[name] = (st, causes, fails, empties, tload, time.time() - t0, slow)
    psql('postgres', 'DROP DATABASE IF EXISTS %s' % db)


def main():
    qprop, corpora, known_path, tpch_data = sys.argv[1:5]
    sets = sys.argv[5:] or ['tpch', 'tpcds', 'tpcds_part', 'job']
    work = os.environ.get('QPROP_ORACLE_WORK', '.')
    known = load_known(known_path)
    t0 = time.time()
    results, broken = {}, []
    for name in sets:
        try:
            run_set(name, (qprop, corpora, tpch_data, work), results)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            broken.append('%s: %s' % (name, e))
            log('%s: ERROR: %s' % (name, e))
            continue
        r = results[name]
        log('%s: data loaded in %.1f s, all done in %.1f s'
            % (name, r[4], r[5]))
    cols = [('files', 'files'), ('accepted', 'accepted'),
            ('rejected', 'rejected'), ('equal', 'equal'),
            ('ties', 'LIMIT-ties'), ('differ', 'differ'),
            ('rwrej', 'rw-rejected'), ('timeout', 'timeout'),
            ('pgerr', 'PG-error'), ('botherr', 'both-error'),
            ('empty', 'empty')]
    log('')
    log('%-12s' % 'set' + ''.join('%12s' % h for _, h in cols))
    tot = {}
    for name in sets:
        if name in results:
            st = results[name][0]
            log('%-12s' % name + ''.join('%12d' % st[k] for k, _ in cols))
            for k, _ in cols:
                tot[k] = tot.get(k, 0) + st[k]
    log('%-12s' % 'total' + ''.join('%12d' % tot.get(k, 0) for k, _ in cols))
    log('')
    log('columns: files = query files; accepted = qprop printed every query '
        'in both modes; equal = same sorted rows as the original, for both '
        'the no-rewrite and the rewritten SQL; LIMIT-ties = same count, rows '
        'of the query without its LIMIT; rw-rejected = PostgreSQL rejects '
        'qprop\'s SQL; PG-error = the original fails on PostgreSQL; both-error '
        '= the original fails with a data error (class 21/22) and qprop\'s '
        'SQL fails the same way; empty = '
        'original result empty or all NULL (proves little)')
    for name in sets:
        if name in results:
            st, causes, fails, empties, _, _, slow = results[name]
            for key, what in slow:
                log('slow %s: %s (not a failure)' % (key, what))
            for c, n in sorted(causes.items(), key=lambda x: -x[1]):
                log('%s rejected by qprop: %4d  %s' % (name, n, c))
            if empties:
                log('%s empty or all-NULL results: %s'
                    % (name, ' '.join(sorted(set(empties)))))
    log('')
    passed = failed = nknown = 0
    seen = set()
    for name in sets:
        if name not in results:
            continue
        st, _, fails, _, _, _, _ = results[name]
        passed += st['equal'] + st['ties'] + st['botherr']
        for key, kind, detail in fails:
            seen.add(key)
            if key in known:
                nknown += 1
                log('known %s: %s (%s)' % (key, kind, known[key]))
                continue
            failed += 1
            log('FAIL %s: %s\n    %s' % (key, kind, detail))
    for key in sorted(known):
        if key.split(':')[0] in results and key not in seen:
            log('FIXED? %s is listed in %s but no longer fails (%s): '
                'remove it' % (key, os.path.basename(known_path), known[key]))
    failed += len(broken)
    for b in broken:
        log('FAIL %s' % b)
    log('corpora_data: %d known failures (%s), %.0f s'
        % (nknown, os.path.basename(known_path), time.time() - t0))
    log('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
