#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/exec/oracle.py -- the monthly partition layout, and the oracle
minimum of fact partitions a query must read (issue 36's benchmark).

    oracle.py monthly SCHEMA_PARTITIONED.sql > monthly.sql
    oracle.py plan QPROP SCHEMA QUERY.sql          # the occurrences, as JSON

Used by tests/pg/bench_exec.py; stdlib only.

monthly_schema(): the yearly schema of the corpus with each yearly range
partition `X_YYYY ... from (a) to (b)` replaced by twelve monthly ones
`X_YYYY_MM` (Julian-day bounds of the first day of each month, the same
key as date_dim.d_date_sk), the DEFAULT partition kept: the same rows fit,
only the layout differs.

The oracle minimum, per occurrence of a fact table in the query (a scan
of it in the plan as bound, before any rewrite, from `QPROP --no-rewrite
--format=json`; the occurrences inside an expression's subquery, such as
q09's CASE or q10's EXISTS, are not nodes of that plan and are counted
apart, unrestricted):

    the number of the fact's partitions that hold at least one row whose
    partition key is produced by every build side the key is equated to

where a build side is a base table Y joined by `key = Y.c` (in WHERE, an
inner or semi join's condition, or a LEFT JOIN's ON when the fact is on
its nullable side; the key followed through derived tables, CTEs and
UNION ALL branches that pass it on unchanged), and what it produces is
`SELECT Y.c FROM Y WHERE <the query's conjuncts that refer to Y alone>`,
with `Y.x IN (SELECT Z.w FROM Z WHERE <Z's, the same way>)` for an IN
subquery on Y and for an equality of Y with another dimension Z
(restriction()).
Conjuncts on the key alone (`key BETWEEN ...`) restrict it too.  A key
equated to something else (a derived table's column) is an unfollowed
build side: it restricts nothing but non-NULL keys, so the count is then
an upper bound of the minimum, and flagged.  Computed from the data as

    SELECT count(DISTINCT part) FROM qp_oracle_keys
     WHERE fact = F AND key IN (K1) AND key IN (K2) ... AND <key conjuncts>

over qp_oracle_keys(fact, part, key), the distinct (partition, key) pairs
of every fact (one scan of each fact, built once per database): exact for
the definition above and cheap (each query is a few index-free scans of a
table of at most a few thousand rows per fact).
"""
import datetime
import json
import re
import subprocess
import sys

FACT_KEYS = {
    'store_sales': 'ss_sold_date_sk', 'store_returns': 'sr_returned_date_sk',
    'catalog_sales': 'cs_sold_date_sk', 'catalog_returns': 'cr_returned_date_sk',
    'web_sales': 'ws_sold_date_sk', 'web_returns': 'wr_returned_date_sk',
    'inventory': 'inv_date_sk',
}
JULIAN = 1721425        # date.toordinal() + JULIAN = Julian day number

YEARLY_RE = re.compile(
    r'^create table (\w+)_(\d{4}) partition of (\w+) for values from '
    r'\((\d+)\) to \((\d+)\);$', re.I)


def julian(y, m):
    return datetime.date(y, m, 1).toordinal() + JULIAN


def monthly_schema(text):
    out = []
    n = 0
    for line in text.split('\n'):
        m = YEARLY_RE.match(line.strip())
        if not m:
            out.append(line)
            continue
        t, y, parent, lo, hi = m.group(1), int(m.group(2)), m.group(3), \
            int(m.group(4)), int(m.group(5))
        if lo != julian(y, 1) or hi != julian(y + 1, 1):
            raise ValueError('not a calendar year: ' + line)
        for mo in range(1, 13):
            nxt = julian(y + (mo == 12), 1 if mo == 12 else mo + 1)
            out.append('create table %s_%d_%02d partition of %s for values '
                       'from (%d) to (%d);' % (t, y, mo, parent,
                                                julian(y, mo), nxt))
        n += 1
    if not n:
        raise ValueError('no yearly partitions found')
    return '\n'.join(out)


# ------------------------------------------------------------ the plan

def qprop_plan(qprop, schema, qfile):
    """The bound plans (no rewrite) of QUERY's statements, as qprop's JSON
    objects; None when qprop fails."""
    p = subprocess.run([qprop, '--no-rewrite', '--format=json', '--no-source',
                        schema, qfile], capture_output=True, text=True,
                       timeout=120)
    if p.returncode:
        return None
    return [json.loads(l) for l in p.stdout.split('\n') if l.strip()]


def children(n):
    return n.get('children', [])


def nodes(n):
    yield n
    for c in children(n):
        yield from nodes(c)


def aliases(n):
    return {x['alias'] for x in nodes(n) if 'alias' in x}


def outputs(n):
    """The output columns of a subquery's plan: per branch of a UNION, a
    list of (name, expr); the names are the first branch's."""
    while n['node'] in ('Sort', 'Limit') and children(n):
        n = children(n)[0]
    if n['node'] == 'Project':
        return [[(o['name'], o['expr']) for o in n['output']]]
    if n['node'] == 'SetOp':
        br = []
        for c in children(n):
            br.extend(outputs(c))
        if br:
            names = [x[0] for x in br[0]]
            return [[(names[i], b[i][1]) for i in range(min(len(names), len(b)))]
                    for b in br]
    return []


def conjuncts(roots):
    """(expr, columns, aliases that may be restricted by it) of every
    conjunct that filters rows: WHERE (not HAVING), inner/cross/semi join
    conditions, a LEFT JOIN's ON for its right side, scan filters.  A
    semi join's conditions come with a fourth item, the aliases of its
    right side (the subquery of an IN or EXISTS).  Below an anti join's
    right side (NOT EXISTS, NOT IN) only the conjuncts among its own
    relations: one that refers to the outer query restricts nothing."""
    acc = []

    def add(fs, only, inside, *semi):
        for f in fs:
            if inside is None or all(alias_of(c) in inside
                                     for c in f['columns']):
                acc.append((f['expr'], f['columns'], only) + semi)

    def walk(n, inside):
        if n['node'] == 'Filter' and not n.get('having'):
            add(n['filters'], None, inside)
        elif n['node'] == 'Join':
            jt = n['join_type']
            two = len(children(n)) == 2
            if jt == 'semi' and two:
                add(n['condition'], None, inside, aliases(children(n)[1]))
            elif jt in ('inner', 'cross', 'semi'):
                add(n['condition'], None, inside)
            elif jt == 'left' and two:
                add(n['condition'], aliases(children(n)[1]), inside)
            if jt == 'anti' and two:
                walk(children(n)[0], inside)
                walk(children(n)[1], aliases(children(n)[1]))
                return
        elif n['node'] in ('Scan', 'CteScan', 'SubqueryScan'):
            add(n.get('filters', []), None, inside)
        for c in children(n):
            walk(c, inside)

    for r in roots:
        walk(r, None)
    return acc


def alias_of(col):
    return col.rsplit('.', 1)[0]


EQ_RE = re.compile(r'^\(?([\w.]+) = ([\w.]+)\)?$')


def restriction(y, scans, conj, subs, seen=()):
    """The conjuncts that restrict base table alias y's rows: those that
    refer to y alone, and for each equality `y.x = z.w` with another
    base table z, `y.x IN (SELECT z.w FROM z WHERE <z's own restriction,
    found the same way>)`: z in the subquery of a semi join on y (an IN
    subquery's filter on y: q58's d_date IN (...), q83's IN nested in an
    IN), or z a dimension (not a fact) joined to y in a WHERE or an inner
    join (q72's d1.d_week_seq = d2.d_week_seq)."""
    own = []
    seen = set(seen) | {y}
    for e, cs, o, *semi in conj:
        if cs and all(alias_of(c) == y for c in cs) and (o is None or y in o):
            own.append(e)
            continue
        m = EQ_RE.match(e)
        if not m or len(cs) != 2 or len(seen) > 8:
            continue
        a, b = m.group(1), m.group(2)
        if alias_of(b) == y:
            a, b = b, a
        z = alias_of(b)
        if alias_of(a) != y or z in seen:
            continue
        if semi:
            if z not in semi[0]:
                continue
            if z not in scans:          # the subquery's output column
                z, b = pass_through(b, subs, scans)
                if z is None or z in seen:
                    continue
        elif o is not None or z not in scans or scans[z] in FACT_KEYS:
            continue
        zown = restriction(z, scans, conj, subs, seen)
        if not zown and not semi:
            continue                    # z restricts nothing
        own.append('%s IN (SELECT %s FROM %s AS %s%s)' % (
            a, b, scans[z], z,
            ' WHERE ' + ' AND '.join('(%s)' % x for x in zown) if zown else ''))
    return own


def pass_through(ref, subs, scans):
    """A subquery's output column that is a base table's column in every
    branch of one branch: (alias, column ref), else (None, None)."""
    a, name = ref.rsplit('.', 1)
    for sa, plan in subs:
        if sa != a:
            continue
        br = outputs(plan)
        if len(br) == 1:
            for nm, expr in br[0]:
                if nm == name and re.match(r'^\w+\.\w+$', expr) \
                        and alias_of(expr) in scans:
                    return alias_of(expr), expr
    return None, None


def occurrences(obj):
    """Per occurrence of a fact in one statement's plan: (fact, key refs,
    build sides [(relation, alias, column, [conjuncts])], key conjuncts,
    unfollowed build sides [text])."""
    roots = [obj['plan']] + [c['plan'] for c in obj.get('ctes', [])]
    ctes = {c['name']: c['plan'] for c in obj.get('ctes', [])}
    scans = {}
    subs = []               # (alias, plan below it)
    for r in roots:
        for n in nodes(r):
            if n['node'] == 'Scan':
                scans[n['alias']] = n['relation']
            elif n['node'] == 'SubqueryScan' and children(n):
                subs.append((n['alias'], children(n)[0]))
            elif n['node'] == 'CteScan' and n.get('cte') in ctes:
                subs.append((n['alias'], ctes[n['cte']]))
    conj = conjuncts(roots)
    res = []
    for r in roots:
        for n in nodes(r):
            if n['node'] != 'Scan' or n['relation'] not in FACT_KEYS:
                continue
            fact = n['relation']
            refs = {n['alias'] + '.' + FACT_KEYS[fact]}
            grown = True
            while grown:            # the key through the subqueries above
                grown = False
                for a, plan in subs:
                    for br in outputs(plan):
                        for name, expr in br:
                            ref = a + '.' + name
                            if expr in refs and ref not in refs:
                                refs.add(ref)
                                grown = True
            builds, unf, keyc = [], [], []
            for expr, cols, only, *_ in conj:
                if only is not None and not all(alias_of(c) in only
                                                for c in cols if c in refs):
                    continue
                if cols and all(c in refs for c in cols):
                    keyc.append((expr, cols))
                    continue
                m = EQ_RE.match(expr)
                if not m or len(cols) != 2:
                    continue
                a, b = m.group(1), m.group(2)
                if a in refs and b not in refs:
                    other = b
                elif b in refs and a not in refs:
                    other = a
                else:
                    continue
                y = alias_of(other)
                if y in scans:
                    builds.append((scans[y], y, other.rsplit('.', 1)[1],
                                   restriction(y, scans, conj, subs)))
                else:
                    unf.append(expr)
            res.append({'fact': fact, 'alias': n['alias'], 'refs': refs,
                        'builds': builds, 'keyconj': keyc,
                        'unfollowed': unf})
    return res


def expr_subquery_facts(obj):
    """Facts read inside expressions' subqueries (not plan nodes): one
    (alias, fact, whether the subquery's text names the fact's key) per
    'fact AS alias' in their text."""
    seen = {}

    def walk(v):
        if isinstance(v, dict):
            if 'expr' in v and isinstance(v['expr'], str) and 'SELECT' in v['expr']:
                for f in FACT_KEYS:
                    for a in re.findall(r'\b%s AS (\w+)' % f, v['expr']):
                        seen[a] = (a, f, '%s.%s' % (a, FACT_KEYS[f]) in v['expr'])
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    walk(obj)
    return sorted(seen.values())


def occurrence_sql(occ):
    """The counting query of one occurrence (against qp_oracle_keys)."""
    conds = ["k.fact = '%s'" % occ['fact']]
    if occ['builds'] or occ['unfollowed']:
        conds.append('k.key IS NOT NULL')
    for rel, y, col, own in occ['builds']:
        conds.append('k.key IN (SELECT %s.%s FROM %s AS %s%s)' % (
            y, col, rel, y,
            ' WHERE ' + ' AND '.join('(%s)' % e for e in own) if own else ''))
    for expr, cols in occ['keyconj']:
        e = expr
        for c in sorted(set(cols), key=len, reverse=True):
            e = re.sub(r'(?<![\w.])%s(?!\w)' % re.escape(c), 'k.key', e)
        conds.append('(%s)' % e)
    return ('SELECT count(DISTINCT k.part) FROM qp_oracle_keys AS k WHERE '
            + ' AND '.join(conds))


KEYS_SQL = ('DROP TABLE IF EXISTS qp_oracle_keys; '
            'CREATE TABLE qp_oracle_keys AS ' + ' UNION ALL '.join(
                "SELECT '%s'::text AS fact, tableoid::regclass::text AS part, "
                "%s AS key FROM %s GROUP BY 2, 3" % (f, k, f)
                for f, k in FACT_KEYS.items()) + '; ANALYZE qp_oracle_keys;')


def main():
    if len(sys.argv) == 3 and sys.argv[1] == 'monthly':
        sys.stdout.write(monthly_schema(open(sys.argv[2]).read()))
        return 0
    if len(sys.argv) == 5 and sys.argv[1] == 'plan':
        for obj in qprop_plan(sys.argv[2], sys.argv[3], sys.argv[4]) or []:
            for o in occurrences(obj):
                print(o['fact'], o['alias'], occurrence_sql(o),
                      'UNFOLLOWED %s' % o['unfollowed'] if o['unfollowed'] else '')
            for a, f, key in expr_subquery_facts(obj):
                print(f, a, '(in an expression subquery: unrestricted%s)'
                      % (', its key used there: upper bound' if key else ''))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main())
