#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/resolve_oracle.py — qprop's operator and function
resolution against PostgreSQL 15's (see resolve_oracle.sh).

    resolve_oracle.py QPROP WORKDIR

One table has a column of each of 47 built-in types.  The
expressions are every built-in operator name (pg_operator) with a column
of each type and an untyped NULL on the other side (and prefix operators
on each column), and the common operator names between two columns of
every pair of the most used types; and every built-in function of one
or two arguments (but the types' I/O and support functions) called on an
untyped NULL and on a column of each of the most used types.  Each runs
as

    SELECT COALESCE(<expression>, NULL) AS x FROM t

so that the NULL takes the type qprop gives the expression.  PostgreSQL
explains each statement as written and as `qprop --format=sql
--no-rewrite` prints it (EXPLAIN VERBOSE, in one DO block); a statement
passes when both reject it, or when qprop accepts it and PostgreSQL's
plan of qprop's SQL shows the same output expression as its plan of the
original (the operator chosen, the casts on the operands and the type of
the result).  Anything else fails: qprop rejects what PostgreSQL takes,
takes what PostgreSQL rejects, prints SQL that PostgreSQL rejects, or
chooses another operator or result type.  psql must reach a superuser
through the PG* variables.  Stdlib only.
"""
import os
import re
import subprocess
import sys

TYPES = ['bool', 'int2', 'int4', 'int8', 'numeric', 'float4', 'float8',
         'text', 'varchar', 'bpchar', 'name', 'char', 'date', 'time',
         'timetz', 'timestamp', 'timestamptz', 'interval', 'bytea', 'uuid',
         'jsonb', 'json', 'int4[]', 'text[]', 'int8[]', 'int4range',
         'tsrange', 'int4multirange', 'point', 'box', 'lseg', 'circle',
         'polygon', 'path', 'line', 'inet', 'cidr', 'macaddr', 'tsvector',
         'tsquery', 'money', 'bit', 'varbit', 'oid', 'xid', 'pg_lsn',
         'regclass']
# column against column: the names and types everyday SQL mixes
CROSS_OPS = ['=', '<>', '<', '>=', '+', '-', '*', '/', '%', '^', '||',
             '<@', '@>', '&&', '~~', '->>']
CROSS_TYPES = ['bool', 'int2', 'int4', 'int8', 'numeric', 'float4',
               'float8', 'text', 'varchar', 'bpchar', 'name', 'date',
               'time', 'timetz', 'timestamp', 'timestamptz', 'interval',
               'uuid', 'jsonb', 'json', 'int4[]', 'text[]', 'int4range',
               'inet', 'cidr', 'money', 'oid']
PSQL = ['psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1']
DB = 'resolve_oracle'


def col(t):
    return 'c_' + t.replace('[]', '_arr')


def psql(sql, db=DB):
    p = subprocess.run(PSQL + ['-d', db], input=sql, capture_output=True,
                       text=True, timeout=600)
    if p.returncode:
        raise RuntimeError('psql: ' + p.stderr.strip())
    return p.stdout


def expressions(opers):
    out = []
    for name, kind in opers:
        if kind == 'b':
            for t in TYPES:
                out.append('%s %s NULL' % (col(t), name))
                out.append('NULL %s %s' % (name, col(t)))
        else:
            for t in TYPES:
                out.append('%s %s' % (name, col(t)))
    for name in CROSS_OPS:
        for t in CROSS_TYPES:
            for u in CROSS_TYPES:
                out.append('%s %s %s' % (col(t), name, col(u)))
    return out


def calls(funcs):
    out = []
    for name in funcs:
        q = name if re.match(r'^[a-z_][a-z0-9_]*$', name) else '"%s"' % name
        out.append('%s(NULL)' % q)
        for t in CROSS_TYPES:
            out.append('%s(%s)' % (q, col(t)))
    return out


# Functions left out: the types' I/O and support functions (their
# arguments are cstring or internal, or they return them; nobody calls
# them in a query), and those whose names PostgreSQL's grammar reads as
# something else.
FUNCS = r"""
SELECT DISTINCT proname FROM pg_proc
WHERE oid < 16384 AND prokind = 'f' AND pronargs BETWEEN 1 AND 2
  AND prorettype NOT IN ('internal'::regtype, 'cstring'::regtype,
      'trigger'::regtype, 'event_trigger'::regtype,
      'language_handler'::regtype, 'fdw_handler'::regtype,
      'index_am_handler'::regtype, 'tsm_handler'::regtype,
      'table_am_handler'::regtype)
  AND NOT 'internal'::regtype = ANY (proargtypes)
  AND NOT 'cstring'::regtype = ANY (proargtypes)
  AND proname !~ '(send|recv|typmodin|typmodout|_in|_out|support)$'
  AND proname NOT IN ('bit', 'nchar', 'national')
ORDER BY 1"""
# Calls qprop is known to take apart from PostgreSQL, with the reason.
KNOWN = {
    # oidvector is modelled as an array of oid, which an int[] reaches
    'hashoidvector': 'oidvector read as oid[]',
    'oidvectortypes': 'oidvector read as oid[]',
    # record-returning functions qprop takes for set-returning ones
    'json_to_record': 'record-returning read as set-returning',
    'jsonb_to_record': 'record-returning read as set-returning',
}


def explain_all(sqls):
    """PostgreSQL's output expression, or 'ERROR: message', of each."""
    psql('DROP TABLE IF EXISTS stmts, res;'
         'CREATE TABLE stmts (id int, sql text);'
         'CREATE TABLE res (id int, out text);')
    rows = ''.join('%d\t%s\n' % (i, s.replace('\\', '\\\\'))
                   for i, s in enumerate(sqls))
    p = subprocess.run(PSQL + ['-d', DB, '-c', 'COPY stmts FROM STDIN'],
                       input=rows, capture_output=True, text=True,
                       timeout=600)
    if p.returncode:
        raise RuntimeError('COPY: ' + p.stderr.strip())
    psql(r"""
DO $$
DECLARE s record; l text; o text;
BEGIN
  FOR s IN SELECT * FROM stmts ORDER BY id LOOP
    o := NULL;
    BEGIN
      FOR l IN EXECUTE 'EXPLAIN (VERBOSE, COSTS OFF) ' || s.sql LOOP
        IF o IS NULL AND l ~ '^\s*Output: ' THEN
          o := regexp_replace(l, '^\s*Output: ', '');
        END IF;
      END LOOP;
    EXCEPTION WHEN OTHERS THEN
      o := 'ERROR: ' || SQLERRM;
    END;
    INSERT INTO res VALUES (s.id, o);
  END LOOP;
END $$;""")
    res = {}
    for line in psql('SELECT id, out FROM res').split('\n'):
        if line:
            i, _, o = line.partition('|')
            res[int(i)] = o
    return res


def unary_plus(out):
    # qprop drops a prefix + on a number (the identity); PostgreSQL shows it
    return re.sub(r'\(\+ ([^()]*)\)', r'\1', out)


def run_qprop(qprop, path, ddl, stmts):
    """qprop's SQL and errors of each of 'stmts' (after 'ddl'), by index."""
    with open(path, 'w') as fh:
        fh.write(ddl + ''.join(x + ';\n' for x in stmts))
    p = subprocess.run([qprop, '--format=sql', '--no-rewrite', path],
                       capture_output=True, text=True, timeout=600)
    qsql, qerr = {}, {}
    for m in re.finditer(r'^-- .*:(\d+)\n(.*);$', p.stdout, re.M):
        qsql[int(m.group(1)) - 2] = m.group(2)
    for m in re.finditer(r'^.*:(\d+):\d+: error: (.*)$', p.stderr, re.M):
        qerr[int(m.group(1)) - 2] = m.group(2)
    return qsql, qerr


def compare(stmts, qsql, qerr, n, fails, probe):
    """Each of 'stmts' on PostgreSQL as written and as qprop printed it;
    the indexes accepted by both."""
    orig = explain_all(stmts)
    ids = sorted(qsql)
    mine = explain_all([qsql[i] for i in ids])
    mine = {ids[k]: v for k, v in mine.items()}
    both = []
    for i, s in enumerate(stmts):
        o = orig.get(i, 'ERROR: (no result)')
        pg_ok = not o.startswith('ERROR: ')
        if i in qerr:
            if pg_ok:
                fails.append(('qprop rejects, PostgreSQL accepts', s,
                              '%s | PostgreSQL: %s' % (qerr[i], o)))
            else:
                n['both rejected'] += 1
            continue
        if i not in qsql:
            fails.append(('no output from qprop', s, ''))
            continue
        q = mine.get(i, 'ERROR: (no result)')
        if probe and o.startswith('ERROR: ') and o == q:
            # the probe literal is not a value of the result type
            n['same'] += 1
        elif not pg_ok:
            fails.append(('qprop accepts, PostgreSQL rejects', s,
                          '%s | qprop: %s' % (o, qsql[i])))
        elif q.startswith('ERROR: '):
            fails.append(("PostgreSQL rejects qprop's SQL", s,
                          '%s | qprop: %s' % (q, qsql[i])))
        elif unary_plus(o) != q:
            fails.append(('another operator or type', s,
                          'PostgreSQL: %s | qprop: %s' % (o, q)))
        else:
            n['same'] += 1
            both.append(i)
    return both


# Literals that the result of an expression is compared with: qprop
# prints each as a value of the type it gives the expression, and
# PostgreSQL folds it to its own (0.1 is not the same real and double
# precision; the timestamp is a date, a time or a timestamp apart)
PROBES = ["'0.1'", "'2000-01-02 10:00:00.5+02'"]


def main():
    qprop, work = sys.argv[1:3]
    psql('DROP DATABASE IF EXISTS %s' % DB, db='postgres')
    psql('CREATE DATABASE %s' % DB, db='postgres')
    ddl = 'CREATE TABLE t (%s);\n' % ', '.join(
        '%s %s' % (col(t), t) for t in TYPES)
    psql(ddl)
    opers = [l.rsplit(' ', 1) for l in psql(
        "SELECT DISTINCT oprname || ' ' || oprkind::text FROM pg_operator "
        "WHERE oid < 16384 ORDER BY 1").split('\n') if l]
    funcs = [l for l in psql(FUNCS).split('\n') if l]
    exprs = expressions(opers) + calls(funcs)
    path = os.path.join(work, 'operators.sql')
    fails = []
    n = {'same': 0, 'both rejected': 0}
    # the operator and the result type: NULL takes the expression's type
    # (a strict operator on a NULL folds to a NULL of its result type)
    stmts = ['SELECT COALESCE(%s, NULL) AS x FROM t' % e for e in exprs]
    qsql, qerr = run_qprop(qprop, path, ddl, stmts)
    both = compare(stmts, qsql, qerr, n, fails, False)
    nexpr = len(stmts)
    # the result type once more, where a NULL folded it away
    stmts = ['SELECT COALESCE(%s, %s) AS x FROM t' % (exprs[i], p)
             for i in both for p in PROBES]
    qsql, qerr = run_qprop(qprop, path, ddl, stmts)
    compare(stmts, qsql, qerr, n, fails, True)
    known = [f for f in fails if re.match(r'SELECT COALESCE\((\w+)\(', f[1])
             and re.match(r'SELECT COALESCE\((\w+)\(', f[1]).group(1)
             in KNOWN]
    fails = [f for f in fails if f not in known]
    kinds = {}
    for k, s, d in fails:
        kinds[k] = kinds.get(k, 0) + 1
    print('operators and functions: %d expressions, %d statements; same as PostgreSQL: '
          '%d; both rejected: %d; failed: %d'
          % (nexpr, nexpr + len(stmts), n['same'], n['both rejected'],
             len(fails)))
    for k, v in sorted(kinds.items()):
        print('  %5d  %s' % (v, k))
    for k, s, d in fails[:200]:
        print('FAIL %s: %s\n    %s' % (k, s, d))
    for k, s, d in known:
        print('known (%s): %s: %s' % (
            KNOWN[re.match(r'SELECT COALESCE\((\w+)\(', s).group(1)], k, s))
    print('%d passed, %d known, %d failed'
          % (n['same'] + n['both rejected'], len(known), len(fails)))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
