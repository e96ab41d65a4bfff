#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# src/types/pgcat_gen.py — generate pgcat_data.c from a running PostgreSQL 15
#
# Reads PostgreSQL's own catalog (pg_type, pg_proc, pg_aggregate,
# pg_operator, pg_cast) through psql and writes the built-in types,
# functions, operators and casts as one compact C file of const tables
# (pgcat.h describes them): sorted arrays of small integers, names as
# offsets into one string pool, argument types in one shared array.  No
# per-entry allocation, no code.
#
#     python3 src/types/pgcat_gen.py > src/types/pgcat_data.c
#
# psql is run as `psql -X -At` with the usual PGHOST/PGPORT/PGUSER/
# PGDATABASE environment (or QPROP_PSQL naming another psql binary).  The
# output depends only on the catalog's contents, so regenerating it from
# any PostgreSQL 15 gives the same file: tests/oracle/pgcat_regen.sh checks
# that the checked-in file is what this script writes.
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
import subprocess
import sys

SKIP_TYPES = ("internal", "cstring", "trigger", "event_trigger",
              "language_handler", "fdw_handler", "index_am_handler",
              "table_am_handler", "tsm_handler")

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


def main():
    ver = query("show server_version_num")[0][0]
    if not ver.startswith("15"):
        sys.exit("pgcat_gen.py: PostgreSQL 15 expected, server is " + ver)

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

    # ---- string pool ----
    pool = {}
    parts = []
    size = [0]

    def intern(s):
        if s not in pool:
            pool[s] = size[0]
            parts.append(s)
            size[0] += len(s.encode()) + 1
        return pool[s]

    type_names = []
    for oid, t in sorted(types.items()):
        intern(t[0])
        intern(t[1])
        type_names.append((t[0], oid))
        if t[1] != t[0]:
            type_names.append((t[1], oid))
    for p in procs:
        intern(p[0])
    for o in opers:
        intern(o[0])
    for _, names in argnames:
        intern(names)
    for _, names, _ in outargs:
        intern(names)
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
                if argpool[i:i + n] == args:
                    argpos[key] = i
                    break
            else:
                argpos[key] = len(argpool)
                argpool.extend(args)
        return argpos[key]

    w = sys.stdout.write
    w("/* SPDX-License-Identifier: MIT */\n")
    w("/*\n * src/types/pgcat_data.c — PostgreSQL 15's built-in types, "
      "functions,\n * operators and casts (GENERATED by "
      "src/types/pgcat_gen.py: do not edit)\n */\n")
    w('#include "types/pgcat.h"\n\n')
    w("const char pgcat_strings[] =\n")
    for s in parts:
        w('    "%s\\0"\n' % s.replace("\\", "\\\\").replace('"', '\\"'))
    w("    ;\n\n")

    w("const pgcat_type pgcat_types[] = {\n")
    for oid, t in sorted(types.items()):
        w("    {%d, %d, %d, '%s', %d, '%s', %d, %d},\n"
          % (oid, pool[t[0]], pool[t[1]], t[2], 1 if t[3] else 0, t[4],
             t[5], t[6]))
    w("};\nconst int pgcat_n_types = %d;\n\n" % len(types))

    w("const pgcat_name pgcat_type_names[] = {\n")
    for name, oid in sorted(type_names, key=lambda x: x[0].encode()):
        w("    {%d, %d},\n" % (pool[name], oid))
    w("};\nconst int pgcat_n_type_names = %d;\n\n" % len(type_names))

    procs.sort(key=lambda p: (p[0].encode(), p[1]))
    rows = []
    for name, oid, args, ret, variadic, ndef, flags, ndirect in procs:
        rows.append("    {%d, %d, %d, %d, %d, %d, %d, %d, %d},\n"
                    % (pool[name], oid, ret, variadic, args_at(args),
                       len(args), ndef, flags, ndirect))
    outrows = []
    for oid, names, otypes in outargs:
        outrows.append("    {%d, %d, %d, %d},\n"
                       % (oid, pool[names], args_at(otypes), len(otypes)))
    w("const uint16_t pgcat_argtypes[] = {\n")
    for i in range(0, len(argpool), 12):
        w("    " + ", ".join(str(a) for a in argpool[i:i + 12]) + ",\n")
    w("};\n\n")
    w("const pgcat_proc pgcat_procs[] = {\n")
    w("".join(rows))
    w("};\nconst int pgcat_n_procs = %d;\n\n" % len(procs))

    w("const pgcat_argname pgcat_argnames[] = {\n")
    for oid, names in argnames:
        w("    {%d, %d},\n" % (oid, pool[names]))
    w("};\nconst int pgcat_n_argnames = %d;\n\n" % len(argnames))

    w("const pgcat_outarg pgcat_outargs[] = {\n")
    w("".join(outrows))
    w("};\nconst int pgcat_n_outargs = %d;\n\n" % len(outrows))

    w("const pgcat_oper pgcat_opers[] = {\n")
    for name, left, right, res, flags in sorted(
            opers, key=lambda o: (o[0].encode(), o[1], o[2])):
        w("    {%d, %d, %d, %d, %d},\n" % (pool[name], left, right, res,
                                         flags))
    w("};\nconst int pgcat_n_opers = %d;\n\n" % len(opers))

    w("const pgcat_cast pgcat_casts[] = {\n")
    for s, t, ctx, m in casts:
        w("    {%d, %d, '%s', '%s'},\n" % (s, t, ctx, m))
    w("};\nconst int pgcat_n_casts = %d;\n" % len(casts))


if __name__ == "__main__":
    main()
