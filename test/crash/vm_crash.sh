#!/usr/bin/env bash
# vm_crash.sh: the visibility map against kill -9 (index-only scans trust its bits).
#  - after VACUUM and a CHECKPOINT the map's page on disk says "all visible"; a committed
#    DELETE and UPDATE then clear bits in memory only, and the server is killed: recovery must
#    clear them again from the heap changes' WAL records, or an index-only scan would return
#    the deleted rows and both versions of the updated ones;
#  - a VACUUM that set bits after the last checkpoint is replayed too (Heap Fetches: 0 again);
#  - DROP TABLE removes the map's file, also when the drop is replayed.
# Each check runs after recovery and once more after a second crash (replay is idempotent).
source "$(dirname "$0")/../server/common.bash"
port=$(free_port)
dir=$TMP/data
crash() {
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  start_server "$dir" "$port" || { fail "restart after kill -9 ($1)"; finish; }
}
q() { psql_q "$port" "$1"; }
filenode() { q "SELECT relfilenode FROM pg_class WHERE relname = '$1'"; }
ios() { q "SET enable_seqscan = off; SET enable_bitmapscan = off; $1"; }
fetches() { # Heap Fetches of the index-only scan of query $1 ("none" if it is not one)
  ios "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $1" |
    awk '/Heap Fetches:/ { print $3; found = 1 } END { if (!found) print "none" }'
}

start_server "$dir" "$port" || { fail "first start"; finish; }
q "CREATE TABLE t (id int PRIMARY KEY, v text)" >/dev/null
q "INSERT INTO t SELECT g, repeat('x', 40) FROM generate_series(1, 20000) g" >/dev/null
q "VACUUM ANALYZE t" >/dev/null
q "CHECKPOINT" >/dev/null
[ -e "$dir/base/$(filenode t)_vm" ] && ok "VACUUM made the map's file" || fail "no base/$(filenode t)_vm"
[ "$(fetches "SELECT id FROM t WHERE id < 5000")" = 0 ] && ok "all visible before the changes" ||
  fail "Heap Fetches before the changes: $(fetches "SELECT id FROM t WHERE id < 5000")"

# 1. changes after the checkpoint, then kill -9
q "DELETE FROM t WHERE id % 10 = 0 AND id < 5000" >/dev/null
q "UPDATE t SET v = 'new' WHERE id BETWEEN 2001 AND 2009" >/dev/null
crash "after DELETE and UPDATE"
for round in 1 2; do
  r=$(ios "SELECT count(*), sum(id) FROM t WHERE id < 5000")
  [ "$r" = "4500|11250000" ] && ok "no deleted or duplicate row after recovery (round $round)" ||
    fail "index-only count after kill -9 (round $round): $r"
  [ "$(ios "SELECT count(*) FROM t WHERE id = 500")" = 0 ] && ok "a deleted row stays deleted" ||
    fail "id 500 comes back after kill -9"
  [ "$(ios "SELECT count(*) FROM t WHERE id BETWEEN 2001 AND 2009")" = 9 ] &&
    ok "an updated row is returned once" ||
    fail "updated rows after kill -9: $(ios "SELECT count(*) FROM t WHERE id BETWEEN 2001 AND 2009")"
  f=$(fetches "SELECT id FROM t WHERE id < 5000")
  [ "$f" != none ] && [ "$f" -gt 0 ] && ok "the cleared bits send the scan to the heap ($f fetches)" ||
    fail "Heap Fetches after kill -9: $f"
  [ $round = 1 ] && crash "second crash after the changes"
done

# 2. a VACUUM after the last checkpoint, replayed (VACUUM commits without waiting for its WAL,
#    as in PG: a later commit flushes it)
q "CREATE TABLE flush (x int)" >/dev/null
q "VACUUM t" >/dev/null
q "INSERT INTO flush VALUES (1)" >/dev/null
crash "after VACUUM"
for round in 1 2; do
  [ "$(fetches "SELECT id FROM t WHERE id < 5000")" = 0 ] &&
    ok "VACUUM's bits come back from the log (round $round)" ||
    fail "Heap Fetches after VACUUM and kill -9 (round $round): $(fetches "SELECT id FROM t WHERE id < 5000")"
  [ "$(ios "SELECT count(*), sum(id) FROM t WHERE id < 5000")" = "4500|11250000" ] &&
    ok "and the rows are right" || fail "rows after VACUUM and kill -9"
  [ $round = 1 ] && crash "second crash after VACUUM"
done

# 3. an insert into an all-visible page after a checkpoint (the page and bit both cleared)
q "CHECKPOINT" >/dev/null
q "INSERT INTO t VALUES (20, 'back')" >/dev/null
crash "after an INSERT"
[ "$(ios "SELECT count(*) FROM t WHERE id BETWEEN 11 AND 29")" = 19 ] &&
  ok "the inserted row is there once" || fail "rows 11..29 after kill -9: $(ios "SELECT count(*) FROM t WHERE id BETWEEN 11 AND 29")"

# 4. DROP TABLE removes the map, also when replayed
rfn=$(filenode t)
q "DROP TABLE t" >/dev/null
[ ! -e "$dir/base/${rfn}_vm" ] && ok "DROP TABLE removed the map's file" || fail "base/${rfn}_vm left by DROP"
crash "after DROP TABLE"
[ ! -e "$dir/base/${rfn}_vm" ] && [ ! -e "$dir/base/$rfn" ] && ok "and recovery does not bring it back" ||
  fail "files of the dropped table after kill -9: $(ls "$dir/base" | grep "^$rfn" | tr '\n' ' ')"
stop_server
finish
