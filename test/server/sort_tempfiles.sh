#!/usr/bin/env bash
# sort_tempfiles.sh: a sort past work_mem spills to temp files in DATADIR/base/pgsql_tmp, and
# no temp file outlives its query: not after it finished, not after it failed half way (the
# error comes from the sort's input, with runs already on disk), not after a cancel. Temp
# files are unlinked when created, so what is checked is the server's open descriptors.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
open_temp() { ls -l "/proc/$SERVER_PID/fd" 2>/dev/null | grep -c 'pgsql_tmp'; }
big="SELECT md5(string_agg(x::text, ',')) FROM (SELECT x FROM generate_series(1, 300000) x ORDER BY x % 1000, x DESC) s"
want=$(psql_q "$PORT" "$big")
got=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '64kB'" -c "$big" 2>&1)
[ "$got" = "$want" ] && ok "external sort gives the in-memory result" || fail "external sort: $got vs $want"
[ -d "$TMP/data/base/pgsql_tmp" ] && ok "the sort spilled to base/pgsql_tmp" || fail "no temp directory: did it spill?"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the query" || fail "$(open_temp) temp files open after the query"
r=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '64kB'" \
  -c "SELECT count(*) FROM (SELECT x FROM generate_series(1, 300000) x ORDER BY 100 / (x - 250000)) s" 2>&1)
echo "$r" | grep -q "division by zero" && ok "an error in the sort's input is an error" || fail "expected 22012: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the error" || fail "$(open_temp) temp files open after an error"
r=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET work_mem = '64kB'" \
  -c "SET statement_timeout = '300ms'" \
  -c "SELECT count(*) FROM (SELECT x FROM generate_series(1, 30000000) x ORDER BY x % 7, x DESC) s" 2>&1)
echo "$r" | grep -q "canceling statement due to statement timeout" && ok "a long sort is cancelled" ||
  fail "expected 57014: $r"
[ "$(open_temp)" = 0 ] && ok "no temp file open after the cancel" || fail "$(open_temp) temp files open after a cancel"
[ "$(psql_q "$PORT" "SELECT 1")" = 1 ] && ok "the server carries on" || fail "server gone"
stop_server
finish
