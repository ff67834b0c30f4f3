#!/usr/bin/env bash
# explain_buffers.sh: EXPLAIN (ANALYZE, BUFFERS)'s reads and writes, which the SQL test cannot
# show: a fresh server still caches every page it made. After a restart a table's page is a
# read, then a hit. With a pool smaller than a table, an INSERT writes every page it adds (PG
# counts an extension as a write) and writes back the dirty pages it evicts, and a scan then
# counts each page once, as a hit or a read.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
ea() { psql_q "$PORT" "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF) $1"; }
# count KIND LINE: the number after KIND= in LINE (0 if absent).
count() { local n; n=$(echo "$2" | grep -oE "$1=[0-9]+" | head -1 | cut -d= -f2); echo "${n:-0}"; }

start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE t (a int, b text);
  INSERT INTO t SELECT g, 'x' || g FROM generate_series(1, 10) g" >/dev/null
psql_q "$PORT" "VACUUM t" >/dev/null # alone: a multi-statement string is a transaction block
stop_server

# 32 buffers: fewer than the table below has pages
start_server "$TMP/data" "$PORT" -c shared_buffers=256kB || { fail "restart failed"; finish; }
p=$(ea "SELECT * FROM t")
echo "$p" | grep -qx "  Buffers: shared read=1" && ok "after a restart the page is a read" ||
  fail "first scan after a restart: $p"
p=$(ea "SELECT * FROM t")
echo "$p" | grep -qx "  Buffers: shared hit=1" && ok "then a hit" || fail "second scan: $p"

psql_q "$PORT" "CREATE TABLE big (a int, b text)" >/dev/null
p=$(ea "INSERT INTO big SELECT g, repeat('y', 500) FROM generate_series(1, 2000) g")
l=$(echo "$p" | grep -m1 "Buffers:")
pages=$(psql_q "$PORT" "SELECT pg_relation_size('big') / 8192")
written=$(count written "$l")
dirtied=$(count dirtied "$l")
[ "$pages" -gt 64 ] && [ "$dirtied" -ge "$pages" ] && ok "each new page dirtied ($dirtied >= $pages)" ||
  fail "INSERT's dirtied=$dirtied for $pages pages: $p"
# the additions, and at least the pages that no longer fit in 32 buffers written back
[ "$written" -ge $((2 * pages - 32)) ] && ok "extensions and evicted dirty pages written ($written)" ||
  fail "INSERT's written=$written for $pages pages: $p"
p=$(ea "SELECT count(*) FROM big")
l=$(echo "$p" | grep -m1 "Buffers:")
hit=$(count hit "$l")
read=$(count read "$l")
[ $((hit + read)) -eq "$pages" ] && [ "$read" -ge $((pages - 32)) ] &&
  ok "a scan counts each page once ($hit hits, $read reads)" || fail "scan of $pages pages: $p"
# JSON shows the same numbers
j=$(psql_q "$PORT" "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF, FORMAT JSON)
  SELECT count(*) FROM big")
r=$(echo "$j" | python3 -c "
import json, sys
p = json.load(sys.stdin)[0]['Plan']
print(p['Shared Hit Blocks'] + p['Shared Read Blocks'], p['Local Hit Blocks'], p['Temp Written Blocks'])")
[ "$r" = "$pages 0 0" ] && ok "JSON counts" || fail "JSON counts: $r for $pages pages: $j"

# temp files: a spilling sort writes and reads back its runs
p=$(psql_q "$PORT" "SET work_mem = '64kB'; EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF)
  SELECT * FROM big ORDER BY b, a")
l=$(echo "$p" | grep -m1 "Buffers:")
[ "$(count written "${l#*temp}")" -gt 0 ] && [ "$(count read "${l#*temp}")" -gt 0 ] &&
  ok "external sort: $l" || fail "external sort's temp blocks: $p"
stop_server
finish
