#!/usr/bin/env bash
# hashjoin_spill.sh: a hash join whose inner side outgrows work_mem * hash_mem_multiplier
# splits it into batches kept in temp files. EXPLAIN ANALYZE's Hash line shows the batches
# (more than one, and more than planned when the table had to double them at run time), the
# table's reported memory stays near the limit, the result is the one-batch result, and no
# temp file outlives its query: not after it finished, not after an error with batches on
# disk, not after a cancel by statement_timeout. Temp files are unlinked when created, so
# what is checked is the server's open descriptors (and an empty base/pgsql_tmp).
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
open_temp() { ls -l "/proc/$SERVER_PID/fd" 2>/dev/null | grep -c 'pgsql_tmp'; }
left_temp() { ls -A "$TMP/data/base/pgsql_tmp" 2>/dev/null | wc -l; }
# q WORK_MEM SQL...: statements under that work_mem, unaligned output, errors inline.
q() {
  local wm=$1; shift
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '$wm'" \
    -c "SET enable_mergejoin = off" -c "SET enable_nestloop = off" "$@" 2>&1
}
ea() { q "$1" -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $2"; }
hashline() { echo "$1" | grep -E -m1 "^ *Buckets: [0-9]+( \(originally [0-9]+\))?  Batches: [0-9]+( \(originally [0-9]+\))?  Memory Usage: [0-9]+kB$"; }
batches() { echo "$1" | sed -E 's/.*Batches: ([0-9]+).*/\1/'; }
original() { echo "$1" | sed -nE 's/.*Batches: [0-9]+ \(originally ([0-9]+)\).*/\1/p'; }
memkb() { echo "$1" | sed -E 's/.*Memory Usage: ([0-9]+)kB/\1/'; }

psql_q "$PORT" "CREATE TABLE a AS SELECT g AS k, g % 1000 AS m, md5(g::text) AS t FROM generate_series(1, 50000) g;
  CREATE TABLE b AS SELECT g * 2 AS k, g % 7 AS m, md5(g::text) AS t FROM generate_series(1, 50000) g;
  CREATE TABLE big AS SELECT g AS k FROM generate_series(1, 1000000) g;
  ANALYZE a; ANALYZE b; ANALYZE big" >/dev/null
# the inner side's filter is estimated at a third of its rows (PG's default for a range on an
# expression), so the planned batches are too few and the table doubles them at run time
join="SELECT count(*), sum(a.m), sum(b.m), sum(length(b.t)) FROM a JOIN (SELECT * FROM b WHERE b.k + 0 > 0) b ON a.k = b.k"

# --- one batch with the default work_mem
p=$(ea 4MB "$join")
l=$(hashline "$p")
[ -n "$l" ] && [ "$(batches "$l")" = 1 ] && ok "one batch at 4MB: $l" || fail "4MB Hash line: $p"
one=$(q 4MB -c "$join")

# --- 64kB: the limit is 128 kB (hash_mem_multiplier 2)
p=$(ea 64kB "$join")
l=$(hashline "$p")
if [ -n "$l" ] && [ "$(batches "$l")" -gt 1 ]; then ok "several batches at 64kB: $l"; else fail "64kB Hash line: $p"; fi
[ -n "$l" ] && [ "$(memkb "$l")" -le 192 ] && ok "memory stays near the 128 kB limit" ||
  fail "memory past the limit: $l"
o=$(original "$l")
[ -n "$o" ] && [ "$o" -gt 1 ] && [ "$(batches "$l")" -gt "$o" ] &&
  ok "planned $o batches, doubled at run time to $(batches "$l")" || fail "planned/run batches: $l"
[ -d "$TMP/data/base/pgsql_tmp" ] && ok "the batches went to base/pgsql_tmp" || fail "no temp directory: did it spill?"
got=$(q 64kB -c "$join")
[ "$got" = "$one" ] && ok "the batched join gives the one-batch result ($got)" || fail "64kB: $got vs 4MB: $one"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the query" || fail "$(open_temp) temp files open after the query"

# --- the JSON keys carry the same counts
j=$(q 64kB -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, FORMAT JSON) $join")
echo "$j" | grep -qE '"Hash Batches": (1[0-9]|[2-9])[0-9]*,' && echo "$j" | grep -q '"Original Hash Batches"' &&
  ok "JSON Hash Batches" || fail "JSON: $j"

# --- a skewed key: 30 000 rows of one value exceed the limit alone; the join still ends
got=$(q 64kB -c "SELECT count(*), count(*) FILTER (WHERE s.k = 7) FROM big r
  JOIN (SELECT CASE WHEN k <= 30000 THEN 7 ELSE k END AS k FROM big WHERE k <= 50000) s ON s.k = r.k")
[ "$got" = "50000|30000" ] && ok "a skewed key exceeds the limit in its batch and finishes" || fail "skew: $got"

# --- an error with batches on disk
r=$(q 64kB -c "SELECT count(100 / (a.k - 40000)) FROM a JOIN b ON a.k = b.k")
echo "$r" | grep -q "division by zero" && ok "an error with batches on disk is an error" || fail "expected 22012: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the error" || fail "$(open_temp) temp files open after an error"

# --- a cancel in the middle of a long batched join
r=$(q 1MB -c "SET statement_timeout = '700ms'" \
  -c "SELECT count(*) FROM big JOIN (SELECT k FROM big UNION ALL SELECT k FROM big) x ON x.k = big.k")
echo "$r" | grep -q "canceling statement due to statement timeout" && ok "a long batched join is cancelled" ||
  fail "expected 57014: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the cancel" || fail "$(open_temp) temp files open after a cancel"
# one key's 30 000 rows on both sides: 900 million pairs in one bucket, cancelled there
r=$(q 64kB -c "SET statement_timeout = '1s'" -c "SELECT count(*) FROM
  (SELECT CASE WHEN k <= 30000 THEN 7 ELSE k END AS k FROM big WHERE k <= 50000) s JOIN
  (SELECT CASE WHEN k <= 30000 THEN 7 ELSE k END AS k FROM big WHERE k <= 50000) r ON r.k = s.k")
echo "$r" | grep -q "canceling statement due to statement timeout" && ok "a skewed batch is cancelled" ||
  fail "expected 57014: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after that cancel" || fail "$(open_temp) temp files open after a cancel"
[ "$(left_temp)" = 0 ] && ok "base/pgsql_tmp is empty" || fail "files left in base/pgsql_tmp: $(ls "$TMP/data/base/pgsql_tmp")"
[ "$(psql_q "$PORT" "SELECT 1")" = 1 ] && ok "the server carries on" || fail "server gone"
stop_server
finish
