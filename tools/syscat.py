#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/syscat.py — generate src/catalog/syscat_data.c, the relations of
PostgreSQL's system catalogs (pg_catalog) and information_schema with
their columns and types, from running servers of 15, 17 and 18, one
version at a time.

Usage: tools/syscat.py [--from src/catalog/syscat_data.c] > new.c
reads the server's version V, keeps the other versions' relations of the
file given, replaces V's with the server's and writes the whole: each
form of a relation (its columns differ between versions) once, with the
versions it is in (bit v - 15 for version v), the forms of a relation
adjacent.  psql (QPROP_PSQL, else psql) must reach the server through
the usual PG* environment variables (tests/oracle/syscat_regen.sh starts
a throwaway cluster and checks that the file in the repository is what
this script writes for that server's version).

Every table and view of the two schemas becomes a relation (a view is
read as an opaque relation, like a table).  A column's type is the type
qprop models when it is one (integer, text, boolean, timestamp with time
zone, ...), else an opaque type with PostgreSQL's name for it (oid, name,
regproc, "char", aclitem[], pg_node_tree, ...).  A domain
(information_schema.sql_identifier, cardinal_number, ...) is its base
type, as PostgreSQL compares its values.
"""
import os
import re
import subprocess
import sys

QUERY = r"""
SELECT n.nspname, c.relname, c.relkind, a.attname,
       format_type(CASE WHEN t.typtype = 'd' THEN t.typbasetype
                        ELSE a.atttypid END,
                   CASE WHEN t.typtype = 'd' THEN t.typtypmod
                        ELSE a.atttypmod END),
       a.attnotnull
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid
JOIN pg_type t ON t.oid = a.atttypid
WHERE n.nspname IN ('pg_catalog', 'information_schema')
  AND c.relkind IN ('r', 'v', 'm', 'p')
  AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY n.nspname, c.relname, a.attnum
"""

# PostgreSQL's type names (format_type) of the types qprop models.
PLAIN = {
    'boolean': 'T_BOOL', 'smallint': 'T_INT2', 'integer': 'T_INT4',
    'bigint': 'T_INT8', 'numeric': 'T_NUMERIC', 'real': 'T_FLOAT4',
    'double precision': 'T_FLOAT8', 'text': 'T_TEXT', 'date': 'T_DATE',
    'interval': 'T_INTERVAL', 'character varying': 'T_VARCHAR',
    'time without time zone': 'T_TIME',
    'timestamp without time zone': 'T_TIMESTAMP',
    'timestamp with time zone': 'T_TIMESTAMPTZ',
}


def qp_type(name):
    """The C initializer of the qp_type for PostgreSQL type 'name'."""
    if name in PLAIN:
        return '{%s, -1, -1, -1, {NULL}}' % PLAIN[name]
    m = re.fullmatch(r'character varying\((\d+)\)', name)
    if m:
        return '{T_VARCHAR, -1, -1, %s, {NULL}}' % m.group(1)
    m = re.fullmatch(r'character\((\d+)\)', name)
    if m:
        return '{T_BPCHAR, -1, -1, %s, {NULL}}' % m.group(1)
    m = re.fullmatch(r'timestamp\((\d)\) (with|without) time zone', name)
    if m:
        return '{%s, %s, -1, -1, {NULL}}' % (
            'T_TIMESTAMPTZ' if m.group(2) == 'with' else 'T_TIMESTAMP',
            m.group(1))
    return '{T_ANY, -1, -1, -1, {%s}}' % cstr(name)


def cstr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


VERSION_MIN, VERSION_MAX = 15, 22


def psql(*args):
    exe = os.environ.get('QPROP_PSQL', 'psql')
    return subprocess.run([exe, '-X', '-q', '-A', '-t'] + list(args),
                          capture_output=True, text=True)


def collect():
    """The server's major version and its relations: {(schema, name,
    kind): ((column, type, notnull), ...)}."""
    v = psql('-c', 'SHOW server_version_num')
    if v.returncode != 0:
        sys.stderr.write(v.stderr)
        sys.exit(1)
    ver = int(v.stdout.strip()) // 10000
    if ver < VERSION_MIN or ver > VERSION_MAX:
        sys.exit('syscat.py: PostgreSQL %d to %d expected, server is %d'
                 % (VERSION_MIN, VERSION_MAX, ver))
    p = psql('-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', QUERY)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    rels = {}
    for line in p.stdout.splitlines():
        nsp, rel, kind, att, typ, notnull = line.split('\t')
        rels.setdefault((nsp, rel, kind), []).append((att, typ,
                                                      notnull == 't'))
    return ver, {k: tuple(c) for k, c in rels.items()}


def c_unescape(s):
    return s.replace('\\"', '"').replace('\\\\', '\\')


def parse(path):
    """The versions of a syscat_data.c this script wrote and its relation
    forms: {(schema, name, kind, columns): version mask}."""
    text = open(path, encoding='utf-8').read()
    versions = int(re.search(r'const unsigned syscat_versions = (\d+);',
                             text).group(1))
    cstr_re = r'"((?:[^"\\]|\\.)*)"'
    cols = []
    for m in re.finditer(r'^    \{%s, \{(\w+), (-?\d+), (-?\d+), (-?\d+), '
                         r'\{(NULL|%s)\}\}, (true|false), NULL, 0, NULL, NULL\},$'
                         % (cstr_re, cstr_re), text, re.M):
        name, tid, a, b, c, _, opaque, nn = m.groups()
        cols.append((c_unescape(name), (tid, int(a), int(b), int(c),
                                        c_unescape(opaque) if opaque
                                        is not None else None),
                     nn == 'true'))
    forms = {}
    for m in re.finditer(r'^    \{%s, %s, \'(\w)\', (\d+), (\d+), (\d+)\},$'
                         % (cstr_re, cstr_re), text, re.M):
        nsp, rel, kind, first, n, vers = m.groups()
        first, n = int(first), int(n)
        forms[(c_unescape(nsp), c_unescape(rel), kind,
               tuple(cols[first:first + n]))] = int(vers)
    return versions, forms


def typed(rels):
    """The relations of collect() with each column's type as written out
    (qp_type()), the form parse() reads back."""
    out = {}
    for (nsp, rel, kind), cols in rels.items():
        out[(nsp, rel, kind, tuple((att, type_key(typ), nn)
                                   for att, typ, nn in cols))] = None
    return out


def type_key(name):
    m = re.fullmatch(r'\{(\w+), (-?\d+), (-?\d+), (-?\d+), \{(NULL|".*")\}\}',
                     qp_type(name))
    tid, a, b, c, opaque = m.groups()
    return (tid, int(a), int(b), int(c),
            None if opaque == 'NULL' else c_unescape(opaque[1:-1]))


def type_init(key):
    tid, a, b, c, opaque = key
    return '{%s, %d, %d, %d, {%s}}' % (tid, a, b, c,
                                      'NULL' if opaque is None
                                      else cstr(opaque))


def main():
    args = sys.argv[1:]
    base = None
    if len(args) == 2 and args[0] == '--from':
        base = args[1]
    elif args:
        sys.exit('usage: tools/syscat.py [--from syscat_data.c] '
                 '> syscat_data.c')
    ver, rels = collect()
    bit = 1 << (ver - VERSION_MIN)
    versions, forms = parse(base) if base else (0, {})
    for k in list(forms):
        forms[k] &= ~bit
        if not forms[k]:
            del forms[k]
    for k in typed(rels):
        forms[k] = forms.get(k, 0) | bit
    versions |= bit
    # a relation's forms adjacent, in the order of the first version that
    # has each (syscat.c takes the one its version sees)
    order = sorted(forms.items(),
                   key=lambda f: (f[0][0], f[0][1],
                                  (f[1] & -f[1]).bit_length(), f[1]))
    names = ', '.join(str(v) for v in range(VERSION_MIN, VERSION_MAX + 1)
                      if versions & (1 << (v - VERSION_MIN)))
    out = sys.stdout
    out.write('/* SPDX-License-Identifier: MIT */\n'
              '/*\n'
              ' * src/catalog/syscat_data.c — the system relations of '
              'PostgreSQL\n'
              ' * %s (generated), each form of a relation with the '
              'versions it\n'
              ' * is in (vers: bit v - 15 for version v)\n'
              ' *\n'
              ' * Written by tools/syscat.py from a running server of each '
              'version:\n'
              ' * do not edit.  tests/oracle/syscat_regen.sh checks that it '
              'is what\n'
              ' * the script writes.\n'
              ' */\n'
              '#include "catalog/syscat.h"\n\n' % names)
    out.write('const unsigned syscat_versions = %d;\n\n' % versions)
    out.write('const cat_column syscat_cols[] = {\n')
    first = []
    n = 0
    for (nsp, rel, kind, cols), vers in order:
        first.append(n)
        for att, key, notnull in cols:
            out.write('    {%s, %s, %s, NULL, 0, NULL, NULL},\n'
                      % (cstr(att), type_init(key),
                         'true' if notnull else 'false'))
            n += 1
    out.write('};\n\n')
    out.write('const syscat_rel syscat_rels[] = {\n')
    for i, ((nsp, rel, kind, cols), vers) in enumerate(order):
        out.write('    {%s, %s, \'%s\', %d, %d, %d},\n'
                  % (cstr(nsp), cstr(rel), kind, first[i], len(cols), vers))
    out.write('};\n\n')
    out.write('const int syscat_nrels = %d;\n' % len(order))
    return 0


if __name__ == '__main__':
    sys.exit(main())
