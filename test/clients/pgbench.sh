#!/usr/bin/env bash
# pgbench.sh: the real pgbench against Basalt: initialisation (-i: DROP/CREATE TABLE with
# fillfactor, COPY FROM STDIN, VACUUM, ALTER TABLE ADD PRIMARY KEY), then the built-in TPC-B-like
# script and -S (select only) with the simple, extended and prepared protocols, with 1 and 8
# clients. A run is counted in transactions (-t), never in seconds: every transaction must be
# processed and none may fail, and the balances must add up afterwards.
source "$(dirname "$0")/../server/common.bash"
PGBENCH=$(command -v pgbench || echo /usr/lib/postgresql/15/bin/pgbench)
port=$(free_port)
start_server "$TMP/data" "$port" || { fail "server did not start"; finish; }
bench() { "$PGBENCH" -h 127.0.0.1 -p "$port" -U postgres "$@" postgres >"$TMP/pgbench.out" 2>&1; }

if bench -i -s 1; then
  ok "pgbench -i -s 1"
else
  fail "pgbench -i: $(tail -n 5 "$TMP/pgbench.out")"; finish
fi
[ "$(psql_q "$port" "SELECT count(*) FROM pgbench_accounts")" = 100000 ] && ok "100000 accounts loaded" ||
  fail "accounts: $(psql_q "$port" "SELECT count(*) FROM pgbench_accounts")"
psql_q "$port" "INSERT INTO pgbench_branches VALUES (1, 0)" | grep -q 'duplicate key value violates unique constraint "pgbench_branches_pkey"' &&
  ok "-i created the primary keys" || fail "no pgbench_branches_pkey"

total=0
run() { # run CLIENTS TRANSACTIONS_PER_CLIENT ARGS...
  local c=$1 t=$2; shift 2
  if bench -c "$c" -j "$(( c > 1 ? 2 : 1 ))" -t "$t" "$@" &&
     grep -q "number of transactions actually processed: $((c * t))/$((c * t))" "$TMP/pgbench.out" &&
     grep -q "number of failed transactions: 0 " "$TMP/pgbench.out"; then
    ok "pgbench -c $c -t $t $*"
  else
    fail "pgbench -c $c -t $t $*: $(grep -E 'processed|failed|error|ERROR' "$TMP/pgbench.out" | head -n 5)"
  fi
}
run 1 20 # the first run vacuums and truncates pgbench_history; the others skip that (-n)
run 8 10 -n
run 1 50 -S -n
run 8 20 -S -n
run 1 20 -M extended -n
run 8 10 -M prepared -n
run 8 20 -S -M prepared -n
# every TPC-B transaction adds its delta to one account, one teller and one branch, and logs it
sums=$(psql_q "$port" "SELECT (SELECT sum(abalance) FROM pgbench_accounts) = (SELECT sum(delta) FROM pgbench_history),
                              (SELECT sum(bbalance) FROM pgbench_branches) = (SELECT sum(delta) FROM pgbench_history),
                              (SELECT count(*) FROM pgbench_history)")
[ "$sums" = "t|t|200" ] && ok "balances match the history of 200 transactions" || fail "balances: $sums"
stop_server
finish
