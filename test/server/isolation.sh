#!/usr/bin/env bash
# isolation.sh: the classic anomalies with two concurrent sessions, through the real psql.
#  - no dirty reads at any level (READ UNCOMMITTED runs as READ COMMITTED, as in PG);
#  - lost update: a REPEATABLE READ read-modify-write over a row changed since its snapshot
#    fails with 40001 instead of overwriting it;
#  - write skew (two transactions each read both rows and change a different one) is allowed
#    at REPEATABLE READ, as in PG, and also at SERIALIZABLE, which Basalt runs as REPEATABLE
#    READ (as the README says); PostgreSQL's SSI would fail one of them there;
#  - row locks: SELECT ... FOR UPDATE waits for a concurrent updater and returns the row as
#    its commit left it (or drops it when it no longer qualifies, also by a condition a
#    partial index's predicate implies), NOWAIT fails with 55P03,
#    SKIP LOCKED skips, FOR SHARE does not block FOR SHARE but blocks UPDATE, REPEATABLE READ
#    gets 40001, and ROLLBACK TO SAVEPOINT releases a lock taken after the savepoint;
#  - relation locks (LOCK TABLE): NOWAIT fails with 55P03 against a conflicting holder, and
#    ROLLBACK TO SAVEPOINT (or an error inside the savepoint) gives back the table locks taken
#    after it while keeping those taken before.
# The scripts are scheduled by the order of statements, not by timing: each session is a psql
# reading its own FIFO, and every step waits until that session has printed its result.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE acct (id int PRIMARY KEY, v int)" >/dev/null
psql_q "$PORT" "INSERT INTO acct VALUES (1, 100), (2, 200)" >/dev/null
psql_q "$PORT" "CREATE TABLE oncall (name text PRIMARY KEY, on_duty bool)" >/dev/null
psql_q "$PORT" "INSERT INTO oncall VALUES ('alice', true), ('bob', true)" >/dev/null

PIDS=
for s in a b; do
  mkfifo "$TMP/$s.in"
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres <"$TMP/$s.in" >"$TMP/$s.out" 2>&1 &
  PIDS="$PIDS $!"
done
exec 3>"$TMP/a.in" 4>"$TMP/b.in"
n_a=0 n_b=0
# send SESSION SQL: run one statement and wait for its output marker
send() {
  local s=$1 sql=$2 fd
  [ "$s" = a ] && fd=3 || fd=4
  echo "$sql" >&$fd
  echo "\\echo @@done" >&$fd
  local want
  if [ "$s" = a ]; then n_a=$((n_a + 1)); want=$n_a; else n_b=$((n_b + 1)); want=$n_b; fi
  for _ in $(seq 1 600); do
    [ "$(grep -c '^@@done$' "$TMP/$s.out")" -ge "$want" ] && return 0
    sleep 0.05
  done
  fail "session $s did not finish: $sql"
}
# start SESSION SQL: send one statement that is expected to block; finish_wait SESSION waits
start() {
  local s=$1 sql=$2 fd
  [ "$s" = a ] && fd=3 || fd=4
  echo "$sql" >&$fd
  echo "\\echo @@done" >&$fd
  if [ "$s" = a ]; then n_a=$((n_a + 1)); else n_b=$((n_b + 1)); fi
}
finish_wait() {
  local want
  [ "$1" = a ] && want=$n_a || want=$n_b
  for _ in $(seq 1 600); do
    [ "$(grep -c '^@@done$' "$TMP/$1.out")" -ge "$want" ] && return 0
    sleep 0.05
  done
  fail "session $1 did not finish"
}
last() { grep -v '^@@done$' "$TMP/$1.out" | tail -n 1; }

# 1. no dirty reads
send a "BEGIN;"
send a "UPDATE acct SET v = 999 WHERE id = 1;"
for level in "READ UNCOMMITTED" "READ COMMITTED" "REPEATABLE READ" "SERIALIZABLE"; do
  send b "BEGIN ISOLATION LEVEL $level;"
  send b "SELECT v FROM acct WHERE id = 1;"
  [ "$(last b)" = 100 ] && ok "no dirty read at $level" || fail "dirty read at $level: $(last b)"
  send b "COMMIT;"
done
send a "ROLLBACK;"

# 2. lost update prevented at REPEATABLE READ
send a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send a "SELECT v FROM acct WHERE id = 2;"
[ "$(last a)" = 200 ] || fail "A read $(last a)"
send b "UPDATE acct SET v = v + 50 WHERE id = 2;"
send a "UPDATE acct SET v = 200 + 10 WHERE id = 2;"
grep -q "could not serialize access due to concurrent update" "$TMP/a.out" &&
  ok "REPEATABLE READ read-modify-write: 40001, no lost update" ||
  fail "lost update not prevented: $(tail -n 3 "$TMP/a.out")"
send a "ROLLBACK;"
[ "$(psql_q "$PORT" "SELECT v FROM acct WHERE id = 2")" = 250 ] && ok "the other update kept" ||
  fail "v = $(psql_q "$PORT" "SELECT v FROM acct WHERE id = 2")"

# 3. write skew: allowed at REPEATABLE READ, and at SERIALIZABLE (run as REPEATABLE READ)
for level in "REPEATABLE READ" "SERIALIZABLE"; do
  psql_q "$PORT" "UPDATE oncall SET on_duty = true" >/dev/null
  send a "BEGIN ISOLATION LEVEL $level;"
  send b "BEGIN ISOLATION LEVEL $level;"
  send a "SELECT count(*) FROM oncall WHERE on_duty;"
  send b "SELECT count(*) FROM oncall WHERE on_duty;"
  [ "$(last a)" = 2 ] && [ "$(last b)" = 2 ] || fail "$level: both should see 2 on duty"
  send a "UPDATE oncall SET on_duty = false WHERE name = 'alice';"
  send b "UPDATE oncall SET on_duty = false WHERE name = 'bob';"
  send a "COMMIT;"
  send b "COMMIT;"
  left=$(psql_q "$PORT" "SELECT count(*) FROM oncall WHERE on_duty")
  [ "$left" = 0 ] && ok "write skew allowed at $level (both committed)" ||
    fail "$level: $left on duty; expected the documented write skew"
done
send a "BEGIN ISOLATION LEVEL SERIALIZABLE;"
send a "SHOW transaction_isolation;"
[ "$(last a)" = serializable ] && ok "SERIALIZABLE is reported as asked" || fail "shows $(last a)"
send a "COMMIT;"

# 4. FOR UPDATE waits for an updater, then sees the row as it committed it (READ COMMITTED)
send a "BEGIN;"
send a "UPDATE acct SET v = 101 WHERE id = 1;"
start b "SELECT v FROM acct WHERE id = 1 FOR UPDATE;"
send a "COMMIT;"
finish_wait b
[ "$(last b)" = 101 ] && ok "FOR UPDATE waited for the update and returns its row" ||
  fail "FOR UPDATE after a concurrent update returned $(last b)"

# 5. ... and drops a row the update made not qualify
send a "BEGIN;"
send a "UPDATE acct SET v = 0 WHERE id = 1;"
start b "SELECT string_agg(id::text, ',') FROM (SELECT id FROM acct WHERE v > 50 ORDER BY id FOR UPDATE) s;"
send a "COMMIT;"
finish_wait b
[ "$(last b)" = 2 ] && ok "FOR UPDATE re-checks WHERE on the updated row" ||
  fail "FOR UPDATE re-check returned $(last b)"
psql_q "$PORT" "UPDATE acct SET v = 100 WHERE id = 1" >/dev/null

# 5b. ... also the condition a partial index's predicate implies, which an UPDATE's index scan
# through that index keeps for the re-check (PG's is_target_rel)
psql_q "$PORT" "CREATE TABLE live (id int, flag int, v int)" >/dev/null
psql_q "$PORT" "INSERT INTO live SELECT g, 1, 0 FROM generate_series(1, 2000) g" >/dev/null
psql_q "$PORT" "CREATE INDEX live_id ON live (id) WHERE flag > 0" >/dev/null
psql_q "$PORT" "VACUUM ANALYZE live" >/dev/null
psql_q "$PORT" "EXPLAIN (COSTS OFF) UPDATE live SET v = 1 WHERE flag > 0 AND id < 10" |
  grep -q "Index Scan using live_id" || fail "the UPDATE does not scan live_id"
send a "BEGIN;"
send a "UPDATE live SET flag = 0 WHERE id = 5;"
start b "UPDATE live SET v = 1 WHERE flag > 0 AND id < 10;"
send a "COMMIT;"
finish_wait b
[ "$(psql_q "$PORT" "SELECT string_agg(id::text, ',' ORDER BY id) FROM live WHERE v = 1")" = \
  "1,2,3,4,6,7,8,9" ] && ok "an UPDATE through a partial index re-checks the predicate's condition" ||
  fail "re-check through a partial index updated $(psql_q "$PORT" "SELECT string_agg(id::text, ',' ORDER BY id) FROM live WHERE v = 1")"

# 6. NOWAIT and SKIP LOCKED against a held lock; FOR SHARE vs FOR SHARE and vs UPDATE
send a "BEGIN;"
send a "SELECT id FROM acct WHERE id = 1 FOR UPDATE;"
send a "SELECT id FROM acct WHERE id = 2 FOR SHARE;"
send b "SELECT id FROM acct WHERE id = 1 FOR UPDATE NOWAIT;"
grep -q 'ERROR:  could not obtain lock on row in relation "acct"' "$TMP/b.out" &&
  ok "NOWAIT: 55P03 on a locked row" || fail "NOWAIT: $(last b)"
send b "SELECT count(*) FROM (SELECT id FROM acct ORDER BY id FOR KEY SHARE SKIP LOCKED) s;"
[ "$(last b)" = 1 ] && ok "SKIP LOCKED skips the row locked FOR UPDATE" || fail "SKIP LOCKED: $(last b)"
send b "SELECT v FROM acct WHERE id = 2 FOR SHARE;"
[ "$(last b)" = 250 ] && ok "FOR SHARE does not wait for FOR SHARE" || fail "FOR SHARE: $(last b)"
send b "SELECT count(*) FROM (SELECT id FROM acct ORDER BY id FOR UPDATE SKIP LOCKED) s;"
[ "$(last b)" = 0 ] && ok "FOR UPDATE SKIP LOCKED skips rows locked FOR UPDATE and FOR SHARE" ||
  fail "FOR UPDATE over FOR SHARE: $(last b)"
start b "UPDATE acct SET v = v + 1 WHERE id = 1 RETURNING v;"
send a "UPDATE acct SET v = 500 WHERE id = 1;"
send a "COMMIT;"
finish_wait b
[ "$(grep -v '^UPDATE' "$TMP/b.out" | grep -v '^@@done$' | tail -n 1)" = 501 ] &&
  ok "UPDATE waits for a FOR UPDATE lock, then updates the committed row" ||
  fail "UPDATE after FOR UPDATE: $(tail -n 3 "$TMP/b.out")"

# 7. REPEATABLE READ: a row updated since the snapshot cannot be locked
send a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send a "SELECT v FROM acct WHERE id = 2;"
send b "UPDATE acct SET v = v + 1 WHERE id = 2;"
send a "SELECT v FROM acct WHERE id = 2 FOR UPDATE;"
[ "$(last a)" = "ERROR:  could not serialize access due to concurrent update" ] &&
  ok "REPEATABLE READ FOR UPDATE of a changed row: 40001" || fail "RR FOR UPDATE: $(last a)"
send a "ROLLBACK;"

# 8. ROLLBACK TO SAVEPOINT releases the row lock taken after it; COMMIT releases the rest
send a "BEGIN;"
send a "SELECT id FROM acct WHERE id = 2 FOR UPDATE;"
send a "SAVEPOINT s;"
send a "SELECT id FROM acct WHERE id = 1 FOR UPDATE;"
send a "ROLLBACK TO SAVEPOINT s;"
send b "SELECT id FROM acct WHERE id = 1 FOR UPDATE NOWAIT;"
[ "$(last b)" = 1 ] && ok "ROLLBACK TO SAVEPOINT released the row lock" || fail "savepoint lock: $(last b)"
send b "SELECT id FROM acct WHERE id = 2 FOR UPDATE NOWAIT;"
grep -c 'could not obtain lock on row' "$TMP/b.out" | grep -q 2 &&
  ok "the lock taken before the savepoint is kept" || fail "pre-savepoint lock: $(last b)"
send a "COMMIT;"
send b "SELECT id FROM acct WHERE id = 2 FOR UPDATE NOWAIT;"
[ "$(last b)" = 2 ] && ok "COMMIT released the row lock" || fail "after commit: $(last b)"

# 9. Table locks: NOWAIT against a holder, and the ones a savepoint took go with it
psql_q "$PORT" "CREATE TABLE l1 (a int)" >/dev/null
psql_q "$PORT" "CREATE TABLE l2 (a int)" >/dev/null
send a "BEGIN;"
send a "LOCK TABLE l1 IN SHARE MODE;"
send a "SAVEPOINT s;"
send a "LOCK TABLE l2 IN ACCESS EXCLUSIVE MODE;"
send a "LOCK TABLE l1 IN EXCLUSIVE MODE;"
send b "BEGIN;"
send b "LOCK TABLE l2 IN ACCESS SHARE MODE NOWAIT;"
[ "$(last b)" = 'ERROR:  could not obtain lock on relation "l2"' ] &&
  ok "LOCK TABLE NOWAIT fails against a conflicting lock" || fail "LOCK NOWAIT: $(last b)"
send b "ROLLBACK;"
send a "ROLLBACK TO SAVEPOINT s;"
send b "BEGIN;"
send b "LOCK TABLE l2 IN ACCESS EXCLUSIVE MODE NOWAIT;"
send b "SELECT 'got l2';"
[ "$(last b)" = 'got l2' ] && ok "ROLLBACK TO SAVEPOINT released the table lock taken after it" ||
  fail "savepoint table lock: $(tail -n 3 "$TMP/b.out")"
send b "LOCK TABLE l1 IN ROW EXCLUSIVE MODE NOWAIT;"
[ "$(last b)" = 'ERROR:  could not obtain lock on relation "l1"' ] &&
  ok "the SHARE lock taken before the savepoint is kept" || fail "pre-savepoint table lock: $(last b)"
send b "ROLLBACK;"
send b "LOCK TABLE l1 IN SHARE MODE NOWAIT;"
send a "SAVEPOINT t;"
send a "LOCK TABLE l2;"
send a "SELECT 1/0;"
send b "BEGIN;"
send b "LOCK TABLE l2 IN ACCESS SHARE MODE NOWAIT;"
send b "SELECT 'got l2 again';"
[ "$(last b)" = 'got l2 again' ] && ok "an error inside a savepoint gives back its table locks" ||
  fail "error in savepoint: $(tail -n 3 "$TMP/b.out")"
send b "ROLLBACK;"
send a "ROLLBACK;"

exec 3>&- 4>&-
wait $PIDS
stop_server
finish
