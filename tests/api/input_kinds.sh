#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/api/input_kinds.sh — input that is not SQL text explains itself:
# pg_dump's custom, tar and directory archives and compressed files are
# named with the command that turns them into SQL (one error, exit 1);
# binary input stops after 5 errors with one summary line; --max-errors=N
# stops any file after N errors; the source line of an error shows bytes
# that are not UTF-8 as '?', never raw, and binary input shows none.
qprop=./qprop
status=0
fail() { echo "FAIL: $*"; status=1; }
tmp=`mktemp -d "${TMPDIR:-/tmp}/qprop-input.XXXXXX"` || exit 2


# a custom-format archive begins with PGDMP
printf 'PGDMP\001\016\000\004\010\001\001\000\000\000binary' > "$tmp/c.dump"
"$qprop" "$tmp/c.dump" > "$tmp/out" 2> "$tmp/err"
test $? = 1 || fail "custom archive: exit status $? (want 1)"
grep -q "^$tmp/c.dump:1:1: error: the input is a pg_dump custom-format archive, not SQL$" "$tmp/err" \
    || fail "custom archive: message"
grep -q "^HINT:  Read it as SQL with: pg_restore -f - $tmp/c.dump" "$tmp/err" \
    || fail "custom archive: hint"
test `wc -l < "$tmp/err"` = 2 || { fail "custom archive: 2 lines"; cat "$tmp/err"; }
test -s "$tmp/out" && fail "custom archive: standard output"

# a tar-format archive: toc.dat first, "ustar" at byte 257
python3 - "$tmp/t.tar" <<'EOF_PY'
import sys, tarfile, io
with tarfile.open(sys.argv[1], 'w', format=tarfile.USTAR_FORMAT) as t:
    data = b'PGDMP toc'
    ti = tarfile.TarInfo('toc.dat'); ti.size = len(data)
    t.addfile(ti, io.BytesIO(data))
EOF_PY
"$qprop" "$tmp/t.tar" 2> "$tmp/err" >/dev/null
test $? = 1 || fail "tar archive: exit status"
grep -q "error: the input is a pg_dump tar-format archive, not SQL" "$tmp/err" \
    || { fail "tar archive: message"; cat "$tmp/err"; }

# a directory-format archive
mkdir "$tmp/d" && : > "$tmp/d/toc.dat"
"$qprop" "$tmp/d" 2> "$tmp/err" >/dev/null
test $? = 1 || fail "directory archive: exit status"
grep -q "^$tmp/d: error: the input is a pg_dump directory-format archive, not SQL$" "$tmp/err" \
    || { fail "directory archive: message"; cat "$tmp/err"; }

# gzip
printf 'SELECT 1;\n' | gzip -c > "$tmp/q.sql.gz"
"$qprop" "$tmp/q.sql.gz" 2> "$tmp/err" >/dev/null
test $? = 1 || fail "gzip: exit status"
grep -q "error: the input is gzip-compressed, not SQL" "$tmp/err" \
    || { fail "gzip: message"; cat "$tmp/err"; }
grep -q "HINT:  Read it as SQL with: gunzip -c $tmp/q.sql.gz | qprop" "$tmp/err" \
    || fail "gzip: hint"

# random bytes: at most 5 errors, then one summary line, no raw bytes
python3 -c "
import random, sys
r = random.Random(7)
sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(300000)))
" > "$tmp/random.bin"
"$qprop" "$tmp/random.bin" > /dev/null 2> "$tmp/err"
test $? = 1 || fail "binary input: exit status"
n=`grep -c ': error: ' "$tmp/err"`
test "$n" = 6 || { fail "binary input: $n error lines (want 5 and the summary)"; head -40 "$tmp/err"; }
grep -q "^$tmp/random.bin: error: stopped after 5 errors: the input does not look like SQL text" "$tmp/err" \
    || fail "binary input: summary line"
# no source lines echoing the bytes: only error, DETAIL and HINT lines
grep -v "^$tmp/random.bin:[0-9:]* *error: " "$tmp/err" | grep -v '^DETAIL: \|^HINT: ' \
    | grep -q . && { fail "binary input: source lines echoed"; head -20 "$tmp/err"; }

# --max-errors on text input, and its absence
printf 'SELECT nope1;\nSELECT nope2;\nSELECT nope3;\nSELECT nope4;\n' > "$tmp/bad.sql"
"$qprop" "$tmp/bad.sql" > /dev/null 2> "$tmp/err"
test `grep -c ': error: ' "$tmp/err"` = 4 || fail "text input stops without --max-errors"
"$qprop" --max-errors=2 "$tmp/bad.sql" > /dev/null 2> "$tmp/err"
test $? = 1 || fail "--max-errors: exit status"
test `grep -c ': error: ' "$tmp/err"` = 3 || { fail "--max-errors=2: 2 errors and the summary"; cat "$tmp/err"; }
grep -q "^$tmp/bad.sql: error: stopped after 2 errors (--max-errors=2)$" "$tmp/err" \
    || fail "--max-errors: summary"
"$qprop" --max-errors=x "$tmp/bad.sql" > /dev/null 2>&1
test $? = 2 || fail "--max-errors=x is a usage error"

# a Latin-1 byte in an error's source line is shown as '?'
printf "SELECT 'caf\351' FROM nowhere;\n" > "$tmp/latin1.sql"
"$qprop" "$tmp/latin1.sql" > /dev/null 2> "$tmp/err"
grep -q "^SELECT 'caf?' FROM nowhere;$" "$tmp/err" \
    || { fail "latin-1 byte in the source line"; cat "$tmp/err"; }
# while UTF-8 stays as it is
printf "SELECT 'caf\303\251' FROM nowhere;\n" > "$tmp/utf8.sql"
"$qprop" "$tmp/utf8.sql" > /dev/null 2> "$tmp/err"
grep -q "^SELECT 'café' FROM nowhere;$" "$tmp/err" \
    || { fail "UTF-8 in the source line"; cat "$tmp/err"; }

rm -rf "$tmp"
exit $status
