# SPDX-License-Identifier: MIT
"""bench/sqlglot_bench.py — time sqlglot's optimizer on a corpus's queries

Reads the statements that `qprop-bench statements` prints (JSON lines
{"name", "kind", "sql"}) and the schema that `qprop-bench schema` prints
({"table": {"column": "type"}}), and for each query:

    parse     sqlglot.parse_one(sql, read="postgres")   (once, untimed warm-up)
    optimize  sqlglot.optimizer.optimize(tree.copy(), schema=schema)
    generate  optimized.sql(dialect="postgres")

each timed in-process with time.perf_counter(), one warm-up run and then
RUNS runs; the median of each is printed.  The copy of the tree is made
outside the timed region.  A query that sqlglot cannot parse or optimize,
or that takes longer than TIMEOUT seconds in one run, is reported as failed
with the exception's name (and counted by bench/report.py); it is not an
error of this script.

Output: one tab-separated line per query,

    G GROUP NAME STATUS PARSE_MS OPTIMIZE_MS GENERATE_MS

Usage: python3 sqlglot_bench.py GROUP STATEMENTS.jsonl SCHEMA.json
       [RUNS [TIMEOUT]]
Needs sqlglot (Debian: python3-sqlglot) in the interpreter that runs it.
"""
import json
import re
import signal
import statistics
import sys
import time

import sqlglot
from sqlglot import exp
from sqlglot.optimizer import optimize


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout()


def sqlglot_type(pg_type):
    """A type string sqlglot's schema accepts for PostgreSQL's 'pg_type'."""
    candidates = [pg_type]
    t = re.sub(r"^character varying", "varchar", pg_type)
    t = re.sub(r"^character\b", "char", t)
    t = re.sub(r" with(out)? time zone$", "", t)
    candidates += [t, re.sub(r"\(.*\)$", "", t), "text"]
    for c in candidates:
        try:
            exp.DataType.build(c)  # as MappingSchema parses it
            return c
        except Exception:
            continue
    return "text"


def timed(fn, timeout):
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        t0 = time.perf_counter()
        out = fn()
        return out, time.perf_counter() - t0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    group, stmts_path, schema_path = sys.argv[1:4]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    timeout = float(sys.argv[5]) if len(sys.argv) > 5 else 30.0
    signal.signal(signal.SIGALRM, on_alarm)
    with open(schema_path) as f:
        raw = json.load(f)
    schema = {t: {c: sqlglot_type(ty) for c, ty in cols.items()}
              for t, cols in raw.items()}
    with open(stmts_path) as f:
        stmts = [json.loads(line) for line in f if line.strip()]
    for s in stmts:
        if s["kind"] != "query":
            continue
        name = s["name"]
        phase = "parse"
        try:
            tree, _ = timed(lambda: sqlglot.parse_one(s["sql"], read="postgres"),
                            timeout)
            tp, to, tg = [], [], []
            for i in range(runs + 1):
                phase = "parse"
                _, dp = timed(
                    lambda: sqlglot.parse_one(s["sql"], read="postgres"),
                    timeout)
                phase = "optimize"
                copy = tree.copy()
                opt, do = timed(lambda: optimize(copy, schema=schema), timeout)
                phase = "generate"
                _, dg = timed(lambda: opt.sql(dialect="postgres"), timeout)
                if i > 0:
                    tp.append(dp)
                    to.append(do)
                    tg.append(dg)
            print("G\t%s\t%s\tok\t%.4f\t%.4f\t%.4f" % (
                group, name, statistics.median(tp) * 1e3,
                statistics.median(to) * 1e3, statistics.median(tg) * 1e3))
        except Timeout:
            print("G\t%s\t%s\t%s:timeout>%gs\t0\t0\t0" % (group, name, phase,
                                                        timeout))
        except Exception as e:
            msg = re.sub(r"\s+", " ", str(e))[:80]
            print("G\t%s\t%s\t%s:%s %s\t0\t0\t0" % (group, name, phase,
                                                    type(e).__name__, msg))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
