"""insert_indexed: bulk INSERT ... SELECT into a table with a primary key and a second B-tree
index (issue 4 and 6): BENCH_INSERT_ROWS rows (default 500 000) per timed run, into a table
each run creates, so both servers write the heap, both indexes and their WAL (index inserts
log the item and its offset, and a page image only on a page's first change after a
checkpoint, as PG's btree does).
"""
import os

ROWS = int(os.environ.get("BENCH_INSERT_ROWS", "500000"))
TITLE = "bulk INSERT into indexed table"
SETUP = "SELECT 1;"
NEW = ("DROP TABLE IF EXISTS bench_ins; CREATE TABLE bench_ins (id int PRIMARY KEY, k int, "
       "note text); CREATE INDEX bench_ins_k ON bench_ins (k); ")
CASES = [
    {"name": "INSERT ... SELECT %d rows, primary key + one index" % ROWS, "kind": "sql",
     "sql": NEW + "INSERT INTO bench_ins SELECT g, (g::bigint * 7919 %% 100003)::int, 'row ' || g "
                  "FROM generate_series(1, %d) g" % ROWS},
]
