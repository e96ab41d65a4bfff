#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/sql_partitions.py — partitions PostgreSQL plans to read for
qprop's --format=sql in its two forms: the partitioned table itself
(--sql-partitions=parents, the default) and its kept leaves by name
(--sql-partitions=leaves), issue 37 point 1.

  sql_partitions.py QPROP SCHEMA.sql QUERY.sql...

Loads SCHEMA.sql into the database psql reaches (PG* variables), prints
both forms of each query, and counts the leaf partitions named in
PostgreSQL's EXPLAIN (COSTS OFF) of each (a leaf that execution-time
pruning may still skip counts: both forms carry the same bounds).  Prints
one line per query whose counts differ, then the totals.  Exit status 1
when a form fails to plan, or the parents form plans more leaves than the
leaves form for some query (the form would read more than before)."""
import re
import subprocess
import sys


def psql(sql, check=True):
    r = subprocess.run(['psql', '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1'],
                       input=sql, capture_output=True, text=True)
    if check and r.returncode:
        raise RuntimeError(r.stderr.strip())
    return r


def qprop_sql(qprop, schema, query, form):
    r = subprocess.run([qprop, '--format=sql', '--no-source', '--quiet',
                        '--sql-partitions=' + form, schema, query],
                       capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else None


def main():
    qprop, schema, queries = sys.argv[1], sys.argv[2], sys.argv[3:]
    psql(open(schema).read())
    leaves = set(psql("SELECT c.relname FROM pg_class c JOIN pg_inherits i "
                      "ON i.inhrelid = c.oid WHERE c.relkind = 'r'")
                 .stdout.split())
    tot = {'parents': 0, 'leaves': 0}
    worse = failed = compared = 0
    for q in queries:
        counts = {}
        for form in ('parents', 'leaves'):
            sql = qprop_sql(qprop, schema, q, form)
            if sql is None:
                break
            n = 0
            for stmt in [s for s in sql.split(';\n') if s.strip()]:
                r = psql('EXPLAIN (COSTS OFF) ' + stmt.rstrip(';') + ';',
                         check=False)
                if r.returncode:
                    print(f'{q}: {form}: EXPLAIN failed: '
                          f'{r.stderr.strip()[:200]}')
                    failed += 1
                    break
                n += sum(1 for w in re.findall(r' on (\w+)', r.stdout)
                         if w in leaves)
            counts[form] = n
        if len(counts) < 2:
            continue
        compared += 1
        for form in counts:
            tot[form] += counts[form]
        if counts['parents'] != counts['leaves']:
            print(f"{q}: parents {counts['parents']}, "
                  f"leaves {counts['leaves']}")
        worse += counts['parents'] > counts['leaves']
    print(f"{compared} queries: leaf partitions in PostgreSQL's plans: "
          f"parents form {tot['parents']}, leaves form {tot['leaves']}; "
          f"{worse} queries read more in the parents form; "
          f"{failed} failed to plan")
    return 1 if worse or failed else 0


if __name__ == '__main__':
    sys.exit(main())
