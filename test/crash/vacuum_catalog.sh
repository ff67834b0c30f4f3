#!/usr/bin/env bash
# vacuum_catalog.sh: VACUUM of the system catalogs, with DDL running beside it and kill -9.
#  - DDL churn (CREATE / ALTER / DROP) leaves dead rows in pg_class and pg_attribute; VACUUM
#    removes them and the next churn reuses the space, so the catalogs stop growing;
#  - a session doing DDL while another vacuums the catalogs over and over sees every table it
#    made, and the tables that survive keep their columns, indexes and rows;
#  - after kill -9 (the vacuumed pages reach disk only through the WAL) the catalog comes back
#    whole: every kept table can be read, altered and dropped, every dropped one stays gone.
source "$(dirname "$0")/../server/common.bash"
port=$(free_port)
dir=$TMP/data
q() { psql_q "$port" "$1"; }
crash() {
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  start_server "$dir" "$port" -c autovacuum=off || { fail "restart after kill -9 ($1)"; finish; }
}
churn() { # churn PREFIX: 40 tables made, altered and dropped
  for i in $(seq 1 40); do
    echo "CREATE TABLE $1$i (a int PRIMARY KEY, b text, c int);"
    echo "ALTER TABLE $1$i ADD COLUMN d int; ALTER TABLE $1$i RENAME COLUMN b TO bb;"
    echo "DROP TABLE $1$i;"
  done | "$PSQL" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 >/dev/null
}
sizes() { q "SELECT pg_relation_size('pg_class') + pg_relation_size('pg_attribute')"; }

start_server "$dir" "$port" -c autovacuum=off || { fail "first start"; finish; }
q "CREATE TABLE keep (id int PRIMARY KEY, v text)" >/dev/null
q "INSERT INTO keep SELECT g, 'v' || g FROM generate_series(1, 1000) g" >/dev/null
churn a || fail "churn a"
before=$(sizes)
r=$(q "VACUUM pg_class, pg_attribute, pg_index")
[ -z "$r" ] || fail "VACUUM of the catalogs: $r"
[ "$(q "SELECT pg_stat_get_dead_tuples('pg_attribute'::regclass)")" = 0 ] &&
  ok "VACUUM pg_attribute left no dead rows" ||
  fail "dead rows in pg_attribute after VACUUM: $(q "SELECT pg_stat_get_dead_tuples('pg_attribute'::regclass)")"
churn b || fail "churn b"
q "VACUUM" >/dev/null
churn c || fail "churn c"
after=$(sizes)
[ "$after" -le "$before" ] 2>/dev/null && ok "catalogs reuse the vacuumed space ($before -> $after bytes)" ||
  fail "catalogs grew after VACUUM: $before -> $after bytes"

# DDL in one session while another vacuums the catalogs
( for _ in $(seq 1 60); do q "VACUUM pg_class, pg_attribute, pg_index, pg_depend" >/dev/null; done ) &
vac=$!
for i in $(seq 1 30); do
  q "CREATE TABLE k$i (id int PRIMARY KEY, w text); INSERT INTO k$i VALUES ($i, 'w$i')" >/dev/null
  q "CREATE TABLE gone$i (x int); ALTER TABLE k$i ADD COLUMN n int" >/dev/null
  q "ALTER TABLE k$i ADD COLUMN n2 int" >/dev/null
  q "DROP TABLE gone$i" >/dev/null
done
wait "$vac"
check_schema() { # check_schema WHEN
  local bad=0
  for i in $(seq 1 30); do
    [ "$(q "SELECT id || w || coalesce(n2, 0) FROM k$i")" = "${i}w${i}0" ] || bad=$((bad + 1))
  done
  [ "$bad" = 0 ] && ok "30 tables made beside VACUUM read back ($1)" || fail "$bad of 30 tables wrong ($1)"
  [ "$(q "SELECT count(*) FROM pg_class WHERE relname LIKE 'gone%' OR relname ~ '^[abc][0-9]'")" = 0 ] &&
    ok "dropped tables stay gone ($1)" || fail "dropped tables seen again ($1)"
  [ "$(q "SELECT count(*), sum(id) FROM keep")" = "1000|500500" ] && ok "keep has its rows ($1)" ||
    fail "keep: $(q "SELECT count(*), sum(id) FROM keep") ($1)"
  q "INSERT INTO keep VALUES (1, 'dup')" | grep -q 'duplicate key value violates unique constraint "keep_pkey"' &&
    ok "keep_pkey still enforced ($1)" || fail "keep_pkey lost ($1)"
}
check_schema "before the crash"
q "VACUUM pg_class, pg_attribute" >/dev/null
crash "after catalog VACUUM"
check_schema "after kill -9"
r=$(q "ALTER TABLE k1 ADD COLUMN late int; DROP TABLE k2; CREATE TABLE k2 (z int)")
[ -z "$r" ] && [ "$(q "SELECT count(*) FROM pg_attribute WHERE attrelid = 'k1'::regclass AND attnum > 0")" = 5 ] &&
  ok "DDL after recovery" || fail "DDL after recovery: $r"
stop_server
finish
