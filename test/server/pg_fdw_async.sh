#!/usr/bin/env bash
# pg_fdw_async.sh: the asynchronous Append of basalt_pg_fdw scans (PG 14's async_capable)
# against two real PostgreSQL 15 servers that this test starts itself.
#
#   pg_fdw_async.sh PATH_TO_BASALT_BINARY
#
# Each remote server has a view whose every scan sleeps one second (pg_sleep(1) joined in).
# A partitioned table with one foreign partition per server, and a UNION ALL of two foreign
# tables, are read with async_capable on and off in the same run: the results must be equal
# and right, and the asynchronous reads must take clearly less time than the synchronous ones
# (a ratio, both measured here; synchronous is the sum of the two sleeps, asynchronous about
# one). EXPLAIN VERBOSE of the UNION ALL must be PostgreSQL's own, compared with postgres_fdw
# in a database of the first remote server; that of the partitioned table shows both scans as
# Async Foreign Scan. Without PostgreSQL 15's server binaries the test is skipped.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

PGBIN=/usr/lib/postgresql/15/bin
if [ ! -x "$PGBIN/initdb" ]; then
  echo "SKIP: PostgreSQL 15 server binaries not found in $PGBIN"
  rm -rf "$TMP"; exit 0
fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
PGDIRS=()
stop_remotes() {
  local d
  for d in "${PGDIRS[@]}"; do
    [ -f "$d/data/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl" -D "$d/data" -m fast -w stop >/dev/null 2>&1
    rm -rf "$d"
  done
}
trap stop_remotes EXIT

# start_remote: a cluster of its own on a free port, in $remote_port.
start_remote() {
  local dir
  dir=$(mktemp -d /tmp/basalt-pgfdw-async.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  PGDIRS+=("$dir")
  remote_port=$(free_port)
  as_pg "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C >"$TMP/initdb.log" 2>&1 \
    || { fail "initdb"; cat "$TMP/initdb.log" >&2; finish; }
  as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/pg.log" -w \
    -o "-p $remote_port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null \
    || { fail "PostgreSQL did not start"; finish; }
}
start_remote; pgport1=$remote_port
start_remote; pgport2=$remote_port
pg() { local port=$1 db=$2; shift 2; "$PSQL" -X -q -h 127.0.0.1 -p "$port" -U postgres -d "$db" "$@" 2>&1; }

for spec in "$pgport1 1" "$pgport2 11"; do
  set -- $spec
  pg "$1" postgres -v ON_ERROR_STOP=1 >>"$TMP/setup.log" <<EOF || fail "remote setup on $1"
CREATE TABLE t (k int, v text);
INSERT INTO t SELECT i, 'v' || i FROM generate_series($2, $2 + 9) i;
CREATE VIEW slow AS SELECT t.k, t.v FROM t, pg_sleep(1);
EOF
done
[ $failed -eq 0 ] || finish

fdw_setup() { # fdw_setup WRAPPER: the servers, mappings and tables, in Basalt or the reference
  cat <<EOF
CREATE SERVER r1 FOREIGN DATA WRAPPER $1
  OPTIONS (host '127.0.0.1', port '$pgport1', dbname 'postgres', async_capable 'true');
CREATE SERVER r2 FOREIGN DATA WRAPPER $1
  OPTIONS (host '127.0.0.1', port '$pgport2', dbname 'postgres', async_capable 'true');
CREATE USER MAPPING FOR CURRENT_USER SERVER r1 OPTIONS (user 'postgres');
CREATE USER MAPPING FOR CURRENT_USER SERVER r2 OPTIONS (user 'postgres');
CREATE FOREIGN TABLE f1 (k int, v text) SERVER r1 OPTIONS (table_name 'slow');
CREATE FOREIGN TABLE f2 (k int, v text) SERVER r2 OPTIONS (table_name 'slow');
CREATE TABLE p (k int, v text) PARTITION BY RANGE (k);
CREATE FOREIGN TABLE p1 PARTITION OF p FOR VALUES FROM (1) TO (11)
  SERVER r1 OPTIONS (table_name 'slow');
CREATE FOREIGN TABLE p2 PARTITION OF p FOR VALUES FROM (11) TO (21)
  SERVER r2 OPTIONS (table_name 'slow');
EOF
}
pg "$pgport1" postgres -c "CREATE DATABASE ref" >/dev/null
{ echo "CREATE EXTENSION postgres_fdw;"; fdw_setup postgres_fdw; } \
  | pg "$pgport1" ref -v ON_ERROR_STOP=1 >>"$TMP/setup.log" || fail "reference setup"

bport=$(free_port)
if ! start_server "$TMP/data" "$bport"; then fail "basalt start"; finish; fi
b() { "$PSQL" -X -q -h 127.0.0.1 -p "$bport" -U postgres -d postgres "$@" 2>&1; }
{ echo "CREATE EXTENSION basalt_pg_fdw;"; fdw_setup basalt_pg_fdw; } \
  | b -v ON_ERROR_STOP=1 >>"$TMP/setup.log" || { fail "basalt setup"; cat "$TMP/setup.log" >&2; finish; }

union="SELECT * FROM f1 UNION ALL SELECT * FROM f2"
# EXPLAIN of the UNION ALL: PostgreSQL's own text
want=$(pg "$pgport1" ref -c "EXPLAIN (VERBOSE, COSTS OFF) $union")
got=$(b -c "EXPLAIN (VERBOSE, COSTS OFF) $union")
if [ "$got" = "$want" ]; then ok "EXPLAIN VERBOSE of a UNION ALL of foreign tables"
else fail "EXPLAIN of the UNION ALL differs"; diff <(echo "$want") <(echo "$got") >&2; fi
got=$(b -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM p")
n=$(grep -c "Async Foreign Scan on public.p[12]" <<<"$got")
if [ "$n" = 2 ] && grep -q "Remote SQL: SELECT k, v FROM public.slow" <<<"$got"; then
  ok "EXPLAIN VERBOSE of the partitioned table: two Async Foreign Scans"
else fail "EXPLAIN of the partitioned table: $got"; fi

# pruning: a condition on the key leaves one partition, and one remote scan
got=$(b -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM p WHERE k < 5")
if grep -q "Foreign Scan on public.p1" <<<"$got" && ! grep -q "public.p2" <<<"$got"; then
  ok "a condition on the key prunes the other partition"
else fail "pruning: $got"; fi
[ "$(b -A -t -c "SELECT count(*) FROM p WHERE k < 5")" = 4 ] && ok "pruned read right" \
  || fail "pruned read: $(b -A -t -c "SELECT count(*) FROM p WHERE k < 5")"

# timed reads: the same queries asynchronously, then synchronously
now() { date +%s.%N; }
timed() { # timed VAR SQL: the query's output in $TMP/VAR.out, its seconds in VAR
  local t0 t1
  t0=$(now); b -A -t -c "$2" >"$TMP/$1.out"; t1=$(now)
  printf -v "$1" '%s' "$(echo "$t1 - $t0" | bc)"
}
q_part="SELECT count(*), sum(k), min(v), max(v) FROM p"
q_union="SELECT count(*), sum(k) FROM ($union) u"
q_rows="SELECT k, v FROM p ORDER BY k"
timed async_part "$q_part"; timed async_union "$q_union"; timed async_rows "$q_rows"
b -c "ALTER SERVER r1 OPTIONS (SET async_capable 'false')" >/dev/null
b -c "ALTER SERVER r2 OPTIONS (SET async_capable 'false')" >/dev/null
if b -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM p" | grep -q "Async"; then
  fail "async_capable 'false' still plans Async Foreign Scans"
fi
timed sync_part "$q_part"; timed sync_union "$q_union"; timed sync_rows "$q_rows"
b -c "ALTER FOREIGN TABLE p1 OPTIONS (ADD async_capable 'true')" >/dev/null
n=$(b -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM p" | grep -c "Async Foreign Scan")
if [ "$n" = 1 ]; then ok "the table's async_capable overrides its server's"
else fail "table option async_capable: $n async scans"; fi

for q in part union rows; do
  if cmp -s "$TMP/async_$q.out" "$TMP/sync_$q.out"; then ok "same rows async and sync ($q)"
  else fail "rows differ async/sync ($q)"; diff "$TMP/sync_$q.out" "$TMP/async_$q.out" >&2; fi
done
if [ "$(cat "$TMP/async_part.out")" = "20|210|v1|v9" ]; then ok "partitioned aggregate right"
else fail "partitioned aggregate: $(cat "$TMP/async_part.out")"; fi
if [ "$(cat "$TMP/async_union.out")" = "20|210" ]; then ok "union aggregate right"
else fail "union aggregate: $(cat "$TMP/async_union.out")"; fi
if [ "$(wc -l <"$TMP/async_rows.out")" = 20 ]; then ok "20 rows through the partitions"
else fail "rows: $(cat "$TMP/async_rows.out")"; fi
for q in part union rows; do
  a=$(eval echo "\$async_$q"); s=$(eval echo "\$sync_$q")
  echo "measured $q: async ${a}s, sync ${s}s"
  # two servers of one second each: sync is about 2 s, async about 1 s
  if [ "$(echo "$a < 0.75 * $s" | bc)" = 1 ]; then ok "async read ($q) takes clearly less than sync"
  else fail "async read ($q) took ${a}s against ${s}s synchronously"; fi
done

# DROP FOREIGN TABLE of a partition takes it out of its parent
b -c "DROP FOREIGN TABLE p2" >/dev/null
if [ "$(b -A -t -c "SELECT count(*) FROM p")" = 10 ]; then ok "dropped foreign partition gone"
else fail "after DROP FOREIGN TABLE p2: $(b -A -t -c "SELECT count(*) FROM p")"; fi

stop_server
finish
