#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tests/oracle/gen.py — random differential testing of qprop against PostgreSQL

From a seed, builds random schemas (plain, range/list/hash partitioned and
multi-level partitioned tables, views), NULL-heavy data with edge values, and
random queries biased toward the shapes that break predicate propagation
(filters on the nullable side of outer joins, ON-clause filters on preserved
sides, chains of equalities with constants across mixed integer widths, NOT
IN over NULLs, contradictions).  Each query runs on PostgreSQL as written and
as rewritten by `qprop --format=sql`; the two results are compared as sorted
multisets.  Ternary Logic Partitioning (TLP) adds a second check: the rows of
a query Q equal the union of the rewritten Q WHERE p, Q WHERE NOT p and
Q WHERE (p) IS NULL.  A mismatch is shrunk to a minimal reproducer (query,
then data rows), the rule that causes it is bisected with --disable-rule,
and the reproducer is printed and written to oracle-repro/ in the current
directory.

Standard library only.  Needs a running PostgreSQL reachable by plain `psql`
(PGHOST, PGPORT, ... in the environment; tests/oracle/differential.sh starts
a throwaway cluster).  See tests/oracle/README.md.

    gen.py [--seed S] [--queries N] [--tlp N] [--per-schema N]
           [--qprop PATH | --qprop standin] [--psql PATH] [--workdir DIR]
           [--reduce-max N] [--round R] [--show-sql]

Exit status: 0 when nothing failed, 1 on a mismatch, a crash, a hang or an
internal error of qprop, 2 on a problem of the harness itself.
"""

import argparse
import datetime
import os
import random
import re
import subprocess
import sys
import time

# --------------------------------------------------------------------------
# SQL trees.  A query is built as a tree of N nodes so that the reducer can
# replace a node by a smaller one of the same sort ('bool', 'num', 'text',
# 'date', 'rel', 'sel'), drop an element of an L list or drop an Opt clause.


class N:
    """A piece of SQL: strings and nodes, rendered one after the other."""
    __slots__ = ('sort', 'parts')

    def __init__(self, sort, *parts):
        self.sort = sort
        self.parts = list(parts)

    def copy_with(self, parts):
        n = object.__new__(type(self))
        n.sort = self.sort
        n.parts = parts
        for s in self.__slots__:
            if s not in ('sort', 'parts'):
                setattr(n, s, getattr(self, s))
        return n


class L(N):
    """A list of items joined by sep; the reducer may drop items down to
    minlen."""
    __slots__ = ('sep', 'minlen')

    def __init__(self, sort, items, sep, minlen=1):
        N.__init__(self, sort, *items)
        self.sep = sep
        self.minlen = minlen


class Opt(N):
    """An optional clause: the reducer may drop it."""
    __slots__ = ()


def render(n):
    out = []
    _render(n, out)
    return ''.join(out)


def _render(n, out):
    if isinstance(n, str):
        out.append(n)
    elif isinstance(n, L):
        first = True
        for p in n.parts:
            if not first:
                out.append(n.sep)
            first = False
            _render(p, out)
    else:
        for p in n.parts:
            _render(p, out)


REPLACEABLE = ('bool', 'num', 'text', 'date', 'rel', 'sel')
LEAVES = {'bool': ['TRUE', 'FALSE', 'NULL::boolean'], 'num': ['0', 'NULL'],
          'text': ["'a'", 'NULL'], 'date': ["DATE '2024-01-01'", 'NULL']}


def _same_sort_below(n, sort, acc):
    for p in n.parts:
        if isinstance(p, N):
            if p.sort == sort:
                acc.append(p)
            else:
                _same_sort_below(p, sort, acc)


def variants(n):
    """Every tree one reduction step smaller than n (a generator)."""
    if isinstance(n, str):
        return
    if isinstance(n, Opt):
        yield ''
    if n.sort in REPLACEABLE:
        below = []
        _same_sort_below(n, n.sort, below)
        for d in below:
            yield d
        text = render(n)
        for leaf in LEAVES.get(n.sort, ()):
            if text != leaf:
                yield leaf
    if isinstance(n, L) and len(n.parts) > n.minlen:
        for i in range(len(n.parts)):
            yield n.copy_with(n.parts[:i] + n.parts[i + 1:])
    for i, p in enumerate(n.parts):
        for v in variants(p):
            yield n.copy_with(n.parts[:i] + [v] + n.parts[i + 1:])


# --------------------------------------------------------------------------
# Schemas and data.

FAMILY = {'int': 'num', 'bigint': 'num', 'smallint': 'num', 'numeric': 'num',
          'text': 'text', 'varchar': 'text', 'char': 'text', 'date': 'date'}
INT_POOL = {
    'smallint': [0, 1, 2, 3, 5, -1, 10, 32767, -32768],
    'int': [0, 1, 2, 3, 5, -1, 10, 42, 2147483647, -2147483648],
    'bigint': [0, 1, 2, 3, 5, -1, 10, 2147483648, 4294967296,
               9223372036854775807, -9223372036854775808],
}
TEXT_POOL = ['', 'a', 'b', 'c', 'A', 'ab', 'a ', ' a', '0', '1', '10', 'zz',
             'b%', "it's"]
DATE_POOL = ['2024-01-01', '2024-01-02', '2023-12-31', '2000-02-29',
             '1999-12-31', '2024-02-29', '1970-01-01', 'infinity',
             '-infinity']


class Column:
    def __init__(self, name, typ, base, notnull):
        self.name = name
        self.typ = typ          # as written in DDL: int, numeric(5,2), ...
        self.base = base        # int, bigint, smallint, numeric, text, ...
        self.fam = FAMILY[base]
        self.notnull = notnull
        self.prec = None        # numeric: (p, s); varchar, char: n

    def values(self, rnd):
        """A small pool of values for this column (Python values)."""
        if self.base in INT_POOL:
            pool = INT_POOL[self.base]
            # small values often, edge values now and then
            return [v for v in pool if abs(v) <= 10] * 3 + pool
        if self.base == 'numeric':
            p, s = self.prec
            top = 10 ** (p - s) - 1
            vals = ['0', '1', '2', '3', '-1', '10']
            if s > 0:
                vals += ['1.5', '2.' + '5' * s, '-0.' + '1' * s]
            vals.append(str(top) + ('.' + '9' * s if s else ''))
            return [v for v in vals if len(v.replace('-', '').split('.')[0]) <= p - s]
        if self.base in ('text', 'varchar', 'char'):
            n = self.prec or 99
            return [v for v in TEXT_POOL if len(v) <= n]
        return DATE_POOL[:7] * 3 + DATE_POOL


def sql_lit(col_base, v):
    """SQL literal for value v of a column of base type col_base."""
    if v is None:
        return 'NULL'
    if col_base in ('text', 'varchar', 'char'):
        return "'" + v.replace("'", "''") + "'"
    if col_base == 'date':
        return "'" + v + "'"
    return str(v)


def sort_key(base, v):
    """Order values as PostgreSQL does (C collation) for range routing."""
    if base in INT_POOL:
        return v
    if base == 'numeric':
        from decimal import Decimal
        return Decimal(v)
    if base == 'date':
        if v == '-infinity':
            return '0000'
        if v == 'infinity':
            return '9999'
        return v
    if base == 'char':
        # char(n) compares without its trailing spaces: 'a' = 'a '
        return v.rstrip(' ').encode()
    return v.encode()


class PartSpec:
    """PARTITION BY method (col): list of (name, bound, sub-PartSpec)."""

    def __init__(self, method, col):
        self.method = method
        self.col = col
        self.parts = []   # (name, kind, data, sub)

    def accepts(self, row, cols):
        ci = [c.name for c in cols].index(self.col.name)
        v = row[ci]
        for name, kind, data, sub in self.parts:
            if self.part_holds(kind, data, v):
                return sub is None or sub.accepts(row, cols)
        for name, kind, data, sub in self.parts:
            if kind == 'default':
                return sub is None or sub.accepts(row, cols)
        return False

    def part_holds(self, kind, data, v):
        if kind == 'hash':
            return True
        if kind == 'list':
            if v is None:
                return None in data
            return any(d is not None and sort_key(self.col.base, d) ==
                       sort_key(self.col.base, v) for d in data)
        if kind == 'range':
            if v is None:
                return False
            lo, hi = data
            k = sort_key(self.col.base, v)
            return ((lo is None or sort_key(self.col.base, lo) <= k) and
                    (hi is None or k < sort_key(self.col.base, hi)))
        return False


class Table:
    def __init__(self, name):
        self.name = name
        self.cols = []
        self.pk = []
        self.part = None
        self.rows = []
        self.parent = None      # the table it INHERITS from
        self.children = []      # the tables that inherit from it
        self.migrate = {}       # gen_migration(): DDL that reaches the
                                # table through ALTER TABLE

    def in_tree(self):
        return self.parent is not None or bool(self.children)

    def descendants(self):
        out = []
        for ch in self.children:
            out += [ch] + ch.descendants()
        return out

    def ddl(self):
        out = []
        defs = []
        m = self.migrate
        # a migration creates the table under another name, a column under
        # another name, a column to drop, the last column left out; the
        # ALTERs after the partitions then give the table its shape
        name = self.name + '_old' if m.get('rename_table') else self.name
        was = dict((c, c + '_was') for c in m.get('rename_cols', ()))
        # a child declares only its own columns; the parent's come first
        own = self.cols[len(self.parent.cols):] if self.parent else self.cols
        added = own[-1] if m.get('add_last') else None
        retype = m.get('retype')
        for c in own:
            if c is not added:
                defs.append('%s %s%s' % (was.get(c.name, c.name),
                                         'text' if c.name == retype else c.typ,
                                         ' NOT NULL' if c.notnull else ''))
        if 'junk_at' in m:
            defs.insert(m['junk_at'], 'junk text')
        if self.pk:
            defs.append('PRIMARY KEY (%s)' % ', '.join(was.get(c, c) for c in self.pk))
        tail = ''
        if self.parent:
            tail = ' INHERITS (%s)' % self.parent.name
        if self.part:
            tail = ' PARTITION BY %s (%s)' % (self.part.method.upper(),
                                             self.part.col.name)
        out.append('CREATE TABLE %s (%s)%s;' % (name, ', '.join(defs), tail))
        if self.part:
            self._part_ddl(self.part, name, out)
        if 'junk_at' in m:
            out.append('ALTER TABLE %s DROP COLUMN junk;' % name)
        if retype:
            c = [x for x in own if x.name == retype][0]
            out.append('ALTER TABLE %s ALTER COLUMN %s TYPE %s USING %s::%s;' % (
                name, was.get(retype, retype), c.typ, was.get(retype, retype), c.typ))
        if added:
            out.append('ALTER TABLE %s ADD COLUMN %s %s%s;' % (
                name, was.get(added.name, added.name), added.typ,
                ' NOT NULL' if added.notnull else ''))
        for c in m.get('rename_cols', ()):
            out.append('ALTER TABLE %s RENAME COLUMN %s TO %s;' % (name, was[c], c))
        if m.get('rename_table'):
            out.append('ALTER TABLE %s RENAME TO %s;' % (name, self.name))
        return out

    def _part_ddl(self, spec, parent, out):
        for name, kind, data, sub in spec.parts:
            base = spec.col.base
            if kind == 'default':
                bound = 'DEFAULT'
            elif kind == 'hash':
                bound = 'FOR VALUES WITH (MODULUS %d, REMAINDER %d)' % data
            elif kind == 'list':
                bound = 'FOR VALUES IN (%s)' % ', '.join(sql_lit(base, v) for v in data)
            else:
                lo, hi = data
                bound = 'FOR VALUES FROM (%s) TO (%s)' % (
                    'MINVALUE' if lo is None else sql_lit(base, lo),
                    'MAXVALUE' if hi is None else sql_lit(base, hi))
            tail = ''
            if sub:
                tail = ' PARTITION BY %s (%s)' % (sub.method.upper(), sub.col.name)
            out.append('CREATE TABLE %s PARTITION OF %s %s%s;' % (name, parent, bound, tail))
            if sub:
                self._part_ddl(sub, name, out)

    def inserts(self, rows=None):
        rows = self.rows if rows is None else rows
        if not rows:
            return []
        vals = ', '.join('(' + ', '.join(sql_lit(c.base, v) for c, v in zip(self.cols, r)) + ')'
                         for r in rows)
        return ['INSERT INTO %s VALUES %s;' % (self.name, vals)]


class View:
    def __init__(self, name, sql, cols, tables):
        self.name = name
        self.sql = sql
        self.cols = cols      # list of (name, fam)
        self.tables = tables  # names of the tables it reads

    def ddl(self):
        return ['CREATE VIEW %s AS %s;' % (self.name, self.sql)]


class Schema:
    def __init__(self):
        self.tables = []
        self.views = []
        self.extra = []     # issue 34's objects (Extra), after the others

    def ddl(self):
        out = []
        for t in self.tables:
            out += t.ddl()
        for v in self.views:
            out += v.ddl()
        for e in self.extra:
            out += e.ddl()
        return out

    def data(self):
        out = []
        for t in self.tables + self.extra:
            out += t.inserts()
        return out

    def needed(self, sql):
        """Tables and views a query mentions (views pull in their tables,
        parents of an inheritance tree their children, children their
        parents)."""
        words = set(re.findall(r'\b[a-z_][a-z0-9_]*\b', sql))
        # issue 34's objects pull in what they need (types, tables, t0)
        extra = dict((e.name, e) for e in self.extra)
        todo = [w for w in words if w in extra]
        while todo:
            for d in extra[todo.pop()].deps:
                if d not in words:
                    words.add(d)
                    if d in extra:
                        todo.append(d)
        views = [v for v in self.views if v.name in words]
        names = set(words)
        for v in views:
            names |= set(v.tables)
        for t in self.tables:
            if t.name in names:
                names |= set(d.name for d in t.descendants())
                up = t.parent
                while up is not None:      # a child's DDL needs its parent
                    names.add(up.name)
                    up = up.parent
        return [t for t in self.tables + self.extra if t.name in names], views


COL_NAMES = ['k', 'a', 'b', 'c', 'd']


def gen_type(rnd, first):
    if first:
        base = rnd.choice(['int', 'int', 'bigint', 'smallint', 'numeric'])
    else:
        base = rnd.choice(['int', 'bigint', 'smallint', 'numeric', 'text',
                           'varchar', 'date', 'int', 'text', 'char'])
    if base == 'numeric':
        p = rnd.choice([5, 8, 12])
        s = rnd.choice([0, 0, 2])
        return base, 'numeric(%d,%d)' % (p, s), (p, s)
    if base == 'varchar':
        n = rnd.choice([1, 2, 2, 5, 5, 5, 5, 5, 5, 5])
        return base, 'varchar(%d)' % n, n
    if base == 'char':
        # char(n): blank-padded, compared without trailing spaces, which
        # it drops when it becomes text (issue 15, class 7)
        n = rnd.choice([1, 2, 3])
        return base, 'char(%d)' % n, n
    return base, base, None


def gen_partspec(rnd, table, col, depth, prefix):
    base = col.base
    method = rnd.choice(['range', 'list', 'hash'])
    if base == 'date' and method == 'hash':
        method = 'range'
    spec = PartSpec(method, col)
    pool = sorted(set(col.values(rnd)), key=lambda v: sort_key(base, v))
    n = 0

    def pname():
        nonlocal n
        n += 1
        return '%s_p%d' % (prefix, n)

    if method == 'hash':
        m = rnd.choice([2, 3, 4])
        for r in range(m):
            spec.parts.append((pname(), 'hash', (m, r), None))
    elif method == 'list':
        vals = pool[:]
        rnd.shuffle(vals)
        k = rnd.randint(2, 3)
        chunks = [vals[i::k] for i in range(k)]
        if rnd.random() < 0.5:
            chunks[0] = chunks[0] + [None]
        for ch in chunks:
            if ch and rnd.random() < 0.85:
                spec.parts.append((pname(), 'list', ch, None))
        if rnd.random() < 0.7 or not spec.parts:
            spec.parts.append((pname(), 'default', None, None))
    else:
        cuts = sorted(set(rnd.sample(pool, min(len(pool), rnd.randint(1, 3)))),
                      key=lambda v: sort_key(base, v))
        bounds = [None] + cuts + [None]
        for lo, hi in zip(bounds, bounds[1:]):
            if rnd.random() < 0.85:
                spec.parts.append((pname(), 'range', (lo, hi), None))
        if rnd.random() < 0.6 or not spec.parts:
            spec.parts.append((pname(), 'default', None, None))
    if depth == 0:
        others = [c for c in table.cols if c is not col]
        # a hash partition routes by a hash this script does not compute:
        # only range, list and default partitions get sub-partitions
        subable = [i for i, p in enumerate(spec.parts) if p[1] != 'hash']
        others = [c for c in others if c.base != 'char']
        if others and subable and rnd.random() < 0.4:
            i = rnd.choice(subable)
            name, kind, data, _ = spec.parts[i]
            sub = gen_partspec(rnd, table, rnd.choice(others), 1, name)
            spec.parts[i] = (name, kind, data, sub)
    return spec


def part_cols(spec):
    out = [spec.col.name]
    for _, _, _, sub in spec.parts:
        if sub:
            out += [c for c in part_cols(sub) if c not in out]
    return out


def gen_schema(rnd):
    sch = Schema()
    for ti in range(rnd.randint(3, 6)):
        t = Table('t%d' % ti)
        for ci in range(rnd.randint(2, 5)):
            base, typ, prec = gen_type(rnd, ci == 0)
            c = Column(COL_NAMES[ci], typ, base, rnd.random() < 0.2)
            c.prec = prec
            t.cols.append(c)
        # a char(n) key routes 'a' and 'a ' alike, which PartSpec does not
        # model: no partitioning by char(n)
        keyable = [c for c in t.cols if c.base != 'char']
        if rnd.random() < 0.45:
            t.part = gen_partspec(rnd, t, rnd.choice(keyable), 0, t.name)
        if rnd.random() < 0.4:
            if t.part:
                t.pk = part_cols(t.part)
            else:
                t.pk = [t.cols[0].name] + ([t.cols[1].name] if rnd.random() < 0.3 else [])
            for c in t.cols:
                if c.name in t.pk:
                    c.notnull = True
        gen_rows(rnd, t)
        gen_migration(rnd, t)
        sch.tables.append(t)
    if rnd.random() < 0.6:
        gen_inheritance(rnd, sch)
    return sch


def gen_migration(rnd, t):
    """For about a third of the tables, DDL as a migration script reaches
    them (Table.ddl): the table renamed, a junk column dropped (before the
    partition key, which then moves), the last column added after the
    partitions, columns renamed and one created as text and given its
    type by ALTER COLUMN TYPE (not a partition key's).  Drawn from a
    generator of its own, seeded from rnd's state without advancing it,
    so that a seed's queries and rows stay those it had before."""
    mr = random.Random('%s/%s' % (rnd.getstate()[1][:8], t.name))
    if mr.random() >= 0.35:
        return
    keys = part_cols(t.part) if t.part else []
    m = {}
    if mr.random() < 0.4:
        m['rename_table'] = True
    if mr.random() < 0.5:
        m['junk_at'] = mr.randint(0, len(t.cols) - 1)
    last = t.cols[-1]
    if len(t.cols) > 1 and last.name not in keys and last.name not in t.pk \
            and mr.random() < 0.5:
        m['add_last'] = True
    free = [c.name for c in t.cols if c.name not in keys]
    if free and mr.random() < 0.6:
        m['rename_cols'] = mr.sample(free, mr.randint(1, min(2, len(free))))
    if not m.get('add_last') and free and mr.random() < 0.4:
        m['retype'] = mr.choice(free)   # created as text, then ALTER TYPE
    t.migrate = m


def gen_inheritance(rnd, sch):
    """An inheritance tree (issue 15): a parent ih0, two or three
    children INHERITS (ih0), some with columns of their own, sometimes a
    grandchild; every table has rows of its own.  Queries read it as
    ih0 (all of the tree), ONLY ih0 (the parent's rows) and the children."""
    parent = Table('ih0')
    for ci in range(rnd.randint(2, 4)):
        base, typ, prec = gen_type(rnd, ci == 0)
        c = Column(COL_NAMES[ci], typ, base, rnd.random() < 0.15)
        c.prec = prec
        parent.cols.append(c)
    tree = [parent]
    for i in range(rnd.randint(2, 3)):
        up = parent if i < 2 or rnd.random() < 0.5 else tree[1]
        ch = Table('%s_c%d' % (up.name, i + 1))
        ch.parent = up
        up.children.append(ch)
        ch.cols = list(up.cols)
        for ci in range(len(ch.cols), min(5, len(ch.cols) + rnd.randint(0, 2))):
            base, typ, prec = gen_type(rnd, False)
            c = Column(COL_NAMES[ci], typ, base, False)
            c.prec = prec
            ch.cols.append(c)
        tree.append(ch)
    for t in tree:
        gen_rows(rnd, t)
        if rnd.random() < 0.15:
            t.rows = []
    sch.tables += tree


def gen_rows(rnd, t):
    want = rnd.randint(5, 40)
    pools = [c.values(rnd) for c in t.cols]
    seen = set()
    pki = [i for i, c in enumerate(t.cols) if c.name in t.pk]
    tries = 0
    while len(t.rows) < want and tries < want * 20:
        tries += 1
        if t.rows and rnd.random() < 0.15:
            row = list(rnd.choice(t.rows))          # duplicate rows
            i = rnd.randrange(len(row))
            if not t.cols[i].notnull and rnd.random() < 0.5:
                row[i] = None
        else:
            row = []
            for c, pool in zip(t.cols, pools):
                if not c.notnull and rnd.random() < 0.25:
                    row.append(None)
                else:
                    row.append(rnd.choice(pool))
        if t.part and not t.part.accepts(row, t.cols):
            continue
        if pki:
            key = tuple(sort_key(t.cols[i].base, row[i]) for i in pki)
            if key in seen:
                continue
            seen.add(key)
        t.rows.append(row)


# --------------------------------------------------------------------------
# Queries.

class Ref:
    """A column visible in a scope: qual.name, its family and base type."""
    __slots__ = ('qual', 'name', 'fam', 'base', 'nullable', 'table', 'key')

    def __init__(self, qual, name, fam, base, nullable, table=None):
        self.qual = qual
        self.name = name
        self.fam = fam
        self.base = base
        self.nullable = nullable
        self.table = table

    def sql(self):
        # qual None: a merged column of USING or NATURAL, read unqualified
        if self.qual is None:
            return self.name
        return '%s.%s' % (self.qual, self.name)

    def nullable_if(self, flag):
        return Ref(self.qual, self.name, self.fam, self.base, self.nullable or flag,
                   self.table)


def col_type(ref):
    """The declared type of the table column ref reads, or None."""
    if ref.table is None:
        return None
    return [c for c in ref.table.cols if c.name == ref.name][0].typ


def visible_outer(refs, inner_star):
    """The outer columns a subquery over inner_star can read: an
    unqualified merged column whose name the subquery's own FROM has
    would name that one instead."""
    own = set(c.name for c in inner_star)
    return [c for c in refs if c.qual is not None or c.name not in own]


class Rel:
    """A FROM item being built: its tree, its columns (refs: every column
    a qualified name reaches; star: the columns of SELECT *, in
    PostgreSQL's order, merged ones unqualified), base relation count."""

    def __init__(self, node, refs, nbase, leaf=None, star=None):
        self.node = node
        self.refs = refs
        self.nbase = nbase
        self.leaf = leaf   # alias of a single table/view
        self.star = refs if star is None else star


NUM_LITS = ['0', '1', '2', '3', '5', '-1', '10', '1.5', '2147483647',
            '2147483648', '-2147483648', '32767', '9223372036854775807', '100',
            # signs PostgreSQL's grammar folds into the number, and - on a
            # typed constant, the operator (it overflows on the least value)
            '- -2147483648', '-(-3)', "-('-2147483647'::int4)", "-(int2 '-32767')",
            "-('-9223372036854775807'::int8)"]
TEXT_LITS = ["''", "'a'", "'b'", "'c'", "'A'", "'ab'", "'a '", "'zz'", "'0'", "'10'"]
DATE_LITS = ["DATE '2024-01-01'", "DATE '2024-01-02'", "DATE '2023-12-31'",
             "DATE '2000-02-29'", "DATE '1970-01-01'", "DATE 'infinity'"]
CMP = ['=', '=', '=', '<>', '<', '<=', '>', '>=']
# how often select() adds issue 21's shapes (QGen.deeper_*)
DEEPER_P = float(os.environ.get('QPROP_ORACLE_DEEPER', '0.35'))


class QGen:
    def __init__(self, rnd, schema):
        self.rnd = rnd
        self.sch = schema
        self.nalias = 0
        self.ctes = []      # (name, refs-template) visible to the top query
        self.tags = set()   # the shapes of the query being built (SHAPES)
        self.star_names = None

    def alias(self):
        self.nalias += 1
        return 'x%d' % self.nalias

    def chance(self, p):
        return self.rnd.random() < p

    # ---- literals and scalars ----

    def side(self, tag):
        """A generator of its own for a shape added after the seed's others
        were fixed, seeded from the main one's state without drawing from
        it: the shape replaces a query or FROM item already drawn (see
        swap), so the seed's other choices stay as they were."""
        st = self.rnd.getstate()[1]
        return random.Random('%s/%d/%s/%d' % (st[:4], st[-1], tag, self.nalias))

    def swap(self, made, tag, p, make):
        """'made' (already drawn from the main generator), or with
        probability p what make() builds from a generator of its own
        (side), the tags of 'made' dropped."""
        wr = self.side(tag)
        if wr.random() >= p:
            return made
        saved, tags = self.rnd, set(self.tags_before)
        self.rnd = wr
        try:
            self.tags = tags
            return make()
        finally:
            self.rnd = saved

    def lit(self, fam, ref=None):
        r = self.rnd
        if fam == 'num':
            if ref is not None and ref.table is not None and self.chance(0.6):
                c = [c for c in ref.table.cols if c.name == ref.name][0]
                v = r.choice(c.values(r))
                return str(v)
            return r.choice(NUM_LITS[:8] * 3 + NUM_LITS)
        if fam == 'text':
            return r.choice(TEXT_LITS)
        if fam == 'bool':
            return r.choice(['TRUE', 'FALSE'])
        return r.choice(DATE_LITS)

    def pick(self, scope, fam=None, prefer_nullable=False):
        cands = [c for c in scope if fam is None or c.fam == fam]
        if not cands:
            return None
        if prefer_nullable:
            nn = [c for c in cands if c.nullable]
            if nn and self.chance(0.7):
                cands = nn
        if self.chance(0.3):
            pk = [c for c in cands if c.table is not None and c.table.part is not None
                  and c.name in part_cols(c.table.part)]
            if pk:
                cands = pk
        return self.rnd.choice(cands)

    def scalar(self, fam, scope, depth, outer=(), allow_multirow=False):
        """A scalar expression of family fam over scope (and outer)."""
        r = self.rnd
        col = self.pick(scope, fam) or (self.pick(outer, fam) if outer else None)
        x = r.random()
        if col is None or (x < 0.12 and depth < 3):
            if col is None or self.chance(0.5):
                return N(fam, self.lit(fam))
        if x < 0.55 or depth >= 3:
            return N(fam, col.sql())
        if x < 0.62:
            return N(fam, 'COALESCE(', self.scalar(fam, scope, depth + 1, outer), ', ',
                     N(fam, self.lit(fam, col)), ')')
        if x < 0.68:
            return N(fam, 'CASE WHEN ', self.pred(scope, depth + 1, outer), ' THEN ',
                     self.scalar(fam, scope, depth + 1, outer), ' ELSE ',
                     self.scalar(fam, scope, depth + 1, outer), ' END')
        if x < 0.72:
            return N(fam, 'NULLIF(', N(fam, col.sql()), ', ', N(fam, self.lit(fam, col)), ')')
        if x < 0.84:
            if fam == 'num':
                return self.num_cast(col)
            if fam == 'text':
                return self.text_expr(col, scope)
            if self.chance(0.2):
                self.tags.add('cast-typmod')
                return N(fam, 'CAST(%s AS timestamp(%d))' % (col.sql(), r.choice([0, 3])))
            return N(fam, '(%s + %d)' % (col.sql(), r.choice([0, 1, -1])))
        if x < 0.92 and depth < 2:
            return self.scalar_subquery(fam, scope, depth, outer, allow_multirow)
        return N(fam, col.sql())

    def num_cast(self, col):
        r = self.rnd
        b = col.base
        if self.chance(0.08):
            # real with another number is double precision, and so is an
            # untyped literal beside it: '0.1' as a real is another value
            self.tags.add('mixed-float')
            return N('num', "COALESCE(%s::real + %s, '0.1')"
                     % (col.sql(), r.choice(['1', '0.5', col.sql()])))
        if b in ('smallint', 'int') and random.Random(
                '%s/named' % (r.getstate()[1][:8],)).random() < 0.12:
            # a built-in function in named notation, which qprop once read
            # as positional (days taken as years).  Its own RNG, derived:
            # the other choices of a seed stay as they were.
            self.tags.add('named-args')
            return N('num', 'EXTRACT(DAY FROM make_interval(days => %s, '
                     'hours => 1))' % col.sql())
        if b == 'smallint':
            t = r.choice(['int', 'bigint', 'numeric', 'numeric(7,2)', 'numeric(10,2)'])
        elif b == 'int':
            t = r.choice(['bigint', 'numeric', 'numeric(20,2)', 'numeric(12,2)',
                          'numeric(10,0)'])
        elif b == 'bigint':
            t = r.choice(['numeric', 'numeric(30,1)', 'numeric(22,2)'])
        elif b == 'numeric' and col.table is not None:
            # the column's own numeric(p,s): fewer decimals round, never overflow
            p, s = [c for c in col.table.cols if c.name == col.name][0].prec
            t = r.choice(['numeric', 'numeric(30,4)', 'numeric(%d,%d)' % (p + 1, max(s - 1, 0)),
                          'numeric(%d,%d)' % (p + 2, s + 1)])
        else:
            t = r.choice(['numeric', 'numeric(30,4)', 'numeric(30,1)'])
        # through a type qprop does not model, back to a number: money
        # (int, numeric(p<=12,s)) and bit(4) (int, bigint)
        if b in ('int', 'numeric') and col.table is not None and self.chance(0.15):
            self.tags.add('cast-unmodelled')
            return N('num', '(%s::money)::numeric' % col.sql())
        if b in ('int', 'bigint') and self.chance(0.1):
            self.tags.add('cast-unmodelled')
            return N('num', '(%s::bit(4))::int' % col.sql())
        if '(' in t:
            self.tags.add('cast-typmod')
        if self.chance(0.5):
            return N('num', 'CAST(%s AS %s)' % (col.sql(), t))
        return N('num', '%s::%s' % (col.sql(), t))

    def text_expr(self, col, scope):
        """A text-family expression of col: functions, casts with a length
        (char(n) pads, varchar(n) truncates), || on char(n) columns and
        literals (char(n) drops its trailing spaces when it becomes text)."""
        r = self.rnd
        chars = [c for c in scope if c.base == 'char']
        if chars and self.chance(0.5):
            col = r.choice(chars)
        s = col.sql()
        other = self.pick(scope, 'text') or col
        if chars and self.chance(0.5):
            other = r.choice(chars)
        forms = ['lower(%s)' % s, 'upper(%s)' % s, "(%s || 'x')" % s, 'CAST(%s AS text)' % s,
                 'CAST(%s AS varchar(3))' % s, '%s::char(2)' % s, 'CAST(%s AS char(3))' % s,
                 "(%s::char(2) || 'y')" % s, "(%s || ', ' || %s)" % (s, other.sql()),
                 "('a '::char(3) || %s)" % s, "(%s || ' ')" % s, '%s::text' % s,
                 "(%s::name)::text" % s, "(%s || %s)" % (s, other.sql())]
        f = r.choice(forms)
        if '::char(' in f or 'AS char(' in f or 'varchar(3)' in f:
            self.tags.add('cast-typmod')
        if '::name' in f:
            self.tags.add('cast-unmodelled')
        if '||' in f:
            if "'a '::char(3)" in f or '::char(2) ||' in f:
                self.tags.add('concat-char-literal')
            if col.base == 'char' or ('%s ||' % other.sql() in f and other.base == 'char') \
                    or (' || %s)' % other.sql() in f and other.base == 'char'):
                self.tags.add('concat-char-column')
        return N('text', f)

    def opaque_cast(self, scope):
        """An output column cast to a type qprop does not model (or with a
        modifier), valid for every value of the column; None when the
        column has no such cast."""
        r = self.rnd
        c = self.pick(scope)
        b, s = c.base, c.sql()
        forms = []
        if b == 'int':
            forms = ['%s::money', '%s::oid', '%s::bit(4)', 'CAST(%s AS bit(8))']
        elif b == 'smallint':
            forms = ['%s::oid', '%s::int::money']
        elif b == 'bigint':
            forms = ['%s::bit(4)', '%s::numeric(30,2)']
        elif b == 'numeric' and c.table is not None:
            forms = ['%s::money', '%s::numeric(30,3)']
        elif c.fam == 'num':
            forms = ['%s::numeric(30,2)', '%s::text']
        elif c.fam == 'text':
            forms = ['%s::name', '%s::bytea', 'CAST(%s AS char(2))', '%s::"char"',
                     '%s::varchar(1)']
        elif c.fam == 'date':
            forms = ['%s::timestamp(0)', 'CAST(%s AS text)']
        if not forms:
            return None
        f = r.choice(forms) % s
        if re.search(r'::(money|oid|bit|name|bytea|"char")', f) or 'AS bit' in f:
            self.tags.add('cast-unmodelled')
        if re.search(r'(::|AS )(numeric|varchar|char|bit|timestamp)\(', f):
            self.tags.add('cast-typmod')
        return N('x', f)

    def scalar_subquery(self, fam, scope, depth, outer, allow_multirow):
        """(SELECT ... FROM t WHERE correlated) as a value."""
        rel = self.base_rel()
        inner = rel.refs
        col = self.pick(inner, fam)
        if col is None:
            return N(fam, self.lit(fam))
        allouter = visible_outer(list(scope) + list(outer), rel.star)
        corr = self.corr_pred(inner, allouter)
        where = [corr] if corr is not None else []
        if self.chance(0.3):
            where.append(self.pred(inner, depth + 2, allouter))
        wnode = Opt('x', ' WHERE ', L('x', where, ' AND ')) if where else ''
        if allow_multirow and self.chance(0.35):
            item = N(fam, col.sql())
            lim = Opt('x', ' ORDER BY 1 LIMIT 1') if self.chance(0.4) else ''
            return N(fam, '(SELECT ', item, ' FROM ', rel.node, wnode, lim, ')')
        agg = self.rnd.choice(['max', 'min', 'max', 'count'] if fam == 'num' else ['max', 'min'])
        outs = [o for o in allouter if o.fam == fam]
        if outs and self.chance(0.15):
            # a CTE inside the subquery that reads the enclosing query's
            # column (issue 15: printed in the top-level WITH once)
            o = self.rnd.choice(outs)
            q = self.alias()
            self.tags.add('cte-in-scalar-subquery')
            return N(fam, '(WITH %s (v, w) AS (SELECT ' % q, N(fam, o.sql()),
                     ', ', N(fam, col.sql()), ' FROM ', rel.node, wnode,
                     ') SELECT %s(%s.%s) FROM %s)'
                     % (agg, q, self.rnd.choice(['v', 'w']), q))
        return N(fam, '(SELECT %s(' % agg, N(fam, col.sql()), ') FROM ', rel.node, wnode, ')')

    def corr_pred(self, inner, outer):
        """inner.col = outer.col of one family, when there is a pair."""
        pairs = [(i, o) for i in inner for o in outer if i.fam == o.fam]
        if not pairs:
            return None
        i, o = self.rnd.choice(pairs)
        op = '=' if self.chance(0.8) else self.rnd.choice(CMP)
        return N('bool', N(i.fam, i.sql()), ' %s ' % op, N(o.fam, o.sql()))

    # ---- issue 21: correlated subqueries, casts and arithmetic on keys ----
    # Every expression here is free of data-dependent errors on the
    # generated values: arithmetic on int/smallint runs in bigint, on
    # bigint in numeric, factors are small; casts only widen.

    def deeper_key_expr(self, col):
        """col under an injective cast and/or exact arithmetic, as a
        number, or None for a column that is not a number."""
        r = self.rnd
        b = col.base
        s = col.sql()
        if b in ('smallint', 'int'):
            w = r.choice(['bigint', 'bigint', 'numeric']) if b == 'int' \
                else r.choice(['int', 'bigint', 'numeric'])
            x = '%s::%s' % (s, w)
        elif b == 'bigint':
            x = '%s::numeric' % s
        elif b == 'numeric':
            x = s
        else:
            return None
        c = r.choice(['1', '2', '3', '-1', '5', '10'])
        k = r.random()
        if k < 0.25:
            self.tags.add('cast-key')
            return N('num', x)
        self.tags.add('arith-key')
        if k < 0.45:
            return N('num', '(%s + %s)' % (x, c))
        if k < 0.6:
            return N('num', '(%s - %s)' % (x, c))
        if k < 0.7:
            return N('num', '(%s - %s)' % (c, x))
        if k < 0.85:
            return N('num', '(%s * %s)' % (x, c))
        if k < 0.93:
            return N('num', '(-%s)' % x)
        return N('num', '((%s + %s) * %s)' % (x, c, r.choice(['2', '-3'])))

    def deeper_atom(self, col):
        """An atom on a key under casts or arithmetic (x + 1 = 6,
        x::bigint IN (...), x * 2 = 7), or a plain one."""
        r = self.rnd
        e = self.deeper_key_expr(col) if col.fam == 'num' else None
        if e is None:
            if col.base == 'varchar' and self.chance(0.5):
                self.tags.add('cast-key')
                return N('bool', '%s::text %s %s' % (col.sql(), r.choice(CMP), self.lit('text')))
            if col.base == 'date' and self.chance(0.5):
                self.tags.add('cast-key')
                ts = r.choice(["'2024-01-01 00:00'", "'2024-01-01 10:30'", "'2023-12-31 23:59:59'"])
                return N('bool', '%s::timestamp %s TIMESTAMP %s' % (col.sql(), r.choice(CMP), ts))
            return N('bool', N(col.fam, col.sql()), ' = ', N(col.fam, self.lit(col.fam, col)))
        lits = ['0', '1', '2', '3', '4', '5', '6', '7', '11', '-2', '2.5', '32768',
                '2147483648', '-2147483649', '9223372036854775808', self.lit('num', col)]
        if self.chance(0.3):
            items = [N('num', r.choice(lits)) for _ in range(r.randint(2, 4))]
            neg = 'NOT ' if self.chance(0.3) else ''
            return N('bool', e, ' %sIN (' % neg, L('x', items, ', '), ')')
        return N('bool', e, ' %s ' % r.choice(CMP), N('num', r.choice(lits)))

    def deeper_domain(self, col):
        """A plain domain on col: = k, IN (...), a range."""
        r = self.rnd
        s = col.sql()
        x = r.random()
        if x < 0.4:
            return N('bool', N(col.fam, s), ' = ', N(col.fam, self.lit(col.fam, col)))
        if x < 0.75 or col.fam == 'text':
            items = (self.chance(0.4) and self.run_items(col)) or \
                [N(col.fam, self.lit(col.fam, col)) for _ in range(r.randint(2, 3))]
            return N('bool', N(col.fam, s), ' IN (', L('x', items, ', '), ')')
        a, b = sorted([self.lit(col.fam, col), self.lit(col.fam, col)])
        return N('bool', N(col.fam, s), ' BETWEEN ', N(col.fam, a), ' AND ', N(col.fam, b))

    def deeper_corr(self, scope, depth, fam=None):
        """(rel, where, inner col, outer col): a table of the subquery and
        its correlation inner.x = outer.y (sometimes through casts), or
        None."""
        r = self.rnd
        rel = self.base_rel()
        outer = visible_outer(list(scope), rel.star)
        pairs = [(i, o) for i in rel.refs for o in outer if i.fam == o.fam
                 and (fam is None or i.fam == fam)]
        if not pairs:
            return None
        i, o = r.choice(pairs)
        isql, osql = i.sql(), o.sql()
        if i.fam == 'num' and self.chance(0.2) and i.base in ('smallint', 'int') \
                and o.base in ('smallint', 'int', 'bigint'):
            self.tags.add('cast-join-key')
            isql = '%s::bigint' % isql
        conds = [N('bool', '%s = %s' % (isql, osql))]
        if self.chance(0.3):
            conds.append(self.pred(rel.refs, depth + 2, ()))
        return rel, Opt('x', ' WHERE ', L('x', conds, ' AND ')), i, o

    def deeper_conds(self, scope, depth):
        """WHERE conjuncts: a domain on an outer column and a correlated
        subquery comparing with it, or atoms on keys under casts and
        arithmetic."""
        r = self.rnd
        out = []
        if self.chance(0.5):
            for _ in range(r.randint(1, 2)):
                c = self.pick(scope, 'num') or self.pick(scope)
                if c is not None:
                    out.append(self.deeper_atom(c))
            return out
        got = self.deeper_corr(scope, depth)
        if got is None:
            return out
        rel, where, i, o = got
        out.append(self.deeper_domain(o))
        x = r.random()
        if x < 0.35:
            self.tags.add('corr-exists')
            neg = 'NOT ' if self.chance(0.4) else ''
            sub = N('bool', '%sEXISTS (SELECT 1 FROM ' % neg, rel.node, where, ')')
            if self.chance(0.4):
                sub = N('bool', '(', self.pred(scope, depth + 1), ' OR ', sub, ')')
            out.append(sub)
            return out
        self.tags.add('corr-where')
        c = self.pick(scope, i.fam) or o
        if i.fam == 'num' and self.chance(0.6):
            agg = r.choice(['count(*)', 'max(%s)' % i.sql(), 'min(%s)' % i.sql(),
                            'sum(%s)' % i.sql() if i.base in ('smallint', 'int') else 'count(*)'])
            sub = N('num', '(SELECT %s FROM ' % agg, rel.node, where, ')')
        else:
            sub = N(i.fam, '(SELECT %s FROM ' % i.sql(), rel.node, where,
                    ' ORDER BY 1 LIMIT 1)')
        out.append(N('bool', N(c.fam, c.sql()), ' %s ' % r.choice(CMP), sub))
        return out

    def deeper_item(self, fam, scope, depth):
        """A select-list item: a correlated scalar subquery, perhaps in a
        CASE branch; the domain on the outer column comes from the WHERE
        (deeper_conds) or from nowhere."""
        r = self.rnd
        got = self.deeper_corr(scope, depth, fam)
        if got is None:
            return None
        rel, where, i, o = got
        if fam == 'num' and self.chance(0.6):
            agg = r.choice(['count(*)', 'max(%s)' % i.sql(), 'min(%s)' % i.sql()])
            sub = N(fam, '(SELECT %s FROM ' % agg, rel.node, where, ')')
        elif self.chance(0.2):
            # no LIMIT: more than one row is an error, which only the rows
            # that reach the select list may raise
            self.tags.add('corr-select-rows')
            sub = N(fam, '(SELECT %s FROM ' % i.sql(), rel.node, where, ')')
        else:
            sub = N(fam, '(SELECT %s FROM ' % i.sql(), rel.node, where,
                    ' ORDER BY 1 %s LIMIT 1)' % r.choice(['', 'DESC']))
        if self.chance(0.4):
            self.tags.add('corr-case')
            return N(fam, 'CASE WHEN ', self.pred(scope, depth + 2), ' THEN ', sub,
                     ' ELSE ', N(fam, self.lit(fam, o if o.fam == fam else None)), ' END')
        self.tags.add('corr-select')
        return sub

    def deeper_lateral(self, items, depth):
        """A LATERAL item over the FROM items so far: correlated on one of
        their columns, aggregated or limited, comma-joined or LEFT JOINed
        ON true; its columns join the scope."""
        r = self.rnd
        scope = [c for it in items for c in it.refs]
        got = self.deeper_corr(scope, depth)
        if got is None:
            return
        rel, where, i, o = got
        a = self.alias()
        self.tags.add('corr-lateral')
        if i.fam == 'num' and self.chance(0.5):
            body = N('rel', '(SELECT max(%s) AS m, count(*) AS n FROM ' % i.sql(), rel.node,
                     where, ')')
            refs = [Ref(a, 'm', 'num', i.base, True), Ref(a, 'n', 'num', 'bigint', False)]
        else:
            lim = r.choice(['', ' ORDER BY 1 LIMIT 2', ' ORDER BY 1 DESC LIMIT 1'])
            body = N('rel', '(SELECT %s AS m FROM ' % i.sql(), rel.node, where, lim, ')')
            refs = [Ref(a, 'm', i.fam, i.base, True)]
        last = items[-1]
        if self.chance(0.4):
            node = N('rel', last.node, ' LEFT JOIN LATERAL ', body, ' AS %s ON true' % a)
            items[-1] = Rel(node, last.refs + [x.nullable_if(True) for x in refs],
                            last.nbase + 1, star=last.star + [x.nullable_if(True) for x in refs])
        else:
            items.append(Rel(N('rel', 'LATERAL ', body, ' AS %s' % a), refs, 1, leaf=a))

    # ---- runs of consecutive values ----

    def run_items(self, col):
        """IN-list items with a run of consecutive values (a domain prints
        such a run as a range, x >= a AND x <= b: the rewrite must read its
        own output back), or None when col is not an integer or date."""
        r = self.rnd
        base = col.base
        if base in INT_POOL:
            start = r.choice([-2, -1, 0, 1, 2, 3, 5])
            vals = [str(start + i) for i in range(r.randint(2, 4))]
            if self.chance(0.7):
                vals.append(r.choice(['10', '42', '100', '-5']))
        elif base == 'date':
            d0 = self.run_date()
            vals = ["'%s'" % (d0 + datetime.timedelta(days=i)).isoformat()
                    for i in range(r.randint(2, 4))]
            if self.chance(0.7):
                vals.append("'2024-02-29'")
        else:
            return None
        r.shuffle(vals)
        return [N(col.fam, v) for v in vals]

    def run_date(self):
        return datetime.date.fromisoformat(
            self.rnd.choice(['2024-01-01', '2023-12-30', '2024-02-27',
                             '1999-12-31', '2000-02-28']))

    def date_range(self, col):
        """col >= D AND col < D + n days: a range of a discrete type."""
        d0 = self.run_date()
        d1 = d0 + datetime.timedelta(days=self.rnd.randint(1, 4))
        s = col.sql()
        lo = self.rnd.choice(['>=', '>'])
        hi = self.rnd.choice(['<', '<='])
        return N('bool', '(', N('bool', "%s %s '%s'" % (s, lo, d0.isoformat())),
                 ' AND ', N('bool', "%s %s '%s'" % (s, hi, d1.isoformat())), ')')

    # ---- predicates ----

    def pred(self, scope, depth, outer=(), nullable_bias=False):
        r = self.rnd
        fams = sorted({c.fam for c in scope})
        if not fams:
            return N('bool', self.lit('bool'))
        x = r.random()
        if depth >= 3:
            x = x * 0.55
        col = self.pick(scope, None, nullable_bias)
        fam = col.fam
        if x < 0.22:
            rhs = self.scalar(fam, scope, depth + 1, outer) if self.chance(0.3) \
                else N(fam, self.lit(fam, col))
            lhs = N(fam, col.sql()) if self.chance(0.7) else self.scalar(fam, scope, depth + 1, outer)
            return N('bool', lhs, ' %s ' % r.choice(CMP), rhs)
        if x < 0.28:
            a, b = sorted([self.lit(fam, col), self.lit(fam, col)])
            neg = 'NOT ' if self.chance(0.25) else ''
            return N('bool', N(fam, col.sql()), ' %sBETWEEN ' % neg, N(fam, a), ' AND ', N(fam, b))
        if x < 0.36:
            items = (self.chance(0.35) and self.run_items(col)) or \
                [N(fam, self.lit(fam, col)) for _ in range(r.randint(1, 4))]
            if self.chance(0.3):
                items.append(N(fam, 'NULL'))
            neg = 'NOT ' if self.chance(0.35) else ''
            if self.chance(0.4):
                # the array forms: = ANY is IN, <> ALL is NOT IN, and
                # the ordered ones; NULL elements included
                if self.chance(0.7):
                    op, q = ('<>', 'ALL') if neg else ('=', 'ANY')
                else:
                    op, q = r.choice(CMP), r.choice(['ANY', 'ALL'])
                # untyped date strings (run_items) make a text[]: the
                # array is cast to the column's type, as a user writes it
                cast = '::date[]' if fam == 'date' else ''
                return N('bool', N(fam, col.sql()), ' %s %s (ARRAY[' % (op, q),
                         L('x', items, ', '), ']%s)' % cast)
            return N('bool', N(fam, col.sql()), ' %sIN (' % neg, L('x', items, ', '), ')')
        if x < 0.40 and len(scope) > 1 and self.chance(0.5):
            # a row comparison: keyset pagination, row equality, rows IN
            c2 = self.pick(scope, None, nullable_bias)
            lhs = '(%s, %s)' % (col.sql(), c2.sql())
            def row():
                return '(%s, %s)' % (
                    self.lit(fam, col) if self.chance(0.9) else 'NULL',
                    self.lit(c2.fam, c2) if self.chance(0.9) else 'NULL')
            if self.chance(0.2):
                neg = 'NOT ' if self.chance(0.3) else ''
                return N('bool', '%s %sIN (%s, %s)' % (lhs, neg, row(), row()))
            op = r.choice(CMP + ['IS DISTINCT FROM', 'IS NOT DISTINCT FROM'])
            return N('bool', '%s %s %s' % (lhs, op, row()))
        if x < 0.44:
            if col.qual is not None and self.chance(0.15):
                # a whole row: all its columns NULL, or NULL-extended
                self.tags.add('whole-row')
                return N('bool', r.choice(['%s.* IS NULL', '%s.* IS NOT NULL',
                                           'NOT (%s.* IS NULL)', '%s IS NOT NULL'])
                         % col.qual)
            e = N(fam, col.sql()) if self.chance(0.7) else self.scalar(fam, scope, depth + 1, outer)
            return N('bool', e, r.choice([' IS NULL', ' IS NOT NULL']))
        if x < 0.49:
            rhs = N(fam, self.lit(fam, col)) if self.chance(0.6) else N(fam, 'NULL')
            return N('bool', N(fam, col.sql()), r.choice([' IS DISTINCT FROM ',
                                                          ' IS NOT DISTINCT FROM ']), rhs)
        if x < 0.55 and self.chance(0.5):
            # a contradiction, or a narrow range
            a, b = self.lit(fam, col), self.lit(fam, col)
            s = col.sql()
            if fam == 'date' and self.chance(0.5):
                return self.date_range(col)
            if self.chance(0.5):
                return N('bool', '(', N('bool', '%s = %s' % (s, a)), ' AND ',
                         N('bool', '%s = %s' % (s, b)), ')')
            return N('bool', '(', N('bool', '%s > %s' % (s, a)), ' AND ',
                     N('bool', '%s < %s' % (s, b)), ')')
        if x < 0.62 and depth < 3:
            return N('bool', '(', self.pred(scope, depth + 1, outer, nullable_bias), ' OR ',
                     self.pred(scope, depth + 1, outer, nullable_bias), ')')
        if x < 0.67 and depth < 3:
            return N('bool', '(', self.pred(scope, depth + 1, outer, nullable_bias), ' AND ',
                     self.pred(scope, depth + 1, outer, nullable_bias), ')')
        if x < 0.72 and depth < 3:
            return N('bool', 'NOT (', self.pred(scope, depth + 1, outer, nullable_bias), ')')
        if x < 0.76:
            other = self.pick(scope, fam)
            return N('bool', N(fam, col.sql()), ' %s ' % r.choice(CMP), N(fam, other.sql()))
        if depth < 2:
            return self.subquery_pred(scope, depth, outer)
        return N('bool', N(fam, col.sql()), ' IS NOT NULL')

    def subquery_pred(self, scope, depth, outer):
        r = self.rnd
        rel = self.from_tree(r.randint(1, 2), depth + 1)
        inner = rel.refs
        allouter = visible_outer(list(scope) + list(outer), rel.star)
        conds = []
        if self.chance(0.7):
            c = self.corr_pred(inner, allouter)
            if c is not None:
                conds.append(c)
        if self.chance(0.5):
            conds.append(self.pred(inner, depth + 2, allouter, nullable_bias=True))
        wnode = Opt('x', ' WHERE ', L('x', conds, ' AND ')) if conds else ''
        if self.chance(0.4):
            neg = 'NOT ' if self.chance(0.5) else ''
            return N('bool', '%sEXISTS (SELECT 1 FROM ' % neg, rel.node, wnode, ')')
        col = self.pick(scope, None, True)
        icol = self.pick(inner, col.fam, True)
        if icol is None:
            return N('bool', 'EXISTS (SELECT 1 FROM ', rel.node, wnode, ')')
        neg = 'NOT ' if self.chance(0.5) else ''
        col2 = self.pick(scope, None, True) if self.chance(0.25) else None
        icol2 = self.pick(inner, col2.fam, True) if col2 is not None else None
        if icol2 is not None:
            # issue 37: a row IN is a semi join on each field; NOT IN of
            # rows stays a subquery (NULL when a row agrees on the fields
            # not NULL)
            self.tags.add('row-not-in' if neg else 'row-in')
            return N('bool', '(', N(col.fam, col.sql()), ', ', N(col2.fam, col2.sql()),
                     ') %sIN (SELECT ' % neg, N(icol.fam, icol.sql()), ', ',
                     N(icol2.fam, icol2.sql()), ' FROM ', rel.node, wnode, ')')
        sub = N('bool', N(col.fam, col.sql()), ' %sIN (SELECT ' % neg,
                N(icol.fam, icol.sql()), ' FROM ', rel.node, wnode, ')')
        if self.chance(0.3):
            lim = N('bool', N(col.fam, col.sql()), ' %s ' % r.choice(['>', '<', '=', '>=']),
                    N(col.fam, self.lit(col.fam, col)))
            return N('bool', '(', lim, ' AND ', sub, ')')
        return sub

    def chain(self, scope):
        """a.k = b.k AND b.k = c.k [AND c.k = const] over one family."""
        r = self.rnd
        fam = r.choice(['num', 'num', 'num', 'text', 'date'])
        cols = [c for c in scope if c.fam == fam]
        quals = {}
        for c in cols:
            quals.setdefault(c.qual, []).append(c)
        if len(quals) < 2:
            return []
        picked = [r.choice(v) for v in quals.values()]
        r.shuffle(picked)
        picked = picked[:r.randint(2, 4)]
        out = []
        for a, b in zip(picked, picked[1:]):
            out.append(N('bool', N(fam, a.sql()), ' = ', N(fam, b.sql())))
        if self.chance(0.7):
            c = r.choice(picked)
            if self.chance(0.6):
                out.append(N('bool', N(fam, c.sql()), ' = ', N(fam, self.lit(fam, c))))
            else:
                items = (self.chance(0.4) and self.run_items(c)) or \
                    [N(fam, self.lit(fam, c)) for _ in range(r.randint(1, 3))]
                out.append(N('bool', N(fam, c.sql()), ' IN (', L('x', items, ', '), ')'))
        return out

    # ---- FROM ----

    def base_rel(self):
        r = self.rnd
        a = self.alias()
        if self.sch.views and self.chance(0.12):
            v = r.choice(self.sch.views)
            refs = [Ref(a, n, f, None, True) for n, f in v.cols]
            return Rel(N('rel', '%s AS %s' % (v.name, a)), refs, 1, leaf=a)
        if self.ctes and self.chance(0.3):
            name, cols = r.choice(self.ctes)
            refs = [Ref(a, n, f, None, True) for n, f in cols]
            return Rel(N('rel', '%s AS %s' % (name, a)), refs, 1, leaf=a)
        if self.chance(0.06):
            # a set-returning function in FROM (issue 17): a barrier
            lo, hi = r.choice([(1, 5), (0, 12), (-1, 3), (2, 2), (5, 1)])
            step = r.choice(['', '', ', 2'])
            refs = [Ref(a, 'g', 'num', 'int', False)]
            return Rel(N('rel', 'generate_series(%d, %d%s) AS %s (g)'
                         % (lo, hi, step, a)), refs, 1, leaf=a)
        t = r.choice([t for t in self.sch.tables if t.parent is None])
        while t.children and self.chance(0.3):
            t = r.choice(t.children)
        refs = [Ref(a, c.name, c.fam, c.base, not c.notnull, t) for c in t.cols]
        name = t.name
        if t.children:
            if self.chance(0.5):
                name = 'ONLY ' + name
                self.tags.add('inherit-only')
            else:
                if self.chance(0.1):
                    name += ' *'
                self.tags.add('inherit-parent')
        elif t.parent:
            if self.chance(0.2):
                name = 'ONLY ' + name
            self.tags.add('inherit-child')
        elif t.part and self.chance(0.04):
            # ONLY on a partitioned table reads no rows at all
            name = 'ONLY ' + name
            self.tags.add('only-partitioned')
        return Rel(N('rel', '%s AS %s' % (name, a)), refs, 1, leaf=a)

    def derived(self, depth):
        self.tags_before = set(self.tags)
        made = self.swap(self.derived_drawn(depth), 'derived', 0.3, self.typmod_derived)
        self.tags_before = set(self.tags)
        return self.swap(made, 'gsets', 0.06, self.gsets_derived)

    def gsets_derived(self):
        """(SELECT k, (a + 0) AS a, min(b) AS b ... GROUP BY [DISTINCT]
        ROLLUP (1, 2)) AS d: grouping sets over keys the select list
        computes (a constant, k + 0, a || ''), which are NULL in the rows
        of the sets without them, and a filter on them above: it must not
        be folded or solved into another key (PostgreSQL's
        groupingsets.sql:176); GROUP BY DISTINCT keeps each set once."""
        r = self.rnd
        rl = self.base_rel()
        if len(rl.refs) < 2:
            return rl
        a = self.alias()
        items, refs = [], []
        for i, c in enumerate(rl.refs):
            s = c.sql()
            if i == 1:
                e = r.choice({'num': ['%s', '(%s + 0)', '(%s * 1)', '1', '(%s - 0)'],
                              'text': ['%s', "(%s || '')", "'a'::text", 'lower(%s)'],
                              }.get(c.fam, ['%s']))
            elif i >= 2:
                e = r.choice(['min(%s)', 'max(%s)'] +
                             (['count(%s)'] if c.fam == 'num' else []))
            else:
                e = '%s'
            items.append(N('x', N(c.fam, e.replace('%s', s)), ' AS %s' % c.name))
            refs.append(Ref(a, c.name, c.fam, None, True))
        sets = r.choice(['ROLLUP (1, 2)', 'ROLLUP (2, 1)', 'CUBE (1, 2)',
                         'GROUPING SETS (1, 2)', 'GROUPING SETS ((1, 2), (2), ())',
                         '1, ROLLUP (2)', 'ROLLUP (1, 2), ROLLUP (2)',
                         'CUBE (1, 2), GROUPING SETS (2, ())'])
        dist = r.choice(['', '', 'DISTINCT ', 'ALL '])
        self.tags.add('grouping-sets')
        return Rel(N('rel', '(SELECT ', L('x', items, ', ', len(items)), ' FROM ',
                     rl.node, Opt('x', ' GROUP BY %s%s' % (dist, sets)),
                     ') AS %s' % a), refs, 1, leaf=a)

    def typmod_derived(self):
        """(SELECT k, min(a) AS a ... GROUP BY k) AS d, (SELECT k::numeric
        AS k, round(a, 1) AS a ...) AS d: a derived table whose columns are
        named as the tables' (USING and NATURAL find partners) and whose
        numbers have another type modifier or none.  PostgreSQL's merged
        column of an inner USING join reads the side that needs no
        conversion: 3 or 3.00 (issue 34, seed 36: min() of a numeric(8,2)
        typed numeric(8,2))."""
        r = self.rnd
        rl = self.base_rel()
        group = self.chance(0.4)
        a = self.alias()
        items, refs = [], []
        for i, c in enumerate(rl.refs):
            s = c.sql()
            if group and i > 0:
                e = r.choice(['min(%s)', 'max(%s)'] + (['sum(%s)'] if c.fam == 'num' else []))
            elif c.fam == 'num':
                e = r.choice(['%s', '(%s + 0)', 'COALESCE(%s, 0)', '%s::numeric',
                              'round(%s, 1)', 'CAST(%s AS numeric(30,3))',
                              'CAST(%s AS numeric(25,1))', 'NULLIF(%s, 7)',
                              'CASE WHEN %s IS NULL THEN NULL ELSE %s END',
                              'CASE WHEN %s > 0 THEN %s END'] +
                             (['abs(%s)', '(-(-%s))'] if (c.base or '').startswith('numeric')
                              else []))
            elif c.fam == 'text':
                e = r.choice(['%s', '%s::text', 'CAST(%s AS varchar(12))', "COALESCE(%s, 'a')",
                              "CASE WHEN %s > 'a' THEN %s END"])
            else:
                e = '%s'
            items.append(N('x', N(c.fam, e.replace('%s', s)), ' AS %s' % c.name))
            refs.append(Ref(a, c.name, c.fam, None, True))
        gb = Opt('x', ' GROUP BY %s' % rl.refs[0].sql()) if group else ''
        w = Opt('x', ' WHERE ', self.pred(rl.refs, 2)) if self.chance(0.3) else ''
        self.tags.add('using-typmod')
        return Rel(N('rel', '(SELECT ', L('x', items, ', ', len(items)), ' FROM ',
                     rl.node, w, gb, ') AS %s' % a), refs, 1, leaf=a)

    def derived_drawn(self, depth):
        x = self.rnd.random()
        if x < 0.2:
            return self.union_derived(depth)
        if x < 0.35:
            return self.window_derived()
        if x < 0.42:
            return self.dup_names_derived()
        sel, fams = self.select(depth + 1, top=False, nbase=self.rnd.randint(1, 2),
                                star_ok=True)
        a = self.alias()
        refs = [Ref(a, 'x%d' % i, f, None, True) for i, f in enumerate(fams)]
        if self.star_names is not None:
            # SELECT * of joins: output names may repeat; renamed here
            if len(set(self.star_names)) < len(self.star_names):
                self.tags.add('repeated-output-names')
            return Rel(N('rel', '(', sel, ') AS %s (%s)' % (
                a, ', '.join('x%d' % i for i in range(len(fams))))), refs, 1, leaf=a)
        return Rel(N('rel', '(', sel, ') AS %s' % a), refs, 1, leaf=a)

    def dup_names_derived(self):
        """A derived table whose output names repeat (issue 15), renamed
        by an outer alias list: (SELECT * FROM (SELECT p.k, q.k ...) AS i)
        AS a (x0, x1)."""
        l, r = self.base_rel(), self.base_rel()
        lc, rc = self.rnd.choice(l.refs), self.rnd.choice(r.refs)
        inner, a = self.alias(), self.alias()
        jt = self.rnd.choice([' CROSS JOIN ', ' LEFT JOIN ', ' FULL JOIN '])
        on = '' if jt == ' CROSS JOIN ' else ' ON %s = %s' % (lc.sql(), rc.sql()) \
            if lc.fam == rc.fam else ' ON true'
        refs = [Ref(a, 'x0', lc.fam, lc.base, True), Ref(a, 'x1', rc.fam, rc.base, True)]
        self.tags.add('repeated-output-names')
        return Rel(N('rel', '(SELECT * FROM (SELECT %s AS v, %s AS v FROM ' % (lc.sql(), rc.sql()),
                     l.node, jt, r.node, on, ') AS %s) AS %s (x0, x1)' % (inner, a)),
                   refs, 1, leaf=a)

    def union_derived(self, depth):
        """(SELECT 1 AS x0, ... UNION ALL SELECT 2 AS x0, ...) AS d: the
        branches differ by a constant tag (filters on it must pick one)."""
        r = self.rnd
        rels = [self.base_rel() for _ in range(r.choice([2, 2, 3]))]
        fams = [f for f in ('num', 'text', 'date')
                if all(any(c.fam == f for c in rl.refs) for rl in rels)]
        fams = ['num'] if 'num' in fams else fams[:1]
        if self.chance(0.5) and len(fams) == 1:
            fams = fams * 2
        branches = []
        tags = [str(i + 1) for i in range(len(rels))]
        if self.chance(0.3):
            tags[-1] = tags[0]
        for tag, rl in zip(tags, rels):
            items = [N('num', tag, ' AS x0')]
            for i, f in enumerate(fams):
                c = self.pick(rl.refs, f)
                items.append(N('x', N(f, c.sql()), ' AS x%d' % (i + 1)))
            conds = [self.pred(rl.refs, 2)] if self.chance(0.4) else []
            w = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
            branches.append(N('sel', 'SELECT ', L('x', items, ', ', len(items)),
                              ' FROM ', rl.node, w))
        a = self.alias()
        refs = [Ref(a, 'x0', 'num', 'int', False)] + \
            [Ref(a, 'x%d' % (i + 1), f, None, True) for i, f in enumerate(fams)]
        return Rel(N('rel', '(', L('sel', branches, ' UNION ALL '), ') AS %s' % a),
                   refs, 1, leaf=a)

    def window_derived(self):
        """A derived table with window aggregates over the whole partition
        (deterministic without ORDER BY): filters on the PARTITION BY key
        may go inside, others may not."""
        r = self.rnd
        rl = self.base_rel()
        p = self.pick(rl.refs)
        v = self.pick(rl.refs, 'num') or p
        items = [N('x', N(p.fam, p.sql()), ' AS x0'), N('x', N(v.fam, v.sql()), ' AS x1'),
                 N('x', 'count(*) OVER (PARTITION BY %s) AS x2' % p.sql())]
        fams = [p.fam, v.fam, 'num']
        win = ''
        if v.fam == 'num':
            items.append(N('x', '%s(%s) OVER (PARTITION BY %s) AS x3'
                           % (r.choice(['sum', 'max', 'min']), v.sql(), p.sql())))
            fams.append('num')
            # frames ordered by the value itself, so peers hold equal values
            # and each result is deterministic; a window copied from a
            # named one (tag win-frame).  Its own RNG, derived: the other
            # choices of a seed stay as they were.
            wr = random.Random('%s/win' % (r.getstate()[1][:8],))
            if wr.random() < 0.5:
                frame = wr.choice([
                    'RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP',
                    'RANGE BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING '
                    'EXCLUDE TIES',
                    'GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW',
                    'RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING '
                    'EXCLUDE CURRENT ROW',
                    'GROUPS BETWEEN CURRENT ROW AND 2 FOLLOWING'])
                if wr.random() < 0.5:
                    over = '(w1 %s)' % frame
                    win = Opt('x', ' WINDOW w0 AS (PARTITION BY %s), '
                              'w1 AS (w0 ORDER BY %s)' % (p.sql(), v.sql()))
                else:
                    over = '(PARTITION BY %s ORDER BY %s %s)' % (p.sql(), v.sql(),
                                                                 frame)
                self.tags.add('win-frame')
                items.append(N('x', '%s(%s) OVER %s AS x4 /* win-frame */'
                               % (wr.choice(['sum', 'count', 'max']), v.sql(),
                                  over)))
                fams.append('num')
        conds = [self.pred(rl.refs, 2)] if self.chance(0.3) else []
        w = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        a = self.alias()
        refs = [Ref(a, 'x%d' % i, f, None, True) for i, f in enumerate(fams)]
        return Rel(N('rel', '(SELECT ', L('x', items, ', ', len(items)), ' FROM ', rl.node, w,
                     win, ') AS %s' % a), refs, 1, leaf=a)

    def outer_pred(self, scope):
        """Predicates on columns of the nullable side of an outer join:
        null-rejecting ones (the join may become inner) and ones that
        accept NULL (it may not)."""
        r = self.rnd
        nn = [c for c in scope if c.nullable]
        if not nn:
            return None
        c = r.choice(nn)
        s = c.sql()
        lit = self.lit(c.fam, c)
        other = self.pick([o for o in scope if o.qual != c.qual] or scope)
        forms = ['%s IS NULL' % s, '%s = %s' % (s, lit), '%s IN (%s, %s)' % (s, lit, self.lit(c.fam, c)),
                 'COALESCE(%s, %s) = %s' % (s, lit, lit), '%s IS NOT DISTINCT FROM %s' % (s, lit),
                 'NOT (%s <> %s)' % (s, lit),
                 'CASE WHEN %s IS NULL THEN TRUE ELSE %s <> %s END' % (s, s, lit),
                 '(%s = %s OR %s IS NOT NULL)' % (s, lit, other.sql()),
                 '(%s = %s OR %s IS NULL)' % (s, lit, s),
                 '%s IS DISTINCT FROM %s' % (s, lit)]
        return N('bool', r.choice(forms))

    def from_tree(self, nbase, depth):
        r = self.rnd
        if nbase <= 1:
            if depth < 2 and self.chance(0.15):
                return self.derived(depth)
            return self.base_rel()
        k = r.randint(1, nbase - 1)
        left = self.from_tree(k, depth)
        right = self.from_tree(nbase - k, depth)
        jt = r.choice(['JOIN', 'LEFT JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'FULL JOIN',
                       'INNER JOIN', 'CROSS JOIN', 'LEFT OUTER JOIN'])
        lnull = jt.startswith(('RIGHT', 'FULL'))
        rnull = jt.startswith(('LEFT', 'FULL'))
        lrefs = [c.nullable_if(lnull) for c in left.refs]
        rrefs = [c.nullable_if(rnull) for c in right.refs]
        lstar = [c.nullable_if(lnull) for c in left.star]
        rstar = [c.nullable_if(rnull) for c in right.star]
        star = lstar + rstar
        rnode = right.node
        if right.nbase > 1:
            rnode = N('rel', '(', rnode, ')')
        lnode = left.node
        if left.nbase > 1 and self.chance(0.3):
            lnode = N('rel', '(', lnode, ')')
        if jt == 'CROSS JOIN':
            node = N('rel', lnode, ' CROSS JOIN ', rnode)
        else:
            names, natural = self.using_names(left.star, right.star)
            if names:
                kind = {'J': 'inner', 'I': 'inner', 'L': 'left', 'R': 'right',
                        'F': 'full'}[jt[0]]
                nested = left.nbase > 1 or right.nbase > 1
                if natural:
                    node = N('rel', lnode, ' NATURAL %s ' % jt, rnode)
                    self.tags.add('natural-' + kind)
                    if nested:
                        self.tags.add('natural-nested')
                else:
                    node = N('rel', lnode, ' %s ' % jt, rnode,
                             ' USING (%s)' % ', '.join(names))
                    self.tags.add('using-' + kind)
                    if nested:
                        self.tags.add('using-nested')
                star = self.merge_star(left.star, right.star, names, kind)
            else:
                conds = self.join_conds(left.refs, right.refs, jt)
                node = N('rel', lnode, ' %s ' % jt, rnode, ' ON ', L('bool', conds, ' AND '))
        return Rel(node, lrefs + rrefs, left.nbase + right.nbase, star=star)

    def using_names(self, lstar, rstar):
        """([names], natural) for a USING or NATURAL join of inputs whose
        SELECT * columns are lstar and rstar, or ([], False): the names must
        be unique on each side and of one family (PostgreSQL coerces the
        two columns to a common type: int and bigint, varchar and text)."""
        ln = [c.name for c in lstar]
        rn = [c.name for c in rstar]
        fam = {}
        for c in lstar + rstar:
            fam.setdefault(c.name, set()).add(c.fam)
        both = [n for i, n in enumerate(ln) if n in rn and n not in ln[:i]]
        ok = [n for n in both if ln.count(n) == 1 and rn.count(n) == 1 and len(fam[n]) == 1]
        if not ok:
            return [], False
        x = self.rnd.random()
        if x < 0.2 and ok == both:
            return ok, True
        if x < 0.4:
            k = 1 if self.chance(0.7) else min(2, len(ok))
            names = self.rnd.sample(ok, k)
            return names, False
        return [], False

    def merge_star(self, lstar, rstar, names, kind):
        """The SELECT * columns of a USING join on names: the merged
        columns (read unqualified; FULL: COALESCE of both sides), then the
        others of each side."""
        merged = []
        for n in names:
            lc = [c for c in lstar if c.name == n][0]
            rc = [c for c in rstar if c.name == n][0]
            nullable = {'inner': False, 'left': lc.nullable, 'right': rc.nullable,
                        'full': lc.nullable and rc.nullable}[kind]
            same = lc.base == rc.base and col_type(lc) == col_type(rc)
            if not same:
                self.tags.add('using-mixed-types')
            src = rc if kind == 'right' else lc
            merged.append(Ref(None, n, lc.fam, src.base if same else None, nullable,
                              src.table if same else None))
        lnull = kind in ('right', 'full')
        rnull = kind in ('left', 'full')
        return merged + [c.nullable_if(lnull) for c in lstar if c.name not in names] + \
            [c.nullable_if(rnull) for c in rstar if c.name not in names]

    def join_conds(self, lrefs, rrefs, jt):
        r = self.rnd
        conds = []
        pairs = [(a, b) for a in lrefs for b in rrefs if a.fam == b.fam]
        if pairs:
            for i in range(1 if self.chance(0.8) else 2):
                a, b = r.choice(pairs)
                op = '=' if self.chance(0.9) else r.choice(CMP)
                if i == 0 and jt.startswith('FULL'):
                    op = '='    # PostgreSQL needs one merge-joinable clause
                if self.chance(0.5):
                    a, b = b, a
                conds.append(N('bool', N(a.fam, a.sql()), ' %s ' % op, N(b.fam, b.sql())))
        # ON-clause filters on one side (preserved or nullable) and mixed ORs
        while self.chance(0.45):
            side = lrefs if self.chance(0.5) else rrefs
            conds.append(self.pred(side, 2))
        if self.chance(0.1):
            conds.append(N('bool', '(', self.pred(lrefs, 2), ' OR ', self.pred(rrefs, 2), ')'))
        if not conds or (jt.startswith('FULL') and not pairs):
            conds = [N('bool', 'TRUE')]
        return conds

    # ---- SELECT ----

    def select(self, depth, top, nbase=None, want=None, tlp=False, star_ok=False):
        """A SELECT; returns (tree, families of the output columns).
        With star_ok it may be SELECT *: self.star_names are then the
        output names (else None)."""
        r = self.rnd
        if nbase is None:
            nbase = r.choice([1, 2, 2, 3, 3, 4]) if top else r.randint(1, 2)
        # comma joins: several FROM items
        items = []
        left = nbase
        while left > 0:
            k = r.randint(1, left) if self.chance(0.3) else left
            items.append(self.from_tree(k, depth))
            left -= k
        if top and self.chance(DEEPER_P / 2):
            self.deeper_lateral(items, depth)
        scope = [c for it in items for c in it.refs]
        # merged USING/NATURAL columns are read unqualified where their
        # name is unique among the FROM items' columns
        allstar = [c for it in items for c in it.star]
        names = [c.name for c in allstar]
        scope += [c for c in allstar if c.qual is None and names.count(c.name) == 1]
        froms = L('rel', [it.node for it in items], ', ')
        conds = []
        if len(items) > 1:
            for a, b in zip(items, items[1:]):
                pairs = [(x, y) for x in a.refs for y in b.refs if x.fam == y.fam]
                if pairs and self.chance(0.85):
                    x, y = r.choice(pairs)
                    conds.append(N('bool', N(x.fam, x.sql()), ' = ', N(y.fam, y.sql())))
        if self.chance(0.3):
            conds += self.chain(scope)
        for _ in range(r.choice([0, 0, 1, 1, 1, 2, 2])):
            conds.append(self.pred(scope, depth, nullable_bias=self.chance(0.6)))
        if self.chance(0.35):
            op = self.outer_pred(scope)
            if op is not None:
                conds.append(op)
        if self.chance(DEEPER_P):
            conds += self.deeper_conds(scope, depth)
        where = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''

        self.star_names = None
        agg = not tlp and want is None and self.chance(0.18)
        if agg:
            return self.agg_select(depth, top, froms, where, scope)
        n = len(want) if want else r.randint(1, 4)
        sel_items = []
        fams = []
        merged = any(c.qual is None for c in allstar)
        if want is None and (top or star_ok) and self.chance(0.4 if merged else 0.06):
            self.tags.add('select-star')
            sel_items = [N('x', '*')]
            fams = [c.fam for c in allstar]
            n = len(fams)
            if not top:
                self.star_names = names
        for i in range(0 if sel_items else n):
            fam = want[i] if want else None
            if fam is None:
                c = self.pick(scope)
                fam = c.fam
            if top and want is None and self.chance(0.1):
                e = self.opaque_cast(scope)
                if e is not None:
                    sel_items.append(e)
                    fams.append('opaque')
                    continue
            e = None
            if top and self.chance(DEEPER_P / 3):
                e = self.deeper_item(fam, scope, depth)
            if e is None:
                e = self.scalar(fam, scope, depth + 1, allow_multirow=top and self.chance(0.3))
            if not top:
                e = N('x', e, ' AS x%d' % i)
            sel_items.append(e)
            fams.append(fam)
        distinct = ''
        if not tlp and self.chance(0.08):
            distinct = Opt('x', 'DISTINCT ')
        if tlp:
            wl = Opt('x', L('bool', conds, ' AND ')) if conds else ''
            return N('sel', 'SELECT ', L('x', sel_items, ', '), ' FROM ', froms), wl, scope
        q = N('sel', 'SELECT ', distinct, L('x', sel_items, ', '), ' FROM ', froms, where)
        if not tlp and want is None and top and 'opaque' not in fams and self.chance(0.12):
            q2, _ = self.select(depth, top=False, want=fams)
            q = N('sel', '(', q, ') UNION ALL (', q2, ')')
        if not tlp and self.chance(0.15 if top else 0.08):
            # a position may be written with signs PostgreSQL's grammar
            # folds into it (- -2 is 2, a position, not a constant)
            q = N('sel', q, Opt('x', ' ORDER BY %s LIMIT %d' % (
                ', '.join(('- -%d' if self.chance(0.1) else '%d') % (i + 1)
                          for i in range(n)), r.randint(0, 6))))
        return q, fams

    def agg_select(self, depth, top, froms, where, scope):
        r = self.rnd
        keys = [self.pick(scope) for _ in range(r.randint(0, 2))]
        keys = [k for i, k in enumerate(keys) if k not in keys[:i]]
        items = []
        fams = []
        for k in keys:
            items.append(N(k.fam, k.sql()))
            fams.append(k.fam)
        for _ in range(r.randint(1, 2)):
            c = self.pick(scope)
            f = r.choice(['count(*)', 'count(%s)', 'max(%s)', 'min(%s)', 'sum(%s)',
                          'count(DISTINCT %s)'])
            if f == 'sum(%s)' and c.fam != 'num':
                f = 'count(%s)'
            if f == 'count(*)' or f.startswith('count'):
                fams.append('num')
            else:
                fams.append(c.fam)
            items.append(N('x', f % c.sql() if '%s' in f else f))
        if not top:
            items = [N('x', it, ' AS x%d' % i) for i, it in enumerate(items)]
        gb = ''
        if keys:
            gb = ' GROUP BY ' + ', '.join(k.sql() for k in keys)
        having = ''
        if self.chance(0.35):
            hs = [N('bool', 'count(*) > %d' % r.randint(0, 2))]
            if keys:
                k = r.choice(keys)
                hs.append(N('bool', N(k.fam, k.sql()), ' %s ' % r.choice(CMP),
                            N(k.fam, self.lit(k.fam, k))))
                if self.chance(0.3):
                    hs.append(N('bool', N(k.fam, k.sql()), ' IS NULL'))
            having = Opt('x', ' HAVING ', L('bool', [r.choice(hs)], ' AND '))
        q = N('sel', 'SELECT ', L('x', items, ', '), ' FROM ', froms, where, gb, having)
        if self.chance(0.15):
            q = N('sel', q, Opt('x', ' ORDER BY %s LIMIT %d' % (
                ', '.join(str(i + 1) for i in range(len(items))), r.randint(0, 4))))
        return q, fams

    def top_query(self):
        """A query with optional CTEs."""
        q = self.top_query_drawn()
        self.tags_before = set()
        made = self.swap(q, 'top', 0.04, self.guard_query)
        if made is not q:
            return made
        # its aliases numbered on from the query it replaces, then the
        # numbering as it was: the seed's later queries stay as they were
        n = self.nalias
        made = self.swap(q, 'decorr', DECORR_P, self.decorr_query)
        if made is q:
            made = self.swap(q, 'decorr-unsafe', DECORR_UNSAFE_P, self.dz_query)
        self.nalias = n
        return made

    # ---- correlated scalar subqueries of aggregates (subquery_decorrelate) ----

    def decorr_pairs(self, inner, outer):
        """(inner, outer) column pairs a correlation equates: mostly of
        one type (integers of any width, a WITH item's columns by family),
        now and then of one family only (int and numeric, char(n) and
        text: pairs the rule leaves)."""
        anyf = [(i, o) for i in inner for o in outer if i.fam == o.fam]
        same = [(i, o) for i, o in anyf
                if i.base is None or o.base is None or i.base == o.base
                or (i.base in INT_POOL and o.base in INT_POOL)]
        return same if same and self.chance(0.85) else anyf

    def decorr_agg(self, inner, kept):
        """An aggregate over the subquery's columns, what it reads
        ('count' for count, whose value over no rows is 0, not NULL) and
        its family; 'kept' collects the reasons the rule must leave the
        subquery (a float sum)."""
        r = self.rnd
        c = self.pick(inner, None, True)
        if c.fam == 'num' and self.chance(0.07) and c.base in ('smallint', 'int'):
            # a float8 sum, which the rule leaves (exact for integers this
            # small, in whatever order the rows come)
            kept.append('float')
            return N('num', 'sum(CAST(%s AS float8))' % c.sql()), 'sum', 'num'
        x = r.random()
        if x < 0.08:
            f = r.choice(['bool_and', 'bool_or', 'every'])
            return N('bool', '%s(' % f, self.pred(inner, 2), ')'), 'bool', 'bool'
        if x < 0.3:
            flt = ''
            if self.chance(0.3):
                flt = N('x', ' FILTER (WHERE ', self.pred(inner, 2), ')')
            return N('num', 'count(*)', flt), 'count', 'num'
        if c.fam == 'num':
            f = r.choice(['avg', 'sum', 'min', 'max', 'count', 'avg', 'sum',
                          'avg DISTINCT', 'count DISTINCT', 'sum DISTINCT'])
        else:
            f = r.choice(['min', 'max', 'count', 'count DISTINCT'])
        name, _, dist = f.partition(' ')
        flt = ''
        if self.chance(0.15):
            flt = N('x', ' FILTER (WHERE ', self.pred(inner, 2), ')')
        agg = N('num' if name in ('avg', 'sum', 'count') else c.fam,
                '%s(%s' % (name, dist + ' ' if dist else ''), c.sql(), ')', flt)
        return agg, name, agg.sort

    def decorr_subquery(self, outer, kept):
        """(SELECT <expression of aggregates> FROM ... WHERE inner = outer
        ...) over one table or two joined (comma or JOIN ... ON, the
        correlation in the WHERE or the ON), one or two correlations, and
        other filters; now and then a form the rule must leave as written
        (a correlation that is not an equality, under OR, in a LEFT JOIN's
        ON; GROUP BY, HAVING, LIMIT, DISTINCT, a window; an outer column
        beside the aggregate), each named in 'kept'.  (tree, family,
        aggregate) or None when no column pair correlates."""
        r = self.rnd
        rel = self.base_rel()
        inner, star = list(rel.refs), list(rel.star)
        fromn = rel.node
        conds = []
        ons = None
        if self.chance(0.3):
            rel2 = self.base_rel()
            pairs = [(a, b) for a in rel.refs for b in rel2.refs if a.fam == b.fam]
            if pairs:
                a, b = r.choice(pairs)
                jc = N('bool', N(a.fam, a.sql()), ' = ', N(b.fam, b.sql()))
                inner += rel2.refs
                star += rel2.star
                kind = r.choice(['comma', 'join', 'join', 'left'])
                if kind == 'comma':
                    fromn = N('rel', rel.node, ', ', rel2.node)
                    conds.append(jc)
                else:
                    ons = [jc]
                    fromn = (rel.node, ' LEFT JOIN ' if kind == 'left' else ' JOIN ',
                             rel2.node, ' ON ')
        outs = visible_outer(outer, star)
        pairs = self.decorr_pairs(inner, outs)
        if not pairs:
            return None
        corrs = []
        group_key = None
        for i, o in r.sample(pairs, min(len(pairs), r.choice([1, 1, 1, 2]))):
            op = '='
            x = r.random()
            if x < 0.05:
                op = r.choice(['<', '<>', '>='])
                kept.append('not-equality')
            elif x < 0.09:
                op = 'IS NOT DISTINCT FROM'
                kept.append('not-distinct')
            c = N('bool', N(i.fam, i.sql()), ' %s ' % op, N(o.fam, o.sql()))
            if self.chance(0.04):
                kept.append('under-or')
                c = N('bool', '(', c, ' OR ', N('bool', '%s IS NULL' % i.sql()), ')')
            elif op == '=' and group_key is None:
                group_key = i.sql()
            corrs.append(c)
        if ons is not None and self.chance(0.5):
            if fromn[1] == ' LEFT JOIN ':
                kept.append('left-join-on')
                # NULL-extended rows make groups of their own
                group_key = None
            ons += corrs
        else:
            conds += corrs
        if self.chance(0.35):
            conds.append(self.pred(inner, 2))
        if ons is not None:
            fromn = N('rel', fromn[0], fromn[1], fromn[2], fromn[3],
                      L('bool', ons, ' AND '))
        agg, name, fam = self.decorr_agg(inner, kept)
        # the select list: the aggregate, or an expression of it that is
        # not NULL over no rows (the COUNT bug), or an outer column beside it
        x = r.random()
        expr = agg
        if x < 0.1 and fam != 'bool':
            expr = N(fam, 'COALESCE(', agg, ', ', N(fam, self.lit(fam)), ')')
        elif x < 0.18:
            expr = N('bool', agg, r.choice([' IS NULL', ' IS NOT NULL']))
            fam = 'bool'
        elif x < 0.26 and name in ('count', 'avg', 'sum'):
            expr = N('num', agg, r.choice([' + 1', ' * 2', ' - 1']))
        elif x < 0.32 and fam != 'bool':
            expr = N(fam, 'CASE WHEN count(*) = 0 THEN ', N(fam, self.lit(fam)),
                     ' ELSE ', agg, ' END')
        elif x < 0.36 and name == 'sum':
            nums = [o for o in outs if o.fam == 'num' and o.base in ('smallint', 'int')]
            if nums:
                kept.append('outer-in-select')
                expr = N('num', agg, ' + ', N('num', r.choice(nums).sql()))
        tail = ''
        distinct = ''
        x = r.random()
        if x < 0.04 and group_key is not None:
            kept.append('group-by')
            # one group at most: its rows agree on the correlated column
            tail = ' GROUP BY %s' % group_key
        elif x < 0.07:
            kept.append('having')
            tail = ' HAVING count(*) > %d' % r.randint(0, 1)
        elif x < 0.1:
            kept.append('limit')
            tail = r.choice([' LIMIT 1', ' OFFSET 0', ' ORDER BY 1 LIMIT 1'])
        elif x < 0.12:
            kept.append('distinct')
            distinct = 'DISTINCT '
        elif x < 0.14 and name == 'count' and expr is agg:
            kept.append('window')
            expr = N('num', 'sum(', agg, ') OVER ()')
        wnode = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        return N(fam, '(SELECT ', distinct, expr, ' FROM ', fromn, wnode, tail, ')'), fam, name

    def decorr_pred(self, scope, depth=0):
        """A predicate of the outer query on a correlated scalar subquery
        of aggregates (decorr_subquery): compared with an outer column
        (nullable ones first) or a literal, IS [NOT] NULL, under
        COALESCE, OR, NOT or CASE."""
        r = self.rnd
        kept = []
        got = self.decorr_subquery(scope, kept)
        if got is None:
            return None
        sub, fam, name = got
        if kept:
            self.tags.add('decorr-kept')
        if name == 'count':
            self.tags.add('decorr-count')
        x = r.random()
        if fam == 'bool':
            p = N('bool', r.choice(['', 'NOT ']), sub) if x < 0.5 else \
                N('bool', sub, r.choice([' IS NOT TRUE', ' IS FALSE', ' IS NULL']))
        elif x < 0.45:
            c = self.pick(scope, fam, True)
            lhs = N(fam, c.sql()) if c is not None else N(fam, self.lit(fam))
            p = N('bool', lhs, ' %s ' % r.choice(CMP), sub)
        elif x < 0.65:
            p = N('bool', sub, ' %s ' % r.choice(CMP), N(fam, self.lit(fam)))
        elif x < 0.8:
            p = N('bool', sub, r.choice([' IS NULL', ' IS NOT NULL']))
        else:
            p = N('bool', 'COALESCE(', sub, ', ', N(fam, self.lit(fam)), ') %s '
                  % r.choice(CMP), N(fam, self.lit(fam)))
        x = r.random()
        if x < 0.12:
            p = N('bool', '(', self.pred(scope, 2), ' OR ', p, ')')
        elif x < 0.2:
            p = N('bool', 'NOT (', p, ')')
        elif x < 0.26:
            p = N('bool', 'CASE WHEN ', self.pred(scope, 2), ' THEN ', p,
                  ' ELSE ', self.pred(scope, 2), ' END')
        return p

    def decorr_query(self):
        """A query whose WHERE, or an inner join's ON, compares with
        correlated scalar subqueries of aggregates (TPC-DS q01, q06, q30,
        q81: subquery_decorrelate makes them a LEFT JOIN to a derived table
        grouped on the correlated columns): over one table, two joined
        (inner, LEFT with the correlated column NULL-extended, FULL), a
        WITH item read by both the query and the subquery; the subquery in
        the select list now and then.  Tags decorr-where, decorr-on,
        decorr-outer-join, decorr-count (count: 0 over no rows),
        decorr-kept (a form the rule must leave as written)."""
        r = self.rnd
        self.ctes = []
        withs = ''
        if self.chance(0.15):
            t = r.choice([t for t in self.sch.tables if t.parent is None])
            k = t.cols[0]
            v = r.choice(t.cols)
            a = self.alias()
            name = 'w%d' % self.nalias
            self.nalias += 1
            if v.fam == 'num' and self.chance(0.7):
                body = 'SELECT %s.%s AS x0, sum(%s.%s) AS x1 FROM %s AS %s GROUP BY %s.%s' % (
                    a, k.name, a, v.name, t.name, a, a, k.name)
            else:
                body = 'SELECT %s.%s AS x0, %s.%s AS x1 FROM %s AS %s' % (
                    a, k.name, a, v.name, t.name, a)
            withs = N('x', 'WITH %s AS (%s) ' % (name, body))
            self.ctes = [(name, [('x0', k.fam), ('x1', v.fam)])]
        o = self.base_rel()
        scope = list(o.refs)
        fromn = o.node
        ons = None
        jt = r.choice(['', '', 'JOIN', 'JOIN', 'LEFT JOIN', 'LEFT JOIN', 'RIGHT JOIN',
                       'FULL JOIN'])
        if jt:
            p = self.base_rel()
            pairs = [(a, b) for a in o.refs for b in p.refs if a.fam == b.fam]
            ons = [N('bool', N(a.fam, a.sql()), ' = ', N(b.fam, b.sql()))
                   for a, b in r.sample(pairs, min(1, len(pairs)))] or [N('bool', 'TRUE')]
            lnull = jt in ('RIGHT JOIN', 'FULL JOIN')
            rnull = jt in ('LEFT JOIN', 'FULL JOIN')
            scope = [c.nullable_if(lnull) for c in o.refs] + \
                [c.nullable_if(rnull) for c in p.refs]
            if jt != 'JOIN':
                self.tags.add('decorr-outer-join')
            # the subquery in the ON: an inner join's, or (the rule leaves
            # it or keeps it exact) an outer join's; a FULL JOIN needs an
            # equality there (PostgreSQL: "only supported with
            # merge-joinable or hash-joinable join conditions")
            if self.chance(0.5) and (pairs or jt != 'FULL JOIN'):
                sp = self.decorr_pred(o.refs + p.refs)
                if sp is not None:
                    ons.append(sp)
                    self.tags.add('decorr-on')
            fromn = N('rel', o.node, ' %s ' % jt, p.node, ' ON ', L('bool', ons, ' AND '))
        conds = []
        for _ in range(r.choice([1, 1, 1, 2]) if ons is None or len(ons) < 2
                       else r.choice([0, 1])):
            sp = self.decorr_pred(scope)
            if sp is not None:
                conds.append(sp)
                self.tags.add('decorr-where')
        if self.chance(0.3):
            conds.append(self.pred(scope, 2, nullable_bias=True))
        items = [N(c.fam, c.sql()) for c in r.sample(scope, min(len(scope), r.randint(1, 3)))]
        if self.chance(0.15):
            got = self.decorr_subquery(scope, [])
            if got is not None:
                items.append(got[0])
        where = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        self.ctes = []
        return N('sel', withs, 'SELECT ', L('x', items, ', '), ' FROM ', fromn, where)

    # ---- decorrelation's unsafe classes (subquery_decorrelate, ae30905) ----

    def dz_data(self):
        """The round's tables of dz_query (created at its first query, from
        a generator of its own, and added to sch.extra): dzo (g, h), the
        outer rows, asking for some groups g only (and NULL, and 7, which
        has no rows); dzp (g, v, w, d), the subquery's rows, 2-4 a group:
        v numeric of mixed scales for equal values (1, 1.0, 1.00, 10e-1),
        d an integer that is 0 (group 9) or 3 (group 8) in groups no
        outer row asks for, 1e400 (beyond float8) in group 9 and perhaps
        -1e400 in group 8; in 12 % of the rounds an asked-for group has
        a 0 and 1e400 too (both sides must fail); dzt (g, t, w, u), t
        text in a nondeterministic ICU collation ('a' = 'A'), u the same
        letters in the default one; dzq (w, z), joined on w, its rows in
        another order than dzp's.  dzp stays narrow (four columns, as
        the reproducer's p): its rows estimated many, PostgreSQL may plan
        the grouped join as a merge join, which reads a group's rows in
        another order than the subquery run per outer row (a hash join
        on the group's rows); with t and u in dzp, far fewer of
        min/max's wrong rows showed."""
        z = getattr(self, 'dz', None)
        if z is not None:
            return z
        r = self.side('dz-data')
        groups = list(range(1, 7))
        probed = sorted(r.sample(groups, r.randint(2, 4)))
        # now and then a group an outer row asks for fails too: both sides
        # must then fail
        bad = probed[0] if r.random() < 0.12 else None
        orows = []
        for g in probed:
            for _ in range(r.choice([1, 1, 2])):
                orows.append([str(g), str(r.randint(1, 6))])
        orows.append(['NULL', str(r.randint(1, 6))])
        if r.random() < 0.5:
            orows.append(['7', str(r.randint(1, 6))])       # no rows in dzp
        r.shuffle(orows)

        def scaled(base, s):
            if '.' in base:
                return base + '0' * s
            return base + ('.' + '0' * s if s else '')
        bases = ['1', '2', '0', '-1', '1.5', '10', '0.5', '2.5']
        prows = []
        trows = []
        printed = set()     # v as PostgreSQL prints it, of probed groups
        for g in groups + [8, 9]:
            base = r.choice(bases)
            tbase = r.choice(['a', 'b', 'ab', 'ba'])
            n = r.randint(2, 4)
            for w in range(1, n + 1):
                if r.random() < 0.8:
                    v = scaled(base, r.randint(0, 3))
                elif r.random() < 0.5:
                    v = scaled(r.choice(bases), r.randint(0, 2))
                else:
                    v = 'NULL'
                if g in probed and v != 'NULL':
                    printed.add(v)
                if v == '1' and r.random() < 0.2:
                    v = r.choice(['10e-1', '1e0', '100e-2'])
                if g == 9:
                    d = '0'
                elif g == 8:
                    d = '3'
                elif g in probed:
                    d = '0' if g == bad else r.choice(['1', '2', '4', '5', '5', 'NULL'])
                else:
                    d = r.choice(['0', '1', '3', '2', 'NULL'])
                t = 'NULL' if r.random() < 0.1 else "'%s'" % ''.join(
                    ch.upper() if r.random() < 0.5 else ch for ch in tbase)
                prows.append([str(g), v, str(w), d])
                trows.append([str(g), t, str(w), t])
        # beyond float8: a group no outer row asks for (or, in a bad
        # round, one that is asked for); w 1, which dzq always has
        prows.append(['9', '1e400', '1', '0'])
        if r.random() < 0.5:
            prows.append(['8', '-1e400', '1', '3'])
        if bad is not None:
            prows.append([str(bad), '1e400', '1', '0'])
        prows.append(['NULL', '5', '2', '0'])
        trows.append(['NULL', "'a'", '2', "'a'"])
        if r.random() < 0.3:
            r.shuffle(prows)
            r.shuffle(trows)
        ws = list(range(1, r.randint(3, 5) + 1))
        ws.reverse() if r.random() < 0.7 else r.shuffle(ws)
        qrows = [[str(w), r.choice(['0', '0', '1'])] for w in ws]
        self.sch.extra.append(Extra('dzo', ['CREATE TABLE dzo (g int, h int);'], (),
                                    orows, ['g', 'h']))
        self.sch.extra.append(Extra('dz_ci', [
            "CREATE COLLATION dz_ci (provider = icu, locale = 'und-u-ks-level2', "
            "deterministic = false);"]))
        self.sch.extra.append(Extra('dzp', ['CREATE TABLE dzp (g int, v numeric, w int, '
                                            'd int);'], (), prows, ['g', 'v', 'w', 'd']))
        self.sch.extra.append(Extra('dzt', ['CREATE TABLE dzt (g int, t text COLLATE dz_ci, '
                                            'w int, u text);'], ['dz_ci'], trows,
                                    ['g', 't', 'w', 'u']))
        self.sch.extra.append(Extra('dzq', ['CREATE TABLE dzq (w int, z int);'], (),
                                    qrows, ['w', 'z']))
        self.dz = z = (sorted(printed) or ['1'], probed)
        return z

    # comparisons of the numeric v with a float8 or real (a cast of v that
    # fails for 1e400), %s the column
    DZ_FLOAT = ['%s > 1.5::float8', '%s IN (1.5::float8, 2)', '%s < 2::real',
                '%s = 2::float8', '%s <> 1::float4', '%s >= 0.5::double precision',
                'CAST(%s AS float8) > 1', '%s > 1e-300::float8', '%s BETWEEN 0::float8 AND 3']
    # the same without a conversion of v that can fail
    DZ_EXACT = ['%s > 1.5', '%s IN (1.5, 2)', '%s < 2', '%s <> 1.0', 'w <> 2', 'd > 0',
                '%s > 1e-300', 'd IS NOT NULL']

    def dz_sub(self, oa, want, bool_ok=False, numeric=False):
        """(SELECT <aggregate> FROM dzp [JOIN dzq] WHERE dzp.g = oa.g ...),
        its sort the value's family: want 'scale' (of v: min, max, sum/avg
        DISTINCT, and sum, avg, count DISTINCT beside them; a quarter,
        unless numeric, min or max of dzt's t or u), 'float' (v compared
        with a float in the WHERE, a FILTER or the aggregate's argument,
        bool_or/bool_and only where bool_ok), 'fail' (of d, or 10 / max(d)
        in the select list)."""
        r = self.rnd
        pa = self.alias()
        text = want == 'scale' and not numeric and r.random() < 0.25
        frm = '%s AS %s' % ('dzt' if text else 'dzp', pa)
        conds = [N('bool', '%s.g = %s.g' % (pa, oa))]
        x = r.random()
        qa = None
        if x < 0.6 or want == 'scale' and x < 0.85:
            qa = self.alias()
            if r.random() < 0.8:
                frm = N('rel', frm, ' JOIN dzq AS %s ON %s.w = %s.w' % (qa, qa, pa))
            else:
                frm = N('rel', frm, ', dzq AS %s' % qa)
                conds.append(N('bool', '%s.w = %s.w' % (qa, pa)))
        col = lambda s: re.sub(r'\b(v|w|d)\b', pa + r'.\1', s)
        flt = ''
        sort = 'num'
        if want == 'float':
            y = r.random()
            fc = col(r.choice(self.DZ_FLOAT if r.random() < 0.75 else self.DZ_EXACT)
                     .replace('%s', 'v'))
            if y < 0.6:
                conds.append(N('bool', fc))
                agg = r.choice(['count(*)', 'sum(%s.d)' % pa, 'max(%s.d)' % pa,
                                'count(%s.v)' % pa, 'min(%s.w)' % pa])
            elif y < 0.8:
                agg = 'count(*)'
                flt = ' FILTER (WHERE %s)' % fc
            elif r.random() < 0.5 and bool_ok:
                agg = r.choice(['bool_or(%s)', 'bool_and(%s)']) % fc
                sort = 'bool'
            else:
                agg = r.choice(['sum(CASE WHEN %s THEN 1 END)', 'count(NULLIF(%s, false))']) % fc
        elif text:
            # text: 'a' = 'A' in dz_ci, not in u's collation
            agg = r.choice(['max(%s.t)', 'min(%s.t)', 'max(%s.t)', 'min(%s.u)',
                            'max(%s.u)']) % pa
            sort = 'text'
        elif want == 'scale':
            agg = r.choice(['max(%s.v)', 'min(%s.v)', 'sum(DISTINCT %s.v)',
                            'avg(DISTINCT %s.v)', 'max(%s.v)', 'min(%s.v)',
                            'sum(%s.v)', 'avg(%s.v)', 'count(DISTINCT %s.v)']) % pa
            if r.random() < 0.15:
                flt = ' FILTER (WHERE %s)' % col(r.choice(self.DZ_EXACT).replace('%s', 'v'))
        else:
            agg = r.choice(['max(%s.d)', 'min(%s.d)', 'max(%s.d)', 'sum(%s.d)']) % pa
            if r.random() < 0.15:
                agg = r.choice(['10 / %s', '%s - 3', '100 / (%s + 1)']) % agg
        if r.random() < 0.3:
            conds.append(N('bool', col('w <> 2' if text else
                                       r.choice(self.DZ_EXACT).replace('%s', 'v'))))
        if qa is not None and r.random() < 0.2:
            conds.append(N('bool', '%s.z = 0' % qa))
        return N(sort, '(SELECT ', agg, flt, ' FROM ', frm, ' WHERE ',
                 L('bool', conds, ' AND '), ')')

    def dz_pred(self, oa, cls):
        """A predicate of the outer query on dz_sub: 'scale' shows v's
        scale (::text compared, scale(), length(); against a literal or,
        an atom the rule may keep outside, an outer column) or t's case
        (bytea, ascii()), or compares the value only; 'float' compares
        the count or sum; 'fail' can fail on a group no outer row asks
        for (division by the subquery or an expression of it, ln, sqrt, a
        float8 comparison of max(v)); 'safe' cannot (NULLIF, a CASE
        guard, COALESCE, comparisons), or fails only beside an outer
        column, on the groups asked for."""
        r = self.rnd
        printed, _ = self.dz
        if cls == 'scale':
            s = self.dz_sub(oa, 'scale')
            y = r.random()
            if s.sort == 'text':
                # what shows the case: its bytes, ascii()
                if y < 0.4:
                    return N('bool', 'ascii(', s, ') %s 97' % r.choice(['<', '>=']))
                if y < 0.8:
                    return N('bool', 'CAST(', s, " AS bytea) IN ('a'::bytea, 'B'::bytea, "
                             "'Ab'::bytea, 'ba'::bytea)")
                return N('bool', s, "::bytea %s 'a'::bytea" % r.choice(['=', '<>', '>']))
            lits = ', '.join("'%s'" % v for v in r.sample(printed, min(len(printed),
                                                                       r.randint(1, 3))))
            if y < 0.2:
                # the value only (a form the rule may take over sum, avg)
                return N('bool', s, r.choice([' = %s' % r.choice(printed), ' > 1',
                                              ' IN (%s)' % lits.replace("'", ''),
                                              ' BETWEEN 0 AND 2', ' IS NULL']))
            if y < 0.32:
                # beside an outer column: outside G, for the groups asked for
                if r.random() < 0.5:
                    return N('bool', 'scale(', s, ') %s %s.h - 2' % (r.choice(CMP), oa))
                return N('bool', 'length(CAST(', s, ' AS text)) %s %s.h' % (r.choice(CMP), oa))
            if y < 0.5:
                return N('bool', 'CAST(', s, ' AS text) %sIN (%s)'
                         % ('NOT ' if r.random() < 0.2 else '', lits))
            if y < 0.6:
                return N('bool', s, "::text = '%s'" % r.choice(printed))
            if y < 0.8:
                return N('bool', 'scale(', s, ') %s %d' % (r.choice(CMP), r.randint(0, 3)))
            if y < 0.9:
                return N('bool', 'length(', s, '::text) %s %d' % (r.choice(CMP), r.randint(1, 4)))
            return N('bool', s, "::text LIKE '%.0%'")
        if cls == 'float':
            s = self.dz_sub(oa, 'float', True)
            if s.sort == 'bool':
                return r.choice([N('bool', s), N('bool', s, ' IS NOT NULL'),
                                 N('bool', s, ' IS NOT TRUE'), N('bool', 'NOT ', s)])
            return r.choice([N('bool', s, ' >= 0'), N('bool', s, ' IS NOT NULL'),
                             N('bool', 'COALESCE(', s, ', 0) > 1'),
                             N('bool', s, ' > %s.h' % oa)])
        if cls == 'fail':
            y = r.random()
            if y < 0.15:
                s = self.dz_sub(oa, 'scale', numeric=True)
                return N('bool', s, r.choice([' > 1.5::float8', ' = 2::real',
                                              '::float8 < 3']))
            s = self.dz_sub(oa, 'fail')
            return r.choice([N('bool', '10 / ', s, ' > 1'),
                             N('bool', '10 / (', s, ' - 3) > 0'),
                             N('bool', '100 % ', s, ' = 0'),
                             N('bool', '10 / ', s, ' IS NOT NULL'),
                             N('bool', 'ln(', s, ') > 0'),
                             N('bool', 'sqrt(', s, ' - 1) >= 1'),
                             N('bool', '(', s, ' - 3) / (', s, ' - 3) = 1')])
        s = self.dz_sub(oa, 'fail')
        return r.choice([N('bool', '10 / NULLIF(', s, ', 0) > 1'),
                         N('bool', '%s.h + 5 > 10 / ' % oa, s),
                         N('bool', '10 / ', s, ' > %s.h - 5' % oa),
                         N('bool', s, ' > 2'), N('bool', s, ' IN (1, 2, 5)'),
                         N('bool', s, ' IS NULL'), N('bool', s, ' BETWEEN 1 AND 4'),
                         N('bool', s, ' / 10 >= 0'),
                         N('bool', s, ' + 1 > 2'),
                         N('bool', 'COALESCE(', s, ', 1) > 0'),
                         N('bool', 'CASE WHEN ', s, ' <> 0 THEN 10 / ', s, ' END > 1'),
                         N('bool', '10 / NULLIF(', s, ' - 3, 0) > 0')])

    def dz_query(self):
        """SELECT ... FROM dzo WHERE <predicates on correlated scalar
        subqueries of aggregates over dzp> (dz_data): the classes
        subquery_decorrelate must refuse since ae30905 (min, max and
        DISTINCT of numerics equal but printed otherwise; numeric v
        compared with a float, 1e400 in a group no outer row asks for; a
        predicate around the subquery that fails on such a group) and
        their neighbours it may take.  Tags decorr-scale, decorr-float,
        decorr-fail, decorr-nofail."""
        r = self.rnd
        self.dz_data()
        oa = self.alias()
        conds = []
        for _ in range(r.choice([1, 1, 1, 2])):
            cls = r.choice(['scale', 'scale', 'float', 'fail', 'fail', 'safe'])
            self.tags.add({'scale': 'decorr-scale', 'float': 'decorr-float',
                           'fail': 'decorr-fail', 'safe': 'decorr-nofail'}[cls])
            p = self.dz_pred(oa, cls)
            if r.random() < 0.1:
                p = N('bool', 'NOT (', p, ')')
            conds.append(p)
        if r.random() < 0.25:
            conds.append(N('bool', '%s.h %s %d' % (oa, r.choice(CMP), r.randint(1, 6))))
        if r.random() < 0.08:
            conds = [N('bool', '(', L('bool', conds, ' AND '), ' OR %s.h = %d)'
                       % (oa, r.randint(1, 6)))]
        items = [N('num', '%s.g' % oa)]
        if r.random() < 0.4:
            items.append(N('num', '%s.h' % oa))
        if r.random() < 0.2:
            s = self.dz_sub(oa, 'scale')
            items.append(N('num', 'scale(', s, ')') if r.random() < 0.5 and s.sort == 'num'
                         else N('text', s, '::text'))
        return N('sel', 'SELECT ', L('x', items, ', '), ' FROM dzo AS %s' % oa,
                 Opt('x', ' WHERE ', L('bool', conds, ' AND ')))

    def guard_query(self):
        """SELECT (SELECT i.c FROM t AS i WHERE i.k = o.k) FROM t AS o JOIN d
        ON ...: a scalar subquery that may return two rows (an error) over
        an inner join with a FROM item that is often empty: one whose
        columns are constants, one of two relations whose columns come
        from one, a WITH item, a view; the subquery perhaps under CASE.
        Only the rows the join keeps may raise the error.  qprop prints
        the subquery as a lateral item that must wait for every relation
        that can drop a row (issue 34, seed 36: PostgreSQL pulled a
        derived table "SELECT 0 AS x2 FROM ... WHERE ..." up, and the item
        read no relation of it)."""
        r = self.rnd
        self.ctes = []
        o = self.base_rel()
        withs = ''
        x = r.random()
        if x < 0.35:
            b = self.base_rel()
            a = self.alias()
            items = [N('x', N('num', r.choice(['0', '1', 'NULL::int'])), ' AS x0')]
            if self.chance(0.5):
                items.append(N('x', N('text', r.choice(["'a'", "''"])), ' AS x1'))
            d = Rel(N('rel', '(SELECT ', L('x', items, ', ', len(items)), ' FROM ', b.node,
                      Opt('x', ' WHERE ', self.pred(b.refs, 2)), ') AS %s' % a),
                    [Ref(a, 'x0', 'num', None, True)] +
                    ([Ref(a, 'x1', 'text', None, False)] if len(items) > 1 else []), 1, leaf=a)
        elif x < 0.6:
            p, q2 = self.base_rel(), self.base_rel()
            a = self.alias()
            c = self.pick(p.refs)
            on = self.corr_pred(q2.refs, p.refs) or N('bool', 'TRUE')
            d = Rel(N('rel', '(SELECT ', N(c.fam, c.sql()), ' AS x0 FROM ', p.node, ' JOIN ',
                      q2.node, ' ON ', on, ') AS %s' % a),
                    [Ref(a, 'x0', c.fam, None, True)], 1, leaf=a)
        elif x < 0.8:
            b = self.base_rel()
            name = 'w%d' % self.nalias
            self.nalias += 1
            mat = r.choice(['', '', ' MATERIALIZED', ' NOT MATERIALIZED'])
            withs = N('x', 'WITH %s AS%s (SELECT 5 AS x0 FROM ' % (name, mat), b.node,
                      Opt('x', ' WHERE ', self.pred(b.refs, 2)), ') ')
            a = self.alias()
            d = Rel(N('rel', '%s AS %s' % (name, a)), [Ref(a, 'x0', 'num', None, False)],
                    1, leaf=a)
        else:
            d = self.base_rel()
        jt = r.choice([' JOIN ', ' INNER JOIN ', ' CROSS JOIN ', ', '])
        fromn = N('rel', o.node, jt, d.node)
        conds = []
        if jt in (' JOIN ', ' INNER JOIN '):
            c = self.pick(d.refs)
            on = r.choice([N('bool', 'TRUE'),
                           N('bool', N(c.fam, c.sql()), ' = ', N(c.fam, self.lit(c.fam, c))),
                           self.corr_pred(d.refs, o.refs) or N('bool', 'TRUE')])
            fromn = N('rel', fromn, ' ON ', on)
        elif self.chance(0.5):
            conds.append(self.corr_pred(d.refs, o.refs) or self.pred(d.refs, 2))
        if self.chance(0.4):
            conds.append(self.pred(o.refs, 2))
        inner = self.base_rel()
        col = self.pick(inner.refs)
        corr = self.corr_pred(inner.refs, o.refs)
        sub = N(col.fam, '(SELECT ', N(col.fam, col.sql()), ' FROM ', inner.node,
                Opt('x', ' WHERE ', corr) if corr is not None else '', ')')
        if self.chance(0.3):
            sub = N(col.fam, 'CASE WHEN ', self.pred(o.refs, 2), ' THEN ', sub, ' ELSE ',
                    N(col.fam, self.lit(col.fam, col)), ' END')
        items = [sub]
        if self.chance(0.5):
            c = self.pick(o.refs)
            items.append(N(c.fam, c.sql()))
        where = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        self.tags.add('single-guard')
        return N('sel', withs, 'SELECT ', L('x', items, ', '), ' FROM ', fromn, where)

    def top_query_drawn(self):
        self.tags = set()
        self.ctes = []
        withs = []
        if self.chance(0.04):
            return self.twin_query()
        if self.chance(BOUND_P):
            q = self.bound_query()
            if q is not None:
                return q
        if self.chance(0.05):
            q = self.cte_semi_query()
            if q is not None:
                return q
        if self.chance(0.12):
            sel, fams = self.select(1, top=False, nbase=self.rnd.randint(1, 2))
            name = 'w%d' % self.nalias
            self.nalias += 1
            mat = self.rnd.choice(['', '', ' MATERIALIZED', ' NOT MATERIALIZED'])
            withs.append(N('x', '%s AS%s (' % (name, mat), sel, ')'))
            self.ctes.append((name, [('x%d' % i, f) for i, f in enumerate(fams)]))
        recursive = False
        if self.chance(0.08):
            # a recursive counter (issue 17): a barrier rules never enter
            name = 'w%d' % self.nalias
            self.nalias += 1
            lo, hi = self.rnd.choice([(1, 6), (0, 12), (3, 4), (-1, 2)])
            op = self.rnd.choice(['UNION ALL', 'UNION'])
            withs.append(N('x', '%s (x0) AS (SELECT %d %s SELECT x0 + 1 FROM %s '
                           'WHERE x0 < %d)' % (name, lo, op, name, hi)))
            self.ctes.append((name, [('x0', 'num')]))
            recursive = True
        q, fams = self.select(0, top=True)
        self.ctes = []
        if withs:
            q = N('sel', 'WITH RECURSIVE ' if recursive else 'WITH ',
                  L('x', withs, ', '), ' ', q)
        return q

    def bound_select(self, shape):
        """A range- or list-partitioned table joined on its partition key
        to a table whose own filter is a range of dates, the shape that
        --format=sql bounds at run time (issue 18): as a join, or as IN
        (SELECT ...) of the key.  (tree, families) or None."""
        r = self.rnd
        facts = [t for t in self.sch.tables if t.part and t.parent is None
                 and t.part.method in ('range', 'list')]
        if not facts:
            return None
        f = r.choice(facts)
        key = f.part.col
        dims = [(t, c, dc) for t in self.sch.tables if t.parent is None
                for c in t.cols if c.base == key.base
                for dc in t.cols if dc.base == 'date' and dc is not c]
        if not dims:
            return None
        t, c, dc = r.choice(dims)
        fa, da = self.alias(), self.alias()
        fref = Ref(fa, key.name, key.fam, key.base, not key.notnull, f)
        cref = Ref(da, c.name, c.fam, c.base, not c.notnull, t)
        dref = Ref(da, dc.name, dc.fam, dc.base, not dc.notnull, t)
        other = r.choice(f.cols)
        rng = self.date_range(dref)
        if shape == 'union':
            return self.union_bound_select(facts, f, t, da, cref, dref, rng)
        if shape == 'in':
            return (N('sel', 'SELECT %s AS x0, %s.%s AS x1 FROM %s AS %s WHERE '
                      % (fref.sql(), fa, other.name, f.name, fa),
                      fref.sql(), ' IN (SELECT ', cref.sql(), ' FROM %s AS %s WHERE '
                      % (t.name, da), rng, ')'), [key.fam, other.fam])
        jt = r.choice(['JOIN', 'JOIN', 'LEFT JOIN', 'RIGHT JOIN'])
        where = ' WHERE ' if jt != 'RIGHT JOIN' else ' AND '
        sel = N('sel', 'SELECT %s AS x0, %s.%s AS x1, %s AS x2 FROM %s AS %s ' % (
                    fref.sql(), fa, other.name, dref.sql(), f.name, fa),
                jt, ' %s AS %s ON %s = %s' % (t.name, da, fref.sql(), cref.sql()))
        if jt == 'LEFT JOIN':
            # the filter in ON: the fact is preserved, no bound; in WHERE
            # the join is inner in effect.  (RIGHT JOIN: in ON, on the
            # preserved dimension's side; only the fact rows that match a
            # dimension row in the range are kept.)
            where = r.choice([' AND ', ' WHERE '])
        return N('sel', sel, where, rng), [key.fam, other.fam, dc.fam]

    def union_bound_select(self, facts, f, t, da, cref, dref, rng):
        """bound_select's 'union' shape (TPC-DS q05, q54): a derived table,
        a UNION ALL of partitioned tables with the same key type (or a
        UNION, now and then), each branch passing its key on as column
        x0, joined on x0 to table t filtered by 'rng'; a branch may read a
        plain table, give its key through an expression, or have a WHERE
        of its own; the join inner, or a LEFT JOIN with the derived table
        nullable or preserved.  (tree, families)."""
        r = self.rnd
        key = f.part.col
        same = [g for g in facts if g.part.col.base == key.base]
        plains = [(g, c) for g in self.sch.tables if g.parent is None
                  and not g.part for c in g.cols if c.base == key.base]
        branches = []
        for i in range(r.randint(1, 3)):
            kind = r.choice(['fact', 'fact', 'fact', 'plain', 'expr', 'where'])
            if kind == 'plain' and not plains:
                kind = 'fact'
            ba = self.alias()
            if kind == 'plain':
                g, c = r.choice(plains)
                kq = '%s.%s' % (ba, c.name)
            else:
                g = f if i == 0 else r.choice(same)
                c = g.part.col
                kq = '%s.%s' % (ba, c.name)
                if kind == 'expr':
                    kq = 'COALESCE(%s, %s)' % (kq, kq)
            o = r.choice(g.cols)
            b = 'SELECT %s AS x0, CAST(%s.%s AS text) AS x1 FROM %s AS %s' % (
                kq, ba, o.name, g.name, ba)
            if kind == 'where':
                b += ' WHERE %s.%s IS NOT NULL' % (ba, o.name)
            branches.append(b)
        op = ' UNION ALL ' if self.chance(0.85) else ' UNION '
        u = self.alias()
        body = op.join(branches)
        jt = r.choice(['JOIN', 'JOIN', 'JOIN', 'dim LEFT JOIN', 'LEFT JOIN'])
        cols = 'SELECT %s.x0 AS x0, %s.x1 AS x1, %s AS x2 FROM ' % (u, u, dref.sql())
        if jt == 'dim LEFT JOIN':
            sel = N('sel', cols, '%s AS %s LEFT JOIN (%s) AS %s ON %s.x0 = %s WHERE '
                    % (t.name, da, body, u, u, cref.sql()), rng)
        else:
            sel = N('sel', cols, '(%s) AS %s %s %s AS %s ON %s.x0 = %s'
                    % (body, u, jt, t.name, da, u, cref.sql()),
                    r.choice([' WHERE ', ' AND ']) if jt == 'LEFT JOIN'
                    else ' WHERE ', rng)
        self.tags.add('union-bound')
        return sel, [key.fam, 'text', dref.fam]

    def cte_semi_query(self):
        """A WITH item over a partitioned table whose uses are restricted
        only by joins with a filtered table on the item's key column
        (issue 37; TPC-DS q02, q59): cte_pushdown's semi join filters,
        and the bound an IN filter on the partition key gives.  The item
        plain, grouped on the key, DISTINCT or a UNION ALL, MATERIALIZED
        or not; one use or two (UNION ALL) with other filters; a second
        use that the join does not restrict (LEFT JOIN, NOT IN, NOT
        EXISTS, none), where nothing may move.  A tree, or None."""
        r = self.rnd
        facts = [t for t in self.sch.tables if t.part and t.parent is None
                 and t.part.method in ('range', 'list')]
        if not facts:
            return None
        f = r.choice(facts)
        key = f.part.col
        dims = [(t, c) for t in self.sch.tables if t.parent is None
                for c in t.cols if c.base == key.base]
        if not dims:
            return None
        other = r.choice(f.cols)
        fa = self.alias()
        kq, oq = '%s.%s' % (fa, key.name), '%s.%s' % (fa, other.name)
        shape = r.choice(['plain', 'group', 'distinct', 'union'])
        if shape == 'group':
            body = 'SELECT %s AS x0, min(%s) AS x1 FROM %s AS %s GROUP BY %s' % (
                kq, oq, f.name, fa, kq)
        elif shape == 'distinct':
            body = 'SELECT DISTINCT %s AS x0, %s AS x1 FROM %s AS %s' % (
                kq, oq, f.name, fa)
        elif shape == 'union':
            fb = self.alias()
            body = ('SELECT %s AS x0, %s AS x1 FROM %s AS %s UNION ALL '
                    'SELECT %s.%s, %s.%s FROM %s AS %s' % (
                        kq, oq, f.name, fa, fb, key.name, fb, other.name,
                        f.name, fb))
        else:
            body = 'SELECT %s AS x0, %s AS x1 FROM %s AS %s' % (kq, oq, f.name, fa)
        name = 'w%d' % self.nalias
        self.nalias += 1
        mat = r.choice(['', '', '', ' MATERIALIZED', ' NOT MATERIALIZED'])

        def dim_filter():
            t, c = r.choice(dims)
            da = self.alias()
            refs = [Ref(da, x.name, x.fam, x.base, not x.notnull, t)
                    for x in t.cols]
            dates = [x for x in refs if x.base == 'date' and x.name != c.name]
            cref = Ref(da, c.name, c.fam, c.base, not c.notnull, t)
            filt = self.date_range(r.choice(dates)) if dates and self.chance(0.6) \
                else self.pred(refs, 2)
            return t, da, cref, filt

        def use(kind):
            u = self.alias()
            t, da, cref, filt = dim_filter()
            head = 'SELECT %s.x0, %s.x1 FROM %s AS %s' % (u, u, name, u)
            if kind == 'join':
                return N('sel', head, ' JOIN %s AS %s ON %s = %s.x0 WHERE ' % (
                    t.name, da, cref.sql(), u), filt)
            if kind == 'in':
                return N('sel', head, ' WHERE %s.x0 IN (SELECT %s FROM %s AS %s WHERE ' % (
                    u, cref.sql(), t.name, da), filt, ')')
            if kind == 'notin':
                return N('sel', head, ' WHERE %s.x0 NOT IN (SELECT %s FROM %s AS %s WHERE ' % (
                    u, cref.sql(), t.name, da), filt, ')')
            if kind == 'notexists':
                return N('sel', head, ' WHERE NOT EXISTS (SELECT 1 FROM %s AS %s WHERE %s = %s.x0 AND ' % (
                    t.name, da, cref.sql(), u), filt, ')')
            if kind == 'left':
                return N('sel', head, ' LEFT JOIN %s AS %s ON %s = %s.x0 AND ' % (
                    t.name, da, cref.sql(), u), filt)
            return N('sel', head)

        uses = [use(r.choice(['join', 'join', 'in']))]
        if self.chance(0.6):
            uses.append(use(r.choice(['join', 'join', 'in', 'notin',
                                      'notexists', 'left', 'none'])))
        parts = []
        for i, q in enumerate(uses):
            if i:
                parts.append(' UNION ALL ')
            parts.extend(['(', q, ')'])
        self.tags.add('cte-semi')
        return N('sel', 'WITH %s AS%s (%s) ' % (name, mat, body), *parts)

    def bound_query(self):
        """bound_select, alone or twinned (twin): bounds over the same
        table and filters that --format=sql prints as one WITH item."""
        shape = self.rnd.choice(['join', 'join', 'in', 'union'])
        if self.chance(0.5):
            got = self.bound_select(shape)
            q = got[0] if got else None
        else:
            q = self.twin(lambda: self.bound_select(shape))
        if q is not None:
            self.tags.add('bound-shape')
        return q

    def twin_query(self):
        """Any SELECT, twinned (twin)."""
        nbase = self.rnd.randint(1, 3)
        self.tags.add('twin-select')
        return self.twin(lambda: self.select(1, top=False, nbase=nbase))

    def twin(self, make):
        """The SELECT that make() returns (tree, families; or None) made
        twice from the same random state, so under other aliases only:
        once as a WITH item read whole, UNION ALL the other.  Their scans
        of one table with the same filters give bounds that differ only in
        the alias (TPC-DS q14a, q23a)."""
        name = 'w%d' % self.nalias
        self.nalias += 1
        state = self.rnd.getstate()
        first = make()
        if first is None:
            return None
        self.rnd.setstate(state)
        second = make()
        return N('sel', 'WITH ', N('x', '%s AS (' % name, first[0], ')'),
                 ' (SELECT * FROM %s) UNION ALL (' % name, second[0], ')')

    def tlp_query(self):
        """A TLP case: N('tlp', SELECT ... FROM ..., [WHERE list], p)."""
        self.tags = set()
        prefix, wl, scope = self.select(0, top=True, tlp=True)
        p = self.pred(scope, 0, nullable_bias=self.chance(0.7))
        return N('tlp', prefix, wl, p)

    def view(self, name):
        sel, fams = self.select(1, top=False, nbase=self.rnd.randint(1, 2))
        sql = render(sel)
        tabs = sorted(set(re.findall(r'\b(t\d+|ih\w+)\b', sql)))
        return View(name, sql, [('x%d' % i, f) for i, f in enumerate(fams)], tabs)


# --------------------------------------------------------------------------
# Issue 34's families: set-returning functions of composites and records
# (srf), DDL scripts that drop and recreate (ddl), DML writing literals
# into typed columns (dml), timestamptz compared in sessions of several
# zones (tz).  Everything here is drawn from a generator of its own per
# round (FamGen, seeded from the seed and the round), and its cases come
# after the round's others: a seed's other schemas, rows and queries stay
# those it had before.

ZONES = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham']
FAMILIES = ['srf', 'ddl', 'dml', 'tz', 'xtype', 'wrow']
# the share of a round's plain queries each family adds (QPROP_ORACLE_FAMILIES)
FAMILY_P = float(os.environ.get('QPROP_ORACLE_FAMILIES', '0.06'))
# the share of top queries drawn as bound_query's shapes (joins of a
# partitioned table's key to a filtered table, UNION ALLs of them):
# QPROP_ORACLE_BOUNDS=0.5 to look at those closely
BOUND_P = float(os.environ.get('QPROP_ORACLE_BOUNDS', '0.06'))
# the share of top queries that are decorr_query's correlated scalar
# subqueries of aggregates: QPROP_ORACLE_DECORR=0.6 to look at those closely
DECORR_P = float(os.environ.get('QPROP_ORACLE_DECORR', '0.04'))
# the share of the others that are dz_query's, over the round's tables dzo,
# dzp, dzq (QPROP_ORACLE_DECORR_UNSAFE; by default QPROP_ORACLE_DECORR's)
DECORR_UNSAFE_P = float(os.environ.get('QPROP_ORACLE_DECORR_UNSAFE', DECORR_P))

# dml: the target's columns (name, type, family) and literals for each,
# with whether the column takes them (False: PostgreSQL raises an error)
DML_COLS = [('k', 'int', 'num'), ('e', 'mood34', 'text'), ('d', 'pos34', 'num'),
            ('c', 'code34', 'text'), ('j', 'json', 'text'), ('jb', 'jsonb', 'text'),
            ('ts', 'timestamptz', 'date'), ('v', 'varchar(4)', 'text'),
            ('n', 'numeric(5,2)', 'num')]
DML_LITS = {
    'e': [("'sad'", True), ("'ok'", True), ("'happy'", True), ('NULL', True),
          ("'meh'", False), ("'OK'", False)],
    'd': [("'1'", True), ('5', True), ("'42'", True), ('NULL', True), ('0', False),
          ("'-3'", False)],
    'c': [("'ab'", True), ("'xyz'", True), ("'a '", True), ('NULL', True), ("''", False),
          ("'abcd'", False), ("'ab   '", True)],
    'j': [("'{\"a\": 1}'", True), ("'[1, 2]'", True), ("'{\"a\": 1, \"a\": 2}'", True),
          ("'null'", True), ('NULL', True), ("'{bad'", False), ("' 3 '", True)],
    'jb': [("'{\"a\": 1}'", True), ("'{\"b\": [1, 2]}'", True),
           ("'{\"a\": 1, \"a\": 2}'", True), ("'null'", True), ('NULL', True),
           ("'{bad'", False), ("'1.50'", True)],
    'ts': [("'2024-03-01 00:00:00+01'", True), ("'2024-01-01'", True),
           ("'2024-03-31 02:30:00'", True), ("'2024-03-10 02:30:00'", True),
           ("'2024-03-01 00:00:00+05:30'", True), ("'epoch'", True), ("'infinity'", True),
           ('NULL', True), ("'2024-02-30'", False), ("'2024-04-06 02:30:00+13:45'", True)],
    'v': [("'ab'", True), ("'abcd'", True), ("''", True), ("'abcd    '", True),
          ('NULL', True), ("'abcde'", False), ("'a b '", True)],
    'n': [("'1.005'", True), ('2.5', True), ("'-0.5'", True), ("'999.99'", True),
          ('1e2', True), ('NULL', True), ("'999.995'", False), ('1000', False),
          ("'12.345'", True)],
}

# tz: instants near the month boundaries and DST changes of the zones,
# written with explicit offsets so that they load alike in any session
TZ_INSTANTS = [
    '2024-01-31 23:00:00+00', '2024-02-01 00:00:00+00', '2024-01-31 23:30:00+00',
    '2024-02-01 00:00:00+01', '2024-01-31 23:59:59+01', '2024-02-01 00:00:00-08',
    '2024-02-01 07:59:00+00', '2024-02-29 18:30:00+00', '2024-02-29 18:29:59+00',
    '2024-03-01 00:00:00+05:30', '2024-02-29 10:15:00+00', '2024-02-29 11:15:00+00',
    '2024-03-01 00:00:00+13', '2024-02-29 23:00:00+00', '2024-03-01 00:30:00+00',
    '2024-03-10 10:00:00+00', '2024-03-10 09:59:59+00', '2024-03-31 01:00:00+00',
    '2024-03-31 00:59:59+00', '2024-03-31 01:30:00+00', '2024-03-31 22:00:00+00',
    '2024-03-31 23:30:00+00', '2024-04-01 00:00:00+02', '2024-04-01 07:00:00+00',
    '2024-04-05 14:00:00+00', '2024-04-06 14:00:00+00', '2024-04-30 22:00:00+00',
    '2024-05-01 00:00:00+00', '2024-09-28 14:00:00+00', '2024-10-27 01:00:00+00',
    '2024-11-03 09:00:00+00', '2023-12-31 23:00:00+00', '2024-01-01 00:00:00+00',
    'infinity', '-infinity']
CAL_DAYS = ["'%s'" % d for d in [
    '2024-01-31', '2024-02-01', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02',
    '2024-03-09', '2024-03-10', '2024-03-11', '2024-03-30', '2024-03-31', '2024-04-01',
    '2024-04-06', '2024-04-07', '2024-04-30', '2024-05-01', '2024-09-29', '2024-10-27',
    '2024-11-03', '2023-12-31', '2024-01-01']]
TZ_LITS = ["'2024-03-01'", "'2024-02-01'", "'2024-04-01'", "DATE '2024-03-01'",
           "'2024-03-01'::date", "TIMESTAMP '2024-03-31 02:30'", "'2024-03-31 02:30:00'",
           "'2024-03-10 02:30'", "'2024-02-29 23:00'", "'2024-03-01 00:00:00+01'",
           "'2024-03-01 00:00:00+00'", "'2024-04-06'", "'2024-03-31'", "'2024-01-31 23:59:59'",
           "'2024-03-01 05:30'", "'2024-03-01'::timestamptz", "'2024-02-29'::date + 1",
           "'2024-03-10 02:30'::timestamp"]


# local times of tzl (timestamp): month edges, the DST changes of the zones
# the tz family runs in, infinity
TZ_LOCALS = ['2024-01-31 23:59:59.999999', '2024-02-01 00:00:00', '2024-02-29 23:00:00',
             '2024-03-01 00:00:00', '2024-03-10 02:30:00', '2024-03-10 03:00:00',
             '2024-03-31 02:30:00', '2024-03-31 01:59:59', '2024-04-01 00:00:00',
             '2024-04-30 23:59:59.999999', '2024-05-01 00:00:00', '2024-01-01 00:00:00',
             '2024-02-15 12:00:00', 'infinity', '-infinity']
# conditions on a function of a key (%s: the key)
KEY_FUNCS = ["%s::date BETWEEN '2024-02-01' AND '2024-02-29'", "%s::date = '2024-03-31'",
             "%s::date > '2024-01-31'", "%s::date < '2024-03-01'",
             "%s::date IN ('2024-02-01', '2024-04-30')",
             "date_trunc('month', %s) = '2024-03-01'", "date_trunc('month', %s) = '2024-03-02'",
             "date_trunc('week', %s) >= '2024-02-26'", "date_trunc('day', %s) < '2024-03-10 12:00'",
             "date_trunc('quarter', %s) = '2024-04-01'", "date_trunc('year', %s) > '2023-06-01'",
             "%s::date = 'infinity'", "%s::date IS NULL"]


class Extra:
    """An object of a family in the round's schema: its DDL, the names it
    needs (types, tables, functions it reads) and, for a table, its rows
    (SQL literal tuples)."""

    def __init__(self, name, ddl, deps=(), rows=None, cols=None):
        self.name = name
        self.lines = list(ddl)
        self.deps = list(deps)
        self.rows = list(rows) if rows is not None else []
        self.cols = cols          # column names, for a table
        self.is_table = rows is not None
        self.parent = None
        self.children = []

    def ddl(self):
        return list(self.lines)

    def in_tree(self):
        return False

    def descendants(self):
        return []

    def inserts(self, rows=None):
        rows = self.rows if rows is None else rows
        if not self.is_table or not rows:
            return []
        return ['INSERT INTO %s VALUES %s;' % (self.name, ', '.join(
            '(' + ', '.join(r) + ')' for r in rows))]


def q(s):
    return "'" + s.replace("'", "''") + "'"


class FamGen:
    """The four families of one round: their schema objects (added to
    sch.extra) and their cases."""

    def __init__(self, seed, rd, sch, families=FAMILIES):
        self.families = families
        self.r = random.Random('%d:%d/issue34' % (seed, rd))
        self.sch = sch
        self.g = QGen(self.r, sch)      # predicates over the families' columns
        self.g.nalias = 500             # its aliases apart from the family's own
        self.tags = set()
        self.comp = []                  # fields of c1: (name, type, fam, base, pool)
        self.build()

    def chance(self, p):
        return self.r.random() < p

    def add(self, *a, **k):
        self.sch.extra.append(Extra(*a, **k))

    # ---- schema objects ----

    FIELD_TYPES = [('int', 'num', 'int', ['0', '1', '2', '-1', '7']),
                   ('text', 'text', 'text', ["''", "'a'", "'b'", "'a '", "'zz'"]),
                   ('numeric(6,2)', 'num', 'numeric', ['0', '1.5', '2.25', '-1', '10']),
                   ('date', 'date', 'date', ["'2024-01-01'", "'2023-12-31'", "'2024-02-29'"]),
                   ('bigint', 'num', 'bigint', ['0', '1', '3', '4294967296'])]

    def build(self):
        r = self.r
        # srf: a composite c1, a table of c1[] and plain arrays, functions
        names = ['fa', 'fb', 'fc']
        kinds = [self.FIELD_TYPES[0], self.FIELD_TYPES[1]] + \
            [r.choice(self.FIELD_TYPES[2:])] if self.chance(0.5) else \
            [r.choice(self.FIELD_TYPES[:1] + self.FIELD_TYPES[2:]), self.FIELD_TYPES[1]]
        self.comp = [(n,) + k for n, k in zip(names, kinds)]
        self.add('c1', ['CREATE TYPE c1 AS (%s);' % ', '.join(
            '%s %s' % (f[0], f[1]) for f in self.comp)])
        rows = []
        for k in range(1, r.randint(4, 9)):
            rows.append([str(k), self.arr_lit(), self.int_arr(), self.text_arr(),
                         self.json_lit()])
        if self.chance(0.5):
            rows.append([str(r.randint(1, 3))] + [self.arr_lit(), self.int_arr(),
                                                  self.text_arr(), self.json_lit()])
        self.add('ca1', ['CREATE TABLE ca1 (k int, arr c1[], xs int[], ys text[], js jsonb);'],
                 ['c1'], rows, ['k', 'arr', 'xs', 'ys', 'js'])
        t0 = [t for t in self.sch.tables if t.name == 't0'][0]
        self.t0 = t0
        self.add('f34_rows', [
            'CREATE FUNCTION f34_rows(numeric) RETURNS SETOF t0 LANGUAGE sql STABLE '
            'AS $$ SELECT * FROM t0 WHERE k >= $1 $$;'], ['t0'])
        self.add('f34_above', [
            'CREATE FUNCTION f34_above(int) RETURNS SETOF ca1 LANGUAGE sql STABLE '
            'AS $$ SELECT * FROM ca1 WHERE k > $1 $$;'], ['ca1'])
        f0 = self.comp[0]
        self.add('f34_tab', [
            'CREATE FUNCTION f34_tab(lim int) RETURNS TABLE (k int, n bigint, s %s) '
            'LANGUAGE sql STABLE AS $$ SELECT x.k, count(u.%s), min(u.%s) FROM ca1 AS x '
            'LEFT JOIN LATERAL unnest(x.arr) AS u ON true WHERE x.k <= lim '
            'GROUP BY x.k $$;' % (f0[1] if f0[1] != 'int' else 'int', f0[0], f0[0])],
            ['ca1'])
        self.add('f34_comp', [
            'CREATE FUNCTION f34_comp(int) RETURNS SETOF c1 LANGUAGE sql STABLE '
            'AS $$ SELECT u.* FROM ca1 AS x, unnest(x.arr) AS u WHERE x.k = $1 $$;'],
            ['ca1'])
        self.add('f34_pair', [
            "CREATE FUNCTION f34_pair(a int, b text DEFAULT 'a') RETURNS TABLE (p int, q text) "
            "LANGUAGE sql IMMUTABLE AS $$ VALUES (a, b), (a + 1, NULL), (NULL, b) $$;"])
        # dml: an enum, domains with CHECK, a target of each type
        self.add('mood34', ["CREATE TYPE mood34 AS ENUM ('sad', 'ok', 'happy');"])
        self.add('pos34', ['CREATE DOMAIN pos34 AS int CHECK (VALUE > 0);'])
        self.add('code34', ["CREATE DOMAIN code34 AS varchar(3) CHECK (VALUE <> '');"])
        rows = []
        for k in range(1, r.randint(4, 8)):
            rows.append([str(k)] + [self.dml_val(c[0], valid=True) for c in DML_COLS[1:]])
        self.add('dm1', ['CREATE TABLE dm1 (k int PRIMARY KEY, %s);' % ', '.join(
            '%s %s' % (c, t) for c, t, _ in DML_COLS[1:])], ['mood34', 'pos34', 'code34'],
            rows, [c for c, _, _ in DML_COLS])
        rows = []
        for k in range(r.randint(3, 7)):
            rows.append([r.choice(['1', '2', '3', '5', '8', 'NULL']), r.choice(
                ["'sad'", "'ok'", "'happy'", 'NULL']), self.dml_val('v', True),
                self.dml_val('ts', True), r.choice(['1', '2.5', 'NULL', '-1']),
                self.dml_val('jb', True)])
        self.add('dm2', ['CREATE TABLE dm2 (k int, e mood34, v text, ts timestamptz, '
                         'n numeric, jb jsonb);'], ['mood34'], rows,
                 ['k', 'e', 'v', 'ts', 'n', 'jb'])
        # tz: a table partitioned by month on timestamptz (bounds written
        # with an offset, as pg_dump writes them), one that is not, and a
        # calendar of dates
        off = r.choice(['+00', '+01', '-08', '+05:30', '+13:45'])
        parts = ['CREATE TABLE tz1 (id int, ts timestamptz, v text) PARTITION BY RANGE (ts);']
        months = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01']
        for i, (lo, hi) in enumerate(zip(months, months[1:])):
            if self.chance(0.85):
                parts.append("CREATE TABLE tz1_p%d PARTITION OF tz1 FOR VALUES FROM "
                             "('%s 00:00:00%s') TO ('%s 00:00:00%s');" % (i, lo, off, hi, off))
        parts.append('CREATE TABLE tz1_def PARTITION OF tz1 DEFAULT;')
        rows = []
        for i in range(r.randint(10, 25)):
            rows.append([str(i), self.tz_val(), r.choice(["'a'", "'b'", 'NULL'])])
        self.add('tz1', parts, (), rows, ['id', 'ts', 'v'])
        rows = []
        for i in range(r.randint(5, 12)):
            rows.append([str(i), self.tz_val(), r.choice(CAL_DAYS + ['NULL'])])
        self.add('tz2', ['CREATE TABLE tz2 (id int, ts timestamptz, d date);'], (), rows,
                 ['id', 'ts', 'd'])
        # issue 37: a table partitioned by month on a timestamp (local
        # time) compared with timestamptz values and through functions of
        # its key (::date, date_trunc, AT TIME ZONE 'UTC' of tz1's key)
        parts = ['CREATE TABLE tzl (id int, ts timestamp, k smallint) PARTITION BY RANGE (ts);']
        for i, (lo, hi) in enumerate(zip(months, months[1:])):
            if self.chance(0.85):
                parts.append("CREATE TABLE tzl_p%d PARTITION OF tzl FOR VALUES FROM "
                             "('%s') TO ('%s');" % (i, lo, hi))
        if self.chance(0.5):
            parts.append("CREATE TABLE tzl_gap PARTITION OF tzl FOR VALUES FROM "
                         "('2024-05-01') TO ('2024-05-01 00:00:00.000001');")
        parts.append('CREATE TABLE tzl_def PARTITION OF tzl DEFAULT;')
        rows = []
        for i in range(r.randint(10, 25)):
            rows.append([str(i), 'NULL' if self.chance(0.08) else q(r.choice(TZ_LOCALS)),
                         r.choice(['1', '2', '3', 'NULL'])])
        self.add('tzl', parts, (), rows, ['id', 'ts', 'k'])
        # issue 37: smallint keys (an application's enum columns) across
        # outer, semi and anti joins, the nullable side partitioned by them
        rows = [[str(i), r.choice(['1', '2', '3', '4', 'NULL', '-1'])]
                for i in range(r.randint(4, 10))]
        self.add('xr', ['CREATE TABLE xr (id int, k smallint, big bigint);'], (),
                 [x + [r.choice(['1', '2', '3', 'NULL', '40000'])] for x in rows],
                 ['id', 'k', 'big'])
        parts = ['CREATE TABLE xk (rid int, k smallint, v text) PARTITION BY LIST (k);',
                 'CREATE TABLE xk_1 PARTITION OF xk FOR VALUES IN (1);',
                 'CREATE TABLE xk_2 PARTITION OF xk FOR VALUES IN (2, NULL);',
                 'CREATE TABLE xk_3 PARTITION OF xk FOR VALUES IN (3, 4);']
        if self.chance(0.6):
            parts.append('CREATE TABLE xk_def PARTITION OF xk DEFAULT;')
        vals = ['1', '2', '3', '4', 'NULL'] + (['5', '-1'] if len(parts) == 5 else [])
        rows = [[str(r.randint(0, 9)), r.choice(vals), r.choice(["'a'", "'b'", 'NULL'])]
                for _ in range(r.randint(5, 14))]
        self.add('xk', parts, (), rows, ['rid', 'k', 'v'])
        days = sorted(set(r.sample(CAL_DAYS, r.randint(6, len(CAL_DAYS)))))
        self.add('cal', ['CREATE TABLE cal (d date PRIMARY KEY, label text);'], (),
                 [[d, q('w%d' % i)] for i, d in enumerate(days)], ['d', 'label'])
        # whole rows on the nullable side of an outer join (gen.py seed 49):
        # a table, a view of it, a partitioned table, a function of the
        # row type; fixed rows (no draw: the other families' cases stay
        # those of their seed)
        self.add('wr1', ['CREATE TABLE wr1 (id int, a int, b text);'], (),
                 [['1', '1', "'x'"], ['2', 'NULL', 'NULL'], ['3', '3', 'NULL'],
                  ['4', '40', "'y'"]], ['id', 'a', 'b'])
        self.add('wv', ['CREATE VIEW wv AS SELECT id, a, b FROM wr1;'], ['wr1'])
        self.add('wfn', ['CREATE FUNCTION wfn(wr1) RETURNS int LANGUAGE sql STRICT '
                         'IMMUTABLE AS $$ SELECT 1 $$;'], ['wr1'])
        self.add('wp', ['CREATE TABLE wp (id int, a int) PARTITION BY RANGE (a);',
                        'CREATE TABLE wp_1 PARTITION OF wp FOR VALUES FROM (0) TO (10);',
                        'CREATE TABLE wp_2 PARTITION OF wp FOR VALUES FROM (10) TO (100);'],
                 (), [['1', '1'], ['3', '30'], ['4', '5']], ['id', 'a'])

    def arr_lit(self):
        r = self.r
        x = r.random()
        if x < 0.12:
            return 'NULL'
        if x < 0.2:
            return "'{}'::c1[]"
        elems = []
        for _ in range(r.randint(1, 4)):
            y = r.random()
            if y < 0.2:
                elems.append('NULL')
            elif y < 0.35:
                elems.append('ROW(%s)' % ', '.join('NULL' for _ in self.comp))
            else:
                elems.append('ROW(%s)' % ', '.join(
                    'NULL' if self.chance(0.2) else r.choice(f[4]) for f in self.comp))
        return 'ARRAY[%s]::c1[]' % ', '.join(elems)

    def int_arr(self):
        r = self.r
        if self.chance(0.1):
            return 'NULL'
        return "'{%s}'::int[]" % ','.join(r.choice(['1', '2', '3', 'NULL', '-1', '0'])
                                          for _ in range(r.randint(0, 4)))

    def text_arr(self):
        r = self.r
        if self.chance(0.1):
            return 'NULL'
        return 'ARRAY[%s]::text[]' % ', '.join(r.choice(["'a'", "'b'", 'NULL', "''", "'zz'"])
                                                for _ in range(r.randint(0, 3)))

    def json_lit(self):
        r = self.r
        if self.chance(0.1):
            return 'NULL'
        objs = []
        for _ in range(r.randint(0, 3)):
            objs.append('{"a": %s, "b": %s}' % (r.choice(['1', '2', 'null', '3']),
                                               r.choice(['"x"', '"y"', 'null', '""'])))
        return q('[%s]' % ', '.join(objs))

    def tz_val(self):
        r = self.r
        if self.chance(0.08):
            return 'NULL'
        return q(r.choice(TZ_INSTANTS))

    def dml_val(self, col, valid):
        pool = DML_LITS[col]
        good = [v for v, ok in pool if ok]
        if valid:
            return self.r.choice(good)
        return self.r.choice([v for v, _ in pool])

    # ---- srf: functions returning composites and records in FROM ----

    def comp_refs(self, a):
        return [Ref(a, f[0], f[2], f[3], True) for f in self.comp]

    def srf_item(self, x):
        """A FROM item over ca1 AS x (x None: not lateral): (sql, refs,
        whole-row alias or None, tags)."""
        r = self.r
        k = r.random()
        if k < 0.4 or x is None:
            src = ('%s.arr' % x) if x else r.choice([
                'ARRAY[ROW(1, NULL), NULL, ROW(NULL, NULL)]::c1[]',
                "(SELECT arr FROM ca1 WHERE k = 1)", "'{}'::c1[]"])
            self.tags.update(['srf-composite'])
            if self.chance(0.25):
                # an alias list renames the composite's fields
                n = r.randint(1, len(self.comp))
                names = ['u%d' % i for i in range(n)]
                refs = [Ref('u', nm, f[2], f[3], True) for nm, f in zip(names, self.comp)] + \
                    self.comp_refs('u')[n:]
                self.tags.add('srf-alias-list')
                return 'unnest(%s) AS u(%s)' % (src, ', '.join(names)), refs, 'u'
            if self.chance(0.2):
                self.tags.add('srf-ordinality')
                return 'unnest(%s) WITH ORDINALITY AS u' % src, \
                    self.comp_refs('u') + [Ref('u', 'ordinality', 'num', 'bigint', True)], 'u'
            return 'unnest(%s) AS u' % src, self.comp_refs('u'), 'u'
        if k < 0.55:
            self.tags.add('srf-multi-arg')
            return 'unnest(%s.xs, %s.ys) AS u(p, s)' % (x, x), \
                [Ref('u', 'p', 'num', 'int', True), Ref('u', 's', 'text', 'text', True)], 'u'
        if k < 0.65:
            self.tags.add('srf-ordinality')
            return 'unnest(%s.xs) WITH ORDINALITY AS u(p, n)' % x, \
                [Ref('u', 'p', 'num', 'int', True), Ref('u', 'n', 'num', 'bigint', False)], 'u'
        if k < 0.75:
            self.tags.add('srf-rows-from')
            second = r.choice(['generate_series(1, 2)', 'unnest(%s.xs)' % x,
                               'generate_series(%s.k, 3)' % x])
            return 'ROWS FROM (unnest(%s.ys), %s) AS u(s, p)' % (x, second), \
                [Ref('u', 's', 'text', 'text', True), Ref('u', 'p', 'num', 'int', True)], 'u'
        if k < 0.9 and self.chance(0.35):
            # a polymorphic function bound by the composite (anyelement
            # := c1): the composite's columns
            self.tags.add('srf-populate')
            fn = r.choice(['jsonb_populate_recordset(NULL::c1, %s.js)',
                           'json_populate_recordset(NULL::c1, %s.js::json)',
                           'jsonb_populate_record(NULL::c1, %s.js -> 0)'])
            return '%s AS u' % (fn % x), self.comp_refs('u'), 'u'
        if k < 0.9:
            self.tags.add('srf-coldef')
            fn = r.choice(['json_to_recordset(%s.js::json)', 'jsonb_to_recordset(%s.js)',
                           'jsonb_to_record(%s.js -> 0)', 'json_to_record((%s.js -> 1)::json)'])
            return '%s AS j(a int, b text)' % (fn % x), \
                [Ref('j', 'a', 'num', 'int', True), Ref('j', 'b', 'text', 'text', True)], 'j'
        self.tags.add('srf-user-setof')
        return 'f34_comp(%s.k) AS u' % x, self.comp_refs('u'), 'u'

    def whole_row_items(self, a, scope):
        """A select item of the whole row a: a, a.*, (a).col,
        row_to_json(a), a IS NULL."""
        r = self.r
        col = r.choice([c for c in scope if c.qual == a] or [None])
        forms = ['%s' % a, '%s.*' % a, 'row_to_json(%s)' % a, '%s IS NULL' % a,
                 '(%s IS NOT NULL)' % a]
        if col is not None:
            forms.append('(%s).%s' % (a, col.name))
        return [r.choice(forms)]

    def whole_row_pred(self, a):
        self.tags.add('srf-whole-row')
        return N('bool', self.r.choice(['%s IS NULL', '%s IS NOT NULL', 'NOT (%s IS NULL)',
                                        'NOT (%s IS NOT NULL)', 'row_to_json(%s) IS NOT NULL',
                                        '%s::text <> \'()\''])
                 % a)

    def srf_case(self):
        r = self.r
        self.tags = set()
        self.g.tags = set()
        x = r.random()
        items, scope, conds, whole = [], [], [], None
        if x < 0.55:
            # ca1 AS x and a function of it
            xrefs = [Ref('x', 'k', 'num', 'int', True)]
            sql, refs, whole = self.srf_item('x')
            join = r.choice([', LATERAL ', ', ', ' CROSS JOIN LATERAL ', ' LEFT JOIN LATERAL ',
                             ' JOIN LATERAL ', ' LEFT JOIN '])
            if join in (', ', ' LEFT JOIN ') and 'srf-user-setof' in self.tags:
                join = ', '
            on = ''
            if 'JOIN' in join and 'CROSS' not in join:
                on = ' ON true' if self.chance(0.6) else ' ON %s' % render(self.g.pred(refs, 2))
                if join == ' LEFT JOIN ':
                    join = ' LEFT JOIN LATERAL '
            if 'LEFT' in join:
                refs = [c.nullable_if(True) for c in refs]
                self.tags.add('srf-left-lateral')
            frm = N('x', 'ca1 AS x%s%s%s' % (join, sql, on))
            scope = xrefs + refs
        elif x < 0.75:
            # a user function of a table's type (or RETURNS TABLE) joined
            # to a table, predicates above it
            t0 = self.t0
            fn = r.choice(['rows', 'rows', 'tab', 'above', 'pair'])
            if fn == 'rows':
                self.tags.add('srf-user-setof')
                call = 'f34_rows(%s)' % r.choice(['0', '1', '-1', '2.5', 'NULL'])
                refs = [Ref('f', c.name, c.fam, c.base, True, t0) for c in t0.cols]
            elif fn == 'above':
                self.tags.add('srf-user-setof')
                call = 'f34_above(%s)' % r.choice(['0', '2', '-5'])
                refs = [Ref('f', 'k', 'num', 'int', True)]
            elif fn == 'pair':
                self.tags.add('srf-user-table')
                call = r.choice(['f34_pair(%d)', "f34_pair(%d, 'b')", 'f34_pair(b => NULL, a => %d)']) \
                    % r.choice([1, 2, 5])
                refs = [Ref('f', 'p', 'num', 'int', True), Ref('f', 'q', 'text', 'text', True)]
            else:
                self.tags.add('srf-user-table')
                call = 'f34_tab(%s)' % r.choice(['3', '5', '1'])
                refs = [Ref('f', 'k', 'num', 'int', True), Ref('f', 'n', 'num', 'bigint', True)]
            whole = 'f'
            other = r.choice([t for t in self.sch.tables if t.parent is None])
            orefs = [Ref('y', c.name, c.fam, c.base, not c.notnull, other) for c in other.cols]
            jt = r.choice(['JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'FULL JOIN', ','])
            pairs = [(a, b) for a in refs for b in orefs if a.fam == b.fam]
            if jt == ',' or not pairs:
                frm = N('x', '%s AS f, %s AS y' % (call, other.name))
                if pairs:
                    a, b = r.choice(pairs)
                    conds.append(N('bool', '%s = %s' % (a.sql(), b.sql())))
            else:
                a, b = r.choice(pairs)
                frm = N('x', '%s AS f %s %s AS y ON %s = %s' % (call, jt, other.name,
                                                               a.sql(), b.sql()))
                if jt in ('LEFT JOIN', 'FULL JOIN'):
                    orefs = [c.nullable_if(True) for c in orefs]
                if jt in ('RIGHT JOIN', 'FULL JOIN'):
                    refs = [c.nullable_if(True) for c in refs]
            scope = refs + orefs
        else:
            # a record-returning function with a column definition list,
            # joined to a table
            self.tags.add('srf-coldef')
            js = '[%s]' % ', '.join('{"a": %s, "b": %s}' % (
                r.choice(['1', '2', '0', 'null', '5']), r.choice(['"a"', '"b"', 'null']))
                for _ in range(r.randint(0, 4)))
            fn = r.choice(['json_to_recordset(%s)' % q(js), 'jsonb_to_recordset(%s)' % q(js),
                           'jsonb_to_record(%s)' % q('{"a": 1, "b": "x"}'),
                           'json_to_record(%s)' % q('{"a": null, "b": "a"}')])
            other = r.choice([t for t in self.sch.tables if t.parent is None])
            orefs = [Ref('y', c.name, c.fam, c.base, not c.notnull, other) for c in other.cols]
            refs = [Ref('j', 'a', 'num', 'int', True), Ref('j', 'b', 'text', 'text', True)]
            if self.chance(0.3):
                self.tags.add('srf-ordinality')
                fn += ' WITH ORDINALITY'
                refs.append(Ref('j', 'n', 'num', 'bigint', False))
            jt = r.choice(['JOIN', 'LEFT JOIN', 'RIGHT JOIN'])
            coldef = ' AS j(a int, b text)'
            if 'ORDINALITY' in fn:
                # a column definition list and WITH ORDINALITY go through
                # ROWS FROM
                self.tags.add('srf-rows-from')
                fn = 'ROWS FROM (%s AS (a int, b text)) WITH ORDINALITY' % \
                    fn.replace(' WITH ORDINALITY', '')
                coldef = ' AS j(a, b, n)'
            frm = N('x', '%s AS y %s %s%s ON y.k = j.a' % (other.name, jt, fn, coldef))
            scope = orefs + refs
            whole = 'j'
        # select list
        if whole and self.chance(0.35):
            self.tags.add('srf-whole-row')
            items += self.whole_row_items(whole, scope)
        if self.chance(0.2):
            items.append('*')
            self.tags.add('srf-star')
        for _ in range(r.randint(0 if items else 1, 2)):
            c = r.choice(scope)
            if c.qual == 'u' and c.name.startswith('f') and self.chance(0.4):
                items.append('(u).%s' % c.name)
            else:
                items.append(c.sql())
        # predicates above the function
        for _ in range(r.choice([0, 1, 1, 2, 2, 3])):
            if whole and self.chance(0.3):
                conds.append(self.whole_row_pred(whole))
            else:
                conds.append(self.g.pred(scope, 1, nullable_bias=True))
        # (the predicates' own shapes, self.g.tags, are not counted: the
        # census of the other families stays that of their cases)
        where = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        return N('sel', 'SELECT ', L('x', [N('x', i) for i in items], ', '), ' FROM ', frm,
                 where)

    # ---- ddl: scripts that drop and recreate ----

    def ddl_case(self):
        """A script: DDL, its rows, queries between; some statements fail
        on PostgreSQL (a DROP without CASCADE that others depend on, a
        view that changes a column's type), and qprop must fail on the
        same ones.  N('script', L of statements)."""
        r = self.r
        self.tags = set()
        st = []

        def s(sql, sort='stmt'):
            st.append(N(sort, sql))

        def query(obj, cols):
            """a query on obj: SELECT * or some of its columns (name, fam,
            literal) with a filter."""
            x = r.random()
            if x < 0.3 or not cols:
                s(N('sel', 'SELECT * FROM %s' % obj), 'query')
                return
            if x < 0.45:
                s(N('sel', 'SELECT count(*) FROM %s' % obj), 'query')
                return
            picked = r.sample(cols, min(len(cols), r.randint(1, 2)))
            conds = []
            for name, fam, lits in r.sample(cols, min(len(cols), r.randint(0, 2))):
                op = r.choice(CMP + [' IS NULL', ' IS NOT NULL'])
                if op.startswith(' IS'):
                    conds.append(N('bool', '%s%s' % (name, op)))
                else:
                    conds.append(N('bool', '%s %s %s' % (name, op, r.choice(lits))))
            s(N('sel', 'SELECT ', L('x', [N('x', c[0]) for c in picked], ', '),
                ' FROM %s' % obj,
                Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''), 'query')

        def rows(n, gen):
            return ', '.join('(%s)' % ', '.join(gen(i)) for i in range(n))

        xtype, xlits = r.choice([('int', ['1', '2', '0', '-1']), ('text', ["'a'", "'b'", "''"]),
                                 ('date', ["'2024-01-01'", "'2023-12-31'"]),
                                 ('numeric(6,2)', ['1.5', '2', '0'])])
        ID = ('id', 'num', ['1', '2', '3', '5'])
        X = ('x', 'num' if xtype in ('int', 'numeric(6,2)') else xtype, xlits)
        Y = ('y', 'text', ["'a'", "'b'"])
        block = r.choice(['chain', 'chain', 'pgdump', 'types', 'round', 'partadd',
                          'remade'])
        if block == 'partadd':
            self.partadd(s)
        elif block == 'remade':
            self.remade(s, query)
        elif block in ('chain', 'round'):
            # a table, views on it and on each other, perhaps a
            # materialized view; then a DROP or a replacement
            if block == 'round':
                base = r.choice([t for t in self.sch.tables if t.parent is None
                                 and not t.children])
                tname = base.name
                c0 = base.cols[-1]
                X = (c0.name, c0.fam, [sql_lit(c0.base, v) for v in c0.values(r)[:4]] or ['NULL'])
                ID = ('k', 'num', ['1', '2', '3', '0'])
                self.tags.add('ddl-round-table')
            else:
                tname = 'dt'
                s('CREATE TABLE dt (id int PRIMARY KEY, x %s, y text);' % xtype)
                s('INSERT INTO dt VALUES %s;' % rows(r.randint(2, 6), lambda i: [
                    str(i + 1), r.choice(xlits + ['NULL']), r.choice(["'a'", "'b'", 'NULL'])]))
            s('CREATE VIEW dv1 AS SELECT %s, %s FROM %s WHERE %s > %s;'
              % (ID[0], X[0], tname, ID[0], r.choice(['0', '1', '2'])))
            nested = self.chance(0.7)
            if nested:
                self.tags.add('ddl-view-chain')
                s('CREATE VIEW dv2 AS SELECT v.%s, v.%s, w.%s AS n FROM dv1 AS v LEFT JOIN '
                  '%s AS w ON w.%s = v.%s;' % (ID[0], X[0], ID[0], tname, ID[0], ID[0]))
            mat = self.chance(0.3)
            if mat:
                self.tags.add('ddl-matview')
                s('CREATE MATERIALIZED VIEW dm AS SELECT %s, count(*) AS n FROM %s GROUP BY %s;'
                  % (X[0], tname, X[0]))
            if self.chance(0.5):
                query(r.choice(['dv1', 'dv2'] if nested else ['dv1']), [ID, X])
            act = r.choice(['drop-view', 'drop-view-cascade', 'drop-table',
                            'drop-table-cascade', 'recreate', 'recreate', 'replace',
                            'drop-column', 'wrong-kind', 'if-exists', 'rename',
                            'rename'])
            if act == 'drop-view':
                self.tags.add('ddl-drop-restrict')
                s('DROP VIEW dv1;')
            elif act == 'drop-view-cascade':
                self.tags.add('ddl-drop-cascade')
                s('DROP VIEW dv1 CASCADE;')
            elif act == 'drop-table':
                self.tags.add('ddl-drop-restrict')
                s('DROP TABLE %s;' % tname)
            elif act in ('drop-table-cascade', 'recreate'):
                self.tags.add('ddl-drop-cascade')
                s('DROP TABLE %s CASCADE;' % tname)
                if act == 'recreate':
                    self.tags.add('ddl-recreate')
                    ntype = r.choice(['bigint', 'text', 'date'])
                    s('CREATE TABLE %s (z %s, %s text, %s int);' % (tname, ntype, X[0], ID[0]))
                    s('INSERT INTO %s VALUES %s;' % (tname, rows(r.randint(1, 5), lambda i: [
                        r.choice({'bigint': ['1', '2', 'NULL'], 'text': ["'q'", 'NULL'],
                                  'date': ["'2024-01-01'", 'NULL']}[ntype]),
                        r.choice(["'a'", "'1'", 'NULL']), str(r.randint(0, 4))])))
                    s('CREATE VIEW dv1 AS SELECT z, %s FROM %s WHERE %s IS NOT NULL;'
                      % (X[0], tname, ID[0]))
                    X = (X[0], 'text', ["'a'", "'1'"])
            elif act == 'replace':
                self.tags.add('ddl-replace-view')
                s(r.choice(['CREATE OR REPLACE VIEW dv1 AS SELECT %(i)s, %(x)s, %(i)s + 1 AS id2 '
                            'FROM %(t)s;',
                            'CREATE OR REPLACE VIEW dv1 AS SELECT %(i)s, %(i)s AS %(x)s FROM %(t)s;',
                            'CREATE OR REPLACE VIEW dv1 AS SELECT %(x)s, %(i)s FROM %(t)s;',
                            'CREATE OR REPLACE VIEW dv1 AS SELECT %(i)s FROM %(t)s;',
                            'CREATE OR REPLACE VIEW dv1 AS SELECT %(i)s, %(x)s FROM %(t)s '
                            'WHERE %(i)s < 3;'])
                  % {'i': ID[0], 'x': X[0], 't': tname})
            elif act == 'drop-column':
                self.tags.add('ddl-drop-restrict')
                cas = r.choice(['', ' CASCADE'])
                if cas:
                    self.tags.add('ddl-drop-cascade')
                s('ALTER TABLE %s DROP COLUMN %s%s;' % (tname, X[0], cas))
            elif act == 'rename':
                # PostgreSQL's views hold the relation, not its name: they
                # read it renamed, moved, beside a new one of the old name
                self.tags.add('ddl-rename')
                s('ALTER TABLE %s RENAME TO %s_r;' % (tname, tname))
                if self.chance(0.5):
                    s('CREATE SCHEMA IF NOT EXISTS ds;')
                    s('ALTER TABLE %s_r SET SCHEMA ds;' % tname)
                    renamed = 'ds.%s_r' % tname
                else:
                    renamed = '%s_r' % tname
                if self.chance(0.5):
                    s('CREATE TABLE %s (%s int, %s text);' % (tname, ID[0], X[0]))
                    s("INSERT INTO %s VALUES (1, 'new'), (7, NULL);" % tname)
                    objs_new = [(tname, [ID, (X[0], 'text', ["'new'"])])]
                else:
                    objs_new = []
                if self.chance(0.5):
                    s('ALTER VIEW dv1 RENAME TO dv1_r;')
                    query('dv1_r', [ID, X])
                else:
                    query('dv1', [ID, X])
                query(renamed, [ID, X])
                for o, c in objs_new:
                    query(o, c)
            elif act == 'wrong-kind':
                self.tags.add('ddl-drop-restrict')
                s(r.choice(['DROP TABLE dv1;', 'DROP VIEW %s;' % tname,
                            'DROP MATERIALIZED VIEW dv1;', 'DROP VIEW dm;']))
            else:
                s(r.choice(['DROP VIEW IF EXISTS dv9, dv1 CASCADE;', 'DROP VIEW IF EXISTS dv9;',
                            'DROP TABLE IF EXISTS dt9 CASCADE;', 'DROP VIEW dv2, dv1;',
                            'DROP VIEW dv1, dv2;']))
            objs = [('dv1', [ID, X]), (tname, [ID, X])]
            if nested:
                objs.append(('dv2', [ID, X, ('n', 'num', ['1', '2'])]))
            if mat:
                objs.append(('dm', [X, ('n', 'num', ['1', '2'])]))
            for _ in range(r.randint(1, 3)):
                query(*r.choice(objs))
        elif block == 'pgdump':
            # pg_dump's order: a placeholder view, the table, its key,
            # the view's real query (grouped by the key, other columns
            # of the table read through it)
            self.tags.add('ddl-pgdump-view')
            extra = self.chance(0.6)
            s('CREATE VIEW dp AS SELECT NULL::integer AS id, NULL::bigint AS n%s;'
              % (', NULL::text AS y' if extra else ''))
            s('CREATE TABLE dpt (id integer NOT NULL, y text, x %s);' % xtype)
            s('INSERT INTO dpt VALUES %s;' % rows(r.randint(1, 6), lambda i: [
                str(i + 1), r.choice(["'a'", "'b'", 'NULL']), r.choice(xlits + ['NULL'])]))
            s('ALTER TABLE ONLY dpt ADD CONSTRAINT dpt_pkey PRIMARY KEY (id);')
            if self.chance(0.8):
                s('CREATE OR REPLACE VIEW dp AS SELECT dpt.id, count(*) AS n%s FROM dpt '
                  '%sGROUP BY dpt.id;' % (', dpt.y' if extra else '', r.choice(
                      ['', 'LEFT JOIN t0 ON t0.k = dpt.id ', 'WHERE dpt.x IS NOT NULL '])))
            else:
                # the placeholder's types do not match: PostgreSQL refuses
                s('CREATE OR REPLACE VIEW dp AS SELECT dpt.id, count(*)::int AS n%s FROM dpt '
                  'GROUP BY dpt.id;' % (', dpt.y' if extra else ''))
            if self.chance(0.35):
                # the view groups by the key: PostgreSQL refuses the drop
                # without CASCADE and drops the view with it
                self.tags.add('ddl-drop-pkey')
                cas = r.choice(['', ' CASCADE'])
                s('ALTER TABLE dpt DROP CONSTRAINT %sdpt_pkey%s;'
                  % (r.choice(['', 'IF EXISTS ']), cas))
                if cas and self.chance(0.6):
                    s('CREATE VIEW dp AS SELECT id, count(*) AS n%s FROM dpt GROUP BY id%s;'
                      % (', max(y) AS y' if extra else '', ''))
                    if self.chance(0.5):
                        s(N('sel', 'SELECT id, y FROM dpt GROUP BY id'), 'query')
            cols = [ID, ('n', 'num', ['1', '2', '0'])] + ([Y] if extra else [])
            for _ in range(r.randint(1, 3)):
                query('dp', cols)
            if self.chance(0.3):
                s(N('sel', 'SELECT p.id, p.n, d.x FROM dp AS p JOIN dpt AS d ON d.id = p.id WHERE ',
                    N('bool', 'p.n %s 1' % r.choice(CMP))), 'query')
        else:
            # a domain, an enum and a composite under a table and a view;
            # DROP ... [CASCADE] of one of them
            self.tags.add('ddl-drop-type')
            s('CREATE DOMAIN dd AS int CHECK (VALUE > 0);')
            s("CREATE TYPE de AS ENUM ('lo', 'mid', 'hi');")
            s('CREATE TYPE dc AS (p int, q text);')
            s('CREATE TABLE dty (id int, p dd, e de, c dc, r text);')
            s('INSERT INTO dty VALUES %s;' % rows(r.randint(1, 5), lambda i: [
                str(i), r.choice(['1', '7', 'NULL']), r.choice(["'lo'", "'hi'", 'NULL']),
                r.choice(["ROW(1, 'a')", 'NULL', 'ROW(NULL, NULL)']), r.choice(["'a'", 'NULL'])]))
            funcs = self.chance(0.5)
            if funcs:
                # DROP TYPE ... CASCADE drops the functions whose
                # signature names the type, and the views calling them
                self.tags.add('ddl-drop-type-func')
                s("CREATE FUNCTION dfe(de) RETURNS int LANGUAGE sql AS "
                  "$$SELECT CASE WHEN $1 = 'hi' THEN 1 ELSE 0 END$$;")
                s("CREATE FUNCTION dfd(int) RETURNS dd LANGUAGE sql AS $$SELECT $1::dd$$;")
                s('CREATE DOMAIN dd2 AS dd;')
                s('ALTER TABLE dty ADD COLUMN q dd2;')
                s('CREATE VIEW dfv AS SELECT id, dfe(e) AS f, r FROM dty;')
            if self.chance(0.6):
                s('CREATE VIEW dtv AS SELECT id, %s FROM dty;' % r.choice(['p', 'e', 'p, e', '(c).q']))
            what = r.choice(['DOMAIN dd', 'TYPE de', 'TYPE dc', 'DOMAIN dd', 'TYPE dd'])
            cas = r.choice(['', ' CASCADE', ' CASCADE'])
            self.tags.add('ddl-drop-cascade' if cas else 'ddl-drop-restrict')
            s('DROP %s%s;' % (what, cas))
            cols = [ID, ('p', 'num', ['1', '2']), ('e', 'text', ["'lo'", "'mid'"]),
                    ('r', 'text', ["'a'"])]
            for _ in range(r.randint(1, 3)):
                query(r.choice(['dty', 'dty', 'dtv']), cols)
            if self.chance(0.4):
                s(N('sel', "SELECT (c).q, c FROM dty WHERE c IS NOT NULL"), 'query')
            if funcs:
                query(r.choice(['dfv', 'dty']), [ID, ('r', 'text', ["'a'"])])
                if self.chance(0.5):
                    s(N('sel', r.choice(["SELECT dfe('hi')", 'SELECT dfd(2)',
                                         'SELECT * FROM dfv'])), 'query')
        return N('script', L('x', st, '\n', 1))

    def remade(self, s, query):
        """ddl_case's 'remade' block: a table PostgreSQL may refuse to
        make (a FOREIGN KEY's column or its ON DELETE SET NULL (cols) not
        there or not in the key, a column list after ON UPDATE, ON COMMIT
        on a table that is not temporary), then a table of that name with
        other columns, queries reading both forms; or a table that an ON
        SELECT rule makes a view (no system columns then)."""
        r = self.r
        if self.chance(0.3):
            self.tags.add('ddl-select-rule')
            s('CREATE TABLE drv (x int NOT NULL, y text);')
            s('CREATE RULE "_RETURN" AS ON SELECT TO drv DO INSTEAD '
              "SELECT %s AS x, 'a'::text AS y;" % r.choice(['1', '-1', 'NULL::int']))
            for _ in range(r.randint(1, 2)):
                s(N('sel', r.choice(['SELECT xmin, * FROM drv', 'SELECT ctid, x FROM drv',
                                     'SELECT * FROM drv WHERE x IS NULL',
                                     'SELECT count(*) FROM drv WHERE y = \'a\''])), 'query')
            return
        self.tags.add('ddl-remade')
        s('CREATE TABLE dk (tid int, id int, PRIMARY KEY (tid, id));')
        s("INSERT INTO dk VALUES (1, 1), (1, 2), (2, 1);")
        first = r.choice([
            'FOREIGN KEY (tid, id) REFERENCES dk ON DELETE SET NULL (bar)',
            'FOREIGN KEY (tid, id) REFERENCES dk ON DELETE SET NULL (foo)',
            'FOREIGN KEY (tid, foo) REFERENCES dk ON UPDATE SET NULL (foo)',
            'FOREIGN KEY (tid, foo) REFERENCES dk ON UPDATE SET DEFAULT (tid)',
            'FOREIGN KEY (tid, nosuch) REFERENCES dk',
            'FOREIGN KEY (tid, foo) REFERENCES dk ON DELETE SET NULL (foo)',
            'FOREIGN KEY (tid, foo) REFERENCES dk ON DELETE SET DEFAULT (tid, foo) '
            'ON UPDATE CASCADE'])
        oncommit = self.chance(0.3)
        if oncommit:
            # not TEMP ... ON COMMIT DROP: the script runs in a block qprop
            # is not told of, which would drop it at once
            s('CREATE %s (tid int, id int, foo int) ON COMMIT %s;'
              % r.choice([('TABLE dr', 'DROP'), ('TABLE dr', 'DELETE ROWS'),
                          ('TABLE dr', 'PRESERVE ROWS'), ('TEMP TABLE dr', 'DELETE ROWS'),
                          ('TEMP TABLE dr', 'PRESERVE ROWS')]))
        else:
            s('CREATE TABLE dr (tid int, id int, foo int, %s);' % first)
        s('CREATE TABLE dr (tid int, id int, bar text);')
        s("INSERT INTO dr VALUES (1, 1, %s), (2, 1, NULL);"
          % r.choice(['1', "'1'"]))
        cols = [('tid', 'num', ['1', '2']), ('id', 'num', ['1', '0'])]
        for _ in range(r.randint(1, 3)):
            query('dr', cols + [r.choice([('foo', 'num', ['1']), ('bar', 'text', ["'1'"])])])

    def partadd(self, s):
        """ddl_case's 'partadd' block (issue 37's standard: qprop's SQL
        stays right after partitions are added): a partitioned table whose
        partitions hold none of the rows some queries' filters accept
        (given, or derived through a join from a calendar), the queries
        (qprop prints them then), a partition that holds such rows created
        or attached, its rows, and each query again as REPLAY: PostgreSQL
        runs it as written and the SQL qprop printed before the partition
        was there.  RANGE, LIST, and RANGE over a sub-partitioned
        partition that has no leaf yet; CREATE ... PARTITION OF, DEFAULT,
        ATTACH PARTITION."""
        r = self.r
        self.tags.add('ddl-partition-added')
        kind = r.choice(['range', 'range', 'list', 'multi'])
        if kind == 'list':
            key = 'k'
            s('CREATE TABLE dpa (id int, d date, k int) PARTITION BY LIST (k);')
            s('CREATE TABLE dpa1 PARTITION OF dpa FOR VALUES IN (1, 2);')
            s("INSERT INTO dpa VALUES (1, '2024-01-05', 1), (2, NULL, 2), (3, '2024-03-01', 1);")
            misses = ['%s = 3', '%s IN (3, 4)', '%s IS NULL', '%s > 2', '%s BETWEEN 3 AND 5']
        else:
            key = 'd'
            s('CREATE TABLE dpa (id int, d date, k int) PARTITION BY RANGE (d);')
            s("CREATE TABLE dpa1 PARTITION OF dpa FOR VALUES FROM ('2024-01-01') TO ('2024-02-01');")
            if kind == 'multi':
                s("CREATE TABLE dpa2 PARTITION OF dpa FOR VALUES FROM ('2024-02-01') "
                  "TO ('2024-03-01') PARTITION BY LIST (k);")
            s("INSERT INTO dpa VALUES (1, '2024-01-05', 1), (2, '2024-01-31', NULL), "
              "(3, '2024-01-01', 3);")
            misses = ["%s >= '2024-03-01'", "%s = '2024-03-05'", "%s IS NULL",
                      "%s BETWEEN '2024-02-10' AND '2024-04-10'", "%s > '2024-02-29'"]
            if kind == 'multi':
                misses += ["%s >= '2024-02-01'", "%s = '2024-02-10'"]
        s('CREATE TABLE dpc (d date, k int, tag text);')
        s("INSERT INTO dpc VALUES ('2024-01-05', 1, 'a'), ('2024-02-10', 3, 'b'), "
          "('2024-03-05', 4, 'c'), (NULL, NULL, 'd'), ('2024-04-01', 5, 'e'), "
          "('2024-03-05', 3, 'f');")
        shapes = [
            'SELECT * FROM dpa AS a WHERE {a}',
            'SELECT count(*), max(a.id) FROM dpa AS a WHERE {a}',
            'SELECT c.tag, a.id FROM dpc AS c JOIN dpa AS a ON a.{k} = c.{k} WHERE {c}',
            'SELECT c.tag, a.id FROM dpc AS c LEFT JOIN dpa AS a ON a.{k} = c.{k} WHERE {c}',
            'SELECT c.tag FROM dpc AS c WHERE NOT EXISTS '
            '(SELECT 1 FROM dpa AS a WHERE a.{k} = c.{k} AND {a})',
            'SELECT c.tag FROM dpc AS c WHERE c.{k} IN (SELECT a.{k} FROM dpa AS a WHERE {a})',
            'SELECT c.tag FROM dpc AS c WHERE c.{k} NOT IN '
            '(SELECT a.{k} FROM dpa AS a WHERE {a} AND a.{k} IS NOT NULL)',
            'SELECT c.tag, (SELECT count(*) FROM dpa AS a WHERE a.{k} = c.{k} AND {a}) '
            'FROM dpc AS c',
            'WITH w AS (SELECT * FROM dpa AS a WHERE {a}) SELECT w.id, c.tag FROM w '
            'JOIN dpc AS c ON c.{k} = w.{k}',
            'SELECT a.{k} FROM dpa AS a WHERE {a} UNION SELECT c.{k} FROM dpc AS c '
            'WHERE c.tag = \'a\'',
            # the missed table beside an anti join: a correlated atom on its
            # key inside, or a subquery empty for good (a contradiction)
            'SELECT a.id FROM dpa AS a WHERE {a} AND NOT EXISTS '
            '(SELECT 1 FROM dpc AS c WHERE c.{k} = a.{k} AND {a})',
            'SELECT a.id FROM dpa AS a WHERE {a} AND NOT EXISTS '
            '(SELECT 1 FROM dpc AS c WHERE c.{k} = a.{k} AND c.tag = \'a\' '
            'AND c.tag = \'b\')',
            'SELECT a.id FROM dpa AS a WHERE {a} AND a.{k} NOT IN '
            '(SELECT c.{k} FROM dpc AS c WHERE c.tag = \'a\' AND c.tag = \'b\')',
            'SELECT s.id, c.tag FROM (SELECT * FROM dpa AS a WHERE {a}) AS s '
            'FULL JOIN dpc AS c ON c.{k} = s.{k}',
            'SELECT a.id, c.tag FROM dpa AS a JOIN dpc AS c ON c.{k} = a.{k} '
            'WHERE {a} AND c.tag = \'a\' AND c.tag = \'b\'',
            # a WITH item read beside the missed table and by other uses
            'WITH w AS (SELECT * FROM dpc AS c) SELECT w.tag FROM w, dpa AS a '
            'WHERE {a} UNION ALL SELECT w.tag FROM w WHERE w.tag = \'a\' '
            'UNION ALL SELECT w.tag FROM w WHERE w.tag = \'b\'',
        ]
        queries = []
        for _ in range(r.randint(1, 3)):
            m = r.choice(misses)
            q = r.choice(shapes).format(a=m % ('a.' + key), c=m % ('c.' + key), k=key)
            queries.append(q)
            s(N('sel', q), 'query')
        # the partition that holds such rows, and its rows
        if kind == 'list':
            act = r.choice(['create', 'default', 'attach'])
            rows = "(10, '2024-02-10', 3), (11, '2024-03-05', 4), (12, NULL, NULL), " \
                   "(13, '2024-04-01', 5)"
            if act == 'create':
                s('CREATE TABLE dpa3 PARTITION OF dpa FOR VALUES IN (3, 4, 5, NULL);')
            elif act == 'default':
                s('CREATE TABLE dpad PARTITION OF dpa DEFAULT;')
            else:
                s('CREATE TABLE dpa3 (id int, d date, k int);')
                s('INSERT INTO dpa3 VALUES %s;' % rows)
                s('ALTER TABLE dpa ATTACH PARTITION dpa3 FOR VALUES IN (3, 4, 5, NULL);')
                rows = None
        elif kind == 'multi':
            act = r.choice(['leaf', 'leaf-default', 'default'])
            if act == 'leaf':
                s('CREATE TABLE dpa2a PARTITION OF dpa2 FOR VALUES IN (1, 2, 3);')
                rows = "(10, '2024-02-10', 3), (11, '2024-02-20', 1)"
            elif act == 'leaf-default':
                s('CREATE TABLE dpa2d PARTITION OF dpa2 DEFAULT;')
                rows = "(10, '2024-02-10', 3), (11, '2024-02-20', NULL)"
            else:
                s('CREATE TABLE dpad PARTITION OF dpa DEFAULT;')
                rows = "(10, '2024-03-05', 3), (11, NULL, 1), (12, '2024-04-01', 4)"
        else:
            act = r.choice(['create', 'default', 'attach'])
            rows = "(10, '2024-03-05', 4), (11, '2024-04-01', 5), (12, '2024-03-01', 3)"
            if act == 'create':
                s("CREATE TABLE dpa3 PARTITION OF dpa FOR VALUES FROM ('2024-02-01') "
                  "TO ('2024-05-01');")
            elif act == 'default':
                s('CREATE TABLE dpad PARTITION OF dpa DEFAULT;')
                rows += ", (13, NULL, 1), (14, '2024-02-10', 3)"
            else:
                s('CREATE TABLE dpa3 (id int, d date, k int);')
                s('INSERT INTO dpa3 VALUES %s;' % rows)
                s("ALTER TABLE dpa ATTACH PARTITION dpa3 FOR VALUES FROM ('2024-03-01') "
                  "TO ('2024-05-01');")
                rows = None
        if rows:
            s('INSERT INTO dpa VALUES %s;' % rows)
        for q in queries:
            s(N('sel', REPLAY + q), 'query')

    # ---- dml: literals written into typed columns ----

    def dml_lit(self, col):
        ok = self.chance(0.88)
        return self.dml_val(col, ok)

    def dml_case(self):
        """(tree, zone): an UPDATE ... FROM, INSERT ... SELECT, INSERT ...
        VALUES or INSERT ... ON CONFLICT DO UPDATE of dm1 writing literals
        (some that the column refuses), perhaps RETURNING; run in a
        transaction rolled back, the table read after it."""
        r = self.r
        self.tags = set()
        cols = [c for c, _, _ in DML_COLS[1:]]
        pick = r.sample(cols, r.randint(1, 3))
        ret = ''
        retsel = None
        if self.chance(0.6):
            self.tags.add('dml-returning')
            retsel = r.choice(
                ['*', 't.k, t.%s' % pick[0], 't.k, t.%s::text' % pick[-1], 't', 't.*',
                 't.k, (SELECT count(*) FROM dm2)'])
            ret = Opt('x', ' RETURNING ' + retsel)
        spred = [N('bool', r.choice(["s.e = 'ok'", "s.e <> 'sad'", "s.v = 'ab'", 's.n > 1',
                                     "s.ts >= '2024-03-01'", "s.jb @> '{\"a\": 1}'",
                                     's.k IS NOT NULL', "s.e IN ('ok', 'happy')",
                                     "s.ts < '2024-03-31 02:30:00'"]))
                 for _ in range(r.randint(0, 2))]
        tpred = [N('bool', r.choice(["t.e = 'happy'", "t.v <> 'ab'", "t.n >= 1.5",
                                     "t.ts > '2024-03-01'", "t.jb ->> 'a' = '1'",
                                     "t.d IS NULL", "t.c = 'ab'", "t.e > 'sad'",
                                     "t.ts::date = '2024-03-01'", "t.j::text LIKE '%a%'"]))
                 for _ in range(r.randint(0, 2))]
        x = r.random()
        if x < 0.3:
            self.tags.add('dml-update-from')
            sets = L('x', [N('x', '%s = %s' % (c, self.dml_lit(c))) for c in pick], ', ')
            conds = [N('bool', 't.k = s.k')] + spred + tpred
            if retsel == '*':
                # RETURNING * of UPDATE ... FROM shows the one of several
                # matching rows of dm2 that PostgreSQL happened to use, by
                # its documentation not predictable: not comparable
                ret = Opt('x', ' RETURNING t.*')
            tree = N('dml', 'UPDATE dm1 AS t SET ', sets, ' FROM dm2 AS s WHERE ',
                     L('bool', conds, ' AND '), ret)
        elif x < 0.4:
            self.tags.add('dml-update')
            sets = L('x', [N('x', '%s = %s' % (c, self.dml_lit(c))) for c in pick], ', ')
            src = {'e': 's.e', 'v': 's.v', 'ts': 's.ts', 'n': 's.n', 'jb': 's.jb'}
            if len(pick) >= 2 and self.chance(0.6):
                # SET (a, b) = (x, y) | ROW(x, y) | (SELECT x, y ...):
                # assigned column by column, as PostgreSQL does
                self.tags.add('dml-update-multi')
                y = r.random()
                if y < 0.5 or not all(c in src for c in pick):
                    vals = ', '.join(self.dml_lit(c) for c in pick)
                    form = r.choice(['(%s)', 'ROW(%s)'])
                    sets = N('x', '(%s) = %s' % (', '.join(pick), form % vals))
                else:
                    agg = self.chance(0.3)
                    items = ', '.join(('max(%s)' if agg else '%s') % src[c] for c in pick)
                    cond = r.choice(['s.k = t.k', 's.k = t.k + 1', 's.k <= t.k', 'false'])
                    sets = N('x', '(%s) = (SELECT %s FROM dm2 AS s WHERE %s)'
                             % (', '.join(pick), items, cond))
            tree = N('dml', 'UPDATE dm1 AS t SET ', sets,
                     Opt('x', ' WHERE ', L('bool', tpred, ' AND ')) if tpred else '', ret)
        elif x < 0.6:
            self.tags.add('dml-insert-select')
            src = {'e': 's.e', 'v': 's.v::varchar(4)', 'ts': 's.ts', 'n': 's.n::numeric(5,2)',
                   'jb': 's.jb'}
            vals = [src[c] if c in src and self.chance(0.4) else self.dml_lit(c) for c in pick]
            tree = N('dml', 'INSERT INTO dm1 AS t (k, %s) SELECT s.k + %d, %s FROM dm2 AS s'
                     % (', '.join(pick), r.choice([100, 200, 0]), ', '.join(vals)),
                     Opt('x', ' WHERE ', L('bool', spred, ' AND ')) if spred else '',
                     self.on_conflict(pick), ret)
        else:
            self.tags.add('dml-insert-values')
            nrow = r.randint(1, 3)
            keys = [r.choice(['1', '2', '10', '11', '12']) for _ in range(nrow)]
            vals = L('x', [N('x', '(%s, %s)' % (k, ', '.join(self.dml_lit(c) for c in pick)))
                           for k in keys], ', ')
            tree = N('dml', 'INSERT INTO dm1 AS t (k, %s) VALUES ' % ', '.join(pick), vals,
                     self.on_conflict(pick), ret)
        zone = 'UTC'
        if self.chance(0.3):
            zone = r.choice(ZONES[1:])
            self.tags.add('tz-dml')
        return tree, zone

    def on_conflict(self, pick):
        r = self.r
        if not self.chance(0.5):
            return ''
        self.tags.add('dml-upsert')
        if self.chance(0.15):
            return ' ON CONFLICT DO NOTHING'
        sets = []
        for c in r.sample(pick, r.randint(1, len(pick))):
            sets.append('%s = %s' % (c, r.choice(['EXCLUDED.%s' % c, self.dml_lit(c),
                                                   't.%s' % c])))
        where = ''
        if self.chance(0.3):
            where = r.choice([" WHERE t.e <> 'sad'", ' WHERE t.n IS NULL',
                              " WHERE EXCLUDED.v <> 'ab'"])
        return N('x', ' ON CONFLICT (k) DO UPDATE SET %s%s' % (', '.join(sets), where))

    # ---- tz: timestamptz against dates and local times ----

    def tz_cond(self, col):
        r = self.r
        lit = r.choice(TZ_LITS)
        x = r.random()
        if x < 0.45:
            self.tags.add('tz-literal')
            return N('bool', '%s %s %s' % (col, r.choice(CMP), lit))
        if x < 0.6:
            self.tags.add('tz-literal')
            a, b = r.sample(TZ_LITS[:6] + TZ_LITS[6:10], 2)
            return N('bool', '%s BETWEEN %s AND %s' % (col, a, b))
        if x < 0.7:
            return N('bool', '%s IN (%s, %s)' % (col, lit, r.choice(TZ_LITS)))
        if x < 0.8:
            self.tags.add('tz-cast')
            return N('bool', r.choice(['%s::date = %s', "date_trunc('month', %s) = %s",
                                       "date_trunc('day', %s) >= %s", '%s::timestamp < %s',
                                       "(%s AT TIME ZONE 'UTC') >= %s"])
                     % (col, r.choice(TZ_LITS[:5])))
        if x < 0.86:
            return N('bool', '%s IS NULL' % col if self.chance(0.3) else '%s IS NOT NULL' % col)
        if x < 0.9:
            # the SQL value functions with a precision are keywords
            # (printed once as "current_time"(4)); a century away from
            # the data, so the rows do not depend on the clock
            self.tags.add('svf-precision')
            return N('bool', r.choice([
                "%s < current_timestamp(0) + interval '100 years'",
                "%s > localtimestamp(2) - interval '100 years'",
                "%s::time <= localtime(3) OR %s::time > localtime(3)",
                "%s::timetz IS DISTINCT FROM current_time(4) + interval '1 us'",
                "%s < current_date + 36500"]).replace('%s', col))
        self.tags.add('tz-literal')
        return N('bool', "(%s >= %s AND %s < %s)" % (col, r.choice(TZ_LITS[:5]), col,
                                                      r.choice(TZ_LITS[:5])))

    def tzl_case(self):
        """tzl: a timestamp key compared with timestamptz values (no zone
        given to qprop: pruning is left to PostgreSQL) and functions of a
        key, timestamp or timestamptz."""
        r = self.r
        self.tags.add('tz-local-key')
        conds = []
        for _ in range(r.randint(1, 2)):
            if self.chance(0.5):
                self.tags.add('key-function')
                conds.append(N('bool', r.choice(KEY_FUNCS) % 't.ts'))
            else:
                conds.append(self.tz_cond('t.ts'))
        if self.chance(0.3):
            self.tags.add('key-function')
            return N('sel', 'SELECT u.id, u.ts FROM tz1 AS u WHERE ',
                     N('bool', r.choice(["(u.ts AT TIME ZONE 'UTC')::date = %s",
                                         "(u.ts AT TIME ZONE 'UTC') < %s",
                                         "(u.ts AT TIME ZONE 'Europe/Berlin')::date = %s",
                                         "u.ts::date = %s"]) % r.choice(CAL_DAYS)))
        if self.chance(0.3):
            # a join through a function of the key: the calendar's range
            # reaches the function on tzl's side
            self.tags.add('key-function')
            on = r.choice(['t.ts::date = c.d', "date_trunc('day', t.ts)::date = c.d",
                           "date_trunc('month', t.ts)::date = c.d"])
            jt = r.choice(['JOIN', 'LEFT JOIN', 'RIGHT JOIN'])
            return N('sel', 'SELECT c.d, t.id FROM cal AS c %s tzl AS t ON %s WHERE c.d %s %s'
                     % (jt, on, r.choice(CMP), r.choice(CAL_DAYS)))
        return N('sel', 'SELECT t.id, t.ts FROM tzl AS t WHERE ', L('bool', conds, ' AND '))

    def xtype_case(self):
        """smallint keys across outer, semi and anti joins: the preserved
        side's integer atoms reach the partitioned nullable side."""
        r = self.r
        self.tags = {'xtype-outer'}
        lit = r.choice(['r.k = 2', 'r.k IN (3, 4)', 'r.k < 2.5 AND r.k > 0', 'r.k = 40000',
                        'r.k >= 2', "r.k = 2.0::float8", 'r.big = 3', 'r.k <> 1',
                        'r.k IS NULL', 'r.k IN (1, NULL)'])
        key = 'r.big' if 'r.big' in lit else 'r.k'
        x = r.random()
        if x < 0.5:
            jt = r.choice(['LEFT JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'FULL JOIN', 'JOIN'])
            on = 't.k = %s' % key + (' AND t.rid = r.id' if self.chance(0.5) else '')
            return N('sel', 'SELECT r.id, r.k, t.rid, t.k, t.v FROM xr AS r %s xk AS t ON %s '
                     'WHERE %s' % (jt, on, lit))
        neg = 'NOT ' if x < 0.75 else ''
        return N('sel', 'SELECT r.id, r.k FROM xr AS r WHERE %sEXISTS (SELECT 1 FROM xk AS t '
                 'WHERE t.k = %s) AND %s' % (neg, key, lit))

    def wrow_case(self):
        """The whole row of a table, a view, a derived table, a
        partitioned table or an unnested composite on the nullable side
        of an outer join, filtered, made empty by a contradiction, or
        neither: NULL where the join NULL-extends it, never a row of
        NULLs (gen.py seed 49)."""
        r = self.r
        self.tags = {'wrow-nullable'}
        rel = r.choice(['wr1', 'wv', '(SELECT * FROM wr1)', '(SELECT * FROM wv)', 'wp'])
        cond = r.choice(['', " AND w.b = 'x'", ' AND w.a = 1 AND w.a = 2', ' AND w.a IS NULL',
                         ' AND w.a > 5', ' AND w.a < 3'])
        if rel == 'wp' and 'w.b' in cond:
            cond = ' AND w.a = 40'
        # the row itself most often: a cast or a function of its type
        # turns it into that type field by field
        items = ['w', 'w', 'w', 'w::text', 'w IS NULL', 'row_to_json(w)', '(w).a',
                 'w IS NOT DISTINCT FROM NULL', 'w IS NOT NULL']
        if rel == 'wr1':
            items += ['wfn(w)', 'wfn(w)']
        item = r.choice(items)
        jt = r.choice(['LEFT JOIN', 'LEFT JOIN', 'FULL JOIN', 'RIGHT JOIN'])
        frm = 'xr AS x %s %s AS w ON w.id = x.id%s' % (jt, rel, cond) \
            if jt != 'RIGHT JOIN' else '%s AS w RIGHT JOIN xr AS x ON w.id = x.id%s' % (rel, cond)
        if self.chance(0.25):
            return N('sel', 'SELECT x.id, count(%s), array_agg(%s) FROM %s GROUP BY x.id'
                     % ('w' if item == 'w' else '(%s)' % item, item, frm))
        where = r.choice(['', '', ' WHERE x.k IS NOT NULL', ' WHERE x.id < 4'])
        return N('sel', 'SELECT x.id, %s AS item FROM %s%s' % (item, frm, where))

    def tz_case(self):
        r = self.r
        self.tags = set()
        if self.chance(0.3):
            return self.tzl_case()
        x = r.random()
        tab = r.choice(['tz1', 'tz1', 'tz2'])
        if tab == 'tz1':
            self.tags.add('tz-partitioned')
        if x < 0.5:
            conds = [self.tz_cond('t.ts') for _ in range(r.randint(1, 2))]
            items = r.choice(['t.id, t.ts', 't.*', 't.id', 'count(*)', "t.id, t.ts::date"])
            return N('sel', 'SELECT %s FROM %s AS t WHERE ' % (items, tab),
                     L('bool', conds, ' AND '))
        self.tags.add('tz-calendar-join')
        on = r.choice(['t.ts >= c.d AND t.ts < c.d + 1', 't.ts::date = c.d',
                       "date_trunc('day', t.ts) = c.d", 't.ts >= c.d',
                       "t.ts BETWEEN c.d AND c.d + interval '1 day'"])
        if tab == 'tz2' and self.chance(0.3):
            on = r.choice(['t.ts < t.d AND t.d = c.d', 't.d = c.d AND t.ts >= c.d'])
        jt = r.choice(['JOIN', 'LEFT JOIN', 'RIGHT JOIN'])
        conds = [self.tz_cond('t.ts')] if self.chance(0.6) else []
        conds += [N('bool', 'c.d %s %s' % (r.choice(CMP), r.choice(CAL_DAYS)))] \
            if self.chance(0.6) else []
        where = Opt('x', ' WHERE ', L('bool', conds, ' AND ')) if conds else ''
        if self.chance(0.4):
            return N('sel', 'SELECT c.d, count(t.id) FROM cal AS c %s %s AS t ON %s' % (jt, tab, on),
                     where, ' GROUP BY c.d')
        if self.chance(0.2):
            return N('sel', 'SELECT t.id, t.ts FROM %s AS t WHERE t.ts::date IN (SELECT c.d FROM cal '
                     'AS c' % tab, where, ')')
        return N('sel', 'SELECT c.d, t.id, t.ts FROM cal AS c %s %s AS t ON %s' % (jt, tab, on),
                 where)

    def cases(self, n, seed, rd):
        """n cases of each family."""
        out = []
        for fam in self.families:
            for i in range(n):
                label = 'seed %d round %d %s %d' % (seed, rd, fam, i)
                if fam == 'srf':
                    out.append(Case('diff', self.srf_case(), label, self.tags, family=fam))
                elif fam == 'ddl':
                    out.append(Case('ddl', self.ddl_case(), label, self.tags, family=fam))
                elif fam == 'dml':
                    tree, zone = self.dml_case()
                    c = Case('dml', tree, label, self.tags, family=fam)
                    c.zones = [zone]
                    out.append(c)
                elif fam == 'xtype':
                    out.append(Case('diff', self.xtype_case(), label, self.tags, family=fam))
                elif fam == 'wrow':
                    out.append(Case('diff', self.wrow_case(), label, self.tags, family=fam))
                else:
                    out.append(Case('tz', self.tz_case(), label, self.tags, family=fam))
        return out


# --------------------------------------------------------------------------
# Cases: a query (or a TLP quadruple) to check, as a tree.

def case_queries(kind, tree):
    if kind in ('diff', 'dml'):
        return [render(tree)]
    if kind == 'tz':
        # the same query in a session of each zone
        return [render(tree)] * len(ZONES)
    if kind == 'ddl':
        # the statements of the script, in order
        return [render(st).rstrip(';') for st in tree.parts[0].parts]
    prefix = render(tree.parts[0])
    w = render(tree.parts[1])
    p = render(tree.parts[2])
    base = prefix + (' WHERE ' + w if w else '')
    pre = prefix + ' WHERE ' + (w + ' AND ' if w else '')
    return [base, pre + '(' + p + ')', pre + 'NOT (' + p + ')',
            pre + '((' + p + ') IS NULL)']


class Case:
    """kind: 'diff' (a query), 'tlp' (a TLP quadruple), and issue 34's
    'tz' (a query run in a session of each of ZONES), 'dml' (a statement
    run in a transaction rolled back, in the zone zones[0]) and 'ddl' (a
    script of statements, run in order; queries between them)."""

    def __init__(self, kind, tree, label, tags=(), family=None):
        self.kind = kind
        self.tree = tree
        self.label = label
        self.family = family
        self.zones = ZONES if kind == 'tz' else ['UTC']
        self.queries = case_queries(kind, tree)
        self.status = None
        self.detail = None   # per query: (orig, qprop, rewrite)
        self.tags = set(tags) | (text_tags(' '.join(self.queries)) if family is None
                                 else set())

    def like(self, tree):
        """A case of the same kind, label and zones over another tree."""
        c = Case(self.kind, tree, self.label, (), self.family)
        c.zones = self.zones
        return c


# The shapes of issue 15 the generator is asked to cover; each case lists
# those it holds (QGen.tags, text_tags) and the run counts the cases of each
# whose rows were compared.
SHAPES = ['inherit-parent', 'inherit-only', 'inherit-child', 'only-partitioned',
          'natural-inner', 'natural-left', 'natural-right', 'natural-full', 'natural-nested',
          'using-inner', 'using-left', 'using-right', 'using-full', 'using-nested',
          'using-mixed-types', 'select-star', 'merged-unqualified',
          'cast-typmod', 'cast-unmodelled', 'concat-char-column', 'concat-char-literal',
          'cte-in-scalar-subquery', 'repeated-output-names', 'whole-row',
          'corr-where', 'corr-select', 'corr-select-rows', 'corr-case', 'corr-lateral',
          'corr-exists',
          'cast-key', 'cast-join-key', 'arith-key', 'twin-select', 'bound-shape', 'cte-semi',
          'union-bound',
          'mixed-float', 'win-frame', 'named-args', 'using-typmod', 'single-guard',
          'grouping-sets',
          # correlated scalar subqueries of aggregates (subquery_decorrelate)
          'decorr-where', 'decorr-on', 'decorr-outer-join', 'decorr-count', 'decorr-kept',
          'decorr-scale', 'decorr-float', 'decorr-fail', 'decorr-nofail',
          # issue 34's families (FamGen)
          'srf-composite', 'srf-whole-row', 'srf-alias-list', 'srf-multi-arg',
          'srf-ordinality', 'srf-rows-from', 'srf-coldef', 'srf-populate', 'srf-user-setof', 'srf-user-table',
          'srf-left-lateral', 'srf-star',
          'ddl-view-chain', 'ddl-matview', 'ddl-drop-cascade', 'ddl-drop-restrict',
          'ddl-recreate', 'ddl-replace-view', 'ddl-pgdump-view', 'ddl-drop-type',
          'ddl-round-table', 'ddl-rename', 'ddl-drop-pkey', 'ddl-drop-type-func',
          'ddl-partition-added', 'ddl-remade', 'ddl-select-rule',
          'dml-update-from', 'dml-update', 'dml-insert-select', 'dml-insert-values',
          'dml-update-multi',
          'dml-upsert', 'dml-returning', 'tz-dml',
          'tz-partitioned', 'tz-literal', 'tz-cast', 'tz-calendar-join',
          # issue 37: keys across types, row IN, functions of a key
          'tz-local-key', 'key-function', 'xtype-outer', 'row-in', 'row-not-in',
          # whole rows on the nullable side of an outer join (seed 49)
          'wrow-nullable']


def text_tags(sql):
    """Shapes read off the text: a merged USING/NATURAL column read
    unqualified (k, a, b, c, d standing alone outside literals and USING
    lists)."""
    t = re.sub(r"'(?:[^']|'')*'", "''", sql)
    t = re.sub(r'USING \([^)]*\)', '', t)
    if re.search(r'(?<![\w."])[kabcd](?![\w.("])', t):
        return {'merged-unqualified'}
    return set()


def census_line(counts):
    return ', '.join('%s %d' % (k, counts.get(k, 0)) for k in SHAPES)


# Outcomes of one query, worst first.  FAILING ones fail the test.
# ddl-mismatch: qprop accepts a statement of a script that PostgreSQL
# refuses, or refuses (other than "not supported") one it runs, or takes a
# query on an object that PostgreSQL says does not exist (SQLSTATE class
# 42); error-differs: a DML statement fails on both sides with other
# SQLSTATEs.
ORDER = ['crash', 'hang', 'internal', 'no-fixpoint', 'wrong-rows', 'tlp-mismatch', 'error-lost',
         'rewrite-error', 'ddl-mismatch', 'error-differs', 'bad-output', 'unsupported',
         'rejected', 'both-error', 'pg-unsupported', 'timeout', 'ok']
FAILING = {'crash', 'hang', 'internal', 'no-fixpoint', 'wrong-rows', 'tlp-mismatch',
           'error-lost', 'rewrite-error', 'ddl-mismatch', 'error-differs', 'bad-output'}


class Env:
    def __init__(self, args, workdir):
        self.qprop = args.qprop
        self.psql = args.psql
        self.workdir = workdir
        self.pg_schema = args.pg_schema
        self.schema_file = os.path.join(workdir, 'schema.sql')
        self.schema = None
        self.timeout = args.statement_timeout
        self.verbose = args.verbose
        self.qprop_calls = 0
        self.pg_calls = 0
        self.standin_bug = os.environ.get('QPROP_ORACLE_STANDIN_BUG') == '1'


# qprop runs with --trace (stderr only; stdout is the same) so that a
# rewrite that does not reach its fixpoint is a failure even when its rows
# are right: the engine then traces "engine: stopped after N passes".
STOPPED = 'engine: stopped after'


def qprop_one(env, q, flags):
    if env.qprop == 'standin':
        out = q
        if env.standin_bug:
            out = out.replace(' LEFT JOIN ', ' JOIN ')
        return ('ok', out + ';')
    env.qprop_calls += 1
    try:
        p = subprocess.run([env.qprop, '--format=sql', '--no-source', '--trace'] + list(flags) +
                           [env.schema_file, '-'], input=q + ';\n',
                           capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return ('hang', 'qprop did not finish in 30 s')
    if p.returncode < 0 or p.returncode >= 128:
        return ('crash', 'qprop exited with status %d%s' % (
            p.returncode, (': ' + p.stderr.strip()[-300:]) if p.stderr.strip() else ''))
    errs = [l for l in p.stderr.splitlines() if l.startswith('<stdin>') and ' error: ' in l]
    if errs or p.returncode != 0:
        msg = errs[0].split(' error: ', 1)[1] if errs else (
            'exit %d: %s' % (p.returncode, p.stderr.strip()[:300]))
        return ('error', msg)
    if any(l.startswith(STOPPED) for l in p.stderr.splitlines()):
        return ('nofix', p.stdout.rstrip('\n'))
    return check_output(p.stdout.rstrip('\n'))


def check_output(out):
    if '\n' in out or not out.rstrip().endswith(';') or not out.strip():
        return ('bad', out)
    return ('ok', out)


def read_qprop(p, path, schema_file):
    """What qprop's finished run 'p' (--format=sql --no-source --trace,
    perhaps --verbose, on schema_file then 'path', one statement a line)
    says of each statement of 'path', by index: (errors {i: message},
    {i: no fixpoint}, {i: skipped (--verbose)}, the lines it printed,
    sane).  sane is False when an error or "stopped after" cannot be tied
    to a statement of 'path' (a caller that matches lines to statements
    then trusts none of them)."""
    errs, nofix, skipped = {}, set(), set()
    sane = True
    cur = None              # the statement the trace lines are about
    for l in p.stderr.splitlines():
        m = re.match(r'^(.*?):(\d+): trace of query \d+:$', l)
        if m:
            cur = int(m.group(2)) - 1 if m.group(1) == path else None
            continue
        if l.startswith(STOPPED):
            if cur is None:
                sane = False
            else:
                nofix.add(cur)
            continue
        if l.startswith(' ') or re.match(r'^[a-z_]+: ', l):
            continue        # a trace line: "rule: ...", "engine: ..."
        m = re.match(r'^(.*?):(\d+):(\d+): (error|warning): (skipped )?(.*)$', l)
        if m and m.group(1) == path:
            if m.group(4) == 'error':
                errs.setdefault(int(m.group(2)) - 1, (m.group(5) or '') + m.group(6))
            elif m.group(5):
                skipped.add(int(m.group(2)) - 1)
        elif ' error: ' in l and not l.startswith(schema_file):
            sane = False    # an error without a position
    lines = p.stdout.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    return errs, nofix, skipped, lines, sane


def qprop_batch(env, queries, flags=()):
    """qprop --format=sql on all queries at once (one per line); falls back
    to one run per query when the output cannot be matched to the input."""
    if env.qprop == 'standin' or not queries:
        return [qprop_one(env, q, flags) for q in queries]
    qfile = os.path.join(env.workdir, 'queries.sql')
    with open(qfile, 'w') as f:
        for q in queries:
            f.write(q + ';\n')
    env.qprop_calls += 1
    try:
        p = subprocess.run([env.qprop, '--format=sql', '--no-source', '--trace'] + list(flags) +
                           [env.schema_file, qfile], capture_output=True,
                           text=True, timeout=60 + len(queries) // 10)
    except subprocess.TimeoutExpired:
        p = None
    if p is not None and 0 <= p.returncode < 128:
        errs, nofix, _, lines, ok = read_qprop(p, qfile, env.schema_file)
        if ok and len(lines) == len(queries) - len(errs):
            res = []
            it = iter(lines)
            for i in range(len(queries)):
                res.append(('error', errs[i]) if i in errs else check_output(next(it)))
                if i in nofix and res[-1][0] == 'ok':
                    res[-1] = ('nofix', res[-1][1])
            return res
    return [qprop_one(env, q, flags) for q in queries]


def pg_run(env, entries):
    """Run entries [(key, sql)] in one psql session; key None means a
    statement whose result is not wanted.  Returns {key: (ok, rows|message,
    sqlstate)}."""
    env.pg_calls += 1
    path = os.path.join(env.workdir, 'batch.sql')
    with open(path, 'w') as f:
        # ON_ERROR_ROLLBACK: a statement that fails inside a transaction
        # (data sets of the reducer, issue 34's DML and DDL scripts) does
        # not abort the rest of it
        f.write('\\set ON_ERROR_ROLLBACK on\n'
                'SET search_path = %s;\nSET statement_timeout = %d;\nSET jit = off;\n'
                % (env.pg_schema, env.timeout))
        for i, (key, sql) in enumerate(entries):
            sql = sql.rstrip().rstrip(';')
            if key is None:
                f.write(sql + ';\n')
                continue
            f.write('\\echo @@B %d\n%s;\n\\echo @@E %d :SQLSTATE\n'
                    '\\if :ERROR\n\\echo @@M :LAST_ERROR_MESSAGE\n\\endif\n' % (i, sql, i))
    p = subprocess.run([env.psql, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=0',
                        '-P', 'null=\\N', '-P', 'pager=off', '-f', path],
                       capture_output=True, text=True, errors='replace')
    res = {}
    cur = None
    rows = []
    pending = None
    for line in p.stdout.split('\n'):
        if line.startswith('@@B '):
            cur = int(line[4:])
            rows = []
            continue
        if line.startswith('@@E ') and cur is not None:
            state = line.split(' ', 2)[2].strip()
            key = entries[cur][0]
            res[key] = (state == '00000', rows, state)
            pending = key
            cur = None
            continue
        if line.startswith('@@M ') and pending is not None:
            ok, _, state = res[pending]
            res[pending] = (False, line[4:], state)
            pending = None
            continue
        if cur is not None:
            rows.append(line)
    for key, sql in entries:
        if key is not None and key not in res:
            res[key] = (False, 'no result from psql: ' + p.stderr.strip()[-300:], 'XXXXX')
    return res


def qprop_class(msg):
    if 'internal error' in msg:
        return 'internal'
    if 'not supported' in msg or 'unsupported' in msg:
        return 'unsupported'
    return 'rejected'


NUMERIC_CELL = re.compile(r'(-?\d+)\.(\d*?)0+\b')


def scale_free(rows):
    """'rows' with the trailing fractional zeros of numerics dropped."""
    return sorted(NUMERIC_CELL.sub(lambda m: m.group(1) + ('.' + m.group(2)
                                                         if m.group(2) else ''),
                                   r) for r in rows)


def picks_representative(sql):
    """True when PostgreSQL may return any one of several equal values
    (DISTINCT, GROUP BY, UNION/INTERSECT/EXCEPT without ALL): numerics
    equal but of different scales (10 and 10.00) then print either way,
    and a plan change may pick the other."""
    return re.search(r'\b(DISTINCT|GROUP BY|INTERSECT|EXCEPT)\b|'
                     r'\bUNION\b(?!\s+ALL)', sql, re.I) is not None


def one_outcome(orig, qp, rw, sql=''):
    """The outcome of one query from PostgreSQL's result on the original,
    qprop's answer and PostgreSQL's result on the rewrite."""
    if qp[0] == 'crash':
        return 'crash'
    if qp[0] == 'hang':
        return 'hang'
    if qp[0] == 'error' and qprop_class(qp[1]) == 'internal':
        return 'internal'
    if qp[0] == 'nofix':
        return 'no-fixpoint'
    if orig[2] == '57014' or (rw is not None and rw[2] == '57014'):
        return 'timeout'
    if not orig[0]:
        if qp[0] != 'ok' or not rw[0]:
            return 'both-error'
        if orig[2] == '0A000':
            # PostgreSQL cannot run the original (FULL JOIN on a condition
            # that is not merge- or hash-joinable, say): not qprop's fault
            return 'pg-unsupported'
        return 'error-lost'
    if qp[0] == 'error':
        return qprop_class(qp[1])
    if qp[0] == 'bad':
        return 'bad-output'
    if not rw[0]:
        if rw[2] == '0A000':
            return 'pg-unsupported'
        return 'rewrite-error'
    if sorted(orig[1]) != sorted(rw[1]):
        if picks_representative(sql) and scale_free(orig[1]) == scale_free(rw[1]):
            return 'ok'
        return 'wrong-rows'
    return 'ok'


def wraps(case, j, nested):
    """(pre, after, post): what PostgreSQL runs around query j of case,
    on each side: before it, after it (keyed: its rows are compared too)
    and then.  nested: inside a transaction already (the reducer's data
    sets)."""
    if case.kind == 'tz':
        return ["SET TimeZone = '%s'" % case.zones[j]], [], ['RESET TimeZone']
    if case.kind == 'dml':
        pre = ["SET TimeZone = '%s'" % case.zones[0],
               'SAVEPOINT q34' if nested else 'BEGIN']
        post = ['ROLLBACK TO SAVEPOINT q34', 'RELEASE SAVEPOINT q34'] if nested \
            else ['ROLLBACK']
        return pre, ['SELECT * FROM dm1'], post + ['RESET TimeZone']
    return [], [], []


def query_entries(cases, qres, tag=(), nested=False):
    """psql entries for cases: each query as written then as qprop printed
    it (qres: qprop's answers for the queries of the cases that are not
    scripts, in order), with what wraps() puts around them; a script
    ('ddl') statement by statement in a transaction rolled back, each
    query as written and as printed where it stands."""
    entries = []
    i = 0
    for ci, c in enumerate(cases):
        if c.kind == 'ddl':
            entries.append((None, 'SAVEPOINT q34d' if nested else 'BEGIN'))
            for j, st in enumerate(c.queries):
                entries.append((tag + ('d', ci, j), st))
                if c.qres[j][0] in ('ok', 'nofix') and c.qres[j][1] and is_select(st):
                    entries.append((tag + ('dr', ci, j), c.qres[j][1]))
            entries += [(None, 'ROLLBACK TO SAVEPOINT q34d'), (None, 'RELEASE SAVEPOINT q34d')] \
                if nested else [(None, 'ROLLBACK')]
            continue
        for j, q in enumerate(c.queries):
            pre, after, post = wraps(c, j, nested)
            for side, sql in (('o', q), ('r', qres[i][1] if qres[i][0] == 'ok' else None)):
                if sql is None:
                    continue
                entries += [(None, x) for x in pre]
                entries.append((tag + (side, i), sql))
                entries += [(tag + (side + 'a', i, k), x) for k, x in enumerate(after)]
                entries += [(None, x) for x in post]
            i += 1
    return entries


def fold(res, afters):
    """A statement's result with the rows of the queries after it
    (wraps) appended, marked."""
    if res is None or not res[0]:
        return res
    rows = list(res[1])
    for a in afters:
        rows += ['after: ' + x for x in a[1]] if a[0] else ['after: ERROR ' + a[2]]
    return (True, rows, res[2])


OUTPUT_WORDS = ('SELECT', 'WITH', 'VALUES', 'TABLE', 'INSERT', 'UPDATE', 'DELETE', '(')


# A script statement REPLAY + Q (ddl_case's 'partadd' block) is query Q
# again, after DDL that came after Q: as written PostgreSQL runs Q now, and
# as printed, the SQL qprop printed for Q where Q stood (the latest
# statement Q before it), which qprop does not print again: SQL kept in
# application code must stay right when partitions are added after it
# was printed (issue 37).  qprop is not given the statement.
REPLAY = '/* replay */ '


def unreplay(st):
    """The query of a REPLAY statement; any other statement as it is."""
    return st[len(REPLAY):] if st.startswith(REPLAY) else st


def produces_rows(st):
    """A statement qprop prints a line for (a query or DML), not DDL."""
    return unreplay(st).lstrip().upper().startswith(OUTPUT_WORDS)


def is_select(st):
    """A query without side effects (a script's INSERTs run once, as
    written)."""
    return unreplay(st).lstrip().upper().startswith(
        ('SELECT', 'WITH', 'VALUES', 'TABLE', '('))


def qprop_script(env, stmts, flags=()):
    """qprop --format=sql on the schema then a script of statements (one
    per line): per statement ('ok', printed line), ('ok', '') for DDL it
    took, ('error', message), ('nofix', line), or for all of them
    ('crash' | 'hang' | 'bad', message).  A REPLAY statement is not given
    to qprop: its answer is that of the latest statement before it that
    is its query (('ok', '') when there is none: nothing to compare)."""
    if any(st.startswith(REPLAY) for st in stmts):
        keep = [i for i, st in enumerate(stmts) if not st.startswith(REPLAY)]
        got = qprop_script(env, [stmts[i] for i in keep], flags)
        out = [None] * len(stmts)
        for i, r in zip(keep, got):
            out[i] = r
        for i, st in enumerate(stmts):
            if out[i] is None:
                prev = [j for j in keep if j < i and stmts[j] == unreplay(st)]
                out[i] = out[prev[-1]] if prev else ('ok', '')
        return out
    if env.qprop == 'standin':
        return [('ok', st + ';' if produces_rows(st) else '') for st in stmts]
    path = os.path.join(env.workdir, 'script.sql')
    with open(path, 'w') as f:
        for st in stmts:
            f.write(st + ';\n')
    env.qprop_calls += 1
    try:
        p = subprocess.run([env.qprop, '--format=sql', '--no-source', '--trace',
                            '--verbose'] + list(flags) +
                           [env.schema_file, path], capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return [('hang', 'qprop did not finish in 30 s')] * len(stmts)
    if p.returncode < 0 or p.returncode >= 128:
        return [('crash', 'qprop exited with status %d: %s' % (
            p.returncode, p.stderr.strip()[-300:]))] * len(stmts)
    errs, nofix, skipped, lines, _ = read_qprop(p, path, env.schema_file)
    want = sum(1 for i, st in enumerate(stmts) if produces_rows(st) and i not in errs)
    if len(lines) != want:
        return [('bad', 'qprop printed %d lines for %d statements: %s'
                 % (len(lines), want, p.stdout[:300]))] * len(stmts)
    out = []
    it = iter(lines)
    for i, st in enumerate(stmts):
        if i in errs:
            out.append(('error', errs[i]))
        elif produces_rows(st):
            out.append(('nofix' if i in nofix else 'ok', next(it)))
        else:
            out.append(('ok', SKIPPED if i in skipped else ''))
    return out


# the printed text of a statement qprop skipped as one it does not model
# (--verbose: "warning: skipped ..."): it took nothing from it, so where
# PostgreSQL refuses that statement the two catalogs still agree (a
# skipped ALTER TABLE marks its table, whose queries qprop then refuses)
SKIPPED = '<skipped>'


def ddl_status(case, det):
    """The outcome of a script: each statement must be taken or refused
    as PostgreSQL takes or refuses it; each query compared where it
    stands."""
    outs = []
    for st, (orig, qp, rw) in zip(case.queries, det):
        if qp[0] in ('crash', 'hang'):
            outs.append(qp[0])
            break
        if qp[0] == 'bad':
            outs.append('bad-output')
            break
        if qp[0] == 'error' and qprop_class(qp[1]) == 'internal':
            outs.append('internal')
            continue
        if not is_select(st):
            # DDL and the script's INSERTs: taken or refused alike; qprop
            # may decline what it does not model
            if orig[0] and qp[0] == 'error':
                outs.append('unsupported' if qprop_class(qp[1]) == 'unsupported'
                            or 'does not model' in qp[1] else 'ddl-mismatch')
                if outs[-1] == 'unsupported':
                    break       # qprop declined: what follows is moot
            elif not orig[0] and qp[0] != 'error' and qp[1] != SKIPPED:
                outs.append('ddl-mismatch')
            else:
                outs.append('ok')
            continue
        if st.startswith(REPLAY) and rw is None and qp[0] == 'ok':
            outs.append('ok')   # its query was dropped (reducer): nothing printed
            continue
        o = one_outcome(orig, qp, rw, st)
        if o == 'both-error' and qp[0] in ('ok', 'nofix') and orig[2].startswith('42'):
            o = 'ddl-mismatch'  # qprop's catalog has an object PostgreSQL's has not
        outs.append(o)
    worst = min(outs or ['ok'], key=ORDER.index)
    # the reducer keeps a script failing at the same statement (a DDL one
    # as written; a query by its outcome), not at any other it uncovers
    # by dropping, say, the CREATE TABLE before it
    case.signature = None
    for st, o in zip(case.queries, outs):
        if o == worst:
            case.signature = (o, 'query') if is_select(st) else (o, st)
            break
    return worst


def finish(cases, qres, pres, tag=()):
    """Fill case.status and case.detail from PostgreSQL's results pres
    (keys as query_entries made them)."""
    i = 0
    for ci, c in enumerate(cases):
        if c.kind == 'ddl':
            det = [(pres[tag + ('d', ci, j)], c.qres[j], pres.get(tag + ('dr', ci, j)))
                   for j in range(len(c.queries))]
            c.detail = det
            c.status = ddl_status(c, det)
            continue
        det = []
        outs = []
        for j, q in enumerate(c.queries):
            n = len(wraps(c, j, False)[1])
            orig = fold(pres[tag + ('o', i)], [pres[tag + ('oa', i, k)] for k in range(n)])
            rw = pres.get(tag + ('r', i))
            if rw is not None:
                rw = fold(rw, [pres[tag + ('ra', i, k)] for k in range(n)])
            det.append((orig, qres[i], rw))
            o = one_outcome(orig, qres[i], rw, q)
            if o == 'both-error' and c.kind == 'dml' and qres[i][0] == 'ok' \
                    and rw is not None and rw[2] != orig[2]:
                o = 'error-differs'
            outs.append(o)
            i += 1
        if c.kind == 'tlp' and all(o == 'ok' for o in outs):
            whole = sorted(det[0][0][1])
            if sorted(det[1][2][1] + det[2][2][1] + det[3][2][1]) != whole:
                outs.append('tlp-mismatch')
            elif sorted(det[1][0][1] + det[2][0][1] + det[3][0][1]) != whole:
                c.generator_note = 'TLP does not hold on PostgreSQL itself'
        c.status = min(outs, key=ORDER.index)
        c.detail = det
    return cases


def qprop_all(env, cases, flags=()):
    """qprop's answers: one batch for the queries of the cases that are not
    scripts (returned), one run per script (case.qres)."""
    allq = [q for c in cases if c.kind != 'ddl' for q in c.queries]
    for c in cases:
        if c.kind == 'ddl':
            c.qres = qprop_script(env, c.queries, flags)
    return qprop_batch(env, allq, flags)


def evaluate(env, cases, flags=()):
    """Fill case.status and case.detail for each case (batched)."""
    qres = qprop_all(env, cases, flags)
    pres = pg_run(env, query_entries(cases, qres))
    return finish(cases, qres, pres)


# --------------------------------------------------------------------------
# Reduction.

def reduce_query(env, case, budget_s):
    """Shrink case.tree while its status stays the same.  Greedy: each
    round tries the one-step-smaller variants, shortest first, and keeps
    the first that still fails the same way."""
    start = time.time()
    tree = case.tree
    want = case.status
    size = sum(len(q) for q in case.queries)
    rounds = 0
    while time.time() - start < budget_s:
        rounds += 1
        seen = set()
        cands = []
        for v in variants(tree):
            if isinstance(v, str):
                continue
            qs = case_queries(case.kind, v)
            key = '\n'.join(qs)
            if key in seen:
                continue
            seen.add(key)
            n = sum(len(q) for q in qs)
            if n < size:
                cands.append((n, v))
        cands.sort(key=lambda x: x[0])
        found = None
        for lo in range(0, len(cands), 150):
            chunk = [case.like(v) for _, v in cands[lo:lo + 150]]
            evaluate(env, chunk)
            for c in chunk:
                if c.status == want and getattr(c, 'signature', None) == \
                        getattr(case, 'signature', None):
                    found = c
                    break
            if found or time.time() - start > budget_s:
                break
        if not found:
            break
        tree = found.tree
        size = sum(len(q) for q in found.queries)
        case = found
    return case, rounds


def eval_on_sets(env, case, qres, sets):
    """Evaluate case once per data set of sets (one psql session): BEGIN;
    TRUNCATE; INSERT; its queries; ROLLBACK."""
    entries = []
    for si, rowsets in enumerate(sets):
        entries.append((None, 'BEGIN'))
        for t, rows in rowsets.items():
            # ONLY: a parent's TRUNCATE would empty its children too
            entries.append((None, 'TRUNCATE %s%s' % ('ONLY ' if t.in_tree() else '',
                                                     t.name)))
            for ins in t.inserts(rows):
                entries.append((None, ins))
        entries += query_entries([case], qres, (si,), nested=True)
        entries.append((None, 'ROLLBACK'))
    res = pg_run(env, entries)
    out = []
    for si in range(len(sets)):
        c = case.like(case.tree)
        if case.kind == 'ddl':
            c.qres = case.qres
        finish([c], qres, res, (si,))
        out.append(c)
    return out


def reduce_data(env, case, budget_s):
    """Drop rows of the tables the case reads while it fails the same way
    (ddmin over each table's rows).  Returns {table: rows}."""
    start = time.time()
    tables, _ = env.schema.needed(' '.join(case.queries))
    tables = [t for t in tables if getattr(t, 'is_table', True)]
    cur = {t: list(t.rows) for t in tables}
    qres = qprop_all(env, [case])
    want = case.status

    def try_sets(sets):
        for si, c in enumerate(eval_on_sets(env, case, qres, sets)):
            if c.status == want and getattr(c, 'signature', None) == \
                    getattr(case, 'signature', None):
                return si
        return None

    for t in tables:
        n = 2
        while len(cur[t]) > 0 and time.time() - start < budget_s:
            rows = cur[t]
            size = max(1, (len(rows) + n - 1) // n)
            chunks = [rows[i:i + size] for i in range(0, len(rows), size)]
            sets = []
            for i in range(len(chunks)):
                s = dict(cur)
                s[t] = [r for j, ch in enumerate(chunks) if j != i for r in ch]
                sets.append(s)
            hit = try_sets(sets)
            if hit is not None:
                cur = sets[hit]
                n = max(2, n - 1)
            elif size == 1:
                break
            else:
                n = min(len(rows), n * 2)
    return cur


def list_rules(env):
    if env.qprop == 'standin':
        return []
    p = subprocess.run([env.qprop, '--list-rules'], capture_output=True, text=True)
    return [l.split()[0] for l in p.stdout.splitlines() if l.strip()]


def bisect_rules(env, case):
    """Which single --disable-rule makes the case pass; and --no-rewrite."""
    notes = []
    if env.qprop == 'standin':
        return notes
    c = case.like(case.tree)
    evaluate(env, [c], flags=['--no-rewrite'])
    if c.status in FAILING:
        notes.append('still fails with --no-rewrite (%s): a binder or SQL printer bug'
                     % c.status)
        return notes
    fixes = []
    for r in list_rules(env):
        c = case.like(case.tree)
        evaluate(env, [c], flags=['--disable-rule=' + r])
        if c.status not in FAILING:
            fixes.append(r)
    if fixes:
        notes.append('passes with --disable-rule=' + ' or --disable-rule='.join(fixes))
    else:
        notes.append('no single --disable-rule makes it pass')
    return notes


# --------------------------------------------------------------------------
# Reports.

def fmt_result(res, limit=20):
    if res is None:
        return ['(not run)']
    ok, rows, state = res
    if not ok:
        return ['ERROR %s: %s' % (state, rows)]
    rows = sorted(rows)
    out = ['%d rows' % len(rows)] + rows[:limit]
    if len(rows) > limit:
        out.append('... (%d more)' % (len(rows) - limit))
    return out


def repro_text(env, case, rows, notes, header):
    qs = case.queries
    tables, views = env.schema.needed(' '.join(qs))
    out = ['-- qprop differential oracle: minimal reproducer',
           '-- ' + header, '-- outcome: %s' % case.status]
    for n in notes:
        out.append('-- ' + n)
    out.append('')
    for t in tables:
        out += t.ddl()
    for v in views:
        out += v.ddl()
    for t in tables:
        out += t.inserts(rows.get(t, t.rows) if rows else None)
    if case.kind == 'ddl':
        # a script: its statements in order, each with both answers
        out += ['', '-- the script (PostgreSQL runs it in a transaction, ON_ERROR_ROLLBACK on;',
                '-- qprop reads the statements above and these):']
        for st, (orig, qp, rw) in zip(qs, case.detail):
            out += [st + ';']
            pg = 'ok' if orig[0] else 'ERROR %s: %s' % (orig[2], orig[1])
            if is_select(st):
                out.append('--   PostgreSQL: ' + ('; '.join(fmt_result(orig)[:6])))
                if qp[0] in ('ok', 'nofix'):
                    out.append('--   qprop --format=sql: ' + qp[1])
                    out.append('--   PostgreSQL on it: ' + '; '.join(fmt_result(rw)[:6]))
                else:
                    out.append('--   qprop %s: %s' % (qp[0], qp[1]))
            else:
                out.append('--   PostgreSQL: %s; qprop: %s' % (
                    pg, 'ok' if qp[0] != 'error' else 'error: ' + qp[1]))
        return '\n'.join(out) + '\n'
    if case.kind == 'diff':
        names = ['query']
    elif case.kind == 'tz':
        names = ["query in a session of SET TimeZone = '%s'" % z for z in case.zones]
    elif case.kind == 'dml':
        names = ["statement (SET TimeZone = '%s'; BEGIN; it; SELECT * FROM dm1; ROLLBACK: "
                 "rows 'after:' are dm1's after it)" % case.zones[0]]
    else:
        names = ['TLP whole query', 'TLP part p', 'TLP part NOT p', 'TLP part p IS NULL']
    for name, q, (orig, qp, rw) in zip(names, qs, case.detail):
        out += ['', '-- %s:' % name, q + ';']
        if qp[0] == 'ok':
            out.append('-- qprop --format=sql: ' + qp[1])
        else:
            out.append('-- qprop %s: %s' % (qp[0], qp[1]))
        out.append('-- expected (PostgreSQL, original):')
        out += ['--   ' + l for l in fmt_result(orig)]
        if qp[0] == 'ok':
            out.append('-- got (PostgreSQL, rewrite):')
            out += ['--   ' + l for l in fmt_result(rw)]
    if case.kind == 'tlp' and case.status == 'tlp-mismatch':
        union = sum((d[2][1] for d in case.detail[1:]), [])
        out += ['', '-- union of the three rewritten parts:']
        out += ['--   ' + l for l in fmt_result((True, union, '00000'))]
    return '\n'.join(out) + '\n'


# --------------------------------------------------------------------------
# Driver.

def load_schema(env, schema):
    env.schema = schema
    with open(env.schema_file, 'w') as f:
        f.write('\n'.join(schema.ddl()) + '\n')
    entries = [(None, 'RESET search_path'),
               (None, 'DROP SCHEMA IF EXISTS %s CASCADE' % env.pg_schema),
               (None, 'CREATE SCHEMA %s' % env.pg_schema),
               (None, 'SET search_path = %s' % env.pg_schema)]
    for i, s in enumerate(schema.ddl() + schema.data()):
        entries.append((('load', i), s))
    res = pg_run(env, entries)
    bad = [(k, v) for k, v in res.items() if not v[0]]
    if bad:
        stmts = schema.ddl() + schema.data()
        return ['%s: %s' % (stmts[k[1]][:200], v[1]) for k, v in bad]
    return []


def make_schema(rnd):
    sch = gen_schema(rnd)
    g = QGen(rnd, sch)
    for i in range(rnd.choice([0, 1, 1, 2])):
        sch.views.append(g.view('v%d' % i))
    return sch


def unwrap_libtool(path):
    """The program behind a libtool wrapper script (./qprop of an
    uninstalled build is one: each run costs a shell, 0.3-0.5 s on a
    loaded machine, which the scripts of issue 34 pay once per case), with
    its library directory put first in LD_LIBRARY_PATH; else path."""
    real = os.path.join(os.path.dirname(path), '.libs', os.path.basename(path))
    try:
        with open(path, 'rb') as f:
            head = f.read(2048)
    except OSError:
        return path
    if b'libtool' not in head or not os.access(real, os.X_OK):
        return path
    libs = os.path.dirname(real)
    old = os.environ.get('LD_LIBRARY_PATH')
    os.environ['LD_LIBRARY_PATH'] = libs + (':' + old if old else '')
    try:
        ok = subprocess.run([real, '--version'], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        ok = False
    if not ok:
        if old is None:
            del os.environ['LD_LIBRARY_PATH']
        else:
            os.environ['LD_LIBRARY_PATH'] = old
        return path
    return real


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--seed', type=int, default=None)
    ap.add_argument('--queries', type=int, default=500,
                    help='plain differential queries (default 500)')
    ap.add_argument('--tlp', type=int, default=200, help='TLP cases (default 200)')
    ap.add_argument('--per-schema', type=int, default=60,
                    help='cases per random schema (default 60)')
    ap.add_argument('--qprop', default='./qprop',
                    help="the qprop binary, or 'standin' (identity rewrite)")
    ap.add_argument('--psql', default='psql')
    ap.add_argument('--workdir', default=None)
    ap.add_argument('--repro-dir', default='oracle-repro')
    ap.add_argument('--reduce-max', type=int, default=5,
                    help='failing cases to reduce (default 5; 0: none)')
    ap.add_argument('--reduce-time', type=float, default=60.0,
                    help='seconds per reduction (default 60)')
    ap.add_argument('--round', type=int, default=None,
                    help='run only this schema round of the seed')
    ap.add_argument('--pg-schema', default='qo',
                    help='PostgreSQL schema to (re)create for the data (default qo)')
    ap.add_argument('--statement-timeout', type=int, default=5000, help='ms')
    ap.add_argument('--show-sql', action='store_true',
                    help='print the schema and queries and exit (no PostgreSQL)')
    ap.add_argument('--census', action='store_true',
                    help='count the cases of each shape of SHAPES and exit (no PostgreSQL)')
    ap.add_argument('--families', default=','.join(FAMILIES),
                    help="issue 34's families to add (default %s; '' none)" % ','.join(FAMILIES))
    ap.add_argument('--family-share', type=float, default=FAMILY_P,
                    help='cases of each family per plain query of a round (default %.2f, '
                    'QPROP_ORACLE_FAMILIES)' % FAMILY_P)
    ap.add_argument('--verbose', action='store_true')
    args = ap.parse_args(argv)
    families = [f for f in args.families.split(',') if f]
    bad = [f for f in families if f not in FAMILIES]
    if bad:
        print('FAIL: unknown family %s (families: %s)' % (', '.join(bad), ', '.join(FAMILIES)))
        return 2

    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    if args.qprop != 'standin':
        args.qprop = os.path.abspath(args.qprop)
        if not os.access(args.qprop, os.X_OK):
            print('FAIL: qprop not found at %s' % args.qprop)
            return 2
        args.qprop = unwrap_libtool(args.qprop)
    workdir = args.workdir or os.path.join(os.getcwd(), 'oracle-work')
    os.makedirs(workdir, exist_ok=True)
    env = Env(args, workdir)
    per = max(1, args.per_schema)
    total = args.queries + args.tlp
    nrounds = max(1, (total + per - 1) // per)
    print('oracle: seed %d, %d queries + %d TLP cases over %d schemas, qprop %s'
          % (seed, args.queries, args.tlp, nrounds, args.qprop))
    sys.stdout.flush()
    t0 = time.time()
    counts = dict((k, 0) for k in ORDER)
    generated = compared = nonempty = both_other = 0
    failing = []
    notes_setup = []
    shapes_gen = {}     # cases holding each shape
    shapes_ok = {}      # of those, the ones whose rows were compared equal
    qleft, tleft = args.queries, args.tlp
    fam_counts = {}     # family: {outcome: cases}
    nreduced = 0
    for rd in range(nrounds):
        # split the remaining work evenly over the remaining rounds
        nq = (qleft + (nrounds - rd) - 1) // (nrounds - rd)
        nt = (tleft + (nrounds - rd) - 1) // (nrounds - rd)
        qleft -= nq
        tleft -= nt
        if args.round is not None and rd != args.round:
            continue
        rnd = random.Random('%d:%d' % (seed, rd))
        sch = make_schema(rnd)
        g = QGen(rnd, sch)
        cases = []
        for i in range(nq):
            q = g.top_query()
            cases.append(Case('diff', q, 'seed %d round %d query %d' % (seed, rd, i), g.tags))
        for i in range(nt):
            q = g.tlp_query()
            cases.append(Case('tlp', q, 'seed %d round %d TLP %d' % (seed, rd, i), g.tags))
        # issue 34's families: objects and cases of their own generator
        nf = int(round(nq * args.family_share)) if families else 0
        if nf:
            fg = FamGen(seed, rd, sch, families)
            cases += fg.cases(nf, seed, rd)
        if args.census:
            for c in cases:
                for k in c.tags:
                    shapes_gen[k] = shapes_gen.get(k, 0) + 1
            continue
        if args.show_sql:
            print('-- round %d' % rd)
            print('\n'.join(sch.ddl() + sch.data()))
            for c in cases:
                if c.family:
                    print('-- %s%s' % (c.label, ' (zones: %s)' % ', '.join(c.zones)
                                       if c.kind in ('tz', 'dml') else ''))
                    for q in (c.queries[:1] if c.kind == 'tz' else c.queries):
                        print(q + ';')
                    continue
                for q in c.queries:
                    print(q + ';')
            continue
        errs = load_schema(env, sch)
        if errs:
            print('HARNESS: round %d: the generated schema does not load:' % rd)
            for e in errs[:5]:
                print('  ' + e)
            return 2
        qs = subprocess.run([env.qprop, env.schema_file], capture_output=True, text=True) \
            if env.qprop != 'standin' else None
        if qs is not None and 'error:' in qs.stderr:
            notes_setup.append('round %d: qprop rejects the schema: %s'
                               % (rd, qs.stderr.strip().splitlines()[0]))
        evaluate(env, cases)
        for c in cases:
            generated += len(c.queries)
            counts[c.status] += 1
            if c.family:
                fc = fam_counts.setdefault(c.family, {})
                fc[c.status] = fc.get(c.status, 0) + 1
            for k in c.tags:
                shapes_gen[k] = shapes_gen.get(k, 0) + 1
                if c.status == 'ok':
                    shapes_ok[k] = shapes_ok.get(k, 0) + 1
            if c.status == 'both-error' and any(
                    d[2] is not None and not d[0][0] and not d[2][0] and d[0][2] != d[2][2]
                    for d in c.detail or ()):
                # both failed, qprop's SQL with another SQLSTATE (22012 as
                # written, 22003 rewritten): not held against qprop (which
                # error PostgreSQL meets first is its own choice), counted
                both_other += 1
            if c.status in ('ok', 'wrong-rows', 'tlp-mismatch'):
                compared += len(c.queries)
                nonempty += sum(1 for d in c.detail if d[0][0] and d[0][1])
            if c.status in FAILING:
                failing.append(c)
                if nreduced < args.reduce_max:
                    nreduced += 1
                    reduce_and_report(env, c, args)
            if args.verbose and c.status not in ('ok',):
                msgs = [d[1][1] for d in c.detail if d[1][0] not in ('ok', 'nofix')]
                if c.kind != 'ddl':
                    # PostgreSQL's errors: as written, then qprop's SQL
                    msgs += ['PostgreSQL %s: %s %s' % (side, d[k][2], d[k][1][:120])
                             for d in c.detail for k, side in ((0, 'as written'),
                                                               (2, 'rewritten'))
                             if d[k] is not None and not d[k][0]][:2]
                shown = c.queries[0]
                if c.kind == 'ddl':
                    # the first statement taken or refused unlike PostgreSQL
                    for st, d in zip(c.queries, c.detail):
                        if d[0][0] != (d[1][0] != 'error') or \
                                (d[0][0] and produces_rows(st) and d[2] is not None
                                 and d[2][1] != d[0][1]):
                            shown = '%s [PostgreSQL: %s]' % (
                                st, 'ok' if d[0][0] else d[0][1])
                            break
                print('  %s: %s%s: %s' % (c.label, c.status,
                                          ' [%s]' % msgs[0][:200] if msgs else '',
                                          shown[:300]))
        for c in failing[-len(cases):]:
            if not c.reduced:
                # a long run keeps what it lists of a failure, not its rows
                c.detail = c.tree = None
        print('round %d: %d cases, %s (%.0f s)' % (
            rd, len(cases), ', '.join('%s %d' % (k, sum(1 for c in cases if c.status == k))
                                      for k in ORDER if any(c.status == k for c in cases)),
            time.time() - t0))
        sys.stdout.flush()
    if args.census:
        print('shapes generated (cases): ' + census_line(shapes_gen))
        return 0
    if args.show_sql:
        return 0
    print('shapes generated (cases): ' + census_line(shapes_gen))
    print('shapes compared equal (cases): ' + census_line(shapes_ok))
    for f in families:
        fc = fam_counts.get(f, {})
        print('family %s: %d cases: %s' % (f, sum(fc.values()), ', '.join(
            '%s %d' % (k, fc[k]) for k in ORDER if k in fc)))
    for n in notes_setup:
        print('note: ' + n)
    print('oracle: seed %d: %d queries generated (%d plain cases, %d TLP cases), '
          '%d compared (%d with rows), %d mismatches (wrong rows %d, TLP %d, error lost %d, '
          'rewrite rejected by PostgreSQL %d), %d both errored (%d with another SQLSTATE '
          'rewritten), '
          '%d qprop-unsupported (%d "not supported", %d other qprop errors), '
          '%d crashes, %d hangs, %d internal errors, %d without a fixpoint, '
          '%d bad output lines, %d timeouts, '
          '%d not runnable on PostgreSQL; %.0f s'
          % (seed, generated, args.queries, args.tlp, compared, nonempty,
             counts['wrong-rows'] + counts['tlp-mismatch'] + counts['error-lost'] +
             counts['rewrite-error'],
             counts['wrong-rows'], counts['tlp-mismatch'], counts['error-lost'],
             counts['rewrite-error'], counts['both-error'], both_other,
             counts['unsupported'] + counts['rejected'], counts['unsupported'],
             counts['rejected'], counts['crash'], counts['hang'], counts['internal'],
             counts['no-fixpoint'], counts['bad-output'], counts['timeout'], counts['pg-unsupported'],
             time.time() - t0))
    if failing:
        print('failing cases (first 20):')
        for c in failing[:20]:
            print('  %s: %s%s' % (c.label, c.status,
                                  (' -> ' + c.repro) if getattr(c, 'repro', None) else ''))
        print('rerun one round: gen.py --seed %d --round R ...' % seed)
    ncases = sum(counts.values())
    print('%d passed, %d failed' % (ncases - len(failing), len(failing)))
    return 1 if failing else 0


Case.reduced = False


def reduce_and_report(env, case, args):
    case.reduced = True
    t = time.time()
    small, rounds = reduce_query(env, case, args.reduce_time * 0.6)
    rows = reduce_data(env, small, args.reduce_time * 0.3)
    qres = qprop_all(env, [small])
    final = eval_on_sets(env, small, qres, [rows])[0]
    if final.status != case.status:      # should not happen; keep the full data
        final = small
        rows = None
    notes = bisect_rules(env, final)
    header = '%s (reduced in %d rounds, %.0f s)' % (case.label, rounds, time.time() - t)
    text = repro_text(env, final, rows, notes, header)
    os.makedirs(args.repro_dir, exist_ok=True)
    name = re.sub(r'[^a-z0-9]+', '-', case.label.lower()).strip('-') + '.sql'
    path = os.path.join(args.repro_dir, name)
    with open(path, 'w') as f:
        f.write(text)
    case.repro = path
    print('=' * 72)
    print('MISMATCH %s: %s; minimal reproducer (%s):' % (case.label, case.status, path))
    print(text.rstrip())
    print('=' * 72)
    sys.stdout.flush()


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
