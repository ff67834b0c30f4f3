#!/usr/bin/env bash
# stat_activity.sh: pg_stat_activity as another session sees it, through psql:
#  - each session is listed once with its pid, user, database, application_name and client
#    address; the reader itself is "active" with its own query text;
#  - an idle session shows "idle" with its last query, wait event Client/ClientRead, no
#    xact_start; after BEGIN and a statement: "idle in transaction" with xact_start set and
#    its xid; after an error in the block: "idle in transaction (aborted)";
#  - a statement blocked on a table lock is "active" with wait event Lock/relation, on a row
#    locked by another transaction Lock/transactionid; the view is read when scanned, so a
#    prepared statement over it sees the change;
#  - a role that is not a superuser sees another role's session but not its query.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE sa (id int PRIMARY KEY, v int); INSERT INTO sa VALUES (1, 1);
  CREATE ROLE sa_reader LOGIN" >/dev/null
export PGAPPNAME=stat_test
. "$(dirname "$0")/two_sessions.bash"
unset PGAPPNAME

send a "SELECT pg_backend_pid();"
APID=$(last a)
act() { psql_q "$PORT" "SELECT $2 FROM pg_stat_activity WHERE pid = $1"; }

[ "$(act "$APID" "usename || '|' || datname || '|' || application_name || '|' || client_addr || '|' || (client_port > 0) || '|' || backend_type")" = \
  "postgres|postgres|stat_test|127.0.0.1|true|client backend" ] &&
  ok "a session is listed with its user, database, application name and address" ||
  fail "session row: $(act "$APID" "*")"
[ "$(psql_q "$PORT" "SELECT state || '|' || query FROM pg_stat_activity WHERE pid = pg_backend_pid()")" = \
  "active|SELECT state || '|' || query FROM pg_stat_activity WHERE pid = pg_backend_pid()" ] &&
  ok "the reader is active with its own query" || fail "reader: $(psql_q "$PORT" "SELECT * FROM pg_stat_activity")"
[ "$(act "$APID" "state || '|' || query || '|' || wait_event_type || '|' || wait_event || '|' || (xact_start IS NULL) || '|' || (backend_xid IS NULL)")" = \
  "idle|SELECT pg_backend_pid();|Client|ClientRead|true|true" ] &&
  ok "an idle session: idle, its last query, Client/ClientRead, no transaction" ||
  fail "idle: $(act "$APID" "*")"

send a "SET application_name = 'renamed';"
[ "$(act "$APID" "application_name")" = renamed ] && ok "SET application_name shows" ||
  fail "application_name: $(act "$APID" "application_name")"

send a "BEGIN;"
send a "UPDATE sa SET v = 2 WHERE id = 1;"
[ "$(act "$APID" "state || '|' || (xact_start <= query_start) || '|' || (backend_xid IS NOT NULL) || '|' || (state_change >= query_start)")" = \
  "idle in transaction|true|true|true" ] &&
  ok "in a transaction block: idle in transaction, xact_start, its xid" ||
  fail "in transaction: $(act "$APID" "*")"

send b "SELECT pg_backend_pid();"
BPID=$(last b)
start b "UPDATE sa SET v = 3 WHERE id = 1;"
still_waiting b || fail "the second UPDATE did not wait"
[ "$(act "$BPID" "state || '|' || wait_event_type || '|' || wait_event || '|' || query")" = \
  "active|Lock|transactionid|UPDATE sa SET v = 3 WHERE id = 1;" ] &&
  ok "a row-lock wait: active, Lock/transactionid" || fail "row wait: $(act "$BPID" "*")"
send a "COMMIT;"
finish_wait b
[ "$(act "$APID" "state || '|' || (xact_start IS NULL)")" = "idle|true" ] &&
  ok "after COMMIT: idle, no xact_start" || fail "after commit: $(act "$APID" "*")"

send a "BEGIN;"
send a "LOCK TABLE sa;"
start b "SELECT count(*) FROM sa;"
still_waiting b || fail "the SELECT did not wait for the table lock"
[ "$(act "$BPID" "wait_event_type || '|' || wait_event")" = "Lock|relation" ] &&
  ok "a table-lock wait: Lock/relation" || fail "table wait: $(act "$BPID" "*")"
send a "COMMIT;"
finish_wait b
# a prepared statement reads the view when it runs, not when it was planned
send a "PREPARE w AS SELECT state FROM pg_stat_activity WHERE pid = $BPID;"
send a "EXECUTE w;"
send b "BEGIN;"
send a "EXECUTE w;"
[ "$(last a)" = "idle in transaction" ] && ok "a prepared statement sees the view as it is now" ||
  fail "prepared: $(tail -n 3 "$TMP/a.out")"
send b "SELECT 1/0;"
[ "$(act "$BPID" "state")" = "idle in transaction (aborted)" ] &&
  ok "after an error in the block: idle in transaction (aborted)" || fail "aborted: $(act "$BPID" "*")"
send b "ROLLBACK;"

other=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U sa_reader -d postgres \
  -c "SELECT usename || '|' || query || '|' || coalesce(state, 'NULL') FROM pg_stat_activity WHERE pid = $APID" 2>&1)
[ "$other" = "postgres|<insufficient privilege>|NULL" ] &&
  ok "another role's session: listed, its query hidden" || fail "other role sees: $other"

exec 3>&- 4>&-
wait $PIDS 2>/dev/null
n=$(psql_q "$PORT" "SELECT count(*) FROM pg_stat_activity")
[ "$n" = 1 ] && ok "ended sessions leave the view" || fail "after the sessions ended: $n rows"
stop_server
finish
