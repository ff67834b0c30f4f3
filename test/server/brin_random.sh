#!/usr/bin/env bash
# brin_random.sh: bitmap scans through BRIN indexes return exactly what sequential scans
# return, through rounds of random inserts, updates, deletes, rolled-back changes, VACUUM,
# summarization and desummarization, and while other sessions insert during summarization.
#
# The one idea: the same queries run with enable_seqscan off (every query that can use a BRIN
# index does: the plan is checked once) and with enable_bitmapscan off; their results (md5
# of the rows in a fixed order) must be equal. The indexes use tiny page ranges so that the
# table has many ranges, summarized and not, and one of them summarizes by itself.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE r (id int, ts timestamp, t text, n numeric)" >/dev/null
psql_q "$PORT" "INSERT INTO r SELECT g, timestamp '2020-01-01' + g * interval '1 minute', 'k' || lpad(g::text, 5, '0'), g / 3.0 FROM generate_series(1, 3000) g" >/dev/null
psql_q "$PORT" "CREATE INDEX r_id ON r USING brin (id) WITH (pages_per_range = 2)" >/dev/null
psql_q "$PORT" "CREATE INDEX r_ts_t ON r USING brin (ts, t) WITH (pages_per_range = 3, autosummarize = on)" >/dev/null
psql_q "$PORT" "CREATE INDEX r_n ON r USING brin (n) WITH (pages_per_range = 1)" >/dev/null

QUERIES=$(cat <<'EOF'
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id BETWEEN 200 AND 260 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id > 2900 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id < 50 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id = 1777 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id = ANY ('{5,500,1500,2999,4000}') ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id IS NULL ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE ts >= '2020-01-02' AND ts < '2020-01-02 03:00' ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE t >= 'k02000' AND t < 'k02100' ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE t > 'x' ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE n <= 10 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE n > 900 AND id < 2800 ORDER BY id, ts, t, n) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT count(*)::text FROM r) t;
EOF
)
run_queries() { # run_queries SETTING
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
    -c "SET $1 = off" -f <(echo "$QUERIES") 2>&1
}

plan=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET enable_seqscan = off" \
  -c "EXPLAIN (COSTS OFF) SELECT * FROM r WHERE n <= 10" 2>&1)
case "$plan" in
  *"Bitmap Index Scan on r_n"*) ok "enable_seqscan off reads through the BRIN index" ;;
  *) fail "no bitmap scan: $plan" ;;
esac

compare() { # compare WHAT
  local with without
  with=$(run_queries enable_seqscan)
  without=$(run_queries enable_bitmapscan)
  if [ "$with" != "$without" ]; then
    fail "$1: BRIN bitmap scans and sequential scans disagree"
    diff <(echo "$with") <(echo "$without") >&2
    return 1
  fi
}

mismatch=0
for round in $(seq 1 12); do
  python3 - "$round" >"$TMP/round.sql" <<'EOF'
import random, sys
rnd = random.Random(int(sys.argv[1]) * 104729)
out = []
for _ in range(30):
    k = rnd.random()
    lo = rnd.randrange(-200, 3500)
    if k < 0.35:
        n = rnd.randrange(1, 80)
        out.append("INSERT INTO r SELECT CASE WHEN g %% 17 = 0 THEN NULL ELSE g END, "
                   "timestamp '2020-01-01' + g * interval '1 minute', 'k' || lpad(g::text, 5, '0'), g / 3.0 "
                   "FROM generate_series(%d, %d) g;" % (lo, lo + n))
    elif k < 0.5:
        out.append("UPDATE r SET id = id + %d, t = t || 'x' WHERE id BETWEEN %d AND %d;"
                   % (rnd.randrange(-3000, 3000), lo, lo + rnd.randrange(20)))
    elif k < 0.6:
        out.append("UPDATE r SET n = n * -1, ts = ts + interval '1 year' WHERE id BETWEEN %d AND %d;"
                   % (lo, lo + rnd.randrange(30)))
    elif k < 0.72:
        out.append("DELETE FROM r WHERE id BETWEEN %d AND %d;" % (lo, lo + rnd.randrange(60)))
    elif k < 0.8:
        out.append("BEGIN; INSERT INTO r VALUES (%d, now()::timestamp, 'zz', -1); UPDATE r SET id = -id WHERE id < %d; ROLLBACK;"
                   % (lo, lo))
    elif k < 0.86:
        out.append("SELECT brin_summarize_new_values('r_id');")
    elif k < 0.9:
        out.append("SELECT brin_summarize_range('r_n', %d);" % rnd.randrange(0, 200))
    elif k < 0.95:
        out.append("SELECT brin_desummarize_range('%s', %d);" % (rnd.choice(["r_id", "r_ts_t", "r_n"]), rnd.randrange(0, 200)))
    else:
        out.append("VACUUM r;")
print("\n".join(out))
EOF
  if ! "$PSQL" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
       -f "$TMP/round.sql" >"$TMP/round.out" 2>&1; then
    fail "round $round: the changes failed: $(tail -3 "$TMP/round.out")"
    break
  fi
  compare "round $round" || { mismatch=1; break; }
done
[ $mismatch -eq 0 ] && [ $failed -eq 0 ] && ok "12 rounds of random changes: BRIN and sequential scans agree"

# Summarization while two other sessions insert into the ranges being summarized.
pids=""
for s in 1 2; do
  for i in $(seq 1 40); do
    echo "INSERT INTO r SELECT g, timestamp '2021-01-01' + g * interval '1 second', 'c$s', g FROM generate_series(${s}0000 + $i * 50, ${s}0000 + $i * 50 + 49) g;"
  done >"$TMP/ins$s.sql"
  "$PSQL" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -f "$TMP/ins$s.sql" >/dev/null 2>&1 &
  pids="$pids $!"
done
for i in $(seq 1 15); do
  psql_q "$PORT" "SELECT brin_summarize_new_values('r_id'), brin_summarize_new_values('r_n')" >/dev/null
  psql_q "$PORT" "SELECT brin_desummarize_range('r_id', (SELECT pg_relation_size('r') / 8192 - 1))" >/dev/null
done
for p in $pids; do wait "$p" || fail "an inserting session failed"; done
psql_q "$PORT" "SELECT brin_summarize_new_values('r_id'), brin_summarize_new_values('r_n')" >/dev/null
n=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET enable_seqscan = off" \
  -c "SELECT count(*) FROM r WHERE id >= 10000 AND n >= 10000" 2>&1)
m=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET enable_bitmapscan = off" \
  -c "SELECT count(*) FROM r WHERE id >= 10000 AND n >= 10000" 2>&1)
if [ "$n" = "$m" ] && [ "$n" = "4000" ]; then
  ok "rows inserted during summarization are found ($n)"
else
  fail "rows inserted during summarization: BRIN $n, sequential $m, expected 4000"
fi
compare "after concurrent summarization" && ok "BRIN and sequential scans agree after it"
stop_server
finish
