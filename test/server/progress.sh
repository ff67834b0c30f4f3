#!/usr/bin/env bash
# progress.sh: progress reports of long commands, read from another session through psql:
#  - a query's sort (basalt_stat_progress_sort): while its input is being read, phase
#    'reading input' with the rows read so far (reported every 1024) and the planner's
#    estimate; while rows come out, 'returning rows' with the rows returned so far; an
#    external sort counts its runs; nothing is listed once the statement ends, even after a
#    cancel. The sorts are held still with pg_sleep at a known row, so the counts are exact;
#  - CREATE INDEX (pg_stat_progress_create_index, PG's columns and phases): polled while a
#    B-tree builds on a large table, each row seen must be consistent (the table's relid, the
#    new index's oid, a btree phase, blocks and tuples within their totals);
#  - an unknown command name in the view's function is PG's 22023.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
. "$(dirname "$0")/two_sessions.bash"

send a "SELECT pg_backend_pid();"
APID=$(last a)
sortrow() { psql_q "$PORT" "SELECT phase || '|' || tuples_total || '|' || tuples_done || '|' || runs_written FROM basalt_stat_progress_sort WHERE pid = $APID"; }
wait_for_row() { # wait_for_row QUERY: until it prints something (or 30 s pass)
  local out
  for _ in $(seq 1 300); do
    out=$(psql_q "$PORT" "$1")
    [ -n "$out" ] && { echo "$out"; return 0; }
    sleep 0.1
  done
  return 1
}
cancel_a() {
  psql_q "$PORT" "SELECT pg_cancel_backend($APID)" >/dev/null
  finish_wait a
}

# reading input: the sort has 4096 rows when pg_sleep holds row 5000 back
start a "SELECT g FROM (SELECT g, CASE WHEN g = 5000 THEN pg_sleep(60) END AS s FROM generate_series(1, 10000) g) q ORDER BY g LIMIT 1;"
row=$(wait_for_row "SELECT phase FROM basalt_stat_progress_sort WHERE pid = $APID AND tuples_done > 0")
[ "$row" = "reading input" ] && [ "$(sortrow)" = "reading input|1000|4096|0" ] &&
  ok "a sort reading its input: phase, the estimate, rows read so far" ||
  fail "reading input: $row / $(sortrow)"
cancel_a
grep -q "canceling statement due to user request" "$TMP/a.out" && ok "the held sort was canceled" ||
  fail "cancel: $(tail -n 3 "$TMP/a.out")"
[ -z "$(sortrow)" ] && ok "a canceled sort is no longer listed" || fail "after cancel: $(sortrow)"

# returning rows: 2048 returned when row 3000 is held back above the sort
start a "SELECT CASE WHEN g = 3000 THEN pg_sleep(60) END FROM (SELECT g FROM generate_series(1, 10000) g ORDER BY g OFFSET 0) q;"
row=$(wait_for_row "SELECT phase FROM basalt_stat_progress_sort WHERE pid = $APID AND phase = 'returning rows' AND tuples_done > 0")
[ "$(sortrow)" = "returning rows|10000|2048|0" ] &&
  ok "a sort returning rows: all 10000 in, rows returned so far" || fail "returning: $row / $(sortrow)"
cancel_a

# past work_mem: runs on disk
send a "SET work_mem = '64kB';"
start a "SELECT g FROM (SELECT g, CASE WHEN g = 40000 THEN pg_sleep(60) END AS s FROM generate_series(1, 50000) g) q ORDER BY g::text;"
row=$(wait_for_row "SELECT runs_written FROM basalt_stat_progress_sort WHERE pid = $APID AND tuples_done = 39936")
[ -n "$row" ] && [ "$row" -gt 1 ] && ok "an external sort counts the runs it wrote ($row)" ||
  fail "runs: $row / $(sortrow)"
cancel_a
send a "RESET work_mem;"
send a "SELECT count(*) FROM (SELECT g FROM generate_series(1, 5000) g ORDER BY g) q;"
[ "$(last a)" = 5000 ] && [ -z "$(sortrow)" ] && ok "a finished sort is no longer listed" ||
  fail "after a sort: $(last a) / $(sortrow)"

# CREATE INDEX, polled: every row seen must make sense
psql_q "$PORT" "CREATE TABLE big (id int, v int); INSERT INTO big SELECT g, g % 1000 FROM generate_series(1, 3000000) g" >/dev/null
RELID=$(psql_q "$PORT" "SELECT 'big'::regclass::oid")
seen=0 bad=0 phases=
for attempt in 1 2 3; do
  start a "CREATE INDEX big_idx_$attempt ON big (v, id);"
  while :; do
    out=$(psql_q "$PORT" "SELECT relid || '|' || command || '|' || phase || '|' || (index_relid > relid) || '|' || (blocks_done <= blocks_total) || '|' || (tuples_done <= tuples_total) || '|' || datname || '|' || lockers_total FROM pg_stat_progress_create_index WHERE pid = $APID")
    if [ -n "$out" ]; then
      seen=$((seen + 1))
      case "$out" in
        "$RELID|CREATE INDEX|building index: "*"|true|true|true|postgres|0") ;;
        *) bad=$((bad + 1)); echo "unexpected row: $out" ;;
      esac
      phases="$phases;$(echo "$out" | cut -d'|' -f3)"
    fi
    [ "$(grep -c '^@@done$' "$TMP/a.out")" -ge "$n_a" ] && break
  done
  [ "$seen" -gt 0 ] && break
done
[ "$seen" -gt 0 ] && [ "$bad" = 0 ] &&
  ok "CREATE INDEX is listed while it builds ($seen rows, phases: $(echo "$phases" | tr ';' '\n' | sort -u | grep . | tr '\n' ',' ))" ||
  fail "CREATE INDEX progress: seen $seen, bad $bad"
[ -z "$(psql_q "$PORT" "SELECT pid FROM pg_stat_progress_create_index")" ] &&
  ok "no CREATE INDEX is listed once it finished" || fail "after CREATE INDEX"

err=$("$PSQL" -X -q -A -t -v VERBOSITY=verbose -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
  -c "SELECT * FROM basalt_stat_get_progress_ids('FROBNICATE')" 2>&1)
echo "$err" | grep -q '22023.*invalid command name: "FROBNICATE"' && ok "an unknown command: 22023" ||
  fail "unknown command: $err"
[ "$(psql_q "$PORT" "SELECT pg_indexam_progress_phasename(403, 5) || '|' || coalesce(pg_indexam_progress_phasename(3580, 1), 'null')")" = \
  "loading tuples in tree|null" ] && ok "pg_indexam_progress_phasename names btree's subphases" ||
  fail "phasename"

echo '\q' >&3; echo '\q' >&4
wait $PIDS 2>/dev/null
finish
