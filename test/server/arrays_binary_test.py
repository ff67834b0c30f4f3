#!/usr/bin/env python3
"""arrays_binary_test.py PORT: arrays in the extended protocol's binary format.

The one idea: the expected bytes are what PostgreSQL 15 sends for the same statements
(captured from pg-oracle), so Basalt's array_send/array_recv are checked against the real wire
format that pgjdbc and psycopg read: RowDescription and DataRow of binary results, and a binary
int4[] parameter.
"""
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("protocol_test", os.path.join(here, "protocol_test.py"))
pt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pt)  # reads the port from sys.argv[1]

EXPECTED = [
    ("SELECT '{1,NULL,3}'::int4[]",
     "0001696e743400000000000000000003efffffffffffff0001",
     "00010000002800000001000000010000001700000003000000010000000400000001ffffffff0000000400000003"),
    ("SELECT '[0:1]={a,\"b c\"}'::text[]",
     "00017465787400000000000000000003f1ffffffffffff0001",
     "0001000000200000000100000000000000190000000200000000000000016100000003622063"),
    ("SELECT '{{1.5,2},{3,4}}'::numeric[]",
     "00016e756d6572696300000000000000000004cfffffffffffff0001",
     "0001000000560000000200000000000006a4000000020000000100000002000000010000000c00020000000000010001"
     "13880000000a000100000000000000020000000a000100000000000000030000000a00010000000000000004"),
    ("SELECT '{}'::int8[]",
     "0001696e743800000000000000000003f8ffffffffffff0001",
     "00010000000c000000000000000000000014"),
    ("SELECT '1 2 3'::int2vector",
     "0001696e7432766563746f720000000000000000000016ffffffffffff0001",
     "0001000000260000000100000000000000150000000300000000000000020001000000020002000000020003"),
    ("SELECT '{2024-01-02}'::date[]",
     "000164617465000000000000000000049effffffffffff0001",
     "00010000001c00000001000000000000043a0000000100000001000000040000223f"),
]


def main():
    c = pt.Conn()
    for sql, want_t, want_d in EXPECTED:
        c.parse("", sql)
        c.bind("", "", result_formats=[1])
        c.describe("P", "")
        c.execute("")
        c.sync()
        msgs = c.until_ready()
        got_t = [b.hex() for t, b in msgs if t == "T"]
        got_d = [b.hex() for t, b in msgs if t == "D"]
        pt.check(got_t == [want_t], "RowDescription of %s: %r" % (sql, got_t))
        pt.check(got_d == [want_d], "binary DataRow of %s: %r" % (sql, got_d))
    # A binary int4[] parameter ({7,11}), read back as text.
    val = bytes.fromhex("00000001000000000000001700000002000000010000000400000007000000040000000b")
    c.parse("", "SELECT $1::int4[], array_length($1, 1)", [1007])
    c.bind("", "", [val], formats=[1])
    c.execute("")
    c.sync()
    got = [b.hex() for t, b in c.until_ready() if t in "DE"]
    pt.check(got == ["0002000000067b372c31317d0000000132"], "binary int4[] parameter: %r" % got)
    # A malformed one is an error with PG's SQLSTATE, and the session goes on.
    c.parse("", "SELECT $1::int4[]", [1007])
    c.bind("", "", [bytes.fromhex("00000007")], formats=[1])
    c.execute("")
    c.sync()
    errs = [pt.error_fields(b) for t, b in c.until_ready() if t == "E"]
    pt.check(len(errs) == 1 and errs[0].get("C") == "54000", "7 dimensions: %r" % errs)
    msgs = c.query("SELECT 1")
    pt.check(pt.types_of(msgs) == "TDCZ", "session usable after the error: %s" % pt.types_of(msgs))
    c.close()
    if pt.failures:
        print("%d check(s) failed" % len(pt.failures))
        sys.exit(1)
    print("arrays_binary_test: all checks passed")


if __name__ == "__main__":
    main()
