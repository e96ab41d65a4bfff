# SPDX-License-Identifier: MIT
"""bench/report.py — the table of `make bench` from bench/run.sh's raw files

Reads DIR/machine.txt, DIR/qprop.tsv (qprop-bench rows "R"), DIR/pg.tsv
(pg_plan.py rows "P"), DIR/sqlglot.tsv (sqlglot_bench.py rows "G") and
DIR/scale.tsv, and prints one report:

  1. per corpus, qprop's phases: the median over the queries of each
     query's median, the worst query, and the peak memory (statement
     and scratch arenas);
  2. PostgreSQL 15's planning time for the same queries, and qprop's
     rewrite and whole pipeline (parse+bind+rewrite+print) as per-query
     ratios of it (median and worst over the corpus);
  3. sqlglot's optimizer on the same queries, as the per-query ratio
     sqlglot optimize / qprop whole pipeline, with its failures counted;
  4. scaling: per kind and size the medians and the peak, and the growth
     exponent fitted by least squares on log-log over all points (and the
     slope between the two largest sizes, which constant costs at small
     sizes do not flatten);

then each target of issue 9 as "met" or "NOT met".  Standard library only.

Usage: python3 report.py DIR
"""
import math
import os
import statistics
import sys

PHASES = ["parse", "bind", "rewrite", "print", "total"]
CORPORA = ["tpch", "tpcds", "tpcds_part", "job"]
TARGET_KINDS = ["chain", "star", "inlist"]


def read_rows(path, tag):
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if parts and parts[0] == tag:
                rows.append(parts)
    return rows


def qprop_row(p):
    """A qprop-bench row as a dict (times in microseconds)."""
    r = {"group": p[1], "name": p[2], "status": p[3]}
    if len(p) < 22:
        r["ok"] = False
        return r
    r["ok"] = p[3] == "ok"
    r["iters"] = int(p[4])
    vals = [float(x) for x in p[5:20]]
    for i, ph in enumerate(PHASES):
        r[ph] = {"min": vals[3 * i], "med": vals[3 * i + 1],
                 "max": vals[3 * i + 2]}
    r["reserved"] = int(p[20])
    r["used"] = int(p[21])
    return r


def fmt_us(us):
    if us >= 100000:
        return "%.0f ms" % (us / 1000)
    if us >= 10000:
        return "%.1f ms" % (us / 1000)
    if us >= 1000:
        return "%.2f ms" % (us / 1000)
    return "%.1f us" % us


def fmt_bytes(b):
    if b >= 1 << 20:
        return "%.1f MiB" % (b / (1 << 20))
    return "%.0f KiB" % (b / 1024)


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def slope(points):
    """Least-squares slope of log y on log x over 'points' [(x, y)]."""
    pts = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y > 0]
    if len(pts) < 2:
        return float("nan")
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    sxy = sum((x - mx) * (y - my) for x, y in pts)
    return sxy / sxx if sxx else float("nan")


def verdict(ok):
    return "met    " if ok else "NOT met"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    d = sys.argv[1]
    machine = {}
    mpath = os.path.join(d, "machine.txt")
    if os.path.exists(mpath):
        with open(mpath) as f:
            for line in f:
                k, _, v = line.rstrip("\n").partition("\t")
                machine[k] = v
    q = [qprop_row(p) for p in read_rows(os.path.join(d, "qprop.tsv"), "R")]
    pg = {(p[1], p[2]): p for p in read_rows(os.path.join(d, "pg.tsv"), "P")}
    sg = {(p[1], p[2]): p
          for p in read_rows(os.path.join(d, "sqlglot.tsv"), "G")}
    scale = [p for p in read_rows(os.path.join(d, "scale.tsv"), "R")]
    limits = {p[1]: p[2] for p in read_rows(os.path.join(d, "scale.tsv"), "L")}
    targets = []

    print("qprop benchmark (make bench): rewrite speed and memory against "
          "PostgreSQL 15's planner and sqlglot")
    print("machine: %s, %s cores; %s" % (machine.get("cpu", "?"),
                                         machine.get("cores", "?"),
                                         machine.get("compiler", "?")))
    print("date: %s; qprop %s; %s; sqlglot %s; load at start %s; run took %s"
          % (machine.get("date", "?"), machine.get("qprop", "?"),
             machine.get("postgresql", "PostgreSQL not found"),
             machine.get("sqlglot", "not found"), machine.get("load", "?"),
             machine.get("elapsed", "?")))
    print("times: CLOCK_MONOTONIC, in-process; per query the median of "
          "repeated runs after warm-up; us = microseconds")

    # 1. qprop per corpus
    print()
    print("1. qprop per corpus: median over the queries of each query's "
          "median; peak = statement + scratch arena bytes reserved")
    print("%-11s %7s %9s %9s %9s %9s %9s %9s %9s  %s" % (
        "corpus", "queries", "parse", "bind", "rewrite", "print", "total",
        "peak med", "peak max", "worst total (query)"))
    by_corpus = {}
    for c in CORPORA:
        rows = [r for r in q if r["group"] == c]
        if not rows:
            continue
        ok = [r for r in rows if r["ok"]]
        by_corpus[c] = ok
        if not ok:
            print("%-11s %3d/%-3d  (no query ran)" % (c, 0, len(rows)))
            continue
        worst = max(ok, key=lambda r: r["total"]["med"])
        print("%-11s %3d/%-3d %9s %9s %9s %9s %9s %9s %9s  %s %s" % (
            c, len(ok), len(rows),
            *[fmt_us(median([r[ph]["med"] for r in ok])) for ph in PHASES],
            fmt_bytes(median([r["reserved"] for r in ok])),
            fmt_bytes(max(r["reserved"] for r in ok)),
            fmt_us(worst["total"]["med"]), worst["name"]))
    for c in CORPORA:
        for r in q:
            if r["group"] == c and not r["ok"]:
                print("    failed: %s %s: %s" % (c, r["name"], r["status"]))
    worst_rw = [max(rows, key=lambda r: r["rewrite"]["med"])
                for rows in by_corpus.values() if rows]
    if worst_rw:
        print("    worst rewrite per corpus: " + ", ".join(
            "%s %s %s" % (r["group"], r["name"], fmt_us(r["rewrite"]["med"]))
            for r in worst_rw))

    # 2. PostgreSQL
    print()
    print("2. against PostgreSQL 15 planning (EXPLAIN (SUMMARY ON) \"Planning "
          "Time\", median of repeated runs); ratios per query, then median "
          "and worst")
    print("%-11s %7s %10s %10s %16s %16s  %s" % (
        "corpus", "queries", "PG plan", "PG worst", "rewrite/PG med",
        "total/PG med", "worst total/PG (query)"))
    for c in CORPORA:
        ok = by_corpus.get(c)
        if not ok:
            continue
        pairs = []
        for r in ok:
            p = pg.get((c, r["name"]))
            if p and p[3] == "ok" and float(p[4]) > 0:
                pairs.append((r, float(p[4]) * 1000))
        failed = [n for (g, n), p in pg.items() if g == c and p[3] != "ok"]
        if not pairs:
            print("%-11s  PostgreSQL not measured" % c)
            targets.append((False, "%s: rewrite < 10%% of PostgreSQL "
                            "planning (not measured)" % c))
            targets.append((False, "%s: whole pipeline < PostgreSQL "
                            "planning (not measured)" % c))
            continue
        rw = [r["rewrite"]["med"] / t for r, t in pairs]
        tot = [r["total"]["med"] / t for r, t in pairs]
        worst = max(pairs, key=lambda rt: rt[0]["total"]["med"] / rt[1])
        print("%-11s %3d/%-3d %10s %10s %15.2f%% %15.2f%%  %.0f%% (%s: %s vs %s)"
              % (c, len(pairs), len(ok), fmt_us(median([t for _, t in pairs])),
                 fmt_us(max(t for _, t in pairs)), 100 * median(rw),
                 100 * median(tot), 100 * max(tot), worst[0]["name"],
                 fmt_us(worst[0]["total"]["med"]), fmt_us(worst[1])))
        for n in failed:
            print("    PostgreSQL failed: %s %s: %s" % (c, n, pg[(c, n)][3]))
        targets.append((median(rw) < 0.10,
                        "%s: median rewrite < 10%% of PostgreSQL planning "
                        "(%.2f%%)" % (c, 100 * median(rw))))
        targets.append((median(tot) < 1.0,
                        "%s: median whole pipeline < PostgreSQL planning "
                        "(%.2f%%)" % (c, 100 * median(tot))))

    # 3. sqlglot
    print()
    print("3. against sqlglot's optimizer (optimize() alone, schema given, "
          "median of repeated runs), ratio sqlglot optimize / qprop whole "
          "pipeline per query")
    print("%-11s %10s %12s %12s %14s %12s  %s" % (
        "corpus", "ok/failed", "sqlglot med", "sqlglot max", "ratio median",
        "ratio min", "failures"))
    all_ratios = []
    for c in CORPORA:
        ok = by_corpus.get(c)
        if not ok:
            continue
        rows = [p for (g, _), p in sg.items() if g == c]
        if not rows:
            print("%-11s  sqlglot not measured" % c)
            continue
        good, ratios, kinds = [], [], {}
        for r in ok:
            p = sg.get((c, r["name"]))
            if not p:
                continue
            if p[3] != "ok":
                k = p[3].split(" ")[0]
                kinds[k] = kinds.get(k, 0) + 1
                continue
            good.append(float(p[5]) * 1000)
            ratios.append(float(p[5]) * 1000 / r["total"]["med"])
        all_ratios += ratios
        if not good:
            print("%-11s %4d/%-5d  (sqlglot failed on every query)" % (
                c, 0, len(rows)))
            continue
        print("%-11s %4d/%-5d %12s %12s %13.0fx %11.0fx  %s" % (
            c, len(good), len(rows) - len(good), fmt_us(median(good)),
            fmt_us(max(good)), median(ratios), min(ratios),
            ", ".join("%s %d" % kv for kv in sorted(kinds.items())) or "-"))
        if machine.get("sqlglot_reused") == c:
            print("    (%s: sqlglot's times of tpcds, the same query text;"
                  " ratios against this corpus's qprop times)" % c)
        targets.append((median(ratios) >= 100,
                        "%s: at least 100 times faster than sqlglot's "
                        "optimizer (median %.0fx, worst query %.0fx)"
                        % (c, median(ratios), min(ratios))))
    if not all_ratios:
        targets.append((False, "at least 100 times faster than sqlglot's "
                        "optimizer (not measured)"))

    # 4. scaling
    print()
    print("4. scaling: synthetic queries (bench/bench.c gen_sql); per size "
          "the median of repeated runs; peak = statement + scratch "
          "arenas reserved")
    print("%-9s %7s %9s %9s %9s %9s %9s %10s  %s" % (
        "kind", "N", "parse", "bind", "rewrite", "print", "total", "peak",
        "runs"))
    kinds = []
    for p in scale:
        k = p[1].split(":", 1)[1]
        if k not in kinds:
            kinds.append(k)
    for k in kinds:
        pts, mem, rwpts, failed = [], [], [], []
        for p in scale:
            if p[1] != "scale:" + k:
                continue
            r = qprop_row(p)
            n = int(p[2]) if p[2].isdigit() else 0
            label = "%d%s" % (n, " (limit)" if limits.get(k) == p[2] else "")
            if not r["ok"]:
                failed.append((n, r["status"]))
                print("%-9s %7s  FAILED: %s%s" % (
                    k, label, r["status"],
                    " after %s, arena at %s" % (fmt_us(r["total"]["max"]),
                                                fmt_bytes(r["reserved"]))
                    if "reserved" in r else ""))
                continue
            pts.append((n, r["total"]["med"]))
            rwpts.append((n, r["rewrite"]["med"]))
            mem.append((n, r["reserved"]))
            print("%-9s %7s %9s %9s %9s %9s %9s %10s  %d" % (
                k, label, *[fmt_us(r[ph]["med"]) for ph in PHASES],
                fmt_bytes(r["reserved"]), r["iters"]))
        e_all, e_rw, e_mem = slope(pts), slope(rwpts), slope(mem)
        e_last = slope(pts[-2:]) if len(pts) >= 2 else float("nan")
        print("%-9s fit: time exponent %.2f (last two sizes %.2f), rewrite "
              "%.2f, memory %.2f%s" % (
                  "", e_all, e_last, e_rw, e_mem,
                  "; failed at N = " + ", ".join(str(n) for n, _ in failed)
                  if failed else ""))
        if k in TARGET_KINDS:
            targets.append((not failed and e_all <= 1.2,
                            "%s: growth exponent <= 1.2 (%.2f over %d sizes"
                            "%s)" % (k, e_all, len(pts),
                                     "; failed at N = " + ", ".join(
                                         "%d (%s)" % (n, s.split(" ")[0])
                                         for n, s in failed)
                                     if failed else "")))
        if k == "chain":
            big = [m for n, m in mem if n == 10000]
            if big:
                targets.append((big[0] < 64 << 20,
                                "chain of 10,000 tables: peak memory < 64 MiB"
                                " (%s)" % fmt_bytes(big[0])))
            else:
                targets.append((False, "chain of 10,000 tables: peak memory "
                                "< 64 MiB (did not complete)"))

    print()
    print("targets (issue 9):")
    for ok, what in targets:
        print("  %s  %s" % (verdict(ok), what))
    print("%d of %d targets met" % (sum(1 for ok, _ in targets if ok),
                                    len(targets)))


if __name__ == "__main__":
    main()
