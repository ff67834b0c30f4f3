#!/usr/bin/env bash
# async_commit.sh: a commit acknowledged before its WAL flush (synchronous_commit = off) may be
# lost by kill -9, as in PG, but never in part. wal_writer_delay = 10 s keeps the commit record
# in Basalt's WAL buffer while the server is killed, and each case checks that the rest of the
# transaction, whose records did reach the disk, is not visible either:
#  - the commit log: the status file (in the OS cache, so it outlives kill -9) must not say
#    "committed" before the commit record is on disk;
#  - hint bits: rows a reader marked committed on a page that is then written out (evicted
#    from a 16-page buffer pool) ahead of the commit record must not show after recovery.
#    (Setting a hint never dirties a page, and replay rebuilds a page changed after the redo
#    point from its full-page image, so Basalt needs no guard here as PG does; this case
#    keeps it that way.)
# Each check passes both when the transaction survived whole and when it vanished whole.
source "$(dirname "$0")/../server/common.bash"
port=$(free_port)
dir=$TMP/data
opts=(-c wal_writer_delay=10000 -c checkpoint_timeout=3600 -c shared_buffers=16)
q() { psql_q "$port" "$1"; }
script() { "$PSQL" -X -q -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres 2>&1; }
crash() {
  kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
  start_server "$dir" "$port" "${opts[@]}" || { fail "restart after kill -9 ($1)"; finish; }
}
whole_or_none() { # $1 = what, $2 = got, $3 = expected if it survived, $4 = if it vanished
  if [ "$2" = "$3" ]; then ok "$1: the transaction survived whole"
  elif [ "$2" = "$4" ]; then ok "$1: the transaction vanished whole"
  else fail "$1: half a transaction after kill -9: $2 (whole: $3, none: $4)"; fi
}

start_server "$dir" "$port" "${opts[@]}" || { fail "first start"; finish; }
q "CREATE TABLE big (a int, pad text); CREATE TABLE t1 (a int, pad text); CREATE TABLE t2 (a int)" >/dev/null
q "INSERT INTO big SELECT g, repeat('y', 200) FROM generate_series(1, 3000) g" >/dev/null
q "CHECKPOINT" >/dev/null

# 1. the commit log: most of the transaction's WAL is written while it runs (the buffer wraps)
r=$(script <<'SQL'
SET synchronous_commit = off;
BEGIN;
INSERT INTO t1 SELECT g, repeat('x', 200) FROM generate_series(1, 50000) g;
INSERT INTO t2 VALUES (1);
COMMIT;
SQL
)
[ -z "$r" ] || fail "the big transaction: $r"
crash "after a big asynchronous commit"
whole_or_none "commit log" "$(q "SELECT (SELECT count(*) FROM t1) || '/' || (SELECT count(*) FROM t2)")" \
  "50000/1" "0/0"

# 2. hint bits: another session's synchronous commit flushes the transaction's rows but not
#    its later commit record; the rows of t1 are then read (hinted) and their page evicted by
#    a scan of big, with no WAL flush needed for it; t2's rows are never read
q "TRUNCATE t1, t2; CREATE TABLE u (a int); CHECKPOINT" >/dev/null
r=$(script <<SQL
SET synchronous_commit = off;
BEGIN;
INSERT INTO t1 VALUES (1, 'hinted');
INSERT INTO t2 VALUES (1);
\\! "$PSQL" -X -q -h 127.0.0.1 -p $port -U postgres -d postgres -c 'INSERT INTO u VALUES (1)'
COMMIT;
SELECT count(*) FROM t1;
SELECT count(*) FROM big;
SQL
)
[ "$r" = "$(printf '1\n3000')" ] || fail "the hinted transaction: $r"
crash "after a hinted asynchronous commit"
whole_or_none "hint bits" "$(q "SELECT (SELECT count(*) FROM t1) || '/' || (SELECT count(*) FROM t2)")" \
  "1/1" "0/0"
[ "$(q "SELECT count(*) FROM u")" = 1 ] && ok "the synchronous commit survives" ||
  fail "a synchronous commit was lost"

# 3. a commit the background writer flushed is kept, as is the next checkpoint's copy
q "SET synchronous_commit = off; INSERT INTO t2 VALUES (2)" >/dev/null
q "CHECKPOINT" >/dev/null
crash "after a checkpoint"
[ "$(q "SELECT count(*) FROM t2 WHERE a = 2")" = 1 ] && ok "an asynchronous commit before a CHECKPOINT survives" ||
  fail "asynchronous commit lost although a CHECKPOINT followed"
stop_server
finish
