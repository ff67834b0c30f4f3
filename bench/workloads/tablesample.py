"""tablesample: TABLESAMPLE SYSTEM and BERNOULLI on a table of 2 million rows (issue 7): a 1 %
SYSTEM sample reads 1 % of the pages, so it should take a small fraction of the full count's
time; BERNOULLI reads every page and keeps 1 % of the rows. REPEATABLE makes both servers'
work the same size from run to run (the rows differ: each picks its own). PG without parallel
workers, as a sample scan is never parallel in PG.
Target: Basalt faster than PostgreSQL (ratio < 1).
"""
TITLE = "TABLESAMPLE"
SETUP = """
DROP TABLE IF EXISTS bench_sample;
CREATE TABLE bench_sample (id int, v int, pad text);
INSERT INTO bench_sample SELECT g, g % 1000, 'row ' || g FROM generate_series(1, 2000000) g;
VACUUM ANALYZE bench_sample;
"""
OPTS = "-c max_parallel_workers_per_gather=0"
CASES = [
    {"name": "count(*), whole table", "kind": "sql", "options": OPTS,
     "sql": "SELECT count(*), sum(v) FROM bench_sample"},
    {"name": "SYSTEM (1) REPEATABLE (7)", "kind": "sql", "options": OPTS,
     "sql": "SELECT count(*), sum(v) FROM bench_sample TABLESAMPLE SYSTEM (1) REPEATABLE (7)"},
    {"name": "BERNOULLI (1) REPEATABLE (7)", "kind": "sql", "options": OPTS,
     "sql": "SELECT count(*), sum(v) FROM bench_sample TABLESAMPLE BERNOULLI (1) REPEATABLE (7)"},
]
