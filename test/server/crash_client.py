#!/usr/bin/env python3
"""crash_client.py: commit transactions as fast as possible until the server dies.

    crash_client.py PORT NTHREADS OUTFILE ROUND

The one idea: a commit counts as acknowledged only once its CommandComplete and ReadyForQuery
have arrived. Each thread inserts three rows per transaction (thread, seq, part 0..2) and notes
(thread, seq) when the COMMIT is acknowledged; when the server is killed the connection breaks,
and the acknowledged list is written to OUTFILE for the checker: after recovery every listed
transaction must have all three rows, and no transaction may have only some.
"""
import socket
import struct
import sys
import threading

PORT, NTHREADS, OUT, ROUND = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
acked = []
lock = threading.Lock()


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
        err = None
        while True:
            hdr = self.recv_exact(5)
            body = self.recv_exact(struct.unpack("!i", hdr[1:])[0] - 4)
            if hdr[:1] == b"E":
                err = body
            if hdr[:1] == b"Z":
                return err

    def query(self, sql):
        self.sock.sendall(b"Q" + struct.pack("!i", len(sql) + 5) + sql.encode() + b"\0")
        return self.until_ready()


def worker(tid):
    try:
        c = Conn()
        seq = 0
        while True:
            seq += 1
            pad = "x" * (seq % 300)
            rows = ",".join("(%d, %d, %d, %d, '%s')" % (ROUND, tid, seq, p, pad) for p in range(3))
            if seq % 2:
                err = c.query("BEGIN; INSERT INTO t VALUES %s; COMMIT" % rows)
            else:
                err = c.query("INSERT INTO t VALUES %s" % rows)
            if err is not None:
                print("error from server:", err, flush=True)
                return
            with lock:
                acked.append((ROUND, tid, seq))
            if seq % 50 == 0:
                c.query("UPDATE t SET pad = 'u' WHERE round = %d AND tid = %d AND seq = %d"
                        % (ROUND, tid, seq - 10))
    except (EOFError, OSError):
        return


threads = [threading.Thread(target=worker, args=(i,)) for i in range(NTHREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
with open(OUT, "w") as f:
    for r in acked:
        f.write("%d|%d|%d\n" % r)
