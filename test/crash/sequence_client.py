#!/usr/bin/env python3
"""sequence_client.py: hand out sequence numbers until the server dies.

    sequence_client.py PORT OUTFILE

The one idea: a number counts as handed out only once its statement's CommandComplete and
ReadyForQuery have arrived; each is appended to OUTFILE at once, so a killed server leaves a
complete record:  S n  (INSERT ... RETURNING id into st, a bigserial)   N n  (nextval('bare')).
Every 40 statements a CHECKPOINT runs, so numbers are handed out both just after a
checkpoint (when nextval must log ahead again) and long after one.
"""
import socket
import struct
import sys

PORT, OUT = int(sys.argv[1]), sys.argv[2]
out = open(OUT, "a", buffering=1)


class Conn:
    def __init__(self):
        self.sock = socket.create_connection(("127.0.0.1", PORT), timeout=60)
        self.buf = b""
        body = struct.pack("!i", 196608) + b"user\0postgres\0database\0postgres\0\0"
        self.sock.sendall(struct.pack("!i", len(body) + 4) + body)
        self.until_ready()

    def read_msg(self):
        while True:
            if len(self.buf) >= 5:
                n = struct.unpack("!i", self.buf[1:5])[0]
                if len(self.buf) >= 1 + n:
                    t, b = self.buf[:1], self.buf[5:1 + n]
                    self.buf = self.buf[1 + n:]
                    return t, b
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buf += chunk

    def until_ready(self):
        rows, err = [], None
        while True:
            t, b = self.read_msg()
            if t == b"D":
                ln = struct.unpack("!i", b[2:6])[0]
                rows.append(b[6:6 + ln].decode())
            elif t == b"E":
                err = b.decode("utf-8", "replace")
            elif t == b"Z":
                return rows, err

    def query(self, sql):
        self.sock.sendall(b"Q" + struct.pack("!i", len(sql) + 5) + sql.encode() + b"\0")
        return self.until_ready()


try:
    c = Conn()
    i = 0
    while True:
        i += 1
        if i % 40 == 0:
            c.query("CHECKPOINT")
        rows, err = c.query("INSERT INTO st (r) VALUES (%d) RETURNING id" % i)
        if err:
            out.write("E %s\n" % err.replace("\n", " "))
        else:
            out.write("S %s\n" % rows[0])
        rows, err = c.query("SELECT nextval('bare')")
        if err:
            out.write("E %s\n" % err.replace("\n", " "))
        else:
            out.write("N %s\n" % rows[0])
except (EOFError, OSError):
    pass
