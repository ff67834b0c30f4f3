#!/usr/bin/env bash
# sessions.sh: session-level behaviour seen through the real psql.
#  - a multi-statement Query message is one implicit transaction (an error rolls all back);
#  - an explicit BEGIN inside such a message starts a block that COMMIT ends;
#  - statement_timeout and psql's Ctrl-C (CancelRequest) stop a long join before its first row,
#    and the session carries on;
#  - a long query in one session does not stall another session.
# No wall-clock limits: only the order in which things happen is checked.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE t (a int); CREATE TABLE d (x int)" >/dev/null
psql_q "$PORT" "INSERT INTO d VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9)" >/dev/null

out=$(psql_q "$PORT" "INSERT INTO t VALUES (1); INSERT INTO t VALUES (2); SELECT 1/0")
case "$out" in *"division by zero"*) ok "error in a multi-statement query reported" ;;
  *) fail "expected division by zero, got: $out" ;; esac
n=$(psql_q "$PORT" "SELECT count(*) FROM t")
[ "$n" = 0 ] && ok "multi-statement query rolled back as one transaction" ||
  fail "rows left behind by a failed multi-statement query: $n"

psql_q "$PORT" "INSERT INTO t VALUES (1); SELECT count(*) FROM t; INSERT INTO t VALUES (2)" >/dev/null
n=$(psql_q "$PORT" "SELECT count(*) FROM t")
[ "$n" = 2 ] && ok "multi-statement query committed" || fail "expected 2 rows, got $n"

psql_q "$PORT" "INSERT INTO t VALUES (3); BEGIN; INSERT INTO t VALUES (4); COMMIT; SELECT 1/0" >/dev/null
n=$(psql_q "$PORT" "SELECT count(*) FROM t")
[ "$n" = 4 ] && ok "COMMIT inside a multi-statement query commits what came before" ||
  fail "expected 4 rows, got $n"

LONG="SELECT count(*) FROM d a, d b, d c, d e, d f, d g, d h, d i, d j"
out=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -c "SET statement_timeout = '300ms'" \
  -c "$LONG" -c "SELECT 'alive'" 2>&1)
case "$out" in *"canceling statement due to statement timeout"*alive*) ok "statement_timeout" ;;
  *) fail "statement_timeout: $out" ;; esac

"$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -c "$LONG" >"$TMP/long.out" 2>&1 &
LONG_PID=$!
sleep 1
short=$(psql_q "$PORT" "SELECT 'short'")
long_running=no; kill -0 $LONG_PID 2>/dev/null && long_running=yes
[ "$short" = short ] && [ $long_running = yes ] &&
  ok "a short query is answered while a long one runs" ||
  fail "short query: '$short', long one still running: $long_running"
kill -INT $LONG_PID
wait $LONG_PID
grep -q "canceling statement due to user request" "$TMP/long.out" && ok "cancel request" ||
  fail "cancel: $(cat "$TMP/long.out")"
[ "$(psql_q "$PORT" "SELECT 'after'")" = after ] && ok "server carries on" || fail "server after cancel"

stop_server
finish
