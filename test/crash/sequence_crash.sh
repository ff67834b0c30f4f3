#!/usr/bin/env bash
# sequence_crash.sh: sequences against kill -9. A client takes numbers from a bigserial column
# (INSERT ... RETURNING) and from a bare sequence (SELECT nextval), checkpointing now and then,
# and the server is killed at random moments, SEQUENCE_CRASH_ROUNDS times (default 8). After
# every restart: each acknowledged row is in the table, no number was handed out twice (a
# sequence logs its numbers ahead, so recovery lands past every number it gave), and the
# numbers of each sequence only grow.
source "$(dirname "$0")/../server/common.bash"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
port=$(free_port)
dir=$TMP/data
rounds=${SEQUENCE_CRASH_ROUNDS:-8}
log=$TMP/numbers.txt
: >"$log"

start_server "$dir" "$port" || { fail "first start"; finish; }
psql_q "$port" "CREATE TABLE st (id bigserial PRIMARY KEY, r int); CREATE SEQUENCE bare" >/dev/null
for round in $(seq 1 "$rounds"); do
  python3 "$here/sequence_client.py" "$port" "$log" &
  client=$!
  sleep "$(python3 -c "import random; print(round(random.uniform(0.5, 1.5), 2))")"
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  wait "$client"
  start_server "$dir" "$port" || { fail "restart after kill -9 (round $round)"; finish; }
done

grep -q "^E " "$log" && fail "errors: $(grep "^E " "$log" | head -3)"
nS=$(grep -c "^S " "$log"); nN=$(grep -c "^N " "$log")
[ "$nS" -gt 0 ] && [ "$nN" -gt 0 ] || fail "no numbers handed out (S $nS, N $nN)"
python3 - "$log" <<'PY' && ok "numbers of both sequences only grow, none twice" || fail "numbers repeated or went back"
import sys
last = {"S": 0, "N": 0}
for line in open(sys.argv[1]):
    k, v = line.split()[:2]
    if k in last:
        if int(v) <= last[k]:
            sys.exit(1)
        last[k] = int(v)
PY
grep "^S " "$log" | cut -d' ' -f2 | sort -n >"$TMP/acked"
psql_q "$port" "SELECT id FROM st ORDER BY id" | sort -n >"$TMP/stored"
missing=$(comm -23 "$TMP/acked" "$TMP/stored" | wc -l)
[ "$missing" -eq 0 ] && ok "all $nS acknowledged rows survive $rounds kills" ||
  fail "$missing acknowledged rows missing"
maxN=$(grep "^N " "$log" | tail -n 1 | cut -d' ' -f2)
maxS=$(tail -n 1 "$TMP/acked")
next=$(psql_q "$port" "SELECT nextval('bare') > $maxN AND nextval('st_id_seq') > $maxS")
[ "$next" = t ] && ok "after the last restart both sequences go on past every number given" ||
  fail "nextval after the last restart: $next (bare max $maxN, st max $maxS)"
stop_server && ok "clean shutdown"
finish
