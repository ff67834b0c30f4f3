#!/usr/bin/python3
"""difftest.py: differential random testing of Basalt against PostgreSQL 15 (issue 10).

    difftest.py --basalt build/basalt [--seed N] [--queries K] [--time SECONDS] [--out DIR]
                [--known test/known-differences.md] [--timeout SECONDS]

The one idea: the same random schema and data are loaded into a throwaway Basalt and a
throwaway PostgreSQL 15 (both started here on free loopback ports, stopped at the end), then
random type-correct queries (joins, subqueries, grouping sets, windows, set operations, NULL-
heavy expressions, string and date functions) run on both, and PG's answer is the
specification. Outcomes are compared as: both fail -> same SQLSTATE; one fails -> difference;
both succeed -> same column types and same rows (text as psycopg2 receives it, floats rounded to
12 significant digits, as a sorted multiset unless the query's ORDER BY is total). Every
difference is reduced (delta debugging over the query's clauses and expressions, then over
the rows of the tables it reads, then over its indexes) to a minimal script written to
DIR/diff-NNN.sql. A crash, a hang or a lost connection of Basalt is always reported; Basalt is
restarted and the run goes on.

Known differences: test/known-differences.md lists each with a line
    - signature: `KIND` `REGEX`
KIND is one of rows, coltypes, sqlstate, basalt-error, pg-error, timeout (a crash or hang never
matches), optionally with :SQLSTATE (sqlstate: PG/BASALT); REGEX (Python re.search) is matched
against the reduced query. With --known, the exit
status is 1 if Basalt crashed or hung or a difference matched no signature; 0 otherwise.
Nothing passes or fails on time: --time only bounds how long queries are generated.
"""
import argparse
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

import psycopg2
import psycopg2.extensions

PGBIN = "/usr/lib/postgresql/15/bin"

# ---------------------------------------------------------------------------------------------
# Servers and outcomes

# Every value comes back as the text the server sent: register a pass-through caster for the
# OIDs psycopg2 would otherwise parse (unknown OIDs are already left as strings).
_PASS = (16, 17, 18, 19, 20, 21, 23, 25, 26, 700, 701, 1042, 1043, 1082, 1083, 1114, 1184,
         1186, 1266, 1700, 114, 3802, 1000, 1005, 1007, 1009, 1015, 1016, 1021, 1022, 1028,
         1115, 1182, 1185, 1231, 1187, 1183, 1270)
psycopg2.extensions.register_type(psycopg2.extensions.new_type(_PASS, "RAWTEXT", lambda v, c: v))
FLOAT_OIDS = (700, 701)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def wait_port(port, proc, what, tries=600):
    for _ in range(tries):
        if proc is not None and proc.poll() is not None:
            raise RuntimeError("%s exited early (status %s)" % (what, proc.returncode))
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("%s did not start" % what)


class Outcome:
    """What one statement did: rows (list of tuples of str/None) and column type OIDs, or an
    error with its SQLSTATE; lost = the connection broke (crash, hang or kill)."""

    def __init__(self, rows=None, types=None, sqlstate=None, message=None, lost=False,
                 timeout=False):
        self.rows, self.types, self.sqlstate, self.message = rows, types, sqlstate, message
        self.lost, self.timeout = lost, timeout

    @property
    def ok(self):
        return self.sqlstate is None and not self.lost and not self.timeout

    def show(self, limit=8):
        if self.lost:
            return "connection lost (%s)" % (self.message or "")
        if self.timeout:
            return "timeout (cancelled)"
        if self.sqlstate:
            return "ERROR %s: %s" % (self.sqlstate, (self.message or "").strip().splitlines()[0]
                                     if self.message else "")
        lines = ["types %s, %d rows" % (self.types, len(self.rows))]
        for r in self.rows[:limit]:
            lines.append("  " + " | ".join("NULL" if v is None else v for v in r))
        if len(self.rows) > limit:
            lines.append("  ...")
        return "\n".join(lines)


def norm_value(v, oid):
    if v is None or oid not in FLOAT_OIDS:
        return v
    try:
        f = float(v)
    except ValueError:
        return v
    if f != f or f in (float("inf"), float("-inf")):
        return v
    return "%.12g" % f


class Server:
    name = "?"

    def __init__(self):
        self.conn = None
        self.port = None

    def connect(self):
        self.conn = psycopg2.connect(host="127.0.0.1", port=self.port, user="postgres",
                                     dbname="postgres", connect_timeout=30)
        self.conn.autocommit = True

    def run(self, sql, timeout):
        """Runs one statement; a watchdog cancels it after timeout seconds and, if the server
        does not answer the cancel, kill_hung() is called after another 20 s."""
        if self.conn is None or self.conn.closed:
            try:
                self.connect()
            except psycopg2.Error as e:
                return Outcome(lost=True, message="connect: %s" % e)
        state = {"cancelled": False, "killed": False}

        def cancel():
            state["cancelled"] = True
            try:
                self.conn.cancel()
            except Exception:
                pass

        def kill():
            state["killed"] = True
            self.kill_hung()

        t1 = threading.Timer(timeout, cancel)
        t2 = threading.Timer(timeout + 20, kill)
        t1.daemon = t2.daemon = True
        t1.start()
        t2.start()
        try:
            cur = self.conn.cursor()
            cur.execute(sql)
            if cur.description is None:
                return Outcome(rows=[], types=[])
            types = [d.type_code for d in cur.description]
            rows = [tuple(norm_value(v, types[i]) for i, v in enumerate(r))
                    for r in cur.fetchall()]
            return Outcome(rows=rows, types=types)
        except psycopg2.Error as e:
            if state["killed"]:
                return Outcome(lost=True, message="hang: killed after the cancel went unanswered")
            if e.pgcode == "57014" and state["cancelled"]:
                return Outcome(timeout=True, sqlstate="57014")
            if e.pgcode is None or self.conn.closed:
                try:
                    self.conn.close()
                except Exception:
                    pass
                self.conn = None
                return Outcome(lost=True, message=str(e).strip())
            return Outcome(sqlstate=e.pgcode, message=e.pgerror or str(e))
        finally:
            t1.cancel()
            t2.cancel()

    def kill_hung(self):
        pass


class Basalt(Server):
    name = "Basalt"

    def __init__(self, binary, tmp):
        super().__init__()
        self.binary, self.dir = binary, os.path.join(tmp, "basalt")
        self.logpath = os.path.join(tmp, "basalt.log")
        self.log = open(self.logpath, "a")
        self.proc = None
        self.start()

    def start(self):
        for _ in range(3):
            self.port = free_port()
            self.proc = subprocess.Popen([self.binary, "-D", self.dir, "-p", str(self.port),
                                          "-c", "listen_addresses=127.0.0.1"],
                                         stdout=self.log, stderr=subprocess.STDOUT)
            try:
                wait_port(self.port, self.proc, "Basalt")
                break
            except RuntimeError:
                if self.proc.poll() is None:
                    raise
        self.connect()

    def alive(self):
        return self.proc.poll() is None

    def crash_line(self):
        """The assertion / signal line Basalt's log got since the last call (or '')."""
        self.log.flush()
        with open(self.logpath, errors="replace") as f:
            f.seek(getattr(self, "logpos", 0))
            text = f.read()
            self.logpos = f.tell()
        lines = [l for l in text.splitlines()
                 if re.search(r"Assertion|PANIC|AddressSanitizer|runtime error|signal", l)]
        return lines[0] if lines else ""

    def restart(self):
        """After a lost connection: if the process is gone (or wedged) start it again."""
        self.conn = None
        if self.alive():
            try:
                self.connect()
                self.conn.cursor().execute("SELECT 1")
                return
            except psycopg2.Error:
                self.proc.kill()
                self.proc.wait()
        self.start()

    def kill_hung(self):
        if self.alive():
            self.proc.kill()

    def stop(self):
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:
                pass
        if self.alive():
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode


class Postgres(Server):
    name = "PostgreSQL"

    def __init__(self, tmp):
        super().__init__()
        self.dir = os.path.join(tmp, "pg")
        os.mkdir(self.dir)
        if os.getuid() == 0:
            shutil.chown(tmp, "postgres")
            shutil.chown(self.dir, "postgres")
        self.port = free_port()
        self.as_pg([PGBIN + "/initdb", "-D", self.dir + "/data", "-U", "postgres",
                    "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"])
        self.as_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/data", "-l", self.dir + "/log", "-w",
                    "-o", "-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off"
                    % (self.port, self.dir), "start"])
        wait_port(self.port, None, "PostgreSQL")
        self.connect()

    def as_pg(self, cmd):
        if os.getuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--"] + cmd
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self):
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:
                pass
        self.as_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/data", "-m", "fast", "-w", "stop"])


def sort_key(row):
    return tuple((v is None, v or "") for v in row)


# Equal values with different text (2 and 2.00, 0 and -0) are peers for ORDER BY, DISTINCT,
# grouping, set operations and min/max, which may return either: when a query has one of
# those, rows that differ only so are the same answer.
PICKS_PEER = re.compile(r"\b(ORDER BY|DISTINCT|GROUP BY|UNION|INTERSECT|EXCEPT|min|max|"
                        r"first_value|last_value|lag|lead)\b")


def peer_norm(rows, types):
    def one(v, oid):
        if v is None:
            return v
        if oid == 1700 and "." in v:
            v = v.rstrip("0").rstrip(".")
        if oid in (1700, 700, 701) and v in ("-0", "-0.0"):
            v = "0"
        return v
    return sorted((tuple(one(v, types[i]) for i, v in enumerate(r)) for r in rows), key=sort_key)


def classify(pg, bs, ordered, sql=""):
    """(kind, detail) of a pair of outcomes; kind None when they agree or the case is moot."""
    if pg.timeout:
        return None, None  # too slow for the reference: not comparable
    if bs.lost:
        return ("hang" if "hang" in (bs.message or "") else "crash"), None
    if bs.timeout:
        return "timeout", None
    if pg.sqlstate and bs.sqlstate:
        if pg.sqlstate != bs.sqlstate:
            return "sqlstate", "%s/%s" % (pg.sqlstate, bs.sqlstate)
        return None, None
    if pg.sqlstate:
        return "pg-error", pg.sqlstate
    if bs.sqlstate:
        return "basalt-error", bs.sqlstate
    if pg.types != bs.types:
        return "coltypes", None
    a, b = pg.rows, bs.rows
    if not ordered:
        a, b = sorted(a, key=sort_key), sorted(b, key=sort_key)
    if a != b:
        if PICKS_PEER.search(sql) and peer_norm(a, pg.types) == peer_norm(b, bs.types):
            return None, None
        return "rows", None
    return None, None


# ---------------------------------------------------------------------------------------------
# Query trees. A node renders to SQL; the reducer edits the tree in place: an optional node can
# be dropped, an item of a list removed, a node replaced by one of its alternatives (a child of
# the same type or a constant), each edit kept only if the difference survives it.

class N:
    def __init__(self, *parts, ty=None, alts=None, optional=False):
        self.parts = list(parts)
        self.ty = ty
        self.optional = optional
        self.dropped = False
        if alts is None:
            alts = [p for p in self.parts if isinstance(p, N) and ty is not None and p.ty == ty]
        self.alts = alts

    def sql(self):
        if self.dropped:
            return ""
        return "".join(p.sql() if isinstance(p, N) else p for p in self.parts)


class L(N):
    """A separated list; at least minlen items stay."""

    def __init__(self, items, sep=", ", minlen=1, prefix="", optional=False):
        super().__init__(ty=None, alts=[], optional=optional)
        self.items, self.sep, self.minlen, self.prefix = list(items), sep, minlen, prefix

    def sql(self):
        if self.dropped or not self.items:
            return ""
        return self.prefix + self.sep.join(i.sql() for i in self.items)


def walk(node):
    yield node
    if isinstance(node, L):
        for i in node.items:
            yield from walk(i)
    for p in node.parts:
        if isinstance(p, N):
            yield from walk(p)


def edits(root):
    """Every single-step simplification of the tree, biggest first (in tree order)."""
    for node in walk(root):
        if node.dropped:
            continue
        if node.optional:
            yield ("drop", node, None)
        if isinstance(node, L) and len(node.items) > node.minlen:
            for i in range(len(node.items)):
                yield ("remove", node, i)
        for alt in node.alts:
            yield ("replace", node, alt)


def apply_edit(edit):
    kind, node, arg = edit
    saved = dict(node.__dict__)
    if kind == "drop":
        node.dropped = True
    elif kind == "remove":
        node.items = node.items[:arg] + node.items[arg + 1:]
    else:
        node.__dict__ = dict(arg.__dict__)
    return saved


def undo_edit(edit, saved):
    edit[1].__dict__ = saved


# ---------------------------------------------------------------------------------------------
# Schema and data

TYPES = ["int", "bigint", "numeric", "text", "bool", "date", "timestamp", "double"]
SQLTYPE = {"int": "integer", "bigint": "bigint", "numeric": "numeric", "text": "text",
           "bool": "boolean", "date": "date", "timestamp": "timestamp",
           "double": "double precision"}
CAST = {"int": "int", "bigint": "bigint", "numeric": "numeric", "text": "text", "bool": "bool",
        "date": "date", "timestamp": "timestamp", "double": "float8"}
PREFIX = {"int": "i", "bigint": "b", "numeric": "n", "text": "s", "bool": "z", "date": "d",
          "timestamp": "ts", "double": "f"}
NUMS = ["int", "bigint", "numeric", "double"]
ORDERABLE = ["int", "bigint", "numeric", "text", "date", "timestamp", "double", "bool"]
WORDS = ["", "a", "ab", "abc", "b", "ba", "foo", "bar", "foo bar", "x", "xyz", "hello world",
         "a_b", "zz", "mm", "q%", "b c d", "aaa"]


def value_sql(rng, ty):
    """A constant of the type, as it appears in INSERTs and in queries."""
    if ty == "int":
        return str(rng.choice([0, 1, 2, 3, 4, 5, 7, 10, -1, -3, 42, 100, 2147483647,
                               -2147483648] if rng.random() < 0.1 else
                              [0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -2, 10]))
    if ty == "bigint":
        v = rng.choice([0, 1, 2, 3, 5, 8, -1, 10, 9000000000, -9000000000, 12345678901])
        return "%d::bigint" % v if v >= 0 else "(%d)::bigint" % v
    if ty == "numeric":
        v = rng.choice(["0", "1", "2.5", "-1.25", "3.14159", "10", "0.001", "100.50", "-7",
                        "2", "1.5", "99999.999", "0.10"])
        return v + "::numeric" if "." not in v else ("(%s)" % v if v.startswith("-") else v)
    if ty == "double":
        v = rng.choice(["0", "1", "-1", "0.5", "2.25", "-3.5", "1e10", "0.1", "3", "1.0e-5",
                        "123.456", "7"])
        return "(%s)::float8" % v if v.startswith("-") else "%s::float8" % v
    if ty == "text":
        return "'%s'" % rng.choice(WORDS).replace("'", "''")
    if ty == "bool":
        return rng.choice(["true", "false"])
    if ty == "date":
        return "DATE '2020-%02d-%02d'" % (rng.choice([1, 1, 2, 3, 12]), rng.randint(1, 28))
    if ty == "timestamp":
        return "TIMESTAMP '2020-%02d-%02d %02d:%02d:00'" % (
            rng.choice([1, 1, 2, 12]), rng.randint(1, 28), rng.choice([0, 6, 12, 23]),
            rng.choice([0, 30]))
    raise ValueError(ty)


class Table:
    def __init__(self, name, cols, pk, indexes, rows):
        self.name, self.cols, self.pk, self.indexes, self.rows = name, cols, pk, indexes, rows

    def create_sql(self, name=None, with_indexes=True):
        name = name or self.name
        cols = []
        for c, ty, decl in self.cols:
            cols.append("%s %s%s" % (c, decl, " PRIMARY KEY" if with_indexes and c == self.pk
                                     else ""))
        out = ["CREATE TABLE %s (%s)" % (name, ", ".join(cols))]
        if with_indexes:
            for i, cs in enumerate(self.indexes):
                out.append("CREATE INDEX %s_ix%d ON %s (%s)" % (name, i, name, ", ".join(cs)))
        return out

    def insert_sql(self, rows=None, name=None):
        rows = self.rows if rows is None else rows
        if not rows:
            return []
        return ["INSERT INTO %s VALUES %s" % (name or self.name,
                                              ", ".join("(%s)" % ", ".join(r) for r in rows))]


def gen_schema(rng):
    tables = []
    for t in range(rng.randint(3, 4)):
        ncols = rng.randint(3, 7)
        types = ["int"] + [rng.choice(TYPES) for _ in range(ncols - 1)]
        counts, cols = {}, []
        for ty in types:
            k = counts.get(ty, 0)
            counts[ty] = k + 1
            decl = SQLTYPE[ty]
            if ty == "numeric" and rng.random() < 0.4:
                decl = "numeric(10,2)"
            cols.append(("%s%d" % (PREFIX[ty], k), ty, decl))
        pk = "i0" if rng.random() < 0.5 else None
        nrows = rng.choice([0, 1, 3, 8, 12, 20, 25, 30])
        nullp = {c: rng.choice([0, 0, 0.1, 0.3, 0.8]) for c, _, _ in cols}
        rows, used = [], set()
        for r in range(nrows):
            row = []
            for c, ty, decl in cols:
                if c == pk:
                    row.append(str(r + 1 if rng.random() < 0.7 else r * 3 + 1))
                elif rng.random() < nullp[c]:
                    row.append("NULL")
                else:
                    v = value_sql(rng, ty)
                    if decl == "numeric(10,2)" and "99999.999" in v:
                        v = "99.99"
                    row.append(v)
            if pk:
                if row[0] in used:
                    row[0] = str(1000 + r)
                used.add(row[0])
            rows.append(row)
        indexes = []
        for _ in range(rng.choice([0, 0, 1, 2])):
            cs = rng.sample([c for c, _, _ in cols], min(len(cols), rng.choice([1, 1, 2])))
            indexes.append(cs)
        tables.append(Table("t%d" % t, cols, pk, indexes, rows))
    return tables


# ---------------------------------------------------------------------------------------------
# The query generator

class Scope:
    """What an expression may refer to: cols = (qualifier, column, type) usable directly;
    agg = the columns an aggregate's argument may use (None: no aggregates here); win = window
    functions allowed; total = expressions that order the rows totally (for row_number & co)."""

    def __init__(self, cols, agg=None, win=False, total=None):
        self.cols, self.agg, self.win, self.total = cols, agg, win, total or []


class Gen:
    def __init__(self, rng, tables):
        self.rng, self.tables = rng, tables
        self.alias = 0

    def fresh(self, p):
        self.alias += 1
        return "%s%d" % (p, self.alias)

    def lit(self, ty):
        return N(value_sql(self.rng, ty), ty=ty, alts=[])

    def const_alt(self, ty):
        return N(value_sql(random.Random(1), ty), ty=ty, alts=[])

    def col(self, ty, sc):
        cs = [c for c in sc.cols if c[2] == ty]
        if not cs:
            return None
        q, c, _ = self.rng.choice(cs)
        return N("%s.%s" % (q, c), ty=ty, alts=[])

    def expr(self, ty, sc, d):
        e = self._expr(ty, sc, d)
        if len(e.parts) > 1:
            e.alts = e.alts + [self.const_alt(ty)]
        return e

    def leaf(self, ty, sc):
        if self.rng.random() < 0.75:
            c = self.col(ty, sc)
            if c is not None:
                return c
        if self.rng.random() < 0.08:
            return N("NULL::%s" % CAST[ty], ty=ty, alts=[])
        return self.lit(ty)

    def pick(self, choices):
        """choices: list of (weight, fn or None); returns the first non-None result."""
        choices = [(w, f) for w, f in choices if f is not None and w > 0]
        while choices:
            total = sum(w for w, _ in choices)
            x = self.rng.random() * total
            for i, (w, f) in enumerate(choices):
                x -= w
                if x <= 0:
                    break
            r = f()
            if r is not None:
                return r
            choices.pop(i)
        return None

    def _expr(self, ty, sc, d):
        r = self.rng
        if d <= 0:
            return self.leaf(ty, sc)
        e = lambda t=ty: self.expr(t, sc, d - 1)
        common = [
            (5, lambda: self.leaf(ty, sc)),
            (1, lambda: N("CASE WHEN ", self.expr("bool", sc, d - 1), " THEN ", e(), " ELSE ",
                          e(), " END", ty=ty)),
            (0.5, lambda: N("CASE ", e(), " WHEN ", self.lit(ty), " THEN ", e(), " END", ty=ty)),
            (1, lambda: N("COALESCE(", e(), ", ", e(), ")", ty=ty)),
            (0.5, lambda: N("NULLIF(", e(), ", ", e(), ")", ty=ty)),
            (0.6 if sc.agg is not None else 0, lambda: self.agg(ty, sc, d)),
            (0.6 if sc.win else 0, lambda: self.window(ty, sc, d)),
            (0.3 if d >= 2 else 0, lambda: self.scalar_sub(ty, sc, d)),
        ]
        if ty in NUMS:
            ops = ["+", "-", "*"]
            extra = [
                (3, lambda: N("(", e(), " %s " % r.choice(ops), e(), ")", ty=ty)),
                (1, lambda: N("(", e(), " / NULLIF(", e(), ", 0))", ty=ty)),
                (0.3, lambda: N("(", e(), " / ", e(), ")", ty=ty)),
                (0.5, lambda: N("(-", e(), ")", ty=ty)),
                (0.5, lambda: N("abs(", e(), ")", ty=ty)),
                (0.8, lambda: N("CAST(", self.expr(r.choice(NUMS), sc, d - 1), " AS %s)"
                                % SQLTYPE[ty], ty=ty)),
            ]
            if ty in ("int", "bigint"):
                extra += [(0.5, lambda: N("(", e(), " % NULLIF(", e(), ", 0))", ty=ty))]
            if ty == "int":
                extra += [
                    (0.6, lambda: N("length(", self.expr("text", sc, d - 1), ")", ty=ty)),
                    (0.3, lambda: N("strpos(", self.expr("text", sc, d - 1), ", ",
                                    self.lit("text"), ")", ty=ty)),
                    (0.5, lambda: N("(", self.expr("date", sc, d - 1), " - ",
                                    self.expr("date", sc, d - 1), ")", ty=ty)),
                ]
            if ty == "numeric":
                extra += [
                    (0.6, lambda: N("round(", e(), ", %d)" % r.randint(0, 3), ty=ty)),
                    (0.3, lambda: N("trunc(", e(), ", %d)" % r.randint(0, 2), ty=ty)),
                    (0.4, lambda: N("EXTRACT(%s FROM " % r.choice(["DAY", "MONTH", "YEAR",
                                                                 "DOW", "EPOCH"]),
                                    self.expr(r.choice(["date", "timestamp"]), sc, d - 1), ")",
                                    ty=ty)),
                    (0.2, lambda: N("mod(", e(), ", NULLIF(", e(), ", 0))", ty=ty)),
                ]
            if ty == "double":
                extra += [
                    (0.3, lambda: N("sqrt(abs(", e(), "))", ty=ty)),
                    (0.3, lambda: N("floor(", e(), ")", ty=ty)),
                    (0.3, lambda: N("date_part('%s', " % r.choice(["day", "hour", "month"]),
                                    self.expr("timestamp", sc, d - 1), ")", ty=ty)),
                ]
            if ty == "bigint" and sc.agg is not None:
                extra += [(0.8, lambda: self.count(sc, d))]
            return self.pick(common + extra)
        if ty == "text":
            t = lambda: self.expr("text", sc, d - 1)
            extra = [
                (2, lambda: N("(", t(), " || ", t(), ")", ty=ty)),
                (0.5, lambda: N("(", t(), " || ", self.expr(r.choice(["int", "numeric"]), sc,
                                                             d - 1), ")", ty=ty)),
                (0.5, lambda: N("%s(" % r.choice(["upper", "lower", "initcap", "reverse",
                                                  "trim", "ltrim", "rtrim", "md5"]),
                                t(), ")", ty=ty)),
                (0.6, lambda: N("substr(", t(), ", %d, %d)" % (r.randint(-1, 4), r.randint(0, 4)),
                                ty=ty)),
                (0.3, lambda: N("substr(", t(), ", %d)" % r.randint(0, 3), ty=ty)),
                (0.4, lambda: N("replace(", t(), ", %s, %s)" % (value_sql(r, "text"),
                                                               value_sql(r, "text")), ty=ty)),
                (0.3, lambda: N("%s(" % r.choice(["lpad", "rpad"]), t(),
                                ", %d, 'xy')" % r.randint(0, 6), ty=ty)),
                (0.3, lambda: N("%s(" % r.choice(["left", "right"]), t(),
                                ", %d)" % r.randint(-2, 3), ty=ty)),
                (0.2, lambda: N("repeat(", t(), ", %d)" % r.randint(0, 3), ty=ty)),
                (0.4, lambda: N("concat(", t(), ", ", self.expr(r.choice(TYPES), sc, d - 1),
                                ")", ty=ty)),
                (0.2, lambda: N("concat_ws('-', ", t(), ", ", t(), ")", ty=ty)),
                (0.2, lambda: N("split_part(", t(), ", ' ', %d)" % r.randint(1, 2), ty=ty)),
                (0.6, lambda: N("CAST(", self.expr(r.choice(["int", "bigint", "numeric", "date",
                                                             "timestamp", "bool"]), sc, d - 1),
                                " AS text)", ty=ty)),
            ]
            if sc.agg is not None:
                extra += [(0.4, lambda: self.string_agg(sc, d))]
            return self.pick(common + extra)
        if ty == "bool":
            return self.pick(common[1:] + self.bool_choices(sc, d))
        if ty == "date":
            extra = [
                (1, lambda: N("(", e(), " + ", self.expr("int", sc, d - 1), ")", ty=ty)),
                (0.5, lambda: N("CAST(", self.expr("timestamp", sc, d - 1), " AS date)", ty=ty)),
            ]
            return self.pick(common + extra)
        if ty == "timestamp":
            extra = [
                (1, lambda: N("(", e(), " + INTERVAL '%d %s')" % (
                    r.randint(-3, 30), r.choice(["hours", "days", "minutes", "months"])), ty=ty)),
                (0.6, lambda: N("date_trunc('%s', " % r.choice(["day", "month", "hour", "year",
                                                                 "week"]), e(), ")", ty=ty)),
                (0.5, lambda: N("CAST(", self.expr("date", sc, d - 1), " AS timestamp)",
                                ty=ty)),
            ]
            return self.pick(common + extra)
        raise ValueError(ty)

    def bool_choices(self, sc, d):
        r = self.rng
        b = lambda: self.expr("bool", sc, d - 1)
        anyt = lambda: r.choice(ORDERABLE)

        def cmp():
            t = anyt()
            return N("(", self.expr(t, sc, d - 1), " %s " % r.choice(["=", "<>", "<", "<=", ">",
                                                                   ">="]),
                     self.expr(t, sc, d - 1), ")", ty="bool")

        def between():
            t = r.choice(NUMS + ["date", "text"])
            return N("(", self.expr(t, sc, d - 1), " %sBETWEEN " % r.choice(["", "NOT "]),
                     self.expr(t, sc, d - 1), " AND ", self.expr(t, sc, d - 1), ")", ty="bool")

        def inlist():
            t = anyt()
            items = L([self.expr(t, sc, 0) for _ in range(r.randint(1, 4))])
            return N("(", self.expr(t, sc, d - 1), " %sIN (" % r.choice(["", "NOT "]), items,
                     "))", ty="bool")

        def isnull():
            return N("(", self.expr(r.choice(TYPES), sc, d - 1),
                     " IS %sNULL)" % r.choice(["", "NOT "]), ty="bool")

        def distinct():
            t = anyt()
            return N("(", self.expr(t, sc, d - 1), " IS %sDISTINCT FROM " % r.choice(["", "NOT "]),
                     self.expr(t, sc, d - 1), ")", ty="bool")

        def like():
            pat = r.choice(["a%", "%b%", "_", "%", "foo%", "%o_", "x%z", "%\\_%", "b c%"])
            return N("(", self.expr("text", sc, d - 1), " %s%s '%s')" % (
                r.choice(["", "NOT "]), r.choice(["LIKE", "LIKE", "ILIKE"]), pat), ty="bool")

        def istrue():
            return N("(", b(), " IS %s)" % r.choice(["TRUE", "NOT TRUE", "FALSE", "UNKNOWN",
                                                   "NOT FALSE"]), ty="bool")

        def aggbool():
            if sc.agg is None:
                return None
            return N("%s(" % r.choice(["bool_and", "bool_or"]),
                     self.expr("bool", Scope(sc.agg), d - 1), ")", ty="bool")

        return [
            (3, lambda: self.leaf("bool", sc)),
            (5, cmp),
            (1.5, lambda: N("(", b(), " AND ", b(), ")", ty="bool")),
            (1.5, lambda: N("(", b(), " OR ", b(), ")", ty="bool")),
            (1, lambda: N("(NOT ", b(), ")", ty="bool")),
            (1, isnull), (0.7, between), (1, inlist), (0.5, distinct), (0.7, like), (0.3, istrue),
            (0.8 if d >= 2 else 0, lambda: self.exists_sub(sc, d)),
            (0.8 if d >= 2 else 0, lambda: self.in_sub(sc, d)),
            (0.5, aggbool),
        ]

    # aggregates and windows --------------------------------------------------------------
    def agg(self, ty, sc, d):
        r = self.rng
        inner = Scope(sc.agg)
        a = lambda t: self.expr(t, inner, d - 1)
        filt = lambda: (N(" FILTER (WHERE ", self.expr("bool", inner, 1), ")", optional=True)
                        if r.random() < 0.15 else "")
        dist = lambda: "DISTINCT " if r.random() < 0.15 else ""
        if ty in ("int", "bigint", "numeric", "double", "text", "date", "timestamp") and \
                r.random() < 0.35:
            return N("%s(" % r.choice(["min", "max"]), dist(), a(ty), ")", filt(), ty=ty)
        if ty == "bigint":
            if r.random() < 0.5:
                return self.count(sc, d)
            return N("sum(", dist(), a("int"), ")", filt(), ty=ty)
        if ty == "numeric":
            k = r.random()
            if k < 0.3:
                return N("sum(", dist(), a(r.choice(["bigint", "numeric"])), ")", filt(), ty=ty)
            if k < 0.8:
                return N("avg(", dist(), a(r.choice(["int", "bigint", "numeric"])), ")", filt(),
                         ty=ty)
            return N("%s(" % r.choice(["stddev_samp", "var_pop", "stddev_pop", "variance"]),
                     a(r.choice(["int", "numeric"])), ")", ty=ty)
        if ty == "double":
            return N("%s(" % r.choice(["sum", "avg"]), a("double"), ")", filt(), ty=ty)
        if ty == "text":
            return self.string_agg(sc, d)
        return None

    def count(self, sc, d):
        r = self.rng
        if sc.agg is None:
            return None
        k = r.random()
        if k < 0.4:
            return N("count(*)", ty="bigint", alts=[])
        return N("count(", "DISTINCT " if k > 0.8 else "",
                 self.expr(r.choice(TYPES), Scope(sc.agg), d - 1), ")", ty="bigint", alts=[])

    def string_agg(self, sc, d):
        if sc.agg is None:
            return None
        arg = self.expr("text", Scope(sc.agg), min(d - 1, 1))
        # ORDER BY the argument itself: ties are equal strings, so the result is deterministic
        return N("string_agg(", arg, ", ',' ORDER BY ", N(arg.sql()), ")", ty="text")

    def window(self, ty, sc, d):
        r = self.rng
        plain = Scope(sc.cols)
        part = L([self.expr(r.choice(ORDERABLE), plain, 0) for _ in range(r.randint(1, 2))],
                 prefix="PARTITION BY ", optional=True)
        if r.random() < 0.3:
            part.dropped = True
        keys = [self.expr(r.choice(ORDERABLE), plain, 1) for _ in range(r.randint(1, 2))]
        keys = [N(k, " DESC" if r.random() < 0.3 else "") for k in keys]
        total = [N(t) for t in sc.total]
        order_total = L(keys + total, prefix=" ORDER BY ")
        order_some = L(keys, prefix=" ORDER BY ")
        frame = r.choice(["", "", " ROWS BETWEEN 1 PRECEDING AND CURRENT ROW",
                          " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW",
                          " ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING",
                          " RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW",
                          " ROWS BETWEEN 2 PRECEDING AND 1 FOLLOWING"])
        over_total = N(" OVER (", part, order_total, frame, ")")
        over_some = N(" OVER (", part, order_some, ")")
        if ty == "bigint":
            k = r.random()
            if k < 0.4:
                return N("%s()" % r.choice(["row_number", "rank", "dense_rank"]), over_total,
                         ty=ty, alts=[])
            if k < 0.6:
                return N("%s()" % r.choice(["rank", "dense_rank"]), over_some, ty=ty, alts=[])
            if k < 0.8:
                return N("count(*)", over_total, ty=ty, alts=[])
            return N("sum(", self.expr("int", plain, d - 1), ")", over_total, ty=ty)
        if ty == "int" and r.random() < 0.3:
            return N("ntile(%d)" % r.randint(1, 4), over_total, ty=ty, alts=[])
        if ty in ("numeric", "double") and r.random() < 0.6:
            return N("%s(" % r.choice(["sum", "avg"]), self.expr(ty, plain, d - 1), ")",
                     over_total, ty=ty)
        if ty in ORDERABLE and r.random() < 0.5:
            return N("%s(" % r.choice(["min", "max"]), self.expr(ty, plain, d - 1), ")",
                     over_total, ty=ty)
        if r.random() < 0.5:
            return N("%s(" % r.choice(["lag", "lead"]), self.expr(ty, plain, d - 1), ")",
                     over_total, ty=ty)
        return N("%s(" % r.choice(["first_value", "last_value"]), self.expr(ty, plain, d - 1),
                 ")", over_total, ty=ty)

    # subqueries ------------------------------------------------------------------------
    def sub_from(self, sc):
        """FROM one table (sometimes two joined) for a subquery; its scope also sees sc."""
        t = self.rng.choice(self.tables)
        a = self.fresh("a")
        cols = [(a, c, ty) for c, ty, _ in t.cols]
        frm = N("%s %s" % (t.name, a))
        return frm, cols, t

    def sub_where(self, inner_cols, sc, d):
        """A correlated (usually) WHERE for a subquery."""
        r = self.rng
        both = Scope(inner_cols + sc.cols)
        conds = []
        if sc.cols and r.random() < 0.7:
            t = r.choice([ty for _, _, ty in inner_cols])
            outer = [c for c in sc.cols if c[2] == t]
            if outer:
                q, c, _ = r.choice(outer)
                iq, ic, _ = r.choice([x for x in inner_cols if x[2] == t])
                conds.append(N("%s.%s %s %s.%s" % (iq, ic, r.choice(["=", "=", "<", "<>"]), q, c)))
        if r.random() < 0.5 or not conds:
            conds.append(self.expr("bool", both, min(d - 1, 2)))
        return L(conds, sep=" AND ", prefix=" WHERE ", optional=True)

    def scalar_sub(self, ty, sc, d):
        r = self.rng
        frm, cols, t = self.sub_from(sc)
        where = self.sub_where(cols, sc, d)
        if ty in ("bigint", "numeric", "double", "int", "text", "date", "timestamp") and \
                r.random() < 0.6:
            inner = Scope([], agg=cols)
            item = self.agg(ty, inner, 2) if ty != "int" else None
            if item is None:
                item = N("%s(" % r.choice(["min", "max"]), self.expr(ty, Scope(cols), 1), ")",
                         ty=ty)
            return N("(SELECT ", item, " FROM ", frm, where, ")", ty=ty, alts=[self.lit(ty)])
        item = self.expr(ty, Scope(cols + sc.cols), 1)
        order = ", ".join("%s.%s" % (q, c) for q, c, _ in cols)
        return N("(SELECT ", item, " FROM ", frm, where, " ORDER BY ", order, " LIMIT 1)", ty=ty,
                 alts=[self.lit(ty)])

    def exists_sub(self, sc, d):
        frm, cols, t = self.sub_from(sc)
        where = self.sub_where(cols, sc, d)
        return N("(%sEXISTS (SELECT 1 FROM " % self.rng.choice(["", "NOT "]), frm, where, "))",
                 ty="bool", alts=[N("true", ty="bool", alts=[])])

    def in_sub(self, sc, d):
        r = self.rng
        frm, cols, t = self.sub_from(sc)
        ty = r.choice([ty for _, _, ty in cols])
        where = self.sub_where(cols, sc, d)
        item = self.expr(ty, Scope(cols), 1)
        return N("(", self.expr(ty, sc, d - 1), " %sIN (SELECT " % r.choice(["", "", "NOT "]),
                 item, " FROM ", frm, where, "))", ty="bool",
                 alts=[N("true", ty="bool", alts=[])])

    # FROM ------------------------------------------------------------------------------
    def from_item(self, depth):
        r = self.rng
        if depth > 0 and r.random() < 0.12:
            sel, types = self.select(depth - 1, Scope([]), top=False)
            q = self.fresh("q")
            cols = [(q, "x%d" % i, ty) for i, ty in enumerate(types)]
            return N("(", sel, ") %s" % q), cols, None
        t = r.choice(self.tables)
        a = self.fresh("a")
        return N("%s %s" % (t.name, a)), [(a, c, ty) for c, ty, _ in t.cols], t

    def from_clause(self, depth, outer):
        r = self.rng
        node, cols, t = self.from_item(depth)
        names = {} if t is None else {c: 1 for _, c, _ in cols}
        n = r.choice([1, 1, 2, 2, 2, 3])
        for _ in range(n - 1):
            right, rcols, rt = self.from_item(depth)
            kind = r.choice(["JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN", "CROSS JOIN",
                             "LEFT JOIN", "JOIN"])
            both = Scope(cols + rcols + outer.cols)
            common = [c for _, c, _ in rcols if names.get(c) == 1] if rt is not None else []
            if kind != "CROSS JOIN" and common and r.random() < 0.25:
                u = r.sample(common, min(len(common), r.choice([1, 1, 2])))
                cond = N(" USING (%s)" % ", ".join(u))
                for c in u:
                    names[c] = 99  # merged: never USING it again
            elif kind == "CROSS JOIN":
                cond = N("")
            else:
                eqs = []
                for q, c, ty in rcols:
                    for q2, c2, ty2 in cols:
                        if ty == ty2:
                            eqs.append("%s.%s = %s.%s" % (q, c, q2, c2))
                conds = []
                if eqs and (kind == "FULL JOIN" or r.random() < 0.7):
                    conds.append(N(r.choice(eqs)))
                elif kind == "FULL JOIN":
                    kind = "LEFT JOIN"
                if kind != "FULL JOIN" and (not conds or r.random() < 0.3):
                    conds.append(self.expr("bool", both, 2))
                cond = N(" ON ", L(conds, sep=" AND "))
            node = N(node, " %s " % kind, right, cond, alts=[node, right])
            cols = cols + rcols
            if rt is not None:
                for _, c, _ in rcols:
                    names[c] = names.get(c, 0) + 1
        return node, cols

    # SELECT ----------------------------------------------------------------------------
    def select(self, depth, outer, top=True, types=None):
        """A SELECT (or, at the top, a set operation); returns (node, result types)."""
        r = self.rng
        if top and types is None and r.random() < 0.12:
            left, tys = self.select(depth, outer, top=False)
            right, _ = self.select(depth, outer, top=False, types=tys)
            op = r.choice(["UNION", "UNION ALL", "INTERSECT", "EXCEPT", "INTERSECT ALL",
                           "EXCEPT ALL"])
            body = N("(", left, ") %s (" % op, right, ")", alts=[left, right])
            return self.order_limit(body, tys, positional_only=True), tys
        frm, cols = self.from_clause(depth, outer)
        full = Scope(cols + outer.cols)
        where = L([self.expr("bool", full, 3) for _ in range(r.choice([0, 1, 1, 2]))],
                  sep=" AND ", prefix=" WHERE ", optional=True)
        grouped = r.random() < 0.35
        forced = types is not None
        if types is None:
            types = [r.choice(TYPES) for _ in range(r.choice([1, 2, 2, 3, 4]))]
        group = having = N("")
        if grouped:
            keycols = r.sample(cols, min(len(cols), r.choice([0, 1, 1, 2, 3])))
            keys = [N("%s.%s" % (q, c)) for q, c, _ in keycols]
            if keys and r.random() < 0.3:
                keys.append(self.expr(r.choice(ORDERABLE), Scope(cols), 1))
            ksc = Scope([c for c in keycols] + outer.cols, agg=cols + outer.cols)
            items = []
            for ty in types:
                ks = [k for k, kc in zip(keys, keycols) if kc[2] == ty]
                if ks and r.random() < 0.5:
                    items.append(N(r.choice(ks).sql()))
                else:
                    items.append(self.expr(ty, ksc, 2))
            if keys:
                ks = L(keys)
                g = r.random()
                if g < 0.55 or len(keys) == 0:
                    group = N(" GROUP BY ", ks, optional=True)
                elif g < 0.7:
                    group = N(" GROUP BY ROLLUP (", ks, ")", alts=[N(" GROUP BY ", ks)])
                elif g < 0.85:
                    group = N(" GROUP BY CUBE (", ks, ")", alts=[N(" GROUP BY ", ks)])
                else:
                    sets = []
                    for _ in range(r.randint(1, 3)):
                        sub = r.sample(keys, r.randint(0, len(keys)))
                        sets.append("(%s)" % ", ".join(k.sql() for k in sub))
                    group = N(" GROUP BY GROUPING SETS (", L([N(s) for s in sets]), ")",
                              alts=[N(" GROUP BY ", ks)])
                if r.random() < 0.3 and keycols and not forced:
                    # GROUPING() of a key column, where the grouping is by sets
                    types = types + ["int"]
                    items.append(N("GROUPING(%s)" % r.choice(keys[:len(keycols)]).sql()))
            if r.random() < 0.35:
                having = N(" HAVING ", self.expr("bool", ksc, 2), optional=True)
            sc = ksc
        else:
            total = ["%s.%s" % (q, c) for q, c, _ in cols]
            sc = Scope(full.cols, win=top and depth >= 1, total=total)
            items = [self.expr(ty, sc, 3) for ty in types]
        distinct = "DISTINCT " if r.random() < 0.12 else ""
        sel = L([N(it, " AS x%d" % i) for i, it in enumerate(items)], minlen=len(items))
        body = N("SELECT ", distinct, sel, " FROM ", frm, where, group, having, alts=[])
        if top:
            return self.order_limit(body, types, positional_only=bool(distinct) or grouped,
                                    sc=sc), types
        if r.random() < 0.2:
            # a LIMIT in a derived table needs a total order to be deterministic
            return self.order_limit(body, types, positional_only=True, force_limit=True), types
        return body, types

    def order_limit(self, body, types, positional_only, sc=None, force_limit=False):
        r = self.rng
        if not force_limit and r.random() > 0.45:
            return self._wrap(body, False)
        keys = []
        if not positional_only and sc is not None and r.random() < 0.5:
            keys.append(N(self.expr(r.choice(ORDERABLE), Scope(sc.cols), 1),
                          r.choice(["", " DESC", " NULLS FIRST", " DESC NULLS LAST"])))
        positions = list(range(1, len(types) + 1))
        r.shuffle(positions)
        for p in positions[:r.randint(1, len(positions))]:
            keys.append(N("%d%s" % (p, r.choice(["", " DESC", " NULLS FIRST", " DESC NULLS LAST"]))))
        limit = force_limit or r.random() < 0.5
        total = limit or r.random() < 0.5
        if total:
            used = {k.sql().split()[0] for k in keys}
            keys += [N("%d" % p) for p in range(1, len(types) + 1) if str(p) not in used]
        tail = ""
        if limit:
            tail = " LIMIT %d" % r.choice([0, 1, 2, 3, 5, 10])
            if r.random() < 0.3:
                tail += " OFFSET %d" % r.choice([1, 2, 5])
        ol = L(keys, prefix=" ORDER BY ", minlen=len(keys) if total else 1,
               optional=not limit)
        node = N(body, ol, N(tail, optional=not limit) if tail else "", alts=[])
        node.ordered = total
        return node

    def _wrap(self, body, ordered):
        node = N(body, alts=[])
        node.ordered = ordered
        return node


# ---------------------------------------------------------------------------------------------
# Known differences

def load_known(path):
    known = []
    if not path or not os.path.exists(path):
        return known
    title = None
    for line in open(path, encoding="utf-8"):
        if line.startswith("## "):
            title = line[3:].strip()
        m = re.match(r"^\s*- signature: `([a-z-]+(?::[0-9A-Z/]+)?)` `(.+)`\s*$", line)
        if m:
            known.append((m.group(1), re.compile(m.group(2)), title))
    return known


def match_known(known, kind, detail, sql):
    for k, rx, title in known:
        if k in (kind, "%s:%s" % (kind, detail)) and rx.search(sql):
            return title
    return None


def shape(sql):
    """A normalized form used to de-duplicate reduced repros: constants and names folded."""
    s = re.sub(r"'(?:[^']|'')*'", "?", sql)
    s = re.sub(r"\b\d+(\.\d+)?(e-?\d+)?\b", "?", s)
    s = re.sub(r"\b[aq]\d+\b", "A", s)
    s = re.sub(r"\bt\d+(_r)?\b", "T", s)
    s = re.sub(r"\b(i|b|n|s|z|d|ts|f|x)\d+\b", "C", s)
    return s


# ---------------------------------------------------------------------------------------------
# The run

class Run:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.tmp = tempfile.mkdtemp(prefix="basalt-difftest.")
        self.out = args.out or os.path.join(self.tmp, "out")
        os.makedirs(self.out, exist_ok=True)
        self.known = load_known(args.known)
        self.pg = Postgres(self.tmp)
        self.bs = Basalt(args.basalt, self.tmp)
        self.crashes = 0
        self.diffs = []  # (kind, detail, sql, file, known title)
        self.seen_shapes = {}
        self.by_msg = {}
        self.stats = {"queries": 0, "same": 0, "both-error": 0, "pg-timeout": 0}

    def log(self, *a):
        print(*a, flush=True)

    def setup(self, servers=None):
        self.tables = gen_schema(self.rng) if not hasattr(self, "tables") else self.tables
        for srv in servers or (self.pg, self.bs):
            for t in self.tables:
                self.exec_setup(srv, "DROP TABLE IF EXISTS %s" % t.name)
                for s in t.create_sql() + t.insert_sql():
                    self.exec_setup(srv, s)
                self.exec_setup(srv, "ANALYZE %s" % t.name)

    def exec_setup(self, srv, sql):
        o = srv.run(sql, self.args.timeout)
        if not o.ok:
            if srv is self.bs and o.lost:
                self.report_crash(sql, o, during_setup=True)
                return
            self.log("setup statement failed on %s: %s\n  %s" % (srv.name, o.show(), sql))

    def compare(self, sql, ordered):
        pg = self.pg.run(sql, self.args.timeout)
        bs = self.bs.run(sql, self.args.timeout)
        kind, detail = classify(pg, bs, ordered, sql)
        if kind in ("crash", "hang"):
            self.bs.restart()
            bs.message = (bs.message or "") + " " + self.bs.crash_line()
        return kind, detail, pg, bs

    def report_crash(self, sql, o, during_setup=False):
        self.crashes += 1
        self.log("CRASH of Basalt on: %s\n  %s" % (sql, o.show()))
        self.bs.restart()
        if during_setup:
            return

    def main(self):
        a = self.args
        self.setup()
        deadline = time.time() + a.time if a.time else None
        i = 0
        while (a.queries is None or i < a.queries) and (deadline is None or time.time() < deadline):
            i += 1
            self.stats["queries"] += 1
            gen = Gen(self.rng, self.tables)
            root, types = gen.select(2, Scope([]))
            sql = root.sql()
            ordered = getattr(root, "ordered", False)
            kind, detail, pg, bs = self.compare(sql, ordered)
            if kind is None:
                if pg.timeout:
                    self.stats["pg-timeout"] += 1
                elif pg.sqlstate:
                    self.stats["both-error"] += 1
                else:
                    self.stats["same"] += 1
                continue
            if kind in ("crash", "hang"):
                self.crashes += 1
                self.setup([self.bs])  # recovery is another test's business: reload the data
            self.handle(kind, detail, root, ordered, sql, pg, bs)
        return self.finish()

    def handle(self, kind, detail, root, ordered, sql, pg, bs):
        # The same error message (or assertion) as a difference already reduced: the same bug,
        # almost always; counted under that one, not reduced again (reductions are slow).
        msg = {"crash": bs.message, "hang": "hang", "basalt-error": bs.message,
               "sqlstate": bs.message, "pg-error": pg.message}.get(kind)
        mkey = None
        if msg:
            m = re.sub(r'"[^"]*"', '""', msg.strip().splitlines()[0] if kind != "crash" else
                       re.sub(r".*(basalt: |Assertion)", r"\1", msg.strip().splitlines()[-1]))
            mkey = (kind, detail, re.sub(r"\d{4,}|\[\d+\]", "N", m))
            if mkey in self.by_msg:
                path, title = self.by_msg[mkey]
                self.log("%s %s (same message as %s)" % (kind, detail or "",
                                                         os.path.basename(path)))
                self.diffs.append((kind, detail, sql, path, title))
                return
        red_sql, tables, rows, nidx = self.reduce(kind, detail, root, ordered)
        sig = (kind, detail, shape(red_sql))
        title = match_known(self.known, kind, detail, red_sql) if kind not in ("crash", "hang") else None
        if sig in self.seen_shapes:
            self.seen_shapes[sig][1] += 1
            self.log("%s (again: %s)%s" % (kind, self.seen_shapes[sig][0],
                                           " known: " + title if title else ""))
            self.diffs.append((kind, detail, red_sql, self.seen_shapes[sig][0], title))
            return
        path = os.path.join(self.out, "diff-%03d.sql" % (len(self.seen_shapes) + 1))
        self.seen_shapes[sig] = [path, 1]
        pg2, bs2 = self.final_outcomes(red_sql, tables, rows, nidx)
        with open(path, "w") as f:
            f.write("-- difftest seed %d: %s%s%s\n" % (self.args.seed, kind,
                                                     " " + detail if detail else "",
                                                     " (known: %s)" % title if title else ""))
            f.write("-- original query:\n-- %s\n" % sql)
            for t in tables:
                for s in t.create_sql(with_indexes=t.name in nidx) + t.insert_sql(rows[t.name]):
                    f.write(s + ";\n")
            f.write(red_sql + ";\n")
            f.write("-- PostgreSQL 15:\n" + "".join("--   %s\n" % l
                                                   for l in pg2.show(20).splitlines()))
            f.write("-- Basalt:\n" + "".join("--   %s\n" % l for l in bs2.show(20).splitlines()))
        self.diffs.append((kind, detail, red_sql, path, title))
        if mkey:
            self.by_msg[mkey] = (path, title)
        self.log("%s%s: %s%s\n  %s" % (kind, " " + detail if detail else "", path,
                                       " (known: %s)" % title if title else " NEW",
                                       red_sql))

    def final_outcomes(self, sql, tables, rows, nidx):
        self.load_reduced(tables, rows, nidx)
        rq = self.rename(sql)
        out = self.pg.run(rq, self.args.timeout), self.bs.run(rq, self.args.timeout)
        if out[1].lost:
            self.bs.restart()
        self.drop_reduced(tables)
        return out

    # reduction ---------------------------------------------------------------------------
    def same_diff(self, kind, detail, sql, ordered):
        k, d, _, _ = self.compare(sql, ordered)
        return k == kind and (d == detail or kind in ("rows", "coltypes"))

    def reduce(self, kind, detail, root, ordered):
        budget = [self.args.reduce_budget]

        def test(sql):
            if budget[0] <= 0:
                return False
            budget[0] -= 1
            return self.same_diff(kind, detail, sql, ordered)

        progress = True
        while progress and budget[0] > 0:
            progress = False
            for e in list(edits(root)):
                if budget[0] <= 0:
                    break
                before = root.sql()
                saved = apply_edit(e)
                after = root.sql()
                if after == before or not test(after):
                    undo_edit(e, saved)
                    continue
                progress = True
                break
        sql = root.sql()
        names = sorted(set(re.findall(r"\bt\d+\b", sql)))
        tables = [t for t in self.tables if t.name in names]
        rows = {t.name: list(t.rows) for t in tables}
        nidx = {t.name for t in tables if t.indexes or t.pk}
        rsql = self.rename(sql)

        def trial(rows_, nidx_):
            if budget[0] <= 0:
                return False
            budget[0] -= 1
            self.load_reduced(tables, rows_, nidx_)
            return self.same_diff(kind, detail, rsql, ordered)

        if trial(rows, nidx):
            for t in tables:  # ddmin over each table's rows
                n = 2
                while len(rows[t.name]) >= 1 and budget[0] > 0:
                    cur = rows[t.name]
                    size = max(1, len(cur) // n)
                    chunks = [cur[i:i + size] for i in range(0, len(cur), size)]
                    reduced = False
                    for ci in range(len(chunks)):
                        cand = [r for j, c in enumerate(chunks) if j != ci for r in c]
                        if trial(dict(rows, **{t.name: cand}), nidx):
                            rows[t.name] = cand
                            n = max(n - 1, 2)
                            reduced = True
                            break
                    if not reduced:
                        if size == 1:
                            break
                        n = min(len(cur), n * 2)
            for t in tables:
                if t.name in nidx and trial(rows, nidx - {t.name}):
                    nidx = nidx - {t.name}
        else:
            rows = {t.name: list(t.rows) for t in tables}
        self.drop_reduced(tables)
        return sql, tables, rows, nidx

    @staticmethod
    def rename(sql):
        return re.sub(r"\b(t\d+)\b", r"\1_r", sql)

    def load_reduced(self, tables, rows, nidx):
        for srv in (self.pg, self.bs):
            for t in tables:
                srv.run("DROP TABLE IF EXISTS %s_r" % t.name, self.args.timeout)
                for s in t.create_sql(t.name + "_r", with_indexes=t.name in nidx) + \
                        t.insert_sql(rows[t.name], t.name + "_r"):
                    o = srv.run(s, self.args.timeout)
                    if srv is self.bs and o.lost:
                        self.crashes += 1
                        self.log("CRASH of Basalt while loading a reduced table: %s" % s)
                        self.bs.restart()
                srv.run("ANALYZE %s_r" % t.name, self.args.timeout)

    def drop_reduced(self, tables):
        for srv in (self.pg, self.bs):
            for t in tables:
                srv.run("DROP TABLE IF EXISTS %s_r" % t.name, self.args.timeout)

    def finish(self):
        st = self.stats
        self.log("\n%d queries: %d same results, %d same errors, %d too slow on PG, "
                 "%d differences (%d distinct), %d Basalt crashes/hangs"
                 % (st["queries"], st["same"], st["both-error"], st["pg-timeout"],
                    len(self.diffs), len(self.seen_shapes), self.crashes))
        new = [d for d in self.diffs if d[4] is None]
        byfile = {}
        for kind, detail, sql, path, title in self.diffs:
            byfile.setdefault(path, [kind, detail, title, 0])[3] += 1
        for path, (kind, detail, title, n) in sorted(byfile.items()):
            self.log("  %-40s %-13s %-12s x%-3d %s" % (os.path.basename(path), kind,
                                                      detail or "", n, title or "NEW"))
        self.pg.stop()
        status = self.bs.stop()
        logtext = open(self.bs.logpath, errors="replace").read()
        bad = [l for l in logtext.splitlines()
               if re.search(r"PANIC|AddressSanitizer|runtime error:|TRAP", l)]
        if bad:
            self.crashes += 1
            self.log("Basalt's log reports: %s" % bad[:5])
        if status not in (0, None):
            self.log("Basalt exited with status %s after SIGINT" % status)
            self.crashes += 1
        self.log("repros in %s" % self.out)
        failed = self.crashes > 0 or (self.args.known is not None and new)
        if failed:
            self.log("servers' data and logs kept in %s" % self.tmp)
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)
        return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--basalt", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--queries", type=int, default=None)
    ap.add_argument("--time", type=float, default=None, help="stop generating after SECONDS")
    ap.add_argument("--out", default=None)
    ap.add_argument("--known", default=None, help="known-differences.md: fail on others")
    ap.add_argument("--timeout", type=float, default=10, help="per-statement cancel, seconds")
    ap.add_argument("--reduce-budget", type=int, default=250,
                    help="trials per reduction (each runs the query on both servers)")
    args = ap.parse_args()
    if args.queries is None and args.time is None:
        args.queries = 200
    for k in ("PGHOST", "PGPORT", "PGUSER", "PGDATABASE", "PGPASSWORD", "PGSERVICE",
              "PGOPTIONS"):
        os.environ.pop(k, None)
    os.environ.update(PGTZ="UTC", PGDATESTYLE="ISO, MDY", LC_MESSAGES="C")
    # psycopg2 turns SIGINT into a query cancel; SIGTERM (and SIGINT between queries) end the
    # run, stopping both servers.
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(143))
    run = Run(args)
    try:
        failed = run.main()
    except BaseException:
        try:
            run.pg.stop()
            run.bs.stop()
        except Exception:
            pass
        raise
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
