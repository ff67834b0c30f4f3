#!/usr/bin/env bash
# mvcc.sh: two sessions at once, through the real psql.
#  - REPEATABLE READ keeps its snapshot; READ COMMITTED sees each statement's committed rows;
#  - writers do not block readers;
#  - an UPDATE that meets a row another transaction is changing waits for it, then (READ
#    COMMITTED) re-checks the newest version and its WHERE clause;
#  - REPEATABLE READ raises 40001 instead; lock_timeout and statement_timeout end a wait;
#  - a deadlock between two row waits is detected (40P01).
# Session A is a psql reading a FIFO (statements sent one at a time), B runs one -c each time.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE t (id int, v int)" >/dev/null
psql_q "$PORT" "INSERT INTO t VALUES (1,10),(2,20),(3,30),(4,40),(5,50),(6,60)" >/dev/null

mkfifo "$TMP/a.in"
"$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres <"$TMP/a.in" >"$TMP/a.out" 2>&1 &
A_PID=$!
exec 3>"$TMP/a.in"
a() { echo "$1" >&3; sleep 0.4; }        # send to A, give it time to run
a_last() { tail -n 1 "$TMP/a.out"; }
b() { psql_q "$PORT" "$1"; }

# 1. REPEATABLE READ does not see rows committed after its snapshot
a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
a "SELECT count(*) FROM t;"
b "INSERT INTO t VALUES (7,70)" >/dev/null
a "SELECT count(*) FROM t;"
[ "$(a_last)" = 6 ] && ok "REPEATABLE READ keeps its snapshot" || fail "RR saw $(a_last) rows"
a "COMMIT;"
a "SELECT count(*) FROM t;"
[ "$(a_last)" = 7 ] && ok "a new transaction sees the commit" || fail "after commit: $(a_last)"

# 2. READ COMMITTED: a new snapshot per statement
a "BEGIN;"
a "SELECT count(*) FROM t;"
b "DELETE FROM t WHERE id = 7" >/dev/null
a "SELECT count(*) FROM t;"
[ "$(a_last)" = 6 ] && ok "READ COMMITTED sees a commit between statements" ||
  fail "RC saw $(a_last) rows"
a "COMMIT;"

# 3. writers do not block readers
a "BEGIN;"
a "UPDATE t SET v = 100 WHERE id = 1;"
out=$(timeout 5 "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -c "SELECT v FROM t WHERE id = 1" 2>&1)
[ "$out" = 10 ] && ok "a reader sees the old version without waiting" || fail "reader: $out"

# 4. a second updater waits, then re-checks the newest version
b "UPDATE t SET v = v + 1 WHERE id = 1" >"$TMP/b4.out" 2>&1 &
B_PID=$!
sleep 0.5
kill -0 $B_PID 2>/dev/null && ok "the second updater waits" || fail "the second updater did not wait"
a "COMMIT;"
wait $B_PID
[ "$(b "SELECT v FROM t WHERE id = 1")" = 101 ] && ok "READ COMMITTED updated the newest version" ||
  fail "v after both updates: $(b "SELECT v FROM t WHERE id = 1")"

a "BEGIN;"
a "UPDATE t SET v = 0 WHERE id = 2;"
b "UPDATE t SET v = 99 WHERE id = 2 AND v > 5" >"$TMP/b4b.out" 2>&1 &
B_PID=$!
sleep 0.5
a "COMMIT;"
wait $B_PID
grep -q "UPDATE 0" "$TMP/b4b.out" 2>/dev/null || [ "$(b "SELECT v FROM t WHERE id = 2")" = 0 ] &&
  ok "the WHERE clause is re-checked on the newest version" ||
  fail "re-check: v = $(b "SELECT v FROM t WHERE id = 2")"

# 5. REPEATABLE READ: 40001 on a row changed after the snapshot
a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
a "SELECT count(*) FROM t;"
b "UPDATE t SET v = 31 WHERE id = 3" >/dev/null
a "UPDATE t SET v = 32 WHERE id = 3;"
grep -q "could not serialize access due to concurrent update" "$TMP/a.out" &&
  ok "REPEATABLE READ: 40001" || fail "no serialization failure: $(tail -n 3 "$TMP/a.out")"
a "ROLLBACK;"

# 6. lock_timeout and statement_timeout end a row wait
a "BEGIN;"
a "UPDATE t SET v = 41 WHERE id = 4;"
out=$(timeout 10 "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -c "SET lock_timeout = '200ms'" \
  -c "UPDATE t SET v = 42 WHERE id = 4" -c "SELECT 'alive'" 2>&1)
case "$out" in *"canceling statement due to lock timeout"*"while updating tuple"*alive*) ok "lock_timeout" ;;
  *) fail "lock_timeout: $out" ;; esac
out=$(timeout 10 "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -c "SET statement_timeout = '200ms'" \
  -c "DELETE FROM t WHERE id = 4" -c "SELECT 'alive'" 2>&1)
case "$out" in *"canceling statement due to statement timeout"*alive*) ok "statement_timeout ends a row wait" ;;
  *) fail "statement_timeout: $out" ;; esac
a "ROLLBACK;"

# 7. deadlock: A waits for B's row, then B for A's
mkfifo "$TMP/b.in"
"$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres <"$TMP/b.in" >"$TMP/b7.out" 2>&1 &
B_PID=$!
exec 4>"$TMP/b.in"
a "BEGIN;"
a "UPDATE t SET v = 51 WHERE id = 5;"
echo "BEGIN;" >&4
echo "UPDATE t SET v = 61 WHERE id = 6;" >&4
sleep 0.4
a "UPDATE t SET v = 62 WHERE id = 6;"
echo "UPDATE t SET v = 52 WHERE id = 5;" >&4
sleep 2
echo "COMMIT;" >&4
a "COMMIT;"
exec 4>&-
wait $B_PID
if grep -q "deadlock detected" "$TMP/a.out" "$TMP/b7.out"; then
  ok "deadlock detected"
  grep -h -q "Process [0-9]* waits for ShareLock on transaction [0-9]*; blocked by process" \
    "$TMP/a.out" "$TMP/b7.out" && ok "deadlock DETAIL" || fail "deadlock detail: $(cat "$TMP/b7.out")"
  v5=$(b "SELECT v FROM t WHERE id = 5"); v6=$(b "SELECT v FROM t WHERE id = 6")
  { [ "$v5" = 52 ] && [ "$v6" = 61 ]; } || { [ "$v5" = 51 ] && [ "$v6" = 62 ]; } &&
    ok "the survivor committed both its rows" || fail "after the deadlock: v5=$v5 v6=$v6"
else
  fail "no deadlock reported: A: $(tail -n 4 "$TMP/a.out") B: $(cat "$TMP/b7.out")"
fi

exec 3>&-
wait $A_PID
stop_server
finish
