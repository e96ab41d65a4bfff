# tests/limits/gen.awk — the big inputs of limits.sh, made at test time
#
# awk -v kind=KIND -v n=N -f gen.awk   writes one SQL text to stdout.
# Every text starts with the DDL it needs.  KIND is one of the names in
# the 'if' chain below; N is its size (nesting depth, list length, ...).
function rep(s, k,    r) { r = ""; while (k-- > 0) r = r s; return r }
function bigstr(k,    s) {           # k bytes of letters, built by doubling
    s = "abcdefghijklmnop"
    while (length(s) < k) s = s s
    return substr(s, 1, k)
}
BEGIN {
    ddl = "CREATE TABLE t (a int, b text, c int);\n"
    printf "%s", ddl
    if (kind == "parens")            # SELECT ((((1))))
        printf "SELECT %s1%s FROM t;\n", rep("(", n), rep(")", n)
    else if (kind == "derived") {    # SELECT * FROM (SELECT * FROM (...) s) s
        printf "SELECT * FROM %s t", rep("(SELECT * FROM ", n)
        printf "%s;\n", rep(") s", n)
    } else if (kind == "in_subquery") { # a IN (SELECT a FROM t WHERE a IN (...))
        printf "SELECT a FROM t WHERE %s a = 1", rep("a IN (SELECT a FROM t WHERE ", n)
        printf "%s;\n", rep(")", n)
    } else if (kind == "exists") {
        printf "SELECT a FROM t x0 WHERE "
        for (i = 1; i <= n; i++)
            printf "EXISTS (SELECT 1 FROM t x%d WHERE x%d.a = x%d.a AND ", i, i, i - 1
        printf "true%s;\n", rep(")", n)
    } else if (kind == "nested_joins") { # t JOIN (t JOIN (...) ON ..) ON ..
        printf "SELECT count(*) FROM "
        for (i = 1; i < n; i++) printf "t x%d JOIN (", i
        printf "t x%d JOIN t x0 ON x%d.a = x0.a", n, n
        for (i = n - 1; i >= 1; i--) printf ") ON x%d.a = x%d.a", i, i + 1
        printf ";\n"
    } else if (kind == "joins") {    # a chain of n joins, no parentheses
        printf "SELECT x0.a FROM t x0"
        for (i = 1; i <= n; i++) printf "\n JOIN t x%d ON x%d.a = x%d.a", i, i, i - 1
        printf "\nWHERE x0.a = 7;\n"
    } else if (kind == "part_joins") { # a chain of n joins above a
        # range-partitioned table, a filter on the first build input: a
        # selector's shape (dynamic_partition) at every join of the chain
        printf "CREATE TABLE p (a int, b int) PARTITION BY RANGE (a);\n"
        for (k = 0; k < 4; k++)
            printf "CREATE TABLE p_%d PARTITION OF p FOR VALUES FROM (%d) TO (%d);\n", k, 10 * k, 10 * k + 10
        printf "SELECT x0.a FROM p x0"
        for (i = 1; i <= n; i++) printf "\n JOIN t x%d ON x%d.a = x%d.a", i, i, i - 1
        printf "\nWHERE x1.c = 7;\n"
    } else if (kind == "comma_joins") {
        printf "SELECT x0.a FROM t x0"
        for (i = 1; i <= n; i++) printf ", t x%d", i
        printf "\nWHERE x0.a = 7"
        for (i = 1; i <= n; i++) printf " AND x%d.a = x%d.a", i, i - 1
        printf ";\n"
    } else if (kind == "pw_chain") { # n tables of 8 range partitions,
        # each joined to the next on another column (partitionwise_join)
        for (i = 0; i < n; i++) {
            printf "CREATE TABLE p%d (a int, b int) PARTITION BY RANGE (a);\n", i
            for (k = 0; k < 8; k++)
                printf "CREATE TABLE p%d_%d PARTITION OF p%d FOR VALUES FROM (%d) TO (%d);\n", i, k, i, 10 * k, 10 * k + 10
        }
        printf "SELECT count(*) FROM p0"
        for (i = 1; i < n; i++) printf "\n JOIN p%d ON p%d.a = p%d.b", i, i, i - 1
        printf ";\n"
    } else if (kind == "in_list") {
        printf "SELECT a FROM t WHERE a IN (0"
        for (i = 1; i < n; i++) printf ",%d", i
        printf ");\n"
    } else if (kind == "or_chain") {
        printf "SELECT a FROM t WHERE a = 0"
        for (i = 1; i < n; i++) printf " OR a = %d", i
        printf ";\n"
    } else if (kind == "and_chain") {
        printf "SELECT a FROM t WHERE a <> 0"
        for (i = 1; i < n; i++) printf " AND a <> %d", i
        printf ";\n"
    } else if (kind == "plus_chain") {
        printf "SELECT a%s FROM t;\n", rep(" + 1", n)
    } else if (kind == "union") {
        printf "SELECT a FROM t WHERE a = 0"
        for (i = 1; i < n; i++) printf "\nUNION ALL SELECT a FROM t WHERE a = %d", i
        printf ";\n"
    } else if (kind == "case") {
        printf "SELECT CASE"
        for (i = 0; i < n; i++) printf " WHEN a = %d THEN %d", i, i
        printf " END FROM t;\n"
    } else if (kind == "select_list") {
        printf "SELECT a"
        for (i = 1; i < n; i++) printf ", a + %d", i
        printf " FROM t;\n"
    } else if (kind == "string") {   # one n-byte string literal
        printf "SELECT a FROM t WHERE b = '%s';\n", bigstr(n)
    } else if (kind == "quoted_ident") {
        printf "SELECT \"%s\" FROM t;\n", bigstr(n)
    } else if (kind == "ident") {
        printf "SELECT %s FROM t;\n", bigstr(n)
    } else if (kind == "statements") {
        for (i = 0; i < n; i++) printf "SELECT a FROM t WHERE a = %d;\n", i
    } else if (kind == "bad_statements") {
        for (i = 0; i < n; i++) printf "SELECT a FROM t WHERE a = ;\n"
    } else if (kind == "nul") {      # '@' becomes NUL (limits.sh runs tr)
        for (i = 0; i < n; i++) printf "SELECT a@ FROM t;@\n"
    } else if (kind == "garbage") {  # n pseudo-random bytes, '@' for NUL
        srand(7)
        for (i = 0; i < n; i++) printf "%c", 1 + int(rand() * 255)
        printf ";\n"
    } else {
        print "gen.awk: unknown kind " kind > "/dev/stderr"
        exit 2
    }
}
