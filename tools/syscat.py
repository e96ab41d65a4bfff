#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/syscat.py — generate src/catalog/syscat_data.c, the relations of
PostgreSQL 15's system catalogs (pg_catalog) and information_schema with
their columns and types, from a running PostgreSQL 15.

Usage: tools/syscat.py > src/catalog/syscat_data.c
psql must reach the server through the usual PG* environment variables
(tests/oracle/syscat_regen.sh starts a throwaway cluster and checks that
the file in the repository is what this script writes).

Every table and view of the two schemas becomes a relation (a view is
read as an opaque relation, like a table).  A column's type is the type
qprop models when it is one (integer, text, boolean, timestamp with time
zone, ...), else an opaque type with PostgreSQL's name for it (oid, name,
regproc, "char", aclitem[], pg_node_tree, ...).  A domain
(information_schema.sql_identifier, cardinal_number, ...) is its base
type, as PostgreSQL compares its values.
"""
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


def main():
    p = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-F', '\t',
                        '-v', 'ON_ERROR_STOP=1', '-c', QUERY],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        return 1
    v = subprocess.run(['psql', '-X', '-q', '-A', '-t', '-c',
                        'SHOW server_version_num'],
                       capture_output=True, text=True)
    if v.returncode != 0 or not v.stdout.strip().startswith('15'):
        sys.stderr.write('syscat.py: the server must be PostgreSQL 15\n')
        return 1
    rels, cols = [], []
    for line in p.stdout.splitlines():
        nsp, rel, kind, att, typ, notnull = line.split('\t')
        if not rels or rels[-1][:2] != (nsp, rel):
            rels.append((nsp, rel, kind, len(cols)))
        cols.append((att, typ, notnull == 't'))
    out = sys.stdout
    out.write('/* SPDX-License-Identifier: MIT */\n'
              '/*\n'
              ' * src/catalog/syscat_data.c — PostgreSQL 15\'s system '
              'relations (generated)\n'
              ' *\n'
              ' * Written by tools/syscat.py from a running PostgreSQL 15: '
              'do not edit.\n'
              ' * tests/oracle/syscat_regen.sh checks that it is what the '
              'script writes.\n'
              ' */\n'
              '#include "catalog/syscat.h"\n\n')
    out.write('const cat_column syscat_cols[] = {\n')
    for att, typ, notnull in cols:
        out.write('    {%s, %s, %s, NULL, 0, NULL},\n' % (cstr(att), qp_type(typ),
                                                  'true' if notnull else 'false'))
    out.write('};\n\n')
    out.write('const syscat_rel syscat_rels[] = {\n')
    for i, (nsp, rel, kind, first) in enumerate(rels):
        end = rels[i + 1][3] if i + 1 < len(rels) else len(cols)
        out.write('    {%s, %s, \'%s\', %d, %d},\n'
                  % (cstr(nsp), cstr(rel), kind, first, end - first))
    out.write('};\n\n')
    out.write('const int syscat_nrels = %d;\n' % len(rels))
    return 0


if __name__ == '__main__':
    sys.exit(main())
