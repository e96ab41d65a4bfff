#!/bin/sh
# SPDX-License-Identifier: MIT
# The CLI conveniences: --help lists exactly the long options the man page
# documents (so neither falls behind the other), --stats reports on standard
# error only, and --color colours text output only.
: "${srcdir:=.}"
qprop=./qprop
status=0
fail() { echo "FAIL: $*"; status=1; }

# every long option in --help and in the man page's OPTIONS section; the
# man page also names the alias --rules of --list-rules
help_opts=`"$qprop" --help | grep -o -- '--[a-z][a-z-]*' | sort -u`
man_opts=$(sed -n '/^\.SH OPTIONS/,/^\.SH EXIT STATUS/p' "$srcdir/doc/qprop.1" \
    | sed 's/\\-/-/g' | grep -o -- '--[a-z][a-z-]*' | grep -v '^--rules$' \
    | sort -u)
test -n "$help_opts" || fail "qprop --help lists no options"
if test "$help_opts" != "$man_opts"; then
    fail "--help and doc/qprop.1 list different options"
    echo "--help:"; echo "$help_opts"; echo "doc/qprop.1:"; echo "$man_opts"
fi

f=$srcdir/examples/partitions.sql
"$qprop" "$f" > tests/api/cli.plain 2>&1 || fail "qprop $f"
"$qprop" --stats "$f" > tests/api/cli.stats 2> tests/api/cli.err \
    || fail "qprop --stats"
cmp -s tests/api/cli.plain tests/api/cli.stats \
    || fail "--stats changed standard output"
grep -q '^qprop: stats: 3 queries, 1 derived predicates, 4 of 9 partitions pruned' \
    tests/api/cli.err || { fail "--stats totals"; cat tests/api/cli.err; }
test `grep -c 'stats of query' tests/api/cli.err` = 3 \
    || fail "--stats: one line per query"

esc=`printf '\033'`
"$qprop" --color=always "$f" | grep -q "$esc" || fail "--color=always"
"$qprop" --color=never "$f" | grep -q "$esc" && fail "--color=never"
"$qprop" --color=auto "$f" | grep -q "$esc" && fail "--color=auto, not a tty"
for fmt in json sql; do
    "$qprop" --color=always --format=$fmt "$f" | grep -q "$esc" \
        && fail "--color in $fmt output"
done
"$qprop" --color=sometimes "$f" > /dev/null 2>&1
test $? = 2 || fail "--color=sometimes is a usage error (2)"
# a PartitionSelector's JSON carries its target's routing: strategy, key
# and every bound, level by level (doc/json-format.md)
cat > tests/api/cli.dpe.sql <<'EOF_SQL'
CREATE TABLE prt (a int, b text) PARTITION BY RANGE (a);
CREATE TABLE prt_p1 PARTITION OF prt FOR VALUES FROM (MINVALUE) TO (10)
    PARTITION BY LIST (b);
CREATE TABLE prt_p1_x PARTITION OF prt_p1 FOR VALUES IN ('x', NULL, 'it''s');
CREATE TABLE prt_p1_d PARTITION OF prt_p1 DEFAULT;
CREATE TABLE prt_p2 PARTITION OF prt FOR VALUES FROM (10) TO (20)
    PARTITION BY HASH (b);
CREATE TABLE prt_p2_0 PARTITION OF prt_p2 FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE prt_p2_1 PARTITION OF prt_p2 FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE prt_d PARTITION OF prt DEFAULT;
CREATE TABLE dim (a int, yr int);
SELECT prt.b FROM prt JOIN dim ON prt.a = dim.a WHERE dim.yr = 2024;
EOF_SQL
want='"keys": ["dim.a"], "routing": {"strategy": "range", "key": ["a"], "partitions": [{"name": "prt_p1", "bound": "FOR VALUES FROM (MINVALUE) TO (10)", "routing": {"strategy": "list", "key": ["b"], "partitions": [{"name": "prt_p1_x", "bound": "FOR VALUES IN ('"'x', NULL, 'it''s'"')"}, {"name": "prt_p1_d", "bound": "DEFAULT"}]}}, {"name": "prt_p2", "bound": "FOR VALUES FROM (10) TO (20)", "routing": {"strategy": "hash", "key": ["b"], "partitions": [{"name": "prt_p2_0", "bound": "FOR VALUES WITH (MODULUS 2, REMAINDER 0)"}, {"name": "prt_p2_1", "bound": "FOR VALUES WITH (MODULUS 2, REMAINDER 1)"}]}}, {"name": "prt_d", "bound": "DEFAULT"}]}, "children"'
"$qprop" --format=json tests/api/cli.dpe.sql > tests/api/cli.dpe.json \
    || fail "qprop --format=json (selector)"
grep -qF "$want" tests/api/cli.dpe.json \
    || { fail "PartitionSelector routing in JSON"; cat tests/api/cli.dpe.json; }
# --trace: the trace's lines in JSON too, the target stage's decisions
# among them; without it, no "trace"
"$qprop" --trace --format=json tests/api/cli.dpe.sql 2>/dev/null \
    | grep -q '"trace": \[.*"target: ' \
    || fail "--trace --format=json: no target decisions in \"trace\""
if grep -q '"trace"' tests/api/cli.dpe.json; then
    fail "--format=json without --trace has a \"trace\""
fi

# skipped statements: one summary line by default, a warning each with
# --verbose, nothing with --quiet; never an exit status of 1
printf 'CREATE TABLE t (a int);\nCREATE INDEX ON t (a);\nCOMMENT ON TABLE t IS $$x$$;\nCREATE INDEX i2 ON t (a);\nGRANT SELECT ON t TO public;\nSELECT a FROM t;\n' \
    > tests/api/cli.skip.sql
"$qprop" tests/api/cli.skip.sql > /dev/null 2> tests/api/cli.err \
    || fail "skipped statements: exit status $?"
test "`cat tests/api/cli.err`" = "qprop: skipped 4 statements qprop does not model: CREATE INDEX 2, COMMENT 1, GRANT 1 (--verbose lists them)" \
    || { fail "skip summary"; cat tests/api/cli.err; }
"$qprop" --verbose tests/api/cli.skip.sql > /dev/null 2> tests/api/cli.err
test `grep -c ': warning: skipped ' tests/api/cli.err` = 4 \
    || { fail "--verbose: a warning per skipped statement"; cat tests/api/cli.err; }
grep -q '^tests/api/cli.skip.sql:3:1: warning: skipped COMMENT' tests/api/cli.err \
    || fail "--verbose: the warning's position"
"$qprop" -q tests/api/cli.skip.sql > /dev/null 2> tests/api/cli.err
test -s tests/api/cli.err && fail "--quiet printed something"
# a UTF-8 byte-order mark is not a syntax error, and positions are counted
# after it
printf '\357\273\277SELECT 1;\nSELECT nosuch;\n' > tests/api/cli.bom.sql
"$qprop" --format=sql tests/api/cli.bom.sql > tests/api/cli.plain 2> tests/api/cli.err
test $? = 1 || fail "BOM file: want exit 1 (the second statement is bad)"
grep -qx 'SELECT 1 AS "?column?";' tests/api/cli.plain || fail "BOM: first statement"
grep -q '^tests/api/cli.bom.sql:2:8: error: column "nosuch" does not exist' \
    tests/api/cli.err || { fail "BOM: error position"; cat tests/api/cli.err; }

# issue 19.1: each query's text and sql output starts with "-- FILE:LINE"
# (--no-source: not); a failed query is a JSON error object and an HTML
# box; a failed DDL statement is an object with "query": null
printf 'CREATE TABLE orders (id int, status text, created_at date);\n\nSELECT id FROM orders;\nSELECT o.created_att FROM orders o;\nCREATE TABLE orders (a int);\nSELECT id FROM orderz;\n' \
    > tests/api/cli.src.sql
"$qprop" --format=sql tests/api/cli.src.sql > tests/api/cli.plain 2> tests/api/cli.err
test $? = 1 || fail "failed queries: want exit 1"
test "`head -n 1 tests/api/cli.plain`" = "-- tests/api/cli.src.sql:3" \
    || { fail "source comment in sql"; cat tests/api/cli.plain; }
"$qprop" tests/api/cli.src.sql 2>/dev/null | grep -qx -- '-- tests/api/cli.src.sql:3' \
    || fail "source comment in text"
"$qprop" --no-source --format=sql tests/api/cli.src.sql 2>/dev/null | grep -q '^--' \
    && fail "--no-source printed a comment"
"$qprop" --format=json tests/api/cli.src.sql > tests/api/cli.plain 2>/dev/null
grep -qF '{"query": 2, "line": 4, "error": {"message": "column o.created_att does not exist", "line": 4, "column": 8, "detail": null, "hint": "Perhaps you meant to reference the column \"o.created_at\".", "code": "semantic"}}' \
    tests/api/cli.plain || { fail "JSON error object"; cat tests/api/cli.plain; }
grep -q '^{"query": null, "line": 5, "error": {"message": "relation \\"orders\\" already exists"' \
    tests/api/cli.plain || fail "JSON error object of DDL"
test `wc -l < tests/api/cli.plain` = 4 || fail "JSON: one line per query and failed statement"
printf 'SELECT nosuch FROM orders;\n' > tests/api/cli.bad.sql
"$qprop" --format=html tests/api/cli.src.sql tests/api/cli.bad.sql > tests/api/cli.plain 2>/dev/null
test `grep -c '<p class="file">File <code>' tests/api/cli.plain` = 2 \
    || fail "HTML: a page per file, naming it"
grep -q '<title>.*: tests/api/cli.bad.sql</title>' tests/api/cli.plain \
    || fail "HTML: the page's title names its file"
grep -q 'error: column &quot;nosuch&quot; does not exist' tests/api/cli.plain \
    || fail "HTML: a file of failing queries shows the error"
# issue 19.2: hints for misspelled columns and relations
"$qprop" tests/api/cli.src.sql 2>&1 >/dev/null \
    | grep -qx 'HINT:  Perhaps you meant to reference the table "orders".' \
    || fail "relation hint"
printf 'CREATE TABLE t (abc int);\nSELECT zzz FROM t;\n' > tests/api/cli.bad.sql
"$qprop" tests/api/cli.bad.sql 2>&1 | grep -q HINT && fail "a hint for a far name"
# issue 19.3: the Empty node's reason names both conflicting predicates;
# an aggregate named three times is listed once
printf 'CREATE TABLE o (c int, s text, a int);\nSELECT c FROM o WHERE s = $$paid$$ AND s = $$cancelled$$;\nSELECT c, sum(a) FROM o GROUP BY c HAVING sum(a) > 1 ORDER BY sum(a);\n' \
    > tests/api/cli.bad.sql
"$qprop" tests/api/cli.bad.sql > tests/api/cli.plain
grep -qF "Reason: no value satisfies (o.s = 'paid') AND (o.s = 'cancelled')" \
    tests/api/cli.plain || { fail "Empty reason"; cat tests/api/cli.plain; }
grep -qx '  *Aggregates: sum(o.a)' tests/api/cli.plain || fail "Aggregates listed once"
# ... in the pictures too
"$qprop" --format=dot tests/api/cli.bad.sql | grep -q '>Aggregates: sum(o.a)<' \
    || fail "dot: Aggregates listed once"
"$qprop" --format=html tests/api/cli.bad.sql \
    | grep -q 'Aggregates</span> sum(o.a)<' || fail "HTML: Aggregates listed once"
# IS NOT NULL derived from an inner join's equality is marked derived in
# every format
printf 'CREATE TABLE a (k int);\nCREATE TABLE b (k int);\nSELECT * FROM a JOIN b ON a.k = b.k;\n' \
    > tests/api/cli.bad.sql
"$qprop" tests/api/cli.bad.sql | grep -qx '  *Filter: a.k IS NOT NULL  (derived)' \
    || fail "text: IS NOT NULL from a join marked derived"
"$qprop" --format=json tests/api/cli.bad.sql \
    | grep -qF '{"expr": "a.k IS NOT NULL", "columns": ["a.k"], "derived": true, "origin": "a.k = b.k"}' \
    || fail "JSON: IS NOT NULL from a join marked derived"
"$qprop" --format=dot tests/api/cli.bad.sql | grep -q 'Filter: a.k IS NOT NULL (derived)<' \
    || fail "dot: IS NOT NULL from a join marked derived"
"$qprop" --format=html tests/api/cli.bad.sql \
    | grep -q 'class="ln pred derived" title="derived from a.k = b.k"><span class="lb">Filter</span> a.k IS NOT NULL' \
    || fail "HTML: IS NOT NULL from a join marked derived"
# issue 19.4: --route resolves names as queries do
printf 'CREATE TABLE public.rt (id int, "Region" text) PARTITION BY LIST ("Region");\nCREATE TABLE rt_eu PARTITION OF rt FOR VALUES IN ($$eu$$);\n' \
    > tests/api/cli.bad.sql
test "`echo eu | "$qprop" --route=public.RT tests/api/cli.bad.sql`" = rt_eu \
    || fail "--route=public.RT"
test "`echo eu | "$qprop" --route='rt:"Region"' tests/api/cli.bad.sql`" = rt_eu \
    || fail "--route with a quoted column"
# issue 16: --route of an enum key follows the declared order (a range
# bound between labels added by ALTER TYPE ... ADD VALUE BEFORE/AFTER)
got=$(printf 'pending\nshipped\nreturned\ncancelled\n' \
    | "$qprop" --quiet --route=en_ships:st "$srcdir/tests/regress/sql/enums.sql" \
    | tr '\n' ' ')
test "$got" = "en_ships_early en_ships_mid en_ships_late en_ships_late " \
    || fail "--route of an enum key: $got"
printf 'nope\n' | "$qprop" --quiet --route=en_ships:st \
    "$srcdir/tests/regress/sql/enums.sql" 2>&1 \
    | grep -q 'invalid input value for enum en_status: "nope"' \
    || fail "--route of an unknown enum label"
# an expression key is computed from the columns it reads, named; values
# in key order have no column for it: --route says so
printf '1\n' | "$qprop" --quiet --route=px_e \
    "$srcdir/tests/regress/sql/partition_exprs.sql" 2>&1 \
    | grep -qF 'the partition key of "px_e" is an expression ((a + b) / 2)' \
    || fail "--route of an expression key"
got=`printf '1\t2\n9\t5\n\\N\t1\n' | "$qprop" --quiet --route=px_e:a,b \
    "$srcdir/tests/regress/sql/partition_exprs.sql" | tr '\n' ' '`
test "$got" = "px_e1 px_e2 px_e3 " || fail "--route of an expression key: $got"
# issue 16: --route finds a table in its schema, and an unqualified name
# along the default search_path, whatever the input's last SET was
printf 'CREATE SCHEMA sales;\nCREATE TABLE sales.rt (id int, r text) PARTITION BY LIST (r);\nCREATE TABLE sales.rt_us PARTITION OF sales.rt FOR VALUES IN ($$us$$);\nSET search_path = sales;\n' \
    >> tests/api/cli.bad.sql
test "`echo us | "$qprop" --route=sales.rt tests/api/cli.bad.sql`" = rt_us \
    || fail "--route=sales.rt"
test "`echo eu | "$qprop" --route=rt tests/api/cli.bad.sql`" = rt_eu \
    || fail "--route=rt along the default path"

rm -f tests/api/cli.src.sql tests/api/cli.bad.sql tests/api/cli.skip.sql tests/api/cli.bom.sql tests/api/cli.plain tests/api/cli.stats tests/api/cli.err \
    tests/api/cli.dpe.sql tests/api/cli.dpe.json
# the HTML summary counts partitions as --stats does: a scan that became
# Empty has all its partitions pruned, not "no partitioned scan"
cat > tests/api/cli.hp.sql <<'EOF_SQL'
CREATE TABLE o (id int, st text) PARTITION BY LIST (st);
CREATE TABLE o1 PARTITION OF o FOR VALUES IN ('a');
CREATE TABLE o2 PARTITION OF o FOR VALUES IN ('b');
SELECT id FROM o WHERE st = 'c';
EOF_SQL
"$qprop" --format=html tests/api/cli.hp.sql > tests/api/cli.hp.html \
    || fail "html of an all-pruned scan"
grep -q 'partitions pruned: <b>2</b> of 2' tests/api/cli.hp.html \
    || fail "HTML summary of an all-pruned scan"
rm -f tests/api/cli.hp.sql tests/api/cli.hp.html

exit $status
