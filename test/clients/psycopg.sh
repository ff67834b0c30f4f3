#!/usr/bin/env bash
# psycopg.sh: the Python drivers psycopg2 2.9 and psycopg 3 (Debian python3-psycopg2,
# python3-psycopg) against a fresh Basalt: parameters of every common type read back, binary
# transfer, prepared statements, executemany, COPY, server-side cursors, transactions and
# errors with their SQLSTATE. The checks are in psycopg_test.py; this starts the server.
source "$(dirname "$0")/../server/common.bash"
PY=/usr/bin/python3 # Debian's python, where the Debian drivers are installed
"$PY" -c 'import psycopg2, psycopg' 2>/dev/null ||
  { echo "skip: python3-psycopg2 / python3-psycopg not installed"; rm -rf "$TMP"; exit 77; }
port=$(free_port)
start_server "$TMP/data" "$port" || { fail "server did not start"; finish; }
PGTZ=UTC "$PY" "$(dirname "$0")/psycopg_test.py" "$port" || fail "psycopg_test.py"
stop_server
finish
