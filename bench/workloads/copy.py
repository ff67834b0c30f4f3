"""copy: bulk loading and unloading with COPY (issue 5): COPY FROM a CSV file and a text file of
BENCH_COPY_ROWS rows (default 1 M; five columns: int, bigint, text, numeric, timestamptz)
into an empty table, and COPY TO of the same table, each as one psql run. The files are
written by the server itself in SETUP, so both servers read the same bytes from the same
kind of file; each timed run loads into a table it creates (TRUNCATE is a DELETE in Basalt
for now, which would be timed too).
"""
import os

ROWS = int(os.environ.get("BENCH_COPY_ROWS", "1000000"))
TITLE = "COPY"
# Both servers write and read these files (Basalt runs as root, PG as postgres): a directory
# without the sticky bit and files anyone may write, made here before either server starts.
DIR = "/tmp/basalt_bench_copy"
CSV = DIR + "/data.csv"
TXT = DIR + "/data.txt"
os.makedirs(DIR, exist_ok=True)
os.chmod(DIR, 0o777)
for _path in (CSV, TXT):
    open(_path, "a").close()
    os.chmod(_path, 0o666)
SETUP = """
DROP TABLE IF EXISTS bench_copy_src;
DROP TABLE IF EXISTS bench_copy;
CREATE TABLE bench_copy_src (id int, big bigint, name text, amount numeric(12,2), ts timestamptz);
INSERT INTO bench_copy_src SELECT g, g::bigint * 7919, 'customer ' || g, (g %% 100000) / 100.0,
  timestamptz '2024-01-01 00:00+00' + g * interval '1 minute' FROM generate_series(1, %(rows)d) g;
COPY bench_copy_src TO '%(csv)s' (FORMAT csv);
COPY bench_copy_src TO '%(txt)s';
""" % {"rows": ROWS, "csv": CSV, "txt": TXT}
NEW = ("DROP TABLE IF EXISTS bench_copy; CREATE TABLE bench_copy (id int, big bigint, name text, "
       "amount numeric(12,2), ts timestamptz); ")
CASES = [
    {"name": "COPY FROM csv, %d rows" % ROWS, "kind": "sql",
     "sql": NEW + "COPY bench_copy FROM '%s' (FORMAT csv)" % CSV},
    {"name": "COPY FROM text, %d rows" % ROWS, "kind": "sql",
     "sql": NEW + "COPY bench_copy FROM '%s'" % TXT},
    {"name": "COPY TO csv, %d rows" % ROWS, "kind": "sql",
     "sql": "COPY bench_copy_src TO '/dev/null' (FORMAT csv)"},
]
