#!/usr/bin/env bash
# cancel_backend.sh: pg_cancel_backend(pid) stops another session's running query with 57014
# and the session carries on; pg_terminate_backend(pid) ends a busy session and an idle one
# with 57P01; an unknown pid gives false and PG's warning.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
# a nested loop checks for interrupts every 4096 row pairs (a function scan alone does not yet)
long="SELECT count(*) FROM generate_series(1, 200000) a, generate_series(1, 200000) b"
pid_of() { # wait until FILE shows a pid line, print it
  for _ in $(seq 1 600); do
    p=$(grep -m1 -E '^[0-9]+$' "$1" 2>/dev/null) && [ -n "$p" ] && { echo "$p"; return; }
    sleep 0.05
  done
}
wait_for() { # wait until FILE contains TEXT
  for _ in $(seq 1 600); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.05; done; return 1
}

# cancel: the query ends with 57014, the session runs its next statement
"$PSQL" -X -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
  -c "SELECT pg_backend_pid()" -c "$long" -c "SELECT 'still here'" >"$TMP/a.out" 2>&1 &
A=$!
pid=$(pid_of "$TMP/a.out")
sleep 0.3
[ "$(psql_q "$PORT" "SELECT pg_cancel_backend($pid)")" = t ] && ok "pg_cancel_backend returns true" ||
  fail "pg_cancel_backend($pid) did not return true"
wait $A
grep -q "canceling statement due to user request" "$TMP/a.out" && ok "the query was cancelled (57014)" ||
  fail "no cancel: $(cat "$TMP/a.out")"
grep -q "still here" "$TMP/a.out" && ok "the session carried on" || fail "session ended: $(cat "$TMP/a.out")"

# terminate a busy session
"$PSQL" -X -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
  -c "SELECT pg_backend_pid()" -c "$long" >"$TMP/b.out" 2>&1 &
B=$!
pid=$(pid_of "$TMP/b.out")
sleep 0.3
[ "$(psql_q "$PORT" "SELECT pg_terminate_backend($pid)")" = t ] && ok "pg_terminate_backend returns true" ||
  fail "pg_terminate_backend($pid) did not return true"
wait $B
grep -q "terminating connection due to administrator command" "$TMP/b.out" &&
  ok "the busy session was terminated (57P01)" || fail "not terminated: $(cat "$TMP/b.out")"

# terminate an idle session: it is gone before it sends anything more
mkfifo "$TMP/c.in"
"$PSQL" -X -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres <"$TMP/c.in" >"$TMP/c.out" 2>&1 &
C=$!
exec 3>"$TMP/c.in"
echo "SELECT pg_backend_pid();" >&3
pid=$(pid_of "$TMP/c.out")
psql_q "$PORT" "SELECT pg_terminate_backend($pid)" >/dev/null
echo "SELECT 'after terminate';" >&3
exec 3>&-
wait $C
grep -q "terminating connection due to administrator command" "$TMP/c.out" &&
  ! grep -q "^after terminate" "$TMP/c.out" &&
  ok "an idle session is terminated before its next query" || fail "idle session: $(cat "$TMP/c.out")"

r=$(psql_q "$PORT" "SELECT pg_cancel_backend(1)")
echo "$r" | grep -q "WARNING:  PID 1 is not a PostgreSQL backend process" && echo "$r" | grep -q '^f$' &&
  ok "unknown pid: false and PG's warning" || fail "unknown pid: $r"
[ "$(psql_q "$PORT" "SELECT 1")" = 1 ] && ok "the server carries on" || fail "server gone"
stop_server
finish
