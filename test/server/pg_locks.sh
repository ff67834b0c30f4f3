#!/usr/bin/env bash
# pg_locks.sh: pg_locks read from a third session while two others hold and wait for locks:
#  - a transaction's relation locks show with PG's mode names, its database and relation, all
#    granted; with its ExclusiveLock on its own transactionid (the pg_stat_activity xid) and
#    virtualxid, whose id is the virtualtransaction of each of its rows;
#  - a row change waiting for that transaction waits for ShareLock on its transactionid
#    (granted false, waitstart set); a table lock waits as a relation lock not granted, and a
#    self-join of pg_locks (the usual "who blocks whom" query) pairs waiter and holder;
#  - pg_blocking_pids names the holder in both waits, and no one for a session that does not wait;
#  - a subtransaction's xid is listed until ROLLBACK TO; nothing is left after COMMIT.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE lk (id int PRIMARY KEY, v int); INSERT INTO lk VALUES (1, 1), (2, 2)" >/dev/null
. "$(dirname "$0")/two_sessions.bash"
q() { psql_q "$PORT" "$1"; }

send a "SELECT pg_backend_pid();"
APID=$(last a)
send b "SELECT pg_backend_pid();"
BPID=$(last b)

send a "BEGIN;"
for m in 'ACCESS SHARE' 'ROW SHARE' 'ROW EXCLUSIVE' 'SHARE UPDATE EXCLUSIVE' 'SHARE' \
         'SHARE ROW EXCLUSIVE' 'EXCLUSIVE' 'ACCESS EXCLUSIVE'; do
  send a "LOCK TABLE lk IN $m MODE;"
done
got=$(q "SELECT string_agg(mode, ',' ORDER BY mode) FROM pg_locks WHERE pid = $APID AND locktype = 'relation' AND relation = 'lk'::regclass AND granted")
[ "$got" = "AccessExclusiveLock,AccessShareLock,ExclusiveLock,RowExclusiveLock,RowShareLock,ShareLock,ShareRowExclusiveLock,ShareUpdateExclusiveLock" ] &&
  ok "LOCK TABLE in each mode shows PG's eight mode names" || fail "modes: $got"
send a "ROLLBACK;"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID")" = 0 ] &&
  ok "an idle session holds nothing" || fail "after rollback: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"

send a "BEGIN;"
send a "UPDATE lk SET v = 10 WHERE id = 1;"
AXID=$(q "SELECT backend_xid FROM pg_stat_activity WHERE pid = $APID")
# Basalt also holds AccessShareLock on the table and its index (PG's UPDATE takes only
# RowExclusiveLock on both): those rows are left out here
got=$(q "SELECT locktype || ':' || mode || ':' || granted || ':' || fastpath FROM pg_locks WHERE pid = $APID AND mode <> 'AccessShareLock' ORDER BY 1")
want="relation:RowExclusiveLock:true:false
relation:RowExclusiveLock:true:false
transactionid:ExclusiveLock:true:false
virtualxid:ExclusiveLock:true:false"
[ "$got" = "$want" ] && ok "UPDATE: RowExclusiveLock on the table and its index, its xid, its virtualxid" ||
  fail "update locks: $got"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID AND locktype = 'relation' AND relation = 'lk'::regclass AND mode = 'RowExclusiveLock' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND page IS NULL AND tuple IS NULL AND transactionid IS NULL AND virtualxid IS NULL AND classid IS NULL AND objid IS NULL AND objsubid IS NULL AND waitstart IS NULL")" = 1 ] &&
  ok "a relation lock names its database and relation, nothing else" ||
  fail "relation row: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"
[ "$(q "SELECT transactionid = $AXID AND database IS NULL AND relation IS NULL FROM pg_locks WHERE pid = $APID AND locktype = 'transactionid'")" = t ] &&
  ok "the transactionid lock is the session's backend_xid" || fail "xid row: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"
[ "$(q "SELECT count(DISTINCT virtualtransaction) || ':' || bool_and(virtualtransaction = (SELECT virtualxid FROM pg_locks WHERE pid = $APID AND locktype = 'virtualxid')) FROM pg_locks WHERE pid = $APID")" = "1:true" ] &&
  ok "every row of the transaction carries its virtualxid" || fail "vxid: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'virtualxid' AND granted")" = 1 ] &&
  ok "the reader sees its own virtualxid" || fail "reader: $(q "SELECT * FROM pg_locks")"

start b "UPDATE lk SET v = 20 WHERE id = 1;"
still_waiting b || fail "the second UPDATE did not wait"
got=$(q "SELECT mode || ':' || granted || ':' || (transactionid = $AXID) || ':' || (waitstart <= clock_timestamp()) FROM pg_locks WHERE pid = $BPID AND locktype = 'transactionid' AND NOT granted")
[ "$got" = "ShareLock:false:true:true" ] && ok "a row wait: ShareLock on the holder's transactionid, not granted, waitstart" ||
  fail "row wait: $(q "SELECT * FROM pg_locks WHERE pid = $BPID")"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $BPID AND relation = 'lk'::regclass AND mode = 'RowExclusiveLock' AND granted")" = 1 ] &&
  ok "the waiter holds its RowExclusiveLock meanwhile" || fail "waiter's locks: $(q "SELECT * FROM pg_locks WHERE pid = $BPID")"
got=$(q "SELECT w.pid || '>' || h.pid FROM pg_locks w JOIN pg_locks h ON h.locktype = 'transactionid' AND h.transactionid = w.transactionid AND h.granted WHERE NOT w.granted")
[ "$got" = "$BPID>$APID" ] && ok "a self-join pairs the waiter with the holder" || fail "who blocks whom: $got"
got=$(q "SELECT pg_blocking_pids($BPID)::text || ':' || pg_blocking_pids($APID)::text || ':' || pg_blocking_pids(-1)::text || ':' || (pg_blocking_pids(NULL) IS NULL)")
[ "$got" = "{$APID}:{}:{}:true" ] && ok "pg_blocking_pids: the row wait's holder" || fail "blocking pids: $got"
send a "COMMIT;"
finish_wait b
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID OR NOT granted")" = 0 ] &&
  ok "after COMMIT the holder's rows and the wait are gone" || fail "after commit: $(q "SELECT * FROM pg_locks")"

send a "BEGIN;"
send a "LOCK TABLE lk;"
start b "SELECT count(*) FROM lk;"
still_waiting b || fail "the SELECT did not wait for the table lock"
got=$(q "SELECT mode || ':' || granted || ':' || (relation = 'lk'::regclass) || ':' || (waitstart IS NOT NULL) FROM pg_locks WHERE pid = $BPID AND locktype = 'relation'")
[ "$got" = "AccessShareLock:false:true:true" ] && ok "a table-lock wait: AccessShareLock on the relation, not granted" ||
  fail "table wait: $(q "SELECT * FROM pg_locks WHERE pid = $BPID")"
got=$(q "SELECT w.pid || '>' || h.pid || ':' || h.mode FROM pg_locks w JOIN pg_locks h ON h.relation = w.relation AND h.granted AND h.pid <> w.pid WHERE NOT w.granted")
[ "$got" = "$BPID>$APID:AccessExclusiveLock" ] && ok "the table wait pairs with the AccessExclusiveLock holder" ||
  fail "table blocker: $got"
[ "$(q "SELECT pg_blocking_pids($BPID)")" = "{$APID}" ] && ok "pg_blocking_pids: the table lock's holder" ||
  fail "table blocking pids: $(q "SELECT pg_blocking_pids($BPID)")"
send a "ROLLBACK;"
finish_wait b
[ "$(last b)" = 2 ] || fail "the waiting SELECT: $(last b)"

send a "BEGIN;"
send a "UPDATE lk SET v = 3 WHERE id = 1;"
send a "SAVEPOINT s;"
send a "UPDATE lk SET v = 4 WHERE id = 2;"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID AND locktype = 'transactionid'")" = 2 ] &&
  ok "a subtransaction's xid is listed" || fail "subxact: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"
send a "ROLLBACK TO s;"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID AND locktype = 'transactionid'")" = 1 ] &&
  ok "ROLLBACK TO drops it" || fail "after rollback to: $(q "SELECT * FROM pg_locks WHERE pid = $APID")"
many=""
for i in $(seq 1 80); do many="$many SAVEPOINT m$i; UPDATE lk SET v = $i WHERE id = 2;"; done
send a "$many"
[ "$(q "SELECT count(*) FROM pg_locks WHERE pid = $APID AND locktype = 'transactionid' AND mode = 'ExclusiveLock'")" = 81 ] &&
  ok "eighty nested subtransactions: each xid is listed" ||
  fail "many subxacts: $(q "SELECT count(*) FROM pg_locks WHERE pid = $APID")"
send a "COMMIT;"
[ "$(q "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.pid <> pg_backend_pid()")" = 0 ] &&
  ok "nothing held once both sessions are idle" || fail "left over: $(q "SELECT * FROM pg_locks")"
send a "SELECT * FROM pg_lock_status() WHERE false;"
got=$(q "SELECT pg_lock_status()")
case "$got" in *ERROR*) ok "pg_lock_status outside FROM is an error, not a crash" ;; *) fail "target list: $got" ;; esac

exec 3>&- 4>&-
wait $PIDS
stop_server || true
finish
