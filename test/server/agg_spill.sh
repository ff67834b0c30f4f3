#!/usr/bin/env bash
# agg_spill.sh: a hash aggregate whose groups outgrow work_mem * hash_mem_multiplier spills the
# rows of new groups to sorted runs on disk (DATADIR/base/pgsql_tmp) and still gives the exact
# result, and no temp file outlives its query: not after it finished, not after an error in its
# input with rows already spilled, not after a cancel. Temp files are unlinked when created, so
# what is checked is the server's open descriptors.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
open_temp() { ls -l "/proc/$SERVER_PID/fd" 2>/dev/null | grep -c 'pgsql_tmp'; }
q() { "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '64kB'" "$@" 2>&1; }
# A function scan is estimated at 1000 rows and 200 groups: the planner hashes.
agg="SELECT count(*), sum(c), sum(k) FROM (SELECT x % 100000 AS k, count(*) c FROM generate_series(1, 300000) x GROUP BY 1) s"
plan=$(q -c "EXPLAIN (COSTS OFF) $agg")
echo "$plan" | grep -q "HashAggregate" && ok "the plan hashes" || fail "expected a HashAggregate: $plan"
[ -d "$TMP/data/base/pgsql_tmp" ] && fail "temp directory before any spill"
got=$(q -c "$agg")
[ "$got" = "100000|300000|4999950000" ] && ok "the spilled aggregate is exact" || fail "result: $got"
[ -d "$TMP/data/base/pgsql_tmp" ] && ok "the hash aggregate spilled to base/pgsql_tmp" || fail "no temp directory: did it spill?"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the query" || fail "$(open_temp) temp files open after the query"
got=$(q -c "SELECT count(*), sum(c) FROM (SELECT x % 50000 AS k, x % 3 AS m, count(*) c FROM generate_series(1, 200000) x GROUP BY CUBE (1, 2)) s")
[ "$got" = "200004|800000" ] && ok "spilled grouping sets are exact" || fail "cube: $got"
r=$(q -c "SELECT count(*) FROM (SELECT x % 100000 AS k, sum(100 / (x - 250000)) FROM generate_series(1, 300000) x GROUP BY 1) s")
echo "$r" | grep -q "division by zero" && ok "an error in the input with rows spilled is an error" || fail "expected 22012: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the error" || fail "$(open_temp) temp files open after an error"
r=$(q -c "SET statement_timeout = '500ms'" \
  -c "SELECT count(*) FROM (SELECT x % 1000000 AS k, count(*) FROM generate_series(1, 30000000) x GROUP BY 1) s")
echo "$r" | grep -q "canceling statement due to statement timeout" && ok "a long spilling aggregate is cancelled" ||
  fail "expected 57014: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the cancel" || fail "$(open_temp) temp files open after a cancel"
[ "$(psql_q "$PORT" "SELECT 1")" = 1 ] && ok "the server carries on" || fail "server gone"
stop_server
finish
