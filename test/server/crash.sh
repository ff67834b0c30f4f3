#!/usr/bin/env bash
# crash.sh: kill -9 the server under a load of concurrent committers, restart it, and check
# that every acknowledged commit survived whole, that no transaction survived in part, that
# UNLOGGED tables come back empty after a crash but keep their rows across a clean restart,
# and that a crash in the middle of crash recovery is itself recovered from.
source "$(dirname "$0")/common.bash"
here=$(cd "$(dirname "$0")" && pwd)
port=$(free_port)
dir=$TMP/data

start_server "$dir" "$port" || { fail "first start"; finish; }
psql_q "$port" "CREATE TABLE t (round int, tid int, seq int, part int, pad text)" >/dev/null
psql_q "$port" "CREATE UNLOGGED TABLE u (a int)" >/dev/null
psql_q "$port" "INSERT INTO u SELECT 1 FROM t UNION ALL SELECT 1" >/dev/null

# A clean restart keeps the unlogged table's rows.
stop_server
start_server "$dir" "$port" || { fail "restart after clean stop"; finish; }
[ "$(psql_q "$port" "SELECT count(*) FROM u")" = 1 ] || fail "unlogged rows lost by a clean restart"

total_acked=0
for round in 1 2 3; do
  python3 "$here/crash_client.py" "$port" 6 "$TMP/acked.$round" "$round" &
  client=$!
  sleep "$(python3 -c "import random; print(1 + random.random() * 2)")"
  [ "$round" = 2 ] && psql_q "$port" "CHECKPOINT" >/dev/null
  sleep 0.5
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  wait "$client"
  n=$(wc -l <"$TMP/acked.$round")
  [ "$n" -gt 0 ] || fail "round $round: no commit was acknowledged before the kill"
  total_acked=$((total_acked + n))
  start_server "$dir" "$port" || { fail "restart after kill -9 (round $round)"; finish; }
  # every acknowledged transaction is there with all three rows
  psql_q "$port" "SELECT round || '|' || tid || '|' || seq FROM t GROUP BY round, tid, seq
                  HAVING count(*) = 3 ORDER BY 1" >"$TMP/present"
  sort "$TMP"/acked.* >"$TMP/acked.sorted"
  sort "$TMP/present" >"$TMP/present.sorted"
  missing=$(comm -23 "$TMP/acked.sorted" "$TMP/present.sorted" | wc -l)
  [ "$missing" = 0 ] || fail "round $round: $missing acknowledged commits lost after kill -9"
  partial=$(psql_q "$port" "SELECT count(*) FROM (SELECT 1 FROM t GROUP BY round, tid, seq
                            HAVING count(*) <> 3) s")
  [ "$partial" = 0 ] || fail "round $round: $partial transactions survived only in part"
  [ "$(psql_q "$port" "SELECT count(*) FROM u")" = 0 ] || fail "unlogged table not emptied by crash recovery"
  ok "round $round: $n acknowledged commits, all present after kill -9"
done

# A crash during recovery: load, kill, start recovery and kill it half way, then recover.
psql_q "$port" "INSERT INTO u VALUES (5)" >/dev/null
python3 "$here/crash_client.py" "$port" 4 "$TMP/acked.4" 4 &
client=$!
sleep 2
kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
wait "$client"
BASALT_TEST_CRASH_IN_RECOVERY_AFTER=200 timeout 120 "$BASALT" -D "$dir" -p "$port" \
  -c listen_addresses=127.0.0.1 >>"$TMP/server.log" 2>&1
st=$?
[ $st = 3 ] || fail "the interrupted recovery exited with $st, not 3"
start_server "$dir" "$port" || { fail "restart after a crash during recovery"; finish; }
psql_q "$port" "SELECT round || '|' || tid || '|' || seq FROM t GROUP BY round, tid, seq
                HAVING count(*) = 3 ORDER BY 1" | sort >"$TMP/present.sorted"
sort "$TMP"/acked.* >"$TMP/acked.sorted"
missing=$(comm -23 "$TMP/acked.sorted" "$TMP/present.sorted" | wc -l)
[ "$missing" = 0 ] || fail "$missing acknowledged commits lost after a crash during recovery"
ok "crash during recovery: all $(wc -l <"$TMP/acked.sorted") acknowledged commits present"
stop_server
finish
