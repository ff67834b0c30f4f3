"""grouping_sets: GROUPING SETS, CUBE and ROLLUP over a subscribers table (issue 7), the
example of the PG 9.5 article at a million rows: country, city and level, each roll-up in one
statement, beside the plain GROUP BY it generalises. Each query returns its groups' count only
(a sub-select around it), so the time is the aggregation's, not the client's. Both servers
run with work_mem large enough to hash or sort in memory, and PG without parallel workers
(its partial aggregation cannot take grouping sets anyway).
Target: Basalt faster than PostgreSQL (ratio < 1).
"""
TITLE = "GROUPING SETS / CUBE / ROLLUP"
SETUP = """
DROP TABLE IF EXISTS bench_subscribers;
CREATE TABLE bench_subscribers (id int, country text, city text, level int, paid numeric);
INSERT INTO bench_subscribers
  SELECT g, 'country' || (g % 20), 'city' || (g % 500), g % 5, (g % 1000) / 10.0
  FROM generate_series(1, 1000000) g;
VACUUM ANALYZE bench_subscribers;
"""
OPTS = "-c work_mem=256MB -c max_parallel_workers_per_gather=0"
Q = "SELECT count(*), sum(n) FROM (SELECT count(*) AS n, sum(paid) FROM bench_subscribers %s) q"
CASES = [
    {"name": "GROUP BY country, city, level", "kind": "sql", "options": OPTS,
     "sql": Q % "GROUP BY country, city, level"},
    {"name": "ROLLUP (country, city, level)", "kind": "sql", "options": OPTS,
     "sql": Q % "GROUP BY ROLLUP (country, city, level)"},
    {"name": "CUBE (country, city, level)", "kind": "sql", "options": OPTS,
     "sql": Q % "GROUP BY CUBE (country, city, level)"},
    {"name": "GROUPING SETS ((country), (city), (level), ())", "kind": "sql", "options": OPTS,
     "sql": Q % "GROUP BY GROUPING SETS ((country), (city), (level), ())"},
]
