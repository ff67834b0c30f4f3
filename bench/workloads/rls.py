"""rls: row-level security (issue 10) on the same data in both servers: 400,000 rows, a policy
`owner = current_user` for a role that is not the owner (one row in ten is its own), run as
that role (PGOPTIONS -c role). The scan case evaluates the policy on every row (CURRENT_USER
per row in both servers); the lookup case is a primary-key probe whose policy is a filter on
the one row (binding the policy text again is Basalt's extra work per statement); the last
case is the same lookup as the owner, who is exempt, for comparison.
Target: Basalt no slower than PostgreSQL (ratio <= 1 for the scans, >= 1 for tps).
"""
TITLE = "row-level security"
SETUP = """
DROP TABLE IF EXISTS rb_docs;
DROP ROLE IF EXISTS rb_reader;
CREATE ROLE rb_reader;
CREATE TABLE rb_docs (id int PRIMARY KEY, owner name, v int);
INSERT INTO rb_docs SELECT g, CASE WHEN g % 10 = 0 THEN 'rb_reader' ELSE 'someone' END, g % 1000
  FROM generate_series(1, 400000) g;
ANALYZE rb_docs;
GRANT SELECT ON rb_docs TO rb_reader;
CREATE POLICY rb_own ON rb_docs USING (owner = current_user);
ALTER TABLE rb_docs ENABLE ROW LEVEL SECURITY;
"""
READER = "-c role=rb_reader -c max_parallel_workers_per_gather=0"
CASES = [
    {"name": "count(*) through the policy", "kind": "sql", "options": READER,
     "sql": "SELECT count(*) FROM rb_docs; SELECT count(*) FROM rb_docs WHERE v < 100;"},
    {"name": "primary-key lookup through the policy (tps)", "kind": "pgbench", "clients": 1,
     "options": READER,
     "script": "\\set id random(1, 400000)\nSELECT v FROM rb_docs WHERE id = :id;\n"},
    {"name": "primary-key lookup as the owner (tps)", "kind": "pgbench", "clients": 1,
     "options": "", "script": "\\set id random(1, 400000)\nSELECT v FROM rb_docs WHERE id = :id;\n"},
]
