#!/usr/bin/env bash
# index_random.sh: index scans return exactly what sequential scans return, through rounds of
# random inserts, updates (of key and non-key columns), deletes, rolled-back changes and
# VACUUM, on a table with a unique, a multi-column, a DESC and a text index.
#
# The one idea: the same queries run three times per round, with enable_seqscan off (so every
# query that can use an index does), with enable_indexscan off (sequential scans), and with
# both off (B-tree bitmap scans); their results (as md5 of the rows in the order the query
# gives, ORDER BY queries included) must be equal.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE r (id int PRIMARY KEY, a int, b text, c int)" >/dev/null
psql_q "$PORT" "CREATE INDEX r_ab ON r (a, b)" >/dev/null
psql_q "$PORT" "CREATE INDEX r_c ON r (c DESC NULLS LAST)" >/dev/null
psql_q "$PORT" "CREATE INDEX r_b ON r (b)" >/dev/null
psql_q "$PORT" "CREATE TABLE o (x int)" >/dev/null
psql_q "$PORT" "INSERT INTO o SELECT g * 7 FROM generate_series(1, 40) g" >/dev/null

# The queries, each reduced to one md5 of its rows in the query's own order.
QUERIES=$(cat <<'EOF'
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id = 123) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id BETWEEN 200 AND 260 ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT * FROM r WHERE id IN (3, 77, 150, 999, 1500) ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r WHERE a = 5 ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r WHERE a = 5 AND b > 'k5' ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r WHERE a > 17 ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r WHERE c IS NULL ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id, c FROM r WHERE c >= 90 ORDER BY id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r ORDER BY id DESC LIMIT 25) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT id FROM r ORDER BY id LIMIT 25 OFFSET 10) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT c, id FROM r WHERE c < 10 ORDER BY c DESC, id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT b, id FROM r WHERE b >= 'k3' AND b < 'k4' ORDER BY b, id) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT o.x, r.a FROM o JOIN r ON r.id = o.x ORDER BY o.x) t;
SELECT md5(string_agg(t::text, ';')) FROM (SELECT count(*)::text FROM r) t;
EOF
)
run_queries() { # run_queries SETTING
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
    -c "SET $1 = off" -c "SET enable_bitmapscan = off" -f <(echo "$QUERIES") 2>&1
}

mismatch=0
for round in $(seq 1 12); do
  python3 - "$round" >"$TMP/round.sql" <<'EOF'
import random, sys
rnd = random.Random(int(sys.argv[1]) * 7919)
out = []
def val():
    return "NULL" if rnd.random() < 0.1 else str(rnd.randrange(100))
for _ in range(40):
    k = rnd.random()
    lo = rnd.randrange(2000)
    if k < 0.45:
        n = rnd.randrange(1, 60)
        out.append("INSERT INTO r SELECT g, g %% 20, 'k' || (g %% 50), (g * 13) %% 100 "
                   "FROM generate_series(%d, %d) g WHERE NOT EXISTS (SELECT 1 FROM r WHERE r.id = g);"
                   % (lo, lo + n))
    elif k < 0.6:
        out.append("UPDATE r SET c = %s, b = b || 'x' WHERE id BETWEEN %d AND %d;" % (val(), lo, lo + rnd.randrange(30)))
    elif k < 0.7:
        out.append("UPDATE r SET id = id + 5000 WHERE id BETWEEN %d AND %d AND id + 5000 NOT IN (SELECT id FROM r);"
                   % (lo, lo + rnd.randrange(10)))
    elif k < 0.8:
        out.append("DELETE FROM r WHERE id BETWEEN %d AND %d;" % (lo, lo + rnd.randrange(40)))
    elif k < 0.9:
        out.append("BEGIN; DELETE FROM r WHERE a = %d; UPDATE r SET a = a + 1 WHERE id < %d; ROLLBACK;"
                   % (rnd.randrange(20), lo))
    else:
        out.append("UPDATE r SET a = (a + 3) %% 20 WHERE id %% 11 = %d;" % rnd.randrange(11))
if rnd.random() < 0.5:
    out.append("VACUUM r;")
print("\n".join(out))
EOF
  if ! "$PSQL" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
       -f "$TMP/round.sql" >"$TMP/round.out" 2>&1; then
    fail "round $round: the changes failed: $(tail -3 "$TMP/round.out")"
    break
  fi
  with_index=$(run_queries enable_seqscan)
  without=$(run_queries enable_indexscan)
  if [ "$with_index" != "$without" ]; then
    mismatch=1
    fail "round $round: index scans and sequential scans disagree"
    diff <(echo "$with_index") <(echo "$without") >&2
    break
  fi
  bitmap=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres \
    -c "SET enable_seqscan = off" -c "SET enable_indexscan = off" -f <(echo "$QUERIES") 2>&1)
  if [ "$bitmap" != "$without" ]; then
    mismatch=1
    fail "round $round: bitmap scans and sequential scans disagree"
    diff <(echo "$bitmap") <(echo "$without") >&2
    break
  fi
done
[ $mismatch -eq 0 ] && [ $failed -eq 0 ] && ok "12 rounds of random changes: index, bitmap and sequential scans agree"
plan=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "SET enable_seqscan = off" \
  -c "SET enable_indexscan = off" -c "EXPLAIN (COSTS OFF) SELECT * FROM r WHERE a = 5 AND b > 'k5'" 2>&1)
case "$plan" in
  *"Bitmap Index Scan on r_ab"*) ok "with index scans off the B-tree is read into a bitmap" ;;
  *) fail "no bitmap scan: $plan" ;;
esac
n=$(psql_q "$PORT" "SELECT count(*) > 300 FROM r")
[ "$n" = "t" ] && ok "the table kept enough rows to mean something" || fail "table too small: $n"
stop_server
finish
