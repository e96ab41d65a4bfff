#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/pg/selector.py — golden tests of execution-time partition pruning
through a join by the pg_qprop extension (issue 36), each form with qprop
off, with its bounds as quals (qprop.bounds_as_pruning off) and as
run-time pruning (on, with qprop.bounds_estimate on and the default
qprop.bounds_filter on: the partitions the build side's range leaves
out when planning are sized as empty, so the plan may differ from qprop
off's, and the kept partitions' scans filter by the bound), and as
run-time pruning alone (noest: both off, PostgreSQL's own plan and
estimates).

    selector.py DB WORKDIR

DB holds tests/pg/selector.sql's schema; the extension is loaded in every
session (PGOPTIONS, set by tests/pg/selector.sh); psql reaches the server
through the PG* variables.  WORKDIR takes the other session's scripts.

A case is one psql session per setting (off, quals, pruning, noest)
running the same steps: SQL of its own, statements of another session (a
second psql run from the first with \\!, which commits before the first
goes on: the concurrent insert of READ COMMITTED between planning and
execution), and runs of a query, each as EXPLAIN (ANALYZE, COSTS OFF,
TIMING OFF, SUMMARY OFF) and then for its rows.  For each run, under
each setting with qprop on:
  1. the rows equal those with qprop off (sorted, as text);
  2. the fact's partitions read (a scan neither "never executed" nor
     removed by "Subplans Removed" nor absent from the plan) are among
     those read with qprop off, and include, exclude or number what the
     case says (must_read, never_read, max_read), and it has no
     execution-time bound where the case says so (no_bound), nor does
     its "qprop:" line say so (not_said: a HASH bound whose key set the
     extension does not make);
and the report prints, per run and setting, the partitions read, how many
were skipped when executing ("never executed", or removed at executor
start), the bound's form in the plan (quals: "key >= ALL (ARRAY[...])"
filters; pruning: one initplan returning two Params and no such filter;
none: no execution-time bound, and a bound computed when planning shows
as partitions absent from the plan), whether the plan's nodes are those with qprop off (design (b)
keeps PostgreSQL's plan; printed, not checked: qprop's other derived
predicates may change it) and the rows' count and digest.
tests/pg/selector.sh compares the report with tests/pg/selector.expected,
so a partition read more or less shows as a diff.  A run whose check
fails is a failure (exit 1) unless XFAIL names it, with the bug it shows
(then XPASS is a failure).
"""
import hashlib
import os
import re
import subprocess
import sys

PSQL = ['psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1',
        '-P', 'null=\\N']
EXPLAIN = 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) '
SETTINGS = (('off', 'SET qprop.enabled = off;'),
            ('quals', 'SET qprop.bounds_as_pruning = off;'),
            ('pruning', 'SET qprop.bounds_as_pruning = on;'
                        ' SET qprop.keyset_min_range_partitions = 0;'
                        ' SET qprop.bounds_estimate = on;'),
            ('noest', 'SET qprop.bounds_as_pruning = on;'
                      ' SET qprop.keyset_min_range_partitions = 0;'
                      ' SET qprop.bounds_estimate = off;'
                      ' SET qprop.bounds_filter = off;'))

# 'case:run' -> the bug it shows (a check failing there is reported as
# XFAIL and does not fail the test).  Empty: no run shows a wrong result.
XFAIL = {}

SCAN = re.compile(r'Scan.*? on (\w+)(?: \w+)? \((never executed|actual)')
REMOVED = re.compile(r'Subplans Removed: (\d+)')
FACT = re.compile(r'f[rlhmctyxbgzs]_')  # the fact tables' partitions
INITPLAN2 = re.compile(r'InitPlan \d+ \(returns \$\d+,\$\d+\)')
INITPLAN3 = re.compile(r'InitPlan \d+ \(returns \$\d+,\$\d+,\$\d+\)')


def run(name, title, steps, cleanup=''):
    """A case: 'steps' of ('sql', text), ('other', text) and ('run',
    label, query, checks); 'cleanup' restores the data at the end of
    each session."""
    return dict(name=name, title=title, steps=steps, cleanup=cleanup)


def q(label, query, **checks):
    return ('run', label, query, checks)


FR_DK = ("SELECT f.dk, count(*), sum(f.amt) FROM fr f JOIN d ON f.dk = d.dk"
         " WHERE d.yr = %s GROUP BY f.dk ORDER BY 1")

FH_W = ("SELECT f.dk, count(*), sum(f.amt) FROM fh f JOIN d ON f.dk = d.dk"
        " WHERE d.yr = %s AND d.w IN (%s) GROUP BY f.dk ORDER BY 1")
FX_W = ("SELECT f.dk, count(*), sum(f.amt) FROM fx f JOIN d ON f.dk = d.dk"
        " WHERE d.yr = 2003 AND d.w IN (%s) GROUP BY f.dk ORDER BY 1")

FY_MOY = ("SELECT f.day, count(*), sum(f.amt) FROM fy f JOIN cal3 c ON f.day = c.day"
          " WHERE c.moy = %s GROUP BY 1 ORDER BY 1")
NOVEMBERS = {'fy_2022_11', 'fy_2023_11', 'fy_2024_11'}
# the settings whose bounds prune by key sets (qprop.bounds_keyset, on by
# default with qprop.bounds_as_pruning): checks given with only=KEYSETS
# apply to them alone
KEYSETS = ('pruning', 'noest')

CASES = [
    # build keys 230..370: fr_3 and fr_4
    run('range', 'RANGE (dk), contiguous build keys (230..370)', [
        q('q', FR_DK % 2001, must_read={'fr_3', 'fr_4'},
          never_read={'fr_1', 'fr_2', 'fr_5', 'fr_6', 'fr_7', 'fr_def'})]),
    # a date key: March's days (and a NULL day) read ft_3; March and
    # April in a generic plan with a parameter on the fact
    run('date', 'RANGE (day) of a date by month', [
        q('q', "SELECT f.day, count(*), sum(f.amt) FROM ft f JOIN cal c ON f.day = c.day"
               " WHERE c.mseq = 24003 GROUP BY 1 ORDER BY 1",
          must_read={'ft_3'}, max_read=1),
        ('sql', "SET plan_cache_mode = force_generic_plan;"
                "PREPARE x(numeric) AS SELECT f.day, count(*), sum(f.amt) FROM ft f"
                " JOIN cal c ON f.day = c.day WHERE c.mseq BETWEEN 24003 AND 24004"
                " AND f.amt > $1 GROUP BY 1 ORDER BY 1;"),
        q('generic', 'EXECUTE x(3)', must_read={'ft_3', 'ft_4'}, max_read=2)]),
    # build keys in fr_1 and fr_5: min and max read fr_1..fr_5 (exact
    # key sets, reading fr_1 and fr_5 only, are issue 36 item 4)
    run('gaps', 'RANGE (dk), build keys with gaps (10..20, 410..420)', [
        q('q', FR_DK % 2002, must_read={'fr_1', 'fr_5'},
          never_read={'fr_6', 'fr_7', 'fr_def'})]),
    # rk 4, 5 and a NULL: fl_45; a range over a LIST key keeps the
    # DEFAULT (PostgreSQL cannot tell the range holds no other value)
    run('list', 'LIST (rk), build keys 4, 5 and a NULL', [
        q('q', "SELECT f.rk, count(*), sum(f.amt) FROM fl f JOIN r ON f.rk = r.rk"
               " WHERE r.zn = 5003 GROUP BY f.rk ORDER BY 1",
          must_read={'fl_45'}, never_read={'fl_12', 'fl_3', 'fl_67', 'fl_null'}),
        q('gaps', "SELECT f.rk, count(*), sum(f.amt) FROM fl f JOIN r ON f.rk = r.rk"
                  " WHERE r.zn = 5006 GROUP BY f.rk ORDER BY 1",
          must_read={'fl_12', 'fl_67'}, never_read={'fl_null'})]),
    # HASH: a range prunes no hash partition, so the bound is the key set
    # alone (pg/keyset.c: each build key routed as PostgreSQL routes a
    # row, one representative per partition), given only where the
    # bounds prune by key sets (no bound as quals).  141 build keys reach
    # all four partitions; dk 651, 653, 655 all lie in fh_1; 651 and 652
    # in fh_1 and fh_3
    run('hash', 'HASH (dk), modulus 4', [
        q('q', "SELECT f.dk, count(*), sum(f.amt) FROM fh f JOIN d ON f.dk = d.dk"
               " WHERE d.yr = 2001 GROUP BY f.dk ORDER BY 1"),
        q('one', FH_W % (2003, '0, 2, 4'), must_read={'fh_1'}, max_read=1,
          only=KEYSETS),
        q('two', FH_W % (2003, '0, 1'), must_read={'fh_1', 'fh_3'}, max_read=2,
          only=KEYSETS)]),
    # moduli 4 and 8 mixed: dk 651, 652, 653 in fx_1 (modulus 4) and
    # fx_3 (modulus 8); dk 650 and 652 in fx_2 and fx_3 (both modulus 8)
    run('hash_mix', 'HASH (dk), moduli 4 and 8 mixed', [
        q('mixed', FX_W % '0, 1, 2', must_read={'fx_1', 'fx_3'}, max_read=2,
          only=KEYSETS),
        q('eight', FX_W % '1, 6', must_read={'fx_2', 'fx_3'}, max_read=2,
          only=KEYSETS)]),
    # a RANGE fact and a HASH fact bounded by one build side: one reads
    # the other's initplan (min and max of all the keys) or has its own
    run('hash_shared', 'HASH and RANGE facts, one build side', [
        q('q', "SELECT count(*), sum(f.amt), sum(h.amt) FROM fh h JOIN d ON h.dk = d.dk"
               " JOIN fr f ON f.dk = d.dk WHERE d.yr = 2003 AND d.w IN (0, 1)",
          must_read={'fh_1', 'fh_3', 'fr_7'}, max_read=3, only=KEYSETS)]),
    # an int8 key (dk * 1000000007: beyond int4) and a date key (the
    # seven days of a week and a NULL day)
    run('hash_types', 'HASH by an int8 key and by a date key', [
        q('int8', "SELECT f.bk, count(*), sum(f.amt) FROM fb f JOIN d8 ON f.bk = d8.bk"
                  " WHERE d8.yr = 2003 GROUP BY 1 ORDER BY 1",
          must_read={'fb_1', 'fb_3', 'fb_4', 'fb_5'}, max_read=4, only=KEYSETS),
        q('date', "SELECT f.day, count(*), sum(f.amt) FROM fg f JOIN dday w ON f.day = w.day"
                  " WHERE w.wk = 5010 GROUP BY 1 ORDER BY 1",
          must_read={'fg_1', 'fg_3', 'fg_4', 'fg_7', 'fg_8'}, max_read=5,
          only=KEYSETS)]),
    # no build key: every hash partition skipped; a NULL build key alone
    # (yr 2004) routes to none (the NULL key's partition is not read)
    run('hash_empty', 'HASH: an empty build side, a NULL build key only', [
        q('empty', FH_W % (1900, '0'), max_read=0, only=KEYSETS),
        q('nulls', "SELECT f.dk, count(*) FROM fh f JOIN d ON f.dk = d.dk"
                   " WHERE d.yr = 2004 GROUP BY 1 ORDER BY 1", max_read=0,
          only=KEYSETS)]),
    # a generic plan, a parameter on the fact: the key set computed at
    # each execution; the build side's filter a parameter: no bound
    run('hash_generic', 'HASH: a prepared statement, generic plan', [
        ('sql', "SET plan_cache_mode = force_generic_plan;"
                "PREPARE h1(numeric) AS SELECT f.dk, count(*), sum(f.amt) FROM fh f"
                " JOIN d ON f.dk = d.dk WHERE d.yr = 2003 AND d.w IN (0, 1)"
                " AND f.amt >= $1 GROUP BY f.dk ORDER BY 1;"
                "PREPARE h2(int) AS SELECT f.dk, count(*), sum(f.amt) FROM fh f"
                " JOIN d ON f.dk = d.dk WHERE d.yr = $1 AND d.w IN (0, 2, 4)"
                " GROUP BY f.dk ORDER BY 1;"),
        q('fact1', 'EXECUTE h1(3)', must_read={'fh_1', 'fh_3'}, max_read=2,
          only=KEYSETS),
        q('fact2', 'EXECUTE h1(20)', must_read={'fh_1', 'fh_3'}, max_read=2,
          only=KEYSETS),
        q('dim', 'EXECUTE h2(2003)', no_bound=True)]),
    # where a HASH bound's key set cannot be made the bound is dropped
    # whole (no range quals, no filter: they would prune nothing): more
    # arms than qprop.keyset_partitions, qprop.bounds_keyset off (the
    # library then gives no HASH bound), a key of two columns, a
    # sub-partitioned partition; the first and the last are bounds the
    # library gives and the extension drops: the qprop: line does not
    # count them
    run('hash_refused', 'HASH: no key set, no bound', [
        ('sql', "SET qprop.keyset_partitions = 3;"),
        q('arms', FH_W % (2003, '0, 2, 4'), no_bound=True, not_said=True),
        ('sql', "RESET qprop.keyset_partitions; SET qprop.bounds_keyset = off;"),
        q('off', FH_W % (2003, '0, 2, 4'), no_bound=True),
        ('sql', "RESET qprop.bounds_keyset;"),
        q('twocols', "SELECT f.dk, count(*), sum(f.amt) FROM fz f JOIN d ON f.dk = d.dk"
                     " WHERE d.yr = 2003 AND d.w IN (0, 2, 4) GROUP BY 1 ORDER BY 1",
          no_bound=True),
        q('sub', "SELECT f.dk, count(*), sum(f.amt) FROM fs f JOIN d ON f.dk = d.dk"
                 " WHERE d.yr = 2003 AND d.w IN (3, 6) GROUP BY 1 ORDER BY 1",
          no_bound=True, not_said=True)]),
    # the top level's key: fm_2 with its three sub-partitions
    run('multilevel', 'RANGE (dk) of LIST (rk)', [
        q('top', "SELECT f.dk, count(*), sum(f.amt) FROM fm f JOIN d ON f.dk = d.dk"
                 " WHERE d.yr = 2001 GROUP BY f.dk ORDER BY 1",
          must_read={'fm_2_a', 'fm_2_b', 'fm_2_c'},
          never_read={'fm_1_a', 'fm_3_a', 'fm_def'}),
        # the sub-partitions' key (rk 4, 5: fm_N_b would do): qprop
        # bounds the top key only (src/target/bounds.c, decide_scan), so
        # nothing is pruned
        q('sub', "SELECT f.rk, count(*), sum(f.amt) FROM fm f JOIN r ON f.rk = r.rk"
                 " WHERE r.zn = 5003 GROUP BY f.rk ORDER BY 1")]),
    # two dimensions on one scan: key + sub-key of fm (fm_2_b would do;
    # qprop bounds the top key dk only), and both columns of fc's RANGE
    # (rk, dk) (fc_4_hi, fc_5_hi would do).  fc: qprop's bound on rk
    # (the leading column) comes from a runtime filter, not a Partition
    # Selector; it counts as beyond PostgreSQL as every bound of
    # qprop_stmt_bound() does, so the extension takes the statement and
    # reads 5 partitions (fc_4_*, fc_5_*, fc_def) where PostgreSQL alone
    # reads all 19 (it once left it to PostgreSQL)
    run('two', 'two selectors on one scan', [
        q('keysub', "SELECT f.dk, f.rk, count(*), sum(f.amt) FROM fm f"
                    " JOIN d ON f.dk = d.dk JOIN r ON f.rk = r.rk"
                    " WHERE d.yr = 2001 AND r.zn = 5003 GROUP BY 1, 2 ORDER BY 1, 2",
          must_read={'fm_2_b'}, never_read={'fm_1_b', 'fm_3_b', 'fm_def'}),
        q('cols', "SELECT f.dk, f.rk, count(*), sum(f.amt) FROM fc f"
                  " JOIN d ON f.dk = d.dk JOIN r ON f.rk = r.rk"
                  " WHERE d.yr = 2003 AND r.zn = 5003 GROUP BY 1, 2 ORDER BY 1, 2",
          must_read={'fc_4_hi', 'fc_5_hi'})]),
    # the partitioned table read twice: one bound per scan, the same
    # table; design (b) takes a table read once only and gives these as
    # quals
    run('twice', 'one table, two scans, two bounds (UNION ALL)', [
        q('q', "SELECT 'a', f.dk, f.amt FROM fr f JOIN d ON f.dk = d.dk WHERE d.yr = 2001"
               " UNION ALL SELECT 'b', f.dk, f.amt FROM fr f JOIN d ON f.dk = d.dk"
               " WHERE d.yr = 2003 ORDER BY 1, 2, 3",
          must_read={'fr_3', 'fr_4', 'fr_7'}, never_read={'fr_def'})]),
    # other plan shapes around the pruned Append: a nested loop over an
    # index of the fact, a Merge Append (ORDER BY the key, LIMIT), the
    # join in a MATERIALIZED CTE, IN and EXISTS (semi joins), the fact on
    # the nullable side of a LEFT JOIN (its bound is in the ON clause:
    # kept as quals)
    run('shapes', 'other plan shapes', [
        ('sql', "BEGIN; CREATE INDEX fr_dk ON fr (dk);"
                "SET enable_hashjoin = off; SET enable_mergejoin = off;"),
        q('nestloop', "SELECT f.dk, f.amt FROM fr f JOIN d ON f.dk = d.dk"
                      " WHERE d.yr = 2001 ORDER BY 1, 2",
          must_read={'fr_3', 'fr_4'}, max_read=2),
        ('sql', "RESET enable_hashjoin; RESET enable_mergejoin; SET enable_sort = off;"),
        q('merge', "SELECT f.dk, f.amt FROM fr f JOIN d ON f.dk = d.dk"
                   " WHERE d.yr = 2003 ORDER BY f.dk, f.amt LIMIT 20",
          must_read={'fr_7'}, max_read=1),
        ('sql', "RESET enable_sort; ROLLBACK;"),
        q('cte', "WITH x AS MATERIALIZED (SELECT f.dk, f.amt FROM fr f JOIN d ON f.dk = d.dk"
                 " WHERE d.yr = 2001) SELECT dk, count(*), sum(amt) FROM x GROUP BY dk ORDER BY 1",
          must_read={'fr_3', 'fr_4'}, max_read=2),
        q('in', "SELECT f.dk, count(*), sum(f.amt) FROM fr f"
                " WHERE f.dk IN (SELECT dk FROM d WHERE yr = 2001) GROUP BY 1 ORDER BY 1",
          must_read={'fr_3', 'fr_4'}, max_read=2),
        q('exists', "SELECT f.dk, count(*), sum(f.amt) FROM fr f WHERE EXISTS"
                    " (SELECT 1 FROM d WHERE d.dk = f.dk AND d.yr = 2003) GROUP BY 1 ORDER BY 1",
          must_read={'fr_7'}, max_read=1),
        q('left', "SELECT d.dk, f.amt FROM d LEFT JOIN fr f ON f.dk = d.dk"
                  " WHERE d.yr = 2003 ORDER BY 1, 2",
          must_read={'fr_7'}, max_read=1)]),
    # no build row: every partition skipped
    run('empty', 'an empty build side', [
        q('range', FR_DK % 1900, max_read=0),
        q('list', "SELECT f.rk, count(*) FROM fl f JOIN r ON f.rk = r.rk"
                  " WHERE r.zn = 1900 GROUP BY f.rk ORDER BY 1", max_read=0)]),
    # NULL keys never match: the build side's NULL keys (min and max
    # ignore them), the facts' NULL keys (fr_def, fl_null)
    run('nulls', 'NULL keys', [
        q('some', FR_DK % 2003, must_read={'fr_7'}, never_read={'fr_def'}),
        q('only', FR_DK % 2004, max_read=0),
        q('list', "SELECT f.rk, count(*) FROM fl f JOIN r ON f.rk = r.rk"
                  " WHERE r.zn = 5009 GROUP BY f.rk ORDER BY 1", max_read=0)]),
    # a generic plan, executed twice with other parameters
    run('generic', 'a prepared statement, generic plan', [
        ('sql', "SET plan_cache_mode = force_generic_plan;"
                "PREPARE g1(int, int) AS SELECT f.dk, count(*), sum(f.amt) FROM fr f"
                " JOIN d ON f.dk = d.dk WHERE d.yr = 2001 AND d.dk BETWEEN $1 AND $2"
                " GROUP BY f.dk ORDER BY 1;"
                "PREPARE g2(numeric) AS SELECT f.dk, count(*), sum(f.amt) FROM fr f"
                " JOIN d ON f.dk = d.dk WHERE d.yr = 2003 AND f.amt >= $1"
                " GROUP BY f.dk ORDER BY 1;"
                "PREPARE g3(int) AS SELECT f.dk, count(*), sum(f.amt) FROM fr f"
                " JOIN d ON f.dk = d.dk WHERE d.yr = $1 GROUP BY f.dk ORDER BY 1;"),
        # the bound on the build key's parameters: pruned at executor
        # start ("Subplans Removed")
        q('key1', 'EXECUTE g1(250, 260)', must_read={'fr_3'}, max_read=1),
        q('key2', 'EXECUTE g1(350, 460)', must_read={'fr_4'}, max_read=1),
        # the build side's filter constant, a parameter on the fact
        q('fact1', 'EXECUTE g2(10)', must_read={'fr_7'}, max_read=1),
        q('fact2', 'EXECUTE g2(13)', must_read={'fr_7'}, max_read=1),
        # the build side's filter a parameter: the bound's initplan reads
        # the same parameter when the plan runs (bounds.c runtime_value),
        # so each execution of the one generic plan reads its year's
        # partitions (no key set over a parameter: min and max)
        q('dim1', 'EXECUTE g3(2001)', must_read={'fr_3', 'fr_4'}, max_read=2),
        q('dim2', 'EXECUTE g3(2003)', must_read={'fr_7'}, max_read=1)]),
    # READ COMMITTED: the plan is made (generic, cached), another session
    # commits a dimension row whose key is in a partition not selected
    # before, the same plan executes again: it reads that partition
    run('rc_insert', 'READ COMMITTED, another session inserts into the dimension'
        ' between planning and execution (generic plan)', [
            ('sql', "SET plan_cache_mode = force_generic_plan;"
                    "PREPARE c AS " + FR_DK % 2003 + ";"),
            q('before', 'EXECUTE c', must_read={'fr_7'}, max_read=1),
            ('other', "INSERT INTO d VALUES (120, 2003, 0);"),
            q('after', 'EXECUTE c', must_read={'fr_2', 'fr_7'},
              never_read={'fr_1', 'fr_def'})],
        cleanup="DELETE FROM d WHERE dk = 120 AND yr = 2003;"),
    # planned only (EXPLAIN of the generic plan, which caches it), not
    # executed, before the other session's commit
    run('rc_planned', 'READ COMMITTED, another session inserts into the dimension'
        ' between the generic plan and its first execution', [
            ('sql', "SET plan_cache_mode = force_generic_plan;"
                    "PREPARE c AS " + FR_DK % 2003 + ";"
                    "EXPLAIN (COSTS OFF) EXECUTE c;"),
            ('other', "INSERT INTO d VALUES (30, 2003, 0);"),
            q('after', 'EXECUTE c', must_read={'fr_1', 'fr_7'},
              never_read={'fr_def'})],
        cleanup="DELETE FROM d WHERE dk = 30 AND yr = 2003;"),
    # REPEATABLE READ with plan-time bounds (a plain statement: the bound
    # is computed when planning, fr_7 alone planned): another session's
    # commit is not seen until the transaction ends, with qprop off too
    run('rr', 'REPEATABLE READ with plan-time bounds, another session inserts'
        ' into the dimension', [
            ('sql', "SET qprop.plan_time_bounds = on;"
                    "BEGIN ISOLATION LEVEL REPEATABLE READ;"),
            q('before', FR_DK % 2003, must_read={'fr_7'}, max_read=1),
            ('other', "INSERT INTO d VALUES (120, 2003, 0);"),
            q('during', FR_DK % 2003, must_read={'fr_7'}, max_read=1),
            ('sql', "COMMIT;"),
            q('after', FR_DK % 2003, must_read={'fr_2', 'fr_7'},
              never_read={'fr_1', 'fr_def'})],
        cleanup="DELETE FROM d WHERE dk = 120 AND yr = 2003;"),
    # the same in one transaction, a LIST fact, and plan-time bounds asked
    # for (never under READ COMMITTED)
    run('rc_insert_txn', 'READ COMMITTED in one transaction, LIST, another session'
        ' inserts into the dimension between two executions', [
            ('sql', "SET plan_cache_mode = force_generic_plan;"
                    "SET qprop.plan_time_bounds = on;"
                    "BEGIN ISOLATION LEVEL READ COMMITTED;"
                    "PREPARE c AS SELECT f.rk, count(*), sum(f.amt) FROM fl f"
                    " JOIN r ON f.rk = r.rk WHERE r.zn = 5002 GROUP BY f.rk ORDER BY 1;"),
            q('before', 'EXECUTE c', must_read={'fl_3'}),
            ('other', "INSERT INTO r VALUES (6, 5002);"),
            q('after', 'EXECUTE c', must_read={'fl_3', 'fl_67'}),
            ('sql', "COMMIT;")],
        cleanup="DELETE FROM r WHERE rk = 6 AND zn = 5002;"),
    # key sets (issue 36 item 4): a filter on a month of every year reads
    # the three Novembers of 36 monthly partitions (min and max would read
    # Nov 2022 to Nov 2024; the bounds as quals get no bound: a position
    # in a cycle is narrow only where the bounds prune by key sets); a
    # dimension row whose key is in the DEFAULT partition (2025) reads it
    # too; a generic plan executed again after another session's insert
    # (READ COMMITTED) of a dimension row in June 2023 reads that month too
    run('keyset', 'key sets: every November of monthly RANGE partitions', [
        q('novembers', FY_MOY % 11, must_read=NOVEMBERS, max_read=3, only=KEYSETS),
        ('sql', "BEGIN; INSERT INTO cal3 VALUES (date '2025-01-10', 2025, 11);"),
        q('default', FY_MOY % 11, must_read=NOVEMBERS | {'fy_def'}, max_read=4,
          only=KEYSETS),
        ('sql', "ROLLBACK;"),
        ('sql', "SET plan_cache_mode = force_generic_plan;"
                "PREPARE c AS " + FY_MOY % 11 + ";"),
        q('before', 'EXECUTE c', must_read=NOVEMBERS, max_read=3, only=KEYSETS),
        ('other', "INSERT INTO cal3 VALUES (date '2023-06-15', 2023, 11);"),
        q('after', 'EXECUTE c', must_read=NOVEMBERS | {'fy_2023_06'}, max_read=4,
          only=KEYSETS)],
        cleanup="DELETE FROM cal3 WHERE day = date '2023-06-15' AND moy = 11;"),
    # key sets over LIST: a DEFAULT partition holding the build keys (rk
    # 8, 9: fl_def), beside a listed partition (1, 2: fl_12); with min and
    # max (quals) every partition from 1 to 9 and the DEFAULT
    run('keyset_list', 'key sets: LIST with a DEFAULT partition holding keys', [
        q('default', "SELECT f.rk, count(*), sum(f.amt) FROM fl f JOIN r ON f.rk = r.rk"
                     " WHERE r.zn = 5005 GROUP BY f.rk ORDER BY 1",
          must_read={'fl_def'}, max_read=1, only=KEYSETS),
        q('mixed', "SELECT f.rk, count(*), sum(f.amt) FROM fl f JOIN r ON f.rk = r.rk"
                   " WHERE r.zn IN (5001, 5005) GROUP BY f.rk ORDER BY 1",
          must_read={'fl_12', 'fl_def'}, max_read=2, only=KEYSETS)]),
    # partitioned tables as branches of a UNION ALL joined on the key
    # (dynamic_partition.c unsafe (6) no more): PostgreSQL flattens the
    # UNION ALL into one appendrel and merges the branches' Appends into
    # its own, whose run-time pruning comes from the UNION ALL's quals
    # (pg/qprop.c union_parent()); a branch with a WHERE is planned as a
    # subquery of its own (not flattened); a branch of a plain table gets
    # no bound; a derived table without UNION ALL is pulled up whole.
    # NULL keys (fr_def, fm_def) and an empty build side read nothing
    run('unionall', 'UNION ALL of partitioned tables joined on the key', [
        q('flat', "SELECT u.dk, count(*), sum(u.amt) FROM (SELECT dk, amt FROM fr"
                  " UNION ALL SELECT dk, amt FROM fm) u JOIN d ON u.dk = d.dk"
                  " WHERE d.yr = 2001 GROUP BY 1 ORDER BY 1",
          must_read={'fr_3', 'fr_4', 'fm_2_a', 'fm_2_b', 'fm_2_c'},
          never_read={'fr_1', 'fr_7', 'fr_def', 'fm_1_a', 'fm_3_a', 'fm_def'}),
        q('where', "SELECT u.dk, count(*), sum(u.amt) FROM (SELECT dk, amt FROM fr"
                   " WHERE amt >= 0 UNION ALL SELECT dk, w::numeric FROM d"
                   " UNION ALL SELECT dk, amt FROM fm) u JOIN d ON u.dk = d.dk"
                   " WHERE d.yr = 2003 GROUP BY 1 ORDER BY 1",
          must_read={'fr_7', 'fm_3_a'}, never_read={'fr_1', 'fr_def', 'fm_1_a', 'fm_def'}),
        q('derived', "SELECT u.k, count(*), sum(u.amt) FROM (SELECT dk AS k, amt FROM fr) u"
                     " JOIN d ON u.k = d.dk WHERE d.yr = 2003 GROUP BY 1 ORDER BY 1",
          must_read={'fr_7'}, max_read=1),
        q('empty', "SELECT u.dk, count(*) FROM (SELECT dk, amt FROM fr UNION ALL"
                   " SELECT dk, amt FROM fm) u JOIN d ON u.dk = d.dk WHERE d.yr = 1900"
                   " GROUP BY 1 ORDER BY 1", max_read=0),
        # a bound asked for when planning (REPEATABLE READ): on a
        # flattened member it is given as run-time pruning
        ('sql', "SET qprop.plan_time_bounds = on;"
                "BEGIN ISOLATION LEVEL REPEATABLE READ;"),
        q('plantime', "SELECT u.dk, count(*), sum(u.amt) FROM (SELECT dk, amt FROM fr"
                      " UNION ALL SELECT dk, amt FROM fm) u JOIN d ON u.dk = d.dk"
                      " WHERE d.yr = 2003 GROUP BY 1 ORDER BY 1",
          must_read={'fr_7', 'fm_3_a'}, never_read={'fr_1', 'fr_def', 'fm_1_a', 'fm_def'}),
        ('sql', "COMMIT;"),
        # a Parallel Append over the flattened members: the workers prune
        # by the leader's initplan values (fix_prune_params)
        ('sql', "RESET qprop.plan_time_bounds; BEGIN;"
                "SET LOCAL max_parallel_workers_per_gather = 2;"
                "SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 0;"
                "SET LOCAL min_parallel_table_scan_size = 0;"),
        q('parallel', "SELECT u.dk, count(*), sum(u.amt) FROM (SELECT dk, amt FROM fr"
                      " UNION ALL SELECT dk, amt FROM fm) u JOIN d ON u.dk = d.dk"
                      " WHERE d.yr = 2003 GROUP BY 1 ORDER BY 1",
          must_read={'fr_7', 'fm_3_a'}, never_read={'fr_1', 'fr_def', 'fm_1_a', 'fm_def'}),
        ('sql', "ROLLBACK;")]),
    # a partition attached, and one created, between PREPARE and EXECUTE,
    # with a dimension row pointing into it
    run('rc_attach', 'a partition ATTACHed and one CREATEd between PREPARE and'
        ' EXECUTE (generic plan)', [
            ('sql', "SET plan_cache_mode = force_generic_plan;"
                    "PREPARE c AS " + FR_DK % 2003 + ";"),
            q('before', 'EXECUTE c', must_read={'fr_7'}, max_read=1),
            ('other', "CREATE TABLE fr_8 (LIKE fr);"
                      "INSERT INTO fr_8 SELECT 701 + i % 50, 1 + i % 9, i / 4.0"
                      " FROM generate_series(1, 200) i;"
                      "ALTER TABLE fr ATTACH PARTITION fr_8 FOR VALUES FROM (701) TO (801);"
                      "INSERT INTO d VALUES (720, 2003, 0);"),
            q('attached', 'EXECUTE c', must_read={'fr_7', 'fr_8'},
              never_read={'fr_1', 'fr_6', 'fr_def'}),
            ('other', "CREATE TABLE fr_9 PARTITION OF fr FOR VALUES FROM (801) TO (901);"
                      "INSERT INTO fr VALUES (850, 1, 2.50), (851, 2, 3.00), (850, NULL, 1.25);"
                      "INSERT INTO d VALUES (850, 2003, 0);"),
            q('created', 'EXECUTE c', must_read={'fr_7', 'fr_8', 'fr_9'},
              never_read={'fr_1', 'fr_6', 'fr_def'})],
        cleanup="DROP TABLE fr_8, fr_9; DELETE FROM d WHERE yr = 2003 AND dk IN (720, 850);"),
]


def session(db, case, setting, workdir):
    """psql input for one case under one setting."""
    out = [setting]
    for i, st in enumerate(case['steps']):
        if st[0] == 'sql':
            out.append(st[1])
        elif st[0] == 'other':
            path = os.path.join(workdir, '%s_%d.sql' % (case['name'], i))
            log = path[:-4] + '.log'
            with open(path, 'w') as f:
                f.write(st[1] + '\n')
            out.append("\\! PGOPTIONS= psql -X -q -v ON_ERROR_STOP=1 -d '%s' -f '%s'"
                       " >'%s' 2>&1 || echo 'the other session failed' >>'%s'"
                       % (db, path, log, log))
        else:
            label, query = st[1], st[2]
            out.append('\\echo @@run %s' % label)
            out.append(EXPLAIN + query + ';')
            out.append('\\echo @@rows')
            out.append(query + ';')
            out.append('\\echo @@end')
    out.append(case['cleanup'])
    return '\n'.join(out) + '\n'


def other_logs(case, workdir, remove=False):
    """What the other session's runs printed (nothing when they passed);
    with 'remove', their logs of the last setting are removed."""
    text = ''
    for i, st in enumerate(case['steps']):
        path = os.path.join(workdir, '%s_%d.log' % (case['name'], i))
        if st[0] != 'other' or not os.path.exists(path):
            continue
        if remove:
            os.remove(path)
        else:
            with open(path) as f:
                text += f.read()
    return text


def parse(out):
    """{label: (read, never, removed, bound, rows)} of one session."""
    runs, label, part, plan, rows = {}, None, None, [], []
    for line in out.splitlines():
        if line.startswith('@@run '):
            label, part, plan, rows = line[6:], 'plan', [], []
        elif line == '@@rows':
            part = 'rows'
        elif line == '@@end':
            text = '\n'.join(plan)
            read, never = set(), 0
            for m in SCAN.finditer(text):
                if FACT.match(m.group(1)):
                    if m.group(2) == 'actual':
                        read.add(m.group(1))
                    else:
                        never += 1
            removed = sum(int(n) for n in REMOVED.findall(text))
            bound = [w for w, hit in (('pruning', INITPLAN2.search(text)),
                                      ('keyset', INITPLAN3.search(text)),
                                      ('quals', 'ALL (ARRAY' in text)) if hit]
            runs[label] = (read, never, removed, '+'.join(bound) or 'none',
                           sorted(rows), text, shape(text))
            part = None
        elif part == 'plan':
            plan.append(line)
        elif part == 'rows':
            rows.append(line)
    return runs


def shape(plan):
    """The plan's nodes (type and relation, not its alias) without the
    initplans and the CTEs of the bound, and without the fact's partition
    scans (which pruning removes): what the bound as pruning should not
    change (printed, not checked: qprop's other derived predicates may)."""
    out, skip = [], None
    for i, line in enumerate(plan.splitlines()):
        ind = len(line) - len(line.lstrip())
        if skip is not None and ind > skip:
            continue
        skip = None
        s = line.strip()
        if s.startswith('InitPlan ') or s.startswith('CTE qp_bound'):
            skip = ind
            continue
        if i > 0 and not s.startswith('->'):
            continue
        s = re.sub(r' \((actual|never executed).*', '', s.lstrip('-> '))
        s = re.sub(r'( on \w+) \w+$', r'\1', s)  # no alias: qprop's take others
        m = SCAN.search(line)
        if not (m and FACT.match(m.group(1))):
            out.append(s)
    return out


def digest(rows):
    return hashlib.md5('\n'.join(rows).encode()).hexdigest()[:8]


def names(s):
    return ' '.join(sorted(s, key=lambda n: [int(t) if t.isdigit() else t
                                             for t in re.split(r'(\d+)', n)])) or '-'


# HASH routing (pg/keyset.c computes each build key's partition as
# PostgreSQL's get_partition_for_tuple() does): for each key of dr (an
# int4 over its whole range, an int8 beyond int4, a date, a numeric, a
# timestamptz, and a NULL), a join whose build side is that one key must
# give its three rows and read exactly one partition, the one PostgreSQL
# routed them to (none for the NULL key), on facts of moduli 3 and 6, 2,
# 4 and 12, 5, 3 and 7
ROUTING = r'''
DO $$
DECLARE
    t text; col text; g integer; c bigint; line text;
    nread integer; n integer := 0; bad integer := 0;
BEGIN
    FOR t, col IN VALUES ('hr4', 'k4'), ('hr8', 'k8'), ('hrd', 'kd'),
                         ('hrn', 'kn'), ('hrt', 'kt') LOOP
        FOR g IN 10000..10200 LOOP
            EXECUTE format('SELECT count(*) FROM %I f JOIN dr ON f.k = dr.%I'
                           ' WHERE dr.grp = %s', t, col, g) INTO c;
            nread := 0;
            FOR line IN EXECUTE format('EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF,'
                                       ' SUMMARY OFF) SELECT count(*) FROM %I f'
                                       ' JOIN dr ON f.k = dr.%I WHERE dr.grp = %s',
                                       t, col, g) LOOP
                IF line ~ ('Scan on ' || t || '_\w+ \w+ \(actual') THEN
                    nread := nread + 1;
                END IF;
            END LOOP;
            n := n + 1;
            -- the NULL key (grp 10000): no row, no partition
            IF (g = 10000 AND (c <> 0 OR nread <> 0))
               OR (g > 10000 AND (c <> 3 OR nread <> 1)) THEN
                bad := bad + 1;
                RAISE NOTICE 'wrong: % grp %: % rows, % partitions read', t, g, c, nread;
            END IF;
        END LOOP;
    END LOOP;
    RAISE NOTICE 'hash routing: % one-key build sides over 5 key types, % wrong', n, bad;
END $$;
'''


def hash_routing(db):
    """The report line of ROUTING, and whether it failed."""
    p = subprocess.run(PSQL + ['-d', db], input=ROUTING, capture_output=True,
                       text=True, timeout=600)
    notes = [l.split('NOTICE:  ', 1)[1] for l in p.stderr.splitlines()
             if 'NOTICE:  ' in l]
    ok = p.returncode == 0 and notes and notes[-1].endswith(', 0 wrong')
    for l in notes:
        print(l if ok or l.startswith('hash routing') else 'FAIL: ' + l)
    if p.returncode != 0:
        print('FAIL: hash routing: psql exit %d: %s' % (p.returncode,
                                                       p.stderr.strip()[:800]))
    return 0 if ok else 1


def main():
    db, workdir = sys.argv[1], sys.argv[2]
    fails = 0
    for case in CASES:
        print('== %s: %s' % (case['name'], case['title']))
        got = {}
        for sname, sset in SETTINGS:
            other_logs(case, workdir, remove=True)
            p = subprocess.run(PSQL + ['-d', db],
                               input=session(db, case, sset, workdir),
                               capture_output=True, text=True, timeout=120)
            other = other_logs(case, workdir)
            if p.returncode != 0 or other:
                print('FAIL: %s, %s: psql exit %d: %s %s'
                      % (case['name'], sname, p.returncode, p.stderr.strip()[:800],
                         other.strip()[:800]))
                fails += 1
                got = None
                break
            got[sname] = parse(p.stdout)
        if got is None:
            continue
        for st in case['steps']:
            if st[0] != 'run':
                continue
            label, checks = st[1], st[3]
            key = '%s:%s' % (case['name'], label)
            off = got['off'][label]
            print('%-8s off      read %s; %d rows %s'
                  % (label, names(off[0]), len(off[4]), digest(off[4])))
            problems = []
            for sname in ('quals', 'pruning', 'noest'):
                read, never, removed, bound, rows, plan, shp = got[sname][label]
                print('%-8s %-8s read %s; skipped %d never executed, %d removed;'
                      ' bound %s; plan %s; %s'
                      % (label, sname, names(read), never, removed, bound,
                         'as off' if shp == off[6] else 'other',
                         'same rows' if rows == off[4] else
                         'ROWS DIFFER (%d rows %s)' % (len(rows), digest(rows))))
                why = []
                ck = checks if sname in checks.get('only', (sname,)) else {}
                if rows != off[4]:
                    why.append('rows differ from qprop off')
                if read - off[0]:
                    why.append('reads %s, which qprop off does not'
                               % names(read - off[0]))
                if ck.get('must_read', set()) - read:
                    why.append('does not read %s'
                               % names(ck['must_read'] - read))
                if ck.get('never_read', set()) & read:
                    why.append('reads %s' % names(ck['never_read'] & read))
                if ck.get('no_bound') and bound != 'none':
                    why.append('has a bound (%s), which it should not' % bound)
                if ck.get('not_said') and 'bounded when executing' in plan:
                    why.append("its qprop: line says a scan is bounded")
                if len(read) > ck.get('max_read', len(read)):
                    why.append('reads %d partitions, more than %d'
                               % (len(read), ck['max_read']))
                if why:
                    problems.append((sname, why, plan))
            for sname, why, plan in problems:
                if key in XFAIL:
                    print('XFAIL: %s, %s: %s (%s)' % (key, sname, '; '.join(why),
                                                       XFAIL[key]))
                else:
                    print('FAIL: %s, %s: %s' % (key, sname, '; '.join(why)))
                    sys.stderr.write('--- %s, %s:\n%s\n' % (key, sname, plan))
                    fails += 1
            if key in XFAIL and not problems:
                print('XPASS: %s (%s): take it out of XFAIL' % (key, XFAIL[key]))
                fails += 1
    print('== hash_routing: one build key routed as PostgreSQL routes its rows')
    fails += hash_routing(db)
    print('selector: %d failures' % fails)
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
