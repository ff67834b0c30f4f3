#!/usr/bin/env python3
"""crash_client.py: run a mixed committing workload until the server dies.

    crash_client.py PORT NTHREADS OUTFILE ROUND

The one idea: a transaction counts as acknowledged only once its CommandComplete and
ReadyForQuery have arrived, and the checker holds the server to exactly that list. Each thread
loops over three kinds of transaction and writes one line per acknowledged one to OUTFILE:
  I round|tid|seq    inserted three rows (part 0..2) into t
  d round|tid|seq    is about to delete the three rows of an earlier insert of its own
  D round|tid|seq    deleted them (acknowledged)
  T round|tid|seq|a|b|amount
                     moved amount from account a to b (two UPDATEs on acct, whose primary key
                     is a B-tree) and wrote the transfer to ledger, all in one transaction
Transfers can deadlock with each other; a 40P01 is rolled back and not counted. Lines are
appended as they are acknowledged, so a killed server leaves a complete record behind.
Every third thread runs with synchronous_commit = off: its commits may be lost, so it writes
only its "d" lines, but what survives of them is checked like the rest (all three rows or
none, ledgers that add up).
"""
import random
import socket
import struct
import sys
import threading

PORT, NTHREADS, OUT, ROUND = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
NACCOUNTS = 50
out = open(OUT, "a", buffering=1)
lock = threading.Lock()


def record(line):
    with lock:
        out.write(line + "\n")
        out.flush()


class Conn:
    def __init__(self):
        self.sock = socket.create_connection(("127.0.0.1", PORT), timeout=120)
        self.buf = b""
        body = struct.pack("!i", 196608) + b"user\0postgres\0database\0postgres\0\0"
        self.sock.sendall(struct.pack("!i", len(body) + 4) + body)
        self.until_ready()

    def recv_exact(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def until_ready(self):
        """Returns the SQLSTATE of the first error, or None."""
        err = None
        while True:
            hdr = self.recv_exact(5)
            body = self.recv_exact(struct.unpack("!i", hdr[1:])[0] - 4)
            if hdr[:1] == b"E" and err is None:
                err = "?????"
                for field in body.split(b"\0"):
                    if field[:1] == b"C":
                        err = field[1:].decode()
            if hdr[:1] == b"Z":
                return err

    def query(self, sql):
        self.sock.sendall(b"Q" + struct.pack("!i", len(sql) + 5) + sql.encode() + b"\0")
        return self.until_ready()


def worker(tid):
    rnd = random.Random(ROUND * 1000 + tid)
    inserted = []
    asynchronous = tid % 3 == 2
    acked = (lambda line: None) if asynchronous else record
    try:
        c = Conn()
        if asynchronous and c.query("SET synchronous_commit = off") is not None:
            print("SET synchronous_commit failed", flush=True)
            return
        seq = 0
        while True:
            seq += 1
            kind = rnd.random()
            if kind < 0.5:
                pad = "x" * rnd.randrange(400)
                rows = ",".join("(%d, %d, %d, %d, '%s')" % (ROUND, tid, seq, p, pad)
                                for p in range(3))
                sql = "INSERT INTO t VALUES %s" % rows
                if seq % 2:
                    sql = "BEGIN; %s; COMMIT" % sql
                err = c.query(sql)
                if err is None:
                    inserted.append(seq)
                    acked("I %d|%d|%d" % (ROUND, tid, seq))
            elif kind < 0.6 and len(inserted) > 5:
                victim = inserted.pop(rnd.randrange(len(inserted) - 3))
                record("d %d|%d|%d" % (ROUND, tid, victim))  # may commit unacknowledged
                err = c.query("DELETE FROM t WHERE round = %d AND tid = %d AND seq = %d"
                              % (ROUND, tid, victim))
                if err is None:
                    acked("D %d|%d|%d" % (ROUND, tid, victim))
            else:
                a, b = rnd.sample(range(1, NACCOUNTS + 1), 2)
                amount = rnd.randrange(1, 100)
                err = c.query(
                    "BEGIN; UPDATE acct SET bal = bal - %d WHERE id = %d; "
                    "UPDATE acct SET bal = bal + %d WHERE id = %d; "
                    "INSERT INTO ledger VALUES (%d, %d, %d, %d, %d, %d); COMMIT"
                    % (amount, a, amount, b, ROUND, tid, seq, a, b, amount))
                if err is None:
                    acked("T %d|%d|%d|%d|%d|%d" % (ROUND, tid, seq, a, b, amount))
                else:
                    c.query("ROLLBACK")
            if err is not None and err not in ("40P01", "40001"):
                print("error from server:", err, flush=True)
                return
    except (EOFError, OSError):
        return


threads = [threading.Thread(target=worker, args=(i,)) for i in range(NTHREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
