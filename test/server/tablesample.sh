#!/usr/bin/env bash
# tablesample.sh: TABLESAMPLE ... REPEATABLE (seed) picks the same rows after a restart of the
# server (the sample depends only on the seed and where the rows are), and a sample without
# REPEATABLE differs between scans. SYSTEM draws whole pages: every page it returns rows from
# comes back complete.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }
psql_q "$PORT" "CREATE TABLE s (id int, v text)" >/dev/null
psql_q "$PORT" "INSERT INTO s SELECT g, 'row ' || lpad(g::text, 6, '0') FROM generate_series(1, 50000) g" >/dev/null
q_sys="SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM s TABLESAMPLE SYSTEM (5) REPEATABLE (11)"
q_ber="SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM s TABLESAMPLE BERNOULLI (5) REPEATABLE (11)"
sys1=$(psql_q "$PORT" "$q_sys"); ber1=$(psql_q "$PORT" "$q_ber")
stop_server
start_server "$TMP/data" "$PORT" || { fail "restart"; finish; }
[ "$(psql_q "$PORT" "$q_sys")" = "$sys1" ] && ok "SYSTEM REPEATABLE: same rows after a restart" ||
  fail "SYSTEM REPEATABLE sample changed across a restart"
[ "$(psql_q "$PORT" "$q_ber")" = "$ber1" ] && ok "BERNOULLI REPEATABLE: same rows after a restart" ||
  fail "BERNOULLI REPEATABLE sample changed across a restart"
a=$(psql_q "$PORT" "SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM s TABLESAMPLE BERNOULLI (5)")
b=$(psql_q "$PORT" "SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM s TABLESAMPLE BERNOULLI (5)")
[ "$a" != "$b" ] && ok "without REPEATABLE each scan draws anew" || fail "two unseeded samples were equal"
# rows are inserted in id order, so a page is a run of consecutive ids, and SYSTEM returns runs
# of whole pages: every run's length is a multiple of the rows per page (the shortest run),
# leaving out the table's last page, which may be partly filled
whole=$(psql_q "$PORT" "SELECT bool_and(n % k = 0), count(*) > 5 FROM (SELECT n, min(n) OVER () k FROM (SELECT count(*) n, max(id) mx FROM (SELECT id, id - row_number() OVER (ORDER BY id) grp FROM s TABLESAMPLE SYSTEM (20) REPEATABLE (3)) x GROUP BY grp) y WHERE mx < 50000) z")
[ "$whole" = "t|t" ] && ok "SYSTEM returns whole pages" || fail "SYSTEM pages: $whole"
stop_server
finish
