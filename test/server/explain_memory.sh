#!/usr/bin/env bash
# explain_memory.sh: EXPLAIN ANALYZE's run-time lines of Sort ("Sort Method: quicksort  Memory:
# 25kB"), Hash ("Buckets: 1024  Batches: 1  Memory Usage: 26kB") and HashAggregate ("Batches: 1
# Memory Usage: 24kB", "... Disk Usage: 696kB" when it spilled) in PG 15's TEXT and JSON shapes.
# The numbers are Basalt's own measurements, so they cannot match PG's byte for byte (the SQL
# tests compare output exactly, hence a script): each line is checked by its shape, and the
# numbers by how they must move (more rows take more memory, work_mem bounds a spilling table,
# a spill past work_mem writes at least its data to disk). JSON documents, with BUFFERS too,
# must parse (explain_memory_json.py checks their keys).
. "$(dirname "$0")/common.bash"
CHECK="$(dirname "$0")/explain_memory_json.py"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
# q WORK_MEM SQL: one statement under that work_mem, unaligned output.
q() { "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '$1'" -c "$2" 2>&1; }
ea() { q "$1" "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $2"; }
# grab TEXT REGEX: the first line of TEXT matching REGEX (anchored at both ends), or nothing.
# Unaligned output keeps PG's indentation: 2 spaces for the top node's details, 8 below "->".
grab() { echo "$1" | grep -E -m1 "^$2\$"; }
# nth N LINE: the N-th number in LINE.
nth() { echo "$2" | grep -oE '[0-9]+' | sed -n "$1p"; }
# json CASE WORK_MEM OPTIONS SQL: EXPLAIN (FORMAT JSON, OPTIONS) checked by explain_memory_json.py.
json() {
  local out r
  out=$(q "$2" "EXPLAIN (FORMAT JSON, $3) $4")
  r=$(echo "$out" | python3 "$CHECK" "$1") && ok "JSON $1 ($3)" || fail "JSON $1 ($3): $r"
}

psql_q "$PORT" "CREATE TABLE u AS SELECT g AS a FROM generate_series(1, 500) g;
  CREATE TABLE t AS SELECT g AS a, g % 100 AS b, md5(g::text) AS c FROM generate_series(1, 20000) g;
  ANALYZE u; ANALYZE t" >/dev/null

# --- Sort
p=$(ea 4MB "SELECT * FROM u ORDER BY a DESC")
l=$(grab "$p" "  Sort Method: quicksort  Memory: [0-9]+kB")
[ -n "$l" ] && ok "quicksort line" || fail "no quicksort line: $p"
small=$(nth 1 "$l")
p=$(ea 4MB "SELECT * FROM t ORDER BY c")
l=$(grab "$p" "  Sort Method: quicksort  Memory: [0-9]+kB")
big=$(nth 1 "$l")
[ -n "$l" ] && [ "$big" -gt "$small" ] && ok "sorting 40 times the rows takes more memory ($big > $small kB)" ||
  fail "memory of a bigger sort: $big vs $small: $p"
p=$(ea 4MB "SELECT * FROM t ORDER BY c LIMIT 10")
l=$(grab "$p" "        Sort Method: top-N heapsort  Memory: [0-9]+kB")
[ -n "$l" ] && [ "$(nth 1 "$l")" -lt "$big" ] && ok "top-N heapsort keeps less than the whole sort" ||
  fail "top-N line: $p"
p=$(ea 64kB "SELECT * FROM t ORDER BY c")
l=$(grab "$p" "  Sort Method: external merge  Disk: [0-9]+kB")
# 20000 md5 strings alone are 20000 * 33 bytes: the runs on disk hold at least that
[ -n "$l" ] && [ "$(nth 1 "$l")" -ge 645 ] && ok "external merge reports the disk its runs took ($(nth 1 "$l") kB)" ||
  fail "external merge line: $p"
p=$(q 4MB "EXPLAIN (COSTS OFF) SELECT * FROM u ORDER BY a")
echo "$p" | grep -q "Sort Method" && fail "Sort Method without ANALYZE: $p" || ok "no Sort Method without ANALYZE"
p=$(ea 4MB "SELECT * FROM (SELECT * FROM u ORDER BY a) s LIMIT 0")
if echo "$p" | grep -q "Sort (never executed)"; then
  echo "$p" | grep -q "Sort Method" && fail "a sort that never ran has a method: $p" || ok "no Sort Method for a sort that never ran"
fi

# --- HashAggregate
p=$(ea 4MB "SELECT b, count(*) FROM t GROUP BY b")
l=$(grab "$p" "  Batches: 1  Memory Usage: [0-9]+kB")
echo "$p" | grep -q "^HashAggregate" && [ -n "$l" ] && ok "HashAggregate line" || fail "HashAggregate line: $p"
few=$(nth 2 "$l")
spill_q="SELECT x % 20000, count(*) FROM generate_series(1, 60000) x GROUP BY 1"
p=$(ea 4MB "$spill_q")
l=$(grab "$p" "  Batches: 1  Memory Usage: [0-9]+kB")
many=$(nth 2 "$l")
[ -n "$l" ] && [ "$many" -gt 128 ] && [ "$many" -gt "$few" ] &&
  ok "20000 groups in memory take more than 100 groups ($many > $few kB)" || fail "in-memory table: $p"
p=$(ea 64kB "$spill_q")
l=$(grab "$p" "  Batches: [0-9]+  Memory Usage: [0-9]+kB  Disk Usage: [0-9]+kB")
if [ -n "$l" ] && [ "$(nth 1 "$l")" -gt 1 ] && [ "$(nth 3 "$l")" -gt 0 ]; then
  ok "a spilling HashAggregate reports batches and disk: $l"
else
  fail "spilled HashAggregate line: $p"
fi
# work_mem 64kB * hash_mem_multiplier 2: the table stops growing just past 128 kB
mem=$(nth 2 "$l")
[ -n "$mem" ] && [ "$mem" -ge 128 ] && [ "$mem" -lt 192 ] && ok "the spilling table stayed near its limit ($mem kB)" ||
  fail "spilling table memory $mem kB: $p"
p=$(ea 64kB "SELECT x % 50000, x % 3, count(*) FROM generate_series(1, 200000) x GROUP BY CUBE (1, 2)")
l=$(grab "$p" "  Batches: [0-9]+  Memory Usage: [0-9]+kB  Disk Usage: [0-9]+kB")
echo "$p" | grep -q "^MixedAggregate" && [ -n "$l" ] && [ "$(nth 1 "$l")" -gt 2 ] &&
  ok "spilled hashed grouping sets: one batch per set that spilled" || fail "MixedAggregate spill line: $p"

# --- Hash (under Hash Join)
p=$(ea 4MB "SELECT * FROM t JOIN u USING (a)")
l=$(grab "$p" "        Buckets: 1024  Batches: 1  Memory Usage: [0-9]+kB")
[ -n "$l" ] && ok "Hash line" || fail "Hash line: $p"
hsmall=$(nth 3 "$l")
# a function scan is estimated at 1000 rows: 5000 make the table grow past its planned 1024
p=$(ea 4MB "SELECT * FROM u JOIN (SELECT x, md5(x::text) FROM generate_series(1, 5000) x) s ON s.x = u.a")
l=$(grab "$p" " *Buckets: [0-9]+ \(originally 1024\)  Batches: 1 \(originally 1\)  Memory Usage: [0-9]+kB")
if [ -n "$l" ] && [ "$(nth 1 "$l")" -ge 5000 ] && [ "$(nth 5 "$l")" -gt "$hsmall" ]; then
  ok "a hash table that outgrew its estimate: $l"
else
  fail "grown Hash line (vs $hsmall kB): $p"
fi

# --- JSON (and BUFFERS, whose output must stay valid JSON)
A="ANALYZE, TIMING OFF, SUMMARY OFF"
json sort-memory 4MB "$A" "SELECT * FROM u ORDER BY a"
json sort-memory 4MB "$A, COSTS OFF, BUFFERS" "SELECT * FROM u ORDER BY a"
json sort-topn 4MB "$A" "SELECT * FROM t ORDER BY c LIMIT 3"
json sort-disk 64kB "$A, BUFFERS" "SELECT * FROM t ORDER BY c"
json sort-planned 4MB "COSTS OFF" "SELECT * FROM u ORDER BY a"
json hash 4MB "$A, COSTS OFF" "SELECT * FROM t JOIN u USING (a)"
json hash 4MB "$A, BUFFERS, VERBOSE" "SELECT * FROM u JOIN (SELECT x FROM generate_series(1, 5000) x) s ON s.x = u.a"
json hashagg 4MB "$A" "SELECT b, count(*) FROM t GROUP BY b"
json hashagg-nocosts 4MB "$A, COSTS OFF, BUFFERS" "SELECT b, count(*) FROM t GROUP BY b"
json hashagg-spill 64kB "$A" "$spill_q"
json hashagg-planned 4MB "COSTS ON" "SELECT b, count(*) FROM t GROUP BY b"
json hashagg-having 4MB "$A" "SELECT b, count(*) FROM t GROUP BY b HAVING count(*) > 199"

[ "$(psql_q "$PORT" "SELECT 1")" = 1 ] && ok "the server carries on" || fail "server gone"
stop_server
finish
