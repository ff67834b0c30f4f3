#!/usr/bin/env bash
# old_snapshot_rebuild.sh: VACUUM FULL and CREATE INDEX keep what an older snapshot still sees.
#
# Session a holds a REPEATABLE READ snapshot taken before session b deletes and updates rows
# and then rewrites the table (VACUUM FULL) or builds indexes over it (CREATE INDEX). As in
# PostgreSQL 15 (checked by running this script's statements against it):
#  - a's snapshot, which holds no lock on the table, does not block VACUUM FULL; a snapshot
#    whose transaction has read the table (AccessShareLock) does, until it ends;
#  - afterwards a still sees the old rows, through a seq scan and through index scans (the
#    rebuilt and the new indexes have entries for the rows deleted since a's snapshot);
#  - the update chains survive the rewrite: a's UPDATE/DELETE of a row updated since fails
#    with "could not serialize access due to concurrent update", of a deleted row with
#    "... concurrent delete";
#  - a unique index builds over a key whose older version is still visible to a (only live
#    rows count as duplicates), and still finds a real duplicate.
# Scheduled by the order of statements (each step waits for its session's output), not by time.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

psql_q "$PORT" "CREATE TABLE t (id int PRIMARY KEY, v int);
  CREATE INDEX t_v ON t (v);
  INSERT INTO t SELECT g, g FROM generate_series(1, 10) g;
  CREATE TABLE t2 (id int, v int);
  INSERT INTO t2 SELECT g, g FROM generate_series(1, 10) g;
  CREATE TABLE other (x int);
  CREATE TABLE w (id int PRIMARY KEY, pad text);
  INSERT INTO w SELECT g, repeat('p', 1000) FROM generate_series(1, 70) g;
  DELETE FROM w WHERE id <= 7;" >/dev/null
psql_q "$PORT" "VACUUM w" >/dev/null # room on the first page; the last one (7 rows) is full
. "$(dirname "$0")/two_sessions.bash"

expect() { # expect SESSION WANT WHAT
  [ "$(last "$1")" = "$2" ] && ok "$3" || fail "$3: got '$(last "$1")', want '$2'"
}
all_rows="1:1,2:2,3:3,4:4,5:5,6:6,7:7,8:8,9:9,10:10"
agg="string_agg(id || ':' || v, ',' ORDER BY id)"

# ---------------------------------------------------------------- VACUUM FULL
send a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send a "SELECT count(*) FROM other;" # the snapshot, without a lock on t
send b "DELETE FROM t WHERE id <= 2;"
send b "UPDATE t SET v = v + 100 WHERE id IN (3, 4);"
send b "UPDATE t SET v = v + 100 WHERE id = 4;" # a chain of three versions
send b "UPDATE w SET pad = repeat('q', 1000) WHERE id = 70;"
send b "SELECT pg_relation_size('w');"
expect b "81920" "the new version of a row on the last page went to an earlier page"
send b "VACUUM FULL t;"
send b "VACUUM FULL w;"
send b "SELECT $agg FROM t;"
expect b "3:103,4:204,5:5,6:6,7:7,8:8,9:9,10:10" "VACUUM FULL ran beside an RR snapshot holding no lock"
send a "SELECT $agg FROM t;"
expect a "$all_rows" "old snapshot: seq scan after VACUUM FULL sees the deleted and old versions"
send a "SET enable_seqscan = off; SET enable_bitmapscan = off;"
send a "EXPLAIN (COSTS OFF) SELECT v FROM t WHERE id = 1;"
expect a "  Index Cond: (id = 1)" "old snapshot: the primary key lookup is an index scan"
send a "SELECT v FROM t WHERE id = 1;"
expect a "1" "old snapshot: index scan after VACUUM FULL finds a deleted row"
send a "SELECT v FROM t WHERE id = 4;"
expect a "4" "old snapshot: index scan after VACUUM FULL finds the oldest of three versions"
send a "SELECT $agg FROM t WHERE id BETWEEN 1 AND 10;"
expect a "$all_rows" "old snapshot: index range scan after VACUUM FULL"
send a "SELECT id FROM t WHERE v = 3;"
expect a "3" "old snapshot: secondary index after VACUUM FULL finds the old key"
send a "SELECT count(*) FROM t WHERE v = 103;"
expect a "0" "old snapshot: secondary index after VACUUM FULL hides the new key"
send a "SAVEPOINT s; UPDATE t SET v = 0 WHERE id = 3;"
expect a "ERROR:  could not serialize access due to concurrent update" "update of an updated row after VACUUM FULL"
send a "ROLLBACK TO s; DELETE FROM t WHERE id = 4;"
expect a "ERROR:  could not serialize access due to concurrent update" "delete of a twice-updated row after VACUUM FULL"
send a "ROLLBACK TO s; UPDATE t SET v = 0 WHERE id = 1;"
expect a "ERROR:  could not serialize access due to concurrent delete" "update of a deleted row after VACUUM FULL"
send a "ROLLBACK TO s; SELECT left(pad, 3) FROM w WHERE id = 70;"
expect a "ppp" "old snapshot: index scan after VACUUM FULL finds a version whose successor came first"
send a "ROLLBACK TO s; UPDATE w SET pad = 'x' WHERE id = 70;"
expect a "ERROR:  could not serialize access due to concurrent update" "update of a row whose new version lies before the old one"
send a "ROLLBACK TO s; SELECT $agg FROM t;"
expect a "$all_rows" "old snapshot still intact after the failed updates"
send a "COMMIT;"
send a "UPDATE t SET v = v + 1 WHERE id = 3 RETURNING v;"
expect a "104" "a new transaction updates the newest version"

# a snapshot whose transaction has read the table blocks VACUUM FULL until it ends
send a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send a "SELECT count(*) FROM t;"
send b "DELETE FROM t WHERE id = 10;"
start b "VACUUM FULL t;"
waiting=
for _ in $(seq 1 600); do
  waiting=$(psql_q "$PORT" "SELECT mode FROM pg_locks WHERE relation = 't'::regclass AND NOT granted")
  [ -n "$waiting" ] && break
  sleep 0.05
done
[ "$waiting" = AccessExclusiveLock ] && ok "VACUUM FULL waits for AccessExclusiveLock behind a reader" ||
  fail "VACUUM FULL is not waiting for AccessExclusiveLock: '$waiting'"
send a "SELECT $agg FROM t WHERE id >= 9;"
expect a "9:9,10:10" "the reader's snapshot still sees the row deleted meanwhile"
send a "COMMIT;"
finish_wait b
send b "SELECT $agg FROM t WHERE id >= 9;"
expect b "9:9" "VACUUM FULL finished once the reader committed"

# ---------------------------------------------------------------- CREATE INDEX
send a "BEGIN ISOLATION LEVEL REPEATABLE READ;"
send a "SELECT count(*) FROM other;"
send b "DELETE FROM t2 WHERE id <= 2;"
send b "UPDATE t2 SET v = v + 100 WHERE id = 3;"
send b "UPDATE t2 SET id = id WHERE id = 5;" # two versions with key 5, one live
send b "INSERT INTO t2 VALUES (6, 1006);"
send b "CREATE UNIQUE INDEX t2_dup ON t2 (id);"
expect b "DETAIL:  Key (id)=(6) is duplicated." "a live duplicate still fails the unique build"
send b "DELETE FROM t2 WHERE v = 1006;" # dead, but younger than a's snapshot: indexed, not live
send b "CREATE INDEX t2_id ON t2 (id);"
send b "CREATE UNIQUE INDEX t2_v ON t2 (v);"
send b "CREATE UNIQUE INDEX t2_uid ON t2 (id);"
send b "SELECT count(*) FROM pg_class WHERE relname IN ('t2_id', 't2_v', 't2_uid');"
expect b "3" "unique indexes build over keys whose dead versions an old snapshot sees"
send a "SELECT $agg FROM t2;"
expect a "$all_rows" "old snapshot: seq scan after CREATE INDEX"
send a "SET enable_seqscan = off; SET enable_bitmapscan = off;"
# Deliberate difference: PG 15 marks these indexes indcheckxmin (the updates were HOT, and a
# build leaves out the older versions of HOT chains), so its old snapshot plans a seq scan here
# and gets the same rows. Basalt has no HOT: every version has its own entry, and the new
# index serves old snapshots too.
send a "EXPLAIN (COSTS OFF) SELECT v FROM t2 WHERE id = 1;"
expect a "  Index Cond: (id = 1)" "old snapshot: the lookup is an index scan"
send a "SELECT v FROM t2 WHERE id = 1;"
expect a "1" "old snapshot: index scan of a new index finds a deleted row"
send a "SELECT v FROM t2 WHERE id = 3;"
expect a "3" "old snapshot: index scan of a new index finds the old version"
send a "SELECT count(*) FROM t2 WHERE id = 5;"
expect a "1" "old snapshot: one version of a row updated to the same key"
send a "SELECT $agg FROM t2 WHERE id BETWEEN 1 AND 10;"
expect a "$all_rows" "old snapshot: index range scan of a new index"
send a "SELECT id FROM t2 WHERE v = 3;"
expect a "3" "old snapshot: the new unique index finds the old key"
send a "SAVEPOINT s; UPDATE t2 SET v = 0 WHERE id = 3;"
expect a "ERROR:  could not serialize access due to concurrent update" "update of an updated row found through a new index"
send a "ROLLBACK TO s; DELETE FROM t2 WHERE id = 2;"
expect a "ERROR:  could not serialize access due to concurrent delete" "delete of a deleted row found through a new index"
send a "ROLLBACK;"
send a "SELECT $agg FROM t2 WHERE id BETWEEN 1 AND 10;"
expect a "3:103,4:4,5:5,6:6,7:7,8:8,9:9,10:10" "a new snapshot through the new index"
send a "SELECT count(*) FROM t2 WHERE v = 3;"
expect a "0" "a new snapshot: the old key of the unique index finds nothing"

exec 3>&- 4>&-
for p in $PIDS; do wait "$p" 2>/dev/null; done
stop_server
finish
