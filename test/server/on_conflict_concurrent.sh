#!/usr/bin/env bash
# on_conflict_concurrent.sh: INSERT ... ON CONFLICT under concurrent inserters, through psql.
#  - 4 clients x 500 upserts of 20 overlapping keys (ON CONFLICT (k) DO UPDATE SET n = n + 1),
#    one per transaction, then 4 x 100 transactions of 5 upserts each: no error, no duplicate
#    key, and the counts add up exactly;
#  - 4 clients inserting the same 300 keys with DO NOTHING: each key inserted exactly once;
#  - scheduled cases (as isolation.sh): an upsert of a key another transaction inserted and has
#    not committed waits for it, then does nothing / updates its row after COMMIT, or inserts
#    after ROLLBACK; a plain INSERT of such a key waits too, then fails with 23505 (or succeeds);
#    at REPEATABLE READ a conflict with a row the snapshot cannot see is 40001, for DO NOTHING
#    and DO UPDATE.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE c (k int PRIMARY KEY, n int NOT NULL)" >/dev/null
psql_q "$PORT" "CREATE TABLE d (k int PRIMARY KEY, who int)" >/dev/null

# run_clients NAME GEN: 4 psql clients at once, client i reading the SQL "GEN i" prints
run_clients() {
  local name=$1 gen=$2 pids=
  for i in 1 2 3 4; do
    $gen "$i" >"$TMP/$name.$i.sql"
    "$PSQL" -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -f "$TMP/$name.$i.sql" \
      >"$TMP/$name.$i.out" 2>&1 &
    pids="$pids $!"
  done
  for p in $pids; do wait "$p"; done
  if grep -h -E "ERROR|FATAL|server closed" "$TMP/$name".*.out | head -n 5 | grep -q .; then
    fail "$name: errors: $(grep -h -E "ERROR|FATAL|server closed" "$TMP/$name".*.out | head -n 3)"
  else
    ok "$name: 4 clients, no errors"
  fi
}

check_counts() { # check_counts NAME KEYS TOTAL
  local dups rows sum idx
  dups=$(psql_q "$PORT" "SELECT count(*) FROM (SELECT k FROM c GROUP BY k HAVING count(*) > 1) s")
  rows=$(psql_q "$PORT" "SELECT count(*) FROM c")
  sum=$(psql_q "$PORT" "SELECT sum(n) FROM c")
  idx=$(psql_q "$PORT" "SELECT count(*) FROM c WHERE k BETWEEN 0 AND 19")
  [ "$dups" = 0 ] && [ "$rows" = "$2" ] && [ "$idx" = "$2" ] && [ "$sum" = "$3" ] &&
    ok "$1: $rows keys, no duplicates, n adds up to $sum" ||
    fail "$1: duplicates=$dups rows=$rows (index: $idx) sum=$sum, expected $2 keys and $3"
}

# 1. one upsert per transaction
gen_single() {
  for j in $(seq 1 500); do
    echo "INSERT INTO c VALUES ($(( (j * 7 + $1) % 20 )), 1) ON CONFLICT (k) DO UPDATE SET n = c.n + 1;"
  done
}
run_clients upsert gen_single
check_counts "single upserts" 20 2000

# 2. five upserts per transaction, keys ascending (no deadlock possible)
gen_batches() {
  for j in $(seq 1 100); do
    echo "BEGIN;"
    for m in 0 1 2 3 4; do
      echo "INSERT INTO c AS t VALUES ($(( (j + $1 + m * 4) % 20 )), 1) ON CONFLICT (k) DO UPDATE SET n = t.n + excluded.n;"
    done | sort -t'(' -k2 -n
    echo "COMMIT;"
  done
}
run_clients batches gen_batches
check_counts "batched upserts" 20 4000

# 3. DO NOTHING: every key inserted by exactly one client
gen_nothing() {
  for j in $(seq 1 300); do
    echo "INSERT INTO d VALUES ($(( ($1 % 2 == 0) ? j : 301 - j )), $1) ON CONFLICT DO NOTHING RETURNING k;"
  done
}
run_clients nothing gen_nothing
rows=$(psql_q "$PORT" "SELECT count(*), count(DISTINCT k) FROM d")
inserted=$(cat "$TMP"/nothing.*.out | grep -c '^(1 row)$')
[ "$rows" = "300|300" ] && [ "$inserted" = 300 ] &&
  ok "DO NOTHING: 300 keys, each inserted (and returned) once" ||
  fail "DO NOTHING: rows $rows, rows returned $inserted"

# 4. scheduled cases with two sessions
. "$(dirname "$0")/two_sessions.bash"
row() { psql_q "$PORT" "SELECT k, v FROM e WHERE k = $1"; }

psql_q "$PORT" "CREATE TABLE e (k int PRIMARY KEY, v text)" >/dev/null

# DO NOTHING waits for the uncommitted inserter, then does nothing after its COMMIT
send a "BEGIN;"
send a "INSERT INTO e VALUES (1, 'a');"
start b "INSERT INTO e VALUES (1, 'b') ON CONFLICT DO NOTHING RETURNING v;"
still_waiting b && ok "DO NOTHING waits for an uncommitted insert of the key" ||
  fail "DO NOTHING did not wait"
send a "COMMIT;"
finish_wait b
[ "$(row 1)" = "1|a" ] && ! grep -q ERROR "$TMP/b.out" && ok "... and skips the row after COMMIT" ||
  fail "after COMMIT: $(row 1) / $(last b)"

# ... and inserts after ROLLBACK
send a "BEGIN;"
send a "INSERT INTO e VALUES (2, 'a');"
start b "INSERT INTO e VALUES (2, 'b') ON CONFLICT (k) DO UPDATE SET v = 'updated' RETURNING v;"
still_waiting b && ok "DO UPDATE waits for an uncommitted insert of the key" ||
  fail "DO UPDATE did not wait"
send a "ROLLBACK;"
finish_wait b
[ "$(row 2)" = "2|b" ] && [ "$(last b)" = b ] && ok "... and inserts after ROLLBACK" ||
  fail "after ROLLBACK: $(row 2) / $(last b)"

# DO UPDATE after the other's COMMIT updates the committed row
send a "BEGIN;"
send a "INSERT INTO e VALUES (3, 'a');"
start b "INSERT INTO e VALUES (3, 'b') ON CONFLICT (k) DO UPDATE SET v = e.v || '+' || excluded.v RETURNING v;"
send a "COMMIT;"
finish_wait b
[ "$(row 3)" = "3|a+b" ] && [ "$(last b)" = "a+b" ] && ok "DO UPDATE updates the row committed meanwhile" ||
  fail "DO UPDATE after COMMIT: $(row 3) / $(last b)"

# DO UPDATE waits for a concurrent updater of the row and updates its newest version
send a "BEGIN;"
send a "UPDATE e SET v = 'x' WHERE k = 3;"
start b "INSERT INTO e VALUES (3, 'b') ON CONFLICT (k) DO UPDATE SET v = e.v || '!' RETURNING v;"
still_waiting b && ok "DO UPDATE waits for a concurrent UPDATE of the row" ||
  fail "DO UPDATE did not wait for the updater"
send a "COMMIT;"
finish_wait b
[ "$(row 3)" = "3|x!" ] && ok "... and updates its newest version (READ COMMITTED)" ||
  fail "after the concurrent update: $(row 3) / $(last b)"

# a plain INSERT waits too, then 23505 after COMMIT, success after ROLLBACK
send a "BEGIN;"
send a "INSERT INTO e VALUES (4, 'a');"
start b "INSERT INTO e VALUES (4, 'b');"
still_waiting b && ok "plain INSERT waits for an uncommitted duplicate" || fail "plain INSERT did not wait"
send a "COMMIT;"
finish_wait b
grep -q 'duplicate key value violates unique constraint "e_pkey"' "$TMP/b.out" &&
  ok "... and fails with 23505 after its COMMIT" || fail "plain INSERT after COMMIT: $(last b)"
send a "BEGIN;"
send a "INSERT INTO e VALUES (5, 'a');"
start b "INSERT INTO e VALUES (5, 'b');"
send a "ROLLBACK;"
finish_wait b
[ "$(row 5)" = "5|b" ] && ok "... and succeeds after its ROLLBACK" || fail "plain INSERT after ROLLBACK: $(row 5)"

# REPEATABLE READ: a conflicting row the snapshot does not see is a serialization failure
for action in "DO NOTHING" "DO UPDATE SET v = 'rr'"; do
  send b "BEGIN ISOLATION LEVEL REPEATABLE READ;"
  send b "SELECT count(*) FROM e;"
  k=$((RANDOM % 1000 + 100))
  send a "INSERT INTO e VALUES ($k, 'a');"
  before=$(grep -c "could not serialize access due to concurrent update" "$TMP/b.out")
  send b "INSERT INTO e VALUES ($k, 'b') ON CONFLICT (k) $action;"
  after=$(grep -c "could not serialize access due to concurrent update" "$TMP/b.out")
  [ "$after" -gt "$before" ] && ok "REPEATABLE READ ON CONFLICT $action: 40001" ||
    fail "REPEATABLE READ ON CONFLICT $action: $(last b)"
  send b "ROLLBACK;"
done
# ... while a row it sees is fine
send b "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send b "INSERT INTO e VALUES (1, 'b') ON CONFLICT (k) DO UPDATE SET v = 'rr' RETURNING v;"
[ "$(last b)" = rr ] && ok "REPEATABLE READ DO UPDATE of a visible row" || fail "RR visible: $(last b)"
send b "COMMIT;"

exec 3>&- 4>&-
wait $PIDS
stop_server
finish
