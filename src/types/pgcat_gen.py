#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# src/types/pgcat_gen.py — generate pgcat_data.c from running PostgreSQL
# servers, one version at a time (15, 17 and 18 today)
#
# Reads PostgreSQL's own catalog (pg_type, pg_proc, pg_aggregate,
# pg_operator, pg_cast) through psql and writes the built-in types,
# functions, operators and casts as one compact C file of const tables
# (pgcat.h describes them): sorted arrays of small integers, names as
# offsets into one string pool, argument types in one shared array.  No
# per-entry allocation, no code.
#
# The versions share the tables: each row ends with the versions it is in
# ('vers', bit v - 15 for version v), and a row that differs between
# versions (a function's volatility, its parameters' names) is there once
# per form.  The file holds the difference between the versions, not
# three copies: 15's 2,510 functions and 17's and 18's additions and
# removals.  One server gives one version's rows; the others come from
# the file already written:
#
#     python3 src/types/pgcat_gen.py --from src/types/pgcat_data.c > new.c
#
# reads the server's version V, keeps the rows of every other version
# from the file given, replaces V's rows by the server's and writes the
# whole (without --from: V's rows only).  Regenerating with a server of
# any version a file holds gives the same file when the file is right for
# it: tests/oracle/pgcat_regen.sh checks that for the server it is given
# (PostgreSQL 15 in make check, each version of the cache in make
# check-pgcat, tools/pg-versions.sh catalogs).
#
# psql is run as `psql -X -At` with the usual PGHOST/PGPORT/PGUSER/
# PGDATABASE environment (or QPROP_PSQL naming another psql binary).  The
# output depends only on the catalogs' contents, not on the server's
# minor version or locale.
#
# Only built-in objects (oid < 16384, schema pg_catalog) are read.  Left
# out, because SQL never calls them or cannot name their types:
#   - every function or operator with an argument or result of the
#     pseudo-types internal (planner support, aggregate transition and
#     index access-method functions), cstring (type input/output
#     functions), trigger and event_trigger (trigger functions),
#     language_handler, fdw_handler, index_am_handler, table_am_handler
#     and tsm_handler (handlers called by the server only);
#   - procedures (prokind 'p': CALL, not expressions);
#   - the functions of an extension initdb creates (plpgsql_validator):
#     DROP EXTENSION takes them, and their oids depend on what initdb
#     found before (ICU collations);
#   - the row types of the system catalogs (pg_class, pg_type, ...) and
#     their arrays: a query names them only as a table.
# Casts and types that involve a left-out type are left out too.
#
# A function with OUT (or INOUT, or TABLE) arguments has them listed in
# pgcat_outargs: their names and types, the columns it gives in FROM.
#
# A type's "elem" is its element type for an array and its subtype for a
# range or multirange (pg_range.rngsubtype): what the polymorphic
# resolution links anyelement with.

import os
import re
import subprocess
import sys

SKIP_TYPES = ("internal", "cstring", "trigger", "event_trigger",
              "language_handler", "fdw_handler", "index_am_handler",
              "table_am_handler", "tsm_handler")

# The versions a file can hold (pgcat.h: bit v - VERSION_MIN of a row's
# vers is version v).
VERSION_MIN, VERSION_MAX = 15, 22

# Flag bits of pgcat_proc.flags and pgcat_oper.flags (pgcat.h).
F_STRICT, F_VOLATILE, F_STABLE, F_RETSET = 1, 2, 4, 8
F_AGG, F_WINDOW, F_ORDERED, F_HYPO = 16, 32, 64, 128


def query(sql):
    psql = os.environ.get("QPROP_PSQL", "psql")
    out = subprocess.run([psql, "-X", "-At", "-F", "\t", "-v",
                          "ON_ERROR_STOP=1", "-c", sql],
                         check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    return [line.split("\t") for line in out.splitlines() if line]


def collect():
    """The running server's major version and its catalog as sets of
    rows (names as strings, argument lists as tuples)."""
    ver = int(query("show server_version_num")[0][0]) // 10000
    if ver < VERSION_MIN or ver > VERSION_MAX:
        sys.exit("pgcat_gen.py: PostgreSQL %d to %d expected, server is %d"
                 % (VERSION_MIN, VERSION_MAX, ver))

    # ---- types ----
    rows = query("""
        select t.oid, t.typname, format_type(t.oid, null), t.typcategory,
               t.typispreferred, t.typtype,
               coalesce(r.rngsubtype, m.rngsubtype, t.typelem), t.typarray
        from pg_type t
          left join pg_range r on r.rngtypid = t.oid
          left join pg_range m on m.rngmultitypid = t.oid
        where t.oid < 16384 and t.typnamespace = 'pg_catalog'::regnamespace
          and (t.typrelid = 0 or t.oid = 'record'::regtype)
          and not exists (select 1 from pg_type e
                          where e.oid = t.typelem and e.typrelid <> 0)
        order by t.oid""")
    types = {}
    skip_oids = set()
    for oid, name, disp, cat, pref, typtype, elem, arr in rows:
        oid = int(oid)
        if name in SKIP_TYPES:
            skip_oids.add(oid)
        types[oid] = (name, disp, cat, pref == "t", typtype, int(elem),
                      int(arr))
    # an array of a left-out type is left out with it
    for oid, t in list(types.items()):
        if t[5] in skip_oids:
            skip_oids.add(oid)
    for oid in skip_oids:
        del types[oid]
    for oid, t in list(types.items()):
        if t[6] not in types:  # no array type kept
            types[oid] = t[:6] + (0,)
        if t[5] and t[5] not in types:
            types[oid] = types[oid][:5] + (0,) + types[oid][6:]

    def kept(oids):
        return all(int(o) in types for o in oids)

    # ---- functions ----
    rows = query("""
        select p.oid, p.proname, array_to_string(p.proargtypes::oid[], ' '),
               p.prorettype, p.provariadic, p.pronargdefaults, p.proisstrict,
               p.provolatile, p.proretset, p.prokind,
               coalesce(a.aggkind, 'n'), coalesce(a.aggnumdirectargs, 0)
        from pg_proc p left join pg_aggregate a on a.aggfnoid = p.oid
        where p.oid < 16384 and p.pronamespace = 'pg_catalog'::regnamespace
          and p.prokind <> 'p'
          -- not a member of an extension initdb creates (plpgsql's
          -- handlers): DROP EXTENSION takes it, and initdb numbers it
          -- after the collations it finds, so its oid differs from a
          -- build with ICU to one without
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass
                            and d.objid = p.oid and d.deptype = 'e')
        order by p.proname collate "C", p.oid""")
    procs = []
    proc_flags = {}
    for (oid, name, args, ret, variadic, ndef, strict, vol, retset, kind,
         aggkind, ndirect) in rows:
        args = args.split() if args else []
        flags = (F_STRICT if strict == "t" else 0) \
            | (F_VOLATILE if vol == "v" else F_STABLE if vol == "s" else 0) \
            | (F_RETSET if retset == "t" else 0) \
            | (F_AGG if kind == "a" else F_WINDOW if kind == "w" else 0) \
            | (F_ORDERED if aggkind in ("o", "h") else 0) \
            | (F_HYPO if aggkind == "h" else 0)
        proc_flags[int(oid)] = flags
        if not kept(args + [ret]) or (int(variadic) and
                                      int(variadic) not in types):
            continue
        procs.append((name, int(oid), [int(a) for a in args], int(ret),
                      int(variadic), int(ndef), flags, int(ndirect)))

    # ---- parameter names (named notation): input parameters only ----
    rows = query("""
        select p.oid,
               array_to_string(array(
                   select coalesce(u.n, '')
                   from unnest(p.proargnames,
                               coalesce(p.proargmodes,
                                        array_fill('i'::"char",
                                                   array[cardinality(
                                                       p.proargnames)])))
                        with ordinality as u(n, m, k)
                   where u.m in ('i', 'b', 'v') order by u.k), ',')
        from pg_proc p
        where p.oid < 16384 and p.pronamespace = 'pg_catalog'::regnamespace
          and p.proargnames is not null and p.prokind <> 'p'
        order by p.oid""")
    kept_oids = set(p[1] for p in procs)
    argnames = [(int(oid), names) for oid, names in
                ((r[0], r[1] if len(r) > 1 else '') for r in rows)
                if int(oid) in kept_oids and names.strip(',')]

    # ---- OUT arguments (OUT, INOUT, TABLE): the columns of a function
    # in FROM ----
    rows = query("""
        select p.oid,
               array_to_string(array(
                   select coalesce(u.n, '')
                   from unnest(p.proargnames, p.proargmodes)
                        with ordinality as u(n, m, k)
                   where u.m in ('o', 'b', 't') order by u.k), ','),
               array_to_string(array(
                   select u.t
                   from unnest(p.proallargtypes, p.proargmodes)
                        with ordinality as u(t, m, k)
                   where u.m in ('o', 'b', 't') order by u.k), ' ')
        from pg_proc p
        where p.oid < 16384 and p.pronamespace = 'pg_catalog'::regnamespace
          and p.proargmodes is not null and p.prokind <> 'p'
          and p.proargnames is not null
          and exists (select 1 from unnest(p.proargmodes) m
                      where m in ('o', 't'))
        order by p.oid""")
    outargs = []
    for oid, names, otypes in rows:
        otypes = [int(t) for t in otypes.split()]
        if int(oid) in kept_oids and kept(otypes) and len(otypes) > 0:
            outargs.append((int(oid), names, otypes))

    # ---- operators ----
    rows = query("""
        select o.oprname, o.oprleft, o.oprright, o.oprresult, o.oprcode::oid
        from pg_operator o
        where o.oid < 16384 and o.oprnamespace = 'pg_catalog'::regnamespace
        order by o.oprname collate "C", o.oprleft, o.oprright""")
    opers = []
    for name, left, right, res, code in rows:
        left, right, res = int(left), int(right), int(res)
        if not kept([o for o in (left, right, res) if o]):
            continue
        flags = proc_flags.get(int(code), F_STRICT) & (F_STRICT | F_VOLATILE
                                                       | F_STABLE | F_RETSET)
        opers.append((name, left, right, res, flags))

    # ---- casts ----
    rows = query("""
        select c.castsource, c.casttarget, c.castcontext, c.castmethod
        from pg_cast c where c.oid < 16384
        order by c.castsource, c.casttarget""")
    casts = [(int(s), int(t), ctx, m) for s, t, ctx, m in rows
             if int(s) in types and int(t) in types]

    return ver, {
        "types": set((oid,) + t[:3] + (1 if t[3] else 0,) + t[4:]
                     for oid, t in types.items()),
        "procs": set((p[0], p[1], tuple(p[2])) + tuple(p[3:])
                     for p in procs),
        "argnames": set(argnames),
        "outargs": set((o, n, tuple(t)) for o, n, t in outargs),
        "opers": set(opers),
        "casts": set(casts),
    }


def vbit(v):
    return 1 << (v - VERSION_MIN)


# ---- reading a file this script wrote back into rows per version ----

def c_unescape(s):
    return s.replace('\\"', '"').replace("\\\\", "\\")


def parse(path):
    """The versions 'path' (a pgcat_data.c this script wrote) holds, and
    its tables as {table: {row: version mask}}."""
    text = open(path, encoding="utf-8").read()
    m = re.search(r"const char pgcat_strings\[\] =\n(.*?)\n    ;\n", text,
                  re.S)
    strings = {}
    off = 0
    for lit in re.findall(r'^    "(.*)\\0"$', m.group(1), re.M):
        s = c_unescape(lit)
        strings[off] = s
        off += len(s.encode()) + 1
    versions = int(re.search(r"const unsigned pgcat_versions = (\d+);",
                             text).group(1))

    def table(name):
        m = re.search(r"const \w+ %s\[\] = \{\n(.*?)\};" % name, text, re.S)
        rows = []
        for line in m.group(1).splitlines():
            fields = [f.strip() for f in line.strip().strip("{},").split(",")]
            rows.append([f[1] if f.startswith("'") else int(f)
                         for f in fields])
        return rows

    argpool = [int(a) for a in re.findall(
        r"\d+", re.search(r"const uint16_t pgcat_argtypes\[\] = \{\n(.*?)\};",
                          text, re.S).group(1))]
    tables = {k: {} for k in ("types", "procs", "argnames", "outargs",
                              "opers", "casts")}
    for oid, name, disp, cat, pref, typtype, elem, arr, vers in \
            table("pgcat_types"):
        tables["types"][(oid, strings[name], strings[disp], cat, pref,
                         typtype, elem, arr)] = vers
    for name, oid, ret, variadic, args, nargs, ndef, flags, ndirect, vers \
            in table("pgcat_procs"):
        tables["procs"][(strings[name], oid,
                         tuple(argpool[args:args + nargs]), ret, variadic,
                         ndef, flags, ndirect)] = vers
    for oid, names, vers in table("pgcat_argnames"):
        tables["argnames"][(oid, strings[names])] = vers
    for oid, names, types, ncols, vers in table("pgcat_outargs"):
        tables["outargs"][(oid, strings[names],
                           tuple(argpool[types:types + ncols]))] = vers
    for name, left, right, res, flags, vers in table("pgcat_opers"):
        tables["opers"][(strings[name], left, right, res, flags)] = vers
    for s, t, ctx, meth, vers in table("pgcat_casts"):
        tables["casts"][(s, t, ctx, meth)] = vers
    return versions, tables


def emit(versions, tables):
    """Write pgcat_data.c: every row of 'tables' ({table: {row: mask}})
    with the versions it is in."""
    pool = {}
    parts = []
    size = [0]

    def intern(s):
        if s not in pool:
            pool[s] = size[0]
            parts.append(s)
            size[0] += len(s.encode()) + 1
        return pool[s]

    # rows sorted as pgcat.c searches them; a row that differs between
    # versions is there once per form, each with its versions
    types = sorted(tables["types"].items(), key=lambda r: (r[0][0], r[1]))
    procs = sorted(tables["procs"].items(),
                   key=lambda r: (r[0][0].encode(), r[0][1], r[1]))
    argnames = sorted(tables["argnames"].items(),
                      key=lambda r: (r[0][0], r[1]))
    outargs = sorted(tables["outargs"].items(),
                     key=lambda r: (r[0][0], r[1]))
    opers = sorted(tables["opers"].items(),
                   key=lambda r: (r[0][0].encode(), r[0][1], r[0][2], r[1]))
    casts = sorted(tables["casts"].items(),
                   key=lambda r: (r[0][0], r[0][1], r[1]))

    type_names = {}
    for t, vers in types:
        intern(t[1])
        intern(t[2])
        for name in {t[1], t[2]}:
            key = (name, t[0])
            type_names[key] = type_names.get(key, 0) | vers
    for p, _ in procs:
        intern(p[0])
    for o, _ in opers:
        intern(o[0])
    for a, _ in argnames:
        intern(a[1])
    for a, _ in outargs:
        intern(a[1])
    if size[0] > 65535:
        sys.exit("pgcat_gen.py: string pool too big for uint16 offsets")

    argpool = []
    argpos = {}

    def args_at(args):
        key = tuple(args)
        if key not in argpos:
            # reuse a run already in the pool when one matches
            n = len(args)
            for i in range(len(argpool) - n + 1) if n else [0]:
                if argpool[i:i + n] == list(args):
                    argpos[key] = i
                    break
            else:
                argpos[key] = len(argpool)
                argpool.extend(args)
        return argpos[key]

    names = ", ".join(str(v) for v in range(VERSION_MIN, VERSION_MAX + 1)
                      if versions & vbit(v))
    w = sys.stdout.write
    w("/* SPDX-License-Identifier: MIT */\n")
    w("/*\n * src/types/pgcat_data.c — the built-in types, functions, "
      "operators and\n * casts of PostgreSQL %s, each row with the versions "
      "it is in (vers:\n * bit v - 15 for version v) (GENERATED by "
      "src/types/pgcat_gen.py: do\n * not edit)\n */\n" % names)
    w('#include "types/pgcat.h"\n\n')
    w("const unsigned pgcat_versions = %d;\n\n" % versions)
    w("const char pgcat_strings[] =\n")
    for s in parts:
        w('    "%s\\0"\n' % s.replace("\\", "\\\\").replace('"', '\\"'))
    w("    ;\n\n")

    w("const pgcat_type pgcat_types[] = {\n")
    for t, vers in types:
        oid, name, disp, cat, pref, typtype, elem, arr = t
        w("    {%d, %d, %d, '%s', %d, '%s', %d, %d, %d},\n"
          % (oid, pool[name], pool[disp], cat, pref, typtype, elem, arr,
             vers))
    w("};\nconst int pgcat_n_types = %d;\n\n" % len(types))

    w("const pgcat_name pgcat_type_names[] = {\n")
    for (name, oid), vers in sorted(type_names.items(),
                                    key=lambda r: (r[0][0].encode(),
                                                   r[0][1])):
        w("    {%d, %d, %d},\n" % (pool[name], oid, vers))
    w("};\nconst int pgcat_n_type_names = %d;\n\n" % len(type_names))

    rows = []
    for (name, oid, args, ret, variadic, ndef, flags, ndirect), vers \
            in procs:
        rows.append("    {%d, %d, %d, %d, %d, %d, %d, %d, %d, %d},\n"
                    % (pool[name], oid, ret, variadic, args_at(args),
                       len(args), ndef, flags, ndirect, vers))
    outrows = []
    for (oid, names_, otypes), vers in outargs:
        outrows.append("    {%d, %d, %d, %d, %d},\n"
                       % (oid, pool[names_], args_at(otypes), len(otypes),
                          vers))
    w("const uint16_t pgcat_argtypes[] = {\n")
    for i in range(0, len(argpool), 12):
        w("    " + ", ".join(str(a) for a in argpool[i:i + 12]) + ",\n")
    w("};\n\n")
    w("const pgcat_proc pgcat_procs[] = {\n")
    w("".join(rows))
    w("};\nconst int pgcat_n_procs = %d;\n\n" % len(procs))

    w("const pgcat_argname pgcat_argnames[] = {\n")
    for (oid, names_), vers in argnames:
        w("    {%d, %d, %d},\n" % (oid, pool[names_], vers))
    w("};\nconst int pgcat_n_argnames = %d;\n\n" % len(argnames))

    w("const pgcat_outarg pgcat_outargs[] = {\n")
    w("".join(outrows))
    w("};\nconst int pgcat_n_outargs = %d;\n\n" % len(outrows))

    w("const pgcat_oper pgcat_opers[] = {\n")
    for (name, left, right, res, flags), vers in opers:
        w("    {%d, %d, %d, %d, %d, %d},\n" % (pool[name], left, right, res,
                                             flags, vers))
    w("};\nconst int pgcat_n_opers = %d;\n\n" % len(opers))

    w("const pgcat_cast pgcat_casts[] = {\n")
    for (s, t, ctx, m), vers in casts:
        w("    {%d, %d, '%s', '%s', %d},\n" % (s, t, ctx, m, vers))
    w("};\nconst int pgcat_n_casts = %d;\n" % len(casts))


def main():
    base = None
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--from":
        base = args[1]
    elif args:
        sys.exit("usage: pgcat_gen.py [--from pgcat_data.c] > pgcat_data.c")
    ver, rows = collect()
    versions, tables = (parse(base) if base else
                        (0, {k: {} for k in rows}))
    # the server's version replaces what 'base' had for it
    bit = vbit(ver)
    for name, table in tables.items():
        for row in list(table):
            table[row] &= ~bit
            if not table[row]:
                del table[row]
        for row in rows[name]:
            table[row] = table.get(row, 0) | bit
    emit(versions | bit, tables)


if __name__ == "__main__":
    main()
