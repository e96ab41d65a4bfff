#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/resolve_oracle.py — qprop's operator and function
resolution, and its reading of literals, against PostgreSQL 15's (see
resolve_oracle.sh).

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
the result).  Explicit casts between every pair of the types run the same
way.  Anything else fails: qprop rejects what PostgreSQL takes,
takes what PostgreSQL rejects, prints SQL that PostgreSQL rejects, or
chooses another operator or result type.  Then literals of the types
qprop models ('Jan 1 2020'::date, '10:00 pm'::time, '1.005'::numeric(5,2))
run the same way: qprop must read the value PostgreSQL reads, or reject
the literal as PostgreSQL does, or say that it does not read that form
("unsupported", "not supported").  psql must reach a superuser
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
# them in a query), those whose names PostgreSQL's grammar reads as
# something else, and the members of an extension initdb creates
# (plpgsql_validator: not in qprop's built-in catalog, src/types/
# pgcat_gen.py).
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
  AND NOT EXISTS (SELECT 1 FROM pg_depend d
                  WHERE d.classid = 'pg_proc'::regclass
                    AND d.objid = pg_proc.oid AND d.deptype = 'e')
ORDER BY 1"""
# Literals qprop keeps as written, typed, for PostgreSQL to read in the
# session (issue 34): what they mean depends on DateStyle (a two-digit
# field first) or on the clock, so the printed SQL fails or differs as the
# original does, at run time, instead of qprop deciding for the session.
KEPT_LITERALS = {
    "SELECT '99-01-01'::date AS x FROM t": 'kept as written: DateStyle',
    "SELECT 'now'::time AS x FROM t": 'kept as written: the current time',
}

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
            if pg_ok and re.search(HONEST, qerr[i]):
                # a form qprop says it does not read
                n['unsupported'] = n.get('unsupported', 0) + 1
            elif pg_ok:
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


# Cast targets with a modifier, besides the types themselves
CAST_MODS = ['varchar(2)', 'char(2)', 'numeric(4,1)', 'timestamp(0)',
             'interval hour', 'bit(2)', 'time(1)']
# Literals of the types qprop models, as PostgreSQL's input functions
# read them (DateStyle ISO, MDY; TimeZone UTC): qprop prints each as the
# value it read, so a misread value shows in PostgreSQL's plan
LITERALS = {
    'bool': ['t', 'f', 'true', 'yes', 'no', 'on', 'off', '1', '0', 'y',
             ' true ', 'tr', 'of', 'o', '2', ''],
    'int': ['1', '-1', '+1', ' 1 ', '01', '1.0', '1e3', '0x10', '1_000',
            '2147483647', '2147483648', '-2147483648', '', '- 1'],
    'bigint': ['9223372036854775807', '9223372036854775808',
               '-9223372036854775808', '1.5', ' -0 '],
    'smallint': ['32767', '32768', '-32768'],
    'numeric': ['1.5', '.5', '5.', '-.5', '+.5', '1e3', '1E-3', '1e',
                'NaN', 'Infinity', ' 1.50 ', '1.2.3', '', '00.100'],
    'numeric(5,2)': ['1.005', '1.015', '-1.005', '999.995', '999.994',
                     '0.001', '123.456'],
    'real': ['1.5', '0.1', '1e38', '1e39', '-0', 'NaN', 'inf', '1e-46'],
    'float8': ['0.1', '1e308', '1e309', '-0', 'NaN', 'Infinity', ' 1.5 ',
               '.1e1'],
    'date': ['2020-01-01', '20200101', '2020.01.01', '01/02/2020',
             'Jan 1 2020', 'January 1, 2020', '1 Jan 2020', '2020-Jan-01',
             '01-Jan-2020', 'Feb 30 2020', 'Jan 1 20', 'Wed Jan 1 2020',
             '2020-01-01 BC', '0001-01-01', '2020-02-30', '2020-1-1',
             '99-01-01', 'epoch', 'infinity', '2020-01-01T10:00',
             '2020-01-01 10:00:00+05', '  2020-01-01  ', '2020-13-01',
             '5874897-12-31', 'foo'],
    'time': ['10:00', '10:00:00.123456789', '24:00', '24:00:01',
             '10:00 am', '12:00 am', '12:30 pm', '13:00 pm', '10:00:60',
             '10:00+02', '2000-01-02 10:00:00.5+02', '10.00', 'allballs',
             '10:00 PST', 'now'],
    'timestamp': ['2020-01-01 10:00', '2020-01-01T10:00:00Z',
                  '2020-01-01 10:00:00+05', '2020-01-01 10:00 PST',
                  '2020-01-01', '2020-01-01 24:00', 'Jan 1 2020 10:00',
                  '2020-01-01 10:00:00.1234567', 'epoch', 'infinity',
                  '1999-12-31 23:59:60'],
    'timestamptz': ['2020-01-01 10:00', '2020-01-01 10:00+05',
                    '2020-01-01 10:00:00-03:30', '2020-01-01 10:00 UTC',
                    '2020-01-01 10:00 Europe/Berlin',
                    '2020-01-01T10:00:00.5Z'],
    'interval': ['1 day', '1 day 2 hours', '1:30', '1:30:45.5',
                 'P1Y2M3DT4H5M6S', 'PT0.5S', '1 year 2 months',
                 '-1 day +2 hours', '1 week', '1 millennium', '1 century',
                 '3 days ago', '@ 1 day', '1.5 days', '1.5 months',
                 '1.5 years', '1 day -1 second', '1 mon', '2 hrs', '1 d',
                 '1 ms', '100', '1.5', '1 day 1 day', '1-2',
                 '1-2 3 4:05:06', '+1 day', '1 hour 60 minutes',
                 '178000000 years'],
    'varchar(3)': ['abcd', 'ab  ', 'abc '],
    'char(3)': ['a', 'abcd', 'abc   ', 'ab '],
}
# A rejection that says qprop does not read the form is honest, not a
# failure; a wrong value, or "invalid" for what PostgreSQL reads, is
HONEST = r'not supported|unsupported|depends on the current'


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
    nstmts = nexpr + len(stmts)
    # explicit casts between every pair of the types (and some modifiers)
    casts = ['CAST(%s AS %s)' % (col(t), u) for t in TYPES
             for u in TYPES + CAST_MODS]
    stmts = ['SELECT COALESCE(%s, NULL) AS x FROM t' % e for e in casts]
    qsql, qerr = run_qprop(qprop, path, ddl, stmts)
    compare(stmts, qsql, qerr, n, fails, False)
    nexpr += len(casts)
    nstmts += len(stmts)
    # literals, read as PostgreSQL reads them
    psql("ALTER DATABASE %s SET timezone = 'UTC';"
         "ALTER DATABASE %s SET datestyle = 'ISO, MDY';" % (DB, DB),
         db='postgres')
    stmts = ["SELECT '%s'::%s AS x FROM t" % (v.replace("'", "''"), ty)
             for ty, vals in LITERALS.items() for v in vals]
    qsql, qerr = run_qprop(qprop, path, ddl, stmts)
    compare(stmts, qsql, qerr, n, fails, False)
    nstmts += len(stmts)
    known = [f for f in fails if (re.match(r'SELECT COALESCE\((\w+)\(', f[1])
                                  and re.match(r'SELECT COALESCE\((\w+)\(',
                                               f[1]).group(1) in KNOWN)
             or f[1] in KEPT_LITERALS]
    fails = [f for f in fails if f not in known]
    kinds = {}
    for k, s, d in fails:
        kinds[k] = kinds.get(k, 0) + 1
    print('operators, functions, literals: %d expressions, %d statements; same as PostgreSQL: '
          '%d; both rejected: %d; failed: %d'
          % (nexpr, nstmts, n['same'], n['both rejected'], len(fails)))
    print('  %5d  rejected by qprop as a form it does not read'
          % n.get('unsupported', 0))
    for k, v in sorted(kinds.items()):
        print('  %5d  %s' % (v, k))
    for k, s, d in fails[:200]:
        print('FAIL %s: %s\n    %s' % (k, s, d))
    for k, s, d in known:
        print('known (%s): %s: %s' % (
            KEPT_LITERALS.get(s) or
            KNOWN[re.match(r'SELECT COALESCE\((\w+)\(', s).group(1)], k, s))
    print('%d passed, %d known, %d failed'
          % (n['same'] + n['both rejected'] + n.get('unsupported', 0),
             len(known), len(fails)))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
