#!/usr/bin/env bash
# foreign_key_concurrent.sh: foreign keys under concurrent transactions, through psql.
#  - a DELETE of a referenced row waits for a transaction that inserted a referencing row and
#    has not committed; after its COMMIT the DELETE fails with 23503 (no orphan), after its
#    ROLLBACK it deletes;
#  - an insert of a referencing row waits for an uncommitted DELETE of the referenced row and
#    then fails (23503) after its COMMIT;
#  - at REPEATABLE READ, referencing a row a committed transaction deleted is 40001;
#  - 4 clients inserting children while another deletes parents (ON DELETE CASCADE): no child
#    is left without its parent.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE p (id int PRIMARY KEY); CREATE TABLE c (a int REFERENCES p);
  INSERT INTO p SELECT generate_series(1, 10)" >/dev/null
. "$(dirname "$0")/two_sessions.bash"

send a "BEGIN;"
send a "INSERT INTO c VALUES (1);"
start b "DELETE FROM p WHERE id = 1;"
still_waiting b && ok "DELETE of a referenced row waits for the uncommitted referencing insert" ||
  fail "DELETE did not wait"
send a "COMMIT;"
finish_wait b
grep -q 'violates foreign key constraint "c_a_fkey" on table "c"' "$TMP/b.out" &&
  [ "$(psql_q "$PORT" "SELECT count(*) FROM p WHERE id = 1")" = 1 ] &&
  ok "... and fails with 23503 after its COMMIT" || fail "after COMMIT: $(last b)"

send a "BEGIN;"
send a "INSERT INTO c VALUES (2);"
start b "DELETE FROM p WHERE id = 2;"
still_waiting b || fail "second DELETE did not wait"
send a "ROLLBACK;"
finish_wait b
[ "$(psql_q "$PORT" "SELECT count(*) FROM p WHERE id = 2")" = 0 ] &&
  ok "... and deletes after its ROLLBACK" || fail "after ROLLBACK: $(last b)"

send a "BEGIN;"
send a "DELETE FROM p WHERE id = 3;"
start b "INSERT INTO c VALUES (3);"
still_waiting b && ok "an insert referencing a row being deleted waits" ||
  fail "the insert did not wait"
send a "COMMIT;"
finish_wait b
grep -q 'Key (a)=(3) is not present in table "p"' "$TMP/b.out" &&
  ok "... and fails with 23503 after the delete commits" || fail "insert after delete: $(last b)"

send b "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send b "SELECT count(*) FROM p;"
send a "DELETE FROM p WHERE id = 4;"
send b "INSERT INTO c VALUES (4);"
grep -q "could not serialize access" "$TMP/b.out" &&
  ok "REPEATABLE READ: referencing a row deleted since the snapshot is 40001" ||
  fail "RR: $(last b)"
send b "ROLLBACK;"
exec 3>&- 4>&-
wait $PIDS

# children inserted while their parents are deleted with ON DELETE CASCADE
psql_q "$PORT" "CREATE TABLE pp (id int PRIMARY KEY); CREATE TABLE cc (a int REFERENCES pp ON DELETE CASCADE);
  INSERT INTO pp SELECT generate_series(1, 200)" >/dev/null
pids=
for i in 1 2 3 4; do
  for j in $(seq 1 150); do echo "INSERT INTO cc VALUES ($(( (i * 37 + j * 11) % 200 + 1 )));"; done \
    >"$TMP/ins.$i.sql"
  "$PSQL" -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -f "$TMP/ins.$i.sql" \
    >"$TMP/ins.$i.out" 2>&1 &
  pids="$pids $!"
done
for j in $(seq 1 200 | sort -R | head -n 100); do echo "DELETE FROM pp WHERE id = $j;"; done \
  >"$TMP/del.sql"
"$PSQL" -X -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -f "$TMP/del.sql" >"$TMP/del.out" 2>&1
for p in $pids; do wait "$p"; done
orphans=$(psql_q "$PORT" "SELECT count(*) FROM cc WHERE NOT EXISTS (SELECT 1 FROM pp WHERE pp.id = cc.a)")
inserted=$(psql_q "$PORT" "SELECT count(*) FROM cc")
if grep -h -E "FATAL|server closed|deadlock" "$TMP"/ins.*.out "$TMP/del.out" | grep -q .; then
  fail "concurrent cascade: $(grep -h -E "FATAL|server closed|deadlock" "$TMP"/ins.*.out "$TMP/del.out" | head -n 3)"
elif [ "$orphans" = 0 ] && ! grep -q ERROR "$TMP/del.out"; then
  ok "concurrent inserts and cascading deletes: no orphan ($inserted children left)"
else
  fail "orphans: $orphans; $(head -n 3 "$TMP/del.out")"
fi
stop_server
finish
