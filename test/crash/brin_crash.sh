#!/usr/bin/env bash
# brin_crash.sh: a BRIN index survives kill -9: after each crash and recovery, bitmap scans
# through it return exactly what sequential scans return, and every acknowledged insert is
# found through it.
#
# Each round, two writers insert numbered batches (a batch's number is written down once its
# INSERT returned), one widens summaries with updates of a text column (summaries grow and
# move between pages) and one summarizes and desummarizes ranges, until the server is killed
# at a random moment (sometimes during a CHECKPOINT). After the restart, per-batch counts and
# an md5 over the table are compared between enable_seqscan off (BRIN) and enable_bitmapscan
# off (sequential). BRIN_CRASH_ROUNDS (default 6) sets the number of kills.
source "$(dirname "$0")/../server/common.bash"
rounds=${BRIN_CRASH_ROUNDS:-6}
port=$(free_port)
dir=$TMP/data
start_server "$dir" "$port" || { fail "first start"; finish; }
psql_q "$port" "CREATE TABLE b (batch int, w int, i int, t text)" >/dev/null
psql_q "$port" "CREATE INDEX b_batch ON b USING brin (batch, t) WITH (pages_per_range = 2, autosummarize = on)" >/dev/null
psql_q "$port" "CREATE INDEX b_i ON b USING brin (i) WITH (pages_per_range = 1)" >/dev/null
: >"$TMP/acked"

writer() { # writer W ROUND: numbered batches until the server goes away
  local w=$1 r=$2 k=0
  while :; do
    k=$((k + 1))
    local batch=$((r * 100000 + w * 10000 + k))
    "$PSQL" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres \
      -c "INSERT INTO b SELECT $batch, $w, g, 'x' FROM generate_series(1, 40) g" >/dev/null 2>&1 || break
    echo "$batch" >>"$TMP/acked"
  done
}
churn() { # churn: grow summaries and move them, summarize and desummarize
  local k=0
  while :; do
    k=$((k + 1))
    "$PSQL" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
      -c "UPDATE b SET t = t || repeat('y', $((k % 7))) WHERE i = $((k % 40 + 1)) AND batch % 13 = $((k % 13))" \
      -c "SELECT brin_desummarize_range('b_i', $((k * 3 % 50)))" \
      -c "SELECT brin_summarize_new_values('b_i')" \
      -c "SELECT brin_summarize_range('b_batch', $((k % 30)))" >/dev/null 2>&1 || break
  done
}

check() { # check WHAT
  local q="SELECT md5(string_agg(x::text, ';')) FROM (SELECT batch, count(*) FROM b WHERE batch > 0 GROUP BY batch ORDER BY batch) x;
SELECT md5(string_agg(x::text, ';')) FROM (SELECT * FROM b WHERE i BETWEEN 5 AND 9 ORDER BY batch, w, i, t) x;
SELECT md5(string_agg(x::text, ';')) FROM (SELECT * FROM b WHERE t > 'xyyy' ORDER BY batch, w, i, t) x;"
  local with without
  with=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "SET enable_seqscan = off" -c "$q" 2>&1)
  without=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "SET enable_bitmapscan = off" -c "$q" 2>&1)
  if [ "$with" != "$without" ]; then
    fail "$1: BRIN and sequential scans disagree"
    diff <(echo "$with") <(echo "$without") >&2
    return 1
  fi
  # every acknowledged batch, found through the index
  sort -n "$TMP/acked" >"$TMP/acked.sorted"
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "SET enable_seqscan = off" \
    -c "SELECT batch FROM b WHERE batch > 0 GROUP BY batch HAVING count(*) = 40 ORDER BY batch" >"$TMP/found" 2>&1
  local lost
  lost=$(comm -23 "$TMP/acked.sorted" <(sort -n "$TMP/found") | head -3)
  if [ -n "$lost" ]; then
    fail "$1: acknowledged batches missing through the BRIN index: $lost"
    return 1
  fi
  ok "$1: $(wc -l <"$TMP/acked") acknowledged batches found, BRIN and sequential scans agree"
}

for round in $(seq 1 "$rounds"); do
  writer 1 "$round" & w1=$!
  writer 2 "$round" & w2=$!
  churn & c=$!
  sleep "$(python3 -c "import random; print(0.5 + random.random() * 2)")"
  if [ $((round % 3)) = 0 ]; then
    psql_q "$port" "CHECKPOINT" >/dev/null &
    sleep 0.1
  fi
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  wait $w1 $w2 $c
  wait
  start_server "$dir" "$port" || { fail "restart after kill -9 (round $round)"; finish; }
  check "round $round" || break
done
stop_server
start_server "$dir" "$port" || { fail "clean restart at the end"; finish; }
check "after a clean restart"
stop_server
finish
