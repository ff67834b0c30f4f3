"""sort: ORDER BY over a million rows (issue 7): in memory and past work_mem, by integer, by
text (abbreviated 8-byte prefixes), by float, by text sharing a long prefix (abbreviation
abandoned), and top-N (ORDER BY ... LIMIT). Each query returns one row (OFFSET skips the rest),
so the time is the sort's, not the client's. PG runs with its defaults: the top-N case gets a
Gather Merge over two parallel workers there, while Basalt sorts on one thread.
Target: Basalt faster than PostgreSQL (ratio < 1).
"""
TITLE = "sorting"
SETUP = """
DROP TABLE IF EXISTS bench_sort;
CREATE TABLE bench_sort (i int, t text, f float8, p text);
INSERT INTO bench_sort SELECT (g::int8 * 7919) % 1000003, md5(g::text), ((g::int8 * 104729) % 999983) / 3.0,
  'a long common prefix shared by every row ' || md5(g::text) FROM generate_series(1, 1000000) g;
VACUUM bench_sort;
"""
BIG = "-c work_mem=512MB"
SMALL = "-c work_mem=4MB"
CASES = [
    {"name": "int, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT i FROM bench_sort ORDER BY i OFFSET 999999"},
    {"name": "text, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT t FROM bench_sort ORDER BY t OFFSET 999999"},
    {"name": "float8 desc, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT f FROM bench_sort ORDER BY f DESC OFFSET 999999"},
    {"name": "text with a common prefix, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT p FROM bench_sort ORDER BY p OFFSET 999999"},
    {"name": "int, external (work_mem 4MB)", "kind": "sql", "options": SMALL,
     "sql": "SELECT i FROM bench_sort ORDER BY i OFFSET 999999"},
    {"name": "text, external (work_mem 4MB)", "kind": "sql", "options": SMALL,
     "sql": "SELECT t FROM bench_sort ORDER BY t OFFSET 999999"},
    {"name": "top-N text LIMIT 10", "kind": "sql", "options": SMALL,
     "sql": "SELECT t FROM bench_sort ORDER BY t LIMIT 10"},
]
