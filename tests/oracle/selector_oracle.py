#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# tests/oracle/selector_oracle.py — the work of selector_oracle.sh: a
# Partition Selector never removes a row of the result
#
# usage: selector_oracle.py QPROP SCHEMA.sql DATA.sql CASES.sql
# (psql reaches a throwaway PostgreSQL through PGHOST/PGPORT/...)
#
# Loads SCHEMA.sql and DATA.sql into PostgreSQL.  For each query of
# CASES.sql (one per line; a line "-- expect N" before a query says how
# many selectors qprop must place for it), reads the Partition Selectors
# of qprop's rewritten plan (EXPLAIN text) and applies their effect to the
# query as written, as strictly as a selector could: each target scan "T
# A" becomes "(SELECT * FROM T WHERE (key) IN (SELECT keys FROM <the
# selector's input>) AND ...) A", one IN per selector on that scan (they
# intersect), which keeps only the rows whose key the build input holds
# (a real selector keeps whole partitions, a superset of these rows).
# The selector's input is rebuilt from its subtree in the plan: scans,
# inner joins and their Filter/Join Cond lines (anything else is a
# failure: extend this script).  The query as written and as filtered
# must return the same rows (as a multiset).
import re
import subprocess
import sys


def psql(sql, db_args=()):
    p = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1",
                        *db_args], input=sql, capture_output=True,
                       text=True)
    return p.returncode, p.stdout, p.stderr


NODE = re.compile(r"^(\s*)(?:->\s+)?(.*)$")


def parse_tree(lines):
    """[(indent, text)] with each '->' node line and its property lines."""
    out = []
    for line in lines:
        if not line.strip():
            continue
        m = NODE.match(line)
        indent = len(m.group(1))
        text = m.group(2)
        is_node = "->" in line[:indent + 3] or indent == 0
        out.append((indent, text, is_node))
    return out


def subtree(items, i):
    """Items of the node at i and everything under it."""
    ind = items[i][0]
    j = i + 1
    while j < len(items) and items[j][0] > ind:
        j += 1
    return items[i:j]


def build_sql(items, keys):
    """SELECT keys FROM ... WHERE ... for a selector's input, or raise."""
    froms, conds = [], []
    for ind, text, is_node in items:
        if is_node:
            m = re.match(r"(?:Dynamic )?Scan on (\w+)(?: (\w+))?$", text)
            if m:
                froms.append(m.group(1) + (" " + m.group(2)
                                           if m.group(2) else ""))
            elif text in ("Inner Join", "Partition Selector") or \
                    text.startswith("Partition Selector"):
                pass
            else:
                raise ValueError("selector input has a %r node" % text)
        else:
            m = re.match(r"(Filter|Join Cond): (.*?)(  \(derived\))?$", text)
            if m:
                conds.append("(" + m.group(2) + ")")
            elif re.match(r"(Keys|Partition Key|Partitions|Selector):",
                          text):
                pass
            else:
                raise ValueError("selector input has a %r line" % text)
    return "SELECT %s FROM %s%s" % (keys, ", ".join(froms),
                                     " WHERE " + " AND ".join(conds)
                                     if conds else "")


def selectors(plan):
    """{alias: (table, keycols, [build SELECT, ...])} from EXPLAIN text."""
    items = parse_tree(plan.splitlines())
    found = {}
    tables = {}
    for ind, text, is_node in items:
        m = re.match(r"Dynamic Scan on (\w+)(?: (\w+))?$", text)
        if is_node and m:
            tables[m.group(2) or m.group(1)] = m.group(1)
    for i, (ind, text, is_node) in enumerate(items):
        m = re.match(r"Partition Selector (\d+) \(for (\w+)\)$", text)
        if not (is_node and m):
            continue
        alias = m.group(2)
        sub = subtree(items, i)
        props = [t for _, t, n in sub[1:] if not n and _ == sub[1][0]]
        keys = next(t[len("Keys: "):] for t in props if t.startswith("Keys:"))
        pk = next(t for t in props if t.startswith("Partition Key:"))
        keycols = re.match(r"Partition Key: \w+ \((.*)\)$", pk).group(1)
        # the input: the first node under the selector
        k = next(j for j in range(1, len(sub)) if sub[j][2])
        bsql = build_sql(subtree(sub, k), keys)
        ent = found.setdefault(alias, (tables.get(alias, alias), keycols, []))
        ent[2].append(bsql)
    return found


def apply_selectors(query, sels):
    for alias, (table, keycols, builds) in sels.items():
        cond = " AND ".join("(%s) IN (%s)" % (keycols, b) for b in builds)
        repl = "(SELECT * FROM %s WHERE %s) %s" % (table, cond, alias)
        if alias == table:
            pat = r"\b%s\b(?!\s*\.)" % re.escape(table)
        else:
            pat = r"\b%s\s+(?:AS\s+)?%s\b(?!\s*\.)" % (re.escape(table),
                                                       re.escape(alias))
        new, n = re.subn(pat, lambda _: repl, query, count=1,
                         flags=re.IGNORECASE)
        if n != 1:
            raise ValueError("cannot find the FROM item %s %s" % (table,
                                                                  alias))
        query = new
    return query


def main():
    qprop, schema, data, cases = sys.argv[1:5]
    schema_sql = open(schema).read()
    rc, _, err = psql(schema_sql + open(data).read())
    if rc:
        print("FAIL: cannot load the schema and data: " + err)
        return 1
    fails = checked = nsel = 0
    expect = None
    for line in open(cases):
        line = line.strip()
        m = re.match(r"--\s*expect (\d+)", line)
        if m:
            expect = int(m.group(1))
            continue
        if not line or line.startswith("--"):
            continue
        query = line.rstrip(";")
        p = subprocess.run([qprop, "-"], input=schema_sql + "\n" + query +
                           ";\n", capture_output=True, text=True)
        if p.returncode or "error:" in p.stderr:
            print("FAIL: qprop: %s\n%s" % (query, p.stderr))
            fails += 1
            continue
        try:
            sels = selectors(p.stdout)
            n = sum(len(v[2]) for v in sels.values())
            if expect is not None and n != expect:
                raise ValueError("%d selectors, expected %d" % (n, expect))
            filtered = apply_selectors(query, sels)
        except (ValueError, StopIteration, AttributeError) as e:
            print("FAIL: %s: %s\n%s" % (query, e, p.stdout))
            fails += 1
            expect = None
            continue
        expect = None
        nsel += n
        r1 = psql(query + ";")
        r2 = psql(filtered + ";")
        checked += 1
        if r1[0] or r2[0]:
            print("FAIL: PostgreSQL error\n  %s\n  %s\n%s%s" % (
                query, filtered, r1[2], r2[2]))
            fails += 1
        elif sorted(r1[1].splitlines()) != sorted(r2[1].splitlines()):
            print("FAIL: different rows\n  as written: %s\n  selected:   "
                  "%s\n  %d rows vs %d" % (query, filtered,
                                           len(r1[1].splitlines()),
                                           len(r2[1].splitlines())))
            fails += 1
    print("selector oracle: %d queries, %d selectors applied, %d failures"
          % (checked, nsel, fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
