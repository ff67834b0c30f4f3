#!/usr/bin/env bash
# alter_type_crash.sh: ALTER TABLE ... ALTER COLUMN ... TYPE (a rewrite into a new file) against
# kill -9.
#  - a committed ALTER TYPE stays: after the crash the column has the new type, every row its
#    converted value, the indexes (on that column and on others) find rows, the old file is gone;
#  - an ALTER TYPE still open at the kill leaves the old type, rows and indexes;
#  - a kill -9 in the middle of the rewrite of a larger table (or just after its commit) loses
#    no row: the table has either the old type and values or the new ones, all of them.
# Each of the first two cases is checked after recovery and once more after a second crash.
source "$(dirname "$0")/../server/common.bash"
port=$(free_port)
dir=$TMP/data
crash() {
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  start_server "$dir" "$port" || { fail "restart after kill -9 ($1)"; finish; }
}
q() { psql_q "$port" "$1"; }
filenode() { q "SELECT relfilenode FROM pg_class WHERE relname = '$1'"; }
coltype() { q "SELECT format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = '$1'::regclass AND attname = '$2'"; }

start_server "$dir" "$port" || { fail "first start"; finish; }
q "CHECKPOINT" >/dev/null
q "CREATE TABLE t (id int PRIMARY KEY, n int, v text)" >/dev/null
q "CREATE INDEX t_n ON t (n)" >/dev/null
q "INSERT INTO t SELECT g, g * 2, 'v' || g FROM generate_series(1, 5000) g" >/dev/null
q "CREATE TABLE keep (id int PRIMARY KEY, n int)" >/dev/null
q "CREATE INDEX keep_n ON keep (n)" >/dev/null
q "INSERT INTO keep SELECT g, g FROM generate_series(1, 3000) g" >/dev/null
old_t=$(filenode t)

# 1. a committed ALTER TYPE with USING, then new rows
r=$(q "ALTER TABLE t ALTER n TYPE text USING 'n' || n, ALTER id TYPE bigint")
[ "$r" = "" ] || fail "ALTER TYPE: $r"
q "INSERT INTO t VALUES (5001, 'new', 'x')" >/dev/null
crash "after a committed ALTER TYPE"
for round in 1 2; do
  [ "$(coltype t n)|$(coltype t id)" = "text|bigint" ] &&
    ok "the new column types survive kill -9 (round $round)" ||
    fail "types after kill -9 (round $round): $(coltype t n) $(coltype t id)"
  [ "$(q "SELECT count(*), sum(id), min(n) FROM t")" = "5001|12507501|n10" ] &&
    ok "every row has its converted value" ||
    fail "rows after kill -9: $(q "SELECT count(*), sum(id), min(n) FROM t")"
  [ ! -e "$dir/base/$old_t" ] && [ -e "$dir/base/$(filenode t)" ] &&
    ok "the old file is gone, the new one is there" || fail "files of t: old $old_t, new $(filenode t)"
  [ "$(q "SET enable_seqscan = off; SET enable_bitmapscan = off; SELECT id FROM t WHERE n = 'n4000'")" = 2000 ] &&
    ok "the retyped index finds rows" || fail "index scan on t_n"
  q "INSERT INTO t VALUES (7, 'dup', 'x')" | grep -q 'duplicate key value violates unique constraint "t_pkey"' &&
    ok "the rebuilt primary key enforces the key" || fail "t_pkey does not see id 7"
  [ $round = 1 ] && crash "second crash after ALTER TYPE"
done

# 2. an ALTER TYPE in a transaction still open at the kill
old_keep=$(filenode keep)
{ echo "BEGIN; ALTER TABLE keep ALTER n TYPE numeric USING n * 1.5; INSERT INTO keep VALUES (0, 0.5); CHECKPOINT;"
  echo "SELECT 'in-xact-ready';"; sleep 30; } |
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres >"$TMP/open.out" 2>&1 &
client=$!
for _ in $(seq 1 100); do grep -q in-xact-ready "$TMP/open.out" && break; sleep 0.1; done
grep -q in-xact-ready "$TMP/open.out" || fail "the open transaction did not get going: $(cat "$TMP/open.out")"
crash "during an open transaction that altered a type"
kill "$client" 2>/dev/null; wait "$client" 2>/dev/null
for round in 1 2; do
  [ "$(coltype keep n)" = integer ] && [ "$(filenode keep)" = "$old_keep" ] &&
    ok "an uncommitted ALTER TYPE leaves the old type and file (round $round)" ||
    fail "keep after kill -9 (round $round): $(coltype keep n), file $(filenode keep) (was $old_keep)"
  [ "$(q "SELECT count(*), sum(n) FROM keep")" = "3000|4501500" ] &&
    ok "and the old rows" || fail "keep's rows: $(q "SELECT count(*), sum(n) FROM keep")"
  [ "$(q "SET enable_seqscan = off; SET enable_bitmapscan = off; SELECT id FROM keep WHERE n = 1234")" = 1234 ] &&
    ok "the old index is intact" || fail "index scan on keep_n"
  [ $round = 1 ] && crash "second crash after the open transaction"
done
r=$(q "ALTER TABLE keep ALTER n TYPE bigint")
[ "$r" = "" ] && [ "$(q "SELECT sum(n) FROM keep")" = 4501500 ] && ok "keep can be altered after recovery" ||
  fail "ALTER TYPE after recovery: $r"

# 3. kill -9 while the rewrite of a larger table runs: all old or all new, no row lost
q "CREATE TABLE mid (id int PRIMARY KEY, n int, pad text)" >/dev/null
q "INSERT INTO mid SELECT g, g, repeat('m', 100) FROM generate_series(1, 200000) g" >/dev/null
"$PSQL" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
  -c "ALTER TABLE mid ALTER n TYPE bigint USING n * 10" >/dev/null 2>&1 &
client=$!
sleep 0.3
crash "during ALTER TYPE"
wait "$client" 2>/dev/null
case "$(coltype mid n)|$(q "SELECT count(*), sum(n) FROM mid")" in
  "integer|200000|20000100000" | "bigint|200000|200001000000")
    ok "an ALTER TYPE cut short by kill -9 leaves all old or all new rows ($(coltype mid n))" ;;
  *) fail "mid after kill -9: $(coltype mid n) $(q "SELECT count(*), sum(n) FROM mid")" ;;
esac
[ "$(q "SET enable_seqscan = off; SET enable_bitmapscan = off; SELECT n / (SELECT max(n) / 200000 FROM mid) FROM mid WHERE id = 99999")" = 99999 ] &&
  ok "its file and primary key are usable" || fail "mid's file or index after the crash"
r=$(q "ALTER TABLE mid ALTER n TYPE numeric")
[ "$r" = "" ] && [ "$(q "SELECT count(*) FROM mid")" = 200000 ] && ok "ALTER TYPE runs again after recovery" ||
  fail "ALTER TYPE after recovery: $r"
stop_server
finish
