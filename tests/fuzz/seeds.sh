#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/fuzz/seeds.sh — build the fuzzers' seed corpora and dictionary
#
# Usage: seeds.sh SRCDIR CORPORA OUTDIR
#
# OUTDIR/parser and OUTDIR/rewrite get one file per statement: the small
# seeds kept in SRCDIR/tests/fuzz/seeds/<target>/, the golden tests'
# statements, and every statement of the corpora in CORPORA (TPC-H, TPC-DS,
# JOB, the PostgreSQL regression scripts), split at a ';' ending a line.
# The rewrite target's fixed schema is TPC-H's, so it gets the TPC-H and
# golden statements only (the others would stop at binding).  OUTDIR/sql.dict
# is a libFuzzer dictionary of the keywords of grammar/keywords.c and some
# punctuation.  Nothing is written outside OUTDIR.
set -eu

srcdir=$1
corpora=$2
out=$3

mkdir -p "$out/parser" "$out/rewrite"

# split FILE... into statements written to DIR as PREFIX-N.sql
split() {
    dir=$1
    prefix=$2
    shift 2
    cat "$@" | awk -v dir="$dir" -v prefix="$prefix" '
        /^[ \t]*--/ && stmt == "" { next }
        { stmt = stmt $0 "\n" }
        /;[ \t]*$/ {
            n++
            f = sprintf("%s/%s-%04d.sql", dir, prefix, n)
            printf "%s", stmt > f
            close(f)
            stmt = ""
        }
        END {
            if (stmt ~ /[^ \t\n]/) {
                n++
                f = sprintf("%s/%s-%04d.sql", dir, prefix, n)
                printf "%s", stmt > f
                close(f)
            }
        }'
}

for t in parser rewrite; do
    if [ -d "$srcdir/tests/fuzz/seeds/$t" ]; then
        cp "$srcdir/tests/fuzz/seeds/$t"/* "$out/$t/"
    fi
done

split "$out/rewrite" regress "$srcdir"/tests/regress/sql/*.sql
split "$out/parser" regress "$srcdir"/tests/regress/sql/*.sql
if [ -d "$corpora/tpch" ]; then
    for f in "$corpora"/tpch/q*.sql; do
        b=`basename "$f" .sql`
        split "$out/rewrite" "tpch-$b" "$f"
        split "$out/parser" "tpch-$b" "$f"
    done
    for f in "$corpora"/tpcds/*.sql "$corpora"/job/*.sql \
             "$corpora"/pg-regress/*.sql; do
        d=`basename "$(dirname "$f")"`
        b=`basename "$f" .sql`
        split "$out/parser" "$d-$b" "$f"
    done
else
    echo "seeds.sh: no corpora in $corpora; using the kept seeds only" >&2
fi

# Keywords, as the scanner matches them case-insensitively, and tokens.
{
    sed -n 's/^ *{"\([a-z_]*\)", [A-Z_]*, [UCTR]},$/"\1"/p' \
        "$srcdir/grammar/keywords.c"
    for tok in '(' ')' ',' ';' '::' "'" '"' '$1' '/*' '*/' '--' '<=' '>=' \
               '<>' '!=' '||' '.' '[' ']' "E'\\" "U&'" '$$'; do
        printf '%s\n' "$tok" | sed 's/[\\"]/\\&/g; s/.*/"&"/'
    done
} > "$out/sql.dict"
echo "seeds.sh: `ls "$out/parser" | wc -l` parser seeds," \
     "`ls "$out/rewrite" | wc -l` rewrite seeds"
