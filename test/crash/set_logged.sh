#!/usr/bin/env bash
# set_logged.sh: ALTER TABLE SET LOGGED / SET UNLOGGED against kill -9.
#  - rows an UNLOGGED table got before SET LOGGED (never in the WAL, and with no checkpoint
#    since, mostly not on disk either) survive a kill -9 right after the commit, and so do rows
#    inserted after it; the primary key index comes back with them;
#  - after SET UNLOGGED a crash empties the table and its index, which stay usable;
#  - a SET LOGGED that was rolled back leaves the table unlogged: a crash empties it.
source "$(dirname "$0")/../server/common.bash"
port=$(free_port)
dir=$TMP/data
crash() {
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  start_server "$dir" "$port" || { fail "restart after kill -9 ($1)"; finish; }
}

start_server "$dir" "$port" || { fail "first start"; finish; }
psql_q "$port" "CHECKPOINT" >/dev/null
psql_q "$port" "CREATE UNLOGGED TABLE ul (id int PRIMARY KEY, v text)" >/dev/null
psql_q "$port" "INSERT INTO ul SELECT g, repeat('x', 100) || g FROM generate_series(1, 5000) g" >/dev/null
psql_q "$port" "CREATE UNLOGGED TABLE ul2 (id int PRIMARY KEY)" >/dev/null
psql_q "$port" "INSERT INTO ul2 SELECT g FROM generate_series(1, 100) g" >/dev/null
psql_q "$port" "BEGIN; ALTER TABLE ul2 SET LOGGED; ROLLBACK" >/dev/null
r=$(psql_q "$port" "ALTER TABLE ul SET LOGGED")
[ "$r" = "" ] || fail "SET LOGGED: $r"
crash "after SET LOGGED"
[ "$(psql_q "$port" "SELECT count(*), sum(id), min(v), max(length(v)) FROM ul")" = "5000|12502500|xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx1|104" ] &&
  ok "rows from before SET LOGGED survive kill -9" ||
  fail "after SET LOGGED and kill -9: $(psql_q "$port" "SELECT count(*), sum(id) FROM ul")"
[ "$(psql_q "$port" "SELECT relpersistence FROM pg_class WHERE relname IN ('ul', 'ul_pkey')" | tr -d '\n')" = pp ] &&
  ok "table and index are logged" || fail "persistence: $(psql_q "$port" "SELECT relname, relpersistence FROM pg_class WHERE relname LIKE 'ul%'")"
psql_q "$port" "INSERT INTO ul VALUES (5000, 'dup')" | grep -q 'duplicate key value violates unique constraint "ul_pkey"' &&
  ok "the primary key index came back with the rows" || fail "ul_pkey does not see id 5000"
[ "$(psql_q "$port" "SELECT count(*) FROM ul2")" = 0 ] && ok "a rolled-back SET LOGGED leaves the table unlogged" ||
  fail "ul2 has $(psql_q "$port" "SELECT count(*) FROM ul2") rows after a crash"

psql_q "$port" "INSERT INTO ul SELECT g, 'new' FROM generate_series(5001, 6000) g" >/dev/null
crash "after inserts into the logged table"
[ "$(psql_q "$port" "SELECT count(*) FROM ul")" = 6000 ] && ok "rows inserted after SET LOGGED survive kill -9" ||
  fail "after inserts and kill -9: $(psql_q "$port" "SELECT count(*) FROM ul") rows"

psql_q "$port" "ALTER TABLE ul SET UNLOGGED" >/dev/null
psql_q "$port" "INSERT INTO ul VALUES (6001, 'unlogged')" >/dev/null
crash "after SET UNLOGGED"
[ "$(psql_q "$port" "SELECT count(*) FROM ul")" = 0 ] && ok "after SET UNLOGGED a crash empties the table" ||
  fail "after SET UNLOGGED and kill -9: $(psql_q "$port" "SELECT count(*) FROM ul") rows"
r=$(psql_q "$port" "INSERT INTO ul VALUES (1, 'again'), (6001, 'again')")
[ "$r" = "" ] && [ "$(psql_q "$port" "SELECT count(*) FROM ul")" = 2 ] &&
  ok "the emptied table and its index are usable" || fail "insert after the reset: $r"
psql_q "$port" "INSERT INTO ul VALUES (1, 'dup')" | grep -q 'duplicate key' &&
  ok "its index enforces the key again" || fail "no 23505 after the reset"
stop_server
finish
