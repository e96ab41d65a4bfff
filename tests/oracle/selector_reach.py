#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# tests/oracle/selector_reach.py — how many TPC-DS queries on the
# date-partitioned schema get a partition selector or static pruning on a
# fact table scan
#
# usage: selector_reach.py QPROP CORPUS_DIR [--min N] [--list]
# Runs QPROP on schema_partitioned.sql followed by each qNN.sql of
# CORPUS_DIR (EXPLAIN text, rewritten plan), and counts, per query, the
# scans of the seven fact tables (a query reads one when its plan names
# one, in a scan or in the text of a subquery): "selected" when the scan is a Dynamic
# Scan (it has a Partition Selector) or reads fewer partitions than the
# table has (static pruning).  A query "gets a selector" when one of its
# fact scans is selected.  With --min N, exits 1 when fewer than N queries
# get one.
import glob
import os
import re
import subprocess
import sys

FACTS = {"store_sales", "store_returns", "catalog_sales", "catalog_returns",
         "web_sales", "web_returns", "inventory"}
SCAN = re.compile(r"^\s*(?:->\s+)?(Dynamic )?Scan on (\w+)(?: (\w+))?\s*$")
PARTS = re.compile(r"^\s*Partitions: (\d+) of (\d+)")


def run(qprop, schema, q):
    with open(schema) as f:
        text = f.read()
    with open(q) as f:
        text += ";\n" + f.read() + ";\n"
    p = subprocess.run([qprop, "-"], input=text, capture_output=True,
                       text=True)
    return p.stdout, p.stderr


def scans(out):
    """(table, dynamic, kept, total) for each fact scan of the plan."""
    res = []
    lines = out.splitlines()
    for i, line in enumerate(lines):
        m = SCAN.match(line)
        if not m or m.group(2) not in FACTS:
            continue
        kept = total = None
        for nxt in lines[i + 1:i + 4]:
            pm = PARTS.match(nxt)
            if pm:
                kept, total = int(pm.group(1)), int(pm.group(2))
                break
        res.append((m.group(2), bool(m.group(1)), kept, total))
    return res


def main():
    args = sys.argv[1:]
    want = None
    listing = "--list" in args
    if "--min" in args:
        k = args.index("--min")
        want = int(args[k + 1])
        del args[k:k + 2]
    args = [a for a in args if a != "--list"]
    qprop, corpus = args[0], args[1]
    schema = os.path.join(corpus, "schema_partitioned.sql")
    nq = nfact = nsel = 0
    ns = nsel_scans = 0
    errors = []
    for q in sorted(glob.glob(os.path.join(corpus, "q*.sql"))):
        nq += 1
        out, err = run(qprop, schema, q)
        if "error:" in err:
            errors.append(os.path.basename(q))
        ss = scans(out)
        if not ss and not any(re.search(r"\b%s\b" % f, out)
                              for f in FACTS):
            continue
        nfact += 1
        sel = [s for s in ss if s[1] or (s[2] is not None and s[2] < s[3])]
        ns += len(ss)
        nsel_scans += len(sel)
        if sel:
            nsel += 1
        if listing:
            print("%-10s %s %d/%d fact scans selected" % (
                os.path.basename(q), "yes" if sel else "no ",
                len(sel), len(ss)))
    print("queries: %d, reading a fact table: %d, with a selector or "
          "static pruning: %d; fact scans: %d, selected: %d" % (
              nq, nfact, nsel, ns, nsel_scans))
    if errors:
        print("qprop errors: " + " ".join(errors))
    if want is not None and nsel < want:
        print("FAIL: fewer than %d queries get a selector" % want)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
