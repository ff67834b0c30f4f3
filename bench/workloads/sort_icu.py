"""sort_icu: ORDER BY on text under the ICU collation "en-US-x-icu" (issue 7), a million rows,
in memory and past work_mem, words of mixed case and accents (abbreviated keys from ICU sort
keys) and strings sharing a long prefix (abbreviation abandoned, full ICU comparisons). Each
query returns one row (OFFSET skips the rest), so the time is the sort's. Same collation on
both servers. Target: Basalt time / PostgreSQL time <= 0.5.
"""
TITLE = "sorting text under en-US-x-icu"
SETUP = """
DROP TABLE IF EXISTS bench_sort_icu;
CREATE TABLE bench_sort_icu (w text COLLATE "en-US-x-icu", p text COLLATE "en-US-x-icu");
INSERT INTO bench_sort_icu
  SELECT (array['Äpfel', 'apple', 'Zebra', 'éclair', 'straße', 'Öl', 'naïve', 'Résumé'])[1 + g % 8]
         || ' ' || md5(g::text),
         'a long common prefix shared by every row ' || md5(g::text)
  FROM generate_series(1, 1000000) g;
VACUUM bench_sort_icu;
"""
BIG = "-c work_mem=512MB"
SMALL = "-c work_mem=4MB"
CASES = [
    {"name": "text en-US-x-icu, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT w FROM bench_sort_icu ORDER BY w OFFSET 999999"},
    {"name": "text en-US-x-icu desc, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT w FROM bench_sort_icu ORDER BY w DESC OFFSET 999999"},
    {"name": "text en-US-x-icu, common prefix, in memory", "kind": "sql", "options": BIG,
     "sql": "SELECT p FROM bench_sort_icu ORDER BY p OFFSET 999999"},
    {"name": "text en-US-x-icu, external (work_mem 4MB)", "kind": "sql", "options": SMALL,
     "sql": "SELECT w FROM bench_sort_icu ORDER BY w OFFSET 999999"},
    {"name": "top-N en-US-x-icu LIMIT 10", "kind": "sql", "options": SMALL,
     "sql": "SELECT w FROM bench_sort_icu ORDER BY w LIMIT 10"},
]
