#!/usr/bin/env python3
"""adversarial_test.py: hostile clients against a running Basalt.

    adversarial_test.py PORT [SEED]

The one idea: one well-behaved session (the witness) is opened first and used between every
kind of abuse; whatever a hostile connection sends, the server may answer it with an error or
close that connection, but the witness and new connections must keep being served. Random
inputs come from a seeded generator (SEED, default 1) so that a failure can be replayed.
Expected SQL errors are PostgreSQL 15's (checked against it: SQLSTATE, message, position).
"""
import random
import socket
import struct
import sys
import threading
import time

PORT = int(sys.argv[1])
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 1
rng = random.Random(SEED)
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what, flush=True)


def msg(t, body=b""):
    return t.encode() + struct.pack("!i", len(body) + 4) + body


def startup_packet(**params):
    p = {"user": "postgres", "database": "postgres"}
    p.update(params)
    body = struct.pack("!i", 196608) + b"".join(k.encode() + b"\0" + v.encode() + b"\0"
                                                for k, v in p.items()) + b"\0"
    return struct.pack("!i", len(body) + 4) + body


def error_fields(body):
    return {p[:1].decode(): p[1:].decode("utf-8", "replace") for p in body.split(b"\0") if p}


class Conn:
    def __init__(self, startup=True, timeout=120):
        self.sock = socket.create_connection(("127.0.0.1", PORT), timeout=timeout)
        self.buf = b""
        if startup:
            self.sock.sendall(startup_packet())
            self.until_ready()

    def recv_exact(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise EOFError("server closed the connection")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def read_msg(self):
        hdr = self.recv_exact(5)
        return hdr[:1].decode("latin-1"), self.recv_exact(struct.unpack("!i", hdr[1:])[0] - 4)

    def until_ready(self):
        msgs = []
        while True:
            t, b = self.read_msg()
            msgs.append((t, b))
            if t == "Z":
                return msgs

    def query(self, sql):
        self.sock.sendall(msg("Q", sql.encode() + b"\0"))
        return self.until_ready()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def rows(msgs):
    out = []
    for t, b in msgs:
        if t == "D":
            n, pos, row = struct.unpack("!h", b[:2])[0], 2, []
            for _ in range(n):
                ln = struct.unpack("!i", b[pos:pos + 4])[0]
                pos += 4
                row.append(None if ln < 0 else b[pos:pos + ln].decode())
                pos += max(ln, 0)
            out.append(row)
    return out


def errors(msgs):
    return [error_fields(b) for t, b in msgs if t == "E"]


def error_or_close(sock, what):
    """Read until EOF: whatever arrives must be whole messages, errors allowed; no hang."""
    sock.settimeout(120)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    except socket.timeout:
        check(False, "%s: the server neither answered nor closed within 120 s" % what)
    sock.close()
    return data


witness = Conn()


def witness_ok(when):
    try:
        r = rows(witness.query("SELECT 'witness', 6 * 7"))
        check(r == [["witness", "42"]], "witness after %s: %r" % (when, r))
    except (EOFError, OSError) as e:
        check(False, "witness connection lost after %s: %s" % (when, e))


def new_conn_ok(when):
    try:
        c = Conn()
        r = rows(c.query("SELECT 1"))
        c.close()
        check(r == [["1"]], "new connection after %s: %r" % (when, r))
    except (EOFError, OSError) as e:
        check(False, "new connection failed after %s: %s" % (when, e))


# ---------------------------------------------------------------- before startup
def test_garbage_before_startup():
    for i in range(150):
        s = socket.create_connection(("127.0.0.1", PORT), timeout=120)
        n = rng.choice([1, 3, 4, 7, 8, 9, 16, 100, 5000, 20000])
        payload = bytes(rng.getrandbits(8) for _ in range(n))
        if i % 3 == 0:  # a plausible length word in front of random bytes
            payload = struct.pack("!i", len(payload) + 4) + payload
        try:
            s.sendall(payload)
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may hang up before we are done
        error_or_close(s, "random bytes before startup #%d" % i)
    for length in (-1, -100000, 0, 3, 7, 10001, 0x7fffffff):
        s = socket.create_connection(("127.0.0.1", PORT), timeout=120)
        s.sendall(struct.pack("!i", length) + b"\0\3\0\0user\0x\0\0")
        data = error_or_close(s, "startup length %d" % length)
        check(data == b"" or data[:1] == b"E", "startup length %d: %r" % (length, data[:40]))
    # truncated startup packets: the length promises more than comes before EOF
    full = startup_packet()
    for cut in (1, 4, 5, 12, len(full) - 1):
        s = socket.create_connection(("127.0.0.1", PORT), timeout=120)
        s.sendall(full[:cut])
        s.shutdown(socket.SHUT_WR)
        data = error_or_close(s, "startup cut at %d" % cut)
        check(data == b"" or data[:1] == b"E", "startup cut at %d: %r" % (cut, data[:40]))
    witness_ok("garbage before startup")


# ---------------------------------------------------------------- after startup
def fatal_expected(payload, what, code="08P01"):
    """The session ends; a FATAL report first is allowed (PG only logs it, Basalt sends it)."""
    c = Conn()
    c.sock.sendall(payload)
    data = error_or_close(c.sock, what)
    check(data == b"" or (data[:1] == b"E" and ("C" + code).encode() in data),
          "%s: %r" % (what, data[:80]))


def test_bad_lengths_after_startup():
    fatal_expected(b"Q" + struct.pack("!i", -1), "negative length")
    fatal_expected(b"Q" + struct.pack("!i", -0x7fffffff), "very negative length")
    fatal_expected(b"P" + struct.pack("!i", 0), "length 0")
    fatal_expected(b"B" + struct.pack("!i", 3), "length 3")
    fatal_expected(b"d" + struct.pack("!i", 0x7fffffff), "length 2 GB")
    fatal_expected(b"Q" + struct.pack("!i", 0x40000001), "length above 1 GB")
    fatal_expected(msg("\x00"), "type byte 0")
    fatal_expected(msg("\xff", b"abc"), "type byte 255")
    # truncated: the length promises more than arrives before EOF; the server just ends it
    for t in "QPBEDC":
        c = Conn()
        c.sock.sendall(t.encode() + struct.pack("!i", 1000) + b"SELECT")
        c.sock.shutdown(socket.SHUT_WR)
        error_or_close(c.sock, "truncated %s" % t)
    witness_ok("bad lengths")


def bind_body(portal, stmt, formats, nparams_word, params, nresult_word, rformats):
    b = portal + b"\0" + stmt + b"\0" + struct.pack("!h", len(formats))
    b += b"".join(struct.pack("!h", f) for f in formats) + struct.pack("!h", nparams_word)
    for ln, data in params:
        b += struct.pack("!i", ln) + data
    b += struct.pack("!h", nresult_word) + b"".join(struct.pack("!h", f) for f in rformats)
    return b


def test_malformed_extended():
    """Malformed extended-protocol messages are ERRORs: the session skips to Sync and lives."""
    c = Conn()
    c.sock.sendall(msg("P", b"s1\0SELECT $1::int4, $2::text\0" + struct.pack("!hII", 2, 23, 25)) +
                   msg("S"))
    c.until_ready()
    cases = [
        ("negative parameter count", bind_body(b"", b"s1", [], -1, [], 0, [])),
        ("parameter length -2", bind_body(b"", b"s1", [], 2, [(-2, b""), (1, b"x")], 0, [])),
        ("parameter longer than the message",
         bind_body(b"", b"s1", [], 2, [(1000, b"12"), (1, b"x")], 0, [])),
        ("more parameters than sent", bind_body(b"", b"s1", [], 30000, [(1, b"1")], 0, [])),
        ("negative format count", bind_body(b"", b"s1", [], 0, [], 0, [])[:5] +
         struct.pack("!h", -5)),
        ("format code 7", bind_body(b"", b"s1", [7], 2, [(1, b"1"), (1, b"x")], 0, [])),
        ("3 format codes for 2 parameters",
         bind_body(b"", b"s1", [0, 0, 0], 2, [(1, b"1"), (1, b"x")], 0, [])),
        ("negative result format count",
         bind_body(b"", b"s1", [], 2, [(1, b"1"), (1, b"x")], -3, [])),
        ("binary int4 of 3 bytes", bind_body(b"", b"s1", [1], 2, [(3, b"abc"), (1, b"x")], 0, [])),
        ("invalid UTF-8 text parameter",
         bind_body(b"", b"s1", [0], 2, [(1, b"1"), (2, b"\xc3\x28")], 0, [])),
        ("unknown statement", bind_body(b"", b"nope", [], 0, [], 0, [])),
        ("bytes after the end", bind_body(b"", b"s1", [], 2, [(1, b"1"), (1, b"x")], 0, []) +
         b"junk"),
    ]
    for what, body in cases:
        c.sock.sendall(msg("B", body) + msg("E", b"\0" + struct.pack("!i", 0)) + msg("S"))
        try:
            m = c.until_ready()
        except (EOFError, OSError) as e:
            check(False, "Bind with %s closed the session: %s" % (what, e))
            c = Conn()
            continue
        check(errors(m), "Bind with %s: an error expected, got %r" % (what, [t for t, _ in m]))
    for what, t, body in [
        ("Parse with -1 parameter types", "P", b"\0SELECT 1\0" + struct.pack("!h", -1)),
        ("Parse with 1000 parameter types and 2 sent", "P",
         b"\0SELECT 1\0" + struct.pack("!hII", 1000, 23, 23)),
        ("Parse without the query's NUL", "P", b"\0SELECT 1"),
        ("Execute without max_rows", "E", b"\0"),
        ("Execute of an unknown portal", "E", b"nope\0" + struct.pack("!i", -1)),
        ("Describe of kind Z", "D", b"Zs1\0"),
        ("Describe with no body", "D", b""),
        ("Close of kind Q", "C", b"Qs1\0"),
        ("Sync with a body", "S", b"xx"),
    ]:
        c.sock.sendall(msg(t, body) + (msg("S") if t != "S" else b""))
        try:
            m = c.until_ready()
            if t == "S":  # the error ended with ReadyForQuery, or a Sync brings one
                c.sock.sendall(msg("S"))
                while not (c.read_msg()[0] == "Z" and not c.buf):
                    pass
        except (EOFError, OSError) as e:
            check(False, "%s closed the session: %s" % (what, e))
            c = Conn()
            continue
        check(errors(m), "%s: an error expected, got %r" % (what, [t for t, _ in m]))
    r = rows(c.query("SELECT 'alive'"))
    check(r == [["alive"]], "session usable after malformed extended messages: %r" % r)
    c.close()
    # CopyData / CopyDone / CopyFail outside COPY are ignored; inside, garbage is an error
    c = Conn()
    c.query("CREATE TABLE adv_copy (a int, b text)")
    c.sock.sendall(msg("d", b"garbage") + msg("c") + msg("f", b"x\0"))
    c.sock.sendall(msg("Q", b"COPY adv_copy FROM STDIN\0"))
    t, _ = c.read_msg()
    check(t == "G", "COPY IN started (%s)" % t)
    c.sock.sendall(msg("d", b"1\tone\n") + msg("d", bytes(rng.getrandbits(8) for _ in range(300))) +
                   msg("c"))
    m = c.until_ready()
    check(errors(m) and errors(m)[0].get("C") in ("22P02", "22P04", "22021"),
          "random CopyData: %r" % errors(m))
    c.sock.sendall(msg("Q", b"COPY adv_copy FROM STDIN (FORMAT binary)\0"))
    c.read_msg()
    c.sock.sendall(msg("d", b"PGCOPY\n\xff\r\n\0" + struct.pack("!ii", 0, 0) +
                       struct.pack("!hi", 2, -7)) + msg("c"))
    m = c.until_ready()
    check(errors(m), "binary COPY with field length -7: an error")
    r = rows(c.query("SELECT count(*) FROM adv_copy"))
    check(r == [["0"]], "failed COPYs left nothing: %r" % r)
    c.query("DROP TABLE adv_copy")
    c.close()
    witness_ok("malformed extended messages")


def test_random_after_startup():
    for i in range(150):
        c = Conn()
        n = rng.choice([1, 5, 6, 20, 300, 5000])
        if i % 2:  # a known type byte and a true length in front of random bytes
            body = bytes(rng.getrandbits(8) for _ in range(n))
            payload = msg(rng.choice("QPBEDCSHdcf"), body)
        else:
            payload = bytes(rng.getrandbits(8) for _ in range(n))
        try:
            c.sock.sendall(payload + msg("S"))
            c.sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        error_or_close(c.sock, "random bytes after startup #%d" % i)
    witness_ok("random bytes after startup")
    new_conn_ok("random bytes after startup")


# ---------------------------------------------------------------- connection churn
def test_connection_churn():
    full = startup_packet()

    def worker(k):
        for i in range(k, 1000, 8):
            try:
                s = socket.create_connection(("127.0.0.1", PORT), timeout=120)
                kind = i % 4
                if kind == 1:
                    s.sendall(full[:rng.randrange(1, len(full))])  # mid-startup
                elif kind == 2:
                    s.sendall(full)  # logged in, then dropped without Terminate
                    s.recv(1)
                elif kind == 3:
                    s.sendall(full + msg("Q", b"SELECT count(*) FROM generate_series(1, 100000)\0"))  # dropped mid-query
                s.close()
            except OSError as e:
                check(False, "connection %d: %s" % (i, e))

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    witness_ok("1,000 connections opened and dropped")
    # the dropped sessions end: 50 new ones at once still fit under max_connections (100)
    deadline = time.time() + 120
    while True:
        try:
            conns = [Conn() for _ in range(50)]
            break
        except (EOFError, OSError):
            if time.time() > deadline:
                check(False, "50 new connections after the churn")
                return
            time.sleep(0.5)
    for c in conns:
        c.close()


# ---------------------------------------------------------------- more clients than slots
def test_connection_flood():
    # 400 sockets that never send a startup packet (more than the server's table of backend
    # slots): each waits for its startup, as a PG backend does for authentication_timeout;
    # like PG's postmaster, Basalt may refuse logins meanwhile, but the witness is served.
    silent = []
    for i in range(400):
        try:
            silent.append(socket.create_connection(("127.0.0.1", PORT), timeout=120))
        except OSError as e:
            check(False, "silent connection %d: %s" % (i, e))
            break
    witness_ok("400 silent connections")
    for s in silent:
        s.close()
    wait_for_login("the silent connections closed")
    # then 150 logins held open at once: past max_connections (100) each gets 53300
    held, refused = [], 0
    for i in range(150):
        try:
            held.append(Conn())
        except EOFError:
            refused += 1
        except OSError as e:
            check(False, "login %d of 150: %s" % (i, e))
            break
    check(refused > 0 and len(held) + refused == 150,
          "150 logins: %d admitted, %d refused" % (len(held), refused))
    witness_ok("150 logins held open")
    for c in held:
        c.close()
    wait_for_login("150 logins closed")


def wait_for_login(when):
    """Closed sessions end in their own time; then a new login is admitted again."""
    deadline = time.time() + 120
    while True:
        try:
            Conn().close()
            return
        except (EOFError, OSError):
            if time.time() > deadline:
                check(False, "a new login after %s" % when)
                return
            time.sleep(0.2)


# ---------------------------------------------------------------- a client that stops reading
def test_stalled_reader():
    c = Conn()
    c.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    c.sock.sendall(msg("Q", b"SELECT g, repeat('x', 200) FROM generate_series(1, 3000000) g\0"))
    t, _ = c.read_msg()
    check(t == "T", "big result started (%s)" % t)
    time.sleep(1)  # its socket buffers fill up; the session waits on them
    for i in range(5):
        witness_ok("a stalled reader (%d)" % i)
    new_conn_ok("a stalled reader")
    c.close()  # disconnects mid-result: its session must notice and end
    witness_ok("the stalled reader disconnected")


# ---------------------------------------------------------------- deep and wide SQL
def test_deep_sql():
    c = Conn()

    def one(sql, what):
        try:
            return c.query(sql)
        except (EOFError, OSError) as e:
            check(False, "%s killed the session: %s" % (what, e))
            return []

    n = 100000
    exhausted = {"C": "42601", "M": 'memory exhausted at or near "("'}
    for what, sql, pos in [
        ("100000 nested parentheses", "SELECT " + "(" * n + "1" + ")" * n, "10004"),
        ("100000 nested subqueries", "SELECT " + "(SELECT " * n + "1" + ")" * n, "26664"),
    ]:
        e = errors(one(sql, what))
        check(len(e) == 1 and e[0].get("C") == exhausted["C"] and e[0].get("M") == exhausted["M"]
              and e[0].get("P") == pos, "%s: %r" % (what, e and {k: e[0].get(k) for k in "CMP"}))
    hint = ('Increase the configuration parameter "max_stack_depth" (currently 2048kB), after '
            "ensuring the platform's stack depth limit is adequate.")
    for what, sql in [("1+1+...+1 (100000 terms)", "SELECT " + "1+" * n + "1"),
                      ("a || chain of 100000", "SELECT " + "'a'||" * n + "'a'")]:
        e = errors(one(sql, what))
        check(len(e) == 1 and e[0].get("C") == "54001" and
              e[0].get("M") == "stack depth limit exceeded" and e[0].get("H") == hint,
              "%s: %r" % (what, e and {k: e[0].get(k) for k in "CMH"}))
    r = rows(one("SELECT 1 WHERE " + " AND ".join(["true"] * n), "100000 ANDs"))
    check(r == [["1"]], "100000 ANDs: %r" % r)
    r = rows(one("SELECT 'ok'", "after deep SQL"))
    check(r == [["ok"]], "session usable after deep SQL: %r" % r)
    c.close()
    witness_ok("deep SQL")


def test_huge_in_lists():
    c = Conn()
    nums = ",".join(str(i) for i in range(100000))
    for what, sql, want in [
        ("IN (100000 integers)",
         "SELECT count(*) FROM generate_series(1, 200000) g WHERE g IN (%s)" % nums, "99999"),
        ("NOT IN (100000 integers)",
         "SELECT count(*) FROM generate_series(1, 200000) g WHERE g NOT IN (%s)" % nums, "100001"),
        ("IN (100000 strings)",
         "SELECT count(*) FROM generate_series(1, 200000) g WHERE g::text IN (%s)" %
         ",".join("'%d'" % i for i in range(100000)), "99999"),
        ("= ANY (ARRAY of 100000)", "SELECT 99999 = ANY (ARRAY[%s])" % nums, "t"),
    ]:
        try:
            r = rows(c.query(sql))
        except (EOFError, OSError) as e:
            check(False, "%s killed the session: %s" % (what, e))
            c = Conn()
            continue
        check(r == [[want]], "%s: %r" % (what, r))
    c.close()
    witness_ok("huge IN lists")


for test in (test_garbage_before_startup, test_bad_lengths_after_startup,
             test_malformed_extended, test_random_after_startup, test_connection_churn,
             test_connection_flood, test_stalled_reader, test_deep_sql, test_huge_in_lists):
    t0 = time.time()
    test()
    print("%s: %.1f s" % (test.__name__, time.time() - t0), flush=True)
witness_ok("everything")
witness.close()
if failures:
    print("%d failure(s) (seed %d)" % (len(failures), SEED))
    sys.exit(1)
print("all adversarial checks passed (seed %d)" % SEED)
