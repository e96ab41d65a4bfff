# SPDX-License-Identifier: MIT
"""bench/pg_plan.py — PostgreSQL's planning time for a corpus's queries

Reads the statements that `qprop-bench statements` prints (JSON lines
{"name", "kind", "sql"}) and writes one psql script that, in one session
of database DB (the corpus's schema already loaded), runs the catalog
statements as they are (TPC-H Q15's CREATE VIEW and DROP VIEW) and each
query as

    EXPLAIN (SUMMARY ON, COSTS OFF) <query>

WARMUP + RUNS times in a row.  It takes the "Planning Time: X ms" line of
each run, drops the warm-up runs and prints the median, minimum and
maximum of the rest.  "Planning Time" is pg_plan_query() alone: it excludes
PostgreSQL's parsing, analysis and rewriting of the EXPLAIN's query.  A
query PostgreSQL rejects is reported with the first line of its error.

Output: one tab-separated line per query,

    P GROUP NAME STATUS MEDIAN_MS MIN_MS MAX_MS RUNS

Usage: python3 pg_plan.py GROUP DB STATEMENTS.jsonl [RUNS [WARMUP]]
Environment: PSQL (default psql), and the libpq variables (PGHOST, PGPORT,
PGUSER) of the cluster, as tests/oracle/pgcluster.sh exports them.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

MARK = "@@qprop-bench@@"


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    group, db, stmts_path = sys.argv[1:4]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 7
    warmup = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    psql = os.environ.get("PSQL", "psql")
    with open(stmts_path) as f:
        stmts = [json.loads(line) for line in f if line.strip()]
    names = []
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as f:
        script = f.name
        f.write("\\set ON_ERROR_STOP 0\n")
        for s in stmts:
            sql = s["sql"].rstrip().rstrip(";")
            if s["kind"] != "query":
                f.write(sql + "\n;\n")
                continue
            names.append(s["name"])
            f.write("\\echo %s %s\n" % (MARK, s["name"]))
            for _ in range(warmup + runs):
                f.write("EXPLAIN (SUMMARY ON, COSTS OFF)\n%s\n;\n" % sql)
    try:
        # stdout and stderr in one stream keep errors next to their query
        p = subprocess.run([psql, "-X", "-q", "-A", "-t", "-d", db,
                            "-f", script],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True)
    finally:
        os.unlink(script)
    times = {n: [] for n in names}
    errors = {}
    current = None
    for line in p.stdout.splitlines():
        if line.startswith(MARK):
            current = line[len(MARK):].strip()
            continue
        if current is None:
            continue
        m = re.match(r"Planning Time: ([0-9.]+) ms", line.strip())
        if m:
            times[current].append(float(m.group(1)))
        elif "ERROR:" in line and current not in errors:
            errors[current] = re.sub(r"^.*ERROR:\s*", "", line).strip()
    for n in names:
        t = times[n][warmup:]
        if not t:
            why = errors.get(n, "no Planning Time printed")
            print("P\t%s\t%s\terror: %s\t0\t0\t0\t0" % (group, n, why[:80]))
            continue
        print("P\t%s\t%s\tok\t%.4f\t%.4f\t%.4f\t%d" % (
            group, n, statistics.median(t), min(t), max(t), len(t)))


if __name__ == "__main__":
    main()
