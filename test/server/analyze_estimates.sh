#!/usr/bin/env bash
# analyze_estimates.sh: after ANALYZE of the same deterministic tables (under 30000 rows, so
# both samplers read every row), the row estimates of EXPLAIN equal PostgreSQL 15's: scans with
# =, <>, ranges, range pairs, IS NULL, booleans, IN / = ANY, equijoins, GROUP BY, semi and anti
# joins (EXISTS / IN / NOT EXISTS), and conditions on index expressions (their statistics:
# equality, ranges, IS NULL, IN, a unique expression index, a partial index's unused ones,
# an expression no index stores). The script starts its own throwaway PostgreSQL 15 (as user
# postgres when run as root) and compares the rows= figure of the top plan node and of every
# scan. Skipped (77) without PostgreSQL 15.
# Also: autovacuum analyzes a table whose changed rows pass its threshold.
source "$(dirname "$0")/common.bash"
PGBIN=/usr/lib/postgresql/15/bin
[ -x "$PGBIN/initdb" ] || { echo "skip: no PostgreSQL 15 in $PGBIN"; rm -rf "$TMP"; exit 77; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

port=$(free_port)
start_server "$TMP/data" "$port" -c autovacuum_naptime=1 || { fail "start"; finish; }
pgport=$(free_port)
PGDIR="$TMP/pg"
mkdir -p "$PGDIR"; [ "$(id -u)" = 0 ] && chown postgres "$TMP" "$PGDIR"
stop_pg() { as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true; }
trap stop_pg EXIT
as_pg "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
  >"$PGDIR/initdb.log" 2>&1 || { fail "initdb"; finish; }
as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-p $pgport -k $PGDIR -c listen_addresses=127.0.0.1 -c fsync=off -c autovacuum=off" \
  start >/dev/null || { fail "PostgreSQL did not start"; finish; }

setup="
create table t (a int, b text, c int, d float8, e date, f bool, g numeric);
insert into t select i, 'v' || (i % 10), case when i % 4 = 0 then null else i % 7 end,
  (i * 7 % 13)::float8 / 3, date '2020-01-01' + (i % 50), i % 3 = 0, (i % 17) * 1.5
  from generate_series(1, 1000) i;
insert into t select i, 'w' || (i % 300), i % 90, null::float8, null::date, null::bool,
  null::numeric from generate_series(1, 500) i;
create table u (x int, y int);
insert into u select i, i % 20 from generate_series(1, 300) i;
create table k (id int primary key, grp int, name text);
insert into k select i, i % 37, 'n' || (i % 400) from generate_series(1, 5000) i;
create table w (id int, name text, n int);
insert into w select i, case when i % 10 < 6 then 'Alpha' when i % 10 < 8 then 'BETA'
  else 'w' || (i % 400) end, i % 7 from generate_series(1, 3000) i;
insert into w values (3001, null, 1), (3002, 'ALPHA', 2);
create index w_lower on w (lower(name));
create unique index w_key on w ((id * 2));
create index w_mix on w (n, (n * 10 + id % 3));
create index w_part on w ((id % 5)) where n > 2;
analyze t; analyze u; analyze k; analyze w;"
psql_q "$port" "$setup" >/dev/null
psql_q "$pgport" "$setup" >/dev/null

queries=(
  "select * from t where a < 100"
  "select * from t where a <= 100"
  "select * from t where a > 950"
  "select * from t where a >= 2000"
  "select * from t where a between 100 and 200"
  "select * from t where a > 100 and a < 120"
  "select * from t where 100 > a"
  "select * from t where c = 3"
  "select * from t where c = 50"
  "select * from t where c = 1000"
  "select * from t where c <> 3"
  "select * from t where c < 5"
  "select * from t where c > 40"
  "select * from t where b = 'v1'"
  "select * from t where b = 'w17'"
  "select * from t where b = 'zzz'"
  "select * from t where b < 'w2'"
  "select * from t where b > 'v5'"
  "select * from t where c is null"
  "select * from t where c is not null"
  "select * from t where d is null"
  "select * from t where f"
  "select * from t where not f"
  "select * from t where f = false"
  "select * from t where c in (1, 2, 50)"
  "select * from t where c = any (array[1, 2, 3, 60])"
  "select * from t where c <> all (array[1, 2])"
  "select * from t where e > '2020-01-20'"
  "select * from t where e = '2020-01-20'"
  "select * from t where d < 2"
  "select * from t where g > 10"
  "select * from t where g = 3"
  "select * from t where a < 100 and c = 3"
  "select * from t where a < 100 or c = 3"
  "select * from t where a + 1 = 5"
  "select * from t where c = a"
  "select c, count(*) from t group by c"
  "select b, count(*) from t group by b"
  "select c, f, count(*) from t group by c, f"
  "select count(*) from t where a < 500 group by c"
  "select distinct c from t"
  "select distinct b, c from t"
  "select * from t join u on t.a = u.x"
  "select * from t join u on t.c = u.y"
  "select * from t join u on t.a = u.x where u.y = 3"
  "select * from t left join u on t.a = u.x"
  "select * from k where id = 42"
  "select * from k where id < 300"
  "select * from k where grp = 5"
  "select * from k where name = 'n7'"
  "select * from k where name > 'n5'"
  "select grp, count(*) from k group by grp"
  "select * from k join u on k.grp = u.y"
  "select * from t where exists (select 1 from u where u.x = t.a)"
  "select * from t where exists (select 1 from u where u.y = t.c)"
  "select * from t where not exists (select 1 from u where u.y = t.c)"
  "select * from t where t.c in (select y from u where x < 100)"
  "select * from t where t.a in (select x from u)"
  "select * from k where exists (select 1 from t where t.c = k.grp)"
  "select * from t where not exists (select 1 from k where k.grp = t.c and k.id < 1000)"
  "select * from u where not exists (select 1 from t where t.a = u.x)"
  "select * from w where lower(name) = 'alpha'"
  "select * from w where lower(name) = 'w19'"
  "select * from w where lower(name) = 'nothing'"
  "select * from w where 'beta' = lower(name)"
  "select * from w where lower(name) <> 'alpha'"
  "select * from w where lower(name) > 'w5'"
  "select * from w where lower(name) >= 'b' and lower(name) < 'w3'"
  "select * from w where lower(name) is null"
  "select * from w where lower(name) in ('alpha', 'beta', 'w9')"
  "select * from w where lower(name) = 'alpha' and n = 3"
  "select * from w where id * 2 = 40"
  "select * from w where id * 2 < 100"
  "select * from w where n * 10 + id % 3 = 31"
  "select * from w where n * 10 + id % 3 > 50"
  "select * from w where id % 5 = 1 and n > 2"
  "select * from w where upper(name) = 'ALPHA'"
)
# The top node's rows and each scan's (PG plans DISTINCT as a HashAggregate, Basalt as Sort +
# Unique: the nodes in between differ, their estimates do not).
rows_of() {
  psql_q "$1" "set enable_mergejoin = off; set enable_bitmapscan = off; set enable_memoize = off;
    explain $2" | awk '/rows=/ { match($0, /rows=[0-9]+/); r = substr($0, RSTART, RLENGTH);
      if (!top) { top = r; print "top " r } else if ($0 ~ /Scan/) print "scan " r }'
}
nok=0
for q in "${queries[@]}"; do
  b=$(rows_of "$port" "$q" | tr '\n' ' ')
  p=$(rows_of "$pgport" "$q" | tr '\n' ' ')
  if [ -z "$p" ] || [ "$b" != "$p" ]; then
    fail "estimates differ for: $q
    basalt:     $b
    postgresql: $p"
  else
    nok=$((nok + 1))
  fi
done
ok "$nok of ${#queries[@]} row estimates equal PostgreSQL 15's"

# autovacuum analyzes: 200 changed rows pass 50 + 0.1 * 1000
psql_q "$port" "create table av (a int); insert into av select g % 10 from generate_series(1, 1000) g" >/dev/null
n=0
for _ in $(seq 1 240); do
  n=$(psql_q "$port" "select count(*) from pg_statistic where starelid = 'av'::regclass")
  [ "$n" = 1 ] && break
  sleep 0.5
done
[ "$n" = 1 ] || fail "autovacuum did not analyze av"
sd=$(psql_q "$port" "select stadistinct from pg_statistic where starelid = 'av'::regclass")
[ "$sd" = 10 ] || fail "autovacuum's statistics of av: n_distinct $sd"
ok "autovacuum analyzed av"
stop_server
stop_pg
finish
