#!/usr/bin/env bash
# autovacuum.sh: the autovacuum worker finds a table whose dead rows pass its threshold and
# vacuums it by itself, and pg_stat_get_* report it; tables below the threshold are left alone.
source "$(dirname "$0")/common.bash"
port=$(free_port)
start_server "$TMP/data" "$port" -c autovacuum_naptime=1 || { fail "start"; finish; }

q() { psql_q "$port" "$1"; }
q "CREATE TABLE busy (a int PRIMARY KEY, b text)" >/dev/null
q "CREATE TABLE quiet (a int)" >/dev/null
q "INSERT INTO busy SELECT g, 'x' FROM generate_series(1, 2000) g" >/dev/null
q "INSERT INTO quiet SELECT g FROM generate_series(1, 1000) g" >/dev/null
q "DELETE FROM busy WHERE a <= 1500" >/dev/null   # 1500 dead > 50 + 0.2 * 2000
q "DELETE FROM quiet WHERE a <= 10" >/dev/null    # 10 dead < 50 + 0.2 * 1000

stat() { q "SELECT pg_stat_get_$1(oid) FROM pg_class WHERE relname = '$2'"; }
n=0
for _ in $(seq 1 240); do
  n=$(stat autovacuum_count busy)
  [ "$n" -ge 1 ] 2>/dev/null && break
  sleep 0.5
done
[ "$n" -ge 1 ] 2>/dev/null || fail "autovacuum did not vacuum the table past its threshold (count: $n)"
[ "$(stat dead_tuples busy)" = 0 ] || fail "dead tuples left after autovacuum: $(stat dead_tuples busy)"
[ "$(stat live_tuples busy)" = 500 ] || fail "live tuples after autovacuum: $(stat live_tuples busy)"
grep -q 'automatic vacuum of table "public.busy": removed 1500 dead row versions' "$TMP/server.log" ||
  fail "no autovacuum line in the log"
[ "$(stat autovacuum_count quiet)" = 0 ] || fail "autovacuum vacuumed a table below its threshold"
[ "$(stat dead_tuples quiet)" = 10 ] || fail "dead tuples of the quiet table: $(stat dead_tuples quiet)"
# the rows it removed are gone for good, the rest are all there, keys reusable
[ "$(q "SELECT count(*) FROM busy")" = 500 ] || fail "rows lost"
q "INSERT INTO busy SELECT g, 'again' FROM generate_series(1, 1500) g" >/dev/null
[ "$(q "SELECT count(*) FROM busy")" = 2000 ] || fail "deleted keys could not be inserted again"
ok "autovacuum vacuumed busy ($n time(s)) and left quiet alone"
stop_server
finish
