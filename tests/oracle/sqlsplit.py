# SPDX-License-Identifier: MIT
"""tests/oracle/sqlsplit.py — split psql scripts into statements, as psql
does (shared by pg_regress.py and corpora_data.py; stdlib only).

split(text) returns a list of Stmt in order.  A Stmt is either SQL (kind
'sql': text without the terminating ';', comments kept inside, start line of
its first token, end line) or a psql meta-command (kind 'meta': the
backslash command to the end of its line).  Like psql's lexer it knows
'...' (with '' and, in E'...', backslash escapes), "...", $tag$...$tag$,
-- and nested /* */ comments, and parentheses (a ';' inside them does not
end a statement).  A meta-command that sends the query buffer (\\g, \\gx,
\\gset, \\gexec, \\crosstabview) ends the statement before it; the statement
then records it in 'sendcmd'.  COPY ... FROM STDIN takes the lines after
it up to a line '\\.' as its data ('copydata', ending with that line), as
psql sends them, unless another COPY ... FROM STDIN comes first (the
statement failed, and psql read the lines that follow as SQL).
"""
import re

SEND_CMDS = ('g', 'gx', 'gset', 'gexec', 'crosstabview', 'gdesc')


class Stmt:
    def __init__(self, kind, text, line, end, sendcmd=None):
        self.kind, self.text, self.line, self.end = kind, text, line, end
        self.sendcmd = sendcmd
        self.copydata = None

    def __repr__(self):
        return 'Stmt(%s, %d, %r)' % (self.kind, self.line, self.text[:40])


def strip_comments(text):
    """text without -- and /* */ comments (quotes respected)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('--', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
            continue
        if text.startswith('/*', i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith('/*', j):
                    depth, j = depth + 1, j + 2
                elif text.startswith('*/', j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(' ')
            i = j
            continue
        j = _skip_quoted(text, i)
        if j > i:
            out.append(text[i:j])
            i = j
            continue
        out.append(c)
        i += 1
    return ''.join(out)


_DOLLAR = re.compile(r'\$([A-Za-z_][A-Za-z0-9_]*)?\$')


def _skip_quoted(text, i):
    """If a quoted token starts at i, the index after it; else i."""
    n = len(text)
    c = text[i]
    if c == '$':
        if i > 0 and (text[i - 1].isalnum() or text[i - 1] == '_'):
            return i
        m = _DOLLAR.match(text, i)
        if not m:
            return i
        k = text.find(m.group(0), m.end())
        return n if k < 0 else k + len(m.group(0))
    if c in "'\"":
        esc = (c == "'" and i > 0 and text[i - 1] in 'eE'
               and (i < 2 or not (text[i - 2].isalnum() or text[i - 2] == '_')))
        j = i + 1
        while j < n:
            if esc and text[j] == '\\':
                j += 2
                continue
            if text[j] == c:
                if j + 1 < n and text[j + 1] == c:
                    j += 2
                    continue
                return j + 1
            j += 1
        return n
    return i


def split(text):
    stmts = []
    buf, start = [], None
    depth = 0
    i, n, line = 0, len(text), 1

    def flush(end_line, sendcmd=None):
        nonlocal buf, start, depth
        body = ''.join(buf)
        if strip_comments(body).strip():
            stmts.append(Stmt('sql', body.strip('\n'), start, end_line, sendcmd))
        buf, start, depth = [], None, 0

    while i < n:
        c = text[i]
        if c == '\n':
            buf.append(c)
            line += 1
            i += 1
            continue
        if text.startswith('--', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            buf.append(text[i:j])
            i = j
            continue
        if text.startswith('/*', i):
            d, j = 1, i + 2
            while j < n and d:
                if text.startswith('/*', j):
                    d, j = d + 1, j + 2
                elif text.startswith('*/', j):
                    d, j = d - 1, j + 2
                else:
                    j += 1
            buf.append(text[i:j])
            line += text.count('\n', i, j)
            i = j
            continue
        if c == '\\':
            j = text.find('\n', i)
            j = n if j < 0 else j
            cmd = text[i:j]
            word = re.match(r'\\(\w*)', cmd).group(1)
            if word in SEND_CMDS and strip_comments(''.join(buf)).strip():
                flush(line, cmd)
            else:
                stmts.append(Stmt('meta', cmd, line, line))
            i = j
            continue
        j = _skip_quoted(text, i)
        if j > i:
            if start is None:
                start = line
            buf.append(text[i:j])
            line += text.count('\n', i, j)
            i = j
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            depth = max(0, depth - 1)
        elif c == ';' and depth == 0:
            flush(line)
            i += 1
            if stmts and stmts[-1].kind == 'sql' and \
                    stmts[-1].copydata is None and _COPY_IN.match(
                        strip_comments(stmts[-1].text)):
                i, line = _copy_data(text, i, line, stmts[-1])
            continue
        if start is None and not c.isspace():
            start = line
        buf.append(c)
        i += 1
    flush(line)
    return stmts


_COPY_IN = re.compile(r'\s*copy\b[^;]*\bfrom\s+stdin\b', re.I)


def _copy_data(text, i, line, stmt):
    """The data lines of COPY FROM STDIN 'stmt', ended at index i (after
    its ';'): psql reads from the next line to a line '\\.'.  Sets
    stmt.copydata and returns (index, line) after them; (i, line) when no
    such line follows before another COPY FROM STDIN."""
    n = len(text)
    j = text.find('\n', i)
    if j < 0:
        return i, line
    k, ln = j + 1, line + 1
    while k < n:
        e = text.find('\n', k)
        e = n if e < 0 else e
        row = text[k:e].rstrip('\r')
        if row == '\\.':
            stmt.copydata = text[j + 1:e]
            return e, ln
        if _COPY_IN.match(row):
            return i, line
        k, ln = e + 1, ln + 1
    return i, line


_EXPLAIN = re.compile(
    r'\s*explain\s+(\((?:[^()]|\([^()]*\))*\)\s*|'
    r'(?:(?:analyze|analyse|verbose)\s+)*)', re.I)


def first_word(sql):
    body = strip_comments(sql).lstrip().lstrip('(').lstrip()
    m = re.match(r'[A-Za-z_]+', body)
    return m.group(0).lower() if m else ''


def query_of(sql):
    """(query text, wrapped_in_explain) when the statement is SELECT-like
    (SELECT, WITH, VALUES, TABLE, or one of them inside EXPLAIN); else
    (None, False)."""
    body = strip_comments(sql).strip()
    explain = False
    m = _EXPLAIN.match(body)
    if m and re.match(r'\s*explain\b', body, re.I):
        body = body[m.end():].strip()
        explain = True
    w = first_word(body)
    if w == 'with':
        w = main_word(body)
    if w in ('select', 'values', 'table'):
        return body, explain
    return None, False


def main_word(body):
    """The first keyword at parenthesis depth 0 after a WITH list: the
    statement's kind (select, insert, update, delete, merge, values)."""
    body = _blank_strings(body).lower()
    depth = 0
    for m in re.finditer(r'\(|\)|\b(select|values|table|insert|update|'
                         r'delete|merge)\b', body):
        t = m.group(0)
        if t == '(':
            depth += 1
        elif t == ')':
            depth -= 1
        elif depth == 0:
            return t
    return ''


def side_effects(sql):
    """Does running the query change the database (data-modifying WITH,
    SELECT INTO, nextval/setval, locking)?"""
    body = _blank_strings(strip_comments(sql)).lower()
    if re.search(r'\b(insert|update|delete|merge)\b', body) and \
            not re.search(r'\bfor\s+(no\s+key\s+)?update\b', body):
        return True
    if re.search(r'\b(nextval|setval|pg_advisory\w*|txid_current|'
                 r'set_config|pg_sleep\w*)\s*\(', body):
        return True
    return bool(re.search(r'^\s*\(?\s*select\b[^;]*?\binto\b', body)
                and not re.search(r'\binsert\s+into\b', body)
                and _top_level_into(body))


def _top_level_into(body):
    depth = 0
    for m in re.finditer(r'\(|\)|\binto\b|\bfrom\b', body):
        t = m.group(0)
        if t == '(':
            depth += 1
        elif t == ')':
            depth -= 1
        elif depth == 0:
            return t == 'into'
    return False


def _blank_strings(text):
    out, i, n = [], 0, len(text)
    while i < n:
        j = _skip_quoted(text, i)
        if j > i:
            out.append("''" if text[i] != '"' else text[i:j])
            i = j
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def has_limit(sql):
    body = _blank_strings(strip_comments(sql)).lower()
    return bool(re.search(r'\b(limit|offset|fetch\s+first|fetch\s+next)\b',
                          body))
