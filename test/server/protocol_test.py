#!/usr/bin/env python3
"""protocol_test.py: drive a running Basalt over raw sockets with the v3 wire protocol.

    protocol_test.py PORT

The one idea: no client library sits between the test and the server, so every byte the
server sends is checked as it is: message types, order, ParameterStatus values, error fields,
binary formats, PortalSuspended, the skip-until-Sync rule, and what happens to malformed input.
Exits 0 when every check passed; prints each failure and exits 1 otherwise.
"""
import faulthandler
import socket
import struct
import sys
import threading
import time

PORT = int(sys.argv[1])
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what, flush=True)


class Conn:
    """A minimal frontend: builds messages, reads whole backend messages."""

    def __init__(self, ssl_first=False, params=None, connect=True):
        self.sock = socket.create_connection(("127.0.0.1", PORT), timeout=60)
        self.buf = b""
        self.params = {}
        self.pid = self.key = None
        if ssl_first:
            self.sock.sendall(struct.pack("!ii", 8, 80877103))
            self.ssl_answer = self.recv_exact(1)
        if connect:
            self.startup(params or {})

    def recv_exact(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("server closed the connection")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def read_msg(self):
        hdr = self.recv_exact(5)
        typ, length = hdr[:1], struct.unpack("!i", hdr[1:])[0]
        return typ.decode(), self.recv_exact(length - 4)

    def send(self, typ, body=b""):
        self.sock.sendall(typ.encode() + struct.pack("!i", len(body) + 4) + body)

    def startup(self, params):
        p = {"user": "postgres", "database": "postgres"}
        p.update(params)
        body = struct.pack("!i", 196608)
        for k, v in p.items():
            body += k.encode() + b"\0" + v.encode() + b"\0"
        body += b"\0"
        self.sock.sendall(struct.pack("!i", len(body) + 4) + body)
        self.startup_msgs = self.until_ready()

    def until_ready(self):
        """Messages up to and including ReadyForQuery."""
        msgs = []
        while True:
            typ, body = self.read_msg()
            if typ == "S":
                name, value = body.split(b"\0")[:2]
                self.params[name.decode()] = value.decode()
            elif typ == "K":
                self.pid, self.key = struct.unpack("!ii", body)
            msgs.append((typ, body))
            if typ == "Z":
                return msgs

    def query(self, sql):
        self.send("Q", sql.encode() + b"\0")
        return self.until_ready()

    # Extended protocol builders.
    def parse(self, name, sql, types=()):
        self.send("P", name.encode() + b"\0" + sql.encode() + b"\0" +
                  struct.pack("!h", len(types)) + b"".join(struct.pack("!i", t) for t in types))

    def bind(self, portal, stmt, values=(), formats=(), result_formats=()):
        body = portal.encode() + b"\0" + stmt.encode() + b"\0"
        body += struct.pack("!h", len(formats)) + b"".join(struct.pack("!h", f) for f in formats)
        body += struct.pack("!h", len(values))
        for v in values:
            if v is None:
                body += struct.pack("!i", -1)
            else:
                body += struct.pack("!i", len(v)) + v
        body += struct.pack("!h", len(result_formats))
        body += b"".join(struct.pack("!h", f) for f in result_formats)
        self.send("B", body)

    def describe(self, kind, name):
        self.send("D", kind.encode() + name.encode() + b"\0")

    def execute(self, portal, max_rows=0):
        self.send("E", portal.encode() + b"\0" + struct.pack("!i", max_rows))

    def close_obj(self, kind, name):
        self.send("C", kind.encode() + name.encode() + b"\0")

    def sync(self):
        self.send("S")

    def close(self):
        try:
            self.send("X")
            self.sock.close()
        except OSError:
            pass


def error_fields(body):
    fields = {}
    for part in body.split(b"\0"):
        if part:
            fields[part[:1].decode()] = part[1:].decode()
    return fields


def data_row(body):
    n = struct.unpack("!h", body[:2])[0]
    pos, out = 2, []
    for _ in range(n):
        length = struct.unpack("!i", body[pos:pos + 4])[0]
        pos += 4
        if length == -1:
            out.append(None)
        else:
            out.append(body[pos:pos + length])
            pos += length
    return out


def row_description(body):
    n = struct.unpack("!h", body[:2])[0]
    pos, cols = 2, []
    for _ in range(n):
        end = body.index(b"\0", pos)
        name = body[pos:end].decode()
        pos = end + 1
        tableoid, attnum, typid, typlen, typmod, fmt = struct.unpack("!ihihih", body[pos:pos + 18])
        pos += 18
        cols.append((name, typid, fmt))
    return cols


def types_of(msgs):
    return "".join(t for t, _ in msgs)


def tags(msgs):
    return [b.rstrip(b"\0").decode() for t, b in msgs if t == "C"]


def closed_after_error(conn):
    """Read until the server closes; return the ErrorResponse fields seen (or None)."""
    err = None
    try:
        while True:
            typ, body = conn.read_msg()
            if typ == "E":
                err = error_fields(body)
    except (EOFError, ConnectionResetError, socket.timeout):
        pass
    return err


# ---------------------------------------------------------------- startup and ParameterStatus
def test_startup():
    c = Conn(ssl_first=True, params={"application_name": "ptest", "client_encoding": "UTF8",
                                     "DateStyle": "ISO, MDY", "TimeZone": "UTC",
                                     "options": "-c extra_float_digits=2"})
    check(c.ssl_answer == b"N", "SSLRequest answered 'N'")
    first = c.startup_msgs[0]
    check(first[0] == "R" and first[1] == b"\0\0\0\0", "AuthenticationOk first")
    check(c.params.get("server_version", "").startswith("15."), "server_version starts with 15.")
    check(c.params.get("server_encoding") == "UTF8", "server_encoding UTF8")
    check(c.params.get("client_encoding") == "UTF8", "client_encoding UTF8")
    check(c.params.get("DateStyle") == "ISO, MDY", "DateStyle ISO, MDY")
    check(c.params.get("TimeZone") == "UTC", "TimeZone UTC")
    check(c.params.get("integer_datetimes") == "on", "integer_datetimes on")
    check(c.params.get("standard_conforming_strings") == "on", "standard_conforming_strings on")
    check(c.params.get("application_name") == "ptest", "application_name from startup")
    check(c.params.get("IntervalStyle") == "postgres", "IntervalStyle postgres")
    check(c.params.get("session_authorization") == "postgres", "session_authorization")
    check(c.pid is not None and c.key is not None, "BackendKeyData sent")
    check(c.startup_msgs[-1] == ("Z", b"I"), "ReadyForQuery idle")
    c.close()

    # GSSENCRequest is refused the same way, then a normal startup works.
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!ii", 8, 80877104))
    check(s.recv(1) == b"N", "GSSENCRequest answered 'N'")
    s.close()

    # Unknown database and unsupported protocol: FATAL with PG's words.
    c = Conn(connect=False)
    body = struct.pack("!i", 196608) + b"user\0postgres\0database\0nosuchdb\0\0"
    c.sock.sendall(struct.pack("!i", len(body) + 4) + body)
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "3D000" and
          err.get("M") == 'database "nosuchdb" does not exist' and err.get("S") == "FATAL",
          "unknown database -> FATAL 3D000")
    c = Conn(connect=False)
    body = struct.pack("!i", 2 << 16) + b"user\0postgres\0\0"
    c.sock.sendall(struct.pack("!i", len(body) + 4) + body)
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "0A000" and
          err.get("M") == "unsupported frontend protocol 2.0: server supports 3.0 to 3.0",
          "protocol 2.0 refused")
    c = Conn(connect=False)
    body = struct.pack("!i", 196608) + b"user\0postgres\0work_mem\0lots\0\0"
    c.sock.sendall(struct.pack("!i", len(body) + 4) + body)
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "22023" and err.get("S") == "FATAL",
          "bad startup setting -> FATAL 22023")


# ---------------------------------------------------------------- simple query
def test_simple(c):
    msgs = c.query("DROP TABLE IF EXISTS pt; CREATE TABLE pt (a int, b text); "
                   "INSERT INTO pt VALUES (1, 'x'), (2, 'y'), (3, NULL); "
                   "SELECT a, b FROM pt ORDER BY a")
    t = tags(msgs)
    check(t[1:] == ["CREATE TABLE", "INSERT 0 3", "SELECT 3"], "multi-statement tags %r" % t)
    rows = [data_row(b) for typ, b in msgs if typ == "D"]
    check(rows == [[b"1", b"x"], [b"2", b"y"], [b"3", None]], "multi-statement rows %r" % rows)
    desc = [row_description(b) for typ, b in msgs if typ == "T"]
    check(desc and [d[0] for d in desc[0]] == ["a", "b"] and desc[0][0][1] == 23 and
          desc[0][1][1] == 25, "RowDescription a int4, b text")
    check(msgs[-1] == ("Z", b"I"), "ready after multi-statement")

    msgs = c.query("")
    check(types_of(msgs) == "IZ", "empty query -> EmptyQueryResponse, got %s" % types_of(msgs))
    msgs = c.query(";")
    check(types_of(msgs) == "IZ", "';' -> EmptyQueryResponse")

    msgs = c.query("SELECT 1; SELECT 1/0; SELECT 2")
    check(types_of(msgs) == "TDCEZ", "error stops the rest of the string: %s" % types_of(msgs))
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "22012" and errs[0].get("M") == "division by zero" and
          errs[0].get("S") == "ERROR" and errs[0].get("V") == "ERROR" and "F" in errs[0] and
          "L" in errs[0] and "R" in errs[0], "division by zero fields %r" % errs)

    msgs = c.query("SELEC 1")
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "42601" and errs[0].get("P") == "1",
          "syntax error with position %r" % errs)

    msgs = c.query("SET application_name = 'renamed'")
    ps = [b for typ, b in msgs if typ == "S"]
    check(ps == [b"application_name\0renamed\0"], "ParameterStatus after SET: %r" % ps)
    check(tags(msgs) == ["SET"], "SET tag")
    msgs = c.query("SHOW work_mem")
    rows = [data_row(b) for typ, b in msgs if typ == "D"]
    check(rows == [[b"4MB"]], "SHOW work_mem -> 4MB, got %r" % rows)
    msgs = c.query("SET extra_float_digits = 4")
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("M") == '4 is outside the valid range for parameter '
          '"extra_float_digits" (-15 .. 3)' and errs[0].get("C") == "22023", "range error %r" % errs)

    msgs = c.query("BEGIN")
    check(msgs[-1] == ("Z", b"T"), "BEGIN -> status T")
    msgs = c.query("SELECT 1/0")
    check(msgs[-1] == ("Z", b"E"), "error in block -> status E")
    msgs = c.query("ROLLBACK")
    check(msgs[-1] == ("Z", b"I"), "ROLLBACK -> status I")


# ---------------------------------------------------------------- extended protocol
def test_extended(c):
    # Unnamed statement and portal, text parameter inferred from the cast.
    c.parse("", "SELECT $1::int4 + 1")
    c.bind("", "", [b"41"])
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "12DCZ", "unnamed P/B/E/S -> %s" % types_of(msgs))
    rows = [data_row(b) for typ, b in msgs if typ == "D"]
    check(rows == [[b"42"]], "unnamed result %r" % rows)

    # Named statement with declared types, binary parameters and binary results.
    types = [20, 25, 16, 701, 21, 23]
    c.parse("s1", "SELECT $1::int8, $2::text, $3::bool, $4::float8, $5::int2, $6::int4", types)
    c.describe("S", "s1")
    vals = [struct.pack("!q", -(2 ** 40)), "héllo".encode(), b"\x01", struct.pack("!d", 2.5),
            struct.pack("!h", -7), struct.pack("!i", 123456)]
    c.bind("p1", "s1", vals, formats=[1], result_formats=[1])
    c.describe("P", "p1")
    c.execute("p1")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "1tT2TDCZ", "named extended flow -> %s" % types_of(msgs))
    pd = [b for typ, b in msgs if typ == "t"]
    if pd:
        n = struct.unpack("!h", pd[0][:2])[0]
        got = list(struct.unpack("!%di" % n, pd[0][2:]))
        check(got == types, "ParameterDescription %r" % got)
    descs = [row_description(b) for typ, b in msgs if typ == "T"]
    if len(descs) == 2:
        check([d[1] for d in descs[0]] == [20, 25, 16, 701, 21, 23], "Describe S column types")
        check(all(d[2] == 0 for d in descs[0]), "Describe S formats are text")
        check(all(d[2] == 1 for d in descs[1]), "Describe P formats are binary")
    rows = [data_row(b) for typ, b in msgs if typ == "D"]
    check(rows == [vals], "binary round trip %r" % rows)

    # Text parameters of every type, text results.
    c.bind("", "s1", [b"9000000000", b"txt", b"true", b"-1.5", b"12", b"-3"])
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    rows = [data_row(b) for typ, b in msgs if typ == "D"]
    check(rows == [[b"9000000000", b"txt", b"t", b"-1.5", b"12", b"-3"]], "text params %r" % rows)

    # Row limit: PortalSuspended, then resume.
    c.parse("s2", "SELECT a FROM pt ORDER BY a")
    c.bind("c1", "s2")
    c.execute("c1", 2)
    c.execute("c1", 2)
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "12DDsDCZ", "row limit flow -> %s" % types_of(msgs))
    rows = [data_row(b)[0] for typ, b in msgs if typ == "D"]
    check(rows == [b"1", b"2", b"3"], "suspended rows %r" % rows)

    # Close a statement and a portal; then using them fails.
    c.bind("c2", "s2")
    c.close_obj("P", "c2")
    c.close_obj("S", "s2")
    c.close_obj("S", "never_existed")  # closing a missing one is not an error
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "2333Z", "close flow -> %s" % types_of(msgs))
    c.bind("", "s2")
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "26000" and
          errs[0].get("M") == 'prepared statement "s2" does not exist', "closed statement %r" % errs)

    # Error in the middle of a batch: everything up to Sync is skipped.
    c.parse("s1", "SELECT 1")  # s1 exists
    c.bind("", "s1", [b"1"] * 6)
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "EZ", "error skips to Sync -> %s" % types_of(msgs))
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "42P05" and
          errs[0].get("M") == 'prepared statement "s1" already exists', "duplicate statement")

    c.bind("", "s1", [b"1"])
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "08P01" and errs[0].get("M") ==
          'bind message supplies 1 parameters, but prepared statement "s1" requires 6',
          "bind parameter count %r" % errs)

    c.execute("nosuchportal")
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "34000", "unknown portal %r" % errs)

    # A runtime error at Execute, then the session carries on.
    c.parse("", "SELECT 1/$1::int4")
    c.bind("", "", [b"0"])
    c.execute("")
    c.parse("", "SELECT 2")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "12EZ", "runtime error at Execute -> %s" % types_of(msgs))
    msgs = c.query("SELECT 3")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"3"]], "session usable after errors")

    # Everything up to Sync is one implicit transaction, as in PG: a batch that fails on its
    # third row keeps none of it; one that succeeds keeps all of it.
    c.query("CREATE TABLE batch (a int4)")
    c.parse("ins", "INSERT INTO batch VALUES ($1::int4)")
    for v in (b"1", b"2", b"x"):
        c.bind("", "ins", [v])
        c.execute("")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "12C2CEZ", "failing batch -> %s" % types_of(msgs))
    msgs = c.query("SELECT count(*) FROM batch")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"0"]], "failed batch rolled back")
    for v in (b"1", b"2"):
        c.bind("", "ins", [v])
        c.execute("")
    c.parse("", "SELECT count(*) FROM batch")  # sees the batch's own rows
    c.bind("", "")
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"2"]], "batch sees its own rows")
    msgs = c.query("SELECT count(*) FROM batch")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"2"]], "batch committed at Sync")

    # Empty query through the extended protocol.
    c.parse("", "")
    c.bind("", "")
    c.describe("P", "")
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "12nIZ", "empty extended query -> %s" % types_of(msgs))


# ---------------------------------------------------------------- malformed input
def raw_after_startup():
    c = Conn()
    return c


def test_malformed():
    keeper = Conn()  # opened first; must keep working throughout

    c = raw_after_startup()
    c.sock.sendall(b"Q" + struct.pack("!i", 2))
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "08P01" and err.get("M") == "invalid message length",
          "length < 4 -> 08P01 %r" % err)

    c = raw_after_startup()
    c.sock.sendall(b"Q" + struct.pack("!I", 0x7fffffff))
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "08P01", "absurd length -> 08P01 %r" % err)

    c = raw_after_startup()
    c.send("Z", b"")
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "08P01" and err.get("S") == "FATAL" and
          err.get("M") == "invalid frontend message type 90", "unknown type %r" % err)

    c = raw_after_startup()
    c.send("P", b"nonul")  # strings without their NUL: an ERROR, the session survives
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for typ, b in msgs if typ == "E"]
    check(errs and errs[0].get("C") == "08P01", "truncated Parse -> 08P01 %r" % errs)
    msgs = c.query("SELECT 1")
    check(tags(msgs) == ["SELECT 1"], "session usable after a truncated message")
    c.send("Q", b"SELECT 1")  # no terminating NUL
    msgs = c.until_ready()
    check("E" in types_of(msgs), "Query without NUL refused")
    c.close()

    # Garbage startup packets.
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!i", 3))
    c = Conn(connect=False)
    c.sock = s
    err = closed_after_error(c)
    check(err is None or err.get("C") == "08P01", "startup length 3 refused")
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!i", 100000) + b"xxxx")
    c = Conn(connect=False)
    c.sock = s
    err = closed_after_error(c)
    check(err is None or err.get("C") == "08P01", "startup length 100000 refused")
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!i", 12) + b"\x12\x34\x56\x78abcd")
    c = Conn(connect=False)
    c.sock = s
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "0A000", "garbage protocol number refused %r" % err)
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!i", 12) + struct.pack("!i", 196608) + b"user")  # no terminator
    c = Conn(connect=False)
    c.sock = s
    err = closed_after_error(c)
    check(err is not None and err.get("C") == "08P01", "unterminated startup refused %r" % err)

    msgs = keeper.query("SELECT 42")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"42"]],
          "earlier connection unaffected by malformed ones")

    # Terminate closes cleanly.
    keeper.send("X")
    check(keeper.sock.recv(1) == b"", "Terminate closes the connection")


# ---------------------------------------------------------------- concurrency
def test_many_connections():
    conns = [Conn() for _ in range(50)]
    for i, c in enumerate(conns):
        c.send("Q", ("SELECT %d" % i).encode() + b"\0")
    ok = 0
    for i, c in enumerate(conns):
        msgs = c.until_ready()
        if [data_row(b) for t, b in msgs if t == "D"] == [[str(i).encode()]]:
            ok += 1
    check(ok == 50, "50 concurrent connections answered (%d)" % ok)
    for c in conns:
        c.close()


def test_long_query_does_not_block():
    setup = Conn()
    setup.query("DROP TABLE IF EXISTS big; CREATE TABLE big (x int); "
                "INSERT INTO big VALUES " + ", ".join("(%d)" % i for i in range(1000)))
    setup.close()
    longc = Conn()
    # A million rows: the session streams them and then waits on backpressure while we do not read.
    longc.send("Q", b"SELECT a.x, b.x FROM big a, big b\0")
    typ, _ = longc.read_msg()
    check(typ == "T", "long query started (RowDescription)")
    short = Conn()
    msgs = short.query("SELECT 7")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"7"]],
          "short query answered while the long one runs")
    # The long query is still running: it has not reached CommandComplete yet.
    seen_complete = False
    longc.sock.setblocking(False)
    try:
        longc.buf += longc.sock.recv(1 << 16)  # keep the bytes: read_msg continues from them
    except BlockingIOError:
        pass
    seen_complete = b"SELECT 1000000" in longc.buf
    longc.sock.setblocking(True)
    check(not seen_complete, "long query still running when the short one finished")

    # Cancel it from a third connection; rows stop with 57014.
    s = socket.create_connection(("127.0.0.1", PORT), timeout=30)
    s.sendall(struct.pack("!iiii", 16, 80877102, longc.pid, longc.key))
    s.close()
    err = None
    rows = 0
    while True:
        typ, body = longc.read_msg()
        if typ == "D":
            rows += 1
        elif typ == "E":
            err = error_fields(body)
        elif typ == "Z":
            break
    check((err is not None and err.get("C") == "57014") or rows == 1000000,
          "CancelRequest stops the query (err=%r rows=%d)" % (err, rows))
    msgs = longc.query("SELECT 8")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"8"]], "session usable after cancel")

    # A client that disconnects mid-query: the server drops that session only.
    gone = Conn()
    gone.send("Q", b"SELECT a.x, b.x FROM big a, big b\0")
    gone.read_msg()
    gone.sock.close()
    msgs = short.query("SELECT 9")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"9"]], "server fine after a client vanished")
    short.close()
    longc.close()


def test_prepared_after_ddl(c):
    """A kept plan is made again after DDL (PG's plan cache), or refused if its columns changed."""
    c.query("CREATE TABLE ddl_t (a int)")
    c.query("INSERT INTO ddl_t VALUES (1)")
    c.parse("ps_count", "SELECT count(*) FROM ddl_t")
    c.parse("ps_star", "SELECT * FROM ddl_t")
    c.sync()
    c.until_ready()

    def run(stmt):
        c.bind("", stmt)
        c.execute("")
        c.sync()
        return c.until_ready()

    msgs = run("ps_count")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"1"]], "prepared count before DDL")
    # the table is dropped and created again: a new relation, found by the new plan
    c.query("DROP TABLE ddl_t")
    c.query("CREATE TABLE ddl_t (a int)")
    c.query("INSERT INTO ddl_t VALUES (1), (2)")
    msgs = run("ps_count")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"2"]],
          "prepared count after DROP/CREATE: %r" % msgs)
    # a new column changes what SELECT * returns: 0A000, as PG
    c.query("ALTER TABLE ddl_t ADD COLUMN b text")
    msgs = run("ps_star")
    errs = [error_fields(b) for t, b in msgs if t == "E"]
    check(len(errs) == 1 and errs[0].get("C") == "0A000" and
          errs[0].get("M") == "cached plan must not change result type",
          "SELECT * after ADD COLUMN: %r" % errs)
    msgs = run("ps_count")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"2"]], "count still fine after ALTER")
    c.query("DROP TABLE ddl_t")
    msgs = run("ps_count")
    errs = [error_fields(b) for t, b in msgs if t == "E"]
    check(len(errs) == 1 and errs[0].get("C") == "42P01",
          "prepared count after DROP TABLE: %r" % errs)


def test_cursors_and_prepare(c):
    """SQL cursors and prepared statements share the protocol's portals and statements (as PG):
    a DECLAREd cursor runs by Execute on its name, a PREPAREd statement is bound by name, and a
    Parse'd one runs by EXECUTE. Every check here also passes against PostgreSQL 15."""
    c.query("CREATE TABLE cur_p (a int)")
    c.query("INSERT INTO cur_p SELECT generate_series(1, 5)")
    msgs = c.query("BEGIN; DECLARE pc SCROLL CURSOR FOR SELECT a FROM cur_p ORDER BY a")
    check(tags(msgs) == ["BEGIN", "DECLARE CURSOR"], "DECLARE tags %r" % tags(msgs))
    c.describe("P", "pc")
    c.execute("pc", 2)
    c.execute("pc", 2)
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "TDDsDDsZ", "Execute on a cursor's name -> %s" % types_of(msgs))
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"1", b"2", b"3", b"4"],
          "cursor rows by Execute")
    check(msgs[-1][1] == b"T", "still in the block after Sync")
    msgs = c.query("FETCH ALL FROM pc; FETCH BACKWARD 2 FROM pc; MOVE ABSOLUTE 1 IN pc")
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"5", b"5", b"4"],
          "FETCH after Execute %r" % msgs)
    check(tags(msgs) == ["FETCH 1", "FETCH 2", "MOVE 1"], "FETCH / MOVE tags %r" % tags(msgs))
    # DECLARE with a parameter, FETCH with binary results, in the extended protocol
    c.parse("", "DECLARE pb CURSOR FOR SELECT a FROM cur_p WHERE a > $1 ORDER BY a", [23])
    c.bind("", "", [b"3"])
    c.execute("")
    c.parse("", "FETCH 5 FROM pb")
    c.bind("", "", result_formats=[1])
    c.describe("P", "")
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    check(tags(msgs) == ["DECLARE CURSOR", "FETCH 2"], "DECLARE / FETCH tags %r" % tags(msgs))
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [struct.pack("!i", 4), struct.pack("!i", 5)],
          "binary FETCH rows %r" % msgs)
    descs = [row_description(b) for t, b in msgs if t == "T"]
    check(descs == [[("a", 23, 1)]], "FETCH portal described %r" % descs)
    msgs = c.query("CLOSE pc; CLOSE pb; COMMIT")
    check(tags(msgs) == ["CLOSE CURSOR", "CLOSE CURSOR", "COMMIT"], "CLOSE tags %r" % tags(msgs))

    # PREPARE seen by Describe / Bind; Parse seen by EXECUTE; DEALLOCATE drops either
    c.query("PREPARE sqlps (int) AS SELECT a * 10 FROM cur_p WHERE a = $1")
    c.describe("S", "sqlps")
    c.bind("", "sqlps", [b"2"])
    c.execute("")
    c.parse("protops", "SELECT $1::int + 100")
    c.sync()
    msgs = c.until_ready()
    check(types_of(msgs) == "tT2DC1Z", "PREPAREd statement over the protocol -> %s" % types_of(msgs))
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"20"], "PREPARE bound by name")
    msgs = c.query("EXECUTE protops(5)")
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"105"], "Parse'd run by EXECUTE")
    check(tags(msgs) == ["SELECT 1"], "EXECUTE tag %r" % tags(msgs))
    msgs = c.query("DEALLOCATE protops; DEALLOCATE sqlps")
    check(tags(msgs) == ["DEALLOCATE", "DEALLOCATE"], "DEALLOCATE tags %r" % tags(msgs))
    c.bind("", "sqlps", [b"2"])
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for t, b in msgs if t == "E"]
    check(len(errs) == 1 and errs[0].get("C") == "26000", "Bind after DEALLOCATE %r" % errs)
    msgs = c.query("EXECUTE protops(1)")
    errs = [error_fields(b) for t, b in msgs if t == "E"]
    check(len(errs) == 1 and errs[0].get("C") == "26000", "EXECUTE after DEALLOCATE %r" % errs)

    # psqlODBC's UseDeclareFetch: one Query opens a block, a WITH HOLD cursor and fetches
    msgs = c.query("BEGIN; DECLARE odbc CURSOR WITH HOLD FOR SELECT a FROM cur_p ORDER BY a; "
                   "FETCH 2 IN odbc")
    check(tags(msgs) == ["BEGIN", "DECLARE CURSOR", "FETCH 2"], "ODBC batch tags %r" % tags(msgs))
    c.query("COMMIT")
    msgs = c.query("FETCH 10 IN odbc; CLOSE odbc")
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"3", b"4", b"5"],
          "held cursor after COMMIT %r" % msgs)
    check(tags(msgs) == ["FETCH 3", "CLOSE CURSOR"], "held cursor tags %r" % tags(msgs))
    # FETCH goes on from a protocol portal's rows (as PG); a portal cannot CLOSE itself
    c.query("BEGIN")
    c.parse("", "SELECT a FROM cur_p ORDER BY a")
    c.bind("bp", "")
    c.execute("bp", 2)
    c.sync()
    c.until_ready()
    msgs = c.query("FETCH 2 FROM bp")
    check([data_row(b)[0] for t, b in msgs if t == "D"] == [b"3", b"4"], "FETCH from a Bind portal")
    c.parse("", "CLOSE cx")
    c.bind("cx", "")
    c.execute("cx")
    c.sync()
    msgs = c.until_ready()
    errs = [error_fields(b) for t, b in msgs if t == "E"]
    check(len(errs) == 1 and errs[0].get("M") == 'cannot drop active portal "cx"',
          "a portal closing itself %r" % errs)
    c.query("ROLLBACK")
    c.query("DROP TABLE cur_p")


def test_protocol_views(c):
    """pg_prepared_statements lists the protocol's named statements (from_sql false, with the
    parameter types Parse gave or the ones inferred), never the unnamed one; pg_cursors lists
    Bind's portals, the unnamed one too, as neither holdable, binary nor scrollable; Close
    removes them. Every check here also passes against PostgreSQL 15."""
    c.parse("pv_typed", "SELECT $1 + 1", [23])
    c.parse("pv_inferred", "SELECT $1::date")
    c.parse("", "SELECT 1")
    c.sync()
    c.until_ready()
    msgs = c.query("SELECT name, statement, parameter_types, from_sql FROM pg_prepared_statements "
                   "WHERE name LIKE 'pv%' ORDER BY name")
    rows = [data_row(b) for t, b in msgs if t == "D"]
    check(rows == [[b"pv_inferred", b"SELECT $1::date", b"{date}", b"f"],
                   [b"pv_typed", b"SELECT $1 + 1", b"{integer}", b"f"]],
          "protocol statements in pg_prepared_statements %r" % rows)
    c.query("BEGIN")
    c.bind("pv_portal", "pv_typed", [b"1"])
    c.parse("", "SELECT name, statement, is_holdable, is_binary, is_scrollable FROM pg_cursors "
                "ORDER BY name")
    c.bind("", "")
    c.execute("")
    c.sync()
    msgs = c.until_ready()
    rows = [data_row(b) for t, b in msgs if t == "D"]
    check(rows == [[b"", b"SELECT name, statement, is_holdable, is_binary, is_scrollable FROM "
                    b"pg_cursors ORDER BY name", b"f", b"f", b"f"],
                   [b"pv_portal", b"SELECT $1 + 1", b"f", b"f", b"f"]],
          "Bind's portals in pg_cursors %r" % rows)
    msgs = c.query("SELECT generic_plans + custom_plans FROM pg_prepared_statements "
                   "WHERE name = 'pv_typed'")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"1"]], "a Bind counts as a run %r" % msgs)
    c.close_obj("P", "pv_portal")
    c.sync()
    c.until_ready()
    msgs = c.query("SELECT count(*) FROM pg_cursors")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"0"]], "Close of a portal %r" % msgs)
    c.query("ROLLBACK")
    c.close_obj("S", "pv_typed")
    c.close_obj("S", "pv_inferred")
    c.sync()
    c.until_ready()
    msgs = c.query("SELECT count(*) FROM pg_prepared_statements WHERE name LIKE 'pv%'")
    check([data_row(b) for t, b in msgs if t == "D"] == [[b"0"]], "Close of statements %r" % msgs)


def main():
    # A hang is a failure with a traceback, not a silent ctest timeout.
    faulthandler.dump_traceback_later(400, exit=True)
    tests = [test_startup, test_malformed, test_many_connections]
    c = Conn()
    for t in tests:
        try:
            t()
        except Exception as e:  # a crash of the test is a failure too
            check(False, "%s raised %r" % (t.__name__, e))
    for t in (test_simple, test_extended, test_prepared_after_ddl, test_cursors_and_prepare,
              test_protocol_views):
        try:
            t(c)
        except Exception as e:
            check(False, "%s raised %r" % (t.__name__, e))
            c = Conn()
    try:
        test_long_query_does_not_block()
    except Exception as e:
        check(False, "test_long_query_does_not_block raised %r" % (e,))
    c.close()
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)
    print("protocol_test: all checks passed")


if __name__ == "__main__":
    main()
