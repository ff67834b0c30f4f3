#!/usr/bin/env python3
"""seeds.py: writes the seed corpora of the fuzz targets into test/fuzz/corpus/<target>/.

    test/fuzz/seeds.py

Seeds are named seed-*; files named crash-* (inputs of fixed findings) are never touched.
The parser's seeds are statements cut from test/sql/*.sql (every 25th one, up to 2 KB); the
protocol's are message streams as psql, libpq's extended protocol and COPY send them, plus the
backend messages the fdw's client reads; the types' are literals of every type in fuzz_types.c
(text, and binary for the common ones); COPY's are text, CSV and binary data.
"""
import os
import re
import struct
import glob

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")


def write(target, name, data):
    d = os.path.join(CORPUS, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(d, "seed-" + name), "wb") as f:
        f.write(data)


def clear(target):
    d = os.path.join(CORPUS, target)
    for p in glob.glob(os.path.join(d, "seed-*")):
        os.remove(p)


# ------------------------------------------------------------------ parser
def parser_seeds():
    clear("fuzz_parser")
    n = 0
    for path in sorted(glob.glob(os.path.join(HERE, "..", "sql", "*.sql"))):
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        text = "\n".join(l for l in text.split("\n") if not l.startswith("\\") and not l.startswith("--"))
        stmts = [s.strip() for s in re.split(r";\s*\n", text) if s.strip()]
        base = os.path.splitext(os.path.basename(path))[0]
        for i, s in enumerate(stmts[::25]):
            if len(s) <= 2048:
                write("fuzz_parser", "%s-%03d" % (base, i), (s + ";").encode("utf-8", "surrogateescape"))
                n += 1
    return n


# ------------------------------------------------------------------ protocol
def msg(t, body=b""):
    return t.encode() + struct.pack("!i", len(body) + 4) + body


def cstr(s):
    return s.encode() + b"\0"


def startup(**params):
    p = {"user": "postgres", "database": "postgres"}
    p.update(params)
    body = struct.pack("!i", 196608) + b"".join(cstr(k) + cstr(v) for k, v in p.items()) + b"\0"
    return struct.pack("!i", len(body) + 4) + body


def parse(name, sql, types=()):
    return msg("P", cstr(name) + cstr(sql) + struct.pack("!h", len(types)) +
               b"".join(struct.pack("!I", t) for t in types))


def bind(portal, stmt, values=(), formats=(), rformats=()):
    b = cstr(portal) + cstr(stmt) + struct.pack("!h", len(formats))
    b += b"".join(struct.pack("!h", f) for f in formats) + struct.pack("!h", len(values))
    for v in values:
        b += struct.pack("!i", -1) if v is None else struct.pack("!i", len(v)) + v
    b += struct.pack("!h", len(rformats)) + b"".join(struct.pack("!h", f) for f in rformats)
    return msg("B", b)


def protocol_seeds():
    clear("fuzz_protocol")
    s = startup(application_name="psql", client_encoding="UTF8", DateStyle="ISO, MDY")
    write("fuzz_protocol", "simple-query", s + msg("Q", cstr("SELECT 1; SELECT 'a'::text")) + msg("X"))
    write("fuzz_protocol", "ssl-then-startup", struct.pack("!ii", 8, 80877103) + s + msg("Q", cstr("SHOW TimeZone")))
    write("fuzz_protocol", "gss-then-startup", struct.pack("!ii", 8, 80877104) + s)
    write("fuzz_protocol", "cancel", struct.pack("!iiii", 16, 80877102, 1234, 5678))
    write("fuzz_protocol", "options", startup(options="-c work_mem=8MB --search_path=public -c\\ x=y"))
    write("fuzz_protocol", "settings", startup(TimeZone="Europe/Berlin", extra_float_digits="3",
                                               statement_timeout="5s", IntervalStyle="postgres"))
    write("fuzz_protocol", "protocol-3-1", startup(**{"_pq_.foo": "bar"}).replace(struct.pack("!i", 196608), struct.pack("!i", 196609)))
    write("fuzz_protocol", "protocol-2", struct.pack("!ii", 8, 131072))
    ext = (parse("s1", "SELECT $1::int4 + $2, $3::text", (23, 23, 25)) +
           msg("D", b"Ss1\0") +
           bind("p1", "s1", (b"1", struct.pack("!i", 2), None), (0, 1, 0), (1,)) +
           msg("D", b"Pp1\0") + msg("E", cstr("p1") + struct.pack("!i", 10)) +
           msg("C", b"Pp1\0") + msg("C", b"Ss1\0") + msg("H") + msg("S"))
    write("fuzz_protocol", "extended", s + ext)
    write("fuzz_protocol", "extended-unnamed", s + parse("", "SELECT * FROM t WHERE a = $1") +
          bind("", "", (b"42",)) + msg("E", cstr("") + struct.pack("!i", 0)) + msg("S"))
    write("fuzz_protocol", "copy-in", s + msg("Q", cstr("COPY t FROM STDIN")) +
          msg("d", b"1\tone\n2\ttwo\n") + msg("d", b"3\t\\N\n") + msg("c") +
          msg("Q", cstr("COPY t FROM STDIN")) + msg("f", cstr("aborted by user")))
    write("fuzz_protocol", "fastpath", s + msg("F", struct.pack("!ihhih", 1598, 0, 1, 4, 0) + b"\0\0\0\x01"))
    # backend messages, as the fdw's client reads them
    rowdesc = struct.pack("!h", 2) + cstr("a") + struct.pack("!IhIhih", 16384, 1, 23, 4, -1, 0) + \
        cstr("b") + struct.pack("!IhIhih", 16384, 2, 25, -1, -1, 1)
    datarow = struct.pack("!h", 3) + struct.pack("!i", 2) + b"42" + struct.pack("!i", -1) + struct.pack("!i", 0)
    err = b"SERROR\0VERROR\0C42P01\0Mrelation \"x\" does not exist\0P15\0Fparse_relation.c\0L1392\0RparserOpenTable\0\0"
    write("fuzz_protocol", "backend", s + msg("T", rowdesc) + msg("D", datarow) + msg("E", err) +
          msg("S", cstr("TimeZone") + cstr("UTC")) + msg("C", cstr("SELECT 1")) + msg("Z", b"I"))
    write("fuzz_protocol", "bad-lengths", s + b"Q\0\0\0\x02" + msg("Q", b"no terminator"))
    return 13


# ------------------------------------------------------------------ types
TYPES = ["bool", "bytea", "char", "name", "int8", "int2", "int2vector", "int4", "text", "oid",
         "oidvector", "json", "float4", "float8", "bpchar", "varchar", "date", "time", "timestamp",
         "timestamptz", "interval", "numeric", "uuid", "jsonb", "bool[]", "bytea[]", "int2[]",
         "int4[]", "text[]", "bpchar[]", "varchar[]", "int8[]", "float4[]", "float8[]",
         "timestamp[]", "date[]", "time[]", "timestamptz[]", "interval[]", "numeric[]", "uuid[]",
         "jsonb[]", "json[]", "name[]", "oid[]", "char[]"]

LITERALS = {
    "bool": ["t", "false", " yes ", "0"],
    "bytea": ["\\x0aff", "abc\\\\d\\001", "\\x"],
    "char": ["a", "\\101", ""],
    "name": ["pg_class", "x" * 70],
    "int8": ["9223372036854775807", "-9223372036854775808", " 42 ", "0x1F", "1_000"],
    "int2": ["32767", "-32768", "12"],
    "int2vector": ["1 2 3", ""],
    "int4": ["2147483647", "-2147483648", "+7", "0o17", "0b101"],
    "text": ["hello", "h\u00e9llo \U0001F600"],
    "oid": ["4294967295", "-1", "16384"],
    "oidvector": ["23 25 1700", " 26 "],
    "json": ['{"a": [1, 2.5e3, true, null, "x\\u00e9"]}', "[[[]]]"],
    "float4": ["3.4028235e38", "NaN", "-Infinity", "1e-45"],
    "float8": ["1.7976931348623157e308", "4.9e-324", "inf", "  -0.0 ", "1.5e"],
    "bpchar": ["ab   ", "abcdefgh"],
    "varchar": ["abc", "abcd   "],
    "date": ["2024-02-29", "epoch", "infinity", "J2451545", "Jan 8, 99 BC", "5874897-12-31"],
    "time": ["24:00:00", "04:05:06.789", "allballs", "1:2 PM"],
    "timestamp": ["2024-01-01 12:34:56.123456", "-infinity", "294276-12-31 23:59:59.999999",
                  "1999-01-08 04:05:06 -8:00"],
    "timestamptz": ["2024-03-31 02:30:00 Europe/Berlin", "now", "2000-01-01 00:00:00+14:59",
                    "January 8 04:05:06 1999 PST"],
    "interval": ["1 year 2 mons 3 days 04:05:06.7", "P1Y2M3DT4H5M6S", "@ 1 minute ago",
                 "-178000000 years", "1 day -1 hour"],
    "numeric": ["123.456", "-0.000001", "NaN", "Infinity", "1e1000", "12345678901234567890.5",
                "0x1p3", "999.995"],
    "uuid": ["a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", "{A0EEBC999C0B4EF8BB6D6BB9BD380A11}"],
    "jsonb": ['{"b": 1, "a": {"c": [null, false, 1.0e2]}, "a": 2}', '"\\ud83d\\ude00"'],
    "bool[]": ["{t,f,NULL}"],
    "bytea[]": ['{"\\\\x00ff",NULL}'],
    "int2[]": ["{1,2,3}", "[0:1]={5,6}"],
    "int4[]": ["{{1,2},{3,4}}", "[1:2][3:4]={{1,2},{3,4}}", "{}", "{1, NULL ,3}"],
    "text[]": ['{"a b","c\\"d",NULL,"NULL",e}', "{{a},{b}}"],
    "bpchar[]": ["{abc,de}"],
    "varchar[]": ["{abc,abcd}"],
    "int8[]": ["{9223372036854775807}"],
    "float4[]": ["{1.5,NaN,-inf}"],
    "float8[]": ["{1e308,-0}"],
    "timestamp[]": ['{"2024-01-01 00:00",infinity}'],
    "date[]": ["{2024-01-01,epoch}"],
    "time[]": ['{"12:00",allballs}'],
    "timestamptz[]": ['{"2024-01-01 00:00+02"}'],
    "interval[]": ['{"1 day","2 hours"}'],
    "numeric[]": ["{1.2345,NaN,-7}"],
    "uuid[]": ["{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}"],
    "jsonb[]": ['{"{\\"a\\": 1}","[1]"}'],
    "json[]": ['{"{}"}'],
    "name[]": ["{a,b}"],
    "oid[]": ["{1,2}"],
    "char[]": ["{a,b}"],
}

EPOCH_DAYS = 10957  # 1970-01-01 .. 2000-01-01


def array_bin(elemoid, elems, dims=None):
    dims = dims or [(len(elems), 1)]
    hasnull = any(e is None for e in elems)
    b = struct.pack("!iiI", len(dims), 1 if hasnull else 0, elemoid)
    for n, lb in dims:
        b += struct.pack("!ii", n, lb)
    for e in elems:
        b += struct.pack("!i", -1) if e is None else struct.pack("!i", len(e)) + e
    return b


def numeric_bin(ndigits, weight, sign, dscale, digits):
    return struct.pack("!hhHh", ndigits, weight, sign, dscale) + b"".join(struct.pack("!h", d) for d in digits)


BINARY = {
    "bool": [b"\x01", b"\x00"],
    "bytea": [b"\x00\xff raw"],
    "char": [b"A"],
    "name": [b"pg_type"],
    "int8": [struct.pack("!q", -2 ** 63)],
    "int2": [struct.pack("!h", -7)],
    "int4": [struct.pack("!i", 2 ** 31 - 1)],
    "text": ["h\u00e9llo".encode()],
    "oid": [struct.pack("!I", 2 ** 32 - 1)],
    "float4": [struct.pack("!f", 1.5)],
    "float8": [struct.pack("!d", -0.0), b"\x7f\xf8\0\0\0\0\0\0"],
    "bpchar": [b"ab"],
    "varchar": [b"abcd"],
    "date": [struct.pack("!i", 8825), struct.pack("!i", 2 ** 31 - 1)],
    "time": [struct.pack("!q", 86400 * 10 ** 6)],
    "timestamp": [struct.pack("!q", 757382400123456), struct.pack("!q", 2 ** 63 - 1)],
    "timestamptz": [struct.pack("!q", -10 ** 12)],
    "interval": [struct.pack("!qii", 3600 * 10 ** 6, 3, 14)],
    "numeric": [numeric_bin(2, 0, 0, 2, [123, 4500]), numeric_bin(0, 0, 0xC000, 0, []),
                numeric_bin(1, -1, 0x4000, 4, [1234])],
    "uuid": [bytes(range(16))],
    "jsonb": [b"\x01{\"a\": [1, 2]}"],
    "json": [b"[1, {\"x\": null}]"],
    "int4[]": [array_bin(23, [struct.pack("!i", 1), None, struct.pack("!i", 3)]),
               array_bin(23, [struct.pack("!i", i) for i in range(4)], [(2, 1), (2, 0)]),
               array_bin(23, [], [])],
    "text[]": [array_bin(25, [b"a", b"", None])],
    "numeric[]": [array_bin(1700, [numeric_bin(1, 0, 0, 0, [7])])],
    "int2vector": [array_bin(21, [struct.pack("!h", 1), struct.pack("!h", 2)], [(2, 0)])],
    "oidvector": [array_bin(26, [struct.pack("!I", 23)], [(1, 0)])],
}


def types_seeds():
    clear("fuzz_types")
    n = 0
    for i, name in enumerate(TYPES):
        tag = name.replace("[]", "_array")
        for j, lit in enumerate(LITERALS.get(name, [])):
            for flags in (0, 2):
                write("fuzz_types", "%s-text-%d-%d" % (tag, j, flags), bytes([i, flags]) + lit.encode())
                n += 1
        for j, b in enumerate(BINARY.get(name, [])):
            write("fuzz_types", "%s-bin-%d" % (tag, j), bytes([i, 1]) + b)
            n += 1
    return n


# ------------------------------------------------------------------ copy
def copy_seeds():
    clear("fuzz_copy")
    allcols = 0xFF
    text = ("1\tone\t12.50\t2024-01-01\tt\t\\\\x00ff\t{1,2}\tabc\n"
            "2\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n"
            "3\ttab\\there\\nnl\\\\\t-0.01\tepoch\tf\t\\\\x\t{}\tz\n\\.\n")
    write("fuzz_copy", "text", bytes([0, allcols, 0]) + text.encode())
    write("fuzz_copy", "text-chunks", bytes([0, allcols, 7]) + text.encode())
    write("fuzz_copy", "text-header", bytes([4 | 8, 0x03, 0]) + b"a\tb\n1\tx\n2\ty\n")
    write("fuzz_copy", "text-octal", bytes([0, 0x02, 3]) + b"\\101\\x42\\u\\r\\v\\f\\b\n")
    csv = ('a,b,c,d,e,f,g,h\n1,"quoted, comma",1.5,2024-02-29,true,\\x01,"{3,4}",ab\n'
           '2,"multi\nline ""q""",,,,,,\n3,,,,,,,""\n')
    write("fuzz_copy", "csv-header", bytes([1 | 4 | 8, allcols, 0]) + csv.encode())
    write("fuzz_copy", "csv-alt", bytes([1 | 16, 0x03, 5]) + b"1;x\"a;b\"x\n2;\n")
    hdr = b"PGCOPY\n\xff\r\n\0" + struct.pack("!ii", 0, 0)
    row = struct.pack("!h", 2) + struct.pack("!i", 4) + struct.pack("!i", 7) + struct.pack("!i", 3) + b"abc"
    row2 = struct.pack("!h", 2) + struct.pack("!i", -1) + struct.pack("!i", -1)
    write("fuzz_copy", "binary", bytes([2, 0x03, 0]) + hdr + row + row2 + struct.pack("!h", -1))
    write("fuzz_copy", "binary-chunks", bytes([2, 0x03, 4]) + hdr + row + struct.pack("!h", -1))
    write("fuzz_copy", "no-columns", bytes([0, 0, 0]) + b"\n\n")
    return 9


if __name__ == "__main__":
    print("parser", parser_seeds(), "protocol", protocol_seeds(), "types", types_seeds(),
          "copy", copy_seeds())
