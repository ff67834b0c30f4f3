#!/usr/bin/env bash
# crash.sh: kill -9 the server at random moments under concurrent writers, many times, and hold
# it to every commit it acknowledged.
#
# Each round runs crash_client.py (inserts, deletes and bank transfers over a B-tree-indexed
# table, six sessions) against the server, kills it with SIGKILL after a random 0.3-2 s
# (sometimes while a CHECKPOINT runs), restarts it and checks with check_acked.py that every
# acknowledged insert, delete and transfer is there, that no transaction is there in part and
# that the account balances match the surviving ledger. CRASH_ROUNDS (default 20) sets the
# number of kills. An UNLOGGED table with a primary key is kept by a clean restart and emptied,
# index and all, by every crash. Last, a crash in the middle of crash recovery, recovered from
# by the next start.
source "$(dirname "$0")/../server/common.bash"
here=$(cd "$(dirname "$0")" && pwd)
rounds=${CRASH_ROUNDS:-20}
naccounts=50
port=$(free_port)
dir=$TMP/data

start_server "$dir" "$port" || { fail "first start"; finish; }
psql_q "$port" "CREATE TABLE t (round int, tid int, seq int, part int, pad text,
                                PRIMARY KEY (round, tid, seq, part))" >/dev/null
psql_q "$port" "CREATE TABLE acct (id int PRIMARY KEY, bal int)" >/dev/null
psql_q "$port" "INSERT INTO acct SELECT g, 1000 FROM generate_series(1, $naccounts) g" >/dev/null
psql_q "$port" "CREATE TABLE ledger (round int, tid int, seq int, a int, b int, amount int)" >/dev/null
psql_q "$port" "CREATE UNLOGGED TABLE u (a int PRIMARY KEY)" >/dev/null
psql_q "$port" "INSERT INTO u VALUES (1)" >/dev/null

# A clean restart keeps the unlogged table's rows.
stop_server
start_server "$dir" "$port" || { fail "restart after clean stop"; finish; }
[ "$(psql_q "$port" "SELECT count(*) FROM u")" = 1 ] || fail "unlogged rows lost by a clean restart"

check_all() { # check_all WHAT
  psql_q "$port" "SELECT round, tid, seq, count(*) FROM t GROUP BY round, tid, seq" >"$TMP/t.dump"
  psql_q "$port" "SELECT round, tid, seq, a, b, amount FROM ledger" >"$TMP/ledger.dump"
  psql_q "$port" "SELECT id, bal FROM acct" >"$TMP/acct.dump"
  touch "$TMP/acked"
  if ! python3 "$here/check_acked.py" "$TMP/acked" "$TMP/t.dump" "$TMP/ledger.dump" \
       "$TMP/acct.dump" "$naccounts" 1000 >"$TMP/check.out"; then
    fail "$1: $(tr '\n' ';' <"$TMP/check.out")"
    return 1
  fi
  ok "$1: $(tail -n 1 "$TMP/check.out")"
  # the primary keys (their inserts replayed item by item) find every row a scan of the heap does
  local idx="SET enable_seqscan = off; SET enable_bitmapscan = off;"
  local heap="SET enable_indexscan = off; SET enable_bitmapscan = off;"
  for q in "SELECT count(*), sum(seq) FROM t WHERE round >= 0" "SELECT count(*), sum(bal) FROM acct WHERE id >= 0"; do
    [ "$(psql_q "$port" "$idx $q")" = "$(psql_q "$port" "$heap $q")" ] ||
      { fail "$1: index and heap disagree on: $q: $(psql_q "$port" "$idx $q") vs $(psql_q "$port" "$heap $q")"; return 1; }
  done
}

for round in $(seq 1 "$rounds"); do
  python3 "$here/crash_client.py" "$port" 6 "$TMP/acked" "$round" >>"$TMP/client.log" 2>&1 &
  client=$!
  sleep "$(python3 -c "import random; print(0.3 + random.random() * 1.7)")"
  if [ $((round % 4)) = 0 ]; then
    psql_q "$port" "CHECKPOINT" >/dev/null &
    sleep "$(python3 -c "import random; print(random.random() * 0.2)")"
  fi
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  wait "$client"
  wait
  start_server "$dir" "$port" || { fail "restart after kill -9 (round $round)"; finish; }
  check_all "round $round" || break
  [ "$(psql_q "$port" "SELECT count(*) FROM u")" = 0 ] || fail "unlogged table not emptied by crash recovery"
  # its primary key index must have been emptied with it
  out=$(psql_q "$port" "INSERT INTO u VALUES (1)")
  [ -z "$out" ] || fail "round $round: unlogged table's index not reset by crash recovery: $out"
done
if grep -q "error from server" "$TMP/client.log"; then
  fail "the workload got an unexpected error: $(grep -m1 "error from server" "$TMP/client.log")"
fi

# A crash during recovery: load, kill, start recovery and kill it half way, then recover.
python3 "$here/crash_client.py" "$port" 4 "$TMP/acked" $((rounds + 1)) >>"$TMP/client.log" 2>&1 &
client=$!
# Kill once the load has written enough WAL for the recovery below to reach its stop point
# (300 acknowledged transactions are well over 200 records), however slow the machine is.
base=$(wc -l <"$TMP/acked")
for _ in $(seq 600); do
  [ $(($(wc -l <"$TMP/acked") - base)) -ge 300 ] && break
  kill -0 "$client" 2>/dev/null || break
  sleep 0.1
done
kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
wait "$client"
BASALT_TEST_CRASH_IN_RECOVERY_AFTER=200 timeout 120 "$BASALT" -D "$dir" -p "$port" \
  -c listen_addresses=127.0.0.1 >>"$TMP/server.log" 2>&1
st=$?
[ $st = 3 ] || fail "the interrupted recovery exited with $st, not 3"
start_server "$dir" "$port" || { fail "restart after a crash during recovery"; finish; }
check_all "crash during recovery"

# And the result survives a clean restart as well.
stop_server
start_server "$dir" "$port" || { fail "clean restart at the end"; finish; }
check_all "after a clean restart"
stop_server
finish
