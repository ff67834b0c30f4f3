"""commit: commit throughput, one single-row INSERT per transaction (issue 4).

With 1 and 8 clients, synchronous_commit on (each commit waits for its WAL flush; 8 clients
share flushes through group commit) and off (acknowledged before the flush). Target: Basalt's
tps at least PostgreSQL's (ratio >= 1.0).
"""
TITLE = "commit throughput"
SETUP = """
DROP TABLE IF EXISTS bench_commit;
CREATE TABLE bench_commit (id int, client int, note text);
"""
SCRIPT = "INSERT INTO bench_commit VALUES (:client_id, 1, 'a short row');\n"
CASES = [
    {"name": "1 client, synchronous_commit on", "kind": "pgbench", "script": SCRIPT, "clients": 1},
    {"name": "8 clients, synchronous_commit on", "kind": "pgbench", "script": SCRIPT, "clients": 8},
    {"name": "1 client, synchronous_commit off", "kind": "pgbench", "script": SCRIPT, "clients": 1,
     "options": "-c synchronous_commit=off"},
    {"name": "8 clients, synchronous_commit off", "kind": "pgbench", "script": SCRIPT, "clients": 8,
     "options": "-c synchronous_commit=off"},
]
